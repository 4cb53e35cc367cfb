//! The fusion principle on a compact graph: bridges, 2-edge-connected components, the value of
//! every component's branch, and winning moves, all in O(V + E) with explicit stacks.
//!
//! Vertices are `0..n` with 0 the ground. A component is a maximal set of vertices joined by
//! edges that lie on cycles; fusing it into one vertex turns its edges into loops (each worth a
//! stalk of length one) and leaves a tree of components joined by bridges. The value of a
//! component's branch (the component and everything hanging above it) is then
//! `parity(internal edges) ⊕ weights ⊕ XOR over child components c of (value(c) + 1)`.
//! `weights` are extra stalks already hanging at a vertex: zero for a whole position, and the
//! reduced children of a component when one of its edges is cut and it is recomputed alone.

use crate::engine::Nimber;

/// The bridges and fused components of the part of a graph connected to its root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fused {
    /// Component of each vertex; `u32::MAX` for a vertex not connected to the root.
    pub comp_of: Vec<u32>,
    /// Whether each edge is a bridge (never true for loops or unreachable edges).
    pub is_bridge: Vec<bool>,
    /// The vertex where each component's parent bridge arrives (the root for the root component).
    pub attach: Vec<u32>,
    /// The bridge below each component (`u32::MAX` for the root component).
    pub parent_bridge: Vec<u32>,
    /// The parent component (`u32::MAX` for the root component).
    pub parent: Vec<u32>,
    /// Non-bridge edges (loops and cycle edges) inside each component.
    pub internal: Vec<u32>,
    /// The value of each component's branch: what hangs at and above its attach vertex.
    pub value: Vec<Nimber>,
    /// Depth-first discovery order of the reachable vertices.
    pub preorder: Vec<u32>,
    /// The depth-first parent edge of each vertex (`u32::MAX` for the root and unreached ones).
    pub parent_edge: Vec<u32>,
}

impl Fused {
    /// The value of the whole graph: the root component's branch.
    pub fn total(&self) -> Nimber {
        self.value.first().copied().unwrap_or(Nimber::ZERO)
    }

    /// How many components there are; they are numbered top-down (a parent before its
    /// children, the root's component 0).
    pub fn components(&self) -> usize {
        self.attach.len()
    }
}

const NONE: u32 = u32::MAX;

/// Adjacency lists in one array: the neighbours of `v` are `targets[start[v]..start[v + 1]]`.
pub(super) struct Adjacency {
    start: Vec<u32>,
    /// (neighbour, edge index)
    targets: Vec<(u32, u32)>,
}

impl Adjacency {
    pub(super) fn new(n: usize, edges: &[(u32, u32)]) -> Adjacency {
        let mut degree = vec![0u32; n + 1];
        for &(u, v) in edges {
            if u != v {
                degree[u as usize] += 1;
                degree[v as usize] += 1;
            }
        }
        let mut start = vec![0u32; n + 1];
        let mut sum = 0u32;
        for v in 0..n {
            start[v] = sum;
            sum += degree[v];
        }
        start[n] = sum;
        let mut fill = start.clone();
        let mut targets = vec![(0u32, 0u32); sum as usize];
        for (index, &(u, v)) in edges.iter().enumerate() {
            if u != v {
                targets[fill[u as usize] as usize] = (v, index as u32);
                fill[u as usize] += 1;
                targets[fill[v as usize] as usize] = (u, index as u32);
                fill[v as usize] += 1;
            }
        }
        Adjacency { start, targets }
    }

