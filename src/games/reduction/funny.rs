//! A Funny Game (POJ 2484): n coins in a circle; a move takes one coin or two adjacent coins;
//! whoever takes the last coin wins.
//!
//! The reduction: the first move from a circle of n leaves a row of n − 1 or n − 2 coins, and
//! from then on the game is a sum of rows in which a move takes one coin or two adjacent coins
//! of one row, splitting it into at most two rows: Kayles (take one or two adjacent pins). So a
//! circle of n has the value mex{K(n − 1), K(n − 2)}, where K is Kayles' Grundy sequence; every
//! row of one or more coins has K ≥ 1 (take its middle one or two coins and mirror), so every
//! circle of 3 or more coins is a second-player win: after the first move, the second takes
//! the middle of the row and copies every later move on the other half.
//!
//! K is computed by the mex rule for rows up to [`KAYLES_TABLE`] coins (at compile time); it
//! is periodic with period 12 from 71 coins on (Guy and Smith, 1956), so longer rows are reduced
//! to the last period of the table. `tests/reductions_properties.rs` checks the period against
//! the mex rule far beyond the point where the periodicity theorem makes it final.
//!
//! Notation: `circle 7` for the untouched circle; afterwards the lengths of the rows that
//! remain (`3 2`), rows of no coins left out, and `0` once every coin is gone. A move in the
//! circle is the coin taken (`3`) or the two adjacent coins (`3-4`, `7-1` across the join),
//! numbered 1 to n; a move in the rows is `row:coin` or `row:coin-coin`, rows and coins numbered
//! from 1 (`2:3-4` takes the third and fourth coins of the second row).

use std::fmt;
use std::str::FromStr;

use super::{NumberError, parse_number, tokens};
use crate::engine::trace::{Describe, MoveTerm, PositionTerm, XorRow, XorTrace};
use crate::engine::{Impartial, Nimber};
use crate::games::{ComputerMove, Playable};

/// The most coins in a circle or in all rows together.
pub const MAX_COINS: u64 = 1_000_000;
/// The most rows a position may be written with.
pub const MAX_ROWS: usize = 10_000;
/// Longer text is refused before parsing.
pub const MAX_INPUT_LEN: usize = 100_000;
/// Kayles values are computed by the mex rule for rows of 0 to `KAYLES_TABLE - 1` coins.
pub const KAYLES_TABLE: usize = 84;
/// From this length on the values repeat with [`KAYLES_PERIOD`].
pub const KAYLES_PERIOD_START: usize = 71;
pub const KAYLES_PERIOD: usize = 12;

/// Kayles' values by the mex rule: a row of n coins leaves rows (a, b) with a + b = n − 1 (one
/// coin taken) or n − 2 (two), of value K(a) ⊕ K(b).
const fn kayles_table() -> [u8; KAYLES_TABLE] {
    let mut table = [0u8; KAYLES_TABLE];
    let mut n = 1;
    while n < KAYLES_TABLE {
        // Values stay below 16 in this range; a bit set is enough for the mex.
        let mut seen = 0u32;
        let mut a = 0;
        while a < n {
            seen |= 1 << (table[a] ^ table[n - 1 - a]);
            if a + 2 <= n {
                seen |= 1 << (table[a] ^ table[n - 2 - a]);
            }
            a += 1;
        }
        let mut mex = 0;
        while seen >> mex & 1 == 1 {
            mex += 1;
        }
        table[n] = mex;
        n += 1;
    }
    table
}

const KAYLES: [u8; KAYLES_TABLE] = kayles_table();

/// The Grundy value of a row of `n` coins (Kayles).
pub fn kayles(n: u64) -> u64 {
    let n = if n < KAYLES_TABLE as u64 {
        n as usize
    } else {
        let last_period = (KAYLES_TABLE - KAYLES_PERIOD) as u64;
        (last_period + (n - last_period) % KAYLES_PERIOD as u64) as usize
    };
    u64::from(KAYLES[n])
}

/// A position: the untouched circle, or the rows left (no empty rows; none once all is taken).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FunnyPosition {
    Circle(u32),
    Rows(Vec<u32>),
}

impl Default for FunnyPosition {
    fn default() -> Self {
        FunnyPosition::Circle(7)
    }
}

