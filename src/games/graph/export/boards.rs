//! The exporters of the games played on boards, cards and numbers (chocolate, Hackenbush,
//! Georgia and Bob, the reductions to Nim, Wythoff, staircase Nim, the divisor game, the maze and
//! Chomp), each guarded by a count or a size before anything is built. The heap games' and the
//! shared builder are in the parent module.

use super::{Code, export, joined};
use crate::engine::Impartial;
use crate::games::chocolate::{Bar, ChocolatePosition, StatedRules, Variant};
use crate::games::chomp::ChompPosition;
use crate::games::graph::{GraphPosition, MAX_EXPORTED};
use crate::games::hackenbush::HackenbushPosition;
use crate::games::maze::MazePosition;
use crate::games::proper_divisor::{DivisorPosition, divisors};
use crate::games::reduction::euclid::EuclidPosition;
use crate::games::reduction::funny::{FunnyPosition, KaylesRows};
use crate::games::reduction::georgia::GeorgiaPosition;
use crate::games::reduction::prime_factor::PrimePosition;
use crate::games::staircase::StaircasePosition;
use crate::games::wythoff::WythoffPosition;
/// The chocolate games' positions: bars of at most this much chocolate in all (and at most
/// this many bars) are listed; anything larger gets no graph, whatever its count.
const MAX_CHOCOLATE_AREA: u32 = 30;

/// A bar turned so that it is at least as tall as wide: a bar and its rotation are the same
/// position in all three games (their rules treat rows and columns alike).
fn upright(bar: Bar) -> Bar {
    Bar { h: bar.h.max(bar.w), w: bar.h.min(bar.w) }
}

fn upright_sorted(bars: &[Bar]) -> Vec<Bar> {
    let mut bars: Vec<Bar> = bars.iter().copied().map(upright).collect();
    bars.sort_unstable();
    bars
}

/// `3x2_1x1`; a run of equal bars counted (`6of1x1`, which fits a name where six 1x1 would not);
/// `empty` when nothing is left. `bars` are sorted.
fn chocolate_name(bars: &[Bar]) -> String {
    if bars.is_empty() {
        return "empty".into();
    }
    let mut parts = Vec::new();
    let mut i = 0;
    while i < bars.len() {
        let run = bars[i..].iter().take_while(|&&b| b == bars[i]).count();
        parts.push(if run == 1 { bars[i].to_string() } else { format!("{run}of{}", bars[i]) });
        i += run;
    }
    parts.join("_")
}

/// A chocolate position under `variant`'s rules: bars turned upright and in any order merged,
/// named by its bars (see `chocolate_name`).
pub fn chocolate_graph(variant: Variant, position: &ChocolatePosition) -> Option<GraphPosition> {
    let bars = position.bars();
    if bars.len() > MAX_CHOCOLATE_AREA as usize
        || bars
            .iter()
            .map(|b| b.area())
            .try_fold(0u32, |sum, a| sum.checked_add(a).filter(|&s| s <= MAX_CHOCOLATE_AREA))
            .is_none()
    {
        return None;
    }
    // A bar as the number h·2^32 + w (so the order of numbers is that of bars).
    let encode = |bars: Vec<Bar>| -> Code {
        upright_sorted(&bars).iter().map(|b| u64::from(b.h) << 32 | u64::from(b.w)).collect()
    };
    let decode = |code: &Code| -> Vec<Bar> {
        code.iter().map(|&c| Bar { h: (c >> 32) as u32, w: c as u32 }).collect()
    };
    let rules = StatedRules(variant);
    export(
        encode(bars.to_vec()),
        &|code| rules.options(&decode(code)).into_iter().map(|(_, to)| encode(to)).collect(),
        &|code| chocolate_name(&decode(code)),
    )
}

/// Hackenbush drawings of at most this many edges get a graph (each edge a letter).
const MAX_HACKENBUSH_EDGES: usize = 16;

