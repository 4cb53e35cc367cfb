//! The octal games' page in English and Japanese: one table per language.

use crate::games::octal::{Leave, MAX_DIGITS, MAX_HEAP, MAX_HEAPS, OctalMoveError, ParseOctalError, Way};
use crate::games::sentence;
use crate::ui::i18n::{Lang, plural};
use crate::ui::text::{GameNames, GameWords};

/// The octal games' name and summary (the header, the home page).
pub const OCTAL_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Octal games (Kayles)",
        summary: "Knock down pins from a row as the code allows; a row may split in two. Whoever knocks down the last pin wins.",
    },
    ja: GameWords {
        name: "オクタルゲーム (ケイレス)",
        summary: "符号が許す本数のピンを列から倒します。列は 2 つに分かれることもあります。最後のピンを倒した人の勝ちです。",
    },
};

pub struct OctalText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    pub why_no_move: &'static str,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub total_name: &'static str,
    pub parse_error: fn(&ParseOctalError) -> String,
    pub move_error: fn(&OctalMoveError) -> String,
    /// "knocked down 2 pins of row 1, leaving rows of 1 and 4" (row from 1).
    pub took: fn(row: usize, take: u64, leave: Leave) -> String,
    pub reason_to_zero: fn(nim_sum: u64, from: u64, to: u64) -> String,
    pub reason_none: &'static str,
    /// The hint's line: the move, then the rows it leaves.
    pub hint_line: fn(mv: &str, to: &str) -> String,
    /// What one take allows, for the code's explanation: "2 pins: from an end, from the middle".
    pub code_rule: fn(take: u64, ways: &[Way]) -> String,
    pub code_heading: fn(code: &str) -> String,
    pub board_label: &'static str,
    pub row_label: fn(row: usize, pins: u64) -> String,
    /// The selection read aloud and shown: pins `first` to `last` of row `row` (from 1).
    pub selection: fn(row: usize, first: u64, last: u64, pins: u64) -> String,
    pub knock_down: &'static str,
    pub clear: &'static str,
    pub long_row: fn(row: usize, pins: &str) -> String,
    pub not_a_move: fn(&str) -> String,
    pub keys_pin: &'static str,
    pub keys_row: &'static str,
    pub keys_size: &'static str,
    pub keys_play: &'static str,
    pub preset: fn(id: &str) -> &'static str,
    pub strip_heading: &'static str,
    pub strip_row: &'static str,
    pub strip_legend: &'static str,
    pub strip_period: fn(preperiod: usize, period: usize) -> String,
    pub strip_proof: fn(from: usize, to: usize, period: usize, take: usize) -> String,
    pub strip_no_period: fn(computed: usize) -> String,
    pub strip_beyond: fn(pins: &str, cell: usize, value: u16) -> String,
    pub step_through: &'static str,
    pub row_option: fn(row: usize, pins: u64) -> String,
    pub stepper_too_long: fn(pins: u64) -> String,
    pub row_column: &'static str,
    pub value_column: &'static str,
    pub xor_explanation: &'static str,
}

fn way_en(way: Way) -> &'static str {
    match way {
        Way::Whole => "a whole row",
        Way::End => "from an end",
        Way::Middle => "from the middle (the row splits in two)",
    }
}

fn way_ja(way: Way) -> &'static str {
    match way {
        Way::Whole => "列をまるごと",
        Way::End => "列の端から",
        Way::Middle => "列の途中から (列が 2 つに分かれる)",
    }
}

