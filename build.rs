//! Two jobs before the crate compiles:
//! - the content files (`content/<lang>/*.ftl`) are checked and turned into the Rust module
//!   `content` includes (see `build/content.rs`): a missing message, a variable missing or of
//!   another kind in one language, or a file that is not Fluent fails the build here;
//! - with the feature `split` on wasm32, the linker's relocations are kept in the module: the
//!   splitter (scripts/split-wasm.mjs, after linking) needs them to move each page's code into its
//!   own file.

use std::fs;
use std::path::Path;

#[path = "build/content.rs"]
mod content;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=build/content.rs");
    println!("cargo:rerun-if-changed=content");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
    let out = Path::new(&std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("content.rs");
    match words() {
        Ok(code) => fs::write(&out, code).unwrap_or_else(|e| panic!("{}: {e}", out.display())),
        Err(problems) => {
            for problem in &problems {
                println!("cargo:warning={problem}");
            }
            panic!("the content files have {} problem(s):\n{}", problems.len(), problems.join("\n"));
        }
    }
}

/// Every table's module, or every problem of the content files.
fn words() -> Result<String, Vec<String>> {
    let root = Path::new("content");
    let mut names: Vec<Vec<String>> = Vec::new();
    for lang in content::LANGS {
        let dir = root.join(lang);
        let mut files: Vec<String> = fs::read_dir(&dir)
            .map_err(|e| vec![format!("{}: {e}", dir.display())])?
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter_map(|name| name.strip_suffix(".ftl").map(str::to_owned))
            .collect();
        files.sort();
        names.push(files);
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
