### 階段ニムのページ: 名前、ルール、盤面、コンピュータ、ステップ表示、エラー。
### content/en/staircase.ftl と同じメッセージを同じ順に並べます。

## ヘッダー、ホーム、和の成分。
name = 階段ニム
summary = 1 つの段からコインを何枚か 1 段下へ降ろします。動かせなくなった人の負けです。

## ページ。
title = 階段ニム
rules = 階段の各段にコインがあります（いちばん下が段 1）。自分の番では 1 つの段からコインを 1 枚以上、1 段下へ降ろします。段 1 から降ろしたコインはゲームから消えます。動かせなくなった人の負けです。
winning-move = 最後にコインを降ろして
position-noun = 階段ニムの局面
setup-label = 各段のコイン
setup-help = 段 1 から順に各段のコインの枚数を空白かカンマで区切って書きます（例: 3 1 2）。段は { $steps } 段まで、コインは全部で { $coins } 枚まで、入力は { $chars } 文字までです。
how-to-move = 段をタップして、降ろす枚数を選んでください
why-no-move = コインがすべて床にある
no-winning-move = 必勝手はありません。奇数段のニム和が 0 です。コインを 1 枚降ろして相手のミスを待ちましょう。
winning-moves-intro = 必勝手（どれも奇数段のニム和を 0 にします）:
total-name = 奇数段のニム和
hint-line = { $move } → { $to }

## 読めない局面（$token は 20 文字か 30 文字で切ります）。
error-empty = 段 1 から順に各段のコインの枚数を入力してください（例: 3 1 2）。
error-too-long = 入力が { $length } 文字あります。局面は { $max } 文字までです。
error-not-a-number = 「{ $token }」はコインの枚数ではありません。整数を空白かカンマで区切って書いてください。
error-negative = 「{ $token }」は負の数です。各段のコインは 0 枚以上です。
error-too-large = 「{ $token }」は大きすぎます。コインは全部で { $max } 枚までです。
error-too-many-steps = 段が { $count } 段あります。階段は { $max } 段までです。
error-too-many-coins = コインが全部で { $max } 枚を超えています。

## 指せない手。
error-no-such-step = 段 { $step } はありません。段は 1 から { $steps } までです。
error-move-nothing = コインを 1 枚以上降ろしてください。
error-too-many = 段 { $step } にはコインが { $on-step } 枚しかないので、{ $coins } 枚は降ろせません。

## 棋譜とコンピュータの理由。$below はコインが降りる段（0 は床）。
moved = { $step ->
        [1] 段 1 から { $coins } 枚を床に降ろした
       *[other] 段 { $step } から段 { $below } へ { $coins } 枚降ろした
    }
reason-to-zero = { $kind ->
        [odd] 奇数段のニム和は { $nim-sum } でした。奇数段 { $from } のコインを減らすと（降りたコインは{ $below ->
            [0] 床
           *[other] 段 { $below }{ " " }
        }に移り、もう数えません）、ニム和が 0 になります
       *[even] 奇数段のニム和は { $nim-sum } でした。偶数段 { $from } のコインを奇数段 { $below } に降ろして増やすと、ニム和が 0 になります
    }
reason-fewest = 奇数段のニム和が 0 なので、どの手も相手が最善を尽くすと負けです。相手の必勝手がいちばん少なくなる 1 枚の手（{ $replies } 通り）を選びました
reason-moved-on = あなたが偶数段から奇数段 { $from } に { $coins } 枚降ろしたので、同じ { $coins } 枚をそのまま{ $below ->
        [0] 床
       *[other] 段 { $below }{ " " }
    }へ降ろしました。奇数段は元どおりで、ニム和はまた 0 です

## 盤面。
board-label = 階段: ← → で段、↑ ↓ で枚数を選び、Enter で降ろします
stairs-aria = 段 1 から順に各段のコイン: { $steps }
step-title = 段 { $step }（{ $kind ->
        [odd] 奇数段。数に入る
       *[even] 偶数段
    }）: { $coins } 枚
