//! The Grundy sequence of a take-and-break game, computed from a heap of 0 upwards (never by
//! recursion), and the octal periodicity theorem that proves its period.
//!
//! Splitting a heap of m into two makes about m/2 options, so a sequence of n terms costs about
//! n²/4 comparisons per splitting take. Two things keep that fast. The options' values are not
//! listed: a few splits give most of the small values, and then each candidate for the mex (the
//! smallest value not yet seen) is looked for among the remaining splits, stopping at the first
//! split that makes it. Only the value that turns out to be the mex needs a full pass (and where many candidates are
//! made, one pass lists every split's value instead). And that
//! pass compares eight values at a time in a `u64` (values are kept as bytes while they fit,
//! with a reversed copy so that both heaps of a split are read forwards).

use serde::Serialize;

/// Splits looked at one by one before candidates are searched for (they give most small values).
const QUICK_SPLITS: usize = 24;
/// Candidates searched for among the other splits before one pass lists all of them.
const SEARCHED_CANDIDATES: usize = 6;

/// The values of heaps 0, 1, 2, … as bytes (while every value fits) and reversed, for the split
/// search.
#[derive(Clone, Debug, Default)]
pub(crate) struct Values {
    /// The values themselves.
    pub values: Vec<u16>,
    /// `values` as bytes, valid while `small`.
    bytes: Vec<u8>,
    /// `reversed[capacity - 1 - i]` is the value of a heap of i: the second heap of a split then
    /// walks forwards as the first one does.
    reversed: Vec<u8>,
    /// Whether every value so far is below 256 (the byte copies are in use).
    small: bool,
    /// As `reversed`, for values of two bytes (once some value is 256 or more).
    wide_reversed: Vec<u16>,
    /// One more than the largest value.
    largest: u16,
}

impl Values {
    /// Room for `capacity` values.
    pub fn with_capacity(capacity: usize) -> Values {
        Values {
            values: Vec::with_capacity(capacity),
            bytes: Vec::with_capacity(capacity),
            reversed: vec![0; capacity],
            small: true,
            wide_reversed: Vec::new(),
            largest: 0,
        }
    }

