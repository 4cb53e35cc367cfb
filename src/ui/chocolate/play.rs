//! What the chocolate games put in the page's board slot: the board with its keyboard, the eat
//! game's piece choice, the move form (for compact bars and for typing), and the lines only a
//! cutting position needs (a strip or a 1×1 instead of a total, an address too long to write).
//!
//! One component for the three games (the variant is a prop), so the wasm holds one copy.

use std::rc::Rc;

use yew::prelude::*;

use super::board::{ChocolateBoard, eat_piece, lines};
use super::text::{self, Own, Words};
use crate::content::{chocolate_eat, cutting};
use crate::games::chocolate::{Bar, BarValue, ChocolateMove, ChocolatePosition, Cut, Rules, Variant};
use crate::ui::i18n::use_lang;
use crate::ui::kit::chrome::{Control, board_keys, text_input};

/// A cutting position the nim-sum does not describe.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Special {
    /// A 1×1 is cut out: the game is over.
    SquareCutOut,
    /// A strip one square wide: whoever moves cuts a square off it and wins at once.
    Strip,
}

/// Whether `position` is a [`Special`] one (only cutting positions are).
pub fn special(variant: Variant, position: &ChocolatePosition) -> Option<Special> {
    if variant != Variant::Cutting {
        return None;
    }
    let bars = position.bars();
    if bars.iter().any(|b| b.is_square()) {
        Some(Special::SquareCutOut)
    } else if bars.iter().any(|b| b.is_strip()) {
        Some(Special::Strip)
    } else {
        None
    }
}

/// How many CSS pixels a bar's drawing may take, from the window width and the number of bars.
fn bar_max_px(bars: usize) -> f64 {
    let width =
        web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|w| w.as_f64()).unwrap_or(1280.0);
    // Below 900 px the board has the whole width; above, three fifths of it (see style.css).
    let board = if width <= 900.0 { width - 60.0 } else { width * 0.6 - 60.0 };
    let per_row = (bars.max(1) as f64).sqrt().ceil();
    // Wide screens (a classroom projector) draw larger bars: 320 px up to 1280 px wide, 480 at 1920.
    let largest = (width / 4.0).clamp(320.0, 512.0);
    // Not `clamp(60.0, largest)`: with a bound known only at run time, f64::clamp keeps its
    // panic message, which prints floats and links core's float printing (about 18 KB of wasm).
    (board / per_row - 24.0).max(60.0).min(largest)
}

/// The kit's board props for one variant (see `GameUi::board`).
#[derive(Properties, PartialEq)]
pub struct ChocolatePlayProps {
    pub variant: Variant,
    pub position: ChocolatePosition,
    pub show_labels: bool,
    pub marked: Rc<Vec<ChocolateMove>>,
    pub interactive: bool,
    pub last: Option<ChocolateMove>,
    /// The computer's move while it is new (see `BoardProps::computer_move`).
    #[prop_or_default]
    pub computer_move: Option<ChocolateMove>,
    pub on_play: Callback<ChocolateMove>,
    pub on_control: Callback<Control>,
    pub on_error: Callback<String>,
    pub on_prompt: Callback<Option<String>>,
}

