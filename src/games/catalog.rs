//! Every game by id, for the router and the JS API, and the plain analysis the API returns.
//!
//! [`for_each_game!`] is the one list of the games: everything that lists games (here [`GAMES`],
//! [`EXAMPLES`] and [`analyze_shared`]; the sums' parts; the ui's pages, their split points, the
//! sums' boards and the games' words) is derived from it.

use std::fmt;

use serde::Serialize;

use super::graph::{GameGraph, GraphPosition, ParseGraphError};
use super::hackenbush::{
    Hackenbush, IMPORT_SEARCH_WORK, MAX_BOARD_EDGES, MAX_LISTED_MOVES, ParseHackenbushError,
    PreparedPosition, fusion::UNLIMITED, join_runs,
};
use super::sums::SumGame;
use super::{Outcome, Playable, Splice, WinningMove};

/// Every game, once, in the order the home page, the header and `grundyLab.games()` list them.
/// Each line is
///
/// ```text
/// part: path::Type, "small position" [, analyze function] [, sums place sum_part] [, module m];
/// ```
///
/// - `part`: the split point of the game's page (`ui::pages`, the file `split_<part>.wasm`);
/// - the type (under `crate::games`), a [`Playable`] whose `ID` is the game's id (its one
///   spelling: in the address `#/<id>/…`, the API and a sum's `id(position)`);
/// - a small example position ([`EXAMPLES`], which the tests analyse);
/// - `analyze f`: the API's analysis is `f(position)` (in this module) rather than
///   [`analyze_game`];
/// - `sums place sum_part`: a sum can hold the game (it implements `sums::Part`), `place` is
///   its place in [`SUMMABLE`](super::sums::SUMMABLE) (the sums page's menu, from 0) and
///   `sum_part` the split point of its board on the sums page (`ui::sums::parts`);
/// - `module m`: the game is the module `m` of its own, both under `games` and under `ui`
///   (`for_each_game!(modules)` in `src/games.rs` and `src/ui.rs` declares them). A game of a
///   family (take-away, chocolate, reduction) lives in the family's module, declared there.
///
/// `for_each_game!(m)` calls the macro `m` with the list, each line written
/// `part: $crate::games::path::Type, "position", [analyze function or nothing], [place sum_part
/// or nothing];`.
macro_rules! for_each_game {
    ($m:ident) => {
        $crate::games::catalog::for_each_game! { @list [$m];
            nim: nim::Nim, "3 4 5", sums 0 sum_nim, module nim;
            misere_nim: takeaway::misere_nim::MisereNim, "2 3 3";
            subtraction: takeaway::subtraction::Subtraction, "2,5: 9 12", sums 5 sum_subtraction;
            misere_subtraction: takeaway::subtraction::MisereSubtraction, "2,5: 6 7";
            count_to: takeaway::count_to::CountTo, "30 3: 0";
            bounded_nim: takeaway::bounded_nim::BoundedNim, "3: 5 7 9", sums 6 sum_bounded_nim;
            nim_k: takeaway::nim_k::NimK, "2: 3 4 5";
            chocolate_eat: chocolate::ChocolateEat, "3x2", sums 1 sum_chocolate_eat;
            chocolate_split: chocolate::ChocolateSplit, "3x2,2x2", sums 2 sum_chocolate_split;
            cutting: chocolate::Cutting, "3x4", sums 3 sum_cutting;
            hackenbush: hackenbush::Hackenbush, "0-1 0-2 0-3 3-4", analyze analyze_hackenbush_shared,
                sums 4 sum_hackenbush, module hackenbush;
            georgia_bob: reduction::georgia::GeorgiaBob, "17 14 12 9 7 6 5 1", sums 7 sum_georgia_bob;
            prime_factor: reduction::prime_factor::PrimeFactor, "540", sums 8 sum_prime_factor;
            euclid: reduction::euclid::Euclid, "25 7", sums 9 sum_euclid;
            funny_game: reduction::funny::FunnyGame, "7 3 2";
            game_graph: graph::GameGraph, "a>b b>a b>c", analyze analyze_graph, sums 10 sum_game_graph,
                module graph;
            octal: octal::Octal, "0.77: 5 7", module octal;
            grundys_game: grundys_game::GrundysGame, "8 5", module grundys_game;
            wythoff: wythoff::Wythoff, "3 5", sums 11 sum_wythoff, module wythoff;
            staircase_nim: staircase::Staircase, "3 1 2", sums 12 sum_staircase, module staircase;
            proper_divisor: proper_divisor::ProperDivisor, "2 3 4", sums 13 sum_proper_divisor,
                module proper_divisor;
            chomp: chomp::Chomp, "3 3 2", sums 15 sum_chomp, module chomp;
            maze: maze::Maze, "..#../...../#.F../...#.", sums 14 sum_maze, module maze;
        }
    };
    (@list [modules]; $(
        $part:ident: $($path:ident)::+, $example:literal $(, analyze $analyze:ident)?
            $(, sums $place:literal $sum_part:ident)? $(, module $module:ident)?;
    )*) => {
        $($(pub mod $module;)?)*
    };
    (@list [$m:ident]; $(
        $part:ident: $($path:ident)::+, $example:literal $(, analyze $analyze:ident)?
            $(, sums $place:literal $sum_part:ident)? $(, module $module:ident)?;
    )*) => {
        $m! { $(
            $part: $crate::games::$($path)::+, $example, [$($crate::games::catalog::$analyze)?],
                [$($place $sum_part)?];
        )* }
    };
}
pub(crate) use for_each_game;

