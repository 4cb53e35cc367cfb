//! The Grundy sequence of a take-and-break game, computed from a heap of 0 upwards (never by
//! recursion), and the octal periodicity theorem that proves its period.
//!
//! A heap's value is the mex of its options: those that leave at most one heap, and the splits
//! of what a take leaves, m, into a and m − a (a *family* of splits: a from some low to some
//! high). A family has about m/2 splits, so a sequence of n values has about n²/4 of them per
//! splitting take. The value is found without reading most of them, and never changed by how:
//!
//! **Rare values** (the "sparse space" of Berlekamp, Gangolli and Plambeck, and Flammenkamp). A
//! mask M sorts the values by the parity of the ones of v & M. Parities add under XOR, so a split
//! makes a value of parity 1 only from one heap of each parity; and the heaps of one parity (the
//! *rare* one, whichever the sequence has fewer of) are listed. A candidate of parity 1 for the
//! mex is then settled through that list alone: every split with a rare heap on either side is
//! listed once per family, and a value of parity 1 these splits do not make is no split's value.
//! Values of parity 0 come from two heaps of the same parity, and are looked for as below. Any
//! mask gives the same values (mask 0 sorts every value into parity 0: every candidate is looked
//! for); a good one makes the list short. In many games the values settle, after a while, into
//! one parity under some mask, and the heaps of the other die out: the mex then usually has
//! parity 1 and costs about the length of the list. The mask is chosen from the values computed
//! so far, after [`FIRST_MASK_CHOICE`] of them and again at each doubling: the one whose rarer
//! parity has the fewest heaps, found for every mask at once by a Walsh–Hadamard transform of
//! the count of each value, and none while those are more than one in [`RARE_SHARE`].
//!
//! **Candidates of parity 0** are looked for, smallest first, among the splits not yet listed,
//! eight at a time in a `u64` (values are kept as bytes while they fit, with a reversed copy so
//! that both heaps of a split are read forwards), stopping at the first split that makes them.
//! The splits passed over on the way are then listed (their values marked in a table of flags,
//! one store each), so the next candidate is looked for from there on. Only the mex itself, when
//! it has parity 0, is looked for through every split left. Once a search goes through more than
//! half of the splits (to find its value, or to find it nowhere), searching does not pay in this
//! stretch of the sequence, and the families of the next [`LISTING_RUN`] heaps are listed whole
//! at once (searches then find their values listed).
//!
//! **Families are kept** for the next heaps: a heap of n + 1 splits the same m = n + 1 − k after
//! a take one larger, so what was listed of m serves again.

use serde::Serialize;

