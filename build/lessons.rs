//! The long texts: the lessons (`content/<lang>/lessons/NN.md`) and the glossary
//! (`content/<lang>/glossary.md`), read, checked and turned into Rust statics at build time.
//!
//! A lesson file is Markdown-like, one block after another (a block's text is its paragraphs,
//! split by blank lines; the lines of a paragraph are joined):
//! - `# Title`, then one paragraph: the lesson's title and the line the contents show under it;
//! - `## Heading`, then paragraphs: a section; a widget line may end it (and folded proofs
//!   follow: `:: proof [stepper]`, a `### Title` and the proof's paragraphs, fetched when
//!   opened, with the stepper that carries the proof out on a position the learner picks):
//!   `:: play <game> `<position>` [panels]` (a board against the computer, with the game's
//!   explanation panels), `:: xor <heaps>` (the nim-sum by bits), or
//!   `:: row take <a,b,…> up-to <n> win-lose|values` (a take-away heap's values filled in);
//!   `:: gate`, after the section's text and widget (before its proofs), then paragraphs: the
//!   section's explanation of what its question asked, shown once the learner has made their
//!   guess and opened it (the page remembers it);
//! - `:: exercise <id> <kind> <game> `<position>``, then its question (one paragraph);
//! - `:: terms <glossary ids>` and `:: pages <game ids>`;
//! - `:: introduces <glossary ids and games>`: what this lesson teaches first (a game by its
//!   lesson name, `take-away` for every take-away heap); the order test (tests/lessons.rs)
//!   fails on a lesson that uses a term or a game a later lesson introduces;
//! - `:: teacher-run`, three `:: teacher-question` each followed by its `:: teacher-answer`
//!   (the answer and reasoning to expect), `:: teacher-wrong-idea`, `:: teacher-extension` and
//!   `:: teacher-support` (help for a stuck student), each with one paragraph: the notes for a
//!   teacher;
//! - `:: code <card>`, then two paragraphs: the lesson's code card, the programs
//!   `content/code/<card>.cpp` and `content/code/<card>.py` (their text is the same in every
//!   language and is embedded at build time), each paragraph the caption of one program (C++,
//!   then Python): what it computes, its input and its complexity; at most one per lesson, before
//!   its contest problem;
//! - per contest problem: `:: contest`, a `### Title` and the statement's paragraphs, then
//!   `:: contest-input` and `:: contest-output` with one paragraph each; then its staged hints
//!   (`:: contest-hint`, one paragraph each, one or more) and its editorial in the order of a
//!   Japanese 解説: `:: editorial-observation` (考察) and `:: editorial-solution` (解法) with
//!   paragraphs, `:: editorial-complexity` (計算量) with one, and `:: editorial-code <name>`
//!   (実装例: the programs `content/code/<name>.cpp` and `.py`, which read the problem's input
//!   and print its output).
//!
//! `<!-- … -->` is a comment. The lines starting with `::` are the lesson's plan, and every
//! language must have the same ones in the same order (the text around them is free); a game is
//! named as `games::drill::Game::named` knows it (`nim`, `kayles`, …, `take-away:1,3,4`), a kind
//! as `Kind::code` writes it. Whether each position is one of its game's is checked by the
//! native tests (tests/content.rs), which need the games layer.
//!
//! The glossary file: `# Title`, the introduction (one paragraph), `:: all-terms` with the
//! link's words, then per term `## Name {#id}`, its paragraph and `:: words <w>, <w>, …`: the
//! words that name the term in a lesson's text (for the order test; matched without regard to
//! case, not shown); both languages list the same ids in the same order, and every lesson's
//! `:: terms` are among them.

use std::fmt::Write as _;

/// A widget at the end of a section, as its directive gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Widget {
    Play { game: String, position: String, panels: bool },
    Xor(Vec<u64>),
    Row { take: Vec<u64>, up_to: u64, win_lose: bool },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub heading: String,
    pub body: Vec<String>,
    pub widget: Option<Widget>,
    /// The paragraphs behind its gate (`:: gate`), empty for a section without one.
    pub after: Vec<String>,
    /// Its folded proofs: each a title, paragraphs and the stepper that carries it out (or "").
    pub proofs: Vec<(String, Vec<String>, String)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    pub id: String,
    pub kind: String,
    pub game: String,
    pub position: String,
    pub prompt: String,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Contest {
    pub title: String,
    pub statement: Vec<String>,
    pub input: String,
    pub output: String,
    /// The staged hints, one paragraph each.
    pub hints: Vec<String>,
    /// The editorial (解説): its observation (考察), solution (解法) and complexity (計算量),
    /// and the name of its programs (実装例, `content/code/<name>.cpp` and `.py`).
    pub observation: Vec<String>,
    pub solution: Vec<String>,
    pub complexity: String,
    pub program: String,
}

