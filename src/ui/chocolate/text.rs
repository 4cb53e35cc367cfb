//! The chocolate games' words are content files: what the three games share is
//! `content/<lang>/chocolate.ftl` (the module [`crate::content::chocolate`], [`Words`] here), each
//! game's own words `chocolate-eat.ftl`, `chocolate-split.ftl` and `cutting.ftl` ([`Own`] picks
//! the game's table). Here the games layer's values become their arguments.
//!
//! Japanese names the cutting game's pieces (sheets) otherwise than the eat and split games'
//! (chocolate bars), as on the home page; English says "bar" for all three, as the notation does.
//! The shared table's messages take the game (`$game`, see [`game`]) for that choice.

pub use crate::content::chocolate::Words;
use crate::content::{chocolate_eat, chocolate_split, cutting};
use crate::games::chocolate::{
    Bar, BarValue, Blank, Chocolate, ChocolateError, ChocolateMove, ChocolateReason, Cut, Finished, Kind,
    LosingChoice, MAX_BARS, MAX_INPUT_LEN, MAX_SIDE, MAX_START_BARS, ParseChocolateError, ParseMoveError,
    StartError, Variant,
};
use crate::ui::i18n::Lang;
use crate::ui::kit::game::GameText;
use crate::ui::text::{GameNames, game_names};

/// The eat game's name and summary (the header, the home page, a sum's components).
pub const EAT_NAMES: GameNames = game_names!(chocolate_eat::Words);
/// The split game's name and summary.
pub const SPLIT_NAMES: GameNames = game_names!(chocolate_split::Words);
/// The cutting game's name and summary.
pub const CUTTING_NAMES: GameNames = game_names!(cutting::Words);

/// The name and summary of the chocolate game `variant`.
pub const fn names(variant: Variant) -> GameNames {
    match variant {
        Variant::Eat => EAT_NAMES,
        Variant::Split => SPLIT_NAMES,
        Variant::Cutting => CUTTING_NAMES,
    }
}

/// The word the shared table's `$game` chooses by.
pub const fn game(variant: Variant) -> &'static str {
    match variant {
        Variant::Eat => "eat",
        Variant::Split => "split",
        Variant::Cutting => "cutting",
    }
}

/// A game's own table in a language: the messages all three games' tables begin with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Own(pub Variant, pub Lang);

/// `own`'s game's table's `method`, with its arguments.
macro_rules! own {
    ($own:expr, $method:ident($($arg:expr),*)) => {{
        let Own(variant, lang) = $own;
        match variant {
            Variant::Eat => chocolate_eat::Words(lang).$method($($arg),*),
            Variant::Split => chocolate_split::Words(lang).$method($($arg),*),
            Variant::Cutting => cutting::Words(lang).$method($($arg),*),
        }
    }};
}

/// The plain messages of the games' own tables, as methods of [`Own`].
macro_rules! own_words {
    ($($method:ident),* $(,)?) => {
        impl Own {
            $(pub const fn $method(self) -> &'static str {
                own!(self, $method())
            })*
        }
    };
}

own_words!(
    title,
    rules,
    how_to_move,
    winning_move,
    why_no_move,
    position_noun,
    setup_label,
    total_name,
    board_empty,
    board_label,
    step_through,
    nothing_to_step,
    keys_choose_bar,
    keys_choose_line,
    keys_break,
    move_placeholder,
    error_wrong_game,
);

impl Own {
    pub fn setup_help(self) -> String {
        own!(self, setup_help(MAX_START_BARS, MAX_SIDE))
    }

    /// Why nobody can move while bars are left (every bar a single square, a 1×1 cut out); in
    /// the eat game a bar can always be eaten, so only the board being empty stops it.
    pub const fn why_stuck(self) -> &'static str {
        match self.0 {
            Variant::Eat => chocolate_eat::Words(self.1).why_no_move(),
            Variant::Split => chocolate_split::Words(self.1).why_no_move_stuck(),
            Variant::Cutting => cutting::Words(self.1).why_no_move_stuck(),
        }
    }

    /// The hint's lines, the same in every game (so `page_words!` finds each field here).
    pub const fn no_winning_move(self) -> &'static str {
        Words(self.1).no_winning_move()
    }

    pub const fn winning_moves_intro(self) -> &'static str {
        Words(self.1).winning_moves_intro()
    }
}

