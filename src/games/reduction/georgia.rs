//! Georgia and Bob (POJ 1704): chessmen on a row of squares numbered from 1; a move slides one
//! chessman left by one or more squares, without jumping over or landing on another chessman and
//! without leaving the row; whoever cannot move loses.
//!
//! The reduction: pair the chessmen from the right (the rightmost with the one left of it, and so
//! on; with an odd count the leftmost is paired with the wall left of square 1). The empty squares
//! inside each pair form a Nim heap. Moving a pair's right chessman shrinks its heap as a Nim move
//! does; moving a pair's left chessman grows its heap, and the other player can restore it by
//! moving the right chessman as far. Every move changes exactly one heap, and every smaller size
//! of a heap can be reached, so by induction the Grundy value is the nim-sum of the gaps.
//!
//! Notation: a position is its occupied squares, separated by spaces or commas, in any order
//! (`1 5 6 7 9 12 14 17`); `Display` writes them in increasing order. A move is `from-to`:
//! `9-8` slides the chessman on square 9 to square 8.

use std::fmt;
use std::str::FromStr;

use super::{NumberError, parse_number, tokens};
use crate::engine::Nimber;
use crate::engine::trace::{XorRow, XorTrace};
use crate::games::{ComputerMove, Outcome, Playable};

/// At most this many chessmen.
pub const MAX_CHESSMEN: usize = 1_000;
/// Squares are numbered 1 to this.
pub const MAX_SQUARE: u32 = 10_000;
/// Longer text is refused before parsing: 1000 squares of five digits with separators fit.
pub const MAX_INPUT_LEN: usize = 8_000;

/// A position: the occupied squares, increasing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GeorgiaPosition {
    squares: Vec<u32>,
}

/// Why text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseGeorgiaError {
    Empty,
    TooLong { len: usize },
    NotASquare { token: String },
    SquareZero,
    SquareTooLarge { token: String },
    TooMany { count: usize },
    Twice { square: u32 },
}

impl FromStr for GeorgiaPosition {
    type Err = ParseGeorgiaError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseGeorgiaError::TooLong { len: text.len() });
        }
        let tokens = tokens(text);
        if tokens.is_empty() {
            return Err(ParseGeorgiaError::Empty);
        }
        if tokens.len() > MAX_CHESSMEN {
            return Err(ParseGeorgiaError::TooMany { count: tokens.len() });
        }
        let squares = tokens
            .iter()
            .map(|&token| match parse_number(token, u64::from(MAX_SQUARE)) {
                Ok(0) => Err(ParseGeorgiaError::SquareZero),
                Ok(square) => Ok(square as u32),
                Err(NumberError::TooLarge) => {
                    Err(ParseGeorgiaError::SquareTooLarge { token: token.to_owned() })
                }
                Err(_) => Err(ParseGeorgiaError::NotASquare { token: token.to_owned() }),
            })
            .collect::<Result<Vec<u32>, _>>()?;
        GeorgiaPosition::new(squares)
    }
}

impl fmt::Display for GeorgiaPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, square) in self.squares.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

impl Default for GeorgiaPosition {
    /// The second sample of POJ 1704 (Georgia, who moves first, wins).
    fn default() -> Self {
        GeorgiaPosition { squares: vec![1, 5, 6, 7, 9, 12, 14, 17] }
    }
}

/// Two chessmen paired by the reduction (or the leftmost chessman and the wall).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    /// The left chessman's square, `None` for the wall left of square 1.
    pub left: Option<u32>,
    pub right: u32,
}

impl Pair {
    /// The empty squares between the two: the Nim heap of the pair.
    pub fn gap(self) -> u32 {
        self.right - self.left.unwrap_or(0) - 1
    }

    /// "5–9", or "|–1" for the wall: how a pair is named in tables.
    pub fn label(self) -> String {
        match self.left {
            Some(left) => format!("{left}–{}", self.right),
            None => format!("|–{}", self.right),
        }
    }
}

