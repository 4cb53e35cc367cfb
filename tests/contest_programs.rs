//! The contest problems' 実装例 (`:: editorial-code <name>` in a lesson: the programs
//! `content/code/<name>.cpp` and `.py`): each program reads the problem's input and must print
//! what the engine's solver prints (`games::contest::Problem::solve`, itself tested against
//! brute force and the statements' samples), on the samples and on seeded pseudo-random inputs
//! in the format, from small cases to the constraints' largest numbers.

mod common;

use common::programs::{RUNS, check, code_dir};
use grundy_lab::games::contest::{LESSON_PROBLEMS, Problem};

/// Each contest problem with the name of its programs, read from the lessons' English files
/// (the build checks that every language names the same ones, in the same order).
fn programs() -> Vec<(Problem, String)> {
    let mut found = Vec::new();
    for (i, problems) in LESSON_PROBLEMS.iter().enumerate() {
        let file = code_dir().join(format!("../en/lessons/{:02}.md", i + 1));
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let names: Vec<String> = text
            .lines()
            .filter_map(|line| line.strip_prefix(":: editorial-code "))
            .map(|name| name.trim().to_owned())
            .collect();
        assert_eq!(
            names.len(),
            problems.len(),
            "lesson {}: one `:: editorial-code` per contest problem",
            i + 1
        );
        found.extend(problems.iter().copied().zip(names));
    }
    found
}

fn joined<T: ToString>(items: &[T], sep: &str) -> String {
    items.iter().map(T::to_string).collect::<Vec<_>>().join(sep)
}

/// A number: most often small (where the games' shapes show), sometimes anywhere up to `max`.
fn number(rng: &mut fastrand::Rng, min: u64, small: u64, max: u64) -> u64 {
    if rng.usize(0..4) == 0 { rng.u64(min..=max) } else { rng.u64(min..=small.min(max)) }
}

/// `count` distinct numbers in `min..=max`, in random order.
fn distinct(rng: &mut fastrand::Rng, count: usize, min: u64, max: u64) -> Vec<u64> {
    let mut items: Vec<u64> = Vec::new();
    while items.len() < count {
        let x = rng.u64(min..=max);
        if !items.contains(&x) {
            items.push(x);
        }
    }
    items
}

