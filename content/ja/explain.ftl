### 解説の部品の言葉: mex のステップ表示、トレースが記録する手と局面の呼び方、ニム和の 2 進数の表。
### content/en/explain.ftl と同じメッセージを同じ順に並べます。

## mex のステップ表示: 見出しと 4 つの段階の名前。
mex-heading = mex で Grundy 数を求める
stage-options = 遷移先
stage-values = 遷移先の Grundy 数
stage-set = 値の集合
stage-mex = mex を求める

## 各段階の文。$position は文の中での局面の呼び方（subject-*）、$count は遷移先の数、
## $set は現れた値（「0, 1, 3」）、$mex は含まれない最小の値。
terminal = { $position }からは 1 手も指せません。遷移先のない終局面です。
list-options = { $position }からの手は { $count } 通りです。1 手で移れる局面（遷移先）をすべて挙げます。
no-values = 遷移先がないので、調べる Grundy 数もありません。
show-values = 各遷移先の Grundy 数を横に書きます（どれも同じ方法で、その局面の遷移先から求めたものです）。
collect-empty-set = 現れた値を集めると空集合 { "{}" } です。
collect-set = 現れた値を重複なく集めて、集合 { "{" }{ $set }{ "}" } を作ります。
find-mex = { "{" }{ $set }{ "}" } に含まれない最小の非負整数（mex）は { $mex } です。よって、{ $position }の Grundy 数は { $mex } です。

## 遷移先の表、集合、数直線。$current と $total は段階を数えます。
move-column = 手
leads-to-column = 遷移先
value-column = Grundy 数
hidden-value = ?
set-line = 集合 = { "{" }{ $set }{ "}" }
number-line-label = 集合に含まれる値
result = mex = { $mex } なので、{ $position }の Grundy 数は { $mex }
step-of = 段階 { $current } / { $total }

## トレースが記録する手（各ゲームの表記はそのまま出します）: $n 個取る、板をまるごと食べる、
## $count 行または列を食べる（$axis は rows か columns）、$line 行目の下か列目の右で割る。
move-take = { $n } 個取る
move-eat-whole = まるごと食べる
move-eat = { $count } { $axis ->
        [rows] 行
       *[columns] 列
    }食べる
move-break-after = { $line } { $axis ->
        [rows] 行目の下
       *[columns] 列目の右
    }で割る

## 表のセルでの局面: 石 $n 個の山、または何も残らない（板はどの言語でも 3×2 + 1×2 と書きます）。
position-pile = 石 { $n } 個の山
position-nothing-left = 何も残らない

## 文の中での局面: 各ゲームの表記 $notation、石 $n 個の山、何も残っていない局面、板 $rectangles
## （3×2 + 1×2。あとに続く「からは」などとの間に空白を入れます）。
subject-notation = 局面「{ $notation }」
subject-pile = { position-pile }
subject-nothing-left = 何も残っていない局面
subject-rectangles = { $rectangles }{ " " }

## 遷移先のまとまりの見出し（$axis は rows か columns）。
group-eat-whole = 板をまるごと食べる
group-lines-between = { $axis ->
        [rows] 行と行
       *[columns] 列と列
    }の間の線

## ステップ表示ができない理由: 遷移先 $count 通りが上限 $limit を超える、または探索する局面が
## $limit を超える。
trace-too-many-options = この局面の手は { $count } 通りあり、1 つずつ並べるには多すぎます（並べられるのは { $limit } 通りまで）。もっと小さな局面を選んでください。
trace-too-large = この局面は大きすぎて探索できません（{ $limit } 局面を超えます）。

## ニム和の 2 進数の表: 見出しと読み方。
xor-heading = ニム和を 2 進数で計算する
pile-column = 山
size-column = 石の数
nim-sum-row = ニム和
xor-legend = 各値を 2 進数で書き、2 の累乗の位ごとに 1 列に並べています。ニム和の行は、その列の 1 が奇数個のところだけ 1 になります。これがビットごとの排他的論理和 (XOR) です。
xor-zero = どの列にも 1 が偶数個あるので、ニム和は 0 です。いま手番のプレイヤーは、相手が最善を尽くすと負けます。
# ニム和の最上位の 1 から必勝手を導く文: $total はニム和（$binary はその 2 進数の数字）、$column は
# 最上位の 1 の位の値（ビット 3 なら 8）、$row は山の番号、$from はその山の石の数、$to はニム和を 0 に
# する石の数、$take は取る石の数。
xor-derivation = ニム和は { $total }（2 進数で { $binary }）です。その最上位の 1 は { $column } の位の列にあり、山 { $row } のその位も 1 です。山 { $row } を { $from } から { $from } ⊕ { $total } = { $to } に減らすと、ニム和の 1 がちょうど打ち消されてニム和が 0 になります。つまり、山 { $row } から { $take } 個取るのが必勝手です。
