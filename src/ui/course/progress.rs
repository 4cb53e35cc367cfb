//! The learner's progress: the exercises solved, kept in the browser's local storage (never
//! sent anywhere) as their ids separated by spaces. A lesson is done when all its exercises are.

use super::plan::{EXERCISES, Exercise, Game, Kind};
use crate::games::drill::{
    CodeError, MAX_BOX, Saved, decode, decode_13_lessons, encode, renumbered_from_13_lessons,
};

/// The solved ids since lesson 5 was rebuilt around a Nim heap beside a coin heap (lessons added
/// since, at the end, keep every id: the key stays).
const KEY: &str = "grundy-lab.course.16";
/// Where the courses of 14 to 16 lessons kept them before: read once, when the new key is empty,
/// without lesson 5's ids (its exercises then were other questions, on chocolate bars).
const KEY_BEFORE_LESSON_5: &str = "grundy-lab.course.14";
/// Where the course of 13 lessons kept them: read once, renumbered, when the newer keys are empty.
const KEY_13_LESSONS: &str = "grundy-lab.course";

/// Lesson 5's ids, which stood for other exercises before it was rebuilt.
const LESSON_5_IDS: [&str; 3] = ["5a", "5b", "5c"];

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
        let item = |key: &str| storage().and_then(|s| s.get_item(key).ok().flatten());
        // (text, renumbered from the course of 13 lessons, kept before lesson 5 was rebuilt)
        let (text, renumber, before_5) = match (item(KEY), item(KEY_BEFORE_LESSON_5)) {
            (Some(text), _) => (text, false, false),
            (None, Some(text)) => (text, false, true),
            (None, None) => (item(KEY_13_LESSONS).unwrap_or_default(), true, true),
        };
        // A bounded read: an edited entry cannot make the page slow.
        let ids = text.split_ascii_whitespace().take(1_000).map(|id| id.chars().take(16).collect::<String>());
        let solved = ids
            .map(|id| if renumber { renumbered_from_13_lessons(&id) } else { id })
            .filter(|id| !(before_5 && LESSON_5_IDS.contains(&id.as_str())))
            .collect();
        Progress { solved }
    }

    fn save(&self) {
        if let Some(storage) = storage() {
            let _ = storage.set_item(KEY, &self.solved.join(" "));
            // Read once (and renumbered) into the new key: the old ones are done with.
            let _ = storage.remove_item(KEY_BEFORE_LESSON_5);
            let _ = storage.remove_item(KEY_13_LESSONS);
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
            let _ = storage.remove_item(KEY_BEFORE_LESSON_5);
            let _ = storage.remove_item(KEY_13_LESSONS);
            let _ = storage.remove_item(REVIEW_KEY);
            let _ = storage.remove_item(GATES_KEY);
        }
        Progress::default()
    }
}

/// The gates the learner has opened (`:: gate`: a section's explanation behind its question),
/// as "<lesson>.<section>" separated by spaces.
const GATES_KEY: &str = "grundy-lab.gates";

/// Whether the gate `id` ("<lesson>.<section>") has been opened in this browser.
pub fn gate_opened(id: &str) -> bool {
    let text = storage().and_then(|s| s.get_item(GATES_KEY).ok().flatten()).unwrap_or_default();
    // A bounded read, as the progress's.
    text.split_ascii_whitespace().take(1_000).any(|g| g == id)
}

