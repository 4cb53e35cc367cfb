//! Exercises as templates: each exercise of the course draws a fresh position of the same game
//! and difficulty from a seed ([`fresh`]), the same seed giving the same position. The position
//! is checked by the engine (`catalog::analyze`, the take-away heap's `Solver`) for the outcome
//! the question needs, never graded here: the lesson grades it as it grades the authored one.
//!
//! Also the course's progress as a short text code ([`encode`], [`decode`]): versioned, with a
//! check character, so a typo gives a clear error.

use super::catalog::analyze;
use super::chocolate::{ChocolateEat, ChocolateSplit, Cutting};
use super::chomp::Chomp;
use super::course::{MAX_HEAP, TakeAway as Heap, period_of};
use super::graph::{GameGraph, GraphPosition, presets::letter_name};
use super::hackenbush::Hackenbush;
use super::maze::Maze as MazeGame;
use super::nim::Nim;
use super::nim_coins::{NimCoins, Pair};
use super::octal::Octal;
use super::proper_divisor::ProperDivisor;
use super::reduction::{euclid::Euclid, funny::FunnyGame, georgia::GeorgiaBob, prime_factor::PrimeFactor};
use super::staircase::Staircase;
use super::takeaway::misere_nim::MisereNim;
use super::takeaway::nim_k::NimK;
use super::wythoff::Wythoff;
use super::{Outcome, Playable};

/// Which game a widget or exercise plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    Nim,
    Eat,
    Split,
    Cutting,
    Hackenbush,
    Georgia,
    PrimeFactor,
    /// Lesson 9: Euclid's game (two numbers, `25 7`).
    Euclid,
    /// Lesson 9: A Funny Game (`circle 7`, then the rows left, `3 2`).
    Funny,
    NimK,
    /// Kayles: the octal game 0.77 (positions `0.77: <rows>`, on the octal games' page).
    Kayles,
    Wythoff,
    Staircase,
    Chomp,
    /// Lesson 14: the divisor game (ABC368 F: a number becomes a proper divisor).
    Divisor,
    /// Lesson 14: the maze game (the figure goes left or up; rows split by `/`).
    Maze,
    /// Lesson 15: misère Nim (Nim's heaps; whoever takes the last stone loses).
    MisereNim,
    /// Lesson 16: a game graph (`s>a a>b b>a start=s`: a token slid along an arrow a move;
    /// cycles may make a draw).
    Graph,
    /// One heap; a move takes exactly one of these numbers of coins (`games::course::TakeAway`).
    TakeAway(&'static [u64]),
    /// Lesson 5: a Nim heap beside a coin heap of these takes (`games::nim_coins`; `6 5`, the
    /// stones then the coins; named `nim+take-away:1,3,4` in a lesson file).
    NimCoins(&'static [u64]),
}

impl Game {
    /// The game's page (a take-away heap has none of its own yet).
    pub fn page_id(self) -> Option<&'static str> {
        match self {
            Game::Nim => Some(Nim::ID),
            Game::Eat => Some(ChocolateEat::ID),
            Game::Split => Some(ChocolateSplit::ID),
            Game::Cutting => Some(Cutting::ID),
            Game::Hackenbush => Some(Hackenbush::ID),
            Game::Georgia => Some(GeorgiaBob::ID),
            Game::PrimeFactor => Some(PrimeFactor::ID),
            Game::Euclid => Some(Euclid::ID),
            Game::Funny => Some(FunnyGame::ID),
            Game::NimK => Some(NimK::ID),
            Game::Kayles => Some(Octal::ID),
            Game::Wythoff => Some(Wythoff::ID),
            Game::Staircase => Some(Staircase::ID),
            Game::Chomp => Some(Chomp::ID),
            Game::Divisor => Some(ProperDivisor::ID),
            Game::Maze => Some(MazeGame::ID),
            Game::MisereNim => Some(MisereNim::ID),
            Game::Graph => Some(GameGraph::ID),
            Game::TakeAway(_) | Game::NimCoins(_) => None,
        }
    }

    /// The game a lesson file names (`content/<lang>/lessons/*.md`), apart from a take-away
    /// heap (`take-away:1,3,4`, whose take set the file gives).
    pub const fn named(name: &str) -> Option<Game> {
        const NAMES: [(&str, Game); 18] = [
            ("nim", Game::Nim),
            ("eat", Game::Eat),
            ("split", Game::Split),
            ("cutting", Game::Cutting),
            ("hackenbush", Game::Hackenbush),
            ("georgia", Game::Georgia),
            ("prime-factor", Game::PrimeFactor),
            ("euclid", Game::Euclid),
            ("funny", Game::Funny),
            ("nim-k", Game::NimK),
            ("kayles", Game::Kayles),
            ("wythoff", Game::Wythoff),
            ("staircase", Game::Staircase),
            ("chomp", Game::Chomp),
            ("divisor", Game::Divisor),
            ("maze", Game::Maze),
            ("misere-nim", Game::MisereNim),
            ("graph", Game::Graph),
        ];
        let mut i = 0;
        while i < NAMES.len() {
            if same(NAMES[i].0, name) {
                return Some(NAMES[i].1);
            }
            i += 1;
        }
        None
    }

    /// A short ASCII name, the same for every take set (the review's topics).
    pub fn code(self) -> &'static str {
        if let Game::NimCoins(_) = self {
            return "nim-coins";
        }
        self.page_id().unwrap_or("takeaway")
    }

    /// Whether best play may go on for ever (`Playable::HAS_DRAWS`): "who wins?" then has a
    /// third answer, a draw.
    pub fn has_draws(self) -> bool {
        self == Game::Graph
    }
}

/// How many kinds of exercise there are.
pub const KINDS: usize = 6;

/// The kinds of exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Say who wins before playing; then play it out against the computer.
    Predict,
    /// Type the Grundy value; a wrong one is explained by the mex stepper (or the nim-sum).
    Value,
    /// Type the nim-sum of Nim's heaps: the same number as its Grundy value, asked before the
    /// course has introduced Grundy values (lessons 1 and 2).
    NimSum,
    /// Make a winning move on the board.
    WinningMove,
    /// Win against the perfect computer from the position, moving first.
    BeatComputer,
    /// Type the period of a take-away heap's values (graded by the proven period of
    /// `games::takeaway::subtraction`).
    Period,
}

impl Kind {
    /// Every kind, in the order of the enum: `kind as usize` is its place here (a table of words
    /// per kind is indexed so).
    pub const ALL: [Kind; KINDS] =
        [Kind::Predict, Kind::Value, Kind::NimSum, Kind::WinningMove, Kind::BeatComputer, Kind::Period];

