//! The proper-divisor game (AtCoder ABC368 F "Dividing Game"): several numbers; a move replaces
//! one number n by a proper divisor of it, a divisor d < n (1 has none); whoever cannot move
//! loses.
//!
//! **Theory.** Write Ω(n) for the number of prime factors of n counted with multiplicity
//! (Ω(12) = Ω(2·2·3) = 3; OEIS A001222). A proper divisor d of n drops some of those factors:
//! Ω(d) can be any of 0, 1, …, Ω(n) − 1 and nothing else. So a number n plays exactly like a
//! Nim heap of Ω(n), its Grundy value is Ω(n), and a position's value is the nim-sum of the Ω's.
//! A winning move turns some n with Ω(n) ⊕ s < Ω(n) (s the nim-sum) into any divisor d with
//! Ω(d) = Ω(n) ⊕ s: there may be many, so [`ProperDivisor::winning_moves`] lists the first
//! [`MAX_LISTED`] and [`ProperDivisor::winning_move_count`] counts them all.
//!
//! The factorisations are the prime-factor game's trial division
//! ([`factorize`](crate::games::reduction::prime_factor::factorize)), remembered per thread for
//! the last numbers asked about.
//!
//! **Notation.** A position is the numbers separated by spaces or commas (`2 3 4`), each from 1
//! to [`MAX_N`], at most [`MAX_NUMBERS`] of them. A move is `i:d`, numbers counted from 1:
//! `3:2` replaces the third number by 2.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use super::reduction::prime_factor::{Factor, factorize};
use super::reduction::{NumberError, nim_winning_heaps, parse_number, shown, tokens};
use crate::engine::Nimber;
use crate::games::catalog::MAX_LISTED;
use crate::games::{ComputerMove, Playable};

/// The largest number.
pub const MAX_N: u64 = 1_000_000_000_000;
/// At most this many numbers: each may take about 330 000 trial divisions to factorise.
pub const MAX_NUMBERS: usize = 64;
/// Longer text is refused before parsing: 64 thirteen-digit numbers with separators fit.
pub const MAX_INPUT_LEN: usize = 1_024;
/// At most this many factorisations are remembered per thread.
const REMEMBERED: usize = 4 * MAX_NUMBERS;

/// The prime factors of n (1 ≤ n ≤ [`MAX_N`]), remembered for the last numbers asked about (a
/// position's value, winning moves and computer move each need every number's).
pub fn factors(n: u64) -> Vec<Factor> {
    thread_local! {
        static KNOWN: RefCell<HashMap<u64, Vec<Factor>>> = RefCell::new(HashMap::new());
    }
    KNOWN.with(|known| {
        if let Some(found) = known.borrow().get(&n) {
            return found.clone();
        }
        let found = factorize(n).factors;
        let mut known = known.borrow_mut();
        if known.len() >= REMEMBERED {
            known.clear();
        }
        known.insert(n, found.clone());
        found
    })
}

/// Ω(n): the prime factors of n counted with multiplicity (Ω(1) = 0). The Grundy value of n.
pub fn omega(n: u64) -> u32 {
    factors(n).iter().map(|f| f.exponent).sum()
}

/// The number of divisors of n, n itself included: the product of (exponent + 1).
pub fn divisor_count(n: u64) -> u64 {
    factors(n).iter().map(|f| u64::from(f.exponent) + 1).product()
}

/// Every divisor of n with its Ω, in increasing order (at most 6 720 for n ≤ 10^12), built
/// prime by prime from 1.
pub fn divisors(n: u64) -> Vec<(u64, u32)> {
    let mut all = vec![(1u64, 0u32)];
    for factor in factors(n) {
        let before = all.len();
        let mut power = 1u64;
        for exponent in 1..=factor.exponent {
            power *= factor.prime;
            for index in 0..before {
                let (d, o) = all[index];
                all.push((d * power, o + exponent));
            }
        }
    }
    all.sort_unstable();
    all
}

/// A position: the numbers, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivisorPosition {
    numbers: Vec<u64>,
}

impl DivisorPosition {
    /// A position from numbers, or why not.
    pub fn new(numbers: Vec<u64>) -> Result<DivisorPosition, ParseDivisorError> {
        if numbers.is_empty() {
            return Err(ParseDivisorError::Empty);
        }
        if numbers.len() > MAX_NUMBERS {
            return Err(ParseDivisorError::TooManyNumbers { count: numbers.len() });
        }
        if numbers.contains(&0) {
            return Err(ParseDivisorError::Zero);
        }
        if let Some(&n) = numbers.iter().find(|&&n| n > MAX_N) {
            return Err(ParseDivisorError::TooLarge { token: n.to_string() });
        }
        Ok(DivisorPosition { numbers })
    }

