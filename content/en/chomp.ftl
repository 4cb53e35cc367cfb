### Chomp's page: its name, rules, board, computer, stepper, known strategies and errors.
### Written in English first; content/ja/chomp.ftl has the same messages.

## The header, the home page and a sum's components.
name = Chomp
summary = Eat a square of the bar and everything below and to its right; the top-left square is poisoned.

## The page. $positions is the search's limit, its digits grouped.
title = Chomp
rules = The top-left square of this chocolate bar is poisoned. On your turn pick a square: you eat it and every square below and to the right of it. Eating the poison is not a move, so whoever is left with it alone loses.
winning-move = leaving only the poisoned square
position-noun = bar
setup-label = Rows
setup-help = The rows' lengths from top to bottom, never longer going down, e.g. 5 5 5 5 for a 4×5 bar; at most { $rows } rows of { $columns }. Values come from an exact search of up to { $positions } positions; a larger bar must be a full rectangle.
how-to-move = tap a square to eat it and all below and right of it
why-no-move = Only the poisoned square is left, and eating it is not a move.
no-winning-move = No winning move: the bar's value is 0. Every bite leaves a position the opponent wins; take a small one and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a position of value 0):

## The hint beyond the search: a rectangle (won, no move known) or another position.
beyond-rectangle = This bar is too large to search. It is a full rectangle, so the first player wins (the strategy-stealing argument below), but the argument names no move, and the search cannot find one.
beyond-unknown = This position is too large to search, and it is not a full rectangle: who wins is not known.
total-name = value of the bar

## A bar that cannot be read (rows from 1).
error-empty = Enter the row lengths from top to bottom, e.g. "5 5 5 5" for a 4x5 bar.
error-too-long-text = That text is { $length } characters long; a position fits in { $max }.
error-not-a-number = Row { $row }: "{ $token }" is not a whole number of squares.
error-too-long = Row { $row } is { $token } squares long: a row holds at most { $max }.
error-too-many-rows = { $count } rows is too many: a bar has at most { $max }.
error-empty-row = Row { $row } is 0 squares long: write only the rows that hold squares (the top row keeps at least the poisoned square).
error-increasing = Row { $row } ({ $length } squares) is longer than the row above it ({ $above }): a bite takes every square below and to the right, so rows never get longer going down.
# $reach: positions when the bar reaches more than $max-positions positions, work when its $positions positions have more than $max-work moves between them.
error-too-large-to-search = { $reach ->
        [positions] This bar is too large to search: it reaches more than { $max-positions } positions
       *[work] This bar is too large to search: its { $positions } positions have more than { $max-work } moves between them
    }, and only a full rectangle's outcome is known without searching.

## A move that cannot be played.
error-poisoned = The top-left square is poisoned: eating it is not a move.
error-no-square = There is no square at row { $row }, column { $column }: it is eaten or outside the bar.

## The history and the computer's reasons.
eat = ate row { $row }, column { $column } and everything below and right of it
reason-to-zero = The bar's value was { $value }, not 0, so by the mex rule some bite leaves a position of value 0; this one does.
reason-losing = The bar's value was 0: every bite loses against best play. This one leaves the fewest winning replies ({ $replies }).
reason-square-mirror = A { $side }×{ $side } square is too large to search, but its strategy is known: eating 2,2 leaves an L with two equal arms, and every bite on one arm is answered by the same bite on the other.
reason-too-large-rectangle = The bar is too large to search. A full rectangle is won by the first player (strategy stealing), but no winning move is known: the computer takes the smallest bite.
reason-too-large = The position is too large to search: the computer takes the smallest bite.
hint-line = eat { $move } → rows { $to }

## The board.
board-label = The chocolate bar: arrow keys choose a square, Enter eats it and everything below and right of it
bite-line = Row { $row }, column { $column }: eats { $squares ->
        [one] 1 square
       *[other] { $squares } squares
    }
poison-line = The poisoned square cannot be eaten.
values-legend = Each square shows the value of the position its bite leaves; a bite that leaves 0 (in gold) is a winning move.
too-large-to-draw = A bar of { $rows } rows of up to { $columns } squares is too large to draw: type a move below.
not-a-move = "{ $text }" is not a move: write the square's row and column, e.g. 2,3
keys-move = move the cursor
keys-eat = eat the square and everything below and right of it
preset-default = 4×5 bar
preset-square = 6×6 square
preset-two-rows = 2×7 bar
preset-large = 12×12 (beyond the search)

## The stepper and the known winning moves.
stepper-too-many = This bar has { $options } possible bites, too many to list one by one: the values on the squares (Show Grundy values) tell the same story.
stepper-beyond = The bar is too large to search, so its options' values are not known.
known-heading = Winning moves that are known
known-square = A square bar (n×n, n ≥ 2): eat 2,2. What is left is an L with two arms of n − 1 squares each; whatever the opponent bites from one arm, bite the same from the other. The arms stay equal, so the opponent is the one left with the poison.
known-two-rows = Two rows: the losing positions are those whose top row is exactly one square longer than the bottom row. From any other two-row bar, bite to make the top row one longer than the bottom.
here-square = Here: a { $side }×{ $side } square, so eat 2,2.
here-two-rows = Here: eat { $move }, leaving rows of { $top } and { $bottom }.
here-lost = Here: rows of { $top } and { $bottom }, the top one longer by one: the player to move loses.

## The strategy-stealing argument, one step at a time.
steal-heading = Why every rectangle larger than 1×1 is a first-player win
steal-step-suppose = Take any rectangular bar larger than 1×1, and suppose the second player has a winning strategy.
steal-step-corner = The first player opens by eating only the bottom-right square.
steal-step-answer = The second player, who wins by assumption, has a winning answer: some bite X that leaves the first player a losing position.
steal-step-same = Every square is above and to the left of the bottom-right one, so X's bite takes that corner too: eating X from the full bar leaves exactly the same position as the corner and then X.
steal-step-conclusion = So the first player could have played X first and left that losing position to the second player. The supposition was wrong: the first player wins. The argument never says which move wins: only a search or a known strategy finds one.
steal-step-of = Step { $step } of { $of }
