### A Funny Game のページ (POJ 2484): 名前、ルール、盤面、コンピュータ、まねっこ戦略、
### 列の Kayles の値、エラー。
### content/en/funny-game.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = A Funny Game
summary = 円に並んだコインを 1 枚か隣り合う 2 枚取ります。最後のコインを取った人の勝ちです。

## ページ。how-to-move は局面を描いたとき、how-to-move-typed は大きすぎて描けないときの案内。
title = A Funny Game（円形のコイン取り、POJ 2484）
rules = コインが円形に並んでいます。1 手で、コインを 1 枚、または隣り合う 2 枚を取ります。最後のコインを取った人の勝ちです。
winning-move = 最後のコインを取って
position-noun = A Funny Game の局面
setup-label = コイン
setup-help = 手つかずの円は「circle n」（例: circle 7）、列になった後は各列の長さ（例: 3 2）で書きます。コインは { $max-coins } 枚まで、列は { $max-rows } 個までです。
how-to-move = コインをクリックし、1 枚だけか隣と 2 枚かを選んで取ってください
how-to-move-typed = 1:2（列 1 のコイン 2）や 1:2-3 のように手を入力してください
why-no-move = コインが残っていない
total-name = 列を Kayles と見て
no-winning-move = 勝てる手はありません。何を取っても相手に応じられます。コインを取って相手のミスを待ちましょう。
winning-moves-intro = 勝てる手:
more-moves = 勝てる手が { $found } 通り見つかりました。最初のいくつかを表示しています。
preset-circle-2 = 2 枚の円
preset-circle-7 = 7 枚の円
preset-rows = 列 3 2
keys-coin = コインを選ぶ
keys-take-one = そのコインを取る
keys-take-two = 次のコインと 2 枚取る

## 読めない局面。$max はそのエラーの上限。
error-empty = 円なら「circle 7」、列なら「3 2」のように入力してください。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-not-a-number = 「{ $token }」はコインの枚数ではありません。整数か、circle と整数 1 つで書いてください。
error-circle-empty = 円のコインは 1 枚以上です。
error-circle-count = 円は circle と整数 1 つで書きます（例: circle 7）。
error-too-many-coins = コインは全部で { $max } 枚までです。
error-too-many-rows = 列が { $count } 個あります。列は { $max } 個までです。

## 指せない手と、読めない手の入力。
error-no-such-row = 列 { $row } はありません。列の番号は 1 から { $rows } までです。
error-no-such-coin = コイン { $coin } はありません。コインの番号は 1 から { $coins } までです。
error-not-adjacent = コイン { $coin } と { $second } は隣り合っていません。
error-still-circle = コインはまだ円に並んでいます。列の番号を付けずにコインを指定してください。
error-in-rows = コインは列に分かれています。1:3 のように列の番号を付けてください。
not-a-move = 「{ $text }」は手ではありません。コイン（3）か隣り合う 2 枚（3-4）を、列では列の番号を先に（2:3-4）書いてください。

## 棋譜、ヒント、コンピュータの理由。取るコインは { $coin }（2 枚取るときは { $second }、
## 1 枚なら 0）、列は { $row }（円では 0）。
took = { $row ->
        [0] { $second ->
            [0] コイン { $coin } を取りました
           *[other] コイン { $coin } と { $second } を取りました
        }
       *[other] { $second ->
            [0] 列 { $row } のコイン { $coin } を取りました
           *[other] 列 { $row } のコイン { $coin } と { $second } を取りました
        }
    }
hint-line = { took } → { $to }
reason-take-all = 円にコインが 1 枚か 2 枚なので、全部取れば勝ちです
reason-circle-lost = 3 枚以上の円からどう取っても 1 本の列が残り、相手はそれを同じ長さの 2 列に分けられます。コインを 1 枚取って相手のミスを待ちます
reason-mirror = 同じ長さの列のペアが残るので、これからは相手の手をもう一方の列でまねできます
reason-to-zero = 列の Kayles の値のニム和が { $nim-sum } だったので、この手で 0 にしました
reason-stall = ニム和が 0 なので、どの手も相手が最善なら負けです。いちばん長い列の端のコインを取りました

## 盤面。$rows は各列の長さ（3 2 など）。
coin-name = { $row ->
        [0] コイン { $coin }
       *[other] 列 { $row } のコイン { $coin }
    }
circle-aria = { $coins } 枚のコインの円
rows-aria = コインの列: { $rows }
row-short = 列 { $row }
no-coins-left = コインは残っていません。
compact-note = 列が長すぎて描けません。下の欄に手を入力してください。
take-one = コイン { $coin } を取る
take-two = コイン { $coin } と { $second } を取る
board-label = A Funny Game の盤面。矢印キーでコインを選び、Enter で取り、Shift と Enter で次のコインと 2 枚取ります。

## 後手のまねっこ戦略を 1 段階ずつ。$move は手（1:3-4 など）、$half はその手が残す
## 同じ長さの 2 本の列の長さ。
mirror-heading = 後手のまねっこ戦略
step-name-first = 初手
step-name-reply = 応手
step-name-copy = まねる
mirror-reply = 長さ { $length } の列: 応手 { $move } で真ん中を取ると、長さ { $half } の同じ列が 2 本残ります。
mirror-copy = あとは相手が一方の列で指した手を、もう一方の列でそのまままねします。まねする側には必ず手があるので、最後のコインを取るのはまねする側です。
mirror-take-all = { $coins } 枚の円: 一度に全部取って勝ちです。
# $longer と $shorter: $coins 枚の円から残る列の長さ（1 枚か 2 枚少ない）。
mirror-first = 先手が { $coins } 枚の円から何を取っても、1 本の列（{ $longer } 枚か { $shorter } 枚）が残ります。
mirror-paired = 列が同じ長さのペアに分かれています。どの手ももう一方の列でまねされるので、手番の人の負けです。
mirror-found = 手 { $move } で列の真ん中を取ると、列がペアに分かれます（{ $to }）。これが強調した応手です。
mirror-none = 1 手で列をペアに分ける手はありません。下の Kayles の値で判定します。

## Kayles の値: 円の値か、列の値をビットで見たものと 1 つの列の mex。
kayles-heading = Kayles の値
# $coins 枚の円からは長さ $longer の列（値 $one）か長さ $shorter の列（値 $two）が残り、$value はその mex。
circle-value = { $coins ->
        [1] 1 枚の円からは何も残りません（値 { $one }）: mex{"{"}{ $one }{"}"} = { $value }。
       *[other] { $coins } 枚の円からは長さ { $longer } の列（値 { $one }）か長さ { $shorter } の列（値 { $two }）が残ります: mex{"{"}{ $one }, { $two }{"}"} = { $value }。
    }
xor-move = ニム和の最上位ビットは列 { $row } の値にあります。この列での手で、値 { $from } の列を値 { $to } の列（の組）にします。
xor-zero = 列の値のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます。
step-row = 計算する列:{ " " }
row-option = 列 { $row }（{ $length }）
row-column = 列
kayles-column = Kayles の値
