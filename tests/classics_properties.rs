//! Property tests for three classics: Wythoff's game, Staircase Nim and the proper-divisor game.
//! Each closed form (cold pairs ⌊kφ⌋, ⌊kφ²⌋; the odd steps' nim-sum; Ω(n)) and every list of
//! winning moves is compared with `Solver::brute_force()` on a plain encoding of the game's
//! stated rules over every small position; large positions are checked by what a winning move
//! must do (lead to a P-position); published values are checked with their source named; no
//! text makes a parser or the analysis panic.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use grundy_lab::engine::{Impartial, Nimber, Solver};
use grundy_lab::games::catalog::{MAX_LISTED, analyze_game};
use grundy_lab::games::proper_divisor::{self, DivisorMove, DivisorPosition, ProperDivisor};
use grundy_lab::games::staircase::{Staircase, StaircaseMove, StaircasePosition};
use grundy_lab::games::wythoff::{
    self, ColdPair, Heaps, MAX_GRUNDY_HEAP, MAX_HEAP, Wythoff, WythoffMove, WythoffPosition,
};
use grundy_lab::games::{Outcome, Playable};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

// ---------------------------------------------------------------- Wythoff's game

/// The stated rules: take any positive number from one heap, or the same from both. A move is
/// (heap: 0 first, 1 second, 2 both; take).
struct RawWythoff;

impl Impartial for RawWythoff {
    type Position = (u64, u64);
    type Move = (u8, u64);
    fn options(&self, &(x, y): &(u64, u64)) -> Vec<((u8, u64), (u64, u64))> {
        let mut options = Vec::new();
        for take in 1..=x {
            options.push(((0, take), (x - take, y)));
        }
        for take in 1..=y {
            options.push(((1, take), (x, y - take)));
        }
        for take in 1..=x.min(y) {
            options.push(((2, take), (x - take, y - take)));
        }
        options
    }
}

fn raw_move(mv: &WythoffMove) -> (u8, u64) {
    let heap = match mv.heaps {
        Heaps::First => 0,
        Heaps::Second => 1,
        Heaps::Both => 2,
    };
    (heap, mv.take)
}

#[test]
fn wythoff_matches_brute_force_on_small_heaps() {
    let mut solver = Solver::brute_force();
    for x in 0..=40u64 {
        for y in 0..=40u64 {
            let position = WythoffPosition { x, y };
            let brute = solver.grundy(&RawWythoff, &(x, y)).unwrap();
            assert_eq!(Wythoff.grundy(&position), Some(brute), "{position}");
            assert_eq!(Wythoff.outcome(&position), Outcome::of(brute), "{position}");
            assert_eq!(Wythoff.is_over(&position), RawWythoff.options(&(x, y)).is_empty());
            let expected: BTreeSet<(u8, u64)> =
                solver.winning_moves(&RawWythoff, &(x, y)).unwrap().into_iter().map(|(mv, _)| mv).collect();
            let found: BTreeSet<(u8, u64)> = Wythoff.winning_moves(&position).iter().map(raw_move).collect();
            assert_eq!(found, expected, "winning moves of {position}");
            if let Some(computer) = Wythoff.computer_move(&position) {
                let next = Wythoff.play(&position, &computer.mv).unwrap();
                if brute != Nimber::ZERO {
                    assert!(wythoff::is_cold(next.x, next.y), "{position}: {}", computer.mv);
                }
            }
        }
    }
}

/// The mex table and the cold pairs are two independent computations: over the whole table
/// (both heaps up to 1000) the zeros are exactly the cold pairs.
#[test]
fn wythoff_table_zeros_are_the_cold_pairs() {
    for x in 0..=MAX_GRUNDY_HEAP {
        for y in 0..=MAX_GRUNDY_HEAP {
            let zero = wythoff::grundy_value(x, y) == Some(Nimber::ZERO);
            assert_eq!(zero, wythoff::is_cold(x, y), "({x}, {y})");
        }
    }
    assert_eq!(wythoff::grundy_value(MAX_GRUNDY_HEAP + 1, 0), None);
    assert_eq!(Wythoff.grundy(&WythoffPosition { x: 0, y: 1001 }), None);
    assert_eq!(Wythoff.outcome(&WythoffPosition { x: 0, y: 1001 }), Outcome::N);
}

