//! The small games the course's lessons use beside the catalog's games: one heap from which a
//! move takes a number of coins from a fixed set (seed 001's "coin game 2"; with the set
//! {1, …, k} it is "don't say 30" read backwards and one heap of bounded Nim).
//!
//! The lessons grade every answer with these rules and the engine's [`Solver`]: there is no
//! stored answer key, so a learner may ask about any heap of their own.

use crate::engine::trace::{Describe, MoveTerm, PositionTerm};
use crate::engine::{Impartial, Nimber, Solver};

mod levels;
pub use levels::{LabelledTake, MexLevel, MexStep, OneWinner, Strategy, ValuedTake, mex_level, one_winner};

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

/// The fundamental period of the Grundy values of a heap with these takes, as
/// `games::takeaway::subtraction` proves it (`None` for an unusable set or no period found).
pub fn period_of(take: &[u64]) -> Option<u64> {
    grundy_sequence(take, 0).ok()?.period.map(|p| p.period as u64)
}

/// The Grundy sequence of a heap with these takes, computed by `games::takeaway::subtraction`
/// until its period is proved (and at least `min_terms` values), or why the set is refused.
fn grundy_sequence(
    take: &[u64],
    min_terms: usize,
) -> Result<crate::games::takeaway::subtraction::Sequence, PeriodError> {
    use crate::games::takeaway::subtraction::{Sequence, SequenceRule, SubtractionSet};
    let members: Vec<u32> =
        take.iter().map(|&t| u32::try_from(t).ok()).collect::<Option<_>>().ok_or(PeriodError::BadSet)?;
    let set = SubtractionSet::new(&members).map_err(|_| PeriodError::BadSet)?;
    Ok(Sequence::compute(&set, SequenceRule::Grundy, min_terms))
}

/// The period stepper's largest take (lesson 4): the row of values it shows stays readable.
pub const PERIOD_MAX_TAKE: u64 = 12;
/// The largest heap the period stepper values (10^18).
pub const PERIOD_MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// The period stepper also values a heap up to this size directly, by the [`Solver`].
pub const PERIOD_DIRECT_LIMIT: u64 = 1_000;

/// Why a heap typed into a box was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapInputError {
    /// Nothing was typed.
    Empty,
    /// Something other than digits was typed (a sign, a point, a letter).
    NotANumber,
    /// A number above `max`.
    TooLarge { max: u64 },
}

/// A heap typed as decimal digits (spaces around it allowed), at most `max`.
pub fn parse_heap(text: &str, max: u64) -> Result<u64, HeapInputError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(HeapInputError::Empty);
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(HeapInputError::NotANumber);
    }
    // Digits only: a parse error is an overflow of u64, far above any `max`.
    match text.parse::<u64>() {
        Ok(heap) if heap <= max => Ok(heap),
        _ => Err(HeapInputError::TooLarge { max }),
    }
}

/// Why the period stepper has no proof to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodError {
    /// Not a set of takes (empty, or a take of 0).
    BadSet,
    /// A take above [`PERIOD_MAX_TAKE`].
    TakeTooLarge { take: u64, max: u64 },
    /// A heap above [`PERIOD_MAX_HEAP`].
    HeapTooLarge { heap: u64, max: u64 },
    /// No window repeated within the sequence's bound.
    NoPeriod,
}

/// Finding and proving the period of a subtraction game (lesson 4), carried out on a set and a
/// heap N. With m = max S, g(n) for n ≥ m is the mex of values in the window of the m values
/// below n. If the window of m values from e equals the one from e + p, every later value
/// repeats (by induction): g(n + p) = g(n) for all n ≥ e, and g(N) = g(e + (N − e) mod p).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodProof {
    /// m, the largest take: the window's length.
    pub width: u64,
    /// g(0), …, g(e + p + m): the values up to the end of the window's copy and the one
    /// after it (equal to g(e + m), the induction's first step).
    pub values: Vec<Nimber>,
    /// e: where the first window that repeats starts. Scanning n = 1, 2, …, the first window
    /// from n equal to an earlier one is the one from e + p, a copy of the one from e; so e is
    /// also the pre-period (no earlier n has g(n + p) = g(n) for ever) and p the smallest period.
    pub window: u64,
    /// p, the distance to the window's copy: the smallest period.
    pub period: u64,
    /// N.
    pub heap: u64,
    /// Where g(N) is read in `values`: N itself below e, else e + (N − e) mod p.
    pub reduced: u64,
    /// g(N) = g(reduced).
    pub value: Nimber,
    /// g(N) by the [`Solver`], value by value from 0 (for N up to [`PERIOD_DIRECT_LIMIT`]).
    pub direct: Option<Nimber>,
}

impl PeriodProof {
    /// The m values of the window from e (equal to those from e + p).
    pub fn window_values(&self) -> &[Nimber] {
        let (e, m) = (self.window as usize, self.width as usize);
        self.values.get(e..e + m).unwrap_or_default()
    }
}

