//! The Nim page: board, controls, explanations; its position lives in the URL (`#/nim/3,4,5`).

use super::text::{NimText, nim_text};
use crate::engine::Solver;
use crate::engine::trace::{Describe, MexTrace, mex_trace};
use crate::games::nim::{Nim, NimHeap, NimMove, NimPosition};
use crate::games::session::Action;
use crate::games::{Playable, sentence};
use crate::ui::explain::history::History;
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::{
    Dismissible, KeyHelp, PlayersBar, PositionForm, StatusWords, TotalLine, TurnControls, control_callback,
    emit_for_key, history_entries, human_first, last_computer_move, notice_text, position_from_url,
    status_line, use_url_position,
};
use crate::ui::kit::keys::is_for_widget;
use crate::ui::kit::persist::{restore, restore_notice, use_save};
use crate::ui::kit::reducer::SessionState;
use crate::ui::kit::text::kit_text;
use crate::ui::nim::board::{MAX_DRAWN_PILES, NimBoard, drawable};
use yew::prelude::*;

/// The stepper lists at most this many options.
const STEPPER_MAX_OPTIONS: usize = 64;

#[derive(Properties, PartialEq)]
pub struct NimPageProps {
    /// The position part of the URL, exactly as it came (may be malformed).
    pub position: Option<AttrValue>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Subject {
    Whole,
    Pile(usize),
}

fn stepper_trace(lang: Lang, position: &NimPosition, subject: Subject) -> Result<MexTrace, String> {
    let result = match subject {
        Subject::Pile(pile) if pile < position.piles().len() => {
            let stones = u64::from(position.piles()[pile]);
            mex_trace(&mut Solver::new(), &NimHeap, &stones, STEPPER_MAX_OPTIONS)
        }
        _ => mex_trace(&mut Solver::new(), &Nim::as_sum(), &position.heaps(), STEPPER_MAX_OPTIONS),
    };
    result.map_err(|e| {
        let sentence = sentence(&e.to_string());
        match subject {
            Subject::Whole => sentence + " " + nim_text(lang).choose_a_pile,
            Subject::Pile(_) => sentence,
        }
    })
}

/// The position a URL names, or the default with a message saying what was wrong.
fn from_url(lang: Lang, raw: Option<&str>) -> (NimPosition, Option<String>) {
    let t = nim_text(lang);
    position_from_url(lang, raw, t.position_noun, |e| (t.parse_error)(e))
}

/// Opens the position a URL names, or the default position with a message.
fn open_from_url(
    lang: Lang,
    raw: &str,
    dispatcher: &UseReducerDispatcher<SessionState<Nim>>,
    url_message: &UseStateSetter<Option<String>>,
    setup_text: &UseStateSetter<String>,
) {
    let (wanted, message) = from_url(lang, Some(raw));
    if message.is_some() {
        url_message.set(message);
        setup_text.set(wanted.to_string());
        dispatcher.dispatch(Action::NewGame(wanted));
    } else {
        dispatcher.dispatch(Action::Open(wanted));
    }
}

/// How many piles fit side by side at a tappable size (about 44 px a column) in this window.
fn drawable_piles() -> usize {
    let width =
        web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|w| w.as_f64()).unwrap_or(1280.0);
    // Below 900 px the board has the whole width; above, three fifths of it (see style.css).
    let board = if width <= 900.0 { width - 60.0 } else { width * 0.6 - 60.0 };
    ((board / 44.0) as usize).clamp(3, MAX_DRAWN_PILES)
}

