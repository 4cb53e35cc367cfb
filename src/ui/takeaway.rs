//! The take-away games' pages: subtraction games (normal and misère), "don't say N", bounded
//! Nim, Moore's Nim_k and misère Nim, on one shared board and panel set.

pub mod board;
pub mod page;
pub mod panels;
pub mod text;
