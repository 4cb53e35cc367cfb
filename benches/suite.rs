//! The native half of the benchmark suite: every game's heaviest documented workload (one
//! `catalog::analyze` call each, the same call the browser's `grundyLab.analyze` makes), generated
//! from fixed seeds and written to a JSON file that `e2e/bench-suite.mjs` reads. The script times
//! them in the release wasm in Chromium and asks this program (`--serve`) for the native rounds
//! between its wasm rounds, so both halves of a row are timed at the same machine load, with the
//! same positions in the same order and the same number of calls per sample.
//!
//!   cargo bench --bench suite -- target/bench-suite.json            (native figures alone)
//!   cargo bench --bench suite -- target/bench-suite.json --serve    (rounds on request, see `serve`)
//!
//! Beside each workload a rough floor: reading the input once (its numbers through a trivial
//! parser) plus one pass over the positions the theory needs (`cells`, one array update each).

use std::time::Instant;

use grundy_lab::games::catalog::{EXAMPLES, analyze};
use grundy_lab::games::graph::GraphPosition;
use grundy_lab::games::graph::analysis::retrograde;
use grundy_lab::games::hackenbush::HackenbushPosition;
use grundy_lab::games::octal::octal_sequence;
use serde_json::{Value, json};

struct Workload {
    game: &'static str,
    what: String,
    /// The positions analysed in turn (several where a game remembers its last answer, so each
    /// run computes afresh).
    positions: Vec<String>,
    /// Positions the theory needs one look at (for the floor).
    cells: u64,
    budget_ms: f64,
    budget: &'static str,
    runs: usize,
    /// The part of the analysis the budget is about, where it is not the whole call (timed
    /// alone beside it): its name for the table.
    part: Option<&'static str>,
    /// Calls per sample (each sample is the batch's mean), the same on both sides: calls of a
    /// few µs are timed in batches, since the browser's clock ticks in 5 µs steps. Only
    /// workloads of one position are batched (a game that remembers answers gets a new position
    /// each call); the first call is always alone.
    reps: usize,
    /// What the first call does that later ones do not (a table filled, a search remembered),
    /// where it does: the first call is then held to the budget, not to twice the median.
    first_work: Option<&'static str>,
}

