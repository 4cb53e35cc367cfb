//! The contest problems at the end of a lesson (one, or two in lesson 14), each with its statement (words from the lesson's text,
//! format, constraints and samples from `games::contest`), a box where any input in the format
//! gets the expected output from the engine, and public problems on the same idea.

use yew::prelude::*;

use super::text::ContestText;
use crate::content::course::Words;
use crate::content::hackenbush::Words as HackenbushWords;
use crate::games::contest::{ContestError, Field, GridFault, LESSON_PROBLEMS, Problem};
use crate::ui::hackenbush::text::import_failed;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::reduction::text::georgia;
use crate::ui::split::{coming, use_near, use_part};
use crate::ui::text::app_text;

/// The words of an input error, in `lang`.
#[inline(always)]
pub fn contest_error(lang: Lang, error: &ContestError) -> String {
    // Read here, not through `CourseText`: the contest's words come with this part.
    let w = Words(lang);
    let field = |f: Field| match f {
        Field::Count => w.contest_field_count(),
        Field::Heap => w.contest_field_heap(),
        Field::Take => w.contest_field_take(),
        Field::K => w.contest_field_k(),
        Field::Target => w.contest_field_target(),
        Field::Vertex => w.contest_field_vertex(),
        Field::Side => w.contest_field_side(),
        Field::Row => w.contest_field_row(),
        Field::Column => w.contest_field_column(),
    };
    match error {
        ContestError::Empty => w.contest_empty().to_string(),
        ContestError::TooLong { len } => w.contest_too_long(*len),
        ContestError::NotANumber { token } => {
            w.contest_not_number(token.chars().take(20).collect::<String>())
        }
        ContestError::Missing { what } => w.contest_missing(field(*what)),
        ContestError::OutOfRange { what, value, min, max } => {
            w.contest_range(*max, *min, *value, field(*what))
        }
        ContestError::Leftover { count } => w.contest_leftover(*count),
        ContestError::Georgia(e) => georgia::import_error(georgia::Words(lang), e),
        ContestError::Tree(e) => import_failed(HackenbushWords(lang), e),
        ContestError::GridRow { row, fault: GridFault::Length { len, width } } => {
            w.contest_grid_length(*len, *row, *width)
        }
        ContestError::GridRow { row, fault: GridFault::Character(c) } => w.contest_grid_character(*c, *row),
        ContestError::OnWall { figure, row, column } => w.contest_on_wall(*column, *figure, *row),
        ContestError::NoPeriod { terms } => w.contest_no_period(*terms),
    }
}

/// `text` with the words of the problem's outputs ("First", "WIN", …) set as code.
pub(super) fn with_output_words(text: &str, problem: Problem) -> Html {
    let words: Vec<&str> = problem.samples().iter().flat_map(|s| s.output.split_whitespace()).collect();
    with_words_as_code(text, &words)
}

/// `text` with each of `words` (whole words of ASCII letters) set as code: what a program reads
/// or prints, the same in every language.
pub fn with_words_as_code(text: &str, words: &[&str]) -> Html {
    let mut parts = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let start = rest.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(rest.len());
        parts.push(html! { { rest[..start].to_string() } });
        rest = &rest[start..];
        let end = rest.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(rest.len());
        let word = &rest[..end];
        if words.contains(&word) && !word.is_empty() {
            parts.push(html! { <code>{ word.to_string() }</code> });
        } else if !word.is_empty() {
            parts.push(html! { { word.to_string() } });
        }
        rest = &rest[end..];
    }
    html! { <>{ for parts }</> }
}

#[derive(Properties, PartialEq)]
pub struct ContestProblemProps {
    /// The lesson's number, from 1 (checked by the lesson page).
    pub lesson: usize,
    /// Which of the lesson's problems, from 0.
    pub index: usize,
}

