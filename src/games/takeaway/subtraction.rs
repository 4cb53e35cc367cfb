//! Subtraction games: heaps and a subtraction set S; a move takes s ∈ S stones from one heap.
//! Normal play (`subtraction`) is valued by the Grundy sequence of one heap, which is
//! eventually periodic for a finite set; misère play (`misere-subtraction`) is decided by search.
//!
//! Notation: `1,3,4: 7 5` (the set, a colon, the heaps; the address writes `1,3,4:7,5`). Sets
//! without end ([`endless`]): `squares: 10 20`, `all-but 2,3,7: 10`, `3..14: 10 20 30`.
//! A move is Nim's `heap-take`: `1-3` takes 3 stones from heap 1.

pub mod endless;

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;
use std::str::FromStr;

use super::{
    ParseTakeawayError, Quantity, TakeawayMoveError, TakeawayReason, heaps, join, number, split_rule, take,
    tokens,
};
use crate::engine::trace::{Describe, MoveTerm, PositionTerm};
use crate::engine::{Impartial, Nimber};
use crate::games::nim::{self, NimMove, NimPosition};
use crate::games::{ComputerMove, Outcome, Playable, Splice};
pub use endless::TakeSet;
use endless::{range_grundy, table};

/// At most this many members in a subtraction set.
pub const MAX_SET: usize = 10;
/// The largest member of a subtraction set.
pub const MAX_MEMBER: u32 = 1_000;
/// The largest heap (10¹⁸): a range's closed form and a finite set's period value any heap;
/// the squares' and the all-but sets' tables stop at [`endless::MAX_COMPUTED_HEAP`].
pub const MAX_HEAP: u64 = nim::MAX_HEAPS_EVER;
/// The sequence is computed at most this far while looking for its period (4 MB of values; the
/// slowest sets of members up to 1000 found so far show theirs after about 1.5 million terms,
/// and none is known to need more: past this a heap beyond the values is refused, not guessed).
pub const MAX_TERMS: usize = 4_000_000;

/// A subtraction set: distinct members from 1 to [`MAX_MEMBER`], ascending.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet(Vec<u32>);

impl SubtractionSet {
    /// The set of `members` (sorted, duplicates dropped), or why it is not one.
    pub fn new(members: &[u32]) -> Result<SubtractionSet, ParseTakeawayError> {
        let mut members = members.to_vec();
        members.sort_unstable();
        members.dedup();
        if members.is_empty() {
            return Err(ParseTakeawayError::EmptySet);
        }
        if members.len() > MAX_SET {
            return Err(ParseTakeawayError::SetTooLarge { count: members.len(), limit: MAX_SET });
        }
        if let Some(&bad) = members.iter().find(|&&m| m == 0 || m > MAX_MEMBER) {
            return Err(ParseTakeawayError::OutOfRange {
                what: Quantity::Member,
                token: bad.to_string(),
                min: 1,
                max: u64::from(MAX_MEMBER),
            });
        }
        Ok(SubtractionSet(members))
    }

    pub fn members(&self) -> &[u32] {
        &self.0
    }

    pub fn largest(&self) -> u32 {
        self.0.last().copied().unwrap_or(1)
    }

    pub fn smallest(&self) -> u32 {
        self.0.first().copied().unwrap_or(1)
    }

    pub fn contains(&self, take: u32) -> bool {
        self.0.binary_search(&take).is_ok()
    }
}

impl FromStr for SubtractionSet {
    type Err = ParseTakeawayError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let parts = tokens(text.trim().trim_start_matches('{').trim_end_matches('}'));
        if parts.is_empty() {
            return Err(ParseTakeawayError::EmptySet);
        }
        if parts.len() > MAX_SET * 4 {
            return Err(ParseTakeawayError::SetTooLarge { count: parts.len(), limit: MAX_SET });
        }
        let members = parts
            .iter()
            .map(|t| number(t, Quantity::Member, 1, u64::from(MAX_MEMBER)).map(|m| m as u32))
            .collect::<Result<Vec<_>, _>>()?;
        SubtractionSet::new(&members)
    }
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&join(self.0.iter().copied(), ","))
    }
}

