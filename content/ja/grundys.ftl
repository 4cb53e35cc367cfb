### Grundy のゲームのページ: 名前、ルール、盤面、コンピュータ、値の帯、エラー。
### content/en/grundys.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = Grundy のゲーム
summary = 山を 1 つ選び、大きさの違う 2 つの山に分けます。どの山も分けられなくなった人の負けです。

## ページ。
title = Grundy のゲーム
rules = 石の山がいくつかあります。自分の番では山を 1 つ選び、大きさの違う 2 つの山に分けます (7 は 1 + 6、2 + 5、3 + 4 に分けられますが、6 を 3 + 3 に分けることはできません)。1 個と 2 個の山は分けられません。どの山も分けられなくなった人の負けです。
winning-move = 最後に山を分けること
position-noun = 局面
setup-label = 山
setup-help = 山の石の数を空白かカンマで区切って書きます (例: 8 5)。山は { $heaps } 個まで、1 山 { $stones } 個までです (値は 0 個の山から順に計算します。周期が知られていないので、途中で打ち切れません)。
how-to-move = 山を切り分けたい位置の石をタップしてから「分ける」を押してください
why-no-move = どの山も 1 個か 2 個で、大きさの違う 2 つの山には分けられません。
no-winning-move = 必勝手はありません。各山の Grundy 数のニム和が 0 です。山を分けて相手のミスを待ちましょう。
winning-moves-intro = 必勝手 (分けたあとのニム和が 0 になる手):
total-name = 各山の Grundy 数のニム和
hint-line = { $move } → 残る山 { $to }

## 読めない局面。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-not-a-number = 「{ $token }」は山の大きさではありません。
error-too-many-heaps = 山が { $found } 個あります。{ $max } 個までです。
error-heap-too-large = 山 { $heap } が大きすぎます。値は { $max } 個まで計算します (Grundy のゲームには知られた周期がありません)。
error-too-many-terms = { $asked } 個の値は多すぎます。{ $max } 個までです。

## できない分け方。
error-no-such-heap = 山 { $heap } はありません。山は 1〜{ $heaps } です。
error-not-a-split = { $a } と { $b } は { $size } の分け方ではありません。足して { $size } になる空でない 2 つの山にしてください。
error-equal-heaps = { $size } と { $size } のように同じ大きさには分けられません。

## 棋譜とコンピュータの理由。
split = 山 { $heap } を { $a } と { $b } に分けた
reason-to-zero = 各山の Grundy 数のニム和は { $nim-sum } でした。この分け方で、分けた山の値は { $from } から { $to } (新しい 2 山の値の XOR) に変わり、{ $from } ⊕ { $nim-sum } = { $to } なので、ニム和が 0 になります。
reason-none = ニム和が 0 なので、どう分けても最善を尽くされると負けます。いちばん大きい山から 1 個だけ分けました。

## 盤面。
board-label = 石の山: ← → で切る位置、↑ ↓ で別の山、Enter で分けます
heap-label = 山 { $heap }: { $size } 個
long-heap = 山 { $heap }: { $size } 個 (多すぎて描けません。下の欄に分け方を入力してください)
chosen = 山 { $heap }: { $a } + { $b }
equal-halves = { $half } + { $half } は同じ大きさなので分けられません
split-button = 分ける
not-a-move = 「{ $text }」は分け方ではありません。山:a,b と書いてください (1:3,5 は山 1 を 3 と 5 に分けます)。
keys-cut = 切る位置を選ぶ
keys-heap = 別の山
keys-play = 分ける
preset-default = 8 と 5
preset-seven = 7 個の山 1 つ
preset-largest = 20 000 個の山

## 値の帯と mex のステップ表示。
strip-heading = 1 山の Grundy 数 (0 個から順に)
strip-legend = 各マスは G(n)、つまり n 個の山の Grundy 数で、a < n − a となる分け方すべての G(a) ⊕ G(n − a) の mex です。
no-period = 周期は知られていません。2³⁵ よりはるかに先まで計算されていますが、周期は現れていません (Guy はいずれ周期的になると予想しました)。このページは 0 個の山から順に { $computed } 個の値を計算します。
step-through = 山の mex を順に見る:{ " " }
heap-option = 山 { $heap } ({ $size } 個)
stepper-too-long = { $size } 個の山は分け方が多すぎて 1 つずつは並べられません。値は上の表から読めます。
heap-column = 山
value-column = Grundy 数 G
xor-explanation = それぞれの山は独立したゲームです。Sprague–Grundy の定理により、局面の Grundy 数は各山の値のニム和で、それが 0 でないとき、かつそのときに限り手番のプレイヤーが勝ちます。
