//! The exercises' questions and feedback, shared by every game (not generic): "who wins?",
//! "what is the value?", "a position of your own", and the words for a right or wrong answer.
//!
//! A wrong value is explained by the mistake it most likely came from, computed from the value
//! typed and the position's parts or options ([`diagnose`]); the full derivation (the mex
//! stepper or the nim-sum) is shown under it.

use yew::prelude::*;

use super::text::{CourseText, course_text};
use crate::engine::Nimber;
use crate::engine::trace::{XorRow, XorTrace};
use crate::games::Outcome;
pub use crate::games::course::{Facts, Given, Mistake, diagnose};
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::use_lang;

/// The parts' values in a total line's detail, "3 ⊕ 1 ⊕ 2" (empty when it is not a sum).
pub fn part_values(detail: &str) -> Vec<u64> {
    let parts: Option<Vec<u64>> = detail.split('⊕').map(|p| p.trim().parse().ok()).collect();
    parts.unwrap_or_default()
}

/// The nim-sum of these heaps by bit columns: a lesson's `:: xor` widget, and the derivation
/// under a wrong nim-sum.
pub fn xor_table(heaps: &[u64]) -> Html {
    let rows = heaps
        .iter()
        .enumerate()
        .map(|(i, &v)| XorRow { label: (i + 1).to_string(), value: Nimber(v) })
        .collect();
    html! { <XorPanel trace={XorTrace::new(rows)} /> }
}

/// The feedback paragraphs.
pub struct Feedback;

impl Feedback {
    pub fn right(t: &CourseText, words: String) -> Html {
        html! { <p class="feedback right" role="status"><strong>{ t.right }</strong>{ t.sentence_gap }{ words }</p> }
    }

    pub fn wrong(t: &CourseText, words: String) -> Html {
        html! { <p class="feedback wrong" role="status"><strong>{ t.not_quite }</strong>{ t.sentence_gap }{ words }</p> }
    }

    /// The words of a wrong answer: the diagnosis when one explains it, else the pointer to
    /// the full derivation shown under the board.
    fn wrong_because(t: &CourseText, first: String, mistake: Option<Mistake>) -> Html {
        let why = mistake.map(|m| (t.mistake)(m)).unwrap_or(t.see_derivation);
        let class = mistake.map(|m| format!("mistake-{m:?}").to_ascii_lowercase());
        html! {
            <p class={classes!("feedback", "wrong", class)} role="status">
                <strong>{ t.not_quite }</strong>{ t.sentence_gap }{ first }{ t.sentence_gap }{ why }
            </p>
        }
    }

    /// `said`: who the learner said wins (a draw only where the game has draws); `truth`: the
    /// engine's outcome; `valued`: the position has a Grundy value (a diagnosis may speak of it;
    /// misère play and positions that can reach a cycle have none).
    pub fn predicted(t: &CourseText, said: Outcome, truth: Outcome, why: &str, valued: bool) -> Html {
        let gap = t.sentence_gap;
        let words = format!("{}{gap}{why}{gap}{}", (t.who_wins)(truth), t.play_it_out);
        if said == truth {
            return Feedback::right(t, words);
        }
        // The diagnoses speak of a winner and a value 0: none when a draw was said or is true.
        let decided = said != Outcome::D && truth != Outcome::D;
        let facts = Facts { truth: u64::from(truth == Outcome::N), ..Facts::default() };
        let given = Given::Predicted { first_wins: said == Outcome::N };
        match diagnose(given, &facts).filter(|_| valued && decided) {
            Some(mistake) => Feedback::wrong_because(t, words, Some(mistake)),
            None => Feedback::wrong(t, words),
        }
    }

    /// `value` is `None` where the engine has none (too large a position); `nim_sum`: the
    /// question asked for Nim's nim-sum rather than a Grundy value.
    pub fn valued(t: &CourseText, typed: u64, value: Option<u64>, facts: Facts, nim_sum: bool) -> Html {
        let Some(value) = value else { return Feedback::wrong(t, t.no_value.to_string()) };
        let (right, wrong) =
            if nim_sum { (t.right_nim_sum, t.wrong_nim_sum) } else { (t.right_value, t.wrong_value) };
        if typed == value {
            return Feedback::right(t, right(value));
        }
        let mistake = diagnose(Given::Value(typed), &Facts { truth: value, ..facts });
        Feedback::wrong_because(t, wrong(typed), mistake)
    }

