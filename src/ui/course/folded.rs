//! The texts a reader unfolds: each contest problem's hints and editorial (解説) with its
//! programs (実装例), each lesson's teacher notes, and the lessons' proofs. They
//! come from the lessons' Markdown (`:: contest-hint`, `:: editorial-…`, `:: teacher-answer`,
//! `:: teacher-support`, `:: proof`),
//! turned into `FOLDED` by build.rs, and each language's are a part of their own, fetched the
//! first time a reader opens one: a learner who never asks does not download them.

use super::code::Program;
use super::page::LESSONS;
use crate::ui::i18n::Lang;

/// One contest problem's hints and editorial, in one language.
pub struct Editorial {
    /// One paragraph each, from the gentlest.
    pub hints: &'static [&'static str],
    /// 考察: why the game comes down to what it does.
    pub observation: &'static [&'static str],
    /// 解法: the algorithm.
    pub solution: &'static [&'static str],
    /// 計算量: time and memory.
    pub complexity: &'static str,
    /// 実装例: the programs' name in `programs`.
    pub program: &'static str,
}

/// A lesson's notes for a teacher running it with a class.
pub struct TeacherNotes {
    /// How to run it: on the projector first, then in pairs.
    pub run: &'static str,
    pub questions: [&'static str; 3],
    /// What to expect for each question, and why.
    pub answers: [&'static str; 3],
    /// The common wrong idea, and what shows it wrong.
    pub wrong_idea: &'static str,
    pub extension: &'static str,
    /// How to help a student who is stuck.
    pub support: &'static str,
}

/// One language's unfolded texts.
pub struct Folded {
    /// Per lesson, one per contest problem.
    pub editorials: [&'static [Editorial]; LESSONS],
    pub teacher: [TeacherNotes; LESSONS],
    /// Per lesson, its proofs in page order, each its paragraphs.
    pub proofs: [&'static [&'static [&'static str]]; LESSONS],
    /// Every contest problem's programs (the same in both languages).
    pub programs: &'static [Program],
}

include!(concat!(env!("OUT_DIR"), "/contest_programs.rs"));

mod en {
    use super::{Editorial, Folded, TeacherNotes};
    include!(concat!(env!("OUT_DIR"), "/folded_en.rs"));
}

mod ja {
    use super::{Editorial, Folded, TeacherNotes};
    include!(concat!(env!("OUT_DIR"), "/folded_ja.rs"));
}

/// Each language's texts (and, shared by both, the programs) are a part of their own.
// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod part {
    use crate::ui::split::split_points;

    split_points! {
        &'static super::Folded;
        folded_en => &super::en::FOLDED;
        folded_ja => &super::ja::FOLDED;
    }
}

/// The part holding `lang`'s texts.
pub fn part_name(lang: Lang) -> &'static str {
    lang.pick("folded_en", "folded_ja")
}
