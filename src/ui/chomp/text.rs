//! Chomp's page in English and Japanese: one table per language.

use crate::games::chomp::{
    ChompError, ChompReason, MAX_COLUMNS, MAX_ROWS, MAX_SEARCH_POSITIONS, ParseChompError,
};
use crate::games::sentence;
use crate::ui::i18n::{Lang, plural};
use crate::ui::nim::board::group_digits;
use crate::ui::text::{GameNames, GameWords};

/// Chomp's name and summary (the header, the home page).
pub const CHOMP_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Chomp",
        summary: "Eat a square of the bar and everything below and to its right; the top-left square is poisoned.",
    },
    ja: GameWords {
        name: "チョンプ（毒入りチョコ）",
        summary: "板チョコのマスを 1 つ選び、そこから右下を全部食べます。左上のマスには毒が入っています。",
    },
};

pub struct ChompText {
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
    /// The hint beyond the search: a rectangle (won, no move known) or another position.
    pub beyond_rectangle: &'static str,
    pub beyond_unknown: &'static str,
    pub total_name: &'static str,
    pub parse_error: fn(&ParseChompError) -> String,
    pub move_error: fn(&ChompError) -> String,
    /// "ate row 2, column 3 and everything below and right of it".
    pub eat: fn(row: u32, column: u32) -> String,
    pub reason: fn(&ChompReason) -> String,
    pub hint_line: fn(mv: &str, to: &str) -> String,
    pub board_label: &'static str,
    /// The square under the cursor: what eating it takes.
    pub bite_line: fn(row: u32, column: u32, squares: u32) -> String,
    pub poison_line: &'static str,
    /// Under the bar while values are shown.
    pub values_legend: &'static str,
    pub square_aria: fn(row: u32, column: u32) -> String,
    pub too_large_to_draw: fn(rows: usize, columns: u32) -> String,
    pub not_a_move: fn(&str) -> String,
    pub keys_move: &'static str,
    pub keys_eat: &'static str,
    pub preset_default: &'static str,
    pub preset_square: &'static str,
    pub preset_two_rows: &'static str,
    pub preset_large: &'static str,
    pub stepper_too_many: fn(options: u32) -> String,
    pub stepper_beyond: &'static str,
    pub known_heading: &'static str,
    pub known_square: &'static str,
    pub known_two_rows: &'static str,
    pub here_square: fn(side: u32) -> String,
    pub here_two_rows: fn(mv: &str, top: u32, bottom: u32) -> String,
    pub here_lost: fn(top: u32, bottom: u32) -> String,
    pub steal_heading: &'static str,
    pub steal_steps: [&'static str; 5],
    pub steal_step_of: fn(step: usize, of: usize) -> String,
}

pub static EN: ChompText = ChompText {
    title: "Chomp",
    rules: "The top-left square of this chocolate bar is poisoned. On your turn pick a square: you eat it and every \
            square below and to the right of it. Eating the poison is not a move, so whoever is left with it alone loses.",
    winning_move: "leaving only the poisoned square",
    position_noun: "bar",
    setup_label: "Rows",
    setup_help: || {
        format!(
            "The rows' lengths from top to bottom, never longer going down, e.g. 5 5 5 5 for a 4×5 bar; at most {MAX_ROWS} rows of {MAX_COLUMNS}. Values come from an exact search of up to {} positions; a larger bar must be a full rectangle.",
            group_digits(MAX_SEARCH_POSITIONS)
        )
    },
    how_to_move: "tap a square to eat it and all below and right of it",
    why_no_move: "Only the poisoned square is left, and eating it is not a move.",
    no_winning_move: "No winning move: the bar's value is 0. Every bite leaves a position the opponent wins; take a small one and hope for a mistake.",
    winning_moves_intro: "Winning moves (each leaves a position of value 0):",
    beyond_rectangle: "This bar is too large to search. It is a full rectangle, so the first player wins (the strategy-stealing argument below), but the argument names no move, and the search cannot find one.",
    beyond_unknown: "This position is too large to search, and it is not a full rectangle: who wins is not known.",
    total_name: "value of the bar",
    parse_error: |error| sentence(&error.to_string()),
    move_error: |error| sentence(&error.to_string()),
    eat: |row, column| format!("ate row {row}, column {column} and everything below and right of it"),
    reason: |reason| {
        match *reason {
        ChompReason::ToZero { value } => format!(
            "The bar's value was {value}, not 0, so by the mex rule some bite leaves a position of value 0; this one does."
        ),
        ChompReason::Losing { replies } => format!(
            "The bar's value was 0: every bite loses against best play. This one leaves the fewest winning replies ({replies})."
        ),
        ChompReason::SquareMirror { side } => format!(
            "A {side}×{side} square is too large to search, but its strategy is known: eating 2,2 leaves an L with two equal arms, and every bite on one arm is answered by the same bite on the other."
        ),
        ChompReason::TooLarge { rectangle: true } => "The bar is too large to search. A full rectangle is won by the first player (strategy stealing), but no winning move is known: the computer takes the smallest bite.".to_owned(),
        ChompReason::TooLarge { rectangle: false } => "The position is too large to search: the computer takes the smallest bite.".to_owned(),
    }
    },
    hint_line: |mv, to| format!("eat {mv} → rows {to}"),
    board_label: "The chocolate bar: arrow keys choose a square, Enter eats it and everything below and right of it",
    bite_line: |row, column, squares| {
        format!("Row {row}, column {column}: eats {}", plural(squares, "square", "squares"))
    },
    poison_line: "The poisoned square cannot be eaten.",
    values_legend: "Each square shows the value of the position its bite leaves; a bite that leaves 0 (in gold) is a winning move.",
    square_aria: |row, column| format!("row {row}, column {column}"),
    too_large_to_draw: |rows, columns| {
        format!("A bar of {rows} rows of up to {columns} squares is too large to draw: type a move below.")
    },
    not_a_move: |text| format!("\"{text}\" is not a move: write the square's row and column, e.g. 2,3"),
    keys_move: "move the cursor",
    keys_eat: "eat the square and everything below and right of it",
    preset_default: "4×5 bar",
    preset_square: "6×6 square",
    preset_two_rows: "2×7 bar",
    preset_large: "12×12 (beyond the search)",
    stepper_too_many: |options| {
        format!(
            "This bar has {options} possible bites, too many to list one by one: the values on the squares (Show Grundy values) tell the same story."
        )
    },
    stepper_beyond: "The bar is too large to search, so its options' values are not known.",
    known_heading: "Winning moves that are known",
    known_square: "A square bar (n×n, n ≥ 2): eat 2,2. What is left is an L with two arms of n − 1 squares each; whatever the opponent bites from one arm, bite the same from the other. The arms stay equal, so the opponent is the one left with the poison.",
    known_two_rows: "Two rows: the losing positions are those whose top row is exactly one square longer than the bottom row. From any other two-row bar, bite to make the top row one longer than the bottom.",
    here_square: |side| format!("Here: a {side}×{side} square, so eat 2,2."),
    here_two_rows: |mv, top, bottom| format!("Here: eat {mv}, leaving rows of {top} and {bottom}."),
    here_lost: |top, bottom| {
        format!("Here: rows of {top} and {bottom}, the top one longer by one: the player to move loses.")
    },
    steal_heading: "Why every rectangle larger than 1×1 is a first-player win",
    steal_steps: [
        "Take any rectangular bar larger than 1×1, and suppose the second player has a winning strategy.",
        "The first player opens by eating only the bottom-right square.",
        "The second player, who wins by assumption, has a winning answer: some bite X that leaves the first player a losing position.",
        "Every square is above and to the left of the bottom-right one, so X's bite takes that corner too: eating X from the full bar leaves exactly the same position as the corner and then X.",
        "So the first player could have played X first and left that losing position to the second player. The supposition was wrong: the first player wins. The argument never says which move wins: only a search or a known strategy finds one.",
    ],
    steal_step_of: |step, of| format!("Step {step} of {of}"),
};

pub static JA: ChompText = ChompText {
    title: "チョンプ（毒入りチョコ）",
    rules: "左上のマスに毒が入った板チョコがあります。自分の番では残っているマスを 1 つ選び、そのマスとその右下にあるマスを全部食べます。\
            毒のマスを食べる手はないので、毒のマスだけを残された人は動けず負けです。",
    winning_move: "毒のマスだけを残すこと",
    position_noun: "板チョコ",
    setup_label: "各行の長さ",
    setup_help: || {
        format!(
            "上の行から順に長さを書きます。下の行が上の行より長くなってはいけません (例: 5 5 5 5 は 4×5 の板)。行は {MAX_ROWS} 行まで、1 行 {MAX_COLUMNS} マスまでです。値は {} 局面までの全探索で求めます。それより大きい板は長方形に限ります。",
            group_digits(MAX_SEARCH_POSITIONS)
        )
    },
    how_to_move: "食べるマスをタップしてください（そこから右下が全部なくなります）",
    why_no_move: "毒のマスしか残っておらず、毒のマスを食べる手はありません。",
    no_winning_move: "必勝手はありません。この局面の Grundy 数は 0 で、どこを食べても相手の必勝局面になります。小さく食べて相手のミスを待ちましょう。",
    winning_moves_intro: "必勝手 (食べたあとの Grundy 数が 0 になる手):",
    beyond_rectangle: "この板は大きすぎて探索できません。長方形なので先手必勝です (下の戦略盗用論法) が、この論法は必勝手を教えてくれず、探索でも見つけられません。",
    beyond_unknown: "この局面は大きすぎて探索できず、長方形でもないので、どちらが勝つかはわかりません。",
    total_name: "この局面の Grundy 数",
    parse_error: |error| match error {
        ParseChompError::Empty => {
            "上の行から順に長さを書いてください (例: 4×5 の板なら 5 5 5 5)。".to_owned()
        }
        ParseChompError::TooLongText { len } => {
            format!("入力が {len} 文字あります。局面は 1 024 文字までです。")
        }
        ParseChompError::NotANumber { row, token } => {
            format!("{row} 行目の「{token}」はマスの数ではありません。")
        }
        ParseChompError::TooLong { row, token } => {
            format!("{row} 行目が {token} マスあります。1 行は {MAX_COLUMNS} マスまでです。")
        }
        ParseChompError::TooManyRows { count } => format!("{count} 行は多すぎます。{MAX_ROWS} 行までです。"),
        ParseChompError::EmptyRow { row } => format!(
            "{row} 行目が 0 マスです。マスの残っている行だけを書いてください （いちばん上の行には毒のマスが必ず残ります）。"
        ),
        ParseChompError::Increasing { row, length, above } => format!(
            "{row} 行目 ({length} マス) が上の行 ({above} マス) より長くなっています。食べると右下が全部なくなるので、下の行が上より長くなることはありません。"
        ),
        ParseChompError::TooLargeToSearch(_) => format!(
            "この局面は大きすぎて探索できません ({} 局面まで)。探索なしで勝敗がわかるのは長方形の板だけです。",
            group_digits(MAX_SEARCH_POSITIONS)
        ),
    },
    move_error: |error| match error {
        ChompError::Poisoned => "左上のマスには毒が入っています。このマスを食べる手はありません。".to_owned(),
        ChompError::NoSquare { row, column } => {
            format!("{row} 行目 {column} 列目にはマスがありません （もう食べたか、板の外です）。")
        }
    },
    eat: |row, column| format!("{row} 行目 {column} 列目とその右下を食べた"),
    reason: |reason| {
        match *reason {
        ChompReason::ToZero { value } => format!(
            "この局面の Grundy 数は {value} で 0 ではないので、mex の定義から Grundy 数 0 の局面に遷移できる手があります。この手がそれです。"
        ),
        ChompReason::Losing { replies } => format!(
            "この局面の Grundy 数は 0 で、どう食べても両者が最適に行動すれば負けます。相手の必勝手がいちばん少なくなる手 ({replies} 通り) を選びました。"
        ),
        ChompReason::SquareMirror { side } => format!(
            "{side}×{side} の正方形は大きすぎて探索できませんが、必勝法は知られています。2,2 を食べると腕の長さが等しい L 字が残り、相手が片方の腕を食べたら、もう片方の腕で同じだけ食べ返せば勝てます。"
        ),
        ChompReason::TooLarge { rectangle: true } => "この板は大きすぎて探索できません。長方形は先手必勝 (戦略盗用論法) ですが、必勝手はわからないので、いちばん小さく食べました。".to_owned(),
        ChompReason::TooLarge { rectangle: false } => "この局面は大きすぎて探索できないので、いちばん小さく食べました。".to_owned(),
    }
    },
    hint_line: |mv, to| format!("{mv} を食べる → 各行 {to}"),
    board_label: "板チョコ: 矢印キーでマスを選び、Enter でそのマスと右下を食べます",
    bite_line: |row, column, squares| format!("{row} 行目 {column} 列目: {squares} マス食べます"),
    poison_line: "毒のマスは食べられません。",
    values_legend: "各マスの数は、そのマスを食べたあとの局面の Grundy 数です。0 (金色) になるマスが必勝手です。",
    square_aria: |row, column| format!("{row} 行目 {column} 列目"),
    too_large_to_draw: |rows, columns| {
        format!(
            "{rows} 行、1 行最大 {columns} マスの板は大きすぎて描けません。下の欄に手を入力してください。"
        )
    },
    not_a_move: |text| format!("「{text}」は手ではありません。マスの行と列を書いてください (例: 2,3)。"),
    keys_move: "カーソルを動かす",
    keys_eat: "そのマスと右下を食べる",
    preset_default: "4×5 の板",
    preset_square: "6×6 の正方形",
    preset_two_rows: "2×7 の板",
    preset_large: "12×12 (探索できない大きさ)",
    stepper_too_many: |options| {
        format!(
            "この板は食べ方が {options} 通りあり、1 つずつは並べきれません。「Grundy 数を表示」で各マスに出る値から同じことが読めます。"
        )
    },
    stepper_beyond: "この板は大きすぎて探索できないので、遷移先の Grundy 数はわかりません。",
    known_heading: "知られている必勝法",
    known_square: "正方形の板 (n×n、n ≥ 2): 2,2 を食べます。残るのは腕がどちらも n − 1 マスの L 字です。相手が片方の腕から食べたら、もう片方の腕から同じだけ食べます。腕の長さはいつも等しいままなので、最後に毒のマスを残されるのは相手です。",
    known_two_rows: "2 行の板: 上の行が下の行よりちょうど 1 マス長い局面が必敗局面です。それ以外の 2 行の板からは、上の行が下の行より 1 マス長くなるように食べれば勝てます。",
    here_square: |side| format!("この局面: {side}×{side} の正方形なので 2,2 を食べます。"),
    here_two_rows: |mv, top, bottom| {
        format!("この局面: {mv} を食べて、{top} マスと {bottom} マスの 2 行を残します。")
    },
    here_lost: |top, bottom| {
        format!("この局面: {top} マスと {bottom} マスで、上の行が 1 マス長いので手番のプレイヤーの負けです。")
    },
    steal_heading: "1×1 より大きい長方形はなぜ先手必勝か (戦略盗用論法)",
    steal_steps: [
        "1×1 より大きい長方形の板を考えます。仮に後手必勝だとしましょう。",
        "先手はまず右下の 1 マスだけを食べます。",
        "仮定より後手は必勝なので、これに対する必勝手があります。そのマス X を食べると、先手に必敗局面が残ります。",
        "どのマスも右下隅のマスから見て左上にあるので、X を食べると右下隅も一緒になくなります。つまり最初から X を食べても、右下隅 → X と食べたのとまったく同じ局面になります。",
        "それなら先手が最初に X を食べれば、その必敗局面を後手に渡せます。仮定と矛盾するので先手必勝です。ただしこの論法はどの手で勝てるかを教えてくれません。必勝手を見つけるには探索か、知られた必勝法が必要です。",
    ],
    steal_step_of: |step, of| format!("段階 {step} / {of}"),
};

pub fn chomp_text(lang: Lang) -> &'static ChompText {
    lang.pick(&EN, &JA)
}