/// How a sequence repeats, and the proof: the `width` values from `window` on appear again
/// from `window + period` on; each value depends only on the `width` (= max S) values before
/// it, so from `window` on the sequence repeats with that period for ever.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The first index of the repeating part: g(n + period) = g(n) exactly for n ≥ preperiod.
    pub preperiod: usize,
    /// The fundamental period (the smallest).
    pub period: usize,
    /// Where the window that repeated starts (its copy starts at `window + period`).
    pub window: usize,
    /// The window's length: the set's largest member.
    pub width: usize,
}

/// Which rule a sequence follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SequenceRule {
    /// Grundy values: g(n) = mex{g(n − s) : s ∈ S, s ≤ n}.
    Grundy,
    /// Misère outcomes of one heap: 1 (N) when no move is possible or some move reaches a 0
    /// (P), else 0.
    Misere,
}

/// The values g(0), g(1), … of one heap under a subtraction set, with its period once found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sequence {
    pub set: SubtractionSet,
    pub rule: SequenceRule,
    /// The computed prefix.
    pub values: Vec<u8>,
    /// `None` when no period appeared within the computed prefix.
    pub period: Option<Period>,
}

impl Sequence {
    /// Computes at least `min_terms` values (at most [`MAX_TERMS`]) and goes on until the
    /// period is found or [`MAX_TERMS`] values are known.
    pub fn compute(set: &SubtractionSet, rule: SequenceRule, min_terms: usize) -> Sequence {
        let min_terms = min_terms.min(MAX_TERMS);
        let width = set.largest() as usize;
        let members = set.members();
        let mut values: Vec<u8> = Vec::with_capacity(min_terms.max(4 * width + 64));
        // The window of `width` values before n, as a polynomial hash (wrapping arithmetic).
        const BASE: u64 = 0x100_0000_01b3;
        let top = (0..width.saturating_sub(1)).fold(1u64, |acc, _| acc.wrapping_mul(BASE));
        let mut hash = 0u64;
        let mut seen: HashMap<u64, usize, BuildHasherDefault<KeyIsHash>> = HashMap::with_capacity_and_hasher(
            (min_terms / width.max(1)).max(1_024),
            BuildHasherDefault::default(),
        );
        let mut period = None;
        let mut n = 0usize;
        while n < MAX_TERMS && (period.is_none() || n < min_terms) {
            if period.is_none() && n >= width {
                // The window values[n - width .. n] decides every value from n on. Only every
                // width-th window is kept (the table stays small), and every window is looked up:
                // once the values repeat with period p from index a on, the first kept window at
                // r ≥ a + width comes back at r + p, so the repeat is found by a + 2·width + p.
                match seen.get(&hash) {
                    Some(&earlier) if values[earlier - width..earlier] == values[n - width..n] => {
                        period = Some(Self::reduce(&values, earlier - width, n - earlier, width));
                    }
                    Some(_) => {}
                    None if n.is_multiple_of(width) => {
                        seen.insert(hash, n);
                    }
                    None => {}
                }
                if period.is_some() {
                    seen = HashMap::default();
                    if n >= min_terms {
                        break;
                    }
                }
            }
            let mut options = 0u32;
            let mut any = false;
            for &s in members {
                let s = s as usize;
                if s > n {
                    break;
                }
                any = true;
                options |= 1 << values[n - s];
            }
            let value = match rule {
                SequenceRule::Grundy => options.trailing_ones() as u8,
                SequenceRule::Misere => u8::from(!any || options & 1 == 1),
            };
            values.push(value);
            if width > 0 {
                if n >= width {
                    hash = hash.wrapping_sub(u64::from(values[n - width]).wrapping_add(1).wrapping_mul(top));
                }
                hash = hash.wrapping_mul(BASE).wrapping_add(u64::from(value) + 1);
            }
            n += 1;
        }
        Sequence { set: set.clone(), rule, values, period }
    }

