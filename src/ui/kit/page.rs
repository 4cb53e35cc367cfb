//! The one game page: everything a game page shares, around a game's own board and panels.
//!
//! A game implements [`GameUi`] (`kit::contract`: its words, its setup rules, its board and
//! its panels); the page does the rest: the session (moves, undo/redo, modes, the computer),
//! the address, a saved game, the status and total lines, hint, labels, the setup box, notices,
//! keyboard help and the move list. [`GamePage`] is generic only where it must be (the hooks that
//! hold the session); its non-generic hooks and controls are in `page/controls.rs`, its state
//! beside the session is the reducer of `games::page_state`, and what it shows is data handed to
//! the non-generic [`GameFrame`](super::frame::GameFrame), so each game adds little code to the
//! build.

mod controls;

use std::rc::Rc;

use yew::prelude::*;

use super::chrome::{Seats, StatusWords, history_entries, notice_text, status_line};
use super::contract::{BoardProps, GameUi, HINT_MAX_LISTED, Opened, PanelProps, SetupProps};
use super::frame::{Frame, Hint, PageAction, Prediction};
use super::persist::{restore, restore_notice, use_save_text};
use super::reducer::SessionState;
use super::text::kit_text;
use super::url::use_url_position;
use crate::games::Outcome;
use crate::games::page_state::{Action as PageEvent, PageMessage};
use crate::games::session::{Action, Mode, Seat};
use crate::ui::i18n::{Lang, use_lang};
use controls::{
    GameCall, PageParts, computer_flash, finish_frame, new_game, page_html, setup_refused, use_page_controls,
    use_page_state,
};

#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    /// The position part of the address, exactly as it came (may be malformed).
    pub position: Option<AttrValue>,
}

/// The position an address names, with the page state it carries, or the whole message for a
/// reader when it names none (what it held, why, and that the default is shown instead).
pub fn position_from_address<G: GameUi>(lang: Lang, raw: &str) -> Result<Opened<G>, String> {
    G::from_address(lang, raw).map_err(|error| {
        let default = G::default_position().to_string();
        super::url::bad_address(lang, raw, G::words(lang).position_noun, &error, &default)
    })
}

/// The page's message in `lang`; `address` words what an address held (see [`address_words`]).
fn message_words(
    message: &PageMessage,
    lang: Lang,
    address: fn(Lang, &str) -> Option<String>,
) -> Option<String> {
    match message {
        PageMessage::Address(raw) => address(lang, raw),
        PageMessage::Restore(error) => Some(restore_notice(lang, error).to_owned()),
    }
}

/// What the page says about an address of game `G` (what was left out, or why it is no position).
fn address_words<G: GameUi>(lang: Lang, raw: &str) -> Option<String> {
    match position_from_address::<G>(lang, raw) {
        Ok(opened) => opened.note,
        Err(message) => Some(message),
    }
}

/// The page's message in `lang`, worded again after a switch of language.
#[hook]
fn use_message_text(
    lang: Lang,
    message: Option<PageMessage>,
    address: fn(Lang, &str) -> Option<String>,
) -> Rc<Option<String>> {
    use_memo((lang, message), move |(lang, message)| {
        message.as_ref().and_then(|m| message_words(m, *lang, address))
    })
}

/// The address text of the board, or, past what an address holds (`None`), the last one that fit.
#[hook]
fn use_url_text(text: Option<String>) -> String {
    let last_url = use_mut_ref(String::new);
    match text {
        Some(text) => {
            last_url.borrow_mut().clone_from(&text);
            text
        }
        None => last_url.borrow().clone(),
    }
}

/// A seed for the random positions (the page has no other source of randomness).
fn random_seed() -> u64 {
    (js_sys::Math::random() * 9.0e15) as u64
}

