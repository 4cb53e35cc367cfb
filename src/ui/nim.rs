//! Nim's page and board.

pub mod board;
pub mod page;
pub mod text;
