//! Nim on the kit's page (`#/nim/3,4,5`): its words, its board with the keyboard and the
//! "take" form, its panels (the nim-sum by bits and the mex stepper) and "add pile".

use crate::ui::text::GameNames;
use yew::prelude::*;

use super::board::{MAX_DRAWN_PILES, NimBoard, drawable};
use super::text;
use crate::content::nim::Words;
use crate::engine::Solver;
use crate::engine::trace::{Describe, MexTrace, mex_trace};
use crate::games::Playable;
use crate::games::nim::{Nim, NimHeap, NimMove, NimPosition};
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::emit_for_key;
use crate::ui::kit::contract::{BoardProps, GameUi, PageWords, PanelProps, SetupProps, Total, page_words};
use crate::ui::kit::keys::is_for_widget;
use crate::ui::kit::text::kit_text;

/// The stepper lists at most this many options.
const STEPPER_MAX_OPTIONS: usize = 64;

/// How many piles fit side by side at a tappable size (about 44 px a column) in this window.
fn drawable_piles() -> usize {
    let width =
        web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|w| w.as_f64()).unwrap_or(1280.0);
    // Below 900 px the board has the whole width; above, three fifths of it (see style.css).
    let board = if width <= 900.0 { width - 60.0 } else { width * 0.6 - 60.0 };
    ((board / 44.0) as usize).clamp(3, MAX_DRAWN_PILES)
}

impl GameUi for Nim {
    const NAMES: GameNames = super::text::NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = Words(lang);
        // `how_to_move` picks the drawn or the compact board's words itself.
        page_words!(t, text::setup_help(t))
    }

    fn how_to_move(lang: Lang, position: &NimPosition) -> &'static str {
        let t = Words(lang);
        if drawable(position, drawable_piles()) { t.how_to_move() } else { t.how_to_move_compact() }
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &crate::games::nim::ParseNimError) -> String {
        text::parse_error(Words(lang), error)
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
        Some(Total::of(
            Nim::as_sum().value_detail(&position.heaps()),
            position.nim_sum(),
            kit_text(lang).nim_sum,
        ))
    }

    fn hint_line(lang: Lang, position: &NimPosition, mv: &NimMove) -> String {
        let to = Nim.play(position, mv).map(|p| p.to_string()).unwrap_or_default();
        text::hint_line(Words(lang), mv, &to)
    }

    fn keys(lang: Lang) -> Html {
        let t = Words(lang);
        html! {
            <>
                <dt>{ "← →" }</dt><dd>{ t.keys_choose_pile() }</dd>
                <dt>{ "↑ ↓" }</dt><dd>{ t.keys_how_many() }</dd>
                <dt>{ "Enter / Space" }</dt><dd>{ t.keys_take() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Nim>) -> Html {
        html! { <NimPlay ..props /> }
    }

    fn game_graph(position: &NimPosition) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::nim_graph(position)
    }

    fn panels(props: PanelProps<Nim>) -> Html {
        html! { <NimPanels ..props /> }
    }

    fn setup_tools(props: SetupProps<Nim>) -> Html {
        html! { <NimSetupTools ..props /> }
    }

    /// "Last move loses": the same position in misère Nim (`/<lang>/misere-nim/…`).
    fn play_panels(props: SetupProps<Nim>) -> Html {
        let href =
            crate::ui::route::link(&format!("{}/{}", crate::games::takeaway::misere_nim::MisereNim::ID, props.position.to_url()));
        html! { <crate::ui::takeaway::panels::MisereSwitch on={false} href={AttrValue::from(href)} /> }
    }
}

