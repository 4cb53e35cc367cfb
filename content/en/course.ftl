### The course's components: a lesson's page around its text, the exercises' questions and
### feedback, playing against the computer, the take-away heap, the teacher's notes and the
### contest problems. A lesson's own words are its Markdown file (lessons/NN.md).
### Written in English first; content/ja/course.ftl has the same messages.

## A lesson's page.
no-such-lesson = There is no such lesson
contents = Contents
lesson-nav = Lessons
lesson-nav-bottom = Previous and next lesson
previous = ← Previous
next = Next →
exercises-heading = Exercises
related-heading = See also
terms-heading = Terms:
pages-heading = Games:
# $id: the exercise's id (1a, 4b, …); $kind: one of the kinds below.
exercise-title = Exercise { $id } · { $kind }
kind-predict = Predict
kind-value = Grundy value
kind-nim-sum = Nim-sum
kind-winning-move = Winning move
kind-beat-computer = Beat the computer
kind-period = Period
solved = Solved

## The gate after a section's question: opened, it shows the answer and why.
gate-note = Decide on your answer before you read on.
gate-open = Read on
gate-shown = The answer, and why

## The questions. $position and $text are what the lesson or the learner wrote, in the game's notation.
predict-question = Who wins with best play?
first-wins = The player to move
second-wins = The other player
# A third answer where best play may go on for ever (a game graph with cycles).
draw-answer = Neither: a draw
value-question = Grundy value:
nim-sum-question = Nim-sum:
check = Check
not-a-number = Type a whole number, such as 0, 1 or 2.
own-position = Ask about a position of your own
own-position-label = Position:{ " " }
own-position-button = Use it
bad-position = The lesson's position { $position } could not be read.
type-a-move = Type a move
move-label = Move in the game's notation:{ " " }
play-move = Play
not-a-move = “{ $text }” is not a move in this game's notation.

## The feedback: "Right." or "Not quite." in bold, then the reasons.
right = Right.
not-quite = Not quite.
# What joins two sentences of feedback: a space.
sentence-gap = { " " }
# $winner: first when the player to move wins, second when the other player does, draw when
# neither can force a win.
who-wins = { $winner ->
        [first] The player to move wins.
        [draw] Neither player can force a win: with best play the game goes on for ever, a draw.
       *[second] The player to move loses: the other player wins.
    }
play-it-out = Now play it out against the computer on the board.
# $name: what the game's total is called (nim-sum, …); $value: the total, e.g. 3 ⊕ 5 = 6.
total-line = The { $name } is { $value }.
no-value = This position is too large for the engine to value here; try a smaller one.
right-value = The Grundy value is { $value }.
wrong-value = The value is not { $value }.
right-nim-sum = The nim-sum is { $value }.
wrong-nim-sum = The nim-sum is not { $value }.

## The likely mistake behind a wrong value (games::course::Mistake), one message each.
mistake-nim-sum-as-sum = That is the ordinary sum of the heaps: the nim-sum adds them bit by bit without carrying (XOR).
mistake-nim-sum-as-or = That is the values combined by OR: in the nim-sum a column with two ones gives 0, not 1.
mistake-sum-of-values = That is the ordinary sum of the parts' values: a sum of games is worth the nim-sum (XOR) of its parts' values.
mistake-max-not-mex = That is the largest value among the options: the mex is the smallest value missing from them.
mistake-max-plus-one = That is the largest option value plus one: look for a smaller value that is missing.
mistake-count-not-mex = That is the number of options: the mex looks at their values, not at how many there are.
mistake-empty-mex-not-zero = That is what you get if a position with no moves is worth 1: the mex of the empty set is 0, so the end is worth 0, and every value above it changes too.
mistake-end-not-zero = A position with no moves has value 0: the mex of the empty set is 0.
mistake-zero-is-win = The value here is 0, and 0 means the player to move loses: every move leads to a non-zero position, from which the opponent can return to 0.
mistake-period-multiple = The values do repeat after that many heaps, but that is a multiple of the period: they already repeat after fewer. Look for the smallest shift.
see-derivation = Step through the calculation below to see where the value comes from.

## A period, and a winning move on a board.
period-question = Period:
right-period = The values repeat every { $period } heaps, and no shorter shift repeats them.
wrong-period = The period is not { $period }.
# $what: the move in the game's words ("took 2 from heap 1"). $before and $after: the total
# lines before and after it (each a sentence); $reply: the computer's answer in the game's words.
right-move = You { $what }: the position left is a loss for the player to move.
wrong-move = You { $what }. Before your move: { $before } After it: { $after } That is not 0, so the opponent has a winning answer, played on the board: it { $reply }. Try again from the position before your move.
# The same where the positions have no value (misère play): $before and $after say why each
# is won or lost.
wrong-move-reason = You { $what }. Before your move: { $before } After it: { $after } So the opponent has a winning answer, played on the board: it { $reply }. Try again from the position before your move.
# The same where the move leads to a draw: the opponent keeps it drawn ($reply).
wrong-move-draw = You { $what }. Before your move: { $before } After it: { $after } So the opponent can no longer lose, and it keeps the draw, played on the board: it { $reply }. Try again from the position before your move.
try-again = Try again from before your move

