//! The app's own words (header, home page, page not found, loading, the crash panel) are
//! `content/<lang>/app.ftl` (the module [`crate::content::app`]), one [`AppText`] per language
//! here; and every game's name and summary by id ([`game_words`]: each game's own,
//! `GameUi::NAMES`).

use crate::content::app::Words;
use crate::games::Playable;
use crate::games::catalog::for_each_game;
use crate::games::sums::SumGame;
use crate::ui::i18n::Lang;
use crate::ui::kit::contract::GameUi;

/// A game's [`GameNames`] from the `Words` of its content table (`game_names!(nim::Words)`).
macro_rules! game_names {
    ($words:path) => {
        $crate::ui::text::GameNames {
            en: $crate::ui::text::GameWords {
                name: $words($crate::content::Lang::En).name(),
                summary: $words($crate::content::Lang::En).summary(),
            },
            ja: $crate::ui::text::GameWords {
                name: $words($crate::content::Lang::Ja).name(),
                summary: $words($crate::content::Lang::Ja).summary(),
            },
        }
    };
}
pub(crate) use game_names;

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

/// The [`AppText`] of `$lang`.
macro_rules! app_table {
    ($lang:expr) => {{
        const T: Words = Words($lang);
        AppText {
            home_link: T.home_link(),
            terms_here: T.terms_here(),
            games_nav: T.games_nav(),
            lead: T.lead(),
            games_heading: T.games_heading(),
            not_found_title: T.not_found_title(),
            not_found: T.not_found(),
            go_home: T.go_home(),
            loading: T.loading(),
            load_failed: T.load_failed(),
            retry: T.retry(),
            board_loading: T.board_loading(),
            board_load_failed: T.board_load_failed(),
            update_ready: T.update_ready(),
            reload: T.reload(),
            dismiss: T.dismiss(),
            crash_heading: T.crash_heading(),
            crash_body: T.crash_body(),
        }
    }};
}

pub static EN: AppText = app_table!(Lang::En);

pub static JA: AppText = app_table!(Lang::Ja);

/// The app's table in `lang`.
pub fn app_text(lang: Lang) -> &'static AppText {
    lang.pick(&EN, &JA)
}
