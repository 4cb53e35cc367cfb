//! The chocolate games' explanation panels: the nim-sum by bits, the mex stepper of one bar,
//! and the game's Grundy table. One component for the three games (the variant is a prop).

use yew::prelude::*;

use super::grundy_table::LazyGrundyTable;
use super::play::{Special, special};
use super::text::{self, Own, Words};
use crate::content::cutting;
use crate::engine::Solver;
use crate::engine::trace::{MexTrace, XorRow, XorTrace, mex_trace};
use crate::games::chocolate::{Bar, BarValue, ChocolatePosition, SimplifiedCutting, StatedRules, Variant};
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};

/// The stepper lists every option of a bar up to 200×200 (at most 399).
const STEPPER_MAX_OPTIONS: usize = 400;
/// The nim-sum by bits is drawn for positions of at most this many bars.
const XOR_PANEL_MAX_BARS: usize = 64;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Subject {
    /// A bar on the board, by index.
    Bar(usize),
    /// A bar picked in the table.
    Cell(Bar),
}

fn stepper_trace(lang: Lang, variant: Variant, bar: Bar) -> Result<MexTrace, String> {
    let result = match variant {
        Variant::Cutting if bar.is_square() => return Err(cutting::Words(lang).square_no_steps(bar.pretty())),
        Variant::Cutting if bar.is_strip() => return Err(cutting::Words(lang).strip_no_steps(bar.pretty())),
        // The trace carries its moves and positions as terms; the stepper words them.
        Variant::Cutting => {
            mex_trace(&mut Solver::new(), &SimplifiedCutting, &vec![bar], STEPPER_MAX_OPTIONS)
        }
        _ => mex_trace(&mut Solver::new(), &StatedRules(variant), &vec![bar], STEPPER_MAX_OPTIONS),
    };
    result.map_err(|e| trace_error(lang, &e))
}

/// The nim-sum by bits, or why a position has none; one bit table row per bar.
fn xor_panel(lang: Lang, variant: Variant, position: &ChocolatePosition) -> Html {
    let (t, game) = (Words(lang), text::game(variant));
    let bars = position.bars();
    let Some(total) = variant.nim_sum(position) else {
        return match special(variant, position) {
            Some(Special::SquareCutOut) => {
                html! { <section class="panel"><p>{ cutting::Words(lang).square_cut_out_panel() }</p></section> }
            }
            _ => html! { <section class="panel"><p>{ cutting::Words(lang).strip_panel() }</p></section> },
        };
    };
    // The bit table is for reading: past 64 bars it would be a wall of digits (and slow to draw).
    if bars.len() > XOR_PANEL_MAX_BARS {
        let words = t.too_many_bars_for_bits(bars.len(), game, XOR_PANEL_MAX_BARS, total.value());
        return html! { <section class="panel"><p>{ words }</p></section> };
    }
    let rows = bars.iter().enumerate().map(|(index, &bar)| XorRow {
        label: text::bar_name(lang, variant, index, bar),
        value: match variant.bar_value(bar) {
            BarValue::Value(v) => v,
            _ => Default::default(),
        },
    });
    let trace = XorTrace::new(rows.collect());
    let explanation = match trace.derivation {
        None => t.xor_even().into(),
        Some(d) => t.xor_explanation(
            1u64 << d.bit,
            d.from.value(),
            game,
            &trace.rows[d.row].label,
            d.to.value(),
            trace.total.value(),
        ),
    };
    html! {
        <XorPanel explanation={AttrValue::from(explanation)} {trace} row_heading={t.piece(game)}
                  value_heading={t.xor_value_heading()} />
    }
}

#[derive(Properties, PartialEq)]
pub struct ChocolatePanelsProps {
    pub variant: Variant,
    pub position: ChocolatePosition,
    pub show_labels: bool,
}

/// The nim-sum by bits, the mex stepper of one bar, and the game's Grundy table (a cell picked
/// there opens the stepper for that bar).
#[component(ChocolatePanels)]
pub fn chocolate_panels(props: &ChocolatePanelsProps) -> Html {
    let lang = use_lang();
    let own = Own(props.variant, lang);
    let (variant, position) = (props.variant, &props.position);
    let subject = use_state_eq(|| Subject::Bar(0));
    let stepper_ref = use_node_ref();
    let subject_bar = match *subject {
        Subject::Bar(index) => position.bars().get(index).or_else(|| position.bars().first()).copied(),
        Subject::Cell(bar) => Some(bar),
    };
    // The trace holds words: it is recorded again when the language changes.
    let trace = use_memo((subject_bar, lang, variant), |&(bar, lang, variant)| match bar {
        Some(bar) => stepper_trace(lang, variant, bar),
        None => Err(Own(variant, lang).nothing_to_step().into()),
    });
    let on_subject = {
        let subject = subject.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(index) = select.value().parse::<usize>() {
                subject.set(Subject::Bar(index));
            }
        })
    };
    // Stable, so the table view does not re-render with every move.
    let on_pick =
        use_callback((subject.setter(), stepper_ref.clone()), |bar: Bar, (subject, stepper_ref)| {
            subject.set(Subject::Cell(bar));
            if let Some(element) = stepper_ref.cast::<web_sys::Element>() {
                element.scroll_into_view();
            }
        });
    let chooser = html! {
        <>
            <label class="chooser">{ own.step_through() }
                <select onchange={on_subject}>
                    if let Subject::Cell(bar) = *subject {
                        <option value="cell" selected=true>{ Words(lang).from_table(bar.pretty()) }</option>
                    }
                    { for position.bars().iter().enumerate().take(64).map(|(i, bar)| html! {
                        <option value={i.to_string()} selected={*subject == Subject::Bar(i)}>
                            { text::bar_name(lang, variant, i, *bar) }
                        </option>
                    }) }
                </select>
            </label>
            if variant == Variant::Cutting {
                <p class="muted stepper-note">{ cutting::Words(lang).stepper_note() }</p>
            }
        </>
    };
    html! {
        <>
            // Drawn only while shown: the bit table has nothing to keep while values are hidden.
            if props.show_labels {
                { xor_panel(lang, variant, position) }
            }
            <div ref={stepper_ref} class="stepper-anchor">
                <MexStepper trace={(*trace).clone()} {chooser} />
            </div>
            <div class="table-area">
                <LazyGrundyTable kind={variant.table_kind()} {on_pick}
                                 no_value_meaning={(variant == Variant::Cutting).then_some(AttrValue::Static(Words(lang).legend_blank()))} />
            </div>
        </>
    }
}
