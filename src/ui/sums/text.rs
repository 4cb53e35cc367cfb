//! Every text of the sums playground, in English and Japanese.

use crate::ui::i18n::Lang;
use crate::ui::text::{GameNames, GameWords};

/// The sums' name and summary (the header, the home page).
pub const NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Sums of games",
        summary: "Components of any games side by side: move in one of them; whoever makes the last move wins.",
    },
    ja: GameWords {
        name: "ゲームの和",
        summary: "いろいろなゲームを並べ、どれか 1 つで 1 手指します。最後の手を指した人の勝ちです。",
    },
};

pub struct SumsText {
    pub title: &'static str,
    pub rules: &'static str,
    /// Why a move in one component can answer a move in another (the Sprague–Grundy theorem).
    pub theorem: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: &'static str,
    pub how_to_move: &'static str,
    pub no_move: &'static str,
    /// "Component 2" (parts counted from 1).
    pub component: fn(part: usize) -> String,
    /// "Component 2 (Nim)".
    pub component_of: fn(part: usize, game: &str) -> String,
    /// A short row label of the XOR table: "1 Nim".
    pub row_label: fn(part: usize, game: &str) -> String,
    pub value_badge: fn(value: u64) -> String,
    pub no_value_badge: &'static str,
    /// The board list's label for screen readers.
    pub parts_label: &'static str,
    /// A clause after a player's name: "moved 2-3 in component 1".
    pub moved: fn(part: usize, mv: &str) -> String,
    /// The same with the move in its game's words (a clause of that game): "took 2 from pile 1
    /// in component 1 (Nim)".
    pub moved_in: fn(part: usize, game: &str, what: &str) -> String,
    /// The move is said beside it, so the reason names only the component (`part` from 0).
    pub reason_winning: fn(part: usize, game: &str, from: u64, total: u64, to: u64) -> String,
    pub reason_losing: fn(part: usize, game: &str) -> String,
    pub hint_line: fn(part: &str, line: &str) -> String,
    pub winning_moves_intro: &'static str,
    pub no_winning_move: &'static str,
    pub no_part: fn(part: usize, parts: usize) -> String,
    pub not_a_move: fn(part: &str, mv: &str) -> String,
    pub part_refused: fn(part: &str, why: &str) -> String,
    // Parse errors of the sum notation.
    pub empty: &'static str,
    pub too_many: fn(found: usize, max: usize) -> String,
    pub too_long: fn(length: usize, max: usize) -> String,
    pub bad_part: fn(part: usize, text: &str) -> String,
    pub unknown_game: fn(part: usize, id: &str, ids: &str) -> String,
    pub bad_position: fn(part: &str, why: &str) -> String,
    /// Why a component's position is refused while its game's own words are still loading.
    pub unreadable: &'static str,
    pub no_value: fn(part: &str) -> String,
    // The components panel.
    pub editor_heading: &'static str,
    pub remove: &'static str,
    pub remove_label: fn(part: usize) -> String,
    pub add_heading: &'static str,
    pub game_label: &'static str,
    pub position_label: &'static str,
    pub add: &'static str,
    pub only_part: &'static str,
    // The panels.
    pub component_column: &'static str,
    pub value_column: &'static str,
    pub xor_explanation: &'static str,
    pub keys_tab: &'static str,
    // Presets.
    pub preset_heap_bar: &'static str,
    pub preset_heap_stalk: &'static str,
    pub preset_takeaway: &'static str,
    pub preset_reductions: &'static str,
}

