//! The Grundy table of a chocolate game as a heatmap: one canvas pixel per bar, scaled up.
//!
//! The table is filled a few rows at a time between browser tasks (each chunk stops after about
//! 8 ms), so the page stays responsive and the picture grows row by row under a progress bar.
//! Hovering (or moving the keyboard cursor) names the bar and its value; a click or Enter opens
//! the mex stepper for that bar.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use yew::prelude::*;

use super::text::{Words, cell_blank};
use crate::games::chocolate::{Bar, GrundyTable, NO_VALUE, TableKind, blank_kind, share};
use crate::ui::explain::heat::{DISTINCT, NONE, STOPS, ZERO, colour};
use crate::ui::i18n::use_lang;
use crate::ui::kit::keys::is_for_widget;
use crate::ui::kit::number::decimal;

// The table's empty cell is drawn as the heatmap's cell without a value.
const _: () = assert!(NO_VALUE == crate::ui::explain::heat::NO_VALUE);

/// Sizes offered; 200 is the largest bar.
pub const SIZES: [usize; 4] = [20, 50, 100, 200];

fn css(rgb: [u8; 3]) -> String {
    format!("rgb({},{},{})", rgb[0], rgb[1], rgb[2])
}

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// How a fill went, for the page and the benchmark.
#[derive(Clone, Copy, PartialEq, Default)]
pub struct FillStats {
    pub rows_done: usize,
    pub done: bool,
    /// Time spent computing, summed over the chunks.
    pub compute_ms: f64,
    /// From the start of the fill to its end, yields included.
    pub wall_ms: f64,
    /// The longest single chunk.
    pub longest_chunk_ms: f64,
}

struct FillJob {
    table: Rc<RefCell<GrundyTable>>,
    cancelled: Rc<Cell<bool>>,
    stats: UseStateSetter<FillStats>,
    started: f64,
    compute_ms: Cell<f64>,
    longest: Cell<f64>,
}

/// Fills rows for about 8 ms, reports progress, and schedules the next chunk.
fn run_chunk(job: Rc<FillJob>) {
    if job.cancelled.get() {
        return;
    }
    let start = now();
    let done = {
        let mut table = job.table.borrow_mut();
        loop {
            if table.fill_rows(1) {
                break true;
            }
            if now() - start > 8.0 {
                break false;
            }
        }
    };
    let spent = now() - start;
    job.compute_ms.set(job.compute_ms.get() + spent);
    job.longest.set(job.longest.get().max(spent));
    let rows_done = {
        let table = job.table.borrow();
        if done {
            share(&table);
        }
        table.rows_done()
    };
    // Setting the state may render at once: no borrow of the table is held here.
    job.stats.set(FillStats {
        rows_done,
        done,
        compute_ms: job.compute_ms.get(),
        wall_ms: now() - job.started,
        longest_chunk_ms: job.longest.get(),
    });
    if !done {
        let next = job.clone();
        let callback = Closure::once_into_js(move || run_chunk(next));
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0);
        }
    }
}