impl fmt::Display for FunnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FunnyPosition::Circle(n) => write!(f, "circle {n}"),
            FunnyPosition::Rows(rows) if rows.is_empty() => f.write_str("0"),
            FunnyPosition::Rows(rows) => {
                for (index, row) in rows.iter().enumerate() {
                    if index > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{row}")?;
                }
                Ok(())
            }
        }
    }
}

/// Why text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseFunnyError {
    Empty,
    TooLong { len: usize },
    NotANumber { token: String },
    CircleEmpty,
    CircleCount,
    TooManyCoins,
    TooManyRows { count: usize },
}

impl FromStr for FunnyPosition {
    type Err = ParseFunnyError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseFunnyError::TooLong { len: text.len() });
        }
        let trimmed = text.trim();
        let number = |token: &str| match parse_number(token, MAX_COINS) {
            Ok(value) => Ok(value as u32),
            Err(NumberError::TooLarge) => Err(ParseFunnyError::TooManyCoins),
            Err(_) => Err(ParseFunnyError::NotANumber { token: token.to_owned() }),
        };
        let head = trimmed.get(..6).filter(|head| head.eq_ignore_ascii_case("circle"));
        if head.is_some() {
            let tokens = tokens(&trimmed[6..]);
            let [token] = tokens.as_slice() else { return Err(ParseFunnyError::CircleCount) };
            return match number(token)? {
                0 => Err(ParseFunnyError::CircleEmpty),
                n => Ok(FunnyPosition::Circle(n)),
            };
        }
        let tokens = tokens(trimmed);
        if tokens.is_empty() {
            return Err(ParseFunnyError::Empty);
        }
        if tokens.len() > MAX_ROWS {
            return Err(ParseFunnyError::TooManyRows { count: tokens.len() });
        }
        let rows = tokens.iter().map(|token| number(token)).collect::<Result<Vec<u32>, _>>()?;
        if rows.iter().map(|&r| u64::from(r)).sum::<u64>() > MAX_COINS {
            return Err(ParseFunnyError::TooManyCoins);
        }
        Ok(FunnyPosition::Rows(rows.into_iter().filter(|&r| r > 0).collect()))
    }
}

impl FunnyPosition {
    /// The coins left.
    pub fn coins(&self) -> u64 {
        match self {
            FunnyPosition::Circle(n) => u64::from(*n),
            FunnyPosition::Rows(rows) => rows.iter().map(|&r| u64::from(r)).sum(),
        }
    }

    /// The rows' values by bit columns (none for a circle), each row labelled with its number.
    pub fn xor_trace(&self) -> XorTrace {
        let rows = match self {
            FunnyPosition::Circle(_) => &[][..],
            FunnyPosition::Rows(rows) => &rows[..],
        };
        XorTrace::new(
            rows.iter()
                .enumerate()
                .map(|(index, &row)| XorRow {
                    label: (index + 1).to_string(),
                    value: Nimber(kayles(u64::from(row))),
                })
                .collect(),
        )
    }

    /// The Grundy value: mex{K(n − 1), K(n − 2)} for a circle, the nim-sum of K over rows.
    pub fn nim_sum(&self) -> Nimber {
        match self {
            FunnyPosition::Circle(n) => {
                let n = u64::from(*n);
                let one = kayles(n - 1);
                let two = (n >= 2).then(|| kayles(n - 2));
                Nimber((0..).find(|v| *v != one && Some(*v) != two).unwrap_or(0))
            }
            FunnyPosition::Rows(rows) => Nimber(rows.iter().fold(0, |acc, &r| acc ^ kayles(u64::from(r)))),
        }
    }

    /// Whether the rows pair up into equal lengths (the mirror strategy's goal).
    pub fn is_mirrored(&self) -> bool {
        let FunnyPosition::Rows(rows) = self else { return false };
        let mut sorted = rows.clone();
        sorted.sort_unstable();
        sorted.chunks(2).all(|pair| pair.len() == 2 && pair[0] == pair[1])
    }
}

/// A move: the coin `coin` and, for two, the adjacent coin `second`; in row `row` (counted from
/// 1), or in the circle when `row` is `None`. Coins count from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FunnyMove {
    pub row: Option<usize>,
    pub coin: u32,
    pub second: Option<u32>,
}

