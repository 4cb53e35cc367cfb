//! The take-away games on the kit's page (`#/subtraction/1,3,4:7,5`, `#/count-to/30,3:0`,
//! `#/bounded-nim/3:5,7,9`, `#/nim-k/2:3,4,5`, `#/misere-nim/3,4,5`,
//! `#/misere-subtraction/1,3,4:7,5`). Each impl hands out the family's shared components
//! (`board.rs`, `panels.rs`), so the wasm holds one copy of each.

use crate::ui::text::GameNames;
use std::rc::Rc;

use yew::prelude::*;

use super::board::{CountBoard, HeapBoard, NimKBoard, Takes};
use super::panels::{ColumnPanel, CountPanel, HeapPanels, MiserePanels, MisereSwitch};
use super::text;
use crate::content::{self, takeaway::Words};
use crate::games::nim::{Nim, NimMove, NimPosition, ParseNimError};
use crate::games::takeaway::ParseTakeawayError;
use crate::games::takeaway::bounded_nim::{BoundedNim, BoundedPosition};
use crate::games::takeaway::count_to::{CountMove, CountPosition, CountTo};
use crate::games::takeaway::misere_nim::MisereNim;
use crate::games::takeaway::nim_k::{NimK, NimKMove, NimKPosition};
use crate::games::takeaway::subtraction::{
    MiserePosition, MisereSubtraction, Subtraction, SubtractionPosition,
};
use crate::games::{Outcome, Playable};
use crate::ui::i18n::Lang;
use crate::ui::kit::contract::{
    BoardProps, GameUi, HINT_MAX_LISTED, PageWords, PanelProps, SetupProps, Total, page_words,
};

fn keys(lang: Lang) -> Html {
    let t = Words(lang);
    html! {
        <>
            <dt>{ "Tab" }</dt><dd>{ t.keys_tab() }</dd>
            <dt>{ "Enter / Space" }</dt><dd>{ t.keys_enter() }</dd>
        </>
    }
}

/// The hint's line for a move on one heap.
fn heap_hint(lang: Lang, mv: &NimMove, to: &str) -> String {
    let t = Words(lang);
    t.hint_line(t.take_aria(mv.pile + 1, mv.take), to)
}

fn hint_note(lang: Lang, found: usize) -> Option<String> {
    (found > HINT_MAX_LISTED).then(|| Words(lang).hint_more(found, HINT_MAX_LISTED))
}

/// A total line without a value: the outcome and what decided it.
fn outcome_only(name: &'static str, detail: &'static str, outcome: Outcome) -> Total {
    Total { detail: Some(detail.to_owned()), value: None, outcome, name }
}

/// The values written as "a ⊕ b ⊕ c" (more than one heap).
fn xor_detail(values: impl Iterator<Item = u64>) -> Option<String> {
    let parts: Vec<String> = values.map(|v| v.to_string()).collect();
    (parts.len() > 1 && parts.len() <= 16).then(|| parts.join(" ⊕ "))
}

fn heap_board(
    props: &BoardProps<impl GameUi<Move = NimMove>>,
    heaps: &NimPosition,
    takes: Takes,
    labels: Option<Vec<String>>,
) -> Html {
    html! {
        <HeapBoard heaps={Rc::from(heaps.piles())} {takes} labels={labels.map(Rc::from)} show_labels={props.show_labels}
                   marked={props.marked.clone()} interactive={props.interactive} on_play={props.on_play.clone()}
                   on_control={props.on_control.clone()} on_error={props.on_error.clone()} />
    }
}

fn switch(on: bool, id: &str, url: String) -> Html {
    html! { <MisereSwitch {on} href={AttrValue::from(crate::ui::route::link(&format!("{id}/{url}")))} /> }
}

impl GameUi for Subtraction {
    const NAMES: GameNames = text::SUBTRACTION_NAMES;
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("takeaway-page");

