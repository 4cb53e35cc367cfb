//! The page's non-generic hooks and controls: its state beside the session (the reducer of
//! `games::page_state`), the playback, what each control does, and the frame's parts that do not
//! depend on the game. What needs the game's types comes back to the page as a [`GameCall`].

use std::rc::Rc;

use yew::prelude::*;

use super::super::chrome::{Control, shown_moves};
use super::super::frame::{Frame, GameFrame, PageAction, PredictStep};
use super::super::persist;
use super::super::playback::{Go, PlaybackBar, Player, use_player};
use super::super::reducer::{PageStore, SessionState};
use super::super::text::kit_text;
use super::GameUi;
use crate::games::page_state::{Action as PageEvent, PageMessage, PageState, PliesSeen};
use crate::games::session::{Action, Mode, Strength};
use crate::ui::explain::history::HistoryEntry;
use crate::ui::i18n::Lang;

/// The page's state that does not depend on the game (`games::page_state`), in one non-generic
/// hook, so each game adds only what must know its types to the build.
#[derive(Clone, PartialEq)]
pub(super) struct PageHooks {
    state: UseReducerHandle<PageStore>,
    pub(super) on_prompt: Callback<Option<String>>,
    /// What the page remembers of the move list to tell a new computer move.
    plies_seen: Rc<std::cell::Cell<PliesSeen>>,
}

impl PageHooks {
    pub(super) fn get(&self) -> &PageState {
        &self.state.0
    }

    pub(super) fn dispatcher(&self) -> PageDispatcher {
        self.state.dispatcher()
    }
}

pub(super) type PageDispatcher = UseReducerDispatcher<PageStore>;

/// Why the setup box's position was refused, worded.
pub(super) fn setup_refused(lang: Lang, why: &str) -> PageEvent {
    PageEvent::SetupRefused((kit_text(lang).not_changed)(why.trim_end_matches(['.', '。'])))
}

/// `position_changed` changes whenever the board's position does: a new position hides the hint
/// and the board's own messages.
#[hook]
pub(super) fn use_page_state(
    show_labels: bool,
    message: Option<PageMessage>,
    position_changed: usize,
) -> PageHooks {
    let state =
        use_reducer_eq(move || PageStore(PageState::new(show_labels, persist::answers_hidden(), message)));
    let on_prompt = use_callback(state.dispatcher(), |line, page| page.dispatch(PageEvent::Prompt(line)));
    {
        let page = state.dispatcher();
        use_effect_with(position_changed, move |_| page.dispatch(PageEvent::NewPosition));
    }
    let plies_seen = (*use_memo((), |_| Rc::new(std::cell::Cell::new(PliesSeen::default())))).clone();
    PageHooks { state, on_prompt, plies_seen }
}

/// What the non-generic page code asks of the game's page: a session action that names no move
/// nor position, or a new game from a position only the game can make.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum GameCall {
    Session(SessionCall),
    /// A new game (clearing the page's messages) from a random position, the start again, a
    /// preset (its index in `GameUi::presets`) or the setup box's text.
    Random,
    Restart,
    Preset(usize),
    Setup(String),
    /// A new game from the board's position, the page's messages kept (the class prediction).
    FromBoard,
    /// The position part of an address (the router's, or one typed or pasted later).
    Open(String),
}

/// A new game from `start` (with new page state, if given): what was said about the old one goes.
pub(super) fn new_game<G: GameUi>(
    session: &UseReducerDispatcher<SessionState<G>>,
    page: &PageDispatcher,
    extra: &UseStateSetter<G::Extra>,
    start: G::Position,
    with: Option<G::Extra>,
) {
    page.dispatch(PageEvent::NewGame);
    if let Some(with) = with {
        extra.set(with);
    }
    session.dispatch(Action::NewGame(start));
}

/// The session's actions without a move or a position in them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum SessionCall {
    Undo,
    Redo,
    ComputerStep,
    GoTo(usize),
    ToEnd,
    SetMode(Mode),
    SetStrength(Strength),
    SetHumanFirst(bool),
    DismissNotice,
}

