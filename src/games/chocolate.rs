//! Chocolate bars: three games played on a row of rectangular bars, each a separate game id.
//!
//! - `chocolate-eat`: a move picks one bar and eats it whole, or breaks it along one grid line and
//!   eats one of the two pieces. Whoever eats the last piece wins. From h×w the options are i×w
//!   (1 ≤ i < h), h×j (1 ≤ j < w) and nothing.
//! - `chocolate-split`: a move breaks one bar that is not 1×1 along a grid line into two bars, and
//!   both stay. Whoever cannot move loses. A break is worth g(A) ⊕ g(B).
//! - `cutting`: the classic cutting game. A move cuts one piece into two along a grid line;
//!   whoever first cuts out a 1×1 piece wins at once.
//!
//! The cutting game is not a plain sum of its pieces: cutting out a 1×1 ends the whole game. A
//! piece with a side of 1 and at least two squares (a "strip") therefore wins at once for the
//! player to move, and a cut that leaves a strip hands the opponent the game. Among positions
//! whose pieces are all at least 2×2, the game is the sum of pieces under the simplified rule
//! "only cut so that both pieces stay at least 2 wide" ([`TableKind::Cutting`]), in which 2×2, 2×3,
//! 3×2 and 3×3 have no move (a side of 2 or 3 cannot be split into two parts of at least 2). The
//! native tests check this against a search of the stated rules on whole multisets of pieces.
//! The page shows a strip's value cell as "wins at once".
//!
//! A cutting position holding a 1×1 is finished: the cut that made the square won. Play reaches
//! such positions and the notation writes them (an address of a finished game still opens), but
//! a game cannot be set up from one ([`Variant::check_start`]).
//!
//! What [`Playable::grundy`] returns for `cutting`: 0 once a 1×1 is cut out (the game is over);
//! for a position holding a strip, its value under the stated rules, which is
//! 1 + (⊕ of the pieces' values when no move may make a 1×1, [`TableKind::CuttingNoSquare`]):
//! every such position has a move straight to the end (value 0) and every other move keeps a
//! strip; otherwise the nim-sum of the simplified values, which is zero exactly when the player
//! to move loses (the stated rules' own value of such a position can differ, its outcome cannot).
//!
//! [`Playable::winning_moves`] lists at most [`MAX_WINNING_MOVES`] moves, in bar order: a position
//! of many bars can have hundreds of thousands.
//!
//! Notation: a position is its bars `HxW` (rows × columns) separated by spaces or commas:
//! `3x2 4x4`; `empty` once every bar is eaten. URLs use commas: `#/chocolate-eat/3x2,4x4`.
//! A move names its bar (counted from 1) and the line or the amount:
//! - eat game: `2-all` eats bar 2 whole, `2-1r` eats one row of it (top or bottom: the same
//!   position), `2-3c` eats three columns;
//! - split and cutting games: `2-r1` breaks bar 2 along the line after its first row, `2-c3`
//!   after its third column.

pub mod table;

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use crate::engine::trace::{Axis, Describe, MoveTerm, OptionGroup, PositionTerm};
use crate::engine::{Impartial, Nimber, Solver};

use super::{ComputerMove, Playable};
pub use table::{Blank, GrundyTable, NO_VALUE, TableKind, blank_kind, cached_value, share};

