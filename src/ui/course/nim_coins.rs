//! Lesson 5's board: a Nim heap beside a coin heap (`games::nim_coins`), played against the
//! computer, which plays perfectly and says why; its exercises (value, who wins, a winning
//! move). Built from the coin heap's pieces (`super::takeaway`: the drawing, the mex stepper),
//! not the kit, so the board's part stays small. Its words: `content/<lang>/nim-coins.ftl`.

use yew::prelude::*;

use super::ask::{Facts, Feedback, OwnPosition, PredictAsk, ValueAsk};
use super::plan::Kind;
use super::takeaway::{pile, set_text, stepper};
use super::text::course_text;
use crate::content::nim_coins::Words;
use crate::games::Outcome;
use crate::games::course::MAX_HEAP;
use crate::games::nim_coins::{NimCoins, Pair, PairMove, PairReason};
use crate::ui::i18n::{Lang, use_lang};

/// The board's own style, with its part.
const STYLE: &str = ".nim-coins-heaps { display: flex; flex-wrap: wrap; gap: 0.75em 2em; margin: 0.5em 0; }\n\
.nim-coins-heap { display: flex; flex-direction: column; gap: 0.4em; min-width: 12em; }\n\
.nim-coins-heap .heap-name { font-weight: 600; margin: 0; }\n\
.nim-coins .stones .coin { border-radius: 30%; }";

#[derive(Properties, PartialEq)]
pub struct NimCoinsLiveProps {
    pub take: &'static [u64],
    /// The start, `6 5` (the Nim heap's stones, then the coins).
    pub position: AttrValue,
    /// The exercise, or `None` for a board to play freely.
    pub kind: Option<Kind>,
    /// Shows each heap's value, the nim-sum and the coin heap's mex.
    #[prop_or_default]
    pub panels: bool,
    #[prop_or_default]
    pub on_solved: Callback<()>,
    #[prop_or_default]
    pub on_wrong: Callback<()>,
}

#[derive(Clone, Copy, PartialEq)]
enum Answer {
    None,
    Predicted(bool),
    Valued(u64),
    Moved { mv: PairMove, right: bool, reply: Option<PairMove> },
}

#[derive(Clone, Copy, PartialEq)]
struct State {
    start: Pair,
    at: Pair,
    own: bool,
    answer: Answer,
    /// The computer's last move and why, and whether the learner made the last move.
    computer: Option<(PairMove, PairReason)>,
    learner_won: Option<bool>,
}

impl State {
    fn fresh(start: Pair, own: bool) -> State {
        State { start, at: start, own, answer: Answer::None, computer: None, learner_won: None }
    }
}

/// A move in words, after "took" or "Taking".
fn move_words(lang: Lang, mv: PairMove) -> String {
    match mv {
        PairMove::Nim(n) => Words(lang).stones(n),
        PairMove::Coins(n) => Words(lang).coins(n),
    }
}

/// The values of a position, one sentence each.
fn values_line(lang: Lang, game: NimCoins, p: Pair) -> String {
    let (_, coins) = game.parts(p);
    Words(lang).values(p.coins, p.nim, game.value(p).value(), coins.value())
}

