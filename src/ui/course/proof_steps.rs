//! The steppers that carry a lesson's proof out on a position the learner picks, inside the
//! proof's fold (`:: proof <stepper>`): the engine computes every value the proof names
//! (`games::course::sum_step`, `nim_restore`, `nim_break`), and the reduction stepper shows them one line at a time. They
//! come with the folds' part (`super::folds`), fetched when a proof is opened; their words are
//! `content/<lang>/proof.ftl`. Lessons 3 and 4's proofs by induction on the level (`one-winner`,
//! `mex-level`: `games::course::one_winner`, `mex_level`) are in `levels`.
//! Lesson 4's period found by a repeated window (`period`: `games::course::period_proof`) is
//! `PeriodSteps`.

use std::rc::Rc;

use yew::prelude::*;

use super::takeaway::{joined, set_text};
use crate::content::proof::Words;
use crate::games::course::{MAX_HEAP, SumPart, nim_break, nim_restore, nim_sum_of, sum_step};
use crate::ui::i18n::use_lang;
use crate::ui::reduction::{ReductionStepper, Step};

mod levels;
pub use levels::{MexLevelProof, OneWinnerProof};

/// The steppers' style, with their part.
const STYLE: &str = ".proof-inputs { display: flex; flex-wrap: wrap; gap: 0.5em 1.2em; margin: 0.5em 0; } \
                     .proof-inputs input { width: 4.5em; } .proof-inputs input.period-heap { width: 11em; max-width: 100%; } .proof-bits { margin: 0.3em 0; }";

/// The coin heap's takes: lesson 4's and 5's {1, 3, 4}.
const TAKE: &[u64] = &[1, 3, 4];

/// A number typed into a box, kept within 0..=MAX_HEAP (an empty or broken box reads as 0).
fn heap_input(value: UseStateHandle<u64>) -> Callback<InputEvent> {
    Callback::from(move |event: InputEvent| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        value.set(input.value().trim().parse::<u64>().unwrap_or(0).min(MAX_HEAP));
    })
}

