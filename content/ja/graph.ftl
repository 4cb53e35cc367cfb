### ゲームグラフのページ: 名前、ルール、盤面、コンピュータ、エラー、後退解析とレベルのステップ表示、
### 一般化 Grundy 数と和、競プロの入力形式の読み込み、グラフの編集。
### content/en/graph.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = ゲームグラフ
summary = ゲームを局面のグラフとして表します。駒を矢印に沿って動かし、動かせなくなった人の負けです。閉路があると引き分けもあります。

## ページ。$max は頂点の名前の最大の長さ。
title = ゲームグラフ
rules = 駒がスタートの頂点に置かれています。2 人が交互に、駒を矢印（辺）に沿って 1 つ動かします。動かせなくなった人の負けです。グラフに閉路があると、両者が最適に行動したとき終わらないこともあります（引き分け、千日手）。
how-to-move = 駒を動かせる頂点をクリックするか、グラフの下の手を選んでください
winning-move = 相手が動かせない局面を渡して
why-no-move = 駒のある頂点から出る矢印がない
position-noun = ゲームグラフ
setup-label = グラフ
setup-help = 手（遷移）を a>b の形で空白区切りに書きます。名前だけ書くと頂点になります。start=a で駒を a に置きます（省略時は最初に出てくる頂点）。start=a+x なら各頂点に 1 つずつ（ゲームの和）。競プロの入力形式（n、続いて各頂点の遷移の数と遷移先、頂点番号は 1 から）も読めます。名前は英数字と _ で { $max } 文字まで。
# このページで遊べる大きさ（頂点 $max-vertices 個、辺 $max-arrows 本）を超えるグラフ。
too-large = このグラフは頂点 { $vertices } 個、辺 { $arrows } 本です。このページで遊べるのは頂点 { $max-vertices } 個、辺 { $max-arrows } 本までです（API ではもっと大きなグラフも解析できます）。
total-name = レベルによる
total-sum-name = 駒ごとの値の XOR
winning-moves-intro = 勝てる手（どれも相手に負け状態を渡します）:
winning-move-line = { $move } → 駒は { $to }
# 負け状態（no-winning-move）と引き分けの局面（no-winning-move-draw）で勝てる手がないとき。
no-winning-move = 勝てる手はありません。どの手も相手の勝ち状態に移ります。できるだけ長く粘れる手を選びましょう。
no-winning-move-draw = 勝てる手はありませんが、負ける必要もありません。引き分け (D) の頂点に動かせば、ゲームは終わりません。
preset-seed = スライド (seed 003) のような例
preset-30 = 30 言っちゃいけないゲーム
preset-cycle = 閉路のあるグラフ
preset-dag = ランダムな DAG（閉路なし）
preset-loopy = ランダムなグラフ（閉路あり）

## 盤面: グラフ、駒、手のボタン、ラベル。
board-label = ゲームグラフ: 頂点が局面、矢印が手（遷移）です。輪の付いた頂点に駒があります。
moves-label = 手:
not-drawn = 頂点が { $vertices } 個あり、描くには多すぎます。下のボタンで手を選んでください。
token-at = 駒の位置: { $names }
# 手番の人から見た頂点の状態: 勝ち、負け、引き分け。
won = 勝
lost = 負
draw = 分
legend = ラベル: 勝 = 勝ち状態、負 = 負け状態、分 = 引き分け（手番の人から見て）。数字は残り手数（両者が最適に行動したときに終わるまでの手数）。* n は Grundy 数、∞{"{"}…{"}"} は一般化 Grundy 数です。
keys-moves = Tab で手のボタンへ移動し、Enter で指します

## 棋譜とコンピュータの理由。残り手数 $remoteness がわからないときは、それのないメッセージを使います。
moved = 駒を { $from } から { $to } へ動かしました
reason-win = 勝ち状態だったので、負け状態に移る手を選びました
reason-win-within = 勝ち状態だったので、負け状態に移る手を選びました。{ $remoteness } 手以内に終わります
reason-prolong = どの手も相手の勝ち状態に移ります。どの手も同じなので最初の手を選びました
reason-prolong-longest = どの手も相手の勝ち状態に移ります。いちばん長く粘れる手（終わりまで { $remoteness } 手）を選びました
reason-draw = 引き分けの局面なので、引き分けのまま続く手を選びました。どちらも勝ちを強制できません