#[component(NimPage)]
pub fn nim_page(props: &NimPageProps) -> Html {
    let lang = use_lang();
    let t: &NimText = nim_text(lang);
    let kit = kit_text(lang);
    let initial = use_memo((), {
        let raw = props.position.clone();
        move |_| from_url(lang, raw.as_deref())
    });
    // A game in progress comes back after a reload, unless the address names another position.
    let restored = use_memo((), {
        let initial = initial.clone();
        let from_address = props.position.is_some() && initial.1.is_none();
        move |_| restore::<Nim>(from_address.then_some(&initial.0), initial.0.clone())
    });
    let url_message = use_state_eq({
        let initial = initial.clone();
        let restored = restored.clone();
        move || {
            initial.1.clone().or_else(|| restored.notice.as_ref().map(|e| restore_notice(lang, e).to_owned()))
        }
    });
    let session = use_reducer({
        let restored = restored.clone();
        move || SessionState(restored.session.clone())
    });
    let show_labels = use_state_eq(|| restored.show_labels);
    use_save(&session, *show_labels);
    let show_hint = use_state_eq(|| false);
    let selection = use_state_eq(|| None::<NimMove>);
    let take_text = use_state_eq(String::new);
    let take_error = use_state_eq(|| None::<String>);
    let setup_text = use_state_eq(|| session.0.start.to_string());
    let setup_error = use_state_eq(|| None::<String>);
    let subject = use_state_eq(|| Subject::Whole);

    let s = &session.0;
    let position = s.position().clone();

    // The URL follows the board, so the address bar can always be shared; a position typed or
    // pasted into it starts a game there (unless it is this board).
    let on_open = use_callback((), {
        let dispatcher = session.dispatcher();
        let url_message = url_message.setter();
        let setup_text = setup_text.setter();
        move |raw: String, _| open_from_url(lang, &raw, &dispatcher, &url_message, &setup_text)
    });
    use_url_position(Nim::ID, position.to_url(), props.position.clone(), on_open);
    // A new position hides the hint and clamps the keyboard selection to what is left.
    {
        let show_hint = show_hint.clone();
        let selection = selection.clone();
        let take_text = take_text.clone();
        let take_error = take_error.clone();
        use_effect_with(position.clone(), move |position| {
            show_hint.set(false);
            take_error.set(None);
            if let Some(sel) = *selection {
                let clamped = position
                    .piles()
                    .get(sel.pile)
                    .map(|&stones| NimMove { pile: sel.pile, take: sel.take.clamp(1, stones.max(1)) });
                take_text.set(clamped.map(|m| m.take.to_string()).unwrap_or_default());
                selection.set(clamped);
            }
        });
    }

    let winning = use_memo(position.clone(), |p| Nim.winning_moves(p));
    let xor_trace = use_memo(position.clone(), |p| p.xor_trace());
    let trace =
        use_memo((lang, position.clone(), *subject), |(lang, p, subject)| stepper_trace(*lang, p, *subject));

    // Stable callbacks (the dispatcher and setters never change), so the board re-renders only
    // when what it shows changes.
    let play =
        use_callback(session.dispatcher(), |mv: NimMove, dispatcher| dispatcher.dispatch(Action::Play(mv)));
    let select =
        use_callback((selection.setter(), take_text.setter()), |mv: NimMove, (selection, take_text)| {
            selection.set(Some(mv));
            take_text.set(mv.take.to_string());
        });
    let dispatch = |action: Action<Nim>| {
        let session = session.clone();
        Callback::from(move |_: MouseEvent| session.dispatch(action.clone()))
    };

    let awaits_human = s.awaits_human();
    let on_control = control_callback(session.dispatcher(), show_hint.clone(), show_labels.clone());
    let onkeydown = {
        let session = session.clone();
        let selection = selection.clone();
        let select = select.clone();
        let on_control = on_control.clone();
        let piles: Vec<u32> = position.piles().to_vec();
        Callback::from(move |event: KeyboardEvent| {
            if !is_for_widget(&event) {
                return;
            }
            let count = piles.len().max(1);
            let current = selection.unwrap_or(NimMove { pile: 0, take: 1 });
            let pick = |pile: usize, take: u32| {
                let stones = piles.get(pile).copied().unwrap_or(0);
                NimMove { pile, take: take.clamp(1, stones.max(1)) }
            };
            let handled = match event.key().as_str() {
                "ArrowRight" => {
                    let pile = if selection.is_some() { (current.pile + 1) % count } else { 0 };
                    select.emit(pick(pile, 1));
                    true
                }
                "ArrowLeft" => {
                    let pile =
                        if selection.is_some() { (current.pile + count - 1) % count } else { count - 1 };
                    select.emit(pick(pile, 1));
                    true
                }
                "ArrowUp" => {
                    select.emit(pick(current.pile, current.take.saturating_add(1)));
                    true
                }
                "ArrowDown" => {
                    select.emit(pick(current.pile, current.take.saturating_sub(1)));
                    true
                }
                "Enter" | " " => {
                    if let Some(mv) = *selection {
                        session.dispatch(Action::Play(mv));
                    }
                    true
                }
                key => emit_for_key(key, &on_control),
            };
            if handled {
                event.prevent_default();
            }
        })
    };

    // The move form: "take N from pile P", for large piles and for typing.
    let on_take_submit = {
        let session = session.clone();
        let take_error = take_error.clone();
        let selection = selection.clone();
        let take_text = take_text.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let pile = selection.map_or(0, |s| s.pile);
            match take_text.trim().parse::<u32>() {
                Ok(take) => {
                    take_error.set(None);
                    session.dispatch(Action::Play(NimMove { pile, take }));
                }
                Err(_) => {
                    // One message at a time: this one replaces the last refused move's.
                    session.dispatch(Action::DismissNotice);
                    let shown: String = take_text.trim().chars().take(20).collect();
                    take_error.set(Some((nim_text(lang).not_a_take)(&shown)));
                }
            }
        })
    };
    let on_take_input = {
        let take_text = take_text.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            take_text.set(input.value());
        })
    };
    let on_pile_choice = {
        let selection = selection.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(pile) = select.value().parse::<usize>() {
                let take = selection.map_or(1, |s| s.take);
                selection.set(Some(NimMove { pile, take }));
            }
        })
    };

    // Setup: position text, add/remove pile, random, mode, who starts.
    let new_game = {
        let session = session.clone();
        let setup_text = setup_text.clone();
        let setup_error = setup_error.clone();
        let url_message = url_message.clone();
        Callback::from(move |position: NimPosition| {
            setup_text.set(position.to_string());
            setup_error.set(None);
            url_message.set(None);
            session.dispatch(Action::NewGame(position));
        })
    };
    let on_setup_submit = {
        let setup_text = setup_text.clone();
        let setup_error = setup_error.clone();
        let new_game = new_game.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match setup_text.parse::<NimPosition>() {
                Ok(position) => new_game.emit(position),
                Err(error) => {
                    setup_error.set(Some((kit_text(lang).not_changed)(&(nim_text(lang).parse_error)(&error))))
                }
            }
        })
    };
    let on_setup_input = {
        let setup_text = setup_text.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            setup_text.set(input.value());
        })
    };
    let edit = |result: Result<NimPosition, crate::games::nim::NimError>| {
        let setup_error = setup_error.clone();
        let new_game = new_game.clone();
        Callback::from(move |_: MouseEvent| match &result {
            Ok(position) => new_game.emit(position.clone()),
            Err(error) => {
                let why = (nim_text(lang).move_error)(error);
                setup_error.set(Some((kit_text(lang).not_changed)(why.trim_end_matches(['.', '。']))))
            }
        })
    };
    let start = s.start.clone();
    let add_pile = edit(start.with_pile_added(3));
    let remove_pile = edit(start.with_pile_removed(start.piles().len().saturating_sub(1)));
    let random = {
        let new_game = new_game.clone();
        Callback::from(move |_: MouseEvent| {
            let mut rng = fastrand::Rng::with_seed((js_sys::Math::random() * 9.0e15) as u64);
            let piles = rng.usize(3..=5);
            new_game.emit(NimPosition::random(&mut rng, piles, 9));
        })
    };
    let restart = dispatch(Action::NewGame(start.clone()));
    let on_mode =
        use_callback(session.dispatcher(), |mode, dispatcher| dispatcher.dispatch(Action::SetMode(mode)));
    let on_first = use_callback(session.dispatcher(), |first, dispatcher| {
        dispatcher.dispatch(Action::SetHumanFirst(first))
    });
    let on_subject = {
        let subject = subject.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            subject.set(match select.value().parse::<usize>() {
                Ok(pile) => Subject::Pile(pile),
                Err(_) => Subject::Whole,
            });
        })
    };

    // Status line.
    let max_piles = drawable_piles();
    let drawn = drawable(&position, max_piles);
    let how_to_move = match drawn {
        true => t.how_to_move_drawn,
        false => t.how_to_move_compact,
    };
    let status =
        status_line(lang, s, &StatusWords { how_to_move, winning_move: t.winning_move, empty: t.no_stones });
    let last_reason = last_computer_move(lang, s, *show_labels);
    let total = position.nim_sum();
    let entries = history_entries(lang, s, *show_labels);
    let hint_moves: Vec<NimMove> = if *show_hint { (*winning).clone() } else { Vec::new() };
    let selected_pile = selection.map_or(0, |s| s.pile);

    let chooser = html! {
        <label class="chooser">{ t.step_through }
            <select onchange={on_subject}>
                <option value="whole" selected={*subject == Subject::Whole}>{ t.whole_position }</option>
                { for position.piles().iter().enumerate().map(|(i, &stones)| html! {
                    <option value={i.to_string()} selected={*subject == Subject::Pile(i)}>
                        { (t.pile_alone)(i, stones) }
                    </option>
                }) }
            </select>
        </label>
    };

    html! {
        <main class="page nim-page">
            <section class="play-area">
                <h1>{ t.title }</h1>
                <p class="rules">{ t.rules }</p>
                <PlayersBar mode={s.mode} human_first={human_first(s)} {on_mode} {on_first} />
                <Dismissible message={(*url_message).clone()} class="url-notice"
                             on_dismiss={{ let url_message = url_message.setter(); Callback::from(move |_| url_message.set(None)) }} />
                <p class={classes!("status", s.is_over().then_some("game-over"))} aria-live="polite">{ status }</p>
                if let Some(notice) = &s.notice {
                    <p class="notice session-notice" role="alert">{ notice_text(lang, notice) }</p>
                }
                <p class="sr-only" aria-live="polite">
                    { selection.filter(|_| awaits_human).map(|m| (t.selected)(m.pile,
                        position.piles().get(m.pile).copied().unwrap_or(0), m.take)).unwrap_or_default() }
                </p>
                <div class="board-area" tabindex="0" {onkeydown} aria-label={t.board_label}>
                    <NimBoard position={position.clone()} {max_piles} show_labels={*show_labels} marked={hint_moves.clone()}
                              selection={*selection} interactive={awaits_human} on_take={play.clone()} on_select={select.clone()} />
                </div>
                if *show_labels {
                    <TotalLine detail={Nim::as_sum().value_detail(&position.heaps())} total={total.value()}
                               is_over={s.is_over()} name={kit.nim_sum} />
                }
                if let Some(reason) = last_reason {
                    <p class="computer-reason">{ reason }</p>
                }
                if s.is_over() {
                    <div class="game-over-actions">
                        <button class="primary" onclick={restart.clone()}>{ kit.play_again }</button>
                        <button onclick={random.clone()}>{ kit.random_position }</button>
                    </div>
                }
                <TurnControls can_undo={s.can_undo()} can_redo={s.can_redo()} is_over={s.is_over()} mode={s.mode}
                              show_hint={*show_hint} show_labels={*show_labels} on_control={on_control.clone()} />
                if *show_hint && !s.is_over() {
                    <div class="hint-box" role="status">
                        if winning.is_empty() {
                            <p>{ t.no_winning_move }</p>
                        } else {
                            <p>{ t.winning_moves_intro }</p>
                            <ul class="winning-moves">
                                { for winning.iter().map(|mv| {
                                    let to = Nim.play(&position, mv).map(|p| p.to_string()).unwrap_or_default();
                                    html! { <li data-move={mv.to_string()}>{ (t.winning_move_line)(mv.take, mv.pile, &to) }</li> }
                                }) }
                            </ul>
                        }
                    </div>
                }
                <form class="take-form" onsubmit={on_take_submit}>
                    <label>{ t.take }{ " " }
                        <input type="number" class="take-input" min="1" inputmode="numeric" value={(*take_text).clone()}
                               oninput={on_take_input} aria-label={t.stones_to_take} disabled={!awaits_human} />
                    </label>
                    <label>{ " " }{ t.from_pile }{ " " }
                        <select class="take-pile" onchange={on_pile_choice} disabled={!awaits_human}>
                            { for position.piles().iter().enumerate().map(|(i, &stones)| html! {
                                <option value={i.to_string()} selected={i == selected_pile}>{ (t.pile_option)(i, stones) }</option>
                            }) }
                        </select>
                    </label>
                    <button type="submit" disabled={!awaits_human}>{ t.take_button }</button>
                </form>
                if let Some(error) = &*take_error {
                    <p class="notice take-error" role="alert">{ error }</p>
                }
                <details class="panel setup">
                    <summary>{ kit.set_up }</summary>
                    <PositionForm label={t.piles_label} text={(*setup_text).clone()} oninput={on_setup_input} onsubmit={on_setup_submit}
                                  error={(*setup_error).clone()} help={(t.setup_help)()} />
                    <div class="setup-row">
                        <button class="add-pile" onclick={add_pile}>{ t.add_pile }</button>
                        <button class="remove-pile" onclick={remove_pile}>{ t.remove_pile }</button>
                        <button class="random" onclick={random}>{ kit.random_position }</button>
                        <button class="restart" onclick={restart}>{ kit.restart }</button>
                    </div>
                </details>
                <KeyHelp>
                    <dt>{ "← →" }</dt><dd>{ t.keys_choose_pile }</dd>
                    <dt>{ "↑ ↓" }</dt><dd>{ t.keys_how_many }</dd>
                    <dt>{ "Enter / Space" }</dt><dd>{ t.keys_take }</dd>
                </KeyHelp>
            </section>
            <aside class="learn-area">
                if *show_labels {
                    <XorPanel trace={(*xor_trace).clone()} />
                    <MexStepper trace={(*trace).clone()} chooser={chooser} />
                } else {
                    <section class="panel"><p class="muted">{ t.blind_play }</p></section>
                }
                <History entries={entries} start={s.start.to_string()} />
            </aside>
        </main>
    }
}
