//! Property tests of the subtraction sets without end (issue 34: squares, all-but, ranges)
//! against brute force of the stated rules: a plain memoized search over heaps, sharing no code
//! with the games beyond parsing.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};

use grundy_lab::engine::{Nimber, mex};
use grundy_lab::games::takeaway::subtraction::endless::{
    TakeSet, all_but_values, range_grundy, squares_values,
};
use grundy_lab::games::takeaway::subtraction::{
    MiserePosition, MisereSubtraction, Subtraction, SubtractionPosition,
};
use grundy_lab::games::{Outcome, Playable};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

/// A set without end as text, and its rule written out: whether a move may take `t`.
#[derive(Clone, Debug)]
struct Rule {
    text: String,
    excluded: Vec<u32>,
    range: Option<(u32, u32)>,
    squares: bool,
}

impl Rule {
    fn allows(&self, t: u32) -> bool {
        if t == 0 {
            return false;
        }
        if self.squares {
            return (1..=t).any(|k| k * k == t);
        }
        if let Some((low, high)) = self.range {
            return low <= t && t <= high;
        }
        !self.excluded.contains(&t)
    }
}

fn rules() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just(Rule { text: "squares".into(), excluded: vec![], range: None, squares: true }),
        prop::collection::btree_set(1u32..=8, 1..=3).prop_map(|set| {
            let excluded: Vec<u32> = set.into_iter().collect();
            let list = excluded.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
            Rule { text: format!("all-but {list}"), excluded, range: None, squares: false }
        }),
        (1u32..=6, 0u32..=6).prop_map(|(low, extra)| Rule {
            text: format!("{low}..{}", low + extra),
            excluded: vec![],
            range: Some((low, low + extra)),
            squares: false,
        }),
    ]
}

/// Every option of `heaps` (one heap lowered by an allowed take).
fn options(rule: &Rule, heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for t in 1..=h {
            if rule.allows(t as u32) {
                let mut next = heaps.to_vec();
                next[i] -= t;
                options.push(next);
            }
        }
    }
    options
}

fn brute_grundy(rule: &Rule, heaps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(heaps) {
        return v;
    }
    let values: Vec<Nimber> =
        options(rule, heaps).iter().map(|o| Nimber(brute_grundy(rule, o, memo))).collect();
    let value = mex(values).value();
    memo.insert(heaps.to_vec(), value);
    value
}

fn brute_misere_wins(rule: &Rule, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&v) = memo.get(heaps) {
        return v;
    }
    let children = options(rule, heaps);
    let wins = children.is_empty() || children.iter().any(|c| !brute_misere_wins(rule, c, memo));
    memo.insert(heaps.to_vec(), wins);
    wins
}

fn text(rule: &Rule, heaps: &[u64]) -> String {
    format!("{}: {}", rule.text, heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
}

proptest! {
    #![proptest_config(config(256))]

    /// Normal play: value, outcome, every winning move and the random mover, against brute force.
    #[test]
    fn sums_match_brute_force(rule in rules(), heaps in prop::collection::vec(0u64..=12, 1..=3)) {
        let text = text(&rule, &heaps);
        let position: SubtractionPosition = text.parse().unwrap();
        prop_assert_eq!(position.to_string(), text.clone());
        let mut memo = HashMap::new();
        let value = brute_grundy(&rule, &heaps, &mut memo);
        prop_assert_eq!(Subtraction.grundy(&position), Some(Nimber(value)), "{}", text);
        prop_assert_eq!(Subtraction.outcome(&position), if value == 0 { Outcome::P } else { Outcome::N });
        let winning: BTreeSet<Vec<u64>> = Subtraction
            .winning_moves(&position)
            .iter()
            .map(|mv| Subtraction.play(&position, mv).unwrap().heaps.piles().to_vec())
            .collect();
        let expected: BTreeSet<Vec<u64>> =
            options(&rule, &heaps).into_iter().filter(|o| brute_grundy(&rule, o, &mut memo) == 0).collect();
        prop_assert_eq!(winning, expected, "{}", text);
        prop_assert_eq!(Subtraction.is_over(&position), options(&rule, &heaps).is_empty());
        let mut rng = fastrand::Rng::with_seed(heaps.iter().sum::<u64>());
        if let Some(mv) = Subtraction.random_move(&position, &mut rng) {
            prop_assert!(Subtraction.play(&position, &mv).is_ok(), "{} {}", text, mv);
        } else {
            prop_assert!(Subtraction.is_over(&position));
        }
        if let Some(choice) = Subtraction.computer_move(&position) {
            prop_assert!(Subtraction.play(&position, &choice.mv).is_ok());
        }
    }

    /// Misère play accepts the same sets (small enough to search): outcome and winning moves.
    #[test]
    fn misere_matches_brute_force(rule in rules(), heaps in prop::collection::vec(0u64..=9, 1..=3)) {
        let text = text(&rule, &heaps);
        let position: MiserePosition = text.parse().unwrap();
        let mut memo = HashMap::new();
        let wins = brute_misere_wins(&rule, &heaps, &mut memo);
        prop_assert_eq!(MisereSubtraction.outcome(&position), if wins { Outcome::N } else { Outcome::P }, "{}", text);
        let winning: BTreeSet<Vec<u64>> = MisereSubtraction
            .winning_moves(&position)
            .iter()
            .map(|mv| MisereSubtraction.play(&position, mv).unwrap().0.heaps.piles().to_vec())
            .collect();
        let expected: BTreeSet<Vec<u64>> =
            options(&rule, &heaps).into_iter().filter(|o| !brute_misere_wins(&rule, o, &mut memo)).collect();
        prop_assert_eq!(winning, expected, "{}", text);
    }

    /// The range's closed form ⌊(n mod (a + b)) / a⌋ against the mex rule of one heap, and its
    /// period a + b far out (to 10¹⁸).
    #[test]
    fn range_closed_form(low in 1u64..=20, extra in 0u64..=20, far in 0u64..=1_000_000_000_000_000_000) {
        let high = low + extra;
        let mut values: Vec<u64> = Vec::new();
        for n in 0..200u64 {
            let options = (low..=high.min(n)).map(|t| Nimber(values[(n - t) as usize]));
            values.push(mex(options).value());
            prop_assert_eq!(range_grundy(low, high, n), values[n as usize], "{}..{} at {}", low, high, n);
        }
        prop_assert_eq!(range_grundy(low, high, far), values[(far % (low + high)) as usize]);
    }

    /// The all-but values (counted, O(|excluded|) a heap) against the plain mex rule.
    #[test]
    fn all_but_values_match_the_mex_rule(excluded in prop::collection::btree_set(1u32..=40, 1..=10)) {
        let excluded: Vec<u32> = excluded.into_iter().collect();
        let set: TakeSet = format!("all-but {}", excluded.iter().map(u32::to_string).collect::<Vec<_>>().join(",")).parse().unwrap();
        let TakeSet::AllBut(finite) = &set else { unreachable!("an all-but set") };
        let fast = all_but_values(finite, 400);
        let mut plain: Vec<u32> = Vec::new();
        for n in 0..400usize {
            let options = (1..=n).filter(|t| !excluded.contains(&(*t as u32))).map(|t| Nimber(u64::from(plain[n - t])));
            plain.push(mex(options).value() as u32);
        }
        prop_assert_eq!(fast, plain);
    }
}

#[test]
fn squares_values_match_the_mex_rule() {
    let fast = squares_values(3_000);
    let mut plain: Vec<u32> = Vec::new();
    for n in 0..3_000usize {
        let options = (1..).map(|k| k * k).take_while(|&s| s <= n).map(|s| Nimber(u64::from(plain[n - s])));
        plain.push(mex(options).value() as u32);
    }
    assert_eq!(fast, plain);
    // OEIS A030193 (the losing positions of the take-a-square game), its first 13 terms as
    // remembered: 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44; the mex rule agrees.
    let zeros: Vec<usize> = (0..45).filter(|&n| fast[n] == 0).collect();
    assert_eq!(zeros, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44]);
}

