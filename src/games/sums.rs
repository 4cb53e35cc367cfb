//! Sums of games of different kinds, the Sprague–Grundy theorem as an API:
//! `nim(3 4) + chocolate-eat(3x2) + hackenbush(0-1 1-2)`. A move is a move in one part; the value
//! of the sum is the nim-sum of the parts' values; a winning move changes one part to the value
//! that makes the nim-sum 0.
//!
//! A game joins the sums with an [`Part`] impl (how to find its moves to a given value) and
//! `sums place sum_part` on its line of `catalog::for_each_game!`.

use std::any::Any;
use std::fmt;
use std::rc::Rc;

use super::chocolate::{Chocolate, bar_cuts};
use super::chocolate::{ChocolateMove, ChocolatePosition, Kind};
use super::chomp::{Chomp, ChompMove, ChompPosition};
use super::graph::{GameGraph, GraphMove, GraphPosition};
use super::hackenbush::{Hackenbush, HackenbushPosition, MAX_BOARD_EDGES};
use super::maze::{Maze, MazeMove, MazePosition};
use super::nim::{Nim, NimMove, NimPosition};
use super::proper_divisor::{DivisorMove, DivisorPosition, ProperDivisor, divisor_count, divisors};
use super::reduction::euclid::{Euclid, EuclidMove, EuclidPosition};
use super::reduction::georgia::{GeorgiaBob, GeorgiaMove, GeorgiaPosition};
use super::reduction::prime_factor::{PrimeFactor, PrimeMove, PrimePosition};
use super::staircase::{Staircase, StaircaseMove, StaircasePosition};
use super::takeaway::bounded_nim::{BoundedNim, BoundedPosition};
use super::takeaway::subtraction::{Subtraction, SubtractionPosition};
use super::{ComputerMove, Outcome, Playable, WinningMove};
use crate::engine::Nimber;

/// At most this many parts in a sum.
pub const MAX_PARTS: usize = 32;
/// A sum is written in at most this many characters: every winning move listed writes out the
/// whole sum it leads to.
pub const MAX_INPUT_LEN: usize = 200_000;
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
        let count = position.stones();
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
                let to = stones ^ change;
                (to < stones).then(|| NimMove { pile, take: stones - to })
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

impl Part for Subtraction {
    fn all_moves(&self, position: &SubtractionPosition, limit: usize) -> Option<Vec<NimMove>> {
        let moves = position.moves();
        (moves.len() <= limit).then_some(moves)
    }

    /// By each heap's rule (a range's closed form, a finite set's period): heaps to 10¹⁸.
    fn moves_to(&self, position: &SubtractionPosition, target: Nimber, limit: usize) -> Vec<NimMove> {
        position.moves_to(target).into_iter().take(limit).collect()
    }
}

impl Part for BoundedNim {
    fn all_moves(&self, position: &BoundedPosition, limit: usize) -> Option<Vec<NimMove>> {
        let mut moves = Vec::new();
        for (pile, &stones) in position.heaps.piles().iter().enumerate() {
            for take in 1..=stones.min(u64::from(position.k)) {
                if moves.len() >= limit {
                    return None;
                }
                moves.push(NimMove { pile, take });
            }
        }
        Some(moves)
    }
}

impl Part for GeorgiaBob {
    /// A chessman slides left to any free square after its left neighbour (or square 1).
    fn all_moves(&self, position: &GeorgiaPosition, limit: usize) -> Option<Vec<GeorgiaMove>> {
        let mut moves = Vec::new();
        let mut floor = 0;
        for &from in position.squares() {
            for to in floor + 1..from {
                if moves.len() >= limit {
                    return None;
                }
                moves.push(GeorgiaMove { from, to });
            }
            floor = from;
        }
        Some(moves)
    }
}

impl Part for PrimeFactor {
    fn all_moves(&self, position: &PrimePosition, limit: usize) -> Option<Vec<PrimeMove>> {
        let moves: Vec<PrimeMove> = position
            .factorize()
            .factors
            .iter()
            .flat_map(|f| (1..=f.exponent).map(|exponent| PrimeMove { prime: f.prime, exponent }))
            .collect();
        (moves.len() <= limit).then_some(moves)
    }
}

