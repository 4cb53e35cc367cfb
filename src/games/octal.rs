//! Octal games (issue 34, "take-and-break"): heaps, and a code of octal digits saying how many
//! stones a move may take from one heap and what it may leave of it.
//!
//! **Code.** `0.` and then 1 to [`MAX_DIGITS`] octal digits d₁d₂…d_t, the last one not 0. Digit
//! d_k says in which ways k stones may be taken from a heap: bit 1 when they are the whole heap,
//! bit 2 from an end (one non-empty heap is left), bit 4 from the middle (two non-empty heaps are
//! left). Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's Chess `0.137`.
//!
//! **Position.** The code, a colon and the heaps: `0.77: 5 7` (Kayles with rows of 5 and 7
//! pins). Heaps are separated by spaces or commas (the address writes `0.77:5,7`); a heap may be
//! 0. Heaps are valued by the code's Grundy sequence ([`sequence`]), computed from a heap of 0
//! up; once the octal periodicity theorem proves its period, heaps up to [`MAX_HEAP`] (10¹⁸)
//! are valued through it. Without a proven period a heap must lie within the computed values
//! (at most [`MAX_GAME_TERMS`]), or the position is refused.
//!
//! **Move.** Heaps count from 1. `2-3` takes 3 stones from heap 2 and leaves the rest as one
//! heap (or nothing, when 3 is the whole heap); `2-3:1,4` takes 3 from heap 2 out of its middle,
//! leaving heaps of 1 and 4 (written smaller first). The heaps a move leaves take the place of
//! the heap it played on, so `0.77: 5 7` after `1-1:1,3` is `0.77: 1 3 7`; a heap taken whole
//! disappears.

pub(crate) mod sequence;

#[cfg(test)]
mod tests;

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use serde::Serialize;

use sequence::{HeapRules, Search, Seen, Values};
pub use sequence::{Period, Periodicity, prove_period};

use crate::engine::trace::{Describe, MoveTerm, PositionTerm};
use crate::engine::{Impartial, Nimber};
use crate::games::{ComputerMove, Playable};

/// At most this many octal digits after `0.`.
pub const MAX_DIGITS: usize = 32;
/// The largest heap, reached through a proven period.
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// At most this many heaps.
pub const MAX_HEAPS: usize = 64;
/// Longer text is refused before parsing.
pub const MAX_INPUT_LEN: usize = 1_600;
/// A game's sequence is computed at most this far while its period is looked for, or to value
/// a heap when none is proven.
pub const MAX_GAME_TERMS: usize = 20_000;
/// [`octal_sequence`] looks this far for a period at least.
pub const FIRST_TERMS: usize = 10_000;
/// A game computes at least this many values (more for larger heaps, up to the next power of
/// two, looking for the period on the way).
pub const GAME_TERMS: usize = 256;
/// [`octal_sequence`] gives at most this many values.
pub const MAX_SEQUENCE_TERMS: usize = 100_000;

/// An octal code: digit `k − 1` of `digits` says how k stones may be taken.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// Bit 1 of a digit: the take may be the whole heap.
pub const WHOLE: u8 = 1;
/// Bit 2: the take may leave one non-empty heap.
pub const END: u8 = 2;
/// Bit 4: the take may leave two non-empty heaps.
pub const MIDDLE: u8 = 4;

impl OctalCode {
    /// The code of `digits` (d₁, d₂, …), or why it is not one.
    pub fn new(digits: &[u8]) -> Result<OctalCode, ParseOctalError> {
        if digits.is_empty() {
            return Err(ParseOctalError::NoDigits);
        }
        if digits.len() > MAX_DIGITS {
            return Err(ParseOctalError::TooManyDigits { found: digits.len(), max: MAX_DIGITS });
        }
        if let Some(place) = digits.iter().position(|&d| d > 7) {
            return Err(ParseOctalError::NotOctal { digit: char::from(b'0' + digits[place].min(9)) });
        }
        if digits.last() == Some(&0) {
            return Err(ParseOctalError::LastDigitZero);
        }
        Ok(OctalCode { digits: digits.to_vec() })
    }

    /// d₁, d₂, …, d_t.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// t: the most a move may take.
    pub fn largest_take(&self) -> usize {
        self.digits.len()
    }

