//! Green Hackenbush's words are `content/<lang>/hackenbush.ftl` (the module
//! [`crate::content::hackenbush`]); here the games layer's values (a reason, a trace step, an
//! import answer, an error with its numbers) become their arguments.

use std::fmt::Display;

use crate::content::hackenbush::Words;
use crate::engine::Nimber;
use crate::games::hackenbush::colon::{TRACE_MAX_EDGES, TraceNote, TraceTooLarge};
use crate::games::hackenbush::editor::EditorMessage;
use crate::games::hackenbush::layout::LayoutError;
use crate::games::hackenbush::notation::{ContestError, ImportAnswer, ImportError, ImportFormat, NotATree};
use crate::games::hackenbush::{
    Hackenbush, HackenbushError, HackenbushMove, HackenbushReason, MAX_BOARD_EDGES, MAX_EDGES, MAX_INPUT_LEN,
    MAX_VERTEX, ParseHackenbushError,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, game_names};

/// Green Hackenbush's name and summary (the header, the home page, a sum's components).
pub const NAMES: GameNames = game_names!(Words);

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_BOARD_EDGES)
}

/// Why an address's position is not shown, as the cause inside the kit's "the address did not
/// hold …" sentence (which says that the default is shown).
pub fn too_large_for_board(t: Words, edges: usize) -> String {
    t.too_large_for_board(edges, MAX_BOARD_EDGES)
}

/// Why the set-up box refused a position (the kit adds "Not changed").
pub fn setup_too_large(t: Words, edges: usize) -> String {
    t.setup_too_large(edges, MAX_BOARD_EDGES)
}

pub fn layout_ignored(t: Words, error: &LayoutError) -> String {
    t.layout_ignored(&error.part)
}

pub fn import_too_large(t: Words) -> String {
    t.import_too_large(MAX_BOARD_EDGES)
}

pub fn editor_label(t: Words, edges: usize) -> String {
    t.editor_label(edges, MAX_BOARD_EDGES)
}

pub fn trace_too_large(t: Words, error: &TraceTooLarge) -> String {
    t.trace_too_large(error.edges, TRACE_MAX_EDGES)
}

fn format_word(format: ImportFormat) -> &'static str {
    match format {
        ImportFormat::Contest => "contest",
        ImportFormat::Edges => "edges",
    }
}

/// Who wins an imported position, and how.
pub fn import_answer(t: Words, answer: &ImportAnswer) -> String {
    // A position without a winning move is won by the second player, and its search is complete.
    let outcome = if answer.edges == 0 {
        "empty"
    } else if !answer.first_player_wins() {
        "second"
    } else if answer.winning_move.is_some() {
        "move"
    } else {
        "stopped"
    };
    t.import_answer(
        answer.edges,
        answer.winning_move.as_deref().unwrap_or(""),
        format_word(answer.format),
        answer.grundy,
        outcome,
    )
}

/// Why an import could not be read (also a contest problem's input about a tree).
#[inline(always)]
pub fn import_failed(t: Words, error: &ImportError) -> String {
    match error {
        ImportError::Contest(error) => t.import_failed(contest_error(t, error), "contest"),
        ImportError::Edges(error) => t.import_failed(parse_error(t, error), "edges"),
    }
}

pub fn not_a_tree(t: Words, error: &NotATree) -> String {
    t.not_a_tree(match error {
        NotATree::Loop => "loop",
        NotATree::Cycle => "cycle",
    })
}

#[inline(always)]
fn contest_error(t: Words, error: &ContestError) -> String {
    match error {
        ContestError::Empty => t.contest_error_empty().to_owned(),
        ContestError::TooLong { len } => t.contest_error_too_long(len, MAX_INPUT_LEN),
        ContestError::BadCount { text } => t.contest_error_bad_count(text),
        ContestError::TooLarge { vertices } => t.contest_error_too_large(MAX_EDGES + 1, vertices),
        ContestError::BadLine { line, text } => t.contest_error_bad_line(line, text),
        ContestError::UnknownVertex { line, vertex, vertices } => {
            t.contest_error_unknown_vertex(line, vertex, vertices)
        }
        ContestError::WrongEdgeCount { expected, found } => {
            t.contest_error_wrong_edge_count(*expected, *found)
        }
        ContestError::Loop { line, vertex } => t.contest_error_loop(line, vertex),
        ContestError::Cycle { line, a, b } => t.contest_error_cycle(a, b, line),
    }
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseHackenbushError) -> String {
    match error {
        ParseHackenbushError::Empty => t.error_empty().to_owned(),
        ParseHackenbushError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
        ParseHackenbushError::NotAnEdge { token } => t.error_not_an_edge(token),
        ParseHackenbushError::VertexTooLarge { token } => t.error_vertex_too_large(MAX_VERTEX, token),
        ParseHackenbushError::TooManyEdges { count } => t.error_too_many_edges(count, MAX_EDGES),
        ParseHackenbushError::Floating { edge: (u, v) } => t.error_floating(u, v),
    }
}

