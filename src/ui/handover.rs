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
//! Meanwhile a long page draws itself in pieces, a task each ([`Later`]), and the hand-over
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
    /// How many [`Later`]s have yet to draw their children.
    static WAITING: Cell<usize> = const { Cell::new(0) };
    /// The hand-over the page asked for while some were waiting.
    static WANTED: Cell<bool> = const { Cell::new(false) };
    /// The hand-over's task, once asked for.
    static SWAP: RefCell<Option<Timeout>> = const { RefCell::new(None) };
}

/// Removes the pre-rendered copy and shows the app, once every [`Later`] has drawn (once; later
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

/// One [`Later`] still to draw: counted while it lives.
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

#[derive(Properties, PartialEq)]
pub struct LaterProps {
    #[prop_or_default]
    pub children: Html,
}

/// Its children, drawn in a task after the page's first one while the pre-rendered copy is
/// shown (each `Later` in a task of its own, in the order they were drawn); at once otherwise.
/// Wrap what a page shows below its first screen.
#[component(Later)]
pub fn later(props: &LaterProps) -> Html {
    let shown = use_state_eq(|| !pending());
    let waiting = use_mut_ref(|| (!*shown).then(Waiting::new));
    {
        let shown = shown.setter();
        let deferred = waiting.borrow().is_some();
        use_effect_with((), move |_| {
            let timer = deferred.then(|| Timeout::new(0, move || shown.set(true)));
            move || drop(timer)
        });
    }
    // Drawn: no longer waited for (the hand-over may follow).
    use_effect_with(*shown, move |&shown| {
        if shown {
            waiting.borrow_mut().take();
        }
    });
    if *shown { props.children.clone() } else { Html::default() }
}
