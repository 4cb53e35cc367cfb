### Green Hackenbush's page: its name, rules, board, hint, editor, import box, colon and fusion
### steppers, and errors. Written in English first; content/ja/hackenbush.ftl has the same messages.
### $max is always a limit of the games layer, printed as it is.

## The header, the home page and a sum's components.
name = Green Hackenbush
summary = Cut one edge of a drawing; whatever no longer touches the ground falls away; whoever cuts the last edge wins.

## The page. $max is the number of edges the board holds.
title = Green Hackenbush
rules = Cut one green edge per move. Whatever no longer touches the ground falls away. Whoever cuts the last edge wins.
winning-move = cutting the last edge
position-noun = a Hackenbush position
setup-label = Edges
setup-help = Edges u-v separated by spaces, vertex 0 the ground, e.g. 0-1 1-2 1-3; loops (2-2) and repeated edges allowed; up to { $max } edges on the board.
how-to-move = click or tap an edge to cut it (or Tab to the board, arrows to choose, Enter to cut)
why-no-move = there are no edges
no-winning-move = No winning move: the value is 0, so every cut loses against best play. Cut something small and hope for a mistake.
winning-moves-intro = Winning cuts (each leaves a value of 0), highlighted on the board:

## An address or a set-up the board cannot take. too-large-for-board is the cause inside the kit's
## sentence about a bad address; setup-too-large follows the kit's "Not changed: ".
too-large-for-board = it has { $edges } edges, more than the { $max } the board draws; paste it into "Import" to have it analysed
# $part: the piece of the layout that is not a vertex position.
layout-ignored = The drawing's layout in the address was ignored ("{ $part }" is not a vertex position: write v:x:y (or gv.k:x for a foot on the ground)); it is laid out from the ground up instead.
setup-too-large = { $edges } edges is more than the board's { $max }; use Import to analyse it

