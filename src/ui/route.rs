//! The address: which page the hash names (`#/`, `#/<game>`, `#/<game>/<position>`).
//!
//! A small hash router of our own instead of yew-router: the app needs three shapes of address,
//! plain links (`<a href="#/nim">`, the browser makes the history entry) and a `hashchange`
//! listener. yew-router cost about 10 KB gzip of the first-load budget, and it broke on addresses
//! such as `#//` (a blank page) or `#%2F` (an exception, the old page left up); here every text
//! after `#` is a page: the home page, a game, or "page not found".

use gloo_events::EventListener;
use yew::prelude::*;

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    /// A game by id, with the position text after `#/<game>/` (percent-decoded where it can
    /// be), exactly as it came: the game's page parses it and explains what was wrong.
    Game {
        id: String,
        position: Option<String>,
    },
    /// The glossary, with the term its address names (`#/glossary/mex`).
    Glossary(Option<String>),
    /// A lesson of the course by its number (`#/learn/3`); 0 for a number that names none
    /// (the page says so). `#/learn` alone is the contents, on the home page. With
    /// `?seed=<n>` its exercises show positions drawn from the seed.
    Learn(usize, Option<u64>),
    /// The review of missed kinds of exercise (`#/review`).
    Review,
    /// A lesson's printable worksheet (`#/worksheet/4?seed=7`) or its answer key
    /// (`#/worksheet/4/key?seed=7`); seed 1 when the address has none.
    Worksheet {
        number: usize,
        key: bool,
        seed: u64,
    },
    /// `#/<something>` that names no page.
    NotFound,
}

impl Route {
    /// The page a hash (`#/nim/3,4,5`, with or without the `#`) names. `known` says which ids
    /// are games. Anything that is not `/` followed by a name is the home page.
    pub fn parse(hash: &str, known: impl Fn(&str) -> bool) -> Route {
        let hash = hash.strip_prefix('#').unwrap_or(hash);
        let Some(path) = hash.strip_prefix('/') else { return Route::Home };
        let (id, position) = match path.split_once('/') {
            Some((id, rest)) if !rest.is_empty() => (id, Some(rest)),
            Some((id, _)) => (id, None),
            None => (path, None),
        };
        if id.is_empty() {
            return Route::Home;
        }
        if id == "glossary" {
            return Route::Glossary(position.map(str::to_owned));
        }
        if id == "learn" {
            return match position.map(split_query) {
                None => Route::Home,
                Some((number, seed)) => Route::Learn(number.parse().unwrap_or(0), seed),
            };
        }
        if split_query(id).0 == "review" {
            return Route::Review;
        }
        if id == "worksheet" {
            let (rest, seed) = split_query(position.unwrap_or_default());
            let (number, key) = match rest.strip_suffix("/key") {
                Some(number) => (number, true),
                None => (rest.trim_end_matches('/'), false),
            };
            return Route::Worksheet { number: number.parse().unwrap_or(0), key, seed: seed.unwrap_or(1) };
        }
        if !known(id) {
            return Route::NotFound;
        }
        let position = position.map(|raw| {
            js_sys::decode_uri_component(raw)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_else(|| raw.to_owned())
        });
        Route::Game { id: id.to_owned(), position }
    }

    /// The address of the game `id` at its default (or saved) position.
    pub fn game_href(id: &str) -> String {
        format!("#/{id}")
    }
}

/// The text before `?` and the `seed=<n>` after it (`4?seed=12` → `4`, 12).
fn split_query(text: &str) -> (&str, Option<u64>) {
    match text.split_once('?') {
        None => (text, None),
        Some((path, query)) => {
            (path, query.split('&').find_map(|pair| pair.strip_prefix("seed=")?.parse().ok()))
        }
    }
}

fn current_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The page the address names now, following every change of the hash (links, Back and
/// Forward, a typed address). `known` says which ids are games.
#[hook]
pub fn use_route(known: fn(&str) -> bool) -> Route {
    let route = use_state_eq(|| Route::parse(&current_hash(), known));
    {
        let route = route.setter();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "hashchange", move |_| {
                    route.set(Route::parse(&current_hash(), known))
                })
            });
            move || drop(listener)
        });
    }
    (*route).clone()
}
