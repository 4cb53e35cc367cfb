//! `window.grundyLab`: the engine for the browser console.
//!
//! `grundyLab.analyze(game, position)` returns `{game, position, grundy, outcome, winning_moves}`
//! or `{error}`; `grundyLab.games()` returns the game ids; `hackenbushImport` and
//! `georgiaBobImport` answer a contest's input. None ever throws.

use std::fmt::Write as _;

use js_sys::{Array, JsString, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::games::catalog::{self, GAMES};
use crate::games::hackenbush::join_runs;
use crate::games::hackenbush::notation::import;
use crate::games::{Outcome, Playable as _};

fn to_js<T: Serialize>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or_else(|e| error(&format!("could not convert the result: {e}")))
}

fn error(message: &str) -> JsValue {
    let object = Object::new();
    KEYS.with(|k| set(&object, &k.error, &JsValue::from_str(message)));
    object.into()
}

/// The answer's keys and outcomes as JS strings, made once: serde-wasm-bindgen makes the same
/// objects field by field, through a hash map of its keys and one text decoding per string.
struct Keys {
    game: JsValue,
    position: JsValue,
    grundy: JsValue,
    outcome: JsValue,
    winning_moves: JsValue,
    remoteness: JsValue,
    generalized: JsValue,
    mv: JsValue,
    to: JsValue,
    error: JsValue,
    outcomes: [JsValue; 3],
}

thread_local! {
    static KEYS: Keys = Keys {
        game: "game".into(),
        position: "position".into(),
        grundy: "grundy".into(),
        outcome: "outcome".into(),
        winning_moves: "winning_moves".into(),
        remoteness: "remoteness".into(),
        generalized: "generalized".into(),
        mv: "move".into(),
        to: "to".into(),
        error: "error".into(),
        outcomes: ["N".into(), "P".into(), "D".into()],
    };
}

fn set(object: &Object, key: &JsValue, value: &JsValue) {
    let _ = Reflect::set(object, key, value);
}

/// The largest integer a JS number holds exactly (serde-wasm-bindgen refuses larger `u64`s).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// Answers up to this many bytes of text are made by `JSON.parse` (two calls into JS in all);
/// longer ones by `analysis_to_js`'s slices, since `JSON.parse` reads long strings slower than
/// the text decoder does (measured by the 16c pass: nim's 64-pile answer 116 µs against 74).
const SHORT_ANSWER: usize = 1024;

/// The analysis as JSON, key for key as serde writes it (`None` grundy as `null`, the optional
/// fields left out when `None`); the numbers are at most `MAX_SAFE_INTEGER` (checked before).
pub fn short_answer_json(analysis: &catalog::Analysis) -> String {
    fn string(out: &mut String, s: &str) {
        out.push('"');
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }
    let mut out = String::with_capacity(128);
    out.push_str("{\"game\":");
    string(&mut out, &analysis.game);
    out.push_str(",\"position\":");
    string(&mut out, &analysis.position);
    out.push_str(",\"grundy\":");
    match analysis.grundy {
        Some(g) => {
            let _ = write!(out, "{g}");
        }
        None => out.push_str("null"),
    }
    out.push_str(match analysis.outcome {
        Outcome::N => ",\"outcome\":\"N\"",
        Outcome::P => ",\"outcome\":\"P\"",
        Outcome::D => ",\"outcome\":\"D\"",
    });
    out.push_str(",\"winning_moves\":[");
    for (i, m) in analysis.winning_moves.iter().enumerate() {
        out.push_str(if i == 0 { "{\"move\":" } else { ",{\"move\":" });
        string(&mut out, &m.mv);
        out.push_str(",\"to\":");
        string(&mut out, &m.to);
        out.push('}');
    }
    out.push(']');
    if let Some(r) = analysis.remoteness {
        let _ = write!(out, ",\"remoteness\":{r}");
    }
    if let Some(g) = &analysis.generalized {
        out.push_str(",\"generalized\":");
        string(&mut out, g);
    }
    out.push('}');
    out
}

