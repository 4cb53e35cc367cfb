### Euclid's Game のページ (POJ 2348): 名前、ルール、盤面、コンピュータ、一本道の手順、
### 探索による Grundy 数、エラー。
### content/en/euclid.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = Euclid's Game
summary = 大きいほうの数から小さいほうの倍数を引きます。数を 0 にした人の勝ちです。

## ページ。数は桁を区切って書きます（エラーの中を除く）。
title = Euclid's Game
rules = 正の整数が 2 つあります。1 手で、大きいほうから小さいほうの正の倍数を引きます（0 未満にはできません）。数を 0 にした人の勝ちです。
winning-move = 数を 0 にして
position-noun = Euclid's Game の局面
setup-label = a b
setup-help = 2 つの整数を空白かカンマで区切って書きます（例: 25 7）。{ $max } までです。
how-to-move = 大きいほうから小さいほうを何倍引くかを選んでください
why-no-move = すでに数が 0 になっている
total-name = 余りの列に沿った mex
beyond-search = 探索の範囲外。勝敗は規則から
hint-line = { $smaller } の { $multiple } 倍を引く → { $to }
no-winning-move = 勝てる手はありません。一本道の手順があなたの負けで終わります。指し続けて相手のミスを待ちましょう。
winning-moves-intro = 勝てる手:
preset-sample-1 = POJ の入力例 34 12
preset-sample-2 = POJ の入力例 15 24
preset-huge = 10^18 に近いフィボナッチ数
keys-multiple = 倍数を選ぶ
keys-take = 引く

## 読めない局面。$max はそのエラーの上限。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-count = 局面は 2 つの整数です（例: 25 7。入力は { $count } 個）。
error-not-a-number = 「{ $token }」は整数ではありません。
error-too-large = 「{ $token }」は大きすぎます。数は { $max } までです。
error-both-zero = 少なくとも一方は正の数にしてください。

## 指せない手と、読めない倍数の入力。
error-over = すでに数が 0 です。ゲームは終わっています。
error-not-these = 大きいほうの { $larger } から小さいほうの { $smaller } の倍数を引いてください。
error-multiple-zero = 小さいほうの数を 1 倍以上引いてください。
error-too-much = { $multiple } × { $smaller } は { $larger } より大きいので引けません。
not-a-multiple = 「{ $text }」は倍数ではありません。1 以上の整数を入力してください。

## 棋譜とコンピュータの理由。
took = { $larger } から { $smaller } の { $multiple } 倍を引きました
reason-zero = 小さいほうが大きいほうを割り切るので、全部引いて 0 にすれば勝ちです
# $quotient: 大きいほうが小さいほうの何倍か。$one-less: $quotient より 1 少ない数。
reason-twice = 大きいほうが小さいほうの { $quotient } 倍以上（2 倍以上）なので、{ $quotient } 倍引く手と { $one-less } 倍引く手のどちらかは相手を負けの一本道に追い込みます。ここでは { $multiple } 倍です
# $chain: この手から始まる一本道がこちらの勝ちなら won、そうでなければ lost。
reason-forced = { $chain ->
        [won] 大きいほうが小さいほうの 2 倍未満なので手は 1 つしかなく、その先の一本道はこちらの勝ちです
       *[lost] 大きいほうが小さいほうの 2 倍未満なので、手は 1 つしかありません
    }

## 盤面。
take-button = −{ $multiple } × { $smaller }
board-label = Euclid's Game の盤面。上下の矢印キーで倍数を選び、Enter で引きます。
quotient-line = { $larger } = { $quotient } × { $smaller } + { $rest }
any-multiple = 倍数（1 から { $quotient }）:
take = 引く

## 一本道の手順と規則、探索による Grundy 数。
stepper-heading = 一本道の手順
values-heading = 探索による Grundy 数
value-found = 余りの列に沿って mex の規則を当てはめると、この局面の Grundy 数は { $value } です。
value-beyond = Grundy 数の探索は { $limit } 個を超える局面をたどるので計算しません。勝敗は規則から分かります。
values-rule = 規則: 大きいほうが小さいほうの 2 倍以上の局面を手番で迎えた人が勝ちます（倍数を全部引くか 1 つ少なく引くかのうち、相手に負けの一本道を渡すほうを選びます）。2 倍未満の間は手が 1 つしかありません。
step-forced = { $larger } は { $smaller } の 2 倍未満です。手は { $smaller } を 1 回引くだけで、{ $smaller } と { $rest } が残ります。
# 一本道の最後の局面を迎える人: $who は mover（今の手番の人）か opponent（相手）。
faces = { $who ->
        [mover] 今の手番の人
       *[opponent] 相手
    }
end-over = 数が 0 です。ゲームは終わっていて、0 にした人が勝っています。
end-divides = { $smaller } は { $larger } を割り切ります（{ $quotient } 倍）。{ faces }が全部引いて 0 にし、勝ちます。
end-twice = { $larger } は { $smaller } の { $quotient } 倍以上（2 倍以上）です。規則により{ faces }の勝ちです。
rule-name = 規則
# $forced: 規則が使えるまでの一本道の手の数。$outcome: 手番の人が勝つなら wins、負けるなら loses。
chain-summary = 規則が使えるまでに一本道の手が { $forced } 手: { $outcome ->
        [wins] 手番の人の勝ち（N 局面）
       *[loses] 手番の人の負け（P 局面）
    }です。
