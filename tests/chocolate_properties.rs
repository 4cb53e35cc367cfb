//! Property tests of the chocolate games: the table fills, the closed forms noticed in them and
//! the cutting game's simplification, each compared with `Solver::brute_force()` on the stated
//! rules (a search of whole multisets of bars that ignores every closed form).
#![cfg(not(target_arch = "wasm32"))]

use grundy_lab::engine::sum;
use grundy_lab::engine::{Impartial, Nimber, Solver};
use grundy_lab::games::Playable;
use grundy_lab::games::chocolate::{
    Bar, Chocolate, ChocolateEat, ChocolateMove, ChocolatePosition, ChocolateReason, ChocolateSplit, Cut,
    Cutting, CuttingKind, EatKind, GrundyTable, Kind, MAX_SIDE, SimplifiedCutting, SplitKind, StatedRules,
    TableKind, Variant,
};
use grundy_lab::games::session::{Action, Mode, Seat, Session};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

/// Every bar of area at most `area`.
fn bars_up_to(area: u32) -> Vec<Bar> {
    (1..=area).flat_map(|h| (1..=area / h).map(move |w| Bar { h, w })).collect()
}

fn brute(solver: &mut Solver<StatedRules>, variant: Variant, bars: &[Bar]) -> Nimber {
    let mut bars = bars.to_vec();
    bars.sort_unstable();
    solver.grundy(&StatedRules(variant), &bars).expect("small positions fit the search limit")
}

#[test]
fn eat_and_split_tables_match_brute_force_for_every_bar_of_area_up_to_30() {
    for variant in [Variant::Eat, Variant::Split] {
        let table = GrundyTable::filled(variant.table_kind(), 30);
        let mut solver = Solver::brute_force();
        for bar in bars_up_to(30) {
            let expected = brute(&mut solver, variant, &[bar]);
            assert_eq!(table.value(bar).map(u64::from), Some(expected.value()), "{variant:?} {bar}");
        }
    }
}

#[test]
fn cutting_simplification_matches_the_stated_rules_for_every_sheet_of_area_up_to_30() {
    let simplified = GrundyTable::filled(TableKind::Cutting, 30);
    let no_square = GrundyTable::filled(TableKind::CuttingNoSquare, 30);
    let mut stated = Solver::brute_force();
    let mut simple = Solver::brute_force();
    for bar in bars_up_to(30) {
        let truth = brute(&mut stated, Variant::Cutting, &[bar]);
        if bar.is_square() {
            // Nothing to cut: whoever is to move has lost (nobody can cut out a square).
            assert_eq!(truth, Nimber::ZERO);
        } else if bar.is_strip() {
            // A strip wins at once; its value under the stated rules is 1 + g'(strip).
            assert_eq!(truth.value(), 1 + u64::from(no_square.value(bar).unwrap()), "{bar}");
        } else {
            // The simplified game searched by brute force agrees with its table ...
            let g = simple.grundy(&SimplifiedCutting, &vec![bar]).unwrap();
            assert_eq!(simplified.value(bar).map(u64::from), Some(g.value()), "{bar}");
            // ... and decides the stated game's outcome.
            assert_eq!(truth.is_zero(), g.is_zero(), "{bar}: stated {truth}, simplified {g}");
        }
    }
}

#[test]
fn closed_forms_noticed_in_the_tables_hold_up_to_200() {
    // Checked against the verified fill for every bar up to 200×200 (and the fill against brute
    // force above): eat g = ((h−1) ⊕ (w−1)) + 1 (two Nim heaps plus a move to nothing from
    // everywhere, which adds 1); split g = (h·w − 1) mod 2 (every play takes exactly h·w − 1 breaks).
    let eat = GrundyTable::filled(TableKind::Eat, MAX_SIDE as usize);
    let split = GrundyTable::filled(TableKind::Split, MAX_SIDE as usize);
    for h in 1..=MAX_SIDE {
        for w in 1..=MAX_SIDE {
            let bar = Bar { h, w };
            assert_eq!(eat.value(bar), Some((((h - 1) ^ (w - 1)) + 1) as u16), "eat {bar}");
            assert_eq!(split.value(bar), Some(((h * w - 1) % 2) as u16), "split {bar}");
        }
    }
}

fn small_bar(max_side: u32) -> impl Strategy<Value = Bar> {
    (1..=max_side, 1..=max_side).prop_map(|(h, w)| Bar { h, w })
}

fn small_position(bars: usize, max_side: u32) -> impl Strategy<Value = ChocolatePosition> {
    prop::collection::vec(small_bar(max_side), 1..=bars).prop_map(|b| ChocolatePosition::new(b).unwrap())
}

