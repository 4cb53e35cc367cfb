//! The take-away games' words are content files: each game's own in
//! `content/<lang>/<game id>.ftl` (the modules [`content::subtraction`],
//! [`content::misere_subtraction`], [`content::count_to`], [`content::bounded_nim`],
//! [`content::nim_k`] and [`content::misere_nim`]), and what two or more of them say in
//! `content/<lang>/takeaway.ftl` ([`content::takeaway`]). Here the games layer's values become
//! their arguments (heaps counted from 1, a count's length, a parity, an error's variant), and
//! each game gets its [`GameText`].

use crate::content::{self, takeaway::Words};
use crate::games::nim::{self, MAX_PILE, MAX_PILES, NimError, NimMove, ParseNimError};
use crate::games::takeaway::bounded_nim::BoundedNim;
use crate::games::takeaway::count_to::{CountMove, CountPosition, CountTo, MAX_K, MAX_TARGET};
use crate::games::takeaway::misere_nim::MisereNim;
use crate::games::takeaway::nim_k::{NimK, NimKMove};
use crate::games::takeaway::subtraction::{MAX_HEAP, MAX_MEMBER, MAX_SET, MisereSubtraction, Subtraction};
use crate::games::takeaway::{
    MAX_INPUT_LEN, ParseTakeawayError, Quantity, TakeawayMoveError, TakeawayReason,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, game_names};

pub const SUBTRACTION_NAMES: GameNames = game_names!(content::subtraction::Words);
pub const MISERE_SUBTRACTION_NAMES: GameNames = game_names!(content::misere_subtraction::Words);
pub const COUNT_TO_NAMES: GameNames = game_names!(content::count_to::Words);
pub const BOUNDED_NIM_NAMES: GameNames = game_names!(content::bounded_nim::Words);
pub const NIM_K_NAMES: GameNames = game_names!(content::nim_k::Words);
pub const MISERE_NIM_NAMES: GameNames = game_names!(content::misere_nim::Words);

pub fn subtraction_setup_help(t: content::subtraction::Words) -> String {
    t.setup_help(MAX_HEAP, MAX_PILES, MAX_MEMBER, MAX_SET)
}

pub fn misere_subtraction_setup_help(t: content::misere_subtraction::Words) -> String {
    t.setup_help(MAX_HEAP, MAX_PILES, MAX_MEMBER, MAX_SET)
}

pub fn count_to_setup_help(t: content::count_to::Words) -> String {
    t.setup_help(MAX_K, MAX_TARGET)
}

pub fn bounded_nim_setup_help(t: content::bounded_nim::Words) -> String {
    t.setup_help(MAX_PILES, MAX_PILE)
}

pub fn nim_k_setup_help(t: content::nim_k::Words) -> String {
    t.setup_help(MAX_PILES, MAX_PILE)
}

pub fn misere_nim_setup_help(t: content::misere_nim::Words) -> String {
    t.setup_help(MAX_PILE, MAX_PILES)
}

/// "Say 4" or "Say 4 to 6": the numbers from `from` to `to`.
pub fn say_up_to(lang: Lang, from: u32, to: u32) -> String {
    content::count_to::Words(lang).say_up_to((to + 1).saturating_sub(from), from, to)
}

/// A count's button: "4" or "4–6".
pub fn say_button(lang: Lang, from: u32, to: u32) -> String {
    content::count_to::Words(lang).say_button((to + 1).saturating_sub(from), from, to)
}

/// The L numbers counted back from N; `losing` lists them.
pub fn count_backwards(lang: Lang, p: &CountPosition, losing: &str) -> String {
    let (target, k) = (p.target, p.k);
    content::count_to::Words(lang).count_backwards(
        target.saturating_sub(k + 1),
        target.saturating_sub(1),
        target.saturating_sub(k),
        losing,
        k + 1,
        target,
    )
}

/// The rule N mod (k + 1) = 1, applied to this N.
pub fn count_rule(lang: Lang, p: &CountPosition) -> String {
    let step = p.k + 1;
    content::count_to::Words(lang).count_rule(p.target % step, step, p.target)
}

