//! The game on a game graph: the position (the graph and its tokens), the move, and the
//! `Playable` impl with the computer's choice of move.

use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use super::analysis::{self, Gsg, Retrograde, Status};
use super::notation::check_name;
use super::{Graph, PRODUCT_LIMIT, ParseGraphError, presets};
use crate::engine::Nimber;
use crate::games::{ComputerMove, Outcome, Playable};

/// A graph with tokens on it: the position of the game.
#[derive(Clone)]
pub struct GraphPosition {
    pub(super) graph: Rc<Graph>,
    /// The vertex of each token (one per part of the sum).
    pub(super) tokens: Vec<u32>,
}

impl PartialEq for GraphPosition {
    fn eq(&self, other: &Self) -> bool {
        self.tokens == other.tokens && (Rc::ptr_eq(&self.graph, &other.graph) || self.graph == other.graph)
    }
}

impl fmt::Debug for GraphPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GraphPosition({self})")
    }
}

impl Default for GraphPosition {
    fn default() -> Self {
        presets::seed_example()
    }
}

impl GraphPosition {
    pub fn new(graph: Rc<Graph>, tokens: Vec<u32>) -> GraphPosition {
        let tokens = if tokens.is_empty() { vec![0] } else { tokens };
        GraphPosition { graph, tokens }
    }

    pub fn graph(&self) -> &Rc<Graph> {
        &self.graph
    }

    pub fn tokens(&self) -> &[u32] {
        &self.tokens
    }

    /// The tokens' vertices by name, joined by `+`.
    pub fn tokens_text(&self) -> String {
        self.tokens.iter().map(|&t| self.graph.name(t as usize)).collect::<Vec<_>>().join("+")
    }

    /// The same graph with the tokens elsewhere.
    pub fn with_tokens(&self, tokens: Vec<u32>) -> GraphPosition {
        GraphPosition::new(self.graph.clone(), tokens)
    }

    /// The value of the sum of the tokens.
    pub fn value(&self) -> Gsg {
        let values = self.graph.values();
        analysis::sum_value(self.tokens.iter().map(|&t| &values.gsg.values[t as usize]))
    }

    /// The Grundy value by levels: the XOR of the tokens' values, where every token's vertex
    /// has a level (can reach no cycle).
    pub fn grundy(&self) -> Option<u32> {
        let values = self.graph.values();
        self.tokens.iter().try_fold(0u32, |acc, &t| values.levels.grundy_of(t as usize).map(|g| acc ^ g))
    }

    /// Every move: (token index, head vertex), repeated heads of one token's vertex once.
    pub fn all_moves(&self) -> Vec<(usize, u32)> {
        let mut moves = Vec::new();
        for (i, &t) in self.tokens.iter().enumerate() {
            // Two tokens on one vertex have the same moves: the first one's only.
            if self.tokens[..i].contains(&t) {
                continue;
            }
            moves.extend(self.graph.moves(t as usize).iter().map(|&w| (i, w)));
        }
        moves
    }

    fn moved(&self, token: usize, to: u32) -> GraphPosition {
        let mut tokens = self.tokens.clone();
        tokens[token] = to;
        self.with_tokens(tokens)
    }

    fn move_of(&self, token: usize, to: u32) -> GraphMove {
        GraphMove {
            from: self.graph.name(self.tokens[token] as usize).to_owned(),
            to: self.graph.name(to as usize).to_owned(),
        }
    }

    /// The sum's own graph from here, with its retrograde analysis, if it fits.
    pub fn product_analysis(&self) -> Option<(Graph, Vec<Vec<u32>>, Retrograde)> {
        let (graph, tuples) = analysis::product(&self.graph, &self.tokens, PRODUCT_LIMIT)?;
        let retro = analysis::retrograde(&graph);
        Some((graph, tuples, retro))
    }

    /// Moves to the end with best play: the token's remoteness, or for a sum, from the sum's
    /// own graph (when it fits). `None` on draws.
    pub fn remoteness(&self) -> Option<u32> {
        if let [t] = self.tokens[..] {
            return self.graph.values().retro.remoteness_of(t as usize);
        }
        let (_, _, retro) = self.product_analysis()?;
        retro.remoteness_of(0)
    }
}

/// A move: the token on `from` slides along the arrow to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GraphMove {
    pub from: String,
    pub to: String,
}

impl fmt::Display for GraphMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}>{}", self.from, self.to)
    }
}

impl FromStr for GraphMove {
    type Err = ParseGraphError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim().replace("->", ">");
        let (from, to) =
            text.split_once('>').ok_or_else(|| ParseGraphError::MissingHead { token: text.clone() })?;
        let (from, to) = (from.trim(), to.trim());
        check_name(from, &text)?;
        check_name(to, &text)?;
        Ok(GraphMove { from: from.to_owned(), to: to.to_owned() })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphMoveError {
    NoToken { at: String },
    NoArrow { from: String, to: String },
}

/// Why the computer chose its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphReason {
    /// From a won position: to a lost one, the game ending after `remoteness` more moves at most.
    Win { remoteness: Option<u32> },
    /// From a lost position: every move loses; this one holds out longest (`remoteness` more).
    Prolong { remoteness: Option<u32> },
    /// From a drawn position: to a drawn one, where nobody can force a win.
    KeepDraw,
}

/// Game graphs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameGraph;

impl Playable for GameGraph {
    type Position = GraphPosition;
    type Move = GraphMove;
    type ParseError = ParseGraphError;
    type MoveError = GraphMoveError;
    type Reason = GraphReason;

    const ID: &'static str = "game-graph";
    const HAS_DRAWS: bool = true;

    fn random_move(&self, position: &GraphPosition, rng: &mut fastrand::Rng) -> Option<GraphMove> {
        crate::games::pick(&position.all_moves(), rng).map(|(token, to)| position.move_of(token, to))
    }

