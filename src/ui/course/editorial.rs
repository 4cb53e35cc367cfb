//! A contest problem's staged hints and its editorial (解説), opened one step at a time under
//! the problem: hint 1, hint 2, …, then the editorial in the order of a Japanese 解説 (考察,
//! 解法, 計算量, 実装例). The texts are the lesson's Markdown (`:: contest-hint`,
//! `:: editorial-…`), turned into `EDITORIALS` by build.rs; the 実装例 are the programs
//! `content/code/<name>.cpp` and `.py`, run by `tests/contest_programs.rs` against the engine.
//! Each language's texts are a part of their own, fetched when the learner opens the first hint:
//! a learner who never asks does not download them.

use yew::prelude::*;

use super::code::{Program, ProgramTabs};
use super::contest::with_output_words;
use super::folded::{Editorial, part, part_name};
use crate::content::folded::Words;
use crate::games::contest::{LESSON_PROBLEMS, Problem};
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::split::{coming, use_part};
use crate::ui::text::app_text;

/// The hints' and the editorial's style, with the contest's part.
const STYLE: &str = include_str!("editorial.css");

#[derive(Properties, PartialEq)]
pub struct ContestHelpProps {
    /// The lesson's number, from 1.
    pub lesson: usize,
    /// Which of the lesson's problems, from 0.
    pub index: usize,
}

/// The hints and the editorial of one problem: a button opens the next step (the first click
/// fetches the texts), and the steps opened stay open until the learner hides them all.
#[component(ContestHelp)]
pub fn contest_help(props: &ContestHelpProps) -> Html {
    let lang = use_lang();
    let w = Words(lang);
    // How many steps are open: hints first, then the editorial.
    let opened = use_state_eq(|| 0_usize);
    let here = part::here(part_name(lang));
    let (failed, retry) = use_part((*opened > 0 && here.is_none()).then_some(part_name(lang)), part::fetch);
    let problem = LESSON_PROBLEMS.get(props.lesson.wrapping_sub(1)).and_then(|p| p.get(props.index)).copied();
    let Some(problem) = problem else { return Html::default() };
    let editorial = here.and_then(|all| all.editorials.get(props.lesson.wrapping_sub(1))?.get(props.index));
    let programs = here.map_or(&[][..], |all| all.programs);
    let heading_id = format!("contest-{}-help", props.index + 1);
    let open_next = {
        let opened = opened.clone();
        Callback::from(move |_: MouseEvent| opened.set(*opened + 1))
    };
    let hide = {
        let opened = opened.clone();
        Callback::from(move |_: MouseEvent| opened.set(0))
    };
    let next_label = match editorial {
        Some(e) if *opened >= e.hints.len() => w.editorial_show().to_string(),
        _ => w.editorial_show_hint(*opened + 1),
    };
    let finished = editorial.is_some_and(|e| *opened > e.hints.len());
    let body = match editorial {
        Some(e) => steps(lang, problem, e, programs, *opened, props.index),
        None if *opened > 0 => {
            let t = app_text(lang);
            coming(failed, t.loading, t.load_failed, t.retry, retry)
        }
        None => Html::default(),
    };
    html! {
        <section class="contest-help" aria-labelledby={heading_id.clone()}>
            <style>{ STYLE }</style>
            <h3 id={heading_id}>{ w.editorial_heading() }</h3>
            <p class="muted">{ w.editorial_intro() }</p>
            { body }
            <div class="contest-help-buttons">
                if !finished && (editorial.is_some() || *opened == 0) {
                    <button type="button" class="contest-help-next" onclick={open_next}>{ next_label }</button>
                }
                if *opened > 0 {
                    <button type="button" class="contest-help-hide" onclick={hide}>{ w.editorial_hide() }</button>
                }
            </div>
        </section>
    }
}

/// The first `opened` steps of `e`: its hints, then (one step more) the editorial.
fn steps(
    lang: Lang,
    problem: Problem,
    e: &'static Editorial,
    programs: &'static [Program],
    opened: usize,
    index: usize,
) -> Html {
    let w = Words(lang);
    let paragraphs = |texts: &'static [&'static str]| -> Html {
        html! { <>{ for texts.iter().map(|p| html! { <p>{ with_output_words(p, problem) }</p> }) }</> }
    };
    let hints = e.hints.iter().take(opened).enumerate().map(|(i, hint)| {
        html! {
            <div class="contest-hint">
                <h4>{ w.editorial_hint(i + 1) }</h4>
                <p>{ with_output_words(hint, problem) }</p>
            </div>
        }
    });
    let program = programs.iter().find(|p| p.name == e.program);
    let editorial = (opened > e.hints.len()).then(|| {
        html! {
            <div class="contest-editorial">
                <h4>{ w.editorial_title() }</h4>
                <h5>{ w.editorial_observation() }</h5>
                { paragraphs(e.observation) }
                <h5>{ w.editorial_solution() }</h5>
                { paragraphs(e.solution) }
                <h5>{ w.editorial_complexity() }</h5>
                <p>{ with_output_words(e.complexity, problem) }</p>
                <h5>{ w.editorial_code() }</h5>
                <p>{ w.editorial_code_intro() }</p>
                { for program.map(|program: &'static Program| html! {
                    <ProgramTabs id={format!("contest-{}-code", index + 1)} {program} />
                }) }
            </div>
        }
    });
    html! { <>{ for hints }{ for editorial }</> }
}
