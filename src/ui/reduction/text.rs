//! The texts of the reduction pages in English and Japanese: one table per language, with a part
//! per game (the divisor game's words are its own, `divisor/text.rs`).

use crate::games::reduction::euclid::{EuclidError, MAX_NUMBER, ParseEuclidError};
use crate::games::reduction::funny::{FunnyError, MAX_COINS, MAX_ROWS, ParseFunnyError};
use crate::games::reduction::georgia::{
    GeorgiaError, ImportError, MAX_CASES, MAX_CHESSMEN, MAX_SQUARE, ParseGeorgiaError,
};
use crate::games::reduction::prime_factor::{MAX_N, ParsePrimeError, PrimeError};
use crate::games::sentence;
use crate::ui::i18n::{Lang, plural};
use crate::ui::text::{GameNames, GameWords};

/// Georgia and Bob's name and summary (the header, the home page, a sum's components).
pub const GEORGIA_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Georgia and Bob",
        summary: "Slide one chessman left along a row without jumping; whoever cannot move loses.",
    },
    ja: GameWords {
        name: "ジョージアとボブ",
        summary: "一列に並んだ駒を 1 つ選び、飛び越えずに左へ動かします。動かせなくなった人の負けです。",
    },
};

/// The prime-factor game's name and summary (the header, the home page, a sum's components).
pub const PRIME_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Prime-factor game",
        summary: "Divide N by a prime power that divides it; whoever makes N = 1 wins.",
    },
    ja: GameWords {
        name: "素因数ゲーム",
        summary: "N を割り切る素数のべきで N を割ります。N を 1 にした人の勝ちです。",
    },
};

/// Euclid's game's name and summary (the header, the home page, a sum's components).
pub const EUCLID_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Euclid's game",
        summary: "Take a multiple of the smaller number from the larger; whoever makes a 0 wins.",
    },
    ja: GameWords {
        name: "ユークリッドのゲーム",
        summary: "大きいほうの数から小さいほうの倍数を引きます。数を 0 にした人の勝ちです。",
    },
};

/// The funny game's name and summary (the header, the home page, a sum's components).
pub const FUNNY_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "A Funny Game",
        summary: "Take one coin or two adjacent coins from a circle, then from the rows left; whoever takes the last coin wins.",
    },
    ja: GameWords {
        name: "円形のコイン取り",
        summary: "円に並んだコインを 1 枚か隣り合う 2 枚取ります。最後のコインを取った人の勝ちです。",
    },
};

pub struct ReductionText {
    pub type_move: &'static str,
    pub play_move: &'static str,
    pub move_example: fn(example: &str) -> String,
    pub georgia: GeorgiaText,
    pub prime: PrimeText,
    pub euclid: EuclidText,
    pub funny: FunnyText,
}

pub struct GeorgiaText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    pub how_to_move_typed: &'static str,
    pub packed: &'static str,
    pub parse_error: fn(&ParseGeorgiaError) -> String,
    pub total_name: &'static str,
    pub hint_line: fn(from: u32, to: u32) -> String,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub sample_1: &'static str,
    pub sample_2: &'static str,
    pub keys_chessman: &'static str,
    pub keys_square: &'static str,
    pub keys_move: &'static str,
    pub moved: fn(from: u32, to: u32) -> String,
    pub reason_to_zero: fn(nim_sum: u64, widened: bool) -> String,
    pub reason_fewest: fn(replies: usize) -> String,
    pub move_error: fn(&GeorgiaError) -> String,
    pub not_a_move: fn(shown: &str) -> String,
    pub compact_note: &'static str,
    pub chessmen_on: fn(squares: &str) -> String,
    pub selected: fn(from: u32, to: u32) -> String,
    pub board_label: &'static str,
    pub chessman_on: fn(square: u32) -> String,
    pub row_aria: fn(squares: &str) -> String,
    pub xor_move: fn(pair: &str, from: u64, to: u64) -> String,
    pub xor_zero: &'static str,
    pub stepper_heading: &'static str,
    pub pair_column: &'static str,
    pub gap_column: &'static str,
    pub heap_column: &'static str,
    pub reply_example: fn(left: u32, left_to: u32, gap: u32, grown: u32, right: u32, right_to: u32) -> String,
    pub reply_none: &'static str,
    pub step_names: [&'static str; 4],
    pub step_pairs: fn(pairs: usize, odd: bool) -> String,
    pub step_heaps: &'static str,
    pub step_xor: fn(total: u64) -> String,
    pub step_left: &'static str,
    /// The link to the same row as staircase Nim (its steps), in the last step.
    pub staircase_link: fn(steps: &str) -> String,
    pub import_heading: &'static str,
    pub import_label: &'static str,
    pub who_wins: &'static str,
    pub import_error: fn(&ImportError) -> String,
    pub import_output: &'static str,
    pub case_note: fn(nim_sum: u64) -> String,
}

pub struct PrimeText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    pub is_one: &'static str,
    pub parse_error: fn(&ParsePrimeError) -> String,
    pub total_name: &'static str,
    pub hint_line: fn(prime: u64, exponent: u32, to: &str) -> String,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub preset_540: &'static str,
    pub preset_large_prime: &'static str,
    pub keys_prime: &'static str,
    pub keys_exponent: &'static str,
    pub keys_divide: &'static str,
    pub divided: fn(prime: u64, exponent: u32) -> String,
    pub reason_to_zero: fn(nim_sum: u64) -> String,
    pub reason_fewest: fn(replies: usize) -> String,
    pub move_error: fn(&PrimeError) -> String,
    pub not_a_move: fn(shown: &str) -> String,
    pub divide_by: fn(prime: u64, exponent: u32) -> String,
    pub board_label: &'static str,
    pub piles_aria: fn(product: &str) -> String,
    pub xor_move: fn(prime: &str, from: u64, to: u64) -> String,
    pub xor_zero: &'static str,
    pub stepper_heading: &'static str,
    pub prime_column: &'static str,
    pub exponent_column: &'static str,
    pub heap_column: &'static str,
    pub try_name: fn(prime: u64) -> String,
    pub step_divide: fn(prime: u64, exponent: u32, rest: &str, tried: u64) -> String,
    pub stop_name: &'static str,
    pub step_stop: fn(next: &str, rest: &str, rest_is_one: bool, tried: u64) -> String,
    pub heaps_name: &'static str,
    pub step_heaps: &'static str,
    pub xor_name: &'static str,
    pub step_xor: fn(total: u64) -> String,
}

