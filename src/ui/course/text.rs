//! The course's words: the components' ([`CourseText`], from `content/<lang>/course.ftl`), the
//! contents' on the home page ([`ContentsText`], from `content/<lang>/contents.ftl`), and the
//! shape of the lessons ([`LessonText`]), whose words, boards and exercises are the Markdown
//! files `content/<lang>/lessons/NN.md`, turned into statics by build.rs (`lessons_en.rs`,
//! `lessons_ja.rs` include them). A table is a static per language, so that each language's
//! words are a part of their own (`super::words`).

use super::ask::Mistake;
use super::plan::{Kind, Widget};
use crate::content::contents;
use crate::content::course::Words;
use crate::games::Outcome;
use crate::games::drill::KINDS;
use crate::ui::i18n::Lang;

/// One section of a lesson: a heading, short paragraphs, and a live widget after them.
pub struct Section {
    pub heading: &'static str,
    pub body: &'static [&'static str],
    pub widget: Option<Widget>,
    /// Its explanation of what it asked, behind a gate the learner opens once they have made
    /// their guess (empty: no gate).
    pub after: &'static [&'static str],
    /// Its folded proofs (their text comes with `super::folded`'s part).
    pub proofs: &'static [ProofHead],
}

/// A folded proof's title, and the stepper that carries it out (`super::proof_steps`; "" for
/// none).
pub struct ProofHead {
    pub title: &'static str,
    pub stepper: &'static str,
}

/// The words of a lesson's contest problem (its format, constraints and samples are data of
/// `games::contest`, the same in both languages).
pub struct ContestText {
    pub title: &'static str,
    /// The statement, ending with the question "when both play optimally".
    pub statement: &'static [&'static str],
    /// What the input's numbers are.
    pub input: &'static str,
    pub output: &'static str,
}

/// The captions of a lesson's code card (its programs, the same in every language, are
/// `super::code::PROGRAMS`, in a part of their own).
pub struct CodeText {
    /// The programs' name: `content/code/<name>.cpp` and `.py`.
    pub name: &'static str,
    /// What the C++ program computes, its input and its complexity.
    pub cpp: &'static str,
    pub python: &'static str,
}

/// One lesson's words.
pub struct LessonText {
    pub sections: &'static [Section],
    /// The exercises' questions, in the order of `plan::EXERCISES` for this lesson.
    pub prompts: &'static [&'static str],
    /// Glossary ids of the terms the lesson uses.
    pub terms: &'static [&'static str],
    /// Game pages the lesson is about (some arrive with later games).
    pub pages: &'static [&'static str],
    /// The code card, if the lesson has one.
    pub code: Option<CodeText>,
    /// The contest problems, in the order of `games::contest::LESSON_PROBLEMS` for this lesson.
    pub contests: &'static [ContestText],
}

