//! One board session of any [`Playable`] game: the position, the moves so far (with redo),
//! whose turn it is, the mode, and the computer's replies.
//!
//! This is the state behind the UI's reducer. It is pure, so every rule about turns, undo and
//! the computer is tested natively; the UI only dispatches [`Action`]s and renders.

use super::Playable;

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// A person against the optimal computer; the computer replies at once.
    #[default]
    HumanVsComputer,
    /// Two people at one screen (a classroom demonstration).
    HumanVsHuman,
    /// The computer plays both sides, one move per step.
    ComputerVsComputer,
}

/// How well the computer plays. The hint is the optimal player's at every strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Strength {
    /// Always the optimal move.
    #[default]
    Perfect,
    /// The optimal move with probability [`GOOD_PERCENT`] %, otherwise a random legal move.
    Good,
    /// A random legal move every time.
    Beginner,
}

/// The most moves [`Action::ToEnd`] makes at once.
pub const MAX_PLAYOUT: usize = 1000;

/// How often (in per cent) the good computer plays the optimal move.
pub const GOOD_PERCENT: u32 = 70;

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Perfect, Strength::Good, Strength::Beginner];

    /// The name kept in storage and used as the select's value.
    pub fn code(self) -> &'static str {
        match self {
            Strength::Perfect => "perfect",
            Strength::Good => "good",
            Strength::Beginner => "beginner",
        }
    }

    /// Its place in [`Strength::ALL`] (for tables of words).
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_code(code: &str) -> Option<Strength> {
        Strength::ALL.into_iter().find(|s| s.code() == code)
    }

    /// Whether this move is a random one (draws from `rng` only where chance decides).
    fn plays_randomly(self, rng: &mut fastrand::Rng) -> bool {
        match self {
            Strength::Perfect => false,
            Strength::Good => rng.u32(..100) >= GOOD_PERCENT,
            Strength::Beginner => true,
        }
    }
}

/// The two seats: `First` moves from the starting position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }
}

/// Who plays a seat, for the ui to name in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The person, against the computer.
    You,
    /// The computer, against the person.
    Computer,
    /// One of two people at one screen.
    Person(Seat),
    /// One side of computer-vs-computer.
    Machine(Seat),
}

/// One move made in a session.
#[derive(Clone, Debug, PartialEq)]
pub struct Ply<G: Playable> {
    pub mv: G::Move,
    pub by: Seat,
    /// The position after the move.
    pub after: G::Position,
    /// Why the computer chose the move, when the computer made it (not at random).
    pub reason: Option<G::Reason>,
    /// The computer made the move at random (a weaker strength).
    pub random: bool,
}

impl<G: Playable> Ply<G> {
    /// The computer made the move (by reason or at random).
    pub fn by_computer(&self) -> bool {
        self.reason.is_some() || self.random
    }
}

/// Why an action was refused, for the ui to say in the reader's language.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice<G: Playable> {
    /// A move after the end of the game.
    GameOver,
    /// A person's move while the computer is to move.
    ComputersTurn,
    /// The step button while a person is to move.
    NotComputersTurn,
    NothingToUndo,
    NothingToRedo,
    /// The game refused the move, and why.
    Illegal(G::MoveError),
}

/// What a person (or the page) can do to a session.
#[derive(Clone, Debug, PartialEq)]
pub enum Action<G: Playable> {
    /// A person's move.
    Play(G::Move),
    /// The computer makes the next move (the step button, or the computer's turn).
    ComputerStep,
    Undo,
    Redo,
    /// Start again from a position, keeping mode and seats.
    NewGame(G::Position),
    /// Show a position (from the URL): a new game there, unless it is already on the board.
    Open(G::Position),
    SetMode(Mode),
    /// In human-vs-computer mode: whether the person takes the first move.
    SetHumanFirst(bool),
    /// How well the computer plays from now on (moves made stay as they were).
    SetStrength(Strength),
    /// Playback of computer vs computer: show the board after this many of the recorded moves
    /// (0: the start), keeping the rest to go forward again.
    GoTo(usize),
    /// Playback's "last": every recorded move, then the computer's moves to the end of the game
    /// (at most [`MAX_PLAYOUT`] of them: a game with cycles may never end).
    ToEnd,
    DismissNotice,
}

