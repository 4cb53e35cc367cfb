//! Wythoff's game on the kit's page (`#/wythoff/5,7`): Wythoff's queen on a quarter board,
//! moved left, down or diagonally toward the corner by a tap or by keys, the cold positions drawn
//! on the board; heaps too large to draw as numbers and a typed move. The analysis steps through
//! the cold pairs (⌊kφ⌋, ⌊kφ²⌋) to the winning move, and shows the Grundy values (not x ⊕ y: the
//! game is not a sum of two heaps) as a heatmap and a mex stepper.

pub mod text;

use std::rc::Rc;

use wasm_bindgen::{Clamped, JsCast};
use yew::prelude::*;

use crate::content::wythoff::Words;
use crate::engine::Solver;
use crate::engine::trace::{MexTrace, TraceError, mex_trace};
use crate::games::Playable;
use crate::games::wythoff::{
    Heaps, MAX_GRUNDY_HEAP, ParseWythoffError, Wythoff, WythoffCell, WythoffError, WythoffMove,
    WythoffPosition, WythoffReason, cold_pair, grundy_value, is_cold, lower, pairs_to_show, upper,
};
use crate::ui::explain::heat::colour;
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;
use crate::ui::kit::keys::is_for_widget;
use crate::ui::nim::board::group_digits;
use crate::ui::reduction::{MoveForm, ReductionStepper, Step};
use crate::ui::text::GameNames;

/// Positions with both heaps up to this are drawn as a board; larger ones are written.
const MAX_DRAWN: u64 = 24;
/// A square of the board, in SVG units.
const CELL: u64 = 20;
/// The mex stepper lists at most this many moves.
const STEPPER_MAX_OPTIONS: usize = 64;
/// The first cold pairs always listed by the stepper.
const FIRST_PAIRS: u64 = 6;
/// The heatmap's sizes (heaps from 0 to size − 1).
const TABLE_SIZES: [u64; 5] = [16, 32, 64, 128, 256];

/// The board's style (`wythoff/wythoff.css`), put in the page with the board.
const WYTHOFF_CSS: &str = include_str!("wythoff/wythoff.css");

impl GameText for Wythoff {
    fn describe_move(lang: Lang, mv: &WythoffMove) -> String {
        text::took(Words(lang), mv.heaps, mv.take)
    }

    fn reason(lang: Lang, reason: &WythoffReason) -> String {
        text::reason(Words(lang), reason)
    }

    fn move_error(lang: Lang, error: &WythoffError) -> String {
        text::move_error(Words(lang), error)
    }
}

