//! `window.grundyLab`: the engine for the browser console.
//!
//! `grundyLab.analyze(game, position)` returns `{game, position, grundy, outcome, winning_moves}`
//! or `{error}`; `grundyLab.games()` returns the game ids; `hackenbushImport` and
//! `georgiaBobImport` answer a contest's input; `subtractionSequence` and `octalSequence` give a
//! game's Grundy sequence and its period. None ever throws.
//!
//! The errors are English: `content/en/api.ftl`, and for a refused position or import the
//! game's own words (its content file), as its page says them.

use js_sys::{JsString, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};
use wasm_bindgen::{JsCast, JsValue};

use crate::content::Lang;
use crate::content::api::Words;
use crate::games::catalog::{self, AnalyzeError, GAMES, SUMS_ID, ToText, for_each_game};
use crate::games::hackenbush::join_runs;
use crate::games::sums::{SumError, SumGame};
use crate::games::{Outcome, Playable};
use crate::ui::kit::contract::GameUi;
use crate::ui::text::game_words;

/// The API's words: English.
const T: Words = Words(Lang::En);

fn to_js<T: Serialize>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or_else(|e| error(&T.not_converted(e)))
}

fn error(message: &str) -> JsValue {
    let object = Object::new();
    ERROR_KEY.with(|key| set(&object, key, &JsValue::from_str(message)));
    object.into()
}

thread_local! {
    /// The key of an error's object, as a JS string made once.
    static ERROR_KEY: JsValue = "error".into();
}

fn set(object: &Object, key: &JsValue, value: &JsValue) {
    let _ = Reflect::set(object, key, value);
}

/// The largest integer a JS number holds exactly (serde-wasm-bindgen refuses larger `u64`s).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

#[wasm_bindgen(module = "/src/ui/api.js")]
extern "C" {
    /// `api.js`: `analyze`'s answer, `{game, position, grundy, outcome, winning_moves,
    /// remoteness?, generalized?}`, key for key as serde wrote it, built on the JS side from one
    /// text holding its strings one after another. `ends` says where each ends (UTF-16 units)
    /// and how each `to` is made:
    /// - the position's end, only when `position` is undefined (otherwise the caller's own
    ///   string is the answer's);
    /// - per winning move (`count` of them): its move's end, then `TO_TEXT` and the end of `to`;
    ///   or `TO_SPLICE`, `from`, `to` and the end of the text that replaces
    ///   `position.slice(from, to)`; or `TO_RUNS`, a count and that many ranges of `position`,
    ///   joined with single spaces;
    /// - the generalized value's end when `generalized` is true.
    ///
    /// `grundy` NaN is `null`; `remoteness` NaN leaves the key out. A slice of a JS string shares
    /// its characters and joined strings are joined lazily, so a long `to` is not copied.
    #[wasm_bindgen(js_name = answer)]
    #[allow(clippy::too_many_arguments)]
    fn answer_object(
        game: &JsValue,
        position: &JsValue,
        text: &str,
        ends: &[u32],
        count: u32,
        grundy: f64,
        outcome: u32,
        remoteness: f64,
        generalized: bool,
    ) -> JsValue;

    /// `api.js`: a JS string written as UTF-8 into wasm's memory at `at` by the browser's
    /// encoder; the bytes written, or -1 when it did not fit whole in `room` (then the caller
    /// copies it the usual way).
    #[wasm_bindgen(js_name = encodeInto)]
    fn encode_into(text: &JsString, memory: &JsValue, at: u32, room: u32) -> i32;
}

/// From this many UTF-16 units on, a string argument is copied into wasm by the browser's
/// encoder (`read_string`): one call more than wasm-bindgen's way, which loops over the
/// characters in JS (measured in Chromium 156: 6.8 ms against 15.7 for a 6 MB text; for a
/// string of a few hundred characters the two extra calls cost more than they save).
const LONG_STRING: u32 = 4096;

