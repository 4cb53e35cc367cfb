//! Wythoff's game: two heaps; a move takes any positive number of stones from one heap, or the
//! same positive number from both; whoever takes the last stone wins (`0 0` is over).
//!
//! **Theory.** Call (x, y) cold when the player to move loses. The cold positions, smaller heap
//! first, are (a_k, b_k) for k = 0, 1, 2, …, where a_k is the smallest number not yet used by an
//! earlier pair and b_k = a_k + k. So every number n ≥ 1 is in exactly one cold pair, and each
//! difference k in exactly one. Wythoff showed a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k (φ the golden
//! ratio): the lower and upper Wythoff sequences (OEIS A000201 and A001950). Both are computed
//! here with integers only: kφ = (k + √(5k²))/2, and ⌊(k + √(5k²))/2⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋, with
//! an exact integer square root of a `u128`. From (x, y) the winning moves are then exact for
//! heaps up to 10^18: a move keeping heap 1 must leave heap 2 at x's partner in its cold pair,
//! a move keeping heap 2 leaves heap 1 at y's partner, and a move on both keeps the difference
//! d = |x − y|, so it must reach the one cold pair of difference d, (a_d, b_d). Each gives at most
//! one move; there are no others.
//!
//! The Grundy values have no such formula: they come from the mex rule, cell by cell, for both
//! heaps up to [`MAX_GRUNDY_HEAP`] (a table kept per thread and grown on demand). Beyond that
//! [`Playable::grundy`] is `None`, while the outcome and the winning moves stay exact.
//!
//! **Notation.** A position is the two heaps `x y` (spaces or commas between them). A move is
//! written as Nim writes one, heaps counted from 1: `1-3` takes 3 stones from heap 1, `2-3`
//! from heap 2, and `both-3` takes 3 from each heap.

use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;

use super::reduction::{NumberError, parse_number, shown, tokens};
use crate::engine::trace::{Describe, MoveTerm, PositionTerm};
use crate::engine::{Impartial, Nimber};
use crate::games::{ComputerMove, Outcome, Playable};

/// The largest heap.
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// The Grundy value is known for both heaps up to this.
pub const MAX_GRUNDY_HEAP: u64 = 1_000;
/// Longer text is refused before parsing.
pub const MAX_INPUT_LEN: usize = 80;

/// ⌊kφ⌋, the k-th lower Wythoff number (a_0 = 0), for k ≤ [`MAX_HEAP`], in integers only:
/// ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋.
pub fn lower(k: u64) -> u64 {
    let k = u128::from(k.min(MAX_HEAP));
    ((k + (5 * k * k).isqrt()) / 2) as u64
}

/// ⌊kφ²⌋ = ⌊kφ⌋ + k, the k-th upper Wythoff number (b_0 = 0), for k ≤ [`MAX_HEAP`].
pub fn upper(k: u64) -> u64 {
    lower(k) + k.min(MAX_HEAP)
}

/// Where n (at most [`MAX_HEAP`]) stands among the cold pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColdPair {
    /// The pair's index: its difference.
    pub k: u64,
    /// The other number of the pair (n itself for n = 0).
    pub partner: u64,
}

/// The cold pair holding n: n = a_k (partner b_k) or n = b_k (partner a_k); every number is in
/// exactly one. The index is first estimated as ⌊n/φ⌋ = ⌊(⌊√(5n²)⌋ − n)/2⌋ for a lower number
/// and n − ⌊n/φ⌋ (≈ n/φ²) for an upper one, then moved a step or two until exact, so the answer
/// rests only on [`lower`] and [`upper`].
pub fn cold_pair(n: u64) -> ColdPair {
    let n = n.min(MAX_HEAP);
    if n == 0 {
        return ColdPair { k: 0, partner: 0 };
    }
    let wide = u128::from(n);
    let estimate = (((5 * wide * wide).isqrt() - wide) / 2) as u64;
    let k = settle(estimate, n, lower);
    if lower(k) == n {
        return ColdPair { k, partner: n + k };
    }
    let j = settle(n - estimate, n, upper);
    debug_assert_eq!(upper(j), n, "every positive number is a lower or an upper Wythoff number");
    ColdPair { k: j, partner: n - j }
}

