//! Chomp: a chocolate bar whose top-left square is poisoned. A move picks a square that is
//! left and eats it together with every square below it and to its right (all (r', c') with
//! r' ≥ r and c' ≥ c). Eating the poisoned square is not a move, so the player left with the
//! poisoned square alone cannot move and loses (normal play).
//!
//! Whatever is eaten, what remains is a Young diagram: rows that never get longer going down.
//! Every position reachable from a start is a diagram inside it, and [`search`] solves them all
//! bottom-up (see its docs), up to [`MAX_SEARCH_POSITIONS`] positions and [`MAX_SEARCH_WORK`].
//!
//! **Strategy stealing.** A rectangle larger than 1×1 is a win for the player to move, though
//! nobody knows the move in general. Suppose it were lost for the first player. Then eating the
//! bottom-right corner square would lose too, so the opponent would have a winning reply: eat
//! some square s, leaving a P-position. But eating s from the full rectangle leaves exactly the
//! same position (s is above and left of the corner, so s's bite contains the corner anyway):
//! the first player could have made that move first and won, a contradiction. The argument
//! names no move, so beyond the search a rectangle's outcome is known (N) while its winning moves
//! are not: [`Playable::grundy`] is `None`, [`Playable::outcome`] is N and
//! [`Playable::winning_moves`] is empty.
//!
//! **Other positions beyond the search** have no known outcome. Reading one from text
//! ([`FromStr`]) is refused with [`ParseChompError::TooLargeToSearch`], so the API's analysis
//! reports the limit as an error. Play from a rectangle beyond the search can still reach such
//! positions (the game in progress keeps its start and moves; [`ChompPosition::read_shape`]
//! reads one back without the check). For those, [`Playable::outcome`] cannot be known and
//! returns N (most positions are N-positions, but this is a guess); [`Chomp::checked_outcome`]
//! says so with an error.
//!
//! Known facts, checked by the tests against a brute force of the stated rules:
//! - a square n×n (n ≥ 2): eating (2,2) wins; it leaves an L with two equal arms, and the second
//!   player copies every bite on the other arm;
//! - two rows (a, b): a P-position exactly when b = a − 1;
//! - one row of n: value n − 1 (eat all but the poison to win); an L with arms of a and b
//!   squares beyond the corner is Nim with heaps a and b.
//!
//! Notation: a position is its row lengths from top to bottom, separated by spaces (commas are
//! read too): `5 5 5 5` is a 4×5 bar, `1` the poisoned square alone (the game is over). Every row
//! holds at least one square (a row of 0 is refused, so each position has one text) and no row
//! is longer than the one above. A move is `r,c`: the square picked, row and column counted
//! from 1 (`2,2`); `1,1` is the poison.

pub mod search;

use std::fmt;
use std::str::FromStr;

pub use search::{ChompSearch, MAX_SEARCH_POSITIONS, MAX_SEARCH_WORK, TooLargeToSearch, search};

use super::{ComputerMove, Outcome, Playable};
use crate::engine::Nimber;
use crate::engine::trace::{MexOption, MexTrace, MoveTerm, PositionTerm};

/// At most this many rows.
pub const MAX_ROWS: usize = 200;
/// At most this many squares in a row.
pub const MAX_COLUMNS: u32 = 200;
/// Longer text is refused before parsing (200 rows of `200 ` fit).
pub const MAX_INPUT_LEN: usize = 1_024;
const _: () = assert!(MAX_ROWS * "200 ".len() <= MAX_INPUT_LEN);

/// A Chomp position: row lengths from top to bottom, each at least 1, never increasing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChompPosition {
    rows: Vec<u32>,
}

impl ChompPosition {
    /// A position from its rows, checked like the text (shape and size, not the search limit).
    pub fn from_rows(rows: Vec<u32>) -> Result<ChompPosition, ParseChompError> {
        if rows.is_empty() {
            return Err(ParseChompError::Empty);
        }
        if rows.len() > MAX_ROWS {
            return Err(ParseChompError::TooManyRows { count: rows.len() });
        }
        for (index, &length) in rows.iter().enumerate() {
            let row = index + 1;
            if length == 0 {
                return Err(ParseChompError::EmptyRow { row });
            }
            if length > MAX_COLUMNS {
                return Err(ParseChompError::TooLong { row, token: length.to_string() });
            }
            if index > 0 && length > rows[index - 1] {
                return Err(ParseChompError::Increasing { row, length, above: rows[index - 1] });
            }
        }
        Ok(ChompPosition { rows })
    }

