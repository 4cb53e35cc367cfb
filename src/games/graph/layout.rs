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
