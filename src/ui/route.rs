//! The address: which page and which language it names (`/ja/`, `/en/nim/3,4,5`,
//! `/ja/learn/5?seed=7`).
//!
//! A page's address is a path: `/<language>/<page>`. Each page the build pre-renders has its own
//! HTML file there (scripts/prerender.mjs), so a server sends the page's text before the app has
//! loaded; the app then takes it over. Links are plain `<a href="/ja/nim">`: a click on one is
//! answered here with `pushState` (no reload), Back and Forward with `popstate`.
//!
//! Older addresses still open the same page: `#/<page>` (the app's addresses before 29 Nov 2026,
//! printed on worksheets and in QR codes) on any path, and a path without a language (`/nim`).
//! Either is rewritten in place to the path in the reader's language.
//!
//! A small router of our own instead of yew-router: yew-router cost about 10 KB gzip of the
//! first-load budget, and it broke on addresses such as `#//` (a blank page) or `#%2F` (an
//! exception, the old page left up); here every address is a page: the home page, a game, or
//! "page not found".

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::i18n::Lang;

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    /// A game by id, with the position text after `/<game>/` (percent-decoded where it can
    /// be), exactly as it came: the game's page parses it and explains what was wrong.
    Game {
        id: String,
        position: Option<String>,
    },
    /// The glossary, with the term its address names (`/glossary/mex`).
    Glossary(Option<String>),
    /// A lesson of the course by its number (`/learn/3`); 0 for a number that names none
    /// (the page says so). `/learn` alone is the contents, on the home page. With
    /// `?seed=<n>` its exercises show positions drawn from the seed.
    Learn(usize, Option<u64>),
    /// The review of missed kinds of exercise (`/review`).
    Review,
    /// A lesson's printable worksheet (`/worksheet/4?seed=7`) or its answer key
    /// (`/worksheet/4/key?seed=7`); seed 1 when the address has none.
    Worksheet {
        number: usize,
        key: bool,
        seed: u64,
    },
    /// `/<something>` that names no page.
    NotFound,
}

