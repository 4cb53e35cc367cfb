//! The parts of a game page that do not depend on the game: the players bar, the turn controls
//! and their keys, the status line, the total line, the history (the address: `url.rs`).
//!
//! Every game page uses these, so a change to how turns, undo or URLs behave is made once.

use yew::prelude::*;

use super::game::GameText;
use super::text::kit_text;
use crate::games::session::{Mode, Notice, Player, Seat, Session, Strength};
use crate::games::{Outcome, Playable};
use crate::ui::explain::history::HistoryEntry;
use crate::ui::i18n::{Lang, use_lang};

/// What the turn controls and their keys do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Undo,
    Redo,
    /// The computer's move in computer-vs-computer mode.
    Step,
    ToggleHint,
    ToggleLabels,
    /// Playback (computer vs computer): to the start, to the end, play or pause.
    First,
    Last,
    PlayPause,
}

impl Control {
    /// The control a key press names, for every game: U, R, S, H, L, and playback's Home, End, P.
    pub fn for_key(key: &str) -> Option<Control> {
        use super::playback::{Go, PlaybackKey, playback_key};
        match playback_key(key) {
            Some(PlaybackKey::Go(Go::First)) => return Some(Control::First),
            Some(PlaybackKey::Go(_)) => return Some(Control::Last),
            Some(PlaybackKey::Toggle) => return Some(Control::PlayPause),
            None => {}
        }
        match key {
            "u" | "U" => Some(Control::Undo),
            "r" | "R" => Some(Control::Redo),
            "s" | "S" => Some(Control::Step),
            "h" | "H" => Some(Control::ToggleHint),
            "l" | "L" => Some(Control::ToggleLabels),
            _ => None,
        }
    }
}

/// Emits the control `key` names, if any; true when the key was taken.
pub fn emit_for_key(key: &str, on_control: &Callback<Control>) -> bool {
    let control = Control::for_key(key);
    if let Some(control) = control {
        on_control.emit(control);
    }
    control.is_some()
}

/// A `<select>` that shows `value` after every render. The options' `selected` attributes alone
/// are not enough: once the person has picked an option, the browser no longer follows them (the
/// option's selectedness is "dirty"), so a change made by the page (a class prediction switching to
/// computer vs computer and back) would leave the old choice on screen.
#[hook]
fn use_select_value(value: &'static str) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect(move || {
            if let Some(select) = node.cast::<web_sys::HtmlSelectElement>()
                && select.value() != value
            {
                select.set_value(value);
            }
        });
    }
    node
}

#[derive(Properties, PartialEq)]
pub struct PlayersBarProps {
    pub mode: Mode,
    /// In human-vs-computer mode: whether the person moves first.
    pub human_first: bool,
    pub on_mode: Callback<Mode>,
    pub on_first: Callback<bool>,
}

