### The subtraction game's page (a move takes from one heap a number of stones in the set S).
### The family's shared words (boards, strip, errors) are in takeaway.ftl.
### Written in English first; content/ja/subtraction.ftl has the same messages.

## The header, the home page and a sum's components.
name = Subtraction game
summary = Take a number of stones in the set S from one heap; whoever takes the last stones wins.

## The page. $max-set and $max-member bound the set, $max-heaps and $max-heap the heaps.
title = Subtraction game
rules = A move takes from one heap a number of stones that is in the set S. Whoever takes the last stones wins (whoever cannot move loses).
winning-move = taking the last stones
position-noun = a subtraction game position
setup-label = Set S: heaps
setup-help = The set S (1 to { $max-set } numbers from 1 to { $max-member }), a colon, then the heaps, e.g. 1,3,4: 7 5; up to { $max-heaps } heaps of up to { $max-heap }.
how-to-move = choose a heap and how many to take
why-no-move = no heap holds a number of stones in S
no-winning-move = No winning move: the Grundy value is 0, so every move loses against best play. Make a small move and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a Grundy value of 0):
total-name = nim-sum of the heaps' values
