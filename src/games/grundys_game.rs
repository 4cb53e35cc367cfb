//! Grundy's game (issue 34): split one heap into two unequal non-empty heaps; whoever cannot
//! move loses (every heap is 1 or 2).
//!
//! **Position.** The heaps, separated by spaces or commas: `8 5`. A heap holds at most
//! [`MAX_HEAP`] stones: the values are computed from a heap of 0 up, and no period is known
//! (the values have been computed far beyond 2³⁵ by Flammenkamp and others without one
//! appearing, though Guy conjectured the sequence to be eventually periodic), so nothing past
//! the computed values can be valued.
//!
//! **Move.** `1:3,5` splits heap 1 (counted from 1) into heaps of 3 and 5, written smaller
//! first; the two take the heap's place, so `8 5` after `1:3,5` is `3 5 5`.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use serde::Serialize;

use super::octal::OctalReason;
use super::octal::sequence::{HeapRules, Search, Seen, Values};
use crate::engine::trace::{Describe, MoveTerm, PositionTerm};
use crate::engine::{Impartial, Nimber};
use crate::games::{ComputerMove, Playable};

/// The largest heap.
pub const MAX_HEAP: u32 = 20_000;
/// At most this many heaps.
pub const MAX_HEAPS: usize = 64;
/// Longer text is refused before parsing.
pub const MAX_INPUT_LEN: usize = 1_024;

/// The rules of one heap: split n into a and n − a with a < n − a.
struct Rules;

impl HeapRules for Rules {
    fn single_options(&self, _: usize, _: &[u16], _: &mut Seen) {}

    fn splits(&self, n: usize, out: &mut Vec<(usize, usize, usize)>) {
        if n >= 3 {
            out.push((n, 1, (n - 1) / 2));
        }
    }
}

/// Grundy's game has no known period: this says so in the type of [`GrundysSequence`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NoKnownPeriod;

/// The values of heaps 0, 1, 2, … of Grundy's game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GrundysSequence {
    pub values: Vec<u16>,
    pub period: NoKnownPeriod,
}

/// G(0) to G(n − 1) of Grundy's game, each by the mex rule from the ones before
/// (n at most [`MAX_HEAP`] + 1).
pub fn grundys_sequence(n: usize) -> Result<GrundysSequence, ParseGrundysError> {
    let max = MAX_HEAP as usize + 1;
    if n > max {
        return Err(ParseGrundysError::TooManyTerms { asked: n, max });
    }
    let mut values = Values::with_capacity(n);
    let mut search = Search::default();
    while values.len() < n {
        // A heap of n has fewer than n / 2 options, so its value is far below 65 535.
        let value = search.next_value(&Rules, &values).unwrap_or(u16::MAX);
        values.push(value);
    }
    Ok(GrundysSequence { values: values.values, period: NoKnownPeriod })
}

thread_local! {
    /// The values computed so far (a page asks for the value, the winning moves and the
    /// computer's move of each position).
    static CACHE: RefCell<Rc<Vec<u16>>> = RefCell::new(Rc::new(Vec::new()));
}

/// The values of heaps up to `largest` at least (remembered for the next calls; computed to the
/// next power of two, so a growing heap does not recompute them each time).
fn values_to(largest: u32) -> Rc<Vec<u16>> {
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let needed = largest.min(MAX_HEAP) as usize + 1;
        if cache.len() < needed {
            let terms = needed.next_power_of_two().clamp(64, MAX_HEAP as usize + 1);
            let computed = grundys_sequence(terms).map(|s| s.values).unwrap_or_default();
            *cache = Rc::new(computed);
        }
        cache.clone()
    })
}

/// Why text is not a position of Grundy's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseGrundysError {
    TooLong {
        len: usize,
    },
    NotANumber {
        token: String,
    },
    TooManyHeaps {
        found: usize,
        max: usize,
    },
    /// Heap `heap` (from 1) is larger than [`MAX_HEAP`].
    HeapTooLarge {
        heap: usize,
        max: u32,
    },
    /// [`grundys_sequence`] was asked for more values than it gives.
    TooManyTerms {
        asked: usize,
        max: usize,
    },
}

/// A position: the heaps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GrundysPosition {
    heaps: Vec<u32>,
}