/// A Hackenbush position: the positions are the sets of the drawing's edges still standing, each
/// named by its edges' letters (the drawing's edges in order: `a`, `b`, …; `ground` when none is
/// left). Two cuts that leave the same edges meet in one vertex; differently drawn but equal
/// pictures are not merged.
pub fn hackenbush_graph(position: &HackenbushPosition) -> Option<GraphPosition> {
    let edges = position.edges();
    if edges.len() > MAX_HACKENBUSH_EDGES {
        return None;
    }
    let all = (1u32 << edges.len()) - 1;
    let standing = |alive: u32| {
        // Edges still joined to the ground (vertex 0), by relaxation: at most 16 passes.
        let mut reached = vec![0u32];
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (i, &(u, v)) in edges.iter().enumerate() {
                if alive & (1 << i) != 0
                    && kept & (1 << i) == 0
                    && (reached.contains(&u) || reached.contains(&v))
                {
                    kept |= 1 << i;
                    reached.extend([u, v]);
                }
            }
            if kept == before {
                return kept;
            }
        }
    };
    let options = |code: &Code| {
        let alive = code[0] as u32;
        let mut options: Vec<Code> = (0..edges.len())
            .filter(|i| alive & (1 << i) != 0)
            .map(|i| vec![u64::from(standing(alive & !(1 << i)))])
            .collect();
        options.sort_unstable();
        options.dedup();
        options
    };
    let name = |code: &Code| {
        let alive = code[0] as u32;
        if alive == 0 {
            return "ground".to_owned();
        }
        (0..edges.len()).filter(|i| alive & (1 << i) != 0).map(|i| char::from(b'a' + i as u8)).collect()
    };
    export(vec![u64::from(standing(all))], &options, &name)
}

/// Georgia and Bob with at most this many chessmen gets a graph.
const MAX_GEORGIA_CHESSMEN: usize = 12;

/// A Georgia and Bob position: positions named by their squares (`1_3_7`).
pub fn georgia_graph(position: &GeorgiaPosition) -> Option<GraphPosition> {
    let squares = position.squares();
    if squares.len() > MAX_GEORGIA_CHESSMEN
        || reachable_rows(squares, MAX_EXPORTED).is_none_or(|count| count > MAX_EXPORTED)
    {
        return None;
    }
    let options = |squares: &Code| {
        let mut options = Vec::new();
        for (index, &from) in squares.iter().enumerate() {
            let after = if index == 0 { 0 } else { squares[index - 1] };
            for to in after + 1..from {
                let mut next = squares.clone();
                next[index] = to;
                options.push(next);
            }
        }
        options
    };
    export(squares.iter().map(|&s| u64::from(s)).collect(), &options, &|squares| joined(squares))
}

/// How many rows of chessmen x1 < x2 < … with every xi ≤ squares[i] (sorted) there are, capped
/// just above `cap`, or `None` when a square is too far right to count (over 1 000).
fn reachable_rows(squares: &[u32], cap: usize) -> Option<usize> {
    let &last = squares.last()?;
    if last > 1_000 {
        return None;
    }
    // ways[x]: rows so far whose last chessman stands on x.
    let mut ways = vec![0usize; last as usize + 1];
    ways[0] = 1;
    for &limit in squares {
        let mut next = vec![0usize; last as usize + 1];
        let mut below = 0usize;
        for x in 1..=limit as usize {
            below = (below + ways[x - 1]).min(cap + 1);
            next[x] = below;
        }
        ways = next;
    }
    Some(ways.iter().fold(0usize, |total, &w| (total + w).min(cap + 1)))
}

/// A prime-factor position: every divisor of N, named by the number.
pub fn prime_graph(position: &PrimePosition) -> Option<GraphPosition> {
    let factors = position.factorize().factors;
    // N's divisors number the product of (exponent + 1).
    factors.iter().try_fold(1usize, |count, f| {
        count.checked_mul(f.exponent as usize + 1).filter(|&c| c <= MAX_EXPORTED)
    })?;
    let primes: Vec<u64> = factors.iter().map(|f| f.prime).collect();
    let options = |code: &Code| {
        let n = code[0];
        let mut options = Vec::new();
        for &p in &primes {
            let mut rest = n;
            while rest.is_multiple_of(p) {
                rest /= p;
                options.push(vec![rest]);
            }
        }
        options
    };
    export(vec![position.n()], &options, &|code| code[0].to_string())
}

