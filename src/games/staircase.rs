//! Staircase Nim: coins on the steps of a staircase, step 1 at the bottom; a move takes one or
//! more coins from one step down to the step below (from step 1 they go to the floor and leave
//! the game); whoever cannot move loses.
//!
//! **Theory.** Only the odd steps count: the Grundy value is the nim-sum a₁ ⊕ a₃ ⊕ a₅ ⊕ … of the
//! coins on them. Every move changes exactly one odd step (a move from an odd step lowers it, the
//! coins landing on an even step or the floor; a move from an even step 2j raises step 2j − 1),
//! so no move keeps the odd nim-sum; and a Nim move on the odd steps reaches every smaller value.
//! By induction the value is that nim-sum. The even steps are a reserve: when the opponent brings
//! c coins down from an even step onto an odd one, moving the same c coins on, down to the next
//! even step, undoes the change of the odd steps.
//!
//! Winning moves, from an odd nim-sum s ≠ 0: from each odd step i with aᵢ ⊕ s < aᵢ, move
//! aᵢ − (aᵢ ⊕ s) coins down (a Nim move); and from each even step 2j, move c coins onto step
//! 2j − 1 when c = (a₂ⱼ₋₁ ⊕ s) − a₂ⱼ₋₁ is positive and at most a₂ⱼ (raising that odd step to
//! a₂ⱼ₋₁ ⊕ s). Each step gives at most one.
//!
//! **Notation.** A position is the coins on each step from step 1 up, separated by spaces or
//! commas: `3 0 2` is three coins on step 1 and two on step 3. A move is `step-coins`, like a Nim
//! move: `3-2` moves two coins from step 3 down to step 2 (`1-2` takes two off step 1).
//!
//! **Limits.** At most [`MAX_STEPS`] steps, and at most [`MAX_COINS`] coins in all (so no step
//! ever holds more, whatever is played, and every count fits a `u64`).

use std::fmt;
use std::str::FromStr;

use super::reduction::georgia::GeorgiaPosition;
use super::reduction::{NumberError, parse_number, shown, tokens};
use crate::engine::Nimber;
use crate::games::{ComputerMove, Playable, Splice};

/// At most this many steps.
pub const MAX_STEPS: usize = 1_000;
/// At most this many coins on all the steps together (10^19).
pub const MAX_COINS: u64 = 10_000_000_000_000_000_000;
/// Longer text is refused before parsing: 1 000 twenty-digit counts with separators fit.
pub const MAX_INPUT_LEN: usize = 24_000;

/// A position: the coins on steps 1, 2, … (index 0 is step 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StaircasePosition {
    steps: Vec<u64>,
}

impl StaircasePosition {
    /// A position from the coins on each step, or why not.
    pub fn new(steps: Vec<u64>) -> Result<StaircasePosition, ParseStaircaseError> {
        if steps.is_empty() {
            return Err(ParseStaircaseError::Empty);
        }
        if steps.len() > MAX_STEPS {
            return Err(ParseStaircaseError::TooManySteps { count: steps.len() });
        }
        let mut total = 0u64;
        for &coins in &steps {
            total = total
                .checked_add(coins)
                .filter(|&t| t <= MAX_COINS)
                .ok_or(ParseStaircaseError::TooManyCoins)?;
        }
        Ok(StaircasePosition { steps })
    }

    /// The coins on steps 1, 2, … (index 0 is step 1).
    pub fn steps(&self) -> &[u64] {
        &self.steps
    }

    /// The nim-sum of the odd steps' coins: the Grundy value.
    pub fn odd_nim_sum(&self) -> u64 {
        self.steps.iter().step_by(2).fold(0, |acc, &coins| acc ^ coins)
    }

    /// The coins a move from step `step` (counted from 1) must take to change the odd nim-sum
    /// by `s` (XOR), if it can (none for `s` = 0).
    fn coins_to_change(&self, step: usize, s: u64) -> Option<u64> {
        let here = self.steps[step - 1];
        if step % 2 == 1 {
            let left = here ^ s;
            (left < here).then(|| here - left)
        } else {
            let below = self.steps[step - 2];
            let raised = below ^ s;
            (raised > below && raised - below <= here).then(|| raised - below)
        }
    }

