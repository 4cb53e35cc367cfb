//! A lesson's page (`#/learn/<n>`): its sections with their live widgets, its exercises, the
//! terms it uses and the games it is about; and the course's contents for the home page.

use yew::platform::spawn_local;
use yew::prelude::*;

use super::ask::xor_table;
use super::boards::LessonBoard;
use super::code::CodePlace;
use super::contest::ContestPlace;
use super::folds::{self, Fold};
use super::plan::{EXERCISES, Exercise, Game, Kind, Widget};
use super::progress::{Progress, Review, gate_opened, open_gate};
use super::review::{drawn, draws, fresh_prompt, random_seed};
use super::review_text::review_text;
use super::takeaway::TakeAwayRow;
use super::text::{CourseText, contents_text, course_text};
use crate::ui::course::{lesson_part, lesson_text, lessons};
use crate::ui::glossary::{self, glossary_text, term_href};
use crate::ui::handover::use_pieces;
use crate::ui::i18n::use_lang;
use crate::ui::split::{coming, use_near, use_part};
use crate::ui::text::app_text;

/// How many lessons the course has.
pub const LESSONS: usize = 16;

// `picture_src!()`: the format of a lesson's picture's address (`static/lessons/NN.svg`, copied
// into the build under a name with their hash), its number to fill in.
include!(concat!(env!("OUT_DIR"), "/pictures.rs"));

/// The address of lesson `number` (from 1).
pub fn lesson_href(number: usize) -> String {
    crate::ui::route::link(&format!("learn/{number}"))
}

/// A live board of `game`, its code fetched with its game's part ([`LessonBoard`]).
fn live(
    game: Game,
    position: AttrValue,
    kind: Option<Kind>,
    panels: bool,
    on_solved: Callback<()>,
    on_wrong: Callback<()>,
) -> Html {
    html! { <LessonBoard {game} {position} {kind} {panels} {on_solved} {on_wrong} /> }
}

fn widget(widget: Widget) -> Html {
    match widget {
        Widget::Play { game, position, panels } => {
            live(game, AttrValue::Static(position), None, panels, Callback::noop(), Callback::noop())
        }
        Widget::Xor(heaps) => xor_table(heaps),
        Widget::Row { take, up_to, win_lose } => html! { <TakeAwayRow {take} {up_to} {win_lose} /> },
    }
}

#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    /// The lesson's number from the address (checked here: 1 to [`LESSONS`]).
    pub number: usize,
    /// The address's seed: every exercise shows a fresh position drawn from it.
    #[prop_or_default]
    pub seed: Option<u64>,
}

