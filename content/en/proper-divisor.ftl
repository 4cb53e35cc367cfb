### The divisor game's page (AtCoder ABC368 F): its name, rules, board, computer, the stepper
### from numbers to Nim heaps of Ω(n) and errors.
### Written in English first; content/ja/proper-divisor.ftl has the same messages.

## The header, the home page and a sum's components.
name = Divisor game
summary = Replace one number by one of its proper divisors; whoever cannot move loses.

## The page. $number is a number's place in the list, from 1; $n a number, $divisor a divisor
## of it, their digits grouped.
title = The divisor game (ABC368 F)
rules = There are whole numbers. A move replaces one number n by a proper divisor of it, a divisor smaller than n (12 may become 1, 2, 3, 4 or 6; 1 has no proper divisor). Whoever cannot move loses.
winning-move = making the last move
position-noun = a divisor game position
setup-label = Numbers
setup-help = The numbers separated by spaces or commas, e.g. 2 3 4; at most { $max-numbers } numbers from 1 to { $max }.
how-to-move = tap a number, then the proper divisor to replace it by
why-no-move = every number is 1, and 1 has no proper divisor
total-name = nim-sum of the Ω's
no-winning-move = No winning move: the nim-sum of the Ω's is 0. Drop one prime factor and hope for a mistake.
winning-moves-intro = Winning moves (each makes the nim-sum of the Ω's 0):
hint-line = Number { $number }: { $n } → { $divisor } (Ω { $from-omega } → { $to-omega })
# $shown of the $total winning moves are listed.
more-moves = { $total } winning moves in all; the first { $shown } are listed.
preset-sample-1 = 2 3 4 (ABC368 F sample 1)
preset-sample-2 = 2 3 4 6 (sample 2)
preset-large = Numbers near 10^12
keys-number = choose a number
keys-divisor = choose a divisor
keys-play = replace the number by it

## A position that cannot be read. $max is the limit the error is about.
error-empty = Enter at least one number, e.g. "2 3 4".
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-not-a-number = "{ $token }" is not a whole number: use numbers separated by spaces or commas.
error-negative = "{ $token }" is negative: the numbers are at least 1.
error-zero = 0 is not allowed: the numbers are at least 1.
error-too-large = "{ $token }" is too large: a number is at most { $max }.
error-too-many = { $count } numbers is too many: a position has at most { $max }.

## A move that cannot be played, and a typed move that cannot be read.
error-no-such-number = There is no number { $number }: the numbers are counted 1 to { $count }.
error-not-smaller = { $divisor } is not smaller than { $n }: a move replaces a number by a smaller divisor.
error-not-a-divisor = { $divisor } does not divide { $n }.
not-a-move = "{ $text }" is not a move: write number:divisor, e.g. 3:2 replaces the third number by 2.

## The history and the computer's reasons.
replaced = replaced number { $number } by { $divisor }
reason-to-zero = the nim-sum of the Ω's was { $nim-sum }; number { $number } had Ω = { $from-omega }, and its divisor of Ω = { $to-omega } makes the nim-sum 0
reason-fewest = the nim-sum of the Ω's was 0, so every move loses against best play; this one leaves the fewest numbers to win from ({ $replies })

## The board.
board-label = Numbers: ↑ ↓ choose a number, ← → a proper divisor, Enter replaces the number by it
number-label = Number { $number }
choose-number = Tap a number to see its proper divisors.
divisors-of = Proper divisors of { $n } (with their Ω):
replace-by = Replace { $n } by { $divisor } (Ω = { $omega })
too-many-divisors = { $n } has { $count } divisors, too many to list: type a move below.
no-divisor = 1 has no proper divisor.

## The stepper: Ω of each number, the heaps, their nim-sum, and the prime-factor game beside it.
stepper-heading = From numbers to Nim
step-name-omega = Ω
step-name-heaps = Heaps
step-name-xor = Nim-sum
step-name-prime = Prime-factor game
step-omega = Write each number as a product of primes and count the factors, repeats included: that count is Ω(n) (12 = 2·2·3, so Ω(12) = 3).
step-heaps = A proper divisor keeps some of n's prime factors and drops at least one, so its Ω is any of 0, 1, …, Ω(n) − 1 and nothing else: each number is a Nim heap of Ω(n) stones.
step-xor = { $total ->
        [0] The nim-sum of the Ω's is 0: the player to move loses against best play.
       *[other] The nim-sum of the Ω's is { $total }, not 0: the player to move wins by making it 0.
    }
step-prime = Beside the prime-factor game: there a move divides N by a power of one prime, so each prime's exponent is a heap of its own and N's value is the nim-sum of its exponents. Here a move may drop factors of several primes at once, so only how many factors there are counts: one heap of Ω(n).
# $n = $product (e.g. 540 = 2² × 3³ × 5), its value $prime-value in the prime-factor game (the
# nim-sum $exponents, e.g. 2 ⊕ 3 ⊕ 1) and $omega in the divisor game.
prime-compare = { $n } = { $product }: in the prime-factor game its value is { $exponents } = { $prime-value }; in the divisor game it is Ω = { $omega }.
prime-link = Play { $n } in the prime-factor game
number-column = Number
factors-column = Prime factors
heap-column = Heap

## The Ω's by bits.
xor-move = The highest bit of the nim-sum is set in the Ω of { $number }: replace it by a divisor with Ω = { $to } (it has { $from }).
xor-zero = The nim-sum of the Ω's is 0: every move lowers one Ω, so it leaves a nim-sum other than 0.