    fn of(&self, v: u32) -> &[(u32, u32)] {
        &self.targets[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }
}

/// Fuses the graph on vertices `0..n` seen from `root`. `weights[v]`, when given, is the value
/// of stalks already hanging at `v` (XORed into its component). Edges or vertices not connected
/// to the root are ignored: in Hackenbush they have fallen away.
///
/// Every endpoint must be below `n`.
pub fn fuse(n: usize, edges: &[(u32, u32)], weights: Option<&[u64]>, root: u32) -> Fused {
    let adjacency = Adjacency::new(n, edges);
    // A whole position with one edge fewer than vertices is a tree when the search from the
    // ground meets no edge twice and reaches every vertex: then every vertex is a component and
    // every edge a bridge, and no low points are needed.
    if weights.is_none()
        && root == 0
        && n > 0
        && edges.len() + 1 == n
        && let Some(fused) = fuse_tree(n, edges, &adjacency)
    {
        return fused;
    }
    fuse_general(n, edges, weights, root, adjacency)
}

/// [`fuse`] of a tree rooted at vertex 0: the same depth-first order, so the very same result
/// (a test compares them), with one array of marks instead of discovery times and low points.
/// `None` as soon as the graph proves not to be a tree (an edge back to a vertex already seen,
/// a vertex never reached).
fn fuse_tree(n: usize, edges: &[(u32, u32)], adjacency: &Adjacency) -> Option<Fused> {
    let (start, targets) = (&adjacency.start[..], &adjacency.targets[..]);
    // Arrays of their final length written by index (each vertex once, in preorder).
    let mut comp_of = vec![NONE; n];
    let mut parent_edge = vec![NONE; n];
    let mut preorder = vec![0u32; n];
    let mut parent_bridge = vec![NONE; n];
    let mut parent = vec![NONE; n];
    comp_of[0] = 0;
    let mut entered = 1;
    // (component of the vertex, next neighbour position, end of its neighbours, its parent edge).
    // No vertex is looked up before it is entered: in a graph with E = n − 1 that is not a tree,
    // a cycle reached from the ground would enter a vertex a second time, and more than n
    // entries end the search; no such cycle and fewer than n entries means some part floats.
    let mut stack: Vec<(u32, u32, u32, u32)> = vec![(0, start[0], start[1], NONE)];
    while let Some(top) = stack.last_mut() {
        let (c, next, end, from) = *top;
        if next == end {
            stack.pop();
            continue;
        }
        top.1 = next + 1;
        let (w, edge) = targets[next as usize];
        if edge == from {
            continue;
        }
        if entered == n {
            return None;
        }
        let id = entered;
        entered += 1;
        comp_of[w as usize] = id as u32;
        parent_edge[w as usize] = edge;
        preorder[id] = w;
        parent_bridge[id] = edge;
        parent[id] = c;
        stack.push((id as u32, start[w as usize], start[w as usize + 1], edge));
    }
    if entered != n {
        return None;
    }
    // Branch values bottom-up: a vertex's children come after it in preorder, so each value is
    // complete when it is passed on to the parent's.
    let mut value = vec![Nimber::ZERO; n];
    for c in (1..n).rev() {
        let own = value[c].value();
        let parent_value = &mut value[parent[c] as usize];
        *parent_value = Nimber(parent_value.value() ^ (own + 1));
    }
    Some(Fused {
        comp_of,
        is_bridge: vec![true; edges.len()],
        attach: preorder.clone(),
        parent_bridge,
        parent,
        internal: vec![0; n],
        value,
        preorder,
        parent_edge,
    })
}

/// [`fuse`] of any graph: depth-first discovery times and low points find the bridges.
pub(super) fn fuse_general(
    n: usize,
    edges: &[(u32, u32)],
    weights: Option<&[u64]>,
    root: u32,
    adjacency: Adjacency,
) -> Fused {
    // (discovery time, low point) of each vertex side by side: one cache line serves both.
    let mut times = vec![(NONE, NONE); n];
    let mut parent_edge = vec![NONE; n];
    let mut preorder = Vec::with_capacity(n);
    let mut is_bridge = vec![false; edges.len()];
    // Explicit depth-first stack of (vertex, next neighbour position, end of its neighbours, its
    // parent): no recursion, so a path of any length is fine.
    let mut stack: Vec<(u32, u32, u32, u32)> = Vec::new();
    if (root as usize) < n {
        times[root as usize] = (0, 0);
        preorder.push(root);
        stack.push((root, adjacency.start[root as usize], adjacency.start[root as usize + 1], NONE));
    }
    while let Some(&mut (v, ref mut next, end, p)) = stack.last_mut() {
        if *next < end {
            let (w, edge) = adjacency.targets[*next as usize];
            *next += 1;
            if edge == parent_edge[v as usize] {
                continue;
            }
            let seen = times[w as usize].0;
            if seen == NONE {
                let time = preorder.len() as u32;
                times[w as usize] = (time, time);
                parent_edge[w as usize] = edge;
                preorder.push(w);
                stack.push((w, adjacency.start[w as usize], adjacency.start[w as usize + 1], v));
            } else {
                let low = &mut times[v as usize].1;
                *low = (*low).min(seen);
            }
        } else {
            stack.pop();
            if p != NONE {
                let low = times[v as usize].1;
                let (tin_p, low_p) = &mut times[p as usize];
                *low_p = (*low_p).min(low);
                if low > *tin_p {
                    is_bridge[parent_edge[v as usize] as usize] = true;
                }
            }
        }
    }
    drop(times);

    // Components are the pieces of the depth-first tree once its bridges are cut, so one pass in
    // preorder labels them, parents first.
    let mut comp_of = vec![NONE; n];
    let mut attach = Vec::new();
    let mut parent_bridge = Vec::new();
    let mut parent = Vec::new();
    for &v in &preorder {
        let pe = parent_edge[v as usize];
        if pe == NONE || is_bridge[pe as usize] {
            let id = attach.len() as u32;
            comp_of[v as usize] = id;
            attach.push(v);
            parent_bridge.push(pe);
            parent.push(if pe == NONE {
                NONE
            } else {
                let (a, b) = edges[pe as usize];
                comp_of[if a == v { b } else { a } as usize]
            });
        } else {
            let (a, b) = edges[pe as usize];
            comp_of[v as usize] = comp_of[if a == v { b } else { a } as usize];
        }
    }
    let count = attach.len();
    let mut internal = vec![0u32; count];
    let mut acc = vec![0u64; count];
    for (index, &(u, _)) in edges.iter().enumerate() {
        let c = comp_of[u as usize];
        if c != NONE && !is_bridge[index] {
            internal[c as usize] += 1;
        }
    }
    if let Some(weights) = weights {
        for &v in &preorder {
            acc[comp_of[v as usize] as usize] ^= weights[v as usize];
        }
    }
    let mut value = vec![Nimber::ZERO; count];
    for c in (0..count).rev() {
        let own = acc[c] ^ u64::from(internal[c] & 1);
        value[c] = Nimber(own);
        if parent[c] != NONE {
            acc[parent[c] as usize] ^= own + 1;
        }
    }
    Fused { comp_of, is_bridge, attach, parent_bridge, parent, internal, value, preorder, parent_edge }
}

/// The result of a search for winning moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningSearch {
    /// Edge indices whose removal leaves a position of value zero.
    pub moves: Vec<u32>,
    /// False when the search stopped at its work limit before trying every candidate.
    pub complete: bool,
}

