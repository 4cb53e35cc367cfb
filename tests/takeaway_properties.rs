//! Property tests of the take-away games (issue 8) against brute force of their stated rules:
//! each reference below is a plain search written from the rules alone, sharing no code with
//! the games beyond parsing.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};

use grundy_lab::engine::{Nimber, mex};
use grundy_lab::games::catalog::{self, MAX_LISTED};
use grundy_lab::games::nim::{NimPosition, ParseNimError};
use grundy_lab::games::takeaway::bounded_nim::{BoundedNim, BoundedPosition};
use grundy_lab::games::takeaway::count_to::{CountMove, CountPosition, CountTo};
use grundy_lab::games::takeaway::misere_nim::MisereNim;
use grundy_lab::games::takeaway::nim_k::{NimK, NimKMove, NimKPosition};
use grundy_lab::games::takeaway::subtraction::{
    MiserePosition, MisereSubtraction, Sequence, SequenceRule, Subtraction, SubtractionPosition,
    SubtractionSet, sequence,
};
use grundy_lab::games::takeaway::{ParseTakeawayError, Quantity};
use grundy_lab::games::{Outcome, Playable};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

/// A game given by its stated rules: every option of a position (heaps as a vector).
type Rules<'a> = &'a dyn Fn(&[u32]) -> Vec<Vec<u32>>;

/// Brute-force normal-play Grundy values by the mex rule, memoized.
fn brute_grundy(rules: Rules, position: &[u32], memo: &mut HashMap<Vec<u32>, u64>) -> u64 {
    if let Some(&v) = memo.get(position) {
        return v;
    }
    let values: Vec<Nimber> =
        rules(position).iter().map(|child| Nimber(brute_grundy(rules, child, memo))).collect();
    let value = mex(values).value();
    memo.insert(position.to_vec(), value);
    value
}

/// Brute-force misère outcome: whether the player to move wins when the last move loses.
fn brute_misere_wins(rules: Rules, position: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&v) = memo.get(position) {
        return v;
    }
    let children = rules(position);
    let wins = children.is_empty() || children.iter().any(|child| !brute_misere_wins(rules, child, memo));
    memo.insert(position.to_vec(), wins);
    wins
}

/// Options of one-heap-at-a-time take-away: take any `t` allowed by `allowed` from one heap.
fn one_heap_options(position: &[u32], allowed: &dyn Fn(u32) -> bool) -> Vec<Vec<u32>> {
    let mut options = Vec::new();
    for (i, &h) in position.iter().enumerate() {
        for t in 1..=h {
            if allowed(t) {
                let mut next = position.to_vec();
                next[i] -= t;
                options.push(next);
            }
        }
    }
    options
}

/// Nim_k options: a nonempty set of at most k heaps, each lowered by a positive amount.
fn nim_k_options(position: &[u32], k: usize) -> Vec<Vec<u32>> {
    let mut options = BTreeSet::new();
    let n = position.len();
    for mask in 1u32..(1 << n) {
        if mask.count_ones() as usize > k || (0..n).any(|i| mask >> i & 1 == 1 && position[i] == 0) {
            continue;
        }
        let chosen: Vec<usize> = (0..n).filter(|&i| mask >> i & 1 == 1).collect();
        let mut current = position.to_vec();
        // Odometer over the new values of the chosen heaps (each below its old size).
        for &i in &chosen {
            current[i] = 0;
        }
        loop {
            options.insert(current.clone());
            let mut carry = true;
            for &i in &chosen {
                if !carry {
                    break;
                }
                current[i] += 1;
                if current[i] < position[i] {
                    carry = false;
                } else {
                    current[i] = 0;
                }
            }
            if carry {
                break;
            }
        }
    }
    options.into_iter().collect()
}

