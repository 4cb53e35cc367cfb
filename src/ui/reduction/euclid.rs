//! Euclid's game on the kit's page (`#/euclid/25,7`): the two numbers as bars, a button per
//! multiple, the chain stepper (the forced moves while the larger is less than twice the
//! smaller, then the rule) and the Grundy values by search where the search is small.

use crate::ui::text::GameNames;
use std::rc::Rc;

use yew::prelude::*;

use super::text::euclid::{self as text, Words};
use super::{ReductionStepper, Step, group_digits};
use crate::games::Playable;
use crate::games::reduction::euclid::{
    Euclid, EuclidError, EuclidMove, EuclidPosition, EuclidReason, ParseEuclidError, SEARCH_LIMIT,
};
use crate::games::reduction::shown;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;

/// At most this many multiples get a button of their own; larger ones are typed.
const MAX_BUTTONS: u64 = 8;

fn t(lang: Lang) -> Words {
    Words(lang)
}

impl GameText for Euclid {
    fn describe_move(lang: Lang, mv: &EuclidMove) -> String {
        t(lang).took(group_digits(mv.larger), group_digits(mv.multiple), group_digits(mv.smaller))
    }

    fn reason(lang: Lang, reason: &EuclidReason) -> String {
        text::reason(t(lang), reason)
    }