impl Route {
    /// The page an address after its language (`/nim/3,4,5`, or an old hash `#/nim/3,4,5`)
    /// names. `known` says which ids are games. Anything that is not `/` followed by a name is
    /// the home page.
    pub fn parse(address: &str, known: impl Fn(&str) -> bool) -> Route {
        let address = address.strip_prefix('#').unwrap_or(address);
        // The query is not part of a page's name: only a lesson's and a worksheet's seed is read
        // from it (any other, a link tracker's say, is ignored).
        let (address, seed) = split_query(address);
        let Some(path) = address.strip_prefix('/') else { return Route::Home };
        let (id, position) = match path.split_once('/') {
            Some((id, rest)) if !rest.is_empty() => (id, Some(rest)),
            Some((id, _)) => (id, None),
            None => (path, None),
        };
        if id.is_empty() {
            return Route::Home;
        }
        if id == "glossary" {
            return Route::Glossary(position.map(|term| term.trim_end_matches('/').to_owned()));
        }
        if id == "learn" {
            return match position {
                None => Route::Home,
                Some(number) => Route::Learn(number.trim_end_matches('/').parse().unwrap_or(0), seed),
            };
        }
        if id == "review" {
            return Route::Review;
        }
        if id == "worksheet" {
            let rest = position.unwrap_or_default();
            let (number, key) = match rest.trim_end_matches('/').strip_suffix("/key") {
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
    pub fn game_href(lang: Lang, id: &str) -> String {
        href(lang, id)
    }
}

/// The address of a page in `lang`: `page` is what follows the language (`nim/3,4,5`,
/// `learn/5?seed=2`, `` for the home page), its position text as the game writes it (characters
/// an address cannot hold are percent-encoded here).
pub fn href(lang: Lang, page: &str) -> String {
    format!("/{}/{}", lang.code(), encode(page))
}

/// `text` with what a path cannot hold as itself percent-encoded (`#` of a maze's wall, a
/// space, `>` of a graph's arrow, letters beyond ASCII). `/`, `?` and `=` stay: they separate
/// a page's parts and its seed. A `%` stays too, as the start of an escape already made.
fn encode(text: &str) -> String {
    escape(text, b"/?")
}

/// A position's text as one part of a path: [`encode`], and its own `/` and `?` escaped too (a
/// maze's rows: a row `..` must not read as "the folder above"). A `%` stays: a game's address
/// text may hold escapes already (a maze's wall is `%23`).
pub fn segment(text: &str) -> String {
    escape(text, b"")
}

fn escape(text: &str, kept: &[u8]) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@%".contains(&byte) || kept.contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
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

/// What the address bar names: its language (none in an old address) and the page after it,
/// `/…` with the query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub lang: Option<Lang>,
    pub page: String,
}

/// The language a path starts with (`/ja/…`, `/en`) and the rest of the path (`/…`).
fn split_lang(path: &str) -> (Option<Lang>, &str) {
    for lang in Lang::ALL {
        if let Some(rest) = path.strip_prefix('/').and_then(|p| p.strip_prefix(lang.code()))
            && (rest.is_empty() || rest.starts_with('/'))
        {
            return (Some(lang), if rest.is_empty() { "/" } else { rest });
        }
    }
    (None, path)
}

/// The address bar now. An old address (`#/nim`) is read from its hash, whatever the path.
pub fn address() -> Address {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return Address { lang: None, page: "/".into() };
    };
    let path = location.pathname().unwrap_or_default();
    let (lang, rest) = split_lang(&path);
    let hash = location.hash().unwrap_or_default();
    if let Some(old) = hash.strip_prefix('#').filter(|h| h.starts_with('/')) {
        return Address { lang, page: old.to_owned() };
    }
    Address { lang, page: format!("{rest}{}", location.search().unwrap_or_default()) }
}

/// The language the address bar names, else the document's (the one shown).
pub fn lang_now() -> Lang {
    address().lang.unwrap_or_else(|| {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
            .and_then(|root| root.get_attribute("lang"))
            .and_then(|code| Lang::from_code(&code))
            .unwrap_or_default()
    })
}

/// Puts `url` in the address bar: a new history entry when `push`, else in place. Says whether
/// the address changed.
fn set_url(url: &str, push: bool) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let now = window.location().href().unwrap_or_default();
    let Ok(target) = web_sys::Url::new_with_base(url, &now) else { return false };
    if target.href() == now {
        return false;
    }
    let Ok(history) = window.history() else { return false };
    let url = wasm_bindgen::JsValue::NULL;
    let done = if push {
        history.push_state_with_url(&url, "", Some(&target.href()))
    } else {
        history.replace_state_with_url(&url, "", Some(&target.href()))
    };
    done.is_ok()
}

/// Writes `page` (after the language) into the address bar in place, in the address's language:
/// the router is not told (the page already shows it).
pub fn replace_page(page: &str) {
    set_url(&href(lang_now(), page), false);
}

/// The event the browser sends for Back and Forward: sent here too after a link is followed,
/// so every listener (the router, a game page's position, `kit::url`) sees the new address.
const POPSTATE: &str = "popstate";
/// An event for the router alone: the language changed, the page did not (a game page must
/// not take it for a link to its position, which would start that position afresh).
const LANGUAGE: &str = "grundy-lab-language";

fn announce(kind: &str) {
    if let Some(window) = web_sys::window()
        && let Ok(event) = web_sys::Event::new(kind)
    {
        let _ = window.dispatch_event(&event);
    }
}

/// Shows the same page in `lang`: its address in place, then the router follows.
pub fn switch_lang(lang: Lang) {
    let page = address().page;
    set_url(&format!("/{}{}", lang.code(), page), false);
    announce(LANGUAGE);
}

/// True when `event` is a plain click: the main button, no modifier key (those open a new tab
/// or window, which the browser does), not handled already.
pub fn plain_click(event: &MouseEvent) -> bool {
    !(event.default_prevented()
        || event.button() != 0
        || event.meta_key()
        || event.ctrl_key()
        || event.shift_key()
        || event.alt_key())
}

