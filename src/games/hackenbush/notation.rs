//! The contest tree format (AtCoder AGC017 D "Game on Tree"): a first line `N`, then `N − 1`
//! lines `a b`, vertices numbered 1 to N, vertex 1 on the ground. Read into a position (contest
//! vertex k becomes vertex k − 1, so 1 is the ground 0) and written back from a tree.

use serde::Serialize;

use super::{
    HackenbushPosition, IMPORT_SEARCH_WORK, MAX_EDGES, MAX_INPUT_LEN, ParseHackenbushError, PreparedPosition,
};

/// Why text is not a tree in the contest format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContestError {
    Empty,
    TooLong {
        len: usize,
    },
    BadCount {
        text: String,
    },
    TooLarge {
        vertices: u64,
    },
    BadLine {
        line: usize,
        text: String,
    },
    UnknownVertex {
        line: usize,
        vertex: u64,
        vertices: u64,
    },
    WrongEdgeCount {
        expected: u64,
        found: usize,
    },
    /// Line `line` joins a vertex to itself.
    Loop {
        line: usize,
        vertex: u64,
    },
    /// Line `line` joins two vertices already joined by earlier lines: a repeated edge or a cycle.
    Cycle {
        line: usize,
        a: u64,
        b: u64,
    },
}

fn shown(text: &str) -> String {
    text.chars().take(40).collect()
}

/// Reads the contest format.
pub fn parse_contest(text: &str) -> Result<HackenbushPosition, ContestError> {
    if text.len() > MAX_INPUT_LEN {
        return Err(ContestError::TooLong { len: text.len() });
    }
    let mut lines = text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty());
    let Some((_, first)) = lines.next() else { return Err(ContestError::Empty) };
    let vertices: u64 =
        first.trim().parse().map_err(|_| ContestError::BadCount { text: shown(first.trim()) })?;
    if vertices == 0 {
        return Err(ContestError::BadCount { text: shown(first.trim()) });
    }
    if vertices > MAX_EDGES as u64 + 1 {
        return Err(ContestError::TooLarge { vertices });
    }
    let mut edges = Vec::with_capacity(vertices as usize - 1);
    // Union-find over the vertices read so far: an edge inside one set closes a cycle. N − 1
    // edges without a cycle on N vertices are a tree, so connection needs no further check.
    let mut sets = Sets::new(vertices as usize);
    for (index, line) in lines {
        let line_number = index + 1;
        let mut parts = line.split_whitespace();
        let bad = || ContestError::BadLine { line: line_number, text: shown(line.trim()) };
        let (Some(a), Some(b), None) = (parts.next(), parts.next(), parts.next()) else { return Err(bad()) };
        let a: u64 = a.parse().map_err(|_| bad())?;
        let b: u64 = b.parse().map_err(|_| bad())?;
        for vertex in [a, b] {
            if vertex == 0 || vertex > vertices {
                return Err(ContestError::UnknownVertex { line: line_number, vertex, vertices });
            }
        }
        if edges.len() as u64 >= vertices - 1 {
            return Err(ContestError::WrongEdgeCount { expected: vertices - 1, found: edges.len() + 1 });
        }
        if a == b {
            return Err(ContestError::Loop { line: line_number, vertex: a });
        }
        if !sets.join((a - 1) as u32, (b - 1) as u32) {
            return Err(ContestError::Cycle { line: line_number, a, b });
        }
        edges.push(((a - 1) as u32, (b - 1) as u32));
    }
    if (edges.len() as u64) != vertices - 1 {
        return Err(ContestError::WrongEdgeCount { expected: vertices - 1, found: edges.len() });
    }
    // N − 1 edges on N vertices with no cycle: a tree, so every edge reaches vertex 1 (the
    // ground). Vertex numbers are below N ≤ MAX_EDGES + 1 < MAX_VERTEX and there are at most
    // MAX_EDGES edges, so the position's own checks (another O(N) pass) would find nothing.
    debug_assert!(edges.len() <= MAX_EDGES && edges.iter().all(|&(u, v)| u.max(v) <= super::MAX_VERTEX));
    Ok(HackenbushPosition { edges })
}

