//! Grundy tables of single bars, filled row by row in O(n²·n) without any search.
//!
//! Row `h` needs only rows above it and the cells to its left, so a table can be filled a few
//! rows at a time (the page does that between frames) and resumed. Property tests compare every
//! cell with `Solver::brute_force()` on the stated rules.

use std::cell::RefCell;

use super::{Bar, MAX_SIDE};

/// Which rule fills a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableKind {
    /// Eat game: from h×w to i×w (i < h), h×j (j < w) or nothing.
    Eat,
    /// Split game: the value of a break is g(A) ⊕ g(B).
    Split,
    /// Cutting game, simplified: only cuts that leave both pieces at least 2 wide. Cells with a
    /// side of 1 hold [`NO_VALUE`].
    Cutting,
    /// Cutting game, every cut that makes no 1×1 piece (used for positions that hold a 1-wide
    /// strip; see the module `chocolate`). The 1×1 cell holds [`NO_VALUE`].
    CuttingNoSquare,
}

impl TableKind {
    pub const ALL: [TableKind; 4] =
        [TableKind::Eat, TableKind::Split, TableKind::Cutting, TableKind::CuttingNoSquare];
}

/// A cell without a value in its table.
pub const NO_VALUE: u16 = u16::MAX;

/// What a cell holding [`NO_VALUE`] is, for the table's readout to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blank {
    /// Cutting game: a single square, already cut out (the cut that made it ended the game).
    CutOut,
    /// Cutting game: a strip one square wide, won at once by the player to move.
    Strip,
    /// Any other cell without a value.
    NoValue,
}

/// What a cell holding [`NO_VALUE`] is, for a bar of `kind`'s table.
pub fn blank_kind(kind: TableKind, bar: Bar) -> Blank {
    match kind {
        TableKind::Cutting | TableKind::CuttingNoSquare if bar.is_square() => Blank::CutOut,
        TableKind::Cutting if bar.is_strip() => Blank::Strip,
        _ => Blank::NoValue,
    }
}

/// The values of every bar up to `n`×`n`, filled row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyTable {
    kind: TableKind,
    n: usize,
    values: Vec<u16>,
    rows_done: usize,
    /// `seen[v] == stamp` marks value `v` as present in the current cell's option set, so the
    /// set is never cleared between cells.
    seen: Vec<u32>,
    stamp: u32,
}

impl GrundyTable {
    /// An empty table for bars up to `n`×`n` (`n` is clamped to 1..=200).
    pub fn new(kind: TableKind, n: usize) -> GrundyTable {
        let n = n.clamp(1, MAX_SIDE as usize);
        // A cell has at most 2n − 1 options, so its mex is at most 2n − 1.
        GrundyTable {
            kind,
            n,
            values: vec![NO_VALUE; n * n],
            rows_done: 0,
            seen: vec![0; 2 * n + 2],
            stamp: 0,
        }
    }

    /// A table filled completely.
    pub fn filled(kind: TableKind, n: usize) -> GrundyTable {
        let mut table = GrundyTable::new(kind, n);
        table.fill_rows(n);
        table
    }

    pub fn kind(&self) -> TableKind {
        self.kind
    }

    /// The largest side the table covers.
    pub fn n(&self) -> usize {
        self.n
    }

    /// How many rows (bar heights 1, 2, …) are filled.
    pub fn rows_done(&self) -> usize {
        self.rows_done
    }

    pub fn is_done(&self) -> bool {
        self.rows_done == self.n
    }

    /// Fills up to `rows` more rows; true when the table is complete.
    pub fn fill_rows(&mut self, rows: usize) -> bool {
        let end = (self.rows_done + rows).min(self.n);
        for h in self.rows_done + 1..=end {
            for w in 1..=self.n {
                let value = self.compute(h, w);
                self.values[(h - 1) * self.n + (w - 1)] = value;
            }
            self.rows_done = h;
        }
        self.is_done()
    }

