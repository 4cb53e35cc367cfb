//! Chomp on the kit's page (`#/chomp/5,5,5,5`): the bar as squares (the poisoned one marked),
//! a square tapped (or chosen by the arrow keys) eats it and everything below and to its right,
//! with the bite previewed; each square shows the value its bite leaves (Show values); the mex
//! stepper of the bar, the known winning moves (squares, two rows) and the strategy-stealing
//! argument step by step.

pub mod text;

use yew::prelude::*;

use crate::content::chomp::Words;
use crate::games::Playable;
use crate::games::chomp::{
    Chomp, ChompError, ChompMove, ChompPosition, ChompReason, KnownMove, ParseChompError,
};
use crate::games::reduction::shown;
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;
use crate::ui::kit::playback::use_stepper;
use crate::ui::reduction::MoveForm;
use crate::ui::text::GameNames;

/// Bars with more rows or columns than this are not drawn (moves are typed).
const MAX_DRAWN: u32 = 30;
/// A square's side in the drawing's units.
const SQUARE: u32 = 36;
/// The mex stepper lists at most this many bites.
const STEPPER_MAX_OPTIONS: u32 = 64;

fn t(lang: Lang) -> Words {
    Words(lang)
}

/// The board's style (`chomp/grid.css`), put in the page with the board.
const GRID_CSS: &str = include_str!("chomp/grid.css");

impl GameText for Chomp {
    fn describe_move(lang: Lang, mv: &ChompMove) -> String {
        t(lang).eat(mv.column, mv.row)
    }

    fn reason(lang: Lang, reason: &ChompReason) -> String {
        text::reason(t(lang), reason)
    }

