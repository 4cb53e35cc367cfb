//! The chocolate games' texts in English and Japanese (page, board, Grundy table), and their
//! [`GameText`].
//!
//! In Japanese the pieces of the eat and split games are 板 (板チョコ), those of the cutting game
//! 紙 (a sheet), as on the home page; English says "bar" for all three, as the notation does.

use crate::games::chocolate::{
    Bar, Blank, Chocolate, ChocolateError, ChocolateMove, ChocolateReason, Cut, Finished, Kind, LosingChoice,
    MAX_BARS, MAX_INPUT_LEN, MAX_SIDE, MAX_START_BARS, ParseChocolateError, ParseMoveError, StartError,
    Variant,
};
use crate::games::sentence;
use crate::ui::i18n::{Lang, plural};
use crate::ui::kit::game::GameText;
use crate::ui::kit::number::decimal;
use crate::ui::text::{GameNames, GameWords};

/// The eat game's name and summary (the header, the home page, a sum's components).
pub const EAT_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Eat chocolate",
        summary: "Eat a whole bar, or break one and eat a piece; whoever eats the last piece wins.",
    },
    ja: GameWords {
        name: "板チョコを食べる",
        summary: "板チョコを丸ごと食べるか、1 本の線で割って片方を食べます。最後のかけらを食べた人の勝ちです。",
    },
};

/// The split game's name and summary (the header, the home page, a sum's components).
pub const SPLIT_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Split chocolate",
        summary: "Break one bar into two; whoever cannot break a bar loses.",
    },
    ja: GameWords {
        name: "板チョコを割る",
        summary: "板チョコを 1 枚選んで 2 つに割ります。割れる板チョコがなくなった人の負けです。",
    },
};

/// The cutting game's name and summary (the header, the home page, a sum's components).
pub const CUTTING_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Cutting game",
        summary: "Cut one sheet into two along a grid line; whoever first cuts out a single square wins.",
    },
    ja: GameWords {
        name: "切り分けゲーム",
        summary: "紙を 1 枚選んで格子線に沿って 2 つに切ります。先に 1×1 の正方形を切り出した人の勝ちです。",
    },
};

/// The name and summary of the chocolate game `variant`.
pub const fn names(variant: Variant) -> GameNames {
    match variant {
        Variant::Eat => EAT_NAMES,
        Variant::Split => SPLIT_NAMES,
        Variant::Cutting => CUTTING_NAMES,
    }
}

/// Every text of the chocolate page, its board and the Grundy table.
pub struct ChocolateText {
    pub title: fn(Variant) -> &'static str,
    pub rules: fn(Variant) -> &'static str,
    /// The status line's "what to do on your turn".
    pub how_to_move: fn(Variant) -> &'static str,
    /// The status line's "wins by …".
    pub winning_move: fn(Variant) -> &'static str,
    /// Why nobody can move at the start; `no_bars`: the position is `empty`.
    pub why_no_move: fn(Variant, no_bars: bool) -> &'static str,
    /// The status line of a cutting position finished before anyone moved.
    pub finished: fn(Finished) -> String,
    /// What the address should have held, for the kit's bad-address message.
    pub position_noun: fn(Variant) -> &'static str,
    /// "bar 2 (3×2)": a bar by its number (from 0 here) and size.
    pub bar_name: fn(Variant, usize, Bar) -> String,
    pub board_empty: fn(Variant) -> &'static str,
    pub board_label: fn(Variant) -> &'static str,
    pub too_long_for_address: fn(Variant, bars: usize) -> String,
    // The move form.
    pub move_label: &'static str,
    pub move_placeholder: fn(Variant) -> &'static str,
    pub move_aria: &'static str,
    pub play: &'static str,
    // The eat game's piece choice.
    pub which_piece: &'static str,
    pub eat_which: fn(usize) -> String,
    /// "Eat the top piece (8×10)": `first` is the top or left piece, `rows` a break between rows.
    pub eat_piece: fn(first: bool, rows: bool, piece: Bar) -> String,
    pub cancel: &'static str,
    pub pending_status: fn(usize) -> String,
    /// For screen readers: the keyboard's bar and line.
    pub selected: fn(Variant, usize, Bar, Option<Cut>) -> String,
    // The total and the cutting game's strip and 1×1.
    pub total_name: fn(Variant) -> &'static str,
    pub game_over: &'static str,
    pub square_cut_out_total: &'static str,
    pub wins_at_once: &'static str,
    pub strip_on_board: &'static str,
    pub more_terms: fn(usize) -> String,
    // The hint.
    pub no_winning_move: &'static str,
    pub winning_moves_strip: &'static str,
    pub winning_moves_intro: &'static str,
    pub winning_move_line: fn(Variant, &ChocolateMove, to: &str) -> String,
    pub hint_more_capped: fn(Variant, listed: usize, cap: usize) -> String,
    pub hint_more: fn(Variant, listed: usize, total: usize) -> String,
    // Set up.
    pub bars_label: fn(Variant) -> &'static str,
    pub setup_help: fn(Variant) -> String,
    // Keys.
    pub keys_choose_bar: fn(Variant) -> &'static str,
    pub keys_choose_line: fn(Variant) -> &'static str,
    pub keys_enter: &'static str,
    pub keys_break: fn(Variant) -> &'static str,
    pub keys_eat_whole: &'static str,
    // The learning column.
    pub xor_even: &'static str,
    pub xor_explanation: fn(Variant, total: u64, column: u64, row: &str, from: u64, to: u64) -> String,
    pub xor_row_heading: fn(Variant) -> &'static str,
    pub xor_value_heading: &'static str,
    pub square_cut_out_panel: &'static str,
    pub too_many_bars_for_bits: fn(Variant, bars: usize, total: u64, limit: usize) -> String,
    pub strip_panel: &'static str,
    pub step_through: fn(Variant) -> &'static str,
    pub from_table: fn(Bar) -> String,
    pub cutting_stepper_note: &'static str,
    pub nothing_to_step: fn(Variant) -> &'static str,
    pub square_no_steps: fn(Bar) -> String,
    pub strip_no_steps: fn(Bar) -> String,
    // The board.
    pub cut_out_label: &'static str,
    pub bar_aria: fn(Variant, usize, Bar, value: Option<&str>) -> String,
    pub eat_whole: &'static str,
    pub eat_whole_aria: fn(usize) -> String,
    // The Grundy table.
    pub table_heading: &'static str,
    pub table_size: &'static str,
    pub computed_in: fn(ms: f64) -> String,
    pub filling: &'static str,
    pub rows_done: fn(done: usize, n: usize) -> String,
    pub axis_columns: &'static str,
    pub axis_rows: &'static str,
    pub heatmap_aria: fn(n: usize) -> String,
    pub legend: &'static str,
    pub legend_blank: &'static str,
    pub readout_prompt: &'static str,
    pub not_computed: fn(h: usize, w: usize) -> String,
    pub cell_value: fn(h: usize, w: usize, value: u16) -> String,
    pub blank: fn(Blank) -> &'static str,
    // The game's words for the kit, and refused input.
    /// A move as a clause after a player's name: "ate 1 row of bar 2".
    pub describe_move: fn(Variant, &ChocolateMove) -> String,
    pub reason: fn(Variant, &ChocolateReason) -> String,
    pub move_error: fn(Variant, &ChocolateError) -> String,
    pub parse_error: fn(Variant, &ParseChocolateError) -> String,
    pub start_error: fn(&StartError) -> String,
    pub parse_move_error: fn(Variant, &ParseMoveError) -> String,
}

