### 板チョコを割るゲーム（#/chocolate-split）だけの言葉: 名前とページ、記法。3 つの板チョコのゲームに
### 共通の言葉は content/ja/chocolate.ftl にあります。chocolate-eat.ftl と cutting.ftl も同じメッセージで
### 始まります。
### content/en/chocolate-split.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 板チョコを割る
summary = 板チョコを 1 枚選んで 2 つに割ります。割れる板チョコがなくなった人の負けです。

## ページ。$max-side と $max-bars は局面の設定の上限。
title = 板チョコを割る
rules = 自分の手番では板チョコを 1 枚選び（1 マスだけの板は選べません）、格子線に沿って 2 つに割ります。割った 2 枚はどちらも残ります。割れる板がなくなった人の負けです。
how-to-move = 板の格子線をクリックすると、そこで割ります
winning-move = 最後に割って
why-no-move = 板チョコが 1 枚もない
position-noun = 板チョコの局面
setup-label = 板チョコ
setup-help = 板の大きさを 行数x列数 で書き、空白かカンマで区切ります（例: 3x2 4x4）。辺は 1〜{ $max-side }、板は { $max-bars } 枚までです。
total-name = 各板の Grundy 数のニム和
board-empty = 板チョコがありません。
board-label = 盤面。左右の矢印キーで板を、上下の矢印キーで格子線を選び、Enter でそこを割ります。
step-through = 計算する板:{ " " }
nothing-to-step = 板チョコがないので、計算するものはありません。

## キー操作。
keys-choose-bar = 板を選ぶ（先に盤面をクリックするか、Tab で移動）
keys-choose-line = その板の格子線を選ぶ
keys-break = そこで割る

## 記法で書いた手。$text は入力された文字列（長いときは途中まで）。
move-placeholder = 例: 1-r2, 2-c1
error-not-a-move = 「{ $text }」は手として読めません。2-r1（板 2 を 1 行目の下で割る）、2-c3（3 列目の右で割る）のように書いてください。
error-wrong-game = このゲームの手は「割る」です。2-r1（1 行目の下で割る）、2-c3（3 列目の右で割る）のように書いてください。

## 板が残っているのに誰も指せない理由。
why-no-move-stuck = どの板チョコも 1 マスだけで割れない
