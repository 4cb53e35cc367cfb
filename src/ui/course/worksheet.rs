//! A lesson's printable worksheet (`#/worksheet/<n>?seed=<s>`) and its answer key
//! (`#/worksheet/<n>/key?seed=<s>`): the lesson's exercises on positions drawn from the seed, so
//! the same address prints the same sheet again. The key's answers come from the engine.

use yew::prelude::*;

use super::page::LESSONS;
use super::plan::{EXERCISES, Kind};
use super::review::{drawn_with, position_words, random_seed};
use super::review_text::review_text;
use super::text::{contents_text, course_text};
use crate::games::drill::{answer, fresh, outcome, winning_moves};
use crate::ui::i18n::{Lang, use_lang};

/// The address of a lesson's sheet or key.
pub fn sheet_href(number: usize, key: bool, seed: u64) -> String {
    crate::ui::route::link(&format!("worksheet/{number}{}?seed={seed}", if key { "/key" } else { "" }))
}

#[derive(Properties, PartialEq)]
pub struct WorksheetProps {
    pub number: usize,
    /// The answer key rather than the sheet.
    pub answers: bool,
    pub seed: u64,
}

/// The engine's answer to one drawn exercise, in words.
fn key_answer(lang: Lang, game: super::plan::Game, kind: Kind, position: &str) -> String {
    let (t, r) = (course_text(lang), review_text(lang));
    match kind {
        Kind::Predict => match outcome(game, position) {
            Some(o) => (t.who_wins)(o),
            None => r.key_unknown.to_owned(),
        },
        Kind::Value => answer(game, kind, position).map_or(r.key_unknown.to_owned(), r.key_value),
        Kind::NimSum => answer(game, kind, position).map_or(r.key_unknown.to_owned(), r.key_nim_sum),
        Kind::Period => answer(game, kind, position).map_or(r.key_unknown.to_owned(), r.key_period),
        Kind::WinningMove | Kind::BeatComputer => match winning_moves(game, position) {
            moves if moves.is_empty() => r.key_unknown.to_owned(),
            moves => (r.key_moves)(&moves.join(", ")),
        },
    }
}

#[component(WorksheetPage)]
pub fn worksheet_page(props: &WorksheetProps) -> Html {
    let lang = use_lang();
    let (t, r) = (course_text(lang), review_text(lang));
    let (number, key, seed) = (props.number, props.answers, props.seed);
    // Drawn once per page, so that re-rendering does not change the link.
    let another = use_state(random_seed);
    let c = contents_text(lang);
    let Some(head) = c.lessons.get(number.wrapping_sub(1)).filter(|_| number <= LESSONS) else {
        return html! {
            <main class="page not-found">
                <h1>{ t.no_such_lesson }</h1>
                <p class="notice" role="alert"><a href={crate::ui::route::link("")}>{ t.contents }</a></p>
            </main>
        };
    };
    let title = (c.lesson_title)(number, head.title);
    let print = Callback::from(|_: MouseEvent| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    });
    html! {
        <main class={classes!("page", "worksheet", key.then_some("answer-key"))}>
            <nav class="lesson-nav no-print" aria-label={r.sheet_nav}>
                <a href={crate::ui::route::link("")}>{ t.contents }</a>
                <a href={crate::ui::route::link(&format!("learn/{number}"))}>{ title.clone() }</a>
                if key {
                    <a class="to-sheet" href={sheet_href(number, false, seed)}>{ r.to_sheet }</a>
                } else {
                    <a class="to-key" href={sheet_href(number, true, seed)}>{ r.to_key }</a>
                }
                <a class="another-sheet" href={sheet_href(number, key, *another)}>{ r.another_sheet }</a>
                <button type="button" class="print" onclick={print}>{ r.print }</button>
            </nav>
            <h1>{ if key { (r.key_title)(&title) } else { (r.worksheet_title)(&title) } }</h1>
            <p class="sheet-number">{ (r.sheet_number)(seed) }</p>
            if !key {
                <p class="name-line">{ r.name_line }</p>
            }
            <ol class="sheet-items">
                { for EXERCISES[number - 1].iter().map(|e| {
                    let (game, position) = drawn_with(fresh, e, seed);
                    html! {
                        <li class="sheet-item" data-exercise={e.id} data-position={position.clone()}>
                            <p class="sheet-position">{ position_words(lang, game, e.kind, &position) }</p>
                            <p class="sheet-question">{ r.sheet_questions[e.kind as usize] }</p>
                            if key {
                                <p class="key-answer">{ key_answer(lang, game, e.kind, &position) }</p>
                            } else {
                                <p class="answer-line">{ r.answer_line }</p>
                            }
                        </li>
                    }
                }) }
            </ol>
        </main>
    }
}
