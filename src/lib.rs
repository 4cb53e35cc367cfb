//! Grundy Lab: an interactive tutorial for impartial combinatorial games.
//!
//! Three layers, one direction: [`engine`] (Grundy theory) ← [`games`] (rules and notation of each
//! game) ← `ui` (Yew components, compiled for the browser only). See ARCHITECTURE.md.

pub mod content;
pub mod engine;
pub mod games;

#[cfg(target_arch = "wasm32")]
pub mod ui;
