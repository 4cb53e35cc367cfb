//! The learner's progress: the exercises solved, kept in the browser's local storage (never
//! sent anywhere) as their ids separated by spaces. A lesson is done when all its exercises are.

use super::plan::{EXERCISES, Exercise};
use crate::games::drill::{CodeError, MAX_BOX, Saved, decode, encode};

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
            let _ = storage.remove_item(REVIEW_KEY);
        }
        Progress::default()
    }
}

/// The review key: "v=<visits>" then one "topic:box:due" per kind of exercise missed.
const REVIEW_KEY: &str = "grundy-lab.review";

/// A kind of exercise on a game ("predict-nim"): what the review brings back.
pub fn topic(exercise: &Exercise) -> String {
    format!("{}-{}", exercise.kind.code(), exercise.game.code())
}

/// Every topic of the course, in the order of [`EXERCISES`], each with its first exercise (the
/// template of the review's fresh positions). The order is the progress code's.
pub fn topics() -> Vec<(String, Exercise)> {
    topics_of(&EXERCISES)
}

/// The topics of these lessons' exercises, in order (those of the first lessons of the course
/// come first: a topic is listed where it first appears).
fn topics_of(lessons: &[&[Exercise]]) -> Vec<(String, Exercise)> {
    let mut list: Vec<(String, Exercise)> = Vec::new();
    for exercise in lessons.iter().flat_map(|l| l.iter()) {
        let name = topic(exercise);
        if !list.iter().any(|(t, _)| *t == name) {
            list.push((name, *exercise));
        }
    }
    list
}

/// The spaced review (Leitner boxes): a topic missed goes to box 1 and comes back on the next
/// visit of the review page; answered right there it moves to the next box and comes back after
/// 2, 4, 8 visits; answered right from the last box it leaves the review; wrong sends it back to
/// box 1.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    /// How many times the review page was opened.
    pub visits: u64,
    /// (topic, box 1 to `MAX_BOX`, the visit it is due on).
    pub entries: Vec<(String, u8, u64)>,
}

impl Review {
    pub fn load() -> Review {
        let text = storage().and_then(|s| s.get_item(REVIEW_KEY).ok().flatten()).unwrap_or_default();
        let mut review = Review::default();
        for token in text.split_ascii_whitespace().take(200) {
            if let Some(v) = token.strip_prefix("v=") {
                review.visits = v.parse().unwrap_or(0).min(1 << 40);
                continue;
            }
            let mut parts = token.splitn(3, ':');
            let (Some(name), Some(b), Some(due)) = (parts.next(), parts.next(), parts.next()) else {
                continue;
            };
            if let (Ok(b), Ok(due)) = (b.parse::<u8>(), due.parse::<u64>()) {
                review.entries.push((name.chars().take(40).collect(), b.clamp(1, MAX_BOX), due.min(1 << 40)));
            }
        }
        review
    }

    pub fn save(&self) {
        let mut text = format!("v={}", self.visits);
        for (name, b, due) in &self.entries {
            text.push_str(&format!(" {name}:{b}:{due}"));
        }
        if let Some(storage) = storage() {
            let _ = storage.set_item(REVIEW_KEY, &text);
        }
    }

    /// The topics due now, in the order they were missed.
    pub fn due(&self) -> Vec<String> {
        self.entries.iter().filter(|e| e.2 <= self.visits).map(|e| e.0.clone()).collect()
    }

    /// A wrong answer on `name`: box 1, back on the next visit.
    pub fn missed(mut self, name: &str) -> Review {
        let due = self.visits + 1;
        match self.entries.iter_mut().find(|e| e.0 == name) {
            Some(entry) => *entry = (name.to_owned(), 1, due),
            None => self.entries.push((name.to_owned(), 1, due)),
        }
        self
    }

    /// A right answer in the review on `name`: the next box, a longer interval.
    pub fn right(mut self, name: &str) -> Review {
        let visits = self.visits;
        if let Some(i) = self.entries.iter().position(|e| e.0 == name) {
            let b = self.entries[i].1;
            if b >= MAX_BOX {
                self.entries.remove(i);
            } else {
                self.entries[i] = (name.to_owned(), b + 1, visits + (1 << b));
            }
        }
        self
    }

    /// Records a wrong answer from a lesson (loads, changes, saves).
    pub fn record_missed(exercise: &Exercise) {
        Review::load().missed(&topic(exercise)).save();
    }
}

/// The progress code of this browser's progress.
pub fn export_code(progress: &Progress, review: &Review) -> String {
    let solved = EXERCISES.iter().flat_map(|l| l.iter()).map(|e| progress.is_solved(e.id)).collect();
    let boxes = topics()
        .iter()
        .map(|(name, _)| review.entries.iter().find(|e| e.0 == *name).map_or(0, |e| e.1))
        .collect();
    encode(&Saved { solved, boxes })
}

/// How many lessons the course had in earlier versions: a progress code made then still reads.
/// The lessons added since come after them, so their exercises and topics follow the earlier
/// ones in the code's order, and an earlier code's flags and boxes are the first of today's.
const EARLIER_COURSES: [usize; 3] = [12, 11, 10];

/// How many exercises and topics the first `lessons` lessons have (a code's layout).
fn layout(lessons: usize) -> (usize, usize) {
    let lessons = &EXERCISES[..lessons.min(EXERCISES.len())];
    (lessons.iter().map(|l| l.len()).sum(), topics_of(lessons).len())
}

/// Reads a progress code (nothing is changed): one of this course, or of an earlier version's
/// (its lessons' flags and boxes; nothing solved and no topic in review in the lessons since).
pub fn read_code(code: &str) -> Result<Saved, CodeError> {
    let (exercises, topics) = layout(EXERCISES.len());
    let read = decode(code, exercises, topics);
    if read != Err(CodeError::Length) {
        return read;
    }
    for lessons in EARLIER_COURSES {
        let (earlier_exercises, earlier_topics) = layout(lessons);
        if let Ok(mut saved) = decode(code, earlier_exercises, earlier_topics) {
            saved.solved.resize(exercises, false);
            saved.boxes.resize(topics, 0);
            return Ok(saved);
        }
    }
    read
}

/// Replaces this browser's progress by a code's: the solved exercises, and the review's topics,
/// each due on the next visit. Returns the new progress.
pub fn import(saved: &Saved) -> Progress {
    let solved: Vec<String> = EXERCISES
        .iter()
        .flat_map(|l| l.iter())
        .zip(&saved.solved)
        .filter(|(_, s)| **s)
        .map(|(e, _)| e.id.to_owned())
        .collect();
    let progress = Progress { solved };
    if let Some(storage) = storage() {
        let _ = storage.set_item(KEY, &progress.solved.join(" "));
    }
    let old = Review::load();
    let entries = topics()
        .into_iter()
        .zip(&saved.boxes)
        .filter(|(_, b)| **b > 0)
        .map(|((name, _), &b)| (name, b, old.visits + 1))
        .collect();
    Review { visits: old.visits, entries }.save();
    progress
}
