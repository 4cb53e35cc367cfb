//! Each action's effect on the page's state, and how they play together (expected values by
//! hand, from what the page shows: the classroom switch, the reveal, the prediction, the hint).

use super::*;

/// A page with the values shown, the classroom switch off and no message.
fn fresh() -> PageState {
    PageState::new(true, false, None)
}

/// `actions` applied to `start` in order give `expected`.
#[track_caller]
fn check(start: PageState, actions: &[Action], expected: PageState) {
    let end = actions.iter().cloned().fold(start, PageState::reduce);
    assert_eq!(end, expected);
}

fn with_hint() -> PageState {
    PageState { show_hint: true, ..fresh() }
}

fn address(raw: &str) -> PageMessage {
    PageMessage::Address(Rc::from(raw))
}

#[test]
fn a_first_state_shows_nothing_more_than_it_was_given() {
    let message = Some(PageMessage::Restore(RestoreError::Corrupt));
    let state = PageState::new(false, true, message.clone());
    assert_eq!((state.show_labels, state.hide_answers, state.message), (false, true, message));
    assert_eq!((state.show_hint, state.revealed, state.predict), (false, false, None));
}

#[test]
fn the_hint_and_the_values_toggle() {
    check(fresh(), &[Action::ToggleHint], with_hint());
    check(fresh(), &[Action::ToggleHint, Action::ToggleHint], fresh());
    check(fresh(), &[Action::ToggleLabels], PageState { show_labels: false, ..fresh() });
}

#[test]
fn hidden_answers_keep_the_hint_and_the_values_as_they_are() {
    let hidden = PageState { hide_answers: true, show_labels: false, ..fresh() };
    check(hidden.clone(), &[Action::ToggleHint, Action::ToggleLabels], hidden.clone());
    // Revealed, they toggle again.
    let revealed = PageState { revealed: true, ..hidden };
    check(revealed.clone(), &[Action::ToggleHint], PageState { show_hint: true, ..revealed });
}

#[test]
fn the_classroom_switch_hides_the_hint_and_forgets_a_reveal() {
    let on = PageState { hide_answers: true, ..fresh() };
    check(with_hint(), &[Action::HideAnswers(true)], on.clone());
    check(PageState { revealed: true, ..on.clone() }, &[Action::HideAnswers(false)], fresh());
    assert!(on.answers_hidden());
    assert_eq!(on.classroom(), Some(false));
    assert_eq!(fresh().classroom(), None);
}

#[test]
fn a_reveal_shows_the_answers_and_hiding_them_again_takes_the_hint() {
    let on = PageState { hide_answers: true, ..fresh() };
    let revealed = PageState { revealed: true, ..on.clone() };
    check(on.clone(), &[Action::Reveal(true)], revealed.clone());
    assert!(!revealed.answers_hidden());
    assert_eq!(revealed.classroom(), Some(true));
    check(revealed.clone(), &[Action::ToggleHint, Action::Reveal(false)], on.clone());
    // Showing them (again) leaves the hint as it is.
    let hinted = PageState { show_hint: true, ..revealed.clone() };
    check(hinted.clone(), &[Action::Reveal(true)], hinted);
}

#[test]
fn a_new_position_hides_the_hint_and_the_reveal_and_the_boards_messages() {
    let before = PageState {
        show_hint: true,
        hide_answers: true,
        revealed: true,
        board_error: Some("no such pile".into()),
        prompt: Some("now the piece".into()),
        setup_error: Some("not changed".into()),
        message: Some(address("x")),
        ..fresh()
    };
    let after =
        PageState { show_hint: false, revealed: false, board_error: None, prompt: None, ..before.clone() };
    check(before, &[Action::NewPosition], after);
}

#[test]
fn undo_then_redo_is_a_new_position_each_time_so_the_hint_stays_hidden() {
    // The page sends `NewPosition` whenever the board's position changes (an undo, a redo).
    check(with_hint(), &[Action::NewPosition, Action::NewPosition], fresh());
    check(with_hint(), &[Action::NewPosition, Action::ToggleHint], with_hint());
}

#[test]
fn a_new_game_clears_what_was_said_about_the_old_one() {
    let said = PageState {
        board_error: Some("no".into()),
        setup_error: Some("not changed".into()),
        message: Some(address("3,x")),
        prompt: Some("now the piece".into()),
        ..with_hint()
    };
    check(said, &[Action::NewGame], PageState { prompt: Some("now the piece".into()), ..with_hint() });
}

#[test]
fn the_prediction_hides_the_answers_until_its_answer_is_shown() {
    let asking = PageState { predict: Some(false), ..fresh() };
    check(with_hint(), &[Action::AskPrediction], asking.clone());
    assert!(asking.answers_hidden());
    check(asking.clone(), &[Action::ToggleHint], asking.clone());
    let answered = PageState { predict: Some(true), ..fresh() };
    check(asking, &[Action::ShowPrediction], answered.clone());
    assert!(!answered.answers_hidden());
    check(answered, &[Action::ClosePrediction], fresh());
}

#[test]
fn messages_come_and_go() {
    check(
        fresh(),
        &[Action::Message(Some(address("3,x")))],
        PageState { message: Some(address("3,x")), ..fresh() },
    );
    check(PageState { message: Some(address("3,x")), ..fresh() }, &[Action::DismissMessage], fresh());
    check(PageState { message: Some(address("3,x")), ..fresh() }, &[Action::Message(None)], fresh());
    check(
        fresh(),
        &[Action::SetupRefused("why".into())],
        PageState { setup_error: Some("why".into()), ..fresh() },
    );
    check(
        fresh(),
        &[Action::BoardError("bad".into())],
        PageState { board_error: Some("bad".into()), ..fresh() },
    );
    check(PageState { board_error: Some("bad".into()), ..fresh() }, &[Action::Played], fresh());
    check(
        fresh(),
        &[Action::Prompt(Some("half".into()))],
        PageState { prompt: Some("half".into()), ..fresh() },
    );
    check(PageState { prompt: Some("half".into()), ..fresh() }, &[Action::Prompt(None)], fresh());
}

/// The flashes of successive renders, each with the move list's length and whether its last move
/// is the computer's.
#[track_caller]
fn check_flashes(renders: &[(usize, bool)], expected: &[Option<bool>]) {
    let mut seen = PliesSeen::default();
    let flashes: Vec<Option<bool>> = renders
        .iter()
        .map(|&(plies, by_computer)| {
            let flash;
            (seen, flash) = seen.next(plies, by_computer);
            flash
        })
        .collect();
    assert_eq!(flashes, expected);
}

#[test]
fn a_computer_move_flashes_while_it_is_new() {
    // A restored game's last move is not new; a reply is, and stays new over re-renders.
    check_flashes(&[(3, true), (4, true), (4, true)], &[None, Some(true), Some(true)]);
    // The person's move is never one; the next reply flips the flash so it plays again.
    check_flashes(
        &[(0, false), (1, false), (2, true), (3, false), (4, true)],
        &[None, None, Some(true), None, Some(false)],
    );
    // An undo makes nothing new; a redo that replays the computer's move flashes again.
    check_flashes(&[(0, false), (2, true), (1, false), (2, true)], &[None, Some(true), None, Some(false)]);
}