macro_rules! catalog {
    ($($part:ident: $game:ty, $example:literal, [$($analyze:path)?], $sums:tt;)*) => {
        /// The games' ids, in the order the home page lists them.
        pub const GAMES: &[&str] = &[$(<$game as Playable>::ID),*];

        /// A small position of every game, each one its game reads: the native and browser
        /// tests of the API analyse them all.
        pub const EXAMPLES: &[(&str, &str)] = &[$((<$game as Playable>::ID, $example)),*];

        /// [`analyze`] with the texts that are copies or changes of the position's text left as
        /// pieces of it ([`SharedAnalysis`]): the browser's API hands those over as slices of the
        /// JS string it has instead of copying them out of wasm.
        pub fn analyze_shared(game_id: &str, position: &str) -> Result<SharedAnalysis, AnalyzeError> {
            match game_id {
                $(<$game as Playable>::ID => analyzed!(position, $game $(, $analyze)?),)*
                SUMS_ID => analyze_sum(position).map(SharedAnalysis::written),
                other => Err(AnalyzeError::UnknownGame(other.to_owned())),
            }
        }
    };
}

/// A game's analysis: its own function, or [`analyze_game`].
macro_rules! analyzed {
    ($position:ident, $game:ty) => {
        analyze_game(&<$game>::default(), $position)
    };
    ($position:ident, $game:ty, $analyze:path) => {
        $analyze($position)
    };
}

for_each_game!(catalog);

/// What `grundyLab.analyze` returns: the position's value, who wins, and every winning move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    pub game: String,
    pub position: String,
    /// `null` in JSON where the position has no normal-play Grundy value or none is known
    /// (misère play, a search beyond its limit, a position on a cycle).
    pub grundy: Option<u64>,
    pub outcome: Outcome,
    /// Every move to a P-position, at most [`MAX_LISTED`].
    pub winning_moves: Vec<WinningMove>,
    /// Moves to the end with best play (the winner hurries, the loser delays), where the game
    /// reports it (game graphs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u64>,
    /// The generalized Sprague–Grundy value as text (`∞{0,2}`), where the game reports it
    /// (game graphs with cycles).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub generalized: Option<String>,
}

/// The API lists at most this many winning moves (each writes out the position it leads to).
pub const MAX_LISTED: usize = MAX_LISTED_MOVES;

impl Analysis {
    /// An analysis with no game-specific extras.
    pub fn new(
        game: &str,
        position: String,
        grundy: Option<u64>,
        outcome: Outcome,
        winning_moves: Vec<WinningMove>,
    ) -> Analysis {
        Analysis {
            game: game.to_owned(),
            position,
            grundy,
            outcome,
            winning_moves,
            remoteness: None,
            generalized: None,
        }
    }
}

