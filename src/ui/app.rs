//! The root component: the header and the page the address names (see `route`).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::home::Home;
use super::i18n::{LangProvider, LangSwitch, use_lang};
use super::kit::page::GamePage;
use super::route::{Route, use_route};
use super::text::app_text;
use crate::games::catalog::{GAMES, SUMS_ID};
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

/// The page of the game `id` with the position text from the URL, or `None` for an unknown id.
/// The key makes a new page (fresh state) when the game changes.
fn game_page(id: &str, position: Option<String>) -> Option<Html> {
    let position = position.map(AttrValue::from);
    match id {
        "nim" => Some(html! { <GamePage<Nim> key={id} {position} /> }),
        "hackenbush" => Some(html! { <GamePage<Hackenbush> key={id} {position} /> }),
        "chocolate-eat" => Some(html! { <GamePage<Chocolate<EatKind>> key={id} {position} /> }),
        "chocolate-split" => Some(html! { <GamePage<Chocolate<SplitKind>> key={id} {position} /> }),
        "cutting" => Some(html! { <GamePage<Chocolate<CuttingKind>> key={id} {position} /> }),
        "game-graph" => Some(html! { <GamePage<GameGraph> key={id} {position} /> }),
        "georgia-bob" => Some(html! { <GamePage<GeorgiaBob> key={id} {position} /> }),
        "prime-factor" => Some(html! { <GamePage<PrimeFactor> key={id} {position} /> }),
        "euclid" => Some(html! { <GamePage<Euclid> key={id} {position} /> }),
        "funny-game" => Some(html! { <GamePage<FunnyGame> key={id} {position} /> }),
        "subtraction" => Some(html! { <GamePage<Subtraction> key={id} {position} /> }),
        "misere-subtraction" => Some(html! { <GamePage<MisereSubtraction> key={id} {position} /> }),
        "count-to" => Some(html! { <GamePage<CountTo> key={id} {position} /> }),
        "bounded-nim" => Some(html! { <GamePage<BoundedNim> key={id} {position} /> }),
        "nim-k" => Some(html! { <GamePage<NimK> key={id} {position} /> }),
        "misere-nim" => Some(html! { <GamePage<MisereNim> key={id} {position} /> }),
        SUMS_ID => Some(html! { <GamePage<SumGame> key={id} {position} /> }),
        _ => None,
    }
}

#[component(NotFound)]
fn not_found() -> Html {
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

/// The page `route` names.
fn page(route: Route) -> Html {
    match route {
        Route::Home => html! { <Home /> },
        Route::Game { id, position } => game_page(&id, position).unwrap_or_else(|| html! { <NotFound /> }),
        Route::Learn(number, seed) => html! { <super::course::page::LessonPage {number} {seed} /> },
        Route::Review => html! { <super::course::review::ReviewPage /> },
        Route::Worksheet { number, key, seed } => {
            html! { <super::course::worksheet::WorksheetPage {number} answers={key} {seed} /> }
        }
        Route::Glossary(term) => html! { <super::glossary::GlossaryPage term={term.map(AttrValue::from)} /> },
        Route::NotFound => html! { <NotFound /> },
    }
}

fn is_game(id: &str) -> bool {
    id == SUMS_ID || GAMES.iter().any(|game| game.id == id)
}

/// The header: the app's name, the games menu and the language switch. The menu is a
/// disclosure (a `<details>`): one line on a phone whatever the number of games; it closes when
/// a game is chosen and on Escape.
#[component(Header)]
fn header() -> Html {
    let t = app_text(use_lang());
    let menu = use_node_ref();
    let close = {
        let menu = menu.clone();
        move || {
            if let Some(details) = menu.cast::<web_sys::Element>() {
                let _ = details.remove_attribute("open");
            }
        }
    };
    let on_key = {
        let (close, menu) = (close.clone(), menu.clone());
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                close();
                let summary = menu.cast::<web_sys::Element>().and_then(|d| d.first_element_child());
                if let Some(summary) = summary.and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok()) {
                    let _ = summary.focus();
                }
            }
        })
    };
    let on_pick = Callback::from(move |_: MouseEvent| close());
    html! {
        <header class="site-header">
            <a class="brand" href="#/">{ t.home_link }</a>
            <details class="games-menu" ref={menu} onkeydown={on_key}>
                <summary>{ t.games_nav }</summary>
                <nav aria-label={t.games_nav} onclick={on_pick}>
                    { for GAMES.iter().map(|game| html! {
                        <a href={Route::game_href(game.id)}>
                            { (t.game)(game.id).map_or(game.name, |words| words.name) }
                        </a>
                    }) }
                    <a href={Route::game_href(SUMS_ID)}>{ (t.game)(SUMS_ID).map_or(SUMS_ID, |words| words.name) }</a>
                </nav>
            </details>
            <LangSwitch />
        </header>
    }
}

#[component(App)]
pub fn app() -> Html {
    let route = use_route(is_game);
    html! {
        <LangProvider>
            <Header />
            <super::offline::UpdateNotice />
            { page(route) }
        </LangProvider>
    }
}