    /// The digit of a take of `k` (0 for takes the code does not list).
    pub fn digit(&self, k: u64) -> u8 {
        usize::try_from(k)
            .ok()
            .and_then(|k| k.checked_sub(1))
            .and_then(|i| self.digits.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The ways a take of `k` may be made, in the order of the digit's bits (none for a take
    /// the code does not list).
    pub fn ways(&self, k: u64) -> Vec<Way> {
        let digit = self.digit(k);
        [(WHOLE, Way::Whole), (END, Way::End), (MIDDLE, Way::Middle)]
            .into_iter()
            .filter(|&(bit, _)| digit & bit != 0)
            .map(|(_, way)| way)
            .collect()
    }

    /// Whether some digit allows splitting a heap in two.
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|&d| d & MIDDLE != 0)
    }

    /// Whether a heap of `n` has a move.
    pub fn has_move(&self, n: u64) -> bool {
        (1..=self.digits.len() as u64).any(|k| {
            let d = self.digit(k);
            (d & WHOLE != 0 && n == k) || (d & END != 0 && n > k) || (d & MIDDLE != 0 && n >= k + 2)
        })
    }
}

impl FromStr for OctalCode {
    type Err = ParseOctalError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let Some(digits) = text.strip_prefix("0.") else {
            return Err(ParseOctalError::NotACode { text: text.chars().take(40).collect() });
        };
        if digits.len() > MAX_DIGITS {
            return Err(ParseOctalError::TooManyDigits { found: digits.chars().count(), max: MAX_DIGITS });
        }
        let digits = digits
            .chars()
            .map(|c| match c.to_digit(8) {
                Some(d) => Ok(d as u8),
                None => Err(ParseOctalError::NotOctal { digit: c }),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        OctalCode::new(&digits)
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0.")?;
        for &d in &self.digits {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl HeapRules for OctalCode {
    fn single_options(&self, n: usize, values: &[u16], seen: &mut Seen) {
        for (i, &d) in self.digits.iter().enumerate() {
            let k = i + 1;
            if d & WHOLE != 0 && n == k {
                seen.insert(0);
            }
            if d & END != 0 && n > k {
                seen.insert(values[n - k]);
            }
        }
    }

    fn splits(&self, n: usize, out: &mut Vec<(usize, usize, usize)>) {
        for (i, &d) in self.digits.iter().enumerate() {
            let k = i + 1;
            if d & MIDDLE != 0 && n >= k + 2 {
                let m = n - k;
                out.push((m, 1, m / 2));
            }
        }
    }
}

/// Why text is not an octal code, a position or a sequence request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseOctalError {
    TooLong {
        len: usize,
    },
    /// The code and the heaps are separated by a colon.
    MissingColon,
    /// A code starts with `0.`.
    NotACode {
        text: String,
    },
    NoDigits,
    TooManyDigits {
        found: usize,
        max: usize,
    },
    NotOctal {
        digit: char,
    },
    LastDigitZero,
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
        max: u64,
    },
    /// No period is proven, and heap `heap` lies beyond the values that can be computed.
    BeyondComputed {
        heap: usize,
        size: u64,
        computed: usize,
    },
    /// [`octal_sequence`] was asked for more values than it gives.
    TooManyTerms {
        asked: usize,
        max: usize,
    },
    /// A value passed 65 535 (no octal game of a few digits comes near).
    ValueTooLarge {
        heap: usize,
    },
}

/// The Grundy values of a code's heaps from 0 up, and whether their period is proven.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalSequence {
    /// G(0), G(1), …: every value computed.
    pub values: Vec<u16>,
    pub periodicity: Periodicity,
}

impl OctalSequence {
    /// Computes values from a heap of 0 up until the period is proven or `max_terms` values are
    /// known; at least `min_terms` values in the end (past a proven period they are read from it).
    pub fn compute(
        code: &OctalCode,
        min_terms: usize,
        max_terms: usize,
    ) -> Result<OctalSequence, ParseOctalError> {
        let max_terms = max_terms.max(min_terms);
        let t = code.largest_take();
        let mut values = Values::with_capacity(min_terms.clamp(64, max_terms));
        let mut search = Search::default();
        // The proof is tried at doubling lengths, so a short period costs few values.
        let mut next_try = 64.min(max_terms);
        loop {
            while values.len() < next_try {
                let value = search
                    .next_value(code, &values)
                    .ok_or(ParseOctalError::ValueTooLarge { heap: values.len() })?;
                values.push(value);
            }
            if let Some(period) = prove_period(&values.values, t) {
                // Proven for every heap: the values asked for beyond are copies, not computed.
                let mut values = values.values;
                for n in values.len()..min_terms {
                    values.push(values[n - period.period]);
                }
                return Ok(OctalSequence { values, periodicity: Periodicity::Proven(period) });
            }
            if values.len() >= max_terms {
                let computed = values.len();
                return Ok(OctalSequence {
                    values: values.values,
                    periodicity: Periodicity::NotProven { computed },
                });
            }
            next_try = (2 * next_try).min(max_terms);
        }
    }

