//! A Funny Game on the kit's page (`#/funny-game/circle%207`, then `#/funny-game/3,2`): coins on
//! a circle, then on rows; the mirror strategy stepper (the reply that leaves two equal rows,
//! highlighted), the rows' Kayles values by bits and the mex stepper for one row.

use crate::ui::text::GameNames;
use std::rc::Rc;

use yew::prelude::*;

use super::text::funny::{self as text, Words};
use super::{MoveForm, ReductionStepper, Step};
use crate::engine::Solver;
use crate::engine::trace::{MexTrace, mex_trace};
use crate::games::Playable;
use crate::games::reduction::funny::{
    FunnyError, FunnyGame, FunnyMove, FunnyPosition, FunnyReason, KaylesRows, ParseFunnyError, kayles,
};
use crate::games::reduction::shown;
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;

/// Circles up to this many coins are drawn.
const MAX_DRAWN_CIRCLE: u32 = 40;
/// Rows are drawn while there are at most this many, each of at most [`MAX_DRAWN_ROW`] coins.
const MAX_DRAWN_ROWS: usize = 12;
const MAX_DRAWN_ROW: u32 = 30;
/// The mex stepper lists at most this many options (a row of 32 coins has 63).
const STEPPER_MAX_OPTIONS: usize = 64;
/// Mini pictures of rows in the stepper draw rows up to this length.
const MAX_PICTURED: u32 = 60;

fn t(lang: Lang) -> Words {
    Words(lang)
}

fn drawn(position: &FunnyPosition) -> bool {
    match position {
        FunnyPosition::Circle(n) => *n <= MAX_DRAWN_CIRCLE,
        FunnyPosition::Rows(rows) => rows.len() <= MAX_DRAWN_ROWS && rows.iter().all(|&r| r <= MAX_DRAWN_ROW),
    }
}

impl GameText for FunnyGame {
    fn describe_move(lang: Lang, mv: &FunnyMove) -> String {
        text::took(t(lang), mv)
    }

    fn reason(lang: Lang, reason: &FunnyReason) -> String {
        text::reason(t(lang), reason)
    }

