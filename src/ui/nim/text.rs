//! Nim's texts in English and Japanese, and its [`GameText`].

use crate::games::nim::{
    MAX_INPUT_LEN, MAX_PILE, MAX_PILES, Nim, NimError, NimMove, NimReason, ParseNimError,
};
use crate::ui::i18n::{Lang, plural};
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, GameWords};

/// Nim's name and summary (the header, the home page, a sum's components).
pub const NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Nim",
        summary: "Take any number of stones from one pile; whoever takes the last stone wins.",
    },
    ja: GameWords {
        name: "ニム",
        summary: "1 つの山から好きな数の石を取ります。最後の石を取った人の勝ちです。",
    },
};

/// Every text of the Nim page and board.
pub struct NimText {
    pub title: &'static str,
    pub rules: &'static str,
    pub how_to_move_drawn: &'static str,
    pub how_to_move_compact: &'static str,
    pub winning_move: &'static str,
    pub no_stones: &'static str,
    pub position_noun: &'static str,
    pub piles_label: &'static str,
    pub setup_help: fn() -> String,
    pub add_pile: &'static str,
    pub remove_pile: &'static str,
    pub take: &'static str,
    pub from_pile: &'static str,
    pub stones_to_take: &'static str,
    pub take_button: &'static str,
    pub not_a_take: fn(shown: &str) -> String,
    pub selected: fn(pile: usize, stones: u64, take: u64) -> String,
    pub board_label: &'static str,
    pub piles_aria: fn(position: &str) -> String,
    pub take_from: fn(take: u64, pile: usize) -> String,
    pub pile_name: fn(pile: usize) -> String,
    pub take_short: fn(take: &str) -> String,
    pub compact_note: &'static str,
    pub pile_option: fn(pile: usize, stones: u64) -> String,
    pub step_through: &'static str,
    pub whole_position: &'static str,
    pub pile_alone: fn(pile: usize, stones: u64) -> String,
    pub choose_a_pile: &'static str,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub winning_move_line: fn(take: u64, pile: usize, to: &str) -> String,
    pub blind_play: &'static str,
    pub keys_choose_pile: &'static str,
    pub keys_how_many: &'static str,
    pub keys_take: &'static str,
    /// A clause after a player's name: "took 2 from pile 1".
    pub took: fn(take: u64, pile: usize) -> String,
    pub reason_to_zero: fn(nim_sum: u64) -> String,
    pub reason_fewest: fn(replies: usize) -> String,
    pub parse_error: fn(&ParseNimError) -> String,
    pub move_error: fn(&NimError) -> String,
}

pub static EN: NimText = NimText {
    title: "Nim",
    rules: "Take any number of stones from one pile; whoever takes the last stone wins.",
    how_to_move_drawn: "click a stone to take it and every stone above it",
    how_to_move_compact: "choose a pile, then say how many stones to take",
    winning_move: "taking the last stone",
    no_stones: "there are no stones",
    position_noun: "a Nim position",
    piles_label: "Piles",
    setup_help: || {
        format!(
            "Pile sizes separated by spaces or commas, e.g. 3 4 5; up to {MAX_PILES} piles of up to {MAX_PILE} stones."
        )
    },
    add_pile: "Add pile",
    remove_pile: "Remove last pile",
    take: "Take",
    from_pile: "from pile",
    stones_to_take: "stones to take",
    take_button: "Take",
    not_a_take: |shown| {
        format!("\"{shown}\" is not a number of stones: enter a whole number from 1 to the pile's size.")
    },
    selected: |pile, stones, take| {
        format!("Pile {} selected, {}: take {take}.", pile + 1, plural(stones, "stone", "stones"))
    },
    board_label: "Nim board. Left and right arrows choose a pile, up and down choose how many stones, Enter takes them.",
    piles_aria: |position| format!("Nim piles: {position}"),
    take_from: |take, pile| format!("Take {take} from pile {}", pile + 1),
    pile_name: |pile| format!("Pile {}", pile + 1),
    take_short: |take| format!("take {take}"),
    compact_note: "These piles are too many or too tall to draw: each card shows a pile's size. Choose a pile, then use the form below to take stones.",
    pile_option: |pile, stones| format!("{} ({stones})", pile + 1),
    step_through: "Step through: ",
    whole_position: "the whole position",
    pile_alone: |pile, stones| format!("pile {} alone ({stones})", pile + 1),
    choose_a_pile: "Choose a single pile in the menu above to step through its value.",
    no_winning_move: "No winning move: the nim-sum is 0, so every move loses against best play. Prefer a move that leaves few winning replies and hope for a mistake.",
    winning_moves_intro: "Winning moves (each leaves a nim-sum of 0):",
    winning_move_line: |take, pile, to| format!("Take {take} from pile {} → {to}", pile + 1),
    blind_play: "Grundy values are hidden for blind play: the nim-sum and the mex stepper come back with the values (L).",
    keys_choose_pile: "choose a pile (click the board first, or Tab to it)",
    keys_how_many: "how many stones to take from it",
    keys_take: "take them",
    took: |take, pile| format!("took {take} from pile {}", pile + 1),
    reason_to_zero: |nim_sum| format!("the nim-sum was {nim_sum} (0b{nim_sum:b}), and this makes it 0"),
    reason_fewest: |replies| {
        format!(
            "the nim-sum was 0, so every move loses against best play; this one leaves the fewest winning replies ({replies})"
        )
    },
    parse_error: |error| error.to_string(),
    move_error: |error| crate::games::sentence(&error.to_string()),
};