/// A board session.
#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: Playable> {
    pub game: G,
    pub start: G::Position,
    pub plies: Vec<Ply<G>>,
    /// How many of `plies` are on the board; the rest can be redone.
    pub cursor: usize,
    pub mode: Mode,
    /// The person's seat in human-vs-computer mode.
    pub human_seat: Seat,
    /// Why the last action was refused (an illegal move, a move out of turn).
    pub notice: Option<Notice<G>>,
    pub strength: Strength,
    /// Where the weaker strengths' chance comes from (seeded: the tests replay it).
    pub rng: fastrand::Rng,
}

impl<G: Playable> Session<G> {
    pub fn new(start: G::Position, mode: Mode, human_first: bool) -> Self {
        let session = Session {
            game: G::default(),
            start,
            plies: Vec::new(),
            cursor: 0,
            mode,
            human_seat: if human_first { Seat::First } else { Seat::Second },
            notice: None,
            strength: Strength::Perfect,
            rng: fastrand::Rng::with_seed(0),
        };
        session.settle()
    }

    /// The position on the board.
    pub fn position(&self) -> &G::Position {
        match self.cursor {
            0 => &self.start,
            n => &self.plies[n - 1].after,
        }
    }

    /// The moves on the board, oldest first.
    pub fn played(&self) -> &[Ply<G>] {
        &self.plies[..self.cursor]
    }

    fn seat_after(plies: usize) -> Seat {
        if plies.is_multiple_of(2) { Seat::First } else { Seat::Second }
    }

    /// The seat to move now.
    pub fn to_move(&self) -> Seat {
        Self::seat_after(self.cursor)
    }

    pub fn is_computer(&self, seat: Seat) -> bool {
        match self.mode {
            Mode::HumanVsComputer => seat != self.human_seat,
            Mode::HumanVsHuman => false,
            Mode::ComputerVsComputer => true,
        }
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over(self.position())
    }

    /// The winner once the game is over: whoever made the last move in normal play, whoever
    /// is left without a move in misère play.
    pub fn winner(&self) -> Option<Seat> {
        let to_move = self.to_move();
        self.is_over().then(|| if G::LAST_MOVE_WINS { to_move.other() } else { to_move })
    }

    /// Who sits in `seat` in the current mode.
    pub fn player(&self, seat: Seat) -> Player {
        match (self.mode, seat) {
            (Mode::HumanVsComputer, s) if s == self.human_seat => Player::You,
            (Mode::HumanVsComputer, _) => Player::Computer,
            (Mode::HumanVsHuman, seat) => Player::Person(seat),
            (Mode::ComputerVsComputer, seat) => Player::Machine(seat),
        }
    }

    /// Where undo goes: one move back, and in human-vs-computer mode further back over the
    /// computer's reply to the last position where the person was to move.
    fn undo_target(&self) -> Option<usize> {
        let mut target = self.cursor.checked_sub(1)?;
        if self.mode == Mode::HumanVsComputer {
            while self.is_computer(Self::seat_after(target)) {
                target = target.checked_sub(1)?;
            }
        }
        Some(target)
    }

