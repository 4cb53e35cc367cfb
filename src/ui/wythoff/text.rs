//! Wythoff's game's words are `content/<lang>/wythoff.ftl` (the module
//! [`crate::content::wythoff`]); here the games layer's values become their arguments.

use crate::content::wythoff::Words;
use crate::games::wythoff::{
    Heaps, MAX_GRUNDY_HEAP, MAX_HEAP, MAX_INPUT_LEN, ParseWythoffError, WythoffError, WythoffReason,
};
use crate::ui::nim::board::group_digits;
use crate::ui::text::{GameNames, game_names};

/// Wythoff's game's name and summary (the header, the home page).
pub const WYTHOFF_NAMES: GameNames = game_names!(Words);

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_GRUNDY_HEAP, MAX_HEAP)
}

/// The word `$heaps` chooses by: `first`, `second` or `both`.
fn heaps_word(heaps: Heaps) -> &'static str {
    match heaps {
        Heaps::First => "first",
        Heaps::Second => "second",
        Heaps::Both => "both",
    }
}

/// The first `max` characters of a token, as the games layer's errors show it.
fn cut(token: &str, max: usize) -> String {
    token.chars().take(max).collect()
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseWythoffError) -> String {
    match error {
        ParseWythoffError::Empty => t.error_empty().to_owned(),
        ParseWythoffError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
        ParseWythoffError::NotANumber { token } => t.error_not_a_number(cut(token, 20)),
        ParseWythoffError::Negative { token } => t.error_negative(cut(token, 20)),
        ParseWythoffError::TooLarge { token } => t.error_too_large(MAX_HEAP, cut(token, 30)),
        ParseWythoffError::HeapCount { count } => t.error_heap_count(count),
    }
}

pub fn move_error(t: Words, error: &WythoffError) -> String {
    match *error {
        WythoffError::TakeNothing => t.error_take_nothing().to_owned(),
        WythoffError::TakeTooMany { heaps, take, stones } => {
            t.error_take_too_many(heaps_word(heaps), stones, take)
        }
    }
}

/// A clause after a player's name: "took 3 from heap 1".
pub fn took(t: Words, heaps: Heaps, take: u64) -> String {
    t.took(heaps_word(heaps), group_digits(take))
}

pub fn reason(t: Words, reason: &WythoffReason) -> String {
    let g = group_digits;
    match *reason {
        WythoffReason::ToCold { k, to: (x, y) } => t.reason_to_cold(g(k), g(x), g(y)),
        WythoffReason::FewestReplies { k, replies } => t.reason_fewest(g(k), replies),
    }
}

/// The keyboard cursor's square (x, y): the move that reaches it (`mv`), or none.
pub fn cursor_on(t: Words, x: u64, y: u64, mv: Option<&str>) -> String {
    match mv {
        Some(mv) => t.cursor_move(mv, x, y),
        None => t.cursor_unreachable(x, y),
    }
}

/// Is (x, y) cold? x is in pair `k` with `partner` (all written with grouped digits).
pub fn step_cold(t: Words, x: &str, y: &str, k: &str, partner: &str, cold: bool) -> String {
    if cold { t.step_cold(k, partner, x, y) } else { t.step_hot(k, partner, x, y) }
}

/// Keep heap `kept` (1 or 2) at `keep`; the other heap (`now`) must become `target`: by taking
/// `take`, or not at all.
pub fn way_keep(t: Words, kept: u8, keep: &str, now: &str, target: &str, take: Option<&str>) -> String {
    match take {
        Some(take) => t.way_keep(keep, kept, now, take, target),
        None => t.way_keep_impossible(keep, kept, now, target),
    }
}

/// Take from both: the difference `d` stays, pair d is (a, b); the smaller heap `now` must
/// become a, by taking `take` from both, or not at all.
pub fn way_both(t: Words, d: &str, a: &str, b: &str, now: &str, take: Option<&str>) -> String {
    match take {
        Some(take) => t.way_both(a, b, d, now, take),
        None => t.way_both_impossible(a, b, d, now),
    }
}

/// A cold pair's row in the table: whether it holds heap 1, heap 2, or has the heaps'
/// difference as its k.
pub fn pair_role(t: Words, x: bool, y: bool, difference: bool) -> String {
    let roles = [(x, t.role_heap_1()), (y, t.role_heap_2()), (difference, t.role_difference())];
    roles
        .into_iter()
        .filter(|&(has, _)| has)
        .map(|(_, role)| role)
        .collect::<Vec<_>>()
        .join(t.role_separator())
}

/// Wythoff is not a sum of two heaps: G(x, y) (if known) against x ⊕ y.
pub fn not_a_sum(t: Words, x: u64, y: u64, value: Option<u64>, xor: u64) -> String {
    match value {
        Some(value) => t.not_a_sum(value, x, xor, y),
        None => t.not_a_sum_beyond(MAX_GRUNDY_HEAP, x, xor, y),
    }
}

/// The heatmap's name, for heaps from 0 to `n` − 1.
pub fn heatmap_aria(t: Words, n: u64) -> String {
    t.heatmap_aria(n - 1)
}