    /// The kind its code names (a lesson file's `:: exercise` line).
    pub const fn named(code: &str) -> Option<Kind> {
        let mut i = 0;
        while i < Kind::ALL.len() {
            if same(Kind::ALL[i].code(), code) {
                return Some(Kind::ALL[i]);
            }
            i += 1;
        }
        None
    }

    pub const fn code(self) -> &'static str {
        match self {
            Kind::Predict => "predict",
            Kind::Value => "value",
            Kind::NimSum => "nim-sum",
            Kind::WinningMove => "move",
            Kind::BeatComputer => "beat",
            Kind::Period => "period",
        }
    }
}

/// Whether two strings are equal, in a `const fn`.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every
/// machine and in every version of the app, so a shared address shows the same positions.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `low..=high` (`low` when the range is empty).
    pub fn range(&mut self, low: u64, high: u64) -> u64 {
        if high <= low {
            return low;
        }
        low + self.next_u64() % (high - low + 1)
    }
}

/// The seed of one exercise on a page whose address holds `seed`: the exercise's id is mixed
/// in, so the exercises of one page differ.
pub fn exercise_seed(seed: u64, id: &str) -> u64 {
    id.bytes().fold(seed ^ 0xA076_1D64_78BD_642F, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3))
}

/// The take sets a fresh period exercise draws from (each with a proven period).
pub const TAKE_SETS: [&[u64]; 8] =
    [&[1, 2], &[1, 3], &[1, 2, 3], &[1, 3, 4], &[1, 2, 4], &[2, 3], &[1, 4], &[2, 5]];

/// What the question needs of the position's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Want {
    Any,
    /// The player to move wins (there is a winning move to find, a game to win).
    Win,
    Lose,
    /// Neither player can force a win (a game graph with cycles).
    Draw,
}

/// A fresh position for an exercise of `kind` on `game`, of the difficulty of `authored` (the
/// same number of heaps or bars, sides and heaps of about the same size), drawn from `seed`.
/// Returns the game (a period exercise changes its take set) and the position's notation.
/// Falls back to the authored position when no draw fits (never seen in the tests).
pub fn fresh(game: Game, kind: Kind, authored: &str, seed: u64) -> (Game, String) {
    let mut rng = Rng::new(seed);
    if kind == Kind::Period {
        let take = TAKE_SETS[rng.range(0, TAKE_SETS.len() as u64 - 1) as usize];
        return (TakeAway(take), "0".to_owned());
    }
    let want = match kind {
        // Where a draw can be, "who wins?" is drawn won, lost or drawn, a third each.
        Kind::Predict if game.has_draws() => {
            [Want::Win, Want::Lose, Want::Draw][(rng.next_u64() % 3) as usize]
        }
        Kind::Predict if rng.next_u64().is_multiple_of(2) => Want::Win,
        Kind::Predict => Want::Lose,
        Kind::WinningMove | Kind::BeatComputer => Want::Win,
        Kind::Value | Kind::NimSum | Kind::Period => Want::Any,
    };
    for _ in 0..200 {
        let Some(position) = draw(game, authored, &mut rng) else { break };
        if position != authored && fits(game, &position, want) {
            return (game, position);
        }
    }
    (game, authored.to_owned())
}

use Game::TakeAway;

/// The numbers in a text, in order ("2x3,1x4" → 2, 3, 1, 4).
fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit()).filter_map(|n| n.parse().ok()).collect()
}

fn join(values: &[u64], separator: &str) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(separator)
}

