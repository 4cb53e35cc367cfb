//! The analyses of a game graph, each iterative and linear or near-linear in its size:
//!
//! - [`retrograde`]: who wins from each vertex (won, lost, or drawn where best play goes on for
//!   ever) and its remoteness, backwards from the final positions with one counter per vertex:
//!   O(V + E).
//! - [`levels`]: the level of each vertex (0 for a final position, k + 1 when every move leads
//!   to level k or lower) and its Grundy value by mex, for every vertex that cannot reach a
//!   cycle: O(V + E).
//! - [`generalized`]: the generalized Sprague–Grundy values of Smith and Fraenkel, so that sums of
//!   loopy graphs are decided too: one retrograde pass per finite value.
//! - [`sum_value`] and [`product`]: the value of a sum of tokens, and the sum's own graph (the
//!   product of the parts), which checks the values.

use std::collections::HashMap;
use std::fmt;

use super::Graph;
use crate::games::Outcome;

/// Who wins from a vertex: the player to move (`Won`), the other player (`Lost`), or nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Won,
    Lost,
    Draw,
}

impl Status {
    pub fn outcome(self) -> Outcome {
        match self {
            Status::Won => Outcome::N,
            Status::Lost => Outcome::P,
            Status::Draw => Outcome::D,
        }
    }
}

/// The retrograde analysis of every vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retrograde {
    pub status: Vec<Status>,
    /// Moves to the end with best play (the winner hurries, the loser delays); `u32::MAX` on
    /// draws.
    pub remoteness: Vec<u32>,
}

impl Retrograde {
    pub fn remoteness_of(&self, v: usize) -> Option<u32> {
        self.remoteness.get(v).copied().filter(|&r| r != u32::MAX)
    }
}

/// The arrows reversed, as offsets into a list of sources (compressed rows).
pub struct Reverse {
    offsets: Vec<u32>,
    sources: Vec<u32>,
}