fn playable_checks<K: Kind>(position: &ChocolatePosition) -> Result<(), TestCaseError> {
    let game = Chocolate::<K>::new();
    let variant = K::VARIANT;
    // The stated game's value of a whole position, by brute force (one solver per test case).
    let mut solver = Solver::brute_force();
    let mut brute_whole =
        |_: Variant, position: &ChocolatePosition| brute(&mut solver, variant, position.bars());
    let truth = brute_whole(variant, position);
    let value = game.grundy(position).expect("chocolate positions have values");
    let has_strip = position.bars().iter().any(|b| b.is_strip() || b.is_square());
    if variant != Variant::Cutting || has_strip {
        // The Sprague–Grundy theorem (eat, split) and the strip formula (cutting) give the exact value.
        prop_assert_eq!(value, truth, "{}", position);
    } else {
        prop_assert_eq!(value.is_zero(), truth.is_zero(), "{}: outcome", position);
    }
    let winning = game.winning_moves(position);
    prop_assert_eq!(winning.is_empty(), truth.is_zero(), "{}: winning moves exist iff N", position);
    // The early-stopping search lists what the engine's whole-sum analysis lists (small positions
    // have fewer than the cap of 64).
    if !has_strip {
        let parts: Vec<Vec<Bar>> = position.bars().iter().map(|&b| vec![b]).collect();
        let analysis = match variant {
            Variant::Cutting => sum::analyze(&mut Solver::new(), &SimplifiedCutting, &parts),
            _ => sum::analyze(&mut Solver::new(), &StatedRules(variant), &parts),
        }
        .unwrap();
        let expected: Vec<ChocolateMove> =
            analysis.winning_moves.iter().map(|m| ChocolateMove { bar: m.part, cut: m.mv.cut }).collect();
        prop_assert_eq!(&winning, &expected, "{}: winning moves against sum::analyze", position);
    }
    for mv in &winning {
        let after = game.play(position, mv).unwrap();
        prop_assert!(game.grundy(&after) == Some(Nimber::ZERO), "{} then {}: value not 0", position, mv);
        prop_assert!(brute_whole(variant, &after).is_zero(), "{} then {}: brute force not 0", position, mv);
    }
    if let Some(choice) = game.computer_move(position) {
        let after = game.play(position, &choice.mv).unwrap();
        if !truth.is_zero() {
            prop_assert!(
                brute_whole(variant, &after).is_zero(),
                "computer's {} from {}",
                choice.mv,
                position
            );
        }
        // The reason holds the numbers behind the choice: the bar moved on, its size, and for a
        // move to nim-sum 0 the values before and after (brute force above checks the outcome).
        let size = position.bars()[choice.mv.bar];
        match choice.reason {
            ChocolateReason::StripCut { bar, size: strip } => {
                prop_assert!(variant == Variant::Cutting && !truth.is_zero());
                prop_assert_eq!((bar, strip), (choice.mv.bar, size));
                prop_assert!(strip.is_strip());
            }
            ChocolateReason::ToZero { nim_sum, bar, size: moved, from, to } => {
                prop_assert!(!truth.is_zero() && !nim_sum.is_zero(), "{}", position);
                prop_assert_eq!((bar, moved), (choice.mv.bar, size));
                prop_assert_eq!(
                    variant.bar_value(moved),
                    grundy_lab::games::chocolate::BarValue::Value(from)
                );
                prop_assert_eq!(from ^ nim_sum, to, "{}", position);
                prop_assert_eq!(variant.nim_sum(position), Some(nim_sum));
            }
            ChocolateReason::Losing { .. } => prop_assert!(truth.is_zero(), "{}", position),
        }
    } else {
        prop_assert!(game.is_over(position));
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(64))]

    /// Sums of several small bars, searched whole, against the games' values and winning moves.
    #[test]
    fn sums_against_full_search(position in small_position(3, 3)) {
        playable_checks::<EatKind>(&position)?;
        playable_checks::<SplitKind>(&position)?;
        playable_checks::<CuttingKind>(&position)?;
    }

    /// Every move the page can make (every grid line, mirror-image breaks included) is legal,
    /// leads to a position whose value the game reports as `Solver::brute_force()` finds it on
    /// the stated rules (the outcome only, in the cutting game without strips), and together
    /// these moves reach exactly the options the search generates; moves off the bar are errors.
    #[test]
    fn every_move_of_the_page_matches_the_search(position in small_position(3, 5).prop_filter(
        "total area at most 20, for the whole-position search",
        |p| p.bars().iter().map(|b| b.area()).sum::<u32>() <= 20,
    )) {
        for variant in Variant::ALL {
            page_moves_against_search(variant, &position)?;
        }
    }

    #[test]
    fn notation_round_trips(position in small_position(8, MAX_SIDE)) {
        prop_assert_eq!(position.to_string().parse::<ChocolatePosition>().unwrap(), position.clone());
        prop_assert_eq!(position.to_url().parse::<ChocolatePosition>().unwrap(), position.clone());
    }

    #[test]
    fn moves_round_trip(bar in 0usize..100, n in 1u32..=200, kind in 0..5) {
        let cut = [Cut::EatWhole, Cut::EatRows(n), Cut::EatColumns(n), Cut::AfterRow(n), Cut::AfterColumn(n)][kind as usize];
        let mv = ChocolateMove { bar, cut };
        prop_assert_eq!(mv.to_string().parse::<ChocolateMove>().unwrap(), mv);
    }

    #[test]
    fn parsing_never_panics(text in "\\PC{0,40}") {
        let _ = text.parse::<ChocolatePosition>();
        let _ = text.parse::<ChocolateMove>();
    }

    /// Games against the computer end, and the side that started in a winning position wins.
    #[test]
    fn computer_vs_computer_ends_with_the_right_winner(position in small_position(3, 6)) {
        check_game::<EatKind>(&position)?;
        check_game::<SplitKind>(&position)?;
        check_game::<CuttingKind>(&position)?;
    }
}

