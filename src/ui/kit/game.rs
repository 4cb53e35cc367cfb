//! What the kit needs to word a game: its moves, the computer's reasons and refused moves, in
//! the reader's language. The games layer returns these as data; each game's ui implements this.

use crate::games::Playable;
use crate::ui::i18n::Lang;

/// The words of a game, for the kit's status line, history and notices.
pub trait GameText: Playable {
    /// A move as a clause after a player's name: "took 2 from pile 1".
    fn describe_move(lang: Lang, mv: &Self::Move) -> String;
    /// A move on the board, knowing the position it led to (a sum finds there which game the
    /// move's component plays, to word the move in that game's words). By default the move alone.
    fn describe_played(lang: Lang, _after: &Self::Position, mv: &Self::Move) -> String {
        Self::describe_move(lang, mv)
    }
    /// Why the computer chose its move.
    fn reason(lang: Lang, reason: &Self::Reason) -> String;
    /// Why a move was refused, as a sentence.
    fn move_error(lang: Lang, error: &Self::MoveError) -> String;
}
