//! `Playable::texts_after` against writing the positions out: for every game that gives the
//! texts after its moves as changes of its position's text (the heap games), each change,
//! applied, is the text `Display` writes for the position the move leads to (the expected value:
//! `play` then `to_string`, the generic way), for random positions and random legal moves,
//! numbers of every length and zeros included; and `catalog::analyze`, whose winning moves are
//! written that way, answers as the generic way does.
#![cfg(not(target_arch = "wasm32"))]

use grundy_lab::games::catalog::{self, MAX_LISTED};
use grundy_lab::games::nim::{Nim, NimPosition};
use grundy_lab::games::takeaway::bounded_nim::{BoundedNim, BoundedPosition};
use grundy_lab::games::takeaway::misere_nim::MisereNim;
use grundy_lab::games::takeaway::nim_k::{NimK, NimKPosition};
use grundy_lab::games::takeaway::subtraction::{
    MiserePosition, MisereSubtraction, Subtraction, SubtractionPosition, SubtractionSet,
};
use grundy_lab::games::{Playable, Splice};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

/// Heaps whose numbers have from 1 to 10 digits, zeros among them.
fn heaps(max_count: usize) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(
        prop_oneof![Just(0u64), 1u64..10, 10u64..1_000, 1_000u64..2_000_000_000, Just(2_147_483_647)],
        1..=max_count,
    )
}

/// Checks `texts_after` for `position` and the positions after `moves` (those `play` accepts),
/// and `catalog::analyze` against the generic way; returns how many changes were checked.
#[track_caller]
fn check<G: Playable>(game: &G, position: &G::Position, moves: &[G::Move]) -> usize {
    let text = position.to_string();
    let listed: Vec<(G::Move, G::Position)> =
        moves.iter().filter_map(|mv| Some((mv.clone(), game.play(position, mv).ok()?))).collect();
    let splices: Vec<Splice> = game
        .texts_after(position, &text, &listed)
        .unwrap_or_else(|| panic!("{}: no changes for {text}", G::ID));
    assert_eq!(splices.len(), listed.len());
    for (splice, (_, to)) in splices.iter().zip(&listed) {
        assert_eq!(splice.apply(&text), to.to_string(), "{} {text}: {splice:?}", G::ID);
    }
    // The analysis, its winning moves written out by playing them (the generic way).
    let analysis = catalog::analyze(G::ID, &text).unwrap();
    let expected: Vec<(String, String)> = game
        .winning_moves(position)
        .into_iter()
        .take(MAX_LISTED)
        .filter_map(|mv| Some((mv.to_string(), game.play(position, &mv).ok()?.to_string())))
        .collect();
    let found: Vec<(String, String)> =
        analysis.winning_moves.iter().map(|m| (m.mv.clone(), m.to.clone())).collect();
    assert_eq!(found, expected, "{} {text}", G::ID);
    assert_eq!(analysis.position, text);
    listed.len()
}

