### Green Hackenbush のページ: 名前、ルール、盤面、ヒント、エディタ、インポート欄、コロン原理と融合原理の
### ステップ表示、エラー。content/en/hackenbush.ftl と同じメッセージを同じ順に並べます。
### $max はいつも games 層の上限で、そのまま表示します。

## ヘッダー、ホーム、和の成分。
name = Green Hackenbush
summary = 図形の辺を 1 本切ります。地面とつながらなくなった部分は落ちます。最後の辺を切った人の勝ちです。

## ページ。$max は盤面に置ける辺の数。
title = Green Hackenbush
rules = Green Hackenbush（グリーン・ハッケンブッシュ）では、手番で緑の辺を 1 本切ります。地面とつながらなくなった部分はすべて落ちます。最後の辺を切った人の勝ちです。
winning-move = 最後の辺を切って
position-noun = ハッケンブッシュの局面
setup-label = 辺
setup-help = 辺 u-v を空白で区切って書きます（頂点 0 が地面。例: 0-1 1-2 1-3）。ループ（2-2）や同じ 2 頂点を結ぶ複数の辺も書けます。盤面に置けるのは { $max } 本までです。
how-to-move = 切りたい辺をクリックかタップしてください（キーボードなら Tab で盤面へ移り、矢印キーで選んで Enter）
why-no-move = 辺が 1 本もない
no-winning-move = 勝てる手はありません。Grundy 数が 0 なので、相手が最善を尽くすとどの辺を切っても負けます。小さく切って相手のミスを待ちましょう。
winning-moves-intro = 勝てる切り方（どれも Grundy 数を 0 にします。盤面で強調しています）:

## 盤面に置けないアドレスや局面。too-large-for-board はアドレスが読めなかったというキットの文の中に入る理由、
## setup-too-large はキットの「変更しませんでした」のあとに続きます。
too-large-for-board = 辺が { $edges } 本あり、盤面に描ける { $max } 本を超えています。解析するには「インポート」に貼り付けてください
# $part: 配置のうち、頂点の位置として読めなかった部分。
layout-ignored = アドレスの図の配置は読み取れなかったので無視し（「{ $part }」は頂点の位置ではありません。v:x:y か、地面に着く足なら gv.k:x と書きます）、地面から順に並べ直しました。
setup-too-large = 辺が { $edges } 本あり、盤面に置ける { $max } 本を超えています。解析には「インポート」を使ってください

## 盤面とヒント。$edge は表記での辺（1-2 や 1-2#2）。
selected-live = 辺 { $edge } を選択中: Enter で切ります。
selected-shown = 選択中: 強調表示の辺、表記では { $edge }（Enter で切ります）
board-area-label = Hackenbush の盤面。矢印キーで辺を選び、Enter で切ります。
total-name = コロン原理で計算
labels-note = 各頂点の数は、その頂点より上にぶら下がっている部分の Grundy 数、つまり同じ値をもつ 1 本の棒の長さです。閉路上の頂点は融合して 1 つになるので、同じ数になります。
hint-search-stopped = Grundy 数が 0 ではないので勝てる切り方はありますが、この大きな図では閉路上にあり、ヒントの探索は見つける前に打ち切られました。
winning-cut = { $edge } を切る
hint-incomplete = 閉路上にはほかにもあるかもしれません。この大きな図では、ヒントの探索を途中で打ち切りました。
# 見つかった $found 通りの勝てる切り方のうち、最初の $listed 通りだけを挙げたヒントの下に出ます。
hint-more = 見つかった勝てる切り方 { $found } 通りのうち、最初の { $listed } 通りを挙げました。盤面ではすべて強調しています。
hint-more-incomplete = { hint-more } { hint-incomplete }

## エディタの欄と、局面の設定欄のプリセット。
draw-your-own = 自分で図を描く
edit-start = 初期局面を編集する
edit-blank = 地面だけから描く
preset-stalks = 長さ 1, 2, 3 の棒
preset-seed = 解説記事の木
preset-random-tree = ランダムな木
preset-cycle = 閉路のある図
preset-random-graph = ランダムなグラフ