/// The largest side of a bar, in squares.
pub const MAX_SIDE: u32 = 200;
/// At most this many bars in a position written down (the notation, the address, the API).
/// Breaks add bars during play, so this is far above [`MAX_START_BARS`]: a game set up with the
/// most bars allowed stays writable for 960 breaks.
pub const MAX_BARS: usize = 1024;
/// At most this many bars in a position a game is set up from (the setup box, "Random
/// position"). An address may hold up to [`MAX_BARS`]: it can be a game in progress.
pub const MAX_START_BARS: usize = 64;
/// "Random position" draws this many bars, with sides up to [`RANDOM_MAX_SIDE`].
pub const RANDOM_BARS: std::ops::RangeInclusive<usize> = 2..=4;
pub const RANDOM_MAX_SIDE: u32 = 6;
/// Longer text is refused before parsing (1024 bars of `200x200,` fit).
pub const MAX_INPUT_LEN: usize = 10_240;
// The address of every position within MAX_BARS fits the reader's length limit (`200x200,` is
// the longest bar with its comma), and the room left for breaks is the 960 the docs promise.
const _: () = assert!(MAX_BARS * "200x200,".len() <= MAX_INPUT_LEN && MAX_BARS - MAX_START_BARS >= 960);

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    Eat,
    Split,
    Cutting,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::Eat, Variant::Split, Variant::Cutting];

    pub const fn id(self) -> &'static str {
        match self {
            Variant::Eat => "chocolate-eat",
            Variant::Split => "chocolate-split",
            Variant::Cutting => "cutting",
        }
    }

    /// The table a bar's label comes from.
    pub const fn table_kind(self) -> TableKind {
        match self {
            Variant::Eat => TableKind::Eat,
            Variant::Split => TableKind::Split,
            Variant::Cutting => TableKind::Cutting,
        }
    }

    /// The label of one bar in this game.
    pub fn bar_value(self, bar: Bar) -> BarValue {
        match self {
            Variant::Cutting if bar.is_square() => BarValue::CutOut,
            Variant::Cutting if bar.is_strip() => BarValue::WinsAtOnce,
            variant => BarValue::Value(table_value(variant.table_kind(), bar).unwrap_or_default()),
        }
    }

    /// The nim-sum of the bars' values, when every bar has one (not in a cutting position with a
    /// strip or a 1×1).
    pub fn nim_sum(self, position: &ChocolatePosition) -> Option<Nimber> {
        let mut total = Nimber::ZERO;
        for &bar in position.bars() {
            match self.bar_value(bar) {
                BarValue::Value(v) => total ^= v,
                _ => return None,
            }
        }
        Some(total)
    }

    /// Whether a game may be set up from `position` (the setup box; [`Variant::random_start`]
    /// always gives one that may): at most [`MAX_START_BARS`] bars, and in the cutting game at
    /// least one sheet and no 1×1 (such a position is already finished). An address is not
    /// checked this way: it may hold a game in progress or a finished one.
    pub fn check_start(self, position: &ChocolatePosition) -> Result<(), StartError> {
        let count = position.bars().len();
        if count > MAX_START_BARS {
            return Err(StartError::TooManyBars { count });
        }
        if self == Variant::Cutting {
            if count == 0 {
                return Err(StartError::NoSheet);
            }
            if let Some(bar) = position.bars().iter().position(|b| b.is_square()) {
                return Err(StartError::SquareCutOut { bar });
            }
        }
        Ok(())
    }

    /// A random position to start from: [`RANDOM_BARS`] bars with sides 1 to
    /// [`RANDOM_MAX_SIDE`]; in the cutting game sides from 2, so no piece is a 1×1 (a finished
    /// game) or a strip (won at once by whoever moves first).
    pub fn random_start(self, rng: &mut fastrand::Rng) -> ChocolatePosition {
        let count = rng.usize(RANDOM_BARS);
        let min_side = if self == Variant::Cutting { 2 } else { 1 };
        ChocolatePosition::random(rng, count, min_side, RANDOM_MAX_SIDE)
    }

    /// Why `position` is over before anyone moves, when that needs explaining: in the cutting
    /// game a 1×1 (a square already cut out) or no sheet at all. `None` otherwise. The ui words it.
    pub fn finished_note(self, position: &ChocolatePosition) -> Option<Finished> {
        if self != Variant::Cutting {
            return None;
        }
        if position.bars().is_empty() {
            return Some(Finished::NoSheet);
        }
        let bar = position.bars().iter().position(|b| b.is_square())?;
        Some(Finished::SquareCutOut { bar })
    }

    /// The starting position offered by default.
    pub fn default_position(self) -> ChocolatePosition {
        let bars = match self {
            Variant::Eat => vec![Bar { h: 3, w: 2 }, Bar { h: 4, w: 4 }],
            Variant::Split => vec![Bar { h: 3, w: 2 }, Bar { h: 2, w: 2 }],
            Variant::Cutting => vec![Bar { h: 4, w: 5 }, Bar { h: 3, w: 3 }],
        };
        ChocolatePosition { bars }
    }
}

/// Why a cutting position is finished before anyone moves ([`Variant::finished_note`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finished {
    /// `empty`: there is no sheet to cut.
    NoSheet,
    /// Bar `bar` (from 0) is a 1×1: the cut that made it won.
    SquareCutOut { bar: usize },
}

/// Why the computer chose its move: the numbers behind the choice, for the ui to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChocolateReason {
    /// Cutting game: bar `bar` (from 0, of `size`) is a strip one square wide, and a 1×1 cut off
    /// it wins at once.
    StripCut { bar: usize, size: Bar },
    /// The nim-sum was `nim_sum`; the move takes bar `bar` (from 0, of `size`) from value `from`
    /// to `to`, which makes the nim-sum 0.
    ToZero { nim_sum: Nimber, bar: usize, size: Bar, from: Nimber, to: Nimber },
    /// The nim-sum was 0, so every move loses against best play: the computer made a small move
    /// (`choice` says which) and hopes for a mistake.
    Losing { choice: LosingChoice },
}

/// How the computer picks a move from a losing position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LosingChoice {
    /// Eat game: the smallest bite (one row or column, or a 1×1 whole) of the largest bar.
    SmallestBite,
    /// Split game: the largest bar broken in half.
    HalveLargest,
    /// Cutting game: a cut that leaves no 1-wide strip.
    NoStrip,
    /// Cutting game: every cut leaves a 1-wide strip (which hands over the win), so it cut anyway.
    EveryCutLeavesStrip,
}

/// One bar of `h` rows and `w` columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bar {
    pub h: u32,
    pub w: u32,
}

impl Bar {
    pub const fn area(self) -> u32 {
        self.h * self.w
    }

