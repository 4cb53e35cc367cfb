//! Green Hackenbush's texts in English and Japanese, and its [`GameText`]: one table per
//! language of one struct (see `ui::i18n`), so a text missing in one language does not compile.
//!
//! The games layer hands over values (a reason, a trace step, an import answer, an error with
//! its numbers); every sentence the page shows about them is made here.

use crate::engine::Nimber;
use crate::games::hackenbush::colon::{TRACE_MAX_EDGES, TraceNote, TraceTooLarge};
use crate::games::hackenbush::editor::EditorMessage;
use crate::games::hackenbush::layout::LayoutError;
use crate::games::hackenbush::notation::{ContestError, ImportAnswer, ImportError, ImportFormat, NotATree};
use crate::games::hackenbush::{
    Hackenbush, HackenbushError, HackenbushMove, HackenbushReason, MAX_BOARD_EDGES, MAX_EDGES, MAX_INPUT_LEN,
    MAX_VERTEX, ParseHackenbushError,
};
use crate::games::sentence;
use crate::ui::i18n::{Lang, plural};
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, GameWords};

/// Green Hackenbush's name and summary (the header, the home page, a sum's components).
pub const NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Green Hackenbush",
        summary: "Cut one edge of a drawing; whatever no longer touches the ground falls away; whoever cuts the last edge wins.",
    },
    ja: GameWords {
        name: "Green Hackenbush",
        summary: "図形の辺を 1 本切ります。地面とつながらなくなった部分は落ちます。最後の辺を切った人の勝ちです。",
    },
};

/// Every text of the Hackenbush page, board, editor and steppers.
pub struct HackenbushText {
    pub title: &'static str,
    pub rules: &'static str,
    /// The status line's clauses (see `kit::chrome::StatusWords`).
    pub how_to_move: &'static str,
    pub winning_move: &'static str,
    pub no_edges: &'static str,
    /// Names the game's positions in the kit's message about a bad address.
    pub position_noun: &'static str,
    /// Why an address's position is not shown, as the cause inside the kit's "the address did
    /// not hold …" sentence (which says that the default is shown).
    pub too_large_for_board: fn(edges: usize) -> String,
    pub layout_ignored: fn(&LayoutError) -> String,
    /// Why the set-up box refused a position (the kit adds "Not changed").
    pub setup_too_large: fn(edges: usize) -> String,
    pub selected_live: fn(edge: &str) -> String,
    pub selected_shown: fn(edge: &str) -> String,
    pub board_area_label: &'static str,
    pub total_name: &'static str,
    pub labels_note: &'static str,
    pub no_winning_cut: &'static str,
    pub hint_search_stopped: &'static str,
    pub winning_cuts_intro: &'static str,
    pub winning_cut: fn(mv: &HackenbushMove) -> String,
    pub hint_incomplete: &'static str,
    /// Under a hint that lists only the first `listed` of `found` winning cuts.
    pub hint_more: fn(listed: usize, found: usize) -> String,
    // The editor panel and the set-up box.
    pub draw_your_own: &'static str,
    pub edit_start: &'static str,
    pub edit_blank: &'static str,
    pub edges_label: &'static str,
    pub setup_help: fn() -> String,
    pub preset_stalks: &'static str,
    pub preset_seed: &'static str,
    pub preset_random_tree: &'static str,
    pub preset_cycle: &'static str,
    pub preset_random_graph: &'static str,
    // The import and export box.
    pub import_heading: &'static str,
    pub import_label: &'static str,
    pub who_wins: &'static str,
    pub analysing: &'static str,
    pub import_answer: fn(&ImportAnswer) -> String,
    pub analysed_in: fn(millis: &str) -> String,
    pub play_import: &'static str,
    pub import_empty: &'static str,
    pub import_too_large: fn() -> String,
    pub import_failed: fn(&ImportError) -> String,
    pub import_not_started: &'static str,
    pub export: &'static str,
    pub not_a_tree: fn(&NotATree) -> String,
    // The keyboard help.
    pub keys_choose: &'static str,
    pub keys_choose_edge: &'static str,
    pub keys_cut: &'static str,
    pub keys_cut_edge: &'static str,
    pub keys_editor_undo: &'static str,
    // The board and the steppers' pictures.
    pub edge_title: fn(edge: &str) -> String,
    pub board_label: fn(edges: usize) -> String,
    pub ground_label: fn(total: Nimber) -> String,
    pub picture_label: fn(edges: usize) -> String,
    // The steppers.
    pub fusion_title: &'static str,
    pub colon_title: &'static str,
    pub stepper_label: fn(title: &str) -> String,
    pub step_count: fn(step: usize, of: usize) -> String,
    pub trace_note: fn(&TraceNote) -> String,
    pub trace_too_large: fn(&TraceTooLarge) -> String,
    // The editor.
    pub tool_draw: &'static str,
    pub tool_move: &'static str,
    pub tool_delete: &'static str,
    pub editor_undo: &'static str,
    pub editor_undo_title: &'static str,
    pub editor_play: &'static str,
    pub editor_tools_label: &'static str,
    pub help_draw: &'static str,
    pub help_move: &'static str,
    pub help_delete: &'static str,
    /// The vertex the keyboard chose: 0 is the ground.
    pub joining_from: fn(vertex: u32) -> String,
    pub vertex_selected: fn(vertex: u32) -> String,
    pub editor_label: fn(edges: usize) -> String,
    /// "3 edges: " before the position; an empty drawing says `editor_empty` instead.
    pub editor_edges: fn(edges: usize) -> String,
    pub editor_empty: &'static str,
    pub editor_message: fn(&EditorMessage) -> String,
    // The game's words for the kit.
    pub cut: fn(mv: &HackenbushMove) -> String,
    /// Why the computer cut what it cut; the kit's line names the cut before it.
    pub reason: fn(&HackenbushReason) -> String,
    pub parse_error: fn(&ParseHackenbushError) -> String,
    pub move_error: fn(&HackenbushError) -> String,
}