#[test]
fn notation_and_limits() {
    // L = 1, R = 2 (the rule of AtCoder ABC297 G's first sample; its samples themselves are in
    // tests/subtraction_big_heaps.rs), heaps 5, 1 → First wins (5 mod 3 = 2, 1 mod 3 = 1:
    // values 2 and 1, nim-sum 3).
    let position: SubtractionPosition = "1..2: 5 1".parse().unwrap();
    assert_eq!(Subtraction.grundy(&position), Some(Nimber(3)));
    // Heaps near a billion in a range position (tests/subtraction_big_heaps.rs goes to 10^18).
    let big: SubtractionPosition = "3..14: 1000000000 999999999".parse().unwrap();
    assert_eq!(big.values(), [Nimber((1_000_000_000 % 17) / 3), Nimber((999_999_999 % 17) / 3)]);
    for mv in Subtraction.winning_moves(&big) {
        assert_eq!(Subtraction.play(&big, &mv).unwrap().nim_sum(), Nimber::ZERO);
    }
    assert_eq!(big.to_url(), "3..14:1000000000,999999999");
    // 2..5 with heaps 9 and 6 (hand calculation, period 7): values ⌊2/2⌋ = 1 and ⌊6/2⌋ = 3,
    // nim-sum 2. Heap 1 must reach value 3: of 4 to 7 only 6 (a heap of 7 has value 0, the top
    // quotient's residues stopping at 6). Heap 2 must reach value 1: of 1 to 4, 3 and 2.
    let cut: SubtractionPosition = "2..5: 9 6".parse().unwrap();
    let moves: Vec<String> = Subtraction.winning_moves(&cut).iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["1-3", "2-3", "2-4"]);
    let all_but: SubtractionPosition = "all-but 2,3,7: 10".parse().unwrap();
    assert_eq!(all_but.to_url(), "all-but2,3,7:10");
    assert_eq!("all-but2,3,7:10".parse::<SubtractionPosition>().unwrap(), all_but);
    assert!("squares: 100001".parse::<SubtractionPosition>().is_err());
    assert!("all-but 2: 100001".parse::<SubtractionPosition>().is_err());
    assert!("squares: 100000".parse::<SubtractionPosition>().is_ok());
    assert!("5..3: 10".parse::<SubtractionPosition>().is_err());
    // Misère play of a set without end refuses searches that are too large.
    assert!("all-but 1: 400 400".parse::<MiserePosition>().is_err());
    assert!("squares: 30 30".parse::<MiserePosition>().is_ok());
    // Taking a non-square from a squares game is refused, the position unchanged.
    let squares: SubtractionPosition = "squares: 10 20".parse().unwrap();
    assert!(Subtraction.play(&squares, &"1-2".parse().unwrap()).is_err());
    assert!(Subtraction.play(&squares, &"1-9".parse().unwrap()).is_ok());
}
