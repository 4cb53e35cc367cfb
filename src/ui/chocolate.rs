//! The chocolate games' page, board and texts.

pub mod board;
pub mod page;
pub mod text;