/// One input in `problem`'s format, within its constraints.
fn input(problem: Problem, rng: &mut fastrand::Rng) -> String {
    const E18: u64 = 1_000_000_000_000_000_000;
    match problem {
        Problem::NimWinner | Problem::NimWinningMoves => {
            let mut heaps: Vec<u64> = (0..rng.usize(1..=7)).map(|_| number(rng, 0, 40, E18)).collect();
            if heaps.len() > 1 && rng.bool() {
                // A nim-sum of 0 as often as not.
                heaps[0] = heaps[1..].iter().fold(0, |x, h| x ^ h);
            }
            format!("{}\n{}\n", heaps.len(), joined(&heaps, " "))
        }
        Problem::SayN => format!("{} {}\n", number(rng, 1, 60, 1_000_000_000), rng.u64(1..=10)),
        Problem::SubtractionValue | Problem::SubtractionSum => {
            let k = rng.usize(1..=4);
            let most = if rng.usize(0..4) == 0 { 1000 } else { 12 };
            let set = distinct(rng, k, 1, most);
            let heaps = if problem == Problem::SubtractionValue {
                number(rng, 0, 80, 1_000_000_000).to_string()
            } else {
                let heaps: Vec<u64> =
                    (0..rng.usize(1..=6)).map(|_| number(rng, 0, 80, 1_000_000_000)).collect();
                format!("{}\n{}", heaps.len(), joined(&heaps, " "))
            };
            format!("{k}\n{}\n{heaps}\n", joined(&set, " "))
        }
        Problem::EatBars => {
            let bars: Vec<String> = (0..rng.usize(1..=6))
                .map(|_| format!("{} {}", number(rng, 1, 10, 200), number(rng, 1, 10, 200)))
                .collect();
            format!("{}\n{}\n", bars.len(), bars.join("\n"))
        }
        Problem::Cutting => {
            let sheets: Vec<String> = (0..rng.usize(1..=5))
                .map(|_| format!("{} {}", number(rng, 2, 12, 200), number(rng, 2, 12, 200)))
                .collect();
            format!("{}\n", sheets.join("\n"))
        }
        Problem::Georgia => {
            let cases: Vec<String> = (0..rng.usize(1..=3))
                .map(|_| {
                    let n = rng.usize(1..=7);
                    let most = if rng.usize(0..4) == 0 { 10_000 } else { 30 };
                    let chessmen = distinct(rng, n, 1, most);
                    format!("{n}\n{}", joined(&chessmen, " "))
                })
                .collect();
            format!("{}\n{}\n", cases.len(), cases.join("\n"))
        }
        Problem::Euclid => {
            let pairs: Vec<String> = (0..rng.usize(1..=5))
                .map(|_| format!("{} {}", number(rng, 1, 60, E18), number(rng, 1, 60, E18)))
                .collect();
            format!("{}\n{}\n", pairs.len(), pairs.join("\n"))
        }
        Problem::NimK => {
            let heaps: Vec<u64> = (0..rng.usize(1..=6)).map(|_| number(rng, 0, 20, 2_147_483_647)).collect();
            format!("{} {}\n{}\n", heaps.len(), rng.u64(1..=4), joined(&heaps, " "))
        }
        Problem::GameOnTree => {
            let n = rng.usize(2..=12);
            let mut labels: Vec<usize> = (1..=n).collect();
            rng.shuffle(&mut labels);
            let edges: Vec<String> = (1..n)
                .map(|v| {
                    let parent = rng.usize(0..v);
                    if rng.bool() {
                        format!("{} {}", labels[v], labels[parent])
                    } else {
                        format!("{} {}", labels[parent], labels[v])
                    }
                })
                .collect();
            format!("{n}\n{}\n", edges.join("\n"))
        }
        Problem::Kayles => {
            let rows: Vec<u64> = (0..rng.usize(1..=5)).map(|_| number(rng, 1, 100, E18)).collect();
            format!("{}\n{}\n", rows.len(), joined(&rows, " "))
        }
        Problem::Wythoff => {
            let pairs: Vec<String> = (0..rng.usize(1..=5))
                .map(|_| format!("{} {}", number(rng, 0, 40, E18), number(rng, 0, 40, E18)))
                .collect();
            format!("{}\n{}\n", pairs.len(), pairs.join("\n"))
        }
        Problem::DividingGame => {
            let numbers: Vec<u64> = (0..rng.usize(1..=6)).map(|_| number(rng, 2, 100, 100_000)).collect();
            format!("{}\n{}\n", numbers.len(), joined(&numbers, " "))
        }
        Problem::MisereWinningMoves => {
            // Each of Bouton's cases as often as the others: only heaps of 1 (an odd or even
            // number), one larger heap among 1s, several larger ones (a nim-sum of 0 half the
            // time), now and then a heap up to 10^18.
            let n = rng.usize(1..=7);
            let large = match rng.usize(0..3) {
                0 => 0,
                1 => 1,
                _ => rng.usize(2..=n.max(2)),
            };
            let mut heaps: Vec<u64> =
                (0..n.max(large)).map(|i| if i < large { number(rng, 2, 20, E18) } else { 1 }).collect();
            if large >= 2 && rng.bool() {
                // A nim-sum of 0 by the first heap, when that keeps it 2 or more.
                let rest = heaps[1..].iter().fold(0, |x, h| x ^ h);
                if rest >= 2 {
                    heaps[0] = rest;
                }
            }
            rng.shuffle(&mut heaps);
            format!("{}\n{}\n", heaps.len(), joined(&heaps, " "))
        }
        Problem::GraphToken => {
            // Mostly small graphs, where won, lost and drawn vertices all come up (loops and
            // repeated arrows too); one input in four up to the constraints' 10^5 vertices and
            // arrows, with a fifth of the vertices final so that labels spread far back.
            let large = rng.usize(0..4) == 0;
            let n = if large { rng.usize(1..=100_000) } else { rng.usize(1..=8) };
            let m = if large { rng.usize(0..=100_000) } else { rng.usize(0..=2 * n) };
            let tails = if large { (n - n / 5).max(1) } else { n };
            let arrows: Vec<String> =
                (0..m).map(|_| format!("{} {}", rng.usize(1..=tails), rng.usize(1..=n))).collect();
            format!("{n} {m}\n{}\n", arrows.join("\n"))
        }
        Problem::Maze => loop {
            let (h, w) = (rng.usize(1..=6), rng.usize(1..=6));
            let grid: Vec<Vec<u8>> = (0..h)
                .map(|_| (0..w).map(|_| if rng.usize(0..4) == 0 { b'#' } else { b'.' }).collect())
                .collect();
            let free: Vec<(usize, usize)> = (0..h)
                .flat_map(|r| (0..w).map(move |c| (r, c)))
                .filter(|&(r, c)| grid[r][c] == b'.')
                .collect();
            if free.is_empty() {
                continue;
            }
            let figures: Vec<String> = (0..rng.usize(1..=4))
                .map(|_| {
                    let (r, c) = free[rng.usize(0..free.len())];
                    format!("{} {}", r + 1, c + 1)
                })
                .collect();
            let rows: Vec<String> =
                grid.into_iter().map(|row| String::from_utf8(row).expect("ASCII")).collect();
            break format!("{h} {w}\n{}\n{}\n{}\n", rows.join("\n"), figures.len(), figures.join("\n"));
        },
    }
}

#[test]
fn every_contest_program_reads_its_problem_and_prints_the_engines_answer() {
    for (seed, (problem, name)) in programs().into_iter().enumerate() {
        let mut inputs: Vec<(String, String)> =
            problem.samples().iter().map(|s| (s.input.to_owned(), s.output.to_owned())).collect();
        let mut rng = fastrand::Rng::with_seed(seed as u64 + 1);
        for _ in 0..RUNS {
            let text = input(problem, &mut rng);
            let expected = problem
                .solve(&text)
                .unwrap_or_else(|e| panic!("{problem:?}: the generated input\n{text}\nis refused: {e:?}"));
            inputs.push((text, expected));
        }
        check(&name, inputs);
    }
}

#[test]
fn every_contest_program_in_the_folder_is_an_editorials() {
    let named: Vec<String> = programs().into_iter().map(|(_, name)| name).collect();
    for entry in std::fs::read_dir(code_dir()).expect("content/code lists") {
        let file = entry.expect("an entry").file_name().into_string().expect("a UTF-8 name");
        let stem = file.strip_suffix(".cpp").or_else(|| file.strip_suffix(".py")).unwrap_or(&file);
        if stem.starts_with("contest-") {
            assert!(
                named.iter().any(|n| n == stem),
                "content/code/{file} is named by no `:: editorial-code`"
            );
        }
    }
    for name in &named {
        assert!(name.starts_with("contest-"), "{name}: a contest problem's programs are named contest-…");
    }
}