/// The analysis as the JS object `to_js` makes of it (same keys, same order, same values), built
/// with one text decoding for all its strings: they are written into one Rust string, copied out
/// once, and cut into pieces by `String.prototype.slice` (a slice shares the text it is cut
/// from). A number too large for JS takes `to_js`'s path, which answers with its error.
fn analysis_to_js(analysis: &catalog::Analysis) -> JsValue {
    let number = |n: Option<u64>| {
        n.map(|n| if n <= MAX_SAFE_INTEGER { Some(JsValue::from_f64(n as f64)) } else { None })
    };
    let (Some(grundy), Some(remoteness)) = (
        number(analysis.grundy).unwrap_or(Some(JsValue::NULL)),
        number(analysis.remoteness).unwrap_or(Some(JsValue::UNDEFINED)),
    ) else {
        return to_js(analysis);
    };
    let strings = analysis.game.len()
        + analysis.position.len()
        + analysis.generalized.as_ref().map_or(0, String::len)
        + analysis.winning_moves.iter().map(|m| m.mv.len() + m.to.len()).sum::<usize>();
    // About 20 bytes of JSON around each winning move's two strings.
    if strings + 20 * analysis.winning_moves.len() <= SHORT_ANSWER
        && let Ok(answer) = js_sys::JSON::parse(&short_answer_json(analysis))
    {
        return answer;
    }
    // The strings, one after another, and where each ends in UTF-16 units (JS string indices).
    let mut text = String::with_capacity(strings);
    let mut ends = Vec::with_capacity(3 + 2 * analysis.winning_moves.len());
    let mut units = 0u32;
    let mut push = |s: &str| {
        text.push_str(s);
        units += if s.is_ascii() { s.len() as u32 } else { s.encode_utf16().count() as u32 };
        ends.push(units);
    };
    push(&analysis.game);
    push(&analysis.position);
    for m in &analysis.winning_moves {
        push(&m.mv);
        push(&m.to);
    }
    if let Some(g) = &analysis.generalized {
        push(g);
    }
    let all: JsString = JsValue::from_str(&text).unchecked_into();
    let mut ends = ends.into_iter();
    let mut from = 0;
    let mut next = || {
        let to = ends.next().unwrap_or(from);
        let piece = all.slice(from, to);
        from = to;
        JsValue::from(piece)
    };
    KEYS.with(|k| {
        let object = Object::new();
        set(&object, &k.game, &next());
        set(&object, &k.position, &next());
        set(&object, &k.grundy, &grundy);
        let outcome = match analysis.outcome {
            Outcome::N => &k.outcomes[0],
            Outcome::P => &k.outcomes[1],
            Outcome::D => &k.outcomes[2],
        };
        set(&object, &k.outcome, outcome);
        let moves = Array::new_with_length(analysis.winning_moves.len() as u32);
        for index in 0..analysis.winning_moves.len() {
            let mv = Object::new();
            set(&mv, &k.mv, &next());
            set(&mv, &k.to, &next());
            moves.set(index as u32, mv.into());
        }
        set(&object, &k.winning_moves, &moves);
        if analysis.remoteness.is_some() {
            set(&object, &k.remoteness, &remoteness);
        }
        if analysis.generalized.is_some() {
            set(&object, &k.generalized, &next());
        }
        object.into()
    })
}

/// `analyze` for JS values of any type: strings are required, anything else is an error object.
pub fn analyze(game: &JsValue, position: &JsValue) -> JsValue {
    let position_js = position;
    let (Some(game), Some(position)) = (game.as_string(), position.as_string()) else {
        return error(
            "analyze(game, position) takes two strings, e.g. grundyLab.analyze(\"nim\", \"3 4 5\")",
        );
    };
    if game == crate::games::hackenbush::Hackenbush::ID {
        return analyze_hackenbush(position_js, &position);
    }
    match catalog::analyze(&game, &position) {
        Ok(analysis) => analysis_to_js(&analysis),
        Err(e) => error(&e.to_string()),
    }
}

/// At most this many pieces make a position after a cut out of slices of the input string;
/// more are written out in wasm (one copy out instead of many small strings).
const MAX_SLICES: usize = 64;

