//! Two jobs before the crate compiles:
//! - the content files (`content/<lang>/*.ftl`) are checked and turned into the Rust module
//!   `content` includes (see `build/content.rs`): a missing message, a variable missing or of
//!   another kind in one language, or a file that is not Fluent fails the build here; so do the
//!   lessons and the glossary (`build/lessons.rs`), and a code card whose programs
//!   (`content/code/<card>.cpp`, `.py`) are missing;
//! - with the feature `split` on wasm32, the linker's relocations are kept in the module: the
//!   splitter (scripts/split-wasm.mjs, after linking) needs them to move each page's code into its
//!   own file.

use std::fs;
use std::path::Path;

#[path = "build/content.rs"]
mod content;
#[path = "build/lessons.rs"]
mod lessons;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=build/content.rs");
    println!("cargo:rerun-if-changed=build/lessons.rs");
    println!("cargo:rerun-if-changed=content");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
    let out_dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let generated = words().map(|code| vec![("content.rs".to_owned(), code)]).and_then(|mut files| {
        files.extend(long_texts()?);
        Ok(files)
    });
    match generated {
        Ok(files) => {
            for (name, code) in files {
                let out = Path::new(&out_dir).join(name);
                fs::write(&out, code).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
            }
        }
        Err(problems) => {
            for problem in &problems {
                println!("cargo:warning={problem}");
            }
            panic!("the content files have {} problem(s):\n{}", problems.len(), problems.join("\n"));
        }
    }
}

