//! Browser test of `grundyLab.analyze`'s answer objects: the API builds them by hand (short
//! ones by `JSON.parse` of JSON written in wasm, long ones from one text copied out of wasm and
//! cut into the strings, keys made once), and they must be the objects
//! serde-wasm-bindgen made before (the expected values: `catalog::analyze`'s answer through
//! `serde_wasm_bindgen::Serializer::json_compatible`, the path the API used until then), key for
//! key, in the same order, for every game on several positions, and errors alike.
//!
//! Run with `cargo test --target wasm32-unknown-unknown --test browser_api`.
#![cfg(target_arch = "wasm32")]

use grundy_lab::games::catalog::{self, Analysis, GAMES, WARM_UP};
use grundy_lab::games::{Outcome, WinningMove};
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
        Err(e) => ErrorObject { error: &e.to_string() }.serialize(&serializer).unwrap(),
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
    // Each game's small position (catalog::WARM_UP) and errors: an empty text, a word, a
    // number too large for any notation.
    for game in GAMES {
        let (_, small) = WARM_UP.iter().find(|(id, _)| *id == game.id).unwrap();
        for position in
            [*small, "", "x", "99999999999999999999999999", "3 4 5", "1,2: 3 4", "5x6", "1 2 3 4 5 6 7 8"]
        {
            check(game.id, position);
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

/// The short answers' JSON is serde_json's text of the same analysis (the expected value:
/// `serde_json::to_string`, the format JS parses), for every game's small position.
#[wasm_bindgen_test]
fn short_answers_are_serde_json_text() {
    for &(game, position) in WARM_UP {
        let analysis = catalog::analyze(game, position).unwrap();
        assert_eq!(api::short_answer_json(&analysis), serde_json::to_string(&analysis).unwrap(), "{game}");
    }
}

/// Strings JSON must escape (no notation holds them today) read back as the same values;
/// serde_json writes some escapes differently (`\n` for `\u000a`), so the parsed values are
/// compared.
#[wasm_bindgen_test]
fn quotes_backslashes_and_control_characters_are_escaped() {
    let mut analysis = Analysis::new(
        "g\"1",
        "a\\b\nc\u{1}d ∞é".to_owned(),
        None,
        Outcome::D,
        vec![WinningMove { mv: "\t\"".to_owned(), to: "\\\\".to_owned() }],
    );
    analysis.remoteness = Some(7);
    analysis.generalized = Some("∞{0,\"2\"}".to_owned());
    let ours: serde_json::Value = serde_json::from_str(&api::short_answer_json(&analysis)).unwrap();
    assert_eq!(ours, serde_json::to_value(&analysis).unwrap());
}
