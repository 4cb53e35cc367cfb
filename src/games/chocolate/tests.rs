use super::*;

fn bar(h: u32, w: u32) -> Bar {
    Bar { h, w }
}

fn position(text: &str) -> ChocolatePosition {
    text.parse().unwrap()
}

#[track_caller]
fn check_table(kind: TableKind, expected: &[(u32, u32, u16)]) {
    let table = GrundyTable::filled(kind, 8);
    for &(h, w, value) in expected {
        assert_eq!(table.value(bar(h, w)), Some(value), "{kind:?} {h}x{w}");
    }
}

#[test]
fn seed_3x2_eat_table() {
    // Seed 000's worked table: g(1,1)=1, g(1,2)=g(2,1)=2, g(2,2)=1, g(3,1)=3, g(3,2)=4.
    check_table(TableKind::Eat, &[(1, 1, 1), (1, 2, 2), (2, 1, 2), (2, 2, 1), (3, 1, 3), (3, 2, 4)]);
}

#[test]
fn split_and_cutting_by_hand() {
    // Split, by hand: 1x1 has no move (0); 1x2 → 1x1+1x1 = 0, so 1; 1x3 → 1x1+1x2 = 0⊕1 = 1,
    // so 0; 2x2 → 1x2+1x2 = 1⊕1 = 0 (either way), so 1; 3x2 → 1x2+2x2 = 1⊕1 = 0 and
    // 3x1+3x1 = 0, so 1.
    check_table(TableKind::Split, &[(1, 1, 0), (1, 2, 1), (1, 3, 0), (2, 2, 1), (3, 2, 1)]);
    // Cutting, simplified: 2x2, 2x3, 3x2, 3x3 have no cut keeping both pieces 2 wide (0);
    // 2x4 → 2x2+2x2 = 0, so 1; 4x4 → 2x4+2x4 = 1⊕1 = 0 (both ways), so 1; 2x5 → 2x2+2x3 = 0,
    // so 1; 4x5 → 2x5+2x5 = 0, 4x2+4x3: g(4x2)=1, g(4x3)=mex{g(2x3)⊕g(2x3)}=1, 1⊕1 = 0; so 1.
    check_table(
        TableKind::Cutting,
        &[(2, 2, 0), (2, 3, 0), (3, 3, 0), (2, 4, 1), (4, 4, 1), (2, 5, 1), (4, 5, 1)],
    );
    let table = GrundyTable::filled(TableKind::Cutting, 4);
    assert_eq!(table.cell(1, 3), Some(NO_VALUE), "a strip has no simplified value");
    // No 1x1 may be made: 1x2, 1x3 have no such cut (0); 1x4 → 1x2+1x2 = 0, so 1; 2x1 likewise 0.
    check_table(TableKind::CuttingNoSquare, &[(1, 2, 0), (1, 3, 0), (1, 4, 1), (2, 1, 0)]);
}

#[test]
fn tables_fill_in_chunks_the_same() {
    for kind in TableKind::ALL {
        let whole = GrundyTable::filled(kind, 30);
        let mut chunked = GrundyTable::new(kind, 30);
        let mut steps = 0;
        while !chunked.fill_rows(7) {
            steps += 1;
            assert!(chunked.cell(30, 1).is_none(), "unfilled rows read as None");
        }
        assert_eq!((steps, &chunked), (4, &whole));
    }
}

#[track_caller]
fn check_parse(text: &str, expected: Result<&str, ParseChocolateError>) {
    let got = text.parse::<ChocolatePosition>().map(|p| p.to_string());
    assert_eq!(got.as_ref().map(String::as_str), expected.as_ref().map(|p| *p), "{text:?}");
}

#[test]
fn notation_and_errors() {
    check_parse("3x2 4x4", Ok("3x2 4x4"));
    check_parse(" 3X2, 4×4 ", Ok("3x2 4x4"));
    check_parse("3x2+1x1", Ok("3x2 1x1"));
    check_parse("empty", Ok("empty"));
    check_parse("200x200", Ok("200x200"));
    check_parse("", Err(ParseChocolateError::Empty));
    check_parse("0x3", Err(ParseChocolateError::NoRows { token: "0x3".into() }));
    check_parse("3x0", Err(ParseChocolateError::NoColumns { token: "3x0".into() }));
    check_parse("201x5", Err(ParseChocolateError::TooLarge { token: "201x5".into() }));
    check_parse("5x99999999999", Err(ParseChocolateError::TooLarge { token: "5x99999999999".into() }));
    check_parse("3y2", Err(ParseChocolateError::NotABar { token: "3y2".into() }));
    check_parse("3", Err(ParseChocolateError::NotABar { token: "3".into() }));
    check_parse("x3", Err(ParseChocolateError::NotABar { token: "x3".into() }));
    check_parse("-3x2", Err(ParseChocolateError::Negative { token: "-3x2".into() }));
    check_parse(&"1x1 ".repeat(1025), Err(ParseChocolateError::TooManyBars { count: 1025 }));
    check_parse(&"1".repeat(20_000), Err(ParseChocolateError::TooLong { len: 20_000 }));
    assert_eq!(position("3x2 4x4").to_url(), "3x2,4x4");
    assert_eq!(position("3x2,4x4"), position("3x2 4x4"));
}