/// A `side` × `side` maze in the notation: a wall on every fifth square (by a fixed
/// pattern that leaves every row and column open), the figure in the bottom-right corner.
fn maze(side: usize) -> String {
    (0..side)
        .map(|r| {
            (0..side)
                .map(|c| {
                    if (r, c) == (side - 1, side - 1) {
                        'F'
                    } else if (r * 7 + c * 3) % 5 == 0 && r != side - 1 {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn heaps(count: u32, top: u32, step: u32) -> String {
    (0..count).map(|i| (top - i * step).to_string()).collect::<Vec<_>>().join(" ")
}

/// The game-graph benchmark's random graph: tails among the first 70% of the vertices, so the
/// last 30% are final (xorshift from a fixed seed), in the contest format.
fn contest_graph(n: usize, m: usize) -> String {
    let mut x: u32 = 88_172_645;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    let mut heads = vec![Vec::new(); n];
    for _ in 0..m {
        let u = next() as usize % (n * 7 / 10);
        heads[u].push(next() as usize % n + 1);
    }
    let mut text = format!("{n}\n");
    for list in heads {
        text.push_str(&list.len().to_string());
        for h in list {
            text.push(' ');
            text.push_str(&h.to_string());
        }
        text.push('\n');
    }
    text
}

fn workloads() -> Vec<Workload> {
    let mut rng = fastrand::Rng::with_seed(1);
    let tree = HackenbushPosition::random_tree(&mut rng, 99_999).to_string();
    let big_piles = heaps(64, 2_147_483_647, 1_234_567);
    // 44 different sets, one per run: the game remembers the sequences it computed.
    let sets: Vec<String> = (0..44)
        .map(|i| {
            format!(
                "3,17,59,113,211,389,541,677,{},{}: {}",
                850 + i / 11,
                990 + i % 11,
                heaps(64, 999_999_000, 7)
            )
        })
        .collect();
    let bars = (0..8).map(|i| format!("{}x{}", 200 - i, 200 - 2 * i)).collect::<Vec<_>>().join(" ");
    let chessmen = (0..1000).map(|i| (10 * i + 1 + (i * 7) % 9).to_string()).collect::<Vec<_>>().join(" ");
    let w = |game, what: &str, positions: Vec<String>, cells, budget_ms, budget, runs| Workload {
        game,
        what: what.to_owned(),
        positions,
        cells,
        budget_ms,
        budget,
        runs,
        part: None,
        reps: 1,
        first_work: None,
    };
    vec![
        w(
            "nim",
            "64 piles near 2^31",
            vec![big_piles.clone()],
            64,
            16.0,
            "Nim's reply within a frame (16 ms)",
            41,
        ),
        w(
            "misere-nim",
            "64 piles near 2^31",
            vec![big_piles.clone()],
            64,
            16.0,
            "a reply within a frame (16 ms)",
            41,
        ),
        w(
            "subtraction",
            "|S| = 10 up to 1000, 64 heaps near 10^9 (a new set each run: its sequence up to the period, afresh)",
            sets,
            1_000_000, // 10^5 terms, each reading the 10 values the set reaches back to
            20.0,
            "10^5 terms + period ≤ 20 ms",
            21,
        ),
        Workload {
            first_work: Some("the misère search"),
            ..w(
                "misere-subtraction",
                "S = 1,3,4, heaps 40 45 50 (the misère search; remembered after the first call)",
                vec!["1,3,4: 40 45 50".into()],
                100_000,
                16.0,
                "a reply within a frame (16 ms)",
                21,
            )
        },
        w(
            "count-to",
            "N = 10^9, k = 100",
            vec!["1000000000 100: 0".into()],
            1,
            16.0,
            "a reply within a frame (16 ms)",
            41,
        ),
        w(
            "bounded-nim",
            "k = 2^31 − 1, 64 heaps near 2^31",
            vec![format!("2147483647: {big_piles}")],
            64,
            16.0,
            "a reply within a frame (16 ms)",
            41,
        ),
        w(
            "nim-k",
            "k = 3, 64 heaps near 2^31",
            vec![format!("3: {big_piles}")],
            64 * 32,
            16.0,
            "a reply within a frame (16 ms)",
            41,
        ),
        Workload {
            first_work: Some("the table filled"),
            ..w(
                "chocolate-eat",
                "eight bars near 200×200 (the first call fills the 200×200 table, later ones read it)",
                vec![bars.clone()],
                200 * 200 * 400,
                250.0,
                "200×200 table ≤ 250 ms",
                11,
            )
        },
        Workload {
            first_work: Some("the table filled"),
            ..w(
                "chocolate-split",
                "eight bars near 200×200 (the first call fills the 200×200 table, later ones read it)",
                vec![bars.clone()],
                200 * 200 * 400,
                250.0,
                "200×200 table ≤ 250 ms",
                11,
            )
        },
        Workload {
            first_work: Some("the table filled"),
            ..w(
                "cutting",
                "eight sheets near 200×200 (the first call fills the 200×200 table, later ones read it)",
                vec![bars],
                200 * 200 * 400,
                250.0,
                "200×200 table ≤ 250 ms",
                11,
            )
        },
        w(
            "hackenbush",
            "random tree, 100 000 vertices: value + every winning move (first only, as listed)",
            vec![tree],
            100_000,
            15.0,
            "≤ 15 ms",
            21,
        ),
        w(
            "georgia-bob",
            "1000 chessmen on squares up to 10^4",
            vec![chessmen],
            1000,
            50.0,
            "reductions ≤ 50 ms",
            21,
        ),
        w(
            "prime-factor",
            "N = 999 999 999 989 and 999 983 × 1 000 003 in turn",
            vec!["999999999989".into(), (999_983u64 * 1_000_003).to_string()],
            1_000_000,
            50.0,
            "reductions ≤ 50 ms",
            21,
        ),
        w(
            "euclid",
            "a = 10^18, b = 10^18 − 1",
            vec!["1000000000000000000 999999999999999999".into()],
            100,
            50.0,
            "reductions ≤ 50 ms",
            41,
        ),
        w(
            "funny-game",
            "a row of 10^6 coins",
            vec!["1000000".into()],
            1_000_000,
            50.0,
            "reductions ≤ 50 ms",
            21,
        ),
        Workload {
            part: Some("retrograde alone (graphLoad, then graphRetrograde)"),
            ..w(
                "game-graph",
                "10^5 vertices, 10^6 arrows, contest format (the whole analyze: parse, retrograde, levels, generalized values, the text of the position)",
                vec![contest_graph(100_000, 1_000_000)],
                1_100_000,
                100.0,
                "retrograde of 10^5 / 10^6 ≤ 100 ms",
                5,
            )
        },
        // Issue 34's rows: the octal games and Grundy's game.
        w(
            "octalSequence:0.77",
            "Kayles' Grundy sequence to heap 50 000 (grundyLab.octalSequence(\"0.77\", 50000): computed until its period is proven, then read through it)",
            vec!["50000".into()],
            50_001 * 2, // each heap reads its end options (the splits by the eight-at-a-time search)
            1000.0,
            "a 4-digit code's sequence to 50 000 within 1 s (issue 34)",
            5,
        ),
        w(
            "octalSequence:0.1337",
            "a 4-digit code's Grundy sequence to heap 50 000 (0.1337, no period proven within it: every value by the mex of its options)",
            vec!["50000".into()],
            50_001 * 4,
            1000.0,
            "a 4-digit code's sequence to 50 000 within 1 s (issue 34)",
            5,
        ),
        Workload {
            first_work: Some("Kayles' sequence until its period is proven"),
            ..w(
                "octal",
                "Kayles, 64 rows near 10^18 (through the proven period)",
                vec![format!("0.77: {}", heaps(64, 999_999_999, 7).replace(' ', "000000000 ") + "000000000")],
                64,
                16.0,
                "a reply within a frame (16 ms)",
                41,
            )
        },
        Workload {
            first_work: Some("the values of heaps 0 to 20 000"),
            ..w(
                "grundys-game",
                "64 heaps up to 20 000 (the values from heap 0 up on the first call)",
                vec![heaps(64, 20_000, 37)],
                20_001,
                1000.0,
                "Grundy's game to 20 000 (issue 34) within 1 s",
                21,
            )
        },
        // Issue 35's rows: each game's heaviest documented workload.
        Workload {
            first_work: Some("the Grundy table to 1 000 × 1 000"),
            ..w(
                "wythoff",
                "x, y = 1 000 (the Grundy value by the table to 1 000 × 1 000)",
                vec!["1000 1000".into()],
                1_000_000,
                1000.0,
                "the Grundy value to 1 000 within 1 s",
                21,
            )
        },
        w(
            "staircase-nim",
            "1 000 steps of up to 10^16 coins",
            vec![
                (0..1000u64)
                    .map(|i| (10_000_000_000_000_000 - i * 7_777_777).to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            ],
            1_000,
            16.0,
            "a reply within a frame (16 ms)",
            41,
        ),
        w(
            "chomp",
            "an 11 × 11 bar (705 432 positions searched)",
            vec![["11"; 11].join(" ")],
            705_432,
            5000.0,
            "an exact search of up to 10^6 positions",
            5,
        ),
        w(
            "maze",
            "200 × 200 with every fifth square a wall (the values of every free square)",
            vec![maze(200)],
            40_000,
            100.0,
            "reductions ≤ 50 ms",
            21,
        ),
        w(
            "proper-divisor",
            "64 numbers near 10^12 (each factored by trial division)",
            vec![
                (0..64u64)
                    .map(|i| (999_999_999_989 - i * 1_000_003).to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            ],
            64,
            50.0,
            "reductions ≤ 50 ms",
            21,
        ),
    ]
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((q * sorted.len() as f64) as usize).min(sorted.len() - 1)]
}

/// The floor: every number of the text read into a vector, then one pass of `cells` updates.
fn floor(text: &str, cells: u64) -> u64 {
    let mut numbers = Vec::new();
    let mut current: Option<u64> = None;
    for &b in text.as_bytes() {
        if b.is_ascii_digit() {
            current = Some(current.unwrap_or(0).wrapping_mul(10).wrapping_add(u64::from(b - b'0')));
        } else if let Some(n) = current.take() {
            numbers.push(n);
        }
    }
    numbers.extend(current);
    let size = numbers.len().max(1024);
    let mut table = vec![0u64; size];
    let mut x = numbers.len() as u64 | 1;
    for i in 0..cells {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        table[(x as usize) % size] ^= i;
    }
    table.iter().fold(numbers.iter().sum::<u64>(), |a, &b| a ^ b)
}

/// Calls per sample for `game` (see `Workload::reps`): about 1 ms of native work per sample,
/// from the native medians of the README's run of 23 Nov 2026 (`ceil(1 ms / median)`, at most
/// 500); workloads of a millisecond or more, and those of several positions, are not batched.
fn reps(game: &str) -> usize {
    match game {
        "count-to" | "euclid" => 500,
        "misere-subtraction" => 300,
        "chocolate-split" => 200,
        "nim" | "misere-nim" | "bounded-nim" | "georgia-bob" => 10,
        "cutting" | "funny-game" => 5,
        "nim-k" | "chocolate-eat" => 3,
        _ => 1,
    }
}

/// Times one sample of `w`: `reps` calls of `catalog::analyze` in a row (the positions taken in
/// turn from `*call` on, as the browser side does), each answer dropped inside the timed region
/// (in the browser the call frees the Rust answer too); returns the mean per call in ms.
fn sample(w: &Workload, call: &mut usize, reps: usize) -> f64 {
    let start = Instant::now();
    for _ in 0..reps {
        let position = &w.positions[*call % w.positions.len()];
        *call += 1;
        // `octalSequence:<code>` rows time the API's sequence (`grundyLab.octalSequence`).
        if let Some(code) = w.game.strip_prefix("octalSequence:") {
            let n: usize = position.parse().unwrap_or_else(|e| panic!("{}: {e}", w.game));
            let answer =
                octal_sequence(std::hint::black_box(code), n).unwrap_or_else(|e| panic!("{}: {e:?}", w.game));
            drop(std::hint::black_box(answer));
            continue;
        }
        let analysis =
            analyze(w.game, std::hint::black_box(position)).unwrap_or_else(|e| panic!("{}: {e:?}", w.game));
        drop(std::hint::black_box(analysis));
    }
    start.elapsed().as_secs_f64() * 1e3 / reps as f64
}

/// The budgeted part alone: the retrograde analysis of the graph read once; `count` times in ms.
fn part_times(w: &Workload, count: usize) -> Vec<f64> {
    let position: GraphPosition = w.positions[0].parse().unwrap_or_else(|e| panic!("{}: {e:?}", w.game));
    (0..count)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(retrograde(position.graph()));
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect()
}

fn floor_ms(w: &Workload) -> f64 {
    let mut floors = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        std::hint::black_box(floor(std::hint::black_box(&w.positions[0]), w.cells));
        floors.push(start.elapsed().as_secs_f64() * 1e3);
    }
    floors.sort_by(f64::total_cmp);
    floors[floors.len() / 2]
}

/// `--serve`: after writing the workloads (without native figures), answers requests on stdin,
/// one line each, with one JSON line on stdout, so `e2e/bench-suite.mjs` can time native and
/// wasm rounds of a row in turn, at the same machine load:
///   `first GAME`           the first call of the game in this process, alone: `{"times":[ms]}`
///   `warm GAME COUNT`      COUNT calls untimed (the browser's warm-up, call for call): `{"times":[mean ms]}`
///   `run GAME COUNT`       COUNT samples of `reps` calls each: `{"times":[ms, …]}`
///   `part GAME COUNT`      COUNT timings of the budgeted part alone: `{"times":[ms, …]}`
/// Each game's calls take its positions in turn from the first call on, as the browser's do.
fn serve(list: &[Workload]) {
    use std::io::{BufRead, Write};
    let mut calls = vec![0usize; list.len()];
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap_or_default();
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(index) = words.get(1).and_then(|g| list.iter().position(|w| w.game == *g)) else {
            break;
        };
        let w = &list[index];
        let count = words.get(2).and_then(|c| c.parse().ok()).unwrap_or(1);
        let times: Vec<f64> = match words[0] {
            "first" => vec![sample(w, &mut calls[index], 1)],
            "warm" => vec![sample(w, &mut calls[index], count)],
            "run" => (0..count).map(|_| sample(w, &mut calls[index], w.reps)).collect(),
            "part" => part_times(w, count),
            _ => break,
        };
        let mut out = stdout.lock();
        let _ = writeln!(out, "{}", json!({ "times": times }));
        let _ = out.flush();
    }
}

fn main() {
    let out = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .unwrap_or_else(|| "target/bench-suite.json".into());
    let mut list = workloads();
    // A game without a workload of its own above is timed on its catalog example, so a new game
    // is in the table from its first line in the catalog; its heaviest workload is added here
    // when its issue states a budget.
    for &(game, example) in EXAMPLES {
        if !list.iter().any(|w| w.game == game) {
            list.push(Workload {
                game,
                what: format!("the catalog's example ({example})"),
                positions: vec![example.to_owned()],
                cells: 1,
                budget_ms: 16.0,
                budget: "a reply within a frame (16 ms)",
                runs: 41,
                part: None,
                reps: 1,
                first_work: None,
            });
        }
    }
    for w in &mut list {
        w.reps = if w.positions.len() == 1 { reps(w.game) } else { 1 };
    }
    // `--only=a,b` times just these games (for profiling and A/B runs; the JSON then lists them alone).
    let only: Option<Vec<String>> = std::env::args()
        .find_map(|a| a.strip_prefix("--only=").map(|l| l.split(',').map(str::to_owned).collect()));
    list.retain(|w| only.as_ref().is_none_or(|o| o.iter().any(|g| g == w.game)));
    let serving = std::env::args().any(|a| a == "--serve");
    let mut rows = Vec::new();
    for w in &list {
        let floor_ms = floor_ms(w);
        let row = json!({
            "game": w.game, "what": w.what, "positions": w.positions, "runs": w.runs, "reps": w.reps,
            "budget_ms": w.budget_ms, "budget": w.budget, "floor": floor_ms, "part": w.part,
            "first_work": w.first_work,
        });
        if serving {
            rows.push(row);
            continue;
        }
        // Alone (without --serve): every figure now, in this process.
        let mut call = 0;
        let first = sample(w, &mut call, 1);
        let mut times: Vec<f64> = (0..w.runs).map(|_| sample(w, &mut call, w.reps)).collect();
        times.sort_by(f64::total_cmp);
        let (median, p95) = (percentile(&times, 0.5), percentile(&times, 0.95));
        if let Some(what) = w.part {
            let mut times = part_times(w, w.runs.max(10) + 1).split_off(1);
            times.sort_by(f64::total_cmp);
            let (median, p95) = (percentile(&times, 0.5), percentile(&times, 0.95));
            eprintln!("{:<20} {what}: native median {median:>9.3} ms  p95 {p95:>9.3} ms", w.game);
        }
        eprintln!(
            "{:<20} native median {median:>9.3} ms  p95 {p95:>9.3} ms  first {first:>9.3} ms  floor {floor_ms:>8.3} ms  ({} calls per sample)",
            w.game, w.reps
        );
        rows.push(row);
    }
    let value: Value = json!({ "workloads": rows });
    if let Some(dir) = std::path::Path::new(&out).parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    std::fs::write(&out, value.to_string()).unwrap_or_else(|e| panic!("{out}: {e}"));
    eprintln!("written {out}");
    if serving {
        println!("{}", json!({ "ready": true }));
        serve(&list);
    }
}