    /// A single square.
    pub const fn is_square(self) -> bool {
        self.h == 1 && self.w == 1
    }

    /// One square wide and at least two long: in the cutting game the player to move cuts a
    /// 1×1 off its end and wins.
    pub const fn is_strip(self) -> bool {
        (self.h == 1 || self.w == 1) && self.h * self.w >= 2
    }

    /// Whether `line` (`AfterRow` or `AfterColumn`) is a grid line inside this bar.
    pub const fn has_line(self, line: Cut) -> bool {
        match line {
            Cut::AfterRow(i) => i >= 1 && i < self.h,
            Cut::AfterColumn(j) => j >= 1 && j < self.w,
            _ => false,
        }
    }

    /// `h×w`, for sentences.
    pub fn pretty(self) -> String {
        format!("{}×{}", self.h, self.w)
    }
}

impl fmt::Display for Bar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.h, self.w)
    }
}

/// Why text is not a bar or a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseChocolateError {
    Empty,
    TooLong { len: usize },
    NotABar { token: String },
    NoRows { token: String },
    NoColumns { token: String },
    Negative { token: String },
    TooLarge { token: String },
    TooManyBars { count: usize },
}

/// Why a game cannot be set up from a (well-formed) position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    TooManyBars {
        count: usize,
    },
    /// Cutting game: bar `bar` (from 0) is a 1×1.
    SquareCutOut {
        bar: usize,
    },
    /// Cutting game: `empty`.
    NoSheet,
}

/// Longer tokens are cut in messages.
fn shown(token: &str) -> String {
    let mut text: String = token.chars().take(24).collect();
    if token.chars().count() > 24 {
        text.push('…');
    }
    text
}

impl FromStr for Bar {
    type Err = ParseChocolateError;

    fn from_str(token: &str) -> Result<Bar, ParseChocolateError> {
        let not_a_bar = || ParseChocolateError::NotABar { token: shown(token) };
        let (rows, columns) = token.split_once(['x', 'X', '×', '*']).ok_or_else(not_a_bar)?;
        let side = |text: &str| -> Result<Option<u32>, ParseChocolateError> {
            let digits = text.strip_prefix('+').unwrap_or(text);
            if let Some(rest) = text.strip_prefix('-')
                && !rest.is_empty()
                && rest.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(ParseChocolateError::Negative { token: shown(token) });
            }
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(not_a_bar());
            }
            // Too many digits for u32 is simply too large.
            Ok(digits.parse::<u32>().ok())
        };
        let (h, w) = (side(rows)?, side(columns)?);
        if h == Some(0) {
            return Err(ParseChocolateError::NoRows { token: shown(token) });
        }
        if w == Some(0) {
            return Err(ParseChocolateError::NoColumns { token: shown(token) });
        }
        match (h, w) {
            (Some(h), Some(w)) if h <= MAX_SIDE && w <= MAX_SIDE => Ok(Bar { h, w }),
            _ => Err(ParseChocolateError::TooLarge { token: shown(token) }),
        }
    }
}

/// The bars in play, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChocolatePosition {
    bars: Vec<Bar>,
}

impl ChocolatePosition {
    /// A position of `bars` (sides already within 1..=200 by construction of [`Bar`] through
    /// parsing; checked again here).
    pub fn new(bars: Vec<Bar>) -> Result<ChocolatePosition, ParseChocolateError> {
        if bars.len() > MAX_BARS {
            return Err(ParseChocolateError::TooManyBars { count: bars.len() });
        }
        for bar in &bars {
            let token = bar.to_string();
            if bar.h == 0 {
                return Err(ParseChocolateError::NoRows { token });
            }
            if bar.w == 0 {
                return Err(ParseChocolateError::NoColumns { token });
            }
            if bar.h > MAX_SIDE || bar.w > MAX_SIDE {
                return Err(ParseChocolateError::TooLarge { token });
            }
        }
        Ok(ChocolatePosition { bars })
    }

    pub fn bars(&self) -> &[Bar] {
        &self.bars
    }

    /// The form used in URLs: `3x2,4x4` (or `empty`).
    pub fn to_url(&self) -> String {
        if self.bars.is_empty() {
            return "empty".into();
        }
        self.bars.iter().map(Bar::to_string).collect::<Vec<_>>().join(",")
    }

    /// Whether the notation (and so an address) can hold this position: at most [`MAX_BARS`]
    /// bars. A game set up within [`MAX_START_BARS`] stays within it for 960 breaks; only a
    /// longer game outgrows it, and the page then keeps the last address that fit.
    pub fn fits_notation(&self) -> bool {
        self.bars.len() <= MAX_BARS
    }

    /// The bars sorted: the position as a multiset, which is all the search needs.
    pub fn multiset(&self) -> Vec<Bar> {
        let mut bars = self.bars.clone();
        bars.sort_unstable();
        bars
    }

