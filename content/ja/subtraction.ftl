### 石取りゲーム（集合 S）のページ（1 つの山から集合 S に含まれる個数の石を取ります）。
### 仲間のゲームと共通の言葉（盤面、数列の帯、エラー）は takeaway.ftl にあります。
### content/en/subtraction.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 石取りゲーム（集合 S）
summary = 1 つの山から集合 S に含まれる個数の石を取ります。最後の石を取った人の勝ちです。

## ページ。$max-set と $max-member は集合の上限、$max-heaps と $max-heap は山の上限。
title = 石取りゲーム（集合 S）
rules = 1 つの山から、集合 S に含まれる個数だけ石を取ります。最後の石を取った人の勝ちです（動けなくなった人の負け）。
winning-move = 最後の石を取って
position-noun = 石取りゲームの局面
setup-label = 集合 S: 山
setup-help = 集合 S（1 から { $max-member } までの数を { $max-set } 個まで）、コロン、山の石の数の順に書きます（例: 1,3,4: 7 5）。山は { $max-heaps } 個まで、1 つの山は { $max-heap } 個までです。
how-to-move = 山と取る数を選んでください
why-no-move = S に含まれる個数の石が残っている山がない
no-winning-move = 勝てる手はありません。Grundy 数が 0 なので、相手が最善を尽くすとどの手でも負けます。小さな手を選び、相手のミスを待ちましょう。
winning-moves-intro = 勝てる手（どれも Grundy 数を 0 にします）:
total-name = 各山の Grundy 数のニム和