    /// The value of a heap of `n`: computed, or through the proven period.
    pub fn value(&self, n: u64) -> Option<u16> {
        if let Ok(index) = usize::try_from(n)
            && let Some(&value) = self.values.get(index)
        {
            return Some(value);
        }
        let period = self.periodicity.period()?;
        let offset = (n - period.preperiod as u64) % period.period as u64;
        self.values.get(period.preperiod + offset as usize).copied()
    }

    /// Whether a heap of `n` has a value here.
    pub fn covers(&self, n: u64) -> bool {
        match self.periodicity {
            Periodicity::Proven(_) => n <= MAX_HEAP,
            Periodicity::NotProven { computed } => n < computed as u64,
        }
    }
}

/// G(0) to G(n − 1) of `code`, every one by the mex rule (no period used): the tests check the
/// periods against it.
pub fn computed_values(code: &OctalCode, n: usize) -> Result<Vec<u16>, ParseOctalError> {
    let mut values = Values::with_capacity(n);
    let mut search = Search::default();
    while values.len() < n {
        let value =
            search.next_value(code, &values).ok_or(ParseOctalError::ValueTooLarge { heap: values.len() })?;
        values.push(value);
    }
    Ok(values.values)
}

/// The values for heaps 0 to `n` (n + 1 of them) of `code`'s Grundy sequence, with its
/// pre-period and period where the octal periodicity theorem proves them from the values
/// computed (at least n + 1, and more while the period is looked for, up to [`FIRST_TERMS`]).
/// For the API (`grundyLab.octalSequence(code, n)`).
pub fn octal_sequence(code: &str, n: usize) -> Result<SequenceAnswer, ParseOctalError> {
    if n >= MAX_SEQUENCE_TERMS {
        return Err(ParseOctalError::TooManyTerms { asked: n.saturating_add(1), max: MAX_SEQUENCE_TERMS });
    }
    let code: OctalCode = code.parse()?;
    let terms = n + 1;
    let sequence = OctalSequence::compute(&code, terms, terms.max(FIRST_TERMS))?;
    let period = sequence.periodicity.period();
    let checked_to = sequence.periodicity_computed();
    let mut values = sequence.values;
    values.truncate(terms);
    Ok(SequenceAnswer {
        values,
        preperiod: period.map(|p| p.preperiod),
        period: period.map(|p| p.period),
        proven: period.is_some(),
        checked_to,
    })
}

impl OctalSequence {
    fn periodicity_computed(&self) -> usize {
        match self.periodicity {
            Periodicity::Proven(period) => period.checked_to,
            Periodicity::NotProven { computed } => computed,
        }
    }
}

/// What [`octal_sequence`] answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SequenceAnswer {
    /// G(0) to G(n).
    pub values: Vec<u16>,
    /// Both `None` when no period is proven.
    pub preperiod: Option<usize>,
    pub period: Option<usize>,
    pub proven: bool,
    /// How many values were computed for the proof (or while looking for one).
    pub checked_to: usize,
}

thread_local! {
    /// The last few codes' sequences: a page asks for the value, the winning moves and the
    /// computer's move of each position, all from the same sequence.
    static CACHE: RefCell<Vec<(OctalCode, Rc<OctalSequence>)>> = const { RefCell::new(Vec::new()) };
}

/// The sequence of `code`, with at least `min_terms` values (at most [`MAX_GAME_TERMS`]) unless
/// its period is proven, remembered for the next calls. Small heaps need few values: the period
/// is looked for only up to the next power of two (at least [`GAME_TERMS`]), so a position of
/// small heaps costs little whatever its code; a heap past that asks for more.
pub fn sequence(code: &OctalCode, min_terms: usize) -> Result<Rc<OctalSequence>, ParseOctalError> {
    let min_terms = min_terms.min(MAX_GAME_TERMS);
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(index) = cache.iter().position(|(c, _)| c == code) {
            let known = &cache[index].1;
            if known.periodicity.period().is_some() || known.values.len() >= min_terms {
                return Ok(known.clone());
            }
            cache.remove(index);
        }
        let most = min_terms.next_power_of_two().clamp(GAME_TERMS, MAX_GAME_TERMS);
        let computed = Rc::new(OctalSequence::compute(code, min_terms, most)?);
        if cache.len() >= 4 {
            cache.remove(0);
        }
        cache.push((code.clone(), computed.clone()));
        Ok(computed)
    })
}