/// Misère Nim with every pile 1 or 0: `ones` piles of 1.
pub fn misere_small(lang: Lang, ones: usize) -> String {
    content::misere_nim::Words(lang).misere_small(ones, if ones % 2 == 1 { "odd" } else { "even" })
}

/// Nim_k's Grundy value by search, or why it was not searched.
pub fn grundy_by_search(lang: Lang, value: Option<u64>, states: u64, limit: u64) -> String {
    let t = content::nim_k::Words(lang);
    match value {
        Some(value) => t.grundy_by_search(states, value),
        None => t.grundy_not_searched(limit, states),
    }
}

/// The heap numbers of a Moore step (counted from 1), in `lang`.
pub fn heap_numbers(lang: Lang, heaps: &[usize]) -> String {
    let names: Vec<String> = heaps.iter().map(|h| (h + 1).to_string()).collect();
    names.join(content::nim_k::Words(lang).list_separator())
}

/// The sequence strip's heading: one heap's values, or its W/L in misère play.
pub fn strip_heading(lang: Lang, misere: bool) -> String {
    Words(lang).strip_heading(if misere { "misere" } else { "normal" })
}

/// The selector's word of a number of the notation.
fn quantity(what: Quantity) -> &'static str {
    match what {
        Quantity::K => "k",
        Quantity::Target => "target",
        Quantity::Last => "last",
        Quantity::Member => "member",
    }
}

#[inline(always)]
pub fn parse_error(lang: Lang, error: &ParseTakeawayError) -> String {
    let t = Words(lang);
    match error {
        ParseTakeawayError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
        ParseTakeawayError::MissingColon { example } => t.error_missing_colon(example),
        ParseTakeawayError::EmptySet => t.error_empty_set().to_owned(),
        ParseTakeawayError::SetTooLarge { count, limit } => t.error_set_too_large(count, limit),
        ParseTakeawayError::NotANumber { what, token } => t.error_not_a_number(token, quantity(*what)),
        ParseTakeawayError::OutOfRange { what, token, min, max } => {
            t.error_out_of_range(max, min, token, quantity(*what))
        }
        ParseTakeawayError::CountHead { found } => content::count_to::Words(lang).error_count_head(found),
        ParseTakeawayError::Heaps(error) => nim_parse_error(lang, error),
        ParseTakeawayError::HeapTooLarge { heap, max } => t.error_heap_too_large(heap, max),
        ParseTakeawayError::TooLargeToSearch { positions, limit } => {
            t.error_too_large_to_search(limit, positions)
        }
        ParseTakeawayError::NoPeriodFound { terms } => t.error_no_period(terms),
    }
}

#[inline(always)]
pub fn nim_parse_error(lang: Lang, error: &ParseNimError) -> String {
    let t = Words(lang);
    match error {
        ParseNimError::Empty => t.error_no_piles().to_owned(),
        ParseNimError::TooLong { len } => t.error_nim_too_long(len, nim::MAX_INPUT_LEN),
        ParseNimError::NotANumber { token } => t.error_not_a_pile(token),
        ParseNimError::Negative { token } => t.error_negative(token),
        ParseNimError::PileTooLarge { token, max } => t.error_pile_too_large(max, token),
        ParseNimError::TooManyPiles { count } => t.error_too_many_piles(count, MAX_PILES),
    }
}

pub fn move_error(lang: Lang, error: &TakeawayMoveError) -> String {
    let t = Words(lang);
    match error {
        TakeawayMoveError::Nim(error) => nim_move_error(lang, error),
        TakeawayMoveError::NotInSet { take, set } => t.error_not_in_set(set, take),
        TakeawayMoveError::MoreThanK { take, k } => t.error_more_than_k(k, take),
        TakeawayMoveError::TooManyHeaps { chosen, k } => {
            content::nim_k::Words(lang).error_too_many_heaps(chosen, k)
        }
        TakeawayMoveError::SameHeapTwice { heap } => content::nim_k::Words(lang).error_same_heap_twice(heap),
        TakeawayMoveError::NotAhead { to, last } => content::count_to::Words(lang).error_not_ahead(last, to),
        TakeawayMoveError::BeyondTarget { to, target } => {
            content::count_to::Words(lang).error_beyond_target(target, to)
        }
    }
}

