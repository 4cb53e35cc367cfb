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
use super::text::{self, Own, Words};
use crate::content::chocolate_eat;
use crate::games::Playable;
use crate::games::chocolate::{
    BarValue, Chocolate, ChocolateMove, ChocolatePosition, Kind, MAX_WINNING_MOVES, ParseChocolateError,
    Variant,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::contract::{
    BoardProps, GameUi, HINT_MAX_LISTED, PageWords, PanelProps, Total, page_words,
};

/// The total line writes at most this many values before "…".
const DETAIL_MAX_TERMS: usize = 16;
/// The hint's line shows at most this much of the position a move leads to.
const HINT_POSITION_CHARS: usize = 60;

impl<K: Kind> GameUi for Chocolate<K> {
    const TYPES_MOVES: bool = true;
    const NAMES: GameNames = super::text::names(K::VARIANT);
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("chocolate-page");

    fn words(lang: Lang) -> PageWords {
        // `why_no_move` and `winning_moves_intro` look at the position themselves.
        let own = Own(K::VARIANT, lang);
        page_words!(own, own.setup_help())
    }

    fn why_no_move(lang: Lang, position: &ChocolatePosition) -> &'static str {
        let own = Own(K::VARIANT, lang);
        if position.bars().is_empty() { own.why_no_move() } else { own.why_stuck() }
    }

    fn start_status(lang: Lang, start: &ChocolatePosition) -> Option<String> {
        // A cutting position holding a 1×1 (from an address): say why nothing can be played.
        K::VARIANT.finished_note(start).map(|finished| text::finished(lang, finished))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseChocolateError) -> String {
        text::parse_error(lang, K::VARIANT, error)
    }

    /// Only the setup box checks a start: an address may hold a game in progress or a finished one.
    fn start_error(lang: Lang, position: &ChocolatePosition) -> Option<String> {
        K::VARIANT.check_start(position).err().map(|error| text::start_error(lang, &error))
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
        let bars = position.bars();
        let value = |bar| match K::VARIANT.bar_value(bar) {
            BarValue::Value(v) => v.value().to_string(),
            _ => "?".into(),
        };
        let mut terms: Vec<String> = bars.iter().take(DETAIL_MAX_TERMS).map(|&bar| value(bar)).collect();
        if bars.len() > DETAIL_MAX_TERMS {
            terms.push(Words(lang).more_terms(bars.len() - DETAIL_MAX_TERMS));
        }
        let name = Own(K::VARIANT, lang).total_name();
        Some(Total::of((bars.len() >= 2).then(|| terms.join(" ⊕ ")), total, name))
    }

    fn hint_line(lang: Lang, position: &ChocolatePosition, mv: &ChocolateMove) -> String {
        let to = Self::new().play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        let shown: String = to.chars().take(HINT_POSITION_CHARS).collect();
        text::winning_move_line(lang, K::VARIANT, mv, &shown)
    }

    fn winning_moves_intro(lang: Lang, position: &ChocolatePosition) -> &'static str {
        match special(K::VARIANT, position) {
            Some(Special::Strip) => crate::content::cutting::Words(lang).winning_moves_strip(),
            _ => Words(lang).winning_moves_intro(),
        }
    }

    fn hint_note(lang: Lang, _: &ChocolatePosition, found: usize) -> Option<String> {
        let (t, game) = (Words(lang), text::game(K::VARIANT));
        match found {
            _ if found <= HINT_MAX_LISTED => None,
            _ if found >= MAX_WINNING_MOVES => {
                Some(t.hint_more_capped(MAX_WINNING_MOVES, game, HINT_MAX_LISTED))
            }
            _ => Some(t.hint_more(game, HINT_MAX_LISTED, found)),
        }
    }

    fn keys(lang: Lang) -> Html {
        let (own, variant) = (Own(K::VARIANT, lang), K::VARIANT);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ own.keys_choose_bar() }</dd>
                <dt>{ "↑ ↓" }</dt><dd>{ own.keys_choose_line() }</dd>
                <dt>{ Words(lang).keys_enter() }</dt><dd>{ own.keys_break() }</dd>
                if variant == Variant::Eat {
                    <dt>{ "E" }</dt><dd>{ chocolate_eat::Words(lang).keys_eat_whole() }</dd>
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
