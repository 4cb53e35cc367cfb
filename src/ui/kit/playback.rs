//! Playback controls shared by computer vs computer and the steppers: first, back, play/pause
//! with a speed, next, last. The owner keeps its place (a session's cursor, a stepper's stage)
//! and answers [`Go`]; [`use_player`] holds whether it plays and how fast, and steps on by
//! itself while playing.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::text::kit_text;
use crate::ui::i18n::use_lang;

/// Where a playback control goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    First,
    Back,
    Next,
    Last,
}

/// The pause between two steps while playing, slow to fast (milliseconds).
const DELAYS: [u32; 3] = [1800, 1000, 400];

/// Whether playback runs, and its speed (an index of [`DELAYS`]).
#[derive(Clone, PartialEq)]
pub struct Player {
    pub playing: UseStateHandle<bool>,
    pub speed: UseStateHandle<usize>,
}

impl Player {
    pub fn toggle(&self) {
        self.playing.set(!*self.playing);
    }
}

/// What a key does to playback: Home and End go to the ends, P plays or pauses. (Back and next
/// keep their owners' keys: the arrows in a stepper, U and R or S on a game page.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaybackKey {
    Go(Go),
    Toggle,
}

pub fn playback_key(key: &str) -> Option<PlaybackKey> {
    match key {
        "Home" => Some(PlaybackKey::Go(Go::First)),
        "End" => Some(PlaybackKey::Go(Go::Last)),
        "p" | "P" => Some(PlaybackKey::Toggle),
        _ => None,
    }
}

/// A stepper's keys: the arrows step back and on, Home and End go to the ends, P plays.
pub fn step_key(key: &str) -> Option<PlaybackKey> {
    match key {
        "ArrowRight" | "ArrowDown" => Some(PlaybackKey::Go(Go::Next)),
        "ArrowLeft" | "ArrowUp" => Some(PlaybackKey::Go(Go::Back)),
        _ => playback_key(key),
    }
}

/// Where a playback control takes a stepper at `current` of `0..=last`.
pub fn step_to(to: Go, current: usize, last: usize) -> usize {
    match to {
        Go::First => 0,
        Go::Back => current.saturating_sub(1),
        Go::Next => (current + 1).min(last),
        Go::Last => last,
    }
}

/// A stepper over the places `0..=last`: where it is, its playback and its keys (for the
/// stepper's whole panel). The owner sets `step` to 0 when what it steps through changes.
pub struct Stepper {
    pub step: UseStateHandle<usize>,
    pub current: usize,
    pub last: usize,
    pub player: Player,
    pub on_go: Callback<Go>,
    pub onkeydown: Callback<KeyboardEvent>,
}

impl Stepper {
    /// The bar for this stepper, with its place in words ("Step 2 of 4").
    pub fn bar(&self, place: String) -> Html {
        html! {
            <PlaybackBar player={self.player.clone()} at_start={self.current == 0} can_next={self.current < self.last}
                         on_go={self.on_go.clone()} {place} />
        }
    }
}

/// The playback keys (arrows, Home, End, P) of a stepper or a bar; `after_inner`: a key another
/// handler has already taken (`preventDefault`) is left alone.
fn playback_keys(on_go: Callback<Go>, player: Player, after_inner: bool) -> Callback<KeyboardEvent> {
    Callback::from(move |event: KeyboardEvent| {
        if (after_inner && event.default_prevented()) || !super::keys::is_for_widget(&event) {
            return;
        }
        match step_key(&event.key()) {
            Some(PlaybackKey::Go(to)) => {
                player.playing.set(false);
                on_go.emit(to);
            }
            Some(PlaybackKey::Toggle) => player.toggle(),
            None => return,
        }
        event.prevent_default();
    })
}

