//! The long texts (`content/<lang>/lessons/NN.md`, `content/<lang>/glossary.md`): the checks
//! build.rs makes, shown to fail on broken copies, and what only the games layer can check:
//! every position a lesson shows or asks about is one of its game's, every game page it links
//! to exists.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../build/content.rs"]
#[allow(dead_code)]
mod content;
#[path = "../build/lessons.rs"]
#[allow(dead_code)]
mod lessons;

use std::fs;
use std::path::Path;

use grundy_lab::games::catalog::{GAMES, SUMS_ID};
use grundy_lab::games::drill::{Game, Kind, outcome};
use lessons::{Lesson, Widget};

fn read(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// Every lesson number's files, in the order of `LANGS`.
fn lesson_files() -> Vec<Vec<(String, String)>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/en/lessons");
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("content/en/lessons lists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".md"))
        .collect();
    names.sort();
    names
        .iter()
        .map(|name| {
            content::LANGS
                .iter()
                .map(|lang| {
                    let file = format!("content/{lang}/lessons/{name}");
                    let source = read(&file);
                    (file, source)
                })
                .collect()
        })
        .collect()
}

fn lesson(file: &str, source: &str) -> Lesson {
    lessons::read_lesson(file, source).unwrap_or_else(|p| panic!("{}", p.join("\n")))
}

/// The problems `compare_lessons` finds between the English lesson 1 and a changed Japanese one.
fn lesson_1_with(change: impl Fn(&str) -> String) -> Vec<String> {
    let files = &lesson_files()[0];
    let en = lesson(&files[0].0, &files[0].1);
    match lessons::read_lesson(&files[1].0, &change(&files[1].1)) {
        Ok(ja) => lessons::compare_lessons(&[en, ja]),
        Err(problems) => problems,
    }
}

/// The game a lesson names (a take-away heap's take set kept for the test's run).
fn game(name: &str) -> Option<Game> {
    match name.strip_prefix("take-away:") {
        Some(take) => {
            let take: Vec<u64> = take.split(',').map(|n| n.parse().ok()).collect::<Option<_>>()?;
            Some(Game::TakeAway(Vec::leak(take)))
        }
        None => Game::named(name),
    }
}

/// What in a lesson the games layer refuses: an unknown game, kind or page, a position that is
/// not its game's.
fn position_problems(lesson: &Lesson) -> Vec<String> {
    let mut problems = Vec::new();
    let check = |problems: &mut Vec<String>, what: &str, name: &str, position: &str| match game(name) {
        None => problems.push(format!("{}: {what}: no game `{name}`", lesson.file)),
        Some(g) if outcome(g, position).is_none() => {
            problems.push(format!("{}: {what}: `{position}` is not a position of `{name}`", lesson.file))
        }
        Some(_) => {}
    };
    for section in &lesson.sections {
        if let Some(Widget::Play { game, position, .. }) = &section.widget {
            check(&mut problems, &section.heading, game, position);
        }
    }
    for e in &lesson.exercises {
        check(&mut problems, &e.id, &e.game, &e.position);
        if Kind::named(&e.kind).is_none() {
            problems.push(format!("{}: {}: no kind `{}`", lesson.file, e.id, e.kind));
        }
    }
    for page in lesson.pages.iter().filter(|p| !GAMES.contains(&p.as_str()) && *p != SUMS_ID) {
        problems.push(format!("{}: no game page `{page}`", lesson.file));
    }
    problems
}

#[test]
fn every_lesson_reads_agrees_and_shows_its_games_positions() {
    let all = lesson_files();
    assert_eq!(all.len(), 13, "the course has 13 lessons");
    for files in &all {
        let read: Vec<Lesson> = files.iter().map(|(f, s)| lesson(f, s)).collect();
        assert_eq!(lessons::compare_lessons(&read), Vec::<String>::new());
        for lesson in &read {
            assert_eq!(position_problems(lesson), Vec::<String>::new());
        }
    }
}

#[test]
fn a_changed_directive_in_one_language_fails() {
    // Lesson 1's first board, moved to another position in the Japanese file only.
    let problems = lesson_1_with(|s| s.replacen(":: play nim `3 4 5`", ":: play nim `3 4 6`", 1));
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("`:: play nim `3 4 6``"), "{problems:?}");
    // A missing exercise.
    let problems = lesson_1_with(|s| {
        let at = s.find(":: exercise 1b").unwrap();
        let end = at + s[at..].find("\n\n").unwrap();
        format!("{}{}", &s[..at], &s[end + 2..])
    });
    assert!(problems.iter().any(|p| p.contains(":: exercise 1c")), "{problems:?}");
    // A section fewer.
    let problems = lesson_1_with(|s| s.replacen("## 同じ大きさの 2 山", "同じ大きさの 2 山", 1));
    assert!(!problems.is_empty());
}

