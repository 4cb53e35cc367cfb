//! Euclid's game (POJ 2348): two positive integers; a move subtracts a positive multiple of the
//! smaller from the larger, leaving it non-negative; whoever makes a number 0 wins (a position
//! with a 0 has no move).
//!
//! The reduction is a rule about one step of Euclid's algorithm. Write the larger as
//! a = q·b + r (0 ≤ r < b). If q = 1 and r > 0 the move is forced (to (b, r)). If a ≥ 2b (q ≥ 2)
//! the player to move wins: either (b, r) is a losing position and taking q·b leaves it, or it
//! is winning and taking (q − 1)·b leaves (b + r, b), from which the only move is to (b, r). And
//! if r = 0, taking q·b makes 0 at once. So the outcome follows the chain of forced moves to the
//! first position with a ≥ 2b or b | a, in O(log a) steps.
//!
//! The Grundy values follow the same chain: the options of (a, b) are (r + j·b, b) for
//! j = 0 … q − 1, whose values are x = G(b, r) for j = 0 and, for j ≥ 1, the mex of the values
//! below it. Computing them visits one position per unit of every quotient, so the value is given
//! only where that search is small ([`SEARCH_LIMIT`]); beyond it the API's `grundy` is null and
//! the outcome comes from the rule.
//!
//! Notation: a position is `a b` (each up to 10^18; one of them 0 once the game is over). A move
//! is `a-k*b`, the larger minus k times the smaller: from `25 7`, `25-3*7` leads to `4 7`. When
//! the two are equal the first one is reduced.

use std::fmt;
use std::str::FromStr;

use super::{NumberError, parse_number, tokens};
use crate::engine::Nimber;
use crate::games::{ComputerMove, Outcome, Playable};

/// The largest number.
pub const MAX_NUMBER: u64 = 1_000_000_000_000_000_000;
/// Longer text is refused before parsing.
pub const MAX_INPUT_LEN: usize = 100;
/// The Grundy value is computed when the positions of its search (the sum of the quotients of
/// Euclid's algorithm) number at most this many.
pub const SEARCH_LIMIT: u64 = 1_000_000;

/// A position: the two numbers, in the order written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EuclidPosition {
    pub a: u64,
    pub b: u64,
}

impl Default for EuclidPosition {
    /// The second sample of POJ 2348 (the first player, Stan, loses).
    fn default() -> Self {
        EuclidPosition { a: 24, b: 15 }
    }
}

impl fmt::Display for EuclidPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.a, self.b)
    }
}

/// Why text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseEuclidError {
    TooLong { len: usize },
    Count { count: usize },
    NotANumber { token: String },
    TooLarge { token: String },
    BothZero,
}

impl FromStr for EuclidPosition {
    type Err = ParseEuclidError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseEuclidError::TooLong { len: text.len() });
        }
        let tokens = tokens(text);
        if tokens.len() != 2 {
            return Err(ParseEuclidError::Count { count: tokens.len() });
        }
        let number = |token: &str| match parse_number(token, MAX_NUMBER) {
            Ok(value) => Ok(value),
            Err(NumberError::TooLarge) => Err(ParseEuclidError::TooLarge { token: token.to_owned() }),
            Err(_) => Err(ParseEuclidError::NotANumber { token: token.to_owned() }),
        };
        let (a, b) = (number(tokens[0])?, number(tokens[1])?);
        if a == 0 && b == 0 {
            return Err(ParseEuclidError::BothZero);
        }
        Ok(EuclidPosition { a, b })
    }
}

impl EuclidPosition {
    pub fn new(a: u64, b: u64) -> Result<EuclidPosition, ParseEuclidError> {
        if a > MAX_NUMBER || b > MAX_NUMBER {
            return Err(ParseEuclidError::TooLarge { token: a.max(b).to_string() });
        }
        if a == 0 && b == 0 {
            return Err(ParseEuclidError::BothZero);
        }
        Ok(EuclidPosition { a, b })
    }

    /// (larger, smaller).
    pub fn ordered(self) -> (u64, u64) {
        (self.a.max(self.b), self.a.min(self.b))
    }

