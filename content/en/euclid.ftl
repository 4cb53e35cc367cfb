### Euclid's game's page (POJ 2348): its name, rules, board, computer, the chain of forced moves,
### the Grundy value by search and errors.
### Written in English first; content/ja/euclid.ftl has the same messages.

## The header, the home page and a sum's components.
name = Euclid's game
summary = Take a multiple of the smaller number from the larger; whoever makes a 0 wins.

## The page. Numbers are shown with their digits grouped, except in the errors.
title = Euclid's game
rules = Two positive numbers. A move subtracts a positive multiple of the smaller from the larger, leaving it 0 or more. Whoever makes a number 0 wins.
winning-move = making a number 0
position-noun = a Euclid's game position
setup-label = a b
setup-help = Two whole numbers separated by a space or a comma, e.g. 25 7; up to { $max }.
how-to-move = choose how many times to take the smaller number from the larger
why-no-move = a number is already 0
total-name = mex along the chain of remainders
beyond-search = beyond the search; by the rule
hint-line = Take { $multiple } × { $smaller } → { $to }
no-winning-move = No winning move: the chain of forced moves ends badly for you. Play on and hope for a mistake.
winning-moves-intro = The winning move:
preset-sample-1 = POJ sample 34 12
preset-sample-2 = POJ sample 15 24
preset-huge = Fibonacci numbers near 10^18
keys-multiple = choose the multiple
keys-take = take it

## A position that cannot be read. $max is the limit the error is about.
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-count = A position is two numbers, e.g. "25 7" ({ $count } given).
error-not-a-number = "{ $token }" is not a whole number.
error-too-large = "{ $token }" is too large: the numbers are at most { $max }.
error-both-zero = At least one number is positive.

## A move that cannot be played, and a typed multiple that cannot be read.
error-over = A number is already 0: the game is over.
error-not-these = The move must take a multiple of the smaller number { $smaller } from the larger { $larger }.
error-multiple-zero = Take at least one multiple of the smaller number.
error-too-much = { $multiple } × { $smaller } is more than { $larger }: the number cannot become negative.
not-a-multiple = "{ $text }" is not a multiple: enter a whole number from 1 up.

## The history and the computer's reasons.
took = took { $multiple } × { $smaller } from { $larger }
reason-zero = the smaller number divided the larger: taking all of it makes 0 and wins
# $quotient: how many times the larger held the smaller; $one-less: one less than $quotient.
reason-twice = the larger number held the smaller { $quotient } times (at least twice), so one of taking { $quotient } or { $one-less } times leaves a lost chain; taking { $multiple } does
# $chain: won when the forced chain the move starts is won, else lost.
reason-forced = { $chain ->
        [won] only one move was possible (the larger was less than twice the smaller), and the chain it starts is won
       *[lost] only one move was possible (the larger was less than twice the smaller)
    }

## The board.
take-button = −{ $multiple } × { $smaller }
board-label = Euclid's game board. Up and down arrows choose the multiple, Enter takes it.
quotient-line = { $larger } = { $quotient } × { $smaller } + { $rest }
any-multiple = Multiple (1 to { $quotient }):
take = Take

## The chain of forced moves, then the rule; and the Grundy value by search.
stepper-heading = The chain of forced moves
values-heading = Grundy value by search
value-found = The mex rule along the chain of remainders gives this position the Grundy value { $value }.
value-beyond = The search for the Grundy value would visit more than { $limit } positions, so it is not computed; who wins still follows from the rule.
values-rule = The rule: whoever faces a larger number at least twice the smaller wins (take the whole multiple or one less, whichever leaves the opponent a lost chain). While the larger is less than twice the smaller, the move is forced.
step-forced = { $larger } is less than twice { $smaller }: the only move takes { $smaller } once, leaving { $smaller } and { $rest }.
# Who faces the chain's last position: $who is mover (the player to move now) or opponent.
faces = { $who ->
        [mover] the player to move now
       *[opponent] the opponent
    }
end-over = A number is 0: the game is over, and the player who made it won.
end-divides = { $smaller } divides { $larger } ({ $quotient } times): { faces } takes it all, makes 0 and wins.
end-twice = { $larger } is { $quotient } times { $smaller } and more (at least twice): by the rule, { faces } wins.
rule-name = Rule
# $forced: the forced moves before the rule; $outcome: wins or loses, for the player to move.
chain-summary = { $forced ->
        [one] { $forced } forced move
       *[other] { $forced } forced moves
    } before the rule applies: { $outcome ->
        [wins] the player to move wins
       *[loses] the player to move loses
    }.
