//! The divisor game on the kit's page (`#/proper-divisor/2,3,4`, AtCoder ABC368 F): each number
//! with its factorisation and Ω (its count of prime factors), a number tapped and one of its
//! proper divisors chosen (typed for numbers with too many divisors); the stepper from numbers to
//! Nim heaps of Ω(n), beside the prime-factor game; the Ω's by bits.

pub mod text;

use std::rc::Rc;

use yew::prelude::*;

use self::text::Words;
use crate::ui::reduction::prime::product;
use crate::ui::reduction::{MoveForm, ReductionStepper, Step, dots, group_digits};
use crate::engine::Nimber;
use crate::engine::trace::{XorRow, XorTrace};
use crate::games::proper_divisor::{
    DivisorError, DivisorMove, DivisorPosition, DivisorReason, ParseDivisorError, ProperDivisor,
    divisor_count, divisors, factors, omega,
};
use crate::games::reduction::prime_factor::Factor;
use crate::games::reduction::shown;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;
use crate::ui::text::GameNames;

/// A number with at most this many divisors (itself included) gets a button per proper divisor;
/// moves on larger ones are typed.
const MAX_LISTED_DIVISORS: u64 = 48;
/// A factorisation with at most this many prime factors is written out (2·2·3), longer ones
/// with exponents.
const MAX_WRITTEN_FACTORS: u32 = 12;

fn t(lang: Lang) -> Words {
    Words(lang)
}

/// "2·2·3" (each factor written as often as it divides), or "2⁴⁰ × 3" when that is long; "1"
/// for 1.
pub fn factor_line(factors: &[Factor]) -> String {
    let count: u32 = factors.iter().map(|f| f.exponent).sum();
    if count == 0 {
        return "1".to_owned();
    }
    if count > MAX_WRITTEN_FACTORS {
        return product(factors);
    }
    let mut parts = Vec::new();
    for f in factors {
        for _ in 0..f.exponent {
            parts.push(group_digits(f.prime));
        }
    }
    parts.join("·")
}

impl GameText for ProperDivisor {
    fn describe_move(lang: Lang, mv: &DivisorMove) -> String {
        t(lang).replaced(group_digits(mv.divisor), mv.index + 1)
    }

    fn reason(lang: Lang, reason: &DivisorReason) -> String {
        text::reason(t(lang), reason)
    }

