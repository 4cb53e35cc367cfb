//! Bounded Nim: Nim where a move takes 1 to k stones from one heap. A heap of n has the value
//! n mod (k + 1) (its options reach the k values below it, cyclically); a position is the
//! nim-sum of its heaps' values.
//!
//! Notation: `3: 5 7 9` (k, a colon, the heaps; the address writes `3:5,7,9`). A move is Nim's
//! `heap-take`.

use std::fmt;
use std::str::FromStr;

use super::subtraction::least_move;
use super::{ParseTakeawayError, TakeawayMoveError, TakeawayReason, heaps, parse_k, split_rule, take};
use crate::engine::trace::{Describe, MoveTerm, PositionTerm};
use crate::engine::{Impartial, Nimber};
use crate::games::nim::{MAX_PILE, NimMove, NimPosition};
use crate::games::{ComputerMove, Playable, Splice};

/// The largest k.
pub const MAX_K: u32 = MAX_PILE as u32;

/// A bounded Nim position: k and the heaps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoundedPosition {
    pub k: u32,
    pub heaps: NimPosition,
}

impl BoundedPosition {
    /// The address form: `3:5,7,9`.
    pub fn to_url(&self) -> String {
        format!("{}:{}", self.k, self.heaps.to_url())
    }

    /// The modulus k + 1.
    pub fn modulus(&self) -> u64 {
        u64::from(self.k) + 1
    }

    /// Each heap's value, n mod (k + 1).
    pub fn values(&self) -> Vec<Nimber> {
        self.heaps.piles().iter().map(|&h| Nimber(h % self.modulus())).collect()
    }

    pub fn nim_sum(&self) -> Nimber {
        Nimber::nim_sum(self.values())
    }

    /// A random position: k from 2 to 4, 3 or 4 heaps up to 12.
    pub fn random(rng: &mut fastrand::Rng) -> BoundedPosition {
        let (k, count) = (rng.u32(2..=4), rng.usize(3..=4));
        BoundedPosition { k, heaps: NimPosition::random(rng, count, 12) }
    }
}

impl Default for BoundedPosition {
    /// Seed 003's example rule k = 3, with heaps 5 7 9.
    fn default() -> Self {
        BoundedPosition { k: 3, heaps: NimPosition::new(vec![5, 7, 9]).unwrap_or_default() }
    }
}

impl FromStr for BoundedPosition {
    type Err = ParseTakeawayError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (head, tail) = split_rule(text, "3: 5 7 9")?;
        Ok(BoundedPosition { k: parse_k(head, MAX_K)?, heaps: heaps(tail, MAX_PILE)? })
    }
}

impl fmt::Display for BoundedPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.k, self.heaps)
    }
}

/// One heap of bounded Nim as an engine game (for the mex stepper and the brute force).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundedHeap {
    pub k: u32,
}

impl Impartial for BoundedHeap {
    type Position = u64;
    type Move = u64;

    fn options(&self, &n: &u64) -> Vec<(u64, u64)> {
        (1..=u64::from(self.k).min(n)).map(|t| (t, n - t)).collect()
    }

    /// n mod (k + 1): the options of n are n − 1 … n − k, whose values (by induction) are the k
    /// residues other than n's own.
    fn closed_form(&self, &n: &u64) -> Option<Nimber> {
        Some(Nimber(n % (u64::from(self.k) + 1)))
    }
}

impl Describe for BoundedHeap {
    fn describe_move(&self, &take: &u64) -> MoveTerm {
        MoveTerm::Take(take)
    }
    fn describe_position(&self, &n: &u64) -> PositionTerm {
        PositionTerm::Pile(n)
    }
    fn option_count(&self, &n: &u64) -> u64 {
        u64::from(self.k).min(n)
    }
}

/// Bounded Nim.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoundedNim;

impl Playable for BoundedNim {
    type Position = BoundedPosition;
    type Move = NimMove;
    type ParseError = ParseTakeawayError;
    type MoveError = TakeawayMoveError;
    type Reason = TakeawayReason;

    const ID: &'static str = "bounded-nim";

    fn random_move(&self, position: &BoundedPosition, rng: &mut fastrand::Rng) -> Option<NimMove> {
        crate::games::random_take(position.heaps.piles(), u64::from(position.k), rng)
            .map(|(pile, take)| NimMove { pile, take })
    }

    fn is_over(&self, position: &BoundedPosition) -> bool {
        position.heaps.piles().iter().all(|&h| h == 0)
    }

    fn play(&self, position: &BoundedPosition, mv: &NimMove) -> Result<BoundedPosition, TakeawayMoveError> {
        if mv.take > u64::from(position.k) && mv.pile < position.heaps.piles().len() {
            return Err(TakeawayMoveError::MoreThanK { take: mv.take, k: position.k });
        }
        Ok(BoundedPosition { k: position.k, heaps: take(&position.heaps, mv.pile, mv.take)? })
    }

    fn grundy(&self, position: &BoundedPosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    fn texts_after(
        &self,
        before: &BoundedPosition,
        text: &str,
        listed: &[(NimMove, BoundedPosition)],
    ) -> Option<Vec<Splice>> {
        before.heaps.splices(text, &mut listed.iter().map(|(_, p)| &p.heaps))
    }

    /// For each heap at most one move: to the value v ⊕ total, reached by taking
    /// (v − target) mod (k + 1) stones when that is from 1 to k.
    fn winning_moves(&self, position: &BoundedPosition) -> Vec<NimMove> {
        let values = position.values();
        let total = Nimber::nim_sum(values.iter().copied());
        if total.is_zero() {
            return Vec::new();
        }
        let modulus = position.modulus();
        let mut moves = Vec::new();
        for (pile, (&stones, value)) in position.heaps.piles().iter().zip(values).enumerate() {
            let target = (value ^ total).value();
            if target >= modulus {
                continue;
            }
            let amount = (value.value() + modulus - target) % modulus;
            if amount >= 1 && amount <= stones {
                moves.push(NimMove { pile, take: amount });
            }
        }
        moves
    }

    fn computer_move(&self, position: &BoundedPosition) -> Option<ComputerMove<NimMove, TakeawayReason>> {
        if let Some(&mv) = self.winning_moves(position).first() {
            return Some(ComputerMove {
                mv,
                reason: TakeawayReason::ToZero { nim_sum: position.nim_sum().value() },
            });
        }
        least_move(&position.heaps, &[1]).map(|mv| ComputerMove { mv, reason: TakeawayReason::NoWinningMove })
    }
}