## The board and the hint. $edge is an edge in the notation, e.g. 1-2 or 1-2#2.
selected-live = Edge { $edge } selected (its two ends, in the notation's vertex numbers): Enter cuts it.
selected-shown = Selected: the highlighted edge, { $edge } in the notation (Enter cuts it)
board-area-label = Hackenbush board. Arrow keys choose an edge, Enter cuts it.
total-name = by the colon principle
labels-note = Each vertex is labelled with the value of what hangs above it: the length of a single stalk worth the same. Vertices on a cycle fuse, so they share a label.
hint-search-stopped = A winning cut exists (the value is not 0), but it lies on a cycle of this large drawing and the hint's search stopped before finding it.
winning-cut = Cut { $edge }
hint-incomplete = There may be more on cycles: the hint's search stopped early on this large drawing.
# Under a hint that lists only the first $listed of $found winning cuts.
hint-more = These are the first { $listed } of the { $found } winning cuts found; the board marks them all.
hint-more-incomplete = { hint-more } { hint-incomplete }

## The editor's panel and the set-up box's presets.
draw-your-own = Draw your own
edit-start = Edit the starting position
edit-blank = Start from bare ground
preset-stalks = Stalks 1, 2, 3
preset-seed = The seed's tree
preset-random-tree = Random tree
preset-cycle = A cycle
preset-random-graph = Random graph

## The import and export box.
import-heading = Import (contest format or edges)
import-label = Paste a tree in the contest format (a line N, then N − 1 lines "a b", vertex 1 on the ground) or edges u-v:
who-wins = Who wins?
analysing = Analysing…
# $format: contest or edges (how the text was read). $outcome: empty (no edges), second (the
# second player wins), move (the first player wins by $first-cut, in the input's numbering) or
# stopped (the first player wins, but the search stopped before finding the move).
import-answer = { $outcome ->
        [empty] No edges at all, so { $format ->
            [contest] Alice (the first player) has no move: Bob (the second player) wins
           *[edges] the first player has no move: the second player wins
        } (value *0).
        [second] { $format ->
            [contest] Bob (the second player) wins
           *[edges] The second player wins
        }: every first move loses against best play { import-value }.
        [move] { $format ->
            [contest] Alice (the first player) wins: cut the edge "{ $first-cut }" first
           *[edges] The first player wins: cut the edge { $first-cut } first
        } { import-value }.
       *[stopped] { $format ->
            [contest] Alice (the first player) wins
           *[edges] The first player wins
        }: a winning first move exists, but the search for it stopped at its work limit { import-value }.
    }
import-value = (value *{ $grundy }, { $edges ->
        [one] 1 edge
       *[other] { $edges } edges
    })
analysed-in = Analysed in { $millis } ms.
play-import = Play it on the board
import-empty = No edges: nothing to draw or play.
import-too-large = Too large to draw (the board holds { $max } edges).
# $format: contest or edges; $error: the contest error or the edge notation's error.
import-failed = Could not read that: { $format ->
        [contest] contest format: { $error }
       *[edges] { $error }
    }.
import-not-started = Could not start the analysis in this browser.
export = Show the board in contest format
# $reason: loop or cycle (a cycle or a multiple edge).
not-a-tree = The contest format holds only trees: { $reason ->
        [loop] this position has a loop
       *[cycle] this position has a cycle or a multiple edge
    }.

## A tree in the contest format that cannot be read (shown inside import-failed).
contest-error-empty = paste a tree: a first line N, then N − 1 lines "a b"
contest-error-too-long = that text is { $length } characters long; the import reads at most { $max }
contest-error-bad-count = the first line must be the number of vertices N, not "{ $text }"
contest-error-too-large = { $vertices } vertices is too many: the import reads trees of at most { $max } vertices
contest-error-bad-line = line { $line } should be two vertex numbers "a b", not "{ $text }"
contest-error-unknown-vertex = line { $line } names vertex { $vertex }, but the vertices are numbered 1 to { $vertices }
contest-error-wrong-edge-count = a tree on N vertices has N − 1 = { $expected ->
        [one] 1 edge
       *[other] { $expected } edges
    }, but { $found ->
        [one] 1 edge line follows
       *[other] { $found } edge lines follow
    }
contest-error-loop = line { $line } joins vertex { $vertex } to itself (a loop), so this is not a tree
contest-error-cycle = line { $line }: vertices { $a } and { $b } are already joined by earlier lines (a repeated edge or a cycle), so this is not a tree

## The keyboard help.
keys-choose = ← → (or ↑ ↓)
keys-choose-edge = choose an edge (click the board first, or Tab to it)
keys-cut = Enter or Space
keys-cut-edge = cut it
keys-editor-undo = undo in the editor

## The board's and the steppers' pictures.
edge-title = edge { $edge }
board-label = Hackenbush board with { $edges ->
        [one] 1 edge
       *[other] { $edges } edges
    }
ground-label = ground: total { $total }
picture-label = drawing with { $edges ->
        [one] 1 edge
       *[other] { $edges } edges
    }

## The fusion and colon steppers.
fusion-title = Fusion, step by step
colon-title = The colon principle, step by step
stepper-label = { $title }: arrow keys step forward and back
step-count = step { $step } of { $of }
trace-too-large = This drawing has { $edges } edges, too many to step through (at most { $max }); the labels still show every value.

## What each step of a stepper did.
trace-no-cycle = This drawing has no cycle: it is already a tree (loops included), so the colon principle applies directly.
trace-fusion-principle = The fusion principle: vertices on a cycle can be merged into one vertex, the cycle's edges becoming loops, without changing the value. This drawing has { $groups ->
        [one] 1 group of cycles
       *[other] { $groups } groups of cycles
    } to fuse.
# $vertices: the group's vertices as a list (see list-separator); their $loops edges become
# loops, worth $together (*0 or *1).
trace-fuse = Vertices { $vertices } lie on cycles: fuse them into vertex { $into }. Their { $loops ->
        [one] 1 edge becomes 1 loop
       *[other] { $loops } edges become { $loops } loops
    }, each worth a stalk of length one: together { $together } ({ $loops } mod 2).
trace-colon-principle = The colon principle: whatever hangs at one vertex can be swapped for anything of the same value. Work from the top down to the ground, replacing the branches at each vertex by one stalk.
trace-colon-after-fusion = After fusion the drawing is a tree with loops. The colon principle: whatever hangs at one vertex can be swapped for anything of the same value, so work from the top down to the ground, replacing the branches at each vertex by one stalk.
# At vertex $at (0: the ground) $branches stalks stand, of lengths $lengths (a list, see
# length-separator), $loops of them loops; $xor is "1 ⊕ 2 ⊕ 3" and $value the length they become.
trace-combine = { $at ->
        [0] On the ground
       *[other] At vertex { $at }
    } { $branches ->
        [1] there is one stalk, of length { $lengths }{ trace-loop-note }: nothing to combine.
       *[other] the branches are stalks of lengths { $lengths }{ trace-loop-note }; { $xor } = { $value }, so they become one stalk of length { $value }{ $value ->
            [0] : nothing is left above this vertex.
           *[other] .
        }
    }
