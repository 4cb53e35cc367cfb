//! The content files (`content/<lang>/*.ftl`): the checks build.rs makes, shown to fail on
//! broken copies, the Japanese files free of English words outside an allowed list, and the
//! generated methods' wording against hand-written expectations.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../build/content.rs"]
#[allow(dead_code)]
mod content;

use std::fs;
use std::path::Path;

use grundy_lab::content::{Lang, chomp, maze, staircase::Words};

/// Every table's files, in the order of `LANGS`.
fn tables() -> Vec<(String, Vec<(String, String)>)> {
    let mut names: Vec<String> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("content/en"))
        .expect("content/en lists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok()?.strip_suffix(".ftl").map(str::to_owned))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let files = content::LANGS
                .iter()
                .map(|lang| {
                    let file = format!("content/{lang}/{name}.ftl");
                    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(&file);
                    let source = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
                    (file, source)
                })
                .collect();
            (name, files)
        })
        .collect()
}

/// The problems of one table given as (file, source) pairs, as build.rs finds them.
fn problems(files: &[(&str, &str)]) -> Vec<String> {
    let mut found = Vec::new();
    let mut read = Vec::new();
    for (file, source) in files {
        match content::read(file, source) {
            Ok(table) => read.push(table),
            Err(problems) => found.extend(problems),
        }
    }
    if found.is_empty() {
        found = content::compare(&read);
    }
    found
}

#[test]
fn every_table_reads_and_agrees_in_both_languages() {
    let tables = tables();
    assert!(
        tables.iter().any(|(name, _)| name == "staircase"),
        "tables: {:?}",
        tables.iter().map(|t| &t.0).collect::<Vec<_>>()
    );
    for (_, files) in &tables {
        let files: Vec<(&str, &str)> = files.iter().map(|(f, s)| (f.as_str(), s.as_str())).collect();
        assert_eq!(problems(&files), Vec::<String>::new());
    }
}

/// The English and Japanese staircase files with one change made to the Japanese.
fn staircase_with(change: impl Fn(&str) -> String) -> Vec<String> {
    let tables = tables();
    let (_, files) = tables.iter().find(|(n, _)| n == "staircase").expect("the staircase table");
    let ja = change(&files[1].1);
    assert_ne!(ja, files[1].1, "the change changed nothing");
    problems(&[(&files[0].0, &files[0].1), (&files[1].0, &ja)])
}

#[test]
fn a_missing_message_fails() {
    let found = staircase_with(|ja| ja.replace("move-button = 降ろす\n", ""));
    assert_eq!(
        found,
        ["content/ja/staircase.ftl: move-button is missing (it is in content/en/staircase.ftl)"]
    );
}

#[test]
fn a_message_with_other_variables_fails() {
    // The Japanese board's title forgets the step's number and writes a variable nobody passes.
    let found = staircase_with(|ja| ja.replace("step-short = 段 { $step }", "step-short = 段 { $steps }"));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("step-short uses {$steps}, but content/en/staircase.ftl uses {$step}"),
        "{found:?}"
    );
}

#[test]
fn a_variable_of_another_kind_fails() {
    // `$kind` chooses a variant by word in English; choosing by plural category here is refused.
    let found = staircase_with(|ja| {
        ja.replace(
            "[odd] 奇数段。数に入る\n       *[even] 偶数段",
            "[one] 奇数段。数に入る\n       *[other] 偶数段",
        )
    });
    assert!(
        found.iter().any(|p| p.contains("step-title: $kind selects by Number here, by Word")),
        "{found:?}"
    );
}

#[test]
fn a_choice_by_numbers_and_words_fails() {
    let found = staircase_with(|ja| ja.replace("[odd] 奇数段。数に入る", "[1] 奇数段。数に入る"));
    assert!(
        found.iter().any(|p| p.contains("step-title: $kind chooses by numbers and by words at once")),
        "{found:?}"
    );
}

