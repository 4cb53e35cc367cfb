//! The three chocolate games on the kit's page (`#/chocolate-eat/3x2,4x4`,
//! `#/chocolate-split/…`, `#/cutting/…`): their words, setup rules, total line and hint. The
//! board slot is `play.rs`, the explanation panels `panels.rs`.
//!
//! The trait impl is generic over the game; the components it hands out take the variant as a
//! prop, so the wasm holds one copy of each for the three games.

use crate::ui::text::GameNames;
use yew::prelude::*;

use super::panels::ChocolatePanels;
use super::play::{ChocolatePlay, Special, special};
use super::text::chocolate_text;
use crate::games::Playable;
use crate::games::chocolate::{
    BarValue, Chocolate, ChocolateMove, ChocolatePosition, Kind, MAX_WINNING_MOVES, ParseChocolateError,
    Variant,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::contract::{BoardProps, GameUi, HINT_MAX_LISTED, PageWords, PanelProps, Total};

/// The total line writes at most this many values before "…".
const DETAIL_MAX_TERMS: usize = 16;
/// The hint's line shows at most this much of the position a move leads to.
const HINT_POSITION_CHARS: usize = 60;

impl<K: Kind> GameUi for Chocolate<K> {
    const NAMES: GameNames = super::text::names(K::VARIANT);
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
            how_to_move: (t.how_to_move)(variant),
            // `why_no_move` and `winning_moves_intro` look at the position themselves.
            why_no_move: (t.why_no_move)(variant, true),
            no_winning_move: t.no_winning_move,
            winning_moves_intro: t.winning_moves_intro,
        }
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
        Some(Total::of((bars.len() >= 2).then(|| terms.join(" ⊕ ")), total, (t.total_name)(K::VARIANT)))
    }

    fn hint_line(lang: Lang, position: &ChocolatePosition, mv: &ChocolateMove) -> String {
        let to = Self::new().play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        let shown: String = to.chars().take(HINT_POSITION_CHARS).collect();
        (chocolate_text(lang).winning_move_line)(K::VARIANT, mv, &shown)
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
                           computer_move={props.computer_move}
                           on_play={props.on_play} on_control={props.on_control} on_error={props.on_error}
                           on_prompt={props.on_prompt} />
        }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::chocolate_graph(K::VARIANT, position)
    }

    fn panels(props: PanelProps<Self>) -> Html {
        html! { <ChocolatePanels variant={K::VARIANT} position={props.position} show_labels={props.show_labels} /> }
    }
}