#[component(ContestProblem)]
pub fn contest_problem(props: &ContestProblemProps) -> Html {
    let lang = use_lang();
    let cw = Words(lang);
    let problem = LESSON_PROBLEMS.get(props.lesson.wrapping_sub(1)).and_then(|p| p.get(props.index));
    let words = crate::ui::course::lesson_text(lang, props.lesson).and_then(|l| l.contests.get(props.index));
    let (Some(&problem), Some(w)) = (problem, words) else {
        return Html::default();
    };
    let w: &ContestText = w;
    let heading_id = format!("contest-heading-{}", props.index + 1);
    let input_id = format!("contest-input-{}", props.index + 1);
    let input = use_node_ref();
    let answer = use_state_eq(|| None::<Result<String, ContestError>>);
    let onsubmit = {
        let (input, answer) = (input.clone(), answer.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let text = input.cast::<web_sys::HtmlTextAreaElement>().map(|i| i.value()).unwrap_or_default();
            answer.set(Some(problem.solve(&text)));
        })
    };
    let fill_sample = {
        let input = input.clone();
        Callback::from(move |_: MouseEvent| {
            if let (Some(area), Some(sample)) =
                (input.cast::<web_sys::HtmlTextAreaElement>(), problem.samples().first())
            {
                area.set_value(sample.input);
            }
        })
    };
    html! {
        <section class="contest" aria-labelledby={heading_id.clone()}>
            <h2 id={heading_id}>{ with_output_words(&cw.contest_heading(w.title), problem) }</h2>
            { for w.statement.iter().map(|p| html! { <p>{ with_output_words(p, problem) }</p> }) }
            <h3>{ cw.contest_input() }</h3>
            <p>{ w.input }</p>
            <pre class="notation contest-format">{ problem.format() }</pre>
            <h3>{ cw.contest_constraints() }</h3>
            <ul class="contest-constraints">
                { for problem.constraints().iter().map(|c| html! { <li><code>{ *c }</code></li> }) }
            </ul>
            <h3>{ cw.contest_output() }</h3>
            <p>{ with_output_words(w.output, problem) }</p>
            { for problem.samples().iter().enumerate().map(|(i, s)| html! {
                <div class="contest-sample">
                    <div>
                        <h4>{ cw.contest_sample_input(i + 1) }</h4>
                        <pre class="notation sample-input">{ s.input.trim_end() }</pre>
                    </div>
                    <div>
                        <h4>{ cw.contest_sample_output(i + 1) }</h4>
                        <pre class="notation sample-output">{ s.output }</pre>
                    </div>
                </div>
            }) }
            <form class="contest-check" {onsubmit}>
                <label for={input_id.clone()}>{ cw.contest_box_label() }</label>
                <textarea id={input_id} ref={input} class="contest-input" rows="6" spellcheck="false" autocomplete="off" />
                <div class="contest-buttons">
                    <button type="submit" class="contest-run">{ cw.contest_run() }</button>
                    <button type="button" class="contest-sample-fill" onclick={fill_sample}>{ cw.contest_use_sample() }</button>
                </div>
            </form>
            { match &*answer {
                None => Html::default(),
                Some(Ok(output)) => html! {
                    <div class="contest-answer" role="status">
                        <h4>{ cw.contest_expected() }</h4>
                        <pre class="notation contest-output">{ output.clone() }</pre>
                    </div>
                },
                Some(Err(error)) => html! {
                    <p class="notice contest-error" role="alert">{ contest_error(lang, error) }</p>
                },
            } }
            if !problem.related().is_empty() {
                <h3>{ cw.contest_related() }</h3>
                <ul class="contest-related">
                    { for problem.related().iter().map(|(contest, id, title)| html! {
                        <li lang="en"><span class="contest-name">{ *contest }</span>{ " " }<code>{ *id }</code>{ " " }<cite>{ *title }</cite></li>
                    }) }
                </ul>
            }
            <super::editorial::ContestHelp lesson={props.lesson} index={props.index} />
        </section>
    }
}

/// How many contest problems lesson `lesson` (from 1) sets.
fn problem_count(lesson: usize) -> usize {
    LESSON_PROBLEMS.get(lesson.wrapping_sub(1)).map_or(0, |problems| problems.len())
}

/// The contest problem's code (its statement, the answer box and the solvers of every lesson's
/// problem, with the other games' error words they use) is a part of the module of its own,
/// fetched when the problem's place nears the view: a lesson's first load does not carry it.
// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod part {
    use crate::ui::split::split_points;
    use yew::prelude::*;

    split_points! {
        fn(usize) -> Html;
        contest_problem => |lesson| html! {
            <>{ for (0..super::problem_count(lesson)).map(|index| html! { <super::ContestProblem {lesson} {index} /> }) }</>
        };
    }
}

/// How far ahead of the view the problem's part is fetched (one screen, as the boards).
const AHEAD: &str = "100% 0px 100% 0px";

#[derive(Properties, PartialEq)]
pub struct ContestPlaceProps {
    /// The lesson's number, from 1.
    pub lesson: usize,
}

/// The place of the lesson's contest problem: the problem once its part is here, fetched when
/// the place nears the view (or at once where the browser cannot observe); meanwhile a line
/// keeps the room, and a failed fetch says so with "Try again".
#[component(ContestPlace)]
pub fn contest_place(props: &ContestPlaceProps) -> Html {
    let lang = use_lang();
    let place = use_node_ref();
    let missing = part::here("contest_problem").is_none();
    let near = use_near(&place, AHEAD, missing);
    let (failed, retry) = use_part((missing && *near).then_some("contest_problem"), part::fetch);
    match part::here("contest_problem") {
        Some(render) => render(props.lesson),
        None => {
            let t = app_text(lang);
            html! {
                <section class="contest contest-coming" ref={place}>
                    { coming(failed, t.loading, t.load_failed, t.retry, retry) }
                </section>
            }
        }
    }
}
