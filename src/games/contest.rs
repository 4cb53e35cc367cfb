//! Each lesson's contest problem: its input read (typed errors, size limits) and its expected
//! output computed by the engine, so a learner can check their own program on any input.
//! The statements' words live in the ui (both languages); their samples live here, beside the
//! solver, and a test checks that the engine's answers equal them.
//!
//! Two problems are public contest problems read by the imports that exist: Georgia and Bob
//! (POJ 1704, `reduction::georgia::import`) and Game on Tree (AtCoder AGC017 D, the Hackenbush
//! contest format of `hackenbush::notation`). The cutting game's input is POJ 2311's.

use crate::engine::Nimber;
use crate::games::Outcome;
use crate::games::chocolate::{Bar, ChocolatePosition, MAX_SIDE, Variant};
use crate::games::graph::{Graph, analysis};
use crate::games::hackenbush::notation as tree;
use crate::games::maze::{self, MazeValues};
use crate::games::nim::{MAX_PILE, MAX_PILES, NimPosition};
use crate::games::octal::{self, OctalCode};
use crate::games::proper_divisor::omega;
use crate::games::reduction::euclid::EuclidPosition;
use crate::games::reduction::georgia;
use crate::games::takeaway::nim_k::{MAX_K, NimKPosition};
use crate::games::takeaway::subtraction::{MAX_MEMBER, MAX_SET, Sequence, SequenceRule, SubtractionSet};
use crate::games::wythoff;

/// Longer input is refused before reading: enough for every problem's largest stated input
/// (Game on Tree's 10^5 lines of two numbers up to 10^5 are about 1.3 million characters).
pub const MAX_INPUT_LEN: usize = 2_000_000;
/// At most this many numbers (heaps, bars, lines) in one input.
pub const MAX_ITEMS: u64 = 10_000;
/// The largest Nim heap in the Nim problems (10^18).
pub const MAX_NIM_HEAP: u64 = 1_000_000_000_000_000_000;
/// The largest heap or count in the take-away problems (10^9).
pub const MAX_TAKEAWAY: u64 = 1_000_000_000;

/// Kayles' octal code (lesson 12's problem).
const KAYLES: &str = "0.77";

/// The most numbers in lesson 14's problem (ABC368 F: N ≤ 10^5).
const MAX_DIVIDING_COUNT: u64 = 100_000;
/// The largest number in lesson 14's problem (ABC368 F: A_i ≤ 10^5).
const MAX_DIVIDING_NUMBER: u64 = 100_000;

/// The most vertices, and the most arrows, in lesson 16's problem (10^5 lines of two numbers up
/// to 10^5 are about 1.4 million characters).
const MAX_GRAPH: u64 = 100_000;

/// The problem at the end of each lesson (lesson 14 has two).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Lesson 1: N heaps; who wins Nim.
    NimWinner,
    /// Lesson 2: N heaps; how many first moves win.
    NimWinningMoves,
    /// Lesson 3: count up from 1 saying 1 to K numbers a turn; whoever says N loses.
    SayN,
    /// Lesson 4: a subtraction set and a heap; its Grundy value.
    SubtractionValue,
    /// Lesson 5: a subtraction set and M heaps played side by side; who wins.
    SubtractionSum,
    /// Lesson 6: eat-chocolate bars; who wins.
    EatBars,
    /// Lesson 7: POJ 2311, one W×H sheet a line; WIN or LOSE for the first player.
    Cutting,
    /// Lesson 8: POJ 1704 Georgia and Bob.
    Georgia,
    /// Lesson 9: Euclid's game (POJ 2348), T cases of two numbers up to 10^18; who wins each.
    Euclid,
    /// Lesson 10: Moore's Nim_k; who wins.
    NimK,
    /// Lesson 11: AtCoder AGC017 D, Game on Tree.
    GameOnTree,
    /// Lesson 12: Kayles on N rows of up to 10^18 pins; who wins.
    Kayles,
    /// Lesson 13: Wythoff's game, T cases of two heaps up to 10^18; who wins each.
    Wythoff,
    /// Lesson 14: AtCoder ABC368 F, the divisor game; Anna or Bruno.
    DividingGame,
    /// Lesson 14: K figures in one maze (left or up, walls stop them); who wins.
    Maze,
    /// Lesson 15: misère Nim, N heaps of 1 to 10^18; how many first moves win.
    MisereWinningMoves,
    /// Lesson 16: a token on a directed graph (cycles allowed); Win, Lose or Draw from each
    /// vertex.
    GraphToken,
}

/// The problems of lesson `n` (from 1), in the order the lesson sets them.
pub const LESSON_PROBLEMS: [&[Problem]; 16] = [
    &[Problem::NimWinner],
    &[Problem::NimWinningMoves],
    &[Problem::SayN],
    &[Problem::SubtractionValue],
    &[Problem::SubtractionSum],
    &[Problem::EatBars],
    &[Problem::Cutting],
    &[Problem::Georgia],
    &[Problem::Euclid],
    &[Problem::NimK],
    &[Problem::GameOnTree],
    &[Problem::Kayles],
    &[Problem::Wythoff],
    &[Problem::DividingGame, Problem::Maze],
    &[Problem::MisereWinningMoves],
    &[Problem::GraphToken],
];

/// One sample of a statement: its input and the expected output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub input: &'static str,
    pub output: &'static str,
}

/// A sample as a struct literal (so a slice of them is a promoted constant).
macro_rules! sample {
    ($input:expr, $output:expr) => {
        Sample { input: $input, output: $output }
    };
}

/// What a number in the input stands for (worded by the ui).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// How many heaps, bars, members or test cases follow.
    Count,
    Heap,
    /// A member of the subtraction set.
    Take,
    /// The most numbers said in one turn (K), or Moore's k.
    K,
    /// The number N that loses.
    Target,
    /// A vertex of a graph (an arrow's tail or head).
    Vertex,
    Side,
    /// A row of a grid: its number, or its line of squares.
    Row,
    Column,
}

/// Why an input could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContestError {
    Empty,
    TooLong {
        len: usize,
    },
    NotANumber {
        token: String,
    },
    /// The input ended where a `what` was expected.
    Missing {
        what: Field,
    },
    OutOfRange {
        what: Field,
        value: u64,
        min: u64,
        max: u64,
    },
    /// Numbers are left after the input's end.
    Leftover {
        count: usize,
    },
    /// POJ 1704's input, as its import reads it.
    Georgia(georgia::ImportError),
    /// The tree format, as the Hackenbush import reads it.
    Tree(tree::ImportError),
    /// Grid row `row` (from 1) is not `width` squares of `.` and `#`.
    GridRow {
        row: usize,
        fault: GridFault,
    },
    /// Figure `figure` (from 1) stands on a wall at (`row`, `column`), from 1.
    OnWall {
        figure: usize,
        row: u64,
        column: u64,
    },
    /// The subtraction set's values showed no period within the first `terms`, and a heap lies
    /// beyond them: its value is not known (rather than guessed).
    NoPeriod {
        terms: usize,
    },
}