/// The address a click on a link inside the app should open without a reload: a plain click
/// (no new tab, no download) on a link to a page of this app on this origin.
fn followed_link(event: &MouseEvent) -> Option<String> {
    // A link of the pre-rendered copy, shown until the app's page is complete, loads its page's
    // own HTML: the copy would otherwise stay up under another page's address.
    if super::handover::pending() || !plain_click(event) {
        return None;
    }
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let link = target.closest("a[href]").ok()??;
    if link.get_attribute("target").is_some_and(|t| !t.is_empty()) || link.has_attribute("download") {
        return None;
    }
    let location = web_sys::window()?.location();
    let url = web_sys::Url::new_with_base(&link.get_attribute("href")?, &location.href().ok()?).ok()?;
    if url.origin() != location.origin().ok()? || split_lang(&url.pathname()).0.is_none() {
        return None;
    }
    Some(url.href())
}

/// The address now and what it names, with the reader's language when it names none.
fn located(known: fn(&str) -> bool) -> (Lang, Route) {
    let address = address();
    let lang = address.lang.unwrap_or_else(Lang::initial);
    (lang, Route::parse(&address.page, known))
}

/// Rewrites an old address (`#/nim`, `/`, `/nim`) in place to the path in `lang`; `route` is
/// what it names.
fn settle(lang: Lang, route: &Route) {
    let address = address();
    let has_hash = web_sys::window().and_then(|w| w.location().hash().ok()).is_some_and(|h| !h.is_empty());
    if address.lang != Some(lang) || has_hash {
        let (path, query) = match address.page.split_once('?') {
            Some((path, query)) => (path, format!("?{query}")),
            None => (address.page.as_str(), String::new()),
        };
        let path = match route {
            // A game's position (decoded by `Route::parse`) is one part of the path, its own `/`
            // escaped (a maze's rows), as the game page writes it (`kit::url`).
            Route::Game { id, position: Some(position) } => format!("/{}/{}", encode(id), segment(position)),
            // An old hash holds its text as the browser left it: decoded first, then encoded once.
            _ => encode(
                &js_sys::decode_uri_component(path)
                    .ok()
                    .and_then(|s| s.as_string())
                    .unwrap_or_else(|| path.to_owned()),
            ),
        };
        set_url(&format!("/{}{path}{query}", lang.code()), false);
    }
}

/// The page and language the address names, following every change: links inside the app
/// (answered here without a reload), Back and Forward, an old `#/…` address typed or followed.
/// `known` says which ids are games.
#[hook]
pub fn use_route(known: fn(&str) -> bool) -> (Lang, Route) {
    let here = use_state_eq(|| {
        let (lang, route) = located(known);
        settle(lang, &route);
        (lang, route)
    });
    {
        let here = here.setter();
        use_effect_with((), move |_| {
            let listeners = web_sys::window().map(|window| {
                let follow = {
                    let here = here.clone();
                    move || here.set(located(known))
                };
                let on_pop = {
                    let follow = follow.clone();
                    EventListener::new(&window, POPSTATE, move |_| follow())
                };
                let on_language = EventListener::new(&window, LANGUAGE, move |_| follow());
                let on_hash = EventListener::new(&window, "hashchange", move |_| {
                    let (lang, route) = located(known);
                    settle(lang, &route);
                    here.set((lang, route));
                    // A game page listens for its own position (`kit::url`).
                    announce(POPSTATE);
                });
                let document = window.document().expect("a window has a document");
                let options = EventListenerOptions::enable_prevent_default();
                let on_click = EventListener::new_with_options(&document, "click", options, move |event| {
                    let Some(event) = event.dyn_ref::<MouseEvent>() else { return };
                    if let Some(url) = followed_link(event) {
                        event.prevent_default();
                        set_url(&url, true);
                        announce(POPSTATE);
                    }
                });
                (on_pop, on_language, on_hash, on_click)
            });
            move || drop(listeners)
        });
    }
    (*here).clone()
}

/// The address of `page` in the language the address bar names now (see [`href`]), for links
/// drawn where the language is not at hand.
pub fn link(page: &str) -> String {
    href(lang_now(), page)
}
