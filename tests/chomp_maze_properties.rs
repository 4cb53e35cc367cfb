//! Property tests of Chomp and the maze game against brute forces of the stated rules: small
//! recursive searches written here, independent of the games' own searches (Chomp over sets of
//! squares as bit masks, the maze over the figure's squares).
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use grundy_lab::engine::{Nimber, mex};
use grundy_lab::games::chomp::{
    Chomp, ChompError, ChompMove, ChompPosition, ChompReason, MAX_COLUMNS, MAX_INPUT_LEN as CHOMP_MAX_INPUT,
    MAX_ROWS, ParseChompError,
};
use grundy_lab::games::maze::{
    Direction, MAX_INPUT_LEN as MAZE_MAX_INPUT, MAX_SIDE, Maze, MazeError, MazeMove, MazePosition,
    MazeReason, ParseMazeError,
};
use grundy_lab::games::{Outcome, Playable};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

// ---------------------------------------------------------------------------------------------
// Chomp

/// Brute force of the stated rules on any set of squares of a 4×4 box (bit 4r + c): a move
/// picks a square other than (0,0) and removes every square (r', c') with r' ≥ r, c' ≥ c.
struct ChompBrute {
    memo: HashMap<u16, u64>,
}

fn bite(row: usize, column: usize) -> u16 {
    let mut mask = 0;
    for r in row..4 {
        for c in column..4 {
            mask |= 1 << (4 * r + c);
        }
    }
    mask
}

impl ChompBrute {
    fn new() -> Self {
        ChompBrute { memo: HashMap::new() }
    }

    /// The moves (row, column from 0) and the sets they leave.
    fn moves(set: u16) -> Vec<((usize, usize), u16)> {
        (1..16)
            .filter(|&s| set & (1 << s) != 0)
            .map(|s| ((s / 4, s % 4), set & !bite(s / 4, s % 4)))
            .collect()
    }

    fn grundy(&mut self, set: u16) -> u64 {
        if let Some(&v) = self.memo.get(&set) {
            return v;
        }
        let values: Vec<Nimber> =
            Self::moves(set).into_iter().map(|(_, to)| Nimber(self.grundy(to))).collect();
        let value = mex(values).value();
        self.memo.insert(set, value);
        value
    }
}

fn mask_of(rows: &[u32]) -> u16 {
    let mut mask = 0;
    for (r, &len) in rows.iter().enumerate() {
        for c in 0..len as usize {
            mask |= 1 << (4 * r + c);
        }
    }
    mask
}

/// Every Young diagram (non-increasing non-empty rows) inside a `rows`×`columns` box.
fn diagrams(rows: usize, columns: u32) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut stack: Vec<Vec<u32>> = (1..=columns).map(|c| vec![c]).collect();
    while let Some(d) = stack.pop() {
        if d.len() < rows {
            for c in 1..=*d.last().unwrap() {
                let mut next = d.clone();
                next.push(c);
                stack.push(next);
            }
        }
        out.push(d);
    }
    out
}