impl GrundysPosition {
    /// The position of `heaps`, each at most [`MAX_HEAP`].
    pub fn new(heaps: Vec<u32>) -> Result<GrundysPosition, ParseGrundysError> {
        if heaps.len() > MAX_HEAPS {
            return Err(ParseGrundysError::TooManyHeaps { found: heaps.len(), max: MAX_HEAPS });
        }
        if let Some(index) = heaps.iter().position(|&h| h > MAX_HEAP) {
            return Err(ParseGrundysError::HeapTooLarge { heap: index + 1, max: MAX_HEAP });
        }
        Ok(GrundysPosition { heaps })
    }

    pub fn heaps(&self) -> &[u32] {
        &self.heaps
    }

    /// The address form: `8,5`.
    pub fn to_url(&self) -> String {
        self.heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
    }

    /// The Grundy value of each heap.
    pub fn values(&self) -> Vec<Nimber> {
        let values = values_to(self.heaps.iter().copied().max().unwrap_or(0));
        self.heaps.iter().map(|&h| Nimber(u64::from(values.get(h as usize).copied().unwrap_or(0)))).collect()
    }

    /// The nim-sum of the heaps' values: the position's value.
    pub fn nim_sum(&self) -> Nimber {
        Nimber::nim_sum(self.values())
    }

    /// The position after `mv`, or why it is illegal.
    pub fn play(&self, mv: &GrundysMove) -> Result<GrundysPosition, GrundysMoveError> {
        let size = *self
            .heaps
            .get(mv.heap)
            .ok_or(GrundysMoveError::NoSuchHeap { heap: mv.heap + 1, heaps: self.heaps.len() })?;
        let (a, b) = (mv.smaller, mv.larger);
        if a == 0 || u64::from(a) + u64::from(b) != u64::from(size) {
            return Err(GrundysMoveError::NotASplit { a, b, size });
        }
        if a == b {
            return Err(GrundysMoveError::EqualHeaps { size: a });
        }
        let mut heaps = self.heaps.clone();
        heaps.splice(mv.heap..=mv.heap, [a, b]);
        Ok(GrundysPosition { heaps })
    }

    /// A random position: 1 to 3 heaps of 3 to 20.
    pub fn random(rng: &mut fastrand::Rng) -> GrundysPosition {
        GrundysPosition { heaps: (0..rng.usize(1..=3)).map(|_| rng.u32(3..=20)).collect() }
    }
}

impl Default for GrundysPosition {
    /// Heaps of 8 and 5 (value G(8) ⊕ G(5) = 2 ⊕ 2 = 0: a lost position for the player to move).
    fn default() -> Self {
        GrundysPosition { heaps: vec![8, 5] }
    }
}

impl FromStr for GrundysPosition {
    type Err = ParseGrundysError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseGrundysError::TooLong { len: text.len() });
        }
        let tokens: Vec<&str> =
            text.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()).collect();
        if tokens.len() > MAX_HEAPS {
            return Err(ParseGrundysError::TooManyHeaps { found: tokens.len(), max: MAX_HEAPS });
        }
        let mut heaps = Vec::with_capacity(tokens.len());
        for (index, token) in tokens.iter().enumerate() {
            if !token.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseGrundysError::NotANumber { token: token.chars().take(40).collect() });
            }
            match token.parse::<u32>() {
                Ok(size) if size <= MAX_HEAP => heaps.push(size),
                _ => return Err(ParseGrundysError::HeapTooLarge { heap: index + 1, max: MAX_HEAP }),
            }
        }
        Ok(GrundysPosition { heaps })
    }
}

impl fmt::Display for GrundysPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" "))
    }
}

/// A move: split heap `heap` (from 0 here, from 1 in the notation) into `smaller` and `larger`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GrundysMove {
    pub heap: usize,
    pub smaller: u32,
    pub larger: u32,
}

impl GrundysMove {
    /// The split of heap `heap` into `a` and `b`, in either order.
    pub fn new(heap: usize, a: u32, b: u32) -> GrundysMove {
        GrundysMove { heap, smaller: a.min(b), larger: a.max(b) }
    }
}

impl fmt::Display for GrundysMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{},{}", self.heap as u64 + 1, self.smaller, self.larger)
    }
}

/// Why text is not a move of Grundy's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGrundysMoveError {
    pub text: String,
}

