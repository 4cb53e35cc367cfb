//! The three chocolate games on the kit's page (`#/chocolate-eat/3x2,4x4`,
//! `#/chocolate-split/…`, `#/cutting/…`): their words and setup rules, and their panels (the
//! nim-sum by bits, the mex stepper and the Grundy table). The board slot is `play.rs`.
//!
//! The trait impl is generic over the game; the components it hands out take the variant as a
//! prop, so the wasm holds one copy of each for the three games.

use yew::prelude::*;

use super::play::{ChocolatePlay, Special, special};
use super::text::chocolate_text;
use crate::engine::Solver;
use crate::engine::trace::{MexTrace, XorRow, XorTrace, mex_trace};
use crate::games::Playable;
use crate::games::chocolate::{
    Bar, BarValue, Chocolate, ChocolateMove, ChocolatePosition, Kind, MAX_WINNING_MOVES, ParseChocolateError,
    SimplifiedCutting, StatedRules, Variant,
};
use crate::ui::explain::grundy_table::GrundyTableView;
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::page::{BoardProps, GameUi, HINT_MAX_LISTED, PageWords, PanelProps, Total};

/// The stepper lists every option of a bar up to 200×200 (at most 399).
const STEPPER_MAX_OPTIONS: usize = 400;
/// The nim-sum by bits is drawn for positions of at most this many bars.
const XOR_PANEL_MAX_BARS: usize = 64;
/// The total line writes at most this many values before "…".
const DETAIL_MAX_TERMS: usize = 16;
/// The hint's line shows at most this much of the position a move leads to.
const HINT_POSITION_CHARS: usize = 60;

impl<K: Kind> GameUi for Chocolate<K> {
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("chocolate-page");

    fn words(lang: Lang) -> PageWords {
        let (t, variant) = (chocolate_text(lang), K::VARIANT);
        PageWords {
            title: (t.title)(variant),
            rules: (t.rules)(variant),
            winning_move: (t.winning_move)(variant),
            position_noun: (t.position_noun)(variant),
            setup_label: (t.bars_label)(variant),
            setup_help: (t.setup_help)(variant),
        }
    }

