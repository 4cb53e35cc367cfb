//! What a game brings to the kit's page ([`GameUi`]): its words, its setup rules, its board and
//! its panels, and what the page hands them (the props). Most methods have the default most games
//! share, so a game states only what is its own.

use std::rc::Rc;

use yew::prelude::*;

use super::chrome::Control;
use super::game::GameText;
use crate::engine::Nimber;
use crate::games::Outcome;
use crate::ui::i18n::Lang;
use crate::ui::text::GameNames;

/// A game's own words for the page.
pub struct PageWords {
    pub title: &'static str,
    pub rules: &'static str,
    /// The last move that wins, e.g. "taking the last stone".
    pub winning_move: &'static str,
    /// What the game's positions are called in "the address did not hold …".
    pub position_noun: &'static str,
    /// The setup box's label, e.g. "Piles".
    pub setup_label: &'static str,
    /// The notation and its limits, under the setup box.
    pub setup_help: String,
    /// The status line's "what to do on your turn" (see [`GameUi::how_to_move`]).
    pub how_to_move: &'static str,
    /// Why nobody can move (see [`GameUi::why_no_move`]).
    pub why_no_move: &'static str,
    /// The hint when it found no winning move (see [`GameUi::no_winning_move`]).
    pub no_winning_move: &'static str,
    /// The line above the hint's list (see [`GameUi::winning_moves_intro`]).
    pub winning_moves_intro: &'static str,
}

/// The [`PageWords`] of a content table (`crate::content::<table>::Words`) whose messages are
/// named as its fields (`title`, `rules`, `winning-move`, …), with the setup help, which takes
/// the game's limits, given.
macro_rules! page_words {
    ($t:expr, $setup_help:expr) => {{
        let t = $t;
        $crate::ui::kit::contract::PageWords {
            title: t.title(),
            rules: t.rules(),
            winning_move: t.winning_move(),
            position_noun: t.position_noun(),
            setup_label: t.setup_label(),
            setup_help: $setup_help,
            how_to_move: t.how_to_move(),
            why_no_move: t.why_no_move(),
            no_winning_move: t.no_winning_move(),
            winning_moves_intro: t.winning_moves_intro(),
        }
    }};
}
pub(crate) use page_words;

/// The total line: how the position's value is made up, and who wins.
#[derive(Clone, PartialEq, Debug)]
pub struct Total {
    /// E.g. "3 ⊕ 4 ⊕ 5", shown before "= value".
    pub detail: Option<String>,
    /// The value, or `None` where there is none (misère play, beyond a search): the line then
    /// says who wins only.
    pub value: Option<u64>,
    pub outcome: Outcome,
    /// What the total is called, e.g. "nim-sum".
    pub name: &'static str,
}

impl Total {
    /// The line of a normal-play Grundy value: the outcome follows from it.
    pub fn of(detail: Option<String>, value: Nimber, name: &'static str) -> Total {
        Total { detail, value: Some(value.value()), outcome: Outcome::of(value), name }
    }
}

/// A ready-made position in the setup box.
pub struct Preset<P> {
    /// A class for tests and styling.
    pub class: &'static str,
    pub label: &'static str,
    pub make: fn(&mut fastrand::Rng) -> P,
}

/// What a game's board gets from the page.
#[derive(Properties)]
pub struct BoardProps<G: GameUi> {
    pub position: G::Position,
    pub show_labels: bool,
    /// The hint's moves, to mark on the board (empty while the hint is hidden).
    pub marked: Rc<Vec<G::Move>>,
    /// False while the person may not move (the computer's turn, the game is over).
    pub interactive: bool,
    /// The last move on the board, to draw it as a move.
    pub last: Option<G::Move>,
    /// The computer's move, while it is new (from its reply until the next change of the move
    /// list): a board shows it as a move (a short highlight of what it took, none when the
    /// person prefers reduced motion). Undo, redo and a new game never set it.
    pub computer_move: Option<G::Move>,
    pub on_play: Callback<G::Move>,
    /// The keys every game shares (U, R, H, L, S), for the board's key handler.
    pub on_control: Callback<Control>,
    /// A message of the board's own (a mistyped move), shown where the session's notices are.
    pub on_error: Callback<String>,
    /// The game's page state beside the session (see [`GameUi::Extra`]).
    pub extra: G::Extra,
    /// The session's start (a board may draw the start's layout).
    pub start: G::Position,
    /// A line that replaces the status while a move is half made (e.g. a piece still to
    /// choose), or `None` when the status line should speak again.
    pub on_prompt: Callback<Option<String>>,
}

