//! "Don't say N" (seed 003): two players count up from 1 in turn, each saying the next 1 to k
//! numbers; whoever says N loses.
//!
//! As a take-away game: the numbers still safe to say, N − 1 − last, are a heap from which a
//! move takes 1 to k, and the player left at N − 1 with nothing safe must say N and loses. So
//! the position has the normal-play value (N − 1 − last) mod (k + 1), and it is lost for the
//! player to move exactly when N − 1 − last is a multiple of k + 1. From the start (last = 0)
//! that is the slides' rule: the first player loses exactly when N mod (k + 1) = 1.
//!
//! A move may also say N itself (when it is at most k ahead): that is legal and loses at once.
//! The game is over once N has been said (`last = N`): the player to move then has won, so the
//! session plays it as misère play of the count (whoever makes the last move, saying N, loses).
//!
//! Notation: `N k: last` (`30 3: 0`: nothing said yet). A move is the last number said: `4`
//! after `1` says 2, 3, 4.

use std::fmt;
use std::str::FromStr;

use super::{ParseTakeawayError, Quantity, TakeawayMoveError, TakeawayReason, number, split_rule, tokens};
use crate::engine::Nimber;
use crate::games::{ComputerMove, Outcome, Playable};

/// The largest N.
pub const MAX_TARGET: u32 = 1_000_000_000;
/// The largest k.
pub const MAX_K: u32 = 100;

/// A position: N, k and the last number said (0 before anyone spoke).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CountPosition {
    pub target: u32,
    pub k: u32,
    pub last: u32,
}

impl CountPosition {
    /// A position, or why it is not one.
    pub fn new(target: u32, k: u32, last: u32) -> Result<CountPosition, ParseTakeawayError> {
        let range = |what, value: u32, min: u64, max: u64| {
            if (min..=max).contains(&u64::from(value)) {
                Ok(())
            } else {
                Err(ParseTakeawayError::OutOfRange { what, token: value.to_string(), min, max })
            }
        };
        range(Quantity::Target, target, 1, u64::from(MAX_TARGET))?;
        range(Quantity::K, k, 1, u64::from(MAX_K))?;
        range(Quantity::Last, last, 0, u64::from(target))?;
        Ok(CountPosition { target, k, last })
    }

    /// The address form: `30,3:0`.
    pub fn to_url(&self) -> String {
        format!("{},{}:{}", self.target, self.k, self.last)
    }

    /// How many numbers can still be said without saying N.
    pub fn safe(&self) -> u32 {
        self.target.saturating_sub(1).saturating_sub(self.last)
    }

    /// The normal-play value (N − 1 − last) mod (k + 1); `None` once N has been said.
    pub fn value(&self) -> Option<Nimber> {
        (self.last < self.target).then(|| Nimber(u64::from(self.safe() % (self.k + 1))))
    }

    /// Whether the number `n` (1 ≤ n ≤ N) is a losing number to have to start from: a player
    /// whose count starts at `n` loses (seed 003's L labels, computed backwards from N: they
    /// are N, N − (k + 1), …).
    pub fn losing_start(&self, n: u32) -> bool {
        n <= self.target && (self.target - n).is_multiple_of(self.k + 1)
    }

    /// A random position: N from 15 to 40, k from 2 to 4, nothing said.
    pub fn random(rng: &mut fastrand::Rng) -> CountPosition {
        CountPosition { target: rng.u32(15..=40), k: rng.u32(2..=4), last: 0 }
    }
}

impl Default for CountPosition {
    /// The slides' game: "don't say 30", at most 3 numbers at a time.
    fn default() -> Self {
        CountPosition { target: 30, k: 3, last: 0 }
    }
}