/// The lessons' and the glossary's generated files (name, code), or every problem of their
/// Markdown files.
fn long_texts() -> Result<Vec<(String, String)>, Vec<String>> {
    let mut problems = Vec::new();
    let mut by_lang: Vec<Vec<lessons::Lesson>> = Vec::new();
    let mut glossaries = Vec::new();
    for lang in content::LANGS {
        let dir = Path::new("content").join(lang).join("lessons");
        let files = stems(&dir, ".md")?;
        let mut read = Vec::new();
        for (i, name) in files.iter().enumerate() {
            let file = format!("content/{lang}/lessons/{name}.md");
            if *name != format!("{:02}", i + 1) {
                problems.push(format!("{file}: lessons are numbered 01.md, 02.md, … without gaps"));
            }
            match lessons::read_lesson(&file, &fs::read_to_string(&file).unwrap_or_default()) {
                Ok(lesson) => read.push(lesson),
                Err(found) => problems.extend(found),
            }
        }
        by_lang.push(read);
        let file = format!("content/{lang}/glossary.md");
        match fs::read_to_string(&file)
            .map_err(|e| vec![format!("{file}: {e}")])
            .and_then(|s| lessons::read_glossary(&file, &s))
        {
            Ok(glossary) => glossaries.push(glossary),
            Err(found) => problems.extend(found),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    for (lang, lessons) in content::LANGS.iter().zip(&by_lang).skip(1) {
        if lessons.len() != by_lang[0].len() {
            problems.push(format!(
                "content/{lang}/lessons has {} lessons, content/en/lessons {}",
                lessons.len(),
                by_lang[0].len()
            ));
        }
    }
    for i in 0..by_lang[0].len() {
        let one: Vec<lessons::Lesson> = by_lang.iter().filter_map(|l| l.get(i).cloned()).collect();
        problems.extend(lessons::compare_lessons(&one));
    }
    problems.extend(lessons::compare_glossaries(&glossaries, &by_lang.concat()));
    // Each program a lesson shows (its code card's and its contest problems' 実装例) must be
    // there in both languages of code (the plans agree: the first language names them).
    for lesson in &by_lang[0] {
        for ((directive, name), ext) in lesson.programs().flat_map(|p| [(p, "cpp"), (p, "py")]) {
            let program = format!("content/code/{name}.{ext}");
            if !Path::new(&program).is_file() {
                problems
                    .push(format!("{}: `:: {directive} {name}` needs the program {program}", lesson.file));
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut files = vec![
        ("exercises.rs".to_owned(), lessons::exercises_code(&by_lang[0])),
        ("programs.rs".to_owned(), lessons::programs_code(&by_lang[0], &format!("{manifest}/content/code"))),
        (
            "contest_programs.rs".to_owned(),
            lessons::contest_programs_code(&by_lang[0], &format!("{manifest}/content/code")),
        ),
    ];
    files.push(("pictures.rs".to_owned(), pictures(by_lang[0].len())?));
    let needs = lessons::needs(&by_lang[0]);
    for ((lang, lessons), glossary) in content::LANGS.iter().zip(&by_lang).zip(&glossaries) {
        files.push((format!("lessons_{lang}.rs"), lessons::lessons_code(lessons)));
        files.push((
            format!("lesson_heads_{lang}.rs"),
            lessons::heads_code(lessons, &needs_words(lang, &needs)?),
        ));
        files.push((format!("folded_{lang}.rs"), lessons::folded_code(lessons)));
        files.push((format!("glossary_{lang}.rs"), lessons::glossary_code(glossary)));
    }
    Ok(files)
}

/// What each lesson builds on (`lessons::needs`) in `lang`'s words, put together here from its
/// `contents.ftl` (`lesson-needs`, its list's `lesson-needs-number`, `-comma` and `-and`): the
/// home page shows them as they are. "" for a lesson that builds on none.
fn needs_words(lang: &str, needs: &[Vec<usize>]) -> Result<Vec<String>, Vec<String>> {
    let file = format!("content/{lang}/contents.ftl");
    let source = fs::read_to_string(&file).map_err(|e| vec![format!("{file}: {e}")])?;
    let words = content::Formatter::new(&file, &source, lang)?;
    let word = |id: &str, args: &[(&str, &str)]| {
        words.format(id, args).ok_or_else(|| vec![format!("{file}: {id} is missing")])
    };
    let (comma, and) = (word("lesson-needs-comma", &[])?, word("lesson-needs-and", &[])?);
    let mut out = Vec::new();
    for lessons in needs {
        let mut list = String::new();
        for (i, n) in lessons.iter().enumerate() {
            if i > 0 {
                list.push_str(if i + 1 == lessons.len() { &and } else { &comma });
            }
            list.push_str(&word("lesson-needs-number", &[("number", &n.to_string())])?);
        }
        let count = lessons.len().to_string();
        out.push(if lessons.is_empty() {
            String::new()
        } else {
            word("lesson-needs", &[("count", &count), ("lessons", &list)])?
        });
    }
    Ok(out)
}

/// The lessons' pictures (`static/lessons/NN.svg`, one per lesson) as the macro `picture_src!`,
/// the format of a picture's address (its lesson's number to fill in): scripts/post-build.mjs
/// copies each into the build as `lesson-<n>-<hash>.svg`, the hash the same as here (FNV-1a, 64
/// bits, over the files' bytes in order), so that a changed picture has a new name.
fn pictures(count: usize) -> Result<String, Vec<String>> {
    println!("cargo:rerun-if-changed=static/lessons");
    let names = stems(Path::new("static/lessons"), ".svg")?;
    let expected: Vec<String> = (1..=count).map(|n| format!("{n:02}")).collect();
    if names != expected {
        return Err(vec![format!(
            "static/lessons has {names:?}: a picture per lesson, 01.svg to {count:02}.svg"
        )]);
    }
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for name in &names {
        let file = format!("static/lessons/{name}.svg");
        for byte in fs::read(&file).map_err(|e| vec![format!("{file}: {e}")])? {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    Ok(format!(
        "/// A lesson's picture's address, its number to fill in (build.rs).\nmacro_rules! picture_src {{\n    () => {{\n        \"/lesson-{{}}-{hash:016x}.svg\"\n    }};\n}}\n"
    ))
}

/// Every table's module, or every problem of the content files.
fn words() -> Result<String, Vec<String>> {
    let root = Path::new("content");
    let mut names: Vec<Vec<String>> = Vec::new();
    for lang in content::LANGS {
        let dir = root.join(lang);
        names.push(stems(&dir, ".ftl")?);
    }
    let mut problems = Vec::new();
    for (lang, files) in content::LANGS.iter().zip(&names).skip(1) {
        for name in files.iter().filter(|n| !names[0].contains(n)) {
            problems.push(format!("content/{lang}/{name}.ftl has no content/en/{name}.ftl"));
        }
        for name in names[0].iter().filter(|n| !files.contains(n)) {
            problems.push(format!("content/{lang}/{name}.ftl is missing (content/en/{name}.ftl is there)"));
        }
    }
    let mut code = String::new();
    for name in &names[0] {
        let sources: Vec<(String, String)> = content::LANGS
            .iter()
            .map(|lang| {
                let file = format!("content/{lang}/{name}.ftl");
                let source = fs::read_to_string(&file).unwrap_or_default();
                (file, source)
            })
            .collect();
        let mut tables = Vec::new();
        for (file, source) in &sources {
            match content::read(file, source) {
                Ok(table) => tables.push(table),
                Err(found) => problems.extend(found),
            }
        }
        if tables.len() < sources.len() {
            continue;
        }
        let found = content::compare(&tables);
        if found.is_empty() {
            code.push_str(&content::generate(&content::method(name), &tables));
        }
        problems.extend(found);
    }
    if problems.is_empty() { Ok(code) } else { Err(problems) }
}

/// The names, without `suffix`, of the files in `dir` that end with it, sorted.
fn stems(dir: &Path, suffix: &str) -> Result<Vec<String>, Vec<String>> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map_err(|e| vec![format!("{}: {e}", dir.display())])?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(suffix).map(str::to_owned))
        .collect();
    names.sort();
    Ok(names)
}