/// Every cut the page offers on `bar`: each grid line (both sides of a mirror image) and, in
/// the eat game, each piece and the whole bar.
fn page_cuts(variant: Variant, bar: Bar) -> Vec<Cut> {
    match variant {
        Variant::Eat => (1..bar.h)
            .map(Cut::EatRows)
            .chain((1..bar.w).map(Cut::EatColumns))
            .chain([Cut::EatWhole])
            .collect(),
        _ => (1..bar.h).map(Cut::AfterRow).chain((1..bar.w).map(Cut::AfterColumn)).collect(),
    }
}

fn play(variant: Variant, position: &ChocolatePosition, mv: &ChocolateMove) -> Option<ChocolatePosition> {
    match variant {
        Variant::Eat => ChocolateEat::new().play(position, mv).ok(),
        Variant::Split => ChocolateSplit::new().play(position, mv).ok(),
        Variant::Cutting => Cutting::new().play(position, mv).ok(),
    }
}

fn grundy(variant: Variant, position: &ChocolatePosition) -> Nimber {
    match variant {
        Variant::Eat => ChocolateEat::new().grundy(position).unwrap(),
        Variant::Split => ChocolateSplit::new().grundy(position).unwrap(),
        Variant::Cutting => Cutting::new().grundy(position).unwrap(),
    }
}

fn page_moves_against_search(variant: Variant, position: &ChocolatePosition) -> Result<(), TestCaseError> {
    let mut solver = Solver::brute_force();
    let game_over = variant == Variant::Cutting && position.bars().iter().any(|b| b.is_square());
    let mut reached: Vec<Vec<Bar>> = Vec::new();
    for (index, &bar) in position.bars().iter().enumerate() {
        for cut in page_cuts(variant, bar) {
            let mv = ChocolateMove { bar: index, cut };
            let after = play(variant, position, &mv);
            prop_assert_eq!(after.is_some(), !game_over, "{:?} {} {}", variant, position, mv);
            let Some(after) = after else { continue };
            let truth = brute(&mut solver, variant, after.bars());
            let value = grundy(variant, &after);
            let exact =
                variant != Variant::Cutting || after.bars().iter().any(|b| b.is_strip() || b.is_square());
            if exact {
                prop_assert_eq!(value, truth, "{:?} {} then {}", variant, position, mv);
            } else {
                prop_assert_eq!(
                    value.is_zero(),
                    truth.is_zero(),
                    "{:?} {} then {}: outcome",
                    variant,
                    position,
                    mv
                );
            }
            reached.push(after.multiset());
        }
        // Lines past the edge and the other games' moves are refused.
        let off = match variant {
            Variant::Eat => [Cut::EatRows(bar.h), Cut::EatColumns(bar.w), Cut::AfterRow(1)],
            _ => [Cut::AfterRow(bar.h), Cut::AfterColumn(bar.w), Cut::EatWhole],
        };
        for cut in off {
            let mv = ChocolateMove { bar: index, cut };
            prop_assert!(
                play(variant, position, &mv).is_none(),
                "{:?} {} {} should be refused",
                variant,
                position,
                mv
            );
        }
    }
    // The same options as the search's own move generator (on the sorted position).
    let mut options: Vec<Vec<Bar>> =
        StatedRules(variant).options(&position.multiset()).into_iter().map(|(_, p)| p).collect();
    options.sort();
    options.dedup();
    reached.sort();
    reached.dedup();
    prop_assert_eq!(reached, options, "{:?} {}", variant, position);
    Ok(())
}

