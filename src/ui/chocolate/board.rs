//! The chocolate board: every bar as an SVG grid of squares, one component per bar.
//!
//! Pointing at a bar previews the grid line nearest the pointer; a click or tap breaks it there.
//! In the eat game the break is only marked: the two pieces light up and the player picks the one
//! to eat (or eats the whole bar with its own button). A bar too large for visible squares is
//! drawn compact: a plain slab of the right proportions, still cut by pointing.

use yew::prelude::*;

use crate::content::chocolate_eat;
use crate::games::chocolate::{Bar, BarValue, Cut, Variant};
use crate::ui::chocolate::text::{self, Own, bar_label};
use crate::ui::i18n::use_lang;
use crate::ui::kit::number::decimal;

/// Squares smaller than this (in CSS pixels) are not drawn one by one.
pub const MIN_SQUARE_PX: f64 = 6.0;

/// The line a move breaks along: `AfterRow(i)` / `AfterColumn(j)`.
pub fn line_of(cut: Cut, bar: Bar) -> Option<Cut> {
    match cut {
        Cut::AfterRow(_) | Cut::AfterColumn(_) => Some(cut),
        // Eating k rows can be drawn as eating the top k rows.
        Cut::EatRows(k) => Some(Cut::AfterRow(k)).filter(|_| k < bar.h),
        Cut::EatColumns(k) => Some(Cut::AfterColumn(k)).filter(|_| k < bar.w),
        Cut::EatWhole => None,
    }
}

/// Which piece of a marked break the eater takes: the first (top or left) or the second.
/// `None` unless `line` is a grid line inside `bar` (a break marked on an earlier position).
pub fn eat_piece(line: Cut, bar: Bar, first: bool) -> Option<Cut> {
    if !bar.has_line(line) {
        return None;
    }
    match line {
        Cut::AfterRow(i) => Some(Cut::EatRows(if first { i } else { bar.h.checked_sub(i)? })),
        Cut::AfterColumn(j) => Some(Cut::EatColumns(if first { j } else { bar.w.checked_sub(j)? })),
        _ => None,
    }
}

/// Every line of a bar, rows first: the keyboard walks through them in this order.
pub fn lines(bar: Bar) -> Vec<Cut> {
    (1..bar.h).map(Cut::AfterRow).chain((1..bar.w).map(Cut::AfterColumn)).collect()
}

#[derive(Properties, PartialEq)]
pub struct BarViewProps {
    pub index: usize,
    pub bar: Bar,
    pub variant: Variant,
    /// The largest side of the drawing, in CSS pixels.
    pub max_px: f64,
    pub label: Option<BarValue>,
    pub interactive: bool,
    /// The keyboard's line on this bar, if this bar is selected.
    pub selected_line: Option<Cut>,
    pub selected: bool,
    /// Eat game: a break marked and waiting for the piece to eat.
    pub pending: Option<Cut>,
    /// Hint: winning moves on this bar.
    pub marked: Vec<Cut>,
    /// A piece just made by a break: 1 for the first (top/left), 2 for the second; with the
    /// direction (true: the break ran between rows).
    pub fresh: Option<(u8, bool)>,
    /// The computer just ate from this bar: marked for a moment (eat game).
    #[prop_or_default]
    pub moved: bool,
    pub on_line: Callback<(usize, Cut)>,
    pub on_eat: Callback<(usize, Cut)>,
}

/// The nearest interior grid line to a point given in squares, or `None` for a 1×1 bar.
fn nearest_line(bar: Bar, x: f64, y: f64) -> Option<Cut> {
    // The nearest of the lines 1 ..= sides − 1 to `at`, with its distance; none for one square.
    let nearest = |at: f64, sides: u32| -> Option<(u32, f64)> {
        (sides > 1).then(|| {
            let line = (at.round().max(1.0) as u32).min(sides - 1);
            (line, (at - f64::from(line)).abs())
        })
    };
    match (nearest(y, bar.h), nearest(x, bar.w)) {
        (Some((row, dr)), Some((_, dc))) if dr <= dc => Some(Cut::AfterRow(row)),
        (_, Some((column, _))) => Some(Cut::AfterColumn(column)),
        (Some((row, _)), None) => Some(Cut::AfterRow(row)),
        (None, None) => None,
    }
}