pub struct EuclidText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    pub has_zero: &'static str,
    pub parse_error: fn(&ParseEuclidError) -> String,
    pub total_name: &'static str,
    pub beyond_search: &'static str,
    pub hint_line: fn(multiple: &str, smaller: &str, to: &str) -> String,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub sample_1: &'static str,
    pub sample_2: &'static str,
    pub preset_huge: &'static str,
    pub keys_multiple: &'static str,
    pub keys_take: &'static str,
    pub took: fn(multiple: &str, smaller: &str, larger: &str) -> String,
    pub reason_zero: &'static str,
    pub reason_twice: fn(quotient: u64, multiple: u64) -> String,
    pub reason_forced: fn(wins: bool) -> String,
    pub move_error: fn(&EuclidError) -> String,
    pub not_a_multiple: fn(shown: &str) -> String,
    pub take_button: fn(multiple: u64, smaller: &str) -> String,
    pub board_label: &'static str,
    pub quotient_line: fn(larger: &str, smaller: &str, quotient: &str, rest: &str) -> String,
    pub any_multiple: fn(quotient: &str) -> String,
    pub take: &'static str,
    pub stepper_heading: &'static str,
    pub values_heading: &'static str,
    pub value_found: fn(value: u64) -> String,
    pub value_beyond: fn(limit: u64) -> String,
    pub values_rule: &'static str,
    pub step_forced: fn(larger: &str, smaller: &str, rest: &str) -> String,
    pub mover: &'static str,
    pub opponent: &'static str,
    pub end_over: &'static str,
    pub end_divides: fn(smaller: &str, larger: &str, quotient: &str, who: &str) -> String,
    pub end_twice: fn(larger: &str, smaller: &str, quotient: &str, who: &str) -> String,
    pub rule_name: &'static str,
    pub chain_summary: fn(forced: usize, mover_wins: bool) -> String,
}

pub struct FunnyText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    pub how_to_move_typed: &'static str,
    pub no_coins: &'static str,
    pub parse_error: fn(&ParseFunnyError) -> String,
    pub total_name: &'static str,
    pub hint_line: fn(what: &str, to: &str) -> String,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub more_moves: fn(found: usize) -> String,
    pub preset_circle_2: &'static str,
    pub preset_circle_7: &'static str,
    pub preset_rows: &'static str,
    pub keys_coin: &'static str,
    pub keys_take_one: &'static str,
    pub keys_take_two: &'static str,
    pub took: fn(row: Option<usize>, coin: u32, second: Option<u32>) -> String,
    pub reason_take_all: &'static str,
    pub reason_circle_lost: &'static str,
    pub reason_mirror: &'static str,
    pub reason_to_zero: fn(nim_sum: u64) -> String,
    pub reason_stall: &'static str,
    pub move_error: fn(&FunnyError) -> String,
    pub not_a_move: fn(shown: &str) -> String,
    pub coin_name: fn(row: Option<usize>, coin: u32) -> String,
    pub circle_aria: fn(n: u32) -> String,
    pub rows_aria: fn(rows: &str) -> String,
    pub row_short: fn(row: usize) -> String,
    pub no_coins_left: &'static str,
    pub compact_note: &'static str,
    pub take_one: fn(coin: u32) -> String,
    pub take_two: fn(coin: u32, second: u32) -> String,
    pub board_label: &'static str,
    pub mirror_heading: &'static str,
    pub mirror_names: [&'static str; 3],
    pub mirror_reply: fn(length: u32, mv: &str, half: u32) -> String,
    pub mirror_copy: &'static str,
    pub mirror_take_all: fn(n: u32) -> String,
    pub mirror_first: fn(n: u32) -> String,
    pub mirror_paired: &'static str,
    pub mirror_found: fn(mv: &str, to: &str) -> String,
    pub mirror_none: &'static str,
    pub kayles_heading: &'static str,
    pub circle_value: fn(n: u32, one: u64, two: Option<u64>, value: u64) -> String,
    pub xor_move: fn(row: &str, from: u64, to: u64) -> String,
    pub xor_zero: &'static str,
    pub step_row: &'static str,
    pub row_option: fn(row: usize, length: u32) -> String,
    pub row_column: &'static str,
    pub kayles_column: &'static str,
}