/// Why a game and position could not be analysed: values, which the ui words (the console
/// API in English, from `content/en/api.ftl` and the game's own file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalyzeError {
    UnknownGame(String),
    /// The game does not read the position: reading it again with the game (`game`'s
    /// `Position::from_str`) gives its typed error.
    BadPosition {
        game: &'static str,
    },
    /// A sum that is not one.
    BadSum(super::sums::SumError),
}

/// Analyses `position` (in the game's notation) of the game `game_id`.
pub fn analyze(game_id: &str, position: &str) -> Result<Analysis, AnalyzeError> {
    analyze_shared(game_id, position).map(|shared| shared.into_analysis(position))
}

/// How a winning move's `to` is given in a [`SharedAnalysis`] where it is not written out: as
/// pieces of the position's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToText {
    /// The position's text with one range written anew (a heap game's move changes one number
    /// or a few: [`Playable::texts_after`]).
    Splice(Splice),
    /// Byte ranges of the position's text to join with single spaces (none: `ground`): the edges
    /// left after a Hackenbush cut, in runs, of a position written as `Display` writes it.
    Runs(Vec<(usize, usize)>),
}

/// An analysis whose large texts are left as pieces of the position's text where they are
/// copies or changes of it: the position itself when it is exactly the input, and each winning
/// move's `to` where [`ToText`] gives it. [`SharedAnalysis::into_analysis`] writes them out, which
/// is what [`analyze`] returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedAnalysis {
    /// The analysis, with `position` left empty when `position_is_input` and each winning
    /// move's `to` left empty where `to_texts` has it.
    pub analysis: Analysis,
    /// The position's text is exactly the input text.
    pub position_is_input: bool,
    /// For each listed winning move, its `to` as pieces of the position's text, or `None` where
    /// it is written out.
    pub to_texts: Vec<Option<ToText>>,
}

impl SharedAnalysis {
    /// An analysis with every text written out.
    pub fn written(analysis: Analysis) -> SharedAnalysis {
        let moves = analysis.winning_moves.len();
        SharedAnalysis { analysis, position_is_input: false, to_texts: vec![None; moves] }
    }

    /// An analysis whose winning moves' `to` are the changes `splices` gives, one a move (their
    /// `to` left empty), or written out where there are none.
    fn spliced(analysis: Analysis, splices: Option<Vec<Splice>>) -> SharedAnalysis {
        let to_texts = match splices {
            Some(splices) => splices.into_iter().map(|splice| Some(ToText::Splice(splice))).collect(),
            None => vec![None; analysis.winning_moves.len()],
        };
        SharedAnalysis { analysis, position_is_input: false, to_texts }
    }

    /// The analysis with every text written out (`input` is the text analysed).
    pub fn into_analysis(self, input: &str) -> Analysis {
        let mut analysis = self.analysis;
        if self.position_is_input {
            analysis.position = input.to_owned();
        }
        for (mv, to) in analysis.winning_moves.iter_mut().zip(self.to_texts) {
            match to {
                Some(ToText::Splice(splice)) => mv.to = splice.apply(&analysis.position),
                Some(ToText::Runs(runs)) => mv.to = join_runs(&analysis.position, &runs),
                None => {}
            }
        }
        analysis
    }
}

/// [`analyze_shared`] of a Hackenbush position. Positions may be far larger than the board: up
/// to the board's size at most [`MAX_LISTED_MOVES`] winning moves are listed (each writes out
/// the whole position it leads to), beyond it only the first. One analysis, then one cut per
/// listed move: O(E) each. A cut of a bridge, in a position read in `Display`'s form, is given
/// as runs of the input's edges.
pub fn analyze_hackenbush_shared(text: &str) -> Result<SharedAnalysis, AnalyzeError> {
    // One compaction and one fusion serve the check of the text, the value, the search and the
    // cuts (see `PreparedPosition`).
    let prepared = PreparedPosition::parse(text)
        .map_err(|_: ParseHackenbushError| AnalyzeError::BadPosition { game: Hackenbush::ID })?;
    let position = prepared.position();
    let search = if position.edge_count() <= MAX_BOARD_EDGES {
        prepared.winning_moves(false, UNLIMITED)
    } else {
        prepared.winning_moves(true, IMPORT_SEARCH_WORK)
    };
    let mut to_texts = Vec::new();
    let winning_moves = search
        .moves
        .iter()
        .take(MAX_LISTED_MOVES)
        .filter_map(|&index| {
            let index = index as usize;
            let mv = position.move_of(index)?.to_string();
            match prepared.cut_runs(index) {
                Some(runs) => {
                    to_texts.push(Some(ToText::Runs(runs)));
                    Some(WinningMove { mv, to: String::new() })
                }
                None => {
                    let to = prepared.cut_text(index)?;
                    to_texts.push(None);
                    Some(WinningMove { mv, to })
                }
            }
        })
        .collect();
    let position_is_input = prepared.text_is_input();
    let analysis = Analysis::new(
        Hackenbush::ID,
        if position_is_input { String::new() } else { prepared.text() },
        Some(prepared.total().value()),
        Outcome::of(prepared.total()),
        winning_moves,
    );
    Ok(SharedAnalysis { analysis, position_is_input, to_texts })
}

