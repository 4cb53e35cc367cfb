//! A lesson's live boards, each kit game's in a part of the module of its own (see
//! ARCHITECTURE.md, "Code splitting"): the course's part holds the words, the exercises and the
//! take-away rows; a board's code ([`Live`] of its game, with the game's board and panels) is
//! fetched when its place comes near the screen, so a lesson's first load is the course and the
//! boards at its top.
//!
//! [`LessonBoard`] keeps the room of the board while it comes (a line says so), says so when the
//! part cannot be fetched and offers to try again. A renderer once fetched is kept: the later
//! boards of the same game render at once.

use wasm_bindgen::JsCast;
use yew::platform::spawn_local;
use yew::prelude::*;

use super::live::LiveProps;
use super::plan::{Game, Kind};
use super::takeaway::TakeAwayLive;
use crate::ui::i18n::use_lang;
use crate::ui::split::{coming, use_near, use_part};
use crate::ui::text::app_text;

/// Renders a board of a game of its part (a `fn` pointer into the part).
type Board = fn(Game, LiveProps) -> Html;

// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod parts {
    use super::Board;
    use crate::games::chocolate::{Chocolate, CuttingKind, EatKind, SplitKind};
    use crate::games::chomp::Chomp;
    use crate::games::drill::Game;
    use crate::games::graph::GameGraph;
    use crate::games::hackenbush::Hackenbush;
    use crate::games::maze::Maze;
    use crate::games::nim::Nim;
    use crate::games::octal::Octal;
    use crate::games::proper_divisor::ProperDivisor;
    use crate::games::reduction::euclid::Euclid;
    use crate::games::reduction::funny::FunnyGame;
    use crate::games::reduction::georgia::GeorgiaBob;
    use crate::games::reduction::prime_factor::PrimeFactor;
    use crate::games::staircase::Staircase;
    use crate::games::takeaway::misere_nim::MisereNim;
    use crate::games::takeaway::nim_k::NimK;
    use crate::games::wythoff::Wythoff;
    use crate::ui::course::live::{Live, LiveProps};
    use crate::ui::course::nim_coins::NimCoinsLive;
    use crate::ui::split::split_points;
    use yew::prelude::*;

    // One part per kit game the lessons play (each board is one instance of `Live`), but for the
    // three chocolate games, whose boards share most of their code (as the chocolate pages do).
    // The four reductions' boards are a part each: lessons 8 and 9 show one at the top, within
    // the first load's budget alone, not all four. The names are the files'
    // (`split_<name>.wasm`), unique in the crate.
    split_points! {
        Board;
        live_nim => |_, props: LiveProps| html! { <Live<Nim> ..props /> };
        live_chocolate => |game, props: LiveProps| match game {
            Game::Eat => html! { <Live<Chocolate<EatKind>> ..props /> },
            Game::Split => html! { <Live<Chocolate<SplitKind>> ..props /> },
            _ => html! { <Live<Chocolate<CuttingKind>> ..props /> },
        };
        live_georgia => |_, props: LiveProps| html! { <Live<GeorgiaBob> ..props /> };
        live_prime_factor => |_, props: LiveProps| html! { <Live<PrimeFactor> ..props /> };
        live_euclid => |_, props: LiveProps| html! { <Live<Euclid> ..props /> };
        live_funny => |_, props: LiveProps| html! { <Live<FunnyGame> ..props /> };
        live_hackenbush => |_, props: LiveProps| html! { <Live<Hackenbush> ..props /> };
        live_nim_k => |_, props: LiveProps| html! { <Live<NimK> ..props /> };
        live_octal => |_, props: LiveProps| html! { <Live<Octal> ..props /> };
        live_wythoff => |_, props: LiveProps| html! { <Live<Wythoff> ..props /> };
        live_staircase => |_, props: LiveProps| html! { <Live<Staircase> ..props /> };
        live_chomp => |_, props: LiveProps| html! { <Live<Chomp> ..props /> };
        live_maze => |_, props: LiveProps| html! { <Live<Maze> ..props /> };
        live_divisor => |_, props: LiveProps| html! { <Live<ProperDivisor> ..props /> };
        live_misere_nim => |_, props: LiveProps| html! { <Live<MisereNim> ..props /> };
        live_graph => |_, props: LiveProps| html! { <Live<GameGraph> ..props /> };
        // Lesson 5's Nim heap beside a coin heap: the course's own board, not the kit's.
        live_nim_coins => |game, props: LiveProps| match game {
            Game::NimCoins(take) => html! {
                <NimCoinsLive {take} position={props.position} kind={props.kind} panels={props.panels}
                              on_solved={props.on_solved} on_wrong={props.on_wrong} />
            },
            _ => Html::default(),
        };
    }
}

/// The part of `game`'s board; `None` for the take-away heaps, drawn by the course's part.
pub fn part_of(game: Game) -> Option<&'static str> {
    Some(match game {
        Game::Nim => "live_nim",
        Game::Eat | Game::Split | Game::Cutting => "live_chocolate",
        Game::Hackenbush => "live_hackenbush",
        Game::Georgia => "live_georgia",
        Game::PrimeFactor => "live_prime_factor",
        Game::Euclid => "live_euclid",
        Game::Funny => "live_funny",
        Game::Divisor => "live_divisor",
        Game::NimK => "live_nim_k",
        Game::Kayles => "live_octal",
        Game::Wythoff => "live_wythoff",
        Game::Staircase => "live_staircase",
        Game::Chomp => "live_chomp",
        Game::Maze => "live_maze",
        Game::MisereNim => "live_misere_nim",
        Game::Graph => "live_graph",
        Game::NimCoins(_) => "live_nim_coins",
        Game::TakeAway(_) => return None,
    })
}