    /// A `rows`×`columns` bar (each at least 1 and within the limits).
    pub fn rectangle(rows: usize, columns: u32) -> Result<ChompPosition, ParseChompError> {
        ChompPosition::from_rows(vec![columns; rows])
    }

    /// Reads the notation, checking the shape and the size limits but not whether the position
    /// can be searched: for positions of a game in progress from a rectangle beyond the search.
    /// [`FromStr`] is this and the search check.
    pub fn read_shape(text: &str) -> Result<ChompPosition, ParseChompError> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseChompError::TooLongText { len: text.len() });
        }
        let mut rows = Vec::new();
        for token in text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()) {
            let row = rows.len() + 1;
            if !token.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseChompError::NotANumber { row, token: shown(token) });
            }
            // Digits only: a failed parse is a number too large for u32.
            let length = token.parse::<u32>().unwrap_or(u32::MAX);
            if length > MAX_COLUMNS {
                return Err(ParseChompError::TooLong { row, token: shown(token) });
            }
            rows.push(length);
            if rows.len() > MAX_ROWS {
                return Err(ParseChompError::TooManyRows { count: rows.len() });
            }
        }
        ChompPosition::from_rows(rows)
    }

    /// The row lengths, top to bottom.
    pub fn rows(&self) -> &[u32] {
        &self.rows
    }

    /// How many squares are left, the poisoned one included.
    pub fn squares(&self) -> u32 {
        self.rows.iter().sum()
    }

    /// Whether every row has the same length (a 1×1 is a rectangle too).
    pub fn is_rectangle(&self) -> bool {
        self.rows.iter().all(|&r| r == self.rows[0])
    }

    /// Whether square (`row`, `column`), counted from 0, is still there.
    pub fn has(&self, row: u32, column: u32) -> bool {
        self.rows.get(row as usize).is_some_and(|&length| column < length)
    }

    /// The position after eating (`row`, `column`) (from 0; the square must be there).
    fn eaten(&self, row: u32, column: u32) -> ChompPosition {
        let mut rows: Vec<u32> = self
            .rows
            .iter()
            .enumerate()
            .map(|(i, &r)| if i < row as usize { r } else { r.min(column) })
            .collect();
        rows.retain(|&r| r > 0);
        ChompPosition { rows }
    }

    /// The exact search of this position (every position inside it solved), or why not.
    pub fn search(&self) -> Result<std::rc::Rc<ChompSearch>, TooLargeToSearch> {
        search::search(&self.rows)
    }
}

impl Default for ChompPosition {
    /// A 4×5 bar.
    fn default() -> Self {
        ChompPosition { rows: vec![5; 4] }
    }
}

impl fmt::Display for ChompPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, length) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{length}")?;
        }
        Ok(())
    }
}

/// Longer tokens are cut in messages.
fn shown(token: &str) -> String {
    let mut text: String = token.chars().take(20).collect();
    if token.chars().count() > 20 {
        text.push('…');
    }
    text
}

/// Why text is not a Chomp position. Rows are counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseChompError {
    Empty,
    TooLongText {
        len: usize,
    },
    NotANumber {
        row: usize,
        token: String,
    },
    /// Row `row` is `token` squares long, more than [`MAX_COLUMNS`].
    TooLong {
        row: usize,
        token: String,
    },
    TooManyRows {
        count: usize,
    },
    EmptyRow {
        row: usize,
    },
    Increasing {
        row: usize,
        length: u32,
        above: u32,
    },
    /// Not a rectangle and too large to search: nothing is known of it.
    TooLargeToSearch(TooLargeToSearch),
}

impl FromStr for ChompPosition {
    type Err = ParseChompError;