fn en_plural(n: u32, one: &str) -> String {
    plural(n, one, &format!("{one}s"))
}

fn en_cut_words(_: Variant, cut: Cut) -> String {
    match cut {
        Cut::EatWhole => "eat it whole".into(),
        Cut::EatRows(k) => format!("eat {}", en_plural(k, "row")),
        Cut::EatColumns(k) => format!("eat {}", en_plural(k, "column")),
        Cut::AfterRow(i) => format!("break after row {i}"),
        Cut::AfterColumn(j) => format!("break after column {j}"),
    }
}

fn en_line(cut: Cut) -> String {
    match cut {
        Cut::AfterRow(i) | Cut::EatRows(i) => format!("line after row {i}"),
        Cut::AfterColumn(j) | Cut::EatColumns(j) => format!("line after column {j}"),
        Cut::EatWhole => "the whole bar".into(),
    }
}

pub static EN: ChocolateText = ChocolateText {
    title: |variant| match variant {
        Variant::Eat => "Chocolate: eat a piece",
        Variant::Split => "Chocolate: split the bars",
        Variant::Cutting => "Cutting game",
    },
    rules: |variant| match variant {
        Variant::Eat => {
            "On your turn pick one bar: eat it whole, or break it along one grid line and eat one of the two pieces. Whoever eats the last piece wins."
        }
        Variant::Split => {
            "On your turn break one bar (not a single square) along a grid line into two bars; both stay. Whoever cannot break a bar loses."
        }
        Variant::Cutting => {
            "On your turn cut one sheet into two along a grid line. Whoever first cuts out a single 1×1 square wins at once. So never leave a strip one square wide: your opponent would cut a square off it."
        }
    },
    how_to_move: |variant| match variant {
        Variant::Eat => {
            "click a grid line to break a bar there, then click the piece to eat (or press Eat whole)"
        }
        Variant::Split => "click a grid line of a bar to break it there",
        Variant::Cutting => "click a grid line of a sheet to cut it there",
    },
    winning_move: |variant| match variant {
        Variant::Eat => "eating the last piece",
        Variant::Split => "making the last break",
        Variant::Cutting => "cutting out a 1×1 square",
    },
    why_no_move: |variant, no_bars| match variant {
        Variant::Eat => "every bar has been eaten",
        Variant::Split if no_bars => "there are no bars",
        Variant::Split => "every bar is a single square",
        Variant::Cutting if no_bars => "there is no sheet to cut",
        Variant::Cutting => "a 1×1 square is already cut out",
    },
    finished: |finished| match finished {
        Finished::NoSheet => {
            "Game over before it began. There is no sheet to cut, so this cutting game is finished.".into()
        }
        Finished::SquareCutOut { bar } => format!(
            "Game over before it began. Bar {} is 1×1, a square already cut out: in the cutting game that ends \
             the game, so this position is finished (the cut that made the square won). Set up a game or press \
             Random position to play.",
            bar + 1
        ),
    },
    position_noun: |variant| match variant {
        Variant::Cutting => "a cutting-game position",
        _ => "a chocolate position",
    },
    bar_name: |_, index, bar| format!("bar {} ({})", index + 1, bar.pretty()),
    board_empty: |variant| match variant {
        Variant::Eat => "Every bar has been eaten.",
        Variant::Split => "There are no bars.",
        Variant::Cutting => "There is no sheet to cut.",
    },
    board_label: |_| "Chocolate board. Left and right arrows choose a bar, up and down choose a grid line, Enter breaks it there.",
    too_long_for_address: |_, bars| {
        format!(
            "This position has {bars} bars, more than an address holds ({MAX_BARS}): the address keeps the last position that fit."
        )
    },
    move_label: "Move",
    move_placeholder: |variant| match variant {
        Variant::Eat => "e.g. 1-2r, 1-1c, 2-all",
        _ => "e.g. 1-r2, 2-c1",
    },
    move_aria: "move in notation",
    play: "Play",
    which_piece: "Which piece to eat",
    eat_which: |index| format!("Bar {} broken: eat which piece?", index + 1),
    eat_piece: |first, rows, piece| {
        let side = match (rows, first) {
            (true, true) => "top",
            (true, false) => "bottom",
            (false, true) => "left",
            (false, false) => "right",
        };
        format!("Eat the {side} piece ({})", piece.pretty())
    },
    cancel: "Cancel",
    pending_status: |index| format!("Bar {} is broken: click or tap the piece to eat, or Cancel.", index + 1),
    selected: |_, index, bar, line| {
        let line = line.map(|l| format!(", {}", en_line(l))).unwrap_or_default();
        format!("Bar {} selected ({}){line}.", index + 1, bar.pretty())
    },
    total_name: |variant| match variant {
        Variant::Cutting => "nim-sum of the sheets",
        _ => "nim-sum of the bars",
    },
    game_over: "game over",
    square_cut_out_total: " — a 1×1 square has been cut out.",
    wins_at_once: "wins at once",
    strip_on_board: " — a strip one square wide is on the board: the player to move cuts a 1×1 off it and wins.",
    more_terms: |more| format!("… ({more} more)"),
    no_winning_move: "No winning move: the nim-sum is 0, so every move loses against best play. Make a small move and hope for a mistake.",
    winning_moves_strip: "Winning moves (each cuts out a square):",
    winning_moves_intro: "Winning moves (each leaves a nim-sum of 0; marked on the board):",
    winning_move_line: |variant, mv, to| {
        format!("Bar {}: {} ({mv}) → {to}", mv.bar + 1, en_cut_words(variant, mv.cut))
    },
    hint_more_capped: |_, listed, cap| {
        format!(
            "These are the first {listed} of the {cap} winning moves found, in bar order. The search stops at {cap}, so there may be more; the board marks all {cap}."
        )
    },
    hint_more: |_, listed, total| {
        format!(
            "These are the first {listed} of the {total} winning moves, in bar order; the board marks all {total}."
        )
    },
    bars_label: |_| "Bars",
    setup_help: |variant| {
        format!(
            "Bars as rows x columns separated by spaces or commas, e.g. 3x2 4x4; sides 1 to {MAX_SIDE}, up to {MAX_START_BARS} bars{}.",
            if variant == Variant::Cutting { ", no 1x1 (cutting one out ends the game)" } else { "" }
        )
    },
    keys_choose_bar: |_| "choose a bar (click the board first, or Tab to it)",
    keys_choose_line: |_| "choose a grid line of that bar",
    keys_enter: "Enter or Space",
    keys_break: |variant| match variant {
        Variant::Eat => "break there (then 1 or 2 eats the top/left or bottom/right piece, Esc cancels)",
        _ => "break there",
    },
    keys_eat_whole: "eat the chosen bar whole",
    xor_even: "Every column has an even number of ones, so the nim-sum is 0: whoever moves now loses against best play.",
    xor_explanation: |_, total, column, row, from, to| {
        format!(
            "The nim-sum is {total}. Its highest one is in the {column} column, and {row} has a one there. A move on that bar \
             to a value of {from} ⊕ {total} = {to} makes the nim-sum 0, and there is one: a bar reaches every smaller value \
             (that is what the mex means). Moves that raise a bar's value can win too: the hint shows winning \
             moves of both kinds."
        )
    },
    xor_row_heading: |_| "bar",
    xor_value_heading: "value",
    square_cut_out_panel: "A 1×1 square has been cut out: the game is over.",
    too_many_bars_for_bits: |_, bars, total, limit| {
        format!(
            "The nim-sum of the {bars} bars is {total}; the table of bits is drawn for up to {limit} bars."
        )
    },
    strip_panel: "A strip one square wide is on the board, so the position is won at once: no nim-sum is needed.",
    step_through: |_| "Step through: ",
    from_table: |bar| format!("{} from the table", bar.pretty()),
    cutting_stepper_note: "Only cuts that leave both pieces at least 2 wide are listed. Any other cut leaves a strip one square wide, from which the opponent cuts out a square and wins at once, so it is never a good move; 2×2, 2×3, 3×2 and 3×3 have only such cuts (a side of 2 or 3 cannot be split into two parts at least 2 wide) and count as 0.",
    nothing_to_step: |variant| match variant {
        Variant::Eat => "Every bar has been eaten: there is nothing to step through.",
        Variant::Split => "There are no bars: there is nothing to step through.",
        Variant::Cutting => "There is no sheet to cut: there is nothing to step through.",
    },
    square_no_steps: |bar| {
        format!(
            "A 1×1 piece is cut out: the game ended with the cut that made it, so {} has no moves to step through.",
            bar.pretty()
        )
    },
    strip_no_steps: |bar| {
        format!(
            "{} is a strip one square wide: the player to move cuts a 1×1 off its end and wins at once. \
             Because that ends the whole game, a strip has no value in the nim-sum; the table shows it grey.",
            bar.pretty()
        )
    },
    cut_out_label: "cut out",
    bar_aria: |_, index, bar, value| {
        format!(
            "Bar {}: {} rows by {} columns{}",
            index + 1,
            bar.h,
            bar.w,
            value.map(|v| format!(", value {v}")).unwrap_or_default()
        )
    },
    eat_whole: "Eat whole",
    eat_whole_aria: |index| format!("Eat whole: bar {}", index + 1),
    table_heading: "Grundy table",
    table_size: "Bars up to ",
    computed_in: |ms| format!("computed in {} ms", decimal(ms, 0)),
    filling: "Filling the table",
    rows_done: |done, n| format!("{done} of {n} rows"),
    axis_columns: "columns w →",
    axis_rows: "rows h →",
    heatmap_aria: |n| {
        format!(
            "Heatmap of the Grundy values of every bar up to {n}×{n}; arrow keys move, Enter opens the stepper"
        )
    },
    legend: "Legend",
    legend_blank: "a strip (wins at once) or 1×1 (already cut out)",
    readout_prompt: "Point at a cell to see its bar and value; click it to step through its mex.",
    not_computed: |h, w| format!("{h}×{w}: not computed yet"),
    cell_value: |h, w, v| {
        format!("{h}×{w}: value {v}{}", if v == 0 { " (the player to move loses)" } else { "" })
    },
    blank: |blank| match blank {
        Blank::CutOut => "a single square, already cut out: the cut that made it ended the game",
        Blank::Strip => "a strip one square wide: wins at once",
        Blank::NoValue => "no value",
    },
    describe_move: |_, mv| {
        let bar = mv.bar + 1;
        match mv.cut {
            Cut::EatWhole => format!("ate bar {bar} whole"),
            Cut::EatRows(k) => format!("ate {} of bar {bar}", en_plural(k, "row")),
            Cut::EatColumns(k) => format!("ate {} of bar {bar}", en_plural(k, "column")),
            Cut::AfterRow(i) => format!("broke bar {bar} after row {i}"),
            Cut::AfterColumn(j) => format!("broke bar {bar} after column {j}"),
        }
    },
    reason: |_, reason| match *reason {
        ChocolateReason::StripCut { bar, size } => format!(
            "bar {} ({}) is a strip one square wide: a 1×1 cut off it wins at once",
            bar + 1,
            size.pretty()
        ),
        ChocolateReason::ToZero { nim_sum, bar, size, from, to } => format!(
            "the nim-sum was {}; this takes bar {} ({}) from value {} to {}, making the nim-sum 0",
            nim_sum.value(),
            bar + 1,
            size.pretty(),
            from.value(),
            to.value()
        ),
        ChocolateReason::Losing { choice } => {
            let why = match choice {
                LosingChoice::SmallestBite => "it took the smallest bite of the largest bar",
                LosingChoice::HalveLargest => "it broke the largest bar in half",
                LosingChoice::NoStrip => "it made a cut that leaves no 1-wide strip",
                LosingChoice::EveryCutLeavesStrip => {
                    "every cut leaves a 1-wide strip, which hands over the win, so it cut anyway"
                }
            };
            format!("the nim-sum was 0, so every move loses against best play; {why} and hopes for a mistake")
        }
    },
    move_error: |_, error| sentence(&error.to_string()),
    parse_error: |_, error| error.to_string(),
    start_error: |error| error.to_string(),
    parse_move_error: |_, error| sentence(&error.to_string()),
};

