//! Lessons 3 and 4's proofs by induction on the level, carried out on a coin heap the learner
//! picks (`:: proof one-winner`, `:: proof mex-level`): `games::course::one_winner` and
//! `mex_level` compute every heap, move, label and value a step names; the words are
//! `proof.ftl`'s `one-…` and `mex-…` messages.

use std::rc::Rc;

use yew::prelude::*;

use super::{STYLE, heap_input};
use crate::content::proof::Words;
use crate::games::course::{
    LabelledTake, MAX_HEAP, MexStep, Strategy, TakeAway, ValuedTake, mex_level, one_winner,
};
use crate::ui::course::takeaway::set_text;
use crate::ui::i18n::use_lang;
use crate::ui::reduction::{ReductionStepper, Step};

/// Lesson 3's coin game ("don't say 30" read as a heap).
const LESSON_3: TakeAway = TakeAway { take: &[1, 2, 3] };
/// Lesson 4's coin game.
const LESSON_4: TakeAway = TakeAway { take: &[1, 2, 4] };

/// The label grid's style, with the part.
const LABELS_STYLE: &str = ".proof-labels { display: flex; flex-wrap: wrap; gap: 0.25em; margin: 0.3em 0; padding: 0; list-style: none; } \
                            .proof-labels li { padding: 0.1em 0.4em; border: 1px solid currentColor; border-radius: 0.3em; font-variant-numeric: tabular-nums; } \
                            .proof-labels li.lost { font-weight: bold; border-width: 2px; }";

/// Lines of notation, one under another (`lang="en"` when they hold no words).
fn lines(rows: impl IntoIterator<Item = String>, notation_only: bool) -> Html {
    let text = rows.into_iter().collect::<Vec<_>>().join("\n");
    html! { <pre class="notation proof-bits" lang={notation_only.then_some("en")}>{ text }</pre> }
}

/// Heaps listed, the middle of a long list left out: "0, 4, 8, …, 28".
fn listed(heaps: &[u64]) -> String {
    match heaps {
        [first @ .., last] if heaps.len() > 5 => format!("{}, …, {last}", set_text(&first[..3])),
        _ => set_text(heaps),
    }
}

/// The number box for the heap.
fn heap_box(label: &str, heap: &UseStateHandle<u64>) -> Html {
    html! {
        <div class="proof-inputs">
            <label>{ label }{ " " }
                <input type="number" min="0" max={MAX_HEAP.to_string()} value={heap.to_string()} oninput={heap_input(heap.clone())} />
            </label>
        </div>
    }
}

/// Lesson 3's proof on a heap the learner picks: its level, the base case, the labels found
/// backwards up to it, its moves, the winning strategy of the side that has one, and why that
/// side is the only one (`one_winner`).
#[component(OneWinnerProof)]
pub fn one_winner_proof() -> Html {
    let w = Words(use_lang());
    // The lesson's heap: "don't say 30" is a heap of 29.
    let heap = use_state_eq(|| 29_u64);
    let proof = one_winner(LESSON_3, *heap);
    let mark = |won: bool| if won { w.one_mark_won() } else { w.one_mark_lost() };
    let answer_row = |from: u64, (m, a): &(LabelledTake, LabelledTake)| {
        format!("{from} → {} {} → {} {}", m.to, mark(m.won), a.to, mark(a.won))
    };
    let steps = proof.filter(|p| p.strategy != Strategy::Base).map(|p| {
        let n = p.heap;
        let lost: Vec<u64> = (0..).zip(&p.won).filter(|(_, won)| !**won).map(|(h, _)| h).collect();
        let grid = html! {
            <ol class="proof-labels">
                { for (0..).zip(&p.won).map(|(h, &won)| html! {
                    <li class={classes!((!won).then_some("lost"))}>{ format!("{h} {}", mark(won)) }</li>
                }) }
            </ol>
        };
        let moves = lines(p.moves.iter().map(|m| format!("{n} → {} {}", m.to, mark(m.won))), false);
        let (strategy, one) = match &p.strategy {
            Strategy::Won { first, .. } if first.to == 0 => (
                Step::new(w.one_step_strategy(), w.one_won_end(n, first.take), Html::default()),
                w.one_one_won(n),
            ),
            Strategy::Won { first, answers } => (
                Step::new(
                    w.one_step_strategy(),
                    w.one_won(n, first.take, first.to),
                    lines(answers.iter().map(|a| answer_row(first.to, a)), false),
                ),
                w.one_one_won(n),
            ),
            Strategy::Lost { answers } => (
                Step::new(
                    w.one_step_strategy(),
                    w.one_lost(n),
                    lines(answers.iter().map(|a| answer_row(n, a)), false),
                ),
                w.one_one_lost(n),
            ),
            // Filtered out above: the heap of 0 has the base case's notice instead.
            Strategy::Base => {
                (Step::new(w.one_step_strategy(), w.one_base().into(), Html::default()), String::new())
            }
        };
        Rc::new(vec![
            Step::new(w.one_step_level(), w.one_level(n, p.level), Html::default()),
            Step::new(w.one_step_base(), w.one_base_step().into(), Html::default()),
            Step::new(w.one_step_labels(), w.one_labels(lost.len(), n, listed(&lost)), grid),
            Step::new(w.one_step_moves(), w.one_moves(n), moves),
            strategy,
            Step::new(w.one_step_one(), one, Html::default()),
        ])
    });
    html! {
        <section class="proof-stepper" aria-label={w.one_heading()}>
            <style>{ STYLE }{ LABELS_STYLE }</style>
            <p>{ w.one_intro() }</p>
            { heap_box(w.one_heap(), &heap) }
            { match steps {
                Some(steps) => html! { <ReductionStepper heading={w.one_heading()} {steps} class="one-winner-steps" /> },
                None => html! { <p class="notice">{ w.one_base() }</p> },
            } }
        </section>
    }
}

