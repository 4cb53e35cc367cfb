//! The steppers that carry a lesson's proof out on a position the learner picks, inside the
//! proof's fold (`:: proof <stepper>`): the engine computes every value the proof names
//! (`games::course::sum_step`), and the reduction stepper shows them one line at a time. They
//! come with the folds' part (`super::folds`), fetched when a proof is opened; their words are
//! `content/<lang>/proof.ftl`.

use std::rc::Rc;

use yew::prelude::*;

use crate::content::proof::Words;
use crate::games::course::{MAX_HEAP, SumPart, sum_step};
use crate::ui::i18n::use_lang;
use crate::ui::reduction::{ReductionStepper, Step};

/// The steppers' style, with their part.
const STYLE: &str = ".proof-inputs { display: flex; flex-wrap: wrap; gap: 0.5em 1.2em; margin: 0.5em 0; } \
                     .proof-inputs input { width: 4.5em; } .proof-bits { margin: 0.3em 0; }";

/// The coin heap's takes: lesson 4's and 5's {1, 3, 4}.
const TAKE: &[u64] = &[1, 3, 4];

/// A number typed into a box, kept within 0..=MAX_HEAP (an empty or broken box reads as 0).
fn heap_input(value: UseStateHandle<u64>) -> Callback<InputEvent> {
    Callback::from(move |event: InputEvent| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        value.set(input.value().trim().parse::<u64>().unwrap_or(0).min(MAX_HEAP));
    })
}

/// Lesson 5's sum theorem on a Nim heap and a coin heap: choose both heaps and a target below
/// the sum's value; the steps find the part to move and the move (`sum_step`).
#[component(SumTheorem)]
pub fn sum_theorem() -> Html {
    let w = Words(use_lang());
    // Lesson 5's example: 6 and a heap of 5 coins (worth 3) are worth 5; the target 2.
    let nim = use_state_eq(|| 6_u64);
    let coins = use_state_eq(|| 5_u64);
    let target = use_state_eq(|| 2_u64);
    let total = *nim ^ sum_step_value(*coins);
    // A target left over from a larger sum falls to the largest one allowed.
    let m = (*target).min(total.saturating_sub(1));
    let on_target = {
        let target = target.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            target.set(select.value().parse().unwrap_or(0));
        })
    };
    let steps = sum_step(*nim, *coins, TAKE, m).map(|s| {
        let (a, b, x, d, bit) =
            (s.nim_value.value(), s.coin_value.value(), s.total.value(), s.difference.value(), s.bit);
        let width = (64 - x.leading_zeros()).max(1) as usize;
        let binary = |n: u64| format!("{n:0width$b}");
        let (value, after) = match s.part {
            SumPart::Nim => (a, (s.new_value.value(), b)),
            SumPart::Coins => (b, (a, s.new_value.value())),
        };
        let step = |name: String, sentence: String, body: Html| Step { name, sentence, body };
        Rc::new(vec![
            step(w.sum_step_values().into(), w.sum_values(a, b, x), Html::default()),
            step(
                w.sum_step_difference().into(),
                w.sum_difference(bit, d, m, x),
                html! {
                    <pre class="notation proof-bits" lang="en">
                        { format!("x = {}\nm = {}\nd = {}", binary(x), binary(m), binary(d)) }
                    </pre>
                },
            ),
            step(
                w.sum_step_part().into(),
                match s.part {
                    SumPart::Nim => w.sum_part_nim(bit, value),
                    SumPart::Coins => w.sum_part_coins(bit, value),
                },
                Html::default(),
            ),
            step(w.sum_step_new().into(), w.sum_new(bit, d, s.new_value.value(), value), Html::default()),
            step(
                w.sum_step_move().into(),
                match s.part {
                    SumPart::Nim => w.sum_move_nim(s.nim, s.nim - s.leaves, s.leaves),
                    SumPart::Coins => {
                        w.sum_move_coins(s.coins, s.new_value.value(), s.coins - s.leaves, s.leaves, value)
                    }
                },
                Html::default(),
            ),
            step(w.sum_step_check().into(), w.sum_check(after.0, after.1, m), Html::default()),
        ])
    });
    html! {
        <section class="proof-stepper" aria-label={w.sum_heading()}>
            <style>{ STYLE }</style>
            <p>{ w.sum_intro() }</p>
            <div class="proof-inputs">
                <label>{ w.sum_nim() }{ " " }
                    <input type="number" min="0" max={MAX_HEAP.to_string()} value={nim.to_string()} oninput={heap_input(nim.clone())} />
                </label>
                <label>{ w.sum_coins() }{ " " }
                    <input type="number" min="0" max={MAX_HEAP.to_string()} value={coins.to_string()} oninput={heap_input(coins.clone())} />
                </label>
                if total > 0 {
                    <label>{ w.sum_target() }{ " " }
                        <select onchange={on_target}>
                            { for (0..total).map(|v| html! { <option value={v.to_string()} selected={v == m}>{ v }</option> }) }
                        </select>
                    </label>
                }
            </div>
            { match steps {
                Some(steps) => html! { <ReductionStepper heading={w.sum_heading()} {steps} class="sum-theorem-steps" /> },
                None => html! { <p class="notice">{ w.sum_zero() }</p> },
            } }
        </section>
    }
}

/// The coin heap's value (the same engine `sum_step` reads).
fn sum_step_value(coins: u64) -> u64 {
    crate::games::course::TakeAway { take: TAKE }.value(coins).value()
}
