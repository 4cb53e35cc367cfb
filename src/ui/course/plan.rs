//! What each lesson shows and asks, apart from its words: the live widgets and the exercises,
//! as data the same in every language. The text tables (`text.rs`) point at these constants,
//! so both languages show the same boards and ask about the same positions.
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

use Game::*;
use Kind::*;

const COIN_124: &[u64] = &[1, 2, 4];
const COIN_134: &[u64] = &[1, 3, 4];
const UP_TO_3: &[u64] = &[1, 2, 3];

// Lesson 1: Nim.
pub const W1_PLAY: Widget = Widget::Play { game: Nim, position: "3 4 5", panels: false };
pub const W1_MIRROR: Widget = Widget::Play { game: Nim, position: "7 8", panels: false };
pub const W1_XOR: Widget = Widget::Xor(&[3, 4, 5]);
pub const E1A: Exercise = ex("1a", Nim, "7 7", Predict);
pub const E1B: Exercise = ex("1b", Nim, "7 8", WinningMove);
pub const E1C: Exercise = ex("1c", Nim, "1 2 4", BeatComputer);

// Lesson 2: why XOR works.
pub const W2_ZERO: Widget = Widget::Xor(&[3, 5, 6]);
pub const W2_865: Widget = Widget::Xor(&[8, 6, 5]);
pub const W2_PLAY: Widget = Widget::Play { game: Nim, position: "8 6 5", panels: true };
pub const E2A: Exercise = ex("2a", Nim, "2 5 6", Value);
pub const E2B: Exercise = ex("2b", Nim, "8 6 5", WinningMove);
pub const E2C: Exercise = ex("2c", Nim, "1 2 3", Predict);
pub const E2D: Exercise = ex("2d", Nim, "4 9 12", BeatComputer);

// Lesson 3: graphs and retrograde analysis ("don't say 30" as a heap of 29 with takes 1–3).
pub const W3_ROW: Widget = Widget::Row { take: UP_TO_3, up_to: 29, win_lose: true };
pub const E3A: Exercise = ex("3a", TakeAway(UP_TO_3), "29", Predict);
pub const E3B: Exercise = ex("3b", TakeAway(UP_TO_3), "29", WinningMove);
pub const E3C: Exercise = ex("3c", TakeAway(UP_TO_3), "22", BeatComputer);

// Lesson 4: Grundy numbers and mex (seed 001's coin game 2 and its exercise).
pub const W4_ROW: Widget = Widget::Row { take: COIN_124, up_to: 9, win_lose: false };
pub const E4A: Exercise = ex("4a", TakeAway(COIN_134), "7", Value);
pub const E4B: Exercise = ex("4b", TakeAway(COIN_124), "9", Predict);
pub const E4C: Exercise = ex("4c", TakeAway(COIN_134), "12", WinningMove);
pub const E4D: Exercise = ex("4d", TakeAway(COIN_124), "11", BeatComputer);
pub const E4E: Exercise = ex("4e", TakeAway(COIN_134), "0", Period);

// Lesson 5: the Sprague–Grundy theorem and sums.
pub const W5_ROW: Widget = Widget::Row { take: COIN_134, up_to: 7, win_lose: false };
pub const W5_SUM: Widget = Widget::Play { game: Split, position: "2x3,1x4,2x2", panels: true };
pub const E5A: Exercise = ex("5a", Split, "2x3,1x4", Value);
pub const E5B: Exercise = ex("5b", Split, "2x2,1x3", Predict);
// In the split game every move from a bar changes its parity, so every move from a won sum wins:
// the winning-move exercise of the lesson on sums uses the eat game's bars instead.
pub const E5C: Exercise = ex("5c", Eat, "2x2,1x3", WinningMove);

// Lesson 6: chocolate bars, eat and split.
pub const W6_EAT: Widget = Widget::Play { game: Eat, position: "3x2,4x4", panels: true };
pub const W6_SPLIT: Widget = Widget::Play { game: Split, position: "3x2,2x2", panels: false };
pub const E6A: Exercise = ex("6a", Split, "3x3", Predict);
pub const E6B: Exercise = ex("6b", Eat, "3x2", Value);
pub const E6C: Exercise = ex("6c", Eat, "2x3,4x4", WinningMove);
pub const E6D: Exercise = ex("6d", Eat, "3x4", BeatComputer);

// Lesson 7: the cutting game.
pub const W7_CUT: Widget = Widget::Play { game: Cutting, position: "4x5,3x3", panels: true };
pub const E7A: Exercise = ex("7a", Cutting, "3x3", Predict);
pub const E7B: Exercise = ex("7b", Cutting, "4x5", Value);
pub const E7C: Exercise = ex("7c", Cutting, "3x4,2x2", WinningMove);
pub const E7D: Exercise = ex("7d", Cutting, "2x4,3x3", BeatComputer);

