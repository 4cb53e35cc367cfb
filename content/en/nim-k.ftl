### The page of Moore's Nim_k (a move takes stones from at least 1 and at most k heaps).
### The family's shared words (heaps, errors) are in takeaway.ftl.
### Written in English first; content/ja/nim-k.ftl has the same messages.

## The header, the home page and a sum's components.
name = Moore's Nim_k
summary = Take stones from at least 1 and at most k heaps; whoever takes the last stone wins.

## The page. $max-heaps and $max-pile bound the heaps.
title = Moore's Nim_k
rules = A move takes stones from at least 1 and at most k heaps, any positive number from each. Whoever takes the last stone wins.
winning-move = taking the last stones
position-noun = a Nim_k position
setup-label = k: heaps
setup-help = k, a colon, then the heaps, e.g. 3: 5 7 9; up to { $max-heaps } heaps of up to { $max-pile }.
how-to-move = choose how many to take from each heap (at most k heaps), then Take
why-no-move = there are no stones
no-winning-move = No winning move: every column sum is a multiple of k + 1, so every move loses against best play.
winning-moves-intro = Winning moves (each makes every column sum a multiple of k + 1):
# The total line: the value by search, or, beyond it, what decides who wins.
total-name = exact search
no-value-detail = too large to search; Moore's column rule decides
hint-more-open = There are more winning moves than listed here (the API lists up to 64).

## The board: an amount per heap (heaps numbered from 1) and one Take button.
nim-k-help = from 1 to { $k } heaps at once
take-from-heap = Stones to take from heap { $heap }
take-chosen = Take
nothing-chosen = Choose at least one heap to take from.

## Moore's columns. $modulus is k + 1; $states positions are searched, at most $limit.
columns-heading = Moore's columns
columns-rule = Write the heaps in binary and add each column as ordinary numbers. The position is lost for the player to move exactly when every column sum is a multiple of k + 1 = { $modulus }.
column-sum = column sum
column-mod = sum mod { $modulus }
columns-p = Every column sum is a multiple of k + 1: a P-position.
columns-n = Some column sum is not a multiple of k + 1: an N-position.
not-grundy = Careful: these sums mod (k + 1) decide win or loss only. Read as a number in base k + 1 they are not the Grundy value in general (e.g. k = 2, heaps 1 2: columns 1 1, but the value is 3).
grundy-by-search = Grundy value by exact search of { $states } positions: { $value }.
grundy-not-searched = Grundy value: not searched ({ $states } positions, more than the { $limit } allowed); the labels show W/L only.

## The winning move built column by column: in column 2^$bit, $ones unchanged heaps have a 1
## and $free are already lowered; $residue is $ones mod $modulus. $heaps lists heaps.
moore-heading = The winning move, column by column
moore-step = Column 2^{ $bit }: { $ones } unchanged { $ones ->
        [one] heap
       *[other] heaps
    } with a 1, { $free } { $free ->
        [one] heap
       *[other] heaps
    } already lowered; { $ones } mod { $modulus } = { $residue }.
moore-keep = Nothing to fix: lowered heaps take 0 here.
moore-lower = Lower heap(s) { $heaps }: a 0 here, and free in every column below.
moore-raise = Give lowered heap(s) { $heaps } a 1 here to make up the sum.
moore-result = The move: { $move }.
# Between heaps' numbers and between the parts of a move.
list-separator = {", "}

## The history (a move's parts, each $take from $heap, joined as $moves) and the computer's reason.
took-part = { $take } from heap { $heap }
took-several = took { $moves }
reason-columns = this makes every column sum of the heaps in binary a multiple of { $modulus }

## A move that cannot be played.
error-too-many-heaps = A move takes from at most k = { $k } heaps, not { $chosen }.
error-same-heap-twice = Heap { $heap } is named twice in one move.