/// The tokens of a list separated by spaces or commas.
fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty())
}

/// Heap sizes, each at most [`MAX_HEAP`], at most [`MAX_HEAPS`] of them.
pub(crate) fn parse_heaps(text: &str) -> Result<Vec<u64>, ParseOctalError> {
    let mut heaps = Vec::new();
    for token in tokens(text) {
        if heaps.len() >= MAX_HEAPS {
            return Err(ParseOctalError::TooManyHeaps { found: tokens(text).count(), max: MAX_HEAPS });
        }
        if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseOctalError::NotANumber { token: token.chars().take(40).collect() });
        }
        match token.parse::<u64>() {
            Ok(size) if size <= MAX_HEAP => heaps.push(size),
            _ => return Err(ParseOctalError::HeapTooLarge { heap: heaps.len() + 1, max: MAX_HEAP }),
        }
    }
    Ok(heaps)
}

/// An octal game position: the code and the heaps, each of which the code's sequence values
/// (made by [`OctalPosition::new`] or parsing, which check that).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalPosition {
    code: OctalCode,
    heaps: Vec<u64>,
}

impl OctalPosition {
    pub fn code(&self) -> &OctalCode {
        &self.code
    }

    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// The position of `code` and `heaps`, once every heap can be valued.
    pub fn new(code: OctalCode, heaps: Vec<u64>) -> Result<OctalPosition, ParseOctalError> {
        if heaps.len() > MAX_HEAPS {
            return Err(ParseOctalError::TooManyHeaps { found: heaps.len(), max: MAX_HEAPS });
        }
        if let Some(index) = heaps.iter().position(|&h| h > MAX_HEAP) {
            return Err(ParseOctalError::HeapTooLarge { heap: index + 1, max: MAX_HEAP });
        }
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let wanted = usize::try_from(largest).map_or(MAX_GAME_TERMS, |h| h.saturating_add(1));
        let sequence = sequence(&code, wanted)?;
        if let Some(index) = heaps.iter().position(|&h| !sequence.covers(h)) {
            return Err(ParseOctalError::BeyondComputed {
                heap: index + 1,
                size: heaps[index],
                computed: sequence.values.len(),
            });
        }
        Ok(OctalPosition { code, heaps })
    }

    /// The address form: `0.77:5,7`.
    pub fn to_url(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        format!("{}:{}", self.code, heaps.join(","))
    }

    /// The code's sequence (computed when the position was made, so it covers every heap).
    pub fn sequence(&self) -> Rc<OctalSequence> {
        let largest = self.heaps.iter().copied().max().unwrap_or(0);
        let wanted = usize::try_from(largest).map_or(MAX_GAME_TERMS, |h| h.saturating_add(1));
        sequence(&self.code, wanted).unwrap_or_else(|_| {
            Rc::new(OctalSequence { values: vec![0], periodicity: Periodicity::NotProven { computed: 1 } })
        })
    }

    /// The Grundy value of each heap.
    pub fn values(&self) -> Vec<Nimber> {
        let sequence = self.sequence();
        self.heaps.iter().map(|&h| Nimber(u64::from(sequence.value(h).unwrap_or(0)))).collect()
    }

    /// The nim-sum of the heaps' values: the position's value.
    pub fn nim_sum(&self) -> Nimber {
        Nimber::nim_sum(self.values())
    }

    /// The position after `mv`, or why it is illegal.
    pub fn play(&self, mv: &OctalMove) -> Result<OctalPosition, OctalMoveError> {
        let size = *self
            .heaps
            .get(mv.heap)
            .ok_or(OctalMoveError::NoSuchHeap { heap: mv.heap + 1, heaps: self.heaps.len() })?;
        let left = legal_leave(&self.code, size, mv)?;
        let mut heaps = self.heaps.clone();
        heaps.splice(mv.heap..=mv.heap, left);
        Ok(OctalPosition { code: self.code.clone(), heaps })
    }

    /// A random position: a preset's code and 1 to 3 heaps of up to 15.
    pub fn random(rng: &mut fastrand::Rng) -> OctalPosition {
        let preset = &PRESETS[rng.usize(..PRESETS.len())];
        let code: OctalCode = preset.code.parse().unwrap_or_else(|_| OctalCode { digits: vec![7, 7] });
        let heaps = (0..rng.usize(1..=3)).map(|_| rng.u64(1..=15)).collect();
        OctalPosition { code, heaps }
    }
}

