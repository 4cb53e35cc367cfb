### オクタルゲーム (ケイレスとその仲間) のページ: 名前、ルール、盤面、符号、値の帯、エラー。
### content/en/octal.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = オクタルゲーム (ケイレス)
summary = 符号が許す本数のピンを列から倒します。列は 2 つに分かれることもあります。最後のピンを倒した人の勝ちです。

## ページ。
title = オクタルゲーム: ケイレスとその仲間
rules = 自分の番では列を 1 つ選び、符号が許す本数のピンを倒します (符号の意味は解説の欄に書いてあります)。列が 2 つに分かれることもあります。ケイレスは 0.77 で、1 本か隣り合う 2 本をどこからでも倒せます。最後のピンを倒した人の勝ちです。
winning-move = 最後のピンを倒すこと
position-noun = 局面
setup-label = 符号と列
setup-help = 符号、コロン、各列のピンの本数の順に書きます (例: 0.77: 5 7 は 5 本と 7 本の列のケイレス)。符号は 0. と 1〜{ $digits } 桁の 8 進数字、列は { $rows } 個までです。符号の周期が証明されていれば 1 列 { $pins } 本まで、そうでなければ計算した値の範囲までです。
how-to-move = ピンをタップして選び、隣のピンをタップして本数を増やしてから「倒す」を押してください
why-no-move = 符号が許す倒し方の残っている列がありません。
no-winning-move = 必勝手はありません。各列の Grundy 数のニム和が 0 です。ピンを倒して相手のミスを待ちましょう。
winning-moves-intro = 必勝手 (倒したあとのニム和が 0 になる手):
total-name = 各列の Grundy 数のニム和
hint-line = { $move } → 残る列 { $to }

## 読めない局面。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-missing-colon = 符号、コロン、列の順に書いてください (例: 0.77: 5 7)。
error-not-a-code = 「{ $text }」は符号ではありません。0. のあとに 8 進数字を書いてください (例: 0.77)。
error-no-digits = 符号の「0.」のあとに数字がありません。
error-too-many-digits = { $found } 桁の符号は長すぎます。{ $max } 桁までです。
error-not-octal = 「{ $digit }」は 8 進数字 (0〜7) ではありません。
error-last-digit-zero = 符号の最後の数字は 0 にできません。
error-not-a-number = 「{ $token }」はピンの本数ではありません。
error-too-many-heaps = 列が { $found } 個あります。{ $max } 個までです。
error-heap-too-large = 列 { $heap } が長すぎます。1 列 { $max } 本までです。
error-beyond-computed = 列 { $heap } ({ $size } 本) は計算した { $computed } 個の値より先で、この符号の周期はまだ証明されていません。
error-too-many-terms = { $asked } 個の値は多すぎます。{ $max } 個までです。
error-value-too-large = { $heap } 本の列の値が大きすぎて計算できません。

## 指せない手。$way は whole (まるごと)、end (端から)、middle (途中から)。
error-no-such-heap = 列 { $heap } はありません。列は 1〜{ $heaps } です。
error-take-not-in-code = 符号 { $code } では { $take } 本倒すことはできません。
error-more-than-heap = { $size } 本の列から { $take } 本は倒せません。
error-not-allowed = この符号では { $take } 本を{ $way ->
        [whole] 列をまるごと
        [end] 列の端から
       *[middle] 列の途中から (列が 2 つに分かれる)
    }倒すことはできません。
error-wrong-split = { $a } 本と { $b } 本は残りと合いません。残る { $rest } 本を空でない 2 列に分けてください。

## 棋譜とコンピュータの理由。$leave は rest (1 列残る) か split ($a 本と $b 本の列)。
took = { $leave ->
        [rest] 列 { $row } のピンを { $take } 本倒した
       *[split] 列 { $row } の途中から { $take } 本倒し、{ $a } 本と { $b } 本の列に分けた
    }
reason-to-zero = 各列の Grundy 数のニム和は { $nim-sum } でした。この手で倒した列の値は { $from } から { $to } (残った列の値) に変わり、{ $from } ⊕ { $nim-sum } = { $to } なので、ニム和が 0 になります。
reason-none = ニム和が 0 なので、どの手も最善を尽くされると負けます。いちばん長い列から、できるだけ少なく倒しました。

## 符号が許す倒し方:「2 本: 列の端から、列の途中から」。
code-heading = 符号 { $code } で許される倒し方
code-rule = { $take } 本: { $ways }
way-whole = 列をまるごと
way-end = 列の端から
way-middle = 列の途中から (列が 2 つに分かれる)
list-separator = 、

## 盤面。
board-label = ピンの列: ← → でピンを選び、+ − で本数、↑ ↓ で別の列、Enter で倒します
row-label = 列 { $row }: { $pins } 本
selection-one = 列 { $row } の { $pins } 本のうち { $first } 本目を選択中
selection-range = 列 { $row } の { $pins } 本のうち { $first }〜{ $last } 本目を選択中
knock-down = 倒す
clear = 選び直す
long-row = 列 { $row }: { $pins } 本 (多すぎて描けません。下の欄に手を入力してください)
not-a-move = 「{ $text }」は手ではありません。列-本数 (2-1 は列 2 の端から 1 本) か、列-本数:a,b (a 本と b 本の列を残す) と書いてください。
keys-pin = ピンを選ぶ
keys-row = 別の列
keys-size = 倒す本数を増減
keys-play = 倒す

## 用意した局面。
preset-kayles = ケイレス (0.77)
preset-dawsons-kayles = ドーソンのケイレス (0.07)
preset-dawsons-chess = ドーソンのチェス (0.137)
preset-octal-177 = 0.177: 497 本から周期 20
preset-octal-11377 = 0.11377: 187 本から周期 32
preset-octal-117 = 0.117: 47 本から周期 48
preset-octal-156 = 0.156: 3 479 本から周期 349

## 値の帯、周期とその証明、mex のステップ表示。
strip-heading = 1 列の Grundy 数 (0 本から順に)
strip-row = マスを強調する列
strip-legend = 各マスは G(n)、つまり n 本の列の Grundy 数で、遷移先の値の mex です。a 本と b 本に分かれる手の値は G(a) ⊕ G(b) です。灰色は周期に入る前、枠は周期 1 つ分、網かけは証明で比べた範囲です。
strip-period = { $preperiod } 本の列から先は、値が { $period } ごとに繰り返します: G(n + { $period }) = G(n)。
strip-proof = 推測ではなく証明です。オクタルゲームの周期定理 (Guy と Smith) により、一度に倒せる最大の本数を t として、n₀ から 2n₀ + p + t − 1 までのすべての n で G(n + p) = G(n) なら、n₀ 以上のすべての n で成り立ちます。ここでは n₀ = { $from }、p = { $period }、t = { $take } で、計算した値を { $from } から { $to } まで比べました。
strip-no-period = 計算した { $computed } 個の値の中では周期が証明できませんでした。これより長い列の値はここでは求められません。
strip-beyond = { $pins } 本の列の値は、周期により G({ $cell }) = { $value } です。
step-through = 列の mex を順に見る:{ " " }
row-option = 列 { $row } ({ $pins } 本)
stepper-too-long = { $pins } 本の列は遷移先が多すぎて 1 つずつは並べられません。値は上の表から読めます。
row-column = 列
value-column = Grundy 数 G
xor-explanation = それぞれの列は独立したゲームです。Sprague–Grundy の定理により、局面の Grundy 数は各列の値のニム和で、それが 0 でないとき、かつそのときに限り手番のプレイヤーが勝ちます。
