### A Funny Game's page (POJ 2484): its name, rules, board, computer, the mirror strategy, the
### rows' Kayles values and errors.
### Written in English first; content/ja/funny-game.ftl has the same messages.

## The header, the home page and a sum's components.
name = A Funny Game
summary = Take one coin or two adjacent coins from a circle, then from the rows left; whoever takes the last coin wins.

## The page. how-to-move is for a drawn position, how-to-move-typed for one too large to draw.
title = A Funny Game
rules = Coins lie in a circle. A move takes one coin or two coins next to each other. Whoever takes the last coin wins.
winning-move = taking the last coin
position-noun = a Funny Game position
setup-label = Coins
setup-help = "circle n" for an untouched circle (e.g. circle 7), or the lengths of rows (e.g. 3 2); up to { $max-coins } coins, { $max-rows } rows.
how-to-move = click a coin, then take it alone or with its neighbour
how-to-move-typed = type a move such as 1:2 (row 1, coin 2) or 1:2-3
why-no-move = no coins are left
total-name = the rows as Kayles
no-winning-move = No winning move: whatever you take, the opponent can answer. Take a coin and hope for a mistake.
winning-moves-intro = Winning moves:
more-moves = { $found } winning moves found; the first ones are listed.
preset-circle-2 = Circle of 2
preset-circle-7 = Circle of 7
preset-rows = Rows 3 2
keys-coin = choose a coin
keys-take-one = take it
keys-take-two = take it with the next coin

## A position that cannot be read. $max is the limit the error is about.
error-empty = Enter "circle 7" for a circle, or row lengths such as "3 2".
error-too-long = That text is { $length } characters long; a position fits in { $max }.
error-not-a-number = "{ $token }" is not a number of coins: use whole numbers, or "circle" and one number.
error-circle-empty = A circle has at least one coin.
error-circle-count = A circle is written "circle" and one number, e.g. circle 7.
error-too-many-coins = There are at most { $max } coins in all.
error-too-many-rows = { $count } rows is too many: Grundy Lab plays at most { $max }.

## A move that cannot be played, and a typed move that cannot be read.
error-no-such-row = There is no row { $row }: the rows are numbered 1 to { $rows }.
error-no-such-coin = There is no coin { $coin }: the coins are numbered 1 to { $coins }.
error-not-adjacent = Coins { $coin } and { $second } are not next to each other.
error-still-circle = The coins are still in a circle: name a coin without a row.
error-in-rows = The coins are in rows: name the row, as in 1:3.
not-a-move = "{ $text }" is not a move: write a coin (3) or two adjacent coins (3-4), in rows with the row first (2:3-4).

## The history, the hint and the computer's reasons. A coin is { $coin } (and { $second } when
## two are taken, else 0) in row { $row } (0 in the circle).
took = { $row ->
        [0] { $second ->
            [0] took coin { $coin }
           *[other] took coins { $coin } and { $second }
        }
       *[other] { $second ->
            [0] took coin { $coin } of row { $row }
           *[other] took coins { $coin } and { $second } of row { $row }
        }
    }
hint-line = { took } → { $to }
reason-take-all = one or two coins in a circle: taking them all wins
reason-circle-lost = every move from a circle of three or more leaves one row, which the opponent can split into two equal rows; this takes one coin and waits for a mistake
reason-mirror = this leaves rows that pair up into equal lengths: every move can now be copied on the twin row
reason-to-zero = the rows' Kayles values had nim-sum { $nim-sum }, and this makes it 0
reason-stall = the nim-sum was 0, so every move loses against best play; this takes a coin from the end of the longest row

## The board. $rows is the rows' lengths, e.g. 3 2.
coin-name = { $row ->
        [0] Coin { $coin }
       *[other] Row { $row }, coin { $coin }
    }
circle-aria = A circle of { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }
rows-aria = Rows of coins: { $rows }
row-short = row { $row }
no-coins-left = No coins are left.
compact-note = These rows are too long to draw: type moves below.
take-one = Take coin { $coin }
take-two = Take coins { $coin } and { $second }
board-label = Funny Game board. Arrow keys choose a coin, Enter takes it, Shift and Enter takes it with the next one.

## The second player's mirror, step by step. $move is a move, e.g. 1:3-4; $half the length of
## each of the two equal rows it leaves.
mirror-heading = The second player's mirror
step-name-first = First move
step-name-reply = Reply
step-name-copy = Copy
mirror-reply = A row of { $length }: the reply { $move } takes the middle and leaves two equal rows of { $half }.
mirror-copy = From then on, answer every move in one row with the same move in its twin. The mirroring player always has a move, so takes the last coin.
mirror-take-all = A circle of { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }: take them all at once and win.
# $longer and $shorter: the row a circle of $coins leaves, one or two coins shorter.
mirror-first = Whatever the first player takes from the circle of { $coins }, one row is left: { $longer } or { $shorter } coins.
mirror-paired = The rows pair up into equal lengths: the player to move loses, since every move can be copied on the twin row.
mirror-found = The move { $move } takes the middle of a row and leaves rows that pair up ({ $to }): the highlighted reply.
mirror-none = No single move makes these rows pair up: the Kayles values below decide.

## The Kayles values: a circle's, or the rows' by bits and one row's mex.
kayles-heading = Kayles values
# A circle of $coins leaves a row of $longer (value $one) or of $shorter (value $two); $value is their mex.
circle-value = { $coins ->
        [1] A circle of 1 leaves nothing (value { $one }): mex{"{"}{ $one }{"}"} = { $value }.
       *[other] A circle of { $coins } leaves a row of { $longer } (value { $one }) or of { $shorter } (value { $two }): mex{"{"}{ $one }, { $two }{"}"} = { $value }.
    }
xor-move = The highest bit of the nim-sum is set in row { $row }'s value: a move in that row must leave rows of value { $to } instead of { $from }.
xor-zero = The rows' nim-sum is 0: the player to move loses against best play.
step-row = Step through row:{ " " }
row-option = row { $row } ({ $length })
row-column = Row
kayles-column = Kayles value