/// A JS string's text, `None` for any other value; with whether the JS string is exactly that
/// text (a lone surrogate is read as U+FFFD, so a text with U+FFFD in it may not be).
fn read_string(value: &JsValue) -> Option<(String, bool)> {
    if let Some(text) = value.dyn_ref::<JsString>() {
        let units = text.length();
        if units >= LONG_STRING {
            // ASCII takes one byte a unit; anything else does not fit and takes the usual way.
            let mut bytes = vec![0u8; units as usize];
            let written = encode_into(text, &wasm_bindgen::memory(), bytes.as_mut_ptr() as u32, units);
            if let Ok(written) = usize::try_from(written) {
                bytes.truncate(written);
                if let Ok(text) = String::from_utf8(bytes) {
                    return Some((text, true));
                }
            }
        }
    }
    let text = value.as_string()?;
    // U+FFFD is written EF BF BD; no character of the text begins with EF but those from U+F000
    // on, rare enough to pass the saving up for.
    let exact = !text.as_bytes().contains(&0xef);
    Some((text, exact))
}

/// How `api.js` makes a winning move's `to` (`answer_object`).
const TO_TEXT: u32 = 0;
const TO_SPLICE: u32 = 1;
const TO_RUNS: u32 = 2;

/// At most this many runs make a position after a Hackenbush cut out of slices of the input
/// string; more are written out in wasm (one copy out instead of many small strings).
const MAX_SLICES: usize = 64;

/// The analysis as the JS object `to_js` makes of `shared.into_analysis(input)` (same keys,
/// same order, same values), built by `api.js` in one call: the strings go over as one text
/// (one decoding) with where each ends, and JS cuts them out with `slice` (a slice shares the
/// text it is cut from). `game` is the caller's own string, and so is `position` when given
/// (and the position's text is exactly it; a long position text of the engine's own goes over
/// alone, not in the one text); a `to` given as pieces of the position's text is put
/// together from slices of the position's JS string. A number too large for a JS number to
/// hold exactly (no game's today) is an error, as serde-wasm-bindgen's was.
pub fn analysis_to_js(
    shared: catalog::SharedAnalysis,
    input: &str,
    game: &JsValue,
    position: Option<&JsValue>,
) -> JsValue {
    let analysis = &shared.analysis;
    let number = |n: Option<u64>| match n {
        Some(n) if n > MAX_SAFE_INTEGER => None,
        Some(n) => Some(n as f64),
        None => Some(f64::NAN),
    };
    let (Some(grundy), Some(remoteness)) = (number(analysis.grundy), number(analysis.remoteness)) else {
        return error(T.too_large_for_js());
    };
    let position_text = if shared.position_is_input { input } else { &analysis.position };
    // Byte offsets into the position's text are JS string indices when it is ASCII (positions
    // given in pieces are, but the check is cheap next to what it saves).
    let pieces_fit = shared.to_texts.iter().all(Option::is_none) || position_text.is_ascii();
    let own_position;
    let position = match position.filter(|_| shared.position_is_input || position_text == input) {
        Some(position) => Some(position),
        // A long position of the engine's own writing goes over as a string of its own, decoded
        // straight out of its `String`: in the one text it would be in wasm's memory twice (the
        // game graph's 12 MB text: a peak of 73.9 MB in one run of the suite, 38.7 without it).
        None if position_text.len() >= LONG_STRING as usize => {
            own_position = JsValue::from_str(position_text);
            Some(&own_position)
        }
        None => None,
    };
    let mut text = String::with_capacity(
        position.map_or(position_text.len(), |_| 0)
            + analysis.generalized.as_ref().map_or(0, String::len)
            + analysis.winning_moves.iter().map(|m| m.mv.len() + m.to.len() + 8).sum::<usize>(),
    );
    let mut ends: Vec<u32> = Vec::with_capacity(2 + 4 * analysis.winning_moves.len());
    let mut units = 0u32;
    // Appends `s` to the text and where it ends (UTF-16 units: JS string indices).
    let mut push = |text: &mut String, ends: &mut Vec<u32>, s: &str| {
        text.push_str(s);
        units += if s.is_ascii() { s.len() as u32 } else { s.encode_utf16().count() as u32 };
        ends.push(units);
    };
    if position.is_none() {
        push(&mut text, &mut ends, position_text);
    }
    for (m, to) in analysis.winning_moves.iter().zip(&shared.to_texts) {
        push(&mut text, &mut ends, &m.mv);
        match to {
            Some(ToText::Splice(splice)) if pieces_fit => {
                ends.extend([TO_SPLICE, splice.from as u32, splice.to as u32]);
                push(&mut text, &mut ends, &splice.insert);
            }
            Some(ToText::Runs(runs)) if pieces_fit && !runs.is_empty() && runs.len() <= MAX_SLICES => {
                ends.extend([TO_RUNS, runs.len() as u32]);
                ends.extend(runs.iter().flat_map(|&(from, to)| [from as u32, to as u32]));
            }
            Some(ToText::Splice(splice)) => {
                ends.push(TO_TEXT);
                push(&mut text, &mut ends, &splice.apply(position_text));
            }
            Some(ToText::Runs(runs)) => {
                ends.push(TO_TEXT);
                push(&mut text, &mut ends, &join_runs(position_text, runs));
            }
            None => {
                ends.push(TO_TEXT);
                push(&mut text, &mut ends, &m.to);
            }
        }
    }
    if let Some(g) = &analysis.generalized {
        push(&mut text, &mut ends, g);
    }
    let outcome = match analysis.outcome {
        Outcome::N => 0,
        Outcome::P => 1,
        Outcome::D => 2,
    };
    answer_object(
        game,
        position.unwrap_or(&JsValue::UNDEFINED),
        &text,
        &ends,
        analysis.winning_moves.len() as u32,
        grundy,
        outcome,
        remoteness,
        analysis.generalized.is_some(),
    )
}

