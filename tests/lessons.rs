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
use grundy_lab::games::graph::GraphPosition;
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
    if let Some(take) = name.strip_prefix("nim+take-away:") {
        let take: Vec<u64> = take.split(',').map(|n| n.parse().ok()).collect::<Option<_>>()?;
        return Some(Game::NimCoins(Vec::leak(take)));
    }
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
        if e.kind == "nim-sum" && e.game != "nim" {
            problems.push(format!("{}: {}: a nim-sum is asked of Nim's heaps only", lesson.file, e.id));
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
    assert_eq!(all.len(), 16, "the course has 16 lessons");
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
    let problems = lesson_1_with(|s| s.replacen("## 2 山のニム", "2 山のニム", 1));
    assert!(!problems.is_empty());
}

#[test]
fn a_malformed_lesson_fails_to_read() {
    let problems = lesson_1_with(|s| s.replacen(":: xor 3 4 5", ":: xor three", 1));
    assert!(problems.iter().any(|p| p.contains("cannot read the widget")), "{problems:?}");
    let problems = lesson_1_with(|s| s.replacen(":: teacher-extension", ":: teacher-extensions", 1));
    assert!(problems.iter().any(|p| p.contains("unknown directive")), "{problems:?}");
    let problems = lesson_1_with(|s| {
        s.replacen(":: exercise 1a predict nim `2 5 7`", ":: exercise 1a predict nim 2 5 7", 1)
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
    // A proof without its title, and one among the exercises.
    let problems = lesson_1_with(|s| s.replacen(":: xor 3 4 5", ":: xor 3 4 5\n\n:: proof\n証明の文。", 1));
    assert!(problems.iter().any(|p| p.contains("`:: proof` takes a `### Title`")), "{problems:?}");
    let problems = lesson_1_with(|s| s.replacen(":: terms", ":: proof\n### 証明\n\n文。\n\n:: terms", 1));
    assert!(problems.iter().any(|p| p.contains("after a section's text")), "{problems:?}");
    // The hints and the editorial keep a Japanese editorial's order.
    let problems = lesson_1_with(|s| s.replacen(":: editorial-observation", ":: editorial-solution", 1));
    assert!(problems.iter().any(|p| p.contains("is out of order")), "{problems:?}");
    // A question's answer follows it.
    let problems = lesson_1_with(|s| s.replacen(":: teacher-question", ":: teacher-answer", 1));
    assert!(problems.iter().any(|p| p.contains("follows its `:: teacher-question`")), "{problems:?}");
}

/// Every lesson has a code card, every contest problem an editorial with its 実装例, their
/// programs are in content/code, and every program there belongs to a lesson
/// (tests/code_cards.rs and tests/contest_programs.rs run each).
#[test]
fn every_lesson_has_a_code_card_and_every_contest_problem_an_editorial_with_both_programs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/code");
    let mut named = Vec::new();
    for files in lesson_files() {
        let (file, source) = &files[0];
        let read = lesson(file, source);
        assert!(read.code.is_some(), "{file} has no `:: code` card");
        for contest in &read.contests {
            assert!(
                !contest.hints.is_empty() && !contest.observation.is_empty() && !contest.program.is_empty(),
                "{file}: the contest problem {:?} has no hints or editorial",
                contest.title
            );
        }
        for ((_, name), ext) in read.programs().flat_map(|p| [(p, "cpp"), (p, "py")]) {
            assert!(dir.join(format!("{name}.{ext}")).is_file(), "{file}: no content/code/{name}.{ext}");
            named.push(format!("{name}.{ext}"));
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
    let broken = lesson(&files[0].0, &files[0].1.replacen("predict nim `2 5 7`", "predict nimm `2 5 7`", 1));
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
        "{source}:: terms\n:: pages nim\n\n:: teacher-run\na\n\n:: teacher-question\nb\n\n:: teacher-answer\nb\n\n:: teacher-question\nc\n\n:: teacher-answer\nc\n\n:: teacher-question\nd\n\n:: teacher-answer\nd\n\n:: teacher-wrong-idea\ne\n\n:: teacher-extension\nf\n\n:: teacher-support\ng\n"
    );
    let l = lesson("t.md", &full);
    assert_eq!(l.sections[0].body, vec!["石の山があります。".to_owned(), "The heaps are small.".to_owned()]);
}

#[test]
fn a_gate_holds_the_explanation_after_a_sections_question() {
    // By hand: the paragraphs after `:: gate` are the section's explanation, kept apart from the
    // question above it; a gate before a section, or a second one, is refused with its line.
    let rest = ":: exercise 1a predict nim `7 7`\n問い\n\n:: terms\n:: pages nim\n\n:: teacher-run\na\n\n:: teacher-question\nb\n\n:: teacher-answer\nb\n\n:: teacher-question\nc\n\n:: teacher-answer\nc\n\n:: teacher-question\nd\n\n:: teacher-answer\nd\n\n:: teacher-wrong-idea\ne\n\n:: teacher-extension\nf\n\n:: teacher-support\ng\n";
    let head = "# 題\n\n一行\n\n## 見出し\n\nどちらが勝つ？\n\n:: play nim `3 5`\n\n";
    let l = lesson("t.md", &format!("{head}:: gate\n先手が勝ちます。\n\n2 つ目の段落。\n\n{rest}"));
    assert_eq!(l.sections[0].body, vec!["どちらが勝つ？".to_owned()]);
    assert_eq!(l.sections[0].after, vec!["先手が勝ちます。".to_owned(), "2 つ目の段落。".to_owned()]);
    let refused = |source: &str| lessons::read_lesson("t.md", source).err().unwrap_or_default().join("\n");
    assert!(
        refused(&format!("# 題\n\n一行\n\n:: gate\n説明\n\n## 見出し\n\n本文\n\n{rest}"))
            .contains("t.md:5: `:: gate`")
    );
    assert!(refused(&format!("{head}:: gate\nA\n\n:: gate\nB\n\n{rest}")).contains("t.md:14: `:: gate`"));
    assert!(refused(&format!("{head}:: gate\n\n{rest}")).contains("t.md:11: `:: gate`"));
}

#[test]
fn every_lesson_asks_before_it_tells() {
    // Each lesson has a section whose explanation waits behind a gate, after the question it
    // answers (the e2e test opens one and sees it remembered).
    let ungated: Vec<String> = lesson_files()
        .iter()
        .flatten()
        .map(|(f, s)| lesson(f, s))
        .filter(|l| l.sections.iter().all(|s| s.after.is_empty()))
        .map(|l| l.file)
        .collect();
    assert_eq!(ungated, Vec::<String>::new(), "lessons without a gate");
}

/// English words a Japanese lesson or the glossary may use: people's and games' names (Bouton, whose
/// name misère Nim's rule bears; the POJ titles as the 蟻本 writes them, and the judge's name POJ), notation (mex, XOR, mod; a word with `_` is a subscript such as
/// a_i; log in a complexity O(N log N)), a book's name (the Competitive Programmer's Handbook), a
/// contest's players and the words its output must print (First, Second, WIN, LOSE, Georgia will
/// win, and lesson 16's Win, Lose, Draw), and a programming language's name (the code cards'
/// Python).
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
    "POJ",
    "Funny",
    "Alice",
    "Stan",
    "Ollie",
    "Anna",
    "Bruno",
    "Bouton",
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
    "Win",
    "Lose",
    "Draw",
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

/// Every text of a lesson a reader sees, with where it is ("2b", "section Sums", …).
fn texts(lesson: &Lesson) -> Vec<(String, &str)> {
    let mut all = vec![("title".to_owned(), lesson.title.as_str()), ("summary".to_owned(), &lesson.summary)];
    for s in &lesson.sections {
        all.push((format!("section `{}`", s.heading), &s.heading));
        all.extend(s.body.iter().chain(&s.after).map(|p| (format!("section `{}`", s.heading), p.as_str())));
        for (title, proof, _) in &s.proofs {
            all.push((format!("proof `{title}`"), title.as_str()));
            all.extend(proof.iter().map(|p| (format!("proof `{title}`"), p.as_str())));
        }
    }
    all.extend(lesson.exercises.iter().map(|e| (format!("exercise {}", e.id), e.prompt.as_str())));
    all.push(("teacher-run".to_owned(), &lesson.teacher_run));
    all.extend(lesson.teacher_questions.iter().map(|q| ("teacher-question".to_owned(), q.as_str())));
    all.push(("teacher-wrong-idea".to_owned(), &lesson.wrong_idea));
    all.push(("teacher-extension".to_owned(), &lesson.extension));
    all.extend(lesson.teacher_answers.iter().map(|a| ("teacher-answer".to_owned(), a.as_str())));
    all.push(("teacher-support".to_owned(), &lesson.support));
    if let Some(card) = &lesson.code {
        all.extend([("code".to_owned(), card.cpp.as_str()), ("code".to_owned(), &card.python)]);
    }
    for c in &lesson.contests {
        all.push((format!("contest `{}`", c.title), &c.title));
        all.extend(c.statement.iter().map(|p| (format!("contest `{}`", c.title), p.as_str())));
        all.extend([
            (format!("contest `{}`", c.title), c.input.as_str()),
            (format!("contest `{}`", c.title), &c.output),
        ]);
        let editorial = c.hints.iter().chain(&c.observation).chain(&c.solution).chain([&c.complexity]);
        all.extend(editorial.map(|p| (format!("contest `{}`'s hints and editorial", c.title), p.as_str())));
    }
    all
}

/// Whether `text` names the term by `word`: without regard to case, and where the word begins or
/// ends with a letter or digit, not inside a longer word (an English plural "s" may follow).
fn names(text: &str, word: &str) -> bool {
    let (text, word) = (text.to_lowercase(), word.to_lowercase());
    let alnum = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric());
    text.match_indices(&word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let mut after = text[at + word.len()..].chars();
        let next = after.next();
        let next = if next == Some('s') && !alnum(after.next()) { None } else { next };
        let glued_before = alnum(word.chars().next()) && alnum(before);
        let glued_after = alnum(word.chars().next_back()) && alnum(next);
        !glued_before && !glued_after
    })
}

