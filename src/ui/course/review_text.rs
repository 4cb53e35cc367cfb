//! The words of fresh positions, the review page, the progress code and the worksheets, in
//! English and Japanese (a table of its own beside `text.rs`).

use crate::games::drill::CodeError;
use crate::ui::i18n::Lang;

pub struct ReviewText {
    // Fresh positions on a lesson.
    pub fresh_position: &'static str,
    pub fresh_link: &'static str,
    /// A game's position: its name and the position in notation.
    pub game_line: fn(name: &str, position: &str) -> String,
    /// A take-away heap: the heap and the takes ("1, 3, 4").
    pub heap_line: fn(heap: &str, set: &str) -> String,
    /// A take set alone (a period exercise).
    pub set_line: fn(set: &str) -> String,
    /// After a Hackenbush position: which vertex is the ground.
    pub ground: &'static str,
    /// The question of each kind, on a board (the order of `plan::Kind`).
    pub questions: [&'static str; 5],
    /// The question of each kind, on paper.
    pub sheet_questions: [&'static str; 5],
    // The review page.
    pub review_heading: &'static str,
    pub review_intro: &'static str,
    pub review_empty: &'static str,
    pub review_later: fn(usize) -> String,
    pub review_done: &'static str,
    // The progress code.
    pub code_heading: &'static str,
    pub code_intro: &'static str,
    pub code_show: &'static str,
    pub code_yours: &'static str,
    pub code_label: &'static str,
    pub code_load: &'static str,
    pub code_confirm: fn(solved: usize, review: usize) -> String,
    pub code_replace: &'static str,
    pub code_cancel: &'static str,
    pub code_loaded: &'static str,
    pub code_error: fn(&CodeError) -> String,
    // Worksheets.
    pub worksheet_link: &'static str,
    pub worksheet_title: fn(lesson: &str) -> String,
    pub key_title: fn(lesson: &str) -> String,
    pub sheet_number: fn(seed: u64) -> String,
    pub sheet_nav: &'static str,
    pub to_key: &'static str,
    pub to_sheet: &'static str,
    pub another_sheet: &'static str,
    pub print: &'static str,
    pub name_line: &'static str,
    pub answer_line: &'static str,
    pub key_value: fn(u64) -> String,
    pub key_period: fn(u64) -> String,
    pub key_moves: fn(moves: &str) -> String,
    pub key_unknown: &'static str,
}

pub static EN: ReviewText = ReviewText {
    fresh_position: "A fresh position",
    fresh_link: "Link to this position",
    game_line: |name, position| format!("{name}, position {position}."),
    heap_line: |heap, set| format!("A heap of {heap} coins; a move takes {{{set}}} coins."),
    set_line: |set| format!("A heap from which a move takes {{{set}}} coins."),
    ground: "Vertex 0 is the ground.",
    questions: [
        "Who wins?",
        "What is its Grundy value?",
        "Make a winning move.",
        "You move first: beat the computer.",
        "After how many heaps do the Grundy values start again (the period)?",
    ],
    sheet_questions: [
        "Who wins with best play: the player to move or the other player?",
        "What is its Grundy value?",
        "Write a winning move.",
        "You move first: write a first move that wins, and play it out with a partner.",
        "Write the Grundy values of the heaps 0, 1, 2, … until they repeat. What is the period?",
    ],
    review_heading: "Review",
    review_intro: "The kinds of exercise you got wrong come back here, each with a new position. Answer one right and it comes back after a longer time (two visits, then four, then eight); answer it wrong and it comes back on your next visit.",
    review_empty: "Nothing to review now. Solve the exercises of the lessons: a kind you get wrong comes back here on a later visit.",
    review_later: |n| {
        if n == 1 {
            "1 kind of exercise comes back on a later visit.".to_owned()
        } else {
            format!("{n} kinds of exercise come back on a later visit.")
        }
    },
    review_done: "Answered: this kind comes back on a later visit.",
    code_heading: "Your progress as a code",
    code_intro: "Your progress stays in this browser. To carry it to another device, show its code here and type the code there.",
    code_show: "Show my code",
    code_yours: "Your code:",
    code_label: "A code to load: ",
    code_load: "Load",
    code_confirm: |solved, review| {
        format!(
            "Solved exercises: {solved}. Kinds to review: {review}. Loading this code replaces the progress in this browser."
        )
    },
    code_replace: "Replace my progress",
    code_cancel: "Cancel",
    code_loaded: "Progress loaded.",
    code_error: |e| match e {
        CodeError::Empty => "Type a code first.".to_owned(),
        CodeError::Version => {
            "This is not a progress code of Grundy Lab: a code starts with GL1-.".to_owned()
        }
        CodeError::BadCharacter(c) => format!("“{c}” cannot be in a code: check the code as it was shown."),
        CodeError::Length => "The code is too short or too long: a character is missing or extra.".to_owned(),
        CodeError::Check => {
            "The code's last character does not match the others: one of them is mistyped.".to_owned()
        }
    },
    worksheet_link: "Printable worksheet",
    worksheet_title: |lesson| format!("Worksheet · {lesson}"),
    key_title: |lesson| format!("Answer key · {lesson}"),
    sheet_number: |seed| format!("Sheet number {seed}"),
    sheet_nav: "Worksheet",
    to_key: "Answer key",
    to_sheet: "The worksheet",
    another_sheet: "Another sheet",
    print: "Print",
    name_line: "Name:",
    answer_line: "Answer:",
    key_value: |v| format!("Grundy value {v}."),
    key_period: |p| format!("Period {p}."),
    key_moves: |m| format!("Winning moves: {m}."),
    key_unknown: "The engine has no answer for this position.",
};

pub static JA: ReviewText = ReviewText {
    fresh_position: "新しい局面で解く",
    fresh_link: "この局面へのリンク",
    game_line: |name, position| format!("{name}、局面 {position}。"),
    heap_line: |heap, set| format!("取れる枚数が {{{set}}}、コイン {heap} 枚の山。"),
    set_line: |set| format!("取れる枚数が {{{set}}} の山。"),
    ground: "頂点 0 が地面です。",
    questions: [
        "どちらが勝つ?",
        "この局面の Grundy 数はいくつ?",
        "必勝手を指してください。",
        "あなたが先手です。コンピュータに勝ってください。",
        "山 0, 1, 2, … の Grundy 数は何個ごとに繰り返しますか (周期)?",
    ],
    sheet_questions: [
        "両者が最適に行動したとき、手番の人と相手のどちらが勝ちますか?",
        "この局面の Grundy 数はいくつ?",
        "必勝手を 1 つ書いてください。",
        "あなたが先手です。勝てる最初の手を書き、隣の人と最後まで指してみましょう。",
        "山 0, 1, 2, … の Grundy 数を繰り返すまで書き出してください。周期はいくつ?",
    ],
    review_heading: "復習",
    review_intro: "間違えた種類の問題が、新しい局面でここに戻ってきます。正解すると次に出るまでの間隔が延び (2 回後、4 回後、8 回後)、間違えると次に開いたときにまた出ます。",
    review_empty: "いま復習する問題はありません。各回の問題を解きましょう。間違えた種類の問題は、後で開いたときにここに出ます。",
    review_later: |n| format!("{n} 種類の問題が、後で開いたときに出ます。"),
    review_done: "解答済み: この種類は後でまた出ます。",
    code_heading: "進み具合をコードにする",
    code_intro: "進み具合はこのブラウザの中にだけ保存されます。別の端末に移すには、ここでコードを表示し、移した先でそのコードを入力してください。",
    code_show: "コードを表示",
    code_yours: "あなたのコード:",
    code_label: "読み込むコード: ",
    code_load: "読み込む",
    code_confirm: |solved, review| {
        format!(
            "このコードには、解いた問題 {solved} 問と復習する {review} 種類が入っています。読み込むと、このブラウザの進み具合は置き換わります。"
        )
    },
    code_replace: "進み具合を置き換える",
    code_cancel: "やめる",
    code_loaded: "進み具合を読み込みました。",
    code_error: |e| match e {
        CodeError::Empty => "先にコードを入力してください。".to_owned(),
        CodeError::Version => {
            "Grundy Lab の進み具合のコードではありません。コードは GL1- で始まります。".to_owned()
        }
        CodeError::BadCharacter(c) => {
            format!("「{c}」はコードに使われない文字です。表示されたとおりか確かめてください。")
        }
        CodeError::Length => "コードの長さが違います。文字が抜けているか、余分です。".to_owned(),
        CodeError::Check => {
            "コードの最後の文字がほかの文字と合いません。どこかの文字が打ち間違っています。".to_owned()
        }
    },
    worksheet_link: "印刷用ワークシート",
    worksheet_title: |lesson| format!("ワークシート · {lesson}"),
    key_title: |lesson| format!("解答 · {lesson}"),
    sheet_number: |seed| format!("シート番号 {seed}"),
    sheet_nav: "ワークシート",
    to_key: "解答",
    to_sheet: "ワークシートへ",
    another_sheet: "別のシート",
    print: "印刷",
    name_line: "名前:",
    answer_line: "答え:",
    key_value: |v| format!("Grundy 数は {v}。"),
    key_period: |p| format!("周期は {p}。"),
    key_moves: |m| format!("必勝手: {m}。"),
    key_unknown: "この局面にはエンジンの答えがありません。",
};

/// The review's table in `lang` (from its part: [`super::course_words`]).
pub fn review_text(lang: Lang) -> &'static ReviewText {
    super::course_words(lang).review
}
