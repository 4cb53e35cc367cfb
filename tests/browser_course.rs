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
/// in the lesson files: 50 among the 59 exercises), so the progress code is
/// 4 + ⌈(59 + 3 × 50) / 5⌉ + 1 = 4 + 42 + 1 = 47 characters.
#[wasm_bindgen_test]
fn the_progress_code_is_short() {
    use grundy_lab::ui::course::progress::{Progress, Review, export_code, read_code, topics};
    assert_eq!(topics().len(), 50);
    let code = export_code(&Progress::default(), &Review::default());
    assert_eq!(code.len(), 47, "{code}");
    assert!(code.starts_with("GL2-"), "{code}");
    assert!(read_code(&code).is_ok());
}

/// A code of an earlier course (GL1-, before lesson 8 was split) with these exercises solved
/// and topics in these boxes, in that course's layout.
fn code_of_an_earlier_course(
    exercises: usize,
    topics: usize,
    solved: &[usize],
    boxes: &[(usize, u8)],
) -> String {
    use grundy_lab::games::drill::{Saved, encode};
    let mut flags = vec![false; exercises];
    for &i in solved {
        flags[i] = true;
    }
    let mut kept = vec![0u8; topics];
    for &(i, b) in boxes {
        kept[i] = b;
    }
    // The check character covers the body only: the same body under the old prefix.
    encode(&Saved { solved: flags, boxes: kept }).replacen("GL2-", "GL1-", 1)
}

/// What a code holds, read today: the solved exercises' places and the topics' boxes.
fn read_today(code: &str) -> (Vec<usize>, Vec<(usize, u8)>) {
    use grundy_lab::ui::course::progress::{read_code, topics};
    let saved = read_code(code).expect("a code of an earlier course reads");
    assert_eq!(saved.solved.len(), 59);
    assert_eq!(saved.boxes.len(), topics().len());
    let solved = (0..59).filter(|&i| saved.solved[i]).collect();
    let boxes = (0..50).filter(|&i| saved.boxes[i] > 0).map(|i| (i, saved.boxes[i])).collect();
    (solved, boxes)
}

/// A code of the ten-lesson course (26 topics among 37 exercises: today's lessons 1 to 8, 10 and
/// 11) still reads. By hand from the lesson files: its last exercise, 10d then, is 11d now (index
/// 40, after lesson 9's four); its last topic, beating the computer at Hackenbush, is topic 31
/// now (after lesson 9's four: predict and move in Euclid's Game, predict and beat the computer in A Funny Game;
/// and two more since lesson 5 was rebuilt: its three topics on a Nim heap beside a coin heap
/// took the place of one, the value of split chocolate).
#[wasm_bindgen_test]
fn a_code_of_the_ten_lesson_course_still_reads() {
    let code = code_of_an_earlier_course(37, 26, &[0, 36], &[(25, 3)]);
    assert_eq!(code.len(), 28, "{code}");
    assert_eq!(read_today(&code), (vec![0, 40], vec![(31, 3)]));
}

/// A code of the course of 13 lessons (38 topics among 49 exercises). By hand: lesson 8's last
/// exercise (8c, index 28) keeps its place; the next, 9a then, is 10a now (index 33); the last,
/// 13d then, is 14d (index 52); the first topic stays, the last (beating the computer in the
/// maze) is topic 43. A mistyped character is refused as one.
#[wasm_bindgen_test]
fn a_code_of_the_13_lesson_course_still_reads() {
    use grundy_lab::games::drill::CodeError;
    use grundy_lab::ui::course::progress::read_code;
    let code = code_of_an_earlier_course(49, 38, &[28, 29, 48], &[(0, 1), (37, 4)]);
    assert_eq!(read_today(&code), (vec![28, 33, 52], vec![(0, 1), (43, 4)]));
    let last = code.chars().last().unwrap();
    let typo = format!("{}{}", &code[..code.len() - 1], if last == '0' { '1' } else { '0' });
    assert_eq!(read_code(&typo), Err(CodeError::Check));
}

/// A code of the course of 14 lessons (GL2-, 42 topics among 53 exercises: today's first 14
/// lessons, lessons 15 and 16 added after them) reads with every flag and box in its place, by
/// hand: its last exercise (14d, index 52) stays, its last topic (beating the computer in the
/// maze, 41) is 43 now (lesson 5's three topics took the place of one), and nothing of lessons
/// 15 and 16 is solved or in review. A mistyped character is refused as one.
#[wasm_bindgen_test]
fn a_code_of_the_14_lesson_course_still_reads() {
    use grundy_lab::games::drill::{CodeError, Saved, encode};
    use grundy_lab::ui::course::progress::read_code;
    let mut solved = vec![false; 53];
    solved[0] = true;
    solved[52] = true;
    let mut boxes = vec![0u8; 42];
    boxes[3] = 2;
    boxes[41] = 4;
    let code = encode(&Saved { solved, boxes });
    assert!(code.starts_with("GL2-") && code.len() == 41, "{code}");
    assert_eq!(read_today(&code), (vec![0, 52], vec![(3, 2), (43, 4)]));
    let last = code.chars().last().unwrap();
    let typo = format!("{}{}", &code[..code.len() - 1], if last == '0' { '1' } else { '0' });
    assert_eq!(read_code(&typo), Err(CodeError::Check));
}