// Lesson 8: reductions to Nim, on the games' own boards.
pub const W8_GAPS: Widget = Widget::Xor(&[3, 2]);
pub const E8A: Exercise = ex("8a", Georgia, "2 5 6 10", Value);
pub const E8B: Exercise = ex("8b", PrimeFactor, "540", Predict);
pub const E8C: Exercise = ex("8c", PrimeFactor, "720", BeatComputer);

// Lesson 9: bounded Nim and Moore's Nim_k.
pub const W9_ROW: Widget = Widget::Row { take: UP_TO_3, up_to: 12, win_lose: false };
pub const W9_MOORE: Widget = Widget::Play { game: NimK, position: "2: 1 2 3", panels: true };
pub const E9A: Exercise = ex("9a", TakeAway(UP_TO_3), "10", Value);
pub const E9B: Exercise = ex("9b", TakeAway(UP_TO_3), "10", WinningMove);
pub const E9C: Exercise = ex("9c", TakeAway(UP_TO_3), "13", BeatComputer);
pub const E9D: Exercise = ex("9d", NimK, "2: 1 2 3", WinningMove);

// Lesson 10: Green Hackenbush.
pub const W10_STALKS: Widget =
    Widget::Play { game: Hackenbush, position: "0-1,1-2,2-3,0-4,4-5", panels: false };
pub const W10_TREE: Widget = Widget::Play { game: Hackenbush, position: "0-1,1-2,1-3,3-4", panels: true };
pub const E10A: Exercise = ex("10a", Hackenbush, "0-1,1-2,1-3,3-4", Value);
pub const E10B: Exercise = ex("10b", Hackenbush, "0-1,1-2,2-3,0-4", WinningMove);
pub const E10C: Exercise = ex("10c", Hackenbush, "0-1,1-2,0-3,3-4", Predict);
pub const E10D: Exercise = ex("10d", Hackenbush, "0-1,1-2,2-3,0-4,4-5", BeatComputer);

// Lesson 11: Kayles, the splitting rule and a proven period.
pub const W11_PLAY: Widget = Widget::Play { game: Kayles, position: "0.77: 7", panels: false };
pub const W11_VALUES: Widget = Widget::Play { game: Kayles, position: "0.77: 1 4", panels: true };
pub const E11A: Exercise = ex("11a", Kayles, "0.77: 2 3 4", Predict);
pub const E11B: Exercise = ex("11b", Kayles, "0.77: 6", Value);
pub const E11C: Exercise = ex("11c", Kayles, "0.77: 2 5", WinningMove);
pub const E11D: Exercise = ex("11d", Kayles, "0.77: 3 4 5", BeatComputer);

// Lesson 12: Wythoff's game, staircase Nim and Chomp.
pub const W12_WYTHOFF: Widget = Widget::Play { game: Wythoff, position: "5 7", panels: false };
pub const W12_COLD: Widget = Widget::Play { game: Wythoff, position: "6 9", panels: true };
pub const W12_STAIRS: Widget = Widget::Play { game: Staircase, position: "2 5 3 4", panels: true };
pub const W12_CHOMP: Widget = Widget::Play { game: Chomp, position: "5 5 5 5", panels: true };
pub const E12A: Exercise = ex("12a", Wythoff, "12 20", Predict);
pub const E12B: Exercise = ex("12b", Wythoff, "4 9", WinningMove);
pub const E12C: Exercise = ex("12c", Staircase, "3 1 2", WinningMove);
pub const E12D: Exercise = ex("12d", Chomp, "3 3 3", BeatComputer);
// Lesson 13: the divisor game (Ω(n) is the value) and the maze (the mex from the top left).
pub const W13_PLAY: Widget = Widget::Play { game: Divisor, position: "2 3 4", panels: false };
pub const W13_OMEGA: Widget = Widget::Play { game: Divisor, position: "60 8 9", panels: true };
pub const W13_MAZE: Widget = Widget::Play { game: Maze, position: "..#./..../.#../...F", panels: true };
pub const W13_OPEN: Widget = Widget::Play { game: Maze, position: "..../..../...F", panels: true };
pub const E13A: Exercise = ex("13a", Divisor, "7 10 27", Predict);
pub const E13B: Exercise = ex("13b", Divisor, "16 6 3", WinningMove);
pub const E13C: Exercise = ex("13c", Maze, "...#/.#../...F", Value);
pub const E13D: Exercise = ex("13d", Maze, "..#../#...#/..#../#..../....F", BeatComputer);

/// Every lesson's exercises, in order: progress and the contents page count them.
pub const EXERCISES: [&[Exercise]; 13] = [
    &[E1A, E1B, E1C],
    &[E2A, E2B, E2C, E2D],
    &[E3A, E3B, E3C],
    &[E4A, E4B, E4C, E4D, E4E],
    &[E5A, E5B, E5C],
    &[E6A, E6B, E6C, E6D],
    &[E7A, E7B, E7C, E7D],
    &[E8A, E8B, E8C],
    &[E9A, E9B, E9C, E9D],
    &[E10A, E10B, E10C, E10D],
    &[E11A, E11B, E11C, E11D],
    &[E12A, E12B, E12C, E12D],
    &[E13A, E13B, E13C, E13D],
];
