//! The divisor game's words in English and Japanese (its own table: the other reductions' pages
//! do not carry them).

use crate::games::proper_divisor::{
    DivisorError, MAX_INPUT_LEN as DIVISOR_MAX_INPUT, MAX_N as DIVISOR_MAX_N, MAX_NUMBERS, ParseDivisorError,
};
use crate::games::sentence;
use crate::ui::i18n::Lang;
use crate::ui::text::{GameNames, GameWords};

/// The divisor game's name and summary (the header, the home page, a sum's components).
pub const DIVISOR_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Divisor game",
        summary: "Replace one number by one of its proper divisors; whoever cannot move loses.",
    },
    ja: GameWords {
        name: "約数ゲーム",
        summary: "数を 1 つ選び、それより小さい約数に置き換えます。動かせなくなった人の負けです。",
    },
};

pub struct DivisorText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    pub all_ones: &'static str,
    pub parse_error: fn(&ParseDivisorError) -> String,
    pub move_error: fn(&DivisorError) -> String,
    pub total_name: &'static str,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    /// "replaced number 3 by 2" (numbers counted from 1).
    pub replaced: fn(number: usize, divisor: &str) -> String,
    pub reason_to_zero: fn(nim_sum: u64, number: usize, from_omega: u32, to_omega: u32) -> String,
    pub reason_fewest: fn(replies: usize) -> String,
    pub hint_line: fn(number: usize, n: &str, divisor: &str, from_omega: u32, to_omega: u32) -> String,
    pub more_moves: fn(shown: usize, total: u64) -> String,
    pub preset_sample_1: &'static str,
    pub preset_sample_2: &'static str,
    pub preset_large: &'static str,
    pub keys_number: &'static str,
    pub keys_divisor: &'static str,
    pub keys_play: &'static str,
    pub board_label: &'static str,
    pub number_label: fn(number: usize) -> String,
    pub choose_number: &'static str,
    pub divisors_of: fn(n: &str) -> String,
    pub replace_by: fn(n: &str, divisor: &str, omega: u32) -> String,
    pub too_many_divisors: fn(n: &str, count: u64) -> String,
    pub no_divisor: &'static str,
    pub not_a_move: fn(shown: &str) -> String,
    pub stepper_heading: &'static str,
    pub step_names: [&'static str; 4],
    pub step_omega: &'static str,
    pub step_heaps: &'static str,
    pub step_xor: fn(total: u64) -> String,
    pub step_prime: &'static str,
    pub prime_compare: fn(n: &str, product: &str, exponents: &str, prime_value: u64, omega: u32) -> String,
    pub prime_link: fn(n: &str) -> String,
    pub number_column: &'static str,
    pub factors_column: &'static str,
    pub heap_column: &'static str,
    pub xor_move: fn(number: &str, from: u64, to: u64) -> String,
    pub xor_zero: &'static str,
}

