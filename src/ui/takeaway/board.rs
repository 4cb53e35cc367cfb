//! The take-away boards: heaps with a button per allowed take (subtraction games, bounded Nim,
//! misère Nim), Nim_k's heaps with an amount for each, and the number line of "don't say N".
//! Each is one non-generic component the games share.

use std::rc::Rc;

use yew::prelude::*;

use super::text::{say_button, say_up_to};
use crate::content::{count_to, nim_k, takeaway::Words};
use crate::games::nim::NimMove;
use crate::games::takeaway::count_to::{CountMove, CountPosition};
use crate::games::takeaway::nim_k::NimKMove;
use crate::ui::i18n::use_lang;
use crate::ui::kit::chrome::{Control, board_keys};
use crate::ui::nim::board::group_digits;

/// Heaps up to this size are drawn stone by stone.
const MAX_DRAWN_STONES: u64 = 24;
/// At most this many take buttons per heap (the form takes any amount).
const MAX_BUTTONS: usize = 10;
/// "Don't say N" draws every number up to this N, else a window around the count.
const MAX_DRAWN_NUMBERS: u32 = 100;
/// At most this many count buttons (the largest count and the hint's are added).
const MAX_COUNT_BUTTONS: u32 = 10;

/// Which amounts a move may take from one heap.
#[derive(Clone, Debug, PartialEq)]
pub enum Takes {
    /// Any number from 1 to the heap (Nim).
    Any,
    /// 1 to k.
    UpTo(u32),
    /// The takes of a subtraction set, ascending (up to 10¹⁸ under a range).
    Set(Rc<[u64]>),
}

impl Takes {
    /// The first few amounts that fit a heap of `stones`, and whether more do.
    fn buttons(&self, stones: u64) -> (Vec<u64>, bool) {
        let all: Box<dyn Iterator<Item = u64>> = match self {
            Takes::Any => Box::new(1..=stones),
            Takes::UpTo(k) => Box::new(1..=u64::from(*k).min(stones)),
            Takes::Set(set) => Box::new(set.iter().copied().filter(move |&t| t <= stones)),
        };
        let mut amounts: Vec<u64> = all.take(MAX_BUTTONS + 1).collect();
        let more = amounts.len() > MAX_BUTTONS;
        amounts.truncate(MAX_BUTTONS);
        (amounts, more)
    }
}

#[derive(Properties, PartialEq)]
pub struct HeapBoardProps {
    pub heaps: Rc<[u64]>,
    pub takes: Takes,
    /// A label per heap (its value), shown with the values.
    pub labels: Option<Rc<[String]>>,
    pub show_labels: bool,
    pub marked: Rc<Vec<NimMove>>,
    pub interactive: bool,
    pub on_play: Callback<NimMove>,
    pub on_control: Callback<Control>,
    pub on_error: Callback<String>,
}

/// Boards of more heaps than this show no take buttons: the form takes (fewer nodes to update).
const MAX_HEAPS_WITH_BUTTONS: usize = 12;

#[derive(Properties, PartialEq)]
struct HeapRowProps {
    heap: usize,
    stones: u64,
    /// The amounts to offer as buttons, and whether there are more.
    buttons: Rc<[u64]>,
    more: bool,
    label: Option<String>,
    hinted: Rc<[u64]>,
    interactive: bool,
    on_play: Callback<NimMove>,
}

/// One heap: its own component, so a move re-renders only the heaps it changes.
#[component(HeapRow)]
fn heap_row(props: &HeapRowProps) -> Html {
    let t = Words(use_lang());
    let HeapRowProps { heap, stones, .. } = *props;
    html! {
        <li class={classes!("heap", (!props.hinted.is_empty()).then_some("hinted"))} data-heap={heap.to_string()} data-stones={stones.to_string()}>
            <span class="heap-name">{ t.heap_name(heap + 1) }</span>
            if stones <= MAX_DRAWN_STONES {
                <span class="heap-stones" aria-hidden="true">
                    { for (0..stones).map(|i| html! { <span key={i} class="stone-dot"></span> }) }
                </span>
            }
            <span class="heap-size">{ group_digits(stones) }</span>
            if let Some(label) = &props.label {
                <span class="heap-label">{ label }</span>
            }
            <span class="take-buttons">
                { for props.buttons.iter().map(|&take| {
                    let on_play = props.on_play.clone();
                    let onclick = Callback::from(move |_: MouseEvent| on_play.emit(NimMove { pile: heap, take }));
                    html! {
                        <button class={classes!("take-button", props.hinted.contains(&take).then_some("hinted"))}
                                data-take={take.to_string()} aria-label={t.take_aria(heap + 1, take)}
                                disabled={!props.interactive} {onclick}>{ format!("−{take}") }</button>
                    }
                }) }
                if props.buttons.is_empty() {
                    { for props.hinted.iter().map(|take| html! { <span class="heap-hint">{ format!("−{take}") }</span> }) }
                }
            </span>
            if props.more {
                <span class="muted more-takes">{ t.more_takes() }</span>
            }
        </li>
    }
}