/// Who plays whom, and who starts.
#[component(PlayersBar)]
pub fn players_bar(props: &PlayersBarProps) -> Html {
    let on_mode = props.on_mode.reform(|event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        match select.value().as_str() {
            "hh" => Mode::HumanVsHuman,
            "cc" => Mode::ComputerVsComputer,
            _ => Mode::HumanVsComputer,
        }
    });
    let on_first = props.on_first.reform(|event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        select.value() == "human"
    });
    let mode = props.mode;
    let t = kit_text(use_lang());
    let mode_select = use_select_value(match mode {
        Mode::HumanVsComputer => "hc",
        Mode::HumanVsHuman => "hh",
        Mode::ComputerVsComputer => "cc",
    });
    let first_select = use_select_value(if props.human_first { "human" } else { "computer" });
    html! {
        <div class="setup-row game-bar">
            <label>{ t.players }{ " " }
                <select class="mode" ref={mode_select} onchange={on_mode}>
                    <option value="hc" selected={mode == Mode::HumanVsComputer}>{ t.you_vs_computer }</option>
                    <option value="hh" selected={mode == Mode::HumanVsHuman}>{ t.two_players }</option>
                    <option value="cc" selected={mode == Mode::ComputerVsComputer}>{ t.computer_vs_computer }</option>
                </select>
            </label>
            if mode == Mode::HumanVsComputer {
                <label>{ t.first_move }{ " " }
                    <select class="first" ref={first_select} onchange={on_first}>
                        <option value="human" selected={props.human_first}>{ t.first_you }</option>
                        <option value="computer" selected={!props.human_first}>{ t.first_computer }</option>
                    </select>
                </label>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct StrengthSelectProps {
    pub strength: Strength,
    pub on_strength: Callback<Strength>,
}

/// How well the computer plays (the hint stays perfect).
#[component(StrengthSelect)]
pub fn strength_select(props: &StrengthSelectProps) -> Html {
    let t = kit_text(use_lang());
    let on_strength = props.on_strength.reform(|event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        Strength::from_code(&select.value()).unwrap_or_default()
    });
    let select = use_select_value(props.strength.code());
    html! {
        <label class="strength-choice">{ t.strength }{ " " }
            <select class="strength" ref={select} onchange={on_strength}>
                { for Strength::ALL.iter().map(|&s| html! {
                    <option value={s.code()} selected={s == props.strength}>{ t.strength_options[s.index()] }</option>
                }) }
            </select>
        </label>
    }
}

#[derive(Properties, PartialEq)]
pub struct TurnControlsProps {
    pub can_undo: bool,
    pub can_redo: bool,
    pub is_over: bool,
    pub mode: Mode,
    pub show_hint: bool,
    pub show_labels: bool,
    /// The classroom switch hides the answers: the hint and the values wait for the reveal.
    #[prop_or_default]
    pub answers_hidden: bool,
    pub on_control: Callback<Control>,
}

/// Undo, redo, hint, step and the labels toggle.
#[component(TurnControls)]
pub fn turn_controls(props: &TurnControlsProps) -> Html {
    let on = |control: Control| props.on_control.reform(move |_: MouseEvent| control);
    let t = kit_text(use_lang());
    html! {
        <div class="turn-controls">
            <button class="undo" onclick={on(Control::Undo)} disabled={!props.can_undo} title={t.undo_title}>{ t.undo }</button>
            <button class="redo" onclick={on(Control::Redo)} disabled={!props.can_redo} title={t.redo_title}>{ t.redo }</button>
            <button class="hint" aria-pressed={props.show_hint.to_string()} title={t.hint_title} disabled={props.is_over || props.answers_hidden}
                    onclick={on(Control::ToggleHint)}>
                { if props.show_hint { t.hide_hint } else { t.hint } }
            </button>
            if props.mode == Mode::ComputerVsComputer {
                <button class="step primary" onclick={on(Control::Step)} disabled={props.is_over} title={t.step_title}>{ t.step }</button>
            }
            <label class="toggle">
                <input type="checkbox" class="labels-toggle" checked={props.show_labels} disabled={props.answers_hidden}
                       onchange={props.on_control.reform(|_: Event| Control::ToggleLabels)} />
                { " " }{ t.show_values }
            </label>
        </div>
    }
}

/// How a game words its status line.
pub struct StatusWords<'a> {
    /// What the person does on their turn, e.g. "click a stone to take it and every stone above it".
    pub how_to_move: &'a str,
    /// The last move that wins, e.g. "taking the last stone".
    pub winning_move: &'a str,
    /// Why nobody can move at the start, e.g. "there are no stones".
    pub empty: &'a str,
}

/// What the status line and the move list need of a session beyond its moves' words: who sits
/// where, whose turn it is, who won. Taken from the session by the one generic [`Seats::of`], so
/// that the wording below is compiled once for every game.
pub struct Seats {
    mode: Mode,
    cursor: usize,
    to_move: Seat,
    winner: Option<Seat>,
    /// Who plays the first and the second seat.
    players: [Player; 2],
    /// Whether the computer plays the first and the second seat.
    computer: [bool; 2],
}

fn seat_index(seat: Seat) -> usize {
    match seat {
        Seat::First => 0,
        Seat::Second => 1,
    }
}

impl Seats {
    pub fn of<G: Playable>(s: &Session<G>) -> Seats {
        Seats {
            mode: s.mode,
            cursor: s.cursor,
            to_move: s.to_move(),
            winner: s.winner(),
            players: [s.player(Seat::First), s.player(Seat::Second)],
            computer: [s.is_computer(Seat::First), s.is_computer(Seat::Second)],
        }
    }

    fn player(&self, seat: Seat) -> Player {
        self.players[seat_index(seat)]
    }

    fn is_computer(&self, seat: Seat) -> bool {
        self.computer[seat_index(seat)]
    }
}