impl GeorgiaPosition {
    /// A position from squares in any order, checked against the limits.
    pub fn new(mut squares: Vec<u32>) -> Result<GeorgiaPosition, ParseGeorgiaError> {
        if squares.is_empty() {
            return Err(ParseGeorgiaError::Empty);
        }
        if squares.len() > MAX_CHESSMEN {
            return Err(ParseGeorgiaError::TooMany { count: squares.len() });
        }
        if squares.contains(&0) {
            return Err(ParseGeorgiaError::SquareZero);
        }
        if let Some(&square) = squares.iter().find(|&&s| s > MAX_SQUARE) {
            return Err(ParseGeorgiaError::SquareTooLarge { token: square.to_string() });
        }
        squares.sort_unstable();
        if let Some(pair) = squares.windows(2).find(|w| w[0] == w[1]) {
            return Err(ParseGeorgiaError::Twice { square: pair[0] });
        }
        Ok(GeorgiaPosition { squares })
    }

    /// The occupied squares, increasing.
    pub fn squares(&self) -> &[u32] {
        &self.squares
    }

    /// The pairs of the reduction, from left to right (they are formed from the right).
    pub fn pairs(&self) -> Vec<Pair> {
        let mut pairs = Vec::with_capacity(self.squares.len() / 2 + 1);
        let mut index = self.squares.len();
        while index >= 2 {
            pairs.push(Pair { left: Some(self.squares[index - 2]), right: self.squares[index - 1] });
            index -= 2;
        }
        if index == 1 {
            pairs.push(Pair { left: None, right: self.squares[0] });
        }
        pairs.reverse();
        pairs
    }

    /// The nim-sum of the pairs' gaps: the Grundy value.
    pub fn nim_sum(&self) -> Nimber {
        Nimber::nim_sum(self.pairs().iter().map(|p| Nimber(u64::from(p.gap()))))
    }

    /// The nim-sum of the gaps by bit columns, each row labelled with its pair.
    pub fn xor_trace(&self) -> XorTrace {
        XorTrace::new(
            self.pairs()
                .into_iter()
                .map(|pair| XorRow { label: pair.label(), value: Nimber(u64::from(pair.gap())) })
                .collect(),
        )
    }

    /// The square of the chessman left of the one on `square` (0 for the wall).
    fn left_neighbour(&self, index: usize) -> u32 {
        if index == 0 { 0 } else { self.squares[index - 1] }
    }

    /// A random position of `count` chessmen on squares 1 to `max_square`.
    pub fn random(rng: &mut fastrand::Rng, count: usize, max_square: u32) -> GeorgiaPosition {
        let max_square = max_square.clamp(1, MAX_SQUARE);
        let count = count.clamp(1, max_square as usize);
        let mut squares: Vec<u32> = (1..=max_square).collect();
        rng.shuffle(&mut squares);
        squares.truncate(count);
        squares.sort_unstable();
        GeorgiaPosition { squares }
    }
}

/// A move: the chessman on `from` slides left to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GeorgiaMove {
    pub from: u32,
    pub to: u32,
}

impl fmt::Display for GeorgiaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGeorgiaMoveError;

impl FromStr for GeorgiaMove {
    type Err = ParseGeorgiaMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (from, to) = text.split_once('-').ok_or(ParseGeorgiaMoveError)?;
        let square = |t: &str| parse_number(t.trim(), u64::from(MAX_SQUARE)).map(|s| s as u32);
        Ok(GeorgiaMove {
            from: square(from).map_err(|_| ParseGeorgiaMoveError)?,
            to: square(to).map_err(|_| ParseGeorgiaMoveError)?,
        })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeorgiaError {
    NoChessman { square: u32 },
    NotLeft,
    OffTheRow,
    Blocked { by: u32 },
}

/// Why the computer made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GeorgiaReason {
    /// The gaps' nim-sum was `nim_sum`; the move makes it 0, moving a pair's right chessman
    /// (`widened` false: its gap shrinks) or its left chessman (`widened` true: its gap grows).
    ToZero { nim_sum: u64, widened: bool },
    /// The nim-sum was 0: every move loses against best play; this one-square move leaves the
    /// fewest winning replies.
    FewestReplies { replies: usize },
}

/// Georgia and Bob.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GeorgiaBob;