/// The games a board or an exercise plays, as `:: introduces` names them (`take-away` for every
/// take-away heap; a Nim heap beside a coin heap, `nim+take-away:1,3,4`, plays both).
fn introduced_names(game: &str) -> Vec<&str> {
    game.split('+').map(|g| if g.starts_with("take-away:") { "take-away" } else { g }).collect()
}

/// The order of one language's course: every glossary term and every game a lesson uses is
/// introduced (`:: introduces`) by it or an earlier lesson, exactly once. A lesson uses a term by
/// linking it (`:: terms`), by naming it in any of its texts (the glossary's `:: words`), by an
/// exercise whose question names it (a `value` exercise asks for a Grundy value, a `nim-sum` one
/// for a nim-sum, a `period` one for a period), or by a widget that shows it (a board's panels and
/// a row of values show Grundy values and the mex); it uses a game by a board or an exercise.
fn order_problems(course: &[Lesson], glossary: &lessons::Glossary) -> Vec<String> {
    let mut problems = Vec::new();
    let mut introduced: Vec<(&str, usize)> = Vec::new();
    for (n, lesson) in course.iter().enumerate() {
        for id in &lesson.introduces {
            match introduced.iter().find(|(i, _)| i == id) {
                Some((_, m)) => problems.push(format!(
                    "{}: `{id}` is introduced by lesson {} already",
                    lesson.file,
                    m + 1
                )),
                None => introduced.push((id, n)),
            }
        }
    }
    let when = |id: &str| introduced.iter().find(|(i, _)| *i == id).map(|(_, n)| *n);
    for (n, lesson) in course.iter().enumerate() {
        let mut uses: Vec<(String, String)> = Vec::new();
        uses.extend(lesson.terms.iter().map(|t| (t.clone(), "`:: terms`".to_owned())));
        for s in &lesson.sections {
            match &s.widget {
                Some(Widget::Play { game, panels, .. }) => {
                    let place = format!("the board of `{}`", s.heading);
                    uses.extend(introduced_names(game).into_iter().map(|g| (g.to_owned(), place.clone())));
                    if *panels {
                        // The panels show Grundy values (*n) and the mex stepper.
                        uses.extend([("grundy".to_owned(), place.clone()), ("mex".to_owned(), place)]);
                    }
                }
                Some(Widget::Row { win_lose, .. }) => {
                    let place = format!("the row of `{}`", s.heading);
                    uses.push(("take-away".to_owned(), place.clone()));
                    if !win_lose {
                        uses.extend([("grundy".to_owned(), place.clone()), ("mex".to_owned(), place)]);
                    }
                }
                Some(Widget::Xor(_)) => {
                    uses.push(("nim-sum".to_owned(), format!("the nim-sum of `{}`", s.heading)))
                }
                None => {}
            }
        }
        for e in &lesson.exercises {
            uses.extend(
                introduced_names(&e.game).into_iter().map(|g| (g.to_owned(), format!("exercise {}", e.id))),
            );
            let term = match e.kind.as_str() {
                "value" => Some("grundy"),
                "nim-sum" => Some("nim-sum"),
                "period" => Some("period"),
                _ => None,
            };
            uses.extend(term.map(|t| (t.to_owned(), format!("exercise {}'s question", e.id))));
        }
        for ((id, _, _), words) in glossary.terms.iter().zip(&glossary.words) {
            for (place, text) in texts(lesson) {
                if let Some(word) = words.iter().find(|w| names(text, w)) {
                    uses.push((id.clone(), format!("{place} (“{word}”)")));
                }
            }
        }
        for (id, place) in uses {
            match when(&id) {
                None => {
                    problems.push(format!("{}: {place} uses `{id}`, which no lesson introduces", lesson.file))
                }
                Some(m) if m > n => problems.push(format!(
                    "{}: {place} uses `{id}`, which lesson {} introduces",
                    lesson.file,
                    m + 1
                )),
                Some(_) => {}
            }
        }
    }
    problems.dedup();
    problems
}

