//! The browser app: Yew components that render the games and their explanations.
//!
//! Components only render state and dispatch actions; the rules live in
//! [`games`](crate::games) and the theory in [`engine`](crate::engine). Web APIs (the URL,
//! `window`, storage) are touched here and nowhere below.
//!
//! Layout: [`kit`] is what every game page shares, [`explain`] the explanation components any
//! game can use, and one folder per game holds its board and its own panels.

pub mod api;
pub mod app;
pub mod chocolate;
pub mod course;
pub mod explain;
pub mod glossary;
pub mod handover;
pub mod home;
pub mod i18n;
pub mod kit;
pub mod offline;
pub mod pages;
pub mod panic;
pub mod reduction;
pub mod route;
pub mod split;
pub mod sums;
pub mod takeaway;
pub mod text;

// Each game with a module of its own (`module m` on its line of the registry): its page.
crate::games::catalog::for_each_game!(modules);

/// Starts the app: installs the panic panel and the console API, then mounts the root component
/// in a task of its own (after the wasm's own start-up: together they were one long task on a
/// phone).
pub fn start() {
    panic::install();
    api::install();
    gloo_timers::callback::Timeout::new(0, || {
        let root = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("app"));
        match root {
            Some(root) => yew::Renderer::<app::App>::with_root(root).render(),
            None => yew::Renderer::<app::App>::new().render(),
        };
    })
    .forget();
    offline::register();
}
