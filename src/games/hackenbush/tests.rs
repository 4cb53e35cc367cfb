//! Hackenbush rules, values, winning moves, notation, the contest format and the traces.

use super::colon::{TRACE_MAX_EDGES, TraceNote, TraceTooLarge, colon_trace, fusion_trace};
use super::notation::{ContestError, ImportError, parse_contest, to_contest};
use super::*;
use crate::engine::Solver;

fn position(text: &str) -> HackenbushPosition {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e:?}"))
}

/// The seed's worked example, reconstructed from its text (the picture is not available): on the
/// ground c stand a stalk of 2, a stalk of 1 and an edge to b; b carries a stalk of 1 and an edge
/// to a; a carries stalks of 1 and 3. Then a → 1 ⊕ 3 = 2, b → 1 ⊕ (2+1) = 2, and the ground
/// 2 ⊕ 1 ⊕ (2+1) = 0, as the seed finds. Vertices: b = 4, a = 6.
const SEED_TREE: &str = "0-1 1-2 0-3 0-4 4-5 4-6 6-7 6-8 8-9 9-10";

/// Value from the raw rules, searched by brute force.
fn brute(position: &HackenbushPosition) -> Nimber {
    let mut edges: Vec<(u32, u32)> = position.edges().iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    edges.sort_unstable();
    Solver::brute_force().grundy(&RawHackenbush, &edges).expect("small positions stay within the limit")
}

#[track_caller]
fn check_value(text: &str, expected: u64) {
    let p = position(text);
    assert_eq!(p.grundy(), Nimber(expected), "value of {text}");
    assert_eq!(brute(&p), Nimber(expected), "brute-force value of {text}");
}

#[test]
fn values_by_hand() {
    // A stalk of n reaches every shorter stalk, so its value is n (seed §4).
    check_value("0-1", 1);
    check_value("0-1 1-2 2-3", 3);
    // Stalks of 1, 1 and 2 side by side: 1 ⊕ 1 ⊕ 2 = 2 (seed §4's example).
    check_value("0-1 0-2 0-3 3-4", 2);
    // The seed's tree (§5): value 0.
    check_value(SEED_TREE, 0);
    // A vertex with two leaves on one edge: (1 ⊕ 1) + 1 = 1 (hand calculation).
    check_value("0-1 1-2 1-3", 1);
    // A triangle on the ground fuses into 3 loops: 3 mod 2 = 1. By hand: cutting a ground edge
    // leaves a stalk of 2, cutting the top edge two stalks of 1 (value 0); mex{2, 0} = 1.
    check_value("0-1 1-2 2-0", 1);
    // A loop is a stalk of length one; a loop on a stalk of one: 1 + 1 = 2.
    check_value("0-0", 1);
    check_value("0-1 1-1", 2);
    // Two parallel ground edges: a 2-cycle, two loops: 0 (cut one, the other stays: value 1; mex{1} = 0).
    check_value("0-1 0-1", 0);
    check_value("ground", 0);
    // The page's default tree: 4 ⊕ 2 ⊕ 1 = 7 (see its doc comment).
    assert_eq!(HackenbushPosition::default().grundy(), Nimber(7));
    assert_eq!(brute(&HackenbushPosition::default()), Nimber(7));
}

#[test]
fn seed_tree_labels() {
    // Each vertex's label is the value of what hangs above it: a = 6 has 2, b = 4 has 2, the
    // tops of stalks 0, the middle of the 3-stalk 2, the ground the total 0.
    let analysis = position(SEED_TREE).analyse(false, fusion::UNLIMITED);
    let label = |v: u32| analysis.labels.iter().find(|(w, _)| *w == v).map(|(_, g)| g.value());
    assert_eq!(label(0), Some(0));
    assert_eq!(label(6), Some(2));
    assert_eq!(label(4), Some(2));
    assert_eq!(label(8), Some(2));
    assert_eq!(label(1), Some(1));
    assert_eq!(label(10), Some(0));
    assert!(analysis.winning_edges.is_empty());
    assert!(!analysis.has_cycles);
}

