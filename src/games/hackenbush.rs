//! Green Hackenbush: green edges attached to the ground; a move deletes one edge, and every edge
//! no longer connected to the ground disappears with it; whoever takes the last edge wins.
//!
//! Notation: a position is its edges `u-v` separated by spaces or commas, vertices numbered with
//! whole numbers, vertex 0 the ground (every ground point is the one vertex 0): `0-1 1-2 1-3`.
//! Loops (`2-2`) and multiple edges (`0-1 0-1`) are allowed. The position with no edge left is
//! written `ground`. `Display` writes spaces, [`HackenbushPosition::to_url`] commas.
//! A move names an edge: `1-2` cuts the first edge between 1 and 2 in the position's order,
//! `1-2#2` the second such edge (for multiple edges); `2-1` is the same as `1-2`.
//!
//! Values: the fusion principle turns any graph into a tree of bridges with loops, and the colon
//! principle values a tree bottom-up (`fusion`), in O(V + E). The contest format lives in
//! `notation`, the step-by-step traces in `colon`.

pub mod colon;
pub mod editor;
pub mod fusion;
pub mod layout;
pub mod notation;

use std::fmt;
use std::str::FromStr;

use crate::engine::{Impartial, Nimber};

use super::{ComputerMove, Playable};

/// At most this many edges for analysis and import.
pub const MAX_EDGES: usize = 200_000;
/// At most this many edges on the board (drawn and played).
pub const MAX_BOARD_EDGES: usize = 2_000;
/// `analyze` lists at most this many winning moves, each with the whole position it leads to
/// (the same cap as the chocolate games): without it a 2 000-edge position could list nearly
/// 2 000 moves of 2 000 edges each.
pub const MAX_LISTED_MOVES: usize = 64;
/// Vertex numbers go up to this.
pub const MAX_VERTEX: u32 = 9_999_999;
/// Longer text is refused before parsing: 200 000 edges of two seven-digit numbers fit.
pub const MAX_INPUT_LEN: usize = 4_000_000;
/// Work a winning-move search may spend on cycle edges of large imports (see
/// [`fusion::winning_moves`]): under a second even in wasm, and rarely needed (trees need none,
/// and on most graphs the first cycle edge tried already decides). When it runs out, the value
/// is still exact and the answer says the search stopped.
pub const IMPORT_SEARCH_WORK: u64 = 5_000_000;
/// Work the computer may spend looking for a winning cut among cycle edges: every board up to
/// a few hundred edges is searched completely; on the largest cyclic boards it keeps the reply
/// short, and says so when it found nothing in time.
pub const COMPUTER_SEARCH_WORK: u64 = 1_000_000;
/// Work the page's hint may spend listing every winning cut (the labels are always exact).
pub const HINT_SEARCH_WORK: u64 = 400_000;

/// A Green Hackenbush position: edges over vertex numbers, 0 the ground, every edge connected to
/// the ground.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HackenbushPosition {
    edges: Vec<(u32, u32)>,
}

/// Why text is not a Hackenbush position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseHackenbushError {
    Empty,
    TooLong {
        len: usize,
    },
    NotAnEdge {
        token: String,
    },
    VertexTooLarge {
        token: String,
    },
    TooManyEdges {
        count: usize,
    },
    /// An edge whose part of the drawing does not reach the ground.
    Floating {
        edge: (u32, u32),
    },
}

fn parse_vertex(text: &str, token: &str) -> Result<u32, ParseHackenbushError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseHackenbushError::NotAnEdge { token: shorten(token) });
    }
    match text.parse::<u64>() {
        Ok(v) if v <= u64::from(MAX_VERTEX) => Ok(v as u32),
        _ => Err(ParseHackenbushError::VertexTooLarge { token: shorten(token) }),
    }
}

/// Appends the decimal digits of `value`.
fn push_number(bytes: &mut Vec<u8>, value: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    let mut rest = value;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    bytes.extend_from_slice(&digits[at..]);
}

/// The pieces `runs` of `text` (byte ranges at ASCII boundaries) joined with one space between
/// them; `ground` when there is none (the position with no edge left).
pub fn join_runs(text: &str, runs: &[(usize, usize)]) -> String {
    if runs.is_empty() {
        return HackenbushPosition::empty().to_string();
    }
    let len = runs.iter().map(|&(from, to)| to - from + 1).sum::<usize>() - 1;
    let mut out = String::with_capacity(len);
    for &(from, to) in runs {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&text[from..to]);
    }
    out
}

