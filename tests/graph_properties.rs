//! Property tests for game graphs, each against an independent reference:
//! - the retrograde analysis (status and remoteness) against a plain fixed-point iteration of
//!   the definitions, on thousands of random graphs with cycles and loops;
//! - Grundy values by levels against memoised recursion on random graphs without cycles, and the
//!   vertices without a level against "reaches a cycle" by brute force;
//! - the generalized values against the retrograde analysis of sums' own product graphs (two
//!   and three tokens), and against the single-token outcome;
//! - the notation (round trips, contest format) and no panic on any text.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;
use std::rc::Rc;

use grundy_lab::games::Playable;
use grundy_lab::games::graph::analysis::{Gsg, Status, generalized, levels, product, retrograde, sum_value};
use grundy_lab::games::graph::trace::{RetroEvent, retro_state, retro_trace};
use grundy_lab::games::graph::{GameGraph, Graph, GraphPosition, presets, to_contest};
use proptest::prelude::*;

fn random_graph(rng: &mut fastrand::Rng, max_n: usize, density: usize) -> Graph {
    let n = rng.usize(1..=max_n);
    let m = rng.usize(0..=n * density);
    let names = (0..n).map(presets::letter_name).collect();
    let arrows: Vec<(u32, u32)> = (0..m).map(|_| (rng.u32(0..n as u32), rng.u32(0..n as u32))).collect();
    Graph::from_arrows(names, &arrows)
}

fn random_dag(rng: &mut fastrand::Rng, max_n: usize) -> Graph {
    let n = rng.usize(1..=max_n);
    let mut arrows = Vec::new();
    for _ in 0..rng.usize(0..=n * 3) {
        let a = rng.u32(0..n as u32);
        let b = rng.u32(0..n as u32);
        if a != b {
            // Arrows from the smaller index up: no cycle; then shuffle the names' order by
            // mapping through a permutation so the order is not the topological one.
            arrows.push((a.min(b), a.max(b)));
        }
    }
    let mut perm: Vec<u32> = (0..n as u32).collect();
    rng.shuffle(&mut perm);
    let arrows: Vec<(u32, u32)> = arrows.iter().map(|&(a, b)| (perm[a as usize], perm[b as usize])).collect();
    Graph::from_arrows((0..n).map(presets::letter_name).collect(), &arrows)
}

/// Status by the definitions, iterated to a fixed point: a vertex with a move to a lost vertex
/// is won; one whose moves all go to won vertices (or that has none) is lost; the rest draw.
fn fixed_point_status(g: &Graph) -> Vec<Status> {
    let n = g.vertex_count();
    let mut status = vec![Status::Draw; n];
    loop {
        let mut changed = false;
        for v in 0..n {
            if status[v] != Status::Draw {
                continue;
            }
            let moves = g.moves(v);
            if moves.iter().any(|&w| status[w as usize] == Status::Lost) {
                status[v] = Status::Won;
                changed = true;
            } else if moves.iter().all(|&w| status[w as usize] == Status::Won) {
                status[v] = Status::Lost;
                changed = true;
            }
        }
        if !changed {
            return status;
        }
    }
}

/// Remoteness by its equations iterated to a fixed point: lost final 0; won 1 + the least
/// remoteness of a lost successor; lost 1 + the greatest remoteness of its (won) successors.
fn fixed_point_remoteness(g: &Graph, status: &[Status]) -> Vec<Option<u32>> {
    let n = g.vertex_count();
    let mut r: Vec<Option<u32>> = vec![None; n];
    for _ in 0..=2 * n + 2 {
        let mut next = r.clone();
        for v in 0..n {
            let moves = g.moves(v);
            next[v] = match status[v] {
                Status::Draw => None,
                Status::Won => moves
                    .iter()
                    .filter(|&&w| status[w as usize] == Status::Lost)
                    .filter_map(|&w| r[w as usize])
                    .min()
                    .map(|x| x + 1),
                Status::Lost => {
                    if moves.iter().all(|&w| r[w as usize].is_some()) {
                        Some(moves.iter().filter_map(|&w| r[w as usize]).max().map_or(0, |x| x + 1))
                    } else {
                        None
                    }
                }
            };
        }
        if next == r {
            break;
        }
        r = next;
    }
    r
}

