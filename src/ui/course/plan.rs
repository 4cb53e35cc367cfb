//! What a lesson shows and asks, apart from its words: the live widgets and the exercises. Both
//! are written in the lesson files (`content/<lang>/lessons/NN.md`, their `::` lines, the same
//! in every language: build.rs checks it); `EXERCISES` is generated from them.
//!
//! No answer is stored here: every exercise is graded by the engine on the position it shows
//! (and on a position the learner types, where the exercise allows one).

pub use crate::games::drill::{Game, Kind};

/// A live component inside a lesson's section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Widget {
    /// A board to play against the computer; `panels` adds the game's explanation panels (the
    /// nim-sum by bits, the mex stepper) with the values shown.
    Play { game: Game, position: &'static str, panels: bool },
    /// The nim-sum of these heaps by bit columns, with the winning move derived from it.
    Xor(&'static [u64]),
    /// The heaps 0, 1, …, `up_to` of a take-away game, filled in from 0 one press at a time
    /// (as win/lose when `win_lose`, else as Grundy values); a heap chosen shows its mex.
    Row { take: &'static [u64], up_to: u64, win_lose: bool },
}

/// One exercise: where it is (its id, kept in the learner's progress), what and how it asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub id: &'static str,
    pub game: Game,
    pub position: &'static str,
    pub kind: Kind,
}

const fn ex(id: &'static str, game: Game, position: &'static str, kind: Kind) -> Exercise {
    Exercise { id, game, position, kind }
}

/// The game a lesson file names (a build error if it names none).
pub const fn game(name: &str) -> Game {
    match Game::named(name) {
        Some(game) => game,
        None => panic!("a lesson file names a game `games::drill::Game::named` does not know"),
    }
}

/// The kind of exercise a lesson file names (a build error if it names none).
pub const fn kind(code: &str) -> Kind {
    match Kind::named(code) {
        Some(kind) => kind,
        None => panic!("a lesson file names a kind of exercise `Kind::code` does not give"),
    }
}

include!(concat!(env!("OUT_DIR"), "/exercises.rs"));