## Playing against the computer. $what: its move in the game's words; $how: how to move.
you-won = You made the last move: you won!
computer-won = The computer { $what } and made the last move: it won. Start again and try another line.
computer-did = The computer { $what }. Your turn: { $how }
your-turn = Your turn: { $how }
# Misère play (whoever makes the last move loses).
misere-you-won = The computer { $what } and made the last move, which loses here: you won!
misere-you-lost = You made the last move, which loses here: it won. Start again and try another line.
# A game with draws: the computer's move leaves a drawn position for the learner.
computer-did-draw = The computer { $what }. This position is a draw: neither side can force a win from here, and the computer will not give in. Your turn: { $how }
# Beating the computer: the learner's move led to a draw, so the exercise cannot be won any more.
beat-drawn = The computer { $what }. Your move led to a draw: from here the computer can keep the game going for ever, so you can no longer win. Start again and try another line.
start-again = Start again
values-hidden = The classroom switch (on any game page) hides this board's values and explanations until you reveal them.

## The take-away heap: one heap, a move takes one of the numbers of $set ("1, 3, 4").
take-rule = One heap of coins; a move takes a number of coins from { "{" }{ $set }{ "}" }; whoever takes the last coin wins.
heap-of = A heap of { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
heap-limit = Type a heap of 0 to { $max } coins.
# Why a heap is won or lost, in the words of lesson 3 (no values): $take is a winning take.
heap-won = From a heap of { $heap }, taking { $take } leaves { $left }, a lost heap for the opponent.
heap-lost = Every take from a heap of { $heap } leaves a heap from which the opponent wins.
takes-label = Take coins
take-button = Take { $coins }
take-how = press a Take button.
# The learner's or the computer's move, after "You" or "The computer".
took = took { $coins }
right-take = Taking { $take } leaves { $left }: the opponent is to move, and lost.
# $reply: the opponent's winning answer.
wrong-take = Taking { $take } leaves { $left }, and from there the opponent wins: they take { $reply } and hand you a lost heap. Try again from the heap of { $heap }.
row-label = Heaps and what they are worth
# Read before a heap's size in the row (screen readers only).
cell-heap = Heap{ " " }
win-letter = W
lose-letter = L
fill-next = Decide the next heap
fill-all = Decide all
fill-clear = Clear

## The notes for teachers: the headings (the notes are the lesson's).
teacher-heading = For teachers

## The code card: the lesson's idea as a program in C++ and in Python (the captions are the lesson's).
code-heading = In code: C++ and Python
code-intro = The lesson's idea as a short contest-style program. Each reads standard input and writes standard output. Our tests run both on many generated inputs and compare their output with this app's engine.
# The tabs' group, read by screen readers; then each tab (a programming language's name).
code-languages = Programming language
code-cpp = C++
code-python = Python

## The contest problem: its headings, the answer box and the input's errors.
contest-heading = Contest problem: { $title }
contest-input = Input
contest-constraints = Constraints
contest-output = Output
# $number: the sample's number, from 1.
contest-sample-input = Sample input { $number }
contest-sample-output = Sample output { $number }
contest-box-label = Check your program: paste any input in this format, and the engine prints the expected output.
contest-run = Expected output
contest-use-sample = Paste sample 1
contest-expected = The engine's output
contest-related = Public problems on the same idea
# The input's numbers (games::contest::Field), named in the errors below as $what.
contest-field-count = count
contest-field-heap = heap size
contest-field-take = member of the set
contest-field-k = K
contest-field-target = N
contest-field-vertex = vertex
contest-field-side = side
contest-field-row = row
contest-field-column = column
contest-empty = Paste an input in the format above.
contest-too-long = The input is { $length } characters long: too long to read here.
contest-not-number = “{ $token }” is not a whole number.
contest-missing = The input ends where a { $what } was expected.
contest-range = The { $what } { $value } is outside the constraints ({ $min } to { $max }).
contest-leftover = { $count ->
        [one] 1 number is
       *[other] { $count } numbers are
    } left over after the input's end: check the counts.
# A grid's row $row has $length squares where the grid is $width wide, or holds $found.
contest-grid-length = Row { $row } of the grid has { $length } squares, but the grid is { $width } wide.
contest-grid-character = Row { $row } of the grid holds “{ $found }”: a square is . (free) or # (wall).
contest-on-wall = Figure { $figure } stands on a wall (row { $row }, column { $column }): figures stand on free squares.
contest-no-period = This set’s Grundy values show no period within the first { $terms } terms, so a larger heap’s value is not known here.