#[track_caller]
fn check_move(text: &str, expected: Option<ChocolateMove>) {
    assert_eq!(text.parse::<ChocolateMove>().ok(), expected, "{text:?}");
    if let Some(mv) = expected {
        assert_eq!(mv.to_string(), text);
    }
}

#[test]
fn move_notation() {
    check_move("2-all", Some(ChocolateMove { bar: 1, cut: Cut::EatWhole }));
    check_move("1-3r", Some(ChocolateMove { bar: 0, cut: Cut::EatRows(3) }));
    check_move("1-2c", Some(ChocolateMove { bar: 0, cut: Cut::EatColumns(2) }));
    check_move("3-r1", Some(ChocolateMove { bar: 2, cut: Cut::AfterRow(1) }));
    check_move("3-c4", Some(ChocolateMove { bar: 2, cut: Cut::AfterColumn(4) }));
    for bad in ["0-all", "1-r0", "1-0r", "1-x", "r1", "1-", "-1-r1", "1-rr"] {
        check_move(bad, None);
    }
}

#[track_caller]
fn check_play<K: Kind>(start: &str, mv: &str, expected: Result<&str, ChocolateError>) {
    let game = Chocolate::<K>::new();
    let got = game.play(&position(start), &mv.parse().unwrap()).map(|p| p.to_string());
    assert_eq!(got.as_ref().map(String::as_str), expected.as_ref().map(|p| *p), "{start} / {mv}");
}

#[test]
fn moves_and_illegal_moves() {
    check_play::<EatKind>("3x2 4x4", "1-1r", Ok("2x2 4x4"));
    check_play::<EatKind>("3x2 4x4", "2-3c", Ok("3x2 4x1"));
    check_play::<EatKind>("3x2 4x4", "1-all", Ok("4x4"));
    check_play::<EatKind>("1x1", "1-all", Ok("empty"));
    check_play::<EatKind>(
        "3x2",
        "1-3r",
        Err(ChocolateError::NoSuchLine { bar: 0, size: bar(3, 2), cut: Cut::EatRows(3) }),
    );
    check_play::<EatKind>("3x2", "1-r1", Err(ChocolateError::WrongGame { variant: Variant::Eat }));
    check_play::<EatKind>("3x2", "2-all", Err(ChocolateError::NoSuchBar { bar: 1, bars: 1 }));
    check_play::<SplitKind>("3x2 2x2", "1-r1", Ok("1x2 2x2 2x2"));
    check_play::<SplitKind>("3x2", "1-c1", Ok("3x1 3x1"));
    check_play::<SplitKind>("1x1 3x2", "1-r1", Err(ChocolateError::SingleSquare { bar: 0 }));
    check_play::<SplitKind>(
        "3x2",
        "1-r3",
        Err(ChocolateError::NoSuchLine { bar: 0, size: bar(3, 2), cut: Cut::AfterRow(3) }),
    );
    check_play::<SplitKind>("3x2", "1-all", Err(ChocolateError::WrongGame { variant: Variant::Split }));
    check_play::<CuttingKind>("1x3 2x2", "1-c1", Ok("1x1 1x2 2x2"));
    check_play::<CuttingKind>("1x1 1x2 2x2", "3-r1", Err(ChocolateError::GameOver));
}

#[test]
fn game_ends() {
    assert!(ChocolateEat::new().is_over(&position("empty")));
    assert!(!ChocolateEat::new().is_over(&position("1x1")));
    assert!(ChocolateSplit::new().is_over(&position("1x1 1x1")));
    assert!(!ChocolateSplit::new().is_over(&position("1x1 1x2")));
    assert!(Cutting::new().is_over(&position("1x1 5x5")));
    assert!(!Cutting::new().is_over(&position("1x2 5x5")));
}

