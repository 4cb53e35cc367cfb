### The eat game's own words (#/chocolate-eat): its name and page, its notation, and the choice
### of the piece to eat after a break. What the three chocolate games share is
### content/en/chocolate.ftl; chocolate-split.ftl and cutting.ftl begin with the same messages.
### Written in English first; content/ja/chocolate-eat.ftl has the same messages.

## The header, the home page and a sum's components.
name = Eat chocolate
summary = Eat a whole bar, or break one and eat a piece; whoever eats the last piece wins.

## The page. $max-side and $max-bars are the setup's limits.
title = Chocolate: eat a piece
rules = On your turn pick one bar: eat it whole, or break it along one grid line and eat one of the two pieces. Whoever eats the last piece wins.
how-to-move = click a grid line to break a bar there, then click the piece to eat (or press Eat whole)
winning-move = eating the last piece
why-no-move = every bar has been eaten
position-noun = a chocolate position
setup-label = Bars
setup-help = Bars as rows x columns separated by spaces or commas, e.g. 3x2 4x4; sides 1 to { $max-side }, up to { $max-bars } bars.
total-name = nim-sum of the bars
board-empty = Every bar has been eaten.
board-label = Chocolate board. Left and right arrows choose a bar, up and down choose a grid line, Enter breaks it there.
step-through = Step through:{ " " }
nothing-to-step = Every bar has been eaten: there is nothing to step through.

## Keys.
keys-choose-bar = choose a bar (click the board first, or Tab to it)
keys-choose-line = choose a grid line of that bar
keys-break = break there (then 1 or 2 eats the top/left or bottom/right piece, Esc cancels)

## Moves in the notation. $text is what was typed (cut short).
move-placeholder = e.g. 1-2r, 1-1c, 2-all
error-not-a-move = "{ $text }" is not a chocolate move: write 2-all, 2-1r or 2-3c (eat game) or 2-r1, 2-c3 (split and cutting games).
error-wrong-game = In this game a move eats: write 2-all, 2-1r (eat one row) or 2-3c (eat three columns).

## The piece to eat after a break, and eating a bar whole. $bar counts the bars from 1; $side is
## the piece's (top, bottom, left or right), $size its size.
which-piece = Which piece to eat
eat-which = Bar { $bar } broken: eat which piece?
eat-piece = Eat the { $side ->
        [top] top
        [bottom] bottom
        [left] left
       *[right] right
    } piece ({ $size })
cancel = Cancel
pending-status = Bar { $bar } is broken: click or tap the piece to eat, or Cancel.
keys-eat-whole = eat the chosen bar whole
eat-whole = Eat whole
eat-whole-aria = Eat whole: bar { $bar }
