### The console API (window.grundyLab): its errors, for a script or a person at the console.
### The API answers in English (these texts); content/ja/api.ftl has the same messages.
### Function names and examples are notation: the same in every language.

## A call with arguments of the wrong kind.
analyze-usage = analyze(game, position) takes two strings, e.g. grundyLab.analyze("nim", "3 4 5")
hackenbush-import-usage = hackenbushImport(text) takes a string, e.g. grundyLab.hackenbushImport("2\n1 2")
graph-load-usage = graphLoad(text) takes a string
georgia-bob-import-usage = georgiaBobImport(text) takes a string, e.g. grundyLab.georgiaBobImport("1\n3\n1 2 3")
subtraction-sequence-usage = subtractionSequence(set, terms) takes a string and a number, e.g. ("1,3,4", 100000)
octal-sequence-usage = octalSequence(code, n) takes a string and a number, e.g. ("0.77", 100)
octal-sequence-whole = octalSequence: n must be a whole number from 0
graph-first = call graphLoad(text) first

## analyze's refusals. $id is the id asked for (cut to 40 characters), $games the ids, $game a
## game's id and $reason the game's own refusal of the position.
unknown-game = unknown game "{ $id }"; the games are: { $games }
bad-position = bad { $game } position: { $reason }

## A result JS cannot hold. $why is the converter's message.
not-converted = could not convert the result: { $why }
too-large-for-js = could not convert the result: a number is larger than JS numbers hold exactly (2^53 - 1)