/// The heaps a move of `mv.take` from a heap of `size` leaves, if the code allows it.
fn legal_leave(code: &OctalCode, size: u64, mv: &OctalMove) -> Result<Vec<u64>, OctalMoveError> {
    let digit = code.digit(mv.take);
    if mv.take == 0 || digit == 0 {
        return Err(OctalMoveError::TakeNotInCode { take: mv.take, code: code.to_string() });
    }
    if mv.take > size {
        return Err(OctalMoveError::MoreThanHeap { take: mv.take, size });
    }
    let rest = size - mv.take;
    match mv.leave {
        Leave::Rest if rest == 0 => {
            if digit & WHOLE == 0 {
                return Err(OctalMoveError::NotAllowed { take: mv.take, way: Way::Whole });
            }
            Ok(Vec::new())
        }
        Leave::Rest => {
            if digit & END == 0 {
                return Err(OctalMoveError::NotAllowed { take: mv.take, way: Way::End });
            }
            Ok(vec![rest])
        }
        Leave::Split(a, b) => {
            if digit & MIDDLE == 0 {
                return Err(OctalMoveError::NotAllowed { take: mv.take, way: Way::Middle });
            }
            if a == 0 || b == 0 || a.checked_add(b) != Some(rest) {
                return Err(OctalMoveError::WrongSplit { a, b, rest });
            }
            Ok(vec![a, b])
        }
    }
}

impl Default for OctalPosition {
    /// Kayles with rows of 5 and 7 pins.
    fn default() -> Self {
        OctalPosition { code: OctalCode { digits: vec![7, 7] }, heaps: vec![5, 7] }
    }
}

impl FromStr for OctalPosition {
    type Err = ParseOctalError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseOctalError::TooLong { len: text.len() });
        }
        let (head, tail) = text.split_once(':').ok_or(ParseOctalError::MissingColon)?;
        let code: OctalCode = head.parse()?;
        OctalPosition::new(code, parse_heaps(tail)?)
    }
}

impl fmt::Display for OctalPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.code)?;
        for heap in &self.heaps {
            write!(f, " {heap}")?;
        }
        Ok(())
    }
}

/// What a move leaves of the heap it takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leave {
    /// The rest as one heap, or nothing when the take is the whole heap.
    Rest,
    /// Two non-empty heaps, the smaller first.
    Split(u64, u64),
}

/// A move: take `take` from heap `heap` (counted from 0 here, from 1 in the notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OctalMove {
    pub heap: usize,
    pub take: u64,
    pub leave: Leave,
}

impl OctalMove {
    /// A split with its two heaps in the notation's order (smaller first).
    pub fn split(heap: usize, take: u64, a: u64, b: u64) -> OctalMove {
        OctalMove { heap, take, leave: Leave::Split(a.min(b), a.max(b)) }
    }
}

impl OctalMove {
    /// The move that knocks down a run of `count` touching pins starting at pin `first` (from
    /// 0) of row `heap`, a row of `pins`: the whole row, from an end (either end leaves one row
    /// of the rest: the same move), or from the middle, leaving the pins on each side.
    pub fn run(heap: usize, first: u64, count: u64, pins: u64) -> OctalMove {
        let left = first;
        let right = pins.saturating_sub(first.saturating_add(count));
        if left == 0 || right == 0 {
            OctalMove { heap, take: count, leave: Leave::Rest }
        } else {
            OctalMove::split(heap, count, left, right)
        }
    }

    /// The pins (from 0) this move knocks down in a row of `pins`, as a board draws it: a take
    /// from an end comes off the right end, a split leaves its first heap on the left.
    pub fn pins(&self, pins: u64) -> std::ops::Range<u64> {
        match self.leave {
            Leave::Rest => pins.saturating_sub(self.take)..pins,
            Leave::Split(a, _) => a..a.saturating_add(self.take),
        }
    }
}

impl fmt::Display for OctalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.heap as u64 + 1, self.take)?;
        if let Leave::Split(a, b) = self.leave {
            write!(f, ":{a},{b}")?;
        }
        Ok(())
    }
}

/// Why text is not an octal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseOctalMoveError {
    pub text: String,
}