pub static EN: DivisorText = DivisorText {
    title: "The divisor game (ABC368 F)",
    rules: "There are whole numbers. A move replaces one number n by a proper divisor of it, a divisor smaller than n (12 may become 1, 2, 3, 4 or 6; 1 has no proper divisor). Whoever cannot move loses.",
    winning_move: "making the last move",
    position_noun: "a divisor game position",
    setup_label: "Numbers",
    setup_help: || {
        format!(
            "The numbers separated by spaces or commas, e.g. 2 3 4; at most {MAX_NUMBERS} numbers from 1 to {DIVISOR_MAX_N}."
        )
    },
    how_to_move: "tap a number, then the proper divisor to replace it by",
    all_ones: "every number is 1, and 1 has no proper divisor",
    parse_error: |error| sentence(&error.to_string()),
    move_error: |error| sentence(&error.to_string()),
    total_name: "nim-sum of the Ω's",
    no_winning_move: "No winning move: the nim-sum of the Ω's is 0. Drop one prime factor and hope for a mistake.",
    winning_moves_intro: "Winning moves (each makes the nim-sum of the Ω's 0):",
    replaced: |number, divisor| format!("replaced number {number} by {divisor}"),
    reason_to_zero: |nim_sum, number, from_omega, to_omega| {
        format!(
            "the nim-sum of the Ω's was {nim_sum}; number {number} had Ω = {from_omega}, and its divisor of Ω = {to_omega} makes the nim-sum 0"
        )
    },
    reason_fewest: |replies| {
        format!(
            "the nim-sum of the Ω's was 0, so every move loses against best play; this one leaves the fewest numbers to win from ({replies})"
        )
    },
    hint_line: |number, n, divisor, from_omega, to_omega| {
        format!("Number {number}: {n} → {divisor} (Ω {from_omega} → {to_omega})")
    },
    more_moves: |shown, total| format!("{total} winning moves in all; the first {shown} are listed."),
    preset_sample_1: "2 3 4 (ABC368 F sample 1)",
    preset_sample_2: "2 3 4 6 (sample 2)",
    preset_large: "Numbers near 10^12",
    keys_number: "choose a number",
    keys_divisor: "choose a divisor",
    keys_play: "replace the number by it",
    board_label: "Numbers: ↑ ↓ choose a number, ← → a proper divisor, Enter replaces the number by it",
    number_label: |number| format!("Number {number}"),
    choose_number: "Tap a number to see its proper divisors.",
    divisors_of: |n| format!("Proper divisors of {n} (with their Ω):"),
    replace_by: |n, divisor, omega| format!("Replace {n} by {divisor} (Ω = {omega})"),
    too_many_divisors: |n, count| format!("{n} has {count} divisors, too many to list: type a move below."),
    no_divisor: "1 has no proper divisor.",
    not_a_move: |shown| {
        format!("\"{shown}\" is not a move: write number:divisor, e.g. 3:2 replaces the third number by 2.")
    },
    stepper_heading: "From numbers to Nim",
    step_names: ["Ω", "Heaps", "Nim-sum", "Prime-factor game"],
    step_omega: "Write each number as a product of primes and count the factors, repeats included: that count is Ω(n) (12 = 2·2·3, so Ω(12) = 3).",
    step_heaps: "A proper divisor keeps some of n's prime factors and drops at least one, so its Ω is any of 0, 1, …, Ω(n) − 1 and nothing else: each number is a Nim heap of Ω(n) stones.",
    step_xor: |total| {
        if total == 0 {
            "The nim-sum of the Ω's is 0: the player to move loses against best play.".to_owned()
        } else {
            format!("The nim-sum of the Ω's is {total}, not 0: the player to move wins by making it 0.")
        }
    },
    step_prime: "Beside the prime-factor game: there a move divides N by a power of one prime, so each prime's exponent is a heap of its own and N's value is the nim-sum of its exponents. Here a move may drop factors of several primes at once, so only how many factors there are counts: one heap of Ω(n).",
    prime_compare: |n, product, exponents, prime_value, omega| {
        format!(
            "{n} = {product}: in the prime-factor game its value is {exponents} = {prime_value}; in the divisor game it is Ω = {omega}."
        )
    },
    prime_link: |n| format!("Play {n} in the prime-factor game"),
    number_column: "Number",
    factors_column: "Prime factors",
    heap_column: "Heap",
    xor_move: |number, from, to| {
        format!(
            "The highest bit of the nim-sum is set in the Ω of {number}: replace it by a divisor with Ω = {to} (it has {from})."
        )
    },
    xor_zero: "The nim-sum of the Ω's is 0: every move lowers one Ω, so it leaves a nim-sum other than 0.",
};

