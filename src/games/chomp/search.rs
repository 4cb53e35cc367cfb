//! The exact search of a Chomp position: every position reachable from a start is a Young
//! diagram inside it, so they can be numbered compactly and solved bottom-up, smallest first.
//!
//! Numbering. A diagram inside the start λ (k rows) is a list μ₀ ≥ μ₁ ≥ … ≥ μₖ₋₁ ≥ 0 with
//! μᵢ ≤ λᵢ (rows past the diagram's end are 0). Let `T(i, m)` count the ways to fill rows i.. with
//! every row at most `m` (and at most its own λᵢ). Ordering diagrams lexicographically (row 0
//! first), the rank of μ is Σᵢ `P(i, μᵢ)` with `P(i, m) = Σ_{v<m} T(i+1, v)`: the diagrams that
//! agree with μ above row i and have a shorter row i. A move only shortens rows, so every option
//! of μ has a smaller rank, and filling the values in rank order sees each option before the
//! position: no recursion, no hash map, one `u16` per diagram (a value is below the number of
//! moves, and a bar has at most 200 × 200 squares).
//!
//! Eating square (r, c) keeps rows above r and cuts rows r.. to at most c. In column c the rows
//! longer than c are 0..h; walking r from h−1 up to 0 the option's rank is the rows above r as
//! they are plus Σ_{i≥r} `P(i, min(μᵢ, c))`, a running sum: each option costs O(1), a position
//! O(its squares), and the whole search Σ|μ| over the diagrams, which is counted before starting.

use std::rc::Rc;

use crate::engine::Nimber;

/// At most this many positions (diagrams inside the start) are searched: an 11×11 bar has
/// 705 431, a 12×12 one 2 704 155.
pub const MAX_SEARCH_POSITIONS: u64 = 1_000_000;
/// At most this much work: the squares of every diagram added up (each square of a position is
/// one of its moves). An 11×11 bar weighs about 43 million; a bar of 2 rows of 200 about 2.7
/// million, of 3 rows 400 million.
pub const MAX_SEARCH_WORK: u64 = 50_000_000;

/// A position too large for the exact search: `positions` diagrams inside it (the count stops
/// just past the limit) or `work` squares over them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLargeToSearch {
    pub positions: u64,
    pub work: u64,
}

// A value is at most a position's number of moves, fewer than its squares.
const _: () = assert!(super::MAX_ROWS * super::MAX_COLUMNS as usize <= u16::MAX as usize);

/// Counts with a ceiling: past `MAX + 1` a count only says "too many".
const CEILING: u64 = MAX_SEARCH_WORK + 1;

fn capped(x: u64) -> u64 {
    x.min(CEILING)
}

/// The numbering of the diagrams inside a start: `offsets[i][m]` is `P(i, m)` for m ≤ λᵢ.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Numbering {
    start: Vec<u32>,
    offsets: Vec<Vec<u64>>,
    /// Diagrams inside the start, the empty one (rank 0, not a position) included.
    diagrams: u64,
    /// Σ|μ| over them.
    work: u64,
}

impl Numbering {
    /// The counts, capped: `T(i, m)` and the work `W(i, m)` (Σ of the rows i.. over those
    /// fillings) from the bottom row up, O(k × λ₀).
    fn new(start: &[u32]) -> Numbering {
        let width = start.first().copied().unwrap_or(0) as usize;
        // Below the last row: one way (nothing), no squares.
        let mut ways = vec![1u64; width + 1];
        let mut work = vec![0u64; width + 1];
        let mut offsets = vec![Vec::new(); start.len()];
        for (i, &length) in start.iter().enumerate().rev() {
            let length = length as usize;
            let mut row_offsets = Vec::with_capacity(length + 1);
            let mut next_ways = vec![0u64; width + 1];
            let mut next_work = vec![0u64; width + 1];
            let (mut total_ways, mut total_work) = (0u64, 0u64);
            for m in 0..=width {
                if m <= length {
                    row_offsets.push(total_ways);
                    total_ways = capped(total_ways + ways[m]);
                    let squares = capped((m as u64).saturating_mul(ways[m]));
                    total_work = capped(total_work + squares + work[m]);
                }
                next_ways[m] = total_ways;
                next_work[m] = total_work;
            }
            offsets[i] = row_offsets;
            ways = next_ways;
            work = next_work;
        }
        Numbering { start: start.to_vec(), offsets, diagrams: ways[width], work: work[width] }
    }