#[test]
fn retrograde_matches_the_fixed_point_on_random_graphs() {
    let mut rng = fastrand::Rng::with_seed(10);
    for round in 0..4_000 {
        let g = random_graph(&mut rng, 12, if round % 2 == 0 { 1 } else { 3 });
        let retro = retrograde(&g);
        let status = fixed_point_status(&g);
        assert_eq!(retro.status, status, "{g}");
        let remoteness = fixed_point_remoteness(&g, &status);
        let got: Vec<Option<u32>> = (0..g.vertex_count()).map(|v| retro.remoteness_of(v)).collect();
        assert_eq!(got, remoteness, "{g}");
    }
}

#[test]
fn the_stepper_ends_where_the_analysis_does() {
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..500 {
        let g = random_graph(&mut rng, 10, 2);
        let events = retro_trace(&g).unwrap();
        let state = retro_state(&g, &events, events.len());
        let retro = retrograde(&g);
        for v in 0..g.vertex_count() {
            assert_eq!(state.status[v], Some(retro.status[v]), "{g}");
            if retro.status[v] != Status::Draw {
                assert_eq!(state.remoteness[v], retro.remoteness[v], "{g}");
            }
        }
        assert!(state.queue.is_empty());
        assert!(matches!(events.last(), Some(RetroEvent::Draws { .. })));
    }
}

fn memo_grundy(g: &Graph, v: usize, memo: &mut HashMap<usize, u32>) -> u32 {
    if let Some(&x) = memo.get(&v) {
        return x;
    }
    let values: Vec<u32> = g.moves(v).iter().map(|&w| memo_grundy(g, w as usize, memo)).collect();
    let mut m = 0;
    while values.contains(&m) {
        m += 1;
    }
    memo.insert(v, m);
    m
}

#[test]
fn levels_match_memoised_recursion_on_dags() {
    let mut rng = fastrand::Rng::with_seed(12);
    for _ in 0..2_000 {
        let g = random_dag(&mut rng, 16);
        let l = levels(&g);
        let gsg = generalized(&g);
        let mut memo = HashMap::new();
        for v in 0..g.vertex_count() {
            let expected = memo_grundy(&g, v, &mut memo);
            assert_eq!(l.grundy_of(v), Some(expected), "{g}");
            // On a graph without cycles the generalized value is the Grundy value.
            assert_eq!(gsg.values[v], Gsg::Finite(expected), "{g}");
            let level = g.moves(v).iter().map(|&w| l.level[w as usize] + 1).max().unwrap_or(0);
            assert_eq!(l.level[v], level, "{g}");
        }
    }
}

/// Whether `v` can reach a cycle: some path from it has n moves.
fn reaches_cycle(g: &Graph, v: usize) -> bool {
    let n = g.vertex_count();
    let mut frontier = vec![false; n];
    frontier[v] = true;
    for _ in 0..n {
        let mut next = vec![false; n];
        for (u, &here) in frontier.iter().enumerate() {
            if here {
                for &w in g.moves(u) {
                    next[w as usize] = true;
                }
            }
        }
        frontier = next;
    }
    frontier.iter().any(|&x| x)
}

#[test]
fn no_level_exactly_where_a_cycle_is_reachable() {
    let mut rng = fastrand::Rng::with_seed(13);
    for _ in 0..2_000 {
        let g = random_graph(&mut rng, 10, 1);
        let l = levels(&g);
        let mut memo = HashMap::new();
        for v in 0..g.vertex_count() {
            assert_eq!(l.grundy_of(v).is_none(), reaches_cycle(&g, v), "{g} at {}", g.name(v));
            if let Some(value) = l.grundy_of(v) {
                assert_eq!(value, memo_grundy(&g, v, &mut memo), "{g}");
            }
        }
    }
}