/// The Japanese name of the pieces: 板 (chocolate) or 紙 (the cutting game's sheets).
fn noun(variant: Variant) -> &'static str {
    match variant {
        Variant::Cutting => "紙",
        _ => "板",
    }
}

/// 割る (split) or 切る (cutting), as a stem: 割 / 切.
fn break_verb(variant: Variant) -> &'static str {
    match variant {
        Variant::Cutting => "切",
        _ => "割",
    }
}

fn ja_cut_words(variant: Variant, cut: Cut) -> String {
    let verb = break_verb(variant);
    match cut {
        Cut::EatWhole => "丸ごと食べる".into(),
        Cut::EatRows(k) => format!("{k} 行食べる"),
        Cut::EatColumns(k) => format!("{k} 列食べる"),
        Cut::AfterRow(i) => format!("{i} 行目の下で{verb}る"),
        Cut::AfterColumn(j) => format!("{j} 列目の右で{verb}る"),
    }
}

fn ja_line(cut: Cut) -> String {
    match cut {
        Cut::AfterRow(i) | Cut::EatRows(i) => format!("{i} 行目の下の線"),
        Cut::AfterColumn(j) | Cut::EatColumns(j) => format!("{j} 列目の右の線"),
        Cut::EatWhole => "板全体".into(),
    }
}