/// A lesson's code card: the programs' name and their captions.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeCard {
    /// The programs' file stem in `content/code/`.
    pub name: String,
    /// The C++ program's caption, one paragraph.
    pub cpp: String,
    /// The Python program's caption, one paragraph.
    pub python: String,
}

/// Whether `name` can be a code card's file stem: lowercase ASCII letters, digits and `-`.
pub fn card_name_ok(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// One lesson file, read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lesson {
    pub file: String,
    /// The `# Title` and the paragraph under it (the contents' line).
    pub title: String,
    pub summary: String,
    pub sections: Vec<Section>,
    pub exercises: Vec<Exercise>,
    pub terms: Vec<String>,
    pub pages: Vec<String>,
    /// The glossary ids and games this lesson introduces.
    pub introduces: Vec<String>,
    pub teacher_run: String,
    pub teacher_questions: Vec<String>,
    /// The answer to each question, in order.
    pub teacher_answers: Vec<String>,
    pub wrong_idea: String,
    pub extension: String,
    /// How to help a student who is stuck.
    pub support: String,
    pub code: Option<CodeCard>,
    pub contests: Vec<Contest>,
    /// The plan: every directive line (and a mark per section), with its line number.
    pub plan: Vec<(usize, String)>,
}

impl Lesson {
    /// The programs the lesson shows in `content/code/`, each with the directive naming it: its
    /// code card's, then its contest problems' 実装例.
    pub fn programs(&self) -> impl Iterator<Item = (&'static str, &str)> {
        let card = self.code.iter().map(|c| ("code", c.name.as_str()));
        let contests = self
            .contests
            .iter()
            .filter(|c| !c.program.is_empty())
            .map(|c| ("editorial-code", c.program.as_str()));
        card.chain(contests)
    }
}

/// A block of a file: the line that opens it (a directive or a heading) and its paragraphs.
struct Block {
    line: usize,
    head: String,
    /// A `### ` title inside the block.
    title: Option<String>,
    paragraphs: Vec<String>,
}

/// Whether two lines of a paragraph join without a space (between two Japanese characters).
fn wide(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}')
}

fn blocks(file: &str, source: &str) -> Result<Vec<Block>, Vec<String>> {
    let mut blocks: Vec<Block> = Vec::new();
    let mut problems = Vec::new();
    let mut paragraph: Option<String> = None;
    let mut in_comment = false;
    let end = |blocks: &mut Vec<Block>, paragraph: &mut Option<String>| {
        if let (Some(block), Some(p)) = (blocks.last_mut(), paragraph.take()) {
            block.paragraphs.push(p);
        }
    };
    for (index, raw) in source.lines().enumerate() {
        let line = raw.trim_end();
        let number = index + 1;
        if in_comment || line.trim_start().starts_with("<!--") {
            in_comment = !line.contains("-->");
            continue;
        }
        if line.is_empty() {
            end(&mut blocks, &mut paragraph);
        } else if line.starts_with("## ") || line.starts_with(":: ") || line.starts_with("# ") {
            end(&mut blocks, &mut paragraph);
            blocks.push(Block { line: number, head: line.to_owned(), title: None, paragraphs: Vec::new() });
        } else if let Some(title) = line.strip_prefix("### ") {
            end(&mut blocks, &mut paragraph);
            match blocks.last_mut() {
                Some(block) if block.title.is_none() && block.paragraphs.is_empty() => {
                    block.title = Some(title.trim().to_owned())
                }
                _ => problems.push(format!("{file}:{number}: a ### title belongs right after `:: contest`")),
            }
        } else if blocks.is_empty() {
            problems.push(format!("{file}:{number}: text before the first heading or `::` line"));
        } else {
            let text = line.trim();
            paragraph = Some(match paragraph.take() {
                None => text.to_owned(),
                Some(mut p) => {
                    let joined = p.chars().last().is_some_and(wide) && text.chars().next().is_some_and(wide);
                    if !joined {
                        p.push(' ');
                    }
                    p.push_str(text);
                    p
                }
            });
        }
    }
    end(&mut blocks, &mut paragraph);
    if problems.is_empty() { Ok(blocks) } else { Err(problems) }
}

/// `` `text` `` and the words after it.
fn quoted(rest: &str) -> Option<(&str, &str)> {
    let rest = rest.trim_start().strip_prefix('`')?;
    let (inside, after) = rest.split_once('`')?;
    Some((inside, after.trim()))
}

