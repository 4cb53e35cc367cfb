### The misère subtraction game's page (the subtraction game where whoever takes the last stones loses).
### The family's shared words (boards, strip, errors) are in takeaway.ftl.
### Written in English first; content/ja/misere-subtraction.ftl has the same messages.

## The header, the home page and a sum's components.
name = Subtraction game, misère
summary = Take a number of stones in the set S from one heap; whoever takes the last stones loses.

## The page. $max-set and $max-member bound the set, $max-heaps and $max-heap the heaps.
title = Subtraction game, misère
rules = A move takes from one heap a number of stones that is in the set S. Last move loses: whoever takes the last stones loses (whoever cannot move wins).
winning-move = leaving the last stones to the opponent
position-noun = a subtraction game position
setup-label = Set S: heaps
setup-help = The set S (1 to { $max-set } numbers from 1 to { $max-member }), a colon, then the heaps, e.g. 1,3,4: 7 5; up to { $max-heaps } heaps of up to { $max-heap }.
how-to-move = choose a heap and how many to take
why-no-move = no heap holds a number of stones in S
no-winning-move = No winning move: this position is lost against best play (misère). Make a small move and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a position lost for the opponent):
# The total line: there is no value, only what decides who wins.
total-name = none in misère play
no-value-detail = a search decides

## The misère panel and the computer's reason.
misere-rule = In misère play the Grundy values of the heaps do not add up: who wins is found by searching the whole position (one heap: its own periodic W/L sequence, below).
reason-search = the search shows the position left is lost for the opponent