## インポートとエクスポートの欄。
import-heading = インポート（コンテスト形式または辺の列）
import-label = コンテスト形式の木（1 行目に頂点数 N、続く N − 1 行に辺「a b」。頂点 1 が地面）か、辺 u-v の列を貼り付けてください:
who-wins = どちらが勝つ？
analysing = 解析中…
# $format: contest か edges（どちらの形式で読んだか）。$outcome: empty（辺がない）、second（後手の勝ち）、
# move（先手が $first-cut を切って勝つ。番号は入力のまま）、stopped（先手の勝ちだが、手を見つける前に探索を打ち切った）。
import-answer = { $format ->
        [contest] { $outcome ->
            [empty] 辺が 1 本もないので、Alice（先手）は動けず、Bob（後手）の勝ちです（Grundy 数 *0）。
            [second] Bob（後手）の勝ちです{ import-value }。Alice（先手）が最初にどの辺を切っても、Bob（後手）が最善を尽くせばAlice（先手）が負けます。
            [move] Alice（先手）の勝ちです{ import-value }。最初に辺「{ $first-cut }」を切れば勝てます。
           *[stopped] Alice（先手）の勝ちです{ import-value }。勝てる最初の一手はありますが、探索が作業量の上限に達して見つける前に打ち切られました。
        }
       *[edges] { $outcome ->
            [empty] 辺が 1 本もないので、先手は動けず、後手の勝ちです（Grundy 数 *0）。
            [second] 後手の勝ちです{ import-value }。先手が最初にどの辺を切っても、後手が最善を尽くせば先手が負けます。
            [move] 先手の勝ちです{ import-value }。最初に辺 { $first-cut } を切れば勝てます。
           *[stopped] 先手の勝ちです{ import-value }。勝てる最初の一手はありますが、探索が作業量の上限に達して見つける前に打ち切られました。
        }
    }
import-value = （Grundy 数 *{ $grundy }、辺 { $edges } 本）
analysed-in = 解析時間 { $millis } ms
play-import = この局面で対戦する
import-empty = 辺がないので、描くものも対戦するものもありません。
import-too-large = 大きすぎて描けません（盤面に置けるのは { $max } 本までです）。
# $format: contest か edges。$error: コンテスト形式のエラーか、辺の表記のエラー。
import-failed = 読み取れませんでした（{ $format ->
        [contest] コンテスト形式: { $error }
       *[edges] { $error }
    }）。
import-not-started = このブラウザでは解析を始められませんでした。
export = 盤面をコンテスト形式で表示
# $reason: loop（ループ）か cycle（閉路か多重辺）。
not-a-tree = コンテスト形式で書けるのは木だけですが、この局面には{ $reason ->
        [loop] ループ
       *[cycle] 閉路か多重辺
    }があります。

## 読めないコンテスト形式の木（import-failed の中に出ます）。
contest-error-empty = 木を貼り付けてください。1 行目に頂点数 N、続く N − 1 行に辺「a b」を書きます
contest-error-too-long = 入力が { $length } 文字あります。読み込めるのは { $max } 文字までです
contest-error-bad-count = 1 行目には頂点数 N を書いてください（「{ $text }」になっています）
contest-error-too-large = 頂点が { $vertices } 個あります。読み込める木は { $max } 頂点までです
contest-error-bad-line = { $line } 行目は 2 つの頂点番号「a b」にしてください（「{ $text }」になっています）
contest-error-unknown-vertex = { $line } 行目に頂点 { $vertex } がありますが、頂点の番号は 1 から { $vertices } までです
contest-error-wrong-edge-count = N 頂点の木の辺は N − 1 = { $expected } 本ですが、辺の行が { $found } 行あります
contest-error-loop = { $line } 行目は頂点 { $vertex } を自分自身と結んでいる（ループ）ので、木ではありません
contest-error-cycle = { $line } 行目: 頂点 { $a } と { $b } はそれより前の行ですでにつながっている（辺の重複か閉路）ので、木ではありません

