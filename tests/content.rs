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

/// English words a Japanese text may use: people's names (Sprague, Grundy, Guy, Smith, Georgia of
/// POJ 1704's output, the contest's players Alice and Bob), the app's and the games' names (Grundy
/// Lab, Nim, Nim_k, Kayles, Green Hackenbush), notation (mex, XOR, mod, the funny game's circle,
/// Hackenbush's `ground` and layout `gv.k:x`), a unit (ms), a judge and a contest (POJ, ABC), a
/// book's name (Handbook), keys (Enter, Space, Tab, Esc, Shift, Ctrl) and the chocolate moves' 2-all.
const ALLOWED_ENGLISH: &[&str] = &[
    // The games known by their POJ titles, as the 蟻本 writes them (JA_TERMS): Georgia and Bob,
    // Euclid's Game, A Funny Game.
    "and",
    "Euclid",
    "Game",
    "Funny",
    "Enter",
    "Space",
    "Grundy",
    "Lab",
    "Nim",
    "Nim_k",
    "mex",
    "XOR",
    "POJ",
    "Sprague",
    "Guy",
    "Smith",
    "Handbook",
    "Georgia",
    "Kayles",
    "circle",
    "ABC",
    "Shift",
    // Wythoff's game and game graphs: names (Wythoff, Fraenkel), abbreviations (DAG, API, Lv for
    // a level), a key (Tab), notation (start=, both-3, a_k, b_k) and the slides' name (seed 003).
    "Wythoff",
    "Fraenkel",
    "DAG",
    "API",
    "Lv",
    "Tab",
    "start",
    "both",
    "a_k",
    "b_k",
    "seed",
    // Nim and the sums: a game's name in a sum (Hackenbush) and its notation (id).
    "Hackenbush",
    "id",
    "mod",
    // Green Hackenbush: its name, the contest's players, notation, a unit and keys.
    "Green",
    "Alice",
    "Bob",
    "ground",
    "gv",
    "ms",
    "Esc",
    "Ctrl",
    "all",
    "OR",
    "QR",
    // The code cards' tabs: a programming language's name (C++ has no word of two letters).
    "Python",
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
fn georgia_bob_words_choose_their_variants() {
    // By hand from content/*/georgia-bob.ftl: the computer's reason by the gap it changed, the
    // pairing by the chessmen's parity, the nim-sum by [0]; a case's error in Japanese is the
    // row's error after the case, in English its clause (lower case) after the case.
    use grundy_lab::content::georgia_bob::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.reason_to_zero("widened", 5), "the gaps' nim-sum was 5; widening a pair's gap made it 0");
    assert_eq!(en.reason_to_zero("shrunk", 5), "the gaps' nim-sum was 5, and this makes it 0");
    assert_eq!(
        ja.reason_to_zero("widened", 5),
        "すき間のニム和が 5 だったので、ペアのすき間を広げて 0 にしました"
    );
    assert_eq!(
        en.step_pairs(4, "odd"),
        "Pair the chessmen from the right, two by two: 4 pairs. The count is odd, so the leftmost chessman is paired with the wall (|)."
    );
    assert_eq!(en.step_pairs(4, "even"), "Pair the chessmen from the right, two by two: 4 pairs.");
    assert_eq!(en.step_pairs(1, "even"), "Pair the chessmen from the right, two by two: 1 pair.");
    assert_eq!(ja.step_pairs(3, "even"), "右から 2 個ずつ駒をペアにします（3 組）。");
    assert_eq!(en.step_xor(0), "The nim-sum of the gaps is 0: the player to move loses against best play.");
    assert_eq!(
        ja.step_xor(6),
        "すき間のニム和は 6 で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。"
    );
    assert_eq!(
        en.import_case_twice(2, 7),
        "Case 2: square 7 is named twice: each square holds at most one chessman."
    );
    assert_eq!(
        ja.import_case_twice(2, 7),
        "ケース 2: マス 7 が 2 回書かれています。1 つのマスに置ける駒は 1 個です。"
    );
    // The move form's words, shared by the family (content/*/reduction.ftl).
    use grundy_lab::content::reduction;
    assert_eq!(reduction::Words(Lang::En).move_example("9-8"), "e.g. 9-8");
    assert_eq!(reduction::Words(Lang::Ja).move_example("9-8"), "例: 9-8");
}