/// The period of the Grundy values of a heap with the takes `take`, its proof by a repeated
/// window, and the value of a heap of `heap` read through it.
pub fn period_proof(take: &'static [u64], heap: u64) -> Result<PeriodProof, PeriodError> {
    if let Some(&take) = take.iter().find(|&&t| t > PERIOD_MAX_TAKE) {
        return Err(PeriodError::TakeTooLarge { take, max: PERIOD_MAX_TAKE });
    }
    if heap > PERIOD_MAX_HEAP {
        return Err(PeriodError::HeapTooLarge { heap, max: PERIOD_MAX_HEAP });
    }
    let found = grundy_sequence(take, 0)?.period.ok_or(PeriodError::NoPeriod)?;
    let (e, p, m) = (found.preperiod, found.period, found.width);
    // The sequence stops where its own search saw the repeat; the row needs the copy's end
    // and the value after it.
    let sequence = grundy_sequence(take, e + p + m + 1)?;
    let row = sequence.values.get(..=e + p + m).ok_or(PeriodError::NoPeriod)?;
    let values: Vec<Nimber> = row.iter().map(|&v| Nimber(u64::from(v))).collect();
    let (e, p) = (e as u64, p as u64);
    let reduced = if heap < e { heap } else { e + (heap - e) % p };
    // reduced < e + p: within the row.
    let value = values.get(reduced as usize).copied().ok_or(PeriodError::NoPeriod)?;
    let direct =
        (heap <= PERIOD_DIRECT_LIMIT).then(|| Solver::new().grundy(&TakeAway { take }, &heap).ok()).flatten();
    Ok(PeriodProof { width: m as u64, values, window: e, period: p, heap, reduced, value, direct })
}

/// A likely mistake behind a wrong answer. Each has its test in [`DIAGNOSES`] and its words in
/// both languages in the ui's course text (`mistake`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// Nim heaps added as ordinary numbers instead of by XOR.
    NimSumAsSum,
    /// Nim heaps (or the parts' values) combined by OR instead of XOR.
    NimSumAsOr,
    /// The value of a sum of games taken as the ordinary sum of the parts' values.
    SumOfValues,
    /// The mex taken as the largest value of the set.
    MaxNotMex,
    /// The mex taken as the largest value + 1.
    MaxPlusOne,
    /// The mex taken as the number of options.
    CountNotMex,
    /// The mex of the empty set taken as 1: the value the whole recursion gives when every
    /// position without moves is valued 1.
    EmptyMexNotZero,
    /// A position with no moves given a value other than 0.
    EndNotZero,
    /// A position of value 0 read as a win for the player to move.
    ZeroIsWin,
    /// A period reported as a multiple of the fundamental (smallest) one.
    PeriodMultiple,
}

impl Mistake {
    /// Every mistake, in the order of [`DIAGNOSES`].
    pub const ALL: [Mistake; 10] = [
        Mistake::NimSumAsSum,
        Mistake::NimSumAsOr,
        Mistake::SumOfValues,
        Mistake::MaxNotMex,
        Mistake::MaxPlusOne,
        Mistake::CountNotMex,
        Mistake::EmptyMexNotZero,
        Mistake::EndNotZero,
        Mistake::ZeroIsWin,
        Mistake::PeriodMultiple,
    ];
}

/// What the learner answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Given {
    /// A Grundy value.
    Value(u64),
    /// "The player to move wins" (true) or "the other player wins".
    Predicted { first_wins: bool },
    /// The period of a sequence of values.
    Period(u64),
}

/// The facts of the position that the tests read, all computed by the engine.
#[derive(Clone, Copy, Debug, Default)]
pub struct Facts<'a> {
    /// The right answer: the Grundy value (for [`Given::Period`], the fundamental period).
    pub truth: u64,
    /// Nim heaps whose nim-sum is the value (Nim, and games reduced to it).
    pub heaps: Option<&'a [u64]>,
    /// The values of the parts of a sum of games.
    pub parts: Option<&'a [u64]>,
    /// The distinct values of the options (the set before the mex) and how many options there are.
    pub options: Option<(&'a [u64], usize)>,
    /// The value the position gets when every position without moves is valued 1 instead of 0.
    pub empty_as_one: Option<u64>,
}

impl Facts<'_> {
    /// Whether `given` is the right answer.
    pub fn is_right(&self, given: Given) -> bool {
        match given {
            Given::Value(v) | Given::Period(v) => v == self.truth,
            Given::Predicted { first_wins } => first_wins == (self.truth != 0),
        }
    }
}

/// One diagnosis: the mistake, and its test on a wrong answer given the position's facts.
pub struct Diagnosis {
    pub mistake: Mistake,
    pub test: fn(Given, &Facts) -> bool,
}

fn sum(values: &[u64]) -> Option<u64> {
    values.iter().try_fold(0u64, |a, &b| a.checked_add(b))
}