fn shorten(text: &str) -> String {
    text.chars().take(40).collect()
}

/// The separators of the notation among ASCII bytes: a comma and what `char::is_whitespace`
/// calls white space.
fn is_plain_separator(byte: u8) -> bool {
    matches!(byte, b' ' | b',' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// A vertex number of plain text starting at `*at`, and whether it is written as `Display`
/// writes it (no leading zero): `None` when no digit is there or the number is above
/// [`MAX_VERTEX`].
fn plain_vertex(bytes: &[u8], at: &mut usize) -> Option<(u32, bool)> {
    let start = *at;
    let mut value = 0u32;
    while let Some(&byte) = bytes.get(*at) {
        if !byte.is_ascii_digit() {
            break;
        }
        value = value * 10 + u32::from(byte - b'0');
        if value > MAX_VERTEX {
            return None;
        }
        *at += 1;
    }
    (*at > start).then(|| (value, *at == start + 1 || bytes[start] != b'0'))
}

/// The edges of text written plainly (ASCII edges `u-v` between commas and ASCII white space,
/// every vertex at most [`MAX_VERTEX`], one to [`MAX_EDGES`] edges), in one pass over its bytes,
/// and whether the text is exactly what `Display` writes for them; `None` for anything else,
/// which [`parse_edges_general`] then reads and words the error of. Both read every text this
/// one accepts the same (a test compares them).
fn parse_edges_plain(text: &str) -> Option<(Vec<(u32, u32)>, bool)> {
    let bytes = text.as_bytes();
    // "0-1 " is the shortest edge with its separator; most texts spend about ten bytes an edge.
    let mut edges = Vec::with_capacity((bytes.len() / 8).min(MAX_EDGES));
    let mut canonical = true;
    let mut at = 0;
    loop {
        let separators = at;
        while bytes.get(at).is_some_and(|&b| is_plain_separator(b)) {
            at += 1;
        }
        if at == bytes.len() {
            canonical &= at == separators;
            break;
        }
        // One space between edges, none before the first.
        canonical &= if edges.is_empty() {
            at == separators
        } else {
            at == separators + 1 && bytes[separators] == b' '
        };
        let (u, plain_u) = plain_vertex(bytes, &mut at)?;
        if bytes.get(at) != Some(&b'-') {
            return None;
        }
        at += 1;
        let (v, plain_v) = plain_vertex(bytes, &mut at)?;
        if bytes.get(at).is_some_and(|&b| !is_plain_separator(b)) || edges.len() >= MAX_EDGES {
            return None;
        }
        canonical &= plain_u && plain_v;
        edges.push((u, v));
    }
    (!edges.is_empty()).then_some((edges, canonical))
}

/// The edges of any text (no check that they reach the ground; none for `ground`), with the
/// error for text that is not a position.
fn parse_edges_general(text: &str) -> Result<Vec<(u32, u32)>, ParseHackenbushError> {
    if text.len() > MAX_INPUT_LEN {
        return Err(ParseHackenbushError::TooLong { len: text.len() });
    }
    let trimmed = text.trim();
    if trimmed.eq_ignore_ascii_case("ground") {
        return Ok(Vec::new());
    }
    let mut edges = Vec::new();
    for token in trimmed.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()) {
        if edges.len() >= MAX_EDGES {
            let count =
                trimmed.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()).count();
            return Err(ParseHackenbushError::TooManyEdges { count });
        }
        let (u, v) =
            token.split_once('-').ok_or_else(|| ParseHackenbushError::NotAnEdge { token: shorten(token) })?;
        edges.push((parse_vertex(u, token)?, parse_vertex(v, token)?));
    }
    if edges.is_empty() {
        return Err(ParseHackenbushError::Empty);
    }
    Ok(edges)
}

/// The edges of a position's text, read plainly when it is plain text (the fast path for large
/// imports), generally otherwise; not yet checked to reach the ground. True when the text is
/// exactly what `Display` writes for these edges.
fn parse_edges(text: &str) -> Result<(Vec<(u32, u32)>, bool), ParseHackenbushError> {
    if text.len() > MAX_INPUT_LEN {
        return Err(ParseHackenbushError::TooLong { len: text.len() });
    }
    match parse_edges_plain(text) {
        Some(read) => Ok(read),
        None => parse_edges_general(text).map(|edges| (edges, false)),
    }
}

