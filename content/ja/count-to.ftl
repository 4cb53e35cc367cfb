### 「N を言ったら負け」のページ（1 から順に交互に、1 回に 1 個から k 個の数を言い、N を言った人の負け）。
### 仲間のゲームと共通の言葉は takeaway.ftl にあります。
### content/en/count-to.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = N を言ったら負けゲーム
summary = 1 から順に交互に、1 回に 1 個から k 個の数を言います。N を言った人の負けです。

## ページ。$max-target と $max-k は N と k の上限。
title = N を言ったら負けゲーム
rules = 1 から順に交互に数を言います。1 回に続けて 1 個から k 個まで言えます。N を言った人の負けです。
winning-move = 相手に N を言わせて
position-noun = 「N を言ったら負け」の局面
setup-label = N k: 最後に言った数
setup-help = N と k、コロン、最後に言った数（まだ誰も言っていなければ 0）の順に書きます（例: 30 3: 0）。N は { $max-target } まで、k は { $max-k } までです。
how-to-move = ボタンで次に言う数を選んでください
why-no-move = N がもう言われている
no-winning-move = 勝てる手はありません。安全に言える数が k + 1 の倍数なので、相手が最善ならどう数えても負けます。
winning-moves-intro = 勝てる手（安全に言える数を k + 1 の倍数にします）:
total-name = (N − 1 − 最後の数) mod (k + 1)

## 数直線。$last は最後に言った数（0 ならまだ誰も言っていない）。1 回に $from から $to までの
## $count 個の数を言います。
number-line = 1 から N までの数。言った数は塗りつぶしてあります。
said-up-to = { $last ->
        [0] まだ誰も数を言っていません。
       *[other] ここまでに 1 から { $last } まで言いました。
    }
say-up-to = { $count ->
        [1] { $to } を言う
       *[other] { $from } から { $to } まで言う
    }
say-button = { $count ->
        [1] { $to }
       *[other] { $from }–{ $to }
    }
count-window = 1 から { $target } のうち { $from } から { $to } を表示しています。
count-up-to = ここまで数える
say = 言う

## 説明: N（$target）から逆向きに k + 1 = $step ごとに L の数が現れます。$from から $before で始める人は勝ち、
## $again は次の L の数、$losing は L の数の一覧。
count-heading = N から逆向きに考える
count-backwards = { $target } から言い始める人は { $target } を言って負けるので L。{ $from } から { $before } で始める人は { $before } まで言って相手に { $target } を渡せるので W。すると { $again } はまた L で、以後 k + 1 = { $step } ごとに L が現れます。L の数: { $losing }。
# $rest は N mod (k + 1)。1 なら後手必勝。
count-rule = 規則: N mod (k + 1) = 1 のとき、そしてそのときに限り後手必勝です。ここでは { $target } mod { $step } = { $rest } なので{ $rest ->
        [1] 後手必勝
       *[other] 先手必勝
    }。
# 安全に言える数は残り $safe 個。$value は $safe mod $modulus（0 なら手番の人の負け）。
count-now = いまは { $last } まで言いました。安全に言える数は残り { $safe } 個で、{ $safe } mod { $modulus } = { $value }。{ $value ->
        [0] 手番の人は、相手が最善なら負けです。
       *[other] あと { $value } 個言えば、残りを { $modulus } の倍数にできます。
    }

## 棋譜とコンピュータの理由。
counted = { $to } まで数えました
reason-to-multiple = { $said } で止めると N までの残りが { $modulus } の倍数になり、相手に N を言わせられます

## 読めない局面（句点なし）。
error-count-head = コロンの前には N と k の 2 つの数を書いてください（{ $found } 個ではなく）。例: 30 3: 0

## 言えない数。
error-not-ahead = { $last } まで言ったので、次はその続きです。{ $to } は言えません。
error-beyond-target = 数は { $target } までです。{ $to } は言えません。