/// The largest k with `f(k) ≤ n`, searched from `estimate` (f increasing, f(0) = 0 ≤ n).
fn settle(estimate: u64, n: u64, f: fn(u64) -> u64) -> u64 {
    let mut k = estimate.min(MAX_HEAP);
    while k > 0 && f(k) > n {
        k -= 1;
    }
    while k < MAX_HEAP && f(k + 1) <= n {
        k += 1;
    }
    k
}

/// Whether (x, y) is a cold position (a P-position): y is x's partner in its cold pair.
pub fn is_cold(x: u64, y: u64) -> bool {
    cold_pair(x).partner == y
}

/// The Grundy values of every position with both heaps below `side`, by the mex rule, row by
/// row: the values already seen in the row, in each column and on each diagonal are kept as
/// bit sets, so each cell's mex is a scan of a few words.
struct GrundyTable {
    side: usize,
    values: Vec<u16>,
}

impl GrundyTable {
    fn build(side: usize) -> GrundyTable {
        // A cell (x, y) has x + y + min(x, y) options, so its mex is below 3 · side.
        let words = (3 * side).div_ceil(64) + 1;
        let mut columns = vec![0u64; side * words];
        let mut diagonals = vec![0u64; (2 * side) * words];
        let mut row = vec![0u64; words];
        let mut values = vec![0u16; side * side];
        for x in 0..side {
            row.fill(0);
            for y in 0..side {
                let column = &columns[y * words..(y + 1) * words];
                let diagonal_index = y + side - x;
                let diagonal = &diagonals[diagonal_index * words..(diagonal_index + 1) * words];
                let mut value = 0;
                for w in 0..words {
                    let seen = row[w] | column[w] | diagonal[w];
                    if seen != u64::MAX {
                        value = w * 64 + seen.trailing_ones() as usize;
                        break;
                    }
                }
                values[x * side + y] = value as u16;
                let (word, bit) = (value / 64, 1u64 << (value % 64));
                row[word] |= bit;
                columns[y * words + word] |= bit;
                diagonals[diagonal_index * words + word] |= bit;
            }
        }
        GrundyTable { side, values }
    }
}

/// The Grundy value of (x, y) by the mex rule, or `None` when a heap is over
/// [`MAX_GRUNDY_HEAP`]. The table is kept per thread and rebuilt larger (by doubling, up to the
/// limit) when a position needs it.
pub fn grundy_value(x: u64, y: u64) -> Option<Nimber> {
    thread_local! {
        static TABLE: RefCell<Option<GrundyTable>> = const { RefCell::new(None) };
    }
    if x > MAX_GRUNDY_HEAP || y > MAX_GRUNDY_HEAP {
        return None;
    }
    let needed = x.max(y) as usize + 1;
    TABLE.with(|table| {
        let mut table = table.borrow_mut();
        if table.as_ref().is_none_or(|t| t.side < needed) {
            let side = needed.next_power_of_two().clamp(64, MAX_GRUNDY_HEAP as usize + 1);
            *table = Some(GrundyTable::build(side));
        }
        let table = table.as_ref()?;
        Some(Nimber(u64::from(table.values[x as usize * table.side + y as usize])))
    })
}

/// A position: the two heaps, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WythoffPosition {
    pub x: u64,
    pub y: u64,
}

impl WythoffPosition {
    /// A position, or why not: each heap at most [`MAX_HEAP`].
    pub fn new(x: u64, y: u64) -> Result<WythoffPosition, ParseWythoffError> {
        for heap in [x, y] {
            if heap > MAX_HEAP {
                return Err(ParseWythoffError::TooLarge { token: heap.to_string() });
            }
        }
        Ok(WythoffPosition { x, y })
    }

    /// A random position with heaps from 0 to `max` (at least one stone).
    pub fn random(rng: &mut fastrand::Rng, max: u64) -> WythoffPosition {
        let max = max.clamp(1, MAX_HEAP);
        let x = rng.u64(0..=max);
        let y = rng.u64(u64::from(x == 0)..=max);
        WythoffPosition { x, y }
    }
}

impl Default for WythoffPosition {
    /// 5 7: hot, with all three kinds of winning move (to 4 7, 5 3 and 3 5).
    fn default() -> Self {
        WythoffPosition { x: 5, y: 7 }
    }
}

impl fmt::Display for WythoffPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.x, self.y)
    }
}