#[test]
fn generalized_values_decide_single_tokens() {
    let mut rng = fastrand::Rng::with_seed(14);
    for round in 0..3_000 {
        let g = random_graph(&mut rng, 12, if round % 3 == 0 { 1 } else { 2 });
        let gsg = generalized(&g);
        let retro = retrograde(&g);
        for v in 0..g.vertex_count() {
            assert_eq!(gsg.values[v].outcome(), retro.status[v].outcome(), "{g} at {}", g.name(v));
            // A finite value is the mex of the successors' finite values at least in this sense:
            // no successor has the same finite value.
            if let Gsg::Finite(x) = gsg.values[v] {
                assert!(g.moves(v).iter().all(|&w| gsg.values[w as usize] != Gsg::Finite(x)), "{g}");
            }
        }
    }
}

/// Two (or three) random small loopy graphs side by side, a token on each: the outcome of the
/// sum from the generalized values equals the retrograde analysis of the sum's own graph.
#[test]
fn generalized_values_decide_sums_as_the_product_graph_does() {
    let mut rng = fastrand::Rng::with_seed(15);
    for round in 0..1_500 {
        let parts = if round % 5 == 0 { 3 } else { 2 };
        // The parts as one graph: disjoint copies of random graphs.
        let mut names = Vec::new();
        let mut arrows = Vec::new();
        let mut firsts = Vec::new();
        for part in 0..parts {
            let g = random_graph(&mut rng, if parts == 3 { 4 } else { 6 }, 2);
            let base = names.len() as u32;
            firsts.push((base, g.vertex_count() as u32));
            for v in 0..g.vertex_count() {
                names.push(format!("{}{part}", presets::letter_name(v)));
            }
            arrows.extend(g.arrows().map(|(u, v)| (base + u as u32, base + v as u32)));
        }
        let whole = Graph::from_arrows(names, &arrows);
        let gsg = generalized(&whole);
        let tokens: Vec<u32> = firsts.iter().map(|&(base, n)| base + rng.u32(0..n)).collect();
        let (sum_graph, tuples) = product(&whole, &tokens, 100_000).unwrap();
        let retro = retrograde(&sum_graph);
        for (id, tuple) in tuples.iter().enumerate() {
            let value = sum_value(tuple.iter().map(|&t| &gsg.values[t as usize]));
            assert_eq!(value.outcome(), retro.status[id].outcome(), "{whole} at {tuple:?}: {value}");
        }
        // The game's own outcome and winning moves agree with the product graph.
        let position = GraphPosition::new(Rc::new(whole.clone()), tokens.clone());
        assert_eq!(GameGraph.outcome(&position), retro.status[0].outcome());
        for mv in GameGraph.winning_moves(&position) {
            let after = GameGraph.play(&position, &mv).unwrap();
            let id = tuples.iter().position(|t| t.as_slice() == after.tokens()).unwrap();
            assert_eq!(retro.status[id], Status::Lost, "{whole}: {mv}");
        }
        if retro.status[0] == Status::Won {
            assert!(!GameGraph.winning_moves(&position).is_empty());
        }
    }
}

/// The computer: from won positions it wins as fast as possible, from lost ones it holds out as
/// long as possible, from draws it keeps the draw (checked against the analysis).
#[test]
fn the_computer_plays_by_the_analysis() {
    let mut rng = fastrand::Rng::with_seed(16);
    for _ in 0..1_000 {
        let g = Rc::new(random_graph(&mut rng, 10, 2));
        let retro = retrograde(&g);
        for v in 0..g.vertex_count() {
            let p = GraphPosition::new(g.clone(), vec![v as u32]);
            let Some(reply) = GameGraph.computer_move(&p) else {
                assert_eq!(g.out_degree(v), 0);
                continue;
            };
            let after = GameGraph.play(&p, &reply.mv).unwrap();
            let w = after.tokens()[0] as usize;
            match retro.status[v] {
                Status::Won => {
                    assert_eq!(retro.status[w], Status::Lost);
                    assert_eq!(retro.remoteness[w] + 1, retro.remoteness[v]);
                }
                Status::Lost => {
                    assert_eq!(retro.status[w], Status::Won);
                    assert_eq!(retro.remoteness[w] + 1, retro.remoteness[v]);
                }
                Status::Draw => assert_eq!(retro.status[w], Status::Draw),
            }
        }
    }
}