impl GameUi for Wythoff {
    const NAMES: GameNames = text::WYTHOFF_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        page_words!(Words(lang), text::setup_help(Words(lang)))
    }

    fn how_to_move(lang: Lang, position: &WythoffPosition) -> &'static str {
        if drawn(position) { Words(lang).how_to_move() } else { Words(lang).how_to_move_typed() }
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseWythoffError) -> String {
        text::parse_error(Words(lang), error)
    }

    fn default_position() -> WythoffPosition {
        WythoffPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> WythoffPosition {
        WythoffPosition::random(rng, 20)
    }

    fn url_text(position: &WythoffPosition, _: &WythoffPosition, _: &()) -> Option<String> {
        Some(format!("{},{}", position.x, position.y))
    }

    fn total(lang: Lang, position: &WythoffPosition) -> Option<Total> {
        let t = Words(lang);
        Some(match Wythoff.grundy(position) {
            Some(value) => Total::of(None, value, t.total_name()),
            None => Total {
                detail: Some(t.beyond_table(MAX_GRUNDY_HEAP)),
                value: None,
                outcome: Wythoff.outcome(position),
                name: t.total_name(),
            },
        })
    }

    fn hint_line(lang: Lang, position: &WythoffPosition, mv: &WythoffMove) -> String {
        let to = Wythoff.play(position, mv).unwrap_or(*position);
        Words(lang).hint_line(Self::describe_move(lang, mv), group_digits(to.x), group_digits(to.y))
    }

    fn presets(lang: Lang) -> Vec<Preset<WythoffPosition>> {
        let t = Words(lang);
        vec![
            Preset {
                class: "preset-default",
                label: t.preset_default(),
                make: |_| WythoffPosition::default(),
            },
            Preset {
                class: "preset-cold",
                label: t.preset_cold(),
                make: |_| WythoffPosition { x: 8, y: 13 },
            },
            Preset {
                class: "preset-huge",
                label: t.preset_huge(),
                make: |_| WythoffPosition { x: 1_000_000_000_000_000_000, y: 618_033_988_749_894_000 },
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = Words(lang);
        html! {
            <>
                <dt>{ "← → ↑ ↓" }</dt><dd>{ t.keys_arrows() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_play() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Wythoff>) -> Html {
        // The board's style comes with its part (not in the stylesheet every page loads).
        html! { <><style>{ WYTHOFF_CSS }</style><WythoffPlay ..props /></> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::wythoff_graph(position)
    }

    fn panels(props: PanelProps<Wythoff>) -> Html {
        html! { <WythoffPanels position={props.position} show_labels={props.show_labels} /> }
    }
}

/// Whether the position is drawn as a board (else written, with a typed move).
fn drawn(position: &WythoffPosition) -> bool {
    position.x.max(position.y) <= MAX_DRAWN
}

/// The move that takes the queen from `from` to the square (x, y), if she can go there in one.
fn move_to(from: WythoffPosition, x: u64, y: u64) -> Option<WythoffMove> {
    let mv = if y == from.y && x < from.x {
        WythoffMove { heaps: Heaps::First, take: from.x - x }
    } else if x == from.x && y < from.y {
        WythoffMove { heaps: Heaps::Second, take: from.y - y }
    } else if x < from.x && y < from.y && from.x - x == from.y - y {
        WythoffMove { heaps: Heaps::Both, take: from.x - x }
    } else {
        return None;
    };
    Some(mv)
}

/// The board: the quarter board with the queen, the squares she reaches, the cold positions
/// (while the toggle and the values are on), the hint's squares; or, for large heaps, the
/// numbers and the typed move.
#[component(WythoffPlay)]
fn wythoff_play(props: &BoardProps<Wythoff>) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let position = props.position;
    let show_cold = use_state_eq(|| true);
    let cursor = use_state_eq(|| None::<(u64, u64)>);
    {
        let cursor = cursor.setter();
        use_effect_with(position, move |_| cursor.set(None));
    }
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<WythoffMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(text.chars().take(20).collect::<String>())),
        })
    };
    let on_toggle = {
        let show_cold = show_cold.clone();
        Callback::from(move |_: Event| show_cold.set(!*show_cold))
    };
    let toggle = html! {
        <label class="wythoff-toggle">
            <input type="checkbox" class="show-cold" checked={*show_cold} onchange={on_toggle} />
            { " " }{ t.show_cold() }
        </label>
    };
    if !drawn(&position) {
        return html! {
            <>
                <div class="board-area wythoff-board long" role="group" aria-label={t.board_label()}>
                    <p class="wythoff-heaps">
                        <span class="heap-1">{ "x = " }{ group_digits(position.x) }</span><br />
                        <span class="heap-2">{ "y = " }{ group_digits(position.y) }</span>
                    </p>
                    <p class="muted">{ t.too_large() }</p>
                </div>
                <MoveForm example="both-2" interactive={props.interactive} {on_move} />
            </>
        };
    }
    let side = (position.x.max(position.y) + 2).clamp(8, MAX_DRAWN + 1);
    let play_at = {
        let on_play = props.on_play.clone();
        move |x: u64, y: u64| {
            if let Some(mv) = move_to(position, x, y) {
                on_play.emit(mv);
            }
        }
    };
    let onkeydown = {
        let (now, cursor) = (*cursor, cursor.setter());
        let play_at = play_at.clone();
        let interactive = props.interactive;
        board_keys(props.on_control.clone(), move |key| {
            let (cx, cy) = now.unwrap_or((position.x, position.y));
            let next = match key {
                "Enter" | " " => {
                    if interactive && now.is_some() {
                        play_at(cx, cy);
                    }
                    return true;
                }
                "ArrowLeft" => (cx.saturating_sub(1), cy),
                "ArrowRight" => ((cx + 1).min(position.x), cy),
                "ArrowDown" => (cx, cy.saturating_sub(1)),
                "ArrowUp" => (cx, (cy + 1).min(position.y)),
                _ => return false,
            };
            cursor.set(Some(next));
            true
        })
    };
    let marked: Vec<(u64, u64)> =
        props.marked.iter().filter_map(|mv| Wythoff.play(&position, mv).ok()).map(|p| (p.x, p.y)).collect();
    // Where the queen stood before the last move (the computer's, while it is new, is flashed).
    let came_from = props.last.and_then(|mv| {
        let back = match mv.heaps {
            Heaps::First => (position.x.checked_add(mv.take)?, position.y),
            Heaps::Second => (position.x, position.y.checked_add(mv.take)?),
            Heaps::Both => (position.x.checked_add(mv.take)?, position.y.checked_add(mv.take)?),
        };
        (back.0 < side && back.1 < side).then_some(back)
    });
    let flash = props.computer_move.is_some();
    let cold_shown = *show_cold && props.show_labels;
    let margin = CELL;
    let size = side * CELL;
    let squares = (0..side).flat_map(|y| (0..side).map(move |x| (x, y))).map(|(x, y)| {
        let reach = move_to(position, x, y).is_some();
        let px = margin + x * CELL;
        let py = (side - 1 - y) * CELL;
        let class = classes!(
            "sq",
            if (x + y) % 2 == 0 { "dark" } else { "light" },
            reach.then_some("reach"),
            (reach && props.interactive).then_some("active"),
            marked.contains(&(x, y)).then_some("hinted"),
            (*cursor == Some((x, y))).then_some("cursor"),
            (came_from == Some((x, y))).then_some(if flash { "from computer" } else { "from" })
        );
        let onclick = {
            let (play_at, interactive, cursor) = (play_at.clone(), props.interactive, cursor.setter());
            Callback::from(move |_: MouseEvent| {
                if interactive && reach {
                    cursor.set(None);
                    play_at(x, y);
                }
            })
        };
        let cold = (cold_shown && is_cold(x, y)).then(|| {
            html! { <circle class="cold-dot" cx={(px + CELL / 2).to_string()} cy={(py + CELL / 2).to_string()} r="4" /> }
        });
        html! {
            <g key={format!("{x},{y}")}>
                <rect {class} {onclick} data-x={x.to_string()} data-y={y.to_string()}
                      x={px.to_string()} y={py.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                { cold.unwrap_or_default() }
            </g>
        }
    });
    let labels_step = if side <= 12 { 1 } else { 5 };
    let axis_numbers = (0..side).filter(|n| n % labels_step == 0).map(|n| {
        let along = margin + n * CELL + CELL / 2;
        let up = (side - 1 - n) * CELL + CELL / 2;
        html! {
            <>
                <text class="axis-number" x={along.to_string()} y={(size + 14).to_string()}>{ n }</text>
                <text class="axis-number" x={(margin / 2).to_string()} y={(up + 4).to_string()}>{ n }</text>
            </>
        }
    });
    let queen_x = margin + position.x * CELL + CELL / 2;
    let queen_y = (side - 1 - position.y) * CELL + CELL / 2 + 6;
    let cursor_line = cursor.map(|(x, y)| {
        let mv = move_to(position, x, y).map(|mv| Wythoff::describe_move(lang, &mv));
        text::cursor_on(t, x, y, mv.as_deref())
    });
    let queen_label = t.queen_at(position.x, position.y);
    html! {
        <>
            <p class="sr-only wythoff-cursor" aria-live="polite">{ cursor_line.clone().unwrap_or_default() }</p>
            <div class="board-area wythoff-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                <svg class="wythoff-grid fit-board" viewBox={format!("0 0 {} {}", size + margin, size + margin)} role="img" aria-label={queen_label.clone()}>
                    { for squares }
                    { for axis_numbers }
                    <text class="queen" x={queen_x.to_string()} y={queen_y.to_string()}>{ "♛" }</text>
                </svg>
                <p class="wythoff-where">{ queen_label }{ " " }
                    <span class="muted">{ format!("{} · {} ↑", t.axis_x(), t.axis_y()) }</span>
                </p>
            </div>
            // The dots are values too: with the values hidden (a predict-first board) so is their toggle.
            if props.show_labels {
                <div class="setup-row wythoff-options after-controls">
                    { toggle }
                    if cold_shown {
                        <span class="muted cold-legend">{ t.cold_legend() }</span>
                    }
                </div>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct WythoffPanelsProps {
    position: WythoffPosition,
    show_labels: bool,
}

/// What the mex stepper shows: the position, or a square picked in the table.
#[derive(Clone, Copy, PartialEq)]
enum Subject {
    Position,
    Cell(u64, u64),
}

/// The cold pairs' stepper ending in the winning move, then the Grundy values: why they are not
/// x ⊕ y, the mex stepper, the heatmap.
#[component(WythoffPanels)]
fn wythoff_panels(props: &WythoffPanelsProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let position = props.position;
    let steps = use_memo((lang, position), |&(lang, position)| Rc::new(pair_steps(lang, position)));
    let subject = use_state_eq(|| Subject::Position);
    {
        let subject = subject.setter();
        use_effect_with(position, move |_| subject.set(Subject::Position));
    }
    let stepped = match *subject {
        Subject::Position => position,
        Subject::Cell(x, y) => WythoffPosition { x, y },
    };
    let trace = use_memo((lang, stepped), |&(lang, stepped)| {
        let result: Result<MexTrace, TraceError> =
            mex_trace(&mut Solver::new(), &WythoffCell, &stepped, STEPPER_MAX_OPTIONS);
        result.map_err(|error| match error {
            TraceError::TooManyOptions { count, .. } => Words(lang).stepper_too_many(
                group_digits(count),
                group_digits(stepped.x),
                group_digits(stepped.y),
            ),
            other => trace_error(lang, &other),
        })
    });
    let stepper_ref = use_node_ref();
    let on_pick =
        use_callback((subject.setter(), stepper_ref.clone()), |(x, y): (u64, u64), (subject, at)| {
            subject.set(Subject::Cell(x, y));
            if let Some(element) = at.cast::<web_sys::Element>() {
                element.scroll_into_view();
            }
        });
    let on_subject = {
        let subject = subject.setter();
        Callback::from(move |_: Event| subject.set(Subject::Position))
    };
    let chooser = html! {
        <label class="chooser">{ t.step_through() }
            <select class="stepper-subject" onchange={on_subject}>
                if let Subject::Cell(x, y) = *subject {
                    <option value="cell" selected=true>{ t.from_table(x, y) }</option>
                }
                <option value="position" selected={*subject == Subject::Position}>
                    { t.this_position(group_digits(position.x), group_digits(position.y)) }
                </option>
            </select>
        </label>
    };
    let value = grundy_value(position.x, position.y).map(|v| v.value());
    let here =
        (position.x <= MAX_GRUNDY_HEAP && position.y <= MAX_GRUNDY_HEAP).then_some((position.x, position.y));
    html! {
        <>
            <ReductionStepper heading={t.pairs_heading()} steps={(*steps).clone()} class="wythoff-steps" />
            <section class="panel wythoff-values" aria-labelledby="wythoff-values-heading">
                <h2 id="wythoff-values-heading">{ t.grundy_heading() }</h2>
                <p class="not-a-sum">{ text::not_a_sum(t, position.x, position.y, value, position.x ^ position.y) }</p>
            </section>
            <div ref={stepper_ref} class="stepper-anchor">
                <MexStepper trace={(*trace).clone()} {chooser} />
            </div>
            <WythoffHeatmap {here} {on_pick} />
        </>
    }
}

/// The stepper's steps: the cold pairs, whether the position is one, the three ways, the move.
fn pair_steps(lang: Lang, position: WythoffPosition) -> Vec<Step> {
    let t = Words(lang);
    let WythoffPosition { x, y } = position;
    let g = group_digits;
    let (of_x, of_y, difference) = (cold_pair(x), cold_pair(y), x.abs_diff(y));
    let ks = pairs_to_show(&position, FIRST_PAIRS);
    let mut rows = Vec::new();
    for (i, &k) in ks.iter().enumerate() {
        if i > 0 && ks[i - 1] + 1 != k {
            rows.push(html! { <tr class="gap"><td colspan="4">{ t.pairs_gap() }</td></tr> });
        }
        let (holds_x, holds_y, is_difference) = (of_x.k == k, of_y.k == k, difference == k);
        let class = classes!((holds_x || holds_y || is_difference).then_some("highlight"));
        rows.push(html! {
            <tr {class} data-k={k.to_string()}>
                <td>{ g(k) }</td><td>{ g(lower(k)) }</td><td>{ g(upper(k)) }</td>
                <td class="muted">{ text::pair_role(t, holds_x, holds_y, is_difference) }</td>
            </tr>
        });
    }
    let table = html! {
        <div class="table-scroll">
            <table class="cold-pairs">
                <thead><tr><th>{ t.pair_column() }</th><th>{ "a_k = ⌊kφ⌋" }</th><th>{ "b_k = ⌊kφ²⌋" }</th><th></th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    };
    let cold = is_cold(x, y);
    let formula = html! { <p class="formula">{ format!("({}, {})", g(x), g(y)) }</p> };
    // The three ways, as in `Wythoff::cold_moves`: keep heap 2, keep heap 1, keep the difference.
    let keep_second = text::way_keep(
        t,
        2,
        &g(y),
        &g(x),
        &g(of_y.partner),
        (of_y.partner < x).then(|| g(x - of_y.partner)).as_deref(),
    );
    let keep_first = text::way_keep(
        t,
        1,
        &g(x),
        &g(y),
        &g(of_x.partner),
        (of_x.partner < y).then(|| g(y - of_x.partner)).as_deref(),
    );
    let smaller = x.min(y);
    let a_d = lower(difference);
    let both = text::way_both(
        t,
        &g(difference),
        &g(a_d),
        &g(upper(difference)),
        &g(smaller),
        (a_d < smaller).then(|| g(smaller - a_d)).as_deref(),
    );
    let ways = html! {
        <ol class="wythoff-ways">
            <li class={classes!((of_y.partner < x).then_some("works"))}>{ keep_second }</li>
            <li class={classes!((of_x.partner < y).then_some("works"))}>{ keep_first }</li>
            <li class={classes!((a_d < smaller).then_some("works"))}>{ both }</li>
        </ol>
    };
    let winning = Wythoff::cold_moves(&position);
    let last = if winning.is_empty() {
        Step {
            name: t.step_move_name().to_owned(),
            sentence: t.step_move_none(g(x), g(y)),
            body: formula.clone(),
        }
    } else {
        let lines = winning.iter().map(|mv| {
            html! { <li class="winning-move">{ Wythoff::hint_line(lang, &position, mv) }</li> }
        });
        Step {
            name: t.step_move_name().to_owned(),
            sentence: t.step_move_some(winning.len()),
            body: html! { <ul class="move-list">{ for lines }</ul> },
        }
    };
    vec![
        Step { name: t.step_pairs_name().to_owned(), sentence: t.step_pairs().to_owned(), body: table },
        Step {
            name: t.step_cold_name().to_owned(),
            sentence: text::step_cold(t, &g(x), &g(y), &g(of_x.k), &g(of_x.partner), cold),
            body: formula,
        },
        Step { name: t.step_ways_name().to_owned(), sentence: t.step_ways().to_owned(), body: ways },
        last,
    ]
}

#[derive(Properties, PartialEq)]
struct HeatmapProps {
    /// The position's square, if the table has it.
    here: Option<(u64, u64)>,
    on_pick: Callback<(u64, u64)>,
}

/// The Grundy values of every position with heaps below the chosen size, one canvas pixel per
/// square (x to the right, y up, as on the board), coloured as the chocolate tables are.
#[component(WythoffHeatmap)]
fn wythoff_heatmap(props: &HeatmapProps) -> Html {
    let t = Words(use_lang());
    let size = use_state_eq(|| 32u64);
    let hover = use_state_eq(|| None::<(u64, u64)>);
    let cursor = use_state_eq(|| None::<(u64, u64)>);
    let canvas_ref = use_node_ref();
    let n = *size;
    let values = use_memo(n, |&n| {
        let mut values = Vec::with_capacity((n * n) as usize);
        for y in 0..n {
            for x in 0..n {
                values.push(grundy_value(x, y).map_or(0, |v| v.value() as u16));
            }
        }
        values
    });
    let max = values.iter().copied().max().unwrap_or(0);
    {
        let (canvas_ref, values) = (canvas_ref.clone(), values.clone());
        use_effect_with(n, move |&n| {
            let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>() else { return };
            let Ok(Some(context)) = canvas.get_context("2d") else { return };
            let Ok(context) = context.dyn_into::<web_sys::CanvasRenderingContext2d>() else { return };
            let max = values.iter().copied().max().unwrap_or(0);
            let mut pixels = vec![0u8; (n * n * 4) as usize];
            for y in 0..n {
                for x in 0..n {
                    let rgb = colour(values[(y * n + x) as usize], max);
                    // Row 0 of the canvas is the top: y = n − 1.
                    let at = (((n - 1 - y) * n + x) * 4) as usize;
                    pixels[at..at + 3].copy_from_slice(&rgb);
                    pixels[at + 3] = 255;
                }
            }
            if let Ok(image) =
                web_sys::ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), n as u32, n as u32)
            {
                let _ = context.put_image_data(&image, 0.0, 0.0);
            }
        });
    }
    let cell_at = {
        let canvas_ref = canvas_ref.clone();
        move |event: &MouseEvent| -> Option<(u64, u64)> {
            let canvas = canvas_ref.cast::<web_sys::Element>()?;
            let rect = canvas.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return None;
            }
            let across = (f64::from(event.client_x()) - rect.left()) / rect.width();
            let down = (f64::from(event.client_y()) - rect.top()) / rect.height();
            if !(0.0..1.0).contains(&across) || !(0.0..1.0).contains(&down) {
                return None;
            }
            let x = (across * n as f64) as u64;
            let row = (down * n as f64) as u64;
            (x < n && row < n).then(|| (x, n - 1 - row))
        }
    };
    let onpointermove = {
        let (hover, cell_at) = (hover.setter(), cell_at.clone());
        Callback::from(move |event: PointerEvent| hover.set(cell_at(&event)))
    };
    let onpointerleave = {
        let hover = hover.setter();
        Callback::from(move |_: PointerEvent| hover.set(None))
    };
    let onclick = {
        let (on_pick, cursor) = (props.on_pick.clone(), cursor.setter());
        Callback::from(move |event: MouseEvent| {
            if let Some(cell) = cell_at(&event) {
                cursor.set(Some(cell));
                on_pick.emit(cell);
            }
        })
    };
    let onkeydown = {
        let (now, cursor, on_pick, here) = (*cursor, cursor.setter(), props.on_pick.clone(), props.here);
        Callback::from(move |event: KeyboardEvent| {
            if !is_for_widget(&event) {
                return;
            }
            let (x, y) = now.or(here.filter(|&(x, y)| x < n && y < n)).unwrap_or((0, 0));
            let moved = match event.key().as_str() {
                "ArrowLeft" => Some((x.saturating_sub(1), y)),
                "ArrowRight" => Some(((x + 1).min(n - 1), y)),
                "ArrowDown" => Some((x, y.saturating_sub(1))),
                "ArrowUp" => Some((x, (y + 1).min(n - 1))),
                "Enter" | " " => {
                    on_pick.emit((x, y));
                    Some((x, y))
                }
                _ => None,
            };
            if let Some(at) = moved {
                event.prevent_default();
                cursor.set(Some(at));
            }
        })
    };
    let on_size = {
        let (size, cursor) = (size.setter(), cursor.setter());
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(n) = select.value().parse::<u64>() {
                cursor.set(None);
                size.set(n);
            }
        })
    };
    let readout = hover.or(*cursor).filter(|&(x, y)| x < n && y < n).map_or_else(
        || t.readout_prompt().to_owned(),
        |(x, y)| t.cell_readout(u64::from(values[(y * n + x) as usize]), x, x ^ y, y),
    );
    // A square of the canvas as a box over it, in percent (x from the left, y from the bottom).
    let box_at = |(x, y): (u64, u64)| {
        format!(
            "left:calc({x} * 100% / {n});bottom:calc({y} * 100% / {n});width:calc(100% / {n});height:calc(100% / {n})"
        )
    };
    let swatches =
        [0, max / 4, max / 2, 3 * max / 4, max].into_iter().filter(|&v| v > 0).collect::<Vec<u16>>();
    let mut legend_values = swatches.clone();
    legend_values.dedup();
    let css = |rgb: [u8; 3]| format!("background:rgb({},{},{})", rgb[0], rgb[1], rgb[2]);
    html! {
        <section class="panel grundy-table wythoff-table" aria-labelledby="wythoff-table-heading" data-size={n.to_string()}>
            <h2 id="wythoff-table-heading">{ t.table_heading() }</h2>
            <div class="setup-row">
                <label>{ t.table_size() }
                    <select class="table-size" onchange={on_size}>
                        { for TABLE_SIZES.iter().map(|&option| html! {
                            <option value={option.to_string()} selected={option == n}>{ option - 1 }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class="heatmap-frame">
                <span class="axis axis-columns">{ t.axis_x() }</span>
                <span class="axis axis-rows">{ t.axis_y() }</span>
                <div class="heatmap-wrap">
                    <canvas ref={canvas_ref} class="heatmap" width={n.to_string()} height={n.to_string()} tabindex="0"
                            role="application" aria-label={text::heatmap_aria(t, n)}
                            {onpointermove} {onpointerleave} {onclick} {onkeydown} />
                    if let Some(here) = props.here.filter(|&(x, y)| x < n && y < n) {
                        <div class="heatmap-cursor wythoff-here" style={box_at(here)}></div>
                    }
                    if let Some(at) = *cursor {
                        <div class="heatmap-cursor" style={box_at(at)}></div>
                    }
                </div>
            </div>
            <p class="table-readout" aria-live="polite">{ readout }</p>
            <div class="legend" role="group" aria-label={t.legend()}>
                <span class="swatch" style={css(colour(0, max))}></span><span>{ t.legend_zero() }</span>
                { for legend_values.into_iter().map(|v| html! {
                    <><span class="swatch" style={css(colour(v, max))}></span><span>{ v }</span></>
                }) }
            </div>
            <p class="muted">{ t.table_note() }</p>
        </section>
    }
}