    /// The raw cell for an h×w bar (1-based): a value or [`NO_VALUE`]; `None` outside the table
    /// or in a row not filled yet.
    pub fn cell(&self, h: usize, w: usize) -> Option<u16> {
        if h == 0 || w == 0 || h > self.rows_done || w > self.n {
            return None;
        }
        Some(self.values[(h - 1) * self.n + (w - 1)])
    }

    /// The value of `bar`, if the table covers it and has one for it.
    pub fn value(&self, bar: Bar) -> Option<u16> {
        self.cell(bar.h as usize, bar.w as usize).filter(|&v| v != NO_VALUE)
    }

    /// The largest value in the filled rows.
    pub fn max_value(&self) -> u16 {
        self.values[..self.rows_done * self.n].iter().copied().filter(|&v| v != NO_VALUE).max().unwrap_or(0)
    }

    fn at(&self, h: usize, w: usize) -> u16 {
        self.values[(h - 1) * self.n + (w - 1)]
    }

    fn mark(&mut self, value: u16) {
        if let Some(slot) = self.seen.get_mut(value as usize) {
            *slot = self.stamp;
        }
    }

    fn compute(&mut self, h: usize, w: usize) -> u16 {
        self.stamp += 1;
        match self.kind {
            TableKind::Eat => {
                self.mark(0);
                for i in 1..h {
                    self.mark(self.at(i, w));
                }
                for j in 1..w {
                    self.mark(self.at(h, j));
                }
            }
            TableKind::Split => {
                for i in 1..=h / 2 {
                    self.mark(self.at(i, w) ^ self.at(h - i, w));
                }
                for j in 1..=w / 2 {
                    self.mark(self.at(h, j) ^ self.at(h, w - j));
                }
            }
            TableKind::Cutting => {
                if h < 2 || w < 2 {
                    return NO_VALUE;
                }
                for i in 2..=h / 2 {
                    self.mark(self.at(i, w) ^ self.at(h - i, w));
                }
                for j in 2..=w / 2 {
                    self.mark(self.at(h, j) ^ self.at(h, w - j));
                }
            }
            TableKind::CuttingNoSquare => {
                if h == 1 && w == 1 {
                    return NO_VALUE;
                }
                // A piece is 1×1 only when the cut runs along a 1-wide bar one square from its end.
                let first = |other: usize| if other == 1 { 2 } else { 1 };
                for i in first(w)..=h / 2 {
                    self.mark(self.at(i, w) ^ self.at(h - i, w));
                }
                for j in first(h)..=w / 2 {
                    self.mark(self.at(h, j) ^ self.at(h, w - j));
                }
            }
        }
        let mut mex = 0;
        while self.seen.get(mex).is_some_and(|&s| s == self.stamp) {
            mex += 1;
        }
        mex as u16
    }
}

thread_local! {
    /// One complete table per kind, grown on demand; values never change once computed.
    static CACHE: RefCell<Vec<GrundyTable>> = const { RefCell::new(Vec::new()) };
}

/// The value of `bar` in a table of `kind`, from a table kept for the whole program (filled up to
/// the largest side asked for so far, at least 32). `None` for cells without a value.
pub fn cached_value(kind: TableKind, bar: Bar) -> Option<u16> {
    let need = bar.h.max(bar.w) as usize;
    if need == 0 || need > MAX_SIDE as usize {
        return None;
    }
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let index = match cache.iter().position(|t| t.kind() == kind) {
            Some(index) => index,
            None => {
                cache.push(GrundyTable::filled(kind, need.max(32)));
                cache.len() - 1
            }
        };
        if cache[index].n() < need {
            let size = need.max(cache[index].n() * 2).min(MAX_SIDE as usize);
            cache[index] = GrundyTable::filled(kind, size);
        }
        cache[index].value(bar)
    })
}

/// Keeps a complete table (filled elsewhere, e.g. by the page's table view) for later look-ups,
/// unless a table of its kind at least as large is kept already.
pub fn share(table: &GrundyTable) {
    if !table.is_done() {
        return;
    }
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        match cache.iter().position(|t| t.kind() == table.kind()) {
            Some(index) if cache[index].n() >= table.n() => {}
            Some(index) => cache[index] = table.clone(),
            None => cache.push(table.clone()),
        }
    });
}