impl Part for Euclid {
    /// Take k times the smaller number from the larger, k from 1 while the larger stays ≥ 0.
    fn all_moves(&self, position: &EuclidPosition, limit: usize) -> Option<Vec<EuclidMove>> {
        let (larger, smaller) = position.ordered();
        if smaller == 0 {
            return Some(Vec::new());
        }
        let count = larger / smaller;
        (count <= limit as u64).then(|| (1..=count).map(|k| EuclidMove::of(*position, k)).collect())
    }
}

impl Part for Staircase {
    fn all_moves(&self, position: &StaircasePosition, limit: usize) -> Option<Vec<StaircaseMove>> {
        let coins: u64 = position.steps().iter().sum();
        (coins <= limit as u64).then(|| {
            position
                .steps()
                .iter()
                .enumerate()
                .flat_map(|(index, &on_step)| {
                    (1..=on_step).map(move |coins| StaircaseMove { step: index + 1, coins })
                })
                .collect()
        })
    }

    /// Closed form: the winning moves' rule with the change value ⊕ target (at most one a step).
    fn moves_to(&self, position: &StaircasePosition, target: Nimber, limit: usize) -> Vec<StaircaseMove> {
        position.moves_to_value(target.value()).into_iter().take(limit).collect()
    }
}

impl Part for ProperDivisor {
    /// Each number to each of its proper divisors (counted before any is listed).
    fn all_moves(&self, position: &DivisorPosition, limit: usize) -> Option<Vec<DivisorMove>> {
        let count: u64 = position.numbers().iter().map(|&n| divisor_count(n) - 1).sum();
        (count <= limit as u64).then(|| {
            position
                .numbers()
                .iter()
                .enumerate()
                .flat_map(|(index, &n)| {
                    divisors(n)
                        .into_iter()
                        .filter(move |&(d, _)| d < n)
                        .map(move |(divisor, _)| DivisorMove { index, divisor })
                })
                .collect()
        })
    }

    /// Closed form: a number whose Ω drops to Ω ⊕ change goes to its divisors of that Ω.
    fn moves_to(&self, position: &DivisorPosition, target: Nimber, limit: usize) -> Vec<DivisorMove> {
        ProperDivisor::moves_to_value(position, target.value(), limit)
    }
}

impl Part for Maze {
    fn all_moves(&self, position: &MazePosition, limit: usize) -> Option<Vec<MazeMove>> {
        let moves = position.moves();
        (moves.len() <= limit).then(|| moves.into_iter().map(|(mv, _)| mv).collect())
    }

    /// From the maze's table of values (one computation for every move).
    fn moves_to(&self, position: &MazePosition, target: Nimber, limit: usize) -> Vec<MazeMove> {
        let values = position.values();
        position
            .moves()
            .into_iter()
            .filter(|&(_, (row, column))| values.get(row, column) == Some(target))
            .map(|(mv, _)| mv)
            .take(limit)
            .collect()
    }
}

impl Part for Chomp {
    /// Every square but the poisoned one, in row-major order.
    fn all_moves(&self, position: &ChompPosition, limit: usize) -> Option<Vec<ChompMove>> {
        (position.squares() as usize - 1 <= limit).then(|| {
            position
                .rows()
                .iter()
                .enumerate()
                .flat_map(|(row, &length)| {
                    (1..=length).map(move |column| ChompMove { row: row as u32 + 1, column })
                })
                .filter(|&mv| (mv.row, mv.column) != (1, 1))
                .collect()
        })
    }

    /// From one search of the position (every option's value at once); none beyond the search.
    fn moves_to(&self, position: &ChompPosition, target: Nimber, limit: usize) -> Vec<ChompMove> {
        self.options(position)
            .unwrap_or_default()
            .into_iter()
            .filter(|&(_, value)| value == target)
            .map(|(mv, _)| mv)
            .take(limit)
            .collect()
    }
}

