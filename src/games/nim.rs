//! Nim: piles of stones; a move takes one or more stones from one pile; whoever takes the last
//! stone wins.
//!
//! Notation: a position is its pile sizes separated by spaces or commas (`3 4 5`, `3,4,5`);
//! `Display` writes spaces and [`NimPosition::to_url`] commas. A move is `pile-take` with piles
//! counted from 1: `1-5` takes five stones from the first pile.

use std::fmt;
use std::str::FromStr;

use crate::engine::sum::{self, Sum};
use crate::engine::trace::{Describe, MoveTerm, PositionTerm, XorRow, XorTrace};
use crate::engine::{Impartial, Nimber, Solver};

use super::{ComputerMove, Playable, Splice};

/// At most this many piles.
pub const MAX_PILES: usize = 64;
/// At most this many stones in one Nim pile (2³¹ − 1). The heaps are stored as `u64`: the
/// take-away games that share them set their own limits (a subtraction game's range or finite
/// set takes heaps up to [`MAX_HEAPS_EVER`]).
pub const MAX_PILE: u64 = i32::MAX as u64;
/// The largest heap any game of heaps holds (10¹⁸: the subtraction game's limit).
pub const MAX_HEAPS_EVER: u64 = 1_000_000_000_000_000_000;
/// Longer text is refused before parsing: 64 piles of ten digits with separators fit easily.
pub const MAX_INPUT_LEN: usize = 1_024;

/// One Nim heap as an engine game: from n you may move to any smaller size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NimHeap;

impl Impartial for NimHeap {
    type Position = u64;
    type Move = u64;

    fn options(&self, &stones: &u64) -> Vec<(u64, u64)> {
        (1..=stones).map(|take| (take, stones - take)).collect()
    }

    /// A heap of n reaches every smaller heap and no other, so by induction its value is
    /// mex{0, …, n−1} = n.
    fn closed_form(&self, &stones: &u64) -> Option<Nimber> {
        Some(Nimber(stones))
    }

    fn moves_to_value(&self, &stones: &u64, target: Nimber) -> Option<Vec<(u64, u64)>> {
        let target = target.value();
        Some(if target < stones { vec![(stones - target, target)] } else { Vec::new() })
    }
}

impl Describe for NimHeap {
    fn describe_move(&self, &take: &u64) -> MoveTerm {
        MoveTerm::Take(take)
    }
    fn describe_position(&self, &stones: &u64) -> PositionTerm {
        PositionTerm::Pile(stones)
    }
    fn option_count(&self, &stones: &u64) -> u64 {
        stones
    }
}

impl Describe for Sum<NimHeap> {
    fn describe_move(&self, mv: &sum::PartMove<u64>) -> MoveTerm {
        MoveTerm::Notation(NimMove { pile: mv.part, take: mv.mv }.to_string())
    }
    fn describe_position(&self, piles: &Vec<u64>) -> PositionTerm {
        PositionTerm::Notation(piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
    }
    fn value_detail(&self, piles: &Vec<u64>) -> Option<String> {
        (piles.len() > 1).then(|| piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" ⊕ "))
    }
    fn option_count(&self, piles: &Vec<u64>) -> u64 {
        piles.iter().fold(0u64, |total, &pile| total.saturating_add(pile))
    }
}

/// A Nim position: the sizes of its piles, in order. The take-away games keep their heaps in
/// it too (each with its own limit on a heap: see [`parse_piles`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimPosition {
    piles: Vec<u64>,
}

/// Why text is not a Nim position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseNimError {
    Empty,
    TooLong { len: usize },
    NotANumber { token: String },
    Negative { token: String },
    PileTooLarge { token: String, max: u64 },
    TooManyPiles { count: usize },
}

impl FromStr for NimPosition {
    type Err = ParseNimError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseNimError::TooLong { len: text.len() });
        }
        parse_piles(text, MAX_PILE)
    }
}