/// Every text of the course's components.
pub struct CourseText {
    pub no_such_lesson: &'static str,
    pub contents: &'static str,
    pub lesson_nav: &'static str,
    pub lesson_nav_bottom: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub exercises_heading: &'static str,
    pub related_heading: &'static str,
    pub terms_heading: &'static str,
    pub pages_heading: &'static str,
    pub exercise_title: fn(id: &str, kind: &str) -> String,
    /// Predict, Value, WinningMove, BeatComputer, Period (the order of `plan::Kind`).
    pub kind_names: [&'static str; KINDS],
    pub solved: &'static str,
    pub gate_note: &'static str,
    pub gate_open: &'static str,
    pub gate_shown: &'static str,
    // Questions.
    pub predict_question: &'static str,
    pub first_wins: &'static str,
    pub second_wins: &'static str,
    /// The third answer where best play may go on for ever (`Playable::HAS_DRAWS`).
    pub draw_answer: &'static str,
    pub value_question: &'static str,
    pub nim_sum_question: &'static str,
    pub check: &'static str,
    pub not_a_number: &'static str,
    pub own_position: &'static str,
    pub own_position_label: &'static str,
    pub own_position_button: &'static str,
    pub bad_position: fn(&str) -> String,
    pub type_a_move: &'static str,
    pub move_label: &'static str,
    pub play_move: &'static str,
    pub not_a_move: fn(&str) -> String,
    // Feedback.
    pub right: &'static str,
    pub not_quite: &'static str,
    /// What joins two sentences of feedback: a space in English, nothing after Japanese 。.
    pub sentence_gap: &'static str,
    /// Who wins: the player to move (N), the other player (P), neither (D, a draw).
    pub who_wins: fn(outcome: Outcome) -> String,
    pub play_it_out: &'static str,
    /// "nim-sum 3 ⊕ 5 = 6: …"; `first_wins` says who wins from it.
    pub total_line: fn(name: &str, value: &str, first_wins: bool) -> String,
    pub no_value: &'static str,
    pub right_value: fn(u64) -> String,
    pub right_nim_sum: fn(u64) -> String,
    pub wrong_nim_sum: fn(u64) -> String,
    pub wrong_value: fn(u64) -> String,
    pub mistake: fn(Mistake) -> &'static str,
    pub see_derivation: &'static str,
    pub period_question: &'static str,
    pub right_period: fn(u64) -> String,
    pub wrong_period: fn(u64) -> String,
    pub right_move: fn(what: &str) -> String,
    /// A wrong move: what it was, the total (nim-sum) before and after it, the opponent's reply.
    pub wrong_move: fn(what: &str, before: &str, after: &str, reply: &str) -> String,
    /// The same where the positions have no value (misère play): `before` and `after` say why
    /// each is won or lost.
    pub wrong_move_reason: fn(what: &str, before: &str, after: &str, reply: &str) -> String,
    /// The same where the move leads to a draw: the opponent keeps it drawn with `reply`.
    pub wrong_move_draw: fn(what: &str, before: &str, after: &str, reply: &str) -> String,
    /// The button back to the position before a wrong move.
    pub try_again: &'static str,
    // Playing.
    pub you_won: &'static str,
    pub computer_won: fn(what: &str) -> String,
    pub computer_did: fn(what: &str, how: &str) -> String,
    pub your_turn: fn(how: &str) -> String,
    /// Misère play: the computer made the last move (`what`), so the learner won.
    pub misere_you_won: fn(what: &str) -> String,
    /// Misère play: the learner made the last move, so the computer won.
    pub misere_you_lost: &'static str,
    /// The computer's move (`what`) leaves the learner a drawn position.
    pub computer_did_draw: fn(what: &str, how: &str) -> String,
    /// Beating the computer: the learner moved into a draw, and the computer answered `what`.
    pub beat_drawn: fn(what: &str) -> String,
    pub start_again: &'static str,
    // The take-away heap.
    pub take_rule: fn(set: &str) -> String,
    pub heap_of: fn(u64) -> String,
    pub heap_limit: fn(u64) -> String,
    pub heap_won: fn(heap: u64, take: u64, left: u64) -> String,
    pub heap_lost: fn(heap: u64) -> String,
    pub takes_label: &'static str,
    pub take_button: fn(u64) -> String,
    pub take_how: &'static str,
    pub took: fn(u64) -> String,
    pub right_take: fn(take: u64, left: u64) -> String,
    pub wrong_take: fn(heap: u64, take: u64, left: u64, reply: u64) -> String,
    pub row_label: &'static str,
    /// Read before a heap's size in the row (screen readers only).
    pub cell_heap: &'static str,
    pub win_letter: &'static str,
    pub lose_letter: &'static str,
    pub fill_next: &'static str,
    pub fill_all: &'static str,
    pub fill_clear: &'static str,
    // Teacher notes.
    pub teacher_heading: &'static str,
    // The code card.
    // The contest problem.
}

/// One language's [`CourseText`]: every word from `content/<lang>/course.ftl` in `$lang`. The
/// closures capture nothing (the language is fixed in each), and the words chosen without
/// arguments are picked at compile time, so a language's static reaches only its own.
macro_rules! course_table {
    ($lang:expr) => {
        CourseText {
            no_such_lesson: Words($lang).no_such_lesson(),
            contents: Words($lang).contents(),
            lesson_nav: Words($lang).lesson_nav(),
            lesson_nav_bottom: Words($lang).lesson_nav_bottom(),
            previous: Words($lang).previous(),
            next: Words($lang).next(),
            exercises_heading: Words($lang).exercises_heading(),
            related_heading: Words($lang).related_heading(),
            terms_heading: Words($lang).terms_heading(),
            pages_heading: Words($lang).pages_heading(),
            exercise_title: |id, kind| Words($lang).exercise_title(id, kind),
            kind_names: kind_names(Words($lang)),
            solved: Words($lang).solved(),
            gate_note: Words($lang).gate_note(),
            gate_open: Words($lang).gate_open(),
            gate_shown: Words($lang).gate_shown(),
            predict_question: Words($lang).predict_question(),
            first_wins: Words($lang).first_wins(),
            second_wins: Words($lang).second_wins(),
            draw_answer: Words($lang).draw_answer(),
            value_question: Words($lang).value_question(),
            nim_sum_question: Words($lang).nim_sum_question(),
            check: Words($lang).check(),
            not_a_number: Words($lang).not_a_number(),
            own_position: Words($lang).own_position(),
            own_position_label: Words($lang).own_position_label(),
            own_position_button: Words($lang).own_position_button(),
            bad_position: |position| Words($lang).bad_position(position),
            type_a_move: Words($lang).type_a_move(),
            move_label: Words($lang).move_label(),
            play_move: Words($lang).play_move(),
            not_a_move: |text| Words($lang).not_a_move(text),
            right: Words($lang).right(),
            not_quite: Words($lang).not_quite(),
            sentence_gap: Words($lang).sentence_gap(),
            who_wins: |outcome| {
                Words($lang).who_wins(match outcome {
                    Outcome::N => "first",
                    Outcome::P => "second",
                    Outcome::D => "draw",
                })
            },
            play_it_out: Words($lang).play_it_out(),
            total_line: |name, value, _| Words($lang).total_line(name, value),
            no_value: Words($lang).no_value(),
            right_value: |value| Words($lang).right_value(value),
            right_nim_sum: |value| Words($lang).right_nim_sum(value),
            wrong_nim_sum: |value| Words($lang).wrong_nim_sum(value),
            wrong_value: |value| Words($lang).wrong_value(value),
            mistake: |m| const { mistakes(Words($lang)) }[m as usize],
            see_derivation: Words($lang).see_derivation(),
            period_question: Words($lang).period_question(),
            right_period: |period| Words($lang).right_period(period),
            wrong_period: |period| Words($lang).wrong_period(period),
            right_move: |what| Words($lang).right_move(what),
            wrong_move: |what, before, after, reply| Words($lang).wrong_move(after, before, reply, what),
            wrong_move_reason: |what, before, after, reply| {
                Words($lang).wrong_move_reason(after, before, reply, what)
            },
            wrong_move_draw: |what, before, after, reply| {
                Words($lang).wrong_move_draw(after, before, reply, what)
            },
            try_again: Words($lang).try_again(),
            you_won: Words($lang).you_won(),
            computer_won: |what| Words($lang).computer_won(what),
            computer_did: |what, how| Words($lang).computer_did(how, what),
            your_turn: |how| Words($lang).your_turn(how),
            misere_you_won: |what| Words($lang).misere_you_won(what),
            misere_you_lost: Words($lang).misere_you_lost(),
            computer_did_draw: |what, how| Words($lang).computer_did_draw(how, what),
            beat_drawn: |what| Words($lang).beat_drawn(what),
            start_again: Words($lang).start_again(),
            take_rule: |set| Words($lang).take_rule(set),
            heap_of: |coins| Words($lang).heap_of(coins),
            heap_limit: |max| Words($lang).heap_limit(max),
            heap_won: |heap, take, left| Words($lang).heap_won(heap, left, take),
            heap_lost: |heap| Words($lang).heap_lost(heap),
            takes_label: Words($lang).takes_label(),
            take_button: |coins| Words($lang).take_button(coins),
            take_how: Words($lang).take_how(),
            took: |coins| Words($lang).took(coins),
            right_take: |take, left| Words($lang).right_take(left, take),
            wrong_take: |heap, take, left, reply| Words($lang).wrong_take(heap, left, reply, take),
            row_label: Words($lang).row_label(),
            cell_heap: Words($lang).cell_heap(),
            win_letter: Words($lang).win_letter(),
            lose_letter: Words($lang).lose_letter(),
            fill_next: Words($lang).fill_next(),
            fill_all: Words($lang).fill_all(),
            fill_clear: Words($lang).fill_clear(),
            teacher_heading: Words($lang).teacher_heading(),
        }
    };
}

/// The kinds' names, in the order of `plan::Kind`.
const fn kind_names(t: Words) -> [&'static str; KINDS] {
    let mut all = [""; KINDS];
    let mut i = 0;
    while i < KINDS {
        all[i] = match Kind::ALL[i] {
            Kind::Predict => t.kind_predict(),
            Kind::Value => t.kind_value(),
            Kind::NimSum => t.kind_nim_sum(),
            Kind::WinningMove => t.kind_winning_move(),
            Kind::BeatComputer => t.kind_beat_computer(),
            Kind::Period => t.kind_period(),
        };
        i += 1;
    }
    all
}

/// A mistake's words.
const fn mistake(t: Words, m: Mistake) -> &'static str {
    match m {
        Mistake::NimSumAsSum => t.mistake_nim_sum_as_sum(),
        Mistake::NimSumAsOr => t.mistake_nim_sum_as_or(),
        Mistake::SumOfValues => t.mistake_sum_of_values(),
        Mistake::MaxNotMex => t.mistake_max_not_mex(),
        Mistake::MaxPlusOne => t.mistake_max_plus_one(),
        Mistake::CountNotMex => t.mistake_count_not_mex(),
        Mistake::EmptyMexNotZero => t.mistake_empty_mex_not_zero(),
        Mistake::EndNotZero => t.mistake_end_not_zero(),
        Mistake::ZeroIsWin => t.mistake_zero_is_win(),
        Mistake::PeriodMultiple => t.mistake_period_multiple(),
    }
}

