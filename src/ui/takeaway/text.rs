//! The take-away games' texts in English and Japanese (pages, boards, panels), and their
//! [`GameText`]. One table serves the six games; what differs takes the game as [`Which`].

use crate::games::nim::{MAX_PILE, MAX_PILES, NimError, NimMove, ParseNimError};
use crate::games::sentence;
use crate::games::takeaway::bounded_nim::BoundedNim;
use crate::games::takeaway::count_to::{self, CountMove, CountTo};
use crate::games::takeaway::misere_nim::MisereNim;
use crate::games::takeaway::nim_k::{NimK, NimKMove};
use crate::games::takeaway::subtraction::{self, MisereSubtraction, Subtraction};
use crate::games::takeaway::{
    MAX_INPUT_LEN, ParseTakeawayError, Quantity, TakeawayMoveError, TakeawayReason,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, GameWords};

/// The subtraction game's name and summary (the header, the home page, a sum's components).
pub const SUBTRACTION_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Subtraction game",
        summary: "Take a number of stones in the set S from one heap; whoever takes the last stones wins.",
    },
    ja: GameWords {
        name: "石取りゲーム（集合 S）",
        summary: "1 つの山から集合 S に含まれる個数の石を取ります。最後の石を取った人の勝ちです。",
    },
};

/// The misère subtraction game's name and summary (the header, the home page, a sum's components).
pub const MISERE_SUBTRACTION_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Subtraction game, misère",
        summary: "Take a number of stones in the set S from one heap; whoever takes the last stones loses.",
    },
    ja: GameWords {
        name: "石取りゲーム（集合 S・逆形）",
        summary: "1 つの山から集合 S に含まれる個数の石を取ります。最後の石を取った人の負けです。",
    },
};

/// The counting game's name and summary (the header, the home page, a sum's components).
pub const COUNT_TO_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Don't say N",
        summary: "Count up from 1 in turn, saying 1 to k next numbers; whoever says N loses.",
    },
    ja: GameWords {
        name: "N を言ったら負けゲーム",
        summary: "1 から順に交互に、1 回に 1 個から k 個の数を言います。N を言った人の負けです。",
    },
};

/// Bounded Nim's name and summary (the header, the home page, a sum's components).
pub const BOUNDED_NIM_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Bounded Nim",
        summary: "Take 1 to k stones from one heap; whoever takes the last stone wins.",
    },
    ja: GameWords {
        name: "上限つきニム",
        summary: "1 つの山から 1 個以上 k 個以下の石を取ります。最後の石を取った人の勝ちです。",
    },
};

/// Moore's Nim_k's name and summary (the header, the home page, a sum's components).
pub const NIM_K_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Moore's Nim_k",
        summary: "Take stones from at least 1 and at most k heaps; whoever takes the last stone wins.",
    },
    ja: GameWords {
        name: "ムーアの Nim_k",
        summary: "1 個以上 k 個以下の山から石を取ります。最後の石を取った人の勝ちです。",
    },
};

/// Misère Nim's name and summary (the header, the home page, a sum's components).
pub const MISERE_NIM_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Nim, misère",
        summary: "Take any number of stones from one pile; whoever takes the last stone loses.",
    },
    ja: GameWords {
        name: "ニム（逆形）",
        summary: "1 つの山から好きな数の石を取ります。最後の石を取った人の負けです。",
    },
};

/// Which of the take-away games a text is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Subtraction,
    MisereSubtraction,
    CountTo,
    Bounded,
    NimK,
    MisereNim,
}