    fn check(&self) -> Result<(), TooLargeToSearch> {
        let positions = self.diagrams - 1;
        if positions > MAX_SEARCH_POSITIONS || self.work > MAX_SEARCH_WORK {
            return Err(TooLargeToSearch { positions, work: self.work });
        }
        Ok(())
    }

    /// Whether `rows` (non-increasing) fits inside the start.
    fn contains(&self, rows: &[u32]) -> bool {
        rows.len() <= self.start.len() && rows.iter().zip(&self.start).all(|(r, s)| r <= s)
    }

    /// The rank of a diagram inside the start.
    fn rank(&self, rows: &[u32]) -> usize {
        rows.iter().enumerate().map(|(i, &m)| self.offsets[i][m as usize]).sum::<u64>() as usize
    }

    /// Calls `visit(row, column, rank)` for every option of `rows` (every square but the
    /// poisoned one), column by column from the left, each column from its bottom square up.
    /// `scratch` holds the prefix and suffix sums of the rows' offsets.
    fn for_each_option(&self, rows: &[u32], scratch: &mut Vec<u64>, mut visit: impl FnMut(u32, u32, usize)) {
        let len = rows.len();
        // scratch[0..=len]: prefix sums (rows above i); scratch[len+1..]: suffix sums (rows i..).
        scratch.clear();
        scratch.resize(2 * (len + 1), 0);
        for (i, &m) in rows.iter().enumerate() {
            scratch[i + 1] = scratch[i] + self.offsets[i][m as usize];
        }
        let total = scratch[len];
        let suffix = |scratch: &[u64], i: usize| total - scratch[i];
        let mut height = len;
        for column in 0..rows.first().copied().unwrap_or(0) {
            while height > 0 && rows[height - 1] <= column {
                height -= 1;
            }
            let mut below = suffix(scratch, height);
            for row in (0..height).rev() {
                below += self.offsets[row][column as usize];
                if row == 0 && column == 0 {
                    continue;
                }
                visit(row as u32, column, (scratch[row] + below) as usize);
            }
        }
    }
}

/// Every position inside a start, solved: the Grundy value of each diagram by its rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChompSearch {
    numbering: Numbering,
    values: Vec<u16>,
}

impl ChompSearch {
    /// Solves every diagram inside `start` (non-empty rows, non-increasing), or says it is too large.
    pub fn new(start: &[u32]) -> Result<ChompSearch, TooLargeToSearch> {
        let numbering = Numbering::new(start);
        numbering.check()?;
        let total = numbering.diagrams as usize;
        let squares: u32 = start.iter().sum();
        let mut values = vec![0u16; total];
        // `seen[v] == stamp` marks value v among the current position's options.
        let mut seen = vec![0u32; squares as usize + 1];
        let mut scratch = Vec::new();
        let mut rows: Vec<u32> = Vec::with_capacity(start.len());
        for rank in 1..total {
            next_diagram(&mut rows, start);
            debug_assert_eq!(numbering.rank(&rows), rank);
            let stamp = rank as u32;
            numbering.for_each_option(&rows, &mut scratch, |_, _, option| {
                if let Some(mark) = seen.get_mut(values[option] as usize) {
                    *mark = stamp;
                }
            });
            values[rank] = seen.iter().position(|&mark| mark != stamp).unwrap_or(seen.len()) as u16;
        }
        Ok(ChompSearch { numbering, values })
    }

