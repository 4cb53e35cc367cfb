//! Other games' positions as game graphs, for "Show its game graph": the shared builder (a
//! position's options as codes, bounded by [`MAX_EXPORTED`] positions and [`MAX_EXPORTED_ARROWS`]
//! moves) and the heap games' exporters here, the other games' in `boards`.

use super::{GraphPosition, MAX_EXPORTED, graph_of};
use crate::engine::Impartial;
use crate::games::nim::NimPosition;
use crate::games::takeaway::bounded_nim::BoundedPosition;
use crate::games::takeaway::nim_k::NimKPosition;
use crate::games::takeaway::subtraction::SubtractionPosition;

mod boards;

pub use boards::{
    chocolate_graph, chomp_graph, divisor_graph, euclid_graph, funny_graph, georgia_graph, hackenbush_graph,
    maze_graph, prime_graph, staircase_graph, wythoff_graph,
};

/// The game graph of a Nim position: every position reachable from it, piles in any order
/// merged (each named by its piles from largest down, joined by `_`: `2_1_0`), or `None` beyond
/// [`MAX_EXPORTED`] positions.
pub fn nim_graph(position: &NimPosition) -> Option<GraphPosition> {
    // Counted before anything is built (in `heaps_graph`): listing the options of 64 large piles
    // alone would take a frame's time on every move.
    heaps_graph(&position.heaps(), &|n| (0..n).rev().collect())
}

/// How many Nim positions (piles in any order merged) are reachable from `heaps`, the position
/// itself included, or some number above `cap` once there are more than `cap`.
///
/// With the piles sorted from largest down (h1 ≥ h2 ≥ …), the reachable positions are exactly the
/// non-increasing x1 ≥ x2 ≥ … with every xi ≤ hi, counted column by column.
fn reachable_nim_positions(heaps: &[u64], cap: usize) -> usize {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let Some(&largest) = sorted.first() else { return 1 };
    if largest >= cap as u64 {
        return cap + 1;
    }
    // ways[v]: sequences so far whose last pile is v.
    let mut ways = vec![0usize; largest as usize + 1];
    ways.fill(1);
    for &h in &sorted[1..] {
        let mut next = vec![0usize; largest as usize + 1];
        let mut at_least = 0usize; // sum of ways[w] for w ≥ v
        for v in (0..=largest as usize).rev() {
            at_least = (at_least + ways[v]).min(cap + 1);
            if v as u64 <= h {
                next[v] = at_least;
            }
        }
        ways = next;
    }
    ways.iter().fold(0usize, |total, &w| (total + w).min(cap + 1))
}

/// Every game's positions are written as numbers here (heaps, bars, squares, a set of edges…),
/// so that the graph is built by one copy of the code, not one per game.
type Code = Vec<u64>;
type Options<'a> = &'a dyn Fn(&Code) -> Vec<Code>;

/// Moves listed while building a graph at most: the graph travels in the address (about ten
/// characters an arrow), and a Nim heap of 299 alone has 300 positions but 44 850 arrows.
pub const MAX_EXPORTED_ARROWS: usize = 2_000;

/// A game given by a function from a position to its options (already in canonical form), with
/// what is left of the arrow budget (`None` once it is spent: then no position has options, and
/// the graph is dropped).
struct Moves<'a>(Options<'a>, std::cell::Cell<Option<usize>>);

impl Impartial for Moves<'_> {
    type Position = Code;
    type Move = ();

    fn options(&self, position: &Code) -> Vec<((), Code)> {
        let Some(left) = self.1.get() else { return Vec::new() };
        let options = (self.0)(position);
        self.1.set(left.checked_sub(options.len()));
        if self.1.get().is_none() {
            return Vec::new();
        }
        options.into_iter().map(|to| ((), to)).collect()
    }
}

/// The graph of `start` (canonical) under `options` (which return canonical positions), or `None`
/// beyond [`MAX_EXPORTED`] positions or [`MAX_EXPORTED_ARROWS`] moves, or where a name is not a
/// vertex name.
fn export(start: Code, options: Options<'_>, name: &dyn Fn(&Code) -> String) -> Option<GraphPosition> {
    let moves = Moves(options, std::cell::Cell::new(Some(MAX_EXPORTED_ARROWS)));
    let graph = graph_of(&moves, &start, Code::clone, name, MAX_EXPORTED)?;
    moves.1.get().map(|_| graph)
}

fn joined<T: ToString>(parts: &[T]) -> String {
    parts.iter().map(T::to_string).collect::<Vec<_>>().join("_")
}

