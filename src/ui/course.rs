//! The course: sixteen lessons at `#/learn/1` … `#/learn/16`, each with short sections, live boards
//! and steppers of the kit, and exercises graded by the engine; the learner's progress in local
//! storage; the contents on the home page.
//!
//! A lesson is a Markdown file per language (`content/<lang>/lessons/NN.md`: its words, and in
//! its `::` lines the boards and exercises, checked the same in both languages), read at build
//! time into the statics of `lessons_en`/`lessons_ja` and `plan::EXERCISES`; the components
//! (`page`, `live`, `takeaway`, `ask`) hold no lesson text.

pub mod ask;
pub mod boards;
pub mod code;
pub mod contest;
pub mod editorial;
pub mod folded;
pub mod folds;
pub mod lessons_en;
pub mod lessons_ja;
pub mod live;
pub mod nim_coins;
pub mod page;
pub mod plan;
pub mod progress;
pub mod proof_steps;
pub mod review;
pub mod review_text;
pub mod takeaway;
pub mod text;
pub mod worksheet;

use self::review_text::ReviewText;
use self::text::CourseText;
use super::i18n::Lang;

/// The course's words in one language: its table and the review's. Each language's are a part
/// of the module of their own (`words`), fetched with the course's part for the language shown,
/// so a lesson's first load carries one language's words, not both (ARCHITECTURE.md, "Code
/// splitting").
#[derive(Clone, Copy)]
pub struct CourseWords {
    pub course: &'static CourseText,
    pub review: &'static ReviewText,
}

/// The split points of the words, one a language (the part names are the files').
// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod words {
    use super::{CourseWords, review_text, text};
    use crate::ui::split::split_points;

    split_points! {
        CourseWords;
        course_words_en => CourseWords { course: &text::EN, review: &review_text::EN };
        course_words_ja => CourseWords { course: &text::JA, review: &review_text::JA };
    }
}

/// One lesson's words (its sections, exercises' questions, teacher notes and contest problem):
/// a part per lesson and language (`lessons`), fetched with the lesson's page, so a lesson's
/// first load carries its own words, not the course's other lessons'.
// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod lessons {
    use super::text::LessonText;
    use super::{lessons_en as en, lessons_ja as ja};
    use crate::ui::split::split_points;

    split_points! {
        &'static LessonText;
        lesson_1_en => &en::L1; lesson_1_ja => &ja::L1;
        lesson_2_en => &en::L2; lesson_2_ja => &ja::L2;
        lesson_3_en => &en::L3; lesson_3_ja => &ja::L3;
        lesson_4_en => &en::L4; lesson_4_ja => &ja::L4;
        lesson_5_en => &en::L5; lesson_5_ja => &ja::L5;
        lesson_6_en => &en::L6; lesson_6_ja => &ja::L6;
        lesson_7_en => &en::L7; lesson_7_ja => &ja::L7;
        lesson_8_en => &en::L8; lesson_8_ja => &ja::L8;
        lesson_9_en => &en::L9; lesson_9_ja => &ja::L9;
        lesson_10_en => &en::L10; lesson_10_ja => &ja::L10;
        lesson_11_en => &en::L11; lesson_11_ja => &ja::L11;
        lesson_12_en => &en::L12; lesson_12_ja => &ja::L12;
        lesson_13_en => &en::L13; lesson_13_ja => &ja::L13;
        lesson_14_en => &en::L14; lesson_14_ja => &ja::L14;
        lesson_15_en => &en::L15; lesson_15_ja => &ja::L15;
        lesson_16_en => &en::L16; lesson_16_ja => &ja::L16;
    }

    // Every lesson has its two parts: a lesson added to the files but not here fails the build.
    const _: () = assert!(PARTS.len() == 2 * crate::ui::course::page::LESSONS, "a lesson without its parts");
}

/// The part holding lesson `number`'s words in `lang` (`None` past the last lesson). The names
/// are `lessons::PARTS` in order, English then Japanese for each lesson.
pub fn lesson_part(lang: Lang, number: usize) -> Option<&'static str> {
    let i = number.checked_sub(1)? * 2 + lang.pick(0, 1);
    lessons::PARTS.get(i).copied()
}

/// Lesson `number`'s words in `lang` (`None` past the last lesson, or, split, while neither
/// language's part is here: `pages::Page` draws a lesson only once one is).
#[cfg(feature = "split")]
pub fn lesson_text(lang: Lang, number: usize) -> Option<&'static text::LessonText> {
    let other = lang.pick(Lang::Ja, Lang::En);
    lessons::here(lesson_part(lang, number)?).or_else(|| lessons::here(lesson_part(other, number)?))
}

/// Lesson `number`'s words in `lang` (without code splitting: the tables themselves).
#[cfg(not(feature = "split"))]
pub fn lesson_text(lang: Lang, number: usize) -> Option<&'static text::LessonText> {
    let i = number.checked_sub(1)?;
    lang.pick(lessons_en::LESSONS.get(i), lessons_ja::LESSONS.get(i)).copied()
}

/// The part holding `lang`'s words.
pub fn words_part(lang: Lang) -> &'static str {
    lang.pick("course_words_en", "course_words_ja")
}

/// The course's words in `lang`. A course page is drawn only once a language's words are here
/// (`pages::Page` fetches them with the course's part), and while a switch to the other
/// language fetches its words the page stays in the language it had (nothing it holds is lost).
#[cfg(feature = "split")]
pub fn course_words(lang: Lang) -> CourseWords {
    let other = lang.pick(Lang::Ja, Lang::En);
    words::here(words_part(lang))
        .or_else(|| words::here(words_part(other)))
        .expect("a course page is drawn only once its words are here (pages::Page)")
}

/// The course's words in `lang` (without code splitting: the tables themselves).
#[cfg(not(feature = "split"))]
pub fn course_words(lang: Lang) -> CourseWords {
    lang.pick(
        CourseWords { course: &text::EN, review: &review_text::EN },
        CourseWords { course: &text::JA, review: &review_text::JA },
    )
}