/// The status line: whose turn it is and what to do, or who won and how.
pub fn status_line(lang: Lang, s: &Seats, words: &StatusWords) -> String {
    let t = kit_text(lang);
    let name = |seat| (t.player)(s.player(seat));
    if let Some(winner) = s.winner {
        return match (s.mode, s.is_computer(winner)) {
            _ if s.cursor == 0 => match (s.mode, s.is_computer(s.to_move)) {
                (Mode::HumanVsComputer, false) => (t.over_before_you)(words.empty),
                _ => (t.over_before)(words.empty, name(s.to_move)),
            },
            (Mode::HumanVsComputer, false) => (t.you_win)(words.winning_move),
            (Mode::HumanVsComputer, true) => (t.computer_wins)(words.winning_move),
            _ => (t.wins)(name(winner), words.winning_move),
        };
    }
    let seat = s.to_move;
    match (s.mode, s.is_computer(seat)) {
        (Mode::HumanVsComputer, false) => (t.your_move)(words.how_to_move),
        (Mode::ComputerVsComputer, _) => (t.to_move_step)(name(seat)),
        _ => (t.to_move)(name(seat)),
    }
}

/// Why the session refused the last action, in `lang`.
pub fn notice_text<G: GameText>(lang: Lang, notice: &Notice<G>) -> String {
    let t = kit_text(lang);
    match notice {
        Notice::GameOver => t.game_over_notice.into(),
        Notice::ComputersTurn => t.computers_turn.into(),
        Notice::NotComputersTurn => t.not_computers_turn.into(),
        Notice::NothingToUndo => t.nothing_to_undo.into(),
        Notice::NothingToRedo => t.nothing_to_redo.into(),
        Notice::Illegal(error) => G::move_error(lang, error),
    }
}

/// The moves on the board as history lines, with the computer's reasons (or that it moved at
/// random); and whether the last move is the computer's, made for a reason (`Some(true)`) or at
/// random (`Some(false)`). [`shown_moves`] makes the lines shown of them.
pub fn history_entries<G: GameText>(lang: Lang, s: &Session<G>) -> (Vec<HistoryEntry>, Option<bool>) {
    let t = kit_text(lang);
    let entries = s
        .played()
        .iter()
        .map(|ply| HistoryEntry {
            who: (t.player)(s.player(ply.by)),
            mv: G::describe_played(lang, &ply.after, &ply.mv),
            reason: match &ply.reason {
                Some(reason) => Some(G::reason(lang, reason)),
                None if ply.random => Some(t.random_move.to_owned()),
                None => None,
            },
        })
        .collect();
    let last = s.played().last().filter(|ply| ply.by_computer()).map(|ply| ply.reason.is_some());
    (entries, last)
}

/// The move list as shown, and the computer's last move in one line (`last_computer`: see
/// [`history_entries`]). The computer's reasons only while values are shown (in blind play they
/// would give the values away).
pub fn shown_moves(
    lang: Lang,
    mut entries: Vec<HistoryEntry>,
    last_computer: Option<bool>,
    show_reasons: bool,
) -> (Vec<HistoryEntry>, Option<String>) {
    let t = kit_text(lang);
    let last = last_computer.zip(entries.last()).map(|(reasoned, entry)| {
        let (who, what) = (entry.who, &entry.mv);
        match (show_reasons, reasoned, &entry.reason) {
            (true, true, Some(why)) => (t.did_because)(who, what, why),
            (true, _, _) => (t.did_at_random)(who, what),
            (false, _, _) => (t.did)(who, what),
        }
    });
    if !show_reasons {
        for entry in &mut entries {
            entry.reason = None;
        }
    }
    (entries, last)
}

#[derive(Properties, PartialEq)]
pub struct TotalLineProps {
    /// How the total is made up, e.g. "3 ⊕ 4 ⊕ 5"; shown before "= total".
    pub detail: Option<String>,
    /// `None` where the position has no value: the line then gives the outcome only.
    pub total: Option<u64>,
    pub outcome: Outcome,
    pub is_over: bool,
    /// What the total is called in this game, e.g. "nim-sum".
    pub name: AttrValue,
}

