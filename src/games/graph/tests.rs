use super::analysis::{Gsg, Status, generalized, levels, retrograde};
use super::contest::{is_plain_separator, parse_contest, parse_contest_plain};
use super::*;
use crate::games::catalog::analyze;
use crate::games::{Outcome, Playable};

fn pos(text: &str) -> GraphPosition {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn mv(text: &str) -> GraphMove {
    text.parse().unwrap()
}

#[test]
fn seed_example_by_hand() {
    // The preset: s>a s>b a>c a>d b>d b>e b>g c>f d>f d>g e>g f>t g>t. By hand, backwards from
    // the final t: f, g won (1 move); c, d, e lost (every move to f or g: 2 moves); a, b won
    // (3); s lost (both moves to won vertices: 4). Grundy: t 0, f g 1, c d e 0, a mex{0} = 1,
    // b mex{0, 0, 1} = 2, s mex{1, 2} = 0.
    let p = presets::seed_example();
    let g = p.graph();
    let values = g.values();
    let expect = [
        ("s", Status::Lost, 4, 0),
        ("a", Status::Won, 3, 1),
        ("b", Status::Won, 3, 2),
        ("c", Status::Lost, 2, 0),
        ("d", Status::Lost, 2, 0),
        ("e", Status::Lost, 2, 0),
        ("f", Status::Won, 1, 1),
        ("g", Status::Won, 1, 1),
        ("t", Status::Lost, 0, 0),
    ];
    for (name, status, remoteness, grundy) in expect {
        let v = g.find(name).unwrap();
        assert_eq!(values.retro.status[v], status, "{name}");
        assert_eq!(values.retro.remoteness[v], remoteness, "{name}");
        assert_eq!(values.levels.grundy[v], grundy, "{name}");
        assert_eq!(values.gsg.values[v], Gsg::Finite(grundy), "{name}");
    }
    // Levels: t 0; f g 1; c d e 2; a b 3; s 4 (by hand: one more than the highest successor).
    assert_eq!(values.levels.level[g.find("b").unwrap()], 3);
    assert_eq!(values.levels.level[g.find("s").unwrap()], 4);
    let a = analyze("game-graph", "s>a s>b a>c a>d b>d b>e b>g c>f d>f d>g e>g f>t g>t start=a").unwrap();
    assert_eq!((a.outcome, a.grundy, a.remoteness), (Outcome::N, Some(1), Some(3)));
    let moves: Vec<_> = a.winning_moves.iter().map(|m| (m.mv.as_str(), m.to.as_str())).collect();
    assert_eq!(moves, [("a>c", "c"), ("a>d", "d")]);
    assert_eq!(a.generalized.as_deref(), Some("1"));
    let s = analyze("game-graph", "s>a s>b a>c a>d b>d b>e b>g c>f d>f d>g e>g f>t g>t").unwrap();
    assert_eq!((s.outcome, s.grundy, s.remoteness), (Outcome::P, Some(0), Some(4)));
    assert!(s.winning_moves.is_empty());
}

#[test]
fn dont_say_30() {
    // Seed 003: 30 mod 4 = 2, not 1, so the first player wins; the lost vertices are those k
    // with 30 - k a multiple of 4 (26, 22, …, 2), so from 1 the winning move says just "1".
    let p = presets::dont_say_30();
    assert_eq!(GameGraph.outcome(&p), Outcome::N);
    assert_eq!(GameGraph.winning_moves(&p), vec![mv("1>2")]);
    let values = p.graph().values();
    for k in 1..=30usize {
        let lost = (30 - k) % 4 == 0;
        assert_eq!(values.retro.status[k - 1] == Status::Lost, lost, "vertex {k}");
        // A subtraction game {1, 2, 3} at distance 30 - k: value (30 - k) mod 4.
        assert_eq!(values.levels.grundy[k - 1] as usize, (30 - k) % 4, "vertex {k}");
    }
}

#[test]
fn cycles_draws_and_generalized_values() {
    // a>b b>a: nobody can ever win: a draw, no level, ∞ with nowhere finite to go.
    let a = analyze("game-graph", "a>b b>a").unwrap();
    assert_eq!((a.outcome, a.grundy, a.remoteness), (Outcome::D, None, None));
    assert_eq!(a.generalized.as_deref(), Some("∞{}"));
    let json = serde_json::to_value(&a).unwrap();
    assert!(json["grundy"].is_null() && json.get("remoteness").is_none(), "{json}");
    // a>b b>a b>c: c lost (final), b won (to c), a lost (its only move is to the won b): no
    // draw although a cycle is reachable, so no level either. Generalized by hand: c 0, a 0
    // (its only successor b has a successor labelled 0), b 1.
    let b = analyze("game-graph", "a>b b>a b>c").unwrap();
    assert_eq!((b.outcome, b.grundy, b.remoteness), (Outcome::P, None, Some(2)));
    assert_eq!(b.generalized.as_deref(), Some("0"));
    let b2 = analyze("game-graph", "a>b b>a b>c start=b").unwrap();
    assert_eq!((b2.outcome, b2.generalized.as_deref(), b2.remoteness), (Outcome::N, Some("1"), Some(1)));
    // b>a wins too: a is lost.
    let moves: Vec<_> = b2.winning_moves.iter().map(|m| m.mv.as_str()).collect();
    assert_eq!(moves, ["b>a", "b>c"]);
    // The computer takes the quicker: b>c ends the game at once.
    let reply = GameGraph.computer_move(&pos("a>b b>a b>c start=b")).unwrap();
    assert_eq!(reply.mv, mv("b>c"));
    // a>a a>b: a loop and a way out to the final b: won in one move; ∞{0}.
    let c = analyze("game-graph", "a>a a>b").unwrap();
    assert_eq!((c.outcome, c.remoteness, c.generalized.as_deref()), (Outcome::N, Some(1), Some("∞{0}")));
    // A loop alone: a draw.
    let d = analyze("game-graph", "a>a").unwrap();
    assert_eq!((d.outcome, d.generalized.as_deref()), (Outcome::D, Some("∞{}")));
    // A vertex whose reachable part has no cycle keeps its number beside a cycle elsewhere.
    let e = analyze("game-graph", "x>y y>x a>b start=a").unwrap();
    assert_eq!((e.outcome, e.grundy), (Outcome::N, Some(1)));
}

#[test]
fn sums_of_tokens() {
    // Two tokens on a>b (value 1 each): 1 ⊕ 1 = 0, lost; its remoteness from the product
    // graph: 2 moves (each token moves once).
    let a = analyze("game-graph", "a>b start=a+a").unwrap();
    assert_eq!((a.outcome, a.grundy, a.remoteness), (Outcome::P, Some(0), Some(2)));
    // A token on a loop with an exit (∞{0}) plus one on a>b (1): ∞{0 ⊕ 1} = ∞{1}: no move to
    // 0, a draw.
    let b = analyze("game-graph", "x>x x>y a>b start=x+a").unwrap();
    assert_eq!((b.outcome, b.generalized.as_deref()), (Outcome::D, Some("∞{1}")));
}

#[test]
fn notation_is_lenient_and_round_trips() {
    let p = pos("a > b, b -> c; d start = b");
    assert_eq!(p.to_string(), "a>b b>c d start=b");
    assert_eq!(pos("a>b>c").to_string(), "a>b b>c");
    // Repeated arrows are one move; loops stay.
    assert_eq!(pos("a>b a>b a>a").to_string(), "a>b a>a");
    // Vertices keep their numbers through the text: d is named before c is reached.
    let q = pos("a d a>c d>c");
    assert_eq!(q.to_string(), "a d a>c d>c");
    assert_eq!(pos(&q.to_string()), q);
    for bad in
        ["", "a>", ">b", "a>b start=z", "a>b start=a start=b", "a>b é", "a=b", "a>b start=a+b+a+b+a+b+a"]
    {
        assert!(bad.parse::<GraphPosition>().is_err(), "{bad}");
    }
    assert!(pos("a>b").to_string() == "a>b");
}

#[test]
fn contest_format() {
    // 3 vertices: 1 → 2, 2 → 3, 3 final: 3 lost, 2 won, 1 lost.
    let (p, format) = GraphPosition::parse_with_format("3\n1 2\n1 3\n0\n").unwrap();
    assert_eq!(format, Format::Contest { from_one: true });
    assert_eq!(p.to_string(), "1>2 2>3");
    assert_eq!(GameGraph.outcome(&p), Outcome::P);
    assert_eq!(to_contest(p.graph()), "3\n1 2\n1 3\n0");
    // Numbered from 0 when a target is 0.
    let (q, format) = GraphPosition::parse_with_format("2\n1 1\n1 0").unwrap();
    assert_eq!(format, Format::Contest { from_one: false });
    assert_eq!(q.to_string(), "0>1 1>0");
    // "n m" first, a start after the last vertex.
    let (r, _) = GraphPosition::parse_with_format("3 2\n1 2\n1 3\n0\n2").unwrap();
    assert_eq!(r.tokens_text(), "2");
    let bad = "3 5\n1 2\n1 3\n0".parse::<GraphPosition>().unwrap_err();
    assert_eq!(bad, ParseGraphError::ContestMoves { declared: 5, found: 2 });
    let bad = "2\n1 3\n0".parse::<GraphPosition>().unwrap_err();
    assert!(matches!(bad, ParseGraphError::ContestTarget { target: 3, .. }), "{bad:?}");
    // Through the API, with a draw: 1 ⇄ 2, 2 → 3 … 1 → 1 only: a loop.
    let a = analyze("game-graph", "2\n1 1\n0").unwrap();
    assert_eq!(a.outcome, Outcome::D);
    // The edge-list form "n m" then m lines "u v" (read when the form above does not fit):
    // 1 → 2 → 3, so 1 is lost in two moves; with the start 2 after the edges, won.
    let (e, format) = GraphPosition::parse_with_format("3 2\n1 2\n2 3\n").unwrap();
    assert_eq!((format, e.to_string()), (Format::Edges { from_one: true }, "1>2 2>3".to_owned()));
    let (e2, _) = GraphPosition::parse_with_format("3 2\n1 2\n2 3\n2").unwrap();
    assert_eq!((e2.tokens_text(), GameGraph.outcome(&e2)), ("2".to_owned(), Outcome::N));
    // One line of integers that is not the contest format: lone vertices.
    // Written back with its start, so that it does not read as the contest format.
    assert_eq!(pos("7").to_string(), "7 start=7");
    let lone = pos("1 0 start=1");
    assert_eq!(pos(&lone.to_string()), lone);
}

#[test]
fn play_and_the_computer() {
    let p = presets::seed_example();
    let game = GameGraph;
    assert!(game.play(&p, &mv("s>t")).is_err());
    assert!(game.play(&p, &mv("a>c")).is_err());
    let q = game.play(&p, &mv("s>b")).unwrap();
    assert_eq!(q.tokens_text(), "b");
    // From the won b the computer moves to a lost vertex, ending in 3 moves.
    let reply = game.computer_move(&q).unwrap();
    assert!(matches!(reply.reason, GraphReason::Win { remoteness: Some(3) }), "{reply:?}");
    assert!(["b>d", "b>e"].contains(&reply.mv.to_string().as_str()));
    // From the lost s it holds out: both moves lead to remoteness 3.
    let first = game.computer_move(&p).unwrap();
    assert!(matches!(first.reason, GraphReason::Prolong { remoteness: Some(4) }), "{first:?}");
    // A draw is kept: from a (a>b b>a a>c c>c … ) it stays off the lost c.
    let d = pos("a>b b>a a>c c>d");
    // c won (to d final), so a's moves: b (?) and c (won). b>a only: b and a are a draw.
    let reply = game.computer_move(&d).unwrap();
    assert_eq!((reply.mv.to_string(), reply.reason), ("a>b".to_owned(), GraphReason::KeepDraw));
    assert!(game.is_over(&pos("a start=a")));
}

#[test]
fn generalized_by_hand_on_a_loopy_graph() {
    // a>b b>c c>a c>d, by the labelling by hand. m = 0: d has no move: 0. c can move to d:
    // not 0 (won). b's only successor c is won, so b is 0; then a (to b) is won. m = 1: a's
    // successors are all labelled below 1, so a is 1; c (to a) is won. m = 2: c is 2 (its
    // successors a 1 and d 0: the mex, as on a graph without cycles).
    let p = pos("a>b b>c c>a c>d");
    let g = p.graph();
    let values = generalized(g);
    let r = retrograde(g);
    for v in 0..g.vertex_count() {
        assert_eq!(values.values[v].outcome(), r.status[v].outcome(), "{}", g.name(v));
    }
    let l = levels(g);
    assert!(l.grundy_of(g.find("a").unwrap()).is_none());
    assert_eq!(l.grundy_of(g.find("d").unwrap()), Some(0));
    let named = |name: &str| values.values[g.find(name).unwrap()].clone();
    assert_eq!(
        (named("a"), named("b"), named("c"), named("d")),
        (Gsg::Finite(1), Gsg::Finite(0), Gsg::Finite(2), Gsg::Finite(0))
    );
}

/// A random text near the contest format: counts right or wrong, "n m" headers, a start,
/// trailing numbers, targets from 0 to n + 1, every separator, and now and then a huge number,
/// a letter or a non-ASCII space.
fn contest_like(rng: &mut fastrand::Rng) -> String {
    let n = rng.usize(0..7);
    let separators = [" ", " ", ",", "\t", "  ", ", "];
    let mut rows = Vec::new();
    let mut arrows = 0;
    for _ in 0..n {
        let k = rng.usize(0..4);
        arrows += k;
        let mut row = vec![(if rng.u8(..) == 0 { k + 1 } else { k }).to_string()];
        row.extend((0..k).map(|_| rng.usize(0..n + 2).to_string()));
        rows.push(row.join(separators[rng.usize(..separators.len())]));
    }
    let mut first = n.to_string();
    if rng.u8(..4) == 0 {
        first = format!("{n} {}", if rng.bool() { arrows } else { rng.usize(0..9) });
    }
    let mut lines = vec![first];
    lines.extend(rows);
    match rng.u8(..8) {
        0 => lines.push(rng.usize(0..n + 2).to_string()),
        1 => lines.push(format!("{} {}", rng.usize(0..n + 2), rng.usize(0..n + 2))),
        _ => {}
    }
    let mut text = lines.join(if rng.bool() { "\n" } else { "\r\n" });
    if rng.u8(..6) == 0 {
        text = format!(" \n{text}\n\n ");
    }
    match rng.u8(..16) {
        0 => text.push_str(" 4294967296"),
        1 => text.push_str(" 99999999999999999999999"),
        2 => text.insert(rng.usize(..=text.len()), 'x'),
        3 => text.push('\u{3000}'),
        4 => text = text.replacen(' ', "\u{a0}", 1),
        _ => {}
    }
    text
}

/// The contest format's byte-level fast path reads every text it accepts as the general parser
/// does, and accepts every text of ASCII digits and separators (numbers below 2^32) that the
/// general parser reads without error.
#[test]
fn plain_contest_parser_matches_the_general_one() {
    let mut rng = fastrand::Rng::with_seed(1616);
    let mut read = 0;
    for _ in 0..20_000 {
        let text = contest_like(&mut rng);
        let general = parse_contest(&text);
        let plain = parse_contest_plain(&text);
        let eligible = text.bytes().all(|b| b.is_ascii_digit() || is_plain_separator(b))
            && text
                .split(|c: char| c.is_whitespace() || c == ',')
                .all(|t| t.parse::<u32>().is_ok() || t.is_empty());
        match &plain {
            Some(plain) => assert_eq!(Ok(plain), general.as_ref(), "{text:?}"),
            None => assert!(!eligible || general.is_err(), "{text:?}: {general:?}"),
        }
        read += usize::from(plain.is_some());
    }
    assert!(read > 2_000, "{read} texts read by the fast path");
}

/// The arrow notation as `Display` wrote it before it was built from one buffer of names: one
/// `write!` per arrow through the formatter (the reference for the test below).
fn arrows_by_write(graph: &Graph) -> String {
    use std::fmt::Write;
    let n = graph.vertex_count();
    let names = graph.names();
    let (mut text, mut mentioned, mut next, mut pending) = (String::new(), vec![false; n], 0, None);
    let space = |text: &mut String| {
        if !text.is_empty() {
            text.push(' ');
        }
    };
    let mut name_before =
        |v: usize, text: &mut String, mentioned: &mut Vec<bool>, pending: &mut Option<usize>| {
            while next < v {
                if !mentioned[next] {
                    if let Some(tail) = pending.take() {
                        space(text);
                        text.push_str(&names[tail]);
                    }
                    space(text);
                    text.push_str(&names[next]);
                    mentioned[next] = true;
                }
                next += 1;
            }
        };
    for u in 0..n {
        if graph.moves(u).is_empty() {
            continue;
        }
        name_before(u, &mut text, &mut mentioned, &mut pending);
        if !mentioned[u] {
            mentioned[u] = true;
            pending = Some(u);
        }
        for &v in graph.moves(u) {
            let v = v as usize;
            if !mentioned[v] {
                name_before(v, &mut text, &mut mentioned, &mut pending);
                mentioned[v] = true;
            }
            pending = None;
            space(&mut text);
            let _ = write!(text, "{}>{}", names[u], names[v]);
        }
    }
    name_before(n, &mut text, &mut mentioned, &mut pending);
    text
}

/// `Display` of random graphs (lone vertices, vertices named out of order, loops, contest
/// numbers) against the formatter-based reference, and read back to the same graph.
#[test]
fn arrow_text_matches_the_formatter() {
    let mut rng = fastrand::Rng::with_seed(1617);
    for round in 0..2_000 {
        let n = rng.usize(1..14);
        let names: Vec<String> = if round % 2 == 0 {
            (0..n).map(presets::letter_name).collect()
        } else {
            (1..=n).map(|v| v.to_string()).collect()
        };
        let arrows: Vec<(u32, u32)> =
            (0..rng.usize(0..3 * n)).map(|_| (rng.u32(..n as u32), rng.u32(..n as u32))).collect();
        let graph = Graph::from_arrows(names, &arrows);
        assert_eq!(graph.to_string(), arrows_by_write(&graph));
        let tokens = vec![rng.u32(..n as u32)];
        let position = GraphPosition::new(Rc::new(graph), tokens);
        assert_eq!(position.text(), position.to_string());
        let back: GraphPosition = position.to_string().parse().unwrap();
        assert_eq!(back, position, "{position}");
    }
}
