//! The app's own texts (header, home page, page not found) and every game's name and summary,
//! in English and Japanese.

use crate::ui::i18n::Lang;

/// A game's name and one-line rules, for the header and the home page.
pub struct GameWords {
    pub name: &'static str,
    pub summary: &'static str,
}

/// The app's texts.
pub struct AppText {
    pub home_link: &'static str,
    pub games_nav: &'static str,
    pub lead: &'static str,
    pub games_heading: &'static str,
    pub not_found_title: &'static str,
    pub not_found: &'static str,
    pub go_home: &'static str,
    /// While a page's code is fetched (the first visit of a page, see `ui::pages`).
    pub loading: &'static str,
    /// A page's code could not be fetched, and the button that tries again.
    pub load_failed: &'static str,
    pub retry: &'static str,
    /// The same for a board inside a page (a lesson's board, a sum's component), whose game's
    /// code comes after the page's.
    pub board_loading: &'static str,
    pub board_load_failed: &'static str,
    /// The notice that a new version has taken over the page (see `ui::offline`).
    pub update_ready: &'static str,
    pub reload: &'static str,
    pub dismiss: &'static str,
    /// The name and summary of the game `id` (`None` for an id the app does not know).
    pub game: fn(id: &str) -> Option<GameWords>,
}

pub static EN: AppText = AppText {
    home_link: "Grundy Lab",
    games_nav: "Games",
    lead: "Grundy Lab teaches impartial games by letting you play them against a computer that never makes a mistake. \
           Every position shows its Grundy value, and the reasoning behind it (the mex of the options, the XOR of a sum) \
           can be stepped through one line at a time.",
    games_heading: "Games",
    not_found_title: "Page not found",
    not_found: "This address does not name a page of Grundy Lab. ",
    go_home: "Go to the list of games",
    loading: "Loading the page…",
    load_failed: "This page could not be loaded. Check the network connection and try again.",
    retry: "Try again",
    board_loading: "Loading the board…",
    board_load_failed: "This board could not be loaded. Check the network connection and try again.",
    update_ready: "A new version of Grundy Lab is ready: reload to use it.",
    reload: "Reload",
    dismiss: "Dismiss",
    game: |id| {
        let (name, summary) = match id {
            "nim" => ("Nim", "Take any number of stones from one pile; whoever takes the last stone wins."),
            "chocolate-eat" => (
                "Eat chocolate",
                "Eat a whole bar, or break one and eat a piece; whoever eats the last piece wins.",
            ),
            "chocolate-split" => {
                ("Split chocolate", "Break one bar into two; whoever cannot break a bar loses.")
            }
            "cutting" => (
                "Cutting game",
                "Cut one sheet into two along a grid line; whoever first cuts out a single square wins.",
            ),
            "hackenbush" => (
                "Green Hackenbush",
                "Cut one edge of a drawing; whatever no longer touches the ground falls away; whoever cuts the last edge wins.",
            ),
            "game-graph" => (
                "Game graph",
                "Any game as a graph of positions: slide the token along an arrow; whoever cannot move loses; cycles may make a draw.",
            ),
            "georgia-bob" => (
                "Georgia and Bob",
                "Slide one chessman left along a row without jumping; whoever cannot move loses.",
            ),
            "prime-factor" => {
                ("Prime-factor game", "Divide N by a prime power that divides it; whoever makes N = 1 wins.")
            }
            "euclid" => (
                "Euclid's game",
                "Take a multiple of the smaller number from the larger; whoever makes a 0 wins.",
            ),
            "funny-game" => (
                "A Funny Game",
                "Take one coin or two adjacent coins from a circle, then from the rows left; whoever takes the last coin wins.",
            ),
            "subtraction" => (
                "Subtraction game",
                "Take a number of stones in the set S from one heap; whoever takes the last stones wins.",
            ),
            "misere-subtraction" => (
                "Subtraction game, misère",
                "Take a number of stones in the set S from one heap; whoever takes the last stones loses.",
            ),
            "count-to" => {
                ("Don't say N", "Count up from 1 in turn, saying 1 to k next numbers; whoever says N loses.")
            }
            "bounded-nim" => {
                ("Bounded Nim", "Take 1 to k stones from one heap; whoever takes the last stone wins.")
            }
            "nim-k" => (
                "Moore's Nim_k",
                "Take stones from at least 1 and at most k heaps; whoever takes the last stone wins.",
            ),
            "misere-nim" => (
                "Nim, misère",
                "Take any number of stones from one pile; whoever takes the last stone loses.",
            ),
            "sums" => (
                "Sums of games",
                "Components of any games side by side: move in one of them; whoever makes the last move wins.",
            ),
            _ => return None,
        };
        Some(GameWords { name, summary })
    },
};

