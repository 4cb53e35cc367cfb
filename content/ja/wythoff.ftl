### Wythoff のゲームのページ: 名前、ルール、盤面（Wythoff のクイーン）、コンピュータ、エラー、P 局面の組の
### ステップ表示、Grundy 数のヒートマップ。
### content/en/wythoff.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = Wythoff のゲーム
summary = 2 つの山から、どちらか一方の山の石を好きな数だけ取るか、両方の山から同じ数だけ取ります。最後の石を取った人の勝ちです。

## ページ。$max-heap は山の上限、$max-grundy は Grundy 数の表に入る山の上限。
title = Wythoff のゲーム
rules = 石の山が 2 つあります。自分の番では、1 つの山から好きな数だけ、または両方の山から同じ数だけ石を取ります。最後の石を取った人の勝ちです。盤では石の数をクイーンの位置 (x, y) で表し、1 手でクイーンを左・下・左下へ好きなだけ動かします。
winning-move = 最後の石を取ること
position-noun = 局面
setup-label = 山
setup-help = 2 つの山の石の数を空白かカンマで区切って書きます（例: 5 7）。1 山 { $max-heap } 個までです。勝敗と必勝手はどの大きさでも正確に求めます。Grundy 数は両方の山が { $max-grundy } 個以下のときに求めます。
how-to-move = クイーンが行けるマスをタップしてください
# 山が大きすぎて盤を描けないときの、ステータス行の「すること」。
how-to-move-typed = 山の下の欄に手を入力してください
why-no-move = 両方の山が空です。クイーンはもう角にいます。
no-winning-move = 必勝手はありません。この局面は P 局面（必敗局面）なので、どう動かしても N 局面になります。動かして相手のミスを待ちましょう。
winning-moves-intro = 必勝手（P 局面に移る手）:
total-name = すべての遷移先の mex
# 表に値がないときの、合計の行の説明。
beyond-table = 山が { $max } 個を超えるので、Grundy 数の表の外です

## 読めない局面（$token は 20 文字か 30 文字までに切ってあります）。
error-empty = 2 つの山の石の数を入力してください（例: 5 7）。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-not-a-number = 「{ $token }」は山の石の数ではありません。0 以上の整数で書いてください。
error-negative = 「{ $token }」は負の数です。山の石は 0 個以上です。
error-too-large = 「{ $token }」は大きすぎます。1 山 { $max } 個までです。
error-heap-count = 山がちょうど 2 つの局面を書いてください（{ $count } つ書かれています）。

## 指せない手。$heaps は first（山 1）、second（山 2）、both（両方。$stones は小さいほうの山の石の数）。
error-take-nothing = 1 個以上取ってください。
error-take-too-many = { $heaps ->
        [first] 山 1 には { $stones } 個しかないので、{ $take } 個は取れません。
        [second] 山 2 には { $stones } 個しかないので、{ $take } 個は取れません。
       *[both] 小さいほうの山には { $stones } 個しかないので、両方から { $take } 個ずつは取れません。
    }

## 棋譜とコンピュータの理由。k = $k の P 局面の組は (⌊kφ⌋, ⌊kφ²⌋)、($x, $y) は局面。
took = { $heaps ->
        [first] 山 1 から { $take } 個取りました
        [second] 山 2 から { $take } 個取りました
       *[both] 両方の山から { $take } 個ずつ取りました
    }
reason-to-cold = ({ $x }, { $y }) に移しました。これは k = { $k } の P 局面の組 (⌊{ $k }φ⌋, ⌊{ $k }φ²⌋) です。P 局面からはどう動かしても N 局面にしか移れないので、あなたがどう指しても勝ち続けます。
reason-fewest = k = { $k } の P 局面の組でした。どう動かしても、最善を尽くされると負けます。1 個だけ取る手のうち、あなたの必勝手がいちばん少ない（{ $replies } 通り）手を選びました。
hint-line = { $move } → ({ $x }, { $y })

## 盤面: クイーン、P 局面、キーボードのカーソル（$move はそのマスへの手）。
board-label = Wythoff のクイーン: 矢印キーでマスを選び、Enter でクイーンを動かします
show-cold = P 局面（必敗局面）を表示
cold-legend = 点のマスが P 局面です。そこから動かす番のプレイヤーは、最善を尽くされると負けます。
axis-x = 山 1 (x) →
axis-y = 山 2 (y)
cursor-move = ({ $x }, { $y }): { $move }。Enter でクイーンを動かします。
cursor-unreachable = ({ $x }, { $y }): クイーンはこのマスへは行けません。
queen-at = クイーンは ({ $x }, { $y }) にいます
too-large = 山が大きすぎて盤を描けません。下の欄に手を入力してください。
not-a-move = 「{ $text }」は手ではありません。山-個数（1-3 は山 1 から 3 個、2-3 は山 2 から 3 個）か both-個数（both-3 は両方から 3 個ずつ）と書いてください。
keys-arrows = マスを選ぶ
keys-play = クイーンをそのマスへ動かす
preset-default = 5 と 7
preset-cold = P 局面の組: 8 と 13
preset-huge = 10¹⁸ 近くの山

