//! Staircase Nim on the kit's page (`#/staircase-nim/3,1,2`): a staircase drawn with its coins,
//! the odd steps shaded; a step tapped (or chosen by keys) and its coins moved down; the
//! stepper of why only the odd steps count (their nim-sum, the winning move, the even steps'
//! coins moved on), the odd steps by bits, and the same game as Georgia and Bob.

pub mod text;

use std::rc::Rc;

use yew::prelude::*;

use crate::content::staircase::Words;
use crate::engine::Nimber;
use crate::engine::trace::{XorRow, XorTrace};
use crate::games::Playable;
use crate::games::reduction::shown;
use crate::games::staircase::{
    ParseStaircaseError, StairKind, Staircase, StaircaseError, StaircaseMove, StaircasePosition,
    StaircaseReason,
};
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;
use crate::ui::nim::board::group_digits;
use crate::ui::reduction::{MoveForm, ReductionStepper, Step, dots};
use crate::ui::text::GameNames;

/// Staircases of more steps than this are not drawn (moves are typed).
const MAX_DRAWN_STEPS: usize = 12;
/// At most this many coins are drawn on a step (the count is written above).
const MAX_DRAWN_COINS: u64 = 10;
/// The stepper's table and the bits list at most this many odd steps.
const MAX_LISTED_ODD: usize = 64;
const STEP_WIDTH: i64 = 56;
const RISE: i64 = 18;
const COIN_GAP: i64 = 16;

fn t(lang: Lang) -> Words {
    Words(lang)
}

/// The board's style (`staircase/staircase.css`), put in the page with the board.
const STAIRCASE_CSS: &str = include_str!("staircase/staircase.css");

impl GameText for Staircase {
    fn describe_move(lang: Lang, mv: &StaircaseMove) -> String {
        t(lang).moved(mv.step.saturating_sub(1), mv.coins, mv.step)
    }

    fn reason(lang: Lang, reason: &StaircaseReason) -> String {
        match *reason {
            StaircaseReason::ToZero { nim_sum, from, kind } => {
                t(lang).reason_to_zero(from.saturating_sub(1), from, text::kind(kind), nim_sum)
            }
            StaircaseReason::FewestReplies { replies } => t(lang).reason_fewest(replies),
            StaircaseReason::MovedOn { coins, from } => {
                t(lang).reason_moved_on(from.saturating_sub(1), coins, from)
            }
        }
    }