fn glossary(lang: &str) -> lessons::Glossary {
    let file = format!("content/{lang}/glossary.md");
    lessons::read_glossary(&file, &read(&file)).unwrap_or_else(|p| panic!("{}", p.join("\n")))
}

/// One language's course (`LANGS` index).
fn course(lang: usize) -> Vec<Lesson> {
    lesson_files().iter().map(|files| lesson(&files[lang].0, &files[lang].1)).collect()
}

#[test]
fn every_lesson_uses_only_what_it_or_an_earlier_one_introduces() {
    let problems: Vec<String> = content::LANGS
        .iter()
        .enumerate()
        .flat_map(|(i, lang)| order_problems(&course(i), &glossary(lang)))
        .collect();
    assert_eq!(problems, Vec::<String>::new());
}

#[test]
fn a_term_or_a_game_before_its_lesson_fails() {
    let (en, glossary) = (course(0), glossary("en"));
    // Lesson 1 speaks of a Grundy value, which lesson 4 introduces.
    let mut changed = en.clone();
    changed[0].sections[0].body.push("Each heap has a Grundy value.".to_owned());
    let problems = order_problems(&changed, &glossary);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("uses `grundy`, which lesson 4 introduces"), "{problems:?}");
    // Lesson 2 links the mex and asks about Kayles.
    let mut changed = en.clone();
    changed[1].terms.push("mex".to_owned());
    changed[1].exercises[0].game = "kayles".to_owned();
    let problems = order_problems(&changed, &glossary);
    assert!(problems.iter().any(|p| p.contains("`:: terms` uses `mex`, which lesson 4")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("exercise 2a uses `kayles`")), "{problems:?}");
    // Lesson 3's editorial proves its answer with the mex.
    let mut changed = en.clone();
    changed[2].contests[0].observation.push("Take the mex of the options.".to_owned());
    let problems = order_problems(&changed, &glossary);
    assert!(
        problems.iter().any(|p| p.contains("hints and editorial") && p.contains("uses `mex`")),
        "{problems:?}"
    );
    // A word inside a longer word is not the term; a plural is.
    assert!(names("Two draws.", "draw"));
    assert!(!names("The row is drawn.", "draw"));
    assert!(!names("A Mexican wave.", "mex"));
    assert!(names("この局面の Grundy 数は", "Grundy 数"));
}

