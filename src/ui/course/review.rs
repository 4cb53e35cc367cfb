//! Fresh positions for the exercises (the words of a drawn position), the review page
//! (`#/review`: the kinds of exercise the learner missed, with new positions, spaced over later
//! visits) and the progress code (export and import).

use yew::prelude::*;

use super::page::ExerciseView;
use super::plan::{Exercise, Game, Kind};
use super::progress::{Progress, Review, export_code, import, read_code, topics};
use super::review_text::review_text;
use super::text::course_text;
use crate::games::drill::{Saved, exercise_seed};
use crate::ui::i18n::{Lang, use_lang};

/// Drawing a fresh position is a part of its own (`drill`): a draw asks the engine about each
/// game's positions, code a lesson's first load need not carry when its exercises show their
/// authored positions.
#[allow(unsafe_code)]
pub mod draws {
    use crate::games::drill::{Game, Kind, fresh};
    use crate::ui::split::split_points;

    split_points! {
        fn(Game, Kind, &str, u64) -> (Game, String);
        drill => fresh;
    }
}

/// The position `fresh` (`games::drill::fresh`) draws for `exercise` from a page's `seed`.
pub fn drawn_with(
    fresh: fn(Game, Kind, &str, u64) -> (Game, String),
    exercise: &Exercise,
    seed: u64,
) -> (Game, String) {
    fresh(exercise.game, exercise.kind, exercise.position, exercise_seed(seed, exercise.id))
}

/// The position of `exercise` on a page whose address holds `seed` (the authored one without);
/// `None` while the part that draws it has not come.
pub fn drawn(exercise: &Exercise, seed: Option<u64>) -> Option<(Game, String)> {
    match seed {
        None => Some((exercise.game, exercise.position.to_owned())),
        Some(seed) => draws::here("drill").map(|fresh| drawn_with(fresh, exercise, seed)),
    }
}

/// A drawn position in words: the game and its position in notation.
pub fn position_words(lang: Lang, game: Game, kind: Kind, position: &str) -> String {
    let r = review_text(lang);
    match game {
        Game::TakeAway(take) => {
            let set = take.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
            if kind == Kind::Period { (r.set_line)(&set) } else { (r.heap_line)(position, &set) }
        }
        Game::NimCoins(take) => {
            let set = take.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
            let (nim, coins) = position.split_once(' ').unwrap_or((position, ""));
            (r.pair_line)(nim, coins.trim(), &set)
        }
        _ => {
            let id = game.page_id().unwrap_or_default();
            let name = crate::ui::text::game_words(lang, id).map_or(id, |w| w.name);
            let line = (r.game_line)(name, position);
            // On paper a drawing is a list of edges: say which vertex is the ground.
            if game == Game::Hackenbush {
                format!("{line}{}{}", course_text(lang).sentence_gap, r.ground)
            } else {
                line
            }
        }
    }
}

/// The question of a drawn position on a board.
pub fn fresh_prompt(lang: Lang, game: Game, kind: Kind, position: &str) -> String {
    // What joins two sentences is the language's (course.ftl's sentence-gap).
    format!(
        "{}{}{}",
        position_words(lang, game, kind, position),
        course_text(lang).sentence_gap,
        review_text(lang).questions[kind as usize]
    )
}

/// A seed for a fresh position (small, so that a link stays short).
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 999_999.0) as u64 + 1
}