/// Checks value, labels' total and the exact set of winning moves against brute force.
#[track_caller]
fn check_against_brute_force(p: &HackenbushPosition) {
    let mut edges: Vec<(u32, u32)> = p.edges().iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    edges.sort_unstable();
    let mut solver = Solver::brute_force();
    let expected = solver.grundy(&RawHackenbush, &edges).unwrap();
    let analysis = p.analyse(false, fusion::UNLIMITED);
    assert_eq!(analysis.total, expected, "value of {p}");
    assert!(analysis.complete);
    // Winning moves: every edge whose cut leaves a brute-force value of zero.
    let brute_winning: Vec<usize> = (0..p.edge_count())
        .filter(|&i| {
            let (after, _) = p.cut(i).unwrap();
            let mut rest: Vec<(u32, u32)> =
                after.edges().iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
            rest.sort_unstable();
            solver.grundy(&RawHackenbush, &rest).unwrap().is_zero()
        })
        .collect();
    assert_eq!(analysis.winning_edges, brute_winning, "winning edges of {p}");
    let first = p.analyse(true, fusion::UNLIMITED).winning_edges;
    assert_eq!(first.len(), usize::from(!brute_winning.is_empty()), "first winning edge of {p}");
    assert!(first.iter().all(|i| brute_winning.contains(i)));
}

#[test]
fn every_small_tree_matches_brute_force() {
    // Every labelled recursive tree with up to 7 vertices above the ground (vertex v hangs from
    // some u < v): 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040 trees, which covers every rooted tree shape
    // with up to 8 vertices.
    let mut checked = 0;
    for vertices in 0..=7u32 {
        let mut parents = vec![0u32; vertices as usize];
        loop {
            let edges: Vec<(u32, u32)> =
                parents.iter().enumerate().map(|(i, &p)| (p, i as u32 + 1)).collect();
            let p = if edges.is_empty() {
                HackenbushPosition::empty()
            } else {
                HackenbushPosition::from_edges(edges).unwrap()
            };
            check_against_brute_force(&p);
            checked += 1;
            // Next parent array, like an odometer where digit i runs over 0..=i.
            let mut i = 0;
            while i < parents.len() && parents[i] == i as u32 {
                parents[i] = 0;
                i += 1;
            }
            if i == parents.len() {
                break;
            }
            parents[i] += 1;
        }
    }
    assert_eq!(checked, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040);
}

#[test]
fn every_small_multigraph_matches_brute_force() {
    // Every multiset of up to 6 edges (loops and multiple edges included) over the ground and
    // vertices 1 to 3, kept when every edge reaches the ground.
    let pairs: Vec<(u32, u32)> = (0..4).flat_map(|u| (u..4).map(move |v| (u, v))).collect();
    let mut checked = 0;
    for size in 1..=6usize {
        let mut choice = vec![0usize; size];
        loop {
            let edges: Vec<(u32, u32)> = choice.iter().map(|&i| pairs[i]).collect();
            if let Ok(p) = HackenbushPosition::from_edges(edges) {
                check_against_brute_force(&p);
                checked += 1;
            }
            // Next non-decreasing choice sequence.
            let mut i = size;
            while i > 0 && choice[i - 1] == pairs.len() - 1 {
                i -= 1;
            }
            if i == 0 {
                break;
            }
            choice[i - 1] += 1;
            let value = choice[i - 1];
            for slot in &mut choice[i..] {
                *slot = value;
            }
        }
    }
    // 4 216 such multigraphs (counted independently with a short script).
    assert_eq!(checked, 4_216);
}

