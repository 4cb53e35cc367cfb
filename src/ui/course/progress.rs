//! The learner's progress: the exercises solved, kept in the browser's local storage (never
//! sent anywhere) as their ids separated by spaces. A lesson is done when all its exercises are.

use super::plan::EXERCISES;

const KEY: &str = "grundy-lab.course";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The ids of the solved exercises (unknown ids from another version are kept as they are).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    solved: Vec<String>,
}

impl Progress {
    pub fn load() -> Progress {
        let text = storage().and_then(|s| s.get_item(KEY).ok().flatten()).unwrap_or_default();
        // A bounded read: an edited entry cannot make the page slow.
        let solved =
            text.split_ascii_whitespace().take(1_000).map(|id| id.chars().take(16).collect()).collect();
        Progress { solved }
    }

    fn save(&self) {
        if let Some(storage) = storage() {
            let _ = storage.set_item(KEY, &self.solved.join(" "));
        }
    }

    pub fn is_solved(&self, id: &str) -> bool {
        self.solved.iter().any(|s| s == id)
    }

    /// The progress with `id` solved, saved.
    pub fn with_solved(&self, id: &str) -> Progress {
        let mut next = self.clone();
        if !next.is_solved(id) {
            next.solved.push(id.to_owned());
            next.save();
        }
        next
    }

    /// How many of lesson `number`'s (from 1) exercises are solved, and how many it has.
    pub fn lesson(&self, number: usize) -> (usize, usize) {
        let exercises = EXERCISES.get(number.wrapping_sub(1)).copied().unwrap_or_default();
        (exercises.iter().filter(|e| self.is_solved(e.id)).count(), exercises.len())
    }

    /// Forgets everything (the contents page's "start again").
    pub fn cleared() -> Progress {
        if let Some(storage) = storage() {
            let _ = storage.remove_item(KEY);
        }
        Progress::default()
    }
}