fn ja_move_error(variant: Variant, error: &ChocolateError) -> String {
    let name = noun(variant);
    match *error {
        ChocolateError::NoSuchBar { bar, bars: 0 } => {
            format!("{name} {} はありません。{name}はもう残っていません。", u128::from(bar as u64) + 1)
        }
        ChocolateError::NoSuchBar { bar, bars } => {
            format!("{name} {} はありません。{name}の番号は 1 から {bars} までです。", u128::from(bar as u64) + 1)
        }
        ChocolateError::WrongGame { variant: Variant::Eat } => {
            "このゲームの手は「食べる」です。2-all（丸ごと）、2-1r（1 行食べる）、2-3c（3 列食べる）のように書いてください。"
                .into()
        }
        ChocolateError::WrongGame { variant } => format!(
            "このゲームの手は「{verb}る」です。2-r1（1 行目の下で{verb}る）、2-c3（3 列目の右で{verb}る）のように書いてください。",
            verb = break_verb(variant)
        ),
        ChocolateError::NoSuchLine { bar, size, cut } => {
            let n = u128::from(bar as u64) + 1;
            let shown = size.pretty();
            match cut {
                Cut::EatRows(_) if size.h == 1 => {
                    format!("{name} {n}（{shown}）は 1 行しかないので、行では食べられません。列で食べるか、丸ごと食べてください。")
                }
                Cut::EatRows(k) => format!(
                    "{name} {n}（{shown}）は {} 行です。食べられるのは 1〜{} 行か丸ごとで、{k} 行は食べられません。",
                    size.h,
                    size.h.saturating_sub(1)
                ),
                Cut::EatColumns(_) if size.w == 1 => {
                    format!("{name} {n}（{shown}）は 1 列しかないので、列では食べられません。行で食べるか、丸ごと食べてください。")
                }
                Cut::EatColumns(k) => format!(
                    "{name} {n}（{shown}）は {} 列です。食べられるのは 1〜{} 列か丸ごとで、{k} 列は食べられません。",
                    size.w,
                    size.w.saturating_sub(1)
                ),
                Cut::AfterRow(_) if size.h == 1 => {
                    format!("{name} {n}（{shown}）は 1 行だけなので、行と行の間の線はありません。")
                }
                Cut::AfterRow(i) => format!(
                    "{name} {n}（{shown}）には {i} 行目の下の線がありません。行と行の間の線は 1〜{} 行目の下にあります。",
                    size.h.saturating_sub(1)
                ),
                Cut::AfterColumn(_) if size.w == 1 => {
                    format!("{name} {n}（{shown}）は 1 列だけなので、列と列の間の線はありません。")
                }
                Cut::AfterColumn(j) => format!(
                    "{name} {n}（{shown}）には {j} 列目の右の線がありません。列と列の間の線は 1〜{} 列目の右にあります。",
                    size.w.saturating_sub(1)
                ),
                Cut::EatWhole => format!("{name} {n} は食べられません。"),
            }
        }
        ChocolateError::SingleSquare { bar } => {
            format!("{name} {} は 1 マスだけなので、{}れません。", bar + 1, break_verb(variant))
        }
        ChocolateError::GameOver => "1×1 の正方形が切り出されたので、ゲームはもう終わっています。".into(),
    }
}

