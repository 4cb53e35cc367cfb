//! Browser tests: the update notice of `ui::offline` mounted in headless Chromium.
//!
//! Run with `cargo test --target wasm32-unknown-unknown --test browser_offline`. The service worker
//! itself is tested end to end on the release build (e2e/offline.test.mjs): debug builds, like
//! this one, never register it.
#![cfg(target_arch = "wasm32")]

use grundy_lab::ui::i18n::Lang;
use grundy_lab::ui::offline::{self, UpdateNotice};
use grundy_lab::ui::text::app_text;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn the_notice_appears_when_a_new_version_takes_over_and_can_be_dismissed() {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<UpdateNotice>::with_root(root.clone()).render();
    yew::scheduler::flush().await;

    // Nothing to say yet, but the live region is there for screen readers to watch.
    let region = root.query_selector(".update-region").unwrap().expect("the live region");
    assert_eq!(region.get_attribute("role").as_deref(), Some("status"));
    assert_eq!(region.child_element_count(), 0);
    assert!(!offline::update_ready());

    offline::mark_update_ready();
    yew::scheduler::flush().await;
    let text = root.query_selector(".update-notice .update-text").unwrap().expect("the notice");
    assert_eq!(text.text_content().as_deref(), Some(app_text(Lang::En).update_ready));
    assert!(root.query_selector(".update-notice button.reload").unwrap().is_some());

    let dismiss: HtmlElement = root
        .query_selector(".update-notice button.dismiss")
        .unwrap()
        .expect("a dismiss button")
        .dyn_into()
        .unwrap();
    dismiss.click();
    yew::scheduler::flush().await;
    assert!(root.query_selector(".update-notice").unwrap().is_none());
}
