//! Sums of different games against brute force of the combined game: the value of a small mixed
//! sum computed by mex over every move of every part (no theorem used) equals the nim-sum the
//! sums module reports, and every winning move it lists leads to a position of value 0.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use grundy_lab::engine::{Nimber, mex};
use grundy_lab::games::Playable;
use grundy_lab::games::catalog::analyze;
use grundy_lab::games::chocolate::{ChocolateEat, ChocolateSplit};
use grundy_lab::games::hackenbush::Hackenbush;
use grundy_lab::games::nim::Nim;
use grundy_lab::games::sums::{Part, Sum, SumError, SumGame, SumMove};

/// The value of the two-part sum (a, b) by mex over both parts' moves, memoised by notation.
fn brute<A: Part, B: Part>(
    a: &A,
    pa: &A::Position,
    b: &B,
    pb: &B::Position,
    memo: &mut HashMap<(String, String), Nimber>,
) -> Nimber {
    let key = (pa.to_string(), pb.to_string());
    if let Some(&value) = memo.get(&key) {
        return value;
    }
    let mut options = Vec::new();
    for mv in a.all_moves(pa, 10_000).expect("small parts list their moves") {
        if let Ok(after) = a.play(pa, &mv) {
            options.push(brute(a, &after, b, pb, memo));
        }
    }
    for mv in b.all_moves(pb, 10_000).expect("small parts list their moves") {
        if let Ok(after) = b.play(pb, &mv) {
            options.push(brute(a, pa, b, &after, memo));
        }
    }
    let value = mex(options);
    memo.insert(key, value);
    value
}

fn check<A: Part, B: Part>(a: A, texts_a: &[&str], b: B, texts_b: &[&str]) {
    let mut memo = HashMap::new();
    for ta in texts_a {
        for tb in texts_b {
            let (pa, pb) = (ta.parse::<A::Position>().ok().unwrap(), tb.parse::<B::Position>().ok().unwrap());
            let expected = brute(&a, &pa, &b, &pb, &mut memo);
            let text = format!("{}({ta}) + {}({tb})", A::ID, B::ID);
            let analysis = text.parse::<Sum>().unwrap().analyse(64).unwrap();
            assert_eq!(analysis.total, expected, "{text}");
            for mv in &analysis.winning_moves {
                let after = mv.to.parse::<Sum>().unwrap().analyse(64).unwrap();
                assert_eq!(after.total, Nimber::ZERO, "{text}: {}", mv.mv);
            }
            // Every move to 0 is listed (up to the cap): count them by brute force.
            let zero_moves = a
                .all_moves(&pa, 10_000)
                .unwrap()
                .iter()
                .filter_map(|m| a.play(&pa, m).ok())
                .filter(|after| brute(&a, after, &b, &pb, &mut memo).is_zero())
                .count()
                + b.all_moves(&pb, 10_000)
                    .unwrap()
                    .iter()
                    .filter_map(|m| b.play(&pb, m).ok())
                    .filter(|after| brute(&a, &pa, &b, after, &mut memo).is_zero())
                    .count();
            assert_eq!(analysis.winning_moves.len(), zero_moves.min(64), "{text}: winning moves");
        }
    }
}

#[test]
fn nim_and_chocolate_bars() {
    let piles = ["0", "1", "2", "3", "1 2", "2 3"];
    let bars = ["1x1", "2x1", "2x2", "3x2", "3x3", "2x2 1x3"];
    check(Nim, &piles, ChocolateEat::new(), &bars);
    check(Nim, &piles, ChocolateSplit::new(), &bars);
    check(ChocolateEat::new(), &bars, ChocolateSplit::new(), &["2x1", "3x2", "4x2"]);
}

#[test]
fn hackenbush_and_other_games() {
    let drawings = ["0-1", "0-1 1-2", "0-1 1-2 1-3", "0-1 0-2 1-2", "0-1 1-1"];
    check(Hackenbush, &drawings, Nim, &["0", "1", "2", "3", "1 3"]);
    check(Hackenbush, &drawings, ChocolateEat::new(), &["1x1", "2x2", "3x1"]);
}

#[test]
fn take_away_heaps_and_reductions() {
    use grundy_lab::games::reduction::euclid::Euclid;
    use grundy_lab::games::reduction::georgia::GeorgiaBob;
    use grundy_lab::games::reduction::prime_factor::PrimeFactor;
    use grundy_lab::games::takeaway::bounded_nim::BoundedNim;
    use grundy_lab::games::takeaway::subtraction::Subtraction;
    let subtraction = ["1,3,4: 0", "1,3,4: 5", "1,3,4: 2 3", "2,3: 6"];
    check(Subtraction, &subtraction, Nim, &["0", "1", "2", "3"]);
    check(BoundedNim, &["2: 3", "2: 1 4", "3: 5"], Hackenbush, &["0-1", "0-1 1-2", "0-1 0-2 1-2"]);
    check(GeorgiaBob, &["3", "1 4", "2 5 7"], Subtraction, &["1,2: 3", "1,3,4: 4"]);
    check(PrimeFactor, &["1", "12", "30", "64"], ChocolateEat::new(), &["1x1", "2x2", "3x2"]);
    check(Euclid, &["3 1", "5 2", "7 3", "4 4"], Nim, &["0", "1", "2", "3"]);
}