fn numbers(text: &str, split: char) -> Option<Vec<u64>> {
    text.split(split).filter(|s| !s.is_empty()).map(|n| n.trim().parse().ok()).collect()
}

fn widget(args: &str) -> Result<Widget, String> {
    let (name, rest) = args.split_once(' ').unwrap_or((args, ""));
    let bad = || format!("cannot read the widget `:: {args}`");
    match name {
        "play" => {
            let (game, rest) = rest.split_once(' ').ok_or_else(bad)?;
            let (position, after) = quoted(rest).ok_or_else(bad)?;
            let panels = match after {
                "" => false,
                "panels" => true,
                _ => return Err(bad()),
            };
            Ok(Widget::Play { game: game.to_owned(), position: position.to_owned(), panels })
        }
        "xor" => numbers(rest, ' ').filter(|n| !n.is_empty()).map(Widget::Xor).ok_or_else(bad),
        "row" => {
            let words: Vec<&str> = rest.split_whitespace().collect();
            match words[..] {
                ["take", take, "up-to", up_to, how @ ("win-lose" | "values")] => Ok(Widget::Row {
                    take: numbers(take, ',').filter(|n| !n.is_empty()).ok_or_else(bad)?,
                    up_to: up_to.parse().map_err(|_| bad())?,
                    win_lose: how == "win-lose",
                }),
                _ => Err(bad()),
            }
        }
        _ => Err(format!("`:: {name}` is not a widget (play, xor, row)")),
    }
}

