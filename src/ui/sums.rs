//! The sums playground (`#/sums/nim(3,4)+chocolate-eat(3x2)`): components of any game side by
//! side, each on its own game's board, played as one game on the kit's page.
//!
//! The sum is a [`Playable`] (`games::sums::SumGame`), so the kit gives it modes, the computer,
//! undo/redo, hint, labels, the classroom switch, the address and the saved game. Each
//! component's board is its game's own [`GameUi::board`] (already in the build for the game's
//! page): a small generic adapter per game ([`PartUi`]) turns the board's typed moves into
//! `part: move` and finds the typed position again in the sum.
//!
//! Each game's adapter is a split point of its own ([`parts`], `split_sum_<game>.wasm`): the page
//! shows at once what the games layer knows (each component's notation and value) and each board
//! once its game's part has come. Until then a move reads in notation.

pub mod text;

use crate::ui::text::GameNames;
use std::cell::RefCell;
use std::rc::Rc;

use yew::platform::spawn_local;
use yew::prelude::*;

use crate::content::sums::Words;
use crate::engine::Nimber;
use crate::engine::trace::{XorRow, XorTrace};
use crate::games::Playable;
use crate::games::catalog::for_each_game;
use crate::games::chocolate::{ChocolateEat, ChocolateSplit, Cutting};
use crate::games::hackenbush::Hackenbush;
use crate::games::maze::Maze;
use crate::games::nim::Nim;
use crate::games::reduction::{euclid::Euclid, georgia::GeorgiaBob, prime_factor::PrimeFactor};
use crate::games::sums::{
    Part, PartMoveError, SUMMABLE, Sum, SumError, SumGame, SumMove, SumMoveError, SumReason,
};
use crate::games::takeaway::{bounded_nim::BoundedNim, subtraction::Subtraction};
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::{Control, text_input};
use crate::ui::kit::contract::{
    BoardProps, GameUi, PageWords, PanelProps, Preset, SetupProps, Total, page_words,
};
use crate::ui::kit::game::GameText;
use crate::ui::kit::text::kit_text;
use crate::ui::split::coming;
use crate::ui::text::{app_text, game_words};

/// What one component's board needs from the sum's board.
struct BoardContext<'a> {
    sum: &'a Sum,
    start: &'a Sum,
    index: usize,
    show_labels: bool,
    marked: &'a [SumMove],
    interactive: bool,
    last: Option<&'a SumMove>,
    computer_move: Option<&'a SumMove>,
    on_play: &'a Callback<SumMove>,
    on_control: &'a Callback<Control>,
    on_error: &'a Callback<String>,
    on_prompt: &'a Callback<Option<String>>,
}

/// What the page needs of one summable game, its types erased: plain functions made once per
/// game by [`part_ui`], each game's in its own part of the module.
#[derive(Clone, Copy)]
pub struct PartUi {
    board: fn(&BoardContext) -> Option<Html>,
    /// The game's own parse error for `text`, in `lang` (`None` if it reads).
    parse_error: fn(Lang, &str) -> Option<String>,
    /// The move written `mv` in the game's words (a clause after a player's name).
    describe: fn(Lang, &str) -> Option<String>,
    /// The hint's line of the move `mv` from part `index`.
    hint: fn(Lang, &Sum, usize, &str) -> Option<String>,
    /// The game's own reason for refusing `mv` at `position`.
    move_error: fn(Lang, &str, &str) -> Option<String>,
}

fn typed_move<G: Part>(mv: &SumMove, index: usize) -> Option<G::Move> {
    (mv.part == index).then(|| mv.mv.parse().ok()).flatten()
}

fn part_board<G: GameUi + Part>(c: &BoardContext) -> Option<Html> {
    let position = c.sum.part::<G>(c.index)?.clone();
    let index = c.index;
    let marked: Vec<G::Move> = c.marked.iter().filter_map(|m| typed_move::<G>(m, index)).collect();
    Some(G::board(BoardProps {
        start: c.start.part::<G>(index).cloned().unwrap_or_else(|| position.clone()),
        position,
        show_labels: c.show_labels,
        marked: Rc::new(marked),
        interactive: c.interactive,
        last: c.last.and_then(|m| typed_move::<G>(m, index)),
        computer_move: c.computer_move.and_then(|m| typed_move::<G>(m, index)),
        on_play: c.on_play.reform(move |mv: G::Move| SumMove { part: index, mv: mv.to_string() }),
        on_control: c.on_control.clone(),
        on_error: c.on_error.clone(),
        extra: G::Extra::default(),
        on_prompt: c.on_prompt.clone(),
    }))
}

