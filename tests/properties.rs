//! Property tests: every closed form and shortcut of the engine and of Nim is compared with the
//! reference, `Solver::brute_force()`, which applies the mex rule to every position it reaches and
//! ignores closed forms and `moves_to_value` shortcuts. Positions stay small so the brute force is
//! cheap; the whole file runs in a few seconds in debug.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::fmt::Debug;
use std::time::{Duration, Instant};

use grundy_lab::engine::sum::{self, Either, PartMove, Side, Sum};
use grundy_lab::engine::trace::{Describe, TraceError, XorRow, XorTrace, mex_trace};
use grundy_lab::engine::{Impartial, Nimber, Solver, mex};
use grundy_lab::games::catalog;
use grundy_lab::games::nim::{MAX_PILE, MAX_PILES, Nim, NimHeap, NimMove, NimPosition, NimReason};
use grundy_lab::games::session::{Action, Mode, Seat, Session};
use grundy_lab::games::{Outcome, Playable};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

/// The subtraction game S(set): one pile, a move takes a number of counters that is in `set`.
/// Test material with no closed form, so the solver must search it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Subtraction(&'static [u64]);

impl Impartial for Subtraction {
    type Position = u64;
    type Move = u64;

    fn options(&self, &counters: &u64) -> Vec<(u64, u64)> {
        self.0.iter().filter(|&&take| take <= counters).map(|&take| (take, counters - take)).collect()
    }
}

const SUBTRACTION_SETS: &[&[u64]] = &[&[1, 3, 4], &[2, 5], &[1, 2]];

/// Nim heaps mixed with subtraction-game piles in one sum.
type Mixed = Either<NimHeap, Subtraction>;

/// No regression files: the two test files are the whole of this suite's footprint.
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

/// Debug texts, sorted: compares collections of values that are neither `Ord` nor `Hash`.
fn sorted<T: Debug>(items: impl IntoIterator<Item = T>) -> Vec<String> {
    let mut texts: Vec<String> = items.into_iter().map(|item| format!("{item:?}")).collect();
    texts.sort();
    texts
}

/// The brute-force value of a whole sum.
fn brute_sum<G: Impartial + Clone>(whole: &mut Solver<Sum<G>>, game: &G, parts: &[G::Position]) -> Nimber {
    whole.grundy(&Sum(game.clone()), &parts.to_vec()).expect("small sums fit the search limit")
}

fn heaps(parts: std::ops::RangeInclusive<usize>, max: u64) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0..=max, parts)
}

fn mixed_parts() -> impl Strategy<Value = (Mixed, Vec<Side<u64, u64>>)> {
    let part = prop_oneof![(0..=5u64).prop_map(Side::Left), (0..=10u64).prop_map(Side::Right)];
    (prop::sample::select(SUBTRACTION_SETS), prop::collection::vec(part, 0..=4))
        .prop_map(|(set, parts)| (Either(NimHeap, Subtraction(set)), parts))
}

fn nim_position(max_stones: u32) -> impl Strategy<Value = NimPosition> {
    prop::collection::vec(0..=u64::from(max_stones), 1..=4).prop_map(|piles| NimPosition::new(piles).unwrap())
}

/// Every legal Nim move from `position`.
fn nim_moves(position: &NimPosition) -> Vec<NimMove> {
    let piles = position.piles();
    (0..piles.len()).flat_map(|pile| (1..=piles[pile]).map(move |take| NimMove { pile, take })).collect()
}