fn ja_parse_error(variant: Variant, error: &ParseChocolateError) -> String {
    let name = noun(variant);
    match error {
        ParseChocolateError::Empty => format!("{name}を 1 枚以上入力してください（例: 3x2 4x4）"),
        ParseChocolateError::TooLong { len } => {
            format!("入力が {len} 文字あります。局面は {MAX_INPUT_LEN} 文字までです")
        }
        ParseChocolateError::NotABar { token } => {
            format!("「{token}」は{name}の大きさとして読めません。行数x列数 の形で書いてください（例: 3x2）")
        }
        ParseChocolateError::NoRows { token } => format!("「{token}」: 行数は 1 以上にしてください"),
        ParseChocolateError::NoColumns { token } => format!("「{token}」: 列数は 1 以上にしてください"),
        ParseChocolateError::Negative { token } => format!("「{token}」: 行数・列数に負の数は使えません"),
        ParseChocolateError::TooLarge { token } => {
            format!("「{token}」は大きすぎます。{name}は {MAX_SIDE}×{MAX_SIDE} までです")
        }
        ParseChocolateError::TooManyBars { count } => {
            format!("{name}が {count} 枚あります。1 つの局面に置けるのは {MAX_BARS} 枚までです")
        }
    }
}

fn ja_reason(variant: Variant, reason: &ChocolateReason) -> String {
    let name = noun(variant);
    match *reason {
        ChocolateReason::StripCut { bar, size } => format!(
            "{name} {}（{}）は幅 1 マスの帯なので、端から 1×1 を切り出せばその場で勝ちです",
            bar + 1,
            size.pretty()
        ),
        ChocolateReason::ToZero { nim_sum, bar, size, from, to } => format!(
            "ニム和が {} だったので、{name} {}（{}）の Grundy 数を {} から {} に変えて、ニム和を 0 にしました",
            nim_sum.value(),
            bar + 1,
            size.pretty(),
            from.value(),
            to.value()
        ),
        ChocolateReason::Losing { choice } => {
            let how = match choice {
                LosingChoice::SmallestBite => "いちばん大きい板をほんの少しだけ食べて",
                LosingChoice::HalveLargest => "いちばん大きい板を半分に割って",
                LosingChoice::NoStrip => "幅 1 マスの帯を残さない切り方をして",
                LosingChoice::EveryCutLeavesStrip => {
                    "どう切っても幅 1 マスの帯が残り、相手に勝ちを渡してしまいますが、それでも切って"
                }
            };
            format!("ニム和が 0 なので、相手が最善を尽くすとどの手でも負けです。{how}、相手のミスを待ちます")
        }
    }
}