    fn is_over(&self, position: &GraphPosition) -> bool {
        position.tokens.iter().all(|&t| position.graph.out_degree(t as usize) == 0)
    }

    fn play(&self, position: &GraphPosition, mv: &GraphMove) -> Result<GraphPosition, GraphMoveError> {
        let graph = &position.graph;
        let token = position
            .tokens
            .iter()
            .position(|&t| graph.name(t as usize) == mv.from)
            .ok_or_else(|| GraphMoveError::NoToken { at: mv.from.clone() })?;
        let from = position.tokens[token] as usize;
        let to = graph
            .moves(from)
            .iter()
            .copied()
            .find(|&w| graph.name(w as usize) == mv.to)
            .ok_or_else(|| GraphMoveError::NoArrow { from: mv.from.clone(), to: mv.to.clone() })?;
        Ok(position.moved(token, to))
    }

    fn grundy(&self, position: &GraphPosition) -> Option<Nimber> {
        position.grundy().map(|g| Nimber(u64::from(g)))
    }

    fn outcome(&self, position: &GraphPosition) -> Outcome {
        position.value().outcome()
    }

    fn winning_moves(&self, position: &GraphPosition) -> Vec<GraphMove> {
        let values = position.graph.values();
        let gsg = &values.gsg.values;
        let mut moves = Vec::new();
        for (i, w) in position.all_moves() {
            let after = position
                .tokens
                .iter()
                .enumerate()
                .map(|(j, &t)| if j == i { &gsg[w as usize] } else { &gsg[t as usize] });
            if analysis::sum_value(after) == Gsg::Finite(0) {
                moves.push(position.move_of(i, w));
            }
        }
        moves
    }

    /// One token: from a won vertex the nearest win, from a lost one the longest defence, from a
    /// drawn one a drawn successor. A sum: the same on the sum's own graph while it fits, else
    /// by the generalized values (a move to 0 with the smallest counter; from a draw, a move
    /// that leaves no win).
    fn computer_move(&self, position: &GraphPosition) -> Option<ComputerMove<GraphMove, GraphReason>> {
        if self.is_over(position) {
            return None;
        }
        let moves = position.all_moves();
        if let [t] = position.tokens[..] {
            let values = position.graph.values();
            let retro = &values.retro;
            return best_move(
                retro.status[t as usize],
                moves.iter().map(|&(i, w)| {
                    (position.move_of(i, w), retro.status[w as usize], retro.remoteness_of(w as usize))
                }),
            );
        }
        if let Some((graph, tuples, retro)) = position.product_analysis() {
            let by_tuple: HashMap<&[u32], usize> =
                tuples.iter().enumerate().map(|(id, tuple)| (tuple.as_slice(), id)).collect();
            let _ = graph;
            return best_move(
                retro.status[0],
                moves.iter().filter_map(|&(i, w)| {
                    let mut next = position.tokens.clone();
                    next[i] = w;
                    let id = *by_tuple.get(next.as_slice())?;
                    Some((position.move_of(i, w), retro.status[id], retro.remoteness_of(id)))
                }),
            );
        }
        let values = position.graph.values();
        let (gsg, counter) = (&values.gsg.values, &values.gsg.counter);
        let after = |i: usize, w: u32| {
            analysis::sum_value(
                position
                    .tokens
                    .iter()
                    .enumerate()
                    .map(|(j, &t)| if j == i { &gsg[w as usize] } else { &gsg[t as usize] }),
            )
        };
        let win = moves
            .iter()
            .filter(|&&(i, w)| after(i, w) == Gsg::Finite(0))
            .min_by_key(|&&(_, w)| counter[w as usize]);
        if let Some(&(i, w)) = win {
            return Some(ComputerMove {
                mv: position.move_of(i, w),
                reason: GraphReason::Win { remoteness: None },
            });
        }
        if position.value().outcome() == Outcome::D {
            let keep = moves.iter().find(|&&(i, w)| after(i, w).outcome() == Outcome::D);
            if let Some(&(i, w)) = keep {
                return Some(ComputerMove { mv: position.move_of(i, w), reason: GraphReason::KeepDraw });
            }
        }
        let &(i, w) = moves.first()?;
        Some(ComputerMove { mv: position.move_of(i, w), reason: GraphReason::Prolong { remoteness: None } })
    }
}

/// The best of `options` (move, status of where it leads for the opponent, remoteness there)
/// from a position of status `here`.
fn best_move(
    here: Status,
    options: impl Iterator<Item = (GraphMove, Status, Option<u32>)>,
) -> Option<ComputerMove<GraphMove, GraphReason>> {
    let options: Vec<_> = options.collect();
    let pick = match here {
        Status::Won => options
            .iter()
            .filter(|(_, s, _)| *s == Status::Lost)
            .min_by_key(|(_, _, r)| r.unwrap_or(u32::MAX))
            .map(|(mv, _, r)| (mv, GraphReason::Win { remoteness: r.map(|r| r + 1) })),
        Status::Lost => options
            .iter()
            .filter(|(_, s, _)| *s == Status::Won)
            .max_by_key(|(_, _, r)| r.unwrap_or(0))
            .map(|(mv, _, r)| (mv, GraphReason::Prolong { remoteness: r.map(|r| r + 1) })),
        Status::Draw => {
            options.iter().find(|(_, s, _)| *s == Status::Draw).map(|(mv, _, _)| (mv, GraphReason::KeepDraw))
        }
    };
    let (mv, reason) = pick.or_else(|| options.first().map(|(mv, _, _)| (mv, GraphReason::KeepDraw)))?;
    Some(ComputerMove { mv: mv.clone(), reason })
}
