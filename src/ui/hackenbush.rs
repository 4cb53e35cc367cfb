//! Green Hackenbush's page, board, editor and picture steppers.

pub mod board;
pub mod colon_stepper;
pub mod editor;
pub mod page;
pub mod text;