#[test]
fn prime_factor_words_choose_their_variants() {
    // By hand from content/*/prime-factor.ftl: a division by p once is written without ^1, the
    // times by plural category in English, the last step by how trial division ended.
    use grundy_lab::content::prime_factor::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.divided(1, 5), "divided by 5");
    assert_eq!(en.divided(3, 5), "divided by 5^3");
    assert_eq!(ja.divided(1, 5), "5 で割りました");
    assert_eq!(
        en.step_divide(1, 3, "20", 2),
        "Trial division: 3 divides 1 time (2 candidates tried so far); what is left is 20."
    );
    assert_eq!(
        en.step_divide(2, 2, "135", 1),
        "Trial division: 2 divides 2 times (1 candidate tried so far); what is left is 135."
    );
    assert_eq!(
        ja.step_divide(2, 2, "135", 1),
        "試し割り: 2 で 2 回割り切れます（ここまでに候補を 1 個試しました）。残りは 135 です。"
    );
    assert_eq!(
        en.step_stop("complete", 7, 1, 3),
        "Nothing is left to divide: the factorisation is complete (3 candidates tried)."
    );
    assert_eq!(
        en.step_stop("prime", 11, 97, 4),
        "The next candidate 11 squared is more than 97, so 97 has no smaller divisor: it is prime. Done after 4 candidates."
    );
    assert_eq!(
        ja.step_stop("complete", 7, 1, 3),
        "割るものが残っていません。素因数分解の完了です（候補を 3 個試しました）。"
    );
    assert_eq!(
        en.step_xor(0),
        "The nim-sum of the exponents is 0: the player to move loses against best play."
    );
}

#[test]
fn euclid_words_choose_their_variants() {
    // By hand from content/*/euclid.ftl: a forced move by whether its chain is won, who faces the
    // chain's end by word (through the `faces` message), forced moves by plural category.
    use grundy_lab::content::euclid::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(
        en.reason_forced("won"),
        "only one move was possible (the larger was less than twice the smaller), and the chain it starts is won"
    );
    assert_eq!(ja.reason_forced("lost"), "大きいほうが小さいほうの 2 倍未満なので、手は 1 つしかありません");
    assert_eq!(
        en.end_divides(12, 4, 3, "mover"),
        "3 divides 12 (4 times): the player to move now takes it all, makes 0 and wins."
    );
    assert_eq!(
        en.end_twice(25, 3, 7, "opponent"),
        "25 is 3 times 7 and more (at least twice): by the rule, the opponent wins."
    );
    assert_eq!(
        ja.end_twice(25, 3, 7, "opponent"),
        "25 は 7 の 3 倍以上（2 倍以上）です。規則により相手の勝ちです。"
    );
    assert_eq!(
        en.chain_summary(1, "wins"),
        "1 forced move before the rule applies: the player to move wins."
    );
    assert_eq!(
        en.chain_summary(0, "loses"),
        "0 forced moves before the rule applies: the player to move loses."
    );
    assert_eq!(
        ja.chain_summary(2, "loses"),
        "規則が使えるまでに一本道の手が 2 手: 手番の人の負け（P 局面）です。"
    );
}

#[test]
fn funny_game_words_choose_their_variants() {
    // By hand from content/*/funny-game.ftl: a row of 0 is the circle and a second coin of 0 is
    // none ([0]); coins by plural category in English; a circle of [1] leaves nothing; the hint's
    // line takes the history's line by reference.
    use grundy_lab::content::funny_game::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.took(3, 0, 0), "took coin 3");
    assert_eq!(en.took(3, 0, 4), "took coins 3 and 4");
    assert_eq!(en.took(3, 2, 0), "took coin 3 of row 2");
    assert_eq!(ja.took(3, 2, 4), "列 2 のコイン 3 と 4 を取りました");
    assert_eq!(en.hint_line(3, 2, 4, "1 2"), "took coins 3 and 4 of row 2 → 1 2");
    assert_eq!(en.coin_name(5, 0), "Coin 5");
    assert_eq!(ja.coin_name(5, 1), "列 1 のコイン 5");
    assert_eq!(en.circle_aria(1), "A circle of 1 coin");
    assert_eq!(en.mirror_take_all(2), "A circle of 2 coins: take them all at once and win.");
    assert_eq!(ja.circle_aria(1), "1 枚のコインの円");
    assert_eq!(en.circle_value(1, 0, 0, 0, 0, 1), "A circle of 1 leaves nothing (value 0): mex{0} = 1.");
    assert_eq!(
        en.circle_value(7, 6, 3, 5, 4, 0),
        "A circle of 7 leaves a row of 6 (value 3) or of 5 (value 4): mex{3, 4} = 0."
    );
    assert_eq!(en.step_row(), "Step through row: ");
}

