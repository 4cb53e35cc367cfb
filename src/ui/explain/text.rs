//! The words of the shared explanation components (the mex stepper, the nim-sum by bits) and
//! for the moves and positions a trace records are `content/<lang>/explain.ftl` (the module
//! [`crate::content::explain`]); here they fill one [`ExplainText`] per language, the trace's
//! values becoming their arguments.

use crate::content::explain::Words;
use crate::engine::trace::{Axis, MoveTerm, OptionGroup, PositionTerm, TraceError};
use crate::ui::i18n::Lang;

/// Every text the mex stepper and the nim-sum panel show.
pub struct ExplainText {
    // The mex stepper.
    pub mex_heading: &'static str,
    /// The names of the four stages, in order (see `MexStage::ALL`).
    pub stage_names: [&'static str; 4],
    /// The stage sentences. `position` is worded by `subject`, `set` is "0, 1, 3".
    pub terminal: fn(position: &str) -> String,
    pub list_options: fn(position: &str, count: usize) -> String,
    pub no_values: &'static str,
    pub show_values: &'static str,
    pub collect_set: fn(set: &str, empty: bool) -> String,
    pub find_mex: fn(set: &str, mex: u64, position: &str) -> String,
    /// The options table's column headings.
    pub move_column: &'static str,
    pub leads_to_column: &'static str,
    pub value_column: &'static str,
    /// Shown for a value not revealed yet.
    pub hidden_value: &'static str,
    /// "set = {0, 1, 2, 3}".
    pub set_line: fn(set: &str) -> String,
    pub number_line_label: &'static str,
    /// "mex = 4, so 3×2 has value *4".
    pub result: fn(mex: u64, position: &str) -> String,
    pub step_of: fn(current: usize, total: usize) -> String,
    // The words for what a trace records.
    pub move_term: fn(&MoveTerm) -> String,
    /// A position in a table cell.
    pub position_term: fn(&PositionTerm) -> String,
    /// A position inside a sentence.
    pub subject: fn(&PositionTerm) -> String,
    pub group: fn(OptionGroup) -> String,
    /// Why there is no trace to step through, as a sentence.
    pub trace_error: fn(&TraceError) -> String,
    // The nim-sum panel.
    pub xor_heading: &'static str,
    pub pile_column: &'static str,
    pub size_column: &'static str,
    pub nim_sum_row: &'static str,
    /// How to read the table: columns, rows and the nim-sum row.
    pub xor_legend: &'static str,
    pub xor_zero: &'static str,
    /// The winning move from the highest one of the nim-sum (rows are Nim piles by number).
    pub xor_derivation: fn(&DerivationWords) -> String,
}

/// The numbers of a winning-move derivation, for [`ExplainText::xor_derivation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DerivationWords<'a> {
    pub total: u64,
    /// The value of the highest one's column (8 for bit 3).
    pub column: u64,
    /// The row's label (a pile's number).
    pub row: &'a str,
    pub from: u64,
    pub to: u64,
    pub take: u64,
}

/// "3×2 + 1×2", the same in every language; empty for no rectangle.
fn rectangles(rects: &[(u32, u32)]) -> String {
    rects.iter().map(|(h, w)| format!("{h}×{w}")).collect::<Vec<_>>().join(" + ")
}

/// An axis as the messages' `$axis` chooses it.
fn axis(axis: Axis) -> &'static str {
    match axis {
        Axis::Rows => "rows",
        Axis::Columns => "columns",
    }
}

fn collect_set(t: Words, set: &str, empty: bool) -> String {
    if empty { t.collect_empty_set().to_owned() } else { t.collect_set(set) }
}

fn move_term(t: Words, term: &MoveTerm) -> String {
    match *term {
        MoveTerm::Notation(ref notation) => notation.clone(),
        MoveTerm::Take(n) => t.move_take(n),
        MoveTerm::EatWhole => t.move_eat_whole().to_owned(),
        MoveTerm::Eat { axis: a, count } => t.move_eat(axis(a), count),
        MoveTerm::BreakAfter { axis: a, line } => t.move_break_after(axis(a), line),
    }
}

fn position_term(t: Words, term: &PositionTerm) -> String {
    match term {
        PositionTerm::Notation(notation) => notation.clone(),
        PositionTerm::Pile(n) => t.position_pile(n),
        PositionTerm::Rectangles(rects) if rects.is_empty() => t.position_nothing_left().to_owned(),
        PositionTerm::Rectangles(rects) => rectangles(rects),
    }
}

fn subject(t: Words, term: &PositionTerm) -> String {
    match term {
        PositionTerm::Notation(notation) => t.subject_notation(notation),
        PositionTerm::Pile(n) => t.subject_pile(n),
        PositionTerm::Rectangles(rects) if rects.is_empty() => t.subject_nothing_left().to_owned(),
        PositionTerm::Rectangles(rects) => t.subject_rectangles(rectangles(rects)),
    }
}

fn group(t: Words, group: OptionGroup) -> String {
    match group {
        OptionGroup::EatWhole => t.group_eat_whole().to_owned(),
        OptionGroup::LinesBetween(a) => t.group_lines_between(axis(a)),
    }
}

fn trace_error_words(t: Words, error: &TraceError) -> String {
    match error {
        TraceError::TooManyOptions { count, limit } => t.trace_too_many_options(count, limit),
        TraceError::Search(error) => t.trace_too_large(error.limit),
    }
}

fn xor_derivation(t: Words, d: &DerivationWords) -> String {
    t.xor_derivation(format!("{:b}", d.total), d.column, d.from, d.row, d.take, d.to, d.total)
}

/// The [`ExplainText`] of `$lang` (a `Lang::…` path, so that the closures capture nothing).
macro_rules! explain_table {
    ($lang:expr) => {{
        const T: Words = Words($lang);
        ExplainText {
            mex_heading: T.mex_heading(),
            stage_names: [T.stage_options(), T.stage_values(), T.stage_set(), T.stage_mex()],
            terminal: |position| T.terminal(position),
            list_options: |position, count| T.list_options(count, position),
            no_values: T.no_values(),
            show_values: T.show_values(),
            collect_set: |set, empty| collect_set(T, set, empty),
            find_mex: |set, mex, position| T.find_mex(mex, position, set),
            move_column: T.move_column(),
            leads_to_column: T.leads_to_column(),
            value_column: T.value_column(),
            hidden_value: T.hidden_value(),
            set_line: |set| T.set_line(set),
            number_line_label: T.number_line_label(),
            result: |mex, position| T.result(mex, position),
            step_of: |current, total| T.step_of(current, total),
            move_term: |term| move_term(T, term),
            position_term: |term| position_term(T, term),
            subject: |term| subject(T, term),
            group: |g| group(T, g),
            trace_error: |error| trace_error_words(T, error),
            xor_heading: T.xor_heading(),
            pile_column: T.pile_column(),
            size_column: T.size_column(),
            nim_sum_row: T.nim_sum_row(),
            xor_legend: T.xor_legend(),
            xor_zero: T.xor_zero(),
            xor_derivation: |d| xor_derivation(T, d),
        }
    }};
}

pub static EN: ExplainText = explain_table!(Lang::En);

pub static JA: ExplainText = explain_table!(Lang::Ja);

/// The explanation components' table in `lang`.
pub fn explain_text(lang: Lang) -> &'static ExplainText {
    lang.pick(&EN, &JA)
}

/// Why there is no trace to step through, in `lang`: for the pages that build a stepper's trace.
pub fn trace_error(lang: Lang, error: &TraceError) -> String {
    (explain_text(lang).trace_error)(error)
}
