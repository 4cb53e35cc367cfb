//! The chocolate games on the kit's page: their page words and panels, their board slot, the
//! board drawing and the texts.

pub mod board;
pub mod grundy_table;
pub mod page;
pub mod panels;
pub mod play;
pub mod text;