/// `analyze` of Hackenbush: the same answer as `catalog::analyze`, but the position text (when
/// it is the input) is the very string given, and a position after a cut is put together from
/// slices of it, so a 100 000-edge answer does not copy two megabytes out of wasm.
fn analyze_hackenbush(input: &JsValue, text: &str) -> JsValue {
    let shared = match catalog::analyze_hackenbush_shared(text) {
        Ok(shared) => shared,
        Err(e) => return error(&e.to_string()),
    };
    let Some(input) = input.dyn_ref::<JsString>() else {
        return analysis_to_js(&shared.into_analysis(text));
    };
    // The notation read as `Display` writes it is ASCII: byte offsets are UTF-16 offsets.
    let slice = |runs: &[(usize, usize)]| -> JsValue {
        if runs.len() > MAX_SLICES {
            return JsValue::from_str(&join_runs(text, runs));
        }
        let mut out: Option<JsString> = None;
        for &(from, to) in runs {
            let piece = input.slice(from as u32, to as u32);
            out = Some(match out {
                None => piece,
                Some(s) => s.concat(&" ".into()).concat(&piece),
            });
        }
        out.map_or_else(|| JsValue::from_str(&join_runs(text, runs)), JsValue::from)
    };
    let answer = analysis_to_js(&shared.analysis);
    KEYS.with(|k| {
        if shared.position_is_input {
            let _ = Reflect::set(&answer, &k.position, input);
        }
        let Ok(moves) = Reflect::get(&answer, &k.winning_moves) else { return };
        for (index, runs) in shared.to_runs.iter().enumerate() {
            let Some(runs) = runs else { continue };
            let Ok(mv) = Reflect::get_u32(&moves, index as u32) else { continue };
            let _ = Reflect::set(&mv, &k.to, &slice(runs));
        }
    });
    answer
}

/// `hackenbushImport(text)`: the import box's answer for the contest format or edge notation:
/// `{format, edges, grundy, winner, winning_move, search_complete}` or `{error}`.
pub fn hackenbush_import(text: &JsValue) -> JsValue {
    let Some(text) = text.as_string() else {
        return error("hackenbushImport(text) takes a string, e.g. grundyLab.hackenbushImport(\"2\\n1 2\")");
    };
    match crate::games::hackenbush::notation::import(&text) {
        Ok(answer) => to_js(&answer),
        Err(e) => error(&e.to_string()),
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
        return error("graphLoad(text) takes a string");
    };
    match text.parse::<crate::games::graph::GraphPosition>() {
        Ok(position) => {
            let loaded =
                Loaded { vertices: position.graph().vertex_count(), arrows: position.graph().arrow_count() };
            LOADED_GRAPH.with(|g| *g.borrow_mut() = Some(position));
            to_js(&loaded)
        }
        Err(e) => error(&e.to_string()),
    }
}

/// `georgiaBobImport(text)`: POJ 1704's input (T, then N and the squares per case) answered as
/// the contest's output, one line per case ("Georgia will win" / "Bob will win"), or `{error}`.
pub fn georgia_bob_import(text: &JsValue) -> JsValue {
    let Some(text) = text.as_string() else {
        return error(
            "georgiaBobImport(text) takes a string, e.g. grundyLab.georgiaBobImport(\"1\\n3\\n1 2 3\")",
        );
    };
    match crate::games::reduction::georgia::import(&text) {
        Ok(cases) => JsValue::from_str(&crate::games::reduction::georgia::contest_output(&cases)),
        Err(e) => error(&e.to_string()),
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
        None => error("call graphLoad(text) first"),
    })
}

