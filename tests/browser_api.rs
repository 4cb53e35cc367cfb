//! Browser test of `grundyLab.analyze`'s answer objects: the API builds them in one call to
//! `src/ui/api.js` (one text and where its strings end, the caller's own strings reused), and
//! reads long positions with the browser's encoder; the objects must be the ones
//! serde-wasm-bindgen made before (the expected values: `catalog::analyze`'s answer through
//! `serde_wasm_bindgen::Serializer::json_compatible`, the path the API used until then), key for
//! key, in the same order, for every game on several positions, and errors alike.
//!
//! Run with `cargo test --target wasm32-unknown-unknown --test browser_api`.
#![cfg(target_arch = "wasm32")]

use grundy_lab::games::catalog::{self, Analysis, EXAMPLES, SharedAnalysis, ToText};
use grundy_lab::games::{Outcome, Splice, WinningMove};
use grundy_lab::ui::api;
use js_sys::{JSON, Object};
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The old path: `catalog::analyze` serialized by serde-wasm-bindgen, errors as `{error}`.
fn old_answer(game: &str, position: &str) -> JsValue {
    #[derive(Serialize)]
    struct ErrorObject<'a> {
        error: &'a str,
    }
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    match catalog::analyze(game, position) {
        Ok(analysis) => analysis.serialize(&serializer).unwrap(),
        Err(e) => ErrorObject { error: &api::analyze_error(&e, position) }.serialize(&serializer).unwrap(),
    }
}

/// The object's text and its keys at every level, in order: JSON.stringify drops keys whose
/// value is `undefined`, so the keys are listed apart.
fn shape(value: &JsValue) -> String {
    fn keys(value: &JsValue, out: &mut String) {
        if let Some(array) = value.dyn_ref::<js_sys::Array>() {
            out.push('[');
            for item in array.iter() {
                keys(&item, out);
            }
            out.push(']');
        } else if value.is_object() {
            let object: &Object = value.unchecked_ref();
            out.push('{');
            for (key, item) in Object::keys(object).iter().zip(Object::values(object).iter()) {
                out.push_str(&key.as_string().unwrap_or_default());
                out.push(':');
                out.push_str(&item.js_typeof().as_string().unwrap_or_default());
                out.push(' ');
                keys(&item, out);
            }
            out.push('}');
        }
    }
    let mut out = JSON::stringify(value).map(String::from).unwrap_or_default();
    out.push('\n');
    keys(value, &mut out);
    out
}

fn check(game: &str, position: &str) {
    let new = api::analyze(&game.into(), &position.into());
    let old = old_answer(game, position);
    assert_eq!(shape(&new), shape(&old), "{game} {position:?}");
}

fn heaps(count: u32, top: u32, step: u32) -> String {
    (0..count).map(|i| (top - i * step).to_string()).collect::<Vec<_>>().join(" ")
}

/// A cycle of 60 vertices with names of 20 characters or more (the longest a name may be: 24),
/// one with an arrow out, and a 2-cycle beside it reachable from the start.
fn long_cycle() -> String {
    let name = |i: usize| format!("v{i}_abcdefghijklmnopqrst");
    let mut arrows: Vec<String> = (0..60).map(|i| format!("{}>{}", name(i), name((i + 1) % 60))).collect();
    arrows.push(format!("{}>end", name(30)));
    arrows.push(format!("{}>loop_a loop_a>loop_b loop_b>loop_a", name(0)));
    arrows.join(" ")
}