    fn how_to_move(lang: Lang, _: &ChocolatePosition) -> &'static str {
        (chocolate_text(lang).how_to_move)(K::VARIANT)
    }

    fn why_no_move(lang: Lang, position: &ChocolatePosition) -> &'static str {
        (chocolate_text(lang).why_no_move)(K::VARIANT, position.bars().is_empty())
    }

    fn start_status(lang: Lang, start: &ChocolatePosition) -> Option<String> {
        // A cutting position holding a 1×1 (from an address): say why nothing can be played.
        K::VARIANT.finished_note(start).map(chocolate_text(lang).finished)
    }

    fn parse_error(lang: Lang, error: &ParseChocolateError) -> String {
        (chocolate_text(lang).parse_error)(K::VARIANT, error)
    }

    /// Only the setup box checks a start: an address may hold a game in progress or a finished one.
    fn start_error(lang: Lang, position: &ChocolatePosition) -> Option<String> {
        K::VARIANT.check_start(position).err().map(|error| (chocolate_text(lang).start_error)(&error))
    }

    fn default_position() -> ChocolatePosition {
        K::VARIANT.default_position()
    }

    fn random_position(rng: &mut fastrand::Rng) -> ChocolatePosition {
        K::VARIANT.random_start(rng)
    }

    fn url_text(position: &ChocolatePosition, _: &ChocolatePosition, _: &()) -> Option<String> {
        // The reader refuses more bars than the notation holds; the board then says so.
        position.fits_notation().then(|| position.to_url())
    }

    fn total(lang: Lang, position: &ChocolatePosition) -> Option<Total> {
        // None with a strip or a 1×1 on a cutting board: the board's own line says what they mean.
        let total = K::VARIANT.nim_sum(position)?;
        let (t, bars) = (chocolate_text(lang), position.bars());
        let value = |bar| match K::VARIANT.bar_value(bar) {
            BarValue::Value(v) => v.value().to_string(),
            _ => "?".into(),
        };
        let mut terms: Vec<String> = bars.iter().take(DETAIL_MAX_TERMS).map(|&bar| value(bar)).collect();
        if bars.len() > DETAIL_MAX_TERMS {
            terms.push((t.more_terms)(bars.len() - DETAIL_MAX_TERMS));
        }
        Some(Total {
            detail: (bars.len() >= 2).then(|| terms.join(" ⊕ ")),
            value: total.value(),
            name: (t.total_name)(K::VARIANT),
        })
    }

    fn hint_moves(position: &ChocolatePosition) -> Vec<ChocolateMove> {
        // At most MAX_WINNING_MOVES: a position of many bars can have hundreds of thousands.
        Self::new().winning_moves(position)
    }

    fn hint_line(lang: Lang, position: &ChocolatePosition, mv: &ChocolateMove) -> String {
        let to = Self::new().play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        let shown: String = to.chars().take(HINT_POSITION_CHARS).collect();
        (chocolate_text(lang).winning_move_line)(K::VARIANT, mv, &shown)
    }

    fn no_winning_move(lang: Lang, _: &ChocolatePosition) -> &'static str {
        chocolate_text(lang).no_winning_move
    }

    fn winning_moves_intro(lang: Lang, position: &ChocolatePosition) -> &'static str {
        let t = chocolate_text(lang);
        match special(K::VARIANT, position) {
            Some(Special::Strip) => t.winning_moves_strip,
            _ => t.winning_moves_intro,
        }
    }

    fn hint_note(lang: Lang, _: &ChocolatePosition, found: usize) -> Option<String> {
        let t = chocolate_text(lang);
        match found {
            _ if found <= HINT_MAX_LISTED => None,
            _ if found >= MAX_WINNING_MOVES => {
                Some((t.hint_more_capped)(K::VARIANT, HINT_MAX_LISTED, MAX_WINNING_MOVES))
            }
            _ => Some((t.hint_more)(K::VARIANT, HINT_MAX_LISTED, found)),
        }
    }

    fn keys(lang: Lang) -> Html {
        let (t, variant) = (chocolate_text(lang), K::VARIANT);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ (t.keys_choose_bar)(variant) }</dd>
                <dt>{ "↑ ↓" }</dt><dd>{ (t.keys_choose_line)(variant) }</dd>
                <dt>{ t.keys_enter }</dt><dd>{ (t.keys_break)(variant) }</dd>
                if variant == Variant::Eat {
                    <dt>{ "E" }</dt><dd>{ t.keys_eat_whole }</dd>
                }
            </>
        }
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! {
            <ChocolatePlay variant={K::VARIANT} position={props.position} show_labels={props.show_labels}
                           marked={props.marked} interactive={props.interactive} last={props.last}
                           on_play={props.on_play} on_control={props.on_control} on_error={props.on_error}
                           on_prompt={props.on_prompt} />
        }
    }

    fn panels(props: PanelProps<Self>) -> Html {
        html! { <ChocolatePanels variant={K::VARIANT} position={props.position} show_labels={props.show_labels} /> }
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Subject {
    /// A bar on the board, by index.
    Bar(usize),
    /// A bar picked in the table.
    Cell(Bar),
}

fn stepper_trace(lang: Lang, variant: Variant, bar: Bar) -> Result<MexTrace, String> {
    let t = chocolate_text(lang);
    let result = match variant {
        Variant::Cutting if bar.is_square() => return Err((t.square_no_steps)(bar)),
        Variant::Cutting if bar.is_strip() => return Err((t.strip_no_steps)(bar)),
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
    let t = chocolate_text(lang);
    let bars = position.bars();
    let Some(total) = variant.nim_sum(position) else {
        return match special(variant, position) {
            Some(Special::SquareCutOut) => {
                html! { <section class="panel"><p>{ t.square_cut_out_panel }</p></section> }
            }
            _ => html! { <section class="panel"><p>{ t.strip_panel }</p></section> },
        };
    };
    // The bit table is for reading: past 64 bars it would be a wall of digits (and slow to draw).
    if bars.len() > XOR_PANEL_MAX_BARS {
        let words = (t.too_many_bars_for_bits)(variant, bars.len(), total.value(), XOR_PANEL_MAX_BARS);
        return html! { <section class="panel"><p>{ words }</p></section> };
    }
    let rows = bars.iter().enumerate().map(|(index, &bar)| XorRow {
        label: (t.bar_name)(variant, index, bar),
        value: match variant.bar_value(bar) {
            BarValue::Value(v) => v,
            _ => Default::default(),
        },
    });
    let trace = XorTrace::new(rows.collect());
    let explanation = match trace.derivation {
        None => t.xor_even.into(),
        Some(d) => (t.xor_explanation)(
            variant,
            trace.total.value(),
            1u64 << d.bit,
            &trace.rows[d.row].label,
            d.from.value(),
            d.to.value(),
        ),
    };
    html! {
        <XorPanel explanation={AttrValue::from(explanation)} {trace} row_heading={(t.xor_row_heading)(variant)}
                  value_heading={t.xor_value_heading} />
    }
}

#[derive(Properties, PartialEq)]
struct ChocolatePanelsProps {
    variant: Variant,
    position: ChocolatePosition,
    show_labels: bool,
}

/// The nim-sum by bits, the mex stepper of one bar, and the game's Grundy table (a cell picked
/// there opens the stepper for that bar).
#[component(ChocolatePanels)]
fn chocolate_panels(props: &ChocolatePanelsProps) -> Html {
    let lang = use_lang();
    let t = chocolate_text(lang);
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
        None => Err((chocolate_text(lang).nothing_to_step)(variant).into()),
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
            <label class="chooser">{ (t.step_through)(variant) }
                <select onchange={on_subject}>
                    if let Subject::Cell(bar) = *subject {
                        <option value="cell" selected=true>{ (t.from_table)(bar) }</option>
                    }
                    { for position.bars().iter().enumerate().take(64).map(|(i, bar)| html! {
                        <option value={i.to_string()} selected={*subject == Subject::Bar(i)}>
                            { (t.bar_name)(variant, i, *bar) }
                        </option>
                    }) }
                </select>
            </label>
            if variant == Variant::Cutting {
                <p class="muted stepper-note">{ t.cutting_stepper_note }</p>
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
                <GrundyTableView kind={variant.table_kind()} {on_pick}
                                 no_value_meaning={(variant == Variant::Cutting).then_some(AttrValue::Static(t.legend_blank))} />
            </div>
        </>
    }
}