/// "1, 2 and 3".
fn list_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// "1、2、3": vertices.
fn list_ja(items: &[String]) -> String {
    items.join("、")
}

/// "1, 1, 2": lengths, written as the seed's article writes them ("長さ 1, 1, 2 の棒").
fn lengths_ja(items: &[String]) -> String {
    items.join(", ")
}

fn numbers<T: ToString>(items: &[T]) -> Vec<String> {
    items.iter().map(ToString::to_string).collect()
}

fn contest_error_ja(error: &ContestError) -> String {
    match error {
        ContestError::Empty => {
            "木を貼り付けてください。1 行目に頂点数 N、続く N − 1 行に辺「a b」を書きます".into()
        }
        ContestError::TooLong { len } => {
            format!("入力が {len} 文字あります。読み込めるのは {MAX_INPUT_LEN} 文字までです")
        }
        ContestError::BadCount { text } => {
            format!("1 行目には頂点数 N を書いてください（「{text}」になっています）")
        }
        ContestError::TooLarge { vertices } => {
            format!("頂点が {vertices} 個あります。読み込める木は {} 頂点までです", MAX_EDGES + 1)
        }
        ContestError::BadLine { line, text } => {
            format!("{line} 行目は 2 つの頂点番号「a b」にしてください（「{text}」になっています）")
        }
        ContestError::UnknownVertex { line, vertex, vertices } => {
            format!("{line} 行目に頂点 {vertex} がありますが、頂点の番号は 1 から {vertices} までです")
        }
        ContestError::WrongEdgeCount { expected, found } => {
            format!("N 頂点の木の辺は N − 1 = {expected} 本ですが、辺の行が {found} 行あります")
        }
        ContestError::Loop { line, vertex } => {
            format!("{line} 行目は頂点 {vertex} を自分自身と結んでいる（ループ）ので、木ではありません")
        }
        ContestError::Cycle { line, a, b } => format!(
            "{line} 行目: 頂点 {a} と {b} はそれより前の行ですでにつながっている（辺の重複か閉路）ので、木ではありません"
        ),
    }
}

fn parse_error_ja(error: &ParseHackenbushError) -> String {
    match error {
        ParseHackenbushError::Empty => {
            "辺を 1 本以上入力してください（例: 0-1 1-2 1-3、頂点 0 が地面）。辺が 1 本もない局面は ground と書きます"
                .into()
        }
        ParseHackenbushError::TooLong { len } => {
            format!("入力が {len} 文字あります。局面は {MAX_INPUT_LEN} 文字までです")
        }
        ParseHackenbushError::NotAnEdge { token } => format!(
            "「{token}」は辺ではありません。0-1 のように 2 つの頂点番号をハイフンでつないで書いてください（0 が地面）"
        ),
        ParseHackenbushError::VertexTooLarge { token } => {
            format!("「{token}」の頂点番号が {MAX_VERTEX} を超えています。もっと小さい番号を使ってください")
        }
        ParseHackenbushError::TooManyEdges { count } => {
            format!("辺が {count} 本あります。解析できるのは {MAX_EDGES} 本までです")
        }
        ParseHackenbushError::Floating { edge: (u, v) } => {
            format!("辺 {u}-{v} は地面につながっていません。辺をたどって地面（頂点 0）まで行けません")
        }
    }
}

