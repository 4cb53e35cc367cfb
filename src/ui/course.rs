//! The course: ten lessons at `#/learn/1` … `#/learn/10`, each with short sections, live boards
//! and steppers of the kit, and exercises graded by the engine; the learner's progress in local
//! storage; the contents on the home page.
//!
//! What a lesson shows and asks is data (`plan`), its words are data per language (`text`);
//! the components (`page`, `live`, `takeaway`, `ask`) hold no lesson text.

pub mod ask;
pub mod boards;
pub mod contest;
pub mod lessons_en;
pub mod lessons_ja;
pub mod live;
pub mod page;
pub mod plan;
pub mod progress;
pub mod review;
pub mod review_text;
pub mod takeaway;
pub mod text;
pub mod worksheet;