fn or(values: &[u64]) -> u64 {
    values.iter().fold(0, |a, &b| a | b)
}

fn typed(given: Given) -> Option<u64> {
    match given {
        Given::Value(v) => Some(v),
        _ => None,
    }
}

/// The non-empty option set's largest value.
fn option_max(facts: &Facts) -> Option<u64> {
    facts.options.and_then(|(set, _)| set.iter().copied().max())
}

/// The diagnoses, tried in this order; the first whose test holds names the mistake.
pub static DIAGNOSES: [Diagnosis; 10] = [
    Diagnosis {
        mistake: Mistake::NimSumAsSum,
        test: |g, f| {
            f.heaps.filter(|h| h.len() >= 2).is_some_and(|h| typed(g).is_some() && sum(h) == typed(g))
        },
    },
    Diagnosis {
        mistake: Mistake::NimSumAsOr,
        test: |g, f| f.heaps.or(f.parts).filter(|h| h.len() >= 2).is_some_and(|h| typed(g) == Some(or(h))),
    },
    Diagnosis {
        mistake: Mistake::SumOfValues,
        test: |g, f| {
            f.parts.filter(|p| p.len() >= 2).is_some_and(|p| typed(g).is_some() && sum(p) == typed(g))
        },
    },
    Diagnosis {
        mistake: Mistake::MaxNotMex,
        test: |g, f| option_max(f).is_some_and(|m| typed(g) == Some(m)),
    },
    Diagnosis {
        mistake: Mistake::MaxPlusOne,
        test: |g, f| option_max(f).is_some_and(|m| typed(g) == Some(m + 1)),
    },
    Diagnosis {
        mistake: Mistake::CountNotMex,
        test: |g, f| f.options.is_some_and(|(_, count)| count > 0 && typed(g) == Some(count as u64)),
    },
    Diagnosis {
        mistake: Mistake::EmptyMexNotZero,
        test: |g, f| {
            f.options.is_some_and(|(set, _)| !set.is_empty())
                && f.empty_as_one.is_some_and(|v| typed(g) == Some(v))
        },
    },
    Diagnosis {
        mistake: Mistake::EndNotZero,
        test: |g, f| f.options.is_some_and(|(set, _)| set.is_empty()) && typed(g).is_some_and(|v| v != 0),
    },
    Diagnosis {
        mistake: Mistake::ZeroIsWin,
        test: |g, f| g == Given::Predicted { first_wins: true } && f.truth == 0,
    },
    Diagnosis {
        mistake: Mistake::PeriodMultiple,
        test: |g, f| match g {
            Given::Period(p) => f.truth > 0 && p > f.truth && p % f.truth == 0,
            _ => false,
        },
    },
];

/// The mistake a wrong answer most likely came from, if one of [`DIAGNOSES`] explains it
/// (`None` for a right answer).
pub fn diagnose(given: Given, facts: &Facts) -> Option<Mistake> {
    if facts.is_right(given) {
        return None;
    }
    DIAGNOSES.iter().find(|d| (d.test)(given, facts)).map(|d| d.mistake)
}

impl TakeAway {
    /// The facts of a heap for [`diagnose`]: its value, its options' values, and the value the
    /// mex rule gives when a heap without moves is valued 1.
    pub fn facts_of(&self, heap: u64) -> (u64, Vec<u64>, usize, u64) {
        let values = self.values(heap);
        let options = self.options(&heap);
        let mut set: Vec<u64> = options.iter().map(|(_, to)| values[*to as usize].value()).collect();
        set.sort_unstable();
        set.dedup();
        // The same recursion with mex{} read as 1.
        let mut wrong: Vec<u64> = Vec::with_capacity(heap as usize + 1);
        for n in 0..=heap {
            let seen: Vec<u64> = self.options(&n).iter().map(|(_, to)| wrong[*to as usize]).collect();
            let value = if seen.is_empty() { 1 } else { (0..).find(|v| !seen.contains(v)).unwrap_or(0) };
            wrong.push(value);
        }
        (values[heap as usize].value(), set, options.len(), wrong[heap as usize])
    }
}

/// Which part of a sum a step of the sum theorem's proof moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SumPart {
    /// The Nim heap (its value is its size).
    Nim,
    /// The coin heap of a [`TakeAway`] game.
    Coins,
}

/// The Sprague–Grundy theorem's key step (lesson 5), carried out on a sum of a Nim heap and a
/// coin heap: from the sum's value x = g(A) ⊕ g(B), a move reaches any chosen smaller value m.
/// Every field is a value the proof names, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SumStep {
    pub nim: u64,
    pub coins: u64,
    pub nim_value: Nimber,
    pub coin_value: Nimber,
    /// x = g(A) ⊕ g(B).
    pub total: Nimber,
    /// m, below x.
    pub target: Nimber,
    /// d = x ⊕ m.
    pub difference: Nimber,
    /// The highest bit of d (a power of two): x has it, m has not.
    pub bit: u64,
    /// The part whose value has that bit (one does, as x does).
    pub part: SumPart,
    /// That part's value after the move, g ⊕ d: below g, as the bit turns from 1 to 0 and the
    /// bits above it stay.
    pub new_value: Nimber,
    /// The move: the heap it leaves in that part (in the coin heap, the first take reaching
    /// `new_value`, which exists because a value is the mex of its options').
    pub leaves: u64,
}

