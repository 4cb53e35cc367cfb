### What the three chocolate games (eat, split, cutting) share: the move form, the hint, the bars'
### names, the nim-sum panel, the Grundy table, the history, the computer's reasons and the errors.
### Each game's own words are content/en/{chocolate-eat,chocolate-split,cutting}.ftl.
### Written in English first; content/ja/chocolate.ftl has the same messages.
### $game is the game (eat, split or cutting); $bar counts the bars from 1; $size is a bar's
### size as h×w.

## What a game calls its pieces, for the messages below: in the middle of a sentence, at its
## start, and several of them. English says bar in all three games, as the notation does, so
## $game chooses nothing here (Japanese names the cutting game's sheets otherwise).
piece = { $game ->
       *[other] bar
    }
piece-start = { $game ->
       *[other] Bar
    }
pieces = { $game ->
       *[other] bars
    }

## The move form.
move-label = Move
move-aria = move in notation
play = Play
keys-enter = Enter or Space

## The total line: $more values are left out.
more-terms = … ({ $more } more)

## The hint. $move is a move in the notation, $to the position it leaves (cut short). $cut is
## what the move does: whole (eat the bar whole), rows or columns ($n of them eaten), after-row
## or after-column (a break after row or column $n). $listed moves are listed, of $total found
## or of the $cap the search stops at.
no-winning-move = No winning move: the nim-sum is 0, so every move loses against best play. Make a small move and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a nim-sum of 0; marked on the board):
winning-move-line = { piece-start } { $bar }: { $cut ->
        [whole] eat it whole
        [rows] eat { $n ->
            [one] 1 row
           *[other] { $n } rows
        }
        [columns] eat { $n ->
            [one] 1 column
           *[other] { $n } columns
        }
        [after-row] break after row { $n }
       *[after-column] break after column { $n }
    } ({ $move }) → { $to }
hint-more-capped = These are the first { $listed } of the { $cap } winning moves found, in { piece } order. The search stops at { $cap }, so there may be more; the board marks all { $cap }.
hint-more = These are the first { $listed } of the { $total } winning moves, in { piece } order; the board marks all { $total }.

## A bar: its name, the keyboard's choice (for screen readers) and its drawing. $line is the
## chosen line: row or column (the line after row or column $n), whole, or none.
bar-name = { piece } { $bar } ({ $size })
selected = { piece-start } { $bar } selected ({ $size }){ $line ->
        [row] , line after row { $n }
        [column] , line after column { $n }
        [whole] , the whole { piece }
       *[none] { "" }
    }.
too-long-for-address = This position has { $bars } { pieces }, more than an address holds ({ $max }): the address keeps the last position that fit.
bar-aria = { piece-start } { $bar }: { $rows ->
        [one] 1 row
       *[other] { $rows } rows
    } by { $columns ->
        [one] 1 column
       *[other] { $columns } columns
    }
# $value: the bar's label (its value, or what a strip or a 1×1 is).
bar-aria-value = { bar-aria }, value { $value }

## The nim-sum by bits. $row is the bar whose value a winning move changes (its name), $column
## the place of the nim-sum's highest one; the move takes that bar's value $from to $to.
xor-even = Every column has an even number of ones, so the nim-sum is 0: whoever moves now loses against best play.
xor-explanation = The nim-sum is { $total }. Its highest one is in the { $column } column, and { $row } has a one there. A move on that { piece } to a value of { $from } ⊕ { $total } = { $to } makes the nim-sum 0, and there is one: a { piece } reaches every smaller value (that is what the mex means). Moves that raise a { piece }'s value can win too: the hint shows winning moves of both kinds.
xor-value-heading = value
too-many-bars-for-bits = The nim-sum of the { $bars } { pieces } is { $total }; the table of bits is drawn for up to { $limit } { pieces }.
# The stepper's choice of a bar picked in the table.
from-table = { $size } from the table

## The Grundy table: bars up to $size×$size, filled $done of $rows rows at a time, in $ms
## milliseconds. A cell is the bar of $rows rows and $columns columns; $blank is what a cell
## without a value is: cut-out (a 1×1 of the cutting game), strip (a strip of the cutting game)
## or none.
table-heading = Grundy table
table-size = Bars up to{ " " }
computed-in = computed in { $ms } ms
filling = Filling the table
rows-done = { $done } of { $rows } rows
axis-columns = columns w →
axis-rows = rows h →
heatmap-aria = Heatmap of the Grundy values of every bar up to { $size }×{ $size }; arrow keys move, Enter opens the stepper
legend = Legend
legend-blank = a strip (wins at once) or 1×1 (already cut out)
readout-prompt = Point at a cell to see its bar and value; click it to step through its mex.
cell-not-computed = { $rows }×{ $columns }: not computed yet
cell-value = { $rows }×{ $columns }: value { $value ->
        [0] 0 (the player to move loses)
       *[other] { $value }
    }