    fn move_error(lang: Lang, error: &DivisorError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for ProperDivisor {
    const NAMES: GameNames = text::DIVISOR_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseDivisorError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> DivisorPosition {
        DivisorPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> DivisorPosition {
        let count = rng.usize(2..=4);
        DivisorPosition::random(rng, count, 60)
    }

    fn url_text(position: &DivisorPosition, _: &DivisorPosition, _: &()) -> Option<String> {
        Some(position.to_string().replace(' ', ","))
    }

    fn total(lang: Lang, position: &DivisorPosition) -> Option<Total> {
        let omegas: Vec<String> = position.omegas().iter().map(u32::to_string).collect();
        let detail = (omegas.len() > 1 && omegas.len() <= 16).then(|| omegas.join(" ⊕ "));
        Some(Total::of(detail, Nimber(position.nim_sum()), t(lang).total_name()))
    }

    fn hint_line(lang: Lang, position: &DivisorPosition, mv: &DivisorMove) -> String {
        let n = position.numbers().get(mv.index).copied().unwrap_or(1);
        t(lang).hint_line(
            group_digits(mv.divisor),
            omega(n),
            group_digits(n),
            mv.index + 1,
            omega(mv.divisor),
        )
    }

    fn hint_note(lang: Lang, position: &DivisorPosition, found: usize) -> Option<String> {
        let total = ProperDivisor::winning_move_count(position);
        let shown = found.min(crate::ui::kit::contract::HINT_MAX_LISTED);
        (total > shown as u64).then(|| t(lang).more_moves(shown, total))
    }

    fn presets(lang: Lang) -> Vec<Preset<DivisorPosition>> {
        let t = t(lang);
        vec![
            Preset {
                class: "preset-sample-1",
                label: t.preset_sample_1(),
                make: |_| DivisorPosition::default(),
            },
            Preset {
                class: "preset-sample-2",
                label: t.preset_sample_2(),
                make: |_| "2 3 4 6".parse().unwrap_or_default(),
            },
            Preset {
                class: "preset-large",
                label: t.preset_large(),
                // 963761198400 has the most divisors of any number up to 10^12 (6 720);
                // 999999999989 is the largest prime below it.
                make: |_| "963761198400 999999999989 1000000000000".parse().unwrap_or_default(),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_number() }</dd>
                <dt>{ "← →" }</dt><dd>{ t.keys_divisor() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_play() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<ProperDivisor>) -> Html {
        html! { <DivisorPlay ..props /> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::divisor_graph(position)
    }

    fn panels(props: PanelProps<ProperDivisor>) -> Html {
        html! { <DivisorPanels position={props.position} /> }
    }
}

/// A number's proper divisors with their Ω, when it has few enough to list.
fn listed_divisors(n: u64) -> Option<Vec<(u64, u32)>> {
    (divisor_count(n) <= MAX_LISTED_DIVISORS)
        .then(|| divisors(n).into_iter().filter(|&(d, _)| d < n).collect())
}

/// The chosen number (from 0) and, once one is chosen, its divisor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Choice {
    index: usize,
    divisor: Option<u64>,
}

/// The numbers, each with its factorisation and Ω; the chosen number's proper divisors as
/// buttons; the typed move for numbers with too many divisors.
#[component(DivisorPlay)]
fn divisor_play(props: &BoardProps<ProperDivisor>) -> Html {
    let t = t(use_lang());
    let numbers: Rc<[u64]> = Rc::from(props.position.numbers());
    let choice = use_state_eq(|| None::<Choice>);
    {
        let choice = choice.setter();
        use_effect_with(props.position.clone(), move |_| choice.set(None));
    }
    let onkeydown = {
        let (now, choice, numbers, on_play) =
            (*choice, choice.setter(), numbers.clone(), props.on_play.clone());
        board_keys(props.on_control.clone(), move |key| {
            if numbers.is_empty() {
                return false;
            }
            let count = numbers.len();
            let next = match (key, now) {
                ("Enter" | " ", Some(Choice { index, divisor: Some(divisor) })) => {
                    on_play.emit(DivisorMove { index, divisor });
                    return true;
                }
                ("ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight", None) => {
                    Choice { index: 0, divisor: None }
                }
                ("ArrowDown", Some(c)) => Choice { index: (c.index + 1) % count, divisor: None },
                ("ArrowUp", Some(c)) => Choice { index: (c.index + count - 1) % count, divisor: None },
                ("ArrowRight" | "ArrowLeft", Some(c)) => {
                    let Some(list) = listed_divisors(numbers[c.index]).filter(|l| !l.is_empty()) else {
                        return true;
                    };
                    let at = c.divisor.and_then(|d| list.iter().position(|&(x, _)| x == d));
                    let to = match (key, at) {
                        ("ArrowRight", None) => 0,
                        ("ArrowRight", Some(i)) => (i + 1) % list.len(),
                        (_, Some(i)) => (i + list.len() - 1) % list.len(),
                        (_, None) => list.len() - 1,
                    };
                    Choice { index: c.index, divisor: Some(list[to].0) }
                }
                _ => return false,
            };
            choice.set(Some(next));
            true
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<DivisorMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(shown(&text, 20))),
        })
    };
    let now = *choice;
    let rows = numbers.iter().enumerate().map(|(index, &n)| {
        let chosen = now.is_some_and(|c| c.index == index);
        let hinted = props.marked.iter().any(|m| m.index == index);
        let class = classes!("divisor-number", chosen.then_some("selected"), hinted.then_some("hinted"));
        let onclick = {
            let (choice, interactive) = (choice.setter(), props.interactive);
            Callback::from(move |_: MouseEvent| {
                if interactive {
                    choice.set(Some(Choice { index, divisor: None }));
                }
            })
        };
        let factors = factors(n);
        let written =
            if n == 1 { "1".to_owned() } else { format!("{} = {}", group_digits(n), factor_line(&factors)) };
        let omega: u32 = factors.iter().map(|f| f.exponent).sum();
        html! {
            <li {class} key={index} data-index={index.to_string()}>
                <button type="button" class="number-pick" disabled={!props.interactive} {onclick}
                        aria-pressed={chosen.to_string()}>
                    <span class="muted">{ t.number_label(index + 1) }</span>{ " " }
                    <span class="formula">{ written }</span>{ " " }
                    // Ω is the number's value: hidden with the values (a lesson's "predict
                    // first" board, the classroom switch).
                    if props.show_labels {
                        <strong class="omega">{ format!("Ω = {omega}") }</strong>
                    }
                </button>
            </li>
        }
    });
    let divisor_area = now.and_then(|c| numbers.get(c.index).map(|&n| (c, n))).map(|(c, n)| {
        if n == 1 {
            return html! { <p class="muted">{ t.no_divisor() }</p> };
        }
        match listed_divisors(n) {
            Some(list) => {
                let buttons = list.into_iter().map(|(d, o)| {
                    let mv = DivisorMove { index: c.index, divisor: d };
                    let class = classes!(
                        "divisor",
                        props.marked.contains(&mv).then_some("hinted"),
                        (c.divisor == Some(d)).then_some("selected")
                    );
                    let onclick = {
                        let on_play = props.on_play.clone();
                        Callback::from(move |_: MouseEvent| on_play.emit(mv))
                    };
                    html! {
                        <button type="button" {class} {onclick} disabled={!props.interactive} data-divisor={d.to_string()}
                                title={props.show_labels.then(|| t.replace_by(group_digits(d), group_digits(n), o))}>
                            { group_digits(d) }
                            if props.show_labels { <small>{ format!(" Ω{o}") }</small> }
                        </button>
                    }
                });
                html! {
                    <>
                        <p class="octal-chosen">{ t.divisors_of(group_digits(n)) }</p>
                        <div class="setup-row multiples divisor-list">{ for buttons }</div>
                    </>
                }
            }
            None => html! { <p class="muted">{ t.too_many_divisors(divisor_count(n), group_digits(n)) }</p> },
        }
    });
    let any_large = numbers.iter().any(|&n| divisor_count(n) > MAX_LISTED_DIVISORS);
    let spoken = now
        .and_then(|c| Some((numbers.get(c.index)?, c.divisor?)))
        .map(|(&n, d)| t.replace_by(group_digits(d), group_digits(n), omega(d)))
        .unwrap_or_default();
    html! {
        <>
            <p class="sr-only" aria-live="polite">{ spoken }</p>
            <div class="board-area divisor-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                <ol class="divisor-numbers fit-board">{ for rows }</ol>
                { divisor_area.unwrap_or_else(|| html! { <p class="muted">{ t.choose_number() }</p> }) }
            </div>
            if any_large {
                <MoveForm example="1:2" interactive={props.interactive} {on_move} />
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct DivisorPanelsProps {
    position: DivisorPosition,
}

/// From numbers to Nim heaps of Ω(n) (a stepper, beside the prime-factor game), the Ω's by bits.
#[component(DivisorPanels)]
fn divisor_panels(props: &DivisorPanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let steps = use_memo((lang, props.position.clone()), |(lang, position)| Rc::new(steps(*lang, position)));
    let rows = props
        .position
        .numbers()
        .iter()
        .map(|&n| XorRow { label: group_digits(n), value: Nimber(u64::from(omega(n))) })
        .collect();
    let xor = XorTrace::new(rows);
    let explanation = match xor.derivation {
        Some(d) => t.xor_move(d.from.value(), &xor.rows[d.row].label, d.to.value()),
        None => t.xor_zero().to_owned(),
    };
    html! {
        <>
            <ReductionStepper heading={t.stepper_heading()} steps={(*steps).clone()} class="divisor-steps" />
            <XorPanel trace={xor} row_heading={AttrValue::from(t.number_column())} value_heading={AttrValue::from("Ω")}
                      explanation={AttrValue::from(explanation)} />
        </>
    }
}

/// The stepper: Ω of each number, the heaps, their nim-sum, and the prime-factor game beside it.
fn steps(lang: Lang, position: &DivisorPosition) -> Vec<Step> {
    let t = t(lang);
    let numbers = position.numbers();
    let table_rows = numbers.iter().map(|&n| {
        let f = factors(n);
        let o: u32 = f.iter().map(|f| f.exponent).sum();
        (n, factor_line(&f), o)
    });
    let omega_rows: Vec<(u64, String, u32)> = table_rows.collect();
    let omega_table = html! {
        <table class="xor-table gap-table">
            <thead><tr><th scope="col">{ t.number_column() }</th><th scope="col">{ t.factors_column() }</th><th scope="col">{ "Ω" }</th></tr></thead>
            <tbody>
                { for omega_rows.iter().map(|(n, line, o)| html! {
                    <tr><th scope="row">{ group_digits(*n) }</th><td class="formula">{ line }</td><td class="decimal">{ o }</td></tr>
                }) }
            </tbody>
        </table>
    };
    let heap_table = html! {
        <table class="xor-table gap-table">
            <thead><tr><th scope="col">{ t.number_column() }</th><th scope="col">{ "Ω" }</th><th scope="col">{ t.heap_column() }</th></tr></thead>
            <tbody>
                { for omega_rows.iter().map(|(n, _, o)| html! {
                    <tr><th scope="row">{ group_digits(*n) }</th><td class="decimal">{ o }</td>
                        <td class="heap" aria-hidden="true">{ dots(u64::from(*o)) }</td></tr>
                }) }
            </tbody>
        </table>
    };
    let total = position.nim_sum();
    let terms: Vec<String> = omega_rows.iter().map(|(_, _, o)| o.to_string()).collect();
    // The first number of two primes or more, where the two games differ most (else 540, the
    // prime-factor page's example: value 2 ⊕ 3 ⊕ 1 = 0 there, Ω = 6 here).
    let example = numbers.iter().copied().find(|&n| factors(n).len() >= 2).unwrap_or(540);
    let example_factors = factors(example);
    let exponents: Vec<String> = example_factors.iter().map(|f| f.exponent.to_string()).collect();
    let prime_value = example_factors.iter().fold(0u64, |acc, f| acc ^ u64::from(f.exponent));
    let compare = t.prime_compare(
        exponents.join(" ⊕ "),
        group_digits(example),
        omega(example),
        prime_value,
        product(&example_factors),
    );
    vec![
        Step { name: t.step_name_omega().to_owned(), sentence: t.step_omega().to_owned(), body: omega_table },
        Step { name: t.step_name_heaps().to_owned(), sentence: t.step_heaps().to_owned(), body: heap_table },
        Step {
            name: t.step_name_xor().to_owned(),
            sentence: t.step_xor(total),
            body: html! { <p class="formula">{ format!("{} = {total}", terms.join(" ⊕ ")) }</p> },
        },
        Step {
            name: t.step_name_prime().to_owned(),
            sentence: t.step_prime().to_owned(),
            body: html! {
                <>
                    <p>{ compare }</p>
                    <p><a class="prime-link" href={crate::ui::route::link(&format!("prime-factor/{example}"))}>{ t.prime_link(group_digits(example)) }</a></p>
                </>
            },
        },
    ]
}