fn nim_move_error(lang: Lang, error: &NimError) -> String {
    let t = Words(lang);
    match *error {
        NimError::NoSuchPile { pile, piles } => t.error_no_such_pile(u128::from(pile as u64) + 1, piles),
        NimError::TakeNothing => t.error_take_nothing().to_owned(),
        NimError::TakeTooMany { pile, take, stones } => t.error_take_too_many(pile + 1, stones, take),
        NimError::TooManyPiles => t.error_position_too_many_piles(MAX_PILES),
        NimError::LastPile => t.error_last_pile().to_owned(),
        NimError::PileTooLarge => t.error_position_pile_too_large(MAX_PILE),
    }
}

pub fn reason(lang: Lang, reason: &TakeawayReason) -> String {
    let t = Words(lang);
    match *reason {
        TakeawayReason::ToZero { nim_sum } => t.reason_to_zero(nim_sum),
        TakeawayReason::CountToMultiple { said, modulus } => {
            content::count_to::Words(lang).reason_to_multiple(modulus, said)
        }
        TakeawayReason::Columns { modulus } => content::nim_k::Words(lang).reason_columns(modulus),
        TakeawayReason::MisereOddOnes { ones } => content::misere_nim::Words(lang).reason_odd_ones(ones),
        TakeawayReason::MisereToZero { nim_sum } => content::misere_nim::Words(lang).reason_to_zero(nim_sum),
        TakeawayReason::MisereSearch => content::misere_subtraction::Words(lang).reason_search().to_owned(),
        TakeawayReason::NoWinningMove => t.reason_no_winning_move().to_owned(),
    }
}

fn nim_move(lang: Lang, mv: &NimMove) -> String {
    Words(lang).took(mv.pile + 1, mv.take)
}

fn several(lang: Lang, mv: &NimKMove) -> String {
    let t = content::nim_k::Words(lang);
    let parts: Vec<String> = mv.takes.iter().map(|m| t.took_part(m.pile + 1, m.take)).collect();
    t.took_several(parts.join(t.list_separator()))
}

macro_rules! heap_game_text {
    ($game:ty) => {
        impl GameText for $game {
            fn describe_move(lang: Lang, mv: &NimMove) -> String {
                nim_move(lang, mv)
            }
            fn reason(lang: Lang, r: &TakeawayReason) -> String {
                reason(lang, r)
            }
            fn move_error(lang: Lang, error: &TakeawayMoveError) -> String {
                move_error(lang, error)
            }
        }
    };
}

heap_game_text!(Subtraction);
heap_game_text!(MisereSubtraction);
heap_game_text!(BoundedNim);

impl GameText for MisereNim {
    fn describe_move(lang: Lang, mv: &NimMove) -> String {
        nim_move(lang, mv)
    }
    fn reason(lang: Lang, r: &TakeawayReason) -> String {
        reason(lang, r)
    }
    fn move_error(lang: Lang, error: &NimError) -> String {
        nim_move_error(lang, error)
    }
}

impl GameText for NimK {
    fn describe_move(lang: Lang, mv: &NimKMove) -> String {
        several(lang, mv)
    }
    fn reason(lang: Lang, r: &TakeawayReason) -> String {
        reason(lang, r)
    }
    fn move_error(lang: Lang, error: &TakeawayMoveError) -> String {
        move_error(lang, error)
    }
}

impl GameText for CountTo {
    /// Without the position the first number said is not known: the move names its last.
    fn describe_move(lang: Lang, mv: &CountMove) -> String {
        content::count_to::Words(lang).counted(mv.to)
    }
    fn reason(lang: Lang, r: &TakeawayReason) -> String {
        reason(lang, r)
    }
    fn move_error(lang: Lang, error: &TakeawayMoveError) -> String {
        move_error(lang, error)
    }
}