    /// The chain of forced moves from here (see [`Chain`]).
    pub fn chain(self) -> Chain {
        let (mut larger, mut smaller) = self.ordered();
        let mut positions = vec![(larger, smaller)];
        let end = loop {
            if smaller == 0 {
                break ChainEnd::Over;
            }
            if larger.is_multiple_of(smaller) {
                break ChainEnd::Divides { quotient: larger / smaller };
            }
            if larger / smaller >= 2 {
                break ChainEnd::TwiceOrMore { quotient: larger / smaller };
            }
            (larger, smaller) = (smaller, larger - smaller);
            positions.push((larger, smaller));
        };
        Chain { positions, end }
    }

    /// Who wins, by the rule: O(log) steps whatever the size of the numbers.
    pub fn outcome(self) -> Outcome {
        self.chain().outcome()
    }

    /// The Grundy value, where its search is at most [`SEARCH_LIMIT`] positions.
    pub fn grundy(self) -> Option<Nimber> {
        grundy_within(self, SEARCH_LIMIT)
    }
}

/// How the chain of forced moves ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainEnd {
    /// A number is already 0: the player to move has lost.
    Over,
    /// The smaller divides the larger `quotient` times: the player to move makes 0 and wins.
    Divides { quotient: u64 },
    /// The larger is at least twice the smaller: the player to move wins.
    TwiceOrMore { quotient: u64 },
}

/// The positions met while every move is forced (b < a < 2b), as (larger, smaller) pairs, the
/// first being the position itself, and how the chain ends at its last position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    pub positions: Vec<(u64, u64)>,
    pub end: ChainEnd,
}

impl Chain {
    /// The forced moves made: one less than the positions.
    pub fn forced_moves(&self) -> usize {
        self.positions.len() - 1
    }

    /// Who wins from the chain's first position: the player who faces its end wins unless the
    /// game is over there; the forced moves alternate the players.
    pub fn outcome(&self) -> Outcome {
        let end_wins = !matches!(self.end, ChainEnd::Over);
        let mover_faces_end = self.forced_moves().is_multiple_of(2);
        if end_wins == mover_faces_end { Outcome::N } else { Outcome::P }
    }
}

/// The Grundy value by the mex rule along the chain of remainders, or `None` if its search
/// would visit more than `limit` positions.
pub fn grundy_within(position: EuclidPosition, limit: u64) -> Option<Nimber> {
    let (mut larger, mut smaller) = position.ordered();
    let mut quotients = Vec::new();
    let mut visited = 0u64;
    while smaller > 0 {
        let quotient = larger / smaller;
        visited = visited.saturating_add(quotient);
        if visited > limit {
            return None;
        }
        quotients.push(quotient);
        (larger, smaller) = (smaller, larger % smaller);
    }
    // At the bottom a number is 0: no move, value 0. One level up, the options (r + j·b, b) for
    // j = 0 … q − 1 have x = G(b, r) at j = 0 and then, each the mex of those below it, the
    // values 0, 1, 2, … skipping x; the position itself (j = q) is the next of that sequence.
    let mut value = 0u64;
    for &quotient in quotients.iter().rev() {
        let x = value;
        value = if quotient - 1 < x { quotient - 1 } else { quotient };
    }
    Some(Nimber(value))
}

/// A move: `larger − multiple·smaller`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EuclidMove {
    pub larger: u64,
    pub multiple: u64,
    pub smaller: u64,
}

impl fmt::Display for EuclidMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}*{}", self.larger, self.multiple, self.smaller)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseEuclidMoveError;

impl FromStr for EuclidMove {
    type Err = ParseEuclidMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (larger, rest) = text.split_once('-').ok_or(ParseEuclidMoveError)?;
        let (multiple, smaller) = rest.split_once('*').ok_or(ParseEuclidMoveError)?;
        let number = |t: &str| parse_number(t.trim(), MAX_NUMBER).map_err(|_| ParseEuclidMoveError);
        Ok(EuclidMove { larger: number(larger)?, multiple: number(multiple)?, smaller: number(smaller)? })
    }
}

