//! A live board of any kit game inside a lesson: free play against the computer (with the
//! game's own explanation panels), or one of the exercises. Generic only in [`Live`], which
//! holds the position; the questions, answers and feedback are the non-generic parts of
//! `ask.rs`.
//!
//! Every answer is graded by the game's rules and the engine: the value by `Playable::grundy`,
//! a move by the outcome of the position it leads to, a prediction by `Playable::outcome`.

use yew::prelude::*;

use crate::ui::kit::text::kit_text;

use super::ask::{Facts, Feedback, MoveForm, OwnPosition, PredictAsk, ValueAsk, part_values, xor_table};
use super::plan::Kind;
use super::text::course_text;
use crate::games::nim::Nim;
use crate::games::reduction::{georgia::GeorgiaBob, prime_factor::PrimeFactor};
use crate::games::{Outcome, Playable};
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::contract::{BoardProps, GameUi, PanelProps, Total};

/// The games whose total's parts are Nim heaps (their nim-sum is the value); in the others
/// the parts are the values of games of a sum.
const NIM_SUM_OF_HEAPS: [&str; 3] = [Nim::ID, GeorgiaBob::ID, PrimeFactor::ID];

#[derive(Properties, PartialEq)]
pub struct LiveProps {
    /// The start, in the game's notation (as in its address).
    pub position: AttrValue,
    /// The exercise, or `None` for a board to play freely.
    pub kind: Option<Kind>,
    /// Shows the values on the board and the game's explanation panels (free play only).
    #[prop_or_default]
    pub panels: bool,
    #[prop_or_default]
    pub on_solved: Callback<()>,
    /// A wrong answer on the exercise's own position (the review brings its kind back).
    #[prop_or_default]
    pub on_wrong: Callback<()>,
}

/// What the learner did last, as data (worded at render, in the language of the moment).
#[derive(Clone, PartialEq)]
enum Answer<M> {
    None,
    /// Said the player to move wins (N), the other player (P), or neither (D, a draw).
    Predicted(Outcome),
    Valued(u64),
    /// A move in "find the winning move"; with the computer's answer when it was not one.
    Moved {
        mv: M,
        right: bool,
        reply: Option<M>,
    },
}

#[derive(Clone, PartialEq)]
struct State<G: GameUi> {
    position: G::Position,
    extra: G::Extra,
    /// The position the exercise asks about (the learner may ask about another).
    start: G::Position,
    /// The learner chose a position of their own: answers teach but do not count as solved.
    own: bool,
    answer: Answer<G::Move>,
    last: Option<G::Move>,
    computer: Option<G::Move>,
    /// `Some(true)` when the learner made the last move of the game, `Some(false)` when the
    /// computer did.
    winner_is_learner: Option<bool>,
    /// Beating the computer, the learner moved into a draw: the computer keeps it so for ever,
    /// and the exercise can no longer be won.
    drawn: bool,
}

impl<G: GameUi> State<G> {
    fn fresh(position: G::Position, extra: G::Extra, own: bool) -> Self {
        State {
            start: position.clone(),
            position,
            extra,
            own,
            answer: Answer::None,
            last: None,
            computer: None,
            winner_is_learner: None,
            drawn: false,
        }
    }
}

fn total_words(lang: Lang, total: Option<Total>) -> String {
    let Some(total) = total else { return String::new() };
    let value = total.value.map(|v| v.to_string()).unwrap_or_else(|| "?".into());
    let detail = total.detail.map(|d| format!("{d} = ")).unwrap_or_default();
    (course_text(lang).total_line)(total.name, &format!("{detail}{value}"), total.outcome == Outcome::N)
}

/// Why `position` is won, lost or drawn: its total line, or, where the total has no value
/// (misère play) or the game may draw (a value says nothing of a draw), the game's own reason.
fn why_words<G: GameUi>(lang: Lang, position: &G::Position) -> String {
    let total = G::total(lang, position);
    match G::outcome_reason(lang, position) {
        Some(reason) if G::HAS_DRAWS || total.as_ref().is_none_or(|t| t.value.is_none()) => reason,
        _ => total_words(lang, total),
    }
}

