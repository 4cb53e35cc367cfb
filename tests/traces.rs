//! The traces the explanation components replay carry data, not prose: the seed examples
//! recorded as numbers, notation and terms the ui words in the reader's language.
#![cfg(not(target_arch = "wasm32"))]

use grundy_lab::engine::trace::{Axis, Describe, MoveTerm, OptionGroup, PositionTerm, TraceError, mex_trace};
use grundy_lab::engine::{Impartial, Nimber, SearchLimitExceeded, Solver};
use grundy_lab::games::chocolate::{Bar, SimplifiedCutting, StatedRules, Variant};
use grundy_lab::games::nim::{Nim, NimHeap, NimPosition};

fn values(trace: &grundy_lab::engine::trace::MexTrace) -> Vec<u64> {
    trace.options.iter().map(|o| o.value.value()).collect()
}

#[test]
fn nim_seed_8_6_5_is_recorded_in_notation() {
    // Seed 000: 8 6 5 has 8 + 6 + 5 = 19 moves; its value is 8 ⊕ 6 ⊕ 5 = 11 (by hand: 1000 ⊕
    // 0110 ⊕ 0101 = 1011).
    let trace = mex_trace(&mut Solver::new(), &Nim::as_sum(), &vec![8, 6, 5], 64).unwrap();
    assert_eq!(trace.position, PositionTerm::Notation("8 6 5".into()));
    assert_eq!(trace.options.len(), 19);
    assert_eq!(trace.mex, Nimber(11));
    // Every option is a move in Nim's notation (`pile-take`) to piles in Nim's notation.
    let take_5 = trace.options.iter().find(|o| o.mv == MoveTerm::Notation("1-5".into())).unwrap();
    assert_eq!(take_5.position, PositionTerm::Notation("3 6 5".into()));
    // 3 ⊕ 6 ⊕ 5 = 0 (by hand: 011 ⊕ 110 ⊕ 101 = 000): the winning move of the seed.
    assert_eq!(take_5.value, Nimber(0));
    assert_eq!(take_5.detail.as_deref(), Some("3 ⊕ 6 ⊕ 5"));
    assert!(trace.options.iter().all(|o| o.group.is_none()));
}

#[test]
fn a_lone_nim_pile_is_recorded_as_numbers() {
    // A pile of 3 reaches 2, 1 and 0 by taking 1, 2 and 3: mex{2, 1, 0} = 3.
    let trace = mex_trace(&mut Solver::new(), &NimHeap, &3, 64).unwrap();
    assert_eq!(trace.position, PositionTerm::Pile(3));
    let options: Vec<(MoveTerm, PositionTerm)> =
        trace.options.iter().map(|o| (o.mv.clone(), o.position.clone())).collect();
    assert_eq!(
        options,
        [
            (MoveTerm::Take(1), PositionTerm::Pile(2)),
            (MoveTerm::Take(2), PositionTerm::Pile(1)),
            (MoveTerm::Take(3), PositionTerm::Pile(0)),
        ]
    );
    assert_eq!(trace.set, [Nimber(0), Nimber(1), Nimber(2)]);
    assert_eq!(trace.mex, Nimber(3));
    // A terminal position has no options and value 0.
    let empty = mex_trace(&mut Solver::new(), &NimHeap, &0, 64).unwrap();
    assert!(empty.options.is_empty() && empty.set.is_empty());
    assert_eq!(empty.mex, Nimber(0));
}