#[component(BarView)]
pub fn bar_view(props: &BarViewProps) -> Html {
    let lang = use_lang();
    let hover = use_state_eq(|| None::<Cut>);
    let bar = props.bar;
    let (h, w) = (f64::from(bar.h), f64::from(bar.w));
    // Squares of at most 40 px, more when the page allows larger bars (max_px over 320: a projector).
    let square = (props.max_px / h.max(w)).min(40.0_f64.max(props.max_px / 8.0));
    let compact = square < MIN_SQUARE_PX;
    let (width, height) = (w * square, h * square);
    // The drawing has a margin of `pad` units around the bar, so lines at the edge stay visible.
    let pad = 3.0;
    // A coordinate of the drawing, to a thousandth of a unit.
    let at = |x: f64| decimal(x, 3);
    let svg_ref = use_node_ref();

    // The point under the pointer, in squares.
    let point = {
        let svg_ref = svg_ref.clone();
        move |event: &MouseEvent| -> Option<(f64, f64)> {
            let svg = svg_ref.cast::<web_sys::Element>()?;
            let rect = svg.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return None;
            }
            let x = (f64::from(event.client_x()) - rect.left()) / rect.width() * (width + 2.0 * pad) - pad;
            let y = (f64::from(event.client_y()) - rect.top()) / rect.height() * (height + 2.0 * pad) - pad;
            Some((x / square, y / square))
        }
    };
    let interactive = props.interactive && !bar.is_square();
    // Lines from an earlier position (the page checks them too) are neither drawn nor used.
    let pending = props.pending.filter(|&line| bar.has_line(line));
    let onpointermove = {
        let hover = hover.clone();
        let point = point.clone();
        Callback::from(move |event: PointerEvent| {
            if interactive {
                hover.set(point(&event).and_then(|(x, y)| nearest_line(bar, x, y)));
            }
        })
    };
    // A finger on the bar shows the line it is on before the tap lifts and cuts.
    let onpointerdown = onpointermove.clone();
    let onpointerleave = {
        let hover = hover.clone();
        Callback::from(move |_: PointerEvent| hover.set(None))
    };
    let onclick = {
        let on_line = props.on_line.clone();
        let on_eat = props.on_eat.clone();
        let index = props.index;
        let point = point.clone();
        Callback::from(move |event: MouseEvent| {
            if !interactive {
                return;
            }
            let Some((x, y)) = point(&event) else { return };
            // With a break marked (eat game), a click on a piece eats it.
            if let Some(line) = pending {
                let first = match line {
                    Cut::AfterRow(i) => y < f64::from(i),
                    Cut::AfterColumn(j) => x < f64::from(j),
                    _ => true,
                };
                if let Some(cut) = eat_piece(line, bar, first) {
                    on_eat.emit((index, cut));
                }
                return;
            }
            if let Some(line) = nearest_line(bar, x, y) {
                on_line.emit((index, line));
            }
        })
    };
    let shown_line = props.selected_line.filter(|&line| bar.has_line(line)).or(*hover);
    let line_path = |cut: Cut| -> Option<String> {
        match cut {
            Cut::AfterRow(i) => Some(format!("M0 {} H{}", at(f64::from(i) * square), at(width))),
            Cut::AfterColumn(j) => Some(format!("M{} 0 V{}", at(f64::from(j) * square), at(height))),
            _ => None,
        }
    };
    // The grid: one path for every interior line, built again only when the bar or its scale change.
    let grid = use_memo((bar, square.to_bits()), move |_| {
        (!compact).then(|| {
            let mut d = String::new();
            for i in 1..bar.h {
                d.push_str(&format!("M0 {} H{} ", at(f64::from(i) * square), at(width)));
            }
            for j in 1..bar.w {
                d.push_str(&format!("M{} 0 V{} ", at(f64::from(j) * square), at(height)));
            }
            d
        })
    });
    let pieces = pending.map(|line| match line {
        Cut::AfterRow(i) => {
            let y = f64::from(i) * square;
            [(0.0, 0.0, width, y), (0.0, y, width, height - y)]
        }
        _ => {
            let x = f64::from(match line {
                Cut::AfterColumn(j) => j,
                _ => 0,
            }) * square;
            [(0.0, 0.0, x, height), (x, 0.0, width - x, height)]
        }
    });
    let marked_whole = props.marked.contains(&Cut::EatWhole);
    let marked_lines: Vec<String> =
        props.marked.iter().filter_map(|&cut| line_of(cut, bar)).filter_map(line_path).collect();
    let fresh =
        props.fresh.map(|(piece, rows)| format!("fresh-{}-{}", if rows { "rows" } else { "columns" }, piece));
    let value = props.label.map(|v| bar_label(lang, v));
    let aria = text::bar_aria(lang, props.variant, props.index, bar, value.as_deref());
    html! {
        <figure class={classes!("bar", props.selected.then_some("selected"), compact.then_some("compact"), fresh,
                                props.moved.then_some("just-moved"))}
                data-bar={bar.to_string()} data-index={props.index.to_string()}>
            <svg ref={svg_ref} class={classes!("bar-svg", interactive.then_some("active"))}
                 viewBox={format!("{} {} {} {}", at(-pad), at(-pad), decimal(width + 2.0 * pad, 2), decimal(height + 2.0 * pad, 2))}
                 width={decimal(width + 2.0 * pad, 2)} height={decimal(height + 2.0 * pad, 2)}
                 role="img" aria-label={aria} {onpointermove} {onpointerdown} {onpointerleave} {onclick}>
                <rect class={classes!("bar-body", marked_whole.then_some("hinted"))} x="0" y="0"
                      width={at(width)} height={at(height)} rx={at(square.min(8.0) / 2.0)} />
                if let Some(d) = (*grid).clone() {
                    <path class="grid" d={d} />
                }
                if let Some([a, b]) = pieces {
                    <rect class="piece piece-first" x={at(a.0)} y={at(a.1)} width={at(a.2)} height={at(a.3)} />
                    <rect class="piece piece-second" x={at(b.0)} y={at(b.1)} width={at(b.2)} height={at(b.3)} />
                }
                <g class="hints">{ for marked_lines.into_iter().map(|d| html! { <path class="hint-line" d={d} /> }) }</g>
                if let Some(d) = shown_line.and_then(line_path) {
                    <path class="cut-preview" d={d} />
                }
                if let Some(d) = pending.and_then(line_path) {
                    <path class="cut-pending" d={d} />
                }
            </svg>
            <figcaption>
                <span class="bar-size">{ bar.pretty() }</span>
                if let Some(value) = props.label {
                    <span class={classes!("bar-label", matches!(value, BarValue::WinsAtOnce | BarValue::CutOut).then_some("special"))}>
                        { bar_label(lang, value) }
                    </span>
                }
                if props.variant == Variant::Eat && props.interactive {
                    <button class="eat-whole" aria-label={chocolate_eat::Words(lang).eat_whole_aria(props.index + 1)}
                            onclick={{ let on_eat = props.on_eat.clone(); let index = props.index;
                                       Callback::from(move |_: MouseEvent| on_eat.emit((index, Cut::EatWhole))) }}>
                        { chocolate_eat::Words(lang).eat_whole() }
                    </button>
                }
            </figcaption>
        </figure>
    }
}