impl FromStr for GrundysMove {
    type Err = ParseGrundysMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseGrundysMoveError { text: text.chars().take(40).collect() };
        let number = |s: &str| {
            let s = s.trim();
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse::<u32>().ok()).flatten()
        };
        let (heap, split) = text.split_once(':').ok_or_else(error)?;
        let (a, b) = split.split_once(',').ok_or_else(error)?;
        let heap = number(heap).filter(|&h| (1..=MAX_HEAPS as u32).contains(&h)).ok_or_else(error)?;
        Ok(GrundysMove::new(heap as usize - 1, number(a).ok_or_else(error)?, number(b).ok_or_else(error)?))
    }
}

/// Why a move of Grundy's game is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrundysMoveError {
    NoSuchHeap {
        heap: usize,
        heaps: usize,
    },
    /// The two heaps must be non-empty and add up to the heap split.
    NotASplit {
        a: u32,
        b: u32,
        size: u32,
    },
    /// The two heaps must differ.
    EqualHeaps {
        size: u32,
    },
}

/// Grundy's game, normal play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GrundysGame;

/// Every split of heap `heap` (of `size`) whose two heaps' values XOR to `target` (`None`: all).
fn splits(values: &[u16], heap: usize, size: u32, target: Option<u16>, out: &mut Vec<GrundysMove>) {
    for a in 1..=size.saturating_sub(1) / 2 {
        let value = values[a as usize] ^ values[(size - a) as usize];
        if target.is_none_or(|t| t == value) {
            out.push(GrundysMove::new(heap, a, size - a));
        }
    }
}

/// Every legal move from `position` when there are at most `limit` of them, else `None`.
pub fn all_moves(position: &GrundysPosition, limit: usize) -> Option<Vec<GrundysMove>> {
    let count: u64 = position.heaps.iter().map(|&h| u64::from(h.saturating_sub(1) / 2)).sum();
    if count > limit as u64 {
        return None;
    }
    let values = values_to(position.heaps.iter().copied().max().unwrap_or(0));
    let mut moves = Vec::new();
    for (heap, &size) in position.heaps.iter().enumerate() {
        splits(&values, heap, size, None, &mut moves);
    }
    Some(moves)
}

impl Playable for GrundysGame {
    type Position = GrundysPosition;
    type Move = GrundysMove;
    type ParseError = ParseGrundysError;
    type MoveError = GrundysMoveError;
    type Reason = OctalReason;

    const ID: &'static str = "grundys-game";

    fn is_over(&self, position: &GrundysPosition) -> bool {
        position.heaps.iter().all(|&h| h <= 2)
    }

    fn play(
        &self,
        position: &GrundysPosition,
        mv: &GrundysMove,
    ) -> Result<GrundysPosition, GrundysMoveError> {
        position.play(mv)
    }

    fn grundy(&self, position: &GrundysPosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    fn winning_moves(&self, position: &GrundysPosition) -> Vec<GrundysMove> {
        let values = values_to(position.heaps.iter().copied().max().unwrap_or(0));
        let heap_values = position.values();
        let total = Nimber::nim_sum(heap_values.iter().copied());
        let mut moves = Vec::new();
        if total.is_zero() {
            return moves;
        }
        for (heap, &size) in position.heaps.iter().enumerate() {
            if let Ok(target) = u16::try_from((heap_values[heap] ^ total).value()) {
                splits(&values, heap, size, Some(target), &mut moves);
            }
        }
        moves
    }

    fn computer_move(&self, position: &GrundysPosition) -> Option<ComputerMove<GrundysMove, OctalReason>> {
        if let Some(&mv) = self.winning_moves(position).first() {
            return Some(ComputerMove { mv, reason: OctalReason::to_zero(&position.values(), mv.heap) });
        }
        // No winning move: split one off the largest heap, which leaves the most play.
        let (heap, &size) = position
            .heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h >= 3)
            .max_by_key(|&(index, &h)| (h, std::cmp::Reverse(index)))?;
        Some(ComputerMove { mv: GrundysMove::new(heap, 1, size - 1), reason: OctalReason::NoWinningMove })
    }

