//! Georgia and Bob on the kit's page (`#/georgia-bob/1,5,6,7,9`): the row of squares, the
//! reduction stepper (pairs, gaps as heaps, the nim-sum, why a left chessman's move does not
//! help), the gaps by bits, and the contest input of POJ 1704.

use crate::ui::text::GameNames;
use std::rc::Rc;

use yew::prelude::*;

use super::text::georgia::{self as text, Words};
use super::{MoveForm, ReductionStepper, Step};
use crate::games::reduction::georgia::{
    self, GeorgiaBob, GeorgiaError, GeorgiaMove, GeorgiaPosition, GeorgiaReason, ImportedCase,
    ParseGeorgiaError,
};
use crate::games::reduction::shown;
use crate::games::staircase::StaircasePosition;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{
    BoardProps, GameUi, PageWords, PanelProps, Preset, SetupProps, Total, page_words,
};
use crate::ui::kit::game::GameText;

/// Rows up to this square are drawn; longer ones are played with the move form.
pub const MAX_DRAWN_SQUARE: u32 = 24;
const CELL: i64 = 40;

fn t(lang: Lang) -> Words {
    Words(lang)
}

fn drawn(position: &GeorgiaPosition) -> bool {
    position.squares().last().is_some_and(|&last| last <= MAX_DRAWN_SQUARE)
}

impl GameText for GeorgiaBob {
    fn describe_move(lang: Lang, mv: &GeorgiaMove) -> String {
        t(lang).moved(mv.from, mv.to)
    }

    fn reason(lang: Lang, reason: &GeorgiaReason) -> String {
        text::reason(t(lang), reason)
    }