/// One random position shaped like `authored`.
fn draw(game: Game, authored: &str, rng: &mut Rng) -> Option<String> {
    let n = numbers(authored);
    let largest = n.iter().copied().max().unwrap_or(1);
    Some(match game {
        Game::Nim => {
            let top = largest.clamp(3, 15);
            let heaps: Vec<u64> = n.iter().map(|_| rng.range(1, top)).collect();
            join(&heaps, " ")
        }
        Game::Eat | Game::Split | Game::Cutting => {
            let top = largest.clamp(2, 5);
            let bars: Vec<String> = n
                .chunks(2)
                .map(|_| {
                    format!(
                        "{}x{}",
                        rng.range(1, top),
                        rng.range(if game == Game::Split { 2 } else { 1 }, top)
                    )
                })
                .collect();
            bars.join(",")
        }
        Game::Hackenbush => {
            // A random tree on the ground vertex 0 with as many edges as the authored one.
            let edges = (n.len() / 2).clamp(2, 8) as u64;
            let list: Vec<String> = (1..=edges).map(|v| format!("{}-{v}", rng.range(0, v - 1))).collect();
            list.join(",")
        }
        Game::Georgia => {
            let mut squares: Vec<u64> = Vec::new();
            let top = (largest + 2).clamp(6, 20);
            while squares.len() < n.len().clamp(2, 8) {
                let s = rng.range(1, top);
                if !squares.contains(&s) {
                    squares.push(s);
                }
            }
            squares.sort_unstable();
            join(&squares, " ")
        }
        Game::PrimeFactor => {
            let mut value = 1u64;
            for p in [2u64, 3, 5, 7] {
                for _ in 0..rng.range(0, 4) {
                    value *= p;
                }
            }
            if !(4..=100_000).contains(&value) {
                return Some(authored.to_owned());
            }
            value.to_string()
        }
        Game::Euclid => {
            // Two numbers up to twice the larger authored one (at least 30): long chains of
            // forced moves and quick wins both come up.
            let top = (largest * 2).max(30);
            format!("{} {}", rng.range(1, top), rng.range(1, top))
        }
        Game::Funny if authored.trim_start().starts_with("circle") => {
            format!("circle {}", rng.range(3, largest.clamp(5, 12)))
        }
        Game::Funny => {
            // As many rows, each of 1 to twice the longest authored one (at least 4).
            let top = (largest * 2).max(4);
            let rows: Vec<u64> = n.iter().map(|_| rng.range(1, top)).collect();
            join(&rows, " ")
        }
        Game::NimK => {
            let (k, heaps) = n.split_first()?;
            let top = heaps.iter().copied().max().unwrap_or(3).clamp(3, 7);
            let drawn: Vec<u64> = heaps.iter().map(|_| rng.range(1, top)).collect();
            format!("{k}: {}", join(&drawn, " "))
        }
        Game::Kayles => {
            // "0.77: 2 5" reads as 0, 77, 2, 5: the rows follow the code's two numbers.
            let rows = n.get(2..).filter(|rows| !rows.is_empty())?;
            let top = rows.iter().copied().max().unwrap_or(5).clamp(2, 8);
            let drawn: Vec<u64> = rows.iter().map(|_| rng.range((top / 2).max(1), top * 2)).collect();
            format!("0.77: {}", join(&drawn, " "))
        }
        Game::Wythoff => {
            // Two heaps up to twice the larger authored one (at least 12): a cold pair among
            // them is one draw in about twenty.
            let top = (largest * 2).max(12);
            format!("{} {}", rng.range(0, top), rng.range(0, top))
        }
        Game::Staircase => {
            let top = largest.clamp(3, 9);
            let steps: Vec<u64> = n.iter().map(|_| rng.range(0, top)).collect();
            join(&steps, " ")
        }
        Game::Chomp => {
            // Rows from top to bottom, each no longer than the one above, the first at least 2.
            let top = largest.clamp(3, 6);
            let mut rows: Vec<u64> = Vec::new();
            for _ in 0..n.len() {
                let longest = rows.last().copied().unwrap_or(top);
                rows.push(rng.range(if rows.is_empty() { 2 } else { 1 }, longest));
            }
            join(&rows, " ")
        }
        Game::Divisor => {
            // As many numbers, from 2 to twice the largest (at least 12, at most 64): Ω 1 to 6.
            let top = (largest * 2).clamp(12, 64);
            let drawn: Vec<u64> = n.iter().map(|_| rng.range(2, top)).collect();
            join(&drawn, " ")
        }
        Game::Maze => {
            // The same rows and columns; a square in five is a wall, and the figure stands on a
            // free square of the bottom half, right half (so it usually has moves).
            let rows: Vec<&str> = authored.trim().split('/').collect();
            let (height, width) = (rows.len() as u64, rows.first()?.chars().count() as u64);
            let figure = (rng.range(height / 2, height - 1), rng.range(width / 2, width - 1));
            let lines: Vec<String> = (0..height)
                .map(|r| {
                    (0..width)
                        .map(|c| match (r, c) {
                            square if square == figure => 'F',
                            _ if rng.range(0, 4) == 0 => '#',
                            _ => '.',
                        })
                        .collect()
                })
                .collect();
            lines.join("/")
        }
        Game::MisereNim => {
            // As many heaps, about half of them 1 (the heaps of the ending), the others from 2 to
            // the largest authored heap (at least 5, at most 12): the three cases of Bouton's rule
            // (only heaps of 0 and 1, one larger heap, several) all come up.
            let top = largest.clamp(5, 12);
            let heaps: Vec<u64> =
                n.iter().map(|_| if rng.range(0, 3) < 2 { 1 } else { rng.range(2, top) }).collect();
            join(&heaps, " ")
        }
        Game::Graph => {
            // As many vertices as the authored graph (5 to 8) and about as many arrows: a tree of
            // arrows from the start `a` (so every vertex can be reached), then arrows between any
            // two vertices but out of the last one, which stays a final position. The arrows back
            // make the cycles, and with them the draws.
            let graph = authored.parse::<GraphPosition>().ok()?.graph().clone();
            let vertices = graph.vertex_count().clamp(5, 8);
            let wanted = graph.arrow_count().clamp(vertices, 2 * vertices);
            let last = vertices as u64 - 1;
            let mut arrows: Vec<(u64, u64)> = (1..=last).map(|v| (rng.range(0, v - 1), v)).collect();
            for _ in 0..100 {
                if arrows.len() >= wanted {
                    break;
                }
                let arrow = (rng.range(0, last - 1), rng.range(0, last));
                if arrow.0 != arrow.1 && !arrows.contains(&arrow) {
                    arrows.push(arrow);
                }
            }
            let name = |v: u64| letter_name(v as usize);
            // The first arrow is a>b: the token starts on a, the first vertex named.
            arrows.iter().map(|&(u, v)| format!("{}>{}", name(u), name(v))).collect::<Vec<_>>().join(" ")
        }
        TakeAway(_) => {
            let top = largest.clamp(5, MAX_HEAP);
            rng.range((top / 2).max(3), (top * 2).min(MAX_HEAP)).to_string()
        }
        Game::NimCoins(_) => format!("{} {}", rng.range(1, 7), rng.range(5, 20)),
    })
}

/// The engine's outcome from the player to move, `None` when the position is refused.
pub fn outcome(game: Game, position: &str) -> Option<Outcome> {
    match game {
        TakeAway(take) => {
            let heap: u64 = position.trim().parse().ok().filter(|&h| h <= MAX_HEAP)?;
            let zero = Heap { take }.value(heap).is_zero();
            Some(if zero { Outcome::P } else { Outcome::N })
        }
        Game::NimCoins(take) => Some(Outcome::of(NimCoins { take }.value(position.parse().ok()?))),
        _ => analyze(game.page_id()?, position).ok().map(|a| a.outcome),
    }
}

/// The engine's Grundy value (the period for a period exercise), `None` when it has none.
pub fn answer(game: Game, kind: Kind, position: &str) -> Option<u64> {
    match (game, kind) {
        (TakeAway(take), Kind::Period) => period_of(take),
        (TakeAway(take), _) => {
            let heap: u64 = position.trim().parse().ok().filter(|&h| h <= MAX_HEAP)?;
            Some(Heap { take }.value(heap).value())
        }
        (Game::NimCoins(take), _) => Some(NimCoins { take }.value(position.parse().ok()?).value()),
        _ => analyze(game.page_id()?, position).ok()?.grundy,
    }
}

/// The winning moves the engine finds, in the game's notation (at most a few).
pub fn winning_moves(game: Game, position: &str) -> Vec<String> {
    match game {
        TakeAway(take) => match position.trim().parse::<u64>() {
            Ok(heap) if heap <= MAX_HEAP => {
                Heap { take }.winning_takes(heap).iter().map(u64::to_string).collect()
            }
            _ => Vec::new(),
        },
        Game::NimCoins(take) => match position.parse::<Pair>() {
            Ok(pair) => NimCoins { take }.winning_moves(pair).iter().map(ToString::to_string).collect(),
            Err(_) => Vec::new(),
        },
        _ => game
            .page_id()
            .and_then(|id| analyze(id, position).ok())
            .map(|a| a.winning_moves.into_iter().take(4).map(|m| m.mv).collect())
            .unwrap_or_default(),
    }
}

fn fits(game: Game, position: &str, want: Want) -> bool {
    if game == Game::Graph && !lasts(position) {
        return false;
    }
    match (outcome(game, position), want) {
        (None, _) => false,
        (Some(o), Want::Draw) => o == Outcome::D,
        (Some(Outcome::D), _) => false,
        (Some(_), Want::Any) => true,
        (Some(o), Want::Win) => o == Outcome::N,
        (Some(o), Want::Lose) => o == Outcome::P,
    }
}

