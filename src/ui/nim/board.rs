//! The Nim board: piles of stones in SVG, or a compact numeric view for large positions.

use yew::prelude::*;

use super::text;
use crate::content::nim::Words;
use crate::games::nim::{NimMove, NimPosition};
use crate::ui::i18n::use_lang;

/// Piles taller than this are shown as numbers: the stones would be too small to tap.
pub const MAX_DRAWN_STONES: u64 = 20;
/// More piles than this are shown as numbers, for the same reason.
pub const MAX_DRAWN_PILES: usize = 16;

const COLUMN: i64 = 64;
const PITCH: i64 = 40;
const RADIUS: i64 = 17;
const LABEL_SPACE: i64 = 64;

/// Whether `position` is drawn as stones (or as numbers) when `max_piles` piles fit across.
pub fn drawable(position: &NimPosition, max_piles: usize) -> bool {
    position.piles().len() <= max_piles.min(MAX_DRAWN_PILES)
        && position.piles().iter().all(|&p| p <= MAX_DRAWN_STONES)
}

#[derive(Properties, PartialEq)]
pub struct NimBoardProps {
    pub position: NimPosition,
    /// How many piles fit across the screen at a tappable size.
    #[prop_or(MAX_DRAWN_PILES)]
    pub max_piles: usize,
    pub show_labels: bool,
    /// Moves to mark on the board (the hint).
    pub marked: Vec<NimMove>,
    /// The keyboard selection: this many stones from the top of this pile.
    pub selection: Option<NimMove>,
    /// False while the person may not move (computer's turn, game over).
    pub interactive: bool,
    pub on_take: Callback<NimMove>,
    pub on_select: Callback<NimMove>,
    /// The computer's move just made: its stones are drawn where they were, fading away.
    #[prop_or_default]
    pub taken: Option<NimMove>,
}

#[component(NimBoard)]
pub fn nim_board(props: &NimBoardProps) -> Html {
    let t = Words(use_lang());
    let hovered = use_state_eq(|| None::<NimMove>);
    let on_hover = use_callback(hovered.setter(), |mv: Option<NimMove>, hovered| hovered.set(mv));
    if !drawable(&props.position, props.max_piles) {
        return compact_view(props, t);
    }
    let piles = props.position.piles();
    // Room for the stones the computer just took, drawn above what is left of their pile.
    let ghost_top = props.taken.and_then(|m| Some(piles.get(m.pile)? + m.take)).unwrap_or(0);
    let tallest = piles.iter().copied().max().unwrap_or(0).max(5).max(ghost_top) as i64;
    let width = COLUMN * piles.len().max(1) as i64;
    let base = tallest * PITCH + 8;
    let height = base + LABEL_SPACE;
    // What would be taken: the hovered stone and those above it, else the keyboard selection.
    let preview = (*hovered).or(props.selection);
    let take_for = |moves: &[NimMove], pile: usize| moves.iter().find(|m| m.pile == pile).map(|m| m.take);
    html! {
        <svg class="nim-board fit-board" viewBox={format!("0 0 {width} {height}")} role="img"
             aria-label={t.piles_aria(&props.position)}>
            <line class="ground" x1="0" x2={width.to_string()} y1={(base + 4).to_string()} y2={(base + 4).to_string()} />
            { for piles.iter().enumerate().map(|(pile, &stones)| html! {
                <Pile key={pile} {pile} {stones} {base}
                      preview={take_for(preview.as_slice(), pile)}
                      hint={take_for(&props.marked, pile)}
                      selected={props.selection.is_some_and(|s| s.pile == pile)}
                      taken={props.taken.filter(|m| m.pile == pile).map_or(0, |m| m.take)}
                      interactive={props.interactive} show_labels={props.show_labels}
                      on_take={props.on_take.clone()} on_hover={on_hover.clone()} />
            }) }
        </svg>
    }
}

#[derive(Properties, PartialEq)]
struct PileProps {
    pile: usize,
    stones: u64,
    /// The y coordinate of the ground line.
    base: i64,
    /// How many stones from the top are previewed (hover or keyboard selection).
    preview: Option<u64>,
    /// How many stones from the top the hint takes.
    hint: Option<u64>,
    selected: bool,
    /// How many stones the computer just took from this pile (drawn fading above the rest).
    taken: u64,
    interactive: bool,
    show_labels: bool,
    on_take: Callback<NimMove>,
    on_hover: Callback<Option<NimMove>>,
}