    /// From a repeat of the window at `window` after `period` values: the smallest period (a
    /// divisor of the one found that also repeats the window) and the earliest index from which
    /// the sequence repeats with it.
    fn reduce(values: &[u8], window: usize, period: usize, width: usize) -> Period {
        let repeats = |p: usize| (window..window + width).all(|i| values[i] == values[i + p]);
        let mut period = period;
        let mut divisor = 2;
        while divisor <= period {
            if period.is_multiple_of(divisor) && repeats(period / divisor) {
                period /= divisor;
            } else {
                divisor += 1;
            }
        }
        let mut preperiod = window;
        while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
            preperiod -= 1;
        }
        Period { preperiod, period, window, width }
    }

    /// The value of a heap of `n`, through the period beyond the computed prefix; `None` when
    /// `n` is beyond the prefix and no period was found.
    pub fn value(&self, n: u64) -> Option<u8> {
        if let Ok(index) = usize::try_from(n)
            && index < self.values.len()
        {
            return Some(self.values[index]);
        }
        let period = self.period?;
        let offset = (n - period.preperiod as u64) % period.period as u64;
        self.values.get(period.preperiod + offset as usize).copied()
    }
}

/// The keys of the window table are hashes already: used as they are.
#[derive(Default)]
struct KeyIsHash(u64);

impl Hasher for KeyIsHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

thread_local! {
    static CACHE: RefCell<Vec<Rc<Sequence>>> = const { RefCell::new(Vec::new()) };
}

/// The sequence of `set` under `rule`, computed until its period (remembered: the last few
/// sets are kept, so a game's many calls compute it once).
pub fn sequence(set: &SubtractionSet, rule: SequenceRule) -> Rc<Sequence> {
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(found) = cache.iter().find(|s| s.set == *set && s.rule == rule) {
            return found.clone();
        }
        let computed = Rc::new(Sequence::compute(set, rule, 0));
        if cache.len() >= 4 {
            cache.remove(0);
        }
        cache.push(computed.clone());
        computed
    })
}

/// A position: what a move may take and the heaps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionPosition {
    pub set: TakeSet,
    pub heaps: NimPosition,
}

/// At most this many moves are listed by [`SubtractionPosition::moves`] (a range or an all-but
/// set allows up to a heap's size from each heap).
pub const MAX_LISTED_MOVES: usize = 100_000;
/// At most this many takes in [`SubtractionPosition::board_takes`].
pub const MAX_BOARD_TAKES: usize = 256;
/// At most this many winning moves per heap are listed for a range (the smallest takes first).
pub const MAX_WINNING_PER_HEAP: usize = 64;

/// The values of a set's heaps: the periodic sequence, a computed table or the range's formula.
enum Valuer {
    Finite(Rc<Sequence>),
    Table(Rc<Vec<u32>>),
    Range(u64, u64),
}

impl Valuer {
    /// For heaps up to `largest`.
    fn new(set: &TakeSet, largest: u64) -> Valuer {
        match set {
            TakeSet::Finite(set) => Valuer::Finite(sequence(set, SequenceRule::Grundy)),
            TakeSet::Range { low, high } => Valuer::Range(*low, *high),
            TakeSet::Squares | TakeSet::AllBut(_) => Valuer::Table(table(set, largest).unwrap_or_default()),
        }
    }

    fn value(&self, n: u64) -> u64 {
        match self {
            Valuer::Finite(sequence) => u64::from(sequence.value(n).unwrap_or(0)),
            Valuer::Table(values) => {
                usize::try_from(n).ok().and_then(|n| values.get(n)).map_or(0, |&v| u64::from(v))
            }
            Valuer::Range(low, high) => range_grundy(*low, *high, n),
        }
    }
}

impl SubtractionPosition {
    /// The address form: `1,3,4:7,5` (`all-but2,3:10`: no space).
    pub fn to_url(&self) -> String {
        let set = self.set.to_string().replace(' ', "");
        format!("{set}:{}", self.heaps.to_url())
    }

    fn parse_with(text: &str, rule: SequenceRule) -> Result<SubtractionPosition, ParseTakeawayError> {
        let (head, tail) = split_rule(text, "1,3,4: 7 5")?;
        let set: TakeSet = head.parse()?;
        let heaps = heaps(tail, MAX_HEAP)?;
        if let Some(max) = set.computed_limit()
            && let Some(index) = heaps.piles().iter().position(|&h| h > max)
        {
            return Err(ParseTakeawayError::HeapTooLarge { heap: index + 1, max });
        }
        if let TakeSet::Finite(finite) = &set {
            let sequence = sequence(finite, rule);
            if sequence.period.is_none() && heaps.piles().iter().any(|&h| h >= sequence.values.len() as u64) {
                return Err(ParseTakeawayError::NoPeriodFound { terms: sequence.values.len() });
            }
        }
        Ok(SubtractionPosition { set, heaps })
    }

