//! Property tests of the take-and-break games (issue 34) against brute force of their stated
//! rules: each reference below is a plain memoized search over multisets of heaps, written from
//! the rules alone, sharing no code with the games beyond parsing.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};

use grundy_lab::engine::{Nimber, mex};
use grundy_lab::games::grundys_game::{
    GrundysGame, GrundysMove, GrundysPosition, all_moves as grundys_all_moves, grundys_sequence,
};
use grundy_lab::games::octal::{Octal, OctalCode, OctalPosition, OctalSequence, all_moves, computed_values};
use grundy_lab::games::{Outcome, Playable};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

/// The options of a multiset of heaps (sorted) under the octal code `digits` (d₁, d₂, …), from
/// the stated rules: take k from one heap, where bit 1 of d_k allows k to be the whole heap,
/// bit 2 allows leaving one non-empty heap, bit 4 two non-empty heaps.
fn octal_options(digits: &[u8], heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut options = BTreeSet::new();
    for (i, &h) in heaps.iter().enumerate() {
        let others = || {
            let mut rest = heaps.to_vec();
            rest.remove(i);
            rest
        };
        for (index, &d) in digits.iter().enumerate() {
            let k = index as u64 + 1;
            if d & 1 != 0 && h == k {
                options.insert(others());
            }
            if d & 2 != 0 && h > k {
                let mut next = others();
                next.push(h - k);
                next.sort_unstable();
                options.insert(next);
            }
            if d & 4 != 0 && h >= k + 2 {
                for a in 1..h - k {
                    let mut next = others();
                    next.extend([a, h - k - a]);
                    next.sort_unstable();
                    options.insert(next);
                }
            }
        }
    }
    options.into_iter().collect()
}

/// Brute-force Grundy value by the mex rule, memoized on sorted heaps.
fn brute(options: &dyn Fn(&[u64]) -> Vec<Vec<u64>>, heaps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(heaps) {
        return v;
    }
    let values: Vec<Nimber> =
        options(heaps).iter().map(|child| Nimber(brute(options, child, memo))).collect();
    let value = mex(values).value();
    memo.insert(heaps.to_vec(), value);
    value
}

/// A random octal code of 1 to 4 digits, the last not 0.
fn code_digits() -> impl Strategy<Value = Vec<u8>> {
    (prop::collection::vec(0u8..8, 0..4), 1u8..8).prop_map(|(mut digits, last)| {
        digits.push(last);
        digits
    })
}

fn code_text(digits: &[u8]) -> String {
    format!("0.{}", digits.iter().map(u8::to_string).collect::<String>())
}

/// Heaps with a small total (the brute force visits every multiset below them).
fn small_heaps() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0u64..=9, 1..=3).prop_filter("small total", |heaps| heaps.iter().sum::<u64>() <= 14)
}