    fn move_error(lang: Lang, error: &FunnyError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for FunnyGame {
    const TYPES_MOVES: bool = true;
    const NAMES: GameNames = super::text::FUNNY_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        // `how_to_move` picks the drawn or the typed board's words itself.
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    fn how_to_move(lang: Lang, position: &FunnyPosition) -> &'static str {
        if drawn(position) { t(lang).how_to_move() } else { t(lang).how_to_move_typed() }
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseFunnyError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> FunnyPosition {
        FunnyPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> FunnyPosition {
        if rng.bool() {
            FunnyPosition::Circle(rng.u32(3..=16))
        } else {
            let count = rng.usize(1..=3);
            FunnyPosition::Rows((0..count).map(|_| rng.u32(1..=10)).collect())
        }
    }

    fn url_text(position: &FunnyPosition, _: &FunnyPosition, _: &()) -> Option<String> {
        Some(match position {
            FunnyPosition::Circle(n) => format!("circle{n}"),
            rows => rows.to_string().replace(' ', ","),
        })
    }

    fn total(lang: Lang, position: &FunnyPosition) -> Option<Total> {
        let detail = match position {
            FunnyPosition::Circle(n) if *n >= 2 => {
                Some(format!("mex{{{}, {}}}", kayles(u64::from(*n - 1)), kayles(u64::from(*n - 2))))
            }
            FunnyPosition::Circle(_) => Some("mex{0}".to_owned()),
            FunnyPosition::Rows(rows) if rows.len() > 1 && rows.len() <= 40 => {
                Some(rows.iter().map(|&r| kayles(u64::from(r)).to_string()).collect::<Vec<_>>().join(" ⊕ "))
            }
            FunnyPosition::Rows(_) => None,
        };
        Some(Total::of(detail, position.nim_sum(), t(lang).total_name()))
    }

    fn hint_moves(position: &FunnyPosition) -> Vec<FunnyMove> {
        FunnyGame::winning_moves_limited(position, 200)
    }

    fn hint_line(lang: Lang, position: &FunnyPosition, mv: &FunnyMove) -> String {
        let to = FunnyGame.play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        text::hint_line(t(lang), mv, &to)
    }

    fn hint_note(lang: Lang, _: &FunnyPosition, found: usize) -> Option<String> {
        (found > crate::ui::kit::contract::HINT_MAX_LISTED).then(|| t(lang).more_moves(found))
    }

    fn presets(lang: Lang) -> Vec<Preset<FunnyPosition>> {
        let t = t(lang);
        vec![
            Preset {
                class: "preset-circle-2",
                label: t.preset_circle_2(),
                make: |_| FunnyPosition::Circle(2),
            },
            Preset {
                class: "preset-circle-7",
                label: t.preset_circle_7(),
                make: |_| FunnyPosition::Circle(7),
            },
            Preset {
                class: "preset-rows",
                label: t.preset_rows(),
                make: |_| FunnyPosition::Rows(vec![3, 2]),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ t.keys_coin() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_take_one() }</dd>
                <dt>{ "Shift + Enter" }</dt><dd>{ t.keys_take_two() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<FunnyGame>) -> Html {
        html! { <FunnyPlay ..props /> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::funny_graph(position)
    }

    fn panels(props: PanelProps<FunnyGame>) -> Html {
        html! { <FunnyPanels position={props.position} /> }
    }
}

/// Every coin of the position as (row, coin): row `None` in the circle.
fn coins(position: &FunnyPosition) -> Vec<(Option<usize>, u32)> {
    match position {
        FunnyPosition::Circle(n) => (1..=*n).map(|c| (None, c)).collect(),
        FunnyPosition::Rows(rows) => rows
            .iter()
            .enumerate()
            .flat_map(|(index, &length)| (1..=length).map(move |c| (Some(index + 1), c)))
            .collect(),
    }
}

/// The coin after `coin` (in the circle it wraps), if there is one.
fn next_coin(position: &FunnyPosition, row: Option<usize>, coin: u32) -> Option<u32> {
    match (position, row) {
        (FunnyPosition::Circle(n), _) if *n >= 2 => Some(if coin == *n { 1 } else { coin + 1 }),
        (FunnyPosition::Rows(rows), Some(row)) => {
            rows.get(row - 1).filter(|&&len| coin < len).map(|_| coin + 1)
        }
        _ => None,
    }
}

fn takes(mv: &FunnyMove, row: Option<usize>, coin: u32) -> bool {
    mv.row == row && (mv.coin == coin || mv.second == Some(coin))
}

/// The coins (a circle or rows), the selected coin's two moves, and the move form.
#[component(FunnyPlay)]
fn funny_play(props: &BoardProps<FunnyGame>) -> Html {
    let t = t(use_lang());
    let position = &props.position;
    let selected = use_state_eq(|| None::<(Option<usize>, u32)>);
    {
        let selected = selected.setter();
        use_effect_with(position.clone(), move |_| selected.set(None));
    }
    let take = |row: Option<usize>, coin: u32, two: bool| {
        let second = if two { next_coin(position, row, coin) } else { None };
        FunnyMove { row, coin, second }
    };
    let onkeydown = {
        let (selected_now, selected) = (*selected, selected.setter());
        let (on_play, position) = (props.on_play.clone(), position.clone());
        let all = coins(&position);
        let on_control = props.on_control.clone();
        Callback::from(move |event: KeyboardEvent| {
            if !crate::ui::kit::keys::is_for_widget(&event) || all.is_empty() {
                return;
            }
            let at = selected_now.and_then(|s| all.iter().position(|&c| c == s));
            let count = all.len();
            let handled = match event.key().as_str() {
                "ArrowRight" | "ArrowDown" => {
                    selected.set(Some(all[at.map_or(0, |i| (i + 1) % count)]));
                    true
                }
                "ArrowLeft" | "ArrowUp" => {
                    selected.set(Some(all[at.map_or(count - 1, |i| (i + count - 1) % count)]));
                    true
                }
                "Enter" | " " => {
                    if let Some((row, coin)) = selected_now {
                        let second = if event.shift_key() { next_coin(&position, row, coin) } else { None };
                        if !event.shift_key() || second.is_some() {
                            on_play.emit(FunnyMove { row, coin, second });
                        }
                    }
                    true
                }
                key => crate::ui::kit::chrome::emit_for_key(key, &on_control),
            };
            if handled {
                event.prevent_default();
            }
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<FunnyMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(shown(&text, 20))),
        })
    };
    let on_coin = {
        let (selected, interactive) = (selected.setter(), props.interactive);
        Callback::from(move |coin: (Option<usize>, u32)| {
            if interactive {
                selected.set(Some(coin));
            }
        })
    };
    let coin_view = |row: Option<usize>, coin: u32, cx: i64, cy: i64, r: i64| {
        let hinted = props.marked.iter().any(|m| takes(m, row, coin));
        let class = classes!(
            "coin",
            (*selected == Some((row, coin))).then_some("selected"),
            hinted.then_some("hinted"),
            props.interactive.then_some("active")
        );
        let onclick = on_coin.reform(move |_: MouseEvent| (row, coin));
        html! {
            <g key={format!("{row:?}-{coin}")}>
                <circle {class} cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()}
                        data-row={row.map_or(0, |r| r).to_string()} data-coin={coin.to_string()} {onclick}>
                    <title>{ text::coin_name(t, row, coin) }</title>
                </circle>
                <text class="coin-number" x={cx.to_string()} y={(cy + 6).to_string()}>{ coin }</text>
            </g>
        }
    };
    let board = match position {
        FunnyPosition::Circle(n) if *n <= MAX_DRAWN_CIRCLE => {
            let n = *n;
            // Each coin is drawn at the top of the circle and turned into place (in tenths of a
            // degree), its number turned back upright: no trigonometry in the page's code.
            let radius = (i64::from(n) * 8).max(70);
            let size = 2 * radius + 80;
            let centre = size / 2;
            let top = centre - radius;
            html! {
                <svg class="funny-board circle-board fit-board" viewBox={format!("0 0 {size} {size}")} role="img"
                     aria-label={t.circle_aria(n)}>
                    { for (0..n).map(|i| {
                        let tenths = i64::from(i) * 3600 / i64::from(n);
                        let turn = format!("rotate({}.{} {centre} {centre})", tenths / 10, tenths % 10);
                        let back = format!("rotate(-{}.{} {centre} {top})", tenths / 10, tenths % 10);
                        html! { <g transform={turn}><g transform={back}>{ coin_view(None, i + 1, centre, top, 20) }</g></g> }
                    }) }
                </svg>
            }
        }
        FunnyPosition::Rows(rows) if drawn(position) && !rows.is_empty() => {
            let longest = rows.iter().copied().max().unwrap_or(1).max(6);
            let width = i64::from(longest) * 46 + 150;
            let height = rows.len() as i64 * 56 + 8;
            html! {
                <svg class="funny-board rows-board fit-board" viewBox={format!("0 0 {width} {height}")} role="img"
                     aria-label={t.rows_aria(position)}>
                    { for rows.iter().enumerate().map(|(index, &length)| {
                        let cy = index as i64 * 56 + 32;
                        html! {
                            <g class="coin-row" data-row={(index + 1).to_string()}>
                                <text class="row-name" x="40" y={(cy + 6).to_string()}>{ t.row_short(index + 1) }</text>
                                { for (1..=length).map(|coin| coin_view(Some(index + 1), coin, 100 + i64::from(coin - 1) * 46, cy, 19)) }
                                if props.show_labels {
                                    <text class="row-label" x={(100 + i64::from(length) * 46).to_string()} y={(cy + 6).to_string()}>
                                        { format!("*{}", kayles(u64::from(length))) }
                                    </text>
                                }
                            </g>
                        }
                    }) }
                </svg>
            }
        }
        FunnyPosition::Rows(rows) if rows.is_empty() => {
            html! { <p class="board-empty muted">{ t.no_coins_left() }</p> }
        }
        _ => html! {
            <div class="compact-board">
                <p class="muted">{ t.compact_note() }</p>
                <p class="rows-list">{ position.to_string() }</p>
            </div>
        },
    };
    let actions = selected.filter(|_| props.interactive).map(|(row, coin)| {
        let one = take(row, coin, false);
        let two = take(row, coin, true);
        let previous = match (position, row) {
            (FunnyPosition::Circle(n), _) if *n >= 2 => Some(if coin == 1 { *n } else { coin - 1 }),
            (FunnyPosition::Rows(_), Some(_)) if coin > 1 => Some(coin - 1),
            _ => None,
        };
        html! {
            <div class="setup-row coin-actions">
                <button class="take-one" onclick={props.on_play.reform(move |_: MouseEvent| one)}>{ t.take_one(coin) }</button>
                if let Some(second) = two.second {
                    <button class="take-two" onclick={props.on_play.reform(move |_: MouseEvent| two)}>{ t.take_two(coin, second) }</button>
                }
                if let Some(before) = previous {
                    <button class="take-two-before" onclick={props.on_play.reform(move |_: MouseEvent| FunnyMove { row, coin: before, second: Some(coin) })}>
                        { t.take_two(before, coin) }
                    </button>
                }
            </div>
        }
    });
    html! {
        <>
            <div class="board-area" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>{ board }</div>
            { for actions }
            <MoveForm example={if matches!(position, FunnyPosition::Circle(_)) { "3-4" } else { "1:2" }}
                      interactive={props.interactive} {on_move} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct FunnyPanelsProps {
    position: FunnyPosition,
}

/// A row as coins, with `taken` (coins from 1) marked: the stepper's pictures.
fn picture(length: u32, taken: &[u32]) -> Html {
    if length > MAX_PICTURED {
        return html! { <span class="mini-row">{ format!("[{length}]") }</span> };
    }
    html! {
        <span class="mini-row" aria-hidden="true">
            { for (1..=length).map(|coin| if taken.contains(&coin) {
                html! { <span class="mini-coin taken">{ "○" }</span> }
            } else {
                html! { <span class="mini-coin">{ "●" }</span> }
            }) }
        </span>
    }
}

fn mirror_steps(lang: Lang, position: &FunnyPosition) -> Vec<Step> {
    let t = t(lang);
    let reply_step = |length: u32| {
        let mv = FunnyGame::middle_move(1, length);
        let half = (length - if mv.second.is_some() { 2 } else { 1 }) / 2;
        let taken: Vec<u32> = std::iter::once(mv.coin).chain(mv.second).collect();
        Step {
            name: t.step_name_reply().to_owned(),
            sentence: t.mirror_reply(half, length, mv),
            body: html! { <p class="formula mirror-reply">{ picture(length, &taken) }{ format!(" → {half} {half}") }</p> },
        }
    };
    let copy_step =
        Step { name: t.step_name_copy().to_owned(), sentence: t.mirror_copy().to_owned(), body: html! {} };
    match position {
        FunnyPosition::Circle(n) if *n <= 2 => vec![Step {
            name: t.step_name_first().to_owned(),
            sentence: t.mirror_take_all(*n),
            body: html! { <p class="formula">{ picture(*n, &(1..=*n).collect::<Vec<_>>()) }</p> },
        }],
        FunnyPosition::Circle(n) => vec![
            Step {
                name: t.step_name_first().to_owned(),
                sentence: text::mirror_first(t, *n),
                body: html! { <p class="formula">{ picture(*n - 1, &[]) }{ format!(" {} / {}", *n - 1, *n - 2) }</p> },
            },
            reply_step(*n - 1),
            copy_step,
        ],
        FunnyPosition::Rows(rows) if rows.is_empty() => {
            vec![Step {
                name: t.step_name_copy().to_owned(),
                sentence: t.no_coins_left().to_owned(),
                body: html! {},
            }]
        }
        FunnyPosition::Rows(rows) if rows.len() == 1 => vec![reply_step(rows[0]), copy_step],
        FunnyPosition::Rows(rows) => {
            let pairing = if position.is_mirrored() {
                t.mirror_paired().to_owned()
            } else {
                let reply = rows.iter().enumerate().find_map(|(index, &length)| {
                    let mv = FunnyGame::middle_move(index + 1, length);
                    FunnyGame.play(position, &mv).ok().filter(FunnyPosition::is_mirrored).map(|to| (mv, to))
                });
                match reply {
                    Some((mv, to)) => t.mirror_found(mv, to),
                    None => t.mirror_none().to_owned(),
                }
            };
            vec![Step { name: t.step_name_reply().to_owned(), sentence: pairing, body: html! {} }, copy_step]
        }
    }
}

fn stepper_trace(lang: Lang, position: &FunnyPosition, row: usize) -> Option<Result<MexTrace, String>> {
    let FunnyPosition::Rows(rows) = position else { return None };
    let length = *rows.get(row)?;
    Some(
        mex_trace(&mut Solver::new(), &KaylesRows, &vec![length], STEPPER_MAX_OPTIONS)
            .map_err(|e| trace_error(lang, &e)),
    )
}

/// The mirror strategy stepper, the rows' Kayles values by bits and the mex stepper of a row.
#[component(FunnyPanels)]
fn funny_panels(props: &FunnyPanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let position = &props.position;
    let steps = use_memo((lang, position.clone()), |(lang, p)| Rc::new(mirror_steps(*lang, p)));
    let xor = use_memo(position.clone(), FunnyPosition::xor_trace);
    let row = use_state_eq(|| 0usize);
    let trace = use_memo((lang, position.clone(), *row), |(lang, p, row)| stepper_trace(*lang, p, *row));
    let on_row = {
        let row = row.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            row.set(select.value().parse().unwrap_or(0));
        })
    };
    let kayles_part = match position {
        FunnyPosition::Circle(n) => {
            let one = kayles(u64::from(*n - 1));
            let two = (*n >= 2).then(|| kayles(u64::from(*n - 2)));
            html! {
                <section class="panel circle-value" aria-labelledby="circle-value-heading">
                    <h2 id="circle-value-heading">{ t.kayles_heading() }</h2>
                    <p>{ text::circle_value(t, *n, one, two, position.nim_sum().value()) }</p>
                </section>
            }
        }
        FunnyPosition::Rows(rows) if rows.is_empty() => html! {},
        FunnyPosition::Rows(rows) => {
            let explanation = match xor.derivation {
                Some(d) => t.xor_move(d.from.value(), &xor.rows[d.row].label, d.to.value()),
                None => t.xor_zero().to_owned(),
            };
            let chooser = html! {
                <label class="chooser">{ t.step_row() }
                    <select onchange={on_row}>
                        { for rows.iter().enumerate().map(|(i, &length)| html! {
                            <option value={i.to_string()} selected={*row == i}>{ t.row_option(length, i + 1) }</option>
                        }) }
                    </select>
                </label>
            };
            html! {
                <>
                    <XorPanel trace={(*xor).clone()} row_heading={t.row_column()} value_heading={t.kayles_column()}
                              explanation={AttrValue::from(explanation)} />
                    if let Some(trace) = (*trace).clone() {
                        <MexStepper {trace} {chooser} />
                    }
                </>
            }
        }
    };
    html! {
        <>
            <ReductionStepper heading={t.mirror_heading()} steps={(*steps).clone()} class="mirror-steps" />
            { kayles_part }
        </>
    }
}
