//! The root component: header, router and footer.

use yew::prelude::*;
use yew_router::prelude::*;

use super::home::Home;
use super::chocolate_page::ChocolatePage;
use super::hackenbush_page::HackenbushPage;
use super::nim_page::NimPage;
use crate::games::catalog::GAMES;
use crate::games::chocolate::{CuttingKind, EatKind, SplitKind};

/// Every page. The URL hash holds the route, so `dist/` works from any static server.
///
/// A game's position follows its id: `#/nim/3,4,5`. Anything after `#/<game>/` is handed to the
/// game's page, which parses it and explains what was wrong if it is not a position.
#[derive(Clone, Routable, PartialEq, Debug)]
pub enum Route {
    #[at("/")]
    Home,
    /// A game at its default position.
    #[at("/:game")]
    Game { game: String },
    #[at("/:game/*position")]
    GameAt { game: String, position: String },
    #[not_found]
    #[at("/not-found")]
    NotFound,
}

impl Route {
    /// The page of the game `id` at its default position.
    pub fn game(id: &str) -> Route {
        Route::Game { game: id.to_owned() }
    }
}

/// The page of the game `id` with the position text from the URL, or `None` for an unknown id.
/// The key makes a new page (fresh state) when the game changes.
fn game_page(id: &str, position: Option<String>) -> Option<Html> {
    let position = position.map(AttrValue::from);
    match id {
        "nim" => Some(html! { <NimPage key={id} {position} /> }),
        "hackenbush" => Some(html! { <HackenbushPage key={id} {position} /> }),
        "chocolate-eat" => Some(html! { <ChocolatePage<EatKind> key={id} {position} /> }),
        "chocolate-split" => Some(html! { <ChocolatePage<SplitKind> key={id} {position} /> }),
        "cutting" => Some(html! { <ChocolatePage<CuttingKind> key={id} {position} /> }),
        _ => None,
    }
}

fn raw_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

fn not_found() -> Html {
    html! {
        <main class="page not-found">
            <h1>{ "Page not found" }</h1>
            <p class="notice" role="alert">
                { "This address does not name a page of Grundy Lab. " }
                <Link<Route> to={Route::Home}>{ "Go to the list of games" }</Link<Route>>
            </p>
        </main>
    }
}

fn switch(route: Route) -> Html {
    match route {
        Route::Home => Some(html! { <Home /> }),
        Route::Game { game } => game_page(&game, None),
        Route::GameAt { game, position } => game_page(&game, Some(position)),
        // The router refuses a position it cannot percent-decode; the game's page explains instead.
        Route::NotFound => raw_hash()
            .strip_prefix("#/")
            .and_then(|rest| rest.split_once('/'))
            .and_then(|(game, raw)| game_page(game, Some(raw.to_owned()))),
    }
    .unwrap_or_else(not_found)
}

#[component(App)]
pub fn app() -> Html {
    html! {
        <HashRouter>
            <header class="site-header">
                <Link<Route> classes="brand" to={Route::Home}>{ "Grundy Lab" }</Link<Route>>
                <nav aria-label="Games">
                    { for GAMES.iter().map(|game| html! {
                        <Link<Route> to={Route::game(game.id)}>{ game.name }</Link<Route>>
                    }) }
                </nav>
            </header>
            <super::offline::UpdateNotice />
            <Switch<Route> render={switch} />
        </HashRouter>
    }
}
