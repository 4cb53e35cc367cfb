//! A game page's address: the position written into it after each move (without a history
//! entry), and read back from it when the reader edits or follows one.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

use super::text::kit_text;
use crate::ui::i18n::Lang;
use crate::ui::route;

/// Puts `/<lang>/<game>/<position>` in the address bar without a new history entry. The router
/// is not told: the page already shows this position.
pub fn write_url(game: &str, position: &str) {
    route::replace_page(&format!("{game}/{}", route::segment(position)));
}

/// An address [`write_url_after_paint`] will write.
struct PendingUrl {
    /// The page to write (after the language): the latest position shown.
    page: String,
    /// The address bar's page when the write was scheduled: a different one by then means the
    /// reader (a link, Back, a typed address) went elsewhere, and the write is dropped.
    seen: String,
}

thread_local! {
    static PENDING_URL: std::cell::RefCell<Option<PendingUrl>> = const { std::cell::RefCell::new(None) };
}

fn current_page() -> String {
    route::address().page
}

/// [`write_url`] once the frame showing the move is painted (the next animation frame, then a
/// task): Chromium's `replaceState` takes about 3 ms a call (median of 30 on an empty page),
/// a fifth of the frame in which the person's move, the computer's reply and the labels must
/// appear. Positions shown within one frame are written once, the last; a write is dropped when
/// the address has changed meanwhile (another game, or another position of this one, opened by
/// a link: writing the board's position over it would undo that navigation). In a hidden tab
/// (no frames) it writes at once.
fn write_url_after_paint(game: &'static str, position: &str) {
    let page = format!("{game}/{}", route::segment(position));
    let Some(window) = web_sys::window() else { return };
    if window.document().is_none_or(|d| d.hidden()) {
        PENDING_URL.with(|p| p.borrow_mut().take());
        route::replace_page(&page);
        return;
    }
    let scheduled = PENDING_URL.with(|p| {
        let mut pending = p.borrow_mut();
        match pending.as_mut() {
            Some(pending) => {
                pending.page = page;
                true
            }
            None => {
                *pending = Some(PendingUrl { page, seen: current_page() });
                false
            }
        }
    });
    if scheduled {
        return; // already scheduled: it writes the latest
    }
    let write = Closure::once_into_js(|| {
        let Some(PendingUrl { page, seen }) = PENDING_URL.with(|p| p.borrow_mut().take()) else { return };
        if current_page() == seen {
            route::replace_page(&page);
        }
    });
    let after_frame = Closure::once_into_js(move || {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(write.unchecked_ref(), 0);
        }
    });
    if window.request_animation_frame(after_frame.unchecked_ref()).is_err()
        && let Some(PendingUrl { page, .. }) = PENDING_URL.with(|p| p.borrow_mut().take())
    {
        route::replace_page(&page);
    }
}

/// True when the address bar holds `/<lang>/<game>` with no position (or an empty one).
fn bare_game_address(game: &str) -> bool {
    let page = route::address().page;
    let page = page.split('?').next().unwrap_or_default();
    let rest = page.strip_prefix('/').and_then(|rest| rest.strip_prefix(game));
    matches!(rest, Some("" | "/"))
}

/// The text after `/<lang>/<game>/` in the address bar, percent-decoded where possible.
fn position_in_address(game: &str) -> Option<String> {
    let raw = route::address().page;
    // A query is not part of the position (a position's own `?` is written `%3F`).
    let raw = raw.split('?').next().unwrap_or_default();
    let encoded = raw.strip_prefix(&format!("/{game}/")).filter(|rest| !rest.is_empty())?.to_owned();
    Some(js_sys::decode_uri_component(&encoded).map(String::from).unwrap_or(encoded))
}

/// Keeps the address bar on the board's position (`url_text`, in the game's URL notation) and
/// hands every position the address names to `on_open`: the one the router matched
/// (`route_position`), and one pasted or typed later, even the same link again after the board
/// has moved on (the router's state was not told of our `replaceState`, so a `popstate`
/// listener sees it: the router sends one for a followed link too).
///
/// `on_open` must be built from handles that never change (dispatchers, setters): the listener
/// keeps the first one it is given.
#[hook]
pub fn use_url_position(
    game: &'static str,
    url_text: String,
    route_position: Option<AttrValue>,
    on_open: Callback<String>,
) {
    // What the address was last set to: a later bare `/<lang>/<game>` (a header link, a typed
    // address, Back) is answered with it, so the address and the board never disagree.
    let written = use_mut_ref(String::new);
    {
        let written = written.clone();
        use_effect_with(url_text, move |text| {
            write_url_after_paint(game, text);
            written.borrow_mut().clone_from(text);
        });
    }
    {
        let on_open = on_open.clone();
        use_effect_with(route_position, move |raw| {
            if let Some(raw) = raw {
                on_open.emit(raw.to_string());
            }
        });
    }
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|window| {
            EventListener::new(&window, "popstate", move |_| {
                if let Some(text) = position_in_address(game) {
                    on_open.emit(text);
                } else if bare_game_address(game) {
                    write_url(game, &written.borrow());
                }
            })
        });
        move || drop(listener)
    });
}

/// The message for an address that held no position: the first 40 characters of what it held.
pub fn bad_address(lang: Lang, raw: &str, what: &str, error: &str, default: &str) -> String {
    let mut shown: String = raw.chars().take(40).collect();
    if raw.chars().count() > 40 {
        shown.push('…');
    }
    (kit_text(lang).bad_address)(what, &shown, error, default)
}
