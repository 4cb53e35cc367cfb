//! The game-graph page's texts in English and Japanese, and its [`GameText`].

use crate::games::graph::{
    GameGraph, GraphMove, GraphMoveError, GraphReason, MAX_ARROWS, MAX_NAME_LEN, MAX_TOKENS, MAX_VERTICES,
    ParseGraphError,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, GameWords};

/// The game graph's name and summary (the header, the home page, a sum's components).
pub const NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Game graph",
        summary: "Any game as a graph of positions: slide the token along an arrow; whoever cannot move loses; cycles may make a draw.",
    },
    ja: GameWords {
        name: "ゲームグラフ",
        summary: "ゲームを局面のグラフとして表します。駒を矢印に沿って動かし、動かせなくなった人の負けです。閉路があると引き分けもあります。",
    },
};

/// Every text of the game-graph page.
pub struct GraphText {
    pub title: &'static str,
    pub rules: &'static str,
    pub how_to_move: &'static str,
    pub winning_move: &'static str,
    pub no_moves: &'static str,
    pub position_noun: &'static str,
    pub graph_label: &'static str,
    pub setup_help: fn() -> String,
    pub too_large: fn(vertices: usize, arrows: usize) -> String,
    pub total_name: &'static str,
    pub total_sum_name: &'static str,
    pub winning_moves_intro: &'static str,
    pub winning_move_line: fn(mv: &str, to: &str) -> String,
    pub no_winning_move_lost: &'static str,
    pub no_winning_move_draw: &'static str,
    pub preset_seed: &'static str,
    pub preset_30: &'static str,
    pub preset_cycle: &'static str,
    pub preset_dag: &'static str,
    pub preset_loopy: &'static str,
    pub board_label: &'static str,
    pub moves_label: &'static str,
    pub not_drawn: fn(vertices: usize) -> String,
    pub token_at: fn(names: &str) -> String,
    pub won: &'static str,
    pub lost: &'static str,
    pub draw: &'static str,
    pub legend: &'static str,
    pub keys_moves: &'static str,
    pub moved: fn(from: &str, to: &str) -> String,
    pub reason_win: fn(remoteness: Option<u32>) -> String,
    pub reason_prolong: fn(remoteness: Option<u32>) -> String,
    pub reason_draw: &'static str,
    pub parse_error: fn(&ParseGraphError) -> String,
    pub move_error: fn(&GraphMoveError) -> String,
    // The retrograde stepper.
    pub retro_heading: &'static str,
    pub retro_intro: &'static str,
    pub step_of: fn(step: usize, steps: usize) -> String,
    pub queue_label: &'static str,
    pub queue_empty: &'static str,
    pub counters_label: &'static str,
    pub retro_start: &'static str,
    pub ev_final: fn(v: &str) -> String,
    pub ev_take: fn(v: &str, status: &str, remoteness: u32) -> String,
    pub ev_won: fn(v: &str, via: &str, remoteness: u32) -> String,
    pub ev_count: fn(v: &str, via: &str, count: u32, degree: u32) -> String,
    pub ev_lost: fn(v: &str, via: &str, degree: u32, remoteness: u32) -> String,
    pub ev_already: fn(v: &str, via: &str) -> String,
    pub ev_draws: fn(names: &str) -> String,
    pub ev_no_draws: &'static str,
    pub too_large_to_step: &'static str,
    pub stepper_not_drawn: &'static str,
    // The levels stepper.
    pub levels_heading: &'static str,
    pub levels_intro: &'static str,
    pub level_start: &'static str,
    pub level_step: fn(v: &str, level: u32, grundy: u32) -> String,
    pub level_final: fn(v: &str) -> String,
    pub level_done: &'static str,
    pub no_level_intro: &'static str,
    pub no_level_line: fn(v: &str, via: &str) -> String,
    /// A vertex's label in the levels stepper: its level and value.
    pub level_tag: fn(level: u32, grundy: u32) -> String,
    // Generalized values and sums.
    pub generalized_heading: &'static str,
    pub generalized_intro: &'static str,
    pub generalized_line: fn(v: &str, value: &str) -> String,
    pub sum_heading: &'static str,
    pub sum_line: fn(tokens: &str, value: &str) -> String,
    pub sum_check: fn(agree: bool) -> String,
    pub sum_too_large: &'static str,
    // Import and the editor.
    pub import_heading: &'static str,
    pub import_help: &'static str,
    pub import_button: &'static str,
    pub import_label: &'static str,
    pub export_label: &'static str,
    pub editor_heading: &'static str,
    pub editor_help: &'static str,
    pub add_vertex: &'static str,
    pub vertex_name: &'static str,
    pub add_arrow: &'static str,
    pub remove_arrow: &'static str,
    pub from_label: &'static str,
    pub to_label: &'static str,
    pub delete_vertex: &'static str,
    /// Before the four buttons that move the vertex chosen in "from" on the picture.
    pub move_vertex: &'static str,
    /// The four buttons' names (left, up, down, right), read by screen readers.
    pub move_directions: [&'static str; 4],
    pub set_start: &'static str,
    pub undo_edit: &'static str,
    pub editor_selected: fn(v: &str) -> String,
    pub editor_error_exists: fn(name: &str) -> String,
}

pub static EN: GraphText = GraphText {
    title: "Game graph",
    rules: "A token stands on the start vertex. Players take turns sliding it along an arrow; whoever cannot move loses. If the graph has cycles, best play may go on for ever: a draw.",
    how_to_move: "click a vertex the token can move to, or choose a move below the graph",
    winning_move: "leaving the opponent without a move",
    no_moves: "no arrow leaves the token's vertex",
    position_noun: "a game graph",
    graph_label: "Graph",
    setup_help: || {
        format!(
            "Moves a>b separated by spaces; a lone name is a vertex; start=a puts the token on a (default: the first vertex named), start=a+x one token on each (a sum). The contest format (n, then each vertex's number of moves and their targets, numbered from 1) works too. Names: letters, digits, _, up to {MAX_NAME_LEN} characters."
        )
    },
    too_large: |vertices, arrows| {
        format!(
            "This graph has {vertices} vertices and {arrows} arrows: the page plays graphs of up to {} vertices and {} arrows (the API takes more).",
            super::page::MAX_PAGE_VERTICES,
            super::page::MAX_PAGE_ARROWS
        )
    },
    total_name: "by levels",
    total_sum_name: "XOR of the tokens' values",
    winning_moves_intro: "Winning moves (each leaves the opponent a lost position):",
    winning_move_line: |mv, to| format!("{mv} → token on {to}"),
    no_winning_move_lost: "No winning move: every move leads to a won position for the opponent. Prefer the move that holds out longest.",
    no_winning_move_draw: "No winning move, but no need to lose: move to a drawn vertex (D) and the game goes on for ever.",
    preset_seed: "Seed 003's kind of example",
    preset_30: "Don't say 30",
    preset_cycle: "A graph with a cycle",
    preset_dag: "Random graph without cycles",
    preset_loopy: "Random graph with cycles",
    board_label: "The game graph: vertices are positions, arrows are moves; the ring marks the token.",
    moves_label: "Moves:",
    not_drawn: |vertices| {
        format!("This graph has {vertices} vertices, too many to draw; play with the move buttons.")
    },
    token_at: |names| format!("Token on {names}"),
    won: "W",
    lost: "L",
    draw: "D",
    legend: "Labels: W won, L lost, D draw (for the player to move), with the remoteness (moves to the end with best play), and the Grundy value (* n) or the generalized value (∞{…}).",
    keys_moves: "Tab to a move button, Enter plays it",
    moved: |from, to| format!("moved the token from {from} to {to}"),
    reason_win: |r| match r {
        Some(r) => format!(
            "the position was won: this move leaves a lost position, and the game ends within {r} moves"
        ),
        None => "the position was won: this move leaves a lost position".to_owned(),
    },
    reason_prolong: |r| match r {
        Some(r) => {
            format!("every move leads to a won position; this one holds out longest ({r} moves to the end)")
        }
        None => "every move leads to a won position; this one is as good as any".to_owned(),
    },
    reason_draw: "the position is a draw: this move keeps it drawn, so nobody can force a win",
    parse_error: |error| crate::games::sentence(&error.to_string()),
    move_error: |error| crate::games::sentence(&error.to_string()),
    retro_heading: "Retrograde analysis",
    retro_intro: "Backwards from the final positions: a final position is lost; a vertex with an arrow to a lost vertex is won; a vertex whose counter of won successors reaches its number of moves is lost. What is never decided is a draw.",
    step_of: |step, steps| format!("Step {step} of {steps}"),
    queue_label: "Queue:",
    queue_empty: "(empty)",
    counters_label: "Won successors counted / moves:",
    retro_start: "Nothing is decided yet. Next: find the final positions.",
    ev_final: |v| format!("{v} has no move: lost, remoteness 0. Into the queue."),
    ev_take: |v, status, r| {
        format!("{v} ({status}, remoteness {r}) leaves the queue: look at the arrows into it.")
    },
    ev_won: |v, via, r| format!("{v} can move to the lost {via}: won, remoteness {r}. Into the queue."),
    ev_count: |v, via, count, degree| {
        format!("{via} is won: {v} counts {count} of its {degree} moves as won.")
    },
    ev_lost: |v, via, degree, r| {
        format!(
            "{via} is won: that makes all {degree} moves of {v} won, so {v} is lost, remoteness {r}. Into the queue."
        )
    },
    ev_already: |v, via| format!("{v} (before {via}) is decided already: nothing changes."),
    ev_draws: |names| {
        format!("The queue is empty. Never decided: {names}. These are draws: neither side can force a win.")
    },
    ev_no_draws: "The queue is empty and every vertex is decided: no draws.",
    too_large_to_step: "This graph is too large to step through; the labels show the result.",
    stepper_not_drawn: "The graph has too many vertices to draw here as well; follow the steps in words, the board shows the final labels.",
    levels_heading: "Grundy values by levels",
    levels_intro: "Level 0: the final positions. Level k + 1: the vertices all of whose moves lead to level k or below. Each vertex's Grundy value is the mex of its successors' values.",
    level_start: "Level 0 first: the final positions.",
    level_step: |v, level, grundy| {
        format!("{v} is on level {level}: every move leads lower. Grundy value: mex = {grundy}.")
    },
    level_final: |v| format!("{v} has no move: level 0, Grundy value 0."),
    level_done: "Every vertex with a level has its value.",
    no_level_intro: "No level (some path from them runs into a cycle, so they never enter a level):",
    no_level_line: |v, via| format!("{v}: its move to {via} has no level either"),
    level_tag: |level, grundy| format!("lv{level} *{grundy}"),
    generalized_heading: "Generalized Grundy values",
    generalized_intro: "On a graph with cycles, each vertex gets a finite value or ∞ with the finite values it can move to (Smith, Fraenkel). 0 is lost; a finite value above 0 is won; ∞{…} is won when the set holds 0, otherwise a draw. Sums add by XOR; ∞{K} plus a finite a is ∞{K ⊕ a}; two ∞ make a draw.",
    generalized_line: |v, value| format!("{v}: {value}"),
    sum_heading: "The sum of the tokens",
    sum_line: |tokens, value| format!("Tokens on {tokens}: value {value}"),
    sum_check: |agree| {
        if agree {
            "Check: the retrograde analysis of the sum's own graph (every combination of token places) gives the same outcome.".to_owned()
        } else {
            "Check failed: the sum's own graph gives another outcome.".to_owned()
        }
    },
    sum_too_large: "The sum's own graph is too large to check here.",
    import_heading: "Import (contest format)",
    import_help: "n, then one line per vertex 1..n: its number of moves and their targets. A first line \"n m\" and the start after the last vertex are read too.",
    import_button: "Load",
    import_label: "Contest input",
    export_label: "This graph in the contest format",
    editor_heading: "Edit the graph",
    editor_help: "Click a vertex, then another to add an arrow between them (or remove it); or use the form. Vertices keep their places as you edit; the arrow buttons move the vertex chosen in \u{201c}from\u{201d}. The game restarts from the edited graph.",
    add_vertex: "Add vertex",
    vertex_name: "Name",
    add_arrow: "Add arrow",
    remove_arrow: "Remove arrow",
    from_label: "from",
    to_label: "to",
    delete_vertex: "Delete vertex",
    move_vertex: "Move it on the picture",
    move_directions: ["Move left", "Move up", "Move down", "Move right"],
    set_start: "Make it the start",
    undo_edit: "Undo edit",
    editor_selected: |v| format!("{v} selected: click another vertex to add an arrow from it."),
    editor_error_exists: |name| format!("\"{name}\" is not a new vertex name."),
};

pub static JA: GraphText = GraphText {
    title: "ゲームグラフ",
    rules: "駒がスタートの頂点に置かれています。2 人が交互に、駒を矢印（辺）に沿って 1 つ動かします。動かせなくなった人の負けです。グラフに閉路があると、両者が最適に行動したとき終わらないこともあります（引き分け、千日手）。",
    how_to_move: "駒を動かせる頂点をクリックするか、グラフの下の手を選んでください",
    winning_move: "相手が動かせない局面を渡して",
    no_moves: "駒のある頂点から出る矢印がない",
    position_noun: "ゲームグラフ",
    graph_label: "グラフ",
    setup_help: || {
        format!(
            "手（遷移）を a>b の形で空白区切りに書きます。名前だけ書くと頂点になります。start=a で駒を a に置きます（省略時は最初に出てくる頂点）。start=a+x なら各頂点に 1 つずつ（ゲームの和）。競プロの入力形式（n、続いて各頂点の遷移の数と遷移先、頂点番号は 1 から）も読めます。名前は英数字と _ で {MAX_NAME_LEN} 文字まで。"
        )
    },
    too_large: |vertices, arrows| {
        format!(
            "このグラフは頂点 {vertices} 個、辺 {arrows} 本です。このページで遊べるのは頂点 {} 個、辺 {} 本までです（API ではもっと大きなグラフも解析できます）。",
            super::page::MAX_PAGE_VERTICES,
            super::page::MAX_PAGE_ARROWS
        )
    },
    total_name: "レベルによる",
    total_sum_name: "駒ごとの値の XOR",
    winning_moves_intro: "勝てる手（どれも相手に負け状態を渡します）:",
    winning_move_line: |mv, to| format!("{mv} → 駒は {to}"),
    no_winning_move_lost: "勝てる手はありません。どの手も相手の勝ち状態に移ります。できるだけ長く粘れる手を選びましょう。",
    no_winning_move_draw: "勝てる手はありませんが、負ける必要もありません。引き分け (D) の頂点に動かせば、ゲームは終わりません。",
    preset_seed: "スライド (seed 003) のような例",
    preset_30: "30 言っちゃいけないゲーム",
    preset_cycle: "閉路のあるグラフ",
    preset_dag: "ランダムな DAG（閉路なし）",
    preset_loopy: "ランダムなグラフ（閉路あり）",
    board_label: "ゲームグラフ: 頂点が局面、矢印が手（遷移）です。輪の付いた頂点に駒があります。",
    moves_label: "手:",
    not_drawn: |vertices| {
        format!("頂点が {vertices} 個あり、描くには多すぎます。下のボタンで手を選んでください。")
    },
    token_at: |names| format!("駒の位置: {names}"),
    won: "勝",
    lost: "負",
    draw: "分",
    legend: "ラベル: 勝 = 勝ち状態、負 = 負け状態、分 = 引き分け（手番の人から見て）。数字は残り手数（両者が最適に行動したときに終わるまでの手数）。* n は Grundy 数、∞{…} は一般化 Grundy 数です。",
    keys_moves: "Tab で手のボタンへ移動し、Enter で指します",
    moved: |from, to| format!("駒を {from} から {to} へ動かしました"),
    reason_win: |r| match r {
        Some(r) => format!("勝ち状態だったので、負け状態に移る手を選びました。{r} 手以内に終わります"),
        None => "勝ち状態だったので、負け状態に移る手を選びました".to_owned(),
    },
    reason_prolong: |r| match r {
        Some(r) => {
            format!("どの手も相手の勝ち状態に移ります。いちばん長く粘れる手（終わりまで {r} 手）を選びました")
        }
        None => "どの手も相手の勝ち状態に移ります。どの手も同じなので最初の手を選びました".to_owned(),
    },
    reason_draw: "引き分けの局面なので、引き分けのまま続く手を選びました。どちらも勝ちを強制できません",
    parse_error: |error| match error {
        ParseGraphError::Empty => "グラフを入力してください（例: a>b b>c）".into(),
        ParseGraphError::TooLong { len } => format!("入力が {len} 文字あり、長すぎます"),
        ParseGraphError::BadName { token } => {
            format!(
                "「{}」は頂点の名前でも手でもありません。名前は英数字と _、手は a>b と書きます",
                short(token)
            )
        }
        ParseGraphError::NameTooLong { name } => {
            format!("名前「{}」が長すぎます。{MAX_NAME_LEN} 文字までです", short(name))
        }
        ParseGraphError::MissingHead { token } => {
            format!("「{}」は手になっていません。矢印の両側に頂点の名前を書いてください", short(token))
        }
        ParseGraphError::TooManyVertices { count } => {
            format!("頂点が {count} 個あります。{MAX_VERTICES} 個までです")
        }
        ParseGraphError::TooManyArrows { count } => {
            format!("辺が {count} 本あります。{MAX_ARROWS} 本までです")
        }
        ParseGraphError::UnknownStart { name } => {
            format!("スタート「{}」はグラフの頂点ではありません", short(name))
        }
        ParseGraphError::StartTwice => "start= が 2 回書かれています".into(),
        ParseGraphError::TooManyTokens { count } => {
            format!("駒が {count} 個あります。和は {MAX_TOKENS} 個までです")
        }
        ParseGraphError::ContestShort { index, .. } => {
            format!("競プロの入力形式: {index} 番目の数がないか、整数ではありません")
        }
        ParseGraphError::ContestTarget { vertex, target, n } => {
            format!("競プロの入力形式: 頂点 {vertex} の遷移先 {target} は 1 から {n} の範囲にありません")
        }
        ParseGraphError::ContestTrailing { count } => {
            format!(
                "競プロの入力形式: 最後の頂点の後に数が {count} 個以上余っています（スタートの 1 個だけ書けます）"
            )
        }
        ParseGraphError::ContestMoves { declared, found } => {
            format!("競プロの入力形式: 1 行目では辺が {declared} 本ですが、実際は {found} 本です")
        }
    },
    move_error: |error| match error {
        GraphMoveError::NoToken { at } => format!("{} に駒はありません。", short(at)),
        GraphMoveError::NoArrow { from, to } => {
            format!("{}>{} という矢印はありません。", short(from), short(to))
        }
    },
    retro_heading: "後退解析",
    retro_intro: "終了状態から逆向きに決めていきます。終了状態は負け。負けの頂点へ動ける頂点は勝ち。勝ちの行き先を数えるカウンターが出次数に達した頂点は負け。最後まで決まらなかった頂点は引き分けです。",
    step_of: |step, steps| format!("{steps} ステップ中 {step}"),
    queue_label: "キュー:",
    queue_empty: "（空）",
    counters_label: "数えた勝ちの行き先 / 出次数:",
    retro_start: "まだ何も決まっていません。次: 終了状態を探します。",
    ev_final: |v| format!("{v} からは動けません。負け、残り 0 手。キューに入れます。"),
    ev_take: |v, status, r| {
        format!("{v}（{status}、残り {r} 手）をキューから取り出し、{v} に入る矢印を見ます。")
    },
    ev_won: |v, via, r| format!("{v} は負けの {via} へ動けるので勝ち、残り {r} 手。キューに入れます。"),
    ev_count: |v, via, count, degree| format!("{via} は勝ち。{v} のカウンターは {count} / {degree}。"),
    ev_lost: |v, via, degree, r| {
        format!(
            "{via} は勝ち。これで {v} の {degree} 本の行き先がすべて勝ちなので、{v} は負け、残り {r} 手。キューに入れます。"
        )
    },
    ev_already: |v, via| format!("{v}（{via} の前）はもう決まっているので、何も変わりません。"),
    ev_draws: |names| {
        format!(
            "キューが空になりました。決まらなかった頂点: {names}。これらは引き分けで、どちらも勝ちを強制できません。"
        )
    },
    ev_no_draws: "キューが空になり、すべての頂点が決まりました。引き分けはありません。",
    too_large_to_step: "このグラフは大きすぎて 1 ステップずつは追えません。結果はラベルに表示しています。",
    stepper_not_drawn: "頂点が多いため、ここにはグラフを描きません。各ステップは文章で追えます。最終的なラベルは盤面に表示しています。",
    levels_heading: "レベルごとの Grundy 数",
    levels_intro: "レベル 0 は終了状態。レベル k + 1 は、どの手でもレベル k 以下に移る頂点です。各頂点の Grundy 数は行き先の Grundy 数の mex（含まれない最小の非負整数）です。",
    level_start: "まずレベル 0（終了状態）から。",
    level_step: |v, level, grundy| {
        format!("{v} はレベル {level}（どの手もそれより下へ）。Grundy 数は mex = {grundy}。")
    },
    level_final: |v| format!("{v} からは動けません。レベル 0、Grundy 数 0。"),
    level_done: "レベルのある頂点はすべて Grundy 数が決まりました。",
    no_level_intro: "レベルのない頂点（閉路に入る道があり、どのレベルにも入りません）:",
    no_level_line: |v, via| format!("{v}: 行き先 {via} にもレベルがありません"),
    level_tag: |level, grundy| format!("Lv{level} *{grundy}"),
    generalized_heading: "一般化 Grundy 数",
    generalized_intro: "閉路のあるグラフでは、各頂点に有限の値か、∞ と移れる有限の値の集合が付きます (Smith, Fraenkel)。0 は負け、1 以上の有限値は勝ち、∞{…} は集合に 0 があれば勝ち、なければ引き分けです。和は XOR で、∞{K} と有限の a の和は ∞{K ⊕ a}、∞ が 2 つあれば引き分けです。",
    generalized_line: |v, value| format!("{v}: {value}"),
    sum_heading: "駒の和",
    sum_line: |tokens, value| format!("駒の位置 {tokens}: 値 {value}"),
    sum_check: |agree| {
        if agree {
            "確認: 和そのもののグラフ（駒の位置の組すべて）を後退解析しても、同じ勝敗になります。".to_owned()
        } else {
            "確認に失敗: 和のグラフの勝敗が異なります。".to_owned()
        }
    },
    sum_too_large: "和のグラフが大きすぎるため、ここでは確認しません。",
    import_heading: "読み込み（競プロの入力形式）",
    import_help: "n、続いて頂点 1..n ごとに 1 行: 遷移の数と遷移先。1 行目が \"n m\" の形や、最後の頂点の後のスタートも読めます。",
    import_button: "読み込む",
    import_label: "競プロの入力",
    export_label: "このグラフを競プロの入力形式で",
    editor_heading: "グラフを編集",
    editor_help: "頂点をクリックし、続けて別の頂点をクリックすると矢印を追加（あれば削除）します。下のフォームも使えます。編集しても頂点の位置は変わりません。「始点」で選んだ頂点は矢印ボタンで動かせます。編集したグラフで新しいゲームが始まります。",
    add_vertex: "頂点を追加",
    vertex_name: "名前",
    add_arrow: "矢印を追加",
    remove_arrow: "矢印を削除",
    from_label: "始点",
    to_label: "終点",
    delete_vertex: "頂点を削除",
    move_vertex: "図の上で動かす",
    move_directions: ["左へ動かす", "上へ動かす", "下へ動かす", "右へ動かす"],
    set_start: "スタートにする",
    undo_edit: "編集を元に戻す",
    editor_selected: |v| format!("{v} を選択中: 別の頂点をクリックすると、{v} からの矢印を追加します。"),
    editor_error_exists: |name| format!("「{name}」は新しい頂点の名前になりません。"),
};

fn short(text: &str) -> String {
    let cut: String = text.chars().take(30).collect();
    if cut.len() < text.len() { cut + "…" } else { cut }
}

/// The game graph's table in `lang`.
pub fn graph_text(lang: Lang) -> &'static GraphText {
    lang.pick(&EN, &JA)
}

impl GameText for GameGraph {
    fn describe_move(lang: Lang, mv: &GraphMove) -> String {
        (graph_text(lang).moved)(&mv.from, &mv.to)
    }

    fn reason(lang: Lang, reason: &GraphReason) -> String {
        let t = graph_text(lang);
        match reason {
            GraphReason::Win { remoteness } => (t.reason_win)(*remoteness),
            GraphReason::Prolong { remoteness } => (t.reason_prolong)(*remoteness),
            GraphReason::KeepDraw => t.reason_draw.to_owned(),
        }
    }

    fn move_error(lang: Lang, error: &GraphMoveError) -> String {
        (graph_text(lang).move_error)(error)
    }
}
