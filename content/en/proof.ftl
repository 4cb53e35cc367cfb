### The steppers that carry a proof out on a position (src/ui/course/proof_steps.rs). The proofs'
### text is each lesson's Markdown (lessons/NN.md: :: proof). content/ja/proof.ftl has the same
### messages in the same order.
## Lesson 2: a position of nim-sum 0 is losing, any other is winning. The proof of P(s), followed on a chosen position.
nim-heading = The nim-sum proof, step by step
nim-intro = Choose the sizes of three heaps. The stepper follows the proof of P(s) on that position. If the nim-sum is not 0, it finds the move of fact B. If the nim-sum is 0, choose a heap and how many stones it keeps. The stepper checks fact A on that move.
nim-heap = Heap { $heap }
nim-choose-heap = Heap to move
nim-choose-leaves = Stones it keeps
nim-base = Every heap is empty, so there are 0 stones. This is the base case, P(0). The nim-sum is 0. The player to move cannot move and loses, so the position is losing. Put some stones on a heap.
nim-step-sum = Nim-sum
nim-restore-sum = Position { $position } has s = { $stones } stones. Its nim-sum is x = { $xor } = { $x }. That is not 0, so we look for the move of fact B. It is a legal move to nim-sum 0.
nim-step-bit = Highest 1
nim-restore-bit = In binary, x is { $binary }. Its highest 1 is in the { $bit }s place.
nim-step-heap = The heap to move
nim-restore-heap = x has a 1 in the { $bit }s place. So an odd number of heaps have a 1 there, and at least one does. The first one is heap { $heap }, with { $from } stones. It moves.
nim-step-new = Its new size
nim-restore-new = Heap { $heap } becomes { $from } ⊕ x = { $from } ⊕ { $x } = { $to }. XOR changes only the places where x has a 1. The highest of them is the { $bit }s place, which turns from 1 to 0. The places above it stay. So { $to } is below { $from }, and the move is legal.
nim-step-move = The move
nim-move = Take { $take } stones from heap { $heap }, so it goes from { $from } to { $to }. The new position is { $position }.
nim-step-check = Check
nim-restore-check = The new nim-sum is { $xor } = 0. The stones went from { $before } down to { $after }. By P({ $after }), the new position is losing. The opponent is the one to move there. So this move wins, and { $position } is a winning position.
nim-break-sum = Position { $position } has s = { $stones } stones. Its nim-sum is { $xor } = 0. Stones remain, so there are legal moves. Fact A says that each of them makes the nim-sum non-zero. Check it on the move chosen above.
nim-step-differ = The place that changes
nim-break-bit = { $from } and { $to } are different numbers. So they differ in at least one binary place. The highest such place is the { $bit }s place.
nim-step-parity = Parity
nim-break-parity = The nim-sum was 0, so every place had an even number of 1s. Only heap { $heap } changed. So the count of 1s in the { $bit }s place went from { $before } to { $after }. That is odd.
nim-break-check = The new nim-sum is { $xor } = { $y }. It has a 1 in the { $bit }s place, so it is not 0. The stones went from { $before } down to { $after }. By P({ $after }), the new position is winning for the player to move there. That player is the opponent. Fact A gives the same for every other move. So { $position } is a losing position.
## Lesson 3: at every position exactly one player has a winning strategy, and the labels found backwards are right. The proof of P(k), followed on a heap from which a move takes 1 to 3 coins.
one-heading = The winning strategy proof, step by step
one-intro = A heap of coins, from which a move takes 1, 2 or 3. Choose how many coins. The stepper labels the heaps from 0 up to yours, level by level. Then it shows why exactly one player has a winning strategy there, the way the proof does.
one-heap = Coins
one-base = A heap of 0 has no moves. Its level is 0, and it is labelled lost. This is the base case, P(0). The player to move cannot move and loses, so the opponent wins without doing anything. Add some coins.
# The marks in the table of labels and the tables of moves.
one-mark-won = won
one-mark-lost = lost
one-step-level = Level
one-level = The longest path from a heap of { $heap } takes one coin at a time: { $level } moves. So its level is { $level }. Every move lowers the level. So when the heaps are labelled from 0 coins up, the heaps a move leads to are always labelled first.
one-step-base = Base case
one-base-step = The only heap of level 0 is the heap of 0. It has no moves, so it is labelled lost. The player to move cannot move and loses. The opponent wins without doing anything. That is P(0).
one-step-labels = Backwards
# $lost: the lost heaps, listed (with … for the middle of a long list). $count: how many.
one-labels = From 1 coin up to { $heap }, a heap is labelled won if a move leads to a lost heap, and lost if not. { $count ->
        [one] One heap is lost: { $lost }.
       *[other] { $count } heaps are lost: { $lost }.
    } The others are won (see the table).