pub static EN: SumsText = SumsText {
    title: "Sums of games",
    rules: "Several games side by side. On your turn make one move in one component of your choice; \
            whoever makes the last move in the whole sum wins.",
    theorem: "Why a move in one component can answer a move in another: by the Sprague–Grundy theorem each \
              component plays like a Nim heap of its Grundy value, so only the XOR of the values matters, and any \
              component that can change that XOR back to 0 will do.",
    winning_move: "making the last move",
    position_noun: "sum",
    setup_label: "Sum",
    setup_help: "Components joined by +, each a game id with its position in brackets, e.g. \
                 nim(3 4) + chocolate-eat(3x2) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9). At most 32 components.",
    how_to_move: "make one move in any one component, on its board or with its form",
    no_move: "No component has a move left.",
    component: |part| format!("Component {}", part + 1),
    component_of: |part, game| format!("Component {} ({game})", part + 1),
    row_label: |part, game| format!("{} {game}", part + 1),
    value_badge: |value| format!("Grundy value {value}"),
    no_value_badge: "no Grundy value",
    parts_label: "The components of the sum",
    moved: |part, mv| format!("moved {mv} in component {}", part + 1),
    moved_in: |part, game, what| format!("{what} in component {} ({game})", part + 1),
    reason_winning: |part, game, from, total, to| {
        format!(
            "the value of component {} ({game}) was {from} and the whole sum's {total}; now it is {from} ⊕ {total} = {to}, \
             so the total is 0",
            part + 1
        )
    },
    reason_losing: |part, game| {
        format!(
            "the total was 0, so no move wins; it plays in component {} ({game}) and waits for a mistake",
            part + 1
        )
    },
    hint_line: |part, line| format!("{part}: {line}"),
    winning_moves_intro: "Moves that bring the total to 0 (component: move):",
    no_winning_move: "The total is 0: whatever you do in any component, the total stops being 0, so no move wins.",
    no_part: |part, parts| format!("There is no component {}: the sum has {parts}.", part + 1),
    not_a_move: |part, mv| format!("{part}: \"{mv}\" is not a move of this game."),
    part_refused: |part, why| format!("{part}: {why}"),
    empty: "The sum has no components: write them as game(position) joined by +, e.g. nim(3 4) + chocolate-eat(3x2).",
    too_many: |found, max| format!("{found} components: at most {max}."),
    too_long: |length, max| format!("The sum is {length} characters long: at most {max}."),
    bad_part: |part, text| format!("Component {part} (\"{text}\") is not game(position), e.g. nim(3 4)."),
    unknown_game: |part, id, ids| {
        format!("Component {part}: \"{id}\" is not a game a sum can hold; those are: {ids}.")
    },
    bad_position: |part, why| format!("{part}: {why}"),
    unreadable: "this cannot be read as a position.",
    no_value: |part| {
        format!("{part} has no Grundy value (a cycle can be reached from it), so the sum has none either.")
    },
    editor_heading: "Components",
    remove: "Remove",
    remove_label: |part| format!("Remove component {}", part + 1),
    add_heading: "Add a component",
    game_label: "Game",
    position_label: "Position",
    add: "Add",
    only_part: "A sum keeps at least one component.",
    component_column: "Component",
    value_column: "Grundy value",
    xor_explanation: "Each row is a component and its Grundy value. The highest bit of the total marks a component whose \
                      value can be changed to (its value ⊕ total); that move makes the total 0.",
    keys_tab: "move from one component's board to the next; each board takes its own game's keys",
    preset_heap_bar: "A heap and a chocolate bar",
    preset_heap_stalk: "A heap and a Hackenbush stalk",
    preset_takeaway: "Take-away heaps and a sheet",
    preset_reductions: "Georgia and Bob, prime factors, Euclid",
};

