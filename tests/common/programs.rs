//! Running the programs of `content/code/` (the lessons' code cards and the contest problems'
//! 実装例): each C++ program is compiled once (C++17, -O2) into Cargo's temporary folder under
//! `target/`, with `<bits/stdc++.h>` precompiled once for all; each Python program runs with
//! Debian's python3. Both need Debian's `g++` and `python3` (scripts/setup.sh --test installs
//! them); a test fails, saying so, where either is missing.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// How many generated inputs each program runs on (a Python start costs about 20 ms).
pub const RUNS: usize = 24;

/// The programs' folder.
pub fn code_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("content/code")
}

struct Tools {
    gpp: PathBuf,
    python: PathBuf,
    /// The folder of the compiled programs, and of `bits/stdc++.h.gch` (passed with `-I`).
    out: PathBuf,
}

/// The first of `candidates` that answers `--version`.
fn find(candidates: &[&str]) -> Option<PathBuf> {
    candidates.iter().map(PathBuf::from).find(|tool| {
        Command::new(tool).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
    })
}

const FLAGS: [&str; 3] = ["-std=c++17", "-O2", "-pipe"];

fn tools() -> &'static Tools {
    static TOOLS: OnceLock<Tools> = OnceLock::new();
    TOOLS.get_or_init(|| {
        let missing = |what: &str| {
            panic!(
                "{what} is missing: the tests run the C++ and Python programs of content/code. \
                 Install Debian's g++ and python3 (scripts/setup.sh --test does, as root: \
                 apt-get install g++ python3), then run the tests again."
            )
        };
        let gpp = find(&["g++"]).unwrap_or_else(|| missing("g++"));
        // Debian's interpreter first: a version manager's shim on PATH can take ten times longer
        // to start.
        let python = find(&["/usr/bin/python3", "python3"]).unwrap_or_else(|| missing("python3"));
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("code-cards");
        let bits = out.join("bits");
        std::fs::create_dir_all(&bits).expect("the code cards' temporary folder");
        // A header of the same name that includes the real one, precompiled: `-I out` then finds
        // the `.gch` before the system header. A failure here only makes each compile slower.
        let header = bits.join("stdc++.h");
        std::fs::write(&header, "#include <bits/stdc++.h>\n").expect("the precompiled header's source");
        let _ = Command::new(&gpp)
            .args(FLAGS)
            .args(["-x", "c++-header"])
            .arg(&header)
            .arg("-o")
            .arg(bits.join("stdc++.h.gch"))
            .status();
        Tools { gpp, python, out }
    })
}

/// Compiles `card`'s C++ program, once.
fn compile(card: &str) -> PathBuf {
    let t = tools();
    let binary = t.out.join(card);
    let output = Command::new(&t.gpp)
        .args(FLAGS)
        .arg("-I")
        .arg(&t.out)
        .arg(code_dir().join(format!("{card}.cpp")))
        .arg("-o")
        .arg(&binary)
        .output()
        .expect("g++ runs");
    assert!(
        output.status.success(),
        "{card}.cpp does not compile:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    binary
}

/// The program's output for `input`, each line's end trimmed.
fn run(mut command: Command, what: &str, input: &str) -> String {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{what} does not start: {e}"));
    child.stdin.take().expect("piped").write_all(input.as_bytes()).expect("the input is written");
    let output = child.wait_with_output().expect("the program ends");
    assert!(
        output.status.success(),
        "{what} failed on the input\n{input}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).lines().map(str::trim_end).collect::<Vec<_>>().join("\n")
}

/// Runs both programs of `card` on each input and compares their outputs with the engine's
/// answer, `expected(input)`.
#[track_caller]
pub fn check(card: &str, inputs: Vec<(String, String)>) {
    let binary = compile(card);
    let python = code_dir().join(format!("{card}.py"));
    for (input, expected) in inputs {
        let cpp = run(Command::new(&binary), &format!("{card}.cpp"), &input);
        assert_eq!(cpp, expected, "{card}.cpp on the input\n{input}");
        let mut command = Command::new(&tools().python);
        command.arg("-S").arg(&python);
        let py = run(command, &format!("{card}.py"), &input);
        assert_eq!(py, expected, "{card}.py on the input\n{input}");
    }
}