pub static EN: OctalText = OctalText {
    title: "Octal games: Kayles and its relatives",
    rules: "On your turn pick a row and knock down pins from it, as the code allows (its rules are spelled out with the analysis); a row may split in two. \
            Kayles is 0.77: one pin or two touching pins, from anywhere. Whoever knocks down the last pin wins.",
    winning_move: "knocking down the last pin",
    position_noun: "position",
    setup_label: "Code and rows",
    setup_help: || {
        format!(
            "The code, a colon, then each row's pins, e.g. 0.77: 5 7 (Kayles, rows of 5 and 7). A code is 0. and 1 to {MAX_DIGITS} octal digits; at most {MAX_HEAPS} rows. A row may hold up to {MAX_HEAP} pins once the code's period is proven, otherwise as many as the values computed."
        )
    },
    how_to_move: "tap a pin, tap its neighbours to add them, then press Knock down",
    why_no_move: "No row has pins the code lets anyone knock down.",
    no_winning_move: "No winning move: the nim-sum of the rows' values is 0. Knock down a pin and hope for a mistake.",
    winning_moves_intro: "Winning moves (each makes the nim-sum 0):",
    total_name: "nim-sum of the rows' values",
    parse_error: |error| sentence(&error.to_string()),
    move_error: |error| sentence(&error.to_string()),
    took: |row, take, leave| {
        let pins = plural(take, "pin", "pins");
        match leave {
            Leave::Rest => format!("knocked down {pins} of row {row}"),
            Leave::Split(a, b) => {
                format!("knocked down {pins} from the middle of row {row}, leaving rows of {a} and {b}")
            }
        }
    },
    reason_to_zero: |nim_sum, from, to| {
        format!(
            "The nim-sum of the rows' values was {nim_sum}. This move turns its row's value {from} into {to} (what it leaves), and {from} ⊕ {nim_sum} = {to}: the nim-sum becomes 0."
        )
    },
    reason_none: "The nim-sum is 0, so every move loses against best play: it knocks down as little as it can from the longest row.",
    hint_line: |mv, to| format!("{mv} → rows {to}"),
    code_rule: |take, ways| {
        let ways: Vec<&str> = ways.iter().map(|&w| way_en(w)).collect();
        format!("{}: {}", plural(take, "pin", "pins"), ways.join(", "))
    },
    code_heading: |code| format!("What the code {code} allows"),
    board_label: "Rows of pins: ← → choose a pin, + − how many, ↑ ↓ another row, Enter knocks them down",
    row_label: |row, pins| format!("Row {row}: {}", plural(pins, "pin", "pins")),
    selection: |row, first, last, pins| {
        if first == last {
            format!("Row {row}, pin {first} of {pins} chosen")
        } else {
            format!("Row {row}, pins {first} to {last} of {pins} chosen")
        }
    },
    knock_down: "Knock down",
    clear: "Clear",
    long_row: |row, pins| format!("Row {row}: {pins} pins (too many to draw: type a move below)"),
    not_a_move: |text| {
        format!(
            "\"{text}\" is not a move: write row-pins (2-1 knocks 1 pin off an end of row 2), or row-pins:a,b to leave rows of a and b"
        )
    },
    keys_pin: "choose a pin",
    keys_row: "another row",
    keys_size: "more or fewer pins",
    keys_play: "knock them down",
    preset: |id| match id {
        "kayles" => "Kayles (0.77)",
        "dawsons-kayles" => "Dawson's Kayles (0.07)",
        "dawsons-chess" => "Dawson's Chess (0.137)",
        "octal-177" => "0.177: period 20 from row 497",
        "octal-11377" => "0.11377: period 32 from row 187",
        "octal-117" => "0.117: period 48 from row 47",
        "octal-156" => "0.156: period 349 from row 3 479",
        _ => "",
    },
    strip_heading: "The values of one row, from 0 pins up",
    strip_row: "Highlight the cell of",
    strip_legend: "Each cell is G(n), the value of a row of n pins, each the mex of its options; a split into a and b is worth G(a) ⊕ G(b). Grey: before the period; outlined: one period; shaded: the values the proof compares.",
    strip_period: |preperiod, period| {
        format!(
            "From a row of {preperiod} pins on, the values repeat every {period}: G(n + {period}) = G(n)."
        )
    },
    strip_proof: |from, to, period, take| {
        format!(
            "Proved, not guessed: by the octal periodicity theorem (Guy and Smith), if G(n + p) = G(n) for every n from n₀ to 2n₀ + p + t − 1, where t is the largest take, it holds for every n ≥ n₀. Here n₀ = {from}, p = {period}, t = {take}: the computed values were compared from {from} to {to}."
        )
    },
    strip_no_period: |computed| {
        format!(
            "No period is proven within the {computed} values computed: longer rows cannot be valued here."
        )
    },
    strip_beyond: |pins, cell, value| {
        format!("A row of {pins} pins is worth G({cell}) = {value}, through the period.")
    },
    step_through: "Step through the mex of a row: ",
    row_option: |row, pins| format!("row {row} ({})", plural(pins, "pin", "pins")),
    stepper_too_long: |pins| {
        format!(
            "A row of {pins} pins has too many options to list one by one: its value is read from the strip above."
        )
    },
    row_column: "row",
    value_column: "value G",
    xor_explanation: "The rows are independent games: by the Sprague–Grundy theorem the position's value is the nim-sum of their values, and the player to move wins exactly when it is not 0.",
};