/// Reads one lesson file.
pub fn read_lesson(file: &str, source: &str) -> Result<Lesson, Vec<String>> {
    let blocks = blocks(file, source)?;
    let mut lesson = Lesson { file: file.to_owned(), ..Lesson::default() };
    let mut problems = Vec::new();
    let one = |block: &Block, problems: &mut Vec<String>| -> String {
        if block.paragraphs.len() != 1 || block.title.is_some() {
            problems.push(format!("{file}:{}: `{}` takes one paragraph", block.line, block.head));
        }
        block.paragraphs.first().cloned().unwrap_or_default()
    };
    for block in &blocks {
        let at = block.line;
        if let Some(heading) = block.head.strip_prefix("## ") {
            if block.paragraphs.is_empty() {
                problems.push(format!("{file}:{at}: the section `{heading}` has no text"));
            }
            lesson.sections.push(Section {
                heading: heading.trim().to_owned(),
                body: block.paragraphs.clone(),
                widget: None,
                after: Vec::new(),
                proofs: Vec::new(),
            });
            lesson.plan.push((at, "## (section)".to_owned()));
            continue;
        }
        if let Some(title) = block.head.strip_prefix("# ") {
            if !lesson.plan.is_empty() || !lesson.title.is_empty() {
                problems.push(format!("{file}:{at}: the `# Title` comes first, once"));
            }
            lesson.title = title.trim().to_owned();
            lesson.summary = one(block, &mut problems);
            continue;
        }
        let Some(directive) = block.head.strip_prefix(":: ") else { continue };
        let directive = directive.trim();
        lesson.plan.push((at, format!(":: {directive}")));
        let (name, args) = directive.split_once(' ').unwrap_or((directive, ""));
        match name {
            "play" | "xor" | "row" => {
                match lesson.sections.last_mut() {
                    Some(section) if section.widget.is_none() && lesson.exercises.is_empty() => {
                        match widget(directive) {
                            Ok(w) => section.widget = Some(w),
                            Err(e) => problems.push(format!("{file}:{at}: {e}")),
                        }
                    }
                    _ => problems.push(format!("{file}:{at}: a widget ends a section (one per section)")),
                }
                if !block.paragraphs.is_empty() {
                    problems.push(format!("{file}:{at}: text after a widget belongs to a section (`## …`)"));
                }
            }
            "gate" => match lesson.sections.last_mut() {
                Some(section)
                    if args.is_empty()
                        && section.after.is_empty()
                        && section.proofs.is_empty()
                        && lesson.exercises.is_empty()
                        && !block.paragraphs.is_empty()
                        && block.title.is_none() =>
                {
                    section.after = block.paragraphs.clone();
                }
                _ => problems.push(format!(
                    "{file}:{at}: `:: gate` takes paragraphs, once in a section, after its text and widget and before its proofs"
                )),
            },
            "proof" if !args.is_empty() && !STEPPERS.contains(&args) => {
                problems.push(format!("{file}:{at}: no proof stepper `{args}` (there are: {})", STEPPERS.join(", ")))
            }
            "proof" => match (lesson.sections.last_mut(), &block.title) {
                (Some(section), Some(title)) if lesson.exercises.is_empty() && !block.paragraphs.is_empty() => {
                    section.proofs.push((title.clone(), block.paragraphs.clone(), args.to_owned()));
                }
                _ => problems.push(format!(
                    "{file}:{at}: `:: proof` takes a `### Title` and paragraphs, after a section's text and widget"
                )),
            },
            "exercise" => {
                let words: Vec<&str> = args.splitn(4, ' ').collect();
                match (&words[..], words.get(3).and_then(|rest| quoted(rest))) {
                    ([id, kind, game, _], Some((position, ""))) => lesson.exercises.push(Exercise {
                        id: (*id).to_owned(),
                        kind: (*kind).to_owned(),
                        game: (*game).to_owned(),
                        position: position.to_owned(),
                        prompt: one(block, &mut problems),
                    }),
                    _ => problems.push(format!(
                        "{file}:{at}: write an exercise as `:: exercise <id> <kind> <game> `<position>``"
                    )),
                }
            }
            "terms" | "pages" | "introduces" => {
                let ids = args.split_whitespace().map(str::to_owned).collect();
                match name {
                    "terms" => lesson.terms = ids,
                    "pages" => lesson.pages = ids,
                    _ => lesson.introduces = ids,
                }
                if !block.paragraphs.is_empty() {
                    problems.push(format!("{file}:{at}: `:: {name}` takes no text"));
                }
            }
            "teacher-run" => lesson.teacher_run = one(block, &mut problems),
            "teacher-question" => lesson.teacher_questions.push(one(block, &mut problems)),
            "teacher-wrong-idea" => lesson.wrong_idea = one(block, &mut problems),
            "teacher-extension" => lesson.extension = one(block, &mut problems),
            "teacher-answer" => {
                let text = one(block, &mut problems);
                if lesson.teacher_answers.len() + 1 == lesson.teacher_questions.len() {
                    lesson.teacher_answers.push(text);
                } else {
                    problems.push(format!("{file}:{at}: a `:: teacher-answer` follows its `:: teacher-question`"));
                }
            }
            "teacher-support" => lesson.support = one(block, &mut problems),
            "code" => {
                if !card_name_ok(args) {
                    problems.push(format!(
                        "{file}:{at}: write a code card as `:: code <card>` (lowercase letters, digits and `-`)"
                    ));
                } else if lesson.code.is_some() || !lesson.contests.is_empty() {
                    problems.push(format!("{file}:{at}: one `:: code` a lesson, before its `:: contest`"));
                } else if block.paragraphs.len() != 2 || block.title.is_some() {
                    problems.push(format!(
                        "{file}:{at}: `:: code` takes two paragraphs: the C++ program's caption, then the Python one's"
                    ));
                } else {
                    lesson.code = Some(CodeCard {
                        name: args.to_owned(),
                        cpp: block.paragraphs[0].clone(),
                        python: block.paragraphs[1].clone(),
                    });
                }
            }
            "contest" => match &block.title {
                Some(title) if !block.paragraphs.is_empty() => lesson.contests.push(Contest {
                    title: title.clone(),
                    statement: block.paragraphs.clone(),
                    ..Contest::default()
                }),
                _ => {
                    problems.push(format!("{file}:{at}: `:: contest` takes a `### Title` and the statement"))
                }
            },
            "contest-input" | "contest-output" => {
                let text = one(block, &mut problems);
                match lesson.contests.last_mut() {
                    Some(c) if name == "contest-input" => c.input = text,
                    Some(c) => c.output = text,
                    None => problems.push(format!("{file}:{at}: `:: {name}` follows a `:: contest`")),
                }
            }
            "contest-hint" | "editorial-complexity" => {
                let text = one(block, &mut problems);
                match lesson.contests.last_mut() {
                    Some(c) if c.observation.is_empty() && name == "contest-hint" => c.hints.push(text),
                    Some(c) if name == "editorial-complexity" && c.complexity.is_empty() && !c.solution.is_empty() => {
                        c.complexity = text
                    }
                    _ => problems.push(format!("{file}:{at}: `:: {name}` is out of order ({EDITORIAL_ORDER})")),
                }
            }
            "editorial-observation" | "editorial-solution" => {
                let paragraphs = block.paragraphs.clone();
                if paragraphs.is_empty() || block.title.is_some() {
                    problems.push(format!("{file}:{at}: `:: {name}` takes paragraphs"));
                }
                match lesson.contests.last_mut() {
                    Some(c) if !c.hints.is_empty() && c.observation.is_empty() && name == "editorial-observation" => {
                        c.observation = paragraphs
                    }
                    Some(c) if !c.observation.is_empty() && c.solution.is_empty() && name == "editorial-solution" => {
                        c.solution = paragraphs
                    }
                    _ => problems.push(format!("{file}:{at}: `:: {name}` is out of order ({EDITORIAL_ORDER})")),
                }
            }
            "editorial-code" => match lesson.contests.last_mut() {
                _ if !card_name_ok(args) || !block.paragraphs.is_empty() => problems.push(format!(
                    "{file}:{at}: write `:: editorial-code <name>` (lowercase letters, digits and `-`), with no text"
                )),
                Some(c) if !c.complexity.is_empty() && c.program.is_empty() => c.program = args.to_owned(),
                _ => problems.push(format!("{file}:{at}: `:: {name}` is out of order ({EDITORIAL_ORDER})")),
            },
            _ => problems.push(format!("{file}:{at}: unknown directive `:: {name}`")),
        }
    }
    if !args_ok(&lesson) {
        problems.push(format!(
            "{file}: a lesson needs a `# Title` and its summary, sections, exercises, `:: terms`, `:: pages` and the teacher's run, three questions with their answers, wrong idea, extension and support, and each contest problem its input, output, hints and editorial"
        ));
    }
    if problems.is_empty() { Ok(lesson) } else { Err(problems) }
}

