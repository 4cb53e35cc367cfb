//! A game survives a reload: the session is kept in the browser's local storage (never sent
//! anywhere) in `games::session::Saved`'s text form, one entry per game.

use yew::prelude::*;

use super::text::kit_text;
use crate::games::Playable;
use crate::games::session::{Mode, RestoreError, Saved, Session, Strength};
use crate::ui::i18n::Lang;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn key(game: &str) -> String {
    format!("grundy-lab.game.{game}")
}

/// What the page starts from: the session, whether values are shown, and a notice when a saved
/// game had to be dropped.
pub struct Restored<G: Playable> {
    pub session: Session<G>,
    pub show_labels: bool,
    pub notice: Option<RestoreError>,
}

/// The saved game of `G`, when there is one and it fits the address: with no position in the
/// address (`wanted` is `None`) any saved game comes back; with one, only a game whose board
/// shows that position (a shared link opens what it names).
pub fn restore<G: Playable>(wanted: Option<&G::Position>, fallback: G::Position) -> Restored<G> {
    let fresh = |notice| Restored {
        session: Session::new(fallback.clone(), Mode::HumanVsComputer, true),
        show_labels: true,
        notice,
    };
    let Some(text) = storage().and_then(|s| s.get_item(&key(G::ID)).ok().flatten()) else {
        return fresh(None);
    };
    let saved = match Saved::decode(&text) {
        Ok(saved) => saved,
        Err(error) => {
            forget(G::ID);
            return fresh(Some(error));
        }
    };
    match Session::<G>::from_saved(&saved) {
        Ok(session) if wanted.is_none_or(|w| w == session.position()) => {
            Restored { session, show_labels: saved.show_labels, notice: None }
        }
        Ok(_) => fresh(None),
        Err(error) => {
            forget(G::ID);
            fresh(Some(error))
        }
    }
}

fn forget(game: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(&key(game));
    }
}

/// Keeps the session in storage after every change. A full or refused storage is not the
/// player's problem: the game goes on unsaved.
///
/// `text` is the session of game `id` as saved (`Session::to_saved`, encoded); the hook is not
/// generic, so that every game's page shares its code.
#[hook]
pub fn use_save_text(id: &'static str, text: String) {
    use_effect_with(text, move |text| {
        if let Some(storage) = storage() {
            let _ = storage.set_item(&key(id), text);
        }
    });
}

/// Why a saved game was not brought back, in `lang`.
pub fn restore_notice(lang: Lang, error: &RestoreError) -> &'static str {
    let t = kit_text(lang);
    match error {
        RestoreError::OldVersion => t.restore_old_version,
        _ => t.restore_damaged,
    }
}

const ANALYSIS_KEY: &str = "grundy-lab.analysis";
const STRENGTH_KEY: &str = "grundy-lab.strength";

/// The computer's strength the reader chose last (remembered for every game; perfect by default).
pub fn strength() -> Strength {
    storage()
        .and_then(|s| s.get_item(STRENGTH_KEY).ok().flatten())
        .and_then(|code| Strength::from_code(&code))
        .unwrap_or_default()
}

pub fn set_strength(strength: Strength) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(STRENGTH_KEY, strength.code());
    }
}
const CLASSROOM_KEY: &str = "grundy-lab.classroom";

/// Whether the teacher chose to hide the answers (values, hints, the computer's reasons) until
/// they reveal them (remembered for every game).
pub fn answers_hidden() -> bool {
    storage().and_then(|s| s.get_item(CLASSROOM_KEY).ok().flatten()).is_some_and(|v| v == "hidden")
}

pub fn set_answers_hidden(hidden: bool) {
    if let Some(storage) = storage() {
        let _ = if hidden {
            storage.set_item(CLASSROOM_KEY, "hidden")
        } else {
            storage.remove_item(CLASSROOM_KEY)
        };
    }
}

/// Whether the reader chose to see the analysis panels while playing the computer (remembered
/// for every game; hidden by default, since they give the move away).
pub fn analysis_shown() -> bool {
    storage().and_then(|s| s.get_item(ANALYSIS_KEY).ok().flatten()).is_some_and(|v| v == "shown")
}

pub fn set_analysis_shown(shown: bool) {
    if let Some(storage) = storage() {
        let _ =
            if shown { storage.set_item(ANALYSIS_KEY, "shown") } else { storage.remove_item(ANALYSIS_KEY) };
    }
}
