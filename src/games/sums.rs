//! Sums of games of different kinds, the Sprague–Grundy theorem as an API:
//! `nim(3 4) + chocolate-eat(3x2) + hackenbush(0-1 1-2)`. A move is a move in one part; the value
//! of the sum is the nim-sum of the parts' values; a winning move changes one part to the value
//! that makes the nim-sum 0.
//!
//! A game joins the sums with an [`Part`] impl (how to find its moves to a given value) and one
//! arm in [`parse_part`].

use std::fmt;

use super::chocolate::{Chocolate, ChocolateEat, ChocolateSplit, Cutting, bar_cuts};
use super::chocolate::{ChocolateMove, ChocolatePosition, CuttingKind, EatKind, Kind, SplitKind};
use super::hackenbush::{Hackenbush, HackenbushPosition, MAX_BOARD_EDGES};
use super::nim::{Nim, NimMove, NimPosition};
use super::{Outcome, Playable, WinningMove};
use crate::engine::Nimber;

/// At most this many parts in a sum.
pub const MAX_PARTS: usize = 32;
/// The moves examined in one part to find those to a value (each is played and valued).
const MOVE_WORK: usize = 20_000;

/// A game that can be a part of a sum: beside its rules, how to find its moves to a value.
pub trait Part: Playable {
    /// Every move from `position`, or `None` when there are more than `limit`.
    fn all_moves(&self, position: &Self::Position, limit: usize) -> Option<Vec<Self::Move>>;

    /// At most `limit` moves from `position` to a position of value `target`. By default every
    /// move is played and valued (bounded by the move work of the sum).
    fn moves_to(&self, position: &Self::Position, target: Nimber, limit: usize) -> Vec<Self::Move> {
        let Some(moves) = self.all_moves(position, MOVE_WORK) else { return Vec::new() };
        moves
            .into_iter()
            .filter(|mv| {
                self.play(position, mv).ok().is_some_and(|after| self.grundy(&after) == Some(target))
            })
            .take(limit)
            .collect()
    }
}

impl Part for Nim {
    fn all_moves(&self, position: &NimPosition, limit: usize) -> Option<Vec<NimMove>> {
        let count: u64 = position.piles().iter().map(|&p| u64::from(p)).sum();
        (count <= limit as u64).then(|| {
            position
                .piles()
                .iter()
                .enumerate()
                .flat_map(|(pile, &stones)| (1..=stones).map(move |take| NimMove { pile, take }))
                .collect()
        })
    }

    /// Closed form: the pile p that becomes p ⊕ (value ⊕ target) when that is smaller.
    fn moves_to(&self, position: &NimPosition, target: Nimber, limit: usize) -> Vec<NimMove> {
        let change = position.nim_sum().value() ^ target.value();
        if change == 0 {
            return Vec::new();
        }
        position
            .piles()
            .iter()
            .enumerate()
            .filter_map(|(pile, &stones)| {
                let to = u64::from(stones) ^ change;
                (to < u64::from(stones)).then(|| NimMove { pile, take: stones - to as u32 })
            })
            .take(limit)
            .collect()
    }
}

impl<K: Kind> Part for Chocolate<K> {
    fn all_moves(&self, position: &ChocolatePosition, limit: usize) -> Option<Vec<ChocolateMove>> {
        let mut moves = Vec::new();
        for (bar, &size) in position.bars().iter().enumerate() {
            for cut in bar_cuts(K::VARIANT, size) {
                moves.push(ChocolateMove { bar, cut });
                if moves.len() > limit {
                    return None;
                }
            }
        }
        Some(moves)
    }
}

impl Part for Hackenbush {
    fn all_moves(
        &self,
        position: &HackenbushPosition,
        limit: usize,
    ) -> Option<Vec<super::hackenbush::HackenbushMove>> {
        let edges = position.edge_count();
        (edges <= limit.min(MAX_BOARD_EDGES))
            .then(|| (0..edges).filter_map(|i| position.move_of(i)).collect())
    }
}

/// Why a sum could not be read or valued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumError {
    Empty,
    TooManyParts {
        found: usize,
    },
    /// A part not written as `id(position)`.
    BadPart {
        part: usize,
        text: String,
    },
    UnknownGame {
        part: usize,
        id: String,
    },
    BadPosition {
        part: usize,
        id: &'static str,
        message: String,
    },
    /// The part has no Grundy value (misère play, beyond a search, a cycle).
    NoValue {
        part: usize,
        id: &'static str,
    },
}

