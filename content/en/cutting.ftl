### The cutting game's own words (#/cutting): its name and page, its notation, and what a strip
### one square wide or a 1×1 already cut out means (neither has a value in the nim-sum). What the
### three chocolate games share is content/en/chocolate.ftl; chocolate-eat.ftl and
### chocolate-split.ftl begin with the same messages. English calls the sheets bars where the
### notation does.
### Written in English first; content/ja/cutting.ftl has the same messages.

## The header, the home page and a sum's components.
name = Cutting game
summary = Cut one sheet into two along a grid line; whoever first cuts out a single square wins.

## The page. $max-side and $max-bars are the setup's limits.
title = Cutting game
rules = On your turn cut one sheet into two along a grid line. Whoever first cuts out a single 1×1 square wins at once. So never leave a strip one square wide: your opponent would cut a square off it.
how-to-move = click a grid line of a sheet to cut it there
winning-move = cutting out a 1×1 square
why-no-move = there is no sheet to cut
position-noun = a cutting-game position
setup-label = Bars
setup-help = Bars as rows x columns separated by spaces or commas, e.g. 3x2 4x4; sides 1 to { $max-side }, up to { $max-bars } bars, no 1x1 (cutting one out ends the game).
total-name = nim-sum of the sheets
board-empty = There is no sheet to cut.
board-label = Chocolate board. Left and right arrows choose a bar, up and down choose a grid line, Enter breaks it there.
step-through = Step through:{ " " }
nothing-to-step = There is no sheet to cut: there is nothing to step through.

## Keys.
keys-choose-bar = choose a bar (click the board first, or Tab to it)
keys-choose-line = choose a grid line of that bar
keys-break = break there

## Moves in the notation. $text is what was typed (cut short).
move-placeholder = e.g. 1-r2, 2-c1
error-not-a-move = "{ $text }" is not a chocolate move: write 2-all, 2-1r or 2-3c (eat game) or 2-r1, 2-c3 (split and cutting games).
error-wrong-game = In this game a move breaks a bar: write 2-r1 (after row 1) or 2-c3 (after column 3).

## Why nobody can move while sheets are left.
why-no-move-stuck = a 1×1 square is already cut out

## A position over before anyone moved (the status line), or refused by the setup box. $bar
## counts the bars from 1.
finished-no-sheet = Game over before it began. There is no sheet to cut, so this cutting game is finished.
finished-square = Game over before it began. Bar { $bar } is 1×1, a square already cut out: in the cutting game that ends the game, so this position is finished (the cut that made the square won). Set up a game or press Random position to play.
error-square-cut-out = bar { $bar } is 1x1, a square already cut out: in the cutting game that ends the game, so there would be nothing to play; leave the 1x1 out
error-no-sheet = the cutting game needs at least one sheet to cut

## A 1×1 or a strip on the board: the lines that take the total's place, a bar's label, the
## hint's heading and the nim-sum panel.
game-over = game over
square-cut-out-total = { " " }— a 1×1 square has been cut out.
wins-at-once = wins at once
strip-on-board = { " " }— a strip one square wide is on the board: the player to move cuts a 1×1 off it and wins.
cut-out-label = cut out
winning-moves-strip = Winning moves (each cuts out a square):
square-cut-out-panel = A 1×1 square has been cut out: the game is over.
strip-panel = A strip one square wide is on the board, so the position is won at once: no nim-sum is needed.

## The mex stepper: which cuts it lists, and the bars it has nothing to show for ($size: the bar's size).
stepper-note = Only cuts that leave both pieces at least 2 wide are listed. Any other cut leaves a strip one square wide, from which the opponent cuts out a square and wins at once, so it is never a good move; 2×2, 2×3, 3×2 and 3×3 have only such cuts (a side of 2 or 3 cannot be split into two parts at least 2 wide) and count as 0.
square-no-steps = A 1×1 piece is cut out: the game ended with the cut that made it, so { $size } has no moves to step through.
strip-no-steps = { $size } is a strip one square wide: the player to move cuts a 1×1 off its end and wins at once. Because that ends the whole game, a strip has no value in the nim-sum; the table shows it grey.