fn move_error_ja(error: &HackenbushError) -> String {
    match error {
        HackenbushError::NoSuchEdge { mv } => format!("盤面に辺 {mv} はありません。"),
        HackenbushError::TooManyEdges => format!("局面の辺は {MAX_EDGES} 本までです。"),
        HackenbushError::Floating { edge: (u, v) } => {
            format!("辺 {u}-{v} は地面につながっていません。辺をたどって地面（頂点 0）まで行けません。")
        }
        HackenbushError::VertexTooLarge { edge: (u, v) } => {
            format!("辺 {u}-{v} の頂点番号が上限の {MAX_VERTEX} を超えています。")
        }
    }
}

fn trace_note_en(note: &TraceNote) -> String {
    match note {
        TraceNote::NoCycle => "This drawing has no cycle: it is already a tree (loops included), so the colon principle applies directly.".into(),
        TraceNote::FusionPrinciple { groups } => format!(
            "The fusion principle: vertices on a cycle can be merged into one vertex, the cycle's edges becoming loops, without changing the value. This drawing has {} to fuse.",
            plural(*groups as u64, "group of cycles", "groups of cycles")
        ),
        TraceNote::Fuse { vertices, into, loops } => format!(
            "Vertices {} lie on cycles: fuse them into vertex {into}. Their {} become{} {}, each worth a stalk of length one: together {} ({loops} mod 2).",
            list_and(&numbers(vertices)),
            plural(*loops as u64, "edge", "edges"),
            if *loops == 1 { "s" } else { "" },
            plural(*loops as u64, "loop", "loops"),
            Nimber(*loops as u64 & 1),
        ),
        TraceNote::ColonPrinciple { after_fusion: true } => "After fusion the drawing is a tree with loops. The colon principle: whatever hangs at one vertex can be swapped for anything of the same value, so work from the top down to the ground, replacing the branches at each vertex by one stalk.".into(),
        TraceNote::ColonPrinciple { after_fusion: false } => "The colon principle: whatever hangs at one vertex can be swapped for anything of the same value. Work from the top down to the ground, replacing the branches at each vertex by one stalk.".into(),
        TraceNote::Combine { at, lengths, loops, value } => {
            let place = if *at == 0 { "On the ground".to_string() } else { format!("At vertex {at}") };
            let loop_note = match loops {
                0 => "",
                1 => " (a loop counts as a stalk of length 1)",
                _ => " (each loop counts as a stalk of length 1)",
            };
            let lengths = numbers(lengths);
            if lengths.len() == 1 {
                format!("{place} there is one stalk, of length {}{loop_note}: nothing to combine.", lengths[0])
            } else {
                format!(
                    "{place} the branches are stalks of lengths {}{loop_note}; {} = {}, so they become one stalk of length {}{}",
                    list_and(&lengths),
                    lengths.join(" ⊕ "),
                    value.value(),
                    value.value(),
                    if value.is_zero() { ": nothing is left above this vertex." } else { "." }
                )
            }
        }
        TraceNote::Verdict { total } if total.is_zero() => format!(
            "The whole drawing is worth a stalk of length 0, the value {total}: whoever moves now loses against best play."
        ),
        TraceNote::Verdict { total } => format!(
            "The whole drawing is worth a stalk of length {}, the value {total}: whoever moves now wins, by moving to a position of value 0.",
            total.value()
        ),
    }
}

