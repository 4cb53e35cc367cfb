### Nim's page: its name, rules, board, take form, stepper, computer and errors.
### Written in English first; content/ja/nim.ftl has the same messages.
### $pile is a pile's number counted from 1.

## The header, the home page and a sum's components.
name = Nim
summary = Take any number of stones from one pile; whoever takes the last stone wins.

## The page. $max-piles and $max-stones are a position's limits.
title = Nim
rules = Take any number of stones from one pile; whoever takes the last stone wins.
winning-move = taking the last stone
position-noun = a Nim position
setup-label = Piles
setup-help = Pile sizes separated by spaces or commas, e.g. 3 4 5; up to { $max-piles } piles of up to { $max-stones } stones.
# how-to-move on a board of stones, how-to-move-compact on the cards of a large position.
how-to-move = click a stone to take it and every stone above it
how-to-move-compact = choose a pile, then say how many stones to take
why-no-move = there are no stones
no-winning-move = No winning move: the nim-sum is 0, so every move loses against best play. Prefer a move that leaves few winning replies and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a nim-sum of 0):
hint-line = Take { $take } from pile { $pile } → { $to }
add-pile = Add pile
remove-pile = Remove last pile

## The take form under the board, and what the keyboard has selected.
take = Take
from-pile = from pile
stones-to-take = stones to take
take-button = Take
# $text is what was typed, cut to 20 characters.
not-a-take = "{ $text }" is not a number of stones: enter a whole number from 1 to the pile's size.
selected = Pile { $pile } selected, { $stones ->
        [one] 1 stone
       *[other] { $stones } stones
    }: take { $take }.

## The board. $position is the piles in notation; $take on a card has its digits grouped.
board-label = Nim board. Left and right arrows choose a pile, up and down choose how many stones, Enter takes them.
piles-aria = Nim piles: { $position }
take-from = Take { $take } from pile { $pile }
pile-name = Pile { $pile }
take-short = take { $take }
compact-note = These piles are too many or too tall to draw: each card shows a pile's size. Choose a pile, then use the form below to take stones.
pile-option = { $pile } ({ $stones })
keys-choose-pile = choose a pile (click the board first, or Tab to it)
keys-how-many = how many stones to take from it
keys-take = take them

## The mex stepper's chooser: the whole position or one pile.
step-through = Step through:{ " " }
whole-position = the whole position
pile-alone = pile { $pile } alone ({ $stones })
# $why is the stepper's own sentence saying why the whole position cannot be stepped through.
whole-untraceable = { $why } Choose a single pile in the menu above to step through its value.

## The history and the computer's reasons. $binary is $nim-sum in binary digits.
took = took { $take } from pile { $pile }
reason-to-zero = the nim-sum was { $nim-sum } (0b{ $binary }), and this makes it 0
reason-fewest = the nim-sum was 0, so every move loses against best play; this one leaves the fewest winning replies ({ $replies })

## A position that cannot be read ($token as written).
error-empty = enter at least one pile size, e.g. "3 4 5"
error-too-long = that text is { $length } characters long; a Nim position fits in { $max }
error-not-a-number = "{ $token }" is not a pile size: use whole numbers separated by spaces or commas
error-negative = "{ $token }" is negative: a pile holds zero or more stones
error-too-large = "{ $token }" is too large: a pile holds at most { $max } stones
error-too-many-piles = { $count } piles is too many: Grundy Lab plays at most { $max }

## A move or an edit that cannot be made. $piles is how many piles there are.
error-no-such-pile = There is no pile { $pile }: the piles are numbered 1 to { $piles }.
error-take-nothing = A move must take at least one stone.
error-take-too-many = Pile { $pile } has only { $stones ->
        [one] 1 stone
       *[other] { $stones } stones
    }, so { $take } cannot be taken.
error-piles-limit = A position has at most { $max } piles.
error-last-pile = A position keeps at least one pile.
error-stones-limit = A pile holds at most { $max } stones.