/// A family is dropped once no heap can use it: the family of m serves the heaps m + k for the
/// takes k that split, and a take is at most 32 (Grundy's game splits the heap itself, k = 0).
const FAMILY_REUSE: usize = 32;
/// The mask is chosen first after this many values, then again at each doubling.
const FIRST_MASK_CHOICE: usize = 1_024;
/// A mask is used only while at most one heap in this many is rare: listing the splits of the
/// rare heaps then costs less than the searches it saves.
const RARE_SHARE: usize = 8;
/// Heaps whose families are listed whole at once, after a heap whose searches went through more
/// than half of its splits.
const LISTING_RUN: usize = 16;
/// Splits of one family searched before the next family's turn.
const SEARCH_CHUNK: usize = 2_048;

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
            reversed: vec![0; capacity + 1],
            small: true,
            wide_reversed: Vec::new(),
            largest: 0,
        }
    }

    /// As [`Values::with_capacity`], with the two-byte copies from the start (the tests check
    /// that path on games whose values stay small).
    #[cfg(test)]
    fn wide(capacity: usize) -> Values {
        Values { small: false, wide_reversed: vec![0; capacity + 1], ..Values::with_capacity(capacity) }
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// The size of a table of flags indexed by values: a power of two above every value (at
    /// least 256), so that the XOR of two values stays below it.
    fn table_size(&self) -> usize {
        usize::from(self.largest).next_power_of_two().max(256)
    }

    /// Appends the value of the next heap, growing the reversed copy when it is full (it always
    /// has room for one more value: a split of the next heap itself reads a heap of m = len).
    pub fn push(&mut self, value: u16) {
        let n = self.values.len();
        self.values.push(value);
        self.largest = self.largest.max(value.saturating_add(1));
        if !self.small {
            if n + 1 >= self.wide_reversed.len() {
                let capacity = (2 * self.wide_reversed.len()).max(n + 2).max(64);
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
            let capacity = self.values.capacity().max(n + 1) + 1;
            self.wide_reversed = vec![0; capacity];
            for (i, &v) in self.values.iter().enumerate() {
                self.wide_reversed[capacity - 1 - i] = v;
            }
            return;
        };
        self.bytes.push(byte);
        if n + 1 >= self.reversed.len() {
            let capacity = (2 * self.reversed.len()).max(n + 2).max(64);
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

    /// Sets `flags[v]` for the value v of every split of a heap of `m` into `a` and `m − a`, with
    /// `a` from `from` to `to` (both below `m`, which is at most [`Values::len`]).
    fn mark_splits(&self, m: usize, from: usize, to: usize, flags: &mut [u8]) {
        if from > to {
            return;
        }
        if self.small {
            let Some(offset) = self.reversed.len().checked_sub(m + 1) else {
                return;
            };
            let (Some(first), Some(second)) =
                (self.bytes.get(from..=to), self.reversed.get(offset + from..=offset + to))
            else {
                return;
            };
            if let Some(flags) = flags.first_chunk_mut::<256>() {
                mark_xors(first, second, flags);
            }
            return;
        }
        let Some(offset) = self.wide_reversed.len().checked_sub(m + 1) else {
            return;
        };
        let (Some(first), Some(second)) =
            (self.values.get(from..=to), self.wide_reversed.get(offset + from..=offset + to))
        else {
            return;
        };
        mark_xors_wide(first, second, flags);
    }

    /// Whether some split of a heap of `m` into `a` and `m − a`, with `a` from `from` to `to`
    /// (both below `m`), has value `target` (the XOR of the two): if so, `Some(end)` with some
    /// such `a` below `end` (and `end` at most `to + 1`: the search reads a few splits at a time,
    /// and stops after the group where it found one).
    fn find_split(&self, m: usize, from: usize, to: usize, target: u16) -> Option<usize> {
        if from > to {
            return None;
        }
        if !self.small {
            let offset = self.wide_reversed.len().checked_sub(m + 1)?;
            let first = self.values.get(from..=to)?;
            let second = self.wide_reversed.get(offset + from..=offset + to)?;
            return first_xor_equal_wide(first, second, target).map(|end| from + end);
        }
        // Two bytes never XOR to 256 or more.
        let target = u8::try_from(target).ok()?;
        let offset = self.reversed.len().checked_sub(m + 1)?;
        let first = self.bytes.get(from..=to)?;
        let second = self.reversed.get(offset + from..=offset + to)?;
        first_xor_equal(first, second, target).map(|end| from + end)
    }
}

/// Sets `flags[first[i] ^ second[i]]` for every i (the slices are as long as each other): eight
/// XORs at once in a `u64`, then one store each, none of which waits for another.
fn mark_xors(first: &[u8], second: &[u8], flags: &mut [u8; 256]) {
    let (words_a, rest_a) = first.as_chunks::<8>();
    let (words_b, rest_b) = second.as_chunks::<8>();
    for (wa, wb) in words_a.iter().zip(words_b) {
        let [x0, x1, x2, x3, x4, x5, x6, x7] =
            (u64::from_le_bytes(*wa) ^ u64::from_le_bytes(*wb)).to_le_bytes();
        flags[usize::from(x0)] = 1;
        flags[usize::from(x1)] = 1;
        flags[usize::from(x2)] = 1;
        flags[usize::from(x3)] = 1;
        flags[usize::from(x4)] = 1;
        flags[usize::from(x5)] = 1;
        flags[usize::from(x6)] = 1;
        flags[usize::from(x7)] = 1;
    }
    for (&a, &b) in rest_a.iter().zip(rest_b) {
        flags[usize::from(a ^ b)] = 1;
    }
}

/// Four values of two bytes as one `u64`, the first in the low bits.
#[inline(always)]
fn word4(w: &[u16; 4]) -> u64 {
    u64::from(w[0]) | (u64::from(w[1]) << 16) | (u64::from(w[2]) << 32) | (u64::from(w[3]) << 48)
}

/// As [`mark_xors`], for values of two bytes, four at once (`flags` reaches past every XOR; an
/// XOR past it would be skipped).
fn mark_xors_wide(first: &[u16], second: &[u16], flags: &mut [u8]) {
    let (words_a, rest_a) = first.as_chunks::<4>();
    let (words_b, rest_b) = second.as_chunks::<4>();
    let mut mark = |x: u64| {
        if let Some(flag) = flags.get_mut((x & 0xffff) as usize) {
            *flag = 1;
        }
    };
    for (wa, wb) in words_a.iter().zip(words_b) {
        let x = word4(wa) ^ word4(wb);
        mark(x);
        mark(x >> 16);
        mark(x >> 32);
        mark(x >> 48);
    }
    for (&a, &b) in rest_a.iter().zip(rest_b) {
        mark(u64::from(a ^ b));
    }
}

/// Word `i` (of eight) of 64 bytes.
#[inline(always)]
fn word8(c: &[u8; 64], i: usize) -> u64 {
    let j = 8 * i;
    u64::from_le_bytes([c[j], c[j + 1], c[j + 2], c[j + 3], c[j + 4], c[j + 5], c[j + 6], c[j + 7]])
}

/// Whether `first[i] ^ second[i] == target` for some i (the slices are as long as each other):
/// if so, `Some(end)` with such an i below `end`, the end of the block of 64 where the first one
/// is. Eight bytes at a time in a `u64`: a byte of `first ^ second ^ target` is zero exactly
/// where they match, and `(v − 0x01…01) & !v & 0x80…80` is non-zero exactly when some byte of v
/// is zero. Eight words per block, written out, with one test per block.
fn first_xor_equal(first: &[u8], second: &[u8], target: u8) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let spread = ONES * u64::from(target);
    let (blocks_a, rest_a) = first.as_chunks::<64>();
    let (blocks_b, rest_b) = second.as_chunks::<64>();
    let mut end = 0;
    for (a, b) in blocks_a.iter().zip(blocks_b) {
        end += 64;
        let zero = |i: usize| {
            let v = word8(a, i) ^ word8(b, i) ^ spread;
            v.wrapping_sub(ONES) & !v
        };
        let hit = zero(0) | zero(1) | zero(2) | zero(3) | zero(4) | zero(5) | zero(6) | zero(7);
        if hit & HIGHS != 0 {
            return Some(end);
        }
    }
    for (&a, &b) in rest_a.iter().zip(rest_b) {
        end += 1;
        if a ^ b == target {
            return Some(end);
        }
    }
    None
}

/// Word `i` (of eight) of 32 values of two bytes.
#[inline(always)]
fn word16(c: &[u16; 32], i: usize) -> u64 {
    let j = 4 * i;
    word4(&[c[j], c[j + 1], c[j + 2], c[j + 3]])
}

/// As [`first_xor_equal`], for values of two bytes, four in a `u64` (blocks of 32).
fn first_xor_equal_wide(first: &[u16], second: &[u16], target: u16) -> Option<usize> {
    const ONES: u64 = 0x0001_0001_0001_0001;
    const HIGHS: u64 = 0x8000_8000_8000_8000;
    let spread = ONES * u64::from(target);
    let (blocks_a, rest_a) = first.as_chunks::<32>();
    let (blocks_b, rest_b) = second.as_chunks::<32>();
    let mut end = 0;
    for (a, b) in blocks_a.iter().zip(blocks_b) {
        end += 32;
        let zero = |i: usize| {
            let v = word16(a, i) ^ word16(b, i) ^ spread;
            v.wrapping_sub(ONES) & !v
        };
        let hit = zero(0) | zero(1) | zero(2) | zero(3) | zero(4) | zero(5) | zero(6) | zero(7);
        if hit & HIGHS != 0 {
            return Some(end);
        }
    }
    for (&a, &b) in rest_a.iter().zip(rest_b) {
        end += 1;
        if a ^ b == target {
            return Some(end);
        }
    }
    None
}

/// A set of small numbers (option values), as bits.
#[derive(Clone, Debug, Default)]
pub(crate) struct Seen(Vec<u64>);

impl Seen {
    pub fn clear(&mut self) {
        self.0.iter_mut().for_each(|w| *w = 0);
    }

    pub fn insert(&mut self, value: u16) {
        let word = usize::from(value / 64);
        if word >= self.0.len() {
            self.0.resize(word + 1, 0);
        }
        self.0[word] |= 1 << (value % 64);
    }

    pub fn contains(&self, value: u16) -> bool {
        self.0.get(usize::from(value / 64)).is_some_and(|w| w & (1 << (value % 64)) != 0)
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

/// How values are sorted: v is rare when the ones of `v & mask` have parity `rare_parity`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Split {
    mask: u16,
    /// 0 or 1.
    rare_parity: u32,
}

impl Split {
    /// Nothing rare (every value has parity 0 under mask 0).
    const NONE: Split = Split { mask: 0, rare_parity: 1 };

    /// The parity of the ones of `value & mask`.
    fn parity(self, value: u16) -> u32 {
        (value & self.mask).count_ones() % 2
    }

    fn is_rare(self, value: u16) -> bool {
        self.parity(value) == self.rare_parity
    }
}

impl Default for Split {
    fn default() -> Self {
        Split::NONE
    }
}

/// The values computed so far, sorted by rarity.
#[derive(Clone, Debug, Default)]
struct Sparse {
    split: Split,
    /// Whether `split` stays as it is (the tests set one).
    fixed: bool,
    /// The heaps whose value is rare, in increasing order.
    rare: Vec<usize>,
    /// How many heaps have each value.
    counts: Vec<u32>,
    /// How many values are counted (heaps 0 to `synced − 1`).
    synced: usize,
}

impl Sparse {
    /// Takes in the values computed since the last call (choosing the split again when their
    /// number reaches [`FIRST_MASK_CHOICE`] times a power of two).
    fn sync(&mut self, values: &[u16]) {
        for n in self.synced..values.len() {
            let value = values[n];
            let index = usize::from(value);
            if index >= self.counts.len() {
                self.counts.resize(index + 1, 0);
            }
            self.counts[index] += 1;
            if self.split.is_rare(value) {
                self.rare.push(n);
            }
            let counted = n + 1;
            if !self.fixed && counted >= FIRST_MASK_CHOICE && counted.is_power_of_two() {
                let split = best_split(&self.counts, counted);
                if split != self.split {
                    self.split = split;
                    self.rare.clear();
                    self.rare.extend((0..counted).filter(|&h| split.is_rare(values[h])));
                }
            }
        }
        self.synced = values.len();
    }
}

/// The split whose rare parity has the fewest of `total` values, `counts[v]` of them being v;
/// [`Split::NONE`] when even that one leaves more than one in [`RARE_SHARE`] rare.
///
/// Every mask below the power of two above the values at once: W(M) = Σ counts[v] ·
/// (−1)^(ones of v & M), the Walsh–Hadamard transform of `counts`, is the number of values of
/// parity 0 under M less the number of parity 1, so the rarer parity has (total − |W(M)|) / 2.
fn best_split(counts: &[u32], total: usize) -> Split {
    let size = counts.len().next_power_of_two();
    let mut w: Vec<i64> = counts.iter().map(|&c| i64::from(c)).collect();
    w.resize(size, 0);
    let mut half = 1;
    while half < size {
        for block in w.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
    // The smallest mask with the largest |W| (not mask 0, which makes nothing rare).
    let Some((mask, &best)) = w.iter().enumerate().skip(1).rev().max_by_key(|&(_, &x)| x.abs()) else {
        return Split::NONE;
    };
    let rare = (total as i64 - best.abs()) / 2;
    match u16::try_from(mask) {
        Ok(mask) if rare.saturating_mul(RARE_SHARE as i64) <= total as i64 => {
            // More values of parity 0 than of parity 1: those of parity 1 are rare.
            Split { mask, rare_parity: u32::from(best >= 0) }
        }
        _ => Split::NONE,
    }
}

/// What is known of one family of splits (a heap of `m` into a and m − a, a from `low` to
/// `high`).
#[derive(Clone, Debug, Default)]
struct Family {
    m: usize,
    low: usize,
    high: usize,
    /// `flags[v]` is set when a split listed has value v (the splits with a below `next`, and
    /// those with a rare side when `rare_split` says so; a value may be marked by more, never by
    /// none).
    flags: Vec<u8>,
    /// The splits with a from `low` to `next − 1` are listed.
    next: usize,
    /// Every split with a heap of rare value under this split (on either side) is listed.
    rare_split: Option<Split>,
}

impl Family {
    fn listed(&self) -> bool {
        self.next > self.high
    }

    fn size(&self) -> usize {
        self.high + 1 - self.low
    }

    fn made(&self, value: u16) -> bool {
        self.flags.get(usize::from(value)).is_some_and(|&f| f != 0)
    }

    /// Lists the splits with a from `next` to `end − 1`.
    fn list_to(&mut self, values: &Values, end: usize) {
        let end = end.min(self.high + 1);
        if end > self.next {
            values.mark_splits(self.m, self.next, end - 1, &mut self.flags);
            self.next = end;
        }
    }

    /// Lists every split with a heap of rare value on one side (or two), from the list of those
    /// heaps: the heap h is a (from `next` to `high`), or m − a (a = m − h in the same range).
    fn list_rare(&mut self, values: &[u16], sparse: &Sparse) {
        if self.rare_split == Some(sparse.split) || self.listed() {
            return;
        }
        self.rare_split = Some(sparse.split);
        let (m, next, high) = (self.m, self.next, self.high);
        let mut mark = |from: usize, to: usize| {
            let start = sparse.rare.partition_point(|&h| h < from);
            for &h in sparse.rare[start..].iter().take_while(|&&h| h <= to) {
                if let (Some(&x), Some(&y)) = (values.get(h), values.get(m - h))
                    && let Some(flag) = self.flags.get_mut(usize::from(x ^ y))
                {
                    *flag = 1;
                }
            }
        };
        mark(next, high);
        mark(m - high, m - next);
    }
}

/// The scratch space of the mex rule, kept from one heap to the next: one per sequence (given
/// a shorter one, it starts over).
#[derive(Clone, Debug, Default)]
pub(crate) struct Search {
    /// The options that leave at most one heap.
    seen: Seen,
    splits: Vec<(usize, usize, usize)>,
    /// The families of the latest heaps.
    families: Vec<Family>,
    /// Those of the present heap (indices into `families`).
    current: Vec<usize>,
    /// Where each family of the present heap is searched next, for one candidate.
    cursors: Vec<usize>,
    /// Tables of flags of dropped families, for reuse.
    spare: Vec<Vec<u8>>,
    sparse: Sparse,
    /// How many more heaps list their families whole at once.
    listing_run: usize,
}

impl Search {
    /// A search that sorts values by `mask` and `rare_parity` throughout (the tests check that
    /// any split gives the same values).
    #[cfg(test)]
    pub(crate) fn with_split(mask: u16, rare_parity: u32) -> Search {
        let sparse =
            Sparse { split: Split { mask, rare_parity: rare_parity % 2 }, fixed: true, ..Sparse::default() };
        Search { sparse, ..Search::default() }
    }

    /// The value of the next heap (`values.len()`), by the mex rule.
    ///
    /// Returns `None` past 65 535, where the value no longer fits a `u16` (no game here comes
    /// close: the mex of a heap's options is at most their number).
    pub fn next_value(&mut self, rules: &impl HeapRules, values: &Values) -> Option<u16> {
        let n = values.len();
        if n < self.sparse.synced {
            // Another sequence: start over (keeping a split the tests fixed).
            let fixed = self.sparse.fixed;
            let split = if fixed { self.sparse.split } else { Split::NONE };
            *self = Search { sparse: Sparse { split, fixed, ..Sparse::default() }, ..Search::default() };
        }
        self.sparse.sync(&values.values);
        self.seen.clear();
        rules.single_options(n, &values.values, &mut self.seen);
        self.splits.clear();
        rules.splits(n, &mut self.splits);
        self.attach_families(values);
        let split = self.sparse.split;
        let mut candidate = 0;
        loop {
            candidate = self.first_unmade(candidate)?;
            if candidate == u16::MAX {
                return None;
            }
            if split.parity(candidate) == 1 {
                // Made only by splits with a rare side: list those (once per family and split),
                // and if they do not make it, nothing does.
                for &i in &self.current {
                    self.families[i].list_rare(&values.values, &self.sparse);
                }
                if !self.made(candidate) {
                    return Some(candidate);
                }
            } else if !self.search(values, candidate) {
                return Some(candidate);
            }
        }
    }

    /// Whether `value` is among the options listed so far.
    fn made(&self, value: u16) -> bool {
        self.seen.contains(value) || self.current.iter().any(|&i| self.families[i].made(value))
    }

    /// The smallest value from `from` up that is not among the options listed so far (`None`
    /// past 65 535). The families' flags are read eight at a time, as a `u64`.
    fn first_unmade(&self, from: u16) -> Option<u16> {
        let mut start = usize::from(from) / 8 * 8;
        loop {
            let mut any = 0u64;
            for &i in &self.current {
                if let Some(flags) = self.families[i].flags.get(start..start + 8)
                    && let Ok(flags) = <[u8; 8]>::try_from(flags)
                {
                    any |= u64::from_le_bytes(flags);
                }
            }
            if any != u64::from_le_bytes([1; 8]) {
                for (k, flag) in any.to_le_bytes().into_iter().enumerate() {
                    let value = u16::try_from(start + k).ok()?;
                    if flag == 0 && value >= from && !self.seen.contains(value) {
                        return Some(value);
                    }
                }
            }
            start += 8;
        }
    }

    /// Finds or starts the families of the heap (from `self.splits`), and drops those no later
    /// heap can use.
    fn attach_families(&mut self, values: &Values) {
        let n = values.len();
        let size = values.table_size();
        let mut i = 0;
        while i < self.families.len() {
            if self.families[i].m + FAMILY_REUSE >= n {
                i += 1;
                continue;
            }
            let family = self.families.swap_remove(i);
            if self.spare.len() < 4 {
                self.spare.push(family.flags);
            }
        }
        self.current.clear();
        let whole = self.listing_run > 0;
        self.listing_run = self.listing_run.saturating_sub(1);
        for &(m, low, high) in &self.splits {
            // Two non-empty heaps, each smaller than this one (the rules never give other
            // splits; one would be skipped rather than read out of bounds).
            if m > n || low == 0 || low >= m || m - low >= n {
                continue;
            }
            let high = high.min(m - 1);
            if low > high {
                continue;
            }
            let index = match self.families.iter().position(|f| (f.m, f.low, f.high) == (m, low, high)) {
                Some(index) => index,
                None => {
                    let flags = match self.spare.pop() {
                        Some(mut flags) if flags.len() == size => {
                            flags.fill(0);
                            flags
                        }
                        _ => vec![0; size],
                    };
                    self.families.push(Family { m, low, high, flags, next: low, rare_split: None });
                    self.families.len() - 1
                }
            };
            let family = &mut self.families[index];
            if family.flags.len() < size {
                family.flags.resize(size, 0);
            }
            if whole {
                family.list_to(values, high + 1);
            }
            self.current.push(index);
        }
    }

    /// Looks for a split of the heap that makes `target` among those not listed yet, the
    /// families taking turns, and lists the splits passed over on the way to the first one
    /// found. A search through more than half of a family (to find the value, or to find it
    /// nowhere) starts a listing run.
    fn search(&mut self, values: &Values, target: u16) -> bool {
        self.cursors.clear();
        self.cursors.extend(self.current.iter().map(|&i| self.families[i].next));
        loop {
            let mut searched = false;
            for (slot, &i) in self.current.iter().enumerate() {
                let family = &mut self.families[i];
                let from = self.cursors[slot];
                if from > family.high {
                    continue;
                }
                searched = true;
                let to = family.high.min(from + SEARCH_CHUNK - 1);
                if let Some(end) = values.find_split(family.m, from, to, target) {
                    if 2 * (end - family.low) > family.size() {
                        self.listing_run = LISTING_RUN;
                        family.list_to(values, family.high + 1);
                    } else {
                        family.list_to(values, end);
                    }
                    return true;
                }
                self.cursors[slot] = to + 1;
            }
            if !searched {
                break;
            }
        }
        let (unlisted, all) = self.current.iter().fold((0, 0), |(unlisted, all), &i| {
            let family = &self.families[i];
            (unlisted + (family.high + 1).saturating_sub(family.next), all + family.size())
        });
        if 2 * unlisted > all {
            self.listing_run = LISTING_RUN;
        }
        false
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

    /// `found` (from the word comparisons) says a match lies before its end exactly when the
    /// plain loop finds one (at `plain`), and that end is within the slice.
    #[track_caller]
    fn check_found(found: Option<usize>, plain: Option<usize>, len: usize, what: &str) {
        match (found, plain) {
            (None, None) => {}
            (Some(end), Some(first)) => assert!(first < end && end <= len, "{what}, {len}: {first} {end}"),
            _ => panic!("{what}, {len}: {found:?} against {plain:?}"),
        }
    }

    #[test]
    fn word_comparisons_match_plain_loops() {
        // Random slices of every length up to 300 (several blocks, and every remainder) against
        // the plain loop, for values of one byte and of two, with a match (a first one anywhere
        // from the middle on) or without.
        let mut rng = fastrand::Rng::with_seed(34);
        for len in 0..300 {
            let first: Vec<u16> = (0..len).map(|_| rng.u16(0..600)).collect();
            let second: Vec<u16> = (0..len).map(|_| rng.u16(0..600)).collect();
            let target =
                if len > 0 && rng.bool() { first[len / 2] ^ second[len / 2] } else { rng.u16(0..1024) };
            let plain = first.iter().zip(&second).position(|(&a, &b)| a ^ b == target);
            let found = first_xor_equal_wide(&first, &second, target);
            check_found(found, plain, len, "two bytes");
            let bytes = |v: &[u16]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
            let (first, second, target) = (bytes(&first), bytes(&second), target as u8);
            let plain = first.iter().zip(&second).position(|(&a, &b)| a ^ b == target);
            check_found(first_xor_equal(&first, &second, target), plain, len, "one byte");
        }
    }

    #[test]
    fn marking_matches_a_plain_set() {
        let mut rng = fastrand::Rng::with_seed(35);
        for len in 0..200 {
            let first: Vec<u16> = (0..len).map(|_| rng.u16(0..700)).collect();
            let second: Vec<u16> = (0..len).map(|_| rng.u16(0..700)).collect();
            let plain = |top: usize, f: fn(u16) -> u16| {
                let mut flags = vec![0u8; top];
                for (&a, &b) in first.iter().zip(&second) {
                    flags[usize::from(f(a) ^ f(b))] = 1;
                }
                flags
            };
            let mut flags = vec![0u8; 1024];
            mark_xors_wide(&first, &second, &mut flags);
            assert_eq!(flags, plain(1024, |x| x), "two bytes, {len}");
            let bytes = |v: &[u16]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
            let mut flags = [0u8; 256];
            mark_xors(&bytes(&first), &bytes(&second), &mut flags);
            assert_eq!(flags.to_vec(), plain(256, |x| x % 256), "one byte, {len}");
        }
    }

    #[test]
    fn the_best_split_leaves_the_fewest_rare() {
        // The transform against counting under every mask, on random counts of values below
        // 2 to 300 (some all of one parity under some mask, where nothing is rare).
        let mut rng = fastrand::Rng::with_seed(36);
        for round in 0..200 {
            let len = rng.usize(2..300);
            let counts: Vec<u32> = (0..len)
                .map(|v| {
                    if round % 4 == 0 && v % 2 == 1 {
                        0
                    } else if rng.u8(..) < 40 {
                        rng.u32(0..50)
                    } else {
                        0
                    }
                })
                .collect();
            let total: usize = counts.iter().map(|&c| c as usize).sum();
            let rare_under = |split: Split| -> usize {
                counts
                    .iter()
                    .enumerate()
                    .filter(|&(v, _)| split.is_rare(v as u16))
                    .map(|(_, &c)| c as usize)
                    .sum()
            };
            let fewest = (1..len.next_power_of_two())
                .map(|mask| {
                    let odd = rare_under(Split { mask: mask as u16, rare_parity: 1 });
                    odd.min(total - odd)
                })
                .min()
                .unwrap_or(0);
            let split = best_split(&counts, total);
            if fewest * RARE_SHARE > total {
                assert_eq!(split, Split::NONE, "round {round}");
            } else {
                assert_ne!(split.mask, 0, "round {round}");
                assert_eq!(rare_under(split), fewest, "round {round}: {split:?}");
            }
        }
        assert_eq!(best_split(&[], 0), Split::NONE);
        assert_eq!(best_split(&[5], 5), Split::NONE);
    }

    /// Rules whose splits are not splits of the heap (too large, empty sides).
    struct BadRules;

    impl HeapRules for BadRules {
        fn single_options(&self, n: usize, values: &[u16], seen: &mut Seen) {
            if n > 0 {
                seen.insert(values[n - 1]);
            }
        }

        fn splits(&self, n: usize, out: &mut Vec<(usize, usize, usize)>) {
            out.extend([(n + 3, 1, n + 3), (n, 0, n), (n, n, 1), (n / 2, 1, n), (usize::MAX, 1, usize::MAX)]);
        }
    }

    #[test]
    fn splits_out_of_bounds_are_skipped() {
        // Nothing panics (a panic would end the page in the browser); the value is the mex of
        // what can be read.
        let mut values = Values::with_capacity(10);
        let mut search = Search::default();
        for _ in 0..2_100 {
            let value = search.next_value(&BadRules, &values).unwrap();
            values.push(value);
        }
    }

    #[test]
    fn a_search_given_another_sequence_starts_over() {
        let code: crate::games::octal::OctalCode = "0.6".parse().unwrap();
        let mut search = Search::default();
        let mut run = |n: usize| {
            let mut values = Values::with_capacity(n);
            for _ in 0..n {
                let value = search.next_value(&code, &values).unwrap();
                values.push(value);
            }
            values.values
        };
        let first = run(3_000);
        assert_eq!(run(2_500), first[..2_500]);
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