/// The whole numbers in a text, in order ("2×3 and 1×4" gives 2, 3, 1, 4), but a number base
/// ("2 進数"), which counts nothing.
fn numbers_in(text: &str) -> Vec<u64> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let digits = &rest[start..];
        let end = digits.find(|c: char| !c.is_ascii_digit()).unwrap_or(digits.len());
        if !digits[end..].trim_start_matches(' ').starts_with('進') {
            found.extend(digits[..end].parse::<u64>().ok());
        }
        rest = &digits[end..];
    }
    found
}

/// Whether `numbers` holds the exercise's numbers next to each other, in any order.
fn holds(numbers: &[u64], position: &[u64]) -> bool {
    let mut wanted = position.to_vec();
    wanted.sort_unstable();
    numbers.windows(wanted.len()).any(|w| {
        let mut w = w.to_vec();
        w.sort_unstable();
        w == wanted
    })
}

/// A game graph's arrows by the names of their ends, sorted (the start left out): two
/// positions on the same graph have the same answers at every vertex.
fn graph_arrows(position: &str) -> Option<Vec<(String, String)>> {
    let read: GraphPosition = position.parse().ok()?;
    let graph = read.graph();
    let mut arrows: Vec<(String, String)> =
        graph.arrows().map(|(u, v)| (graph.name(u).to_owned(), graph.name(v).to_owned())).collect();
    arrows.sort();
    Some(arrows)
}

