### Georgia and Bob's page (POJ 1704): its name, rules, board, computer, reduction stepper,
### contest input and errors.
### Written in English first; content/ja/georgia-bob.ftl has the same messages.

## The header, the home page and a sum's components.
name = Georgia and Bob
summary = Slide one chessman left along a row without jumping; whoever cannot move loses.

## The page. how-to-move is for a drawn row, how-to-move-typed for one too long to draw.
title = Georgia and Bob
rules = Chessmen stand on a row of squares numbered from 1. A move slides one chessman to the left by one or more squares, without jumping over another chessman or landing on one, and without leaving the row. Whoever cannot move loses.
winning-move = making the last move
position-noun = a Georgia and Bob position
setup-label = Squares
setup-help = The squares of the chessmen, in any order, separated by spaces or commas (e.g. 1 5 6 7 9 12 14 17); up to { $max-chessmen } chessmen on squares 1 to { $max-square }.
how-to-move = click a chessman, then the square it should slide to
how-to-move-typed = type a move such as 9-8 (from square 9 to square 8)
why-no-move = every chessman is packed against the left end
no-winning-move = No winning move: the gaps' nim-sum is 0. Slide a chessman one square and hope for a mistake.
winning-moves-intro = Winning moves (each makes the gaps' nim-sum 0):
total-name = nim-sum of the gaps
hint-line = Slide the chessman on { $from } to { $to }
preset-sample-1 = POJ sample 1 (1 2 3)
preset-sample-2 = POJ sample 2
keys-chessman = choose a chessman
keys-square = choose the square it slides to
keys-move = slide it

## A row that cannot be read. $max is the limit the error is about.
error-empty = Enter the squares of the chessmen, e.g. "1 5 6 7 9".
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-not-a-square = "{ $token }" is not a square: use whole numbers separated by spaces or commas.
error-square-zero = The squares are numbered from 1.
error-square-too-large = "{ $token }" is too large: the squares are numbered 1 to { $max }.
error-too-many = { $count } chessmen is too many: Grundy Lab plays at most { $max }.
error-twice = Square { $square } is named twice: each square holds at most one chessman.

## A move that cannot be played, and a typed move that cannot be read.
error-no-chessman = There is no chessman on square { $square }.
error-not-left = A chessman moves left by at least one square.
error-off-the-row = The squares start at 1: a chessman cannot leave the row.
error-blocked = The chessman on square { $by } is in the way: chessmen do not jump or share a square.
not-a-move = "{ $text }" is not a move: write the chessman's square and the square it slides to, e.g. 9-8.

## The history and the computer's reasons.
# $gap: shrunk when the move slid a pair's right chessman, widened when it slid the left one.
moved = slid the chessman on { $from } to { $to }
reason-to-zero = { $gap ->
        [widened] the gaps' nim-sum was { $nim-sum }; widening a pair's gap made it 0
       *[shrunk] the gaps' nim-sum was { $nim-sum }, and this makes it 0
    }
reason-fewest = the gaps' nim-sum was 0, so every move loses against best play; this one-square move leaves the fewest winning replies ({ $replies })

## The board. $squares is the chessmen's squares, e.g. 1 5 9.
compact-note = This row is too long to draw: type moves below.
chessmen-on = Chessmen on squares { $squares }
selected = Chessman on { $from } selected: slide it to { $to }.
board-label = Georgia and Bob board. Up and down arrows choose a chessman, left and right the square it slides to, Enter slides it.
chessman-on = Chessman on square { $square }

## The gaps by bits. $pair is a pair's label, e.g. 5–9.
xor-move = The highest bit of the nim-sum is set in the gap of pair { $pair }: change that gap from { $from } to { $to }. Moving the right chessman shrinks a gap; moving the left one widens it.
xor-zero = The gaps' nim-sum is 0: every move changes one gap, so it leaves a nim-sum other than 0.

## The reduction stepper: its heading, columns, step names and sentences.
stepper-heading = From chessmen to Nim
pair-column = Pair
gap-column = Gap
heap-column = Heap
# A widening move ($left to $left-to, the gap from $gap to $grown) and the reply that undoes it.
reply-example = Example: moving the chessman on { $left } to { $left-to } widens its pair's gap from { $gap } to { $grown }; the reply { $right }-{ $right-to } puts it back to { $gap }, and the nim-sum with it.
reply-none = Here no left chessman of a pair has room to move, so every move shrinks a gap.
step-name-pairs = Pairs
step-name-gaps = Gaps
step-name-xor = Nim-sum
step-name-left = Left moves
# $parity: odd or even, as the number of chessmen is.
step-pairs = { $parity ->
        [odd] Pair the chessmen from the right, two by two: { $pairs ->
            [one] 1 pair
           *[other] { $pairs } pairs
        }. The count is odd, so the leftmost chessman is paired with the wall (|).
       *[even] Pair the chessmen from the right, two by two: { $pairs ->
            [one] 1 pair
           *[other] { $pairs } pairs
        }.
    }
step-heaps = The empty squares inside each pair are a Nim heap: moving the pair's right chessman left takes stones from it, as many as you like.
step-xor = { $total ->
        [0] The nim-sum of the gaps is 0: the player to move loses against best play.
       *[other] The nim-sum of the gaps is { $total }, not 0: the player to move wins by making it 0.
    }
step-left = Moving a pair's left chessman widens its gap, which Nim does not allow. It never helps: the opponent slides the right chessman just as far and the gap is back, while the chessmen only move left, so this cannot go on for ever.
# $steps: the same row as staircase Nim's steps, e.g. 3 1 2.
staircase-link = Read from the right, the gaps are the steps of staircase Nim and the pairs' gaps its odd steps: moving a left chessman brings coins down from an even step. This row as staircase Nim: { $steps }

## The contest input (POJ 1704) and its answer.
import-heading = Contest input (POJ 1704)
import-label = T, then for each case N and the N squares:
who-wins = Who wins?
import-output = The output, in the problem's words (Georgia moves first):
case-note = nim-sum of the gaps { $nim-sum }

## A contest input that cannot be read.
import-empty = Paste the contest input: T, then for each case N and the N squares.
import-too-long = That input is { $length } characters long; at most { $max } are read.
import-not-a-number = "{ $token }" is not a whole number.
import-too-many-cases = { $count } cases is too many: at most { $max } are read.
import-missing-count = The input ends before case { $case }: T says there are more cases.
import-missing-squares = Case { $case } names { $expected } chessmen but the input ends after { $found } squares.
import-leftover = { $count } numbers are left after the last case: check T and each N.
# A case whose row cannot be read: the row's error, after the case's number.
import-case-empty = Case { $case }: enter the squares of the chessmen, e.g. "1 5 6 7 9".
import-case-too-long = Case { $case }: that text is { $length } characters long; a position fits in { $max }.
import-case-not-a-square = Case { $case }: "{ $token }" is not a square: use whole numbers separated by spaces or commas.
import-case-square-zero = Case { $case }: the squares are numbered from 1.
import-case-square-too-large = Case { $case }: "{ $token }" is too large: the squares are numbered 1 to { $max }.
import-case-too-many = Case { $case }: { $count } chessmen is too many: Grundy Lab plays at most { $max }.
import-case-twice = Case { $case }: square { $square } is named twice: each square holds at most one chessman.