/// Every text of the take-away pages.
pub struct TakeawayText {
    pub title: fn(Which) -> &'static str,
    pub rules: fn(Which) -> &'static str,
    pub how_to_move: fn(Which) -> &'static str,
    /// The status line's "wins by …".
    pub winning_move: fn(Which) -> &'static str,
    pub why_no_move: fn(Which) -> &'static str,
    pub position_noun: fn(Which) -> &'static str,
    pub setup_label: fn(Which) -> &'static str,
    pub setup_help: fn(Which) -> String,
    pub board_label: fn(Which) -> &'static str,
    /// The total line's name of the total.
    pub total_name: fn(Which) -> &'static str,
    /// The total line's detail where there is no value (misère play, Nim_k beyond the search).
    pub no_value_detail: fn(Which) -> &'static str,
    // Heaps.
    pub heap_name: fn(usize) -> String,
    pub heaps_aria: fn(&str) -> String,
    pub take_aria: fn(take: u64, heap: usize) -> String,
    pub take: &'static str,
    pub from_heap: &'static str,
    pub stones_to_take: &'static str,
    pub take_button: &'static str,
    pub not_a_take: fn(&str) -> String,
    pub heap_option: fn(heap: usize, stones: u64) -> String,
    pub more_takes: &'static str,
    // Nim_k's board.
    pub nim_k_help: fn(k: u32) -> String,
    pub take_from_heap: fn(heap: usize) -> String,
    pub take_chosen: &'static str,
    pub nothing_chosen: &'static str,
    // Count-to's board.
    pub number_line: &'static str,
    pub said_up_to: fn(last: u32) -> String,
    pub say_up_to: fn(from: u32, to: u32) -> String,
    pub say_button: fn(from: u32, to: u32) -> String,
    pub count_window: fn(from: u32, to: u32, target: u32) -> String,
    pub count_up_to: &'static str,
    pub say: &'static str,
    pub losing_mark: &'static str,
    pub winning_mark: &'static str,
    // The hint.
    pub no_winning_move: fn(Which) -> &'static str,
    pub winning_moves_intro: fn(Which) -> &'static str,
    pub hint_line: fn(mv: &str, to: &str) -> String,
    pub hint_more: fn(found: usize, listed: usize) -> String,
    pub hint_more_open: &'static str,
    // Keys.
    pub keys_tab: &'static str,
    pub keys_enter: &'static str,
    // The sequence strip.
    pub strip_heading: fn(misere: bool) -> &'static str,
    pub strip_show: &'static str,
    pub strip_values: &'static str,
    pub strip_outcomes: &'static str,
    pub strip_heap: &'static str,
    pub strip_legend: &'static str,
    pub strip_period: fn(preperiod: usize, period: usize) -> String,
    pub strip_proof: fn(width: usize, window: usize, period: usize) -> String,
    pub strip_no_period: fn(terms: usize) -> String,
    pub strip_beyond: fn(heap: u64, index: u64, value: &str) -> String,
    pub step_through: &'static str,
    pub heap_alone: fn(heap: usize, stones: u64) -> String,
    pub heap_column: &'static str,
    pub heap_value_column: &'static str,
    pub xor_explanation: &'static str,
    // Bounded Nim's panel.
    pub bounded_rule: fn(k: u32) -> String,
    // Nim_k's column panel.
    pub columns_heading: &'static str,
    pub columns_rule: fn(k: u32) -> String,
    pub column_sum: &'static str,
    pub column_mod: fn(modulus: u32) -> String,
    pub columns_p: &'static str,
    pub columns_n: &'static str,
    pub not_grundy: &'static str,
    pub grundy_by_search: fn(value: Option<u64>, states: u64, limit: u64) -> String,
    pub moore_heading: &'static str,
    pub moore_step: fn(bit: u32, ones: u32, free: u32, residue: u32, modulus: u32) -> String,
    pub moore_keep: &'static str,
    pub moore_lower: fn(heaps: &str) -> String,
    pub moore_raise: fn(heaps: &str) -> String,
    pub moore_result: fn(mv: &str) -> String,
    // Misère panels.
    pub misere_heading: &'static str,
    pub misere_nim_rule: &'static str,
    pub misere_small: fn(ones: usize) -> String,
    pub misere_large: fn(nim_sum: u64) -> String,
    pub misere_subtraction_rule: &'static str,
    pub misere_switch: &'static str,
    pub misere_on: &'static str,
    pub misere_off: &'static str,
    // Count-to's panel.
    pub count_heading: &'static str,
    pub count_backwards: fn(target: u32, k: u32, losing: &str) -> String,
    pub count_rule: fn(target: u32, k: u32, rest: u32) -> String,
    pub count_now: fn(last: u32, safe: u32, modulus: u32, value: u32) -> String,
    // The history and the computer.
    pub took: fn(take: u64, heap: usize) -> String,
    pub took_several: fn(&str) -> String,
    pub counted: fn(to: u32) -> String,
    pub reason: fn(&TakeawayReason) -> String,
    pub parse_error: fn(&ParseTakeawayError) -> String,
    pub move_error: fn(&TakeawayMoveError) -> String,
    pub nim_parse_error: fn(&ParseNimError) -> String,
}

fn quantity_ja(what: Quantity) -> &'static str {
    match what {
        Quantity::K => "k",
        Quantity::Target => "N",
        Quantity::Last => "最後に言った数",
        Quantity::Member => "集合の要素",
    }
}

fn heaps_list(heaps: &[usize], lang: Lang) -> String {
    let names: Vec<String> = heaps.iter().map(|h| (h + 1).to_string()).collect();
    match lang {
        Lang::En => names.join(", "),
        Lang::Ja => names.join("、"),
    }
}

/// The heap numbers of a Moore step, in `lang`.
pub fn heap_numbers(lang: Lang, heaps: &[usize]) -> String {
    heaps_list(heaps, lang)
}