    fn words(lang: Lang) -> PageWords {
        let t = content::subtraction::Words(lang);
        page_words!(t, text::subtraction_setup_help(t))
    }
    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseTakeawayError) -> String {
        text::parse_error(lang, error)
    }
    fn default_position() -> SubtractionPosition {
        SubtractionPosition::default()
    }
    fn random_position(rng: &mut fastrand::Rng) -> SubtractionPosition {
        SubtractionPosition::random(rng)
    }
    fn url_text(position: &SubtractionPosition, _: &SubtractionPosition, _: &()) -> Option<String> {
        Some(position.to_url())
    }
    fn total(lang: Lang, position: &SubtractionPosition) -> Option<Total> {
        let values = position.values();
        Some(Total::of(
            xor_detail(values.iter().map(|v| v.value())),
            position.nim_sum(),
            content::subtraction::Words(lang).total_name(),
        ))
    }
    fn hint_line(lang: Lang, position: &SubtractionPosition, mv: &NimMove) -> String {
        heap_hint(lang, mv, &Subtraction.play(position, mv).map(|p| p.to_string()).unwrap_or_default())
    }
    fn hint_note(lang: Lang, _: &SubtractionPosition, found: usize) -> Option<String> {
        hint_note(lang, found)
    }
    fn keys(lang: Lang) -> Html {
        keys(lang)
    }
    fn board(props: BoardProps<Self>) -> Html {
        let labels = props.position.values().iter().map(|v| format!("g = {}", v.value())).collect();
        let takes = Takes::Set(Rc::from(props.position.board_takes()));
        heap_board(&props, &props.position.heaps, takes, Some(labels))
    }
    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::subtraction_graph(position)
    }

    fn panels(props: PanelProps<Self>) -> Html {
        // The strip and the mex stepper read a finite set's periodic sequence; a set without end
        // (squares, all-but, a range) has no panels yet.
        match props.position.set.finite() {
            Some(set) => {
                html! { <HeapPanels heaps={Rc::from(props.position.heaps.piles())} set={Some(set.clone())} k={0} /> }
            }
            None => html! {},
        }
    }
    fn play_panels(props: SetupProps<Self>) -> Html {
        switch(false, MisereSubtraction::ID, props.position.to_url())
    }
}

impl GameUi for MisereSubtraction {
    const NAMES: GameNames = text::MISERE_SUBTRACTION_NAMES;
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("takeaway-page");

    fn words(lang: Lang) -> PageWords {
        let t = content::misere_subtraction::Words(lang);
        page_words!(t, text::misere_subtraction_setup_help(t))
    }
    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseTakeawayError) -> String {
        text::parse_error(lang, error)
    }
    fn default_position() -> MiserePosition {
        MiserePosition::default()
    }
    fn random_position(rng: &mut fastrand::Rng) -> MiserePosition {
        let mut position = SubtractionPosition::random(rng);
        // Keep the search small: at most three heaps of up to 15.
        while position.heaps.piles().len() > 3 {
            position = SubtractionPosition::random(rng);
        }
        MiserePosition(position)
    }
    fn url_text(position: &MiserePosition, _: &MiserePosition, _: &()) -> Option<String> {
        Some(position.0.to_url())
    }
    fn total(lang: Lang, position: &MiserePosition) -> Option<Total> {
        let t = content::misere_subtraction::Words(lang);
        Some(outcome_only(t.total_name(), t.no_value_detail(), MisereSubtraction.outcome(position)))
    }
    fn hint_line(lang: Lang, position: &MiserePosition, mv: &NimMove) -> String {
        heap_hint(lang, mv, &MisereSubtraction.play(position, mv).map(|p| p.to_string()).unwrap_or_default())
    }
    fn hint_note(lang: Lang, _: &MiserePosition, found: usize) -> Option<String> {
        hint_note(lang, found)
    }
    fn keys(lang: Lang) -> Html {
        keys(lang)
    }
    fn board(props: BoardProps<Self>) -> Html {
        let takes = Takes::Set(Rc::from(props.position.0.board_takes()));
        heap_board(&props, &props.position.0.heaps, takes, None)
    }
    fn panels(props: PanelProps<Self>) -> Html {
        match props.position.0.set.finite() {
            Some(set) => {
                html! { <MiserePanels heaps={Rc::from(props.position.0.heaps.piles())} set={Some(set.clone())} /> }
            }
            None => html! {},
        }
    }
    fn play_panels(props: SetupProps<Self>) -> Html {
        switch(true, Subtraction::ID, props.position.0.to_url())
    }
}