/// The exercises whose answer the page shows above them: an exercise on the position of a
/// board or a nim-sum widget (for a game graph, on a board's graph from any start), on a
/// take-away heap the lesson's row fills in, or on a position the sections' text works through
/// (its numbers together in one paragraph; a one-number position counts from 10 on, since small
/// numbers are everywhere in the text).
fn spoiler_problems(lesson: &Lesson) -> Vec<String> {
    let mut problems = Vec::new();
    for e in &lesson.exercises {
        let position = numbers_in(&e.position);
        let mut shown = Vec::new();
        for s in &lesson.sections {
            match &s.widget {
                Some(Widget::Play { game, position: p, .. }) if *game == e.game && *p == e.position => {
                    shown.push(format!("the board of `{}`", s.heading))
                }
                Some(Widget::Play { game, position: p, .. })
                    if *game == e.game
                        && e.game == "graph"
                        && graph_arrows(p).is_some_and(|a| Some(a) == graph_arrows(&e.position)) =>
                {
                    shown.push(format!("the board of `{}` (the same graph)", s.heading))
                }
                Some(Widget::Xor(heaps))
                    if e.game == "nim" && holds(heaps, &position) && heaps.len() == position.len() =>
                {
                    shown.push(format!("the nim-sum of `{}`", s.heading))
                }
                Some(Widget::Row { take, up_to, .. })
                    if e.kind != "period"
                        && e.game.strip_prefix("take-away:").and_then(numbers) == Some(take.clone())
                        && position.first().is_some_and(|heap| heap <= up_to) =>
                {
                    shown.push(format!("the row of `{}`", s.heading))
                }
                _ => {}
            }
            let worked = position.len() >= 2 || position.first().is_some_and(|&n| n >= 10);
            if worked && s.body.iter().chain(&s.after).any(|p| holds(&numbers_in(p), &position)) {
                shown.push(format!("the text of `{}`", s.heading));
            }
            for (title, proof, _) in &s.proofs {
                if worked && proof.iter().any(|p| holds(&numbers_in(p), &position)) {
                    shown.push(format!("the proof `{title}`"));
                }
            }
        }
        problems.extend(shown.into_iter().map(|place| {
            format!(
                "{}: exercise {}'s position `{}` is worked out above it, in {place}",
                lesson.file, e.id, e.position
            )
        }));
    }
    problems
}

