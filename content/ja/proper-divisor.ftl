### 約数ゲームのページ (AtCoder ABC368 F): 名前、ルール、盤面、コンピュータ、数を Ω(n) 個の
### ニムの山に置き換えるステップ表示、エラー。
### content/en/proper-divisor.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 約数ゲーム
summary = 数を 1 つ選び、それより小さい約数に置き換えます。動かせなくなった人の負けです。

## ページ。$number は数の並びでの位置（1 から）、$n は数、$divisor はその約数（桁を区切って
## 書きます）。
title = 約数ゲーム（ABC368 F）
rules = 正の整数がいくつかあります。1 手で、数 n を 1 つ選び、n より小さい n の約数に置き換えます（12 なら 1, 2, 3, 4, 6 のどれかにできます。1 にはそのような約数がありません）。動かせなくなった人の負けです。
winning-move = 最後に数を置き換えて
position-noun = 約数ゲームの局面
setup-label = 数
setup-help = 数を空白かカンマで区切って書きます（例: 2 3 4）。数は { $max-numbers } 個まで、それぞれ 1 以上 { $max } 以下です。
how-to-move = 数をタップしてから、置き換える約数を選んでください
why-no-move = 数がすべて 1 で、1 にはそれより小さい約数がない
total-name = Ω のニム和
no-winning-move = 必勝手はありません。Ω のニム和が 0 です。素因数を 1 つだけ減らして相手のミスを待ちましょう。
winning-moves-intro = 必勝手（どれも Ω のニム和を 0 にします）:
hint-line = { $number } 番目: { $n } → { $divisor }（Ω { $from-omega } → { $to-omega }）
# 必勝手 $total 通りのうち、最初の $shown 通りを表示します。
more-moves = 必勝手は全部で { $total } 通りあります。最初の { $shown } 通りを表示しています。
preset-sample-1 = 2 3 4（ABC368 F 入力例 1）
preset-sample-2 = 2 3 4 6（入力例 2）
preset-large = 10^12 に近い数
keys-number = 数を選ぶ
keys-divisor = 約数を選ぶ
keys-play = その約数に置き換える

## 読めない局面。$max はそのエラーの上限。
error-empty = 数を 1 つ以上入力してください（例: 2 3 4）。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-not-a-number = 「{ $token }」は整数ではありません。整数を空白かカンマで区切って書いてください。
error-negative = 「{ $token }」は負の数です。数は 1 以上です。
error-zero = 0 は使えません。数は 1 以上です。
error-too-large = 「{ $token }」は大きすぎます。数は { $max } までです。
error-too-many = 数が { $count } 個あります。{ $max } 個までです。

## 指せない手と、読めない手の入力。
error-no-such-number = { $number } 番目の数はありません。数は 1 番目から { $count } 番目までです。
error-not-smaller = { $divisor } は { $n } より小さくありません。{ $n } より小さい約数に置き換えてください。
error-not-a-divisor = { $divisor } は { $n } の約数ではありません。
not-a-move = 「{ $text }」は手ではありません。番号:約数 と書いてください（3:2 は 3 番目の数を 2 に置き換えます）。

## 棋譜とコンピュータの理由。
replaced = { $number } 番目の数を { $divisor } に置き換えた
reason-to-zero = Ω のニム和は { $nim-sum } でした。{ $number } 番目の数は Ω = { $from-omega } で、Ω = { $to-omega } の約数に置き換えるとニム和が 0 になります
reason-fewest = Ω のニム和が 0 なので、どの手も相手が最善を尽くすと負けです。相手が勝ちにできる数がいちばん少なくなる手（{ $replies } 個）を選びました

## 盤面。
board-label = 数の一覧: ↑ ↓ で数、← → で約数を選び、Enter で置き換えます
number-label = { $number } 番目
choose-number = 数をタップすると、n より小さい約数が並びます。
divisors-of = { $n } より小さい { $n } の約数（それぞれの Ω）:
replace-by = { $n } を { $divisor } に置き換える（Ω = { $omega }）
too-many-divisors = { $n } には約数が { $count } 個あり、多すぎて並べられません。下の欄に手を入力してください。
no-divisor = 1 にはそれより小さい約数がありません。

## ステップ表示: 各数の Ω、山、そのニム和、素因数ゲームとの比較。
stepper-heading = 数からニムへ
step-name-omega = Ω
step-name-heaps = 山
step-name-xor = ニム和
step-name-prime = 素因数ゲーム
step-omega = 各数を素因数分解し、同じ素数も重ねて数えた素因数の個数 Ω(n) を求めます（12 = 2·2·3 なので Ω(12) = 3）。
step-heaps = n より小さい約数は、n の素因数のうちいくつかを残し、少なくとも 1 つを取り除いたものです。その Ω は 0, 1, …, Ω(n) − 1 のどれにでもなり、それ以外にはなりません。つまり各数は石が Ω(n) 個のニムの山です。
step-xor = { $total ->
        [0] Ω のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。
       *[other] Ω のニム和は { $total } で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。
    }
step-prime = 素因数ゲームとの比較: 素因数ゲームの 1 手は N を 1 つの素数のべきで割るので、素数ごとの指数がそれぞれ別の山になり、N の Grundy 数は指数のニム和です。約数ゲームでは 1 手でいくつもの素数の素因数をまとめて取り除けるので、効くのは素因数の個数だけで、山は Ω(n) 個の 1 つです。
# $n = $product（540 = 2² × 3³ × 5 など）。素因数ゲームでの Grundy 数 $prime-value（指数のニム和
# $exponents、2 ⊕ 3 ⊕ 1 など）と、約数ゲームでの $omega。
prime-compare = { $n } = { $product }: 素因数ゲームでの Grundy 数は { $exponents } = { $prime-value }、約数ゲームでは Ω = { $omega } です。
prime-link = { $n } を素因数ゲームで遊ぶ
number-column = 数
factors-column = 素因数
heap-column = 山

## Ω をビットで見る。
xor-move = ニム和の最上位ビットは { $number } の Ω にあります。Ω = { $to } の約数に置き換えます（今は { $from }）。
xor-zero = Ω のニム和は 0 です。どの手も Ω を 1 つだけ減らすので、ニム和は 0 でなくなります。