#[test]
fn labels_and_values() {
    // Seed 000: g(3x2) = 4 in the eat game; with 2x2 (value 1): 4 ⊕ 1 = 5.
    let eat = ChocolateEat::new();
    assert_eq!(eat.grundy(&position("3x2 2x2")), Some(Nimber(5)));
    assert_eq!(eat.bar_value(bar(3, 2)), BarValue::Value(Nimber(4)));
    let cutting = Cutting::new();
    assert_eq!(cutting.bar_value(bar(1, 5)), BarValue::WinsAtOnce);
    assert_eq!(cutting.bar_value(bar(1, 1)), BarValue::CutOut);
    assert_eq!(cutting.nim_sum(&position("1x5 2x2")), None);
    // A strip: 1 + (g'(1x5) ⊕ g'(2x2)); g'(1x5): 1x2+1x3 = 0 ⊕ 0, so 1; g'(2x2): 1x2+1x2 = 0, so 1.
    assert_eq!(cutting.grundy(&position("1x5 2x2")), Some(Nimber(1)));
    assert_eq!(cutting.grundy(&position("1x1 2x2")), Some(Nimber(0)));
}

#[test]
fn computer_takes_the_seed_winning_move() {
    // Eat game 3x2 alone has value 4: eating it whole (→ 0) is the one winning move.
    let eat = ChocolateEat::new();
    let choice = eat.computer_move(&position("3x2")).unwrap();
    assert_eq!(choice.mv, ChocolateMove { bar: 0, cut: Cut::EatWhole });
    assert_eq!(
        choice.reason,
        ChocolateReason::ToZero {
            nim_sum: Nimber(4),
            bar: 0,
            size: bar(3, 2),
            from: Nimber(4),
            to: Nimber(0)
        }
    );
    // Cutting: a strip is cut at once.
    let choice = Cutting::new().computer_move(&position("5x5 1x3")).unwrap();
    assert_eq!(choice.mv, ChocolateMove { bar: 1, cut: Cut::AfterColumn(1) });
    assert_eq!(choice.reason, ChocolateReason::StripCut { bar: 1, size: bar(1, 3) });
    // Cutting from 2x2 alone: every cut leaves a strip.
    let choice = Cutting::new().computer_move(&position("2x2")).unwrap();
    assert_eq!(choice.reason, ChocolateReason::Losing { choice: LosingChoice::EveryCutLeavesStrip });
    assert_eq!(Cutting::new().computer_move(&position("1x1 3x3")), None);
}

#[test]
fn through_the_api() {
    use crate::games::catalog::{AnalyzeError, analyze};
    // Seed 000: 3x2 alone is worth 4; the winning move eats it whole.
    let analysis = analyze("chocolate-eat", "3x2").unwrap();
    assert_eq!((analysis.grundy, analysis.winning_moves.len()), (Some(4), 1));
    assert_eq!(
        (analysis.winning_moves[0].mv.as_str(), analysis.winning_moves[0].to.as_str()),
        ("1-all", "empty")
    );
    // Split: 3x2 (1) ⊕ 2x2 (1) = 0, a P-position.
    assert_eq!(analyze("chocolate-split", "3x2,2x2").unwrap().grundy, Some(0));
    assert_eq!(analyze("cutting", "0x3").unwrap_err(), AnalyzeError::BadPosition { game: "cutting" });
}

#[test]
fn random_starts_can_be_set_up_and_cutting_ones_have_no_square_or_strip() {
    for seed in 0..2_000 {
        let mut rng = fastrand::Rng::with_seed(seed);
        for variant in Variant::ALL {
            let start = variant.random_start(&mut rng);
            assert!(RANDOM_BARS.contains(&start.bars().len()), "{variant:?} {start}");
            assert_eq!(variant.check_start(&start), Ok(()), "{variant:?} {start}");
            let min_side = if variant == Variant::Cutting { 2 } else { 1 };
            for b in start.bars() {
                assert!((min_side..=RANDOM_MAX_SIDE).contains(&b.h), "{variant:?} {start}");
                assert!((min_side..=RANDOM_MAX_SIDE).contains(&b.w), "{variant:?} {start}");
            }
            if variant == Variant::Cutting {
                assert!(!Cutting::new().is_over(&start) && start.bars().iter().all(|b| !b.is_strip()));
            }
        }
    }
}

#[track_caller]
fn check_start(variant: Variant, text: &str, expected: Result<(), StartError>) {
    assert_eq!(variant.check_start(&position(text)), expected, "{variant:?} {text}");
}

#[test]
fn setup_refuses_finished_cutting_games_and_long_starts() {
    check_start(Variant::Cutting, "4x5 3x3", Ok(()));
    check_start(Variant::Cutting, "1x5 3x3", Ok(()));
    check_start(Variant::Cutting, "3x3 1x1", Err(StartError::SquareCutOut { bar: 1 }));
    check_start(Variant::Cutting, "empty", Err(StartError::NoSheet));
    // In the other games a 1x1 is an ordinary bar (eat: worth 1; split: no move, worth 0).
    check_start(Variant::Eat, "1x1 3x3", Ok(()));
    check_start(Variant::Split, "1x1", Ok(()));
    let most = vec!["2x2"; MAX_START_BARS].join(" ");
    check_start(Variant::Split, &most, Ok(()));
    check_start(Variant::Split, &format!("{most} 2x2"), Err(StartError::TooManyBars { count: 65 }));
    // The address of such a position still opens: the notation holds up to MAX_BARS.
    assert!(format!("{most} 2x2").parse::<ChocolatePosition>().is_ok());
}

