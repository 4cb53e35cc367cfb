//! Property tests for the four reductions to Nim: each closed form (gaps of paired chessmen,
//! exponents of the factorisation, the Euclid chain, Kayles rows of a circle) is compared with
//! `Solver::brute_force()` on the game's stated rules, over every small position; winning moves
//! must be exactly the moves to P-positions; contest samples; notation round trips; no panic on
//! any text.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashSet};

use grundy_lab::engine::{Impartial, Nimber, Solver};
use grundy_lab::games::catalog::analyze;
use grundy_lab::games::reduction::euclid::{Euclid, EuclidMove, EuclidPosition};
use grundy_lab::games::reduction::funny::{FunnyGame, FunnyMove, FunnyPosition, KAYLES_PERIOD, kayles};
use grundy_lab::games::reduction::georgia::{self, GeorgiaBob, GeorgiaMove, GeorgiaPosition};
use grundy_lab::games::reduction::prime_factor::{
    self as prime_factor, PrimeFactor, PrimeMove, PrimePosition, factorize, is_prime,
};
use grundy_lab::games::{Outcome, Playable};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

// ---------------------------------------------------------------- Georgia and Bob

/// The stated rules on squares 1 to 12: bit i is square i + 1; a chessman slides left over
/// empty squares only.
struct RawGeorgia;

impl Impartial for RawGeorgia {
    type Position = u16;
    type Move = (u32, u32);
    fn options(&self, &mask: &u16) -> Vec<((u32, u32), u16)> {
        let mut options = Vec::new();
        for from in 0..12u32 {
            if mask >> from & 1 == 0 {
                continue;
            }
            let mut to = from;
            while to > 0 && mask >> (to - 1) & 1 == 0 {
                to -= 1;
                let next = mask & !(1 << from) | (1 << to);
                options.push(((from + 1, to + 1), next));
            }
        }
        options
    }
}

fn georgia_of(mask: u16) -> GeorgiaPosition {
    let squares = (0..12u32).filter(|i| mask >> i & 1 == 1).map(|i| i + 1).collect();
    GeorgiaPosition::new(squares).expect("squares 1 to 12 are in range")
}

#[test]
fn georgia_matches_brute_force_on_every_row_of_12() {
    let mut solver = Solver::brute_force();
    for mask in 1..(1u16 << 12) {
        let position = georgia_of(mask);
        let brute = solver.grundy(&RawGeorgia, &mask).unwrap();
        assert_eq!(GeorgiaBob.grundy(&position), Some(brute), "{position}");
        let expected: BTreeSet<(u32, u32)> =
            solver.winning_moves(&RawGeorgia, &mask).unwrap().into_iter().map(|(mv, _)| mv).collect();
        let found: BTreeSet<(u32, u32)> =
            GeorgiaBob.winning_moves(&position).iter().map(|m| (m.from, m.to)).collect();
        assert_eq!(found, expected, "winning moves of {position}");
        assert_eq!(GeorgiaBob.is_over(&position), RawGeorgia.options(&mask).is_empty(), "{position}");
        if let Some(computer) = GeorgiaBob.computer_move(&position) {
            let next = GeorgiaBob.play(&position, &computer.mv).expect("the computer plays legal moves");
            if brute != Nimber::ZERO {
                assert_eq!(GeorgiaBob.grundy(&next), Some(Nimber::ZERO), "{position}: {}", computer.mv);
            }
        }
    }
}

