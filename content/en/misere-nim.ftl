### Misère Nim's page (Nim where whoever takes the last stone loses).
### The family's shared words (boards, errors, the misère switch) are in takeaway.ftl.
### Written in English first; content/ja/misere-nim.ftl has the same messages.

## The header, the home page and a sum's components.
name = Nim, misère
summary = Take any number of stones from one pile; whoever takes the last stone loses.

## The page. $max-piles and $max-pile bound the piles.
title = Nim, misère
rules = Take any number of stones from one pile. Last move loses: whoever takes the last stone loses.
winning-move = leaving the last stones to the opponent
position-noun = a Nim position
setup-label = Piles
setup-help = Pile sizes separated by spaces or commas, e.g. 3 4 5; up to { $max-piles } piles of up to { $max-pile } stones.
how-to-move = choose a heap and how many to take
why-no-move = there are no stones
no-winning-move = No winning move: this position is lost against best play (misère). Make a small move and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a position lost for the opponent):
# The total line: there is no value, only what decides who wins.
total-name = none in misère play
no-value-detail = the misère rule decides

## The misère panel. $ones piles of 1, their number $parity (odd or even); $nim-sum is the piles' nim-sum.
misere-rule = While some pile has 2 or more stones, play as in Nim: leave a nim-sum of 0. When every pile is 1 or 0, leave an odd number of piles of 1: the opponent then takes the last stone.
misere-small = Every pile is 1 or 0: { $ones } { $ones ->
        [one] pile
       *[other] piles
    } of 1, { $parity ->
        [odd] an odd number, so the player to move loses
       *[even] an even number, so the player to move wins
    }.
misere-large = A pile has 2 or more stones: as in Nim, the nim-sum decides; it is { $nim-sum }, so the player to move { $nim-sum ->
        [0] loses
       *[other] wins
    }.

## The computer's reasons.
reason-odd-ones = every heap is 1 or 0 now: this leaves an odd number of heaps of 1 ({ $ones }), so the opponent takes the last
reason-to-zero = a heap of 2 or more remains, so as in Nim the nim-sum ({ $nim-sum }) is made 0