impl GameUi for BoundedNim {
    const NAMES: GameNames = text::BOUNDED_NIM_NAMES;
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("takeaway-page");

    fn words(lang: Lang) -> PageWords {
        let t = content::bounded_nim::Words(lang);
        page_words!(t, text::bounded_nim_setup_help(t))
    }
    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseTakeawayError) -> String {
        text::parse_error(lang, error)
    }
    fn default_position() -> BoundedPosition {
        BoundedPosition::default()
    }
    fn random_position(rng: &mut fastrand::Rng) -> BoundedPosition {
        BoundedPosition::random(rng)
    }
    fn url_text(position: &BoundedPosition, _: &BoundedPosition, _: &()) -> Option<String> {
        Some(position.to_url())
    }
    fn total(lang: Lang, position: &BoundedPosition) -> Option<Total> {
        Some(Total::of(
            xor_detail(position.values().iter().map(|v| v.value())),
            position.nim_sum(),
            content::bounded_nim::Words(lang).total_name(),
        ))
    }
    fn hint_line(lang: Lang, position: &BoundedPosition, mv: &NimMove) -> String {
        heap_hint(lang, mv, &BoundedNim.play(position, mv).map(|p| p.to_string()).unwrap_or_default())
    }
    fn hint_note(lang: Lang, _: &BoundedPosition, found: usize) -> Option<String> {
        hint_note(lang, found)
    }
    fn keys(lang: Lang) -> Html {
        keys(lang)
    }
    fn board(props: BoardProps<Self>) -> Html {
        let modulus = u64::from(props.position.k) + 1;
        let labels = props
            .position
            .heaps
            .piles()
            .iter()
            .map(|&h| format!("{h} mod {modulus} = {}", h % modulus))
            .collect();
        heap_board(&props, &props.position.heaps, Takes::UpTo(props.position.k), Some(labels))
    }
    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::bounded_nim_graph(position)
    }

    fn panels(props: PanelProps<Self>) -> Html {
        html! { <HeapPanels heaps={Rc::from(props.position.heaps.piles())} set={None} k={props.position.k} /> }
    }
}

impl GameUi for MisereNim {
    const NAMES: GameNames = text::MISERE_NIM_NAMES;
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("takeaway-page");

    fn words(lang: Lang) -> PageWords {
        let t = content::misere_nim::Words(lang);
        page_words!(t, text::misere_nim_setup_help(t))
    }
    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseNimError) -> String {
        text::nim_parse_error(lang, error)
    }
    fn default_position() -> NimPosition {
        NimPosition::default()
    }
    fn random_position(rng: &mut fastrand::Rng) -> NimPosition {
        let piles = rng.usize(3..=5);
        NimPosition::random(rng, piles, 9)
    }
    fn url_text(position: &NimPosition, _: &NimPosition, _: &()) -> Option<String> {
        Some(position.to_url())
    }
    fn total(lang: Lang, position: &NimPosition) -> Option<Total> {
        let t = content::misere_nim::Words(lang);
        Some(outcome_only(t.total_name(), t.no_value_detail(), MisereNim.outcome(position)))
    }
    /// The case of Bouton's rule the position is in, as the misère panel says it.
    fn outcome_reason(lang: Lang, position: &NimPosition) -> Option<String> {
        let heaps = position.piles();
        Some(if heaps.iter().all(|&h| h <= 1) {
            text::misere_small(lang, heaps.iter().filter(|&&h| h == 1).count())
        } else {
            content::misere_nim::Words(lang).misere_large(position.nim_sum().value())
        })
    }
    fn hint_line(lang: Lang, position: &NimPosition, mv: &NimMove) -> String {
        heap_hint(lang, mv, &Nim.play(position, mv).map(|p| p.to_string()).unwrap_or_default())
    }
    fn hint_note(lang: Lang, _: &NimPosition, found: usize) -> Option<String> {
        hint_note(lang, found)
    }
    fn keys(lang: Lang) -> Html {
        keys(lang)
    }
    fn board(props: BoardProps<Self>) -> Html {
        heap_board(&props, &props.position, Takes::Any, None)
    }
    fn panels(props: PanelProps<Self>) -> Html {
        html! { <MiserePanels heaps={Rc::from(props.position.piles())} set={None} /> }
    }
    fn play_panels(props: SetupProps<Self>) -> Html {
        switch(true, Nim::ID, props.position.to_url())
    }
}

