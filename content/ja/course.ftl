### 講座の部品: レッスンのページの本文以外、演習の問いと答え合わせ、コンピュータとの対局、
### コインの山、先生向けの手引き、コンテスト形式の問題。レッスンの本文は Markdown ファイル
### (lessons/NN.md) にあります。
### content/en/course.ftl と同じメッセージを同じ順に並べます。

## レッスンのページ。
no-such-lesson = そのレッスンはありません
contents = 目次
lesson-nav = レッスン
lesson-nav-bottom = 前後のレッスン
previous = ← 前へ
next = 次へ →
exercises-heading = 演習
related-heading = 関連
terms-heading = 用語:
pages-heading = ゲーム:
# $id は演習の番号 (1a、4b など)、$kind は下の種類のどれか。
exercise-title = 演習 { $id } · { $kind }
kind-predict = 勝敗を予想
kind-value = Grundy 数
kind-nim-sum = ニム和
kind-winning-move = 必勝手
kind-beat-computer = コンピュータに勝つ
kind-period = 周期
solved = 正解済み

## 節の問いのあとの区切り。開くと、その問いの答えと説明が出る。
gate-note = 答えを自分で決めてから、続きを読みましょう。
gate-open = 続きを読む
gate-shown = 答えと説明

## 問い。$position と $text はレッスンか学ぶ人が書いたもの（ゲームの記法）。
predict-question = 両者が最適に行動したとき、勝つのは?
first-wins = 手番のプレイヤー (先手)
second-wins = 相手の側 (後手)
# 最善の進行が終わらないことのあるゲーム（閉路のあるゲームグラフ）での 3 つ目の答え。
draw-answer = どちらでもない (引き分け)
value-question = Grundy 数:
nim-sum-question = ニム和:
check = 答え合わせ
not-a-number = 0, 1, 2 のような非負整数を入力してください。
own-position = 自分で考えた局面で試す
own-position-label = 局面:{ " " }
own-position-button = この局面にする
bad-position = レッスンの局面 { $position } を読み取れませんでした。
type-a-move = 手を入力する
move-label = ゲームの記法で手を入力:{ " " }
play-move = 指す
not-a-move = 「{ $text }」はこのゲームの記法の手として読み取れません。

## 答え合わせ:「正解です。」か「違います。」を太字で書き、理由を続けます。
right = 正解です。
# 「惜しい」だとどの誤答も惜しかったことになります。理由はこのあとに続きます。
not-quite = 違います。
# 答え合わせの 2 つの文をつなぐもの。「。」のあとには何も入れません。
sentence-gap = { "" }
# $winner は手番のプレイヤーが勝つとき first、相手が勝つとき second、どちらも勝ちを強制できないとき draw。
who-wins = { $winner ->
        [first] 先手必勝です。
        [draw] 引き分けです。両者が最適に行動すると、どちらも勝ちを強制できず、ゲームは終わりません。
       *[second] 後手必勝です (手番のプレイヤーの負け)。
    }
play-it-out = 盤面でコンピュータと最後まで指して確かめましょう。
# $name はゲームの合計の呼び名（ニム和など）、$value はその値（例: 3 ⊕ 5 = 6）。
total-line = { $name }は { $value } です。
no-value = この局面はここで求めるには大きすぎます。もっと小さい局面で試してください。
right-value = Grundy 数は { $value } です。
wrong-value = Grundy 数は { $value } ではありません。
right-nim-sum = ニム和は { $value } です。
wrong-nim-sum = ニム和は { $value } ではありません。

