### 素因数ゲームのページ (yukicoder No.2): 名前、ルール、盤面、コンピュータ、試し割りのステップ表示、エラー。
### content/en/prime-factor.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 素因数ゲーム
summary = N を割り切る素数のべきで N を割ります。N を 1 にした人の勝ちです。

## ページ。手は素数のべきで割ることで、p^e と書きます (2^3 など)。
title = 素因数ゲーム
rules = 整数 N が与えられます。1 手で、ある素数 p で N を 1 回以上割ります（p^e が N を割り切る必要があります）。N を 1 にした人の勝ちです。
winning-move = N を 1 にして
position-noun = 素因数ゲームの局面
setup-label = N
setup-help = 1 から { $max } までの整数です（例: 540）。
how-to-move = 素数の山のブロックをクリックすると、そのブロックとその上のブロックの数だけその素数で割ります
why-no-move = N がすでに 1 である
total-name = 指数のニム和
hint-line = { $prime }^{ $exponent } で割る → N = { $to }
no-winning-move = 勝てる手はありません。指数のニム和が 0 です。少しだけ割って、相手のミスを待ちましょう。
winning-moves-intro = 勝てる手（どれも指数のニム和を 0 にします）:
preset-540 = 540（資料の例）
preset-large-prime = 大きな素数
keys-prime = 素数を選ぶ
keys-exponent = 割る回数
keys-divide = 割る

## 読めない N。$max はそのエラーの上限。
error-empty = 整数 N を入力してください（例: 540）。
error-too-long = 入力が { $length } 文字あります。N は { $max } 文字までです。
error-not-a-number = 「{ $token }」は整数ではありません。
error-zero = N は 1 以上です。
error-too-large = 「{ $token }」は大きすぎます。N は { $max } までです。
error-more-than-one = 局面は整数 N 1 つです。

## 指せない手と、読めない手の入力。
error-exponent-zero = 1 回以上割ってください。
error-not-prime = { $number } は素数ではありません。
error-not-a-divisor = { $prime }^{ $exponent } は { $n } を割り切りません。
not-a-move = 「{ $text }」は手ではありません。素数と割る回数を 2^2 のように書いてください。

## 棋譜とコンピュータの理由。
divided = { $exponent ->
        [1] { $prime } で割りました
       *[other] { $prime }^{ $exponent } で割りました
    }
reason-to-zero = 指数のニム和が { $nim-sum } だったので、この手で 0 にしました
reason-fewest = 指数のニム和が 0 なので、どの手も相手が最善なら負けです。相手の必勝手がいちばん少ない手（{ $replies } 通り）を選びました

## 盤面。$product は N の素因数分解（2² × 3³ × 5 など）。
divide-by = { $prime }^{ $exponent } で割る
board-label = 素因数ゲームの盤面。左右の矢印キーで素数を、上下の矢印キーで割る回数を選び、Enter で割ります。
piles-aria = { $product } の指数の山

## 指数をビットで見る。
xor-move = ニム和の最上位ビットは { $prime } の指数にあります。{ $prime } で割って、指数を { $from } から { $to } に減らします。
xor-zero = 指数のニム和は 0 です。どの手も指数を 1 つだけ減らすので、ニム和は 0 でなくなります。

## ステップ表示: 試し割り、そして山としての指数とそのニム和。
stepper-heading = N からニムへ
prime-column = 素数
exponent-column = 指数
heap-column = 山
try-name = ÷{ $prime }
# $tried: ここまでに試した候補の数。$rest: N の残り。
step-divide = 試し割り: { $prime } で { $exponent } 回割り切れます（ここまでに候補を { $tried } 個試しました）。残りは { $rest } です。
stop-name = 終了
# $end: 割るものが残っていなければ complete、残り ($rest) が素数なら prime。
step-stop = { $end ->
        [complete] 割るものが残っていません。素因数分解の完了です（候補を { $tried } 個試しました）。
       *[prime] 次の候補 { $next } の 2 乗は { $rest } より大きいので、{ $rest } にはそれより小さい約数がありません。{ $rest } は素数です。候補 { $tried } 個で終わりです。
    }
heaps-name = 山
step-heaps = 各指数がニムの山です。p^e で割ると p の指数が e だけ減り（より小さいどの値にもできます）、ほかの指数は変わりません。
xor-name = ニム和
step-xor = { $total ->
        [0] 指数のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。
       *[other] 指数のニム和は { $total } で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。
    }