#[test]
fn georgia_contest_samples() {
    // POJ 1704's sample input and output.
    let cases = georgia::import("2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n").unwrap();
    assert_eq!(georgia::contest_output(&cases), "Bob will win\nGeorgia will win");
    // By hand: pairs 14–17, 9–12, 6–7, 1–5 have gaps 2, 2, 0, 3: nim-sum 3.
    let analysis = analyze("georgia-bob", "17 14 12 9 7 6 5 1").unwrap();
    assert_eq!(
        (analysis.position.as_str(), analysis.grundy, analysis.outcome),
        ("1 5 6 7 9 12 14 17", Some(3), Outcome::N)
    );
    // Nim-sum 3: gap 3 → 0 is 5-2; gaps 2 → 1 are 12-11 and 17-16; gap 0 → 3 would move the 6
    // three squares left, but the 5 blocks it (hand calculation).
    let moves: Vec<&str> = analysis.winning_moves.iter().map(|m| m.mv.as_str()).collect();
    assert_eq!(moves, vec!["5-2", "12-11", "17-16"]);
    use georgia::{ImportError, ParseGeorgiaError};
    assert_eq!(georgia::import("2\n1\n5").unwrap_err(), ImportError::MissingCount { case: 2 });
    let twice = ImportError::BadCase { case: 1, error: ParseGeorgiaError::Twice { square: 3 } };
    assert_eq!(georgia::import("1\n2\n3 3").unwrap_err(), twice);
    assert_eq!(georgia::import("1\n1\n4 9").unwrap_err(), ImportError::Leftover { count: 1 });
}

proptest! {
    #![proptest_config(config(200))]

    #[test]
    fn georgia_notation_round_trips(squares in prop::collection::btree_set(1u32..=10_000, 1..60), seed: u64) {
        let mut shuffled: Vec<u32> = squares.iter().copied().collect();
        fastrand::Rng::with_seed(seed).shuffle(&mut shuffled);
        let text = shuffled.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        let position: GeorgiaPosition = text.parse().unwrap();
        prop_assert_eq!(position.squares(), &squares.iter().copied().collect::<Vec<_>>()[..]);
        prop_assert_eq!(position.to_string().parse::<GeorgiaPosition>().unwrap(), position.clone());
        // Every listed winning move is legal and leads to nim-sum 0.
        for mv in GeorgiaBob.winning_moves(&position) {
            let next = GeorgiaBob.play(&position, &mv).unwrap();
            prop_assert_eq!(next.nim_sum(), Nimber::ZERO);
            prop_assert_eq!(mv.to_string().parse::<GeorgiaMove>().unwrap(), mv);
        }
    }
}

// ---------------------------------------------------------------- the prime-factor game

/// The stated rules: divide by any prime power that divides N (primes found by trial division).
struct RawPrime;

impl Impartial for RawPrime {
    type Position = u64;
    type Move = (u64, u32);
    fn options(&self, &n: &u64) -> Vec<((u64, u32), u64)> {
        let mut options = Vec::new();
        for p in 2..=n {
            if n % p != 0 || !(2..p).take_while(|d| d * d <= p).all(|d| p % d != 0) {
                continue;
            }
            let (mut power, mut e) = (p, 1);
            while n % power == 0 {
                options.push(((p, e), n / power));
                power *= p;
                e += 1;
            }
        }
        options
    }
}

#[test]
fn prime_factor_matches_brute_force_up_to_10_000() {
    let mut solver = Solver::brute_force();
    for n in 1..=10_000u64 {
        let position = PrimePosition::new(n).unwrap();
        let brute = solver.grundy(&RawPrime, &n).unwrap();
        assert_eq!(PrimeFactor.grundy(&position), Some(brute), "{n}");
        let expected: BTreeSet<(u64, u32)> =
            solver.winning_moves(&RawPrime, &n).unwrap().into_iter().map(|(mv, _)| mv).collect();
        let found: BTreeSet<(u64, u32)> =
            PrimeFactor.winning_moves(&position).iter().map(|m| (m.prime, m.exponent)).collect();
        assert_eq!(found, expected, "{n}");
        if let Some(computer) = PrimeFactor.computer_move(&position) {
            let next = PrimeFactor.play(&position, &computer.mv).unwrap();
            if brute != Nimber::ZERO {
                assert_eq!(PrimeFactor.grundy(&next), Some(Nimber::ZERO), "{n}");
            }
        }
    }
}