fn args_ok(lesson: &Lesson) -> bool {
    !lesson.title.is_empty()
        && !lesson.sections.is_empty()
        && !lesson.exercises.is_empty()
        && !lesson.pages.is_empty()
        && !lesson.teacher_run.is_empty()
        && lesson.teacher_questions.len() == 3
        && lesson.teacher_answers.len() == 3
        && !lesson.support.is_empty()
        && !lesson.wrong_idea.is_empty()
        && !lesson.extension.is_empty()
        && lesson
            .contests
            .iter()
            .all(|c| !c.input.is_empty() && !c.output.is_empty() && !c.program.is_empty())
}

/// The proof steppers `:: proof <stepper>` may name (`ui::course::proof_steps`).
pub const STEPPERS: &[&str] = &["nim-sum", "sum-theorem", "one-winner", "mex-level", "period"];

/// The order of a contest problem's editorial, for the error messages.
const EDITORIAL_ORDER: &str = "after `:: contest-output`: `:: contest-hint` (one or more), `:: editorial-observation`, `:: editorial-solution`, `:: editorial-complexity`, `:: editorial-code <name>`";

/// The problems of one lesson's files (in the order of `LANGS`): their plans must agree.
pub fn compare_lessons(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    let Some((first, others)) = lessons.split_first() else { return problems };
    for other in others {
        let n = first.plan.len().max(other.plan.len());
        for i in 0..n {
            match (first.plan.get(i), other.plan.get(i)) {
                (Some((_, a)), Some((line, b))) if a != b => {
                    problems.push(format!(
                        "{}:{line}: `{b}` where {} has `{a}` (the `::` lines and sections must be the same in every language)",
                        other.file, first.file
                    ));
                    break;
                }
                (Some((_, a)), None) => {
                    problems.push(format!("{}: ends where {} has `{a}`", other.file, first.file));
                    break;
                }
                (None, Some((line, b))) => {
                    problems.push(format!("{}:{line}: `{b}` is not in {}", other.file, first.file));
                    break;
                }
                _ => {}
            }
        }
    }
    problems
}

/// The glossary, read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Glossary {
    pub file: String,
    pub title: String,
    pub intro: String,
    pub all_terms: String,
    /// (id, name, text)
    pub terms: Vec<(String, String, String)>,
    /// Per term, in the same order: the words that name it in a lesson's text.
    pub words: Vec<Vec<String>>,
}

