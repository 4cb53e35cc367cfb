//! Explanation components any game can use: the mex stepper, the nim-sum by bits, the Grundy
//! table heatmap and the move list.

pub mod grundy_table;
pub mod history;
pub mod mex_stepper;
pub mod text;
pub mod xor_panel;