impl FromStr for HackenbushPosition {
    type Err = ParseHackenbushError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (edges, _) = parse_edges(text)?;
        if edges.is_empty() {
            return Ok(HackenbushPosition::empty());
        }
        HackenbushPosition::from_edges(edges)
    }
}

impl fmt::Display for HackenbushPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(b' '))
    }
}

/// A graph renumbered `0..n` (ground 0, others in order of first appearance), for the algorithms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompactGraph {
    pub n: usize,
    pub edges: Vec<(u32, u32)>,
    /// The original number of each compact vertex.
    pub original: Vec<u32>,
}

/// The edges with both ends renamed by `map` (first end first), collected from the slice's
/// iterator: one allocation, no capacity check per edge.
fn remap(edges: &[(u32, u32)], mut map: impl FnMut(u32) -> u32) -> Vec<(u32, u32)> {
    edges
        .iter()
        .map(|&(u, v)| {
            let a = map(u);
            (a, map(v))
        })
        .collect()
}

/// Maps vertex numbers to `0..n` in order of first appearance, with 0 kept as 0.
fn compact_edges(edges: &[(u32, u32)]) -> CompactGraph {
    let max = edges.iter().map(|&(u, v)| u.max(v)).max().unwrap_or(0) as usize;
    let mut original = vec![0u32];
    let compact_edges: Vec<(u32, u32)>;
    if max <= 4 * edges.len() + 64 {
        // Dense numbers (every import and drawing): a direct table.
        let mut id = vec![u32::MAX; max + 1];
        id[0] = 0;
        let map = |v: u32| {
            let slot = &mut id[v as usize];
            if *slot == u32::MAX {
                *slot = original.len() as u32;
                original.push(v);
            }
            *slot
        };
        compact_edges = remap(edges, map);
    } else {
        let mut id = std::collections::HashMap::new();
        id.insert(0u32, 0u32);
        let map = |v: u32| {
            *id.entry(v).or_insert_with(|| {
                original.push(v);
                original.len() as u32 - 1
            })
        };
        compact_edges = remap(edges, map);
    }
    CompactGraph { n: original.len(), edges: compact_edges, original }
}

/// A position with its compact graph and its fusion, each computed once: the API reads the
/// value, the winning moves and the positions after them from it, where going through
/// [`HackenbushPosition`]'s own methods would compact and search the graph again for each.
#[derive(Clone, Debug)]
pub struct PreparedPosition<'a> {
    position: HackenbushPosition,
    /// The position's text when it was read in exactly the form `Display` writes (the text
    /// itself, not a copy: a megabyte for 10^5 edges).
    text: Option<&'a str>,
    graph: CompactGraph,
    fused: fusion::Fused,
}

impl<'a> PreparedPosition<'a> {
    /// Reads a position's text (as [`HackenbushPosition::from_str`], with the same errors): one
    /// fusion serves both the check that every edge reaches the ground and the analysis.
    pub fn parse(text: &'a str) -> Result<PreparedPosition<'a>, ParseHackenbushError> {
        let (edges, canonical) = parse_edges(text)?;
        if edges.len() > MAX_EDGES {
            return Err(ParseHackenbushError::TooManyEdges { count: edges.len() });
        }
        if let Some(&(u, v)) = edges.iter().find(|&&(u, v)| u.max(v) > MAX_VERTEX) {
            return Err(ParseHackenbushError::VertexTooLarge { token: format!("{u}-{v}") });
        }
        let mut prepared = PreparedPosition::new(HackenbushPosition { edges });
        prepared.text = canonical.then_some(text);
        // The same edge `from_edges` names: the first whose lower end the ground does not reach
        // (none when the search reached every vertex, as it does in every position).
        let reached_all = prepared.fused.preorder.len() == prepared.graph.n;
        let floating = if reached_all {
            None
        } else {
            prepared.graph.edges.iter().position(|&(u, _)| prepared.fused.comp_of[u as usize] == u32::MAX)
        };
        match floating {
            Some(index) => Err(ParseHackenbushError::Floating { edge: prepared.position.edges[index] }),
            None => Ok(prepared),
        }
    }

    /// Compacts and fuses a position.
    pub fn new(position: HackenbushPosition) -> PreparedPosition<'a> {
        let graph = position.compact();
        let fused = fusion::fuse(graph.n, &graph.edges, None, 0);
        PreparedPosition { position, text: None, graph, fused }
    }