/// One pile: its own component, so a move re-renders only the piles it changes.
#[component(Pile)]
fn pile_view(props: &PileProps) -> Html {
    let t = Words(use_lang());
    let PileProps { pile, stones, base, .. } = *props;
    let cx = COLUMN * pile as i64 + COLUMN / 2;
    let stone_nodes = (0..stones).map(|index| {
        let take = stones - index;
        let mv = NimMove { pile, take };
        let cy = base - index as i64 * PITCH - PITCH / 2;
        let in_preview = props.preview.is_some_and(|t| take <= t);
        let in_hint = props.hint.is_some_and(|t| take <= t);
        let class = classes!(
            "stone",
            in_preview.then_some("preview"),
            in_hint.then_some("hinted"),
            props.interactive.then_some("active")
        );
        let on_take = props.on_take.clone();
        let interactive = props.interactive;
        let onclick = Callback::from(move |_: MouseEvent| {
            if interactive {
                on_take.emit(mv);
            }
        });
        let enter = props.on_hover.reform(move |_: PointerEvent| Some(mv));
        let leave = props.on_hover.reform(|_: PointerEvent| None);
        html! {
            <circle {class} cx={cx.to_string()} cy={cy.to_string()} r={RADIUS.to_string()}
                data-pile={pile.to_string()} data-index={index.to_string()}
                {onclick} onpointerenter={enter} onpointerleave={leave}>
                <title>{ text::take_from(t, pile, take) }</title>
            </circle>
        }
    });
    let taken_nodes = (stones..stones + props.taken).map(|index| {
        let cy = base - index as i64 * PITCH - PITCH / 2;
        html! { <circle class="stone taken" cx={cx.to_string()} cy={cy.to_string()} r={RADIUS.to_string()} /> }
    });
    html! {
        <g class={classes!("pile", props.selected.then_some("selected"), (props.taken > 0).then_some("just-moved"))}
           data-pile={pile.to_string()} data-stones={stones.to_string()}>
            <rect class="pile-slot" x={(cx - COLUMN / 2 + 4).to_string()} y="0"
                  width={(COLUMN - 8).to_string()} height={(base + 4).to_string()} rx="10" />
            { for stone_nodes }
            { for taken_nodes }
            <text class="pile-name" x={cx.to_string()} y={(base + 26).to_string()}>
                { format!("{}", pile + 1) }
            </text>
            if props.show_labels {
                <text class="pile-label" x={cx.to_string()} y={(base + 52).to_string()}>
                    { format!("*{stones}") }
                </text>
            }
        </g>
    }
}

/// Large positions: one card per pile with its size; the move form below the board takes.
fn compact_view(props: &NimBoardProps, t: Words) -> Html {
    let cards = props.position.piles().iter().enumerate().map(|(pile, &stones)| {
        html! {
            <PileCard key={pile} {pile} {stones} show_labels={props.show_labels}
                      selected={props.selection.is_some_and(|s| s.pile == pile)}
                      hint={props.marked.iter().find(|m| m.pile == pile).map(|m| m.take)}
                      on_select={props.on_select.clone()} />
        }
    });
    html! {
        <div class="compact-board" aria-label={t.piles_aria(&props.position)}>
            <p class="muted">{ t.compact_note() }</p>
            <ol class="pile-cards">{ for cards }</ol>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PileCardProps {
    pile: usize,
    stones: u64,
    show_labels: bool,
    selected: bool,
    /// How many stones the hint takes from this pile.
    hint: Option<u64>,
    on_select: Callback<NimMove>,
}

/// One pile of the compact view, a component so a move re-renders only the cards it changes.
#[component(PileCard)]
fn pile_card(props: &PileCardProps) -> Html {
    let t = Words(use_lang());
    let PileCardProps { pile, stones, .. } = *props;
    let onclick = props.on_select.reform(move |_: MouseEvent| NimMove { pile, take: 1 });
    html! {
        <li>
            <button class={classes!("pile-card", props.selected.then_some("selected"), props.hint.is_some().then_some("hinted"))}
                    data-pile={pile.to_string()} data-stones={stones.to_string()}
                    aria-pressed={props.selected.to_string()} {onclick}>
                <span class="pile-name">{ text::pile_name(t, pile) }</span>
                <span class="pile-size">{ group_digits(stones) }</span>
                if props.show_labels {
                    <span class="pile-label">{ format!("*{stones}") }</span>
                }
                if let Some(take) = props.hint {
                    <span class="pile-hint">{ t.take_short(group_digits(take)) }</span>
                }
            </button>
        </li>
    }
}

/// 1234567 → "1 234 567": large piles are read aloud in a classroom.
pub fn group_digits(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (index, ch) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push('\u{202f}');
        }
        out.push(ch);
    }
    out
}
