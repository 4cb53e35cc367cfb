### The split game's own words (#/chocolate-split): its name and page, and its notation. What
### the three chocolate games share is content/en/chocolate.ftl; chocolate-eat.ftl and cutting.ftl
### begin with the same messages.
### Written in English first; content/ja/chocolate-split.ftl has the same messages.

## The header, the home page and a sum's components.
name = Split chocolate
summary = Break one bar into two; whoever cannot break a bar loses.

## The page. $max-side and $max-bars are the setup's limits.
title = Chocolate: split the bars
rules = On your turn break one bar (not a single square) along a grid line into two bars; both stay. Whoever cannot break a bar loses.
how-to-move = click a grid line of a bar to break it there
winning-move = making the last break
why-no-move = there are no bars
position-noun = a chocolate position
setup-label = Bars
setup-help = Bars as rows x columns separated by spaces or commas, e.g. 3x2 4x4; sides 1 to { $max-side }, up to { $max-bars } bars.
total-name = nim-sum of the bars
board-empty = There are no bars.
board-label = Chocolate board. Left and right arrows choose a bar, up and down choose a grid line, Enter breaks it there.
step-through = Step through:{ " " }
nothing-to-step = There are no bars: there is nothing to step through.

## Keys.
keys-choose-bar = choose a bar (click the board first, or Tab to it)
keys-choose-line = choose a grid line of that bar
keys-break = break there

## Moves in the notation. $text is what was typed (cut short).
move-placeholder = e.g. 1-r2, 2-c1
error-not-a-move = "{ $text }" is not a chocolate move: write 2-all, 2-1r or 2-3c (eat game) or 2-r1, 2-c3 (split and cutting games).
error-wrong-game = In this game a move breaks a bar: write 2-r1 (after row 1) or 2-c3 (after column 3).

## Why nobody can move while bars are left.
why-no-move-stuck = every bar is a single square