/// Remembers that the gate `id` has been opened.
pub fn open_gate(id: &str) {
    if let Some(storage) = storage()
        && !gate_opened(id)
    {
        let text = storage.get_item(GATES_KEY).ok().flatten().unwrap_or_default();
        let _ = storage.set_item(
            GATES_KEY,
            text.split_ascii_whitespace().chain([id]).collect::<Vec<_>>().join(" ").as_str(),
        );
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

/// How many lessons the course had in earlier versions (codes starting GL1-): a progress code
/// made then still reads. Those courses had today's lessons but lesson 9 (Euclid's game and A
/// Funny Game, split from lesson 8 since), the first 10 to 13 of them.
const EARLIER_COURSES: [usize; 4] = [13, 12, 11, 10];

/// The lesson (from 0) the earlier courses did not have.
const SPLIT_LESSON: usize = 8;

/// How many exercises and topics the first `lessons` lessons have (a code's layout).
fn layout(lessons: usize) -> (usize, usize) {
    layout_of(&EXERCISES[..lessons.min(EXERCISES.len())])
}

/// How many exercises and topics these lessons have.
fn layout_of(lessons: &[&[Exercise]]) -> (usize, usize) {
    (lessons.iter().map(|l| l.len()).sum(), topics_of(lessons).len())
}

/// Lesson 5's exercises before it was rebuilt around a Nim heap beside a coin heap: sums of
/// chocolate bars. A code made then is read in that layout; the ids are not today's, so their
/// flags are dropped (today's 5a to 5c are other questions), and the topics they shared with
/// lesson 6 keep their boxes.
static LESSON_5_OF_CHOCOLATE: [Exercise; 3] = [
    Exercise { id: "5a-chocolate", game: Game::Split, position: "2x3,1x4", kind: Kind::Value },
    Exercise { id: "5b-chocolate", game: Game::Split, position: "2x2,1x3", kind: Kind::Predict },
    Exercise { id: "5c-chocolate", game: Game::Eat, position: "2x2,1x3", kind: Kind::WinningMove },
];

/// The lessons as the course had them before lesson 5 was rebuilt: today's, with its lesson 5.
fn before_lesson_5_was_rebuilt() -> Vec<&'static [Exercise]> {
    let mut lessons: Vec<&'static [Exercise]> = EXERCISES.to_vec();
    if let Some(lesson) = lessons.get_mut(4) {
        *lesson = &LESSON_5_OF_CHOCOLATE;
    }
    lessons
}

/// How many lessons the earlier courses of today's code version (GL2-) had: a code made then
/// still reads. Lessons came at the end since, so those courses' lessons are today's first ones,
/// but for lesson 5, rebuilt since ([`before_lesson_5_was_rebuilt`]). Each layout has a length of
/// its own (41, 44, 46 and today 47 characters), so a code's length tells which course made it.
const EARLIER_COURSES_OF_THIS_VERSION: [usize; 3] = [16, 15, 14];

/// A code's flags and boxes, read in the layout of `lessons` (an earlier course's), each moved
/// to its place in today's order; nothing solved and no topic in review in the lessons since.
fn moved(lessons: &[&[Exercise]], saved: &Saved) -> Saved {
    let (exercises, topics) = layout(EXERCISES.len());
    let today: Vec<&Exercise> = EXERCISES.iter().flat_map(|l| l.iter()).collect();
    let today_topics = self::topics();
    let mut moved = Saved { solved: vec![false; exercises], boxes: vec![0; topics] };
    for (e, &solved) in lessons.iter().flat_map(|l| l.iter()).zip(&saved.solved) {
        if let Some(i) = today.iter().position(|t| t.id == e.id) {
            moved.solved[i] = solved;
        }
    }
    for ((name, _), &b) in topics_of(lessons).iter().zip(&saved.boxes) {
        if let Some(i) = today_topics.iter().position(|(t, _)| t == name) {
            moved.boxes[i] = b;
        }
    }
    moved
}

/// Reads a progress code (nothing is changed): one of this course, or of an earlier version's
/// (its exercises' flags and its topics' boxes, each moved to its place in today's order; nothing
/// solved and no topic in review in the lessons since).
pub fn read_code(code: &str) -> Result<Saved, CodeError> {
    let (exercises, topics) = layout(EXERCISES.len());
    let read = decode(code, exercises, topics);
    if read == Err(CodeError::Length) {
        // Too long or too short for today's course: perhaps a code of a course of fewer lessons.
        let mut error = CodeError::Length;
        let earlier = before_lesson_5_was_rebuilt();
        for lessons in EARLIER_COURSES_OF_THIS_VERSION {
            let lessons = &earlier[..lessons.min(earlier.len())];
            let (old_exercises, old_topics) = layout_of(lessons);
            match decode(code, old_exercises, old_topics) {
                Ok(saved) => return Ok(moved(lessons, &saved)),
                // That layout's error says more (a wrong check character, say).
                Err(e) if e != CodeError::Length => error = e,
                Err(_) => {}
            }
        }
        return Err(error);
    }
    if read != Err(CodeError::Version) {
        return read;
    }
    let earlier: Vec<&[Exercise]> = before_lesson_5_was_rebuilt()
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i != SPLIT_LESSON)
        .map(|(_, l)| l)
        .collect();
    let mut error = CodeError::Version;
    for lessons in EARLIER_COURSES {
        let lessons = &earlier[..lessons];
        let old_exercises: usize = lessons.iter().map(|l| l.len()).sum();
        match decode_13_lessons(code, old_exercises, topics_of(lessons).len()) {
            Ok(saved) => return Ok(moved(lessons, &saved)),
            // The 13-lesson layout's error says most (a wrong check character, say).
            Err(e) if error == CodeError::Version => error = e,
            Err(_) => {}
        }
    }
    Err(error)
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
