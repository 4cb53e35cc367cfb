//! Sums of different games against brute force of the combined game: the value of a small mixed
//! sum computed by mex over every move of every part (no theorem used) equals the nim-sum the
//! sums module reports, and every winning move it lists leads to a position of value 0.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use grundy_lab::engine::{Nimber, mex};
use grundy_lab::games::chocolate::{ChocolateEat, ChocolateSplit};
use grundy_lab::games::hackenbush::Hackenbush;
use grundy_lab::games::nim::Nim;
use grundy_lab::games::sums::{Part, Sum};

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