#[test]
fn prime_factor_samples_and_limits() {
    // Seed 003: 540 = 2² · 3³ · 5, 2 ⊕ 3 ⊕ 1 = 0: Bob (the second player) wins.
    let analysis = analyze("prime-factor", "540").unwrap();
    assert_eq!((analysis.grundy, analysis.outcome), (Some(0), Outcome::P));
    // By hand: 11 is prime (one heap of 1): divide by 11 and win.
    let eleven = analyze("prime-factor", "11").unwrap();
    assert_eq!(
        (eleven.grundy, eleven.winning_moves[0].mv.as_str(), eleven.winning_moves[0].to.as_str()),
        (Some(1), "11^1", "1")
    );
    // 999 999 999 989 is the largest prime below 10^12 (checked by trial division here).
    let big_prime = 999_999_999_989u64;
    assert!((2..=1_000_000u64).all(|d| !big_prime.is_multiple_of(d)));
    let big = analyze("prime-factor", "999999999989").unwrap();
    assert_eq!((big.grundy, big.winning_moves.len()), (Some(1), 1));
    // 999 983 and 1 000 003 are primes (trial division): their product has exponents 1, 1.
    let semiprime = 999_983u64 * 1_000_003;
    assert_eq!(PrimeFactor.grundy(&PrimePosition::new(semiprime).unwrap()), Some(Nimber(0)));
    // 2^39 < 10^12 < 2^40: one heap of 39.
    assert_eq!(analyze("prime-factor", &(1u64 << 39).to_string()).unwrap().grundy, Some(39));
    let over = "1000000000001".parse::<PrimePosition>().unwrap_err();
    assert_eq!(over, prime_factor::ParsePrimeError::TooLarge { token: "1000000000001".into() });
    assert!(analyze("prime-factor", "0").is_err());
    let position = PrimePosition::new(540).unwrap();
    assert_eq!(
        PrimeFactor.play(&position, &PrimeMove { prime: 4, exponent: 1 }),
        Err(prime_factor::PrimeError::NotPrime { number: 4 })
    );
    assert!(PrimeFactor.play(&position, &PrimeMove { prime: 5, exponent: 2 }).is_err());
    assert_eq!("3^2".parse::<PrimeMove>().unwrap(), PrimeMove { prime: 3, exponent: 2 });
    assert_eq!("7".parse::<PrimeMove>().unwrap(), PrimeMove { prime: 7, exponent: 1 });
}

#[test]
fn is_prime_matches_trial_division() {
    for n in 0..20_000u64 {
        let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
        assert_eq!(is_prime(n), trial, "{n}");
    }
    // Carmichael numbers and a strong pseudoprime to base 2 (OEIS A001262: 2047 = 23 · 89).
    for composite in [561u64, 1_105, 2_047, 3_215_031_751, 999_983 * 1_000_003] {
        assert!(!is_prime(composite), "{composite}");
    }
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn factorisation_multiplies_back(n in 1u64..=1_000_000_000_000) {
        let factorization = factorize(n);
        let product = factorization.factors.iter().fold(1u64, |acc, f| acc * f.prime.pow(f.exponent));
        prop_assert_eq!(product, n);
        for factor in &factorization.factors {
            prop_assert!(is_prime(factor.prime));
        }
        let position = PrimePosition::new(n).unwrap();
        for mv in PrimeFactor.winning_moves(&position) {
            let next = PrimeFactor.play(&position, &mv).unwrap();
            prop_assert_eq!(next.nim_sum(), Nimber::ZERO);
        }
    }
}

// ---------------------------------------------------------------- Euclid's game

/// The stated rules: subtract a positive multiple of the smaller from the larger; a position
/// with a 0 has no move.
struct RawEuclid;

impl Impartial for RawEuclid {
    type Position = (u64, u64);
    type Move = u64;
    fn options(&self, &(a, b): &(u64, u64)) -> Vec<(u64, (u64, u64))> {
        if a == 0 || b == 0 {
            return Vec::new();
        }
        let (larger, smaller) = (a.max(b), a.min(b));
        (1..=larger / smaller)
            .map(|k| (k, if a >= b { (a - k * smaller, b) } else { (a, b - k * smaller) }))
            .collect()
    }
}