    /// As [`Values::with_capacity`], with the two-byte copies from the start (the tests check
    /// that path on games whose values stay small).
    #[cfg(test)]
    fn wide(capacity: usize) -> Values {
        Values { small: false, wide_reversed: vec![0; capacity], ..Values::with_capacity(capacity) }
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Appends the value of the next heap, growing the reversed copy when it is full.
    pub fn push(&mut self, value: u16) {
        let n = self.values.len();
        self.values.push(value);
        self.largest = self.largest.max(value.saturating_add(1));
        if !self.small {
            if n >= self.wide_reversed.len() {
                let capacity = (2 * self.wide_reversed.len()).max(n + 1).max(64);
                let mut reversed = vec![0; capacity];
                for (i, &v) in self.values.iter().enumerate() {
                    reversed[capacity - 1 - i] = v;
                }
                self.wide_reversed = reversed;
            } else {
                let capacity = self.wide_reversed.len();
                self.wide_reversed[capacity - 1 - n] = value;
            }
            return;
        }
        let Ok(byte) = u8::try_from(value) else {
            // Past 255 the byte copies cannot hold the values: two-byte copies take over.
            self.small = false;
            self.bytes = Vec::new();
            self.reversed = Vec::new();
            let capacity = self.values.capacity().max(n + 1);
            self.wide_reversed = vec![0; capacity];
            for (i, &v) in self.values.iter().enumerate() {
                self.wide_reversed[capacity - 1 - i] = v;
            }
            return;
        };
        self.bytes.push(byte);
        if n >= self.reversed.len() {
            let capacity = (2 * self.reversed.len()).max(n + 1).max(64);
            let mut reversed = vec![0; capacity];
            for (i, &b) in self.bytes.iter().enumerate() {
                reversed[capacity - 1 - i] = b;
            }
            self.reversed = reversed;
        } else {
            let capacity = self.reversed.len();
            self.reversed[capacity - 1 - n] = byte;
        }
    }

    /// Adds to `seen` the value of every split of a heap of `m` into `a` and `m − a`, with `a`
    /// from `low` to `high`.
    pub fn list_splits(&self, m: usize, low: usize, high: usize, seen: &mut Seen) {
        if low > high {
            return;
        }
        if self.small {
            let offset = self.reversed.len() - 1 - m;
            let below_64 = self.largest <= 64;
            let words =
                xor_set(&self.bytes[low..=high], &self.reversed[offset + low..=offset + high], below_64);
            seen.insert_words(&words);
            return;
        }
        // Two-byte values: four tables of bits take turns, so that an update rarely waits for
        // the one before to reach memory. XORs stay below the power of two above every value.
        let words =
            usize::from(self.largest.checked_next_power_of_two().unwrap_or(u16::MAX).max(64)).div_ceil(64);
        let mut tables = vec![0u64; 4 * words];
        let offset = self.wide_reversed.len() - 1 - m;
        let first = &self.values[low..=high];
        let second = &self.wide_reversed[offset + low..=offset + high];
        let (quads_a, rest_a) = first.as_chunks::<4>();
        let (quads_b, rest_b) = second.as_chunks::<4>();
        for (qa, qb) in quads_a.iter().zip(quads_b) {
            for lane in 0..4 {
                let x = usize::from(qa[lane] ^ qb[lane]);
                if let Some(word) = tables.get_mut(lane * words + x / 64) {
                    *word |= 1 << (x % 64);
                }
            }
        }
        for (&a, &b) in rest_a.iter().zip(rest_b) {
            let x = usize::from(a ^ b);
            if let Some(word) = tables.get_mut(x / 64) {
                *word |= 1 << (x % 64);
            }
        }
        let merged: Vec<u64> = (0..words)
            .map(|w| tables[w] | tables[words + w] | tables[2 * words + w] | tables[3 * words + w])
            .collect();
        seen.insert_words(&merged);
    }

    /// Whether some split of a heap of `m` into `a` and `m − a`, with `a` from `low` to `high`
    /// (both below `m`, `high` at most `m / 2` or so), has value `target` (the XOR of the two).
    pub fn split_makes(&self, m: usize, low: usize, high: usize, target: u16) -> bool {
        if low > high {
            return false;
        }
        if !self.small {
            let offset = self.wide_reversed.len() - 1 - m;
            return any_xor_equal_wide(
                &self.values[low..=high],
                &self.wide_reversed[offset + low..=offset + high],
                target,
            );
        }
        let Ok(target) = u8::try_from(target) else {
            // Two bytes never XOR to 256 or more.
            return false;
        };
        let offset = self.reversed.len() - 1 - m;
        any_xor_equal(&self.bytes[low..=high], &self.reversed[offset + low..=offset + high], target)
    }
}

/// The set of `first[i] ^ second[i]` (bytes: below 256) as four words of bits. Each value's bit
/// goes into all four words, masked by whether the word is its own, so that nothing waits on
/// memory; two sets of words take turns so that neither waits on the other.
fn xor_set(first: &[u8], second: &[u8], below_64: bool) -> [u64; 4] {
    #[inline(always)]
    fn add(words: &mut [u64; 4], x: u8) {
        let bit = 1u64 << (x & 63);
        let word = x >> 6;
        words[0] |= bit & 0u64.wrapping_sub(u64::from(word == 0));
        words[1] |= bit & 0u64.wrapping_sub(u64::from(word == 1));
        words[2] |= bit & 0u64.wrapping_sub(u64::from(word == 2));
        words[3] |= bit & 0u64.wrapping_sub(u64::from(word == 3));
    }
    let (pairs_a, rest_a) = first.as_chunks::<2>();
    let (pairs_b, rest_b) = second.as_chunks::<2>();
    if below_64 {
        // Values below 64 (most games): one word each.
        let (mut even, mut odd) = (0u64, 0u64);
        for (pa, pb) in pairs_a.iter().zip(pairs_b) {
            even |= 1u64 << ((pa[0] ^ pb[0]) & 63);
            odd |= 1u64 << ((pa[1] ^ pb[1]) & 63);
        }
        for (&a, &b) in rest_a.iter().zip(rest_b) {
            even |= 1u64 << ((a ^ b) & 63);
        }
        return [even | odd, 0, 0, 0];
    }
    let (mut even, mut odd) = ([0u64; 4], [0u64; 4]);
    for (pa, pb) in pairs_a.iter().zip(pairs_b) {
        add(&mut even, pa[0] ^ pb[0]);
        add(&mut odd, pa[1] ^ pb[1]);
    }
    for (&a, &b) in rest_a.iter().zip(rest_b) {
        add(&mut even, a ^ b);
    }
    [even[0] | odd[0], even[1] | odd[1], even[2] | odd[2], even[3] | odd[3]]
}

/// Whether `first[i] ^ second[i] == target` for some i (the slices are as long as each other),
/// eight bytes at a time: a byte of `first ^ second ^ target` is zero exactly where they match,
/// and `(v − 0x01…01) & !v & 0x80…80` is non-zero exactly when some byte of v is zero.
fn any_xor_equal(first: &[u8], second: &[u8], target: u8) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let spread = ONES * u64::from(target);
    let (words_a, rest_a) = first.as_chunks::<8>();
    let (words_b, rest_b) = second.as_chunks::<8>();
    // Eight words per round with no early exit inside, which the compiler can vectorise.
    let mut rounds_a = words_a.chunks_exact(8);
    let mut rounds_b = words_b.chunks_exact(8);
    for (round_a, round_b) in (&mut rounds_a).zip(&mut rounds_b) {
        let mut hit = 0u64;
        for (wa, wb) in round_a.iter().zip(round_b) {
            let v = u64::from_le_bytes(*wa) ^ u64::from_le_bytes(*wb) ^ spread;
            hit |= v.wrapping_sub(ONES) & !v & HIGHS;
        }
        if hit != 0 {
            return true;
        }
    }
    for (wa, wb) in rounds_a.remainder().iter().zip(rounds_b.remainder()) {
        let v = u64::from_le_bytes(*wa) ^ u64::from_le_bytes(*wb) ^ spread;
        if v.wrapping_sub(ONES) & !v & HIGHS != 0 {
            return true;
        }
    }
    rest_a.iter().zip(rest_b).any(|(&a, &b)| a ^ b == target)
}