/// How far below (and above) the screen a board's place starts its fetch: one screen, so a
/// board is here by the time one scrolls or tabs to it.
const AHEAD: &str = "100% 0px 100% 0px";

#[derive(Properties, PartialEq)]
pub struct LessonBoardProps {
    pub game: Game,
    /// The start, in the game's notation (as in its address).
    pub position: AttrValue,
    /// The exercise, or `None` for a board to play freely.
    pub kind: Option<Kind>,
    #[prop_or_default]
    pub panels: bool,
    #[prop_or_default]
    pub on_solved: Callback<()>,
    #[prop_or_default]
    pub on_wrong: Callback<()>,
}

/// A live board of a lesson: at once when its game's part is here, else once its place comes
/// near the screen (or is focused) and the part has come.
#[component(LessonBoard)]
pub fn lesson_board(props: &LessonBoardProps) -> Html {
    let t = app_text(use_lang());
    let part = part_of(props.game);
    let place = use_node_ref();
    // The place has the focus (a flag, not state: nothing to render). When the board replaces
    // it, the place stops being focusable and the browser drops the focus to the page; the flag
    // stays, and the focus moves into the board.
    let focused = use_mut_ref(|| false);
    let missing = part.filter(|&name| parts::here(name).is_none());

    // Watches the place until it comes within a screen of the view.
    let near = use_near(&place, AHEAD, missing.is_some());
    // Fetches the part once the place is near.
    let (failed, retry) = use_part(missing.filter(|_| *near), parts::fetch);
    // The board came while its place had the focus: the focus goes to the board's first control,
    // unless it has gone somewhere else meanwhile.
    {
        let (place, focused) = (place.clone(), focused.clone());
        use_effect_with(missing.is_none(), move |&here| {
            if here && std::mem::take(&mut *focused.borrow_mut()) {
                // Once the board's own components have rendered (a few frames at most).
                spawn_local(async move {
                    for _ in 0..30 {
                        if !focus_is_free(&place) || focus_first(&place) {
                            break;
                        }
                        yew::platform::time::sleep(std::time::Duration::from_millis(16)).await;
                    }
                });
            }
        });
    }

    let board = match part {
        None => {
            let heap = props.position.parse().unwrap_or(0);
            let Game::TakeAway(take) = props.game else { return Html::default() };
            let kind = props.kind.unwrap_or(Kind::BeatComputer);
            let (on_solved, on_wrong) = (props.on_solved.clone(), props.on_wrong.clone());
            return html! { <TakeAwayLive {take} {heap} {kind} {on_solved} {on_wrong} /> };
        }
        Some(name) => parts::here(name),
    };
    match board {
        Some(board) => html! {
            <div class="lesson-board" ref={place} data-part={part.unwrap_or_default()}>
                { board(props.game, LiveProps {
                    position: props.position.clone(),
                    kind: props.kind,
                    panels: props.panels,
                    on_solved: props.on_solved.clone(),
                    on_wrong: props.on_wrong.clone(),
                }) }
            </div>
        },
        None => {
            let onfocus = {
                let (near, focused) = (near.clone(), focused.clone());
                Callback::from(move |_: FocusEvent| {
                    near.set(true);
                    *focused.borrow_mut() = true;
                })
            };
            // Tabbing or clicking to another control: the board will not take the focus.
            let onblur = {
                let focused = focused.clone();
                Callback::from(move |event: FocusEvent| {
                    if event.related_target().is_some() {
                        *focused.borrow_mut() = false;
                    }
                })
            };
            html! {
                <div class="lesson-board board-coming" ref={place} tabindex="0" {onfocus} {onblur}
                     data-part={part.unwrap_or_default()}>
                    { coming(failed, t.board_loading, t.board_load_failed, t.retry, retry) }
                </div>
            }
        }
    }
}

/// Whether the focus is nowhere in particular (the page's body) or still on `place`: the board
/// may take it.
fn focus_is_free(place: &NodeRef) -> bool {
    let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
    match active {
        None => true,
        Some(active) => {
            active.tag_name().eq_ignore_ascii_case("body")
                || place.get().is_some_and(|p| p.is_same_node(Some(&active)))
        }
    }
}

/// Focuses the first control inside `place` that takes the focus (the board that replaced a
/// focused placeholder); false while there is none yet.
fn focus_first(place: &NodeRef) -> bool {
    let Some(element) = place.cast::<web_sys::Element>() else { return false };
    let Ok(controls) = element.query_selector_all(
        "button:not([disabled]), input, select, textarea, a[href], [tabindex]:not([tabindex='-1'])",
    ) else {
        return false;
    };
    (0..controls.length()).filter_map(|i| controls.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).any(
        |control| {
            control.focus().is_ok()
                && web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element())
                    .is_some_and(|active| control.is_same_node(Some(&active)))
        },
    )
}