/// Piles separated by spaces or commas, each at most `max` stones (Nim's [`MAX_PILE`]; the
/// take-away games pass their own limit): the one parser of every game of heaps. The caller
/// bounds the text's length (Nim by [`MAX_INPUT_LEN`], the take-away games by theirs).
pub fn parse_piles(text: &str, max: u64) -> Result<NimPosition, ParseNimError> {
    let tokens: Vec<&str> =
        text.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()).collect();
    if tokens.is_empty() {
        return Err(ParseNimError::Empty);
    }
    if tokens.len() > MAX_PILES {
        return Err(ParseNimError::TooManyPiles { count: tokens.len() });
    }
    let piles = tokens.iter().map(|token| parse_pile(token, max)).collect::<Result<_, _>>()?;
    Ok(NimPosition { piles })
}

fn parse_pile(token: &str, max: u64) -> Result<u64, ParseNimError> {
    let digits = token.strip_prefix('+').unwrap_or(token);
    if let Some(rest) = token.strip_prefix('-')
        && !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(ParseNimError::Negative { token: token.to_owned() });
    }
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseNimError::NotANumber { token: token.to_owned() });
    }
    // Over 20 digits overflows u64: too large as well (shown cut to 40 characters).
    match digits.parse::<u64>() {
        Ok(stones) if stones <= max => Ok(stones),
        _ => Err(ParseNimError::PileTooLarge { token: token.chars().take(40).collect(), max }),
    }
}

impl fmt::Display for NimPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_separated(f, " ")
    }
}

/// Why a Nim position could not be built or changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimError {
    NoSuchPile { pile: usize, piles: usize },
    TakeNothing,
    TakeTooMany { pile: usize, take: u64, stones: u64 },
    TooManyPiles,
    LastPile,
    PileTooLarge,
}

impl NimPosition {
    /// A position from pile sizes, checked against Nim's limits.
    pub fn new(piles: Vec<u64>) -> Result<NimPosition, NimError> {
        NimPosition::within(piles, MAX_PILE)
    }

    /// A position from pile sizes of at most `max` stones each (a game's own limit).
    pub fn within(piles: Vec<u64>, max: u64) -> Result<NimPosition, NimError> {
        if piles.is_empty() {
            return Err(NimError::LastPile);
        }
        if piles.len() > MAX_PILES {
            return Err(NimError::TooManyPiles);
        }
        if piles.iter().any(|&p| p > max) {
            return Err(NimError::PileTooLarge);
        }
        Ok(NimPosition { piles })
    }

    pub fn piles(&self) -> &[u64] {
        &self.piles
    }

    /// The form used in URLs: `3,4,5`.
    pub fn to_url(&self) -> String {
        let mut text = String::new();
        for (index, pile) in self.piles.iter().enumerate() {
            if index > 0 {
                text.push(',');
            }
            text.push_str(&pile.to_string());
        }
        text
    }

    fn write_separated(&self, f: &mut fmt::Formatter<'_>, separator: &str) -> fmt::Result {
        for (index, pile) in self.piles.iter().enumerate() {
            if index > 0 {
                f.write_str(separator)?;
            }
            write!(f, "{pile}")?;
        }
        Ok(())
    }

    /// The positions `after` (with as many piles) written as changes of `text`, a text that
    /// ends with this position's piles as `Display` writes them (a game's notation may put
    /// something before them): each [`Splice`] writes anew the piles from the first that differs
    /// to the last. Where each pile's number lies is worked out from the numbers' lengths, not by
    /// reading the text. `None` when `text` is too short to end so, or a position of `after` has
    /// another number of piles. (An iterator object, not a generic one: the heap games share one
    /// copy of this in the wasm.)
    pub fn splices(&self, text: &str, after: &mut dyn Iterator<Item = &NimPosition>) -> Option<Vec<Splice>> {
        use fmt::Write as _;
        let digits = |n: u64| n.checked_ilog10().map_or(1, |log| log as usize + 1);
        let written: usize = self.piles.iter().map(|&p| digits(p) + 1).sum::<usize>().checked_sub(1)?;
        // Where each pile's number starts, and one past the last (as if a space followed it).
        let mut starts = Vec::with_capacity(self.piles.len() + 1);
        let mut at = text.len().checked_sub(written)?;
        for &pile in &self.piles {
            starts.push(at);
            at += digits(pile) + 1;
        }
        starts.push(at);
        after
            .map(|other| {
                if other.piles.len() != self.piles.len() {
                    return None;
                }
                let differs = |(&a, &b): (&u64, &u64)| a != b;
                let pairs = || self.piles.iter().zip(&other.piles);
                let Some(first) = pairs().position(differs) else {
                    return Some(Splice { from: 0, to: 0, insert: String::new() });
                };
                let last = self.piles.len() - 1 - pairs().rev().position(differs)?;
                let mut insert = String::new();
                for (index, pile) in other.piles[first..=last].iter().enumerate() {
                    let _ = if index == 0 { write!(insert, "{pile}") } else { write!(insert, " {pile}") };
                }
                Some(Splice { from: starts[first], to: starts[last + 1] - 1, insert })
            })
            .collect()
    }

