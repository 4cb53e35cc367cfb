//! The home page: what the app is, and the games.

use yew::prelude::*;
use yew_router::prelude::*;

use super::app::Route;
use crate::games::catalog::GAMES;

#[component(Home)]
pub fn home() -> Html {
    html! {
        <main class="page home">
            <h1>{ "Grundy Lab" }</h1>
            <p class="lead">
                { "Grundy Lab teaches impartial games by letting you play them against a computer that never \
                   makes a mistake. Every position shows its Grundy value, and the reasoning behind it (the \
                   mex of the options, the XOR of a sum) can be stepped through one line at a time." }
            </p>
            <h2>{ "Games" }</h2>
            <ul class="game-list">
                { for GAMES.iter().map(|game| html! {
                    <li key={game.id}>
                        <Link<Route> to={Route::game(game.id)}>
                            <span class="game-name">{ game.name }</span>
                            <span class="game-summary">{ game.summary }</span>
                        </Link<Route>>
                    </li>
                }) }
            </ul>
        </main>
    }
}