pub static EN: ReductionText = ReductionText {
    type_move: "Type a move:",
    play_move: "Play",
    move_example: |example| format!("e.g. {example}"),
    georgia: GeorgiaText {
        title: "Georgia and Bob",
        rules: "Chessmen stand on a row of squares numbered from 1. A move slides one chessman to the left by one or more squares, without jumping over another chessman or landing on one, and without leaving the row. Whoever cannot move loses.",
        winning_move: "making the last move",
        position_noun: "a Georgia and Bob position",
        setup_label: "Squares",
        setup_help: || {
            format!(
                "The squares of the chessmen, in any order, separated by spaces or commas (e.g. 1 5 6 7 9 12 14 17); up to {MAX_CHESSMEN} chessmen on squares 1 to {MAX_SQUARE}."
            )
        },
        how_to_move: "click a chessman, then the square it should slide to",
        how_to_move_typed: "type a move such as 9-8 (from square 9 to square 8)",
        packed: "every chessman is packed against the left end",
        parse_error: |error| sentence(&error.to_string()),
        total_name: "nim-sum of the gaps",
        hint_line: |from, to| format!("Slide the chessman on {from} to {to}"),
        no_winning_move: "No winning move: the gaps' nim-sum is 0. Slide a chessman one square and hope for a mistake.",
        winning_moves_intro: "Winning moves (each makes the gaps' nim-sum 0):",
        sample_1: "POJ sample 1 (1 2 3)",
        sample_2: "POJ sample 2",
        keys_chessman: "choose a chessman",
        keys_square: "choose the square it slides to",
        keys_move: "slide it",
        moved: |from, to| format!("slid the chessman on {from} to {to}"),
        reason_to_zero: |nim_sum, widened| {
            if widened {
                format!("the gaps' nim-sum was {nim_sum}; widening a pair's gap made it 0")
            } else {
                format!("the gaps' nim-sum was {nim_sum}, and this makes it 0")
            }
        },
        reason_fewest: |replies| {
            format!(
                "the gaps' nim-sum was 0, so every move loses against best play; this one-square move leaves the fewest winning replies ({replies})"
            )
        },
        move_error: |error| sentence(&error.to_string()),
        not_a_move: |shown| {
            format!(
                "\"{shown}\" is not a move: write the chessman's square and the square it slides to, e.g. 9-8."
            )
        },
        compact_note: "This row is too long to draw: type moves below.",
        chessmen_on: |squares| format!("Chessmen on squares {squares}"),
        selected: |from, to| format!("Chessman on {from} selected: slide it to {to}."),
        board_label: "Georgia and Bob board. Up and down arrows choose a chessman, left and right the square it slides to, Enter slides it.",
        chessman_on: |square| format!("Chessman on square {square}"),
        row_aria: |squares| format!("Chessmen on squares {squares}"),
        xor_move: |pair, from, to| {
            format!(
                "The highest bit of the nim-sum is set in the gap of pair {pair}: change that gap from {from} to {to}. Moving the right chessman shrinks a gap; moving the left one widens it."
            )
        },
        xor_zero: "The gaps' nim-sum is 0: every move changes one gap, so it leaves a nim-sum other than 0.",
        stepper_heading: "From chessmen to Nim",
        pair_column: "Pair",
        gap_column: "Gap",
        heap_column: "Heap",
        reply_example: |left, left_to, gap, grown, right, right_to| {
            format!(
                "Example: moving the chessman on {left} to {left_to} widens its pair's gap from {gap} to {grown}; the reply {right}-{right_to} puts it back to {gap}, and the nim-sum with it."
            )
        },
        reply_none: "Here no left chessman of a pair has room to move, so every move shrinks a gap.",
        step_names: ["Pairs", "Gaps", "Nim-sum", "Left moves"],
        step_pairs: |pairs, odd| {
            if odd {
                format!(
                    "Pair the chessmen from the right, two by two: {pairs} pairs. The count is odd, so the leftmost chessman is paired with the wall (|)."
                )
            } else {
                format!("Pair the chessmen from the right, two by two: {pairs} pairs.")
            }
        },
        step_heaps: "The empty squares inside each pair are a Nim heap: moving the pair's right chessman left takes stones from it, as many as you like.",
        step_xor: |total| {
            if total == 0 {
                "The nim-sum of the gaps is 0: the player to move loses against best play.".to_owned()
            } else {
                format!("The nim-sum of the gaps is {total}, not 0: the player to move wins by making it 0.")
            }
        },
        step_left: "Moving a pair's left chessman widens its gap, which Nim does not allow. It never helps: the opponent slides the right chessman just as far and the gap is back, while the chessmen only move left, so this cannot go on for ever.",
        staircase_link: |steps| {
            format!(
                "Read from the right, the gaps are the steps of staircase Nim and the pairs' gaps its odd steps: moving a left chessman brings coins down from an even step. This row as staircase Nim: {steps}"
            )
        },
        import_heading: "Contest input (POJ 1704)",
        import_label: "T, then for each case N and the N squares:",
        who_wins: "Who wins?",
        import_error: |error| sentence(&error.to_string()),
        import_output: "The output, in the problem's words (Georgia moves first):",
        case_note: |nim_sum| format!("nim-sum of the gaps {nim_sum}"),
    },
    prime: PrimeText {
        title: "The prime-factor game",
        rules: "A number N is given. A move divides N by a prime p one or more times (p^e must divide N). Whoever makes N = 1 wins.",
        winning_move: "making N = 1",
        position_noun: "a prime-factor game position",
        setup_label: "N",
        setup_help: || format!("A whole number from 1 to {MAX_N}, e.g. 540."),
        how_to_move: "click a block of a prime's pile: N is divided by that prime once for it and once for each block above it",
        is_one: "N is already 1",
        parse_error: |error| sentence(&error.to_string()),
        total_name: "nim-sum of the exponents",
        hint_line: |prime, exponent, to| format!("Divide by {prime}^{exponent} → N = {to}"),
        no_winning_move: "No winning move: the exponents' nim-sum is 0. Divide a little and hope for a mistake.",
        winning_moves_intro: "Winning moves (each makes the exponents' nim-sum 0):",
        preset_540: "540 (seed example)",
        preset_large_prime: "A large prime",
        keys_prime: "choose a prime",
        keys_exponent: "how many times to divide",
        keys_divide: "divide",
        divided: |prime, exponent| {
            if exponent == 1 {
                format!("divided by {prime}")
            } else {
                format!("divided by {prime}^{exponent}")
            }
        },
        reason_to_zero: |nim_sum| format!("the exponents' nim-sum was {nim_sum}, and this makes it 0"),
        reason_fewest: |replies| {
            format!(
                "the exponents' nim-sum was 0, so every move loses against best play; this one leaves the fewest winning replies ({replies})"
            )
        },
        move_error: |error| sentence(&error.to_string()),
        not_a_move: |shown| {
            format!("\"{shown}\" is not a move: write the prime and the number of times, e.g. 2^2.")
        },
        divide_by: |prime, exponent| format!("Divide by {prime}^{exponent}"),
        board_label: "Prime-factor board. Left and right arrows choose a prime, up and down how many times to divide, Enter divides.",
        piles_aria: |product| format!("Exponent piles of {product}"),
        xor_move: |prime, from, to| {
            format!(
                "The highest bit of the nim-sum is set in the exponent of {prime}: divide by {prime} until its exponent drops from {from} to {to}."
            )
        },
        xor_zero: "The exponents' nim-sum is 0: every division lowers one exponent, so it leaves a nim-sum other than 0.",
        stepper_heading: "From N to Nim",
        prime_column: "Prime",
        exponent_column: "Exponent",
        heap_column: "Heap",
        try_name: |prime| format!("÷{prime}"),
        step_divide: |prime, exponent, rest, tried| {
            format!(
                "Trial division: {prime} divides {} ({tried} candidates tried so far); what is left is {rest}.",
                plural(exponent, "time", "times")
            )
        },
        stop_name: "Stop",
        step_stop: |next, rest, rest_is_one, tried| {
            if rest_is_one {
                format!(
                    "Nothing is left to divide: the factorisation is complete ({tried} candidates tried)."
                )
            } else {
                format!(
                    "The next candidate {next} squared is more than {rest}, so {rest} has no smaller divisor: it is prime. Done after {tried} candidates."
                )
            }
        },
        heaps_name: "Heaps",
        step_heaps: "Each exponent is a Nim heap: dividing by p^e lowers p's exponent by e, to any smaller value, and leaves the others alone.",
        xor_name: "Nim-sum",
        step_xor: |total| {
            if total == 0 {
                "The nim-sum of the exponents is 0: the player to move loses against best play.".to_owned()
            } else {
                format!(
                    "The nim-sum of the exponents is {total}, not 0: the player to move wins by making it 0."
                )
            }
        },
    },
    euclid: EuclidText {
        title: "Euclid's game",
        rules: "Two positive numbers. A move subtracts a positive multiple of the smaller from the larger, leaving it 0 or more. Whoever makes a number 0 wins.",
        winning_move: "making a number 0",
        position_noun: "a Euclid's game position",
        setup_label: "a b",
        setup_help: || {
            format!("Two whole numbers separated by a space or a comma, e.g. 25 7; up to {MAX_NUMBER}.")
        },
        how_to_move: "choose how many times to take the smaller number from the larger",
        has_zero: "a number is already 0",
        parse_error: |error| sentence(&error.to_string()),
        total_name: "mex along the chain of remainders",
        beyond_search: "beyond the search; by the rule",
        hint_line: |multiple, smaller, to| format!("Take {multiple} × {smaller} → {to}"),
        no_winning_move: "No winning move: the chain of forced moves ends badly for you. Play on and hope for a mistake.",
        winning_moves_intro: "The winning move:",
        sample_1: "POJ sample 34 12",
        sample_2: "POJ sample 15 24",
        preset_huge: "Fibonacci numbers near 10^18",
        keys_multiple: "choose the multiple",
        keys_take: "take it",
        took: |multiple, smaller, larger| format!("took {multiple} × {smaller} from {larger}"),
        reason_zero: "the smaller number divided the larger: taking all of it makes 0 and wins",
        reason_twice: |quotient, multiple| {
            format!(
                "the larger number held the smaller {quotient} times (at least twice), so one of taking {quotient} or {} times leaves a lost chain; taking {multiple} does",
                quotient - 1
            )
        },
        reason_forced: |wins| {
            if wins {
                "only one move was possible (the larger was less than twice the smaller), and the chain it starts is won".to_owned()
            } else {
                "only one move was possible (the larger was less than twice the smaller)".to_owned()
            }
        },
        move_error: |error| sentence(&error.to_string()),
        not_a_multiple: |shown| format!("\"{shown}\" is not a multiple: enter a whole number from 1 up."),
        take_button: |multiple, smaller| format!("−{multiple} × {smaller}"),
        board_label: "Euclid's game board. Up and down arrows choose the multiple, Enter takes it.",
        quotient_line: |larger, smaller, quotient, rest| {
            format!("{larger} = {quotient} × {smaller} + {rest}")
        },
        any_multiple: |quotient| format!("Multiple (1 to {quotient}):"),
        take: "Take",
        stepper_heading: "The chain of forced moves",
        values_heading: "Grundy value by search",
        value_found: |value| {
            format!(
                "The mex rule along the chain of remainders gives this position the Grundy value {value}."
            )
        },
        value_beyond: |limit| {
            format!(
                "The search for the Grundy value would visit more than {limit} positions, so it is not computed; who wins still follows from the rule."
            )
        },
        values_rule: "The rule: whoever faces a larger number at least twice the smaller wins (take the whole multiple or one less, whichever leaves the opponent a lost chain). While the larger is less than twice the smaller, the move is forced.",
        step_forced: |larger, smaller, rest| {
            format!(
                "{larger} is less than twice {smaller}: the only move takes {smaller} once, leaving {smaller} and {rest}."
            )
        },
        mover: "the player to move now",
        opponent: "the opponent",
        end_over: "A number is 0: the game is over, and the player who made it won.",
        end_divides: |smaller, larger, quotient, who| {
            format!("{smaller} divides {larger} ({quotient} times): {who} takes it all, makes 0 and wins.")
        },
        end_twice: |larger, smaller, quotient, who| {
            format!(
                "{larger} is {quotient} times {smaller} and more (at least twice): by the rule, {who} wins."
            )
        },
        rule_name: "Rule",
        chain_summary: |forced, mover_wins| {
            let who = if mover_wins { "the player to move wins" } else { "the player to move loses" };
            format!(
                "{} before the rule applies: {who}.",
                plural(forced as u64, "forced move", "forced moves")
            )
        },
    },
    funny: FunnyText {
        title: "A Funny Game",
        rules: "Coins lie in a circle. A move takes one coin or two coins next to each other. Whoever takes the last coin wins.",
        winning_move: "taking the last coin",
        position_noun: "a Funny Game position",
        setup_label: "Coins",
        setup_help: || {
            format!(
                "\"circle n\" for an untouched circle (e.g. circle 7), or the lengths of rows (e.g. 3 2); up to {MAX_COINS} coins, {MAX_ROWS} rows."
            )
        },
        how_to_move: "click a coin, then take it alone or with its neighbour",
        how_to_move_typed: "type a move such as 1:2 (row 1, coin 2) or 1:2-3",
        no_coins: "no coins are left",
        parse_error: |error| sentence(&error.to_string()),
        total_name: "the rows as Kayles",
        hint_line: |what, to| format!("{what} → {to}"),
        no_winning_move: "No winning move: whatever you take, the opponent can answer. Take a coin and hope for a mistake.",
        winning_moves_intro: "Winning moves:",
        more_moves: |found| format!("{found} winning moves found; the first ones are listed."),
        preset_circle_2: "Circle of 2",
        preset_circle_7: "Circle of 7",
        preset_rows: "Rows 3 2",
        keys_coin: "choose a coin",
        keys_take_one: "take it",
        keys_take_two: "take it with the next coin",
        took: |row, coin, second| match (row, second) {
            (None, None) => format!("took coin {coin}"),
            (None, Some(second)) => format!("took coins {coin} and {second}"),
            (Some(row), None) => format!("took coin {coin} of row {row}"),
            (Some(row), Some(second)) => format!("took coins {coin} and {second} of row {row}"),
        },
        reason_take_all: "one or two coins in a circle: taking them all wins",
        reason_circle_lost: "every move from a circle of three or more leaves one row, which the opponent can split into two equal rows; this takes one coin and waits for a mistake",
        reason_mirror: "this leaves rows that pair up into equal lengths: every move can now be copied on the twin row",
        reason_to_zero: |nim_sum| {
            format!("the rows' Kayles values had nim-sum {nim_sum}, and this makes it 0")
        },
        reason_stall: "the nim-sum was 0, so every move loses against best play; this takes a coin from the end of the longest row",
        move_error: |error| sentence(&error.to_string()),
        not_a_move: |shown| {
            format!(
                "\"{shown}\" is not a move: write a coin (3) or two adjacent coins (3-4), in rows with the row first (2:3-4)."
            )
        },
        coin_name: |row, coin| match row {
            None => format!("Coin {coin}"),
            Some(row) => format!("Row {row}, coin {coin}"),
        },
        circle_aria: |n| format!("A circle of {}", plural(n, "coin", "coins")),
        rows_aria: |rows| format!("Rows of coins: {rows}"),
        row_short: |row| format!("row {row}"),
        no_coins_left: "No coins are left.",
        compact_note: "These rows are too long to draw: type moves below.",
        take_one: |coin| format!("Take coin {coin}"),
        take_two: |coin, second| format!("Take coins {coin} and {second}"),
        board_label: "Funny Game board. Arrow keys choose a coin, Enter takes it, Shift and Enter takes it with the next one.",
        mirror_heading: "The second player's mirror",
        mirror_names: ["First move", "Reply", "Copy"],
        mirror_reply: |length, mv, half| {
            format!("A row of {length}: the reply {mv} takes the middle and leaves two equal rows of {half}.")
        },
        mirror_copy: "From then on, answer every move in one row with the same move in its twin. The mirroring player always has a move, so takes the last coin.",
        mirror_take_all: |n| {
            format!("A circle of {}: take them all at once and win.", plural(n, "coin", "coins"))
        },
        mirror_first: |n| {
            format!(
                "Whatever the first player takes from the circle of {n}, one row is left: {} or {} coins.",
                n - 1,
                n - 2
            )
        },
        mirror_paired: "The rows pair up into equal lengths: the player to move loses, since every move can be copied on the twin row.",
        mirror_found: |mv, to| {
            format!(
                "The move {mv} takes the middle of a row and leaves rows that pair up ({to}): the highlighted reply."
            )
        },
        mirror_none: "No single move makes these rows pair up: the Kayles values below decide.",
        kayles_heading: "Kayles values",
        circle_value: |n, one, two, value| match two {
            Some(two) => format!(
                "A circle of {n} leaves a row of {} (value {one}) or of {} (value {two}): mex{{{one}, {two}}} = {value}.",
                n - 1,
                n - 2
            ),
            None => format!("A circle of 1 leaves nothing (value {one}): mex{{{one}}} = {value}."),
        },
        xor_move: |row, from, to| {
            format!(
                "The highest bit of the nim-sum is set in row {row}'s value: a move in that row must leave rows of value {to} instead of {from}."
            )
        },
        xor_zero: "The rows' nim-sum is 0: the player to move loses against best play.",
        step_row: "Step through row: ",
        row_option: |row, length| format!("row {row} ({length})"),
        row_column: "Row",
        kayles_column: "Kayles value",
    },
};

