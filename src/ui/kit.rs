//! The game-page kit: what every game page shares (players and mode bar, status and total lines,
//! turn controls and their keys, the setup box, URL sync, notices, keyboard help).

pub mod chrome;
pub mod contract;
pub mod fit;
pub mod frame;
pub mod game;
pub mod import_box;
pub mod keys;
pub mod number;
pub mod page;
pub mod persist;
pub mod playback;
pub mod reducer;
pub mod share;
pub mod text;
pub mod url;