#[component(ChocolatePlay)]
pub fn chocolate_play(props: &ChocolatePlayProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let (eat, cut) = (chocolate_eat::Words(lang), cutting::Words(lang));
    let variant = props.variant;
    let position = &props.position;
    let selection = use_state_eq(|| None::<(usize, Option<Cut>)>);
    let pending = use_state_eq(|| None::<(usize, Cut)>);
    let move_text = use_state_eq(String::new);

    // A new position drops a marked break and keeps the keyboard on a bar that exists.
    {
        let (pending, selection) = (pending.setter(), selection.clone());
        use_effect_with(position.clone(), move |position| {
            pending.set(None);
            if let Some((bar, _)) = *selection {
                let count = position.bars().len();
                selection.set((count > 0).then(|| (bar.min(count - 1), None)));
            }
        });
    }
    // A marked break or a keyboard line from the previous position (the effect above drops them
    // only after this render) is ignored unless it is a line inside the bar it names now.
    let line_fits = |index: usize, line: Cut| position.bars().get(index).is_some_and(|b| b.has_line(line));
    let pending_now = (*pending).filter(|&(index, line)| line_fits(index, line));
    let selection_now = (*selection)
        .filter(|&(index, _)| index < position.bars().len())
        .map(|(index, line)| (index, line.filter(|&line| line_fits(index, line))));
    // While a break waits for its piece, the status line asks for it.
    {
        let prompt = pending_now.map(|(index, _)| eat.pending_status(index + 1));
        use_effect_with(prompt, {
            let on_prompt = props.on_prompt.clone();
            move |prompt| on_prompt.emit(prompt.clone())
        });
    }
    // The piece choice appears under the board: on a phone that can be below the screen, so it is
    // brought into view (as little scrolling as possible) when a break is marked.
    let choice_ref = use_node_ref();
    {
        let choice_ref = choice_ref.clone();
        use_effect_with(pending_now.is_some(), move |&shown| {
            if shown && let Some(element) = choice_ref.cast::<web_sys::Element>() {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                element.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
    }

    let on_line = use_callback(
        (props.on_play.clone(), pending.setter(), variant),
        |(bar, line): (usize, Cut), (play, pending, variant)| {
            if *variant == Variant::Eat {
                pending.set(Some((bar, line)));
            } else {
                play.emit(ChocolateMove { bar, cut: line });
            }
        },
    );
    let on_eat = use_callback(
        (props.on_play.clone(), pending.setter()),
        |(bar, cut): (usize, Cut), (play, pending)| {
            pending.set(None);
            play.emit(ChocolateMove { bar, cut });
        },
    );
    let onkeydown = {
        let (selection, pending) = (selection.setter(), pending.setter());
        let (on_line, on_eat) = (on_line.clone(), on_eat.clone());
        let bars: Vec<Bar> = position.bars().to_vec();
        board_keys(props.on_control.clone(), move |key| {
            let count = bars.len();
            let (bar, line) = selection_now.unwrap_or((0, None));
            let step_line = |forward: bool| -> Option<Cut> {
                let all = lines(*bars.get(bar)?);
                let at = line.and_then(|l| all.iter().position(|&x| x == l));
                let next = match (at, forward) {
                    _ if all.is_empty() => return None,
                    (None, true) => 0,
                    (None, false) => all.len() - 1,
                    (Some(i), true) => (i + 1) % all.len(),
                    (Some(i), false) => (i + all.len() - 1) % all.len(),
                };
                Some(all[next])
            };
            match key {
                // With no bar the board takes only the keys every game shares.
                _ if count == 0 => false,
                "ArrowRight" | "ArrowLeft" => {
                    let next = match (selection_now, key == "ArrowRight") {
                        (None, true) => 0,
                        (None, false) => count - 1,
                        (Some(_), true) => (bar + 1) % count,
                        (Some(_), false) => (bar + count - 1) % count,
                    };
                    selection.set(Some((next, None)));
                    true
                }
                "ArrowDown" | "ArrowUp" => {
                    selection.set(Some((bar, step_line(key == "ArrowDown"))));
                    true
                }
                "Enter" | " " => {
                    if let Some(line) = line {
                        on_line.emit((bar, line));
                    }
                    true
                }
                "1" | "2" => {
                    if let Some((index, line)) = pending_now
                        && let Some(cut) = bars.get(index).and_then(|&b| eat_piece(line, b, key == "1"))
                    {
                        on_eat.emit((index, cut));
                    }
                    true
                }
                "e" | "E" if variant == Variant::Eat => {
                    if selection_now.is_some() {
                        on_eat.emit((bar, Cut::EatWhole));
                    }
                    true
                }
                "Escape" => {
                    pending.set(None);
                    true
                }
                _ => false,
            }
        })
    };

    // The move form: a move in the notation, for compact bars and for typing.
    let on_move_submit = {
        let move_text = move_text.clone();
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match move_text.trim().parse::<ChocolateMove>() {
                Ok(mv) => on_play.emit(mv),
                Err(error) => on_error.emit(text::parse_move_error(lang, variant, &error)),
            }
        })
    };
    let on_move_input = text_input(move_text.setter());

    let pending_choice = pending_now.and_then(|(index, line)| {
        let bar = *position.bars().get(index)?;
        let rows = matches!(line, Cut::AfterRow(_));
        let (first, second) = (eat_piece(line, bar, true)?, eat_piece(line, bar, false)?);
        let piece = |cut: Cut| match cut {
            Cut::EatRows(k) => Bar { h: k, w: bar.w },
            Cut::EatColumns(k) => Bar { h: bar.h, w: k },
            _ => bar,
        };
        let on_piece = |cut: Cut| on_eat.reform(move |_: MouseEvent| (index, cut));
        Some(html! {
            <div class="piece-choice" role="group" aria-label={eat.which_piece()}>
                <span>{ eat.eat_which(index + 1) }</span>
                <button class="eat-first" onclick={on_piece(first)}>{ text::eat_piece(lang, true, rows, piece(first)) }<kbd class="key-hint">{ "1" }</kbd></button>
                <button class="eat-second" onclick={on_piece(second)}>{ text::eat_piece(lang, false, rows, piece(second)) }<kbd class="key-hint">{ "2" }</kbd></button>
                <button class="cancel" onclick={{ let pending = pending.setter(); Callback::from(move |_: MouseEvent| pending.set(None)) }}>{ eat.cancel() }<kbd class="key-hint">{ "Esc" }</kbd></button>
            </div>
        })
    });
    let selection_text = selection_now
        .and_then(|(index, line)| {
            Some(text::selected(lang, variant, index, *position.bars().get(index)?, line))
        })
        .unwrap_or_default();
    let labels: Option<Vec<BarValue>> =
        props.show_labels.then(|| position.bars().iter().map(|&b| variant.bar_value(b)).collect());
    let marked: Vec<(usize, Cut)> = props.marked.iter().map(|m| (m.bar, m.cut)).collect();
    let fresh = props.last.filter(|_| variant != Variant::Eat).map(|mv| (mv.bar, mv.cut.between_rows()));
    // A bite leaves the bar in its place (smaller): mark it. A bar eaten whole is simply gone.
    let moved =
        props.computer_move.filter(|mv| variant == Variant::Eat && mv.cut != Cut::EatWhole).map(|mv| mv.bar);
    let interactive = props.interactive;
    html! {
        <>
            if !position.fits_notation() {
                <p class="notice too-long-for-address">{ text::too_long_for_address(lang, variant, position.bars().len()) }</p>
            }
            <p class="sr-only" aria-live="polite">{ selection_text }</p>
            <div class="board-area" role="application" tabindex="0" {onkeydown} aria-label={Own(variant, lang).board_label()}>
                <ChocolateBoard bars={position.bars().to_vec()} {variant} {labels} max_px={bar_max_px(position.bars().len())}
                                {interactive} selection={selection_now} pending={pending_now} {marked} {fresh}
                                {moved} {on_line} {on_eat} />
            </div>
            // A wrapper that is always there: an empty list in its place would shift the
            // siblings Yew matches by position, and the board would lose focus.
            <div class="piece-choice-slot" ref={choice_ref}>{ for pending_choice }</div>
            // A strip or a 1×1 has no value: these lines take the total line's place.
            if props.show_labels {
                if let Some(special) = special(variant, position) {
                    <p class="total strip-total">
                        if special == Special::SquareCutOut {
                            <strong class="total-value">{ cut.game_over() }</strong>{ cut.square_cut_out_total() }
                        } else {
                            <strong class="total-value">{ cut.wins_at_once() }</strong>
                            { if Rules(variant).is_over(position) { "" } else { cut.strip_on_board() } }
                        }
                    </p>
                }
            }
            <form class="take-form move-form" onsubmit={on_move_submit}>
                <label>{ t.move_label() }{ " " }
                    <input type="text" class="move-input" value={(*move_text).clone()} oninput={on_move_input}
                           placeholder={Own(variant, lang).move_placeholder()}
                           aria-label={t.move_aria()} disabled={!interactive} spellcheck="false" autocomplete="off" />
                </label>
                <button type="submit" disabled={!interactive}>{ t.play() }</button>
            </form>
        </>
    }
}
