### ニムのページ: 名前、ルール、盤面、取る石の入力欄、ステップ表示、コンピュータ、エラー。
### content/en/nim.ftl と同じメッセージを同じ順に並べます。
### $pile は山の番号（1 から数えます）。

## ヘッダー、ホーム、和の成分。
name = ニム
summary = 1 つの山から好きな数の石を取ります。最後の石を取った人の勝ちです。

## ページ。$max-piles と $max-stones は局面の上限。
title = ニム
rules = どれか 1 つの山から石を 1 個以上好きなだけ取ります。最後の石を取った人の勝ちです。
winning-move = 最後の石を取って
position-noun = ニムの局面
setup-label = 山
setup-help = 山の石の数を空白かカンマで区切って書きます（例: 3 4 5）。山は { $max-piles } 個まで、1 つの山の石は { $max-stones } 個までです。
# how-to-move は石を描いた盤面、how-to-move-compact は大きな局面のカード表示のときの案内。
how-to-move = 石をクリックすると、その石とそれより上の石をすべて取ります
how-to-move-compact = 山を選び、取る石の数を入力してください
why-no-move = 石が 1 つもない
no-winning-move = 勝てる手はありません。ニム和が 0 なので、相手が最善を尽くすとどの手でも負けます。相手の必勝手が少なくなる手を選び、ミスを待ちましょう。
winning-moves-intro = 勝てる手（どれもニム和を 0 にします）:
hint-line = 山 { $pile } から { $take } 個取る → { $to }
add-pile = 山を追加
remove-pile = 最後の山を削除

## 盤面の下の入力欄と、キーボードで選んでいる手。
take = 取る石の数
from-pile = 山
stones-to-take = 取る石の数
take-button = 取る
# $text は入力された文字列（20 文字で切ります）。
not-a-take = 「{ $text }」は石の数ではありません。1 から山の石の数までの整数を入力してください。
selected = 山 { $pile }（石 { $stones } 個）を選択中: { $take } 個取ります。

## 盤面。$position は山の表記、カードの $take は桁を区切って書きます。
board-label = ニムの盤面。左右の矢印キーで山を、上下の矢印キーで取る数を選び、Enter で取ります。
piles-aria = ニムの山: { $position }
take-from = 山 { $pile } から { $take } 個取る
pile-name = 山 { $pile }
take-short = { $take } 個取る
compact-note = 山が多すぎるか高すぎるため、石を描く代わりに各山の石の数を表示しています。山を選び、下の欄で取る数を入力してください。
pile-option = { $pile }（{ $stones }）
keys-choose-pile = 山を選ぶ（先に盤面をクリックするか、Tab で移動）
keys-how-many = その山から取る石の数
keys-take = 取る

## mex のステップ表示の対象: 局面全体か、山 1 つ。
step-through = 計算する対象:{ " " }
whole-position = 局面全体
pile-alone = 山 { $pile } だけ（{ $stones }）
# $why は局面全体を順に追えない理由（ステップ表示の文）。
whole-untraceable = { $why } 上のメニューで山を 1 つ選ぶと、その Grundy 数の計算を順に追えます。

## 棋譜とコンピュータの理由。$binary は $nim-sum の 2 進数表記。
took = 山 { $pile } から { $take } 個取りました
reason-to-zero = ニム和が { $nim-sum }（2 進数で { $binary }）だったので、この手で 0 にしました
reason-fewest = ニム和が 0 なので、どの手も相手が最善なら負けです。相手の必勝手がいちばん少ない手（{ $replies } 通り）を選びました

## 読めない局面（$token は入力のまま）。
error-empty = 山の石の数を 1 つ以上入力してください（例: 3 4 5）
error-too-long = 入力が { $length } 文字あります。ニムの局面は { $max } 文字までです
error-not-a-number = 「{ $token }」は石の数ではありません。空白かカンマで区切った整数で書いてください
error-negative = 「{ $token }」は負の数です。山の石は 0 個以上です
error-too-large = 「{ $token }」は大きすぎます。1 つの山の石は { $max } 個までです
error-too-many-piles = 山が { $count } 個あります。山は { $max } 個までです

## 指せない手、できない編集。$piles は山の数。
error-no-such-pile = 山 { $pile } はありません。山の番号は 1 から { $piles } までです。
error-take-nothing = 石を 1 個以上取ってください。
error-take-too-many = 山 { $pile } には石が { $stones } 個しかないので、{ $take } 個は取れません。
error-piles-limit = 山は { $max } 個までです。
error-last-pile = 山は 1 つ以上残してください。
error-stones-limit = 1 つの山の石は { $max } 個までです。