    /// The position written out (`Display`): the text it was read from when that was already
    /// in this form, a copy instead of writing a megabyte of digits again.
    pub fn text(&self) -> String {
        self.text.map_or_else(|| self.position.to_string(), str::to_owned)
    }

    pub fn position(&self) -> &HackenbushPosition {
        &self.position
    }

    pub fn into_position(self) -> HackenbushPosition {
        self.position
    }

    /// The position's value.
    pub fn total(&self) -> Nimber {
        self.fused.total()
    }

    /// Winning edges (indices in the position's order), as [`HackenbushPosition::analyse`] finds them.
    pub fn winning_moves(&self, first_only: bool, work_limit: u64) -> fusion::WinningSearch {
        fusion::winning_moves(self.graph.n, &self.graph.edges, &self.fused, first_only, work_limit)
    }

    /// The position after cutting edge `index`, as [`HackenbushPosition::cut`] gives it.
    pub fn cut(&self, index: usize) -> Option<HackenbushPosition> {
        match self.kept_after_bridge_cut(index) {
            Some(kept) => Some(HackenbushPosition {
                edges: self.position.edges.iter().zip(&kept).filter(|&(_, &k)| k).map(|(&e, _)| e).collect(),
            }),
            None => self.position.cut(index).map(|(after, _)| after),
        }
    }

    /// Whether the position was read in exactly the form `Display` writes (then [`Self::text`]
    /// is a copy of the input text, and [`Self::cut_runs`] answers for bridges).
    pub fn text_is_input(&self) -> bool {
        self.text.is_some()
    }

    /// The text of the position after cutting edge `index` (`cut(index)` written out). When the
    /// position was read in exactly `Display`'s form, the edges that stay are copied from that
    /// text in runs instead of writing their digits again (a megabyte for 10^5 edges).
    pub fn cut_text(&self, index: usize) -> Option<String> {
        let (Some(text), Some(runs)) = (self.text, self.cut_runs(index)) else {
            return self.cut(index).map(|after| after.to_string());
        };
        Some(join_runs(text, &runs))
    }

    /// The text after cutting edge `index` as pieces of the input text: byte ranges that, joined
    /// with one space between them, give [`Self::cut_text`] (no piece: `ground`). Only for a
    /// bridge of a position read in `Display`'s form (`None` otherwise): the edges that stay keep
    /// their order, so each run of them is one piece of the input. The API hands these pieces
    /// to the browser as slices of the string it was given instead of copying a megabyte out.
    pub fn cut_runs(&self, index: usize) -> Option<Vec<(usize, usize)>> {
        let text = self.text?;
        let kept = self.kept_after_bridge_cut(index)?;
        // `Display`'s form: the edges in order, one space between them; an edge's text ends
        // at the next space.
        let bytes = text.as_bytes();
        let mut runs = Vec::new();
        let mut at = 0;
        let mut run = None;
        for &keep in &kept {
            match (keep, run) {
                (true, None) => run = Some(at),
                (false, Some(from)) => {
                    runs.push((from, at - 1));
                    run = None;
                }
                _ => {}
            }
            let end = bytes[at..].iter().position(|&b| b == b' ').map_or(bytes.len(), |p| at + p);
            at = (end + 1).min(bytes.len());
        }
        if let Some(from) = run {
            runs.push((from, bytes.len()));
        }
        Some(runs)
    }

    /// Which edges stay after cutting edge `index` when it is a bridge (every edge of a tree):
    /// exactly the branch above it in the fusion's tree of components falls, so no new search
    /// of the graph is needed. `None` for other edges and indices out of range.
    ///
    /// Components are numbered in depth-first order, so a branch is a run of numbers: it ends at
    /// the first component whose parent comes before it. When no component of the branch has an
    /// edge inside it, its edges are just the components' parent bridges.
    fn kept_after_bridge_cut(&self, index: usize) -> Option<Vec<bool>> {
        if !*self.fused.is_bridge.get(index)? {
            return None;
        }
        // A bridge is the parent bridge of its upper component; what falls is that component's
        // branch. Components are numbered parents first, so one pass marks the branch.
        let (a, b) = self.graph.edges[index];
        let fused = &self.fused;
        let upper = [a, b]
            .into_iter()
            .map(|v| fused.comp_of[v as usize])
            .find(|&c| fused.parent_bridge.get(c as usize) == Some(&(index as u32)))?
            as usize;
        let count = fused.components();
        let branch = upper..(upper + 1..count).find(|&c| (fused.parent[c] as usize) < upper).unwrap_or(count);
        if fused.internal[branch.clone()].iter().all(|&k| k == 0) {
            let mut kept = vec![true; self.graph.edges.len()];
            for &bridge in &fused.parent_bridge[branch] {
                kept[bridge as usize] = false;
            }
            return Some(kept);
        }
        Some(
            self.graph
                .edges
                .iter()
                .enumerate()
                .map(|(i, &(u, _))| i != index && !branch.contains(&(fused.comp_of[u as usize] as usize)))
                .collect(),
        )
    }
}

