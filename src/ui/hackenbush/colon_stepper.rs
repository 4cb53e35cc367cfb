//! Steppers for the colon and fusion principles: replay a recorded [`PictureTrace`] one picture
//! at a time (Back / Next buttons, or the arrow keys while the stepper has focus).

use std::rc::Rc;

use yew::prelude::*;

use crate::games::hackenbush::colon::{PictureTrace, TraceTooLarge};
use crate::ui::hackenbush::board::Picture;
use crate::ui::hackenbush::text::hackenbush_text;
use crate::ui::i18n::use_lang;
use crate::ui::kit::keys::is_for_widget;

#[derive(Properties, PartialEq)]
pub struct PictureStepperProps {
    pub title: AttrValue,
    /// A class naming this stepper (`colon-stepper`, `fusion-stepper`).
    pub class: AttrValue,
    pub trace: Rc<Result<PictureTrace, TraceTooLarge>>,
}

#[component(PictureStepper)]
pub fn picture_stepper(props: &PictureStepperProps) -> Html {
    let t = hackenbush_text(use_lang());
    let step = use_state_eq(|| 0usize);
    {
        // A new trace starts at its first picture.
        let step = step.clone();
        use_effect_with(props.trace.clone(), move |_| step.set(0));
    }
    let trace = match &*props.trace {
        Ok(trace) => trace,
        Err(too_large) => {
            return html! {
                <section class={classes!("panel", "picture-stepper", props.class.to_string())}>
                    <h2>{ props.title.clone() }</h2>
                    <p class="notice">{ (t.trace_too_large)(too_large) }</p>
                </section>
            };
        }
    };
    let last = trace.steps.len().saturating_sub(1);
    let current = (*step).min(last);
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.set(to))
    };
    let onkeydown = {
        let step = step.clone();
        Callback::from(move |event: KeyboardEvent| {
            if !is_for_widget(&event) {
                return;
            }
            let to = match event.key().as_str() {
                "ArrowRight" | "ArrowDown" => (current + 1).min(last),
                "ArrowLeft" | "ArrowUp" => current.saturating_sub(1),
                "Home" => 0,
                "End" => last,
                _ => return,
            };
            event.prevent_default();
            step.set(to);
        })
    };
    let Some(shown) = trace.steps.get(current) else { return html! {} };
    html! {
        <section class={classes!("panel", "picture-stepper", props.class.to_string())} tabindex="0" {onkeydown}
                 aria-label={(t.stepper_label)(&props.title)}>
            <h2>{ props.title.clone() }</h2>
            <p class="sentence" aria-live="polite">{ (t.trace_note)(&shown.note) }</p>
            <Picture edges={shown.edges.clone()} fresh={shown.fresh.clone()} focus={shown.focus} />
            <div class="stepper-buttons">
                <button class="step-back" onclick={go(current.saturating_sub(1))} aria-disabled={(current == 0).to_string()}>{ t.back }</button>
                <span class="muted step-count">{ (t.step_count)(current + 1, last + 1) }</span>
                <button class="step-next" onclick={go((current + 1).min(last))} aria-disabled={(current == last).to_string()}>{ t.next }</button>
            </div>
        </section>
    }
}
