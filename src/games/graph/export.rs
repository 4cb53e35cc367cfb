//! Other games' positions as game graphs, for "Show its game graph".

use super::{GraphPosition, MAX_EXPORTED, graph_of};
use crate::games::nim::{Nim, NimPosition};

/// The game graph of a Nim position: every position reachable from it, piles in any order
/// merged (each named by its piles from largest down, joined by `_`: `2_1_0`), or `None` beyond
/// [`MAX_EXPORTED`] positions.
pub fn nim_graph(position: &NimPosition) -> Option<GraphPosition> {
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
