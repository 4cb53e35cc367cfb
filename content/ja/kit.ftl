### キットの言葉: どのゲームのページにも共通する部分（対戦相手、手番のボタン、状況の行、
### お知らせ、授業用の道具、再生、共有、入力欄）。
### content/en/kit.ftl と同じメッセージを同じ順に並べます。

## 対戦の組み合わせと先手。
players = 対戦
you-vs-computer = あなた 対 コンピュータ
two-players = 2 人対戦（授業用）
computer-vs-computer = コンピュータ同士
first-move = 先手
first-you = あなた
first-computer = コンピュータ

## 手番のボタンとキーボード操作の説明。
undo = ↶ 一手戻す
undo-title = 一手戻す (U)
redo = ↷ やり直す
redo-title = やり直す (R)
hint = ヒント
hide-hint = ヒントを隠す
hint-title = ヒント (H)
step = 1 手進める ▶
step-title = 1 手進める (S)
show-values = Grundy 数を表示 (L)
dismiss = 閉じる
keyboard = キーボード操作
keys-undo-redo = 一手戻す / やり直す
keys-hint = ヒントの表示・非表示
keys-labels = Grundy 数の表示・非表示
keys-step = 1 手進める（コンピュータ同士）

## 局面の設定と棋譜。$start は初期局面の表記、$why は断った理由（末尾の句点を除いたもの）。
start-here = この局面から始める
set-up = 局面を設定する
random-position = ランダムな局面
restart = 最初から
play-again = もう一度
moves-heading = 棋譜
no-moves-yet = まだ手はありません。
start = 初期局面: { $start }
not-changed = 変更しませんでした: { $why }。

## 受け付けない操作（指せない手は各ゲームの言葉で書きます）。
game-over-notice = ゲームは終わっています。新しく始めるか、一手戻してください。
computers-turn = いまはコンピュータの手番です。
not-computers-turn = いまはコンピュータの手番ではありません。
nothing-to-undo = 戻せる手がありません。
nothing-to-redo = やり直せる手がありません。

## プレイヤーの呼び名: あなた、コンピュータ、2 人対戦の 2 人、コンピュータ同士の 2 台。
player-you = あなた
player-computer = コンピュータ
player-first = 先手
player-second = 後手
computer-first = コンピュータ（先手）
computer-second = コンピュータ（後手）

## 状況の行。$how は各ゲームの「手番でどうするか」、$who はプレイヤーの呼び名、$by は勝ちを
## 決める手（「最後の石を取って」）、$why は誰も動けない理由（「石がない」）。
your-move = あなたの手番です: { $how }。
to-move = { $who }の手番です。
to-move-step = { $who }の手番です。「1 手進める」を押してください。
you-win = ゲーム終了: { $by }、あなたの勝ちです！
computer-wins = ゲーム終了: { $by }、コンピュータの勝ちです。
wins = ゲーム終了: { $by }、{ $who }の勝ちです。
over-before-you = 始まる前に終わっています: { $why }ので、あなたは動けず負けです。
over-before = 始まる前に終わっています: { $why }ので、{ $who }は動けず負けです。

## 合計の行: 書き出し（$name は各ゲームの合計の名前、例えば「ニム和」）と、その値が意味すること
## （どれも空白で始まります）。
total-intro = 局面の Grundy 数（{ $name }）:{ " " }
p-position = { " " }— P 局面（必敗局面）: 手番のプレイヤーは、相手が最善を尽くすと負けます。
n-position = { " " }— N 局面（必勝局面）: 手番のプレイヤーが勝てます。
d-position = { " " }— 引き分け: 両者が最善を尽くすとどちらも勝ちを強制できず、ゲームは終わりません。

## 指した手: $who はプレイヤーの呼び名、$what は各ゲームの手（「山 1 から 2 個取りました」）、
## $why はコンピュータの理由、$status はそのあとに続く状況の行。
did = { $who }: { $what }。
did-because = { $who }: { $what }。{ $why }。
computer-did = コンピュータは{ $what }。{ $status }

## ゲームの局面になっていないアドレス: $noun は局面の呼び名、$shown はアドレスの文字列、
## $error はその誤り、$default は代わりに表示する局面。
bad-address = アドレスが{ $noun }になっていません（「{ $shown }」: { $error }）。代わりに既定の局面 { $default } を表示しています。
blind-play = Grundy 数を隠して対戦中です。解説は Grundy 数の表示 (L) と一緒に戻ります。

## 授業モード: 先生が見せるまで答えを隠します。
hide-answers = 授業モード: 答えを見せるまで隠す
answers-hidden-note = Grundy 数・ヒント・解説・コンピュータの手の理由を隠しています。局面が変わると、また隠れます。
reveal-answers = 答えを見せる
hide-again = もう一度隠す