/// The id of sums of games (`nim(3 4) + chocolate-eat(3x2)`) in the API.
pub const SUMS_ID: &str = SumGame::ID;

/// A sum of parts of different games: the nim-sum of their values, the winning moves as
/// `part: move` (parts counted from 1).
fn analyze_sum(text: &str) -> Result<Analysis, AnalyzeError> {
    let bad = AnalyzeError::BadSum;
    let sum: super::sums::Sum = text.parse().map_err(bad)?;
    let analysis = sum.analyse(MAX_LISTED).map_err(bad)?;
    Ok(Analysis::new(
        SUMS_ID,
        analysis.position,
        Some(analysis.total.value()),
        analysis.outcome,
        analysis.winning_moves,
    ))
}

/// A game graph: the outcome and generalized value of the start (the sum of the tokens), its
/// remoteness (none on a draw), its Grundy value where no cycle can be reached from it, and the
/// moves to a lost position; each winning move's `to` names where the tokens stand after it
/// (the graph stays the same).
fn analyze_graph(text: &str) -> Result<SharedAnalysis, AnalyzeError> {
    let position: GraphPosition =
        text.parse().map_err(|_: ParseGraphError| AnalyzeError::BadPosition { game: GameGraph::ID })?;
    let value = position.value();
    let winning_moves = GameGraph
        .winning_moves(&position)
        .into_iter()
        .take(MAX_LISTED)
        .filter_map(|mv| {
            let to = GameGraph.play(&position, &mv).ok()?;
            Some(WinningMove { mv: mv.to_string(), to: to.tokens_text() })
        })
        .collect();
    let mut analysis = Analysis::new(
        GameGraph::ID,
        position.text(),
        position.grundy().map(u64::from),
        value.outcome(),
        winning_moves,
    );
    analysis.remoteness = position.remoteness().map(u64::from);
    analysis.generalized = Some(value.to_string());
    Ok(SharedAnalysis::written(analysis))
}

/// The analysis of any [`Playable`] game: its value where known, its outcome, and its first
/// [`MAX_LISTED`] winning moves with the positions they lead to (as changes of the position's
/// text where the game gives them: [`Playable::texts_after`]).
pub fn analyze_game<G: Playable>(game: &G, text: &str) -> Result<SharedAnalysis, AnalyzeError> {
    let position: G::Position =
        text.parse().map_err(|_: G::ParseError| AnalyzeError::BadPosition { game: G::ID })?;
    let grundy = game.grundy(&position);
    let listed: Vec<(G::Move, G::Position)> = game
        .winning_moves(&position)
        .into_iter()
        .take(MAX_LISTED)
        .filter_map(|mv| {
            let to = game.play(&position, &mv).ok()?;
            Some((mv, to))
        })
        .collect();
    let outcome = match grundy {
        Some(value) => Outcome::of(value),
        None => game.outcome(&position),
    };
    let position_text = written(&position, text.len());
    let splices = game.texts_after(&position, &position_text, &listed).filter(|s| s.len() == listed.len());
    Ok(listed_analysis(
        G::ID,
        position_text,
        grundy.map(|v| v.value()),
        outcome,
        &mut listed.iter().map(|(mv, to)| (mv as &dyn fmt::Display, to as &dyn fmt::Display)),
        splices,
        text.len(),
    ))
}

