//! The hand-over from a page's pre-rendered text to the app.
//!
//! A page the build pre-renders (scripts/prerender.mjs) arrives with its text in
//! `<div id="prerendered">` and the app's root `#app` hidden: the reader can read (and follow
//! links) while the wasm loads. The app renders into the hidden root, and once the page it draws
//! is complete (its part and words fetched, or the fetch failed and says so), the pre-rendered
//! copy is removed and the root shown, in one task: the reader sees one page replace an
//! identical one, at the same scroll position. Pages without a copy (an address with a
//! position, say) have neither, and this does nothing.
//!
//! Meanwhile a long page draws itself in pieces, a task each ([`use_pieces`]), and the hand-over
//! waits for the last: drawn at once, a game page or a lesson was one task of 40-100 ms on a
//! desktop (four times that on a phone) during which the copy answered no tap.

use std::cell::{Cell, RefCell};

use gloo_timers::callback::Timeout;
use yew::prelude::*;

const COPY: &str = "prerendered";

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// True while the pre-rendered copy is shown (the app's first page is not complete yet).
pub fn pending() -> bool {
    document().and_then(|d| d.get_element_by_id(COPY)).is_some()
}

thread_local! {
    /// How many pages have yet to draw all their pieces ([`use_pieces`]).
    static WAITING: Cell<usize> = const { Cell::new(0) };
    /// The hand-over the page asked for while some were waiting.
    static WANTED: Cell<bool> = const { Cell::new(false) };
    /// The hand-over's task, once asked for.
    static SWAP: RefCell<Option<Timeout>> = const { RefCell::new(None) };
}

/// Removes the pre-rendered copy and shows the app, once every piece is drawn (once; later
/// calls do nothing). In a task of its own: the browser lays the page out after the task that
/// drew its last piece, and again after this one.
pub fn take_over() {
    if WAITING.get() > 0 {
        WANTED.set(true);
        return;
    }
    SWAP.with(|swap| {
        swap.borrow_mut().get_or_insert_with(|| Timeout::new(0, swap_now));
    });
}

fn swap_now() {
    let Some(document) = document() else { return };
    if let Some(copy) = document.get_element_by_id(COPY) {
        copy.remove();
    }
    if let Some(root) = document.get_element_by_id("app")
        && root.has_attribute("hidden")
    {
        let _ = root.remove_attribute("hidden");
        // What measured itself while hidden (a board fitted to the room left on the screen,
        // `kit::fit`) measures again, as after a resize.
        if let (Some(window), Ok(resize)) = (web_sys::window(), web_sys::Event::new("resize")) {
            let _ = window.dispatch_event(&resize);
        }
    }
}

/// Takes over once `ready` (the page drawn is complete).
#[hook]
pub fn use_take_over(ready: bool) {
    use_effect_with(ready, |&ready| {
        if ready {
            take_over();
        }
    });
}

/// A page still drawing its pieces ([`use_pieces`]): counted while it lives.
struct Waiting;

impl Waiting {
    fn new() -> Self {
        WAITING.set(WAITING.get() + 1);
        Waiting
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        WAITING.set(WAITING.get().saturating_sub(1));
        if WAITING.get() == 0 && WANTED.replace(false) {
            take_over();
        }
    }
}

/// How many of a page's `pieces` to draw now: all of them at once without the pre-rendered copy;
/// over it the first at once, then one more each task (the hand-over waits for the last). The
/// page draws its first screen as piece 0 and what is below as the others, in order.
#[hook]
pub fn use_pieces(pieces: usize) -> usize {
    let shown = use_state_eq(|| if pending() { pieces.min(1) } else { pieces });
    // The next piece's timer, and the page counted as still drawing, live with the page. (Set
    // while drawing, not in an effect: a drawing again only puts the timer off.)
    let state = use_mut_ref(|| (None::<Timeout>, (*shown < pieces).then(Waiting::new)));
    let mut state = state.borrow_mut();
    if *shown < pieces {
        let (next, now) = (shown.setter(), *shown);
        state.0 = Some(Timeout::new(0, move || next.set(now + 1)));
    } else {
        // All drawn: no longer waited for (the hand-over may follow, in a task of its own).
        *state = (None, None);
    }
    *shown
}
