### The kit's words: what every game page shares (players, turn buttons, the status line, the
### notices, the classroom's tools, playback, sharing, the import box).
### Written in English first; content/ja/kit.ftl has the same messages.

## Who plays, and who moves first.
players = Players
you-vs-computer = You vs computer
two-players = Two players (classroom)
computer-vs-computer = Computer vs computer
first-move = First move
first-you = You
first-computer = Computer

## The turn's buttons and the keyboard's help.
undo = ↶ Undo
undo-title = Undo (U)
redo = ↷ Redo
redo-title = Redo (R)
hint = Hint
hide-hint = Hide hint
hint-title = Hint (H)
step = Step ▶
step-title = Step (S)
show-values = Show Grundy values (L)
dismiss = Dismiss
keyboard = Keyboard
keys-undo-redo = undo / redo
keys-hint = show or hide the hint
keys-labels = show or hide the Grundy values
keys-step = step (computer vs computer)

## The setup box and the move list. $start is the start's notation; $why a refusal's reason
## (its full stop taken off).
start-here = Start here
set-up = Set up a game
random-position = Random position
restart = Restart
play-again = Play again
moves-heading = Moves
no-moves-yet = No moves yet.
start = Start: { $start }
not-changed = Not changed: { $why }.

## A refused action (illegal moves are the game's own words).
game-over-notice = The game is over: start a new one or undo.
computers-turn = It is the computer's turn.
not-computers-turn = It is not the computer's turn.
nothing-to-undo = Nothing to undo.
nothing-to-redo = Nothing to redo.

## The players' names: you, the computer, two people, two computers.
player-you = You
player-computer = Computer
player-first = Player 1
player-second = Player 2
computer-first = Computer 1
computer-second = Computer 2

## The status line. $how is the game's "what to do on your turn", $who a player's name, $by the
## game's winning move ("taking the last stone"), $why its reason nobody can move ("there are
## no stones").
your-move = Your move: { $how }.
to-move = { $who } to move.
to-move-step = { $who } to move: press Step.
you-win = Game over: you win by { $by }!
computer-wins = Game over: the computer wins by { $by }.
wins = Game over: { $who } wins by { $by }.
over-before-you = Game over before it began: { $why }, so you cannot move and lose.
over-before = Game over before it began: { $why }, so { $who } cannot move and loses.

## The total line: its start ($name is the game's total, e.g. "nim-sum"), then what the value
## says (each begins with a space).
total-intro = Grundy value of the position ({ $name }):{ " " }
p-position = { " " }— a P-position: the player to move loses against best play.
n-position = { " " }— an N-position: the player to move can win.
d-position = { " " }— a draw: with best play neither side can force a win, and the game goes on for ever.

## A move said: $who a player's name, $what the game's move ("took 2 from pile 1"), $why the
## computer's reason, $status the status line that follows.
did = { $who } { $what }.
did-because = { $who } { $what }: { $why }.
computer-did = The computer { $what }. { $status }

## An address that held no position of the game: $noun what the game's positions are called,
## $shown the address's text, $error what was wrong, $default the position shown instead.
bad-address = The address did not hold { $noun } ("{ $shown }": { $error }), so the default position { $default } is shown instead.
blind-play = Grundy values are hidden for blind play: the explanations come back with the values (L).

## The classroom: hiding the answers until the teacher reveals them.
hide-answers = Classroom: hide the answers until I reveal them
answers-hidden-note = Values, hints, explanations and the computer's reasons are hidden. Each new position hides them again.
reveal-answers = Reveal the answers
hide-again = Hide them again

## The class prediction: the button, the question, how the class answers, the reveal, the
## answer (the player to move wins, the other player wins, a draw), a winning move ($line, the
## game's hint line), playing it out and closing.
predict = Class prediction
predict-question = Who wins from here: the player to move or the other?
predict-hands = Hands up who thinks the player to move wins; then hands up for the other player. Count, then reveal.
predict-reveal = Reveal the answer
predict-mover-wins = The player to move wins.
predict-other-wins = The other player wins: every move the player to move makes can be answered.
predict-draw = Neither: with best play nobody can force a win and the game never ends (a draw).
predict-winning = A winning move: { $line }
predict-play = Play it out: computer vs computer
predict-close = Back to the board

## The analysis while playing the computer, the game graph's link, and the hint's defaults.
show-analysis = Show the analysis while I play the computer
analysis-hidden = The explanations are closed while you play the computer, since they end with the winning move. Open them here, or ask for a hint.
show-graph = Show its game graph (every position reachable from here)
no-winning-move = No winning move: the Grundy value is 0, so every move loses against best play. Make a small move and hope for a mistake.
winning-moves-intro = Winning moves (each leaves a Grundy value of 0):
nim-sum = nim-sum

## A saved game that could not be brought back.
restore-old-version = A game saved by an older version of Grundy Lab could not be brought back, so a new one starts.
restore-damaged = The saved game could not be read (it was damaged), so a new one starts.

## The computer's strength: the select's label, each strength's option and its short name for
## the status line ($status is the status line, $strength a short name).
strength = Computer strength
strength-perfect-option = Perfect (always the best move)
strength-good-option = Good (the best move 7 times in 10)
strength-beginner-option = Beginner (random moves)
strength-perfect = perfect
strength-good = good
strength-beginner = beginner
with-strength = { $status } Computer: { $strength }.
did-at-random = { $who } { $what }: a random move, not necessarily the best one.
random-move = a random move, not necessarily the best one

## Playback of computer vs computer and of the steppers.
playback = Playback
first = ◀◀ First
back = ◀ Back
play = ▶ Play
pause = Pause
next = Next ▶
last = Last ▶▶
speed = Speed
speed-slow = slow
speed-normal = normal
speed-fast = fast
keys-first-last = first / last move (computer vs computer)
keys-play-pause = play / pause (computer vs computer)

## Share: the address as a QR code, and a copy button.
share = Share this position
share-note = Scan the code or copy the link: it opens this game at this position. The code is drawn here, nothing is sent anywhere.
qr-label = QR code of this page's address
copy-link = Copy link
copied = Link copied.
copy-refused = The browser did not allow copying: select the address below and copy it yourself.
qr-too-long = This address is too long for a QR code: copy the link instead.
qr-loading = Drawing the QR code…
qr-load-failed = The QR code could not be loaded. Check the network connection and try again, or copy the link.

## The import box: a large text kept out of the box ($chars characters on $lines lines), and
## opening a file ($bytes long, $max the most that can be read).
held-text = The text is ready: { $chars ->
        [one] 1 character
       *[other] { $chars } characters
    } on { $lines ->
        [one] 1 line
       *[other] { $lines } lines
    }. It is not shown in the box, which would make the page slow.
show-text = Show the text
clear-text = Clear
open-file = Open a file…
file-too-long = That file is { $bytes } bytes long; at most { $max } can be read.
file-unreadable = The file could not be read.
