//! The game graph's words are `content/<lang>/graph.ftl` (the module
//! [`crate::content::graph`]); here the games layer's values become their arguments, and the
//! page's [`GameText`].

use super::page::{MAX_PAGE_ARROWS, MAX_PAGE_VERTICES};
use crate::content::graph::Words;
use crate::games::graph::analysis::Status;
use crate::games::graph::{
    Expected, GameGraph, GraphMove, GraphMoveError, GraphReason, MAX_ARROWS, MAX_INPUT_LEN, MAX_NAME_LEN,
    MAX_TOKENS, MAX_VERTICES, ParseGraphError,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, game_names};

/// The game graph's name and summary (the header, the home page, a sum's components).
pub const NAMES: GameNames = game_names!(Words);

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_NAME_LEN)
}

/// A graph larger than the page plays.
pub fn too_large(t: Words, vertices: usize, arrows: usize) -> String {
    t.too_large(arrows, MAX_PAGE_ARROWS, MAX_PAGE_VERTICES, vertices)
}

/// A vertex's status for the player to move, as the labels write it.
pub fn status_word(t: Words, status: Status) -> &'static str {
    match status {
        Status::Won => t.won(),
        Status::Lost => t.lost(),
        Status::Draw => t.draw(),
    }
}

/// A name or token as the games layer's errors show it: its first 30 characters, and … if cut.
fn short(text: &str) -> String {
    let cut: String = text.chars().take(30).collect();
    if cut.len() < text.len() { cut + "…" } else { cut }
}

/// The word `$what` chooses by, from what the contest reader expected (its English phrase).
fn expected_word(what: Expected) -> &'static str {
    match what {
        Expected::Vertices => "vertices",
        Expected::Moves => "moves",
        Expected::VertexMoves => "vertex-moves",
        Expected::Target => "target",
    }
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseGraphError) -> String {
    match error {
        ParseGraphError::Empty => t.error_empty().to_owned(),
        ParseGraphError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
        ParseGraphError::BadName { token } => t.error_bad_name(short(token)),
        ParseGraphError::NameTooLong { name } => t.error_name_too_long(MAX_NAME_LEN, short(name)),
        ParseGraphError::MissingHead { token } => t.error_missing_head(short(token)),
        ParseGraphError::TooManyVertices { count } => t.error_too_many_vertices(count, MAX_VERTICES),
        ParseGraphError::TooManyArrows { count } => t.error_too_many_arrows(count, MAX_ARROWS),
        ParseGraphError::UnknownStart { name } => t.error_unknown_start(short(name)),
        ParseGraphError::StartTwice => t.error_start_twice().to_owned(),
        ParseGraphError::TooManyTokens { count } => t.error_too_many_tokens(count, MAX_TOKENS),
        ParseGraphError::ContestShort { index, what } => t.error_contest_short(index, expected_word(*what)),
        ParseGraphError::ContestTarget { vertex, target, n } => t.error_contest_target(n, target, vertex),
        ParseGraphError::ContestTrailing { count } => t.error_contest_trailing(count),
        ParseGraphError::ContestMoves { declared, found } => t.error_contest_moves(declared, found),
    }
}

pub fn move_error(t: Words, error: &GraphMoveError) -> String {
    match error {
        GraphMoveError::NoToken { at } => t.error_no_token(short(at)),
        GraphMoveError::NoArrow { from, to } => t.error_no_arrow(short(from), short(to)),
    }
}

/// The check of a sum against its own graph's analysis.
pub fn sum_check(t: Words, agree: bool) -> &'static str {
    if agree { t.sum_check_agree() } else { t.sum_check_failed() }
}

/// The editor's four buttons' names (left, up, down, right), read by screen readers.
pub fn move_directions(t: Words) -> [&'static str; 4] {
    [t.move_left(), t.move_up(), t.move_down(), t.move_right()]
}

impl GameText for GameGraph {
    fn describe_move(lang: Lang, mv: &GraphMove) -> String {
        Words(lang).moved(&mv.from, &mv.to)
    }

    fn reason(lang: Lang, reason: &GraphReason) -> String {
        let t = Words(lang);
        match *reason {
            GraphReason::Win { remoteness: Some(r) } => t.reason_win_within(r),
            GraphReason::Win { remoteness: None } => t.reason_win().to_owned(),
            GraphReason::Prolong { remoteness: Some(r) } => t.reason_prolong_longest(r),
            GraphReason::Prolong { remoteness: None } => t.reason_prolong().to_owned(),
            GraphReason::KeepDraw => t.reason_draw().to_owned(),
        }
    }

    fn move_error(lang: Lang, error: &GraphMoveError) -> String {
        move_error(Words(lang), error)
    }
}