    /// How many winning moves the position has (at most one per step).
    pub fn winning_count(&self) -> usize {
        let s = self.odd_nim_sum();
        if s == 0 {
            return 0;
        }
        (1..=self.steps.len()).filter(|&step| self.coins_to_change(step, s).is_some()).count()
    }

    /// Every move to a position of value `target`, by step from step 1 up (at most one per
    /// step): the winning moves' rule with the change (value ⊕ target) in place of the nim-sum,
    /// for a staircase that is one part of a sum.
    pub fn moves_to_value(&self, target: u64) -> Vec<StaircaseMove> {
        let change = self.odd_nim_sum() ^ target;
        if change == 0 {
            return Vec::new();
        }
        (1..=self.steps.len())
            .filter_map(|step| self.coins_to_change(step, change).map(|coins| StaircaseMove { step, coins }))
            .collect()
    }

    /// The Georgia and Bob row this staircase is: the gaps before the chessmen read from the
    /// right are the steps (the rightmost chessman's gap is step 1, the gap from the wall to the
    /// leftmost chessman the top step), so sliding a chessman left moves coins from its gap's
    /// step to the step below. `None` when the row does not fit Georgia and Bob's limits.
    pub fn to_georgia(&self) -> Option<GeorgiaPosition> {
        let mut squares = Vec::with_capacity(self.steps.len());
        let mut square = 0u64;
        for &gap in self.steps.iter().rev() {
            square = square.checked_add(gap)?.checked_add(1)?;
            squares.push(u32::try_from(square).ok()?);
        }
        GeorgiaPosition::new(squares).ok()
    }

    /// The staircase of a Georgia and Bob row (see [`StaircasePosition::to_georgia`]).
    pub fn from_georgia(row: &GeorgiaPosition) -> Option<StaircasePosition> {
        let mut gaps = Vec::with_capacity(row.squares().len());
        let mut before = 0u32;
        for &square in row.squares() {
            gaps.push(u64::from(square.checked_sub(before)?.checked_sub(1)?));
            before = square;
        }
        gaps.reverse();
        StaircasePosition::new(gaps).ok()
    }

    /// A random position of `steps` steps with 0 to `max` coins each.
    pub fn random(rng: &mut fastrand::Rng, steps: usize, max: u64) -> StaircasePosition {
        let steps = steps.clamp(1, MAX_STEPS);
        let max = max.min(MAX_COINS / steps as u64);
        StaircasePosition { steps: (0..steps).map(|_| rng.u64(0..=max)).collect() }
    }
}

impl Default for StaircasePosition {
    /// 3 1 2: odd steps 3 ⊕ 2 = 1, a win for the first player.
    fn default() -> Self {
        StaircasePosition { steps: vec![3, 1, 2] }
    }
}

impl fmt::Display for StaircasePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, coins) in self.steps.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{coins}")?;
        }
        Ok(())
    }
}

/// Why text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseStaircaseError {
    Empty,
    TooLong {
        len: usize,
    },
    NotANumber {
        token: String,
    },
    Negative {
        token: String,
    },
    /// One count is over [`MAX_COINS`] (or over any 64-bit number).
    TooLarge {
        token: String,
    },
    TooManySteps {
        count: usize,
    },
    /// The counts add up to more than [`MAX_COINS`].
    TooManyCoins,
}

impl FromStr for StaircasePosition {
    type Err = ParseStaircaseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseStaircaseError::TooLong { len: text.len() });
        }
        let tokens = tokens(text);
        if tokens.len() > MAX_STEPS {
            return Err(ParseStaircaseError::TooManySteps { count: tokens.len() });
        }
        let steps = tokens
            .iter()
            .map(|&token| {
                parse_number(token, MAX_COINS).map_err(|error| match error {
                    NumberError::NotANumber => ParseStaircaseError::NotANumber { token: token.to_owned() },
                    NumberError::Negative => ParseStaircaseError::Negative { token: token.to_owned() },
                    NumberError::TooLarge => ParseStaircaseError::TooLarge { token: token.to_owned() },
                })
            })
            .collect::<Result<Vec<u64>, _>>()?;
        StaircasePosition::new(steps)
    }
}

/// A move: `coins` coins from step `step` (counted from 1) down to step `step − 1` (0: the
/// floor).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StaircaseMove {
    pub step: usize,
    pub coins: u64,
}

impl fmt::Display for StaircaseMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.step, self.coins)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseStaircaseMoveError {
    pub text: String,
}

