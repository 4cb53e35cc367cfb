//! The rules and notation of each game, built on the [`engine`](crate::engine).
//!
//! Every game implements [`Playable`]: positions and moves are plain values with a text notation
//! (`FromStr`/`Display`), an illegal move is an `Err` that leaves the position as it was, and the
//! computer's choice comes with a one-line reason. [`session`] plays any `Playable` game;
//! [`catalog`] lists the games by id for the router and the JS API.

pub mod catalog;
pub mod chocolate;
pub mod contest;
pub mod course;
pub mod drill;
pub mod nim_coins;
pub mod page_state;
pub mod reduction;
pub mod session;
pub mod sums;
pub mod takeaway;

// Each game with a module of its own (`module m` on its line of the registry).
catalog::for_each_game!(modules);

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::engine::Nimber;

/// A move the computer chose, and why: the reason is data (the numbers behind the choice) that
/// the ui words in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMove<M, R> {
    pub mv: M,
    pub reason: R,
}

/// A winning move and the position it leads to, in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WinningMove {
    #[serde(rename = "move")]
    pub mv: String,
    pub to: String,
}

/// A text written as a change of another, `base`: `base[..from] + insert + base[to..]` (byte
/// offsets). A heap game's position after a move is its position's text with one number, or a
/// few, written anew: this is what [`Playable::texts_after`] returns, and what the browser's API
/// hands over instead of the whole text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Splice {
    pub from: usize,
    pub to: usize,
    pub insert: String,
}

impl Splice {
    /// The text it stands for.
    pub fn apply(&self, base: &str) -> String {
        let mut text = String::with_capacity(base.len() - (self.to - self.from) + self.insert.len());
        text.push_str(&base[..self.from]);
        text.push_str(&self.insert);
        text.push_str(&base[self.to..]);
        text
    }
}

/// Who wins with best play from a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    /// The player to move (the "next" player) wins.
    N,
    /// The player who just moved (the "previous" player) wins.
    P,
    /// Neither can force a win: best play goes on for ever (games with cycles).
    D,
}

impl Outcome {
    pub fn of(value: Nimber) -> Outcome {
        if value.is_zero() { Outcome::P } else { Outcome::N }
    }
}

/// A game the app can play, label and explain.
pub trait Playable: Clone + PartialEq + Default + 'static {
    type Position: Clone + PartialEq + fmt::Debug + fmt::Display + FromStr<Err = Self::ParseError>;
    /// Written and read in the game's notation (saved games are replayed from it).
    type Move: Clone + PartialEq + fmt::Debug + fmt::Display + FromStr;
    type ParseError: fmt::Debug;
    type MoveError: Clone + PartialEq + fmt::Debug;
    /// Why the computer chose its move (see [`ComputerMove`]).
    type Reason: Clone + PartialEq + fmt::Debug;

    /// The id used in URLs and the JS API, e.g. `nim`.
    const ID: &'static str;

    /// False for misère play: whoever makes the last move loses (the player left without a
    /// move wins).
    const LAST_MOVE_WINS: bool = true;

    /// True for a game where best play may go on for ever (game graphs with cycles): its
    /// [`Playable::outcome`] may be [`Outcome::D`], and a lesson's "who wins?" offers a draw.
    const HAS_DRAWS: bool = false;

    /// True when the player to move has no move (and so has lost in normal play, won in misère).
    fn is_over(&self, position: &Self::Position) -> bool;

    /// The position after `mv`, or why `mv` is illegal.
    fn play(&self, position: &Self::Position, mv: &Self::Move) -> Result<Self::Position, Self::MoveError>;

    /// The Grundy value of the whole position, or `None` where it has none or none is known
    /// (misère play, a search beyond its limit, a position on a cycle).
    fn grundy(&self, position: &Self::Position) -> Option<Nimber>;

    /// Who wins from `position` with best play. By default from the Grundy value, or, where
    /// there is none, from the winning moves (a game without draws is an N-position exactly when
    /// some move leads to a P-position). Games with draws override it.
    fn outcome(&self, position: &Self::Position) -> Outcome {
        match self.grundy(position) {
            Some(value) => Outcome::of(value),
            None if self.winning_moves(position).is_empty() => Outcome::P,
            None => Outcome::N,
        }
    }

    /// Every move to a P-position (in normal play: to a position of value zero).
    fn winning_moves(&self, position: &Self::Position) -> Vec<Self::Move>;

    /// The optimal computer player's move, or `None` when the game is over.
    fn computer_move(&self, position: &Self::Position) -> Option<ComputerMove<Self::Move, Self::Reason>>;

    /// The optimal computer player's reply to `last`, the move that led to `position` (`None`
    /// at the start). By default [`Playable::computer_move`]: most games' best answer depends on
    /// the position alone. A game whose answer is worded by the move it answers (staircase Nim:
    /// coins brought down from an even step are moved on) overrides it.
    fn computer_reply(
        &self,
        position: &Self::Position,
        _last: Option<&Self::Move>,
    ) -> Option<ComputerMove<Self::Move, Self::Reason>> {
        self.computer_move(position)
    }

    /// A legal move chosen at random (the weaker computer strengths), or `None` when the game is
    /// over or the game has no random mover (then every strength plays the optimal move). Every
    /// legal move has a chance; where the moves are cheap to count, each the same chance.
    fn random_move(&self, _position: &Self::Position, _rng: &mut fastrand::Rng) -> Option<Self::Move> {
        None
    }

    /// The texts of the positions `listed` moves lead to (each move with that position), as
    /// changes of `before_text`, the text `Display` writes for `before`, for a game that can tell
    /// them for less than writing each out: a heap game's move changes one number, or a few,
    /// and 64 large heaps written out 64 times were most of an analysis. One [`Splice`] per
    /// move, each giving exactly `Display`'s text once applied (`tests/splice_properties.rs`);
    /// `None` (the default) to have them written out.
    fn texts_after(
        &self,
        _before: &Self::Position,
        _before_text: &str,
        _listed: &[(Self::Move, Self::Position)],
    ) -> Option<Vec<Splice>> {
        None
    }
}

/// A take chosen uniformly among every legal take from `piles`: from 1 to `min(pile, cap)` stones
/// from one pile. Counted, not listed, so huge piles cost O(piles). `None` when no pile has a stone.
pub fn random_take(piles: &[u64], cap: u64, rng: &mut fastrand::Rng) -> Option<(usize, u64)> {
    // In u128: 64 piles of 10¹⁸ overflow u64.
    let total: u128 = piles.iter().map(|&p| u128::from(p.min(cap))).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.u128(..total);
    for (pile, &stones) in piles.iter().enumerate() {
        let here = u128::from(stones.min(cap));
        if pick < here {
            return Some((pile, pick as u64 + 1));
        }
        pick -= here;
    }
    None
}

/// One of `moves` at random, or `None` when there is none.
pub fn pick<M: Clone>(moves: &[M], rng: &mut fastrand::Rng) -> Option<M> {
    (!moves.is_empty()).then(|| moves[rng.usize(..moves.len())].clone())
}