#[test]
fn a_malformed_lesson_fails_to_read() {
    let problems = lesson_1_with(|s| s.replacen(":: xor 3 4 5", ":: xor three", 1));
    assert!(problems.iter().any(|p| p.contains("cannot read the widget")), "{problems:?}");
    let problems = lesson_1_with(|s| s.replacen(":: teacher-extension", ":: teacher-extensions", 1));
    assert!(problems.iter().any(|p| p.contains("unknown directive")), "{problems:?}");
    let problems = lesson_1_with(|s| {
        s.replacen(":: exercise 1a predict nim `7 7`", ":: exercise 1a predict nim 7 7", 1)
    });
    assert!(problems.iter().any(|p| p.contains("write an exercise as")), "{problems:?}");
    // A code card with one caption instead of two (the Python one's paragraph joined to it).
    let problems = lesson_1_with(|s| {
        let at = s.find(":: code nim").unwrap();
        let gap = at + s[at..].find("\n\n").unwrap();
        format!("{}\n{}", &s[..gap], &s[gap + 2..])
    });
    assert!(problems.iter().any(|p| p.contains("`:: code` takes two paragraphs")), "{problems:?}");
    // A card's name is a file stem.
    let problems = lesson_1_with(|s| s.replacen(":: code nim", ":: code ../nim", 1));
    assert!(problems.iter().any(|p| p.contains("write a code card as")), "{problems:?}");
    // A card after the contest problem.
    let problems = lesson_1_with(|s| {
        let at = s.find(":: code nim").unwrap();
        let end = at + s[at..].find(":: contest\n").unwrap();
        format!("{}{}\n{}", &s[..at], &s[end..], &s[at..end])
    });
    assert!(problems.iter().any(|p| p.contains("before its `:: contest`")), "{problems:?}");
}

/// Every lesson has a code card, its programs are in content/code, and every program there
/// belongs to a lesson (tests/code_cards.rs runs each).
#[test]
fn every_lesson_has_a_code_card_with_both_programs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/code");
    let mut named = Vec::new();
    for files in lesson_files() {
        let (file, source) = &files[0];
        let card = lesson(file, source).code.unwrap_or_else(|| panic!("{file} has no `:: code` card"));
        for ext in ["cpp", "py"] {
            assert!(
                dir.join(format!("{}.{ext}", card.name)).is_file(),
                "{file}: no content/code/{}.{ext}",
                card.name
            );
            named.push(format!("{}.{ext}", card.name));
        }
    }
    let mut present: Vec<String> = fs::read_dir(&dir)
        .expect("content/code lists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    present.sort();
    named.sort();
    assert_eq!(present, named, "content/code holds exactly the lessons' programs");
}

#[test]
fn a_position_its_game_refuses_fails() {
    let files = &lesson_files()[0];
    // Nim's heaps are numbers; a heap "x" is refused by the games layer.
    let broken = lesson(&files[1].0, &files[1].1.replacen("`7 8`", "`7 x`", 1));
    let problems = position_problems(&broken);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("`7 x` is not a position of `nim`"), "{problems:?}");
    let broken = lesson(&files[0].0, &files[0].1.replacen(":: pages nim", ":: pages nims", 1));
    assert_eq!(position_problems(&broken), vec!["content/en/lessons/01.md: no game page `nims`".to_owned()]);
    let broken = lesson(&files[0].0, &files[0].1.replacen("predict nim `7 7`", "predict nimm `7 7`", 1));
    assert!(position_problems(&broken)[0].contains("no game `nimm`"));
}