/// The contest's answer for an outcome: Georgia moves first (POJ 1704's output lines).
pub fn contest_answer(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::N => "Georgia will win",
        Outcome::P | Outcome::D => "Bob will win",
    }
}

impl GeorgiaBob {
    /// Every move to a P-position, in O(chessmen): per pair, the right chessman's move that
    /// shrinks the gap to its target and, if the target is larger, the left chessman's move that
    /// grows it (where the space on its left allows).
    fn winning_moves_of(position: &GeorgiaPosition) -> Vec<GeorgiaMove> {
        let total = position.nim_sum().value() as u32;
        if total == 0 {
            return Vec::new();
        }
        let squares = &position.squares;
        let odd = squares.len() % 2 == 1;
        let mut moves = Vec::new();
        for (index, &square) in squares.iter().enumerate() {
            // Index counted from the pairing: with an odd count the wall takes slot −1.
            let is_right = (index % 2 == 1) != odd;
            let neighbour = position.left_neighbour(index);
            if is_right {
                let gap = square - neighbour - 1;
                let target = gap ^ total;
                if target < gap {
                    moves.push(GeorgiaMove { from: square, to: neighbour + 1 + target });
                }
            } else {
                // The left chessman of the pair (square, squares[index + 1]).
                let Some(&right) = squares.get(index + 1) else { continue };
                let gap = right - square - 1;
                let target = gap ^ total;
                if target > gap {
                    let shift = target - gap;
                    if square - neighbour > shift {
                        moves.push(GeorgiaMove { from: square, to: square - shift });
                    }
                }
            }
        }
        moves
    }
}

impl Playable for GeorgiaBob {
    type Position = GeorgiaPosition;
    type Move = GeorgiaMove;
    type ParseError = ParseGeorgiaError;
    type MoveError = GeorgiaError;
    type Reason = GeorgiaReason;

    const ID: &'static str = "georgia-bob";

    fn random_move(&self, position: &GeorgiaPosition, rng: &mut fastrand::Rng) -> Option<GeorgiaMove> {
        // Chessman by chessman, every square it may slide to (at most the row's length each).
        let moves: Vec<GeorgiaMove> = (0..position.squares.len())
            .flat_map(|index| {
                let from = position.squares[index];
                (position.left_neighbour(index) + 1..from).map(move |to| GeorgiaMove { from, to })
            })
            .collect();
        crate::games::pick(&moves, rng)
    }

    fn is_over(&self, position: &GeorgiaPosition) -> bool {
        // Packed against the wall: squares 1, 2, …, n.
        position.squares.iter().enumerate().all(|(index, &square)| square as usize == index + 1)
    }

    fn play(&self, position: &GeorgiaPosition, mv: &GeorgiaMove) -> Result<GeorgiaPosition, GeorgiaError> {
        let index = position
            .squares
            .binary_search(&mv.from)
            .map_err(|_| GeorgiaError::NoChessman { square: mv.from })?;
        if mv.to >= mv.from {
            return Err(GeorgiaError::NotLeft);
        }
        if mv.to == 0 {
            return Err(GeorgiaError::OffTheRow);
        }
        let neighbour = position.left_neighbour(index);
        if neighbour >= mv.to {
            return Err(GeorgiaError::Blocked { by: neighbour });
        }
        let mut squares = position.squares.clone();
        squares[index] = mv.to;
        Ok(GeorgiaPosition { squares })
    }