cell-blank = { $rows }×{ $columns }: { $blank ->
        [cut-out] a single square, already cut out: the cut that made it ended the game
        [strip] a strip one square wide: wins at once
       *[none] no value
    }

## The history (a move as a clause after a player's name; $cut and $n as in the hint).
moved = { $cut ->
        [whole] ate { piece } { $bar } whole
        [rows] ate { $n ->
            [one] 1 row
           *[other] { $n } rows
        } of { piece } { $bar }
        [columns] ate { $n ->
            [one] 1 column
           *[other] { $n } columns
        } of { piece } { $bar }
        [after-row] broke { piece } { $bar } after row { $n }
       *[after-column] broke { piece } { $bar } after column { $n }
    }

## The computer's reasons. $nim-sum was the position's; $from and $to are the bar's values
## before and after. $choice is how it moved from a losing position: smallest-bite (eat game),
## halve-largest (split game), no-strip or every-cut-leaves-strip (cutting game).
reason-strip-cut = { piece } { $bar } ({ $size }) is a strip one square wide: a 1×1 cut off it wins at once
reason-to-zero = the nim-sum was { $nim-sum }; this takes { piece } { $bar } ({ $size }) from value { $from } to { $to }, making the nim-sum 0
reason-losing = the nim-sum was 0, so every move loses against best play; { $choice ->
        [smallest-bite] it took the smallest bite of the largest bar
        [halve-largest] it broke the largest bar in half
        [no-strip] it made a cut that leaves no 1-wide strip
       *[every-cut-leaves-strip] every cut leaves a 1-wide strip, which hands over the win, so it cut anyway
    } and hopes for a mistake

## A move that cannot be played (each game's own notation errors are in its table). $bars is
## how many bars there are. A bar of $rows rows (or $columns columns) can have 1 to $most
## eaten, not $eat; its lines between rows (columns) follow rows 1 to $last, not $row ($column).
error-no-such-bar = There is no { piece } { $bar }: { $bars ->
        [0] there are no { pieces } left
       *[other] the { pieces } are numbered 1 to { $bars }
    }.
error-eat-rows = { piece-start } { $bar } ({ $size }) has { $rows ->
        [one] 1 row
       *[other] { $rows } rows
    }: eat 1 to { $most } of them, or the whole { piece } (not { $eat }).
error-eat-columns = { piece-start } { $bar } ({ $size }) has { $columns ->
        [one] 1 column
       *[other] { $columns } columns
    }: eat 1 to { $most } of them, or the whole { piece } (not { $eat }).
error-no-line-after-row = { piece-start } { $bar } ({ $size }) has no line after row { $row }: the lines between rows follow rows 1 to { $last }.
error-no-line-after-column = { piece-start } { $bar } ({ $size }) has no line after column { $column }: the lines between columns follow columns 1 to { $last }.
error-cannot-eat = { piece-start } { $bar } cannot be eaten.
error-single-square = { piece-start } { $bar } is a single square: it cannot be broken.
error-game-over = A 1×1 piece has been cut out: the game is over.

## A position that cannot be read or set up. $token is the word refused (cut short), $length
## the text's length; $max, $max-side and $max-start are the limits.
error-empty = enter at least one { piece }, e.g. "3x2 4x4"
error-too-long-text = that text is { $length } characters long; a position fits in { $max }
error-not-a-bar = { $token } is not a { piece }: write HxW (rows x columns), e.g. 3x2
error-no-rows = { $token }: a bar needs at least one row
error-no-columns = { $token }: a bar needs at least one column
error-negative = { $token }: a bar cannot have a negative number of rows or columns
# English names no piece here (Japanese does): $game chooses nothing.
error-too-large = { $game ->
       *[other] { $token }
    } is larger than the { $max-side }×{ $max-side } limit
error-too-many-bars = { $count } { pieces } is too many: a position holds at most { $max }
error-too-many-to-start = { $count } bars is too many to start from: a game is set up with at most { $max-start } bars (breaks add bars during play, and an address holds at most { $max })