/// `analyze` for JS values of any type: strings are required, anything else is an error object.
pub fn analyze(game_js: &JsValue, position_js: &JsValue) -> JsValue {
    let (Some(game), Some((position, exact))) = (game_js.as_string(), read_string(position_js)) else {
        return error(T.analyze_usage());
    };
    match catalog::analyze_shared(&game, &position) {
        // The game's id is the string asked for.
        Ok(shared) => analysis_to_js(shared, &position, game_js, exact.then_some(position_js)),
        Err(e) => error(&analyze_error(&e, &position)),
    }
}

/// Why `analyze` refused, in English: a refused position in its game's own words.
pub fn analyze_error(error: &AnalyzeError, position: &str) -> String {
    match error {
        AnalyzeError::UnknownGame(id) => {
            let ids: Vec<&str> = GAMES.iter().copied().chain([SUMS_ID]).collect();
            // The variables in the order of their names: $games, $id.
            T.unknown_game(ids.join(", "), id.chars().take(40).collect::<String>())
        }
        AnalyzeError::BadPosition { game } => {
            T.bad_position(game, refusal(game, position).unwrap_or_default())
        }
        AnalyzeError::BadSum(error) => T.bad_position(SUMS_ID, sum_refusal(error)),
    }
}

/// A sum's refusal in English, a component's position refused in its game's words.
fn sum_refusal(error: &SumError) -> String {
    let sums = crate::content::sums::Words(Lang::En);
    let name = |id: &str| game_words(Lang::En, id).map_or("", |w| w.name);
    let (game, why) = match error {
        SumError::BadPosition { id, text, .. } => (name(id), refusal(id, text).unwrap_or_default()),
        SumError::NoValue { id, .. } => (name(id), String::new()),
        _ => ("", String::new()),
    };
    crate::ui::sums::text::sum_error(sums, error, game, &why)
}

macro_rules! refusals {
    ($($part:ident: $game:ty, $example:literal, $analyze:tt, $sums:tt;)*) => {
        /// Why the game `id` does not read `text`, in English (`None`: it does, or no such game).
        fn refusal(id: &str, text: &str) -> Option<String> {
            match id {
                $(<$game as Playable>::ID => text
                    .parse::<<$game as Playable>::Position>()
                    .err()
                    .map(|e| <$game as GameUi>::parse_error(Lang::En, &e)),)*
                SUMS_ID => text.parse::<<SumGame as Playable>::Position>().err().map(|e| sum_refusal(&e)),
                _ => None,
            }
        }
    };
}
for_each_game!(refusals);