/// A number no other position shown by this app has had: see `per_position` in [`game_page`].
fn next_position_serial() -> usize {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The page of game `G`.
#[component(GamePage)]
pub fn game_page<G: GameUi>(props: &GamePageProps) -> Html {
    let lang = use_lang();
    // The address's position, and the game in progress, which comes back after a reload unless
    // the address names another position.
    let first = use_memo((), {
        let raw = props.position.clone();
        move |_| {
            let initial = raw.as_deref().map(|raw| position_from_address::<G>(lang, raw));
            let wanted = match &initial {
                Some(Ok(opened)) => Some(opened.position.clone()),
                _ => None,
            };
            let fallback = wanted.clone().unwrap_or_else(G::default_position);
            let restored = restore::<G>(wanted.as_ref(), fallback);
            (initial, restored)
        }
    });
    let (initial, restored) = (&first.0, &first.1);
    let extra = use_state_eq(|| match initial {
        Some(Ok(opened)) => opened.extra.clone(),
        _ => G::Extra::default(),
    });
    let session = use_reducer({
        let first = first.clone();
        // The strength chosen last, and fresh chance for its random moves.
        move || {
            let mut session = first.1.session.clone();
            session.strength = super::persist::strength();
            session.rng = fastrand::Rng::with_seed(random_seed());
            SessionState(session)
        }
    });
    let s = &session.0;
    let position = s.position().clone();
    // Recomputed exactly when the position changes, with a serial number that tells the page
    // state so (an address would not: a freed one comes back when a move and the computer's reply
    // render together). The game-graph link shares the memo (one hook less in every game's page).
    let per_position = use_memo(position.clone(), |p| {
        (Rc::new(G::hint_moves(p)), graph_href(G::game_graph(p)), next_position_serial())
    });
    let winning = &per_position.0;
    let first_message = match (initial, &props.position) {
        (Some(Ok(opened)), _) if opened.note.is_none() => None,
        (Some(_), Some(raw)) => Some(PageMessage::Address(Rc::from(raw.as_str()))),
        _ => None,
    }
    .or_else(|| restored.notice.clone().map(PageMessage::Restore));
    let page = use_page_state(restored.show_labels, first_message, per_position.2);
    let message_text = use_message_text(lang, page.get().message.clone(), address_words::<G>);
    use_save_text(G::ID, s.to_saved(page.get().show_labels).encode());

    // The board's position and start, for the callbacks made once.
    let board_now = use_mut_ref(|| (position.clone(), s.start.clone()));
    *board_now.borrow_mut() = (position.clone(), s.start.clone());
    // What needs the game's types: a session action, a new game from a position the game makes,
    // a position from the address. Everything else the page's controls do is in the non-generic
    // `page_action`.
    let ops = use_callback(
        // The language too: refusals are worded in the language of the moment.
        (session.dispatcher(), page.dispatcher(), extra.setter(), lang),
        move |call: GameCall, (session, page, extra, lang)| {
            let lang = *lang;
            let rng = || fastrand::Rng::with_seed(random_seed());
            let new_game = |start| new_game::<G>(session, page, extra, start, None);
            match call {
                GameCall::Session(call) => session.dispatch(call.action()),
                GameCall::Random => new_game(G::random_position(&mut rng())),
                GameCall::Restart => new_game(board_now.borrow().1.clone()),
                GameCall::Preset(index) => {
                    if let Some(preset) = G::presets(lang).get(index) {
                        new_game((preset.make)(&mut rng()));
                    }
                }
                GameCall::Setup(text) => match text.parse::<G::Position>() {
                    Ok(start) => match G::start_error(lang, &start) {
                        Some(why) => page.dispatch(setup_refused(lang, &why)),
                        None => new_game(start),
                    },
                    Err(error) => page.dispatch(setup_refused(lang, &G::parse_error(lang, &error))),
                },
                GameCall::FromBoard => session.dispatch(Action::NewGame(board_now.borrow().0.clone())),
                // A message about an earlier address goes when another position opens (not when
                // the router repeats the board's own address back).
                GameCall::Open(raw) => match position_from_address::<G>(lang, &raw) {
                    Err(_) => {
                        page.dispatch(PageEvent::Message(Some(PageMessage::Address(Rc::from(raw.as_str())))));
                        extra.set(G::Extra::default());
                        session.dispatch(Action::NewGame(G::default_position()));
                    }
                    Ok(opened) => {
                        if opened.note.is_some() || opened.position != board_now.borrow().0 {
                            let note = opened.note.map(|_| PageMessage::Address(Rc::from(raw.as_str())));
                            page.dispatch(PageEvent::Message(note));
                        }
                        if opened.extra != G::Extra::default() {
                            extra.set(opened.extra);
                        }
                        session.dispatch(Action::Open(opened.position));
                    }
                },
            }
        },
    );
    // The address follows the board; a position typed or pasted into it opens there. Past what
    // an address holds, the address keeps the last position that fit.
    let url_text = use_url_text(G::url_text(&position, &s.start, &extra));
    use_url_position(G::ID, url_text.clone(), props.position.clone(), ops.reform(GameCall::Open));

    let on_play = use_callback((session.dispatcher(), page.dispatcher()), |mv, (session, page)| {
        page.dispatch(PageEvent::Played);
        session.dispatch(Action::Play(mv));
    });
    let new_game_with = {
        let (session, page, extra) = (session.dispatcher(), page.dispatcher(), extra.setter());
        Callback::from(move |(start, with): (G::Position, Option<G::Extra>)| {
            new_game::<G>(&session, &page, &extra, start, with);
        })
    };
    // Playback of computer vs computer: whether a next move exists.
    let can_next = s.mode == Mode::ComputerVsComputer && (s.cursor < s.plies.len() || !s.is_over());
    let controls = use_page_controls(ops, page.dispatcher(), s.cursor, s.plies.len(), can_next);

    let words = G::words(lang);
    let hidden = page.get().answers_hidden();
    // The prediction's answer is about the game's start (the position asked about), by the engine.
    let prediction =
        page.get().predict.map(|shown| shown.then(|| Rc::new(predict_answer::<G>(lang, &s.start))));
    let show_labels = page.get().show_labels && !hidden;
    let is_over = s.is_over();
    let status = match page.get().prompt.clone() {
        Some(prompt) => prompt,
        None => match G::start_status(lang, &s.start).filter(|_| s.cursor == 0 && is_over) {
            Some(status) => status,
            None => status_line(
                lang,
                &Seats::of(s),
                &StatusWords {
                    how_to_move: G::how_to_move(lang, &position),
                    winning_move: words.winning_move,
                    empty: G::why_no_move(lang, &position),
                },
            ),
        },
    };
    // After the computer's reply the status line first says what it did (see `finish_frame`).
    let computer_did = match s.played().last() {
        Some(ply) if s.mode == Mode::HumanVsComputer && s.is_computer(ply.by) && s.awaits_human() => {
            Some(G::describe_played(lang, &ply.after, &ply.mv))
        }
        _ => None,
    };
    let hint = (page.get().show_hint && !is_over).then(|| {
        let lines: Vec<(String, String)> = winning
            .iter()
            .take(HINT_MAX_LISTED)
            .map(|mv| (mv.to_string(), G::hint_line(lang, &position, mv)))
            .collect();
        Hint {
            none: G::no_winning_move(lang, &position),
            intro: G::winning_moves_intro(lang, &position),
            lines,
            note: G::hint_note(lang, &position, winning.len()),
        }
    });
    let last = s.played().last();
    let flash = computer_flash(&page, s.played().len(), last.is_some_and(|ply| ply.by_computer()));
    let computer_move = flash.and(last).map(|ply| ply.mv.clone());
    let frame = finish_frame(
        Frame {
            class: G::ID,
            page_class: G::PAGE_CLASS,
            title: words.title,
            rules: words.rules,
            mode: s.mode,
            strength: s.strength,
            human_first: s.human_seat == Seat::First,
            message: (*message_text).clone(),
            status,
            notice: s.notice.as_ref().map(|n| notice_text(lang, n)),
            notice_is_move: false,
            reason: None,
            total: G::total(lang, &position).filter(|_| show_labels),
            is_over,
            start_is_over: G::default().is_over(&s.start),
            can_undo: s.can_undo(),
            can_redo: s.can_redo(),
            show_hint: page.get().show_hint,
            show_labels,
            hint,
            presets: G::presets(lang).iter().map(|p| (p.class, p.label)).collect(),
            setup_label: words.setup_label,
            setup_help: words.setup_help,
            setup_error: None,
            history: Vec::new(),
            start: String::new(),
            start_full: s.start.to_string(),
            computer_moved: flash,
            graph_link: per_position.1.clone(),
            classroom: None,
            prediction,
            hash: url_text,
        },
        page.get(),
        lang,
        computer_did,
        history_entries(lang, s),
    );
    let on_control = controls.on_action.reform(PageAction::Control);
    let marked = if page.get().show_hint { (*winning).clone() } else { Rc::default() };
    let board = G::board(BoardProps {
        position: position.clone(),
        show_labels,
        marked,
        interactive: s.awaits_human(),
        last: last.map(|ply| ply.mv.clone()),
        computer_move,
        on_play,
        on_control,
        on_error: controls.on_board_error.clone(),
        extra: (*extra).clone(),
        start: s.start.clone(),
        on_prompt: page.on_prompt.clone(),
    });
    let panels =
        G::panels(PanelProps { position: position.clone(), is_over, show_labels, extra: (*extra).clone() });
    let on_setup_error = {
        let page = page.dispatcher();
        Callback::from(move |why: String| page.dispatch(setup_refused(lang, &why)))
    };
    let setup = || SetupProps {
        start: s.start.clone(),
        position: position.clone(),
        extra: (*extra).clone(),
        on_new_game: new_game_with.reform(|start| (start, None)),
        on_new_game_with: new_game_with.reform(|(start, with)| (start, Some(with))),
        on_error: on_setup_error.clone(),
    };
    let parts = PageParts {
        board,
        panels,
        tools: G::setup_tools(setup()),
        play_panels: G::play_panels(setup()),
        keys: G::keys(lang),
        at_start: s.cursor == 0,
        can_next,
    };
    page_html(frame, parts, controls)
}

/// The engine's answer to the class prediction about `start`: who wins, the value that says so,
/// and a winning move (or why none wins).
fn predict_answer<G: GameUi>(lang: Lang, start: &G::Position) -> Prediction {
    let total = G::total(lang, start);
    let winning = G::hint_moves(start);
    let outcome =
        total.as_ref().map_or(if winning.is_empty() { Outcome::P } else { Outcome::N }, |t| t.outcome);
    let how = match (outcome, winning.first()) {
        (Outcome::N, Some(mv)) => Some((kit_text(lang).predict_winning)(&G::hint_line(lang, start, mv))),
        (Outcome::P, _) if G::default().is_over(start) => Some(G::why_no_move(lang, start).to_owned()),
        (Outcome::P, _) => Some(G::no_winning_move(lang, start).to_owned()),
        _ => None,
    };
    Prediction { outcome, total, how }
}

/// The game-graph page's address of `graph` (spaces as commas, so that it reads in a URL).
fn graph_href(graph: Option<crate::games::graph::GraphPosition>) -> Option<String> {
    use crate::games::{Playable, graph::GameGraph};
    graph.map(|g| crate::ui::route::link(&format!("{}/{}", GameGraph::ID, g.to_string().replace(' ', ","))))
}
