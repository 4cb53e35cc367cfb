//! The words of fresh positions, the review page, the progress code and the worksheets
//! (`content/<lang>/review.ftl`, a table of its own beside `text.rs`): a static per language,
//! each a part of the course's words (`super::words`).

use crate::content::review::Words;
use crate::games::drill::{CODE_PREFIX, CodeError, KINDS, Kind};
use crate::ui::i18n::Lang;

pub struct ReviewText {
    // Fresh positions on a lesson.
    pub fresh_position: &'static str,
    pub fresh_link: &'static str,
    /// A game's position: its name and the position in notation.
    pub game_line: fn(name: &str, position: &str) -> String,
    /// A take-away heap: the heap and the takes ("1, 3, 4").
    pub heap_line: fn(heap: &str, set: &str) -> String,
    /// Lesson 5's pair: the Nim heap, the coins and the takes.
    pub pair_line: fn(nim: &str, coins: &str, set: &str) -> String,
    /// A take set alone (a period exercise).
    pub set_line: fn(set: &str) -> String,
    /// After a Hackenbush position: which vertex is the ground.
    pub ground: &'static str,
    /// The question of each kind, on a board (the order of `plan::Kind`).
    pub questions: [&'static str; KINDS],
    /// The question of each kind, on paper.
    pub sheet_questions: [&'static str; KINDS],
    // The review page.
    pub review_heading: &'static str,
    pub review_intro: &'static str,
    pub review_empty: &'static str,
    pub review_later: fn(usize) -> String,
    pub review_done: &'static str,
    // The progress code.
    pub code_heading: &'static str,
    pub code_intro: &'static str,
    pub code_show: &'static str,
    pub code_yours: &'static str,
    pub code_label: &'static str,
    pub code_load: &'static str,
    pub code_confirm: fn(solved: usize, review: usize) -> String,
    pub code_replace: &'static str,
    pub code_cancel: &'static str,
    pub code_loaded: &'static str,
    pub code_error: fn(&CodeError) -> String,
    // Worksheets.
    pub worksheet_link: &'static str,
    pub worksheet_title: fn(lesson: &str) -> String,
    pub key_title: fn(lesson: &str) -> String,
    pub sheet_number: fn(seed: u64) -> String,
    pub sheet_nav: &'static str,
    pub to_key: &'static str,
    pub to_sheet: &'static str,
    pub another_sheet: &'static str,
    pub print: &'static str,
    pub name_line: &'static str,
    pub answer_line: &'static str,
    pub key_value: fn(u64) -> String,
    pub key_nim_sum: fn(u64) -> String,
    pub key_period: fn(u64) -> String,
    pub key_moves: fn(moves: &str) -> String,
    pub key_unknown: &'static str,
}

/// One language's [`ReviewText`]: every word from `content/<lang>/review.ftl` in `$lang` (the
/// closures capture nothing; words without arguments are picked at compile time, so a
/// language's static reaches only its own).
macro_rules! review_table {
    ($lang:expr) => {
        ReviewText {
            fresh_position: Words($lang).fresh_position(),
            fresh_link: Words($lang).fresh_link(),
            game_line: |name, position| Words($lang).game_line(name, position),
            heap_line: |heap, set| Words($lang).heap_line(heap, set),
            pair_line: |nim, coins, set| Words($lang).pair_line(coins, nim, set),
            set_line: |set| Words($lang).set_line(set),
            ground: Words($lang).ground(),
            questions: questions(Words($lang)),
            sheet_questions: sheet_questions(Words($lang)),
            review_heading: Words($lang).review_heading(),
            review_intro: Words($lang).review_intro(),
            review_empty: Words($lang).review_empty(),
            review_later: |kinds| Words($lang).review_later(kinds),
            review_done: Words($lang).review_done(),
            code_heading: Words($lang).code_heading(),
            code_intro: Words($lang).code_intro(),
            code_show: Words($lang).code_show(),
            code_yours: Words($lang).code_yours(),
            code_label: Words($lang).code_label(),
            code_load: Words($lang).code_load(),
            code_confirm: |solved, review| Words($lang).code_confirm(review, solved),
            code_replace: Words($lang).code_replace(),
            code_cancel: Words($lang).code_cancel(),
            code_loaded: Words($lang).code_loaded(),
            code_error: |e| match *e {
                CodeError::Empty => const { Words($lang).code_error_empty() }.to_owned(),
                CodeError::Version => Words($lang).code_error_version(CODE_PREFIX),
                CodeError::BadCharacter(c) => Words($lang).code_error_bad_character(c),
                CodeError::Length => const { Words($lang).code_error_length() }.to_owned(),
                CodeError::Check => const { Words($lang).code_error_check() }.to_owned(),
            },
            worksheet_link: Words($lang).worksheet_link(),
            worksheet_title: |lesson| Words($lang).worksheet_title(lesson),
            key_title: |lesson| Words($lang).key_title(lesson),
            sheet_number: |seed| Words($lang).sheet_number(seed),
            sheet_nav: Words($lang).sheet_nav(),
            to_key: Words($lang).to_key(),
            to_sheet: Words($lang).to_sheet(),
            another_sheet: Words($lang).another_sheet(),
            print: Words($lang).print(),
            name_line: Words($lang).name_line(),
            answer_line: Words($lang).answer_line(),
            key_value: |value| Words($lang).key_value(value),
            key_nim_sum: |value| Words($lang).key_nim_sum(value),
            key_period: |period| Words($lang).key_period(period),
            key_moves: |moves| Words($lang).key_moves(moves),
            key_unknown: Words($lang).key_unknown(),
        }
    };
}

/// The question of each kind on a board, in the order of `plan::Kind`.
const fn questions(t: Words) -> [&'static str; KINDS] {
    let mut all = [""; KINDS];
    let mut i = 0;
    while i < KINDS {
        all[i] = match Kind::ALL[i] {
            Kind::Predict => t.question_predict(),
            Kind::Value => t.question_value(),
            Kind::NimSum => t.question_nim_sum(),
            Kind::WinningMove => t.question_winning_move(),
            Kind::BeatComputer => t.question_beat_computer(),
            Kind::Period => t.question_period(),
        };
        i += 1;
    }
    all
}

/// The question of each kind on paper, in the order of `plan::Kind`.
const fn sheet_questions(t: Words) -> [&'static str; KINDS] {
    let mut all = [""; KINDS];
    let mut i = 0;
    while i < KINDS {
        all[i] = match Kind::ALL[i] {
            Kind::Predict => t.sheet_question_predict(),
            Kind::Value => t.sheet_question_value(),
            Kind::NimSum => t.sheet_question_nim_sum(),
            Kind::WinningMove => t.sheet_question_winning_move(),
            Kind::BeatComputer => t.sheet_question_beat_computer(),
            Kind::Period => t.sheet_question_period(),
        };
        i += 1;
    }
    all
}

pub static EN: ReviewText = review_table!(Lang::En);

pub static JA: ReviewText = review_table!(Lang::Ja);

/// The review's table in `lang` (from its part: [`super::course_words`]).
pub fn review_text(lang: Lang) -> &'static ReviewText {
    super::course_words(lang).review
}