/// Why text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseWythoffError {
    Empty,
    TooLong {
        len: usize,
    },
    NotANumber {
        token: String,
    },
    Negative {
        token: String,
    },
    TooLarge {
        token: String,
    },
    /// A position is exactly two heaps.
    HeapCount {
        count: usize,
    },
}

impl FromStr for WythoffPosition {
    type Err = ParseWythoffError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseWythoffError::TooLong { len: text.len() });
        }
        let tokens = tokens(text);
        let heap = |token: &str| {
            parse_number(token, MAX_HEAP).map_err(|error| match error {
                NumberError::NotANumber => ParseWythoffError::NotANumber { token: token.to_owned() },
                NumberError::Negative => ParseWythoffError::Negative { token: token.to_owned() },
                NumberError::TooLarge => ParseWythoffError::TooLarge { token: token.to_owned() },
            })
        };
        match tokens.as_slice() {
            [] => Err(ParseWythoffError::Empty),
            [x, y] => Ok(WythoffPosition { x: heap(x)?, y: heap(y)? }),
            more => Err(ParseWythoffError::HeapCount { count: more.len() }),
        }
    }
}

/// Which heap a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Heaps {
    /// Heap 1 (x).
    First,
    /// Heap 2 (y).
    Second,
    /// The same number from both.
    Both,
}

/// A move: take `take` stones from `heaps`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WythoffMove {
    pub heaps: Heaps,
    pub take: u64,
}

impl fmt::Display for WythoffMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heaps = match self.heaps {
            Heaps::First => "1",
            Heaps::Second => "2",
            Heaps::Both => "both",
        };
        write!(f, "{heaps}-{}", self.take)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseWythoffMoveError {
    pub text: String,
}

impl FromStr for WythoffMove {
    type Err = ParseWythoffMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseWythoffMoveError { text: shown(text, 40) };
        let (heaps, take) = text.trim().split_once('-').ok_or_else(error)?;
        let heaps = match heaps.trim() {
            "1" => Heaps::First,
            "2" => Heaps::Second,
            both if both.eq_ignore_ascii_case("both") => Heaps::Both,
            _ => return Err(error()),
        };
        let take = parse_number(take.trim(), MAX_HEAP).map_err(|_| error())?;
        Ok(WythoffMove { heaps, take })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WythoffError {
    TakeNothing,
    /// `take` is more than the `stones` of the heap (the smaller one for `Both`).
    TakeTooMany {
        heaps: Heaps,
        take: u64,
        stones: u64,
    },
}

/// Why the computer made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WythoffReason {
    /// The move leads to the cold pair of index `k`, (⌊kφ⌋, ⌊kφ²⌋), whose heaps in the position's
    /// order are `to`.
    ToCold { k: u64, to: (u64, u64) },
    /// The position is the cold pair of index `k`: every move loses against best play. Of the
    /// one-stone moves, this one leaves the opponent `replies` winning replies, the fewest.
    FewestReplies { k: u64, replies: usize },
}

/// Wythoff's game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wythoff;

impl Wythoff {
    /// Every move to a cold position, in the order heap 1, heap 2, both (at most three).
    pub fn cold_moves(position: &WythoffPosition) -> Vec<WythoffMove> {
        let WythoffPosition { x, y } = *position;
        let mut moves = Vec::with_capacity(3);
        // Keep heap 2: heap 1 must become y's partner.
        let target = cold_pair(y).partner;
        if target < x {
            moves.push(WythoffMove { heaps: Heaps::First, take: x - target });
        }
        // Keep heap 1: heap 2 must become x's partner.
        let target = cold_pair(x).partner;
        if target < y {
            moves.push(WythoffMove { heaps: Heaps::Second, take: y - target });
        }
        // Keep the difference d: the smaller heap must become a_d.
        let smaller = x.min(y);
        let target = lower(x.abs_diff(y));
        if target < smaller {
            moves.push(WythoffMove { heaps: Heaps::Both, take: smaller - target });
        }
        moves
    }