/// The game-independent end of [`analyze_game`], kept out of its copies (one per game, all in
/// the app's first module with the console API): the listed winning moves written out, and each
/// `to` written out too unless `splices` gives it; `size` is the position text's length.
fn listed_analysis(
    game: &'static str,
    position: String,
    grundy: Option<u64>,
    outcome: Outcome,
    listed: &mut dyn Iterator<Item = (&dyn fmt::Display, &dyn fmt::Display)>,
    splices: Option<Vec<Splice>>,
    size: usize,
) -> SharedAnalysis {
    let winning_moves = listed
        .map(|(mv, to)| WinningMove {
            mv: written(mv, 8),
            to: if splices.is_some() { String::new() } else { written(to, size) },
        })
        .collect();
    let analysis = Analysis::new(game, position, grundy, outcome, winning_moves);
    SharedAnalysis::spliced(analysis, splices)
}

/// `value.to_string()` into a string made with room for about `size` bytes (a position's text
/// is about as long as the text it was read from): `to_string` starts small and grows the string
/// as it goes, each time copying it, many times for a text of 64 large piles.
fn written(value: &dyn fmt::Display, size: usize) -> String {
    use fmt::Write as _;
    let mut text = String::with_capacity(size + size / 8 + 8);
    let _ = write!(text, "{value}");
    text
}

#[cfg(test)]
mod tests {
    /// Each game's example position (every game has one: its line of `for_each_game!`) is one
    /// its game reads.
    #[test]
    fn every_example_is_read() {
        assert_eq!(EXAMPLES.len(), GAMES.len());
        for &(game, position) in EXAMPLES {
            analyze(game, position).unwrap_or_else(|e| panic!("{game}: {e:?}"));
        }
    }

    /// The games of issues 34 and 35 answer by their id, and an unknown id's message names them.
    #[test]
    fn the_take_and_break_games_and_the_classics_are_analysed() {
        // Kayles with rows of 5 and 7: G(5) = 4 and G(7) = 2 (OEIS A002186), 4 ⊕ 2 = 6.
        let kayles = analyze("octal", "0.77: 5 7").unwrap();
        assert_eq!((kayles.grundy, kayles.outcome), (Some(6), Outcome::N));
        // Grundy's game: G(8) = 2 and G(5) = 2 (OEIS A002188), 2 ⊕ 2 = 0.
        let grundys = analyze("grundys-game", "8 5").unwrap();
        assert_eq!((grundys.grundy, grundys.outcome), (Some(0), Outcome::P));
        // Wythoff: (3, 5) is the second cold pair after (1, 2) (OEIS A000201 and A001950).
        let wythoff = analyze("wythoff", "3 5").unwrap();
        assert_eq!((wythoff.grundy, wythoff.outcome), (Some(0), Outcome::P));
        // Staircase Nim: the odd steps 1 and 3 hold 3 and 2 coins, 3 ⊕ 2 = 1 (by hand).
        let staircase = analyze("staircase-nim", "3 1 2").unwrap();
        assert_eq!((staircase.grundy, staircase.outcome), (Some(1), Outcome::N));
        // Chomp: the 3×3 square is won by eating (2, 2), which leaves an L with equal arms, a
        // P-position (the mirror strategy; by hand).
        let square = analyze("chomp", "3 3 3").unwrap();
        assert_eq!(square.outcome, Outcome::N);
        assert!(square.winning_moves.iter().any(|m| m.to == "3 1 1"), "{:?}", square.winning_moves);
        assert_eq!(analyze("chomp", "3 1 1").unwrap().outcome, Outcome::P);
        // The maze without walls is Nim on two heaps, the columns to the left and the rows
        // above: 3 ⊕ 2 = 1 (by hand).
        let maze = analyze("maze", "..../..../...F").unwrap();
        assert_eq!((maze.grundy, maze.outcome), (Some(1), Outcome::N));
        // ABC368 F's samples: 2 3 4 is won by the first player (Ω: 1 ⊕ 1 ⊕ 2 = 2), 2 3 4 6 lost.
        let first = analyze("proper-divisor", "2 3 4").unwrap();
        assert_eq!((first.grundy, first.outcome), (Some(2), Outcome::N));
        assert_eq!(analyze("proper-divisor", "2 3 4 6").unwrap().outcome, Outcome::P);
        for id in ["octal", "grundys-game", "wythoff", "staircase-nim", "chomp", "maze", "proper-divisor"] {
            assert!(GAMES.contains(&id), "{id}");
        }
        assert_eq!(
            analyze("no-such-game", "1").unwrap_err(),
            AnalyzeError::UnknownGame("no-such-game".into())
        );
    }