/// `hackenbushImport(text)`: the import box's answer for the contest format or edge notation:
/// `{format, edges, grundy, winner, winning_move, search_complete}` or `{error}`.
pub fn hackenbush_import(text: &JsValue) -> JsValue {
    let Some(text) = text.as_string() else {
        return error(T.hackenbush_import_usage());
    };
    match crate::games::hackenbush::notation::import(&text) {
        Ok(answer) => to_js(&answer),
        Err(e) => error(&crate::ui::hackenbush::text::import_failed(
            crate::content::hackenbush::Words(Lang::En),
            &e,
        )),
    }
}

thread_local! {
    /// The graph `graphLoad` read, for `graphRetrograde` to time the analysis alone.
    static LOADED_GRAPH: std::cell::RefCell<Option<crate::games::graph::GraphPosition>> =
        const { std::cell::RefCell::new(None) };
}

/// `graphLoad(text)`: reads a game graph (either notation) and keeps it for `graphRetrograde`;
/// returns `{vertices, arrows}` or `{error}`. For the benchmark: parsing a text of 10^6 arrows
/// takes longer than the analysis it is measured against.
pub fn graph_load(text: &JsValue) -> JsValue {
    #[derive(Serialize)]
    struct Loaded {
        vertices: usize,
        arrows: usize,
    }
    let Some(text) = text.as_string() else {
        return error(T.graph_load_usage());
    };
    match text.parse::<crate::games::graph::GraphPosition>() {
        Ok(position) => {
            let loaded =
                Loaded { vertices: position.graph().vertex_count(), arrows: position.graph().arrow_count() };
            LOADED_GRAPH.with(|g| *g.borrow_mut() = Some(position));
            to_js(&loaded)
        }
        Err(e) => error(&crate::ui::graph::text::parse_error(crate::content::graph::Words(Lang::En), &e)),
    }
}

/// `georgiaBobImport(text)`: POJ 1704's input (T, then N and the squares per case) answered as
/// the contest's output, one line per case ("Georgia will win" / "Bob will win"), or `{error}`.
pub fn georgia_bob_import(text: &JsValue) -> JsValue {
    let Some(text) = text.as_string() else {
        return error(T.georgia_bob_import_usage());
    };
    match crate::games::reduction::georgia::import(&text) {
        Ok(cases) => JsValue::from_str(&crate::games::reduction::georgia::contest_output(&cases)),
        Err(e) => error(&crate::ui::reduction::text::georgia::import_error(
            crate::content::georgia_bob::Words(Lang::En),
            &e,
        )),
    }
}

/// `graphRetrograde()`: the retrograde analysis of the graph `graphLoad` kept, alone; returns
/// `{won, lost, draw}` (how many vertices of each) or `{error}`.
pub fn graph_retrograde() -> JsValue {
    #[derive(Serialize)]
    struct Counts {
        won: usize,
        lost: usize,
        draw: usize,
    }
    use crate::games::graph::analysis::{Status, retrograde};
    LOADED_GRAPH.with(|g| match &*g.borrow() {
        Some(position) => {
            let retro = retrograde(position.graph());
            let count = |s: Status| retro.status.iter().filter(|&&x| x == s).count();
            to_js(&Counts { won: count(Status::Won), lost: count(Status::Lost), draw: count(Status::Draw) })
        }
        None => error(T.graph_first()),
    })
}

/// `subtractionSequence(set, terms)`: computes (afresh, without the cache) at least `terms`
/// Grundy values of one heap under the subtraction set and its period:
/// `{terms, preperiod, period, window, width}` (`period` null when none was found) or `{error}`.
pub fn subtraction_sequence(set: &JsValue, terms: &JsValue) -> JsValue {
    use crate::games::takeaway::subtraction::{Sequence, SequenceRule, SubtractionSet};
    let (Some(set), Some(terms)) = (set.as_string(), terms.as_f64()) else {
        return error(T.subtraction_sequence_usage());
    };
    let set: SubtractionSet = match set.parse() {
        Ok(set) => set,
        Err(e) => return error(&crate::ui::takeaway::text::parse_error(Lang::En, &e)),
    };
    #[derive(Serialize)]
    struct Answer {
        terms: usize,
        preperiod: Option<usize>,
        period: Option<usize>,
        window: Option<usize>,
        width: usize,
    }
    let sequence = Sequence::compute(&set, SequenceRule::Grundy, terms.clamp(0.0, 1.0e9) as usize);
    let p = sequence.period;
    to_js(&Answer {
        terms: sequence.values.len(),
        preperiod: p.map(|p| p.preperiod),
        period: p.map(|p| p.period),
        window: p.map(|p| p.window),
        width: set.largest() as usize,
    })
}

