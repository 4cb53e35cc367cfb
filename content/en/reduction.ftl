### The words the reduction pages share: the typed-move form (for positions too large to draw,
### and for the keyboard), which the other games' pages use too.
### Written in English first; content/ja/reduction.ftl has the same messages.

## The move form. $example is a move in the game's notation, e.g. 9-8.
type-move = Type a move:
play-move = Play
move-example = e.g. { $example }