proptest! {
    #![proptest_config(config(96))]

    /// The value of a sum of heaps, its outcome and its winning moves agree with the brute force
    /// of the stated rules.
    #[test]
    fn octal_sums_match_brute_force(digits in code_digits(), heaps in small_heaps()) {
        let text = format!("{}: {}", code_text(&digits), heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        let position: OctalPosition = text.parse().unwrap();
        let options = |h: &[u64]| octal_options(&digits, h);
        let mut memo = HashMap::new();
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let value = brute(&options, &sorted, &mut memo);
        prop_assert_eq!(Octal.grundy(&position), Some(Nimber(value)), "{}", text);
        prop_assert_eq!(Octal.outcome(&position), if value == 0 { Outcome::P } else { Outcome::N });
        // The moves listed are exactly the legal ones (as multisets after the move), and the
        // winning moves exactly those to a brute-force value of 0.
        let listed = all_moves(&position, 10_000).unwrap();
        let mut reached = BTreeSet::new();
        for mv in &listed {
            let mut after = Octal.play(&position, mv).unwrap().heaps().to_vec();
            after.sort_unstable();
            reached.insert(after);
        }
        let expected: BTreeSet<Vec<u64>> = options(&sorted).into_iter().collect();
        prop_assert_eq!(&reached, &expected, "{}", text);
        prop_assert_eq!(Octal.is_over(&position), expected.is_empty());
        let winning: BTreeSet<Vec<u64>> = Octal.winning_moves(&position).iter().map(|mv| {
            let mut after = Octal.play(&position, mv).unwrap().heaps().to_vec();
            after.sort_unstable();
            after
        }).collect();
        let expected_winning: BTreeSet<Vec<u64>> =
            expected.into_iter().filter(|after| brute(&options, after, &mut memo) == 0).collect();
        prop_assert_eq!(winning, expected_winning, "{}", text);
        if let Some(choice) = Octal.computer_move(&position) {
            let after = Octal.play(&position, &choice.mv).unwrap();
            if value != 0 {
                prop_assert_eq!(after.nim_sum(), Nimber::ZERO);
            }
        }
    }

    /// One heap's values far along: the fast search (rare heaps listed, candidates looked for
    /// eight splits at a time) against the plain mex of every option, to a heap of 1 200 (past
    /// the first choice of a mask, at 1 024 values, and many blocks of the comparison).
    #[test]
    fn sequences_match_the_plain_mex_rule(digits in code_digits()) {
        let code: OctalCode = code_text(&digits).parse().unwrap();
        let n = 1_200;
        let fast = computed_values(&code, n).unwrap();
        let mut plain: Vec<u16> = Vec::with_capacity(n);
        for heap in 0..n {
            let mut options = Vec::new();
            for (index, &d) in digits.iter().enumerate() {
                let k = index + 1;
                if d & 1 != 0 && heap == k {
                    options.push(Nimber(0));
                }
                if d & 2 != 0 && heap > k {
                    options.push(Nimber(u64::from(plain[heap - k])));
                }
                if d & 4 != 0 && heap >= k + 2 {
                    for a in 1..heap - k {
                        options.push(Nimber(u64::from(plain[a] ^ plain[heap - k - a])));
                    }
                }
            }
            plain.push(mex(options).value() as u16);
        }
        prop_assert_eq!(fast, plain);
    }

    /// Where a period is proven, the values computed directly far past the proof (three times as
    /// far) follow it.
    #[test]
    fn proven_periods_hold_far_past_the_proof(digits in code_digits()) {
        let code: OctalCode = code_text(&digits).parse().unwrap();
        let sequence = OctalSequence::compute(&code, 0, 4_000).unwrap();
        if let Some(period) = sequence.periodicity.period() {
            let direct = computed_values(&code, 3 * period.checked_to).unwrap();
            for (n, &value) in direct.iter().enumerate() {
                prop_assert_eq!(sequence.value(n as u64), Some(value), "{} at {}", code, n);
            }
            // The pre-period is exact: the value just before it breaks the period.
            if period.preperiod > 0 {
                prop_assert_ne!(direct[period.preperiod - 1], direct[period.preperiod - 1 + period.period]);
            }
        }
    }
}

/// The options of a multiset of heaps in Grundy's game, from the stated rules: split one heap
/// into two unequal non-empty heaps.
fn grundys_options(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut options = BTreeSet::new();
    for (i, &h) in heaps.iter().enumerate() {
        for a in 1..h {
            if a != h - a {
                let mut next = heaps.to_vec();
                next.remove(i);
                next.extend([a, h - a]);
                next.sort_unstable();
                options.insert(next);
            }
        }
    }
    options.into_iter().collect()
}

proptest! {
    #![proptest_config(config(64))]

    /// Grundy's game: values, outcome and winning moves of sums with small totals agree with
    /// the brute force of the stated rules.
    #[test]
    fn grundys_sums_match_brute_force(heaps in prop::collection::vec(0u64..=16, 1..=3)
        .prop_filter("small total", |heaps| heaps.iter().sum::<u64>() <= 20)) {
        let text = heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        let position: GrundysPosition = text.parse().unwrap();
        let mut memo = HashMap::new();
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let value = brute(&grundys_options, &sorted, &mut memo);
        prop_assert_eq!(GrundysGame.grundy(&position), Some(Nimber(value)), "{}", text);
        let expected: BTreeSet<Vec<u64>> = grundys_options(&sorted).into_iter().collect();
        let after = |mv: &GrundysMove| {
            let mut after: Vec<u64> = GrundysGame.play(&position, mv).unwrap().heaps().iter().map(|&h| u64::from(h)).collect();
            after.sort_unstable();
            after
        };
        let listed: BTreeSet<Vec<u64>> = grundys_all_moves(&position, 10_000).unwrap().iter().map(after).collect();
        prop_assert_eq!(&listed, &expected);
        prop_assert_eq!(GrundysGame.is_over(&position), expected.is_empty());
        let winning: BTreeSet<Vec<u64>> = GrundysGame.winning_moves(&position).iter().map(after).collect();
        let expected_winning: BTreeSet<Vec<u64>> =
            expected.into_iter().filter(|p| brute(&grundys_options, p, &mut memo) == 0).collect();
        prop_assert_eq!(winning, expected_winning);
    }
}

#[test]
fn grundys_values_match_the_plain_mex_rule() {
    // The mex of every split's XOR, heap by heap (the Sprague–Grundy theorem turns a split into
    // the XOR of its two heaps; the sums above check that on small totals), to a heap of 1 500.
    let n = 1_500;
    let mut plain: Vec<u16> = Vec::with_capacity(n);
    for heap in 0..n {
        let options =
            (1..heap).filter(|&a| 2 * a != heap).map(|a| Nimber(u64::from(plain[a] ^ plain[heap - a])));
        plain.push(mex(options).value() as u16);
    }
    assert_eq!(grundys_sequence(n).unwrap().values, plain);
    // The list from memory said 3 at heap 80; the rule says 5.
    assert_eq!(plain[80], 5);
}

proptest! {
    #![proptest_config(config(256))]

    /// Text from a user never panics: positions and moves are parsed or refused, and a move
    /// either plays or is refused with the position unchanged.
    #[test]
    fn any_text_is_parsed_or_refused(
        code in "0\\.[0-9]{0,5}|[0-9.]{0,6}",
        heaps in "[0-9 ,x-]{0,24}",
        mv in "[0-9]{1,3}-[0-9]{1,20}(:[0-9]{1,20},[0-9]{1,20})?|[0-9:,-]{0,12}",
    ) {
        let text = format!("{code}: {heaps}");
        if let Ok(position) = text.parse::<OctalPosition>() {
            let before = position.clone();
            if let Ok(mv) = mv.parse() {
                let _ = Octal.play(&position, &mv);
            }
            prop_assert_eq!(position, before);
        }
        if let Ok(position) = heaps.parse::<GrundysPosition>()
            && let Ok(mv) = mv.parse::<GrundysMove>()
        {
            let _ = GrundysGame.play(&position, &mv);
        }
    }
}