    pub fn numbers(&self) -> &[u64] {
        &self.numbers
    }

    /// Ω of each number: the Nim heaps.
    pub fn omegas(&self) -> Vec<u32> {
        self.numbers.iter().map(|&n| omega(n)).collect()
    }

    /// The nim-sum of the Ω's: the Grundy value.
    pub fn nim_sum(&self) -> u64 {
        self.omegas().iter().fold(0, |acc, &o| acc ^ u64::from(o))
    }

    /// A random position of `count` numbers from 1 to `max`.
    pub fn random(rng: &mut fastrand::Rng, count: usize, max: u64) -> DivisorPosition {
        let count = count.clamp(1, MAX_NUMBERS);
        let max = max.clamp(1, MAX_N);
        DivisorPosition { numbers: (0..count).map(|_| rng.u64(1..=max)).collect() }
    }
}

impl Default for DivisorPosition {
    /// 2 3 4, ABC368 F's first sample: Ω = 1, 1, 2, nim-sum 2, a win for the first player.
    fn default() -> Self {
        DivisorPosition { numbers: vec![2, 3, 4] }
    }
}

impl fmt::Display for DivisorPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, n) in self.numbers.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

/// Why text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseDivisorError {
    Empty,
    TooLong { len: usize },
    NotANumber { token: String },
    Negative { token: String },
    Zero,
    TooLarge { token: String },
    TooManyNumbers { count: usize },
}

impl FromStr for DivisorPosition {
    type Err = ParseDivisorError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseDivisorError::TooLong { len: text.len() });
        }
        let tokens = tokens(text);
        if tokens.len() > MAX_NUMBERS {
            return Err(ParseDivisorError::TooManyNumbers { count: tokens.len() });
        }
        let numbers = tokens
            .iter()
            .map(|&token| {
                parse_number(token, MAX_N).map_err(|error| match error {
                    NumberError::NotANumber => ParseDivisorError::NotANumber { token: token.to_owned() },
                    NumberError::Negative => ParseDivisorError::Negative { token: token.to_owned() },
                    NumberError::TooLarge => ParseDivisorError::TooLarge { token: token.to_owned() },
                })
            })
            .collect::<Result<Vec<u64>, _>>()?;
        DivisorPosition::new(numbers)
    }
}

/// A move: replace number `index` (counted from 0 here, from 1 in the notation) by `divisor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DivisorMove {
    pub index: usize,
    pub divisor: u64,
}

impl fmt::Display for DivisorMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.index as u128 + 1, self.divisor)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDivisorMoveError {
    pub text: String,
}

impl FromStr for DivisorMove {
    type Err = ParseDivisorMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseDivisorMoveError { text: shown(text, 40) };
        let (index, divisor) = text.trim().split_once(':').ok_or_else(error)?;
        let index = parse_number(index.trim(), MAX_NUMBERS as u64).map_err(|_| error())?;
        let divisor = parse_number(divisor.trim(), MAX_N).map_err(|_| error())?;
        if index == 0 {
            return Err(error());
        }
        Ok(DivisorMove { index: index as usize - 1, divisor })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DivisorError {
    NoSuchNumber {
        index: usize,
        count: usize,
    },
    /// A proper divisor is smaller than the number (so 1 has none).
    NotSmaller {
        divisor: u64,
        n: u64,
    },
    NotADivisor {
        divisor: u64,
        n: u64,
    },
}

/// Why the computer made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DivisorReason {
    /// The Ω's nim-sum was `nim_sum` (not 0); number `index` (from 0), of Ω = `from_omega`,
    /// becomes a divisor of Ω = `to_omega`, which makes it 0.
    ToZero { nim_sum: u64, index: usize, from_omega: u32, to_omega: u32 },
    /// The nim-sum was 0, so every move loses against best play; this one leaves the opponent
    /// `replies` numbers to win from, the fewest (then the smallest drop of Ω).
    FewestReplies { replies: usize },
}

/// The proper-divisor game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProperDivisor;

impl ProperDivisor {
    /// The first `limit` winning moves, number by number, each number's divisors in increasing
    /// order.
    pub fn winning_moves_limited(position: &DivisorPosition, limit: usize) -> Vec<DivisorMove> {
        ProperDivisor::moves_to_value(position, 0, limit)
    }