/// The step from the sum of a Nim heap of `nim` and a coin heap of `coins` (takes `take`) to the
/// value `target`, or `None` when `target` is not below the sum's value or a heap is over
/// [`MAX_HEAP`].
pub fn sum_step(nim: u64, coins: u64, take: &'static [u64], target: u64) -> Option<SumStep> {
    if nim > MAX_HEAP || coins > MAX_HEAP {
        return None;
    }
    let game = TakeAway { take };
    let (nim_value, coin_value) = (Nimber(nim), game.value(coins));
    let total = nim_value ^ coin_value;
    if target >= total.value() {
        return None;
    }
    let difference = total ^ Nimber(target);
    let bit = 1u64 << (63 - difference.value().leading_zeros());
    let (part, value) =
        if nim_value.value() & bit != 0 { (SumPart::Nim, nim_value) } else { (SumPart::Coins, coin_value) };
    let new_value = value ^ difference;
    let leaves = match part {
        SumPart::Nim => new_value.value(),
        SumPart::Coins => {
            game.options(&coins).into_iter().map(|(_, to)| to).find(|&to| game.value(to) == new_value)?
        }
    };
    Some(SumStep {
        nim,
        coins,
        nim_value,
        coin_value,
        total,
        target: Nimber(target),
        difference,
        bit,
        part,
        new_value,
        leaves,
    })
}

/// The highest 1 bit of a number, as a power of two (the place it stands for); `None` for 0.
fn highest_bit(n: u64) -> Option<u64> {
    Nimber(n).highest_bit().map(|i| 1 << i)
}

/// The nim-sum of Nim heaps (a heap of n is worth n).
pub fn nim_sum_of(heaps: &[u64]) -> u64 {
    Nimber::nim_sum(heaps.iter().map(|&h| Nimber(h))).value()
}

/// Fact B of lesson 2's proof, carried out on Nim heaps whose nim-sum x is not 0: the highest
/// 1 bit of x, the first heap with a 1 there, and that heap changed from h to h ⊕ x, which
/// leaves nim-sum 0. Every field is a value the proof names, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimRestore {
    /// The stones on the board before the move (the s of P(s)).
    pub stones_before: u64,
    /// x, the nim-sum of the heaps: not 0.
    pub total: u64,
    /// The highest 1 bit of x (a power of two). An odd number of heaps have a 1 there, so one does.
    pub bit: u64,
    /// The heap to move (its index from 0): the first with a 1 in `bit`.
    pub heap: usize,
    /// Its size, h.
    pub from: u64,
    /// Its new size h ⊕ x: below h, as `bit` turns from 1 to 0 and the bits above it stay.
    pub to: u64,
    /// The stones after the move (the t of P(t), below s).
    pub stones_after: u64,
}

/// Fact B on `heaps`: the move to nim-sum 0, or `None` when the nim-sum is already 0 or a heap
/// is over [`MAX_HEAP`].
pub fn nim_restore(heaps: &[u64]) -> Option<NimRestore> {
    if heaps.iter().any(|&h| h > MAX_HEAP) {
        return None;
    }
    let total = nim_sum_of(heaps);
    let bit = highest_bit(total)?;
    let heap = heaps.iter().position(|&h| h & bit != 0)?;
    let from = heaps[heap];
    let to = from ^ total;
    let stones_before = heaps.iter().sum::<u64>();
    Some(NimRestore { stones_before, total, bit, heap, from, to, stones_after: stones_before - (from - to) })
}

/// Fact A of lesson 2's proof, carried out on one move from Nim heaps of nim-sum 0: the heap
/// moved differs from its old size in some bit, so that bit's column changes parity and the
/// new nim-sum is not 0. Every field is a value the proof names, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimBreak {
    /// The stones on the board before the move (the s of P(s)).
    pub stones_before: u64,
    /// The heap moved (its index from 0).
    pub heap: usize,
    /// Its size before the move.
    pub from: u64,
    /// Its size after the move, below `from`.
    pub to: u64,
    /// The highest bit (a power of two) where `from` and `to` differ.
    pub bit: u64,
    /// How many heaps have a 1 in `bit` before the move (even, as the nim-sum is 0) and after it
    /// (one more or one fewer: odd).
    pub ones_before: u64,
    pub ones_after: u64,
    /// The nim-sum after the move: not 0, with a 1 in `bit`.
    pub total: u64,
    /// The stones after the move (the t of P(t), below s).
    pub stones_after: u64,
}