## キーボードの説明。
keys-choose = ← →（または ↑ ↓）
keys-choose-edge = 辺を選ぶ（先に盤面をクリックするか、Tab で移動）
keys-cut = Enter または Space
keys-cut-edge = 選んだ辺を切る
keys-editor-undo = エディタで一つ前に戻す

## 盤面とステップ表示の図。
edge-title = 辺 { $edge }
board-label = Hackenbush の盤面（辺 { $edges } 本）
ground-label = 地面: 合計 { $total }
picture-label = 図（辺 { $edges } 本）

## 融合原理とコロン原理のステップ表示。
fusion-title = 融合原理を一歩ずつ
colon-title = コロン原理を一歩ずつ
stepper-label = { $title }（矢印キーで前後に進みます）
step-count = { $step } / { $of }
trace-too-large = この図は辺が { $edges } 本あり、一歩ずつ追うには多すぎます（{ $max } 本まで）。頂点の数はすべて表示しています。

## ステップ表示の各段階の説明。
trace-no-cycle = この図には閉路がありません。ループを含めてすでに木なので、そのままコロン原理を使えます。
trace-fusion-principle = 融合原理: 閉路上の頂点を 1 つの頂点にまとめ、閉路の辺をループに変えても、Grundy 数は変わりません。この図には融合する閉路のまとまりが { $groups } 個あります。
# $vertices: まとまりの頂点の列（list-separator を参照）。その $loops 本の辺がループになり、合わせて $together（*0 か *1）。
trace-fuse = 頂点 { $vertices } は閉路上にあるので、頂点 { $into } に融合します。これらの { $loops } 本の辺は { $loops } 個のループになります。ループ 1 個は長さ 1 の棒（*1）と同じなので、*1 を { $loops } 個 XOR して { $together } です（個数が偶数なら *0、奇数なら *1）。
trace-colon-principle = コロン原理: 1 つの頂点にぶら下がる部分は、同じ Grundy 数をもつ別の図形に取り替えても全体の値が変わりません。そこで上から地面に向かって、各頂点から伸びる枝を 1 本の棒にまとめていきます。
trace-colon-after-fusion = 融合したので、図はループ付きの木になりました。{ trace-colon-principle }
# 頂点 $at（0 は地面）から $branches 本の棒が伸び、長さは $lengths（length-separator で区切った列）、
# うち $loops 本はループ。$xor は「1 ⊕ 2 ⊕ 3」、$value はまとめた棒の長さ。
trace-combine = { $branches ->
        [1] { $at ->
            [0] 地面から
           *[other] 頂点 { $at } から
        }伸びているのは長さ { $lengths } の棒 1 本だけ{ trace-loop-note }なので、まとめるものはありません。
       *[other] { $at ->
            [0] 地面から
           *[other] 頂点 { $at } から
        }長さ { $lengths } の棒が伸びています{ trace-loop-note }。{ $xor } = { $value ->
            [0] 0 なので、長さ 0 の棒に置き換わり、{ $at ->
                [0] 地面の上には
               *[other] 頂点 { $at } の上には
            }何も残りません。
           *[other] { $value } なので、長さ { $value } の棒 1 本に置き換えます。
        }
    }
trace-loop-note = { $loops ->
        [0] { "" }
       *[other] （ループは長さ 1 の棒と数えます）
    }
# $length: 図全体と同じ値の棒 1 本の長さ。$total: その Grundy 数（*n）。
trace-verdict = 図全体は長さ { $length } の棒、つまり Grundy 数 { $total } と同じです。いま手番のプレイヤーは、{ $length ->
        [0] 相手が最善を尽くすと負けます（後手必勝）。
       *[other] Grundy 数が 0 の局面に移せば勝てます（先手必勝）。
    }

