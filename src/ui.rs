//! The browser app: Yew components that render the games and their explanations.
//!
//! Components only render state and dispatch actions; the rules live in
//! [`games`](crate::games) and the theory in [`engine`](crate::engine). Web APIs (the URL,
//! `window`) are touched here and nowhere below.

pub mod api;
pub mod app;
pub mod chocolate_board;
pub mod chocolate_page;
pub mod colon_stepper;
pub mod game_chrome;
pub mod grundy_table;
pub mod hackenbush_board;
pub mod hackenbush_editor;
pub mod hackenbush_page;
pub mod history;
pub mod home;
pub mod keys;
pub mod mex_stepper;
pub mod nim_board;
pub mod nim_page;
pub mod offline;
pub mod panic;
pub mod reducer;
pub mod xor_panel;

/// Starts the app: installs the panic panel and the console API, then mounts the root component.
pub fn start() {
    panic::install();
    api::install();
    let root = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => yew::Renderer::<app::App>::with_root(root).render(),
        None => yew::Renderer::<app::App>::new().render(),
    };
    offline::register();
}