impl SessionCall {
    pub(super) fn action<G: crate::games::Playable>(self) -> Action<G> {
        match self {
            SessionCall::Undo => Action::Undo,
            SessionCall::Redo => Action::Redo,
            SessionCall::ComputerStep => Action::ComputerStep,
            SessionCall::GoTo(at) => Action::GoTo(at),
            SessionCall::ToEnd => Action::ToEnd,
            SessionCall::SetMode(mode) => Action::SetMode(mode),
            SessionCall::SetStrength(strength) => Action::SetStrength(strength),
            SessionCall::SetHumanFirst(first) => Action::SetHumanFirst(first),
            SessionCall::DismissNotice => Action::DismissNotice,
        }
    }
}

/// The page's controls, the same for every game.
pub(super) struct PageControls {
    pub(super) player: Player,
    pub(super) on_go: Callback<Go>,
    pub(super) on_action: Callback<PageAction>,
    /// A message of the board's own.
    pub(super) on_board_error: Callback<String>,
}

/// The playback and the page's actions, in one non-generic hook (`ops` does what needs the game).
#[hook]
pub(super) fn use_page_controls(
    ops: Callback<GameCall>,
    page: PageDispatcher,
    cursor: usize,
    recorded: usize,
    can_next: bool,
) -> PageControls {
    // Where the board is in the recorded moves, for playback.
    let playback_at = use_mut_ref(|| (0usize, 0usize));
    *playback_at.borrow_mut() = (cursor, recorded);
    let on_go = use_callback((ops.clone(), playback_at), |to: Go, (ops, at)| {
        let (cursor, recorded) = *at.borrow();
        let call = match to {
            Go::First => SessionCall::GoTo(0),
            Go::Back => SessionCall::GoTo(cursor.saturating_sub(1)),
            Go::Next if cursor < recorded => SessionCall::GoTo(cursor + 1),
            Go::Next => SessionCall::ComputerStep,
            Go::Last => SessionCall::ToEnd,
        };
        ops.emit(GameCall::Session(call));
    });
    let player = use_player(cursor, can_next, on_go.clone());
    // One message at a time: the board's replaces the session's last refusal.
    let on_board_error = use_callback((ops.clone(), page.clone()), |error, (ops, page)| {
        ops.emit(GameCall::Session(SessionCall::DismissNotice));
        page.dispatch(PageEvent::BoardError(error));
    });
    let on_action = use_callback(
        (ops, page, player.clone(), on_go.clone()),
        |action: PageAction, (ops, page, player, on_go)| page_action(action, ops, page, player, on_go),
    );
    PageControls { player, on_go, on_action, on_board_error }
}

/// What the page's controls do.
pub(super) fn page_action(
    action: PageAction,
    ops: &Callback<GameCall>,
    page: &PageDispatcher,
    player: &Player,
    on_go: &Callback<Go>,
) {
    let session = |call: SessionCall| ops.emit(GameCall::Session(call));
    match action {
        PageAction::Control(Control::Undo) => session(SessionCall::Undo),
        PageAction::Control(Control::Redo) => session(SessionCall::Redo),
        PageAction::Control(Control::Step) => session(SessionCall::ComputerStep),
        PageAction::Control(Control::First) => on_go.emit(Go::First),
        PageAction::Control(Control::Last) => on_go.emit(Go::Last),
        PageAction::Control(Control::PlayPause) => player.toggle(),
        PageAction::Go(to) => on_go.emit(to),
        // (While the answers are hidden the page state ignores these.)
        PageAction::Control(Control::ToggleHint) => page.dispatch(PageEvent::ToggleHint),
        PageAction::Control(Control::ToggleLabels) => page.dispatch(PageEvent::ToggleLabels),
        PageAction::HideAnswers(hide) => {
            persist::set_answers_hidden(hide);
            page.dispatch(PageEvent::HideAnswers(hide));
        }
        PageAction::Reveal(shown) => page.dispatch(PageEvent::Reveal(shown)),
        PageAction::Mode(mode) => session(SessionCall::SetMode(mode)),
        PageAction::Strength(strength) => {
            persist::set_strength(strength);
            session(SessionCall::SetStrength(strength));
        }
        PageAction::HumanFirst(first) => session(SessionCall::SetHumanFirst(first)),
        PageAction::Random => ops.emit(GameCall::Random),
        PageAction::Restart => ops.emit(GameCall::Restart),
        PageAction::Preset(index) => ops.emit(GameCall::Preset(index)),
        PageAction::Setup(text) => ops.emit(GameCall::Setup(text)),
        PageAction::DismissMessage => page.dispatch(PageEvent::DismissMessage),
        PageAction::Predict(step) => {
            player.playing.set(step == PredictStep::PlayOut);
            match step {
                PredictStep::Ask => {
                    // The question is about the board as it is: a new game from it, so the
                    // play-out starts there and "first" comes back to it; both sides play
                    // their best, so the play-out shows the answer (the chosen strength
                    // comes back when the prediction closes).
                    session(SessionCall::SetMode(Mode::ComputerVsComputer));
                    session(SessionCall::SetStrength(Strength::Perfect));
                    ops.emit(GameCall::FromBoard);
                    page.dispatch(PageEvent::AskPrediction);
                }
                PredictStep::Answer => page.dispatch(PageEvent::ShowPrediction),
                PredictStep::PlayOut => session(SessionCall::SetMode(Mode::ComputerVsComputer)),
                PredictStep::Close => {
                    // The play-out was at full strength: the chosen strength comes back.
                    session(SessionCall::SetStrength(persist::strength()));
                    page.dispatch(PageEvent::ClosePrediction);
                }
            }
        }
    }
}