trace-loop-note = { $loops ->
        [0] { "" }
        [1] { " " }(a loop counts as a stalk of length 1)
       *[other] { " " }(each loop counts as a stalk of length 1)
    }
# $length: the length of the one stalk the drawing is worth; $total: its value (*n).
trace-verdict = The whole drawing is worth a stalk of length { $length }, the value { $total }: { $length ->
        [0] whoever moves now loses against best play.
       *[other] whoever moves now wins, by moving to a position of value 0.
    }

## Lists: "1, 2 and 3" for vertices, the same for a stalk's lengths.
list-separator = {", "}
list-last-separator = {" and "}
length-separator = {", "}
length-last-separator = {" and "}

## The editor. $vertex is the keyboard's vertex, 0 for the ground.
tool-draw = ✎ Draw
tool-move = ✥ Move
tool-delete = ✂ Delete
editor-undo = ↶ Undo
editor-undo-title = Undo (Ctrl+Z)
editor-play = Play this drawing
editor-tools-label = Editor tools
help-draw = Drag from a vertex or from the ground line: to empty space for a new vertex, to another vertex to join them, away and back to the same vertex for a loop.
help-move = Drag a vertex to move it.
help-delete = Click or tap an edge to delete it (whatever then no longer reaches the ground goes too).
joining-from = Joining from { $vertex ->
        [0] the ground
       *[other] vertex { $vertex }
    }: choose the other end and press J (Escape cancels).
vertex-selected = { $vertex ->
        [0] The ground
       *[other] Vertex { $vertex }
    } selected.
editor-label = Editor with { $edges ->
        [one] 1 edge
       *[other] { $edges } edges
    } (at most { $max }). Left and right arrows choose a vertex, Enter grows an edge from it, J joins two vertices, X deletes its newest edge, Shift with arrows moves it.
# Before the drawing's notation: "3 edges: ".
editor-edges = { $edges ->
        [one] 1 edge
       *[other] { $edges } edges
    }:{ " " }
editor-empty = No edges yet: draw from the ground line to begin.
editor-board-full = The board holds at most { $max } edges.
editor-bad-start = Start an edge at a vertex or on the ground, and end it anywhere above the ground.
editor-no-such-edge = That edge is no longer there.
editor-nothing-to-undo = Nothing to undo in the editor.

## The history and the computer's reasons ($total and $left are values, *n).
cut = cut { $edge }
reason-to-zero = the total was { $total }; this cut removes { $removed ->
        [one] 1 edge
       *[other] { $removed } edges
    } and leaves { $left }, so every reply loses
reason-smallest-value = the total was *0, so every move loses against best play; this cut leaves the smallest value, { $left }
reason-search-stopped = the total was { $total }, but no winning cut was found within the search limit; this cut leaves { $left }

## A position that cannot be read (also shown inside import-failed).
error-empty = enter at least one edge, e.g. "0-1 1-2 1-3" (vertex 0 is the ground), or "ground"
error-too-long = that text is { $length } characters long; a position fits in { $max }
error-not-an-edge = "{ $token }" is not an edge: write two vertex numbers joined by a dash, e.g. 0-1 (0 is the ground)
error-vertex-too-large = "{ $token }" names a vertex above { $max }: number the vertices with smaller numbers
error-too-many-edges = { $count } edges is too many: Grundy Lab analyses at most { $max }
error-floating = edge { $u }-{ $v } leads nowhere: no path of edges joins it to the ground (vertex 0)

## A move or an editor's edge that cannot be played.
move-error-no-such-edge = There is no edge { $edge } on the board.
move-error-too-many-edges = A position has at most { $max } edges.
move-error-floating = Edge { $u }-{ $v } leads nowhere: no path of edges joins it to the ground (vertex 0).
move-error-vertex-too-large = Edge { $u }-{ $v } names a vertex above { $max }, the largest vertex number.