/// A code of the course of 15 lessons (GL2-, 45 topics among 56 exercises: today's first 15
/// lessons, lesson 16 added after them) reads the same way, by hand: its last exercise (15c,
/// index 55) stays, its last topic (beating the computer at misère Nim, 44) is 46 now, and
/// nothing of lesson 16 (exercises 56 to 58, topics 47 to 49) is solved or in review.
#[wasm_bindgen_test]
fn a_code_of_the_15_lesson_course_still_reads() {
    use grundy_lab::games::drill::{CodeError, Saved, encode};
    use grundy_lab::ui::course::progress::read_code;
    let mut solved = vec![false; 56];
    solved[1] = true;
    solved[55] = true;
    let mut boxes = vec![0u8; 45];
    boxes[0] = 1;
    boxes[44] = 3;
    let code = encode(&Saved { solved, boxes });
    assert!(code.starts_with("GL2-") && code.len() == 44, "{code}");
    assert_eq!(read_today(&code), (vec![1, 55], vec![(0, 1), (46, 3)]));
    let last = code.chars().last().unwrap();
    let typo = format!("{}{}", &code[..code.len() - 1], if last == '0' { '1' } else { '0' });
    assert_eq!(read_code(&typo), Err(CodeError::Check));
}

/// A code of the course of 16 lessons before lesson 5 was rebuilt (GL2-, 48 topics among 59
/// exercises; lesson 5 on sums of chocolate bars) reads in that layout, by hand: its 5a (index 15)
/// was another question, so its flag is dropped; 6a (index 18) stays; the value of split
/// chocolate (topic 9 then) is no topic now, and predicting split chocolate (topic 10 then, from
/// 5b) comes first in lesson 6 now, topic 12, after lesson 5's three.
#[wasm_bindgen_test]
fn a_code_of_the_16_lesson_course_before_lesson_5_was_rebuilt_still_reads() {
    use grundy_lab::games::drill::{Saved, encode};
    let mut solved = vec![false; 59];
    solved[15] = true;
    solved[18] = true;
    let mut boxes = vec![0u8; 48];
    boxes[9] = 2;
    boxes[10] = 3;
    let code = encode(&Saved { solved, boxes });
    assert!(code.starts_with("GL2-") && code.len() == 46, "{code}");
    assert_eq!(read_today(&code), (vec![18], vec![(12, 3)]));
}

/// The solved exercises kept before lesson 5 was rebuilt (under that course's key) are read once
/// without lesson 5's (by hand: 5a and 5c were questions on chocolate bars then; 4e and 6a stay),
/// and saved under today's key.
#[wasm_bindgen_test]
fn progress_kept_before_lesson_5_was_rebuilt_drops_its_old_exercises() {
    use grundy_lab::ui::course::progress::Progress;
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let _ = Progress::cleared();
    storage.set_item("grundy-lab.course.14", "4e 5a 5c 6a").unwrap();
    let progress = Progress::load();
    assert!(progress.is_solved("4e") && progress.is_solved("6a"));
    assert!(!progress.is_solved("5a") && !progress.is_solved("5c"));
    let saved = progress.with_solved("5b");
    assert_eq!(storage.get_item("grundy-lab.course.14").unwrap(), None);
    assert!(Progress::load() == saved && saved.is_solved("5b") && saved.is_solved("6a"));
    let _ = Progress::cleared();
}

/// The solved exercises the course of 13 lessons kept (under its key) are read once, renumbered
/// (by hand: 9a is 10a now, 13d is 14d, 8c stays), and saved under today's key.
#[wasm_bindgen_test]
fn progress_kept_by_the_13_lesson_course_is_renumbered() {
    use grundy_lab::ui::course::progress::Progress;
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let _ = Progress::cleared();
    storage.set_item("grundy-lab.course", "8c 9a 13d").unwrap();
    let progress = Progress::load();
    assert!(progress.is_solved("8c") && progress.is_solved("10a") && progress.is_solved("14d"));
    assert!(!progress.is_solved("9a") && !progress.is_solved("13d"));
    // Saving moves it to today's key; the old one is gone.
    let saved = progress.with_solved("9b");
    assert_eq!(storage.get_item("grundy-lab.course").unwrap(), None);
    assert!(Progress::load() == saved && saved.is_solved("9b") && saved.is_solved("10a"));
    let _ = Progress::cleared();
}