impl Reverse {
    pub fn of(graph: &Graph) -> Reverse {
        let n = graph.vertex_count();
        let (tails, heads) = graph.rows();
        let mut offsets = vec![0u32; n + 1];
        for &t in heads {
            offsets[t as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets.clone();
        let mut sources = vec![0u32; heads.len()];
        for u in 0..n {
            for &t in &heads[tails[u] as usize..tails[u + 1] as usize] {
                let slot = &mut next[t as usize];
                sources[*slot as usize] = u as u32;
                *slot += 1;
            }
        }
        Reverse { offsets, sources }
    }

    /// The vertices with an arrow to `v`.
    pub fn preds(&self, v: usize) -> &[u32] {
        &self.sources[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }
}

/// Won, lost and drawn vertices with their remoteness, backwards from the final positions.
///
/// A final position is lost (remoteness 0). A vertex taken from the queue sends word back along
/// each arrow into it: a predecessor of a lost vertex is won (one more move); a predecessor of a
/// won vertex counts one more won successor, and is lost (one more move than this one) when the
/// count reaches its out-degree. The queue is first in, first out, so vertices leave it in order
/// of remoteness: the first lost successor found is the nearest (win fast) and the last won
/// successor counted the farthest (lose slowly). Vertices never decided are draws.
pub fn retrograde(graph: &Graph) -> Retrograde {
    retrograde_with(graph, &Reverse::of(graph))
}

pub fn retrograde_with(graph: &Graph, reverse: &Reverse) -> Retrograde {
    // One word per vertex, so that each arrow walked backwards touches one place: below
    // `LOST_MARK` the number of successors not yet known to be won; then lost or won.
    const LOST_MARK: u32 = u32::MAX - 1;
    const WON_MARK: u32 = u32::MAX;
    let n = graph.vertex_count();
    let mut state: Vec<u32> = Vec::with_capacity(n);
    let mut remoteness = vec![u32::MAX; n];
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for (v, r) in remoteness.iter_mut().enumerate() {
        let degree = graph.out_degree(v) as u32;
        if degree == 0 {
            state.push(LOST_MARK);
            *r = 0;
            queue.push(v as u32);
        } else {
            state.push(degree);
        }
    }
    let (offsets, sources) = (&reverse.offsets, &reverse.sources);
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        let next = remoteness[v] + 1;
        let preds = &sources[offsets[v] as usize..offsets[v + 1] as usize];
        if state[v] == LOST_MARK {
            for &p in preds {
                let slot = &mut state[p as usize];
                if *slot < LOST_MARK {
                    *slot = WON_MARK;
                    remoteness[p as usize] = next;
                    queue.push(p);
                }
            }
        } else {
            for &p in preds {
                let slot = &mut state[p as usize];
                if *slot < LOST_MARK {
                    *slot -= 1;
                    if *slot == 0 {
                        *slot = LOST_MARK;
                        remoteness[p as usize] = next;
                        queue.push(p);
                    }
                }
            }
        }
    }
    let status = state
        .iter()
        .map(|&s| match s {
            WON_MARK => Status::Won,
            LOST_MARK => Status::Lost,
            _ => Status::Draw,
        })
        .collect();
    Retrograde { status, remoteness }
}

/// No level: the vertex can reach a cycle.
pub const NO_LEVEL: u32 = u32::MAX;

/// Levels and Grundy values by levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Levels {
    /// 0 for a final position, else one more than the highest level of a successor;
    /// [`NO_LEVEL`] where some path runs into a cycle.
    pub level: Vec<u32>,
    /// The mex of the successors' values, where the level is defined (else `u32::MAX`).
    pub grundy: Vec<u32>,
    /// The vertices in the order they were given a level (level by level, final ones first).
    pub order: Vec<u32>,
}

impl Levels {
    pub fn grundy_of(&self, v: usize) -> Option<u32> {
        self.grundy.get(v).copied().filter(|&g| g != u32::MAX)
    }
}

/// The smallest value not in `values`, with `seen` a scratch buffer of stamps longer than the
/// number of values.
fn mex_of(values: impl Iterator<Item = u32>, seen: &mut [u32], stamp: u32) -> u32 {
    for value in values {
        if let Some(slot) = seen.get_mut(value as usize) {
            *slot = stamp;
        }
    }
    let mut m = 0;
    while seen.get(m as usize) == Some(&stamp) {
        m += 1;
    }
    m
}

/// Levels and Grundy values, backwards from the final positions: a vertex gets its level when
/// its last successor has one (a counter per vertex, as in [`retrograde`]); it is taken in
/// order of level, so that its successors' values are known.
pub fn levels(graph: &Graph) -> Levels {
    levels_with(graph, &Reverse::of(graph))
}

pub fn levels_with(graph: &Graph, reverse: &Reverse) -> Levels {
    let n = graph.vertex_count();
    let mut level = vec![NO_LEVEL; n];
    let mut grundy = vec![u32::MAX; n];
    let mut left: Vec<u32> = (0..n).map(|v| graph.out_degree(v) as u32).collect();
    let mut order: Vec<u32> = (0..n).filter(|&v| left[v] == 0).map(|v| v as u32).collect();
    for &v in &order {
        level[v as usize] = 0;
    }
    let mut seen = vec![u32::MAX; graph.max_out_degree() + 2];
    let mut head = 0;
    while head < order.len() {
        let v = order[head] as usize;
        head += 1;
        // Every successor has its value: the mex.
        grundy[v] = mex_of(graph.moves(v).iter().map(|&w| grundy[w as usize]), &mut seen, v as u32);
        for &p in reverse.preds(v) {
            let p = p as usize;
            left[p] -= 1;
            if left[p] == 0 {
                level[p] = graph.moves(p).iter().map(|&w| level[w as usize]).max().unwrap_or(0) + 1;
                order.push(p as u32);
            }
        }
    }
    // The queue takes vertices as their last successor is done, which is in order of level
    // within one pass but not across them: a counting sort by level (stable, linear) puts the
    // order level by level.
    let order = by_level(&order, &level);
    Levels { level, grundy, order }
}

/// `order` stably sorted by `level` (every vertex of `order` has a level below `order.len()`:
/// a level is one more than a successor's, so it is less than the number of vertices ordered).
fn by_level(order: &[u32], level: &[u32]) -> Vec<u32> {
    let mut start = vec![0usize; order.len() + 1];
    for &v in order {
        start[level[v as usize] as usize + 1] += 1;
    }
    for i in 1..start.len() {
        start[i] += start[i - 1];
    }
    let mut sorted = vec![0u32; order.len()];
    for &v in order {
        let slot = &mut start[level[v as usize] as usize];
        sorted[*slot] = v;
        *slot += 1;
    }
    sorted
}

/// A generalized Sprague–Grundy value: a finite value, or ∞ with the finite values of the
/// successors (where the player to move can escape to).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Gsg {
    Finite(u32),
    Infinite(Vec<u32>),
}

