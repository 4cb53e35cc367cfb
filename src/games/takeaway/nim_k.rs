//! Moore's Nim_k: a move takes stones from at least 1 and at most k heaps (any positive amount
//! from each heap chosen); whoever takes the last stone wins.
//!
//! Moore's theorem: write the heaps in binary and add each column in ordinary arithmetic; the
//! position is lost for the player to move exactly when every column sum is a multiple of k + 1.
//! The vector of column sums mod (k + 1) decides win or loss; it is not the Grundy value (for
//! k ≥ 2 the value of a position is found by search only, and differs from that vector read in
//! base k + 1: the tests show it).
//!
//! Notation: `2: 3 4 5` (k, a colon, the heaps; the address writes `2:3,4,5`). A move lists
//! Nim moves joined by `+`: `1-3+2-1` takes 3 from heap 1 and 1 from heap 2.

use std::fmt;
use std::str::FromStr;

use super::subtraction::least_move;
use super::{ParseTakeawayError, TakeawayMoveError, TakeawayReason, heaps, parse_k, split_rule, take};
use crate::engine::Nimber;
use crate::games::nim::{MAX_PILE, MAX_PILES, NimMove, NimPosition};
use crate::games::{ComputerMove, Playable, Splice};

/// The largest k (more than the heaps there can be).
pub const MAX_K: u32 = MAX_PILES as u32;
/// The Grundy value is searched only when all positions below number at most this many.
pub const GRUNDY_MAX_STATES: u64 = 20_000;
/// … and listing every option of every one of them takes at most this many steps.
pub const GRUNDY_MAX_WORK: u64 = 600_000;
/// The winning moves are looked for in at most this many steps of the column search.
const MOVE_SEARCH_BUDGET: usize = 200_000;
/// At most this many winning moves are found (the API lists 64).
pub const MAX_FOUND_MOVES: usize = 256;

/// A Nim_k position: k and the heaps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimKPosition {
    pub k: u32,
    pub heaps: NimPosition,
}

impl NimKPosition {
    /// The address form: `2:3,4,5`.
    pub fn to_url(&self) -> String {
        format!("{}:{}", self.k, self.heaps.to_url())
    }

    /// How many bit columns the heaps need (at least one).
    pub fn width(&self) -> u32 {
        self.heaps.piles().iter().map(|&h| 64 - h.leading_zeros()).max().unwrap_or(0).max(1)
    }

    /// The sum of column `bit` (how many heaps have that bit set).
    pub fn column_sum(&self, bit: u32) -> u32 {
        self.heaps.piles().iter().filter(|&&h| bit < 64 && h >> bit & 1 == 1).count() as u32
    }

    /// Moore's rule: lost for the player to move exactly when every column sum is a multiple
    /// of k + 1.
    pub fn is_p_position(&self) -> bool {
        let modulus = self.k + 1;
        (0..64).all(|bit| self.column_sum(bit).is_multiple_of(modulus))
    }

    /// The size of the exact search for the Grundy value: (positions, steps).
    pub fn search_size(&self) -> (u64, u64) {
        let live: Vec<u64> = self.heaps.piles().iter().copied().filter(|&h| h > 0).collect();
        let states = live.iter().fold(1u64, |acc, &h| acc.saturating_mul(h + 1));
        // work[c]: over all positions below, the options that take from c chosen heaps.
        let k = self.k as usize;
        let mut work = vec![0u64; k + 1];
        work[0] = 1;
        for &h in &live {
            let mut next = vec![0u64; k + 1];
            for c in 0..=k {
                next[c] = next[c].saturating_add(work[c].saturating_mul(h + 1));
                if c < k {
                    next[c + 1] = next[c + 1].saturating_add(work[c].saturating_mul(h * (h + 1) / 2));
                }
            }
            work = next;
        }
        let steps = work.iter().skip(1).fold(0u64, |acc, &w| acc.saturating_add(w));
        (states, steps)
    }

    /// The Grundy value by exhaustive search, when the search is within the limits.
    pub fn grundy(&self) -> Option<Nimber> {
        let (states, steps) = self.search_size();
        if states > GRUNDY_MAX_STATES || steps > GRUNDY_MAX_WORK {
            return None;
        }
        let live: Vec<u64> = self.heaps.piles().iter().copied().filter(|&h| h > 0).collect();
        Some(
            grundy_table(&live, self.k as usize)
                .last()
                .copied()
                .map_or(Nimber::ZERO, |v| Nimber(u64::from(v))),
        )
    }