    /// [`ChompPosition::read_shape`], then a position that is not a rectangle must be small
    /// enough to search (a rectangle's outcome is known by strategy stealing).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let position = ChompPosition::read_shape(text)?;
        if !position.is_rectangle() {
            search::check(&position.rows).map_err(ParseChompError::TooLargeToSearch)?;
        }
        Ok(position)
    }
}

/// A move: eat the square at `row`, `column` (counted from 1) and everything below and right of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChompMove {
    pub row: u32,
    pub column: u32,
}

impl fmt::Display for ChompMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row, self.column)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseChompMoveError;

impl FromStr for ChompMove {
    type Err = ParseChompMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (row, column) = text.split_once(',').ok_or(ParseChompMoveError)?;
        let number = |t: &str| -> Result<u32, ParseChompMoveError> {
            let t = t.trim();
            if t.is_empty() || t.len() > 9 || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseChompMoveError);
            }
            t.parse::<u32>().ok().filter(|&n| n >= 1).ok_or(ParseChompMoveError)
        };
        Ok(ChompMove { row: number(row)?, column: number(column)? })
    }
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChompError {
    /// `1,1`: the poisoned square is never eaten.
    Poisoned,
    /// No square there: eaten already or outside the bar.
    NoSquare { row: u32, column: u32 },
}

/// Why the computer chose its move: the numbers behind it, for the ui to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChompReason {
    /// The position's value was `value`: not 0, so (by the mex rule) some move leads to a
    /// position of value 0, a P-position, and this move does.
    ToZero { value: Nimber },
    /// The value was 0: every move leads to an N-position. This one leaves the opponent
    /// `replies` winning replies, the fewest.
    Losing { replies: usize },
    /// A square of side `side` too large to search: eating (2,2) leaves an L with equal arms,
    /// and copying every bite on the other arm wins.
    SquareMirror { side: u32 },
    /// Too large to search and no square: the computer eats the last square of the bottom row.
    /// `rectangle`: the position is a rectangle, won for the player to move by strategy
    /// stealing, though the winning move is not known.
    TooLarge { rectangle: bool },
}

/// A winning move a known strategy names (see [`Chomp::known_move`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnownMove {
    /// A square of side `side`: eat (2,2), leaving an L with two equal arms, then copy every bite
    /// on the other arm.
    SquareCorner { side: u32 },
    /// Two rows: `mv` leaves a top row of `top` and a bottom row of `bottom = top − 1`.
    TwoRows { mv: ChompMove, top: u32, bottom: u32 },
}

impl KnownMove {
    pub fn mv(self) -> ChompMove {
        match self {
            KnownMove::SquareCorner { .. } => ChompMove { row: 2, column: 2 },
            KnownMove::TwoRows { mv, .. } => mv,
        }
    }
}

/// Chomp.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chomp;

impl Chomp {
    /// The outcome, or the search limit where it is not known (a position beyond the search
    /// that is not a rectangle).
    pub fn checked_outcome(&self, position: &ChompPosition) -> Result<Outcome, TooLargeToSearch> {
        match position.search() {
            Ok(search) => Ok(Outcome::of(search.value(&position.rows).unwrap_or_default())),
            Err(_) if position.is_rectangle() && position.squares() > 1 => Ok(Outcome::N),
            Err(limit) => Err(limit),
        }
    }

    /// Every move with the value of the position it leads to, in row-major order, or why not.
    pub fn options(&self, position: &ChompPosition) -> Result<Vec<(ChompMove, Nimber)>, TooLargeToSearch> {
        let search = position.search()?;
        Ok(search
            .options(&position.rows)
            .into_iter()
            .map(|(row, column, value)| (ChompMove { row: row + 1, column: column + 1 }, value))
            .collect())
    }

