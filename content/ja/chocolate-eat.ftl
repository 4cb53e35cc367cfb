### 板チョコを食べるゲーム（#/chocolate-eat）だけの言葉: 名前とページ、記法、割ったあとに食べるかけらの選択。
### 3 つの板チョコのゲームに共通の言葉は content/ja/chocolate.ftl にあります。chocolate-split.ftl と
### cutting.ftl も同じメッセージで始まります。
### content/en/chocolate-eat.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 板チョコを食べる
summary = 板チョコを丸ごと食べるか、1 本の線で割って片方を食べます。最後のかけらを食べた人の勝ちです。

## ページ。$max-side と $max-bars は局面の設定の上限。
title = 板チョコを食べる
rules = 自分の手番では板チョコを 1 枚選び、丸ごと食べるか、格子線に沿って 2 つに割って片方を食べます。最後のかけらを食べた人の勝ちです。
how-to-move = 割りたい格子線をクリックしてから、食べる方のかけらをクリックしてください（「丸ごと食べる」ボタンもあります）
winning-move = 最後のかけらを食べて
why-no-move = 板チョコはすべて食べ終わっている
position-noun = 板チョコの局面
setup-label = 板チョコ
setup-help = 板の大きさを 行数x列数 で書き、空白かカンマで区切ります（例: 3x2 4x4）。辺は 1〜{ $max-side }、板は { $max-bars } 枚までです。
total-name = 各板の Grundy 数のニム和
board-empty = 板チョコはすべて食べ終わりました。
board-label = 盤面。左右の矢印キーで板を、上下の矢印キーで格子線を選び、Enter でそこを割ります。
step-through = 計算する板:{ " " }
nothing-to-step = 板チョコはすべて食べ終わったので、計算するものはありません。

## キー操作。
keys-choose-bar = 板を選ぶ（先に盤面をクリックするか、Tab で移動）
keys-choose-line = その板の格子線を選ぶ
keys-break = そこで割る（続けて 1 で上または左、2 で下または右のかけらを食べる。Esc でやめる）

## 記法で書いた手。$text は入力された文字列（長いときは途中まで）。
move-placeholder = 例: 1-2r, 1-1c, 2-all
error-not-a-move = 「{ $text }」は手として読めません。2-all（板 2 を丸ごと）、2-1r（板 2 から 1 行）、2-3c（板 2 から 3 列）のように書いてください。
error-wrong-game = このゲームの手は「食べる」です。2-all（丸ごと）、2-1r（1 行食べる）、2-3c（3 列食べる）のように書いてください。

## 割ったあとに食べるかけらの選択と、板を丸ごと食べるボタン。$bar は 1 から数えた板の番号、$side は
## かけらの位置（top、bottom、left、right）、$size はその大きさ。
which-piece = 食べるかけらの選択
eat-which = 板 { $bar } に線を入れました。どちらを食べますか？
eat-piece = { $side ->
        [top] 上
        [bottom] 下
        [left] 左
       *[right] 右
    }のかけら（{ $size }）を食べる
cancel = やめる
pending-status = 板 { $bar } に線を入れました。食べるかけらをクリック（タップ）するか、「やめる」を押してください。
keys-eat-whole = 選んだ板を丸ごと食べる
eat-whole = 丸ごと食べる
eat-whole-aria = 丸ごと食べる（板 { $bar }）