#[test]
fn notation_round_trips() {
    let mut rng = fastrand::Rng::with_seed(17);
    for _ in 0..2_000 {
        let g = Rc::new(random_graph(&mut rng, 12, 2));
        let tokens: Vec<u32> = (0..rng.usize(1..=3)).map(|_| rng.u32(0..g.vertex_count() as u32)).collect();
        let p = GraphPosition::new(g.clone(), tokens);
        let text = p.to_string();
        let back: GraphPosition = text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(back, p, "{text}");
        // The contest format keeps the arrows (vertices renamed 1..n).
        let contest: GraphPosition = to_contest(&g).parse().unwrap();
        let arrows: Vec<(usize, usize)> = contest.graph().arrows().collect();
        assert_eq!(arrows, g.arrows().collect::<Vec<_>>());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 5_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn no_panic_on_any_text(text in "[a-c0-3 >=+,;\\n\\-start]{0,40}") {
        if let Ok(p) = text.parse::<GraphPosition>() {
            let _ = GameGraph.outcome(&p);
            let _ = GameGraph.computer_move(&p);
            let again: GraphPosition = p.to_string().parse().unwrap();
            prop_assert_eq!(again, p);
        }
        let _ = grundy_lab::games::catalog::analyze("game-graph", &text);
    }

    #[test]
    fn no_panic_on_any_unicode(text in "\\PC{0,30}") {
        let _ = grundy_lab::games::catalog::analyze("game-graph", &text);
    }
}

#[test]
fn a_big_graph_is_fast_enough_natively() {
    // 10^5 vertices, 10^6 arrows: the retrograde analysis (the budget is 100 ms in the browser;
    // natively in a test build it is only checked to finish and agree with itself).
    let mut rng = fastrand::Rng::with_seed(18);
    let n = 100_000u32;
    let arrows: Vec<(u32, u32)> = (0..1_000_000).map(|_| (rng.u32(0..n), rng.u32(0..n))).collect();
    let g = Graph::from_arrows((0..n).map(|v| v.to_string()).collect(), &arrows);
    let retro = retrograde(&g);
    assert_eq!(retro.status.len(), n as usize);
}

/// The graph exported from a Nim position has, at every vertex, the value Nim's own engine gives
/// that position (the nim-sum of the piles its name lists), by levels and by the generalized
/// labelling; equal positions (piles in another order) are one vertex.
#[test]
fn nim_exported_as_a_graph_keeps_its_values() {
    use grundy_lab::games::graph::export::nim_graph;
    use grundy_lab::games::nim::{Nim, NimPosition};
    let mut rng = fastrand::Rng::with_seed(19);
    for _ in 0..200 {
        let piles: Vec<u64> = (0..rng.usize(1..=3)).map(|_| rng.u64(0..=5)).collect();
        let position = NimPosition::new(piles.clone()).unwrap();
        let Some(graph) = nim_graph(&position) else {
            continue;
        };
        let g = graph.graph();
        let values = g.values();
        for v in 0..g.vertex_count() {
            let there: NimPosition = g.name(v).replace('_', " ").parse().unwrap();
            let nim_sum = Nim.grundy(&there).unwrap().value() as u32;
            assert_eq!(values.levels.grundy_of(v), Some(nim_sum), "{position} at {}", g.name(v));
            assert_eq!(values.gsg.values[v], Gsg::Finite(nim_sum));
        }
        // Merged: the number of vertices is the number of multisets of piles below the start's.
        assert_eq!(GameGraph.outcome(&graph), Nim.outcome(&position));
    }
    // 2 2 (the example): positions {2,2}, {2,1}, {2,0}, {1,1}, {1,0}, {0,0}: six.
    let two = nim_graph(&"2 2".parse().unwrap()).unwrap();
    assert_eq!(two.graph().vertex_count(), 6);
    assert_eq!(two.to_string(), "2_2>2_1 2_2>2_0 2_1>1_1 2_1>1_0 2_1>2_0 2_0>1_0 2_0>0_0 1_1>1_0 1_0>0_0");
    // Too many positions: none.
    assert!(nim_graph(&"9 9 9 9".parse().unwrap()).is_none());
}
