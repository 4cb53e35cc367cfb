//! The Hackenbush board in SVG: the ground line, green edges to click or tap, vertex labels, and
//! the edges that fall away after a cut. One keyed component per edge and per vertex, with small
//! props, so a move or a drag re-renders only what changed.

use std::rc::Rc;

use yew::prelude::*;

use crate::content::hackenbush::Words;
use crate::engine::Nimber;
use crate::games::hackenbush::layout::{Drawing, EdgeGeometry, GROUND_Y, svg};
use crate::ui::i18n::use_lang;

/// What a drawn edge is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct EdgeState {
    pub hinted: bool,
    pub selected: bool,
    /// New in a stepper picture.
    pub fresh: bool,
}

#[derive(Properties, PartialEq)]
pub struct EdgeViewProps {
    pub index: usize,
    pub d: AttrValue,
    /// The move that cuts this edge, e.g. `1-2` (for tests and screen readers).
    pub name: AttrValue,
    pub state: EdgeState,
    pub interactive: bool,
    #[prop_or_default]
    pub on_pick: Option<Callback<usize>>,
}

/// One edge: a wide invisible stroke to hit, and the green line itself.
#[component(EdgeView)]
pub fn edge_view(props: &EdgeViewProps) -> Html {
    let t = Words(use_lang());
    let onclick = props.on_pick.as_ref().filter(|_| props.interactive).map(|pick| {
        let index = props.index;
        pick.reform(move |_: MouseEvent| index)
    });
    let class = classes!(
        "edge",
        props.interactive.then_some("active"),
        props.state.hinted.then_some("hinted"),
        props.state.selected.then_some("selected"),
        props.state.fresh.then_some("fresh"),
    );
    html! {
        <g {class} data-edge={props.name.clone()} data-index={props.index.to_string()} {onclick}>
            <title>{ t.edge_title(&props.name) }</title>
            <path class="edge-hit" d={props.d.clone()} />
            <path class="edge-line" d={props.d.clone()} />
        </g>
    }
}

#[derive(Properties, PartialEq)]
pub struct VertexViewProps {
    pub id: u32,
    pub x: f64,
    pub y: f64,
    pub label: Option<u64>,
    #[prop_or_default]
    pub focus: bool,
}

/// One vertex: a dot and, while values are shown, the value of what hangs above it.
#[component(VertexView)]
pub fn vertex_view(props: &VertexViewProps) -> Html {
    html! {
        <g class={classes!("vertex", props.focus.then_some("focus"))} data-vertex={props.id.to_string()}>
            <circle cx={svg(props.x).to_string()} cy={svg(props.y).to_string()} r="6" />
            if let Some(value) = props.label {
                <text class="vertex-label" x={svg(props.x + 10.0).to_string()} y={svg(props.y - 8.0).to_string()}>
                    { value }
                </text>
            }
        </g>
    }
}

/// The paths and names of edges, computed once per position and drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawnEdges {
    pub geometry: Vec<EdgeGeometry>,
    pub paths: Vec<AttrValue>,
    pub names: Vec<AttrValue>,
}

impl DrawnEdges {
    pub fn new(drawing: &Drawing, edges: &[(u32, u32)], names: Vec<String>) -> DrawnEdges {
        let geometry = drawing.geometry(edges);
        let paths = geometry.iter().map(|g| AttrValue::from(g.d.clone())).collect();
        DrawnEdges { geometry, paths, names: names.into_iter().map(AttrValue::from).collect() }
    }
}

#[derive(Properties, PartialEq)]
pub struct HackenbushBoardProps {
    pub edges: Rc<DrawnEdges>,
    pub drawing: Rc<Drawing>,
    /// Vertex number and label (value above it), for every vertex on the board.
    pub vertices: Rc<Vec<(u32, Nimber)>>,
    pub total: u64,
    pub show_labels: bool,
    /// Indices of hinted (winning) edges.
    pub hinted: Rc<Vec<usize>>,
    pub selected: Option<usize>,
    pub interactive: bool,
    /// Edges that just fell off, drawn falling; `fall_key` restarts the animation.
    pub falling: Rc<Vec<EdgeGeometry>>,
    pub fall_key: u32,
    pub on_cut: Callback<usize>,
    /// The viewBox: fitted to the starting position, so it stays put during a game.
    pub view_box: (f64, f64, f64, f64),
}

