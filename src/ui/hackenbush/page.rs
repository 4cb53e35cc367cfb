//! Green Hackenbush on the kit's page (`#/hackenbush/0-1,1-2,1-3`, with `@layout` after a
//! drawing made in the editor): its words, its board with falling edges and the keyboard, its
//! panels (the colon and fusion steppers), the editor and the import box.

use crate::ui::text::GameNames;
use crate::ui::split::{coming, use_part};
use crate::ui::text::app_text;
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::content::hackenbush::Words;
use crate::games::hackenbush::colon::{PictureTrace, TraceTooLarge, colon_trace, fusion_trace};
use crate::games::hackenbush::layout::{Drawing, EdgeGeometry};
use crate::games::hackenbush::notation::{ImportAnswer, ImportError, NotATree, import, to_contest};
use crate::games::hackenbush::{
    HINT_SEARCH_WORK, Hackenbush, HackenbushAnalysis, HackenbushMove, HackenbushPosition, MAX_BOARD_EDGES,
    MAX_INPUT_LEN, ParseHackenbushError,
};
use crate::ui::hackenbush::board::{DrawnEdges, HackenbushBoard};
use crate::ui::hackenbush::colon_stepper::PictureStepper;
use crate::ui::hackenbush::editor::HackenbushEditorProps;
use crate::ui::hackenbush::text;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::emit_for_key;
use crate::ui::kit::contract::{
    BoardProps, GameUi, HINT_MAX_LISTED, Opened, PageWords, PanelProps, Preset, SetupProps, Total, page_words,
};
use crate::ui::kit::import_box::ImportBox;
use crate::ui::kit::keys::is_for_widget;

/// The seed's worked example (see `games::hackenbush::tests`): a P-position of value 0.
const SEED_TREE: &str = "0-1 1-2 0-3 0-4 4-5 4-6 6-7 6-8 8-9 9-10";

/// The editor's drawing and the start it was made for: the board draws the start with it, and
/// the address carries its layout, only while that start is the game's.
pub type Custom = Rc<(HackenbushPosition, Drawing)>;

/// How the board draws `start`: with the editor's drawing when it was made for this start, else
/// layered from the ground up.
fn drawing_for(start: &HackenbushPosition, custom: &Custom) -> Drawing {
    if custom.0 == *start { custom.1.completed_for(start.edges()) } else { Drawing::layered(start.edges()) }
}

thread_local! {
    /// The last position analysed: the total line, the hint, its notes and the board's labels
    /// all ask about the same position in one render, and one analysis of a large drawing with
    /// cycles takes milliseconds.
    static LAST_ANALYSIS: RefCell<Option<(HackenbushPosition, Rc<HackenbushAnalysis>)>> =
        const { RefCell::new(None) };
}

/// Value, labels and winning cuts of `position`, the search for winning cuts on cycles bounded
/// so that a large drawing answers at once.
fn analysis(position: &HackenbushPosition) -> Rc<HackenbushAnalysis> {
    LAST_ANALYSIS.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((analysed, analysis)) = &*last
            && analysed == position
        {
            return analysis.clone();
        }
        let analysis = Rc::new(position.analyse(false, HINT_SEARCH_WORK));
        *last = Some((position.clone(), analysis.clone()));
        analysis
    })
}

fn random_tree(rng: &mut fastrand::Rng) -> HackenbushPosition {
    let size = rng.u32(6..=14);
    HackenbushPosition::random_tree(rng, size)
}

fn random_graph(rng: &mut fastrand::Rng) -> HackenbushPosition {
    let size = rng.u32(5..=9);
    HackenbushPosition::random_graph(rng, size, 3)
}

/// The board's style (`hackenbush.css`), put in the page with the board.
const HACKENBUSH_CSS: &str = include_str!("hackenbush.css");

impl GameUi for Hackenbush {
    const NAMES: GameNames = text::NAMES;
    type Extra = Custom;

    fn words(lang: Lang) -> PageWords {
        // `no_winning_move` (below) also says when the search stopped.
        let t = Words(lang);
        page_words!(t, text::setup_help(t))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseHackenbushError) -> String {
        text::parse_error(Words(lang), error)
    }

    fn start_error(lang: Lang, position: &HackenbushPosition) -> Option<String> {
        (position.edge_count() > MAX_BOARD_EDGES)
            .then(|| text::setup_too_large(Words(lang), position.edge_count()))
    }