pub fn read_glossary(file: &str, source: &str) -> Result<Glossary, Vec<String>> {
    let blocks = blocks(file, source)?;
    let mut glossary = Glossary { file: file.to_owned(), ..Glossary::default() };
    let mut problems = Vec::new();
    for block in &blocks {
        let at = block.line;
        let text = || {
            if block.paragraphs.len() == 1 {
                Ok(block.paragraphs[0].clone())
            } else {
                Err(format!("{file}:{at}: `{}` takes one paragraph", block.head))
            }
        };
        let result = if let Some(title) = block.head.strip_prefix("# ") {
            glossary.title = title.trim().to_owned();
            text().map(|t| glossary.intro = t)
        } else if block.head == ":: all-terms" {
            text().map(|t| glossary.all_terms = t)
        } else if let Some(words) = block.head.strip_prefix(":: words ") {
            let words: Vec<String> =
                words.split(',').map(|w| w.trim().to_owned()).filter(|w| !w.is_empty()).collect();
            if glossary.words.len() + 1 != glossary.terms.len()
                || !block.paragraphs.is_empty()
                || words.is_empty()
            {
                Err(format!("{file}:{at}: `:: words` follows its term's paragraph, once, with no text"))
            } else {
                glossary.words.push(words);
                Ok(())
            }
        } else if let Some(term) = block.head.strip_prefix("## ") {
            match term.trim().strip_suffix('}').and_then(|t| t.rsplit_once("{#")) {
                Some((name, id)) if !id.is_empty() => {
                    text().map(|t| glossary.terms.push((id.to_owned(), name.trim().to_owned(), t)))
                }
                _ => Err(format!("{file}:{at}: write a term as `## Name {{#id}}`")),
            }
        } else {
            Err(format!(
                "{file}:{at}: the glossary has `# Title`, `:: all-terms`, `## Name {{#id}}` and `:: words` blocks"
            ))
        };
        if let Err(e) = result {
            problems.push(e);
        }
    }
    if glossary.words.len() != glossary.terms.len() {
        problems.push(format!("{file}: every term needs its `:: words` line"));
    }
    if glossary.title.is_empty() || glossary.all_terms.is_empty() || glossary.terms.is_empty() {
        problems.push(format!(
            "{file}: the glossary needs a `# Title` with its introduction, `:: all-terms` and terms"
        ));
    }
    if problems.is_empty() { Ok(glossary) } else { Err(problems) }
}

/// The glossaries' ids must agree, and every lesson's terms be among them.
pub fn compare_glossaries(glossaries: &[Glossary], lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    let Some((first, others)) = glossaries.split_first() else { return problems };
    let ids: Vec<&str> = first.terms.iter().map(|t| t.0.as_str()).collect();
    for other in others {
        let theirs: Vec<&str> = other.terms.iter().map(|t| t.0.as_str()).collect();
        if theirs != ids {
            problems
                .push(format!("{}: the terms {theirs:?} differ from {}'s {ids:?}", other.file, first.file));
        }
    }
    for lesson in lessons {
        for term in lesson.terms.iter().filter(|t| !ids.contains(&t.as_str())) {
            problems.push(format!("{}: the term `{term}` is not in {}", lesson.file, first.file));
        }
    }
    problems
}

fn game(name: &str) -> String {
    if let Some(take) = name.strip_prefix("nim+take-away:") {
        return format!("crate::games::drill::Game::NimCoins(&[{take}])");
    }
    match name.strip_prefix("take-away:") {
        Some(take) => format!("crate::games::drill::Game::TakeAway(&[{take}])"),
        None => format!("crate::ui::course::plan::game({name:?})"),
    }
}

fn strs(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|s| format!("{s:?}")).collect();
    format!("&[{}]", items.join(", "))
}

fn widget_code(widget: &Widget) -> String {
    let list = |n: &[u64]| n.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
    match widget {
        Widget::Play { game: g, position, panels } => {
            format!(
                "crate::ui::course::plan::Widget::Play {{ game: {}, position: {position:?}, panels: {panels} }}",
                game(g)
            )
        }
        Widget::Xor(heaps) => format!("crate::ui::course::plan::Widget::Xor(&[{}])", list(heaps)),
        Widget::Row { take, up_to, win_lose } => {
            format!(
                "crate::ui::course::plan::Widget::Row {{ take: &[{}], up_to: {up_to}, win_lose: {win_lose} }}",
                list(take)
            )
        }
    }
}

/// One language's lessons as statics `L1`, `L2`, … and `LESSONS` (for `ui::course`, which has
/// the text structs in scope; the plan's items are named by their paths).
pub fn lessons_code(lessons: &[Lesson]) -> String {
    let mut code = String::new();
    for (i, l) in lessons.iter().enumerate() {
        let _ = writeln!(
            code,
            "/// Lesson {}, from {}.\npub static L{}: LessonText = LessonText {{\n    sections: &[",
            i + 1,
            l.file,
            i + 1
        );
        for s in &l.sections {
            let widget = s.widget.as_ref().map_or("None".to_owned(), |w| format!("Some({})", widget_code(w)));
            let proofs: Vec<String> = s
                .proofs
                .iter()
                .map(|(title, _, stepper)| format!("ProofHead {{ title: {title:?}, stepper: {stepper:?} }}"))
                .collect();
            let _ = writeln!(
                code,
                "        Section {{ heading: {:?}, body: {}, widget: {widget}, after: {}, proofs: &[{}] }},",
                s.heading,
                strs(&s.body),
                strs(&s.after),
                proofs.join(", ")
            );
        }
        let prompts: Vec<String> = l.exercises.iter().map(|e| e.prompt.clone()).collect();
        let _ = writeln!(
            code,
            "    ],\n    prompts: {},\n    terms: {},\n    pages: {},",
            strs(&prompts),
            strs(&l.terms),
            strs(&l.pages)
        );
        let card = l.code.as_ref().map_or("None".to_owned(), |c| {
            format!("Some(CodeText {{ name: {:?}, cpp: {:?}, python: {:?} }})", c.name, c.cpp, c.python)
        });
        let _ = writeln!(code, "    code: {card},");
        code.push_str("    contests: &[\n");
        for c in &l.contests {
            let _ = writeln!(
                code,
                "        ContestText {{ title: {:?}, statement: {}, input: {:?}, output: {:?} }},",
                c.title,
                strs(&c.statement),
                c.input,
                c.output
            );
        }
        code.push_str("    ],\n};\n");
    }
    let names: Vec<String> = (1..=lessons.len()).map(|n| format!("&L{n}")).collect();
    let _ = writeln!(
        code,
        "/// Every lesson, in order.\npub static LESSONS: [&LessonText; {}] = [{}];",
        lessons.len(),
        names.join(", ")
    );
    code
}