    /// A random position of `count` bars (1 to [`MAX_START_BARS`]) of sides `min_side` to
    /// `max_side` (within 1 to [`MAX_SIDE`]).
    pub fn random(rng: &mut fastrand::Rng, count: usize, min_side: u32, max_side: u32) -> ChocolatePosition {
        let count = count.clamp(1, MAX_START_BARS);
        let max_side = max_side.clamp(1, MAX_SIDE);
        let min_side = min_side.clamp(1, max_side);
        let mut side = || rng.u32(min_side..=max_side);
        ChocolatePosition { bars: (0..count).map(|_| Bar { h: side(), w: side() }).collect() }
    }
}

impl FromStr for ChocolatePosition {
    type Err = ParseChocolateError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseChocolateError::TooLong { len: text.len() });
        }
        let tokens: Vec<&str> = text
            .split(|c: char| c == ',' || c == '+' || c.is_whitespace())
            .filter(|t| !t.is_empty())
            .collect();
        if tokens.len() == 1 && tokens[0].eq_ignore_ascii_case("empty") {
            return Ok(ChocolatePosition { bars: Vec::new() });
        }
        if tokens.is_empty() {
            return Err(ParseChocolateError::Empty);
        }
        if tokens.len() > MAX_BARS {
            return Err(ParseChocolateError::TooManyBars { count: tokens.len() });
        }
        let bars = tokens.iter().map(|t| t.parse()).collect::<Result<Vec<Bar>, _>>()?;
        Ok(ChocolatePosition { bars })
    }
}

impl fmt::Display for ChocolatePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.bars.is_empty() {
            return f.write_str("empty");
        }
        for (index, bar) in self.bars.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{bar}")?;
        }
        Ok(())
    }
}

/// What a move does to its bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cut {
    /// Eat game: eat the whole bar.
    EatWhole,
    /// Eat game: break off and eat this many rows (from the top or the bottom: same position).
    EatRows(u32),
    /// Eat game: break off and eat this many columns.
    EatColumns(u32),
    /// Split and cutting games: break along the line after this row.
    AfterRow(u32),
    /// Split and cutting games: break along the line after this column.
    AfterColumn(u32),
}

impl Cut {
    /// True for breaks along a line between rows (the line runs across the bar).
    pub const fn between_rows(self) -> bool {
        matches!(self, Cut::EatRows(_) | Cut::AfterRow(_))
    }
}

/// A move: bar `bar` (counted from 0 here, from 1 in the notation) and what happens to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChocolateMove {
    pub bar: usize,
    pub cut: Cut,
}

impl fmt::Display for ChocolateMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bar = u128::from(self.bar as u64) + 1;
        match self.cut {
            Cut::EatWhole => write!(f, "{bar}-all"),
            Cut::EatRows(k) => write!(f, "{bar}-{k}r"),
            Cut::EatColumns(k) => write!(f, "{bar}-{k}c"),
            Cut::AfterRow(i) => write!(f, "{bar}-r{i}"),
            Cut::AfterColumn(j) => write!(f, "{bar}-c{j}"),
        }
    }
}

/// Why text is not a chocolate move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    pub text: String,
}

impl FromStr for ChocolateMove {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseMoveError { text: shown(text.trim()) };
        let (bar, rest) = text.trim().split_once('-').ok_or_else(error)?;
        let number = |s: &str| {
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse::<u32>().ok()).flatten()
        };
        let bar = number(bar).filter(|&b| b >= 1).ok_or_else(error)? as usize - 1;
        let positive = |s: &str| number(s).filter(|&n| n >= 1).ok_or_else(error);
        let cut = if rest == "all" {
            Cut::EatWhole
        } else if let Some(n) = rest.strip_prefix('r') {
            Cut::AfterRow(positive(n)?)
        } else if let Some(n) = rest.strip_prefix('c') {
            Cut::AfterColumn(positive(n)?)
        } else if let Some(n) = rest.strip_suffix('r') {
            Cut::EatRows(positive(n)?)
        } else if let Some(n) = rest.strip_suffix('c') {
            Cut::EatColumns(positive(n)?)
        } else {
            return Err(error());
        };
        Ok(ChocolateMove { bar, cut })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChocolateError {
    NoSuchBar { bar: usize, bars: usize },
    WrongGame { variant: Variant },
    NoSuchLine { bar: usize, size: Bar, cut: Cut },
    SingleSquare { bar: usize },
    GameOver,
}

