### Fresh positions on a lesson, the review page, the progress code and the printable
### worksheets.
### Written in English first; content/ja/review.ftl has the same messages.

## A fresh position on a lesson, in words.
fresh-position = A fresh position
fresh-link = Link to this position
# A game's position: $name is the game's, $position the position in its notation.
game-line = { $name }, position { $position }.
# A take-away heap: $heap coins, $set the numbers a move takes ("1, 3, 4").
heap-line = A heap of { $heap } coins; a move takes { "{" }{ $set }{ "}" } coins.
# Lesson 5's pair: a Nim heap of $nim stones beside a coin heap of $coins, $set the coins a move takes.
pair-line = A Nim heap of { $nim } stones and a coin heap of { $coins } coins, from which a move takes { "{" }{ $set }{ "}" } coins.
# A take set alone (a period exercise).
set-line = A heap from which a move takes { "{" }{ $set }{ "}" } coins.
# After a Hackenbush position: which vertex is the ground.
ground = Vertex 0 is the ground.

## The question of each kind of exercise, on a board.
question-predict = Who wins?
question-value = What is its Grundy value?
question-nim-sum = What is the nim-sum of the heaps?
question-winning-move = Make a winning move.
question-beat-computer = You move first: beat the computer.
question-period = After how many heaps do the Grundy values start again (the period)?

## The question of each kind of exercise, on paper.
sheet-question-predict = Who wins with best play: the player to move or the other player?
sheet-question-value = What is its Grundy value?
sheet-question-nim-sum = Write the heaps in binary. What is their nim-sum?
sheet-question-winning-move = Write a winning move.
sheet-question-beat-computer = You move first: write a first move that wins, and play it out with a partner.
sheet-question-period = Write the Grundy values of the heaps 0, 1, 2, … until they repeat. What is the period?

## The review page.
review-heading = Review
review-intro = The kinds of exercise you got wrong come back here, each with a new position. Answer one right and it comes back after a longer time (two visits, then four, then eight); answer it wrong and it comes back on your next visit.
review-empty = Nothing to review now. Solve the exercises of the lessons: a kind you get wrong comes back here on a later visit.
# $kinds: how many kinds of exercise come back later.
review-later = { $kinds ->
        [one] 1 kind of exercise comes back on a later visit.
       *[other] { $kinds } kinds of exercise come back on a later visit.
    }
review-done = Answered: this kind comes back on a later visit.

## The progress code.
code-heading = Your progress as a code
code-intro = Your progress stays in this browser. To carry it to another device, show its code here and type the code there.
code-show = Show my code
code-yours = Your code:
code-label = A code to load:{ " " }
code-load = Load
# What the code holds: $solved exercises solved, $review kinds of exercise to review.
code-confirm = Solved exercises: { $solved }. Kinds to review: { $review }. Loading this code replaces the progress in this browser.
code-replace = Replace my progress
code-cancel = Cancel
code-loaded = Progress loaded.

## A code that cannot be read (games::drill::CodeError). $prefix: how every code starts
## (GL2-); $character: the character that cannot be in a code.
code-error-empty = Type a code first.
code-error-version = This is not a progress code of Grundy Lab: a code starts with { $prefix }.
code-error-bad-character = “{ $character }” cannot be in a code: check the code as it was shown.
code-error-length = The code is too short or too long: a character is missing or extra.
code-error-check = The code's last character does not match the others: one of them is mistyped.

## The worksheets. $lesson: the lesson's title line ("Lesson 4: …"); $seed: the sheet's number.
worksheet-link = Printable worksheet
worksheet-title = Worksheet · { $lesson }
key-title = Answer key · { $lesson }
sheet-number = Sheet number { $seed }
sheet-nav = Worksheet
to-key = Answer key
to-sheet = The worksheet
another-sheet = Another sheet
print = Print
name-line = Name:
answer-line = Answer:
# The answer key: the engine's answer. $moves: the winning moves in notation, joined by ", ".
key-value = Grundy value { $value }.
key-nim-sum = Nim-sum { $value }.
key-period = Period { $period }.
key-moves = Winning moves: { $moves }.
key-unknown = The engine has no answer for this position.
