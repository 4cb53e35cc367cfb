//! Property tests for Green Hackenbush: the fusion and colon values, the winning-move search and
//! the computer are compared with `Solver::brute_force()` on the raw rules (`RawHackenbush`:
//! delete an edge, drop what no longer reaches the ground) over random multigraphs with loops,
//! multiple edges and several ground contacts; notation and traces are checked on random input.
#![cfg(not(target_arch = "wasm32"))]

use grundy_lab::engine::{Nimber, Solver};
use grundy_lab::games::Playable;
use grundy_lab::games::hackenbush::colon::{colon_trace, fusion_trace};
use grundy_lab::games::hackenbush::notation::{import, parse_contest, to_contest};
use grundy_lab::games::hackenbush::{
    Hackenbush, HackenbushMove, HackenbushPosition, IMPORT_SEARCH_WORK, PreparedPosition, RawHackenbush,
    fusion,
};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

fn sorted_edges(position: &HackenbushPosition) -> Vec<(u32, u32)> {
    let mut edges: Vec<(u32, u32)> = position.edges().iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    edges.sort_unstable();
    edges
}

fn brute(solver: &mut Solver<RawHackenbush>, position: &HackenbushPosition) -> Nimber {
    solver.grundy(&RawHackenbush, &sorted_edges(position)).expect("small graphs stay within the limit")
}

/// A connected multigraph: a random tree on `1..=vertices` (each vertex hangs from an earlier one
/// or the ground), plus extra edges between any two vertices (ground, loops and repeats allowed),
/// shuffled, with vertex numbers spread out so the notation is not always dense.
fn multigraph(max_vertices: u32, max_extra: usize) -> impl Strategy<Value = HackenbushPosition> {
    (1..=max_vertices)
        .prop_flat_map(move |vertices| {
            let parents: Vec<_> = (1..=vertices).map(|v| 0..v).collect();
            let extra = prop::collection::vec((0..=vertices, 0..=vertices), 0..=max_extra);
            (parents, extra, any::<u64>(), prop::bool::ANY)
        })
        .prop_map(|(parents, extra, seed, spread)| {
            let mut edges: Vec<(u32, u32)> =
                parents.iter().enumerate().map(|(i, &p)| (p, i as u32 + 1)).collect();
            edges.extend(extra);
            let mut rng = fastrand::Rng::with_seed(seed);
            rng.shuffle(&mut edges);
            let rename = |v: u32| if spread && v > 0 { v * 7 + 3 } else { v };
            let edges = edges.into_iter().map(|(u, v)| (rename(u), rename(v))).collect();
            HackenbushPosition::from_edges(edges).expect("every edge reaches the ground through the tree")
        })
}

