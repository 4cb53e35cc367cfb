//! The root component: header, router and footer.

use yew::prelude::*;
use yew_router::prelude::*;

use super::hackenbush::page::HackenbushPage;
use super::home::Home;
use super::i18n::{LangProvider, LangSwitch, use_lang};
use super::kit::page::GamePage;
use super::text::app_text;
use crate::games::catalog::GAMES;
use crate::games::chocolate::{Chocolate, CuttingKind, EatKind, SplitKind};
use crate::games::nim::Nim;

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
        "nim" => Some(html! { <GamePage<Nim> key={id} {position} /> }),
        "hackenbush" => Some(html! { <HackenbushPage key={id} {position} /> }),
        "chocolate-eat" => Some(html! { <GamePage<Chocolate<EatKind>> key={id} {position} /> }),
        "chocolate-split" => Some(html! { <GamePage<Chocolate<SplitKind>> key={id} {position} /> }),
        "cutting" => Some(html! { <GamePage<Chocolate<CuttingKind>> key={id} {position} /> }),
        _ => None,
    }
}

fn raw_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

#[component(NotFound)]
fn not_found() -> Html {
    let t = app_text(use_lang());
    html! {
        <main class="page not-found">
            <h1>{ t.not_found_title }</h1>
            <p class="notice" role="alert">
                { t.not_found }
                <Link<Route> to={Route::Home}>{ t.go_home }</Link<Route>>
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
    .unwrap_or_else(|| html! { <NotFound /> })
}

/// The header: the app's name, a link to every game and the language switch.
#[component(Header)]
fn header() -> Html {
    let t = app_text(use_lang());
    html! {
        <header class="site-header">
            <Link<Route> classes="brand" to={Route::Home}>{ t.home_link }</Link<Route>>
            <nav aria-label={t.games_nav}>
                { for GAMES.iter().map(|game| html! {
                    <Link<Route> to={Route::game(game.id)}>
                        { (t.game)(game.id).map_or(game.name, |words| words.name) }
                    </Link<Route>>
                }) }
            </nav>
            <LangSwitch />
        </header>
    }
}

#[component(App)]
pub fn app() -> Html {
    html! {
        <LangProvider>
            <HashRouter>
                <Header />
                <super::offline::UpdateNotice />
                <Switch<Route> render={switch} />
            </HashRouter>
        </LangProvider>
    }
}
