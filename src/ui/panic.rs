//! Shows a panic as an error panel instead of a blank page.

use wasm_bindgen::JsCast;

use super::i18n::Lang;
use super::text::app_text;

/// The id of the panel, for styling and tests.
pub const PANEL_ID: &str = "panic-panel";

/// Replaces the default panic hook with one that logs to the console and shows the panel.
///
/// It goes through Yew's `set_custom_panic_hook`: a hook set with `std::panic::set_hook` alone
/// is overwritten by Yew's console-only hook when the app is first rendered.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Grundy Lab crashed: {message}").into());
        show_panel(&message);
    }));
}

/// Draws the error panel over the page. Uses only the DOM, never Yew: after a panic the app's
/// own state can no longer be trusted.
pub fn show_panel(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = document.body() else { return };
    if document.get_element_by_id(PANEL_ID).is_some() {
        return;
    }
    let element = |tag: &str, text: &str| {
        let el = document.create_element(tag).ok()?;
        el.set_text_content(Some(text));
        Some(el)
    };
    let Some(panel) = document.create_element("div").ok() else { return };
    panel.set_id(PANEL_ID);
    let _ = panel.set_attribute("role", "alert");
    // The page's language, as the language switch last set it on the root element.
    let lang = document
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_else(Lang::initial);
    let t = app_text(lang);
    let parts = [element("h2", t.crash_heading), element("p", t.crash_body), element("pre", message)];
    for part in parts.into_iter().flatten() {
        let _ = panel.append_child(&part);
    }
    if let Some(button) = element("button", t.reload) {
        // The listener is the browser's own `location.reload`, bound to the location: no inline
        // `onclick` (the Content-Security-Policy blocks inline handlers) and no Rust closure
        // (after a panic the wasm instance may no longer run).
        if let Some(reload) = bound_reload() {
            let _ = button.add_event_listener_with_callback("click", &reload);
        }
        let _ = panel.append_child(&button);
    }
    if let Ok(panel) = panel.dyn_into::<web_sys::HtmlElement>() {
        let _ = body.append_child(&panel);
    }
}

/// `location.reload` bound to the page's location, callable with no `this`.
fn bound_reload() -> Option<js_sys::Function> {
    let location = web_sys::window()?.location();
    let reload = js_sys::Reflect::get(&location, &"reload".into()).ok()?;
    Some(reload.dyn_into::<js_sys::Function>().ok()?.bind0(&location))
}
