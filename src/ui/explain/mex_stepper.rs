//! The mex stepper, for any game: replays a recorded [`MexTrace`] one stage at a time.
//!
//! Stages: list the options → show their values → collect the set → find the smallest missing
//! value. Back and Next (or the arrow keys while the stepper has focus) move between them.

use yew::prelude::*;

use super::text::{ExplainText, explain_text};
use crate::engine::Nimber;
use crate::engine::trace::{MexStage, MexTrace};
use crate::ui::i18n::use_lang;
use crate::ui::kit::playback::use_stepper;

#[derive(Properties, PartialEq)]
pub struct MexStepperProps {
    /// The calculation to replay, or why there is none (too many options).
    pub trace: Result<MexTrace, String>,
    /// Chooses what to step through (a select of positions), rendered above the steps.
    #[prop_or_default]
    pub chooser: Html,
}

#[component(MexStepper)]
pub fn mex_stepper(props: &MexStepperProps) -> Html {
    let t = explain_text(use_lang());
    let last = MexStage::ALL.len() - 1;
    let stepper = use_stepper(last);
    {
        // A new calculation starts at its first stage.
        let stage = stepper.step.setter();
        use_effect_with(props.trace.clone(), move |_| stage.set(0));
    }
    let current = stepper.current;
    let go = |to: usize| {
        let stage = stepper.step.setter();
        Callback::from(move |_: MouseEvent| stage.set(to))
    };
    let onkeydown = stepper.onkeydown.clone();
    let heading_id = super::use_unique_id("mex-heading");
    let body = match &props.trace {
        Err(message) => html! { <p class="notice">{ message }</p> },
        Ok(trace) => render_trace(t, trace, MexStage::ALL[current], &heading_id),
    };
    html! {
        <section class="panel mex-stepper" aria-labelledby={heading_id.clone()} tabindex="0" {onkeydown}>
            <h2 id={heading_id.clone()}>{ t.mex_heading }</h2>
            { props.chooser.clone() }
            <ol class="stages">
                { for t.stage_names.iter().enumerate().map(|(index, name)| html! {
                    <li class={classes!((index == current).then_some("current"), (index < current).then_some("done"))}
                        aria-current={(index == current).then_some("step")}>
                        <button onclick={go(index)}>{ *name }</button>
                    </li>
                }) }
            </ol>
            if let Ok(trace) = &props.trace {
                <p class="sentence" aria-live="polite">{ sentence(t, trace, MexStage::ALL[current]) }</p>
            }
            { body }
            { stepper.bar((t.step_of)(current + 1, last + 1)) }
        </section>
    }
}

/// "0, 1, 3": the set's values, the same in every language.
fn list(values: &[Nimber]) -> String {
    values.iter().map(|v| v.value().to_string()).collect::<Vec<_>>().join(", ")
}

/// One sentence explaining `stage` of the calculation.
fn sentence(t: &ExplainText, trace: &MexTrace, stage: MexStage) -> String {
    let n = trace.options.len();
    let subject = || (t.subject)(&trace.position);
    match stage {
        MexStage::ListOptions if n == 0 => (t.terminal)(&subject()),
        MexStage::ListOptions => (t.list_options)(&subject(), n),
        MexStage::ShowValues if n == 0 => t.no_values.to_string(),
        MexStage::ShowValues => t.show_values.to_string(),
        MexStage::CollectSet => (t.collect_set)(&list(&trace.set), trace.set.is_empty()),
        MexStage::FindMex => (t.find_mex)(&list(&trace.set), trace.mex.value(), &subject()),
    }
}

fn render_trace(t: &ExplainText, trace: &MexTrace, stage: MexStage, heading_id: &AttrValue) -> Html {
    let show_values = stage != MexStage::ListOptions;
    let show_set = matches!(stage, MexStage::CollectSet | MexStage::FindMex);
    let show_mex = stage == MexStage::FindMex;
    let options = trace.options.iter().enumerate().map(|(index, option)| {
        // A heading row where the group changes (games that group their options, such as the
        // cut direction of a chocolate bar).
        let heading = option
            .group
            .as_ref()
            .filter(|&group| index == 0 || trace.options[index - 1].group.as_ref() != Some(group))
            .map(|&group| html! { <tr class="option-group"><th colspan="3" scope="rowgroup">{ (t.group)(group) }</th></tr> });
        html! {
            <>
            { for heading }
            <tr>
                <td class="option-move">{ (t.move_term)(&option.mv) }</td>
                <td class="option-position">{ (t.position_term)(&option.position) }</td>
                <td class="option-value">
                    if show_values {
                        if let Some(detail) = &option.detail {
                            <span class="detail">{ format!("{detail} = ") }</span>
                        }
                        <strong>{ option.value.value() }</strong>
                    } else {
                        { t.hidden_value }
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
                <div class="table-scroll" tabindex="0" role="region" aria-labelledby={heading_id.clone()}>
                    <table class="options-table">
                        <thead><tr><th>{ t.move_column }</th><th>{ t.leads_to_column }</th><th>{ t.value_column }</th></tr></thead>
                        <tbody>{ for options }</tbody>
                    </table>
                </div>
            }
            if show_set {
                <p class="set">{ (t.set_line)(&list(&trace.set)) }</p>
                <ol class="number-line" aria-label={t.number_line_label}>{ for number_line }</ol>
            }
            if show_mex {
                <p class="result">{ (t.result)(trace.mex.value(), &(t.subject)(&trace.position)) }</p>
            }
        </div>
    }
}
