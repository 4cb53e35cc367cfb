//! The layering of ARCHITECTURE.md, checked on the source text: the engine and the games never
//! name a web crate (they must build and test natively), and the engine never depends on the
//! games. Any occurrence counts, comments included: the rule is simple to state and to keep.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

/// Crates that exist only in the browser build (see the wasm32 dependencies in Cargo.toml).
const WEB_CRATES: &[&str] = &["yew", "web_sys", "js_sys", "wasm_bindgen", "gloo", "serde_wasm_bindgen"];

/// Paths by which engine code could reach the games layer.
const GAMES_PATHS: &[&str] = &["crate::games", "super::super::games"];

struct Source {
    /// Relative to the crate root, e.g. `src/engine/sum.rs`.
    path: String,
    text: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn collect(path: &Path, out: &mut Vec<Source>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = fs::read_dir(path)
            .unwrap_or_else(|e| panic!("cannot list {}: {e}", path.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        entries.sort();
        for entry in entries {
            collect(&entry, out);
        }
    } else if path.is_file() {
        let bytes = fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let relative = path.strip_prefix(root()).unwrap_or(path).display().to_string();
        out.push(Source { path: relative, text: String::from_utf8_lossy(&bytes).into_owned() });
    }
}

/// Every file under the given paths (files or directories, relative to the crate root).
fn sources(paths: &[&str]) -> Vec<Source> {
    let mut out = Vec::new();
    for path in paths {
        collect(&root().join(path), &mut out);
    }
    out
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The 1-based lines where `needle` occurs at the start of an identifier (so `yew` is found in
/// `yew::prelude` and `yew_router`, not in `eyewitness`).
fn occurrences(text: &str, needle: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            line.match_indices(needle)
                .any(|(at, _)| !line[..at].chars().next_back().is_some_and(is_ident_char))
        })
        .map(|(index, _)| index + 1)
        .collect()
}

/// `file:line: names needle: the line` for every occurrence of any needle.
fn offences(files: &[Source], needles: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in files {
        let lines: Vec<&str> = file.text.lines().collect();
        for needle in needles {
            for line in occurrences(&file.text, needle) {
                found.push(format!("{}:{line}: names `{needle}`: {}", file.path, lines[line - 1].trim()));
            }
        }
    }
    found
}

#[track_caller]
fn check_read(files: &[Source], at_least: usize, must_include: &[&str]) {
    let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
    assert!(
        files.len() >= at_least,
        "read only {} files, expected at least {at_least}: {paths:?}",
        files.len()
    );
    for path in must_include {
        assert!(paths.contains(path), "{path} was not read; read {paths:?}");
    }
    assert!(files.iter().all(|f| !f.text.is_empty()), "an empty file was read: {paths:?}");
}

#[test]
fn matcher_finds_identifiers_and_only_them() {
    assert_eq!(occurrences("use yew::prelude::*;\nlet eyewitness = 1;\n// yew_router", "yew"), vec![1, 3]);
    assert_eq!(occurrences("x = web_sys::window();", "web_sys"), vec![1]);
    assert_eq!(occurrences("use crate::games::nim;", "crate::games"), vec![1]);
    assert!(occurrences("use crate::engine::Nimber;", "crate::games").is_empty());
}

#[test]
fn engine_and_games_never_name_a_web_crate() {
    let files = sources(&["src/engine.rs", "src/engine", "src/games.rs", "src/games"]);
    check_read(&files, 6, &["src/engine.rs", "src/engine/solver.rs", "src/games.rs", "src/games/nim.rs"]);
    let found = offences(&files, WEB_CRATES);
    assert!(
        found.is_empty(),
        "the engine and the games must build without the browser; they name web crates:\n{}",
        found.join("\n")
    );
}

#[test]
fn content_names_no_web_crate_game_or_ui() {
    // The words (generated from content/ by build/content.rs) are tested natively and take the
    // games' values as plain numbers and words.
    let files = sources(&["src/content.rs", "build/content.rs", "build.rs"]);
    check_read(&files, 3, &["src/content.rs", "build/content.rs"]);
    let mut needles = WEB_CRATES.to_vec();
    needles.extend(["crate::games", "crate::ui", "grundy_lab::"]);
    let found = offences(&files, &needles);
    assert!(
        found.is_empty(),
        "the content module must stay free of web crates, games and ui:\n{}",
        found.join("\n")
    );
}

#[test]
fn engine_does_not_depend_on_games() {
    let files = sources(&["src/engine.rs", "src/engine"]);
    check_read(&files, 3, &["src/engine.rs", "src/engine/solver.rs", "src/engine/sum.rs"]);
    let found = offences(&files, GAMES_PATHS);
    assert!(found.is_empty(), "the engine must not depend on the games:\n{}", found.join("\n"));
}

/// The ui's modules that are not a game's (or a family of games'): the app, the course and the
/// shared components.
const APP_MODULES: &[&str] = &[
    "api", "app", "course", "explain", "glossary", "handover", "home", "i18n", "kit", "offline", "pages",
    "panic", "route", "split", "text",
];

#[test]
fn shared_components_name_no_games_ui() {
    // Every other module of `src/ui.rs` (its files `src/ui/<name>.rs`) is a game's page.
    let games: Vec<String> = fs::read_dir(root().join("src/ui"))
        .expect("src/ui lists")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".rs")?;
            (!APP_MODULES.contains(&stem)).then(|| stem.to_owned())
        })
        .collect();
    assert!(games.len() >= 10 && games.iter().any(|g| g == "chocolate"), "games' modules: {games:?}");
    let needles: Vec<String> =
        games.iter().flat_map(|g| [format!("ui::{g}::"), format!("super::{g}::")]).collect();
    let needles: Vec<&str> = needles.iter().map(String::as_str).collect();
    let files = sources(&["src/ui/kit.rs", "src/ui/kit", "src/ui/explain.rs", "src/ui/explain"]);
    check_read(&files, 10, &["src/ui/kit/page.rs", "src/ui/explain/mex_stepper.rs"]);
    let found = offences(&files, &needles);
    assert!(
        found.is_empty(),
        "the kit and the explanation components are shared by every game and depend on none:\n{}",
        found.join("\n")
    );
}