    /// The first `limit` moves to a position of value `target` (for a part of a sum): a number
    /// n with Ω(n) ⊕ c < Ω(n), c the change (value ⊕ target), goes to each of its divisors of
    /// Ω(n) ⊕ c, number by number, each number's divisors in increasing order.
    pub fn moves_to_value(position: &DivisorPosition, target: u64, limit: usize) -> Vec<DivisorMove> {
        let omegas = position.omegas();
        let change = omegas.iter().fold(0, |acc, &o| acc ^ u64::from(o)) ^ target;
        let mut moves = Vec::new();
        for (index, (&n, &o)) in position.numbers.iter().zip(&omegas).enumerate() {
            let wanted = u64::from(o) ^ change;
            if wanted >= u64::from(o) {
                continue;
            }
            for (divisor, _) in divisors(n).into_iter().filter(|&(_, od)| u64::from(od) == wanted) {
                if moves.len() >= limit {
                    return moves;
                }
                moves.push(DivisorMove { index, divisor });
            }
        }
        moves
    }

    /// How many winning moves there are in all: for each number whose Ω drops when XORed with
    /// the nim-sum, its divisors of the Ω wanted.
    pub fn winning_move_count(position: &DivisorPosition) -> u64 {
        let omegas = position.omegas();
        let s = omegas.iter().fold(0, |acc, &o| acc ^ o);
        if s == 0 {
            return 0;
        }
        position
            .numbers
            .iter()
            .zip(&omegas)
            .filter(|&(_, &o)| o ^ s < o)
            .map(|(&n, &o)| divisors(n).iter().filter(|&&(_, od)| od == o ^ s).count() as u64)
            .sum()
    }

    /// The divisor of n with Ω = `target` (below Ω(n)) that is the largest: n divided by its
    /// smallest prime factors.
    fn largest_divisor_with(n: u64, target: u32) -> Option<u64> {
        divisors(n).into_iter().rev().find(|&(d, o)| o == target && d < n).map(|(d, _)| d)
    }
}

impl Playable for ProperDivisor {
    type Position = DivisorPosition;
    type Move = DivisorMove;
    type ParseError = ParseDivisorError;
    type MoveError = DivisorError;
    type Reason = DivisorReason;

    const ID: &'static str = "proper-divisor";

    fn is_over(&self, position: &DivisorPosition) -> bool {
        position.numbers.iter().all(|&n| n == 1)
    }

    fn play(&self, position: &DivisorPosition, mv: &DivisorMove) -> Result<DivisorPosition, DivisorError> {
        let count = position.numbers.len();
        let &n =
            position.numbers.get(mv.index).ok_or(DivisorError::NoSuchNumber { index: mv.index, count })?;
        if mv.divisor >= n {
            return Err(DivisorError::NotSmaller { divisor: mv.divisor, n });
        }
        if mv.divisor == 0 || !n.is_multiple_of(mv.divisor) {
            return Err(DivisorError::NotADivisor { divisor: mv.divisor, n });
        }
        let mut numbers = position.numbers.clone();
        numbers[mv.index] = mv.divisor;
        Ok(DivisorPosition { numbers })
    }

    fn grundy(&self, position: &DivisorPosition) -> Option<Nimber> {
        Some(Nimber(position.nim_sum()))
    }

    /// The first [`MAX_LISTED`] winning moves (see [`ProperDivisor::winning_move_count`] for
    /// how many there are).
    fn winning_moves(&self, position: &DivisorPosition) -> Vec<DivisorMove> {
        ProperDivisor::winning_moves_limited(position, MAX_LISTED)
    }

    /// A winning move if there is one: on the first number that has one, to its largest divisor
    /// of the Ω wanted. Otherwise, among the drops of one Ω to each smaller value, the one that
    /// leaves the fewest numbers to win from (the smallest drop first), to the largest divisor of
    /// that Ω.
    fn computer_move(&self, position: &DivisorPosition) -> Option<ComputerMove<DivisorMove, DivisorReason>> {
        if self.is_over(position) {
            return None;
        }
        let omegas = position.omegas();
        let nim_sum = omegas.iter().fold(0, |acc, &o| acc ^ o);
        if nim_sum != 0 {
            let index = omegas.iter().position(|&o| o ^ nim_sum < o)?;
            let (from_omega, to_omega) = (omegas[index], omegas[index] ^ nim_sum);
            let divisor = ProperDivisor::largest_divisor_with(position.numbers[index], to_omega)?;
            let reason = DivisorReason::ToZero { nim_sum: u64::from(nim_sum), index, from_omega, to_omega };
            return Some(ComputerMove { mv: DivisorMove { index, divisor }, reason });
        }
        let mut best: Option<(usize, u32, usize)> = None;
        for (index, &o) in omegas.iter().enumerate() {
            for target in (0..o).rev() {
                let heaps =
                    omegas.iter().enumerate().map(|(i, &h)| u64::from(if i == index { target } else { h }));
                let replies = nim_winning_heaps(heaps);
                let drop = o - target;
                if best.is_none_or(|(fewest, best_drop, _)| (replies, drop) < (fewest, best_drop)) {
                    best = Some((replies, drop, index));
                }
            }
        }
        let (replies, drop, index) = best?;
        let divisor = ProperDivisor::largest_divisor_with(position.numbers[index], omegas[index] - drop)?;
        Some(ComputerMove {
            mv: DivisorMove { index, divisor },
            reason: DivisorReason::FewestReplies { replies },
        })
    }