/// Everything the page and the API show about a position: the total, a label per vertex, and
/// winning moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HackenbushAnalysis {
    pub total: Nimber,
    /// For every vertex number that appears: the value of what hangs above it (the length of the
    /// equivalent stalk). Vertices fused on a cycle share their component's value.
    pub labels: Vec<(u32, Nimber)>,
    /// Indices of winning edges in the position's order.
    pub winning_edges: Vec<usize>,
    /// False when the search for winning moves stopped at its work limit.
    pub complete: bool,
    /// Whether the graph has a cycle (so fusion is needed) or a loop.
    pub has_cycles: bool,
}

/// Why an edit of a position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HackenbushError {
    NoSuchEdge {
        mv: HackenbushMove,
    },
    TooManyEdges,
    Floating {
        edge: (u32, u32),
    },
    /// An edge naming a vertex above [`MAX_VERTEX`].
    VertexTooLarge {
        edge: (u32, u32),
    },
}

impl Default for HackenbushPosition {
    /// A small tree to start with, `0-1 1-2 1-3 3-4 0-5 5-6 0-7`: the branch at 1 is worth
    /// (1 ⊕ 2) + 1 = 4, the stalk at 5 is 2 and the leaf 7 is 1, so 4 ⊕ 2 ⊕ 1 = 7: the first
    /// player wins.
    fn default() -> Self {
        HackenbushPosition { edges: vec![(0, 1), (1, 2), (1, 3), (3, 4), (0, 5), (5, 6), (0, 7)] }
    }
}

impl HackenbushPosition {
    /// The position with no edge left (written `ground`).
    pub fn empty() -> HackenbushPosition {
        HackenbushPosition { edges: Vec::new() }
    }

    /// A position from edges; refuses more than [`MAX_EDGES`] edges, vertex numbers above
    /// [`MAX_VERTEX`] and edges that do not reach the ground.
    pub fn from_edges(edges: Vec<(u32, u32)>) -> Result<HackenbushPosition, ParseHackenbushError> {
        if edges.len() > MAX_EDGES {
            return Err(ParseHackenbushError::TooManyEdges { count: edges.len() });
        }
        if let Some(&(u, v)) = edges.iter().find(|&&(u, v)| u.max(v) > MAX_VERTEX) {
            return Err(ParseHackenbushError::VertexTooLarge { token: format!("{u}-{v}") });
        }
        let graph = compact_edges(&edges);
        let alive = fusion::survivors(graph.n, &graph.edges, None);
        if let Some(index) = alive.iter().position(|&a| !a) {
            return Err(ParseHackenbushError::Floating { edge: edges[index] });
        }
        Ok(HackenbushPosition { edges })
    }

    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    pub fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// The form used in URLs: `0-1,1-2,1-3`.
    pub fn to_url(&self) -> String {
        self.text(b',')
    }

