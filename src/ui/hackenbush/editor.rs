//! The drawing editor: drag from a vertex or the ground to draw an edge (to empty space for a new
//! vertex, to a vertex to join them, back onto the same vertex for a loop); move vertices;
//! delete edges; undo. The rules of editing are in `games::hackenbush::editor`.

use std::rc::Rc;

use yew::prelude::*;

use crate::content::hackenbush::Words;
use crate::games::hackenbush::HackenbushPosition;
use crate::games::hackenbush::editor::{EditorAction, EditorState, End};
use crate::games::hackenbush::layout::{BOARD_HEIGHT, BOARD_WIDTH, Drawing, GROUND_Y, svg};
use crate::ui::hackenbush::board::{EdgeState, EdgeView, VertexView};
use crate::ui::hackenbush::text;
use crate::ui::i18n::use_lang;
use crate::ui::kit::keys::is_for_widget;

/// The editor state as a Yew reducer.
#[derive(Debug, PartialEq)]
pub struct EditorReducer(pub EditorState);

impl Reducible for EditorReducer {
    type Action = EditorAction;
    fn reduce(self: Rc<Self>, action: EditorAction) -> Rc<Self> {
        Rc::new(EditorReducer(self.0.clone().apply(action)))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    Draw,
    Move,
    Delete,
}

/// A drag in progress.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Drag {
    Edge { from: End, start: (f64, f64), now: (f64, f64), far: bool },
    Vertex(u32),
}

#[derive(Properties, PartialEq)]
pub struct HackenbushEditorProps {
    /// What to load; loaded again whenever `load_key` changes.
    pub load: Rc<(HackenbushPosition, Drawing)>,
    pub load_key: u32,
    pub on_play: Callback<(HackenbushPosition, Drawing)>,
}

/// How near (in board units) a pointer must be to a vertex to grab it.
const GRAB: f64 = 18.0;

fn nearest_vertex(drawing: &Drawing, position: &HackenbushPosition, (x, y): (f64, f64)) -> Option<u32> {
    let mut best: Option<(f64, u32)> = None;
    for &(u, v) in position.edges() {
        for w in [u, v] {
            if let Some((vx, vy)) = drawing.point(w) {
                let d = ((vx - x) * (vx - x) + (vy - y) * (vy - y)).sqrt();
                if d <= GRAB && best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, w));
                }
            }
        }
    }
    best.map(|(_, v)| v)
}

