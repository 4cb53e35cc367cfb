### The game-graph page: its name, rules, board, computer and errors, the retrograde analysis and
### the levels stepped through, the generalized values and sums, the contest import and the editor.
### Written in English first; content/ja/graph.ftl has the same messages.

## The header, the home page and a sum's components.
name = Game graph
summary = Any game as a graph of positions: slide the token along an arrow; whoever cannot move loses; cycles may make a draw.

## The page. $max is the longest vertex name.
title = Game graph
rules = A token stands on the start vertex. Players take turns sliding it along an arrow; whoever cannot move loses. If the graph has cycles, best play may go on for ever: a draw.
how-to-move = click a vertex the token can move to, or choose a move below the graph
winning-move = leaving the opponent without a move
why-no-move = no arrow leaves the token's vertex
position-noun = a game graph
setup-label = Graph
setup-help = Moves a>b separated by spaces; a lone name is a vertex; start=a puts the token on a (default: the first vertex named), start=a+x one token on each (a sum). The contest format (n, then each vertex's number of moves and their targets, numbered from 1) works too. Names: letters, digits, _, up to { $max } characters.
# A graph larger than the page plays ($max-vertices vertices, $max-arrows arrows).
too-large = This graph has { $vertices } vertices and { $arrows } arrows: the page plays graphs of up to { $max-vertices } vertices and { $max-arrows } arrows (the API takes more).
total-name = by levels
total-sum-name = XOR of the tokens' values
winning-moves-intro = Winning moves (each leaves the opponent a lost position):
winning-move-line = { $move } → token on { $to }
# No winning move from a lost position (no-winning-move) or from a drawn one.
no-winning-move = No winning move: every move leads to a won position for the opponent. Prefer the move that holds out longest.
no-winning-move-draw = No winning move, but no need to lose: move to a drawn vertex (D) and the game goes on for ever.
preset-seed = Seed 003's kind of example
preset-30 = Don't say 30
preset-cycle = A graph with a cycle
preset-dag = Random graph without cycles
preset-loopy = Random graph with cycles

## The board: the graph, the token(s), the move buttons, the labels.
board-label = The game graph: vertices are positions, arrows are moves; the ring marks the token.
moves-label = Moves:
not-drawn = This graph has { $vertices } vertices, too many to draw; play with the move buttons.
token-at = Token on { $names }
# A vertex's status, for the player to move: won, lost, draw.
won = W
lost = L
draw = D
legend = Labels: W won, L lost, D draw (for the player to move), with the remoteness (moves to the end with best play), and the Grundy value (* n) or the generalized value (∞{"{"}…{"}"}).
keys-moves = Tab to a move button, Enter plays it

## The history and the computer's reasons; $remoteness is known, or the message without it is used.
moved = moved the token from { $from } to { $to }
reason-win = the position was won: this move leaves a lost position
reason-win-within = the position was won: this move leaves a lost position, and the game ends within { $remoteness ->
        [one] 1 move
       *[other] { $remoteness } moves
    }
reason-prolong = every move leads to a won position; this one is as good as any
reason-prolong-longest = every move leads to a won position; this one holds out longest ({ $remoteness ->
        [one] 1 move
       *[other] { $remoteness } moves
    } to the end)
reason-draw = the position is a draw: this move keeps it drawn, so nobody can force a win

## Why one token's vertex is won, lost or drawn, in one sentence (a lesson's feedback): $v is
## the vertex, $to a vertex the token can move to from it.
why-final = { $v } has no move: lost for the player to move.
why-lost = Every move from { $v } leads to a won vertex: lost for the player to move.
why-won = From { $v } the token can move to the lost vertex { $to }: won for the player to move.
why-drawn = No move from { $v } leads to a lost vertex, but the move to { $to } stays among the vertices the retrograde analysis never decides: a draw.

## A graph that cannot be read ($token and $name cut to 30 characters).
error-empty = Enter a graph: moves like a>b separated by spaces, e.g. "a>b b>c".
error-too-long = That text is { $length } characters long; a graph fits in { $max }.
error-bad-name = "{ $token }" is not a vertex name or a move: names are letters, digits and _, moves are written a>b.
error-name-too-long = The name "{ $name }" is too long: at most { $max } characters.
error-missing-head = "{ $token }" is not a move: write tail>head with a vertex name on each side.
error-too-many-vertices = { $count } vertices is too many: at most { $max }.
error-too-many-arrows = { $count } moves is too many: at most { $max }.
error-unknown-start = The start "{ $name }" is not a vertex of the graph.
error-start-twice = Start= is given twice.
error-too-many-tokens = { $count } tokens is too many: a sum has at most { $max } parts.
# The contest format. $what is the number expected: vertices (n), moves (m), vertex-moves (a vertex's), target.
error-contest-short = Contest format: number { $index } is missing or not a whole number ({ $what ->
        [vertices] the number of vertices
        [moves] the number of moves
        [vertex-moves] a number of moves
       *[target] a target vertex
    } expected).
error-contest-target = Contest format: vertex { $vertex } has a move to { $target }, but the vertices are 1 to { $n }.
error-contest-trailing = Contest format: { $count } or more numbers are left over after the last vertex (one, the start, may follow).
error-contest-moves = Contest format: the first line says { $declared } moves, but the vertices list { $found }.

## A move that cannot be played (names cut to 30 characters).
error-no-token = No token stands on { $at }.
error-no-arrow = There is no arrow { $from }>{ $to }.

## The retrograde analysis, one event at a time: $v is the vertex decided or counted, $via the
## vertex whose arrow into it is looked at, $status a status (won, lost, draw above).
retro-heading = Retrograde analysis
retro-intro = Backwards from the final positions: a final position is lost; a vertex with an arrow to a lost vertex is won; a vertex whose counter of won successors reaches its number of moves is lost. What is never decided is a draw.
step-of = Step { $step } of { $steps }
queue-label = Queue:
queue-empty = (empty)
counters-label = Won successors counted / moves:
retro-start = Nothing is decided yet. Next: find the final positions.
ev-final = { $v } has no move: lost, remoteness 0. Into the queue.
ev-take = { $v } ({ $status }, remoteness { $remoteness }) leaves the queue: look at the arrows into it.
ev-won = { $v } can move to the lost { $via }: won, remoteness { $remoteness }. Into the queue.
ev-count = { $via } is won: { $v } counts { $count } of its { $degree ->
        [one] 1 move
       *[other] { $degree } moves
    } as won.
ev-lost = { $via } is won: that makes { $degree ->
        [one] the only move of { $v }
       *[other] all { $degree } moves of { $v }
    } won, so { $v } is lost, remoteness { $remoteness }. Into the queue.
ev-already = { $v } (before { $via }) is decided already: nothing changes.
ev-draws = The queue is empty. Never decided: { $names }. These are draws: neither side can force a win.
ev-no-draws = The queue is empty and every vertex is decided: no draws.
too-large-to-step = This graph is too large to step through; the labels show the result.
stepper-not-drawn = The graph has too many vertices to draw here as well; follow the steps in words, the board shows the final labels.

## The Grundy values level by level.
levels-heading = Grundy values by levels
levels-intro = Level 0: the final positions. Level k + 1: the vertices all of whose moves lead to level k or below. Each vertex's Grundy value is the mex of its successors' values.
level-start = Level 0 first: the final positions.
level-step = { $v } is on level { $level }: every move leads lower. Grundy value: mex = { $grundy }.
level-final = { $v } has no move: level 0, Grundy value 0.
level-done = Every vertex with a level has its value.
no-level-intro = No level (some path from them runs into a cycle, so they never enter a level):
no-level-line = { $v }: its move to { $via } has no level either
# A vertex's label in the levels stepper: its level and value.
level-tag = lv{ $level } *{ $grundy }

## The generalized values, and the sum of several tokens with its check.
generalized-heading = Generalized Grundy values
generalized-intro = On a graph with cycles, each vertex gets a finite value or ∞ with the finite values it can move to (Smith, Fraenkel). 0 is lost; a finite value above 0 is won; ∞{"{"}…{"}"} is won when the set holds 0, otherwise a draw. Sums add by XOR; ∞{"{"}K{"}"} plus a finite a is ∞{"{"}K ⊕ a{"}"}; two ∞ make a draw.
generalized-line = { $v }: { $value }
sum-heading = The sum of the tokens
sum-line = Tokens on { $tokens }: value { $value }
sum-check-agree = Check: the retrograde analysis of the sum's own graph (every combination of token places) gives the same outcome.
sum-check-failed = Check failed: the sum's own graph gives another outcome.
sum-too-large = The sum's own graph is too large to check here.

## The contest import and the editor.
import-heading = Import (contest format)
import-help = n, then one line per vertex 1..n: its number of moves and their targets. A first line "n m" and the start after the last vertex are read too.
import-button = Load
import-label = Contest input
export-label = This graph in the contest format
editor-heading = Edit the graph
editor-help = Click a vertex, then another to add an arrow between them (or remove it); or use the form. Vertices keep their places as you edit; the arrow buttons move the vertex chosen in “from”. The game restarts from the edited graph.
add-vertex = Add vertex
vertex-name = Name
add-arrow = Add arrow
remove-arrow = Remove arrow
from-label = from
to-label = to
delete-vertex = Delete vertex
# Before the four buttons that move the vertex chosen in "from" on the picture, and their names.
move-vertex = Move it on the picture
move-left = Move left
move-up = Move up
move-down = Move down
move-right = Move right
set-start = Make it the start
undo-edit = Undo edit
editor-selected = { $v } selected: click another vertex to add an arrow from it.
editor-error-exists = "{ $name }" is not a new vertex name.
