//! Offline use: registers the service worker that the release build ships (`sw.js`, written by
//! `scripts/post-build.mjs`) and tells the reader when a newer version has taken over the page.
//!
//! The worker precaches every file of the build and answers from that cache first, so a page
//! reloads with the network off. A new build reaches the reader like this: on a visit the page
//! asks the browser to check `sw.js`; if it changed, the new worker precaches the new files,
//! takes over at once (`skipWaiting` + `clients.claim`) and deletes the old cache. The page that
//! is open keeps running the old code, so it says that a reload brings the new version.

use std::cell::{Cell, RefCell};

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration};
use yew::prelude::*;

use super::i18n::use_lang;
use super::text::app_text;

/// Where the worker is: at the root of the site, beside the root `index.html`, so its scope is
/// every page's address (`/ja/…`, `/en/…`).
const WORKER_URL: &str = "/sw.js";

thread_local! {
    /// Set once a new worker has taken over a page that an older one controlled.
    static UPDATE_READY: Cell<bool> = const { Cell::new(false) };
    /// The mounted notices, told when `UPDATE_READY` becomes true.
    static SUBSCRIBERS: RefCell<Vec<(u32, Callback<()>)>> = const { RefCell::new(Vec::new()) };
    static NEXT_SUBSCRIBER: Cell<u32> = const { Cell::new(0) };
}

/// Whether a newer version than the running one has taken over the page.
pub fn update_ready() -> bool {
    UPDATE_READY.with(Cell::get)
}

/// Records that a newer version has taken over, and tells every mounted [`UpdateNotice`].
pub fn mark_update_ready() {
    UPDATE_READY.with(|ready| ready.set(true));
    // Cloned out first: a callback may re-render a notice, which could (un)subscribe.
    let subscribers: Vec<Callback<()>> =
        SUBSCRIBERS.with(|subs| subs.borrow().iter().map(|(_, callback)| callback.clone()).collect());
    for callback in subscribers {
        callback.emit(());
    }
}

fn subscribe(callback: Callback<()>) -> u32 {
    let id = NEXT_SUBSCRIBER.with(|next| {
        let id = next.get();
        next.set(id.wrapping_add(1));
        id
    });
    SUBSCRIBERS.with(|subs| subs.borrow_mut().push((id, callback)));
    id
}

fn unsubscribe(id: u32) {
    SUBSCRIBERS.with(|subs| subs.borrow_mut().retain(|(other, _)| *other != id));
}

/// The page's service worker container, or `None` where there is none: plain-http pages other
/// than localhost, opaque origins (where reading it throws), browsers without service workers.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let value = js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    value.dyn_into::<ServiceWorkerContainer>().ok()
}

/// The worker is registered this long after the page's `load` event. Its install fetches and
/// stores every file of the build (1.1 MB in about 440 files); registered at start, that ran
/// beside the first page's own parts and the engine's warm-up, and on two cores a large
/// analysis half a second after start took 1.5-3× as long as in the same page without a worker
/// (the game graph's 10^6 arrows: 366-494 ms against 155 ms, 24 Nov 2026).
const REGISTER_AFTER_LOAD_MS: i32 = 1_000;

/// Registers the service worker (release builds only) a moment after the page has loaded (see
/// [`REGISTER_AFTER_LOAD_MS`]) and watches for a newer version taking over. Never panics; any
/// failure (no service workers, no `sw.js`, offline) leaves the app working online exactly as
/// without a worker, so it is ignored.
pub fn register() {
    // Debug builds come from `trunk serve`, whose live reload a cache-first worker would defeat;
    // the post-build hook gives them a worker that only removes an earlier release's worker.
    if cfg!(debug_assertions) {
        return;
    }
    let Some(window) = web_sys::window() else { return };
    let later = || super::api::after(REGISTER_AFTER_LOAD_MS, register_now);
    if window.document().is_some_and(|document| document.ready_state() == "complete") {
        later();
    } else {
        let on_load = Closure::once_into_js(later);
        let _ = window.add_event_listener_with_callback("load", on_load.unchecked_ref());
    }
}

fn register_now() {
    let Some(container) = container() else { return };
    // A page no worker controlled is a first visit (or a forced reload): a worker taking over then
    // is the first install, the same version, not news.
    let had_controller = container.controller().is_some();
    if had_controller {
        // For the life of the page: leaked on purpose, once per page load.
        let on_change = Closure::<dyn FnMut()>::new(mark_update_ready);
        if container
            .add_event_listener_with_callback("controllerchange", on_change.as_ref().unchecked_ref())
            .is_ok()
        {
            on_change.forget();
        }
    }
    let registering = container.register(WORKER_URL);
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(registering).await else { return };
        // Check for a new `sw.js` now rather than whenever the browser gets round to it, so the
        // listener above is certainly in place when the new worker takes over.
        if had_controller
            && let Ok(registration) = registration.dyn_into::<ServiceWorkerRegistration>()
            && let Ok(checking) = registration.update()
        {
            // Rejects when offline or when the server is down: the cached version keeps running.
            let _ = JsFuture::from(checking).await;
        }
    });
}

/// Says that a new version is ready once one has taken over the page, with a button that reloads.
/// The live region is always there (empty until then) so screen readers announce the notice.
#[component(UpdateNotice)]
pub fn update_notice() -> Html {
    let t = app_text(use_lang());
    let ready = use_state(update_ready);
    let dismissed = use_state(|| false);
    {
        let ready = ready.setter();
        use_effect_with((), move |_| {
            let id = subscribe(Callback::from({
                let ready = ready.clone();
                move |()| ready.set(true)
            }));
            // The update may have landed between the first render and this subscription.
            if update_ready() {
                ready.set(true);
            }
            move || unsubscribe(id)
        });
    }
    let notice = (*ready && !*dismissed).then(|| {
        let reload = Callback::from(|_: MouseEvent| {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        });
        let dismiss = {
            let dismissed = dismissed.setter();
            Callback::from(move |_: MouseEvent| dismissed.set(true))
        };
        html! {
            <p class="notice update-notice">
                <span class="update-text">{ t.update_ready }</span>
                <button type="button" class="reload" onclick={reload}>{ t.reload }</button>
                <button type="button" class="dismiss" onclick={dismiss}>{ t.dismiss }</button>
            </p>
        }
    });
    html! {
        <div class="update-region" role="status">{ for notice }</div>
    }
}