/// The code cards' programs (from the first language's files: all agree), as `PROGRAMS`, each
/// embedded from `dir` (the absolute path of `content/code`) by `include_str!` (for
/// `ui::course::code`, which has `Program` in scope).
pub fn programs_code(lessons: &[Lesson], dir: &str) -> String {
    let names: Vec<&str> = lessons.iter().filter_map(|l| Some(l.code.as_ref()?.name.as_str())).collect();
    program_table("Every lesson's code card's programs, in lesson order.", "PROGRAMS", &names, dir)
}

/// A static `name` of `Program`s, each embedded from `dir` by `include_str!`.
fn program_table(doc: &str, name: &str, programs: &[&str], dir: &str) -> String {
    let mut code = format!("/// {doc}\npub static {name}: [Program; {}] = [\n", programs.len());
    for program in programs {
        let _ = writeln!(
            code,
            "    Program {{ name: {program:?}, cpp: include_str!({:?}), python: include_str!({:?}) }},",
            format!("{dir}/{program}.cpp"),
            format!("{dir}/{program}.py")
        );
    }
    code.push_str("];\n");
    code
}

/// One language's unfolded texts as `FOLDED` (for `ui::course::folded`, which has `Folded`,
/// `Editorial`, `TeacherNotes` and `CONTEST_PROGRAMS` in scope): per lesson, its contest
/// problems' hints and editorials, its teacher notes, and its proofs.
pub fn folded_code(lessons: &[Lesson]) -> String {
    let mut code = String::from(
        "/// Every lesson's unfolded texts, in order.\npub static FOLDED: Folded = Folded {\n    editorials: [\n",
    );
    for l in lessons {
        code.push_str("        &[\n");
        for c in &l.contests {
            let _ = writeln!(
                code,
                "            Editorial {{ hints: {}, observation: {}, solution: {}, complexity: {:?}, program: {:?} }},",
                strs(&c.hints),
                strs(&c.observation),
                strs(&c.solution),
                c.complexity,
                c.program
            );
        }
        code.push_str("        ],\n");
    }
    code.push_str("    ],\n    teacher: [\n");
    for l in lessons {
        let question = |i: usize| l.teacher_questions.get(i).map_or("", String::as_str);
        let answer = |i: usize| l.teacher_answers.get(i).map_or("", String::as_str);
        let _ = writeln!(
            code,
            "        TeacherNotes {{ run: {:?}, questions: [{:?}, {:?}, {:?}], answers: [{:?}, {:?}, {:?}], wrong_idea: {:?}, extension: {:?}, support: {:?} }},",
            l.teacher_run,
            question(0),
            question(1),
            question(2),
            answer(0),
            answer(1),
            answer(2),
            l.wrong_idea,
            l.extension,
            l.support
        );
    }
    code.push_str("    ],\n    proofs: [\n");
    for l in lessons {
        let proofs: Vec<String> =
            l.sections.iter().flat_map(|s| &s.proofs).map(|(_, paragraphs, _)| strs(paragraphs)).collect();
        let _ = writeln!(code, "        &[{}],", proofs.join(", "));
    }
    code.push_str("    ],\n    programs: &super::CONTEST_PROGRAMS,\n};\n");
    code
}

/// The contest problems' programs (from the first language's files: all agree), as
/// `CONTEST_PROGRAMS`, embedded from `dir` as `programs_code` does.
pub fn contest_programs_code(lessons: &[Lesson], dir: &str) -> String {
    let names: Vec<&str> = lessons
        .iter()
        .flat_map(|l| &l.contests)
        .map(|c| c.program.as_str())
        .filter(|n| !n.is_empty())
        .collect();
    program_table(
        "Every contest problem's programs (実装例), in lesson order.",
        "CONTEST_PROGRAMS",
        &names,
        dir,
    )
}

