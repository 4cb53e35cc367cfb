//! Wythoff's game's page in English and Japanese: one table per language.

use crate::games::sentence;
use crate::games::wythoff::{Heaps, MAX_GRUNDY_HEAP, MAX_HEAP, ParseWythoffError, WythoffError};
use crate::ui::i18n::Lang;
use crate::ui::text::{GameNames, GameWords};

/// Wythoff's game's name and summary (the header, the home page).
pub const WYTHOFF_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Wythoff's game",
        summary: "Two heaps: take any number from one heap, or the same number from both; whoever takes the last stone wins.",
    },
    ja: GameWords {
        name: "Wythoff のゲーム",
        summary: "2 つの山から、どちらか一方の山の石を好きな数だけ取るか、両方の山から同じ数だけ取ります。最後の石を取った人の勝ちです。",
    },
};

pub struct WythoffText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    /// The status line's "what to do" when the heaps are too large to draw.
    pub how_to_move_typed: &'static str,
    pub why_no_move: &'static str,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub total_name: &'static str,
    /// The total line's detail where the table has no value.
    pub beyond_table: fn() -> String,
    pub parse_error: fn(&ParseWythoffError) -> String,
    pub move_error: fn(&WythoffError) -> String,
    /// A clause after a player's name: "took 3 from heap 1".
    pub took: fn(heaps: Heaps, take: &str) -> String,
    /// The computer moved to the cold pair `k`, (a, b) in the position's order.
    pub reason_to_cold: fn(k: &str, x: &str, y: &str) -> String,
    pub reason_fewest: fn(k: &str, replies: usize) -> String,
    pub hint_line: fn(mv: &str, x: &str, y: &str) -> String,
    pub board_label: &'static str,
    pub show_cold: &'static str,
    pub cold_legend: &'static str,
    pub axis_x: &'static str,
    pub axis_y: &'static str,
    /// The keyboard cursor's square: whether the queen reaches it, and the move if so.
    pub cursor_on: fn(x: u64, y: u64, mv: Option<&str>) -> String,
    pub queen_at: fn(x: &str, y: &str) -> String,
    pub too_large: &'static str,
    pub not_a_move: fn(&str) -> String,
    pub keys_arrows: &'static str,
    pub keys_play: &'static str,
    pub preset_default: &'static str,
    pub preset_cold: &'static str,
    pub preset_huge: &'static str,
    pub pairs_heading: &'static str,
    pub step_pairs_name: &'static str,
    pub step_cold_name: &'static str,
    pub step_ways_name: &'static str,
    pub step_move_name: &'static str,
    pub step_pairs: &'static str,
    pub pairs_gap: &'static str,
    /// Is (x, y) cold? x is in pair `k` with `partner`.
    pub step_cold: fn(x: &str, y: &str, k: &str, partner: &str, cold: bool) -> String,
    pub step_ways: &'static str,
    /// Keep heap `kept` (1 or 2) at `keep`; the other heap (`now`) must become `target`.
    pub way_keep: fn(kept: u8, keep: &str, now: &str, target: &str, take: Option<&str>) -> String,
    /// Take from both: the difference `d` stays, pair d is (a, b); the smaller heap `now` must become a.
    pub way_both: fn(d: &str, a: &str, b: &str, now: &str, take: Option<&str>) -> String,
    pub step_move_none: fn(x: &str, y: &str) -> String,
    pub step_move_some: fn(count: usize) -> String,
    pub pair_column: &'static str,
    pub pair_role: fn(x: bool, y: bool, difference: bool) -> String,
    pub grundy_heading: &'static str,
    /// Wythoff is not a sum of two heaps: G(x, y) (if known) against x ⊕ y.
    pub not_a_sum: fn(x: u64, y: u64, value: Option<u64>, xor: u64) -> String,
    pub step_through: &'static str,
    pub this_position: fn(x: &str, y: &str) -> String,
    pub from_table: fn(x: u64, y: u64) -> String,
    pub stepper_too_many: fn(x: &str, y: &str, count: &str) -> String,
    pub table_heading: &'static str,
    pub table_size: &'static str,
    pub heatmap_aria: fn(n: u64) -> String,
    pub readout_prompt: &'static str,
    pub cell_readout: fn(x: u64, y: u64, value: u64, xor: u64) -> String,
    pub legend: &'static str,
    pub legend_zero: &'static str,
    pub table_note: &'static str,
}