pub static EN: TakeawayText = TakeawayText {
    title: |w| match w {
        Which::Subtraction => "Subtraction game",
        Which::MisereSubtraction => "Subtraction game, misère",
        Which::CountTo => "Don't say N",
        Which::Bounded => "Bounded Nim",
        Which::NimK => "Moore's Nim_k",
        Which::MisereNim => "Nim, misère",
    },
    rules: |w| match w {
        Which::Subtraction => {
            "A move takes from one heap a number of stones that is in the set S. Whoever takes the last stones wins (whoever cannot move loses)."
        }
        Which::MisereSubtraction => {
            "A move takes from one heap a number of stones that is in the set S. Last move loses: whoever takes the last stones loses (whoever cannot move wins)."
        }
        Which::CountTo => {
            "Count up from 1 in turn: each turn says the next 1 to k numbers. Whoever says N loses."
        }
        Which::Bounded => "A move takes 1 to k stones from one heap. Whoever takes the last stone wins.",
        Which::NimK => {
            "A move takes stones from at least 1 and at most k heaps, any positive number from each. Whoever takes the last stone wins."
        }
        Which::MisereNim => {
            "Take any number of stones from one pile. Last move loses: whoever takes the last stone loses."
        }
    },
    how_to_move: |w| match w {
        Which::CountTo => "say the next numbers with a button",
        Which::NimK => "choose how many to take from each heap (at most k heaps), then Take",
        _ => "choose a heap and how many to take",
    },
    winning_move: |w| match w {
        Which::Subtraction | Which::Bounded | Which::NimK => "taking the last stones",
        Which::MisereSubtraction | Which::MisereNim => "leaving the last stones to the opponent",
        Which::CountTo => "making the opponent say N",
    },
    why_no_move: |w| match w {
        Which::CountTo => "N has been said",
        Which::Subtraction | Which::MisereSubtraction => "no heap holds a number of stones in S",
        _ => "there are no stones",
    },
    position_noun: |w| match w {
        Which::Subtraction | Which::MisereSubtraction => "a subtraction game position",
        Which::CountTo => "a \"don't say N\" position",
        Which::Bounded => "a bounded Nim position",
        Which::NimK => "a Nim_k position",
        Which::MisereNim => "a Nim position",
    },
    setup_label: |w| match w {
        Which::Subtraction | Which::MisereSubtraction => "Set S: heaps",
        Which::CountTo => "N k: last number said",
        Which::Bounded | Which::NimK => "k: heaps",
        Which::MisereNim => "Piles",
    },
    setup_help: |w| match w {
        Which::Subtraction | Which::MisereSubtraction => format!(
            "The set S (1 to {} numbers from 1 to {}), a colon, then the heaps, e.g. 1,3,4: 7 5; up to {MAX_PILES} heaps of up to {}.",
            subtraction::MAX_SET,
            subtraction::MAX_MEMBER,
            subtraction::MAX_HEAP
        ),
        Which::CountTo => format!(
            "N and k, a colon, then the last number said (0 before anyone spoke), e.g. 30 3: 0; N up to {}, k up to {}.",
            count_to::MAX_TARGET,
            count_to::MAX_K
        ),
        Which::Bounded | Which::NimK => {
            format!("k, a colon, then the heaps, e.g. 3: 5 7 9; up to {MAX_PILES} heaps of up to {MAX_PILE}.")
        }
        Which::MisereNim => format!(
            "Pile sizes separated by spaces or commas, e.g. 3 4 5; up to {MAX_PILES} piles of up to {MAX_PILE} stones."
        ),
    },
    board_label: |w| match w {
        Which::CountTo => "Number line of the count",
        _ => "Heaps",
    },
    total_name: |w| match w {
        Which::CountTo => "(N − 1 − last) mod (k + 1)",
        Which::Bounded => "nim-sum of n mod (k + 1)",
        Which::NimK => "exact search",
        Which::MisereNim | Which::MisereSubtraction => "none in misère play",
        Which::Subtraction => "nim-sum of the heaps' values",
    },
    no_value_detail: |w| match w {
        Which::MisereNim => "the misère rule decides",
        Which::MisereSubtraction => "a search decides",
        Which::NimK => "too large to search; Moore's column rule decides",
        _ => "",
    },
    heap_name: |heap| format!("Heap {}", heap + 1),
    heaps_aria: |position| format!("Heaps: {position}"),
    take_aria: |take, heap| format!("Take {take} from heap {}", heap + 1),
    take: "Take",
    from_heap: "from heap",
    stones_to_take: "stones to take",
    take_button: "Take",
    not_a_take: |shown| format!("\"{shown}\" is not a number of stones: enter a whole number."),
    heap_option: |heap, stones| format!("{} ({stones})", heap + 1),
    more_takes: "Other amounts: use the form below.",
    nim_k_help: |k| format!("from 1 to {k} heaps at once"),
    take_from_heap: |heap| format!("Stones to take from heap {}", heap + 1),
    take_chosen: "Take",
    nothing_chosen: "Choose at least one heap to take from.",
    number_line: "The numbers 1 to N; the said ones are filled.",
    said_up_to: |last| {
        if last == 0 { "Nothing said yet.".into() } else { format!("Said so far: 1 to {last}.") }
    },
    say_up_to: |from, to| if from == to { format!("Say {to}") } else { format!("Say {from} to {to}") },
    say_button: |from, to| if from == to { format!("{to}") } else { format!("{from}–{to}") },
    count_window: |from, to, target| format!("Showing {from} to {to} of 1 to {target}."),
    count_up_to: "Count up to",
    say: "Say",
    losing_mark: "L",
    winning_mark: "W",
    no_winning_move: |w| match w {
        Which::MisereNim | Which::MisereSubtraction => {
            "No winning move: this position is lost against best play (misère). Make a small move and hope for a mistake."
        }
        Which::CountTo => {
            "No winning move: the numbers left to say safely are a multiple of k + 1, so every count loses against best play."
        }
        Which::NimK => {
            "No winning move: every column sum is a multiple of k + 1, so every move loses against best play."
        }
        _ => {
            "No winning move: the Grundy value is 0, so every move loses against best play. Make a small move and hope for a mistake."
        }
    },
    winning_moves_intro: |w| match w {
        Which::MisereNim | Which::MisereSubtraction => {
            "Winning moves (each leaves a position lost for the opponent):"
        }
        Which::CountTo => "Winning move (it leaves a multiple of k + 1 safe numbers):",
        Which::NimK => "Winning moves (each makes every column sum a multiple of k + 1):",
        _ => "Winning moves (each leaves a Grundy value of 0):",
    },
    hint_line: |mv, to| format!("{mv} → {to}"),
    hint_more: |found, listed| format!("{found} winning moves found; the first {listed} are listed."),
    hint_more_open: "There are more winning moves than listed here (the API lists up to 64).",
    keys_tab: "Tab moves between the heaps' buttons",
    keys_enter: "Enter or Space presses the button",
    strip_heading: |misere| {
        if misere {
            "One heap, misère: W/L for n = 0, 1, 2, …"
        } else {
            "The sequence g(0), g(1), g(2), …"
        }
    },
    strip_show: "Show: ",
    strip_values: "values g(n)",
    strip_outcomes: "W/L",
    strip_heap: "Heap highlighted: ",
    strip_legend: "Each cell is a heap of n stones; L cells (value 0) are lost for the player to move. The repeating block is outlined.",
    strip_period: |preperiod, period| {
        if preperiod == 0 {
            format!("Period {period} from the start: g(n + {period}) = g(n) for every n.")
        } else {
            format!(
                "Preperiod {preperiod}, period {period}: g(n + {period}) = g(n) for every n ≥ {preperiod}."
            )
        }
    },
    strip_proof: |width, window, period| {
        format!(
            "Why for ever: each value depends only on the {width} values before it (the largest member of S is {width}). The {width} values from n = {window} appear again from n = {}, so everything after repeats too.",
            window + period
        )
    },
    strip_no_period: |terms| {
        format!("No period found within {terms} terms: heaps beyond them cannot be valued.")
    },
    strip_beyond: |heap, index, value| {
        format!(
            "This heap of {heap} is beyond the strip: through the period its value is that of n = {index}, {value}."
        )
    },
    step_through: "Step through: ",
    heap_alone: |heap, stones| format!("heap {} alone ({stones})", heap + 1),
    heap_column: "heap",
    heap_value_column: "value",
    xor_explanation: "The values of the heaps (not their sizes) are added by XOR, as in Nim: the Sprague–Grundy theorem.",
    bounded_rule: |k| {
        format!(
            "From n the options are n − 1, …, n − {k}: their values are the {k} residues mod {} other than n's own, so g(n) = n mod {} (step through a heap below).",
            u64::from(k) + 1,
            u64::from(k) + 1
        )
    },
    columns_heading: "Moore's columns",
    columns_rule: |k| {
        format!(
            "Write the heaps in binary and add each column as ordinary numbers. The position is lost for the player to move exactly when every column sum is a multiple of k + 1 = {}.",
            u64::from(k) + 1
        )
    },
    column_sum: "column sum",
    column_mod: |m| format!("sum mod {m}"),
    columns_p: "Every column sum is a multiple of k + 1: a P-position.",
    columns_n: "Some column sum is not a multiple of k + 1: an N-position.",
    not_grundy: "Careful: these sums mod (k + 1) decide win or loss only. Read as a number in base k + 1 they are not the Grundy value in general (e.g. k = 2, heaps 1 2: columns 1 1, but the value is 3).",
    grundy_by_search: |value, states, limit| match value {
        Some(v) => format!("Grundy value by exact search of {states} positions: {v}."),
        None => format!(
            "Grundy value: not searched ({states} positions, more than the {limit} allowed); the labels show W/L only."
        ),
    },
    moore_heading: "The winning move, column by column",
    moore_step: |bit, ones, free, residue, modulus| {
        format!(
            "Column 2^{bit}: {ones} unchanged heap{} with a 1, {free} heap{} already lowered; {ones} mod {modulus} = {residue}.",
            if ones == 1 { "" } else { "s" },
            if free == 1 { "" } else { "s" }
        )
    },
    moore_keep: "Nothing to fix: lowered heaps take 0 here.",
    moore_lower: |heaps| format!("Lower heap(s) {heaps}: a 0 here, and free in every column below."),
    moore_raise: |heaps| format!("Give lowered heap(s) {heaps} a 1 here to make up the sum."),
    moore_result: |mv| format!("The move: {mv}."),
    misere_heading: "Misère play",
    misere_nim_rule: "While some pile has 2 or more stones, play as in Nim: leave a nim-sum of 0. When every pile is 1 or 0, leave an odd number of piles of 1: the opponent then takes the last stone.",
    misere_small: |ones| {
        format!(
            "Every pile is 1 or 0: {ones} pile{} of 1, {}.",
            if ones == 1 { "" } else { "s" },
            if ones % 2 == 1 {
                "an odd number, so the player to move loses"
            } else {
                "an even number, so the player to move wins"
            }
        )
    },
    misere_large: |nim_sum| {
        format!(
            "A pile has 2 or more stones: as in Nim, the nim-sum decides; it is {nim_sum}, so the player to move {}.",
            if nim_sum == 0 { "loses" } else { "wins" }
        )
    },
    misere_subtraction_rule: "In misère play the Grundy values of the heaps do not add up: who wins is found by searching the whole position (one heap: its own periodic W/L sequence, below).",
    misere_switch: "Last move loses (misère)",
    misere_on: "on",
    misere_off: "off",
    count_heading: "Counting backwards from N",
    count_backwards: |target, k, losing| {
        format!(
            "Whoever must start at {target} says it and loses: L. From {} to {} the player can say up to {} and leave the opponent at {target}: W. Then {} is L again, and so on every k + 1 = {}: the L numbers are {losing}.",
            target.saturating_sub(k),
            target.saturating_sub(1),
            target.saturating_sub(1),
            target.saturating_sub(k + 1),
            k + 1
        )
    },
    count_rule: |target, k, rest| {
        format!(
            "The rule: the first player loses exactly when N mod (k + 1) = 1. Here {target} mod {} = {rest}, so the first player {}.",
            k + 1,
            if rest == 1 { "loses" } else { "wins" }
        )
    },
    count_now: |last, safe, modulus, value| {
        format!(
            "Now at {last}: {safe} numbers can still be said safely; {safe} mod {modulus} = {value}, so {}.",
            if value == 0 {
                "the player to move loses against best play".to_string()
            } else {
                format!("say {value} more to leave a multiple of {modulus}")
            }
        )
    },
    took: |take, heap| format!("took {take} from heap {}", heap + 1),
    took_several: |moves| format!("took {moves}"),
    counted: |to| format!("counted up to {to}"),
    reason: |reason| match reason {
        TakeawayReason::ToZero { nim_sum } => {
            format!("the values' nim-sum was {nim_sum}, and this makes it 0")
        }
        TakeawayReason::CountToMultiple { said, modulus } => {
            format!(
                "ending at {said} leaves a multiple of {modulus} numbers before N, so the opponent can be made to say N"
            )
        }
        TakeawayReason::Columns { modulus } => {
            format!("this makes every column sum of the heaps in binary a multiple of {modulus}")
        }
        TakeawayReason::MisereOddOnes { ones } => {
            format!(
                "every heap is 1 or 0 now: this leaves an odd number of heaps of 1 ({ones}), so the opponent takes the last"
            )
        }
        TakeawayReason::MisereToZero { nim_sum } => {
            format!("a heap of 2 or more remains, so as in Nim the nim-sum ({nim_sum}) is made 0")
        }
        TakeawayReason::MisereSearch => "the search shows the position left is lost for the opponent".into(),
        TakeawayReason::NoWinningMove => {
            "every move loses against best play, so this one takes as little as it can".into()
        }
    },
    parse_error: |error| error.to_string(),
    move_error: |error| sentence(&error.to_string()),
    nim_parse_error: |error| error.to_string(),
};