    /// Uniform over every legal move (a number n has one per divisor but itself), counted, not
    /// listed.
    fn random_move(&self, position: &DivisorPosition, rng: &mut fastrand::Rng) -> Option<DivisorMove> {
        let counts: Vec<u64> = position.numbers.iter().map(|&n| divisor_count(n) - 1).collect();
        let total: u64 = counts.iter().sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.u64(..total);
        for (index, &count) in counts.iter().enumerate() {
            if pick < count {
                let (divisor, _) = divisors(position.numbers[index])[pick as usize];
                return Some(DivisorMove { index, divisor });
            }
            pick -= count;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors() {
        assert_eq!("".parse::<DivisorPosition>(), Err(ParseDivisorError::Empty));
        assert_eq!("2 0".parse::<DivisorPosition>(), Err(ParseDivisorError::Zero));
        assert!(matches!("2 x".parse::<DivisorPosition>(), Err(ParseDivisorError::NotANumber { .. })));
        assert!(matches!("-2".parse::<DivisorPosition>(), Err(ParseDivisorError::Negative { .. })));
        assert!(matches!(
            "1000000000001".parse::<DivisorPosition>(),
            Err(ParseDivisorError::TooLarge { .. })
        ));
        assert!(matches!(
            "99999999999999999999999".parse::<DivisorPosition>(),
            Err(ParseDivisorError::TooLarge { .. })
        ));
        let many = "1 ".repeat(MAX_NUMBERS + 1);
        assert_eq!(many.parse::<DivisorPosition>(), Err(ParseDivisorError::TooManyNumbers { count: 65 }));
        let long = "1".repeat(MAX_INPUT_LEN + 1);
        assert!(matches!(long.parse::<DivisorPosition>(), Err(ParseDivisorError::TooLong { .. })));
        for bad in ["", "1", "0:1", "1:", ":2", "1:x", "65:1", "1:1000000000001", "1-2"] {
            assert!(bad.parse::<DivisorMove>().is_err(), "{bad}");
        }
        assert_eq!("3:2".parse::<DivisorMove>(), Ok(DivisorMove { index: 2, divisor: 2 }));
    }

    #[test]
    fn moves_and_divisors() {
        // 12 = 2²·3: divisors 1 2 3 4 6 12 with Ω 0 1 1 2 2 3 (by hand).
        assert_eq!(divisors(12), [(1, 0), (2, 1), (3, 1), (4, 2), (6, 2), (12, 3)]);
        assert_eq!(omega(1), 0);
        assert_eq!(omega(1_000_000_000_000), 24);
        let position: DivisorPosition = "12 1".parse().unwrap();
        let mv = |index, divisor| DivisorMove { index, divisor };
        assert_eq!(
            ProperDivisor.play(&position, &mv(0, 12)),
            Err(DivisorError::NotSmaller { divisor: 12, n: 12 })
        );
        assert_eq!(
            ProperDivisor.play(&position, &mv(0, 5)),
            Err(DivisorError::NotADivisor { divisor: 5, n: 12 })
        );
        assert_eq!(
            ProperDivisor.play(&position, &mv(0, 0)),
            Err(DivisorError::NotADivisor { divisor: 0, n: 12 })
        );
        assert_eq!(
            ProperDivisor.play(&position, &mv(1, 1)),
            Err(DivisorError::NotSmaller { divisor: 1, n: 1 })
        );
        assert_eq!(
            ProperDivisor.play(&position, &mv(2, 1)),
            Err(DivisorError::NoSuchNumber { index: 2, count: 2 })
        );
        // Ω = 3 ⊕ 0: every move to 1 wins.
        assert_eq!(ProperDivisor.winning_moves(&position), [mv(0, 1)]);
        let computer = ProperDivisor.computer_move(&position).unwrap();
        assert_eq!(computer.mv, mv(0, 1));
        assert_eq!(
            computer.reason,
            DivisorReason::ToZero { nim_sum: 3, index: 0, from_omega: 3, to_omega: 0 }
        );
    }
}