## P 局面の組のステップ表示: 組の表、($x, $y) が P 局面か（$x は k = $k の組に入り、相方は $partner）、
## P 局面の組に移る 3 通りの手、必勝手。
pairs-heading = この手の理由: P 局面の組
step-pairs-name = P 局面の組
step-cold-name = P 局面か
step-ways-name = 3 通りの手
step-move-name = 必勝手
step-pairs = P 局面は組 (a_k, b_k) です。a_k はそれより前の組に出てこない最小の数、b_k = a_k + k です。したがって、どの数もちょうど 1 つの組に入り、差 k の組もちょうど 1 つです。Wythoff は a_k = ⌊kφ⌋、b_k = ⌊kφ²⌋（φ = (1 + √5)/2 は黄金比）であることを示しました。このページは ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋ を整数だけで計算するので、10¹⁸ まで誤差なく求まります。
pairs-gap = …
step-cold = { $x } は k = { $k } の組に入っていて、相方は { $partner } です。もう一方の山は { $y } でちょうど相方なので、({ $x }, { $y }) は P 局面です。手番のプレイヤーは最善を尽くされると負けます。
step-hot = { $x } は k = { $k } の組に入っていて、相方は { $partner } です。もう一方の山は { $y } で { $partner } ではないので、({ $x }, { $y }) は N 局面です。手番のプレイヤーは P 局面の組に移せば勝てます。
step-ways = 1 手で変わらないのは、山 2 か、山 1 か、（両方から取るときは）2 つの山の差のどれかです。それぞれの場合に、移れる P 局面の組は多くても 1 つです:
# 山 $kept（1 か 2）を $keep のままにし、今 $now 個のもう一方の山を $keep の相方 $target にする。
way-keep = 山 { $kept } を { $keep } のままにする: もう一方の山を { $keep } の相方 { $target } にします。今 { $now } 個なので { $take } 個取ります。
way-keep-impossible = 山 { $kept } を { $keep } のままにする: もう一方の山を { $keep } の相方 { $target } にする必要がありますが、{ $now } 個しかないのでできません。
# 両方から取る: 差 $d は変わらず、差 $d の組は ($a, $b)。今 $now 個の小さいほうの山を $a にする。
way-both = 両方から取る: 差 { $d } は変わらないので、差 { $d } の組 ({ $a }, { $b }) にします。小さいほうの山は今 { $now } 個なので、両方から { $take } 個ずつ取ります。
way-both-impossible = 両方から取る: 差 { $d } は変わらないので、差 { $d } の組 ({ $a }, { $b }) にする必要がありますが、小さいほうの山は { $now } 個しかないのでできません。
step-move-none = どの方法でも P 局面の組には移れません。({ $x }, { $y }) 自身が P 局面で、どう動かしても相手に必勝局面を渡します。
step-move-some = { $count ->
        [1] 移れる方法は 1 つで、それが必勝手です。
       *[other] 移れる方法が { $count } つあり、どれも必勝手です。
    }
# 組の表: その行が局面とどう関わるか（いくつかあれば role-separator でつなぎます）。
pair-column = 組 k
role-heap-1 = 山 1 を含む
role-heap-2 = 山 2 を含む
role-difference = 差が山の差と同じ
role-separator = 、

## Grundy 数: x ⊕ y ではないこと（$value は G($x, $y)、$xor は $x ⊕ $y）、mex のステップ表示、ヒートマップ。
grundy-heading = Grundy 数: 2 つの山の和ではない
not-a-sum = 両方の山から同時に取れるので、Wythoff のゲームは 2 つのニムの山を並べたゲームではなく、Grundy 数も x ⊕ y にはなりません。G({ $x }, { $y }) = { $value } ですが、{ $x } ⊕ { $y } = { $xor } です。値はすべての遷移先の mex で 1 マスずつ求めます。
# Grundy 数の表（山 $max 個まで）の外。
not-a-sum-beyond = 両方の山から同時に取れるので、Wythoff のゲームは 2 つのニムの山を並べたゲームではなく、Grundy 数も x ⊕ y にはなりません（{ $x } ⊕ { $y } = { $xor } はここでは何も表しません）。Grundy 数の表は山 { $max } 個までです。勝敗は P 局面の組から正確にわかります。
step-through = mex を順に見る:{ " " }
this-position = 今の局面 ({ $x }, { $y })
from-table = 表で選んだ ({ $x }, { $y })
stepper-too-many = ({ $x }, { $y }) は遷移先が { $count } 個あり、1 つずつは並べきれません。下の表で小さいマスを選んでください。
table-heading = Grundy 数の表（ヒートマップ）
table-size = 山の大きさ 0 から{ " " }
# $last はヒートマップに出る最大の山。
heatmap-aria = Wythoff のゲームの Grundy 数（山 0〜{ $last }）: 矢印キーで移動、Enter でそのマスの mex を順に見ます
readout-prompt = マスを指す（または矢印キーで選ぶ）と値を表示します。クリックか Enter でそのマスの mex を順に見られます。
cell-readout = G({ $x }, { $y }) = { $value }   ({ $x } ⊕ { $y } = { $xor })
legend = 値の色
legend-zero = 0: P 局面
table-note = 暗いマス（値 0）が P 局面の組です。傾き φ と 1/φ の 2 本の直線に沿って並びます。ニムなら 0 は対角線 x = y に並びます。