#[test]
fn chocolate_seed_3x2_eat_example() {
    // Seed 000: eating from 3×2 leaves 2×2, 1×2, 3×1 or nothing, with values 1, 2, 3, 0, so
    // g(3×2) = mex{0, 1, 2, 3} = 4.
    let trace =
        mex_trace(&mut Solver::new(), &StatedRules(Variant::Eat), &vec![Bar { h: 3, w: 2 }], 400).unwrap();
    assert_eq!(trace.position, PositionTerm::Rectangles(vec![(3, 2)]));
    let positions: Vec<PositionTerm> = trace.options.iter().map(|o| o.position.clone()).collect();
    assert_eq!(
        positions,
        [
            PositionTerm::Rectangles(vec![(2, 2)]),
            PositionTerm::Rectangles(vec![(1, 2)]),
            PositionTerm::Rectangles(vec![(3, 1)]),
            PositionTerm::Rectangles(vec![]),
        ]
    );
    assert_eq!(values(&trace), [1, 2, 3, 0]);
    assert_eq!(trace.mex, Nimber(4));
    let moves: Vec<(MoveTerm, Option<OptionGroup>)> =
        trace.options.iter().map(|o| (o.mv.clone(), o.group)).collect();
    assert_eq!(
        moves,
        [
            (MoveTerm::Eat { axis: Axis::Rows, count: 1 }, Some(OptionGroup::LinesBetween(Axis::Rows))),
            (MoveTerm::Eat { axis: Axis::Rows, count: 2 }, Some(OptionGroup::LinesBetween(Axis::Rows))),
            (MoveTerm::Eat { axis: Axis::Columns, count: 1 }, Some(OptionGroup::LinesBetween(Axis::Columns))),
            (MoveTerm::EatWhole, Some(OptionGroup::EatWhole)),
        ]
    );
}

#[test]
fn chocolate_breaks_record_both_pieces() {
    // Split 3×2: after row 1 → 1×2 + 2×2, g = 1 ⊕ 1 = 0; after column 1 → 3×1 + 3×1, 0 ⊕ 0 = 0
    // (every play of an h×w bar takes h·w − 1 breaks, so g = (h·w − 1) mod 2).
    let trace =
        mex_trace(&mut Solver::new(), &StatedRules(Variant::Split), &vec![Bar { h: 3, w: 2 }], 400).unwrap();
    let options: Vec<(MoveTerm, PositionTerm, Option<String>)> =
        trace.options.iter().map(|o| (o.mv.clone(), o.position.clone(), o.detail.clone())).collect();
    assert_eq!(
        options,
        [
            (
                MoveTerm::BreakAfter { axis: Axis::Rows, line: 1 },
                PositionTerm::Rectangles(vec![(1, 2), (2, 2)]),
                Some("g(1×2) ⊕ g(2×2) = 1 ⊕ 1".into()),
            ),
            (
                MoveTerm::BreakAfter { axis: Axis::Columns, line: 1 },
                PositionTerm::Rectangles(vec![(3, 1), (3, 1)]),
                Some("g(3×1) ⊕ g(3×1) = 0 ⊕ 0".into()),
            ),
        ]
    );
    assert_eq!(trace.mex, Nimber(1));
    // The cutting game's stepper game groups its cuts the same way.
    let cut = Bar { h: 2, w: 4 };
    assert_eq!(
        SimplifiedCutting.option_group(&SimplifiedCutting.options(&vec![cut])[0].0),
        Some(OptionGroup::LinesBetween(Axis::Columns))
    );
}

#[test]
fn refusals_carry_their_numbers() {
    let error = mex_trace(&mut Solver::new(), &Nim::as_sum(), &vec![40, 30], 64).unwrap_err();
    assert_eq!(error, TraceError::TooManyOptions { count: 70, limit: 64 });
    let error = TraceError::from(SearchLimitExceeded { limit: 1000 });
    assert_eq!(error, TraceError::Search(SearchLimitExceeded { limit: 1000 }));
    // The nim-sum panel of the seed: rows are the piles by number.
    let xor = NimPosition::new(vec![8, 6, 5]).unwrap().xor_trace();
    let labels: Vec<&str> = xor.rows.iter().map(|r| r.label.as_str()).collect();
    assert_eq!(labels, ["1", "2", "3"]);
    assert_eq!(xor.derivation.map(|d| (d.row, d.decrease())), Some((0, 5)));
}