    fn valuer(&self) -> Valuer {
        Valuer::new(&self.set, self.heaps.piles().iter().copied().max().unwrap_or(0))
    }

    /// The Grundy value of each heap.
    pub fn values(&self) -> Vec<Nimber> {
        let valuer = self.valuer();
        self.heaps.piles().iter().map(|&h| Nimber(valuer.value(h))).collect()
    }

    /// The nim-sum of the heaps' values: the position's value.
    pub fn nim_sum(&self) -> Nimber {
        Nimber::nim_sum(self.values())
    }

    fn with_heaps(&self, heaps: NimPosition) -> SubtractionPosition {
        SubtractionPosition { set: self.set.clone(), heaps }
    }

    fn play(&self, mv: &NimMove) -> Result<SubtractionPosition, TakeawayMoveError> {
        if !self.set.allows(mv.take) {
            let stones = self.heaps.piles().get(mv.pile).copied();
            if stones.is_some() && mv.take > 0 {
                return Err(TakeawayMoveError::NotInSet { take: mv.take, set: self.set.to_string() });
            }
        }
        Ok(self.with_heaps(take(&self.heaps, mv.pile, mv.take)?))
    }

    /// Every legal move, heap by heap, smallest take first (at most [`MAX_LISTED_MOVES`]).
    pub fn moves(&self) -> Vec<NimMove> {
        let mut moves = Vec::new();
        for (pile, &stones) in self.heaps.piles().iter().enumerate() {
            let room = MAX_LISTED_MOVES - moves.len();
            for take in self.set.takes(stones, room) {
                moves.push(NimMove { pile, take });
            }
            if moves.len() >= MAX_LISTED_MOVES {
                break;
            }
        }
        moves
    }

    /// The takes a board offers: every legal take up to the largest heap, smallest first, at
    /// most [`MAX_BOARD_TAKES`] (a heap's buttons are the first few that fit it).
    pub fn board_takes(&self) -> Vec<u64> {
        let largest = self.heaps.piles().iter().copied().max().unwrap_or(0);
        self.set.takes(largest, MAX_BOARD_TAKES)
    }

    fn is_over(&self) -> bool {
        let smallest = self.set.smallest();
        self.heaps.piles().iter().all(|&h| h < smallest)
    }

    /// The moves to a position of value `target` (the winning moves for 0): each heap moves to
    /// its value ⊕ the change the nim-sum needs, found by the heap's rule, never by listing
    /// every take (a range's heap of 10¹⁸ costs O(1)).
    pub fn moves_to(&self, target: Nimber) -> Vec<NimMove> {
        let values = self.values();
        let change = Nimber::nim_sum(values.iter().copied()) ^ target;
        let mut moves = Vec::new();
        if change.is_zero() {
            return moves;
        }
        let valuer = self.valuer();
        for (pile, &value) in values.iter().enumerate() {
            self.moves_to_value(&valuer, pile, (value ^ change).value(), &mut moves);
        }
        moves
    }