fn part_ui<G: GameUi + Part>() -> PartUi {
    // The game's play in a sum comes with its part (see `sums::register_plays`).
    crate::games::sums::register_plays::<G>();
    PartUi {
        board: part_board::<G>,
        parse_error: |lang, text| text.trim().parse::<G::Position>().err().map(|e| G::parse_error(lang, &e)),
        describe: |lang, mv| Some(G::describe_move(lang, &mv.parse().ok()?)),
        hint: |lang, sum, index, mv| {
            let position = sum.part::<G>(index)?;
            Some(G::hint_line(lang, position, &mv.parse().ok()?))
        },
        move_error: |lang, position, mv| {
            let position: G::Position = position.parse().ok()?;
            let error = G::default().play(&position, &mv.parse().ok()?).err()?;
            Some(G::move_error(lang, &error))
        },
    }
}

/// The summable games' parts (`sums place sum_part` in `for_each_game!`), [`part_name`] and
/// [`example`].
macro_rules! sum_parts {
    ($($part:ident: $game:ty, $example:literal, $analyze:tt, [$($place:literal $sum_part:ident)?];)*) => {
        // The split points are extern declarations written by wasm_split's macro.
        #[allow(unsafe_code)]
        pub mod parts {
            use super::{PartUi, part_ui};
            use crate::ui::split::split_points;

            // A part per summable game: a sum fetches the boards of the games it holds, not all
            // of them. The names are the files' (`split_<name>.wasm`), unique in the crate.
            split_points! {
                PartUi;
                $($($sum_part => part_ui::<$game>();)?)*
            }
        }

        /// Each summable game's id, the part holding its adapter, and its default position
        /// (see [`example`]).
        const SUM_GAMES: &[(&str, &str, fn() -> String)] = &[$($((
            <$game as Playable>::ID,
            stringify!($sum_part),
            || <$game as GameUi>::default_position().to_string(),
        ),)?)*];
    };
}
for_each_game!(sum_parts);

/// The part holding the adapter of the game `id` (one of [`SUMMABLE`]).
pub fn part_name(id: &str) -> Option<&'static str> {
    SUM_GAMES.iter().find(|&&(game, _, _)| game == id).map(|&(_, part, _)| part)
}

/// A game's part asked for and not here yet.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fetch {
    /// On its way.
    Asked,
    /// The last fetch failed.
    Failed,
}

thread_local! {
    /// The games' parts asked for and not here, by game id.
    static PENDING: RefCell<Vec<(&'static str, Fetch)>> = const { RefCell::new(Vec::new()) };
    /// Who waits for a fetch to end (the boards to render again).
    static WAITING: RefCell<Vec<Callback<()>>> = const { RefCell::new(Vec::new()) };
}

fn fetch_state(id: &str) -> Option<Fetch> {
    PENDING.with(|parts| parts.borrow().iter().find(|(game, _)| *game == id).map(|&(_, state)| state))
}

/// Records the state of the game `id`'s part (`None`: it has come).
fn set_fetch_state(id: &'static str, state: Option<Fetch>) {
    PENDING.with(|parts| {
        let mut parts = parts.borrow_mut();
        parts.retain(|(game, _)| *game != id);
        if let Some(state) = state {
            parts.push((id, state));
        }
    });
}

/// The adapter of the game `id` if its part has come (the page's texts read in notation until
/// then).
fn ui_of(id: &str) -> Option<PartUi> {
    parts::here(part_name(id)?)
}

/// Fetches the part of the game `id` unless it is here or on its way (again after a failure);
/// `done` runs when the fetch under way ends, well or not.
fn request(id: &str, done: Callback<()>) {
    let Some((&id, name)) = SUMMABLE.iter().find(|&&game| game == id).zip(part_name(id)) else { return };
    if parts::here(name).is_some() {
        return;
    }
    WAITING.with(|waiting| waiting.borrow_mut().push(done));
    if fetch_state(id) == Some(Fetch::Asked) {
        return;
    }
    // Neither here nor on its way: fetch it.
    set_fetch_state(id, Some(Fetch::Asked));
    spawn_local(async move {
        let state = parts::fetch(name).await.err().map(|_| Fetch::Failed);
        set_fetch_state(id, state);
        // Every board waiting renders again; the list is kept while another part is on its way
        // (its own end must reach them too).
        let waiting = WAITING.with(|waiting| waiting.borrow().clone());
        if PENDING.with(|parts| parts.borrow().iter().all(|&(_, state)| state != Fetch::Asked)) {
            WAITING.with(|waiting| waiting.borrow_mut().clear());
        }
        for done in waiting {
            done.emit(());
        }
    });
}

/// A game's default position, as an example in the add form (the games layer's, so it is here
/// before the game's part).
fn example(id: &str) -> String {
    SUM_GAMES.iter().find(|&&(game, _, _)| game == id).map_or_else(String::new, |(_, _, example)| example())
}

/// The name of the game `id` in `lang`.
fn game_name(lang: Lang, id: &str) -> &'static str {
    game_words(lang, id).map_or("", |words| words.name)
}