/// Every mistake's words at the index `Mistake as usize` (made at compile time, one language's
/// in each table).
const fn mistakes(t: Words) -> [&'static str; Mistake::ALL.len()] {
    let mut words = [""; Mistake::ALL.len()];
    let mut i = 0;
    while i < Mistake::ALL.len() {
        words[Mistake::ALL[i] as usize] = mistake(t, Mistake::ALL[i]);
        i += 1;
    }
    words
}

pub static EN: CourseText = course_table!(Lang::En);

pub static JA: CourseText = course_table!(Lang::Ja);

/// The course's table in `lang` (from its part: [`super::course_words`]).
pub fn course_text(lang: Lang) -> &'static CourseText {
    super::course_words(lang).course
}

/// What the home page shows of the course: its contents. Apart from [`CourseText`] and the
/// lessons so that the main module, which draws the home page, does not carry every lesson's
/// words: code splitting moves data with the code that uses it (ARCHITECTURE.md).
pub struct ContentsText {
    pub course_heading: &'static str,
    pub course_intro: fn(count: usize) -> String,
    pub free_play_heading: &'static str,
    pub done: &'static str,
    pub reset_progress: &'static str,
    pub lesson_title: fn(number: usize, title: &str) -> String,
    pub progress: fn(solved: usize, count: usize) -> String,
    pub review_link: &'static str,
    pub glossary_link: &'static str,
    /// Each lesson's title and summary: the `# Title` and first paragraph of its file.
    pub lessons: [LessonHead; super::page::LESSONS],
}