    fn move_error(lang: Lang, error: &StaircaseError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for Staircase {
    const NAMES: GameNames = text::STAIRCASE_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseStaircaseError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> StaircasePosition {
        StaircasePosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> StaircasePosition {
        let steps = rng.usize(3..=6);
        StaircasePosition::random(rng, steps, 5)
    }

    fn url_text(position: &StaircasePosition, _: &StaircasePosition, _: &()) -> Option<String> {
        Some(position.to_string().replace(' ', ","))
    }

    fn total(lang: Lang, position: &StaircasePosition) -> Option<Total> {
        let odd: Vec<String> = position.steps().iter().step_by(2).map(|c| c.to_string()).collect();
        let detail = (odd.len() > 1 && odd.len() <= 16).then(|| odd.join(" ⊕ "));
        Some(Total::of(detail, Nimber(position.odd_nim_sum()), t(lang).total_name()))
    }

    fn hint_line(lang: Lang, position: &StaircasePosition, mv: &StaircaseMove) -> String {
        let to = Staircase.play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        t(lang).hint_line(Self::describe_move(lang, mv), to)
    }

    fn presets(lang: Lang) -> Vec<Preset<StaircasePosition>> {
        let t = t(lang);
        vec![
            Preset {
                class: "preset-default",
                label: t.preset_default(),
                make: |_| StaircasePosition::default(),
            },
            Preset {
                class: "preset-even",
                label: t.preset_even(),
                make: |_| "0 5 0 3".parse().unwrap_or_default(),
            },
            Preset {
                class: "preset-long",
                label: t.preset_long(),
                make: |rng| StaircasePosition::random(rng, 30, 9),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ t.keys_step() }</dd>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_coins() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_play() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Staircase>) -> Html {
        // The board's style comes with its part (not in the stylesheet every page loads).
        html! { <><style>{ STAIRCASE_CSS }</style><StaircasePlay ..props /></> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::staircase_graph(position)
    }

    fn panels(props: PanelProps<Staircase>) -> Html {
        html! { <StaircasePanels position={props.position} /> }
    }
}

/// The staircase: each step a block rising to the right with its coins on it (the odd steps
/// shaded), the step and the coins chosen, and the typed move for staircases too long to draw.
#[component(StaircasePlay)]
fn staircase_play(props: &BoardProps<Staircase>) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let steps: Rc<[u64]> = Rc::from(props.position.steps());
    // The move being chosen: a step (from 1) and how many of its coins go down.
    let chosen = use_state_eq(|| None::<StaircaseMove>);
    {
        let chosen = chosen.setter();
        use_effect_with(props.position.clone(), move |_| chosen.set(None));
    }
    let pick = {
        let steps = steps.clone();
        move |step: usize, coins: u64| -> Option<StaircaseMove> {
            let on_step = *steps.get(step.checked_sub(1)?)?;
            (on_step > 0).then(|| StaircaseMove { step, coins: coins.clamp(1, on_step) })
        }
    };
    let onkeydown = {
        let (now, chosen, steps, on_play) = (*chosen, chosen.setter(), steps.clone(), props.on_play.clone());
        let pick = pick.clone();
        board_keys(props.on_control.clone(), move |key| {
            let full: Vec<usize> = (1..=steps.len()).filter(|&s| steps[s - 1] > 0).collect();
            let Some(&first) = full.first() else { return false };
            let next = match (key, now) {
                ("Enter" | " ", Some(mv)) => {
                    on_play.emit(mv);
                    return true;
                }
                ("ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown", None) => pick(first, 1),
                ("ArrowRight" | "ArrowLeft", Some(mv)) => {
                    let index = full.iter().position(|&s| s == mv.step).unwrap_or(0);
                    let to = if key == "ArrowRight" {
                        (index + 1) % full.len()
                    } else {
                        (index + full.len() - 1) % full.len()
                    };
                    pick(full[to], mv.coins)
                }
                ("ArrowUp", Some(mv)) => pick(mv.step, mv.coins.saturating_add(1)),
                ("ArrowDown", Some(mv)) => pick(mv.step, mv.coins.saturating_sub(1)),
                _ => return false,
            };
            chosen.set(next);
            true
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<StaircaseMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(shown(&text, 20))),
        })
    };
    let drawn = steps.len() <= MAX_DRAWN_STEPS;
    let chosen_now = *chosen;
    let board = if drawn {
        let count = steps.len() as i64;
        let coin_rows = (steps.iter().copied().max().unwrap_or(0).min(MAX_DRAWN_COINS) as i64 + 1) / 2;
        let top = coin_rows * COIN_GAP + 32;
        let height = top + count * RISE + 26;
        let width = STEP_WIDTH * count + 8;
        let ground = top + count * RISE;
        let blocks = steps.iter().enumerate().map(|(index, &coins)| {
            let step = index + 1;
            let odd = step % 2 == 1;
            let x = STEP_WIDTH * index as i64 + 4;
            let tread = ground - RISE * step as i64;
            let moving = chosen_now.filter(|m| m.step == step).map_or(0, |m| m.coins);
            let hinted = props.marked.iter().any(|m| m.step == step);
            let class = classes!(
                "stair",
                if odd { "odd" } else { "even" },
                (moving > 0).then_some("chosen"),
                hinted.then_some("hinted"),
                (props.interactive && coins > 0).then_some("active")
            );
            let onclick = {
                let (chosen, pick, interactive) = (chosen.setter(), pick.clone(), props.interactive);
                let keep = chosen_now.filter(|m| m.step == step).map_or(1, |m| m.coins);
                Callback::from(move |_: MouseEvent| {
                    if let Some(mv) = pick(step, keep).filter(|_| interactive) {
                        chosen.set(Some(mv));
                    }
                })
            };
            let shown = coins.min(MAX_DRAWN_COINS);
            // The coins drawn from the top down are the ones that move (at most all drawn).
            let coins_drawn = (0..shown).map(|i| {
                let cx = x + 16 + (i as i64 % 2) * 22;
                let cy = tread - 10 - (i as i64 / 2) * COIN_GAP;
                let from_top = shown - i;
                let class = classes!("stone", (from_top <= moving.min(shown)).then_some("first"));
                let onclick = {
                    let (chosen, pick, interactive) = (chosen.setter(), pick.clone(), props.interactive);
                    // The lowest coin drawn takes every coin of the step, however many there are.
                    let take = if i == 0 { coins } else { from_top };
                    Callback::from(move |event: MouseEvent| {
                        if interactive {
                            event.stop_propagation();
                            if let Some(mv) = pick(step, take) {
                                chosen.set(Some(mv));
                            }
                        }
                    })
                };
                html! { <circle {class} {onclick} cx={cx.to_string()} cy={cy.to_string()} r="7" /> }
            });
            let label_y = tread - 16 - ((shown as i64 + 1) / 2) * COIN_GAP;
            html! {
                <g {class} {onclick} key={step} data-step={step.to_string()}>
                    <title>{ t.step_title(coins, if odd { "odd" } else { "even" }, step) }</title>
                    <rect x={x.to_string()} y={tread.to_string()} width={(STEP_WIDTH - 2).to_string()}
                          height={(ground - tread).to_string()} />
                    <text class="step-number" x={(x + STEP_WIDTH / 2).to_string()} y={(ground + 18).to_string()}>{ step }</text>
                    { for coins_drawn }
                    <text class="coin-count" x={(x + STEP_WIDTH / 2).to_string()} y={label_y.to_string()}>{ group_digits(coins) }</text>
                </g>
            }
        });
        let aria = t.stairs_aria(&props.position);
        html! {
            <svg class="stairs fit-board" viewBox={format!("0 0 {width} {height}")} role="img" aria-label={aria}>
                { for blocks }
            </svg>
        }
    } else {
        html! { <p class="muted">{ t.too_many_steps(steps.len()) }</p> }
    };
    let controls = chosen_now.filter(|_| drawn).map(|mv| {
        let on_step = steps.get(mv.step - 1).copied().unwrap_or(0);
        let oninput = {
            let (chosen, pick) = (chosen.setter(), pick.clone());
            let step = mv.step;
            Callback::from(move |event: InputEvent| {
                let input: web_sys::HtmlInputElement = event.target_unchecked_into();
                if let Ok(coins) = input.value().trim().parse::<u64>() {
                    chosen.set(pick(step, coins));
                }
            })
        };
        let onclick = {
            let on_play = props.on_play.clone();
            Callback::from(move |_: MouseEvent| on_play.emit(mv))
        };
        html! {
            <>
                <label class="octal-chosen">{ t.chosen(on_step, mv.step) }{ " " }
                    <input type="number" class="stair-coins" min="1" max={on_step.to_string()} value={mv.coins.to_string()}
                           aria-label={t.coins_label()} disabled={!props.interactive} {oninput} />
                </label>
                <button type="button" class="primary move-down" disabled={!props.interactive} {onclick}>{ t.move_button() }</button>
            </>
        }
    });
    let spoken = chosen_now.map(|mv| Staircase::describe_move(lang, &mv)).unwrap_or_default();
    html! {
        <>
            <p class="sr-only" aria-live="polite">{ spoken }</p>
            <div class="board-area staircase-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                { board }
                if drawn {
                    <p class="muted stair-legend">{ t.odd_legend() }</p>
                }
            </div>
            if drawn {
                <div class="octal-actions stair-actions">
                    { controls.unwrap_or_else(|| html! { <span class="octal-chosen">{ t.choose_step() }</span> }) }
                </div>
            } else {
                <MoveForm example="3-2" interactive={props.interactive} {on_move} />
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct StaircasePanelsProps {
    position: StaircasePosition,
}

/// Why only the odd steps count (a stepper), the odd steps by bits, and Georgia and Bob.
#[component(StaircasePanels)]
fn staircase_panels(props: &StaircasePanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let steps = use_memo((lang, props.position.clone()), |(lang, position)| Rc::new(steps(*lang, position)));
    let odd_count = props.position.steps().len().div_ceil(2);
    let xor = (odd_count <= MAX_LISTED_ODD).then(|| {
        let rows = props
            .position
            .steps()
            .iter()
            .enumerate()
            .step_by(2)
            .map(|(index, &coins)| XorRow { label: t.step_short(index + 1), value: Nimber(coins) })
            .collect();
        XorTrace::new(rows)
    });
    let xor_panel = xor.map(|xor| {
        let explanation = match xor.derivation {
            Some(d) => t.xor_move(d.from.value(), &xor.rows[d.row].label, d.to.value()),
            None => t.xor_zero().to_string(),
        };
        html! {
            <XorPanel trace={xor} row_heading={AttrValue::from(t.step_column())} value_heading={AttrValue::from(t.coins_column())}
                      explanation={AttrValue::from(explanation)} />
        }
    });
    let georgia = match props.position.to_georgia() {
        Some(row) => {
            let squares: Vec<String> = row.squares().iter().map(u32::to_string).collect();
            html! {
                <p><a class="georgia-link" href={crate::ui::route::link(&format!("georgia-bob/{}", squares.join(",")))}>
                    { t.georgia_link(squares.join(" ")) }
                </a></p>
            }
        }
        None => html! { <p class="muted">{ t.georgia_too_far() }</p> },
    };
    html! {
        <>
            <ReductionStepper heading={t.stepper_heading()} steps={(*steps).clone()} class="staircase-steps" />
            { xor_panel.unwrap_or_default() }
            <section class="panel staircase-georgia">
                <h2>{ t.georgia_heading() }</h2>
                <p>{ t.georgia_text() }</p>
                { georgia }
            </section>
        </>
    }
}

/// The stepper: the odd steps, their nim-sum, the winning move, the even steps' coins moved on.
fn steps(lang: Lang, position: &StaircasePosition) -> Vec<Step> {
    let t = t(lang);
    let coins = position.steps();
    let odd: Vec<(usize, u64)> = coins.iter().enumerate().step_by(2).map(|(i, &c)| (i + 1, c)).collect();
    let rows = odd.iter().take(MAX_LISTED_ODD).map(|&(step, c)| {
        html! {
            <tr>
                <th scope="row">{ step }</th>
                <td class="decimal">{ group_digits(c) }</td>
                <td class="heap" aria-hidden="true">{ dots(c) }</td>
            </tr>
        }
    });
    let table = html! {
        <>
            <table class="xor-table gap-table">
                <thead><tr><th scope="col">{ t.step_column() }</th><th scope="col">{ t.coins_column() }</th><th scope="col">{ t.heap_column() }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            if odd.len() > MAX_LISTED_ODD {
                <p class="muted">{ t.too_many_odd(odd.len()) }</p>
            }
        </>
    };
    let total = position.odd_nim_sum();
    let formula = |values: &mut dyn Iterator<Item = u64>, total: u64| {
        let terms: Vec<String> = values.take(16).map(|v| v.to_string()).collect();
        let more = if odd.len() > 16 { " ⊕ …" } else { "" };
        format!("{}{more} = {total}", terms.join(" ⊕ "))
    };
    let xor_line = formula(&mut odd.iter().map(|&(_, c)| c), total);
    // The winning move the computer would make from here (an odd step's, when there is one).
    let (move_sentence, move_body) = match Staircase.computer_move(position) {
        Some(choice) if total != 0 => {
            let mv = choice.mv;
            let kind = if mv.step % 2 == 1 { StairKind::OddStep } else { StairKind::EvenStep };
            let changed = if kind == StairKind::OddStep { mv.step } else { mv.step - 1 };
            let from = coins[changed - 1];
            let after = Staircase.play(position, &mv).map(|p| p.odd_nim_sum()).unwrap_or(total);
            let to = from ^ total;
            let terms = odd.iter().map(|&(step, c)| if step == changed { to } else { c });
            (
                t.step_move(mv.step.saturating_sub(1), mv.coins, from, text::kind(kind), mv.step, to),
                html! { <p class="formula">{ formula(&mut terms.into_iter(), after) }</p> },
            )
        }
        _ => (t.step_no_move().to_owned(), html! { <p class="formula">{ xor_line.clone() }</p> }),
    };
    // The first even step with coins: one coin brought down from it, and the answer.
    let example = coins.iter().enumerate().skip(1).step_by(2).find(|&(_, &c)| c > 0).map(|(index, _)| {
        let (even, odd_step) = (index + 1, index);
        let before = coins[odd_step - 1];
        t.even_example(before + 1, before, odd_step - 1, 1, even, odd_step)
    });
    vec![
        Step { name: t.step_name_odd().to_owned(), sentence: t.step_odd().to_owned(), body: table },
        Step {
            name: t.step_name_xor().to_owned(),
            sentence: t.step_xor(total),
            body: html! { <p class="formula">{ xor_line }</p> },
        },
        Step { name: t.step_name_move().to_owned(), sentence: move_sentence, body: move_body },
        Step {
            name: t.step_name_even().to_owned(),
            sentence: t.step_even().to_owned(),
            body: html! { <p>{ example.unwrap_or_else(|| t.even_none().to_owned()) }</p> },
        },
    ]
}