    fn random_move(&self, position: &GrundysPosition, rng: &mut fastrand::Rng) -> Option<GrundysMove> {
        // Every split equally likely: pick one among all of them by its rank.
        let count: u64 = position.heaps.iter().map(|&h| u64::from(h.saturating_sub(1) / 2)).sum();
        if count == 0 {
            return None;
        }
        let mut pick = rng.u64(..count);
        for (heap, &size) in position.heaps.iter().enumerate() {
            let here = u64::from(size.saturating_sub(1) / 2);
            if pick < here {
                let a = pick as u32 + 1;
                return Some(GrundysMove::new(heap, a, size - a));
            }
            pick -= here;
        }
        None
    }
}

/// The values of heaps 0 to `largest` at least (from the values remembered), for a page's
/// strip of values.
pub fn values_up_to(largest: u32) -> Rc<Vec<u16>> {
    values_to(largest)
}

/// One heap of Grundy's game as an engine game (for the mex stepper): a position is its heaps,
/// a move a split; the value of several heaps is the nim-sum of theirs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GrundysHeap;

impl Impartial for GrundysHeap {
    type Position = Vec<u32>;
    type Move = GrundysMove;

    fn options(&self, heaps: &Vec<u32>) -> Vec<(GrundysMove, Vec<u32>)> {
        let mut options = Vec::new();
        for (heap, &size) in heaps.iter().enumerate() {
            for a in 1..=size.saturating_sub(1) / 2 {
                let mut after = heaps.clone();
                after.splice(heap..=heap, [a, size - a]);
                options.push((GrundysMove::new(heap, a, size - a), after));
            }
        }
        options
    }

    fn closed_form(&self, heaps: &Vec<u32>) -> Option<Nimber> {
        let values = values_to(heaps.iter().copied().max().unwrap_or(0));
        let each: Option<Vec<Nimber>> =
            heaps.iter().map(|&h| values.get(h as usize).map(|&v| Nimber(u64::from(v)))).collect();
        Some(Nimber::nim_sum(each?))
    }
}

/// A split is written `3 + 5` and its value shown as G(3) ⊕ G(5) (the splitting rule).
impl Describe for GrundysHeap {
    fn describe_move(&self, mv: &GrundysMove) -> MoveTerm {
        MoveTerm::Notation(format!("{} + {}", mv.smaller, mv.larger))
    }

    fn describe_position(&self, heaps: &Vec<u32>) -> PositionTerm {
        let parts: Vec<String> = heaps.iter().map(u32::to_string).collect();
        PositionTerm::Notation(parts.join(" + "))
    }

    fn value_detail(&self, heaps: &Vec<u32>) -> Option<String> {
        if heaps.len() < 2 {
            return None;
        }
        let values = values_to(heaps.iter().copied().max().unwrap_or(0));
        let each: Option<Vec<String>> =
            heaps.iter().map(|&h| values.get(h as usize).map(u16::to_string)).collect();
        Some(each?.join(" ⊕ "))
    }

