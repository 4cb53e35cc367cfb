//! Octal games on the kit's page (`#/octal/0.77:5,7`): rows of pins to knock down (a run of
//! touching pins, chosen by pointer, touch or keys), the code's rules in words, the sequence
//! strip with its proven period and the proof's window, the mex stepper of one row (a split shows
//! G(a) ⊕ G(b)) and the nim-sum of the rows.

pub mod text;

use std::rc::Rc;

use yew::prelude::*;

use crate::content::octal::Words;
use crate::engine::Solver;
use crate::engine::trace::{MexTrace, TraceError, XorRow, XorTrace, mex_trace};
use crate::games::Playable;
use crate::games::octal::{
    Octal, OctalCode, OctalHeap, OctalMove, OctalMoveError, OctalPosition, OctalReason, PRESETS,
    ParseOctalError, Periodicity, sequence,
};
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

/// Rows longer than this are written, not drawn (moves on them are typed).
const MAX_DRAWN: u64 = 40;
/// Pin spacing and size in the drawing (SVG units).
const PIN_GAP: i64 = 26;
const ROW_HEIGHT: i64 = 58;
/// The strip shows at least this many values, and more to show two periods.
const STRIP_MIN: usize = 30;
const STRIP_MAX: usize = 240;
/// The mex stepper lists at most this many options.
const STEPPER_MAX_OPTIONS: usize = 64;

fn t(lang: Lang) -> Words {
    Words(lang)
}

impl GameText for Octal {
    fn describe_move(lang: Lang, mv: &OctalMove) -> String {
        text::took(t(lang), mv.heap + 1, mv.take, mv.leave)
    }

    fn reason(lang: Lang, reason: &OctalReason) -> String {
        match *reason {
            OctalReason::ToZero { nim_sum, from, to } => t(lang).reason_to_zero(from, nim_sum, to),
            OctalReason::NoWinningMove => t(lang).reason_none().to_owned(),
        }
    }

    fn move_error(lang: Lang, error: &OctalMoveError) -> String {
        text::move_error(t(lang), error)
    }
}

/// The rows a position leaves, written for the hint: "5 1 4".
fn rows_text(position: &OctalPosition) -> String {
    let rows: Vec<String> = position.heaps().iter().map(|&h| group_digits(h)).collect();
    if rows.is_empty() { "0".to_owned() } else { rows.join(" ") }
}

impl GameUi for Octal {
    const NAMES: GameNames = text::OCTAL_NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = t(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseOctalError) -> String {
        text::parse_error(t(lang), error)
    }

    fn default_position() -> OctalPosition {
        OctalPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> OctalPosition {
        OctalPosition::random(rng)
    }

    fn url_text(position: &OctalPosition, _: &OctalPosition, _: &()) -> Option<String> {
        Some(position.to_url())
    }

    fn total(lang: Lang, position: &OctalPosition) -> Option<Total> {
        let values = position.values();
        let detail = (values.len() > 1 && values.len() <= 16)
            .then(|| values.iter().map(|v| v.value().to_string()).collect::<Vec<_>>().join(" ⊕ "));
        Some(Total::of(detail, position.nim_sum(), t(lang).total_name()))
    }

    fn hint_line(lang: Lang, position: &OctalPosition, mv: &OctalMove) -> String {
        let to = Octal.play(position, mv).map(|p| rows_text(&p)).unwrap_or_default();
        t(lang).hint_line(Self::describe_move(lang, mv), to)
    }

    fn presets(lang: Lang) -> Vec<Preset<OctalPosition>> {
        // One line a preset: each `make` is a plain function, so the list is written out.
        fn preset(index: usize) -> OctalPosition {
            PRESETS.get(index).and_then(|p| p.position.parse().ok()).unwrap_or_default()
        }
        let t = t(lang);
        let makes: [fn(&mut fastrand::Rng) -> OctalPosition; 7] = [
            |_| preset(0),
            |_| preset(1),
            |_| preset(2),
            |_| preset(3),
            |_| preset(4),
            |_| preset(5),
            |_| preset(6),
        ];
        const CLASSES: [&str; 7] = [
            "preset-kayles",
            "preset-dawsons-kayles",
            "preset-dawsons-chess",
            "preset-octal-177",
            "preset-octal-11377",
            "preset-octal-117",
            "preset-octal-156",
        ];
        PRESETS
            .iter()
            .zip(makes)
            .zip(CLASSES)
            .map(|((p, make), class)| Preset { class, label: text::preset(t, p.id), make })
            .collect()
    }

    fn keys(lang: Lang) -> Html {
        let t = t(lang);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ t.keys_pin() }</dd>
                <dt>{ "+ −" }</dt><dd>{ t.keys_size() }</dd>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_row() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_play() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Octal>) -> Html {
        html! { <OctalPlay ..props /> }
    }