    /// Every move to a position of value `target` (for a part of a sum), in the order heap 1,
    /// heap 2, both, each by the stones taken; `None` when a heap is over [`MAX_GRUNDY_HEAP`]
    /// (the values are not known there; for `target` 0 use [`Wythoff::cold_moves`]).
    pub fn moves_to_value(position: &WythoffPosition, target: Nimber) -> Option<Vec<WythoffMove>> {
        let WythoffPosition { x, y } = *position;
        grundy_value(x, y)?;
        let first = (1..=x).map(|take| (WythoffMove { heaps: Heaps::First, take }, (x - take, y)));
        let second = (1..=y).map(|take| (WythoffMove { heaps: Heaps::Second, take }, (x, y - take)));
        let both =
            (1..=x.min(y)).map(|take| (WythoffMove { heaps: Heaps::Both, take }, (x - take, y - take)));
        Some(
            first
                .chain(second)
                .chain(both)
                .filter(|&(_, (a, b))| grundy_value(a, b) == Some(target))
                .map(|(mv, _)| mv)
                .collect(),
        )
    }

    /// The number of legal moves: x + y + min(x, y).
    pub fn move_count(position: &WythoffPosition) -> u64 {
        position.x + position.y + position.x.min(position.y)
    }
}

impl Playable for Wythoff {
    type Position = WythoffPosition;
    type Move = WythoffMove;
    type ParseError = ParseWythoffError;
    type MoveError = WythoffError;
    type Reason = WythoffReason;

    const ID: &'static str = "wythoff";

    fn is_over(&self, position: &WythoffPosition) -> bool {
        position.x == 0 && position.y == 0
    }

    fn play(&self, position: &WythoffPosition, mv: &WythoffMove) -> Result<WythoffPosition, WythoffError> {
        if mv.take == 0 {
            return Err(WythoffError::TakeNothing);
        }
        let WythoffPosition { x, y } = *position;
        let stones = match mv.heaps {
            Heaps::First => x,
            Heaps::Second => y,
            Heaps::Both => x.min(y),
        };
        if mv.take > stones {
            return Err(WythoffError::TakeTooMany { heaps: mv.heaps, take: mv.take, stones });
        }
        Ok(match mv.heaps {
            Heaps::First => WythoffPosition { x: x - mv.take, y },
            Heaps::Second => WythoffPosition { x, y: y - mv.take },
            Heaps::Both => WythoffPosition { x: x - mv.take, y: y - mv.take },
        })
    }

    /// By the mex table for heaps up to [`MAX_GRUNDY_HEAP`], `None` beyond.
    fn grundy(&self, position: &WythoffPosition) -> Option<Nimber> {
        grundy_value(position.x, position.y)
    }

    /// Exact for every position: cold exactly when it is a cold pair.
    fn outcome(&self, position: &WythoffPosition) -> Outcome {
        if is_cold(position.x, position.y) { Outcome::P } else { Outcome::N }
    }

    fn winning_moves(&self, position: &WythoffPosition) -> Vec<WythoffMove> {
        Wythoff::cold_moves(position)
    }

    /// A winning move if there is one (the first of [`Wythoff::cold_moves`]). From a cold pair,
    /// of the (at most three) one-stone moves, the one leaving the fewest winning replies, in
    /// the order heap 1, heap 2, both.
    fn computer_move(&self, position: &WythoffPosition) -> Option<ComputerMove<WythoffMove, WythoffReason>> {
        if self.is_over(position) {
            return None;
        }
        if let Some(&mv) = Wythoff::cold_moves(position).first() {
            let to = self.play(position, &mv).ok()?;
            let k = to.x.abs_diff(to.y);
            return Some(ComputerMove { mv, reason: WythoffReason::ToCold { k, to: (to.x, to.y) } });
        }
        let k = position.x.abs_diff(position.y);
        let mut best: Option<(WythoffMove, usize)> = None;
        for heaps in [Heaps::First, Heaps::Second, Heaps::Both] {
            let mv = WythoffMove { heaps, take: 1 };
            if let Ok(next) = self.play(position, &mv) {
                let replies = Wythoff::cold_moves(&next).len();
                if best.is_none_or(|(_, fewest)| replies < fewest) {
                    best = Some((mv, replies));
                }
            }
        }
        best.map(|(mv, replies)| ComputerMove { mv, reason: WythoffReason::FewestReplies { k, replies } })
    }

    /// Uniform over the x + y + min(x, y) legal moves, counted, not listed.
    fn random_move(&self, position: &WythoffPosition, rng: &mut fastrand::Rng) -> Option<WythoffMove> {
        let total = Wythoff::move_count(position);
        if total == 0 {
            return None;
        }
        let pick = rng.u64(..total);
        let WythoffPosition { x, y } = *position;
        Some(if pick < x {
            WythoffMove { heaps: Heaps::First, take: pick + 1 }
        } else if pick - x < y {
            WythoffMove { heaps: Heaps::Second, take: pick - x + 1 }
        } else {
            WythoffMove { heaps: Heaps::Both, take: pick - x - y + 1 }
        })
    }
}