fn chomp(text: &str) -> ChompPosition {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn mv(row: u32, column: u32) -> ChompMove {
    ChompMove { row, column }
}

/// A recursive brute force over Young diagrams (any size), memoised: for shapes beyond 4×4.
fn diagram_brute(rows: &[u32], memo: &mut HashMap<Vec<u32>, u64>) -> u64 {
    if let Some(&v) = memo.get(rows) {
        return v;
    }
    let mut values = Vec::new();
    for (r, &len) in rows.iter().enumerate() {
        for c in 0..len {
            if (r, c) == (0, 0) {
                continue;
            }
            let mut next: Vec<u32> =
                rows.iter().enumerate().map(|(i, &l)| if i < r { l } else { l.min(c) }).collect();
            next.retain(|&l| l > 0);
            values.push(Nimber(diagram_brute(&next, memo)));
        }
    }
    let value = mex(values).value();
    memo.insert(rows.to_vec(), value);
    value
}

#[test]
fn chomp_matches_brute_force_on_every_position_within_4x4() {
    let mut brute = ChompBrute::new();
    let all = diagrams(4, 4);
    assert_eq!(all.len(), 69, "C(8,4) − 1 non-empty diagrams");
    for rows in all {
        let position = ChompPosition::from_rows(rows.clone()).unwrap();
        let set = mask_of(&rows);
        let value = brute.grundy(set);
        assert_eq!(Chomp.grundy(&position), Some(Nimber(value)), "{position}");
        assert_eq!(Chomp.outcome(&position), Outcome::of(Nimber(value)), "{position}");
        // Winning moves: exactly the moves the brute force sends to value 0, row-major.
        let mut expected: Vec<ChompMove> = ChompBrute::moves(set)
            .into_iter()
            .filter(|&(_, to)| brute.grundy(to) == 0)
            .map(|((r, c), _)| mv(r as u32 + 1, c as u32 + 1))
            .collect();
        expected.sort_by_key(|m| (m.row, m.column));
        assert_eq!(Chomp.winning_moves(&position), expected, "{position}");
        // Every move of the brute force is legal and leaves the same set.
        for ((r, c), to) in ChompBrute::moves(set) {
            let after = Chomp.play(&position, &mv(r as u32 + 1, c as u32 + 1)).unwrap();
            assert_eq!(mask_of(after.rows()), to, "{position} {r},{c}");
        }
        // The option values agree with the brute force too.
        for (m, v) in Chomp.options(&position).unwrap() {
            let after = Chomp.play(&position, &m).unwrap();
            assert_eq!(v.value(), brute.grundy(mask_of(after.rows())), "{position} {m}");
        }
        assert_eq!(Chomp.is_over(&position), rows == [1]);
        // The computer: from an N-position to value 0, from a P-position any legal move.
        match Chomp.computer_move(&position) {
            None => assert_eq!(rows, [1]),
            Some(choice) => {
                let after = Chomp.play(&position, &choice.mv).unwrap();
                let left = brute.grundy(mask_of(after.rows()));
                match choice.reason {
                    ChompReason::ToZero { value: v } => assert_eq!((v.value(), left), (value, 0)),
                    ChompReason::Losing { replies } => {
                        assert_eq!(value, 0);
                        assert_eq!(replies, Chomp.winning_moves(&after).len());
                    }
                    other => panic!("{position}: {other:?}"),
                }
            }
        }
    }
}

#[test]
fn chomp_matches_a_recursive_brute_force_on_larger_shapes() {
    let mut memo = HashMap::new();
    for rows in diagrams(5, 6) {
        let position = ChompPosition::from_rows(rows.clone()).unwrap();
        assert_eq!(Chomp.grundy(&position), Some(Nimber(diagram_brute(&rows, &mut memo))), "{position}");
    }
}

#[test]
fn a_diagram_and_its_transpose_have_the_same_value() {
    // Rows and columns play the same part in the rule (a bite takes everything below and to the
    // right), so mirroring a position in its diagonal changes nothing.
    let transpose = |rows: &[u32]| -> Vec<u32> {
        (0..rows[0]).map(|c| rows.iter().filter(|&&r| r > c).count() as u32).collect()
    };
    for rows in diagrams(6, 6) {
        let position = ChompPosition::from_rows(rows.clone()).unwrap();
        let mirrored = ChompPosition::from_rows(transpose(&rows)).unwrap();
        assert_eq!(Chomp.grundy(&position), Chomp.grundy(&mirrored), "{position} / {mirrored}");
    }
}

#[test]
fn a_square_is_won_by_taking_2_2() {
    // (2,2) leaves an L with equal arms: the second player copies every bite on the other arm.
    for n in 2..=11u32 {
        let square = ChompPosition::rectangle(n as usize, n).unwrap();
        assert!(Chomp.winning_moves(&square).contains(&mv(2, 2)), "{n}×{n}");
        let after = Chomp.play(&square, &mv(2, 2)).unwrap();
        let mut arms = vec![n];
        arms.extend(std::iter::repeat_n(1, n as usize - 1));
        assert_eq!(after.rows(), arms);
        assert_eq!(Chomp.grundy(&after), Some(Nimber::ZERO));
    }
}

#[test]
fn two_rows_are_lost_exactly_when_the_bottom_is_one_shorter() {
    for a in 1..=40u32 {
        for b in 0..=a {
            let rows = if b == 0 { vec![a] } else { vec![a, b] };
            let position = ChompPosition::from_rows(rows).unwrap();
            let lost = Chomp.grundy(&position) == Some(Nimber::ZERO);
            assert_eq!(lost, b + 1 == a, "{position}");
        }
    }
}

#[test]
fn a_row_is_a_nim_heap_and_an_l_is_two() {
    for n in 1..=MAX_COLUMNS {
        let row = ChompPosition::rectangle(1, n).unwrap();
        assert_eq!(Chomp.grundy(&row), Some(Nimber(u64::from(n) - 1)));
        let expected = if n > 1 { vec![mv(1, 2)] } else { vec![] };
        assert_eq!(Chomp.winning_moves(&row), expected, "1×{n}: eat all but the poison");
    }
    for a in 1..=30u32 {
        for b in 1..=30usize {
            let mut rows = vec![a];
            rows.extend(std::iter::repeat_n(1, b - 1));
            let l = ChompPosition::from_rows(rows).unwrap();
            assert_eq!(Chomp.grundy(&l), Some(Nimber(u64::from(a - 1) ^ (b as u64 - 1))), "{l}");
        }
    }
}

#[test]
fn rectangles_beyond_the_search_are_won_by_strategy_stealing() {
    // 12×12 reaches C(24,12) − 1 = 2 704 155 positions, over the limit.
    let square = ChompPosition::rectangle(12, 12).unwrap();
    assert!(square.search().is_err());
    assert_eq!(Chomp.grundy(&square), None);
    assert_eq!(Chomp.outcome(&square), Outcome::N);
    assert_eq!(Chomp.checked_outcome(&square), Ok(Outcome::N));
    assert!(Chomp.winning_moves(&square).is_empty());
    let choice = Chomp.computer_move(&square).unwrap();
    assert_eq!(choice.mv, mv(2, 2));
    assert_eq!(choice.reason, ChompReason::SquareMirror { side: 12 });
    // The L it leaves is small, searched and lost for the opponent.
    let after = Chomp.play(&square, &choice.mv).unwrap();
    assert_eq!(Chomp.grundy(&after), Some(Nimber::ZERO));

    let bar = chomp(&["30"; 13].join(" "));
    assert_eq!(Chomp.outcome(&bar), Outcome::N);
    let choice = Chomp.computer_move(&bar).unwrap();
    assert_eq!(
        choice,
        grundy_lab::games::ComputerMove { mv: mv(13, 30), reason: ChompReason::TooLarge { rectangle: true } }
    );
    // One bite later the position is no rectangle: unknown, and refused as text.
    let bitten = Chomp.play(&bar, &choice.mv).unwrap();
    assert!(Chomp.checked_outcome(&bitten).is_err());
    assert_eq!(Chomp.grundy(&bitten), None);
    let text = bitten.to_string();
    assert!(matches!(text.parse::<ChompPosition>(), Err(ParseChompError::TooLargeToSearch(_))));
    assert_eq!(ChompPosition::read_shape(&text), Ok(bitten));
    // The largest rectangle is read and known.
    let largest = ChompPosition::rectangle(MAX_ROWS, MAX_COLUMNS).unwrap();
    assert_eq!(chomp(&largest.to_string()), largest);
    assert_eq!(Chomp.outcome(&largest), Outcome::N);
    // 1×1 is a rectangle too, but lost: no move.
    assert_eq!(Chomp.outcome(&chomp("1")), Outcome::P);
}

#[test]
fn the_largest_searchable_square_is_solved() {
    // 11×11: 705 431 positions, the most of any square within the limits.
    let square = ChompPosition::rectangle(11, 11).unwrap();
    let search = square.search().expect("11×11 is searched");
    assert_eq!(search.positions(), 705_431);
    assert_ne!(Chomp.grundy(&square), Some(Nimber::ZERO));
}

#[test]
fn chomp_parse_errors() {
    let err = |text: &str| text.parse::<ChompPosition>().unwrap_err();
    assert_eq!(err(""), ParseChompError::Empty);
    assert_eq!(err(" ,  "), ParseChompError::Empty);
    assert_eq!(err("3 0"), ParseChompError::EmptyRow { row: 2 });
    assert_eq!(err("0"), ParseChompError::EmptyRow { row: 1 });
    assert_eq!(err("3 4"), ParseChompError::Increasing { row: 2, length: 4, above: 3 });
    assert_eq!(err("3 x"), ParseChompError::NotANumber { row: 2, token: "x".into() });
    assert_eq!(err("-3"), ParseChompError::NotANumber { row: 1, token: "-3".into() });
    assert_eq!(err("201"), ParseChompError::TooLong { row: 1, token: "201".into() });
    assert!(matches!(err("99999999999999999999999"), ParseChompError::TooLong { row: 1, .. }));
    assert_eq!(err(&["1"; 201].join(" ")), ParseChompError::TooManyRows { count: 201 });
    assert_eq!(
        err(&" ".repeat(CHOMP_MAX_INPUT + 1)),
        ParseChompError::TooLongText { len: CHOMP_MAX_INPUT + 1 }
    );
    assert!(matches!(
        err(&["12"; 12].join(" ").replacen("12", "13", 1)),
        ParseChompError::TooLargeToSearch(_)
    ));
    // Commas and extra spaces are read; Display writes single spaces.
    assert_eq!(chomp(" 5,5  4\t1 ").to_string(), "5 5 4 1");
    assert_eq!(ChompPosition::default().to_string(), "5 5 5 5");
    for text in ["", "0,1", "1,0", "a,b", "2", "2,", "-1,2", "99999999999,1"] {
        assert!(text.parse::<ChompMove>().is_err(), "{text}");
    }
    assert_eq!("2,3".parse::<ChompMove>(), Ok(mv(2, 3)));
    assert_eq!(" 2 , 3 ".parse::<ChompMove>(), Ok(mv(2, 3)));
    let bar = chomp("3 2");
    assert_eq!(Chomp.play(&bar, &mv(1, 1)), Err(ChompError::Poisoned));
    assert_eq!(Chomp.play(&bar, &mv(2, 3)), Err(ChompError::NoSquare { row: 2, column: 3 }));
    assert_eq!(Chomp.play(&bar, &mv(3, 1)), Err(ChompError::NoSquare { row: 3, column: 1 }));
    assert_eq!(Chomp.play(&bar, &mv(0, 2)), Err(ChompError::NoSquare { row: 0, column: 2 }));
    assert_eq!(Chomp.play(&bar, &mv(1, 2)), Ok(chomp("1 1")));
    assert_eq!(Chomp.play(&bar, &mv(2, 1)), Ok(chomp("3")));
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn chomp_parse_never_panics_and_round_trips(text in ".{0,40}") {
        if let Ok(position) = text.parse::<ChompPosition>() {
            prop_assert_eq!(position.to_string().parse::<ChompPosition>(), Ok(position));
        }
        let _ = text.parse::<ChompMove>();
    }

    #[test]
    fn chomp_parse_of_number_lists_never_panics(rows in proptest::collection::vec(0u64..300, 0..8)) {
        let text = rows.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        if let Ok(position) = text.parse::<ChompPosition>() {
            prop_assert_eq!(position.rows().iter().map(|&r| u64::from(r)).collect::<Vec<_>>(), rows);
        }
    }

    #[test]
    fn chomp_random_moves_are_legal_and_games_end(rows in 1usize..7, columns in 1u32..8, seed: u64) {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut position = ChompPosition::rectangle(rows, columns).unwrap();
        let mut squares = position.squares();
        while let Some(m) = Chomp.random_move(&position, &mut rng) {
            position = Chomp.play(&position, &m).unwrap();
            prop_assert!(position.squares() < squares);
            squares = position.squares();
        }
        prop_assert_eq!(position.rows(), &[1]);
        prop_assert!(Chomp.is_over(&position));
    }
}

// ---------------------------------------------------------------------------------------------
// The maze game

/// Brute force of the stated rules: from (r, c) the figure may stop on any square left of it or
/// above it with no wall on the way or on the square. Plain recursion (small mazes only).
fn maze_brute(grid: &[Vec<bool>], row: usize, column: usize) -> u64 {
    let mut values = Vec::new();
    for c in (0..column).rev() {
        if grid[row][c] {
            break;
        }
        values.push(Nimber(maze_brute(grid, row, c)));
    }
    for r in (0..row).rev() {
        if grid[r][column] {
            break;
        }
        values.push(Nimber(maze_brute(grid, r, column)));
    }
    mex(values).value()
}

fn maze_text(grid: &[Vec<bool>], figure: (usize, usize)) -> String {
    let rows: Vec<String> = grid
        .iter()
        .enumerate()
        .map(|(r, row)| {
            row.iter()
                .enumerate()
                .map(|(c, &wall)| {
                    if (r, c) == figure {
                        'F'
                    } else if wall {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    rows.join("/")
}

fn maze(text: &str) -> MazePosition {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn left(steps: u32) -> MazeMove {
    MazeMove { direction: Direction::Left, steps }
}

fn up(steps: u32) -> MazeMove {
    MazeMove { direction: Direction::Up, steps }
}

/// The three mazes of the Competitive Programmer's Handbook (chapter 25, "Sprague–Grundy
/// theorem" and "Subgames"), read off its pictures, with the grids of values it prints (`-` a
/// wall). The brute force of the stated rules gives the same grids (checked below), so the
/// figures are confirmed, not trusted.
const HANDBOOK: [(&str, [&str; 5]); 3] = [
    ("..#../#...#/..#../#..../....F", ["0 1 - 0 1", "- 0 1 2 -", "0 2 - 1 0", "- 3 0 4 1", "0 4 1 3 2"]),
    ("....#/..#../.#.../.#.../....F", ["0 1 2 3 -", "1 0 - 0 1", "2 - 0 1 2", "3 - 1 2 0", "4 0 2 5 3"]),
    ("...../.###./.###./.###./....F", ["0 1 2 3 4", "1 - - - 0", "2 - - - 1", "3 - - - 2", "4 0 1 2 3"]),
];

fn grid_of(position: &MazePosition) -> Vec<Vec<bool>> {
    (0..position.height()).map(|r| (0..position.width()).map(|c| position.is_wall(r, c)).collect()).collect()
}

#[test]
fn the_handbook_mazes_have_the_printed_values() {
    let mut total = Nimber::ZERO;
    for (text, printed) in HANDBOOK {
        let position = maze(text);
        let values = position.values();
        let grid = grid_of(&position);
        for (r, line) in printed.iter().enumerate() {
            for (c, cell) in line.split(' ').enumerate() {
                let expected = cell.parse::<u64>().ok().map(Nimber);
                assert_eq!(values.get(r, c), expected, "{text} ({r},{c})");
                if let Some(v) = expected {
                    assert_eq!(maze_brute(&grid, r, c), v.value(), "brute force, {text} ({r},{c})");
                }
            }
        }
        total ^= Maze.grundy(&position).unwrap();
    }
    // "the nim sum of the Grundy numbers is 2 ⊕ 3 ⊕ 3 = 2"
    assert_eq!(total, Nimber(2));
    // The first maze (the default): value 2, won by four squares left or two up.
    let first = MazePosition::default();
    assert_eq!(first.to_string(), HANDBOOK[0].0);
    assert_eq!(Maze.grundy(&first), Some(Nimber(2)));
    assert_eq!(Maze.winning_moves(&first), vec![left(4), up(2)]);
}

#[test]
fn maze_moves_and_errors() {
    let position = MazePosition::default();
    assert_eq!(position.reach(Direction::Left), 4);
    assert_eq!(position.reach(Direction::Up), 2);
    assert_eq!(Maze.play(&position, &left(4)).unwrap().to_string(), "..#../#...#/..#../#..../F....");
    assert_eq!(Maze.play(&position, &up(2)).unwrap().to_string(), "..#../#...#/..#.F/#..../.....");
    assert_eq!(
        Maze.play(&position, &up(3)),
        Err(MazeError::Blocked { direction: Direction::Up, steps: 3, free: 2 })
    );
    assert_eq!(Maze.play(&position, &left(0)), Err(MazeError::NoSteps));
    let stuck = maze("#./.F");
    assert!(!Maze.is_over(&stuck));
    let corner = maze("F./..");
    assert!(Maze.is_over(&corner));
    assert_eq!(Maze.grundy(&corner), Some(Nimber::ZERO));
    assert_eq!(Maze.computer_move(&corner), None);
    assert_eq!(Maze.random_move(&corner, &mut fastrand::Rng::with_seed(1)), None);
    assert_eq!(
        Maze.play(&corner, &left(1)),
        Err(MazeError::Blocked { direction: Direction::Left, steps: 1, free: 0 })
    );
    for (text, expected) in [("L2", left(2)), ("u13", up(13)), (" U1 ", up(1))] {
        assert_eq!(text.parse::<MazeMove>(), Ok(expected));
        assert_eq!(expected.to_string(), text.trim().to_uppercase());
    }
    for text in ["", "L", "L0", "R2", "2L", "L-1", "L 2", "U99999999999", "Ü2"] {
        assert!(text.parse::<MazeMove>().is_err(), "{text}");
    }
}

#[test]
fn maze_parse_errors() {
    let err = |text: &str| text.parse::<MazePosition>().unwrap_err();
    assert_eq!(err(""), ParseMazeError::Empty);
    assert_eq!(err(" \n "), ParseMazeError::Empty);
    assert_eq!(err("..../...."), ParseMazeError::NoFigure);
    assert_eq!(err("F../..F"), ParseMazeError::TwoFigures { first: (1, 1), second: (2, 3) });
    assert_eq!(err("F.x"), ParseMazeError::BadChar { row: 1, column: 3, found: 'x' });
    assert_eq!(err("F. ."), ParseMazeError::BadChar { row: 1, column: 3, found: ' ' });
    assert_eq!(err("F../.."), ParseMazeError::Ragged { row: 2, len: 2, expected: 3 });
    assert_eq!(err("F..//..."), ParseMazeError::EmptyRow { row: 2 });
    assert_eq!(err("f"), ParseMazeError::BadChar { row: 1, column: 1, found: 'f' });
    let wide = format!("F{}", ".".repeat(MAX_SIDE));
    assert_eq!(err(&wide), ParseMazeError::TooWide { row: 1, len: MAX_SIDE + 1 });
    let tall = vec!["."; MAX_SIDE + 1].join("/").replacen('.', "F", 1);
    assert_eq!(err(&tall), ParseMazeError::TooManyRows { count: MAX_SIDE + 1 });
    assert_eq!(err(&".".repeat(MAZE_MAX_INPUT + 1)), ParseMazeError::TooLongText { len: MAZE_MAX_INPUT + 1 });
    // Line breaks separate rows too; Display writes slashes.
    assert_eq!(maze("..\r\n.F\n").to_string(), "../.F");
    // The largest maze is read and solved.
    let mut rows = vec![".".repeat(MAX_SIDE); MAX_SIDE];
    rows[MAX_SIDE - 1].replace_range(MAX_SIDE - 1.., "F");
    let largest = maze(&rows.join("/"));
    // An open grid is Nim with two heaps (left and up): 199 ⊕ 199 = 0.
    assert_eq!(Maze.grundy(&largest), Some(Nimber::ZERO));
    assert_eq!(largest.values().get(3, 5), Some(Nimber(3 ^ 5)));
}

fn maze_strategy() -> impl Strategy<Value = (Vec<Vec<bool>>, (usize, usize))> {
    (1usize..=5, 1usize..=5).prop_flat_map(|(h, w)| {
        (
            proptest::collection::vec(proptest::collection::vec(proptest::bool::weighted(0.3), w), h),
            0..h,
            0..w,
        )
            .prop_map(|(mut grid, r, c)| {
                grid[r][c] = false;
                (grid, (r, c))
            })
    })
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn maze_values_match_brute_force((grid, figure) in maze_strategy()) {
        let text = maze_text(&grid, figure);
        let position = maze(&text);
        prop_assert_eq!(position.to_string(), text.clone());
        let values = position.values();
        for (r, row) in grid.iter().enumerate() {
            for (c, &wall) in row.iter().enumerate() {
                let expected = (!wall).then(|| Nimber(maze_brute(&grid, r, c)));
                prop_assert_eq!(values.get(r, c), expected, "{} ({},{})", text, r, c);
            }
        }
        let value = maze_brute(&grid, figure.0, figure.1);
        prop_assert_eq!(Maze.grundy(&position), Some(Nimber(value)));
        prop_assert_eq!(Maze.outcome(&position), Outcome::of(Nimber(value)));
        // Winning moves: every legal move, tried one by one, that reaches value 0.
        let mut expected = Vec::new();
        for direction in Direction::ALL {
            for steps in 1..=5 {
                let m = MazeMove { direction, steps };
                if let Ok(after) = Maze.play(&position, &m) {
                    let (r, c) = after.figure();
                    prop_assert!(!grid[r][c]);
                    if maze_brute(&grid, r, c) == 0 {
                        expected.push(m);
                    }
                }
            }
        }
        prop_assert_eq!(Maze.winning_moves(&position), expected);
        match Maze.computer_move(&position) {
            None => prop_assert!(Maze.is_over(&position)),
            Some(choice) => {
                let after = Maze.play(&position, &choice.mv).unwrap();
                let left = Maze.grundy(&after).unwrap();
                match choice.reason {
                    MazeReason::ToZero { value: v } => {
                        prop_assert_eq!(v.value(), value);
                        prop_assert!(left.is_zero());
                    }
                    MazeReason::Losing { replies } => {
                        prop_assert_eq!(value, 0);
                        prop_assert_eq!(replies, Maze.winning_moves(&after).len());
                    }
                }
            }
        }
    }

    #[test]
    fn maze_random_moves_are_legal_and_games_end((grid, figure) in maze_strategy(), seed: u64) {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut position = maze(&maze_text(&grid, figure));
        while let Some(m) = Maze.random_move(&position, &mut rng) {
            position = Maze.play(&position, &m).unwrap();
        }
        prop_assert!(Maze.is_over(&position));
    }

    #[test]
    fn maze_parse_never_panics(text in "[.#F/\\nx]{0,30}|.{0,30}") {
        if let Ok(position) = text.parse::<MazePosition>() {
            prop_assert_eq!(position.to_string().parse::<MazePosition>(), Ok(position));
        }
        let _ = text.parse::<MazeMove>();
    }
}
