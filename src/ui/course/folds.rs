//! The bodies of a lesson's folds, a part of their own fetched at the first opening: a proof
//! (its text, and the stepper that carries it out, `super::proof_steps`) and the teacher notes
//! (with what to expect for each question and the support for a stuck student). Their texts
//! come with `super::folded`'s part of the language shown; the lesson page holds only the
//! folds' titles.

use yew::prelude::*;

use super::folded;
use super::proof_steps::PeriodSteps;
use super::proof_steps::{MexLevelProof, NimSumProof, OneWinnerProof, SumTheorem};
use crate::content::folded::Words;
use crate::ui::i18n::use_lang;
use crate::ui::split::{coming, use_part};
use crate::ui::text::app_text;

/// What a fold holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fold {
    /// Lesson `lesson`'s proof `index` (in page order), carried out by `stepper` ("" for none).
    Proof { lesson: usize, index: usize, stepper: &'static str },
    /// Lesson `lesson`'s notes for a teacher.
    Teacher { lesson: usize },
}

/// The folds' bodies are a part of the module of their own.
// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod part {
    use crate::ui::split::split_points;
    use yew::prelude::*;

    split_points! {
        fn(super::Fold) -> Html;
        folds => |fold| html! { <super::FoldBody {fold} /> };
    }
}

#[derive(Properties, PartialEq)]
pub struct FoldBodyProps {
    pub fold: Fold,
}

/// A fold's body in the language shown, once its texts are here (meanwhile a line says they
/// come, or that they failed, with "Try again").
#[component(FoldBody)]
pub fn fold_body(props: &FoldBodyProps) -> Html {
    let lang = use_lang();
    let name = folded::part_name(lang);
    let here = folded::part::here(name);
    let (failed, retry) = use_part(here.is_none().then_some(name), folded::part::fetch);
    let Some(texts) = here else {
        let app = app_text(lang);
        return coming(failed, app.loading, app.load_failed, app.retry, retry);
    };
    match props.fold {
        Fold::Proof { lesson, index, stepper } => {
            let paragraphs = texts.proofs.get(lesson.wrapping_sub(1)).and_then(|p| p.get(index)).copied();
            html! {
                <>
                    { for paragraphs.unwrap_or_default().iter().map(|p| html! { <p>{ *p }</p> }) }
                    if stepper == "sum-theorem" {
                        <SumTheorem />
                    } else if stepper == "nim-sum" {
                        <NimSumProof />
                    } else if stepper == "period" {
                        <PeriodSteps />
                    } else if stepper == "one-winner" {
                        <OneWinnerProof />
                    } else if stepper == "mex-level" {
                        <MexLevelProof />
                    }
                </>
            }
        }
        Fold::Teacher { lesson } => {
            let Some(notes) = texts.teacher.get(lesson.wrapping_sub(1)) else { return Html::default() };
            let w = Words(lang);
            html! {
                <>
                    <h3>{ w.teacher_run() }</h3>
                    <p>{ notes.run }</p>
                    <h3>{ w.teacher_questions() }</h3>
                    <ol>
                        { for notes.questions.iter().zip(notes.answers).map(|(q, a)| html! {
                            <li>
                                { *q }
                                <p class="teacher-answer"><strong>{ w.teacher_answer() }</strong>{ " " }{ a }</p>
                            </li>
                        }) }
                    </ol>
                    <h3>{ w.teacher_wrong_idea() }</h3>
                    <p>{ notes.wrong_idea }</p>
                    <h3>{ w.teacher_extension() }</h3>
                    <p>{ notes.extension }</p>
                    <h3>{ w.teacher_support() }</h3>
                    <p>{ notes.support }</p>
                </>
            }
        }
    }
}