#[test]
fn proper_divisor_words_choose_their_variants() {
    // By hand from content/*/proper-divisor.ftl: the Ω's nim-sum by [0].
    use grundy_lab::content::proper_divisor::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.step_xor(0), "The nim-sum of the Ω's is 0: the player to move loses against best play.");
    assert_eq!(en.step_xor(3), "The nim-sum of the Ω's is 3, not 0: the player to move wins by making it 0.");
    assert_eq!(
        ja.step_xor(0),
        "Ω のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。"
    );
    assert_eq!(en.hint_line(4, 3, 12, 2, 2), "Number 2: 12 → 4 (Ω 3 → 2)");
}

#[test]
fn wythoff_words_choose_their_variants() {
    // By hand from content/*/wythoff.ftl: the heaps a move takes from by word (first, second,
    // both), the stones and winning replies by plural category (English `one`), the ways that
    // work by plural category in English and by value ([1]) in Japanese.
    use grundy_lab::content::wythoff::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.took("first", 3), "took 3 from heap 1");
    assert_eq!(en.took("both", 2), "took 2 from both heaps");
    assert_eq!(ja.took("both", 2), "両方の山から 2 個ずつ取りました");
    assert_eq!(en.error_take_too_many("second", 1, 4), "Heap 2 has only 1 stone, so 4 cannot be taken.");
    assert_eq!(
        en.error_take_too_many("both", 3, 5),
        "The smaller heap has only 3 stones, so 5 cannot be taken from both."
    );
    assert_eq!(ja.error_take_too_many("first", 1, 4), "山 1 には 1 個しかないので、4 個は取れません。");
    assert_eq!(
        en.reason_fewest(2, 1),
        "The position was the cold pair number 2: every move loses against best play. Of the one-stone moves it chose one that leaves you 1 winning reply, the fewest."
    );
    assert!(en.reason_fewest(2, 3).ends_with("leaves you 3 winning replies, the fewest."));
    assert_eq!(en.step_move_some(1), "One way works: this is the winning move.");
    assert_eq!(en.step_move_some(3), "3 ways work: each is a winning move.");
    assert_eq!(ja.step_move_some(1), "移れる方法は 1 つで、それが必勝手です。");
    assert_eq!(ja.step_move_some(2), "移れる方法が 2 つあり、どれも必勝手です。");
    // Spaces kept: a trailing one written as a literal, three inside a line.
    assert_eq!(en.step_through(), "Step through the mex of ");
    assert_eq!(en.cell_readout(2, 1, 0, 1), "G(1, 1) = 2   (1 ⊕ 1 = 0)");
}

#[test]
fn game_graph_words_choose_their_variants() {
    // By hand from content/*/graph.ftl: what the contest reader expected, chosen by word; braces
    // written as literals; the steppers' counters.
    use grundy_lab::content::graph::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(
        en.error_contest_short(3, "vertices"),
        "Contest format: number 3 is missing or not a whole number (the number of vertices expected)."
    );
    assert_eq!(
        en.error_contest_short(4, "vertex-moves"),
        "Contest format: number 4 is missing or not a whole number (a number of moves expected)."
    );
    assert_eq!(
        ja.error_contest_short(2, "target"),
        "競プロの入力形式: 2 番目の数（遷移先）がないか、整数ではありません"
    );
    assert!(en.legend().ends_with("or the generalized value (∞{…})."), "{}", en.legend());
    assert!(ja.generalized_intro().contains("∞{K} と有限の a の和は ∞{K ⊕ a}"), "{}", ja.generalized_intro());
    assert_eq!(en.step_of(0, 24), "Step 0 of 24");
    assert_eq!(ja.step_of(0, 24), "24 ステップ中 0");
    assert_eq!(en.ev_final("t"), "t has no move: lost, remoteness 0. Into the queue.");
    assert_eq!(
        en.reason_win_within(3),
        "the position was won: this move leaves a lost position, and the game ends within 3 moves"
    );
    assert_eq!(ja.level_tag(0, 2), "Lv2 *0");
    // English counts of moves by plural category.
    assert_eq!(
        en.reason_win_within(1),
        "the position was won: this move leaves a lost position, and the game ends within 1 move"
    );
    assert_eq!(
        en.ev_lost(1, 2, "v", "w"),
        "w is won: that makes the only move of v won, so v is lost, remoteness 2. Into the queue."
    );
    assert_eq!(
        en.ev_lost(3, 2, "v", "w"),
        "w is won: that makes all 3 moves of v won, so v is lost, remoteness 2. Into the queue."
    );
}

