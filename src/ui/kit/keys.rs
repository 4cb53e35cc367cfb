//! Keyboard handling shared by the widgets that take keys themselves (board, stepper).

use wasm_bindgen::JsCast;
use yew::KeyboardEvent;

/// True when a key press is meant for the widget whose handler sees it rather than for the
/// browser or a control inside the widget: no Ctrl, Alt or Meta (Ctrl+R must still reload);
/// not typed into an input or select (they keep every key); not Enter or Space on a button (that
/// presses the button). Arrow keys on a button do reach the widget: buttons do not use them.
pub fn is_for_widget(event: &KeyboardEvent) -> bool {
    if event.ctrl_key() || event.alt_key() || event.meta_key() {
        return false;
    }
    let Some(target) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return true;
    };
    match target.tag_name().as_str() {
        "INPUT" | "SELECT" | "TEXTAREA" => false,
        "BUTTON" => !matches!(event.key().as_str(), "Enter" | " "),
        _ => true,
    }
}