## 列: 頂点は「1、2、3」、棒の長さは「1, 1, 2」（解説記事の書き方）。
list-separator = 、
list-last-separator = 、
length-separator = {", "}
length-last-separator = {", "}

## エディタ。$vertex はキーボードで選んだ頂点（0 は地面）。
tool-draw = ✎ 描く
tool-move = ✥ 動かす
tool-delete = ✂ 消す
editor-undo = ↶ 元に戻す
editor-undo-title = 元に戻す (Ctrl+Z)
editor-play = この図で対戦する
editor-tools-label = 編集ツール
help-draw = 頂点か地面の線からドラッグします。何もない所で離すと新しい頂点、別の頂点で離すと 2 頂点を結ぶ辺、いったん離れて同じ頂点に戻るとループになります。
help-move = 頂点をドラッグして動かします。
help-delete = 辺をクリックかタップすると消えます（そのせいで地面に届かなくなった部分も一緒に消えます）。
joining-from = { $vertex ->
        [0] 地面から
       *[other] 頂点 { $vertex } から
    }辺を結びます。もう一方の端を選んで J を押してください（Esc で取り消し）。
vertex-selected = { $vertex ->
        [0] 地面を
       *[other] 頂点 { $vertex } を
    }選択中。
editor-label = 図のエディタ（辺 { $edges } 本、{ $max } 本まで）。左右の矢印キーで頂点を選び、Enter でその頂点から辺を伸ばし、J で 2 つの頂点を結び、X でその頂点のいちばん新しい辺を消し、Shift と矢印キーで頂点を動かします。
# 図の表記の前に「辺 3 本: 」。
editor-edges = 辺 { $edges } 本:{ " " }
editor-empty = 辺はまだありません。地面の線からドラッグして描き始めてください。
editor-board-full = 盤面に置ける辺は { $max } 本までです。
editor-bad-start = 辺は頂点か地面から描き始め、地面より上のどこかで離してください。
editor-no-such-edge = その辺はもうありません。
editor-nothing-to-undo = エディタで戻せる操作がありません。

## 棋譜とコンピュータの理由（$total と $left は Grundy 数 *n）。
cut = { $edge } を切りました
reason-to-zero = 切る前の Grundy 数は { $total } でした。この辺を切ると辺が { $removed } 本消えて { $left } になるので、相手はどう応じても負けます
reason-smallest-value = Grundy 数が *0 なので、相手が最善を尽くすとどの辺を切っても負けです。その中で、残る値がいちばん小さい { $left } になる辺を選びました
reason-search-stopped = Grundy 数は { $total } ですが、探索の上限までに勝てる切り方が見つからなかったので、{ $left } が残る辺を切りました

## 読めない局面（import-failed の中にも出ます）。
error-empty = 辺を 1 本以上入力してください（例: 0-1 1-2 1-3、頂点 0 が地面）。辺が 1 本もない局面は ground と書きます
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです
error-not-an-edge = 「{ $token }」は辺ではありません。0-1 のように 2 つの頂点番号をハイフンでつないで書いてください（0 が地面）
error-vertex-too-large = 「{ $token }」の頂点番号が { $max } を超えています。もっと小さい番号を使ってください
error-too-many-edges = 辺が { $count } 本あります。解析できるのは { $max } 本までです
error-floating = 辺 { $u }-{ $v } は地面につながっていません。辺をたどって地面（頂点 0）まで行けません

## 指せない手と、エディタで引けない辺。
move-error-no-such-edge = 盤面に辺 { $edge } はありません。
move-error-too-many-edges = 局面の辺は { $max } 本までです。
move-error-floating = 辺 { $u }-{ $v } は地面につながっていません。辺をたどって地面（頂点 0）まで行けません。
move-error-vertex-too-large = 辺 { $u }-{ $v } の頂点番号が上限の { $max } を超えています。
