//! Subtraction sets without end (issue 34): the positive squares, every positive number but a
//! few, and a range a..b. Written before the colon as `squares`, `all-but 2,3,7` and `3..14`;
//! a finite set stays `1,3,4`.
//!
//! A range has a closed form, G(n) = ⌊(n mod (a + b)) / a⌋ (AtCoder ABC297 G): a heap of n
//! with n mod (a + b) < a has no move to a heap of the same residue class below a, and from
//! residue r ≥ a every smaller quotient is a take of a to b away. The squares and the all-but
//! sets are computed from a heap of 0 up to [`MAX_COMPUTED_HEAP`] (their values are not
//! periodic: the squares' have no known pattern; an all-but set's grow without bound).

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use super::{MAX_SET, SubtractionSet};
use crate::games::takeaway::{ParseTakeawayError, Quantity, number, tokens};

/// The largest end of a range.
pub const MAX_RANGE_END: u64 = 1_000_000_000_000_000_000;
/// The squares' and the all-but sets' values are computed up to this heap.
pub const MAX_COMPUTED_HEAP: u64 = 100_000;

/// What a move may take from a heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TakeSet {
    /// The members of a finite subtraction set.
    Finite(SubtractionSet),
    /// A positive square: 1, 4, 9, ….
    Squares,
    /// Any positive number but the members of the set.
    AllBut(SubtractionSet),
    /// Any number from `low` to `high`.
    Range { low: u64, high: u64 },
}

impl TakeSet {
    /// The finite set, for what only a finite set has (the periodic sequence and its strip).
    pub fn finite(&self) -> Option<&SubtractionSet> {
        match self {
            TakeSet::Finite(set) => Some(set),
            _ => None,
        }
    }

    /// Whether a move may take `take`.
    pub fn allows(&self, take: u64) -> bool {
        match self {
            TakeSet::Finite(set) => u32::try_from(take).is_ok_and(|t| set.contains(t)),
            TakeSet::Squares => take >= 1 && take.isqrt().pow(2) == take,
            TakeSet::AllBut(excluded) => {
                take >= 1 && !u32::try_from(take).is_ok_and(|t| excluded.contains(t))
            }
            TakeSet::Range { low, high } => (*low..=*high).contains(&take),
        }
    }

    /// The smallest take.
    pub fn smallest(&self) -> u64 {
        match self {
            TakeSet::Finite(set) => u64::from(set.smallest()),
            TakeSet::Squares => 1,
            TakeSet::AllBut(excluded) => (1..).find(|&t| !excluded.contains(t)).map_or(1, u64::from),
            TakeSet::Range { low, .. } => *low,
        }
    }

    /// The largest heap whose value is computed, when the values are a computed table (the
    /// squares, an all-but set); `None` when any heap's value is known (a range's closed form, a
    /// finite set's period: heaps up to [`super::MAX_HEAP`]).
    pub fn computed_limit(&self) -> Option<u64> {
        match self {
            TakeSet::Finite(_) | TakeSet::Range { .. } => None,
            TakeSet::Squares | TakeSet::AllBut(_) => Some(MAX_COMPUTED_HEAP),
        }
    }

    /// The takes from a heap of `heap`, smallest first, at most `limit` of them.
    pub fn takes(&self, heap: u64, limit: usize) -> Vec<u64> {
        match self {
            TakeSet::Finite(set) => {
                set.members().iter().map(|&m| u64::from(m)).filter(|&m| m <= heap).take(limit).collect()
            }
            TakeSet::Squares => (1..=heap.isqrt()).map(|k| k * k).take(limit).collect(),
            TakeSet::AllBut(_) => (1..=heap).filter(|&t| self.allows(t)).take(limit).collect(),
            TakeSet::Range { low, high } => (*low..=heap.min(*high)).take(limit).collect(),
        }
    }