fn draw(canvas: &web_sys::HtmlCanvasElement, table: &GrundyTable) {
    let n = table.n();
    let Ok(Some(context)) = canvas.get_context("2d") else { return };
    let Ok(context) = context.dyn_into::<web_sys::CanvasRenderingContext2d>() else { return };
    let max = table.max_value();
    let mut pixels = vec![0u8; n * n * 4];
    for h in 1..=table.rows_done() {
        for w in 1..=n {
            let rgb = colour(table.cell(h, w).unwrap_or(NO_VALUE), max);
            let at = ((h - 1) * n + (w - 1)) * 4;
            pixels[at..at + 3].copy_from_slice(&rgb);
            pixels[at + 3] = 255;
        }
    }
    if let Ok(image) =
        web_sys::ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), n as u32, n as u32)
    {
        let _ = context.put_image_data(&image, 0.0, 0.0);
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct GrundyTableViewProps {
    pub kind: TableKind,
    /// What the grey cells without a value are, for the legend (each cell's readout says what
    /// that cell is: a 1×1 and a strip differ).
    #[prop_or_default]
    pub no_value_meaning: Option<AttrValue>,
    pub on_pick: Callback<Bar>,
}

#[component(GrundyTableView)]
pub fn grundy_table_view(props: &GrundyTableViewProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let size = use_state_eq(|| 100usize);
    let stats = use_state_eq(FillStats::default);
    // The table being filled; replaced (not mutated) when the game or the size changes.
    let table = use_mut_ref({
        let (kind, n) = (props.kind, *size);
        move || Rc::new(RefCell::new(GrundyTable::new(kind, n)))
    });
    let hover = use_state_eq(|| None::<(usize, usize)>);
    let cursor = use_state_eq(|| None::<(usize, usize)>);
    let canvas_ref = use_node_ref();

    {
        let table = table.clone();
        let stats = stats.setter();
        use_effect_with((props.kind, *size), move |&(kind, n)| {
            let fresh = Rc::new(RefCell::new(GrundyTable::new(kind, n)));
            *table.borrow_mut() = fresh.clone();
            let cancelled = Rc::new(Cell::new(false));
            stats.set(FillStats::default());
            let job = Rc::new(FillJob {
                table: fresh.clone(),
                cancelled: cancelled.clone(),
                stats,
                started: now(),
                compute_ms: Cell::new(0.0),
                longest: Cell::new(0.0),
            });
            // The first chunk runs after this render, like the others.
            let callback = Closure::once_into_js(move || run_chunk(job));
            if let Some(window) = web_sys::window() {
                let _ =
                    window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0);
            }
            move || cancelled.set(true)
        });
    }
    // Each progress report redraws the rows filled so far.
    {
        let canvas_ref = canvas_ref.clone();
        let table = table.clone();
        use_effect_with(*stats, move |_| {
            if let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>() {
                draw(&canvas, &table.borrow().borrow());
            }
        });
    }

    let n = *size;
    let cell_at = {
        let canvas_ref = canvas_ref.clone();
        move |event: &MouseEvent| -> Option<(usize, usize)> {
            let canvas = canvas_ref.cast::<web_sys::Element>()?;
            let rect = canvas.get_bounding_client_rect();
            if rect.width() <= 0.0 {
                return None;
            }
            let w =
                ((f64::from(event.client_x()) - rect.left()) / rect.width() * n as f64).floor() as i64 + 1;
            let h =
                ((f64::from(event.client_y()) - rect.top()) / rect.height() * n as f64).floor() as i64 + 1;
            (1..=n as i64).contains(&h).then_some(())?;
            (1..=n as i64).contains(&w).then_some((h as usize, w as usize))
        }
    };
    let onpointermove = {
        let hover = hover.clone();
        let cell_at = cell_at.clone();
        Callback::from(move |event: PointerEvent| hover.set(cell_at(&event)))
    };
    let onpointerleave = {
        let hover = hover.clone();
        Callback::from(move |_: PointerEvent| hover.set(None))
    };
    let onclick = {
        let on_pick = props.on_pick.clone();
        let cursor = cursor.clone();
        Callback::from(move |event: MouseEvent| {
            if let Some((h, w)) = cell_at(&event) {
                cursor.set(Some((h, w)));
                on_pick.emit(Bar { h: h as u32, w: w as u32 });
            }
        })
    };
    let onkeydown = {
        let cursor = cursor.clone();
        let on_pick = props.on_pick.clone();
        Callback::from(move |event: KeyboardEvent| {
            if !is_for_widget(&event) {
                return;
            }
            let (h, w) = cursor.unwrap_or((1, 1));
            let moved = match event.key().as_str() {
                "ArrowUp" => Some((h.saturating_sub(1).max(1), w)),
                "ArrowDown" => Some(((h + 1).min(n), w)),
                "ArrowLeft" => Some((h, w.saturating_sub(1).max(1))),
                "ArrowRight" => Some((h, (w + 1).min(n))),
                "Enter" | " " => {
                    on_pick.emit(Bar { h: h as u32, w: w as u32 });
                    Some((h, w))
                }
                _ => None,
            };
            if let Some(at) = moved {
                event.prevent_default();
                cursor.set(Some(at));
            }
        })
    };
    let on_size = {
        let size = size.clone();
        let cursor = cursor.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(n) = select.value().parse::<usize>() {
                cursor.set(None);
                size.set(n);
            }
        })
    };

    let view_table = table.borrow().clone();
    let view = view_table.borrow();
    let max = view.max_value();
    let describe = |(h, w): (usize, usize)| -> String {
        match view.cell(h, w) {
            None => t.cell_not_computed(w, h),
            Some(NO_VALUE) => {
                cell_blank(lang, blank_kind(props.kind, Bar { h: h as u32, w: w as u32 }), h, w)
            }
            Some(v) => t.cell_value(w, h, v),
        }
    };
    let focus_cell = hover.or(*cursor);
    let readout = focus_cell.map(describe).unwrap_or_else(|| t.readout_prompt().into());
    let cursor_box = cursor.map(|(h, w)| {
        let pct = 100.0 / n as f64;
        format!(
            "left:{}%;top:{}%;width:{}%;height:{}%",
            decimal((w - 1) as f64 * pct, 3),
            decimal((h - 1) as f64 * pct, 3),
            decimal(pct, 3),
            decimal(pct, 3)
        )
    });
    let gradient = format!(
        "background: linear-gradient(to right, {})",
        STOPS.iter().map(|&s| css(s)).collect::<Vec<_>>().join(", ")
    );
    let s = *stats;
    let heading_id = crate::ui::explain::use_unique_id("table-heading");
    html! {
        <section class="panel grundy-table" aria-labelledby={heading_id.clone()}
                 data-state={if s.done { "done" } else { "filling" }} data-size={n.to_string()}
                 data-compute-ms={decimal(s.compute_ms, 2)} data-wall-ms={decimal(s.wall_ms, 2)}
                 data-longest-chunk-ms={decimal(s.longest_chunk_ms, 2)}>
            <h2 id={heading_id.clone()}>{ t.table_heading() }</h2>
            <div class="setup-row">
                <label>{ t.table_size() }
                    <select class="table-size" onchange={on_size}>
                        { for SIZES.iter().map(|&option| html! {
                            <option value={option.to_string()} selected={option == n}>{ format!("{option}×{option}") }</option>
                        }) }
                    </select>
                </label>
                if s.done {
                    <span class="muted fill-time">{ t.computed_in(decimal(s.compute_ms, 0)) }</span>
                } else {
                    <progress class="fill-progress" max={n.to_string()} value={s.rows_done.to_string()}
                              aria-label={t.filling()}>{ t.rows_done(s.rows_done, n) }</progress>
                }
            </div>
            <div class="heatmap-frame">
                <span class="axis axis-columns">{ t.axis_columns() }</span>
                <span class="axis axis-rows">{ t.axis_rows() }</span>
                <div class="heatmap-wrap">
                    <canvas ref={canvas_ref} class="heatmap" width={n.to_string()} height={n.to_string()} tabindex="0"
                            role="application" aria-label={t.heatmap_aria(n)}
                            {onpointermove} {onpointerleave} {onclick} {onkeydown} />
                    if let Some(style) = cursor_box {
                        <div class="heatmap-cursor" {style}></div>
                    }
                </div>
            </div>
            <p class="table-readout" aria-live="polite">{ readout }</p>
            <div class="legend" role="group" aria-label={t.legend()}>
                <span class="swatch" style={format!("background:{}", css(ZERO))}></span><span>{ "0" }</span>
                if max <= DISTINCT {
                    { for (1..=max.max(1)).map(|v| html! {
                        <><span class="swatch" style={format!("background:{}", css(colour(v, max)))}></span><span>{ v }</span></>
                    }) }
                } else {
                    <span class="ramp" style={gradient}></span>
                    <span>{ format!("1 … {max}") }</span>
                }
                if props.no_value_meaning.is_some() {
                    <span class="swatch" style={format!("background:{}", css(NONE))}></span>
                    <span>{ props.no_value_meaning.clone().unwrap_or_default() }</span>
                }
            </div>
        </section>
    }
}

