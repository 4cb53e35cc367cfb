//! The mex stepper, for any game: replays a recorded [`MexTrace`] one stage at a time.
//!
//! Stages: list the options → show their values → collect the set → find the smallest missing
//! value. Back and Next (or the arrow keys while the stepper has focus) move between them.

use yew::prelude::*;

use crate::engine::trace::{MexStage, MexTrace};
use crate::ui::kit::keys::is_for_widget;

#[derive(Properties, PartialEq)]
pub struct MexStepperProps {
    /// The calculation to replay, or why there is none (too many options).
    pub trace: Result<MexTrace, String>,
    /// Chooses what to step through (a select of positions), rendered above the steps.
    #[prop_or_default]
    pub chooser: Html,
}

const STAGE_NAMES: [&str; 4] = ["Options", "Their values", "The set", "Smallest missing"];

#[component(MexStepper)]
pub fn mex_stepper(props: &MexStepperProps) -> Html {
    let stage = use_state(|| 0usize);
    {
        // A new calculation starts at its first stage.
        let stage = stage.clone();
        use_effect_with(props.trace.clone(), move |_| stage.set(0));
    }
    let last = MexStage::ALL.len() - 1;
    let current = (*stage).min(last);
    let go = |to: usize| {
        let stage = stage.clone();
        Callback::from(move |_: MouseEvent| stage.set(to))
    };
    let onkeydown = {
        let stage = stage.clone();
        Callback::from(move |event: KeyboardEvent| match event.key().as_str() {
            _ if !is_for_widget(&event) => {}
            "ArrowRight" | "ArrowDown" => {
                event.prevent_default();
                stage.set((current + 1).min(last));
            }
            "ArrowLeft" | "ArrowUp" => {
                event.prevent_default();
                stage.set(current.saturating_sub(1));
            }
            "Home" => {
                event.prevent_default();
                stage.set(0);
            }
            "End" => {
                event.prevent_default();
                stage.set(last);
            }
            _ => {}
        })
    };
    let body = match &props.trace {
        Err(message) => html! { <p class="notice">{ message }</p> },
        Ok(trace) => render_trace(trace, MexStage::ALL[current]),
    };
    html! {
        <section class="panel mex-stepper" aria-labelledby="mex-heading" tabindex="0" {onkeydown}>
            <h2 id="mex-heading">{ "Mex, step by step" }</h2>
            { props.chooser.clone() }
            <ol class="stages">
                { for STAGE_NAMES.iter().enumerate().map(|(index, name)| html! {
                    <li class={classes!((index == current).then_some("current"), (index < current).then_some("done"))}
                        aria-current={(index == current).then_some("step")}>
                        <button onclick={go(index)}>{ *name }</button>
                    </li>
                }) }
            </ol>
            if let Ok(trace) = &props.trace {
                <p class="sentence" aria-live="polite">{ trace.sentence(MexStage::ALL[current]) }</p>
            }
            { body }
            <div class="stepper-buttons">
                <button class="step-back" onclick={go(current.saturating_sub(1))} aria-disabled={(current == 0).to_string()}>{ "← Back" }</button>
                <span class="muted">{ format!("step {} of {}", current + 1, last + 1) }</span>
                <button class="step-next" onclick={go((current + 1).min(last))} aria-disabled={(current == last).to_string()}>{ "Next →" }</button>
            </div>
        </section>
    }
}

fn render_trace(trace: &MexTrace, stage: MexStage) -> Html {
    let show_values = stage != MexStage::ListOptions;
    let show_set = matches!(stage, MexStage::CollectSet | MexStage::FindMex);
    let show_mex = stage == MexStage::FindMex;
    let options = trace.options.iter().enumerate().map(|(index, option)| {
        // A heading row where the group changes (games that group their options, such as the
        // cut direction of a chocolate bar).
        let heading = option
            .group
            .as_ref()
            .filter(|group| index == 0 || trace.options[index - 1].group.as_ref() != Some(*group))
            .map(|group| html! { <tr class="option-group"><th colspan="3" scope="rowgroup">{ group }</th></tr> });
        html! {
            <>
            { for heading }
            <tr>
                <td class="option-move">{ &option.mv }</td>
                <td class="option-position">{ &option.position }</td>
                <td class="option-value">
                    if show_values {
                        if let Some(detail) = &option.detail {
                            <span class="detail">{ format!("{detail} = ") }</span>
                        }
                        <strong>{ option.value.value() }</strong>
                    } else {
                        { "?" }
                    }
                </td>
            </tr>
            </>
        }
    });
    // The number line 0..=mex makes "smallest missing" visible: every smaller value is present.
    let line_end = trace.mex.value();
    let number_line = (0..=line_end).map(|n| {
        let present = trace.set.iter().any(|v| v.value() == n);
        let class = classes!(
            "chip",
            present.then_some("present"),
            (show_mex && n == trace.mex.value()).then_some("mex")
        );
        html! { <li {class}>{ n }</li> }
    });
    html! {
        <div class={classes!("mex-body", format!("stage-{}", stage as usize))}>
            if !trace.options.is_empty() {
                <div class="table-scroll">
                    <table class="options-table">
                        <thead><tr><th>{ "move" }</th><th>{ "leads to" }</th><th>{ "value" }</th></tr></thead>
                        <tbody>{ for options }</tbody>
                    </table>
                </div>
            }
            if show_set {
                <p class="set">{ format!("set = {{{}}}", trace.set.iter().map(|v| v.value().to_string()).collect::<Vec<_>>().join(", ")) }</p>
                <ol class="number-line" aria-label="values present in the set">{ for number_line }</ol>
            }
            if show_mex {
                <p class="result">{ format!("mex = {}, so {} has value {}", trace.mex.value(), trace.position, trace.mex) }</p>
            }
        </div>
    }
}