/// Whether the feedback may speak of `position`'s value (a nim-sum of 0, a diagnosis): it has
/// one, and the game has no draws.
fn valued<G: GameUi>(lang: Lang, position: &G::Position) -> bool {
    !G::HAS_DRAWS && G::total(lang, position).is_some_and(|t| t.value.is_some())
}

#[component(Live)]
pub fn live<G: GameUi>(props: &LiveProps) -> Html {
    let lang = use_lang();
    let t = course_text(lang);
    let opened = use_memo(props.position.clone(), |raw| {
        G::from_address(Lang::En, raw).map(|o| (o.position, o.extra)).map_err(|_| raw.to_string())
    });
    let state = use_state(|| match &*opened {
        Ok((position, extra)) => State::<G>::fresh(position.clone(), extra.clone(), false),
        Err(_) => State::<G>::fresh(G::default_position(), G::Extra::default(), false),
    });
    let prompt = use_state_eq(|| None::<String>);
    let board_error = use_state_eq(|| None::<String>);
    let own_error = use_state_eq(|| None::<String>);
    // The classroom switch (set on any game page) hides a free board's values and panels on the
    // projector too, until the teacher reveals them.
    let hidden = use_state(crate::ui::kit::persist::answers_hidden);
    let kind = props.kind;
    let game = G::default();
    let s = (*state).clone();
    let over = game.is_over(&s.position);

    // A move on the board.
    let on_play = {
        let (state, on_solved, board_error) = (state.clone(), props.on_solved.clone(), board_error.clone());
        let on_wrong = props.on_wrong.clone();
        Callback::from(move |mv: G::Move| {
            let game = G::default();
            let mut s = (*state).clone();
            let next = match game.play(&s.position, &mv) {
                Ok(next) => next,
                Err(error) => return board_error.set(Some(G::move_error(lang, &error))),
            };
            board_error.set(None);
            if kind == Some(Kind::WinningMove) {
                let right = game.outcome(&next) == Outcome::P;
                let reply = if right { None } else { game.computer_move(&next).map(|c| c.mv) };
                s.position = match &reply {
                    Some(reply) => game.play(&next, reply).unwrap_or(next),
                    None => next,
                };
                s.last = Some(reply.clone().unwrap_or_else(|| mv.clone()));
                s.computer = reply.clone();
                s.answer = Answer::Moved { mv, right, reply };
                if !s.own {
                    if right { on_solved.emit(()) } else { on_wrong.emit(()) }
                }
                state.set(s);
                return;
            }
            // Play against the computer. A move from a position that is not a draw into one ends
            // an attempt to beat the computer: it will keep the draw for ever.
            let into_draw = G::HAS_DRAWS
                && kind == Some(Kind::BeatComputer)
                && game.outcome(&s.position) != Outcome::D
                && game.outcome(&next) == Outcome::D;
            if into_draw {
                s.drawn = true;
                if !s.own {
                    on_wrong.emit(());
                }
            }
            s.last = Some(mv);
            s.computer = None;
            // Whoever makes the last move wins, or in misère play loses.
            let own = s.own;
            let end = |learner_moved_last: bool| {
                let learner_won = learner_moved_last == G::LAST_MOVE_WINS;
                if kind == Some(Kind::BeatComputer) && !own {
                    if learner_won { on_solved.emit(()) } else { on_wrong.emit(()) }
                }
                Some(learner_won)
            };
            if game.is_over(&next) {
                s.winner_is_learner = end(true);
                s.position = next;
            } else if let Some(reply) = game.computer_move(&next) {
                let after = game.play(&next, &reply.mv).unwrap_or_else(|_| next.clone());
                if game.is_over(&after) {
                    s.winner_is_learner = end(false);
                }
                s.position = after;
                s.last = Some(reply.mv.clone());
                s.computer = Some(reply.mv);
            } else {
                s.position = next;
            }
            state.set(s);
        })
    };
    let restart = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let s = (*state).clone();
            let keep = matches!(s.answer, Answer::Predicted(_) | Answer::Valued(_));
            state.set(State {
                answer: if keep { s.answer.clone() } else { Answer::None },
                ..State::fresh(s.start.clone(), s.extra.clone(), s.own)
            });
        })
    };
    let on_predict = {
        let (state, on_solved, on_wrong) = (state.clone(), props.on_solved.clone(), props.on_wrong.clone());
        Callback::from(move |said: Outcome| {
            let mut s = (*state).clone();
            let right = G::default().outcome(&s.position) == said;
            if !s.own {
                if right { on_solved.emit(()) } else { on_wrong.emit(()) }
            }
            s.answer = Answer::Predicted(said);
            state.set(s);
        })
    };
    let on_value = {
        let (state, on_solved, on_wrong) = (state.clone(), props.on_solved.clone(), props.on_wrong.clone());
        Callback::from(move |typed: u64| {
            let mut s = (*state).clone();
            if !s.own {
                let right = G::default().grundy(&s.position).map(|v| v.value()) == Some(typed);
                if right { on_solved.emit(()) } else { on_wrong.emit(()) }
            }
            s.answer = Answer::Valued(typed);
            state.set(s);
        })
    };
    let on_own = {
        let (state, own_error) = (state.clone(), own_error.clone());
        Callback::from(move |text: String| match G::from_address(lang, text.trim()) {
            Ok(opened) => match G::start_error(lang, &opened.position) {
                Some(why) => own_error.set(Some(why)),
                None => {
                    own_error.set(None);
                    state.set(State::fresh(opened.position, opened.extra, true));
                }
            },
            Err(why) => own_error.set(Some(why)),
        })
    };

    // A move typed in the game's notation (for the keyboard, and for moves hard to point at).
    let on_move_text = {
        let (on_play, board_error) = (on_play.clone(), board_error.clone());
        Callback::from(move |text: String| match text.trim().parse::<G::Move>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => board_error.set(Some((course_text(lang).not_a_move)(text.trim()))),
        })
    };
    if opened.is_err() {
        return html! { <p class="notice">{ (t.bad_position)(&props.position) }</p> };
    }

    let answered = !matches!(s.answer, Answer::None);
    let interactive = !over
        && !s.drawn
        && match kind {
            None | Some(Kind::BeatComputer) => true,
            Some(Kind::Predict) => answered,
            Some(Kind::Value | Kind::NimSum | Kind::Period) => false,
            Some(Kind::WinningMove) => !answered,
        };
    let plays_computer = matches!(kind, None | Some(Kind::BeatComputer) | Some(Kind::Predict));
    let status = if let Some(prompt) = (*prompt).clone() {
        prompt
    } else if plays_computer && (kind != Some(Kind::Predict) || answered) {
        match (over, s.winner_is_learner, &s.computer) {
            // Misère play: the computer made the last move and lost, or the learner did.
            (true, Some(true), Some(mv)) if !G::LAST_MOVE_WINS => {
                (t.misere_you_won)(&G::describe_move(lang, mv))
            }
            (true, Some(false), None) if !G::LAST_MOVE_WINS => t.misere_you_lost.to_string(),
            (false, _, Some(mv)) if s.drawn => (t.beat_drawn)(&G::describe_move(lang, mv)),
            (true, Some(true), _) => t.you_won.to_string(),
            (true, _, Some(mv)) => (t.computer_won)(&G::describe_move(lang, mv)),
            (true, _, None) => G::why_no_move(lang, &s.position).to_string(),
            // A game with draws: the learner is to move in a drawn position.
            (false, _, Some(mv)) if G::HAS_DRAWS && game.outcome(&s.position) == Outcome::D => {
                (t.computer_did_draw)(&G::describe_move(lang, mv), G::how_to_move(lang, &s.position))
            }
            (false, _, Some(mv)) => {
                (t.computer_did)(&G::describe_move(lang, mv), G::how_to_move(lang, &s.position))
            }
            (false, _, None) => (t.your_turn)(G::how_to_move(lang, &s.position)),
        }
    } else {
        String::new()
    };

    let feedback = match &s.answer {
        Answer::None => None,
        Answer::Predicted(said) => {
            let outcome = game.outcome(&s.position_for_answer());
            let why = why_words::<G>(lang, &s.start);
            // A diagnosis speaks of a value 0: none where the position has no value.
            Some(Feedback::predicted(t, *said, outcome, &why, valued::<G>(lang, &s.start)))
        }
        Answer::Valued(typed) => {
            let value = game.grundy(&s.start).map(|v| v.value());
            let parts = G::total(lang, &s.start).and_then(|total| total.detail).map(|d| part_values(&d));
            // Nim's parts are heaps (a nim-sum to compute); other games' parts are values of games.
            let heaps = NIM_SUM_OF_HEAPS.contains(&G::ID);
            let facts = Facts {
                heaps: parts.as_deref().filter(|_| heaps),
                parts: parts.as_deref().filter(|_| !heaps),
                ..Facts::default()
            };
            Some(Feedback::valued(t, *typed, value, facts, kind == Some(Kind::NimSum)))
        }
        Answer::Moved { mv, right: true, .. } => {
            Some(Feedback::right(t, (t.right_move)(&G::describe_move(lang, mv))))
        }
        Answer::Moved { mv, right: false, reply } => {
            let after = game.play(&s.start, mv).ok();
            let before = why_words::<G>(lang, &s.start);
            let after_words = after.as_ref().map(|p| why_words::<G>(lang, p)).unwrap_or_default();
            let reply = reply.as_ref().map(|r| G::describe_move(lang, r)).unwrap_or_default();
            // "That is not 0" speaks of a value: a position without one says only its reason, and
            // one that is a draw says the opponent keeps it.
            let wrong = match after {
                Some(p) if game.outcome(&p) == Outcome::D => t.wrong_move_draw,
                Some(p) if valued::<G>(lang, &p) => t.wrong_move,
                _ => t.wrong_move_reason,
            };
            Some(Feedback::wrong(t, wrong(&G::describe_move(lang, mv), &before, &after_words, &reply)))
        }
    };
    let wrong_value = matches!(&s.answer, Answer::Valued(typed)
        if game.grundy(&s.start).map(|v| v.value()) != Some(*typed));
    let values = kind.is_none() && props.panels && !*hidden;
    let show_panels = values || wrong_value;
    let board = G::board(BoardProps {
        position: s.position.clone(),
        show_labels: values,
        marked: Default::default(),
        interactive,
        last: s.last.clone(),
        computer_move: s.computer.clone(),
        on_play: on_play.clone(),
        on_control: Callback::noop(),
        on_error: {
            let board_error = board_error.clone();
            Callback::from(move |e| board_error.set(Some(e)))
        },
        extra: s.extra.clone(),
        start: s.start.clone(),
        on_prompt: {
            let prompt = prompt.clone();
            Callback::from(move |p| prompt.set(p))
        },
    });
    let panels = show_panels.then(|| {
        if kind == Some(Kind::NimSum) {
            // Asked before Grundy values and the mex are taught: the nim-sum by bits alone.
            let heaps = G::total(lang, &s.start).and_then(|t| t.detail).map(|d| part_values(&d));
            return xor_table(&heaps.unwrap_or_default());
        }
        G::panels(PanelProps {
            position: if wrong_value { s.start.clone() } else { s.position.clone() },
            is_over: over,
            show_labels: true,
            extra: s.extra.clone(),
        })
    });
    frame(Frame {
        lang,
        class: G::ID,
        kind,
        answered,
        feedback,
        board,
        status,
        board_error: (*board_error).clone(),
        can_restart: s.position != s.start || matches!(s.answer, Answer::Moved { .. }),
        after_mistake: matches!(s.answer, Answer::Moved { right: false, .. }),
        restart,
        start: s.start.to_string(),
        on_own,
        own_error: (*own_error).clone(),
        panels,
        on_predict,
        draws: G::HAS_DRAWS,
        on_value,
        interactive,
        position: s.position.to_string(),
        on_move_text,
        types_moves: G::TYPES_MOVES,
        reveal: (kind.is_none() && props.panels && *hidden)
            .then(|| Callback::from(move |_| hidden.set(false))),
    })
}

