### Bounded Nim's page (a move takes 1 to k stones from one heap).
### The family's shared words (boards, stepper, errors) are in takeaway.ftl.
### Written in English first; content/ja/bounded-nim.ftl has the same messages.

## The header, the home page and a sum's components.
name = Bounded Nim
summary = Take 1 to k stones from one heap; whoever takes the last stone wins.

## The page. $max-heaps and $max-pile bound the heaps.
title = Bounded Nim
rules = A move takes 1 to k stones from one heap. Whoever takes the last stone wins.
winning-move = taking the last stones
position-noun = a bounded Nim position
setup-label = k: heaps
setup-help = k, a colon, then the heaps, e.g. 3: 5 7 9; up to { $max-heaps } heaps of up to { $max-pile }.
how-to-move = choose a heap and how many to take
why-no-move = there are no stones
no-winning-move = No winning move: the Grundy value is 0, so every move loses against best play. Make a small move and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a Grundy value of 0):
total-name = nim-sum of n mod (k + 1)

## The rule's panel. $modulus is k + 1.
rule = From n the options are n − 1, …, n − { $k }: their values are the { $k } residues mod { $modulus } other than n's own, so g(n) = n mod { $modulus } (step through a heap below).
