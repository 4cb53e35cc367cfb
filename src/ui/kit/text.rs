//! The kit's words are `content/<lang>/kit.ftl` (the module [`crate::content::kit`]); here they
//! fill one [`KitText`] per language, the games layer's values (a player, a count) becoming their
//! arguments.

use crate::content::kit::Words;
use crate::games::session::{Player, Seat};
use crate::ui::i18n::Lang;

/// Every text the shared parts of a game page show.
pub struct KitText {
    pub players: &'static str,
    pub you_vs_computer: &'static str,
    pub two_players: &'static str,
    pub computer_vs_computer: &'static str,
    pub first_move: &'static str,
    pub first_you: &'static str,
    pub first_computer: &'static str,
    pub undo: &'static str,
    pub undo_title: &'static str,
    pub redo: &'static str,
    pub redo_title: &'static str,
    pub hint: &'static str,
    pub hide_hint: &'static str,
    pub hint_title: &'static str,
    pub step: &'static str,
    pub step_title: &'static str,
    pub show_values: &'static str,
    pub dismiss: &'static str,
    pub keyboard: &'static str,
    pub keys_undo_redo: &'static str,
    pub keys_hint: &'static str,
    pub keys_labels: &'static str,
    pub keys_step: &'static str,
    pub start_here: &'static str,
    pub set_up: &'static str,
    pub random_position: &'static str,
    pub restart: &'static str,
    pub play_again: &'static str,
    pub moves_heading: &'static str,
    pub no_moves_yet: &'static str,
    pub start: fn(&str) -> String,
    pub not_changed: fn(&str) -> String,
    /// A refused action (see `games::session::Notice`), except illegal moves, which the game words.
    pub game_over_notice: &'static str,
    pub computers_turn: &'static str,
    pub not_computers_turn: &'static str,
    pub nothing_to_undo: &'static str,
    pub nothing_to_redo: &'static str,
    pub player: fn(Player) -> &'static str,
    /// The status line. `how` is the game's "what to do on your turn" clause.
    pub your_move: fn(how: &str) -> String,
    pub to_move: fn(who: &str) -> String,
    pub to_move_step: fn(who: &str) -> String,
    /// `by` is the game's winning-move phrase, e.g. "taking the last stone".
    pub you_win: fn(by: &str) -> String,
    pub computer_wins: fn(by: &str) -> String,
    pub wins: fn(who: &str, by: &str) -> String,
    /// `why` is the game's reason nobody can move, e.g. "there are no stones".
    pub over_before_you: fn(why: &str) -> String,
    pub over_before: fn(why: &str, who: &str) -> String,
    /// The total line: "Grundy value of the position (nim-sum): ".
    pub total_intro: fn(name: &str) -> String,
    pub p_position: &'static str,
    pub n_position: &'static str,
    pub d_position: &'static str,
    /// "You took 2 from pile 1" from a player's name and the game's move clause.
    pub did: fn(who: &str, what: &str) -> String,
    pub did_because: fn(who: &str, what: &str, why: &str) -> String,
    /// The status line after the computer's reply: "The computer took 2 from pile 1. Your move: …".
    pub computer_did: fn(what: &str, status: &str) -> String,
    /// The address held no position of the game: what was wrong, and what is shown instead.
    pub bad_address: fn(noun: &str, shown: &str, error: &str, default: &str) -> String,
    pub blind_play: &'static str,
    /// The classroom switch: hide the answers until the teacher reveals them.
    pub hide_answers: &'static str,
    pub answers_hidden_note: &'static str,
    pub reveal_answers: &'static str,
    pub hide_again: &'static str,
    /// The class prediction: the button, the question shown full screen, how the class answers,
    /// the reveal, the answer (the player to move wins, the other player wins, a draw), a winning
    /// move, playing it out and closing.
    pub predict: &'static str,
    pub predict_question: &'static str,
    pub predict_hands: &'static str,
    pub predict_reveal: &'static str,
    pub predict_answers: [&'static str; 3],
    pub predict_winning: fn(line: &str) -> String,
    pub predict_play: &'static str,
    pub predict_close: &'static str,
    pub show_analysis: &'static str,
    pub analysis_hidden: &'static str,
    /// The link to the position's game graph (every position reachable, as a graph).
    pub show_graph: &'static str,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub nim_sum: &'static str,
    /// A saved game (see `kit::persist`) that could not be brought back.
    pub restore_old_version: &'static str,
    pub restore_damaged: &'static str,
    /// The computer's strength (see `games::session::Strength`): the select's label, each
    /// strength's option (perfect, good, beginner) and short name for the status line.
    pub strength: &'static str,
    pub strength_options: [&'static str; 3],
    pub strength_names: [&'static str; 3],
    /// The status line with the strength that plays: "Your move: … Computer: good."
    pub with_strength: fn(status: &str, strength: &str) -> String,
    /// The computer's line for a move it chose at random (a weaker strength).
    pub did_at_random: fn(who: &str, what: &str) -> String,
    /// A random move's reason in the move list.
    pub random_move: &'static str,
    /// Playback of computer vs computer and of the steppers.
    pub playback: &'static str,
    pub first: &'static str,
    pub back: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub next: &'static str,
    pub last: &'static str,
    pub speed: &'static str,
    /// Slow, normal, fast.
    pub speeds: [&'static str; 3],
    pub keys_first_last: &'static str,
    pub keys_play_pause: &'static str,
    /// Share: the address as a QR code, and a copy button.
    pub share: &'static str,
    pub share_note: &'static str,
    pub qr_label: &'static str,
    pub copy_link: &'static str,
    pub copied: &'static str,
    pub copy_refused: &'static str,
    pub qr_too_long: &'static str,
    /// While the QR code's encoder (a part of its own) comes, and when it could not.
    pub qr_loading: &'static str,
    pub qr_load_failed: &'static str,
    /// The import box: a large text kept out of the box (characters, lines), and opening a file.
    pub held_text: fn(usize, usize) -> String,
    pub show_text: &'static str,
    pub clear_text: &'static str,
    pub open_file: &'static str,
    pub file_too_long: fn(u64, usize) -> String,
    pub file_unreadable: &'static str,
}

/// The [`KitText`] of `$lang` (a `Lang::…` path, so that the closures capture nothing).
macro_rules! kit_table {
    ($lang:expr) => {{
        const T: Words = Words($lang);
        KitText {
            players: T.players(),
            you_vs_computer: T.you_vs_computer(),
            two_players: T.two_players(),
            computer_vs_computer: T.computer_vs_computer(),
            first_move: T.first_move(),
            first_you: T.first_you(),
            first_computer: T.first_computer(),
            undo: T.undo(),
            undo_title: T.undo_title(),
            redo: T.redo(),
            redo_title: T.redo_title(),
            hint: T.hint(),
            hide_hint: T.hide_hint(),
            hint_title: T.hint_title(),
            step: T.step(),
            step_title: T.step_title(),
            show_values: T.show_values(),
            dismiss: T.dismiss(),
            keyboard: T.keyboard(),
            keys_undo_redo: T.keys_undo_redo(),
            keys_hint: T.keys_hint(),
            keys_labels: T.keys_labels(),
            keys_step: T.keys_step(),
            start_here: T.start_here(),
            set_up: T.set_up(),
            random_position: T.random_position(),
            restart: T.restart(),
            play_again: T.play_again(),
            moves_heading: T.moves_heading(),
            no_moves_yet: T.no_moves_yet(),
            start: |start| T.start(start),
            not_changed: |why| T.not_changed(why),
            game_over_notice: T.game_over_notice(),
            computers_turn: T.computers_turn(),
            not_computers_turn: T.not_computers_turn(),
            nothing_to_undo: T.nothing_to_undo(),
            nothing_to_redo: T.nothing_to_redo(),
            player: |player| player_name(T, player),
            your_move: |how| T.your_move(how),
            to_move: |who| T.to_move(who),
            to_move_step: |who| T.to_move_step(who),
            you_win: |by| T.you_win(by),
            computer_wins: |by| T.computer_wins(by),
            wins: |who, by| T.wins(by, who),
            over_before_you: |why| T.over_before_you(why),
            over_before: |why, who| T.over_before(who, why),
            total_intro: |name| T.total_intro(name),
            p_position: T.p_position(),
            n_position: T.n_position(),
            d_position: T.d_position(),
            did: |who, what| T.did(what, who),
            did_because: |who, what, why| T.did_because(what, who, why),
            computer_did: |what, status| T.computer_did(status, what),
            bad_address: |noun, shown, error, default| T.bad_address(default, error, noun, shown),
            blind_play: T.blind_play(),
            hide_answers: T.hide_answers(),
            answers_hidden_note: T.answers_hidden_note(),
            reveal_answers: T.reveal_answers(),
            hide_again: T.hide_again(),
            predict: T.predict(),
            predict_question: T.predict_question(),
            predict_hands: T.predict_hands(),
            predict_reveal: T.predict_reveal(),
            predict_answers: [T.predict_mover_wins(), T.predict_other_wins(), T.predict_draw()],
            predict_winning: |line| T.predict_winning(line),
            predict_play: T.predict_play(),
            predict_close: T.predict_close(),
            show_analysis: T.show_analysis(),
            analysis_hidden: T.analysis_hidden(),
            show_graph: T.show_graph(),
            no_winning_move: T.no_winning_move(),
            winning_moves_intro: T.winning_moves_intro(),
            nim_sum: T.nim_sum(),
            restore_old_version: T.restore_old_version(),
            restore_damaged: T.restore_damaged(),
            strength: T.strength(),
            strength_options: [
                T.strength_perfect_option(),
                T.strength_good_option(),
                T.strength_beginner_option(),
            ],
            strength_names: [T.strength_perfect(), T.strength_good(), T.strength_beginner()],
            with_strength: |status, strength| T.with_strength(status, strength),
            did_at_random: |who, what| T.did_at_random(what, who),
            random_move: T.random_move(),
            playback: T.playback(),
            first: T.first(),
            back: T.back(),
            play: T.play(),
            pause: T.pause(),
            next: T.next(),
            last: T.last(),
            speed: T.speed(),
            speeds: [T.speed_slow(), T.speed_normal(), T.speed_fast()],
            keys_first_last: T.keys_first_last(),
            keys_play_pause: T.keys_play_pause(),
            share: T.share(),
            share_note: T.share_note(),
            qr_label: T.qr_label(),
            copy_link: T.copy_link(),
            copied: T.copied(),
            copy_refused: T.copy_refused(),
            qr_too_long: T.qr_too_long(),
            qr_loading: T.qr_loading(),
            qr_load_failed: T.qr_load_failed(),
            held_text: |chars, lines| T.held_text(chars, lines),
            show_text: T.show_text(),
            clear_text: T.clear_text(),
            open_file: T.open_file(),
            file_too_long: |bytes, max| T.file_too_long(bytes, max),
            file_unreadable: T.file_unreadable(),
        }
    }};
}

pub static EN: KitText = kit_table!(Lang::En);

pub static JA: KitText = kit_table!(Lang::Ja);

/// A player's name in the table `t`.
fn player_name(t: Words, player: Player) -> &'static str {
    match player {
        Player::You => t.player_you(),
        Player::Computer => t.player_computer(),
        Player::Person(Seat::First) => t.player_first(),
        Player::Person(Seat::Second) => t.player_second(),
        Player::Machine(Seat::First) => t.computer_first(),
        Player::Machine(Seat::Second) => t.computer_second(),
    }
}

/// The kit's table in `lang`.
pub fn kit_text(lang: Lang) -> &'static KitText {
    lang.pick(&EN, &JA)
}