#[test]
fn text_that_is_not_fluent_fails() {
    let found = staircase_with(|ja| ja.replace("coins-label = 降ろす枚数", "coins-label 降ろす枚数"));
    assert!(
        !found.is_empty() && found.iter().all(|p| p.starts_with("content/ja/staircase.ftl:")),
        "{found:?}"
    );
    assert!(found.iter().any(|p| p.contains("not Fluent")), "{found:?}");
}

#[test]
fn messages_out_of_order_fail() {
    let found = staircase_with(|ja| {
        ja.replace(
            "keys-step = 段を選ぶ\nkeys-coins = 降ろす枚数\n",
            "keys-coins = 降ろす枚数\nkeys-step = 段を選ぶ\n",
        )
    });
    assert_eq!(found, ["content/ja/staircase.ftl: the messages are not in content/en/staircase.ftl's order"]);
}

/// English words a Japanese text may use: people's names (Sprague, Grundy, Guy, Smith), the app's and the
/// games' names (Grundy Lab, Nim, Nim_k), notation (mex, XOR), a judge (POJ), a
/// book's name (Handbook), keys (Enter, Space) and the QR code (QR コード).
const ALLOWED_ENGLISH: &[&str] = &[
    "Enter", "Space", "Grundy", "Lab", "Nim", "Nim_k", "mex", "XOR", "POJ", "Sprague", "Guy", "Smith",
    "Handbook", "QR",
];

#[test]
fn japanese_files_use_no_english_words_but_the_allowed() {
    for (_, files) in tables() {
        let (file, source) = &files[1];
        for (index, line) in source.lines().enumerate() {
            // Comments, ids and variables are not shown.
            if line.starts_with('#') {
                continue;
            }
            // The text of the line: after the id, or after a variant's key, without placeables
            // (variables, the opening of a choice and its closing brace).
            let text = line.split_once(" = ").map_or(line, |(_, text)| text).trim_start();
            let text = match text.strip_prefix('*').unwrap_or(text).strip_prefix('[') {
                Some(keyed) => keyed.split_once(']').map_or("", |(_, rest)| rest),
                None => text,
            };
            let mut shown = String::new();
            let mut depth = 0;
            for c in text.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth = (depth - 1).max(0),
                    _ if depth == 0 => shown.push(c),
                    _ => {}
                }
            }
            for word in shown.split(|c: char| !(c.is_ascii_alphabetic() || c == '_')) {
                if word.len() >= 2 && !ALLOWED_ENGLISH.contains(&word) {
                    panic!("{file}:{}: the English word {word:?} in a Japanese text: {line}", index + 1);
                }
            }
        }
    }
}

#[test]
fn the_generated_words_choose_their_variants() {
    // By hand from content/*/staircase.ftl: a number chooses by value ([1], [0]) and by plural
    // category (English `one`), a word by its name; Japanese has no plural forms.
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.moved(0, 1, 1), "took 1 coin off step 1");
    assert_eq!(en.moved(2, 3, 3), "moved 3 coins from step 3 down to step 2");
    assert_eq!(ja.moved(0, 1, 1), "段 1 から 1 枚を床に降ろした");
    assert_eq!(ja.moved(2, 3, 3), "段 3 から段 2 へ 3 枚降ろした");
    assert_eq!(en.step_title(1, "odd", 3), "Step 3 (odd, counts): 1 coin");
    assert_eq!(en.step_title(5, "even", 2), "Step 2 (even): 5 coins");
    assert_eq!(ja.step_title(5, "even", 2), "段 2（偶数段）: 5 枚");
    assert_eq!(
        en.step_xor(0),
        "The nim-sum of the odd steps is 0: the player to move loses against best play."
    );
    assert_eq!(
        en.reason_to_zero(0, 1, "odd", 6),
        "the odd steps' nim-sum was 6; lowering odd step 1 (its coins land on the floor, where they no longer count) makes it 0"
    );
    assert_eq!(en.hint_line("3-1", "3 1 1"), "3-1 → 3 1 1");
    // A step's number is set off by spaces in Japanese; the floor (step 0) is a word.
    assert!(
        ja.reason_to_zero(2, 3, "odd", 6).contains("降りたコインは段 2 に移り"),
        "{}",
        ja.reason_to_zero(2, 3, "odd", 6)
    );
    assert!(
        ja.reason_to_zero(0, 1, "odd", 6).contains("降りたコインは床に移り"),
        "{}",
        ja.reason_to_zero(0, 1, "odd", 6)
    );
    assert_eq!(Words(Lang::En).name(), "Staircase Nim");
    assert_eq!(Words(Lang::Ja).name(), "階段ニム");
}

