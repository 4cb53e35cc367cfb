//! A heap of coins from which a move takes one of a fixed set of numbers (`TakeAway`): the
//! lessons' exercises on it, and the row of heaps 0, 1, 2, … filled in by retrograde analysis
//! with each heap's mex calculation one press away. Not generic: the set is a prop.

use yew::prelude::*;

use super::ask::{Facts, Feedback, OwnPosition, PredictAsk, ValueAsk};
use super::plan::Kind;
use super::text::{CourseText, course_text};
use crate::engine::trace::mex_trace;
use crate::engine::{Nimber, Solver};
use crate::games::Outcome;
use crate::games::course::period_of;
use crate::games::course::{MAX_HEAP, TakeAway};
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::i18n::{Lang, use_lang};

pub(super) fn stepper(lang: Lang, game: TakeAway, heap: u64) -> Html {
    let trace = mex_trace(&mut Solver::new(), &game, &heap, 64).map_err(|e| trace_error(lang, &e));
    html! { <MexStepper {trace} /> }
}

pub(super) fn set_text(take: &[u64]) -> String {
    joined(take.iter().copied(), ", ")
}

/// Numbers written one after another with `joint` between them (a set's members, heaps, the
/// terms of a nim-sum).
pub(super) fn joined(numbers: impl IntoIterator<Item = u64>, joint: &str) -> String {
    numbers.into_iter().map(|n| n.to_string()).collect::<Vec<_>>().join(joint)
}

/// The heap drawn as coins, with its size.
fn coins(t: &CourseText, heap: u64) -> Html {
    pile((t.heap_of)(heap), heap)
}

