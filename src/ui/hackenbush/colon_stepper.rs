//! Steppers for the colon and fusion principles: replay a recorded [`PictureTrace`] one picture
//! at a time with the kit's playback bar (the arrow keys, Home, End and P while the stepper has focus).

use std::rc::Rc;

use yew::prelude::*;

use crate::content::hackenbush::Words;
use crate::games::hackenbush::colon::{PictureTrace, TraceTooLarge};
use crate::ui::hackenbush::board::Picture;
use crate::ui::hackenbush::text;
use crate::ui::i18n::use_lang;
use crate::ui::kit::playback::use_stepper;

#[derive(Properties, PartialEq)]
pub struct PictureStepperProps {
    pub title: AttrValue,
    /// A class naming this stepper (`colon-stepper`, `fusion-stepper`).
    pub class: AttrValue,
    pub trace: Rc<Result<PictureTrace, TraceTooLarge>>,
}

#[component(PictureStepper)]
pub fn picture_stepper(props: &PictureStepperProps) -> Html {
    let t = Words(use_lang());
    let steps = match &*props.trace {
        Ok(trace) => trace.steps.len(),
        Err(_) => 0,
    };
    let stepper = use_stepper(steps.saturating_sub(1));
    {
        // A new trace starts at its first picture.
        let step = stepper.step.setter();
        use_effect_with(props.trace.clone(), move |_| step.set(0));
    }
    let trace = match &*props.trace {
        Ok(trace) => trace,
        Err(too_large) => {
            return html! {
                <section class={classes!("panel", "picture-stepper", props.class.to_string())}>
                    <h2>{ props.title.clone() }</h2>
                    <p class="notice">{ text::trace_too_large(t, too_large) }</p>
                </section>
            };
        }
    };
    let (current, last) = (stepper.current, stepper.last);
    let onkeydown = stepper.onkeydown.clone();
    let Some(shown) = trace.steps.get(current) else { return html! {} };
    html! {
        <section class={classes!("panel", "picture-stepper", props.class.to_string())} tabindex="0" {onkeydown}
                 aria-label={t.stepper_label(&props.title)}>
            <h2>{ props.title.clone() }</h2>
            <p class="sentence" aria-live="polite">{ text::trace_note(t, &shown.note) }</p>
            <Picture edges={shown.edges.clone()} fresh={shown.fresh.clone()} focus={shown.focus} />
            { stepper.bar(t.step_count(last + 1, current + 1)) }
        </section>
    }
}