/// Heaps with take buttons (or, for many heaps, cards), and a form for any amount.
#[component(HeapBoard)]
pub fn heap_board(props: &HeapBoardProps) -> Html {
    let t = Words(use_lang());
    let heap_choice = use_state_eq(|| 0usize);
    let amount = use_state_eq(String::new);
    let onkeydown = board_keys(props.on_control.clone(), |_| false);
    let with_buttons = props.heaps.len() <= MAX_HEAPS_WITH_BUTTONS;
    let heaps = props.heaps.iter().enumerate().map(|(heap, &stones)| {
        let (amounts, more) = if with_buttons { props.takes.buttons(stones) } else { (Vec::new(), false) };
        let hinted: Vec<u64> = props.marked.iter().filter(|m| m.pile == heap).map(|m| m.take).collect();
        let label = props.labels.as_ref().filter(|_| props.show_labels).and_then(|l| l.get(heap).cloned());
        html! {
            <HeapRow key={heap} {heap} {stones} buttons={Rc::from(amounts)} {more} {label} hinted={Rc::from(hinted)}
                     interactive={props.interactive} on_play={props.on_play.clone()} />
        }
    });
    let onsubmit = {
        let (heap, amount) = (*heap_choice, amount.clone());
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match amount.trim().parse::<u64>() {
                Ok(take) => on_play.emit(NimMove { pile: heap, take }),
                Err(_) => on_error.emit(t.not_a_take(amount.trim().chars().take(20).collect::<String>())),
            }
        })
    };
    let oninput = {
        let amount = amount.setter();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            amount.set(input.value());
        })
    };
    let onchange = {
        let heap_choice = heap_choice.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            heap_choice.set(select.value().parse().unwrap_or(0));
        })
    };
    html! {
        <>
            <div class="board-area takeaway-board" tabindex="0" {onkeydown}>
                <ol class="heaps fit-board" aria-label={t.heaps_aria(props.heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))}>
                    { for heaps }
                </ol>
            </div>
            <form class="take-form" {onsubmit}>
                <label>{ t.take() }{ " " }
                    <input type="number" class="take-input" min="1" inputmode="numeric" value={(*amount).clone()}
                           {oninput} aria-label={t.stones_to_take()} disabled={!props.interactive} />
                </label>
                <label>{ " " }{ t.from_heap() }{ " " }
                    <select class="take-pile" {onchange} disabled={!props.interactive}>
                        { for props.heaps.iter().enumerate().map(|(i, &stones)| html! {
                            <option value={i.to_string()} selected={i == *heap_choice}>{ t.heap_option(i + 1, stones) }</option>
                        }) }
                    </select>
                </label>
                <button type="submit" disabled={!props.interactive}>{ t.take_button() }</button>
            </form>
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct NimKBoardProps {
    pub heaps: Rc<[u64]>,
    pub k: u32,
    pub marked: Rc<Vec<NimKMove>>,
    pub interactive: bool,
    pub on_play: Callback<NimKMove>,
    pub on_control: Callback<Control>,
    pub on_error: Callback<String>,
}

/// Nim_k: an amount box per heap and one Take button.
#[component(NimKBoard)]
pub fn nim_k_board(props: &NimKBoardProps) -> Html {
    let lang = use_lang();
    let (t, n) = (Words(lang), nim_k::Words(lang));
    let amounts = use_state_eq(|| vec![String::new(); props.heaps.len()]);
    {
        let amounts = amounts.setter();
        use_effect_with(props.heaps.clone(), move |heaps| amounts.set(vec![String::new(); heaps.len()]));
    }
    let onkeydown = board_keys(props.on_control.clone(), |_| false);
    // The hint's first move, heap by heap.
    let hinted = |heap: usize| {
        props.marked.first().and_then(|m| m.takes.iter().find(|s| s.pile == heap)).map(|s| s.take)
    };
    let onsubmit = {
        let amounts = amounts.clone();
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let mut takes = Vec::new();
            for (pile, text) in amounts.iter().enumerate() {
                let text = text.trim();
                if text.is_empty() || text == "0" {
                    continue;
                }
                match text.parse::<u64>() {
                    Ok(take) => takes.push(NimMove { pile, take }),
                    Err(_) => {
                        on_error.emit(t.not_a_take(text.chars().take(20).collect::<String>()));
                        return;
                    }
                }
            }
            if takes.is_empty() {
                on_error.emit(n.nothing_chosen().to_owned());
            } else {
                on_play.emit(NimKMove { takes });
            }
        })
    };
    let rows = props.heaps.iter().enumerate().map(|(heap, &stones)| {
        let oninput = {
            let amounts = amounts.clone();
            Callback::from(move |event: InputEvent| {
                let input: web_sys::HtmlInputElement = event.target_unchecked_into();
                let mut next = (*amounts).clone();
                if let Some(slot) = next.get_mut(heap) {
                    *slot = input.value();
                }
                amounts.set(next);
            })
        };
        let hint = hinted(heap);
        html! {
            <li class={classes!("heap", hint.is_some().then_some("hinted"))} data-heap={heap.to_string()} data-stones={stones.to_string()}>
                <span class="heap-name">{ t.heap_name(heap + 1) }</span>
                if stones <= MAX_DRAWN_STONES {
                    <span class="heap-stones" aria-hidden="true">
                        { for (0..stones).map(|i| html! { <span key={i} class="stone-dot"></span> }) }
                    </span>
                }
                <span class="heap-size">{ group_digits(stones) }</span>
                <input type="number" class="nim-k-take" min="0" max={stones.to_string()} inputmode="numeric"
                       value={amounts.get(heap).cloned().unwrap_or_default()} {oninput}
                       aria-label={n.take_from_heap(heap + 1)} disabled={!props.interactive || stones == 0} />
                if let Some(take) = hint {
                    <span class="heap-hint">{ format!("−{take}") }</span>
                }
            </li>
        }
    });
    html! {
        <form class="nim-k-form" {onsubmit}>
            <div class="board-area takeaway-board" tabindex="0" {onkeydown}>
                <ol class="heaps fit-board">{ for rows }</ol>
            </div>
            // The rule's k beside the button, on the button's line: the status line says the rest.
            <div class="nim-k-actions">
                <button type="submit" class="primary nim-k-submit" disabled={!props.interactive}>{ n.take_chosen() }</button>
                <span class="muted">{ n.nim_k_help(props.k) }</span>
            </div>
        </form>
    }
}

