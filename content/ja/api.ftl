### コンソール API（window.grundyLab）のエラー。スクリプトやコンソールで呼ぶ人に返す文。
### API は英語（content/en/api.ftl）で答える。ここは同じメッセージの日本語版。
### 関数名と例は記法なので、どの言語でも同じ。

## 引数の種類が違う呼び出し。
analyze-usage = { "analyze(game, position)" } には文字列を 2 つ渡す。例: { "grundyLab.analyze(\"nim\", \"3 4 5\")" }
hackenbush-import-usage = { "hackenbushImport(text)" } には文字列を渡す。例: { "grundyLab.hackenbushImport(\"2\\n1 2\")" }
graph-load-usage = { "graphLoad(text)" } には文字列を渡す
georgia-bob-import-usage = { "georgiaBobImport(text)" } には文字列を渡す。例: { "grundyLab.georgiaBobImport(\"1\\n3\\n1 2 3\")" }
subtraction-sequence-usage = { "subtractionSequence(set, terms)" } には文字列と数を渡す。例: { "(\"1,3,4\", 100000)" }
octal-sequence-usage = { "octalSequence(code, n)" } には文字列と数を渡す。例: { "(\"0.77\", 100)" }
octal-sequence-whole = { "octalSequence" }: n は 0 以上の整数
graph-first = 先に { "graphLoad(text)" } を呼ぶ

## analyze が断るとき。$id は渡された id（40 文字まで）、$games はゲームの id の一覧、
## $game はゲームの id、$reason はそのゲームが局面を読めなかった理由。
unknown-game = 「{ $id }」というゲームはない。ゲームは { $games }
bad-position = { $game } の局面として読めない: { $reason }

## JS で表せない結果。$why は変換の失敗理由。
not-converted = 結果を変換できない: { $why }
too-large-for-js = 結果を変換できない: { "JavaScript" } の数で正確に表せる範囲（{ "2^53 - 1" }）を超える数がある
