### 石取りゲームの仲間（集合 S の石取りゲームとその逆形、N を言ったら負けゲーム、上限つきニム、
### ムーアの Nim_k、逆形ニム）のうち 2 つ以上のゲームで共通の言葉。各ゲームだけの言葉はそれぞれのファイル
### (subtraction.ftl、misere-subtraction.ftl、count-to.ftl、bounded-nim.ftl、nim-k.ftl、misere-nim.ftl) にあります。
### content/en/takeaway.ftl と同じメッセージを同じ順に並べます。

## 山の盤面（山の番号は 1 から）。$position は書いた形の山、$shown は入力された文字列。
heap-name = 山 { $heap }
heaps-aria = 山: { $position }
take-aria = 山 { $heap } から { $take } 個取る
take = 取る石の数
from-heap = 山
stones-to-take = 取る石の数
take-button = 取る
not-a-take = 「{ $shown }」は石の数ではありません。整数を入力してください。
heap-option = { $heap }（{ $stones }）
more-takes = ほかの個数は下の欄で入力してください。
# 負け局面と勝ち局面の印（数直線と数列の帯）。
losing-mark = L
winning-mark = W

## ヒント。$move は棋譜や記法で書いた手、$to はその手のあとの局面。
hint-line = { $move } → { $to }
hint-more = 勝てる手が { $found } 通り見つかりました。最初の { $listed } 通りを表示しています。

## キー。
keys-tab = Tab で山のボタンの間を移動
keys-enter = Enter か Space でボタンを押す

## 山 1 つの数列の帯（集合 S の石取りゲーム）。$play は misere（逆形）か normal。
strip-heading = { $play ->
        [misere] 山 1 つの逆形: n = 0, 1, 2, … の勝敗
       *[normal] Grundy 数の列 g(0), g(1), g(2), …
    }
strip-show = 表示:{ " " }
strip-values = Grundy 数 g(n)
strip-outcomes = 勝敗 (W/L)
strip-heap = 強調する山:{ " " }
strip-legend = 各マスは石が n 個の山 1 つです。L のマス（Grundy 数 0）は手番の人の負け。繰り返す部分を枠で囲んでいます。
strip-period = { $preperiod ->
        [0] 最初から周期 { $period }: すべての n で g(n + { $period }) = g(n) です。
       *[other] 前周期 { $preperiod }、周期 { $period }: n ≥ { $preperiod } で g(n + { $period }) = g(n) です。
    }
# $window は繰り返す部分の始まり、$again は 1 周期あとの始まり。
strip-proof = ずっと繰り返す理由: 各値は直前の { $width } 個の値だけで決まります（S の最大の要素が { $width }）。n = { $window } からの { $width } 個の値が n = { $again } から再び現れるので、その後もすべて繰り返します。
strip-no-period = { $terms } 項までに周期が見つかりませんでした。それより大きい山の値は求められません。
# $value はその山の値か勝敗の印、$index は同じ値を持つ帯のマス。
strip-beyond = この山（{ $heap } 個）は表示範囲の外です。周期により n = { $index } と同じ値 { $value } です。

## 山 1 つの mex の計算と、各山の Grundy 数の XOR（集合 S の石取りゲーム、上限つきニム）。
step-through = 計算する対象:{ " " }
heap-alone = 山 { $heap } だけ（{ $stones }）
heap-column = 山
heap-value-column = Grundy 数
xor-explanation = ニムと同じく、山の石の数ではなく各山の Grundy 数を XOR で足します（Sprague–Grundy の定理）。

## 逆形と、正規形と逆形の切り替え（ニムのページにもあります）。
misere-heading = 逆形（最後に取った人が負け）
misere-switch = 最後に取った人が負け（逆形）
misere-on = オン
misere-off = オフ

## 棋譜と、いくつかのゲームに共通のコンピュータの理由。
took = 山 { $heap } から { $take } 個取りました
reason-to-zero = Grundy 数のニム和が { $nim-sum } だったので、この手で 0 にしました
reason-no-winning-move = 相手が最善ならどの手でも負けるので、できるだけ少なく取りました

## 読めない局面（句点なし）。$what は数の種類: k、target（N）、last（最後に言った数）、member（集合の要素）。
quantity = { $what ->
        [k] k
        [target] N
        [last] 最後に言った数
       *[member] 集合の要素
    }
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです
error-missing-colon = 規則、コロン、局面の順に書いてください（例: { $example }）
error-empty-set = 集合 S が空です。取れる個数を書いてください（例: 1,3,4: 7 5）
error-set-too-large = 集合 S の要素が { $count } 個あります。{ $max } 個までです
error-not-a-number = 「{ $token }」は整数ではありません（{ quantity }）
error-out-of-range = { quantity }は { $min } から { $max } までです（{ $token } ではありません）
error-heap-too-large = 山 { $heap } が大きすぎます。この集合の Grundy 数は { $max } 個までの山について計算します
error-too-large-to-search = この局面の探索には約 { $positions } 局面が必要で、上限 { $max } を超えます
error-no-period = この集合の Grundy 数の列は { $terms } 項までに周期が見つかりませんでした

## 読めない山（どのゲームも山はニムの読み方で読みます）。
error-no-piles = 山の石の数を 1 つ以上入力してください（例: 3 4 5）
error-nim-too-long = 入力が { $length } 文字あります。ニムの局面は { $max } 文字までです
error-not-a-pile = 「{ $token }」は石の数ではありません。空白かカンマで区切った整数で書いてください
error-negative = 「{ $token }」は負の数です。山の石は 0 個以上です
error-pile-too-large = 「{ $token }」は大きすぎます。1 つの山の石は { $max } 個までです
error-too-many-piles = 山が { $count } 個あります。山は { $max } 個までです

## 指せない手（文として）。山の番号は 1 から。
error-no-such-pile = 山 { $pile } はありません。山の番号は 1 から { $piles } までです。
error-take-nothing = 石を 1 個以上取ってください。
error-take-too-many = 山 { $pile } には石が { $stones } 個しかないので、{ $take } 個は取れません。
error-position-too-many-piles = 山は { $max } 個までです。
error-last-pile = 山は 1 つ以上残してください。
error-position-pile-too-large = 1 つの山の石は { $max } 個までです。
# $set は記法で書いた集合 (1,3,4)。
error-not-in-set = { $take } は集合 S = { "{" }{ $set }{ "}" } に含まれません。
error-more-than-k = { $take } 個は多すぎます。1 回に k = { $k } 個までです。