#[hook]
pub fn use_stepper(last: usize) -> Stepper {
    let step = use_state_eq(|| 0usize);
    let current = (*step).min(last);
    let on_go = {
        let step = step.setter();
        Callback::from(move |to: Go| step.set(step_to(to, current, last)))
    };
    let player = use_player(current, current < last, on_go.clone());
    // A stepper inside another (the mex stepper in the levels stepper) takes its keys first; the
    // outer one leaves a key already taken.
    let onkeydown = playback_keys(on_go.clone(), player.clone(), true);
    Stepper { step, current, last, player, on_go, onkeydown }
}

/// Playback of a sequence whose place is `at`: while playing and `can_next`, emits
/// [`Go::Next`] after each pause; at the end it stops by itself.
#[hook]
pub fn use_player(at: usize, can_next: bool, on_go: Callback<Go>) -> Player {
    let player = Player { playing: use_state_eq(|| false), speed: use_state_eq(|| 1usize) };
    let playing = player.playing.clone();
    use_effect_with((*player.playing, can_next, at, *player.speed), move |&(on, can_next, _, speed)| {
        let mut timer = None;
        if on && !can_next {
            playing.set(false);
        } else if on {
            let delay = DELAYS[speed.min(DELAYS.len() - 1)];
            timer = Some(Timeout::new(delay, move || on_go.emit(Go::Next)));
        }
        // Dropping the timeout clears it: a pause, a step or a new speed starts the wait afresh.
        move || drop(timer)
    });
    player
}

#[derive(Properties, PartialEq)]
pub struct PlaybackBarProps {
    pub player: Player,
    pub at_start: bool,
    pub can_next: bool,
    pub on_go: Callback<Go>,
    /// Shown between the buttons, e.g. "Step 2 of 4".
    #[prop_or_default]
    pub place: Option<String>,
    /// The bar takes the playback keys itself while its buttons have the focus (the steppers'
    /// own handlers take them for the whole stepper).
    #[prop_or_default]
    pub keys: bool,
}

/// The playback buttons and the speed. A step by hand pauses playback.
#[component(PlaybackBar)]
pub fn playback_bar(props: &PlaybackBarProps) -> Html {
    let t = kit_text(use_lang());
    let go = |to: Go| {
        let (on_go, playing) = (props.on_go.clone(), props.player.playing.clone());
        Callback::from(move |_: MouseEvent| {
            playing.set(false);
            on_go.emit(to);
        })
    };
    let playing = *props.player.playing;
    let toggle = {
        let player = props.player.clone();
        Callback::from(move |_: MouseEvent| player.toggle())
    };
    let on_speed = {
        let speed = props.player.speed.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            speed.set(select.value().parse().unwrap_or(1));
        })
    };
    let speed = *props.player.speed;
    let onkeydown = props.keys.then(|| playback_keys(props.on_go.clone(), props.player.clone(), false));
    // aria-disabled rather than disabled: a disabled button under the focus would drop it.
    let off = |yes: bool| yes.to_string();
    html! {
        <div class="playback stepper-buttons" role="group" aria-label={t.playback} {onkeydown}>
            <button class="step-first" onclick={go(Go::First)} aria-disabled={off(props.at_start)}>{ t.first }</button>
            <button class="step-back" onclick={go(Go::Back)} aria-disabled={off(props.at_start)}>{ t.back }</button>
            <button class="play-pause" onclick={toggle} aria-pressed={playing.to_string()}
                    aria-disabled={off(!props.can_next && !playing)}>
                { if playing { t.pause } else { t.play } }
            </button>
            <button class="step-next" onclick={go(Go::Next)} aria-disabled={off(!props.can_next)}>{ t.next }</button>
            <button class="step-last" onclick={go(Go::Last)} aria-disabled={off(!props.can_next)}>{ t.last }</button>
            <label class="speed">{ t.speed }{ " " }
                <select class="playback-speed" onchange={on_speed}>
                    { for t.speeds.iter().enumerate().map(|(index, name)| html! {
                        <option value={index.to_string()} selected={index == speed}>{ *name }</option>
                    }) }
                </select>
            </label>
            if let Some(place) = &props.place {
                <span class="muted playback-place">{ place }</span>
            }
        </div>
    }
}