pub static JA: SumsText = SumsText {
    title: "ゲームの和",
    rules: "いくつかのゲームを並べて遊びます。手番では好きな部分を 1 つ選び、その中で 1 手指します。\
            和全体で最後の手を指した人の勝ちです。",
    theorem: "ある部分への手に別の部分の手で応じられる理由: Sprague–Grundy の定理により、各部分はその Grundy 数の\
              大きさのニムの山と同じようにふるまいます。大事なのは Grundy 数のニム和だけなので、ニム和を 0 に戻せる部分なら\
              どれで応じてもかまいません。",
    winning_move: "最後の手を指すこと",
    position_noun: "和",
    setup_label: "和",
    setup_help: "部分を + でつなぎ、各部分はゲームの id と括弧に入れた局面で書きます。例: \
                 nim(3 4) + chocolate-eat(3x2) + hackenbush(0-1 1-2) + subtraction(1,3,4: 9)。部分は 32 個まで。",
    how_to_move: "どれか 1 つの部分で、盤面か入力欄から 1 手指してください",
    no_move: "どの部分にも指せる手が残っていません。",
    component: |part| format!("部分 {}", part + 1),
    component_of: |part, game| format!("部分 {} ({game})", part + 1),
    row_label: |part, game| format!("{} {game}", part + 1),
    value_badge: |value| format!("Grundy 数 {value}"),
    no_value_badge: "Grundy 数なし",
    parts_label: "和の部分",
    moved: |part, mv| format!("部分 {} で {mv} と指しました", part + 1),
    moved_in: |part, game, what| format!("部分 {} ({game}) で{what}", part + 1),
    reason_winning: |part, game, from, total, to| {
        format!(
            "部分 {} ({game}) の Grundy 数は {from}、和全体のニム和は {total} でした。{from} ⊕ {total} = {to} にしたので\
             ニム和は 0 です",
            part + 1
        )
    },
    reason_losing: |part, game| {
        format!(
            "ニム和が 0 なので勝てる手はありません。部分 {} ({game}) で指して相手のミスを待ちます",
            part + 1
        )
    },
    hint_line: |part, line| format!("{part}: {line}"),
    winning_moves_intro: "ニム和を 0 にする手 (部分: 手):",
    no_winning_move: "ニム和は 0 です。どの部分でどう指してもニム和は 0 でなくなるので、勝てる手はありません。",
    no_part: |part, parts| format!("部分 {} はありません。この和の部分は {parts} 個です。", part + 1),
    not_a_move: |part, mv| format!("{part}: 「{mv}」はこのゲームの手ではありません。"),
    part_refused: |part, why| format!("{part}: {why}"),
    empty: "部分がありません。ゲーム(局面) を + でつないで書きます。例: nim(3 4) + chocolate-eat(3x2)。",
    too_many: |found, max| format!("部分が {found} 個あります。{max} 個までです。"),
    too_long: |length, max| format!("和が {length} 文字あります。{max} 文字までです。"),
    bad_part: |part, text| {
        format!("部分 {part} (「{text}」) が ゲーム(局面) の形ではありません。例: nim(3 4)。")
    },
    unknown_game: |part, id, ids| {
        format!("部分 {part}: 「{id}」は和に入れられるゲームではありません。入れられるのは {ids} です。")
    },
    bad_position: |part, why| format!("{part}: {why}"),
    unreadable: "局面として読み取れません。",
    no_value: |part| format!("{part}には Grundy 数がありません (閉路に届きます)。そのため和にもありません。"),
    editor_heading: "部分",
    remove: "外す",
    remove_label: |part| format!("部分 {} を外す", part + 1),
    add_heading: "部分を加える",
    game_label: "ゲーム",
    position_label: "局面",
    add: "加える",
    only_part: "和には部分が 1 つ以上必要です。",
    component_column: "部分",
    value_column: "Grundy 数",
    xor_explanation: "各行が 1 つの部分とその Grundy 数です。ニム和の最上位の 1 の桁に 1 を持つ部分は、Grundy 数を\
                      (その Grundy 数 ⊕ ニム和) に変えられます。その手でニム和は 0 になります。",
    keys_tab: "部分の盤面を順に移動します。各盤面ではそのゲームのキーが使えます",
    preset_heap_bar: "山と板チョコ",
    preset_heap_stalk: "山と Hackenbush の棒",
    preset_takeaway: "石取りゲームの山と紙",
    preset_reductions: "ジョージアとボブ、素因数、ユークリッド",
};

pub fn sums_text(lang: Lang) -> &'static SumsText {
    lang.pick(&EN, &JA)
}
