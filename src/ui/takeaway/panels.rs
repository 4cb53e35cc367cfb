//! The take-away games' explanation panels: the sequence strip with its period, the mex
//! stepper for one heap and the XOR of the heaps' values (subtraction games, bounded Nim),
//! Moore's columns (Nim_k), the misère rule, the count backwards from N, and the misère switch.

use std::rc::Rc;

use yew::prelude::*;

use super::text::{count_backwards, count_rule, grundy_by_search, heap_numbers, misere_small, strip_heading};
use crate::content::{bounded_nim, count_to, misere_nim, misere_subtraction, nim_k, takeaway::Words};
use crate::engine::trace::{MexTrace, TraceError, XorRow, XorTrace, mex_trace};
use crate::engine::{Nimber, Solver};
use crate::games::takeaway::bounded_nim::BoundedHeap;
use crate::games::takeaway::count_to::CountPosition;
use crate::games::takeaway::misere_nim::is_p_position;
use crate::games::takeaway::nim_k::{GRUNDY_MAX_STATES, MooreAction, NimKPosition};
use crate::games::takeaway::subtraction::{SequenceRule, SubtractionHeap, SubtractionSet, sequence};
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::playback::use_stepper;

/// The strip shows at least this many terms, and more to show two periods or the heap.
const STRIP_MIN: usize = 30;
const STRIP_MAX: usize = 240;
/// The mex stepper lists at most this many options.
const STEPPER_MAX_OPTIONS: usize = 64;

#[derive(Properties, PartialEq)]
pub struct StripProps {
    pub set: SubtractionSet,
    pub rule: SequenceRule,
    pub heaps: Rc<[u64]>,
}

/// The sequence of one heap as coloured cells: preperiod, the repeating block outlined, one
/// heap's cell highlighted, values or W/L, and why the period is proven.
#[component(SequenceStrip)]
pub fn sequence_strip(props: &StripProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let misere = props.rule == SequenceRule::Misere;
    let show_values = use_state_eq(|| true);
    let chosen = use_state_eq(|| 0usize);
    let sequence = use_memo((props.set.clone(), props.rule), |(set, rule)| sequence(set, *rule));
    let heap = props.heaps.get(*chosen).or(props.heaps.first()).copied().unwrap_or(0);
    let period = sequence.period;
    let mut shown = period.map_or(STRIP_MIN, |p| p.preperiod + 2 * p.period).clamp(STRIP_MIN, STRIP_MAX);
    if heap < STRIP_MAX as u64 {
        shown = shown.max(heap as usize + 1);
    }
    if period.is_none() {
        shown = shown.min(sequence.values.len().max(1));
    }
    // The cell that stands for the heap: itself, or its place in the first period.
    let cell_of_heap = match period {
        _ if heap < shown as u64 => Some(heap as usize),
        Some(p) => Some(p.preperiod + ((heap - p.preperiod as u64) % p.period as u64) as usize),
        None => None,
    };
    let values = show_values.then_some(()).filter(|_| !misere);
    let cells = (0..shown).map(|n| {
        let value = sequence.value(n as u64).unwrap_or(0);
        let in_block = period.is_some_and(|p| n >= p.preperiod && n < p.preperiod + p.period);
        let pre = period.is_some_and(|p| n < p.preperiod);
        let lost = value == 0;
        let class = classes!(
            "cell",
            if values.is_some() {
                format!("v{}", value.min(9))
            } else if lost {
                "lost".to_owned()
            } else {
                "won".to_owned()
            },
            in_block.then_some("block"),
            period.is_some_and(|p| n == p.preperiod).then_some("block-start"),
            period.is_some_and(|p| n + 1 == p.preperiod + p.period).then_some("block-end"),
            pre.then_some("pre"),
            (cell_of_heap == Some(n)).then_some("highlight")
        );
        let text = match values {
            Some(()) => value.to_string(),
            None => {
                if lost {
                    t.losing_mark().to_owned()
                } else {
                    t.winning_mark().to_owned()
                }
            }
        };
        html! { <li key={n} {class} data-n={n.to_string()} title={format!("n = {n}")}>{ text }</li> }
    });
    let on_show = {
        let show_values = show_values.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            show_values.set(select.value() == "values");
        })
    };
    let on_heap = {
        let chosen = chosen.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            chosen.set(select.value().parse().unwrap_or(0));
        })
    };
    let beyond = cell_of_heap.filter(|_| heap >= shown as u64).map(|index| {
        let value = sequence.value(heap).unwrap_or(0);
        let word = if misere || !*show_values {
            if value == 0 { t.losing_mark().to_owned() } else { t.winning_mark().to_owned() }
        } else {
            value.to_string()
        };
        t.strip_beyond(heap, index, word)
    });
    html! {
        <section class="panel sequence-strip">
            <h2>{ strip_heading(lang, misere) }</h2>
            <div class="strip-controls">
                if !misere {
                    <label>{ t.strip_show() }
                        <select class="strip-mode" onchange={on_show}>
                            <option value="values" selected={*show_values}>{ t.strip_values() }</option>
                            <option value="wl" selected={!*show_values}>{ t.strip_outcomes() }</option>
                        </select>
                    </label>
                }
                if props.heaps.len() > 1 {
                    <label>{ " " }{ t.strip_heap() }
                        <select class="strip-heap" onchange={on_heap}>
                            { for props.heaps.iter().enumerate().map(|(i, &stones)| html! {
                                <option value={i.to_string()} selected={i == *chosen}>{ t.heap_option(i + 1, stones) }</option>
                            }) }
                        </select>
                    </label>
                }
            </div>
            <ol class="strip" start="0">{ for cells }</ol>
            <p class="muted">{ t.strip_legend() }</p>
            if let Some(line) = beyond {
                <p class="strip-beyond">{ line }</p>
            }
            if let Some(p) = period {
                <p class="strip-period">{ t.strip_period(p.period, p.preperiod) }</p>
                <p class="strip-proof">{ t.strip_proof(p.window + p.period, p.width, p.window) }</p>
            } else {
                <p class="strip-period">{ t.strip_no_period(sequence.values.len()) }</p>
            }
        </section>
    }
}