    fn panels(props: PanelProps<Octal>) -> Html {
        html! { <OctalPanels position={props.position} /> }
    }
}

/// A run of touching pins: row `row` (from 0), pins `first` to `first + count − 1` (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    row: usize,
    first: u64,
    count: u64,
}

/// The rows as pins (long rows as a line of text), the run chosen, and the move form.
#[component(OctalPlay)]
fn octal_play(props: &BoardProps<Octal>) -> Html {
    let t = t(use_lang());
    let position = props.position.clone();
    let rows: Rc<[u64]> = Rc::from(position.heaps());
    let largest_take = position.code().largest_take() as u64;
    let run = use_state_eq(|| None::<Run>);
    {
        let run = run.setter();
        use_effect_with(props.position.clone(), move |_| run.set(None));
    }
    let play = {
        let (on_play, rows) = (props.on_play.clone(), rows.clone());
        move |chosen: Run| {
            if let Some(&pins) = rows.get(chosen.row) {
                on_play.emit(OctalMove::run(chosen.row, chosen.first, chosen.count, pins));
            }
        }
    };
    let onkeydown = {
        let (now, run, rows) = (*run, run.setter(), rows.clone());
        let play = play.clone();
        board_keys(props.on_control.clone(), move |key| {
            let drawn: Vec<usize> = (0..rows.len()).filter(|&i| (1..=MAX_DRAWN).contains(&rows[i])).collect();
            let Some(&first_row) = drawn.first() else { return false };
            let current = now.filter(|r| drawn.contains(&r.row));
            let fit = |row: usize, first: u64, count: u64| {
                let pins = rows[row];
                let count = count.clamp(1, largest_take.max(1).min(pins));
                Run { row, first: first.min(pins - count), count }
            };
            let next = match (key, current) {
                ("Enter" | " ", Some(chosen)) => {
                    play(chosen);
                    return true;
                }
                ("ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "+" | "=" | "-", None) => {
                    fit(first_row, 0, 1)
                }
                ("ArrowRight", Some(r)) => fit(r.row, r.first + 1, r.count),
                ("ArrowLeft", Some(r)) => fit(r.row, r.first.saturating_sub(1), r.count),
                ("+" | "=", Some(r)) => fit(r.row, r.first, r.count + 1),
                ("-", Some(r)) => fit(r.row, r.first, r.count.saturating_sub(1)),
                ("ArrowDown" | "ArrowUp", Some(r)) => {
                    let at = drawn.iter().position(|&i| i == r.row).unwrap_or(0);
                    let to = if key == "ArrowDown" {
                        (at + 1) % drawn.len()
                    } else {
                        (at + drawn.len() - 1) % drawn.len()
                    };
                    fit(drawn[to], r.first, r.count)
                }
                _ => return false,
            };
            run.set(Some(next));
            true
        })
    };
    let on_pin = {
        let (now, run, rows) = (*run, run.setter(), rows.clone());
        Callback::from(move |(row, pin): (usize, u64)| {
            let Some(&pins) = rows.get(row) else { return };
            let next = match now {
                // A touching pin makes the run longer (up to the largest take).
                Some(r)
                    if r.row == row
                        && r.count < largest_take
                        && (pin + 1 == r.first || pin == r.first + r.count) =>
                {
                    Some(Run { row, first: r.first.min(pin), count: r.count + 1 })
                }
                // The only pin chosen, tapped again: nothing chosen.
                Some(r) if r.row == row && r.count == 1 && r.first == pin => None,
                _ => Some(Run { row, first: pin.min(pins.saturating_sub(1)), count: 1 }),
            };
            run.set(next);
        })
    };
    let on_move = {
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |text: String| match text.parse::<OctalMove>() {
            Ok(mv) => on_play.emit(mv),
            Err(_) => on_error.emit(t.not_a_move(text.chars().take(20).collect::<String>())),
        })
    };
    let marked: Vec<OctalMove> = props.marked.iter().copied().collect();
    let last_row_drawn = rows.iter().any(|&p| p > 0 && p <= MAX_DRAWN);
    let any_long = rows.iter().any(|&p| p > MAX_DRAWN);
    let rows_html = rows.iter().enumerate().map(|(row, &pins)| {
        let label = t.row_label(pins, row + 1);
        if pins > MAX_DRAWN {
            return html! {
                <li class="octal-row long" key={row}>
                    <span class="row-name">{ t.long_row(group_digits(pins), row + 1) }</span>
                </li>
            };
        }
        let chosen = run.filter(|r| r.row == row).map(|r| r.first..r.first + r.count);
        let hinted: Vec<std::ops::Range<u64>> =
            marked.iter().filter(|m| m.heap == row).map(|m| m.pins(pins)).collect();
        let width = PIN_GAP * pins.max(1) as i64 + 8;
        let pins_html = (0..pins).map(|pin| {
            let class = classes!(
                "pin",
                chosen.as_ref().is_some_and(|c| c.contains(&pin)).then_some("chosen"),
                hinted.iter().any(|h| h.contains(&pin)).then_some("hinted"),
                props.interactive.then_some("active")
            );
            let onclick = {
                let (on_pin, interactive) = (on_pin.clone(), props.interactive);
                Callback::from(move |_: MouseEvent| {
                    if interactive {
                        on_pin.emit((row, pin));
                    }
                })
            };
            let cx = PIN_GAP * pin as i64 + PIN_GAP / 2 + 4;
            html! {
                <g {class} {onclick} data-pin={pin.to_string()}>
                    <ellipse cx={cx.to_string()} cy="34" rx="8" ry="16" />
                    <circle cx={cx.to_string()} cy="14" r="6" />
                </g>
            }
        });
        html! {
            <li class="octal-row" key={row} data-row={row.to_string()}>
                <span class="row-name">{ &label }</span>
                <svg class="pins" viewBox={format!("0 0 {width} {ROW_HEIGHT}")} width={width.to_string()} role="img" aria-label={label.clone()}>
                    { for pins_html }
                </svg>
            </li>
        }
    });
    let chosen_line = run.and_then(|r| {
        let pins = *rows.get(r.row)?;
        Some(text::selection(t, r.row + 1, r.first + 1, r.first + r.count, pins))
    });
    let on_knock = {
        let (now, play) = (*run, play.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(chosen) = now {
                play(chosen);
            }
        })
    };
    let on_clear = {
        let run = run.setter();
        Callback::from(move |_: MouseEvent| run.set(None))
    };
    html! {
        <>
            <p class="sr-only" aria-live="polite">{ chosen_line.clone().unwrap_or_default() }</p>
            <div class="board-area octal-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                <ol class="octal-rows">{ for rows_html }</ol>
            </div>
            // Shown once pins are chosen (the board alone before: it fits a laptop's screen).
            if last_row_drawn && run.is_some() {
                <div class="octal-actions">
                    <span class="octal-chosen">{ chosen_line.unwrap_or_default() }</span>
                    <button type="button" class="primary knock-down" disabled={run.is_none() || !props.interactive} onclick={on_knock}>{ t.knock_down() }</button>
                    <button type="button" class="clear-run" disabled={run.is_none()} onclick={on_clear}>{ t.clear() }</button>
                </div>
            }
            // Typed moves for rows too long to draw (the keyboard plays on the board itself).
            if any_long {
                <MoveForm example="2-2:1,4" interactive={props.interactive} {on_move} />
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct OctalPanelsProps {
    position: OctalPosition,
}

/// The code in words, the strip, the mex stepper of one row and the nim-sum of the rows.
#[component(OctalPanels)]
fn octal_panels(props: &OctalPanelsProps) -> Html {
    let lang = use_lang();
    let t = t(lang);
    let code = props.position.code().clone();
    let rows: Rc<[u64]> = Rc::from(props.position.heaps());
    let chosen = use_state_eq(|| 0usize);
    let row = rows.get(*chosen).or(rows.first()).copied().unwrap_or(0);
    let trace = use_memo((lang, code.clone(), row), |(lang, code, row)| {
        let result: Result<MexTrace, TraceError> =
            mex_trace(&mut Solver::new(), &OctalHeap(code.clone()), &vec![*row], STEPPER_MAX_OPTIONS);
        result.map_err(|e| match e {
            TraceError::TooManyOptions { .. } => Words(*lang).stepper_too_long(*row),
            other => trace_error(*lang, &other),
        })
    });
    let rules = code.digits().iter().enumerate().filter(|&(_, &d)| d != 0).map(|(i, _)| {
        html! { <li>{ text::code_rule(t, i as u64 + 1, &code.ways(i as u64 + 1)) }</li> }
    });
    let on_row = {
        let chosen = chosen.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            chosen.set(select.value().parse().unwrap_or(0));
        })
    };
    let chooser = html! {
        <label class="chooser">{ t.step_through() }
            <select class="stepper-row" onchange={on_row}>
                { for rows.iter().enumerate().map(|(i, &pins)| html! {
                    <option value={i.to_string()} selected={i == *chosen}>{ t.row_option(pins, i + 1) }</option>
                }) }
            </select>
        </label>
    };
    let values = props.position.values();
    let xor_rows =
        values.iter().enumerate().map(|(i, &v)| XorRow { label: (i + 1).to_string(), value: v }).collect();
    html! {
        <>
            <section class="panel octal-code">
                <h2>{ t.code_heading(&code) }</h2>
                <ul>{ for rules }</ul>
            </section>
            <OctalStrip code={code.clone()} rows={rows.clone()} />
            <MexStepper trace={(*trace).clone()} {chooser} />
            <XorPanel trace={XorTrace::new(xor_rows)} row_heading={AttrValue::from(t.row_column())} value_heading={AttrValue::from(t.value_column())}
                      explanation={AttrValue::from(t.xor_explanation())} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct StripProps {
    code: OctalCode,
    rows: Rc<[u64]>,
}

/// G(0), G(1), … as coloured cells: the values before the period grey, one period outlined, the
/// values the proof compared shaded, a row's cell marked; then the period and its proof.
#[component(OctalStrip)]
fn octal_strip(props: &StripProps) -> Html {
    let t = t(use_lang());
    let chosen = use_state_eq(|| 0usize);
    let row = props.rows.get(*chosen).or(props.rows.first()).copied().unwrap_or(0);
    let largest = props.rows.iter().copied().max().unwrap_or(0);
    let wanted = usize::try_from(largest).map_or(STRIP_MAX, |h| h.saturating_add(1).min(STRIP_MAX));
    let found = use_memo((props.code.clone(), wanted), |(code, wanted)| sequence(code, *wanted).ok());
    let Some(found) = (*found).clone() else { return Html::default() };
    let period = found.periodicity.period();
    let take = props.code.largest_take();
    let mut shown = period.map_or(STRIP_MIN, |p| p.preperiod + 2 * p.period).clamp(STRIP_MIN, STRIP_MAX);
    if row < STRIP_MAX as u64 {
        shown = shown.max(row as usize + 1);
    }
    if period.is_none() {
        shown = shown.min(found.values.len().max(1));
    }
    // The proof compares n with n + p for n from n₀ to 2n₀ + p + t − 1: shown when it fits.
    let proof = period.map(|p| (p.proof_from, 2 * p.proof_from + p.period + take - 1));
    if let Some((_, to)) = proof.filter(|&(_, to)| to + 1 < STRIP_MAX) {
        shown = shown.max(to + 1);
    }
    let cell_of_row = match period {
        _ if row < shown as u64 => Some(row as usize),
        Some(p) if row >= p.preperiod as u64 => {
            Some(p.preperiod + ((row - p.preperiod as u64) % p.period as u64) as usize)
        }
        _ => None,
    };
    let cells = (0..shown).map(|n| {
        let value = found.value(n as u64).unwrap_or(0);
        let class = classes!(
            "cell",
            format!("v{}", value.min(9)),
            period.is_some_and(|p| n >= p.preperiod && n < p.preperiod + p.period).then_some("block"),
            period.is_some_and(|p| n == p.preperiod).then_some("block-start"),
            period.is_some_and(|p| n + 1 == p.preperiod + p.period).then_some("block-end"),
            period.is_some_and(|p| n < p.preperiod).then_some("pre"),
            proof.is_some_and(|(from, to)| n >= from && n <= to).then_some("proof"),
            (cell_of_row == Some(n)).then_some("highlight")
        );
        html! { <li key={n} {class} data-n={n.to_string()} title={format!("G({n})")}>{ value }</li> }
    });
    let on_row = {
        let chosen = chosen.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            chosen.set(select.value().parse().unwrap_or(0));
        })
    };
    let beyond = cell_of_row
        .filter(|_| row >= shown as u64)
        .map(|cell| t.strip_beyond(cell, group_digits(row), found.value(row).unwrap_or(0)));
    html! {
        <section class="panel sequence-strip octal-strip">
            <h2>{ t.strip_heading() }</h2>
            if props.rows.len() > 1 {
                <div class="strip-controls">
                    <label>{ t.strip_row() }{ " " }
                        <select class="strip-heap" onchange={on_row}>
                            { for props.rows.iter().enumerate().map(|(i, &pins)| html! {
                                <option value={i.to_string()} selected={i == *chosen}>{ t.row_option(pins, i + 1) }</option>
                            }) }
                        </select>
                    </label>
                </div>
            }
            <ol class="strip" start="0">{ for cells }</ol>
            <p class="muted">{ t.strip_legend() }</p>
            if let Some(line) = beyond {
                <p class="strip-beyond">{ line }</p>
            }
            if let Some(p) = period {
                <p class="strip-period">{ t.strip_period(p.period, p.preperiod) }</p>
                <p class="strip-proof">{ t.strip_proof(p.proof_from, p.period, take, proof.map_or(0, |(_, to)| to)) }</p>
            } else if let Periodicity::NotProven { computed } = found.periodicity {
                <p class="strip-period">{ t.strip_no_period(computed) }</p>
            }
        </section>
    }
}
