### Georgia and Bob のページ (POJ 1704): 名前、ルール、盤面、コンピュータ、還元のステップ表示、
### コンテストの入力、エラー。
### content/en/georgia-bob.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = Georgia and Bob
summary = 一列に並んだ駒を 1 つ選び、飛び越えずに左へ動かします。動かせなくなった人の負けです。

## ページ。how-to-move は列を描いたとき、how-to-move-typed は長すぎて描けないときの案内。
title = Georgia and Bob（POJ 1704）
rules = 1 から番号の付いた横一列のマスに駒が並んでいます。1 手で駒を 1 つ選び、左へ 1 マス以上動かします。ほかの駒を飛び越えたり同じマスに重ねたりはできず、列の外にも出られません。動かせなくなった人の負けです。
winning-move = 最後の手を指して
position-noun = Georgia and Bob の局面
setup-label = マス
setup-help = 駒のあるマスの番号を空白かカンマで区切って書きます（順不同。例: 1 5 6 7 9 12 14 17）。駒は { $max-chessmen } 個まで、マスは 1 から { $max-square } までです。
how-to-move = 駒をクリックし、動かし先のマスをクリックしてください
how-to-move-typed = 9-8（マス 9 の駒をマス 8 へ）のように手を入力してください
why-no-move = すべての駒が左端に詰まっている
no-winning-move = 勝てる手はありません。すき間のニム和が 0 です。駒を 1 マスだけ動かして、相手のミスを待ちましょう。
winning-moves-intro = 勝てる手（どれもすき間のニム和を 0 にします）:
total-name = すき間のニム和
hint-line = マス { $from } の駒をマス { $to } へ
preset-sample-1 = POJ の入力例 1（1 2 3）
preset-sample-2 = POJ の入力例 2
keys-chessman = 駒を選ぶ
keys-square = 動かし先のマスを選ぶ
keys-move = 動かす

## 読めない列。$max はそのエラーの上限。
error-empty = 駒のあるマスを 1 つ以上入力してください（例: 1 5 6 7 9）。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-not-a-square = 「{ $token }」はマスの番号ではありません。空白かカンマで区切った整数で書いてください。
error-square-zero = マスの番号は 1 から始まります。
error-square-too-large = 「{ $token }」は大きすぎます。マスは 1 から { $max } までです。
error-too-many = 駒が { $count } 個あります。駒は { $max } 個までです。
error-twice = マス { $square } が 2 回書かれています。1 つのマスに置ける駒は 1 個です。

## 指せない手と、読めない手の入力。
error-no-chessman = マス { $square } に駒はありません。
error-not-left = 駒は左へ 1 マス以上動かします。
error-off-the-row = マスは 1 からです。駒は列の外に出られません。
error-blocked = マス { $by } の駒が邪魔です。駒は飛び越えたり重なったりできません。
not-a-move = 「{ $text }」は手ではありません。動かす駒のマスと動かし先のマスを 9-8 のように書いてください。

## 棋譜とコンピュータの理由。
# $gap: ペアの右の駒を動かしたときは shrunk、左の駒を動かしたときは widened。
moved = マス { $from } の駒をマス { $to } へ動かしました
reason-to-zero = { $gap ->
        [widened] すき間のニム和が { $nim-sum } だったので、ペアのすき間を広げて 0 にしました
       *[shrunk] すき間のニム和が { $nim-sum } だったので、この手で 0 にしました
    }
reason-fewest = すき間のニム和が 0 なので、どの手も相手が最善なら負けです。1 マスだけ動かす手のうち、相手の必勝手がいちばん少ない手（{ $replies } 通り）を選びました

## 盤面。$squares は駒のあるマス（1 5 9 など）。
compact-note = 列が長すぎて描けません。下の欄に手を入力してください。
chessmen-on = 駒のあるマス: { $squares }
selected = マス { $from } の駒を選択中: マス { $to } へ動かします。
board-label = Georgia and Bob の盤面。上下の矢印キーで駒を、左右の矢印キーで動かし先のマスを選び、Enter で動かします。
chessman-on = マス { $square } の駒

