//! The pages of the games that reduce to Nim (`games::reduction`, and the divisor game of
//! `games::proper_divisor`): each plays the game itself, and a reduction stepper shows, one step at a time, how the position turns into a game
//! the learner already knows; the XOR panel and the mex stepper finish the calculation.
//!
//! Shared here: the stepper over a recorded list of steps and the typed-move form (for
//! positions too large to draw), which staircase Nim's page uses too; the form's words are
//! `content/<lang>/reduction.ftl`, each game's words its own table (see `text`).

pub mod euclid;
pub mod funny;
pub mod georgia;
pub mod prime;
pub mod text;

use std::rc::Rc;

use yew::prelude::*;

use crate::content::reduction::Words;
use crate::ui::explain::text::explain_text;
use crate::ui::i18n::use_lang;
use crate::ui::kit::playback::use_stepper;

/// One step of a reduction: its short name, the sentence that explains it, and its picture.
#[derive(Clone, PartialEq)]
pub struct Step {
    pub name: String,
    pub sentence: String,
    pub body: Html,
}

impl Step {
    pub fn new(name: &str, sentence: String, body: Html) -> Step {
        Step { name: name.to_owned(), sentence, body }
    }
}

#[derive(Properties, PartialEq)]
pub struct StepperProps {
    pub heading: AttrValue,
    pub steps: Rc<Vec<Step>>,
    /// A class for tests and styling.
    pub class: &'static str,
}

/// Replays a reduction one step at a time: Back and Next, the step names, or the arrow keys
/// (Home and End for the ends) while the stepper has focus. A new list starts at its first step.
#[component(ReductionStepper)]
pub fn reduction_stepper(props: &StepperProps) -> Html {
    let t = explain_text(use_lang());
    let last = props.steps.len().saturating_sub(1);
    let stepper = use_stepper(last);
    {
        let step = stepper.step.setter();
        use_effect_with(props.steps.clone(), move |_| step.set(0));
    }
    let current = stepper.current;
    let go = |to: usize| {
        let step = stepper.step.setter();
        Callback::from(move |_: MouseEvent| step.set(to))
    };
    let onkeydown = stepper.onkeydown.clone();
    let heading_id = format!("{}-heading", props.class);
    let Some(shown) = props.steps.get(current) else { return html! {} };
    html! {
        <section class={classes!("panel", "reduction-stepper", props.class)} aria-labelledby={heading_id.clone()}
                 tabindex="0" {onkeydown}>
            <h2 id={heading_id}>{ props.heading.clone() }</h2>
            <ol class="stages">
                { for props.steps.iter().enumerate().map(|(index, s)| html! {
                    <li class={classes!((index == current).then_some("current"), (index < current).then_some("done"))}
                        aria-current={(index == current).then_some("step")}>
                        <button onclick={go(index)}>{ &s.name }</button>
                    </li>
                }) }
            </ol>
            <p class="sentence" aria-live="polite">{ &shown.sentence }</p>
            <div class="step-body">{ shown.body.clone() }</div>
            { stepper.bar((t.step_of)(current + 1, last + 1)) }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct MoveFormProps {
    /// An example move in the game's notation.
    pub example: AttrValue,
    pub interactive: bool,
    /// The typed text, to be read by the game.
    pub on_move: Callback<String>,
}

/// "Type a move": the game's move notation, for positions too large to draw and for the keyboard.
#[component(MoveForm)]
pub fn move_form(props: &MoveFormProps) -> Html {
    let t = Words(use_lang());
    let text = use_state_eq(String::new);
    let onsubmit = {
        let (text, on_move) = (text.clone(), props.on_move.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            on_move.emit(text.trim().to_owned());
            text.set(String::new());
        })
    };
    html! {
        <form class="take-form move-form" {onsubmit}>
            <label>{ t.type_move() }{ " " }
                <input type="text" class="move-input" value={(*text).clone()} placeholder={props.example.clone()}
                       oninput={crate::ui::kit::chrome::text_input(text.setter())} disabled={!props.interactive}
                       spellcheck="false" autocomplete="off" />
            </label>
            <button type="submit" disabled={!props.interactive}>{ t.play_move() }</button>
            <span class="muted">{ t.move_example(&props.example) }</span>
        </form>
    }
}

/// A heap of `count` stones as dots (at most 30, then an ellipsis).
pub fn dots(count: u64) -> String {
    let mut text = "●".repeat(count.min(30) as usize);
    if count > 30 {
        text.push('…');
    }
    text
}

/// 1234567 → "1 234 567" (narrow spaces), for numbers read aloud in a classroom.
pub use crate::ui::nim::board::group_digits;
