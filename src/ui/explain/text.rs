//! The texts of the shared explanation components (the mex stepper, the nim-sum by bits) in
//! English and Japanese, and the words for the moves and positions a trace records: one table
//! per language (see `ui::i18n`).

use crate::engine::trace::{Axis, MoveTerm, OptionGroup, PositionTerm, TraceError};
use crate::ui::i18n::{Lang, plural};

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

pub static EN: ExplainText = ExplainText {
    mex_heading: "Mex, step by step",
    stage_names: ["Options", "Their values", "The set", "Smallest missing"],
    terminal: |position| format!("From {position} there is no move at all: it is a terminal position."),
    list_options: |position, count| {
        let (verb, moves) =
            if count == 1 { ("is", "1 move".to_string()) } else { ("are", format!("{count} moves")) };
        format!("From {position} there {verb} {moves}: list every position one move away.")
    },
    no_values: "With no options there are no values to look up.",
    show_values: "Write the Grundy value of each option next to it (each was found the same way, from its own options).",
    collect_set: |set, empty| {
        if empty {
            "Collect the distinct values into a set: {}, the empty set.".to_string()
        } else {
            format!("Collect the distinct values into a set: {{{set}}}.")
        }
    },
    find_mex: |set, mex, position| {
        format!(
            "The smallest non-negative integer missing from {{{set}}} is {mex}, so the value of {position} is *{mex}."
        )
    },
    move_column: "move",
    leads_to_column: "leads to",
    value_column: "value",
    hidden_value: "?",
    set_line: |set| format!("set = {{{set}}}"),
    number_line_label: "values present in the set",
    result: |mex, position| format!("mex = {mex}, so {position} has value *{mex}"),
    step_of: |current, total| format!("step {current} of {total}"),
    move_term: |term| match term {
        MoveTerm::Notation(notation) => notation.clone(),
        MoveTerm::Take(n) => format!("take {n}"),
        MoveTerm::EatWhole => "eat it whole".into(),
        MoveTerm::Eat { axis: Axis::Rows, count } => format!("eat {}", plural(*count, "row", "rows")),
        MoveTerm::Eat { axis: Axis::Columns, count } => {
            format!("eat {}", plural(*count, "column", "columns"))
        }
        MoveTerm::BreakAfter { axis: Axis::Rows, line } => format!("break after row {line}"),
        MoveTerm::BreakAfter { axis: Axis::Columns, line } => format!("break after column {line}"),
    },
    position_term: |term| match term {
        PositionTerm::Notation(notation) => notation.clone(),
        PositionTerm::Pile(n) => format!("a pile of {n}"),
        PositionTerm::Rectangles(rects) if rects.is_empty() => "nothing left".into(),
        PositionTerm::Rectangles(rects) => rectangles(rects),
    },
    subject: |term| (EN.position_term)(term),
    group: |group| match group {
        OptionGroup::EatWhole => "eat the whole bar".into(),
        OptionGroup::LinesBetween(Axis::Rows) => "lines between rows".into(),
        OptionGroup::LinesBetween(Axis::Columns) => "lines between columns".into(),
    },
    trace_error: |error| match error {
        TraceError::TooManyOptions { count, limit } => format!(
            "This position has {count} options, too many to list one by one (the stepper shows at most {limit}); pick a smaller position."
        ),
        TraceError::Search(error) => {
            format!("This position is too large to search (more than {} positions).", error.limit)
        }
    },
    xor_heading: "Nim-sum in binary",
    pile_column: "pile",
    size_column: "size",
    nim_sum_row: "nim-sum",
    xor_legend: "Each value is written in binary, one column per power of two. The nim-sum row has a 1 exactly where its column holds an odd number of ones: that is XOR, bit by bit.",
    xor_zero: "Every column has an even number of ones, so the nim-sum is 0: whoever moves now loses against best play.",
    xor_derivation: |d| {
        format!(
            "The nim-sum is {total} (0b{total:b}). Its highest one is in the {column} column, and pile {row} has a one there. \
             Replacing {from} by {from} ⊕ {total} = {to} flips exactly the total's ones, making the nim-sum 0: take {take}.",
            total = d.total,
            column = d.column,
            row = d.row,
            from = d.from,
            to = d.to,
            take = d.take,
        )
    },
};