/// Up to 20 random legal moves of `position`.
fn random_moves<G: Playable>(game: &G, position: &G::Position, seed: u64) -> Vec<G::Move> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..20).filter_map(|_| game.random_move(position, &mut rng)).collect()
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn nim_and_misere_nim(piles in heaps(64), seed in any::<u64>()) {
        let position = NimPosition::new(piles).unwrap();
        check(&Nim, &position, &random_moves(&Nim, &position, seed));
        check(&MisereNim, &position, &random_moves(&MisereNim, &position, seed));
    }

    #[test]
    fn bounded_nim(piles in heaps(64), k in prop_oneof![1u32..5, Just(2_147_483_647)], seed in any::<u64>()) {
        let position = BoundedPosition { k, heaps: NimPosition::new(piles).unwrap() };
        check(&BoundedNim, &position, &random_moves(&BoundedNim, &position, seed));
    }

    #[test]
    fn nim_k(piles in heaps(12), k in 1u32..4, seed in any::<u64>()) {
        // Moves of several heaps at once: the change spans from the first heap taken from to
        // the last.
        let text = format!("{k}: {}", NimPosition::new(piles).unwrap());
        let position: NimKPosition = text.parse().unwrap();
        check(&NimK, &position, &random_moves(&NimK, &position, seed));
    }

    #[test]
    fn subtraction_and_misere_subtraction(
        set in prop::collection::btree_set(1u32..12, 1..4),
        piles in prop::collection::vec(0u64..60, 1..6),
        seed in any::<u64>(),
    ) {
        let set = SubtractionSet::new(&set.into_iter().collect::<Vec<_>>()).unwrap();
        let text = format!("{set}: {}", NimPosition::new(piles.clone()).unwrap());
        let position: SubtractionPosition = text.parse().unwrap();
        check(&Subtraction, &position, &random_moves(&Subtraction, &position, seed));
        // Misère play is searched, within a limit: three heaps of at most 40.
        let small: Vec<u64> = piles.iter().take(3).map(|&p| p.min(40)).collect();
        let text = format!("{set}: {}", NimPosition::new(small).unwrap());
        let misere = MiserePosition(text.parse().unwrap());
        check(&MisereSubtraction, &misere, &random_moves(&MisereSubtraction, &misere, seed));
    }

    /// Heaps up to 10¹⁸ under a range (the closed form) or a finite set (its period): takes of
    /// up to 18 digits change a heap's number by as many digits.
    #[test]
    fn subtraction_big_heaps(
        range in prop_oneof![(1u64..20, 0u64..20), (1u64..1_000_000_000_000_000, 0u64..1_000)],
        finite in any::<bool>(),
        piles in prop::collection::vec(
            prop_oneof![0u64..100, 1_000_000_000u64..=1_000_000_000_000_000_000, Just(1_000_000_000_000_000_000)],
            1..6,
        ),
        seed in any::<u64>(),
    ) {
        let set = if finite { "1,3,4".to_owned() } else { format!("{}..{}", range.0, range.0 + range.1) };
        let text = format!("{set}: {}", piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        let position: SubtractionPosition = text.parse().unwrap();
        check(&Subtraction, &position, &random_moves(&Subtraction, &position, seed));
    }
}

/// The benchmark's position (64 piles near 2^31) and hand-picked edges: one pile, a pile that
/// shrinks by a digit, the first and the last pile, a text with something before the piles.
#[test]
fn edges_by_hand() {
    let big = (0..64u32).map(|i| (2_147_483_647 - i * 1_234_567).to_string()).collect::<Vec<_>>().join(" ");
    let position: NimPosition = big.parse().unwrap();
    // 55 winning moves (a hand count in the benchmark's notes, checked here).
    assert_eq!(check(&Nim, &position, &Nim.winning_moves(&position)), 55);
    let one: NimPosition = "10".parse().unwrap();
    let after = [NimPosition::new(vec![9]).unwrap(), NimPosition::new(vec![0]).unwrap()];
    let splices = one.splices("10", &mut after.iter()).unwrap();
    assert_eq!(splices.iter().map(|s| s.apply("10")).collect::<Vec<_>>(), ["9", "0"]);
    // "7, 100 3" in another game's notation ("k: heaps"): the ends of the text.
    let three: NimPosition = "7 100 3".parse().unwrap();
    let text = "2: 7 100 3";
    let after = [
        NimPosition::new(vec![0, 100, 3]).unwrap(),
        NimPosition::new(vec![7, 99, 3]).unwrap(),
        NimPosition::new(vec![7, 100, 1]).unwrap(),
        NimPosition::new(vec![6, 100, 2]).unwrap(),
    ];
    let texts: Vec<String> =
        three.splices(text, &mut after.iter()).unwrap().iter().map(|s| s.apply(text)).collect();
    assert_eq!(texts, ["2: 0 100 3", "2: 7 99 3", "2: 7 100 1", "2: 6 100 2"]);
    // Another number of piles, or a text too short to hold the piles: no changes.
    assert_eq!(three.splices(text, &mut [NimPosition::new(vec![1, 2]).unwrap()].iter()), None);
    assert_eq!(three.splices("7 1", &mut after.iter()), None);
}
