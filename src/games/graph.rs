//! Game graphs: any impartial game as a directed graph of positions. A token stands on the
//! start vertex; a move slides it along an arrow; whoever cannot move loses. The graph may have
//! cycles, so best play may go on for ever: a draw.
//!
//! The values ([`analysis`]): W/L/D with remoteness by retrograde analysis, Grundy values by
//! levels where no cycle can be reached, and generalized Sprague–Grundy values for the rest.
//!
//! This file holds the graph itself (compressed rows, its analyses computed once) and re-exports
//! what the files beside it define, so that every path stays `graph::X`: the arrow notation
//! (`notation`) and the contest formats (`contest`), the game played on a graph (`game`), the
//! editor's edits (`edit`), other games' positions explored into graphs (`explore`, `export`) and
//! ready-made graphs (`presets`).

pub mod analysis;
mod contest;
mod edit;
mod explore;
pub mod export;
mod game;
pub mod layout;
mod notation;
pub mod presets;
pub mod trace;

use std::cell::OnceCell;
use std::fmt;
use std::rc::Rc;

pub use contest::to_contest;
pub use edit::EditError;
pub use explore::{MAX_EXPORTED, graph_of};
pub use game::{GameGraph, GraphMove, GraphMoveError, GraphPosition, GraphReason};
pub use notation::{Expected, Format, ParseGraphError};

use analysis::{Generalized, Levels, Retrograde, Reverse};

/// The longest text read (a graph of 10^6 arrows fits).
pub const MAX_INPUT_LEN: usize = 24_000_000;
pub const MAX_VERTICES: usize = 200_000;
pub const MAX_ARROWS: usize = 2_000_000;
pub const MAX_NAME_LEN: usize = 24;
/// Tokens (parts of a sum) at most.
pub const MAX_TOKENS: usize = 6;
/// A sum's own graph (the product of its parts) is built up to this many positions, for the
/// computer's play and the remoteness of a sum.
pub const PRODUCT_LIMIT: usize = 20_000;

/// A directed graph with named vertices, arrows as compressed rows (no repeated arrow).
#[derive(Clone, Default)]
pub struct Graph {
    names: Vec<String>,
    offsets: Vec<u32>,
    targets: Vec<u32>,
    values: OnceCell<Rc<Values>>,
}

impl PartialEq for Graph {
    fn eq(&self, other: &Self) -> bool {
        self.names == other.names && self.offsets == other.offsets && self.targets == other.targets
    }
}

impl Eq for Graph {}

impl fmt::Debug for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Graph({self})")
    }
}

/// Every analysis of a graph, computed once.
#[derive(Clone, Debug)]
pub struct Values {
    pub retro: Retrograde,
    pub levels: Levels,
    pub gsg: Generalized,
}

impl Graph {
    /// A graph from names and arrows (indices into `names`); repeated arrows are dropped, the
    /// order of the others kept.
    pub fn from_arrows(names: Vec<String>, arrows: &[(u32, u32)]) -> Graph {
        let n = names.len();
        let mut offsets = vec![0u32; n + 1];
        for &(u, _) in arrows {
            offsets[u as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets.clone();
        let mut targets = vec![0u32; arrows.len()];
        for &(u, v) in arrows {
            let slot = &mut next[u as usize];
            targets[*slot as usize] = v;
            *slot += 1;
        }
        Graph::from_rows(names, offsets, targets)
    }

    /// A graph from compressed rows (the heads of the arrows out of `u` are
    /// `targets[offsets[u]..offsets[u + 1]]`, each below `names.len()`); repeated arrows are
    /// dropped, the order of the others kept.
    fn from_rows(names: Vec<String>, mut offsets: Vec<u32>, mut targets: Vec<u32>) -> Graph {
        let n = names.len();
        // Drop repeated arrows, tail by tail, with a stamp per head, moving the kept ones down in
        // place (the write position never passes the read position).
        let mut stamp = vec![u32::MAX; n];
        let mut kept = 0;
        let mut from = 0;
        for u in 0..n {
            let to = offsets[u + 1] as usize;
            for read in from..to {
                let v = targets[read];
                if stamp[v as usize] != u as u32 {
                    stamp[v as usize] = u as u32;
                    targets[kept] = v;
                    kept += 1;
                }
            }
            from = to;
            offsets[u + 1] = kept as u32;
        }
        targets.truncate(kept);
        targets.shrink_to_fit();
        Graph { names, offsets, targets, values: OnceCell::new() }
    }

    pub fn vertex_count(&self) -> usize {
        self.names.len()
    }

    pub fn arrow_count(&self) -> usize {
        self.targets.len()
    }

    pub fn name(&self, v: usize) -> &str {
        self.names.get(v).map_or("?", String::as_str)
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The vertex named `name`.
    pub fn find(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }

    /// The heads of the arrows out of `v`.
    pub fn moves(&self, v: usize) -> &[u32] {
        match (self.offsets.get(v), self.offsets.get(v + 1)) {
            (Some(&a), Some(&b)) => &self.targets[a as usize..b as usize],
            _ => &[],
        }
    }

    pub fn out_degree(&self, v: usize) -> usize {
        self.moves(v).len()
    }

    pub fn max_out_degree(&self) -> usize {
        (0..self.vertex_count()).map(|v| self.out_degree(v)).max().unwrap_or(0)
    }

    /// The compressed rows: offsets per vertex (n + 1) and the heads.
    pub(crate) fn rows(&self) -> (&[u32], &[u32]) {
        (&self.offsets, &self.targets)
    }

    /// Every arrow, tail by tail.
    pub fn arrows(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.vertex_count()).flat_map(move |u| self.moves(u).iter().map(move |&v| (u, v as usize)))
    }

    pub fn has_arrow(&self, u: usize, v: usize) -> bool {
        self.moves(u).contains(&(v as u32))
    }

    /// Every analysis, computed on first use.
    pub fn values(&self) -> Rc<Values> {
        self.values
            .get_or_init(|| {
                let reverse = Reverse::of(self);
                Rc::new(Values {
                    retro: analysis::retrograde_with(self, &reverse),
                    levels: analysis::levels_with(self, &reverse),
                    gsg: analysis::generalized_with(self, &reverse),
                })
            })
            .clone()
    }
}

#[cfg(test)]
mod tests;
