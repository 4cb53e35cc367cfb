### Staircase Nim's page: its name, rules, board, computer, stepper and errors.
### Written in English first; content/ja/staircase.ftl has the same messages.

## The header, the home page and a sum's components.
name = Staircase Nim
summary = Move coins from one step down to the step below; whoever cannot move loses.

## The page.
title = Staircase Nim
rules = Coins lie on the steps of a staircase, step 1 at the bottom. On your turn move one or more coins from one step down to the step below; from step 1 they leave the game. Whoever cannot move loses.
winning-move = making the last move
position-noun = a staircase Nim position
setup-label = Coins on each step
setup-help = The coins on each step from step 1 up, separated by spaces or commas (e.g. 3 1 2); at most { $steps } steps and { $coins } coins in all, { $chars } characters.
how-to-move = tap a step, then choose how many coins go down
why-no-move = every coin is on the floor
no-winning-move = No winning move: the odd steps' nim-sum is 0. Move a coin and hope for a mistake.
winning-moves-intro = Winning moves (each makes the odd steps' nim-sum 0):
total-name = nim-sum of the odd steps
hint-line = { $move } → { $to }

## A position that cannot be read ($token is cut to 20 or 30 characters).
error-empty = Enter the coins on each step from step 1 up, e.g. "3 1 2".
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-not-a-number = "{ $token }" is not a number of coins: use whole numbers separated by spaces or commas.
error-negative = "{ $token }" is negative: a step holds zero or more coins.
error-too-large = "{ $token }" is too large: there are at most { $max } coins.
error-too-many-steps = { $count } steps is too many: a staircase has at most { $max }.
error-too-many-coins = The steps hold more than { $max } coins in all.

## A move that cannot be played.
error-no-such-step = There is no step { $step }: the steps are numbered 1 to { $steps }.
error-move-nothing = A move must move at least one coin.
error-too-many = Step { $step } has only { $on-step ->
        [one] 1 coin
       *[other] { $on-step } coins
    }, so { $coins } cannot be moved.

## The history and the computer's reasons. $landing is the step the coins land on, 0 for the floor.
moved = { $step ->
        [1] took { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } off step 1
       *[other] moved { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } from step { $step } down to step { $below }
    }
reason-to-zero = { $kind ->
        [odd] the odd steps' nim-sum was { $nim-sum }; lowering odd step { $from } (its coins land on { $below ->
            [0] the floor
           *[other] step { $below }
        }, where they no longer count) makes it 0
       *[even] the odd steps' nim-sum was { $nim-sum }; coins from even step { $from } land on odd step { $below } and raise it so that the nim-sum becomes 0
    }
reason-fewest = the odd steps' nim-sum was 0, so every move loses against best play; this one-coin move leaves the fewest winning replies ({ $replies })
reason-moved-on = you brought { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    } down from an even step onto odd step { $from }, so it moved the same coins on, to { $below ->
        [0] the floor
       *[other] step { $below }
    }: the odd steps are as they were, and their nim-sum is 0 again

## The board.
board-label = Staircase: ← → choose a step, ↑ ↓ how many coins, Enter moves them down
stairs-aria = Coins on steps 1 and up: { $steps }
step-title = Step { $step } ({ $kind ->
        [odd] odd, counts
       *[even] even
    }): { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
odd-legend = Shaded steps are the odd ones (1, 3, 5, …): only their coins count.
choose-step = Tap a step with coins.
chosen = Step { $step } has { $on-step ->
        [one] 1 coin
       *[other] { $on-step } coins
    }. Coins to move down:
coins-label = coins to move
move-button = Move down
too-many-steps = This staircase has { $steps } steps, too many to draw: type a move below.
not-a-move = "{ $text }" is not a move: write step-coins (3-2 moves 2 coins from step 3 down to step 2).
keys-step = choose a step
keys-coins = how many coins
keys-play = move them down
preset-default = 3 1 2
preset-even = Coins on even steps only
preset-long = 30 steps

## The stepper: why only the odd steps count.
stepper-heading = Why only the odd steps count
step-name-odd = Odd steps
step-name-xor = Nim-sum
step-name-move = Winning move
step-name-even = Even steps
step-odd = Mark the odd steps 1, 3, 5, …. Every move changes exactly one of them: coins leaving an odd step lower it (they land on an even step or the floor), and coins leaving an even step land on the odd step below and raise it. So the odd steps are Nim heaps, with one extra kind of move.
step-xor = { $total ->
        [0] The nim-sum of the odd steps is 0: the player to move loses against best play.
       *[other] The nim-sum of the odd steps is { $total }, not 0: the player to move wins by making it 0.
    }
step-move = { $kind ->
        [odd] Play Nim on the odd steps: move { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } from step { $step } down to { $below ->
            [0] the floor
           *[other] step { $below }
        }, so step { $step } goes from { $from } to { $to } and the nim-sum becomes 0.
       *[even] Bring { $coins ->
            [one] 1 coin
           *[other] { $coins } coins
        } from step { $step } onto step { $below }, raising it from { $from } to { $to }: the nim-sum becomes 0.
    }
step-no-move = There is no winning move: whatever moves, exactly one odd step changes, and the nim-sum is no longer 0.
step-even = Why the even steps do not count: when the opponent brings coins down from an even step, move the same coins on to the next step down. The odd steps are back as they were, and coins only go down, so this cannot go on for ever.
even-example = Here: bringing { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    } from step { $even } down to step { $odd } makes it { $after }; the answer moves them on, from step { $odd } to { $below ->
        [0] the floor
       *[other] step { $below }
    }, and step { $odd } holds { $before } again.
even-none = Here no even step holds a coin: the game is plain Nim on the odd steps.
too-many-odd = { $odd-steps } odd steps: too many to list, their nim-sum is below.
step-column = Step
coins-column = Coins
heap-column = Heap
step-short = step { $step }
xor-move = The highest bit of the nim-sum is set on { $step }: move coins down from it until { $to } of its { $from } remain.
xor-zero = The odd steps' nim-sum is 0: every move changes one odd step, so it leaves a nim-sum other than 0.

## Georgia and Bob, the same game.
georgia-heading = Georgia and Bob is this game
georgia-text = In Georgia and Bob (POJ 1704) chessmen slide left along a row. Read the empty squares in front of each chessman from the right: they are the steps (the rightmost chessman's gap is step 1). Sliding a chessman left takes squares from its gap and adds them to the gap behind it, as a move here brings coins down one step; the pairs' gaps of that page are the odd steps.
georgia-link = This staircase as Georgia and Bob: chessmen on { $squares }
georgia-too-far = This staircase would need more than 10 000 squares or 1 000 chessmen, beyond the Georgia and Bob page.
