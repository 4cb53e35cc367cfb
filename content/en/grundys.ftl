### Grundy's game's page: its name, rules, board, computer, values strip and errors.
### Written in English first; content/ja/grundys.ftl has the same messages.

## The header, the home page and a sum's components.
name = Grundy's game
summary = Split one heap into two heaps of different sizes; whoever cannot split any heap loses.

## The page.
title = Grundy's game
rules = There are heaps of stones. On your turn pick a heap and split it into two heaps of different sizes (7 may become 1 + 6, 2 + 5 or 3 + 4, but 6 may not become 3 + 3). Heaps of 1 and 2 cannot be split. Whoever cannot split any heap loses.
winning-move = making the last split
position-noun = position
setup-label = Heaps
setup-help = The heaps' sizes, separated by spaces or commas, e.g. 8 5; at most { $heaps } heaps of up to { $stones } stones (the values are computed from a heap of 0 up: no period is known to stop at).
how-to-move = tap the stone where the heap should be cut, then press Split
why-no-move = Every heap has 1 or 2 stones: none can be split into two different heaps.
no-winning-move = No winning move: the nim-sum of the heaps' values is 0. Split something and hope for a mistake.
winning-moves-intro = Winning moves (each makes the nim-sum 0):
total-name = nim-sum of the heaps' values
hint-line = { $move } → heaps { $to }

## A position that cannot be read.
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-not-a-number = "{ $token }" is not a heap size.
error-too-many-heaps = { $found } heaps are too many: at most { $max }.
error-heap-too-large = Heap { $heap } is too large: values are computed up to { $max } (Grundy's game has no known period).
error-too-many-terms = { $asked } values are too many: at most { $max }.

## A split that cannot be made.
error-no-such-heap = There is no heap { $heap }: the heaps are numbered 1 to { $heaps }.
error-not-a-split = Heaps of { $a } and { $b } are not a split of { $size }: two non-empty heaps adding up to it.
error-equal-heaps = A heap must split into two unequal heaps, not two of { $size }.

## The history and the computer's reasons.
split = split heap { $heap } into { $a } and { $b }
reason-to-zero = The nim-sum of the heaps' values was { $nim-sum }. This split turns its heap's value { $from } into { $to } (the two new heaps' values XORed), and { $from } ⊕ { $nim-sum } = { $to }: the nim-sum becomes 0.
reason-none = The nim-sum is 0, so every split loses against best play: it splits one stone off the largest heap.

## The board.
board-label = Heaps of stones: ← → choose where to cut, ↑ ↓ another heap, Enter splits
heap-label = Heap { $heap }: { $size ->
        [one] 1 stone
       *[other] { $size } stones
    }
long-heap = Heap { $heap }: { $size } stones (too many to draw: type a split below)
chosen = Heap { $heap }: { $a } + { $b }
equal-halves = { $half } + { $half } is not allowed: the two heaps must differ
split-button = Split
not-a-move = "{ $text }" is not a split: write heap:a,b (1:3,5 splits heap 1 into 3 and 5)
keys-cut = choose where to cut
keys-heap = another heap
keys-play = split
preset-default = 8 and 5
preset-seven = One heap of 7
preset-largest = A heap of 20 000

## The values strip and the mex stepper.
strip-heading = The value of one heap, from 0 stones up
strip-legend = Each cell is G(n), the value of a heap of n: the mex of G(a) ⊕ G(n − a) over the splits a < n − a.
no-period = No period is known: the values have been computed far beyond 2³⁵ without one appearing (Guy conjectured that the sequence is eventually periodic). This page computes { $computed } of them, from a heap of 0 up.
step-through = Step through the mex of a heap:{ " " }
heap-option = heap { $heap } ({ $size ->
        [one] 1 stone
       *[other] { $size } stones
    })
stepper-too-long = A heap of { $size } has too many splits to list one by one: its value is read from the strip above.
heap-column = heap
value-column = value G
xor-explanation = The heaps are independent games: by the Sprague–Grundy theorem the position's value is the nim-sum of their values, and the player to move wins exactly when it is not 0.