#[test]
fn euclid_matches_brute_force_up_to_60() {
    let mut solver = Solver::brute_force();
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            if a == 0 && b == 0 {
                continue;
            }
            let position = EuclidPosition::new(a, b).unwrap();
            let brute = solver.grundy(&RawEuclid, &(a, b)).unwrap();
            assert_eq!(Euclid.grundy(&position), Some(brute), "{position}");
            assert_eq!(Euclid.outcome(&position), Outcome::of(brute), "{position}");
            let expected: Vec<u64> =
                solver.winning_moves(&RawEuclid, &(a, b)).unwrap().into_iter().map(|(k, _)| k).collect();
            let found: Vec<u64> = Euclid.winning_moves(&position).iter().map(|m| m.multiple).collect();
            assert_eq!(found, expected, "{position}");
            if let Some(computer) = Euclid.computer_move(&position) {
                let next = Euclid.play(&position, &computer.mv).unwrap();
                if brute != Nimber::ZERO {
                    assert_eq!(Euclid.outcome(&next), Outcome::P, "{position}");
                }
            }
        }
    }
}

#[test]
fn euclid_samples_and_huge_numbers() {
    // POJ 2348's sample: "34 12" → Stan (the first player) wins; "15 24" → Ollie wins.
    assert_eq!(analyze("euclid", "34 12").unwrap().outcome, Outcome::N);
    assert_eq!(analyze("euclid", "15 24").unwrap().outcome, Outcome::P);
    // By hand: 25 = 3·7 + 4. From (7, 4) two forced moves lead to (4, 3) and (3, 1), and whoever
    // faces (3, 1) (3 ≥ 2·1) wins: that is the player who faced (7, 4), so taking 3·7 loses.
    // Taking 2·7 leaves (11, 7), whose only move hands (4, 7) back: 25-2*7 is the winning move.
    let analysis = analyze("euclid", "25 7").unwrap();
    assert_eq!(analysis.winning_moves.len(), 1);
    assert_eq!(
        (analysis.winning_moves[0].mv.as_str(), analysis.winning_moves[0].to.as_str()),
        ("25-2*7", "11 7")
    );
    // Huge: 10^18 and 1 (quotient 10^18: beyond the search, outcome by the rule a ≥ 2b).
    let huge = analyze("euclid", "1000000000000000000 1").unwrap();
    assert_eq!((huge.grundy, huge.outcome), (None, Outcome::N));
    assert_eq!(huge.winning_moves[0].to, "0 1");
    // Consecutive Fibonacci numbers (F₈₇ = 679891637638612258, F₈₆ = 420196140727489673): every
    // move is forced down to (2, 1), reached after 84 forced moves, where the mover wins: so the
    // first player wins (84 is even). The quotients are all 1 but the last (2): a small search.
    let fibonacci = analyze("euclid", "679891637638612258 420196140727489673").unwrap();
    assert_eq!(fibonacci.outcome, Outcome::N);
    assert!(fibonacci.grundy.is_some());
    // (10^18, 10^18 − 1): one forced move to (10^18 − 1, 1), where the mover wins: P.
    let close = analyze("euclid", "1000000000000000000 999999999999999999").unwrap();
    assert_eq!((close.grundy, close.outcome, close.winning_moves.len()), (None, Outcome::P, 0));
    assert!(analyze("euclid", "0 0").is_err());
    assert!(analyze("euclid", "1000000000000000001 3").is_err());
    let position: EuclidPosition = "25 7".parse().unwrap();
    assert!(Euclid.play(&position, &EuclidMove { larger: 25, multiple: 4, smaller: 7 }).is_err());
    assert!(Euclid.play(&position, &EuclidMove { larger: 24, multiple: 1, smaller: 7 }).is_err());
    assert_eq!(
        "25 - 3 * 7".parse::<EuclidMove>().unwrap(),
        EuclidMove { larger: 25, multiple: 3, smaller: 7 }
    );
}

#[test]
fn euclid_rule_agrees_with_the_values_within_the_search() {
    // Two derivations of mine against each other beyond the brute force's range: the outcome by
    // the chain rule and the Grundy value by the mex recurrence.
    for a in 1..=400u64 {
        for b in 1..=400u64 {
            let position = EuclidPosition::new(a, b).unwrap();
            assert_eq!(Outcome::of(position.grundy().unwrap()), position.outcome(), "{position}");
        }
    }
}