impl FromStr for CountPosition {
    type Err = ParseTakeawayError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (head, tail) = split_rule(text, "30 3: 0")?;
        let head = tokens(head);
        let [n, k] = head.as_slice() else {
            return Err(ParseTakeawayError::CountHead { found: head.len() });
        };
        let target = number(n, Quantity::Target, 1, u64::from(MAX_TARGET))? as u32;
        let k = number(k, Quantity::K, 1, u64::from(MAX_K))? as u32;
        let tail = tokens(tail);
        let last = match tail.as_slice() {
            [] => 0,
            [one] => number(one, Quantity::Last, 0, u64::from(target))? as u32,
            [_, second, ..] => {
                return Err(ParseTakeawayError::NotANumber {
                    what: Quantity::Last,
                    token: (*second).chars().take(40).collect(),
                });
            }
        };
        CountPosition::new(target, k, last)
    }
}

impl fmt::Display for CountPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.target, self.k, self.last)
    }
}

/// A move: count on up to `to` (saying last + 1, …, to).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CountMove {
    pub to: u32,
}

impl fmt::Display for CountMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to)
    }
}

/// Why text is not a count move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCountMoveError {
    pub text: String,
}

impl FromStr for CountMove {
    type Err = ParseCountMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let trimmed = text.trim();
        match trimmed.parse::<u32>() {
            Ok(to) if to >= 1 && trimmed.bytes().all(|b| b.is_ascii_digit()) => Ok(CountMove { to }),
            _ => Err(ParseCountMoveError { text: text.chars().take(40).collect() }),
        }
    }
}

/// "Don't say N".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CountTo;

impl Playable for CountTo {
    type Position = CountPosition;
    type Move = CountMove;
    type ParseError = ParseTakeawayError;
    type MoveError = TakeawayMoveError;
    type Reason = TakeawayReason;

    const ID: &'static str = "count-to";

    fn random_move(&self, position: &CountPosition, rng: &mut fastrand::Rng) -> Option<CountMove> {
        let top = position.target.min(position.last.saturating_add(position.k));
        (top > position.last).then(|| CountMove { to: rng.u32(position.last + 1..=top) })
    }
    /// Saying N is always the last move, and it loses.
    const LAST_MOVE_WINS: bool = false;

    fn is_over(&self, position: &CountPosition) -> bool {
        position.last >= position.target
    }

    fn play(&self, position: &CountPosition, mv: &CountMove) -> Result<CountPosition, TakeawayMoveError> {
        if mv.to <= position.last {
            return Err(TakeawayMoveError::NotAhead { to: mv.to, last: position.last });
        }
        if mv.to > position.target {
            return Err(TakeawayMoveError::BeyondTarget { to: mv.to, target: position.target });
        }
        let count = mv.to - position.last;
        if count > position.k {
            return Err(TakeawayMoveError::MoreThanK { take: u64::from(count), k: position.k });
        }
        Ok(CountPosition { last: mv.to, ..*position })
    }

    fn grundy(&self, position: &CountPosition) -> Option<Nimber> {
        position.value()
    }

    fn outcome(&self, position: &CountPosition) -> Outcome {
        // Once N is said the player to move has won.
        position.value().map_or(Outcome::N, Outcome::of)
    }

    /// The one move (if any) that leaves a multiple of k + 1 safe numbers: say up to
    /// last + (safe mod (k + 1)).
    fn winning_moves(&self, position: &CountPosition) -> Vec<CountMove> {
        match position.value() {
            Some(value) if !value.is_zero() => vec![CountMove { to: position.last + value.value() as u32 }],
            _ => Vec::new(),
        }
    }

    fn computer_move(&self, position: &CountPosition) -> Option<ComputerMove<CountMove, TakeawayReason>> {
        if self.is_over(position) {
            return None;
        }
        if let Some(&mv) = self.winning_moves(position).first() {
            return Some(ComputerMove {
                mv,
                reason: TakeawayReason::CountToMultiple { said: mv.to, modulus: position.k + 1 },
            });
        }
        Some(ComputerMove { mv: CountMove { to: position.last + 1 }, reason: TakeawayReason::NoWinningMove })
    }
}