impl FromStr for StaircaseMove {
    type Err = ParseStaircaseMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseStaircaseMoveError { text: shown(text, 40) };
        let (step, coins) = text.trim().split_once('-').ok_or_else(error)?;
        let step = parse_number(step.trim(), MAX_STEPS as u64).map_err(|_| error())?;
        let coins = parse_number(coins.trim(), MAX_COINS).map_err(|_| error())?;
        if step == 0 {
            return Err(error());
        }
        Ok(StaircaseMove { step: step as usize, coins })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StaircaseError {
    NoSuchStep { step: usize, steps: usize },
    MoveNothing,
    TooMany { step: usize, coins: u64, on_step: u64 },
}

/// Which kind of step a winning move starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StairKind {
    /// A Nim move on an odd step: its coins land on an even step (or the floor), where they no
    /// longer count. This is also the answer to an even-step move: the same coins moved on.
    OddStep,
    /// Coins from an even step land on the odd step below, raising it.
    EvenStep,
}

/// Why the computer made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StaircaseReason {
    /// The odd steps' nim-sum was `nim_sum` (not 0); moving the coins from step `from` to step
    /// `from − 1` (0: the floor) makes it 0.
    ToZero { nim_sum: u64, from: usize, kind: StairKind },
    /// The odd nim-sum was 0, so every move loses against best play; of the one-coin moves this
    /// one leaves the opponent `replies` winning replies, the fewest.
    FewestReplies { replies: usize },
    /// The opponent brought `coins` coins down from an even step onto odd step `from`; moving
    /// the same coins on, from step `from` to step `from − 1` (0: the floor), puts the odd steps
    /// back as they were, their nim-sum 0 again.
    MovedOn { coins: u64, from: usize },
}

/// Staircase Nim.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Staircase;

impl Playable for Staircase {
    type Position = StaircasePosition;
    type Move = StaircaseMove;
    type ParseError = ParseStaircaseError;
    type MoveError = StaircaseError;
    type Reason = StaircaseReason;

    const ID: &'static str = "staircase-nim";

    fn is_over(&self, position: &StaircasePosition) -> bool {
        position.steps.iter().all(|&coins| coins == 0)
    }

    fn play(
        &self,
        position: &StaircasePosition,
        mv: &StaircaseMove,
    ) -> Result<StaircasePosition, StaircaseError> {
        let steps = position.steps.len();
        if mv.step == 0 || mv.step > steps {
            return Err(StaircaseError::NoSuchStep { step: mv.step, steps });
        }
        if mv.coins == 0 {
            return Err(StaircaseError::MoveNothing);
        }
        let on_step = position.steps[mv.step - 1];
        if mv.coins > on_step {
            return Err(StaircaseError::TooMany { step: mv.step, coins: mv.coins, on_step });
        }
        let mut next = position.steps.clone();
        next[mv.step - 1] -= mv.coins;
        if mv.step >= 2 {
            // The total never exceeds MAX_COINS, so neither does one step.
            next[mv.step - 2] += mv.coins;
        }
        Ok(StaircasePosition { steps: next })
    }

    fn grundy(&self, position: &StaircasePosition) -> Option<Nimber> {
        Some(Nimber(position.odd_nim_sum()))
    }

    /// Every winning move, by step from step 1 up (at most one per step).
    fn winning_moves(&self, position: &StaircasePosition) -> Vec<StaircaseMove> {
        position.moves_to_value(0)
    }

    /// A winning move from an odd step when there is one (there always is: the odd step with
    /// the nim-sum's highest bit), the lowest such step. From a position of odd nim-sum 0, the
    /// one-coin move (one per non-empty step) leaving the fewest winning replies, the lowest step
    /// first.
    fn computer_move(
        &self,
        position: &StaircasePosition,
    ) -> Option<ComputerMove<StaircaseMove, StaircaseReason>> {
        if self.is_over(position) {
            return None;
        }
        let nim_sum = position.odd_nim_sum();
        if nim_sum != 0 {
            let moves = self.winning_moves(position);
            let mv = *moves.iter().find(|m| m.step % 2 == 1).or(moves.first())?;
            let kind = if mv.step % 2 == 1 { StairKind::OddStep } else { StairKind::EvenStep };
            return Some(ComputerMove {
                mv,
                reason: StaircaseReason::ToZero { nim_sum, from: mv.step, kind },
            });
        }
        let mut best: Option<(StaircaseMove, usize)> = None;
        for step in 1..=position.steps.len() {
            let mv = StaircaseMove { step, coins: 1 };
            if let Ok(next) = self.play(position, &mv) {
                let replies = next.winning_count();
                if best.is_none_or(|(_, fewest)| replies < fewest) {
                    best = Some((mv, replies));
                }
            }
        }
        best.map(|(mv, replies)| ComputerMove { mv, reason: StaircaseReason::FewestReplies { replies } })
    }