/// Lesson 4's proof on a heap the learner picks: its level, its moves with their values, the
/// mex and (b), (a), the induction step, and the engine's labels found without Grundy values
/// (`mex_level`).
#[component(MexLevelProof)]
pub fn mex_level_proof() -> Html {
    let w = Words(use_lang());
    // The lesson's worked heap: 5, of value 2.
    let heap = use_state_eq(|| 5_u64);
    let proof = mex_level(LESSON_4, *heap);
    let row = |from: u64, o: &ValuedTake| format!("{from} → {}   g({}) = {}", o.to, o.to, o.value.value());
    let steps = proof.filter(|p| p.step != MexStep::Base).map(|p| {
        let (n, g) = (p.heap, p.value.value());
        let values = p.options.iter().map(|o| o.value.value().to_string()).collect::<Vec<_>>().join(", ");
        let below = if g == 0 {
            Step::new(w.mex_step_below(), w.mex_below_none(n), Html::default())
        } else {
            Step::new(
                w.mex_step_below(),
                w.mex_below(g - 1, g),
                lines((0..).zip(&p.below).map(|(m, o)| format!("m = {m}:  {}", row(n, o))), true),
            )
        };
        let induction = match &p.step {
            MexStep::Win { to_zero, zero_level, from_zero } if to_zero.to > 0 => Step::new(
                w.mex_step_induction(),
                w.mex_win(n, zero_level, to_zero.take, to_zero.to, g),
                lines(from_zero.iter().map(|o| row(to_zero.to, o)), true),
            ),
            MexStep::Win { to_zero, .. } => {
                Step::new(w.mex_step_induction(), w.mex_win_end(n, to_zero.take, g), Html::default())
            }
            MexStep::Lose { answers } => Step::new(
                w.mex_step_induction(),
                w.mex_lose(n),
                lines(
                    answers.iter().map(|(o, a)| {
                        format!(
                            "{n} → {}   g = {}  →  {}   g = {}",
                            o.to,
                            o.value.value(),
                            a.to,
                            a.value.value()
                        )
                    }),
                    true,
                ),
            ),
            // Filtered out above: the heap of 0 has the base case's notice instead.
            MexStep::Base => Step::new(w.mex_step_induction(), w.mex_base().into(), Html::default()),
        };
        // The test `mex_level_holds_on_every_heap` shows the engine agreeing on every heap the
        // box accepts.
        let check = if p.wins { w.mex_check_won(n) } else { w.mex_check_lost(n) };
        Rc::new(vec![
            Step::new(w.mex_step_level(), w.mex_level(n, p.level), Html::default()),
            Step::new(
                w.mex_step_options(),
                w.mex_options(n),
                lines(p.options.iter().map(|o| row(n, o)), true),
            ),
            Step::new(w.mex_step_mex(), w.mex_mex(n, format!("mex{{{values}}}"), g), Html::default()),
            below,
            induction,
            Step::new(w.mex_step_check(), check, Html::default()),
        ])
    });
    html! {
        <section class="proof-stepper" aria-label={w.mex_heading()}>
            <style>{ STYLE }</style>
            <p>{ w.mex_intro() }</p>
            { heap_box(w.mex_heap(), &heap) }
            { match steps {
                Some(steps) => html! { <ReductionStepper heading={w.mex_heading()} {steps} class="mex-level-steps" /> },
                None => html! { <p class="notice">{ w.mex_base() }</p> },
            } }
        </section>
    }
}