/// A heap of `count` drawn as coins (or stones), with its size; `label` is read aloud.
pub(super) fn pile(label: String, count: u64) -> Html {
    html! {
        <div class="coins" role="img" aria-label={label}>
            { for (0..count).map(|_| html! { <span class="coin"></span> }) }
            <span class="coin-count" aria-hidden="true">{ count }</span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct TakeAwayLiveProps {
    pub take: &'static [u64],
    pub heap: u64,
    pub kind: Kind,
    #[prop_or_default]
    pub on_solved: Callback<()>,
    /// A wrong answer on the exercise's own heap (the review brings its kind back).
    #[prop_or_default]
    pub on_wrong: Callback<()>,
}

#[derive(Clone, PartialEq)]
enum Answer {
    None,
    Predicted(bool),
    Valued(u64),
    Period(u64),
    Moved { take: u64, right: bool, reply: Option<u64> },
}

#[derive(Clone, PartialEq)]
struct State {
    start: u64,
    heap: u64,
    own: bool,
    answer: Answer,
    /// The computer's last take, and whether the learner made the last move of the game.
    computer: Option<u64>,
    learner_won: Option<bool>,
}

impl State {
    fn fresh(start: u64, own: bool) -> State {
        State { start, heap: start, own, answer: Answer::None, computer: None, learner_won: None }
    }
}

#[component(TakeAwayLive)]
pub fn take_away_live(props: &TakeAwayLiveProps) -> Html {
    let lang = use_lang();
    let t = course_text(lang);
    let game = TakeAway { take: props.take };
    let state = use_state(|| State::fresh(props.heap.min(MAX_HEAP), false));
    let own_error = use_state_eq(|| None::<AttrValue>);
    let kind = props.kind;
    let s = (*state).clone();
    let over = game.computer_take(s.heap).is_none();

    let on_take = |take: u64| {
        let (state, on_solved, on_wrong) = (state.clone(), props.on_solved.clone(), props.on_wrong.clone());
        Callback::from(move |_: MouseEvent| {
            let mut s = (*state).clone();
            let Some(next) = s.heap.checked_sub(take) else { return };
            if kind == Kind::WinningMove {
                let right = game.value(next).is_zero();
                let reply = if right { None } else { game.computer_take(next) };
                s.heap = next - reply.unwrap_or(0);
                s.computer = reply;
                s.answer = Answer::Moved { take, right, reply };
                if !s.own {
                    if right { on_solved.emit(()) } else { on_wrong.emit(()) }
                }
            } else {
                s.computer = game.computer_take(next);
                s.heap = next - s.computer.unwrap_or(0);
                if s.computer.is_none() {
                    s.learner_won = Some(true);
                    if kind == Kind::BeatComputer && !s.own {
                        on_solved.emit(());
                    }
                } else if game.computer_take(s.heap).is_none() {
                    s.learner_won = Some(false);
                    if kind == Kind::BeatComputer && !s.own {
                        on_wrong.emit(());
                    }
                }
            }
            state.set(s);
        })
    };
    let on_predict = {
        let (state, on_solved, on_wrong) = (state.clone(), props.on_solved.clone(), props.on_wrong.clone());
        Callback::from(move |said: Outcome| {
            let mut s = (*state).clone();
            // A heap has no draw: the question offers none.
            let first = said == Outcome::N;
            if !s.own {
                if game.value(s.start).is_zero() != first { on_solved.emit(()) } else { on_wrong.emit(()) }
            }
            s.answer = Answer::Predicted(first);
            state.set(s);
        })
    };
    let on_value = {
        let (state, on_solved, on_wrong) = (state.clone(), props.on_solved.clone(), props.on_wrong.clone());
        Callback::from(move |typed: u64| {
            let mut s = (*state).clone();
            let right = if kind == Kind::Period {
                period_of(game.take) == Some(typed)
            } else {
                game.value(s.start).value() == typed
            };
            if !s.own {
                if right { on_solved.emit(()) } else { on_wrong.emit(()) }
            }
            s.answer = if kind == Kind::Period { Answer::Period(typed) } else { Answer::Valued(typed) };
            state.set(s);
        })
    };
    let on_own = {
        let (state, own_error) = (state.clone(), own_error.clone());
        Callback::from(move |text: String| match text.trim().parse::<u64>() {
            Ok(heap) if heap <= MAX_HEAP => {
                own_error.set(None);
                state.set(State::fresh(heap, true));
            }
            _ => own_error.set(Some((course_text(lang).heap_limit)(MAX_HEAP).into())),
        })
    };
    let restart = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let s = (*state).clone();
            let keep = matches!(s.answer, Answer::Predicted(_) | Answer::Valued(_));
            state.set(State {
                answer: if keep { s.answer.clone() } else { Answer::None },
                ..State::fresh(s.start, s.own)
            });
        })
    };

    let answered = !matches!(s.answer, Answer::None);
    let interactive = !over
        && match kind {
            Kind::BeatComputer => s.learner_won.is_none(),
            Kind::Predict => answered && s.learner_won.is_none(),
            Kind::Value | Kind::NimSum | Kind::Period => false,
            Kind::WinningMove => !answered,
        };
    let value_of_start = game.value(s.start).value();
    let feedback = match &s.answer {
        Answer::None => None,
        Answer::Predicted(first) => {
            let why = match game.winning_takes(s.start).first() {
                Some(&take) => (t.heap_won)(s.start, take, s.start - take),
                None => (t.heap_lost)(s.start),
            };
            let said = if *first { Outcome::N } else { Outcome::P };
            let truth = Outcome::of(Nimber(value_of_start));
            Some(Feedback::predicted(t, said, truth, &why, true))
        }
        Answer::Valued(typed) => {
            let (value, set, count, empty_as_one) = game.facts_of(s.start);
            let facts =
                Facts { options: Some((&set, count)), empty_as_one: Some(empty_as_one), ..Facts::default() };
            Some(Feedback::valued(t, *typed, Some(value), facts, false))
        }
        Answer::Period(typed) => Some(Feedback::period(t, *typed, period_of(game.take))),
        Answer::Moved { take, right: true, .. } => {
            Some(Feedback::right(t, (t.right_take)(*take, s.start - take)))
        }
        Answer::Moved { take, right: false, reply } => {
            let left = s.start - take;
            let words = (t.wrong_take)(s.start, *take, left, reply.unwrap_or(0));
            Some(Feedback::wrong(t, words))
        }
    };
    let status = match (kind, s.learner_won, s.computer) {
        (Kind::Value | Kind::NimSum | Kind::WinningMove | Kind::Period, ..) => String::new(),
        (Kind::Predict, ..) if !answered => String::new(),
        (_, Some(true), _) => t.you_won.to_string(),
        (_, Some(false), Some(c)) => (t.computer_won)(&(t.took)(c)),
        (_, _, Some(c)) => (t.computer_did)(&(t.took)(c), t.take_how),
        _ => (t.your_turn)(t.take_how),
    };
    let wrong_value = matches!(s.answer, Answer::Valued(typed) if typed != value_of_start);
    let period = (kind == Kind::Period).then(|| period_of(props.take)).flatten();
    let wrong_period = matches!(s.answer, Answer::Period(typed) if Some(typed) != period);
    let restart_words =
        if matches!(s.answer, Answer::Moved { right: false, .. }) { t.try_again } else { t.start_again };
    html! {
        <div class="live take-away" data-position={s.heap.to_string()} data-take={set_text(props.take)}>
            <p class="rule-line">{ (t.take_rule)(&set_text(props.take)) }</p>
            if kind == Kind::Predict && !answered {
                <PredictAsk on_answer={on_predict} />
            }
            if kind == Kind::Value {
                <ValueAsk on_check={on_value} />
            } else if kind == Kind::Period {
                <ValueAsk on_check={on_value} label={t.period_question} />
            }
            { for feedback }
            if kind != Kind::Period {
                { coins(t, s.heap) }
                <div class="takes" role="group" aria-label={t.takes_label}>
                    { for props.take.iter().map(|&take| html! {
                        <button type="button" class="take" disabled={!interactive || take > s.heap} onclick={on_take(take)}>
                            { (t.take_button)(take) }
                        </button>
                    }) }
                </div>
            }
            if !status.is_empty() {
                <p class="live-status" aria-live="polite">{ status }</p>
            }
            if s.heap != s.start || matches!(s.answer, Answer::Moved { .. }) {
                <button type="button" class="restart" onclick={restart}>{ restart_words }</button>
            }
            if matches!(kind, Kind::Predict | Kind::Value) {
                <OwnPosition start={AttrValue::from(s.start.to_string())} on_submit={on_own} error={(*own_error).clone()} />
            }
            if wrong_value {
                { stepper(lang, game, s.start) }
            }
            if wrong_period {
                // The derivation: the row of values, two periods and a bit long, to fill in.
                <TakeAwayRow take={props.take} up_to={period.map_or(MAX_HEAP / 3, |p| (2 * p + 2).min(MAX_HEAP))} win_lose={false} />
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct TakeAwayRowProps {
    pub take: &'static [u64],
    pub up_to: u64,
    /// Win/lose letters instead of Grundy values.
    pub win_lose: bool,
}

/// The heaps 0..=up_to, filled in from 0 by "Next" (retrograde analysis: each heap is decided
/// by the heaps it can move to, all smaller); a filled heap chosen shows its mex calculation.
#[component(TakeAwayRow)]
pub fn take_away_row(props: &TakeAwayRowProps) -> Html {
    let lang = use_lang();
    let t = course_text(lang);
    let game = TakeAway { take: props.take };
    let values = use_memo((props.take, props.up_to), |(take, up_to)| TakeAway { take }.values(*up_to));
    let filled = use_state_eq(|| 0usize);
    let chosen = use_state_eq(|| None::<u64>);
    let total = values.len();
    let set_filled = |to: usize| {
        let (filled, chosen) = (filled.clone(), chosen.clone());
        Callback::from(move |_: MouseEvent| {
            filled.set(to);
            chosen.set(to.checked_sub(1).map(|h| h as u64));
        })
    };
    let cells = values.iter().enumerate().map(|(heap, value)| {
        let known = heap < *filled;
        let mark = match (known, props.win_lose) {
            (false, _) => "?".to_string(),
            (true, true) => (if value.is_zero() { t.lose_letter } else { t.win_letter }).to_string(),
            (true, false) => value.value().to_string(),
        };
        let choose = {
            let chosen = chosen.clone();
            Callback::from(move |_: MouseEvent| chosen.set(Some(heap as u64)))
        };
        html! {
            <li class={classes!("cell", known.then_some("known"), (known && value.is_zero()).then_some("zero"),
                                (*chosen == Some(heap as u64)).then_some("chosen"))}>
                // The name read aloud holds the visible text: "heap" is there for screen readers only.
                <button type="button" onclick={choose} disabled={!known}>
                    <span class="cell-heap"><span class="sr-only">{ t.cell_heap }</span>{ heap }</span>
                    <span class="cell-mark"><span class="sr-only">{ ": " }</span>{ mark }</span>
                </button>
            </li>
        }
    });
    html! {
        <div class="take-away-row">
            <p class="rule-line">{ (t.take_rule)(&set_text(props.take)) }</p>
            <ol class="row-cells" aria-label={t.row_label}>{ for cells }</ol>
            <div class="row-buttons">
                <button type="button" class="fill-next" disabled={*filled >= total} onclick={set_filled((*filled + 1).min(total))}>{ t.fill_next }</button>
                <button type="button" class="fill-all" disabled={*filled >= total} onclick={set_filled(total)}>{ t.fill_all }</button>
                <button type="button" class="fill-clear" disabled={*filled == 0} onclick={set_filled(0)}>{ t.fill_clear }</button>
            </div>
            if let Some(heap) = *chosen {
                { stepper(lang, game, heap) }
            }
        </div>
    }
}