fn check_game<K: Kind>(start: &ChocolatePosition) -> Result<(), TestCaseError> {
    let game = Chocolate::<K>::new();
    let first_wins = game.grundy(start) != Some(Nimber::ZERO);
    let mut session = Session::<Chocolate<K>>::new(start.clone(), Mode::ComputerVsComputer, true);
    // Every move removes a square (eat) or adds a bar (split, cutting): at most 3·36 moves.
    for _ in 0..=108 {
        if session.is_over() {
            break;
        }
        session = session.apply(Action::ComputerStep);
    }
    prop_assert!(session.is_over());
    let expected = if first_wins { Seat::First } else { Seat::Second };
    prop_assert_eq!(session.winner(), Some(expected), "{}", start);
    Ok(())
}

#[test]
fn winning_moves_are_capped_on_huge_positions() {
    // Split game, 1023 bars of 200x200 and one 1x1. By the parity rule (checked above) each
    // 200x200 is worth (h·w − 1) mod 2 = 1 and 1x1 is worth 0, so the nim-sum is 1. A break of a
    // 200x200 makes two bars of even area (i·200 and (200 − i)·200), each worth 1, so 1 ⊕ 1 = 0:
    // all 200 distinct breaks of each of the 1023 bars win. The list stops at the cap.
    let mut bars = vec![Bar { h: 200, w: 200 }; 1023];
    bars.push(Bar { h: 1, w: 1 });
    let position = ChocolatePosition::new(bars).unwrap();
    let game = ChocolateSplit::new();
    assert_eq!(game.grundy(&position), Some(Nimber(1)));
    let winning = game.winning_moves(&position);
    assert_eq!(winning.len(), grundy_lab::games::chocolate::MAX_WINNING_MOVES);
    for mv in winning.iter().take(3) {
        assert_eq!(game.grundy(&game.play(&position, mv).unwrap()), Some(Nimber::ZERO));
    }
    assert!(game.computer_move(&position).is_some_and(|c| winning.contains(&c.mv)));
}

#[test]
fn stated_rules_list_each_option_once() {
    // 4x4 in the split game: breaks after row 1 or 2 and column 1 or 2 (the rest mirror them).
    let options = StatedRules(Variant::Split).options(&vec![Bar { h: 4, w: 4 }]);
    assert_eq!(options.len(), 4);
    // Two equal bars list their options once.
    let options = StatedRules(Variant::Eat).options(&vec![Bar { h: 2, w: 1 }, Bar { h: 2, w: 1 }]);
    assert_eq!(options.len(), 2, "eat one row or eat it whole, from either 2x1");
}

#[test]
fn every_pair_and_some_triples_against_full_search() {
    // All pairs of bars with total area ≤ 24, and triples of the bars with sides 2..=4 of total
    // area ≤ 26, searched whole under the stated rules, against the sum of the bars' table values
    // (eat, split: exact; cutting: the outcome, and the exact value once a strip is present).
    let bars = bars_up_to(22);
    let mut positions: Vec<Vec<Bar>> = Vec::new();
    for (i, &a) in bars.iter().enumerate() {
        for &b in &bars[i..] {
            if a.area() + b.area() <= 24 {
                positions.push(vec![a, b]);
            }
        }
    }
    let wide: Vec<Bar> =
        bars.iter().copied().filter(|b| b.h >= 2 && b.w >= 2 && b.h <= 4 && b.w <= 4).collect();
    for (i, &a) in wide.iter().enumerate() {
        for (j, &b) in wide.iter().enumerate().skip(i) {
            for &c in &wide[j..] {
                if a.area() + b.area() + c.area() <= 26 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
    }
    let mut nonzero_cutting = 0;
    for variant in Variant::ALL {
        let mut solver = Solver::brute_force();
        for bars in &positions {
            let position = ChocolatePosition::new(bars.clone()).unwrap();
            let truth = brute(&mut solver, variant, bars);
            let value = match variant {
                Variant::Eat => ChocolateEat::new().grundy(&position).unwrap(),
                Variant::Split => ChocolateSplit::new().grundy(&position).unwrap(),
                Variant::Cutting => Cutting::new().grundy(&position).unwrap(),
            };
            let exact = variant != Variant::Cutting || bars.iter().any(|b| b.is_strip() || b.is_square());
            if exact {
                assert_eq!(value, truth, "{variant:?} {position}");
            } else {
                nonzero_cutting += usize::from(!value.is_zero());
                assert_eq!(value.is_zero(), truth.is_zero(), "{variant:?} {position}: {value} vs {truth}");
            }
        }
    }
    assert!(
        nonzero_cutting > 10,
        "the cutting sums include N-positions of the simplified game ({nonzero_cutting})"
    );
}