fn numbers(list: &str) -> Option<Vec<u64>> {
    list.split(',').map(|n| n.trim().parse().ok()).collect()
}

#[test]
fn no_exercise_is_answered_above_it() {
    let problems: Vec<String> = lesson_files()
        .iter()
        .flatten()
        .flat_map(|(file, source)| spoiler_problems(&lesson(file, source)))
        .collect();
    assert_eq!(problems, Vec::<String>::new());
}

#[test]
fn an_exercise_worked_out_above_it_fails() {
    let files = &lesson_files()[1];
    // Lesson 2's exercise 2b on the position the section's board plays and its text works
    // through (8, 6 and 5; in another order, the text alone).
    let (file, source) = &files[0];
    let changed = lesson(file, &source.replacen("move nim `9 6 5`", "move nim `8 6 5`", 1));
    let problems = spoiler_problems(&changed);
    assert!(problems.iter().any(|p| p.contains("exercise 2b's position `8 6 5`")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("in the board of")), "{problems:?}");
    let changed = lesson(file, &source.replacen("move nim `9 6 5`", "move nim `5 8 6`", 1));
    let problems = spoiler_problems(&changed);
    assert!(
        problems.iter().any(|p| p.contains("`5 8 6` is worked out above it, in the text of")),
        "{problems:?}"
    );
    assert!(!problems.iter().any(|p| p.contains("in the board of")), "{problems:?}");
    // Lesson 1's exercise 1a on the heaps its nim-sum table works out (3, 4 and 5, in another
    // order than its board's).
    let (file, source) = &lesson_files()[0][0];
    let changed = lesson(file, &source.replacen("predict nim `2 5 7`", "predict nim `5 4 3`", 1));
    let problems = spoiler_problems(&changed);
    assert!(problems.iter().any(|p| p.contains("in the nim-sum of")), "{problems:?}");
    // In Japanese too, through the text alone.
    let (file, source) = &files[1];
    let mut changed = lesson(file, source);
    changed.sections[0].body.push("たとえば 4 個、9 個、12 個の山では……".to_owned());
    let problems = spoiler_problems(&changed);
    assert_eq!(numbers_in("2 進数で 1000, 0110"), [1000, 110]);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("exercise 2d's position `4 9 12` is worked out above it, in the text of"),
        "{problems:?}"
    );
    // And through a folded proof's worked example.
    let mut changed = lesson(file, source);
    changed.sections[0].proofs.push((
        "証明".to_owned(),
        vec!["12、9、4 の山で確かめます。".to_owned()],
        String::new(),
    ));
    let problems = spoiler_problems(&changed);
    assert!(problems.iter().any(|p| p.contains("2d") && p.contains("the proof `証明`")), "{problems:?}");
    // Lesson 16's exercise 16a on the board's graph, its arrows in another order and the token
    // elsewhere.
    let (file, source) = &lesson_files()[15][0];
    let board = "s>a s>c a>b b>a a>x b>x x>t c>t c>d d>x d>c";
    let moved = "a>b b>a a>x b>x x>t c>t c>d d>x d>c s>a s>c start=a";
    let changed = lesson(file, &source.replacen("s>a a>b b>s a>c b>c c>t s>d d>t", moved, 1));
    assert!(source.contains(board));
    let problems = spoiler_problems(&changed);
    assert!(problems.iter().any(|p| p.contains("16a") && p.contains("(the same graph)")), "{problems:?}");
}