    /// Where redo goes: one move forward, and in human-vs-computer mode on over the computer's
    /// reply as well.
    fn redo_target(&self) -> Option<usize> {
        if self.cursor >= self.plies.len() {
            return None;
        }
        let mut target = self.cursor + 1;
        if self.mode == Mode::HumanVsComputer {
            while target < self.plies.len() && self.is_computer(Self::seat_after(target)) {
                target += 1;
            }
        }
        Some(target)
    }

    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.redo_target().is_some()
    }

    /// True when the person may move now.
    pub fn awaits_human(&self) -> bool {
        !self.is_over() && !self.is_computer(self.to_move())
    }

    /// The session after `action`. Never fails: a refused action leaves the board as it was and
    /// says why in `notice`.
    pub fn apply(mut self, action: Action<G>) -> Self {
        self.notice = None;
        match action {
            Action::Play(mv) => {
                if self.is_over() {
                    self.notice = Some(Notice::GameOver);
                } else if self.is_computer(self.to_move()) {
                    self.notice = Some(Notice::ComputersTurn);
                } else {
                    match self.game.play(self.position(), &mv) {
                        Ok(after) => {
                            self.push(Ply { mv, by: self.to_move(), after, reason: None, random: false });
                        }
                        Err(error) => self.notice = Some(Notice::Illegal(error)),
                    }
                }
            }
            Action::ComputerStep => {
                if self.is_over() {
                    self.notice = Some(Notice::GameOver);
                } else if !self.is_computer(self.to_move()) {
                    self.notice = Some(Notice::NotComputersTurn);
                } else {
                    self.computer_moves();
                }
            }
            Action::Undo => match self.undo_target() {
                Some(target) => self.cursor = target,
                None => self.notice = Some(Notice::NothingToUndo),
            },
            Action::Redo => match self.redo_target() {
                Some(target) => self.cursor = target,
                None => self.notice = Some(Notice::NothingToRedo),
            },
            Action::NewGame(start) => {
                self.start = start;
                self.plies.clear();
                self.cursor = 0;
            }
            Action::Open(position) => {
                if &position != self.position() {
                    self.start = position;
                    self.plies.clear();
                    self.cursor = 0;
                }
            }
            Action::SetMode(mode) => self.mode = mode,
            Action::SetStrength(strength) => self.strength = strength,
            Action::GoTo(target) => self.cursor = target.min(self.plies.len()),
            Action::ToEnd => {
                self.cursor = self.plies.len();
                for _ in 0..MAX_PLAYOUT {
                    if self.is_over() || !self.is_computer(self.to_move()) || !self.computer_moves() {
                        break;
                    }
                }
            }
            Action::SetHumanFirst(human_first) => {
                self.human_seat = if human_first { Seat::First } else { Seat::Second };
                self.plies.clear();
                self.cursor = 0;
            }
            Action::DismissNotice => {}
        }
        self.settle()
    }

    fn push(&mut self, ply: Ply<G>) {
        self.plies.truncate(self.cursor);
        self.plies.push(ply);
        self.cursor += 1;
    }

    /// Makes the computer's move for the seat to move, at its strength; false when there is none.
    /// A game without a random mover gets the optimal move at every strength.
    fn computer_moves(&mut self) -> bool {
        let mut rng = self.rng.clone();
        let random = match self.strength.plays_randomly(&mut rng) {
            true => self.game.random_move(self.position(), &mut rng),
            false => None,
        };
        self.rng = rng;
        // The move it answers: a game may word (and choose) its reply by it.
        let last = self.played().last().map(|ply| &ply.mv);
        let (mv, reason) = match random {
            Some(mv) => (mv, None),
            None => match self.game.computer_reply(self.position(), last) {
                Some(choice) => (choice.mv, Some(choice.reason)),
                None => return false,
            },
        };
        match self.game.play(self.position(), &mv) {
            Ok(after) => {
                let random = reason.is_none();
                self.push(Ply { mv, by: self.to_move(), after, reason, random });
                true
            }
            Err(_) => false,
        }
    }

    /// In human-vs-computer mode the computer replies as soon as it is its turn.
    fn settle(mut self) -> Self {
        if self.mode == Mode::HumanVsComputer {
            while !self.is_over() && self.is_computer(self.to_move()) {
                if !self.computer_moves() {
                    break;
                }
            }
        }
        self
    }
}

/// The saved form's version: a saved game of another version is ignored.
pub const SAVE_VERSION: u32 = 1;

/// A session as text, to be kept across reloads: the start and the moves in the game's notation,
/// how many are on the board, the mode, the seats and the labels switch. One item per line (no
/// notation holds a line break), so reading it back needs no parser library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub game: String,
    pub start: String,
    pub moves: Vec<String>,
    pub cursor: usize,
    pub mode: Mode,
    pub human_first: bool,
    pub show_labels: bool,
}

/// Why a saved game could not be brought back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// Saved by another version of the app.
    OldVersion,
    /// Not in the saved form (damaged or edited by hand).
    Corrupt,
    /// Saved for another game.
    OtherGame,
    /// Its start or one of its moves is not legal in the game.
    IllegalMove { index: usize },
}

impl Saved {
    /// The text kept in storage.
    pub fn encode(&self) -> String {
        let mode = match self.mode {
            Mode::HumanVsComputer => "hc",
            Mode::HumanVsHuman => "hh",
            Mode::ComputerVsComputer => "cc",
        };
        let mut text = format!(
            "grundy-lab-session {SAVE_VERSION}\n{}\n{mode}\n{}\n{}\n{}\n{}",
            self.game,
            u8::from(self.human_first),
            u8::from(self.show_labels),
            self.cursor,
            self.start
        );
        for mv in &self.moves {
            text.push('\n');
            text.push_str(mv);
        }
        text
    }

