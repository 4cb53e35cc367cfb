//! The maze game (Competitive Programmer's Handbook, chapter 25 "Game theory"): a figure stands
//! on a free square of a grid with walls. A move takes it any positive number of squares left or
//! up in a straight line, never onto or through a wall and never off the grid. Whoever cannot
//! move loses (normal play).
//!
//! Each free square is a position, and every move goes left or up, so the game ends. The Grundy
//! value of a square is the mex of the values of the squares the figure can reach from it; those
//! are all above or to the left, so filling the grid row by row from the top left sees every
//! reachable square before the square itself ([`MazeValues`]). Each square looks along its row
//! and its column until a wall: O(cells × (width + height)), at most 200 × 200 × 400 steps. A move
//! wins exactly when it reaches a square of value 0. Unlike a Nim heap, a square can reach larger
//! values than its own; the opponent can always answer such a move by one back down to the same
//! value, so it does not help the player who is losing.
//!
//! Notation: the rows from top to bottom, separated by `/` (line breaks are read too): `.` a
//! free square, `#` a wall, `F` the figure on its (free) square, exactly one. Every row has the
//! same length. `..#../#...#/..#../#..../....F` is the Handbook's example (the default). A move
//! is a direction and a number of squares: `L2` two squares left, `U3` three up (`l`/`u` are read
//! too).

use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use super::{ComputerMove, Playable};
use crate::engine::Nimber;
use crate::engine::trace::{MexOption, MexTrace, MoveTerm, PositionTerm};

/// At most this many rows, and this many squares in a row.
pub const MAX_SIDE: usize = 200;
/// Longer text is refused before parsing: 200 rows of 200 with a separator (even `\r\n`) fit.
pub const MAX_INPUT_LEN: usize = 40_400;
const _: () = assert!(MAX_SIDE * (MAX_SIDE + 2) <= MAX_INPUT_LEN);

/// A maze and where the figure stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MazePosition {
    width: usize,
    height: usize,
    /// Row-major, `true` for a wall.
    walls: Vec<bool>,
    /// Row and column, from 0.
    figure: (usize, usize),
}

/// A direction the figure moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Left,
    Up,
}

impl Direction {
    pub const ALL: [Direction; 2] = [Direction::Left, Direction::Up];

    /// The letter of the notation.
    pub const fn letter(self) -> char {
        match self {
            Direction::Left => 'L',
            Direction::Up => 'U',
        }
    }
}

impl MazePosition {
    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// The figure's row and column, from 0.
    pub fn figure(&self) -> (usize, usize) {
        self.figure
    }

    /// Whether (`row`, `column`), from 0, is a wall; squares off the grid count as walls.
    pub fn is_wall(&self, row: usize, column: usize) -> bool {
        row >= self.height || column >= self.width || self.walls[row * self.width + column]
    }

    /// How many squares the figure can move in `direction` (0: none).
    pub fn reach(&self, direction: Direction) -> usize {
        let (row, column) = self.figure;
        match direction {
            Direction::Left => (1..=column).take_while(|&k| !self.is_wall(row, column - k)).count(),
            Direction::Up => (1..=row).take_while(|&k| !self.is_wall(row - k, column)).count(),
        }
    }

    /// The figure's square after `steps` in `direction` (which must be within reach).
    fn target(&self, direction: Direction, steps: usize) -> (usize, usize) {
        let (row, column) = self.figure;
        match direction {
            Direction::Left => (row, column - steps),
            Direction::Up => (row - steps, column),
        }
    }

    /// Every legal move with the square it leads to: left by 1, 2, …, then up by 1, 2, ….
    pub fn moves(&self) -> Vec<(MazeMove, (usize, usize))> {
        Direction::ALL
            .iter()
            .flat_map(|&direction| {
                (1..=self.reach(direction)).map(move |steps| {
                    (MazeMove { direction, steps: steps as u32 }, self.target(direction, steps))
                })
            })
            .collect()
    }