impl fmt::Display for SumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SumError::Empty => write!(
                f,
                "no parts: write them as game(position) joined by +, e.g. nim(3 4) + chocolate-eat(3x2)"
            ),
            SumError::TooManyParts { found } => write!(f, "{found} parts: at most {MAX_PARTS}"),
            SumError::BadPart { part, text } => {
                let shown: String = text.chars().take(40).collect();
                write!(f, "part {part} (\"{shown}\") is not game(position), e.g. nim(3 4)")
            }
            SumError::UnknownGame { part, id } => {
                let shown: String = id.chars().take(40).collect();
                write!(
                    f,
                    "part {part}: \"{shown}\" is not a game a sum can hold; those are: {}",
                    SUMMABLE.join(", ")
                )
            }
            SumError::BadPosition { part, id, message } => write!(f, "part {part} ({id}): {message}"),
            SumError::NoValue { part, id } => {
                write!(f, "part {part} ({id}) has no Grundy value, so the sum has none either")
            }
        }
    }
}

impl std::error::Error for SumError {}

/// The games a sum can hold.
pub const SUMMABLE: &[&str] = &[Nim::ID, ChocolateEat::ID, ChocolateSplit::ID, Cutting::ID, Hackenbush::ID];

/// One part of a sum, its game hidden.
trait AnyPart {
    fn id(&self) -> &'static str;
    /// The position in its game's notation.
    fn text(&self) -> String;
    fn grundy(&self) -> Option<Nimber>;
    /// Moves to a position of value `target`: the move and the part's position after it.
    fn moves_to(&self, target: Nimber, limit: usize) -> Vec<(String, String)>;
}

struct Typed<G: Part> {
    game: G,
    position: G::Position,
}

impl<G: Part> AnyPart for Typed<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn text(&self) -> String {
        self.position.to_string()
    }

    fn grundy(&self) -> Option<Nimber> {
        self.game.grundy(&self.position)
    }

    fn moves_to(&self, target: Nimber, limit: usize) -> Vec<(String, String)> {
        self.game
            .moves_to(&self.position, target, limit)
            .into_iter()
            .filter_map(|mv| Some((mv.to_string(), self.game.play(&self.position, &mv).ok()?.to_string())))
            .collect()
    }
}

fn typed<G: Part>(game: G, part: usize, text: &str) -> Result<Box<dyn AnyPart>, SumError> {
    let position = text.trim().parse::<G::Position>().map_err(|e| SumError::BadPosition {
        part,
        id: G::ID,
        message: e.to_string(),
    })?;
    Ok(Box::new(Typed { game, position }))
}

/// Part `part` (counted from 1) of game `id` at position `text`.
fn parse_part(part: usize, id: &str, text: &str) -> Result<Box<dyn AnyPart>, SumError> {
    match id {
        Nim::ID => typed(Nim, part, text),
        ChocolateEat::ID => typed(Chocolate::<EatKind>::new(), part, text),
        ChocolateSplit::ID => typed(Chocolate::<SplitKind>::new(), part, text),
        Cutting::ID => typed(Chocolate::<CuttingKind>::new(), part, text),
        Hackenbush::ID => typed(Hackenbush, part, text),
        _ => Err(SumError::UnknownGame { part, id: id.to_owned() }),
    }
}

/// Splits `text` at the `+` signs outside brackets.
fn split_parts(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '+' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// A sum of parts of any summable games.
pub struct Sum {
    parts: Vec<Box<dyn AnyPart>>,
}

impl fmt::Debug for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sum({self})")
    }
}

impl fmt::Display for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<String> = self.parts.iter().map(|p| format!("{}({})", p.id(), p.text())).collect();
        f.write_str(&texts.join(" + "))
    }
}

impl std::str::FromStr for Sum {
    type Err = SumError;

    fn from_str(text: &str) -> Result<Sum, SumError> {
        if text.trim().is_empty() {
            return Err(SumError::Empty);
        }
        let pieces = split_parts(text);
        if pieces.len() > MAX_PARTS {
            return Err(SumError::TooManyParts { found: pieces.len() });
        }
        let parts = pieces
            .iter()
            .enumerate()
            .map(|(i, piece)| {
                let part = i + 1;
                let piece = piece.trim();
                let bad = || SumError::BadPart { part, text: piece.to_owned() };
                let (id, rest) = piece.split_once('(').ok_or_else(bad)?;
                let inner = rest.strip_suffix(')').ok_or_else(bad)?;
                parse_part(part, id.trim(), inner)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Sum { parts })
    }
}

/// What `grundyLab.analyze("sums", …)` reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnalysis {
    pub position: String,
    pub values: Vec<Nimber>,
    pub total: Nimber,
    pub outcome: Outcome,
    /// `part: move` (parts counted from 1), and the whole sum after it.
    pub winning_moves: Vec<WinningMove>,
}