    fn move_error(lang: Lang, error: &GeorgiaError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for GeorgiaBob {
    const TYPES_MOVES: bool = true;
    const NAMES: GameNames = super::text::GEORGIA_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        // `how_to_move` picks the drawn or the typed board's words itself.
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    fn how_to_move(lang: Lang, position: &GeorgiaPosition) -> &'static str {
        if drawn(position) { t(lang).how_to_move() } else { t(lang).how_to_move_typed() }
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseGeorgiaError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> GeorgiaPosition {
        GeorgiaPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> GeorgiaPosition {
        let count = rng.usize(3..=7);
        GeorgiaPosition::random(rng, count, 20)
    }

    fn url_text(position: &GeorgiaPosition, _: &GeorgiaPosition, _: &()) -> Option<String> {
        Some(position.to_string().replace(' ', ","))
    }

    fn total(lang: Lang, position: &GeorgiaPosition) -> Option<Total> {
        let gaps: Vec<String> = position.pairs().iter().map(|p| p.gap().to_string()).collect();
        let detail = (gaps.len() > 1 && gaps.len() <= 40).then(|| gaps.join(" ⊕ "));
        Some(Total::of(detail, position.nim_sum(), t(lang).total_name()))
    }

    fn hint_line(lang: Lang, _: &GeorgiaPosition, mv: &GeorgiaMove) -> String {
        t(lang).hint_line(mv.from, mv.to)
    }

    fn presets(lang: Lang) -> Vec<Preset<GeorgiaPosition>> {
        let t = t(lang);
        vec![
            Preset { class: "preset-sample-1", label: t.preset_sample_1(), make: |_| sample(&[1, 2, 3]) },
            Preset {
                class: "preset-sample-2",
                label: t.preset_sample_2(),
                make: |_| GeorgiaPosition::default(),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_chessman() }</dd>
                <dt>{ "← →" }</dt><dd>{ t.keys_square() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_move() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<GeorgiaBob>) -> Html {
        html! { <GeorgiaPlay ..props /> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::georgia_graph(position)
    }

    fn panels(props: PanelProps<GeorgiaBob>) -> Html {
        html! { <GeorgiaPanels position={props.position} /> }
    }

    fn play_panels(_: SetupProps<GeorgiaBob>) -> Html {
        html! { <ContestImport /> }
    }
}

fn sample(squares: &[u32]) -> GeorgiaPosition {
    GeorgiaPosition::new(squares.to_vec()).unwrap_or_default()
}

/// The squares the chessman on `square` may slide to, nearest first.
fn targets(position: &GeorgiaPosition, square: u32) -> Vec<u32> {
    let squares = position.squares();
    let Ok(index) = squares.binary_search(&square) else { return Vec::new() };
    let wall = if index == 0 { 0 } else { squares[index - 1] };
    (wall + 1..square).rev().collect()
}

/// The row of squares (or, past [`MAX_DRAWN_SQUARE`], the list of chessmen), its keyboard
/// selection and the move form.
#[component(GeorgiaPlay)]
fn georgia_play(props: &BoardProps<GeorgiaBob>) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let position = &props.position;
    // The chessman chosen (its square) and the square it would slide to.
    let selected = use_state_eq(|| None::<(u32, Option<u32>)>);
    {
        let selected = selected.setter();
        use_effect_with(position.clone(), move |_| selected.set(None));
    }
    let squares: Vec<u32> = position.squares().to_vec();
    let onkeydown = {
        let (selected_now, selected) = (*selected, selected.setter());
        let (on_play, position) = (props.on_play.clone(), position.clone());
        board_keys(props.on_control.clone(), move |key| {
            let chessman = selected_now.map(|(from, _)| from);
            let index = chessman.and_then(|c| squares.iter().position(|&s| s == c));
            let count = squares.len();
            match key {
                "ArrowUp" | "ArrowDown" => {
                    let next = match (index, key) {
                        (None, _) => count - 1,
                        (Some(i), "ArrowUp") => (i + 1) % count,
                        (Some(i), _) => (i + count - 1) % count,
                    };
                    let from = squares[next];
                    selected.set(Some((from, targets(&position, from).first().copied())));
                    true
                }
                "ArrowLeft" | "ArrowRight" => {
                    if let Some((from, to)) = selected_now {
                        let options = targets(&position, from);
                        let at = to.and_then(|to| options.iter().position(|&s| s == to));
                        let next = match (at, key) {
                            (None, _) => options.first(),
                            (Some(i), "ArrowLeft") => options.get(i + 1).or(options.last()),
                            (Some(i), _) => options.get(i.saturating_sub(1)),
                        };
                        selected.set(Some((from, next.copied())));
                    }
                    true
                }
                "Enter" | " " => {
                    if let Some((from, Some(to))) = selected_now {
                        on_play.emit(GeorgiaMove { from, to });
                    }
                    true
                }
                _ => false,
            }
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<GeorgiaMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(shown(&text, 20))),
        })
    };
    let board = if drawn(position) {
        let on_square = {
            let (selected_now, selected) = (*selected, selected.setter());
            let (on_play, position, interactive) =
                (props.on_play.clone(), position.clone(), props.interactive);
            Callback::from(move |square: u32| {
                if !interactive {
                    return;
                }
                if position.squares().contains(&square) {
                    selected.set(Some((square, None)));
                } else if let Some((from, _)) = selected_now
                    && targets(&position, from).contains(&square)
                {
                    on_play.emit(GeorgiaMove { from, to: square });
                }
            })
        };
        html! {
            <RowBoard position={position.clone()} selected={*selected} marked={props.marked.clone()}
                      show_labels={props.show_labels} interactive={props.interactive} {on_square} />
        }
    } else {
        html! {
            <div class="compact-board">
                <p class="muted">{ t.compact_note() }</p>
                <p class="chessmen-list">{ t.chessmen_on(position) }</p>
            </div>
        }
    };
    let status = selected.and_then(|(from, to)| to.map(|to| t.selected(from, to)));
    html! {
        <>
            <p class="sr-only" aria-live="polite">{ status.unwrap_or_default() }</p>
            <div class="board-area georgia-area" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>{ board }</div>
            <MoveForm example="9-8" interactive={props.interactive} {on_move} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct RowBoardProps {
    position: GeorgiaPosition,
    selected: Option<(u32, Option<u32>)>,
    marked: Rc<Vec<GeorgiaMove>>,
    show_labels: bool,
    interactive: bool,
    on_square: Callback<u32>,
}

/// The row in SVG: squares numbered from 1 right of the wall, the chessmen, and (with values
/// shown) each pair's bracket with its gap. Tap a chessman then a square, or drag the chessman
/// onto the square.
#[component(RowBoard)]
fn row_board(props: &RowBoardProps) -> Html {
    let t = t(use_lang());
    let position = &props.position;
    let last = position.squares().last().copied().unwrap_or(1).max(8);
    let length = i64::from(last) + 1;
    let width = CELL * length + 8;
    let height = if props.show_labels { 118 } else { 78 };
    let from = props.selected.map(|(from, _)| from);
    let reach = from.map(|from| targets(position, from)).unwrap_or_default();
    let cells = (1..=last).map(|square| {
        let x = CELL * i64::from(square) - CELL + 8;
        let hinted = props.marked.iter().any(|m| m.to == square);
        let chosen = props.selected.is_some_and(|(_, to)| to == Some(square));
        let class = classes!(
            "square",
            reach.contains(&square).then_some("reachable"),
            hinted.then_some("hinted"),
            chosen.then_some("chosen")
        );
        // Released over a square: the end of a tap on it, or of a drag from a chessman.
        let onpointerup = props.on_square.reform(move |_: PointerEvent| square);
        html! {
            <g key={square} {class} data-square={square.to_string()} {onpointerup}>
                <rect x={x.to_string()} y="4" width={CELL.to_string()} height={CELL.to_string()} />
                <text class="square-number" x={(x + CELL / 2).to_string()} y="62">{ square }</text>
            </g>
        }
    });
    let chessmen = position.squares().iter().map(|&square| {
        let cx = CELL * i64::from(square) - CELL / 2 + 8;
        let hinted = props.marked.iter().any(|m| m.from == square);
        let class = classes!(
            "chessman",
            (from == Some(square)).then_some("selected"),
            hinted.then_some("hinted"),
            props.interactive.then_some("active")
        );
        // Pressed on a chessman: it is chosen, and the pointer is let go of it so that releasing
        // over a square (after a drag, on touch screens too) reaches that square.
        let on_square = props.on_square.clone();
        let onpointerdown = Callback::from(move |event: PointerEvent| {
            if let Some(target) = event.target_dyn_into::<web_sys::Element>() {
                let _ = target.release_pointer_capture(event.pointer_id());
            }
            on_square.emit(square);
        });
        html! {
            <circle key={square} {class} cx={cx.to_string()} cy="24" r="14" data-square={square.to_string()} {onpointerdown}>
                <title>{ t.chessman_on(square) }</title>
            </circle>
        }
    });
    let brackets = props.show_labels.then(|| {
        position.pairs().into_iter().map(|pair| {
            let left = pair.left.map_or(8, |l| CELL * i64::from(l) - CELL / 2 + 8);
            let right = CELL * i64::from(pair.right) - CELL / 2 + 8;
            html! {
                <g class="pair-bracket">
                    <path d={format!("M{left} 72 v8 H{right} v-8")} />
                    <text x={((left + right) / 2).to_string()} y="104">{ format!("*{}", pair.gap()) }</text>
                </g>
            }
        })
    });
    html! {
        // At least 30 px a square, so a finger finds a chessman: a long row scrolls sideways on
        // a phone rather than shrinking.
        <svg class="georgia-board" viewBox={format!("0 0 {width} {height}")} role="img"
             style={format!("min-width: {}px", length * 30)}
             aria-label={t.chessmen_on(position)}>
            <line class="wall" x1="6" x2="6" y1="0" y2="48" />
            { for cells }
            { for chessmen }
            { for brackets.into_iter().flatten() }
        </svg>
    }
}

/// The reduction stepper and the gaps by bits.
#[derive(Properties, PartialEq)]
struct GeorgiaPanelsProps {
    position: GeorgiaPosition,
}

#[component(GeorgiaPanels)]
fn georgia_panels(props: &GeorgiaPanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let steps = use_memo((lang, props.position.clone()), |(lang, position)| Rc::new(steps(*lang, position)));
    let xor = use_memo(props.position.clone(), |position| position.xor_trace());
    let explanation = match xor.derivation {
        Some(d) => t.xor_move(d.from.value(), &xor.rows[d.row].label, d.to.value()),
        None => t.xor_zero().to_owned(),
    };
    html! {
        <>
            <ReductionStepper heading={t.stepper_heading()} steps={(*steps).clone()} class="georgia-steps" />
            <XorPanel trace={(*xor).clone()} row_heading={t.pair_column()} value_heading={t.gap_column()}
                      explanation={AttrValue::from(explanation)} />
        </>
    }
}

fn steps(lang: Lang, position: &GeorgiaPosition) -> Vec<Step> {
    let t = t(lang);
    let pairs = position.pairs();
    let pair_items = pairs.iter().map(|pair| {
        html! { <li class={classes!("pair-chip", pair.left.is_none().then_some("wall-pair"))}>{ pair.label() }</li> }
    });
    let heaps = pairs.iter().map(|pair| {
        let gap = pair.gap();
        html! {
            <tr>
                <th scope="row">{ pair.label() }</th>
                <td class="decimal">{ gap }</td>
                <td class="heap" aria-hidden="true">{ super::dots(u64::from(gap)) }</td>
            </tr>
        }
    });
    let gaps: Vec<String> = pairs.iter().map(|p| p.gap().to_string()).collect();
    let total = position.nim_sum().value();
    // A pair whose left chessman can move: the example of a widening move and its reply.
    let example = pairs.iter().enumerate().find_map(|(index, pair)| {
        let left = pair.left?;
        let room = if index == 0 { left - 1 } else { left - pairs[index - 1].right - 1 };
        (room > 0).then_some((left, pair.right, pair.gap()))
    });
    let reply = match example {
        Some((left, right, gap)) => t.reply_example(gap, gap + 1, left, left - 1, right, right - 1),
        None => t.reply_none().to_owned(),
    };
    vec![
        Step {
            name: t.step_name_pairs().to_owned(),
            sentence: text::step_pairs(t, pairs.len(), position.squares().len()),
            body: html! { <ol class="pair-list">{ for pair_items }</ol> },
        },
        Step {
            name: t.step_name_gaps().to_owned(),
            sentence: t.step_heaps().to_owned(),
            body: html! {
                <table class="xor-table gap-table">
                    <thead><tr><th scope="col">{ t.pair_column() }</th><th scope="col">{ t.gap_column() }</th><th scope="col">{ t.heap_column() }</th></tr></thead>
                    <tbody>{ for heaps }</tbody>
                </table>
            },
        },
        Step {
            name: t.step_name_xor().to_owned(),
            sentence: t.step_xor(total),
            body: html! { <p class="formula">{ format!("{} = {total}", gaps.join(" ⊕ ")) }</p> },
        },
        Step {
            name: t.step_name_left().to_owned(),
            sentence: t.step_left().to_owned(),
            body: html! {
                <>
                    <p>{ reply }</p>
                    if let Some(stairs) = StaircasePosition::from_georgia(position) {
                        <p><a class="staircase-link" href={crate::ui::route::link(&format!("staircase-nim/{}", stairs.to_string().replace(' ', ",")))}>
                            { t.staircase_link(&stairs) }
                        </a></p>
                    }
                </>
            },
        },
    ]
}

/// POJ 1704's input format (T, then N and the squares per case), answered in its own words.
#[component(ContestImport)]
fn contest_import() -> Html {
    let t = t(use_lang());
    let text = use_state_eq(String::new);
    let answer = use_state_eq(|| None::<Result<Vec<ImportedCase>, georgia::ImportError>>);
    let onsubmit = {
        let (text, answer) = (text.clone(), answer.setter());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            answer.set(Some(georgia::import(&text)));
        })
    };
    let oninput = {
        let text = text.setter();
        Callback::from(move |event: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = event.target_unchecked_into();
            text.set(area.value());
        })
    };
    html! {
        <details class="panel import georgia-import">
            <summary>{ t.import_heading() }</summary>
            <form class="import-form" {onsubmit}>
                <label for="georgia-import-text">{ t.import_label() }</label>
                <textarea id="georgia-import-text" class="import-text" rows="6" spellcheck="false" {oninput}
                          value={(*text).clone()} placeholder={"2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17"} />
                <button type="submit" class="primary">{ t.who_wins() }</button>
            </form>
            { match &*answer {
                None => html! {},
                Some(Err(error)) => html! { <p class="notice import-error" role="alert">{ text::import_error(t, error) }</p> },
                Some(Ok(cases)) => html! {
                    <div class="import-answer" role="status">
                        <p class="muted">{ t.import_output() }</p>
                        <pre class="contest-output">{ georgia::contest_output(cases) }</pre>
                        <ol class="case-notes">
                            { for cases.iter().map(|case| html! { <li>{ t.case_note(case.nim_sum) }</li> }) }
                        </ol>
                    </div>
                },
            } }
        </details>
    }
}
