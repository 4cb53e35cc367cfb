### 板チョコの 3 つのゲーム（食べる、割る、切り分け）に共通の言葉: 手の入力欄、ヒント、板の呼び名、
### ニム和の表、Grundy 数の表、棋譜、コンピュータの理由、エラー。
### ゲームごとの言葉は content/ja/{chocolate-eat,chocolate-split,cutting}.ftl にあります。
### content/en/chocolate.ftl と同じメッセージを同じ順に並べます。
### $game はゲーム（eat、split、cutting）、$bar は 1 から数えた板の番号、$size は板の大きさ（h×w）。

## ゲームの駒の呼び名（下のメッセージで使います）。切り分けゲームは紙、ほかの 2 つは板です。
## 文頭の形と複数の形は、日本語ではどれも同じ語です。
piece = { $game ->
        [cutting] 紙
       *[other] 板
    }
piece-start = { piece }
pieces = { piece }

## 手の入力欄。
move-label = 手
move-aria = 記法で書いた手
play = 指す
keys-enter = Enter / Space

## 合計の行: 省いた値が $more 個。
more-terms = …（ほか { $more } 個）

## ヒント。$move は記法で書いた手、$to はその手で移る局面（長いときは途中まで）。$cut は手の種類:
## whole（丸ごと食べる）、rows と columns（$n 行・$n 列食べる）、after-row と after-column（$n 行目の
## 下・$n 列目の右で割る）。必勝手 $total 通り（探索を打ち切ったときは $cap 通り）のうち $listed 通りを表示。
no-winning-move = 勝てる手はありません。ニム和が 0 なので、相手が最善を尽くすとどの手でも負けです。小さな手を指して相手のミスを待ちましょう。
winning-moves-intro = 勝てる手（どれもニム和を 0 にします。盤面にも印を付けています）:
winning-move-line = { piece } { $bar }: { $cut ->
        [whole] 丸ごと食べる
        [rows] { $n } 行食べる
        [columns] { $n } 列食べる
        [after-row] { $n } 行目の下で{ $game ->
            [cutting] 切る
           *[other] 割る
        }
       *[after-column] { $n } 列目の右で{ $game ->
            [cutting] 切る
           *[other] 割る
        }
    }（{ $move }）→ { $to }
hint-more-capped = 見つかった必勝手 { $cap } 通りのうち、{ piece }の順に最初の { $listed } 通りを表示しています。探索は { $cap } 通りで打ち切るので、ほかにもあるかもしれません。盤面には { $cap } 通りすべてに印を付けています。
hint-more = 必勝手 { $total } 通りのうち、{ piece }の順に最初の { $listed } 通りを表示しています。盤面には { $total } 通りすべてに印を付けています。

## 板の呼び方、キーボードで選んだ板（読み上げ用）、板の図。$line は選んだ線: row と column（$n 行目の
## 下・$n 列目の右の線）、whole（板全体）、none（線なし）。
bar-name = { piece } { $bar }（{ $size }）
selected = { piece } { $bar }（{ $size }）を選択中{ $line ->
        [row] 、{ $n } 行目の下の線
        [column] 、{ $n } 列目の右の線
        [whole] 、板全体
       *[none] { "" }
    }。
too-long-for-address = この局面には{ piece }が { $bars } 枚あり、アドレスに書ける { $max } 枚を超えています。アドレスは、書けた最後の局面のままにしています。
bar-aria = { piece } { $bar }: { $rows } 行 { $columns } 列
# $value: 板のラベル（Grundy 数、または帯や 1×1 の意味）。
bar-aria-value = { bar-aria }、Grundy 数 { $value }

## 2 進数で見るニム和。$row は必勝手で値を変える板（その呼び名）、$column はニム和の最上位の 1 の位。
## その手で板の Grundy 数が $from から $to になります。
xor-even = どの桁も 1 が偶数個なので、ニム和は 0 です。相手が最善を尽くすと、いま手番のプレイヤーが負けます。
xor-explanation = ニム和は { $total } です。2 進数で書いたときの最上位の 1 は { $column } の位にあり、{ $row } もその位が 1 です。この{ piece }の Grundy 数を { $from } ⊕ { $total } = { $to } にする手を指せばニム和は 0 になり、そういう手は必ずあります（{ piece }からは、いまより小さいどの値の局面にも移れます。それが mex の意味です）。{ piece }の Grundy 数を大きくする手で勝てることもあります。ヒントには両方の必勝手が出ます。
xor-value-heading = Grundy 数
too-many-bars-for-bits = { $bars } 枚の{ piece }のニム和は { $total } です。2 進数の表は { $limit } 枚までの局面で表示します。
# 表で選んだ板（ステップ表示の選択欄）。
from-table = 表から選んだ { $size }

## Grundy 数の表: $size×$size までの板。$rows 行中 $done 行まで計算済み、計算時間 $ms ミリ秒。マスは
## $rows 行 $columns 列の板。$blank は値のないマスの種類: cut-out（切り分けゲームの 1×1）、strip
## （切り分けゲームの帯）、none（それ以外）。
table-heading = Grundy 数の表
table-size = 表の範囲{ " " }
computed-in = 計算時間 { $ms } ミリ秒
filling = 表を計算中
rows-done = { $rows } 行中 { $done } 行
axis-columns = 列数 w →
# 縦書きで立てて表示します（chocolate.css）。空白は 1 文字分の場所を取るので入れません。矢印は行の進む下向き。
axis-rows = 行数h↓
heatmap-aria = { $size }×{ $size } までのすべての板の Grundy 数を色で表した図。矢印キーでマスを移動し、Enter でその mex の計算を表示します
legend = 凡例
legend-blank = 幅 1 マスの帯（即勝ち）または 1×1（切り出し済み）
readout-prompt = マスにポインタを合わせると板の大きさと Grundy 数が出ます。クリックすると、その mex の計算を順に追えます。
cell-not-computed = { $rows }×{ $columns }: まだ計算していません
cell-value = { $rows }×{ $columns }: Grundy 数 { $value ->
        [0] 0（手番のプレイヤーの負け）
       *[other] { $value }
    }
