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