pub static JA: DivisorText = DivisorText {
    title: "約数ゲーム（ABC368 F）",
    rules: "正の整数がいくつかあります。1 手で、数 n を 1 つ選び、n より小さい n の約数に置き換えます（12 なら 1, 2, 3, 4, 6 のどれかにできます。1 にはそのような約数がありません）。動かせなくなった人の負けです。",
    winning_move: "最後に数を置き換えて",
    position_noun: "約数ゲームの局面",
    setup_label: "数",
    setup_help: || {
        format!(
            "数を空白かカンマで区切って書きます（例: 2 3 4）。数は {MAX_NUMBERS} 個まで、それぞれ 1 以上 {DIVISOR_MAX_N} 以下です。"
        )
    },
    how_to_move: "数をタップしてから、置き換える約数を選んでください",
    all_ones: "数がすべて 1 で、1 にはそれより小さい約数がない",
    parse_error: |error| match error {
        ParseDivisorError::Empty => "数を 1 つ以上入力してください（例: 2 3 4）。".into(),
        ParseDivisorError::TooLong { len } => {
            format!("入力が {len} 文字あります。局面は {DIVISOR_MAX_INPUT} 文字までです。")
        }
        ParseDivisorError::NotANumber { token } => format!(
            "「{}」は整数ではありません。整数を空白かカンマで区切って書いてください。",
            token.chars().take(20).collect::<String>()
        ),
        ParseDivisorError::Negative { token } => {
            format!("「{}」は負の数です。数は 1 以上です。", token.chars().take(20).collect::<String>())
        }
        ParseDivisorError::Zero => "0 は使えません。数は 1 以上です。".into(),
        ParseDivisorError::TooLarge { token } => format!(
            "「{}」は大きすぎます。数は {DIVISOR_MAX_N} までです。",
            token.chars().take(30).collect::<String>()
        ),
        ParseDivisorError::TooManyNumbers { count } => {
            format!("数が {count} 個あります。{MAX_NUMBERS} 個までです。")
        }
    },
    move_error: |error| match error {
        DivisorError::NoSuchNumber { index, count } => {
            format!("{} 番目の数はありません。数は 1 番目から {count} 番目までです。", *index as u128 + 1)
        }
        DivisorError::NotSmaller { divisor, n } => {
            format!("{divisor} は {n} より小さくありません。{n} より小さい約数に置き換えてください。")
        }
        DivisorError::NotADivisor { divisor, n } => format!("{divisor} は {n} の約数ではありません。"),
    },
    total_name: "Ω のニム和",
    no_winning_move: "必勝手はありません。Ω のニム和が 0 です。素因数を 1 つだけ減らして相手のミスを待ちましょう。",
    winning_moves_intro: "必勝手（どれも Ω のニム和を 0 にします）:",
    replaced: |number, divisor| format!("{number} 番目の数を {divisor} に置き換えた"),
    reason_to_zero: |nim_sum, number, from_omega, to_omega| {
        format!(
            "Ω のニム和は {nim_sum} でした。{number} 番目の数は Ω = {from_omega} で、Ω = {to_omega} の約数に置き換えるとニム和が 0 になります"
        )
    },
    reason_fewest: |replies| {
        format!(
            "Ω のニム和が 0 なので、どの手も相手が最善を尽くすと負けです。相手が勝ちにできる数がいちばん少なくなる手（{replies} 個）を選びました"
        )
    },
    hint_line: |number, n, divisor, from_omega, to_omega| {
        format!("{number} 番目: {n} → {divisor}（Ω {from_omega} → {to_omega}）")
    },
    more_moves: |shown, total| {
        format!("必勝手は全部で {total} 通りあります。最初の {shown} 通りを表示しています。")
    },
    preset_sample_1: "2 3 4（ABC368 F 入力例 1）",
    preset_sample_2: "2 3 4 6（入力例 2）",
    preset_large: "10^12 に近い数",
    keys_number: "数を選ぶ",
    keys_divisor: "約数を選ぶ",
    keys_play: "その約数に置き換える",
    board_label: "数の一覧: ↑ ↓ で数、← → で約数を選び、Enter で置き換えます",
    number_label: |number| format!("{number} 番目"),
    choose_number: "数をタップすると、n より小さい約数が並びます。",
    divisors_of: |n| format!("{n} より小さい {n} の約数（それぞれの Ω）:"),
    replace_by: |n, divisor, omega| format!("{n} を {divisor} に置き換える（Ω = {omega}）"),
    too_many_divisors: |n, count| {
        format!("{n} には約数が {count} 個あり、多すぎて並べられません。下の欄に手を入力してください。")
    },
    no_divisor: "1 にはそれより小さい約数がありません。",
    not_a_move: |shown| {
        format!(
            "「{shown}」は手ではありません。番号:約数 と書いてください（3:2 は 3 番目の数を 2 に置き換えます）。"
        )
    },
    stepper_heading: "数からニムへ",
    step_names: ["Ω", "山", "ニム和", "素因数ゲーム"],
    step_omega: "各数を素因数分解し、同じ素数も重ねて数えた素因数の個数 Ω(n) を求めます（12 = 2·2·3 なので Ω(12) = 3）。",
    step_heaps: "n より小さい約数は、n の素因数のうちいくつかを残し、少なくとも 1 つを取り除いたものです。その Ω は 0, 1, …, Ω(n) − 1 のどれにでもなり、それ以外にはなりません。つまり各数は石が Ω(n) 個のニムの山です。",
    step_xor: |total| {
        if total == 0 {
            "Ω のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。".to_owned()
        } else {
            format!(
                "Ω のニム和は {total} で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。"
            )
        }
    },
    step_prime: "素因数ゲームとの比較: 素因数ゲームの 1 手は N を 1 つの素数のべきで割るので、素数ごとの指数がそれぞれ別の山になり、N の Grundy 数は指数のニム和です。約数ゲームでは 1 手でいくつもの素数の素因数をまとめて取り除けるので、効くのは素因数の個数だけで、山は Ω(n) 個の 1 つです。",
    prime_compare: |n, product, exponents, prime_value, omega| {
        format!(
            "{n} = {product}: 素因数ゲームでの Grundy 数は {exponents} = {prime_value}、約数ゲームでは Ω = {omega} です。"
        )
    },
    prime_link: |n| format!("{n} を素因数ゲームで遊ぶ"),
    number_column: "数",
    factors_column: "素因数",
    heap_column: "山",
    xor_move: |number, from, to| {
        format!(
            "ニム和の最上位ビットは {number} の Ω にあります。Ω = {to} の約数に置き換えます（今は {from}）。"
        )
    },
    xor_zero: "Ω のニム和は 0 です。どの手も Ω を 1 つだけ減らすので、ニム和は 0 でなくなります。",
};

/// The divisor game's table in `lang`.
pub fn divisor_text(lang: Lang) -> &'static DivisorText {
    lang.pick(&EN, &JA)
}
