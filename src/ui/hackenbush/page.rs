//! The Green Hackenbush page: board, editor, import box, colon and fusion steppers; its position
//! lives in the URL (`#/hackenbush/0-1,1-2,1-3`).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::Playable;
use crate::games::hackenbush::colon::{PictureTrace, TraceTooLarge, colon_trace, fusion_trace};
use crate::games::hackenbush::layout::{Drawing, EdgeGeometry, LayoutError};
use crate::games::hackenbush::notation::{ImportAnswer, ImportError, NotATree, import, to_contest};
use crate::games::hackenbush::{
    HINT_SEARCH_WORK, Hackenbush, HackenbushPosition, MAX_BOARD_EDGES, ParseHackenbushError,
};
use crate::games::session::{Action, Mode, Session};
use crate::ui::explain::history::History;
use crate::ui::hackenbush::board::{DrawnEdges, HackenbushBoard};
use crate::ui::hackenbush::colon_stepper::PictureStepper;
use crate::ui::hackenbush::editor::HackenbushEditor;
use crate::ui::hackenbush::text::{HackenbushText, hackenbush_text};
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::{
    Dismissible, KeyHelp, PlayersBar, PositionForm, StatusWords, TotalLine, TurnControls, bad_address,
    control_callback, emit_for_key, history_entries, human_first, last_computer_move, notice_text,
    status_line, use_url_position,
};
use crate::ui::kit::keys::is_for_widget;
use crate::ui::kit::reducer::SessionState;
use crate::ui::kit::text::kit_text;

#[derive(Properties, PartialEq)]
pub struct HackenbushPageProps {
    /// The position part of the URL, exactly as it came (may be malformed).
    pub position: Option<AttrValue>,
}

/// The seed's worked example (see `games::hackenbush::tests`): a P-position of value 0.
const SEED_TREE: &str = "0-1 1-2 0-3 0-4 4-5 4-6 6-7 6-8 8-9 9-10";

/// Why the address could not be shown as it was: kept as data and worded when shown, so it
/// follows the language switch.
#[derive(Clone, Debug, PartialEq)]
enum UrlMessage {
    /// The address held no position; the default is shown.
    BadPosition { raw: String, error: ParseHackenbushError },
    /// A position too large for the board; the default is shown.
    TooLarge { edges: usize },
    /// The layout after `@` could not be read; the drawing is laid out from the ground up.
    BadLayout(LayoutError),
}

impl UrlMessage {
    fn words(&self, lang: Lang) -> String {
        let t = hackenbush_text(lang);
        match self {
            UrlMessage::BadPosition { raw, error } => bad_address(
                lang,
                raw,
                t.position_noun,
                &(t.parse_error)(error),
                &HackenbushPosition::default().to_string(),
            ),
            UrlMessage::TooLarge { edges } => (t.too_large_for_board)(*edges),
            UrlMessage::BadLayout(error) => (t.layout_ignored)(error),
        }
    }
}

/// What a URL opens: a position, the editor's drawing when the URL carries one (after `@`), and
/// a message when something had to be replaced or ignored.
struct FromUrl {
    position: HackenbushPosition,
    drawing: Option<Drawing>,
    message: Option<UrlMessage>,
}

/// Reads the URL's position and optional layout; a position too large for the board opens the
/// default with a message; a bad layout is ignored with a message.
fn board_position_from_url(raw: Option<&str>) -> FromUrl {
    let (edges_part, layout_part) = match raw.and_then(|r| r.split_once('@')) {
        Some((edges, layout)) => (Some(edges), Some(layout)),
        None => (raw, None),
    };
    let position = match edges_part.map(str::parse::<HackenbushPosition>) {
        None => HackenbushPosition::default(),
        Some(Ok(position)) => position,
        Some(Err(error)) => {
            let raw = edges_part.unwrap_or_default().to_string();
            let message = UrlMessage::BadPosition { raw, error };
            return FromUrl {
                position: HackenbushPosition::default(),
                drawing: None,
                message: Some(message),
            };
        }
    };
    if position.edge_count() > MAX_BOARD_EDGES {
        let message = UrlMessage::TooLarge { edges: position.edge_count() };
        return FromUrl { position: HackenbushPosition::default(), drawing: None, message: Some(message) };
    }
    match layout_part.map(Drawing::from_url_suffix) {
        None => FromUrl { position, drawing: None, message: None },
        Some(Ok(drawing)) => FromUrl { position, drawing: Some(drawing), message: None },
        Some(Err(error)) => FromUrl { position, drawing: None, message: Some(UrlMessage::BadLayout(error)) },
    }
}