/// The bars that replace `bar` after `cut` under `variant`'s rules: none, one or two.
pub fn apply_cut(variant: Variant, index: usize, bar: Bar, cut: Cut) -> Result<Vec<Bar>, ChocolateError> {
    let line = || ChocolateError::NoSuchLine { bar: index, size: bar, cut };
    match (variant, cut) {
        (Variant::Eat, Cut::EatWhole) => Ok(Vec::new()),
        (Variant::Eat, Cut::EatRows(k)) if k >= 1 && k < bar.h => Ok(vec![Bar { h: bar.h - k, w: bar.w }]),
        (Variant::Eat, Cut::EatColumns(k)) if k >= 1 && k < bar.w => Ok(vec![Bar { h: bar.h, w: bar.w - k }]),
        (Variant::Eat, Cut::EatRows(_) | Cut::EatColumns(_)) => Err(line()),
        (Variant::Eat, _) | (_, Cut::EatWhole | Cut::EatRows(_) | Cut::EatColumns(_)) => {
            Err(ChocolateError::WrongGame { variant })
        }
        (_, _) if bar.is_square() => Err(ChocolateError::SingleSquare { bar: index }),
        (_, Cut::AfterRow(i)) if i >= 1 && i < bar.h => {
            Ok(vec![Bar { h: i, w: bar.w }, Bar { h: bar.h - i, w: bar.w }])
        }
        (_, Cut::AfterColumn(j)) if j >= 1 && j < bar.w => {
            Ok(vec![Bar { h: bar.h, w: j }, Bar { h: bar.h, w: bar.w - j }])
        }
        (_, _) => Err(line()),
    }
}

/// Every distinct move on one bar under `variant`'s stated rules (mirror-image breaks, which
/// give the same two bars, are listed once: the break nearer the top or left).
pub fn bar_cuts(variant: Variant, bar: Bar) -> Vec<Cut> {
    match variant {
        Variant::Eat => (1..bar.h)
            .map(Cut::EatRows)
            .chain((1..bar.w).map(Cut::EatColumns))
            .chain(std::iter::once(Cut::EatWhole))
            .collect(),
        Variant::Split | Variant::Cutting => {
            (1..=bar.h / 2).map(Cut::AfterRow).chain((1..=bar.w / 2).map(Cut::AfterColumn)).collect()
        }
    }
}

/// The cuts of the simplified cutting game: both pieces stay at least 2 wide.
pub fn normal_cuts(bar: Bar) -> Vec<Cut> {
    if bar.h < 2 || bar.w < 2 {
        return Vec::new();
    }
    (2..=bar.h / 2).map(Cut::AfterRow).chain((2..=bar.w / 2).map(Cut::AfterColumn)).collect()
}

fn table_value(kind: TableKind, bar: Bar) -> Option<Nimber> {
    cached_value(kind, bar).map(|v| Nimber(u64::from(v)))
}

/// The stated rules of a variant as an engine game on multisets of bars (kept sorted). In the
/// cutting game a position holding a 1×1 has no move: the cut that made it won.
///
/// Closed forms: in the eat and split games the nim-sum of the bars' table values; in the
/// cutting game only for positions holding a 1×1 (0) or a strip (see the module notes).
/// `Solver::brute_force()` ignores them and searches the stated rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatedRules(pub Variant);

fn sorted_after(bars: &[Bar], index: usize, replacement: &[Bar]) -> Vec<Bar> {
    let mut next: Vec<Bar> =
        bars[..index].iter().chain(replacement).chain(&bars[index + 1..]).copied().collect();
    next.sort_unstable();
    next
}

impl Impartial for StatedRules {
    type Position = Vec<Bar>;
    type Move = ChocolateMove;

    fn options(&self, bars: &Vec<Bar>) -> Vec<(ChocolateMove, Vec<Bar>)> {
        if self.0 == Variant::Cutting && bars.iter().any(|b| b.is_square()) {
            return Vec::new();
        }
        let mut options = Vec::new();
        for (index, &bar) in bars.iter().enumerate() {
            // Equal bars give equal options: list the first of each.
            if index > 0 && bars[index - 1] == bar {
                continue;
            }
            for cut in bar_cuts(self.0, bar) {
                if let Ok(replacement) = apply_cut(self.0, index, bar, cut) {
                    options
                        .push((ChocolateMove { bar: index, cut }, sorted_after(bars, index, &replacement)));
                }
            }
        }
        options
    }

    fn closed_form(&self, bars: &Vec<Bar>) -> Option<Nimber> {
        match self.0 {
            Variant::Eat | Variant::Split => {
                let mut total = Nimber::ZERO;
                for &bar in bars {
                    total ^= table_value(self.0.table_kind(), bar)?;
                }
                Some(total)
            }
            Variant::Cutting => cutting_value_with_strip(bars),
        }
    }
}

/// The stated-rules value of a cutting position that holds a 1×1 (0: over) or a strip
/// (1 + ⊕ of the no-square values), `None` otherwise.
fn cutting_value_with_strip(bars: &[Bar]) -> Option<Nimber> {
    if bars.iter().any(|b| b.is_square()) {
        return Some(Nimber::ZERO);
    }
    if !bars.iter().any(|b| b.is_strip()) {
        return None;
    }
    let mut total = Nimber::ZERO;
    for &bar in bars {
        total ^= table_value(TableKind::CuttingNoSquare, bar)?;
    }
    Some(Nimber(total.value() + 1))
}

/// The simplified cutting game as an engine game: pieces at least 2×2, cuts that keep both
/// pieces at least 2 wide. Its values decide the stated game among positions without strips.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SimplifiedCutting;

impl Impartial for SimplifiedCutting {
    type Position = Vec<Bar>;
    type Move = ChocolateMove;