/// A game graph worth a question: the token has two moves or more, and with best play a won
/// start takes 3 moves or more to the end, a lost one 2 or more (not a move to a final vertex
/// or a final vertex's neighbour at once).
fn lasts(position: &str) -> bool {
    let Ok(position) = position.parse::<GraphPosition>() else { return false };
    let moves = position.tokens().iter().map(|&t| position.graph().out_degree(t as usize)).sum::<usize>();
    let least = match GameGraph.outcome(&position) {
        Outcome::N => 3,
        Outcome::P => 2,
        Outcome::D => 0,
    };
    moves >= 2 && position.remoteness().unwrap_or(u32::MAX) >= least
}

// The progress code.

/// The code's version: the first characters of every code. GL1 was the course of 13 lessons,
/// before Euclid's game and A Funny Game had a lesson of their own (lesson 9).
pub const CODE_PREFIX: &str = "GL2-";
/// The version of the codes made by the course of 10 to 13 lessons.
pub const CODE_PREFIX_13_LESSONS: &str = "GL1-";

/// A solved exercise's id as the course numbers it now, from its id in the course of 13 lessons
/// (kept in the browser before lesson 8 was split in two): lessons 9 to 13 became 10 to 14.
/// Any other text is kept as it is.
pub fn renumbered_from_13_lessons(id: &str) -> String {
    let digits = id.bytes().take_while(u8::is_ascii_digit).count();
    match id[..digits].parse::<u32>() {
        Ok(lesson @ 9..=13) if digits < id.len() => format!("{}{}", lesson + 1, &id[digits..]),
        _ => id.to_owned(),
    }
}
/// Crockford's base-32 alphabet (no I, L, O, U: a code read aloud or copied by hand).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// What a progress code holds: the solved exercises (one flag per exercise of the course, in
/// order) and the review box of each review topic (0: not in the review).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub solved: Vec<bool>,
    /// Each 0 to [`MAX_BOX`].
    pub boxes: Vec<u8>,
}

/// The highest review box (a topic in it comes back after the longest interval).
pub const MAX_BOX: u8 = 4;

/// Why a code was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    Empty,
    /// Not a code of this version (or not a progress code at all).
    Version,
    /// A character outside the code's alphabet.
    BadCharacter(char),
    /// Too short or too long for this course.
    Length,
    /// The check character does not match: a character was mistyped.
    Check,
}

fn symbols(bits: &[bool]) -> Vec<u8> {
    bits.chunks(5).map(|c| c.iter().enumerate().fold(0u8, |v, (i, &b)| v | (u8::from(b) << i))).collect()
}

/// A check symbol that changes whenever one symbol changes: the weights are odd, so a change
/// d (0 < |d| < 32) of one symbol changes the weighted sum by an odd multiple of d, never by a
/// multiple of 32.
fn check(symbols: &[u8]) -> u8 {
    let sum: u64 = symbols.iter().enumerate().map(|(i, &s)| (2 * i as u64 + 1) * u64::from(s)).sum();
    (sum % 32) as u8
}

/// The code of a progress: [`CODE_PREFIX`], the flags and boxes in base 32, a check character.
pub fn encode(saved: &Saved) -> String {
    let mut bits: Vec<bool> = saved.solved.clone();
    for &b in &saved.boxes {
        let b = b.min(MAX_BOX);
        bits.extend((0..3).map(|i| b >> i & 1 == 1));
    }
    let mut s = symbols(&bits);
    s.push(check(&s));
    let body: String = s.iter().map(|&v| ALPHABET[usize::from(v)] as char).collect();
    format!("{CODE_PREFIX}{body}")
}

/// Reads a code for a course of `exercises` exercises and `topics` review topics. Spaces and
/// dashes inside are ignored, lower case is read as upper case, O as 0 and I or L as 1.
pub fn decode(code: &str, exercises: usize, topics: usize) -> Result<Saved, CodeError> {
    decode_version(code, CODE_PREFIX, exercises, topics)
}

/// Reads a code of the course of 10 to 13 lessons ([`CODE_PREFIX_13_LESSONS`]) in that course's
/// layout: its flags and boxes in that course's order.
pub fn decode_13_lessons(code: &str, exercises: usize, topics: usize) -> Result<Saved, CodeError> {
    decode_version(code, CODE_PREFIX_13_LESSONS, exercises, topics)
}