/// "Component 2 (Nim)".
#[inline(always)]
fn component_of(lang: Lang, sum: &Sum, index: usize) -> String {
    let id = sum.parts().get(index).map_or("", |p| p.id());
    text::component_of(Words(lang), index, game_name(lang, id))
}

/// A sum the page writes itself (presets, the default): each component's game and position.
fn sum_of<S: AsRef<str>>(parts: &[(&str, S)]) -> Sum {
    let parts: Vec<String> =
        parts.iter().map(|(id, position)| format!("{id}({})", position.as_ref())).collect();
    parts.join(" + ").parse().expect("the page's own sums are written correctly")
}

/// `nim(3 4) + maze(..#./..../.#../...F) + subtraction(1,3,4: 9)`: three kinds of game (heaps,
/// a picture, a rule of takes), each shown as its own board at once. Each board's part comes with
/// the page (the route's pack), so the heaviest boards (the chocolate bar, Hackenbush's drawing:
/// about 8 KB gzip more than the maze's, 28 Nov 2026) are ones the learner adds, not ones every
/// visit fetches.
const DEFAULT_SUM: [(&str, &str); 3] =
    [(Nim::ID, "3 4"), (Maze::ID, "..#./..../.#../...F"), (Subtraction::ID, "1,3,4: 9")];

impl GameText for SumGame {
    fn describe_move(lang: Lang, mv: &SumMove) -> String {
        text::moved(Words(lang), mv.part, &mv.mv)
    }

    /// The move in its component's game's own words: "ate 1 row of bar 1 in component 2 (Eat
    /// chocolate)"; a move the game cannot read back stays in notation.
    fn describe_played(lang: Lang, after: &Sum, mv: &SumMove) -> String {
        let id = after.parts().get(mv.part).map_or("", |p| p.id());
        match ui_of(id).and_then(|ui| (ui.describe)(lang, &mv.mv)) {
            Some(what) => text::moved_in(Words(lang), mv.part, game_name(lang, id), &what),
            None => Self::describe_move(lang, mv),
        }
    }

    fn reason(lang: Lang, reason: &SumReason) -> String {
        // The move itself is said beside the reason (the status line, the move list): not again.
        text::reason(Words(lang), reason, game_name(lang, reason.id))
    }

    fn move_error(lang: Lang, error: &SumMoveError) -> String {
        let t = Words(lang);
        match error {
            SumMoveError::NoPart { part, parts } => text::no_part(t, *part, *parts),
            SumMoveError::Part { part, id, mv, error: PartMoveError::Unreadable, .. } => {
                text::not_a_move(t, &text::component_of(t, *part, game_name(lang, id)), mv)
            }
            SumMoveError::Part { part, id, position, mv, error: PartMoveError::Illegal } => {
                // The game's own words come with its board's part, which a move in it needs.
                let why = ui_of(id).and_then(|ui| (ui.move_error)(lang, position, mv));
                t.part_refused(
                    text::component_of(t, *part, game_name(lang, id)),
                    why.unwrap_or_else(|| t.illegal().to_owned()),
                )
            }
        }
    }
}