/// "Grundy value of the position (nim-sum): 3 ⊕ 4 ⊕ 5 = 2 — an N-position …".
#[component(TotalLine)]
pub fn total_line(props: &TotalLineProps) -> Html {
    let t = kit_text(use_lang());
    let verdict = match (props.is_over, props.outcome) {
        (true, _) => "",
        (false, Outcome::P) => t.p_position,
        (false, Outcome::N) => t.n_position,
        (false, Outcome::D) => t.d_position,
    };
    html! {
        <p class="total">
            { (t.total_intro)(&props.name) }
            if let Some(total) = props.total {
                if let Some(detail) = &props.detail {
                    <span class="detail">{ format!("{detail} = ") }</span>
                }
                <strong class="total-value">{ total }</strong>
            } else if let Some(detail) = &props.detail {
                <span class="detail">{ detail }</span>
            }
            { verdict }
        </p>
    }
}

#[derive(Properties, PartialEq)]
pub struct DismissibleProps {
    pub message: Option<String>,
    pub on_dismiss: Callback<()>,
    #[prop_or_default]
    pub class: Classes,
}

/// A message (such as a bad URL) the person can close.
#[component(Dismissible)]
pub fn dismissible(props: &DismissibleProps) -> Html {
    let t = kit_text(use_lang());
    let Some(message) = &props.message else { return html! {} };
    html! {
        <p class={classes!("notice", props.class.clone())} role="alert">
            { message }
            <button class="dismiss" aria-label={t.dismiss} onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ "×" }</button>
        </p>
    }
}

#[derive(Properties, PartialEq)]
pub struct KeyHelpProps {
    /// The game's own keys, as `<dt>`/`<dd>` pairs, listed before the common ones.
    pub children: Html,
}

/// The keyboard help: the game's keys, then the keys every game shares.
#[component(KeyHelp)]
pub fn key_help(props: &KeyHelpProps) -> Html {
    let t = kit_text(use_lang());
    html! {
        <details class="panel keys">
            <summary>{ t.keyboard }</summary>
            <dl>
                { props.children.clone() }
                <dt><kbd>{ "U" }</kbd>{ " / " }<kbd>{ "R" }</kbd></dt><dd>{ t.keys_undo_redo }</dd>
                <dt><kbd>{ "H" }</kbd></dt><dd>{ t.keys_hint }</dd>
                <dt><kbd>{ "L" }</kbd></dt><dd>{ t.keys_labels }</dd>
                <dt><kbd>{ "S" }</kbd></dt><dd>{ t.keys_step }</dd>
                <dt><kbd>{ "Home" }</kbd>{ " / " }<kbd>{ "End" }</kbd></dt><dd>{ t.keys_first_last }</dd>
                <dt><kbd>{ "P" }</kbd></dt><dd>{ t.keys_play_pause }</dd>
            </dl>
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct PositionFormProps {
    /// What the position is made of, e.g. "Piles".
    pub label: AttrValue,
    pub text: AttrValue,
    /// The notation and its limits, under the box.
    pub help: AttrValue,
    /// Why the last position typed was refused.
    pub error: Option<String>,
    pub oninput: Callback<InputEvent>,
    pub onsubmit: Callback<SubmitEvent>,
}

/// The "Set up a game" box: a position typed in the game's notation, its help and its error.
#[component(PositionForm)]
pub fn position_form(props: &PositionFormProps) -> Html {
    let t = kit_text(use_lang());
    html! {
        <>
            <form class="setup-row position-form" onsubmit={props.onsubmit.clone()}>
                <label>{ format!("{} ", props.label) }
                    <input type="text" class="position-input" value={props.text.clone()} oninput={props.oninput.clone()}
                           aria-describedby="position-help" spellcheck="false" autocomplete="off" />
                </label>
                <button type="submit">{ t.start_here }</button>
            </form>
            <p id="position-help" class="muted">{ props.help.clone() }</p>
            if let Some(error) = &props.error {
                <p class="notice setup-error" role="alert">{ error }</p>
            }
        </>
    }
}

/// Keeps `text` on what is typed into a text box (a position, a move).
pub fn text_input(text: UseStateSetter<String>) -> Callback<InputEvent> {
    Callback::from(move |event: InputEvent| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        text.set(input.value());
    })
}

/// A board's key handler: `own` takes the game's keys (true when it took one), the keys every
/// game shares go to `on_control`, and a key taken does not also scroll the page.
pub fn board_keys(
    on_control: Callback<Control>,
    own: impl Fn(&str) -> bool + 'static,
) -> Callback<KeyboardEvent> {
    Callback::from(move |event: KeyboardEvent| {
        let key = event.key();
        if super::keys::is_for_widget(&event) && (own(&key) || emit_for_key(&key, &on_control)) {
            event.prevent_default();
        }
    })
}