pub static JA: AppText = AppText {
    home_link: "Grundy Lab",
    games_nav: "ゲーム",
    lead: "Grundy Lab は、決して間違えないコンピュータと対戦しながら不偏ゲームを学ぶためのアプリです。\
           どの局面にも Grundy 数が表示され、その理由（選択肢の mex、和の XOR）を 1 行ずつ順に追えます。",
    games_heading: "ゲーム",
    not_found_title: "ページが見つかりません",
    not_found: "このアドレスは Grundy Lab のページではありません。",
    go_home: "ゲームの一覧へ",
    loading: "ページを読み込んでいます…",
    load_failed: "このページを読み込めませんでした。ネットワークの接続を確かめて、もう一度試してください。",
    retry: "もう一度試す",
    board_loading: "盤面を読み込んでいます…",
    board_load_failed: "この盤面を読み込めませんでした。ネットワークの接続を確かめて、もう一度試してください。",
    update_ready: "Grundy Lab の新しい版を読み込みました。ページを再読み込みすると、新しい版が使えます。",
    reload: "再読み込み",
    dismiss: "閉じる",
    game: |id| {
        let (name, summary) = match id {
            "nim" => ("ニム", "1 つの山から好きな数の石を取ります。最後の石を取った人の勝ちです。"),
            "chocolate-eat" => (
                "板チョコを食べる",
                "板チョコを丸ごと食べるか、1 本の線で割って片方を食べます。最後のかけらを食べた人の勝ちです。",
            ),
            "chocolate-split" => (
                "板チョコを割る",
                "板チョコを 1 枚選んで 2 つに割ります。割れる板チョコがなくなった人の負けです。",
            ),
            "cutting" => (
                "切り分けゲーム",
                "紙を 1 枚選んで格子線に沿って 2 つに切ります。先に 1×1 の正方形を切り出した人の勝ちです。",
            ),
            "hackenbush" => (
                "Green Hackenbush",
                "図形の辺を 1 本切ります。地面とつながらなくなった部分は落ちます。最後の辺を切った人の勝ちです。",
            ),
            "game-graph" => (
                "ゲームグラフ",
                "ゲームを局面のグラフとして表します。駒を矢印に沿って動かし、動かせなくなった人の負けです。閉路があると引き分けもあります。",
            ),
            "georgia-bob" => (
                "ジョージアとボブ",
                "一列に並んだ駒を 1 つ選び、飛び越えずに左へ動かします。動かせなくなった人の負けです。",
            ),
            "prime-factor" => {
                ("素因数ゲーム", "N を割り切る素数のべきで N を割ります。N を 1 にした人の勝ちです。")
            }
            "euclid" => (
                "ユークリッドのゲーム",
                "大きいほうの数から小さいほうの倍数を引きます。数を 0 にした人の勝ちです。",
            ),
            "funny-game" => (
                "円形のコイン取り",
                "円に並んだコインを 1 枚か隣り合う 2 枚取ります。最後のコインを取った人の勝ちです。",
            ),
            "subtraction" => (
                "石取りゲーム（集合 S）",
                "1 つの山から集合 S に含まれる個数の石を取ります。最後の石を取った人の勝ちです。",
            ),
            "misere-subtraction" => (
                "石取りゲーム（集合 S・逆形）",
                "1 つの山から集合 S に含まれる個数の石を取ります。最後の石を取った人の負けです。",
            ),
            "count-to" => (
                "N を言ったら負けゲーム",
                "1 から順に交互に、1 回に 1 個から k 個の数を言います。N を言った人の負けです。",
            ),
            "bounded-nim" => (
                "上限つきニム",
                "1 つの山から 1 個以上 k 個以下の石を取ります。最後の石を取った人の勝ちです。",
            ),
            "nim-k" => {
                ("ムーアの Nim_k", "1 個以上 k 個以下の山から石を取ります。最後の石を取った人の勝ちです。")
            }
            "misere-nim" => {
                ("ニム（逆形）", "1 つの山から好きな数の石を取ります。最後の石を取った人の負けです。")
            }
            "sums" => (
                "ゲームの和",
                "いろいろなゲームを並べ、どれか 1 つで 1 手指します。最後の手を指した人の勝ちです。",
            ),
            _ => return None,
        };
        Some(GameWords { name, summary })
    },
};

/// The app's table in `lang`.
pub fn app_text(lang: Lang) -> &'static AppText {
    lang.pick(&EN, &JA)
}