/// Everything a live board shows, handed from the generic [`Live`] to the non-generic
/// [`frame`], so each game adds only its hooks and callbacks to the build.
struct Frame {
    lang: Lang,
    class: &'static str,
    kind: Option<Kind>,
    answered: bool,
    feedback: Option<Html>,
    board: Html,
    status: String,
    board_error: Option<String>,
    can_restart: bool,
    /// The last answer was a wrong move: the restart goes back to the position before it.
    after_mistake: bool,
    restart: Callback<MouseEvent>,
    start: String,
    on_own: Callback<String>,
    own_error: Option<String>,
    panels: Option<Html>,
    on_predict: Callback<Outcome>,
    /// "Who wins?" offers a draw (`Playable::HAS_DRAWS`).
    draws: bool,
    on_value: Callback<u64>,
    interactive: bool,
    position: String,
    on_move_text: Callback<String>,
    /// The board has its own "type a move" form: the lesson adds none.
    types_moves: bool,
    /// The classroom switch hides this board's values: the button that shows them.
    reveal: Option<Callback<MouseEvent>>,
}

fn frame(f: Frame) -> Html {
    let t = course_text(f.lang);
    let asks_own = matches!(f.kind, Some(Kind::Predict | Kind::Value | Kind::NimSum));
    // The box of a value question, and its label (a Grundy value's by default).
    let value_label = match f.kind {
        Some(Kind::Value) => Some(None),
        Some(Kind::NimSum) => Some(Some(t.nim_sum_question)),
        _ => None,
    };
    html! {
        <div class={classes!("live", f.class)} data-position={f.position}>
            if f.kind == Some(Kind::Predict) && !f.answered {
                <PredictAsk on_answer={f.on_predict} draws={f.draws} />
            }
            if let Some(label) = value_label {
                <ValueAsk on_check={f.on_value} {label} />
            }
            { for f.feedback }
            <div class="live-board">{ f.board }</div>
            if !f.status.is_empty() {
                <p class="live-status" aria-live="polite">{ f.status }</p>
            }
            if f.interactive && !f.types_moves {
                <MoveForm on_submit={f.on_move_text} />
            }
            if let Some(error) = f.board_error {
                <p class="notice" role="alert">{ error }</p>
            }
            if f.can_restart {
                <button type="button" class="restart" onclick={f.restart}>{ if f.after_mistake { t.try_again } else { t.start_again } }</button>
            }
            if asks_own {
                <OwnPosition start={AttrValue::from(f.start)} on_submit={f.on_own} error={f.own_error.map(AttrValue::from)} />
            }
            if let Some(panels) = f.panels {
                <div class="live-panels">{ panels }</div>
            }
            if let Some(reveal) = f.reveal {
                <div class="live-hidden">
                    <p class="muted">{ crate::content::course::Words(f.lang).values_hidden() }</p>
                    <button type="button" class="primary reveal" onclick={reveal}>{ kit_text(f.lang).reveal_answers }</button>
                </div>
            }
        </div>
    }
}

impl<G: GameUi> State<G> {
    /// The position a prediction is about: the one shown when it was made.
    fn position_for_answer(&self) -> G::Position {
        self.start.clone()
    }
}