## 駒が 1 つのとき、その頂点が勝ち・負け・引き分けである理由を 1 文で（レッスンの答え合わせ）。$v は
## その頂点、$to はそこから駒を動かせる頂点。
why-final = { $v } からは動かせないので、手番のプレイヤーの負けです。
why-lost = { $v } からはどう動かしても勝ちの頂点に移るので、手番のプレイヤーの負けです。
why-won = { $v } からは負けの頂点 { $to } に動かせるので、手番のプレイヤーの勝ちです。
why-drawn = { $v } からは負けの頂点に動かせませんが、{ $to } に動かせば後退解析で決まらない頂点に留まれるので、引き分けです。

## 読めないグラフ（$token と $name は 30 文字までに切ってあります）。
error-empty = グラフを入力してください（例: a>b b>c）
error-too-long = 入力が { $length } 文字あります。グラフは { $max } 文字までです
error-bad-name = 「{ $token }」は頂点の名前でも手でもありません。名前は英数字と _、手は a>b と書きます
error-name-too-long = 名前「{ $name }」が長すぎます。{ $max } 文字までです
error-missing-head = 「{ $token }」は手になっていません。矢印の両側に頂点の名前を書いてください
error-too-many-vertices = 頂点が { $count } 個あります。{ $max } 個までです
error-too-many-arrows = 辺が { $count } 本あります。{ $max } 本までです
error-unknown-start = スタート「{ $name }」はグラフの頂点ではありません
error-start-twice = start= が 2 回書かれています
error-too-many-tokens = 駒が { $count } 個あります。和は { $max } 個までです
# 競プロの入力形式。$what はそこにあるはずの数: vertices（頂点の数 n）、moves（辺の数 m）、vertex-moves（頂点の遷移の数）、target（遷移先）。
error-contest-short = 競プロの入力形式: { $index } 番目の数（{ $what ->
        [vertices] 頂点の数
        [moves] 辺の数
        [vertex-moves] 頂点の遷移の数
       *[target] 遷移先
    }）がないか、整数ではありません
error-contest-target = 競プロの入力形式: 頂点 { $vertex } の遷移先 { $target } は 1 から { $n } の範囲にありません
error-contest-trailing = 競プロの入力形式: 最後の頂点の後に数が { $count } 個以上余っています（スタートの 1 個だけ書けます）
error-contest-moves = 競プロの入力形式: 1 行目では辺が { $declared } 本ですが、実際は { $found } 本です

## 指せない手（名前は 30 文字までに切ってあります）。
error-no-token = { $at } に駒はありません。
error-no-arrow = { $from }>{ $to } という矢印はありません。

## 後退解析を 1 ステップずつ: $v は決まる（数える）頂点、$via はそこへ入る矢印を見ている頂点、
## $status は状態（上の勝・負・分）。
retro-heading = 後退解析
retro-intro = 終了状態から逆向きに決めていきます。終了状態は負け。負けの頂点へ動ける頂点は勝ち。勝ちの行き先を数えるカウンタが出次数に達した頂点は負け。最後まで決まらなかった頂点は引き分けです。
step-of = { $steps } ステップ中 { $step }
queue-label = キュー:
queue-empty = （空）
counters-label = 数えた勝ちの行き先 / 出次数:
retro-start = まだ何も決まっていません。次: 終了状態を探します。
ev-final = { $v } からは動けません。負け、残り 0 手。キューに入れます。
ev-take = { $v }（{ $status }、残り { $remoteness } 手）をキューから取り出し、{ $v } に入る矢印を見ます。
ev-won = { $v } は負けの { $via } へ動けるので勝ち、残り { $remoteness } 手。キューに入れます。
ev-count = { $via } は勝ち。{ $v } のカウンタは { $count } / { $degree }。
ev-lost = { $via } は勝ち。これで { $v } の { $degree } 本の行き先がすべて勝ちなので、{ $v } は負け、残り { $remoteness } 手。キューに入れます。
ev-already = { $v }（{ $via } の前）はもう決まっているので、何も変わりません。
ev-draws = キューが空になりました。決まらなかった頂点: { $names }。これらは引き分けで、どちらも勝ちを強制できません。
ev-no-draws = キューが空になり、すべての頂点が決まりました。引き分けはありません。
too-large-to-step = このグラフは大きすぎて 1 ステップずつは追えません。結果はラベルに表示しています。
stepper-not-drawn = 頂点が多いため、ここにはグラフを描きません。各ステップは文章で追えます。最終的なラベルは盤面に表示しています。

