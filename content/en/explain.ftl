### The explanation components' words: the mex stepper, the words for the moves and positions a
### trace records, and the nim-sum in binary.
### Written in English first; content/ja/explain.ftl has the same messages.

## The mex stepper: its heading and the names of its four stages.
mex-heading = Mex, step by step
stage-options = Options
stage-values = Their values
stage-set = The set
stage-mex = Smallest missing

## The stages' sentences. $position is a position as a sentence names it (subject-*), $count
## its number of options, $set the values found ("0, 1, 3"), $mex the smallest missing one.
terminal = From { $position } there is no move at all: it is a terminal position.
list-options = From { $position } there { $count ->
        [one] is 1 move
       *[other] are { $count } moves
    }: list every position one move away.
no-values = With no options there are no values to look up.
show-values = Write the Grundy value of each option next to it (each was found the same way, from its own options).
collect-empty-set = Collect the distinct values into a set: { "{}" }, the empty set.
collect-set = Collect the distinct values into a set: { "{" }{ $set }{ "}" }.
find-mex = The smallest non-negative integer missing from { "{" }{ $set }{ "}" } is { $mex }, so the value of { $position } is *{ $mex }.

## The options table, the set and the number line; $current and $total count the stages.
move-column = move
leads-to-column = leads to
value-column = value
hidden-value = ?
set-line = set = { "{" }{ $set }{ "}" }
number-line-label = values present in the set
result = mex = { $mex }, so { $position } has value *{ $mex }
step-of = step { $current } of { $total }

## A move a trace records (a game's own notation is shown as it is): take $n stones, eat a
## whole bar, eat $count rows or columns ($axis: rows or columns), break after line $line.
move-take = take { $n }
move-eat-whole = eat it whole
move-eat = eat { $axis ->
        [rows] { $count ->
            [one] 1 row
           *[other] { $count } rows
        }
       *[columns] { $count ->
            [one] 1 column
           *[other] { $count } columns
        }
    }
move-break-after = break after { $axis ->
        [rows] row
       *[columns] column
    } { $line }

## A position a trace records, in a table's cell: a pile of $n stones, or nothing left (bars
## are written 3×2 + 1×2 in every language).
position-pile = a pile of { $n }
position-nothing-left = nothing left

## The same inside a sentence: a game's notation $notation, a pile of $n, nothing left, or bars
## $rectangles (3×2 + 1×2).
subject-notation = { $notation }
subject-pile = { position-pile }
subject-nothing-left = { position-nothing-left }
subject-rectangles = { $rectangles }

## The headings of the options' groups ($axis: rows or columns).
group-eat-whole = eat the whole bar
group-lines-between = lines between { $axis ->
        [rows] rows
       *[columns] columns
    }

## Why there is no trace to step through: $count options over the stepper's $limit, or more
## than $limit positions to search.
trace-too-many-options = This position has { $count } options, too many to list one by one (the stepper shows at most { $limit }); pick a smaller position.
trace-too-large = This position is too large to search (more than { $limit } positions).

## The nim-sum in binary: the table's headings and how to read it.
xor-heading = Nim-sum in binary
pile-column = pile
size-column = size
nim-sum-row = nim-sum
xor-legend = Each value is written in binary, one column per power of two. The nim-sum row has a 1 exactly where its column holds an odd number of ones: that is XOR, bit by bit.
xor-zero = Every column has an even number of ones, so the nim-sum is 0: whoever moves now loses against best play.
# The winning move from the nim-sum's highest one: $total is the nim-sum ($binary the same in
# binary digits), $column the value of its highest one's column (8 for bit 3), $row the pile's
# label, $from its size and $to the size that makes the nim-sum 0, $take the stones taken.
xor-derivation = The nim-sum is { $total } (0b{ $binary }). Its highest one is in the { $column } column, and pile { $row } has a one there. Replacing { $from } by { $from } ⊕ { $total } = { $to } flips exactly the total's ones, making the nim-sum 0: take { $take }.
