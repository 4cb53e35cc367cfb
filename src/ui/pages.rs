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

use super::home::Home;
use super::i18n::use_lang;
use super::kit::page::GamePage;
use super::route::Route;
use super::split::{LoadFailed, coming};
use super::text::app_text;
use crate::games::catalog::SUMS_ID;

/// Renders the pages of one part of the module.
type Render = fn(Route) -> Html;

/// The page of a game with the position text from the URL. The key makes a new page (fresh
/// state) when the game changes.
fn game<G: super::kit::page::GameUi>(id: String, position: Option<String>) -> Html {
    let position = position.map(AttrValue::from);
    html! { <GamePage<G> key={id} {position} /> }
}

/// A part's renderer of game pages: each id of the part with its game type.
macro_rules! game_pages {
    ($($id:pat => $game:ty),* $(,)?) => {
        |route: Route| match route {
            Route::Game { id, position } => match id.as_str() {
                $($id => game::<$game>(id, position),)*
                _ => html! { <NotFound /> },
            },
            _ => html! { <NotFound /> },
        }
    };
}

fn course_pages(route: Route) -> Html {
    match route {
        Route::Learn(number, seed) => html! { <super::course::page::LessonPage {number} {seed} /> },
        Route::Review => html! { <super::course::review::ReviewPage /> },
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

// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod parts {
    use super::{NotFound, Render, Route, course_pages, game, glossary_page};
    use crate::games::catalog::SUMS_ID;
    use crate::games::chocolate::{Chocolate, CuttingKind, EatKind, SplitKind};
    use crate::games::graph::GameGraph;
    use crate::games::hackenbush::Hackenbush;
    use crate::games::nim::Nim;
    use crate::games::reduction::{
        euclid::Euclid, funny::FunnyGame, georgia::GeorgiaBob, prime_factor::PrimeFactor,
    };
    use crate::games::sums::SumGame;
    use crate::games::takeaway::bounded_nim::BoundedNim;
    use crate::games::takeaway::count_to::CountTo;
    use crate::games::takeaway::misere_nim::MisereNim;
    use crate::games::takeaway::nim_k::NimK;
    use crate::games::takeaway::subtraction::{MisereSubtraction, Subtraction};
    use crate::ui::split::split_points;
    use yew::prelude::*;

    // The parts, one a page. The three chocolate games have one each: what they share goes into
    // pieces all three fetch, and each page's own `GamePage` stays out of the others' first load
    // (with the sums' boards as parts of their own, 391 KB against 398 KB gzip of the split files
    // before wasm-opt, 24 Nov 2026). The names are the files' (`split_<name>.wasm`).
    split_points! {
        Render;
        nim => game_pages!("nim" => Nim);
        subtraction => game_pages!("subtraction" => Subtraction);
        misere_subtraction => game_pages!("misere-subtraction" => MisereSubtraction);
        count_to => game_pages!("count-to" => CountTo);
        bounded_nim => game_pages!("bounded-nim" => BoundedNim);
        nim_k => game_pages!("nim-k" => NimK);
        misere_nim => game_pages!("misere-nim" => MisereNim);
        chocolate_eat => game_pages!("chocolate-eat" => Chocolate<EatKind>);
        chocolate_split => game_pages!("chocolate-split" => Chocolate<SplitKind>);
        cutting => game_pages!("cutting" => Chocolate<CuttingKind>);
        hackenbush => game_pages!("hackenbush" => Hackenbush);
        game_graph => game_pages!("game-graph" => GameGraph);
        georgia_bob => game_pages!("georgia-bob" => GeorgiaBob);
        prime_factor => game_pages!("prime-factor" => PrimeFactor);
        euclid => game_pages!("euclid" => Euclid);
        funny_game => game_pages!("funny-game" => FunnyGame);
        sums => game_pages!(SUMS_ID => SumGame);
        course => course_pages;
        glossary => glossary_page;
    }
}

/// The part whose code renders `route`'s page; `None` for the pages in the first load.
pub fn part_of(route: &Route) -> Option<&'static str> {
    Some(match route {
        Route::Home | Route::NotFound => return None,
        Route::Game { id, .. } => match id.as_str() {
            "nim" => "nim",
            "subtraction" => "subtraction",
            "misere-subtraction" => "misere_subtraction",
            "count-to" => "count_to",
            "bounded-nim" => "bounded_nim",
            "nim-k" => "nim_k",
            "misere-nim" => "misere_nim",
            "chocolate-eat" => "chocolate_eat",
            "chocolate-split" => "chocolate_split",
            "cutting" => "cutting",
            "hackenbush" => "hackenbush",
            "game-graph" => "game_graph",
            "georgia-bob" => "georgia_bob",
            "prime-factor" => "prime_factor",
            "euclid" => "euclid",
            "funny-game" => "funny_game",
            SUMS_ID => "sums",
            _ => return None,
        },
        Route::Learn(..) | Route::Review | Route::Worksheet { .. } => COURSE,
        Route::Glossary(_) => "glossary",
    })
}

/// The course's part: lessons, review, worksheets.
const COURSE: &str = "course";

#[component(NotFound)]
pub fn not_found() -> Html {
    let t = app_text(use_lang());
    html! {
        <main class="page not-found">
            <h1>{ t.not_found_title }</h1>
            <p class="notice" role="alert">
                { t.not_found }
                <a href="#/">{ t.go_home }</a>
            </p>
        </main>
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
    let t = app_text(use_lang());
    let part = part_of(&props.route);
    let rerender = use_force_update();
    let failed = use_state_eq(|| false);
    // Bumped by "Try again": runs the fetch again for the same part.
    let attempt = use_state_eq(|| 0_u32);
    {
        let (rerender, failed) = (rerender.clone(), failed.setter());
        let home = props.route == Route::Home;
        use_effect_with((part, *attempt, home), move |&(part, _, home)| {
            // The home page is the course's contents: once it is shown, the course's part is
            // fetched, so the lesson a learner picks opens at once (a failure here is silent:
            // opening the lesson tries again and says so).
            if home && parts::here(COURSE).is_none() {
                spawn_local(async {
                    let _ = parts::fetch(COURSE).await;
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
    match part {
        None => match props.route {
            Route::Home => html! { <Home /> },
            _ => html! { <NotFound /> },
        },
        Some(name) => match parts::here(name) {
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
