//! The app's words, in every language: generated at build time from the content files
//! (`content/<lang>/<table>.ftl`, Project Fluent's syntax) by build.rs (`build/content.rs`).
//!
//! Each file is a module here with a `Words(Lang)` whose methods are the file's messages: a
//! message without variables is a `const fn` returning its text, one with variables a `fn`
//! taking them in the order of their names (a number that chooses a variant as `impl Into<Num>`, a word that chooses one as
//! `&str`, anything shown as is as `impl Display`). A message missing in one language, or with
//! other variables, fails the build. No web crate and no game is named here: the ui turns the
//! games' values into these arguments.

use std::fmt;

/// A language the app is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Ja,
}

impl Lang {
    /// The order of the header's switch.
    pub const ALL: [Lang; 2] = [Lang::Ja, Lang::En];

    /// The BCP 47 code, for `<html lang>`, storage and the content folder's name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language a code names (`ja`, `ja-JP`, `en-GB`, …), if it is one of ours.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "ja" => Some(Lang::Ja),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language's own name, for the switch.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
        }
    }

    /// The table (or value) of this language.
    pub fn pick<T>(self, en: T, ja: T) -> T {
        match self {
            Lang::En => en,
            Lang::Ja => ja,
        }
    }
}

/// A whole number a message is given (a count, a heap, a step): it chooses a variant by its
/// value (`[1]`) or its plural category (`[one]`), and is shown in digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Num(pub i128);

macro_rules! num_from {
    ($($t:ty),*) => { $(impl From<$t> for Num { fn from(n: $t) -> Num { Num(n as i128) } })* };
}
num_from!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The plural category of `n` in `lang` (CLDR's cardinal rules for whole numbers): English
/// has `one` (1) and `other`, Japanese only `other`.
pub fn plural(lang: Lang, n: Num) -> &'static str {
    match lang {
        Lang::En if n.0 == 1 => "one",
        Lang::En | Lang::Ja => "other",
    }
}

include!(concat!(env!("OUT_DIR"), "/content.rs"));

#[cfg(test)]
mod tests {
    use super::{Lang, Num, plural};

    #[test]
    fn plural_categories_follow_cldr() {
        // CLDR's cardinal rules for whole numbers: en has one (i = 1) and other; ja only other.
        assert_eq!(plural(Lang::En, Num(1)), "one");
        assert_eq!(plural(Lang::En, Num(0)), "other");
        assert_eq!(plural(Lang::En, Num(2)), "other");
        assert_eq!(plural(Lang::Ja, Num(1)), "other");
    }
}
