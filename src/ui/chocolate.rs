//! The chocolate games' page and board.

pub mod board;
pub mod page;
