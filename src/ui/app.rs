//! The root component: header, router and footer.

use yew::prelude::*;
use yew_router::prelude::*;

use super::home::Home;
use super::nim_page::NimPage;

/// Every page. The URL hash holds the route, so `dist/` works from any static server.
///
/// A game's position follows its id: `#/nim/3,4,5`. Anything after `#/nim/` is handed to the
/// page, which parses it and explains what was wrong if it is not a position.
#[derive(Clone, Routable, PartialEq, Debug)]
pub enum Route {
    #[at("/")]
    Home,
    #[at("/nim")]
    NimDefault,
    #[at("/nim/*position")]
    Nim { position: String },
    #[not_found]
    #[at("/not-found")]
    NotFound,
}

const NIM_PREFIX: &str = "#/nim/";

fn raw_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

fn switch(route: Route) -> Html {
    match route {
        Route::Home => html! { <Home /> },
        Route::NimDefault => html! { <NimPage position={None::<AttrValue>} /> },
        Route::Nim { position } => html! { <NimPage position={Some(AttrValue::from(position))} /> },
        // The router refuses a position it cannot percent-decode; the Nim page explains instead.
        Route::NotFound if raw_hash().starts_with(NIM_PREFIX) => {
            let raw = raw_hash()[NIM_PREFIX.len()..].to_owned();
            html! { <NimPage position={Some(AttrValue::from(raw))} /> }
        }
        Route::NotFound => html! {
            <main class="page not-found">
                <h1>{ "Page not found" }</h1>
                <p class="notice" role="alert">
                    { "This address does not name a page of Grundy Lab. " }
                    <Link<Route> to={Route::Home}>{ "Go to the list of games" }</Link<Route>>
                </p>
            </main>
        },
    }
}

#[component(App)]
pub fn app() -> Html {
    html! {
        <HashRouter>
            <header class="site-header">
                <Link<Route> classes="brand" to={Route::Home}>{ "Grundy Lab" }</Link<Route>>
                <nav aria-label="Games">
                    <Link<Route> to={Route::NimDefault}>{ "Nim" }</Link<Route>>
                </nav>
            </header>
            <Switch<Route> render={switch} />
        </HashRouter>
    }
}