/// A whole number written with digits only.
fn plain_number(text: &str) -> Option<u64> {
    let text = text.trim();
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())).then(|| text.parse().ok()).flatten()
}

impl FromStr for OctalMove {
    type Err = ParseOctalMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseOctalMoveError { text: text.chars().take(40).collect() };
        let (head, split) = match text.split_once(':') {
            Some((head, split)) => (head, Some(split)),
            None => (text, None),
        };
        let (heap, take) = head.trim().split_once('-').ok_or_else(error)?;
        let heap = plain_number(heap).filter(|&h| (1..=MAX_HEAPS as u64).contains(&h)).ok_or_else(error)?;
        let take = plain_number(take).filter(|&t| t >= 1).ok_or_else(error)?;
        let heap = heap as usize - 1;
        match split {
            None => Ok(OctalMove { heap, take, leave: Leave::Rest }),
            Some(split) => {
                let (a, b) = split.split_once(',').ok_or_else(error)?;
                let (a, b) = (plain_number(a).ok_or_else(error)?, plain_number(b).ok_or_else(error)?);
                Ok(OctalMove::split(heap, take, a, b))
            }
        }
    }
}

/// One of the three ways a code's digit may allow a take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// The whole heap (bit 1).
    Whole,
    /// From an end, leaving one heap (bit 2).
    End,
    /// From the middle, leaving two heaps (bit 4).
    Middle,
}

/// Why an octal move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OctalMoveError {
    NoSuchHeap {
        heap: usize,
        heaps: usize,
    },
    /// The code has no digit for this take (or it is 0).
    TakeNotInCode {
        take: u64,
        code: String,
    },
    MoreThanHeap {
        take: u64,
        size: u64,
    },
    /// The take's digit does not allow this way.
    NotAllowed {
        take: u64,
        way: Way,
    },
    /// A split's heaps must both be non-empty and add up to what the take leaves.
    WrongSplit {
        a: u64,
        b: u64,
        rest: u64,
    },
}

/// Why the computer chose its move in an octal game (or Grundy's game): data the page words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OctalReason {
    /// The nim-sum of the heaps' values was `nim_sum` (not 0). The move changes the value of the
    /// heap it plays on from `from` to `to` (the nim-sum of the heaps it leaves), which makes the
    /// nim-sum 0.
    ToZero { nim_sum: u64, from: u64, to: u64 },
    /// The nim-sum is 0: every move loses against best play; this one takes as little as it can
    /// from the largest heap.
    NoWinningMove,
}

impl OctalReason {
    /// The reason of a winning move on heap `heap`, whose heaps have these `values`.
    pub(crate) fn to_zero(values: &[Nimber], heap: usize) -> Self {
        let nim_sum = Nimber::nim_sum(values.iter().copied());
        let from = values[heap];
        OctalReason::ToZero { nim_sum: nim_sum.value(), from: from.value(), to: (from ^ nim_sum).value() }
    }
}

/// Every move from a heap of `size` (heap number `heap`) whose result has value `target`
/// (`None`: every move). Splits past the pre-period repeat with the period, so for a heap past
/// the computed values only splits with the smaller heap below pre-period + period are listed:
/// every other one has the value of one of those.
fn moves_from(
    code: &OctalCode,
    sequence: &OctalSequence,
    heap: usize,
    size: u64,
    target: Option<u16>,
    out: &mut Vec<OctalMove>,
) {
    let value = |n: u64| sequence.value(n).unwrap_or(0);
    let wanted = |v: u16| target.is_none_or(|t| t == v);
    for k in 1..=(code.largest_take() as u64).min(size) {
        let digit = code.digit(k);
        let rest = size - k;
        if rest == 0 && digit & WHOLE != 0 && wanted(0) {
            out.push(OctalMove { heap, take: k, leave: Leave::Rest });
        }
        if rest > 0 && digit & END != 0 && wanted(value(rest)) {
            out.push(OctalMove { heap, take: k, leave: Leave::Rest });
        }
        if rest >= 2 && digit & MIDDLE != 0 {
            let mut last = rest / 2;
            if let Periodicity::Proven(period) = sequence.periodicity
                && rest >= sequence.values.len() as u64
            {
                last = last.min((period.preperiod + period.period) as u64);
            }
            for a in 1..=last {
                if wanted(value(a) ^ value(rest - a)) {
                    out.push(OctalMove::split(heap, k, a, rest - a));
                }
            }
        }
    }
}

/// An octal game, normal play: whoever makes the last move wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Octal;