impl<G: GameUi> PartialEq for BoardProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.extra == other.extra
            && self.start == other.start
            && self.position == other.position
            && self.show_labels == other.show_labels
            && self.marked == other.marked
            && self.interactive == other.interactive
            && self.last == other.last
            && self.computer_move == other.computer_move
            && self.on_play == other.on_play
            && self.on_control == other.on_control
            && self.on_error == other.on_error
            && self.on_prompt == other.on_prompt
    }
}

/// What a game's explanation panels get from the page. They stay mounted while values are
/// hidden (the page hides them), so what they hold (a table, a stepper's place) comes back.
#[derive(Properties)]
pub struct PanelProps<G: GameUi> {
    pub position: G::Position,
    pub is_over: bool,
    pub show_labels: bool,
    pub extra: G::Extra,
}

impl<G: GameUi> PartialEq for PanelProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.position == other.position
            && self.is_over == other.is_over
            && self.show_labels == other.show_labels
            && self.extra == other.extra
    }
}

/// What a game's extra setup tools get (e.g. Nim's "add pile", Hackenbush's editor).
#[derive(Properties)]
pub struct SetupProps<G: GameUi> {
    pub start: G::Position,
    /// The position on the board (an export box shows it).
    pub position: G::Position,
    pub extra: G::Extra,
    pub on_new_game: Callback<G::Position>,
    /// A new game with new page state (e.g. a drawing made in an editor).
    pub on_new_game_with: Callback<(G::Position, G::Extra)>,
    /// Why a setup was refused, shown under the setup box.
    pub on_error: Callback<String>,
}

impl<G: GameUi> PartialEq for SetupProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start
            && self.position == other.position
            && self.extra == other.extra
            && self.on_new_game == other.on_new_game
            && self.on_new_game_with == other.on_new_game_with
            && self.on_error == other.on_error
    }
}

/// A position read from an address.
pub struct Opened<G: GameUi> {
    pub position: G::Position,
    pub extra: G::Extra,
    /// Something the address held that was left out, said to the reader.
    pub note: Option<String>,
}

/// What the page needs of a game beyond its rules: words, setup, board and panels.
pub trait GameUi: GameText {
    /// Page state kept beside the session and written into the address after the position
    /// (Hackenbush: the editor's drawing); `()` for most games.
    type Extra: Clone + PartialEq + Default + 'static;
    /// A class the page's `<main>` carries beside `<id>-page`: one a family of games shares
    /// (their styles and tests), e.g. the three chocolate games' `chocolate-page`.
    const PAGE_CLASS: Option<&'static str> = None;
    /// The game's name and one-line rules in each language: the header, the home page, a sum's
    /// components (`ui::text::game_words`). Consts, so the first load holds these words and no
    /// more of the game's tables.
    const NAMES: GameNames;
    /// Whether the board always has its own "type a move" form (the chocolate games' and some
    /// reduction games' boards; others show theirs only for positions too large to draw): a lesson's
    /// board then adds none of its own.
    const TYPES_MOVES: bool = false;