one-step-moves = Moves
one-moves = The table shows the moves from the heap of { $heap } and the label of the heap each leaves.
one-step-strategy = Strategy
one-won = Taking { $take } leaves a lost heap of { $to }, so the heap of { $heap } is won. The winning strategy of the player to move: take { $take }, then follow the strategy of P({ $to }). However the opponent moves from { $to }, there is an answer to a lost heap (see the table).
one-won-end = Taking { $take } leaves the lost heap of 0, so the heap of { $heap } is won. The opponent is stuck at 0 and loses. That one move is the winning strategy.
one-lost = Every move leads to a won heap, so the heap of { $heap } is lost. Wherever the player to move goes, the opponent moves next. The opponent answers with a move to a lost heap (see the table), then follows that heap's strategy and wins.
one-step-one = Exactly one
one-one-won = The player to move has a winning strategy. The two players never both have one. If both followed their strategies, the game would end, and only one of them would lose. So at the heap of { $heap } exactly one player has a winning strategy, the player to move, and the label “won” is right.
one-one-lost = The opponent has a winning strategy. The two players never both have one. If both followed their strategies, the game would end, and only one of them would lose. So at the heap of { $heap } exactly one player has a winning strategy, the opponent, and the label “lost” is right.
## Lesson 4: a position is lost if its Grundy value is 0, and won if not. (a), (b) and the proof of P(k), followed on a heap from which a move takes 1, 2 or 4 coins.
mex-heading = The Grundy value proof, step by step
mex-intro = A heap of coins, from which a move takes 1, 2 or 4. Choose how many coins. The stepper follows (a), (b) and the proof of P(k) on that heap. At the end it compares the result with the labels found backwards, without Grundy values.
mex-heap = Coins
mex-base = A heap of 0 has no moves, so its level is 0 and g(0) = mex{ "{}" } = 0. This is the base case, P(0). The player to move cannot move and loses, so the position is lost. Add some coins.
mex-step-level = Level
mex-level = The longest path from a heap of { $heap } takes one coin at a time: { $level } moves. So its level is { $level }, and we show P({ $level }). Every move leads to a level below { $level }, so the induction hypothesis applies there.
mex-step-options = Moves
mex-options = The table shows the heaps one move from { $heap } and their Grundy values. Their levels are lower, so their values are already known.
mex-step-mex = mex and (b)
# $mex: the mex{…} of the moves' values, written out.
mex-mex = g({ $heap }) = { $mex } = { $value }. The value { $value } is not among the moves' values, so no move reaches value { $value }. That is (b).
mex-step-below = (a)
# $last: $value − 1.
mex-below = { $value ->
        [1] The only value below 1 is 0, and a move reaches it (see the table).
        [2] Both values below 2, 0 and 1, are reached by moves (see the table).
       *[other] Each value from 0 to { $last } is reached by a move (see the table).
    } That is (a).