impl GameUi for NimK {
    const NAMES: GameNames = text::NIM_K_NAMES;
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("takeaway-page");

    fn words(lang: Lang) -> PageWords {
        let t = content::nim_k::Words(lang);
        page_words!(t, text::nim_k_setup_help(t))
    }
    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseTakeawayError) -> String {
        text::parse_error(lang, error)
    }
    fn default_position() -> NimKPosition {
        NimKPosition::default()
    }
    fn random_position(rng: &mut fastrand::Rng) -> NimKPosition {
        NimKPosition::random(rng)
    }
    fn url_text(position: &NimKPosition, _: &NimKPosition, _: &()) -> Option<String> {
        Some(position.to_url())
    }
    fn total(lang: Lang, position: &NimKPosition) -> Option<Total> {
        let t = content::nim_k::Words(lang);
        let name = t.total_name();
        Some(match position.grundy() {
            Some(value) => Total::of(None, value, name),
            None => outcome_only(name, t.no_value_detail(), NimK.outcome(position)),
        })
    }
    /// The hint lists at most `HINT_MAX_LISTED`: one more is enough to say there are more.
    fn hint_moves(position: &NimKPosition) -> Vec<NimKMove> {
        position.winning_moves(HINT_MAX_LISTED + 1)
    }
    fn hint_line(lang: Lang, position: &NimKPosition, mv: &NimKMove) -> String {
        let to = NimK.play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        Words(lang).hint_line(mv, to)
    }
    fn hint_note(lang: Lang, _: &NimKPosition, found: usize) -> Option<String> {
        (found > HINT_MAX_LISTED).then(|| content::nim_k::Words(lang).hint_more_open().to_owned())
    }
    fn keys(lang: Lang) -> Html {
        keys(lang)
    }
    fn board(props: BoardProps<Self>) -> Html {
        html! {
            <NimKBoard heaps={Rc::from(props.position.heaps.piles())} k={props.position.k} marked={props.marked.clone()}
                       interactive={props.interactive} on_play={props.on_play.clone()}
                       on_control={props.on_control.clone()} on_error={props.on_error.clone()} />
        }
    }
    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::nim_k_graph(position)
    }

    fn panels(props: PanelProps<Self>) -> Html {
        html! { <ColumnPanel position={props.position.clone()} /> }
    }
}

impl GameUi for CountTo {
    const NAMES: GameNames = text::COUNT_TO_NAMES;
    type Extra = ();
    const PAGE_CLASS: Option<&'static str> = Some("takeaway-page");

    fn words(lang: Lang) -> PageWords {
        let t = content::count_to::Words(lang);
        page_words!(t, text::count_to_setup_help(t))
    }
    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseTakeawayError) -> String {
        text::parse_error(lang, error)
    }
    fn default_position() -> CountPosition {
        CountPosition::default()
    }
    fn random_position(rng: &mut fastrand::Rng) -> CountPosition {
        CountPosition::random(rng)
    }
    fn url_text(position: &CountPosition, _: &CountPosition, _: &()) -> Option<String> {
        Some(position.to_url())
    }
    fn total(lang: Lang, position: &CountPosition) -> Option<Total> {
        let value = position.value()?;
        let detail =
            format!("({} − 1 − {}) mod {}", position.target, position.last, u64::from(position.k) + 1);
        Some(Total::of(Some(detail), value, content::count_to::Words(lang).total_name()))
    }
    fn hint_line(lang: Lang, position: &CountPosition, mv: &CountMove) -> String {
        let to = CountTo.play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        Words(lang).hint_line(text::say_up_to(lang, position.last + 1, mv.to), to)
    }
    fn keys(lang: Lang) -> Html {
        keys(lang)
    }
    fn board(props: BoardProps<Self>) -> Html {
        html! {
            <CountBoard position={props.position} show_labels={props.show_labels} marked={props.marked.clone()}
                        interactive={props.interactive} on_play={props.on_play.clone()} on_control={props.on_control.clone()} />
        }
    }
    fn panels(props: PanelProps<Self>) -> Html {
        html! { <CountPanel position={props.position} /> }
    }
}
