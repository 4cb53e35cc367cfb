//! Fitting the board to the screen: the board scales to the height left after everything the
//! player needs in view with it (status, total line, turn controls), at every screen size.
//!
//! In the frame after each render, and on resize, [`use_fit_board`] measures where the board
//! area starts and how tall the lines below it up to the turn controls are, and sets
//! `--board-room` on the page: the height the board's drawing may take. A board opts in with CSS, e.g. `max-height:
//! var(--board-room)` on its drawing (`.fit-board`).

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// Never smaller than this: on a very short window scrolling beats an unusable board.
const MIN_ROOM: f64 = 180.0;
/// Breathing room under the turn controls.
const MARGIN: f64 = 12.0;

fn rect(element: &Element) -> web_sys::DomRect {
    element.get_bounding_client_rect()
}

/// Sets `--board-room` on `page` (the game page's `<main>`).
fn fit(page: &HtmlElement) {
    let Some(window) = web_sys::window() else { return };
    let find = |selector: &str| page.query_selector(selector).ok().flatten();
    let (Some(area), Some(controls)) = (find(".play-area .board-area"), find(".play-area > .turn-controls"))
    else {
        return;
    };
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    let scroll = window.scroll_y().unwrap_or(0.0);
    let area_box = rect(&area);
    // Whatever sits in the area beside the drawing (padding, captions) keeps its height.
    let drawing = find(".play-area .board-area .fit-board").map_or(area_box.height(), |d| rect(&d).height());
    let beside = area_box.height() - drawing;
    let below = rect(&controls).bottom() - area_box.bottom();
    let room = (height - (area_box.top() + scroll) - beside - below - MARGIN).max(MIN_ROOM);
    // The page's only inline style: no other code sets one on `<main>`. Written only when it
    // changes, so an unchanged room costs the browser no second style and layout pass.
    let style = format!("--board-room: {}px", room as i64);
    if page.get_attribute("style").as_deref() != Some(style.as_str()) {
        let _ = page.set_attribute("style", &style);
    }
}

thread_local! {
    /// The page [`fit_in_next_frame`] will measure; `Some` while a frame is requested.
    static FIT_PENDING: std::cell::RefCell<Option<NodeRef>> = const { std::cell::RefCell::new(None) };
}

/// Measures and sets `--board-room` in the next animation frame, once however many renders come
/// before it (the person's move and the computer's reply render apart). Measuring right after a
/// render forced the browser to lay the page out there and then, inside the move's task (3 ms of
/// the 64-pile Nim page's reply); in the frame it is the layout the frame does anyway, and a
/// changed room is laid out in that same pass.
fn fit_in_next_frame(page: NodeRef) {
    if FIT_PENDING.with(|p| p.borrow_mut().replace(page).is_some()) {
        return; // already requested: it measures the latest page
    }
    let measure = Closure::once_into_js(|| {
        if let Some(page) = FIT_PENDING.with(|p| p.borrow_mut().take()).and_then(|p| p.cast::<HtmlElement>())
        {
            fit(&page);
        }
    });
    let requested =
        web_sys::window().is_some_and(|w| w.request_animation_frame(measure.unchecked_ref()).is_ok());
    if !requested
        && let Some(page) = FIT_PENDING.with(|p| p.borrow_mut().take()).and_then(|p| p.cast::<HtmlElement>())
    {
        fit(&page);
    }
}

/// Keeps `--board-room` true on the element `page` refers to: in the frame after every render of
/// the calling component, and on every resize.
#[hook]
pub fn use_fit_board(page: NodeRef) {
    {
        let page = page.clone();
        use_effect(move || fit_in_next_frame(page));
    }
    use_effect_with((), move |_| {
        let on_resize = web_sys::window().map(|window| {
            EventListener::new(&window, "resize", move |_| {
                if let Some(page) = page.cast::<HtmlElement>() {
                    fit(&page);
                }
            })
        });
        move || drop(on_resize)
    });
}