fn trace_note_ja(note: &TraceNote) -> String {
    match note {
        TraceNote::NoCycle => {
            "この図には閉路がありません。ループを含めてすでに木なので、そのままコロン原理を使えます。".into()
        }
        TraceNote::FusionPrinciple { groups } => format!(
            "融合原理: 閉路上の頂点を 1 つの頂点にまとめ、閉路の辺をループに変えても、Grundy 数は変わりません。この図には融合する閉路のまとまりが {groups} 個あります。"
        ),
        TraceNote::Fuse { vertices, into, loops } => format!(
            "頂点 {} は閉路上にあるので、頂点 {into} に融合します。これらの {loops} 本の辺は {loops} 個のループになります。ループ 1 個は長さ 1 の棒（*1）と同じなので、*1 を {loops} 個 XOR して {} です（個数が偶数なら *0、奇数なら *1）。",
            list_ja(&numbers(vertices)),
            Nimber(*loops as u64 & 1),
        ),
        TraceNote::ColonPrinciple { after_fusion } => format!(
            "{}コロン原理: 1 つの頂点にぶら下がる部分は、同じ Grundy 数をもつ別の図形に取り替えても全体の値が変わりません。そこで上から地面に向かって、各頂点から伸びる枝を 1 本の棒にまとめていきます。",
            if *after_fusion {
                "融合したので、図はループ付きの木になりました。"
            } else {
                ""
            }
        ),
        TraceNote::Combine { at, lengths, loops, value } => {
            let place = if *at == 0 { "地面".to_string() } else { format!("頂点 {at} ") };
            let loop_note = if *loops > 0 { "（ループは長さ 1 の棒と数えます）" } else { "" };
            let lengths = numbers(lengths);
            if lengths.len() == 1 {
                format!(
                    "{place}から伸びているのは長さ {} の棒 1 本だけ{loop_note}なので、まとめるものはありません。",
                    lengths[0]
                )
            } else if value.is_zero() {
                format!(
                    "{place}から長さ {} の棒が伸びています{loop_note}。{} = 0 なので、長さ 0 の棒に置き換わり、{place}の上には何も残りません。",
                    lengths_ja(&lengths),
                    lengths.join(" ⊕ "),
                )
            } else {
                format!(
                    "{place}から長さ {} の棒が伸びています{loop_note}。{} = {} なので、長さ {} の棒 1 本に置き換えます。",
                    lengths_ja(&lengths),
                    lengths.join(" ⊕ "),
                    value.value(),
                    value.value(),
                )
            }
        }
        TraceNote::Verdict { total } if total.is_zero() => format!(
            "図全体は長さ 0 の棒、つまり Grundy 数 {total} と同じです。いま手番のプレイヤーは、相手が最善を尽くすと負けます（後手必勝）。"
        ),
        TraceNote::Verdict { total } => format!(
            "図全体は長さ {} の棒、つまり Grundy 数 {total} と同じです。いま手番のプレイヤーは、Grundy 数が 0 の局面に移せば勝てます（先手必勝）。",
            total.value()
        ),
    }
}

fn import_answer_en(answer: &ImportAnswer) -> String {
    if answer.edges == 0 {
        let who = match answer.format {
            ImportFormat::Contest => "Alice (the first player) has no move: Bob (the second player) wins",
            ImportFormat::Edges => "the first player has no move: the second player wins",
        };
        return format!("No edges at all, so {who} (value *0).");
    }
    let who = match (answer.format, answer.first_player_wins()) {
        (ImportFormat::Contest, true) => "Alice (the first player) wins",
        (ImportFormat::Contest, false) => "Bob (the second player) wins",
        (ImportFormat::Edges, true) => "The first player wins",
        (ImportFormat::Edges, false) => "The second player wins",
    };
    let mv = match (&answer.winning_move, answer.search_complete) {
        (Some(mv), _) => match answer.format {
            ImportFormat::Contest => format!(": cut the edge \"{mv}\" first"),
            ImportFormat::Edges => format!(": cut the edge {mv} first"),
        },
        (None, true) => ": every first move loses against best play".to_string(),
        (None, false) => {
            ": a winning first move exists, but the search for it stopped at its work limit".to_string()
        }
    };
    format!("{who}{mv} (value *{}, {}).", answer.grundy, plural(answer.edges as u64, "edge", "edges"))
}

