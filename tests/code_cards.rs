//! The lessons' code cards (`content/code/<card>.cpp` and `.py`, shown by `:: code <card>`):
//! each program runs on seeded pseudo-random inputs, and its output must equal the answer of the
//! engine (`catalog::analyze`, the API's analysis), never one program's output checked against
//! the other's.
//!
//! The test needs Debian's `g++` and `python3` (scripts/setup.sh --test installs them) and fails,
//! saying so, where either is missing. Each C++ program is compiled once (C++17, -O2) into
//! Cargo's temporary folder under `target/`, with `<bits/stdc++.h>` precompiled once for all.

mod common;

use std::fmt::Write as _;

use common::programs::{check, code_dir};

use grundy_lab::games::Outcome;
use grundy_lab::games::catalog::{Analysis, analyze};
use grundy_lab::games::reduction::euclid::MAX_NUMBER;
use grundy_lab::games::wythoff;

/// The engine's analysis of a position written in its game's notation.
#[track_caller]
fn engine(game: &str, position: &str) -> Analysis {
    analyze(game, position).unwrap_or_else(|e| panic!("{game} {position:?}: {e:?}"))
}

fn grundy(game: &str, position: &str) -> u64 {
    engine(game, position).grundy.unwrap_or_else(|| panic!("{game} {position:?} has no value"))
}

fn first_second(game: &str, position: &str) -> &'static str {
    match engine(game, position).outcome {
        Outcome::N => "First",
        Outcome::P => "Second",
        Outcome::D => panic!("{game} {position:?} is a draw"),
    }
}

fn joined<T: ToString>(items: &[T], sep: &str) -> String {
    items.iter().map(T::to_string).collect::<Vec<_>>().join(sep)
}

/// `count` inputs made by `make` from one seeded generator.
fn inputs(seed: u64, mut make: impl FnMut(&mut fastrand::Rng) -> (String, String)) -> Vec<(String, String)> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..common::programs::RUNS).map(|_| make(&mut rng)).collect()
}

/// The cards this file runs, one test each: every program in content/code must be one of them.
const CARDS: [&str; 16] = [
    "chocolate-eat",
    "cutting",
    "euclid",
    "georgia-bob",
    "graph-draws",
    "kayles",
    "maze",
    "mex-memo",
    "misere-nim",
    "nim",
    "nim-k",
    "nim-moves",
    "retrograde",
    "sum-period",
    "tree-colon",
    "wythoff",
];