#[test]
fn nim_words_choose_their_variants() {
    // By hand from content/*/nim.ftl: a pile's stones by plural category (English `one`),
    // Japanese 個 for any number; the whole position's refusal ends with the pile chooser's hint.
    use grundy_lab::content::nim::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.selected(2, 1, 1), "Pile 2 selected, 1 stone: take 1.");
    assert_eq!(en.selected(2, 5, 3), "Pile 2 selected, 5 stones: take 3.");
    assert_eq!(ja.selected(2, 5, 3), "山 2（石 5 個）を選択中: 3 個取ります。");
    assert_eq!(en.error_take_too_many(1, 1, 2), "Pile 1 has only 1 stone, so 2 cannot be taken.");
    assert_eq!(en.error_take_too_many(3, 0, 1), "Pile 3 has only 0 stones, so 1 cannot be taken.");
    assert_eq!(ja.error_take_too_many(3, 1, 2), "山 3 には石が 1 個しかないので、2 個は取れません。");
    assert_eq!(en.reason_to_zero("1011", 11), "the nim-sum was 11 (0b1011), and this makes it 0");
    assert_eq!(
        ja.reason_to_zero("1011", 11),
        "ニム和が 11（2 進数で 1011）だったので、この手で 0 にしました"
    );
    assert_eq!(en.step_through(), "Step through: ");
    assert_eq!(ja.pile_option(1, 8), "1（8）");
    assert_eq!(Words(Lang::Ja).name(), "ニム");
}

#[test]
fn sums_words_choose_their_variants() {
    // By hand from content/*/sums.ftl: no variants here, but the notation quoted as string
    // literals ({ "nim(3 4)" }) is shown as written in both languages.
    use grundy_lab::content::sums::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.error_bad_part(2, "x"), "Component 2 (\"x\") is not game(position), e.g. nim(3 4).");
    assert_eq!(
        ja.error_bad_part(2, "x"),
        "部分 2 (「x」) が ゲーム(局面) の形ではありません。例: nim(3 4)。"
    );
    assert_eq!(
        en.reason_winning(3, "Nim", 1, 1, 2),
        "the value of component 1 (Nim) was 3 and the whole sum's 2; now it is 3 ⊕ 2 = 1, so the total is 0"
    );
    assert_eq!(ja.moved_in("Nim", 2, "山 1 から 2 個取りました"), "部分 2 (Nim) で山 1 から 2 個取りました");
    assert!(en.setup_help(32).ends_with("e.g. nim(3 4) + chocolate-eat(3x2) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9). At most 32 components."));
}