/// One language's lessons' titles and summaries, with what each builds on worded (`needs`, one
/// per lesson, "" for none), as `HEADS` (for `ui::course::text`, which has `LessonHead` in scope).
pub fn heads_code(lessons: &[Lesson], needs: &[String]) -> String {
    let mut code = format!(
        "/// Every lesson's title, summary and what it builds on.\npub const HEADS: [LessonHead; {}] = [\n",
        lessons.len()
    );
    for (l, needs) in lessons.iter().zip(needs) {
        let _ = writeln!(
            code,
            "    LessonHead {{ title: {:?}, summary: {:?}, needs: {needs:?} }},",
            l.title, l.summary
        );
    }
    code.push_str("];\n");
    code
}

/// What each lesson builds on (its direct prerequisites, for the contents): the numbers (from 1)
/// of the earlier lessons that introduce (`:: introduces`) a term or a game it uses by its plan,
/// in order. A lesson uses what the order test (tests/lessons.rs) counts, but for the words of
/// its texts, which are each language's own: its `:: terms`; the games of each board and
/// exercise (`take-away` for every take-away heap, both of a sum's); Grundy values and the mex where a board's panels or a
/// row of values show them; the nim-sum of a `:: xor`; the term an exercise asks for (`value`,
/// `nim-sum`, `period`). The plans agree in every language, so one language's files serve.
pub fn needs(lessons: &[Lesson]) -> Vec<Vec<usize>> {
    let by = |id: &str| lessons.iter().position(|l| l.introduces.iter().any(|i| i == id));
    // A take-away heap is `take-away`; a Nim heap beside a coin heap (`nim+take-away:1,3,4`) both.
    let game = |name: &str| -> Vec<String> {
        name.split('+')
            .map(|g| if g.starts_with("take-away:") { "take-away" } else { g }.to_owned())
            .collect()
    };
    lessons
        .iter()
        .enumerate()
        .map(|(n, lesson)| {
            let mut uses: Vec<String> = lesson.terms.clone();
            for widget in lesson.sections.iter().filter_map(|s| s.widget.as_ref()) {
                let (name, values) = match widget {
                    Widget::Play { game: name, panels, .. } => (game(name), *panels),
                    Widget::Row { win_lose, .. } => (vec!["take-away".to_owned()], !*win_lose),
                    Widget::Xor(_) => (vec!["nim-sum".to_owned()], false),
                };
                uses.extend(name);
                if values {
                    uses.extend(["grundy".to_owned(), "mex".to_owned()]);
                }
            }
            for e in &lesson.exercises {
                uses.extend(game(&e.game));
                let asks = match e.kind.as_str() {
                    "value" => "grundy",
                    "nim-sum" => "nim-sum",
                    "period" => "period",
                    _ => continue,
                };
                uses.push(asks.to_owned());
            }
            let mut earlier: Vec<usize> =
                uses.iter().filter_map(|id| by(id)).filter(|&m| m < n).map(|m| m + 1).collect();
            earlier.sort_unstable();
            earlier.dedup();
            earlier
        })
        .collect()
}

/// The exercises of every lesson (from the first language's files: all agree), as `EXERCISES`
/// (for `ui::course::plan`).
pub fn exercises_code(lessons: &[Lesson]) -> String {
    let mut code = format!(
        "/// Every lesson's exercises, in order.\npub const EXERCISES: [&[Exercise]; {}] = [\n",
        lessons.len()
    );
    for l in lessons {
        code.push_str("    &[");
        for e in &l.exercises {
            let _ = write!(
                code,
                "ex({:?}, {}, {:?}, crate::ui::course::plan::kind({:?})), ",
                e.id,
                game(&e.game),
                e.position,
                e.kind
            );
        }
        code.push_str("],\n");
    }
    code.push_str("];\n");
    code
}

/// One language's glossary as the static `WORDS` (for `ui::glossary`).
pub fn glossary_code(g: &Glossary) -> String {
    let mut code = format!(
        "/// The glossary, from {}.\npub static WORDS: GlossaryText = GlossaryText {{\n    title: {:?},\n    intro: {:?},\n    all_terms: {:?},\n    terms: &[\n",
        g.file, g.title, g.intro, g.all_terms
    );
    for (id, name, text) in &g.terms {
        let _ = writeln!(code, "        Term {{ id: {id:?}, name: {name:?}, text: {text:?} }},");
    }
    code.push_str("    ],\n};\n");
    code
}
