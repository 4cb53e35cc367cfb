//! The small games the course's lessons use beside the catalog's games: one heap from which a
//! move takes a number of coins from a fixed set (seed 001's "coin game 2"; with the set
//! {1, …, k} it is "don't say 30" read backwards and one heap of bounded Nim).
//!
//! The lessons grade every answer with these rules and the engine's [`Solver`]: there is no
//! stored answer key, so a learner may ask about any heap of their own.

use crate::engine::trace::{Describe, MoveTerm, PositionTerm};
use crate::engine::{Impartial, Nimber, Solver};

/// The largest heap a lesson's widget accepts (the row of values stays readable).
pub const MAX_HEAP: u64 = 60;

/// One heap; a move takes exactly one of `take` coins (when there are that many).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeAway {
    pub take: &'static [u64],
}

impl Impartial for TakeAway {
    type Position = u64;
    type Move = u64;

    fn options(&self, &heap: &u64) -> Vec<(u64, u64)> {
        self.take.iter().filter(|&&a| a >= 1 && a <= heap).map(|&a| (a, heap - a)).collect()
    }
}

impl Describe for TakeAway {
    fn describe_move(&self, &take: &u64) -> MoveTerm {
        MoveTerm::Take(take)
    }
    fn describe_position(&self, &heap: &u64) -> PositionTerm {
        PositionTerm::Pile(heap)
    }
}

impl TakeAway {
    /// The Grundy value of a heap (heaps above [`MAX_HEAP`] are refused by the widgets before
    /// they get here, so the bounded search never runs out).
    pub fn value(&self, heap: u64) -> Nimber {
        Solver::new().grundy(self, &heap).unwrap_or(Nimber::ZERO)
    }

    /// The values of the heaps 0, 1, …, `up_to`.
    pub fn values(&self, up_to: u64) -> Vec<Nimber> {
        let mut solver = Solver::new();
        (0..=up_to).map(|heap| solver.grundy(self, &heap).unwrap_or(Nimber::ZERO)).collect()
    }

    /// The takes that leave a heap of value 0 (the winning moves).
    pub fn winning_takes(&self, heap: u64) -> Vec<u64> {
        let mut solver = Solver::new();
        self.options(&heap)
            .into_iter()
            .filter(|(_, to)| solver.grundy(self, to).is_ok_and(Nimber::is_zero))
            .map(|(take, _)| take)
            .collect()
    }

    /// The computer's take: a winning one if there is one, else the smallest legal one (it
    /// keeps the game long, giving the person chances to go wrong); `None` when no move is left.
    pub fn computer_take(&self, heap: u64) -> Option<u64> {
        self.winning_takes(heap)
            .first()
            .copied()
            .or_else(|| self.options(&heap).first().map(|&(take, _)| take))
    }
}

/// A likely mistake behind a wrong value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// The parts' values added as ordinary numbers instead of XOR.
    SumNotXor,
    /// The parts' values combined by OR.
    OrNotXor,
    /// The mex taken as the largest value of the set.
    MaxNotMex,
    /// The mex taken as the largest value + 1.
    MaxPlusOne,
    /// The mex taken as the number of options.
    CountNotMex,
    /// A position with no moves given a value other than 0.
    EndNotZero,
}

/// What the position's value is made of, for [`diagnose`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Facts<'a> {
    /// The values of the parts of a sum (none for a single game).
    pub parts: Option<&'a [u64]>,
    /// The values of the options (the set before the mex) and how many options there are.
    pub options: Option<(&'a [u64], usize)>,
}