pub static JA: ChocolateText = ChocolateText {
    title: |variant| match variant {
        Variant::Eat => "板チョコを食べる",
        Variant::Split => "板チョコを割る",
        Variant::Cutting => "切り分けゲーム",
    },
    rules: |variant| match variant {
        Variant::Eat => {
            "自分の手番では板チョコを 1 枚選び、丸ごと食べるか、格子線に沿って 2 つに割って片方を食べます。最後のかけらを食べた人の勝ちです。"
        }
        Variant::Split => {
            "自分の手番では板チョコを 1 枚選び（1 マスだけの板は選べません）、格子線に沿って 2 つに割ります。割った 2 枚はどちらも残ります。割れる板がなくなった人の負けです。"
        }
        Variant::Cutting => {
            "自分の手番では紙を 1 枚選び、格子線に沿って 2 つに切ります。先に 1×1 の正方形を切り出した人が、その場で勝ちです。したがって幅 1 マスの帯を残してはいけません。相手がそこから正方形を切り出してしまいます。"
        }
    },
    how_to_move: |variant| match variant {
        Variant::Eat => {
            "割りたい格子線をクリックしてから、食べる方のかけらをクリックしてください（「丸ごと食べる」ボタンもあります）"
        }
        Variant::Split => "板の格子線をクリックすると、そこで割ります",
        Variant::Cutting => "紙の格子線をクリックすると、そこで切ります",
    },
    winning_move: |variant| match variant {
        Variant::Eat => "最後のかけらを食べて",
        Variant::Split => "最後に割って",
        Variant::Cutting => "1×1 の正方形を切り出して",
    },
    why_no_move: |variant, no_bars| match variant {
        Variant::Eat => "板チョコはすべて食べ終わっている",
        Variant::Split if no_bars => "板チョコが 1 枚もない",
        Variant::Split => "どの板チョコも 1 マスだけで割れない",
        Variant::Cutting if no_bars => "切る紙が 1 枚もない",
        Variant::Cutting => "1×1 の正方形がすでに切り出されている",
    },
    finished: |finished| match finished {
        Finished::NoSheet => {
            "始まる前に終わっています。切る紙が 1 枚もないので、この切り分けゲームは終了しています。".into()
        }
        Finished::SquareCutOut { bar } => format!(
            "始まる前に終わっています。紙 {} は 1×1、つまり切り出し済みの正方形です。切り分けゲームでは正方形を切り出した時点で（切り出した側の勝ちで）終わるので、この局面で指せる手はありません。「局面を設定する」か「ランダムな局面」で始めてください。",
            bar + 1
        ),
    },
    position_noun: |variant| match variant {
        Variant::Cutting => "切り分けゲームの局面",
        _ => "板チョコの局面",
    },
    bar_name: |variant, index, bar| format!("{} {}（{}）", noun(variant), index + 1, bar.pretty()),
    board_empty: |variant| match variant {
        Variant::Eat => "板チョコはすべて食べ終わりました。",
        Variant::Split => "板チョコがありません。",
        Variant::Cutting => "切る紙がありません。",
    },
    board_label: |variant| match variant {
        Variant::Cutting => {
            "盤面。左右の矢印キーで紙を、上下の矢印キーで格子線を選び、Enter でそこを切ります。"
        }
        _ => "盤面。左右の矢印キーで板を、上下の矢印キーで格子線を選び、Enter でそこを割ります。",
    },
    too_long_for_address: |variant, bars| {
        format!(
            "この局面には{}が {bars} 枚あり、アドレスに書ける {MAX_BARS} 枚を超えています。アドレスは、書けた最後の局面のままにしています。",
            noun(variant)
        )
    },
    move_label: "手",
    move_placeholder: |variant| match variant {
        Variant::Eat => "例: 1-2r, 1-1c, 2-all",
        _ => "例: 1-r2, 2-c1",
    },
    move_aria: "記法で書いた手",
    play: "指す",
    which_piece: "食べるかけらの選択",
    eat_which: |index| format!("板 {} に線を入れました。どちらを食べますか？", index + 1),
    eat_piece: |first, rows, piece| {
        let side = match (rows, first) {
            (true, true) => "上",
            (true, false) => "下",
            (false, true) => "左",
            (false, false) => "右",
        };
        format!("{side}のかけら（{}）を食べる", piece.pretty())
    },
    cancel: "やめる",
    pending_status: |index| {
        format!(
            "板 {} に線を入れました。食べるかけらをクリック（タップ）するか、「やめる」を押してください。",
            index + 1
        )
    },
    selected: |variant, index, bar, line| {
        let line = line.map(|l| format!("、{}", ja_line(l))).unwrap_or_default();
        format!("{} {}（{}）を選択中{line}。", noun(variant), index + 1, bar.pretty())
    },
    total_name: |variant| match variant {
        Variant::Cutting => "各紙の Grundy 数のニム和",
        _ => "各板の Grundy 数のニム和",
    },
    game_over: "ゲーム終了",
    square_cut_out_total: " — 1×1 の正方形が切り出されました。",
    wins_at_once: "即勝ち",
    strip_on_board: " — 幅 1 マスの帯があります。手番のプレイヤーがそこから 1×1 を切り出して勝ちます。",
    more_terms: |more| format!("…（ほか {more} 個）"),
    no_winning_move: "勝てる手はありません。ニム和が 0 なので、相手が最善を尽くすとどの手でも負けです。小さな手を指して相手のミスを待ちましょう。",
    winning_moves_strip: "勝てる手（どれも正方形を切り出します）:",
    winning_moves_intro: "勝てる手（どれもニム和を 0 にします。盤面にも印を付けています）:",
    winning_move_line: |variant, mv, to| {
        format!("{} {}: {}（{mv}）→ {to}", noun(variant), mv.bar + 1, ja_cut_words(variant, mv.cut))
    },
    hint_more_capped: |variant, listed, cap| {
        format!(
            "見つかった勝ち手 {cap} 通りのうち、{}の順に最初の {listed} 通りを表示しています。探索は {cap} 通りで打ち切るので、ほかにもあるかもしれません。盤面には {cap} 通りすべてに印を付けています。",
            noun(variant)
        )
    },
    hint_more: |variant, listed, total| {
        format!(
            "勝ち手 {total} 通りのうち、{}の順に最初の {listed} 通りを表示しています。盤面には {total} 通りすべてに印を付けています。",
            noun(variant)
        )
    },
    bars_label: |variant| match variant {
        Variant::Cutting => "紙",
        _ => "板チョコ",
    },
    setup_help: |variant| match variant {
        Variant::Cutting => format!(
            "紙の大きさを 行数x列数 で書き、空白かカンマで区切ります（例: 4x5 3x3）。辺は 1〜{MAX_SIDE}、紙は {MAX_START_BARS} 枚までです。1x1 は入れられません（切り出した時点でゲームが終わるため）。"
        ),
        _ => format!(
            "板の大きさを 行数x列数 で書き、空白かカンマで区切ります（例: 3x2 4x4）。辺は 1〜{MAX_SIDE}、板は {MAX_START_BARS} 枚までです。"
        ),
    },
    keys_choose_bar: |variant| match variant {
        Variant::Cutting => "紙を選ぶ（先に盤面をクリックするか、Tab で移動）",
        _ => "板を選ぶ（先に盤面をクリックするか、Tab で移動）",
    },
    keys_choose_line: |variant| match variant {
        Variant::Cutting => "その紙の格子線を選ぶ",
        _ => "その板の格子線を選ぶ",
    },
    keys_enter: "Enter / Space",
    keys_break: |variant| match variant {
        Variant::Eat => "そこで割る（続けて 1 で上または左、2 で下または右のかけらを食べる。Esc でやめる）",
        Variant::Split => "そこで割る",
        Variant::Cutting => "そこで切る",
    },
    keys_eat_whole: "選んだ板を丸ごと食べる",
    xor_even: "どの桁も 1 が偶数個なので、ニム和は 0 です。相手が最善を尽くすと、いま手番のプレイヤーが負けます。",
    xor_explanation: |variant, total, column, row, from, to| {
        let name = noun(variant);
        format!(
            "ニム和は {total} です。2 進数で書いたときの最上位の 1 は {column} の位にあり、{row} もその位が 1 です。\
             この{name}の Grundy 数を {from} ⊕ {total} = {to} にする手を指せばニム和は 0 になり、そういう手は必ずあります\
             （{name}からは、いまより小さいどの値の局面にも移れます。それが mex の意味です）。{name}の Grundy 数を大きくする手で\
             勝てることもあります。ヒントには両方の勝ち手が出ます。"
        )
    },
    xor_row_heading: noun,
    xor_value_heading: "Grundy 数",
    square_cut_out_panel: "1×1 の正方形が切り出されたので、ゲームは終わりです。",
    too_many_bars_for_bits: |variant, bars, total, limit| {
        format!(
            "{bars} 枚の{}のニム和は {total} です。2 進数の表は {limit} 枚までの局面で表示します。",
            noun(variant)
        )
    },
    strip_panel: "幅 1 マスの帯があるので、この局面は手番のプレイヤーがすぐに勝てます。ニム和を考える必要はありません。",
    step_through: |variant| match variant {
        Variant::Cutting => "計算する紙: ",
        _ => "計算する板: ",
    },
    from_table: |bar| format!("表から選んだ {}", bar.pretty()),
    cutting_stepper_note: "ここでは、切った 2 つがどちらも幅 2 以上になる切り方だけを並べています。それ以外の切り方は幅 1 マスの帯を残し、相手がそこから正方形を切り出してすぐに勝つので、決して良い手になりません。2×2、2×3、3×2、3×3 にはそういう切り方しかないので（2 や 3 は、2 以上の 2 つに分けられません）、Grundy 数は 0 とします。",
    nothing_to_step: |variant| match variant {
        Variant::Eat => "板チョコはすべて食べ終わったので、計算するものはありません。",
        Variant::Split => "板チョコがないので、計算するものはありません。",
        Variant::Cutting => "切る紙がないので、計算するものはありません。",
    },
    square_no_steps: |bar| {
        format!(
            "1×1 は切り出し済みの正方形です。それを切り出した手でゲームは終わっているので、{} から指せる手はなく、計算もありません。",
            bar.pretty()
        )
    },
    strip_no_steps: |bar| {
        format!(
            "{} は幅 1 マスの帯です。手番のプレイヤーが端から 1×1 を切り出して、その場で勝ちます。これでゲーム全体が終わるので、帯にはニム和に加える Grundy 数がありません（表では灰色です）。",
            bar.pretty()
        )
    },
    cut_out_label: "切り出し済み",
    bar_aria: |variant, index, bar, value| {
        format!(
            "{} {}: {} 行 {} 列{}",
            noun(variant),
            index + 1,
            bar.h,
            bar.w,
            value.map(|v| format!("、Grundy 数 {v}")).unwrap_or_default()
        )
    },
    eat_whole: "丸ごと食べる",
    eat_whole_aria: |index| format!("丸ごと食べる（板 {}）", index + 1),
    table_heading: "Grundy 数の表",
    table_size: "表の範囲 ",
    computed_in: |ms| format!("計算時間 {} ミリ秒", decimal(ms, 0)),
    filling: "表を計算中",
    rows_done: |done, n| format!("{n} 行中 {done} 行"),
    axis_columns: "列数 w →",
    // Upright in vertical writing (chocolate.css), without spaces (each would take a full
    // square): the arrow points down the rows.
    axis_rows: "行数h↓",
    heatmap_aria: |n| {
        format!(
            "{n}×{n} までのすべての板の Grundy 数を色で表した図。矢印キーでマスを移動し、Enter でその mex の計算を表示します"
        )
    },
    legend: "凡例",
    legend_blank: "幅 1 マスの帯（即勝ち）または 1×1（切り出し済み）",
    readout_prompt: "マスにポインタを合わせると板の大きさと Grundy 数が出ます。クリックすると、その mex の計算を順に追えます。",
    not_computed: |h, w| format!("{h}×{w}: まだ計算していません"),
    cell_value: |h, w, v| {
        format!("{h}×{w}: Grundy 数 {v}{}", if v == 0 { "（手番のプレイヤーの負け）" } else { "" })
    },
    blank: |blank| match blank {
        Blank::CutOut => "1 マスの正方形。すでに切り出されていて、それを切り出した手でゲームは終わっています",
        Blank::Strip => "幅 1 マスの帯。手番のプレイヤーがすぐに勝ちます",
        Blank::NoValue => "値なし",
    },
    describe_move: |variant, mv| {
        let name = noun(variant);
        let bar = mv.bar + 1;
        let verb = break_verb(variant);
        match mv.cut {
            Cut::EatWhole => format!("{name} {bar} を丸ごと食べました"),
            Cut::EatRows(k) => format!("{name} {bar} から {k} 行食べました"),
            Cut::EatColumns(k) => format!("{name} {bar} から {k} 列食べました"),
            Cut::AfterRow(i) => format!("{name} {bar} を {i} 行目の下で{verb}りました"),
            Cut::AfterColumn(j) => format!("{name} {bar} を {j} 列目の右で{verb}りました"),
        }
    },
    reason: ja_reason,
    move_error: ja_move_error,
    parse_error: ja_parse_error,
    start_error: |error| match *error {
        StartError::TooManyBars { count } => format!(
            "{count} 枚は多すぎます。始められるのは {MAX_START_BARS} 枚までです（割るたびに枚数が増え、アドレスに書けるのは {MAX_BARS} 枚までのため）"
        ),
        StartError::SquareCutOut { bar } => format!(
            "紙 {} は 1x1、つまり切り出し済みの正方形です。切り分けゲームでは正方形を切り出した時点で終わるので、指す手がありません。1x1 を除いてください",
            bar + 1
        ),
        StartError::NoSheet => "切り分けゲームには、切る紙が 1 枚以上必要です".into(),
    },
    parse_move_error: |variant, error| match variant {
        Variant::Eat => format!(
            "「{}」は手として読めません。2-all（板 2 を丸ごと）、2-1r（板 2 から 1 行）、2-3c（板 2 から 3 列）のように書いてください。",
            error.text
        ),
        _ => format!(
            "「{}」は手として読めません。2-r1（{name} 2 を 1 行目の下で{verb}る）、2-c3（3 列目の右で{verb}る）のように書いてください。",
            error.text,
            name = noun(variant),
            verb = break_verb(variant)
        ),
    },
};

/// The chocolate table in `lang`.
pub fn chocolate_text(lang: Lang) -> &'static ChocolateText {
    lang.pick(&EN, &JA)
}

impl<K: Kind> GameText for Chocolate<K> {
    fn describe_move(lang: Lang, mv: &ChocolateMove) -> String {
        (chocolate_text(lang).describe_move)(K::VARIANT, mv)
    }

    fn reason(lang: Lang, reason: &ChocolateReason) -> String {
        (chocolate_text(lang).reason)(K::VARIANT, reason)
    }

    fn move_error(lang: Lang, error: &ChocolateError) -> String {
        (chocolate_text(lang).move_error)(K::VARIANT, error)
    }
}