pub static JA: ExplainText = ExplainText {
    mex_heading: "mex で Grundy 数を求める",
    stage_names: ["遷移先", "遷移先の Grundy 数", "値の集合", "mex を求める"],
    terminal: |position| format!("{position}からは 1 手も指せません。遷移先のない終局面です。"),
    list_options: |position, count| {
        format!("{position}からの手は {count} 通りです。1 手で移れる局面（遷移先）をすべて挙げます。")
    },
    no_values: "遷移先がないので、調べる Grundy 数もありません。",
    show_values: "各遷移先の Grundy 数を横に書きます（どれも同じ方法で、その局面の遷移先から求めたものです）。",
    collect_set: |set, empty| {
        if empty {
            "現れた値を集めると空集合 {} です。".to_string()
        } else {
            format!("現れた値を重複なく集めて、集合 {{{set}}} を作ります。")
        }
    },
    find_mex: |set, mex, position| {
        format!(
            "{{{set}}} に含まれない最小の非負整数（mex）は {mex} です。よって、{position}の Grundy 数は {mex} です。"
        )
    },
    move_column: "手",
    leads_to_column: "遷移先",
    value_column: "Grundy 数",
    hidden_value: "?",
    set_line: |set| format!("集合 = {{{set}}}"),
    number_line_label: "集合に含まれる値",
    result: |mex, position| format!("mex = {mex} なので、{position}の Grundy 数は {mex}"),
    step_of: |current, total| format!("段階 {current} / {total}"),
    move_term: |term| match term {
        MoveTerm::Notation(notation) => notation.clone(),
        MoveTerm::Take(n) => format!("{n} 個取る"),
        MoveTerm::EatWhole => "まるごと食べる".into(),
        MoveTerm::Eat { axis: Axis::Rows, count } => format!("{count} 行食べる"),
        MoveTerm::Eat { axis: Axis::Columns, count } => format!("{count} 列食べる"),
        MoveTerm::BreakAfter { axis: Axis::Rows, line } => format!("{line} 行目の下で割る"),
        MoveTerm::BreakAfter { axis: Axis::Columns, line } => format!("{line} 列目の右で割る"),
    },
    position_term: |term| match term {
        PositionTerm::Notation(notation) => notation.clone(),
        PositionTerm::Pile(n) => format!("石 {n} 個の山"),
        PositionTerm::Rectangles(rects) if rects.is_empty() => "何も残らない".into(),
        PositionTerm::Rectangles(rects) => rectangles(rects),
    },
    subject: |term| match term {
        PositionTerm::Notation(notation) => format!("局面「{notation}」"),
        PositionTerm::Pile(n) => format!("石 {n} 個の山"),
        PositionTerm::Rectangles(rects) if rects.is_empty() => "何も残っていない局面".into(),
        PositionTerm::Rectangles(rects) => format!("{} ", rectangles(rects)),
    },
    group: |group| match group {
        OptionGroup::EatWhole => "板をまるごと食べる".into(),
        OptionGroup::LinesBetween(Axis::Rows) => "行と行の間の線".into(),
        OptionGroup::LinesBetween(Axis::Columns) => "列と列の間の線".into(),
    },
    trace_error: |error| match error {
        TraceError::TooManyOptions { count, limit } => format!(
            "この局面の手は {count} 通りあり、1 つずつ並べるには多すぎます（並べられるのは {limit} 通りまで）。もっと小さな局面を選んでください。"
        ),
        TraceError::Search(error) => {
            format!("この局面は大きすぎて探索できません（{} 局面を超えます）。", error.limit)
        }
    },
    xor_heading: "ニム和を 2 進数で計算する",
    pile_column: "山",
    size_column: "石の数",
    nim_sum_row: "ニム和",
    xor_legend: "各値を 2 進数で書き、2 の累乗の位ごとに 1 列に並べています。ニム和の行は、その列の 1 が奇数個のところだけ 1 になります。これがビットごとの排他的論理和 (XOR) です。",
    xor_zero: "どの列にも 1 が偶数個あるので、ニム和は 0 です。いま手番のプレイヤーは、相手が最善を尽くすと負けます。",
    xor_derivation: |d| {
        format!(
            "ニム和は {total}（2 進数で {total:b}）です。その最上位の 1 は {column} の位の列にあり、山 {row} のその位も 1 です。\
             山 {row} を {from} から {from} ⊕ {total} = {to} に減らすと、ニム和の 1 がちょうど打ち消されてニム和が 0 になります。つまり、山 {row} から {take} 個取るのが勝ち手です。",
            total = d.total,
            column = d.column,
            row = d.row,
            from = d.from,
            to = d.to,
            take = d.take,
        )
    },
};

/// The explanation components' table in `lang`.
pub fn explain_text(lang: Lang) -> &'static ExplainText {
    lang.pick(&EN, &JA)
}

/// Why there is no trace to step through, in `lang`: for the pages that build a stepper's trace.
pub fn trace_error(lang: Lang, error: &TraceError) -> String {
    (explain_text(lang).trace_error)(error)
}