    /// The total number of stones (at most `u64::MAX`: saturates).
    pub fn stones(&self) -> u64 {
        self.piles.iter().fold(0u64, |total, &p| total.saturating_add(p))
    }

    /// The piles as engine heaps.
    pub fn heaps(&self) -> Vec<u64> {
        self.piles.clone()
    }

    /// The nim-sum of the pile sizes: the position's Grundy value.
    pub fn nim_sum(&self) -> Nimber {
        Nimber::nim_sum(self.piles.iter().map(|&p| Nimber(p)))
    }

    /// The nim-sum written out by bit columns, with the winning-move derivation. Each row is
    /// labelled with its pile's number, counted from 1.
    pub fn xor_trace(&self) -> XorTrace {
        XorTrace::new(
            self.piles
                .iter()
                .enumerate()
                .map(|(index, &p)| XorRow { label: (index + 1).to_string(), value: Nimber(p) })
                .collect(),
        )
    }

    /// A copy with one more pile of `stones`.
    pub fn with_pile_added(&self, stones: u64) -> Result<NimPosition, NimError> {
        let mut piles = self.piles.clone();
        piles.push(stones);
        NimPosition::new(piles)
    }

    /// A copy without pile `pile`.
    pub fn with_pile_removed(&self, pile: usize) -> Result<NimPosition, NimError> {
        self.check_pile(pile)?;
        let mut piles = self.piles.clone();
        piles.remove(pile);
        NimPosition::new(piles)
    }

    /// A copy with pile `pile` set to `stones` (an edit, not a move: it may grow).
    pub fn with_pile_set(&self, pile: usize, stones: u64) -> Result<NimPosition, NimError> {
        self.check_pile(pile)?;
        let mut piles = self.piles.clone();
        piles[pile] = stones;
        NimPosition::new(piles)
    }

    fn check_pile(&self, pile: usize) -> Result<(), NimError> {
        if pile < self.piles.len() {
            Ok(())
        } else {
            Err(NimError::NoSuchPile { pile, piles: self.piles.len() })
        }
    }

    /// A random position of `piles` piles of 1 to `max_stones` stones each.
    pub fn random(rng: &mut fastrand::Rng, piles: usize, max_stones: u32) -> NimPosition {
        let piles = piles.clamp(1, MAX_PILES);
        let max_stones = u64::from(max_stones).clamp(1, MAX_PILE);
        NimPosition { piles: (0..piles).map(|_| rng.u64(1..=max_stones)).collect() }
    }
}

impl Default for NimPosition {
    /// The classic opening 3 4 5 (nim-sum 2: the first player wins).
    fn default() -> Self {
        NimPosition { piles: vec![3, 4, 5] }
    }
}

/// A Nim move: take `take` stones from pile `pile` (counted from 0 here, from 1 in the notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NimMove {
    pub pile: usize,
    pub take: u64,
}

impl fmt::Display for NimMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", u128::from(self.pile as u64) + 1, self.take)
    }
}

/// Why text is not a Nim move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    pub text: String,
}

impl FromStr for NimMove {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseMoveError { text: text.chars().take(40).collect() };
        let (pile, take) = text.trim().split_once('-').ok_or_else(error)?;
        let number = |s: &str| {
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse::<u64>().ok()).flatten()
        };
        let pile = number(pile).filter(|&p| p >= 1).ok_or_else(error)?;
        let take = number(take).filter(|&t| t >= 1).ok_or_else(error)?;
        Ok(NimMove { pile: pile as usize - 1, take })
    }
}

/// Why the computer made its Nim move (the move itself says which pile and how many).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NimReason {
    /// The nim-sum was `nim_sum` (not 0); the move makes it 0.
    ToZero { nim_sum: Nimber },
    /// The nim-sum was 0, so every move loses against best play; this one leaves the opponent
    /// `replies` winning replies, the fewest possible.
    FewestReplies { replies: usize },
}