    /// How many takes a heap of `heap` has.
    pub fn count_takes(&self, heap: u64) -> u64 {
        match self {
            TakeSet::Finite(set) => set.members().iter().filter(|&&m| u64::from(m) <= heap).count() as u64,
            TakeSet::Squares => heap.isqrt(),
            TakeSet::AllBut(excluded) => {
                heap - excluded.members().iter().filter(|&&m| u64::from(m) <= heap).count() as u64
            }
            TakeSet::Range { low, high } => (heap.min(*high) + 1).saturating_sub(*low),
        }
    }

    /// The `index`th take (from 0, smallest first) from a heap with more than `index` takes.
    pub fn nth_take(&self, heap: u64, index: u64) -> Option<u64> {
        match self {
            TakeSet::Finite(_) => self.takes(heap, usize::MAX).get(usize::try_from(index).ok()?).copied(),
            TakeSet::Squares => Some((index + 1) * (index + 1)),
            TakeSet::AllBut(excluded) => {
                // The index among all numbers, stepped past each excluded one at or below it.
                let mut take = index + 1;
                for &m in excluded.members() {
                    if u64::from(m) <= take {
                        take += 1;
                    }
                }
                Some(take)
            }
            TakeSet::Range { low, .. } => Some(low + index),
        }
        .filter(|&t| t <= heap && self.allows(t))
    }
}

impl FromStr for TakeSet {
    type Err = ParseTakeawayError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        if text == "squares" {
            return Ok(TakeSet::Squares);
        }
        if let Some(rest) = text.strip_prefix("all-but") {
            return Ok(TakeSet::AllBut(rest.parse()?));
        }
        if let Some((low, high)) = text.split_once("..") {
            let low = number(low.trim(), Quantity::Member, 1, MAX_RANGE_END)?;
            let high = high.trim();
            // The upper end is at least the lower one.
            let high = number(high, Quantity::Member, low, MAX_RANGE_END)?;
            return Ok(TakeSet::Range { low, high });
        }
        if tokens(text).len() > MAX_SET * 4 {
            return Err(ParseTakeawayError::SetTooLarge { count: tokens(text).len(), limit: MAX_SET });
        }
        Ok(TakeSet::Finite(text.parse()?))
    }
}

impl fmt::Display for TakeSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TakeSet::Finite(set) => set.fmt(f),
            TakeSet::Squares => f.write_str("squares"),
            TakeSet::AllBut(excluded) => write!(f, "all-but {excluded}"),
            TakeSet::Range { low, high } => write!(f, "{low}..{high}"),
        }
    }
}

impl From<SubtractionSet> for TakeSet {
    fn from(set: SubtractionSet) -> Self {
        TakeSet::Finite(set)
    }
}

/// The value of a heap of `n` when a move takes `low` to `high`: ⌊(n mod (low + high)) / low⌋.
pub fn range_grundy(low: u64, high: u64, n: u64) -> u64 {
    let low = low.max(1);
    (n % low.saturating_add(high)) / low
}

/// G(0) to G(n − 1) when a move takes a positive square, by the mex rule.
pub fn squares_values(n: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(n);
    // `stamp[v] == heap + 1` marks value v as an option of `heap` (no clearing between heaps).
    let mut stamp: Vec<usize> = Vec::new();
    for heap in 0..n {
        let mut options = 0;
        let mut k = 1;
        while k * k <= heap {
            let v = values[heap - k * k] as usize;
            if v >= stamp.len() {
                stamp.resize(v + 1, 0);
            }
            stamp[v] = heap + 1;
            options += 1;
            k += 1;
        }
        let mex = (0..=options).find(|&v| stamp.get(v) != Some(&(heap + 1))).unwrap_or(options);
        values.push(mex as u32);
    }
    values
}

