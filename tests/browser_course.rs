//! The course's words, checked in the browser build (the ui compiles for wasm only).
//!
//! Run with `cargo test --target wasm32-unknown-unknown --test browser_course`.
#![cfg(target_arch = "wasm32")]

use grundy_lab::games::course::Mistake;
use grundy_lab::ui::course::text::{EN, JA};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Every diagnosis has its words in both languages, its own in each, and the Japanese one is
/// written in Japanese.
#[wasm_bindgen_test]
fn every_mistake_is_worded_in_both_languages() {
    let japanese = |s: &str| s.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c));
    for (table, is_ja) in [(&EN, false), (&JA, true)] {
        let words: Vec<&str> = Mistake::ALL.iter().map(|&m| (table.mistake)(m)).collect();
        for (i, w) in words.iter().enumerate() {
            assert!(w.len() > 20, "{:?}", Mistake::ALL[i]);
            assert!(!words[..i].contains(w), "{:?} repeats another text", Mistake::ALL[i]);
            assert_eq!(japanese(w), is_ja, "{:?}: {w}", Mistake::ALL[i]);
        }
    }
}