pub static JA: TakeawayText = TakeawayText {
    title: |w| match w {
        Which::Subtraction => "石取りゲーム（集合 S）",
        Which::MisereSubtraction => "石取りゲーム（集合 S・逆形）",
        Which::CountTo => "N を言ったら負けゲーム",
        Which::Bounded => "上限つきニム",
        Which::NimK => "ムーアの Nim_k",
        Which::MisereNim => "ニム（逆形）",
    },
    rules: |w| match w {
        Which::Subtraction => {
            "1 つの山から、集合 S に含まれる個数だけ石を取ります。最後の石を取った人の勝ちです（動けなくなった人の負け）。"
        }
        Which::MisereSubtraction => {
            "1 つの山から、集合 S に含まれる個数だけ石を取ります。逆形なので、最後の石を取った人の負けです（動けなくなった人の勝ち）。"
        }
        Which::CountTo => {
            "1 から順に交互に数を言います。1 回に続けて 1 個から k 個まで言えます。N を言った人の負けです。"
        }
        Which::Bounded => "1 つの山から 1 個以上 k 個以下の石を取ります。最後の石を取った人の勝ちです。",
        Which::NimK => {
            "1 個以上 k 個以下の山を選び、選んだ山それぞれから 1 個以上の石を取ります。最後の石を取った人の勝ちです。"
        }
        Which::MisereNim => "1 つの山から好きな数の石を取ります。逆形なので、最後の石を取った人の負けです。",
    },
    how_to_move: |w| match w {
        Which::CountTo => "ボタンで次に言う数を選んでください",
        Which::NimK => "各山から取る数を入力し（k 個の山まで）、「取る」を押してください",
        _ => "山と取る数を選んでください",
    },
    winning_move: |w| match w {
        Which::Subtraction | Which::Bounded | Which::NimK => "最後の石を取って",
        Which::MisereSubtraction | Which::MisereNim => "最後の石を相手に取らせて",
        Which::CountTo => "相手に N を言わせて",
    },
    why_no_move: |w| match w {
        Which::CountTo => "N がもう言われている",
        Which::Subtraction | Which::MisereSubtraction => "S に含まれる個数の石が残っている山がない",
        _ => "石が 1 つもない",
    },
    position_noun: |w| match w {
        Which::Subtraction | Which::MisereSubtraction => "石取りゲームの局面",
        Which::CountTo => "「N を言ったら負け」の局面",
        Which::Bounded => "上限つきニムの局面",
        Which::NimK => "Nim_k の局面",
        Which::MisereNim => "ニムの局面",
    },
    setup_label: |w| match w {
        Which::Subtraction | Which::MisereSubtraction => "集合 S: 山",
        Which::CountTo => "N k: 最後に言った数",
        Which::Bounded | Which::NimK => "k: 山",
        Which::MisereNim => "山",
    },
    setup_help: |w| match w {
        Which::Subtraction | Which::MisereSubtraction => format!(
            "集合 S（1 から {} までの数を {} 個まで）、コロン、山の石の数の順に書きます（例: 1,3,4: 7 5）。山は {MAX_PILES} 個まで、1 つの山は {} 個までです。",
            subtraction::MAX_MEMBER,
            subtraction::MAX_SET,
            subtraction::MAX_HEAP
        ),
        Which::CountTo => format!(
            "N と k、コロン、最後に言った数（まだ誰も言っていなければ 0）の順に書きます（例: 30 3: 0）。N は {} まで、k は {} までです。",
            count_to::MAX_TARGET,
            count_to::MAX_K
        ),
        Which::Bounded | Which::NimK => format!(
            "k、コロン、山の石の数の順に書きます（例: 3: 5 7 9）。山は {MAX_PILES} 個まで、1 つの山は {MAX_PILE} 個までです。"
        ),
        Which::MisereNim => format!(
            "山の石の数を空白かカンマで区切って書きます（例: 3 4 5）。山は {MAX_PILES} 個まで、1 つの山の石は {MAX_PILE} 個までです。"
        ),
    },
    board_label: |w| match w {
        Which::CountTo => "数直線",
        _ => "山",
    },
    total_name: |w| match w {
        Which::CountTo => "(N − 1 − 最後の数) mod (k + 1)",
        Which::Bounded => "n mod (k + 1) のニム和",
        Which::NimK => "全探索",
        Which::MisereNim | Which::MisereSubtraction => "逆形では定義されません",
        Which::Subtraction => "各山の Grundy 数のニム和",
    },
    no_value_detail: |w| match w {
        Which::MisereNim => "逆形ニムの規則で判定",
        Which::MisereSubtraction => "探索で判定",
        Which::NimK => "探索には大きすぎるので、ムーアの規則で判定",
        _ => "",
    },
    heap_name: |heap| format!("山 {}", heap + 1),
    heaps_aria: |position| format!("山: {position}"),
    take_aria: |take, heap| format!("山 {} から {take} 個取る", heap + 1),
    take: "取る石の数",
    from_heap: "山",
    stones_to_take: "取る石の数",
    take_button: "取る",
    not_a_take: |shown| format!("「{shown}」は石の数ではありません。整数を入力してください。"),
    heap_option: |heap, stones| format!("{}（{stones}）", heap + 1),
    more_takes: "ほかの個数は下の欄で入力してください。",
    nim_k_help: |k| format!("一度に 1〜{k} 個の山から"),
    take_from_heap: |heap| format!("山 {} から取る石の数", heap + 1),
    take_chosen: "取る",
    nothing_chosen: "石を取る山を 1 つ以上選んでください。",
    number_line: "1 から N までの数。言った数は塗りつぶしてあります。",
    said_up_to: |last| {
        if last == 0 {
            "まだ誰も数を言っていません。".into()
        } else {
            format!("ここまでに 1 から {last} まで言いました。")
        }
    },
    say_up_to: |from, to| {
        if from == to { format!("{to} を言う") } else { format!("{from} から {to} まで言う") }
    },
    say_button: |from, to| if from == to { format!("{to}") } else { format!("{from}–{to}") },
    count_window: |from, to, target| format!("1 から {target} のうち {from} から {to} を表示しています。"),
    count_up_to: "ここまで数える",
    say: "言う",
    losing_mark: "L",
    winning_mark: "W",
    no_winning_move: |w| match w {
        Which::MisereNim | Which::MisereSubtraction => {
            "勝てる手はありません。逆形で、相手が最善を尽くすとどの手でも負けます。小さな手を選び、相手のミスを待ちましょう。"
        }
        Which::CountTo => {
            "勝てる手はありません。安全に言える数が k + 1 の倍数なので、相手が最善ならどう数えても負けます。"
        }
        Which::NimK => {
            "勝てる手はありません。どの桁の和も k + 1 の倍数なので、相手が最善ならどの手でも負けます。"
        }
        _ => {
            "勝てる手はありません。Grundy 数が 0 なので、相手が最善を尽くすとどの手でも負けます。小さな手を選び、相手のミスを待ちましょう。"
        }
    },
    winning_moves_intro: |w| match w {
        Which::MisereNim | Which::MisereSubtraction => "勝てる手（どれも相手に必敗局面を渡します）:",
        Which::CountTo => "勝てる手（安全に言える数を k + 1 の倍数にします）:",
        Which::NimK => "勝てる手（どれもすべての桁の和を k + 1 の倍数にします）:",
        _ => "勝てる手（どれも Grundy 数を 0 にします）:",
    },
    hint_line: |mv, to| format!("{mv} → {to}"),
    hint_more: |found, listed| {
        format!("勝てる手が {found} 通り見つかりました。最初の {listed} 通りを表示しています。")
    },
    hint_more_open: "勝てる手はここに表示した以外にもあります（API では 64 通りまで表示します）。",
    keys_tab: "Tab で山のボタンの間を移動",
    keys_enter: "Enter か Space でボタンを押す",
    strip_heading: |misere| {
        if misere {
            "山 1 つの逆形: n = 0, 1, 2, … の勝敗"
        } else {
            "Grundy 数の列 g(0), g(1), g(2), …"
        }
    },
    strip_show: "表示: ",
    strip_values: "Grundy 数 g(n)",
    strip_outcomes: "勝敗 (W/L)",
    strip_heap: "強調する山: ",
    strip_legend: "各マスは石が n 個の山 1 つです。L のマス（Grundy 数 0）は手番の人の負け。繰り返す部分を枠で囲んでいます。",
    strip_period: |preperiod, period| {
        if preperiod == 0 {
            format!("最初から周期 {period}: すべての n で g(n + {period}) = g(n) です。")
        } else {
            format!("前周期 {preperiod}、周期 {period}: n ≥ {preperiod} で g(n + {period}) = g(n) です。")
        }
    },
    strip_proof: |width, window, period| {
        format!(
            "ずっと繰り返す理由: 各値は直前の {width} 個の値だけで決まります（S の最大の要素が {width}）。n = {window} からの {width} 個の値が n = {} から再び現れるので、その後もすべて繰り返します。",
            window + period
        )
    },
    strip_no_period: |terms| {
        format!("{terms} 項までに周期が見つかりませんでした。それより大きい山の値は求められません。")
    },
    strip_beyond: |heap, index, value| {
        format!("この山（{heap} 個）は表示範囲の外です。周期により n = {index} と同じ値 {value} です。")
    },
    step_through: "計算する対象: ",
    heap_alone: |heap, stones| format!("山 {} だけ（{stones}）", heap + 1),
    heap_column: "山",
    heap_value_column: "Grundy 数",
    xor_explanation: "ニムと同じく、山の石の数ではなく各山の Grundy 数を XOR で足します（Sprague–Grundy の定理）。",
    bounded_rule: |k| {
        format!(
            "n から行ける局面は n − 1, …, n − {k} で、その Grundy 数は n 自身を除く mod {} の余り {k} 個です。よって g(n) = n mod {}（下で山を選ぶと順に確かめられます）。",
            u64::from(k) + 1,
            u64::from(k) + 1
        )
    },
    columns_heading: "ムーアの桁ごとの和",
    columns_rule: |k| {
        format!(
            "山の石の数を 2 進数で書き、桁ごとに普通の足し算をします。どの桁の和も k + 1 = {} の倍数のとき、そしてそのときに限り、手番の人の負け（P 局面）です。",
            u64::from(k) + 1
        )
    },
    column_sum: "桁の和",
    column_mod: |m| format!("和 mod {m}"),
    columns_p: "どの桁の和も k + 1 の倍数: P 局面です。",
    columns_n: "k + 1 の倍数でない桁があります: N 局面です。",
    not_grundy: "注意: この「桁の和 mod (k + 1)」が決めるのは勝ち負けだけです。k + 1 進数として読んでも、一般には Grundy 数になりません（例: k = 2、山 1 2 では桁は 1 1 ですが、Grundy 数は 3）。",
    grundy_by_search: |value, states, limit| match value {
        Some(v) => format!("全探索（{states} 局面）による Grundy 数: {v}。"),
        None => format!(
            "Grundy 数は探索していません（{states} 局面で、上限 {limit} を超えます）。表示は勝敗 (W/L) だけです。"
        ),
    },
    moore_heading: "勝てる手を桁ごとに作る",
    moore_step: |bit, ones, free, residue, modulus| {
        format!(
            "2^{bit} の桁: まだ減らしていない山で 1 のものが {ones} 個、すでに減らした山が {free} 個。{ones} mod {modulus} = {residue}。"
        )
    },
    moore_keep: "直す必要はありません。減らした山はこの桁を 0 にします。",
    moore_lower: |heaps| format!("山 {heaps} を減らします。この桁を 0 にし、下の桁は自由に決められます。"),
    moore_raise: |heaps| format!("減らした山 {heaps} のこの桁を 1 にして、和を合わせます。"),
    moore_result: |mv| format!("手: {mv}。"),
    misere_heading: "逆形（最後に取った人が負け）",
    misere_nim_rule: "2 個以上の山があるうちはニムと同じく、ニム和を 0 にします。どの山も 1 か 0 になったら、1 の山を奇数個残します。すると最後の石は相手が取ることになります。",
    misere_small: |ones| {
        format!(
            "どの山も 1 か 0 です。1 の山は {ones} 個で{}。",
            if ones % 2 == 1 {
                "奇数個なので、手番の人の負け"
            } else {
                "偶数個なので、手番の人の勝ち"
            }
        )
    },
    misere_large: |nim_sum| {
        format!(
            "2 個以上の山があるので、ニムと同じくニム和で決まります。ニム和は {nim_sum} なので、手番の人の{}です。",
            if nim_sum == 0 { "負け" } else { "勝ち" }
        )
    },
    misere_subtraction_rule: "逆形では各山の Grundy 数の和で勝敗は決まりません。局面全体を探索して判定します（山 1 つなら、下の勝敗の列も周期的です）。",
    misere_switch: "最後に取った人が負け（逆形）",
    misere_on: "オン",
    misere_off: "オフ",
    count_heading: "N から逆向きに考える",
    count_backwards: |target, k, losing| {
        format!(
            "{target} から言い始める人は {target} を言って負けるので L。{} から {} で始める人は {} まで言って相手に {target} を渡せるので W。すると {} はまた L で、以後 k + 1 = {} ごとに L が現れます。L の数: {losing}。",
            target.saturating_sub(k),
            target.saturating_sub(1),
            target.saturating_sub(1),
            target.saturating_sub(k + 1),
            k + 1
        )
    },
    count_rule: |target, k, rest| {
        format!(
            "規則: N mod (k + 1) = 1 のとき、そしてそのときに限り後手必勝です。ここでは {target} mod {} = {rest} なので{}。",
            k + 1,
            if rest == 1 { "後手必勝" } else { "先手必勝" }
        )
    },
    count_now: |last, safe, modulus, value| {
        format!(
            "いまは {last} まで言いました。安全に言える数は残り {safe} 個で、{safe} mod {modulus} = {value}。{}",
            if value == 0 {
                "手番の人は、相手が最善なら負けです。".to_string()
            } else {
                format!("あと {value} 個言えば、残りを {modulus} の倍数にできます。")
            }
        )
    },
    took: |take, heap| format!("山 {} から {take} 個取りました", heap + 1),
    took_several: |moves| format!("{moves} と取りました"),
    counted: |to| format!("{to} まで数えました"),
    reason: |reason| match reason {
        TakeawayReason::ToZero { nim_sum } => {
            format!("Grundy 数のニム和が {nim_sum} だったので、この手で 0 にしました")
        }
        TakeawayReason::CountToMultiple { said, modulus } => {
            format!("{said} で止めると N までの残りが {modulus} の倍数になり、相手に N を言わせられます")
        }
        TakeawayReason::Columns { modulus } => {
            format!("この手で、2 進数で書いた山のどの桁の和も {modulus} の倍数になります")
        }
        TakeawayReason::MisereOddOnes { ones } => {
            format!("どの山も 1 か 0 になり、1 の山を奇数個（{ones} 個）残すので、最後の石は相手が取ります")
        }
        TakeawayReason::MisereToZero { nim_sum } => {
            format!("2 個以上の山が残るので、ニムと同じくニム和（{nim_sum}）を 0 にしました")
        }
        TakeawayReason::MisereSearch => "探索により、残した局面は相手の負けです".into(),
        TakeawayReason::NoWinningMove => {
            "相手が最善ならどの手でも負けるので、できるだけ少なく取りました".into()
        }
    },
    parse_error: |error| match error {
        ParseTakeawayError::TooLong { len } => {
            format!("入力が {len} 文字あります。局面は {MAX_INPUT_LEN} 文字までです")
        }
        ParseTakeawayError::MissingColon { example } => {
            format!("規則、コロン、局面の順に書いてください（例: {example}）")
        }
        ParseTakeawayError::EmptySet => {
            "集合 S が空です。取れる個数を書いてください（例: 1,3,4: 7 5）".into()
        }
        ParseTakeawayError::SetTooLarge { count, limit } => {
            format!("集合 S の要素が {count} 個あります。{limit} 個までです")
        }
        ParseTakeawayError::NotANumber { what, token } => {
            format!("「{token}」は整数ではありません（{}）", quantity_ja(*what))
        }
        ParseTakeawayError::OutOfRange { what, token, min, max } => {
            format!("{}は {min} から {max} までです（{token} ではありません）", quantity_ja(*what))
        }
        ParseTakeawayError::CountHead { found } => {
            format!("コロンの前には N と k の 2 つの数を書いてください（{found} 個ではなく）。例: 30 3: 0")
        }
        ParseTakeawayError::Heaps(error) => (JA.nim_parse_error)(error),
        ParseTakeawayError::HeapTooLarge { heap, max } => {
            format!("山 {heap} が大きすぎます。この集合の Grundy 数は {max} 個までの山について計算します")
        }
        ParseTakeawayError::TooLargeToSearch { positions, limit } => {
            format!("この局面の探索には約 {positions} 局面が必要で、上限 {limit} を超えます")
        }
        ParseTakeawayError::NoPeriodFound { terms } => {
            format!("この集合の Grundy 数の列は {terms} 項までに周期が見つかりませんでした")
        }
    },
    move_error: |error| match error {
        TakeawayMoveError::Nim(error) => match error {
            NimError::NoSuchPile { pile, piles } => {
                format!(
                    "山 {} はありません。山の番号は 1 から {piles} までです。",
                    u128::from(*pile as u64) + 1
                )
            }
            NimError::TakeNothing => "石を 1 個以上取ってください。".into(),
            NimError::TakeTooMany { pile, take, stones } => {
                format!("山 {} には石が {stones} 個しかないので、{take} 個は取れません。", pile + 1)
            }
            NimError::TooManyPiles => format!("山は {MAX_PILES} 個までです。"),
            NimError::LastPile => "山は 1 つ以上残してください。".into(),
            NimError::PileTooLarge => format!("1 つの山の石は {MAX_PILE} 個までです。"),
        },
        TakeawayMoveError::NotInSet { take, set } => format!("{take} は集合 S = {{{set}}} に含まれません。"),
        TakeawayMoveError::MoreThanK { take, k } => {
            format!("{take} 個は多すぎます。1 回に k = {k} 個までです。")
        }
        TakeawayMoveError::TooManyHeaps { chosen, k } => {
            format!("{chosen} 個の山からは取れません。1 回に k = {k} 個の山までです。")
        }
        TakeawayMoveError::SameHeapTwice { heap } => format!("山 {heap} を 1 つの手で 2 回選んでいます。"),
        TakeawayMoveError::NotAhead { to, last } => {
            format!("{last} まで言ったので、次はその続きです。{to} は言えません。")
        }
        TakeawayMoveError::BeyondTarget { to, target } => {
            format!("数は {target} までです。{to} は言えません。")
        }
    },
    nim_parse_error: |error| match error {
        ParseNimError::Empty => "山の石の数を 1 つ以上入力してください（例: 3 4 5）".into(),
        ParseNimError::TooLong { len } => format!("入力が {len} 文字あります。長すぎます"),
        ParseNimError::NotANumber { token } => {
            format!("「{token}」は石の数ではありません。空白かカンマで区切った整数で書いてください")
        }
        ParseNimError::Negative { token } => format!("「{token}」は負の数です。山の石は 0 個以上です"),
        ParseNimError::PileTooLarge { token, max } => {
            format!("「{token}」は大きすぎます。1 つの山の石は {max} 個までです")
        }
        ParseNimError::TooManyPiles { count } => {
            format!("山が {count} 個あります。山は {MAX_PILES} 個までです")
        }
    },
};