pub static JA: NimText = NimText {
    title: "ニム",
    rules: "どれか 1 つの山から石を 1 個以上好きなだけ取ります。最後の石を取った人の勝ちです。",
    how_to_move_drawn: "石をクリックすると、その石とそれより上の石をすべて取ります",
    how_to_move_compact: "山を選び、取る石の数を入力してください",
    winning_move: "最後の石を取って",
    no_stones: "石が 1 つもない",
    position_noun: "ニムの局面",
    piles_label: "山",
    setup_help: || {
        format!(
            "山の石の数を空白かカンマで区切って書きます（例: 3 4 5）。山は {MAX_PILES} 個まで、1 つの山の石は {MAX_PILE} 個までです。"
        )
    },
    add_pile: "山を追加",
    remove_pile: "最後の山を削除",
    take: "取る石の数",
    from_pile: "山",
    stones_to_take: "取る石の数",
    take_button: "取る",
    not_a_take: |shown| {
        format!("「{shown}」は石の数ではありません。1 から山の石の数までの整数を入力してください。")
    },
    selected: |pile, stones, take| format!("山 {}（石 {stones} 個）を選択中: {take} 個取ります。", pile + 1),
    board_label: "ニムの盤面。左右の矢印キーで山を、上下の矢印キーで取る数を選び、Enter で取ります。",
    piles_aria: |position| format!("ニムの山: {position}"),
    take_from: |take, pile| format!("山 {} から {take} 個取る", pile + 1),
    pile_name: |pile| format!("山 {}", pile + 1),
    take_short: |take| format!("{take} 個取る"),
    compact_note: "山が多すぎるか高すぎるため、石を描く代わりに各山の石の数を表示しています。山を選び、下の欄で取る数を入力してください。",
    pile_option: |pile, stones| format!("{}（{stones}）", pile + 1),
    step_through: "計算する対象: ",
    whole_position: "局面全体",
    pile_alone: |pile, stones| format!("山 {} だけ（{stones}）", pile + 1),
    choose_a_pile: "上のメニューで山を 1 つ選ぶと、その Grundy 数の計算を順に追えます。",
    no_winning_move: "勝てる手はありません。ニム和が 0 なので、相手が最善を尽くすとどの手でも負けます。相手の勝ち手が少なくなる手を選び、ミスを待ちましょう。",
    winning_moves_intro: "勝てる手（どれもニム和を 0 にします）:",
    winning_move_line: |take, pile, to| format!("山 {} から {take} 個取る → {to}", pile + 1),
    blind_play: "Grundy 数を隠して対戦中です。ニム和と mex の計算は Grundy 数の表示 (L) と一緒に戻ります。",
    keys_choose_pile: "山を選ぶ（先に盤面をクリックするか、Tab で移動）",
    keys_how_many: "その山から取る石の数",
    keys_take: "取る",
    took: |take, pile| format!("山 {} から {take} 個取りました", pile + 1),
    reason_to_zero: |nim_sum| {
        format!("ニム和が {nim_sum}（2 進数で {nim_sum:b}）だったので、この手で 0 にしました")
    },
    reason_fewest: |replies| {
        format!(
            "ニム和が 0 なので、どの手も相手が最善なら負けです。相手の勝ち手がいちばん少ない手（{replies} 通り）を選びました"
        )
    },
    parse_error: |error| match error {
        ParseNimError::Empty => "山の石の数を 1 つ以上入力してください（例: 3 4 5）".into(),
        ParseNimError::TooLong { len } => {
            format!("入力が {len} 文字あります。ニムの局面は {MAX_INPUT_LEN} 文字までです")
        }
        ParseNimError::NotANumber { token } => {
            format!("「{token}」は石の数ではありません。空白かカンマで区切った整数で書いてください")
        }
        ParseNimError::Negative { token } => format!("「{token}」は負の数です。山の石は 0 個以上です"),
        ParseNimError::PileTooLarge { token, max } => {
            format!("「{token}」は大きすぎます。1 つの山の石は {max} 個までです")
        }
        ParseNimError::TooManyPiles { count } => {
            format!("山が {count} 個あります。山は {MAX_PILES} 個までです")
        }
    },
    move_error: |error| match error {
        NimError::NoSuchPile { pile, piles } => {
            format!("山 {} はありません。山の番号は 1 から {piles} までです。", u128::from(*pile as u64) + 1)
        }
        NimError::TakeNothing => "石を 1 個以上取ってください。".into(),
        NimError::TakeTooMany { pile, take, stones } => {
            format!("山 {} には石が {stones} 個しかないので、{take} 個は取れません。", pile + 1)
        }
        NimError::TooManyPiles => format!("山は {MAX_PILES} 個までです。"),
        NimError::LastPile => "山は 1 つ以上残してください。".into(),
        NimError::PileTooLarge => format!("1 つの山の石は {MAX_PILE} 個までです。"),
    },
};

/// Nim's table in `lang`.
pub fn nim_text(lang: Lang) -> &'static NimText {
    lang.pick(&EN, &JA)
}

impl GameText for Nim {
    fn describe_move(lang: Lang, mv: &NimMove) -> String {
        (nim_text(lang).took)(mv.take, mv.pile)
    }

    fn reason(lang: Lang, reason: &NimReason) -> String {
        let t = nim_text(lang);
        match reason {
            NimReason::ToZero { nim_sum } => (t.reason_to_zero)(nim_sum.value()),
            NimReason::FewestReplies { replies } => (t.reason_fewest)(*replies),
        }
    }

    fn move_error(lang: Lang, error: &NimError) -> String {
        (nim_text(lang).move_error)(error)
    }
}