pub fn move_error(t: Words, error: &HackenbushError) -> String {
    match error {
        HackenbushError::NoSuchEdge { mv } => t.move_error_no_such_edge(mv),
        HackenbushError::TooManyEdges => t.move_error_too_many_edges(MAX_EDGES),
        HackenbushError::Floating { edge: (u, v) } => t.move_error_floating(u, v),
        HackenbushError::VertexTooLarge { edge: (u, v) } => t.move_error_vertex_too_large(MAX_VERTEX, u, v),
    }
}

pub fn editor_message(t: Words, message: &EditorMessage) -> String {
    match message {
        EditorMessage::BoardFull => t.editor_board_full(MAX_BOARD_EDGES),
        EditorMessage::BadStart => t.editor_bad_start().to_owned(),
        EditorMessage::Refused(error) => move_error(t, error),
        EditorMessage::NoSuchEdge => t.editor_no_such_edge().to_owned(),
        EditorMessage::NothingToUndo => t.editor_nothing_to_undo().to_owned(),
    }
}

pub fn reason(t: Words, reason: &HackenbushReason) -> String {
    match *reason {
        HackenbushReason::ToZero { total, removed, left } => t.reason_to_zero(left, removed, total),
        HackenbushReason::SmallestValue { left } => t.reason_smallest_value(left),
        HackenbushReason::SearchStopped { total, left } => t.reason_search_stopped(left, total),
    }
}

/// `items` joined by `separator`, the last two by `last` ("1, 2 and 3").
fn join(items: &[impl Display], separator: &str, last: &str) -> String {
    let mut text = String::new();
    for (index, item) in items.iter().enumerate() {
        if index > 0 {
            text.push_str(if index + 1 == items.len() { last } else { separator });
        }
        text.push_str(&item.to_string());
    }
    text
}

/// What a stepper's step did.
pub fn trace_note(t: Words, note: &TraceNote) -> String {
    match note {
        TraceNote::NoCycle => t.trace_no_cycle().to_owned(),
        TraceNote::FusionPrinciple { groups } => t.trace_fusion_principle(*groups),
        TraceNote::Fuse { vertices, into, loops } => t.trace_fuse(
            into,
            *loops,
            Nimber(*loops as u64 & 1),
            join(vertices, t.list_separator(), t.list_last_separator()),
        ),
        TraceNote::ColonPrinciple { after_fusion: true } => t.trace_colon_after_fusion().to_owned(),
        TraceNote::ColonPrinciple { after_fusion: false } => t.trace_colon_principle().to_owned(),
        TraceNote::Combine { at, lengths, loops, value } => {
            // The XOR is notation, the same in every language.
            let xor = lengths.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ⊕ ");
            t.trace_combine(
                *at,
                lengths.len(),
                join(lengths, t.length_separator(), t.length_last_separator()),
                *loops,
                value.value(),
                xor,
            )
        }
        TraceNote::Verdict { total } => t.trace_verdict(total.value(), total),
    }
}

/// Under a hint: how many of the winning cuts found it lists (when not all), and whether the
/// search stopped before finding them all.
pub fn hint_note(t: Words, listed: usize, found: usize, stopped: bool) -> Option<String> {
    match (found > listed, stopped) {
        (true, true) => Some(t.hint_more_incomplete(found, listed)),
        (true, false) => Some(t.hint_more(found, listed)),
        (false, true) => Some(t.hint_incomplete().to_owned()),
        (false, false) => None,
    }
}

impl GameText for Hackenbush {
    fn describe_move(lang: Lang, mv: &HackenbushMove) -> String {
        Words(lang).cut(mv)
    }

    fn reason(lang: Lang, reason: &HackenbushReason) -> String {
        self::reason(Words(lang), reason)
    }

    fn move_error(lang: Lang, error: &HackenbushError) -> String {
        self::move_error(Words(lang), error)
    }
}