proptest! {
    #![proptest_config(config(500))]

    #[test]
    fn euclid_winning_moves_lead_to_p_for_huge_numbers(a in 1u64..=1_000_000_000_000_000_000, b in 1u64..=1_000_000_000_000_000_000) {
        let position = EuclidPosition::new(a, b).unwrap();
        let moves = Euclid.winning_moves(&position);
        prop_assert_eq!(moves.is_empty(), position.outcome() == Outcome::P);
        for mv in &moves {
            prop_assert_eq!(Euclid.play(&position, mv).unwrap().outcome(), Outcome::P);
        }
        if position.outcome() == Outcome::P {
            // From a P-position the only move is forced and leads to an N-position.
            let (larger, smaller) = position.ordered();
            prop_assert!(larger < 2 * smaller && larger != smaller);
            let next = Euclid.play(&position, &EuclidMove::of(position, 1)).unwrap();
            prop_assert_eq!(next.outcome(), Outcome::N);
        }
        prop_assert_eq!(position.to_string().parse::<EuclidPosition>().unwrap(), position);
    }
}

// ---------------------------------------------------------------- A Funny Game

#[test]
fn kayles_table_is_the_mex_rule_up_to_2000() {
    // The mex rule directly, independent of the game's table: a row of n leaves (a, b) with
    // a + b = n − 1 or n − 2. The periodicity theorem (octal games, take at most 2) makes the
    // period final once it holds up to 2·71 + 12 + 2 = 156; this checks far beyond.
    let mut values = vec![0u64; 2_001];
    for n in 1..values.len() {
        let mut seen = HashSet::new();
        for a in 0..n {
            seen.insert(values[a] ^ values[n - 1 - a]);
            if a + 2 <= n {
                seen.insert(values[a] ^ values[n - 2 - a]);
            }
        }
        values[n] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    for (n, &value) in values.iter().enumerate() {
        assert_eq!(kayles(n as u64), value, "K({n})");
    }
    // The last exception before the period is K(70) = 6 ≠ K(82) = 2 (Guy and Smith's table).
    assert_eq!((values[70], values[82]), (6, 2));
    for n in 71..values.len() - KAYLES_PERIOD {
        assert_eq!(values[n], values[n + KAYLES_PERIOD], "K({n})");
    }
    // Published start of the sequence (OEIS A002186): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7.
    assert_eq!(&values[..16], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
}

/// The stated rules on coins in a circle of `n` (bit i is coin i + 1): take a coin, or two
/// coins next to each other on the original circle.
struct RawCircle(u32);

impl Impartial for RawCircle {
    type Position = u32;
    type Move = (u32, u32);
    fn options(&self, &mask: &u32) -> Vec<((u32, u32), u32)> {
        let n = self.0;
        let mut options = Vec::new();
        for i in 0..n {
            if mask >> i & 1 == 0 {
                continue;
            }
            options.push(((i, i), mask & !(1 << i)));
            let j = (i + 1) % n;
            if j != i && mask >> j & 1 == 1 && (n > 2 || i == 0) {
                options.push(((i, j), mask & !(1 << i) & !(1 << j)));
            }
        }
        options
    }
}

/// The rows a subset of a circle leaves: runs of present coins, starting after a missing coin.
fn runs(mask: u32, n: u32) -> Vec<u32> {
    let start = (0..n).find(|&i| mask >> i & 1 == 0).expect("a subset with a gap");
    let mut rows = Vec::new();
    let mut run = 0;
    for step in 1..=n {
        if mask >> ((start + step) % n) & 1 == 1 {
            run += 1;
        } else if run > 0 {
            rows.push(run);
            run = 0;
        }
    }
    rows
}

#[test]
fn funny_game_matches_the_coins_on_circles_up_to_14() {
    for n in 1..=14u32 {
        let game = RawCircle(n);
        let mut solver = Solver::brute_force();
        let full = (1u32 << n) - 1;
        let circle = FunnyPosition::Circle(n);
        assert_eq!(FunnyGame.grundy(&circle), Some(solver.grundy(&game, &full).unwrap()), "circle {n}");
        for mask in 0..full {
            let rows = FunnyPosition::Rows(runs(mask, n));
            assert_eq!(
                FunnyGame.grundy(&rows),
                Some(solver.grundy(&game, &mask).unwrap()),
                "{rows} in circle {n}"
            );
        }
    }
    // POJ 2484's sample: 1 → Alice, 2 → Alice, 3 → Bob (Alice moves first).
    for (n, outcome) in [(1, Outcome::N), (2, Outcome::N), (3, Outcome::P)] {
        assert_eq!(analyze("funny-game", &format!("circle {n}")).unwrap().outcome, outcome, "{n}");
    }
}

/// Rows as a sorted multiset: take one coin or two adjacent coins of one row.
struct RawRows;

impl Impartial for RawRows {
    type Position = Vec<u32>;
    type Move = ();
    fn options(&self, rows: &Vec<u32>) -> Vec<((), Vec<u32>)> {
        let mut options = Vec::new();
        for (index, &length) in rows.iter().enumerate() {
            for taken in 1..=2.min(length) {
                for before in 0..=length - taken {
                    let mut next = rows.clone();
                    next.remove(index);
                    next.extend([before, length - taken - before].into_iter().filter(|&r| r > 0));
                    next.sort_unstable();
                    options.push(((), next));
                }
            }
        }
        options
    }
}

fn partitions(total: u32, largest: u32, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
    out.push(prefix.clone());
    for part in (1..=largest.min(total)).rev() {
        prefix.push(part);
        partitions(total - part, part, prefix, out);
        prefix.pop();
    }
}

#[test]
fn funny_game_rows_match_brute_force_up_to_20_coins() {
    let mut solver = Solver::brute_force();
    let mut all = Vec::new();
    partitions(20, 20, &mut Vec::new(), &mut all);
    for rows in all {
        let mut sorted = rows.clone();
        sorted.sort_unstable();
        let position = FunnyPosition::Rows(rows.clone());
        let brute = solver.grundy(&RawRows, &sorted).unwrap();
        assert_eq!(FunnyGame.grundy(&position), Some(brute), "{position}");
        // Every move of the game that leads to value 0, found by playing each move.
        let mut expected = Vec::new();
        for (index, &length) in rows.iter().enumerate() {
            for coin in 1..=length {
                for second in [None, Some(coin + 1)] {
                    let mv = FunnyMove { row: Some(index + 1), coin, second };
                    if let Ok(next) = FunnyGame.play(&position, &mv) {
                        let mut next_rows = match next {
                            FunnyPosition::Rows(r) => r,
                            FunnyPosition::Circle(_) => unreachable!("rows stay rows"),
                        };
                        next_rows.sort_unstable();
                        if solver.grundy(&RawRows, &next_rows).unwrap() == Nimber::ZERO {
                            expected.push(mv);
                        }
                    }
                }
            }
        }
        let mut found = FunnyGame.winning_moves(&position);
        found.sort_by_key(|m| (m.row, m.coin, m.second));
        expected.sort_by_key(|m| (m.row, m.coin, m.second));
        assert_eq!(found, expected, "{position}");
        if let Some(computer) = FunnyGame.computer_move(&position) {
            let next = FunnyGame.play(&position, &computer.mv).unwrap();
            if brute != Nimber::ZERO {
                assert_eq!(next.nim_sum(), Nimber::ZERO, "{position}: {}", computer.mv);
            }
        }
    }
}

#[test]
fn funny_game_notation_and_big_rows() {
    assert_eq!("Circle 7".parse::<FunnyPosition>().unwrap(), FunnyPosition::Circle(7));
    assert_eq!("3, 0, 2".parse::<FunnyPosition>().unwrap(), FunnyPosition::Rows(vec![3, 2]));
    assert_eq!(
        FunnyPosition::Rows(Vec::new()).to_string().parse::<FunnyPosition>().unwrap(),
        FunnyPosition::Rows(Vec::new())
    );
    assert!("circle 0".parse::<FunnyPosition>().is_err());
    assert!("circle".parse::<FunnyPosition>().is_err());
    assert!("circle 1000001".parse::<FunnyPosition>().is_err());
    // The circle of 7 is lost for the first player; taking coin 3 leaves a row of 6, whose
    // middle two (3-4) leave 2 and 2 (hand calculation).
    let circle = FunnyPosition::Circle(7);
    let row = FunnyGame.play(&circle, &"3".parse().unwrap()).unwrap();
    assert_eq!(row.to_string(), "6");
    assert_eq!(FunnyGame.computer_move(&row).unwrap().mv.to_string(), "1:3-4");
    assert!(FunnyGame.play(&circle, &"7-1".parse().unwrap()).is_ok());
    assert!(FunnyGame.play(&circle, &"7-2".parse().unwrap()).is_err());
    assert!(FunnyGame.play(&circle, &"1:1".parse().unwrap()).is_err());
    // A row of 10^6 coins: K(10^6) ≠ 0, and the winning moves (the first 64) lead to 0.
    let big = analyze("funny-game", "1000000").unwrap();
    assert_eq!(big.outcome, Outcome::N);
    assert_eq!(big.winning_moves.len(), 64);
    for mv in &big.winning_moves {
        assert_eq!(analyze("funny-game", &mv.to).unwrap().grundy, Some(0), "{}", mv.mv);
    }
    assert_eq!(analyze("funny-game", "circle 1000000").unwrap().outcome, Outcome::P);
}

#[test]
fn funny_game_long_rows_list_every_winning_move() {
    // The scan that skips the periodic middle of a long row against playing every move and
    // computing the value of what is left (rows of 1 to 400 coins, beside a second row).
    for length in 1..=400u32 {
        for other in [0u32, 1, 2, 5, 40, 97] {
            let rows: Vec<u32> = [length, other].into_iter().filter(|&r| r > 0).collect();
            let position = FunnyPosition::Rows(rows.clone());
            let mut expected = Vec::new();
            for coin in 1..=length {
                for second in [None, Some(coin + 1)] {
                    let mv = FunnyMove { row: Some(1), coin, second };
                    if let Ok(next) = FunnyGame.play(&position, &mv)
                        && next.nim_sum() == Nimber::ZERO
                    {
                        expected.push(mv);
                    }
                }
            }
            let found: Vec<FunnyMove> = FunnyGame::winning_moves_limited(&position, usize::MAX)
                .into_iter()
                .filter(|m| m.row == Some(1))
                .collect();
            assert_eq!(found, expected, "{position}");
        }
    }
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn funny_game_winning_moves_lead_to_zero(rows in prop::collection::vec(1u32..=5_000, 1..6)) {
        let position = FunnyPosition::Rows(rows);
        for mv in FunnyGame::winning_moves_limited(&position, 20) {
            let next = FunnyGame.play(&position, &mv).unwrap();
            prop_assert_eq!(next.nim_sum(), Nimber::ZERO);
            prop_assert_eq!(mv.to_string().parse::<FunnyMove>().unwrap(), mv);
        }
        prop_assert_eq!(position.to_string().parse::<FunnyPosition>().unwrap(), position);
    }

    #[test]
    fn no_text_panics(text in ".{0,40}", numbers in prop::collection::vec(any::<u64>(), 0..5)) {
        let joined = numbers.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        for id in ["georgia-bob", "prime-factor", "euclid", "funny-game"] {
            let _ = analyze(id, &text);
            let _ = analyze(id, &joined);
            let _ = analyze(id, &format!("circle {joined}"));
        }
        let _ = georgia::import(&text);
        let _ = georgia::import(&joined);
        let _ = text.parse::<GeorgiaMove>();
        let _ = text.parse::<PrimeMove>();
        let _ = text.parse::<EuclidMove>();
        let _ = text.parse::<FunnyMove>();
    }
}