#[test]
fn staircases_and_divisor_games() {
    use grundy_lab::games::proper_divisor::ProperDivisor;
    use grundy_lab::games::staircase::Staircase;
    check(Staircase, &["0", "1 1", "2 0 1", "1 2 1", "3 1"], Nim, &["0", "1", "2", "3"]);
    check(ProperDivisor, &["1", "4", "12", "2 3 4", "6 8"], Staircase, &["0", "2 1", "1 1 1"]);
}

#[test]
fn game_graphs() {
    use grundy_lab::games::graph::GameGraph;
    // Acyclic graphs only: on a cycle a part has no Grundy value (checked below).
    let graphs = ["a>b b>c a>c", "a>b b>c c>d a>d start=a", "a>b a>c b>c c>d start=b"];
    check(GameGraph, &graphs, Nim, &["0", "1", "2", "1 2"]);
    check(GameGraph, &graphs, Hackenbush, &["0-1", "0-1 1-2"]);
    let loopy = "nim(1) + game-graph(a>b b>a)".parse::<Sum>().unwrap();
    assert_eq!(loopy.analyse(64).unwrap_err(), SumError::NoValue { part: 2, id: "game-graph" });
}

#[test]
fn wythoff_heaps() {
    use grundy_lab::games::wythoff::Wythoff;
    // Hot and cold pairs (5 7 hot; 3 5 and 1 2 cold, OEIS A000201 / A001950), beside Nim heaps
    // and a chocolate bar: the combined game searched whole against the nim-sum.
    let pairs = ["0 0", "1 1", "1 2", "3 5", "5 7", "2 6", "4 4"];
    check(Wythoff, &pairs, Nim, &["0", "1", "2", "3", "1 3"]);
    check(Wythoff, &["2 3", "3 5", "4 2"], ChocolateEat::new(), &["1x1", "2x2", "3x2"]);
    // Beyond the table of values a part has no Grundy value, and the sum says so.
    let huge = "nim(1) + wythoff(5000 7)".parse::<Sum>().unwrap();
    assert_eq!(huge.analyse(64).unwrap_err(), SumError::NoValue { part: 2, id: "wythoff" });
}

/// Random small parts of every summable game, by notation, for the properties below.
fn random_part(rng: &mut fastrand::Rng) -> String {
    match rng.usize(0..13) {
        0 => format!("nim({} {})", rng.u32(0..4), rng.u32(0..4)),
        1 => format!("chocolate-eat({}x{})", rng.u32(1..4), rng.u32(1..3)),
        2 => format!("chocolate-split({}x{})", rng.u32(1..4), rng.u32(1..4)),
        3 => format!("cutting({}x{})", rng.u32(2..4), rng.u32(2..4)),
        4 => ["hackenbush(0-1)", "hackenbush(0-1 1-2)", "hackenbush(0-1 1-2 1-3)", "hackenbush(0-1 0-2 1-2)"]
            [rng.usize(0..4)]
        .to_owned(),
        5 => format!("subtraction(1,3,4: {})", rng.u32(0..8)),
        6 => format!("bounded-nim(2: {} {})", rng.u32(0..5), rng.u32(0..4)),
        7 => format!("georgia-bob({} {})", rng.u32(1..3), rng.u32(3..7)),
        8 => format!("prime-factor({})", rng.u64(1..40)),
        9 => format!("euclid({} {})", rng.u64(1..9), rng.u64(1..5)),
        10 => format!("staircase-nim({} {} {})", rng.u32(0..3), rng.u32(0..3), rng.u32(0..2)),
        11 => format!("proper-divisor({} {})", rng.u64(1..30), rng.u64(1..13)),
        _ => ["game-graph(a>b b>c a>c)", "game-graph(a>b b>c c>d a>d)"][rng.usize(0..2)].to_owned(),
    }
}