## レベルごとの Grundy 数。
levels-heading = レベルごとの Grundy 数
levels-intro = レベル 0 は終了状態。レベル k + 1 は、どの手でもレベル k 以下に移る頂点です。各頂点の Grundy 数は行き先の Grundy 数の mex（含まれない最小の非負整数）です。
level-start = まずレベル 0（終了状態）から。
level-step = { $v } はレベル { $level }（どの手もそれより下へ）。Grundy 数は mex = { $grundy }。
level-final = { $v } からは動けません。レベル 0、Grundy 数 0。
level-done = レベルのある頂点はすべて Grundy 数が決まりました。
no-level-intro = レベルのない頂点（閉路に入る道があり、どのレベルにも入りません）:
no-level-line = { $v }: 行き先 { $via } にもレベルがありません
# レベルのステップ表示での頂点のラベル: レベルと Grundy 数。
level-tag = Lv{ $level } *{ $grundy }

## 一般化 Grundy 数と、駒が複数あるときの和とその確認。
generalized-heading = 一般化 Grundy 数
generalized-intro = 閉路のあるグラフでは、各頂点に有限の値か、∞ と移れる有限の値の集合が付きます (Smith, Fraenkel)。0 は負け、1 以上の有限値は勝ち、∞{"{"}…{"}"} は集合に 0 があれば勝ち、なければ引き分けです。和は XOR で、∞{"{"}K{"}"} と有限の a の和は ∞{"{"}K ⊕ a{"}"}、∞ が 2 つあれば引き分けです。
generalized-line = { $v }: { $value }
sum-heading = 駒の和
sum-line = 駒の位置 { $tokens }: 値 { $value }
sum-check-agree = 確認: 和そのもののグラフ（駒の位置の組すべて）を後退解析しても、同じ勝敗になります。
sum-check-failed = 確認に失敗: 和のグラフの勝敗が異なります。
sum-too-large = 和のグラフが大きすぎるため、ここでは確認しません。

## 競プロの入力形式の読み込みと、グラフの編集。
import-heading = 読み込み（競プロの入力形式）
import-help = n、続いて頂点 1..n ごとに 1 行: 遷移の数と遷移先。1 行目が "n m" の形や、最後の頂点の後のスタートも読めます。
import-button = 読み込む
import-label = 競プロの入力
export-label = このグラフを競プロの入力形式で
editor-heading = グラフを編集
editor-help = 頂点をクリックし、続けて別の頂点をクリックすると矢印を追加（あれば削除）します。下のフォームも使えます。編集しても頂点の位置は変わりません。「始点」で選んだ頂点は矢印ボタンで動かせます。編集したグラフで新しいゲームが始まります。
add-vertex = 頂点を追加
vertex-name = 名前
add-arrow = 矢印を追加
remove-arrow = 矢印を削除
from-label = 始点
to-label = 終点
delete-vertex = 頂点を削除
# 「始点」で選んだ頂点を図の上で動かす 4 つのボタンの前の言葉と、ボタンの名前。
move-vertex = 図の上で動かす
move-left = 左へ動かす
move-up = 上へ動かす
move-down = 下へ動かす
move-right = 右へ動かす
set-start = スタートにする
undo-edit = 編集を元に戻す
editor-selected = { $v } を選択中: 別の頂点をクリックすると、{ $v } からの矢印を追加します。
editor-error-exists = 「{ $name }」は新しい頂点の名前になりません。