    /// Every move to a P-position (at most [`MAX_FOUND_MOVES`], and within a bounded search),
    /// fewest heaps first.
    pub fn winning_moves(&self, cap: usize) -> Vec<NimKMove> {
        if self.is_p_position() {
            return Vec::new();
        }
        let heaps = self.heaps.piles();
        let mut finder = Finder {
            heaps,
            k: (self.k as usize).min(heaps.len()),
            cap,
            budget: MOVE_SEARCH_BUDGET,
            found: Vec::new(),
        };
        let mut values = vec![0u64; heaps.len()];
        finder.search(self.width() as i32 - 1, 0, &mut values);
        let mut moves: Vec<NimKMove> = finder.found;
        // Distinct moves have distinct keys: the order does not depend on the sort's stability.
        moves.sort_unstable_by(|a, b| {
            let key = |m: &NimKMove| m.takes.iter().map(|t| (t.pile, t.take)).collect::<Vec<_>>();
            (a.takes.len(), key(a)).cmp(&(b.takes.len(), key(b)))
        });
        moves
    }

    /// A random position: k = 2 or 3, 3 to 5 heaps up to 9.
    pub fn random(rng: &mut fastrand::Rng) -> NimKPosition {
        let (k, count) = (rng.u32(2..=3), rng.usize(3..=5));
        NimKPosition { k, heaps: NimPosition::random(rng, count, 9) }
    }
}

/// What Moore's construction does at one bit column (see [`NimKPosition::moore`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MooreAction {
    /// The column already sums to a multiple of k + 1: the heaps keep their bits (lowered heaps
    /// take 0 here).
    Keep,
    /// Lower these heaps (counted from 0), each with a 1 here and so far unchanged: they take 0
    /// here and are free below. The column loses `residue` ones.
    Lower(Vec<usize>),
    /// Give these already-lowered heaps a 1 here (the others 0): the column gains
    /// k + 1 − `residue` ones.
    Raise(Vec<usize>),
}

/// One column of Moore's construction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MooreStep {
    pub bit: u32,
    /// How many heaps, still at their old size, have a 1 in this column.
    pub unchanged_ones: u32,
    /// How many heaps were lowered in higher columns (free in this one).
    pub free: u32,
    /// `unchanged_ones` mod (k + 1): what the column must lose or make up.
    pub residue: u32,
    pub action: MooreAction,
}

impl NimKPosition {
    /// Moore's construction of a winning move, column by column from the top: where a column's
    /// ones among unchanged heaps leave a residue r mod (k + 1), either lower r of those heaps
    /// (when the lowered heaps stay at most k) or give k + 1 − r of the heaps lowered earlier a
    /// 1 (there are enough exactly when lowering would pass k). `None` for a P-position.
    pub fn moore(&self) -> Option<(Vec<MooreStep>, NimKMove)> {
        if self.is_p_position() {
            return None;
        }
        let heaps = self.heaps.piles();
        let k = self.k as usize;
        let modulus = self.k + 1;
        let mut free: Vec<usize> = Vec::new();
        let mut values = vec![0u64; heaps.len()];
        let mut steps = Vec::new();
        for bit in (0..self.width()).rev() {
            let ones: Vec<usize> =
                (0..heaps.len()).filter(|i| !free.contains(i) && heaps[*i] >> bit & 1 == 1).collect();
            let residue = ones.len() as u32 % modulus;
            let free_before = free.len() as u32;
            let action = if residue == 0 {
                MooreAction::Keep
            } else if free.len() + residue as usize <= k {
                MooreAction::Lower(ones[..residue as usize].to_vec())
            } else {
                let raise = (modulus - residue) as usize;
                MooreAction::Raise(free[..raise.min(free.len())].to_vec())
            };
            for &i in &ones {
                if !matches!(&action, MooreAction::Lower(lowered) if lowered.contains(&i)) {
                    values[i] |= 1 << bit;
                }
            }
            match &action {
                MooreAction::Lower(lowered) => free.extend(lowered),
                MooreAction::Raise(raised) => {
                    for &i in raised {
                        values[i] |= 1 << bit;
                    }
                }
                MooreAction::Keep => {}
            }
            steps.push(MooreStep {
                bit,
                unchanged_ones: ones.len() as u32,
                free: free_before,
                residue,
                action,
            });
        }
        free.sort_unstable();
        let takes = free.iter().map(|&i| NimMove { pile: i, take: heaps[i] - values[i] }).collect();
        Some((steps, NimKMove { takes }))
    }
}