#[derive(Properties, PartialEq)]
pub struct CountBoardProps {
    pub position: CountPosition,
    pub show_labels: bool,
    pub marked: Rc<Vec<CountMove>>,
    pub interactive: bool,
    pub on_play: Callback<CountMove>,
    pub on_control: Callback<Control>,
}

/// "Don't say N": the number line, with W/L labels computed back from N, and a button per count.
#[component(CountBoard)]
pub fn count_board(props: &CountBoardProps) -> Html {
    let lang = use_lang();
    let (t, c) = (Words(lang), count_to::Words(lang));
    let p = props.position;
    let onkeydown = board_keys(props.on_control.clone(), |_| false);
    let upto = use_state_eq(String::new);
    let oninput = {
        let upto = upto.setter();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            upto.set(input.value());
        })
    };
    let onsubmit = {
        let (upto, on_play) = (upto.clone(), props.on_play.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if let Ok(to) = upto.trim().parse::<u32>() {
                on_play.emit(CountMove { to });
            }
        })
    };
    let (from, to) = if p.target <= MAX_DRAWN_NUMBERS {
        (1, p.target)
    } else {
        let from = p.last.saturating_sub(6).max(1);
        (from, (from + 30).min(p.target))
    };
    let hinted_to = props.marked.first().map(|m| m.to);
    let cell = |n: u32| {
        let losing = p.losing_start(n);
        let class = classes!(
            "number",
            (n <= p.last).then_some("said"),
            (n == p.target).then_some("target"),
            hinted_to.is_some_and(|h| n > p.last && n <= h).then_some("hinted"),
            (props.show_labels && losing).then_some("losing")
        );
        html! {
            <li key={n} {class} data-n={n.to_string()}>
                <span class="n">{ n }</span>
                if props.show_labels {
                    <span class="wl">{ if losing { t.losing_mark() } else { t.winning_mark() } }</span>
                }
            </li>
        }
    };
    // At most MAX_COUNT_BUTTONS buttons (and the hint's, if further): the form says any count.
    let most = p.k.min(p.target.saturating_sub(p.last));
    let counts: Vec<u32> = (1..=most)
        .filter(|&c| c <= MAX_COUNT_BUTTONS || hinted_to == Some(p.last + c) || c == most)
        .collect();
    let buttons = counts.into_iter().map(|count| {
        let said = p.last + count;
        let on_play = props.on_play.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_play.emit(CountMove { to: said }));
        html! {
            <button class={classes!("say-button", (hinted_to == Some(said)).then_some("hinted"))} data-to={said.to_string()}
                    aria-label={format!("{} ({})", say_button(lang, p.last + 1, said), say_up_to(lang, p.last + 1, said))}
                    disabled={!props.interactive} {onclick}>
                { say_button(lang, p.last + 1, said) }
            </button>
        }
    });
    html! {
        <div class="board-area count-board" role="group" tabindex="0" {onkeydown} aria-label={c.number_line()}>
            <p class="said-so-far">{ c.said_up_to(p.last) }</p>
            <ol class="number-line fit-board">
                { for (from..=to).map(cell) }
                if to < p.target {
                    <li class="gap" aria-hidden="true">{ "…" }</li>
                    { cell(p.target) }
                }
            </ol>
            if from > 1 || to < p.target {
                <p class="muted">{ c.count_window(from, p.target, to) }</p>
            }
            <div class="say-buttons">{ for buttons }</div>
            if p.k > MAX_COUNT_BUTTONS {
                <form class="take-form count-form" {onsubmit}>
                    <label>{ c.count_up_to() }{ " " }
                        <input type="number" class="count-input" min={(p.last + 1).to_string()} inputmode="numeric"
                               value={(*upto).clone()} {oninput} disabled={!props.interactive} />
                    </label>
                    <button type="submit" disabled={!props.interactive}>{ c.say() }</button>
                </form>
            }
        </div>
    }
}