    /// The moves from heap `pile` to a heap of value `target` (for a range, at most
    /// [`MAX_WINNING_PER_HEAP`], smallest take first).
    fn moves_to_value(&self, valuer: &Valuer, pile: usize, target: u64, out: &mut Vec<NimMove>) {
        let stones = self.heaps.piles()[pile];
        let mut push = |take: u64| out.push(NimMove { pile, take });
        match &self.set {
            TakeSet::Finite(_) | TakeSet::Squares => {
                for take in self.set.takes(stones, usize::MAX) {
                    if valuer.value(stones - take) == target {
                        push(take);
                    }
                }
            }
            TakeSet::AllBut(_) => {
                // Every smaller heap with the target value, largest first (smallest take first).
                for to in (0..stones).rev() {
                    if valuer.value(to) == target && self.set.allows(stones - to) {
                        push(stones - to);
                    }
                }
            }
            &TakeSet::Range { low, high } => {
                if stones < low {
                    return;
                }
                // Heaps m from stones − min(high, stones) to stones − low with
                // ⌊(m mod (low + high)) / low⌋ = target: residues target·low to target·low + low − 1.
                let (first, last) = (stones - high.min(stones), stones - low);
                let period = low.saturating_add(high);
                // The residues stop at period − 1: the top quotient's interval is cut short.
                let Some(from) = target.checked_mul(low).filter(|&f| f < period) else {
                    return;
                };
                let to = from.saturating_add(low - 1).min(period - 1);
                let mut found = 0;
                // From the largest heap left down (the smallest take first); the window is
                // shorter than a period, so it meets at most two of the residue intervals.
                let top = last / period;
                for block in [Some(top), top.checked_sub(1)].into_iter().flatten() {
                    let base = block * period;
                    let (lo, hi) = (base.saturating_add(from).max(first), base.saturating_add(to).min(last));
                    let mut m = hi;
                    while m >= lo && found < MAX_WINNING_PER_HEAP {
                        push(stones - m);
                        found += 1;
                        if m == 0 {
                            break;
                        }
                        m -= 1;
                    }
                }
            }
        }
    }

    /// A random position: a set of 2 or 3 small members and 2 to 4 heaps.
    pub fn random(rng: &mut fastrand::Rng) -> SubtractionPosition {
        let mut members: Vec<u32> = vec![1];
        for _ in 0..rng.usize(1..=2) {
            members.push(rng.u32(2..=6));
        }
        let set = SubtractionSet::new(&members).unwrap_or_else(|_| SubtractionSet(vec![1, 3, 4]));
        let count = rng.usize(2..=4);
        let heaps = NimPosition::random(rng, count, 15);
        SubtractionPosition { set: TakeSet::Finite(set), heaps }
    }
}

impl Default for SubtractionPosition {
    /// Seed 001's exercise: S = {1, 3, 4}, heaps 7 and 5.
    fn default() -> Self {
        SubtractionPosition {
            set: TakeSet::Finite(SubtractionSet(vec![1, 3, 4])),
            heaps: NimPosition::new(vec![7, 5]).unwrap_or_default(),
        }
    }
}

impl FromStr for SubtractionPosition {
    type Err = ParseTakeawayError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        SubtractionPosition::parse_with(text, SequenceRule::Grundy)
    }
}

impl fmt::Display for SubtractionPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.set, self.heaps)
    }
}

/// A move chosen uniformly among every legal one (counted, not listed).
fn random_take(position: &SubtractionPosition, rng: &mut fastrand::Rng) -> Option<NimMove> {
    let piles = position.heaps.piles();
    let counts: Vec<u64> = piles.iter().map(|&h| position.set.count_takes(h)).collect();
    // In u128: 64 heaps of 10¹⁸ under a wide range have more takes than u64 counts.
    let total: u128 = counts.iter().map(|&c| u128::from(c)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.u128(..total);
    for (pile, (&h, &count)) in piles.iter().zip(&counts).enumerate() {
        if pick < u128::from(count) {
            let take = position.set.nth_take(h, pick as u64)?;
            return Some(NimMove { pile, take });
        }
        pick -= u128::from(count);
    }
    None
}

/// From a lost position: the smallest take from the largest heap that allows one.
fn least_take(position: &SubtractionPosition) -> Option<NimMove> {
    let smallest = position.set.smallest();
    let (pile, &stones) = position
        .heaps
        .piles()
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h >= smallest)
        .max_by_key(|&(index, &stones)| (stones, std::cmp::Reverse(index)))?;
    let take = position.set.takes(stones, 1).first().copied()?;
    Some(NimMove { pile, take })
}

/// One heap of a subtraction game as an engine game (for the mex stepper): its value is read
/// from the sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionHeap(pub SubtractionSet);

impl Impartial for SubtractionHeap {
    type Position = u64;
    type Move = u64;

