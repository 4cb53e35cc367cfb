//! Misère Nim: Nim where whoever takes the last stone loses.
//!
//! The rule (Bouton): while some heap has 2 or more stones, play as in normal Nim (the
//! position is lost exactly when the nim-sum is 0); when every heap has 0 or 1 stone, the
//! position is lost exactly when an odd number of heaps hold 1. So the winning play is normal
//! Nim's until the move that would leave only heaps of 0 and 1: then leave an odd number of 1s.
//!
//! Notation: Nim's (`3 4 5`); moves Nim's `heap-take`.

use crate::engine::Nimber;
use crate::games::nim::{Nim, NimError, NimMove, NimPosition, ParseNimError};
use crate::games::{ComputerMove, Outcome, Playable, Splice};

use super::TakeawayReason;
use super::subtraction::least_move;

/// Whether the player to move loses misère Nim from `piles` (Bouton's rule).
pub fn is_p_position(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 1
    } else {
        piles.iter().fold(0, |acc, &p| acc ^ p) == 0
    }
}

/// The tests' reference: misère Nim by brute force of its stated rule (a move takes stones from
/// one heap; whoever takes the last stone loses, so the player facing no stones has won). Whether
/// the player to move wins, memoised by the sorted heaps.
#[cfg(test)]
pub(crate) fn won_by_search(heaps: &[u64], memo: &mut std::collections::HashMap<Vec<u64>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&won) = memo.get(&key) {
        return won;
    }
    let mut won = key.iter().all(|&h| h == 0);
    for i in 0..key.len() {
        for left in 0..key[i] {
            let mut after = key.clone();
            after[i] = left;
            won = won || !won_by_search(&after, memo);
        }
    }
    memo.insert(key, won);
    won
}

/// Misère Nim.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MisereNim;

impl Playable for MisereNim {
    type Position = NimPosition;
    type Move = NimMove;
    type ParseError = ParseNimError;
    type MoveError = NimError;
    type Reason = TakeawayReason;

    const ID: &'static str = "misere-nim";

    fn random_move(&self, position: &NimPosition, rng: &mut fastrand::Rng) -> Option<NimMove> {
        crate::games::random_take(position.piles(), u64::MAX, rng).map(|(pile, take)| NimMove { pile, take })
    }
    const LAST_MOVE_WINS: bool = false;

    fn is_over(&self, position: &NimPosition) -> bool {
        Nim.is_over(position)
    }

    fn play(&self, position: &NimPosition, mv: &NimMove) -> Result<NimPosition, NimError> {
        Nim.play(position, mv)
    }

    fn grundy(&self, _: &NimPosition) -> Option<Nimber> {
        None
    }

    fn texts_after(
        &self,
        before: &NimPosition,
        text: &str,
        listed: &[(NimMove, NimPosition)],
    ) -> Option<Vec<Splice>> {
        before.splices(text, &mut listed.iter().map(|(_, p)| p))
    }

    fn outcome(&self, position: &NimPosition) -> Outcome {
        if is_p_position(position.piles()) { Outcome::P } else { Outcome::N }
    }

    /// A move to a P-position leaves either a heap of 2 or more and nim-sum 0 (so the heap
    /// moved goes to the nim-sum of the others), or only heaps of 0 and 1, an odd number of 1s
    /// (so the heap moved goes to 0 or 1): at most three candidates per heap, each checked.
    fn winning_moves(&self, position: &NimPosition) -> Vec<NimMove> {
        let piles = position.piles();
        let total = piles.iter().fold(0, |acc, &p| acc ^ p);
        let mut moves = Vec::new();
        let mut after = piles.to_vec();
        for (pile, &stones) in piles.iter().enumerate() {
            let mut targets = vec![total ^ stones, 1, 0];
            targets.sort_unstable_by(|a, b| b.cmp(a));
            targets.dedup();
            for target in targets {
                if target < stones {
                    after[pile] = target;
                    if is_p_position(&after) {
                        moves.push(NimMove { pile, take: stones - target });
                    }
                }
            }
            after[pile] = stones;
        }
        moves
    }

    fn computer_move(&self, position: &NimPosition) -> Option<ComputerMove<NimMove, TakeawayReason>> {
        if self.is_over(position) {
            return None;
        }
        if let Some(&mv) = self.winning_moves(position).first() {
            let after = Nim.play(position, &mv).ok()?;
            let reason = if after.piles().iter().all(|&p| p <= 1) {
                TakeawayReason::MisereOddOnes { ones: after.piles().iter().filter(|&&p| p == 1).count() }
            } else {
                TakeawayReason::MisereToZero { nim_sum: position.nim_sum().value() }
            };
            return Some(ComputerMove { mv, reason });
        }
        least_move(position, &[1]).map(|mv| ComputerMove { mv, reason: TakeawayReason::NoWinningMove })
    }
}
