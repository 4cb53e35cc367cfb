//! Calculations recorded as plain data, so the UI can replay them one step at a time.
//!
//! A [`MexTrace`] records how one position gets its value (options → their values → the set →
//! the smallest missing value); an [`XorTrace`] records a nim-sum by bit columns and how a
//! winning move follows from its highest set bit.

use super::nimber::{Nimber, mex};
use super::solver::{Impartial, SearchLimitExceeded, Solver};

/// How a game names its moves and positions in a trace, and what it can say about a value.
///
/// The answers are data (numbers and the game's notation), never prose: the ui words them in the
/// reader's language.
pub trait Describe: Impartial {
    fn describe_move(&self, mv: &Self::Move) -> MoveTerm;
    fn describe_position(&self, position: &Self::Position) -> PositionTerm;
    /// How the value of `position` is made up, in notation the same in every language (for a
    /// sum of piles, "3 ⊕ 6 ⊕ 5"). `None` when the value is simply looked up.
    fn value_detail(&self, _position: &Self::Position) -> Option<String> {
        None
    }
    /// How many options `position` has, without listing them (listing may be huge).
    fn option_count(&self, position: &Self::Position) -> u64 {
        self.options(position).len() as u64
    }
    /// The group under which the stepper lists this move with others of its kind (for bars of
    /// chocolate: the lines between rows). `None`: the options are one plain list.
    fn option_group(&self, _mv: &Self::Move) -> Option<OptionGroup> {
        None
    }
}

/// Rows or columns of a rectangle of squares (a bar of chocolate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    Rows,
    Columns,
}

/// A move as a trace records it. The vocabulary covers the app's games: a game that needs
/// another kind of move adds a variant here, and the compiler then asks every text table for
/// its words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveTerm {
    /// The game's notation, shown as it is in every language (a Nim move `1-5`).
    Notation(String),
    /// Take this many stones from a lone pile.
    Take(u64),
    /// Eat a whole rectangle.
    EatWhole,
    /// Break off and eat this many rows or columns of a rectangle.
    Eat { axis: Axis, count: u32 },
    /// Break a rectangle along the line after row or column `line` (counted from 1).
    BreakAfter { axis: Axis, line: u32 },
}

/// A position as a trace records it (see [`MoveTerm`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PositionTerm {
    /// The game's notation, shown as it is in every language (Nim piles `8 6 5`).
    Notation(String),
    /// A lone pile of this many stones.
    Pile(u64),
    /// Rectangles of squares as (rows, columns), in order; none when everything is gone.
    Rectangles(Vec<(u32, u32)>),
}

/// A heading for options of one kind (see [`Describe::option_group`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionGroup {
    /// Eating a whole rectangle.
    EatWhole,
    /// Moves along the lines between rows, or between columns.
    LinesBetween(Axis),
}

/// One option in a [`MexTrace`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexOption {
    pub mv: MoveTerm,
    pub position: PositionTerm,
    pub value: Nimber,
    pub detail: Option<String>,
    /// The heading this option is listed under, from [`Describe::option_group`].
    pub group: Option<OptionGroup>,
}

/// The four stages of a mex calculation, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MexStage {
    ListOptions,
    ShowValues,
    CollectSet,
    FindMex,
}

impl MexStage {
    pub const ALL: [MexStage; 4] =
        [MexStage::ListOptions, MexStage::ShowValues, MexStage::CollectSet, MexStage::FindMex];
}

/// How one position gets its Grundy value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexTrace {
    pub position: PositionTerm,
    pub options: Vec<MexOption>,
    /// The distinct option values, ascending.
    pub set: Vec<Nimber>,
    pub mex: Nimber,
}

/// Why a trace could not be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceError {
    TooManyOptions { count: u64, limit: usize },
    Search(SearchLimitExceeded),
}

impl From<SearchLimitExceeded> for TraceError {
    fn from(error: SearchLimitExceeded) -> Self {
        TraceError::Search(error)
    }
}