/// A select of the heaps for a stepper; `on_choose` gets the heap's index.
fn heap_chooser(lang: Lang, heaps: &[u64], chosen: usize, on_choose: Callback<usize>) -> Html {
    let t = Words(lang);
    let onchange = Callback::from(move |event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        on_choose.emit(select.value().parse().unwrap_or(0));
    });
    html! {
        <label class="chooser">{ t.step_through() }
            <select {onchange}>
                { for heaps.iter().enumerate().map(|(i, &stones)| html! {
                    <option value={i.to_string()} selected={i == chosen}>{ t.heap_alone(i + 1, stones) }</option>
                }) }
            </select>
        </label>
    }
}

/// The XOR of the heaps' values, worded for values rather than Nim piles.
fn values_xor(lang: Lang, values: &[u64]) -> Html {
    let t = Words(lang);
    let rows = values
        .iter()
        .enumerate()
        .map(|(i, &v)| XorRow { label: (i + 1).to_string(), value: Nimber(v) })
        .collect();
    html! {
        <XorPanel trace={XorTrace::new(rows)} row_heading={AttrValue::from(t.heap_column())} value_heading={AttrValue::from(t.heap_value_column())}
                  explanation={AttrValue::from(t.xor_explanation())} />
    }
}

#[derive(Properties, PartialEq)]
pub struct HeapPanelsProps {
    pub heaps: Rc<[u64]>,
    /// The subtraction set, or `None` for bounded Nim with this k.
    pub set: Option<SubtractionSet>,
    pub k: u32,
}

/// Subtraction games and bounded Nim: the strip (subtraction), the rule (bounded), the mex
/// stepper for one heap and the XOR of the values.
#[component(HeapPanels)]
pub fn heap_panels(props: &HeapPanelsProps) -> Html {
    let lang = use_lang();
    let chosen = use_state_eq(|| 0usize);
    let heap = props.heaps.get(*chosen).or(props.heaps.first()).copied().unwrap_or(0);
    let trace = use_memo((lang, props.set.clone(), props.k, heap), |(lang, set, k, heap)| {
        let n = *heap;
        let result: Result<MexTrace, TraceError> = match set {
            Some(set) => {
                mex_trace(&mut Solver::new(), &SubtractionHeap(set.clone()), &n, STEPPER_MAX_OPTIONS)
            }
            None => mex_trace(&mut Solver::new(), &BoundedHeap { k: *k }, &n, STEPPER_MAX_OPTIONS),
        };
        result.map_err(|e| trace_error(*lang, &e))
    });
    let values: Vec<u64> = match &props.set {
        Some(set) => {
            let sequence = sequence(set, SequenceRule::Grundy);
            props.heaps.iter().map(|&h| u64::from(sequence.value(h).unwrap_or(0))).collect()
        }
        None => props.heaps.iter().map(|&h| h % (u64::from(props.k) + 1)).collect(),
    };
    let chooser = heap_chooser(lang, &props.heaps, *chosen, chosen.setter().to_callback());
    html! {
        <>
            if let Some(set) = &props.set {
                <SequenceStrip set={set.clone()} rule={SequenceRule::Grundy} heaps={props.heaps.clone()} />
            } else {
                <section class="panel bounded-rule"><p>{ bounded_nim::Words(lang).rule(props.k, u64::from(props.k) + 1) }</p></section>
            }
            <MexStepper trace={(*trace).clone()} {chooser} />
            { values_xor(lang, &values) }
        </>
    }
}