    fn move_error(lang: Lang, error: &ChompError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for Chomp {
    const NAMES: GameNames = text::CHOMP_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    fn no_winning_move(lang: Lang, position: &ChompPosition) -> &'static str {
        let t = t(lang);
        match position.search() {
            Ok(_) => t.no_winning_move(),
            Err(_) if position.is_rectangle() => t.beyond_rectangle(),
            Err(_) => t.beyond_unknown(),
        }
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseChompError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> ChompPosition {
        ChompPosition::default()
    }

    /// 2 to 5 rows of at most 7, never longer going down (the top row at least 3).
    fn random_position(rng: &mut fastrand::Rng) -> ChompPosition {
        let mut rows = vec![rng.u32(3..=7)];
        for _ in 1..rng.usize(2..=5) {
            let above = rows[rows.len() - 1];
            rows.push(rng.u32(1..=above));
        }
        ChompPosition::from_rows(rows).unwrap_or_default()
    }

    /// `None` for a position the notation refuses to read (beyond the search and not a
    /// rectangle, reached in a game from a large bar): the address keeps the last one it read.
    fn url_text(position: &ChompPosition, _: &ChompPosition, _: &()) -> Option<String> {
        let text = position.rows().iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        text.parse::<ChompPosition>().is_ok().then_some(text)
    }

    fn total(lang: Lang, position: &ChompPosition) -> Option<Total> {
        let name = t(lang).total_name();
        match Chomp.grundy(position) {
            Some(value) => Some(Total::of(None, value, name)),
            None => Chomp.checked_outcome(position).ok().map(|outcome| Total {
                detail: None,
                value: None,
                outcome,
                name,
            }),
        }
    }

    fn hint_line(lang: Lang, position: &ChompPosition, mv: &ChompMove) -> String {
        let to = Chomp.play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        t(lang).hint_line(mv, to)
    }

    fn presets(lang: Lang) -> Vec<Preset<ChompPosition>> {
        let t = t(lang);
        vec![
            Preset { class: "preset-default", label: t.preset_default(), make: |_| ChompPosition::default() },
            Preset { class: "preset-square", label: t.preset_square(), make: |_| bar(6, 6) },
            Preset { class: "preset-two-rows", label: t.preset_two_rows(), make: |_| bar(2, 7) },
            Preset { class: "preset-large", label: t.preset_large(), make: |_| bar(12, 12) },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "← → ↑ ↓" }</dt><dd>{ t.keys_move() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_eat() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Chomp>) -> Html {
        // The board's style comes with its part (not in the stylesheet every page loads).
        html! { <><style>{ GRID_CSS }</style><ChompPlay ..props /></> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::chomp_graph(position)
    }

    fn panels(props: PanelProps<Chomp>) -> Html {
        html! { <ChompPanels position={props.position} /> }
    }
}

/// A `rows`×`columns` bar (a preset; within the limits).
fn bar(rows: usize, columns: u32) -> ChompPosition {
    ChompPosition::rectangle(rows, columns).unwrap_or_default()
}

/// How many squares eating (`row`, `column`) (from 0) takes.
fn bite_size(rows: &[u32], row: u32, column: u32) -> u32 {
    rows.iter().skip(row as usize).map(|&length| length.saturating_sub(column)).sum()
}

/// The bar as squares: the cursor's bite shaded, the hint's squares marked, each square's value
/// after its bite on request; a bar too large to draw takes typed moves.
#[component(ChompPlay)]
fn chomp_play(props: &BoardProps<Chomp>) -> Html {
    let t = t(use_lang());
    let rows: Vec<u32> = props.position.rows().to_vec();
    let cursor = use_state_eq(|| None::<(u32, u32)>);
    {
        let cursor = cursor.setter();
        use_effect_with(props.position.clone(), move |_| cursor.set(None));
    }
    let height = rows.len() as u32;
    let width = rows.first().copied().unwrap_or(0);
    let drawn = height <= MAX_DRAWN && width <= MAX_DRAWN;
    let play = {
        let on_play = props.on_play.clone();
        move |(row, column): (u32, u32)| on_play.emit(ChompMove { row: row + 1, column: column + 1 })
    };
    let onkeydown = {
        let (now, cursor, rows) = (*cursor, cursor.setter(), rows.clone());
        let (play, interactive) = (play.clone(), props.interactive);
        board_keys(props.on_control.clone(), move |key| {
            let Some(&last_row) = rows.last() else { return false };
            let bottom = rows.len() as u32 - 1;
            let length = |r: u32| rows.get(r as usize).copied().unwrap_or(0);
            // A cursor left from an earlier position (before its reset) counts as none.
            let Some((row, column)) = now.filter(|&(r, c)| c < length(r)) else {
                if !matches!(key, "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown") {
                    return false;
                }
                cursor.set(Some((bottom, last_row - 1)));
                return true;
            };
            let next = match key {
                "Enter" | " " => {
                    if interactive {
                        play((row, column));
                    }
                    return true;
                }
                "ArrowLeft" => (row, column.saturating_sub(1)),
                "ArrowRight" => (row, (column + 1).min(length(row).saturating_sub(1))),
                "ArrowUp" => (row.saturating_sub(1), column),
                // Down only where the row below reaches this column.
                "ArrowDown" if row < bottom && column < length(row + 1) => (row + 1, column),
                "ArrowDown" => (row, column),
                _ => return false,
            };
            cursor.set(Some(next));
            true
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<ChompMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(shown(&text, 20))),
        })
    };
    if !drawn {
        return html! {
            <>
                <p class="board-area chomp-board long">{ t.too_large_to_draw(width, rows.len()) }</p>
                <MoveForm example="2,3" interactive={props.interactive} {on_move} />
            </>
        };
    }
    // The value each bite leaves, while values are shown (and the bar can be searched).
    let values: Option<Vec<(ChompMove, u64)>> = props
        .show_labels
        .then(|| Chomp.options(&props.position).ok())
        .flatten()
        .map(|options| options.into_iter().map(|(mv, value)| (mv, value.value())).collect());
    let marked: Vec<ChompMove> = props.marked.iter().copied().collect();
    let now = cursor.filter(|&(row, column)| props.position.has(row, column));
    let line = now.map(|(row, column)| {
        if (row, column) == (0, 0) {
            t.poison_line().to_owned()
        } else {
            t.bite_line(column + 1, row + 1, bite_size(&rows, row, column))
        }
    });
    let squares = rows.iter().enumerate().flat_map(|(row, &length)| {
        let row = row as u32;
        let (cursor, play, values, marked) = (cursor.clone(), play.clone(), values.clone(), marked.clone());
        let interactive = props.interactive;
        (0..length).map(move |column| {
            let mv = ChompMove { row: row + 1, column: column + 1 };
            let poison = (row, column) == (0, 0);
            let bitten = now.is_some_and(|(r, c)| (r, c) != (0, 0) && row >= r && column >= c);
            let value = values.as_ref().and_then(|v| v.iter().find(|(m, _)| *m == mv).map(|&(_, value)| value));
            let class = classes!(
                "sq",
                poison.then_some("poison"),
                bitten.then_some("bite"),
                (now == Some((row, column))).then_some("cursor"),
                marked.contains(&mv).then_some("hinted"),
                (value == Some(0)).then_some("zero"),
                interactive.then_some("active")
            );
            let (x, y) = (column * SQUARE, row * SQUARE);
            let onclick = {
                let play = play.clone();
                Callback::from(move |_: MouseEvent| {
                    if interactive {
                        play((row, column));
                    }
                })
            };
            let onpointerenter = {
                let cursor = cursor.setter();
                Callback::from(move |_: PointerEvent| cursor.set(Some((row, column))))
            };
            html! {
                <g key={format!("{row}-{column}")} {class} data-row={(row + 1).to_string()} data-column={(column + 1).to_string()}
                   {onclick} {onpointerenter}>
                    <rect x={(x + 1).to_string()} y={(y + 1).to_string()} width={(SQUARE - 2).to_string()} height={(SQUARE - 2).to_string()} rx="3" />
                    if poison {
                        <text x={(x + SQUARE / 2).to_string()} y={(y + SQUARE / 2).to_string()}>{ "☠" }</text>
                    } else if let Some(value) = value {
                        <text x={(x + SQUARE / 2).to_string()} y={(y + SQUARE / 2).to_string()}>{ value }</text>
                    }
                </g>
            }
        })
    });
    let onpointerleave = {
        let cursor = cursor.setter();
        Callback::from(move |_: PointerEvent| cursor.set(None))
    };
    let (w, h) = (width * SQUARE, height * SQUARE);
    html! {
        <>
            <p class="sr-only" aria-live="polite">{ line.clone().unwrap_or_default() }</p>
            <div class="board-area chomp-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                // Drawn at 11/8 of its units (squares of about 50 px), shrunk to the room by CSS.
                <svg class="chomp-bar fit-board" viewBox={format!("0 0 {w} {h}")} width={(w * 11 / 8).to_string()} role="img"
                     aria-label={props.position.to_string()} {onpointerleave}>
                    { for squares }
                </svg>
            </div>
            <p class="octal-chosen chomp-bite">{ line.unwrap_or_default() }</p>
            if values.is_some() {
                <p class="muted values-legend after-controls">{ t.values_legend() }</p>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct ChompPanelsProps {
    position: ChompPosition,
}

/// The mex stepper of the bar, the known winning moves, and the strategy-stealing argument.
#[component(ChompPanels)]
fn chomp_panels(props: &ChompPanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let trace = use_memo((lang, props.position.clone()), |(lang, position)| {
        let t = Words(*lang);
        let options = position.squares() - 1;
        if position.search().is_err() {
            return Err(t.stepper_beyond().to_owned());
        }
        if options > STEPPER_MAX_OPTIONS {
            return Err(t.stepper_too_many(options));
        }
        Chomp.mex_trace(position).map_err(|_| t.stepper_beyond().to_owned())
    });
    let here = match Chomp::known_move(&props.position) {
        Some(KnownMove::SquareCorner { side }) => Some(t.here_square(side)),
        Some(KnownMove::TwoRows { mv, top, bottom }) => Some(t.here_two_rows(bottom, mv, top)),
        None => match *props.position.rows() {
            [top, bottom] => Some(t.here_lost(bottom, top)),
            _ => None,
        },
    };
    html! {
        <>
            <MexStepper trace={(*trace).clone()} />
            <section class="panel chomp-known">
                <h2>{ t.known_heading() }</h2>
                <p>{ t.known_square() }</p>
                <p>{ t.known_two_rows() }</p>
                if let Some(here) = here {
                    <p class="known-here"><strong>{ here }</strong></p>
                }
            </section>
            <StealStepper />
        </>
    }
}

/// The strategy-stealing argument, one step at a time.
#[component(StealStepper)]
fn steal_stepper() -> Html {
    let t = t(use_lang());
    let steps = text::steal_steps(t);
    let last = steps.len() - 1;
    let stepper = use_stepper(last);
    let current = stepper.current;
    html! {
        <section class="panel steal-stepper" tabindex="0" onkeydown={stepper.onkeydown.clone()}>
            <h2>{ t.steal_heading() }</h2>
            <ol class="steal-steps">
                { for steps.iter().take(current + 1).enumerate().map(|(index, step)| html! {
                    <li class={classes!((index == current).then_some("current"))}
                        aria-current={(index == current).then_some("step")}>{ *step }</li>
                }) }
            </ol>
            { stepper.bar(t.steal_step_of(last + 1, current + 1)) }
        </section>
    }
}