/// A sum's parse error in `lang`, a component's own error in its game's words.
#[inline(always)]
fn sum_error(lang: Lang, error: &SumError) -> String {
    let t = Words(lang);
    let (game, why) = match error {
        SumError::BadPosition { id, text, .. } => {
            // The game's own words come with its board's part: until then a plain refusal in
            // `lang` (the games layer's message is English), and the part is asked for unless
            // it was already (the components panel asks again on each try).
            let why = ui_of(id).and_then(|ui| (ui.parse_error)(lang, text)).unwrap_or_else(|| {
                if fetch_state(id).is_none() {
                    request(id, Callback::noop());
                }
                t.unreadable().to_owned()
            });
            (game_name(lang, id), why)
        }
        SumError::NoValue { id, .. } => (game_name(lang, id), String::new()),
        _ => ("", String::new()),
    };
    text::sum_error(t, error, game, &why)
}

impl GameUi for SumGame {
    const NAMES: GameNames = text::NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        let t = Words(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &SumError) -> String {
        sum_error(lang, error)
    }

    /// A sum without a value (a component on a cycle) is not a sum of this page.
    fn start_error(lang: Lang, position: &Sum) -> Option<String> {
        position.values().err().map(|e| sum_error(lang, &e))
    }

    fn default_position() -> Sum {
        sum_of(&DEFAULT_SUM)
    }

    /// Two to four small components of the games with boards of their own.
    fn random_position(rng: &mut fastrand::Rng) -> Sum {
        let parts: Vec<(&str, String)> = (0..rng.usize(2..=4))
            .map(|_| match rng.usize(0..6) {
                0 => (Nim::ID, format!("{} {}", rng.u32(1..8), rng.u32(1..8))),
                1 => (ChocolateEat::ID, format!("{}x{}", rng.u32(1..5), rng.u32(1..5))),
                2 => (ChocolateSplit::ID, format!("{}x{}", rng.u32(2..5), rng.u32(2..5))),
                3 => {
                    let stalk: Vec<String> = (0..rng.u32(1..5)).map(|v| format!("{v}-{}", v + 1)).collect();
                    (Hackenbush::ID, stalk.join(" "))
                }
                4 => (Subtraction::ID, format!("1,3,4: {}", rng.u32(3..15))),
                _ => (BoundedNim::ID, format!("3: {}", rng.u32(3..12))),
            })
            .collect();
        sum_of(&parts)
    }

    fn url_text(position: &Sum, _: &Sum, _: &()) -> Option<String> {
        Some(position.to_url())
    }

    fn total(lang: Lang, position: &Sum) -> Option<Total> {
        let values = position.values().ok()?;
        let detail: Vec<String> = values.iter().map(|v| v.value().to_string()).collect();
        Some(Total::of(Some(detail.join(" ⊕ ")), Nimber::nim_sum(values), kit_text(lang).nim_sum))
    }

    fn hint_line(lang: Lang, position: &Sum, mv: &SumMove) -> String {
        let id = position.parts().get(mv.part).map_or("", |p| p.id());
        let line = ui_of(id)
            .and_then(|ui| (ui.hint)(lang, position, mv.part, &mv.mv))
            .unwrap_or_else(|| mv.mv.clone());
        Words(lang).hint_line(component_of(lang, position, mv.part), line)
    }

    fn presets(lang: Lang) -> Vec<Preset<Sum>> {
        let t = Words(lang);
        vec![
            Preset {
                class: "preset-heap-bar",
                label: t.preset_heap_bar(),
                make: |_| sum_of(&[(Nim::ID, "3 4"), (ChocolateEat::ID, "3x2")]),
            },
            Preset {
                class: "preset-heap-stalk",
                label: t.preset_heap_stalk(),
                make: |_| sum_of(&[(Nim::ID, "5"), (Hackenbush::ID, "0-1 1-2 2-3")]),
            },
            Preset {
                class: "preset-takeaway",
                label: t.preset_takeaway(),
                make: |_| {
                    sum_of(&[(Subtraction::ID, "1,3,4: 9"), (BoundedNim::ID, "3: 7"), (Cutting::ID, "3x4")])
                },
            },
            Preset {
                class: "preset-reductions",
                label: t.preset_reductions(),
                make: |_| sum_of(&[(GeorgiaBob::ID, "2 5 9"), (PrimeFactor::ID, "12"), (Euclid::ID, "7 3")]),
            },
        ]
    }

