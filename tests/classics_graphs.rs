//! "Show its game graph" for the classics of issue 35: every vertex of the exported graph of
//! small positions, read back in the game's notation, has the game's own outcome and Grundy value
//! (retrograde analysis and Grundy by levels of the game-graph page against each game's engine),
//! and large positions get no graph.
#![cfg(not(target_arch = "wasm32"))]

use grundy_lab::games::chomp::Chomp;
use grundy_lab::games::graph::export::{
    chomp_graph, divisor_graph, maze_graph, staircase_graph, wythoff_graph,
};
use grundy_lab::games::graph::{GameGraph, GraphPosition};
use grundy_lab::games::maze::Maze;
use grundy_lab::games::proper_divisor::ProperDivisor;
use grundy_lab::games::staircase::Staircase;
use grundy_lab::games::wythoff::Wythoff;
use grundy_lab::games::{Outcome, Playable};

fn parse<G: Playable>(text: &str) -> G::Position {
    text.parse().ok().unwrap_or_else(|| panic!("{}: cannot read {text:?}", G::ID))
}

/// Every vertex of `graph` as a position of `G` (by `notation`) has the game's outcome and
/// Grundy value; returns the number of vertices.
fn check<G: Playable>(game: &G, graph: &GraphPosition, notation: impl Fn(&str) -> String) -> usize {
    let g = graph.graph();
    for v in 0..g.vertex_count() {
        let at = graph.with_tokens(vec![v as u32]);
        let position = parse::<G>(&notation(g.name(v)));
        let context = format!("{} vertex {} ({position})", G::ID, g.name(v));
        assert_eq!(GameGraph.outcome(&at), game.outcome(&position), "{context}: outcome");
        if let Some(value) = game.grundy(&position) {
            assert_eq!(GameGraph.grundy(&at), Some(value), "{context}: Grundy value");
        }
    }
    g.vertex_count()
}

fn spaced(name: &str) -> String {
    name.replace('_', " ")
}

#[test]
fn wythoff_graphs_agree_with_the_game() {
    for x in 0..=8 {
        for y in 0..=8 {
            let position = parse::<Wythoff>(&format!("{x} {y}"));
            let graph = wythoff_graph(&position).expect("a small position has its graph");
            let count = check(&Wythoff, &graph, spaced);
            // The heaps in either order merged: the pairs (a, b), a ≥ b, below (max, min).
            let (a, b) = (x.max(y), x.min(y));
            let expected = (0..=a).map(|i: u64| (i.min(b) + 1) as usize).sum::<usize>();
            assert_eq!(count, expected, "{x} {y}");
        }
    }
    assert!(wythoff_graph(&parse::<Wythoff>("1000000000000000000 5")).is_none());
}

#[test]
fn staircase_graphs_agree_with_the_game() {
    for text in ["3 1 2", "0 2", "2 0 3", "1 1 1 1", "4", "0 0 0"] {
        let graph = staircase_graph(&parse::<Staircase>(text)).expect("a small staircase has its graph");
        check(&Staircase, &graph, spaced);
    }
    assert!(staircase_graph(&parse::<Staircase>("100 100 100")).is_none());
}

#[test]
fn divisor_graphs_agree_with_the_game() {
    for text in ["2 3 4", "12", "60 8", "1", "16 6 3"] {
        let graph = divisor_graph(&parse::<ProperDivisor>(text)).expect("small numbers have their graph");
        check(&ProperDivisor, &graph, spaced);
    }
    // 12's positions: 12 and its divisors 1, 2, 3, 4, 6 (by hand).
    let twelve = divisor_graph(&parse::<ProperDivisor>("12")).unwrap();
    assert_eq!(twelve.graph().vertex_count(), 6);
    assert!(divisor_graph(&parse::<ProperDivisor>("999999999989")).is_none());
}

#[test]
fn maze_graphs_agree_with_the_game() {
    for maze in ["..#../...../#.F../...#.", "..#./..../.#../...F", "..../..../...F", "F"] {
        let position = parse::<Maze>(maze);
        let graph = maze_graph(&position).expect("a small maze has its graph");
        // A vertex `r3c4` is the maze with the figure moved to row 3, column 4 (from 1).
        let rows: Vec<String> = maze.replace('F', ".").split('/').map(str::to_owned).collect();
        check(&Maze, &graph, |name| {
            let (r, c) = name[1..].split_once('c').unwrap();
            let (r, c): (usize, usize) = (r.parse::<usize>().unwrap() - 1, c.parse::<usize>().unwrap() - 1);
            let mut rows = rows.clone();
            rows[r].replace_range(c..=c, "F");
            rows.join("/")
        });
    }
}

#[test]
fn chomp_graphs_agree_with_the_game() {
    for text in ["3 3 2", "2 2", "4 4 4", "5 3 1", "1"] {
        let graph = chomp_graph(&parse::<Chomp>(text)).expect("a small bar has its graph");
        check(&Chomp, &graph, spaced);
    }
    // A 2×2 bar: 2 2, 2 1, 2, 1 1, 1 (by hand: every non-increasing pair below it with the
    // poisoned square kept).
    assert_eq!(chomp_graph(&parse::<Chomp>("2 2")).unwrap().graph().vertex_count(), 5);
    assert!(chomp_graph(&parse::<Chomp>("9 9 9 9 9 9 9 9 9")).is_none());
    assert_eq!(Chomp.outcome(&parse::<Chomp>("1")), Outcome::P);
}