impl fmt::Display for FunnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(row) = self.row {
            write!(f, "{row}:")?;
        }
        write!(f, "{}", self.coin)?;
        if let Some(second) = self.second {
            write!(f, "-{second}")?;
        }
        Ok(())
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFunnyMoveError;

impl FromStr for FunnyMove {
    type Err = ParseFunnyMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let number = |t: &str| parse_number(t.trim(), MAX_COINS).map_err(|_| ParseFunnyMoveError);
        let (row, coins) = match text.split_once(':') {
            Some((row, coins)) => (Some(number(row)? as usize), coins),
            None => (None, text),
        };
        let (coin, second) = match coins.split_once('-') {
            Some((first, second)) => (number(first)? as u32, Some(number(second)? as u32)),
            None => (number(coins)? as u32, None),
        };
        Ok(FunnyMove { row, coin, second })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FunnyError {
    NoSuchRow {
        row: usize,
        rows: usize,
    },
    NoSuchCoin {
        coin: u32,
        coins: u32,
    },
    NotAdjacent {
        coin: u32,
        second: u32,
    },
    /// A circle move on rows, or a row move on the circle.
    WrongPlace {
        circle: bool,
    },
}

/// Why the computer made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunnyReason {
    /// One or two coins in the circle: taking them all wins at once.
    TakeAll,
    /// A circle of three or more: every move leaves one row, which the opponent can split into
    /// two equal rows; this move takes one coin and waits for a mistake.
    CircleLost,
    /// The move leaves rows that pair up into equal lengths: every later move can be copied on
    /// the twin row.
    Mirror,
    /// The rows' values had nim-sum `nim_sum`; the move makes it 0.
    ToZero { nim_sum: u64 },
    /// The nim-sum was 0: every move loses against best play; this one takes a coin from the
    /// end of the longest row.
    Stall,
}

/// A Funny Game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FunnyGame;

/// The moves of row `row` (from 1) of `length` coins that leave rows of values ⊕ = `target`,
/// appended to `moves` until it holds `limit`.
///
/// Far from both ends the values repeat: K(n) = K(n + 12) for n ≥ 71, so for coins 73 to
/// length − 73 whether a move wins depends only on the coin modulo 12. If no coin of the first
/// period there wins, the scan jumps to the other end: a long row costs O(1) instead of O(n).
fn row_moves_to(row: usize, length: u32, target: u64, limit: usize, moves: &mut Vec<FunnyMove>) {
    let r = u64::from(length);
    let one = |c: u64| kayles(c - 1) ^ kayles(r - c) == target;
    let two = |c: u64| c < r && kayles(c - 1) ^ kayles(r - c - 1) == target;
    const MIDDLE: u32 = 73;
    let mut coin = 1;
    while coin <= length {
        if coin == MIDDLE
            && length >= 2 * MIDDLE + KAYLES_PERIOD as u32
            && !(0..KAYLES_PERIOD as u64).any(|k| one(u64::from(coin) + k) || two(u64::from(coin) + k))
        {
            coin = length - MIDDLE + 1;
            continue;
        }
        let c = u64::from(coin);
        if moves.len() < limit && one(c) {
            moves.push(FunnyMove { row: Some(row), coin, second: None });
        }
        if moves.len() < limit && two(c) {
            moves.push(FunnyMove { row: Some(row), coin, second: Some(coin + 1) });
        }
        if moves.len() >= limit {
            return;
        }
        coin += 1;
    }
}

impl FunnyGame {
    /// The first `limit` moves to a P-position: in a circle only taking everything (1 or 2
    /// coins) wins, and the coins are numbered from the first; in the rows, for each row the
    /// moves to the value that makes the nim-sum 0, in order of rows and coins.
    pub fn winning_moves_limited(position: &FunnyPosition, limit: usize) -> Vec<FunnyMove> {
        let mut moves = Vec::new();
        match position {
            FunnyPosition::Circle(1) => moves.push(FunnyMove { row: None, coin: 1, second: None }),
            FunnyPosition::Circle(2) => moves.push(FunnyMove { row: None, coin: 1, second: Some(2) }),
            FunnyPosition::Circle(_) => {}
            FunnyPosition::Rows(rows) => {
                let total = position.nim_sum().value();
                if total == 0 {
                    return moves;
                }
                for (index, &length) in rows.iter().enumerate() {
                    let target = kayles(u64::from(length)) ^ total;
                    row_moves_to(index + 1, length, target, limit, &mut moves);
                }
            }
        }
        moves.truncate(limit);
        moves
    }