    /// A period typed for the values of a heap; `period` is the proven fundamental one.
    pub fn period(t: &CourseText, typed: u64, period: Option<u64>) -> Html {
        let Some(period) = period else { return Feedback::wrong(t, t.no_value.to_string()) };
        if typed == period {
            return Feedback::right(t, (t.right_period)(period));
        }
        let mistake = diagnose(Given::Period(typed), &Facts { truth: period, ..Facts::default() });
        Feedback::wrong_because(t, (t.wrong_period)(typed), mistake)
    }
}

#[derive(Properties, PartialEq)]
pub struct PredictAskProps {
    /// The answer: N "the player to move wins", P "the other player", D "neither: a draw".
    pub on_answer: Callback<Outcome>,
    /// Offers the third answer, a draw (a game where best play may go on for ever).
    #[prop_or_default]
    pub draws: bool,
}

#[component(PredictAsk)]
pub fn predict_ask(props: &PredictAskProps) -> Html {
    let t = course_text(use_lang());
    let answer = |said: Outcome| props.on_answer.reform(move |_: MouseEvent| said);
    html! {
        <div class="ask predict" role="group" aria-label={t.predict_question}>
            <span>{ t.predict_question }</span>
            <button type="button" class="first-wins" onclick={answer(Outcome::N)}>{ t.first_wins }</button>
            <button type="button" class="second-wins" onclick={answer(Outcome::P)}>{ t.second_wins }</button>
            if props.draws {
                <button type="button" class="draw" onclick={answer(Outcome::D)}>{ t.draw_answer }</button>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ValueAskProps {
    pub on_check: Callback<u64>,
    /// The question before the box (the Grundy value's by default).
    #[prop_or_default]
    pub label: Option<&'static str>,
}

#[component(ValueAsk)]
pub fn value_ask(props: &ValueAskProps) -> Html {
    let t = course_text(use_lang());
    let input = use_node_ref();
    let error = use_state_eq(|| false);
    let onsubmit = {
        let (input, on_check, error) = (input.clone(), props.on_check.clone(), error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let text = input.cast::<web_sys::HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
            match text.trim().parse::<u64>() {
                Ok(value) => {
                    error.set(false);
                    on_check.emit(value);
                }
                Err(_) => error.set(true),
            }
        })
    };
    html! {
        <form class="ask value" {onsubmit}>
            <label>{ props.label.unwrap_or(t.value_question) }
                <input ref={input} class="value-input" inputmode="numeric" autocomplete="off" size="4" />
            </label>
            <button type="submit" class="check">{ t.check }</button>
            if *error {
                <span class="notice" role="alert">{ t.not_a_number }</span>
            }
        </form>
    }
}

/// The input of a one-box form and its submit handler, which hands the box's text to `on_submit`
/// (and empties the box when `clear`).
#[hook]
fn use_text_submit(on_submit: Callback<String>, clear: bool) -> (NodeRef, Callback<SubmitEvent>) {
    let input = use_node_ref();
    let onsubmit = {
        let input = input.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if let Some(input) = input.cast::<web_sys::HtmlInputElement>() {
                on_submit.emit(input.value());
                if clear {
                    input.set_value("");
                }
            }
        })
    };
    (input, onsubmit)
}

#[derive(Properties, PartialEq)]
pub struct OwnPositionProps {
    /// The exercise's position, the box's first text.
    pub start: AttrValue,
    pub on_submit: Callback<String>,
    pub error: Option<AttrValue>,
}

/// "Ask about a position of your own": the engine grades any position, not only the lesson's.
#[component(OwnPosition)]
pub fn own_position(props: &OwnPositionProps) -> Html {
    let t = course_text(use_lang());
    let (input, onsubmit) = use_text_submit(props.on_submit.clone(), false);
    html! {
        <details class="own-position">
            <summary>{ t.own_position }</summary>
            <form {onsubmit}>
                <label>{ t.own_position_label }
                    <input ref={input} class="own-input" value={props.start.clone()} autocomplete="off" spellcheck="false" />
                </label>
                <button type="submit">{ t.own_position_button }</button>
            </form>
            if let Some(error) = &props.error {
                <p class="notice" role="alert">{ error.clone() }</p>
            }
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct MoveFormProps {
    pub on_submit: Callback<String>,
}

/// A move typed in the game's notation, folded away under the board.
#[component(MoveForm)]
pub fn move_form(props: &MoveFormProps) -> Html {
    let t = course_text(use_lang());
    let (input, onsubmit) = use_text_submit(props.on_submit.clone(), true);
    html! {
        <details class="course-move">
            <summary>{ t.type_a_move }</summary>
            <form {onsubmit}>
                <label>{ t.move_label }
                    <input ref={input} class="course-move-input" autocomplete="off" spellcheck="false" size="8" />
                </label>
                <button type="submit">{ t.play_move }</button>
            </form>
        </details>
    }
}