    /// The game's words. The four that most games word the same in every position
    /// (`how_to_move`, `why_no_move`, `no_winning_move`, `winning_moves_intro`) are what the
    /// methods of those names say by default; a game whose wording depends on the position
    /// overrides the method.
    fn words(lang: Lang) -> PageWords;
    /// The status line's "what to do on your turn" for this position.
    fn how_to_move(lang: Lang, _position: &Self::Position) -> &'static str {
        Self::words(lang).how_to_move
    }
    /// Why nobody can move in `position` (a game over before it began).
    fn why_no_move(lang: Lang, _position: &Self::Position) -> &'static str {
        Self::words(lang).why_no_move
    }
    /// The whole status line for a start that is over before anyone moved, where "you cannot
    /// move" needs more explaining than [`GameUi::why_no_move`] (the cutting game's 1×1).
    fn start_status(_lang: Lang, _start: &Self::Position) -> Option<String> {
        None
    }
    fn parse_error(lang: Lang, error: &Self::ParseError) -> String;
    /// Why `position` cannot start a game (typed into the setup box), if it cannot. By default
    /// every position the notation reads can start one.
    fn start_error(_lang: Lang, _position: &Self::Position) -> Option<String> {
        None
    }
    fn default_position() -> Self::Position;
    fn random_position(rng: &mut fastrand::Rng) -> Self::Position;
    /// Reads the position part of an address, or says (in `lang`) why it is not one. By
    /// default the position's notation, with no page state.
    fn from_address(lang: Lang, raw: &str) -> Result<Opened<Self>, String> {
        let position = raw.parse().map_err(|error| Self::parse_error(lang, &error))?;
        Ok(Opened { position, extra: Self::Extra::default(), note: None })
    }
    /// The address text of the board, or `None` when the position no longer fits an address
    /// (the address then keeps the last one that did).
    fn url_text(position: &Self::Position, start: &Self::Position, extra: &Self::Extra) -> Option<String>;
    /// The total line, or `None` where the game has none.
    fn total(lang: Lang, position: &Self::Position) -> Option<Total>;
    /// Who wins `position` and why, in one sentence, where its total has no value to say it
    /// (misère play): a lesson's feedback gives it in place of the total. None by default.
    fn outcome_reason(_lang: Lang, _position: &Self::Position) -> Option<String> {
        None
    }
    /// The moves the hint lists and marks: the winning moves, bounded for large positions. By
    /// default the game's [`Playable::winning_moves`](crate::games::Playable::winning_moves).
    fn hint_moves(position: &Self::Position) -> Vec<Self::Move> {
        Self::default().winning_moves(position)
    }
    /// The hint's list: one line per winning move, in `lang`.
    fn hint_line(lang: Lang, position: &Self::Position, mv: &Self::Move) -> String;
    /// The hint when it found no winning move.
    fn no_winning_move(lang: Lang, _position: &Self::Position) -> &'static str {
        Self::words(lang).no_winning_move
    }
    /// The line above the hint's list.
    fn winning_moves_intro(lang: Lang, _position: &Self::Position) -> &'static str {
        Self::words(lang).winning_moves_intro
    }
    /// A line under the hint's list (`found` moves, the first [`HINT_MAX_LISTED`] listed), e.g.
    /// that a search stopped early; none by default.
    fn hint_note(_lang: Lang, _position: &Self::Position, _found: usize) -> Option<String> {
        None
    }
    /// Ready-made positions for the setup box; none by default.
    fn presets(_lang: Lang) -> Vec<Preset<Self::Position>> {
        Vec::new()
    }
    /// The game's own keys, as `<dt>`/`<dd>` pairs for the keyboard help.
    fn keys(lang: Lang) -> Html;
    fn board(props: BoardProps<Self>) -> Html;
    fn panels(props: PanelProps<Self>) -> Html;
    /// Tools of the setup box beyond the position box, presets and random; none by default.
    fn setup_tools(_props: SetupProps<Self>) -> Html {
        Html::default()
    }
    /// The position as a game graph (every position reachable from it, equal ones merged), for
    /// the analysis' "Show its game graph" link; `None` (the default) where it is too large or the
    /// game has no such graph. Called once per position.
    fn game_graph(_position: &Self::Position) -> Option<crate::games::graph::GraphPosition> {
        None
    }
    /// Panels of the play column after the setup box (an editor, an import box); none by default.
    fn play_panels(_props: SetupProps<Self>) -> Html {
        Html::default()
    }
}

/// The hint writes out at most this many winning moves (the board marks every one found).
pub const HINT_MAX_LISTED: usize = 24;
