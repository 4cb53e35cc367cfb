### ゲームの和のページ: 名前、ルール、盤面、部分の一覧、コンピュータ、エラー。
### content/en/sums.ftl と同じメッセージを同じ順に並べます。
### 表記（ゲームの id、和の例）は { "…" } に入れます。どの言語でも同じです。
### $part は部分の番号（1 から数えます）、$game はゲームの名前、$component はゲームの名前付きの
### 部分（「部分 2 (ニム)」、メッセージ component-of）。

## ヘッダーとホーム。
name = ゲームの和
summary = いろいろなゲームを並べ、どれか 1 つで 1 手指します。最後の手を指した人の勝ちです。

## ページ。$max は和に入れられる部分の数の上限。
title = ゲームの和
rules = いくつかのゲームを並べて遊びます。手番では好きな部分を 1 つ選び、その中で 1 手指します。和全体で最後の手を指した人の勝ちです。
# ある部分への手に別の部分の手で応じられる理由（Sprague–Grundy の定理）。
theorem = ある部分への手に別の部分の手で応じられる理由: Sprague–Grundy の定理により、各部分はその Grundy 数の大きさのニムの山と同じようにふるまいます。大事なのは Grundy 数のニム和だけなので、ニム和を 0 に戻せる部分ならどれで応じてもかまいません。
winning-move = 最後の手を指すこと
position-noun = 和
setup-label = 和
setup-help = 部分を + でつなぎ、各部分はゲームの id と括弧に入れた局面で書きます。例: { "nim(3 4) + chocolate-eat(3x2) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9)" }。部分は { $max } 個まで。
how-to-move = どれか 1 つの部分で、盤面か入力欄から 1 手指してください
why-no-move = どの部分にも指せる手が残っていません。
winning-moves-intro = ニム和を 0 にする手 (部分: 手):
no-winning-move = ニム和は 0 です。どの部分でどう指してもニム和は 0 でなくなるので、勝てる手はありません。

## 盤面。
component-of = 部分 { $part } ({ $game })
# ニム和の表の短い行見出し。
row-label = { $part } { $game }
value-badge = Grundy 数 { $value }
no-value-badge = Grundy 数なし
parts-label = 和の部分
# ヒントの行: $line はそのゲームの言葉で書いた手。
hint-line = { $component }: { $line }
keys-tab = 部分の盤面を順に移動します。各盤面ではそのゲームのキーが使えます

## 棋譜とコンピュータの理由。$move はそのゲームの表記で書いた手、$what は同じ手をそのゲームの
## 言葉で書いたもの（プレイヤー名に続く文）。
moved = 部分 { $part } で { $move } と指しました
moved-in = 部分 { $part } ({ $game }) で{ $what }
reason-winning = 部分 { $part } ({ $game }) の Grundy 数は { $from }、和全体のニム和は { $total } でした。{ $from } ⊕ { $total } = { $to } にしたのでニム和は 0 です
reason-losing = ニム和が 0 なので勝てる手はありません。部分 { $part } ({ $game }) で指して相手のミスを待ちます

## 指せない手。$why はその部分のゲーム自身の理由。
no-part = 部分 { $part } はありません。この和の部分は { $parts } 個です。
not-a-move = { $component }: 「{ $move }」はこのゲームの手ではありません。
part-refused = { $component }: { $why }

## 読めない和。$text と $id は 40 文字で切ります。$ids は和に入れられるゲームの一覧。
error-empty = 部分がありません。ゲーム(局面) を + でつないで書きます。例: { "nim(3 4) + chocolate-eat(3x2)" }。
error-too-many = 部分が { $found } 個あります。{ $max } 個までです。
error-too-long = 和が { $length } 文字あります。{ $max } 文字までです。
error-bad-part = 部分 { $part } (「{ $text }」) が ゲーム(局面) の形ではありません。例: { "nim(3 4)" }。
error-unknown-game = 部分 { $part }: 「{ $id }」は和に入れられるゲームではありません。入れられるのは { $ids } です。
error-bad-position = { $component }: { $why }
# そのゲームの言葉がまだ読み込まれていないときに、部分の局面を断る理由。
unreadable = 局面として読み取れません。
# そのゲームの言葉がまだ読み込まれていないときに、部分での手を断る理由。
illegal = このゲームでは指せない手です。
error-no-value = { $component }には Grundy 数がありません (閉路に届きます)。そのため和にもありません。

## 部分の一覧。
editor-heading = 部分
remove = 外す
remove-label = 部分 { $part } を外す
add-heading = 部分を加える
game-label = ゲーム
position-label = 局面
add = 加える
only-part = 和には部分が 1 つ以上必要です。

## ニム和の表。
component-column = 部分
value-column = Grundy 数
xor-explanation = 各行が 1 つの部分とその Grundy 数です。ニム和の最上位の 1 の桁に 1 を持つ部分は、Grundy 数を(その Grundy 数 ⊕ ニム和) に変えられます。その手でニム和は 0 になります。

## プリセット。
preset-heap-bar = 山と板チョコ
preset-heap-stalk = 山と Hackenbush の棒
preset-takeaway = 石取りゲームの山と紙
preset-reductions = Georgia and Bob、素因数、Euclid