/// What each lesson builds on (`lessons::needs`, worded on the contents), against lessons
/// checked by hand from their files' `::` lines: lesson 1 builds on none; lesson 2's boards play
/// Nim and its `:: xor` shows a nim-sum (lesson 1 introduces both); lesson 9's games are its own
/// and its one term, `positions`, is lesson 1's; lesson 12's terms are sprague-grundy (lesson 5)
/// and period (lesson 4), its panels show Grundy values and the mex (lesson 4); lesson 16's
/// terms retrograde and draw are lesson 3's, its panels lesson 4's. For every lesson: each lesson
/// it builds on comes before it, and every earlier lesson that introduces one of its `:: terms`
/// or a game it plays is among them.
#[test]
fn each_lesson_builds_on_the_earlier_lessons_that_introduce_what_it_uses() {
    let course = course(0);
    let needs = lessons::needs(&course);
    assert_eq!(needs.len(), course.len());
    for (n, expected) in [(1, &[][..]), (2, &[1]), (9, &[1]), (12, &[4, 5]), (16, &[3, 4])] {
        assert_eq!(needs[n - 1], expected, "lesson {n}");
    }
    let by = |id: &str| course.iter().position(|l| l.introduces.iter().any(|i| i == id)).map(|m| m + 1);
    for (n, (lesson, needs)) in course.iter().zip(&needs).enumerate().map(|(i, x)| (i + 1, x)) {
        assert!(needs.iter().all(|&m| 0 < m && m < n), "lesson {n} builds on {needs:?}");
        let games = lesson.sections.iter().filter_map(|s| match &s.widget {
            Some(Widget::Play { game, .. }) => Some(game.as_str()),
            _ => None,
        });
        let used = lesson
            .terms
            .iter()
            .map(String::as_str)
            .chain(games)
            .chain(lesson.exercises.iter().map(|e| e.game.as_str()));
        for m in used.flat_map(introduced_names).filter_map(by).filter(|&m| m < n) {
            assert!(
                needs.contains(&m),
                "lesson {n} uses what lesson {m} introduces, but builds on {needs:?}"
            );
        }
    }
    // Worded as contents.ftl says, put together as build.rs does.
    for (lang, one, three) in [
        ("en", "Builds on lesson 2", "Builds on lessons 1, 3 and 4"),
        ("ja", "前提: 第 2 回", "前提: 第 1・3・4 回"),
    ] {
        let file = format!("content/{lang}/contents.ftl");
        let source = read(&file);
        let words =
            content::Formatter::new(&file, &source, lang).unwrap_or_else(|p| panic!("{}", p.join("\n")));
        let word = |id: &str, args: &[(&str, &str)]| words.format(id, args).expect(id);
        let (comma, and) = (word("lesson-needs-comma", &[]), word("lesson-needs-and", &[]));
        let list = ["1", "3", "4"].map(|n| word("lesson-needs-number", &[("number", n)]));
        let list = format!("{}{comma}{}{and}{}", list[0], list[1], list[2]);
        assert_eq!(word("lesson-needs", &[("count", "1"), ("lessons", "2")]), one);
        assert_eq!(word("lesson-needs", &[("count", "3"), ("lessons", &list)]), three);
    }
}

/// The lessons' pictures on the contents (`static/lessons/NN.svg`, build.rs names them): one per
/// lesson, small, drawn to scale in a viewBox, without words (a picture is the same in every
/// language) or anything fetched.
#[test]
fn every_lesson_has_a_small_picture_without_words() {
    for n in 1..=lesson_files().len() {
        let file = format!("static/lessons/{n:02}.svg");
        let svg = read(&file);
        assert!(svg.len() < 600, "{file} has {} bytes", svg.len());
        assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">"#), "{file}");
        for forbidden in ["<text", "href", "<script", "<image", "<style"] {
            assert!(!svg.contains(forbidden), "{file} has {forbidden}");
        }
    }
}