/// A Euclid position: the pair with the larger first (the order written does not matter), named
/// `24_15`; over once a number is 0. The positions reachable from (a, b) are the (a − kb, b) and
/// those of (b, a mod b), so they number 1 + the sum of the quotients of Euclid's algorithm,
/// counted before anything is built.
pub fn euclid_graph(position: &EuclidPosition) -> Option<GraphPosition> {
    let (mut larger, mut smaller) = position.ordered();
    let mut count = 1u64;
    while smaller > 0 {
        count += larger / smaller;
        if count > MAX_EXPORTED as u64 {
            return None;
        }
        (larger, smaller) = (smaller, larger % smaller);
    }
    let options = |code: &Code| -> Vec<Code> {
        let (larger, smaller) = (code[0], code[1]);
        if smaller == 0 {
            return Vec::new();
        }
        (1..=larger / smaller)
            .map(|k| {
                let rest = larger - k * smaller;
                vec![rest.max(smaller), rest.min(smaller)]
            })
            .collect()
    };
    let (larger, smaller) = position.ordered();
    export(vec![larger, smaller], &options, &|code| joined(code))
}

/// The funny game (a circle of coins, then rows: Kayles) with at most this many coins gets a graph.
const MAX_FUNNY_COINS: u64 = 20;

/// A funny-game position: the circle (`circle_7`), then rows in any order merged (`4_2`; `0` when
/// no coin is left).
pub fn funny_graph(position: &FunnyPosition) -> Option<GraphPosition> {
    if position.coins() > MAX_FUNNY_COINS {
        return None;
    }
    // Rows as their lengths from longest down (none is 0); the circle of n as [0, n].
    let rows = |rows: &[u32]| -> Code {
        let mut rows: Code = rows.iter().map(|&r| u64::from(r)).collect();
        rows.sort_unstable_by(|a, b| b.cmp(a));
        rows
    };
    let start = match position {
        FunnyPosition::Circle(n) => vec![0, u64::from(*n)],
        FunnyPosition::Rows(lengths) => rows(lengths),
    };
    let options = |code: &Code| -> Vec<Code> {
        if let [0, n] = code[..] {
            return [n.checked_sub(1), n.checked_sub(2)]
                .into_iter()
                .flatten()
                .map(|left| if left > 0 { vec![left] } else { Vec::new() })
                .collect();
        }
        let lengths: Vec<u32> = code.iter().map(|&r| r as u32).collect();
        KaylesRows.options(&lengths).into_iter().map(|(_, to)| rows(&to)).collect()
    };
    let name = |code: &Code| match code[..] {
        [0, n] => format!("circle_{n}"),
        [] => "0".to_owned(),
        _ => joined(code),
    };
    export(start, &options, &name)
}

/// A Wythoff position: the heaps larger first (the order written does not matter), named `7_5`.
/// The positions reachable from (x, y) lie in the rectangle below it, counted before anything is
/// built.
pub fn wythoff_graph(position: &WythoffPosition) -> Option<GraphPosition> {
    let (x, y) = (position.x.max(position.y), position.x.min(position.y));
    if x.checked_add(1)?.checked_mul(y + 1)? > 2 * MAX_EXPORTED as u64 {
        return None;
    }
    let ordered = |a: u64, b: u64| vec![a.max(b), a.min(b)];
    let options = |code: &Code| -> Vec<Code> {
        let (a, b) = (code[0], code[1]);
        let from_a = (0..a).map(|to| ordered(to, b));
        let from_b = (0..b).map(|to| ordered(a, to));
        let from_both = (1..=a.min(b)).map(|k| ordered(a - k, b - k));
        from_a.chain(from_b).chain(from_both).collect()
    };
    export(vec![x, y], &options, &|code| joined(code))
}

/// The most coins (times steps) a staircase may hold for its graph: each position lists a move
/// per coin of each step.
const MAX_STAIRCASE_WORK: u64 = 200;

