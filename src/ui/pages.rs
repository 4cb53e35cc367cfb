//! The page a route names, with each page's code in its own part of the module.
//!
//! Each part below is a split point ([`super::split`]): its code is fetched the first time one of
//! its pages is shown. The first load is then the home page, the header, the engine and
//! `window.grundyLab`; a game's board, the course and the glossary come when asked for.
//!
//! A part's renderer, once fetched, is kept, so later renders of its pages are synchronous (a
//! move that changes the address re-renders the same components, as without splitting).

use yew::platform::spawn_local;
use yew::prelude::*;

use super::course;
use super::glossary;
use super::home::Home;
use super::i18n::{Lang, use_lang};
use super::kit::page::GamePage;
use super::route::Route;
use super::split::{LoadFailed, coming};
use super::text::app_text;
use crate::games::Playable;
use crate::games::catalog::{SUMS_ID, for_each_game};

/// Renders the pages of one part of the module.
type Render = fn(Route) -> Html;

/// The page of the game `G` (the part's renderer, a `fn` into the part): the position text
/// from the URL. The key makes a new page (fresh state) when the game changes.
fn game_page<G: super::kit::contract::GameUi>(route: Route) -> Html {
    match route {
        Route::Game { id, position } if id == G::ID => {
            let position = position.map(AttrValue::from);
            html! { <GamePage<G> key={id} {position} /> }
        }
        _ => html! { <NotFound /> },
    }
}

fn course_pages(route: Route) -> Html {
    match route {
        Route::Learn(number, seed) => html! { <super::course::page::LessonPage {number} {seed} /> },
        _ => html! { <NotFound /> },
    }
}

/// The review and the worksheets: parts of their own, so a lesson's first load does not carry
/// their code.
fn review_page(route: Route) -> Html {
    match route {
        Route::Review => html! { <super::course::review::ReviewPage /> },
        _ => html! { <NotFound /> },
    }
}

fn worksheet_page(route: Route) -> Html {
    match route {
        Route::Worksheet { number, key, seed } => {
            html! { <super::course::worksheet::WorksheetPage {number} answers={key} {seed} /> }
        }
        _ => html! { <NotFound /> },
    }
}

fn glossary_page(route: Route) -> Html {
    match route {
        Route::Glossary(term) => html! { <super::glossary::GlossaryPage term={term.map(AttrValue::from)} /> },
        _ => html! { <NotFound /> },
    }
}

/// The parts of the games' pages, one a game (`for_each_game!`) and the sums', and
/// [`part_of`].
macro_rules! pages {
    ($($part:ident: $game:ty, $example:literal, $analyze:tt, $sums:tt;)*) => {
        // The split points are extern declarations written by wasm_split's macro.
        #[allow(unsafe_code)]
        pub mod parts {
            use super::{Render, course_pages, game_page, glossary_page, review_page, worksheet_page};
            use crate::games::sums::SumGame;
            use crate::ui::split::split_points;

            // The parts, one a page. The three chocolate games have one each: what they share
            // goes into pieces all three fetch, and each page's own `GamePage` stays out of the
            // others' first load (with the sums' boards as parts of their own, 391 KB against
            // 398 KB gzip of the split files before wasm-opt, 24 Nov 2026). The names are the
            // files' (`split_<name>.wasm`).
            split_points! {
                Render;
                $($part => game_page::<$game>;)*
                sums => game_page::<SumGame>;
                course => course_pages;
                review => review_page;
                worksheet => worksheet_page;
                glossary => glossary_page;
            }
        }

        /// The part whose code renders `route`'s page; `None` for the pages in the first load.
        pub fn part_of(route: &Route) -> Option<&'static str> {
            Some(match route {
                Route::Home | Route::NotFound => return None,
                Route::Game { id, .. } => match id.as_str() {
                    $(<$game as Playable>::ID => stringify!($part),)*
                    SUMS_ID => stringify!(sums),
                    _ => return None,
                },
                Route::Learn(..) => COURSE,
                Route::Review => "review",
                Route::Worksheet { .. } => "worksheet",
                Route::Glossary(_) => "glossary",
            })
        }
    };
}
for_each_game!(pages);

/// The course's part: the lessons.
const COURSE: &str = "course";

#[component(NotFound)]
pub fn not_found() -> Html {
    let t = app_text(use_lang());
    html! {
        <main class="page not-found">
            <h1>{ t.not_found_title }</h1>
            <p class="notice" role="alert">
                { t.not_found }
                <a href={super::route::link("")}>{ t.go_home }</a>
            </p>
        </main>
    }
}

/// Words a page needs beside its code, one part per language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Words {
    /// The course's and the review's tables (`course::words`).
    Course,
    /// The glossary (`glossary::words`).
    Glossary,
}