/// What is wrong with a line of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridFault {
    /// It has `len` squares where the grid is `width` wide.
    Length { len: usize, width: usize },
    /// It holds a character that is neither `.` nor `#`.
    Character(char),
}

/// The input's whole numbers, read one at a time with their meaning and range.
struct Reader<'a> {
    tokens: std::str::SplitWhitespace<'a>,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Result<Reader<'a>, ContestError> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ContestError::TooLong { len: text.len() });
        }
        if text.trim().is_empty() {
            return Err(ContestError::Empty);
        }
        Ok(Reader { tokens: text.split_whitespace() })
    }

    fn next(&mut self, what: Field, min: u64, max: u64) -> Result<u64, ContestError> {
        let token = self.tokens.next().ok_or(ContestError::Missing { what })?;
        let value: u64 = token.parse().map_err(|_| ContestError::NotANumber { token: token.to_owned() })?;
        if value < min || value > max {
            return Err(ContestError::OutOfRange { what, value, min, max });
        }
        Ok(value)
    }

    fn list(&mut self, count: u64, what: Field, min: u64, max: u64) -> Result<Vec<u64>, ContestError> {
        (0..count).map(|_| self.next(what, min, max)).collect()
    }

    /// The next line of a grid `width` squares wide: `true` for a wall.
    fn grid_row(&mut self, row: usize, width: usize) -> Result<Vec<bool>, ContestError> {
        let token = self.tokens.next().ok_or(ContestError::Missing { what: Field::Row })?;
        let fault = |fault| ContestError::GridRow { row, fault };
        if let Some(c) = token.chars().find(|&c| c != '.' && c != '#') {
            return Err(fault(GridFault::Character(c)));
        }
        if token.len() != width {
            return Err(fault(GridFault::Length { len: token.len(), width }));
        }
        Ok(token.bytes().map(|b| b == b'#').collect())
    }

    /// True when the input has no tokens left.
    fn at_end(&mut self) -> bool {
        self.tokens.clone().next().is_none()
    }

    fn end(self) -> Result<(), ContestError> {
        match self.tokens.count() {
            0 => Ok(()),
            count => Err(ContestError::Leftover { count }),
        }
    }
}

fn first_second(first_wins: bool) -> String {
    if first_wins { "First" } else { "Second" }.to_string()
}

fn nim_sum(heaps: &[u64]) -> Nimber {
    heaps.iter().fold(Nimber::ZERO, |acc, &h| acc ^ Nimber(h))
}

/// A subtraction set of `count` members read from the input, and its Grundy sequence.
fn subtraction(input: &mut Reader) -> Result<Sequence, ContestError> {
    let count = input.next(Field::Count, 1, MAX_SET as u64)?;
    let members = input.list(count, Field::Take, 1, u64::from(MAX_MEMBER))?;
    let members: Vec<u32> = members.into_iter().map(|m| m as u32).collect();
    // The members are in range and at most MAX_SET: the set is made.
    let set = SubtractionSet::new(&members).map_err(|_| ContestError::OutOfRange {
        what: Field::Count,
        value: count,
        min: 1,
        max: MAX_SET as u64,
    })?;
    Ok(Sequence::compute(&set, SequenceRule::Grundy, 0))
}

/// The Grundy value of a heap of `n` under `sequence`, through its proven period.
fn heap_value(sequence: &Sequence, n: u64) -> Result<Nimber, ContestError> {
    // Past the computed values, only the period gives a value.
    sequence
        .value(n)
        .map(|v| Nimber(u64::from(v)))
        .ok_or(ContestError::NoPeriod { terms: sequence.values.len() })
}

/// How many moves win misère Nim from `heaps` (each at least 1), by Bouton's rule (lesson 15):
/// a move wins when it leaves a position lost for the player then to move.
fn misere_winning_moves(heaps: &[u64]) -> usize {
    let large = heaps.iter().filter(|&&h| h >= 2).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match large {
        // Only heaps of 1 (none empty): an even number of them is won, by taking any one of them
        // (an odd number is left); an odd number is lost.
        0 if ones % 2 == 0 => ones,
        0 => 0,
        // One larger heap: made 0 or 1, whichever leaves an odd number of heaps of 1; no other
        // move leaves a lost position.
        1 => 1,
        // Two or more: Nim's winning moves (each leaves a larger heap and a nim-sum of 0), and
        // only they.
        _ => {
            let total = nim_sum(heaps);
            heaps.iter().filter(|&&h| (Nimber(h) ^ total).value() < h).count()
        }
    }
}