fn import_answer_ja(answer: &ImportAnswer) -> String {
    let (first, second) = match answer.format {
        ImportFormat::Contest => ("Alice（先手）", "Bob（後手）"),
        ImportFormat::Edges => ("先手", "後手"),
    };
    if answer.edges == 0 {
        return format!("辺が 1 本もないので、{first}は動けず、{second}の勝ちです（Grundy 数 *0）。");
    }
    let value = format!("（Grundy 数 *{}、辺 {} 本）", answer.grundy, answer.edges);
    if !answer.first_player_wins() {
        return format!(
            "{second}の勝ちです{value}。{first}が最初にどの辺を切っても、{second}が最善を尽くせば{first}が負けます。"
        );
    }
    match (&answer.winning_move, answer.format) {
        (Some(mv), ImportFormat::Contest) => {
            format!("{first}の勝ちです{value}。最初に辺「{mv}」を切れば勝てます。")
        }
        (Some(mv), ImportFormat::Edges) => {
            format!("{first}の勝ちです{value}。最初に辺 {mv} を切れば勝てます。")
        }
        (None, _) => format!(
            "{first}の勝ちです{value}。勝てる最初の一手はありますが、探索が作業量の上限に達して見つける前に打ち切られました。"
        ),
    }
}

fn editor_vertex_en(vertex: u32) -> String {
    if vertex == 0 { "the ground".into() } else { format!("vertex {vertex}") }
}

fn editor_vertex_ja(vertex: u32) -> String {
    if vertex == 0 { "地面".into() } else { format!("頂点 {vertex} ") }
}