/// The board, its keyboard selection and the "take N from pile P" form (for large piles and
/// for typing).
#[component(NimPlay)]
fn nim_play(props: &BoardProps<Nim>) -> Html {
    let t = Words(use_lang());
    let selection = use_state_eq(|| None::<NimMove>);
    let take_text = use_state_eq(String::new);
    let position = &props.position;
    // A new position keeps the keyboard selection on a pile that exists, with a take that fits.
    {
        let (selection, take_text) = (selection.clone(), take_text.setter());
        use_effect_with(position.clone(), move |position| {
            if let Some(sel) = *selection {
                let clamped = position
                    .piles()
                    .get(sel.pile)
                    .map(|&stones| NimMove { pile: sel.pile, take: sel.take.clamp(1, stones.max(1)) });
                take_text.set(clamped.map(|m| m.take.to_string()).unwrap_or_default());
                selection.set(clamped);
            }
        });
    }
    let select =
        use_callback((selection.setter(), take_text.setter()), |mv: NimMove, (selection, take_text)| {
            selection.set(Some(mv));
            take_text.set(mv.take.to_string());
        });
    let onkeydown = {
        let (selection, select) = (*selection, select.clone());
        let (on_play, on_control) = (props.on_play.clone(), props.on_control.clone());
        let piles: Vec<u64> = position.piles().to_vec();
        Callback::from(move |event: KeyboardEvent| {
            if !is_for_widget(&event) {
                return;
            }
            let count = piles.len().max(1);
            let current = selection.unwrap_or(NimMove { pile: 0, take: 1 });
            let pick = |pile: usize, take: u64| {
                let stones = piles.get(pile).copied().unwrap_or(0);
                NimMove { pile, take: take.clamp(1, stones.max(1)) }
            };
            let handled = match event.key().as_str() {
                "ArrowRight" => {
                    select.emit(pick(if selection.is_some() { (current.pile + 1) % count } else { 0 }, 1));
                    true
                }
                "ArrowLeft" => {
                    let pile =
                        if selection.is_some() { (current.pile + count - 1) % count } else { count - 1 };
                    select.emit(pick(pile, 1));
                    true
                }
                "ArrowUp" => {
                    select.emit(pick(current.pile, current.take.saturating_add(1)));
                    true
                }
                "ArrowDown" => {
                    select.emit(pick(current.pile, current.take.saturating_sub(1)));
                    true
                }
                "Enter" | " " => {
                    if let Some(mv) = selection {
                        on_play.emit(mv);
                    }
                    true
                }
                key => emit_for_key(key, &on_control),
            };
            if handled {
                event.prevent_default();
            }
        })
    };
    let on_take_submit = {
        let (selection, take_text) = (*selection, take_text.clone());
        let (on_play, on_error) = (props.on_play.clone(), props.on_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let pile = selection.map_or(0, |s| s.pile);
            match take_text.trim().parse::<u64>() {
                Ok(take) => on_play.emit(NimMove { pile, take }),
                Err(_) => {
                    let shown: String = take_text.trim().chars().take(20).collect();
                    on_error.emit(t.not_a_take(shown));
                }
            }
        })
    };
    let on_take_input = {
        let take_text = take_text.setter();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            take_text.set(input.value());
        })
    };
    let on_pile_choice = {
        let selection = selection.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(pile) = select.value().parse::<usize>() {
                selection.set(Some(NimMove { pile, take: selection.map_or(1, |s| s.take) }));
            }
        })
    };
    let interactive = props.interactive;
    let selected_pile = selection.map_or(0, |s| s.pile);
    html! {
        <>
            <p class="sr-only" aria-live="polite">
                { selection.filter(|_| interactive).map(|m| text::selected(t, m.pile,
                    position.piles().get(m.pile).copied().unwrap_or(0), m.take)).unwrap_or_default() }
            </p>
            <div class="board-area" role="application" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                <NimBoard position={position.clone()} max_piles={drawable_piles()} show_labels={props.show_labels}
                          marked={(*props.marked).clone()} selection={*selection} {interactive}
                          taken={props.computer_move}
                          on_take={props.on_play.clone()} on_select={select} />
            </div>
            <form class="take-form" onsubmit={on_take_submit}>
                <label>{ t.take() }{ " " }
                    <input type="number" class="take-input" min="1" inputmode="numeric" value={(*take_text).clone()}
                           oninput={on_take_input} aria-label={t.stones_to_take()} disabled={!interactive} />
                </label>
                <label>{ " " }{ t.from_pile() }{ " " }
                    <select class="take-pile" onchange={on_pile_choice} disabled={!interactive}>
                        { for position.piles().iter().enumerate().map(|(i, &stones)| html! {
                            <option value={i.to_string()} selected={i == selected_pile}>{ text::pile_option(t, i, stones) }</option>
                        }) }
                    </select>
                </label>
                <button type="submit" disabled={!interactive}>{ t.take_button() }</button>
            </form>
        </>
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Subject {
    Whole,
    Pile(usize),
}

fn stepper_trace(lang: Lang, position: &NimPosition, subject: Subject) -> Result<MexTrace, String> {
    let result = match subject {
        Subject::Pile(pile) if pile < position.piles().len() => {
            let stones = position.piles()[pile];
            mex_trace(&mut Solver::new(), &NimHeap, &stones, STEPPER_MAX_OPTIONS)
        }
        _ => mex_trace(&mut Solver::new(), &Nim::as_sum(), &position.heaps(), STEPPER_MAX_OPTIONS),
    };
    result.map_err(|e| {
        let why = trace_error(lang, &e);
        match subject {
            Subject::Whole => Words(lang).whole_untraceable(why),
            Subject::Pile(_) => why,
        }
    })
}

/// The nim-sum by bits and the mex stepper, for the whole position or one pile.
#[component(NimPanels)]
fn nim_panels(props: &PanelProps<Nim>) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let subject = use_state_eq(|| Subject::Whole);
    let position = &props.position;
    let xor_trace = use_memo(position.clone(), |p| p.xor_trace());
    let trace =
        use_memo((lang, position.clone(), *subject), |(lang, p, subject)| stepper_trace(*lang, p, *subject));
    let on_subject = {
        let subject = subject.setter();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            subject.set(match select.value().parse::<usize>() {
                Ok(pile) => Subject::Pile(pile),
                Err(_) => Subject::Whole,
            });
        })
    };
    let chooser = html! {
        <label class="chooser">{ t.step_through() }
            <select onchange={on_subject}>
                <option value="whole" selected={*subject == Subject::Whole}>{ t.whole_position() }</option>
                { for position.piles().iter().enumerate().map(|(i, &stones)| html! {
                    <option value={i.to_string()} selected={*subject == Subject::Pile(i)}>{ text::pile_alone(t, i, stones) }</option>
                }) }
            </select>
        </label>
    };
    html! {
        <>
            <XorPanel trace={(*xor_trace).clone()} />
            <MexStepper trace={(*trace).clone()} {chooser} />
        </>
    }
}

/// "Add pile" and "Remove last pile": edits of the starting position.
#[component(NimSetupTools)]
fn nim_setup_tools(props: &SetupProps<Nim>) -> Html {
    let t = Words(use_lang());
    let lang = use_lang();
    let edit = |result: Result<NimPosition, crate::games::nim::NimError>| {
        let (on_new_game, on_error) = (props.on_new_game.clone(), props.on_error.clone());
        Callback::from(move |_: MouseEvent| match &result {
            Ok(position) => on_new_game.emit(position.clone()),
            Err(error) => on_error.emit(text::move_error(Words(lang), error)),
        })
    };
    let start = &props.start;
    html! {
        <>
            <button class="add-pile" onclick={edit(start.with_pile_added(3))}>{ t.add_pile() }</button>
            <button class="remove-pile" onclick={edit(start.with_pile_removed(start.piles().len().saturating_sub(1)))}>
                { t.remove_pile() }
            </button>
        </>
    }
}