    /// The Grundy value of every free square of this maze (the last maze's are remembered: the
    /// walls stay the same through a game).
    pub fn values(&self) -> Rc<MazeValues> {
        thread_local! {
            static LAST: std::cell::RefCell<Option<Rc<MazeValues>>> = const { std::cell::RefCell::new(None) };
        }
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            if let Some(found) = &*last
                && found.width == self.width
                && found.walls == self.walls
            {
                return Rc::clone(found);
            }
            let found = Rc::new(MazeValues::new(self.width, &self.walls));
            *last = Some(Rc::clone(&found));
            found
        })
    }

    /// The figure moved to (`row`, `column`), from 0, if that square is free.
    pub fn with_figure(&self, row: usize, column: usize) -> Option<MazePosition> {
        (!self.is_wall(row, column)).then(|| MazePosition { figure: (row, column), ..self.clone() })
    }

    /// How the figure's square gets its value: its options (left, then up) with their values
    /// and the mex, for the mex stepper. Squares are written (row, column), from 1.
    pub fn mex_trace(&self) -> MexTrace {
        let values = self.values();
        let square = |(r, c): (usize, usize)| PositionTerm::Notation(format!("({}, {})", r + 1, c + 1));
        let options: Vec<MexOption> = self
            .moves()
            .into_iter()
            .map(|(mv, to)| MexOption {
                mv: MoveTerm::Notation(mv.to_string()),
                position: square(to),
                value: values.get(to.0, to.1).unwrap_or_default(),
                detail: None,
                group: None,
            })
            .collect();
        let mut set: Vec<Nimber> = options.iter().map(|option| option.value).collect();
        set.sort_unstable();
        set.dedup();
        let mex = crate::engine::mex(set.iter().copied());
        MexTrace { position: square(self.figure), options, set, mex }
    }

    /// The value of the figure's square: the position's Grundy value.
    pub fn value(&self) -> Nimber {
        self.values().get(self.figure.0, self.figure.1).unwrap_or_default()
    }
}

impl Default for MazePosition {
    /// The Handbook's example: value 2, won by moving four squares left or two up.
    fn default() -> Self {
        "..#../#...#/..#../#..../....F".parse().expect("the default maze is well formed")
    }
}

impl fmt::Display for MazePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::with_capacity(self.height * (self.width + 1));
        for row in 0..self.height {
            if row > 0 {
                text.push('/');
            }
            for column in 0..self.width {
                text.push(match (row, column) {
                    square if square == self.figure => 'F',
                    (r, c) if self.is_wall(r, c) => '#',
                    _ => '.',
                });
            }
        }
        f.write_str(&text)
    }
}

/// The Grundy value of every free square of a maze, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeValues {
    width: usize,
    height: usize,
    walls: Vec<bool>,
    /// `WALL` on walls.
    values: Vec<u32>,
}

const WALL: u32 = u32::MAX;

impl MazeValues {
    /// The mex rule square by square, row by row from the top left: each square's options (left
    /// along its row, up its column, until a wall or the edge) are all filled before it.
    pub fn new(width: usize, walls: &[bool]) -> MazeValues {
        let height = walls.len().checked_div(width).unwrap_or(0);
        let mut values = vec![WALL; walls.len()];
        // `seen[v] == stamp` marks value v among the current square's options; a square has at
        // most width + height options, so its value is at most that.
        let mut seen = vec![0u32; width + height + 1];
        for row in 0..height {
            for column in 0..width {
                let here = row * width + column;
                if walls[here] {
                    continue;
                }
                let stamp = here as u32 + 1;
                let left = (0..column).rev().map(|c| row * width + c);
                let up = (0..row).rev().map(|r| r * width + column);
                for square in left.take_while(|&s| !walls[s]).chain(up.take_while(|&s| !walls[s])) {
                    seen[values[square] as usize] = stamp;
                }
                values[here] = seen.iter().position(|&mark| mark != stamp).unwrap_or(seen.len()) as u32;
            }
        }
        MazeValues { width, height, walls: walls.to_vec(), values }
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// The value of square (`row`, `column`), from 0; `None` on a wall or off the grid.
    pub fn get(&self, row: usize, column: usize) -> Option<Nimber> {
        if row >= self.height || column >= self.width {
            return None;
        }
        let value = self.values[row * self.width + column];
        (value != WALL).then_some(Nimber(u64::from(value)))
    }

    /// Every square's value, row by row (`None` on walls): what the board shows on request.
    pub fn rows(&self) -> Vec<Vec<Option<Nimber>>> {
        (0..self.height).map(|r| (0..self.width).map(|c| self.get(r, c)).collect()).collect()
    }
}

/// Why text is not a maze. Rows and columns are counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMazeError {
    Empty,
    TooLongText {
        len: usize,
    },
    TooManyRows {
        count: usize,
    },
    TooWide {
        row: usize,
        len: usize,
    },
    EmptyRow {
        row: usize,
    },
    BadChar {
        row: usize,
        column: usize,
        found: char,
    },
    /// Row `row` has `len` squares where the first row has `expected`.
    Ragged {
        row: usize,
        len: usize,
        expected: usize,
    },
    NoFigure,
    TwoFigures {
        first: (usize, usize),
        second: (usize, usize),
    },
}