    /// After the opponent brought c coins down from an even step onto an odd one, when moving
    /// the same c coins on wins (it does whenever the odd nim-sum was 0 before), that move;
    /// otherwise [`Playable::computer_move`].
    fn computer_reply(
        &self,
        position: &StaircasePosition,
        last: Option<&StaircaseMove>,
    ) -> Option<ComputerMove<StaircaseMove, StaircaseReason>> {
        if let Some(&StaircaseMove { step, coins }) = last.filter(|m| m.step % 2 == 0) {
            let from = step - 1;
            let s = position.odd_nim_sum();
            if s != 0 && from <= position.steps.len() && position.coins_to_change(from, s) == Some(coins) {
                let mv = StaircaseMove { step: from, coins };
                return Some(ComputerMove { mv, reason: StaircaseReason::MovedOn { coins, from } });
            }
        }
        self.computer_move(position)
    }

    /// Uniform over every legal move (step i has aᵢ of them), counted, not listed.
    fn random_move(&self, position: &StaircasePosition, rng: &mut fastrand::Rng) -> Option<StaircaseMove> {
        let total: u64 = position.steps.iter().sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.u64(..total);
        for (index, &coins) in position.steps.iter().enumerate() {
            if pick < coins {
                return Some(StaircaseMove { step: index + 1, coins: pick + 1 });
            }
            pick -= coins;
        }
        None
    }