    fn grundy(&self, position: &GeorgiaPosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    fn winning_moves(&self, position: &GeorgiaPosition) -> Vec<GeorgiaMove> {
        GeorgiaBob::winning_moves_of(position)
    }

    /// A winning move if there is one (the first, from the left). Otherwise every move loses
    /// against best play: the computer slides one chessman a single square, choosing the one that
    /// leaves the opponent the fewest winning replies.
    fn computer_move(&self, position: &GeorgiaPosition) -> Option<ComputerMove<GeorgiaMove, GeorgiaReason>> {
        if self.is_over(position) {
            return None;
        }
        let nim_sum = position.nim_sum().value();
        if let Some(&mv) = GeorgiaBob::winning_moves_of(position).first() {
            let index = position.squares.binary_search(&mv.from).unwrap_or(0);
            let is_right = (index % 2 == 1) != (position.squares.len() % 2 == 1);
            return Some(ComputerMove { mv, reason: GeorgiaReason::ToZero { nim_sum, widened: !is_right } });
        }
        let mut best: Option<(GeorgiaMove, usize)> = None;
        for (index, &square) in position.squares.iter().enumerate() {
            if square - position.left_neighbour(index) < 2 {
                continue;
            }
            let mv = GeorgiaMove { from: square, to: square - 1 };
            let Ok(next) = self.play(position, &mv) else { continue };
            let replies = GeorgiaBob::winning_moves_of(&next).len();
            if best.is_none_or(|(_, fewest)| replies < fewest) {
                best = Some((mv, replies));
            }
        }
        best.map(|(mv, replies)| ComputerMove { mv, reason: GeorgiaReason::FewestReplies { replies } })
    }
}

/// At most this many test cases in one contest input.
pub const MAX_CASES: usize = 100;
/// Longer contest input is refused before reading.
pub const MAX_IMPORT_LEN: usize = 200_000;

/// Why a contest input could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    Empty,
    TooLong {
        len: usize,
    },
    NotANumber {
        token: String,
    },
    TooManyCases {
        count: u64,
    },
    /// Case `case` (from 1) has no N.
    MissingCount {
        case: usize,
    },
    /// Case `case` (from 1) ends before its `expected` squares.
    MissingSquares {
        case: usize,
        expected: u64,
        found: usize,
    },
    /// Numbers are left after the last case.
    Leftover {
        count: usize,
    },
    BadCase {
        case: usize,
        error: ParseGeorgiaError,
    },
}

/// One case of a contest input, analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedCase {
    pub position: GeorgiaPosition,
    pub nim_sum: u64,
    pub outcome: Outcome,
}

/// Reads POJ 1704's input (T; then for each case N and N squares, in any order and any layout)
/// and analyses every case.
pub fn import(text: &str) -> Result<Vec<ImportedCase>, ImportError> {
    if text.len() > MAX_IMPORT_LEN {
        return Err(ImportError::TooLong { len: text.len() });
    }
    let mut numbers = tokens(text).into_iter().map(|token| {
        parse_number(token, u64::MAX).map_err(|_| ImportError::NotANumber { token: token.to_owned() })
    });
    let cases = numbers.next().ok_or(ImportError::Empty)??;
    if cases > MAX_CASES as u64 {
        return Err(ImportError::TooManyCases { count: cases });
    }
    let mut analysed = Vec::with_capacity(cases as usize);
    for case in 1..=cases as usize {
        let count = numbers.next().ok_or(ImportError::MissingCount { case })??;
        if count > MAX_CHESSMEN as u64 {
            let count = usize::try_from(count).unwrap_or(usize::MAX);
            return Err(ImportError::BadCase { case, error: ParseGeorgiaError::TooMany { count } });
        }
        let mut squares = Vec::with_capacity(count as usize);
        for found in 0..count as usize {
            let square =
                numbers.next().ok_or(ImportError::MissingSquares { case, expected: count, found })??;
            if square > u64::from(MAX_SQUARE) {
                let error = ParseGeorgiaError::SquareTooLarge { token: square.to_string() };
                return Err(ImportError::BadCase { case, error });
            }
            squares.push(square as u32);
        }
        let position = GeorgiaPosition::new(squares).map_err(|error| ImportError::BadCase { case, error })?;
        let nim_sum = position.nim_sum();
        analysed.push(ImportedCase { position, nim_sum: nim_sum.value(), outcome: Outcome::of(nim_sum) });
    }
    let leftover = numbers.count();
    if leftover > 0 {
        return Err(ImportError::Leftover { count: leftover });
    }
    Ok(analysed)
}

/// The contest's output for `cases`: one line each.
pub fn contest_output(cases: &[ImportedCase]) -> String {
    cases.iter().map(|case| contest_answer(case.outcome)).collect::<Vec<_>>().join("\n")
}