/// A setter as a callback.
trait ToCallback<T> {
    fn to_callback(self) -> Callback<T>;
}

impl<T: PartialEq + 'static> ToCallback<T> for UseStateSetter<T> {
    fn to_callback(self) -> Callback<T> {
        Callback::from(move |value| self.set(value))
    }
}

#[derive(Properties, PartialEq)]
pub struct MiserePanelsProps {
    pub heaps: Rc<[u64]>,
    /// The subtraction set, or `None` for misère Nim.
    pub set: Option<SubtractionSet>,
}

/// Misère play: the rule for Nim with the case the position is in, or the search and the
/// one-heap strip for a subtraction game.
#[component(MiserePanels)]
pub fn misere_panels(props: &MiserePanelsProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    match &props.set {
        None => {
            let small = props.heaps.iter().all(|&h| h <= 1);
            let case = if small {
                misere_small(lang, props.heaps.iter().filter(|&&h| h == 1).count())
            } else {
                misere_nim::Words(lang).misere_large(props.heaps.iter().fold(0u64, |acc, &h| acc ^ h))
            };
            let values: Vec<u64> = props.heaps.to_vec();
            html! {
                <>
                    <section class="panel misere-rule">
                        <h2>{ t.misere_heading() }</h2>
                        <p>{ misere_nim::Words(lang).misere_rule() }</p>
                        <p class={classes!("misere-case", is_p_position(&props.heaps).then_some("lost"))}>{ case }</p>
                    </section>
                    if !small {
                        // The pile sizes themselves, as in Nim (the default headings and reading).
                        <XorPanel trace={XorTrace::new(values.iter().enumerate().map(|(i, &v)| XorRow { label: (i + 1).to_string(), value: Nimber(v) }).collect())} />
                    }
                </>
            }
        }
        Some(set) => html! {
            <>
                <section class="panel misere-rule">
                    <h2>{ t.misere_heading() }</h2>
                    <p>{ misere_subtraction::Words(lang).misere_rule() }</p>
                </section>
                <SequenceStrip set={set.clone()} rule={SequenceRule::Misere} heaps={props.heaps.clone()} />
            </>
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct ColumnPanelProps {
    pub position: NimKPosition,
}

/// Nim_k: the heaps in binary, each column's sum and the sum mod (k + 1), the verdict, the
/// Grundy value where searched, and Moore's construction of the winning move step by step.
#[component(ColumnPanel)]
pub fn column_panel(props: &ColumnPanelProps) -> Html {
    let lang = use_lang();
    let t = nim_k::Words(lang);
    let p = &props.position;
    let moore = use_memo(p.clone(), |p| p.moore());
    let stepper = use_stepper(moore.as_ref().as_ref().map_or(0, |(steps, _)| steps.len()));
    {
        let step = stepper.step.setter();
        use_effect_with(p.clone(), move |_| step.set(0));
    }
    let grundy = use_memo(p.clone(), |p| p.grundy());
    let width = p.width();
    let modulus = p.k + 1;
    let bits: Vec<u32> = (0..width).rev().collect();
    let rows = p.heaps.piles().iter().enumerate().map(|(i, &h)| {
        html! {
            <tr>
                <th scope="row">{ i + 1 }</th>
                <td class="decimal">{ h }</td>
                { for bits.iter().map(|&b| html! { <td class={classes!("bit", (h >> b & 1 == 1).then_some("one"))}>{ h >> b & 1 }</td> }) }
            </tr>
        }
    });
    let sums: Vec<u32> = bits.iter().map(|&b| p.column_sum(b)).collect();
    let (states, _) = p.search_size();
    let moore_html = match &*moore {
        None => Html::default(),
        Some((steps, mv)) => {
            let (current, last) = (stepper.current, stepper.last);
            html! {
                <div class="moore" tabindex="0" aria-labelledby="moore-heading" onkeydown={stepper.onkeydown.clone()}>
                    <h3 id="moore-heading">{ t.moore_heading() }</h3>
                    <ol class="moore-steps">
                        { for steps.iter().take(current).map(|s| {
                            let action = match &s.action {
                                MooreAction::Keep => t.moore_keep().to_owned(),
                                MooreAction::Lower(h) => t.moore_lower(heap_numbers(lang, h)),
                                MooreAction::Raise(h) => t.moore_raise(heap_numbers(lang, h)),
                            };
                            html! { <li>{ t.moore_step(s.bit, s.free, modulus, s.unchanged_ones, s.residue) }{ " " }{ action }</li> }
                        }) }
                    </ol>
                    if current == last {
                        <p class="moore-result"><strong>{ t.moore_result(mv) }</strong></p>
                    }
                    { stepper.bar(format!("{current} / {last}")) }
                </div>
            }
        }
    };
    html! {
        <section class="panel columns-panel">
            <h2>{ t.columns_heading() }</h2>
            <p>{ t.columns_rule(u64::from(p.k) + 1) }</p>
            <div class="table-scroll">
                <table class="columns">
                    <thead><tr><th></th><th></th>{ for bits.iter().map(|&b| html! { <th>{ format!("2^{b}") }</th> }) }</tr></thead>
                    <tbody>{ for rows }</tbody>
                    <tfoot>
                        <tr class="sums"><th colspan="2">{ t.column_sum() }</th>{ for sums.iter().map(|s| html! { <td>{ s }</td> }) }</tr>
                        <tr class="mods"><th colspan="2">{ t.column_mod(modulus) }</th>
                            { for sums.iter().map(|s| html! { <td class={classes!((s % modulus != 0).then_some("off"))}>{ s % modulus }</td> }) }
                        </tr>
                    </tfoot>
                </table>
            </div>
            <p class="columns-verdict">{ if p.is_p_position() { t.columns_p() } else { t.columns_n() } }</p>
            <p class="muted not-grundy">{ t.not_grundy() }</p>
            <p class="grundy-search">{ grundy_by_search(lang, grundy.map(|v| v.value()), states, GRUNDY_MAX_STATES) }</p>
            { moore_html }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct CountPanelProps {
    pub position: CountPosition,
}

/// "Don't say N": the L numbers counted back from N, the N mod (k + 1) rule, and where the
/// count stands.
#[component(CountPanel)]
pub fn count_panel(props: &CountPanelProps) -> Html {
    let lang = use_lang();
    let t = count_to::Words(lang);
    let p = props.position;
    let step = p.k + 1;
    let losing: Vec<String> = (0..6u32)
        .map_while(|i| p.target.checked_sub(i * step).filter(|&n| n >= 1))
        .map(|n| n.to_string())
        .collect();
    let more = p.target > 6 * step;
    let losing = losing.join(", ") + if more { ", …" } else { "" };
    let value = p.value().map(|v| v.value() as u32);
    html! {
        <section class="panel count-panel">
            <h2>{ t.count_heading() }</h2>
            <p>{ count_backwards(lang, &p, &losing) }</p>
            <p class="count-rule">{ count_rule(lang, &p) }</p>
            if let Some(value) = value {
                <p class="count-now">{ t.count_now(p.last, step, p.safe(), value) }</p>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct MisereSwitchProps {
    /// Whether this page plays misère.
    pub on: bool,
    /// The address of the same position in the other play.
    pub href: AttrValue,
}

/// "Last move loses": a switch between normal and misère play of the same position (each its
/// own page and id).
#[component(MisereSwitch)]
pub fn misere_switch(props: &MisereSwitchProps) -> Html {
    let t = Words(use_lang());
    html! {
        <p class="misere-switch-row">
            <a class={classes!("misere-switch", props.on.then_some("on"))} role="switch" aria-checked={props.on.to_string()}
               href={props.href.clone()}>
                <span class="switch-track" aria-hidden="true"><span class="switch-knob"></span></span>
                { t.misere_switch() }{ ": " }{ if props.on { t.misere_on() } else { t.misere_off() } }
            </a>
        </p>
    }
}
