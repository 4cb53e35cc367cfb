### The take-away games' shared words: what two or more of subtraction games (normal and
### misère), "don't say N", bounded Nim, Moore's Nim_k and misère Nim say alike. Each game's own
### words are in its file (subtraction.ftl, misere-subtraction.ftl, count-to.ftl,
### bounded-nim.ftl, nim-k.ftl, misere-nim.ftl).
### Written in English first; content/ja/takeaway.ftl has the same messages.

## The heaps' board (heaps are numbered from 1). $position is the heaps as written, $shown what was typed.
heap-name = Heap { $heap }
heaps-aria = Heaps: { $position }
take-aria = Take { $take } from heap { $heap }
take = Take
from-heap = from heap
stones-to-take = stones to take
take-button = Take
not-a-take = "{ $shown }" is not a number of stones: enter a whole number.
heap-option = { $heap } ({ $stones })
more-takes = Other amounts: use the form below.
# The marks of a losing and a winning position (the count's number line, the sequence strip).
losing-mark = L
winning-mark = W

## The hint. $move is a move as the history or the notation writes it, $to the position it leaves.
hint-line = { $move } → { $to }
hint-more = { $found } winning moves found; the first { $listed } are listed.

## Keys.
keys-tab = Tab moves between the heaps' buttons
keys-enter = Enter or Space presses the button

## The sequence strip of one heap (subtraction games). $play: misere or normal.
strip-heading = { $play ->
        [misere] One heap, misère: W/L for n = 0, 1, 2, …
       *[normal] The sequence g(0), g(1), g(2), …
    }
strip-show = Show:{ " " }
strip-values = values g(n)
strip-outcomes = W/L
strip-heap = Heap highlighted:{ " " }
strip-legend = Each cell is a heap of n stones; L cells (value 0) are lost for the player to move. The repeating block is outlined.
strip-period = { $preperiod ->
        [0] Period { $period } from the start: g(n + { $period }) = g(n) for every n.
       *[other] Preperiod { $preperiod }, period { $period }: g(n + { $period }) = g(n) for every n ≥ { $preperiod }.
    }
# $window is where the block starts, $again where it starts again (a period later).
strip-proof = Why for ever: each value depends only on the { $width } values before it (the largest member of S is { $width }). The { $width } values from n = { $window } appear again from n = { $again }, so everything after repeats too.
strip-no-period = No period found within { $terms } terms: heaps beyond them cannot be valued.
# $value is the value or the W/L mark of the heap, $index the cell of the strip it repeats.
strip-beyond = This heap of { $heap } is beyond the strip: through the period its value is that of n = { $index }, { $value }.

## The mex stepper's heap and the XOR of the heaps' values (subtraction games, bounded Nim).
step-through = Step through:{ " " }
heap-alone = heap { $heap } alone ({ $stones })
heap-column = heap
heap-value-column = value
xor-explanation = The values of the heaps (not their sizes) are added by XOR, as in Nim: the Sprague–Grundy theorem.

## Misère play, and the switch between normal and misère play (also on Nim's page).
misere-heading = Misère play
misere-switch = Last move loses (misère)
misere-on = on
misere-off = off

## The history and the computer's reasons shared by several games.
took = took { $take } from heap { $heap }
reason-to-zero = the values' nim-sum was { $nim-sum }, and this makes it 0
reason-no-winning-move = every move loses against best play, so this one takes as little as it can

## A position that cannot be read (as the games' parsers say it, without a full stop).
## $what names the number: k, target (N), last (the last number said) or member (of the set).
quantity = { $what ->
        [k] k
        [target] N
        [last] the last number said
       *[member] a member of the set
    }
error-too-long = that text is { $length } characters long; a position fits in { $max }
error-missing-colon = write the rule, a colon, then the position, e.g. "{ $example }"
error-empty-set = the subtraction set is empty: list what a move may take, e.g. "1,3,4: 7 5"
error-set-too-large = a subtraction set of { $count } numbers is too large: at most { $max }
error-not-a-number = "{ $token }" is not a whole number ({ quantity })
error-out-of-range = { quantity } must be from { $min } to { $max }, not { $token }
error-heap-too-large = heap { $heap } is too large: this set's values are computed for heaps of at most { $max } stones
error-too-large-to-search = this position needs a search of about { $positions } positions, more than the { $max } allowed
error-no-period = no period of this set's values was found within { $terms } terms

## Heaps that cannot be read (Nim's parser, which every game here uses for its heaps).
error-no-piles = enter at least one pile size, e.g. "3 4 5"
error-nim-too-long = that text is { $length } characters long; a Nim position fits in { $max }
error-not-a-pile = "{ $token }" is not a pile size: use whole numbers separated by spaces or commas
error-negative = "{ $token }" is negative: a pile holds zero or more stones
error-pile-too-large = "{ $token }" is too large: a pile holds at most { $max } stones
error-too-many-piles = { $count } piles is too many: Grundy Lab plays at most { $max }

## A move that cannot be played (as sentences). Piles are numbered from 1.
error-no-such-pile = There is no pile { $pile }: the piles are numbered 1 to { $piles }.
error-take-nothing = A move must take at least one stone.
error-take-too-many = Pile { $pile } has only { $stones } { $stones ->
        [one] stone
       *[other] stones
    }, so { $take } cannot be taken.
error-position-too-many-piles = A position has at most { $max } piles.
error-last-pile = A position keeps at least one pile.
error-position-pile-too-large = A pile holds at most { $max } stones.
# $set is the set as the notation writes it (1,3,4).
error-not-in-set = { $take } is not in the subtraction set { "{" }{ $set }{ "}" }.
error-more-than-k = { $take } is more than k = { $k } at a time.