impl Words {
    fn part(self, lang: Lang) -> &'static str {
        match self {
            Words::Course => course::words_part(lang),
            Words::Glossary => glossary::words_part(lang),
        }
    }

    fn here(self, name: &str) -> bool {
        match self {
            Words::Course => course::words::here(name).is_some(),
            Words::Glossary => glossary::words::here(name).is_some(),
        }
    }

    async fn fetch(self, name: &'static str) -> Result<(), LoadFailed> {
        match self {
            Words::Course => course::words::fetch(name).await.map(|_| ()),
            Words::Glossary => glossary::words::fetch(name).await.map(|_| ()),
        }
    }
}

/// The words `route`'s page needs, the first fetched first (its pack brings the page's code).
/// (A lesson's own words, `course::lessons`, are fetched by the lesson's page, in the course's
/// part: they come in its route's pack.)
fn words_of(route: &Route) -> &'static [Words] {
    match route {
        // A lesson's terms fetch the glossary's words when they near the view (course::page).
        Route::Learn(..) => &[Words::Course],
        Route::Review | Route::Worksheet { .. } => &[Words::Course, Words::Glossary],
        Route::Glossary(_) => &[Words::Glossary],
        _ => &[],
    }
}

#[derive(Properties, PartialEq)]
pub struct PageProps {
    pub route: Route,
}

/// The page `route` names: at once when its code is here, else after fetching its part (a line
/// says so meanwhile; a failed fetch says why and offers to try again).
#[component(Page)]
pub fn page(props: &PageProps) -> Html {
    let lang = use_lang();
    let t = app_text(lang);
    let part = part_of(&props.route);
    // A course page and the glossary also need words in the language shown, parts of their own.
    let words: Vec<(Words, &'static str)> =
        words_of(&props.route).iter().map(|&w| (w, w.part(lang))).collect();
    let rerender = use_force_update();
    let failed = use_state_eq(|| false);
    // Bumped by "Try again": runs the fetch again for the same part.
    let attempt = use_state_eq(|| 0_u32);
    {
        let (rerender, failed) = (rerender.clone(), failed.setter());
        let home = props.route == Route::Home;
        use_effect_with((part, words.clone(), *attempt, home), move |(part, words, _, home)| {
            let (part, home) = (*part, *home);
            // The home page is the course's contents: once it is shown, the course's part and
            // its words (the course's and the glossary's) are fetched, so the lesson a learner picks opens at once (a failure here
            // is silent: opening the lesson tries again and says so).
            if home && parts::here(COURSE).is_none() {
                let (words, terms) = (course::words_part(lang), glossary::words_part(lang));
                spawn_local(async move {
                    let _ = course::words::fetch(words).await;
                });
                spawn_local(async move {
                    let _ = glossary::words::fetch(terms).await;
                });
                spawn_local(async {
                    let _ = parts::fetch(COURSE).await;
                });
            }
            // The words first: the first part fetched brings its route's pack (the page's code,
            // a lesson's boards and the words, scripts/split-wasm.mjs).
            for &(family, name) in words.iter().filter(|&&(family, name)| !family.here(name)) {
                failed.set(false);
                let (rerender, failed) = (rerender.clone(), failed.clone());
                spawn_local(async move {
                    match family.fetch(name).await {
                        Ok(()) => rerender.force_update(),
                        Err(LoadFailed) => failed.set(true),
                    }
                });
            }
            if let Some(name) = part.filter(|&name| parts::here(name).is_none()) {
                failed.set(false);
                spawn_local(async move {
                    match parts::fetch(name).await {
                        Ok(_) => rerender.force_update(),
                        Err(LoadFailed) => failed.set(true),
                    }
                });
            }
        });
    }
    // A page with words of its own is drawn once some language's words are here: after a switch
    // of language it stays in the one it had until the new one's words come.
    let words_here = words.iter().all(|&(family, _)| Lang::ALL.iter().any(|&l| family.here(family.part(l))));
    // The pre-rendered copy stays until this page is complete (a lesson's page says when its
    // own words have come) or its fetch failed and says so.
    let drawn = part.is_none_or(|name| parts::here(name).is_some() && words_here);
    super::handover::use_take_over(*failed || (drawn && !matches!(props.route, Route::Learn(..))));
    match part {
        None => match props.route {
            Route::Home => html! { <Home /> },
            _ => html! { <NotFound /> },
        },
        Some(name) => match parts::here(name).filter(|_| words_here) {
            Some(render) => render(props.route.clone()),
            None => {
                let retry = Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1));
                html! {
                    <main class="page loading">
                        { coming(*failed, t.loading, t.load_failed, t.retry, retry) }
                    </main>
                }
            }
        },
    }
}
