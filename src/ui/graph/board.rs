//! The picture of a game graph (SVG): vertices in the layered layout with a class and a label
//! each, arrows (curved where they go back up, sideways or both ways, loops above the vertex),
//! the tokens, marked arrows and clickable vertices. The board, the steppers and the editor all
//! draw with it.

use std::rc::Rc;

use yew::prelude::*;

use crate::games::graph::Graph;
use crate::games::graph::layout::Layout;
use crate::ui::explain::use_unique_id;

const R: f64 = 15.0;
/// The length of an arrowhead.
const HEAD: f64 = 9.0;

#[derive(Properties, PartialEq)]
pub struct PictureProps {
    pub graph: Rc<Graph>,
    pub layout: Rc<Layout>,
    /// A class per vertex (its status or level), or empty.
    pub classes: Rc<Vec<&'static str>>,
    /// A label under each vertex, or empty.
    pub labels: Rc<Vec<String>>,
    #[prop_or_default]
    pub tokens: Vec<u32>,
    /// Arrows drawn marked (the hint).
    #[prop_or_default]
    pub marked: Vec<(u32, u32)>,
    /// Vertices that answer a click.
    #[prop_or_default]
    pub targets: Vec<u32>,
    #[prop_or_default]
    pub selected: Option<u32>,
    #[prop_or_default]
    pub on_vertex: Option<Callback<u32>>,
    pub label: AttrValue,
    #[prop_or_default]
    pub class: Classes,
}

/// An arrow's path, in whole units. It ends where its head begins: the head is the picture's
/// marker, drawn by the browser along the path's last direction, so an arrow that moves changes
/// one attribute.
fn arrow_path(layout: &Layout, u: usize, v: usize, both_ways: bool) -> String {
    let (x1, y1) = (f64::from(layout.x[u]), f64::from(layout.y[u]));
    let (x2, y2) = (f64::from(layout.x[v]), f64::from(layout.y[v]));
    if u == v {
        // A loop above the vertex, coming back down onto its top.
        let (x, y) = (layout.x[u], layout.y[u]);
        let top = y - 15;
        return format!(
            "M{} {top} C{} {} {} {} {} {}",
            x - 7,
            x - 26,
            top - 30,
            x + 26,
            top - 30,
            x + 9,
            top - 8
        );
    }
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    // Straight down one layer; otherwise bend to the side (both ways: each to its own side).
    let down_one = layout.layer[v] == layout.layer[u].wrapping_add(1);
    let bend = if both_ways {
        16.0
    } else if down_one {
        0.0
    } else {
        22.0 + len / 12.0
    };
    let (px, py) = (-dy / len, dx / len);
    let (cx, cy) = ((x1 + x2) / 2.0 + px * bend, (y1 + y2) / 2.0 + py * bend);
    let unit = |ax: f64, ay: f64, bx: f64, by: f64| {
        let (ex, ey) = (bx - ax, by - ay);
        let l = (ex * ex + ey * ey).sqrt().max(1.0);
        (ex / l, ey / l)
    };
    let (sx, sy) = unit(x1, y1, cx, cy);
    let (ex, ey) = unit(x2, y2, cx, cy);
    let start = (x1 + sx * R, y1 + sy * R);
    // The head (HEAD long) ends just outside the target's circle.
    let base = (x2 + ex * (R + 1.0 + HEAD), y2 + ey * (R + 1.0 + HEAD));
    let n = |value: f64| value.round() as i32;
    format!("M{} {} Q{} {} {} {}", n(start.0), n(start.1), n(cx), n(cy), n(base.0), n(base.1))
}

#[component(GraphPicture)]
pub fn graph_picture(props: &PictureProps) -> Html {
    let graph = &props.graph;
    let layout = &props.layout;
    // Marker ids are unique per picture: a page may draw several.
    let id = use_unique_id("arrowhead");
    let plain_head = AttrValue::from(format!("url(#{id})"));
    let marked_head = AttrValue::from(format!("url(#{id}-marked)"));
    let arrows = graph.arrows().map(|(u, v)| {
        let both = u != v && graph.has_arrow(v, u);
        let marked = props.marked.contains(&(u as u32, v as u32));
        let (class, head) = if marked { ("arrow marked", &marked_head) } else { ("arrow", &plain_head) };
        html! {
            <path {class} key={format!("{u}>{v}")} d={arrow_path(layout, u, v, both)} marker-end={head.clone()} />
        }
    });
    let vertices = (0..graph.vertex_count()).map(|v| {
        let (x, y) = (layout.x[v], layout.y[v]);
        let token = props.tokens.contains(&(v as u32));
        let target = props.targets.contains(&(v as u32));
        let class = classes!(
            "vertex",
            props.classes.get(v).copied().filter(|c| !c.is_empty()),
            token.then_some("token"),
            target.then_some("target"),
            (props.selected == Some(v as u32)).then_some("selected"),
        );
        let onclick = props
            .on_vertex
            .clone()
            .filter(|_| target)
            .map(|on_vertex| Callback::from(move |_: MouseEvent| on_vertex.emit(v as u32)));
        let label = props.labels.get(v).filter(|l| !l.is_empty()).cloned();
        html! {
            <g {class} {onclick} key={v} data-name={graph.name(v).to_owned()} transform={format!("translate({x} {y})")}>
                if token {
                    <circle class="token-ring" r="21" />
                }
                <circle r="15" />
                <text class="name" y="5">{ graph.name(v) }</text>
                if let Some(label) = label {
                    <text class="vlabel" y="34">{ label }</text>
                }
            </g>
        }
    });
    let view_box = format!("0 -10 {} {}", layout.width, layout.height + 30);
    html! {
        <svg class={classes!("graph-picture", props.class.clone())} viewBox={view_box} role="img"
             aria-label={props.label.clone()} preserveAspectRatio="xMidYMin meet">
            <defs>
                <marker id={id.clone()} class="head" viewBox="0 0 9 9" refX="0" refY="4.5" markerWidth="9" markerHeight="9"
                        markerUnits="userSpaceOnUse" orient="auto"><path d="M0 0L9 4.5L0 9z" /></marker>
                <marker id={format!("{id}-marked")} class="head marked" viewBox="0 0 9 9" refX="0" refY="4.5" markerWidth="9"
                        markerHeight="9" markerUnits="userSpaceOnUse" orient="auto"><path d="M0 0L9 4.5L0 9z" /></marker>
            </defs>
            <g class="arrows">{ for arrows }</g>
            <g class="vertices">{ for vertices }</g>
        </svg>
    }
}
