//! Grundy's game on the kit's page (`#/grundys-game/8,5`): heaps of stones cut in two where
//! the learner taps (or by keys), the values of one heap from 0 up (no period is known), the mex
//! stepper of a heap (each split shows G(a) ⊕ G(b)) and the nim-sum of the heaps.

pub mod text;

use std::rc::Rc;

use yew::prelude::*;

use crate::content::grundys::Words;
use crate::engine::Solver;
use crate::engine::trace::{MexTrace, TraceError, XorRow, XorTrace, mex_trace};
use crate::games::Playable;
use crate::games::grundys_game::{
    GrundysGame, GrundysHeap, GrundysMove, GrundysMoveError, GrundysPosition, ParseGrundysError, values_up_to,
};
use crate::games::octal::OctalReason;
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;
use crate::ui::nim::board::group_digits;
use crate::ui::reduction::MoveForm;
use crate::ui::text::GameNames;

/// Heaps larger than this are written, not drawn (splits of them are typed).
const MAX_DRAWN: u32 = 40;
const STONE_GAP: i64 = 24;
/// The strip shows this many values at most (and the heaps' own cells up to it).
const STRIP_MIN: usize = 40;
const STRIP_MAX: usize = 160;
/// The mex stepper lists at most this many splits.
const STEPPER_MAX_OPTIONS: u64 = 64;

fn t(lang: Lang) -> Words {
    Words(lang)
}

impl GameText for GrundysGame {
    fn describe_move(lang: Lang, mv: &GrundysMove) -> String {
        t(lang).split(mv.smaller, mv.larger, mv.heap + 1)
    }

    fn reason(lang: Lang, reason: &OctalReason) -> String {
        match *reason {
            OctalReason::ToZero { nim_sum, from, to } => t(lang).reason_to_zero(from, nim_sum, to),
            OctalReason::NoWinningMove => t(lang).reason_none().to_owned(),
        }
    }