    fn move_error(lang: Lang, error: &EuclidError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for Euclid {
    const NAMES: GameNames = super::text::EUCLID_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseEuclidError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> EuclidPosition {
        EuclidPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> EuclidPosition {
        EuclidPosition { a: rng.u64(5..=99), b: rng.u64(2..=60) }
    }

    fn url_text(position: &EuclidPosition, _: &EuclidPosition, _: &()) -> Option<String> {
        Some(format!("{},{}", position.a, position.b))
    }

    fn total(lang: Lang, position: &EuclidPosition) -> Option<Total> {
        let t = t(lang);
        Some(match position.grundy() {
            Some(value) => Total::of(None, value, t.total_name()),
            None => Total {
                detail: Some(t.beyond_search().to_owned()),
                value: None,
                outcome: position.outcome(),
                name: t.total_name(),
            },
        })
    }

    fn hint_line(lang: Lang, position: &EuclidPosition, mv: &EuclidMove) -> String {
        let to = Euclid.play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        t(lang).hint_line(group_digits(mv.multiple), group_digits(mv.smaller), to)
    }

    fn presets(lang: Lang) -> Vec<Preset<EuclidPosition>> {
        let t = t(lang);
        vec![
            Preset {
                class: "preset-sample-1",
                label: t.preset_sample_1(),
                make: |_| EuclidPosition { a: 34, b: 12 },
            },
            Preset {
                class: "preset-sample-2",
                label: t.preset_sample_2(),
                make: |_| EuclidPosition { a: 15, b: 24 },
            },
            Preset {
                class: "preset-huge",
                label: t.preset_huge(),
                make: |_| EuclidPosition { a: 679_891_637_638_612_258, b: 420_196_140_727_489_673 },
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_multiple() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_take() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Euclid>) -> Html {
        html! { <EuclidPlay ..props /> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::euclid_graph(position)
    }

    fn panels(props: PanelProps<Euclid>) -> Html {
        html! { <EuclidPanels position={props.position} /> }
    }
}

/// A bar's width in tenths of a percent of the larger number's (at least 1 %), without floats.
fn permille(value: u64, larger: u64) -> u64 {
    if larger == 0 { 0 } else { ((u128::from(value) * 1000 / u128::from(larger)) as u64).max(10) }
}

/// The two bars, a button per multiple (up to [`MAX_BUTTONS`]) and a box for any multiple.
#[component(EuclidPlay)]
fn euclid_play(props: &BoardProps<Euclid>) -> Html {
    let t = t(use_lang());
    let position = props.position;
    let (larger, smaller) = position.ordered();
    let quotient = larger.checked_div(smaller).unwrap_or(0);
    let selected = use_state_eq(|| 1u64);
    let typed = use_state_eq(String::new);
    {
        let selected = selected.setter();
        use_effect_with(position, move |_| selected.set(1));
    }
    let onkeydown = {
        let (selected_now, selected, on_play) = (*selected, selected.setter(), props.on_play.clone());
        board_keys(props.on_control.clone(), move |key| match key {
            "ArrowUp" | "ArrowRight" => {
                selected.set((selected_now + 1).min(quotient.max(1)));
                true
            }
            "ArrowDown" | "ArrowLeft" => {
                selected.set(selected_now.saturating_sub(1).max(1));
                true
            }
            "Enter" | " " => {
                if quotient > 0 {
                    on_play.emit(EuclidMove::of(position, selected_now));
                }
                true
            }
            _ => false,
        })
    };
    let on_typed = {
        let (typed, on_play, on_error) = (typed.clone(), props.on_play.clone(), props.on_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match typed.trim().parse::<u64>() {
                Ok(multiple) => on_play.emit(EuclidMove::of(position, multiple)),
                Err(_) => on_error.emit(t.not_a_multiple(shown(typed.trim(), 20))),
            }
        })
    };
    let hinted: Vec<u64> = props.marked.iter().map(|m| m.multiple).collect();
    let buttons = (1..=quotient.min(MAX_BUTTONS)).map(|multiple| {
        let mv = EuclidMove::of(position, multiple);
        let class = classes!(
            "multiple",
            hinted.contains(&multiple).then_some("hinted"),
            (*selected == multiple).then_some("selected")
        );
        html! {
            <button {class} data-multiple={multiple.to_string()} disabled={!props.interactive}
                    onclick={props.on_play.reform(move |_: MouseEvent| mv)}>
                { t.take_button(multiple, group_digits(smaller)) }
            </button>
        }
    });
    let bar = |name: &'static str, value: u64| {
        let width = permille(value, larger);
        let style = format!("width: {}.{}%", width / 10, width % 10);
        html! {
            <div class="euclid-row">
                <span class="euclid-name">{ name }</span>
                <div class="euclid-track"><div class={classes!("euclid-bar", name)} {style}></div></div>
                <span class="euclid-value">{ group_digits(value) }</span>
            </div>
        }
    };
    html! {
        <>
            <div class="board-area euclid-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                { bar("a", position.a) }
                { bar("b", position.b) }
                if quotient > 0 {
                    <p class="muted">{ t.quotient_line(group_digits(larger), group_digits(quotient), group_digits(larger % smaller), group_digits(smaller)) }</p>
                    <div class="setup-row multiples">{ for buttons }</div>
                }
            </div>
            if quotient > MAX_BUTTONS {
                <form class="take-form multiple-form" onsubmit={on_typed}>
                    <label>{ t.any_multiple(group_digits(quotient)) }{ " " }
                        <input type="number" class="multiple-input" min="1" inputmode="numeric" value={(*typed).clone()}
                               oninput={crate::ui::kit::chrome::text_input(typed.setter())} disabled={!props.interactive} />
                    </label>
                    <button type="submit" disabled={!props.interactive}>{ t.take() }</button>
                </form>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct EuclidPanelsProps {
    position: EuclidPosition,
}

/// The chain of forced moves, one step each, ending in the rule; and the Grundy value's search.
#[component(EuclidPanels)]
fn euclid_panels(props: &EuclidPanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let steps = use_memo((lang, props.position), |(lang, p)| Rc::new(steps(*lang, *p)));
    let value = props.position.grundy();
    html! {
        <>
            <ReductionStepper heading={t.stepper_heading()} steps={(*steps).clone()} class="euclid-steps" />
            <section class="panel euclid-values" aria-labelledby="euclid-values-heading">
                <h2 id="euclid-values-heading">{ t.values_heading() }</h2>
                <p>{ match value {
                    Some(value) => t.value_found(value.value()),
                    None => t.value_beyond(SEARCH_LIMIT),
                } }</p>
                <p class="muted">{ t.values_rule() }</p>
            </section>
        </>
    }
}

fn steps(lang: Lang, position: EuclidPosition) -> Vec<Step> {
    let t = t(lang);
    let chain = position.chain();
    let count = chain.positions.len();
    let mut steps: Vec<Step> = chain
        .positions
        .iter()
        .enumerate()
        .take(count - 1)
        .map(|(index, &(larger, smaller))| Step {
            name: format!("{}", index + 1),
            sentence: t.step_forced(group_digits(larger), group_digits(larger - smaller), group_digits(smaller)),
            body: html! { <p class="formula">{ format!("({}, {}) → ({}, {})", group_digits(larger), group_digits(smaller), group_digits(smaller), group_digits(larger - smaller)) }</p> },
        })
        .collect();
    let (larger, smaller) = chain.positions[count - 1];
    steps.push(Step {
        name: t.rule_name().to_owned(),
        sentence: text::chain_end(t, chain.end, larger, smaller, count - 1),
        body: html! { <p class="formula">{ text::chain_summary(t, count - 1, chain.outcome() == crate::games::Outcome::N) }</p> },
    });
    steps
}
