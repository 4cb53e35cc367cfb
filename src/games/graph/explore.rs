//! The graph of every position reachable in an impartial game: the core that [`super::export`]
//! applies to each game.

use std::collections::HashMap;
use std::rc::Rc;

use super::{Graph, GraphPosition, notation::check_name};
use crate::engine::Impartial;

/// The graph of every position reachable from `start` in an impartial game, equal positions
/// merged (`canonical` gives the position that stands for each), each vertex named by `name`
/// (names must be valid in the notation and tell positions apart). `None` beyond `limit`
/// positions or when two positions get one name.
pub fn graph_of<I: Impartial>(
    game: &I,
    start: &I::Position,
    canonical: impl Fn(&I::Position) -> I::Position,
    name: impl Fn(&I::Position) -> String,
    limit: usize,
) -> Option<GraphPosition> {
    let first = canonical(start);
    let mut index: HashMap<I::Position, u32> = HashMap::new();
    let mut positions = vec![first.clone()];
    index.insert(first, 0);
    let mut arrows = Vec::new();
    let mut head = 0;
    while head < positions.len() {
        let here = positions[head].clone();
        for (_, to) in game.options(&here) {
            let to = canonical(&to);
            let id = match index.get(&to) {
                Some(&id) => id,
                None => {
                    if positions.len() >= limit {
                        return None;
                    }
                    let id = positions.len() as u32;
                    index.insert(to.clone(), id);
                    positions.push(to);
                    id
                }
            };
            arrows.push((head as u32, id));
        }
        head += 1;
    }
    let names: Vec<String> = positions.iter().map(name).collect();
    let mut seen = std::collections::HashSet::new();
    if names.iter().any(|n| check_name(n, n).is_err() || !seen.insert(n.as_str())) {
        return None;
    }
    Some(GraphPosition::new(Rc::new(Graph::from_arrows(names, &arrows)), vec![0]))
}

/// Other games' positions are shown as graphs up to this many positions.
pub const MAX_EXPORTED: usize = 300;
