//! Other games' positions as game graphs, for "Show its game graph".

use super::{GraphPosition, MAX_EXPORTED, graph_of};
use crate::games::nim::{Nim, NimPosition};

/// The game graph of a Nim position: every position reachable from it, piles in any order
/// merged (each named by its piles from largest down, joined by `_`: `2_1_0`), or `None` beyond
/// [`MAX_EXPORTED`] positions.
pub fn nim_graph(position: &NimPosition) -> Option<GraphPosition> {
    // Counted before anything is built: listing the options of 64 large piles alone would take
    // a frame's time on every move.
    if reachable_nim_positions(&position.heaps(), MAX_EXPORTED) > MAX_EXPORTED {
        return None;
    }
    graph_of(
        &Nim::as_sum(),
        &position.heaps(),
        |piles| {
            let mut sorted = piles.clone();
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            sorted
        },
        |piles| piles.iter().map(u64::to_string).collect::<Vec<_>>().join("_"),
        MAX_EXPORTED,
    )
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

#[cfg(test)]
mod tests {
    use super::*;

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