pub static EN: HackenbushText = HackenbushText {
    title: "Green Hackenbush",
    rules: "Cut one green edge per move. Whatever no longer touches the ground falls away. Whoever cuts the last edge wins.",
    how_to_move: "click or tap an edge to cut it (or Tab to the board, arrows to choose, Enter to cut)",
    winning_move: "cutting the last edge",
    no_edges: "there are no edges",
    position_noun: "a Hackenbush position",
    too_large_for_board: |edges| {
        format!(
            "it has {edges} edges, more than the {MAX_BOARD_EDGES} the board draws; paste it into \"Import\" to have it analysed"
        )
    },
    layout_ignored: |error| {
        format!(
            "The drawing's layout in the address was ignored ({error}); it is laid out from the ground up instead."
        )
    },
    setup_too_large: |edges| {
        format!("{edges} edges is more than the board's {MAX_BOARD_EDGES}; use Import to analyse it")
    },
    selected_live: |edge| {
        format!("Edge {edge} selected (its two ends, in the notation's vertex numbers): Enter cuts it.")
    },
    selected_shown: |edge| format!("Selected: the highlighted edge, {edge} in the notation (Enter cuts it)"),
    board_area_label: "Hackenbush board. Arrow keys choose an edge, Enter cuts it.",
    total_name: "by the colon principle",
    labels_note: "Each vertex is labelled with the value of what hangs above it: the length of a single stalk worth the same. Vertices on a cycle fuse, so they share a label.",
    no_winning_cut: "No winning move: the value is 0, so every cut loses against best play. Cut something small and hope for a mistake.",
    hint_search_stopped: "A winning cut exists (the value is not 0), but it lies on a cycle of this large drawing and the hint's search stopped before finding it.",
    winning_cuts_intro: "Winning cuts (each leaves a value of 0), highlighted on the board:",
    winning_cut: |mv| format!("Cut {mv}"),
    hint_incomplete: "There may be more on cycles: the hint's search stopped early on this large drawing.",
    hint_more: |listed, found| {
        format!("These are the first {listed} of the {found} winning cuts found; the board marks them all.")
    },
    draw_your_own: "Draw your own",
    edit_start: "Edit the starting position",
    edit_blank: "Start from bare ground",
    edges_label: "Edges",
    setup_help: || {
        format!(
            "Edges u-v separated by spaces, vertex 0 the ground, e.g. 0-1 1-2 1-3; loops (2-2) and repeated edges allowed; up to {MAX_BOARD_EDGES} edges on the board."
        )
    },
    preset_stalks: "Stalks 1, 2, 3",
    preset_seed: "The seed's tree",
    preset_random_tree: "Random tree",
    preset_cycle: "A cycle",
    preset_random_graph: "Random graph",
    import_heading: "Import (contest format or edges)",
    import_label: "Paste a tree in the contest format (a line N, then N − 1 lines \"a b\", vertex 1 on the ground) or edges u-v:",
    who_wins: "Who wins?",
    analysing: "Analysing…",
    import_answer: import_answer_en,
    analysed_in: |millis| format!("Analysed in {millis} ms."),
    play_import: "Play it on the board",
    import_empty: "No edges: nothing to draw or play.",
    import_too_large: || format!("Too large to draw (the board holds {MAX_BOARD_EDGES} edges)."),
    import_failed: |error| format!("Could not read that: {error}."),
    import_not_started: "Could not start the analysis in this browser.",
    export: "Show the board in contest format",
    not_a_tree: |error| sentence(&error.to_string()),
    keys_choose: "← → (or ↑ ↓)",
    keys_choose_edge: "choose an edge (click the board first, or Tab to it)",
    keys_cut: "Enter or Space",
    keys_cut_edge: "cut it",
    keys_editor_undo: "undo in the editor",
    edge_title: |edge| format!("edge {edge}"),
    board_label: |edges| format!("Hackenbush board with {}", plural(edges as u64, "edge", "edges")),
    ground_label: |total| format!("ground: total {total}"),
    picture_label: |edges| format!("drawing with {}", plural(edges as u64, "edge", "edges")),
    fusion_title: "Fusion, step by step",
    colon_title: "The colon principle, step by step",
    stepper_label: |title| format!("{title}: arrow keys step forward and back"),
    step_count: |step, of| format!("step {step} of {of}"),
    trace_note: trace_note_en,
    trace_too_large: |error| sentence(&error.to_string()),
    tool_draw: "✎ Draw",
    tool_move: "✥ Move",
    tool_delete: "✂ Delete",
    editor_undo: "↶ Undo",
    editor_undo_title: "Undo (Ctrl+Z)",
    editor_play: "Play this drawing",
    editor_tools_label: "Editor tools",
    help_draw: "Drag from a vertex or from the ground line: to empty space for a new vertex, to another vertex to join them, away and back to the same vertex for a loop.",
    help_move: "Drag a vertex to move it.",
    help_delete: "Click or tap an edge to delete it (whatever then no longer reaches the ground goes too).",
    joining_from: |vertex| {
        format!(
            "Joining from {}: choose the other end and press J (Escape cancels).",
            editor_vertex_en(vertex)
        )
    },
    vertex_selected: |vertex| sentence(&format!("{} selected", editor_vertex_en(vertex))),
    editor_label: |edges| {
        format!(
            "Editor with {} (at most {MAX_BOARD_EDGES}). Left and right arrows choose a vertex, Enter grows an edge from it, J joins two vertices, X deletes its newest edge, Shift with arrows moves it.",
            plural(edges as u64, "edge", "edges")
        )
    },
    editor_edges: |edges| format!("{}: ", plural(edges as u64, "edge", "edges")),
    editor_empty: "No edges yet: draw from the ground line to begin.",
    editor_message: |message| match message {
        EditorMessage::BoardFull => format!("The board holds at most {MAX_BOARD_EDGES} edges."),
        EditorMessage::BadStart => {
            "Start an edge at a vertex or on the ground, and end it anywhere above the ground.".into()
        }
        EditorMessage::Refused(error) => sentence(&error.to_string()),
        EditorMessage::NoSuchEdge => "That edge is no longer there.".into(),
        EditorMessage::NothingToUndo => "Nothing to undo in the editor.".into(),
    },
    cut: |mv| format!("cut {mv}"),
    reason: |reason| match reason {
        HackenbushReason::ToZero { total, removed, left } => format!(
            "the total was {total}; this cut removes {} and leaves {left}, so every reply loses",
            plural(*removed as u64, "edge", "edges")
        ),
        HackenbushReason::SmallestValue { left } => format!(
            "the total was *0, so every move loses against best play; this cut leaves the smallest value, {left}"
        ),
        HackenbushReason::SearchStopped { total, left } => format!(
            "the total was {total}, but no winning cut was found within the search limit; this cut leaves {left}"
        ),
    },
    parse_error: |error| error.to_string(),
    move_error: |error| sentence(&error.to_string()),
};