/// The table in `lang`.
pub fn takeaway_text(lang: Lang) -> &'static TakeawayText {
    lang.pick(&EN, &JA)
}

fn nim_move(lang: Lang, mv: &NimMove) -> String {
    (takeaway_text(lang).took)(mv.take, mv.pile)
}

fn several(lang: Lang, mv: &NimKMove) -> String {
    let parts: Vec<String> = mv
        .takes
        .iter()
        .map(|m| match lang {
            Lang::En => format!("{} from heap {}", m.take, m.pile + 1),
            Lang::Ja => format!("山 {} から {} 個", m.pile + 1, m.take),
        })
        .collect();
    (takeaway_text(lang).took_several)(&parts.join(match lang {
        Lang::En => ", ",
        Lang::Ja => "、",
    }))
}

macro_rules! heap_game_text {
    ($game:ty) => {
        impl GameText for $game {
            fn describe_move(lang: Lang, mv: &NimMove) -> String {
                nim_move(lang, mv)
            }
            fn reason(lang: Lang, reason: &TakeawayReason) -> String {
                (takeaway_text(lang).reason)(reason)
            }
            fn move_error(lang: Lang, error: &TakeawayMoveError) -> String {
                (takeaway_text(lang).move_error)(error)
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
    fn reason(lang: Lang, reason: &TakeawayReason) -> String {
        (takeaway_text(lang).reason)(reason)
    }
    fn move_error(lang: Lang, error: &NimError) -> String {
        (takeaway_text(lang).move_error)(&TakeawayMoveError::Nim(error.clone()))
    }
}

impl GameText for NimK {
    fn describe_move(lang: Lang, mv: &NimKMove) -> String {
        several(lang, mv)
    }
    fn reason(lang: Lang, reason: &TakeawayReason) -> String {
        (takeaway_text(lang).reason)(reason)
    }
    fn move_error(lang: Lang, error: &TakeawayMoveError) -> String {
        (takeaway_text(lang).move_error)(error)
    }
}

impl GameText for CountTo {
    /// Without the position the first number said is not known: the move names its last.
    fn describe_move(lang: Lang, mv: &CountMove) -> String {
        (takeaway_text(lang).counted)(mv.to)
    }
    fn reason(lang: Lang, reason: &TakeawayReason) -> String {
        (takeaway_text(lang).reason)(reason)
    }
    fn move_error(lang: Lang, error: &TakeawayMoveError) -> String {
        (takeaway_text(lang).move_error)(error)
    }
}