#[wasm_bindgen_test]
fn every_game_answers_as_serde_did() {
    // Each game's small position (catalog::EXAMPLES) and errors: an empty text, a word, a
    // number too large for any notation.
    for &(game, small) in EXAMPLES {
        for position in
            [small, "", "x", "99999999999999999999999999", "3 4 5", "1,2: 3 4", "5x6", "1 2 3 4 5 6 7 8"]
        {
            check(game, position);
        }
    }
    // The suite's big positions (many winning moves, each writing out a long position).
    let big = heaps(64, 2_147_483_647, 1_234_567);
    for (game, position) in [
        ("nim", big.clone()),
        ("misere-nim", big.clone()),
        ("bounded-nim", format!("2147483647: {big}")),
        ("nim-k", format!("3: {big}")),
        ("subtraction", "3,17,59: 1000 2000 3000".to_owned()),
        ("chocolate-eat", "20x20 19x18".to_owned()),
        ("chocolate-split", "20x20 19x18".to_owned()),
        ("cutting", "20x20 19x18".to_owned()),
        ("georgia-bob", "1 5 6 7 9 12 14 17".to_owned()),
        ("prime-factor", "999983".to_owned()),
        ("euclid", "1000000000000000000 999999999999999999".to_owned()),
        ("funny-game", "circle 7 3 2".to_owned()),
        // Hackenbush takes its own path (the input's slices): a tree, a cycle, a floating edge.
        ("hackenbush", "0-1 1-2 1-3 3-4 0-5".to_owned()),
        ("hackenbush", "0-1 1-2 2-0 2-3".to_owned()),
        ("hackenbush", "0-1 2-3".to_owned()),
        // Game graphs: a draw (remoteness and the generalized value with ∞, not ASCII), a
        // won position, names that are not ASCII, the contest format.
        ("game-graph", "a>b b>a b>c".to_owned()),
        ("game-graph", "a>b b>c a>c start=a".to_owned()),
        ("game-graph", "α>β β>γ α>γ".to_owned()),
        ("game-graph", "3\n2 2 3\n1 3\n0\n".to_owned()),
        ("game-graph", "a>b b>a".to_owned()),
        // A quote and a backslash: names may not hold them (the error quotes the token).
        ("game-graph", "q\"1>b\\c b\\c>d".to_owned()),
        // Answers of more than 1 KB take the other path (slices of one text): a long cycle with
        // long names, not ASCII, with a way out (remoteness and the generalized value).
        ("game-graph", long_cycle()),
    ] {
        check(game, &position);
    }
}

#[wasm_bindgen_test]
fn unknown_games_and_values_of_other_types_answer_errors_as_before() {
    check("no-such-game", "3 4 5");
    check("", "");
    // Not strings: the API's own message (its text is the expected value: ui::api).
    let answer = api::analyze(&"nim".into(), &JsValue::from_f64(3.0));
    assert_eq!(
        JSON::stringify(&answer).map(String::from).unwrap(),
        r#"{"error":"analyze(game, position) takes two strings, e.g. grundyLab.analyze(\"nim\", \"3 4 5\")"}"#
    );
}

/// Strings of every kind JS must get back whole: quotes, backslashes, control characters,
/// characters outside ASCII and outside the 16-bit range (two UTF-16 units each, so the ends
/// `api.js` cuts at are counted in units, not bytes), the optional keys present; the expected
/// value is serde-wasm-bindgen's object of the same analysis.
#[wasm_bindgen_test]
fn strings_of_every_kind_come_back_whole() {
    let mut analysis = Analysis::new(
        "g\"1",
        "a\\b\nc\u{1}d ∞é 𝔾".to_owned(),
        None,
        Outcome::D,
        vec![
            WinningMove { mv: "\t\"".to_owned(), to: "\\\\".to_owned() },
            WinningMove { mv: "𝔾𝔾".to_owned(), to: String::new() },
            WinningMove { mv: String::new(), to: "é".to_owned() },
        ],
    );
    analysis.remoteness = Some(7);
    analysis.generalized = Some("∞{0,\"2\"}".to_owned());
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let expected = analysis.serialize(&serializer).unwrap();
    let game: JsValue = "g\"1".into();
    let input = analysis.position.clone();
    // Its position written out (not given), and the caller's own string passed on.
    let shared = SharedAnalysis::written(analysis.clone());
    assert_eq!(shape(&api::analysis_to_js(shared.clone(), &input, &game, None)), shape(&expected));
    let given = JsValue::from_str(&input);
    assert_eq!(shape(&api::analysis_to_js(shared.clone(), &input, &game, Some(&given))), shape(&expected));
    // The same with every `to` given as pieces of the position's text, which is not ASCII here
    // (so they are written out in wasm): the answer is the same.
    let mut pieces = shared.clone();
    pieces.analysis.winning_moves[0].to.clear();
    pieces.to_texts[0] = Some(ToText::Splice(Splice { from: 0, to: input.len(), insert: "\\\\".to_owned() }));
    pieces.analysis.winning_moves[2].to.clear();
    pieces.to_texts[2] = Some(ToText::Runs(vec![(11, 13)]));
    assert_eq!(shape(&api::analysis_to_js(pieces.clone(), &input, &game, Some(&given))), shape(&expected));
    // A P-position (no moves), no optional keys, a value at the largest exact JS integer.
    let plain = Analysis::new("nim", "1 2 3".to_owned(), Some((1 << 53) - 1), Outcome::P, vec![]);
    let expected = plain.serialize(&serializer).unwrap();
    let shared = SharedAnalysis::written(plain);
    assert_eq!(shape(&api::analysis_to_js(shared.clone(), "1 2 3", &"nim".into(), None)), shape(&expected));
    // An ASCII position with a `to` of each kind: written out, a change, runs joined with
    // spaces (the expected value: the same analysis written out by `into_analysis`).
    let mut mixed = SharedAnalysis::written(Analysis::new(
        "x",
        "ab cd ef".to_owned(),
        Some(3),
        Outcome::N,
        vec![
            WinningMove { mv: "1".to_owned(), to: "written".to_owned() },
            WinningMove { mv: "2".to_owned(), to: String::new() },
            WinningMove { mv: "3".to_owned(), to: String::new() },
        ],
    ));
    mixed.to_texts[1] = Some(ToText::Splice(Splice { from: 3, to: 5, insert: "xyz".to_owned() }));
    mixed.to_texts[2] = Some(ToText::Runs(vec![(0, 2), (6, 8)]));
    let written = mixed.clone().into_analysis("ab cd ef");
    assert_eq!(written.winning_moves[1].to, "ab xyz ef");
    assert_eq!(written.winning_moves[2].to, "ab ef");
    let expected = written.serialize(&serializer).unwrap();
    for given in [None, Some(&JsValue::from_str("ab cd ef"))] {
        assert_eq!(
            shape(&api::analysis_to_js(mixed.clone(), "ab cd ef", &"x".into(), given)),
            shape(&expected)
        );
    }
}