/// A lesson's title and its one line, for the contents and under the title.
pub struct LessonHead {
    pub title: &'static str,
    pub summary: &'static str,
    /// What it builds on, worded when the app is built ("Builds on lessons 2 and 4": the
    /// earlier lessons that introduce what it uses, `contents.ftl`'s `lesson-needs`); "" for
    /// none.
    pub needs: &'static str,
}

/// The lessons' heads, generated by build.rs from `content/<lang>/lessons/NN.md`.
mod heads {
    pub mod en {
        use super::super::LessonHead;
        include!(concat!(env!("OUT_DIR"), "/lesson_heads_en.rs"));
    }
    pub mod ja {
        use super::super::LessonHead;
        include!(concat!(env!("OUT_DIR"), "/lesson_heads_ja.rs"));
    }
}

/// One language's [`ContentsText`]: the words of `content/<lang>/contents.ftl` in `$lang`, and
/// the lessons' heads.
macro_rules! contents_table {
    ($lang:expr, $heads:expr) => {
        ContentsText {
            course_heading: contents::Words($lang).course_heading(),
            course_intro: |count| contents::Words($lang).course_intro(count),
            free_play_heading: contents::Words($lang).free_play_heading(),
            done: contents::Words($lang).done(),
            reset_progress: contents::Words($lang).reset_progress(),
            lesson_title: |number, title| contents::Words($lang).lesson_title(number, title),
            progress: |solved, count| contents::Words($lang).progress(count, solved),
            review_link: contents::Words($lang).review_link(),
            glossary_link: contents::Words($lang).glossary_link(),
            lessons: $heads,
        }
    };
}

pub static EN_CONTENTS: ContentsText = contents_table!(Lang::En, heads::en::HEADS);

pub static JA_CONTENTS: ContentsText = contents_table!(Lang::Ja, heads::ja::HEADS);

pub fn contents_text(lang: Lang) -> &'static ContentsText {
    lang.pick(&EN_CONTENTS, &JA_CONTENTS)
}