mex-below-none = g({ $heap }) = 0, so no value is below it, and (a) has nothing to show.
mex-step-induction = Induction
mex-win = g({ $heap }) = { $value } is not 0. By (a) with m = 0, taking { $take } leaves a heap of { $to } with value 0. Its level is { $level }, and none of its moves reaches value 0 (see the table). By P({ $level }) the heap of { $to } is lost, and the opponent moves there. So the heap of { $heap } is won.
mex-win-end = g({ $heap }) = { $value } is not 0. By (a) with m = 0, taking { $take } leaves the heap of 0, with value 0. There the opponent cannot move and loses, by P(0). So the heap of { $heap } is won.
mex-lose = g({ $heap }) = 0, so by (b) no move reaches value 0. By the induction hypothesis, every move leads to a won position, with the opponent to move. The opponent can answer with a move to value 0 (see the table). Whatever the player to move does, the opponent wins. So the heap of { $heap } is lost.
mex-step-check = Check
mex-check-won = The engine also labels the heaps backwards from 0 coins, without Grundy values (lesson 3's retrograde analysis). It finds the heap of { $heap } won, as the proof does.
mex-check-lost = The engine also labels the heaps backwards from 0 coins, without Grundy values (lesson 3's retrograde analysis). It finds the heap of { $heap } lost, as the proof does.
## Lesson 4: finding and proving a period. The first window of m values that repeats, the induction, and g(N) read through the period.
period-heading = Finding a period, step by step
period-intro = Choose a set of takes and a heap N, up to 10^18. The stepper computes the values until a window of m values comes back, as the proof does. Then it reads g(N) through the period.
period-set = Takes
period-heap = Heap N
period-error-empty = Type a heap N.
period-error-number = Type N in digits only, without a sign or a point.
period-error-large = N is at most { $max }.
period-bad-set = These takes are not a set of positive numbers.
period-take-large = A take of { $take } is too large for the row: at most { $max }.
period-none = No window repeats within the values computed for this set.
period-row-label = The heaps n and their values g(n)
period-step-values = Values
# $set: the takes, as {1, 4}. $m: the largest take. $last: the last heap in the row.
period-values = S = { $set }, so m = { $m }. From a heap of { $m } on, every take is legal. So each value is the mex of values among the { $m } just below it. The row shows g(0) to g({ $last }).
period-step-window = The repeat
# $window: the window's values, as (0, 1, 0, 1). $copy: $e + p.
period-window = The window of { $m } values from { $e }, ({ $window }), comes back from { $copy }. Scanning from 0, it is the first window that equals an earlier one.
period-step-induction = Induction
# $after: $e + m. $later: $e + $p + m. $value: g($after).
period-induction = The next values, g({ $after }) and g({ $later }), are the mex of the same values, so both are { $value }. So the windows one further on are equal too. Step by step, g(n + { $p }) = g(n) for every n ≥ { $e }.
period-step-period = Period
period-period = { $e ->
        [0] The values repeat with period { $p } from 0 on. There is no pre-period.
       *[other] The values repeat with period { $p } from { $e } on. The first { $e } values are the pre-period.
    } This was the first repeat, so no earlier start and no shorter period works.
period-step-value = g(N)
# $r: $e + ($n − $e) mod $p.
period-value-far = N = { $n } is at least { $e }. So g(N) = g({ $e } + ({ $n } − { $e }) mod { $p }) = g({ $r }) = { $value }.
period-value-near = N = { $n } is below { $e }, before the period starts. Its value is in the row: g({ $n }) = { $value }.
period-step-check = Check
period-check-direct = Computing g(0), g(1), … up to g({ $n }) one at a time, without the period, also gives { $direct }.
period-check-far = Computing every value from g(0) to g({ $n }) is too much here. The stepper does that only up to { $limit }. The proof is what makes g({ $n }) = { $value } certain.
## Lesson 5: the sum theorem. Every value m below x is one move away, shown on a position.
sum-heading = The sum theorem, step by step
sum-intro = A Nim heap A beside a coin heap B, from which a move takes 1, 3 or 4 coins. Choose a target m below the sum's value x. The stepper finds a move to a position of value m, the way the proof does.
sum-nim = Nim heap A
sum-coins = Coin heap B
sum-target = Target value m
sum-zero = This sum is worth 0. No value is below 0, so there is no target. Change a heap.
sum-step-values = Values
sum-values = g(A) = { $a } and g(B) = { $b }, so the sum is worth x = { $a } ⊕ { $b } = { $x }.
sum-step-difference = Difference
sum-difference = d = x ⊕ m = { $x } ⊕ { $m } = { $d }. The highest 1 of d is in the { $bit }s place. There x has a 1 and m has a 0.
sum-step-part = The heap to move
sum-part-nim = g(A) = { $value } has a 1 in the { $bit }s place. Heap A moves.
sum-part-coins = g(B) = { $value } has a 1 in the { $bit }s place. Heap B moves.
sum-step-new = Its new value
sum-new = { $value } ⊕ d = { $value } ⊕ { $d } = { $new }. The { $bit }s place turns from 1 to 0 and the places above it stay, so it is below { $value }.
sum-step-move = The move
sum-move-nim = Heap A goes from { $from } stones to { $to } (take { $take }). A Nim heap is worth its size.
sum-move-coins = Take { $take } of heap B's { $from } coins, leaving { $to }. That heap is worth { $new }. A position worth { $value } has a move to every smaller value (lesson 4), so such a move always exists.
sum-step-check = Check
sum-check = The sum is now worth { $a } ⊕ { $b } = { $m }: the target.