/// A bar's number in sentences (from 1; the games layer counts from 0).
fn ordinal(index: usize) -> u128 {
    u128::from(index as u64) + 1
}

/// What a cut does, for the `$cut` choices, and the number they show (`$n`).
fn cut_words(cut: Cut) -> (&'static str, u32) {
    match cut {
        Cut::EatWhole => ("whole", 0),
        Cut::EatRows(k) => ("rows", k),
        Cut::EatColumns(k) => ("columns", k),
        Cut::AfterRow(i) => ("after-row", i),
        Cut::AfterColumn(j) => ("after-column", j),
    }
}

/// "bar 2 (3×2)": a bar by its index (from 0) and size.
pub fn bar_name(lang: Lang, variant: Variant, index: usize, bar: Bar) -> String {
    Words(lang).bar_name(ordinal(index), game(variant), bar.pretty())
}

/// For screen readers: the keyboard's bar and line.
pub fn selected(lang: Lang, variant: Variant, index: usize, bar: Bar, line: Option<Cut>) -> String {
    let (line, n) = match line {
        None => ("none", 0),
        Some(Cut::AfterRow(i) | Cut::EatRows(i)) => ("row", i),
        Some(Cut::AfterColumn(j) | Cut::EatColumns(j)) => ("column", j),
        Some(Cut::EatWhole) => ("whole", 0),
    };
    Words(lang).selected(ordinal(index), game(variant), line, n, bar.pretty())
}

/// A bar's drawing for screen readers, with its label when the values are shown.
pub fn bar_aria(lang: Lang, variant: Variant, index: usize, bar: Bar, value: Option<&str>) -> String {
    let t = Words(lang);
    match value {
        None => t.bar_aria(ordinal(index), bar.w, game(variant), bar.h),
        Some(value) => t.bar_aria_value(ordinal(index), bar.w, game(variant), bar.h, value),
    }
}

/// A bar's label: its value, or what a strip or a 1×1 of the cutting game is.
pub fn bar_label(lang: Lang, value: BarValue) -> String {
    match value {
        BarValue::Value(v) => v.to_string(),
        BarValue::WinsAtOnce => cutting::Words(lang).wins_at_once().into(),
        BarValue::CutOut => cutting::Words(lang).cut_out_label().into(),
    }
}

pub fn too_long_for_address(lang: Lang, variant: Variant, bars: usize) -> String {
    Words(lang).too_long_for_address(bars, game(variant), MAX_BARS)
}

/// A winning move of the hint and the position it leaves (`to`).
pub fn winning_move_line(lang: Lang, variant: Variant, mv: &ChocolateMove, to: &str) -> String {
    let (cut, n) = cut_words(mv.cut);
    Words(lang).winning_move_line(ordinal(mv.bar), cut, game(variant), mv, n, to)
}

/// "Eat the top piece (8×10)": `first` is the top or left piece, `rows` a break between rows.
pub fn eat_piece(lang: Lang, first: bool, rows: bool, piece: Bar) -> String {
    let side = match (rows, first) {
        (true, true) => "top",
        (true, false) => "bottom",
        (false, true) => "left",
        (false, false) => "right",
    };
    chocolate_eat::Words(lang).eat_piece(side, piece.pretty())
}

/// The status line of a cutting position finished before anyone moved.
pub fn finished(lang: Lang, finished: Finished) -> String {
    let t = cutting::Words(lang);
    match finished {
        Finished::NoSheet => t.finished_no_sheet().into(),
        Finished::SquareCutOut { bar } => t.finished_square(ordinal(bar)),
    }
}

/// The Grundy table's readout of a cell without a value.
pub fn cell_blank(lang: Lang, blank: Blank, h: usize, w: usize) -> String {
    let blank = match blank {
        Blank::CutOut => "cut-out",
        Blank::Strip => "strip",
        Blank::NoValue => "none",
    };
    Words(lang).cell_blank(blank, w, h)
}

/// A move as a clause after a player's name: "ate 1 row of bar 2".
pub fn describe_move(lang: Lang, variant: Variant, mv: &ChocolateMove) -> String {
    let (cut, n) = cut_words(mv.cut);
    Words(lang).moved(ordinal(mv.bar), cut, game(variant), n)
}

