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

/// The addresses of seeded lessons, the review and the worksheets (hand-written cases).
#[wasm_bindgen_test]
fn seeded_addresses_are_read() {
    use grundy_lab::ui::route::Route;
    let known = |_: &str| false;
    assert_eq!(Route::parse("#/learn/4", known), Route::Learn(4, None));
    assert_eq!(Route::parse("#/learn/4?seed=123", known), Route::Learn(4, Some(123)));
    assert_eq!(Route::parse("#/learn/4?seed=x", known), Route::Learn(4, None));
    assert_eq!(Route::parse("#/learn/x?seed=1", known), Route::Learn(0, Some(1)));
    assert_eq!(Route::parse("#/review", known), Route::Review);
    assert_eq!(Route::parse("#/review?seed=5", known), Route::Review);
    assert_eq!(
        Route::parse("#/worksheet/4?seed=123", known),
        Route::Worksheet { number: 4, key: false, seed: 123 }
    );
    assert_eq!(
        Route::parse("#/worksheet/4/key?seed=123", known),
        Route::Worksheet { number: 4, key: true, seed: 123 }
    );
    assert_eq!(Route::parse("#/worksheet/4", known), Route::Worksheet { number: 4, key: false, seed: 1 });
    assert_eq!(Route::parse("#/worksheet", known), Route::Worksheet { number: 0, key: false, seed: 1 });
}

/// The review's texts: every code error worded in both languages, the Japanese in Japanese.
#[wasm_bindgen_test]
fn every_code_error_is_worded_in_both_languages() {
    use grundy_lab::games::drill::CodeError;
    use grundy_lab::ui::course::review_text::{EN, JA};
    let japanese = |s: &str| s.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c));
    let errors = [
        CodeError::Empty,
        CodeError::Version,
        CodeError::BadCharacter('!'),
        CodeError::Length,
        CodeError::Check,
    ];
    for (table, is_ja) in [(&EN, false), (&JA, true)] {
        let words: Vec<String> = errors.iter().map(|e| (table.code_error)(e)).collect();
        for (i, w) in words.iter().enumerate() {
            assert!(!words[..i].contains(w), "{w} repeats");
            assert_eq!(japanese(w), is_ja, "{w}");
        }
    }
}

/// The review's topics: the distinct kind-and-game pairs of `plan::EXERCISES` (counted by hand
/// in plan.rs: 38 among the 49 exercises: 4 on Kayles in lesson 11, 4 in lesson 12 and 4 in
/// lesson 13, each a new pair), so the progress code is 4 + ⌈(49 + 3 × 38) / 5⌉ + 1 = 4 + 33 + 1
/// = 38 characters.
#[wasm_bindgen_test]
fn the_progress_code_is_short() {
    use grundy_lab::ui::course::progress::{Progress, Review, export_code, read_code, topics};
    assert_eq!(topics().len(), 38);
    let code = export_code(&Progress::default(), &Review::default());
    assert_eq!(code.len(), 38, "{code}");
    assert!(read_code(&code).is_ok());
}

/// A code of the ten-lesson course (26 topics among 37 exercises) still reads: its flags and
/// boxes are the first of today's, the later lessons' are unsolved and out of the review.
#[wasm_bindgen_test]
fn a_code_of_the_ten_lesson_course_still_reads() {
    use grundy_lab::games::drill::{Saved, encode};
    use grundy_lab::ui::course::progress::{read_code, topics};
    let mut solved = vec![false; 37];
    solved[0] = true;
    solved[36] = true;
    let mut boxes = vec![0u8; 26];
    boxes[25] = 3;
    let code = encode(&Saved { solved, boxes });
    assert_eq!(code.len(), 28, "{code}");
    let saved = read_code(&code).expect("a ten-lesson code reads");
    assert_eq!(saved.solved.len(), 49);
    assert_eq!(saved.boxes.len(), topics().len());
    assert!(saved.solved[0] && saved.solved[36] && !saved.solved[37..].iter().any(|&s| s));
    assert_eq!(saved.boxes[25], 3);
    assert!(saved.boxes[26..].iter().all(|&b| b == 0));
}