/// The table's code is a part of its own, fetched when its place comes near the view: a lesson
/// or a chocolate page that shows it far below the board does not load it with the page.
// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod part {
    use super::{GrundyTableView, GrundyTableViewProps};
    use yew::prelude::*;

    /// Draws the table (a `fn` into the part).
    fn render(props: GrundyTableViewProps) -> Html {
        html! { <GrundyTableView ..props /> }
    }

    crate::ui::split::split_points! {
        fn(GrundyTableViewProps) -> Html;
        grundy_table => render;
    }
}

/// How near the view the table's place must come before its part is fetched: half a screen.
const TABLE_AHEAD: &str = "50% 0px 50% 0px";

/// [`GrundyTableView`] from its part: a line while the part comes (fetched once the place is
/// near the view, or at once where the browser cannot observe), a retry if it fails.
#[component(LazyGrundyTable)]
pub fn lazy_grundy_table(props: &GrundyTableViewProps) -> Html {
    use crate::ui::split::{coming, use_near, use_part};
    let t = crate::ui::text::app_text(use_lang());
    let place = use_node_ref();
    let missing = part::here("grundy_table").is_none();
    let near = use_near(&place, TABLE_AHEAD, missing);
    let (failed, retry) = use_part((missing && *near).then_some("grundy_table"), part::fetch);
    match part::here("grundy_table") {
        Some(render) => render(props.clone()),
        None => {
            html! {
                <div class="table-coming" ref={place}>
                    { coming(failed, t.board_loading, t.board_load_failed, t.retry, retry) }
                </div>
            }
        }
    }
}