pub static JA: ReductionText = ReductionText {
    type_move: "手を入力:",
    play_move: "指す",
    move_example: |example| format!("例: {example}"),
    georgia: GeorgiaText {
        title: "ジョージアとボブ（POJ 1704）",
        rules: "1 から番号の付いた横一列のマスに駒が並んでいます。1 手で駒を 1 つ選び、左へ 1 マス以上動かします。ほかの駒を飛び越えたり同じマスに重ねたりはできず、列の外にも出られません。動かせなくなった人の負けです。",
        winning_move: "最後の手を指して",
        position_noun: "ジョージアとボブの局面",
        setup_label: "マス",
        setup_help: || {
            format!(
                "駒のあるマスの番号を空白かカンマで区切って書きます（順不同。例: 1 5 6 7 9 12 14 17）。駒は {MAX_CHESSMEN} 個まで、マスは 1 から {MAX_SQUARE} までです。"
            )
        },
        how_to_move: "駒をクリックし、動かし先のマスをクリックしてください",
        how_to_move_typed: "9-8（マス 9 の駒をマス 8 へ）のように手を入力してください",
        packed: "すべての駒が左端に詰まっている",
        parse_error: |error| match error {
            ParseGeorgiaError::Empty => "駒のあるマスを 1 つ以上入力してください（例: 1 5 6 7 9）。".into(),
            ParseGeorgiaError::TooLong { len } => {
                format!("入力が {len} 文字あります。局面は 8000 文字までです。")
            }
            ParseGeorgiaError::NotASquare { token } => format!(
                "「{}」はマスの番号ではありません。空白かカンマで区切った整数で書いてください。",
                token.chars().take(20).collect::<String>()
            ),
            ParseGeorgiaError::SquareZero => "マスの番号は 1 から始まります。".into(),
            ParseGeorgiaError::SquareTooLarge { token } => format!(
                "「{}」は大きすぎます。マスは 1 から {MAX_SQUARE} までです。",
                token.chars().take(20).collect::<String>()
            ),
            ParseGeorgiaError::TooMany { count } => {
                format!("駒が {count} 個あります。駒は {MAX_CHESSMEN} 個までです。")
            }
            ParseGeorgiaError::Twice { square } => {
                format!("マス {square} が 2 回書かれています。1 つのマスに置ける駒は 1 個です。")
            }
        },
        total_name: "すき間のニム和",
        hint_line: |from, to| format!("マス {from} の駒をマス {to} へ"),
        no_winning_move: "勝てる手はありません。すき間のニム和が 0 です。駒を 1 マスだけ動かして、相手のミスを待ちましょう。",
        winning_moves_intro: "勝てる手（どれもすき間のニム和を 0 にします）:",
        sample_1: "POJ の入力例 1（1 2 3）",
        sample_2: "POJ の入力例 2",
        keys_chessman: "駒を選ぶ",
        keys_square: "動かし先のマスを選ぶ",
        keys_move: "動かす",
        moved: |from, to| format!("マス {from} の駒をマス {to} へ動かしました"),
        reason_to_zero: |nim_sum, widened| {
            if widened {
                format!("すき間のニム和が {nim_sum} だったので、ペアのすき間を広げて 0 にしました")
            } else {
                format!("すき間のニム和が {nim_sum} だったので、この手で 0 にしました")
            }
        },
        reason_fewest: |replies| {
            format!(
                "すき間のニム和が 0 なので、どの手も相手が最善なら負けです。1 マスだけ動かす手のうち、相手の勝ち手がいちばん少ない手（{replies} 通り）を選びました"
            )
        },
        move_error: |error| match error {
            GeorgiaError::NoChessman { square } => format!("マス {square} に駒はありません。"),
            GeorgiaError::NotLeft => "駒は左へ 1 マス以上動かします。".into(),
            GeorgiaError::OffTheRow => "マスは 1 からです。駒は列の外に出られません。".into(),
            GeorgiaError::Blocked { by } => {
                format!("マス {by} の駒が邪魔です。駒は飛び越えたり重なったりできません。")
            }
        },
        not_a_move: |shown| {
            format!(
                "「{shown}」は手ではありません。動かす駒のマスと動かし先のマスを 9-8 のように書いてください。"
            )
        },
        compact_note: "列が長すぎて描けません。下の欄に手を入力してください。",
        chessmen_on: |squares| format!("駒のあるマス: {squares}"),
        selected: |from, to| format!("マス {from} の駒を選択中: マス {to} へ動かします。"),
        board_label: "ジョージアとボブの盤面。上下の矢印キーで駒を、左右の矢印キーで動かし先のマスを選び、Enter で動かします。",
        chessman_on: |square| format!("マス {square} の駒"),
        row_aria: |squares| format!("駒のあるマス: {squares}"),
        xor_move: |pair, from, to| {
            format!(
                "ニム和の最上位ビットはペア {pair} のすき間にあります。そのすき間を {from} から {to} にします。右の駒を動かすとすき間は狭まり、左の駒を動かすと広がります。"
            )
        },
        xor_zero: "すき間のニム和は 0 です。どの手もすき間を 1 つだけ変えるので、ニム和は 0 でなくなります。",
        stepper_heading: "駒の列からニムへ",
        pair_column: "ペア",
        gap_column: "すき間",
        heap_column: "山",
        reply_example: |left, left_to, gap, grown, right, right_to| {
            format!(
                "例: マス {left} の駒を {left_to} へ動かすと、ペアのすき間は {gap} から {grown} に広がります。相手は {right}-{right_to} と応じればすき間を {gap} に戻せ、ニム和も元に戻ります。"
            )
        },
        reply_none: "この局面では、ペアの左の駒はどれも動けません。どの手もすき間を狭めます。",
        step_names: ["ペア", "すき間", "ニム和", "左の駒"],
        step_pairs: |pairs, odd| {
            if odd {
                format!(
                    "右から 2 個ずつ駒をペアにします（{pairs} 組）。駒の数が奇数なので、いちばん左の駒は左端の壁（|）とペアにします。"
                )
            } else {
                format!("右から 2 個ずつ駒をペアにします（{pairs} 組）。")
            }
        },
        step_heaps: "各ペアの間の空きマスの数がニムの山になります。ペアの右の駒を左へ動かすことは、その山から好きな数の石を取ることに当たります。",
        step_xor: |total| {
            if total == 0 {
                "すき間のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。".to_owned()
            } else {
                format!(
                    "すき間のニム和は {total} で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。"
                )
            }
        },
        step_left: "ペアの左の駒を動かすとすき間が広がります。これはニムにはない手ですが、役に立ちません。相手が右の駒を同じだけ動かせばすき間は元に戻り、駒は左へしか動かないので、これを永遠に続けることはできません。",
        staircase_link: |steps| {
            format!(
                "すき間を右から読むと階段ニムの各段になり、ペアのすき間が奇数段です。左の駒を動かす手は、偶数段からコインを降ろす手にあたります。この列を階段ニムで: {steps}"
            )
        },
        import_heading: "コンテストの入力（POJ 1704）",
        import_label: "T、続いて各ケースの N と N 個のマス:",
        who_wins: "勝つのは?",
        import_error: |error| match error {
            ImportError::Empty => "入力を貼り付けてください: T、続いて各ケースの N と N 個のマス。".into(),
            ImportError::TooLong { len } => {
                format!("入力が {len} 文字あります。読めるのは 200000 文字までです。")
            }
            ImportError::NotANumber { token } => {
                format!("「{}」は整数ではありません。", token.chars().take(20).collect::<String>())
            }
            ImportError::TooManyCases { count } => {
                format!("ケースが {count} 個あります。読めるのは {MAX_CASES} 個までです。")
            }
            ImportError::MissingCount { case } => {
                format!("ケース {case} の前で入力が終わっています。T の値を確かめてください。")
            }
            ImportError::MissingSquares { case, expected, found } => format!(
                "ケース {case} は駒が {expected} 個のはずですが、マスが {found} 個で入力が終わっています。"
            ),
            ImportError::Leftover { count } => {
                format!("最後のケースの後に数が {count} 個残っています。T と各 N を確かめてください。")
            }
            ImportError::BadCase { case, error } => {
                format!("ケース {case}: {}", (JA.georgia.parse_error)(error))
            }
        },
        import_output: "出力（問題の文面どおり。Georgia が先手）:",
        case_note: |nim_sum| format!("すき間のニム和 {nim_sum}"),
    },
    prime: PrimeText {
        title: "素因数ゲーム",
        rules: "整数 N が与えられます。1 手で、ある素数 p で N を 1 回以上割ります（p^e が N を割り切る必要があります）。N を 1 にした人の勝ちです。",
        winning_move: "N を 1 にして",
        position_noun: "素因数ゲームの局面",
        setup_label: "N",
        setup_help: || format!("1 から {MAX_N} までの整数です（例: 540）。"),
        how_to_move: "素数の山のブロックをクリックすると、そのブロックとその上のブロックの数だけその素数で割ります",
        is_one: "N がすでに 1 である",
        parse_error: |error| match error {
            ParsePrimeError::Empty => "整数 N を入力してください（例: 540）。".into(),
            ParsePrimeError::TooLong { len } => format!("入力が {len} 文字あります。N は 64 文字までです。"),
            ParsePrimeError::NotANumber { token } => {
                format!("「{}」は整数ではありません。", token.chars().take(20).collect::<String>())
            }
            ParsePrimeError::Zero => "N は 1 以上です。".into(),
            ParsePrimeError::TooLarge { token } => format!(
                "「{}」は大きすぎます。N は {MAX_N} までです。",
                token.chars().take(30).collect::<String>()
            ),
            ParsePrimeError::MoreThanOne => "局面は整数 N 1 つです。".into(),
        },
        total_name: "指数のニム和",
        hint_line: |prime, exponent, to| format!("{prime}^{exponent} で割る → N = {to}"),
        no_winning_move: "勝てる手はありません。指数のニム和が 0 です。少しだけ割って、相手のミスを待ちましょう。",
        winning_moves_intro: "勝てる手（どれも指数のニム和を 0 にします）:",
        preset_540: "540（資料の例）",
        preset_large_prime: "大きな素数",
        keys_prime: "素数を選ぶ",
        keys_exponent: "割る回数",
        keys_divide: "割る",
        divided: |prime, exponent| {
            if exponent == 1 {
                format!("{prime} で割りました")
            } else {
                format!("{prime}^{exponent} で割りました")
            }
        },
        reason_to_zero: |nim_sum| format!("指数のニム和が {nim_sum} だったので、この手で 0 にしました"),
        reason_fewest: |replies| {
            format!(
                "指数のニム和が 0 なので、どの手も相手が最善なら負けです。相手の勝ち手がいちばん少ない手（{replies} 通り）を選びました"
            )
        },
        move_error: |error| match error {
            PrimeError::ExponentZero => "1 回以上割ってください。".into(),
            PrimeError::NotPrime { number } => format!("{number} は素数ではありません。"),
            PrimeError::NotADivisor { prime, exponent, n } => {
                format!("{prime}^{exponent} は {n} を割り切りません。")
            }
        },
        not_a_move: |shown| {
            format!("「{shown}」は手ではありません。素数と割る回数を 2^2 のように書いてください。")
        },
        divide_by: |prime, exponent| format!("{prime}^{exponent} で割る"),
        board_label: "素因数ゲームの盤面。左右の矢印キーで素数を、上下の矢印キーで割る回数を選び、Enter で割ります。",
        piles_aria: |product| format!("{product} の指数の山"),
        xor_move: |prime, from, to| {
            format!(
                "ニム和の最上位ビットは {prime} の指数にあります。{prime} で割って、指数を {from} から {to} に減らします。"
            )
        },
        xor_zero: "指数のニム和は 0 です。どの手も指数を 1 つだけ減らすので、ニム和は 0 でなくなります。",
        stepper_heading: "N からニムへ",
        prime_column: "素数",
        exponent_column: "指数",
        heap_column: "山",
        try_name: |prime| format!("÷{prime}"),
        step_divide: |prime, exponent, rest, tried| {
            format!(
                "試し割り: {prime} で {exponent} 回割り切れます（ここまでに候補を {tried} 個試しました）。残りは {rest} です。"
            )
        },
        stop_name: "終了",
        step_stop: |next, rest, rest_is_one, tried| {
            if rest_is_one {
                format!("割るものが残っていません。素因数分解の完了です（候補を {tried} 個試しました）。")
            } else {
                format!(
                    "次の候補 {next} の 2 乗は {rest} より大きいので、{rest} にはそれより小さい約数がありません。{rest} は素数です。候補 {tried} 個で終わりです。"
                )
            }
        },
        heaps_name: "山",
        step_heaps: "各指数がニムの山です。p^e で割ると p の指数が e だけ減り（より小さいどの値にもできます）、ほかの指数は変わりません。",
        xor_name: "ニム和",
        step_xor: |total| {
            if total == 0 {
                "指数のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。".to_owned()
            } else {
                format!(
                    "指数のニム和は {total} で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。"
                )
            }
        },
    },
    euclid: EuclidText {
        title: "ユークリッドのゲーム",
        rules: "正の整数が 2 つあります。1 手で、大きいほうから小さいほうの正の倍数を引きます（0 未満にはできません）。数を 0 にした人の勝ちです。",
        winning_move: "数を 0 にして",
        position_noun: "ユークリッドのゲームの局面",
        setup_label: "a b",
        setup_help: || {
            format!("2 つの整数を空白かカンマで区切って書きます（例: 25 7）。{MAX_NUMBER} までです。")
        },
        how_to_move: "大きいほうから小さいほうを何倍引くかを選んでください",
        has_zero: "すでに数が 0 になっている",
        parse_error: |error| match error {
            ParseEuclidError::TooLong { len } => {
                format!("入力が {len} 文字あります。局面は 100 文字までです。")
            }
            ParseEuclidError::Count { count } => {
                format!("局面は 2 つの整数です（例: 25 7。入力は {count} 個）。")
            }
            ParseEuclidError::NotANumber { token } => {
                format!("「{}」は整数ではありません。", token.chars().take(20).collect::<String>())
            }
            ParseEuclidError::TooLarge { token } => format!(
                "「{}」は大きすぎます。数は {MAX_NUMBER} までです。",
                token.chars().take(30).collect::<String>()
            ),
            ParseEuclidError::BothZero => "少なくとも一方は正の数にしてください。".into(),
        },
        total_name: "余りの列に沿った mex",
        beyond_search: "探索の範囲外。勝敗は規則から",
        hint_line: |multiple, smaller, to| format!("{smaller} の {multiple} 倍を引く → {to}"),
        no_winning_move: "勝てる手はありません。一本道の手順があなたの負けで終わります。指し続けて相手のミスを待ちましょう。",
        winning_moves_intro: "勝てる手:",
        sample_1: "POJ の入力例 34 12",
        sample_2: "POJ の入力例 15 24",
        preset_huge: "10^18 に近いフィボナッチ数",
        keys_multiple: "倍数を選ぶ",
        keys_take: "引く",
        took: |multiple, smaller, larger| format!("{larger} から {smaller} の {multiple} 倍を引きました"),
        reason_zero: "小さいほうが大きいほうを割り切るので、全部引いて 0 にすれば勝ちです",
        reason_twice: |quotient, multiple| {
            format!(
                "大きいほうが小さいほうの {quotient} 倍以上（2 倍以上）なので、{quotient} 倍引く手と {} 倍引く手のどちらかは相手を負けの一本道に追い込みます。ここでは {multiple} 倍です",
                quotient - 1
            )
        },
        reason_forced: |wins| {
            if wins {
                "大きいほうが小さいほうの 2 倍未満なので手は 1 つしかなく、その先の一本道はこちらの勝ちです"
                    .to_owned()
            } else {
                "大きいほうが小さいほうの 2 倍未満なので、手は 1 つしかありません".to_owned()
            }
        },
        move_error: |error| match error {
            EuclidError::Over => "すでに数が 0 です。ゲームは終わっています。".into(),
            EuclidError::NotThesePositions { larger, smaller } => {
                format!("大きいほうの {larger} から小さいほうの {smaller} の倍数を引いてください。")
            }
            EuclidError::MultipleZero => "小さいほうの数を 1 倍以上引いてください。".into(),
            EuclidError::TooMuch { larger, multiple, smaller } => {
                format!("{multiple} × {smaller} は {larger} より大きいので引けません。")
            }
        },
        not_a_multiple: |shown| format!("「{shown}」は倍数ではありません。1 以上の整数を入力してください。"),
        take_button: |multiple, smaller| format!("−{multiple} × {smaller}"),
        board_label: "ユークリッドのゲームの盤面。上下の矢印キーで倍数を選び、Enter で引きます。",
        quotient_line: |larger, smaller, quotient, rest| {
            format!("{larger} = {quotient} × {smaller} + {rest}")
        },
        any_multiple: |quotient| format!("倍数（1 から {quotient}）:"),
        take: "引く",
        stepper_heading: "一本道の手順",
        values_heading: "探索による Grundy 数",
        value_found: |value| {
            format!("余りの列に沿って mex の規則を当てはめると、この局面の Grundy 数は {value} です。")
        },
        value_beyond: |limit| {
            format!(
                "Grundy 数の探索は {limit} 個を超える局面をたどるので計算しません。勝敗は規則から分かります。"
            )
        },
        values_rule: "規則: 大きいほうが小さいほうの 2 倍以上の局面を手番で迎えた人が勝ちます（倍数を全部引くか 1 つ少なく引くかのうち、相手に負けの一本道を渡すほうを選びます）。2 倍未満の間は手が 1 つしかありません。",
        step_forced: |larger, smaller, rest| {
            format!(
                "{larger} は {smaller} の 2 倍未満です。手は {smaller} を 1 回引くだけで、{smaller} と {rest} が残ります。"
            )
        },
        mover: "今の手番の人",
        opponent: "相手",
        end_over: "数が 0 です。ゲームは終わっていて、0 にした人が勝っています。",
        end_divides: |smaller, larger, quotient, who| {
            format!(
                "{smaller} は {larger} を割り切ります（{quotient} 倍）。{who}が全部引いて 0 にし、勝ちます。"
            )
        },
        end_twice: |larger, smaller, quotient, who| {
            format!("{larger} は {smaller} の {quotient} 倍以上（2 倍以上）です。規則により{who}の勝ちです。")
        },
        rule_name: "規則",
        chain_summary: |forced, mover_wins| {
            let who = if mover_wins {
                "手番の人の勝ち（N 局面）"
            } else {
                "手番の人の負け（P 局面）"
            };
            format!("規則が使えるまでに一本道の手が {forced} 手: {who}です。")
        },
    },
    funny: FunnyText {
        title: "円形のコイン取り（POJ 2484）",
        rules: "コインが円形に並んでいます。1 手で、コインを 1 枚、または隣り合う 2 枚を取ります。最後のコインを取った人の勝ちです。",
        winning_move: "最後のコインを取って",
        position_noun: "円形のコイン取りの局面",
        setup_label: "コイン",
        setup_help: || {
            format!(
                "手つかずの円は「circle n」（例: circle 7）、列になった後は各列の長さ（例: 3 2）で書きます。コインは {MAX_COINS} 枚まで、列は {MAX_ROWS} 個までです。"
            )
        },
        how_to_move: "コインをクリックし、1 枚だけか隣と 2 枚かを選んで取ってください",
        how_to_move_typed: "1:2（列 1 のコイン 2）や 1:2-3 のように手を入力してください",
        no_coins: "コインが残っていない",
        parse_error: |error| match error {
            ParseFunnyError::Empty => "円なら「circle 7」、列なら「3 2」のように入力してください。".into(),
            ParseFunnyError::TooLong { len } => {
                format!("入力が {len} 文字あります。局面は 100000 文字までです。")
            }
            ParseFunnyError::NotANumber { token } => format!(
                "「{}」はコインの枚数ではありません。整数か、circle と整数 1 つで書いてください。",
                token.chars().take(20).collect::<String>()
            ),
            ParseFunnyError::CircleEmpty => "円のコインは 1 枚以上です。".into(),
            ParseFunnyError::CircleCount => "円は circle と整数 1 つで書きます（例: circle 7）。".into(),
            ParseFunnyError::TooManyCoins => format!("コインは全部で {MAX_COINS} 枚までです。"),
            ParseFunnyError::TooManyRows { count } => {
                format!("列が {count} 個あります。列は {MAX_ROWS} 個までです。")
            }
        },
        total_name: "列を Kayles と見て",
        hint_line: |what, to| format!("{what} → {to}"),
        no_winning_move: "勝てる手はありません。何を取っても相手に応じられます。コインを取って相手のミスを待ちましょう。",
        winning_moves_intro: "勝てる手:",
        more_moves: |found| {
            format!("勝てる手が {found} 通り見つかりました。最初のいくつかを表示しています。")
        },
        preset_circle_2: "2 枚の円",
        preset_circle_7: "7 枚の円",
        preset_rows: "列 3 2",
        keys_coin: "コインを選ぶ",
        keys_take_one: "そのコインを取る",
        keys_take_two: "次のコインと 2 枚取る",
        took: |row, coin, second| match (row, second) {
            (None, None) => format!("コイン {coin} を取りました"),
            (None, Some(second)) => format!("コイン {coin} と {second} を取りました"),
            (Some(row), None) => format!("列 {row} のコイン {coin} を取りました"),
            (Some(row), Some(second)) => format!("列 {row} のコイン {coin} と {second} を取りました"),
        },
        reason_take_all: "円にコインが 1 枚か 2 枚なので、全部取れば勝ちです",
        reason_circle_lost: "3 枚以上の円からどう取っても 1 本の列が残り、相手はそれを同じ長さの 2 列に分けられます。コインを 1 枚取って相手のミスを待ちます",
        reason_mirror: "同じ長さの列のペアが残るので、これからは相手の手をもう一方の列でまねできます",
        reason_to_zero: |nim_sum| {
            format!("列の Kayles の値のニム和が {nim_sum} だったので、この手で 0 にしました")
        },
        reason_stall: "ニム和が 0 なので、どの手も相手が最善なら負けです。いちばん長い列の端のコインを取りました",
        move_error: |error| match error {
            FunnyError::NoSuchRow { row, rows } => {
                format!("列 {row} はありません。列の番号は 1 から {rows} までです。")
            }
            FunnyError::NoSuchCoin { coin, coins } => {
                format!("コイン {coin} はありません。コインの番号は 1 から {coins} までです。")
            }
            FunnyError::NotAdjacent { coin, second } => {
                format!("コイン {coin} と {second} は隣り合っていません。")
            }
            FunnyError::WrongPlace { circle: true } => {
                "コインはまだ円に並んでいます。列の番号を付けずにコインを指定してください。".into()
            }
            FunnyError::WrongPlace { circle: false } => {
                "コインは列に分かれています。1:3 のように列の番号を付けてください。".into()
            }
        },
        not_a_move: |shown| {
            format!(
                "「{shown}」は手ではありません。コイン（3）か隣り合う 2 枚（3-4）を、列では列の番号を先に（2:3-4）書いてください。"
            )
        },
        coin_name: |row, coin| match row {
            None => format!("コイン {coin}"),
            Some(row) => format!("列 {row} のコイン {coin}"),
        },
        circle_aria: |n| format!("{n} 枚のコインの円"),
        rows_aria: |rows| format!("コインの列: {rows}"),
        row_short: |row| format!("列 {row}"),
        no_coins_left: "コインは残っていません。",
        compact_note: "列が長すぎて描けません。下の欄に手を入力してください。",
        take_one: |coin| format!("コイン {coin} を取る"),
        take_two: |coin, second| format!("コイン {coin} と {second} を取る"),
        board_label: "円形のコイン取りの盤面。矢印キーでコインを選び、Enter で取り、Shift と Enter で次のコインと 2 枚取ります。",
        mirror_heading: "後手のまねっこ戦略",
        mirror_names: ["初手", "応手", "まねる"],
        mirror_reply: |length, mv, half| {
            format!("長さ {length} の列: 応手 {mv} で真ん中を取ると、長さ {half} の同じ列が 2 本残ります。")
        },
        mirror_copy: "あとは相手が一方の列で指した手を、もう一方の列でそのまままねします。まねする側には必ず手があるので、最後のコインを取るのはまねする側です。",
        mirror_take_all: |n| format!("{n} 枚の円: 一度に全部取って勝ちです。"),
        mirror_first: |n| {
            format!("先手が {n} 枚の円から何を取っても、1 本の列（{} 枚か {} 枚）が残ります。", n - 1, n - 2)
        },
        mirror_paired: "列が同じ長さのペアに分かれています。どの手ももう一方の列でまねされるので、手番の人の負けです。",
        mirror_found: |mv, to| {
            format!("手 {mv} で列の真ん中を取ると、列がペアに分かれます（{to}）。これが強調した応手です。")
        },
        mirror_none: "1 手で列をペアに分ける手はありません。下の Kayles の値で判定します。",
        kayles_heading: "Kayles の値",
        circle_value: |n, one, two, value| match two {
            Some(two) => format!(
                "{n} 枚の円からは長さ {} の列（値 {one}）か長さ {} の列（値 {two}）が残ります: mex{{{one}, {two}}} = {value}。",
                n - 1,
                n - 2
            ),
            None => format!("1 枚の円からは何も残りません（値 {one}）: mex{{{one}}} = {value}。"),
        },
        xor_move: |row, from, to| {
            format!(
                "ニム和の最上位ビットは列 {row} の値にあります。この列での手で、値 {from} の列を値 {to} の列（の組）にします。"
            )
        },
        xor_zero: "列の値のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます。",
        step_row: "計算する列: ",
        row_option: |row, length| format!("列 {row}（{length}）"),
        row_column: "列",
        kayles_column: "Kayles の値",
    },
};

/// The table in `lang`.
pub fn reduction_text(lang: Lang) -> &'static ReductionText {
    lang.pick(&EN, &JA)
}