    fn options(&self, bars: &Vec<Bar>) -> Vec<(ChocolateMove, Vec<Bar>)> {
        let mut options = Vec::new();
        for (index, &bar) in bars.iter().enumerate() {
            if index > 0 && bars[index - 1] == bar {
                continue;
            }
            for cut in normal_cuts(bar) {
                if let Ok(replacement) = apply_cut(Variant::Cutting, index, bar, cut) {
                    options
                        .push((ChocolateMove { bar: index, cut }, sorted_after(bars, index, &replacement)));
                }
            }
        }
        options
    }

    fn closed_form(&self, bars: &Vec<Bar>) -> Option<Nimber> {
        let mut total = Nimber::ZERO;
        for &bar in bars {
            total ^= table_value(TableKind::Cutting, bar)?;
        }
        Some(total)
    }
}

/// A move on one bar, as a trace records it (the ui words it).
fn cut_term(cut: Cut) -> MoveTerm {
    match cut {
        Cut::EatWhole => MoveTerm::EatWhole,
        Cut::EatRows(count) => MoveTerm::Eat { axis: Axis::Rows, count },
        Cut::EatColumns(count) => MoveTerm::Eat { axis: Axis::Columns, count },
        Cut::AfterRow(line) => MoveTerm::BreakAfter { axis: Axis::Rows, line },
        Cut::AfterColumn(line) => MoveTerm::BreakAfter { axis: Axis::Columns, line },
    }
}

fn describe_bars(bars: &[Bar]) -> PositionTerm {
    PositionTerm::Rectangles(bars.iter().map(|b| (b.h, b.w)).collect())
}

fn group_of(cut: Cut) -> OptionGroup {
    match cut {
        Cut::EatWhole => OptionGroup::EatWhole,
        Cut::EatRows(_) | Cut::AfterRow(_) => OptionGroup::LinesBetween(Axis::Rows),
        Cut::EatColumns(_) | Cut::AfterColumn(_) => OptionGroup::LinesBetween(Axis::Columns),
    }
}

/// "g(1×2) ⊕ g(2×2) = 2 ⊕ 1" for the two bars of a break.
fn xor_detail(bars: &[Bar], value: impl Fn(Bar) -> Option<Nimber>) -> Option<String> {
    if bars.len() < 2 {
        return None;
    }
    let names: Vec<String> = bars.iter().map(|b| format!("g({})", b.pretty())).collect();
    let values: Vec<String> =
        bars.iter().map(|&b| value(b).map_or("?".to_string(), |v| v.value().to_string())).collect();
    Some(format!("{} = {}", names.join(" ⊕ "), values.join(" ⊕ ")))
}

impl Describe for StatedRules {
    fn describe_move(&self, mv: &ChocolateMove) -> MoveTerm {
        cut_term(mv.cut)
    }
    fn describe_position(&self, bars: &Vec<Bar>) -> PositionTerm {
        describe_bars(bars)
    }
    fn value_detail(&self, bars: &Vec<Bar>) -> Option<String> {
        xor_detail(bars, |b| table_value(self.0.table_kind(), b))
    }
    fn option_group(&self, mv: &ChocolateMove) -> Option<OptionGroup> {
        Some(group_of(mv.cut))
    }
}

impl Describe for SimplifiedCutting {
    fn describe_move(&self, mv: &ChocolateMove) -> MoveTerm {
        cut_term(mv.cut)
    }
    fn describe_position(&self, bars: &Vec<Bar>) -> PositionTerm {
        describe_bars(bars)
    }
    fn value_detail(&self, bars: &Vec<Bar>) -> Option<String> {
        xor_detail(bars, |b| table_value(TableKind::Cutting, b))
    }
    fn option_group(&self, mv: &ChocolateMove) -> Option<OptionGroup> {
        Some(group_of(mv.cut))
    }
}

/// What the page shows as a bar's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarValue {
    Value(Nimber),
    /// Cutting game: a 1-wide strip, won at once by the player to move.
    WinsAtOnce,
    /// Cutting game: a 1×1 piece, cut out: the game is over.
    CutOut,
}

/// Which game: one marker type per variant, so each is its own [`Playable`] with its own id.
pub trait Kind: Clone + Copy + fmt::Debug + Default + PartialEq + Eq + 'static {
    const VARIANT: Variant;
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EatKind;
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SplitKind;
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CuttingKind;

impl Kind for EatKind {
    const VARIANT: Variant = Variant::Eat;
}
impl Kind for SplitKind {
    const VARIANT: Variant = Variant::Split;
}
impl Kind for CuttingKind {
    const VARIANT: Variant = Variant::Cutting;
}

/// One of the chocolate games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chocolate<K: Kind>(PhantomData<K>);

pub type ChocolateEat = Chocolate<EatKind>;
pub type ChocolateSplit = Chocolate<SplitKind>;
pub type Cutting = Chocolate<CuttingKind>;

impl<K: Kind> Chocolate<K> {
    pub const VARIANT: Variant = K::VARIANT;

