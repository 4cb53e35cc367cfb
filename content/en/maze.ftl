### The maze game's page: its name, rules, board, computer, stepper, errors and editor.
### Written in English first; content/ja/maze.ftl has the same messages.

## The header, the home page and a sum's components.
name = Maze game
summary = Move the figure any number of free squares left or up; whoever cannot move loses.

## The page.
title = Maze game
rules = A figure stands on a grid with walls. On your turn move it any number of squares left or up in a straight line, never onto or through a wall and never off the grid. Whoever cannot move loses.
winning-move = making the last move
position-noun = maze
setup-label = Maze
setup-help = The rows from top to bottom separated by /, with . for a free square, # for a wall and F for the figure (exactly one), e.g. ..#../...../#.F../...#.; every row the same length, at most { $max } rows of { $max }.
how-to-move = tap a square the figure can reach (left or up)
why-no-move = A wall or the edge is both to the figure's left and above it: it cannot move.
no-winning-move = No winning move: the figure's square has value 0. Every move reaches a square the opponent wins from; move and hope for a mistake.
winning-moves-intro = Winning moves (each reaches a square of value 0):
total-name = value of the figure's square

## A maze that cannot be read (rows and columns from 1; $found is one character).
error-empty = Enter the maze's rows separated by /, with . for a free square, # for a wall and F for the figure, e.g. "..#/.F.".
error-too-long-text = That text is { $length } characters long; a maze fits in { $max }.
error-too-many-rows = { $count } rows is too many: a maze has at most { $max }.
error-too-wide = Row { $row } has { $length } squares: a row holds at most { $max }.
error-empty-row = Row { $row } is empty.
error-bad-char = Row { $row }, column { $column }: '{ $found }' is not a square; write . (free), # (wall) or F (the figure).
error-ragged = Row { $row } has { $length } squares but the first row has { $expected }: every row has the same length.
error-no-figure = The maze has no figure: put one F on a free square.
error-two-figures = The maze has more than one figure (row { $first-row }, column { $first-column } and row { $second-row }, column { $second-column }): put exactly one F.

## A move that cannot be played. $direction is left or up; $free the squares the figure can go that way.
error-no-steps = A move goes at least one square.
error-blocked = { $free ->
        [0] The figure cannot move { $direction ->
            [left] left
           *[up] up
        }: a wall or the edge is next to it.
       *[other] The figure cannot move { $steps } squares { $direction ->
            [left] left
           *[up] up
        }: a wall or the edge stops it after { $free }.
    }

## The history and the computer's reasons.
moved = moved the figure { $steps ->
        [one] 1 square
       *[other] { $steps } squares
    } { $direction ->
        [left] left
       *[up] up
    }
reason-to-zero = The figure's square had value { $value }, not 0, so by the mex rule it reaches a square of value 0; this move goes there.
reason-losing = The figure's square had value 0: every move loses against best play. This one leaves the fewest winning replies ({ $replies }).
hint-line = { $move } → row { $row }, column { $column }

## The board.
board-label = The maze: ← and ↑ choose a square to the left or above the figure, → and ↓ come back, Enter moves there
target-line = { $steps ->
        [one] 1 square
       *[other] { $steps } squares
    } { $direction ->
        [left] left
       *[up] up
    }: row { $row }, column { $column }
values-legend = Each free square shows its Grundy value; the squares of value 0 (in red) are the ones to move to.
figure-aria = The figure is on row { $row }, column { $column }
too-large-to-draw = A maze of { $height } rows of { $width } is too large to draw: type a move below.
not-a-move = "{ $text }" is not a move: write L or U and a number of squares, e.g. L2
keys-out = choose a square to the left or above
keys-back = back toward the figure
keys-move = move the figure there
preset-handbook = The Handbook's maze
preset-issue = A smaller maze
preset-open = No walls (Nim)

## The stepper and where the values come from.
stepper-too-many = The figure reaches { $options } squares, too many to list one by one: Show Grundy values gives every square's value.
note-heading = Where the values come from
note = A square's value is the mex of the values of the squares the figure can reach from it, left along its row and up its column until a wall. Those are all above or to the left, so the values fill in row by row from the top left. Without walls the game is Nim with two heaps (the columns to the left and the rows above), and a square's value is their nim-sum.

## The editor.
editor-heading = Draw a maze
editor-help = With Walls chosen, tap a square to put or take away a wall; with Figure chosen, tap a free square to put the figure there. Then start a game on it.
tool-walls = Walls
tool-figure = Figure
add-row = + row
remove-row = − row
add-column = + column
remove-column = − column
editor-play = Play this maze