    /// The edges written out with `separator` between them, the digits put down by hand: a
    /// position of 10^5 edges is about a megabyte of text, which `write!` per number made a
    /// large part of an analysis.
    fn text(&self, separator: u8) -> String {
        if self.edges.is_empty() {
            return "ground".to_owned();
        }
        let mut bytes = Vec::with_capacity(self.edges.len() * 12);
        for (index, &(u, v)) in self.edges.iter().enumerate() {
            if index > 0 {
                bytes.push(separator);
            }
            push_number(&mut bytes, u);
            bytes.push(b'-');
            push_number(&mut bytes, v);
        }
        // Only ASCII digits, dashes and the separator were written.
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// The graph renumbered for the algorithms.
    pub fn compact(&self) -> CompactGraph {
        compact_edges(&self.edges)
    }

    /// The Grundy value, through fusion and the colon principle: O(V + E).
    pub fn grundy(&self) -> Nimber {
        let graph = self.compact();
        fusion::fuse(graph.n, &graph.edges, None, 0).total()
    }

    /// Value, labels and winning moves, spending at most `work_limit` on cycle edges and
    /// stopping at the first winning move when `first_only`.
    pub fn analyse(&self, first_only: bool, work_limit: u64) -> HackenbushAnalysis {
        let graph = self.compact();
        let fused = fusion::fuse(graph.n, &graph.edges, None, 0);
        let search = fusion::winning_moves(graph.n, &graph.edges, &fused, first_only, work_limit);
        let labels = (0..graph.n)
            .map(|v| {
                let c = fused.comp_of[v];
                (graph.original[v], fused.value.get(c as usize).copied().unwrap_or(Nimber::ZERO))
            })
            .collect();
        HackenbushAnalysis {
            total: fused.total(),
            labels,
            winning_edges: search.moves.into_iter().map(|e| e as usize).collect(),
            complete: search.complete,
            has_cycles: fused.is_bridge.iter().any(|&b| !b),
        }
    }

    /// The move that cuts edge `index` (in the position's order).
    pub fn move_of(&self, index: usize) -> Option<HackenbushMove> {
        let &(u, v) = self.edges.get(index)?;
        let key = (u.min(v), u.max(v));
        let copy = self.edges[..index].iter().filter(|&&(a, b)| (a.min(b), a.max(b)) == key).count();
        Some(HackenbushMove { a: key.0, b: key.1, copy: copy as u32 })
    }

    /// The move that cuts each edge, in order: O(E), where calling [`Self::move_of`] for every
    /// edge would be quadratic.
    pub fn moves(&self) -> Vec<HackenbushMove> {
        let mut copies: std::collections::HashMap<(u32, u32), u32> = std::collections::HashMap::new();
        self.edges
            .iter()
            .map(|&(u, v)| {
                let key = (u.min(v), u.max(v));
                let copy = copies.entry(key).or_insert(0);
                let mv = HackenbushMove { a: key.0, b: key.1, copy: *copy };
                *copy += 1;
                mv
            })
            .collect()
    }

    /// The index of the edge `mv` cuts.
    pub fn index_of(&self, mv: &HackenbushMove) -> Option<usize> {
        self.edges
            .iter()
            .enumerate()
            .filter(|&(_, &(u, v))| (u.min(v), u.max(v)) == (mv.a, mv.b))
            .nth(mv.copy as usize)
            .map(|(index, _)| index)
    }

    /// The position after cutting edge `index`, and which edges (by index before the cut,
    /// including the cut one) disappear.
    pub fn cut(&self, index: usize) -> Option<(HackenbushPosition, Vec<usize>)> {
        if index >= self.edges.len() {
            return None;
        }
        let graph = self.compact();
        let alive = fusion::survivors(graph.n, &graph.edges, Some(index));
        let mut edges = Vec::with_capacity(self.edges.len());
        let mut gone = Vec::new();
        for (i, (&edge, &keep)) in self.edges.iter().zip(&alive).enumerate() {
            if keep {
                edges.push(edge);
            } else {
                gone.push(i);
            }
        }
        Some((HackenbushPosition { edges }, gone))
    }

    /// A copy with one more edge (an edit, not a move).
    pub fn with_edge(&self, u: u32, v: u32) -> Result<HackenbushPosition, HackenbushError> {
        if self.edges.len() >= MAX_EDGES {
            return Err(HackenbushError::TooManyEdges);
        }
        let mut edges = self.edges.clone();
        edges.push((u, v));
        HackenbushPosition::from_edges(edges).map_err(|error| match error {
            ParseHackenbushError::TooManyEdges { .. } => HackenbushError::TooManyEdges,
            ParseHackenbushError::VertexTooLarge { .. } => HackenbushError::VertexTooLarge { edge: (u, v) },
            _ => HackenbushError::Floating { edge: (u, v) },
        })
    }

    /// A stalk of `length` edges on the ground.
    pub fn stalk(length: u32) -> HackenbushPosition {
        HackenbushPosition { edges: (0..length.min(MAX_EDGES as u32)).map(|i| (i, i + 1)).collect() }
    }

    /// Several stalks side by side on the ground.
    pub fn stalks(lengths: &[u32]) -> HackenbushPosition {
        let mut edges = Vec::new();
        let mut next = 1u32;
        for &length in lengths {
            let mut below = 0;
            for _ in 0..length {
                edges.push((below, next));
                below = next;
                next += 1;
            }
        }
        HackenbushPosition { edges }
    }

    /// A uniformly random labelled tree shape (each new vertex hangs from an earlier one) with
    /// `vertices` vertices above the ground.
    pub fn random_tree(rng: &mut fastrand::Rng, vertices: u32) -> HackenbushPosition {
        let vertices = vertices.min(MAX_EDGES as u32);
        HackenbushPosition { edges: (1..=vertices).map(|v| (rng.u32(0..v), v)).collect() }
    }

    /// A random tree with `extra` additional edges between a vertex and a vertex at most a few
    /// steps below it, making short cycles (and loops when they coincide).
    pub fn random_graph(rng: &mut fastrand::Rng, vertices: u32, extra: u32) -> HackenbushPosition {
        let vertices = vertices.clamp(1, MAX_EDGES as u32 / 2);
        let mut parent = vec![0u32; vertices as usize + 1];
        let mut edges = Vec::new();
        for v in 1..=vertices {
            let p = rng.u32(v.saturating_sub(8)..v);
            parent[v as usize] = p;
            edges.push((p, v));
        }
        for _ in 0..extra.min(MAX_EDGES as u32 - vertices) {
            let v = rng.u32(1..=vertices);
            let mut w = v;
            for _ in 0..rng.u32(0..4) {
                w = parent[w as usize];
            }
            edges.push((w, v));
        }
        HackenbushPosition { edges }
    }
}

/// A Hackenbush move: cut the `copy`-th edge (from 0) between `a` and `b` (`a ≤ b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HackenbushMove {
    pub a: u32,
    pub b: u32,
    pub copy: u32,
}