impl Part for GameGraph {
    fn all_moves(&self, position: &GraphPosition, limit: usize) -> Option<Vec<GraphMove>> {
        let graph = position.graph();
        let moves = position.all_moves();
        (moves.len() <= limit).then(|| {
            moves
                .into_iter()
                .map(|(token, to)| GraphMove {
                    from: graph.name(position.tokens()[token] as usize).to_owned(),
                    to: graph.name(to as usize).to_owned(),
                })
                .collect()
        })
    }
}

/// Why a sum could not be read or valued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumError {
    Empty,
    TooLong {
        length: usize,
    },
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
        /// The position as written: read again by its game, it gives the game's own typed
        /// error, which the ui words.
        text: String,
    },
    /// The part has no Grundy value (misère play, beyond a search, a cycle).
    NoValue {
        part: usize,
        id: &'static str,
    },
}

/// Reads a part of one game: its number in the sum (from 1) and its text.
type ReadPart = fn(usize, &str) -> Result<Rc<dyn AnyPart>, SumError>;

macro_rules! summable {
    ($($part:ident: $game:ty, $example:literal, $analyze:tt, [$($place:literal $sum_part:ident)?];)*) => {
        /// The games a sum can hold, each with its place in [`SUMMABLE`] and its reader.
        const SUMMANDS: &[(usize, &str, ReadPart)] = &[$($(($place, <$game as Playable>::ID, typed::<$game>),)?)*];

        /// Makes every summable game's parts playable (see [`register_plays`]): for the
        /// native tests and tools, which have no page to bring each game's part.
        pub fn register_every_play() {
            $($({
                let _ = $place; // (the place only marks a summable game here)
                register_plays::<$game>();
            })?)*
        }

        /// The games a sum can hold, in the order the sums page offers them.
        pub const SUMMABLE: &[&str] = &by_place([$($(($place, <$game as Playable>::ID),)?)*]);
    };
}
super::catalog::for_each_game!(summable);