#[test]
fn grundys_game_words_choose_their_variants() {
    // By hand from content/*/grundys.ftl: English says "1 stone" and "n stones", Japanese 個.
    use grundy_lab::content::grundys::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.heap_label(2, 1), "Heap 2: 1 stone");
    assert_eq!(en.heap_option(1, 8), "heap 1 (8 stones)");
    assert_eq!(ja.heap_option(1, 8), "山 1 (8 個)");
    assert_eq!(en.split(3, 5, 1), "split heap 1 into 3 and 5");
    assert_eq!(ja.split(3, 5, 1), "山 1 を 3 と 5 に分けた");
    // A trailing space written as a string literal survives (the label runs into a select).
    assert_eq!(en.step_through(), "Step through the mex of a heap: ");
}

#[test]
fn octal_words_choose_their_variants() {
    // By hand from content/*/octal.ftl: a take of 1 pin, a move that leaves one row or splits
    // it, the way a take is refused, and a list joined by each language's separator.
    use grundy_lab::content::octal::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.took(0, 0, "rest", 2, 1), "knocked down 1 pin of row 2");
    assert_eq!(
        en.took(1, 4, "split", 1, 2),
        "knocked down 2 pins from the middle of row 1, leaving rows of 1 and 4"
    );
    assert_eq!(ja.took(1, 4, "split", 1, 2), "列 1 の途中から 2 本倒し、1 本と 4 本の列に分けた");
    assert_eq!(en.error_not_allowed(2, "end"), "The code does not allow taking 2 leaving one heap.");
    assert_eq!(ja.error_not_allowed(2, "whole"), "この符号では 2 本を列をまるごと倒すことはできません。");
    let ways = [en.way_end(), en.way_middle()].join(en.list_separator());
    assert_eq!(en.code_rule(2, ways), "2 pins: from an end, from the middle (the row splits in two)");
    let ways = [ja.way_end(), ja.way_middle()].join(ja.list_separator());
    assert_eq!(ja.code_rule(2, ways), "2 本: 列の端から、列の途中から (列が 2 つに分かれる)");
}

#[test]
fn the_maze_words_choose_their_variants() {
    // By hand from content/*/maze.ftl: a direction chooses by word, a number of squares by
    // plural category (English `one`) and by value (`[0]`: nothing free that way).
    let (en, ja) = (maze::Words(Lang::En), maze::Words(Lang::Ja));
    assert_eq!(en.moved("left", 1), "moved the figure 1 square left");
    assert_eq!(en.moved("up", 3), "moved the figure 3 squares up");
    assert_eq!(ja.moved("up", 3), "駒を上に 3 マス動かした");
    assert_eq!(en.target_line(2, "left", 4, 2), "2 squares left: row 4, column 2");
    assert_eq!(en.error_blocked("up", 0, 2), "The figure cannot move up: a wall or the edge is next to it.");
    assert_eq!(
        en.error_blocked("left", 1, 3),
        "The figure cannot move 3 squares left: a wall or the edge stops it after 1."
    );
    assert_eq!(ja.error_blocked("left", 0, 2), "駒は左に動かせません。すぐ左が壁か端です。");
    assert_eq!(ja.error_blocked("up", 2, 5), "駒を上に 5 マスは動かせません。2 マス先で壁か端に当たります。");
}