/// As [`any_xor_equal`], four values of two bytes at a time.
fn any_xor_equal_wide(first: &[u16], second: &[u16], target: u16) -> bool {
    const ONES: u64 = 0x0001_0001_0001_0001;
    const HIGHS: u64 = 0x8000_8000_8000_8000;
    let spread = ONES * u64::from(target);
    let (words_a, rest_a) = first.as_chunks::<4>();
    let (words_b, rest_b) = second.as_chunks::<4>();
    let word = |w: &[u16; 4]| w.iter().rev().fold(0u64, |acc, &x| (acc << 16) | u64::from(x));
    let mut rounds_a = words_a.chunks_exact(8);
    let mut rounds_b = words_b.chunks_exact(8);
    for (round_a, round_b) in (&mut rounds_a).zip(&mut rounds_b) {
        let mut hit = 0u64;
        for (wa, wb) in round_a.iter().zip(round_b) {
            let v = word(wa) ^ word(wb) ^ spread;
            hit |= v.wrapping_sub(ONES) & !v & HIGHS;
        }
        if hit != 0 {
            return true;
        }
    }
    for (wa, wb) in rounds_a.remainder().iter().zip(rounds_b.remainder()) {
        let v = word(wa) ^ word(wb) ^ spread;
        if v.wrapping_sub(ONES) & !v & HIGHS != 0 {
            return true;
        }
    }
    rest_a.iter().zip(rest_b).any(|(&a, &b)| a ^ b == target)
}

/// A set of small numbers (option values), as bits.
#[derive(Clone, Debug, Default)]
pub(crate) struct Seen(Vec<u64>);

impl Seen {
    pub fn clear(&mut self) {
        self.0.iter_mut().for_each(|w| *w = 0);
    }

    /// Adds the numbers of `words` (bit i of word j stands for 64j + i).
    pub fn insert_words(&mut self, words: &[u64]) {
        if self.0.len() < words.len() {
            self.0.resize(words.len(), 0);
        }
        for (own, &w) in self.0.iter_mut().zip(words) {
            *own |= w;
        }
    }

    pub fn insert(&mut self, value: u16) {
        let word = usize::from(value / 64);
        if word >= self.0.len() {
            self.0.resize(word + 1, 0);
        }
        self.0[word] |= 1 << (value % 64);
    }

    /// The smallest number not in the set.
    pub fn mex(&self) -> u16 {
        for (i, &word) in self.0.iter().enumerate() {
            if word != u64::MAX {
                return (i * 64) as u16 + word.trailing_ones() as u16;
            }
        }
        (self.0.len() * 64) as u16
    }
}

/// The rules of one heap of a take-and-break game, as the sequence needs them.
pub(crate) trait HeapRules {
    /// Options of a heap of `n` that leave at most one heap, as the values they lead to.
    fn single_options(&self, n: usize, values: &[u16], seen: &mut Seen);
    /// The splits of a heap of `n`: each `(m, low, high)` means "a heap of m into a and m − a for
    /// every a from low to high".
    fn splits(&self, n: usize, out: &mut Vec<(usize, usize, usize)>);
}