#[test]
fn a_game_set_up_with_the_most_bars_stays_writable_for_960_breaks() {
    // Split game from MAX_START_BARS bars of 200x200: every break adds one bar, so after
    // MAX_BARS − MAX_START_BARS = 960 breaks the position has exactly MAX_BARS bars, and the
    // address the page writes (to_url) reads back as the same position.
    let game = ChocolateSplit::new();
    let mut now = ChocolatePosition::new(vec![bar(200, 200); MAX_START_BARS]).unwrap();
    assert_eq!(Variant::Split.check_start(&now), Ok(()));
    for _ in 0..MAX_BARS - MAX_START_BARS {
        let index = now.bars().iter().position(|b| b.h > 1).unwrap();
        now = game.play(&now, &ChocolateMove { bar: index, cut: Cut::AfterRow(1) }).unwrap();
    }
    assert_eq!(now.bars().len(), MAX_BARS);
    assert!(now.to_url().len() <= MAX_INPUT_LEN);
    assert_eq!(now.to_url().parse::<ChocolatePosition>(), Ok(now.clone()));
    assert!(now.fits_notation());
    // One more break and the address could not hold it: the page stops writing it.
    let index = now.bars().iter().position(|b| b.h > 1).unwrap();
    let beyond = game.play(&now, &ChocolateMove { bar: index, cut: Cut::AfterRow(1) }).unwrap();
    assert!(!beyond.fits_notation());
    assert!(beyond.to_url().parse::<ChocolatePosition>().is_err());
    // At the notation's limit of long bars too (the longest token, 200x200, everywhere).
    let widest = ChocolatePosition::new(vec![bar(200, 200); MAX_BARS]).unwrap();
    assert_eq!(widest.to_url().parse::<ChocolatePosition>(), Ok(widest));
}

#[test]
fn finished_cutting_positions_say_why() {
    assert_eq!(Variant::Cutting.finished_note(&position("3x3 1x1")), Some(Finished::SquareCutOut { bar: 1 }));
    assert_eq!(Variant::Cutting.finished_note(&position("empty")), Some(Finished::NoSheet));
    assert_eq!(Variant::Cutting.finished_note(&position("1x2 3x3")), None);
    assert_eq!(Variant::Eat.finished_note(&position("1x1")), None);
    assert_eq!(Variant::Split.finished_note(&position("1x1")), None);
}

#[test]
fn lines_inside_a_bar() {
    // 3x2 has lines after rows 1 and 2 and after column 1, nothing else.
    let b = bar(3, 2);
    let inside: Vec<Cut> = (0..5)
        .flat_map(|k| [Cut::AfterRow(k), Cut::AfterColumn(k)])
        .filter(|&line| b.has_line(line))
        .collect();
    assert_eq!(inside, vec![Cut::AfterRow(1), Cut::AfterColumn(1), Cut::AfterRow(2)]);
    // A break marked on a 10x10 after row 8 is no line of a 6x6.
    assert!(!bar(6, 6).has_line(Cut::AfterRow(8)));
    assert!(!b.has_line(Cut::EatRows(1)));
}

#[test]
fn blank_table_cells_say_what_they_are() {
    assert_eq!(blank_kind(TableKind::Cutting, bar(1, 1)), Blank::CutOut);
    assert_eq!(blank_kind(TableKind::Cutting, bar(1, 5)), Blank::Strip);
    assert_eq!(blank_kind(TableKind::Cutting, bar(5, 1)), Blank::Strip);
    assert_eq!(blank_kind(TableKind::CuttingNoSquare, bar(1, 1)), Blank::CutOut);
    assert_eq!(blank_kind(TableKind::Eat, bar(1, 5)), Blank::NoValue);
    // The 1x1 and strip cells are exactly the blank ones of the cutting table.
    let table = GrundyTable::filled(TableKind::Cutting, 6);
    for h in 1..=6 {
        for w in 1..=6 {
            let blank = table.cell(h, w) == Some(NO_VALUE);
            assert_eq!(blank, h == 1 || w == 1, "{h}x{w}");
        }
    }
}

#[test]
fn no_bars_left_is_refused_in_every_game() {
    check_play::<SplitKind>("empty", "1-r1", Err(ChocolateError::NoSuchBar { bar: 0, bars: 0 }));
    check_play::<EatKind>("empty", "1-all", Err(ChocolateError::NoSuchBar { bar: 0, bars: 0 }));
}