#[component(NimCoinsLive)]
pub fn nim_coins_live(props: &NimCoinsLiveProps) -> Html {
    let lang = use_lang();
    let (t, w) = (course_text(lang), Words(lang));
    let game = NimCoins { take: props.take };
    let authored = props.position.parse::<Pair>().unwrap_or(Pair { nim: 0, coins: 0 });
    let state = use_state(|| State::fresh(authored, false));
    let own_error = use_state_eq(|| None::<AttrValue>);
    // The classroom switch (set on any game page) hides a free board's values on the projector
    // too, and the computer's reasons, which name them, until the teacher reveals them.
    let hidden = use_state(crate::ui::kit::persist::answers_hidden);
    let free_panels = props.kind.is_none() && props.panels;
    let kind = props.kind.unwrap_or(Kind::BeatComputer);
    let s = *state;
    let over = game.computer_move(s.at).is_none();

    let on_move = |mv: PairMove| {
        let (state, on_solved, on_wrong) = (state.clone(), props.on_solved.clone(), props.on_wrong.clone());
        let graded = props.kind.is_some();
        Callback::from(move |_: MouseEvent| {
            let mut s = *state;
            let Some(next) = game.after(s.at, mv) else { return };
            let computer = game.computer_move(next);
            let after =
                |c: Option<(PairMove, PairReason)>| c.and_then(|(m, _)| game.after(next, m)).unwrap_or(next);
            if kind == Kind::WinningMove {
                let right = game.value(next).is_zero();
                let reply = if right { None } else { computer };
                s.at = after(reply);
                s.computer = reply;
                s.answer = Answer::Moved { mv, right, reply: reply.map(|(m, _)| m) };
                if !s.own && graded {
                    if right { on_solved.emit(()) } else { on_wrong.emit(()) }
                }
            } else {
                s.computer = computer;
                s.at = after(computer);
                let grade = kind == Kind::BeatComputer && !s.own && graded;
                if computer.is_none() {
                    s.learner_won = Some(true);
                    if grade {
                        on_solved.emit(());
                    }
                } else if game.computer_move(s.at).is_none() {
                    s.learner_won = Some(false);
                    if grade {
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
            let mut s = *state;
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
            let mut s = *state;
            if !s.own {
                if game.value(s.start).value() == typed { on_solved.emit(()) } else { on_wrong.emit(()) }
            }
            s.answer = Answer::Valued(typed);
            state.set(s);
        })
    };
    let on_own = {
        let (state, own_error) = (state.clone(), own_error.clone());
        Callback::from(move |text: String| match text.parse::<Pair>() {
            Ok(start) => {
                own_error.set(None);
                state.set(State::fresh(start, true));
            }
            Err(_) => own_error.set(Some(Words(lang).limit(MAX_HEAP).into())),
        })
    };
    let restart = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let s = *state;
            let keep = matches!(s.answer, Answer::Predicted(_) | Answer::Valued(_));
            state.set(State {
                answer: if keep { s.answer } else { Answer::None },
                ..State::fresh(s.start, s.own)
            });
        })
    };

    let reveal = {
        let hidden = hidden.clone();
        Callback::from(move |_: MouseEvent| hidden.set(false))
    };
    let answered = s.answer != Answer::None;
    let interactive = !over
        && match kind {
            Kind::Predict => answered && s.learner_won.is_none(),
            Kind::WinningMove => !answered,
            Kind::Value | Kind::NimSum | Kind::Period => false,
            Kind::BeatComputer => s.learner_won.is_none(),
        };
    let value = game.value(s.start);
    let took = |mv: PairMove| w.took(move_words(lang, mv));
    let feedback = match s.answer {
        Answer::None => None,
        Answer::Predicted(first) => {
            let why = match game.winning_moves(s.start).first() {
                Some(&mv) => w.won(move_words(lang, mv)),
                None => w.lost().to_string(),
            };
            let why = format!("{}{}{why}", values_line(lang, game, s.start), t.sentence_gap);
            let said = if first { Outcome::N } else { Outcome::P };
            Some(Feedback::predicted(t, said, Outcome::of(value), &why, true))
        }
        Answer::Valued(typed) => {
            let (nim, coins) = game.parts(s.start);
            let parts = [nim.value(), coins.value()];
            let facts = Facts { parts: Some(&parts), ..Facts::default() };
            Some(Feedback::valued(t, typed, Some(value.value()), facts, false))
        }
        Answer::Moved { mv, right: true, .. } => Some(Feedback::right(t, (t.right_move)(&took(mv)))),
        Answer::Moved { mv, right: false, reply } => {
            let left = game.after(s.start, mv).unwrap_or(s.start);
            let words = (t.wrong_move)(
                &took(mv),
                &values_line(lang, game, s.start),
                &values_line(lang, game, left),
                &reply.map(took).unwrap_or_default(),
            );
            Some(Feedback::wrong(t, words))
        }
    };
    let status = match (kind, s.learner_won, s.computer) {
        (Kind::Value | Kind::NimSum | Kind::WinningMove | Kind::Period, ..) => String::new(),
        (Kind::Predict, ..) if !answered => String::new(),
        (_, Some(true), _) => t.you_won.to_string(),
        (_, Some(false), Some((c, _))) => (t.computer_won)(&took(c)),
        (_, _, Some((c, _))) => (t.computer_did)(&took(c), w.how()),
        _ => (t.your_turn)(w.how()),
    };
    // The computer's reason, as the game gives it (not on a wrong winning move: its feedback
    // says it already).
    let reason = match s.computer.filter(|_| !(free_panels && *hidden)) {
        Some((_, PairReason::ToZero { nim, coins })) if kind != Kind::WinningMove => {
            Some(w.why_zero(coins.value(), nim.value()))
        }
        Some((_, PairReason::NoWinningMove)) if kind != Kind::WinningMove => Some(w.why_none().to_string()),
        _ => None,
    };
    let wrong_value = matches!(s.answer, Answer::Valued(typed) if typed != value.value());
    let restart_words =
        if matches!(s.answer, Answer::Moved { right: false, .. }) { t.try_again } else { t.start_again };
    let buttons = |moves: Vec<PairMove>, label: &'static str, class: &'static str| {
        html! {
            <div class={classes!("takes", class)} role="group" aria-label={label}>
                { for moves.into_iter().map(|mv| {
                    let words = match mv {
                        PairMove::Nim(n) => w.take_stones(n),
                        PairMove::Coins(n) => (t.take_button)(n),
                    };
                    let legal = game.after(s.at, mv).is_some();
                    html! {
                        <button type="button" class="take" disabled={!interactive || !legal} onclick={on_move(mv)}>
                            { words }
                        </button>
                    }
                }) }
            </div>
        }
    };
    let nim_moves: Vec<PairMove> = (1..=s.at.nim).map(PairMove::Nim).collect();
    let coin_moves: Vec<PairMove> = props.take.iter().map(|&n| PairMove::Coins(n)).collect();
    html! {
        <div class="live nim-coins" data-position={s.at.to_string()} data-coin-take={set_text(props.take)}>
            <style>{ STYLE }</style>
            <p class="rule-line">{ w.rule(set_text(props.take)) }</p>
            if kind == Kind::Predict && !answered {
                <PredictAsk on_answer={on_predict} />
            }
            if kind == Kind::Value {
                <ValueAsk on_check={on_value} />
            }
            { for feedback }
            <div class="nim-coins-heaps">
                <div class="nim-coins-heap nim-heap">
                    <p class="heap-name" aria-hidden="true">{ w.nim_heap(s.at.nim) }</p>
                    <div class="stones">{ pile(w.nim_heap(s.at.nim), s.at.nim) }</div>
                    { buttons(nim_moves, w.nim_takes(), "nim-takes") }
                </div>
                <div class="nim-coins-heap coin-heap">
                    <p class="heap-name" aria-hidden="true">{ w.coin_heap(s.at.coins) }</p>
                    { pile(w.coin_heap(s.at.coins), s.at.coins) }
                    { buttons(coin_moves, w.coin_takes(), "coin-takes") }
                </div>
            </div>
            if !status.is_empty() {
                <p class="live-status" aria-live="polite">{ status }</p>
            }
            if let Some(reason) = reason {
                <p class="computer-reason">{ reason }</p>
            }
            if s.at != s.start || matches!(s.answer, Answer::Moved { .. }) {
                <button type="button" class="restart" onclick={restart}>{ restart_words }</button>
            }
            if matches!(kind, Kind::Predict | Kind::Value) && props.kind.is_some() {
                <OwnPosition start={AttrValue::from(s.start.to_string())} on_submit={on_own} error={(*own_error).clone()} />
            }
            if wrong_value {
                <p class="nim-coins-values">{ values_line(lang, game, s.start) }</p>
                { stepper(lang, game.coins(), s.start.coins) }
            }
            if free_panels && *hidden {
                <div class="live-hidden">
                    <p class="muted">{ crate::content::course::Words(lang).values_hidden() }</p>
                    <button type="button" class="primary reveal" onclick={reveal}>{ crate::content::kit::Words(lang).reveal_answers() }</button>
                </div>
            } else if props.panels {
                <div class="live-panels nim-coins-panels">
                    <p class="nim-coins-values" aria-live="polite">{ values_line(lang, game, s.at) }</p>
                    <details class="nim-coins-mex">
                        <summary>{ w.mex_heading() }</summary>
                        { stepper(lang, game.coins(), s.at.coins) }
                    </details>
                </div>
            }
        </div>
    }
}
