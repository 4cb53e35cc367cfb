//! A simple layered drawing of a graph: layers by distance from the start (breadth first), the
//! vertices of a layer side by side in the order they were reached, each layer centred.
//! Integer coordinates, so the page writes them without float formatting.

use super::Graph;

/// The page draws graphs up to this many vertices.
pub const MAX_DRAWN: usize = 300;
pub const GAP_X: i32 = 70;
pub const GAP_Y: i32 = 80;
pub const MARGIN: i32 = 36;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub x: Vec<i32>,
    pub y: Vec<i32>,
    pub layer: Vec<u32>,
    pub width: i32,
    pub height: i32,
}

/// Layers by breadth-first distance from `root`; vertices it cannot reach are laid out from
/// the first of them in turn, sharing the layers.
pub fn layered(graph: &Graph, root: usize) -> Layout {
    let n = graph.vertex_count();
    let mut layer = vec![u32::MAX; n];
    let mut rows: Vec<Vec<u32>> = Vec::new();
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    let roots = std::iter::once(root).chain(0..n);
    for r in roots {
        if r >= n || layer[r] != u32::MAX {
            continue;
        }
        layer[r] = 0;
        queue.clear();
        queue.push(r as u32);
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head] as usize;
            head += 1;
            let l = layer[v] as usize;
            if rows.len() <= l {
                rows.resize(l + 1, Vec::new());
            }
            rows[l].push(v as u32);
            for &w in graph.moves(v) {
                if layer[w as usize] == u32::MAX {
                    layer[w as usize] = layer[v] + 1;
                    queue.push(w);
                }
            }
        }
    }
    let widest = rows.iter().map(Vec::len).max().unwrap_or(1).max(1) as i32;
    let width = 2 * MARGIN + (widest - 1) * GAP_X;
    let height = 2 * MARGIN + (rows.len().max(1) as i32 - 1) * GAP_Y;
    let mut x = vec![0; n];
    let mut y = vec![0; n];
    for (l, row) in rows.iter().enumerate() {
        let offset = (width - (row.len() as i32 - 1) * GAP_X) / 2;
        for (i, &v) in row.iter().enumerate() {
            x[v as usize] = offset + i as i32 * GAP_X;
            y[v as usize] = MARGIN + l as i32 * GAP_Y;
        }
    }
    Layout { x, y, layer, width, height }
}

/// The layout of `graph` after an edit of `before` (drawn as `drawn`): every vertex that was
/// there keeps its place, so adding or removing an arrow, adding or deleting a vertex or moving
/// the start does not rearrange the picture. A new vertex takes the first free place of the grid,
/// top row first. `None` when `graph` is not one edit away from `before` (more than one vertex
/// added or removed: a different graph is laid out afresh).
pub fn after_edit(before: &Graph, drawn: &Layout, graph: &Graph) -> Option<Layout> {
    let n = graph.vertex_count();
    if drawn.x.len() != before.vertex_count() || n > MAX_DRAWN || before.vertex_count().abs_diff(n) > 1 {
        return None;
    }
    let old: Vec<Option<usize>> = (0..n).map(|v| before.find(graph.name(v))).collect();
    let added: Vec<usize> = (0..n).filter(|&v| old[v].is_none()).collect();
    let kept = n - added.len();
    if added.len() > 1 || before.vertex_count() - kept > 1 {
        return None;
    }
    let mut x = vec![0; n];
    let mut y = vec![0; n];
    let mut layer = vec![0; n];
    for (v, was) in old.iter().enumerate() {
        if let Some(w) = *was {
            (x[v], y[v], layer[v]) = (drawn.x[w], drawn.y[w], drawn.layer[w]);
        }
    }
    let (mut width, mut height) = (drawn.width.max(2 * MARGIN), drawn.height.max(2 * MARGIN));
    for &v in &added {
        // A place is taken by a vertex in its row less than a column's gap away (rows are
        // centred, so their vertices sit between the grid's columns).
        let taken = |px: i32, py: i32| {
            old.iter().enumerate().any(|(u, was)| was.is_some() && y[u] == py && (x[u] - px).abs() < GAP_X)
        };
        let rows = ((height - 2 * MARGIN) / GAP_Y + 1).max(1);
        let columns = ((width - 2 * MARGIN) / GAP_X + 1).max(1);
        let free = (0..rows)
            .flat_map(|row| (0..columns).map(move |column| (row, column)))
            .find(|&(row, column)| !taken(MARGIN + column * GAP_X, MARGIN + row * GAP_Y));
        let (row, column) = free.unwrap_or((0, columns));
        (x[v], y[v], layer[v]) = (MARGIN + column * GAP_X, MARGIN + row * GAP_Y, row as u32);
        width = width.max(x[v] + MARGIN);
        height = height.max(y[v] + MARGIN);
    }
    Some(Layout { x, y, layer, width, height })
}