pub static EN: WythoffText = WythoffText {
    title: "Wythoff's game",
    rules: "Two heaps of stones. On your turn take any number from one heap, or the same number from both. \
            Whoever takes the last stone wins. On the board the heaps are the queen's place (x, y): \
            a move sends her left, down or diagonally down-left, as far as you like.",
    winning_move: "taking the last stone",
    position_noun: "position",
    setup_label: "Heaps",
    setup_help: || {
        format!(
            "The two heaps, separated by a space or a comma, e.g. 5 7; each up to {MAX_HEAP} stones. Who wins and every winning move are exact at any size; the Grundy value is known for heaps up to {MAX_GRUNDY_HEAP}."
        )
    },
    how_to_move: "tap a square the queen can reach",
    how_to_move_typed: "type a move below the heaps",
    why_no_move: "Both heaps are empty: the queen is already in the corner.",
    no_winning_move: "No winning move: this is a cold position (a P-position), so every move leaves a hot one. Move and hope for a mistake.",
    winning_moves_intro: "Winning moves (each reaches a cold position):",
    total_name: "by the mex rule over every move",
    beyond_table: || format!("a heap is over {MAX_GRUNDY_HEAP}, beyond the table of values"),
    parse_error: |error| sentence(&error.to_string()),
    move_error: |error| sentence(&error.to_string()),
    took: |heaps, take| match heaps {
        Heaps::First => format!("took {take} from heap 1"),
        Heaps::Second => format!("took {take} from heap 2"),
        Heaps::Both => format!("took {take} from both heaps"),
    },
    reason_to_cold: |k, x, y| {
        format!(
            "It moves to ({x}, {y}), the cold pair number {k}: (⌊{k}φ⌋, ⌊{k}φ²⌋) in some order. From a cold position every move leaves a hot one, so it keeps winning whatever you do."
        )
    },
    reason_fewest: |k, replies| {
        let replies =
            if replies == 1 { "1 winning reply".to_owned() } else { format!("{replies} winning replies") };
        format!(
            "The position was the cold pair number {k}: every move loses against best play. Of the one-stone moves it chose one that leaves you {replies}, the fewest."
        )
    },
    hint_line: |mv, x, y| format!("{mv} → ({x}, {y})"),
    board_label: "Wythoff's queen: arrow keys choose a square, Enter moves the queen there",
    show_cold: "Show the cold positions (P-positions)",
    cold_legend: "Dots mark the cold positions: whoever must move from one loses against best play.",
    axis_x: "heap 1 (x) →",
    axis_y: "heap 2 (y)",
    cursor_on: |x, y, mv| match mv {
        Some(mv) => format!("({x}, {y}): {mv}. Enter moves the queen there."),
        None => format!("({x}, {y}): the queen cannot reach this square."),
    },
    queen_at: |x, y| format!("The queen is at ({x}, {y})"),
    too_large: "The heaps are too large to draw: type a move below.",
    not_a_move: |text| {
        format!(
            "\"{text}\" is not a move: write heap-take (1-3 takes 3 from heap 1, 2-3 from heap 2) or both-take (both-3)"
        )
    },
    keys_arrows: "choose a square",
    keys_play: "move the queen there",
    preset_default: "5 and 7",
    preset_cold: "A cold pair: 8 and 13",
    preset_huge: "Heaps near 10¹⁸",
    pairs_heading: "Why this move: the cold pairs",
    step_pairs_name: "Cold pairs",
    step_cold_name: "Is it cold?",
    step_ways_name: "Three ways",
    step_move_name: "The move",
    step_pairs: "The cold positions are the pairs (a_k, b_k): a_k is the smallest number not in an earlier pair and b_k = a_k + k, so every number is in exactly one pair and each difference k belongs to one pair. Wythoff showed a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ with φ = (1 + √5)/2; the page computes them in integers, ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋, so they are exact up to 10¹⁸.",
    pairs_gap: "…",
    step_cold: |x, y, k, partner, cold| {
        if cold {
            format!(
                "{x} is in pair {k}, with {partner}; the other heap is {y}, exactly that: ({x}, {y}) is cold. The player to move loses against best play."
            )
        } else {
            format!(
                "{x} is in pair {k}, with {partner}; the other heap is {y}, not {partner}: ({x}, {y}) is hot. The player to move wins by reaching a cold pair."
            )
        }
    },
    step_ways: "A move keeps heap 2, keeps heap 1, or keeps the difference of the heaps (taking from both). Each way can reach at most one cold pair:",
    way_keep: |kept, keep, now, target, take| match take {
        Some(take) => format!(
            "Keep heap {kept} at {keep}: the other heap must become {keep}'s partner {target}; it has {now}, so take {take}."
        ),
        None => format!(
            "Keep heap {kept} at {keep}: the other heap must become {keep}'s partner {target}, but it has only {now}: impossible."
        ),
    },
    way_both: |d, a, b, now, take| match take {
        Some(take) => format!(
            "Take from both: the difference {d} stays, so the heaps must become pair {d}, ({a}, {b}); the smaller heap has {now}, so take {take} from both."
        ),
        None => format!(
            "Take from both: the difference {d} stays, so the heaps must become pair {d}, ({a}, {b}), but the smaller heap has only {now}: impossible."
        ),
    },
    step_move_none: |x, y| {
        format!(
            "No way reaches a cold pair: ({x}, {y}) is cold itself. Every move leaves the opponent a winning position."
        )
    },
    step_move_some: |count| {
        if count == 1 {
            "One way works: this is the winning move.".to_owned()
        } else {
            format!("{count} ways work: each is a winning move.")
        }
    },
    pair_column: "pair k",
    pair_role: |x, y, difference| {
        let mut roles = Vec::new();
        if x {
            roles.push("holds heap 1");
        }
        if y {
            roles.push("holds heap 2");
        }
        if difference {
            roles.push("difference of the heaps");
        }
        roles.join(", ")
    },
    grundy_heading: "Grundy values: not a sum of two heaps",
    not_a_sum: |x, y, value, xor| match value {
        Some(value) => format!(
            "A move may take from both heaps at once, so Wythoff's game is not two Nim heaps side by side, and its value is not x ⊕ y: G({x}, {y}) = {value}, while {x} ⊕ {y} = {xor}. Each value comes from the mex rule over every move."
        ),
        None => format!(
            "A move may take from both heaps at once, so Wythoff's game is not two Nim heaps side by side, and its value is not x ⊕ y ({x} ⊕ {y} = {xor} says nothing here). The table of values stops at heaps of {MAX_GRUNDY_HEAP}; who wins is still exact, from the cold pairs."
        ),
    },
    step_through: "Step through the mex of ",
    this_position: |x, y| format!("the position ({x}, {y})"),
    from_table: |x, y| format!("({x}, {y}), picked in the table"),
    stepper_too_many: |x, y, count| {
        format!(
            "({x}, {y}) has {count} moves, too many to list one by one: pick a smaller square in the table below."
        )
    },
    table_heading: "The Grundy table as a heatmap",
    table_size: "Heaps from 0 to ",
    heatmap_aria: |n| {
        format!(
            "Grundy values of Wythoff's game for heaps 0 to {}: arrow keys move, Enter steps through a square's mex",
            n - 1
        )
    },
    readout_prompt: "Point at a square (or use the arrow keys) to read its value; click or press Enter to step through its mex.",
    cell_readout: |x, y, value, xor| format!("G({x}, {y}) = {value}   ({x} ⊕ {y} = {xor})"),
    legend: "Colours of the values",
    legend_zero: "0: cold",
    table_note: "The dark squares (value 0) are the cold pairs: they lie along two lines of slopes φ and 1/φ. In Nim the zeros would be the diagonal x = y.",
};