    /// The move that takes the middle coin (odd row) or the middle two (even row) of row
    /// `row`, leaving two equal rows.
    pub fn middle_move(row: usize, length: u32) -> FunnyMove {
        if length % 2 == 1 {
            FunnyMove { row: Some(row), coin: length.div_ceil(2), second: None }
        } else {
            FunnyMove { row: Some(row), coin: length / 2, second: Some(length / 2 + 1) }
        }
    }
}

/// The hint, the computer and the API list at most this many winning moves of a position (a
/// long row may have hundreds of thousands).
pub const MAX_WINNING_MOVES: usize = 4_096;

impl Playable for FunnyGame {
    type Position = FunnyPosition;
    type Move = FunnyMove;
    type ParseError = ParseFunnyError;
    type MoveError = FunnyError;
    type Reason = FunnyReason;

    const ID: &'static str = "funny-game";

    fn is_over(&self, position: &FunnyPosition) -> bool {
        matches!(position, FunnyPosition::Rows(rows) if rows.is_empty())
    }

    fn play(&self, position: &FunnyPosition, mv: &FunnyMove) -> Result<FunnyPosition, FunnyError> {
        match (position, mv.row) {
            (FunnyPosition::Circle(n), None) => {
                let n = *n;
                if !(1..=n).contains(&mv.coin) {
                    return Err(FunnyError::NoSuchCoin { coin: mv.coin, coins: n });
                }
                let left = match mv.second {
                    None => n - 1,
                    Some(second) => {
                        if !(1..=n).contains(&second) {
                            return Err(FunnyError::NoSuchCoin { coin: second, coins: n });
                        }
                        let next = |c: u32| if c == n { 1 } else { c + 1 };
                        if second == mv.coin || (next(mv.coin) != second && next(second) != mv.coin) {
                            return Err(FunnyError::NotAdjacent { coin: mv.coin, second });
                        }
                        n - 2
                    }
                };
                Ok(FunnyPosition::Rows(if left > 0 { vec![left] } else { Vec::new() }))
            }
            (FunnyPosition::Rows(rows), Some(row)) => {
                let Some(&length) = row.checked_sub(1).and_then(|index| rows.get(index)) else {
                    return Err(FunnyError::NoSuchRow { row, rows: rows.len() });
                };
                let in_row = |coin: u32| (1..=length).contains(&coin);
                if !in_row(mv.coin) {
                    return Err(FunnyError::NoSuchCoin { coin: mv.coin, coins: length });
                }
                let (first, taken) = match mv.second {
                    None => (mv.coin, 1),
                    Some(second) => {
                        if !in_row(second) {
                            return Err(FunnyError::NoSuchCoin { coin: second, coins: length });
                        }
                        if second.abs_diff(mv.coin) != 1 {
                            return Err(FunnyError::NotAdjacent { coin: mv.coin, second });
                        }
                        (mv.coin.min(second), 2)
                    }
                };
                let (before, after) = (first - 1, length - first + 1 - taken);
                let mut next = Vec::with_capacity(rows.len() + 1);
                next.extend_from_slice(&rows[..row - 1]);
                next.extend([before, after].into_iter().filter(|&r| r > 0));
                next.extend_from_slice(&rows[row..]);
                Ok(FunnyPosition::Rows(next))
            }
            (FunnyPosition::Circle(_), Some(_)) => Err(FunnyError::WrongPlace { circle: true }),
            (FunnyPosition::Rows(_), None) => Err(FunnyError::WrongPlace { circle: false }),
        }
    }