/// The scratch space of the mex rule, kept from one heap to the next.
#[derive(Clone, Debug, Default)]
pub(crate) struct Search {
    seen: Seen,
    splits: Vec<(usize, usize, usize)>,
    /// How many more heaps go straight to the listing of every split (after a heap whose
    /// candidates were all made by splits, the next ones likely are too).
    listing: u32,
    /// The values of the latest split families listed in full, by (m, low, high).
    listed: Vec<((usize, usize, usize), Vec<u64>)>,
}

/// Split families kept (a code has at most 32 takes).
const LISTED_KEPT: usize = 40;

/// Heaps that go straight to the listing after a heap that needed it, before searching again.
const LISTING_RUN: u32 = 32;

impl Search {
    /// The value of the next heap (`values.len()`), by the mex rule.
    ///
    /// Returns `None` past 65 535, where the value no longer fits a `u16` (no game here comes
    /// close: the mex of a heap's options is at most their number).
    pub fn next_value(&mut self, rules: &impl HeapRules, values: &Values) -> Option<u16> {
        let n = values.len();
        let (seen, splits) = (&mut self.seen, &mut self.splits);
        seen.clear();
        rules.single_options(n, &values.values, seen);
        splits.clear();
        rules.splits(n, splits);
        for &(m, low, high) in splits.iter() {
            for a in low..=high.min(low + QUICK_SPLITS - 1) {
                seen.insert(values.values[a] ^ values.values[m - a]);
            }
        }
        // Three split families or more: listing costs one new family a heap (the others are
        // kept from the heaps before), less than a search through each.
        if self.listing == 0 && splits.len() < 3 {
            for _ in 0..SEARCHED_CANDIDATES {
                let candidate = seen.mex();
                if candidate == u16::MAX {
                    return None;
                }
                let made = splits.iter().any(|&(m, low, high)| {
                    high >= low + QUICK_SPLITS && values.split_makes(m, low + QUICK_SPLITS, high, candidate)
                });
                if !made {
                    return Some(candidate);
                }
                seen.insert(candidate);
            }
            self.listing = LISTING_RUN;
        } else {
            self.listing = self.listing.saturating_sub(1);
        }
        // Many candidates were made by splits: the values are spread (as in 0.6, whose values
        // keep growing, or Grundy's game), so one pass over every split is cheaper than a search
        // per candidate. Each split family's values are kept for the next heaps: a heap of n + 1
        // splits the same m = n + 1 − k after another take k (as 0.4444 does with every take).
        for &(m, low, high) in splits.iter() {
            let key = (m, low, high);
            if let Some((_, words)) = self.listed.iter().find(|(k, _)| *k == key) {
                seen.insert_words(words);
                continue;
            }
            let mut family = Seen::default();
            values.list_splits(m, low, high, &mut family);
            seen.insert_words(&family.0);
            if self.listed.len() >= LISTED_KEPT {
                self.listed.remove(0);
            }
            self.listed.push((key, family.0));
        }
        let mex = seen.mex();
        (mex != u16::MAX).then_some(mex)
    }
}

/// How the sequence repeats, proven by the octal periodicity theorem (see [`prove_period`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Period {
    /// The first heap of the periodic part: G(n + period) = G(n) for every n ≥ `preperiod`, and
    /// not for n = `preperiod − 1`.
    pub preperiod: usize,
    /// The fundamental (smallest) period.
    pub period: usize,
    /// The theorem's start n₀ ≥ 1: the values from n₀ to 2n₀ + period + t − 1 were compared
    /// with those a period later.
    pub proof_from: usize,
    /// How many values were computed (0 to `checked_to − 1`): the comparisons reach that far.
    pub checked_to: usize,
}

/// Whether a period is proven, as a value (never a guess).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Periodicity {
    /// Proven for every heap: values past the computed ones follow from the period.
    Proven(Period),
    /// No period could be proven from the `computed` values (there may be none, or a longer
    /// one, or a longer pre-period).
    NotProven { computed: usize },
}

impl Periodicity {
    pub fn period(&self) -> Option<Period> {
        match self {
            Periodicity::Proven(period) => Some(*period),
            Periodicity::NotProven { .. } => None,
        }
    }
}