/// Work units (vertex and edge visits of local recomputations) a search may spend.
pub const UNLIMITED: u64 = u64::MAX;

/// Finds winning moves of the graph (`fused` must be `fuse(n, edges, None, 0)`).
///
/// A required value travels from the ground's component upward: to leave the whole graph at
/// zero, the ground's branch must become 0; a move inside child component `c` that takes its
/// branch to `x` changes its parent's branch by `(value(c)+1) ⊕ (x+1)`, so each component is
/// asked for at most one value. Cutting a bridge or a loop is then checked in O(1); cutting a
/// cycle edge changes the shape of its component, which is recomputed alone (its children
/// reduced to stalks) at a cost of its size, within `work_limit`. With `first_only` the search
/// stops at the first winning move.
pub fn winning_moves(
    n: usize,
    edges: &[(u32, u32)],
    fused: &Fused,
    first_only: bool,
    work_limit: u64,
) -> WinningSearch {
    if fused.components() == 0 || fused.total().is_zero() {
        return WinningSearch { moves: Vec::new(), complete: true };
    }
    if fused.internal.iter().all(|&k| k == 0) {
        return tree_winning_moves(fused, first_only);
    }
    general_winning_moves(n, edges, fused, first_only, work_limit)
}

/// [`winning_moves`] of any graph: children lists, edges inside each component, and cycle edges
/// tried last.
pub(super) fn general_winning_moves(
    n: usize,
    edges: &[(u32, u32)],
    fused: &Fused,
    first_only: bool,
    work_limit: u64,
) -> WinningSearch {
    let mut moves = Vec::new();
    let count = fused.components();
    if count == 0 || fused.total().is_zero() {
        return WinningSearch { moves, complete: true };
    }
    // Children of each component, and the edges inside it, as index lists in one array each.
    let mut child_start = vec![0u32; count + 1];
    for c in 1..count {
        child_start[fused.parent[c] as usize + 1] += 1;
    }
    for c in 0..count {
        child_start[c + 1] += child_start[c];
    }
    let mut fill = child_start.clone();
    let mut children = vec![0u32; count.saturating_sub(1)];
    for c in 1..count {
        let p = fused.parent[c] as usize;
        children[fill[p] as usize] = c as u32;
        fill[p] += 1;
    }
    let mut edge_start = vec![0u32; count + 1];
    let mut inside = Vec::new();
    // A tree has no edge inside a component: no need to look at the edges again.
    if fused.internal.iter().any(|&k| k > 0) {
        for (index, &(u, _)) in edges.iter().enumerate() {
            let c = fused.comp_of[u as usize];
            if c != NONE && !fused.is_bridge[index] {
                edge_start[c as usize + 1] += 1;
            }
        }
        for c in 0..count {
            edge_start[c + 1] += edge_start[c];
        }
        let mut fill = edge_start.clone();
        inside = vec![0u32; edge_start[count] as usize];
        for (index, &(u, _)) in edges.iter().enumerate() {
            let c = fused.comp_of[u as usize];
            if c != NONE && !fused.is_bridge[index] {
                inside[fill[c as usize] as usize] = index as u32;
                fill[c as usize] += 1;
            }
        }
    }

    let mut required: Vec<Option<u64>> = vec![None; count];
    required[0] = Some(0);
    let mut deferred: Vec<(u32, u64)> = Vec::new();
    for c in 0..count {
        let Some(r) = required[c] else { continue };
        let g = fused.value[c].value();
        if r == g {
            continue;
        }
        for &child in &children[child_start[c] as usize..child_start[c + 1] as usize] {
            let branch = fused.value[child as usize].value() + 1;
            let need = r ^ g ^ branch;
            if need == 0 {
                moves.push(fused.parent_bridge[child as usize]);
                if first_only {
                    return WinningSearch { moves, complete: true };
                }
            } else {
                required[child as usize] = Some(need - 1);
            }
        }
        let mut has_cycle_edge = false;
        for &edge in &inside[edge_start[c] as usize..edge_start[c + 1] as usize] {
            let (u, v) = edges[edge as usize];
            if u == v {
                // A loop: removing it changes nothing else, and flips the parity of the component.
                if g ^ 1 == r {
                    moves.push(edge);
                    if first_only {
                        return WinningSearch { moves, complete: true };
                    }
                }
            } else {
                has_cycle_edge = true;
            }
        }
        if has_cycle_edge {
            deferred.push((c as u32, r));
        }
    }
    // Cycle edges last: they are the only candidates that cost more than O(1) each.
    if deferred.is_empty() {
        moves.sort_unstable();
        return WinningSearch { moves, complete: true };
    }
    let mut weights = vec![0u64; n];
    for c in 1..count {
        let bridge = fused.parent_bridge[c] as usize;
        let (a, b) = edges[bridge];
        let lower = if a == fused.attach[c] { b } else { a };
        weights[lower as usize] ^= fused.value[c].value() + 1;
    }
    let mut local_id = vec![NONE; n];
    let mut work = 0u64;
    for (c, r) in deferred {
        let c = c as usize;
        let own = &inside[edge_start[c] as usize..edge_start[c + 1] as usize];
        // The component's vertices, numbered locally with its attach vertex first.
        let mut vertices = vec![fused.attach[c]];
        local_id[fused.attach[c] as usize] = 0;
        for &edge in own {
            let (u, v) = edges[edge as usize];
            for w in [u, v] {
                if local_id[w as usize] == NONE {
                    local_id[w as usize] = vertices.len() as u32;
                    vertices.push(w);
                }
            }
        }
        let local_weights: Vec<u64> = vertices.iter().map(|&w| weights[w as usize]).collect();
        let local_edges: Vec<(u32, u32)> = own
            .iter()
            .map(|&edge| {
                let (u, v) = edges[edge as usize];
                (local_id[u as usize], local_id[v as usize])
            })
            .collect();
        // Try the edges farthest from the attach vertex first: on a long cycle through it the
        // cut that balances the two remaining paths is the far one, and on denser components
        // almost any cut works, so the order costs nothing there.
        let distance = local_distances(vertices.len(), &local_edges);
        let mut tries: Vec<usize> = (0..own.len()).collect();
        tries.sort_unstable_by_key(|&i| {
            let (a, b) = local_edges[i];
            std::cmp::Reverse(distance[a as usize].min(distance[b as usize]))
        });
        for position in tries {
            let edge = own[position];
            let (u, v) = edges[edge as usize];
            if u == v {
                continue;
            }
            let cost = (vertices.len() + local_edges.len()) as u64;
            if work.saturating_add(cost) > work_limit {
                moves.sort_unstable();
                return WinningSearch { moves, complete: false };
            }
            work += cost;
            let mut without = local_edges.clone();
            without.swap_remove(position);
            let after = fuse(vertices.len(), &without, Some(&local_weights), 0).total();
            if after.value() == r {
                moves.push(edge);
                if first_only {
                    break;
                }
            }
        }
        for &w in &vertices {
            local_id[w as usize] = NONE;
        }
        if first_only && !moves.is_empty() {
            break;
        }
    }
    moves.sort_unstable();
    WinningSearch { moves, complete: true }
}