/// Disjoint sets with path halving and union by size: O(α(N)) per operation.
struct Sets {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl Sets {
    fn new(n: usize) -> Sets {
        Sets { parent: (0..n as u32).collect(), size: vec![1; n] }
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grand = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grand;
            x = grand;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false when they were one set already.
    fn join(&mut self, a: u32, b: u32) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a as usize] < self.size[b as usize] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b as usize] = a;
        self.size[a as usize] += self.size[b as usize];
        true
    }
}

/// Why a position cannot be written in the contest format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotATree {
    /// An edge joins a vertex to itself.
    Loop,
    /// More edges than a tree on these vertices has: a cycle or a multiple edge.
    Cycle,
}

/// Writes a tree in the contest format, numbering vertices from 1 (the ground) in the order
/// they first appear. Graphs with loops, multiple edges or cycles are refused.
pub fn to_contest(position: &HackenbushPosition) -> Result<String, NotATree> {
    let graph = position.compact();
    if graph.edges.iter().any(|&(u, v)| u == v) {
        return Err(NotATree::Loop);
    }
    if graph.edges.len() + 1 != graph.n {
        return Err(NotATree::Cycle);
    }
    let mut text = format!("{}\n", graph.n);
    for &(u, v) in &graph.edges {
        text.push_str(&format!("{} {}\n", u + 1, v + 1));
    }
    Ok(text)
}

/// Which format an import was read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ImportFormat {
    /// The contest tree format; moves are answered in its numbering (vertex 1 the ground).
    Contest,
    /// The edge notation `0-1 1-2`; moves in its numbering (vertex 0 the ground).
    Edges,
}

/// The answer to an import: who wins, with what first move. The ui words it; the JS API
/// (`grundyLab.hackenbushImport`) returns these fields as they are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ImportAnswer {
    pub format: ImportFormat,
    pub edges: usize,
    pub grundy: u64,
    /// "First" when the player to move wins (the contest's Alice), "Second" otherwise (Bob).
    pub winner: &'static str,
    /// A winning first move in the input's own numbering: `a b` for the contest format, `u-v`
    /// (or `u-v#k`) for the edge notation. `None` for a P-position, or when the bounded search
    /// of a graph with cycles ran out of work.
    pub winning_move: Option<String>,
    /// False when a winning move exists but the bounded search stopped before finding one.
    pub search_complete: bool,
    /// The position in edge notation (for loading onto the board when it is small enough).
    #[serde(skip)]
    pub position: HackenbushPosition,
}

impl ImportAnswer {
    /// Whether the player to move first wins with best play (the contest's Alice).
    pub fn first_player_wins(&self) -> bool {
        self.winner == "First"
    }
}

/// Why an import failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    Contest(ContestError),
    Edges(ParseHackenbushError),
}

/// Reads either format (text whose first non-empty line is a single number is the contest
/// format), then finds the value and one winning first move: O(V + E) for trees, plus a search
/// bounded by [`IMPORT_SEARCH_WORK`] for cycle edges.
pub fn import(text: &str) -> Result<ImportAnswer, ImportError> {
    let first_line = text.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or("");
    let contest = !first_line.is_empty() && first_line.bytes().all(|b| b.is_ascii_digit());
    let (format, position) = if contest {
        (ImportFormat::Contest, parse_contest(text).map_err(ImportError::Contest)?)
    } else {
        (ImportFormat::Edges, text.parse::<HackenbushPosition>().map_err(ImportError::Edges)?)
    };
    // The value and one winning move; no labels (the answer shows none).
    let prepared = PreparedPosition::new(position);
    let search = prepared.winning_moves(true, IMPORT_SEARCH_WORK);
    let total = prepared.total();
    let position = prepared.position();
    let winning_move = search.moves.first().map(|&index| index as usize).and_then(|index| match format {
        ImportFormat::Contest => {
            let (u, v) = position.edges()[index];
            Some(format!("{} {}", u64::from(u) + 1, u64::from(v) + 1))
        }
        ImportFormat::Edges => position.move_of(index).map(|mv| mv.to_string()),
    });
    let position = prepared.into_position();
    Ok(ImportAnswer {
        format,
        edges: position.edge_count(),
        grundy: total.value(),
        winner: if total.is_zero() { "Second" } else { "First" },
        winning_move,
        search_complete: search.complete,
        position,
    })
}