impl Gsg {
    pub fn finite(&self) -> Option<u32> {
        match self {
            Gsg::Finite(v) => Some(*v),
            Gsg::Infinite(_) => None,
        }
    }

    /// Who wins a game of this value: 0 is lost for the player to move; a finite value above 0
    /// is won (move to 0); ∞ is won when it may escape to 0, else drawn.
    pub fn outcome(&self) -> Outcome {
        match self {
            Gsg::Finite(0) => Outcome::P,
            Gsg::Finite(_) => Outcome::N,
            Gsg::Infinite(set) if set.contains(&0) => Outcome::N,
            Gsg::Infinite(_) => Outcome::D,
        }
    }
}

/// `3`, or `∞{0,2}` (∞ with the finite values it can escape to, ascending; `∞{}` for none).
impl fmt::Display for Gsg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Gsg::Finite(v) => write!(f, "{v}"),
            Gsg::Infinite(set) => {
                f.write_str("∞{")?;
                for (i, v) in set.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{v}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// The generalized values of every vertex, with the counter of each finite one (the order in
/// which its label was given: the winner's strategy moves to a smaller counter, so it ends).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generalized {
    pub values: Vec<Gsg>,
    pub counter: Vec<u32>,
}

const UNLABELED: u32 = u32::MAX;
const INFINITE: u32 = u32::MAX - 1;

/// Smith's and Fraenkel's labelling, for m = 0, 1, 2, … while vertices are unlabelled:
///
/// 1. Label m every unlabelled vertex u with no successor labelled m all of whose unlabelled or
///    ∞-labelled successors have a successor labelled m (repeat while one is found).
/// 2. Label ∞ every unlabelled vertex with no successor labelled m.
///
/// Step 1 is a retrograde analysis of the game restricted to unlabelled and ∞ vertices (moves
/// to vertices labelled below m are ignored): its lost vertices get m, its won ones stay for
/// the next m. ∞ vertices are never lost there, only won. Each ∞ vertex then keeps the set of
/// its successors' finite labels.
pub fn generalized(graph: &Graph) -> Generalized {
    generalized_with(graph, &Reverse::of(graph))
}