    /// The README's table of the games of issues 34 and 35: each move it shows is played from the
    /// position it shows, to the position written beside it here (by hand from the rules).
    #[test]
    fn readme_moves_of_the_take_and_break_games_and_the_classics() {
        fn after<G: Playable + Default>(position: &str, mv: &str) -> String {
            let position: G::Position = position.parse().unwrap_or_else(|e| panic!("{position}: {e:?}"));
            let Ok(mv) = mv.parse::<G::Move>() else { panic!("{mv} is not a move") };
            G::default().play(&position, &mv).unwrap_or_else(|e| panic!("{mv}: {e:?}")).to_string()
        }
        use crate::games::{chomp::Chomp, grundys_game::GrundysGame, maze::Maze, octal::Octal};
        use crate::games::{proper_divisor::ProperDivisor, staircase::Staircase, wythoff::Wythoff};
        assert_eq!(after::<Octal>("0.77: 5 7", "2-2"), "0.77: 5 5");
        assert_eq!(after::<Octal>("0.77: 5 7", "2-2:1,4"), "0.77: 5 1 4");
        assert_eq!(after::<GrundysGame>("8 5", "1:3,5"), "3 5 5");
        assert_eq!(after::<Wythoff>("3 5", "1-2"), "1 5");
        assert_eq!(after::<Wythoff>("3 5", "both-2"), "1 3");
        assert_eq!(after::<Staircase>("3 1 2", "3-2"), "3 3 0");
        assert_eq!(after::<Staircase>("3 1 2", "1-3"), "0 1 2");
        assert_eq!(after::<Chomp>("5 5 5 5", "2,3"), "5 2 2 2");
        assert_eq!(after::<Maze>("..#../...../#.F../...#.", "L1"), "..#../...../#F.../...#.");
        assert_eq!(after::<ProperDivisor>("2 3 4", "3:2"), "2 3 2");
    }

    /// `written` gives `to_string`'s text whatever room it starts with (the expected value:
    /// `to_string` itself), for every game's example and large positions read back.
    #[test]
    fn written_is_to_string() {
        let positions = large_positions(&mut fastrand::Rng::with_seed(3));
        for (game, text) in EXAMPLES.iter().map(|&(game, text)| (game, text.to_owned())).chain(positions) {
            let analysis = analyze(game, &text).unwrap();
            for size in [0, 1, text.len() / 2, text.len(), 10 * text.len()] {
                assert_eq!(written(&analysis.position, size), analysis.position.to_string(), "{game}");
            }
        }
    }

    /// The large positions are ones their games read, over several seeds, and the contest tree
    /// is one the import box reads.
    #[test]
    fn large_positions_are_read() {
        for seed in [17, 1, 2] {
            let positions = large_positions(&mut fastrand::Rng::with_seed(seed));
            assert!(positions.len() >= 10);
            for (game, position) in positions {
                analyze(game, &position).unwrap_or_else(|e| panic!("{game}: {position:.80}: {e:?}"));
                // The prime-factor positions are primes (the expected value: Miller–Rabin,
                // exact below 2^64).
                if game == PrimeFactor::ID {
                    assert!(super::super::reduction::prime_factor::is_prime(position.parse().unwrap()));
                }
            }
            let contest = contest_tree(&mut fastrand::Rng::with_seed(seed), 4_000);
            let answer = crate::games::hackenbush::notation::import(&contest).unwrap();
            assert_eq!(answer.edges, 3_999);
        }
    }