impl fmt::Display for HackenbushMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.a, self.b)?;
        if self.copy > 0 {
            write!(f, "#{}", u64::from(self.copy) + 1)?;
        }
        Ok(())
    }
}

/// Why text is not a Hackenbush move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseHackenbushMoveError {
    pub text: String,
}

impl FromStr for HackenbushMove {
    type Err = ParseHackenbushMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseHackenbushMoveError { text: shorten(text) };
        let trimmed = text.trim();
        let (edge, copy) = match trimmed.split_once('#') {
            Some((edge, copy)) => {
                let copy: u32 = (!copy.is_empty() && copy.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| copy.parse().ok())
                    .flatten()
                    .filter(|&k| k >= 1)
                    .ok_or_else(error)?;
                (edge, copy - 1)
            }
            None => (trimmed, 0),
        };
        let (u, v) = edge.split_once('-').ok_or_else(error)?;
        let u = parse_vertex(u, edge).map_err(|_| error())?;
        let v = parse_vertex(v, edge).map_err(|_| error())?;
        Ok(HackenbushMove { a: u.min(v), b: u.max(v), copy })
    }
}

/// The raw rules as an engine game, with no theory at all: delete an edge, drop what no longer
/// reaches the ground. Positions are sorted edge lists. Tests search it by brute force and
/// compare with the fusion and colon values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RawHackenbush;

impl Impartial for RawHackenbush {
    type Position = Vec<(u32, u32)>;
    type Move = usize;

    fn options(&self, edges: &Vec<(u32, u32)>) -> Vec<(usize, Vec<(u32, u32)>)> {
        let graph = compact_edges(edges);
        (0..edges.len())
            .map(|index| {
                let alive = fusion::survivors(graph.n, &graph.edges, Some(index));
                let mut rest: Vec<(u32, u32)> = edges
                    .iter()
                    .zip(&alive)
                    .filter(|(_, keep)| **keep)
                    .map(|(&(u, v), _)| (u.min(v), u.max(v)))
                    .collect();
                rest.sort_unstable();
                (index, rest)
            })
            .collect()
    }
}

/// Why the computer cut the edge it cut: the numbers behind the choice, for the ui to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HackenbushReason {
    /// A winning cut: the position was worth `total`; the cut removed `removed` edges (itself
    /// included) and left `left`, which is `*0`, so every reply loses.
    ToZero { total: Nimber, removed: usize, left: Nimber },
    /// The position was worth `*0`, so every cut loses against best play; this one leaves the
    /// smallest value, `left`.
    SmallestValue { left: Nimber },
    /// The position was worth `total` (not `*0`), but the bounded search found no winning cut
    /// in time; this cut leaves `left`.
    SearchStopped { total: Nimber, left: Nimber },
}