#[test]
fn takeaway_words_choose_their_variants() {
    // By hand from content/*/{takeaway,count-to,misere-nim,nim-k}.ftl: a number chooses by
    // value ([0], [1]) and by plural category (English `one`), a word by its name; Japanese
    // has no plural forms.
    use grundy_lab::content::{count_to, misere_nim, nim_k, takeaway};
    let (en, ja) = (takeaway::Words(Lang::En), takeaway::Words(Lang::Ja));
    assert_eq!(en.strip_heading("misere"), "One heap, misère: W/L for n = 0, 1, 2, …");
    assert_eq!(ja.strip_heading("normal"), "Grundy 数の列 g(0), g(1), g(2), …");
    assert_eq!(en.strip_period(3, 0), "Period 3 from the start: g(n + 3) = g(n) for every n.");
    assert_eq!(ja.strip_period(3, 2), "前周期 2、周期 3: n ≥ 2 で g(n + 3) = g(n) です。");
    assert_eq!(en.error_not_a_number("x", "last"), "\"x\" is not a whole number (the last number said)");
    assert_eq!(ja.error_out_of_range(30, 1, "99", "target"), "Nは 1 から 30 までです（99 ではありません）");
    assert_eq!(en.error_take_too_many(2, 1, 3), "Pile 2 has only 1 stone, so 3 cannot be taken.");
    assert_eq!(en.error_take_too_many(2, 4, 5), "Pile 2 has only 4 stones, so 5 cannot be taken.");
    assert_eq!(en.error_not_in_set("1,3,4", 2), "2 is not in the subtraction set {1,3,4}.");
    assert_eq!(en.strip_show(), "Show: ");
    let (en, ja) = (count_to::Words(Lang::En), count_to::Words(Lang::Ja));
    assert_eq!(en.said_up_to(0), "Nothing said yet.");
    assert_eq!(ja.said_up_to(4), "ここまでに 1 から 4 まで言いました。");
    assert_eq!(en.say_up_to(1, 5, 5), "Say 5");
    assert_eq!(ja.say_up_to(3, 5, 7), "5 から 7 まで言う");
    assert_eq!(en.say_button(3, 5, 7), "5–7");
    assert_eq!(
        en.count_rule(1, 4, 29),
        "The rule: the first player loses exactly when N mod (k + 1) = 1. Here 29 mod 4 = 1, so the first player loses."
    );
    assert_eq!(
        ja.count_rule(2, 4, 30),
        "規則: N mod (k + 1) = 1 のとき、そしてそのときに限り後手必勝です。ここでは 30 mod 4 = 2 なので先手必勝。"
    );
    assert_eq!(
        en.count_now(0, 4, 29, 1),
        "Now at 0: 29 numbers can still be said safely; 29 mod 4 = 1, so say 1 more to leave a multiple of 4."
    );
    assert_eq!(
        en.count_now(28, 4, 1, 1),
        "Now at 28: 1 number can still be said safely; 1 mod 4 = 1, so say 1 more to leave a multiple of 4."
    );
    assert_eq!(
        ja.count_now(1, 4, 28, 0),
        "いまは 1 まで言いました。安全に言える数は残り 28 個で、28 mod 4 = 0。手番の人は、相手が最善なら負けです。"
    );
    let (en, ja) = (misere_nim::Words(Lang::En), misere_nim::Words(Lang::Ja));
    assert_eq!(
        en.misere_small(1, "odd"),
        "Every pile is 1 or 0: 1 pile of 1, an odd number, so the player to move loses."
    );
    assert_eq!(
        en.misere_small(2, "even"),
        "Every pile is 1 or 0: 2 piles of 1, an even number, so the player to move wins."
    );
    assert_eq!(
        ja.misere_small(3, "odd"),
        "どの山も 1 か 0 です。1 の山は 3 個で奇数個なので、手番の人の負け。"
    );
    assert_eq!(
        en.misere_large(0),
        "A pile has 2 or more stones: as in Nim, the nim-sum decides; it is 0, so the player to move loses."
    );
    assert_eq!(
        ja.misere_large(6),
        "2 個以上の山があるので、ニムと同じくニム和で決まります。ニム和は 6 なので、手番の人の勝ちです。"
    );
    let (en, ja) = (nim_k::Words(Lang::En), nim_k::Words(Lang::Ja));
    assert_eq!(
        en.moore_step(2, 1, 3, 2, 2),
        "Column 2^2: 2 unchanged heaps with a 1, 1 heap already lowered; 2 mod 3 = 2."
    );
    assert_eq!(
        ja.moore_step(2, 1, 3, 2, 2),
        "2^2 の桁: まだ減らしていない山で 1 のものが 2 個、すでに減らした山が 1 個。2 mod 3 = 2。"
    );
    let parts = [en.took_part(1, 2), en.took_part(3, 1)].join(en.list_separator());
    assert_eq!(en.took_several(parts), "took 2 from heap 1, 1 from heap 3");
    let parts = [ja.took_part(1, 2), ja.took_part(3, 1)].join(ja.list_separator());
    assert_eq!(ja.took_several(parts), "山 1 から 2 個、山 3 から 1 個 と取りました");
}

