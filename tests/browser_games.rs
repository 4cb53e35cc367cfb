//! Browser tests of the chocolate, Hackenbush and Wythoff pages, each mounted alone into an element of its
//! own, in headless Chromium (wasm-bindgen-test).
//!
//! Run with `cargo test --target wasm32-unknown-unknown --test browser_games`.
#![cfg(target_arch = "wasm32")]

use grundy_lab::games::chocolate::{Chocolate, CuttingKind, EatKind, SplitKind};
use grundy_lab::games::hackenbush::Hackenbush;
use grundy_lab::ui::kit::page::{GamePage, GamePageProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;
use yew::{AppHandle, AttrValue, BaseComponent};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Mounts page `C` into a fresh element; returns that element and the handle that removes it.
async fn mount<C: BaseComponent>(props: C::Properties) -> (Element, AppHandle<C>) {
    // Each test starts with no saved game (ui::kit::persist keeps one per game).
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (root, handle)
}

fn texts(root: &Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().dyn_into::<Element>().unwrap().text_content().unwrap_or_default())
        .collect()
}

fn chocolate(position: &str) -> GamePageProps {
    GamePageProps { position: Some(AttrValue::from(position.to_owned())) }
}

#[wasm_bindgen_test]
async fn eat_game_labels_the_seed_bar_and_the_total() {
    // Seed 000's worked table: g(3×2) = 4; g(4×4) = ((4−1) ⊕ (4−1)) + 1 = 1 (hand, and the
    // property tests check the formula against brute force); 4 ⊕ 1 = 5.
    let (root, handle) = mount::<GamePage<Chocolate<EatKind>>>(chocolate("3x2 4x4")).await;
    let labels = texts(&root, ".bar-label");
    assert!(labels[0].contains("*4") && labels[1].contains("*1"), "{labels:?}");
    assert_eq!(texts(&root, ".total-value"), ["5"]);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn split_and_cutting_pages_value_their_bars() {
    // Split: every play of an h×w bar takes h·w − 1 breaks, so 3×2 is *1 and 2×2 is *1 (hand).
    let (root, handle) = mount::<GamePage<Chocolate<SplitKind>>>(chocolate("3x2,2x2")).await;
    assert_eq!(texts(&root, ".total-value"), ["0"]);
    handle.destroy();
    // Cutting: 2×2 has no cut keeping both pieces 2 wide, so *0; 2×4 has one (2×2 + 2×2, 0 ⊕ 0),
    // so mex{0} = 1 (hand).
    let (root, handle) = mount::<GamePage<Chocolate<CuttingKind>>>(chocolate("2x2 2x4")).await;
    assert_eq!(texts(&root, ".total-value"), ["1"]);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn hackenbush_labels_the_default_tree() {
    // The default tree 0-1 1-2 1-3 3-4 0-5 5-6 0-7: the branch at 1 is (0+1) ⊕ (1+1) = 3, so
    // 4 above the ground; the stalk 5-6 is 2 and the leaf 7 is 1: 4 ⊕ 2 ⊕ 1 = 7 (hand).
    let (root, handle) = mount::<GamePage<Hackenbush>>(GamePageProps { position: None }).await;
    assert_eq!(texts(&root, ".total-value"), ["7"]);
    assert!(texts(&root, ".ground-label")[0].contains("*7"));
    // Unmounting empties the element: a page leaves nothing behind.
    handle.destroy();
    yew::scheduler::flush().await;
    assert_eq!(root.child_element_count(), 0);
}

#[wasm_bindgen_test]
async fn wythoff_draws_the_queen_board_and_writes_large_heaps() {
    use grundy_lab::games::wythoff::Wythoff;
    // (5, 7) on the 9×9 board (0 to the larger heap + 1): the cold positions there are (0, 0),
    // (1, 2), (2, 1), (3, 5), (5, 3), (4, 7), (7, 4) (OEIS A000201 / A001950); G(5, 7) = 1 by
    // the mex rule (a brute force in Python), not 5 ⊕ 7 = 2.
    let (root, handle) = mount::<GamePage<Wythoff>>(chocolate("5 7")).await;
    assert_eq!(root.query_selector_all(".wythoff-grid .sq").unwrap().length(), 81);
    assert_eq!(root.query_selector_all(".wythoff-grid .cold-dot").unwrap().length(), 7);
    // The queen reaches 5 squares left, 7 down and 5 diagonally.
    assert_eq!(root.query_selector_all(".wythoff-grid .sq.reach").unwrap().length(), 17);
    assert_eq!(texts(&root, ".total-value"), ["1"]);
    assert!(texts(&root, ".not-a-sum")[0].contains("5 ⊕ 7 = 2"));
    handle.destroy();
    // Heaps near 10^18 are written, not drawn, with a typed move; the cold pairs still answer.
    let (root, handle) = mount::<GamePage<Wythoff>>(chocolate("1000000000000000000 3")).await;
    assert!(root.query_selector(".wythoff-grid").unwrap().is_none());
    assert!(root.query_selector(".wythoff-board.long").unwrap().is_some());
    assert!(root.query_selector(".move-form").unwrap().is_some());
    assert_eq!(root.query_selector_all(".wythoff-steps .stages li").unwrap().length(), 4);
    handle.destroy();
}