impl Playable for Octal {
    type Position = OctalPosition;
    type Move = OctalMove;
    type ParseError = ParseOctalError;
    type MoveError = OctalMoveError;
    type Reason = OctalReason;

    const ID: &'static str = "octal";

    fn is_over(&self, position: &OctalPosition) -> bool {
        !position.heaps.iter().any(|&h| position.code.has_move(h))
    }

    fn play(&self, position: &OctalPosition, mv: &OctalMove) -> Result<OctalPosition, OctalMoveError> {
        position.play(mv)
    }

    fn grundy(&self, position: &OctalPosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    fn winning_moves(&self, position: &OctalPosition) -> Vec<OctalMove> {
        let sequence = position.sequence();
        let values = position.values();
        let total = Nimber::nim_sum(values.iter().copied());
        let mut moves = Vec::new();
        if total.is_zero() {
            return moves;
        }
        for (heap, &size) in position.heaps.iter().enumerate() {
            let target = (values[heap] ^ total).value();
            // A heap's options have values below 65 536; a larger target has no move.
            if let Ok(target) = u16::try_from(target) {
                moves_from(&position.code, &sequence, heap, size, Some(target), &mut moves);
            }
        }
        moves
    }

    fn computer_move(&self, position: &OctalPosition) -> Option<ComputerMove<OctalMove, OctalReason>> {
        if let Some(&mv) = self.winning_moves(position).first() {
            return Some(ComputerMove { mv, reason: OctalReason::to_zero(&position.values(), mv.heap) });
        }
        // The largest heap with a move, and its first move (the smallest take).
        let (heap, &size) = position
            .heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| position.code.has_move(h))
            .max_by_key(|&(index, &h)| (h, std::cmp::Reverse(index)))?;
        let mv = first_move(&position.code, heap, size)?;
        Some(ComputerMove { mv, reason: OctalReason::NoWinningMove })
    }

    fn random_move(&self, position: &OctalPosition, rng: &mut fastrand::Rng) -> Option<OctalMove> {
        let playable: Vec<usize> =
            (0..position.heaps.len()).filter(|&i| position.code.has_move(position.heaps[i])).collect();
        let &heap = playable.get(rng.usize(..playable.len().max(1)))?;
        let size = position.heaps[heap];
        // Each (take, way) the heap allows is equally likely; a split's place is uniform.
        let mut ways = Vec::new();
        for k in 1..=(position.code.largest_take() as u64).min(size) {
            let digit = position.code.digit(k);
            let rest = size - k;
            if (rest == 0 && digit & WHOLE != 0) || (rest > 0 && digit & END != 0) {
                ways.push((k, false));
            }
            if rest >= 2 && digit & MIDDLE != 0 {
                ways.push((k, true));
            }
        }
        let &(take, split) = ways.get(rng.usize(..ways.len().max(1)))?;
        if split {
            let rest = size - take;
            let a = rng.u64(1..=rest / 2);
            Some(OctalMove::split(heap, take, a, rest - a))
        } else {
            Some(OctalMove { heap, take, leave: Leave::Rest })
        }
    }
}

/// The first move from a heap of `size`: the smallest take, whole or from an end before a split
/// (and then the most lopsided split).
fn first_move(code: &OctalCode, heap: usize, size: u64) -> Option<OctalMove> {
    for k in 1..=(code.largest_take() as u64).min(size) {
        let digit = code.digit(k);
        let rest = size - k;
        if (rest == 0 && digit & WHOLE != 0) || (rest > 0 && digit & END != 0) {
            return Some(OctalMove { heap, take: k, leave: Leave::Rest });
        }
        if rest >= 2 && digit & MIDDLE != 0 {
            return Some(OctalMove::split(heap, k, 1, rest - 1));
        }
    }
    None
}

/// Every legal move from `position` when there are at most `limit` of them (the sums page and
/// the tests list them), else `None`.
pub fn all_moves(position: &OctalPosition, limit: usize) -> Option<Vec<OctalMove>> {
    let splits: u64 = position.heaps.iter().map(|&h| h / 2 * position.code.largest_take() as u64).sum();
    if splits > limit as u64 {
        return None;
    }
    let sequence = position.sequence();
    let mut moves = Vec::new();
    for (heap, &size) in position.heaps.iter().enumerate() {
        moves_from(&position.code, &sequence, heap, size, None, &mut moves);
    }
    (moves.len() <= limit).then_some(moves)
}