#[test]
fn hackenbush_words_choose_their_variants() {
    // By hand from content/*/hackenbush.ftl: edges by plural category, the ground as vertex [0], a
    // stalk's value of [0], the import's format and outcome and a tree's fault by word.
    use grundy_lab::content::hackenbush::Words;
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.board_label(1), "Hackenbush board with 1 edge");
    assert_eq!(en.board_label(3), "Hackenbush board with 3 edges");
    assert_eq!(ja.board_label(3), "Hackenbush の盤面（辺 3 本）");
    assert_eq!(en.editor_edges(1), "1 edge: ");
    assert_eq!(ja.editor_edges(4), "辺 4 本: ");
    assert_eq!(en.vertex_selected(0), "The ground selected.");
    assert_eq!(en.vertex_selected(5), "Vertex 5 selected.");
    assert_eq!(ja.vertex_selected(0), "地面を選択中。");
    assert_eq!(ja.vertex_selected(5), "頂点 5 を選択中。");
    assert_eq!(
        en.reason_to_zero("*0", 1, "*3"),
        "the total was *3; this cut removes 1 edge and leaves *0, so every reply loses"
    );
    assert_eq!(
        en.contest_error_wrong_edge_count(1, 2),
        "a tree on N vertices has N − 1 = 1 edge, but 2 edge lines follow"
    );
    assert_eq!(
        en.import_answer(4, "1 2", "contest", 4, "move"),
        "Alice (the first player) wins: cut the edge \"1 2\" first (value *4, 4 edges)."
    );
    assert_eq!(
        en.import_answer(1, "", "edges", 0, "second"),
        "The second player wins: every first move loses against best play (value *0, 1 edge)."
    );
    assert_eq!(
        ja.import_answer(0, "", "contest", 0, "empty"),
        "辺が 1 本もないので、Alice（先手）は動けず、Bob（後手）の勝ちです（Grundy 数 *0）。"
    );
    assert_eq!(
        ja.import_answer(3, "0-1", "edges", 5, "move"),
        "先手の勝ちです（Grundy 数 *5、辺 3 本）。最初に辺 0-1 を切れば勝てます。"
    );
    assert_eq!(en.import_failed("x", "contest"), "Could not read that: contest format: x.");
    assert_eq!(ja.import_failed("x", "edges"), "読み取れませんでした（x）。");
    assert_eq!(en.not_a_tree("loop"), "The contest format holds only trees: this position has a loop.");
    assert_eq!(
        ja.not_a_tree("cycle"),
        "コンテスト形式で書けるのは木だけですが、この局面には閉路か多重辺があります。"
    );
    assert_eq!(
        en.trace_fuse(1, 1, "*1", "1 and 2"),
        "Vertices 1 and 2 lie on cycles: fuse them into vertex 1. Their 1 edge becomes 1 loop, each worth a stalk of length one: together *1 (1 mod 2)."
    );
    assert_eq!(
        en.trace_combine(0, 1, "2", 1, 2, "2"),
        "On the ground there is one stalk, of length 2 (a loop counts as a stalk of length 1): nothing to combine."
    );
    assert_eq!(
        en.trace_combine(3, 2, "1 and 1", 0, 0, "1 ⊕ 1"),
        "At vertex 3 the branches are stalks of lengths 1 and 1; 1 ⊕ 1 = 0, so they become one stalk of length 0: nothing is left above this vertex."
    );
    assert_eq!(
        en.trace_combine(0, 2, "1 and 2", 2, 3, "1 ⊕ 2"),
        "On the ground the branches are stalks of lengths 1 and 2 (each loop counts as a stalk of length 1); 1 ⊕ 2 = 3, so they become one stalk of length 3."
    );
    assert_eq!(
        ja.trace_combine(3, 2, "1, 1", 2, 0, "1 ⊕ 1"),
        "頂点 3 から長さ 1, 1 の棒が伸びています（ループは長さ 1 の棒と数えます）。1 ⊕ 1 = 0 なので、長さ 0 の棒に置き換わり、頂点 3 の上には何も残りません。"
    );
    assert_eq!(
        ja.trace_combine(0, 2, "1, 2", 0, 3, "1 ⊕ 2"),
        "地面から長さ 1, 2 の棒が伸びています。1 ⊕ 2 = 3 なので、長さ 3 の棒 1 本に置き換えます。"
    );
    assert_eq!(
        en.trace_verdict(0, "*0"),
        "The whole drawing is worth a stalk of length 0, the value *0: whoever moves now loses against best play."
    );
    assert_eq!(
        ja.trace_verdict(6, "*6"),
        "図全体は長さ 6 の棒、つまり Grundy 数 *6 と同じです。いま手番のプレイヤーは、Grundy 数が 0 の局面に移せば勝てます（先手必勝）。"
    );
    assert_eq!(
        en.hint_more_incomplete(70, 64),
        "These are the first 64 of the 70 winning cuts found; the board marks them all. There may be more on cycles: the hint's search stopped early on this large drawing."
    );
    assert_eq!(en.step_count(5, 2), "step 2 of 5");
    assert_eq!(ja.step_count(5, 2), "2 / 5");
}