    fn options(&self, &n: &u64) -> Vec<(u64, u64)> {
        self.0.members().iter().map(|&s| u64::from(s)).filter(|&s| s <= n).map(|s| (s, n - s)).collect()
    }

    fn closed_form(&self, &n: &u64) -> Option<Nimber> {
        sequence(&self.0, SequenceRule::Grundy).value(n).map(|v| Nimber(u64::from(v)))
    }
}

impl Describe for SubtractionHeap {
    fn describe_move(&self, &take: &u64) -> MoveTerm {
        MoveTerm::Take(take)
    }
    fn describe_position(&self, &n: &u64) -> PositionTerm {
        PositionTerm::Pile(n)
    }
}

/// The subtraction game, normal play: whoever takes the last stones wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Subtraction;

impl Playable for Subtraction {
    type Position = SubtractionPosition;
    type Move = NimMove;
    type ParseError = ParseTakeawayError;
    type MoveError = TakeawayMoveError;
    type Reason = TakeawayReason;

    const ID: &'static str = "subtraction";

    fn random_move(&self, position: &SubtractionPosition, rng: &mut fastrand::Rng) -> Option<NimMove> {
        random_take(position, rng)
    }

    fn is_over(&self, position: &SubtractionPosition) -> bool {
        position.is_over()
    }

    fn play(
        &self,
        position: &SubtractionPosition,
        mv: &NimMove,
    ) -> Result<SubtractionPosition, TakeawayMoveError> {
        position.play(mv)
    }

    fn grundy(&self, position: &SubtractionPosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    fn texts_after(
        &self,
        before: &SubtractionPosition,
        text: &str,
        listed: &[(NimMove, SubtractionPosition)],
    ) -> Option<Vec<Splice>> {
        before.heaps.splices(text, &mut listed.iter().map(|(_, p)| &p.heaps))
    }

    fn winning_moves(&self, position: &SubtractionPosition) -> Vec<NimMove> {
        position.moves_to(Nimber::ZERO)
    }

    fn computer_move(&self, position: &SubtractionPosition) -> Option<ComputerMove<NimMove, TakeawayReason>> {
        if let Some(&mv) = self.winning_moves(position).first() {
            let nim_sum = position.nim_sum().value();
            return Some(ComputerMove { mv, reason: TakeawayReason::ToZero { nim_sum } });
        }
        least_take(position).map(|mv| ComputerMove { mv, reason: TakeawayReason::NoWinningMove })
    }
}

/// From a lost position: the smallest legal take from the largest heap (the game lasts longest
/// and the opponent has most room to go wrong).
pub(crate) fn least_move(heaps: &NimPosition, takes: &[u64]) -> Option<NimMove> {
    let (pile, &stones) = heaps
        .piles()
        .iter()
        .enumerate()
        .max_by_key(|&(index, &stones)| (stones, std::cmp::Reverse(index)))?;
    let take = takes.iter().copied().filter(|&t| t >= 1 && t <= stones).min()?;
    Some(NimMove { pile, take })
}

/// Positions searched at most by misère play of several heaps.
pub const MISERE_SEARCH_LIMIT: u64 = 200_000;
/// Moves looked at most by the misère search of a set without end (positions times takes).
pub const MISERE_WORK: u64 = 10_000_000;

/// A misère subtraction position: as [`SubtractionPosition`], but only positions the search
/// can decide parse (one heap with moves is decided by its periodic outcome sequence; several by
/// an exhaustive search of at most [`MISERE_SEARCH_LIMIT`] positions).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct MiserePosition(pub SubtractionPosition);

impl MiserePosition {
    /// The heaps that still allow a move (the others never change and do not matter).
    fn live(&self) -> Vec<u64> {
        let smallest = self.0.set.smallest();
        let mut live: Vec<u64> = self.0.heaps.piles().iter().copied().filter(|&h| h >= smallest).collect();
        live.sort_unstable();
        live
    }

    /// The size of the search this position needs (the product of live heap sizes + 1; one
    /// heap of a finite set needs none, its outcome sequence being periodic).
    pub fn search_size(&self) -> u64 {
        let live = self.live();
        if live.len() <= 1 && self.0.set.finite().is_some() {
            return 1;
        }
        live.iter().fold(1u64, |acc, &h| acc.saturating_mul(h.saturating_add(1)))
    }