impl Sum {
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The values, their nim-sum and at most `limit` winning moves.
    pub fn analyse(&self, limit: usize) -> Result<SumAnalysis, SumError> {
        let values = self
            .parts
            .iter()
            .enumerate()
            .map(|(i, p)| p.grundy().ok_or(SumError::NoValue { part: i + 1, id: p.id() }))
            .collect::<Result<Vec<_>, _>>()?;
        let total = Nimber::nim_sum(values.iter().copied());
        let mut winning_moves = Vec::new();
        if !total.is_zero() {
            for (i, part) in self.parts.iter().enumerate() {
                if winning_moves.len() >= limit {
                    break;
                }
                let target = values[i] ^ total;
                for (mv, after) in part.moves_to(target, limit - winning_moves.len()) {
                    let to: Vec<String> = self
                        .parts
                        .iter()
                        .enumerate()
                        .map(|(j, p)| {
                            format!("{}({})", p.id(), if j == i { after.clone() } else { p.text() })
                        })
                        .collect();
                    winning_moves.push(WinningMove { mv: format!("{}: {mv}", i + 1), to: to.join(" + ") });
                }
            }
        }
        Ok(SumAnalysis {
            position: self.to_string(),
            values,
            total,
            outcome: Outcome::of(total),
            winning_moves,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analyse(text: &str) -> SumAnalysis {
        text.parse::<Sum>().unwrap().analyse(64).unwrap()
    }

    #[test]
    fn nim_parts_add_as_nim() {
        // 3 ⊕ 4 ⊕ 5 = 2 by hand, whether the piles are one part or three.
        let one = analyse("nim(3 4 5)");
        let three = analyse("nim(3) + nim(4) + nim(5)");
        assert_eq!((one.total, three.total), (Nimber(2), Nimber(2)));
        // The one winning move of Nim 3 4 5 takes 2 from the 3 (3 → 1): part 1 of three.
        assert_eq!(
            three.winning_moves,
            vec![WinningMove { mv: "1: 1-2".into(), to: "nim(1) + nim(4) + nim(5)".into() }]
        );
    }

    #[test]
    fn mixed_parts_use_each_games_value() {
        // Hackenbush 0-1 1-2 is a stalk of 2 (*2); nim(2) is *2: the sum is 0, a P-position.
        let zero = analyse("nim(2) + hackenbush(0-1 1-2)");
        assert_eq!((zero.total, zero.outcome), (Nimber(0), Outcome::P));
        assert!(zero.winning_moves.is_empty());
        // A chocolate bar's value comes from the eat game's own engine (checked against brute
        // force in tests/chocolate_properties.rs); the sum's total is its nim-sum with the pile.
        let eat = Chocolate::<EatKind>::new().grundy(&"3x2".parse().unwrap()).unwrap();
        let mixed = analyse("nim(1) + chocolate-eat(3x2)");
        assert_eq!(mixed.total, eat ^ Nimber(1));
        assert_eq!(mixed.values, vec![Nimber(1), eat]);
        for mv in &mixed.winning_moves {
            assert_eq!(analyse(&mv.to).total, Nimber::ZERO, "{mv:?}");
        }
        assert_eq!(mixed.winning_moves.is_empty(), mixed.total.is_zero());
    }

    #[test]
    fn every_winning_move_leads_to_zero() {
        for text in [
            "nim(7 8) + cutting(2x3)",
            "chocolate-split(3x2 4x4) + nim(1) + hackenbush(0-1 1-2 1-3)",
            "cutting(4x5) + chocolate-eat(5x5) + nim(6)",
        ] {
            let analysis = analyse(text);
            for mv in &analysis.winning_moves {
                assert_eq!(analyse(&mv.to).total, Nimber::ZERO, "{text}: {mv:?}");
            }
        }
    }

    #[test]
    fn bad_sums_are_errors_with_a_message() {
        let error = |text: &str| text.parse::<Sum>().unwrap_err().to_string();
        assert!(error("").contains("no parts"));
        assert!(error("nim(3) + chess(e4)").contains("part 2: \"chess\""));
        assert!(error("nim 3").contains("is not game(position)"));
        assert!(error("nim(3 x)").contains("part 1 (nim)"));
        assert!(error(&"nim(1) + ".repeat(40)).contains("at most 32"));
        assert!(error("nim((3))").contains("part 1 (nim)"));
    }
}