#[test]
fn winning_moves_lead_to_zero_and_the_computer_wins() {
    for text in ["0-1 0-2 0-3 3-4", "0-1 1-2 2-0 2-3 3-4 4-2 0-5", "0-1 1-2 1-3 3-3 0-4 4-5 5-6 6-4"] {
        let p = position(text);
        let game = Hackenbush;
        let moves = game.winning_moves(&p);
        assert!(!moves.is_empty(), "{text} is an N-position");
        for mv in &moves {
            assert_eq!(game.grundy(&game.play(&p, mv).unwrap()), Some(Nimber::ZERO), "{mv} from {text}");
        }
        let choice = game.computer_move(&p).unwrap();
        assert!(moves.contains(&choice.mv), "{:?}", choice.reason);
        // The reason carries the total before, the edges the cut removed and the value left.
        let (after, gone) = p.cut(p.index_of(&choice.mv).unwrap()).unwrap();
        assert_eq!(
            choice.reason,
            HackenbushReason::ToZero { total: p.grundy(), removed: gone.len(), left: Nimber::ZERO },
            "{text}"
        );
        assert_eq!(after.grundy(), Nimber::ZERO);
    }
    // From a P-position the computer still moves, and says why: every cut loses; this one
    // leaves the smallest value, found here by trying every cut.
    let p = position(SEED_TREE);
    let choice = Hackenbush.computer_move(&p).unwrap();
    let smallest = (0..p.edge_count()).map(|i| p.cut(i).unwrap().0.grundy()).min().unwrap();
    assert_eq!(choice.reason, HackenbushReason::SmallestValue { left: smallest });
    assert!(Hackenbush.play(&p, &choice.mv).is_ok());
    assert!(Hackenbush.computer_move(&HackenbushPosition::empty()).is_none());
}

#[test]
fn cutting_drops_what_no_longer_reaches_the_ground() {
    let p = position("0-1 1-2 2-3 1-4");
    let (after, gone) = p.cut(1).unwrap();
    assert_eq!(after.to_string(), "0-1 1-4");
    assert_eq!(gone, vec![1, 2]);
    // A cycle edge drops nothing.
    let (after, gone) = position("0-1 1-2 2-0 2-3").cut(1).unwrap();
    assert_eq!((after.to_string(), gone), ("0-1 2-0 2-3".to_string(), vec![1]));
    // Moves name edges; parallel edges by their copy number.
    let p = position("0-1 1-2 2-1");
    assert_eq!(p.move_of(2).unwrap().to_string(), "1-2#2");
    let all: Vec<Option<HackenbushMove>> = p.moves().into_iter().map(Some).collect();
    assert_eq!(all, (0..3).map(|i| p.move_of(i)).collect::<Vec<_>>());
    assert_eq!(Hackenbush.play(&p, &"2-1#2".parse().unwrap()).unwrap().to_string(), "0-1 1-2");
    let missing = Hackenbush.play(&p, &"1-3".parse().unwrap()).unwrap_err();
    assert_eq!(missing, HackenbushError::NoSuchEdge { mv: HackenbushMove { a: 1, b: 3, copy: 0 } });
    let missing = Hackenbush.play(&p, &"1-2#3".parse().unwrap()).unwrap_err();
    assert_eq!(missing, HackenbushError::NoSuchEdge { mv: HackenbushMove { a: 1, b: 2, copy: 2 } });
}

#[track_caller]
fn check_parse(text: &str, expected: Result<&str, ParseHackenbushError>) {
    match (text.parse::<HackenbushPosition>(), expected) {
        (Ok(p), Ok(shown)) => {
            assert_eq!(p.to_string(), shown, "parsing {text:?}");
            assert_eq!(p.to_string().parse::<HackenbushPosition>().unwrap(), p, "round trip of {text:?}");
            assert_eq!(p.to_url().parse::<HackenbushPosition>().unwrap(), p, "URL round trip of {text:?}");
        }
        (Err(error), Err(expected)) => assert_eq!(error, expected, "parsing {text:?}"),
        (got, expected) => panic!("parsing {text:?}: got {got:?}, expected {expected:?}"),
    }
}

