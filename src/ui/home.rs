//! The home page: what the app is, the course's contents, and the games to play freely beside it.

use yew::prelude::*;

use super::course::page::CourseContents;
use super::course::text::contents_text;
use super::i18n::use_lang;
use super::route::Route;
use super::text::{app_text, game_words};
use crate::games::catalog::{GAMES, SUMS_ID};

#[component(Home)]
pub fn home() -> Html {
    let lang = use_lang();
    let t = app_text(lang);
    html! {
        <main class="page home">
            <h1>{ "Grundy Lab" }</h1>
            <p class="lead">{ t.lead }</p>
            <div class="home-columns">
                <CourseContents />
                <section class="free-play" aria-labelledby="games-heading">
                    <h2 id="games-heading">{ contents_text(lang).free_play_heading }</h2>
                    <ul class="game-list">
                        // Every game has its words (its `GameUi::NAMES`, checked at compile time).
                        { for GAMES.iter().filter_map(|&game| Some((game, game_words(lang, game)?))).map(|(id, words)| html! {
                            <li key={id}>
                                <a href={Route::game_href(lang, id)}>
                                    <span class="game-name">{ words.name }</span>
                                    <span class="game-summary">{ words.summary }</span>
                                </a>
                            </li>
                        }) }
                        // Sums of any of the games above (not a game of the catalog's list).
                        if let Some(words) = game_words(lang, SUMS_ID) {
                            <li key={SUMS_ID} class="sums-link">
                                <a href={Route::game_href(lang, SUMS_ID)}>
                                    <span class="game-name">{ words.name }</span>
                                    <span class="game-summary">{ words.summary }</span>
                                </a>
                            </li>
                        }
                    </ul>
                    <p><a class="glossary-link" href={crate::ui::route::link("glossary")}>{ contents_text(lang).glossary_link }</a></p>
                </section>
            </div>
        </main>
    }
}
