//! The course's words in English and Japanese: the components' words ([`CourseText`]) and the
//! shape of the lessons ([`LessonText`]), whose words, boards and exercises are the Markdown
//! files `content/<lang>/lessons/NN.md`, turned into statics by build.rs (`lessons_en.rs`,
//! `lessons_ja.rs` include them).

use super::ask::Mistake;
use super::plan::Widget;
use crate::ui::i18n::Lang;

/// One section of a lesson: a heading, short paragraphs, and a live widget after them.
pub struct Section {
    pub heading: &'static str,
    pub body: &'static [&'static str],
    pub widget: Option<Widget>,
}

/// The words of a lesson's contest problem (its format, constraints and samples are data of
/// `games::contest`, the same in both languages).
pub struct ContestText {
    pub title: &'static str,
    /// The statement, ending with the question "when both play optimally".
    pub statement: &'static [&'static str],
    /// What the input's numbers are.
    pub input: &'static str,
    pub output: &'static str,
}

/// Notes for a teacher running the lesson with a class.
pub struct TeacherNotes {
    /// How to run it: on the projector first, then in pairs.
    pub run: &'static str,
    pub questions: [&'static str; 3],
    /// The common wrong idea, and what shows it wrong.
    pub wrong_idea: &'static str,
    pub extension: &'static str,
}

/// One lesson's words.
pub struct LessonText {
    pub sections: &'static [Section],
    /// The exercises' questions, in the order of `plan::EXERCISES` for this lesson.
    pub prompts: &'static [&'static str],
    /// Glossary ids of the terms the lesson uses.
    pub terms: &'static [&'static str],
    /// Game pages the lesson is about (some arrive with later games).
    pub pages: &'static [&'static str],
    pub teacher: TeacherNotes,
    /// The contest problems, in the order of `games::contest::LESSON_PROBLEMS` for this lesson.
    pub contests: &'static [ContestText],
}