fn heaps_text(heaps: &[u32]) -> String {
    heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

/// Checks the API's analysis of `game`/`text` against brute force: the value (where the game
/// reports one), the outcome, and that the winning moves are exactly the moves to P-positions
/// (`expected_moves`: the positions they lead to, in the game's notation).
#[track_caller]
fn check_analysis(
    game: &str,
    text: &str,
    grundy: Option<u64>,
    outcome: Outcome,
    expected_to: BTreeSet<String>,
) {
    let analysis = catalog::analyze(game, text).unwrap_or_else(|e| panic!("{game} {text}: {e:?}"));
    assert_eq!(analysis.grundy, grundy, "{game} {text}: grundy");
    assert_eq!(analysis.outcome, outcome, "{game} {text}: outcome");
    let got: BTreeSet<String> = analysis.winning_moves.iter().map(|m| m.to.clone()).collect();
    assert_eq!(got.len(), analysis.winning_moves.len(), "{game} {text}: moves listed twice");
    if expected_to.len() <= MAX_LISTED {
        assert_eq!(got, expected_to, "{game} {text}: winning moves");
    } else {
        assert!(got.is_subset(&expected_to), "{game} {text}: winning moves");
    }
}

/// Checks the misère subtraction analysis of `set_text: heaps` against the brute force: the
/// outcome, and the winning moves exactly the moves to lost positions.
#[track_caller]
fn check_misere(rules: Rules, set_text: &str, heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) {
    let text = format!("{set_text}: {}", heaps_text(heaps));
    let wins = brute_misere_wins(rules, heaps, memo);
    let to_lost: BTreeSet<String> = rules(heaps)
        .iter()
        .filter(|c| !brute_misere_wins(rules, c, memo))
        .map(|c| format!("{set_text}: {}", heaps_text(c)))
        .collect();
    check_analysis("misere-subtraction", &text, None, if wins { Outcome::N } else { Outcome::P }, to_lost);
}

const SETS: &[&[u32]] = &[&[1, 3, 4], &[1, 2, 4], &[2, 5], &[1, 2], &[3, 4, 7], &[2, 3, 7, 11]];

#[test]
fn subtraction_against_brute_force() {
    for &set in SETS {
        let rules = |p: &[u32]| one_heap_options(p, &|t| set.contains(&t));
        let mut memo = HashMap::new();
        let mut misere = HashMap::new();
        let set_text = set.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        for a in 0..=20u32 {
            for b in (0..=20u32).step_by(3) {
                let heaps = [a, b];
                let text = format!("{set_text}: {}", heaps_text(&heaps));
                let value = brute_grundy(&rules, &heaps, &mut memo);
                let to_zero: BTreeSet<String> = rules(&heaps)
                    .iter()
                    .filter(|c| brute_grundy(&rules, c, &mut memo) == 0)
                    .map(|c| format!("{set_text}: {}", heaps_text(c)))
                    .collect();
                let outcome = if value == 0 { Outcome::P } else { Outcome::N };
                check_analysis("subtraction", &text, Some(value), outcome, to_zero);
                // Misère play of the same position.
                check_misere(&rules, &set_text, &heaps, &mut misere);
            }
        }
        // Three heaps, misère (the search, not the one-heap sequence).
        for heaps in [[3u32, 5, 7], [4, 4, 9], [1, 2, 12], [6, 0, 6]] {
            let text = format!("{set_text}: {}", heaps_text(&heaps));
            let wins = brute_misere_wins(&rules, &heaps, &mut misere);
            let analysis = catalog::analyze("misere-subtraction", &text).unwrap();
            assert_eq!(analysis.outcome, if wins { Outcome::N } else { Outcome::P }, "{text}");
        }
    }
}

#[test]
fn seed_examples_of_subtraction() {
    // Seed 001, coin game 2: a = {1, 2, 4}, x = 5 has Grundy number 2. By hand: g(0..5) =
    // 0, 1, 2, 0, 1 and g(5) = mex{g(4), g(3), g(1)} = mex{1, 0, 1} = 2.
    let a = catalog::analyze("subtraction", "1,2,4: 5").unwrap();
    assert_eq!((a.grundy, a.outcome), (Some(2), Outcome::N));
    // Its one winning move takes 2 (to 3, value 0); taking 1 (g 1) or 4 (g 1) does not.
    assert_eq!(a.winning_moves.iter().map(|m| m.mv.as_str()).collect::<Vec<_>>(), ["1-2"]);
    // The exercise a = {1, 3, 4}, x = 7: the sequence 0 1 0 1 2 3 2 | 0 … (Winning Ways, the
    // table of subtraction games), so g(7) = 0: a P-position.
    let b = catalog::analyze("subtraction", "1,3,4: 7").unwrap();
    assert_eq!((b.grundy, b.outcome), (Some(0), Outcome::P));
    assert!(b.winning_moves.is_empty());
    // The example: 1,3,4: 7 5 → g(7) ⊕ g(5) = 0 ⊕ 3 = 3. Heap 1 (value 0) would need
    // an option of value 3: 6, 4, 3 have 2, 2, 1. Heap 2 (value 3) needs 0: 5 − 3 = 2 has g 0,
    // 4 and 1 have 2 and 1. So the one winning move takes 3 from heap 2 (hand calculation).
    let c = catalog::analyze("subtraction", "1,3,4:7,5").unwrap();
    assert_eq!(c.position, "1,3,4: 7 5");
    assert_eq!(c.grundy, Some(3));
    assert_eq!(
        c.winning_moves.iter().map(|m| (m.mv.as_str(), m.to.as_str())).collect::<Vec<_>>(),
        [("2-3", "1,3,4: 7 2")]
    );
    // Heaps of 10^9 are valued through the period 7: 10^9 mod 7 = 6, g(6) = 2.
    let d = catalog::analyze("subtraction", "1,3,4: 1000000000").unwrap();
    assert_eq!(d.grundy, Some(2));
}

/// The naive sequence: g(n) = mex of g(n − s), straight from the definition.
fn naive(set: &[u32], terms: usize, misere: bool) -> Vec<u8> {
    let mut values: Vec<u8> = Vec::new();
    for n in 0..terms {
        let options: Vec<u8> =
            set.iter().filter(|&&s| s as usize <= n).map(|&s| values[n - s as usize]).collect();
        values.push(if misere {
            u8::from(options.is_empty() || options.contains(&0))
        } else {
            mex(options.iter().map(|&v| Nimber(u64::from(v)))).value() as u8
        });
    }
    values
}

fn check_period(set: &[u32], rule: SequenceRule) {
    let parsed = SubtractionSet::new(set).unwrap();
    let sequence = Sequence::compute(&parsed, rule, 0);
    let period = sequence.period.unwrap_or_else(|| panic!("{set:?}: no period"));
    let long = period.preperiod + 6 * period.period + 4 * period.width + 200;
    let reference = naive(parsed.members(), long, rule == SequenceRule::Misere);
    for (n, &expected) in reference.iter().enumerate() {
        assert_eq!(sequence.value(n as u64), Some(expected), "{set:?}: term {n}");
    }
    let tail = &reference[period.preperiod..];
    let is_period = |p: usize| (0..tail.len() - p).all(|i| tail[i] == tail[i + p]);
    assert!(is_period(period.period), "{set:?}");
    // Fundamental: no smaller period holds on the long tail.
    for p in 1..period.period {
        assert!(!is_period(p), "{set:?}: {p} is a smaller period than {}", period.period);
    }
    // The preperiod is the smallest: one step earlier the repetition fails.
    if period.preperiod > 0 {
        let n = period.preperiod - 1;
        assert_ne!(reference[n], reference[n + period.period], "{set:?}: the preperiod could start at {n}");
    }
    // The proof's window: width values from `window` repeat after `period`.
    let w = period.window;
    assert_eq!(
        reference[w..w + period.width],
        reference[w + period.period..w + period.period + period.width]
    );
}

#[test]
fn periods_by_hand() {
    // S = {1, 3, 4}: 0 1 0 1 2 3 2 repeating from 0, period 7 (Winning Ways).
    let s = SubtractionSet::new(&[1, 3, 4]).unwrap();
    let p = sequence(&s, SequenceRule::Grundy).period.unwrap();
    assert_eq!((p.preperiod, p.period, p.width), (0, 7, 4));
    // S = {1, 2}: n mod 3, period 3 from 0 (hand calculation).
    let p = sequence(&SubtractionSet::new(&[1, 2]).unwrap(), SequenceRule::Grundy).period.unwrap();
    assert_eq!((p.preperiod, p.period), (0, 3));
    // S = {2, 5}: by hand 0 0 1 1 0 2 1 0 0 1 1 0 2 1 …: the block 0 0 1 1 0 2 1 of length 7.
    let p = sequence(&SubtractionSet::new(&[2, 5]).unwrap(), SequenceRule::Grundy).period.unwrap();
    assert_eq!((p.preperiod, p.period), (0, 7));
    for &set in SETS {
        check_period(set, SequenceRule::Grundy);
        check_period(set, SequenceRule::Misere);
    }
}

proptest! {
    #![proptest_config(config(60))]

    #[test]
    fn periods_of_random_sets(set in prop::collection::btree_set(1u32..=24, 1..=5)) {
        let set: Vec<u32> = set.into_iter().collect();
        check_period(&set, SequenceRule::Grundy);
        check_period(&set, SequenceRule::Misere);
    }

    /// The misère search keeps one box of positions between calls and refills it for a
    /// position outside: random positions of two to four heaps, some inside the box of the one
    /// before (a move's result, fewer heaps, the heaps reordered) and some outside, each outcome
    /// and winning move as the brute force finds them.
    #[test]
    fn misere_search_across_calls(
        set in 0usize..SETS.len(),
        positions in prop::collection::vec(prop::collection::vec(0u32..=9, 2..=4), 1..8),
    ) {
        let set = SETS[set];
        let rules = |p: &[u32]| one_heap_options(p, &|t| set.contains(&t));
        let mut misere = HashMap::new();
        let set_text = set.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        for heaps in positions {
            let mut shrunk = heaps.clone();
            shrunk.reverse();
            shrunk[0] /= 2;
            shrunk.pop();
            for heaps in [heaps, shrunk] {
                check_misere(&rules, &set_text, &heaps, &mut misere);
            }
        }
    }

    #[test]
    fn no_panic_on_any_text(text in "\\PC{0,40}", id in 0usize..6) {
        let ids = ["subtraction", "misere-subtraction", "count-to", "bounded-nim", "nim-k", "misere-nim"];
        let _ = catalog::analyze(ids[id], &text);
    }

    #[test]
    fn no_panic_on_notation_like_text(text in "[0-9 ,:+\\-]{0,30}", id in 0usize..6) {
        let ids = ["subtraction", "misere-subtraction", "count-to", "bounded-nim", "nim-k", "misere-nim"];
        if let Ok(analysis) = catalog::analyze(ids[id], &text) {
            // The position written back reads the same.
            let again = catalog::analyze(ids[id], &analysis.position).unwrap();
            prop_assert_eq!(again.position, analysis.position);
        }
    }
}

#[test]
fn count_to_against_brute_force() {
    for k in 1..=5u32 {
        for target in 1..=25u32 {
            // Stated rules: from `last`, say the next 1..k numbers, never past N; saying N loses.
            // wins[last]: the player to move wins. wins[N] (N already said): yes.
            let mut wins = vec![false; target as usize + 1];
            let mut normal = vec![0u64; target as usize + 1];
            wins[target as usize] = true;
            for last in (0..target).rev() {
                let safe: Vec<u32> = (last + 1..=(last + k).min(target - 1)).collect();
                wins[last as usize] = safe.iter().any(|&to| !wins[to as usize]);
                normal[last as usize] = mex(safe.iter().map(|&to| Nimber(normal[to as usize]))).value();
            }
            for last in 0..=target {
                let text = format!("{target} {k}: {last}");
                let outcome = if wins[last as usize] { Outcome::N } else { Outcome::P };
                let expected: BTreeSet<String> = (last + 1..=(last + k).min(target.saturating_sub(1)))
                    .filter(|&to| !wins[to as usize])
                    .map(|to| format!("{target} {k}: {to}"))
                    .collect();
                let grundy = (last < target).then_some(normal[last as usize]);
                check_analysis("count-to", &text, grundy, outcome, expected);
            }
            // The slides' rule (seed 003): the first player loses exactly when N mod (k+1) = 1.
            assert_eq!(wins[0], target % (k + 1) != 1, "N = {target}, k = {k}");
        }
    }
    // Seed 003: "don't say 30", three numbers at most: 30 mod 4 = 2, so the first player wins,
    // by saying 1 (then 5, 9, …, 29: the numbers 1 mod 4; the L labels start at 2, 6, …, 30).
    let a = catalog::analyze("count-to", "30 3: 0").unwrap();
    assert_eq!((a.grundy, a.outcome), (Some(1), Outcome::N));
    assert_eq!(
        a.winning_moves.iter().map(|m| (m.mv.as_str(), m.to.as_str())).collect::<Vec<_>>(),
        [("1", "30 3: 1")]
    );
    let p: CountPosition = "30 3: 0".parse().unwrap();
    assert!((1..=30).filter(|&n| p.losing_start(n)).eq([2, 6, 10, 14, 18, 22, 26, 30]));
    // Saying N is legal and ends the game; the player who said it lost.
    let near: CountPosition = "30 3: 28".parse().unwrap();
    let over = CountTo.play(&near, &CountMove { to: 30 }).unwrap();
    assert!(CountTo.is_over(&over));
    assert_eq!(CountTo.outcome(&over), Outcome::N);
    assert!(CountTo.play(&near, &CountMove { to: 31 }).is_err());
    assert!(CountTo.play(&near, &CountMove { to: 28 }).is_err());
    assert_eq!("30,3:0".parse::<CountPosition>().unwrap().to_string(), "30 3: 0");
}

#[test]
fn bounded_nim_against_brute_force() {
    for k in 1..=4u32 {
        let rules = |p: &[u32]| one_heap_options(p, &|t| t <= k);
        let mut memo = HashMap::new();
        for a in 0..=20u32 {
            for b in [0u32, 3, 7, 12] {
                for c in [0u32, 5, 9] {
                    let heaps = [a, b, c];
                    let text = format!("{k}: {}", heaps_text(&heaps));
                    let value = brute_grundy(&rules, &heaps, &mut memo);
                    let expected: BTreeSet<String> = rules(&heaps)
                        .iter()
                        .filter(|x| brute_grundy(&rules, x, &mut memo) == 0)
                        .map(|x| format!("{k}: {}", heaps_text(x)))
                        .collect();
                    let outcome = if value == 0 { Outcome::P } else { Outcome::N };
                    check_analysis("bounded-nim", &text, Some(value), outcome, expected);
                }
            }
        }
    }
    // The example: 3: 5 7 9 → 1 ⊕ 3 ⊕ 1 = 3 (n mod 4, by hand).
    assert_eq!(catalog::analyze("bounded-nim", "3: 5 7 9").unwrap().grundy, Some(3));
    assert!(
        BoundedNim.play(&"3: 5 7 9".parse::<BoundedPosition>().unwrap(), &"1-4".parse().unwrap()).is_err()
    );
}

#[test]
fn nim_k_against_brute_force() {
    let mut positions: Vec<Vec<u32>> = Vec::new();
    for a in 0..=6u32 {
        for b in 0..=6u32 {
            for c in [0u32, 2, 5] {
                positions.push(vec![a, b, c]);
            }
        }
    }
    positions.extend([vec![3, 4, 5], vec![1, 2, 3, 4], vec![2, 2, 2, 2], vec![5, 1, 4, 3], vec![7, 7, 7]]);
    let mut differs = 0;
    for k in 1..=3usize {
        let rules = |p: &[u32]| nim_k_options(p, k);
        let mut memo = HashMap::new();
        for heaps in &positions {
            let text = format!("{k}: {}", heaps_text(heaps));
            let value = brute_grundy(&rules, heaps, &mut memo);
            let expected: BTreeSet<String> = rules(heaps)
                .iter()
                .filter(|x| brute_grundy(&rules, x, &mut memo) == 0)
                .map(|x| format!("{k}: {}", heaps_text(x)))
                .collect();
            let outcome = if value == 0 { Outcome::P } else { Outcome::N };
            check_analysis("nim-k", &text, Some(value), outcome, expected.clone());
            // Moore's rule agrees with the search, and his construction reaches a P-position.
            let position: NimKPosition = text.parse().unwrap();
            assert_eq!(position.is_p_position(), value == 0, "{text}");
            if let Some((_, mv)) = position.moore() {
                let to = NimK.play(&position, &mv).unwrap();
                assert!(expected.contains(&to.to_string()), "{text}: Moore's move {mv}");
            }
            // The column sums mod (k + 1) read as a base-(k + 1) number: not the value in general.
            let base = k as u64 + 1;
            let columns = (0..8u32)
                .rev()
                .fold(0u64, |acc, bit| acc * base + u64::from(position.column_sum(bit)) % base);
            if columns != value {
                differs += 1;
            }
        }
    }
    assert!(differs > 0, "the column vector is not the Grundy value");
    // An example (brute force): k = 2, heaps 1 2: columns 1 1 → 11 in base 3 = 4, but the
    // options 0 2 (*2), 1 1 (*2), 1 0 (*1), 0 1 (*1), 0 0 (*0) give mex{0, 1, 2} = 3.
    assert_eq!(catalog::analyze("nim-k", "2: 1 2").unwrap().grundy, Some(3));
    // The example 2: 3 4 5: columns 1+0+1, 1+0+0, 0+1+1 → 2, 1, 2: not all 0 mod 3, N.
    let a = catalog::analyze("nim-k", "2: 3 4 5").unwrap();
    assert_eq!(a.outcome, Outcome::N);
    // Beyond the search limit: no value, the outcome by Moore's rule, moves still found.
    let big = catalog::analyze("nim-k", "2: 1000 2000 3000 4000").unwrap();
    assert_eq!(big.grundy, None);
    for mv in &big.winning_moves {
        let to: NimKPosition = mv.to.parse().unwrap();
        assert!(to.is_p_position(), "{}", mv.to);
    }
    assert!(!big.winning_moves.is_empty());
    let huge: NimKPosition = "3: 2147483647 1000000000 123456789 987654321 5 77777".parse().unwrap();
    let (_, mv) = huge.moore().unwrap();
    assert!(NimK.play(&huge, &mv).unwrap().is_p_position());
    let mv: NimKMove = "2-1+1-3".parse().unwrap();
    assert_eq!(mv.to_string(), "1-3+2-1");
    let p: NimKPosition = "2: 3 4 5".parse().unwrap();
    assert!(NimK.play(&p, &"1-1+2-1+3-1".parse().unwrap()).is_err());
    assert!(NimK.play(&p, &"1-1+1-1".parse().unwrap()).is_err());
}

#[test]
fn misere_nim_against_brute_force() {
    let rules = |p: &[u32]| one_heap_options(p, &|_| true);
    let mut memo = HashMap::new();
    for a in 0..=7u32 {
        for b in 0..=7u32 {
            for c in [0u32, 1, 2, 6] {
                for d in [0u32, 1] {
                    let heaps = [a, b, c, d];
                    let text = heaps_text(&heaps);
                    let wins = brute_misere_wins(&rules, &heaps, &mut memo);
                    let expected: BTreeSet<String> = rules(&heaps)
                        .iter()
                        .filter(|x| !brute_misere_wins(&rules, x, &mut memo))
                        .map(|x| heaps_text(x))
                        .collect();
                    check_analysis(
                        "misere-nim",
                        &text,
                        None,
                        if wins { Outcome::N } else { Outcome::P },
                        expected,
                    );
                }
            }
        }
    }
    // By hand: 1 1 1 is lost (three 1s: you take one, they take one, you take the last);
    // 1 1 is won (take one, they must take the last); 2 2 is lost (nim-sum 0 with heaps ≥ 2).
    assert_eq!(catalog::analyze("misere-nim", "1 1 1").unwrap().outcome, Outcome::P);
    assert_eq!(catalog::analyze("misere-nim", "1 1").unwrap().outcome, Outcome::N);
    assert_eq!(catalog::analyze("misere-nim", "2 2").unwrap().outcome, Outcome::P);
    // 3 4 5 in misère: some heap ≥ 2 and nim-sum 2 ≠ 0, so N; as in Nim, take 2 from heap 1.
    let a = catalog::analyze("misere-nim", "3 4 5").unwrap();
    assert_eq!((a.grundy, a.outcome), (None, Outcome::N));
    assert_eq!(a.winning_moves.iter().map(|m| m.mv.as_str()).collect::<Vec<_>>(), ["1-2"]);
    // 2 1 1: leave an odd number of 1s: take the whole heap of 2 (1 1 1 left? no: 0 1 1 is two
    // 1s, a win for the mover) — take 1 from it, leaving 1 1 1.
    let b = catalog::analyze("misere-nim", "2 1 1").unwrap();
    assert_eq!(b.winning_moves.iter().map(|m| m.mv.as_str()).collect::<Vec<_>>(), ["1-1"]);
}

/// Plays the computer against itself from `start`; every winning position's move leads to a
/// P-position, and the game ends.
fn self_play<G: Playable>(game: &G, start: G::Position) {
    let mut position = start;
    for _ in 0..10_000 {
        let Some(choice) = game.computer_move(&position) else {
            assert!(game.is_over(&position));
            return;
        };
        let next = game.play(&position, &choice.mv).expect("the computer plays legal moves");
        if game.outcome(&position) == Outcome::N {
            assert_eq!(game.outcome(&next), Outcome::P, "{position} → {next}");
        }
        position = next;
    }
    panic!("the game did not end");
}

#[test]
fn the_computer_wins_from_winning_positions() {
    self_play(&Subtraction, "1,3,4: 17 5 9".parse::<SubtractionPosition>().unwrap());
    self_play(&MisereSubtraction, "1,3,4: 7 5 9".parse::<MiserePosition>().unwrap());
    self_play(&CountTo, "30 3: 0".parse().unwrap());
    self_play(&BoundedNim, "3: 5 7 9".parse().unwrap());
    self_play(&NimK, "2: 3 4 5 6".parse().unwrap());
    self_play(&MisereNim, "3 4 5".parse::<NimPosition>().unwrap());
    self_play(&MisereNim, "1 1 2".parse::<NimPosition>().unwrap());
}

#[test]
fn notation_and_errors() {
    let p: SubtractionPosition = " 4, 1 ,3 :7,5".parse().unwrap();
    assert_eq!((p.to_string(), p.to_url()), ("1,3,4: 7 5".into(), "1,3,4:7,5".into()));
    // The limits (by hand from the notation's rules): a set of 1 to 10 members from 1 to 1000,
    // heaps up to 10^18, k from 1 to 100 (Nim_k: 1 to 64 heaps), the last number from 0 to N.
    use ParseTakeawayError as E;
    let sub = |text: &str| text.parse::<SubtractionPosition>().unwrap_err();
    assert!(matches!(sub("7 5"), E::MissingColon { .. }));
    assert_eq!(sub(": 7"), E::EmptySet);
    assert_eq!(sub("0,3: 7"), E::OutOfRange { what: Quantity::Member, token: "0".into(), min: 1, max: 1000 });
    assert_eq!(sub("1,2,3,4,5,6,7,8,9,10,11: 7"), E::SetTooLarge { count: 11, limit: 10 });
    let too_large =
        ParseNimError::PileTooLarge { token: "1000000000000000001".into(), max: 1_000_000_000_000_000_000 };
    assert_eq!(sub("1: 1000000000000000001"), E::Heaps(too_large));
    let count = |text: &str| text.parse::<CountPosition>().unwrap_err();
    assert_eq!(count("30: 0"), E::CountHead { found: 1 });
    assert_eq!(
        count("30 3: 31"),
        E::OutOfRange { what: Quantity::Last, token: "31".into(), min: 0, max: 30 }
    );
    assert_eq!(
        count("30 101: 0"),
        E::OutOfRange { what: Quantity::K, token: "101".into(), min: 1, max: 100 }
    );
    let k = "0: 3 4".parse::<NimKPosition>().unwrap_err();
    assert!(matches!(k, E::OutOfRange { what: Quantity::K, min: 1, .. }), "{k:?}");
    // Misère play searches every position: 1001³ of them here, over its limit.
    let misere = "1,3,4: 1000 1000 1000".parse::<MiserePosition>().unwrap_err();
    assert!(matches!(misere, E::TooLargeToSearch { positions: 1_003_003_001, .. }), "{misere:?}");
    for (id, text) in [("subtraction", "7 5"), ("count-to", "30: 0"), ("misere-nim", "3 x")] {
        assert_eq!(catalog::analyze(id, text).unwrap_err(), catalog::AnalyzeError::BadPosition { game: id });
    }
    let b: BoundedPosition = "3:5,7,9".parse().unwrap();
    assert_eq!((b.to_string(), b.to_url()), ("3: 5 7 9".into(), "3:5,7,9".into()));
    let c: CountPosition = "30 3: 0".parse().unwrap();
    assert_eq!(c.to_url(), "30,3:0");
}

#[test]
fn long_periods_are_fast_enough() {
    // A set of ten members with a large maximum: the sequence and its period for 10^5 terms.
    let set = SubtractionSet::new(&[3, 17, 59, 113, 211, 389, 541, 677, 853, 997]).unwrap();
    let sequence = Sequence::compute(&set, SequenceRule::Grundy, 100_000);
    assert!(sequence.values.len() >= 100_000);
    assert!(sequence.period.is_some());
}
