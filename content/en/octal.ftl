### The octal games' page (Kayles and its relatives): name, rules, board, code, values strip and errors.
### Written in English first; content/ja/octal.ftl has the same messages.

## The header, the home page and a sum's components.
name = Octal games (Kayles)
summary = Knock down pins from a row as the code allows; a row may split in two. Whoever knocks down the last pin wins.

## The page.
title = Octal games: Kayles and its relatives
rules = On your turn pick a row and knock down pins from it, as the code allows (its rules are spelled out with the analysis); a row may split in two. Kayles is 0.77: one pin or two touching pins, from anywhere. Whoever knocks down the last pin wins.
winning-move = knocking down the last pin
position-noun = position
setup-label = Code and rows
setup-help = The code, a colon, then each row's pins, e.g. 0.77: 5 7 (Kayles, rows of 5 and 7). A code is 0. and 1 to { $digits } octal digits; at most { $rows } rows. A row may hold up to { $pins } pins once the code's period is proven, otherwise as many as the values computed.
how-to-move = tap a pin, tap its neighbours to add them, then press Knock down
why-no-move = No row has pins the code lets anyone knock down.
no-winning-move = No winning move: the nim-sum of the rows' values is 0. Knock down a pin and hope for a mistake.
winning-moves-intro = Winning moves (each makes the nim-sum 0):
total-name = nim-sum of the rows' values
hint-line = { $move } → rows { $to }

## A position that cannot be read.
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-missing-colon = Write the code, a colon, then the heaps, e.g. "0.77: 5 7".
error-not-a-code = "{ $text }" is not an octal code: write 0. and octal digits, e.g. 0.77.
error-no-digits = The code has no digits after "0.".
error-too-many-digits = A code of { $found } digits is too long: at most { $max }.
error-not-octal = '{ $digit }' is not an octal digit (0 to 7).
error-last-digit-zero = The last digit of a code must not be 0.
error-not-a-number = "{ $token }" is not a heap size.
error-too-many-heaps = { $found } heaps are too many: at most { $max }.
error-heap-too-large = Heap { $heap } is too large: a heap holds at most { $max } here.
error-beyond-computed = Heap { $heap } ({ $size }) is beyond the { $computed } values computed, and no period of this code is proven.
error-too-many-terms = { $asked } values are too many: at most { $max }.
error-value-too-large = The value of a heap of { $heap } is too large to compute.

## A move that cannot be played. $way is whole, end or middle.
error-no-such-heap = There is no heap { $heap }: the heaps are numbered 1 to { $heaps }.
error-take-not-in-code = The code { $code } does not allow taking { $take }.
error-more-than-heap = Cannot take { $take } from a heap of { $size }.
error-not-allowed = The code does not allow taking { $take } { $way ->
        [whole] as a whole heap
        [end] leaving one heap
       *[middle] leaving two heaps
    }.
error-wrong-split = Heaps of { $a } and { $b } are not what the take leaves: two non-empty heaps adding up to { $rest }.

## The history and the computer's reasons. $leave is rest (one row left) or split (rows of $a and $b).
took = knocked down { $take ->
        [one] 1 pin
       *[other] { $take } pins
    } { $leave ->
        [rest] of row { $row }
       *[split] from the middle of row { $row }, leaving rows of { $a } and { $b }
    }
reason-to-zero = The nim-sum of the rows' values was { $nim-sum }. This move turns its row's value { $from } into { $to } (what it leaves), and { $from } ⊕ { $nim-sum } = { $to }: the nim-sum becomes 0.
reason-none = The nim-sum is 0, so every move loses against best play: it knocks down as little as it can from the longest row.

## What the code allows: "2 pins: from an end, from the middle".
code-heading = What the code { $code } allows
code-rule = { $take ->
        [one] 1 pin
       *[other] { $take } pins
    }: { $ways }
way-whole = a whole row
way-end = from an end
way-middle = from the middle (the row splits in two)
list-separator = {", "}

## The board.
board-label = Rows of pins: ← → choose a pin, + − how many, ↑ ↓ another row, Enter knocks them down
row-label = Row { $row }: { $pins ->
        [one] 1 pin
       *[other] { $pins } pins
    }
selection-one = Row { $row }, pin { $first } of { $pins } chosen
selection-range = Row { $row }, pins { $first } to { $last } of { $pins } chosen
knock-down = Knock down
clear = Clear
long-row = Row { $row }: { $pins } pins (too many to draw: type a move below)
not-a-move = "{ $text }" is not a move: write row-pins (2-1 knocks 1 pin off an end of row 2), or row-pins:a,b to leave rows of a and b
keys-pin = choose a pin
keys-row = another row
keys-size = more or fewer pins
keys-play = knock them down

## The ready-made positions.
preset-kayles = Kayles (0.77)
preset-dawsons-kayles = Dawson's Kayles (0.07)
preset-dawsons-chess = Dawson's Chess (0.137)
preset-octal-177 = 0.177: period 20 from row 497
preset-octal-11377 = 0.11377: period 32 from row 187
preset-octal-117 = 0.117: period 48 from row 47
preset-octal-156 = 0.156: period 349 from row 3 479

## The values strip, its period and proof, and the mex stepper.
strip-heading = The values of one row, from 0 pins up
strip-row = Highlight the cell of
strip-legend = Each cell is G(n), the value of a row of n pins, each the mex of its options; a split into a and b is worth G(a) ⊕ G(b). Grey: before the period; outlined: one period; shaded: the values the proof compares.
strip-period = From a row of { $preperiod } pins on, the values repeat every { $period }: G(n + { $period }) = G(n).
strip-proof = Proved, not guessed: by the octal periodicity theorem (Guy and Smith), if G(n + p) = G(n) for every n from n₀ to 2n₀ + p + t − 1, where t is the largest take, it holds for every n ≥ n₀. Here n₀ = { $from }, p = { $period }, t = { $take }: the computed values were compared from { $from } to { $to }.
strip-no-period = No period is proven within the { $computed } values computed: longer rows cannot be valued here.
strip-beyond = A row of { $pins } pins is worth G({ $cell }) = { $value }, through the period.
step-through = Step through the mex of a row:{ " " }
row-option = row { $row } ({ $pins ->
        [one] 1 pin
       *[other] { $pins } pins
    })
stepper-too-long = A row of { $pins } pins has too many options to list one by one: its value is read from the strip above.
row-column = row
value-column = value G
xor-explanation = The rows are independent games: by the Sprague–Grundy theorem the position's value is the nim-sum of their values, and the player to move wins exactly when it is not 0.