/// `subtractionSequence(set, terms)`: computes (afresh, without the cache) at least `terms`
/// Grundy values of one heap under the subtraction set and its period:
/// `{terms, preperiod, period, window, width}` (`period` null when none was found) or `{error}`.
pub fn subtraction_sequence(set: &JsValue, terms: &JsValue) -> JsValue {
    use crate::games::takeaway::subtraction::{Sequence, SequenceRule, SubtractionSet};
    let (Some(set), Some(terms)) = (set.as_string(), terms.as_f64()) else {
        return error(
            "subtractionSequence(set, terms) takes a string and a number, e.g. (\"1,3,4\", 100000)",
        );
    };
    let set: SubtractionSet = match set.parse() {
        Ok(set) => set,
        Err(e) => return error(&e.to_string()),
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

/// The game ids.
pub fn games() -> JsValue {
    to_js(&GAMES.iter().map(|g| g.id).collect::<Vec<_>>())
}

/// Warms the engine up a moment after the app starts: every game's analysis, through the API's
/// own entry, once on a small position, then the slow ones three times over on large ones, in
/// tasks of about [`WARM_SLICE_MS`] each (the page answers input between them).
///
/// WebAssembly starts in a quick baseline compilation, a function at its first call, and
/// optimises a function only once it has run a while; a call already running keeps the code it
/// started with. So a page's first large analysis ran baseline code throughout, several times
/// slower than later ones (in the benchmark suite of 24 Nov 2026, the game graph's first call
/// 633 ms against a median of 130). The positions are [`catalog::warm_up_positions`]: the
/// benchmark's shapes, smaller.
fn schedule_warm_up() {
    after(50, || {
        // Every game once on a small position (each function compiled at its first call), then
        // three times over on large positions, the slowest games first: the optimising compiler,
        // in the background, takes the functions in the order they got hot.
        let mut rng = fastrand::Rng::with_seed(17);
        let large = catalog::warm_up_positions(&mut rng);
        let mut jobs: Vec<(&'static str, String)> =
            catalog::WARM_UP.iter().map(|&(game, position)| (game, position.to_owned())).collect();
        for _ in 0..3 {
            jobs.extend(large.iter().cloned());
        }
        // The import box's path too (`hackenbushImport`, the contest format), once the rest is done.
        let contest = catalog::contest_tree(&mut rng, 4_000);
        warm_up_step(std::rc::Rc::new((jobs, contest)), 0);
    });
}

/// Runs the warm-up's calls from `next` on for about [`WARM_SLICE_MS`], then yields to the page.
fn warm_up_step(jobs: std::rc::Rc<(Vec<(&'static str, String)>, String)>, mut next: usize) {
    let now = || web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now());
    // Through the JS function a page calls (its glue, the reading of the text, the answer
    // object), as the API's callers do.
    let entry = web_sys::window().and_then(|w| Reflect::get(&w, &"grundyLab".into()).ok()).and_then(|api| {
        Some((Reflect::get(&api, &"analyze".into()).ok()?.dyn_into::<js_sys::Function>().ok()?, api))
    });
    let start = now();
    let (list, contest) = &*jobs;
    while let Some((game, position)) = list.get(next) {
        if now() - start > WARM_SLICE_MS {
            return after(0, move || warm_up_step(jobs, next));
        }
        let (game, position) = (JsValue::from_str(game), JsValue::from_str(position));
        match &entry {
            Some((analyze_fn, api)) => drop(analyze_fn.call2(api, &game, &position)),
            None => drop(analyze(&game, &position)),
        }
        next += 1;
    }
    for _ in 0..3 {
        let _ = import(contest);
    }
}

/// Calls `f` in a task of its own after `ms` milliseconds (a `setTimeout`).
pub(crate) fn after(ms: i32, f: impl FnOnce() + 'static) {
    if let Some(window) = web_sys::window() {
        let f = Closure::once_into_js(f);
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), ms);
    }
}

/// The warm-up's tasks end once they have run this long (a call already begun runs on).
const WARM_SLICE_MS: f64 = 8.0;

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
    let _ = Reflect::set(&api, &"analyze".into(), analyze_fn.as_ref());
    let _ = Reflect::set(&api, &"games".into(), games_fn.as_ref());
    // The closures live as long as the page.
    analyze_fn.forget();
    games_fn.forget();
    let _ = Reflect::set(&window, &"grundyLab".into(), &api);
    schedule_warm_up();
}