#[test]
fn the_chomp_words_choose_their_variants() {
    // By hand from content/*/chomp.ftl: a bite's squares by plural category, the search's limit
    // by word.
    let (en, ja) = (chomp::Words(Lang::En), chomp::Words(Lang::Ja));
    assert_eq!(en.bite_line(3, 2, 1), "Row 2, column 3: eats 1 square");
    assert_eq!(en.bite_line(1, 2, 4), "Row 2, column 1: eats 4 squares");
    assert_eq!(ja.bite_line(1, 2, 4), "2 行目 1 列目: 4 マス食べます");
    assert_eq!(
        en.error_too_large_to_search(1000, 5000, 1200, "positions"),
        "This bar is too large to search: it reaches more than 1000 positions, and only a full rectangle's outcome is known without searching."
    );
    assert_eq!(
        ja.error_too_large_to_search(1000, 5000, 900, "work"),
        "この局面は大きすぎて探索できません (900 局面の間の手が 5000 通りを超えます)。探索なしで勝敗がわかるのは長方形の板だけです。"
    );
    assert_eq!(en.steal_step_of(5, 2), "Step 2 of 5");
}

#[test]
fn shared_words_choose_their_variants() {
    // By hand from content/*/{kit,explain,app}.ftl: counts by plural category (English `one`), an
    // axis by word (nested with a count in English), a message that refers to another, and
    // spaces written as string literals at either end of a text.
    use grundy_lab::content::{app, explain, kit};
    let (en, ja) = (kit::Words(Lang::En), kit::Words(Lang::Ja));
    assert_eq!(
        en.held_text(1, 1),
        "The text is ready: 1 character on 1 line. It is not shown in the box, which would make the page slow."
    );
    assert_eq!(
        en.held_text(12000, 3),
        "The text is ready: 12000 characters on 3 lines. It is not shown in the box, which would make the page slow."
    );
    assert_eq!(
        ja.held_text(1, 1),
        "テキストを読み込みました（1 文字、1 行）。ページが重くなるため、入力欄には表示していません。"
    );
    assert_eq!(
        en.wins("taking the last stone", "Player 1"),
        "Game over: Player 1 wins by taking the last stone."
    );
    assert_eq!(ja.wins("最後の石を取って", "先手"), "ゲーム終了: 最後の石を取って、先手の勝ちです。");
    assert_eq!(en.total_intro("nim-sum"), "Grundy value of the position (nim-sum): ");
    assert!(en.p_position().starts_with(" — a P-position"), "{:?}", en.p_position());

    let (en, ja) = (explain::Words(Lang::En), explain::Words(Lang::Ja));
    assert_eq!(
        en.list_options(1, "a pile of 1"),
        "From a pile of 1 there is 1 move: list every position one move away."
    );
    assert_eq!(en.list_options(3, "3 4"), "From 3 4 there are 3 moves: list every position one move away.");
    assert_eq!(
        ja.list_options(1, "石 1 個の山"),
        "石 1 個の山からの手は 1 通りです。1 手で移れる局面（遷移先）をすべて挙げます。"
    );
    assert_eq!(en.move_eat("rows", 1), "eat 1 row");
    assert_eq!(en.move_eat("columns", 2), "eat 2 columns");
    assert_eq!(ja.move_eat("columns", 2), "2 列食べる");
    assert_eq!(en.move_break_after("rows", 3), "break after row 3");
    assert_eq!(ja.move_break_after("columns", 3), "3 列目の右で割る");
    assert_eq!(ja.group_lines_between("rows"), "行と行の間の線");
    assert_eq!(en.subject_pile(4), "a pile of 4");
    assert_eq!(ja.subject_rectangles("3×2"), "3×2 ");
    assert_eq!(en.collect_empty_set(), "Collect the distinct values into a set: {}, the empty set.");
    assert_eq!(en.set_line("0, 1"), "set = {0, 1}");
    assert_eq!(
        en.xor_derivation("101", 4, 6, "2", 3, 3, 5),
        "The nim-sum is 5 (0b101). Its highest one is in the 4 column, and pile 2 has a one there. Replacing 6 by 6 ⊕ 5 = 3 flips exactly the total's ones, making the nim-sum 0: take 3."
    );

    assert_eq!(app::Words(Lang::En).not_found(), "This address does not name a page of Grundy Lab. ");
    assert_eq!(app::Words(Lang::Ja).not_found(), "このアドレスは Grundy Lab のページではありません。");
}