/// The cold pairs worth showing beside (x, y), by index k ascending, each once: the first
/// `first` pairs (k = 0, 1, …), the pair holding x, the pair holding y, and the pair whose
/// difference is |x − y| (the one a move on both heaps must reach). Cheap for any heaps.
pub fn pairs_to_show(position: &WythoffPosition, first: u64) -> Vec<u64> {
    let WythoffPosition { x, y } = *position;
    let mut ks: Vec<u64> = (0..first.min(MAX_HEAP + 1)).collect();
    ks.extend([cold_pair(x).k, cold_pair(y).k, x.abs_diff(y)]);
    ks.sort_unstable();
    ks.dedup();
    ks
}

/// Wythoff's game as the engine's mex stepper sees it: every move listed, each option's value
/// from the table ([`grundy_value`]), so a step is a mex over x + y + min(x, y) values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WythoffCell;

impl Impartial for WythoffCell {
    type Position = WythoffPosition;
    type Move = WythoffMove;

    fn options(&self, position: &WythoffPosition) -> Vec<(WythoffMove, WythoffPosition)> {
        let WythoffPosition { x, y } = *position;
        let first = (1..=x).map(|take| (Heaps::First, take));
        let second = (1..=y).map(|take| (Heaps::Second, take));
        let both = (1..=x.min(y)).map(|take| (Heaps::Both, take));
        first
            .chain(second)
            .chain(both)
            .filter_map(|(heaps, take)| {
                let mv = WythoffMove { heaps, take };
                Wythoff.play(position, &mv).ok().map(|to| (mv, to))
            })
            .collect()
    }

    fn closed_form(&self, position: &WythoffPosition) -> Option<Nimber> {
        grundy_value(position.x, position.y)
    }
}

/// A move is its notation (`1-3`, `both-2`), a position the pair `(x, y)`.
impl Describe for WythoffCell {
    fn describe_move(&self, mv: &WythoffMove) -> MoveTerm {
        MoveTerm::Notation(mv.to_string())
    }

    fn describe_position(&self, position: &WythoffPosition) -> PositionTerm {
        PositionTerm::Notation(format!("({}, {})", position.x, position.y))
    }

    fn option_count(&self, position: &WythoffPosition) -> u64 {
        Wythoff::move_count(position)
    }
}

/// Wythoff's game in a sum: its moves listed when there are few enough, its moves to a value
/// from the cold pairs (to 0, at any size) or the table (to another value, heaps up to
/// [`MAX_GRUNDY_HEAP`]; beyond it the part has no value and the sum says so).
impl crate::games::sums::Part for Wythoff {
    fn all_moves(&self, position: &WythoffPosition, limit: usize) -> Option<Vec<WythoffMove>> {
        (Wythoff::move_count(position) <= limit as u64)
            .then(|| WythoffCell.options(position).into_iter().map(|(mv, _)| mv).collect())
    }

