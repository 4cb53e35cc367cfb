//! The reduction pages' words are content files: `content/<lang>/reduction.ftl` (the move form,
//! which other games' pages use too) and one table per game, `georgia-bob.ftl`,
//! `prime-factor.ftl`, `euclid.ftl` and `funny-game.ftl` (the modules
//! [`crate::content::georgia_bob`], …; the divisor game's are in `divisor/text.rs`). Here the games
//! layer's values (errors, reasons, moves) become their arguments, a game's glue in a module of
//! its own.

use crate::content::{euclid as euclid_words, funny_game, georgia_bob, prime_factor};
use crate::ui::text::{GameNames, game_names};

/// Georgia and Bob's name and summary (the header, the home page, a sum's components).
pub const GEORGIA_NAMES: GameNames = game_names!(georgia_bob::Words);

/// The prime-factor game's name and summary (the header, the home page, a sum's components).
pub const PRIME_NAMES: GameNames = game_names!(prime_factor::Words);

/// Euclid's game's name and summary (the header, the home page, a sum's components).
pub const EUCLID_NAMES: GameNames = game_names!(euclid_words::Words);

/// The funny game's name and summary (the header, the home page, a sum's components).
pub const FUNNY_NAMES: GameNames = game_names!(funny_game::Words);

/// Georgia and Bob (`content/*/georgia-bob.ftl`).
pub mod georgia {
    pub use crate::content::georgia_bob::Words;
    use crate::games::reduction::georgia::{
        GeorgiaError, GeorgiaReason, ImportError, MAX_CASES, MAX_CHESSMEN, MAX_IMPORT_LEN, MAX_INPUT_LEN,
        MAX_SQUARE, ParseGeorgiaError,
    };
    use crate::games::reduction::shown;

    pub fn setup_help(t: Words) -> String {
        t.setup_help(MAX_CHESSMEN, MAX_SQUARE)
    }

    #[inline(always)]
    pub fn parse_error(t: Words, error: &ParseGeorgiaError) -> String {
        match error {
            ParseGeorgiaError::Empty => t.error_empty().to_owned(),
            ParseGeorgiaError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
            ParseGeorgiaError::NotASquare { token } => t.error_not_a_square(shown(token, 20)),
            ParseGeorgiaError::SquareZero => t.error_square_zero().to_owned(),
            ParseGeorgiaError::SquareTooLarge { token } => {
                t.error_square_too_large(MAX_SQUARE, shown(token, 20))
            }
            ParseGeorgiaError::TooMany { count } => t.error_too_many(count, MAX_CHESSMEN),
            ParseGeorgiaError::Twice { square } => t.error_twice(square),
        }
    }

    pub fn move_error(t: Words, error: &GeorgiaError) -> String {
        match error {
            GeorgiaError::NoChessman { square } => t.error_no_chessman(square),
            GeorgiaError::NotLeft => t.error_not_left().to_owned(),
            GeorgiaError::OffTheRow => t.error_off_the_row().to_owned(),
            GeorgiaError::Blocked { by } => t.error_blocked(by),
        }
    }

    pub fn reason(t: Words, reason: &GeorgiaReason) -> String {
        match *reason {
            GeorgiaReason::ToZero { nim_sum, widened } => {
                t.reason_to_zero(if widened { "widened" } else { "shrunk" }, nim_sum)
            }
            GeorgiaReason::FewestReplies { replies } => t.reason_fewest(replies),
        }
    }

    /// The first step of the reduction: `pairs` pairs of `chessmen` chessmen.
    pub fn step_pairs(t: Words, pairs: usize, chessmen: usize) -> String {
        t.step_pairs(pairs, if chessmen % 2 == 1 { "odd" } else { "even" })
    }

    /// Why a contest input (POJ 1704) cannot be read.
    #[inline(always)]
    pub fn import_error(t: Words, error: &ImportError) -> String {
        match error {
            ImportError::Empty => t.import_empty().to_owned(),
            ImportError::TooLong { len } => t.import_too_long(len, MAX_IMPORT_LEN),
            ImportError::NotANumber { token } => t.import_not_a_number(shown(token, 20)),
            ImportError::TooManyCases { count } => t.import_too_many_cases(count, MAX_CASES),
            ImportError::MissingCount { case } => t.import_missing_count(case),
            ImportError::MissingSquares { case, expected, found } => {
                t.import_missing_squares(case, expected, found)
            }
            ImportError::Leftover { count } => t.import_leftover(count),
            ImportError::BadCase { case, error } => case_error(t, *case, error),
        }
    }

