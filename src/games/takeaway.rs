//! The take-away games of the source material (seeds 001 and 003): subtraction games, "don't say
//! N", bounded Nim, Moore's Nim_k, and misère play of Nim and of subtraction games.
//!
//! Every game here plays on heaps of stones written as Nim writes them (`7 5`, counted from 1
//! in moves), with the game's parameter before a colon: `1,3,4: 7 5` (the subtraction set),
//! `3: 5 7 9` (bounded Nim's k), `2: 3 4 5` (Nim_k's k). "Don't say N" writes `N k: last`.
//! A move on one heap is Nim's `heap-take` (`1-3` takes 3 from heap 1); a Nim_k move joins
//! several with `+` (`1-3+2-1`); a "don't say N" move is the last number said (`4`).

pub mod bounded_nim;
pub mod count_to;
pub mod misere_nim;
pub mod nim_k;
pub mod subtraction;

use super::nim::{MAX_PILES, NimError, NimPosition, ParseNimError, parse_piles};

/// Longer text is refused before parsing: 64 heaps of 10¹⁸ (20 characters each with a
/// separator) and the longest rule fit.
pub const MAX_INPUT_LEN: usize = 1_400;

/// A number of the notation, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// The k of bounded Nim, Nim_k and "don't say N".
    K,
    /// The N of "don't say N".
    Target,
    /// The last number said in "don't say N".
    Last,
    /// A member of a subtraction set.
    Member,
}

/// Why text is not a position of one of the take-away games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseTakeawayError {
    TooLong {
        len: usize,
    },
    /// The parameter and the heaps are separated by a colon; `example` shows how.
    MissingColon {
        example: &'static str,
    },
    EmptySet,
    SetTooLarge {
        count: usize,
        limit: usize,
    },
    NotANumber {
        what: Quantity,
        token: String,
    },
    OutOfRange {
        what: Quantity,
        token: String,
        min: u64,
        max: u64,
    },
    /// "Don't say N" takes two numbers before the colon.
    CountHead {
        found: usize,
    },
    Heaps(ParseNimError),
    /// A heap beyond the values a set without end has computed (the squares, an all-but set).
    HeapTooLarge {
        heap: usize,
        max: u64,
    },
    /// A position too large for the exhaustive search its game needs.
    TooLargeToSearch {
        positions: u64,
        limit: u64,
    },
    /// A subtraction sequence whose period was not found within the computed prefix.
    NoPeriodFound {
        terms: usize,
    },
}

/// Why a move of a take-away game is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeawayMoveError {
    /// As in Nim: no such heap, nothing taken, more than the heap holds.
    Nim(NimError),
    /// The amount is not in the subtraction set (written as in the notation).
    NotInSet {
        take: u64,
        set: String,
    },
    /// Bounded Nim and "don't say N": at most k at a time.
    MoreThanK {
        take: u64,
        k: u32,
    },
    /// Nim_k: at most k heaps in one move.
    TooManyHeaps {
        chosen: usize,
        k: u32,
    },
    /// Nim_k: a heap named twice in one move.
    SameHeapTwice {
        heap: usize,
    },
    /// "Don't say N": the count goes on from the last number said, up to N.
    NotAhead {
        to: u32,
        last: u32,
    },
    BeyondTarget {
        to: u32,
        target: u32,
    },
}

impl From<NimError> for TakeawayMoveError {
    fn from(error: NimError) -> Self {
        TakeawayMoveError::Nim(error)
    }
}

/// Splits `head: tail` at the first colon, refusing over-long text.
pub(crate) fn split_rule<'a>(
    text: &'a str,
    example: &'static str,
) -> Result<(&'a str, &'a str), ParseTakeawayError> {
    if text.len() > MAX_INPUT_LEN {
        return Err(ParseTakeawayError::TooLong { len: text.len() });
    }
    text.split_once(':').ok_or(ParseTakeawayError::MissingColon { example })
}

/// The tokens of a list separated by spaces or commas.
pub(crate) fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()).collect()
}

/// A whole number from `min` to `max`.
pub(crate) fn number(token: &str, what: Quantity, min: u64, max: u64) -> Result<u64, ParseTakeawayError> {
    let shown = || token.chars().take(40).collect::<String>();
    let digits = token.strip_prefix('+').unwrap_or(token);
    let negative =
        token.strip_prefix('-').is_some_and(|r| !r.is_empty() && r.bytes().all(|b| b.is_ascii_digit()));
    if !negative && (digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit())) {
        return Err(ParseTakeawayError::NotANumber { what, token: shown() });
    }
    match digits.parse::<u64>() {
        Ok(value) if !negative && (min..=max).contains(&value) => Ok(value),
        _ => Err(ParseTakeawayError::OutOfRange { what, token: shown(), min, max }),
    }
}

/// The heaps after the colon, each at most `max` stones (Nim's parser with the game's limit).
pub(crate) fn heaps(text: &str, max: u64) -> Result<NimPosition, ParseTakeawayError> {
    parse_piles(text, max).map_err(ParseTakeawayError::Heaps)
}

/// Numbers as a list with a separator (`1,3,4`).
pub(crate) fn join(values: impl IntoIterator<Item = u32>, separator: &str) -> String {
    values.into_iter().map(|v| v.to_string()).collect::<Vec<_>>().join(separator)
}

/// The k of bounded Nim and Nim_k, written before the colon.
pub(crate) fn parse_k(text: &str, max: u32) -> Result<u32, ParseTakeawayError> {
    let parts = tokens(text);
    match parts.as_slice() {
        [one] => Ok(number(one, Quantity::K, 1, u64::from(max))? as u32),
        [] => Err(ParseTakeawayError::NotANumber { what: Quantity::K, token: String::new() }),
        [_, second, ..] => Err(ParseTakeawayError::NotANumber {
            what: Quantity::K,
            token: (*second).chars().take(40).collect(),
        }),
    }
}

/// At most this many heaps in every take-away game (as in Nim).
pub const MAX_HEAPS: usize = MAX_PILES;

/// Plays `mv` on Nim heaps with the Nim checks (heap exists, takes 1 to all of it).
pub(crate) fn take(heaps: &NimPosition, pile: usize, amount: u64) -> Result<NimPosition, TakeawayMoveError> {
    use super::Playable;
    Ok(super::nim::Nim.play(heaps, &super::nim::NimMove { pile, take: amount })?)
}

/// Why the computer chose its move in a take-away game: data the page words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeawayReason {
    /// The sum of the heaps' values was `nim_sum` (not 0); the move makes it 0.
    ToZero { nim_sum: u64 },
    /// "Don't say N": the count now stands at `said`, and N − 1 − said is a multiple of
    /// `modulus` = k + 1, so the opponent can be kept off every safe number.
    CountToMultiple { said: u32, modulus: u32 },
    /// Nim_k: the column sums of the heaps in binary were not all multiples of `modulus` = k + 1;
    /// the move makes them so.
    Columns { modulus: u32 },
    /// Misère Nim with every heap 1 or 0 after the move: `ones` heaps of 1 are left, an odd number.
    MisereOddOnes { ones: usize },
    /// Misère Nim with a heap of 2 or more left: as in normal play, the nim-sum becomes 0.
    MisereToZero { nim_sum: u64 },
    /// Misère subtraction game: the search found that the position left is lost for the player
    /// to move.
    MisereSearch,
    /// No move wins against best play: the computer takes as little as it can.
    NoWinningMove,
}