/// The game of Green Hackenbush.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hackenbush;

impl Hackenbush {
    /// From a P-position every move loses against best play; the computer cuts the edge that
    /// leaves the smallest value (so the fewest ways back to zero), preferring cuts that remove
    /// few edges so the game lasts, among a few dozen top edges (those whose cut drops
    /// nothing else). Returns the edge index and the value it leaves.
    fn losing_choice(position: &HackenbushPosition) -> Option<(usize, Nimber)> {
        // Each candidate costs a full evaluation: fewer of them on large boards.
        let candidates_wanted = (20_000 / position.edge_count().max(1)).clamp(8, 64);
        let graph = position.compact();
        let fused = fusion::fuse(graph.n, &graph.edges, None, 0);
        // A top edge: a loop, a cycle edge, or a bridge with nothing above it.
        let mut degree = vec![0u32; graph.n];
        for &(u, v) in &graph.edges {
            if u != v {
                degree[u as usize] += 1;
                degree[v as usize] += 1;
            }
        }
        let top = |index: usize| {
            let (u, v) = graph.edges[index];
            !fused.is_bridge[index]
                || (u != 0 && degree[u as usize] == 1)
                || (v != 0 && degree[v as usize] == 1)
        };
        let candidates: Vec<usize> =
            (0..graph.edges.len()).filter(|&i| top(i)).take(candidates_wanted).collect();
        let candidates =
            if candidates.is_empty() { (0..graph.edges.len().min(1)).collect() } else { candidates };
        candidates
            .into_iter()
            .filter_map(|index| {
                let (after, _) = position.cut(index)?;
                Some((after.grundy(), index))
            })
            .min()
            .map(|(value, index)| (index, value))
    }
}

impl Playable for Hackenbush {
    type Position = HackenbushPosition;
    type Move = HackenbushMove;
    type ParseError = ParseHackenbushError;
    type MoveError = HackenbushError;
    type Reason = HackenbushReason;

    const ID: &'static str = "hackenbush";

    fn random_move(&self, position: &HackenbushPosition, rng: &mut fastrand::Rng) -> Option<HackenbushMove> {
        crate::games::pick(&position.moves(), rng)
    }

    fn is_over(&self, position: &HackenbushPosition) -> bool {
        position.edges.is_empty()
    }

    fn play(
        &self,
        position: &HackenbushPosition,
        mv: &HackenbushMove,
    ) -> Result<HackenbushPosition, HackenbushError> {
        let index = position.index_of(mv).ok_or(HackenbushError::NoSuchEdge { mv: *mv })?;
        let (after, _) = position.cut(index).ok_or(HackenbushError::NoSuchEdge { mv: *mv })?;
        Ok(after)
    }

    fn grundy(&self, position: &HackenbushPosition) -> Option<Nimber> {
        Some(position.grundy())
    }

    fn winning_moves(&self, position: &HackenbushPosition) -> Vec<HackenbushMove> {
        let limit =
            if position.edge_count() <= MAX_BOARD_EDGES { fusion::UNLIMITED } else { IMPORT_SEARCH_WORK };
        position.analyse(false, limit).winning_edges.into_iter().filter_map(|i| position.move_of(i)).collect()
    }

    /// From a winning position: a winning move, with the values behind it. From a losing one:
    /// the top edge whose cut leaves the smallest value (see `losing_choice`).
    fn computer_move(
        &self,
        position: &HackenbushPosition,
    ) -> Option<ComputerMove<HackenbushMove, HackenbushReason>> {
        if self.is_over(position) {
            return None;
        }
        let analysis = position.analyse(true, COMPUTER_SEARCH_WORK);
        if let Some(&index) = analysis.winning_edges.first() {
            let mv = position.move_of(index)?;
            let (after, gone) = position.cut(index)?;
            let reason =
                HackenbushReason::ToZero { total: analysis.total, removed: gone.len(), left: after.grundy() };
            return Some(ComputerMove { mv, reason });
        }
        let (index, left) = Hackenbush::losing_choice(position)?;
        let mv = position.move_of(index)?;
        let reason = if analysis.total.is_zero() {
            HackenbushReason::SmallestValue { left }
        } else {
            HackenbushReason::SearchStopped { total: analysis.total, left }
        };
        Some(ComputerMove { mv, reason })
    }
}

#[cfg(test)]
mod tests;