/// [`winning_moves`] when no component has an edge inside (a tree, every edge a bridge): each
/// component's required value comes from its parent's alone, and parents come first, so one pass
/// over the components in order asks each of them, with no lists of children. With `first_only`
/// the move is the one the general search meets first (the winning child of the earliest parent,
/// the earliest such child), the same move whichever way it is found.
fn tree_winning_moves(fused: &Fused, first_only: bool) -> WinningSearch {
    let count = fused.components();
    // The value each component's branch must take, or `NOTHING` (values are XORs of numbers up
    // to the edge count plus one, so far below it): half the memory of `Option`s.
    const NOTHING: u64 = u64::MAX;
    let mut required = vec![NOTHING; count];
    required[0] = 0;
    let mut moves = Vec::new();
    // The first move of the general search: the least (parent, child) whose bridge wins.
    let mut first: Option<(u32, usize)> = None;
    for c in 1..count {
        let p = fused.parent[c];
        let r = required[p as usize];
        let g = fused.value[p as usize].value();
        if r == NOTHING || r == g {
            continue;
        }
        let need = r ^ g ^ (fused.value[c].value() + 1);
        if need != 0 {
            required[c] = need - 1;
        } else if !first_only {
            moves.push(fused.parent_bridge[c]);
        } else if first.is_none_or(|(q, _)| p < q) {
            first = Some((p, c));
        }
    }
    moves.extend(first.map(|(_, c)| fused.parent_bridge[c]));
    moves.sort_unstable();
    WinningSearch { moves, complete: true }
}