/// Fact A on `heaps` and the move leaving `to` stones in heap `heap`, or `None` unless the
/// nim-sum is 0 and the move is legal (`to` below the heap's size), or when a heap is over
/// [`MAX_HEAP`].
pub fn nim_break(heaps: &[u64], heap: usize, to: u64) -> Option<NimBreak> {
    let &from = heaps.get(heap)?;
    if heaps.iter().any(|&h| h > MAX_HEAP) || nim_sum_of(heaps) != 0 || to >= from {
        return None;
    }
    let bit = highest_bit(from ^ to)?;
    let ones_before = heaps.iter().filter(|&&h| h & bit != 0).count() as u64;
    // Only the heap moved changes in that column, gaining or losing its 1 there.
    let ones_after = if from & bit != 0 { ones_before - 1 } else { ones_before + 1 };
    let stones_before = heaps.iter().sum::<u64>();
    Some(NimBreak {
        stones_before,
        heap,
        from,
        to,
        bit,
        ones_before,
        ones_after,
        total: from ^ to,
        stones_after: stones_before - (from - to),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::takeaway::subtraction::{Sequence, SequenceRule, SubtractionSet};

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

    /// For every diagnosis: a wrong answer that triggers it, and one that must not.
    #[test]
    fn every_diagnosis_fires_on_its_mistake_only() {
        // Nim heaps 2, 5, 6: nim-sum 1 (by hand: 010 ⊕ 101 ⊕ 110 = 001), sum 13, OR 7.
        let heaps = Facts { truth: 1, heaps: Some(&[2, 5, 6]), ..Facts::default() };
        // Split chocolate 2×3 and 1×4 (lesson 5): bar values 1 and 1 (2·3 − 1 = 5 and 1·4 − 1 = 3
        // breaks, both odd), value 1 ⊕ 1 = 0; the ordinary sum is 2.
        let parts = Facts { truth: 0, parts: Some(&[1, 1]), ..Facts::default() };
        // Takes {1, 3, 4}, heap 7 (seed 001's exercise, by hand): options 6, 4, 3 of values
        // 2, 2, 1: the set {1, 2} from 3 options, mex 0.
        let game = TakeAway { take: &[1, 3, 4] };
        let (truth, set, count, empty_as_one) = game.facts_of(7);
        assert_eq!((truth, set.as_slice(), count), (0, &[1u64, 2][..], 3));
        // With mex{} read as 1, by hand: 1, 0, 1, 0, 2, 3, 2, 1 for heaps 0..=7.
        assert_eq!(empty_as_one, 1);
        let options = Facts {
            truth,
            options: Some((&set, count)),
            empty_as_one: Some(empty_as_one),
            ..Facts::default()
        };
        // A heap of 0 under {1, 2, 4}: no options, value 0.
        let end = Facts { truth: 0, options: Some((&[], 0)), empty_as_one: Some(1), ..Facts::default() };
        // Takes {1, 3, 4}: period 7 (0, 1, 0, 1, 2, 3, 2 repeating; `Sequence` proves it below).
        let period = Facts { truth: 7, ..Facts::default() };
        // Nim 7 7: value 0, a loss for the player to move.
        let zero = Facts { truth: 0, heaps: Some(&[7, 7]), ..Facts::default() };
        let nonzero = Facts { truth: 15, heaps: Some(&[7, 8]), ..Facts::default() };
        let cases: [(Mistake, Given, &Facts, Given, &Facts); 10] = [
            (Mistake::NimSumAsSum, Given::Value(13), &heaps, Given::Value(4), &heaps),
            (Mistake::NimSumAsOr, Given::Value(7), &heaps, Given::Value(6), &heaps),
            (Mistake::SumOfValues, Given::Value(2), &parts, Given::Value(3), &parts),
            (Mistake::MaxNotMex, Given::Value(2), &options, Given::Value(5), &options),
            (Mistake::MaxPlusOne, Given::Value(3), &options, Given::Value(4), &options),
            (
                Mistake::CountNotMex,
                Given::Value(3),
                &Facts { truth: 2, options: Some((&[0, 1], 3)), ..Facts::default() },
                Given::Value(4),
                &options,
            ),
            (Mistake::EmptyMexNotZero, Given::Value(1), &options, Given::Value(1), &end),
            (Mistake::EndNotZero, Given::Value(1), &end, Given::Value(0), &end),
            (
                Mistake::ZeroIsWin,
                Given::Predicted { first_wins: true },
                &zero,
                Given::Predicted { first_wins: false },
                &nonzero,
            ),
            (Mistake::PeriodMultiple, Given::Period(14), &period, Given::Period(10), &period),
        ];
        for (mistake, fires, facts, silent, other) in cases {
            assert_eq!(diagnose(fires, facts), Some(mistake), "{mistake:?} on {fires:?}");
            assert_ne!(diagnose(silent, other), Some(mistake), "{mistake:?} must not fire on {silent:?}");
        }
        // A right answer is never diagnosed.
        assert_eq!(diagnose(Given::Value(1), &heaps), None);
        assert_eq!(diagnose(Given::Period(7), &period), None);
        assert_eq!(diagnose(Given::Predicted { first_wins: false }, &zero), None);
        // Every mistake has its diagnosis, in the order of `Mistake::ALL`.
        assert!(DIAGNOSES.iter().map(|d| d.mistake).eq(Mistake::ALL));
    }

    #[test]
    fn the_period_exercise_reads_the_proven_period() {
        // Takes {1, 3, 4}: 0, 1, 0, 1, 2, 3, 2, then 0, 1, … again (by hand, and `Sequence`'s proof).
        let set = SubtractionSet::new(&[1, 3, 4]).unwrap();
        let sequence = Sequence::compute(&set, SequenceRule::Grundy, 0);
        assert_eq!(period_of(&[1, 3, 4]), Some(7));
        assert_eq!(sequence.period.map(|p| p.preperiod), Some(0));
        // Takes {1, 2, 3}: period 4 (lesson 3's multiples of 4).
        assert_eq!(period_of(&[1, 2, 3]), Some(4));
    }

    #[test]
    fn the_period_stepper_proves_by_a_repeated_window() {
        // Takes {1, 3, 4} (m = 4), by hand: 0, 1, 0, 1, 2, 3, 2, then 0, 1, 0, 1 again, so the
        // window (0, 1, 0, 1) from 0 comes back from 7: period 7 from 0 (Winning Ways' table of
        // subtraction games lists the same sequence).
        let proof = period_proof(&[1, 3, 4], 1_000_000_000).unwrap();
        assert_eq!((proof.width, proof.window, proof.period), (4, 0, 7));
        assert_eq!(proof.values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2].map(Nimber));
        assert_eq!(proof.window_values(), [0, 1, 0, 1].map(Nimber));
        // 10^9 = 7 · 142857142 + 6, so g(10^9) = g(6) = 2.
        assert_eq!((proof.reduced, proof.value, proof.direct), (6, Nimber(2), None));
        // Lesson 4's example, takes {1, 4}, by hand: 0, 1, 0, 1, 2 (g(4) = mex{g(3), g(0)} =
        // mex{1, 0} = 2), then 0, 1, 0, 1: period 5 from 0. The first 0, 1 coming back at 2
        // is not a window of 4, and g(4) = 2 breaks it. 10^9 is a multiple of 5: g(10^9) = 0.
        let proof = period_proof(&[1, 4], 1_000_000_000).unwrap();
        assert_eq!((proof.width, proof.window, proof.period, proof.reduced), (4, 0, 5, 0));
        assert_eq!(proof.values, [0, 1, 0, 1, 2, 0, 1, 0, 1, 2].map(Nimber));
        assert_eq!(proof.value, Nimber(0));
        // Takes {2, 4, 7} (m = 7), by hand: 0, 0, 1, 1, 2, 2, 0, 3, then 1, 0, 2 repeating
        // (g(7) = mex{g(5), g(3), g(0)} = mex{2, 1, 0} = 3, g(8) = mex{g(6), g(4), g(1)} =
        // mex{0, 2, 0} = 1, …): the window 1, 0, 2, 1, 0, 2, 1 from 8 comes back from 11, a
        // pre-period of 8 and period 3. 10^18 − 8 leaves 2 when divided by 3: g(10^18) = g(10) = 2.
        let proof = period_proof(&[2, 4, 7], PERIOD_MAX_HEAP).unwrap();
        assert_eq!((proof.width, proof.window, proof.period, proof.reduced), (7, 8, 3, 10));
        assert_eq!(&proof.values[..8], [0, 0, 1, 1, 2, 2, 0, 3].map(Nimber));
        assert_eq!(proof.window_values(), [1, 0, 2, 1, 0, 2, 1].map(Nimber));
        assert_eq!(proof.value, Nimber(2));
        // A heap below the pre-period is read as it is.
        let proof = period_proof(&[2, 4, 7], 7).unwrap();
        assert_eq!((proof.reduced, proof.value, proof.direct), (7, Nimber(3), Some(Nimber(3))));
    }

    #[test]
    fn the_period_stepper_agrees_with_the_solver_and_finds_the_first_repeated_window() {
        for take in [&[1, 4][..], &[2, 5], &[1, 2, 4], &[2, 4, 7], &[3, 7, 8], &[1, 3, 4], &[4, 9, 12]] {
            // The take lists above are 'static; the proof needs them so.
            let take: &'static [u64] = take;
            let proof = period_proof(take, 0).unwrap();
            let (e, p, m) = (proof.window as usize, proof.period as usize, proof.width as usize);
            let g = &proof.values;
            // The first n whose window equals an earlier window is e + p, and the earlier is e.
            let first = (1..=e + p)
                .find_map(|b| (0..b).find(|&a| g[a..a + m] == g[b..b + m]).map(|a| (a, b)))
                .unwrap();
            assert_eq!(first, (e, e + p), "{take:?}");
            for heap in (0..=PERIOD_DIRECT_LIMIT).step_by(37).chain([PERIOD_DIRECT_LIMIT]) {
                let proof = period_proof(take, heap).unwrap();
                assert_eq!(proof.direct, Some(proof.value), "{take:?} heap {heap}");
            }
        }
    }

    #[test]
    fn the_period_stepper_refuses_what_it_cannot_show() {
        assert_eq!(
            period_proof(&[1, 13], 5),
            Err(PeriodError::TakeTooLarge { take: 13, max: PERIOD_MAX_TAKE })
        );
        assert_eq!(period_proof(&[], 5), Err(PeriodError::BadSet));
        assert_eq!(period_proof(&[0, 2], 5), Err(PeriodError::BadSet));
        let over = PERIOD_MAX_HEAP + 1;
        assert_eq!(
            period_proof(&[1, 4], over),
            Err(PeriodError::HeapTooLarge { heap: over, max: PERIOD_MAX_HEAP })
        );
        assert_eq!(
            period_proof(&[1, 4], u64::MAX).map(|p| p.value),
            Err(PeriodError::HeapTooLarge { heap: u64::MAX, max: PERIOD_MAX_HEAP })
        );
        assert_eq!(parse_heap(" 1000000000000000000 ", PERIOD_MAX_HEAP), Ok(PERIOD_MAX_HEAP));
        assert_eq!(
            parse_heap("1000000000000000001", PERIOD_MAX_HEAP),
            Err(HeapInputError::TooLarge { max: PERIOD_MAX_HEAP })
        );
        assert_eq!(
            parse_heap("99999999999999999999999", PERIOD_MAX_HEAP),
            Err(HeapInputError::TooLarge { max: PERIOD_MAX_HEAP })
        );
        assert_eq!(parse_heap("", PERIOD_MAX_HEAP), Err(HeapInputError::Empty));
        assert_eq!(parse_heap("-3", PERIOD_MAX_HEAP), Err(HeapInputError::NotANumber));
        assert_eq!(parse_heap("1e9", PERIOD_MAX_HEAP), Err(HeapInputError::NotANumber));
        assert_eq!(parse_heap("１２", PERIOD_MAX_HEAP), Err(HeapInputError::NotANumber));
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

    /// The sum theorem's step, against values by brute force of the rule (a Nim heap of n is
    /// worth n; a coin heap the mex of its options'): for every Nim heap and coin heap up to 24
    /// and every target below the sum's value, the step's one move leaves a sum of that value,
    /// in the part whose value has d's highest bit; a target not below is refused.
    #[test]
    fn the_sum_theorems_step_reaches_every_smaller_value() {
        const TAKE: &[u64] = &[1, 3, 4];
        let mut g = [0u64; 25];
        for n in 1..25 {
            let options: Vec<u64> = TAKE.iter().filter(|&&t| t <= n).map(|&t| g[(n - t) as usize]).collect();
            g[n as usize] = (0..).find(|v| !options.contains(v)).expect("a mex");
        }
        for nim in 0..25u64 {
            for coins in 0..25u64 {
                let total = nim ^ g[coins as usize];
                assert_eq!(sum_step(nim, coins, TAKE, total), None, "{nim} {coins}: the value itself");
                for target in 0..total {
                    let step = sum_step(nim, coins, TAKE, target).expect("a step below the value");
                    let after = match step.part {
                        SumPart::Nim => {
                            assert!(step.leaves < nim && nim_bit(nim, step.bit));
                            step.leaves ^ g[coins as usize]
                        }
                        SumPart::Coins => {
                            assert!(
                                TAKE.contains(&(coins - step.leaves)) && nim_bit(g[coins as usize], step.bit)
                            );
                            nim ^ g[step.leaves as usize]
                        }
                    };
                    assert_eq!(after, target, "{nim} {coins} → {target}: {step:?}");
                }
            }
        }
        // Lesson 5's worked example: 6 and a coin heap of 5 (worth 3) are worth 5; to reach 2,
        // d = 7, its highest bit 4 is the Nim heap's, which goes from 6 to 6 ⊕ 7 = 1.
        let step = sum_step(6, 5, TAKE, 2).expect("a step");
        assert_eq!(
            (step.total, step.difference, step.bit, step.part, step.leaves),
            (Nimber(5), Nimber(7), 4, SumPart::Nim, 1)
        );
    }

    /// Lesson 2's worked examples, by hand from the lesson's text.
    #[test]
    fn lesson_2s_examples() {
        // 8, 6, 5: 1000 ⊕ 0110 ⊕ 0101 = 1011 (11), its highest 1 in the 8s place, which only the
        // heap of 8 has: 8 ⊕ 11 = 3, taking 5 of the 19 stones.
        assert_eq!(
            nim_restore(&[8, 6, 5]),
            Some(NimRestore {
                stones_before: 19,
                total: 11,
                bit: 8,
                heap: 0,
                from: 8,
                to: 3,
                stones_after: 14
            })
        );
        // 3, 6, 5 has nim-sum 0 (011 ⊕ 110 ⊕ 101 = 000): no fact-B move.
        assert_eq!(nim_restore(&[3, 6, 5]), None);
        // From it, the heap of 5 (101) to 3 (011): they differ in the 4s and 2s places, the
        // highest 4; the 4s column had two 1s (6 and 5) and keeps one (6); 3 ⊕ 6 ⊕ 3 = 6.
        assert_eq!(
            nim_break(&[3, 6, 5], 2, 3),
            Some(NimBreak {
                stones_before: 14,
                heap: 2,
                from: 5,
                to: 3,
                bit: 4,
                ones_before: 2,
                ones_after: 1,
                total: 6,
                stones_after: 12,
            })
        );
        // Then 3, 6, 3: 6 = 110, highest 1 in the 4s place, only the heap of 6 has it: 6 ⊕ 6 = 0,
        // leaving 3, 0, 3 with 6 stones.
        let step = nim_restore(&[3, 6, 3]).expect("nim-sum 6");
        assert_eq!((step.total, step.bit, step.heap, step.to, step.stones_after), (6, 4, 1, 0, 6));
        // The teacher's note: 3, 5, 6 with 6 (110) to 2 (010): the 4s place, nim-sum 4.
        let step = nim_break(&[3, 5, 6], 2, 2).expect("a legal move from nim-sum 0");
        assert_eq!((step.bit, step.total), (4, 4));
        // Refused: a move that does not take, a heap not there, nim-sum not 0, a heap too large.
        assert_eq!(nim_break(&[3, 6, 5], 2, 5), None);
        assert_eq!(nim_break(&[3, 6, 5], 3, 0), None);
        assert_eq!(nim_break(&[8, 6, 5], 0, 3), None);
        assert_eq!(nim_restore(&[MAX_HEAP + 1, 0, 0]), None);
        assert_eq!(nim_break(&[MAX_HEAP + 1, MAX_HEAP + 1], 0, 0), None);
    }

    /// Facts A and B against the rule itself, on every triple of heaps up to 15: from a non-zero
    /// nim-sum the restoring move is legal (fewer stones in the heap it names, which is the first
    /// with a 1 in x's highest bit) and reaches nim-sum 0; from nim-sum 0 every legal move is
    /// described and leaves a non-zero nim-sum, whose bit `bit` is set, as its column is now odd.
    #[test]
    fn facts_a_and_b_hold_on_every_small_triple() {
        for a in 0..16u64 {
            for b in 0..16u64 {
                for c in 0..16u64 {
                    let heaps = [a, b, c];
                    let x = a ^ b ^ c;
                    let stones = a + b + c;
                    match nim_restore(&heaps) {
                        None => assert_eq!(x, 0, "{heaps:?}"),
                        Some(r) => {
                            let mut after = heaps;
                            after[r.heap] = r.to;
                            assert!(r.to < r.from && r.from == heaps[r.heap], "{heaps:?}: {r:?}");
                            assert_eq!(after[0] ^ after[1] ^ after[2], 0, "{heaps:?}: {r:?}");
                            assert_eq!((r.total, r.stones_before), (x, stones));
                            assert_eq!(r.stones_after, after.iter().sum::<u64>());
                            assert!(x & r.bit != 0 && x < 2 * r.bit, "{heaps:?}: {r:?}");
                            assert!(heaps[..r.heap].iter().all(|h| h & r.bit == 0) && r.from & r.bit != 0);
                        }
                    }
                    for (i, &h) in heaps.iter().enumerate() {
                        for to in 0..=h + 1 {
                            let step = nim_break(&heaps, i, to);
                            if x != 0 || to >= h {
                                assert_eq!(step, None, "{heaps:?}, heap {i} to {to}");
                                continue;
                            }
                            let s = step.expect("a legal move from nim-sum 0");
                            let mut after = heaps;
                            after[i] = to;
                            let y = after[0] ^ after[1] ^ after[2];
                            assert!(y != 0 && y == s.total, "{heaps:?}, heap {i} to {to}: {s:?}");
                            assert!(y & s.bit != 0 && (h ^ to) & s.bit != 0 && h ^ to < 2 * s.bit);
                            assert!(s.ones_before.is_multiple_of(2) && !s.ones_after.is_multiple_of(2));
                            assert_eq!(
                                s.ones_after,
                                after.iter().filter(|&&h| h & s.bit != 0).count() as u64
                            );
                            assert_eq!((s.stones_before, s.stones_after), (stones, stones - (h - to)));
                        }
                    }
                }
            }
        }
    }

    fn nim_bit(value: u64, bit: u64) -> bool {
        value & bit != 0
    }
}