    /// A case whose row cannot be read.
    #[inline(always)]
    fn case_error(t: Words, case: usize, error: &ParseGeorgiaError) -> String {
        match error {
            ParseGeorgiaError::Empty => t.import_case_empty(case),
            ParseGeorgiaError::TooLong { len } => t.import_case_too_long(case, len, MAX_INPUT_LEN),
            ParseGeorgiaError::NotASquare { token } => t.import_case_not_a_square(case, shown(token, 20)),
            ParseGeorgiaError::SquareZero => t.import_case_square_zero(case),
            ParseGeorgiaError::SquareTooLarge { token } => {
                t.import_case_square_too_large(case, MAX_SQUARE, shown(token, 20))
            }
            ParseGeorgiaError::TooMany { count } => t.import_case_too_many(case, count, MAX_CHESSMEN),
            ParseGeorgiaError::Twice { square } => t.import_case_twice(case, square),
        }
    }
}

/// The prime-factor game (`content/*/prime-factor.ftl`).
pub mod prime {
    pub use crate::content::prime_factor::Words;
    use crate::games::reduction::prime_factor::{
        MAX_INPUT_LEN, MAX_N, ParsePrimeError, PrimeError, PrimeReason,
    };
    use crate::games::reduction::shown;
    use crate::ui::nim::board::group_digits;

    pub fn setup_help(t: Words) -> String {
        t.setup_help(MAX_N)
    }

    #[inline(always)]
    pub fn parse_error(t: Words, error: &ParsePrimeError) -> String {
        match error {
            ParsePrimeError::Empty => t.error_empty().to_owned(),
            ParsePrimeError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
            ParsePrimeError::NotANumber { token } => t.error_not_a_number(shown(token, 20)),
            ParsePrimeError::Zero => t.error_zero().to_owned(),
            ParsePrimeError::TooLarge { token } => t.error_too_large(MAX_N, shown(token, 30)),
            ParsePrimeError::MoreThanOne => t.error_more_than_one().to_owned(),
        }
    }

    pub fn move_error(t: Words, error: &PrimeError) -> String {
        match error {
            PrimeError::ExponentZero => t.error_exponent_zero().to_owned(),
            PrimeError::NotPrime { number } => t.error_not_prime(number),
            PrimeError::NotADivisor { prime, exponent, n } => t.error_not_a_divisor(exponent, n, prime),
        }
    }

    pub fn reason(t: Words, reason: &PrimeReason) -> String {
        match *reason {
            PrimeReason::ToZero { nim_sum } => t.reason_to_zero(nim_sum),
            PrimeReason::FewestReplies { replies } => t.reason_fewest(replies),
        }
    }

    /// Trial division's last step: `rest` is 1 (nothing left) or a prime, as `next`² > `rest`
    /// shows.
    pub fn step_stop(t: Words, next: u64, rest: u64, tried: u64) -> String {
        let end = if rest == 1 { "complete" } else { "prime" };
        t.step_stop(end, group_digits(next), group_digits(rest), tried)
    }
}

/// Euclid's game (`content/*/euclid.ftl`).
pub mod euclid {
    pub use crate::content::euclid::Words;
    use crate::games::reduction::euclid::{
        ChainEnd, EuclidError, EuclidReason, MAX_INPUT_LEN, MAX_NUMBER, ParseEuclidError,
    };
    use crate::games::reduction::shown;
    use crate::ui::nim::board::group_digits;

    pub fn setup_help(t: Words) -> String {
        t.setup_help(MAX_NUMBER)
    }

    #[inline(always)]
    pub fn parse_error(t: Words, error: &ParseEuclidError) -> String {
        match error {
            ParseEuclidError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
            ParseEuclidError::Count { count } => t.error_count(count),
            ParseEuclidError::NotANumber { token } => t.error_not_a_number(shown(token, 20)),
            ParseEuclidError::TooLarge { token } => t.error_too_large(MAX_NUMBER, shown(token, 30)),
            ParseEuclidError::BothZero => t.error_both_zero().to_owned(),
        }
    }

    pub fn move_error(t: Words, error: &EuclidError) -> String {
        match error {
            EuclidError::Over => t.error_over().to_owned(),
            EuclidError::NotThesePositions { larger, smaller } => t.error_not_these(larger, smaller),
            EuclidError::MultipleZero => t.error_multiple_zero().to_owned(),
            EuclidError::TooMuch { larger, multiple, smaller } => t.error_too_much(larger, multiple, smaller),
        }
    }

    pub fn reason(t: Words, reason: &EuclidReason) -> String {
        match *reason {
            EuclidReason::MakeZero => t.reason_zero().to_owned(),
            EuclidReason::TwiceRule { quotient, multiple } => {
                t.reason_twice(multiple, quotient.saturating_sub(1), quotient)
            }
            EuclidReason::Forced { wins } => t.reason_forced(if wins { "won" } else { "lost" }),
        }
    }