impl Problem {
    /// The statement's samples (the expected outputs by hand; see the test).
    pub fn samples(self) -> &'static [Sample] {
        match self {
            Problem::NimWinner => &[sample!("3\n1 2 3\n", "Second"), sample!("2\n7 8\n", "First")],
            Problem::NimWinningMoves => {
                &[sample!("3\n8 6 5\n", "1"), sample!("3\n1 2 3\n", "0"), sample!("3\n7 11 13\n", "3")]
            }
            Problem::SayN => &[sample!("30 3\n", "First"), sample!("5 3\n", "Second")],
            Problem::SubtractionValue => &[sample!("3\n1 2 4\n5\n", "2"), sample!("3\n1 3 4\n7\n", "0")],
            Problem::SubtractionSum => {
                &[sample!("3\n1 3 4\n2\n4 5\n", "First"), sample!("3\n1 3 4\n2\n2 7\n", "Second")]
            }
            Problem::EatBars => &[sample!("2\n2 2\n1 3\n", "First"), sample!("2\n1 2\n2 1\n", "Second")],
            Problem::Cutting => &[sample!("2 2\n3 2\n4 2\n", "LOSE\nLOSE\nWIN")],
            Problem::Georgia => {
                &[sample!("2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n", "Bob will win\nGeorgia will win")]
            }
            Problem::Euclid => &[sample!("2\n34 12\n15 24\n", "First\nSecond")],
            Problem::NimK => &[sample!("3 2\n1 2 3\n", "First"), sample!("3 1\n1 2 3\n", "Second")],
            Problem::GameOnTree => {
                &[sample!("5\n1 2\n2 3\n2 4\n4 5\n", "Alice"), sample!("5\n1 2\n2 3\n1 4\n4 5\n", "Bob")]
            }
            Problem::Kayles => &[
                sample!("2\n1 4\n", "Second"),
                sample!("3\n3 5 7\n", "First"),
                sample!("2\n1 1000000000000000000\n", "Second"),
            ],
            Problem::Wythoff => &[
                sample!("3\n3 5\n4 9\n0 0\n", "Second\nFirst\nSecond"),
                sample!(
                    "2\n161803398874989484 261803398874989484\n161803398874989484 261803398874989485\n",
                    "Second\nFirst"
                ),
            ],
            Problem::DividingGame => &[sample!("3\n2 3 4\n", "Anna"), sample!("4\n2 3 4 6\n", "Bruno")],
            Problem::Maze => &[
                sample!("4 4\n..#.\n...#\n.#..\n#...\n1\n4 4\n", "First"),
                sample!("3 4\n....\n....\n....\n2\n3 4\n1 2\n", "Second"),
            ],
            Problem::MisereWinningMoves => {
                &[sample!("3\n1 1 2\n", "1"), sample!("4\n1 1 1 1\n", "4"), sample!("3\n3 5 7\n", "3")]
            }
            Problem::GraphToken => &[
                sample!("4 4\n1 2\n2 1\n2 3\n3 4\n", "Draw\nDraw\nWin\nLose"),
                sample!("5 6\n1 2\n2 3\n3 1\n3 4\n4 5\n2 5\n", "Lose\nWin\nWin\nWin\nLose"),
                sample!("3 3\n1 1\n1 2\n2 3\n", "Draw\nWin\nLose"),
            ],
        }
    }

    /// The input format, as a statement prints it (the same in every language).
    pub fn format(self) -> &'static str {
        match self {
            Problem::NimWinner | Problem::NimWinningMoves => "N\na_1 a_2 ... a_N",
            Problem::SayN => "N K",
            Problem::SubtractionValue => "K\ns_1 s_2 ... s_K\nN",
            Problem::SubtractionSum => "K\ns_1 s_2 ... s_K\nM\nh_1 h_2 ... h_M",
            Problem::EatBars => "M\nh_1 w_1\nh_2 w_2\n...\nh_M w_M",
            Problem::Cutting => "W H\nW H\n...",
            Problem::Georgia => "T\nN\nP_1 P_2 ... P_N\n...",
            Problem::Euclid => "T\na_1 b_1\na_2 b_2\n...\na_T b_T",
            Problem::NimK => "N k\na_1 a_2 ... a_N",
            Problem::GameOnTree => "N\nx_1 y_1\nx_2 y_2\n...\nx_{N-1} y_{N-1}",
            Problem::Kayles => "N\na_1 a_2 ... a_N",
            Problem::Wythoff => "T\nx_1 y_1\nx_2 y_2\n...\nx_T y_T",
            Problem::DividingGame => "N\nA_1 A_2 ... A_N",
            Problem::Maze => "H W\nS_1\nS_2\n...\nS_H\nK\nr_1 c_1\n...\nr_K c_K",
            Problem::MisereWinningMoves => "N\na_1 a_2 ... a_N",
            Problem::GraphToken => "N M\nu_1 v_1\nu_2 v_2\n...\nu_M v_M",
        }
    }

    /// The constraints, as a statement prints them (the limits this solver reads), in notation
    /// only: they are shown as they are in both languages.
    pub fn constraints(self) -> &'static [&'static str] {
        match self {
            Problem::NimWinner | Problem::NimWinningMoves => &["1 ≤ N ≤ 10^4", "0 ≤ a_i ≤ 10^18"],
            Problem::SayN => &["1 ≤ N ≤ 10^9", "1 ≤ K ≤ 10"],
            Problem::SubtractionValue => &["1 ≤ K ≤ 10", "1 ≤ s_i ≤ 1000", "0 ≤ N ≤ 10^9"],
            Problem::SubtractionSum => &["1 ≤ K ≤ 10", "1 ≤ s_i ≤ 1000", "1 ≤ M ≤ 10^4", "0 ≤ h_i ≤ 10^9"],
            Problem::EatBars => &["1 ≤ M ≤ 1024", "1 ≤ h_i, w_i ≤ 200"],
            Problem::Cutting => &["2 ≤ W, H ≤ 200"],
            Problem::Georgia => &["1 ≤ T ≤ 100", "1 ≤ N ≤ 1000", "1 ≤ P_i ≤ 10^4"],
            Problem::Euclid => &["1 ≤ T ≤ 10^4", "1 ≤ a_i, b_i ≤ 10^18"],
            Problem::NimK => &["1 ≤ N ≤ 64", "1 ≤ k ≤ 64", "0 ≤ a_i ≤ 2^31 − 1"],
            Problem::GameOnTree => &["2 ≤ N ≤ 10^5", "1 ≤ x_i, y_i ≤ N"],
            Problem::Kayles => &["1 ≤ N ≤ 10^4", "1 ≤ a_i ≤ 10^18"],
            Problem::Wythoff => &["1 ≤ T ≤ 10^4", "0 ≤ x_i, y_i ≤ 10^18"],
            Problem::DividingGame => &["1 ≤ N ≤ 10^5", "2 ≤ A_i ≤ 10^5"],
            Problem::Maze => &[
                "1 ≤ H, W ≤ 200",
                "|S_i| = W, S_{i,j} ∈ {., #}",
                "1 ≤ K ≤ 10^4",
                "1 ≤ r_i ≤ H, 1 ≤ c_i ≤ W, S_{r_i,c_i} = .",
            ],
            Problem::MisereWinningMoves => &["1 ≤ N ≤ 10^4", "1 ≤ a_i ≤ 10^18"],
            Problem::GraphToken => &["1 ≤ N ≤ 10^5", "0 ≤ M ≤ 10^5", "1 ≤ u_i, v_i ≤ N"],
        }
    }

    /// Public contest problems on the same idea: (contest, problem id, title), each read and
    /// checked to need this problem's idea (none where no such problem was found).
    pub fn related(self) -> &'static [(&'static str, &'static str, &'static str)] {
        const POJ_2975: (&str, &str, &str) = ("POJ", "2975", "Nim");
        const DP_K: (&str, &str, &str) = ("AtCoder Educational DP Contest", "dp_k", "K - Stones");
        const S_NIM: (&str, &str, &str) = ("POJ", "2960", "S-Nim");
        match self {
            Problem::NimWinner | Problem::NimWinningMoves => &[POJ_2975],
            Problem::SayN => &[DP_K],
            Problem::SubtractionValue => &[DP_K, S_NIM],
            Problem::SubtractionSum => &[S_NIM],
            // POJ 2311 (the cutting game) keeps both pieces and is lesson 7's; none found that
            // eats a corner off bars of any size.
            Problem::EatBars => &[],
            Problem::Cutting => &[("POJ", "2311", "Cutting Game")],
            Problem::Georgia => &[("POJ", "1704", "Georgia and Bob")],
            // POJ 2348 is this game (input ends with 0 0, names Stan and Ollie).
            Problem::Euclid => &[("POJ", "2348", "Euclid's Game")],
            // White and black pieces on a row, each move pushes 1 to d of one's own: every pair's
            // gap is a heap, and the game is Moore's Nim_d; the task counts the starts the first
            // player wins, by the bits of Moore's condition. (ARC091 F, listed before, is another
            // game: a take bounded by the heap's size over K.)
            Problem::NimK => &[("Luogu", "P2490", "[SDOI2011] 黑白棋")],
            Problem::GameOnTree => &[("AtCoder AGC017", "agc017_d", "D - Game on Tree")],
            // Kayles itself on rows up to 300 pins, some knocked down (no period needed there).
            Problem::Kayles => &[("HackerRank", "game-of-kyles", "Game of Kyles")],
            Problem::Wythoff => &[("POJ", "1067", "取石子游戏")],
            Problem::DividingGame => &[("AtCoder ABC368", "abc368_f", "F - Dividing Game")],
            // A coin on each of C boards, moved down, right or diagonally by 1 or 2: each board's
            // squares valued by the mex, the boards added up (no walls).
            Problem::Maze => &[("CodeChef", "CHEFBRO", "Younger Brother")],
            // Misère Nim itself: POJ 3480 asks who wins (T cases, "John" moves first, whoever eats
            // the last sweet loses); CodinGame's lists every winning move of a few heaps.
            Problem::MisereWinningMoves => {
                &[("POJ", "3480", "John"), ("CodinGame", "misere-nim", "Misère Nim")]
            }
            // The same retrograde analysis with draws on other graphs: ABC209 E's moves are words
            // (a word follows one that ends with its first three letters; Takahashi, Aoki or Draw
            // for each first word); CF 787C's are steps round a circle, each player with a set of
            // their own (Win, Lose or Loop for each start and first player).
            Problem::GraphToken => {
                &[("AtCoder ABC209", "abc209_e", "E - Shiritori"), ("Codeforces", "787C", "Berzerk")]
            }
        }
    }

    /// The expected output for `input`, computed by the engine, or why the input is not in the
    /// problem's format.
    pub fn solve(self, input: &str) -> Result<String, ContestError> {
        match self {
            Problem::Georgia => {
                let cases = georgia::import(input).map_err(ContestError::Georgia)?;
                return Ok(georgia::contest_output(&cases));
            }
            Problem::GameOnTree => {
                if input.len() > MAX_INPUT_LEN {
                    return Err(ContestError::TooLong { len: input.len() });
                }
                let answer = tree::import(input).map_err(ContestError::Tree)?;
                return Ok(if answer.grundy == 0 { "Bob" } else { "Alice" }.to_string());
            }
            _ => {}
        }
        let mut input = Reader::new(input)?;
        let output = match self {
            Problem::NimWinner | Problem::NimWinningMoves => {
                let count = input.next(Field::Count, 1, MAX_ITEMS)?;
                let heaps = input.list(count, Field::Heap, 0, MAX_NIM_HEAP)?;
                let total = nim_sum(&heaps);
                if self == Problem::NimWinner {
                    first_second(!total.is_zero())
                } else {
                    // A winning move makes heap h into h ⊕ total, when that is smaller.
                    heaps.iter().filter(|&&h| (Nimber(h) ^ total).value() < h).count().to_string()
                }
            }
            Problem::SayN => {
                let target = input.next(Field::Target, 1, MAX_TAKEAWAY)?;
                let k = input.next(Field::K, 1, MAX_SET as u64)?;
                // Whoever says N loses, so whoever says N − 1 wins: a heap of N − 1 with takes 1..=K.
                let members: Vec<u32> = (1..=k as u32).collect();
                let set = SubtractionSet::new(&members).map_err(|_| ContestError::OutOfRange {
                    what: Field::K,
                    value: k,
                    min: 1,
                    max: MAX_SET as u64,
                })?;
                let sequence = Sequence::compute(&set, SequenceRule::Grundy, 0);
                first_second(!heap_value(&sequence, target - 1)?.is_zero())
            }
            Problem::SubtractionValue => {
                let sequence = subtraction(&mut input)?;
                let n = input.next(Field::Heap, 0, MAX_TAKEAWAY)?;
                heap_value(&sequence, n)?.value().to_string()
            }
            Problem::SubtractionSum => {
                let sequence = subtraction(&mut input)?;
                let count = input.next(Field::Count, 1, MAX_ITEMS)?;
                let heaps = input.list(count, Field::Heap, 0, MAX_TAKEAWAY)?;
                let total = heaps.iter().try_fold(Nimber::ZERO, |acc, &h| {
                    Ok::<_, ContestError>(acc ^ heap_value(&sequence, h)?)
                })?;
                first_second(!total.is_zero())
            }
            Problem::EatBars => {
                let count = input.next(Field::Count, 1, crate::games::chocolate::MAX_BARS as u64)?;
                let mut bars = Vec::with_capacity(count as usize);
                for _ in 0..count {
                    let h = input.next(Field::Side, 1, u64::from(MAX_SIDE))? as u32;
                    let w = input.next(Field::Side, 1, u64::from(MAX_SIDE))? as u32;
                    bars.push(Bar { h, w });
                }
                let position = ChocolatePosition::new(bars).map_err(|_| ContestError::OutOfRange {
                    what: Field::Count,
                    value: count,
                    min: 1,
                    max: crate::games::chocolate::MAX_BARS as u64,
                })?;
                first_second(Variant::Eat.nim_sum(&position).is_some_and(|v| !v.is_zero()))
            }
            Problem::Cutting => {
                let mut lines = Vec::new();
                while !input.at_end() {
                    if lines.len() as u64 >= MAX_ITEMS {
                        return Err(ContestError::OutOfRange {
                            what: Field::Count,
                            value: MAX_ITEMS + 1,
                            min: 1,
                            max: MAX_ITEMS,
                        });
                    }
                    let w = input.next(Field::Side, 2, u64::from(MAX_SIDE))? as u32;
                    let h = input.next(Field::Side, 2, u64::from(MAX_SIDE))? as u32;
                    // Both sides are at least 2: the sheet has a value in the simpler game.
                    let value = Variant::Cutting.nim_sum(
                        &ChocolatePosition::new(vec![Bar { h, w }]).map_err(|_| ContestError::Empty)?,
                    );
                    lines.push(if value.is_some_and(|v| !v.is_zero()) { "WIN" } else { "LOSE" });
                }
                lines.join("\n")
            }
            Problem::NimK => {
                let count = input.next(Field::Count, 1, MAX_PILES as u64)?;
                let k = input.next(Field::K, 1, u64::from(MAX_K))?;
                let heaps = input.list(count, Field::Heap, 0, MAX_PILE)?;
                let heaps =
                    NimPosition::new(heaps).map_err(|_| ContestError::Missing { what: Field::Heap })?;
                first_second(!NimKPosition { k: k as u32, heaps }.is_p_position())
            }
            Problem::Kayles => {
                let count = input.next(Field::Count, 1, MAX_ITEMS)?;
                let rows = input.list(count, Field::Heap, 1, MAX_NIM_HEAP)?;
                // Kayles' period (12 from a row of 71 on) is proven by the octal periodicity
                // theorem within the sequence's first values: every row up to 10^18 has a value.
                let code: OctalCode = KAYLES.parse().map_err(|_| ContestError::Empty)?;
                let sequence = octal::sequence(&code, 0).map_err(|_| ContestError::Empty)?;
                let total = rows.iter().fold(Nimber(0), |total, &row| {
                    total ^ Nimber(u64::from(sequence.value(row).unwrap_or(0)))
                });
                first_second(!total.is_zero())
            }
            Problem::Wythoff => {
                let count = input.next(Field::Count, 1, MAX_ITEMS)?;
                let mut lines = Vec::new();
                for _ in 0..count {
                    let x = input.next(Field::Heap, 0, MAX_NIM_HEAP)?;
                    let y = input.next(Field::Heap, 0, MAX_NIM_HEAP)?;
                    // The player to move loses exactly on a cold pair (integer arithmetic).
                    lines.push(if wythoff::is_cold(x, y) { "Second" } else { "First" });
                }
                lines.join("\n")
            }
            Problem::Euclid => {
                let count = input.next(Field::Count, 1, MAX_ITEMS)?;
                let mut lines = Vec::new();
                for _ in 0..count {
                    let a = input.next(Field::Heap, 1, MAX_NIM_HEAP)?;
                    let b = input.next(Field::Heap, 1, MAX_NIM_HEAP)?;
                    // The chain of forced moves decides it, in O(log min(a, b)) steps. (Two
                    // numbers of 1 to 10^18 are always a position: the error cannot come.)
                    let position = EuclidPosition::new(a, b).map_err(|_| ContestError::Empty)?;
                    lines.push(if position.outcome() == Outcome::N { "First" } else { "Second" });
                }
                lines.join("\n")
            }
            Problem::DividingGame => {
                let count = input.next(Field::Count, 1, MAX_DIVIDING_COUNT)?;
                let numbers = input.list(count, Field::Heap, 2, MAX_DIVIDING_NUMBER)?;
                // A number is worth Ω(n), its prime factors counted with multiplicity (lesson 14).
                let total = numbers.iter().fold(0u32, |total, &n| total ^ omega(n));
                if total != 0 { "Anna" } else { "Bruno" }.to_string()
            }
            Problem::Maze => {
                let height = input.next(Field::Side, 1, maze::MAX_SIDE as u64)? as usize;
                let width = input.next(Field::Side, 1, maze::MAX_SIDE as u64)? as usize;
                let mut walls = Vec::with_capacity(height * width);
                for row in 1..=height {
                    walls.extend(input.grid_row(row, width)?);
                }
                // Every square's value by the mex rule, row by row from the top left (lesson 14).
                let values = MazeValues::new(width, &walls);
                let count = input.next(Field::Count, 1, MAX_ITEMS)?;
                let mut total = Nimber::ZERO;
                for figure in 1..=count as usize {
                    let row = input.next(Field::Row, 1, height as u64)?;
                    let column = input.next(Field::Column, 1, width as u64)?;
                    let value = values
                        .get(row as usize - 1, column as usize - 1)
                        .ok_or(ContestError::OnWall { figure, row, column })?;
                    // The figures move apart: a sum of games, worth the nim-sum of the squares.
                    total ^= value;
                }
                first_second(!total.is_zero())
            }
            Problem::MisereWinningMoves => {
                let count = input.next(Field::Count, 1, MAX_ITEMS)?;
                let heaps = input.list(count, Field::Heap, 1, MAX_NIM_HEAP)?;
                misere_winning_moves(&heaps).to_string()
            }
            Problem::GraphToken => {
                let n = input.next(Field::Count, 1, MAX_GRAPH)?;
                let m = input.next(Field::Count, 0, MAX_GRAPH)?;
                let mut arrows = Vec::with_capacity(m as usize);
                for _ in 0..m {
                    let u = input.next(Field::Vertex, 1, n)?;
                    let v = input.next(Field::Vertex, 1, n)?;
                    arrows.push((u as u32 - 1, v as u32 - 1));
                }
                // The game graph's own retrograde analysis (lesson 16): a repeated arrow is the
                // same move, a loop a move that leaves the token where it is.
                let names = (1..=n).map(|v| v.to_string()).collect();
                let retro = analysis::retrograde(&Graph::from_arrows(names, &arrows));
                let word = |status| match status {
                    analysis::Status::Won => "Win",
                    analysis::Status::Lost => "Lose",
                    analysis::Status::Draw => "Draw",
                };
                retro.status.into_iter().map(word).collect::<Vec<_>>().join("\n")
            }
            Problem::Georgia | Problem::GameOnTree => unreachable!("answered above"),
        };
        input.end()?;
        Ok(output)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heap past the computed values of a set whose period was not found is refused, not
    /// read as 0; one within them is read.
    #[test]
    fn a_heap_past_values_without_a_period_is_refused() {
        let set = SubtractionSet::new(&[1, 2]).expect("a set");
        let sequence = Sequence { set, rule: SequenceRule::Grundy, values: vec![0, 1, 2, 0], period: None };
        assert_eq!(heap_value(&sequence, 3), Ok(Nimber(0)));
        assert_eq!(heap_value(&sequence, 4), Err(ContestError::NoPeriod { terms: 4 }));
    }

    /// Each statement's samples, answered by the engine, are the statement's outputs. The
    /// outputs were worked by hand:
    /// - Nim: 1 ⊕ 2 ⊕ 3 = 0; 7 ⊕ 8 = 15.
    /// - Winning moves (as in POJ 2975): 8 ⊕ 6 ⊕ 5 = 11, and only 8 ⊕ 11 = 3 < 8; 1 ⊕ 2 ⊕ 3 = 0
    ///   leaves none; 7 ⊕ 11 ⊕ 13 = 1 and every heap h has h ⊕ 1 < h (all odd).
    /// - Say N: a heap of N − 1 with takes 1..=3 is worth (N − 1) mod 4: 29 → 1, 4 → 0.
    /// - Subtraction: seed 001's example g(5) = 2 for {1, 2, 4}, and its exercise g(7) = 0 for
    ///   {1, 3, 4}; sums over {1, 3, 4} (0, 1, 0, 1, 2, 3, 2, 0): 2 ⊕ 3 = 1, 0 ⊕ 0 = 0.
    /// - Eat: 2×2 is worth 1, 1×3 is 3, 1×2 and 2×1 are 2 (lesson 5's values): 1 ⊕ 3, 2 ⊕ 2.
    /// - Cutting: POJ 2311's sample (2×2 and 3×2: every cut leaves a strip; 4×2 cuts into
    ///   2×2 + 2×2, worth 0).
    /// - Georgia and Bob: POJ 1704's samples.
    /// - Euclid's game: POJ 2348's samples (34 ≥ 2 · 12 wins at once; 24 and 15 force
    ///   (15, 9), (9, 6), (6, 3), three forced moves, and 6 = 2 · 3 wins for the player then to
    ///   move, the first player's opponent).
    /// - Nim_k: lesson 10 (columns of 1, 2, 3 hold two ones each: not multiples of 3 for k = 2,
    ///   multiples of 2 for k = 1).
    /// - Game on Tree: AGC017 D's first two samples (tree values 4 and 2 ⊕ 2 = 0 by the colon
    ///   principle).
    /// - Kayles (lesson 12's table, by the mex rule): G(1) = G(4) = 1, so 1 and 4 is lost;
    ///   G(3) ⊕ G(5) ⊕ G(7) = 3 ⊕ 4 ⊕ 2 = 5; 10^18 − 71 ≡ 5 (mod 12), so G(10^18) = G(76) = 1
    ///   and 1 ⊕ 1 = 0 (the test below checks the period against the mex rule).
    /// - Wythoff: (3, 5) is the cold pair of k = 2 (3 = ⌊2φ⌋, 5 = 3 + 2; OEIS A000201, A001950),
    ///   (4, 9) is not one (4's pair is (4, 7)), (0, 0) has no move; k = 10^17 gives
    ///   ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2 = 161803398874989484 (integer square root, by hand in Python),
    ///   its pair adds k, and one more stone on heap 2 leaves a won position.
    /// - Dividing Game (ABC368 F's samples): Ω(2) = Ω(3) = 1, Ω(4) = 2 (2·2), Ω(6) = 2 (2·3);
    ///   1 ⊕ 1 ⊕ 2 = 2, so Anna wins, and 1 ⊕ 1 ⊕ 2 ⊕ 2 = 0, so Bruno wins.
    /// - Maze: lesson 14's maze, filled in by hand row by row (0 1 # 0 / 1 0 2 # / 2 # 0 1 /
    ///   # 0 1 2): the figure's corner is worth mex{0, 1} = 2; without walls square (r, c) is
    ///   worth r ⊕ c (lesson 14's proof, from 0): (2, 3) and (0, 1) are both worth 1.
    /// - Misère winning moves (lesson 15, by hand): 1 1 2 has one larger heap, and only taking 1
    ///   from it leaves an odd number of 1s (three); 1 1 1 1 is won by taking any of the four
    ///   heaps (three are left); 3 5 7 has larger heaps and nim-sum 1, so as in Nim every heap
    ///   (all odd) loses a stone to 2 4 7, 3 4 7 or 3 5 6 (nim-sum 0).
    /// - A token on a graph (lesson 16, by hand, backwards from the vertices without a move):
    ///   sample 1: 4 has no move (Lose), 3 moves to it (Win); 2's moves go to 3 (won) and 1,
    ///   whose only move comes back to 2: neither is ever decided (Draw, Draw). Sample 2: 5 has
    ///   no move (Lose); 4 and 2 move to it (Win); 1's only move goes to the won 2 (Lose); 3 moves
    ///   to the lost 1 (Win): the cycle 1, 2, 3 is decided. Sample 3: 3 has no move (Lose), 2
    ///   moves to it (Win); 1's moves go to 2 (won) and to 1 itself, never decided (Draw).
    #[test]
    fn every_statement_sample_is_answered_as_stated() {
        for &problem in LESSON_PROBLEMS.iter().flat_map(|problems| problems.iter()) {
            assert!(!problem.samples().is_empty(), "{problem:?}");
            for s in problem.samples() {
                assert_eq!(problem.solve(s.input).as_deref(), Ok(s.output), "{problem:?} on {:?}", s.input);
            }
        }
    }

    /// Euclid's game by brute force of its rule (subtract a positive multiple of the smaller from
    /// the larger, staying at 0 or more; whoever makes a 0 wins), for every pair up to 60.
    #[test]
    fn euclid_cases_follow_the_rule() {
        const N: usize = 60;
        // win[a][b] for a ≥ b ≥ 1: the player to move wins.
        let mut win = vec![vec![false; N + 1]; N + 1];
        for a in 1..=N {
            for b in 1..=a {
                win[a][b] = (1..=a / b).any(|k| {
                    let rest = a - k * b;
                    rest == 0 || !win[b.max(rest)][b.min(rest)]
                });
            }
        }
        let mut input = format!("{}\n", N * N);
        let mut expected = Vec::new();
        for a in 1..=N {
            for b in 1..=N {
                input.push_str(&format!("{a} {b}\n"));
                expected.push(if win[a.max(b)][a.min(b)] { "First" } else { "Second" });
            }
        }
        assert_eq!(Problem::Euclid.solve(&input), Ok(expected.join("\n")));
        assert!(matches!(
            Problem::Euclid.solve("1\n0 5"),
            Err(ContestError::OutOfRange { what: Field::Heap, .. })
        ));
    }

    /// Kayles' values by the mex rule of the stated moves (knock down one pin or two touching
    /// pins; a row splits where pins are knocked out of its middle), up to 400 pins; rows past
    /// that through the period the mex rule shows (12, from 71 on), checked on its last 300 values.
    #[test]
    fn kayles_rows_are_valued_by_the_mex_rule_and_its_period() {
        let mut g = vec![0u64; 401];
        for n in 1..g.len() {
            let mut seen = [false; 64];
            for take in 1..=2.min(n) {
                for left in 0..=n - take {
                    seen[(g[left] ^ g[n - take - left]) as usize] = true;
                }
            }
            g[n] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
        assert!((71..g.len() - 12).all(|n| g[n] == g[n + 12]), "period 12 from 71");
        assert_ne!(g[70], g[82], "70 is before the period");
        let value = |row: u64| if row < 401 { g[row as usize] } else { g[71 + ((row - 71) % 12) as usize] };
        let rows = [1u64, 2, 70, 71, 150, 399, 400, 401, 12_345, 999_999_999_999, 1_000_000_000_000_000_000];
        for &a in &rows {
            for &b in &rows {
                let input = format!("2\n{a} {b}\n");
                let expected = if value(a) == value(b) { "Second" } else { "First" };
                assert_eq!(Problem::Kayles.solve(&input).as_deref(), Ok(expected), "{a} {b}");
            }
        }
        assert!(matches!(
            Problem::Kayles.solve("1\n0"),
            Err(ContestError::OutOfRange { what: Field::Heap, .. })
        ));
    }

    /// The divisor game's answers against the stated rules: each number's value by the mex of
    /// its proper divisors' values (no Ω), and the engine's own game (`catalog::analyze`) on the
    /// same numbers, for every pair and some triples of numbers from 2 to 40.
    #[test]
    fn dividing_game_is_answered_as_the_mex_rule_and_the_engine_decide() {
        let mut g = vec![0u32; 201];
        for n in 2..g.len() {
            let mut seen = [false; 16];
            for d in (1..n).filter(|d| n % d == 0) {
                seen[g[d] as usize] = true;
            }
            g[n] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
        assert_eq!((g[2], g[4], g[12], g[64], g[60], g[97]), (1, 2, 3, 6, 4, 1));
        let check = |numbers: &[u64]| {
            let text = numbers.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            let input = format!("{}\n{text}\n", numbers.len());
            let total = numbers.iter().fold(0, |t, &n| t ^ g[n as usize]);
            let expected = if total != 0 { "Anna" } else { "Bruno" };
            assert_eq!(Problem::DividingGame.solve(&input).as_deref(), Ok(expected), "{text}");
            let engine =
                crate::games::catalog::analyze("proper-divisor", &text).expect("the engine reads it");
            assert_eq!(engine.outcome == crate::games::Outcome::N, total != 0, "{text}");
        };
        for a in 2..=40 {
            for b in a..=40 {
                check(&[a, b]);
            }
            check(&[a, 2 * a, 3 * a]);
        }
        check(&[200, 199, 198, 197]);
        assert!(matches!(
            Problem::DividingGame.solve("1\n1"),
            Err(ContestError::OutOfRange { what: Field::Heap, .. })
        ));
        assert!(matches!(
            Problem::DividingGame.solve("2\n4 100001"),
            Err(ContestError::OutOfRange { what: Field::Heap, .. })
        ));
    }

    /// The maze problem against the stated rules: each square's value by a memoised mex over the
    /// squares a figure reaches left or up (walls stop it), with no use of `MazeValues`, on
    /// pseudo-random grids with one to three figures; one figure also against the game's own
    /// analysis (`catalog::analyze("maze", …)`).
    #[test]
    fn maze_figures_are_answered_as_the_mex_rule_decides() {
        fn value(walls: &[Vec<bool>], r: usize, c: usize, memo: &mut [Vec<Option<u64>>]) -> u64 {
            if let Some(v) = memo[r][c] {
                return v;
            }
            let mut options = Vec::new();
            for left in (0..c).rev().take_while(|&x| !walls[r][x]) {
                options.push(value(walls, r, left, memo));
            }
            for up in (0..r).rev().take_while(|&y| !walls[y][c]) {
                options.push(value(walls, up, c, memo));
            }
            let v = (0..).find(|v| !options.contains(v)).unwrap();
            memo[r][c] = Some(v);
            v
        }
        let mut seed = 0x2545_f491_u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for case in 0..300 {
            let (h, w) = (1 + next(7) as usize, 1 + next(7) as usize);
            let walls: Vec<Vec<bool>> = (0..h).map(|_| (0..w).map(|_| next(4) == 0).collect()).collect();
            let free: Vec<(usize, usize)> =
                (0..h).flat_map(|r| (0..w).map(move |c| (r, c))).filter(|&(r, c)| !walls[r][c]).collect();
            if free.is_empty() {
                continue;
            }
            let mut memo = vec![vec![None; w]; h];
            let figures: Vec<(usize, usize)> =
                (0..1 + next(3)).map(|_| free[next(free.len() as u64) as usize]).collect();
            let total = figures.iter().fold(0, |t, &(r, c)| t ^ value(&walls, r, c, &mut memo));
            let rows: Vec<String> =
                walls.iter().map(|row| row.iter().map(|&x| if x { '#' } else { '.' }).collect()).collect();
            let places: Vec<String> = figures.iter().map(|(r, c)| format!("{} {}", r + 1, c + 1)).collect();
            let input = format!("{h} {w}\n{}\n{}\n{}\n", rows.join("\n"), figures.len(), places.join("\n"));
            let expected = if total != 0 { "First" } else { "Second" };
            assert_eq!(Problem::Maze.solve(&input).as_deref(), Ok(expected), "case {case}: {input}");
            if let [(r, c)] = figures[..] {
                let mut picture = rows.clone();
                picture[r].replace_range(c..c + 1, "F");
                let engine = crate::games::catalog::analyze("maze", &picture.join("/")).expect("a maze");
                assert_eq!(engine.outcome == crate::games::Outcome::N, total != 0, "case {case}");
            }
        }
    }

    /// Misère Nim's winning moves against the stated rules: whether the player to move wins by
    /// a memoised search (whoever takes the last stone loses, so the player left without stones
    /// has won), and the moves to a lost position counted, for every list of one to four heaps of
    /// 1 to 6 stones; and the engine's own game (`MisereNim::winning_moves`) on the same heaps.
    #[test]
    fn misere_winning_moves_are_counted_as_the_rules_decide() {
        use crate::games::Playable;
        use crate::games::takeaway::misere_nim::{MisereNim, won_by_search};
        use std::collections::HashMap;
        /// The moves (heap, stones left) after which the player to move has lost.
        fn lost_after(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> Vec<(usize, u64)> {
            let mut moves = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for left in 0..h {
                    let mut after = heaps.to_vec();
                    after[i] = left;
                    if !won_by_search(&after, memo) {
                        moves.push((i, left));
                    }
                }
            }
            moves
        }
        let mut memo = HashMap::new();
        let mut lists: Vec<Vec<u64>> = vec![Vec::new()];
        for _ in 0..4 {
            lists = lists.iter().flat_map(|l| (1..=6).map(move |h| [l.clone(), vec![h]].concat())).collect();
            for heaps in &lists {
                let count = lost_after(heaps, &mut memo).len();
                let text = heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
                let input = format!("{}\n{text}\n", heaps.len());
                assert_eq!(Problem::MisereWinningMoves.solve(&input), Ok(count.to_string()), "{text}");
                let position: NimPosition = text.parse().expect("Nim's heaps");
                assert_eq!(MisereNim.winning_moves(&position).len(), count, "{text}");
            }
        }
        // The largest heaps: two equal ones are lost; one alone is won by taking all but one.
        let big = MAX_NIM_HEAP;
        assert_eq!(Problem::MisereWinningMoves.solve(&format!("2\n{big} {big}\n")).as_deref(), Ok("0"));
        assert_eq!(Problem::MisereWinningMoves.solve(&format!("1\n{big}\n")).as_deref(), Ok("1"));
        assert!(matches!(
            Problem::MisereWinningMoves.solve("2\n0 3"),
            Err(ContestError::OutOfRange { what: Field::Heap, .. })
        ));
    }

    /// Lesson 16's problem against the stated rules, by a search that knows nothing of
    /// counters: the player to move wins within k moves when some move reaches a vertex lost
    /// within k − 1, and loses within k when every move (at least none) reaches one won within
    /// k − 1; what is neither after as many rounds as there are vertices is a draw. Every graph
    /// of 1 to 5 vertices with up to 8 arrows drawn at random (loops and repeated arrows
    /// included), 2 000 of them; then the largest input, a path of 10^5 vertices whose ends
    /// alternate.
    #[test]
    fn graph_token_answers_agree_with_a_search_by_moves() {
        let mut rng = fastrand::Rng::with_seed(16);
        for _ in 0..2_000 {
            let n = rng.usize(1..=5);
            let arrows: Vec<(usize, usize)> =
                (0..rng.usize(0..=8)).map(|_| (rng.usize(0..n), rng.usize(0..n))).collect();
            let (mut won, mut lost) = (vec![false; n], vec![false; n]);
            for _ in 0..=2 * n {
                let moves = |v: usize| arrows.iter().filter(move |a| a.0 == v).map(|a| a.1);
                let next_won: Vec<bool> = (0..n).map(|v| won[v] || moves(v).any(|w| lost[w])).collect();
                let next_lost: Vec<bool> = (0..n).map(|v| lost[v] || moves(v).all(|w| won[w])).collect();
                (won, lost) = (next_won, next_lost);
            }
            let expected: Vec<&str> = (0..n)
                .map(|v| match (won[v], lost[v]) {
                    (true, _) => "Win",
                    (_, true) => "Lose",
                    _ => "Draw",
                })
                .collect();
            let lines: Vec<String> = arrows.iter().map(|(u, v)| format!("{} {}", u + 1, v + 1)).collect();
            let input = format!("{n} {}\n{}\n", arrows.len(), lines.join("\n"));
            assert_eq!(Problem::GraphToken.solve(&input), Ok(expected.join("\n")), "{input}");
        }
        // A path 1 → 2 → … → 10^5: the last vertex is lost, and the others alternate back from it.
        let n = MAX_GRAPH;
        let path: Vec<String> = (1..n).map(|v| format!("{v} {}", v + 1)).collect();
        let output =
            Problem::GraphToken.solve(&format!("{n} {}\n{}\n", n - 1, path.join("\n"))).expect("read");
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.len(), n as usize);
        assert_eq!((lines[0], lines[n as usize - 2], lines[n as usize - 1]), ("Win", "Win", "Lose"));
        assert!(matches!(
            Problem::GraphToken.solve("2 1\n1 3\n"),
            Err(ContestError::OutOfRange { what: Field::Vertex, value: 3, .. })
        ));
    }

    #[test]
    fn a_maze_input_that_is_not_a_maze_is_refused_with_a_reason() {
        use ContestError::*;
        let fault = |row, fault| Err(GridRow { row, fault });
        assert_eq!(
            Problem::Maze.solve("2 3\n...\n..\n1\n1 1"),
            fault(2, GridFault::Length { len: 2, width: 3 })
        );
        assert_eq!(Problem::Maze.solve("2 1\n1 x\n"), fault(1, GridFault::Character('1')));
        assert_eq!(Problem::Maze.solve("1 2\n.F\n1\n1 2"), fault(1, GridFault::Character('F')));
        assert_eq!(Problem::Maze.solve("2 2\n..\n"), Err(Missing { what: Field::Row }));
        assert_eq!(Problem::Maze.solve("1 2\n.#\n1\n1 2"), Err(OnWall { figure: 1, row: 1, column: 2 }));
        assert!(matches!(Problem::Maze.solve("1 2\n..\n1\n2 1"), Err(OutOfRange { what: Field::Row, .. })));
        assert!(matches!(Problem::Maze.solve("201 1\n"), Err(OutOfRange { what: Field::Side, .. })));
        // The largest grid, without walls, with a figure in the far corner: worth 199 ⊕ 199 = 0.
        let row = ".".repeat(200);
        let input = format!("200 200\n{}\n1\n200 200\n", vec![row; 200].join("\n"));
        assert_eq!(Problem::Maze.solve(&input).as_deref(), Ok("Second"));
    }

    #[test]
    fn malformed_input_is_refused_with_a_reason() {
        use ContestError::*;
        assert_eq!(Problem::NimWinner.solve(""), Err(Empty));
        assert_eq!(Problem::NimWinner.solve("2\n1"), Err(Missing { what: Field::Heap }));
        assert_eq!(Problem::NimWinner.solve("2\n1 x"), Err(NotANumber { token: "x".into() }));
        assert_eq!(Problem::NimWinner.solve("1\n1 2"), Err(Leftover { count: 1 }));
        assert_eq!(Problem::NimWinner.solve("1\n-3"), Err(NotANumber { token: "-3".into() }));
        assert!(matches!(Problem::SayN.solve("0 3"), Err(OutOfRange { what: Field::Target, .. })));
        assert!(matches!(Problem::SayN.solve("10 11"), Err(OutOfRange { what: Field::K, .. })));
        assert!(matches!(Problem::Cutting.solve("1 5"), Err(OutOfRange { what: Field::Side, .. })));
        assert!(matches!(Problem::Georgia.solve("1\n2\n3"), Err(Georgia(_))));
        assert!(matches!(Problem::GameOnTree.solve("3\n1 2"), Err(Tree(_))));
        let long = "1 ".repeat(MAX_INPUT_LEN);
        assert!(matches!(Problem::NimWinner.solve(&long), Err(TooLong { .. })));
        assert!(matches!(Problem::GameOnTree.solve(&long), Err(TooLong { .. })));
        // The largest allowed values are answered (no overflow): a heap of 10^9 − 1 with takes
        // 1..=10 is worth (10^9 − 1) mod 11 = 9 (10 ≡ −1 mod 11, so 10^9 ≡ −1 ≡ 10): First.
        assert_eq!(Problem::SayN.solve(&format!("{MAX_TAKEAWAY} 10")).as_deref(), Ok("First"));
    }

    #[test]
    fn a_subtraction_value_follows_the_mex_rule_far_out() {
        // {1, 3, 4} has period 7 (0, 1, 0, 1, 2, 3, 2): 10^9 = 7 · 142857142 + 6, worth 2.
        assert_eq!(Problem::SubtractionValue.solve("3\n1 3 4\n1000000000").as_deref(), Ok("2"));
    }
}