/// `drawn` with vertex `v` moved by `steps` half-gaps across and down (negative: left, up). It
/// stays inside the top and left margins; the picture grows to hold it on the right and below.
pub fn moved(drawn: &Layout, v: usize, steps: (i32, i32)) -> Option<Layout> {
    if v >= drawn.x.len() {
        return None;
    }
    let mut layout = drawn.clone();
    layout.x[v] = (layout.x[v] + steps.0 * GAP_X / 2).max(MARGIN);
    layout.y[v] = (layout.y[v] + steps.1 * GAP_Y / 2).max(MARGIN);
    // The layer, for the arrows' bends: the row it is nearest.
    layout.layer[v] = ((layout.y[v] - MARGIN + GAP_Y / 2) / GAP_Y) as u32;
    layout.width = layout.width.max(layout.x[v] + MARGIN);
    layout.height = layout.height.max(layout.y[v] + MARGIN);
    Some(layout)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(text: &str) -> Graph {
        text.parse::<super::super::GraphPosition>().unwrap().graph().as_ref().clone()
    }

    fn place(g: &Graph, l: &Layout, name: &str) -> (i32, i32) {
        let v = g.find(name).unwrap();
        (l.x[v], l.y[v])
    }

    #[test]
    fn an_arrow_toggled_moves_no_vertex() {
        // The fresh layout of the new graph would move c up a layer (a>c makes it a's child).
        let before = graph("a>b b>c c>d");
        let drawn = layered(&before, 0);
        let after = graph("a>b b>c c>d a>c");
        assert_ne!(place(&after, &layered(&after, 0), "c"), place(&before, &drawn, "c"));
        let kept = after_edit(&before, &drawn, &after).unwrap();
        for name in ["a", "b", "c", "d"] {
            assert_eq!(place(&after, &kept, name), place(&before, &drawn, name), "{name}");
        }
        assert_eq!((kept.width, kept.height), (drawn.width, drawn.height));
    }

    #[test]
    fn a_new_vertex_takes_a_free_place_and_a_deleted_one_leaves_the_rest() {
        // Layers a | b c | d: a grid of two columns, every place near a vertex (a and d sit
        // centred between the columns), so e goes to a new column right of the top row.
        let before = graph("a>b a>c b>d");
        let drawn = layered(&before, 0);
        let after = graph("a>b a>c b>d e");
        let kept = after_edit(&before, &drawn, &after).unwrap();
        let e = place(&after, &kept, "e");
        for name in ["a", "b", "c", "d"] {
            assert_eq!(place(&after, &kept, name), place(&before, &drawn, name));
            assert_ne!(place(&after, &kept, name), e, "e overlaps {name}");
        }
        assert_eq!(e, (MARGIN + 2 * GAP_X, MARGIN));
        assert_eq!(kept.width, 2 * MARGIN + 2 * GAP_X);
        let deleted = graph("a>b a>c");
        let kept = after_edit(&before, &drawn, &deleted).unwrap();
        for name in ["a", "b", "c"] {
            assert_eq!(place(&deleted, &kept, name), place(&before, &drawn, name));
        }
    }

    #[test]
    fn a_different_graph_is_laid_out_afresh() {
        let before = graph("a>b b>c");
        let drawn = layered(&before, 0);
        assert!(after_edit(&before, &drawn, &graph("x>y y>z")).is_none());
        assert!(after_edit(&before, &drawn, &graph("a>b b>c d e")).is_none());
        assert!(after_edit(&before, &drawn, &graph("a")).is_none());
    }

    #[test]
    fn a_new_vertex_fills_a_free_place() {
        // Layers a | b c d | e: a grid of three columns; a sits in the middle column, one whole
        // gap from the first, so the first free place (row by row) is row 0, column 0.
        let before = graph("a>b a>c a>d b>e");
        let drawn = layered(&before, 0);
        let after = graph("a>b a>c a>d b>e f");
        let kept = after_edit(&before, &drawn, &after).unwrap();
        assert_eq!(place(&after, &kept, "f"), (MARGIN, MARGIN));
        assert_eq!((kept.width, kept.height), (drawn.width, drawn.height));
    }

    #[test]
    fn a_vertex_moves_by_half_gaps_within_the_margins() {
        // a>b: a at (MARGIN, MARGIN), b one layer below (hand: a single column).
        let g = graph("a>b");
        let drawn = layered(&g, 0);
        assert_eq!(
            (place(&g, &drawn, "a"), place(&g, &drawn, "b")),
            ((MARGIN, MARGIN), (MARGIN, MARGIN + GAP_Y))
        );
        let right = moved(&drawn, 0, (3, 0)).unwrap();
        assert_eq!(place(&g, &right, "a"), (MARGIN + 3 * GAP_X / 2, MARGIN));
        assert_eq!(right.width, 2 * MARGIN + 3 * GAP_X / 2, "the picture grows to hold it");
        assert_eq!(place(&g, &right, "b"), place(&g, &drawn, "b"), "the others stay");
        // Up and left of the margins: held at the margin.
        assert_eq!(place(&g, &moved(&drawn, 1, (-1, -5)).unwrap(), "b"), (MARGIN, MARGIN));
        // Two half-gaps down: b in the next layer's row (layer 2).
        let down = moved(&drawn, 1, (0, 2)).unwrap();
        assert_eq!((down.y[1], down.layer[1]), (MARGIN + 2 * GAP_Y, 2));
        assert!(moved(&drawn, 2, (1, 0)).is_none());
    }

    #[test]
    fn a_full_grid_grows_a_column() {
        // a alone: a 1×1 grid, full; the new vertex goes to a new column on the right.
        let before = graph("a");
        let drawn = layered(&before, 0);
        let after = graph("a b");
        let kept = after_edit(&before, &drawn, &after).unwrap();
        assert_eq!(place(&after, &kept, "b"), (MARGIN + GAP_X, MARGIN));
        assert_eq!(kept.width, 2 * MARGIN + GAP_X);
    }
}
