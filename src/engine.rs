//! Grundy theory, independent of any particular game and of the browser.
//!
//! [`Nimber`] values and [`mex`], a memoized [`solver`] for any impartial game described by its
//! options, disjunctive [`sum`]s with their winning moves, and [`trace`]s that record a
//! calculation step by step so the UI can replay it.

pub mod nimber;
pub mod solver;
pub mod sum;
pub mod trace;

pub use nimber::{Nimber, mex};
pub use solver::{Impartial, SearchLimitExceeded, Solver};