/// Records the mex calculation for `position`, refusing positions with more than `max_options`
/// options before listing any of them.
pub fn mex_trace<G: Describe>(
    solver: &mut Solver<G>,
    game: &G,
    position: &G::Position,
    max_options: usize,
) -> Result<MexTrace, TraceError> {
    let count = game.option_count(position);
    if count > max_options as u64 {
        return Err(TraceError::TooManyOptions { count, limit: max_options });
    }
    let options: Vec<MexOption> = solver
        .options_with_values(game, position)?
        .into_iter()
        .map(|(mv, to, value)| MexOption {
            group: game.option_group(&mv),
            mv: game.describe_move(&mv),
            position: game.describe_position(&to),
            value,
            detail: game.value_detail(&to),
        })
        .collect();
    let mut set: Vec<Nimber> = options.iter().map(|option| option.value).collect();
    set.sort_unstable();
    set.dedup();
    let mex = mex(set.iter().copied());
    Ok(MexTrace { position: game.describe_position(position), options, set, mex })
}

/// One row of an [`XorTrace`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorRow {
    /// The row's name as shown, in notation the same in every language (Nim: the pile's number
    /// from 1), or as the page words it.
    pub label: String,
    pub value: Nimber,
}

/// How a winning move follows from the nim-sum, as in the classic derivation: the highest set
/// bit of the total, the first row with that bit, and the value that row must drop to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Derivation {
    pub bit: u32,
    pub row: usize,
    pub from: Nimber,
    pub to: Nimber,
}

impl Derivation {
    /// How much the row's value drops: for a Nim pile, how many stones the winning move takes.
    pub fn decrease(self) -> u64 {
        self.from.value().saturating_sub(self.to.value())
    }
}

/// A nim-sum written out by bit columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorTrace {
    pub rows: Vec<XorRow>,
    pub total: Nimber,
    /// How many bit columns are needed to write every row and the total (at least one).
    pub width: u32,
    /// `None` when the total is zero: then there is no winning move.
    pub derivation: Option<Derivation>,
}

impl XorTrace {
    pub fn new(rows: Vec<XorRow>) -> XorTrace {
        let total = Nimber::nim_sum(rows.iter().map(|row| row.value));
        let width = rows.iter().filter_map(|row| row.value.highest_bit()).max().map_or(1, |b| b + 1);
        let derivation = total.highest_bit().map(|bit| {
            let row = rows
                .iter()
                .position(|row| row.value.value() >> bit & 1 == 1)
                .expect("a set bit of the total is set in an odd number of rows, so in one at least");
            let from = rows[row].value;
            Derivation { bit, row, from, to: from ^ total }
        });
        XorTrace { rows, total, width, derivation }
    }

    /// Whether bit `bit` of row `row` is set.
    pub fn bit(&self, row: usize, bit: u32) -> bool {
        self.rows.get(row).is_some_and(|r| bit < 64 && r.value.value() >> bit & 1 == 1)
    }

    /// The parity of column `bit`: set when an odd number of rows have that bit.
    pub fn parity(&self, bit: u32) -> bool {
        bit < 64 && self.total.value() >> bit & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_example_8_6_5() {
        // Seed 000: {8, 6, 5} has nim-sum 1011₂; the top bit (8) is in the first heap, whose
        // target is 8 ⊕ 11 = 3, so take 5 from the heap of 8.
        let rows = [8, 6, 5]
            .iter()
            .enumerate()
            .map(|(i, &v)| XorRow { label: (i + 1).to_string(), value: Nimber(v) })
            .collect();
        let trace = XorTrace::new(rows);
        assert_eq!(trace.total, Nimber(11));
        assert_eq!(trace.width, 4);
        assert_eq!(trace.derivation, Some(Derivation { bit: 3, row: 0, from: Nimber(8), to: Nimber(3) }));
        assert!(trace.parity(0) && trace.parity(1) && !trace.parity(2) && trace.parity(3));
        assert_eq!(trace.derivation.map(Derivation::decrease), Some(5));
    }

    #[test]
    fn zero_total_has_no_derivation() {
        let rows = [3, 5, 6].map(|v| XorRow { label: v.to_string(), value: Nimber(v) }).to_vec();
        let trace = XorTrace::new(rows);
        assert_eq!(trace.total, Nimber(0));
        assert_eq!(trace.derivation, None);
        assert_eq!(XorTrace::new(Vec::new()).width, 1);
    }
}