#[test]
fn notation() {
    check_parse("0-1 1-2 1-3", Ok("0-1 1-2 1-3"));
    check_parse(" 0-1,1-2\n1-1 ", Ok("0-1 1-2 1-1"));
    check_parse("ground", Ok("ground"));
    check_parse("2-0 2-2", Ok("2-0 2-2"));
    check_parse("", Err(ParseHackenbushError::Empty));
    check_parse("0-1 x", Err(ParseHackenbushError::NotAnEdge { token: "x".into() }));
    check_parse("0-1 1-", Err(ParseHackenbushError::NotAnEdge { token: "1-".into() }));
    check_parse("0--1", Err(ParseHackenbushError::NotAnEdge { token: "0--1".into() }));
    check_parse("0-10000000", Err(ParseHackenbushError::VertexTooLarge { token: "0-10000000".into() }));
    check_parse("0-1 2-3", Err(ParseHackenbushError::Floating { edge: (2, 3) }));
    check_parse("5-5", Err(ParseHackenbushError::Floating { edge: (5, 5) }));
    check_parse(&"0-1 ".repeat(MAX_EDGES + 1), Err(ParseHackenbushError::TooManyEdges { count: 200_001 }));
    let long = "0".repeat(MAX_INPUT_LEN + 1);
    check_parse(&long, Err(ParseHackenbushError::TooLong { len: 4_000_001 }));

    assert_eq!("2-1#3".parse::<HackenbushMove>(), Ok(HackenbushMove { a: 1, b: 2, copy: 2 }));
    assert_eq!("0-1".parse::<HackenbushMove>(), Ok(HackenbushMove { a: 0, b: 1, copy: 0 }));
    for bad in ["", "1", "1-", "a-1", "1-2#0", "1-2#", "1-2#x", "1-2-3"] {
        assert!(bad.parse::<HackenbushMove>().is_err(), "{bad:?} should not parse");
    }
}

#[test]
fn contest_format() {
    // AGC017 D's first sample as we read it: 5 vertices, edges 1-2 2-3 2-4 4-5. With 1 on the
    // ground: a stalk through 2 where 2 carries a leaf (3) and a stalk of 2 (4, 5):
    // g(2) = 1 ⊕ 2 = 3, total 3 + 1 = 4 (hand calculation), so the first player wins.
    let p = parse_contest("5\n1 2\n2 3\n2 4\n4 5\n").unwrap();
    assert_eq!(p.to_string(), "0-1 1-2 1-3 3-4");
    assert_eq!(p.grundy(), Nimber(4));
    assert_eq!(brute(&p), Nimber(4));
    assert_eq!(to_contest(&p).unwrap(), "5\n1 2\n2 3\n2 4\n4 5\n");
    assert_eq!(parse_contest("1\n").unwrap(), HackenbushPosition::empty());

    #[track_caller]
    fn check_error(text: &str, expected: ContestError) {
        assert_eq!(parse_contest(text).unwrap_err(), expected, "{text:?}");
    }
    check_error("", ContestError::Empty);
    check_error("x\n", ContestError::BadCount { text: "x".into() });
    check_error("0\n", ContestError::BadCount { text: "0".into() });
    check_error("3\n1 2\n2 4\n", ContestError::UnknownVertex { line: 3, vertex: 4, vertices: 3 });
    check_error("3\n1 2\n2\n", ContestError::BadLine { line: 3, text: "2".into() });
    check_error("3\n1 2\n", ContestError::WrongEdgeCount { expected: 2, found: 1 });
    check_error("2\n", ContestError::WrongEdgeCount { expected: 1, found: 0 });
    check_error("3\n1 2\n2 3\n1 3\n", ContestError::WrongEdgeCount { expected: 2, found: 3 });
    // N − 1 lines that are not a tree: a loop, a repeated edge, a cycle (which with N − 1 lines
    // also leaves a vertex disconnected). Each names the line that closes it.
    check_error("2\n1 1\n", ContestError::Loop { line: 2, vertex: 1 });
    check_error("3\n1 2\n1 2\n", ContestError::Cycle { line: 3, a: 1, b: 2 });
    check_error("4\n1 2\n3 4\n2 1\n", ContestError::Cycle { line: 4, a: 2, b: 1 });
    check_error("5\n\n2 3\n3 4\n4 2\n1 5\n", ContestError::Cycle { line: 5, a: 4, b: 2 });
    check_error("300000\n", ContestError::TooLarge { vertices: 300_000 });
    assert!(matches!(parse_contest("3\n1 2\n2 4\n"), Err(ContestError::UnknownVertex { .. })));

    assert_eq!(to_contest(&position("0-1 1-1")), Err(super::notation::NotATree::Loop));
    assert_eq!(to_contest(&position("0-1 0-1")), Err(super::notation::NotATree::Cycle));
}