impl FromStr for MazePosition {
    type Err = ParseMazeError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseMazeError::TooLongText { len: text.len() });
        }
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseMazeError::Empty);
        }
        let mut walls = Vec::new();
        let mut width = 0;
        let mut figure = None;
        for (index, line) in text.split(['/', '\n']).enumerate() {
            let row = index + 1;
            if row > MAX_SIDE {
                return Err(ParseMazeError::TooManyRows { count: text.split(['/', '\n']).count() });
            }
            let line = line.strip_suffix('\r').unwrap_or(line);
            let len = line.chars().count();
            if len == 0 {
                return Err(ParseMazeError::EmptyRow { row });
            }
            if len > MAX_SIDE {
                return Err(ParseMazeError::TooWide { row, len });
            }
            for (c, found) in line.chars().enumerate() {
                let column = c + 1;
                match found {
                    '.' => walls.push(false),
                    '#' => walls.push(true),
                    'F' => {
                        if let Some(first) = figure {
                            return Err(ParseMazeError::TwoFigures { first, second: (row, column) });
                        }
                        figure = Some((row, column));
                        walls.push(false);
                    }
                    _ => return Err(ParseMazeError::BadChar { row, column, found }),
                }
            }
            if row == 1 {
                width = len;
            } else if len != width {
                return Err(ParseMazeError::Ragged { row, len, expected: width });
            }
        }
        let (row, column) = figure.ok_or(ParseMazeError::NoFigure)?;
        Ok(MazePosition { width, height: walls.len() / width, walls, figure: (row - 1, column - 1) })
    }
}

/// A move: `steps` squares in `direction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MazeMove {
    pub direction: Direction,
    pub steps: u32,
}

impl fmt::Display for MazeMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.direction.letter(), self.steps)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMazeMoveError;

impl FromStr for MazeMove {
    type Err = ParseMazeMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let direction = match text.chars().next() {
            Some('L' | 'l') => Direction::Left,
            Some('U' | 'u') => Direction::Up,
            _ => return Err(ParseMazeMoveError),
        };
        let digits = &text[1..];
        if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseMazeMoveError);
        }
        let steps = digits.parse::<u32>().ok().filter(|&s| s >= 1).ok_or(ParseMazeMoveError)?;
        Ok(MazeMove { direction, steps })
    }
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MazeError {
    /// A move goes at least one square.
    NoSteps,
    /// A wall or the edge stops the figure after `free` squares (0: it cannot go that way).
    Blocked { direction: Direction, steps: u32, free: usize },
}

/// Why the computer chose its move: the numbers behind it, for the ui to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MazeReason {
    /// The figure's square had value `value` (not 0, so by the mex rule some reachable square
    /// has value 0); the move goes there.
    ToZero { value: Nimber },
    /// The square had value 0: every move reaches a square of another value. This one leaves the
    /// opponent `replies` winning replies, the fewest.
    Losing { replies: usize },
}

/// The maze game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Maze;

impl Playable for Maze {
    type Position = MazePosition;
    type Move = MazeMove;
    type ParseError = ParseMazeError;
    type MoveError = MazeError;
    type Reason = MazeReason;

    const ID: &'static str = "maze";

    fn is_over(&self, position: &MazePosition) -> bool {
        Direction::ALL.iter().all(|&d| position.reach(d) == 0)
    }

