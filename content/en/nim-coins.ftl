### Lesson 5's board: a Nim heap beside a coin heap of lesson 4's game (src/ui/course/nim_coins.rs).
### content/ja/nim-coins.ftl has the same messages in the same order.
# $set: the coin heap's takes ("1, 3, 4").
rule = A Nim heap and a coin heap. A move takes any number of stones from the Nim heap, or it takes coins from the coin heap. The number of coins must be in { "{" }{ $set }{ "}" }. Whoever makes the last move wins.
nim-heap = Nim heap: { $stones ->
        [one] 1 stone
       *[other] { $stones } stones
    }
coin-heap = Coin heap: { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
nim-takes = Take stones from the Nim heap
coin-takes = Take coins from the coin heap
take-stones = Take { $n }
how = press a Take button under a heap.
# A move, the words after "took" or "Taking".
stones = { $n ->
        [one] 1 stone
       *[other] { $n } stones
    } from the Nim heap
coins = { $n ->
        [one] 1 coin
       *[other] { $n } coins
    } from the coin heap
# A move after "You" or "The computer".
took = took { $what }
# Why the computer moved so: both heaps are now worth the same ($nim, $coins).
why-zero = Now the Nim heap is worth { $nim } and the coin heap { $coins }. The position is worth { $nim } ⊕ { $coins } = 0, a loss for the player to move.
why-none = The position was worth 0, so the computer had no winning move. It took as few as it could, and now it waits for a mistake.
# The values: the Nim heap ($stones, worth as much), the coin heap ($coins, worth $value) and the position ($total).
values = The Nim heap of { $stones } is worth { $stones }. The coin heap of { $coins } is worth { $value }. The position is worth { $stones } ⊕ { $value } = { $total }.
mex-heading = How the coin heap's value is found
# Who wins, and why: $what is a winning move.
won = Taking { $what } leaves a position worth 0 for the opponent.
lost = Every move leaves a position that is not worth 0, and from there the opponent can move back to 0.
limit = Type two numbers, the Nim heap's stones and then the coins, each from 0 to { $max }.