fn open_from_url(
    raw: &str,
    dispatcher: &UseReducerDispatcher<SessionState<Hackenbush>>,
    url_message: &UseStateSetter<Option<UrlMessage>>,
    custom: &UseStateSetter<Rc<(HackenbushPosition, Drawing)>>,
) {
    let FromUrl { position, drawing, message } = board_position_from_url(Some(raw));
    if let Some(drawing) = drawing {
        custom.set(Rc::new((position.clone(), drawing)));
    }
    let replaced = message.is_some() && position == HackenbushPosition::default();
    if message.is_some() {
        url_message.set(message);
    }
    if replaced {
        dispatcher.dispatch(Action::NewGame(position));
    } else {
        dispatcher.dispatch(Action::Open(position));
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

/// Why the set-up box refused a position.
#[derive(Clone, Debug, PartialEq)]
enum SetupError {
    Parse(ParseHackenbushError),
    TooLarge { edges: usize },
}

/// A duration with one decimal, without Rust's float formatting (large in wasm).
fn tenths(millis: f64) -> String {
    let tenths = (millis * 10.0).round().max(0.0) as u64;
    format!("{}.{}", tenths / 10, tenths % 10)
}

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

#[component(HackenbushPage)]
pub fn hackenbush_page(props: &HackenbushPageProps) -> Html {
    let lang = use_lang();
    let t: &HackenbushText = hackenbush_text(lang);
    let kit = kit_text(lang);
    let initial = use_memo((), {
        let raw = props.position.clone();
        move |_| board_position_from_url(raw.as_deref())
    });
    let url_message = use_state_eq({
        let initial = initial.clone();
        move || initial.message.clone()
    });
    let session = use_reducer({
        let initial = initial.clone();
        move || {
            SessionState(Session::<Hackenbush>::new(initial.position.clone(), Mode::HumanVsComputer, true))
        }
    });
    let show_labels = use_state_eq(|| true);
    let show_hint = use_state_eq(|| false);
    let selected = use_state_eq(|| None::<usize>);
    // The editor's drawing for the start position it was made for.
    let custom = use_state_eq({
        let initial = initial.clone();
        move || Rc::new((initial.position.clone(), initial.drawing.clone().unwrap_or_default()))
    });
    let setup_text = use_state_eq(|| session.0.start.to_string());
    let setup_error = use_state_eq(|| None::<SetupError>);
    let editor_load = use_state_eq(|| (Rc::new((HackenbushPosition::default(), Drawing::default())), 0u32));
    let import_answer = use_state_eq(|| None::<Result<ImportShown, ImportFailure>>);
    let import_busy = use_state_eq(|| false);
    // The editor is built when its panel is first opened and then stays mounted (a closed
    // <details> hides it), so closing the panel keeps the drawing and its undo history.
    let editor_built = use_state_eq(|| false);
    let export_text = use_state_eq(|| None::<Result<String, NotATree>>);
    let import_ref = use_node_ref();
    let falling = use_state_eq(|| (0u32, Rc::new(Vec::<EdgeGeometry>::new())));
    let previous = use_mut_ref(|| None::<HackenbushPosition>);

    let s = &session.0;
    let position = s.position().clone();

    let on_open = use_callback((), {
        let dispatcher = session.dispatcher();
        let url_message = url_message.setter();
        let custom = custom.setter();
        move |raw: String, _| open_from_url(&raw, &dispatcher, &url_message, &custom)
    });
    // The URL holds the board's edges and, for a drawing made in the editor, its layout.
    let url_text = if custom.0 == s.start && !custom.1.vertices.is_empty() {
        format!("{}@{}", position.to_url(), custom.1.to_url_suffix(s.start.edges()))
    } else {
        position.to_url()
    };
    use_url_position(Hackenbush::ID, url_text, props.position.clone(), on_open);

    let drawing = use_memo((s.start.clone(), (*custom).clone()), |(start, custom)| {
        Rc::new(if custom.0 == *start {
            custom.1.completed_for(start.edges())
        } else {
            Drawing::layered(start.edges())
        })
    });
    let analysis = use_memo(position.clone(), |p| p.analyse(false, HINT_SEARCH_WORK));
    let drawn = use_memo((position.clone(), (*drawing).clone()), |(p, drawing)| {
        let names = p.moves().iter().map(|m| m.to_string()).collect();
        Rc::new(DrawnEdges::new(drawing, p.edges(), names))
    });
    let vertices = use_memo(analysis.clone(), |a| Rc::new(a.labels.clone()));
    let view_box = *use_memo((s.start.clone(), (*drawing).clone()), |(start, drawing)| {
        drawing.view_box(start.edges(), 420.0)
    });
    let hinted = use_memo((analysis.clone(), *show_hint), |(a, hint)| {
        Rc::new(if *hint { a.winning_edges.clone() } else { Vec::new() })
    });
    let colon = use_memo(position.clone(), |p| Rc::new(colon_trace(p)));
    let fusion_steps = use_memo(position.clone(), |p| -> Option<Rc<Result<PictureTrace, TraceTooLarge>>> {
        let trace = fusion_trace(p);
        match &trace {
            Ok(t) if t.steps.len() <= 1 => None,
            _ => Some(Rc::new(trace)),
        }
    });

    // WebAssembly starts in a quick baseline compilation and optimises a function only after it
    // has run for a while, between calls; one large import is a single call, so cold it runs
    // unoptimised throughout (several times slower). Warm the import's code once, shortly after
    // the page settles, with a mid-sized tree and graph (a few milliseconds).
    use_effect_with((), |_| {
        let warm = wasm_bindgen::closure::Closure::once_into_js(|| {
            let mut rng = fastrand::Rng::with_seed(17);
            let tree = HackenbushPosition::random_tree(&mut rng, 4_000);
            let graph = HackenbushPosition::random_graph(&mut rng, 2_000, 700);
            let contest = to_contest(&tree).unwrap_or_default();
            for _ in 0..3 {
                let _ = import(&contest);
                let _ = import(&graph.to_string());
            }
        });
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(warm.unchecked_ref(), 400);
        }
    });

    // After a cut, what fell off is drawn falling; the keyboard selection stays on the board.
    {
        let falling = falling.clone();
        let previous = previous.clone();
        let selected = selected.clone();
        let show_hint = show_hint.clone();
        let drawing = drawing.clone();
        use_effect_with(position.clone(), move |now: &HackenbushPosition| {
            let before: Option<HackenbushPosition> = RefCell::borrow_mut(&previous).replace(now.clone());
            if let Some(before) = before {
                let gone = fallen(&before, now);
                if !gone.is_empty() {
                    let geometry = drawing.geometry(before.edges());
                    let lines: Vec<EdgeGeometry> =
                        gone.iter().filter_map(|&i| geometry.get(i).cloned()).collect();
                    falling.set((falling.0.wrapping_add(1), Rc::new(lines)));
                }
            }
            show_hint.set(false);
            if let Some(index) = *selected {
                selected.set((now.edge_count() > 0).then(|| index.min(now.edge_count() - 1)));
            }
        });
    }

    let cut =
        use_callback((session.dispatcher(), position.clone()), |index: usize, (dispatcher, position)| {
            if let Some(mv) = position.move_of(index) {
                dispatcher.dispatch(Action::Play(mv));
            }
        });
    let on_control = control_callback(session.dispatcher(), show_hint.clone(), show_labels.clone());
    let onkeydown = {
        let selected = selected.clone();
        let cut = cut.clone();
        let on_control = on_control.clone();
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

    let new_game = use_callback(
        (
            session.dispatcher(),
            custom.setter(),
            setup_text.setter(),
            setup_error.setter(),
            url_message.setter(),
        ),
        |(position, drawing): (HackenbushPosition, Option<Drawing>),
         (session, custom, setup_text, setup_error, url_message)| {
            if position.edge_count() > MAX_BOARD_EDGES {
                setup_error.set(Some(SetupError::TooLarge { edges: position.edge_count() }));
                return;
            }
            setup_text.set(position.to_string());
            setup_error.set(None);
            url_message.set(None);
            if let Some(drawing) = drawing {
                custom.set(Rc::new((position.clone(), drawing)));
            }
            session.dispatch(Action::NewGame(position));
        },
    );
    let on_setup_submit = {
        let setup_text = setup_text.clone();
        let setup_error = setup_error.clone();
        let new_game = new_game.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match setup_text.parse::<HackenbushPosition>() {
                Ok(position) => new_game.emit((position, None)),
                Err(error) => setup_error.set(Some(SetupError::Parse(error))),
            }
        })
    };
    let on_setup_input = {
        let setup_text = setup_text.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            setup_text.set(input.value());
        })
    };
    let preset = |make: Rc<dyn Fn() -> HackenbushPosition>| {
        let new_game = new_game.clone();
        Callback::from(move |_: MouseEvent| new_game.emit((make(), None)))
    };
    let random_seed = || (js_sys::Math::random() * 9.0e15) as u64;
    let presets: Vec<(&'static str, &'static str, Callback<MouseEvent>)> = vec![
        ("preset-stalks", t.preset_stalks, preset(Rc::new(|| HackenbushPosition::stalks(&[1, 2, 3])))),
        ("preset-seed", t.preset_seed, preset(Rc::new(|| SEED_TREE.parse().unwrap_or_default()))),
        (
            "preset-random",
            t.preset_random_tree,
            preset(Rc::new(move || {
                let mut rng = fastrand::Rng::with_seed(random_seed());
                let size = rng.u32(6..=14);
                HackenbushPosition::random_tree(&mut rng, size)
            })),
        ),
        (
            "preset-cycle",
            t.preset_cycle,
            preset(Rc::new(|| "0-1 1-2 2-3 3-1 3-4 0-5".parse().unwrap_or_default())),
        ),
        (
            "preset-random-graph",
            t.preset_random_graph,
            preset(Rc::new(move || {
                let mut rng = fastrand::Rng::with_seed(random_seed());
                let size = rng.u32(5..=9);
                HackenbushPosition::random_graph(&mut rng, size, 3)
            })),
        ),
    ];
    let restart = {
        let session = session.clone();
        let start = s.start.clone();
        Callback::from(move |_: MouseEvent| session.dispatch(Action::NewGame(start.clone())))
    };
    let on_mode =
        use_callback(session.dispatcher(), |mode, dispatcher| dispatcher.dispatch(Action::SetMode(mode)));
    let on_first = use_callback(session.dispatcher(), |first, dispatcher| {
        dispatcher.dispatch(Action::SetHumanFirst(first))
    });
    // Stable across renders (new_game holds setters only), so the editor, which stays mounted
    // once opened, is not rendered again on every move of the game.
    let on_editor_play =
        use_callback(new_game.clone(), |(position, drawing): (HackenbushPosition, Drawing), new_game| {
            new_game.emit((position, Some(drawing)))
        });
    let edit_this = {
        let editor_load = editor_load.clone();
        let start = s.start.clone();
        let drawing = drawing.clone();
        Callback::from(move |_: MouseEvent| {
            editor_load.set((Rc::new((start.clone(), (**drawing).clone())), editor_load.1.wrapping_add(1)));
        })
    };
    let edit_blank = {
        let editor_load = editor_load.clone();
        Callback::from(move |_: MouseEvent| {
            editor_load.set((
                Rc::new((HackenbushPosition::empty(), Drawing::default())),
                editor_load.1.wrapping_add(1),
            ));
        })
    };
    let on_editor_toggle = {
        let editor_built = editor_built.clone();
        let editor_load = editor_load.clone();
        let start = s.start.clone();
        let drawing = drawing.clone();
        Callback::from(move |event: Event| {
            let open = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|details| details.has_attribute("open"));
            if open && !*editor_built {
                // Opened for the first time: start from the board's starting position.
                editor_load
                    .set((Rc::new((start.clone(), (**drawing).clone())), editor_load.1.wrapping_add(1)));
                editor_built.set(true);
            }
        })
    };
    let on_import = {
        let import_ref = import_ref.clone();
        let import_answer = import_answer.clone();
        let import_busy = import_busy.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let Some(area) = import_ref.cast::<web_sys::HtmlTextAreaElement>() else { return };
            let text = area.value();
            // Say "analysing" now and do the work in a task of its own, so the click's task stays
            // short and the page shows that something is happening on a large paste.
            import_busy.set(true);
            let answer = import_answer.setter();
            let busy = import_busy.setter();
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
    let play_import = {
        let new_game = new_game.clone();
        let import_answer = import_answer.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(Ok(ImportShown { playable: Some(position), .. })) = &*import_answer {
                new_game.emit((position.clone(), None));
            }
        })
    };
    let export = {
        let export_text = export_text.clone();
        let position = position.clone();
        Callback::from(move |_: MouseEvent| {
            export_text.set(Some(to_contest(&position)));
        })
    };

    let status = status_line(
        lang,
        s,
        &StatusWords { how_to_move: t.how_to_move, winning_move: t.winning_move, empty: t.no_edges },
    );
    let last_reason = last_computer_move(lang, s, *show_labels);
    let entries = history_entries(lang, s, *show_labels);
    let selected_name = selected.and_then(|i| position.move_of(i)).map(|m| m.to_string());

    let url_notice = url_message.as_ref().map(|message| message.words(lang));
    let setup_notice = setup_error.as_ref().map(|error| match error {
        SetupError::Parse(error) => (kit.not_changed)(&(t.parse_error)(error)),
        SetupError::TooLarge { edges } => (t.setup_too_large)(*edges),
    });

    html! {
        <main class="page hackenbush-page">
            <section class="play-area">
                <h1>{ t.title }</h1>
                <p class="lead">{ t.rules }</p>
                <PlayersBar mode={s.mode} human_first={human_first(s)} {on_mode} {on_first} />
                <Dismissible message={url_notice} class="url-notice"
                             on_dismiss={{ let url_message = url_message.setter(); Callback::from(move |_| url_message.set(None)) }} />
                <p class={classes!("status", s.is_over().then_some("game-over"))} aria-live="polite">{ status }</p>
                if let Some(notice) = &s.notice {
                    <p class="notice session-notice" role="alert">{ notice_text(lang, notice) }</p>
                }
                <p class="sr-only" aria-live="polite">
                    { selected_name.as_deref().map(t.selected_live).unwrap_or_default() }
                </p>
                <div class="board-area" tabindex="0" {onkeydown} aria-label={t.board_area_label}>
                    <HackenbushBoard edges={(*drawn).clone()} drawing={(*drawing).clone()} vertices={(*vertices).clone()}
                                     total={analysis.total.value()} show_labels={*show_labels} hinted={(*hinted).clone()}
                                     selected={*selected} interactive={s.awaits_human()} falling={falling.1.clone()}
                                     fall_key={falling.0} on_cut={cut.clone()} {view_box} />
                </div>
                if let Some(name) = &selected_name {
                    <p class="muted selected-edge">{ (t.selected_shown)(name) }</p>
                }
                if *show_labels {
                    <TotalLine detail={None::<String>} total={analysis.total.value()} is_over={s.is_over()} name={t.total_name} />
                    <p class="muted">{ t.labels_note }</p>
                }
                if let Some(reason) = last_reason {
                    <p class="computer-reason">{ reason }</p>
                }
                if s.is_over() {
                    <div class="game-over-actions">
                        <button class="primary" onclick={restart.clone()}>{ kit.play_again }</button>
                    </div>
                }
                <TurnControls can_undo={s.can_undo()} can_redo={s.can_redo()} is_over={s.is_over()} mode={s.mode}
                              show_hint={*show_hint} show_labels={*show_labels} on_control={on_control.clone()} />
                if *show_hint && !s.is_over() {
                    <div class="hint-box" role="status">
                        if analysis.winning_edges.is_empty() && analysis.total.value() == 0 {
                            <p>{ t.no_winning_cut }</p>
                        } else if analysis.winning_edges.is_empty() {
                            <p class="search-limit">{ t.hint_search_stopped }</p>
                        } else {
                            <p>{ t.winning_cuts_intro }</p>
                            <ul class="winning-moves">
                                { for analysis.winning_edges.iter().filter_map(|&i| position.move_of(i)).map(|mv| html! {
                                    <li data-move={mv.to_string()}>{ (t.winning_cut)(&mv) }</li>
                                }) }
                            </ul>
                            if !analysis.complete {
                                <p class="search-limit">{ t.hint_incomplete }</p>
                            }
                        }
                    </div>
                }
                <details class="panel editor-panel" ontoggle={on_editor_toggle}>
                    <summary>{ t.draw_your_own }</summary>
                    if *editor_built {
                        <div class="setup-row">
                            <button class="edit-this" onclick={edit_this}>{ t.edit_start }</button>
                            <button class="edit-blank" onclick={edit_blank}>{ t.edit_blank }</button>
                        </div>
                        <HackenbushEditor load={editor_load.0.clone()} load_key={editor_load.1} on_play={on_editor_play} />
                    }
                </details>
                <details class="panel setup">
                    <summary>{ kit.set_up }</summary>
                    <PositionForm label={t.edges_label} text={(*setup_text).clone()} oninput={on_setup_input} onsubmit={on_setup_submit}
                                  error={setup_notice} help={(t.setup_help)()} />
                    <div class="setup-row presets">
                        { for presets.into_iter().map(|(class, text, onclick)| html! {
                            <button class={class} {onclick}>{ text }</button>
                        }) }
                        <button class="restart" onclick={restart}>{ kit.restart }</button>
                    </div>
                </details>
                <details class="panel import">
                    <summary>{ t.import_heading }</summary>
                    <form class="import-form" onsubmit={on_import}>
                        <label for="import-text">{ t.import_label }</label>
                        <textarea id="import-text" class="import-text" ref={import_ref} rows="6" spellcheck="false"
                                  placeholder={"5\n1 2\n2 3\n2 4\n4 5"} />
                        <button type="submit" class="primary" disabled={*import_busy}>{ t.who_wins }</button>
                    </form>
                    if *import_busy {
                        <p class="import-busy" role="status">{ t.analysing }</p>
                    }
                    { match &*import_answer {
                        None => html! {},
                        Some(Err(failure)) => html! {
                            <p class="notice import-error" role="alert">
                                { match failure {
                                    ImportFailure::Unreadable(error) => (t.import_failed)(error),
                                    ImportFailure::NotStarted => t.import_not_started.to_string(),
                                } }
                            </p>
                        },
                        Some(Ok(shown)) => html! {
                            <div class="import-answer" role="status">
                                <p class="answer">{ (t.import_answer)(&shown.answer) }</p>
                                <p class="muted">{ (t.analysed_in)(&tenths(shown.millis)) }</p>
                                if shown.playable.is_some() {
                                    <button class="play-import" onclick={play_import}>{ t.play_import }</button>
                                } else if shown.empty {
                                    <p class="muted">{ t.import_empty }</p>
                                } else {
                                    <p class="muted">{ (t.import_too_large)() }</p>
                                }
                            </div>
                        },
                    } }
                    <div class="setup-row">
                        <button class="export" onclick={export}>{ t.export }</button>
                    </div>
                    { match &*export_text {
                        None => html! {},
                        Some(Err(error)) => html! { <p class="notice export-error">{ (t.not_a_tree)(error) }</p> },
                        Some(Ok(text)) => html! { <textarea class="export-text" readonly=true rows="6" value={text.clone()} /> },
                    } }
                </details>
                <KeyHelp>
                    <dt>{ t.keys_choose }</dt><dd>{ t.keys_choose_edge }</dd>
                    <dt>{ t.keys_cut }</dt><dd>{ t.keys_cut_edge }</dd>
                    <dt>{ "Ctrl+Z" }</dt><dd>{ t.keys_editor_undo }</dd>
                </KeyHelp>
            </section>
            <aside class="learn-area">
                if *show_labels {
                    if let Some(trace) = (*fusion_steps).clone() {
                        <PictureStepper title={t.fusion_title} class="fusion-stepper" {trace} />
                    }
                    <PictureStepper title={t.colon_title} class="colon-stepper" trace={(*colon).clone()} />
                } else {
                    <section class="panel"><p class="muted">{ t.blind_play }</p></section>
                }
                <History entries={entries} start={s.start.to_string().chars().take(300).collect::<String>()} />
            </aside>
        </main>
    }
}