    fn move_error(lang: Lang, error: &GrundysMoveError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for GrundysGame {
    const NAMES: GameNames = text::GRUNDYS_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseGrundysError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> GrundysPosition {
        GrundysPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> GrundysPosition {
        GrundysPosition::random(rng)
    }

    fn url_text(position: &GrundysPosition, _: &GrundysPosition, _: &()) -> Option<String> {
        Some(position.to_url())
    }

    fn total(lang: Lang, position: &GrundysPosition) -> Option<Total> {
        let values = position.values();
        let detail = (values.len() > 1 && values.len() <= 16)
            .then(|| values.iter().map(|v| v.value().to_string()).collect::<Vec<_>>().join(" ⊕ "));
        Some(Total::of(detail, position.nim_sum(), t(lang).total_name()))
    }

    fn hint_line(lang: Lang, position: &GrundysPosition, mv: &GrundysMove) -> String {
        let to = GrundysGame
            .play(position, mv)
            .map(|p| p.heaps().iter().map(|&h| group_digits(u64::from(h))).collect::<Vec<_>>().join(" "))
            .unwrap_or_default();
        t(lang).hint_line(Self::describe_move(lang, mv), to)
    }

    fn presets(lang: Lang) -> Vec<Preset<GrundysPosition>> {
        let t = t(lang);
        vec![
            Preset {
                class: "preset-default",
                label: t.preset_default(),
                make: |_| GrundysPosition::default(),
            },
            Preset {
                class: "preset-seven",
                label: t.preset_seven(),
                make: |_| "7".parse().unwrap_or_default(),
            },
            Preset {
                class: "preset-largest",
                label: t.preset_largest(),
                make: |_| "20000".parse().unwrap_or_default(),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ t.keys_cut() }</dd>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_heap() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_play() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<GrundysGame>) -> Html {
        html! { <GrundysPlay ..props /> }
    }

    fn panels(props: PanelProps<GrundysGame>) -> Html {
        html! { <GrundysPanels position={props.position} /> }
    }
}

/// A cut: heap `heap` (from 0) into its first `left` stones and the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cut {
    heap: usize,
    left: u32,
}

/// The heaps as stones (a cut marked), long heaps as a line, and the typed split.
#[component(GrundysPlay)]
fn grundys_play(props: &BoardProps<GrundysGame>) -> Html {
    let t = t(use_lang());
    let heaps: Rc<[u32]> = Rc::from(props.position.heaps());
    let cut = use_state_eq(|| None::<Cut>);
    {
        let cut = cut.setter();
        use_effect_with(props.position.clone(), move |_| cut.set(None));
    }
    let play = {
        let (on_play, heaps) = (props.on_play.clone(), heaps.clone());
        move |chosen: Cut| {
            if let Some(&size) = heaps.get(chosen.heap) {
                on_play.emit(GrundysMove::new(chosen.heap, chosen.left, size - chosen.left.min(size)));
            }
        }
    };
    let onkeydown = {
        let (now, cut, heaps) = (*cut, cut.setter(), heaps.clone());
        let play = play.clone();
        board_keys(props.on_control.clone(), move |key| {
            let drawn: Vec<usize> =
                (0..heaps.len()).filter(|&i| (3..=MAX_DRAWN).contains(&heaps[i])).collect();
            let Some(&first) = drawn.first() else { return false };
            let current = now.filter(|c| drawn.contains(&c.heap));
            let at = |heap: usize, left: u32| Cut { heap, left: left.clamp(1, heaps[heap] - 1) };
            let next = match (key, current) {
                ("Enter" | " ", Some(chosen)) => {
                    play(chosen);
                    return true;
                }
                ("ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown", None) => at(first, 1),
                ("ArrowRight", Some(c)) => at(c.heap, c.left + 1),
                ("ArrowLeft", Some(c)) => at(c.heap, c.left.saturating_sub(1)),
                ("ArrowDown" | "ArrowUp", Some(c)) => {
                    let index = drawn.iter().position(|&i| i == c.heap).unwrap_or(0);
                    let to = if key == "ArrowDown" {
                        (index + 1) % drawn.len()
                    } else {
                        (index + drawn.len() - 1) % drawn.len()
                    };
                    at(drawn[to], c.left)
                }
                _ => return false,
            };
            cut.set(Some(next));
            true
        })
    };
    let on_stone = {
        let (cut, heaps) = (cut.setter(), heaps.clone());
        Callback::from(move |(heap, stone): (usize, u32)| {
            if let Some(&size) = heaps.get(heap).filter(|&&size| size >= 3) {
                // The tapped stone ends the first heap (the last stone: the cut just before it).
                cut.set(Some(Cut { heap, left: (stone + 1).clamp(1, size - 1) }));
            }
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<GrundysMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(text.chars().take(20).collect::<String>())),
        })
    };
    let marked: Vec<GrundysMove> = props.marked.iter().copied().collect();
    let rows = heaps.iter().enumerate().map(|(heap, &size)| {
        let label = t.heap_label(heap + 1, size);
        if size > MAX_DRAWN {
            return html! {
                <li class="octal-row long" key={heap}>
                    <span class="row-name">{ t.long_heap(heap + 1, group_digits(u64::from(size))) }</span>
                </li>
            };
        }
        let left = cut.filter(|c| c.heap == heap).map(|c| c.left);
        let hinted: Vec<u32> = marked.iter().filter(|m| m.heap == heap).map(|m| m.smaller).collect();
        let width = STONE_GAP * i64::from(size.max(1)) + 8;
        let stones = (0..size).map(|stone| {
            let class = classes!(
                "stone",
                left.map(|l| if stone < l { "first" } else { "second" }),
                props.interactive.then_some("active")
            );
            let onclick = {
                let (on_stone, interactive) = (on_stone.clone(), props.interactive);
                Callback::from(move |_: MouseEvent| {
                    if interactive {
                        on_stone.emit((heap, stone));
                    }
                })
            };
            let cx = STONE_GAP * i64::from(stone) + STONE_GAP / 2 + 4;
            html! { <circle {class} {onclick} data-stone={stone.to_string()} cx={cx.to_string()} cy="20" r="10" /> }
        });
        let marks = hinted.iter().chain(left.iter()).enumerate().map(|(i, &at)| {
            let x = STONE_GAP * i64::from(at) + 4;
            let class = if i < hinted.len() { "cut-mark hinted" } else { "cut-mark chosen" };
            html! { <line {class} x1={x.to_string()} x2={x.to_string()} y1="2" y2="38" /> }
        });
        html! {
            <li class="octal-row" key={heap} data-heap={heap.to_string()}>
                <span class="row-name">{ &label }</span>
                <svg class="pins stones" viewBox={format!("0 0 {width} 40")} width={width.to_string()} role="img" aria-label={label.clone()}>
                    { for stones }
                    { for marks }
                </svg>
            </li>
        }
    });
    let chosen = cut.and_then(|c| heaps.get(c.heap).map(|&size| (c, size - c.left)));
    let chosen_line =
        chosen.map(
            |(c, right)| {
                if c.left == right { t.equal_halves(right) } else { t.chosen(c.left, right, c.heap + 1) }
            },
        );
    let can_split = chosen.is_some_and(|(c, right)| c.left != right) && props.interactive;
    let on_split = {
        let (now, play) = (*cut, play.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(chosen) = now {
                play(chosen);
            }
        })
    };
    let any_drawn = heaps.iter().any(|&h| (1..=MAX_DRAWN).contains(&h));
    let any_long = heaps.iter().any(|&h| h > MAX_DRAWN);
    html! {
        <>
            <p class="sr-only" aria-live="polite">{ chosen_line.clone().unwrap_or_default() }</p>
            <div class="board-area octal-board grundys-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                <ol class="octal-rows">{ for rows }</ol>
            </div>
            if any_drawn {
                <div class="octal-actions">
                    <span class="octal-chosen">{ chosen_line.unwrap_or_default() }</span>
                    <button type="button" class="primary split-heap" disabled={!can_split} onclick={on_split}>{ t.split_button() }</button>
                </div>
            }
            // Typed moves for rows too long to draw (the keyboard plays on the board itself).
            if any_long {
                <MoveForm example="1:3,5" interactive={props.interactive} {on_move} />
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct GrundysPanelsProps {
    position: GrundysPosition,
}

/// The values of one heap from 0 up (no period), the mex stepper of a heap, the nim-sum.
#[component(GrundysPanels)]
fn grundys_panels(props: &GrundysPanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let heaps: Rc<[u32]> = Rc::from(props.position.heaps());
    let chosen = use_state_eq(|| 0usize);
    let heap = heaps.get(*chosen).or(heaps.first()).copied().unwrap_or(0);
    let trace = use_memo((lang, heap), |&(lang, heap)| {
        let result: Result<MexTrace, TraceError> =
            mex_trace(&mut Solver::new(), &GrundysHeap, &vec![heap], STEPPER_MAX_OPTIONS as usize);
        result.map_err(|e| match e {
            TraceError::TooManyOptions { .. } => Words(lang).stepper_too_long(heap),
            other => trace_error(lang, &other),
        })
    });
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let values = use_memo(largest, |&largest| values_up_to(largest.max(STRIP_MAX as u32)));
    let shown = (largest as usize + 1).clamp(STRIP_MIN, STRIP_MAX).min(values.len());
    let cells = (0..shown).map(|n| {
        let value = values[n];
        let class = classes!(
            "cell",
            format!("v{}", value.min(9)),
            heaps.iter().any(|&h| h as usize == n).then_some("highlight")
        );
        html! { <li key={n} {class} data-n={n.to_string()} title={format!("G({n})")}>{ value }</li> }
    });
    let on_heap = {
        let chosen = chosen.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            chosen.set(select.value().parse().unwrap_or(0));
        })
    };
    let chooser = html! {
        <label class="chooser">{ t.step_through() }
            <select class="stepper-heap" onchange={on_heap}>
                { for heaps.iter().enumerate().map(|(i, &size)| html! {
                    <option value={i.to_string()} selected={i == *chosen}>{ t.heap_option(i + 1, size) }</option>
                }) }
            </select>
        </label>
    };
    let xor_rows = props
        .position
        .values()
        .into_iter()
        .enumerate()
        .map(|(i, value)| XorRow { label: (i + 1).to_string(), value })
        .collect();
    html! {
        <>
            <section class="panel sequence-strip grundys-strip">
                <h2>{ t.strip_heading() }</h2>
                <ol class="strip" start="0">{ for cells }</ol>
                <p class="muted">{ t.strip_legend() }</p>
                <p class="strip-period">{ t.no_period(crate::games::grundys_game::MAX_HEAP as usize + 1) }</p>
            </section>
            <MexStepper trace={(*trace).clone()} {chooser} />
            <XorPanel trace={XorTrace::new(xor_rows)} row_heading={AttrValue::from(t.heap_column())} value_heading={AttrValue::from(t.value_column())}
                      explanation={AttrValue::from(t.xor_explanation())} />
        </>
    }
}
