//! The maze game on the kit's page (`#/maze/..%23../...`): the grid with its walls and the
//! figure; a square the figure can reach (left or up) is tapped, or chosen by the arrow keys, to
//! move there; every free square's value on request (Show values); the mex stepper of the
//! figure's square (its options left and up).

pub mod text;

use yew::prelude::*;

use crate::content::maze::Words;
use crate::games::maze::{Direction, Maze, MazeError, MazeMove, MazePosition, MazeReason, ParseMazeError};
use crate::games::reduction::shown;
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{
    BoardProps, GameUi, PageWords, PanelProps, Preset, SetupProps, Total, page_words,
};
use crate::ui::kit::game::GameText;
use crate::ui::reduction::MoveForm;
use crate::ui::text::GameNames;

/// Mazes with more rows or columns than this are not drawn (moves are typed).
const MAX_DRAWN: usize = 60;
/// A square's side in the drawing's units.
const SQUARE: usize = 32;
/// The mex stepper lists at most this many options.
const STEPPER_MAX_OPTIONS: usize = 64;

/// The issue's smaller maze (the Handbook's is the default), and one without walls.
const SMALLER: &str = "..#../...../#.F../...#.";
const OPEN: &str = "....../....../....../....../.....F";

fn t(lang: Lang) -> Words {
    Words(lang)
}

/// The square `mv` takes the figure to (row, column from 0), if it stays on the grid.
fn target(position: &MazePosition, mv: MazeMove) -> Option<(usize, usize)> {
    let (row, column) = position.figure();
    let steps = mv.steps as usize;
    match mv.direction {
        Direction::Left => Some((row, column.checked_sub(steps)?)),
        Direction::Up => Some((row.checked_sub(steps)?, column)),
    }
}

/// The board's style (`chomp/grid.css`), put in the page with the board.
const GRID_CSS: &str = include_str!("chomp/grid.css");

impl GameText for Maze {
    fn describe_move(lang: Lang, mv: &MazeMove) -> String {
        t(lang).moved(text::direction(mv.direction), mv.steps)
    }

    fn reason(lang: Lang, reason: &MazeReason) -> String {
        text::reason(t(lang), reason)
    }