    /// How the position's value comes from its options (each bite and the value it leaves), for
    /// the mex stepper; the search's limit where it cannot be known.
    pub fn mex_trace(&self, position: &ChompPosition) -> Result<MexTrace, TooLargeToSearch> {
        let options: Vec<MexOption> = self
            .options(position)?
            .into_iter()
            .map(|(mv, value)| MexOption {
                mv: MoveTerm::Notation(mv.to_string()),
                position: PositionTerm::Notation(position.eaten(mv.row - 1, mv.column - 1).to_string()),
                value,
                detail: None,
                group: None,
            })
            .collect();
        let mut set: Vec<Nimber> = options.iter().map(|option| option.value).collect();
        set.sort_unstable();
        set.dedup();
        let mex = crate::engine::mex(set.iter().copied());
        Ok(MexTrace { position: PositionTerm::Notation(position.to_string()), options, set, mex })
    }

    /// The move a known strategy names in `position`, if one does: a square bar of side 2 or
    /// more, or two rows that are not a P-position (the top row one longer than the bottom).
    pub fn known_move(position: &ChompPosition) -> Option<KnownMove> {
        let rows = position.rows();
        if rows.len() >= 2 && position.is_rectangle() && rows[0] as usize == rows.len() {
            // A 2×2 is a square too: its (2,2) is also the two-row move.
            return Some(KnownMove::SquareCorner { side: rows[0] });
        }
        match *rows {
            [a, b] if b + 1 == a => None,
            [a, b] if a == b => {
                Some(KnownMove::TwoRows { mv: ChompMove { row: 2, column: a }, top: a, bottom: a - 1 })
            }
            [_, b] => {
                Some(KnownMove::TwoRows { mv: ChompMove { row: 1, column: b + 2 }, top: b + 1, bottom: b })
            }
            _ => None,
        }
    }

    /// The smallest bite: the last square of the bottom row (none once only the poison is left).
    fn smallest_bite(position: &ChompPosition) -> Option<ChompMove> {
        let row = position.rows.len() as u32;
        let column = *position.rows.last()?;
        (position.squares() > 1).then_some(ChompMove { row, column })
    }
}

impl Playable for Chomp {
    type Position = ChompPosition;
    type Move = ChompMove;
    type ParseError = ParseChompError;
    type MoveError = ChompError;
    type Reason = ChompReason;

    const ID: &'static str = "chomp";

    fn is_over(&self, position: &ChompPosition) -> bool {
        position.squares() == 1
    }

    fn play(&self, position: &ChompPosition, mv: &ChompMove) -> Result<ChompPosition, ChompError> {
        if (mv.row, mv.column) == (1, 1) {
            return Err(ChompError::Poisoned);
        }
        let (row, column) = (mv.row.wrapping_sub(1), mv.column.wrapping_sub(1));
        if mv.row == 0 || mv.column == 0 || !position.has(row, column) {
            return Err(ChompError::NoSquare { row: mv.row, column: mv.column });
        }
        Ok(position.eaten(row, column))
    }

    /// By the exact search; `None` beyond it.
    fn grundy(&self, position: &ChompPosition) -> Option<Nimber> {
        position.search().ok()?.value(&position.rows)
    }

    /// From the search; beyond it a rectangle is N (strategy stealing, see the module docs), and
    /// any other position is unknown: N is returned, see [`Chomp::checked_outcome`].
    fn outcome(&self, position: &ChompPosition) -> Outcome {
        self.checked_outcome(position).unwrap_or(Outcome::N)
    }

    /// Every move to a position of value 0, in row-major order; none beyond the search.
    fn winning_moves(&self, position: &ChompPosition) -> Vec<ChompMove> {
        self.options(position)
            .unwrap_or_default()
            .into_iter()
            .filter(|(_, value)| value.is_zero())
            .map(|(mv, _)| mv)
            .collect()
    }