fn decode_version(code: &str, prefix: &str, exercises: usize, topics: usize) -> Result<Saved, CodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    if code.len() > 200 {
        return Err(CodeError::Length);
    }
    let upper = code.to_ascii_uppercase();
    let Some(body) = upper.strip_prefix(prefix) else { return Err(CodeError::Version) };
    let mut values = Vec::new();
    for c in body.chars().filter(|c| !matches!(c, ' ' | '-')) {
        let c = match c {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        let v = ALPHABET.iter().position(|&a| a as char == c).ok_or(CodeError::BadCharacter(c))?;
        values.push(v as u8);
    }
    let bit_count = exercises + 3 * topics;
    if values.len() != bit_count.div_ceil(5) + 1 {
        return Err(CodeError::Length);
    }
    let (last, s) = values.split_last().ok_or(CodeError::Length)?;
    if check(s) != *last {
        return Err(CodeError::Check);
    }
    let bits: Vec<bool> = s.iter().flat_map(|&v| (0..5).map(move |i| v >> i & 1 == 1)).collect();
    let solved = bits[..exercises].to_vec();
    let boxes: Vec<u8> = bits[exercises..bit_count]
        .chunks(3)
        .map(|c| c.iter().enumerate().fold(0u8, |v, (i, &b)| v | (u8::from(b) << i)).min(MAX_BOX))
        .collect();
    Ok(Saved { solved, boxes })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const COIN_134: &[u64] = &[1, 3, 4];
    /// Lesson 14's mazes (`plan::E14C`, `plan::E14D`).
    const MAZE_VALUE: &str = "...#/.#../...F";
    const MAZE_BEAT: &str = "..#../#...#/..#../#..../....F";
    /// Lesson 16's board and exercises (content/*/lessons/16.md).
    const GRAPH_BOARD: &str = "s>a s>c a>b b>a a>x b>x x>t c>t c>d d>x d>c";
    const GRAPH_PREDICT: &str = "s>a a>b b>s a>c b>c c>t s>d d>t";
    const GRAPH_MOVE: &str = "s>a s>b s>c a>t b>e e>b b>a e>a c>a c>d d>t d>c";
    const GRAPH_BEAT: &str = "s>a s>b a>c a>d c>t d>e d>b e>c b>f f>b b>c f>d";

    /// The authored exercises of each game and kind the course has (from `ui::course::plan`).
    const CASES: [(Game, Kind, &str); 36] = [
        (Game::Nim, Kind::Predict, "2 5 7"),
        (Game::Nim, Kind::WinningMove, "1 4 6"),
        (Game::Nim, Kind::Value, "2 5 6"),
        (Game::Nim, Kind::NimSum, "2 5 6"),
        (TakeAway(COIN_134), Kind::Predict, "14"),
        (TakeAway(COIN_134), Kind::Value, "7"),
        (Game::NimCoins(COIN_134), Kind::Value, "6 11"),
        (Game::NimCoins(COIN_134), Kind::Predict, "3 12"),
        (Game::NimCoins(COIN_134), Kind::WinningMove, "1 13"),
        (Game::Split, Kind::Predict, "2x2,1x3"),
        (Game::Eat, Kind::WinningMove, "2x3,4x4"),
        (Game::Cutting, Kind::BeatComputer, "2x4,3x3"),
        (Game::Hackenbush, Kind::Predict, "0-1,1-2,0-3,3-4"),
        (Game::Georgia, Kind::Value, "3 4 8 12"),
        (Game::PrimeFactor, Kind::Predict, "360"),
        (Game::Euclid, Kind::Predict, "34 21"),
        (Game::Euclid, Kind::WinningMove, "30 7"),
        (Game::Funny, Kind::Predict, "1 1 3 3"),
        (Game::Funny, Kind::BeatComputer, "6"),
        (Game::NimK, Kind::WinningMove, "2: 3 5 6"),
        (Game::Kayles, Kind::Predict, "0.77: 2 3 4"),
        (Game::Kayles, Kind::Value, "0.77: 6"),
        (Game::Wythoff, Kind::Predict, "12 20"),
        (Game::Wythoff, Kind::WinningMove, "4 9"),
        (Game::Staircase, Kind::WinningMove, "1 4 2"),
        (Game::Chomp, Kind::BeatComputer, "3 3 3"),
        (Game::Divisor, Kind::Predict, "7 10 27"),
        (Game::Divisor, Kind::WinningMove, "16 6 3"),
        (Game::Maze, Kind::Value, MAZE_VALUE),
        (Game::Maze, Kind::BeatComputer, MAZE_BEAT),
        (Game::MisereNim, Kind::Predict, "1 1 3 3"),
        (Game::MisereNim, Kind::WinningMove, "1 1 1 6"),
        (Game::MisereNim, Kind::BeatComputer, "2 3 5 6"),
        (Game::Graph, Kind::Predict, GRAPH_PREDICT),
        (Game::Graph, Kind::WinningMove, GRAPH_MOVE),
        (Game::Graph, Kind::BeatComputer, GRAPH_BEAT),
    ];

    /// The ids saved by the course of 13 lessons, read in the course of 14 (by hand: lesson 8
    /// was split, so 9a is now 10a and 13d is 14d; lessons 1 to 8 keep their ids).
    #[test]
    fn ids_of_the_course_of_13_lessons_are_renumbered() {
        let old = ["1a", "8c", "9a", "10d", "13b", "13d", "", "x9", "9", "14a", "123456789a"];
        let new: Vec<String> = old.iter().map(|id| renumbered_from_13_lessons(id)).collect();
        assert_eq!(new, ["1a", "8c", "10a", "11d", "14b", "14d", "", "x9", "9", "14a", "123456789a"]);
    }

    /// The words per kind are tables indexed by `kind as usize`: that is each kind's place in
    /// `Kind::ALL`, and each kind is read back from its code.
    #[test]
    fn every_kind_is_in_its_place_and_named_by_its_code() {
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, i);
            assert_eq!(Kind::named(kind.code()), Some(kind));
        }
        assert_eq!(Kind::named("grundy"), None);
    }

    #[test]
    fn the_same_seed_gives_the_same_position_and_others_differ() {
        for (game, kind, authored) in CASES {
            let first = fresh(game, kind, authored, 42);
            assert_eq!(first, fresh(game, kind, authored, 42), "{game:?} {kind:?}");
            // Among 20 other seeds, most positions differ from seed 42's (a lost heap
            // of {1, 3, 4} between 4 and 18 is one of three).
            let other = (0..20).filter(|&s| fresh(game, kind, authored, s) != first).count();
            assert!(other >= 12, "{game:?} {kind:?}: only {other} of 20 differ");
        }
    }

    #[test]
    fn fresh_positions_are_legal_and_fit_the_question() {
        for (game, kind, authored) in CASES {
            for seed in 0..60 {
                let (g, position) = fresh(game, kind, authored, seed);
                let outcome = outcome(g, &position).expect("the engine reads every fresh position");
                // Misère play has no Grundy value, nor has a vertex that can reach a cycle: their
                // exercises ask who wins and for moves.
                if g != Game::MisereNim && g != Game::Graph {
                    assert!(answer(g, kind, &position).is_some(), "{position}: no value");
                }
                match kind {
                    Kind::WinningMove | Kind::BeatComputer => {
                        assert_eq!(outcome, Outcome::N, "{position}: nothing to win");
                        if kind == Kind::WinningMove {
                            assert!(!winning_moves(g, &position).is_empty());
                        }
                    }
                    _ => {}
                }
                // The same shape as the authored position: as many parts (a graph: as many
                // vertices, and a start with two moves or more).
                let parts = |t: &str| t.split([' ', ',']).filter(|s| !s.is_empty()).count();
                if game == Game::Graph {
                    let graph = |t: &str| t.parse::<GraphPosition>().expect("a graph");
                    let (drawn, written) = (graph(&position), graph(authored));
                    assert_eq!(drawn.graph().vertex_count(), written.graph().vertex_count(), "{position}");
                    assert!(drawn.graph().out_degree(drawn.tokens()[0] as usize) >= 2, "{position}");
                } else if !matches!(game, Game::PrimeFactor | Game::Georgia | TakeAway(_)) {
                    assert_eq!(parts(&position), parts(authored), "{position} vs {authored}");
                }
            }
        }
    }

    #[test]
    fn predict_exercises_are_sometimes_won_and_sometimes_lost() {
        for (game, kind, authored) in CASES.into_iter().filter(|c| c.1 == Kind::Predict) {
            let count = |wanted: Outcome| {
                (0..200).filter(|&s| outcome(game, &fresh(game, kind, authored, s).1) == Some(wanted)).count()
            };
            let won = count(Outcome::N);
            if game.has_draws() {
                // A third each of won, lost and drawn: each count of 200 throws of a fair die's
                // thirds falls in 40..=95 but with odds below 1e-4.
                for wanted in [Outcome::N, Outcome::P, Outcome::D] {
                    let n = count(wanted);
                    assert!((40..=95).contains(&n), "{game:?}: {n} of 200 are {wanted:?}");
                }
                continue;
            }
            // Half are drawn as wins: 200 fair coin flips fall in 60..=140 but with odds below 1e-8.
            assert!((60..=140).contains(&won), "{game:?}: {won} of 200 won");
        }
    }

    /// Lesson 14's boards and exercises (`plan::W14_*`, `plan::E14*`) have the values and
    /// moves its text works out by hand: Ω's nim-sum for the divisor game, the maze's squares by
    /// the mex from the top left, and c ⊕ r for a figure in row r and column c of a maze
    /// without walls.
    #[test]
    fn lesson_14_positions_are_as_its_text_works_them_out() {
        let value = |game: Game, position: &str| answer(game, Kind::Value, position);
        let moves = |game: Game, position: &str| winning_moves(game, position);
        // 2 3 4: Ω = 1, 1, 2, worth 2; the one winning move replaces 4 by 1.
        assert_eq!(value(Game::Divisor, "2 3 4"), Some(2));
        assert_eq!(moves(Game::Divisor, "2 3 4"), ["3:1"]);
        // 60 = 2·2·3·5, 8 = 2·2·2, 9 = 3·3: 4 ⊕ 3 ⊕ 2 = 5.
        assert_eq!(value(Game::Divisor, "60 8 9"), Some(5));
        // 13a: Ω = 1, 2, 3 and 1 ⊕ 2 ⊕ 3 = 0: the player to move loses.
        assert_eq!(outcome(Game::Divisor, "7 10 27"), Some(Outcome::P));
        // 13b: Ω = 4, 2, 1, worth 7; only 16 → 8 (Ω 3) gives 3 ⊕ 2 ⊕ 1 = 0.
        assert_eq!(moves(Game::Divisor, "16 6 3"), ["1:8"]);
        // The maze of the lesson's walk-through: the figure's square is worth mex{0, 1, 3} = 2,
        // won by moving to a 0 (two left, or three up).
        let maze = "..#./..../.#../...F";
        assert_eq!(value(Game::Maze, maze), Some(2));
        let mut won = moves(Game::Maze, maze);
        won.sort();
        assert_eq!(won, ["L2", "U3"]);
        let squares: crate::games::maze::MazePosition = maze.parse().unwrap();
        let rows: Vec<Vec<Option<u64>>> = squares
            .values()
            .rows()
            .iter()
            .map(|r| r.iter().map(|v| v.map(|n| n.value())).collect())
            .collect();
        assert_eq!(rows[0], [Some(0), Some(1), None, Some(0)]);
        assert_eq!(rows[1], [Some(1), Some(0), Some(2), Some(3)]);
        assert_eq!(rows[2], [Some(2), None, Some(0), Some(1)]);
        assert_eq!(rows[3], [Some(3), Some(0), Some(1), Some(2)]);
        // 13c and 13d.
        assert_eq!(value(Game::Maze, MAZE_VALUE), Some(3));
        assert_eq!(value(Game::Maze, MAZE_BEAT), Some(2));
        // Without walls: row 2, column 3 is 3 ⊕ 2 = 1, won by one square left; and every square.
        assert_eq!(value(Game::Maze, "..../..../...F"), Some(1));
        assert_eq!(moves(Game::Maze, "..../..../...F"), ["L1"]);
        for r in 0..7u64 {
            for c in 0..7u64 {
                let row = |last: bool| ".".repeat(c as usize) + if last { "F" } else { "." };
                let open: Vec<String> = (0..=r).map(|i| row(i == r)).collect();
                assert_eq!(value(Game::Maze, &open.join("/")), Some(c ^ r), "row {r}, column {c}");
            }
        }
    }

    /// Lesson 15's boards, examples and exercises (content/*/lessons/15.md) have the
    /// outcomes and moves its text works out, each checked against the brute force
    /// (`misere_nim::won_by_search`); and Bouton's rule (`misere_nim::is_p_position`), which the
    /// text proves, agrees with it on every position of one to four heaps of up to 7 stones.
    #[test]
    fn lesson_15_positions_are_as_its_text_works_them_out() {
        use crate::games::takeaway::misere_nim::{is_p_position, won_by_search};
        let mut memo = std::collections::HashMap::new();
        let mut lists: Vec<Vec<u64>> = vec![Vec::new()];
        for _ in 0..4 {
            lists = lists.iter().flat_map(|l| (0..=7).map(move |h| [l.clone(), vec![h]].concat())).collect();
            for heaps in &lists {
                let lost = !won_by_search(heaps, &mut memo);
                assert_eq!(is_p_position(heaps), lost, "{heaps:?}");
                let text = join(heaps, " ");
                assert_eq!(outcome(Game::MisereNim, &text) == Some(Outcome::P), lost, "{text}");
            }
        }
        let lost = |heaps: &[u64], memo: &mut _| !won_by_search(heaps, memo);
        let moves = |position: &str| winning_moves(Game::MisereNim, position);
        // Heaps of 1 only: lost exactly when their number is odd (0 heaps: won, the opponent took
        // the last stone).
        for k in 0..=9 {
            assert_eq!(lost(&vec![1; k], &mut memo), k % 2 == 1, "{k} heaps of 1");
        }
        // The first board: 2 ⊕ 3 ⊕ 4 = 5, won only by taking 3 from the 4 (to 2 3 1, nim-sum 0).
        assert!(!lost(&[2, 3, 4], &mut memo));
        assert_eq!(moves("2 3 4"), ["3-3"]);
        // 1 1 2: normal play takes the 2 (to 1 1, won for the opponent); misère play takes 1 of it
        // (to 1 1 1, three heaps of 1, lost).
        assert!(!lost(&[1, 1], &mut memo) && lost(&[1, 1, 1], &mut memo));
        assert_eq!(moves("1 1 2"), ["3-1"]);
        // The proof's walk-through: 2 3 1 is lost; after 2 0 1 the one winning move takes the 2.
        assert!(lost(&[2, 3, 1], &mut memo));
        assert_eq!(moves("2 0 1"), ["1-2"]);
        // The board with panels: 4 5 6 (nim-sum 7) is won, by normal play's three moves.
        assert_eq!(moves("4 5 6"), ["1-1", "2-3", "3-5"]);
        // Sums: a heap of 1 is lost, and 1 + 1 is won; 2 + 2 is lost. On the last board, from
        // 1 2 the answer takes the whole 2 (copying, to 1 1, would lose).
        assert!(lost(&[1], &mut memo) && !lost(&[1, 1], &mut memo) && lost(&[2, 2], &mut memo));
        assert_eq!(moves("1 2"), ["2-2"]);
        // 15a: large heaps and nim-sum 0, lost (as in normal play; four heaps of 1 would be won).
        // 15b: only taking the whole 6 (to three heaps of 1); normal play's move (6 to 1) leaves
        // four, won for the opponent. 15c: won, nim-sum 2.
        assert!(lost(&[1, 1, 3, 3], &mut memo));
        assert_eq!(moves("1 1 1 6"), ["4-6"]);
        assert!(!lost(&[1, 1, 1, 1], &mut memo));
        assert!(!lost(&[2, 3, 5, 6], &mut memo));
        // The same pairs in normal play (the lesson's contrast): 1 + 1 and 2 + 2 are both lost.
        assert_eq!(outcome(Game::Nim, "1 1"), Some(Outcome::P));
        assert_eq!(outcome(Game::Nim, "2 2"), Some(Outcome::P));
    }

    /// A game graph's vertices by name, each with W, L or D by the stated rules, with no counter
    /// and no queue: the player to move wins within k moves when some move reaches a vertex lost
    /// within k − 1, and loses within k when every move (perhaps none) reaches one won within
    /// k − 1; what is neither once nothing changes is a draw.
    fn labels_by_search(text: &str) -> Vec<(String, char)> {
        let position: GraphPosition = text.parse().expect("a graph");
        let graph = position.graph();
        let n = graph.vertex_count();
        let (mut won, mut lost) = (vec![false; n], vec![false; n]);
        loop {
            let moves = |v: usize| graph.moves(v).iter().map(|&w| w as usize);
            let next_won: Vec<bool> = (0..n).map(|v| won[v] || moves(v).any(|w| lost[w])).collect();
            let next_lost: Vec<bool> = (0..n).map(|v| lost[v] || moves(v).all(|w| won[w])).collect();
            if (&next_won, &next_lost) == (&won, &lost) {
                break;
            }
            (won, lost) = (next_won, next_lost);
        }
        (0..n)
            .map(|v| {
                (
                    graph.name(v).to_owned(),
                    if won[v] {
                        'W'
                    } else if lost[v] {
                        'L'
                    } else {
                        'D'
                    },
                )
            })
            .collect()
    }

    /// The label of vertex `v` in `labels`.
    fn label(labels: &[(String, char)], v: &str) -> char {
        labels.iter().find(|(name, _)| name == v).map_or('?', |&(_, l)| l)
    }

    /// Lesson 16's board, its walk-through and its exercises (content/*/lessons/16.md) are as its
    /// text works them out, each label checked against the search above and against the engine
    /// (the outcome from each vertex): the board's draws s, a, b; the stepper's events in the
    /// order the text tells them; the levels only t and x have; the two pairs of values the mex
    /// equations of a and b allow; the moves the text plays.
    #[test]
    fn lesson_16_positions_are_as_its_text_works_them_out() {
        use crate::games::graph::analysis::{NO_LEVEL, Status};
        use crate::games::graph::trace::{RetroEvent, retro_trace};
        let engine = |text: &str, v: &str| outcome(Game::Graph, &format!("{text} start={v}"));
        let as_letter = |o: Option<Outcome>| match o {
            Some(Outcome::N) => 'W',
            Some(Outcome::P) => 'L',
            Some(Outcome::D) => 'D',
            None => '?',
        };
        for text in [GRAPH_BOARD, GRAPH_PREDICT, GRAPH_MOVE, GRAPH_BEAT] {
            for (v, l) in labels_by_search(text) {
                assert_eq!(as_letter(engine(text, &v)), l, "{text}: {v}");
            }
        }
        // The board: t lost; c and x won (a move to t); d lost (both moves to them); s, a, b
        // never decided, draws.
        let board = labels_by_search(GRAPH_BOARD);
        let letters: String = ["s", "a", "b", "c", "d", "x", "t"].iter().map(|v| label(&board, v)).collect();
        assert_eq!(letters, "DDDWLWL");
        // The draws keep a draw: each has a move to a draw and none to a lost vertex (s to a, a to
        // b, b to a); the moves out of them (s to c, a to x, b to x) lead to won vertices.
        let position: GraphPosition = GRAPH_BOARD.parse().expect("the board");
        let graph = position.graph();
        for v in ["s", "a", "b"] {
            let heads: Vec<char> = graph
                .moves(graph.find(v).expect("a vertex"))
                .iter()
                .map(|&w| label(&board, graph.name(w as usize)))
                .collect();
            assert!(heads.contains(&'D') && !heads.contains(&'L'), "{v}: {heads:?}");
        }
        // From s the computer, playing second, keeps the draw: after s to a it moves a to b (not to
        // x, won for the learner); the learner's b to x is answered x to t.
        let at = |v: &str| position.with_tokens(vec![graph.find(v).expect("a vertex") as u32]);
        assert!(GameGraph.winning_moves(&at("s")).is_empty());
        let reply = |v: &str| GameGraph.computer_move(&at(v)).map(|c| c.mv.to_string());
        assert_eq!(reply("a").as_deref(), Some("a>b"));
        assert_eq!(reply("b").as_deref(), Some("b>a"));
        assert_eq!(reply("x").as_deref(), Some("x>t"));
        assert_eq!(reply("c").as_deref(), Some("c>t"));
        // The stepper, in the order the text follows it (vertices numbered in the order named:
        // s, a, c, b, x, t, d): t final; c and x won through t; s and d count c; a, b, d count
        // x, and d reaches its out-degree 2; c is decided already; s, a, b are draws. The
        // vertices are decided in the order t, c, x, d (the proof's P(1) to P(4)).
        let id = |v: &str| graph.find(v).expect("a vertex") as u32;
        let count = |v: &str, via: &str, count: u32, remoteness: u32| RetroEvent::Count {
            v: id(v),
            via: id(via),
            count,
            degree: 2,
            remoteness,
        };
        assert_eq!(
            retro_trace(graph).expect("a small graph"),
            vec![
                RetroEvent::Final { v: id("t") },
                RetroEvent::Take { v: id("t") },
                RetroEvent::Won { v: id("c"), via: id("t"), remoteness: 1 },
                RetroEvent::Won { v: id("x"), via: id("t"), remoteness: 1 },
                RetroEvent::Take { v: id("c") },
                count("s", "c", 1, 2),
                count("d", "c", 1, 2),
                RetroEvent::Take { v: id("x") },
                count("a", "x", 1, 2),
                count("b", "x", 1, 2),
                count("d", "x", 2, 2),
                RetroEvent::Take { v: id("d") },
                RetroEvent::Already { v: id("c"), via: id("d") },
                RetroEvent::Draws { vertices: vec![id("s"), id("a"), id("b")] },
            ]
        );
        assert_eq!(graph.values().retro.status[id("d") as usize], Status::Lost);
        // Only t and x have a level (every path from the others can run round a cycle).
        let values = graph.values();
        let levels = &values.levels;
        let with_level: Vec<&str> = (0..graph.vertex_count())
            .filter(|&v| levels.level[v] != NO_LEVEL)
            .map(|v| graph.name(v))
            .collect();
        assert_eq!(with_level, ["x", "t"]);
        // The mex equations a = mex{b, 1} and b = mex{a, 1} (x is worth mex{0} = 1): exactly two
        // solutions, (0, 2) and (2, 0), each with a 0 (a loss) where both are draws.
        let mex = |set: &[u64]| (0..).find(|m| !set.contains(m)).unwrap_or(0);
        let solutions: Vec<(u64, u64)> = (0..8u64)
            .flat_map(|a| (0..8u64).map(move |b| (a, b)))
            .filter(|&(a, b)| a == mex(&[b, 1]) && b == mex(&[a, 1]))
            .collect();
        assert_eq!(solutions, [(0, 2), (2, 0)]);
        // 16a: a draw; every move out of the cycle s, a, b goes to c or d, both won.
        let predict = labels_by_search(GRAPH_PREDICT);
        assert_eq!(["s", "a", "b", "c", "d"].map(|v| label(&predict, v)), ['D', 'D', 'D', 'W', 'W']);
        // 16b: s's moves go to a (won), b (drawn) and c (lost): only s to c wins.
        let mv = labels_by_search(GRAPH_MOVE);
        assert_eq!(["a", "b", "c"].map(|v| label(&mv, v)), ['W', 'D', 'L']);
        assert_eq!(winning_moves(Game::Graph, GRAPH_MOVE), ["s>c"]);
        // 16c: won, only by s to a; s to b leads to a draw.
        let beat = labels_by_search(GRAPH_BEAT);
        assert_eq!(["s", "a", "b"].map(|v| label(&beat, v)), ['W', 'L', 'D']);
        assert_eq!(winning_moves(Game::Graph, GRAPH_BEAT), ["s>a"]);
        // The three graphs of the exercises differ from the board's and from one another.
        let arrows = |t: &str| {
            let p: GraphPosition = t.parse().expect("a graph");
            let mut list: Vec<(String, String)> = p
                .graph()
                .arrows()
                .map(|(u, v)| (p.graph().name(u).to_owned(), p.graph().name(v).to_owned()))
                .collect();
            list.sort();
            list
        };
        let all = [GRAPH_BOARD, GRAPH_PREDICT, GRAPH_MOVE, GRAPH_BEAT].map(arrows);
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                assert_ne!(all[i], all[j]);
            }
        }
    }

    #[test]
    fn period_exercises_draw_take_sets_with_a_proven_period() {
        let sets: std::collections::HashSet<_> =
            (0..100).map(|s| fresh(TakeAway(COIN_134), Kind::Period, "0", s).0).collect();
        assert!(sets.len() >= 6);
        for set in TAKE_SETS {
            assert!(period_of(set).is_some());
        }
        // Hand calculation: {1, 2} gives 0 1 2 0 1 2 …, period 3.
        assert_eq!(answer(TakeAway(&[1, 2]), Kind::Period, "0"), Some(3));
    }

    #[test]
    fn a_mistyped_code_is_refused_with_its_reason() {
        let saved =
            Saved { solved: vec![true, false, true, true, false, false, true], boxes: vec![0, 3, 4, 1] };
        let code = encode(&saved);
        assert!(code.starts_with(CODE_PREFIX));
        assert_eq!(decode(&code, 7, 4), Ok(saved.clone()));
        assert_eq!(decode(&code.to_lowercase(), 7, 4), Ok(saved));
        assert_eq!(decode("", 7, 4), Err(CodeError::Empty));
        assert_eq!(decode("XX1-ABC", 7, 4), Err(CodeError::Version));
        assert_eq!(decode("GL2-AB!", 7, 4), Err(CodeError::BadCharacter('!')));
        // A code of the course of 13 lessons is another version's.
        assert_eq!(decode("GL1-0000000", 7, 4), Err(CodeError::Version));
        assert_eq!(decode(&format!("{code}0"), 7, 4), Err(CodeError::Length));
        assert_eq!(decode(&code, 7, 6), Err(CodeError::Length));
    }

    proptest! {
        #[test]
        fn a_code_reads_back_as_it_was_written(
            solved in proptest::collection::vec(any::<bool>(), 0..60),
            boxes in proptest::collection::vec(0u8..=MAX_BOX, 0..40),
        ) {
            let (exercises, topics) = (solved.len(), boxes.len());
            let saved = Saved { solved, boxes };
            let code = encode(&saved);
            // Five bits a character, one check character: the course's 37 exercises and 26
            // topics give 4 + ⌈(37 + 3 × 26) / 5⌉ + 1 = 29 ASCII characters.
            prop_assert!(code.is_ascii());
            prop_assert_eq!(code.len(), CODE_PREFIX.len() + (exercises + 3 * topics).div_ceil(5) + 1);
            prop_assert_eq!(decode(&code, exercises, topics), Ok(saved));
        }

        #[test]
        fn one_mistyped_character_is_caught(
            solved in proptest::collection::vec(any::<bool>(), 36),
            boxes in proptest::collection::vec(0u8..=MAX_BOX, 30),
            at in 0usize..100,
            by in 1usize..31,
        ) {
            let code = encode(&Saved { solved, boxes });
            let mut chars: Vec<u8> = code.into_bytes();
            let at = CODE_PREFIX.len() + at % (chars.len() - CODE_PREFIX.len());
            let old = ALPHABET.iter().position(|&a| a == chars[at]).unwrap_or(0);
            chars[at] = ALPHABET[(old + by) % 32];
            let typo = String::from_utf8(chars).unwrap_or_default();
            prop_assert!(decode(&typo, 36, 30).is_err());
        }
    }
}