odd-legend = 色の濃い段が奇数段（1, 3, 5, …）です。数に入るのは奇数段のコインだけです。
choose-step = コインのある段をタップしてください。
chosen = 段 { $step } にはコインが { $on-step } 枚あります。降ろす枚数:
coins-label = 降ろす枚数
move-button = 降ろす
too-many-steps = この階段は { $steps } 段あり、多すぎて描けません。下の欄に手を入力してください。
not-a-move = 「{ $text }」は手ではありません。段-枚数 と書いてください（3-2 は段 3 から段 2 へ 2 枚降ろします）。
keys-step = 段を選ぶ
keys-coins = 降ろす枚数
keys-play = 降ろす
preset-default = 3 1 2
preset-even = 偶数段だけにコイン
preset-long = 30 段

## ステップ表示: 奇数段だけが数に入るわけ。
stepper-heading = 奇数段だけが数に入るわけ
step-name-odd = 奇数段
step-name-xor = ニム和
step-name-move = 必勝手
step-name-even = 偶数段
step-odd = 段 1, 3, 5, … の奇数段に印を付けます。どの手もちょうど 1 つの奇数段を変えます。奇数段から降ろすとその段が減り（コインは偶数段か床に移ります）、偶数段から降ろすとコインはすぐ下の奇数段に乗ってその段が増えます。つまり奇数段はニムの山で、増やす手が 1 種類加わっただけです。
step-xor = { $total ->
        [0] 奇数段のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。
       *[other] 奇数段のニム和は { $total } で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。
    }
step-move = { $kind ->
        [odd] 奇数段でニムをします。段 { $step } から{ $below ->
            [0] 床
           *[other] 段 { $below }{ " " }
        }へ { $coins } 枚降ろすと、段 { $step } は { $from } 枚から { $to } 枚になり、ニム和が 0 になります。
       *[even] 段 { $step } から段 { $below } へ { $coins } 枚降ろし、{ $from } 枚を { $to } 枚に増やすと、ニム和が 0 になります。
    }
step-no-move = 必勝手はありません。どう動かしても奇数段がちょうど 1 つ変わり、ニム和は 0 でなくなります。
step-even = 偶数段が数に入らないわけ: 相手が偶数段からコインを降ろしたら、同じコインをさらに 1 段下へ降ろします。奇数段は元どおりになり、コインは下へしか動かないので、これが永遠に続くことはありません。
even-example = この局面では: 段 { $even } から段 { $odd } へ { $coins } 枚降ろすと段 { $odd } は { $after } 枚になります。応手で同じ { $coins } 枚を段 { $odd } から{ $below ->
        [0] 床
       *[other] 段 { $below }{ " " }
    }へ降ろせば、段 { $odd } は { $before } 枚に戻ります。
even-none = この局面では偶数段にコインがありません。奇数段だけのただのニムです。
too-many-odd = 奇数段が { $odd-steps } 段あり、多すぎて並べられません。ニム和は下の表にあります。
step-column = 段
coins-column = コイン
heap-column = 山
step-short = 段 { $step }
xor-move = ニム和の最上位ビットは{ $step } にあります。{ $step } のコインを { $from } 枚から { $to } 枚になるまで降ろします。
xor-zero = 奇数段のニム和は 0 です。どの手も奇数段を 1 つだけ変えるので、ニム和は 0 でなくなります。

## Georgia and Bob（同じゲーム）。
georgia-heading = Georgia and Bob はこのゲームです
georgia-text = Georgia and Bob（POJ 1704）では、一列に並んだ駒を左へ動かします。各駒の左にある空きマスの数を右から順に読むと、それが階段の各段です（いちばん右の駒の左のすき間が段 1）。駒を左へ動かすと、その駒の左のすき間が減り、右隣のすき間が同じだけ増えます。これはコインを 1 段下へ降ろす手そのものです。Georgia and Bob のページでペアのすき間と呼んでいるのが奇数段です。
georgia-link = この階段を Georgia and Bob で: 駒はマス { $squares }
georgia-too-far = この階段は 10000 マスか 1000 個の駒を超えるので、Georgia and Bob のページでは開けません。