pub static JA: WythoffText = WythoffText {
    title: "Wythoff のゲーム",
    rules: "石の山が 2 つあります。自分の番では、1 つの山から好きな数だけ、または両方の山から同じ数だけ石を取ります。\
            最後の石を取った人の勝ちです。盤では石の数をクイーンの位置 (x, y) で表し、1 手でクイーンを左・下・左下へ好きなだけ動かします。",
    winning_move: "最後の石を取ること",
    position_noun: "局面",
    setup_label: "山",
    setup_help: || {
        format!(
            "2 つの山の石の数を空白かカンマで区切って書きます（例: 5 7）。1 山 {MAX_HEAP} 個までです。勝敗と必勝手はどの大きさでも正確に求めます。Grundy 数は両方の山が {MAX_GRUNDY_HEAP} 個以下のときに求めます。"
        )
    },
    how_to_move: "クイーンが行けるマスをタップしてください",
    how_to_move_typed: "山の下の欄に手を入力してください",
    why_no_move: "両方の山が空です。クイーンはもう角にいます。",
    no_winning_move: "必勝手はありません。この局面は P 局面（必敗局面）なので、どう動かしても N 局面になります。動かして相手のミスを待ちましょう。",
    winning_moves_intro: "必勝手（P 局面に移る手）:",
    total_name: "すべての遷移先の mex",
    beyond_table: || format!("山が {MAX_GRUNDY_HEAP} 個を超えるので、Grundy 数の表の外です"),
    parse_error: |error| match error {
        ParseWythoffError::Empty => "2 つの山の石の数を入力してください（例: 5 7）。".to_owned(),
        ParseWythoffError::TooLong { len } => {
            format!(
                "入力が {len} 文字あります。局面は {} 文字までです。",
                crate::games::wythoff::MAX_INPUT_LEN
            )
        }
        ParseWythoffError::NotANumber { token } => {
            format!(
                "「{}」は山の石の数ではありません。0 以上の整数で書いてください。",
                token.chars().take(20).collect::<String>()
            )
        }
        ParseWythoffError::Negative { token } => {
            format!("「{}」は負の数です。山の石は 0 個以上です。", token.chars().take(20).collect::<String>())
        }
        ParseWythoffError::TooLarge { token } => format!(
            "「{}」は大きすぎます。1 山 {MAX_HEAP} 個までです。",
            token.chars().take(30).collect::<String>()
        ),
        ParseWythoffError::HeapCount { count } => {
            format!("山がちょうど 2 つの局面を書いてください（{count} つ書かれています）。")
        }
    },
    move_error: |error| match error {
        WythoffError::TakeNothing => "1 個以上取ってください。".to_owned(),
        WythoffError::TakeTooMany { heaps, take, stones } => match heaps {
            Heaps::First => format!("山 1 には {stones} 個しかないので、{take} 個は取れません。"),
            Heaps::Second => format!("山 2 には {stones} 個しかないので、{take} 個は取れません。"),
            Heaps::Both => {
                format!("小さいほうの山には {stones} 個しかないので、両方から {take} 個ずつは取れません。")
            }
        },
    },
    took: |heaps, take| match heaps {
        Heaps::First => format!("山 1 から {take} 個取りました"),
        Heaps::Second => format!("山 2 から {take} 個取りました"),
        Heaps::Both => format!("両方の山から {take} 個ずつ取りました"),
    },
    reason_to_cold: |k, x, y| {
        format!(
            "({x}, {y}) に移しました。これは k = {k} の P 局面の組 (⌊{k}φ⌋, ⌊{k}φ²⌋) です。P 局面からはどう動かしても N 局面にしか移れないので、あなたがどう指しても勝ち続けます。"
        )
    },
    reason_fewest: |k, replies| {
        format!(
            "k = {k} の P 局面の組でした。どう動かしても、最善を尽くされると負けます。1 個だけ取る手のうち、あなたの必勝手がいちばん少ない（{replies} 通り）手を選びました。"
        )
    },
    hint_line: |mv, x, y| format!("{mv} → ({x}, {y})"),
    board_label: "Wythoff のクイーン: 矢印キーでマスを選び、Enter でクイーンを動かします",
    show_cold: "P 局面（必敗局面）を表示",
    cold_legend: "点のマスが P 局面です。そこから動かす番のプレイヤーは、最善を尽くされると負けます。",
    axis_x: "山 1 (x) →",
    axis_y: "山 2 (y)",
    cursor_on: |x, y, mv| match mv {
        Some(mv) => format!("({x}, {y}): {mv}。Enter でクイーンを動かします。"),
        None => format!("({x}, {y}): クイーンはこのマスへは行けません。"),
    },
    queen_at: |x, y| format!("クイーンは ({x}, {y}) にいます"),
    too_large: "山が大きすぎて盤を描けません。下の欄に手を入力してください。",
    not_a_move: |text| {
        format!(
            "「{text}」は手ではありません。山-個数（1-3 は山 1 から 3 個、2-3 は山 2 から 3 個）か both-個数（both-3 は両方から 3 個ずつ）と書いてください。"
        )
    },
    keys_arrows: "マスを選ぶ",
    keys_play: "クイーンをそのマスへ動かす",
    preset_default: "5 と 7",
    preset_cold: "P 局面の組: 8 と 13",
    preset_huge: "10¹⁸ 近くの山",
    pairs_heading: "この手の理由: P 局面の組",
    step_pairs_name: "P 局面の組",
    step_cold_name: "P 局面か",
    step_ways_name: "3 通りの手",
    step_move_name: "必勝手",
    step_pairs: "P 局面は組 (a_k, b_k) です。a_k はそれより前の組に出てこない最小の数、b_k = a_k + k です。したがって、どの数もちょうど 1 つの組に入り、差 k の組もちょうど 1 つです。Wythoff は a_k = ⌊kφ⌋、b_k = ⌊kφ²⌋（φ = (1 + √5)/2 は黄金比）であることを示しました。このページは ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋ を整数だけで計算するので、10¹⁸ まで誤差なく求まります。",
    pairs_gap: "…",
    step_cold: |x, y, k, partner, cold| {
        if cold {
            format!(
                "{x} は k = {k} の組に入っていて、相方は {partner} です。もう一方の山は {y} でちょうど相方なので、({x}, {y}) は P 局面です。手番のプレイヤーは最善を尽くされると負けます。"
            )
        } else {
            format!(
                "{x} は k = {k} の組に入っていて、相方は {partner} です。もう一方の山は {y} で {partner} ではないので、({x}, {y}) は N 局面です。手番のプレイヤーは P 局面の組に移せば勝てます。"
            )
        }
    },
    step_ways: "1 手で変わらないのは、山 2 か、山 1 か、（両方から取るときは）2 つの山の差のどれかです。それぞれの場合に、移れる P 局面の組は多くても 1 つです:",
    way_keep: |kept, keep, now, target, take| match take {
        Some(take) => format!(
            "山 {kept} を {keep} のままにする: もう一方の山を {keep} の相方 {target} にします。今 {now} 個なので {take} 個取ります。"
        ),
        None => format!(
            "山 {kept} を {keep} のままにする: もう一方の山を {keep} の相方 {target} にする必要がありますが、{now} 個しかないのでできません。"
        ),
    },
    way_both: |d, a, b, now, take| match take {
        Some(take) => format!(
            "両方から取る: 差 {d} は変わらないので、差 {d} の組 ({a}, {b}) にします。小さいほうの山は今 {now} 個なので、両方から {take} 個ずつ取ります。"
        ),
        None => format!(
            "両方から取る: 差 {d} は変わらないので、差 {d} の組 ({a}, {b}) にする必要がありますが、小さいほうの山は {now} 個しかないのでできません。"
        ),
    },
    step_move_none: |x, y| {
        format!(
            "どの方法でも P 局面の組には移れません。({x}, {y}) 自身が P 局面で、どう動かしても相手に必勝局面を渡します。"
        )
    },
    step_move_some: |count| {
        if count == 1 {
            "移れる方法は 1 つで、それが必勝手です。".to_owned()
        } else {
            format!("移れる方法が {count} つあり、どれも必勝手です。")
        }
    },
    pair_column: "組 k",
    pair_role: |x, y, difference| {
        let mut roles = Vec::new();
        if x {
            roles.push("山 1 を含む");
        }
        if y {
            roles.push("山 2 を含む");
        }
        if difference {
            roles.push("差が山の差と同じ");
        }
        roles.join("、")
    },
    grundy_heading: "Grundy 数: 2 つの山の和ではない",
    not_a_sum: |x, y, value, xor| match value {
        Some(value) => format!(
            "両方の山から同時に取れるので、Wythoff のゲームは 2 つのニムの山を並べたゲームではなく、Grundy 数も x ⊕ y にはなりません。G({x}, {y}) = {value} ですが、{x} ⊕ {y} = {xor} です。値はすべての遷移先の mex で 1 マスずつ求めます。"
        ),
        None => format!(
            "両方の山から同時に取れるので、Wythoff のゲームは 2 つのニムの山を並べたゲームではなく、Grundy 数も x ⊕ y にはなりません（{x} ⊕ {y} = {xor} はここでは何も表しません）。Grundy 数の表は山 {MAX_GRUNDY_HEAP} 個までです。勝敗は P 局面の組から正確にわかります。"
        ),
    },
    step_through: "mex を順に見る: ",
    this_position: |x, y| format!("今の局面 ({x}, {y})"),
    from_table: |x, y| format!("表で選んだ ({x}, {y})"),
    stepper_too_many: |x, y, count| {
        format!(
            "({x}, {y}) は遷移先が {count} 個あり、1 つずつは並べきれません。下の表で小さいマスを選んでください。"
        )
    },
    table_heading: "Grundy 数の表（ヒートマップ）",
    table_size: "山の大きさ 0 から ",
    heatmap_aria: |n| {
        format!(
            "Wythoff のゲームの Grundy 数（山 0〜{}）: 矢印キーで移動、Enter でそのマスの mex を順に見ます",
            n - 1
        )
    },
    readout_prompt: "マスを指す（または矢印キーで選ぶ）と値を表示します。クリックか Enter でそのマスの mex を順に見られます。",
    cell_readout: |x, y, value, xor| format!("G({x}, {y}) = {value}   ({x} ⊕ {y} = {xor})"),
    legend: "値の色",
    legend_zero: "0: P 局面",
    table_note: "暗いマス（値 0）が P 局面の組です。傾き φ と 1/φ の 2 本の直線に沿って並びます。ニムなら 0 は対角線 x = y に並びます。",
};

pub fn wythoff_text(lang: Lang) -> &'static WythoffText {
    lang.pick(&EN, &JA)
}
