//! Lesson 5's game: a Nim heap and a coin heap side by side (lesson 4's coin game, a move
//! taking one of a fixed set of numbers of coins). A turn is a move in one of the two heaps;
//! whoever makes the last move wins.
//!
//! The lesson claims that the pair is worth g(Nim heap) ⊕ g(coin heap); [`NimCoins::value`]
//! uses that claim, and the tests check it against the mex rule applied to the pair itself.
//! Written `6 5`: the Nim heap's stones, then the coins; a move `nim:2` or `coins:3` (what it
//! takes, from which heap).

use std::fmt;
use std::str::FromStr;

use super::course::{MAX_HEAP, TakeAway};
use crate::engine::{Impartial, Nimber};

/// The game: the coin heap's take set (lesson 5 uses {1, 3, 4}).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimCoins {
    pub take: &'static [u64],
}

/// A position: the stones of the Nim heap and the coins of the coin heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    pub nim: u64,
    pub coins: u64,
}

/// A move: what it takes, from which heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairMove {
    /// Stones from the Nim heap (any number from 1 to the heap).
    Nim(u64),
    /// Coins from the coin heap (a number of the take set).
    Coins(u64),
}

/// Why a text is not a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairError {
    /// Not two whole numbers.
    Form,
    /// A heap above [`MAX_HEAP`].
    TooLarge,
}

impl FromStr for Pair {
    type Err = PairError;

    fn from_str(text: &str) -> Result<Pair, PairError> {
        let numbers: Vec<u64> =
            text.split_whitespace().map(str::parse).collect::<Result<_, _>>().map_err(|_| PairError::Form)?;
        match numbers[..] {
            [nim, coins] if nim <= MAX_HEAP && coins <= MAX_HEAP => Ok(Pair { nim, coins }),
            [_, _] => Err(PairError::TooLarge),
            _ => Err(PairError::Form),
        }
    }
}

impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.nim, self.coins)
    }
}

impl fmt::Display for PairMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairMove::Nim(take) => write!(f, "nim:{take}"),
            PairMove::Coins(take) => write!(f, "coins:{take}"),
        }
    }
}

impl Impartial for NimCoins {
    type Position = Pair;
    type Move = PairMove;

    fn options(&self, &p: &Pair) -> Vec<(PairMove, Pair)> {
        let nim = (1..=p.nim).map(|take| (PairMove::Nim(take), Pair { nim: p.nim - take, ..p }));
        let coins = self.coins().options(&p.coins).into_iter();
        nim.chain(coins.map(|(take, left)| (PairMove::Coins(take), Pair { coins: left, ..p }))).collect()
    }
}

/// Why the computer moved as it did: the two heaps' values after its move (equal, so the pair
/// is worth 0, when it found a winning move), or none to be found (the pair was worth 0: it
/// takes as little as it can and waits for a mistake).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairReason {
    ToZero { nim: Nimber, coins: Nimber },
    NoWinningMove,
}

impl NimCoins {
    /// The coin heap alone.
    pub fn coins(&self) -> TakeAway {
        TakeAway { take: self.take }
    }

    /// The two heaps' values: the Nim heap's is its size, the coin heap's the mex rule's.
    pub fn parts(&self, p: Pair) -> (Nimber, Nimber) {
        (Nimber(p.nim), self.coins().value(p.coins))
    }

    /// The pair's value, g(Nim heap) ⊕ g(coin heap) (the sum theorem, checked by the tests).
    pub fn value(&self, p: Pair) -> Nimber {
        let (nim, coins) = self.parts(p);
        nim ^ coins
    }

    /// The position after `mv`, `None` when it is not a legal move.
    pub fn after(&self, p: Pair, mv: PairMove) -> Option<Pair> {
        self.options(&p).into_iter().find(|&(m, _)| m == mv).map(|(_, to)| to)
    }

    /// Every move to a pair of value 0.
    pub fn winning_moves(&self, p: Pair) -> Vec<PairMove> {
        self.options(&p).into_iter().filter(|&(_, to)| self.value(to).is_zero()).map(|(mv, _)| mv).collect()
    }

    /// The computer's move and why: a winning one if there is one, else the smallest take from
    /// the coin heap or, without coins to take, one stone (the game lasts, giving the person a
    /// chance to go wrong); `None` when no move is left.
    pub fn computer_move(&self, p: Pair) -> Option<(PairMove, PairReason)> {
        if let Some(&mv) = self.winning_moves(p).first() {
            let (nim, coins) = self.parts(self.after(p, mv)?);
            return Some((mv, PairReason::ToZero { nim, coins }));
        }
        let options = self.options(&p);
        let coins = options.iter().find(|(mv, _)| matches!(mv, PairMove::Coins(_)));
        coins.or(options.first()).map(|&(mv, _)| (mv, PairReason::NoWinningMove))
    }