    /// A move changes step i and the step below it: the text from the step below's number to
    /// step i's is written anew (where each number lies is worked out from the numbers' lengths).
    fn texts_after(
        &self,
        before: &StaircasePosition,
        before_text: &str,
        listed: &[(StaircaseMove, StaircasePosition)],
    ) -> Option<Vec<Splice>> {
        let digits = |n: u64| n.checked_ilog10().map_or(1, |log| log as usize + 1);
        let written = before.steps.iter().map(|&c| digits(c) + 1).sum::<usize>().checked_sub(1)?;
        if written != before_text.len() {
            return None;
        }
        let mut starts = Vec::with_capacity(before.steps.len());
        let mut at = 0;
        for &coins in &before.steps {
            starts.push(at);
            at += digits(coins) + 1;
        }
        listed
            .iter()
            .map(|(mv, after)| {
                let top = mv.step.checked_sub(1)?;
                let first = top.saturating_sub(1);
                let (&top_coins, &first_coins) = (after.steps.get(top)?, after.steps.get(first)?);
                let insert =
                    if first == top { top_coins.to_string() } else { format!("{first_coins} {top_coins}") };
                let to = starts.get(top)? + digits(*before.steps.get(top)?);
                Some(Splice { from: starts[first], to, insert })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors() {
        assert_eq!("".parse::<StaircasePosition>(), Err(ParseStaircaseError::Empty));
        assert!(matches!("1 x".parse::<StaircasePosition>(), Err(ParseStaircaseError::NotANumber { .. })));
        assert!(matches!("1 -2".parse::<StaircasePosition>(), Err(ParseStaircaseError::Negative { .. })));
        let overflow = "18446744073709551616".parse::<StaircasePosition>();
        assert!(matches!(overflow, Err(ParseStaircaseError::TooLarge { .. })));
        let total = "9000000000000000000 2000000000000000000".parse::<StaircasePosition>();
        assert_eq!(total, Err(ParseStaircaseError::TooManyCoins));
        let steps = "0 ".repeat(MAX_STEPS + 1);
        assert_eq!(
            steps.parse::<StaircasePosition>(),
            Err(ParseStaircaseError::TooManySteps { count: 1001 })
        );
        let long = " ".repeat(MAX_INPUT_LEN + 1);
        assert!(matches!(long.parse::<StaircasePosition>(), Err(ParseStaircaseError::TooLong { .. })));
        assert_eq!("3,0 2".parse::<StaircasePosition>().unwrap().to_string(), "3 0 2");
        for bad in ["", "3", "0-1", "3-x", "-2", "1001-1", "1-10000000000000000001"] {
            assert!(bad.parse::<StaircaseMove>().is_err(), "{bad}");
        }
    }

    #[test]
    fn moves() {
        let position: StaircasePosition = "3 1 2".parse().unwrap();
        // By hand: s = 3 ⊕ 2 = 1. Step 1: 3 → 2 (take 1). Step 2: raise step 1 from 3 to 2? No.
        // Step 3: 2 → 3? No (a Nim move lowers). So one winning move.
        assert_eq!(Staircase.winning_moves(&position), [StaircaseMove { step: 1, coins: 1 }]);
        let next = Staircase.play(&position, &StaircaseMove { step: 3, coins: 2 }).unwrap();
        assert_eq!(next.to_string(), "3 3 0");
        assert_eq!(
            Staircase.play(&position, &StaircaseMove { step: 2, coins: 2 }),
            Err(StaircaseError::TooMany { step: 2, coins: 2, on_step: 1 })
        );
        assert_eq!(
            Staircase.play(&position, &StaircaseMove { step: 4, coins: 1 }),
            Err(StaircaseError::NoSuchStep { step: 4, steps: 3 })
        );
        // 2 0 0 5: s = 2; step 4 may push 2 coins onto step 3 (0 → 2): an even-step winning move.
        let position: StaircasePosition = "2 0 0 5".parse().unwrap();
        let moves: Vec<String> = Staircase.winning_moves(&position).iter().map(|m| m.to_string()).collect();
        assert_eq!(moves, ["1-2", "4-2"]);
    }

    #[test]
    fn an_even_step_move_is_answered_by_moving_the_same_coins_on() {
        // 1 2 1: odd steps 1 ⊕ 1 = 0 (by hand). Bringing 2 coins from step 2 to step 1 makes
        // 3 0 1 (3 ⊕ 1 = 2); moving those 2 on from step 1 leaves 1 0 1, nim-sum 0 again.
        let start: StaircasePosition = "1 2 1".parse().unwrap();
        let down = StaircaseMove { step: 2, coins: 2 };
        let after = Staircase.play(&start, &down).unwrap();
        let reply = Staircase.computer_reply(&after, Some(&down)).unwrap();
        assert_eq!(reply.mv, StaircaseMove { step: 1, coins: 2 });
        assert_eq!(reply.reason, StaircaseReason::MovedOn { coins: 2, from: 1 });
        assert_eq!(Staircase.play(&after, &reply.mv).unwrap().odd_nim_sum(), 0);
        // After an odd-step move the reply is the computer's usual one.
        let odd = StaircaseMove { step: 3, coins: 1 };
        let after = Staircase.play(&start, &odd).unwrap();
        let reply = Staircase.computer_reply(&after, Some(&odd)).unwrap();
        assert!(matches!(reply.reason, StaircaseReason::ToZero { .. }));
    }

    #[test]
    fn georgia_and_bob_rows_are_staircases() {
        // Chessmen on 2 5 6 (by hand): gaps 1, 2, 0 from the left, so steps 0 2 1 from the right.
        let row: GeorgiaPosition = "2 5 6".parse().unwrap();
        let stairs = StaircasePosition::from_georgia(&row).unwrap();
        assert_eq!(stairs.to_string(), "0 2 1");
        assert_eq!(stairs.to_georgia(), Some(row.clone()));
        // Georgia and Bob's value is the nim-sum of the pairs' gaps: the odd steps.
        assert_eq!(row.nim_sum().value(), stairs.odd_nim_sum());
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..200 {
            let count = rng.usize(1..8);
            let stairs = StaircasePosition::random(&mut rng, count, 6);
            let row = stairs.to_georgia().unwrap();
            assert_eq!(StaircasePosition::from_georgia(&row), Some(stairs.clone()));
            assert_eq!(row.nim_sum().value(), stairs.odd_nim_sum(), "{stairs}");
        }
        // A staircase whose chessmen would stand beyond Georgia and Bob's last square has no row.
        let tall: StaircasePosition = "1000000000000".parse().unwrap();
        assert_eq!(tall.to_georgia(), None);
    }
}
