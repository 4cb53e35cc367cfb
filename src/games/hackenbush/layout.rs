//! Where things go on the board: vertex coordinates (a layered drawing from the ground up, or
//! the editor's own), and the SVG path of every edge (straight, bent for multiple edges, a
//! teardrop for loops). Pure geometry, so it is tested natively; the UI only draws the paths.

use std::collections::HashMap;

/// The board's coordinate box (the SVG viewBox).
pub const BOARD_WIDTH: f64 = 800.0;
pub const BOARD_HEIGHT: f64 = 480.0;
/// The height of the ground line.
pub const GROUND_Y: f64 = 440.0;
const MARGIN: f64 = 24.0;

/// A coordinate as written in SVG: whole board units are precise enough, and formatting
/// integers keeps Rust's float formatting (tens of kilobytes of wasm) out of the app.
pub fn svg(x: f64) -> i32 {
    x.round() as i32
}

/// The direction of a loop tilted by `steps` × 0.3 radians from straight up (negative: to the
/// left), by repeated rotation: no trigonometry functions, which cost wasm size.
fn loop_direction(steps: i64) -> (f64, f64) {
    const COS: f64 = 0.955_336_489_125_606; // cos 0.3
    const SIN: f64 = 0.295_520_206_661_339_6; // sin 0.3
    let sin = if steps < 0 { -SIN } else { SIN };
    let (mut x, mut y) = (0.0f64, -1.0f64);
    for _ in 0..steps.unsigned_abs().min(24) {
        (x, y) = (x * COS - y * sin, x * sin + y * COS);
    }
    (x, y)
}

/// Vertex coordinates, plus where ground edges touch the ground.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawing {
    /// Coordinates of every vertex above the ground.
    pub vertices: HashMap<u32, (f64, f64)>,
    /// Where the `copy`-th edge (in position order) between the ground and vertex `v` touches the
    /// ground, keyed `(v, copy)`; absent keys stand below their vertex.
    pub feet: HashMap<(u32, u32), f64>,
}

/// Why a URL's layout suffix could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    pub part: String,
}

/// One edge ready to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeGeometry {
    /// SVG path data.
    pub d: String,
    /// The ends as drawn (for the falling animation and hit tests).
    pub from: (f64, f64),
    pub to: (f64, f64),
}