/// `octalSequence(code, n)`: the octal game's Grundy values for heaps 0 to n, with the
/// pre-period and period once the octal periodicity theorem proves them:
/// `{values, preperiod, period, proven, checkedTo}` (`preperiod` and `period` null when none is
/// proven) or `{error}`.
pub fn octal_sequence(code: &JsValue, n: &JsValue) -> JsValue {
    let (Some(code), Some(n)) = (code.as_string(), n.as_f64()) else {
        return error(T.octal_sequence_usage());
    };
    if !(n >= 0.0 && n.fract() == 0.0) {
        return error(T.octal_sequence_whole());
    }
    match crate::games::octal::octal_sequence(&code, n.min(usize::MAX as f64) as usize) {
        Ok(answer) => to_js(&answer),
        Err(e) => error(&crate::ui::octal::text::parse_error(crate::content::octal::Words(Lang::En), &e)),
    }
}

/// The game ids.
pub fn games() -> JsValue {
    to_js(&GAMES)
}

/// Calls `f` in a task of its own after `ms` milliseconds (a `setTimeout`).
pub(crate) fn after(ms: i32, f: impl FnOnce() + 'static) {
    if let Some(window) = web_sys::window() {
        let f = Closure::once_into_js(f);
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), ms);
    }
}

/// Puts the API on `window.grundyLab`.
pub fn install() {
    let Some(window) = web_sys::window() else { return };
    let api = Object::new();
    let analyze_fn =
        Closure::<dyn Fn(JsValue, JsValue) -> JsValue>::new(|g: JsValue, p: JsValue| analyze(&g, &p));
    let games_fn = Closure::<dyn Fn() -> JsValue>::new(games);
    let import_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|t: JsValue| hackenbush_import(&t));
    let _ = Reflect::set(&api, &"hackenbushImport".into(), import_fn.as_ref());
    import_fn.forget();
    let load_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|t: JsValue| graph_load(&t));
    let _ = Reflect::set(&api, &"graphLoad".into(), load_fn.as_ref());
    load_fn.forget();
    let retro_fn = Closure::<dyn Fn() -> JsValue>::new(graph_retrograde);
    let _ = Reflect::set(&api, &"graphRetrograde".into(), retro_fn.as_ref());
    retro_fn.forget();
    let georgia_fn = Closure::<dyn Fn(JsValue) -> JsValue>::new(|t: JsValue| georgia_bob_import(&t));
    let _ = Reflect::set(&api, &"georgiaBobImport".into(), georgia_fn.as_ref());
    georgia_fn.forget();
    let sequence_fn = Closure::<dyn Fn(JsValue, JsValue) -> JsValue>::new(|s: JsValue, n: JsValue| {
        subtraction_sequence(&s, &n)
    });
    let _ = Reflect::set(&api, &"subtractionSequence".into(), sequence_fn.as_ref());
    sequence_fn.forget();
    let octal_fn =
        Closure::<dyn Fn(JsValue, JsValue) -> JsValue>::new(|c: JsValue, n: JsValue| octal_sequence(&c, &n));
    let _ = Reflect::set(&api, &"octalSequence".into(), octal_fn.as_ref());
    octal_fn.forget();
    let _ = Reflect::set(&api, &"analyze".into(), analyze_fn.as_ref());
    let _ = Reflect::set(&api, &"games".into(), games_fn.as_ref());
    // The closures live as long as the page.
    analyze_fn.forget();
    games_fn.forget();
    let _ = Reflect::set(&window, &"grundyLab".into(), &api);
}