pub static JA: OctalText = OctalText {
    title: "オクタルゲーム: ケイレスとその仲間",
    rules: "自分の番では列を 1 つ選び、符号が許す本数のピンを倒します (符号の意味は解説の欄に書いてあります)。列が 2 つに分かれることもあります。\
            ケイレスは 0.77 で、1 本か隣り合う 2 本をどこからでも倒せます。最後のピンを倒した人の勝ちです。",
    winning_move: "最後のピンを倒すこと",
    position_noun: "局面",
    setup_label: "符号と列",
    setup_help: || {
        format!(
            "符号、コロン、各列のピンの本数の順に書きます (例: 0.77: 5 7 は 5 本と 7 本の列のケイレス)。符号は 0. と 1〜{MAX_DIGITS} 桁の 8 進数字、列は {MAX_HEAPS} 個までです。符号の周期が証明されていれば 1 列 {MAX_HEAP} 本まで、そうでなければ計算した値の範囲までです。"
        )
    },
    how_to_move: "ピンをタップして選び、隣のピンをタップして本数を増やしてから「倒す」を押してください",
    why_no_move: "符号が許す倒し方の残っている列がありません。",
    no_winning_move: "必勝手はありません。各列の Grundy 数のニム和が 0 です。ピンを倒して相手のミスを待ちましょう。",
    winning_moves_intro: "必勝手 (倒したあとのニム和が 0 になる手):",
    total_name: "各列の Grundy 数のニム和",
    parse_error: |error| match error {
        ParseOctalError::TooLong { len } => format!("入力が {len} 文字あります。局面は 1 600 文字までです。"),
        ParseOctalError::MissingColon => "符号、コロン、列の順に書いてください (例: 0.77: 5 7)。".into(),
        ParseOctalError::NotACode { text } => {
            format!("「{text}」は符号ではありません。0. のあとに 8 進数字を書いてください (例: 0.77)。")
        }
        ParseOctalError::NoDigits => "符号の「0.」のあとに数字がありません。".into(),
        ParseOctalError::TooManyDigits { found, max } => {
            format!("{found} 桁の符号は長すぎます。{max} 桁までです。")
        }
        ParseOctalError::NotOctal { digit } => format!("「{digit}」は 8 進数字 (0〜7) ではありません。"),
        ParseOctalError::LastDigitZero => "符号の最後の数字は 0 にできません。".into(),
        ParseOctalError::NotANumber { token } => format!("「{token}」はピンの本数ではありません。"),
        ParseOctalError::TooManyHeaps { found, max } => {
            format!("列が {found} 個あります。{max} 個までです。")
        }
        ParseOctalError::HeapTooLarge { heap, max } => {
            format!("列 {heap} が長すぎます。1 列 {max} 本までです。")
        }
        ParseOctalError::BeyondComputed { heap, size, computed } => format!(
            "列 {heap} ({size} 本) は計算した {computed} 個の値より先で、この符号の周期はまだ証明されていません。"
        ),
        ParseOctalError::TooManyTerms { asked, max } => {
            format!("{asked} 個の値は多すぎます。{max} 個までです。")
        }
        ParseOctalError::ValueTooLarge { heap } => format!("{heap} 本の列の値が大きすぎて計算できません。"),
    },
    move_error: |error| match error {
        OctalMoveError::NoSuchHeap { heap, heaps } => {
            format!("列 {heap} はありません。列は 1〜{heaps} です。")
        }
        OctalMoveError::TakeNotInCode { take, code } => {
            format!("符号 {code} では {take} 本倒すことはできません。")
        }
        OctalMoveError::MoreThanHeap { take, size } => format!("{size} 本の列から {take} 本は倒せません。"),
        OctalMoveError::NotAllowed { take, way } => {
            format!("この符号では {take} 本を{}倒すことはできません。", way_ja(*way))
        }
        OctalMoveError::WrongSplit { a, b, rest } => {
            format!("{a} 本と {b} 本は残りと合いません。残る {rest} 本を空でない 2 列に分けてください。")
        }
    },
    took: |row, take, leave| match leave {
        Leave::Rest => format!("列 {row} のピンを {take} 本倒した"),
        Leave::Split(a, b) => format!("列 {row} の途中から {take} 本倒し、{a} 本と {b} 本の列に分けた"),
    },
    reason_to_zero: |nim_sum, from, to| {
        format!(
            "各列の Grundy 数のニム和は {nim_sum} でした。この手で倒した列の値は {from} から {to} (残った列の値) に変わり、{from} ⊕ {nim_sum} = {to} なので、ニム和が 0 になります。"
        )
    },
    reason_none: "ニム和が 0 なので、どの手も最善を尽くされると負けます。いちばん長い列から、できるだけ少なく倒しました。",
    hint_line: |mv, to| format!("{mv} → 残る列 {to}"),
    code_rule: |take, ways| {
        let ways: Vec<&str> = ways.iter().map(|&w| way_ja(w)).collect();
        format!("{take} 本: {}", ways.join("、"))
    },
    code_heading: |code| format!("符号 {code} で許される倒し方"),
    board_label: "ピンの列: ← → でピンを選び、+ − で本数、↑ ↓ で別の列、Enter で倒します",
    row_label: |row, pins| format!("列 {row}: {pins} 本"),
    selection: |row, first, last, pins| {
        if first == last {
            format!("列 {row} の {pins} 本のうち {first} 本目を選択中")
        } else {
            format!("列 {row} の {pins} 本のうち {first}〜{last} 本目を選択中")
        }
    },
    knock_down: "倒す",
    clear: "選び直す",
    long_row: |row, pins| format!("列 {row}: {pins} 本 (多すぎて描けません。下の欄に手を入力してください)"),
    not_a_move: |text| {
        format!(
            "「{text}」は手ではありません。列-本数 (2-1 は列 2 の端から 1 本) か、列-本数:a,b (a 本と b 本の列を残す) と書いてください。"
        )
    },
    keys_pin: "ピンを選ぶ",
    keys_row: "別の列",
    keys_size: "倒す本数を増減",
    keys_play: "倒す",
    preset: |id| match id {
        "kayles" => "ケイレス (0.77)",
        "dawsons-kayles" => "ドーソンのケイレス (0.07)",
        "dawsons-chess" => "ドーソンのチェス (0.137)",
        "octal-177" => "0.177: 497 本から周期 20",
        "octal-11377" => "0.11377: 187 本から周期 32",
        "octal-117" => "0.117: 47 本から周期 48",
        "octal-156" => "0.156: 3 479 本から周期 349",
        _ => "",
    },
    strip_heading: "1 列の Grundy 数 (0 本から順に)",
    strip_row: "マスを強調する列",
    strip_legend: "各マスは G(n)、つまり n 本の列の Grundy 数で、遷移先の値の mex です。a 本と b 本に分かれる手の値は G(a) ⊕ G(b) です。灰色は周期に入る前、枠は周期 1 つ分、網かけは証明で比べた範囲です。",
    strip_period: |preperiod, period| {
        format!("{preperiod} 本の列から先は、値が {period} ごとに繰り返します: G(n + {period}) = G(n)。")
    },
    strip_proof: |from, to, period, take| {
        format!(
            "推測ではなく証明です。オクタルゲームの周期定理 (Guy と Smith) により、一度に倒せる最大の本数を t として、n₀ から 2n₀ + p + t − 1 までのすべての n で G(n + p) = G(n) なら、n₀ 以上のすべての n で成り立ちます。ここでは n₀ = {from}、p = {period}、t = {take} で、計算した値を {from} から {to} まで比べました。"
        )
    },
    strip_no_period: |computed| {
        format!(
            "計算した {computed} 個の値の中では周期が証明できませんでした。これより長い列の値はここでは求められません。"
        )
    },
    strip_beyond: |pins, cell, value| format!("{pins} 本の列の値は、周期により G({cell}) = {value} です。"),
    step_through: "列の mex を順に見る: ",
    row_option: |row, pins| format!("列 {row} ({pins} 本)"),
    stepper_too_long: |pins| {
        format!("{pins} 本の列は遷移先が多すぎて 1 つずつは並べられません。値は上の表から読めます。")
    },
    row_column: "列",
    value_column: "Grundy 数 G",
    xor_explanation: "それぞれの列は独立したゲームです。Sprague–Grundy の定理により、局面の Grundy 数は各列の値のニム和で、それが 0 でないとき、かつそのときに限り手番のプレイヤーが勝ちます。",
};

pub fn octal_text(lang: Lang) -> &'static OctalText {
    lang.pick(&EN, &JA)
}
