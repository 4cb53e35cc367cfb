### 上限つきニムのページ（1 つの山から 1 個以上 k 個以下の石を取ります）。
### 仲間のゲームと共通の言葉（盤面、mex の計算、エラー）は takeaway.ftl にあります。
### content/en/bounded-nim.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 上限つきニム
summary = 1 つの山から 1 個以上 k 個以下の石を取ります。最後の石を取った人の勝ちです。

## ページ。$max-heaps と $max-pile は山の上限。
title = 上限つきニム
rules = 1 つの山から 1 個以上 k 個以下の石を取ります。最後の石を取った人の勝ちです。
winning-move = 最後の石を取って
position-noun = 上限つきニムの局面
setup-label = k: 山
setup-help = k、コロン、山の石の数の順に書きます（例: 3: 5 7 9）。山は { $max-heaps } 個まで、1 つの山は { $max-pile } 個までです。
how-to-move = 山と取る数を選んでください
why-no-move = 石が 1 つもない
no-winning-move = 勝てる手はありません。Grundy 数が 0 なので、相手が最善を尽くすとどの手でも負けます。小さな手を選び、相手のミスを待ちましょう。
winning-moves-intro = 勝てる手（どれも Grundy 数を 0 にします）:
total-name = n mod (k + 1) のニム和

## 規則の説明。$modulus は k + 1。
rule = n から行ける局面は n − 1, …, n − { $k } で、その Grundy 数は n 自身を除く mod { $modulus } の余り { $k } 個です。よって g(n) = n mod { $modulus }（下で山を選ぶと順に確かめられます）。