    fn moves_to(&self, position: &WythoffPosition, target: Nimber, limit: usize) -> Vec<WythoffMove> {
        let moves = if target == Nimber::ZERO {
            Wythoff::cold_moves(position)
        } else {
            Wythoff::moves_to_value(position, target).unwrap_or_default()
        };
        moves.into_iter().take(limit).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_cold_pairs() {
        // By hand from the definition (a_k the smallest unused number, b_k = a_k + k):
        // (0,0), (1,2), (3,5), (4,7), (6,10), (8,13).
        let pairs: Vec<(u64, u64)> = (0..6).map(|k| (lower(k), upper(k))).collect();
        assert_eq!(pairs, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
        assert_eq!(cold_pair(7), ColdPair { k: 3, partner: 4 });
        assert_eq!(cold_pair(6), ColdPair { k: 4, partner: 10 });
        assert!(is_cold(5, 3) && !is_cold(5, 7));
    }

    #[test]
    fn parse_errors() {
        assert_eq!("".parse::<WythoffPosition>(), Err(ParseWythoffError::Empty));
        assert_eq!(" , ".parse::<WythoffPosition>(), Err(ParseWythoffError::Empty));
        assert_eq!("3".parse::<WythoffPosition>(), Err(ParseWythoffError::HeapCount { count: 1 }));
        assert_eq!("1 2 3".parse::<WythoffPosition>(), Err(ParseWythoffError::HeapCount { count: 3 }));
        assert!(matches!("3 x".parse::<WythoffPosition>(), Err(ParseWythoffError::NotANumber { .. })));
        assert!(matches!("-3 4".parse::<WythoffPosition>(), Err(ParseWythoffError::Negative { .. })));
        let over = "1000000000000000001 0".parse::<WythoffPosition>();
        assert!(matches!(over, Err(ParseWythoffError::TooLarge { .. })));
        let overflow = "99999999999999999999999 0".parse::<WythoffPosition>();
        assert!(matches!(overflow, Err(ParseWythoffError::TooLarge { .. })));
        let long = "1 ".repeat(100);
        assert!(matches!(long.parse::<WythoffPosition>(), Err(ParseWythoffError::TooLong { .. })));
        assert_eq!("3,5".parse::<WythoffPosition>(), Ok(WythoffPosition { x: 3, y: 5 }));
        assert_eq!(" 1000000000000000000 0 ".parse::<WythoffPosition>().unwrap().x, MAX_HEAP);
        for bad in ["", "1", "0-1", "3-", "both", "1-x", "both-", "3-1", "1-99999999999999999999"] {
            assert!(bad.parse::<WythoffMove>().is_err(), "{bad}");
        }
        assert_eq!("both-3".parse::<WythoffMove>(), Ok(WythoffMove { heaps: Heaps::Both, take: 3 }));
        assert_eq!("2-1".parse::<WythoffMove>().unwrap().to_string(), "2-1");
    }

    #[test]
    fn moves_and_errors() {
        let position = WythoffPosition { x: 5, y: 7 };
        // By hand: (4,7), (5,3) and (3,5) are cold pairs, one move away each.
        let expected = [
            WythoffMove { heaps: Heaps::First, take: 1 },
            WythoffMove { heaps: Heaps::Second, take: 4 },
            WythoffMove { heaps: Heaps::Both, take: 2 },
        ];
        assert_eq!(Wythoff.winning_moves(&position), expected);
        let zero = WythoffMove { heaps: Heaps::First, take: 0 };
        assert_eq!(Wythoff.play(&position, &zero), Err(WythoffError::TakeNothing));
        let many = WythoffMove { heaps: Heaps::Both, take: 6 };
        assert_eq!(
            Wythoff.play(&position, &many),
            Err(WythoffError::TakeTooMany { heaps: Heaps::Both, take: 6, stones: 5 })
        );
        let computer = Wythoff.computer_move(&position).unwrap();
        assert_eq!(computer.reason, WythoffReason::ToCold { k: 3, to: (4, 7) });
        assert!(Wythoff.computer_move(&WythoffPosition { x: 0, y: 0 }).is_none());
    }
    #[test]
    fn pairs_to_show_and_the_mex_stepper() {
        // 5 7: 5 is b_2 (pair 2), 7 is b_3 (pair 3), the difference 2 is pair 2.
        assert_eq!(pairs_to_show(&WythoffPosition { x: 5, y: 7 }, 2), [0, 1, 2, 3]);
        // 10^18 and 0: the pair of 0 is pair 0, the difference 10^18 is its own pair.
        let huge = pairs_to_show(&WythoffPosition { x: MAX_HEAP, y: 0 }, 1);
        assert_eq!((huge.len(), huge[0], *huge.last().unwrap()), (3, 0, MAX_HEAP));
        // By hand: (1, 1) has the options (0, 1), (1, 0) of value 1 and (0, 0) of value 0, so
        // its value is mex {0, 1} = 2 (not 1 ⊕ 1 = 0: not a sum of two heaps).
        let mut solver = crate::engine::Solver::new();
        let position = WythoffPosition { x: 1, y: 1 };
        let trace = crate::engine::trace::mex_trace(&mut solver, &WythoffCell, &position, 64).unwrap();
        assert_eq!((trace.options.len(), trace.mex), (3, Nimber(2)));
        assert_eq!(WythoffCell.option_count(&WythoffPosition { x: 5, y: 7 }), 17);
        assert_eq!(WythoffCell.options(&WythoffPosition { x: 5, y: 7 }).len(), 17);
    }
}