## すき間をビットで見る。$pair はペアの名前（5–9 など）。
xor-move = ニム和の最上位ビットはペア { $pair } のすき間にあります。そのすき間を { $from } から { $to } にします。右の駒を動かすとすき間は狭まり、左の駒を動かすと広がります。
xor-zero = すき間のニム和は 0 です。どの手もすき間を 1 つだけ変えるので、ニム和は 0 でなくなります。

## 還元のステップ表示: 見出し、列の名前、各段階の名前と説明。
stepper-heading = 駒の列からニムへ
pair-column = ペア
gap-column = すき間
heap-column = 山
# すき間を広げる手（$left から $left-to へ、すき間は $gap から $grown へ）と、それを戻す応手。
reply-example = 例: マス { $left } の駒を { $left-to } へ動かすと、ペアのすき間は { $gap } から { $grown } に広がります。相手は { $right }-{ $right-to } と応じればすき間を { $gap } に戻せ、ニム和も元に戻ります。
reply-none = この局面では、ペアの左の駒はどれも動けません。どの手もすき間を狭めます。
step-name-pairs = ペア
step-name-gaps = すき間
step-name-xor = ニム和
step-name-left = 左の駒
# $parity: 駒の数が奇数なら odd、偶数なら even。
step-pairs = { $parity ->
        [odd] 右から 2 個ずつ駒をペアにします（{ $pairs } 組）。駒の数が奇数なので、いちばん左の駒は左端の壁（|）とペアにします。
       *[even] 右から 2 個ずつ駒をペアにします（{ $pairs } 組）。
    }
step-heaps = 各ペアの間の空きマスの数がニムの山になります。ペアの右の駒を左へ動かすことは、その山から好きな数の石を取ることに当たります。
step-xor = { $total ->
        [0] すき間のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。
       *[other] すき間のニム和は { $total } で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。
    }
step-left = ペアの左の駒を動かすとすき間が広がります。これはニムにはない手ですが、役に立ちません。相手が右の駒を同じだけ動かせばすき間は元に戻り、駒は左へしか動かないので、これを永遠に続けることはできません。
# $steps: 同じ列を階段ニムの段で書いたもの（3 1 2 など）。
staircase-link = すき間を右から読むと階段ニムの各段になり、ペアのすき間が奇数段です。左の駒を動かす手は、偶数段からコインを降ろす手にあたります。この列を階段ニムで: { $steps }

## コンテストの入力 (POJ 1704) とその答え。
import-heading = コンテストの入力（POJ 1704）
import-label = T、続いて各ケースの N と N 個のマス:
who-wins = 勝つのは?
import-output = 出力（問題の文面どおり。Georgia が先手）:
case-note = すき間のニム和 { $nim-sum }

## 読めないコンテストの入力。
import-empty = 入力を貼り付けてください: T、続いて各ケースの N と N 個のマス。
import-too-long = 入力が { $length } 文字あります。読めるのは { $max } 文字までです。
import-not-a-number = 「{ $token }」は整数ではありません。
import-too-many-cases = ケースが { $count } 個あります。読めるのは { $max } 個までです。
import-missing-count = ケース { $case } の前で入力が終わっています。T の値を確かめてください。
import-missing-squares = ケース { $case } は駒が { $expected } 個のはずですが、マスが { $found } 個で入力が終わっています。
import-leftover = 最後のケースの後に数が { $count } 個残っています。T と各 N を確かめてください。
# 列が読めないケース: ケースの番号のあとに、列のエラーをそのまま続けます。
import-case-empty = ケース { $case }: { error-empty }
import-case-too-long = ケース { $case }: { error-too-long }
import-case-not-a-square = ケース { $case }: { error-not-a-square }
import-case-square-zero = ケース { $case }: { error-square-zero }
import-case-square-too-large = ケース { $case }: { error-square-too-large }
import-case-too-many = ケース { $case }: { error-too-many }
import-case-twice = ケース { $case }: { error-twice }