    pub fn new() -> Self {
        Chocolate(PhantomData)
    }

    /// The label of one bar.
    pub fn bar_value(&self, bar: Bar) -> BarValue {
        K::VARIANT.bar_value(bar)
    }

    /// The nim-sum of the bars' values, when every bar has one (not in a cutting position with a
    /// strip or a 1×1).
    pub fn nim_sum(&self, position: &ChocolatePosition) -> Option<Nimber> {
        K::VARIANT.nim_sum(position)
    }
}

/// The winning moves of a sum of bars, with each bar's value before and after, at most `limit`
/// of them (in bar order). This is `sum::analyze` part by part, stopping early: a position of
/// many bars can have hundreds of thousands of winning moves (every break of every even bar in
/// the split game), and the computer needs one, the hint a few.
fn winning_parts<G>(
    game: &G,
    position: &ChocolatePosition,
    limit: usize,
) -> Vec<(ChocolateMove, Nimber, Nimber)>
where
    G: Impartial<Position = Vec<Bar>, Move = ChocolateMove>,
{
    let mut solver = Solver::new();
    // Every bar here has a closed form (a table look-up), so no search happens and no limit is hit.
    let values: Option<Vec<Nimber>> =
        position.bars().iter().map(|&bar| game.closed_form(&vec![bar])).collect();
    let Some(values) = values else { return Vec::new() };
    let total = Nimber::nim_sum(values.iter().copied());
    let mut moves = Vec::new();
    if total.is_zero() {
        return moves;
    }
    for (index, (&bar, &value)) in position.bars().iter().zip(&values).enumerate() {
        let target = value ^ total;
        for (mv, _) in solver.moves_to_value(game, &vec![bar], target).unwrap_or_default() {
            if moves.len() >= limit {
                return moves;
            }
            moves.push((ChocolateMove { bar: index, cut: mv.cut }, value, target));
        }
    }
    moves
}

/// At most this many winning moves are listed (hint, API): plenty to choose from, and bounded
/// however many bars a position has.
pub const MAX_WINNING_MOVES: usize = 64;

/// The rules of one variant, not generic, so the three games share one copy of this code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules(pub Variant);

impl Rules {
    /// The bars after `mv`, in order: the broken bar's pieces take its place.
    fn after(
        &self,
        position: &ChocolatePosition,
        mv: &ChocolateMove,
    ) -> Result<ChocolatePosition, ChocolateError> {
        let bars = position.bars();
        let Some(&bar) = bars.get(mv.bar) else {
            return Err(ChocolateError::NoSuchBar { bar: mv.bar, bars: bars.len() });
        };
        let replacement = apply_cut(self.0, mv.bar, bar, mv.cut)?;
        let next = bars[..mv.bar].iter().chain(&replacement).chain(&bars[mv.bar + 1..]).copied().collect();
        Ok(ChocolatePosition { bars: next })
    }

    /// Winning moves with the value of the bar before and after, from the analysis of the sum.
    fn winning_with_values(
        &self,
        position: &ChocolatePosition,
        limit: usize,
    ) -> Vec<(ChocolateMove, Nimber, Nimber)> {
        match self.0 {
            Variant::Cutting => winning_parts(&SimplifiedCutting, position, limit),
            variant => winning_parts(&StatedRules(variant), position, limit),
        }
    }

    /// Cutting game: the moves that cut a 1×1 off a strip (each wins at once).
    fn square_cuts(&self, position: &ChocolatePosition) -> Vec<ChocolateMove> {
        position
            .bars()
            .iter()
            .enumerate()
            .filter(|(_, b)| b.is_strip())
            .map(|(bar, b)| ChocolateMove {
                bar,
                cut: if b.h == 1 { Cut::AfterColumn(1) } else { Cut::AfterRow(1) },
            })
            .collect()
    }

    /// A move for the side that is losing: the smallest change to the largest bar, and in the
    /// cutting game a cut that hands over no strip when there is one.
    fn losing_move(&self, position: &ChocolatePosition) -> Option<(ChocolateMove, LosingChoice)> {
        let bars = position.bars();
        let largest = (0..bars.len()).max_by_key(|&i| (bars[i].area(), std::cmp::Reverse(i)))?;
        let bar = bars[largest];
        match self.0 {
            Variant::Eat => {
                let cut = if bar.h > 1 {
                    Cut::EatRows(1)
                } else if bar.w > 1 {
                    Cut::EatColumns(1)
                } else {
                    Cut::EatWhole
                };
                Some((ChocolateMove { bar: largest, cut }, LosingChoice::SmallestBite))
            }
            Variant::Split => {
                let cut = if bar.h >= bar.w { Cut::AfterRow(bar.h / 2) } else { Cut::AfterColumn(bar.w / 2) };
                Some((ChocolateMove { bar: largest, cut }, LosingChoice::HalveLargest))
            }
            Variant::Cutting => {
                let normal = bars.iter().enumerate().find_map(|(index, &b)| {
                    normal_cuts(b).last().map(|&cut| ChocolateMove { bar: index, cut })
                });
                match normal {
                    Some(mv) => Some((mv, LosingChoice::NoStrip)),
                    None => {
                        let cut = if bar.h >= bar.w { Cut::AfterRow(1) } else { Cut::AfterColumn(1) };
                        Some((ChocolateMove { bar: largest, cut }, LosingChoice::EveryCutLeavesStrip))
                    }
                }
            }
        }
    }