#[test]
fn every_program_is_run() {
    let mut stems: Vec<String> = std::fs::read_dir(code_dir())
        .expect("content/code lists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(".cpp").or_else(|| name.strip_suffix(".py")).map(str::to_owned))
        // The contest problems' programs are tests/contest_programs.rs's.
        .filter(|stem| !stem.starts_with("contest-"))
        .collect();
    stems.sort();
    stems.dedup();
    assert_eq!(stems, CARDS, "each card in content/code has its test here");
}

/// Heaps for the Nim cards, a third of them made to have nim-sum 0.
fn nim_heaps(rng: &mut fastrand::Rng) -> Vec<u64> {
    let mut heaps: Vec<u64> = (0..rng.usize(1..=6)).map(|_| rng.u64(0..=40)).collect();
    if rng.usize(0..3) == 0 {
        let x = heaps[1..].iter().fold(0, |x, h| x ^ h);
        heaps[0] = x;
    }
    if rng.usize(0..4) == 0 {
        let i = rng.usize(0..heaps.len());
        heaps[i] = rng.u64(0..=2_147_483_647);
    }
    heaps
}

#[test]
fn nim() {
    check(
        "nim",
        inputs(1, |rng| {
            let heaps = nim_heaps(rng);
            let input = format!("{}\n{}\n", heaps.len(), joined(&heaps, " "));
            (input, first_second("nim", &joined(&heaps, " ")).to_owned())
        }),
    );
}

#[test]
fn nim_moves() {
    check(
        "nim-moves",
        inputs(2, |rng| {
            let heaps = nim_heaps(rng);
            let input = format!("{}\n{}\n", heaps.len(), joined(&heaps, " "));
            // The engine writes a move `pile-take`; the program `pile take`, in pile order.
            let mut moves: Vec<(u64, u64)> = engine("nim", &joined(&heaps, " "))
                .winning_moves
                .iter()
                .map(|m| {
                    let (pile, take) = m.mv.split_once('-').expect("pile-take");
                    (pile.parse().expect("pile"), take.parse().expect("take"))
                })
                .collect();
            moves.sort_unstable();
            let mut expected = moves.len().to_string();
            for (pile, take) in moves {
                let _ = write!(expected, "\n{pile} {take}");
            }
            (input, expected)
        }),
    );
}

#[test]
fn misere_nim() {
    check(
        "misere-nim",
        inputs(15, |rng| {
            // Bouton's three cases alike: only heaps of 1, one larger heap, several (some with a
            // nim-sum of 0); each heap at least 1.
            let n = rng.usize(1..=6);
            let large = [0, 1, n].into_iter().nth(rng.usize(0..3)).unwrap_or(0);
            let mut heaps: Vec<u64> = (0..n).map(|i| if i < large { rng.u64(2..=40) } else { 1 }).collect();
            if large >= 2 && rng.bool() {
                let rest = heaps[1..].iter().fold(0, |x, h| x ^ h);
                if rest >= 2 {
                    heaps[0] = rest;
                }
            }
            if rng.usize(0..4) == 0 {
                heaps[0] = rng.u64(2..=2_147_483_647);
            }
            rng.shuffle(&mut heaps);
            let position = joined(&heaps, " ");
            let input = format!("{}\n{position}\n", heaps.len());
            // The engine lists the winning moves heap by heap (at most one a heap, `pile-take`);
            // the program prints the first, as `pile take`.
            let expected = match first_second("misere-nim", &position) {
                "First" => {
                    let moves = engine("misere-nim", &position).winning_moves;
                    let first = moves.first().expect("a won position has a winning move");
                    format!("First\n{}", first.mv.replacen('-', " ", 1))
                }
                other => other.to_owned(),
            };
            (input, expected)
        }),
    );
}

#[test]
fn retrograde() {
    check(
        "retrograde",
        inputs(3, |rng| {
            let n = rng.usize(1..=9);
            let arrows: Vec<(usize, usize)> =
                (0..rng.usize(0..=2 * n)).map(|_| (rng.usize(1..=n), rng.usize(1..=n))).collect();
            let mut input = format!("{n} {}\n", arrows.len());
            for (u, v) in &arrows {
                let _ = writeln!(input, "{u} {v}");
            }
            // The game-graph notation: every vertex named, then the arrows, then the start.
            let mut graph: Vec<String> = (1..=n).map(|v| format!("v{v}")).collect();
            graph.extend(arrows.iter().map(|(u, v)| format!("v{u}>v{v}")));
            let graph = graph.join(" ");
            let expected = (1..=n)
                .map(|v| match engine("game-graph", &format!("{graph} start=v{v}")).outcome {
                    Outcome::N => 'W',
                    Outcome::P => 'L',
                    Outcome::D => 'D',
                })
                .collect();
            (input, expected)
        }),
    );
}

/// Lesson 16's card: each vertex's label as the engine decides it from that vertex (the token
/// put there), and after W the smallest successor the engine calls lost, after D the smallest it
/// calls drawn. Loops and repeated arrows come up (the program counts a repeated arrow twice, the
/// engine's graph keeps it once: the labels are the same).
#[test]
fn graph_draws() {
    check(
        "graph-draws",
        inputs(16, |rng| {
            let n = rng.usize(1..=9);
            let arrows: Vec<(usize, usize)> =
                (0..rng.usize(0..=2 * n)).map(|_| (rng.usize(1..=n), rng.usize(1..=n))).collect();
            let mut input = format!("{n} {}\n", arrows.len());
            for (u, v) in &arrows {
                let _ = writeln!(input, "{u} {v}");
            }
            let mut graph: Vec<String> = (1..=n).map(|v| format!("v{v}")).collect();
            graph.extend(arrows.iter().map(|(u, v)| format!("v{u}>v{v}")));
            let graph = graph.join(" ");
            let label: Vec<char> = (1..=n)
                .map(|v| match engine("game-graph", &format!("{graph} start=v{v}")).outcome {
                    Outcome::N => 'W',
                    Outcome::P => 'L',
                    Outcome::D => 'D',
                })
                .collect();
            let lines: Vec<String> = (1..=n)
                .map(|v| {
                    let wanted = match label[v - 1] {
                        'W' => 'L',
                        'D' => 'D',
                        _ => return "L".to_owned(),
                    };
                    let best = arrows
                        .iter()
                        .filter(|&&(u, w)| u == v && label[w - 1] == wanted)
                        .map(|&(_, w)| w)
                        .min()
                        .unwrap_or_else(|| panic!("{graph}: v{v} keeps no {wanted}"));
                    format!("{} {best}", label[v - 1])
                })
                .collect();
            (input, lines.join("\n"))
        }),
    );
}

/// A subtraction set of `1..=most` members, each `1..=largest`, increasing.
fn takes(rng: &mut fastrand::Rng, most: usize, largest: u64) -> Vec<u64> {
    let mut set: Vec<u64> = (0..rng.usize(1..=most)).map(|_| rng.u64(1..=largest)).collect();
    set.sort_unstable();
    set.dedup();
    set
}

#[test]
fn mex_memo() {
    check(
        "mex-memo",
        inputs(4, |rng| {
            let set = takes(rng, 4, 9);
            let n = rng.u64(0..=40);
            let input = format!("{}\n{}\n{n}\n", set.len(), joined(&set, " "));
            let values: Vec<u64> = (0..=n)
                .map(|heap| grundy("subtraction", &format!("{}: {heap}", joined(&set, ","))))
                .collect();
            (input, joined(&values, " "))
        }),
    );
}

#[test]
fn sum_period() {
    check(
        "sum-period",
        inputs(5, |rng| {
            let set = takes(rng, 4, 12);
            let heaps: Vec<u64> = (0..rng.usize(1..=5))
                .map(|_| if rng.bool() { rng.u64(0..=60) } else { rng.u64(0..=1_000_000_000) })
                .collect();
            let input =
                format!("{}\n{}\n{}\n{}\n", set.len(), joined(&set, " "), heaps.len(), joined(&heaps, " "));
            let value = grundy("subtraction", &format!("{}: {}", joined(&set, ","), joined(&heaps, " ")));
            (input, value.to_string())
        }),
    );
}

#[test]
fn chocolate_eat() {
    check(
        "chocolate-eat",
        inputs(6, |rng| {
            let bars: Vec<(u64, u64)> =
                (0..rng.usize(1..=4)).map(|_| (rng.u64(1..=10), rng.u64(1..=10))).collect();
            let mut input = format!("{}\n", bars.len());
            for (h, w) in &bars {
                let _ = writeln!(input, "{h} {w}");
            }
            let position: Vec<String> = bars.iter().map(|(h, w)| format!("{h}x{w}")).collect();
            (input, grundy("chocolate-eat", &position.join(" ")).to_string())
        }),
    );
}

#[test]
fn cutting() {
    check(
        "cutting",
        inputs(7, |rng| {
            let sheets: Vec<(u64, u64)> =
                (0..rng.usize(1..=4)).map(|_| (rng.u64(2..=11), rng.u64(2..=11))).collect();
            let input: String = sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect();
            let values: Vec<u64> =
                sheets.iter().map(|(w, h)| grundy("cutting", &format!("{h}x{w}"))).collect();
            (input, joined(&values, "\n"))
        }),
    );
}

#[test]
fn georgia_bob() {
    check(
        "georgia-bob",
        inputs(8, |rng| {
            let mut squares: Vec<u64> = (1..=20).collect();
            rng.shuffle(&mut squares);
            squares.truncate(rng.usize(1..=7));
            let input = format!("{}\n{}\n", squares.len(), joined(&squares, " "));
            (input, first_second("georgia-bob", &joined(&squares, " ")).to_owned())
        }),
    );
}

#[test]
fn nim_k() {
    check(
        "nim-k",
        inputs(9, |rng| {
            let k = rng.u64(1..=3);
            let heaps: Vec<u64> = (0..rng.usize(1..=4)).map(|_| rng.u64(0..=6)).collect();
            let input = format!("{} {k}\n{}\n", heaps.len(), joined(&heaps, " "));
            (input, first_second("nim-k", &format!("{k}: {}", joined(&heaps, " "))).to_owned())
        }),
    );
}

#[test]
fn tree_colon() {
    check(
        "tree-colon",
        inputs(10, |rng| {
            let n = rng.usize(2..=14);
            // A random tree on 1..=n: vertex i hangs from one of 1..i, then the names 2..=n are
            // shuffled (vertex 1 stays on the ground) and the edges written in any order and way.
            let mut names: Vec<usize> = (2..=n).collect();
            rng.shuffle(&mut names);
            let name = |v: usize| if v == 1 { 1 } else { names[v - 2] };
            let mut edges: Vec<(usize, usize)> = (2..=n).map(|v| (name(rng.usize(1..v)), name(v))).collect();
            rng.shuffle(&mut edges);
            for edge in &mut edges {
                if rng.bool() {
                    *edge = (edge.1, edge.0);
                }
            }
            let mut input = format!("{n}\n");
            for (x, y) in &edges {
                let _ = writeln!(input, "{x} {y}");
            }
            // Hackenbush's ground is vertex 0: vertex v of the input is v − 1.
            let position: Vec<String> = edges.iter().map(|(x, y)| format!("{}-{}", x - 1, y - 1)).collect();
            (input, grundy("hackenbush", &position.join(" ")).to_string())
        }),
    );
}

#[test]
fn kayles() {
    check(
        "kayles",
        inputs(11, |rng| {
            let rows: Vec<u64> = (0..rng.usize(1..=4))
                .map(|_| match rng.usize(0..3) {
                    0 => rng.u64(1..=20),
                    1 => rng.u64(1..=300),
                    _ => rng.u64(1..=1_000_000_000_000_000_000),
                })
                .collect();
            let input = format!("{}\n{}\n", rows.len(), joined(&rows, " "));
            (input, grundy("octal", &format!("0.77: {}", joined(&rows, " "))).to_string())
        }),
    );
}

#[test]
fn wythoff() {
    check(
        "wythoff",
        inputs(12, |rng| {
            let pairs: Vec<(u64, u64)> = (0..rng.usize(1..=6))
                .map(|_| {
                    let (x, y) = match rng.usize(0..3) {
                        0 => (rng.u64(0..=30), rng.u64(0..=30)),
                        // A P-position near 10^18 (the engine's pairs), or one step off it.
                        _ => {
                            let k = rng.u64(1..=380_000_000_000_000_000);
                            let (a, b) = (wythoff::lower(k), wythoff::upper(k));
                            if rng.bool() { (a, b) } else { (a, b + 1) }
                        }
                    };
                    if rng.bool() { (x, y) } else { (y, x) }
                })
                .collect();
            let mut input = format!("{}\n", pairs.len());
            for (x, y) in &pairs {
                let _ = writeln!(input, "{x} {y}");
            }
            let outcomes: Vec<&str> =
                pairs.iter().map(|(x, y)| first_second("wythoff", &format!("{x} {y}"))).collect();
            (input, outcomes.join("\n"))
        }),
    );
}

#[test]
fn maze() {
    check(
        "maze",
        inputs(13, |rng| {
            let (h, w) = (rng.usize(1..=6), rng.usize(1..=6));
            let mut grid: Vec<Vec<u8>> = (0..h)
                .map(|_| (0..w).map(|_| if rng.usize(0..4) == 0 { b'#' } else { b'.' }).collect())
                .collect();
            grid[rng.usize(0..h)][rng.usize(0..w)] = b'F';
            let rows: Vec<String> =
                grid.iter().map(|row| String::from_utf8(row.clone()).expect("ASCII")).collect();
            let input = format!("{h} {w}\n{}\n", rows.join("\n"));
            (input, grundy("maze", &rows.join("/")).to_string())
        }),
    );
}

#[test]
fn euclid() {
    // Consecutive Fibonacci numbers make the longest chains of forced moves: 1, 2, 3, 5, … up to
    // F₈₇ = 679891637638612258, the last not above 10^18.
    let mut fibonacci = vec![1u64, 2];
    while let Some(next) = fibonacci[fibonacci.len() - 2]
        .checked_add(fibonacci[fibonacci.len() - 1])
        .filter(|&f| f <= MAX_NUMBER)
    {
        fibonacci.push(next);
    }
    // The engine reads numbers up to MAX_NUMBER = 10^18, and a 0 only once the game is over: the
    // inputs start at 1.
    let edges = [
        (1, 1),
        (MAX_NUMBER, MAX_NUMBER),
        (1, MAX_NUMBER),
        (MAX_NUMBER, 1),
        (MAX_NUMBER - 1, MAX_NUMBER),
        (MAX_NUMBER / 2 + 1, MAX_NUMBER),
        (fibonacci[fibonacci.len() - 1], fibonacci[fibonacci.len() - 2]),
        (fibonacci[fibonacci.len() - 2], fibonacci[fibonacci.len() - 1] + 1),
        // POJ 2348's samples: Stan (First) wins 34 12, Ollie (Second) wins 15 24.
        (34, 12),
        (15, 24),
    ];
    let case = |pairs: &[(u64, u64)]| {
        let mut input = format!("{}\n", pairs.len());
        for (a, b) in pairs {
            let _ = writeln!(input, "{a} {b}");
        }
        let outcomes: Vec<&str> =
            pairs.iter().map(|(a, b)| first_second("euclid", &format!("{a} {b}"))).collect();
        (input, outcomes.join("\n"))
    };
    let mut cases = vec![case(&edges)];
    cases.extend(inputs(14, |rng| {
        let pairs: Vec<(u64, u64)> = (0..rng.usize(1..=8))
            .map(|_| {
                let (a, b) = match rng.usize(0..6) {
                    0 => {
                        let n = if rng.bool() { rng.u64(1..=30) } else { rng.u64(1..=MAX_NUMBER) };
                        (n, n)
                    }
                    1 => (rng.u64(1..=30), rng.u64(1..=30)),
                    2 => (rng.u64(1..=MAX_NUMBER), rng.u64(1..=MAX_NUMBER)),
                    // Below twice the smaller: at least one forced move.
                    3 => {
                        let b = rng.u64(2..=MAX_NUMBER / 2);
                        (rng.u64(b + 1..2 * b), b)
                    }
                    // Consecutive Fibonacci numbers, times a factor or one off.
                    _ => {
                        let i = rng.usize(0..fibonacci.len() - 1);
                        let (a, b) = (fibonacci[i + 1], fibonacci[i]);
                        match rng.usize(0..3) {
                            0 => (a, b),
                            1 => {
                                let k = rng.u64(1..=MAX_NUMBER / a);
                                (a * k, b * k)
                            }
                            _ => (a + 1, b),
                        }
                    }
                };
                if rng.bool() { (a, b) } else { (b, a) }
            })
            .collect();
        case(&pairs)
    }));
    check("euclid", cases);
}