## クラスでの予想: ボタン、問い、答え方、答えを見せるボタン、答え（手番のプレイヤーの勝ち、
## 相手の勝ち、引き分け）、勝つ手の例（$line は各ゲームのヒントの行）、最後まで指す、閉じる。
predict = クラスで予想する
predict-question = この局面から勝つのはどちら？ 手番のプレイヤー？ それとも相手？
predict-hands = 手番のプレイヤーが勝つと思う人は手を挙げてください。次に、相手が勝つと思う人。数えたら答えを見せましょう。
predict-reveal = 答えを見せる
predict-mover-wins = 手番のプレイヤーの勝ちです。
predict-other-wins = 相手の勝ちです: 手番のプレイヤーがどう動いても、相手には勝ち続ける応手があります。
predict-draw = どちらも勝てません: 両者が最善を尽くすと勝ちを強制できず、ゲームは終わりません（引き分け）。
predict-winning = 勝つ手の例: { $line }
predict-play = コンピュータ同士で最後まで指してみる
predict-close = 盤面に戻る

## コンピュータとの対戦中の解説、ゲームグラフへのリンク、ヒントの既定の言葉。
show-analysis = コンピュータとの対戦中も解説を表示する
analysis-hidden = 解説は必勝手まで書いてしまうので、コンピュータとの対戦中は閉じています。ここで開くか、ヒントを押してください。
show-graph = ゲームグラフで見る（ここから到達できるすべての局面）
no-winning-move = 勝てる手はありません。Grundy 数が 0 なので、相手が最善を尽くすとどの手でも負けます。小さな手を指して相手のミスを待ちましょう。
winning-moves-intro = 勝てる手（どれも Grundy 数を 0 にします）:
nim-sum = ニム和

## 復元できなかった保存済みの対局。
restore-old-version = 古い版の Grundy Lab で保存された対局は復元できないため、新しい対局を始めます。
restore-damaged = 保存された対局が壊れていて読み込めなかったため、新しい対局を始めます。

## コンピュータの強さ: 選択欄の見出し、強さごとの選択肢と状況の行に出す短い名前
## （$status は状況の行、$strength は短い名前）。
strength = コンピュータの強さ
strength-perfect-option = 最強（常に最善手）
strength-good-option = 中級（10 回に 7 回は最善手）
strength-beginner-option = 初級（ランダムに指す）
strength-perfect = 最強
strength-good = 中級
strength-beginner = 初級
with-strength = { $status }（コンピュータ: { $strength }）
did-at-random = { $who }: { $what }。ランダムに選んだ手で、最善手とは限りません。
random-move = ランダムに選んだ手（最善手とは限りません）

## コンピュータ同士の対戦とステップ表示の再生。
playback = 再生
first = ◀◀ 最初へ
back = ◀ 戻る
play = ▶ 再生
pause = 一時停止
next = 進む ▶
last = 最後へ ▶▶
speed = 速さ
speed-slow = ゆっくり
speed-normal = ふつう
speed-fast = 速い
keys-first-last = 最初 / 最後の手へ（コンピュータ同士）
keys-play-pause = 再生 / 一時停止（コンピュータ同士）

## 共有: アドレスの QR コードとコピーのボタン。
share = この局面を共有
share-note = QR コードを読み取るかリンクをコピーすると、このゲームをこの局面から開けます。QR コードはこの場で描いており、どこにも送信しません。
qr-label = このページのアドレスの QR コード
copy-link = リンクをコピー
copied = リンクをコピーしました。
copy-refused = ブラウザがコピーを許可しませんでした。下のアドレスを選択して、自分でコピーしてください。
qr-too-long = このアドレスは長すぎて QR コードにできません。リンクをコピーしてください。
qr-loading = QR コードを用意しています…
qr-load-failed = QR コードを読み込めませんでした。ネットワークの接続を確かめてもう一度試すか、リンクをコピーしてください。

## 入力欄: 欄に出さずに持っている大きなテキスト（$chars 文字、$lines 行）と、ファイルを開くこと
## （$bytes はファイルの大きさ、$max は読み込める上限）。
held-text = テキストを読み込みました（{ $chars } 文字、{ $lines } 行）。ページが重くなるため、入力欄には表示していません。
show-text = テキストを表示
clear-text = 消去
open-file = ファイルを開く…
file-too-long = このファイルは { $bytes } バイトあります。読み込めるのは { $max } バイトまでです。
file-unreadable = ファイルを読み込めませんでした。
