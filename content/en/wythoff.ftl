### Wythoff's game's page: its name, rules, board (Wythoff's queen), computer, errors, the cold
### pairs' stepper and the Grundy values' heatmap.
### Written in English first; content/ja/wythoff.ftl has the same messages.

## The header, the home page and a sum's components.
name = Wythoff's game
summary = Two heaps: take any number from one heap, or the same number from both; whoever takes the last stone wins.

## The page. $max-heap and $max-grundy are the largest heap and the largest heap the table of values holds.
title = Wythoff's game
rules = Two heaps of stones. On your turn take any number from one heap, or the same number from both. Whoever takes the last stone wins. On the board the heaps are the queen's place (x, y): a move sends her left, down or diagonally down-left, as far as you like.
winning-move = taking the last stone
position-noun = position
setup-label = Heaps
setup-help = The two heaps, separated by a space or a comma, e.g. 5 7; each up to { $max-heap } stones. Who wins and every winning move are exact at any size; the Grundy value is known for heaps up to { $max-grundy }.
how-to-move = tap a square the queen can reach
# The status line's "what to do" when the heaps are too large to draw.
how-to-move-typed = type a move below the heaps
why-no-move = Both heaps are empty: the queen is already in the corner.
no-winning-move = No winning move: this is a cold position (a P-position), so every move leaves a hot one. Move and hope for a mistake.
winning-moves-intro = Winning moves (each reaches a cold position):
total-name = by the mex rule over every move
# The total line's detail where the table has no value.
beyond-table = a heap is over { $max }, beyond the table of values

## A position that cannot be read ($token cut to 20 or 30 characters).
error-empty = Enter the two heaps, e.g. "5 7".
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-not-a-number = "{ $token }" is not a heap size: use whole numbers.
error-negative = "{ $token }" is negative: a heap holds zero or more stones.
error-too-large = "{ $token }" is too large: a heap holds at most { $max } stones.
error-heap-count = A position is exactly two heaps, not { $count }.

## A move that cannot be played. $heaps is first, second or both (then $stones is the smaller heap's).
error-take-nothing = A move must take at least one stone.
error-take-too-many = { $heaps ->
        [first] Heap 1 has only { $stones ->
            [one] 1 stone
           *[other] { $stones } stones
        }, so { $take } cannot be taken.
        [second] Heap 2 has only { $stones ->
            [one] 1 stone
           *[other] { $stones } stones
        }, so { $take } cannot be taken.
       *[both] The smaller heap has only { $stones ->
            [one] 1 stone
           *[other] { $stones } stones
        }, so { $take } cannot be taken from both.
    }

## The history and the computer's reasons. The cold pair $k is (⌊kφ⌋, ⌊kφ²⌋); ($x, $y) a position.
took = took { $take } from { $heaps ->
        [first] heap 1
        [second] heap 2
       *[both] both heaps
    }
reason-to-cold = It moves to ({ $x }, { $y }), the cold pair number { $k }: (⌊{ $k }φ⌋, ⌊{ $k }φ²⌋) in some order. From a cold position every move leaves a hot one, so it keeps winning whatever you do.
reason-fewest = The position was the cold pair number { $k }: every move loses against best play. Of the one-stone moves it chose one that leaves you { $replies ->
        [one] 1 winning reply
       *[other] { $replies } winning replies
    }, the fewest.
hint-line = { $move } → ({ $x }, { $y })

## The board: the queen, the cold positions, the keyboard cursor ($move: the move to its square).
board-label = Wythoff's queen: arrow keys choose a square, Enter moves the queen there
show-cold = Show the cold positions (P-positions)
cold-legend = Dots mark the cold positions: whoever must move from one loses against best play.
axis-x = heap 1 (x) →
axis-y = heap 2 (y)
cursor-move = ({ $x }, { $y }): { $move }. Enter moves the queen there.
cursor-unreachable = ({ $x }, { $y }): the queen cannot reach this square.
queen-at = The queen is at ({ $x }, { $y })
too-large = The heaps are too large to draw: type a move below.
not-a-move = "{ $text }" is not a move: write heap-take (1-3 takes 3 from heap 1, 2-3 from heap 2) or both-take (both-3)
keys-arrows = choose a square
keys-play = move the queen there
preset-default = 5 and 7
preset-cold = A cold pair: 8 and 13
preset-huge = Heaps near 10¹⁸