/// Heaps played one at a time, each by `heap_options` (a heap's sizes after one move), heaps in
/// any order merged and named like Nim's (`6_3_0`). Guarded by Nim's count: every position
/// reachable here is reachable in Nim (heaps only shrink), so past that count nothing is built.
fn heaps_graph(heaps: &[u64], heap_options: &dyn Fn(u64) -> Vec<u64>) -> Option<GraphPosition> {
    if reachable_nim_positions(heaps, MAX_EXPORTED) > MAX_EXPORTED {
        return None;
    }
    let mut start = heaps.to_vec();
    start.sort_unstable_by(|a, b| b.cmp(a));
    let options = |piles: &Code| {
        let mut options = Vec::new();
        for (index, &heap) in piles.iter().enumerate() {
            if index > 0 && piles[index - 1] == heap {
                continue;
            }
            for to in heap_options(heap) {
                let mut next = piles.clone();
                next[index] = to;
                next.sort_unstable_by(|a, b| b.cmp(a));
                options.push(next);
            }
        }
        options
    };
    export(start, &options, &|piles| joined(piles))
}

/// A subtraction game's heaps (named like Nim's: `10`, `6_3`).
pub fn subtraction_graph(position: &SubtractionPosition) -> Option<GraphPosition> {
    let set = &position.set;
    heaps_graph(&position.heaps.heaps(), &|n| set.takes(n, usize::MAX).into_iter().map(|m| n - m).collect())
}

/// A bounded Nim position (take 1 to k from one heap).
pub fn bounded_nim_graph(position: &BoundedPosition) -> Option<GraphPosition> {
    let k = u64::from(position.k);
    heaps_graph(&position.heaps.heaps(), &|n| (1..=k.min(n)).map(|t| n - t).collect())
}

/// Listing a Nim_k position's options walks every way of lowering the heaps (the product of
/// heap + 1 over the heaps): at most this many.
const MAX_NIM_K_WAYS: u64 = 1_024;

/// A Nim_k position (take from 1 to k heaps at once), heaps merged and named like Nim's.
pub fn nim_k_graph(position: &NimKPosition) -> Option<GraphPosition> {
    let heaps = position.heaps.heaps();
    let mut ways = 1u64;
    for &h in &heaps {
        ways = ways.saturating_mul(h.saturating_add(1));
        if ways > MAX_NIM_K_WAYS {
            return None;
        }
    }
    if reachable_nim_positions(&heaps, MAX_EXPORTED) > MAX_EXPORTED {
        return None;
    }
    let k = position.k as usize;
    let mut start = heaps;
    start.sort_unstable_by(|a, b| b.cmp(a));
    let options = |piles: &Code| {
        // Odometer over every lowering (each heap to 0..=its size), keeping those that change 1
        // to k heaps.
        let mut options = Vec::new();
        let mut next = piles.clone();
        loop {
            let changed = next.iter().zip(piles).filter(|(a, b)| a != b).count();
            if (1..=k).contains(&changed) {
                let mut sorted = next.clone();
                sorted.sort_unstable_by(|a, b| b.cmp(a));
                options.push(sorted);
            }
            let Some(i) = next.iter().position(|&h| h > 0) else { break };
            next[i] -= 1;
            next[..i].copy_from_slice(&piles[..i]);
        }
        options.sort_unstable();
        options.dedup();
        options
    };
    export(start, &options, &|piles| joined(piles))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;

    /// Brute force: every position `graph_of` reaches, counted by building the graph.
    fn brute(heaps: &[u64]) -> Option<usize> {
        let graph = graph_of(
            &Nim::as_sum(),
            &heaps.to_vec(),
            |p| {
                let mut s = p.clone();
                s.sort_unstable_by(|a, b| b.cmp(a));
                s
            },
            |p| format!("p{}", p.iter().map(u64::to_string).collect::<Vec<_>>().join("_")),
            100_000,
        )?;
        Some(graph.graph().vertex_count())
    }

    #[test]
    fn the_count_matches_the_graph_built() {
        for heaps in
            [&[][..], &[0], &[3], &[2, 1], &[3, 3], &[4, 2, 1], &[1, 1, 1, 1], &[5, 0, 3], &[6, 6, 2, 2]]
        {
            assert_eq!(Some(reachable_nim_positions(heaps, 100_000)), brute(heaps), "{heaps:?}");
        }
    }

    #[test]
    fn large_positions_stop_at_the_cap() {
        assert_eq!(reachable_nim_positions(&[1_000_000_000; 64], 300), 301);
        assert_eq!(reachable_nim_positions(&[299; 64], 300), 301);
        assert_eq!(reachable_nim_positions(&[1; 64], 300), 65);
    }
}