    fn move_error(lang: Lang, error: &MazeError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for Maze {
    const NAMES: GameNames = text::MAZE_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseMazeError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> MazePosition {
        MazePosition::default()
    }

    /// 5 to 8 rows and columns, about one square in five a wall, the figure at the bottom right.
    fn random_position(rng: &mut fastrand::Rng) -> MazePosition {
        let (height, width) = (rng.usize(5..=8), rng.usize(5..=8));
        let rows: Vec<String> = (0..height)
            .map(|row| {
                (0..width)
                    .map(|column| match (row + 1 == height && column + 1 == width, rng.u8(..5)) {
                        (true, _) => 'F',
                        (false, 0) => '#',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        rows.join("/").parse().unwrap_or_default()
    }

    /// The notation with `#` written `%23` (the address keeps its own `#` for the route).
    fn url_text(position: &MazePosition, _: &MazePosition, _: &()) -> Option<String> {
        Some(position.to_string().replace('#', "%23"))
    }

    fn total(lang: Lang, position: &MazePosition) -> Option<Total> {
        Some(Total::of(None, position.value(), t(lang).total_name()))
    }

    fn hint_line(lang: Lang, position: &MazePosition, mv: &MazeMove) -> String {
        let (row, column) = target(position, *mv).unwrap_or_default();
        t(lang).hint_line(column + 1, mv, row + 1)
    }

    fn presets(lang: Lang) -> Vec<Preset<MazePosition>> {
        let t = t(lang);
        vec![
            Preset { class: "preset-default", label: t.preset_handbook(), make: |_| MazePosition::default() },
            Preset {
                class: "preset-smaller",
                label: t.preset_issue(),
                make: |_| SMALLER.parse().unwrap_or_default(),
            },
            Preset {
                class: "preset-open",
                label: t.preset_open(),
                make: |_| OPEN.parse().unwrap_or_default(),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "← ↑" }</dt><dd>{ t.keys_out() }</dd>
                <dt>{ "→ ↓" }</dt><dd>{ t.keys_back() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_move() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Maze>) -> Html {
        // The board's style comes with its part (not in the stylesheet every page loads).
        html! { <><style>{ GRID_CSS }</style><MazePlay ..props /></> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::maze_graph(position)
    }

    fn panels(props: PanelProps<Maze>) -> Html {
        html! { <MazePanels position={props.position} /> }
    }

    fn play_panels(props: SetupProps<Maze>) -> Html {
        html! { <MazeEditor start={props.start} on_new_game={props.on_new_game} /> }
    }
}

/// Where the keyboard's cursor goes from `now` (`None`: on the figure) on `key`: ← and ↑ go
/// out from the figure (turning to that direction), → and ↓ come back toward it.
fn step_cursor(now: Option<MazeMove>, key: &str, left: u32, up: u32) -> Option<Option<MazeMove>> {
    let out = |direction: Direction, reach: u32, now: Option<MazeMove>| {
        let steps = match now {
            Some(mv) if mv.direction == direction => (mv.steps + 1).min(reach),
            _ => 1,
        };
        if reach == 0 { now } else { Some(MazeMove { direction, steps }) }
    };
    let back = |direction: Direction, now: Option<MazeMove>| match now {
        Some(mv) if mv.direction == direction => {
            (mv.steps > 1).then_some(MazeMove { direction, steps: mv.steps - 1 })
        }
        other => other,
    };
    Some(match key {
        "ArrowLeft" => out(Direction::Left, left, now),
        "ArrowUp" => out(Direction::Up, up, now),
        "ArrowRight" => back(Direction::Left, now),
        "ArrowDown" => back(Direction::Up, now),
        _ => return None,
    })
}

/// The grid: walls, the figure, the squares it can reach (tap one to move there), the cursor's
/// square, the hint's squares, and every free square's value while values are shown.
#[component(MazePlay)]
fn maze_play(props: &BoardProps<Maze>) -> Html {
    let t = t(use_lang());
    let position = &props.position;
    let cursor = use_state_eq(|| None::<MazeMove>);
    {
        let cursor = cursor.setter();
        use_effect_with(position.clone(), move |_| cursor.set(None));
    }
    let (height, width) = (position.height(), position.width());
    let reach_left = position.reach(Direction::Left) as u32;
    let reach_up = position.reach(Direction::Up) as u32;
    // A cursor left from an earlier position (before its reset) counts as none.
    let within = |mv: &MazeMove| mv.steps as usize <= position.reach(mv.direction);
    let onkeydown = {
        let (now, cursor) = (cursor.filter(within), cursor.setter());
        let (on_play, interactive) = (props.on_play.clone(), props.interactive);
        board_keys(props.on_control.clone(), move |key| {
            if matches!(key, "Enter" | " ") {
                let Some(mv) = now else { return false };
                if interactive {
                    on_play.emit(mv);
                }
                return true;
            }
            let Some(next) = step_cursor(now, key, reach_left, reach_up) else { return false };
            cursor.set(next);
            true
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<MazeMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(shown(&text, 20))),
        })
    };
    if height > MAX_DRAWN || width > MAX_DRAWN {
        return html! {
            <>
                <p class="board-area maze-board long">{ t.too_large_to_draw(height, width) }</p>
                <MoveForm example="L2" interactive={props.interactive} {on_move} />
            </>
        };
    }
    let values = props.show_labels.then(|| position.values());
    let moves = position.moves();
    let marked: Vec<(usize, usize)> = props.marked.iter().filter_map(|&mv| target(position, mv)).collect();
    let now = cursor.filter(within);
    let cursor_square = now.and_then(|mv| target(position, mv));
    let line = now
        .zip(cursor_square)
        .map(|(mv, (r, c))| t.target_line(c + 1, text::direction(mv.direction), r + 1, mv.steps));
    let (figure_row, figure_column) = position.figure();
    // The square the last move left, marked as where the figure came from.
    let from = props.last.map(|mv| match mv.direction {
        Direction::Left => (figure_row, figure_column + mv.steps as usize),
        Direction::Up => (figure_row + mv.steps as usize, figure_column),
    });
    let cells = (0..height).flat_map(|row| (0..width).map(move |column| (row, column))).map(|(row, column)| {
        let (x, y) = ((column * SQUARE).to_string(), (row * SQUARE).to_string());
        let wall = position.is_wall(row, column);
        let reach = moves.iter().find(|(_, to)| *to == (row, column)).map(|&(mv, _)| mv);
        let class = classes!(
            "maze-cell",
            if wall { "wall" } else { "free" },
            reach.is_some().then_some("reach"),
            (props.interactive && reach.is_some()).then_some("active"),
            (cursor_square == Some((row, column))).then_some("cursor"),
            (from == Some((row, column))).then_some("from"),
            marked.contains(&(row, column)).then_some("hinted")
        );
        let value = values.as_ref().and_then(|v| v.get(row, column));
        let onclick = reach.filter(|_| props.interactive).map(|mv| props.on_play.reform(move |_: MouseEvent| mv));
        let onpointerenter = reach.map(|mv| {
            let cursor = cursor.setter();
            Callback::from(move |_: PointerEvent| cursor.set(Some(mv)))
        });
        html! {
            <g key={format!("{row}-{column}")} {class} data-row={(row + 1).to_string()} data-column={(column + 1).to_string()}
               {onclick} {onpointerenter}>
                <rect x={x.clone()} y={y.clone()} width={SQUARE.to_string()} height={SQUARE.to_string()} />
                if let Some(value) = value {
                    <text x={(column * SQUARE + SQUARE / 2).to_string()} y={(row * SQUARE + SQUARE / 2).to_string()}
                          class={classes!("value", value.is_zero().then_some("zero"))}>{ value.value() }</text>
                }
            </g>
        }
    });
    let onpointerleave = {
        let cursor = cursor.setter();
        Callback::from(move |_: PointerEvent| cursor.set(None))
    };
    let (w, h) = (width * SQUARE, height * SQUARE);
    let (fx, fy) = (figure_column * SQUARE + SQUARE / 2, figure_row * SQUARE + SQUARE / 2);
    html! {
        <>
            <p class="sr-only" aria-live="polite">{ line.clone().unwrap_or_default() }</p>
            <div class="board-area maze-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                // Drawn at 11/8 of its units (squares of 44 px), shrunk to the room by CSS.
                <svg class="maze-grid fit-board" viewBox={format!("0 0 {w} {h}")} width={(w * 11 / 8).to_string()} role="img"
                     aria-label={t.figure_aria(figure_column + 1, figure_row + 1)} {onpointerleave}>
                    { for cells }
                    <circle class={classes!("figure", values.is_some().then_some("faint"))} cx={fx.to_string()} cy={fy.to_string()}
                            r={(SQUARE * 3 / 8).to_string()} />
                </svg>
            </div>
            <p class="octal-chosen maze-target">{ line.unwrap_or_default() }</p>
            if values.is_some() {
                <p class="muted values-legend after-controls">{ t.values_legend() }</p>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct MazePanelsProps {
    position: MazePosition,
}

/// The mex stepper of the figure's square, and where the values come from.
#[component(MazePanels)]
fn maze_panels(props: &MazePanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let trace = use_memo((lang, props.position.clone()), |(lang, position)| {
        let options = position.moves().len();
        if options > STEPPER_MAX_OPTIONS {
            return Err(Words(*lang).stepper_too_many(options));
        }
        Ok(position.mex_trace())
    });
    html! {
        <>
            <MexStepper trace={(*trace).clone()} />
            <section class="panel maze-note">
                <h2>{ t.note_heading() }</h2>
                <p>{ t.note() }</p>
            </section>
        </>
    }
}

/// The editor draws mazes of at most this many rows and columns.
const EDITOR_MAX: usize = 30;

/// A maze being drawn: walls row by row, and the figure (always on a free square).
#[derive(Clone, PartialEq)]
struct Drawing {
    walls: Vec<Vec<bool>>,
    figure: (usize, usize),
}

impl Drawing {
    /// The start's maze, or a 5×5 without walls when the start is too large for the editor.
    fn of(start: &MazePosition) -> Drawing {
        let (height, width) = (start.height(), start.width());
        if height > EDITOR_MAX || width > EDITOR_MAX {
            return Drawing { walls: vec![vec![false; 5]; 5], figure: (4, 4) };
        }
        let walls = (0..height).map(|r| (0..width).map(|c| start.is_wall(r, c)).collect()).collect();
        Drawing { walls, figure: start.figure() }
    }

    fn position(&self) -> Option<MazePosition> {
        let rows: Vec<String> = self
            .walls
            .iter()
            .enumerate()
            .map(|(r, row)| {
                row.iter()
                    .enumerate()
                    .map(|(c, &wall)| match ((r, c) == self.figure, wall) {
                        (true, _) => 'F',
                        (false, true) => '#',
                        (false, false) => '.',
                    })
                    .collect()
            })
            .collect();
        rows.join("/").parse().ok()
    }

    /// `rows` × `columns` (each 1 to [`EDITOR_MAX`]), new squares free, the figure kept inside
    /// and on a free square.
    fn resized(&self, rows: usize, columns: usize) -> Drawing {
        let (rows, columns) = (rows.clamp(1, EDITOR_MAX), columns.clamp(1, EDITOR_MAX));
        let mut walls: Vec<Vec<bool>> = (0..rows)
            .map(|r| {
                (0..columns)
                    .map(|c| self.walls.get(r).and_then(|row| row.get(c)).copied().unwrap_or(false))
                    .collect()
            })
            .collect();
        let figure = (self.figure.0.min(rows - 1), self.figure.1.min(columns - 1));
        walls[figure.0][figure.1] = false;
        Drawing { walls, figure }
    }
}

#[derive(Properties, PartialEq)]
struct MazeEditorProps {
    start: MazePosition,
    on_new_game: Callback<MazePosition>,
}

/// A folded panel that draws a maze: walls and the figure put by tapping, rows and columns
/// added or taken away, and a game started on the drawing.
#[component(MazeEditor)]
fn maze_editor(props: &MazeEditorProps) -> Html {
    let t = t(use_lang());
    let drawing = use_state_eq(|| Drawing::of(&props.start));
    let figure_tool = use_state_eq(|| false);
    {
        let drawing = drawing.setter();
        use_effect_with(props.start.clone(), move |start| drawing.set(Drawing::of(start)));
    }
    let height = drawing.walls.len();
    let width = drawing.walls.first().map_or(0, Vec::len);
    let resize = |rows: usize, columns: usize| {
        let (drawing, now) = (drawing.setter(), (*drawing).clone());
        Callback::from(move |_: MouseEvent| drawing.set(now.resized(rows, columns)))
    };
    let cells = (0..height).flat_map(|r| (0..width).map(move |c| (r, c))).map(|(r, c)| {
        let wall = drawing.walls[r][c];
        let onclick = {
            let (setter, now, figure_tool) = (drawing.setter(), (*drawing).clone(), *figure_tool);
            Callback::from(move |_: MouseEvent| {
                let mut next = now.clone();
                if figure_tool {
                    if !wall {
                        next.figure = (r, c);
                    }
                } else if (r, c) != now.figure {
                    next.walls[r][c] = !wall;
                }
                setter.set(next);
            })
        };
        html! {
            <g key={format!("{r}-{c}")} class={classes!("maze-cell", "active", if wall { "wall" } else { "free" })}
               data-row={(r + 1).to_string()} data-column={(c + 1).to_string()} {onclick}>
                <rect x={(c * SQUARE).to_string()} y={(r * SQUARE).to_string()} width={SQUARE.to_string()} height={SQUARE.to_string()} />
            </g>
        }
    });
    let (fx, fy) = (drawing.figure.1 * SQUARE + SQUARE / 2, drawing.figure.0 * SQUARE + SQUARE / 2);
    let (w, h) = (width * SQUARE, height * SQUARE);
    let tool = |figure: bool, label: &'static str| {
        let setter = figure_tool.setter();
        html! {
            <button type="button" class={if figure { "tool-figure" } else { "tool-walls" }} aria-pressed={(*figure_tool == figure).to_string()}
                    onclick={Callback::from(move |_: MouseEvent| setter.set(figure))}>{ label }</button>
        }
    };
    let play = {
        let (on_new_game, now) = (props.on_new_game.clone(), (*drawing).clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(position) = now.position() {
                on_new_game.emit(position);
            }
        })
    };
    html! {
        <details class="panel maze-editor">
            <summary>{ t.editor_heading() }</summary>
            <p class="muted">{ t.editor_help() }</p>
            <div class="octal-actions">
                { tool(false, t.tool_walls()) }
                { tool(true, t.tool_figure()) }
                <button type="button" class="add-row" onclick={resize(height + 1, width)}>{ t.add_row() }</button>
                <button type="button" class="remove-row" onclick={resize(height.saturating_sub(1), width)}>{ t.remove_row() }</button>
                <button type="button" class="add-column" onclick={resize(height, width + 1)}>{ t.add_column() }</button>
                <button type="button" class="remove-column" onclick={resize(height, width.saturating_sub(1))}>{ t.remove_column() }</button>
            </div>
            <svg class="maze-grid" viewBox={format!("0 0 {w} {h}")} width={w.to_string()} role="img" aria-label={t.editor_heading()}>
                { for cells }
                <circle class="figure" cx={fx.to_string()} cy={fy.to_string()} r={(SQUARE * 3 / 8).to_string()} />
            </svg>
            <button type="button" class="primary editor-play" onclick={play}>{ t.editor_play() }</button>
        </details>
    }
}
