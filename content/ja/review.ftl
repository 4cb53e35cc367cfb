### レッスンの新しい局面、復習のページ、進み具合のコード、印刷用ワークシート。
### content/en/review.ftl と同じメッセージを同じ順に並べます。

## レッスンの新しい局面を言葉で。
fresh-position = 新しい局面で解く
fresh-link = この局面へのリンク
# ゲームの局面: $name はゲームの名前、$position はその記法で書いた局面。
game-line = { $name }、局面 { $position }。
# コインの山: $heap 枚、1 回に取れる枚数が $set（「1, 3, 4」）。
heap-line = 取れる枚数が { "{" }{ $set }{ "}" }、コイン { $heap } 枚の山。
# 第 5 回の組: 石 $nim 個のニムの山と、コイン $coins 枚の山（取れる枚数が $set）。
pair-line = 石 { $nim } 個のニムの山と、取れる枚数が { "{" }{ $set }{ "}" } のコイン { $coins } 枚の山。
# 取れる枚数だけ（周期の問題）。
set-line = 取れる枚数が { "{" }{ $set }{ "}" } の山。
# Hackenbush の局面のあとに: どの頂点が地面か。
ground = 頂点 0 が地面です。

## 盤面での、演習の種類ごとの問い。
question-predict = どちらが勝つ?
question-value = この局面の Grundy 数はいくつ?
question-nim-sum = 山のニム和はいくつ?
question-winning-move = 必勝手を指してください。
question-beat-computer = あなたが先手です。コンピュータに勝ってください。
question-period = 山 0, 1, 2, … の Grundy 数は何個ごとに繰り返しますか (周期)?

## 紙での、演習の種類ごとの問い。
sheet-question-predict = 両者が最適に行動したとき、手番の人と相手のどちらが勝ちますか?
sheet-question-value = この局面の Grundy 数はいくつ?
sheet-question-nim-sum = 山の大きさを 2 進数で書きましょう。ニム和はいくつ?
sheet-question-winning-move = 必勝手を 1 つ書いてください。
sheet-question-beat-computer = あなたが先手です。勝てる最初の手を書き、隣の人と最後まで指してみましょう。
sheet-question-period = 山 0, 1, 2, … の Grundy 数を繰り返すまで書き出してください。周期はいくつ?

## 復習のページ。
review-heading = 復習
review-intro = 間違えた種類の問題が、新しい局面でここに戻ってきます。正解すると次に出るまでの間隔が延び (2 回後、4 回後、8 回後)、間違えると次に開いたときにまた出ます。
review-empty = いま復習する問題はありません。各回の問題を解きましょう。間違えた種類の問題は、後で開いたときにここに出ます。
# $kinds は後でまた出る問題の種類の数。
review-later = { $kinds } 種類の問題が、後で開いたときに出ます。
review-done = 解答済み: この種類は後でまた出ます。

## 進み具合のコード。
code-heading = 進み具合をコードにする
code-intro = 進み具合はこのブラウザの中にだけ保存されます。別の端末に移すには、ここでコードを表示し、移した先でそのコードを入力してください。
code-show = コードを表示
code-yours = あなたのコード:
code-label = 読み込むコード:{ " " }
code-load = 読み込む
# コードの中身: 解いた問題が $solved 問、復習する種類が $review。
code-confirm = このコードには、解いた問題 { $solved } 問と復習する { $review } 種類が入っています。読み込むと、このブラウザの進み具合は置き換わります。
code-replace = 進み具合を置き換える
code-cancel = やめる
code-loaded = 進み具合を読み込みました。

## 読めないコード (games::drill::CodeError)。$prefix はどのコードも始まる文字列 (GL2-)、
## $character はコードに使われない文字。
code-error-empty = 先にコードを入力してください。
code-error-version = Grundy Lab の進み具合のコードではありません。コードは { $prefix } で始まります。
code-error-bad-character = 「{ $character }」はコードに使われない文字です。表示されたとおりか確かめてください。
code-error-length = コードの長さが違います。文字が抜けているか、余分です。
code-error-check = コードの最後の文字がほかの文字と合いません。どこかの文字が打ち間違っています。

## ワークシート。$lesson はレッスンの題の行（「第 4 回: …」）、$seed はシート番号。
worksheet-link = 印刷用ワークシート
worksheet-title = ワークシート · { $lesson }
key-title = 解答 · { $lesson }
sheet-number = シート番号 { $seed }
sheet-nav = ワークシート
to-key = 解答
to-sheet = ワークシートへ
another-sheet = 別のシート
print = 印刷
name-line = 名前:
answer-line = 答え:
# 解答: エンジンの答え。$moves は必勝手を記法で書き「, 」でつないだもの。
key-value = Grundy 数は { $value }。
key-nim-sum = ニム和は { $value }。
key-period = 周期は { $period }。
key-moves = 必勝手: { $moves }。
key-unknown = この局面にはエンジンの答えがありません。