/// Grundy values of every position y ≤ `heaps` (componentwise), in mixed-radix order: the
/// last is `heaps` itself.
fn grundy_table(heaps: &[u64], k: usize) -> Vec<u32> {
    let strides: Vec<usize> = heaps
        .iter()
        .scan(1usize, |stride, &h| {
            let current = *stride;
            *stride *= h as usize + 1;
            Some(current)
        })
        .collect();
    let total: usize = heaps.iter().map(|&h| h as usize + 1).product();
    let mut values = vec![0u32; total];
    let mut seen: Vec<usize> = Vec::new();
    let mut stamp = 0usize;
    let mut digits = vec![0u32; heaps.len()];
    for index in 0..total {
        let mut rest = index;
        for (digit, &h) in digits.iter_mut().zip(heaps) {
            *digit = (rest % (h as usize + 1)) as u32;
            rest /= h as usize + 1;
        }
        stamp += 1;
        // Options: a nonempty set of at most k heaps, each lowered; depth-first over heaps with
        // an explicit stack of (next heap, chosen so far, index reached).
        let mut stack = vec![(0usize, 0usize, index)];
        while let Some((heap, chosen, at)) = stack.pop() {
            if heap == heaps.len() {
                if chosen > 0 {
                    let v = values[at] as usize;
                    if v >= seen.len() {
                        seen.resize(v + 1, 0);
                    }
                    seen[v] = stamp;
                }
                continue;
            }
            stack.push((heap + 1, chosen, at));
            if chosen < k {
                for lower in 1..=digits[heap] as usize {
                    stack.push((heap + 1, chosen + 1, at - lower * strides[heap]));
                }
            }
        }
        let mex = (0..).find(|&v| seen.get(v).is_none_or(|&s| s != stamp)).unwrap_or(0);
        values[index] = mex as u32;
    }
    values
}

/// The column search for winning moves: bit by bit from the top, each heap either still equal
/// to its old size ("tight") or already lowered ("free"); a tight heap with a 1 may drop to 0
/// (and becomes free) while at most k heaps are free; each column must sum to a multiple of
/// k + 1. Moore's argument shows a choice always exists, so every branch ends in a move.
struct Finder<'a> {
    heaps: &'a [u64],
    k: usize,
    cap: usize,
    budget: usize,
    found: Vec<NimKMove>,
}

impl Finder<'_> {
    fn search(&mut self, bit: i32, free: u64, values: &mut [u64]) {
        if self.found.len() >= self.cap || self.budget == 0 {
            return;
        }
        self.budget -= 1;
        if bit < 0 {
            if free != 0 {
                let takes = (0..self.heaps.len())
                    .filter(|&i| free >> i & 1 == 1)
                    .map(|i| NimMove { pile: i, take: self.heaps[i] - values[i] })
                    .collect();
                self.found.push(NimKMove { takes });
            }
            return;
        }
        let b = bit as u32;
        let tight_ones: Vec<usize> =
            (0..self.heaps.len()).filter(|&i| free >> i & 1 == 0 && self.heaps[i] >> b & 1 == 1).collect();
        let free_list: Vec<usize> = (0..self.heaps.len()).filter(|&i| free >> i & 1 == 1).collect();
        let (t, f) = (tight_ones.len(), free_list.len());
        let modulus = self.k + 1;
        for d in 0..=t.min(self.k - f) {
            for dropped in Combinations::new(t, d) {
                let kept = t - d;
                let mut j = (modulus - kept % modulus) % modulus;
                while j <= f {
                    for ones in Combinations::new(f, j) {
                        let mut new_free = free;
                        for (n, &i) in tight_ones.iter().enumerate() {
                            if dropped >> n & 1 == 1 {
                                new_free |= 1 << i;
                            } else {
                                values[i] |= 1 << b;
                            }
                        }
                        for (n, &i) in free_list.iter().enumerate() {
                            if ones >> n & 1 == 1 {
                                values[i] |= 1 << b;
                            }
                        }
                        self.search(bit - 1, new_free, values);
                        for &i in tight_ones.iter().chain(&free_list) {
                            values[i] &= !(1 << b);
                        }
                        if self.found.len() >= self.cap || self.budget == 0 {
                            return;
                        }
                    }
                    j += modulus;
                }
            }
        }
    }
}

/// The subsets of size `size` of `0..len` (len ≤ 64) as bit masks, in increasing order
/// (Gosper's hack).
struct Combinations {
    next: Option<u128>,
    len: u32,
}

impl Combinations {
    fn new(len: usize, size: usize) -> Combinations {
        let next = (size <= len).then(|| if size == 0 { 0 } else { (1u128 << size) - 1 });
        Combinations { next, len: len as u32 }
    }
}

impl Iterator for Combinations {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        let current = self.next?;
        self.next = if current == 0 {
            None
        } else {
            let lowest = current & current.wrapping_neg();
            let ripple = current + lowest;
            let next = (((ripple ^ current) >> 2) / lowest) | ripple;
            (next >> self.len == 0).then_some(next)
        };
        Some(current as u64)
    }
}

impl Default for NimKPosition {
    /// Seed 003's Nim_k with k = 2 on the heaps 3 4 5.
    fn default() -> Self {
        NimKPosition { k: 2, heaps: NimPosition::new(vec![3, 4, 5]).unwrap_or_default() }
    }
}