#[test]
fn wythoff_published_values() {
    // OEIS A000201, the lower Wythoff sequence ⌊nφ⌋, n = 1…30.
    let lower = [
        1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37, 38, 40, 42, 43,
        45, 46, 48,
    ];
    // OEIS A001950, the upper Wythoff sequence ⌊nφ²⌋, n = 1…25.
    let upper =
        [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52, 54, 57, 60, 62, 65];
    for (k, &a) in (1..).zip(&lower) {
        assert_eq!(wythoff::lower(k), a, "a_{k}");
        assert_eq!(wythoff::cold_pair(a).k, k);
    }
    for (k, &b) in (1..).zip(&upper) {
        assert_eq!(wythoff::upper(k), b, "b_{k}");
        assert_eq!(wythoff::cold_pair(b), ColdPair { k, partner: wythoff::lower(k) });
    }
    // OEIS A317205 (the triangle G(n, m), m ≤ n, of the full table OEIS A004481), rows 0 to 7.
    let triangle: [&[u64]; 8] = [
        &[0],
        &[1, 2],
        &[2, 0, 1],
        &[3, 4, 5, 6],
        &[4, 5, 3, 2, 7],
        &[5, 3, 4, 0, 6, 8],
        &[6, 7, 8, 1, 9, 10, 3],
        &[7, 8, 6, 9, 0, 1, 4, 5],
    ];
    for (n, row) in (0..).zip(triangle) {
        for (m, &value) in (0..).zip(row) {
            assert_eq!(wythoff::grundy_value(n, m), Some(Nimber(value)), "G({n}, {m})");
            assert_eq!(wythoff::grundy_value(m, n), Some(Nimber(value)), "G({m}, {n})");
        }
    }
    // OEIS A047708, the diagonal G(n, n), n = 0…15.
    let diagonal = [0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20];
    for (n, &value) in (0..).zip(&diagonal) {
        assert_eq!(wythoff::grundy_value(n, n), Some(Nimber(value)), "G({n}, {n})");
    }
}

/// ⌊kφ⌋ = a exactly when a < kφ < a + 1, that is (k > 0, φ irrational) 2a − k < k√5 < 2a + 2 − k,
/// checked by squaring in u128: an exact test that shares nothing with `lower`.
fn is_floor_of_k_phi(k: u64, a: u64) -> bool {
    let (k, a) = (u128::from(k), u128::from(a));
    let five_k2 = 5 * k * k;
    let below = 2 * a >= k && (2 * a - k) * (2 * a - k) < five_k2;
    below && five_k2 < (2 * a + 2 - k) * (2 * a + 2 - k)
}

/// (x, y) is cold exactly when the smaller heap is ⌊dφ⌋, d the difference (d = 0: both empty).
fn is_cold_by_definition(x: u64, y: u64) -> bool {
    let (small, d) = (x.min(y), x.abs_diff(y));
    if d == 0 { small == 0 } else { is_floor_of_k_phi(d, small) }
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn wythoff_cold_pairs_are_exact_up_to_10_18(k in 1u64..=600_000_000_000_000_000) {
        let a = wythoff::lower(k);
        prop_assert!(is_floor_of_k_phi(k, a), "a_{} = {}", k, a);
        prop_assert!(!is_floor_of_k_phi(k, a + 1) && !is_floor_of_k_phi(k, a - 1));
        let b = wythoff::upper(k);
        prop_assert_eq!(b, a + k);
        prop_assert_eq!(wythoff::cold_pair(a), ColdPair { k, partner: b });
        if b <= MAX_HEAP {
            prop_assert_eq!(wythoff::cold_pair(b), ColdPair { k, partner: a });
        }
    }

    #[test]
    fn wythoff_large_positions(x in 0..=MAX_HEAP, y in 0..=MAX_HEAP, small in 0u64..2_000, seed: u64) {
        let mut rng = fastrand::Rng::with_seed(seed);
        // A random position (almost always hot), one near the diagonal, and a cold pair (its
        // upper heap ⌊kφ²⌋ < 2.62k stays within the limit for k ≤ x / 3).
        let k = x / 3;
        let positions = [
            WythoffPosition { x, y },
            WythoffPosition { x, y: x.saturating_add(small).min(MAX_HEAP) },
            WythoffPosition { x: wythoff::upper(k), y: wythoff::lower(k) },
        ];
        for position in positions {
            let moves = Wythoff.winning_moves(&position);
            let cold = is_cold_by_definition(position.x, position.y);
            prop_assert_eq!(Wythoff.outcome(&position) == Outcome::P, cold);
            prop_assert_eq!(moves.is_empty(), cold, "{}", position);
            for mv in &moves {
                let next = Wythoff.play(&position, mv).unwrap();
                prop_assert!(is_cold_by_definition(next.x, next.y), "{} then {}", position, mv);
                prop_assert_eq!(mv.to_string().parse::<WythoffMove>().unwrap(), *mv);
            }
            // Any other move, here one at random (uniform over the x + y + min(x, y) moves),
            // leads to a hot position.
            if let Some(mv) = Wythoff.random_move(&position, &mut rng) {
                let next = Wythoff.play(&position, &mv).unwrap();
                prop_assert_eq!(is_cold_by_definition(next.x, next.y), moves.contains(&mv));
            }
            let computer = Wythoff.computer_move(&position);
            prop_assert_eq!(computer.is_none(), Wythoff.is_over(&position));
            prop_assert_eq!(position.to_string().parse::<WythoffPosition>().unwrap(), position);
        }
    }
}

