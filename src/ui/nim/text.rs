//! Nim's words are `content/<lang>/nim.ftl` (the module [`crate::content::nim`]); here the
//! games layer's values become their arguments, and Nim's [`GameText`].

use crate::content::nim::Words;
use crate::games::nim::{
    MAX_INPUT_LEN, MAX_PILE, MAX_PILES, Nim, NimError, NimMove, NimReason, ParseNimError,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, game_names};

/// Nim's name and summary (the header, the home page, a sum's components).
pub const NAMES: GameNames = game_names!(Words);

/// A pile's number as the words say it (piles are counted from 1).
fn number(pile: usize) -> u128 {
    u128::from(pile as u64) + 1
}

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_PILES, MAX_PILE)
}

/// "Pile 2 selected, 3 stones: take 1." (`pile` from 0).
pub fn selected(t: Words, pile: usize, stones: u64, take: u64) -> String {
    t.selected(number(pile), stones, take)
}

pub fn take_from(t: Words, pile: usize, take: u64) -> String {
    t.take_from(number(pile), take)
}

pub fn pile_name(t: Words, pile: usize) -> String {
    t.pile_name(number(pile))
}

pub fn pile_option(t: Words, pile: usize, stones: u64) -> String {
    t.pile_option(number(pile), stones)
}

pub fn pile_alone(t: Words, pile: usize, stones: u64) -> String {
    t.pile_alone(number(pile), stones)
}

pub fn hint_line(t: Words, mv: &NimMove, to: &str) -> String {
    t.hint_line(number(mv.pile), mv.take, to)
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseNimError) -> String {
    match error {
        ParseNimError::Empty => t.error_empty().to_owned(),
        ParseNimError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
        ParseNimError::NotANumber { token } => t.error_not_a_number(token),
        ParseNimError::Negative { token } => t.error_negative(token),
        ParseNimError::PileTooLarge { token, max } => t.error_too_large(max, token),
        ParseNimError::TooManyPiles { count } => t.error_too_many_piles(count, MAX_PILES),
    }
}

pub fn move_error(t: Words, error: &NimError) -> String {
    match *error {
        NimError::NoSuchPile { pile, piles } => t.error_no_such_pile(number(pile), piles),
        NimError::TakeNothing => t.error_take_nothing().to_owned(),
        NimError::TakeTooMany { pile, take, stones } => t.error_take_too_many(number(pile), stones, take),
        NimError::TooManyPiles => t.error_piles_limit(MAX_PILES),
        NimError::LastPile => t.error_last_pile().to_owned(),
        NimError::PileTooLarge => t.error_stones_limit(MAX_PILE),
    }
}

impl GameText for Nim {
    fn describe_move(lang: Lang, mv: &NimMove) -> String {
        Words(lang).took(number(mv.pile), mv.take)
    }

    fn reason(lang: Lang, reason: &NimReason) -> String {
        let t = Words(lang);
        match reason {
            NimReason::ToZero { nim_sum } => {
                t.reason_to_zero(format!("{:b}", nim_sum.value()), nim_sum.value())
            }
            NimReason::FewestReplies { replies } => t.reason_fewest(replies),
        }
    }

    fn move_error(lang: Lang, error: &NimError) -> String {
        move_error(Words(lang), error)
    }
}
