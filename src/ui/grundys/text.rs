//! Grundy's game's page in English and Japanese: one table per language.

use crate::games::grundys_game::{GrundysMoveError, MAX_HEAP, MAX_HEAPS, ParseGrundysError};
use crate::games::sentence;
use crate::ui::i18n::{Lang, plural};
use crate::ui::text::{GameNames, GameWords};

/// Grundy's game's name and summary (the header, the home page).
pub const GRUNDYS_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Grundy's game",
        summary: "Split one heap into two heaps of different sizes; whoever cannot split any heap loses.",
    },
    ja: GameWords {
        name: "Grundy のゲーム",
        summary: "山を 1 つ選び、大きさの違う 2 つの山に分けます。どの山も分けられなくなった人の負けです。",
    },
};

pub struct GrundysText {
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
    pub parse_error: fn(&ParseGrundysError) -> String,
    pub move_error: fn(&GrundysMoveError) -> String,
    /// "split heap 1 into 3 and 5" (heap from 1).
    pub split: fn(heap: usize, a: u32, b: u32) -> String,
    pub reason_to_zero: fn(nim_sum: u64, from: u64, to: u64) -> String,
    pub reason_none: &'static str,
    pub hint_line: fn(mv: &str, to: &str) -> String,
    pub board_label: &'static str,
    pub heap_label: fn(heap: usize, size: u32) -> String,
    pub long_heap: fn(heap: usize, size: &str) -> String,
    /// The cut chosen: heap `heap` into `a` and `b`.
    pub chosen: fn(heap: usize, a: u32, b: u32) -> String,
    pub equal_halves: fn(half: u32) -> String,
    pub split_button: &'static str,
    pub not_a_move: fn(&str) -> String,
    pub keys_cut: &'static str,
    pub keys_heap: &'static str,
    pub keys_play: &'static str,
    pub preset_default: &'static str,
    pub preset_seven: &'static str,
    pub preset_largest: &'static str,
    pub strip_heading: &'static str,
    pub strip_legend: &'static str,
    pub no_period: fn(computed: usize) -> String,
    pub step_through: &'static str,
    pub heap_option: fn(heap: usize, size: u32) -> String,
    pub stepper_too_long: fn(size: u32) -> String,
    pub heap_column: &'static str,
    pub value_column: &'static str,
    pub xor_explanation: &'static str,
}

pub static EN: GrundysText = GrundysText {
    title: "Grundy's game",
    rules: "There are heaps of stones. On your turn pick a heap and split it into two heaps of different sizes \
            (7 may become 1 + 6, 2 + 5 or 3 + 4, but 6 may not become 3 + 3). Heaps of 1 and 2 cannot be split. \
            Whoever cannot split any heap loses.",
    winning_move: "making the last split",
    position_noun: "position",
    setup_label: "Heaps",
    setup_help: || {
        format!(
            "The heaps' sizes, separated by spaces or commas, e.g. 8 5; at most {MAX_HEAPS} heaps of up to {MAX_HEAP} stones (the values are computed from a heap of 0 up: no period is known to stop at)."
        )
    },
    how_to_move: "tap the stone where the heap should be cut, then press Split",
    why_no_move: "Every heap has 1 or 2 stones: none can be split into two different heaps.",
    no_winning_move: "No winning move: the nim-sum of the heaps' values is 0. Split something and hope for a mistake.",
    winning_moves_intro: "Winning moves (each makes the nim-sum 0):",
    total_name: "nim-sum of the heaps' values",
    parse_error: |error| sentence(&error.to_string()),
    move_error: |error| sentence(&error.to_string()),
    split: |heap, a, b| format!("split heap {heap} into {a} and {b}"),
    reason_to_zero: |nim_sum, from, to| {
        format!(
            "The nim-sum of the heaps' values was {nim_sum}. This split turns its heap's value {from} into {to} (the two new heaps' values XORed), and {from} ⊕ {nim_sum} = {to}: the nim-sum becomes 0."
        )
    },
    reason_none: "The nim-sum is 0, so every split loses against best play: it splits one stone off the largest heap.",
    hint_line: |mv, to| format!("{mv} → heaps {to}"),
    board_label: "Heaps of stones: ← → choose where to cut, ↑ ↓ another heap, Enter splits",
    heap_label: |heap, size| format!("Heap {heap}: {}", plural(size, "stone", "stones")),
    long_heap: |heap, size| format!("Heap {heap}: {size} stones (too many to draw: type a split below)"),
    chosen: |heap, a, b| format!("Heap {heap}: {a} + {b}"),
    equal_halves: |half| format!("{half} + {half} is not allowed: the two heaps must differ"),
    split_button: "Split",
    not_a_move: |text| {
        format!("\"{text}\" is not a split: write heap:a,b (1:3,5 splits heap 1 into 3 and 5)")
    },
    keys_cut: "choose where to cut",
    keys_heap: "another heap",
    keys_play: "split",
    preset_default: "8 and 5",
    preset_seven: "One heap of 7",
    preset_largest: "A heap of 20 000",
    strip_heading: "The value of one heap, from 0 stones up",
    strip_legend: "Each cell is G(n), the value of a heap of n: the mex of G(a) ⊕ G(n − a) over the splits a < n − a.",
    no_period: |computed| {
        format!(
            "No period is known: the values have been computed far beyond 2³⁵ without one appearing (Guy conjectured that the sequence is eventually periodic). This page computes {computed} of them, from a heap of 0 up."
        )
    },
    step_through: "Step through the mex of a heap: ",
    heap_option: |heap, size| format!("heap {heap} ({})", plural(size, "stone", "stones")),
    stepper_too_long: |size| {
        format!(
            "A heap of {size} has too many splits to list one by one: its value is read from the strip above."
        )
    },
    heap_column: "heap",
    value_column: "value G",
    xor_explanation: "The heaps are independent games: by the Sprague–Grundy theorem the position's value is the nim-sum of their values, and the player to move wins exactly when it is not 0.",
};