## The cold pairs' stepper: the pairs, whether ($x, $y) is cold ($x is in pair $k with $partner),
## the three ways a move can reach a cold pair, the move.
pairs-heading = Why this move: the cold pairs
step-pairs-name = Cold pairs
step-cold-name = Is it cold?
step-ways-name = Three ways
step-move-name = The move
step-pairs = The cold positions are the pairs (a_k, b_k): a_k is the smallest number not in an earlier pair and b_k = a_k + k, so every number is in exactly one pair and each difference k belongs to one pair. Wythoff showed a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ with φ = (1 + √5)/2; the page computes them in integers, ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋, so they are exact up to 10¹⁸.
pairs-gap = …
step-cold = { $x } is in pair { $k }, with { $partner }; the other heap is { $y }, exactly that: ({ $x }, { $y }) is cold. The player to move loses against best play.
step-hot = { $x } is in pair { $k }, with { $partner }; the other heap is { $y }, not { $partner }: ({ $x }, { $y }) is hot. The player to move wins by reaching a cold pair.
step-ways = A move keeps heap 2, keeps heap 1, or keeps the difference of the heaps (taking from both). Each way can reach at most one cold pair:
# Keep heap $kept (1 or 2) at $keep; the other heap, now $now, must become $keep's partner $target.
way-keep = Keep heap { $kept } at { $keep }: the other heap must become { $keep }'s partner { $target }; it has { $now }, so take { $take }.
way-keep-impossible = Keep heap { $kept } at { $keep }: the other heap must become { $keep }'s partner { $target }, but it has only { $now }: impossible.
# Take from both: the difference $d stays, pair $d is ($a, $b); the smaller heap, now $now, must become $a.
way-both = Take from both: the difference { $d } stays, so the heaps must become pair { $d }, ({ $a }, { $b }); the smaller heap has { $now }, so take { $take } from both.
way-both-impossible = Take from both: the difference { $d } stays, so the heaps must become pair { $d }, ({ $a }, { $b }), but the smaller heap has only { $now }: impossible.
step-move-none = No way reaches a cold pair: ({ $x }, { $y }) is cold itself. Every move leaves the opponent a winning position.
step-move-some = { $count ->
        [one] One way works: this is the winning move.
       *[other] { $count } ways work: each is a winning move.
    }
# The pairs' table: what a row has to do with the position (several roles joined by role-separator).
pair-column = pair k
role-heap-1 = holds heap 1
role-heap-2 = holds heap 2
role-difference = difference of the heaps
role-separator = {", "}

## The Grundy values: not x ⊕ y ($value is G($x, $y), $xor is $x ⊕ $y), the mex stepper, the heatmap.
grundy-heading = Grundy values: not a sum of two heaps
not-a-sum = A move may take from both heaps at once, so Wythoff's game is not two Nim heaps side by side, and its value is not x ⊕ y: G({ $x }, { $y }) = { $value }, while { $x } ⊕ { $y } = { $xor }. Each value comes from the mex rule over every move.
# Beyond the table of values (heaps up to $max).
not-a-sum-beyond = A move may take from both heaps at once, so Wythoff's game is not two Nim heaps side by side, and its value is not x ⊕ y ({ $x } ⊕ { $y } = { $xor } says nothing here). The table of values stops at heaps of { $max }; who wins is still exact, from the cold pairs.
step-through = Step through the mex of{ " " }
this-position = the position ({ $x }, { $y })
from-table = ({ $x }, { $y }), picked in the table
stepper-too-many = ({ $x }, { $y }) has { $count } moves, too many to list one by one: pick a smaller square in the table below.
table-heading = The Grundy table as a heatmap
table-size = Heaps from 0 to{ " " }
# $last is the largest heap the heatmap shows.
heatmap-aria = Grundy values of Wythoff's game for heaps 0 to { $last }: arrow keys move, Enter steps through a square's mex
readout-prompt = Point at a square (or use the arrow keys) to read its value; click or press Enter to step through its mex.
cell-readout = G({ $x }, { $y }) = { $value }   ({ $x } ⊕ { $y } = { $xor })
legend = Colours of the values
legend-zero = 0: cold
table-note = The dark squares (value 0) are the cold pairs: they lie along two lines of slopes φ and 1/φ. In Nim the zeros would be the diagonal x = y.