    pub fn is_over(&self, position: &ChocolatePosition) -> bool {
        let bars = position.bars();
        match self.0 {
            Variant::Eat => bars.is_empty(),
            Variant::Split => bars.iter().all(|b| b.is_square()),
            Variant::Cutting => bars.is_empty() || bars.iter().any(|b| b.is_square()),
        }
    }

    pub fn play(
        &self,
        position: &ChocolatePosition,
        mv: &ChocolateMove,
    ) -> Result<ChocolatePosition, ChocolateError> {
        if self.0 == Variant::Cutting && self.is_over(position) {
            return Err(ChocolateError::GameOver);
        }
        self.after(position, mv)
    }

    pub fn grundy(&self, position: &ChocolatePosition) -> Nimber {
        match self.0 {
            Variant::Cutting => cutting_value_with_strip(position.bars())
                .or_else(|| self.0.nim_sum(position))
                .unwrap_or_default(),
            _ => self.0.nim_sum(position).unwrap_or_default(),
        }
    }

    pub fn winning_moves(&self, position: &ChocolatePosition) -> Vec<ChocolateMove> {
        if self.is_over(position) {
            return Vec::new();
        }
        if self.0 == Variant::Cutting && position.bars().iter().any(|b| b.is_strip()) {
            return self.square_cuts(position);
        }
        self.winning_with_values(position, MAX_WINNING_MOVES).into_iter().map(|(mv, _, _)| mv).collect()
    }

    /// From a winning position: a winning move (in the cutting game, cutting out a square when a
    /// strip allows it). From a losing one every move loses against best play: the computer makes
    /// a small move and hopes for a mistake.
    pub fn computer_move(
        &self,
        position: &ChocolatePosition,
    ) -> Option<ComputerMove<ChocolateMove, ChocolateReason>> {
        if self.is_over(position) {
            return None;
        }
        if self.0 == Variant::Cutting
            && let Some(&mv) = self.square_cuts(position).first()
        {
            let size = position.bars()[mv.bar];
            return Some(ComputerMove { mv, reason: ChocolateReason::StripCut { bar: mv.bar, size } });
        }
        let nim_sum = self.0.nim_sum(position).unwrap_or_default();
        if let Some(&(mv, from, to)) = self.winning_with_values(position, 1).first() {
            let size = position.bars()[mv.bar];
            let reason = ChocolateReason::ToZero { nim_sum, bar: mv.bar, size, from, to };
            return Some(ComputerMove { mv, reason });
        }
        let (mv, choice) = self.losing_move(position)?;
        Some(ComputerMove { mv, reason: ChocolateReason::Losing { choice } })
    }
}

impl<K: Kind> Playable for Chocolate<K> {
    type Position = ChocolatePosition;
    type Move = ChocolateMove;
    type ParseError = ParseChocolateError;
    type MoveError = ChocolateError;
    type Reason = ChocolateReason;

    const ID: &'static str = K::VARIANT.id();

    fn is_over(&self, position: &ChocolatePosition) -> bool {
        Rules(K::VARIANT).is_over(position)
    }

    fn play(
        &self,
        position: &ChocolatePosition,
        mv: &ChocolateMove,
    ) -> Result<ChocolatePosition, ChocolateError> {
        Rules(K::VARIANT).play(position, mv)
    }

    fn grundy(&self, position: &ChocolatePosition) -> Option<Nimber> {
        Some(Rules(K::VARIANT).grundy(position))
    }

    fn winning_moves(&self, position: &ChocolatePosition) -> Vec<ChocolateMove> {
        Rules(K::VARIANT).winning_moves(position)
    }

    fn computer_move(
        &self,
        position: &ChocolatePosition,
    ) -> Option<ComputerMove<ChocolateMove, ChocolateReason>> {
        Rules(K::VARIANT).computer_move(position)
    }

    /// Every cut of every bar has the same chance (none once the game is over: in the cutting game
    /// a 1×1 ends it whatever bars are left).
    fn random_move(&self, position: &ChocolatePosition, rng: &mut fastrand::Rng) -> Option<ChocolateMove> {
        if self.is_over(position) {
            return None;
        }
        let cuts: Vec<Vec<Cut>> = position.bars().iter().map(|&size| bar_cuts(K::VARIANT, size)).collect();
        let mut pick = rng.usize(..cuts.iter().map(Vec::len).sum::<usize>().max(1));
        for (bar, list) in cuts.into_iter().enumerate() {
            if let Some(&cut) = list.get(pick) {
                return Some(ChocolateMove { bar, cut });
            }
            pick -= list.len();
        }
        None
    }
}

#[cfg(test)]
mod tests;