/// A named octal game with a sample position, for the page's presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OctalPreset {
    /// An id for the page's words (`kayles`, `dawsons-kayles`, …).
    pub id: &'static str,
    pub code: &'static str,
    pub position: &'static str,
}

/// The classic octal games, and a few with long periods or pre-periods that this module proves
/// (`tests.rs` checks each against the OEIS, 0.156 against this module's own computation):
/// 0.177 (period 20 from heap 497), 0.11377 (32 from 187), 0.117 (48 from 47), 0.156 (349 from
/// 3 479, proven from 8 192 values).
pub const PRESETS: &[OctalPreset] = &[
    OctalPreset { id: "kayles", code: "0.77", position: "0.77: 5 7" },
    OctalPreset { id: "dawsons-kayles", code: "0.07", position: "0.07: 10" },
    OctalPreset { id: "dawsons-chess", code: "0.137", position: "0.137: 8" },
    OctalPreset { id: "octal-177", code: "0.177", position: "0.177: 500 20" },
    OctalPreset { id: "octal-11377", code: "0.11377", position: "0.11377: 190 9" },
    OctalPreset { id: "octal-117", code: "0.117", position: "0.117: 50 13" },
    OctalPreset { id: "octal-156", code: "0.156", position: "0.156: 3500 11" },
];

/// One heap of an octal game as an engine game (for the mex stepper): its options are the
/// values of what each move leaves, its value read from the sequence. A heap is written by its
/// size, a move as the heaps it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalHeap(pub OctalCode);

impl Impartial for OctalHeap {
    type Position = Vec<u64>;
    type Move = OctalMove;

    fn options(&self, heaps: &Vec<u64>) -> Vec<(OctalMove, Vec<u64>)> {
        let mut options = Vec::new();
        for (heap, &size) in heaps.iter().enumerate() {
            for k in 1..=(self.0.largest_take() as u64).min(size) {
                for leave in [Leave::Rest, Leave::Split(0, 0)] {
                    let rest = size - k;
                    let splits: Vec<Leave> = match leave {
                        Leave::Rest => vec![Leave::Rest],
                        Leave::Split(..) => (1..=rest / 2).map(|a| Leave::Split(a, rest - a)).collect(),
                    };
                    for leave in splits {
                        let mv = OctalMove { heap, take: k, leave };
                        if let Ok(left) = legal_leave(&self.0, size, &mv) {
                            let mut after = heaps.clone();
                            after.splice(heap..=heap, left);
                            after.sort_unstable();
                            options.push((mv, after));
                        }
                    }
                }
            }
        }
        options
    }

    fn closed_form(&self, heaps: &Vec<u64>) -> Option<Nimber> {
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let sequence = sequence(&self.0, usize::try_from(largest).ok()?.saturating_add(1)).ok()?;
        let values: Option<Vec<u16>> = heaps.iter().map(|&h| sequence.value(h)).collect();
        Some(Nimber::nim_sum(values?.into_iter().map(|v| Nimber(u64::from(v)))))
    }
}

/// One heap's options for the mex stepper: a move is the take and what it leaves (`−2`, or
/// `−2 → 1 + 4` for a split), a position its heaps (`1 + 4`, `0` when none is left), and a
/// split's value is shown made up as G(a) ⊕ G(b) (the splitting rule).
impl Describe for OctalHeap {
    fn describe_move(&self, mv: &OctalMove) -> MoveTerm {
        MoveTerm::Notation(match mv.leave {
            Leave::Rest => format!("−{}", mv.take),
            Leave::Split(a, b) => format!("−{} → {a} + {b}", mv.take),
        })
    }

    fn describe_position(&self, heaps: &Vec<u64>) -> PositionTerm {
        let parts: Vec<String> = heaps.iter().map(u64::to_string).collect();
        PositionTerm::Notation(if parts.is_empty() { "0".to_owned() } else { parts.join(" + ") })
    }

    fn value_detail(&self, heaps: &Vec<u64>) -> Option<String> {
        if heaps.len() < 2 {
            return None;
        }
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let sequence = sequence(&self.0, usize::try_from(largest).ok()?.saturating_add(1)).ok()?;
        let values: Option<Vec<String>> =
            heaps.iter().map(|&h| sequence.value(h).map(|v| v.to_string())).collect();
        Some(values?.join(" ⊕ "))
    }

    fn option_count(&self, heaps: &Vec<u64>) -> u64 {
        let t = self.0.largest_take() as u64;
        heaps.iter().map(|&h| t.saturating_mul(h / 2 + 1)).sum()
    }
}
