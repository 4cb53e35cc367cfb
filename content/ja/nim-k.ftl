### ムーアの Nim_k のページ（1 個以上 k 個以下の山から石を取ります）。
### 仲間のゲームと共通の言葉（山、エラー）は takeaway.ftl にあります。
### content/en/nim-k.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = ムーアの Nim_k
summary = 1 個以上 k 個以下の山から石を取ります。最後の石を取った人の勝ちです。

## ページ。$max-heaps と $max-pile は山の上限。
title = ムーアの Nim_k
rules = 1 個以上 k 個以下の山を選び、選んだ山それぞれから 1 個以上の石を取ります。最後の石を取った人の勝ちです。
winning-move = 最後の石を取って
position-noun = Nim_k の局面
setup-label = k: 山
setup-help = k、コロン、山の石の数の順に書きます（例: 3: 5 7 9）。山は { $max-heaps } 個まで、1 つの山は { $max-pile } 個までです。
how-to-move = 各山から取る数を入力し（k 個の山まで）、「取る」を押してください
why-no-move = 石が 1 つもない
no-winning-move = 勝てる手はありません。どの桁の和も k + 1 の倍数なので、相手が最善ならどの手でも負けます。
winning-moves-intro = 勝てる手（どれもすべての桁の和を k + 1 の倍数にします）:
# 合計の行: 探索による値か、探索できなければ勝敗を決めるもの。
total-name = 全探索
no-value-detail = 探索には大きすぎるので、ムーアの規則で判定
hint-more-open = 勝てる手はここに表示した以外にもあります（API では 64 通りまで表示します）。

## 盤面: 山ごとに取る数（山の番号は 1 から）と「取る」ボタン 1 つ。
nim-k-help = 一度に 1〜{ $k } 個の山から
take-from-heap = 山 { $heap } から取る石の数
take-chosen = 取る
nothing-chosen = 石を取る山を 1 つ以上選んでください。

## ムーアの桁ごとの和。$modulus は k + 1。$states 局面を探索し、上限は $limit。
columns-heading = ムーアの桁ごとの和
columns-rule = 山の石の数を 2 進数で書き、桁ごとに普通の足し算をします。どの桁の和も k + 1 = { $modulus } の倍数のとき、そしてそのときに限り、手番の人の負け（P 局面）です。
column-sum = 桁の和
column-mod = 和 mod { $modulus }
columns-p = どの桁の和も k + 1 の倍数: P 局面です。
columns-n = k + 1 の倍数でない桁があります: N 局面です。
not-grundy = 注意: この「桁の和 mod (k + 1)」が決めるのは勝ち負けだけです。k + 1 進数として読んでも、一般には Grundy 数になりません（例: k = 2、山 1 2 では桁は 1 1 ですが、Grundy 数は 3）。
grundy-by-search = 全探索（{ $states } 局面）による Grundy 数: { $value }。
grundy-not-searched = Grundy 数は探索していません（{ $states } 局面で、上限 { $limit } を超えます）。表示は勝敗 (W/L) だけです。

## 勝てる手を桁ごとに作る: 2^$bit の桁で、まだ減らしていない山で 1 のものが $ones 個、
## すでに減らした山が $free 個。$residue は $ones mod $modulus。$heaps は山の番号の一覧。
moore-heading = 勝てる手を桁ごとに作る
moore-step = 2^{ $bit } の桁: まだ減らしていない山で 1 のものが { $ones } 個、すでに減らした山が { $free } 個。{ $ones } mod { $modulus } = { $residue }。
moore-keep = 直す必要はありません。減らした山はこの桁を 0 にします。
moore-lower = 山 { $heaps } を減らします。この桁を 0 にし、下の桁は自由に決められます。
moore-raise = 減らした山 { $heaps } のこの桁を 1 にして、和を合わせます。
moore-result = 手: { $move }。
# 山の番号の間と、手の各部分の間。
list-separator = 、

## 棋譜（手の各部分は $heap から $take 個、つないだものが $moves）とコンピュータの理由。
took-part = 山 { $heap } から { $take } 個
took-several = { $moves } と取りました
reason-columns = この手で、2 進数で書いた山のどの桁の和も { $modulus } の倍数になります

## 指せない手。
error-too-many-heaps = { $chosen } 個の山からは取れません。1 回に k = { $k } 個の山までです。
error-same-heap-twice = 山 { $heap } を 1 つの手で 2 回選んでいます。