proptest! {
    #![proptest_config(config(400))]

    /// Value, every winning move and the first winning move against brute force.
    #[test]
    fn fusion_matches_brute_force(position in multigraph(6, 5)) {
        let mut solver = Solver::brute_force();
        let expected = brute(&mut solver, &position);
        let analysis = position.analyse(false, fusion::UNLIMITED);
        prop_assert_eq!(analysis.total, expected);
        prop_assert!(analysis.complete);
        let winning: Vec<usize> = (0..position.edge_count())
            .filter(|&i| brute(&mut solver, &position.cut(i).unwrap().0).is_zero())
            .collect();
        prop_assert_eq!(&analysis.winning_edges, &winning);
        let first = position.analyse(true, fusion::UNLIMITED).winning_edges;
        prop_assert_eq!(!first.is_empty(), !winning.is_empty());
        prop_assert!(first.iter().all(|i| winning.contains(i)));
        // Every label is the value of its vertex's branch: check the ground's against the total.
        prop_assert_eq!(analysis.labels.iter().find(|(v, _)| *v == 0).map(|(_, g)| *g), Some(expected));
    }

    /// Playing to the end: every position met has the brute-force value, the computer wins from
    /// every N-position it meets, and an illegal move changes nothing.
    #[test]
    fn play_to_the_end_against_the_computer(position in multigraph(6, 5), choices in prop::collection::vec(any::<u32>(), 12)) {
        let game = Hackenbush;
        let mut solver = Solver::brute_force();
        let mut current = position;
        for choice in choices {
            if game.is_over(&current) {
                break;
            }
            let value = brute(&mut solver, &current);
            prop_assert_eq!(game.grundy(&current), Some(value));
            let computer = game.computer_move(&current).expect("a move exists until the end");
            let after = game.play(&current, &computer.mv).expect("the computer plays legal moves");
            prop_assert_eq!(brute(&mut solver, &after).is_zero(), !value.is_zero(), "{:?}", computer.reason);
            let missing = HackenbushMove { a: 5_000, b: 5_001, copy: 0 };
            prop_assert!(game.play(&current, &missing).is_err());
            // A person's random move.
            let index = choice as usize % current.edge_count();
            let mv = current.move_of(index).unwrap();
            prop_assert_eq!(current.index_of(&mv), Some(index));
            prop_assert_eq!(mv.to_string().parse::<HackenbushMove>().unwrap(), mv);
            let next = game.play(&current, &mv).unwrap();
            prop_assert!(next.edge_count() < current.edge_count());
            current = next;
        }
    }

    /// Every step of both traces keeps the value (that is what fusion and the colon principle
    /// say), and the colon trace ends with one stalk of the total's length.
    #[test]
    fn traces_keep_the_value(position in multigraph(7, 4)) {
        let total = position.grundy();
        for trace in [fusion_trace(&position).unwrap(), colon_trace(&position).unwrap()] {
            prop_assert_eq!(trace.total, total);
            for step in &trace.steps {
                let picture = if step.edges.is_empty() {
                    HackenbushPosition::empty()
                } else {
                    HackenbushPosition::from_edges(step.edges.clone()).unwrap()
                };
                prop_assert_eq!(picture.grundy(), total, "{:?}", step.note);
            }
        }
        let colon = colon_trace(&position).unwrap();
        let last = &colon.steps.last().unwrap().edges;
        prop_assert_eq!(last.len() as u64, total.value());
        prop_assert!(HackenbushPosition::from_edges(last.clone()).map(|p| p.compact().n as u64) .unwrap_or(1) == total.value() + 1);
    }

    /// The API's path (`PreparedPosition`: one fusion for the check and the analysis, cuts of
    /// bridges through the tree of components) against the general methods the brute-force
    /// tests above check, and the hand-written digits against `format!`.
    #[test]
    fn prepared_position_matches_the_general_methods(position in multigraph(12, 8), spaced in any::<bool>()) {
        let text = if spaced { position.to_string() } else { position.to_url() };
        let reference: Vec<String> = position.edges().iter().map(|(u, v)| format!("{u}-{v}")).collect();
        prop_assert_eq!(&text, &reference.join(if spaced { " " } else { "," }));
        let prepared = PreparedPosition::parse(&text).unwrap();
        prop_assert_eq!(prepared.position(), &position);
        prop_assert_eq!(prepared.text(), position.to_string());
        prop_assert_eq!(prepared.total(), position.grundy());
        for first_only in [false, true] {
            let analysis = position.analyse(first_only, fusion::UNLIMITED);
            let search = prepared.winning_moves(first_only, fusion::UNLIMITED);
            prop_assert_eq!(search.moves.iter().map(|&e| e as usize).collect::<Vec<_>>(), analysis.winning_edges);
            prop_assert_eq!(search.complete, analysis.complete);
        }
        for index in 0..=position.edge_count() {
            let after = position.cut(index).map(|(after, _)| after);
            // The text of the position after the cut: copied from the input when it was in
            // `Display`'s form (`spaced`), written out otherwise.
            prop_assert_eq!(prepared.cut_text(index), after.as_ref().map(ToString::to_string));
            prop_assert_eq!(prepared.cut(index), after);
        }
    }

    /// The browser's path: the answer with its copies of the input left as pieces of it. The
    /// pieces of a position after a cut, joined with single spaces, are that position written
    /// out (`cut(index)` of the general methods, which the brute-force tests check); the shared
    /// analysis, written out, is `analyze`'s answer, and that is the general pipeline's.
    #[test]
    fn shared_analysis_matches_the_general_methods(position in multigraph(12, 8), spaced in any::<bool>()) {
        use grundy_lab::games::catalog::{analyze, analyze_hackenbush_shared};
        let text = if spaced { position.to_string() } else { position.to_url() };
        // The URL form of a one-edge position has no comma: it is `Display`'s form too.
        let in_display_form = text == position.to_string();
        let prepared = PreparedPosition::parse(&text).unwrap();
        prop_assert_eq!(prepared.text_is_input(), in_display_form);
        for index in 0..=position.edge_count() {
            let Some(runs) = prepared.cut_runs(index) else { continue };
            // Only positions read in `Display`'s form are answered in pieces.
            prop_assert!(in_display_form);
            let pieces: Vec<&str> = runs.iter().map(|&(from, to)| &text[from..to]).collect();
            let joined = if pieces.is_empty() { "ground".to_owned() } else { pieces.join(" ") };
            prop_assert_eq!(Some(joined), position.cut(index).map(|(after, _)| after.to_string()));
        }
        let shared = analyze_hackenbush_shared(&text).unwrap();
        prop_assert_eq!(shared.position_is_input, in_display_form);
        prop_assert_eq!(shared.to_texts.len(), shared.analysis.winning_moves.len());
        let listed = position.analyse(false, fusion::UNLIMITED).winning_edges;
        let expected: Vec<(String, String)> = listed
            .iter()
            .take(grundy_lab::games::catalog::MAX_LISTED)
            .map(|&i| (position.move_of(i).unwrap().to_string(), position.cut(i).unwrap().0.to_string()))
            .collect();
        let whole = shared.into_analysis(&text);
        let found: Vec<(String, String)> = whole.winning_moves.iter().map(|m| (m.mv.clone(), m.to.clone())).collect();
        prop_assert_eq!(found, expected);
        prop_assert_eq!(&whole.position, &position.to_string());
        prop_assert_eq!(whole, analyze("hackenbush", &text).unwrap());
    }

    /// Any edges, floating ones included: the API's parser gives what the general one gives,
    /// errors included.
    #[test]
    fn prepared_parse_matches_from_str(edges in prop::collection::vec((0u32..9, 0u32..9), 0..12)) {
        let text = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect::<Vec<_>>().join(" ");
        let general = text.parse::<HackenbushPosition>();
        let prepared = PreparedPosition::parse(&text).map(PreparedPosition::into_position);
        prop_assert_eq!(prepared, general);
    }

    #[test]
    fn notation_round_trips(position in multigraph(12, 8)) {
        let text = position.to_string();
        prop_assert_eq!(text.parse::<HackenbushPosition>().unwrap(), position.clone());
        prop_assert_eq!(position.to_url().parse::<HackenbushPosition>().unwrap(), position.clone());
        let answer = import(&text).unwrap();
        prop_assert_eq!(answer.grundy, position.grundy().value());
        if let Some(mv) = answer.winning_move {
            let mv: HackenbushMove = mv.parse().unwrap();
            prop_assert_eq!(Hackenbush.grundy(&Hackenbush.play(&position, &mv).unwrap()), Some(Nimber::ZERO));
        }
    }

    /// Trees survive the contest format both ways, and its answer's move wins.
    #[test]
    fn contest_format_round_trips(parents in prop::collection::vec(any::<u32>(), 0..40)) {
        let edges: Vec<(u32, u32)> =
            parents.iter().enumerate().map(|(i, &p)| (p % (i as u32 + 1), i as u32 + 1)).collect();
        let tree = HackenbushPosition::from_edges(edges).unwrap();
        let text = to_contest(&tree).unwrap();
        let back = parse_contest(&text).unwrap();
        prop_assert_eq!(back.grundy(), tree.grundy());
        prop_assert_eq!(to_contest(&back).unwrap(), text.clone());
        let answer = import(&text).unwrap();
        prop_assert_eq!(answer.winner == "First", !tree.grundy().is_zero());
        if let Some(mv) = answer.winning_move {
            let (a, b) = mv.split_once(' ').unwrap();
            let (a, b): (u32, u32) = (a.parse().unwrap(), b.parse().unwrap());
            let mv = HackenbushMove { a: a.min(b) - 1, b: a.max(b) - 1, copy: 0 };
            prop_assert_eq!(Hackenbush.grundy(&Hackenbush.play(&back, &mv).unwrap()), Some(Nimber::ZERO));
        }
    }

    /// N − 1 random edge lines on N vertices are read exactly when they form a tree, decided
    /// here independently: no loop, and a search from vertex 1 reaches all N vertices. What is
    /// read passes the position's own checks (which the contest reader does not repeat).
    #[test]
    fn contest_accepts_exactly_the_trees(n in 1u32..9, pairs in prop::collection::vec((any::<u32>(), any::<u32>()), 8)) {
        let lines: Vec<(u32, u32)> = pairs.iter().take(n as usize - 1).map(|&(a, b)| (a % n + 1, b % n + 1)).collect();
        let mut text = format!("{n}\n");
        for (a, b) in &lines {
            text.push_str(&format!("{a} {b}\n"));
        }
        let mut reached = vec![false; n as usize + 1];
        reached[1] = true;
        let mut stack = vec![1u32];
        while let Some(v) = stack.pop() {
            for &(a, b) in &lines {
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && !reached[y as usize] {
                        reached[y as usize] = true;
                        stack.push(y);
                    }
                }
            }
        }
        let is_tree = lines.iter().all(|&(a, b)| a != b) && reached[1..].iter().all(|&r| r);
        match parse_contest(&text) {
            Ok(position) => {
                prop_assert!(is_tree, "accepted a non-tree: {:?}", text);
                prop_assert_eq!(HackenbushPosition::from_edges(position.edges().to_vec()).unwrap(), position);
            }
            Err(error) => prop_assert!(!is_tree, "refused a tree {:?}: {:?}", text, error),
        }
    }

    /// Large random trees and graphs: the first winning move found really leads to zero.
    #[test]
    fn large_first_moves_win(seed in any::<u64>(), cycles in prop::bool::ANY) {
        let mut rng = fastrand::Rng::with_seed(seed);
        let position = if cycles {
            HackenbushPosition::random_graph(&mut rng, 2_000, 600)
        } else {
            HackenbushPosition::random_tree(&mut rng, 3_000)
        };
        let analysis = position.analyse(true, IMPORT_SEARCH_WORK);
        prop_assert!(analysis.complete);
        match analysis.winning_edges.first() {
            None => prop_assert!(analysis.total.is_zero()),
            Some(&index) => prop_assert!(position.cut(index).unwrap().0.grundy().is_zero()),
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn parsing_any_text_never_panics(text in ".*") {
        let _ = text.parse::<HackenbushPosition>();
        let _ = text.parse::<HackenbushMove>();
        let _ = parse_contest(&text);
        let _ = import(&text);
    }

    #[test]
    fn parsing_edge_like_text_never_panics(text in "[0-9 ,#\\-\n]{0,60}") {
        if let Ok(position) = text.parse::<HackenbushPosition>() {
            prop_assert_eq!(position.to_string().parse::<HackenbushPosition>().unwrap(), position);
        }
        let _ = parse_contest(&text);
        let _ = import(&text);
    }
}

/// Large positions through `analyze` (beyond the board's size: the first winning move only)
/// against the general methods: a random tree, a deep path-like tree and a graph with cycles.
#[test]
fn large_analyses_match_the_general_methods() {
    use grundy_lab::games::catalog::analyze;
    let mut rng = fastrand::Rng::with_seed(16);
    let positions = [
        HackenbushPosition::random_tree(&mut rng, 20_000),
        HackenbushPosition::stalks(&[3_000, 5, 7]),
        HackenbushPosition::random_graph(&mut rng, 5_000, 1_500),
        HackenbushPosition::random_tree(&mut rng, 1_500),
    ];
    for position in positions {
        let text = position.to_string();
        let analysis = analyze("hackenbush", &text).unwrap();
        let on_board = position.edge_count() <= grundy_lab::games::hackenbush::MAX_BOARD_EDGES;
        let limit = if on_board { fusion::UNLIMITED } else { IMPORT_SEARCH_WORK };
        let general = position.analyse(!on_board, limit);
        assert_eq!(analysis.grundy, Some(general.total.value()));
        assert_eq!(analysis.position, text);
        let expected: Vec<(String, String)> = general
            .winning_edges
            .iter()
            .take(grundy_lab::games::catalog::MAX_LISTED)
            .map(|&i| (position.move_of(i).unwrap().to_string(), position.cut(i).unwrap().0.to_string()))
            .collect();
        let found: Vec<(String, String)> =
            analysis.winning_moves.iter().map(|m| (m.mv.clone(), m.to.clone())).collect();
        assert_eq!(found, expected);
        assert!(!found.is_empty() || general.total.is_zero());
    }
}