/// The ids in the order of their places, which must be `0..N`, each once (checked at compile
/// time).
const fn by_place<const N: usize>(placed: [(usize, &'static str); N]) -> [&'static str; N] {
    let mut ids = [""; N];
    let mut i = 0;
    while i < N {
        let (place, id) = placed[i];
        assert!(place < N && ids[place].is_empty(), "the summable games' places are 0..N, each once");
        ids[place] = id;
        i += 1;
    }
    ids
}

/// One part of a sum, its game hidden (the page finds the typed position again with
/// [`Sum::part`]): what the analysis asks of it. Playing it ([`PartPlay`]: the moves, a move,
/// the computer's and a random one) goes through a table of its own that only play reaches, so
/// the API's analysis of a sum, in the app's first module, does not bring the play of every
/// summable game with it.
pub trait AnyPart {
    fn id(&self) -> &'static str;
    /// The position in its game's notation.
    fn text(&self) -> String;
    fn grundy(&self) -> Option<Nimber>;
    fn is_over(&self) -> bool;
    /// Moves to a position of value `target`: the move and the part's position after it.
    fn moves_to(&self, target: Nimber, limit: usize) -> Vec<(String, String)>;
    fn as_any(&self) -> &dyn Any;
}

/// Playing a part of one game, given as a [`AnyPart`] of that game.
trait PartPlay {
    fn all_moves(&self, part: &dyn AnyPart, limit: usize) -> Option<Vec<String>>;
    fn play(&self, part: &dyn AnyPart, mv: &str) -> Result<Rc<dyn AnyPart>, PartMoveError>;
    fn own_move(&self, part: &dyn AnyPart) -> Option<String>;
    fn random_move(&self, part: &dyn AnyPart, rng: &mut fastrand::Rng) -> Option<String>;
}

thread_local! {
    /// The play of each game [`register_plays`] was called for.
    static PLAYS: std::cell::RefCell<Vec<(&'static str, &'static dyn PartPlay)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Makes the parts of game `G` playable in a sum. The sums page's part of each game (its board
/// and words, fetched when a sum holds the game) calls it, so a game's play comes with its board
/// and not with every sum; until then a move in such a part is refused as unreadable.
pub fn register_plays<G: Part>() {
    PLAYS.with(|plays| {
        let mut plays = plays.borrow_mut();
        if !plays.iter().any(|&(id, _)| id == G::ID) {
            plays.push((G::ID, &Plays::<G>(std::marker::PhantomData)));
        }
    });
}

/// The play of the parts of game `id`, once registered.
fn plays_of(id: &str) -> Option<&'static dyn PartPlay> {
    PLAYS.with(|plays| plays.borrow().iter().find(|&&(game, _)| game == id).map(|&(_, play)| play))
}

impl dyn AnyPart {
    fn plays(&self) -> Option<(&'static dyn PartPlay, &dyn AnyPart)> {
        Some((plays_of(self.id())?, self))
    }

    /// Every move in notation, or `None` when there are more than `limit`.
    pub fn all_moves(&self, limit: usize) -> Option<Vec<String>> {
        let (plays, part) = self.plays()?;
        plays.all_moves(part, limit)
    }

    /// The part after the move written `mv`, or why not.
    pub fn play(&self, mv: &str) -> Result<Rc<dyn AnyPart>, PartMoveError> {
        let (plays, part) = self.plays().ok_or(PartMoveError::Unreadable)?;
        plays.play(part, mv)
    }

    /// The game's own computer move in this part alone, or `None` when the part is over.
    pub fn own_move(&self) -> Option<String> {
        let (plays, part) = self.plays()?;
        plays.own_move(part)
    }

    /// A legal move chosen at random (the weaker computers): the game's own random mover, or
    /// one of its listed moves; `None` when the part is over.
    pub fn random_move(&self, rng: &mut fastrand::Rng) -> Option<String> {
        let (plays, part) = self.plays()?;
        plays.random_move(part, rng)
    }
}

/// Why a move in one part was refused (the page words it again from the typed game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartMoveError {
    /// Not a move in the game's notation.
    Unreadable,
    /// The game refused it (playing it again in the game gives its typed error).
    Illegal,
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

    fn is_over(&self) -> bool {
        self.game.is_over(&self.position)
    }

    fn moves_to(&self, target: Nimber, limit: usize) -> Vec<(String, String)> {
        self.game
            .moves_to(&self.position, target, limit)
            .into_iter()
            .filter_map(|mv| Some((mv.to_string(), self.game.play(&self.position, &mv).ok()?.to_string())))
            .collect()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// [`PartPlay`] for the parts of game `G`.
struct Plays<G>(std::marker::PhantomData<G>);

impl<G: Part> Plays<G> {
    /// `part` as a part of `G` (it is one: [`plays_of`] chose this table by its id).
    fn typed(part: &dyn AnyPart) -> Option<&Typed<G>> {
        part.as_any().downcast_ref::<Typed<G>>()
    }
}

impl<G: Part> PartPlay for Plays<G> {
    fn all_moves(&self, part: &dyn AnyPart, limit: usize) -> Option<Vec<String>> {
        let part = Self::typed(part)?;
        // (A cutting position with a 1×1 cut out is over although its bars still have cuts.)
        if part.game.is_over(&part.position) {
            return Some(Vec::new());
        }
        Some(part.game.all_moves(&part.position, limit)?.iter().map(ToString::to_string).collect())
    }

    fn play(&self, part: &dyn AnyPart, mv: &str) -> Result<Rc<dyn AnyPart>, PartMoveError> {
        let part = Self::typed(part).ok_or(PartMoveError::Unreadable)?;
        let mv = mv.trim().parse::<G::Move>().map_err(|_| PartMoveError::Unreadable)?;
        let position = part.game.play(&part.position, &mv).map_err(|_| PartMoveError::Illegal)?;
        Ok(Rc::new(Typed { game: part.game.clone(), position }))
    }

    fn own_move(&self, part: &dyn AnyPart) -> Option<String> {
        let part = Self::typed(part)?;
        Some(part.game.computer_move(&part.position)?.mv.to_string())
    }

    fn random_move(&self, part: &dyn AnyPart, rng: &mut fastrand::Rng) -> Option<String> {
        let part = Self::typed(part)?;
        if part.game.is_over(&part.position) {
            return None;
        }
        if let Some(mv) = part.game.random_move(&part.position, rng) {
            return Some(mv.to_string());
        }
        let moves = part.game.all_moves(&part.position, MOVE_WORK)?;
        moves.get(rng.usize(..moves.len().max(1))).map(ToString::to_string)
    }
}

fn typed<G: Part>(part: usize, text: &str) -> Result<Rc<dyn AnyPart>, SumError> {
    let position = text.trim().parse::<G::Position>().map_err(|_| SumError::BadPosition {
        part,
        id: G::ID,
        text: text.trim().to_owned(),
    })?;
    Ok(Rc::new(Typed { game: G::default(), position }))
}

/// Part `part` (counted from 1) of game `id` at position `text`.
fn parse_part(part: usize, id: &str, text: &str) -> Result<Rc<dyn AnyPart>, SumError> {
    match SUMMANDS.iter().find(|&&(_, game, _)| game == id) {
        Some((_, _, read)) => read(part, text),
        None => Err(SumError::UnknownGame { part, id: id.to_owned() }),
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

/// A sum of parts of any summable games. Cloning shares the parts (a move replaces one).
#[derive(Clone)]
pub struct Sum {
    parts: Vec<Rc<dyn AnyPart>>,
}

impl PartialEq for Sum {
    fn eq(&self, other: &Sum) -> bool {
        self.parts.len() == other.parts.len()
            && self
                .parts
                .iter()
                .zip(&other.parts)
                .all(|(a, b)| Rc::ptr_eq(a, b) || (a.id() == b.id() && a.text() == b.text()))
    }
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
        if text.len() > MAX_INPUT_LEN {
            return Err(SumError::TooLong { length: text.len() });
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

    /// The address form: each part's position with commas for spaces where its game reads
    /// that as the same position (`nim(3,4)+chocolate-eat(3x2)`).
    pub fn to_url(&self) -> String {
        let parts: Vec<String> = self
            .parts
            .iter()
            .map(|p| {
                let text = p.text();
                let compact = text.replace(": ", ":").replace(' ', ",");
                let same = parse_part(1, p.id(), &compact).is_ok_and(|q| q.text() == text);
                format!("{}({})", p.id(), if same { compact } else { text })
            })
            .collect();
        parts.join("+")
    }

    /// The parts, in order.
    pub fn parts(&self) -> &[Rc<dyn AnyPart>] {
        &self.parts
    }

    /// Part `index` (from 0) as a position of the game `G`, if it is one.
    pub fn part<G: Part>(&self, index: usize) -> Option<&G::Position> {
        self.parts.get(index)?.as_any().downcast_ref::<Typed<G>>().map(|typed| &typed.position)
    }

    /// The sum with `part` added at the end, or why not.
    pub fn with_part(&self, id: &str, text: &str) -> Result<Sum, SumError> {
        if self.parts.len() >= MAX_PARTS {
            return Err(SumError::TooManyParts { found: self.parts.len() + 1 });
        }
        let part = parse_part(self.parts.len() + 1, id, text)?;
        let mut parts = self.parts.clone();
        parts.push(part);
        Ok(Sum { parts })
    }

    /// The sum without part `index` (from 0), unless it is the only one.
    pub fn without_part(&self, index: usize) -> Option<Sum> {
        if self.parts.len() <= 1 || index >= self.parts.len() {
            return None;
        }
        let mut parts = self.parts.clone();
        parts.remove(index);
        Some(Sum { parts })
    }

    /// The parts' values, or the first part (from 1) without one.
    pub fn values(&self) -> Result<Vec<Nimber>, SumError> {
        self.parts
            .iter()
            .enumerate()
            .map(|(i, p)| p.grundy().ok_or(SumError::NoValue { part: i + 1, id: p.id() }))
            .collect()
    }

    /// At most `limit` winning moves, typed, with each part's value before and after.
    fn winning(&self, values: &[Nimber], limit: usize) -> Vec<(SumMove, String, Nimber)> {
        let total = Nimber::nim_sum(values.iter().copied());
        let mut winning = Vec::new();
        if total.is_zero() {
            return winning;
        }
        for (i, part) in self.parts.iter().enumerate() {
            if winning.len() >= limit {
                break;
            }
            let target = values[i] ^ total;
            for (mv, after) in part.moves_to(target, limit - winning.len()) {
                winning.push((SumMove { part: i, mv }, after, target));
            }
        }
        winning
    }

    /// The values, their nim-sum and at most `limit` winning moves.
    pub fn analyse(&self, limit: usize) -> Result<SumAnalysis, SumError> {
        let values = self.values()?;
        let total = Nimber::nim_sum(values.iter().copied());
        let winning_moves = self
            .winning(&values, limit)
            .into_iter()
            .map(|(mv, after, _)| {
                let to: Vec<String> = self
                    .parts
                    .iter()
                    .enumerate()
                    .map(|(j, p)| {
                        format!("{}({})", p.id(), if j == mv.part { after.clone() } else { p.text() })
                    })
                    .collect();
                WinningMove { mv: mv.to_string(), to: to.join(" + ") }
            })
            .collect();
        Ok(SumAnalysis {
            position: self.to_string(),
            values,
            total,
            outcome: Outcome::of(total),
            winning_moves,
        })
    }
}

/// A move in a sum: a move in one part (counted from 0 here, from 1 in the notation `2: 1-3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    pub part: usize,
    /// The move in the part's game notation.
    pub mv: String,
}

impl fmt::Display for SumMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.part + 1, self.mv)
    }
}

/// Text that is not `part: move`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSumMoveError;

impl std::str::FromStr for SumMove {
    type Err = ParseSumMoveError;

    fn from_str(text: &str) -> Result<SumMove, ParseSumMoveError> {
        let (part, mv) = text.split_once(':').ok_or(ParseSumMoveError)?;
        let part: usize = part.trim().parse().map_err(|_| ParseSumMoveError)?;
        let mv = mv.trim();
        if part == 0 || part > MAX_PARTS || mv.is_empty() {
            return Err(ParseSumMoveError);
        }
        Ok(SumMove { part: part - 1, mv: mv.to_owned() })
    }
}

/// Why a move in a sum was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumMoveError {
    /// There is no part `part` (from 0).
    NoPart { part: usize, parts: usize },
    /// The part refused the move: its game, its position and the move, so that the page can
    /// word the game's own reason.
    Part { part: usize, id: &'static str, position: String, mv: String, error: PartMoveError },
}

/// Why the computer chose its move in a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumReason {
    /// The part moved in (from 0), its game and the move there.
    pub part: usize,
    pub id: &'static str,
    pub mv: String,
    /// The part's value before and after the move, and the sum's value before it (`None`
    /// where some part has no value).
    pub from: Option<Nimber>,
    pub to: Option<Nimber>,
    pub total: Option<Nimber>,
    /// The move leaves a sum of value 0.
    pub winning: bool,
}

/// The sums playground as a game: a position is the parts, a move is a move in one of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SumGame;

impl SumGame {
    /// The position after `mv`.
    fn moved(position: &Sum, mv: &SumMove) -> Result<Sum, SumMoveError> {
        let part = position
            .parts
            .get(mv.part)
            .ok_or(SumMoveError::NoPart { part: mv.part, parts: position.parts.len() })?;
        let after = part.play(&mv.mv).map_err(|error| SumMoveError::Part {
            part: mv.part,
            id: part.id(),
            position: part.text(),
            mv: mv.mv.clone(),
            error,
        })?;
        let mut parts = position.parts.clone();
        parts[mv.part] = after;
        Ok(Sum { parts })
    }
}

/// The hint and the computer look at most this many winning moves.
pub const MAX_WINNING_MOVES: usize = 64;

impl Playable for SumGame {
    type Position = Sum;
    type Move = SumMove;
    type ParseError = SumError;
    type MoveError = SumMoveError;
    type Reason = SumReason;

    const ID: &'static str = "sums";

    fn is_over(&self, position: &Sum) -> bool {
        position.parts.iter().all(|p| p.is_over())
    }

    fn play(&self, position: &Sum, mv: &SumMove) -> Result<Sum, SumMoveError> {
        SumGame::moved(position, mv)
    }

    fn grundy(&self, position: &Sum) -> Option<Nimber> {
        Some(Nimber::nim_sum(position.values().ok()?))
    }

    /// A part not over chosen at random, then a random move in it.
    fn random_move(&self, position: &Sum, rng: &mut fastrand::Rng) -> Option<SumMove> {
        let open: Vec<usize> = (0..position.parts.len()).filter(|&i| !position.parts[i].is_over()).collect();
        let part = *open.get(rng.usize(..open.len().max(1)))?;
        Some(SumMove { part, mv: position.parts[part].random_move(rng)? })
    }

    fn winning_moves(&self, position: &Sum) -> Vec<SumMove> {
        let Ok(values) = position.values() else { return Vec::new() };
        position.winning(&values, MAX_WINNING_MOVES).into_iter().map(|(mv, _, _)| mv).collect()
    }

    /// A winning move where there is one (the first found, parts in order); otherwise the move
    /// the first part not over would make alone (its game's computer).
    fn computer_move(&self, position: &Sum) -> Option<ComputerMove<SumMove, SumReason>> {
        let values = position.values().ok();
        if let Some(values) = &values {
            let total = Nimber::nim_sum(values.iter().copied());
            if let Some((mv, _, to)) = position.winning(values, 1).into_iter().next() {
                let part = &position.parts[mv.part];
                let reason = SumReason {
                    part: mv.part,
                    id: part.id(),
                    mv: mv.mv.clone(),
                    from: Some(values[mv.part]),
                    to: Some(to),
                    total: Some(total),
                    winning: true,
                };
                return Some(ComputerMove { mv, reason });
            }
        }
        let (index, part, mv) =
            position.parts.iter().enumerate().find_map(|(i, p)| Some((i, p, p.own_move()?)))?;
        let to = part.play(&mv).ok().and_then(|after| after.grundy());
        let reason = SumReason {
            part: index,
            id: part.id(),
            mv: mv.clone(),
            from: values.as_ref().map(|v| v[index]),
            to,
            total: values.map(Nimber::nim_sum),
            winning: false,
        };
        Some(ComputerMove { mv: SumMove { part: index, mv }, reason })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chocolate::EatKind;

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
    fn maze_and_chomp_parts() {
        // A maze without walls is Nim on the columns to the left and the rows above: 3 ⊕ 2 = 1;
        // Chomp's 3 1 1 (an L with equal arms) is a P-position whose options have values 2 and 3
        // (a line of 3, an L with arms 2 and 1), all by hand. The sum is 1, and its one winning
        // move takes the maze to 0: L1 leaves 2 ⊕ 2 (U cannot reach 3 rows above).
        let sum = analyse("maze(..../..../...F) + chomp(3 1 1)");
        assert_eq!((sum.total, sum.outcome), (Nimber(1), Outcome::N));
        let moves: Vec<&str> = sum.winning_moves.iter().map(|m| m.mv.as_str()).collect();
        assert_eq!(moves, ["1: L1"]);
        // Chomp's moves to a value come from one search: beside nim(1 1) (value 0) the square
        // 3 3 3 must go to 0, and 2,2 does (the mirror strategy).
        let square = analyse("chomp(3 3 3) + nim(1 1)");
        let moves: Vec<&str> = square.winning_moves.iter().map(|m| m.mv.as_str()).collect();
        assert!(moves.contains(&"1: 2,2"), "{moves:?}");
        for mv in sum.winning_moves.iter().chain(&square.winning_moves) {
            assert_eq!(analyse(&mv.to).total, Nimber::ZERO, "{mv:?}");
        }
    }

    #[test]
    fn bad_sums_are_errors() {
        let error = |text: &str| text.parse::<Sum>().unwrap_err();
        assert_eq!(error(""), SumError::Empty);
        assert_eq!(error("nim(3) + chess(e4)"), SumError::UnknownGame { part: 2, id: "chess".into() });
        assert_eq!(error("nim 3"), SumError::BadPart { part: 1, text: "nim 3".into() });
        let bad_nim = |text: &str| SumError::BadPosition { part: 1, id: "nim", text: text.into() };
        assert_eq!(error("nim(3 x)"), bad_nim("3 x"));
        assert_eq!(error(&"nim(1) + ".repeat(40)), SumError::TooManyParts { found: 41 });
        assert_eq!(error("nim((3))"), bad_nim("(3)"));
        let long = format!("nim(1) + hackenbush({})", "0-1 ".repeat(60_000));
        assert_eq!(error(&long), SumError::TooLong { length: long.len() });
    }

    #[test]
    fn the_sum_as_a_game() {
        register_every_play();
        let game = SumGame;
        let sum: Sum = "nim(3 4) + hackenbush(0-1 1-2)".parse().unwrap();
        // 3 ⊕ 4 ⊕ 2 = 5 by hand; the one winning move takes 3 from the 4 (as the API says).
        assert_eq!(game.grundy(&sum), Some(Nimber(5)));
        let mv: SumMove = "1: 2-3".parse().unwrap();
        assert_eq!(mv, SumMove { part: 0, mv: "2-3".into() });
        assert_eq!(game.winning_moves(&sum), vec![mv.clone()]);
        let choice = game.computer_move(&sum).unwrap();
        assert_eq!(choice.mv, mv);
        let reason = SumReason {
            part: 0,
            id: "nim",
            mv: "2-3".into(),
            from: Some(Nimber(7)),
            to: Some(Nimber(2)),
            total: Some(Nimber(5)),
            winning: true,
        };
        assert_eq!(choice.reason, reason);
        let after = game.play(&sum, &mv).unwrap();
        assert_eq!(after.to_string(), "nim(3 1) + hackenbush(0-1 1-2)");
        assert_eq!(after.part::<Nim>(0).map(|p| p.piles().to_vec()), Some(vec![3, 1]));
        assert!(after.part::<Nim>(1).is_none());
        // From a P-position the computer still moves, and says it is not winning.
        let lost: Sum = "nim(2) + hackenbush(0-1 1-2)".parse().unwrap();
        let reply = game.computer_move(&lost).unwrap();
        assert!(!reply.reason.winning);
        assert!(game.play(&lost, &reply.mv).is_ok());
        // Refusals name the part.
        let refused = |text: &str| game.play(&sum, &text.parse().unwrap()).unwrap_err();
        assert_eq!(refused("3: 1-1"), SumMoveError::NoPart { part: 2, parts: 2 });
        assert!(
            matches!(
                refused("1: x"),
                SumMoveError::Part { part: 0, id: "nim", error: PartMoveError::Unreadable, .. }
            ),
            "{:?}",
            refused("1: x")
        );
        assert!(
            matches!(
                refused("2: 5-6"),
                SumMoveError::Part { part: 1, id: "hackenbush", error: PartMoveError::Illegal, .. }
            ),
            "{:?}",
            refused("2: 5-6")
        );
        for bad in ["1-3", "0: 1-1", "x: 1-1", "2:"] {
            assert!(bad.parse::<SumMove>().is_err(), "{bad}");
        }
        // Over when every part is.
        assert!(game.is_over(&"nim(0 0) + prime-factor(1)".parse().unwrap()));
        assert!(!game.is_over(&"nim(0 0) + prime-factor(2)".parse().unwrap()));
        // The address form reads back as the same sum.
        let text = "nim(3 4) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9 2) + game-graph(a>b b>c)";
        let url = text.parse::<Sum>().unwrap().to_url();
        assert_eq!(url.parse::<Sum>().unwrap().to_string(), text.parse::<Sum>().unwrap().to_string());
        assert!(!url.contains(' '), "{url}");
        // Adding and removing parts.
        let three = sum.with_part("subtraction", "1,3,4: 9").unwrap();
        assert_eq!(three.to_string(), "nim(3 4) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9)");
        assert!(matches!(sum.with_part("nim", "3 x"), Err(SumError::BadPosition { part: 3, id: "nim", .. })));
        assert_eq!(three.without_part(1).unwrap().to_string(), "nim(3 4) + subtraction(1,3,4: 9)");
        assert!("nim(1)".parse::<Sum>().unwrap().without_part(0).is_none());
    }
}
