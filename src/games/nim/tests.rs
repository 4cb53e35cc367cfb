//! Nim rules, notation and the computer player.

use super::*;

#[track_caller]
fn check_parse(text: &str, expected: Result<&[u64], ParseNimError>) {
    let got = text.parse::<NimPosition>();
    match (got, expected) {
        (Ok(position), Ok(piles)) => assert_eq!(position.piles(), piles, "parsing {text:?}"),
        (Err(error), Err(expected)) => assert_eq!(error, expected, "parsing {text:?}"),
        (got, expected) => panic!("parsing {text:?}: got {got:?}, expected {expected:?}"),
    }
}

#[test]
fn notation() {
    check_parse("3 4 5", Ok(&[3, 4, 5]));
    check_parse(" 3,4 ,5\n", Ok(&[3, 4, 5]));
    check_parse("0", Ok(&[0]));
    check_parse("2147483647", Ok(&[MAX_PILE]));
    check_parse("", Err(ParseNimError::Empty));
    check_parse(" , ", Err(ParseNimError::Empty));
    check_parse("3 x", Err(ParseNimError::NotANumber { token: "x".into() }));
    check_parse("3.5", Err(ParseNimError::NotANumber { token: "3.5".into() }));
    check_parse("-2", Err(ParseNimError::Negative { token: "-2".into() }));
    check_parse("2147483648", Err(ParseNimError::PileTooLarge { token: "2147483648".into(), max: MAX_PILE }));
    check_parse(&"1 ".repeat(65), Err(ParseNimError::TooManyPiles { count: 65 }));
    check_parse(&"1".repeat(2000), Err(ParseNimError::TooLong { len: 2000 }));

    let position: NimPosition = "8,6,5".parse().unwrap();
    assert_eq!(position.to_string(), "8 6 5");
    assert_eq!(position.to_url(), "8,6,5");
    assert_eq!("1-5".parse::<NimMove>(), Ok(NimMove { pile: 0, take: 5 }));
    assert_eq!(NimMove { pile: 63, take: 1 }.to_string(), "64-1");
    for bad in ["", "1", "0-1", "1-0", "a-1", "1--1", "1-2-3"] {
        assert!(bad.parse::<NimMove>().is_err(), "{bad:?} should not parse");
    }
}

#[test]
fn seed_example_winning_move() {
    // Seed 000: {8, 6, 5} → take 5 from the 8 (nim-sum 1011₂, top bit in the 8, 8 ⊕ 11 = 3).
    let position: NimPosition = "8 6 5".parse().unwrap();
    assert_eq!(Nim.winning_moves(&position), vec![NimMove { pile: 0, take: 5 }]);
    let choice = Nim.computer_move(&position).unwrap();
    assert_eq!(choice.mv, NimMove { pile: 0, take: 5 });
    assert_eq!(choice.reason, NimReason::ToZero { nim_sum: Nimber(0b1011) });
}

#[test]
fn computer_from_a_losing_position() {
    // 1 2 3 has nim-sum 0. Taking 1 from the 1 leaves 0 2 3 (nim-sum 1): only pile 3 has bit 0,
    // so one winning reply. Every other move leaves at least one as well; the tie-break takes
    // the fewest stones and then the first pile, so: 1 from pile 1 (hand enumeration).
    let position: NimPosition = "1 2 3".parse().unwrap();
    let choice = Nim.computer_move(&position).unwrap();
    assert_eq!(choice.mv, NimMove { pile: 0, take: 1 });
    assert_eq!(choice.reason, NimReason::FewestReplies { replies: 1 });
}

#[test]
fn illegal_moves_are_errors() {
    let position: NimPosition = "3 0".parse().unwrap();
    assert_eq!(
        Nim.play(&position, &NimMove { pile: 1, take: 1 }),
        Err(NimError::TakeTooMany { pile: 1, take: 1, stones: 0 })
    );
    assert_eq!(Nim.play(&position, &NimMove { pile: 0, take: 0 }), Err(NimError::TakeNothing));
    assert_eq!(
        Nim.play(&position, &NimMove { pile: 2, take: 1 }),
        Err(NimError::NoSuchPile { pile: 2, piles: 2 })
    );
    assert_eq!(Nim.play(&position, &NimMove { pile: 0, take: 3 }).unwrap().piles(), &[0, 0]);
    assert!(Nim.computer_move(&"0 0".parse().unwrap()).is_none());
}
