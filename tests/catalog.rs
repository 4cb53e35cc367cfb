//! The lists derived from the one list of the games (`catalog::for_each_game!`).

use grundy_lab::games::catalog::{GAMES, SUMS_ID};
use grundy_lab::games::sums::SUMMABLE;

/// The lists derived from `for_each_game!` keep the order they had when they were written
/// out: `grundyLab.games()` answers `GAMES`, and the sums page's menu and its refusal of an
/// unknown game list `SUMMABLE`.
#[test]
fn the_lists_keep_their_order() {
    let games = [
        "nim",
        "misere-nim",
        "subtraction",
        "misere-subtraction",
        "count-to",
        "bounded-nim",
        "nim-k",
        "chocolate-eat",
        "chocolate-split",
        "cutting",
        "hackenbush",
        "georgia-bob",
        "prime-factor",
        "euclid",
        "funny-game",
        "game-graph",
        "octal",
        "grundys-game",
        "wythoff",
        "staircase-nim",
        "proper-divisor",
        "chomp",
        "maze",
    ];
    assert_eq!(GAMES, games);
    let summable = [
        "nim",
        "chocolate-eat",
        "chocolate-split",
        "cutting",
        "hackenbush",
        "subtraction",
        "bounded-nim",
        "georgia-bob",
        "prime-factor",
        "euclid",
        "game-graph",
        "wythoff",
        "staircase-nim",
        "proper-divisor",
        "maze",
        "chomp",
    ];
    assert_eq!(SUMMABLE, summable);
    assert_eq!(SUMS_ID, "sums");
}