/// The smallest period that the octal periodicity theorem proves from `values` (heaps 0 to
/// `values.len() − 1`) of an octal game whose largest take is `largest_take` (t).
///
/// The theorem (Guy and Smith 1956; Winning Ways, ch. 4; Siegel, *Combinatorial Game Theory*,
/// IV.2): if G(n + p) = G(n) for every n with n₀ ≤ n < 2n₀ + p + t, then for every n ≥ n₀. The
/// proof is an induction on N ≥ 2n₀ + p + t: a heap of N + p leaves, after taking k ≤ t, m =
/// N + p − k ≥ 2(n₀ + p) stones, so the larger part b of a split is at least n₀ + p; b − p lies
/// in [n₀, N), where the period already holds, and the same take from N with b − p in place of
/// b has the same value (and conversely). The step needs b − p ≥ 1, so that a split into two
/// non-empty heaps stays one: n₀ is taken at least 1 here (with n₀ = 0, the code 0.4 has
/// G(0) = G(1) = G(2) = 0 but G(3) = 1). The pre-period is then lowered one heap at a time
/// while the values agree, which needs no theorem.
pub fn prove_period(values: &[u16], largest_take: usize) -> Option<Period> {
    let len = values.len();
    let mut p = 1;
    while 2 * p + largest_take + 2 <= len {
        // The last n (with n + p computed) where the period p fails.
        let mut n = len - p;
        while n > 0 && values[n - 1] == values[n - 1 + p] {
            n -= 1;
        }
        let start = n.max(1);
        if 2 * start + 2 * p + largest_take <= len {
            return Some(fundamental(values, start, p, len));
        }
        p += 1;
    }
    None
}

/// From a period `p` proven from `start`: the smallest period (a divisor of p that repeats one
/// whole period from `start`, hence every value from there) and the earliest pre-period.
fn fundamental(values: &[u16], start: usize, p: usize, len: usize) -> Period {
    let repeats = |d: usize| (start..start + p).all(|n| values[n] == values[n + d]);
    let period = (1..=p).find(|&d| p.is_multiple_of(d) && repeats(d)).unwrap_or(p);
    let mut preperiod = start;
    while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
        preperiod -= 1;
    }
    Period { preperiod, period, proof_from: start, checked_to: len }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_comparisons_match_plain_loops() {
        // Random slices of every length up to 300 (all the remainders of the rounds of eight
        // words) against the plain loop, for values of one byte and of two.
        let mut rng = fastrand::Rng::with_seed(34);
        for len in 0..300 {
            let first: Vec<u16> = (0..len).map(|_| rng.u16(0..600)).collect();
            let second: Vec<u16> = (0..len).map(|_| rng.u16(0..600)).collect();
            let target =
                if len > 0 && rng.bool() { first[len / 2] ^ second[len / 2] } else { rng.u16(0..1024) };
            let plain = first.iter().zip(&second).any(|(&a, &b)| a ^ b == target);
            assert_eq!(any_xor_equal_wide(&first, &second, target), plain, "two bytes, {len}");
            let bytes = |v: &[u16]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
            let (first, second, target) = (bytes(&first), bytes(&second), target as u8);
            let plain = first.iter().zip(&second).any(|(&a, &b)| a ^ b == target);
            assert_eq!(any_xor_equal(&first, &second, target), plain, "one byte, {len}");
        }
    }

    #[test]
    fn two_byte_values_give_the_same_sequences() {
        // The two-byte path (values of 256 and more) against the byte path, on a few codes, to a
        // heap of 1 500.
        for text in ["0.77", "0.6", "0.4444", "0.1234", "0.156", "0.7", "0.05"] {
            let code: crate::games::octal::OctalCode = text.parse().unwrap();
            let (mut narrow, mut wide) = (Values::with_capacity(1_500), Values::wide(1_500));
            let (mut search_narrow, mut search_wide) = (Search::default(), Search::default());
            for _ in 0..1_500 {
                let a = search_narrow.next_value(&code, &narrow).unwrap();
                let b = search_wide.next_value(&code, &wide).unwrap();
                assert_eq!(a, b, "{text} at {}", narrow.len());
                narrow.push(a);
                wide.push(b);
            }
        }
    }

    #[test]
    fn the_theorem_needs_a_start_of_one() {
        // 0.4 (take one from the middle): G = 0, 0, 0, 1, …. With n₀ = 0 and p = 1 the
        // theorem's window (n < 2n₀ + p + t = 2) agrees, yet G(3) ≠ G(2): a proof from 0 would
        // be wrong, and none is given from these four values.
        assert_eq!(prove_period(&[0, 0, 0, 1], 1), None);
        // 0.3 (take one, as the whole heap or from an end): G alternates 0, 1. Period 2 from 0 is
        // proven from n₀ = 1 once G(n + 2) is known for every n < 2n₀ + p + t = 5: 7 values.
        assert_eq!(prove_period(&[0, 1, 0, 1, 0, 1], 1), None);
        assert_eq!(
            prove_period(&[0, 1, 0, 1, 0, 1, 0], 1),
            Some(Period { preperiod: 0, period: 2, proof_from: 1, checked_to: 7 })
        );
    }
}