#[test]
fn deep_and_large_inputs_do_not_overflow_the_stack() {
    // A path of 200 000 edges: a stalk, value 200 000; the winning move cuts the ground edge.
    let p = HackenbushPosition::stalk(MAX_EDGES as u32);
    let analysis = p.analyse(true, IMPORT_SEARCH_WORK);
    assert_eq!(analysis.total, Nimber(MAX_EDGES as u64));
    assert_eq!(analysis.winning_edges, vec![0]);
    // A long cycle through the ground: 200 000 edges fused into loops, value 0.
    let mut edges: Vec<(u32, u32)> = (0..MAX_EDGES as u32 - 1).map(|i| (i, i + 1)).collect();
    edges.push((MAX_EDGES as u32 - 1, 0));
    assert_eq!(HackenbushPosition::from_edges(edges).unwrap().grundy(), Nimber(0));
}

#[test]
fn a_long_cycle_is_cut_in_the_middle() {
    // A ring of 20 001 edges through the ground is worth 1 (20 001 loops). Cutting edge k leaves
    // stalks of k and 20 000 − k, worth k ⊕ (20 000 − k): zero only for k = 10 000, the edge
    // farthest from the ground, which the search tries first.
    let n = 20_001u32;
    let edges: Vec<(u32, u32)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    let p = HackenbushPosition::from_edges(edges).unwrap();
    let analysis = p.analyse(true, IMPORT_SEARCH_WORK);
    assert_eq!(analysis.total, Nimber(1));
    assert!(analysis.complete);
    assert_eq!(analysis.winning_edges, vec![10_000]);
    assert_eq!(p.cut(10_000).unwrap().0.grundy(), Nimber(0));
    // With too little work for even one recomputation, the search says it stopped; the value
    // stays exact.
    let stopped = p.analyse(true, 1_000);
    assert_eq!((stopped.total, stopped.complete, stopped.winning_edges.len()), (Nimber(1), false, 0));
}

#[test]
fn large_random_imports_find_a_winning_move() {
    let mut rng = fastrand::Rng::with_seed(4);
    for _ in 0..3 {
        let tree = HackenbushPosition::random_tree(&mut rng, 20_000);
        check_first_move(&tree);
        let graph = HackenbushPosition::random_graph(&mut rng, 10_000, 3_000);
        check_first_move(&graph);
    }
}

#[track_caller]
fn check_first_move(p: &HackenbushPosition) {
    let analysis = p.analyse(true, IMPORT_SEARCH_WORK);
    if analysis.total.is_zero() {
        assert!(analysis.winning_edges.is_empty());
    } else {
        let &index = analysis.winning_edges.first().expect("an N-position has a winning move");
        assert_eq!(p.cut(index).unwrap().0.grundy(), Nimber::ZERO);
    }
}

#[test]
fn colon_trace_of_the_seed_tree() {
    let trace = colon_trace(&position(SEED_TREE)).unwrap();
    let notes: Vec<&TraceNote> = trace.steps.iter().map(|s| &s.note).collect();
    // Bottom-up as in the seed: a (vertex 6) carries stalks of 1 and 3, so 1 ⊕ 3 = 2; then b
    // (vertex 4) carries 1 and a's stalk plus its edge, 2 + 1 = 3, so 2 again; then the ground
    // carries 2, 1 and b's 2 + 1 = 3, so 2 ⊕ 1 ⊕ 3 = 0 (seed 004 §5).
    assert_eq!(
        notes,
        vec![
            &TraceNote::ColonPrinciple { after_fusion: false },
            &TraceNote::Combine { at: 6, lengths: vec![1, 3], loops: 0, value: Nimber(2) },
            &TraceNote::Combine { at: 4, lengths: vec![1, 3], loops: 0, value: Nimber(2) },
            &TraceNote::Combine { at: 0, lengths: vec![2, 1, 3], loops: 0, value: Nimber(0) },
            &TraceNote::Verdict { total: Nimber(0) },
        ]
    );
    assert!(trace.steps[3].edges.is_empty());
    // After a's step the picture has 10 − 4 + 2 = 8 edges.
    assert_eq!(trace.steps[1].edges.len(), 8);
    assert_eq!(trace.steps[1].fresh.len(), 2);
    assert_eq!(trace.total, Nimber(0));
    // A tree has nothing to fuse.
    let fusion = fusion_trace(&position(SEED_TREE)).unwrap();
    assert_eq!(fusion.steps.iter().map(|s| &s.note).collect::<Vec<_>>(), vec![&TraceNote::NoCycle]);
}