impl EuclidMove {
    /// The move taking `multiple` times the smaller number of `position` from the larger.
    pub fn of(position: EuclidPosition, multiple: u64) -> EuclidMove {
        let (larger, smaller) = position.ordered();
        EuclidMove { larger, multiple, smaller }
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EuclidError {
    Over,
    NotThesePositions { larger: u64, smaller: u64 },
    MultipleZero,
    TooMuch { larger: u64, multiple: u64, smaller: u64 },
}

/// Why the computer made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EuclidReason {
    /// The smaller divided the larger: taking all of it makes 0 and wins.
    MakeZero,
    /// The larger was at least twice the smaller (`quotient` times): of the two moves to take
    /// `quotient` or `quotient − 1` times, this one leaves the opponent a losing chain.
    TwiceRule { quotient: u64, multiple: u64 },
    /// Only one move was possible (the larger was less than twice the smaller); `wins` says
    /// whether the chain it continues is won.
    Forced { wins: bool },
}

/// Euclid's game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Euclid;

impl Euclid {
    /// The one winning move, if any (there is never more than one: see the module notes).
    fn winning_move(position: EuclidPosition) -> Option<EuclidMove> {
        let (larger, smaller) = position.ordered();
        if smaller == 0 {
            return None;
        }
        let (quotient, rest) = (larger / smaller, larger % smaller);
        let all = EuclidMove::of(position, quotient);
        if rest == 0 || (EuclidPosition { a: smaller, b: rest }).outcome() == Outcome::P {
            Some(all)
        } else if quotient >= 2 {
            Some(EuclidMove::of(position, quotient - 1))
        } else {
            None
        }
    }
}

impl Playable for Euclid {
    type Position = EuclidPosition;
    type Move = EuclidMove;
    type ParseError = ParseEuclidError;
    type MoveError = EuclidError;
    type Reason = EuclidReason;

    const ID: &'static str = "euclid";

    fn random_move(&self, position: &EuclidPosition, rng: &mut fastrand::Rng) -> Option<EuclidMove> {
        let (larger, smaller) = position.ordered();
        (smaller > 0).then(|| EuclidMove { larger, multiple: rng.u64(1..=larger / smaller), smaller })
    }

    fn is_over(&self, position: &EuclidPosition) -> bool {
        position.a == 0 || position.b == 0
    }

    fn play(&self, position: &EuclidPosition, mv: &EuclidMove) -> Result<EuclidPosition, EuclidError> {
        if self.is_over(position) {
            return Err(EuclidError::Over);
        }
        let (larger, smaller) = position.ordered();
        if (mv.larger, mv.smaller) != (larger, smaller) {
            return Err(EuclidError::NotThesePositions { larger, smaller });
        }
        if mv.multiple == 0 {
            return Err(EuclidError::MultipleZero);
        }
        let taken = mv.multiple.checked_mul(smaller).filter(|&taken| taken <= larger);
        let Some(taken) = taken else {
            return Err(EuclidError::TooMuch { larger, multiple: mv.multiple, smaller });
        };
        Ok(if position.a >= position.b {
            EuclidPosition { a: position.a - taken, b: position.b }
        } else {
            EuclidPosition { a: position.a, b: position.b - taken }
        })
    }

    fn grundy(&self, position: &EuclidPosition) -> Option<Nimber> {
        position.grundy()
    }

    fn outcome(&self, position: &EuclidPosition) -> Outcome {
        position.outcome()
    }

    fn winning_moves(&self, position: &EuclidPosition) -> Vec<EuclidMove> {
        Euclid::winning_move(*position).into_iter().collect()
    }

    fn computer_move(&self, position: &EuclidPosition) -> Option<ComputerMove<EuclidMove, EuclidReason>> {
        if self.is_over(position) {
            return None;
        }
        let (larger, smaller) = position.ordered();
        let quotient = larger / smaller;
        let Some(mv) = Euclid::winning_move(*position) else {
            // A losing position always has b < a < 2b: the one move is forced.
            return Some(ComputerMove {
                mv: EuclidMove::of(*position, 1),
                reason: EuclidReason::Forced { wins: false },
            });
        };
        let reason = if larger.is_multiple_of(smaller) {
            EuclidReason::MakeZero
        } else if quotient >= 2 {
            EuclidReason::TwiceRule { quotient, multiple: mv.multiple }
        } else {
            EuclidReason::Forced { wins: true }
        };
        Some(ComputerMove { mv, reason })
    }
}
