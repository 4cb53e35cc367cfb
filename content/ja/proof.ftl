### 証明を局面で追うステッパー (src/ui/course/proof_steps.rs)。証明の本文は各レッスンの
### Markdown (lessons/NN.md の :: proof) にあります。content/en/proof.ftl と同じメッセージを同じ順に並べます。
## 第 2 回: ニム和が 0 の局面は必敗局面、0 でない局面は必勝局面。P(s) の証明を、選んだ局面でたどります。
nim-heading = ニム和の証明を局面で追う
nim-intro = 3 つの山の石の数を選ぶと、その局面で主張 P(s) の証明をたどります。ニム和が 0 でなければ、事実 B の手を見つけます。ニム和が 0 なら、動かす山と残す石の数を選んでください。その手で事実 A を確かめます。
nim-heap = 山 { $heap }
nim-choose-heap = 動かす山
nim-choose-leaves = 残す石の数
nim-base = すべての山が空なので、石の総数は 0 です。これは基底 P(0) の局面です。ニム和は 0 で、手番のプレイヤーは動けずに負けるので、必敗局面です。山に石を置いてみましょう。
nim-step-sum = ニム和
nim-restore-sum = 局面 { $position } の石の総数は s = { $stones }、ニム和は x = { $xor } = { $x } です。0 ではないので、事実 B の手、つまりニム和を 0 にする合法手を探します。
nim-step-bit = 最上位の 1
nim-restore-bit = x を 2 進数で書くと { $binary } で、最上位の 1 は { $bit } の位にあります。
nim-step-heap = 動かす山
nim-restore-heap = x の { $bit } の位が 1 なのは、この位に 1 を持つ山が奇数個あるからです。したがって少なくとも 1 つあります。そのうち最初の山 { $heap }（石 { $from } 個）を動かします。
nim-step-new = 新しい大きさ
nim-restore-new = 山 { $heap } を { $from } ⊕ x = { $from } ⊕ { $x } = { $to } 個にします。XOR で変わるのは x が 1 の位だけです。そのうち最上位の { $bit } の位では 1 が 0 になり、それより上の位は変わりません。よって { $to } は { $from } より小さく、この手は合法手です。
nim-step-move = 手
nim-move = 山 { $heap } から { $take } 個取って、{ $from } 個を { $to } 個にします。遷移先は { $position } です。
nim-step-check = 確かめ
nim-restore-check = 遷移先のニム和は { $xor } = 0 で、石の総数は { $before } から { $after } に減りました。P({ $after }) により遷移先は必敗局面で、そこで手番になるのは相手です。この手を指せば勝てるので、{ $position } は必勝局面です。
nim-break-sum = 局面 { $position } の石の総数は s = { $stones }、ニム和は { $xor } = 0 です。石が残っているので合法手はあります。事実 A によれば、どの手を指してもニム和は 0 でなくなります。上で選んだ手で確かめましょう。
nim-step-differ = 異なる位
nim-break-bit = { $from } と { $to } は違う数なので、2 進数で少なくとも 1 つの位が異なります。異なる位のうち最上位は { $bit } の位です。
nim-step-parity = 偶奇
nim-break-parity = ニム和が 0 だったので、手を指す前はどの位も 1 の個数が偶数でした。変わったのは山 { $heap } だけなので、{ $bit } の位の 1 の個数は { $before } 個から { $after } 個になり、奇数になります。
nim-break-check = 遷移先のニム和は { $xor } = { $y } です。{ $bit } の位が 1 なので、0 ではありません。石の総数は { $before } から { $after } に減ったので、P({ $after }) により遷移先は必勝局面で、そこで手番になる相手が勝ちます。事実 A により、ほかのどの手でも同じことが言えるので、{ $position } は必敗局面です。
## 第 5 回: 和の定理。x より小さいどの値 m にも 1 手で移れることを、局面で確かめます。
sum-heading = 和の定理を局面で追う
sum-intro = ニムの山 A と、1 枚・3 枚・4 枚のどれかを取るコインの山 B を並べます。和の値 x より小さい目標 m を選ぶと、値が m の局面へ移る手を、証明と同じ手順で見つけます。
sum-nim = ニムの山 A
sum-coins = コインの山 B
sum-target = 目標の値 m
sum-zero = この和の値は 0 です。0 より小さい値はないので、目標を選べません。山を変えてみましょう。
sum-step-values = 値
sum-values = g(A) = { $a }、g(B) = { $b } なので、和の値は x = { $a } ⊕ { $b } = { $x } です。
sum-step-difference = 差
sum-difference = d = x ⊕ m = { $x } ⊕ { $m } = { $d } です。d の最上位の 1 は { $bit } の位にあります。x はこの位が 1、m は 0 です。
sum-step-part = 動かす山
sum-part-nim = { $bit } の位が 1 なのは g(A) = { $value } です。山 A を動かします。
sum-part-coins = { $bit } の位が 1 なのは g(B) = { $value } です。山 B を動かします。
sum-step-new = 新しい値
sum-new = { $value } ⊕ d = { $value } ⊕ { $d } = { $new } です。{ $bit } の位が 1 から 0 になり、それより上の位は変わらないので、{ $value } より小さくなります。
sum-step-move = 手
sum-move-nim = 山 A の石 { $from } 個を { $to } 個にします（{ $take } 個取ります）。ニムの山の値は石の数そのものです。
sum-move-coins = 山 B のコイン { $from } 枚から { $take } 枚取って { $to } 枚にします。その Grundy 数は { $new } です。Grundy 数 { $value } の局面からは、それより小さいどの値の局面にも 1 手で移れる（第 4 回）ので、こういう手は必ずあります。
sum-step-check = 確かめ
sum-check = 移った先の和の値は { $a } ⊕ { $b } = { $m } で、目標の m と同じです。