pub static JA: HackenbushText = HackenbushText {
    title: "Green Hackenbush",
    rules: "Green Hackenbush（グリーン・ハッケンブッシュ）では、手番で緑の辺を 1 本切ります。地面とつながらなくなった部分はすべて落ちます。最後の辺を切った人の勝ちです。",
    how_to_move: "切りたい辺をクリックかタップしてください（キーボードなら Tab で盤面へ移り、矢印キーで選んで Enter）",
    winning_move: "最後の辺を切って",
    no_edges: "辺が 1 本もない",
    position_noun: "ハッケンブッシュの局面",
    too_large_for_board: |edges| {
        format!(
            "辺が {edges} 本あり、盤面に描ける {MAX_BOARD_EDGES} 本を超えています。解析するには「インポート」に貼り付けてください"
        )
    },
    layout_ignored: |error| {
        let LayoutError { part } = error;
        format!(
            "アドレスの図の配置は読み取れなかったので無視し（「{part}」は頂点の位置ではありません。v:x:y か、地面に着く足なら gv.k:x と書きます）、地面から順に並べ直しました。"
        )
    },
    setup_too_large: |edges| {
        format!(
            "辺が {edges} 本あり、盤面に置ける {MAX_BOARD_EDGES} 本を超えています。解析には「インポート」を使ってください"
        )
    },
    selected_live: |edge| format!("辺 {edge} を選択中: Enter で切ります。"),
    selected_shown: |edge| format!("選択中: 強調表示の辺、表記では {edge}（Enter で切ります）"),
    board_area_label: "Hackenbush の盤面。矢印キーで辺を選び、Enter で切ります。",
    total_name: "コロン原理で計算",
    labels_note: "各頂点の数は、その頂点より上にぶら下がっている部分の Grundy 数、つまり同じ値をもつ 1 本の棒の長さです。閉路上の頂点は融合して 1 つになるので、同じ数になります。",
    no_winning_cut: "勝てる手はありません。Grundy 数が 0 なので、相手が最善を尽くすとどの辺を切っても負けます。小さく切って相手のミスを待ちましょう。",
    hint_search_stopped: "Grundy 数が 0 ではないので勝てる切り方はありますが、この大きな図では閉路上にあり、ヒントの探索は見つける前に打ち切られました。",
    winning_cuts_intro: "勝てる切り方（どれも Grundy 数を 0 にします。盤面で強調しています）:",
    winning_cut: |mv| format!("{mv} を切る"),
    hint_incomplete: "閉路上にはほかにもあるかもしれません。この大きな図では、ヒントの探索を途中で打ち切りました。",
    hint_more: |listed, found| {
        format!(
            "見つかった勝てる切り方 {found} 通りのうち、最初の {listed} 通りを挙げました。盤面ではすべて強調しています。"
        )
    },
    draw_your_own: "自分で図を描く",
    edit_start: "初期局面を編集する",
    edit_blank: "地面だけから描く",
    edges_label: "辺",
    setup_help: || {
        format!(
            "辺 u-v を空白で区切って書きます（頂点 0 が地面。例: 0-1 1-2 1-3）。ループ（2-2）や同じ 2 頂点を結ぶ複数の辺も書けます。盤面に置けるのは {MAX_BOARD_EDGES} 本までです。"
        )
    },
    preset_stalks: "長さ 1, 2, 3 の棒",
    preset_seed: "解説記事の木",
    preset_random_tree: "ランダムな木",
    preset_cycle: "閉路のある図",
    preset_random_graph: "ランダムなグラフ",
    import_heading: "インポート（コンテスト形式または辺の列）",
    import_label: "コンテスト形式の木（1 行目に頂点数 N、続く N − 1 行に辺「a b」。頂点 1 が地面）か、辺 u-v の列を貼り付けてください:",
    who_wins: "どちらが勝つ？",
    analysing: "解析中…",
    import_answer: import_answer_ja,
    analysed_in: |millis| format!("解析時間 {millis} ms"),
    play_import: "この局面で対戦する",
    import_empty: "辺がないので、描くものも対戦するものもありません。",
    import_too_large: || format!("大きすぎて描けません（盤面に置けるのは {MAX_BOARD_EDGES} 本までです）。"),
    import_failed: |error| match error {
        ImportError::Contest(error) => {
            format!("読み取れませんでした（コンテスト形式: {}）。", contest_error_ja(error))
        }
        ImportError::Edges(error) => format!("読み取れませんでした（{}）。", parse_error_ja(error)),
    },
    import_not_started: "このブラウザでは解析を始められませんでした。",
    export: "盤面をコンテスト形式で表示",
    not_a_tree: |error| match error {
        NotATree::Loop => "コンテスト形式で書けるのは木だけですが、この局面にはループがあります。".into(),
        NotATree::Cycle => {
            "コンテスト形式で書けるのは木だけですが、この局面には閉路か多重辺があります。".into()
        }
    },
    keys_choose: "← →（または ↑ ↓）",
    keys_choose_edge: "辺を選ぶ（先に盤面をクリックするか、Tab で移動）",
    keys_cut: "Enter または Space",
    keys_cut_edge: "選んだ辺を切る",
    keys_editor_undo: "エディタで一つ前に戻す",
    edge_title: |edge| format!("辺 {edge}"),
    board_label: |edges| format!("Hackenbush の盤面（辺 {edges} 本）"),
    ground_label: |total| format!("地面: 合計 {total}"),
    picture_label: |edges| format!("図（辺 {edges} 本）"),
    fusion_title: "融合原理を一歩ずつ",
    colon_title: "コロン原理を一歩ずつ",
    stepper_label: |title| format!("{title}（矢印キーで前後に進みます）"),
    step_count: |step, of| format!("{step} / {of}"),
    trace_note: trace_note_ja,
    trace_too_large: |error| {
        format!(
            "この図は辺が {} 本あり、一歩ずつ追うには多すぎます（{TRACE_MAX_EDGES} 本まで）。頂点の数はすべて表示しています。",
            error.edges
        )
    },
    tool_draw: "✎ 描く",
    tool_move: "✥ 動かす",
    tool_delete: "✂ 消す",
    editor_undo: "↶ 元に戻す",
    editor_undo_title: "元に戻す (Ctrl+Z)",
    editor_play: "この図で対戦する",
    editor_tools_label: "編集ツール",
    help_draw: "頂点か地面の線からドラッグします。何もない所で離すと新しい頂点、別の頂点で離すと 2 頂点を結ぶ辺、いったん離れて同じ頂点に戻るとループになります。",
    help_move: "頂点をドラッグして動かします。",
    help_delete: "辺をクリックかタップすると消えます（そのせいで地面に届かなくなった部分も一緒に消えます）。",
    joining_from: |vertex| {
        format!(
            "{}から辺を結びます。もう一方の端を選んで J を押してください（Esc で取り消し）。",
            editor_vertex_ja(vertex)
        )
    },
    vertex_selected: |vertex| format!("{}を選択中。", editor_vertex_ja(vertex)),
    editor_label: |edges| {
        format!(
            "図のエディタ（辺 {edges} 本、{MAX_BOARD_EDGES} 本まで）。左右の矢印キーで頂点を選び、Enter でその頂点から辺を伸ばし、J で 2 つの頂点を結び、X でその頂点のいちばん新しい辺を消し、Shift と矢印キーで頂点を動かします。"
        )
    },
    editor_edges: |edges| format!("辺 {edges} 本: "),
    editor_empty: "辺はまだありません。地面の線からドラッグして描き始めてください。",
    editor_message: |message| match message {
        EditorMessage::BoardFull => format!("盤面に置ける辺は {MAX_BOARD_EDGES} 本までです。"),
        EditorMessage::BadStart => "辺は頂点か地面から描き始め、地面より上のどこかで離してください。".into(),
        EditorMessage::Refused(error) => move_error_ja(error),
        EditorMessage::NoSuchEdge => "その辺はもうありません。".into(),
        EditorMessage::NothingToUndo => "エディタで戻せる操作がありません。".into(),
    },
    cut: |mv| format!("{mv} を切りました"),
    reason: |reason| match reason {
        HackenbushReason::ToZero { total, removed, left } => format!(
            "切る前の Grundy 数は {total} でした。この辺を切ると辺が {removed} 本消えて {left} になるので、相手はどう応じても負けます"
        ),
        HackenbushReason::SmallestValue { left } => format!(
            "Grundy 数が *0 なので、相手が最善を尽くすとどの辺を切っても負けです。その中で、残る値がいちばん小さい {left} になる辺を選びました"
        ),
        HackenbushReason::SearchStopped { total, left } => format!(
            "Grundy 数は {total} ですが、探索の上限までに勝てる切り方が見つからなかったので、{left} が残る辺を切りました"
        ),
    },
    parse_error: parse_error_ja,
    move_error: move_error_ja,
};

/// Hackenbush's table in `lang`.
pub fn hackenbush_text(lang: Lang) -> &'static HackenbushText {
    lang.pick(&EN, &JA)
}

impl GameText for Hackenbush {
    fn describe_move(lang: Lang, mv: &HackenbushMove) -> String {
        (hackenbush_text(lang).cut)(mv)
    }

    fn reason(lang: Lang, reason: &HackenbushReason) -> String {
        (hackenbush_text(lang).reason)(reason)
    }

    fn move_error(lang: Lang, error: &HackenbushError) -> String {
        (hackenbush_text(lang).move_error)(error)
    }
}