cell-blank = { $rows }×{ $columns }: { $blank ->
        [cut-out] 1 マスの正方形。すでに切り出されていて、それを切り出した手でゲームは終わっています
        [strip] 幅 1 マスの帯。手番のプレイヤーがすぐに勝ちます
       *[none] 値なし
    }

## 棋譜（プレイヤー名に続く手の説明。$cut と $n はヒントと同じ）。
moved = { $cut ->
        [whole] { piece } { $bar } を丸ごと食べました
        [rows] { piece } { $bar } から { $n } 行食べました
        [columns] { piece } { $bar } から { $n } 列食べました
        [after-row] { piece } { $bar } を { $n } 行目の下で{ $game ->
            [cutting] 切りました
           *[other] 割りました
        }
       *[after-column] { piece } { $bar } を { $n } 列目の右で{ $game ->
            [cutting] 切りました
           *[other] 割りました
        }
    }

## コンピュータの理由。$nim-sum は局面のニム和、$from と $to は手の前と後の板の Grundy 数。$choice は
## 必敗局面からの指し方: smallest-bite（食べるゲーム）、halve-largest（割るゲーム）、no-strip と
## every-cut-leaves-strip（切り分けゲーム）。
reason-strip-cut = { piece } { $bar }（{ $size }）は幅 1 マスの帯なので、端から 1×1 を切り出せばその場で勝ちです
reason-to-zero = ニム和が { $nim-sum } だったので、{ piece } { $bar }（{ $size }）の Grundy 数を { $from } から { $to } に変えて、ニム和を 0 にしました
reason-losing = ニム和が 0 なので、相手が最善を尽くすとどの手でも負けです。{ $choice ->
        [smallest-bite] いちばん大きい板をほんの少しだけ食べて
        [halve-largest] いちばん大きい板を半分に割って
        [no-strip] 幅 1 マスの帯を残さない切り方をして
       *[every-cut-leaves-strip] どう切っても幅 1 マスの帯が残り、相手に勝ちを渡してしまいますが、それでも切って
    }、相手のミスを待ちます

## 指せない手（ゲームごとの記法のエラーは各ゲームのファイルにあります）。板は $bars 枚。$rows 行
## （$columns 列）の板から食べられるのは 1〜$most 行（列）で、$eat 行（列）は食べられません。行（列）の間の
## 線は 1〜$last 行目の下（列目の右）にあり、$row 行目（$column 列目）の下（右）にはありません。
error-no-such-bar = { piece } { $bar } はありません。{ $bars ->
        [0] { piece }はもう残っていません
       *[other] { piece }の番号は 1 から { $bars } までです
    }。
error-eat-rows = { $rows ->
        [1] { piece } { $bar }（{ $size }）は 1 行しかないので、行では食べられません。列で食べるか、丸ごと食べてください。
       *[other] { piece } { $bar }（{ $size }）は { $rows } 行です。食べられるのは 1〜{ $most } 行か丸ごとで、{ $eat } 行は食べられません。
    }
error-eat-columns = { $columns ->
        [1] { piece } { $bar }（{ $size }）は 1 列しかないので、列では食べられません。行で食べるか、丸ごと食べてください。
       *[other] { piece } { $bar }（{ $size }）は { $columns } 列です。食べられるのは 1〜{ $most } 列か丸ごとで、{ $eat } 列は食べられません。
    }
error-no-line-after-row = { $last ->
        [0] { piece } { $bar }（{ $size }）は 1 行だけなので、行と行の間の線はありません。
       *[other] { piece } { $bar }（{ $size }）には { $row } 行目の下の線がありません。行と行の間の線は 1〜{ $last } 行目の下にあります。
    }
error-no-line-after-column = { $last ->
        [0] { piece } { $bar }（{ $size }）は 1 列だけなので、列と列の間の線はありません。
       *[other] { piece } { $bar }（{ $size }）には { $column } 列目の右の線がありません。列と列の間の線は 1〜{ $last } 列目の右にあります。
    }
error-cannot-eat = { piece } { $bar } は食べられません。
error-single-square = { piece } { $bar } は 1 マスだけなので、{ $game ->
        [cutting] 切れません
       *[other] 割れません
    }。
error-game-over = 1×1 の正方形が切り出されたので、ゲームはもう終わっています。

## 読めない局面、始められない局面。$token は読めなかった語（長いときは途中まで）、$length は入力の長さ。
## $max、$max-side、$max-start は上限です。
error-empty = { piece }を 1 枚以上入力してください（例: 3x2 4x4）
error-too-long-text = 入力が { $length } 文字あります。局面は { $max } 文字までです
error-not-a-bar = 「{ $token }」は{ piece }の大きさとして読めません。行数x列数 の形で書いてください（例: 3x2）
error-no-rows = 「{ $token }」: 行数は 1 以上にしてください
error-no-columns = 「{ $token }」: 列数は 1 以上にしてください
error-negative = 「{ $token }」: 行数・列数に負の数は使えません
error-too-large = 「{ $token }」は大きすぎます。{ piece }は { $max-side }×{ $max-side } までです
error-too-many-bars = { piece }が { $count } 枚あります。1 つの局面に置けるのは { $max } 枚までです
error-too-many-to-start = { $count } 枚は多すぎます。始められるのは { $max-start } 枚までです（割るたびに枚数が増え、アドレスに書けるのは { $max } 枚までのため）