pub fn generalized_with(graph: &Graph, reverse: &Reverse) -> Generalized {
    let n = graph.vertex_count();
    let mut label = vec![UNLABELED; n];
    let mut counter = vec![0u32; n];
    // Successors that are unlabelled or ∞ (labels below m are gone from it).
    let mut live: Vec<u32> = (0..n).map(|v| graph.out_degree(v) as u32).collect();
    let mut unlabeled: Vec<u32> = (0..n as u32).collect();
    // Per pass: won (has a successor labelled m) and the count of won live successors.
    let mut won_pass = vec![u32::MAX; n];
    let mut count = vec![0u32; n];
    let mut count_pass = vec![u32::MAX; n];
    let mut m: u32 = 0;
    let mut queue: Vec<u32> = Vec::new();
    while !unlabeled.is_empty() {
        queue.clear();
        for &v in &unlabeled {
            if live[v as usize] == 0 {
                label[v as usize] = m;
                queue.push(v);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head] as usize;
            counter[v] = head as u32;
            head += 1;
            let is_m = label[v] == m;
            for &p in reverse.preds(v) {
                let p = p as usize;
                let lp = label[p];
                if lp != UNLABELED && lp != INFINITE {
                    continue;
                }
                if is_m {
                    // p has a successor labelled m: won in this pass (never m).
                    if won_pass[p] != m {
                        won_pass[p] = m;
                        queue.push(p as u32);
                    }
                } else if lp == UNLABELED && won_pass[p] != m {
                    // v is won; p counts one more won live successor.
                    if count_pass[p] != m {
                        count_pass[p] = m;
                        count[p] = 0;
                    }
                    count[p] += 1;
                    if count[p] == live[p] {
                        label[p] = m;
                        queue.push(p as u32);
                    }
                }
            }
        }
        // Step 2, and what is left for the next pass.
        let mut rest = Vec::with_capacity(unlabeled.len());
        for &v in &unlabeled {
            let vu = v as usize;
            if label[vu] == m {
                continue;
            }
            if won_pass[vu] == m {
                rest.push(v);
            } else {
                label[vu] = INFINITE;
            }
        }
        // Vertices labelled m leave the live successors of their predecessors.
        for &v in &queue {
            if label[v as usize] == m {
                for &p in reverse.preds(v as usize) {
                    live[p as usize] -= 1;
                }
            }
        }
        unlabeled = rest;
        m += 1;
    }
    let values = (0..n)
        .map(|v| {
            if label[v] != INFINITE {
                return Gsg::Finite(label[v]);
            }
            let mut set: Vec<u32> =
                graph.moves(v).iter().map(|&w| label[w as usize]).filter(|&l| l < INFINITE).collect();
            set.sort_unstable();
            set.dedup();
            Gsg::Infinite(set)
        })
        .collect();
    Generalized { values, counter }
}

/// The value of a sum: the XOR of finite values; ∞(K ⊕ a) for one ∞(K) among finite values of
/// XOR a; ∞{} for two or more.
pub fn sum_value<'a>(values: impl IntoIterator<Item = &'a Gsg>) -> Gsg {
    let mut xor = 0u32;
    let mut infinite: Option<&Vec<u32>> = None;
    for value in values {
        match value {
            Gsg::Finite(v) => xor ^= v,
            Gsg::Infinite(set) => {
                if infinite.is_some() {
                    return Gsg::Infinite(Vec::new());
                }
                infinite = Some(set);
            }
        }
    }
    match infinite {
        None => Gsg::Finite(xor),
        Some(set) => {
            let mut shifted: Vec<u32> = set.iter().map(|v| v ^ xor).collect();
            shifted.sort_unstable();
            Gsg::Infinite(shifted)
        }
    }
}

/// The graph of a sum of tokens on `graph` (one per part): its vertices are the tuples of token
/// places reachable from `tokens`, a move moves one token. `None` beyond `limit` vertices.
/// Vertex 0 is `tokens`; each vertex's tuple is returned beside it.
pub fn product(graph: &Graph, tokens: &[u32], limit: usize) -> Option<(Graph, Vec<Vec<u32>>)> {
    let mut index: HashMap<Vec<u32>, u32> = HashMap::new();
    let mut tuples: Vec<Vec<u32>> = vec![tokens.to_vec()];
    index.insert(tokens.to_vec(), 0);
    let mut arrows: Vec<(u32, u32)> = Vec::new();
    let mut head = 0;
    while head < tuples.len() {
        let here = tuples[head].clone();
        for (i, &at) in here.iter().enumerate() {
            for &w in graph.moves(at as usize) {
                let mut next = here.clone();
                next[i] = w;
                let id = match index.get(&next) {
                    Some(&id) => id,
                    None => {
                        if tuples.len() >= limit {
                            return None;
                        }
                        let id = tuples.len() as u32;
                        index.insert(next.clone(), id);
                        tuples.push(next);
                        id
                    }
                };
                arrows.push((head as u32, id));
            }
        }
        head += 1;
    }
    let names = (0..tuples.len()).map(|i| format!("s{i}")).collect();
    Some((Graph::from_arrows(names, &arrows), tuples))
}