/// The value of a sum by mex over every move of every part, through the sums' own move list
/// and play (no value of any part used), memoised by notation.
fn brute_sum(game: &SumGame, sum: &Sum, memo: &mut HashMap<String, Nimber>) -> Nimber {
    let key = sum.to_string();
    if let Some(&value) = memo.get(&key) {
        return value;
    }
    let mut options = Vec::new();
    for (index, part) in sum.parts().iter().enumerate() {
        for mv in part.all_moves(10_000).expect("small parts list their moves") {
            let after = game.play(sum, &SumMove { part: index, mv }).expect("a listed move is legal");
            options.push(brute_sum(game, &after, memo));
        }
    }
    let value = mex(options);
    memo.insert(key, value);
    value
}

#[test]
fn mixed_sums_of_every_game_against_brute_force() {
    // A sum plays its parts through each game's registered play (the page registers the games
    // it shows).
    grundy_lab::games::sums::register_every_play();
    // Three random parts of any games: the Playable's value (the nim-sum) equals the combined
    // game searched whole; its winning moves are exactly the moves to value 0 (by brute force).
    let mut rng = fastrand::Rng::with_seed(12);
    let game = SumGame;
    let mut memo = HashMap::new();
    for _ in 0..60 {
        let text: Vec<String> = (0..3).map(|_| random_part(&mut rng)).collect();
        let text = text.join(" + ");
        let sum: Sum = text.parse().unwrap();
        let expected = brute_sum(&game, &sum, &mut memo);
        assert_eq!(game.grundy(&sum), Some(expected), "{text}");
        let mut zero_moves = Vec::new();
        for (index, part) in sum.parts().iter().enumerate() {
            for mv in part.all_moves(10_000).unwrap() {
                let mv = SumMove { part: index, mv };
                if brute_sum(&game, &game.play(&sum, &mv).unwrap(), &mut memo).is_zero() {
                    zero_moves.push(mv);
                }
            }
        }
        assert_eq!(game.winning_moves(&sum), zero_moves, "{text}");
        assert_eq!(game.is_over(&sum), sum.parts().iter().all(|p| p.all_moves(10).unwrap().is_empty()));
        // The computer wins from an N-position: its move leads to 0.
        if let Some(choice) = game.computer_move(&sum) {
            let after = game.play(&sum, &choice.mv).unwrap();
            assert_eq!(choice.reason.winning, !expected.is_zero(), "{text}");
            if !expected.is_zero() {
                assert_eq!(game.grundy(&after), Some(Nimber::ZERO), "{text}");
            }
        }
    }
}

#[test]
fn value_is_the_xor_of_each_games_engine_value() {
    // Each part's value as its own game's API reports it (catalog::analyze, each game's engine
    // checked against brute force in its own property tests); the sum's is their XOR. Larger
    // parts than brute force reaches.
    let mut rng = fastrand::Rng::with_seed(2026);
    for _ in 0..200 {
        let parts: Vec<(String, String)> = (0..rng.usize(1..6))
            .map(|_| {
                let (id, position) = match rng.usize(0..9) {
                    0 => ("nim", format!("{} {} {}", rng.u32(0..1000), rng.u32(0..1000), rng.u32(0..9))),
                    1 => ("chocolate-eat", format!("{}x{}", rng.u32(1..30), rng.u32(1..30))),
                    2 => (
                        "cutting",
                        format!("{}x{} {}x{}", rng.u32(2..20), rng.u32(2..20), rng.u32(2..9), rng.u32(2..9)),
                    ),
                    3 => ("hackenbush", "0-1 1-2 2-3 1-4 4-5 0-6 6-7 7-6".to_owned()),
                    4 => ("subtraction", format!("1,3,4: {} {}", rng.u32(0..500), rng.u32(0..50))),
                    5 => {
                        ("bounded-nim", format!("{}: {} {}", rng.u32(1..6), rng.u32(0..100), rng.u32(0..100)))
                    }
                    6 => ("prime-factor", rng.u64(1..1_000_000).to_string()),
                    7 => {
                        ("georgia-bob", format!("{} {} {}", rng.u32(1..10), rng.u32(10..20), rng.u32(20..40)))
                    }
                    _ => ("chocolate-split", format!("{}x{}", rng.u32(1..40), rng.u32(1..40))),
                };
                (id.to_owned(), position)
            })
            .collect();
        let text: Vec<String> = parts.iter().map(|(id, p)| format!("{id}({p})")).collect();
        let text = text.join(" + ");
        let expected = parts.iter().fold(0u64, |acc, (id, position)| {
            acc ^ analyze(id, position).unwrap().grundy.expect("normal-play games have values")
        });
        let analysis = analyze("sums", &text).unwrap();
        assert_eq!(analysis.grundy, Some(expected), "{text}");
        assert_eq!(SumGame.grundy(&text.parse().unwrap()).map(|v| v.value()), Some(expected));
        for mv in &analysis.winning_moves {
            assert_eq!(analyze("sums", &mv.to).unwrap().grundy, Some(0), "{text}: {}", mv.mv);
        }
    }
}
