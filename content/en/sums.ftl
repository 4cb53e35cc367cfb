### The sums playground: its name, rules, boards, components panel, computer and errors.
### Written in English first; content/ja/sums.ftl has the same messages.
### Notation (game ids, example sums) is quoted as { "…" }: it is the same in every language.
### $part is a component's number counted from 1; $game a game's name; $component a component
### named with its game ("Component 2 (Nim)", the message component-of).

## The header and the home page.
name = Sums of games
summary = Components of any games side by side: move in one of them; whoever makes the last move wins.

## The page. $max is the most components a sum holds.
title = Sums of games
rules = Several games side by side. On your turn make one move in one component of your choice; whoever makes the last move in the whole sum wins.
# Why a move in one component can answer a move in another (the Sprague–Grundy theorem).
theorem = Why a move in one component can answer a move in another: by the Sprague–Grundy theorem each component plays like a Nim heap of its Grundy value, so only the XOR of the values matters, and any component that can change that XOR back to 0 will do.
winning-move = making the last move
position-noun = sum
setup-label = Sum
setup-help = Components joined by +, each a game id with its position in brackets, e.g. { "nim(3 4) + chocolate-eat(3x2) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9)" }. At most { $max } components.
how-to-move = make one move in any one component, on its board or with its form
why-no-move = No component has a move left.
winning-moves-intro = Moves that bring the total to 0 (component: move):
no-winning-move = The total is 0: whatever you do in any component, the total stops being 0, so no move wins.

## The boards.
component-of = Component { $part } ({ $game })
# A short row label of the XOR table.
row-label = { $part } { $game }
value-badge = Grundy value { $value }
no-value-badge = no Grundy value
parts-label = The components of the sum
# The hint's line: $line is the move in its game's words.
hint-line = { $component }: { $line }
keys-tab = move from one component's board to the next; each board takes its own game's keys

## The history and the computer's reasons. $move is a move in its game's notation; $what the
## same move in its game's words (a clause after a player's name).
moved = moved { $move } in component { $part }
moved-in = { $what } in component { $part } ({ $game })
reason-winning = the value of component { $part } ({ $game }) was { $from } and the whole sum's { $total }; now it is { $from } ⊕ { $total } = { $to }, so the total is 0
reason-losing = the total was 0, so no move wins; it plays in component { $part } ({ $game }) and waits for a mistake

## A move that cannot be played. $why is the component's game's own reason.
no-part = There is no component { $part }: the sum has { $parts }.
not-a-move = { $component }: "{ $move }" is not a move of this game.
part-refused = { $component }: { $why }

## A sum that cannot be read. $text, $id are cut to 40 characters; $ids lists the games a sum
## can hold.
error-empty = The sum has no components: write them as game(position) joined by +, e.g. { "nim(3 4) + chocolate-eat(3x2)" }.
error-too-many = { $found } components: at most { $max }.
error-too-long = The sum is { $length } characters long: at most { $max }.
error-bad-part = Component { $part } ("{ $text }") is not game(position), e.g. { "nim(3 4)" }.
error-unknown-game = Component { $part }: "{ $id }" is not a game a sum can hold; those are: { $ids }.
error-bad-position = { $component }: { $why }
# Why a component's position is refused while its game's own words are still loading.
unreadable = this cannot be read as a position.
# Why a move in a component is refused while its game's own words are still loading.
illegal = this move is not allowed in its game.
error-no-value = { $component } has no Grundy value (a cycle can be reached from it), so the sum has none either.

## The components panel.
editor-heading = Components
remove = Remove
remove-label = Remove component { $part }
add-heading = Add a component
game-label = Game
position-label = Position
add = Add
only-part = A sum keeps at least one component.

## The nim-sum panel.
component-column = Component
value-column = Grundy value
xor-explanation = Each row is a component and its Grundy value. The highest bit of the total marks a component whose value can be changed to (its value ⊕ total); that move makes the total 0.

## The presets.
preset-heap-bar = A heap and a chocolate bar
preset-heap-stalk = A heap and a Hackenbush stalk
preset-takeaway = Take-away heaps and a sheet
preset-reductions = Georgia and Bob, prime factors, Euclid