#[component(LessonPage)]
pub fn lesson_page(props: &LessonPageProps) -> Html {
    let lang = use_lang();
    let t = course_text(lang);
    // The lesson's own words, a part per lesson and language: in the route's pack when the
    // address opened the lesson, else fetched here (the page stays in the language it had
    // until the new language's words come).
    let missing = lesson_part(lang, props.number).filter(|&name| lessons::here(name).is_none());
    let (failed, retry) = use_part(missing, lessons::fetch);
    let c = contents_text(lang);
    let progress = use_state(Progress::load);
    let (number, seed) = (props.number, props.seed);
    let r = review_text(lang);
    // A new lesson starts at its top (not the first one drawn over its pre-rendered copy, which
    // the reader may have scrolled).
    use_effect_with(number, |_| {
        if let Some(window) = web_sys::window().filter(|_| !crate::ui::handover::pending()) {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    // The lesson's sections, then its exercises, then the rest (notes, code, contest).
    let shown = use_pieces(lesson_text(lang, number).map_or(1, |lesson| lesson.sections.len() + 2));
    let coming_words = lesson_part(lang, number).is_some() && lesson_text(lang, number).is_none();
    crate::ui::handover::use_take_over(failed || !coming_words);
    if coming_words {
        let a = app_text(lang);
        return html! {
            <main class="page loading">{ coming(failed, a.loading, a.load_failed, a.retry, retry) }</main>
        };
    }
    let Some(lesson) = lesson_text(lang, number) else {
        return html! {
            <main class="page not-found">
                <h1>{ t.no_such_lesson }</h1>
                <p class="notice" role="alert"><a href={crate::ui::route::link("")}>{ t.contents }</a></p>
            </main>
        };
    };
    let exercises = EXERCISES[number - 1];
    let (solved, count) = progress.lesson(number);
    html! {
        <main class="page lesson" key={format!("{number}-{seed:?}")}>
            <nav class="lesson-nav" aria-label={t.lesson_nav}>
                <a href={crate::ui::route::link("")}>{ t.contents }</a>
                if number > 1 { <a class="previous" href={lesson_href(number - 1)} rel="prev">{ t.previous }</a> }
                if number < LESSONS { <a class="next" href={lesson_href(number + 1)} rel="next">{ t.next }</a> }
            </nav>
            <h1>{ (c.lesson_title)(number, c.lessons[number - 1].title) }</h1>
            <p class="lead">{ c.lessons[number - 1].summary }</p>
            <p class="lesson-progress">{ (c.progress)(solved, count) }</p>
            { for lesson.sections.iter().enumerate().map(|(i, section)| {
                // The lesson's proofs are numbered in page order.
                let first_proof: usize = lesson.sections[..i].iter().map(|s| s.proofs.len()).sum();
                let section = html! {
                    <section class="lesson-section" aria-labelledby={format!("s{i}")}>
                        <h2 id={format!("s{i}")}>{ section.heading }</h2>
                        { for section.body.iter().map(|p| html! { <p>{ *p }</p> }) }
                        if let Some(w) = section.widget {
                            <div class="lesson-widget">{ widget(w) }</div>
                        }
                        { gated(t, number, i, section.after, html! {
                            { for section.proofs.iter().enumerate().map(|(k, proof)| html! {
                                <FoldView class="proof" title={proof.title}
                                          fold={Fold::Proof { lesson: number, index: first_proof + k, stepper: proof.stepper }} />
                            }) }
                        }) }
                    </section>
                };
                // Over the pre-rendered copy: the first section at once, each other in a task of
                // its own.
                if i < shown { section } else { Html::default() }
            }) }
            if shown > lesson.sections.len() {
                <section class="exercises" aria-labelledby="exercises-heading">
                    <h2 id="exercises-heading">{ t.exercises_heading }</h2>
                    <p class="sheet-links">
                        <a class="worksheet-link" href={crate::ui::route::link(&format!("worksheet/{number}?seed={}", seed.unwrap_or(1)))}>{ r.worksheet_link }</a>
                        { " · " }<a class="review-link" href={crate::ui::route::link("review")}>{ c.review_link }</a>
                    </p>
                    { for exercises.iter().zip(lesson.prompts.iter()).map(|(exercise, prompt)| {
                        let on_solved = {
                            let progress = progress.clone();
                            let id = exercise.id;
                            Callback::from(move |()| progress.set(progress.with_solved(id)))
                        };
                        let on_wrong = {
                            let exercise = *exercise;
                            Callback::from(move |()| Review::record_missed(&exercise))
                        };
                        html! {
                            <ExerciseView key={exercise.id} exercise={*exercise} prompt={*prompt} lesson={number} {seed}
                                          solved={progress.is_solved(exercise.id)} {on_solved} {on_wrong} />
                        }
                    }) }
                </section>
            }
            if shown > lesson.sections.len() + 1 {
                <FoldView class="teacher-notes" title={t.teacher_heading} fold={Fold::Teacher { lesson: number }} />
                <CodePlace lesson={number} />
                <ContestPlace lesson={number} />
                <Related {number} />
                <nav class="lesson-nav bottom" aria-label={t.lesson_nav_bottom}>
                    if number > 1 { <a class="previous" href={lesson_href(number - 1)}>{ (c.lesson_title)(number - 1, c.lessons[number - 2].title) }</a> }
                    if number < LESSONS { <a class="next" href={lesson_href(number + 1)}>{ (c.lesson_title)(number + 1, c.lessons[number].title) }</a> }
                </nav>
            }
        </main>
    }
}

#[derive(Properties, PartialEq)]
struct RelatedProps {
    /// The lesson's number, from 1.
    number: usize,
}

/// How far ahead of the view the terms' section fetches the glossary's words (their names).
const TERMS_AHEAD: &str = "50% 0px 50% 0px";

/// The lesson's terms (to the glossary) and the game pages it is about. The terms' names are the
/// glossary's words, a part of their own: fetched when the section nears the view (a lesson's
/// first load does not carry them); until then the links to the glossary wait.
#[component(Related)]
fn related(props: &RelatedProps) -> Html {
    let lang = use_lang();
    let t = course_text(lang);
    let glossary = glossary_text(lang);
    let place = use_node_ref();
    let rerender = use_force_update();
    let near = use_near(&place, TERMS_AHEAD, glossary.is_none());
    use_effect_with((glossary.is_none() && *near, lang), move |&(fetch, lang)| {
        if fetch {
            spawn_local(async move {
                // A failure leaves the links out; the glossary page says why when opened.
                if glossary::words::fetch(glossary::words_part(lang)).await.is_ok() {
                    rerender.force_update();
                }
            });
        }
    });
    let Some(lesson) = lesson_text(lang, props.number) else { return Html::default() };
    html! {
        <section class="related" aria-labelledby="related-heading" ref={place}>
            <h2 id="related-heading">{ t.related_heading }</h2>
            <p>{ t.terms_heading }
                { for lesson.terms.iter().filter_map(|id| glossary?.terms.iter().find(|term| term.id == *id)).map(|term| html! {
                    <>{ " " }<a class="term-link" href={term_href(term.id)}>{ term.name }</a></>
                }) }
            </p>
            <p>{ t.pages_heading }
                // A game not in this build yet is named by its id (notation, the same in every language).
                { for lesson.pages.iter().map(|id| match crate::ui::text::game_words(lang, id) {
                    Some(words) => html! { <>{ " " }<a class="game-link" href={crate::ui::route::link(id)}>{ words.name }</a></> },
                    None => html! { <>{ " " }<a class="game-link" href={crate::ui::route::link(id)}><code>{ *id }</code></a></> },
                }) }
            </p>
            if let Some(glossary) = glossary {
                <p class="muted"><a href={crate::ui::route::link("glossary")}>{ glossary.all_terms }</a></p>
            }
        </section>
    }
}

/// Section `index` of lesson `lesson`: its explanation `after` (with `rest`, its proofs) behind a
/// gate the learner opens once they have decided on their answer (Mathigon's gated steps),
/// open from then on in this browser; `rest` alone for a section without one. A `<details>`:
/// the browser opens it by click, touch or key and keeps the focus on it (a component of its own
/// cost the course's part 2.7 KB).
fn gated(t: &CourseText, lesson: usize, index: usize, after: &'static [&'static str], rest: Html) -> Html {
    if after.is_empty() {
        return rest;
    }
    let id = format!("{lesson}.{}", index + 1);
    let open = gate_opened(&id);
    let ontoggle = Callback::from(move |event: Event| {
        if event.target_unchecked_into::<web_sys::HtmlDetailsElement>().open() {
            open_gate(&id);
        }
    });
    html! {
        <details class="gate" {open} {ontoggle}>
            <summary>
                <span class="gate-note">{ t.gate_note }</span><span class="gate-open">{ t.gate_open }</span>
                <span class="gate-shown">{ t.gate_shown }</span>
            </summary>
            <div class="gated">{ for after.iter().map(|p| html! { <p>{ *p }</p> }) }</div>
            { rest }
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct ExerciseProps {
    pub exercise: Exercise,
    /// The authored position's question (a drawn position's is made from its game and kind).
    pub prompt: &'static str,
    pub solved: bool,
    pub on_solved: Callback<()>,
    #[prop_or_default]
    pub on_wrong: Callback<()>,
    /// The lesson it is on (its fresh positions link to the lesson's address), 0 for the review.
    pub lesson: usize,
    /// The page's seed: the exercise shows the position drawn from it.
    pub seed: Option<u64>,
}

/// An exercise: the authored position, or one drawn from a seed; "a fresh position" draws
/// another (and links to the lesson's address with its seed, which shows the same position).
#[component(ExerciseView)]
pub fn exercise_view(props: &ExerciseProps) -> Html {
    let lang = use_lang();
    let (t, r) = (course_text(lang), review_text(lang));
    let e = props.exercise;
    let seed = use_state_eq(|| props.seed);
    // A seed's position is drawn by the `drill` part, fetched when a seed first asks for it.
    let waiting = (seed.is_some() && draws::here("drill").is_none()).then_some("drill");
    let (failed, retry) = use_part(waiting, draws::fetch);
    // Drawn once per seed (a draw may ask the engine about a few candidate positions).
    let picked = use_memo((*seed, waiting.is_none()), move |&(seed, _)| drawn(&e, seed));
    let heading = format!("exercise-{}", e.id);
    let again = {
        let seed = seed.clone();
        Callback::from(move |_: MouseEvent| seed.set(Some(random_seed())))
    };
    let (position, question) = match &*picked {
        Some((game, position)) => {
            let prompt = match *seed {
                None => props.prompt.to_owned(),
                Some(_) => fresh_prompt(lang, *game, e.kind, position),
            };
            // Keyed by its position: a new position is a new board.
            let board = html! {
                <div class="exercise-board" key={format!("{game:?}{position}")}>
                    { live(*game, AttrValue::from(position.clone()), Some(e.kind), false, props.on_solved.clone(), props.on_wrong.clone()) }
                </div>
            };
            (
                Some(position.clone()),
                html! { <><p class="prompt">{ prompt }</p>{ for std::iter::once(board) }</> },
            )
        }
        None => {
            let app = app_text(lang);
            let wait = coming(failed, app.loading, app.load_failed, app.retry, retry);
            (None, html! { <div class="exercise-board board-coming" key="coming">{ wait }</div> })
        }
    };
    html! {
        <article class={classes!("exercise", format!("kind-{:?}", e.kind).to_ascii_lowercase(), props.solved.then_some("solved"))}
                 id={format!("ex-{}", e.id)} data-exercise={e.id} data-position={position} aria-labelledby={heading.clone()}>
            <h3 id={heading}>
                { (t.exercise_title)(e.id, t.kind_names[e.kind as usize]) }
                if props.solved { <span class="solved-badge">{ t.solved }</span> }
            </h3>
            { question }
            if props.lesson > 0 {
                <p class="fresh">
                    <button type="button" class="fresh-position" onclick={again}>{ r.fresh_position }</button>
                    if let Some(s) = *seed {
                        { " " }<a class="fresh-link" href={crate::ui::route::link(&format!("learn/{}?seed={s}", props.lesson))}>{ r.fresh_link }</a>
                    }
                </p>
            }
        </article>
    }
}

/// The course's contents: each lesson with its progress, for the home page.
#[component(CourseContents)]
pub fn course_contents() -> Html {
    let lang = use_lang();
    let t = contents_text(lang);
    let progress = use_state(Progress::load);
    let reset = {
        let progress = progress.clone();
        Callback::from(move |_: MouseEvent| progress.set(Progress::cleared()))
    };
    let any = (1..=LESSONS).any(|n| progress.lesson(n).0 > 0);
    html! {
        <section class="course" aria-labelledby="course-heading">
            <h2 id="course-heading">{ t.course_heading }</h2>
            <p>{ (t.course_intro)(LESSONS) }</p>
            <ol class="lesson-list">
                { for t.lessons.iter().enumerate().map(|(i, lesson)| {
                    let (solved, count) = progress.lesson(i + 1);
                    let done = solved == count;
                    html! {
                        <li class={classes!(done.then_some("done"))}>
                            // The picture (the link's `::before`, its box sized by the stylesheet)
                            // and what the lesson builds on (its `::after`) are drawn from these
                            // attributes: `<img>` and `<span>` elements cost the main module
                            // ~200 bytes gzip more (measured), which every page loads first.
                            <a href={lesson_href(i + 1)} style={format!(concat!("--picture:url(", picture_src!(), ")"), i + 1)} data-needs={lesson.needs}>
                                <span class="lesson-name">{ (t.lesson_title)(i + 1, lesson.title) }</span>
                                <span class="lesson-summary">{ lesson.summary }</span>
                                <span class="lesson-progress">{ if done { t.done.to_string() } else { (t.progress)(solved, count) } }</span>
                            </a>
                        </li>
                    }
                }) }
            </ol>
            <p><a class="review-link" href={crate::ui::route::link("review")}>{ t.review_link }</a></p>
            if any {
                <button type="button" class="reset-progress" onclick={reset}>{ t.reset_progress }</button>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct FoldProps {
    /// What the fold holds.
    fold: Fold,
    /// The fold's title.
    title: &'static str,
    class: &'static str,
}

/// A fold of the lesson (a proof, the teacher notes): its title, and once opened, its body,
/// drawn by `super::folds`'s part (fetched at the first opening, with the texts it shows).
#[component(FoldView)]
fn fold_view(props: &FoldProps) -> Html {
    let lang = use_lang();
    let opened = use_state_eq(|| false);
    let here = folds::part::here("folds");
    let (failed, retry) = use_part((*opened && here.is_none()).then_some("folds"), folds::part::fetch);
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |_: Event| opened.set(true))
    };
    html! {
        <details class={props.class} {ontoggle}>
            <summary>{ props.title }</summary>
            { match here {
                Some(render) if *opened => render(props.fold),
                None if *opened => {
                    let app = app_text(lang);
                    coming(failed, app.loading, app.load_failed, app.retry, retry)
                }
                _ => Html::default(),
            } }
        </details>
    }
}