## 間違った値の裏にありそうな誤解 (games::course::Mistake)、1 つに 1 メッセージ。
mistake-nim-sum-as-sum = それは山の大きさの普通の和です。ニム和は繰り上がりなしで桁ごとに足す XOR です。
mistake-nim-sum-as-or = それは OR です。ニム和では 1 が 2 個ある桁は 1 ではなく 0 になります。
mistake-sum-of-values = それは各部分の Grundy 数の普通の和です。ゲームの和の Grundy 数は、各部分の Grundy 数のニム和 (XOR) です。
mistake-max-not-mex = それは遷移先の Grundy 数の最大値です。mex は遷移先に含まれない最小の非負整数です。
mistake-max-plus-one = それは遷移先の最大値に 1 を足した数です。それより小さい数で、含まれていないものを探しましょう。
mistake-count-not-mex = それは遷移先の個数です。mex は遷移先の個数ではなく、Grundy 数の値を見ます。
mistake-empty-mex-not-zero = それは、動かせない局面の Grundy 数を 1 として計算したときの値です。空集合の mex は 0 なので終局は 0 で、その上の値もすべて変わります。
mistake-end-not-zero = 動かせない局面の Grundy 数は 0 です (空集合の mex は 0)。
mistake-zero-is-win = この局面の Grundy 数は 0 で、0 は手番のプレイヤーの負けを表します。どう動いても 0 でない局面になり、相手はそこから 0 に戻せます。
mistake-period-multiple = 確かにその間隔でも値は繰り返しますが、それは周期の倍数です。もっと短い間隔で繰り返しています。最小の周期を探しましょう。
see-derivation = 下の計算を 1 段ずつ進めて、どこからその値が出るか確かめましょう。

## 周期と、盤面での必勝手。
period-question = 周期:
right-period = Grundy 数は { $period } 個ごとに繰り返し、それより短い周期はありません。
wrong-period = 周期は { $period } ではありません。
# $what はゲームの言葉で書いた手（「山 1 から 2 個取った」など）。$before と $after は手の前と後の
# 合計の行（それぞれ 1 文）、$reply はコンピュータの応手（ゲームの言葉）。
right-move = { $what }。残った局面は手番のプレイヤーの負け (P 局面) です。
wrong-move = { $what }。指す前: { $before }指した後: { $after }0 ではないので、相手には必勝手があり、盤面で指されました: { $reply }。指す前の局面からやり直して、別の手を探しましょう。
# 同じく、局面に値がない場合（逆形）。$before と $after はそれぞれの局面の勝敗の理由。
wrong-move-reason = { $what }。指す前: { $before }指した後: { $after }つまり相手には必勝手があり、盤面で指されました: { $reply }。指す前の局面からやり直して、別の手を探しましょう。
# 同じく、手の後が引き分けの局面の場合。相手は引き分けを保つ（$reply）。
wrong-move-draw = { $what }。指す前: { $before }指した後: { $after }つまり相手はもう負けず、引き分けを保つ手が盤面で指されました: { $reply }。指す前の局面からやり直して、別の手を探しましょう。
try-again = 指す前の局面からやり直す

## コンピュータとの対局。$what はコンピュータの手（ゲームの言葉）、$how は指し方。
you-won = 最後の手を指したのはあなたです。あなたの勝ちです!
computer-won = コンピュータ: { $what }。最後の手を指したコンピュータの勝ちです。やり直して別の進め方を試しましょう。
computer-did = コンピュータ: { $what }。あなたの番です: { $how }
your-turn = あなたの番です: { $how }
# 逆形（最後の手を指した人の負け）。
misere-you-won = コンピュータ: { $what }。最後の手を指したのはコンピュータなので、逆形ではあなたの勝ちです!
misere-you-lost = 最後の手を指したのはあなたなので、逆形ではコンピュータの勝ちです。やり直して別の進め方を試しましょう。
# 引き分けのあるゲーム: コンピュータの手の後、あなたの番の局面が引き分け。
computer-did-draw = コンピュータ: { $what }。この局面は引き分けです。ここからはどちらも勝ちを強制できず、コンピュータも負ける手は指しません。あなたの番です: { $how }
# コンピュータに勝つ演習で、あなたの手で引き分けの局面になった。もう勝てない。
beat-drawn = コンピュータ: { $what }。あなたの手で引き分けの局面になりました。ここからコンピュータはゲームをいつまでも続けられるので、もう勝てません。やり直して別の進め方を試しましょう。
start-again = 最初からやり直す
values-hidden = 授業モード（ゲームのページで切り替えます）がオンなので、この盤面の値と解説は「答えを見せる」を押すまで隠れています。