#[derive(Properties, PartialEq)]
pub struct ChocolateBoardProps {
    pub bars: Vec<Bar>,
    pub variant: Variant,
    pub labels: Option<Vec<BarValue>>,
    pub max_px: f64,
    pub interactive: bool,
    /// The keyboard's selection: a bar and a line on it.
    pub selection: Option<(usize, Option<Cut>)>,
    pub pending: Option<(usize, Cut)>,
    pub marked: Vec<(usize, Cut)>,
    /// The bars made by the last break, to animate them apart: (first index, between rows).
    pub fresh: Option<(usize, bool)>,
    /// The bar the computer just ate from (eat game), marked for a moment.
    #[prop_or_default]
    pub moved: Option<usize>,
    pub on_line: Callback<(usize, Cut)>,
    pub on_eat: Callback<(usize, Cut)>,
}

/// Identities for the bars of a new position, given the previous bars and their identities: the
/// bars before and after the changed stretch keep theirs, the changed ones get new ones. A move
/// changes one bar, so the bars it only shifts keep their components (and drawings).
pub fn carry_keys(previous: &[Bar], ids: &[u64], bars: &[Bar], next_id: &mut u64) -> Vec<u64> {
    let shortest = previous.len().min(bars.len());
    let prefix = previous.iter().zip(bars).take_while(|(a, b)| a == b).count();
    let suffix = previous
        .iter()
        .rev()
        .zip(bars.iter().rev())
        .take(shortest - prefix)
        .take_while(|(a, b)| a == b)
        .count();
    let mut keys: Vec<u64> = ids[..prefix].to_vec();
    for _ in prefix..bars.len() - suffix {
        keys.push(*next_id);
        *next_id += 1;
    }
    keys.extend_from_slice(&ids[ids.len() - suffix..]);
    keys
}

#[component(ChocolateBoard)]
pub fn chocolate_board(props: &ChocolateBoardProps) -> Html {
    let lang = use_lang();
    // (bars, their identities, the next identity), carried from render to render.
    let identities = use_mut_ref(|| (Vec::<Bar>::new(), Vec::<u64>::new(), 0u64));
    let keys = {
        let mut state = identities.borrow_mut();
        let (previous, ids, next_id) = &mut *state;
        if previous.as_slice() != props.bars.as_slice() {
            *ids = carry_keys(previous, ids, &props.bars, next_id);
            *previous = props.bars.clone();
        }
        ids.clone()
    };
    if props.bars.is_empty() {
        return html! { <p class="board-empty muted">{ Own(props.variant, lang).board_empty() }</p> };
    }
    html! {
        <div class="chocolate-board fit-board">
            { for props.bars.iter().enumerate().map(|(index, &bar)| {
                let selected = props.selection.is_some_and(|(b, _)| b == index);
                let selected_line = props.selection.filter(|(b, _)| *b == index).and_then(|(_, line)| line);
                let pending = props.pending.filter(|(b, _)| *b == index).map(|(_, line)| line);
                let marked: Vec<Cut> = props.marked.iter().filter(|(b, _)| *b == index).map(|(_, cut)| *cut).collect();
                let fresh = props.fresh.and_then(|(first, rows)| match index {
                    i if i == first => Some((1, rows)),
                    i if i == first + 1 => Some((2, rows)),
                    _ => None,
                });
                html! {
                    <BarView key={keys.get(index).copied().unwrap_or(u64::MAX - index as u64)} {index} {bar} variant={props.variant}
                             max_px={props.max_px} label={props.labels.as_ref().and_then(|l| l.get(index).copied())}
                             interactive={props.interactive} {selected} {selected_line} {pending} {marked} {fresh}
                             moved={props.moved == Some(index)}
                             on_line={props.on_line.clone()} on_eat={props.on_eat.clone()} />
                }
            }) }
        </div>
    }
}
