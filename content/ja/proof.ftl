### 証明を局面で追うステッパー (src/ui/course/proof_steps.rs)。証明の本文は各レッスンの
### Markdown (lessons/NN.md の :: proof) にあります。content/en/proof.ftl と同じメッセージを同じ順に並べます。
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
