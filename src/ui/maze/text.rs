//! The maze game's page in English and Japanese: one table per language.

use crate::games::maze::{Direction, MAX_SIDE, MazeError, MazeReason, ParseMazeError};
use crate::games::sentence;
use crate::ui::i18n::{Lang, plural};
use crate::ui::text::{GameNames, GameWords};

/// The maze game's name and summary (the header, the home page).
pub const MAZE_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Maze game",
        summary: "Move the figure any number of free squares left or up; whoever cannot move loses.",
    },
    ja: GameWords {
        name: "迷路ゲーム",
        summary: "駒を左か上に好きなだけ動かします （壁は通れません）。動かせなくなった人の負けです。",
    },
};

pub struct MazeText {
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
    pub parse_error: fn(&ParseMazeError) -> String,
    pub move_error: fn(&MazeError) -> String,
    /// "moved the figure 2 squares left".
    pub moved: fn(direction: Direction, steps: u32) -> String,
    pub reason: fn(&MazeReason) -> String,
    /// A move and the square it reaches (row, column from 1).
    pub hint_line: fn(mv: &str, row: usize, column: usize) -> String,
    pub board_label: &'static str,
    pub target_line: fn(direction: Direction, steps: u32, row: usize, column: usize) -> String,
    /// Under the grid while values are shown.
    pub values_legend: &'static str,
    pub figure_aria: fn(row: usize, column: usize) -> String,
    pub too_large_to_draw: fn(height: usize, width: usize) -> String,
    pub not_a_move: fn(&str) -> String,
    pub keys_out: &'static str,
    pub keys_back: &'static str,
    pub keys_move: &'static str,
    pub preset_handbook: &'static str,
    pub preset_issue: &'static str,
    pub preset_open: &'static str,
    pub stepper_too_many: fn(options: usize) -> String,
    pub note_heading: &'static str,
    pub note: &'static str,
    pub editor_heading: &'static str,
    pub editor_help: &'static str,
    pub tool_walls: &'static str,
    pub tool_figure: &'static str,
    pub add_row: &'static str,
    pub remove_row: &'static str,
    pub add_column: &'static str,
    pub remove_column: &'static str,
    pub editor_play: &'static str,
}

pub static EN: MazeText = MazeText {
    title: "Maze game",
    rules: "A figure stands on a grid with walls. On your turn move it any number of squares left or up in a straight \
            line, never onto or through a wall and never off the grid. Whoever cannot move loses.",
    winning_move: "making the last move",
    position_noun: "maze",
    setup_label: "Maze",
    setup_help: || {
        format!(
            "The rows from top to bottom separated by /, with . for a free square, # for a wall and F for the figure (exactly one), e.g. ..#../...../#.F../...#.; every row the same length, at most {MAX_SIDE} rows of {MAX_SIDE}."
        )
    },
    how_to_move: "tap a square the figure can reach (left or up)",
    why_no_move: "A wall or the edge is both to the figure's left and above it: it cannot move.",
    no_winning_move: "No winning move: the figure's square has value 0. Every move reaches a square the opponent wins from; move and hope for a mistake.",
    winning_moves_intro: "Winning moves (each reaches a square of value 0):",
    total_name: "value of the figure's square",
    parse_error: |error| sentence(&error.to_string()),
    move_error: |error| sentence(&error.to_string()),
    moved: |direction, steps| match direction {
        Direction::Left => format!("moved the figure {} left", plural(steps, "square", "squares")),
        Direction::Up => format!("moved the figure {} up", plural(steps, "square", "squares")),
    },
    reason: |reason| match *reason {
        MazeReason::ToZero { value } => format!(
            "The figure's square had value {value}, not 0, so by the mex rule it reaches a square of value 0; this move goes there."
        ),
        MazeReason::Losing { replies } => format!(
            "The figure's square had value 0: every move loses against best play. This one leaves the fewest winning replies ({replies})."
        ),
    },
    hint_line: |mv, row, column| format!("{mv} → row {row}, column {column}"),
    board_label: "The maze: ← and ↑ choose a square to the left or above the figure, → and ↓ come back, Enter moves there",
    target_line: |direction, steps, row, column| {
        let way = match direction {
            Direction::Left => "left",
            Direction::Up => "up",
        };
        format!("{} {way}: row {row}, column {column}", plural(steps, "square", "squares"))
    },
    values_legend: "Each free square shows its Grundy value; the squares of value 0 (in red) are the ones to move to.",
    figure_aria: |row, column| format!("The figure is on row {row}, column {column}"),
    too_large_to_draw: |height, width| {
        format!("A maze of {height} rows of {width} is too large to draw: type a move below.")
    },
    not_a_move: |text| format!("\"{text}\" is not a move: write L or U and a number of squares, e.g. L2"),
    keys_out: "choose a square to the left or above",
    keys_back: "back toward the figure",
    keys_move: "move the figure there",
    preset_handbook: "The Handbook's maze",
    preset_issue: "A smaller maze",
    preset_open: "No walls (Nim)",
    stepper_too_many: |options| {
        format!(
            "The figure reaches {options} squares, too many to list one by one: Show Grundy values gives every square's value."
        )
    },
    note_heading: "Where the values come from",
    note: "A square's value is the mex of the values of the squares the figure can reach from it, left along its row and up its column until a wall. Those are all above or to the left, so the values fill in row by row from the top left. Without walls the game is Nim with two heaps (the columns to the left and the rows above), and a square's value is their nim-sum.",
    editor_heading: "Draw a maze",
    editor_help: "With Walls chosen, tap a square to put or take away a wall; with Figure chosen, tap a free square to put the figure there. Then start a game on it.",
    tool_walls: "Walls",
    tool_figure: "Figure",
    add_row: "+ row",
    remove_row: "− row",
    add_column: "+ column",
    remove_column: "− column",
    editor_play: "Play this maze",
};