#[test]
fn the_glossaries_agree_and_every_lesson_term_resolves() {
    let glossary = |lang: &str, change: &dyn Fn(&str) -> String| {
        let file = format!("content/{lang}/glossary.md");
        lessons::read_glossary(&file, &change(&read(&file))).unwrap_or_else(|p| panic!("{}", p.join("\n")))
    };
    let same = |s: &str| s.to_owned();
    let all: Vec<Lesson> = lesson_files().iter().flatten().map(|(f, s)| lesson(f, s)).collect();
    let (en, ja) = (glossary("en", &same), glossary("ja", &same));
    assert_eq!(lessons::compare_glossaries(&[en.clone(), ja], &all), Vec::<String>::new());
    // A term renamed in the Japanese glossary: the ids differ, and lessons link to the old one.
    let renamed = glossary("ja", &|s| s.replacen("{#mex}", "{#mex-rule}", 1));
    let problems = lessons::compare_glossaries(&[en.clone(), renamed], &all);
    assert_eq!(problems.len(), 1, "{problems:?}");
    // A lesson's link to a term no glossary has.
    let files = &lesson_files()[0];
    let broken = lesson(&files[0].0, &files[0].1.replacen(":: terms nim-sum", ":: terms nim-summ", 1));
    assert_eq!(
        lessons::compare_glossaries(&[en], &[broken]),
        vec!["content/en/lessons/01.md: the term `nim-summ` is not in content/en/glossary.md".to_owned()]
    );
}

#[test]
fn paragraphs_join_their_lines_by_language() {
    // By hand: English lines join with a space, two Japanese characters without one.
    let source = "# 題\n\n一行\n\n## 見出し\n\n石の山が\nあります。\n\nThe heaps\nare small.\n\n:: exercise 1a predict nim `7 7`\n問い\n\n";
    let (problems, sections) = match lessons::read_lesson("t.md", source) {
        Ok(l) => (Vec::new(), l.sections),
        Err(p) => (p, Vec::new()),
    };
    // The file lacks the rest of a lesson, so it is refused; its blocks are read the same way.
    assert!(problems.iter().any(|p| p.contains("a lesson needs")), "{problems:?} {sections:?}");
    let full = format!(
        "{source}:: terms\n:: pages nim\n\n:: teacher-run\na\n\n:: teacher-question\nb\n\n:: teacher-question\nc\n\n:: teacher-question\nd\n\n:: teacher-wrong-idea\ne\n\n:: teacher-extension\nf\n"
    );
    let l = lesson("t.md", &full);
    assert_eq!(l.sections[0].body, vec!["石の山があります。".to_owned(), "The heaps are small.".to_owned()]);
}

/// English words a Japanese lesson or the glossary may use: people's and games' names (the POJ
/// titles as the 蟻本 writes them), notation (mex, XOR, mod; a word with `_` is a subscript such as
/// a_i; log in a complexity O(N log N)), a book's name (the Competitive Programmer's Handbook), a
/// contest's players and the words its output must print (First, Second, WIN, LOSE, Georgia will
/// win), and a programming language's name (the code cards' Python).
const LESSON_ENGLISH: &[&str] = &[
    "Grundy",
    "Sprague",
    "Guy",
    "Smith",
    "Wythoff",
    "Kayles",
    "Green",
    "Hackenbush",
    "Georgia",
    "and",
    "Bob",
    "Euclid",
    "Game",
    "Funny",
    "Alice",
    "Anna",
    "Bruno",
    "mex",
    "XOR",
    "mod",
    "Competitive",
    "Programmer",
    "Handbook",
    "First",
    "Second",
    "WIN",
    "LOSE",
    "will",
    "win",
    "log",
    "Python",
];

/// The English words of a Japanese long text outside comments, `::` lines and `{#id}`s.
fn english_words(file: &str, source: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (index, line) in source.lines().enumerate() {
        if line.starts_with("<!--") || line.starts_with("::") {
            continue;
        }
        let line = match line.find("{#") {
            Some(at) => &line[..at],
            None => line,
        };
        for word in line.split(|c: char| !(c.is_ascii_alphabetic() || c == '_')) {
            if word.len() >= 2 && !word.contains('_') && !LESSON_ENGLISH.contains(&word) {
                found.push(format!("{file}:{}: {word}", index + 1));
            }
        }
    }
    found
}

#[test]
fn japanese_lessons_use_no_english_words_but_names_and_notation() {
    let mut files: Vec<(String, String)> = lesson_files().into_iter().map(|mut f| f.remove(1)).collect();
    files.push(("content/ja/glossary.md".to_owned(), read("content/ja/glossary.md")));
    for (file, source) in &files {
        assert_eq!(english_words(file, source), Vec::<String>::new());
    }
    // A sentence left in English fails.
    let (file, source) = &files[0];
    let broken = source.replacen("# ニム", "# ニム: the first lesson", 1);
    assert_eq!(
        english_words(file, &broken),
        [
            "content/ja/lessons/01.md:3: the",
            "content/ja/lessons/01.md:3: first",
            "content/ja/lessons/01.md:3: lesson"
        ]
    );
}
