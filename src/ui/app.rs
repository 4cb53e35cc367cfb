//! The root component: the header and the page the address names (see `route`).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::i18n::{LangProvider, LangSwitch, use_lang};
use super::pages::Page;
use super::route::{Route, href, use_route};
use super::text::{app_text, game_words};
use crate::games::catalog::{GAMES, SUMS_ID};

fn is_game(id: &str) -> bool {
    id == SUMS_ID || GAMES.contains(&id)
}

/// The header: the app's name, the games menu and the language switch. The menu is a
/// disclosure (a `<details>`): one line on a phone whatever the number of games; it closes when
/// a game is chosen and on Escape.
#[derive(Properties, PartialEq)]
struct HeaderProps {
    /// The page shown: the language switch links to it in the other language.
    route: Route,
}

#[component(Header)]
fn header(props: &HeaderProps) -> Html {
    let lang = use_lang();
    let t = app_text(lang);
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
            <a class="brand" href={href(lang, "")}>{ t.home_link }</a>
            <details class="games-menu" ref={menu} onkeydown={on_key}>
                <summary>{ t.games_nav }</summary>
                <nav aria-label={t.games_nav} onclick={on_pick}>
                    { for GAMES.iter().map(|&game| html! {
                        <a href={Route::game_href(lang, game)}>
                            { game_words(lang, game).map_or(game, |words| words.name) }
                        </a>
                    }) }
                    <a href={Route::game_href(lang, SUMS_ID)}>{ game_words(lang, SUMS_ID).map_or(SUMS_ID, |words| words.name) }</a>
                </nav>
            </details>
            <LangSwitch route={props.route.clone()} />
        </header>
    }
}

#[component(App)]
pub fn app() -> Html {
    let (lang, route) = use_route(is_game);
    html! {
        <LangProvider {lang}>
            <Header route={route.clone()} />
            <super::offline::UpdateNotice />
            <Page {route} />
        </LangProvider>
    }
}
