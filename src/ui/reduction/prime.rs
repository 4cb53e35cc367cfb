//! The prime-factor game on the kit's page (`#/prime-factor/540`): N and its exponents as piles
//! per prime, the trial-division stepper ending in the exponents' nim-sum, and the exponents by
//! bits.

use crate::ui::text::GameNames;
use std::rc::Rc;

use yew::prelude::*;

use super::text::prime::{self as text, Words};
use super::{MoveForm, ReductionStepper, Step, group_digits};
use crate::games::Playable;
use crate::games::reduction::prime_factor::{
    Factor, FactorStep, ParsePrimeError, PrimeError, PrimeFactor, PrimeMove, PrimePosition, PrimeReason,
};
use crate::games::reduction::shown;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::board_keys;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, Preset, Total, page_words};
use crate::ui::kit::game::GameText;

const COLUMN: i64 = 76;
const BLOCK: i64 = 26;

fn t(lang: Lang) -> Words {
    Words(lang)
}

/// 3 → "³": exponents written as in print.
pub fn superscript(n: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string().bytes().map(|b| DIGITS[usize::from(b - b'0')]).collect()
}

/// "2² × 3³ × 5".
pub fn product(factors: &[Factor]) -> String {
    let parts: Vec<String> = factors
        .iter()
        .map(|f| {
            if f.exponent == 1 {
                group_digits(f.prime)
            } else {
                group_digits(f.prime) + &superscript(f.exponent)
            }
        })
        .collect();
    parts.join(" × ")
}

impl GameText for PrimeFactor {
    fn describe_move(lang: Lang, mv: &PrimeMove) -> String {
        t(lang).divided(mv.exponent, mv.prime)
    }

    fn reason(lang: Lang, reason: &PrimeReason) -> String {
        text::reason(t(lang), reason)
    }

    fn move_error(lang: Lang, error: &PrimeError) -> String {
        text::move_error(t(lang), error)
    }
}

