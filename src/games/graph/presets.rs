//! Ready-made graphs: the examples the page offers and random graphs for its buttons and the
//! benchmarks.

use std::rc::Rc;

use super::{Graph, GraphPosition};

fn build(text: &str) -> GraphPosition {
    text.parse().unwrap_or_else(|_| GraphPosition::new(Rc::new(Graph::default()), vec![0]))
}

/// A small graph of eight positions in the manner of seed 003's example: a start, one final
/// position, paths of different lengths between them.
pub fn seed_example() -> GraphPosition {
    build("s>a s>b a>c a>d b>d b>e b>g c>f d>f d>g e>g f>t g>t")
}

/// "Don't say 30" (seed 003): players count up from 1, saying 1 to 3 numbers a turn; whoever
/// must say 30 loses. Vertex k: the next number to say is k; from k the opponent's next is
/// k+1, k+2 or k+3 (at most 30). Vertex 30 has no move: whoever must say it has lost.
pub fn dont_say_30() -> GraphPosition {
    let names: Vec<String> = (1..=30).map(|k: u32| k.to_string()).collect();
    let mut arrows = Vec::new();
    for k in 1..30u32 {
        for step in 1..=3 {
            if k + step <= 30 {
                arrows.push((k - 1, k + step - 1));
            }
        }
    }
    GraphPosition::new(Rc::new(Graph::from_arrows(names, &arrows)), vec![0])
}

/// A graph with a cycle: from `a` the token may go round a–b–c for ever; `d` escapes.
pub fn with_cycle() -> GraphPosition {
    build("a>b b>c c>a c>d d>e a>f f>e")
}

/// A random graph without cycles: arrows only from earlier to later vertices.
pub fn random_dag(rng: &mut fastrand::Rng, n: usize, arrows: usize) -> GraphPosition {
    let n = n.clamp(2, 52);
    let names: Vec<String> = (0..n).map(letter_name).collect();
    let list: Vec<(u32, u32)> = (0..arrows)
        .map(|_| {
            let a = rng.u32(0..n as u32 - 1);
            let b = rng.u32(a + 1..n as u32);
            (a, b)
        })
        .collect();
    GraphPosition::new(Rc::new(Graph::from_arrows(names, &list)), vec![0])
}

/// A random graph, cycles and loops allowed.
pub fn random_loopy(rng: &mut fastrand::Rng, n: usize, arrows: usize) -> GraphPosition {
    let n = n.clamp(2, 52);
    let names: Vec<String> = (0..n).map(letter_name).collect();
    let list: Vec<(u32, u32)> = (0..arrows).map(|_| (rng.u32(0..n as u32), rng.u32(0..n as u32))).collect();
    GraphPosition::new(Rc::new(Graph::from_arrows(names, &list)), vec![0])
}

/// A large random graph with numbers for names, its last fifth final (for warm-ups and
/// benchmarks).
pub fn random_loopy_large(rng: &mut fastrand::Rng, n: u32, arrows: usize) -> Graph {
    let n = n.max(5);
    let tails = n - n / 5;
    let list: Vec<(u32, u32)> = (0..arrows).map(|_| (rng.u32(0..tails), rng.u32(0..n))).collect();
    Graph::from_arrows((0..n).map(|v| v.to_string()).collect(), &list)
}

/// a, b, …, z, A, …, Z, then v52, v53, …
pub fn letter_name(i: usize) -> String {
    match i {
        0..26 => char::from(b'a' + i as u8).to_string(),
        26..52 => char::from(b'A' + (i - 26) as u8).to_string(),
        _ => format!("v{i}"),
    }
}