pub static JA: GrundysText = GrundysText {
    title: "Grundy のゲーム",
    rules: "石の山がいくつかあります。自分の番では山を 1 つ選び、大きさの違う 2 つの山に分けます \
            (7 は 1 + 6、2 + 5、3 + 4 に分けられますが、6 を 3 + 3 に分けることはできません)。1 個と 2 個の山は分けられません。\
            どの山も分けられなくなった人の負けです。",
    winning_move: "最後に山を分けること",
    position_noun: "局面",
    setup_label: "山",
    setup_help: || {
        format!(
            "山の石の数を空白かカンマで区切って書きます (例: 8 5)。山は {MAX_HEAPS} 個まで、1 山 {MAX_HEAP} 個までです (値は 0 個の山から順に計算します。周期が知られていないので、途中で打ち切れません)。"
        )
    },
    how_to_move: "山を切り分けたい位置の石をタップしてから「分ける」を押してください",
    why_no_move: "どの山も 1 個か 2 個で、大きさの違う 2 つの山には分けられません。",
    no_winning_move: "必勝手はありません。各山の Grundy 数のニム和が 0 です。山を分けて相手のミスを待ちましょう。",
    winning_moves_intro: "必勝手 (分けたあとのニム和が 0 になる手):",
    total_name: "各山の Grundy 数のニム和",
    parse_error: |error| match error {
        ParseGrundysError::TooLong { len } => {
            format!("入力が {len} 文字あります。局面は 1 024 文字までです。")
        }
        ParseGrundysError::NotANumber { token } => format!("「{token}」は山の大きさではありません。"),
        ParseGrundysError::TooManyHeaps { found, max } => {
            format!("山が {found} 個あります。{max} 個までです。")
        }
        ParseGrundysError::HeapTooLarge { heap, max } => format!(
            "山 {heap} が大きすぎます。値は {max} 個まで計算します (Grundy のゲームには知られた周期がありません)。"
        ),
        ParseGrundysError::TooManyTerms { asked, max } => {
            format!("{asked} 個の値は多すぎます。{max} 個までです。")
        }
    },
    move_error: |error| match error {
        GrundysMoveError::NoSuchHeap { heap, heaps } => {
            format!("山 {heap} はありません。山は 1〜{heaps} です。")
        }
        GrundysMoveError::NotASplit { a, b, size } => {
            format!(
                "{a} と {b} は {size} の分け方ではありません。足して {size} になる空でない 2 つの山にしてください。"
            )
        }
        GrundysMoveError::EqualHeaps { size } => {
            format!("{size} と {size} のように同じ大きさには分けられません。")
        }
    },
    split: |heap, a, b| format!("山 {heap} を {a} と {b} に分けた"),
    reason_to_zero: |nim_sum, from, to| {
        format!(
            "各山の Grundy 数のニム和は {nim_sum} でした。この分け方で、分けた山の値は {from} から {to} (新しい 2 山の値の XOR) に変わり、{from} ⊕ {nim_sum} = {to} なので、ニム和が 0 になります。"
        )
    },
    reason_none: "ニム和が 0 なので、どう分けても最善を尽くされると負けます。いちばん大きい山から 1 個だけ分けました。",
    hint_line: |mv, to| format!("{mv} → 残る山 {to}"),
    board_label: "石の山: ← → で切る位置、↑ ↓ で別の山、Enter で分けます",
    heap_label: |heap, size| format!("山 {heap}: {size} 個"),
    long_heap: |heap, size| {
        format!("山 {heap}: {size} 個 (多すぎて描けません。下の欄に分け方を入力してください)")
    },
    chosen: |heap, a, b| format!("山 {heap}: {a} + {b}"),
    equal_halves: |half| format!("{half} + {half} は同じ大きさなので分けられません"),
    split_button: "分ける",
    not_a_move: |text| {
        format!(
            "「{text}」は分け方ではありません。山:a,b と書いてください (1:3,5 は山 1 を 3 と 5 に分けます)。"
        )
    },
    keys_cut: "切る位置を選ぶ",
    keys_heap: "別の山",
    keys_play: "分ける",
    preset_default: "8 と 5",
    preset_seven: "7 個の山 1 つ",
    preset_largest: "20 000 個の山",
    strip_heading: "1 山の Grundy 数 (0 個から順に)",
    strip_legend: "各マスは G(n)、つまり n 個の山の Grundy 数で、a < n − a となる分け方すべての G(a) ⊕ G(n − a) の mex です。",
    no_period: |computed| {
        format!(
            "周期は知られていません。2³⁵ よりはるかに先まで計算されていますが、周期は現れていません (Guy はいずれ周期的になると予想しました)。このページは 0 個の山から順に {computed} 個の値を計算します。"
        )
    },
    step_through: "山の mex を順に見る: ",
    heap_option: |heap, size| format!("山 {heap} ({size} 個)"),
    stepper_too_long: |size| {
        format!("{size} 個の山は分け方が多すぎて 1 つずつは並べられません。値は上の表から読めます。")
    },
    heap_column: "山",
    value_column: "Grundy 数 G",
    xor_explanation: "それぞれの山は独立したゲームです。Sprague–Grundy の定理により、局面の Grundy 数は各山の値のニム和で、それが 0 でないとき、かつそのときに限り手番のプレイヤーが勝ちます。",
};

pub fn grundys_text(lang: Lang) -> &'static GrundysText {
    lang.pick(&EN, &JA)
}