/// The game of Nim.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Nim;

impl Nim {
    /// The engine's view of a Nim position: a disjunctive sum of heaps.
    pub fn as_sum() -> Sum<NimHeap> {
        Sum(NimHeap)
    }

    /// The computer's move from a position of nim-sum 0, and how many winning replies it leaves
    /// the opponent: see [`Nim::computer_move`] for the reasoning.
    fn losing_choice(position: &NimPosition) -> Option<(NimMove, usize)> {
        let piles = position.piles();
        let mut best: Option<(NimMove, usize)> = None;
        for bit in 0..64u32 {
            let with_bit = piles.iter().filter(|&&p| p >> bit & 1 == 1).count();
            for (index, &stones) in piles.iter().enumerate() {
                if stones >> bit & 1 == 0 {
                    continue;
                }
                // Clear `bit`, keep the higher bits, set every lower bit: the largest pile below
                // `stones` whose XOR with `stones` has `bit` as its highest bit.
                let high = stones >> bit >> 1 << 1 << bit;
                let low = (1u64 << bit) - 1;
                let mv = NimMove { pile: index, take: stones - (high | low) };
                let replies = with_bit - 1;
                let better = match best {
                    None => true,
                    Some((current, current_replies)) => {
                        (replies, mv.take, mv.pile) < (current_replies, current.take, current.pile)
                    }
                };
                if better {
                    best = Some((mv, replies));
                }
            }
        }
        best
    }
}

impl Playable for Nim {
    type Position = NimPosition;
    type Move = NimMove;
    type ParseError = ParseNimError;
    type MoveError = NimError;
    type Reason = NimReason;

    const ID: &'static str = "nim";

    fn random_move(&self, position: &NimPosition, rng: &mut fastrand::Rng) -> Option<NimMove> {
        crate::games::random_take(position.piles(), u64::MAX, rng).map(|(pile, take)| NimMove { pile, take })
    }

    fn is_over(&self, position: &NimPosition) -> bool {
        position.piles.iter().all(|&p| p == 0)
    }

    fn play(&self, position: &NimPosition, mv: &NimMove) -> Result<NimPosition, NimError> {
        position.check_pile(mv.pile)?;
        let stones = position.piles[mv.pile];
        if mv.take == 0 {
            return Err(NimError::TakeNothing);
        }
        if mv.take > stones {
            return Err(NimError::TakeTooMany { pile: mv.pile, take: mv.take, stones });
        }
        let mut piles = position.piles.clone();
        piles[mv.pile] = stones - mv.take;
        Ok(NimPosition { piles })
    }

    fn grundy(&self, position: &NimPosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    fn texts_after(
        &self,
        before: &NimPosition,
        text: &str,
        listed: &[(NimMove, NimPosition)],
    ) -> Option<Vec<Splice>> {
        before.splices(text, &mut listed.iter().map(|(_, p)| p))
    }

    fn winning_moves(&self, position: &NimPosition) -> Vec<NimMove> {
        // Closed forms only, so this is O(piles) whatever the pile sizes.
        let analysis =
            sum::analyze(&mut Solver::new(), &NimHeap, &position.heaps()).expect("closed forms never search");
        analysis.winning_moves.into_iter().map(|m| NimMove { pile: m.part, take: m.mv }).collect()
    }

    /// From a winning position: the first winning move. From a losing one (nim-sum 0) every move
    /// loses against best play, so the computer picks the move that leaves the fewest winning
    /// replies, breaking ties by taking fewer stones. After taking from a pile, the new nim-sum's
    /// highest bit is the highest bit where the pile changed, and each pile with that bit set
    /// gives exactly one winning reply; that count is what is minimised.
    fn computer_move(&self, position: &NimPosition) -> Option<ComputerMove<NimMove, NimReason>> {
        if self.is_over(position) {
            return None;
        }
        let nim_sum = position.nim_sum();
        if let Some(&mv) = self.winning_moves(position).first() {
            return Some(ComputerMove { mv, reason: NimReason::ToZero { nim_sum } });
        }
        let (mv, replies) = Nim::losing_choice(position)?;
        Some(ComputerMove { mv, reason: NimReason::FewestReplies { replies } })
    }
}

#[cfg(test)]
mod tests;