    fn play(&self, position: &MazePosition, mv: &MazeMove) -> Result<MazePosition, MazeError> {
        if mv.steps == 0 {
            return Err(MazeError::NoSteps);
        }
        let free = position.reach(mv.direction);
        if mv.steps as usize > free {
            return Err(MazeError::Blocked { direction: mv.direction, steps: mv.steps, free });
        }
        Ok(MazePosition { figure: position.target(mv.direction, mv.steps as usize), ..position.clone() })
    }

    fn grundy(&self, position: &MazePosition) -> Option<Nimber> {
        Some(position.value())
    }

    /// Every move to a square of value 0: left ones by distance, then up ones.
    fn winning_moves(&self, position: &MazePosition) -> Vec<MazeMove> {
        let values = position.values();
        position
            .moves()
            .into_iter()
            .filter(|&(_, (r, c))| values.get(r, c).is_some_and(Nimber::is_zero))
            .map(|(mv, _)| mv)
            .collect()
    }

    /// The first winning move; from a square of value 0 the move leaving the fewest winning
    /// replies (the first such).
    fn computer_move(&self, position: &MazePosition) -> Option<ComputerMove<MazeMove, MazeReason>> {
        if self.is_over(position) {
            return None;
        }
        let value = position.value();
        let winning = self.winning_moves(position);
        if let Some(&first) = winning.first() {
            // Of the winning moves, one after which the opponent can still move, if any: the
            // game goes on and the learner plays on (a dead end would end it at once).
            let mv = position
                .moves()
                .into_iter()
                .filter(|(mv, _)| winning.contains(mv))
                .find(|&(_, figure)| !MazePosition { figure, ..position.clone() }.moves().is_empty())
                .map_or(first, |(mv, _)| mv);
            return Some(ComputerMove { mv, reason: MazeReason::ToZero { value } });
        }
        let mut best: Option<(MazeMove, usize)> = None;
        for (mv, figure) in position.moves() {
            let after = MazePosition { figure, ..position.clone() };
            let replies = self.winning_moves(&after).len();
            if best.is_none_or(|(_, fewest)| replies < fewest) {
                best = Some((mv, replies));
            }
        }
        best.map(|(mv, replies)| ComputerMove { mv, reason: MazeReason::Losing { replies } })
    }

    /// Every legal move has the same chance.
    fn random_move(&self, position: &MazePosition, rng: &mut fastrand::Rng) -> Option<MazeMove> {
        let left = position.reach(Direction::Left);
        let total = left + position.reach(Direction::Up);
        if total == 0 {
            return None;
        }
        let pick = rng.usize(..total);
        Some(if pick < left {
            MazeMove { direction: Direction::Left, steps: pick as u32 + 1 }
        } else {
            MazeMove { direction: Direction::Up, steps: (pick - left) as u32 + 1 }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Handbook's example (chapter 25, its table of the squares' values): the figure at
    /// (5, 5) reaches (5, 4), (5, 3), (5, 2), (5, 1) to the left, of values 3, 1, 4, 0, and
    /// (4, 5), (3, 5) up, of values 1, 0 (a wall at (2, 5)): the set {0, 1, 3, 4}, mex 2.
    #[test]
    fn mex_trace_agrees_with_the_table() {
        let maze = MazePosition::default();
        let trace = maze.mex_trace();
        assert_eq!(trace.mex, Nimber(2));
        assert_eq!(trace.mex, maze.value());
        let listed: Vec<(String, u64)> = trace
            .options
            .iter()
            .map(|o| match &o.mv {
                MoveTerm::Notation(mv) => (mv.clone(), o.value.value()),
                other => panic!("{other:?}"),
            })
            .collect();
        let expected = [("L1", 3), ("L2", 1), ("L3", 4), ("L4", 0), ("U1", 1), ("U2", 0)];
        assert_eq!(listed, expected.map(|(mv, v)| (mv.to_owned(), v)));
        assert_eq!(trace.set, [0, 1, 3, 4].map(Nimber));
        let values = maze.values();
        for (option, (_, (r, c))) in trace.options.iter().zip(maze.moves()) {
            assert_eq!(Some(option.value), values.get(r, c));
        }
        assert_eq!(maze.with_figure(0, 2), None, "a wall");
        assert_eq!(maze.with_figure(0, 0).map(|m| m.figure()), Some((0, 0)));
    }
}