    /// The Grundy values of the coin heaps 0, 1, …, `up_to` (for the panels and the lesson's
    /// tests).
    pub fn coin_values(&self, up_to: u64) -> Vec<Nimber> {
        self.coins().values(up_to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    const TAKE: &[u64] = &[1, 3, 4];

    /// The sum theorem on this pair, shown: for every Nim heap up to 20 and coin heap up to 40,
    /// the mex rule over the pair's own moves gives g(Nim) ⊕ g(coins), with the coin heap's value
    /// also by the mex rule alone; the winning moves are exactly the moves to a pair of mex value
    /// 0, and the computer's move is legal and winning whenever a winning move exists.
    #[test]
    fn the_pair_is_worth_the_nim_sum_of_its_heaps() {
        for take in [TAKE, &[1, 2, 4], &[2, 5]] {
            let game = NimCoins { take };
            // The engine's reference search: the mex rule over each position's own moves,
            // nothing of the sum theorem.
            let (mut pairs, mut heaps) = (Solver::brute_force(), Solver::brute_force());
            let mut by_mex = |p: Pair| pairs.grundy(&game, &p).expect("a small pair").value();
            for nim in 0..=20u64 {
                for coins in 0..=40u64 {
                    let p = Pair { nim, coins };
                    let truth = by_mex(p);
                    let heap = heaps.grundy(&game.coins(), &coins).expect("a small heap").value();
                    assert_eq!(truth, nim ^ heap, "{take:?} {p}");
                    assert_eq!(game.value(p), Nimber(truth), "{take:?} {p}");
                    let winning: Vec<PairMove> = game
                        .options(&p)
                        .into_iter()
                        .filter(|&(_, to)| by_mex(to) == 0)
                        .map(|(mv, _)| mv)
                        .collect();
                    assert_eq!(game.winning_moves(p), winning, "{take:?} {p}");
                    match game.computer_move(p) {
                        None => assert!(nim == 0 && coins < take[0], "{p}"),
                        Some((mv, reason)) => {
                            let to = game.after(p, mv).expect("a legal move");
                            let zero = by_mex(to) == 0;
                            assert_eq!(zero, truth != 0, "{take:?} {p}: {mv}");
                            assert_eq!(matches!(reason, PairReason::ToZero { .. }), zero);
                        }
                    }
                }
            }
        }
    }

    /// Lesson 5's positions, by hand from the row of {1, 3, 4} (0, 1, 0, 1, 2, 3, 2, then
    /// again): a coin heap of 5 is worth 3, so the pair with it is lost exactly beside a Nim heap
    /// of 3; the board's start and the exercises are as the text says.
    #[test]
    fn lesson_5s_positions() {
        let game = NimCoins { take: TAKE };
        let pair = |nim, coins| Pair { nim, coins };
        let lost: Vec<u64> = (0..=10).filter(|&n| game.value(pair(n, 5)).is_zero()).collect();
        assert_eq!(lost, [3]);
        // The board, 4 and 5: 4 ⊕ 3 = 7, won by taking 1 stone (to 3 and 5).
        assert_eq!(game.value(pair(4, 5)), Nimber(7));
        assert_eq!(game.winning_moves(pair(4, 5)), [PairMove::Nim(1)]);
        // The proof's example: a Nim heap of 1 (worth 1) and a coin heap of 6 (worth 2): 3.
        assert_eq!(game.value(pair(1, 6)), Nimber(3));
        // 5a: 6 and 11 (11 = 7 + 4, worth g(4) = 2): 6 ⊕ 2 = 4 (the ordinary sum 8, the OR 6).
        assert_eq!(game.value(pair(6, 11)), Nimber(4));
        // 5b: 3 and 12 (12 = 7 + 5, worth g(5) = 3): 3 ⊕ 3 = 0, lost.
        assert_eq!(game.value(pair(3, 12)), Nimber(0));
        // 5c: 1 and 13 (13 = 7 + 6, worth g(6) = 2): 1 ⊕ 2 = 3; the one winning move takes 3
        // coins, to 10 (worth g(3) = 1): 1 ⊕ 1 = 0; taking 1 or 4 leaves 12 or 9 (worth 3 and 0),
        // and emptying the Nim heap leaves 0 ⊕ 2.
        assert_eq!(game.winning_moves(pair(1, 13)), [PairMove::Coins(3)]);
        assert_eq!("2 11".parse(), Ok(pair(2, 11)));
        assert_eq!("2".parse::<Pair>(), Err(PairError::Form));
        assert_eq!("2 x".parse::<Pair>(), Err(PairError::Form));
        assert_eq!("2 61".parse::<Pair>(), Err(PairError::TooLarge));
        assert_eq!(pair(2, 11).to_string(), "2 11");
        assert_eq!(PairMove::Coins(3).to_string(), "coins:3");
    }
}