    /// Large positions of the games whose analyses take a millisecond or more (the benchmark
    /// suite's shapes, smaller), a few per game, for the tests of long texts.
    fn large_positions(rng: &mut fastrand::Rng) -> Vec<(&'static str, String)> {
        use fmt::Write as _;
        // `count` numbers in `low..high`, each followed by `after`.
        fn numbers(rng: &mut fastrand::Rng, count: usize, low: u64, high: u64, after: &str) -> String {
            let mut text = String::new();
            for _ in 0..count {
                let _ = write!(text, "{}{after}", rng.u64(low..high));
            }
            text
        }
        // Hackenbush: a random tree, and a tree with edges back to a vertex a few steps above
        // (cycles).
        let mut tree = String::new();
        let mut cycles = String::new();
        for v in 1..4_000u32 {
            let _ = write!(tree, "{}-{v} ", rng.u32(0..v));
            let _ = write!(cycles, "{}-{v} ", rng.u32(v.saturating_sub(8)..v));
            if v % 3 == 0 {
                let _ = write!(cycles, "{}-{v} ", rng.u32(v.saturating_sub(8)..v));
            }
        }
        let mut list = vec![
            (GameGraph::ID, contest_graph(rng, 2_000, 20_000)),
            (Hackenbush::ID, tree),
            (Hackenbush::ID, cycles),
        ];
        for game in [Cutting::ID, ChocolateSplit::ID, ChocolateEat::ID] {
            for _ in 0..4 {
                let mut bars = String::new();
                for _ in 0..4 {
                    let _ = write!(bars, "{}x{} ", rng.u32(30..40), rng.u32(30..40));
                }
                list.push((game, bars));
            }
        }
        for _ in 0..4 {
            // Nine members fixed and a last one new each time (a sequence computed afresh).
            let last = rng.u64(301..600);
            let heaps = numbers(rng, 64, 1, 1_000_000_000, " ");
            list.push((Subtraction::ID, format!("1,31,62,93,124,155,186,217,248,{last}: {heaps}")));
            list.push((NimK::ID, format!("3: {}", numbers(rng, 64, 1 << 30, 1 << 31, " "))));
        }
        list.push((MisereSubtraction::ID, "1,3,4: 14 15 16".to_owned()));
        list.push((MisereSubtraction::ID, "2,3: 13 14 15".to_owned()));
        // Primes, so the trial division runs to their square roots; rows of coins.
        for (game, position) in [
            (PrimeFactor::ID, "9999999967"),
            (PrimeFactor::ID, "999999937"),
            (FunnyGame::ID, "20000 15000 9000"),
            (FunnyGame::ID, "19999 12001 7"),
        ] {
            list.push((game, position.to_owned()));
        }
        list
    }

    /// A random tree of `n` vertices in the contest format of Hackenbush's import box (`n`, then an
    /// edge `u v` a line, the ground vertex 1).
    fn contest_tree(rng: &mut fastrand::Rng, n: u32) -> String {
        use fmt::Write as _;
        let mut text = format!("{n}\n");
        for v in 2..=n {
            let _ = writeln!(text, "{} {v}", rng.u32(1..v));
        }
        text
    }

    /// A random game graph in the contest format: `n` vertices numbered from 1, `arrows` moves
    /// from the first four fifths (the rest are final).
    fn contest_graph(rng: &mut fastrand::Rng, n: usize, arrows: usize) -> String {
        let mut heads = vec![Vec::new(); n];
        for _ in 0..arrows {
            heads[rng.usize(0..n - n / 5)].push(rng.usize(1..=n));
        }
        let mut text = format!("{n}\n");
        for list in heads {
            text.push_str(&list.len().to_string());
            for head in list {
                text.push(' ');
                text.push_str(&head.to_string());
            }
            text.push('\n');
        }
        text
    }

    use super::*;
    use crate::games::chocolate::{ChocolateEat, ChocolateSplit, Cutting};
    use crate::games::hackenbush::HackenbushPosition;
    use crate::games::reduction::{funny::FunnyGame, prime_factor::PrimeFactor};
    use crate::games::sums::SumError;
    use crate::games::takeaway::nim_k::NimK;
    use crate::games::takeaway::subtraction::{MisereSubtraction, Subtraction};