    fn option_count(&self, heaps: &Vec<u32>) -> u64 {
        heaps.iter().map(|&h| u64::from(h.saturating_sub(1) / 2)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_match_oeis_a002188() {
        // OEIS A002188 (Grundy's game), the first 110 terms. The list given in the issue (from
        // memory) has three more, 3, 2, 4, at heaps 80 to 82, and then goes on as below one
        // place later: the mex rule here and the independent one in tests/octal_properties.rs
        // both give G(80) = 5, so those three are left out.
        let expected: [u16; 110] = [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
            2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
            4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
            5, 2, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3, 5, 2,
        ];
        assert_eq!(grundys_sequence(expected.len()).unwrap().values, expected);
    }

    /// The stepper's heap game: 8's splits are 1 + 7, 2 + 6 and 3 + 5, worth G(1) ⊕ G(7) = 0,
    /// G(2) ⊕ G(6) = 1 and G(3) ⊕ G(5) = 3 (A002188), so G(8) = mex{0, 1, 3} = 2.
    #[test]
    fn the_heap_game_gives_the_sequence() {
        let options = GrundysHeap.options(&vec![8]);
        let after: Vec<Vec<u32>> = options.iter().map(|(_, to)| to.clone()).collect();
        assert_eq!(after, vec![vec![1, 7], vec![2, 6], vec![3, 5]]);
        let values: Vec<u64> = after.iter().map(|h| GrundysHeap.closed_form(h).unwrap().value()).collect();
        assert_eq!(values, vec![0, 1, 3]);
        assert_eq!(GrundysHeap.value_detail(&vec![3, 5]).as_deref(), Some("1 ⊕ 2"));
        assert_eq!(GrundysHeap.option_count(&vec![8, 2]), 3);
        let mut solver = crate::engine::Solver::new();
        let trace = crate::engine::trace::mex_trace(&mut solver, &GrundysHeap, &vec![8], 64).unwrap();
        assert_eq!(trace.mex, Nimber(2));
    }

    #[test]
    fn the_largest_heap_is_valued() {
        let sequence = grundys_sequence(MAX_HEAP as usize + 1).unwrap();
        assert_eq!(sequence.values.len(), 20_001);
        assert_eq!(sequence.period, NoKnownPeriod);
        let position: GrundysPosition = "20000 7".parse().unwrap();
        assert_eq!(position.values()[0], Nimber(u64::from(sequence.values[20_000])));
        assert!(grundys_sequence(20_002).is_err());
    }

    #[test]
    fn notation_and_errors() {
        for text in ["8 5", "", "3"] {
            assert_eq!(text.parse::<GrundysPosition>().unwrap().to_string(), text);
        }
        assert_eq!("8,5".parse::<GrundysPosition>().unwrap().to_url(), "8,5");
        assert_eq!(
            "8 x".parse::<GrundysPosition>(),
            Err(ParseGrundysError::NotANumber { token: "x".into() })
        );
        assert_eq!(
            "8 -1".parse::<GrundysPosition>(),
            Err(ParseGrundysError::NotANumber { token: "-1".into() })
        );
        assert_eq!(
            "8 20001".parse::<GrundysPosition>(),
            Err(ParseGrundysError::HeapTooLarge { heap: 2, max: MAX_HEAP })
        );
        assert_eq!(
            "99999999999999999999".parse::<GrundysPosition>(),
            Err(ParseGrundysError::HeapTooLarge { heap: 1, max: MAX_HEAP })
        );
        assert!(matches!(
            "1 ".repeat(65).parse::<GrundysPosition>(),
            Err(ParseGrundysError::TooManyHeaps { .. })
        ));
        assert_eq!("1:5,3".parse::<GrundysMove>().unwrap().to_string(), "1:3,5");
        for bad in ["", "1", "1:", "1:3", "0:1,2", "1:a,2", "1-3"] {
            assert!(bad.parse::<GrundysMove>().is_err(), "{bad}");
        }
        let position: GrundysPosition = "8 5".parse().unwrap();
        let play = |mv: &str| GrundysGame.play(&position, &mv.parse().unwrap()).map(|p| p.to_string());
        assert_eq!(play("1:3,5"), Ok("3 5 5".into()));
        assert_eq!(play("1:4,4"), Err(GrundysMoveError::EqualHeaps { size: 4 }));
        assert_eq!(play("2:1,3"), Err(GrundysMoveError::NotASplit { a: 1, b: 3, size: 5 }));
        assert_eq!(play("3:1,2"), Err(GrundysMoveError::NoSuchHeap { heap: 3, heaps: 2 }));
    }

    #[test]
    fn the_computer_plays_to_zero() {
        // G(8) ⊕ G(5) = 2 ⊕ 2 = 0 (A002188): lost, yet the computer moves; G(7) = 0, so 8 7
        // is won (value 2) and the computer's move makes the value 0.
        let lost: GrundysPosition = "8 5".parse().unwrap();
        assert_eq!(GrundysGame.computer_move(&lost).unwrap().reason, OctalReason::NoWinningMove);
        let won: GrundysPosition = "8 7".parse().unwrap();
        let choice = GrundysGame.computer_move(&won).unwrap();
        assert_eq!(won.play(&choice.mv).unwrap().nim_sum(), Nimber::ZERO);
        assert!(GrundysGame.is_over(&"2 1 2".parse().unwrap()));
        let mut rng = fastrand::Rng::with_seed(34);
        let mut position: GrundysPosition = "30 12".parse().unwrap();
        while let Some(mv) = GrundysGame.random_move(&position, &mut rng) {
            position = GrundysGame.play(&position, &mv).unwrap();
        }
        assert!(GrundysGame.is_over(&position));
    }
}
