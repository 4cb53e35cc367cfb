//! The root component: the header and the page the address names (see `route`).

use yew::prelude::*;

use super::home::Home;
use super::i18n::{LangProvider, LangSwitch, use_lang};
use super::kit::page::GamePage;
use super::route::{Route, use_route};
use super::text::app_text;
use crate::games::catalog::GAMES;
use crate::games::chocolate::{Chocolate, CuttingKind, EatKind, SplitKind};
use crate::games::hackenbush::Hackenbush;
use crate::games::nim::Nim;
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
        "subtraction" => Some(html! { <GamePage<Subtraction> key={id} {position} /> }),
        "misere-subtraction" => Some(html! { <GamePage<MisereSubtraction> key={id} {position} /> }),
        "count-to" => Some(html! { <GamePage<CountTo> key={id} {position} /> }),
        "bounded-nim" => Some(html! { <GamePage<BoundedNim> key={id} {position} /> }),
        "nim-k" => Some(html! { <GamePage<NimK> key={id} {position} /> }),
        "misere-nim" => Some(html! { <GamePage<MisereNim> key={id} {position} /> }),
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
        Route::NotFound => html! { <NotFound /> },
    }
}

fn is_game(id: &str) -> bool {
    GAMES.iter().any(|game| game.id == id)
}

/// The header: the app's name, a link to every game and the language switch.
#[component(Header)]
fn header() -> Html {
    let t = app_text(use_lang());
    html! {
        <header class="site-header">
            <a class="brand" href="#/">{ t.home_link }</a>
            <nav aria-label={t.games_nav}>
                { for GAMES.iter().map(|game| html! {
                    <a href={Route::game_href(game.id)}>
                        { (t.game)(game.id).map_or(game.name, |words| words.name) }
                    </a>
                }) }
            </nav>
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