/// A staircase position: the coins on steps 1, 2, … named `3_1_2`.
pub fn staircase_graph(position: &StaircasePosition) -> Option<GraphPosition> {
    let steps = position.steps();
    let coins = steps.iter().try_fold(0u64, |total, &c| total.checked_add(c))?;
    if coins.checked_mul(steps.len() as u64)? > MAX_STAIRCASE_WORK {
        return None;
    }
    let options = |code: &Code| -> Vec<Code> {
        let mut options = Vec::new();
        for (step, &on_step) in code.iter().enumerate() {
            for k in 1..=on_step {
                let mut next = code.clone();
                next[step] -= k;
                if step > 0 {
                    next[step - 1] += k;
                }
                options.push(next);
            }
        }
        options
    };
    export(steps.to_vec(), &options, &|code| joined(code))
}

/// The divisor game with numbers up to this gets a graph (their divisors listed by trial
/// division on every position).
const MAX_DIVISOR_NUMBER: u64 = 10_000;

/// A divisor-game position: the numbers from largest down, named `12_6_1`.
pub fn divisor_graph(position: &DivisorPosition) -> Option<GraphPosition> {
    if position.numbers().iter().any(|&n| n > MAX_DIVISOR_NUMBER) {
        return None;
    }
    let mut start = position.numbers().to_vec();
    start.sort_unstable_by(|a, b| b.cmp(a));
    let options = |code: &Code| -> Vec<Code> {
        let mut options = Vec::new();
        for (index, &n) in code.iter().enumerate() {
            if index > 0 && code[index - 1] == n {
                continue;
            }
            for (divisor, _) in divisors(n).into_iter().filter(|&(d, _)| d < n) {
                let mut next = code.clone();
                next[index] = divisor;
                next.sort_unstable_by(|a, b| b.cmp(a));
                options.push(next);
            }
        }
        options
    };
    export(start, &options, &|code| joined(code))
}

/// A maze position: the figure's square, named by its row and column from 1 (`r3c4`); the walls
/// stay as they are.
pub fn maze_graph(position: &MazePosition) -> Option<GraphPosition> {
    let (row, column) = position.figure();
    let options = |code: &Code| -> Vec<Code> {
        position
            .with_figure(code[0] as usize, code[1] as usize)
            .map(|here| here.moves().into_iter().map(|(_, (r, c))| vec![r as u64, c as u64]).collect())
            .unwrap_or_default()
    };
    export(vec![row as u64, column as u64], &options, &|code| format!("r{}c{}", code[0] + 1, code[1] + 1))
}

/// Chomp bars of at most this many squares get a graph (each position lists a bite per square).
const MAX_CHOMP_SQUARES: u64 = 40;

/// A Chomp position: its rows' lengths from the top, named `3_3_2`.
pub fn chomp_graph(position: &ChompPosition) -> Option<GraphPosition> {
    if u64::from(position.squares()) > MAX_CHOMP_SQUARES {
        return None;
    }
    let start: Code = position.rows().iter().map(|&r| u64::from(r)).collect();
    let options = |code: &Code| -> Vec<Code> {
        let mut options = Vec::new();
        for (row, &length) in code.iter().enumerate() {
            for column in 0..length {
                if (row, column) == (0, 0) {
                    continue;
                }
                // The bite takes (row, column) and everything right of and below it.
                let next: Code = code
                    .iter()
                    .enumerate()
                    .map(|(r, &l)| if r >= row { l.min(column) } else { l })
                    .filter(|&l| l > 0)
                    .collect();
                options.push(next);
            }
        }
        options
    };
    export(start, &options, &|code| joined(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_row_count_matches_the_georgia_graph_built() {
        for squares in [&[1u32][..], &[3], &[1, 2, 3], &[2, 5], &[1, 4, 6], &[3, 4, 8, 9], &[5, 9, 12]] {
            let position: GeorgiaPosition =
                squares.iter().map(u32::to_string).collect::<Vec<_>>().join(" ").parse().unwrap();
            let built = georgia_graph(&position).map(|g| g.graph().vertex_count());
            assert_eq!(reachable_rows(squares, MAX_EXPORTED), built, "{squares:?}");
        }
        assert_eq!(reachable_rows(&[1_000], 300), Some(301));
        assert_eq!(reachable_rows(&[1_001], 300), None);
    }
}