#[test]
fn fusion_trace_of_a_cycle() {
    // A square 1-2-3-4 hanging from the ground by 0-1, with a leaf on 3: fusing {1,2,3,4} into 1
    // gives 4 loops (*0) and the leaf moves to 1: (0 ⊕ 1) + 1 = 2.
    let p = position("0-1 1-2 2-3 3-4 4-1 3-5");
    let trace = fusion_trace(&p).unwrap();
    assert_eq!(trace.steps.len(), 2);
    assert_eq!(trace.steps[0].note, TraceNote::FusionPrinciple { groups: 1 });
    assert_eq!(trace.steps[1].edges, vec![(0, 1), (1, 1), (1, 1), (1, 1), (1, 1), (1, 5)]);
    assert_eq!(trace.steps[1].note, TraceNote::Fuse { vertices: vec![1, 2, 3, 4], into: 1, loops: 4 });
    assert_eq!(trace.total, Nimber(2));
    assert_eq!(brute(&p), Nimber(2));
    // The colon trace of the fused picture: at 1 the leaf 5 (a stalk of 1) and the 4 loops, 1 ⊕ 1
    // ⊕ 1 ⊕ 1 ⊕ 1 = 1; on the ground the edge 0-1 with 1's stalk, a stalk of 2.
    let colon = colon_trace(&p).unwrap();
    let notes: Vec<&TraceNote> = colon.steps.iter().map(|s| &s.note).collect();
    assert_eq!(
        notes,
        vec![
            &TraceNote::ColonPrinciple { after_fusion: true },
            &TraceNote::Combine { at: 1, lengths: vec![1, 1, 1, 1, 1], loops: 4, value: Nimber(1) },
            &TraceNote::Combine { at: 0, lengths: vec![2], loops: 0, value: Nimber(2) },
            &TraceNote::Verdict { total: Nimber(2) },
        ]
    );
    let big = HackenbushPosition::stalk(TRACE_MAX_EDGES as u32 + 1);
    assert_eq!(colon_trace(&big).unwrap_err(), TraceTooLarge { edges: 301 });
}