/// Every text of the course's components.
pub struct CourseText {
    pub no_such_lesson: &'static str,
    pub contents: &'static str,
    pub lesson_nav: &'static str,
    pub lesson_nav_bottom: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub exercises_heading: &'static str,
    pub related_heading: &'static str,
    pub terms_heading: &'static str,
    pub pages_heading: &'static str,
    pub exercise_title: fn(id: &str, kind: &str) -> String,
    /// Predict, Value, WinningMove, BeatComputer, Period (the order of `plan::Kind`).
    pub kind_names: [&'static str; 5],
    pub solved: &'static str,
    // Questions.
    pub predict_question: &'static str,
    pub first_wins: &'static str,
    pub second_wins: &'static str,
    pub value_question: &'static str,
    pub check: &'static str,
    pub not_a_number: &'static str,
    pub own_position: &'static str,
    pub own_position_label: &'static str,
    pub own_position_button: &'static str,
    pub bad_position: fn(&str) -> String,
    pub type_a_move: &'static str,
    pub move_label: &'static str,
    pub play_move: &'static str,
    pub not_a_move: fn(&str) -> String,
    // Feedback.
    pub right: &'static str,
    pub not_quite: &'static str,
    /// What joins two sentences of feedback: a space in English, nothing after Japanese 。.
    pub sentence_gap: &'static str,
    pub who_wins: fn(first: bool) -> String,
    pub play_it_out: &'static str,
    /// "nim-sum 3 ⊕ 5 = 6: …"; `first_wins` says who wins from it.
    pub total_line: fn(name: &str, value: &str, first_wins: bool) -> String,
    pub no_value: &'static str,
    pub right_value: fn(u64) -> String,
    pub wrong_value: fn(u64) -> String,
    pub mistake: fn(Mistake) -> &'static str,
    pub see_derivation: &'static str,
    pub period_question: &'static str,
    pub right_period: fn(u64) -> String,
    pub wrong_period: fn(u64) -> String,
    pub right_move: fn(what: &str) -> String,
    /// A wrong move: what it was, the total (nim-sum) before and after it, the opponent's reply.
    pub wrong_move: fn(what: &str, before: &str, after: &str, reply: &str) -> String,
    /// The button back to the position before a wrong move.
    pub try_again: &'static str,
    // Playing.
    pub you_won: &'static str,
    pub computer_won: fn(what: &str) -> String,
    pub computer_did: fn(what: &str, how: &str) -> String,
    pub your_turn: fn(how: &str) -> String,
    pub start_again: &'static str,
    // The take-away heap.
    pub take_rule: fn(set: &str) -> String,
    pub heap_of: fn(u64) -> String,
    pub heap_limit: fn(u64) -> String,
    pub heap_value: fn(heap: u64, value: u64) -> String,
    pub takes_label: &'static str,
    pub take_button: fn(u64) -> String,
    pub take_how: &'static str,
    pub took: fn(u64) -> String,
    pub right_take: fn(take: u64, left: u64) -> String,
    pub wrong_take: fn(heap: u64, before: u64, take: u64, left: u64, value: u64, reply: u64) -> String,
    pub row_label: &'static str,
    /// Read before a heap's size in the row (screen readers only).
    pub cell_heap: &'static str,
    pub win_letter: &'static str,
    pub lose_letter: &'static str,
    pub fill_next: &'static str,
    pub fill_all: &'static str,
    pub fill_clear: &'static str,
    // Teacher notes.
    pub teacher_heading: &'static str,
    pub teacher_run: &'static str,
    pub teacher_questions: &'static str,
    pub teacher_wrong_idea: &'static str,
    pub teacher_extension: &'static str,
    // The contest problem.
    pub contest_heading: fn(title: &str) -> String,
    pub contest_input: &'static str,
    pub contest_constraints: &'static str,
    pub contest_output: &'static str,
    pub contest_sample_input: fn(usize) -> String,
    pub contest_sample_output: fn(usize) -> String,
    pub contest_box_label: &'static str,
    pub contest_run: &'static str,
    pub contest_use_sample: &'static str,
    pub contest_expected: &'static str,
    pub contest_related: &'static str,
    pub contest_no_solutions: &'static str,
    /// Count, Heap, Take, K, Target, Side, Row, Column (the order of `games::contest::Field`).
    pub contest_fields: [&'static str; 8],
    pub contest_empty: &'static str,
    pub contest_too_long: fn(usize) -> String,
    pub contest_not_number: fn(&str) -> String,
    pub contest_missing: fn(&str) -> String,
    pub contest_range: fn(what: &str, value: u64, min: u64, max: u64) -> String,
    pub contest_leftover: fn(usize) -> String,
    /// Grid row `row` has `len` squares where the grid is `width` wide.
    pub contest_grid_length: fn(row: usize, len: usize, width: usize) -> String,
    pub contest_grid_character: fn(row: usize, found: char) -> String,
    /// Figure `figure` stands on a wall at (`row`, `column`).
    pub contest_on_wall: fn(figure: usize, row: u64, column: u64) -> String,
}

pub static EN: CourseText = CourseText {
    no_such_lesson: "There is no such lesson",
    contents: "Contents",
    lesson_nav: "Lessons",
    lesson_nav_bottom: "Previous and next lesson",
    previous: "← Previous",
    next: "Next →",
    exercises_heading: "Exercises",
    related_heading: "See also",
    terms_heading: "Terms:",
    pages_heading: "Games:",
    exercise_title: |id, kind| format!("Exercise {id} · {kind}"),
    kind_names: ["Predict", "Grundy value", "Winning move", "Beat the computer", "Period"],
    solved: "Solved",
    predict_question: "Who wins with best play?",
    first_wins: "The player to move",
    second_wins: "The other player",
    value_question: "Grundy value:",
    check: "Check",
    not_a_number: "Type a whole number, such as 0, 1 or 2.",
    own_position: "Ask about a position of your own",
    own_position_label: "Position: ",
    own_position_button: "Use it",
    bad_position: |p| format!("The lesson's position {p} could not be read."),
    type_a_move: "Type a move",
    move_label: "Move in the game's notation: ",
    play_move: "Play",
    not_a_move: |m| format!("“{m}” is not a move in this game's notation."),
    right: "Right.",
    not_quite: "Not quite.",
    sentence_gap: " ",
    who_wins: |first| {
        if first {
            "The player to move wins.".into()
        } else {
            "The player to move loses: the other player wins.".into()
        }
    },
    play_it_out: "Now play it out against the computer on the board.",
    total_line: |name, value, _| format!("The {name} is {value}."),
    no_value: "This position is too large for the engine to value here; try a smaller one.",
    right_value: |v| format!("The Grundy value is {v}."),
    wrong_value: |v| format!("The value is not {v}."),
    mistake: |m| match m {
        Mistake::NimSumAsSum => {
            "That is the ordinary sum of the heaps: the nim-sum adds them bit by bit without carrying (XOR)."
        }
        Mistake::NimSumAsOr => {
            "That is the values combined by OR: in the nim-sum a column with two ones gives 0, not 1."
        }
        Mistake::SumOfValues => {
            "That is the ordinary sum of the parts' values: a sum of games is worth the nim-sum (XOR) of its parts' values."
        }
        Mistake::MaxNotMex => {
            "That is the largest value among the options: the mex is the smallest value missing from them."
        }
        Mistake::MaxPlusOne => {
            "That is the largest option value plus one: look for a smaller value that is missing."
        }
        Mistake::CountNotMex => {
            "That is the number of options: the mex looks at their values, not at how many there are."
        }
        Mistake::EmptyMexNotZero => {
            "That is what you get if a position with no moves is worth 1: the mex of the empty set is 0, so the end is worth 0, and every value above it changes too."
        }
        Mistake::EndNotZero => "A position with no moves has value 0: the mex of the empty set is 0.",
        Mistake::ZeroIsWin => {
            "The value here is 0, and 0 means the player to move loses: every move leads to a non-zero position, from which the opponent can return to 0."
        }
        Mistake::PeriodMultiple => {
            "The values do repeat after that many heaps, but that is a multiple of the period: they already repeat after fewer. Look for the smallest shift."
        }
    },
    see_derivation: "Step through the calculation below to see where the value comes from.",
    period_question: "Period:",
    right_period: |p| format!("The values repeat every {p} heaps, and no shorter shift repeats them."),
    wrong_period: |p| format!("The period is not {p}."),
    right_move: |what| format!("You {what}: the position left is a loss for the player to move."),
    wrong_move: |what, before, after, reply| {
        format!(
            "You {what}. Before your move: {before} After it: {after} That is not 0, so the opponent has a winning answer, played on the board: it {reply}. Try again from the position before your move."
        )
    },
    try_again: "Try again from before your move",
    you_won: "You made the last move: you won!",
    computer_won: |what| {
        format!("The computer {what} and made the last move: it won. Start again and try another line.")
    },
    computer_did: |what, how| format!("The computer {what}. Your turn: {how}"),
    your_turn: |how| format!("Your turn: {how}"),
    start_again: "Start again",
    take_rule: |set| {
        format!(
            "One heap of coins; a move takes a number of coins from {{{set}}}; whoever takes the last coin wins."
        )
    },
    heap_of: |n| format!("A heap of {n} coins"),
    heap_limit: |max| format!("Type a heap of 0 to {max} coins."),
    heap_value: |heap, value| format!("A heap of {heap} has Grundy value {value}."),
    takes_label: "Take coins",
    take_button: |n| format!("Take {n}"),
    take_how: "press a Take button.",
    took: |n| format!("took {n}"),
    right_take: |take, left| format!("Taking {take} leaves {left}, a heap of value 0: the opponent is lost."),
    wrong_take: |heap, before, take, left, value, reply| {
        format!(
            "The heap of {heap} has value {before}. Taking {take} leaves {left}, whose value is {value}, not 0: the opponent answers by taking {reply}. Try again from the heap of {heap}."
        )
    },
    row_label: "Heaps and what they are worth",
    cell_heap: "Heap ",
    win_letter: "W",
    lose_letter: "L",
    fill_next: "Decide the next heap",
    fill_all: "Decide all",
    fill_clear: "Clear",
    teacher_heading: "For teachers",
    teacher_run: "Running it with a class",
    teacher_questions: "Three key questions",
    teacher_wrong_idea: "The common wrong idea",
    teacher_extension: "Extension",
    contest_heading: |title| format!("Contest problem: {title}"),
    contest_input: "Input",
    contest_constraints: "Constraints",
    contest_output: "Output",
    contest_sample_input: |n| format!("Sample input {n}"),
    contest_sample_output: |n| format!("Sample output {n}"),
    contest_box_label: "Check your program: paste any input in this format, and the engine prints the expected output.",
    contest_run: "Expected output",
    contest_use_sample: "Paste sample 1",
    contest_expected: "The engine's output",
    contest_related: "Public problems on the same idea",
    contest_no_solutions: "Solve them yourself: no solutions here.",
    contest_fields: ["count", "heap size", "member of the set", "K", "N", "side", "row", "column"],
    contest_empty: "Paste an input in the format above.",
    contest_too_long: |len| format!("The input is {len} characters long: too long to read here."),
    contest_not_number: |token| format!("“{token}” is not a whole number."),
    contest_missing: |what| format!("The input ends where a {what} was expected."),
    contest_range: |what, value, min, max| {
        format!("The {what} {value} is outside the constraints ({min} to {max}).")
    },
    contest_leftover: |count| {
        format!("{count} numbers are left over after the input's end: check the counts.")
    },
    contest_grid_length: |row, len, width| {
        format!("Row {row} of the grid has {len} squares, but the grid is {width} wide.")
    },
    contest_grid_character: |row, found| {
        format!("Row {row} of the grid holds “{found}”: a square is . (free) or # (wall).")
    },
    contest_on_wall: |figure, row, column| {
        format!(
            "Figure {figure} stands on a wall (row {row}, column {column}): figures stand on free squares."
        )
    },
};

pub static JA: CourseText = CourseText {
    no_such_lesson: "そのレッスンはありません",
    contents: "目次",
    lesson_nav: "レッスン",
    lesson_nav_bottom: "前後のレッスン",
    previous: "← 前へ",
    next: "次へ →",
    exercises_heading: "演習",
    related_heading: "関連",
    terms_heading: "用語:",
    pages_heading: "ゲーム:",
    exercise_title: |id, kind| format!("演習 {id} · {kind}"),
    kind_names: ["勝敗を予想", "Grundy 数", "必勝手", "コンピュータに勝つ", "周期"],
    solved: "正解済み",
    predict_question: "両者が最適に行動したとき、勝つのは?",
    first_wins: "手番のプレイヤー (先手)",
    second_wins: "相手の側 (後手)",
    value_question: "Grundy 数:",
    check: "答え合わせ",
    not_a_number: "0, 1, 2 のような非負整数を入力してください。",
    own_position: "自分で考えた局面で試す",
    own_position_label: "局面: ",
    own_position_button: "この局面にする",
    bad_position: |p| format!("レッスンの局面 {p} を読み取れませんでした。"),
    type_a_move: "手を入力する",
    move_label: "ゲームの記法で手を入力: ",
    play_move: "指す",
    not_a_move: |m| format!("「{m}」はこのゲームの記法の手として読み取れません。"),
    right: "正解です。",
    // 「惜しい」 would say every wrong answer was close; the reason follows.
    not_quite: "違います。",
    sentence_gap: "",
    who_wins: |first| {
        if first {
            "先手必勝です。".into()
        } else {
            "後手必勝です (手番のプレイヤーの負け)。".into()
        }
    },
    play_it_out: "盤面でコンピュータと最後まで指して確かめましょう。",
    total_line: |name, value, _| format!("{name}は {value} です。"),
    no_value: "この局面はここで求めるには大きすぎます。もっと小さい局面で試してください。",
    right_value: |v| format!("Grundy 数は {v} です。"),
    wrong_value: |v| format!("Grundy 数は {v} ではありません。"),
    mistake: |m| match m {
        Mistake::NimSumAsSum => {
            "それは山の大きさの普通の和です。ニム和は繰り上がりなしで桁ごとに足す XOR です。"
        }
        Mistake::NimSumAsOr => "それは OR です。ニム和では 1 が 2 個ある桁は 1 ではなく 0 になります。",
        Mistake::SumOfValues => {
            "それは各部分の Grundy 数の普通の和です。ゲームの和の Grundy 数は、各部分の Grundy 数のニム和 (XOR) です。"
        }
        Mistake::MaxNotMex => {
            "それは遷移先の Grundy 数の最大値です。mex は遷移先に含まれない最小の非負整数です。"
        }
        Mistake::MaxPlusOne => {
            "それは遷移先の最大値に 1 を足した数です。それより小さい数で、含まれていないものを探しましょう。"
        }
        Mistake::CountNotMex => "それは遷移先の個数です。mex は遷移先の個数ではなく、Grundy 数の値を見ます。",
        Mistake::EmptyMexNotZero => {
            "それは、動かせない局面の Grundy 数を 1 として計算したときの値です。空集合の mex は 0 なので終局は 0 で、その上の値もすべて変わります。"
        }
        Mistake::EndNotZero => "動かせない局面の Grundy 数は 0 です (空集合の mex は 0)。",
        Mistake::ZeroIsWin => {
            "この局面の Grundy 数は 0 で、0 は手番のプレイヤーの負けを表します。どう動いても 0 でない局面になり、相手はそこから 0 に戻せます。"
        }
        Mistake::PeriodMultiple => {
            "確かにその間隔でも値は繰り返しますが、それは周期の倍数です。もっと短い間隔で繰り返しています。最小の周期を探しましょう。"
        }
    },
    see_derivation: "下の計算を 1 段ずつ進めて、どこからその値が出るか確かめましょう。",
    period_question: "周期:",
    right_period: |p| format!("Grundy 数は {p} 個ごとに繰り返し、それより短い周期はありません。"),
    wrong_period: |p| format!("周期は {p} ではありません。"),
    right_move: |what| format!("{what}。残った局面は手番のプレイヤーの負け (P 局面) です。"),
    wrong_move: |what, before, after, reply| {
        format!(
            "{what}。指す前: {before}指した後: {after}0 ではないので、相手には必勝手があり、盤面で指されました: {reply}。指す前の局面からやり直して、別の手を探しましょう。"
        )
    },
    try_again: "指す前の局面からやり直す",
    you_won: "最後の手を指したのはあなたです。あなたの勝ちです!",
    computer_won: |what| {
        format!(
            "コンピュータ: {what}。最後の手を指したコンピュータの勝ちです。やり直して別の進め方を試しましょう。"
        )
    },
    computer_did: |what, how| format!("コンピュータ: {what}。あなたの番です: {how}"),
    your_turn: |how| format!("あなたの番です: {how}"),
    start_again: "最初からやり直す",
    take_rule: |set| {
        format!(
            "コインの山が 1 つあります。1 回の手で、{{{set}}} のどれかの枚数だけコインを取ります。最後のコインを取った人の勝ちです。"
        )
    },
    heap_of: |n| format!("コイン {n} 枚の山"),
    heap_limit: |max| format!("0 から {max} までの枚数を入力してください。"),
    heap_value: |heap, value| format!("コイン {heap} 枚の山の Grundy 数は {value} です。"),
    takes_label: "コインを取る",
    take_button: |n| format!("{n} 枚取る"),
    take_how: "「取る」ボタンを押してください。",
    took: |n| format!("{n} 枚取りました"),
    right_take: |take, left| {
        format!("{take} 枚取ると {left} 枚、Grundy 数 0 の山が残ります。相手の負けです。")
    },
    wrong_take: |heap, before, take, left, value, reply| {
        format!(
            "{heap} 枚の山の Grundy 数は {before} です。{take} 枚取ると {left} 枚が残り、その Grundy 数は {value} で 0 ではありません。相手は {reply} 枚取って応じます。{heap} 枚の山からやり直して、別の枚数を試しましょう。"
        )
    },
    row_label: "山の枚数とその判定",
    cell_heap: "コインの枚数 ",
    win_letter: "勝",
    lose_letter: "負",
    fill_next: "次の山を決める",
    fill_all: "すべて決める",
    fill_clear: "消す",
    teacher_heading: "先生向けの手引き",
    teacher_run: "授業での進め方",
    teacher_questions: "3 つの発問",
    teacher_wrong_idea: "よくある誤解",
    teacher_extension: "発展",
    contest_heading: |title| format!("コンテスト形式の問題: {title}"),
    contest_input: "入力",
    contest_constraints: "制約",
    contest_output: "出力",
    contest_sample_input: |n| format!("入力例 {n}"),
    contest_sample_output: |n| format!("出力例 {n}"),
    contest_box_label: "自分のプログラムの確認用: この形式の入力を貼り付けると、エンジンが正しい出力を表示します。",
    contest_run: "正しい出力を表示",
    contest_use_sample: "入力例 1 を貼る",
    contest_expected: "エンジンの出力",
    contest_related: "同じ考え方で解ける公開問題",
    contest_no_solutions: "解答はここには載せていません。自分で解いてみましょう。",
    contest_fields: ["個数", "山の大きさ", "集合の要素", "K", "N", "辺の長さ", "行", "列"],
    contest_empty: "上の形式の入力を貼り付けてください。",
    contest_too_long: |len| format!("入力が {len} 文字あり、長すぎて読み取れません。"),
    contest_not_number: |token| format!("「{token}」は整数ではありません。"),
    contest_missing: |what| format!("{what}が来るはずのところで入力が終わっています。"),
    contest_range: |what, value, min, max| {
        format!("{what} {value} は制約 ({min} 以上 {max} 以下) の外です。")
    },
    contest_leftover: |count| {
        format!("入力の終わりのあとに数が {count} 個余っています。個数の指定を確かめてください。")
    },
    contest_grid_length: |row, len, width| {
        format!("マス目の {row} 行目が {len} 文字です。マス目の幅は {width} です。")
    },
    contest_grid_character: |row, found| {
        format!("マス目の {row} 行目に「{found}」があります。マスは . (空き) か # (壁) で書きます。")
    },
    contest_on_wall: |figure, row, column| {
        format!("駒 {figure} が壁の上 ({row} 行 {column} 列) にあります。駒は空きマスに置いてください。")
    },
};

/// The course's table in `lang` (from its part: [`super::course_words`]).
pub fn course_text(lang: Lang) -> &'static CourseText {
    super::course_words(lang).course
}

/// What the home page shows of the course: its contents. Apart from [`CourseText`] and the
/// lessons so that the main module, which draws the home page, does not carry every lesson's
/// words: code splitting moves data with the code that uses it (ARCHITECTURE.md).
pub struct ContentsText {
    pub course_heading: &'static str,
    pub course_intro: &'static str,
    pub free_play_heading: &'static str,
    pub done: &'static str,
    pub reset_progress: &'static str,
    pub lesson_title: fn(number: usize, title: &str) -> String,
    pub progress: fn(solved: usize, count: usize) -> String,
    pub review_link: &'static str,
    pub glossary_link: &'static str,
    /// Each lesson's title and summary: the `# Title` and first paragraph of its file.
    pub lessons: [LessonHead; 13],
}

/// A lesson's title and its one line, for the contents and under the title.
pub struct LessonHead {
    pub title: &'static str,
    pub summary: &'static str,
}

/// The lessons' heads, generated by build.rs from `content/<lang>/lessons/NN.md`.
mod heads {
    pub mod en {
        use super::super::LessonHead;
        include!(concat!(env!("OUT_DIR"), "/lesson_heads_en.rs"));
    }
    pub mod ja {
        use super::super::LessonHead;
        include!(concat!(env!("OUT_DIR"), "/lesson_heads_ja.rs"));
    }
}

pub static EN_CONTENTS: ContentsText = ContentsText {
    course_heading: "The course",
    course_intro: "Thirteen short lessons, from Nim to Wythoff's game, Chomp and the maze. Each has boards to play on and exercises that the engine checks, so you may also ask about positions of your own. Your progress stays in this browser.",
    free_play_heading: "Free play",
    done: "Done",
    reset_progress: "Forget my progress",
    lesson_title: |n, title| format!("Lesson {n}: {title}"),
    progress: |solved, count| format!("{solved} of {count} exercises solved"),
    review_link: "Review the exercises you missed",
    glossary_link: "Glossary",
    lessons: heads::en::HEADS,
};

pub static JA_CONTENTS: ContentsText = ContentsText {
    course_heading: "講座",
    course_intro: "ニムから Wythoff のゲーム、チョンプ、迷路ゲームまで、短いレッスンが 13 回あります。どのレッスンにも実際に遊べる盤面と、エンジンが採点する演習があるので、自分で考えた局面についても質問できます。進み具合はこのブラウザにだけ保存されます。",
    free_play_heading: "自由に遊ぶ",
    done: "完了",
    reset_progress: "進み具合を消す",
    lesson_title: |n, title| format!("第 {n} 回: {title}"),
    progress: |solved, count| format!("演習 {count} 問中 {solved} 問正解"),
    review_link: "間違えた問題を復習する",
    glossary_link: "用語集",
    lessons: heads::ja::HEADS,
};

pub fn contents_text(lang: Lang) -> &'static ContentsText {
    lang.pick(&EN_CONTENTS, &JA_CONTENTS)
}