    fn grundy(&self, position: &FunnyPosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    /// A random coin, and half the time (where there is one) its right-hand neighbour with it:
    /// on the circle or in a random row.
    fn random_move(&self, position: &FunnyPosition, rng: &mut fastrand::Rng) -> Option<FunnyMove> {
        let (row, length) = match position {
            FunnyPosition::Circle(0) => return None,
            FunnyPosition::Circle(n) => (None, *n),
            FunnyPosition::Rows(rows) if rows.is_empty() => return None,
            FunnyPosition::Rows(rows) => {
                let index = rng.usize(..rows.len());
                (Some(index + 1), rows[index])
            }
        };
        let coin = rng.u32(1..=length.max(1));
        let on_circle = row.is_none();
        let neighbour = if coin < length {
            Some(coin + 1)
        } else if on_circle && length > 1 {
            Some(1)
        } else {
            None
        };
        let second = neighbour.filter(|_| rng.bool());
        Some(FunnyMove { row, coin, second })
    }

    /// The first [`MAX_WINNING_MOVES`] winning moves (all of them on any board the page draws).
    fn winning_moves(&self, position: &FunnyPosition) -> Vec<FunnyMove> {
        FunnyGame::winning_moves_limited(position, MAX_WINNING_MOVES)
    }

    fn computer_move(&self, position: &FunnyPosition) -> Option<ComputerMove<FunnyMove, FunnyReason>> {
        match position {
            FunnyPosition::Circle(n) if *n <= 2 => {
                let mv = *FunnyGame::winning_moves_limited(position, 1).first()?;
                Some(ComputerMove { mv, reason: FunnyReason::TakeAll })
            }
            FunnyPosition::Circle(_) => Some(ComputerMove {
                mv: FunnyMove { row: None, coin: 1, second: None },
                reason: FunnyReason::CircleLost,
            }),
            FunnyPosition::Rows(rows) => {
                if rows.is_empty() {
                    return None;
                }
                let nim_sum = position.nim_sum().value();
                if nim_sum != 0 {
                    for (index, &length) in rows.iter().enumerate() {
                        let mv = FunnyGame::middle_move(index + 1, length);
                        if self.play(position, &mv).is_ok_and(|next| next.is_mirrored()) {
                            return Some(ComputerMove { mv, reason: FunnyReason::Mirror });
                        }
                    }
                    let mv = *FunnyGame::winning_moves_limited(position, 1).first()?;
                    return Some(ComputerMove { mv, reason: FunnyReason::ToZero { nim_sum } });
                }
                let (index, &length) =
                    rows.iter().enumerate().max_by_key(|&(index, &length)| (length, usize::MAX - index))?;
                let mv = FunnyMove { row: Some(index + 1), coin: length, second: None };
                Some(ComputerMove { mv, reason: FunnyReason::Stall })
            }
        }
    }
}

/// Rows of coins as an engine game (Kayles), for the mex stepper: a move takes one coin or two
/// adjacent coins of one row; positions are row lengths, rows of no coins left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KaylesRows;

impl Impartial for KaylesRows {
    type Position = Vec<u32>;
    type Move = FunnyMove;

    fn options(&self, rows: &Vec<u32>) -> Vec<(FunnyMove, Vec<u32>)> {
        let position = FunnyPosition::Rows(rows.clone());
        let mut options = Vec::new();
        for (index, &length) in rows.iter().enumerate() {
            for coin in 1..=length {
                for second in [None, Some(coin + 1)] {
                    let mv = FunnyMove { row: Some(index + 1), coin, second };
                    if let Ok(FunnyPosition::Rows(next)) = FunnyGame.play(&position, &mv) {
                        options.push((mv, next));
                    }
                }
            }
        }
        options
    }

    fn closed_form(&self, rows: &Vec<u32>) -> Option<Nimber> {
        Some(FunnyPosition::Rows(rows.clone()).nim_sum())
    }
}

impl Describe for KaylesRows {
    fn describe_move(&self, mv: &FunnyMove) -> MoveTerm {
        MoveTerm::Notation(mv.to_string())
    }
    fn describe_position(&self, rows: &Vec<u32>) -> PositionTerm {
        PositionTerm::Notation(FunnyPosition::Rows(rows.clone()).to_string())
    }
    fn value_detail(&self, rows: &Vec<u32>) -> Option<String> {
        (rows.len() > 1)
            .then(|| rows.iter().map(|&r| kayles(u64::from(r)).to_string()).collect::<Vec<_>>().join(" ⊕ "))
    }
    fn option_count(&self, rows: &Vec<u32>) -> u64 {
        rows.iter().map(|&r| 2 * u64::from(r)).sum::<u64>().saturating_sub(rows.len() as u64)
    }
}