#[test]
fn import_answers_in_the_input_numbering() {
    use super::notation::{ImportFormat, import};
    // The contest sample above: value 4, first player (Alice) wins; the winning move must leave 0.
    let answer = import("5\n1 2\n2 3\n2 4\n4 5\n").unwrap();
    assert_eq!((answer.format, answer.grundy, answer.winner), (ImportFormat::Contest, 4, "First"));
    // Only cutting the ground edge 1 2 leaves 0 here: brute force over the raw rules (no
    // fusion, no colon principle) on the sorted edge list, whose moves are indices into it.
    let p = parse_contest("5\n1 2\n2 3\n2 4\n4 5\n").unwrap();
    let mut edges: Vec<(u32, u32)> = p.edges().iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    edges.sort_unstable();
    let winning: Vec<String> = Solver::brute_force()
        .winning_moves(&RawHackenbush, &edges)
        .unwrap()
        .iter()
        .map(|(index, _)| format!("{} {}", edges[*index].0 + 1, edges[*index].1 + 1))
        .collect();
    assert_eq!(winning, vec!["1 2".to_string()]);
    assert_eq!(answer.winning_move.as_deref(), Some("1 2"));
    assert!(answer.first_player_wins() && answer.search_complete);
    // The seed's tree in edge notation: a P-position.
    let answer = import(SEED_TREE).unwrap();
    assert_eq!(
        (answer.format, answer.winner, answer.winning_move.clone()),
        (ImportFormat::Edges, "Second", None)
    );
    assert!(!answer.first_player_wins() && answer.search_complete);
    // One edge: a stalk of length 1, value *1 (a stalk of n edges is worth *n), cut it.
    let answer = import("2\n1 2").unwrap();
    assert_eq!(
        (answer.format, answer.edges, answer.grundy, answer.winner, answer.winning_move.as_deref()),
        (ImportFormat::Contest, 1, 1, "First", Some("1 2"))
    );
    // Nothing on the board: no first move at all (by the rules, whoever cannot move loses).
    for (text, format) in [("1\n", ImportFormat::Contest), ("ground", ImportFormat::Edges)] {
        let answer = import(text).unwrap();
        assert_eq!(
            (answer.format, answer.edges, answer.grundy, answer.winner, answer.winning_move),
            (format, 0, 0, "Second", None),
            "{text:?}"
        );
    }
    assert!(matches!(import("3\n1 2\n"), Err(ImportError::Contest(ContestError::WrongEdgeCount { .. }))));
    assert!(import("0-1 x").is_err());
}

/// The plain parser against the general one on random text over the notation's characters and
/// some that are not (letters, `#`, non-ASCII white space, numbers around the largest vertex):
/// whatever the plain one reads, the general one reads the same; what it declines, the general
/// one decides. Seeded, 20 000 texts.
#[test]
fn plain_parser_matches_the_general_one() {
    const PIECES: &[&str] = &[
        "0",
        "1",
        "7",
        "12",
        "-",
        "-",
        " ",
        ",",
        "\t",
        "\n",
        "\r",
        "\u{b}",
        "\u{c}",
        "  ",
        "9999999",
        "10000000",
        "0009999999",
        "99999999999999999999",
        "g",
        "ground",
        "#",
        "\u{a0}",
        "é",
        "0-1",
        "1-2",
        "3-3",
    ];
    let mut rng = fastrand::Rng::with_seed(16);
    let mut plain = 0;
    for _ in 0..20_000 {
        let text: String = (0..rng.usize(0..12)).map(|_| PIECES[rng.usize(0..PIECES.len())]).collect();
        let general = parse_edges_general(&text);
        match parse_edges_plain(&text) {
            Some((edges, canonical)) => {
                plain += 1;
                // Canonical: the text is what Display writes for the edges, and nothing else is.
                let written = HackenbushPosition { edges: edges.clone() }.to_string();
                assert_eq!(canonical, written == text, "{text:?}");
                assert_eq!(Ok(edges), general, "{text:?}");
            }
            None => assert_eq!(parse_edges(&text).map(|(edges, _)| edges), general, "{text:?}"),
        }
    }
    // The comparison means something only if the fast path read a fair share.
    assert!(plain > 500, "{plain}");
    // The cap on edges: the plain parser declines beyond it and the general one words it.
    let many = vec!["0-1"; MAX_EDGES + 1].join(" ");
    assert_eq!(parse_edges_plain(&many), None);
    assert_eq!(parse_edges(&many), Err(ParseHackenbushError::TooManyEdges { count: MAX_EDGES + 1 }));
    // Canonical texts were met, and the fast path keeps them as they are.
    assert_eq!(parse_edges_plain("0-1 1-2 10-3"), Some((vec![(0, 1), (1, 2), (10, 3)], true)));
    assert_eq!(parse_edges_plain("0-1  1-2"), Some((vec![(0, 1), (1, 2)], false)));
    assert_eq!(parse_edges_plain("0-01"), Some((vec![(0, 1)], false)));
}

