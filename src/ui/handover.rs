//! The hand-over from a page's pre-rendered text to the app.
//!
//! A page the build pre-renders (scripts/prerender.mjs) arrives with its text in
//! `<div id="prerendered">` and the app's root `#app` hidden: the reader can read (and follow
//! links) while the wasm loads. The app renders into the hidden root, and once the page it draws
//! is complete (its part and words fetched, or the fetch failed and says so), the pre-rendered
//! copy is removed and the root shown, in one task: the reader sees one page replace an
//! identical one, at the same scroll position. Pages without a copy (an address with a
//! position, say) have neither, and this does nothing.

use yew::prelude::*;

const COPY: &str = "prerendered";

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// True while the pre-rendered copy is shown (the app's first page is not complete yet).
pub fn pending() -> bool {
    document().and_then(|d| d.get_element_by_id(COPY)).is_some()
}

/// Removes the pre-rendered copy and shows the app (once; later calls do nothing).
pub fn take_over() {
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