// ---------------------------------------------------------------- Staircase Nim

/// The stated rules: coins on steps 1…n (index 0 is step 1); a move takes one or more coins
/// from one step to the step below, from step 1 off the staircase. A move is (step, coins).
struct RawStaircase;

impl Impartial for RawStaircase {
    type Position = Vec<u8>;
    type Move = (usize, u64);
    fn options(&self, steps: &Vec<u8>) -> Vec<((usize, u64), Vec<u8>)> {
        let mut options = Vec::new();
        for (index, &coins) in steps.iter().enumerate() {
            for moved in 1..=coins {
                let mut next = steps.clone();
                next[index] -= moved;
                if index > 0 {
                    next[index - 1] += moved;
                }
                options.push(((index + 1, u64::from(moved)), next));
            }
        }
        options
    }
}

/// Every staircase of `len` steps with 0 to `max` coins on each.
fn staircases(len: usize, max: u8) -> Vec<Vec<u8>> {
    let mut all = vec![Vec::new()];
    for _ in 0..len {
        all = all
            .into_iter()
            .flat_map(|s: Vec<u8>| (0..=max).map(move |c| [s.clone(), vec![c]].concat()))
            .collect();
    }
    all
}

#[test]
fn staircase_matches_brute_force_on_small_staircases() {
    let mut solver = Solver::brute_force();
    let mut checked = 0;
    let all = (1..=4).flat_map(|len| staircases(len, 3)).chain(staircases(5, 2)).chain(staircases(6, 1));
    for raw in all {
        let position = StaircasePosition::new(raw.iter().map(|&c| u64::from(c)).collect()).unwrap();
        let brute = solver.grundy(&RawStaircase, &raw).unwrap();
        assert_eq!(Staircase.grundy(&position), Some(brute), "{position}");
        assert_eq!(Staircase.is_over(&position), RawStaircase.options(&raw).is_empty());
        let expected: BTreeSet<(usize, u64)> =
            solver.winning_moves(&RawStaircase, &raw).unwrap().into_iter().map(|(mv, _)| mv).collect();
        let found: BTreeSet<(usize, u64)> =
            Staircase.winning_moves(&position).iter().map(|m| (m.step, m.coins)).collect();
        assert_eq!(found, expected, "winning moves of {position}");
        assert_eq!(position.winning_count(), expected.len());
        if let Some(computer) = Staircase.computer_move(&position) {
            let next = Staircase.play(&position, &computer.mv).unwrap();
            if brute != Nimber::ZERO {
                assert_eq!(next.odd_nim_sum(), 0, "{position}: {}", computer.mv);
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 4 + 16 + 64 + 256 + 243 + 64);
}

/// A position of the given counts, scaled down so that the total stays within the limit.
fn staircase_of(counts: Vec<u64>) -> StaircasePosition {
    let len = counts.len() as u64;
    StaircasePosition::new(counts.into_iter().map(|c| c / len).collect()).unwrap()
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn staircase_large_positions(
        counts in prop::collection::vec(prop_oneof![0u64..20, 0u64..=10_000_000_000_000_000_000], 1..40),
        seed: u64,
    ) {
        let position = staircase_of(counts);
        let moves = Staircase.winning_moves(&position);
        prop_assert_eq!(moves.is_empty(), position.odd_nim_sum() == 0);
        prop_assert!(moves.len() == position.winning_count());
        let text = position.to_string();
        prop_assert_eq!(text.parse::<StaircasePosition>().unwrap(), position.clone());
        let mut listed = Vec::new();
        for mv in &moves {
            let next = Staircase.play(&position, mv).unwrap();
            prop_assert_eq!(next.odd_nim_sum(), 0, "{} then {}", position, mv);
            prop_assert_eq!(mv.to_string().parse::<StaircaseMove>().unwrap(), *mv);
            listed.push((*mv, next));
        }
        let mut rng = fastrand::Rng::with_seed(seed);
        for _ in 0..8 {
            if let Some(mv) = Staircase.random_move(&position, &mut rng) {
                let next = Staircase.play(&position, &mv).unwrap();
                prop_assert_eq!(next.steps().iter().sum::<u64>() <= position.steps().iter().sum::<u64>(), true);
                prop_assert_eq!(next.odd_nim_sum() == 0, moves.contains(&mv));
                listed.push((mv, next));
            }
        }
        // The texts after the moves, given as changes of the position's text, are the texts
        // `Display` writes (the expected value: play, then write out).
        let splices = Staircase.texts_after(&position, &text, &listed).unwrap();
        for ((mv, next), splice) in listed.iter().zip(&splices) {
            prop_assert_eq!(splice.apply(&text), next.to_string(), "{} then {}", position, mv);
        }
        let computer = Staircase.computer_move(&position);
        prop_assert_eq!(computer.is_none(), Staircase.is_over(&position));
    }
}

// ---------------------------------------------------------------- the proper-divisor game

/// The proper divisors of n by trial of every smaller number: the stated rule, no theory.
fn proper_divisors(n: u64) -> Vec<u64> {
    (1..n).filter(|&d| n.is_multiple_of(d)).collect()
}

/// The stated rules on several numbers (kept sorted: the order does not change the game). A
/// move is (the number replaced, its divisor).
struct RawDivisor;

impl Impartial for RawDivisor {
    type Position = Vec<u64>;
    type Move = (u64, u64);
    fn options(&self, numbers: &Vec<u64>) -> Vec<((u64, u64), Vec<u64>)> {
        let mut options = Vec::new();
        for (index, &n) in numbers.iter().enumerate() {
            for d in proper_divisors(n) {
                let mut next = numbers.clone();
                next[index] = d;
                next.sort_unstable();
                options.push(((n, d), next));
            }
        }
        options
    }
}

#[test]
fn one_number_is_a_heap_of_omega() {
    // The mex over the proper divisors' values, from 1 up, against Ω by the game's factorisation.
    let mut values = vec![0u64; 2_001];
    for n in 2..=2_000u64 {
        let options: Vec<Nimber> = proper_divisors(n).iter().map(|&d| Nimber(values[d as usize])).collect();
        values[n as usize] = grundy_lab::engine::mex(options).value();
        assert_eq!(u64::from(proper_divisor::omega(n)), values[n as usize], "Ω({n})");
        let position = DivisorPosition::new(vec![n]).unwrap();
        assert_eq!(ProperDivisor.grundy(&position), Some(Nimber(values[n as usize])));
    }
    // OEIS A001222, Ω(n) for n = 1…30.
    let published =
        [0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3, 1, 2, 2, 4, 1, 3, 1, 3, 2, 2, 1, 4, 2, 2, 3, 3, 1, 3];
    for (n, &omega) in (1..).zip(&published) {
        assert_eq!(proper_divisor::omega(n), omega, "Ω({n})");
        assert_eq!(values[n as usize], u64::from(omega));
    }
}

#[test]
fn proper_divisor_matches_brute_force_on_small_positions() {
    let mut solver = Solver::brute_force();
    let mut positions: Vec<Vec<u64>> = (1..=48).map(|n| vec![n]).collect();
    for a in 1..=24u64 {
        for b in a..=24 {
            positions.push(vec![a, b]);
            for c in [1u64, 4, 6, 12, 16] {
                positions.push(vec![a, b, c]);
            }
        }
    }
    for numbers in positions {
        let position = DivisorPosition::new(numbers.clone()).unwrap();
        let mut sorted = numbers.clone();
        sorted.sort_unstable();
        let brute = solver.grundy(&RawDivisor, &sorted).unwrap();
        assert_eq!(ProperDivisor.grundy(&position), Some(brute), "{position}");
        assert_eq!(ProperDivisor.is_over(&position), RawDivisor.options(&sorted).is_empty());
        // Every move of the game that leads to value 0, found by playing each stated move.
        let mut expected = BTreeSet::new();
        for (index, &n) in numbers.iter().enumerate() {
            for d in proper_divisors(n) {
                let mut next = numbers.clone();
                next[index] = d;
                next.sort_unstable();
                if solver.grundy(&RawDivisor, &next).unwrap() == Nimber::ZERO {
                    expected.insert(DivisorMove { index, divisor: d }.to_string());
                }
            }
        }
        let found: BTreeSet<String> =
            ProperDivisor.winning_moves(&position).iter().map(|m| m.to_string()).collect();
        assert_eq!(found, expected, "winning moves of {position}");
        assert_eq!(ProperDivisor::winning_move_count(&position), expected.len() as u64);
        if let Some(computer) = ProperDivisor.computer_move(&position) {
            let next = ProperDivisor.play(&position, &computer.mv).unwrap();
            if brute != Nimber::ZERO {
                assert_eq!(next.nim_sum(), 0, "{position}: {}", computer.mv);
            }
        }
    }
}

/// AtCoder ABC368 F "Dividing Game": Anna moves first; the input is N, then the numbers.
#[test]
fn proper_divisor_contest_samples() {
    for (input, winner) in [("3\n2 3 4", "Anna"), ("4\n2 3 4 6", "Bruno")] {
        let (_, numbers) = input.split_once('\n').unwrap();
        let position: DivisorPosition = numbers.parse().unwrap();
        let raw: Vec<u64> = position.numbers().to_vec();
        let brute = Solver::brute_force().grundy(&RawDivisor, &raw).unwrap();
        let first_wins = ProperDivisor.outcome(&position) == Outcome::N;
        assert_eq!(first_wins, brute != Nimber::ZERO, "{input}");
        assert_eq!(if first_wins { "Anna" } else { "Bruno" }, winner, "{input}");
    }
}

#[test]
fn proper_divisor_many_winning_moves_are_capped() {
    // 963761198400 = 2⁶·3⁴·5²·7·11·13·17·19·23 has 7·5·3·2⁶ = 6720 divisors (the most of any
    // number up to 10^12) and Ω = 18; beside 1 that is the nim-sum, so only the move to 1 wins.
    let position: DivisorPosition = "963761198400 1".parse().unwrap();
    assert_eq!(proper_divisor::divisor_count(963_761_198_400), 6_720);
    assert_eq!(ProperDivisor::winning_move_count(&position), 1);
    // Beside 2⁹ (Ω 9) the nim-sum is 18 ⊕ 9 = 27: every divisor of Ω 18 ⊕ 27 = 9 of the big
    // number wins (and no move on 512: 9 ⊕ 27 = 18 is not smaller).
    let position: DivisorPosition = "963761198400 512".parse().unwrap();
    let count = ProperDivisor::winning_move_count(&position);
    let expected = proper_divisor::divisors(963_761_198_400).iter().filter(|&&(_, o)| o == 9).count() as u64;
    assert_eq!(count, expected);
    assert!(count > MAX_LISTED as u64);
    let listed = ProperDivisor.winning_moves(&position);
    assert_eq!(listed.len(), MAX_LISTED);
    for mv in &listed {
        assert_eq!(ProperDivisor.play(&position, mv).unwrap().nim_sum(), 0, "{mv}");
    }
    let analysis =
        analyze_game(&ProperDivisor, "963761198400 512").unwrap().into_analysis("963761198400 512");
    assert_eq!(analysis.winning_moves.len(), MAX_LISTED);
    assert_eq!(analysis.outcome, Outcome::N);
}

proptest! {
    #![proptest_config(config(60))]

    #[test]
    fn proper_divisor_large_positions(
        numbers in prop::collection::vec(prop_oneof![1u64..100, 1u64..=1_000_000_000_000], 1..5),
        seed: u64,
    ) {
        let position = DivisorPosition::new(numbers).unwrap();
        let moves = ProperDivisor.winning_moves(&position);
        prop_assert_eq!(moves.is_empty(), position.nim_sum() == 0);
        prop_assert!(ProperDivisor::winning_move_count(&position) >= moves.len() as u64);
        for mv in &moves {
            let next = ProperDivisor.play(&position, mv).unwrap();
            prop_assert_eq!(next.nim_sum(), 0, "{} then {}", position, mv);
            prop_assert_eq!(mv.to_string().parse::<DivisorMove>().unwrap(), *mv);
        }
        let mut rng = fastrand::Rng::with_seed(seed);
        if let Some(mv) = ProperDivisor.random_move(&position, &mut rng) {
            let n = position.numbers()[mv.index];
            prop_assert!(mv.divisor < n && n.is_multiple_of(mv.divisor));
        }
        let computer = ProperDivisor.computer_move(&position);
        prop_assert_eq!(computer.is_none(), ProperDivisor.is_over(&position));
        if let Some(computer) = computer {
            let next = ProperDivisor.play(&position, &computer.mv).unwrap();
            prop_assert_eq!(next.nim_sum() == 0, position.nim_sum() != 0);
        }
        prop_assert_eq!(position.to_string().parse::<DivisorPosition>().unwrap(), position);
    }
}

// ---------------------------------------------------------------- all three

proptest! {
    #![proptest_config(config(300))]

    /// No text panics, neither as a position (through the API's analysis) nor as a move.
    #[test]
    fn no_text_panics(text in ".{0,40}", numbers in prop::collection::vec(any::<u64>(), 0..5)) {
        let joined = numbers.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        for text in [text.as_str(), joined.as_str()] {
            let _ = analyze_game(&Wythoff, text);
            let _ = analyze_game(&Staircase, text);
            let _ = analyze_game(&ProperDivisor, text);
            let _ = text.parse::<WythoffMove>();
            let _ = text.parse::<StaircaseMove>();
            let _ = text.parse::<DivisorMove>();
        }
    }
}

#[test]
fn uniform_random_moves_reach_every_move() {
    // Every legal move of a small position comes up (120 draws per move on average).
    let mut rng = fastrand::Rng::with_seed(7);
    let position = WythoffPosition { x: 2, y: 3 };
    let seen: BTreeSet<(u8, u64)> =
        (0..1_000).filter_map(|_| Wythoff.random_move(&position, &mut rng)).map(|m| raw_move(&m)).collect();
    assert_eq!(seen.len() as u64, Wythoff::move_count(&position));
    let position: StaircasePosition = "1 2 3".parse().unwrap();
    let seen: BTreeSet<(usize, u64)> = (0..1_000)
        .filter_map(|_| Staircase.random_move(&position, &mut rng))
        .map(|m| (m.step, m.coins))
        .collect();
    assert_eq!(seen.len(), 6);
    let position: DivisorPosition = "12 7".parse().unwrap();
    let seen: BTreeSet<String> = (0..1_000)
        .filter_map(|_| ProperDivisor.random_move(&position, &mut rng))
        .map(|m| m.to_string())
        .collect();
    assert_eq!(seen.len(), 5 + 1);
}

proptest! {
    #![proptest_config(config(200))]

    /// The moves to a value (what a sum of games asks of a part), against playing every legal
    /// move and valuing what it leads to.
    #[test]
    fn moves_to_a_value(
        heaps in (0u64..60, 0u64..60),
        steps in prop::collection::vec(0u64..6, 1..6),
        numbers in prop::collection::vec(1u64..200, 1..4),
        target in 0u64..8,
    ) {
        let position = WythoffPosition { x: heaps.0, y: heaps.1 };
        let all = (1..=position.x).map(|take| WythoffMove { heaps: Heaps::First, take })
            .chain((1..=position.y).map(|take| WythoffMove { heaps: Heaps::Second, take }))
            .chain((1..=position.x.min(position.y)).map(|take| WythoffMove { heaps: Heaps::Both, take }));
        let expected: Vec<WythoffMove> = all
            .filter(|mv| Wythoff.grundy(&Wythoff.play(&position, mv).unwrap()) == Some(Nimber(target)))
            .collect();
        prop_assert_eq!(Wythoff::moves_to_value(&position, Nimber(target)), Some(expected));

        let position = StaircasePosition::new(steps).unwrap();
        let mut expected = Vec::new();
        for (index, &coins) in position.steps().iter().enumerate() {
            for moved in 1..=coins {
                let mv = StaircaseMove { step: index + 1, coins: moved };
                if Staircase.grundy(&Staircase.play(&position, &mv).unwrap()) == Some(Nimber(target)) {
                    expected.push(mv);
                }
            }
        }
        prop_assert_eq!(position.moves_to_value(target), expected);

        let position = DivisorPosition::new(numbers).unwrap();
        let mut expected = Vec::new();
        for (index, &n) in position.numbers().iter().enumerate() {
            for divisor in proper_divisors(n) {
                let mv = DivisorMove { index, divisor };
                if ProperDivisor.grundy(&ProperDivisor.play(&position, &mv).unwrap()) == Some(Nimber(target)) {
                    expected.push(mv);
                }
            }
        }
        prop_assert_eq!(ProperDivisor::moves_to_value(&position, target, usize::MAX), expected);
    }
}