pub fn reason(lang: Lang, variant: Variant, reason: &ChocolateReason) -> String {
    let (t, game) = (Words(lang), game(variant));
    match *reason {
        ChocolateReason::StripCut { bar, size } => t.reason_strip_cut(ordinal(bar), game, size.pretty()),
        ChocolateReason::ToZero { nim_sum, bar, size, from, to } => {
            t.reason_to_zero(ordinal(bar), from.value(), game, nim_sum.value(), size.pretty(), to.value())
        }
        ChocolateReason::Losing { choice } => t.reason_losing(match choice {
            LosingChoice::SmallestBite => "smallest-bite",
            LosingChoice::HalveLargest => "halve-largest",
            LosingChoice::NoStrip => "no-strip",
            LosingChoice::EveryCutLeavesStrip => "every-cut-leaves-strip",
        }),
    }
}

pub fn move_error(lang: Lang, variant: Variant, error: &ChocolateError) -> String {
    let (t, game) = (Words(lang), game(variant));
    match *error {
        ChocolateError::NoSuchBar { bar, bars } => t.error_no_such_bar(ordinal(bar), bars, game),
        ChocolateError::WrongGame { variant } => Own(variant, lang).error_wrong_game().into(),
        ChocolateError::NoSuchLine { bar, size, cut } => {
            let (n, shown) = (ordinal(bar), size.pretty());
            let (most_rows, most_columns) = (size.h.saturating_sub(1), size.w.saturating_sub(1));
            match cut {
                Cut::EatRows(k) => t.error_eat_rows(n, k, game, most_rows, size.h, shown),
                Cut::EatColumns(k) => t.error_eat_columns(n, size.w, k, game, most_columns, shown),
                Cut::AfterRow(i) => t.error_no_line_after_row(n, game, most_rows, i, shown),
                Cut::AfterColumn(j) => t.error_no_line_after_column(n, j, game, most_columns, shown),
                Cut::EatWhole => t.error_cannot_eat(n, game),
            }
        }
        ChocolateError::SingleSquare { bar } => t.error_single_square(ordinal(bar), game),
        ChocolateError::GameOver => t.error_game_over().into(),
    }
}

#[inline(always)]
pub fn parse_error(lang: Lang, variant: Variant, error: &ParseChocolateError) -> String {
    let (t, game) = (Words(lang), game(variant));
    match error {
        ParseChocolateError::Empty => t.error_empty(game),
        ParseChocolateError::TooLong { len } => t.error_too_long_text(len, MAX_INPUT_LEN),
        ParseChocolateError::NotABar { token } => t.error_not_a_bar(game, token),
        ParseChocolateError::NoRows { token } => t.error_no_rows(token),
        ParseChocolateError::NoColumns { token } => t.error_no_columns(token),
        ParseChocolateError::Negative { token } => t.error_negative(token),
        ParseChocolateError::TooLarge { token } => t.error_too_large(game, MAX_SIDE, token),
        ParseChocolateError::TooManyBars { count } => t.error_too_many_bars(count, game, MAX_BARS),
    }
}

pub fn start_error(lang: Lang, error: &StartError) -> String {
    match *error {
        StartError::TooManyBars { count } => {
            Words(lang).error_too_many_to_start(count, MAX_BARS, MAX_START_BARS)
        }
        StartError::SquareCutOut { bar } => cutting::Words(lang).error_square_cut_out(ordinal(bar)),
        StartError::NoSheet => cutting::Words(lang).error_no_sheet().into(),
    }
}

/// A typed move the notation does not read, in the words of the game played.
pub fn parse_move_error(lang: Lang, variant: Variant, error: &ParseMoveError) -> String {
    own!(Own(variant, lang), error_not_a_move(&error.text))
}

impl<K: Kind> GameText for Chocolate<K> {
    fn describe_move(lang: Lang, mv: &ChocolateMove) -> String {
        self::describe_move(lang, K::VARIANT, mv)
    }

    fn reason(lang: Lang, reason: &ChocolateReason) -> String {
        self::reason(lang, K::VARIANT, reason)
    }

    fn move_error(lang: Lang, error: &ChocolateError) -> String {
        self::move_error(lang, K::VARIANT, error)
    }
}
