//! The app's own texts (header, home page, page not found) in English and Japanese, and every
//! game's name and summary by id ([`game_words`]: each game's own, `GameUi::NAMES`).

use crate::games::Playable;
use crate::games::catalog::for_each_game;
use crate::games::sums::SumGame;
use crate::ui::i18n::Lang;
use crate::ui::kit::contract::GameUi;

/// A game's name and one-line rules, for the header and the home page.
#[derive(Clone, Copy, Debug)]
pub struct GameWords {
    pub name: &'static str,
    pub summary: &'static str,
}

/// A game's name and one-line rules in each language (a game's `GameUi::NAMES`).
#[derive(Clone, Copy, Debug)]
pub struct GameNames {
    pub en: GameWords,
    pub ja: GameWords,
}

impl GameNames {
    /// The words in `lang`.
    pub fn get(&self, lang: Lang) -> &GameWords {
        lang.pick(&self.en, &self.ja)
    }

    /// Every word there (checked at compile time for each game by [`game_words`]'s list).
    const fn is_whole(&self) -> bool {
        !(self.en.name.is_empty()
            || self.en.summary.is_empty()
            || self.ja.name.is_empty()
            || self.ja.summary.is_empty())
    }
}

macro_rules! game_words {
    ($($part:ident: $game:ty, $example:literal, $analyze:tt, $sums:tt;)*) => {
        /// The name and summary of the game `id` in `lang` (`None` for an id the app does not
        /// know): every game of `for_each_game!` and the sums have theirs.
        pub fn game_words(lang: Lang, id: &str) -> Option<&'static GameWords> {
            let names: &'static GameNames = match id {
                $(<$game as Playable>::ID => &<$game as GameUi>::NAMES,)*
                SumGame::ID => &<SumGame as GameUi>::NAMES,
                _ => return None,
            };
            Some(names.get(lang))
        }

        const _: () = assert!($(<$game as GameUi>::NAMES.is_whole() &&)* <SumGame as GameUi>::NAMES.is_whole(),
            "every game has a name and a summary in every language");
    };
}
for_each_game!(game_words);

/// The app's texts.
pub struct AppText {
    pub home_link: &'static str,
    /// The game pages' folded box of the glossary's terms.
    pub terms_here: &'static str,
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
    /// The panel shown when the app stops on an internal error (see `ui::panic`); its button is
    /// `reload`.
    pub crash_heading: &'static str,
    pub crash_body: &'static str,
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
    terms_here: "What the terms mean",
    load_failed: "This page could not be loaded. Check the network connection and try again.",
    retry: "Try again",
    board_loading: "Loading the board…",
    board_load_failed: "This board could not be loaded. Check the network connection and try again.",
    update_ready: "A new version of Grundy Lab is ready: reload to use it.",
    reload: "Reload",
    dismiss: "Dismiss",
    crash_heading: "Something went wrong",
    crash_body: "Grundy Lab hit an internal error and stopped. Your position is kept in the address bar: \
                 reload the page to continue from it.",
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
    terms_here: "用語の意味",
    load_failed: "このページを読み込めませんでした。ネットワークの接続を確かめて、もう一度試してください。",
    retry: "もう一度試す",
    board_loading: "盤面を読み込んでいます…",
    board_load_failed: "この盤面を読み込めませんでした。ネットワークの接続を確かめて、もう一度試してください。",
    update_ready: "Grundy Lab の新しい版を読み込みました。ページを再読み込みすると、新しい版が使えます。",
    reload: "再読み込み",
    dismiss: "閉じる",
    crash_heading: "エラーが起きました",
    crash_body: "Grundy Lab の内部でエラーが起き、動作が止まりました。局面はアドレスバーに残っているので、\
                 ページを再読み込みすればその局面から続けられます。",
};

/// The app's table in `lang`.
pub fn app_text(lang: Lang) -> &'static AppText {
    lang.pick(&EN, &JA)
}