    /// The moves the search looks at: its positions times the most takes a heap has.
    pub fn search_work(&self) -> u64 {
        let largest = self.live().last().copied().unwrap_or(0);
        self.search_size().saturating_mul(self.0.set.count_takes(largest).max(1))
    }
}

impl FromStr for MiserePosition {
    type Err = ParseTakeawayError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let position = MiserePosition(SubtractionPosition::parse_with(text, SequenceRule::Misere)?);
        let positions = position.search_size();
        if positions > MISERE_SEARCH_LIMIT {
            return Err(ParseTakeawayError::TooLargeToSearch { positions, limit: MISERE_SEARCH_LIMIT });
        }
        // A set without end may allow a heap's size in takes from each position.
        if position.0.set.finite().is_none() && position.search_work() > MISERE_WORK {
            return Err(ParseTakeawayError::TooLargeToSearch {
                positions: position.search_work(),
                limit: MISERE_WORK,
            });
        }
        Ok(position)
    }
}

impl fmt::Display for MiserePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Misère search of several heaps: whether the player to move wins, for every position within
/// a box of live heaps (each heap from 0 up to its size in the box), filled in one pass.
pub struct MisereSearch {
    set: TakeSet,
    /// The box: the live heaps of the position searched, sorted.
    bounds: Vec<u64>,
    /// Whether the player to move wins, by position in the box (heap `i` counts
    /// `strides[i]`; a move lowers one heap, so it leads to a smaller index).
    wins: Vec<bool>,
    strides: Vec<usize>,
}

thread_local! {
    /// The last search, kept for the next call on the same set (a page asks for the outcome,
    /// the winning moves and the computer's move of each position, and every position after a
    /// move lies within the box of the one before).
    static MISERE_MEMO: RefCell<Option<MisereSearch>> = const { RefCell::new(None) };
}

/// Runs `f` with the remembered search of `set` (a fresh one for another set).
pub fn with_misere_search<T>(set: &TakeSet, f: impl FnOnce(&mut MisereSearch) -> T) -> T {
    MISERE_MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        let search = match memo.take() {
            Some(search) if search.set == *set => search,
            _ => MisereSearch::new(set),
        };
        let search = memo.insert(search);
        f(search)
    })
}

impl MisereSearch {
    pub fn new(set: &TakeSet) -> MisereSearch {
        MisereSearch { set: set.clone(), bounds: Vec::new(), wins: Vec::new(), strides: Vec::new() }
    }

    /// Where the sorted live heaps `live` stand in the box, if they lie within it: heaps only
    /// shrink, so the `j`th largest heap of a later position is at most the `j`th largest
    /// bound (missing heaps count as empty).
    fn index(&self, live: &[u64]) -> Option<usize> {
        let skip = self.bounds.len().checked_sub(live.len())?;
        let mut index = 0;
        for (k, &heap) in live.iter().enumerate() {
            if heap > self.bounds[skip + k] {
                return None;
            }
            index += heap as usize * self.strides[skip + k];
        }
        Some(index)
    }