    /// Reads [`Saved::encode`]'s text back; anything else is an error, never a panic.
    pub fn decode(text: &str) -> Result<Saved, RestoreError> {
        let mut lines = text.split('\n');
        let header = lines.next().ok_or(RestoreError::Corrupt)?;
        let version = header.strip_prefix("grundy-lab-session ").ok_or(RestoreError::Corrupt)?;
        if version != SAVE_VERSION.to_string() {
            return Err(RestoreError::OldVersion);
        }
        let mut next = || lines.next().ok_or(RestoreError::Corrupt);
        let game = next()?.to_owned();
        let mode = match next()? {
            "hc" => Mode::HumanVsComputer,
            "hh" => Mode::HumanVsHuman,
            "cc" => Mode::ComputerVsComputer,
            _ => return Err(RestoreError::Corrupt),
        };
        let flag = |text: &str| match text {
            "0" => Ok(false),
            "1" => Ok(true),
            _ => Err(RestoreError::Corrupt),
        };
        let human_first = flag(next()?)?;
        let show_labels = flag(next()?)?;
        let cursor = next()?.parse().map_err(|_| RestoreError::Corrupt)?;
        let start = next()?.to_owned();
        let moves: Vec<String> = lines.map(str::to_owned).collect();
        if cursor > moves.len() {
            return Err(RestoreError::Corrupt);
        }
        Ok(Saved { game, start, moves, cursor, mode, human_first, show_labels })
    }
}

impl<G: Playable> Session<G> {
    /// The session in its saved form.
    pub fn to_saved(&self, show_labels: bool) -> Saved {
        Saved {
            game: G::ID.to_owned(),
            start: self.start.to_string(),
            moves: self.plies.iter().map(|ply| ply.mv.to_string()).collect(),
            cursor: self.cursor,
            mode: self.mode,
            human_first: self.human_seat == Seat::First,
            show_labels,
        }
    }