/// The tree path of `fuse` against the general one (discovery times and low points), which the
/// brute-force tests above check: random trees of many shapes with their edges and ends in random
/// order (so the depth-first order differs), and graphs with one edge fewer than vertices that
/// are not trees (a cycle and a floating part, a repeated edge, a loop), which must fall back.
#[test]
fn tree_fusion_matches_the_general_one() {
    let mut rng = fastrand::Rng::with_seed(161);
    let general = |g: &CompactGraph| {
        fusion::fuse_general(g.n, &g.edges, None, 0, fusion::Adjacency::new(g.n, &g.edges))
    };
    let mut trees = 0;
    for round in 0..400 {
        let vertices = [1, 2, 3, 7, 40, 300, 5_000][round % 7];
        let mut edges = match round % 4 {
            0 => HackenbushPosition::random_tree(&mut rng, vertices).edges,
            1 => HackenbushPosition::stalks(&[vertices, vertices / 2 + 1, 3]).edges,
            // A broom: a path with leaves hanging off random vertices of it.
            2 => (1..=vertices).map(|v| (if v % 3 == 0 { rng.u32(0..v) } else { v - 1 }, v)).collect(),
            _ => (1..=vertices).map(|v| (rng.u32(v.saturating_sub(3)..v), v)).collect(),
        };
        rng.shuffle(&mut edges);
        for edge in &mut edges {
            if rng.bool() {
                *edge = (edge.1, edge.0);
            }
        }
        let mut graphs = vec![edges.clone()];
        if edges.len() >= 3 {
            // Not trees: an edge moved to close a cycle (leaving a part floating), repeated, or
            // turned into a loop.
            let (i, j) = (rng.usize(..edges.len()), rng.usize(..edges.len()));
            let mut cycle = edges.clone();
            cycle[i] = (edges[j].0, edges[i].1.max(1));
            let mut repeated = edges.clone();
            repeated[i] = edges[j];
            let mut looped = edges.clone();
            looped[i] = (edges[i].0, edges[i].0);
            graphs.extend([cycle, repeated, looped]);
        }
        for edges in graphs {
            let graph = compact_edges(&edges);
            let fused = fusion::fuse(graph.n, &graph.edges, None, 0);
            assert_eq!(fused, general(&graph), "{edges:?}");
            trees += usize::from(graph.edges.len() + 1 == graph.n && fused.preorder.len() == graph.n);
        }
    }
    // Most rounds are trees: the fast path really ran.
    assert!(trees >= 400, "{trees} trees");
}

/// The tree path of `winning_moves` (one pass over the components, no lists of children) against
/// the general search, which the brute-force tests above also check on graphs: the same moves,
/// and with `first_only` the very same first move, on random trees of many shapes, most of them
/// first-player wins, and the 100 000-vertex tree of the benchmark suite.
#[test]
fn tree_winning_moves_match_the_general_search() {
    let mut rng = fastrand::Rng::with_seed(1616);
    let mut shapes: Vec<HackenbushPosition> = (0..600)
        .map(|round| {
            let vertices = [1, 2, 5, 9, 30, 200, 3_000][round % 7];
            match round % 3 {
                0 => HackenbushPosition::random_tree(&mut rng, vertices),
                1 => HackenbushPosition::stalks(&[vertices, rng.u32(1..=vertices), rng.u32(1..4)]),
                _ => HackenbushPosition {
                    edges: (1..=vertices).map(|v| (rng.u32(v.saturating_sub(4)..v), v)).collect(),
                },
            }
        })
        .collect();
    shapes.push(HackenbushPosition::random_tree(&mut fastrand::Rng::with_seed(1), 99_999));
    let mut wins = 0;
    for p in &shapes {
        let graph = p.compact();
        let fused = fusion::fuse(graph.n, &graph.edges, None, 0);
        assert!(fused.internal.iter().all(|&k| k == 0), "{p} is a tree");
        for first_only in [false, true] {
            let fast = fusion::winning_moves(graph.n, &graph.edges, &fused, first_only, fusion::UNLIMITED);
            let general =
                fusion::general_winning_moves(graph.n, &graph.edges, &fused, first_only, fusion::UNLIMITED);
            assert_eq!(fast, general, "{p}, first only {first_only}");
        }
        wins += usize::from(!fused.total().is_zero());
    }
    assert!(wins >= 400, "{wins} first-player wins");
}