impl GameUi for PrimeFactor {
    const TYPES_MOVES: bool = true;
    const NAMES: GameNames = super::text::PRIME_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParsePrimeError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> PrimePosition {
        PrimePosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> PrimePosition {
        // Small primes to small powers: factorisations with several piles.
        let mut n = 1u64;
        for prime in [2u64, 3, 5, 7, 11] {
            n *= prime.pow(rng.u32(0..=3));
        }
        PrimePosition::new(n.max(2)).unwrap_or_default()
    }

    fn url_text(position: &PrimePosition, _: &PrimePosition, _: &()) -> Option<String> {
        Some(position.to_string())
    }

    fn total(lang: Lang, position: &PrimePosition) -> Option<Total> {
        let factors = position.factorize().factors;
        let exponents: Vec<String> = factors.iter().map(|f| f.exponent.to_string()).collect();
        let detail = (exponents.len() > 1).then(|| exponents.join(" ⊕ "));
        Some(Total::of(detail, position.nim_sum(), t(lang).total_name()))
    }

    fn hint_line(lang: Lang, position: &PrimePosition, mv: &PrimeMove) -> String {
        let to = PrimeFactor.play(position, mv).map(|p| group_digits(p.n())).unwrap_or_default();
        t(lang).hint_line(mv.exponent, mv.prime, to)
    }

    fn presets(lang: Lang) -> Vec<Preset<PrimePosition>> {
        let t = t(lang);
        vec![
            Preset { class: "preset-540", label: t.preset_540(), make: |_| PrimePosition::default() },
            Preset {
                class: "preset-large-prime",
                label: t.preset_large_prime(),
                make: |_| PrimePosition::new(999_999_999_989).unwrap_or_default(),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ t.keys_prime() }</dd>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_exponent() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_divide() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<PrimeFactor>) -> Html {
        html! { <PrimePlay ..props /> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::prime_graph(position)
    }

    fn panels(props: PanelProps<PrimeFactor>) -> Html {
        html! { <PrimePanels position={props.position} /> }
    }
}

/// N, its factorisation as piles of exponents (click a block to divide by the prime that many
/// times, counting from the top), the keyboard selection and the move form.
#[component(PrimePlay)]
fn prime_play(props: &BoardProps<PrimeFactor>) -> Html {
    let t = t(use_lang());
    let factors = use_memo(props.position, |p| p.factorize().factors);
    let selected = use_state_eq(|| None::<PrimeMove>);
    {
        let selected = selected.setter();
        use_effect_with(props.position, move |_| selected.set(None));
    }
    let onkeydown = {
        let (selected_now, selected, factors) = (*selected, selected.setter(), factors.clone());
        let on_play = props.on_play.clone();
        board_keys(props.on_control.clone(), move |key| {
            if factors.is_empty() {
                return false;
            }
            let index = selected_now.and_then(|m| factors.iter().position(|f| f.prime == m.prime));
            let pick = |i: usize, exponent: u32| {
                let f = factors[i];
                PrimeMove { prime: f.prime, exponent: exponent.clamp(1, f.exponent) }
            };
            let count = factors.len();
            let next = match (key, index) {
                ("ArrowRight", None) | ("ArrowLeft", None) | ("ArrowUp", None) | ("ArrowDown", None) => {
                    pick(0, 1)
                }
                ("ArrowRight", Some(i)) => pick((i + 1) % count, 1),
                ("ArrowLeft", Some(i)) => pick((i + count - 1) % count, 1),
                ("ArrowUp", Some(i)) => pick(i, selected_now.map_or(1, |m| m.exponent + 1)),
                ("ArrowDown", Some(i)) => pick(i, selected_now.map_or(1, |m| m.exponent.saturating_sub(1))),
                ("Enter" | " ", _) => {
                    if let Some(mv) = selected_now {
                        on_play.emit(mv);
                    }
                    return true;
                }
                _ => return false,
            };
            selected.set(Some(next));
            true
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<PrimeMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(shown(&text, 20))),
        })
    };
    let n = props.position.n();
    let tallest = factors.iter().map(|f| f.exponent).max().unwrap_or(1).max(3) as i64;
    let shown_height = tallest.min(20);
    let base = shown_height * BLOCK + 8;
    let width = COLUMN * factors.len().max(1) as i64;
    let height = base + if props.show_labels { 64 } else { 36 };
    let piles = factors.iter().enumerate().map(|(index, factor)| {
        let cx = COLUMN * index as i64 + COLUMN / 2;
        let hint = props.marked.iter().find(|m| m.prime == factor.prime).map(|m| m.exponent);
        let chosen = selected.filter(|m| m.prime == factor.prime).map(|m| m.exponent);
        // Very tall piles (2^39) draw their top 20 blocks; the label says how many there are.
        let drawn = factor.exponent.min(20);
        let blocks = (0..drawn).map(|level| {
            let exponent = drawn - level;
            let mv = PrimeMove { prime: factor.prime, exponent };
            let y = base - (i64::from(level) + 1) * BLOCK;
            let class = classes!(
                "block",
                chosen.is_some_and(|c| exponent <= c).then_some("preview"),
                hint.is_some_and(|h| exponent <= h).then_some("hinted"),
                props.interactive.then_some("active")
            );
            let (on_play, interactive) = (props.on_play.clone(), props.interactive);
            let onclick = Callback::from(move |_: MouseEvent| {
                if interactive {
                    on_play.emit(mv);
                }
            });
            html! {
                <rect {class} x={(cx - 22).to_string()} y={(y + 2).to_string()} width="44" height={(BLOCK - 4).to_string()} rx="5"
                      data-prime={factor.prime.to_string()} data-exponent={exponent.to_string()} {onclick}>
                    <title>{ t.divide_by(exponent, factor.prime) }</title>
                </rect>
            }
        });
        html! {
            <g class="prime-pile" key={factor.prime.to_string()} data-prime={factor.prime.to_string()}>
                { for blocks }
                <text class="prime-name" x={cx.to_string()} y={(base + 26).to_string()}>{ group_digits(factor.prime) }</text>
                if props.show_labels {
                    <text class="pile-label" x={cx.to_string()} y={(base + 54).to_string()}>{ format!("e = {}", factor.exponent) }</text>
                }
            </g>
        }
    });
    let equation =
        if n == 1 { "N = 1".to_owned() } else { format!("N = {} = {}", group_digits(n), product(&factors)) };
    html! {
        <>
            <p class="sr-only" aria-live="polite">
                { selected.map(|m| t.divide_by(m.exponent, m.prime)).unwrap_or_default() }
            </p>
            <div class="board-area prime-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                <p class="big-number">{ equation }</p>
                if !factors.is_empty() {
                    <svg class="prime-piles fit-board" viewBox={format!("0 0 {width} {height}")} role="img" aria-label={t.piles_aria(product(&factors))}>
                        { for piles }
                    </svg>
                }
            </div>
            <MoveForm example="2^2" interactive={props.interactive} {on_move} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct PrimePanelsProps {
    position: PrimePosition,
}

/// Trial division step by step, then the exponents as Nim heaps and their nim-sum by bits.
#[component(PrimePanels)]
fn prime_panels(props: &PrimePanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let factorization = use_memo(props.position, |p| p.factorize());
    let steps = use_memo((lang, props.position), |(lang, p)| Rc::new(steps(*lang, &p.factorize())));
    let xor = factorization.xor_trace();
    let explanation = match xor.derivation {
        Some(d) => t.xor_move(d.from.value(), &xor.rows[d.row].label, d.to.value()),
        None => t.xor_zero().to_owned(),
    };
    html! {
        <>
            <ReductionStepper heading={t.stepper_heading()} steps={(*steps).clone()} class="prime-steps" />
            if !xor.rows.is_empty() {
                <XorPanel trace={xor} row_heading={t.prime_column()} value_heading={t.exponent_column()}
                          explanation={AttrValue::from(explanation)} />
            }
        </>
    }
}

fn steps(lang: Lang, factorization: &crate::games::reduction::prime_factor::Factorization) -> Vec<Step> {
    let t = t(lang);
    let mut found: Vec<Factor> = Vec::new();
    let mut steps = Vec::new();
    for step in &factorization.steps {
        match *step {
            FactorStep::Divide { prime, exponent, rest, tried } => {
                found.push(Factor { prime, exponent });
                let line = if rest == 1 {
                    format!("{} = {}", group_digits(factorization.n), product(&found))
                } else {
                    format!(
                        "{} = {} × {}",
                        group_digits(factorization.n),
                        product(&found),
                        group_digits(rest)
                    )
                };
                steps.push(Step {
                    name: t.try_name(prime),
                    sentence: t.step_divide(exponent, prime, group_digits(rest), tried),
                    body: html! { <p class="formula">{ line }</p> },
                });
            }
            FactorStep::Stop { next, rest, tried } => {
                let line = format!("{} = {}", group_digits(factorization.n), product(&factorization.factors));
                steps.push(Step {
                    name: t.stop_name().to_owned(),
                    sentence: text::step_stop(t, next, rest, tried),
                    body: html! { <p class="formula">{ line }</p> },
                });
            }
        }
    }
    let exponents: Vec<String> = factorization.factors.iter().map(|f| f.exponent.to_string()).collect();
    let heaps = factorization.factors.iter().map(|f| {
        html! {
            <tr>
                <th scope="row">{ group_digits(f.prime) }</th>
                <td class="decimal">{ f.exponent }</td>
                <td class="heap" aria-hidden="true">{ super::dots(u64::from(f.exponent)) }</td>
            </tr>
        }
    });
    steps.push(Step {
        name: t.heaps_name().to_owned(),
        sentence: t.step_heaps().to_owned(),
        body: html! {
            <table class="xor-table gap-table">
                <thead><tr><th scope="col">{ t.prime_column() }</th><th scope="col">{ t.exponent_column() }</th><th scope="col">{ t.heap_column() }</th></tr></thead>
                <tbody>{ for heaps }</tbody>
            </table>
        },
    });
    let total = factorization.factors.iter().fold(0, |acc, f| acc ^ f.exponent);
    steps.push(Step {
        name: t.xor_name().to_owned(),
        sentence: t.step_xor(total),
        body: html! { <p class="formula">{ format!("{} = {total}", if exponents.is_empty() { "0".to_owned() } else { exponents.join(" ⊕ ") }) }</p> },
    });
    steps
}