impl FromStr for NimKPosition {
    type Err = ParseTakeawayError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (head, tail) = split_rule(text, "2: 3 4 5")?;
        Ok(NimKPosition { k: parse_k(head, MAX_K)?, heaps: heaps(tail, MAX_PILE)? })
    }
}

impl fmt::Display for NimKPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.k, self.heaps)
    }
}

/// A Nim_k move: one Nim move per heap chosen, in heap order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimKMove {
    pub takes: Vec<NimMove>,
}

impl fmt::Display for NimKMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, mv) in self.takes.iter().enumerate() {
            if index > 0 {
                f.write_str("+")?;
            }
            write!(f, "{mv}")?;
        }
        Ok(())
    }
}

/// Why text is not a Nim_k move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNimKMoveError {
    pub text: String,
}

impl FromStr for NimKMove {
    type Err = ParseNimKMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseNimKMoveError { text: text.chars().take(40).collect() };
        if text.len() > 1_000 {
            return Err(error());
        }
        let mut takes: Vec<NimMove> = text
            .split('+')
            .map(|part| part.parse::<NimMove>().map_err(|_| error()))
            .collect::<Result<_, _>>()?;
        takes.sort_unstable_by_key(|m| (m.pile, m.take));
        Ok(NimKMove { takes })
    }
}

/// Moore's Nim_k.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NimK;

impl Playable for NimK {
    type Position = NimKPosition;
    type Move = NimKMove;
    type ParseError = ParseTakeawayError;
    type MoveError = TakeawayMoveError;
    type Reason = TakeawayReason;

    const ID: &'static str = "nim-k";

    fn is_over(&self, position: &NimKPosition) -> bool {
        position.heaps.piles().iter().all(|&h| h == 0)
    }

    fn play(&self, position: &NimKPosition, mv: &NimKMove) -> Result<NimKPosition, TakeawayMoveError> {
        if mv.takes.is_empty() {
            return Err(TakeawayMoveError::Nim(crate::games::nim::NimError::TakeNothing));
        }
        if mv.takes.len() > position.k as usize {
            return Err(TakeawayMoveError::TooManyHeaps { chosen: mv.takes.len(), k: position.k });
        }
        let mut heaps = position.heaps.clone();
        for (index, step) in mv.takes.iter().enumerate() {
            if mv.takes[..index].iter().any(|m| m.pile == step.pile) {
                return Err(TakeawayMoveError::SameHeapTwice { heap: step.pile + 1 });
            }
            heaps = take(&heaps, step.pile, step.take)?;
        }
        Ok(NimKPosition { k: position.k, heaps })
    }

    fn grundy(&self, position: &NimKPosition) -> Option<Nimber> {
        position.grundy()
    }

    fn texts_after(
        &self,
        before: &NimKPosition,
        text: &str,
        listed: &[(NimKMove, NimKPosition)],
    ) -> Option<Vec<Splice>> {
        before.heaps.splices(text, &mut listed.iter().map(|(_, p)| &p.heaps))
    }

    /// Between 1 and k heaps that have stones, chosen at random, and from each a random take:
    /// every legal move has a chance.
    fn random_move(&self, position: &NimKPosition, rng: &mut fastrand::Rng) -> Option<NimKMove> {
        let mut open: Vec<usize> =
            (0..position.heaps.piles().len()).filter(|&i| position.heaps.piles()[i] > 0).collect();
        let most = open.len().min(position.k as usize);
        if most == 0 {
            return None;
        }
        rng.shuffle(&mut open);
        open.truncate(rng.usize(1..=most));
        open.sort_unstable();
        let takes =
            open.into_iter().map(|pile| NimMove { pile, take: rng.u64(1..=position.heaps.piles()[pile]) });
        Some(NimKMove { takes: takes.collect() })
    }

    fn outcome(&self, position: &NimKPosition) -> crate::games::Outcome {
        if position.is_p_position() { crate::games::Outcome::P } else { crate::games::Outcome::N }
    }

    fn winning_moves(&self, position: &NimKPosition) -> Vec<NimKMove> {
        position.winning_moves(MAX_FOUND_MOVES)
    }

    fn computer_move(&self, position: &NimKPosition) -> Option<ComputerMove<NimKMove, TakeawayReason>> {
        if self.is_over(position) {
            return None;
        }
        if let Some((_, mv)) = position.moore() {
            return Some(ComputerMove { mv, reason: TakeawayReason::Columns { modulus: position.k + 1 } });
        }
        least_move(&position.heaps, &[1]).map(|mv| ComputerMove {
            mv: NimKMove { takes: vec![mv] },
            reason: TakeawayReason::NoWinningMove,
        })
    }
}