/// `#/review`: every kind of exercise due now, each with a position drawn for this visit.
#[component(ReviewPage)]
pub fn review_page() -> Html {
    let lang = use_lang();
    let (t, r) = (course_text(lang), review_text(lang));
    // Opening the page is a visit: the topics due now stay on it until the next one.
    let visit = use_state(|| {
        let mut review = Review::load();
        review.visits += 1;
        review.save();
        review
    });
    let answered = use_state(Vec::<String>::new);
    let all = topics();
    let due: Vec<(String, Exercise)> =
        visit.due().into_iter().filter_map(|name| all.iter().find(|(t, _)| *t == name).cloned()).collect();
    let later = visit.entries.len() - due.len();
    let seed = visit.visits.wrapping_mul(7919);
    html! {
        <main class="page lesson review">
            <nav class="lesson-nav" aria-label={t.lesson_nav}>
                <a href={crate::ui::route::link("")}>{ t.contents }</a>
            </nav>
            <h1>{ r.review_heading }</h1>
            <p class="lead">{ r.review_intro }</p>
            <section class="exercises" aria-labelledby="exercises-heading">
                <h2 id="exercises-heading">{ t.exercises_heading }</h2>
                if due.is_empty() {
                    <p class="review-empty">{ r.review_empty }</p>
                }
                { for due.into_iter().map(|(name, exercise)| {
                    let done = answered.contains(&name);
                    let answer = |right: bool| {
                        let (answered, name) = (answered.clone(), name.clone());
                        Callback::from(move |()| {
                            if answered.contains(&name) {
                                return;
                            }
                            let review = Review::load();
                            let review = if right { review.right(&name) } else { review.missed(&name) };
                            review.save();
                            let mut list = (*answered).clone();
                            list.push(name.clone());
                            answered.set(list);
                        })
                    };
                    html! {
                        <div class="review-item" key={name.clone()} data-topic={name.clone()}>
                            <ExerciseView exercise={exercise} prompt="" solved={done} lesson={0} seed={Some(seed)}
                                          on_solved={answer(true)} on_wrong={answer(false)} />
                            if done { <p class="review-done" role="status">{ r.review_done }</p> }
                        </div>
                    }
                }) }
                if later > 0 {
                    <p class="review-later">{ (r.review_later)(later) }</p>
                }
            </section>
            <ProgressCode />
        </main>
    }
}

/// The progress as a short code: shown on request; a code typed in replaces the progress after a
/// confirmation; a bad code gets its reason in the reader's language.
#[component(ProgressCode)]
pub fn progress_code() -> Html {
    let lang = use_lang();
    let r = review_text(lang);
    let shown = use_state_eq(|| None::<String>);
    let pending = use_state_eq(|| None::<Saved>);
    let message = use_state_eq(|| None::<Result<(), String>>);
    let input = use_node_ref();
    let show = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(Some(export_code(&Progress::load(), &Review::load()))))
    };
    let onsubmit = {
        let (input, pending, message) = (input.clone(), pending.clone(), message.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let text = input.cast::<web_sys::HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
            match read_code(&text) {
                Ok(saved) => {
                    message.set(None);
                    pending.set(Some(saved));
                }
                Err(error) => {
                    pending.set(None);
                    message.set(Some(Err((review_text(lang).code_error)(&error))));
                }
            }
        })
    };
    let confirm = {
        let (pending, message, shown) = (pending.clone(), message.clone(), shown.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(saved) = &*pending {
                import(saved);
                shown.set(None);
                message.set(Some(Ok(())));
            }
            pending.set(None);
        })
    };
    let cancel = {
        let pending = pending.clone();
        Callback::from(move |_: MouseEvent| pending.set(None))
    };
    html! {
        <section class="progress-code" aria-labelledby="code-heading">
            <h2 id="code-heading">{ r.code_heading }</h2>
            <p>{ r.code_intro }</p>
            <button type="button" class="show-code" onclick={show}>{ r.code_show }</button>
            if let Some(code) = &*shown {
                <p>{ r.code_yours }{ " " }<output class="code-output" lang="en">{ code.clone() }</output></p>
            }
            <form class="code-form" {onsubmit}>
                <label>{ r.code_label }
                    <input ref={input} class="code-input" autocomplete="off" spellcheck="false" autocapitalize="characters" size="32" />
                </label>
                <button type="submit">{ r.code_load }</button>
            </form>
            if let Some(saved) = &*pending {
                <div class="code-confirm" role="alertdialog" aria-labelledby="code-confirm-text">
                    <p id="code-confirm-text">{ (r.code_confirm)(saved.solved.iter().filter(|s| **s).count(), saved.boxes.iter().filter(|b| **b > 0).count()) }</p>
                    <button type="button" class="code-replace" onclick={confirm}>{ r.code_replace }</button>
                    <button type="button" class="code-cancel" onclick={cancel}>{ r.code_cancel }</button>
                </div>
            }
            { match &*message {
                Some(Ok(())) => html! { <p class="code-loaded" role="status">{ r.code_loaded }</p> },
                Some(Err(why)) => html! { <p class="notice code-error" role="alert">{ why.clone() }</p> },
                None => Html::default(),
            } }
        </section>
    }
}