    #[test]
    fn seed_example_through_the_api() {
        // Seed 000: from {8, 6, 5} (nim-sum 11) the one winning move takes 5 from the 8.
        let analysis = analyze("nim", "8, 6, 5").unwrap();
        assert_eq!(
            analysis,
            Analysis::new(
                "nim",
                "8 6 5".into(),
                Some(11),
                Outcome::N,
                vec![WinningMove { mv: "1-5".into(), to: "3 6 5".into() }],
            )
        );
        let json = serde_json::to_value(&analysis).unwrap();
        assert_eq!(json["winning_moves"][0]["move"], "1-5");
        assert_eq!(json["outcome"], "N");
        // Extras only where a game reports them: no `remoteness` or `generalized` keys here.
        assert!(json.get("remoteness").is_none() && json.get("generalized").is_none(), "{json}");
    }

    #[test]
    fn hackenbush_through_the_api() {
        // Two stalks of 1 and a stalk of 2 (seed 004 §4): 1 ⊕ 1 ⊕ 2 = 2; the only winning move
        // cuts the stalk of 2 at the ground (leaving 1 ⊕ 1 = 0). Hand calculation.
        let analysis = analyze("hackenbush", "0-1 0-2 0-3 3-4").unwrap();
        assert_eq!((analysis.grundy, analysis.outcome), (Some(2), Outcome::N));
        assert_eq!(analysis.winning_moves, vec![WinningMove { mv: "0-3".into(), to: "0-1 0-2".into() }]);
        // Beyond the board's size: the first winning move only. A stalk of 3000: cut at the ground.
        let stalk = HackenbushPosition::stalk(3_000).to_string();
        let big = analyze("hackenbush", &stalk).unwrap();
        assert_eq!(big.grundy, Some(3_000));
        assert_eq!(big.winning_moves, vec![WinningMove { mv: "0-1".into(), to: "ground".into() }]);
        // 1 999 leaves on the ground: 1 999 × *1 = *1 (odd count); every cut leaves 1 998
        // leaves, *0, so all 1 999 cuts win (hand calculation). Only the first 64 are listed.
        let leaves = HackenbushPosition::stalks(&[1; 1_999]).to_string();
        let many = analyze("hackenbush", &leaves).unwrap();
        assert_eq!((many.grundy, many.winning_moves.len()), (Some(1), MAX_LISTED_MOVES));
        assert_eq!(many.winning_moves[0].mv, "0-1");
        assert_eq!(
            analyze("hackenbush", "0-1 7-8").unwrap_err(),
            AnalyzeError::BadPosition { game: "hackenbush" }
        );
    }

    #[test]
    fn p_position_has_no_winning_moves() {
        // 1 ⊕ 2 ⊕ 3 = 0 by hand.
        let analysis = analyze("nim", "1 2 3").unwrap();
        assert_eq!((analysis.grundy, analysis.outcome), (Some(0), Outcome::P));
        assert!(analysis.winning_moves.is_empty());
    }

    #[test]
    fn sums_through_the_api() {
        // 3 ⊕ 4 ⊕ 2 (a Hackenbush stalk of 2) = 5 by hand; the winning moves bring it to 0.
        let analysis = analyze("sums", "nim(3 4) + hackenbush(0-1 1-2)").unwrap();
        assert_eq!((analysis.grundy, analysis.outcome), (Some(5), Outcome::N));
        assert_eq!(analysis.position, "nim(3 4) + hackenbush(0-1 1-2)");
        // Only the Nim part can reach the value needed: 3 ⊕ 4 = 7 must become 7 ⊕ 5 = 2, so
        // the 4 becomes 4 ⊕ 5 = 1 (take 3); the stalk would need 2 ⊕ 5 = 7 (hand calculation).
        assert_eq!(
            analysis.winning_moves,
            vec![WinningMove { mv: "1: 2-3".into(), to: "nim(3 1) + hackenbush(0-1 1-2)".into() }]
        );
        let bad = analyze("sums", "nim(3) + go(1)").unwrap_err();
        assert_eq!(bad, AnalyzeError::BadSum(SumError::UnknownGame { part: 2, id: "go".into() }));
    }

    #[test]
    fn bad_input_is_an_error() {
        assert_eq!(analyze("chess", "e4").unwrap_err(), AnalyzeError::UnknownGame("chess".into()));
        assert_eq!(analyze("nim", "3 x").unwrap_err(), AnalyzeError::BadPosition { game: "nim" });
    }
}