    /// A winning move when there is one (the first in row-major order). From a P-position, the
    /// move leaving the fewest winning replies (the first such). Beyond the search: (2,2) on a
    /// square, else the smallest bite.
    fn computer_move(&self, position: &ChompPosition) -> Option<ComputerMove<ChompMove, ChompReason>> {
        if self.is_over(position) {
            return None;
        }
        let Ok(options) = self.options(position) else {
            let side = position.rows[0];
            if position.is_rectangle() && position.rows.len() == side as usize {
                let mv = ChompMove { row: 2, column: 2 };
                return Some(ComputerMove { mv, reason: ChompReason::SquareMirror { side } });
            }
            let mv = Chomp::smallest_bite(position)?;
            return Some(ComputerMove {
                mv,
                reason: ChompReason::TooLarge { rectangle: position.is_rectangle() },
            });
        };
        if let Some(&(mv, _)) = options.iter().find(|(_, value)| value.is_zero()) {
            let value = self.grundy(position).unwrap_or_default();
            return Some(ComputerMove { mv, reason: ChompReason::ToZero { value } });
        }
        let mut best: Option<(ChompMove, usize)> = None;
        for &(mv, _) in &options {
            let after = position.eaten(mv.row - 1, mv.column - 1);
            let replies = self.winning_moves(&after).len();
            if best.is_none_or(|(_, fewest)| replies < fewest) {
                best = Some((mv, replies));
            }
        }
        best.map(|(mv, replies)| ComputerMove { mv, reason: ChompReason::Losing { replies } })
    }

    /// Every square but the poisoned one has the same chance.
    fn random_move(&self, position: &ChompPosition, rng: &mut fastrand::Rng) -> Option<ChompMove> {
        let squares = position.squares();
        if squares <= 1 {
            return None;
        }
        // Square 0 (the poison) is skipped: pick among squares 1.. in row-major order.
        let mut pick = rng.u32(1..squares);
        for (row, &length) in position.rows.iter().enumerate() {
            if pick < length {
                return Some(ChompMove { row: row as u32 + 1, column: pick + 1 });
            }
            pick -= length;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The known strategies' moves are winning moves of the exact search, on every square bar of
    /// side 2..=9 and every two-row position up to 30 columns; a two-row P-position (top one
    /// longer) has none.
    #[test]
    fn known_moves_are_winning_moves_of_the_search() {
        let chomp = Chomp;
        for side in 2..=9u32 {
            let square = ChompPosition::rectangle(side as usize, side).unwrap();
            let known = Chomp::known_move(&square).unwrap();
            assert_eq!(known, KnownMove::SquareCorner { side });
            assert!(chomp.winning_moves(&square).contains(&known.mv()), "{square}");
        }
        for top in 1..=30u32 {
            for bottom in 1..=top {
                let position = ChompPosition::from_rows(vec![top, bottom]).unwrap();
                match Chomp::known_move(&position) {
                    None => assert_eq!(chomp.outcome(&position), Outcome::P, "{position}"),
                    Some(KnownMove::SquareCorner { side }) => assert_eq!((top, bottom, side), (2, 2, 2)),
                    Some(known) => {
                        let after = chomp.play(&position, &known.mv()).unwrap();
                        let KnownMove::TwoRows { top, bottom, .. } = known else { panic!("{position}") };
                        // A column of two (1 1) leaves the poison alone: a bottom row of 0.
                        let left: Vec<u32> = [top, bottom].into_iter().filter(|&r| r > 0).collect();
                        assert_eq!(after.rows(), left);
                        assert!(chomp.winning_moves(&position).contains(&known.mv()), "{position}");
                    }
                }
            }
        }
        // Neither strategy speaks of three rows that are not square.
        assert_eq!(Chomp::known_move(&"5 5 5".parse().unwrap()), None);
    }

    /// The mex stepper's trace: a 2×2 bar's three bites, in row-major order, leave "1 1" (a
    /// column of 2: value 1), "2" (a row of 2: value 1) and "2 1" (a P-position: value 0), so
    /// its value is mex{0, 1} = 2 (by hand).
    #[test]
    fn mex_trace_of_a_small_bar() {
        let trace = Chomp.mex_trace(&"2 2".parse().unwrap()).unwrap();
        let left: Vec<(String, u64)> = trace
            .options
            .iter()
            .map(|o| match &o.position {
                PositionTerm::Notation(text) => (text.clone(), o.value.value()),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(left, [("1 1".to_owned(), 1), ("2".to_owned(), 1), ("2 1".to_owned(), 0)]);
        assert_eq!(trace.mex, Nimber(2));
    }
}