    /// How the chain ends at (`larger`, `smaller`), met after `forced` forced moves (so the
    /// player to move faces it when `forced` is even, the opponent when it is odd).
    pub fn chain_end(t: Words, end: ChainEnd, larger: u64, smaller: u64, forced: usize) -> String {
        let who = if forced.is_multiple_of(2) { "mover" } else { "opponent" };
        match end {
            ChainEnd::Over => t.end_over().to_owned(),
            ChainEnd::Divides { quotient } => {
                t.end_divides(group_digits(larger), group_digits(quotient), group_digits(smaller), who)
            }
            ChainEnd::TwiceOrMore { quotient } => {
                t.end_twice(group_digits(larger), group_digits(quotient), group_digits(smaller), who)
            }
        }
    }

    /// The chain's summary: `forced` forced moves, then the player to move wins or loses.
    pub fn chain_summary(t: Words, forced: usize, mover_wins: bool) -> String {
        t.chain_summary(forced, if mover_wins { "wins" } else { "loses" })
    }
}

/// A Funny Game (`content/*/funny-game.ftl`). A coin's row is 0 in the circle, a move's second
/// coin 0 when it takes one.
pub mod funny {
    pub use crate::content::funny_game::Words;
    use crate::games::reduction::funny::{
        FunnyError, FunnyMove, FunnyReason, MAX_COINS, MAX_INPUT_LEN, MAX_ROWS, ParseFunnyError,
    };
    use crate::games::reduction::shown;

    pub fn setup_help(t: Words) -> String {
        t.setup_help(MAX_COINS, MAX_ROWS)
    }

    #[inline(always)]
    pub fn parse_error(t: Words, error: &ParseFunnyError) -> String {
        match error {
            ParseFunnyError::Empty => t.error_empty().to_owned(),
            ParseFunnyError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
            ParseFunnyError::NotANumber { token } => t.error_not_a_number(shown(token, 20)),
            ParseFunnyError::CircleEmpty => t.error_circle_empty().to_owned(),
            ParseFunnyError::CircleCount => t.error_circle_count().to_owned(),
            ParseFunnyError::TooManyCoins => t.error_too_many_coins(MAX_COINS),
            ParseFunnyError::TooManyRows { count } => t.error_too_many_rows(count, MAX_ROWS),
        }
    }

    pub fn move_error(t: Words, error: &FunnyError) -> String {
        match error {
            FunnyError::NoSuchRow { row, rows } => t.error_no_such_row(row, rows),
            FunnyError::NoSuchCoin { coin, coins } => t.error_no_such_coin(coin, coins),
            FunnyError::NotAdjacent { coin, second } => t.error_not_adjacent(coin, second),
            FunnyError::WrongPlace { circle: true } => t.error_still_circle().to_owned(),
            FunnyError::WrongPlace { circle: false } => t.error_in_rows().to_owned(),
        }
    }

    pub fn reason(t: Words, reason: &FunnyReason) -> String {
        match *reason {
            FunnyReason::TakeAll => t.reason_take_all().to_owned(),
            FunnyReason::CircleLost => t.reason_circle_lost().to_owned(),
            FunnyReason::Mirror => t.reason_mirror().to_owned(),
            FunnyReason::ToZero { nim_sum } => t.reason_to_zero(nim_sum),
            FunnyReason::Stall => t.reason_stall().to_owned(),
        }
    }

    /// The history's line of a move.
    pub fn took(t: Words, mv: &FunnyMove) -> String {
        t.took(mv.coin, mv.row.unwrap_or(0), mv.second.unwrap_or(0))
    }

    /// The hint's line: the move and the position it leaves.
    pub fn hint_line(t: Words, mv: &FunnyMove, to: &str) -> String {
        t.hint_line(mv.coin, mv.row.unwrap_or(0), mv.second.unwrap_or(0), to)
    }

    /// A coin's name (its row `None` in the circle).
    pub fn coin_name(t: Words, row: Option<usize>, coin: u32) -> String {
        t.coin_name(coin, row.unwrap_or(0))
    }

    /// The first move from a circle of `coins` (three or more).
    pub fn mirror_first(t: Words, coins: u32) -> String {
        t.mirror_first(coins, coins.saturating_sub(1), coins.saturating_sub(2))
    }

    /// A circle of `coins`'s value: the mex of the rows it leaves, of values `one` (one coin
    /// taken) and `two` (two taken, `None` from a circle of 1).
    pub fn circle_value(t: Words, coins: u32, one: u64, two: Option<u64>, value: u64) -> String {
        t.circle_value(coins, coins.saturating_sub(1), one, coins.saturating_sub(2), two.unwrap_or(0), value)
    }
}