pub static JA: MazeText = MazeText {
    title: "迷路ゲーム",
    rules: "壁のあるマス目の上に駒が 1 つあります。自分の番では駒を左か上にまっすぐ好きなだけ（1 マス以上）動かします。\
            壁の上や壁を越えて、またマス目の外へは動かせません。動かせなくなった人の負けです。",
    winning_move: "最後に駒を動かすこと",
    position_noun: "迷路",
    setup_label: "迷路",
    setup_help: || {
        format!(
            "上の行から順に / で区切って書きます。. は通れるマス、# は壁、F は駒 （ちょうど 1 つ） です (例: ..#../...../#.F../...#.)。どの行も同じ長さで、{MAX_SIDE} 行 {MAX_SIDE} 列までです。"
        )
    },
    how_to_move: "駒の左か上で、行けるマスをタップしてください",
    why_no_move: "駒の左にも上にも、すぐ壁か端があって動かせません。",
    no_winning_move: "必勝手はありません。駒のいるマスの Grundy 数は 0 で、どこへ動かしても相手の必勝局面になります。動かして相手のミスを待ちましょう。",
    winning_moves_intro: "必勝手 (Grundy 数 0 のマスへ動かす手):",
    total_name: "駒のいるマスの Grundy 数",
    parse_error: |error| match error {
        ParseMazeError::Empty => {
            "迷路の各行を / で区切って書いてください。. は通れるマス、# は壁、F は駒です (例: ..#/.F.)。"
                .to_owned()
        }
        ParseMazeError::TooLongText { len } => format!("入力が {len} 文字あります。長すぎます。"),
        ParseMazeError::TooManyRows { count } => format!("{count} 行は多すぎます。{MAX_SIDE} 行までです。"),
        ParseMazeError::TooWide { row, len } => {
            format!("{row} 行目が {len} マスあります。1 行は {MAX_SIDE} マスまでです。")
        }
        ParseMazeError::EmptyRow { row } => format!("{row} 行目が空です。"),
        ParseMazeError::BadChar { row, column, found } => format!(
            "{row} 行目 {column} 列目の「{found}」はマスではありません。. (通れる)、# (壁)、F (駒) のどれかを書いてください。"
        ),
        ParseMazeError::Ragged { row, len, expected } => format!(
            "{row} 行目は {len} マスですが、1 行目は {expected} マスです。どの行も同じ長さにしてください。"
        ),
        ParseMazeError::NoFigure => "駒がありません。通れるマスに F を 1 つ置いてください。".to_owned(),
        ParseMazeError::TwoFigures { first, second } => format!(
            "駒が 2 つ以上あります ({} 行目 {} 列目と {} 行目 {} 列目)。F はちょうど 1 つにしてください。",
            first.0, first.1, second.0, second.1
        ),
    },
    move_error: |error| match error {
        MazeError::NoSteps => "1 マス以上動かしてください。".to_owned(),
        MazeError::Blocked { direction, steps, free } => {
            let way = match direction {
                Direction::Left => "左",
                Direction::Up => "上",
            };
            if *free == 0 {
                format!("駒は{way}に動かせません。すぐ{way}が壁か端です。")
            } else {
                format!("駒を{way}に {steps} マスは動かせません。{free} マス先で壁か端に当たります。")
            }
        }
    },
    moved: |direction, steps| match direction {
        Direction::Left => format!("駒を左に {steps} マス動かした"),
        Direction::Up => format!("駒を上に {steps} マス動かした"),
    },
    reason: |reason| match *reason {
        MazeReason::ToZero { value } => format!(
            "駒のいるマスの Grundy 数は {value} で 0 ではないので、mex の定義から Grundy 数 0 のマスに動かせます。この手がそれです。"
        ),
        MazeReason::Losing { replies } => format!(
            "駒のいるマスの Grundy 数は 0 で、どう動かしても両者が最適に行動すれば負けます。相手の必勝手がいちばん少なくなる手 ({replies} 通り) を選びました。"
        ),
    },
    hint_line: |mv, row, column| format!("{mv} → {row} 行目 {column} 列目"),
    board_label: "迷路: ← と ↑ で駒の左か上のマスを選び、→ と ↓ で戻り、Enter でそこへ動かします",
    target_line: |direction, steps, row, column| {
        let way = match direction {
            Direction::Left => "左",
            Direction::Up => "上",
        };
        format!("{way}に {steps} マス: {row} 行目 {column} 列目")
    },
    values_legend: "通れるマスにはそれぞれの Grundy 数を書いています。0 (赤) のマスへ動かせれば必勝です。",
    figure_aria: |row, column| format!("駒は {row} 行目 {column} 列目にあります"),
    too_large_to_draw: |height, width| {
        format!("{height} 行 {width} 列の迷路は大きすぎて描けません。下の欄に手を入力してください。")
    },
    not_a_move: |text| {
        format!("「{text}」は手ではありません。L か U とマスの数を書いてください (例: L2 は左に 2 マス)。")
    },
    keys_out: "駒の左か上のマスを選ぶ",
    keys_back: "駒の方へ戻る",
    keys_move: "そのマスへ動かす",
    preset_handbook: "Handbook の迷路",
    preset_issue: "小さめの迷路",
    preset_open: "壁なし (ニム)",
    stepper_too_many: |options| {
        format!(
            "駒の行けるマスが {options} 個あり、1 つずつは並べきれません。「Grundy 数を表示」で各マスの値が見られます。"
        )
    },
    note_heading: "各マスの値の求め方",
    note: "マスの Grundy 数は、そこから駒が行けるマス (同じ行を左へ、同じ列を上へ、壁の手前まで) の Grundy 数の mex です。行けるマスはどれも上か左にあるので、左上から 1 行ずつ順に値が決まります。壁がなければ、左の列の数と上の行の数を 2 つの山とするニムと同じで、マスの値はその 2 つのニム和です。",
    editor_heading: "迷路を描く",
    editor_help: "「壁」を選んでマスをタップすると壁を置いたり外したりできます。「駒」を選んで通れるマスをタップすると、駒をそこに置きます。描けたらその迷路でゲームを始めましょう。",
    tool_walls: "壁",
    tool_figure: "駒",
    add_row: "+ 行",
    remove_row: "− 行",
    add_column: "+ 列",
    remove_column: "− 列",
    editor_play: "この迷路で始める",
};

pub fn maze_text(lang: Lang) -> &'static MazeText {
    lang.pick(&EN, &JA)
}