/// Breadth-first distances from vertex 0 over `edges` (unreached: `u32::MAX`).
fn local_distances(n: usize, edges: &[(u32, u32)]) -> Vec<u32> {
    let adjacency = Adjacency::new(n, edges);
    let mut distance = vec![u32::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    if n > 0 {
        distance[0] = 0;
        queue.push_back(0u32);
    }
    while let Some(v) = queue.pop_front() {
        for &(w, _) in adjacency.of(v) {
            if distance[w as usize] == u32::MAX {
                distance[w as usize] = distance[v as usize] + 1;
                queue.push_back(w);
            }
        }
    }
    distance
}

/// Which edges remain after removing edge `cut`: those still connected to vertex 0.
pub fn survivors(n: usize, edges: &[(u32, u32)], cut: Option<usize>) -> Vec<bool> {
    let mut adjacency_edges: Vec<(u32, u32)> = edges.to_vec();
    if let Some(cut) = cut {
        // A loop at the root is never followed, so it stands in for the removed edge.
        adjacency_edges[cut] = (0, 0);
    }
    let adjacency = Adjacency::new(n, &adjacency_edges);
    let mut seen = vec![false; n];
    let mut stack = Vec::new();
    if n > 0 {
        seen[0] = true;
        stack.push(0u32);
    }
    while let Some(v) = stack.pop() {
        for &(w, _) in adjacency.of(v) {
            if !seen[w as usize] {
                seen[w as usize] = true;
                stack.push(w);
            }
        }
    }
    edges.iter().enumerate().map(|(index, &(u, _))| Some(index) != cut && seen[u as usize]).collect()
}