fn view_box_text((x, y, w, h): (f64, f64, f64, f64)) -> String {
    format!("{} {} {} {}", svg(x), svg(y), svg(w), svg(h))
}

/// The ground line across a viewBox.
fn ground_line((x, _, w, _): (f64, f64, f64, f64), focus: bool) -> Html {
    html! {
        <line class={classes!("ground", focus.then_some("focus"))} x1={svg(x).to_string()} y1={svg(GROUND_Y).to_string()}
              x2={svg(x + w).to_string()} y2={svg(GROUND_Y).to_string()} />
    }
}

/// The board to play on.
#[component(HackenbushBoard)]
pub fn hackenbush_board(props: &HackenbushBoardProps) -> Html {
    let t = Words(use_lang());
    let drawn = &props.edges;
    let view = props.view_box;
    html! {
        <svg class="hackenbush-board fit-board" viewBox={view_box_text(view)} role="img"
             aria-label={t.board_label(drawn.paths.len())}>
            { ground_line(view, false) }
            if props.show_labels {
                <text class="ground-label" x={svg(view.0 + 8.0).to_string()} y={svg(GROUND_Y + 28.0).to_string()}>
                    { t.ground_label(Nimber(props.total)) }
                </text>
            }
            <g class="falling-edges" key={props.fall_key.to_string()}>
                { for props.falling.iter().map(|g| html! { <path class="falling" d={g.d.clone()} /> }) }
            </g>
            <g class="edges">
                { for drawn.paths.iter().enumerate().map(|(index, d)| {
                    let state = EdgeState {
                        hinted: props.hinted.contains(&index),
                        selected: props.selected == Some(index),
                        fresh: false,
                    };
                    html! {
                        <EdgeView key={drawn.names[index].as_str()} {index} d={d.clone()} name={drawn.names[index].clone()}
                                  {state} interactive={props.interactive} on_pick={props.on_cut.clone()} />
                    }
                }) }
            </g>
            <g class="vertices">
                { for props.vertices.iter().filter(|(v, _)| *v != 0).filter_map(|&(v, value)| {
                    let (x, y) = props.drawing.point(v)?;
                    let label = props.show_labels.then_some(value.value());
                    Some(html! { <VertexView key={v} id={v} {x} {y} {label} /> })
                }) }
            </g>
        </svg>
    }
}

#[derive(Properties, PartialEq)]
pub struct PictureProps {
    pub edges: Vec<(u32, u32)>,
    pub fresh: Vec<usize>,
    pub focus: Option<u32>,
}

/// A small static drawing for the steppers: laid out from the ground up, new edges highlighted.
#[component(Picture)]
pub fn picture(props: &PictureProps) -> Html {
    let t = Words(use_lang());
    let drawing = Drawing::layered(&props.edges);
    let geometry = drawing.geometry(&props.edges);
    let view = drawing.view_box(&props.edges, 360.0);
    let mut vertices: Vec<u32> = props.edges.iter().flat_map(|&(u, v)| [u, v]).filter(|&v| v != 0).collect();
    vertices.sort_unstable();
    vertices.dedup();
    html! {
        <svg class="hackenbush-picture" viewBox={view_box_text(view)} role="img"
             aria-label={t.picture_label(props.edges.len())}>
            { ground_line(view, props.focus == Some(0)) }
            { for geometry.iter().enumerate().map(|(index, g)| {
                let fresh = props.fresh.contains(&index);
                html! { <path class={classes!("edge-line", fresh.then_some("fresh"))} d={g.d.clone()} /> }
            }) }
            { for vertices.iter().filter_map(|&v| {
                let (x, y) = drawing.point(v)?;
                Some(html! { <VertexView key={v} id={v} {x} {y} label={None::<u64>} focus={props.focus == Some(v)} /> })
            }) }
        </svg>
    }
}