    fn default_position() -> HackenbushPosition {
        HackenbushPosition::default()
    }

    fn random_position(rng: &mut fastrand::Rng) -> HackenbushPosition {
        if rng.bool() { random_tree(rng) } else { random_graph(rng) }
    }

    /// The edges, then after `@` the editor's layout; a bad layout is left out with a note (the
    /// edges still open), a position too large for the board is refused.
    fn from_address(lang: Lang, raw: &str) -> Result<Opened<Hackenbush>, String> {
        let t = Words(lang);
        let (edges, layout) = match raw.split_once('@') {
            Some((edges, layout)) => (edges, Some(layout)),
            None => (raw, None),
        };
        let position: HackenbushPosition = edges.parse().map_err(|e| text::parse_error(t, &e))?;
        if position.edge_count() > MAX_BOARD_EDGES {
            return Err(text::too_large_for_board(t, position.edge_count()));
        }
        // Without a layout the page keeps no drawing: the board lays the start out itself.
        let (extra, note) = match layout.map(Drawing::from_url_suffix) {
            None => (Custom::default(), None),
            Some(Ok(drawing)) => (Rc::new((position.clone(), drawing)), None),
            Some(Err(error)) => (Custom::default(), Some(text::layout_ignored(t, &error))),
        };
        Ok(Opened { position, extra, note })
    }

    fn url_text(
        position: &HackenbushPosition,
        start: &HackenbushPosition,
        custom: &Custom,
    ) -> Option<String> {
        Some(if custom.0 == *start && !custom.1.vertices.is_empty() {
            format!("{}@{}", position.to_url(), custom.1.to_url_suffix(start.edges()))
        } else {
            position.to_url()
        })
    }

    fn total(lang: Lang, position: &HackenbushPosition) -> Option<Total> {
        Some(Total::of(None, analysis(position).total, Words(lang).total_name()))
    }

    fn hint_moves(position: &HackenbushPosition) -> Vec<HackenbushMove> {
        // One pass over the edges names them all (naming each winning edge alone is O(E) apiece);
        // they stay in the position's order, which the board relies on to find them.
        let moves = position.moves();
        analysis(position).winning_edges.iter().filter_map(|&i| moves.get(i).copied()).collect()
    }

    fn hint_line(lang: Lang, _: &HackenbushPosition, mv: &HackenbushMove) -> String {
        Words(lang).winning_cut(mv)
    }

    fn no_winning_move(lang: Lang, position: &HackenbushPosition) -> &'static str {
        let t = Words(lang);
        // A value other than 0 always has a winning cut: none found means the search stopped.
        if analysis(position).total.is_zero() { t.no_winning_move() } else { t.hint_search_stopped() }
    }

    fn hint_note(lang: Lang, position: &HackenbushPosition, found: usize) -> Option<String> {
        let stopped = found > 0 && !analysis(position).complete;
        text::hint_note(Words(lang), HINT_MAX_LISTED, found, stopped)
    }

    fn presets(lang: Lang) -> Vec<Preset<HackenbushPosition>> {
        let t = Words(lang);
        vec![
            Preset {
                class: "preset-stalks",
                label: t.preset_stalks(),
                make: |_| HackenbushPosition::stalks(&[1, 2, 3]),
            },
            Preset {
                class: "preset-seed",
                label: t.preset_seed(),
                make: |_| SEED_TREE.parse().unwrap_or_default(),
            },
            Preset { class: "preset-random", label: t.preset_random_tree(), make: random_tree },
            Preset {
                class: "preset-cycle",
                label: t.preset_cycle(),
                make: |_| "0-1 1-2 2-3 3-1 3-4 0-5".parse().unwrap_or_default(),
            },
            Preset { class: "preset-random-graph", label: t.preset_random_graph(), make: random_graph },
        ]
    }

    fn keys(lang: Lang) -> Html {
        let t = Words(lang);
        html! {
            <>
                <dt>{ t.keys_choose() }</dt><dd>{ t.keys_choose_edge() }</dd>
                <dt>{ t.keys_cut() }</dt><dd>{ t.keys_cut_edge() }</dd>
                <dt>{ "Ctrl+Z" }</dt><dd>{ t.keys_editor_undo() }</dd>
            </>
        }
    }

    fn board(props: BoardProps<Hackenbush>) -> Html {
        // The board's style comes with its part (not in the stylesheet every page loads).
        html! { <><style>{ HACKENBUSH_CSS }</style><HackenbushPlay ..props /></> }
    }

    fn game_graph(position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        crate::games::graph::export::hackenbush_graph(position)
    }

    fn panels(props: PanelProps<Hackenbush>) -> Html {
        html! { <HackenbushPanels position={props.position} /> }
    }

    fn setup_tools(_: SetupProps<Hackenbush>) -> Html {
        // The editor is a panel of its own (see `play_panels`): it needs more room than a row.
        Html::default()
    }

    fn play_panels(props: SetupProps<Hackenbush>) -> Html {
        html! {
            <>
                <EditorPanel start={props.start} custom={props.extra} on_play={props.on_new_game_with} />
                <ImportPanel position={props.position} on_play={props.on_new_game} />
            </>
        }
    }
}