    /// The start the search began from.
    pub fn start(&self) -> &[u32] {
        &self.numbering.start
    }

    /// How many positions were solved (every non-empty diagram inside the start).
    pub fn positions(&self) -> u64 {
        self.numbering.diagrams - 1
    }

    /// Whether `rows` is one of the positions solved.
    pub fn contains(&self, rows: &[u32]) -> bool {
        self.numbering.contains(rows)
    }

    /// The value of `rows`, a position inside the start.
    pub fn value(&self, rows: &[u32]) -> Option<Nimber> {
        self.contains(rows).then(|| Nimber(u64::from(self.values[self.numbering.rank(rows)])))
    }

    /// Every move from `rows` (row and column from 0) with the value it leads to, in row-major
    /// order; empty when `rows` is not inside the start.
    pub fn options(&self, rows: &[u32]) -> Vec<(u32, u32, Nimber)> {
        if !self.contains(rows) {
            return Vec::new();
        }
        let mut options = Vec::new();
        self.numbering.for_each_option(rows, &mut Vec::new(), |row, column, rank| {
            options.push((row, column, Nimber(u64::from(self.values[rank]))));
        });
        options.sort_unstable_by_key(|&(row, column, _)| (row, column));
        options
    }
}

/// The next diagram inside `start` in lexicographic order (row 0 first), written as its
/// non-empty rows: the last row that may grow grows by one square and every row below it empties.
/// The first row past the diagram may always grow (from 0 to 1) when the start has it, so the
/// step costs O(rows of the diagram).
fn next_diagram(rows: &mut Vec<u32>, start: &[u32]) {
    if rows.len() < start.len() && rows.last().is_none_or(|&last| last >= 1) {
        rows.push(1);
        return;
    }
    while let Some(i) = rows.len().checked_sub(1) {
        let bound = if i == 0 { start[0] } else { rows[i - 1].min(start[i]) };
        if rows[i] < bound {
            rows[i] += 1;
            return;
        }
        rows.pop();
    }
}

/// The search of `start`, or of the last one searched when `start` lies inside it (a game's
/// positions all do: the value, the moves and the panels of every position of a game ask the
/// same search).
pub fn search(start: &[u32]) -> Result<Rc<ChompSearch>, TooLargeToSearch> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<Rc<ChompSearch>>> = const { std::cell::RefCell::new(None) };
    }
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        if let Some(found) = &*last
            && found.contains(start)
        {
            return Ok(Rc::clone(found));
        }
        let found = Rc::new(ChompSearch::new(start)?);
        *last = Some(Rc::clone(&found));
        Ok(found)
    })
}

/// Whether `start` can be searched, without searching it (O(rows × columns)).
pub fn check(start: &[u32]) -> Result<(), TooLargeToSearch> {
    Numbering::new(start).check()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_binomials_for_rectangles() {
        // Diagrams in an r×c box are lattice paths: C(r+c, r) of them, the empty one included.
        let n = Numbering::new(&[5, 5, 5, 5]);
        assert_eq!(n.diagrams, 126);
        assert_eq!(Numbering::new(&[11; 11]).diagrams, 705_432);
        assert!(Numbering::new(&[12; 12]).check().is_err());
    }

    #[test]
    fn work_is_the_sum_of_the_squares() {
        // Inside "2 1": the diagrams ∅, 1, 2, 1+1, 2+1 have 0+1+2+2+3 = 8 squares.
        let n = Numbering::new(&[2, 1]);
        assert_eq!((n.diagrams, n.work), (5, 8));
    }

    #[test]
    fn every_diagram_is_visited_once_in_rank_order() {
        let start = [4, 3, 3, 1];
        let n = Numbering::new(&start);
        let mut rows = Vec::new();
        for rank in 1..n.diagrams as usize {
            next_diagram(&mut rows, &start);
            assert_eq!(n.rank(&rows), rank, "{rows:?}");
        }
        // The last is the start itself.
        assert_eq!(rows, start);
    }
}