/// The test material itself, by hand: S(1,3,4) has period 7 with values 0 1 0 1 2 3 2 (Winning
/// Ways, ch. 4); S(2,5) from the mex rule: g(0)=g(1)=0, g(2)=mex{g0}=1, g(3)=mex{g1}=1,
/// g(4)=mex{g2}=0, g(5)=mex{g3,g0}=2, g(6)=mex{g4,g1}=1, g(7)=mex{g5,g2}=0, g(8)=mex{g6,g3}=0,
/// g(9)=mex{g7,g4}=1.
#[test]
fn subtraction_games_by_hand() {
    #[track_caller]
    fn check(set: &'static [u64], expected: &[u64]) {
        let mut solver = Solver::brute_force();
        let got: Vec<u64> = (0..expected.len() as u64)
            .map(|n| solver.grundy(&Subtraction(set), &n).unwrap().value())
            .collect();
        assert_eq!(got, expected, "S{set:?}");
    }
    check(&[1, 3, 4], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    check(&[2, 5], &[0, 0, 1, 1, 0, 2, 1, 0, 0, 1]);
}

/// A heap of n reaches exactly the heaps 0..n, so its value is mex{0, …, n−1} = n: the closed form
/// and the `moves_to_value` shortcut must agree with brute force for every n in 0..=40.
#[test]
fn nim_heap_closed_form_matches_brute_force() {
    let mut brute = Solver::brute_force();
    let mut fast = Solver::new();
    for n in 0..=40u64 {
        let expected = brute.grundy(&NimHeap, &n).unwrap();
        assert_eq!(expected, Nimber(n), "brute force of a heap of {n}");
        assert_eq!(NimHeap.closed_form(&n), Some(expected), "closed form of a heap of {n}");
        assert_eq!(fast.grundy(&NimHeap, &n), Ok(expected), "solver with closed forms, heap of {n}");
        for target in 0..=41u64 {
            let by_search = brute.moves_to_value(&NimHeap, &n, Nimber(target)).unwrap();
            let by_shortcut = fast.moves_to_value(&NimHeap, &n, Nimber(target)).unwrap();
            assert_eq!(by_shortcut, by_search, "moves from a heap of {n} to *{target}");
        }
    }
}

/// The brute-force test of the `TooManyOptions` guard: a pile of two billion would take
/// gigabytes to list, so returning at all (and quickly) proves nothing was listed.
#[test]
fn mex_trace_refuses_huge_positions_without_listing() {
    let started = Instant::now();
    let error = mex_trace(&mut Solver::new(), &Nim::as_sum(), &vec![2_000_000_000, 5], 64).unwrap_err();
    assert_eq!(error, TraceError::TooManyOptions { count: 2_000_000_005, limit: 64 });
    let error = mex_trace(&mut Solver::new(), &NimHeap, &2_000_000_000, 64).unwrap_err();
    assert_eq!(error, TraceError::TooManyOptions { count: 2_000_000_000, limit: 64 });
    assert!(started.elapsed() < Duration::from_secs(2), "took {:?}", started.elapsed());
}

/// Checks `sum::analyze` (closed forms and shortcuts, part by part) against brute force of the
/// combined game: the total, the part values, and the winning moves, which must be exactly the
/// options of the whole sum whose brute-force value is 0.
#[track_caller]
fn check_analysis<G>(game: &G, parts: &[G::Position])
where
    G: Impartial + Clone,
    G::Move: Debug + PartialEq,
    G::Position: Debug,
{
    let analysis = sum::analyze(&mut Solver::new(), game, parts).unwrap();
    let mut whole = Solver::brute_force();
    let mut part_solver = Solver::brute_force();
    let total = brute_sum(&mut whole, game, parts);
    assert_eq!(analysis.total, total, "total of {parts:?}");
    assert_eq!(analysis.is_p_position(), total.is_zero());
    let values: Vec<Nimber> = parts.iter().map(|p| part_solver.grundy(game, p).unwrap()).collect();
    assert_eq!(analysis.values, values, "part values of {parts:?}");
    if !total.is_zero() {
        assert!(!analysis.winning_moves.is_empty(), "{parts:?} has value {total} but no winning move");
    }
    for m in &analysis.winning_moves {
        assert!(
            game.options(&parts[m.part]).iter().any(|(mv, to)| *mv == m.mv && *to == m.to),
            "{m:?} is not a legal move in {parts:?}"
        );
        assert_eq!(m.from_value, values[m.part]);
        assert_eq!(m.to_value, m.from_value ^ total);
        let mut after = parts.to_vec();
        after[m.part] = m.to.clone();
        assert_eq!(brute_sum(&mut whole, game, &after), Nimber::ZERO, "{m:?} from {parts:?}");
    }
    let zero_options = whole
        .options_with_values(&Sum(game.clone()), &parts.to_vec())
        .unwrap()
        .into_iter()
        .filter(|(_, _, value)| value.is_zero())
        .map(|(mv, to, _)| (mv, to));
    let from_analysis = analysis.winning_moves.iter().map(|m| {
        (PartMove { part: m.part, mv: m.mv.clone() }, {
            let mut after = parts.to_vec();
            after[m.part] = m.to.clone();
            after
        })
    });
    assert_eq!(sorted(from_analysis), sorted(zero_options), "winning moves of {parts:?}");
}

proptest! {
    #![proptest_config(config(96))]

    /// Sprague–Grundy theorem: a sum searched whole by brute force has the XOR of its parts'
    /// values, each part also found by brute force (a heap of n is *n, checked above).
    #[test]
    fn sum_of_nim_heaps_is_the_xor(parts in heaps(0..=4, 5)) {
        let value = brute_sum(&mut Solver::brute_force(), &NimHeap, &parts);
        let mut part_solver = Solver::brute_force();
        let xor = Nimber::nim_sum(parts.iter().map(|p| part_solver.grundy(&NimHeap, p).unwrap()));
        prop_assert_eq!(value, xor);
        prop_assert_eq!(value, Nimber(parts.iter().fold(0, |acc, &p| acc ^ p)));
    }

    /// Sprague–Grundy theorem for sums of different games (Nim heaps and a subtraction game):
    /// the whole sum by brute force equals the XOR of the parts, each part by brute force.
    #[test]
    fn mixed_sum_is_the_xor((game, parts) in mixed_parts()) {
        let value = brute_sum(&mut Solver::brute_force(), &game, &parts);
        let mut part_solver = Solver::brute_force();
        let xor = Nimber::nim_sum(parts.iter().map(|p| part_solver.grundy(&game, p).unwrap()));
        prop_assert_eq!(value, xor, "{:?}", parts);
    }

    /// `sum::analyze` on sums of Nim heaps, against brute force of the whole sum.
    #[test]
    fn analyze_nim_sums(parts in heaps(0..=4, 6)) {
        check_analysis(&NimHeap, &parts);
    }

    /// `sum::analyze` on sums of Nim heaps and a subtraction game, against brute force.
    #[test]
    fn analyze_mixed_sums((game, parts) in mixed_parts()) {
        check_analysis(&game, &parts);
    }

    /// `Nim` (the `Playable` game) against brute force of `Sum(NimHeap)`: the value, the winning
    /// moves, and the computer's choice. From a P-position the expected count of winning replies
    /// is the minimum, over every legal move, of the opponent's moves to a brute-force value 0.
    #[test]
    fn nim_playable_matches_brute_force(position in nim_position(7)) {
        let mut brute = Solver::brute_force();
        let game = Nim::as_sum();
        let heaps = position.heaps();
        let value = brute.grundy(&game, &heaps).unwrap();
        prop_assert_eq!(Nim.grundy(&position), Some(value));
        prop_assert_eq!(catalog::analyze("nim", &position.to_string()).unwrap().outcome, Outcome::of(value));

        let expected_wins = brute
            .options_with_values(&game, &heaps)
            .unwrap()
            .into_iter()
            .filter(|(_, _, v)| v.is_zero())
            .map(|(mv, _, _)| NimMove { pile: mv.part, take: mv.mv });
        prop_assert_eq!(sorted(Nim.winning_moves(&position)), sorted(expected_wins));

        let choice = Nim.computer_move(&position);
        prop_assert_eq!(choice.is_none(), Nim.is_over(&position));
        let Some(choice) = choice else { return Ok(()) };
        let after = Nim.play(&position, &choice.mv).expect("the computer's move is legal");
        if !value.is_zero() {
            prop_assert_eq!(brute.grundy(&game, &after.heaps()).unwrap(), Nimber::ZERO);
            prop_assert_eq!(choice.reason, NimReason::ToZero { nim_sum: value });
        } else {
            let mut winning_replies = |after: &NimPosition| {
                brute
                    .options_with_values(&game, &after.heaps())
                    .unwrap()
                    .iter()
                    .filter(|(_, _, v)| v.is_zero())
                    .count()
            };
            let chosen = winning_replies(&after);
            let best = nim_moves(&position)
                .iter()
                .map(|mv| winning_replies(&Nim.play(&position, mv).unwrap()))
                .min()
                .expect("a position that is not over has a move");
            prop_assert_eq!(chosen, best, "{} from {}", choice.mv, position);
            prop_assert_eq!(choice.reason, NimReason::FewestReplies { replies: chosen });
        }
    }

    /// `mex_trace` against the solver: its mex is the brute-force value, its set is the sorted
    /// distinct option values, it lists `option_count` options, and a position with more options
    /// than the limit is refused with that count.
    #[test]
    fn mex_trace_matches_the_solver(heaps in heaps(1..=4, 6), limit in 0usize..=24) {
        let game = Nim::as_sum();
        let count = game.option_count(&heaps);
        match mex_trace(&mut Solver::new(), &game, &heaps, limit) {
            Err(error) => {
                prop_assert!(count > limit as u64, "{:?} refused with {} options", heaps, count);
                prop_assert_eq!(error, TraceError::TooManyOptions { count, limit });
            }
            Ok(trace) => {
                prop_assert!(count <= limit as u64);
                let value = Solver::brute_force().grundy(&game, &heaps).unwrap();
                prop_assert_eq!(trace.mex, value);
                prop_assert_eq!(Solver::new().grundy(&game, &heaps).unwrap(), value);
                prop_assert!(trace.set.windows(2).all(|w| w[0] < w[1]), "{:?}", trace.set);
                let distinct: BTreeSet<Nimber> = trace.options.iter().map(|o| o.value).collect();
                prop_assert_eq!(&trace.set, &distinct.into_iter().collect::<Vec<_>>());
                prop_assert_eq!(trace.mex, mex(trace.set.iter().copied()));
                prop_assert_eq!(trace.options.len() as u64, count);
            }
        }
    }

    /// `XorTrace` against the definition: the total is the XOR of the rows; the derivation
    /// replaces one row by a smaller value that makes the XOR 0, and exists iff the total is not 0.
    #[test]
    fn xor_trace_derivation(values in prop::collection::vec(prop_oneof![0u64..16, any::<u64>()], 0..=8)) {
        let rows = values
            .iter()
            .enumerate()
            .map(|(i, &v)| XorRow { label: (i + 1).to_string(), value: Nimber(v) })
            .collect();
        let trace = XorTrace::new(rows);
        let total = values.iter().fold(0, |acc, &v| acc ^ v);
        prop_assert_eq!(trace.total, Nimber(total));
        prop_assert_eq!(trace.derivation.is_none(), total == 0);
        prop_assert!(trace.width >= 1 && values.iter().all(|&v| trace.width >= 64 || v >> trace.width == 0));
        for bit in 0..trace.width {
            let ones = (0..values.len()).filter(|&row| trace.bit(row, bit)).count();
            prop_assert_eq!(trace.parity(bit), ones % 2 == 1);
        }
        if let Some(d) = trace.derivation {
            prop_assert!(d.to < d.from, "{:?}", d);
            prop_assert_eq!(d.from, Nimber(values[d.row]));
            prop_assert_eq!(d.from ^ trace.total, d.to);
            prop_assert_eq!(Some(d.bit), trace.total.highest_bit());
            let mut after = values.clone();
            // Taking `decrease` from the row (what the panel tells a Nim player to take) wins.
            prop_assert!(d.decrease() >= 1);
            after[d.row] = values[d.row] - d.decrease();
            prop_assert_eq!(after.iter().fold(0, |acc, &v| acc ^ v), 0);
        }
    }

    /// Notation round trips: `Display` and `to_url` of any valid position parse back to it.
    #[test]
    fn nim_position_round_trips(piles in prop::collection::vec(0..=MAX_PILE, 1..=MAX_PILES)) {
        let position = NimPosition::new(piles).unwrap();
        prop_assert_eq!(position.to_string().parse::<NimPosition>(), Ok(position.clone()));
        prop_assert_eq!(position.to_url().parse::<NimPosition>(), Ok(position));
    }

    /// A move's notation `pile-take` (pile counted from 1) parses back to the move.
    #[test]
    fn nim_move_round_trips(pile in 0..u32::MAX as usize, take in 1..=u64::MAX) {
        let mv = NimMove { pile, take };
        prop_assert_eq!(mv.to_string().parse::<NimMove>(), Ok(mv));
    }
}

/// Parsing arbitrary text never panics: it gives a valid position (whose notation parses back to
/// it) or an error with a message; `catalog::analyze` agrees with the parser.
#[track_caller]
fn check_parse_anything(text: &str) {
    match text.parse::<NimPosition>() {
        Ok(position) => {
            assert!((1..=MAX_PILES).contains(&position.piles().len()), "{text:?}");
            assert!(position.piles().iter().all(|&p| p <= MAX_PILE), "{text:?}");
            assert_eq!(position.to_string().parse::<NimPosition>(), Ok(position.clone()));
            let analysis = catalog::analyze("nim", text).expect("the parser accepted it");
            assert_eq!(analysis.grundy, Some(position.nim_sum().value()));
            assert_eq!(analysis.position, position.to_string());
        }
        Err(_) => {
            let refused = catalog::analyze("nim", text).expect_err("the parser refused it");
            assert_eq!(refused, catalog::AnalyzeError::BadPosition { game: "nim" });
        }
    }
    // A refusal is a value (no page shows a move's notation error); a move reads back.
    if let Ok(mv) = text.parse::<NimMove>() {
        assert_eq!(mv.to_string().parse::<NimMove>(), Ok(mv));
    }
    let unknown = catalog::analyze(text, "3 4 5");
    if text != Nim::ID {
        assert_eq!(
            unknown.expect_err("only nim is a game"),
            catalog::AnalyzeError::UnknownGame(text.to_owned())
        );
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// Arbitrary text.
    #[test]
    fn parsing_any_text_never_panics(text in ".*") {
        check_parse_anything(&text);
    }

    /// Text made of the characters the notation uses, short and past the length limit.
    #[test]
    fn parsing_number_like_text_never_panics(text in "[0-9, +-]{0,40}|[0-9, -]{1000,1100}") {
        check_parse_anything(&text);
    }
}

fn action() -> impl Strategy<Value = Action<Nim>> {
    let mode =
        prop::sample::select(vec![Mode::HumanVsComputer, Mode::HumanVsHuman, Mode::ComputerVsComputer]);
    prop_oneof![
        6 => (0usize..5, 0u64..9).prop_map(|(pile, take)| Action::Play(NimMove { pile, take })),
        2 => Just(Action::Undo),
        2 => Just(Action::Redo),
        2 => Just(Action::ComputerStep),
        1 => mode.prop_map(Action::SetMode),
        1 => any::<bool>().prop_map(Action::SetHumanFirst),
        1 => nim_position(5).prop_map(Action::NewGame),
        1 => Just(Action::DismissNotice),
    ]
}

/// The session's invariants, which follow from its documentation: the cursor stays within the
/// recorded plies, each ply is the rules' result of its move from the position before, seats
/// alternate from `First`, and in human-vs-computer mode the computer replies at once, so the
/// board is over or awaits the person.
#[track_caller]
fn check_session(session: &Session<Nim>, after: &str) {
    assert!(session.cursor <= session.plies.len(), "after {after}: cursor {}", session.cursor);
    let mut before = &session.start;
    for (index, ply) in session.plies.iter().enumerate() {
        assert_eq!(Nim.play(before, &ply.mv).as_ref(), Ok(&ply.after), "after {after}: ply {index}");
        let seat = if index % 2 == 0 { Seat::First } else { Seat::Second };
        assert_eq!(ply.by, seat, "after {after}: ply {index}");
        before = &ply.after;
    }
    if session.mode == Mode::HumanVsComputer {
        assert!(
            session.is_over() || session.awaits_human(),
            "after {after}: the computer's turn is pending at {} (cursor {}, plies {:?})",
            session.position(),
            session.cursor,
            session.plies.iter().map(|p| p.mv.to_string()).collect::<Vec<_>>()
        );
    }
}

proptest! {
    #![proptest_config(config(192))]

    /// Random sequences of actions keep the session's invariants (see `check_session`).
    #[test]
    fn session_keeps_its_invariants(
        start in nim_position(5),
        mode in prop::sample::select(vec![Mode::HumanVsComputer, Mode::HumanVsHuman, Mode::ComputerVsComputer]),
        human_first in any::<bool>(),
        actions in prop::collection::vec(action(), 0..30),
    ) {
        let mut session = Session::<Nim>::new(start, mode, human_first);
        check_session(&session, "Session::new");
        for (index, action) in actions.into_iter().enumerate() {
            let label = format!("action {index}, {action:?}");
            session = session.apply(action);
            check_session(&session, &label);
        }
    }
}