impl Drawing {
    /// A layered drawing from the ground up: each vertex at its breadth-first depth, subtrees of
    /// the breadth-first tree side by side, a parent centred over its children. O(V + E).
    pub fn layered(edges: &[(u32, u32)]) -> Drawing {
        let graph = super::compact_edges(edges);
        let n = graph.n;
        // Breadth-first tree from the ground.
        let mut adjacency: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &(u, v) in &graph.edges {
            if u != v {
                adjacency[u as usize].push(v);
                adjacency[v as usize].push(u);
            }
        }
        let mut parent = vec![u32::MAX; n];
        let mut depth = vec![0u32; n];
        let mut order = Vec::with_capacity(n);
        if n > 0 {
            parent[0] = 0;
            order.push(0u32);
        }
        let mut head = 0;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &w in &adjacency[v as usize] {
                if parent[w as usize] == u32::MAX {
                    parent[w as usize] = v;
                    depth[w as usize] = depth[v as usize] + 1;
                    order.push(w);
                }
            }
        }
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &v in order.iter().skip(1) {
            children[parent[v as usize] as usize].push(v);
        }
        let mut width = vec![1.0f64; n];
        for &v in order.iter().rev() {
            let sum: f64 = children[v as usize].iter().map(|&c| width[c as usize]).sum();
            if sum > 0.0 {
                width[v as usize] = sum;
            }
        }
        let ground_loops = graph.edges.iter().filter(|&&(u, v)| u == 0 && v == 0).count();
        let total = children.first().map_or(0.0, |c| c.iter().map(|&v| width[v as usize]).sum::<f64>())
            + ground_loops as f64;
        let max_depth = depth.iter().copied().max().unwrap_or(0).max(1);
        let column = ((BOARD_WIDTH - 2.0 * MARGIN) / total.max(1.0)).min(110.0);
        let row = ((GROUND_Y - 2.0 * MARGIN) / f64::from(max_depth)).min(80.0);
        let left = (BOARD_WIDTH - column * total) / 2.0;
        let mut start = vec![0.0f64; n];
        let mut drawing = Drawing::default();
        let mut next = 0.0;
        if let Some(roots) = children.first() {
            for &v in roots {
                start[v as usize] = next;
                next += width[v as usize];
            }
        }
        for &v in order.iter().skip(1) {
            let mut cursor = start[v as usize];
            for &c in &children[v as usize] {
                start[c as usize] = cursor;
                cursor += width[c as usize];
            }
            let x = left + column * (start[v as usize] + width[v as usize] / 2.0);
            let y = GROUND_Y - row * f64::from(depth[v as usize]);
            drawing.vertices.insert(graph.original[v as usize], (x, y));
        }
        // Loops on the ground stand to the right of everything else.
        for k in 0..ground_loops {
            drawing.feet.insert((0, k as u32), left + column * (next + k as f64 + 0.5));
        }
        drawing
    }

    /// The point of vertex `v` (the ground has none: its edges have feet).
    pub fn point(&self, v: u32) -> Option<(f64, f64)> {
        self.vertices.get(&v).copied()
    }

    /// The geometry of every edge of `edges`, in order. Edges to vertices without coordinates
    /// are placed at the board's centre rather than refused.
    pub fn geometry(&self, edges: &[(u32, u32)]) -> Vec<EdgeGeometry> {
        let mut multiplicity: HashMap<(u32, u32), u32> = HashMap::new();
        for &(u, v) in edges {
            *multiplicity.entry((u.min(v), u.max(v))).or_insert(0) += 1;
        }
        let mut seen: HashMap<(u32, u32), u32> = HashMap::new();
        let centre = (BOARD_WIDTH / 2.0, GROUND_Y / 2.0);
        edges
            .iter()
            .map(|&(u, v)| {
                let key = (u.min(v), u.max(v));
                let copy = {
                    let slot = seen.entry(key).or_insert(0);
                    *slot += 1;
                    *slot - 1
                };
                let count = multiplicity[&key];
                let (a, b) = key;
                if a == b {
                    let at = if a == 0 {
                        (self.feet.get(&(0, copy)).copied().unwrap_or(BOARD_WIDTH - MARGIN), GROUND_Y)
                    } else {
                        self.point(a).unwrap_or(centre)
                    };
                    // Several loops fan out around the vertex, alternately left and right.
                    let size = 30.0 + 4.0 * f64::from(copy / 4);
                    let (ux, uy) = loop_direction(2 * i64::from(copy) - i64::from(count) + 1);
                    let (px, py) = (-uy, ux);
                    let (x, y) = at;
                    let (tx, ty) = (x + ux * size * 1.6, y + uy * size * 1.6);
                    let d = format!(
                        "M{} {} C{} {} {} {} {} {}",
                        svg(x),
                        svg(y),
                        svg(tx + px * size * 0.8),
                        svg(ty + py * size * 0.8),
                        svg(tx - px * size * 0.8),
                        svg(ty - py * size * 0.8),
                        svg(x),
                        svg(y)
                    );
                    return EdgeGeometry { d, from: at, to: (x + ux * size * 1.2, y + uy * size * 1.2) };
                }
                if a == 0 {
                    let top = self.point(b).unwrap_or(centre);
                    let offset = (f64::from(copy) - f64::from(count - 1) / 2.0) * 22.0;
                    let foot = self.feet.get(&(b, copy)).copied().unwrap_or(top.0 + offset);
                    let from = (foot, GROUND_Y);
                    let d = format!("M{} {} L{} {}", svg(from.0), svg(from.1), svg(top.0), svg(top.1));
                    return EdgeGeometry { d, from, to: top };
                }
                let p = self.point(a).unwrap_or(centre);
                let q = self.point(b).unwrap_or(centre);
                let bend = (f64::from(copy) - f64::from(count - 1) / 2.0) * 36.0;
                let d = if bend == 0.0 {
                    format!("M{} {} L{} {}", svg(p.0), svg(p.1), svg(q.0), svg(q.1))
                } else {
                    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
                    let length = (dx * dx + dy * dy).sqrt().max(1.0);
                    let (mx, my) =
                        ((p.0 + q.0) / 2.0 - dy / length * bend, (p.1 + q.1) / 2.0 + dx / length * bend);
                    format!("M{} {} Q{} {} {} {}", svg(p.0), svg(p.1), svg(mx), svg(my), svg(q.0), svg(q.1))
                };
                EdgeGeometry { d, from: p, to: q }
            })
            .collect()
    }

    /// A viewBox `(x, y, width, height)` around everything drawn for `edges` and the ground
    /// below it, with room for labels, at least `min_width` wide: small drawings are shown large.
    pub fn view_box(&self, edges: &[(u32, u32)], min_width: f64) -> (f64, f64, f64, f64) {
        let geometry = self.geometry(edges);
        let mut left = f64::INFINITY;
        let mut right = f64::NEG_INFINITY;
        let mut top = GROUND_Y;
        for g in &geometry {
            for (x, y) in [g.from, g.to] {
                left = left.min(x);
                right = right.max(x);
                top = top.min(y);
            }
        }
        if !left.is_finite() {
            return (0.0, 0.0, BOARD_WIDTH, BOARD_HEIGHT);
        }
        let (mut left, mut right, top) = (left - 50.0, right + 50.0, top - 45.0);
        let width = right - left;
        if width < min_width {
            left -= (min_width - width) / 2.0;
            right += (min_width - width) / 2.0;
        }
        (left, top, right - left, GROUND_Y + 40.0 - top)
    }

    /// The drawing as an optional URL suffix (after `@`): `v:x:y` for every vertex of `edges`,
    /// then `gv.k:x` for ground edges whose foot is not below their vertex, separated by `;`,
    /// in whole board units. `1:400:330;2:330:230;g1.0:380`.
    pub fn to_url_suffix(&self, edges: &[(u32, u32)]) -> String {
        let mut vertices: Vec<u32> = edges.iter().flat_map(|&(u, v)| [u, v]).filter(|&v| v != 0).collect();
        vertices.sort_unstable();
        vertices.dedup();
        let mut parts: Vec<String> = vertices
            .iter()
            .filter_map(|&v| self.point(v).map(|(x, y)| format!("{v}:{}:{}", svg(x), svg(y))))
            .collect();
        // Feet in order: the ground's own loops, then each vertex's ground edges by copy.
        for v in std::iter::once(0).chain(vertices.iter().copied()) {
            let mut copy = 0;
            while let Some(&x) = self.feet.get(&(v, copy)) {
                parts.push(format!("g{v}.{copy}:{}", svg(x)));
                copy += 1;
            }
        }
        parts.join(";")
    }

    /// Reads [`Drawing::to_url_suffix`]; coordinates are clamped to the board.
    pub fn from_url_suffix(text: &str) -> Result<Drawing, LayoutError> {
        let mut drawing = Drawing::default();
        if text.len() > 4_000_000 {
            return Err(LayoutError { part: text.chars().take(20).collect() });
        }
        for part in text.split(';').filter(|p| !p.is_empty()) {
            let error = || LayoutError { part: part.chars().take(40).collect() };
            let number = |t: &str| t.parse::<i32>().ok().map(f64::from);
            if let Some(foot) = part.strip_prefix('g') {
                let (key, x) = foot.split_once(':').ok_or_else(error)?;
                let (v, copy) = key.split_once('.').ok_or_else(error)?;
                let v: u32 = v.parse().map_err(|_| error())?;
                let copy: u32 = copy.parse().map_err(|_| error())?;
                let x = number(x).ok_or_else(error)?;
                drawing.feet.insert((v, copy), x.clamp(0.0, BOARD_WIDTH));
            } else {
                let mut fields = part.split(':');
                let (Some(v), Some(x), Some(y), None) =
                    (fields.next(), fields.next(), fields.next(), fields.next())
                else {
                    return Err(error());
                };
                let v: u32 = v.parse().map_err(|_| error())?;
                let (x, y) = (number(x).ok_or_else(error)?, number(y).ok_or_else(error)?);
                drawing.vertices.insert(v, (x.clamp(0.0, BOARD_WIDTH), y.clamp(0.0, GROUND_Y)));
            }
        }
        Ok(drawing)
    }

    /// Keeps only coordinates of vertices in `edges` plus fills in any missing ones with a
    /// layered drawing (used when a pasted position meets an old drawing).
    /// Coordinates naming vertices outside `edges` (a hand-edited URL may carry any number) are
    /// dropped, so they cannot steer the editor's numbering of new vertices.
    pub fn completed_for(&self, edges: &[(u32, u32)]) -> Drawing {
        let missing = edges
            .iter()
            .any(|&(u, v)| (u != 0 && self.point(u).is_none()) || (v != 0 && self.point(v).is_none()));
        if missing {
            return Drawing::layered(edges);
        }
        let used: std::collections::HashSet<u32> = edges.iter().flat_map(|&(u, v)| [u, v]).collect();
        let mut drawing = self.clone();
        drawing.vertices.retain(|v, _| used.contains(v));
        drawing.feet.retain(|(v, _), _| *v == 0 || used.contains(v));
        drawing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layered_drawing_of_a_small_tree() {
        // 0-1 1-2 1-3: vertex 1 one row up, centred over 2 and 3 on the next row.
        let drawing = Drawing::layered(&[(0, 1), (1, 2), (1, 3)]);
        let (x1, y1) = drawing.point(1).unwrap();
        let (x2, y2) = drawing.point(2).unwrap();
        let (x3, y3) = drawing.point(3).unwrap();
        assert!(y1 < GROUND_Y && y2 < y1 && y2 == y3);
        assert!((x1 - (x2 + x3) / 2.0).abs() < 1e-9 && x2 < x3);
        let geometry = drawing.geometry(&[(0, 1), (1, 2), (1, 3), (1, 2), (3, 3)]);
        assert!(geometry[0].d.starts_with(&format!("M{} {} L", svg(x1), svg(GROUND_Y))));
        // The two 1-2 edges bend apart, the loop is a closed curve.
        assert!(geometry[1].d.contains('Q') && geometry[3].d.contains('Q') && geometry[1].d != geometry[3].d);
        assert!(geometry[4].d.contains('C'));
        // Loop directions: straight up, and 0.6 rad to the right (sin, −cos), by hand.
        let up = loop_direction(0);
        assert!(up.0.abs() < 1e-12 && (up.1 + 1.0).abs() < 1e-12);
        let right = loop_direction(2);
        assert!((right.0 - 0.6f64.sin()).abs() < 1e-9 && (right.1 + 0.6f64.cos()).abs() < 1e-9);
        // The view box holds every vertex with room to spare, and at least the width asked for.
        let (x, y, w, h) = drawing.view_box(&[(0, 1), (1, 2), (1, 3)], 300.0);
        assert!(w >= 300.0 && x < x2 && x + w > x3 && y < y2 && y + h > GROUND_Y);
    }

    #[test]
    fn layout_suffix_round_trips() {
        let mut drawing = Drawing::default();
        drawing.vertices.insert(1, (400.0, 330.0));
        drawing.vertices.insert(2, (330.4, 229.6));
        drawing.vertices.insert(9, (1.0, 1.0));
        drawing.feet.insert((1, 0), 380.0);
        let edges = [(0, 1), (1, 2)];
        let suffix = drawing.to_url_suffix(&edges);
        // Vertex 9 is not in the edges, so it is left out; coordinates are whole units.
        assert_eq!(suffix, "1:400:330;2:330:230;g1.0:380");
        let back = Drawing::from_url_suffix(&suffix).unwrap();
        assert_eq!(back.point(2), Some((330.0, 230.0)));
        assert_eq!(back.feet.get(&(1, 0)), Some(&380.0));
        assert_eq!(back.to_url_suffix(&edges), suffix);
        assert_eq!(Drawing::from_url_suffix("1:2").unwrap_err(), LayoutError { part: "1:2".into() });
        assert!(Drawing::from_url_suffix("gx.0:1").is_err());
        assert_eq!(Drawing::from_url_suffix("").unwrap(), Drawing::default());
    }

    #[test]
    fn deep_paths_fit_the_board() {
        let edges: Vec<(u32, u32)> = (0..2_000).map(|i| (i, i + 1)).collect();
        let drawing = Drawing::layered(&edges);
        for v in 1..=2_000 {
            let (x, y) = drawing.point(v).unwrap();
            assert!((0.0..=BOARD_WIDTH).contains(&x) && (0.0..=GROUND_Y).contains(&y), "{v}: {x} {y}");
        }
    }
}