/// Long positions (from 4096 UTF-16 units on, copied into wasm by the browser's encoder): ASCII,
/// and not ASCII (too long for the room given, so copied the usual way), answered as before.
#[wasm_bindgen_test]
fn long_positions_answer_as_before() {
    // 1000 piles (Nim refuses a text that long: the error alike).
    let piles = heaps(1000, 99_999, 3);
    assert!(piles.len() >= 4096);
    check("nim", &piles);
    check("georgia-bob", &(1..=1000).map(|i| (3 * i).to_string()).collect::<Vec<_>>().join(" "));
    // A path of 600 arrows whose names are Greek letters with numbers (not ASCII).
    let path: Vec<String> = (0..600).map(|i| format!("α{i}>α{}", i + 1)).collect();
    check("game-graph", &path.join(" "));
    // The same in ASCII, and a Hackenbush tree of 2 000 edges.
    let path: Vec<String> = (0..600).map(|i| format!("a{i}>a{}", i + 1)).collect();
    check("game-graph", &path.join(" "));
    let tree: Vec<String> = (1..=2000).map(|v| format!("{}-{v}", v / 3)).collect();
    check("hackenbush", &tree.join(" "));
    // A path of 1500 vertices in the contest format: the answer's position is the engine's own
    // text in arrows, long, so it goes over as a string of its own (not in the one text).
    let contest: String = std::iter::once("1500\n".to_owned())
        .chain((1..1500).map(|v| format!("1 {}\n", v + 1)))
        .collect::<String>()
        + "0\n";
    check("game-graph", &contest);
    let answer = api::analyze(&"game-graph".into(), &contest.as_str().into());
    let position = js_sys::Reflect::get(&answer, &"position".into()).unwrap().as_string().unwrap();
    assert!(position.len() >= 4096 && position != contest, "{}", position.len());
    // An unpaired surrogate, which no Rust string holds: read as U+FFFD, as wasm-bindgen's
    // copy reads it (the expected value: the answer to the text with U+FFFD in its place).
    let squares = (1..=1000).map(|i| (3 * i).to_string()).collect::<Vec<_>>().join(" ");
    let odd =
        js_sys::JsString::from(format!("{squares} ")).concat(&js_sys::JsString::from_char_code1(0xd800));
    let replaced = format!("{squares} \u{fffd}");
    assert_eq!(
        shape(&api::analyze(&"georgia-bob".into(), &odd.into())),
        shape(&old_answer("georgia-bob", &replaced))
    );
    // In a game graph's vertex name (names may hold any letter): the answer's position is
    // U+FFFD's text, not the caller's string.
    let odd = js_sys::JsString::from("a>b b>").concat(&js_sys::JsString::from_char_code1(0xdc00));
    assert_eq!(
        shape(&api::analyze(&"game-graph".into(), &odd.into())),
        shape(&old_answer("game-graph", "a>b b>\u{fffd}"))
    );
}