/// The edges of `before` that are not in `after`, when `after` is `before` with some edges
/// removed (a cut); empty otherwise (undo, a new game).
fn fallen(before: &HackenbushPosition, after: &HackenbushPosition) -> Vec<usize> {
    if after.edge_count() >= before.edge_count() {
        return Vec::new();
    }
    let mut gone = Vec::new();
    let mut rest = after.edges().iter().peekable();
    for (index, edge) in before.edges().iter().enumerate() {
        if rest.peek() == Some(&edge) {
            rest.next();
        } else {
            gone.push(index);
        }
    }
    if rest.next().is_some() { Vec::new() } else { gone }
}

/// The board in the start's drawing, what falls after a cut, the keyboard selection, and what
/// the vertex labels mean.
#[component(HackenbushPlay)]
fn hackenbush_play(props: &BoardProps<Hackenbush>) -> Html {
    let t = Words(use_lang());
    let position = &props.position;
    let selected = use_state_eq(|| None::<usize>);
    let falling = use_state_eq(|| (0u32, Rc::new(Vec::<EdgeGeometry>::new())));
    let previous = use_mut_ref(|| None::<HackenbushPosition>);
    let drawing = use_memo((props.start.clone(), props.extra.clone()), |(start, custom)| {
        Rc::new(drawing_for(start, custom))
    });
    let analysed = use_memo(position.clone(), analysis);
    let drawn = use_memo((position.clone(), (*drawing).clone()), |(p, drawing)| {
        let names = p.moves().iter().map(|m| m.to_string()).collect();
        Rc::new(DrawnEdges::new(drawing, p.edges(), names))
    });
    let vertices = use_memo(analysed.clone(), |a| Rc::new(a.labels.clone()));
    let view_box = *use_memo((props.start.clone(), (*drawing).clone()), |(start, drawing)| {
        drawing.view_box(start.edges(), 420.0)
    });
    // The hint's moves come in the position's order (see `hint_moves`), so one walk along the
    // edges finds their indices.
    let hinted = use_memo((position.clone(), props.marked.clone()), |(p, marked)| {
        let mut wanted = marked.iter().peekable();
        let mut indices = Vec::with_capacity(marked.len());
        for (index, mv) in p.moves().iter().enumerate() {
            if wanted.peek() == Some(&mv) {
                wanted.next();
                indices.push(index);
            }
        }
        Rc::new(indices)
    });

    // After a cut, what fell off is drawn falling; the keyboard selection stays on the board.
    {
        let (falling, previous, selected) = (falling.clone(), previous.clone(), selected.clone());
        let drawing = drawing.clone();
        use_effect_with(position.clone(), move |now: &HackenbushPosition| {
            let before = previous.borrow_mut().replace(now.clone());
            if let Some(before) = before {
                let gone = fallen(&before, now);
                if !gone.is_empty() {
                    let geometry = drawing.geometry(before.edges());
                    let lines: Vec<EdgeGeometry> =
                        gone.iter().filter_map(|&i| geometry.get(i).cloned()).collect();
                    falling.set((falling.0.wrapping_add(1), Rc::new(lines)));
                }
            }
            if let Some(index) = *selected {
                selected.set((now.edge_count() > 0).then(|| index.min(now.edge_count() - 1)));
            }
        });
    }

    let cut = use_callback((props.on_play.clone(), position.clone()), |index: usize, (on_play, position)| {
        if let Some(mv) = position.move_of(index) {
            on_play.emit(mv);
        }
    });
    let onkeydown = {
        let (selected, cut, on_control) = (selected.clone(), cut.clone(), props.on_control.clone());
        let count = position.edge_count();
        Callback::from(move |event: KeyboardEvent| {
            if !is_for_widget(&event) {
                return;
            }
            let handled = match event.key().as_str() {
                "ArrowRight" | "ArrowUp" if count > 0 => {
                    selected.set(Some(selected.map_or(0, |i| (i + 1) % count)));
                    true
                }
                "ArrowLeft" | "ArrowDown" if count > 0 => {
                    selected.set(Some(selected.map_or(count - 1, |i| (i + count - 1) % count)));
                    true
                }
                "Enter" | " " => {
                    if let Some(index) = *selected {
                        cut.emit(index);
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
    let selected_name = selected.and_then(|i| position.move_of(i)).map(|m| m.to_string());
    html! {
        <>
            <p class="sr-only" aria-live="polite">
                { selected_name.as_deref().map(|edge| t.selected_live(edge)).unwrap_or_default() }
            </p>
            <div class="board-area" role="application" tabindex="0" {onkeydown} aria-label={t.board_area_label()}>
                <HackenbushBoard edges={(*drawn).clone()} drawing={(*drawing).clone()} vertices={(*vertices).clone()}
                                 total={analysed.total.value()} show_labels={props.show_labels} hinted={(*hinted).clone()}
                                 selected={*selected} interactive={props.interactive} falling={falling.1.clone()}
                                 fall_key={falling.0} on_cut={cut} {view_box} />
            </div>
            if let Some(name) = &selected_name {
                <p class="muted selected-edge">{ t.selected_shown(name) }</p>
            }
            if props.show_labels {
                <p class="muted labels-note">{ t.labels_note() }</p>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct HackenbushPanelsProps {
    position: HackenbushPosition,
}

/// The fusion stepper (for a drawing with cycles) and the colon stepper.
#[component(HackenbushPanels)]
fn hackenbush_panels(props: &HackenbushPanelsProps) -> Html {
    let t = Words(use_lang());
    let colon = use_memo(props.position.clone(), |p| Rc::new(colon_trace(p)));
    let fusion = use_memo(props.position.clone(), |p| -> Option<Rc<Result<PictureTrace, TraceTooLarge>>> {
        let trace = fusion_trace(p);
        match &trace {
            // Nothing to fuse: a tree goes straight to the colon principle.
            Ok(trace) if trace.steps.len() <= 1 => None,
            _ => Some(Rc::new(trace)),
        }
    });
    html! {
        <>
            if let Some(trace) = (*fusion).clone() {
                <PictureStepper title={t.fusion_title()} class="fusion-stepper" {trace} />
            }
            <PictureStepper title={t.colon_title()} class="colon-stepper" trace={(*colon).clone()} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct EditorPanelProps {
    start: HackenbushPosition,
    custom: Custom,
    /// A new game of a drawing, with the drawing.
    on_play: Callback<(HackenbushPosition, Custom)>,
}

/// "Draw your own": the editor, loaded with the game's start or a blank ground.
#[component(EditorPanel)]
fn editor_panel(props: &EditorPanelProps) -> Html {
    let t = Words(use_lang());
    let editor_load = use_state_eq(|| (Rc::new((HackenbushPosition::default(), Drawing::default())), 0u32));
    // The editor is built when its panel is first opened and then stays mounted (a closed
    // <details> hides it), so closing the panel keeps the drawing and its undo history.
    let editor_built = use_state_eq(|| false);
    // The editor's code is a part of its own, fetched when the panel is first opened.
    let app = app_text(use_lang());
    let (editor_failed, retry_editor) = use_part(
        (*editor_built && tools::editor::here("hackenbush_editor").is_none()).then_some("hackenbush_editor"),
        tools::editor::fetch,
    );
    let load = {
        let editor_load = editor_load.clone();
        move |what: Rc<(HackenbushPosition, Drawing)>| editor_load.set((what, editor_load.1.wrapping_add(1)))
    };
    // What "edit the starting position" loads: the start as the board draws it.
    let start_drawing = use_memo((props.start.clone(), props.custom.clone()), |(start, custom)| {
        Rc::new((start.clone(), drawing_for(start, custom)))
    });
    // Stable across renders (it holds the page's callback only), so the editor is not rendered
    // again when the game's start changes.
    let on_editor_play =
        use_callback(props.on_play.clone(), |(position, drawing): (HackenbushPosition, Drawing), on_play| {
            on_play.emit((position.clone(), Rc::new((position, drawing))))
        });
    let edit_this = {
        let (start, load) = ((*start_drawing).clone(), load.clone());
        Callback::from(move |_: MouseEvent| load(start.clone()))
    };
    let edit_blank = {
        let load = load.clone();
        Callback::from(move |_: MouseEvent| load(Rc::new((HackenbushPosition::empty(), Drawing::default()))))
    };
    let on_toggle = {
        let (editor_built, start) = (editor_built.clone(), (*start_drawing).clone());
        Callback::from(move |event: Event| {
            let open = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|details| details.has_attribute("open"));
            if open && !*editor_built {
                // Opened for the first time: start from the board's starting position.
                load(start.clone());
                editor_built.set(true);
            }
        })
    };
    html! {
        <details class="panel editor-panel" ontoggle={on_toggle}>
            <summary>{ t.draw_your_own() }</summary>
            if *editor_built {
                <div class="setup-row">
                    <button class="edit-this" onclick={edit_this}>{ t.edit_start() }</button>
                    <button class="edit-blank" onclick={edit_blank}>{ t.edit_blank() }</button>
                </div>
                { match tools::editor::here("hackenbush_editor") {
                    Some(editor) => editor(HackenbushEditorProps {
                        load: editor_load.0.clone(),
                        load_key: editor_load.1,
                        on_play: on_editor_play,
                    }),
                    None => coming(editor_failed, app.loading, app.load_failed, app.retry, retry_editor),
                } }
            }
        </details>
    }
}

/// An import's answer as shown (worded when rendered).
#[derive(Clone, Debug, PartialEq)]
struct ImportShown {
    answer: ImportAnswer,
    /// The position, when it fits on the board.
    playable: Option<HackenbushPosition>,
    /// No edges at all: nothing to draw or play.
    empty: bool,
    millis: f64,
}

/// Why an import gave no answer.
#[derive(Clone, Debug, PartialEq)]
enum ImportFailure {
    Unreadable(ImportError),
    /// The browser would not schedule the work.
    NotStarted,
}

/// A duration with one decimal, without Rust's float formatting (large in wasm).
fn tenths(millis: f64) -> String {
    let tenths = (millis * 10.0).round().max(0.0) as u64;
    format!("{}.{}", tenths / 10, tenths % 10)
}

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

#[derive(Properties, PartialEq, Clone)]
struct ImportPanelProps {
    /// The board's position, for the export.
    position: HackenbushPosition,
    on_play: Callback<HackenbushPosition>,
}

/// The tools folded under the board, each a part of its own fetched when its panel is first
/// opened: most visitors play the board and never draw or paste, and the two are a tenth of the
/// page's code.
#[allow(unsafe_code, dead_code)] // dead code: each part's `PARTS`, which nothing here lists
mod tools {
    pub mod editor {
        use crate::ui::hackenbush::editor::{HackenbushEditor, HackenbushEditorProps};
        use crate::ui::split::split_points;
        use yew::{Html, html};

        fn editor(props: HackenbushEditorProps) -> Html {
            html! { <HackenbushEditor ..props /> }
        }

        split_points! {
            fn(HackenbushEditorProps) -> Html;
            hackenbush_editor => editor;
        }
    }

    pub mod import {
        use crate::ui::split::split_points;
        use yew::{Html, html};

        fn import(props: super::super::ImportPanelProps) -> Html {
            html! { <super::super::ImportBody ..props /> }
        }

        split_points! {
            fn(super::super::ImportPanelProps) -> Html;
            hackenbush_import => import;
        }
    }
}

/// "Import / export", folded: its body comes with its part when first opened.
#[component(ImportPanel)]
fn import_panel(props: &ImportPanelProps) -> Html {
    let t = Words(use_lang());
    let app = app_text(use_lang());
    let opened = use_state_eq(|| false);
    let (failed, retry) = use_part(
        (*opened && tools::import::here("hackenbush_import").is_none()).then_some("hackenbush_import"),
        tools::import::fetch,
    );
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |event: Event| {
            if event.target_unchecked_into::<web_sys::HtmlDetailsElement>().open() {
                opened.set(true);
            }
        })
    };
    html! {
        <details class="panel import" {ontoggle}>
            <summary>{ t.import_heading() }</summary>
            if *opened {
                { match tools::import::here("hackenbush_import") {
                    Some(body) => body(ImportPanelProps { position: props.position.clone(), on_play: props.on_play.clone() }),
                    None => coming(failed, app.loading, app.load_failed, app.retry, retry),
                } }
            }
        </details>
    }
}

/// "Import / export": who wins a pasted position (contest format or edge list), however large,
/// and the board in the contest format.
#[component(ImportBody)]
fn import_body(props: &ImportPanelProps) -> Html {
    let t = Words(use_lang());
    let import_answer = use_state_eq(|| None::<Result<ImportShown, ImportFailure>>);
    let import_busy = use_state_eq(|| false);
    let export_text = use_state_eq(|| None::<Result<String, NotATree>>);
    let import_text = use_state_eq(|| AttrValue::Static(""));
    let on_import = {
        let (import_text, import_answer, import_busy) =
            (import_text.clone(), import_answer.clone(), import_busy.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let text = (*import_text).clone();
            // Say "analysing" now and do the work in a task of its own, so the click's task stays
            // short and the page shows that something is happening on a large paste.
            import_busy.set(true);
            let (answer, busy) = (import_answer.setter(), import_busy.setter());
            let work = move || {
                let started = now_ms();
                let result = import(&text);
                let millis = now_ms() - started;
                busy.set(false);
                answer.set(Some(match result {
                    Ok(answer) => Ok(ImportShown {
                        playable: (answer.edges <= MAX_BOARD_EDGES && answer.edges > 0)
                            .then(|| answer.position.clone()),
                        empty: answer.edges == 0,
                        answer,
                        millis,
                    }),
                    Err(error) => Err(ImportFailure::Unreadable(error)),
                }));
            };
            let callback = wasm_bindgen::closure::Closure::once_into_js(work);
            let scheduled = web_sys::window().map(|window| {
                window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0)
            });
            if !matches!(scheduled, Some(Ok(_))) {
                import_busy.set(false);
                import_answer.set(Some(Err(ImportFailure::NotStarted)));
            }
        })
    };
    let set_import_text = {
        let import_text = import_text.setter();
        Callback::from(move |text: AttrValue| import_text.set(text))
    };
    let play_import = {
        let (on_play, import_answer) = (props.on_play.clone(), import_answer.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(Ok(ImportShown { playable: Some(position), .. })) = &*import_answer {
                on_play.emit(position.clone());
            }
        })
    };
    let export = {
        let (export_text, position) = (export_text.clone(), props.position.clone());
        Callback::from(move |_: MouseEvent| export_text.set(Some(to_contest(&position))))
    };
    html! {
        <>
            <form class="import-form" onsubmit={on_import}>
                <ImportBox id="import-text" label={t.import_label()} placeholder={"5\n1 2\n2 3\n2 4\n4 5"}
                           value={(*import_text).clone()} on_change={set_import_text}
                           max_len={MAX_INPUT_LEN} />
                <button type="submit" class="primary" disabled={*import_busy}>{ t.who_wins() }</button>
            </form>
            if *import_busy {
                <p class="import-busy" role="status">{ t.analysing() }</p>
            }
            { match &*import_answer {
                None => html! {},
                Some(Err(failure)) => html! {
                    <p class="notice import-error" role="alert">
                        { match failure {
                            ImportFailure::Unreadable(error) => text::import_failed(t, error),
                            ImportFailure::NotStarted => t.import_not_started().to_string(),
                        } }
                    </p>
                },
                Some(Ok(shown)) => html! {
                    <div class="import-answer" role="status">
                        <p class="answer">{ text::import_answer(t, &shown.answer) }</p>
                        <p class="muted">{ t.analysed_in(tenths(shown.millis)) }</p>
                        if shown.playable.is_some() {
                            <button class="play-import" onclick={play_import}>{ t.play_import() }</button>
                        } else if shown.empty {
                            <p class="muted">{ t.import_empty() }</p>
                        } else {
                            <p class="muted">{ text::import_too_large(t) }</p>
                        }
                    </div>
                },
            } }
            <div class="setup-row">
                <button class="export" onclick={export}>{ t.export() }</button>
            </div>
            { match &*export_text {
                None => html! {},
                Some(Err(error)) => html! { <p class="notice export-error">{ text::not_a_tree(t, error) }</p> },
                Some(Ok(text)) => html! { <textarea class="export-text" readonly=true rows="6" value={text.clone()} /> },
            } }
        </>
    }
}