#[component(HackenbushEditor)]
pub fn hackenbush_editor(props: &HackenbushEditorProps) -> Html {
    let t = Words(use_lang());
    let editor = use_reducer({
        let load = props.load.clone();
        move || EditorReducer(EditorState::new(load.0.clone(), load.1.clone()))
    });
    {
        let dispatcher = editor.dispatcher();
        let load = props.load.clone();
        use_effect_with(props.load_key, move |_| {
            dispatcher.dispatch(EditorAction::Load(load.0.clone(), load.1.clone()));
        });
    }
    let tool = use_state_eq(|| Tool::Draw);
    let drag = use_state_eq(|| None::<Drag>);
    // The keyboard's chosen vertex (0: the ground) and the first end of a join in progress.
    let cursor = use_state_eq(|| None::<u32>);
    let marked = use_state_eq(|| None::<u32>);
    let svg_ref = use_node_ref();
    let state = &editor.0;

    // Board coordinates of a pointer event: the SVG keeps the viewBox's proportions.
    let to_board = {
        let svg = svg_ref.clone();
        move |event: &PointerEvent| -> Option<(f64, f64)> {
            let element = svg.cast::<web_sys::Element>()?;
            let rect = element.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return None;
            }
            Some((
                (f64::from(event.client_x()) - rect.left()) / rect.width() * BOARD_WIDTH,
                (f64::from(event.client_y()) - rect.top()) / rect.height() * BOARD_HEIGHT,
            ))
        }
    };

    let onpointerdown = {
        let editor = editor.clone();
        let drag = drag.clone();
        let tool = *tool;
        let to_board = to_board.clone();
        let svg = svg_ref.clone();
        Callback::from(move |event: PointerEvent| {
            let Some(point) = to_board(&event) else { return };
            let state = &editor.0;
            let grabbed = nearest_vertex(&state.drawing, &state.position, point);
            let start = match (tool, grabbed) {
                (Tool::Draw, Some(v)) => {
                    Some(Drag::Edge { from: End::Vertex(v), start: point, now: point, far: false })
                }
                (Tool::Draw, None) if point.1 >= GROUND_Y - 14.0 => Some(Drag::Edge {
                    from: End::Ground(point.0),
                    start: (point.0, GROUND_Y),
                    now: point,
                    far: false,
                }),
                (Tool::Move, Some(v)) => {
                    editor.dispatch(EditorAction::BeginMove);
                    Some(Drag::Vertex(v))
                }
                _ => None,
            };
            if start.is_some() {
                event.prevent_default();
                if let Some(element) = svg.cast::<web_sys::Element>() {
                    let _ = element.set_pointer_capture(event.pointer_id());
                }
                drag.set(start);
            }
        })
    };
    let onpointermove = {
        let editor = editor.dispatcher();
        let drag = drag.clone();
        let to_board = to_board.clone();
        Callback::from(move |event: PointerEvent| {
            let Some(current) = *drag else { return };
            let Some(point) = to_board(&event) else { return };
            match current {
                Drag::Edge { from, start, far, .. } => {
                    let far = far
                        || (point.0 - start.0) * (point.0 - start.0)
                            + (point.1 - start.1) * (point.1 - start.1)
                            > GRAB * GRAB;
                    drag.set(Some(Drag::Edge { from, start, now: point, far }))
                }
                Drag::Vertex(vertex) => {
                    editor.dispatch(EditorAction::MoveVertex { vertex, x: point.0, y: point.1 })
                }
            }
        })
    };
    let onpointerup = {
        let editor = editor.clone();
        let drag = drag.clone();
        let to_board = to_board.clone();
        Callback::from(move |event: PointerEvent| {
            let Some(current) = *drag else { return };
            drag.set(None);
            let Drag::Edge { from, far, .. } = current else { return };
            let Some(point) = to_board(&event) else { return };
            let state = &editor.0;
            let to = match nearest_vertex(&state.drawing, &state.position, point) {
                Some(v) => End::Vertex(v),
                None if point.1 >= GROUND_Y - 14.0 => End::Ground(point.0),
                None => End::New(point.0, point.1),
            };
            // A tap is not an edge: the pointer must have gone away from where it started (then
            // coming back onto the same vertex draws a loop).
            if far {
                editor.dispatch(EditorAction::Connect { from, to });
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };

    let on_delete = use_callback(editor.dispatcher(), |index: usize, editor| {
        editor.dispatch(EditorAction::Delete(index))
    });
    let edges = use_memo((state.position.clone(), state.drawing.clone()), |(position, drawing)| {
        let geometry = drawing.geometry(position.edges());
        let names: Vec<AttrValue> = position.moves().iter().map(|m| AttrValue::from(m.to_string())).collect();
        let paths: Vec<AttrValue> = geometry.into_iter().map(|g| AttrValue::from(g.d)).collect();
        (paths, names)
    });
    let labels = use_memo(state.position.clone(), |position| position.analyse(true, 0).labels);

    let set_tool = |to: Tool| {
        let tool = tool.clone();
        Callback::from(move |_: MouseEvent| tool.set(to))
    };
    let undo = {
        let editor = editor.dispatcher();
        Callback::from(move |_: MouseEvent| editor.dispatch(EditorAction::Undo))
    };
    let play = {
        let on_play = props.on_play.clone();
        let editor = editor.clone();
        Callback::from(move |_: MouseEvent| {
            on_play.emit((editor.0.position.clone(), editor.0.drawing.clone()))
        })
    };
    // Keyboard editing: ←/→ choose a vertex (the ground first), Enter or A grows a new edge
    // from it, J joins (press on one vertex, then on another; twice on one for a loop), X or
    // Delete removes its newest edge, Shift+arrows move it, Ctrl+Z undoes.
    let onkeydown = {
        let editor = editor.clone();
        let cursor = cursor.clone();
        let marked = marked.clone();
        let order: Vec<u32> = labels.iter().map(|&(v, _)| v).collect();
        Callback::from(move |event: KeyboardEvent| {
            if (event.ctrl_key() || event.meta_key()) && event.key() == "z" {
                event.prevent_default();
                editor.dispatch(EditorAction::Undo);
                return;
            }
            if !is_for_widget(&event) {
                return;
            }
            let state = &editor.0;
            let count = order.len().max(1);
            let at = cursor.and_then(|v| order.iter().position(|&w| w == v));
            let selected = cursor.unwrap_or(0);
            let point = state.drawing.point(selected);
            let handled = match (event.key().as_str(), event.shift_key()) {
                ("ArrowRight", false) => {
                    cursor.set(order.get(at.map_or(0, |i| (i + 1) % count)).copied());
                    true
                }
                ("ArrowLeft", false) => {
                    cursor.set(order.get(at.map_or(count - 1, |i| (i + count - 1) % count)).copied());
                    true
                }
                (key @ ("ArrowRight" | "ArrowLeft" | "ArrowUp" | "ArrowDown"), true) => {
                    if let Some((x, y)) = point.filter(|_| selected != 0) {
                        let (dx, dy) = match key {
                            "ArrowRight" => (10.0, 0.0),
                            "ArrowLeft" => (-10.0, 0.0),
                            "ArrowUp" => (0.0, -10.0),
                            _ => (0.0, 10.0),
                        };
                        editor.dispatch(EditorAction::BeginMove);
                        editor.dispatch(EditorAction::MoveVertex { vertex: selected, x: x + dx, y: y + dy });
                    }
                    true
                }
                ("Enter" | "a" | "A", _) => {
                    let degree = state
                        .position
                        .edges()
                        .iter()
                        .filter(|&&(u, v)| u == selected || v == selected)
                        .count();
                    let (from, to) = match point.filter(|_| selected != 0) {
                        Some((x, y)) => {
                            let spread = (degree % 3) as f64 * 45.0 - 45.0;
                            (End::Vertex(selected), End::New(x + spread, y - 70.0))
                        }
                        None => {
                            let right = state.drawing.vertices.values().map(|&(x, _)| x).fold(20.0, f64::max);
                            let x = (right + 60.0).min(BOARD_WIDTH - 20.0);
                            (End::Ground(x), End::New(x, GROUND_Y - 80.0))
                        }
                    };
                    editor.dispatch(EditorAction::Connect { from, to });
                    true
                }
                ("j" | "J", _) => {
                    match *marked {
                        None => marked.set(Some(selected)),
                        Some(first) => {
                            let end = |v: u32| match (v, state.drawing.point(v)) {
                                (0, _) | (_, None) => {
                                    End::Ground(point.map_or(BOARD_WIDTH / 2.0, |(x, _)| x))
                                }
                                (v, Some(_)) => End::Vertex(v),
                            };
                            editor.dispatch(EditorAction::Connect { from: end(first), to: end(selected) });
                            marked.set(None);
                        }
                    }
                    true
                }
                ("x" | "X" | "Delete" | "Backspace", _) => {
                    let newest =
                        state.position.edges().iter().rposition(|&(u, v)| u == selected || v == selected);
                    if let Some(index) = newest {
                        editor.dispatch(EditorAction::Delete(index));
                    }
                    true
                }
                ("Escape", _) => {
                    marked.set(None);
                    true
                }
                _ => false,
            };
            if handled {
                event.prevent_default();
            }
        })
    };
    let rubber = match *drag {
        Some(Drag::Edge { start, now, .. }) => html! {
            <line class="rubber-band" x1={svg(start.0).to_string()} y1={svg(start.1).to_string()}
                  x2={svg(now.0).to_string()} y2={svg(now.1).to_string()} />
        },
        _ => html! {},
    };
    let tool_button = |to: Tool, text: &'static str, class: &'static str| {
        html! {
            <button class={classes!("tool", class)} aria-pressed={(*tool == to).to_string()} onclick={set_tool(to)}>{ text }</button>
        }
    };
    let help = match *tool {
        Tool::Draw => t.help_draw(),
        Tool::Move => t.help_move(),
        Tool::Delete => t.help_delete(),
    };
    let (paths, names) = &*edges;
    let keyboard_status = match (*cursor, *marked) {
        (_, Some(first)) => t.joining_from(first),
        (Some(v), None) => t.vertex_selected(v),
        (None, None) => String::new(),
    };
    html! {
        <div class="hackenbush-editor">
            <div class="setup-row editor-tools" role="toolbar" aria-label={t.editor_tools_label()}>
                { tool_button(Tool::Draw, t.tool_draw(), "tool-draw") }
                { tool_button(Tool::Move, t.tool_move(), "tool-move") }
                { tool_button(Tool::Delete, t.tool_delete(), "tool-delete") }
                <button class="editor-undo" onclick={undo} disabled={!state.can_undo()} title={t.editor_undo_title()}>{ t.editor_undo() }</button>
                <button class="primary editor-play" onclick={play}>{ t.editor_play() }</button>
            </div>
            <p class="muted editor-help">{ help }</p>
            if let Some(message) = &state.message {
                <p class="notice editor-message" role="alert">{ text::editor_message(t, message) }</p>
            }
            <p class="sr-only" aria-live="polite">{ keyboard_status.clone() }</p>
            <svg ref={svg_ref} class={classes!("hackenbush-board", "editor-board", format!("tool-{:?}", *tool).to_ascii_lowercase())}
                 viewBox={format!("0 0 {} {}", svg(BOARD_WIDTH), svg(BOARD_HEIGHT))} role="application" tabindex="0"
                 aria-label={text::editor_label(t, paths.len())}
                 {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
                <rect class={classes!("ground-zone", (*cursor == Some(0)).then_some("selected"))} x="0" y={svg(GROUND_Y - 14.0).to_string()} width={svg(BOARD_WIDTH).to_string()} height="40" />
                <line class="ground" x1="0" y1={svg(GROUND_Y).to_string()} x2={svg(BOARD_WIDTH).to_string()} y2={svg(GROUND_Y).to_string()} />
                <g class="edges">
                    { for paths.iter().enumerate().map(|(index, d)| html! {
                        <EdgeView key={names[index].as_str()} {index} d={d.clone()} name={names[index].clone()}
                                  state={EdgeState::default()} interactive={*tool == Tool::Delete} on_pick={on_delete.clone()} />
                    }) }
                </g>
                <g class="vertices">
                    { for labels.iter().filter(|(v, _)| *v != 0).filter_map(|&(v, value)| {
                        let (x, y) = state.drawing.point(v)?;
                        let focus = *cursor == Some(v) || *marked == Some(v);
                        Some(html! { <VertexView key={v} id={v} {x} {y} label={Some(value.value())} {focus} /> })
                    }) }
                </g>
                { rubber }
            </svg>
            <p class="muted">
                if paths.is_empty() {
                    { t.editor_empty() }
                } else {
                    { t.editor_edges(paths.len()) }
                    <span class="notation">{ state.position.to_string().chars().take(200).collect::<String>() }</span>
                }
            </p>
        </div>
    }
}
