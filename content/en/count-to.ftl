### The page of "don't say N" (count up from 1 in turn, 1 to k numbers a turn; whoever says N loses).
### The family's shared words are in takeaway.ftl.
### Written in English first; content/ja/count-to.ftl has the same messages.

## The header, the home page and a sum's components.
name = Don't say N
summary = Count up from 1 in turn, saying 1 to k next numbers; whoever says N loses.

## The page. $max-target and $max-k are the largest N and k.
title = Don't say N
rules = Count up from 1 in turn: each turn says the next 1 to k numbers. Whoever says N loses.
winning-move = making the opponent say N
position-noun = a "don't say N" position
setup-label = N k: last number said
setup-help = N and k, a colon, then the last number said (0 before anyone spoke), e.g. 30 3: 0; N up to { $max-target }, k up to { $max-k }.
how-to-move = say the next numbers with a button
why-no-move = N has been said
no-winning-move = No winning move: the numbers left to say safely are a multiple of k + 1, so every count loses against best play.
winning-moves-intro = Winning move (it leaves a multiple of k + 1 safe numbers):
total-name = (N − 1 − last) mod (k + 1)

## The number line. $last is the last number said (0: none yet); a count says the $count
## numbers from $from to $to.
number-line = The numbers 1 to N; the said ones are filled.
said-up-to = { $last ->
        [0] Nothing said yet.
       *[other] Said so far: 1 to { $last }.
    }
say-up-to = { $count ->
        [1] Say { $to }
       *[other] Say { $from } to { $to }
    }
say-button = { $count ->
        [1] { $to }
       *[other] { $from }–{ $to }
    }
count-window = Showing { $from } to { $to } of 1 to { $target }.
count-up-to = Count up to
say = Say

## The panel: the L numbers counted back from N ($target), every k + 1 = $step; the count
## from $from to $before wins, $again is the next L number, $losing lists them.
count-heading = Counting backwards from N
count-backwards = Whoever must start at { $target } says it and loses: L. From { $from } to { $before } the player can say up to { $before } and leave the opponent at { $target }: W. Then { $again } is L again, and so on every k + 1 = { $step }: the L numbers are { $losing }.
# $rest is N mod (k + 1): 1 when the first player loses.
count-rule = The rule: the first player loses exactly when N mod (k + 1) = 1. Here { $target } mod { $step } = { $rest }, so the first player { $rest ->
        [1] loses
       *[other] wins
    }.
# $safe numbers can still be said safely; $value is $safe mod $modulus (0: the player to move loses).
count-now = Now at { $last }: { $safe ->
        [one] 1 number
       *[other] { $safe } numbers
    } can still be said safely; { $safe } mod { $modulus } = { $value }, so { $value ->
        [0] the player to move loses against best play
       *[other] say { $value } more to leave a multiple of { $modulus }
    }.

## The history and the computer's reason.
counted = counted up to { $to }
reason-to-multiple = ending at { $said } leaves a multiple of { $modulus } numbers before N, so the opponent can be made to say N

## A position that cannot be read (as the parser says it, without a full stop).
error-count-head = before the colon write N and k (two numbers), not { $found }, e.g. "30 3: 0"

## A count that cannot be said.
error-not-ahead = The count is at { $last }: the next numbers come after it, so { $to } cannot be said.
error-beyond-target = The count stops at { $target }: { $to } is beyond it.