    /// Fills the table of the box `bounds`: a position with no move is won (the player who
    /// cannot move did not take the last stones), else it is won when some move leads to a lost
    /// position. Positions in index order, so every move's result is known when it is read.
    fn fill(&mut self, bounds: Vec<u64>) {
        let mut strides = Vec::with_capacity(bounds.len());
        let mut size = 1usize;
        for &bound in &bounds {
            strides.push(size);
            size = size.saturating_mul(usize::try_from(bound).unwrap_or(usize::MAX).saturating_add(1));
        }
        // A finite set's members, or every take up to the largest bound for a set without end.
        let largest = bounds.iter().copied().max().unwrap_or(0);
        let members: Vec<u64> = match self.set.finite() {
            Some(set) => set.members().iter().map(|&m| u64::from(m)).collect(),
            None => self.set.takes(largest, usize::MAX),
        };
        let mut wins: Vec<bool> = Vec::with_capacity(size);
        let mut heaps = vec![0u64; bounds.len()];
        for index in 0..size {
            let mut any = false;
            let mut to_lost = false;
            'heaps: for (&heap, &stride) in heaps.iter().zip(&strides) {
                for &s in &members {
                    if s > heap {
                        break;
                    }
                    any = true;
                    if !wins[index - s as usize * stride] {
                        to_lost = true;
                        break 'heaps;
                    }
                }
            }
            wins.push(!any || to_lost);
            // The next position: heap 0 counts fastest.
            for (heap, &bound) in heaps.iter_mut().zip(&bounds) {
                if *heap < bound {
                    *heap += 1;
                    break;
                }
                *heap = 0;
            }
        }
        (self.bounds, self.wins, self.strides) = (bounds, wins, strides);
    }

    /// Whether the player to move wins misère play from `heaps` (any order; dead heaps ignored).
    /// Several live heaps are looked up in the box, which is refilled for `heaps` when they lie
    /// outside it: at most [`MISERE_SEARCH_LIMIT`] positions for a [`MiserePosition`].
    pub fn wins(&mut self, heaps: &[u64]) -> bool {
        let smallest = self.set.smallest();
        let mut live: Vec<u64> = heaps.iter().copied().filter(|&h| h >= smallest).collect();
        live.sort_unstable();
        if live.is_empty() {
            // No move: the player to move did not take the last stones, and wins.
            return true;
        }
        if let (Some(set), 1) = (self.set.finite(), live.len()) {
            let sequence = sequence(set, SequenceRule::Misere);
            return sequence.value(live[0]) != Some(0);
        }
        if let Some(index) = self.index(&live) {
            return self.wins[index];
        }
        // The position itself is the new box's last index (every heap at its bound).
        self.fill(live);
        self.wins.last().copied().unwrap_or(false)
    }
}

/// The subtraction game in misère play: whoever takes the last stones loses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MisereSubtraction;

impl Playable for MisereSubtraction {
    type Position = MiserePosition;
    type Move = NimMove;
    type ParseError = ParseTakeawayError;
    type MoveError = TakeawayMoveError;
    type Reason = TakeawayReason;

    const ID: &'static str = "misere-subtraction";

    fn random_move(&self, position: &MiserePosition, rng: &mut fastrand::Rng) -> Option<NimMove> {
        random_take(&position.0, rng)
    }
    const LAST_MOVE_WINS: bool = false;

    fn is_over(&self, position: &MiserePosition) -> bool {
        position.0.is_over()
    }

    fn play(&self, position: &MiserePosition, mv: &NimMove) -> Result<MiserePosition, TakeawayMoveError> {
        position.0.play(mv).map(MiserePosition)
    }

    fn grundy(&self, _: &MiserePosition) -> Option<Nimber> {
        None
    }

    fn texts_after(
        &self,
        before: &MiserePosition,
        text: &str,
        listed: &[(NimMove, MiserePosition)],
    ) -> Option<Vec<Splice>> {
        before.0.heaps.splices(text, &mut listed.iter().map(|(_, p)| &p.0.heaps))
    }

    fn outcome(&self, position: &MiserePosition) -> Outcome {
        let wins = with_misere_search(&position.0.set, |search| search.wins(position.0.heaps.piles()));
        if wins { Outcome::N } else { Outcome::P }
    }

    fn winning_moves(&self, position: &MiserePosition) -> Vec<NimMove> {
        with_misere_search(&position.0.set, |search| {
            // The position's own box first: every move's result lies in it (a move's result
            // first would make a box the other moves fall outside of, filled again for each).
            search.wins(position.0.heaps.piles());
            position
                .0
                .moves()
                .into_iter()
                .filter(|mv| match position.0.play(mv) {
                    Ok(to) => !search.wins(to.heaps.piles()),
                    Err(_) => false,
                })
                .collect()
        })
    }

    fn computer_move(&self, position: &MiserePosition) -> Option<ComputerMove<NimMove, TakeawayReason>> {
        if let Some(&mv) = self.winning_moves(position).first() {
            return Some(ComputerMove { mv, reason: TakeawayReason::MisereSearch });
        }
        least_take(&position.0).map(|mv| ComputerMove { mv, reason: TakeawayReason::NoWinningMove })
    }
}