/// The mistake a wrong `typed` value most likely came from, if one explains it.
pub fn diagnose(typed: u64, value: u64, facts: Facts) -> Option<Mistake> {
    if typed == value {
        return None;
    }
    if let Some(parts) = facts.parts.filter(|p| p.len() >= 2) {
        if parts.iter().try_fold(0u64, |a, &b| a.checked_add(b)) == Some(typed) {
            return Some(Mistake::SumNotXor);
        }
        if parts.iter().fold(0, |a, &b| a | b) == typed {
            return Some(Mistake::OrNotXor);
        }
    }
    if let Some((set, count)) = facts.options {
        let max = set.iter().copied().max();
        return match max {
            None => Some(Mistake::EndNotZero),
            Some(max) if typed == max => Some(Mistake::MaxNotMex),
            Some(max) if typed == max + 1 => Some(Mistake::MaxPlusOne),
            _ if typed == count as u64 => Some(Mistake::CountNotMex),
            _ => None,
        };
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_001_example_and_exercise() {
        // Seed 001, worked by hand: with takes {1, 2, 4} the heaps 0..=5 have values
        // 0, 1, 2, 0, 1, 2 (Grundy(5) = mex{1, 0, 1} = 2).
        let game = TakeAway { take: &[1, 2, 4] };
        assert_eq!(game.values(5), [0, 1, 2, 0, 1, 2].map(Nimber));
        // Its exercise, by hand: takes {1, 3, 4}: 0, 1, 0, 1, 2, 3, 2, then
        // Grundy(7) = mex{Grundy(6), Grundy(4), Grundy(3)} = mex{2, 2, 1} = 0.
        let exercise = TakeAway { take: &[1, 3, 4] };
        assert_eq!(exercise.values(7), [0, 1, 0, 1, 2, 3, 2, 0].map(Nimber));
        assert!(exercise.winning_takes(7).is_empty());
    }

    #[test]
    fn mistakes_are_named_only_when_they_explain_the_value() {
        // Nim heaps 2, 5, 6: nim-sum 1 (by hand), ordinary sum 13, OR 7.
        let parts = Facts { parts: Some(&[2, 5, 6]), options: None };
        assert_eq!(diagnose(13, 1, parts), Some(Mistake::SumNotXor));
        assert_eq!(diagnose(7, 1, parts), Some(Mistake::OrNotXor));
        assert_eq!(diagnose(1, 1, parts), None);
        assert_eq!(diagnose(4, 1, parts), None);
        // Seed 001: takes {1, 2, 4}, heap 5: option values {0, 1} from 3 options, mex 2.
        let options = Facts { parts: None, options: Some((&[0, 1], 3)) };
        assert_eq!(diagnose(1, 2, options), Some(Mistake::MaxNotMex));
        assert_eq!(diagnose(3, 2, options), Some(Mistake::CountNotMex));
        assert_eq!(diagnose(5, 2, options), None);
        // Takes {1, 3, 4}, heap 7: option values {1, 2}, mex 0; 3 is max + 1.
        let seed = Facts { parts: None, options: Some((&[1, 2], 3)) };
        assert_eq!(diagnose(3, 0, seed), Some(Mistake::MaxPlusOne));
        assert_eq!(diagnose(2, 0, seed), Some(Mistake::MaxNotMex));
        // A heap with no move: the empty set's mex is 0.
        let end = Facts { parts: None, options: Some((&[], 0)) };
        assert_eq!(diagnose(1, 0, end), Some(Mistake::EndNotZero));
        assert_eq!(diagnose(0, 0, end), None);
    }

    #[test]
    fn dont_say_30_is_a_period_of_four() {
        // Seed 003: counting up by 1 to 3 numbers, whoever says 30 loses; read as a heap of
        // 29 − (last number said) with takes {1, 2, 3}, the losing heaps are the multiples of 4
        // (the last number said is 1, 5, …, 25, 29: the seed's "L" rows).
        let game = TakeAway { take: &[1, 2, 3] };
        for (heap, value) in game.values(29).into_iter().enumerate() {
            assert_eq!(value, Nimber(heap as u64 % 4), "heap {heap}");
        }
        assert_eq!(game.winning_takes(29), vec![1]);
        assert_eq!(game.computer_take(28), Some(1));
        assert_eq!(game.computer_take(0), None);
    }

    #[test]
    fn bounded_heap_is_mod_k_plus_1() {
        // A bounded Nim heap (take 1..=k) has value n mod (k + 1): checked against the mex rule.
        for k in 1..=5u64 {
            let takes: Vec<u64> = (1..=k).collect();
            let game = TakeAway { take: Box::leak(takes.into_boxed_slice()) };
            for (n, value) in game.values(40).into_iter().enumerate() {
                assert_eq!(value, Nimber(n as u64 % (k + 1)));
            }
        }
    }
}