    fn keys(lang: Lang) -> Html {
        html! { <><dt>{ "Tab" }</dt><dd>{ Words(lang).keys_tab() }</dd></> }
    }

    fn board(props: BoardProps<SumGame>) -> Html {
        html! { <SumBoard ..props /> }
    }

    fn panels(props: PanelProps<SumGame>) -> Html {
        html! { <SumPanels position={props.position} /> }
    }

    /// The components editor: remove a component, add one of any game.
    fn play_panels(props: SetupProps<SumGame>) -> Html {
        html! { <SumEditor position={props.position} on_new_game={props.on_new_game} /> }
    }
}

/// Every component with its own board, and the theorem's line.
#[component(SumBoard)]
fn sum_board(props: &BoardProps<SumGame>) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let app = app_text(lang);
    let sum = &props.position;
    // Each game's part is fetched once; the board renders again when one comes (or fails).
    let rerender = use_force_update();
    let on_fetched = Callback::from(move |()| rerender.force_update());
    let games: Vec<&'static str> =
        SUMMABLE.iter().copied().filter(|game| sum.parts().iter().any(|p| p.id() == *game)).collect();
    {
        let on_fetched = on_fetched.clone();
        use_effect_with(games, move |games| {
            for game in games {
                request(game, on_fetched.clone());
            }
        });
    }
    let values: Vec<Option<Nimber>> = sum.parts().iter().map(|p| p.grundy()).collect();
    let parts = sum.parts().iter().enumerate().map(|(index, part)| {
        let context = BoardContext {
            sum,
            start: &props.start,
            index,
            show_labels: props.show_labels,
            marked: &props.marked,
            interactive: props.interactive && !part.is_over(),
            last: props.last.as_ref(),
            computer_move: props.computer_move.as_ref(),
            on_play: &props.on_play,
            on_control: &props.on_control,
            on_error: &props.on_error,
            on_prompt: &props.on_prompt,
        };
        let board = match ui_of(part.id()) {
            Some(ui) => (ui.board)(&context).unwrap_or_default(),
            None => {
                let (id, on_fetched) = (part.id().to_owned(), on_fetched.clone());
                let retry = Callback::from(move |_: MouseEvent| {
                    request(&id, on_fetched.clone());
                    on_fetched.emit(());
                });
                let failed = fetch_state(part.id()) == Some(Fetch::Failed);
                html! {
                    <div class="part-loading">
                        { coming(failed, app.board_loading, app.board_load_failed, app.retry, retry) }
                    </div>
                }
            }
        };
        let marked = props.marked.iter().any(|m| m.part == index);
        let badge = match values[index] {
            Some(value) => t.value_badge(value.value()),
            None => t.no_value_badge().to_owned(),
        };
        html! {
            <li class={classes!("sum-part", format!("{}-part", part.id()), marked.then_some("marked"))}
                data-part={(index + 1).to_string()} data-game={part.id()}>
                <h2 class="part-head">
                    <span class="part-name">{ component_of(lang, sum, index) }</span>
                    if props.show_labels {
                        <span class="part-value">{ badge }</span>
                    }
                </h2>
                { board }
            </li>
        }
    });
    // On a wide screen the components stand in a grid of up to four a row; the kit's fit gives the grid (the `.fit-board` of this board area) the room left
    // on the screen, and the CSS shares it among the rows, so four boards fit without scrolling.
    let count = sum.parts().len();
    let (columns, rows) = (count.clamp(1, 4), count.div_ceil(4).min(4));
    html! {
        <>
            <p class="sg-theorem">{ t.theorem() }</p>
            <div class="board-area sum-board">
                <ol class={classes!("sum-parts", "fit-board", format!("cols-{columns}"), format!("rows-{rows}"))}
                    aria-label={t.parts_label()}>{ for parts }</ol>
            </div>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct SumPanelsProps {
    position: Sum,
}

/// The nim-sum by bits, a row per component.
#[component(SumPanels)]
fn sum_panels(props: &SumPanelsProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let sum = &props.position;
    let Ok(values) = sum.values() else { return Html::default() };
    let rows = values
        .iter()
        .enumerate()
        .map(|(index, &value)| {
            let id = sum.parts().get(index).map_or("", |p| p.id());
            XorRow { label: text::row_label(t, index, game_name(lang, id)), value }
        })
        .collect();
    html! {
        <XorPanel trace={XorTrace::new(rows)} row_heading={AttrValue::Static(t.component_column())}
                  value_heading={AttrValue::Static(t.value_column())} explanation={AttrValue::Static(t.xor_explanation())} />
    }
}

/// Why the components panel refused a change, worded when shown (in the reader's language, and
/// in a component's game's words once its part has come).
#[derive(Clone, PartialEq)]
enum EditorError {
    /// Removing the last component.
    OnlyPart,
    Sum(SumError),
}

#[derive(Properties, PartialEq)]
struct SumEditorProps {
    position: Sum,
    on_new_game: Callback<Sum>,
}

/// The components of the board's sum, each with a remove button, and the add form.
#[component(SumEditor)]
fn sum_editor(props: &SumEditorProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let game = use_state_eq(|| SUMMABLE[0].to_owned());
    let text = use_state_eq(String::new);
    let error = use_state_eq(|| None::<EditorError>);
    // The panel is worded again when a refused component's part comes.
    let part_here = {
        let rerender = use_force_update();
        Callback::from(move |()| rerender.force_update())
    };
    let sum = &props.position;
    let remove = |index: usize| {
        let (sum, on_new_game, error) = (sum.clone(), props.on_new_game.clone(), error.setter());
        Callback::from(move |_: MouseEvent| match sum.without_part(index) {
            Some(smaller) => {
                error.set(None);
                on_new_game.emit(smaller);
            }
            None => error.set(Some(EditorError::OnlyPart)),
        })
    };
    let on_add = {
        let (sum, on_new_game) = (sum.clone(), props.on_new_game.clone());
        let (game, text, error) = (game.clone(), text.clone(), error.setter());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let written = if text.trim().is_empty() { example(&game) } else { (*text).clone() };
            match sum.with_part(&game, &written) {
                Ok(bigger) => match bigger.values() {
                    Ok(_) => {
                        error.set(None);
                        on_new_game.emit(bigger);
                    }
                    Err(e) => error.set(Some(EditorError::Sum(e))),
                },
                Err(e) => {
                    // The game's part, for its own words (asked for again on each try, after a
                    // failed fetch too).
                    if let SumError::BadPosition { id, .. } = &e {
                        request(id, part_here.clone());
                    }
                    error.set(Some(EditorError::Sum(e)));
                }
            }
        })
    };
    let on_game = {
        let (game, error) = (game.setter(), error.setter());
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            // The board of the game picked comes while the position is typed.
            request(&select.value(), Callback::noop());
            game.set(select.value());
            error.set(None);
        })
    };
    let example = example(&game);
    html! {
        <section class="panel sum-editor">
            <h2>{ t.editor_heading() }</h2>
            <ul class="part-list">
                { for sum.parts().iter().enumerate().map(|(index, part)| html! {
                    <li>
                        <span>{ component_of(lang, sum, index) }{ ": " }<code>{ part.text().chars().take(80).collect::<String>() }</code></span>
                        { " " }
                        <button class="remove-part" aria-label={text::remove_label(t, index)} onclick={remove(index)}>{ t.remove() }</button>
                    </li>
                }) }
            </ul>
            <h3>{ t.add_heading() }</h3>
            <form class="add-part" onsubmit={on_add}>
                <label>{ t.game_label() }{ " " }
                    <select class="add-game" onchange={on_game}>
                        { for SUMMABLE.iter().map(|id| html! {
                            <option value={*id} selected={*id == game.as_str()}>{ game_name(lang, id) }</option>
                        }) }
                    </select>
                </label>
                <label>{ t.position_label() }{ " " }
                    <input class="add-position" value={(*text).clone()} placeholder={example}
                           oninput={text_input(text.setter())} />
                </label>
                <button type="submit" class="add-part-button">{ t.add() }</button>
            </form>
            if let Some(error) = &*error {
                <p class="notice add-error" role="alert">{ match error {
                    EditorError::OnlyPart => t.only_part().to_owned(),
                    EditorError::Sum(e) => sum_error(lang, e),
                } }</p>
            }
        </section>
    }
}