#[test]
fn chocolate_words_choose_their_variants() {
    // By hand from content/*/chocolate.ftl and chocolate-eat.ftl: the game chooses the pieces'
    // name and the verb in Japanese only (紙 and 切る in the cutting game), a move's cut and a
    // keyboard line choose by word, counts by plural category (English `one`) or by value (a row
    // of one square, no lines, a value of 0), the computer's choice and a blank cell by word.
    use grundy_lab::content::{chocolate::Words, chocolate_eat};
    let (en, ja) = (Words(Lang::En), Words(Lang::Ja));
    assert_eq!(en.bar_aria("2", 5, "eat", 1), "Bar 2: 1 row by 5 columns");
    assert_eq!(en.bar_aria("2", 1, "eat", 3), "Bar 2: 3 rows by 1 column");
    assert_eq!(ja.bar_aria("2", 5, "eat", 1), "板 2: 1 行 5 列");
    assert_eq!(en.piece("cutting"), "bar");
    assert_eq!(ja.piece("cutting"), "紙");
    assert_eq!(ja.piece("split"), "板");
    assert_eq!(en.moved(2, "rows", "eat", 1), "ate 1 row of bar 2");
    assert_eq!(en.moved(2, "columns", "eat", 3), "ate 3 columns of bar 2");
    assert_eq!(en.moved(1, "after-row", "cutting", 2), "broke bar 1 after row 2");
    assert_eq!(ja.moved(1, "after-row", "cutting", 2), "紙 1 を 2 行目の下で切りました");
    assert_eq!(ja.moved(1, "after-column", "split", 2), "板 1 を 2 列目の右で割りました");
    assert_eq!(
        en.winning_move_line(1, "whole", "eat", "1-all", 0, "4x4"),
        "Bar 1: eat it whole (1-all) → 4x4"
    );
    assert_eq!(
        ja.winning_move_line(2, "after-row", "cutting", "2-r1", 1, "1x5 3x5"),
        "紙 2: 1 行目の下で切る（2-r1）→ 1x5 3x5"
    );
    assert_eq!(en.selected(2, "split", "row", 1, "3×2"), "Bar 2 selected (3×2), line after row 1.");
    assert_eq!(en.selected(2, "split", "none", 0, "3×2"), "Bar 2 selected (3×2).");
    assert_eq!(ja.selected(1, "cutting", "column", 2, "4×5"), "紙 1（4×5）を選択中、2 列目の右の線。");
    assert_eq!(en.bar_aria_value(2, 2, "eat", 3, 4), "Bar 2: 3 rows by 2 columns, value 4");
    assert_eq!(ja.bar_aria_value(2, 2, "eat", 3, 4), "板 2: 3 行 2 列、Grundy 数 4");
    assert_eq!(en.error_no_such_bar(3, 0, "eat"), "There is no bar 3: there are no bars left.");
    assert_eq!(ja.error_no_such_bar(3, 2, "cutting"), "紙 3 はありません。紙の番号は 1 から 2 までです。");
    assert_eq!(
        en.error_eat_rows(1, 2, "eat", 0, 1, "1×4"),
        "Bar 1 (1×4) has 1 row: eat 1 to 0 of them, or the whole bar (not 2)."
    );
    assert_eq!(
        ja.error_eat_rows(1, 2, "eat", 0, 1, "1×4"),
        "板 1（1×4）は 1 行しかないので、行では食べられません。列で食べるか、丸ごと食べてください。"
    );
    assert_eq!(
        ja.error_eat_rows(1, 5, "eat", 2, 3, "3×2"),
        "板 1（3×2）は 3 行です。食べられるのは 1〜2 行か丸ごとで、5 行は食べられません。"
    );
    assert_eq!(
        ja.error_no_line_after_row(2, "split", 0, 1, "1×3"),
        "板 2（1×3）は 1 行だけなので、行と行の間の線はありません。"
    );
    assert_eq!(ja.error_single_square(1, "cutting"), "紙 1 は 1 マスだけなので、切れません。");
    // English names no piece where Japanese does: the game is passed and chooses nothing.
    assert_eq!(en.error_too_large("cutting", 200, "300x1"), "300x1 is larger than the 200×200 limit");
    assert_eq!(ja.error_too_large("cutting", 200, "300x1"), "「300x1」は大きすぎます。紙は 200×200 までです");
    assert_eq!(en.cell_value(2, 3, 0), "3×2: value 0 (the player to move loses)");
    assert_eq!(ja.cell_value(2, 3, 4), "3×2: Grundy 数 4");
    assert_eq!(en.cell_blank("strip", 5, 1), "1×5: a strip one square wide: wins at once");
    assert_eq!(
        en.reason_losing("halve-largest"),
        "the nim-sum was 0, so every move loses against best play; it broke the largest bar in half and hopes for a mistake"
    );
    let (en, ja) = (chocolate_eat::Words(Lang::En), chocolate_eat::Words(Lang::Ja));
    assert_eq!(en.eat_piece("bottom", "2×10"), "Eat the bottom piece (2×10)");
    assert_eq!(ja.eat_piece("left", "8×3"), "左のかけら（8×3）を食べる");
}