    /// The session a saved form describes, every move replayed by the rules (a saved game is
    /// input like any other). The computer's reasons are asked again of the computer.
    pub fn from_saved(saved: &Saved) -> Result<Self, RestoreError> {
        if saved.game != G::ID {
            return Err(RestoreError::OtherGame);
        }
        let start: G::Position = saved.start.parse().map_err(|_| RestoreError::IllegalMove { index: 0 })?;
        let mut session = Session {
            game: G::default(),
            start,
            plies: Vec::with_capacity(saved.moves.len()),
            cursor: 0,
            mode: saved.mode,
            human_seat: if saved.human_first { Seat::First } else { Seat::Second },
            notice: None,
            strength: Strength::Perfect,
            rng: fastrand::Rng::with_seed(0),
        };
        for (index, text) in saved.moves.iter().enumerate() {
            let illegal = RestoreError::IllegalMove { index: index + 1 };
            let mv: G::Move = text.parse().map_err(|_| illegal.clone())?;
            let before = session.plies.last().map_or(&session.start, |ply| &ply.after);
            let after = session.game.play(before, &mv).map_err(|_| illegal)?;
            let by = Self::seat_after(index);
            let reason = match session.is_computer(by) {
                true => {
                    let last = session.plies.last().map(|ply| &ply.mv);
                    session.game.computer_reply(before, last).filter(|c| c.mv == mv).map(|c| c.reason)
                }
                false => None,
            };
            // The computer's move that is not its optimal one was a weaker strength's random move.
            let random = session.is_computer(by) && reason.is_none();
            session.plies.push(Ply { mv, by, after, reason, random });
        }
        session.cursor = saved.cursor.min(session.plies.len());
        Ok(session.settle())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::{Nim, NimError, NimMove, NimPosition};

    fn nim(text: &str) -> NimPosition {
        text.parse().unwrap()
    }

    fn take(pile: usize, take: u64) -> Action<Nim> {
        Action::Play(NimMove { pile: pile - 1, take })
    }

    #[test]
    fn computer_replies_at_once_and_undo_skips_its_reply() {
        // 1 2: nim-sum 3. The person takes 1 from pile 2 (leaving 1 1, nim-sum 0: a mistake);
        // the computer must reply at once.
        let session = Session::<Nim>::new(nim("1 2"), Mode::HumanVsComputer, true);
        let session = session.apply(take(2, 1));
        assert_eq!(session.cursor, 2);
        assert_eq!(session.plies[1].by, Seat::Second);
        assert!(session.plies[1].reason.is_some());
        assert_eq!(session.position(), &nim("0 1"));
        // Undo goes back over the computer's reply to the person's last decision.
        let session = session.apply(Action::Undo);
        assert_eq!((session.cursor, session.position()), (0, &nim("1 2")));
        assert!(!session.can_undo());
        // Redo brings back the person's move and the computer's reply together.
        let session = session.apply(Action::Redo);
        assert_eq!(session.cursor, 2);
    }

    /// The computer's reply sees the move it answers, when playing and when a saved game is
    /// read back: staircase Nim moves on the coins brought down from an even step.
    #[test]
    fn the_computer_replies_to_the_last_move() {
        use crate::games::staircase::{Staircase, StaircaseMove, StaircaseReason};
        // 1 2 1: odd steps 1 ⊕ 1 = 0 (by hand); 2 coins from step 2 to step 1 are moved on.
        let session = Session::<Staircase>::new("1 2 1".parse().unwrap(), Mode::HumanVsComputer, true);
        let session = session.apply(Action::Play(StaircaseMove { step: 2, coins: 2 }));
        assert_eq!(session.plies[1].mv, StaircaseMove { step: 1, coins: 2 });
        assert_eq!(session.plies[1].reason, Some(StaircaseReason::MovedOn { coins: 2, from: 1 }));
        let restored = Session::<Staircase>::from_saved(&session.to_saved(false)).unwrap();
        assert_eq!(restored.plies[1].reason, session.plies[1].reason);
    }

    #[test]
    fn computer_first_moves_on_new_game() {
        let session = Session::<Nim>::new(nim("3 4 5"), Mode::HumanVsComputer, false);
        assert_eq!(session.cursor, 1);
        assert_eq!(session.to_move(), Seat::Second);
        // Optimal: 3 4 5 has nim-sum 2, so the computer leaves nim-sum 0.
        assert!(session.position().nim_sum().is_zero());
        assert!(!session.can_undo(), "the computer's opening is not the person's to undo");
    }

    #[test]
    fn illegal_move_leaves_the_board_and_explains() {
        let session = Session::<Nim>::new(nim("3 4 5"), Mode::HumanVsHuman, true);
        let after = session.clone().apply(take(1, 4));
        assert_eq!(after.position(), session.position());
        let refused = NimError::TakeTooMany { pile: 0, take: 4, stones: 3 };
        assert_eq!(after.notice, Some(Notice::Illegal(refused)));
        let after = session.apply(take(9, 1));
        assert_eq!(after.notice, Some(Notice::Illegal(NimError::NoSuchPile { pile: 8, piles: 3 })));
    }

    #[test]
    fn human_vs_human_game_ends_with_a_winner() {
        let mut session = Session::<Nim>::new(nim("2 1"), Mode::HumanVsHuman, true);
        for action in [take(1, 2), take(2, 1)] {
            session = session.apply(action);
        }
        assert!(session.is_over());
        assert_eq!(session.winner(), Some(Seat::Second));
        assert_eq!(session.player(Seat::Second), Player::Person(Seat::Second));
        let refused = session.clone().apply(take(1, 1));
        assert_eq!(refused.cursor, session.cursor);
        assert!(refused.notice.is_some());
        // Undo then a different move drops the old future.
        let session = session.apply(Action::Undo).apply(Action::Undo).apply(take(2, 1));
        assert_eq!((session.cursor, session.plies.len()), (1, 1));
    }

    #[test]
    fn step_and_redo_never_leave_the_computer_turn_pending() {
        // Found by the session property test: a step on the person's turn moved for them, and
        // redo onto the computer's turn left it waiting.
        let session = Session::<Nim>::new(nim("3 4 5"), Mode::HumanVsComputer, true);
        let stepped = session.clone().apply(Action::ComputerStep);
        assert_eq!(stepped.cursor, 0);
        assert_eq!(stepped.notice, Some(Notice::NotComputersTurn));
        let mut session = Session::<Nim>::new(nim("2 3 4"), Mode::HumanVsHuman, true);
        for action in [take(1, 1), take(2, 1), take(3, 1), Action::Undo, Action::Undo, Action::Undo] {
            session = session.apply(action);
        }
        // Redo replays recorded moves: the person's 1-1 and the reply 2-1, back to the person.
        let session = session.apply(Action::SetMode(Mode::HumanVsComputer)).apply(Action::Redo);
        assert_eq!((session.cursor, session.position()), (2, &nim("1 2 4")));
        // The next redo replays 3-1 and lands on the computer's turn at 1 2 3: it must answer.
        let session = session.apply(Action::Redo);
        assert_eq!(session.cursor, 4);
        assert!(session.awaits_human());
        assert_eq!(session.plies[3].by, Seat::Second);
    }

    #[test]
    fn absurd_pile_numbers_are_refused_not_panicked_on() {
        let session = Session::<Nim>::new(nim("1"), Mode::HumanVsHuman, true);
        let after = session.apply(Action::Play(NimMove { pile: usize::MAX, take: 1 }));
        assert_eq!(after.cursor, 0);
        assert_eq!(after.notice, Some(Notice::Illegal(NimError::NoSuchPile { pile: usize::MAX, piles: 1 })));
    }

    #[test]
    fn opening_the_position_on_the_board_keeps_the_game() {
        let session = Session::<Nim>::new(nim("3 4 5"), Mode::HumanVsHuman, true).apply(take(1, 1));
        let same = session.clone().apply(Action::Open(nim("2 4 5")));
        assert_eq!(same, session, "the URL of the board itself changes nothing");
        let other = session.apply(Action::Open(nim("3 4 5")));
        assert_eq!((other.cursor, other.start), (0, nim("3 4 5")));
    }

    #[test]
    fn computer_vs_computer_steps_to_the_end() {
        // 3 4 5 holds 12 stones, so at most 12 steps; the first player (nim-sum 2) must win.
        let mut session = Session::<Nim>::new(nim("3 4 5"), Mode::ComputerVsComputer, true);
        assert_eq!(session.cursor, 0, "computer-vs-computer waits for the step button");
        let refused = session.clone().apply(take(1, 1));
        assert_eq!(refused.notice, Some(Notice::ComputersTurn));
        for _ in 0..12 {
            session = session.apply(Action::ComputerStep);
        }
        assert!(session.is_over());
        assert_eq!(session.winner(), Some(Seat::First));
    }

    #[test]
    fn a_saved_session_comes_back_as_it_was() {
        // Two moves and an undo in two-player mode: the redo stack must come back too.
        let session = Session::<Nim>::new(nim("3 4 5"), Mode::HumanVsHuman, false)
            .apply(take(1, 1))
            .apply(take(2, 2))
            .apply(Action::Undo);
        let saved = session.to_saved(false);
        let text = saved.encode();
        assert_eq!(text, "grundy-lab-session 1\nnim\nhh\n0\n0\n1\n3 4 5\n1-1\n2-2");
        let decoded = Saved::decode(&text).unwrap();
        assert_eq!(decoded, saved);
        let restored = Session::<Nim>::from_saved(&decoded).unwrap();
        assert_eq!(restored, session);
        // Against the computer its reasons are not saved but asked of it again, so the restored
        // session equals the played one, reason included.
        let played = Session::<Nim>::new(nim("3 4 5"), Mode::HumanVsComputer, true).apply(take(1, 1));
        let back = Session::<Nim>::from_saved(&played.to_saved(true)).unwrap();
        assert_eq!(back, played);
        assert!(back.plies[1].reason.is_some());
    }

    #[test]
    fn damaged_or_foreign_saves_are_refused() {
        let good = Session::<Nim>::new(nim("1 2"), Mode::HumanVsHuman, true).apply(take(1, 1)).to_saved(true);
        let text = good.encode();
        assert_eq!(Saved::decode(&text.replace("session 1", "session 0")), Err(RestoreError::OldVersion));
        assert_eq!(Saved::decode("hello"), Err(RestoreError::Corrupt));
        assert_eq!(Saved::decode(""), Err(RestoreError::Corrupt));
        assert_eq!(Saved::decode(&text.replace("\nhh\n", "\nxx\n")), Err(RestoreError::Corrupt));
        // A cursor past the moves, a move that is not legal, a move that is not a move.
        assert_eq!(Saved::decode(&text.replace("\n1\n1 2", "\n9\n1 2")), Err(RestoreError::Corrupt));
        let illegal = Saved { moves: vec!["1-5".into()], ..good.clone() };
        assert_eq!(Session::<Nim>::from_saved(&illegal), Err(RestoreError::IllegalMove { index: 1 }));
        let garbage = Saved { moves: vec!["take all".into()], ..good.clone() };
        assert_eq!(Session::<Nim>::from_saved(&garbage), Err(RestoreError::IllegalMove { index: 1 }));
        let other = Saved { game: "hackenbush".into(), ..good };
        assert_eq!(Session::<Nim>::from_saved(&other), Err(RestoreError::OtherGame));
    }

    /// Random legal moves of the games that have a random mover, checked against the rules.
    fn random_moves_are_legal<G: Playable>(game: &G, positions: &[&str]) -> usize {
        let mut rng = fastrand::Rng::with_seed(7);
        let mut seen = 0;
        for text in positions {
            let Ok(mut position) = text.parse::<G::Position>() else { panic!("{text} is a position") };
            while let Some(mv) = game.random_move(&position, &mut rng) {
                position =
                    game.play(&position, &mv).unwrap_or_else(|_| panic!("{mv} is legal in {position}"));
                seen += 1;
            }
            assert!(game.is_over(&position), "no random move only once the game is over");
        }
        seen
    }

    #[test]
    fn beginner_plays_only_legal_moves() {
        // Sums play their parts through the games' registered play (the page registers each).
        crate::games::sums::register_every_play();
        use crate::games::graph::GameGraph;
        use crate::games::hackenbush::Hackenbush;
        use crate::games::reduction::euclid::{Euclid, EuclidPosition};
        use crate::games::reduction::georgia::{GeorgiaBob, GeorgiaPosition};
        use crate::games::takeaway::bounded_nim::{BoundedNim, BoundedPosition};
        use crate::games::takeaway::count_to::{CountPosition, CountTo};
        use crate::games::takeaway::misere_nim::MisereNim;
        use crate::games::takeaway::subtraction::{MiserePosition, MisereSubtraction, Subtraction};
        // Each position played out by random moves to its end: every move must pass the rules.
        assert!(random_moves_are_legal(&Nim, &["3 4 5", "1000000 1", "0 0 7"]) >= 3);
        assert!(random_moves_are_legal(&MisereNim, &["3 4 5"]) >= 3);
        assert!(random_moves_are_legal(&Subtraction, &["1,3,4: 10 7"]) >= 2);
        assert!(
            random_moves_are_legal(&MisereSubtraction, &[MiserePosition::default().to_string().as_str()]) > 0
        );
        assert!(random_moves_are_legal(&BoundedNim, &[BoundedPosition::default().to_string().as_str()]) > 0);
        assert!(random_moves_are_legal(&CountTo, &[CountPosition::default().to_string().as_str()]) > 0);
        assert!(random_moves_are_legal(&Hackenbush, &["0-1 0-2 0-3 3-4 1-2"]) > 0);
        assert!(
            random_moves_are_legal(&GameGraph, &["s>a s>b a>c a>d b>d b>e b>g c>f d>f d>g e>g f>t g>t"]) > 0
        );
        assert!(
            random_moves_are_legal(&crate::games::reduction::prime_factor::PrimeFactor, &["540", "97"]) >= 2
        );
        assert!(random_moves_are_legal(&Euclid, &[EuclidPosition::default().to_string().as_str()]) > 0);
        assert!(random_moves_are_legal(&GeorgiaBob, &[GeorgiaPosition::default().to_string().as_str()]) > 0);
        use crate::games::reduction::funny::FunnyGame;
        use crate::games::takeaway::nim_k::NimK;
        assert!(random_moves_are_legal(&NimK, &["2: 3 4 5", "3: 1 0 7 2"]) >= 4);
        assert!(random_moves_are_legal(&FunnyGame, &["circle 9", "circle 2", "circle 1"]) >= 5);
        use crate::games::chocolate::{ChocolateEat, ChocolateSplit, Cutting};
        assert!(random_moves_are_legal(&ChocolateEat::new(), &["4x3 2x2"]) >= 2);
        assert!(random_moves_are_legal(&ChocolateSplit::new(), &["4x3 2x2"]) >= 2);
        assert!(random_moves_are_legal(&Cutting::new(), &["4x3 2x2"]) >= 2);
        // A sum: a random part still open, then a random move in it, to the end of every part.
        let sum = "nim(3 4) + chocolate-split(3x2) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9)";
        assert!(random_moves_are_legal(&crate::games::sums::SumGame, &[sum]) >= 4);
        // A beginner session: every computer move is random, and on the board by the rules.
        let mut session = Session::<Nim>::new(nim("3 4 5"), Mode::ComputerVsComputer, true)
            .apply(Action::SetStrength(Strength::Beginner));
        for _ in 0..12 {
            session = session.apply(Action::ComputerStep);
        }
        assert!(session.is_over());
        assert!(session.plies.iter().all(|ply| ply.random && ply.reason.is_none()));
        // Every take from 1 2 has a chance: three moves (1-1, 2-1, 2-2), each about a third of
        // 3000 draws (a seeded generator: the counts are the same on every run).
        let mut rng = fastrand::Rng::with_seed(1);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..3000 {
            *counts.entry(Nim.random_move(&nim("1 2"), &mut rng).unwrap()).or_insert(0) += 1;
        }
        assert_eq!(counts.len(), 3);
        assert!(counts.values().all(|&n| (850..1150).contains(&n)), "{counts:?}");
    }

    #[test]
    fn the_perfect_computer_wins_every_n_position_against_random_play() {
        // 200 random Nim positions of nonzero nim-sum (N-positions: the player to move wins), the
        // perfect computer to move first, its opponent a random player.
        let mut rng = fastrand::Rng::with_seed(3);
        let mut games = 0;
        while games < 200 {
            let piles: Vec<String> = (0..rng.usize(1..5)).map(|_| rng.u32(0..9).to_string()).collect();
            let start = nim(&piles.join(" "));
            if start.nim_sum().is_zero() {
                continue;
            }
            games += 1;
            let mut session = Session::<Nim>::new(start, Mode::HumanVsComputer, false);
            while let Some(mv) = Nim.random_move(session.position(), &mut rng) {
                session = session.apply(Action::Play(mv));
            }
            assert_eq!(session.winner(), Some(Seat::First), "the computer lost from {}", session.start);
        }
    }

    #[test]
    fn the_good_computer_plays_its_best_move_seven_times_in_ten() {
        // 4000 first moves from 5 6 7 by the good computer, with seeded chance (so the count is
        // the same on every run). Binomial(4000, 0.3) has standard deviation 29: the bound is
        // five of them either side of 1200.
        let mut random = 0;
        for seed in 0..4000 {
            let mut session = Session::<Nim>::new(nim("5 6 7"), Mode::ComputerVsComputer, true)
                .apply(Action::SetStrength(Strength::Good));
            session.rng = fastrand::Rng::with_seed(seed);
            let session = session.apply(Action::ComputerStep);
            if session.plies[0].random {
                random += 1;
            } else {
                assert!(session.position().nim_sum().is_zero(), "the best move leaves nim-sum 0");
            }
        }
        assert!((1055..=1345).contains(&random), "{random} random moves in 4000");
        // The strength is the computer's: the hint's moves do not change with it.
        let session = Session::<Nim>::new(nim("5 6 7"), Mode::HumanVsComputer, true)
            .apply(Action::SetStrength(Strength::Beginner));
        assert_eq!(session.game.winning_moves(session.position()), Nim.winning_moves(&nim("5 6 7")));
    }

    #[test]
    fn playback_goes_to_the_ends_and_back() {
        // 1 2 3 has 6 stones, so perfect play on both sides ends within 6 moves (nim-sum 0:
        // the second player wins).
        let session = Session::<Nim>::new(nim("1 2 3"), Mode::ComputerVsComputer, true).apply(Action::ToEnd);
        assert!(session.is_over());
        assert_eq!(session.winner(), Some(Seat::Second));
        let end = session.cursor;
        let first = session.clone().apply(Action::GoTo(0));
        assert_eq!((first.cursor, first.position()), (0, &nim("1 2 3")));
        assert_eq!(first.plies.len(), end, "going back keeps the moves to replay");
        let back = first.apply(Action::GoTo(1)).apply(Action::ToEnd);
        assert_eq!(back, session, "the end again is the same game, not a new one");
        assert_eq!(session.clone().apply(Action::GoTo(99)).cursor, end);
    }
}
