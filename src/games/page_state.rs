//! The game page's own state beside the session (what is shown, the classroom switch, the class
//! prediction, the page's messages) as plain data and one pure `reduce`: the ui holds it in a
//! reducer and does the side effects (storage, the session's actions) itself.

use std::rc::Rc;

use crate::games::session::RestoreError;

/// Where the page's message came from, kept instead of its words so that it is worded again in
/// the reader's language after a switch.
#[derive(Clone, Debug, PartialEq)]
pub enum PageMessage {
    /// An address that named no position, or left something out.
    Address(Rc<str>),
    /// Why the saved game was not brought back.
    Restore(RestoreError),
}

/// The page's state that does not depend on the game.
#[derive(Clone, Debug, PartialEq)]
pub struct PageState {
    /// The values (labels on the board, the total, the panels) are shown.
    pub show_labels: bool,
    pub show_hint: bool,
    /// The classroom switch (remembered by the ui).
    pub hide_answers: bool,
    /// The teacher revealed this position's answers.
    pub revealed: bool,
    /// The class prediction: `None` when not predicting, else whether its answer is shown.
    pub predict: Option<bool>,
    /// A message of the board's own (a mistyped move).
    pub board_error: Option<String>,
    /// A line that replaces the status while a move is half made.
    pub prompt: Option<String>,
    /// Why a setup was refused, worded.
    pub setup_error: Option<String>,
    /// About the address or the saved game.
    pub message: Option<PageMessage>,
}

/// What changes the page's state.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    ToggleHint,
    ToggleLabels,
    /// The classroom switch: hide the answers (true) or not.
    HideAnswers(bool),
    /// Show the hidden answers for this position (`false`: hide them again).
    Reveal(bool),
    /// The class prediction asks its question (the hint goes, the answers wait).
    AskPrediction,
    /// The prediction's answer is shown.
    ShowPrediction,
    ClosePrediction,
    /// The board's position changed: the hint, a reveal and the board's own messages go.
    NewPosition,
    /// A new game: what was said about the old one goes.
    NewGame,
    /// The setup box's position was refused, for this (worded) reason.
    SetupRefused(String),
    /// A move was played from the board: its last error goes.
    Played,
    BoardError(String),
    Prompt(Option<String>),
    /// A message about an address (or none: the last one goes).
    Message(Option<PageMessage>),
    DismissMessage,
}

impl PageState {
    /// A page's first state: the values shown or not (from a saved game), the classroom switch
    /// as remembered, and a message about the address or the saved game.
    pub fn new(show_labels: bool, hide_answers: bool, message: Option<PageMessage>) -> PageState {
        PageState {
            show_labels,
            show_hint: false,
            hide_answers,
            revealed: false,
            predict: None,
            board_error: None,
            prompt: None,
            setup_error: None,
            message,
        }
    }

    /// The classroom switch is on and this position's answers are not revealed.
    /// So is a class prediction whose answer is not shown yet.
    pub fn answers_hidden(&self) -> bool {
        (self.hide_answers && !self.revealed) || self.predict == Some(false)
    }

    /// The classroom switch, for the frame: whether the teacher revealed this position's answers.
    pub fn classroom(&self) -> Option<bool> {
        self.hide_answers.then_some(self.revealed)
    }

    pub fn reduce(mut self, action: Action) -> PageState {
        match action {
            // While the answers are hidden, neither the hint nor the values come back but by
            // the teacher's reveal.
            Action::ToggleHint | Action::ToggleLabels if self.answers_hidden() => {}
            Action::ToggleHint => self.show_hint = !self.show_hint,
            Action::ToggleLabels => self.show_labels = !self.show_labels,
            Action::HideAnswers(hide) => {
                self.hide_answers = hide;
                self.revealed = false;
                self.show_hint = false;
            }
            Action::Reveal(shown) => {
                self.revealed = shown;
                if !shown {
                    self.show_hint = false;
                }
            }
            Action::AskPrediction => {
                self.show_hint = false;
                self.predict = Some(false);
            }
            Action::ShowPrediction => self.predict = Some(true),
            Action::ClosePrediction => self.predict = None,
            Action::NewPosition => {
                self.show_hint = false;
                self.revealed = false;
                self.board_error = None;
                self.prompt = None;
            }
            Action::NewGame => {
                self.setup_error = None;
                self.message = None;
                self.board_error = None;
            }
            Action::SetupRefused(why) => self.setup_error = Some(why),
            Action::Played => self.board_error = None,
            Action::BoardError(error) => self.board_error = Some(error),
            Action::Prompt(line) => self.prompt = line,
            Action::Message(message) => self.message = message,
            Action::DismissMessage => self.message = None,
        }
        self
    }
}

/// What the page remembers of the move list to tell a new computer move: its length at the last
/// render, the length at which it last grew, and the flash's parity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PliesSeen {
    seen: usize,
    fresh_at: Option<usize>,
    flash: bool,
}

impl Default for PliesSeen {
    /// Nothing is new on the first render (a restored game's last move is not a reply).
    fn default() -> PliesSeen {
        PliesSeen { seen: usize::MAX, fresh_at: None, flash: false }
    }
}

impl PliesSeen {
    /// A computer's move is new when the move list has just grown by it (a reply, a step, a redo
    /// that replays it), and stays new until the list changes again; an undo or a new game that
    /// shortens the list never makes one. `Some(flash)` while the last move (of `plies`) is a new
    /// computer move: each new one flips `flash`, so that the board's flash plays again for it.
    pub fn next(self, plies: usize, last_by_computer: bool) -> (PliesSeen, Option<bool>) {
        let PliesSeen { seen, fresh_at, flash } = self;
        let fresh_at =
            if plies > seen { Some(plies) } else { fresh_at.filter(|&at| at == plies && plies == seen) };
        let fresh = last_by_computer && fresh_at.is_some();
        let flash = if plies > seen && fresh { !flash } else { flash };
        (PliesSeen { seen: plies, fresh_at, flash }, fresh.then_some(flash))
    }
}

#[cfg(test)]
mod tests;