#[test]
fn the_course_words_choose_their_variants() {
    // By hand from content/*/course.ftl, contents.ftl and review.ftl: who wins by word
    // ([first]/[second]), the review's kinds by plural category (English `one`; Japanese has no
    // plural forms), a set in literal braces, and the sentence gap (a space, nothing after 。).
    use grundy_lab::content::{contents, course, review};
    let (en, ja) = (course::Words(Lang::En), course::Words(Lang::Ja));
    assert_eq!(en.heap_of(1), "A heap of 1 coin");
    assert_eq!(en.heap_of(7), "A heap of 7 coins");
    assert_eq!(en.contest_leftover(1), "1 number is left over after the input's end: check the counts.");
    assert_eq!(en.who_wins("first"), "The player to move wins.");
    assert_eq!(en.who_wins("second"), "The player to move loses: the other player wins.");
    assert_eq!(ja.who_wins("first"), "先手必勝です。");
    assert_eq!(ja.who_wins("second"), "後手必勝です (手番のプレイヤーの負け)。");
    assert_eq!((en.sentence_gap(), ja.sentence_gap()), (" ", ""));
    assert_eq!(en.own_position_label(), "Position: ");
    assert_eq!(
        en.take_rule("1, 3, 4"),
        "One heap of coins; a move takes a number of coins from {1, 3, 4}; whoever takes the last coin wins."
    );
    // The parameters in the order of their names: after, before, reply, what.
    assert_eq!(
        en.wrong_move("The nim-sum is 2.", "The nim-sum is 1.", "took 3", "took 1"),
        "You took 1. Before your move: The nim-sum is 1. After it: The nim-sum is 2. That is not 0, so the opponent has a winning answer, played on the board: it took 3. Try again from the position before your move."
    );
    assert_eq!(ja.contest_range(9, 1, 12, "山の大きさ"), "山の大きさ 12 は制約 (1 以上 9 以下) の外です。");
    let (en, ja) = (review::Words(Lang::En), review::Words(Lang::Ja));
    assert_eq!(en.review_later(1), "1 kind of exercise comes back on a later visit.");
    assert_eq!(en.review_later(3), "3 kinds of exercise come back on a later visit.");
    assert_eq!(ja.review_later(1), "1 種類の問題が、後で開いたときに出ます。");
    assert_eq!(en.heap_line(9, "1, 3, 4"), "A heap of 9 coins; a move takes {1, 3, 4} coins.");
    assert_eq!(ja.heap_line(9, "1, 3, 4"), "取れる枚数が {1, 3, 4}、コイン 9 枚の山。");
    assert_eq!(
        en.code_error_version("GL2-"),
        "This is not a progress code of Grundy Lab: a code starts with GL2-."
    );
    assert_eq!(contents::Words(Lang::En).progress(3, 1), "1 of 3 exercises solved");
    assert_eq!(contents::Words(Lang::Ja).progress(3, 1), "演習 3 問中 1 問正解");
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
