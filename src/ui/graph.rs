//! Game graphs: the page, the picture of a graph, the steppers, the editor and the import.

pub mod board;
pub mod page;
pub mod text;
