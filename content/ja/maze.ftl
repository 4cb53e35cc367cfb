### 迷路ゲームのページ: 名前、ルール、盤面、コンピュータ、ステップ表示、エラー、エディタ。
### content/en/maze.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 迷路ゲーム
summary = 駒を左か上に好きなだけ動かします （壁は通れません）。動かせなくなった人の負けです。

## ページ。
title = 迷路ゲーム
rules = 壁のあるマス目の上に駒が 1 つあります。自分の番では駒を左か上にまっすぐ好きなだけ（1 マス以上）動かします。壁の上や壁を越えて、またマス目の外へは動かせません。動かせなくなった人の負けです。
winning-move = 最後に駒を動かすこと
position-noun = 迷路
setup-label = 迷路
setup-help = 上の行から順に / で区切って書きます。. は通れるマス、# は壁、F は駒 （ちょうど 1 つ） です (例: ..#../...../#.F../...#.)。どの行も同じ長さで、{ $max } 行 { $max } 列までです。
how-to-move = 駒の左か上で、行けるマスをタップしてください
why-no-move = 駒の左にも上にも、すぐ壁か端があって動かせません。
no-winning-move = 必勝手はありません。駒のいるマスの Grundy 数は 0 で、どこへ動かしても相手の必勝局面になります。動かして相手のミスを待ちましょう。
winning-moves-intro = 必勝手 (Grundy 数 0 のマスへ動かす手):
total-name = 駒のいるマスの Grundy 数

## 読めない迷路（行と列は 1 から数えます。$found は 1 文字）。
error-empty = 迷路の各行を / で区切って書いてください。. は通れるマス、# は壁、F は駒です (例: ..#/.F.)。
error-too-long-text = 入力が { $length } 文字あります。迷路は { $max } 文字までです。
error-too-many-rows = { $count } 行は多すぎます。{ $max } 行までです。
error-too-wide = { $row } 行目が { $length } マスあります。1 行は { $max } マスまでです。
error-empty-row = { $row } 行目が空です。
error-bad-char = { $row } 行目 { $column } 列目の「{ $found }」はマスではありません。. (通れる)、# (壁)、F (駒) のどれかを書いてください。
error-ragged = { $row } 行目は { $length } マスですが、1 行目は { $expected } マスです。どの行も同じ長さにしてください。
error-no-figure = 駒がありません。通れるマスに F を 1 つ置いてください。
error-two-figures = 駒が 2 つ以上あります ({ $first-row } 行目 { $first-column } 列目と { $second-row } 行目 { $second-column } 列目)。F はちょうど 1 つにしてください。

## 指せない手。$direction は left（左）か up（上）、$free はその向きに進めるマスの数。
error-no-steps = 1 マス以上動かしてください。
error-blocked = { $free ->
        [0] 駒は{ $direction ->
            [left] 左
           *[up] 上
        }に動かせません。すぐ{ $direction ->
            [left] 左
           *[up] 上
        }が壁か端です。
       *[other] 駒を{ $direction ->
            [left] 左
           *[up] 上
        }に { $steps } マスは動かせません。{ $free } マス先で壁か端に当たります。
    }

## 棋譜とコンピュータの理由。
moved = 駒を{ $direction ->
        [left] 左
       *[up] 上
    }に { $steps } マス動かした
reason-to-zero = 駒のいるマスの Grundy 数は { $value } で 0 ではないので、mex の定義から Grundy 数 0 のマスに動かせます。この手がそれです。
reason-losing = 駒のいるマスの Grundy 数は 0 で、どう動かしても両者が最適に行動すれば負けます。相手の必勝手がいちばん少なくなる手 ({ $replies } 通り) を選びました。
hint-line = { $move } → { $row } 行目 { $column } 列目

## 盤面。
board-label = 迷路: ← と ↑ で駒の左か上のマスを選び、→ と ↓ で戻り、Enter でそこへ動かします
target-line = { $direction ->
        [left] 左
       *[up] 上
    }に { $steps } マス: { $row } 行目 { $column } 列目
values-legend = 通れるマスにはそれぞれの Grundy 数を書いています。0 (赤) のマスへ動かせれば必勝です。
figure-aria = 駒は { $row } 行目 { $column } 列目にあります
too-large-to-draw = { $height } 行 { $width } 列の迷路は大きすぎて描けません。下の欄に手を入力してください。
not-a-move = 「{ $text }」は手ではありません。L か U とマスの数を書いてください (例: L2 は左に 2 マス)。
keys-out = 駒の左か上のマスを選ぶ
keys-back = 駒の方へ戻る
keys-move = そのマスへ動かす
preset-handbook = Handbook の迷路
preset-issue = 小さめの迷路
preset-open = 壁なし (ニム)

## ステップ表示と、各マスの値の求め方。
stepper-too-many = 駒の行けるマスが { $options } 個あり、1 つずつは並べきれません。「Grundy 数を表示」で各マスの値が見られます。
note-heading = 各マスの値の求め方
note = マスの Grundy 数は、そこから駒が行けるマス (同じ行を左へ、同じ列を上へ、壁の手前まで) の Grundy 数の mex です。行けるマスはどれも上か左にあるので、左上から 1 行ずつ順に値が決まります。壁がなければ、左の列の数と上の行の数を 2 つの山とするニムと同じで、マスの値はその 2 つのニム和です。

## エディタ。
editor-heading = 迷路を描く
editor-help = 「壁」を選んでマスをタップすると壁を置いたり外したりできます。「駒」を選んで通れるマスをタップすると、駒をそこに置きます。描けたらその迷路でゲームを始めましょう。
tool-walls = 壁
tool-figure = 駒
add-row = + 行
remove-row = − 行
add-column = + 列
remove-column = − 列
editor-play = この迷路で始める