/// A choice from a `<select>`, read as a number (a broken value reads as 0).
fn select_input<T: std::str::FromStr + Default + 'static>(value: UseStateHandle<T>) -> Callback<Event> {
    Callback::from(move |event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        value.set(select.value().parse().unwrap_or_default());
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
    let on_target = select_input(target.clone());
    let steps = sum_step(*nim, *coins, TAKE, m).map(|s| {
        let (a, b, x, d, bit) =
            (s.nim_value.value(), s.coin_value.value(), s.total.value(), s.difference.value(), s.bit);
        let width = (64 - x.leading_zeros()).max(1) as usize;
        let binary = |n: u64| format!("{n:0width$b}");
        let (value, after) = match s.part {
            SumPart::Nim => (a, (s.new_value.value(), b)),
            SumPart::Coins => (b, (a, s.new_value.value())),
        };
        let step = Step::new;
        Rc::new(vec![
            step(w.sum_step_values(), w.sum_values(a, b, x), Html::default()),
            step(
                w.sum_step_difference(),
                w.sum_difference(bit, d, m, x),
                html! {
                    <pre class="notation proof-bits" lang="en">
                        { format!("x = {}\nm = {}\nd = {}", binary(x), binary(m), binary(d)) }
                    </pre>
                },
            ),
            step(
                w.sum_step_part(),
                match s.part {
                    SumPart::Nim => w.sum_part_nim(bit, value),
                    SumPart::Coins => w.sum_part_coins(bit, value),
                },
                Html::default(),
            ),
            step(w.sum_step_new(), w.sum_new(bit, d, s.new_value.value(), value), Html::default()),
            step(
                w.sum_step_move(),
                match s.part {
                    SumPart::Nim => w.sum_move_nim(s.nim, s.nim - s.leaves, s.leaves),
                    SumPart::Coins => {
                        w.sum_move_coins(s.coins, s.new_value.value(), s.coins - s.leaves, s.leaves, value)
                    }
                },
                Html::default(),
            ),
            step(w.sum_step_check(), w.sum_check(after.0, after.1, m), Html::default()),
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

/// Lesson 2's proof that a Nim position is losing exactly when its nim-sum is 0, on three heaps
/// the learner picks: the move of fact B from a non-zero nim-sum (`nim_restore`); from nim-sum
/// 0, a move the learner picks and fact A on it (`nim_break`); with no stones, the base case.
#[component(NimSumProof)]
pub fn nim_sum_proof() -> Html {
    let w = Words(use_lang());
    // Lesson 2's example: 8, 6, 5 (nim-sum 11, the heap of 8 goes to 3).
    let heaps = [use_state_eq(|| 8_u64), use_state_eq(|| 6_u64), use_state_eq(|| 5_u64)];
    let chosen = use_state_eq(|| 0_usize);
    let leaves = use_state_eq(|| 0_u64);
    let sizes = heaps.each_ref().map(|h| **h);
    let x = nim_sum_of(&sizes);
    let stones: u64 = sizes.iter().sum();
    // A heap chosen before it was emptied falls to the first with stones, and what it keeps to
    // below its size.
    let heap = if sizes[*chosen] > 0 { *chosen } else { sizes.iter().position(|&h| h > 0).unwrap_or(0) };
    let to = (*leaves).min(sizes[heap].saturating_sub(1));
    let on_heap = select_input(chosen.clone());
    let on_leaves = select_input(leaves.clone());
    let listed = |heaps: &[u64], joint: &str| joined(heaps.iter().copied(), joint);
    // Every number in binary to the same width (the largest shown is a heap or x).
    let width = (64 - sizes.iter().fold(x, |m, &h| m.max(h)).leading_zeros()).max(1) as usize;
    let bits = |rows: &[u64], sum: Option<u64>, mark: Option<u64>| bit_table(rows, sum, mark, width);
    let step = Step::new;
    let steps = if let Some(r) = nim_restore(&sizes) {
        let mut after = sizes;
        after[r.heap] = r.to;
        Some(Rc::new(vec![
            step(
                w.nim_step_sum(),
                w.nim_restore_sum(listed(&sizes, ", "), r.stones_before, r.total, listed(&sizes, " ⊕ ")),
                bits(&sizes, Some(r.total), None),
            ),
            step(
                w.nim_step_bit(),
                w.nim_restore_bit(format!("{:b}", r.total), r.bit),
                bits(&sizes, Some(r.total), Some(r.bit)),
            ),
            step(
                w.nim_step_heap(),
                w.nim_restore_heap(r.bit, r.from, r.heap + 1),
                bits(&sizes, Some(r.total), Some(r.bit)),
            ),
            step(
                w.nim_step_new(),
                w.nim_restore_new(r.bit, r.from, r.heap + 1, r.to, r.total),
                bits(&[r.from, r.total], Some(r.to), Some(r.bit)),
            ),
            step(
                w.nim_step_move(),
                w.nim_move(r.from, r.heap + 1, listed(&after, ", "), r.from - r.to, r.to),
                Html::default(),
            ),
            step(
                w.nim_step_check(),
                w.nim_restore_check(
                    r.stones_after,
                    r.stones_before,
                    listed(&sizes, ", "),
                    listed(&after, " ⊕ "),
                ),
                bits(&after, Some(0), None),
            ),
        ]))
    } else if let Some(b) = nim_break(&sizes, heap, to) {
        let mut after = sizes;
        after[b.heap] = b.to;
        Some(Rc::new(vec![
            step(
                w.nim_step_sum(),
                w.nim_break_sum(listed(&sizes, ", "), b.stones_before, listed(&sizes, " ⊕ ")),
                bits(&sizes, Some(0), None),
            ),
            step(
                w.nim_step_move(),
                w.nim_move(b.from, b.heap + 1, listed(&after, ", "), b.from - b.to, b.to),
                Html::default(),
            ),
            step(
                w.nim_step_differ(),
                w.nim_break_bit(b.bit, b.from, b.to),
                bits(&[b.from, b.to], None, Some(b.bit)),
            ),
            step(
                w.nim_step_parity(),
                w.nim_break_parity(b.ones_after, b.ones_before, b.bit, b.heap + 1),
                bits(&after, Some(b.total), Some(b.bit)),
            ),
            step(
                w.nim_step_check(),
                w.nim_break_check(
                    b.stones_after,
                    b.stones_before,
                    b.bit,
                    listed(&sizes, ", "),
                    listed(&after, " ⊕ "),
                    b.total,
                ),
                Html::default(),
            ),
        ]))
    } else {
        None
    };
    html! {
        <section class="proof-stepper" aria-label={w.nim_heading()}>
            <style>{ STYLE }</style>
            <p>{ w.nim_intro() }</p>
            <div class="proof-inputs">
                { for heaps.iter().enumerate().map(|(i, size)| html! {
                    <label>{ w.nim_heap(i + 1) }{ " " }
                        <input type="number" min="0" max={MAX_HEAP.to_string()} value={size.to_string()} oninput={heap_input(size.clone())} />
                    </label>
                }) }
            </div>
            if x == 0 && stones > 0 {
                <div class="proof-inputs">
                    <label>{ w.nim_choose_heap() }{ " " }
                        <select onchange={on_heap}>
                            { for (0..sizes.len()).filter(|&i| sizes[i] > 0).map(|i| html! {
                                <option value={i.to_string()} selected={i == heap}>{ w.nim_heap(i + 1) }</option>
                            }) }
                        </select>
                    </label>
                    <label>{ w.nim_choose_leaves() }{ " " }
                        <select onchange={on_leaves}>
                            { for (0..sizes[heap]).map(|v| html! { <option value={v.to_string()} selected={v == to}>{ v }</option> }) }
                        </select>
                    </label>
                </div>
            }
            { match steps {
                Some(steps) => html! { <ReductionStepper heading={w.nim_heading()} {steps} class="nim-sum-steps" /> },
                None => html! { <p class="notice">{ w.nim_base() }</p> },
            } }
        </section>
    }
}

/// Numbers written in binary one under another as on a blackboard, each after its decimal
/// value: then, if given, a rule and their nim-sum; if given, a caret under one bit's column.
fn bit_table(rows: &[u64], sum: Option<u64>, mark: Option<u64>, width: usize) -> Html {
    let line = |n: u64| format!("{n:>2}  {n:0width$b}\n");
    let mut text: String = rows.iter().map(|&n| line(n)).collect();
    if let Some(sum) = sum {
        text.push_str(&format!("    {}\n", "-".repeat(width)));
        text.push_str(&line(sum));
    }
    if let Some(bit) = mark {
        let column = width.saturating_sub(1 + bit.trailing_zeros() as usize);
        text.push_str(&format!("    {}^\n", " ".repeat(column)));
    }
    html! { <pre class="notation proof-bits" lang="en">{ text.trim_end() }</pre> }
}

/// The period stepper's sets of takes: lesson 4's {1, 4} first, then longer windows and two
/// sets with a pre-period ({1, 3, 4}, whose period exercise 4e asks for, is left out).
const PERIOD_SETS: &[&[u64]] = &[&[1, 4], &[2, 5], &[3, 4, 9], &[2, 4, 7], &[3, 7, 8]];

/// The period stepper's style: the row of values, the window and its copy marked.
const PERIOD_STYLE: &str = ".period-row { display: flex; flex-wrap: wrap; gap: 2px; list-style: none; padding: 0; margin: 0.5em 0; } \
                            .period-row li { display: flex; flex-direction: column; align-items: center; min-width: 1.9em; \
                            border: 1px solid transparent; font-variant-numeric: tabular-nums; } \
                            .period-row .period-n { font-size: 0.75em; opacity: 0.75; } \
                            .period-row .period-window { background: rgba(70, 130, 220, 0.2); border-color: rgba(70, 130, 220, 0.8); } \
                            .period-row .period-copy { background: rgba(60, 170, 90, 0.2); border: 1px dashed rgba(60, 170, 90, 0.9); } \
                            .period-row .period-mark { outline: 2px solid currentColor; font-weight: bold; }";

/// Lesson 4's proof of a period, on a set of takes and a heap N the learner picks: the values
/// until the first window of m values repeats, the induction, the period and pre-period, and
/// g(N) read through the period, checked directly when N is small (`period_proof`).
#[component(PeriodSteps)]
pub fn period_steps() -> Html {
    use crate::engine::Nimber;
    use crate::games::course::{
        HeapInputError, PERIOD_DIRECT_LIMIT, PERIOD_MAX_HEAP, PeriodError, parse_heap, period_proof,
    };
    let w = Words(use_lang());
    // The lesson's example: takes {1, 4} and a heap of 10^9.
    let chosen = use_state_eq(|| 0_usize);
    let typed = use_state_eq(|| "1000000000".to_owned());
    let on_set = select_input(chosen.clone());
    let on_heap = {
        let typed = typed.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            typed.set(input.value());
        })
    };
    let take = PERIOD_SETS.get(*chosen).copied().unwrap_or(PERIOD_SETS[0]);
    let braced = |take: &[u64]| format!("{{{}}}", set_text(take));
    let steps = match parse_heap(&typed, PERIOD_MAX_HEAP) {
        Err(HeapInputError::Empty) => Err(w.period_error_empty().to_owned()),
        Err(HeapInputError::NotANumber) => Err(w.period_error_number().to_owned()),
        Err(HeapInputError::TooLarge { max }) => Err(w.period_error_large(max)),
        Ok(heap) => match period_proof(take, heap) {
            Err(PeriodError::BadSet) => Err(w.period_bad_set().to_owned()),
            Err(PeriodError::TakeTooLarge { take, max }) => Err(w.period_take_large(max, take)),
            Err(PeriodError::HeapTooLarge { max, .. }) => Err(w.period_error_large(max)),
            Err(PeriodError::NoPeriod) => Err(w.period_none().to_owned()),
            Ok(p) => {
                let (e, period, m) = (p.window, p.period, p.width);
                let row = |marked: &[u64]| period_row(&p.values, e, period, m, marked, w.period_row_label());
                let after = e + m;
                let value_after = p.values.get(after as usize).copied().unwrap_or(Nimber::ZERO);
                let window = joined(p.window_values().iter().map(|v| v.value()), ", ");
                let step = Step::new;
                Ok(Rc::new(vec![
                    step(
                        w.period_step_values(),
                        w.period_values(p.values.len() - 1, m, braced(take)),
                        period_row(&p.values, 0, 0, 0, &[], w.period_row_label()),
                    ),
                    step(w.period_step_window(), w.period_window(e + period, e, m, window), row(&[])),
                    step(
                        w.period_step_induction(),
                        w.period_induction(after, e, after + period, period, value_after.value()),
                        row(&[after, after + period]),
                    ),
                    step(w.period_step_period(), w.period_period(e, period), row(&[])),
                    step(
                        w.period_step_value(),
                        if p.heap >= e {
                            w.period_value_far(e, p.heap, period, p.reduced, p.value.value())
                        } else {
                            w.period_value_near(e, p.heap, p.value.value())
                        },
                        row(&[p.reduced]),
                    ),
                    step(
                        w.period_step_check(),
                        match p.direct {
                            Some(direct) => w.period_check_direct(direct.value(), p.heap),
                            None => w.period_check_far(PERIOD_DIRECT_LIMIT, p.heap, p.value.value()),
                        },
                        Html::default(),
                    ),
                ]))
            }
        },
    };
    html! {
        <section class="proof-stepper" aria-label={w.period_heading()}>
            <style>{ STYLE }{ " " }{ PERIOD_STYLE }</style>
            <p>{ w.period_intro() }</p>
            <div class="proof-inputs">
                <label>{ w.period_set() }{ " " }
                    <select onchange={on_set}>
                        { for PERIOD_SETS.iter().enumerate().map(|(i, take)| html! {
                            <option value={i.to_string()} selected={i == *chosen}>{ braced(take) }</option>
                        }) }
                    </select>
                </label>
                <label>{ w.period_heap() }{ " " }
                    <input type="text" inputmode="numeric" class="period-heap" value={(*typed).clone()} oninput={on_heap} />
                </label>
            </div>
            { match steps {
                Ok(steps) => html! { <ReductionStepper heading={w.period_heading()} {steps} class="period-steps" /> },
                Err(notice) => html! { <p class="notice" role="status">{ notice }</p> },
            } }
        </section>
    }
}

/// The values g(0), g(1), … in a row, each under its heap: the window of `width` values from
/// `window` and its copy `period` further on marked (none when `width` is 0), and the heaps in
/// `marked` outlined.
fn period_row(
    values: &[crate::engine::Nimber],
    window: u64,
    period: u64,
    width: u64,
    marked: &[u64],
    label: &'static str,
) -> Html {
    let cells = values.iter().enumerate().map(|(n, v)| {
        let n = n as u64;
        let in_window = width > 0 && (window..window + width).contains(&n);
        let in_copy = width > 0 && (window + period..window + period + width).contains(&n);
        let class = classes!(
            in_window.then_some("period-window"),
            in_copy.then_some("period-copy"),
            marked.contains(&n).then_some("period-mark")
        );
        html! {
            <li {class}><span class="period-n">{ n }</span><span class="period-g">{ v.value() }</span></li>
        }
    });
    html! {
        <ol class="period-row notation" lang="en" aria-label={label}>
            <li aria-hidden="true"><span class="period-n">{ "n" }</span><span class="period-g">{ "g(n)" }</span></li>
            { for cells }
        </ol>
    }
}