/// `Some(flash)` while the last move is a new computer move (see [`PliesSeen::next`]).
pub(super) fn computer_flash(page: &PageHooks, plies: usize, last_by_computer: bool) -> Option<bool> {
    let (seen, flash) = page.plies_seen.get().next(plies, last_by_computer);
    page.plies_seen.set(seen);
    flash
}

/// The frame's parts that do not depend on the game: the status line's additions, the page
/// state's messages, the start's short form and the share address (`frame.hash` holds the
/// address text of the board when it comes in).
pub(super) fn finish_frame(
    mut frame: Frame,
    page: &PageState,
    lang: Lang,
    computer_did: Option<String>,
    (history, last_computer): (Vec<HistoryEntry>, Option<bool>),
) -> Frame {
    let t = kit_text(lang);
    (frame.history, frame.reason) = shown_moves(lang, history, last_computer, frame.show_labels);
    // After the computer's reply the status line first says what it did, so the board does
    // not just change under the person's eyes (and a screen reader hears the move).
    if let Some(what) = computer_did
        && page.prompt.is_none()
    {
        frame.status = (t.computer_did)(&what, &frame.status);
    }
    // Against a weaker computer the line says how well it plays (the perfect one, the default,
    // goes unsaid: the line must stay short enough for the board to fit a 1280×720 screen).
    if !matches!((frame.mode, frame.strength), (Mode::HumanVsHuman, _) | (_, Strength::Perfect)) {
        frame.status = (t.with_strength)(&frame.status, t.strength_names[frame.strength.index()]);
    }
    // One message at a time: the board's replaces the session's last refusal.
    if frame.notice.is_none() && page.board_error.is_some() {
        frame.notice = page.board_error.clone();
        frame.notice_is_move = true;
    }
    frame.setup_error = page.setup_error.clone();
    frame.classroom = page.classroom();
    frame.start = frame.start_full.chars().take(300).collect();
    frame.hash =
        crate::ui::route::href(lang, &format!("{}/{}", frame.class, crate::ui::route::segment(&frame.hash)));
    frame
}

/// The game's own parts of the page.
pub(super) struct PageParts {
    pub(super) board: Html,
    pub(super) panels: Html,
    pub(super) tools: Html,
    pub(super) play_panels: Html,
    pub(super) keys: Html,
    pub(super) at_start: bool,
    pub(super) can_next: bool,
}

pub(super) fn page_html(frame: Frame, parts: PageParts, controls: PageControls) -> Html {
    let PageControls { player, on_go, on_action, .. } = controls;
    let playback = match frame.mode {
        Mode::ComputerVsComputer => html! {
            <PlaybackBar {player} at_start={parts.at_start} can_next={parts.can_next} {on_go} keys=true />
        },
        _ => Html::default(),
    };
    html! {
        <GameFrame frame={Rc::new(frame)} board={parts.board} panels={parts.panels} tools={parts.tools}
                   play_panels={parts.play_panels} {playback} keys={parts.keys} {on_action} />
    }
}