/// G(0) to G(n − 1) when a move takes any positive number but the members of `excluded`.
///
/// The options of a heap of n are every smaller heap m but those with n − m excluded: so the
/// mex is the smallest value that no smaller heap has (kept as it grows), unless one of the few
/// excluded heaps holds the only copies of a smaller value. Each heap costs O(|excluded|).
pub fn all_but_values(excluded: &SubtractionSet, n: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(n);
    // How many heaps below the current one have each value.
    let mut count: Vec<u32> = vec![0; n + 1];
    let mut first_missing = 0usize;
    let mut removed: Vec<(u32, u32)> = Vec::with_capacity(excluded.members().len());
    for heap in 0..n {
        removed.clear();
        for &e in excluded.members() {
            let e = e as usize;
            if e <= heap {
                let v = values[heap - e];
                match removed.iter_mut().find(|(value, _)| *value == v) {
                    Some((_, times)) => *times += 1,
                    None => removed.push((v, 1)),
                }
            }
        }
        let mut mex = first_missing as u32;
        for &(v, times) in &removed {
            if v < mex && count[v as usize] == times {
                mex = v;
            }
        }
        values.push(mex);
        if let Some(c) = count.get_mut(mex as usize) {
            *c += 1;
        }
        while count.get(first_missing).is_some_and(|&c| c > 0) {
            first_missing += 1;
        }
    }
    values
}

thread_local! {
    /// The last few computed tables (squares, all-but sets), by set.
    static TABLES: RefCell<Vec<(TakeSet, Rc<Vec<u32>>)>> = const { RefCell::new(Vec::new()) };
}

/// The values of `set`'s heaps up to `largest` at least (squares and all-but sets; `None` for
/// the others). Computed to the next power of two, remembered for the next calls.
pub fn table(set: &TakeSet, largest: u64) -> Option<Rc<Vec<u32>>> {
    if !matches!(set, TakeSet::Squares | TakeSet::AllBut(_)) {
        return None;
    }
    let needed = largest.min(MAX_COMPUTED_HEAP) as usize + 1;
    TABLES.with(|tables| {
        let mut tables = tables.borrow_mut();
        if let Some(index) = tables.iter().position(|(s, _)| s == set) {
            if tables[index].1.len() >= needed {
                return Some(tables[index].1.clone());
            }
            tables.remove(index);
        }
        let terms = needed.next_power_of_two().clamp(64, MAX_COMPUTED_HEAP as usize + 1);
        let values = Rc::new(match set {
            TakeSet::AllBut(excluded) => all_but_values(excluded, terms),
            _ => squares_values(terms),
        });
        if tables.len() >= 4 {
            tables.remove(0);
        }
        tables.push((set.clone(), values.clone()));
        Some(values)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_by_hand() {
        // Hand calculation: 0 has no move; 1 → 0; 2 → 1; 3 → 2; 4 → 3, 0 (mex{1, 0} = 2).
        assert_eq!(squares_values(8), [0, 1, 0, 1, 2, 0, 1, 0]);
    }

    #[test]
    fn all_but_by_hand() {
        // All but 1 (take 2 or more): 0 and 1 have no move; 2 → 0; 3 → 1, 0; 4 → 2, 1, 0.
        let excluded = SubtractionSet::new(&[1]).unwrap();
        assert_eq!(all_but_values(&excluded, 6), [0, 0, 1, 1, 2, 2]);
    }

    #[test]
    fn notation() {
        for text in ["squares", "all-but 2,3,7", "3..14", "1,3,4"] {
            assert_eq!(text.parse::<TakeSet>().unwrap().to_string(), text);
        }
        assert!("5..3".parse::<TakeSet>().is_err());
        assert!("0..3".parse::<TakeSet>().is_err());
        assert!("3..1000000000000000001".parse::<TakeSet>().is_err());
        assert!("all-but".parse::<TakeSet>().is_err());
        assert!("cubes".parse::<TakeSet>().is_err());
        assert_eq!(range_grundy(3, 14, 1_000_000_000_000_000_000), (1_000_000_000_000_000_000 % 17) / 3);
    }
}
