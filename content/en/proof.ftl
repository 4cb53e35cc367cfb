### The steppers that carry a proof out on a position (src/ui/course/proof_steps.rs). The proofs'
### text is each lesson's Markdown (lessons/NN.md: :: proof). content/ja/proof.ftl has the same
### messages in the same order.
## Lesson 5: the sum theorem. Every value m below x is one move away, shown on a position.
sum-heading = The sum theorem, step by step
sum-intro = A Nim heap A beside a coin heap B, from which a move takes 1, 3 or 4 coins. Choose a target m below the sum's value x. The stepper finds a move to a position of value m, the way the proof does.
sum-nim = Nim heap A
sum-coins = Coin heap B
sum-target = Target value m
sum-zero = This sum is worth 0. No value is below 0, so there is no target. Change a heap.
sum-step-values = Values
sum-values = g(A) = { $a } and g(B) = { $b }, so the sum is worth x = { $a } ⊕ { $b } = { $x }.
sum-step-difference = Difference
sum-difference = d = x ⊕ m = { $x } ⊕ { $m } = { $d }. The highest 1 of d is in the { $bit }s place. There x has a 1 and m has a 0.
sum-step-part = The heap to move
sum-part-nim = g(A) = { $value } has a 1 in the { $bit }s place. Heap A moves.
sum-part-coins = g(B) = { $value } has a 1 in the { $bit }s place. Heap B moves.
sum-step-new = Its new value
sum-new = { $value } ⊕ d = { $value } ⊕ { $d } = { $new }. The { $bit }s place turns from 1 to 0 and the places above it stay, so it is below { $value }.
sum-step-move = The move
sum-move-nim = Heap A goes from { $from } stones to { $to } (take { $take }). A Nim heap is worth its size.
sum-move-coins = Take { $take } of heap B's { $from } coins, leaving { $to }. That heap is worth { $new }. A position worth { $value } has a move to every smaller value (lesson 4), so such a move always exists.
sum-step-check = Check
sum-check = The sum is now worth { $a } ⊕ { $b } = { $m }: the target.