## コインの山: 山が 1 つ、1 回の手で $set（「1, 3, 4」）のどれかの枚数を取ります。
take-rule = コインの山が 1 つあります。1 回の手で、{ "{" }{ $set }{ "}" } のどれかの枚数だけコインを取ります。最後のコインを取った人の勝ちです。
heap-of = コイン { $coins } 枚の山
heap-limit = 0 から { $max } までの枚数を入力してください。
# 山が勝ちか負けかの理由。第 3 回の言葉で（Grundy 数は使わない）。$take は勝ちにつながる取り方。
heap-won = { $heap } 枚の山から { $take } 枚取ると { $left } 枚になり、相手に負けの山を渡せます。
heap-lost = { $heap } 枚の山からは、どう取っても相手が勝てる山しか残りません。
takes-label = コインを取る
take-button = { $coins } 枚取る
take-how = 「取る」ボタンを押してください。
# 学ぶ人かコンピュータの手。
took = { $coins } 枚取りました
right-take = { $take } 枚取ると { $left } 枚が残り、手番の相手は負けです。
# $reply は相手の勝ちにつながる応手。
wrong-take = { $take } 枚取ると { $left } 枚が残り、そこからは相手が勝ちます。相手は { $reply } 枚取って、こちらに負けの山を渡してきます。{ $heap } 枚の山からやり直して、別の枚数を試しましょう。
row-label = 山の枚数とその判定
# 並んだ山の大きさの前に読み上げます（スクリーンリーダーだけ）。
cell-heap = コインの枚数{ " " }
win-letter = 勝
lose-letter = 負
fill-next = 次の山を決める
fill-all = すべて決める
fill-clear = 消す

## 先生向けの手引きの見出し（手引きの本文はレッスンにあります）。
teacher-heading = 先生向けの手引き

## コードカード: レッスンの考え方を C++ と Python のプログラムで（説明文はレッスンにあります）。
code-heading = 実装: C++ と Python
code-intro = この回の考え方を、競技プログラミングの形の短いプログラムにしました。どちらも標準入力から読み、標準出力に書きます。テストでは生成した多くの入力で両方を実行し、出力がこのアプリのエンジンの答えと一致することを確かめています。
# タブのまとまりの名前（スクリーンリーダーが読む）と、各タブ（プログラミング言語の名前）。
code-languages = プログラミング言語
code-cpp = C++
code-python = Python

## コンテスト形式の問題: 見出し、確認用の入力欄、入力のエラー。
contest-heading = コンテスト形式の問題: { $title }
contest-input = 入力
contest-constraints = 制約
contest-output = 出力
# $number は入力例の番号（1 から）。
contest-sample-input = 入力例 { $number }
contest-sample-output = 出力例 { $number }
contest-box-label = 自分のプログラムの確認用: この形式の入力を貼り付けると、エンジンが正しい出力を表示します。
contest-run = 正しい出力を表示
contest-use-sample = 入力例 1 を貼る
contest-expected = エンジンの出力
contest-related = 同じ考え方で解ける公開問題
# 入力の数 (games::contest::Field)。下のエラーでは $what として出ます。
contest-field-count = 個数
contest-field-heap = 山の大きさ
contest-field-take = 集合の要素
contest-field-k = K
contest-field-target = N
contest-field-vertex = 頂点の番号
contest-field-side = 辺の長さ
contest-field-row = 行
contest-field-column = 列
contest-empty = 上の形式の入力を貼り付けてください。
contest-too-long = 入力が { $length } 文字あり、長すぎて読み取れません。
contest-not-number = 「{ $token }」は整数ではありません。
contest-missing = { $what }が来るはずのところで入力が終わっています。
contest-range = { $what } { $value } は制約 ({ $min } 以上 { $max } 以下) の外です。
contest-leftover = 入力の終わりのあとに数が { $count } 個余っています。個数の指定を確かめてください。
# マス目の $row 行目が $length 文字（幅は $width）か、$found を含む。
contest-grid-length = マス目の { $row } 行目が { $length } 文字です。マス目の幅は { $width } です。
contest-grid-character = マス目の { $row } 行目に「{ $found }」があります。マスは . (空き) か # (壁) で書きます。
contest-on-wall = 駒 { $figure } が壁の上 ({ $row } 行 { $column } 列) にあります。駒は空きマスに置いてください。
contest-no-period = この集合では、Grundy 数を { $terms } 項まで求めても周期が見つかりませんでした。それより大きい山の値がわからないので、答えを出せません。
