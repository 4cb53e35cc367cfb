### The prime-factor game's page (yukicoder No.2): its name, rules, board, computer, the
### trial-division stepper and errors.
### Written in English first; content/ja/prime-factor.ftl has the same messages.

## The header, the home page and a sum's components.
name = Prime-factor game
summary = Divide N by a prime power that divides it; whoever makes N = 1 wins.

## The page. A move divides by a prime power, written p^e (e.g. 2^3).
title = The prime-factor game
rules = A number N is given. A move divides N by a prime p one or more times (p^e must divide N). Whoever makes N = 1 wins.
winning-move = making N = 1
position-noun = a prime-factor game position
setup-label = N
setup-help = A whole number from 1 to { $max }, e.g. 540.
how-to-move = click a block of a prime's pile: N is divided by that prime once for it and once for each block above it
why-no-move = N is already 1
total-name = nim-sum of the exponents
hint-line = Divide by { $prime }^{ $exponent } → N = { $to }
no-winning-move = No winning move: the exponents' nim-sum is 0. Divide a little and hope for a mistake.
winning-moves-intro = Winning moves (each makes the exponents' nim-sum 0):
preset-540 = 540 (seed example)
preset-large-prime = A large prime
keys-prime = choose a prime
keys-exponent = how many times to divide
keys-divide = divide

## An N that cannot be read. $max is the limit the error is about.
error-empty = Enter a whole number N, e.g. 540.
error-too-long = That text is { $length } characters long; N fits in { $max }.
error-not-a-number = "{ $token }" is not a whole number.
error-zero = N is at least 1.
error-too-large = "{ $token }" is too large: N is at most { $max }.
error-more-than-one = A position is one number N.

## A move that cannot be played, and a typed move that cannot be read.
error-exponent-zero = A move divides at least once.
error-not-prime = { $number } is not a prime.
error-not-a-divisor = { $prime }^{ $exponent } does not divide { $n }.
not-a-move = "{ $text }" is not a move: write the prime and the number of times, e.g. 2^2.

## The history and the computer's reasons.
divided = { $exponent ->
        [1] divided by { $prime }
       *[other] divided by { $prime }^{ $exponent }
    }
reason-to-zero = the exponents' nim-sum was { $nim-sum }, and this makes it 0
reason-fewest = the exponents' nim-sum was 0, so every move loses against best play; this one leaves the fewest winning replies ({ $replies })

## The board. $product is N's factorisation, e.g. 2² × 3³ × 5.
divide-by = Divide by { $prime }^{ $exponent }
board-label = Prime-factor board. Left and right arrows choose a prime, up and down how many times to divide, Enter divides.
piles-aria = Exponent piles of { $product }

## The exponents by bits.
xor-move = The highest bit of the nim-sum is set in the exponent of { $prime }: divide by { $prime } until its exponent drops from { $from } to { $to }.
xor-zero = The exponents' nim-sum is 0: every division lowers one exponent, so it leaves a nim-sum other than 0.

## The stepper: trial division, then the exponents as heaps and their nim-sum.
stepper-heading = From N to Nim
prime-column = Prime
exponent-column = Exponent
heap-column = Heap
try-name = ÷{ $prime }
# $tried: the candidates tried so far; $rest: what is left of N.
step-divide = Trial division: { $prime } divides { $exponent ->
        [one] { $exponent } time
       *[other] { $exponent } times
    } ({ $tried ->
        [one] 1 candidate
       *[other] { $tried } candidates
    } tried so far); what is left is { $rest }.
stop-name = Stop
# $end: complete when nothing is left to divide, prime when what is left ($rest) is a prime.
step-stop = { $end ->
        [complete] Nothing is left to divide: the factorisation is complete ({ $tried ->
            [one] 1 candidate
           *[other] { $tried } candidates
        } tried).
       *[prime] The next candidate { $next } squared is more than { $rest }, so { $rest } has no smaller divisor: it is prime. Done after { $tried ->
            [one] 1 candidate
           *[other] { $tried } candidates
        }.
    }
heaps-name = Heaps
step-heaps = Each exponent is a Nim heap: dividing by p^e lowers p's exponent by e, to any smaller value, and leaves the others alone.
xor-name = Nim-sum
step-xor = { $total ->
        [0] The nim-sum of the exponents is 0: the player to move loses against best play.
       *[other] The nim-sum of the exponents is { $total }, not 0: the player to move wins by making it 0.
    }
