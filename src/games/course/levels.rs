//! The two proofs by induction on the level, carried out on a coin heap the learner picks:
//! lesson 3's "exactly one player has a winning strategy, and the labels found backwards are
//! right" ([`one_winner`]) and lesson 4's "a position is lost exactly when its Grundy value is
//! 0" ([`mex_level`]). Every heap, move, level, label and value a step of the proof names is
//! computed here, as data; the ui words them (`ui::course::proof_steps::levels`).
//!
//! The levels and the win/lose labels come from the game-graph analyses
//! ([`levels`], [`retrograde`]) on the graph of the heaps 0..=n, which know nothing of Grundy
//! values; the Grundy values come from the [`Solver`](crate::engine::Solver) through
//! [`TakeAway::values`].

use super::{MAX_HEAP, TakeAway};
use crate::engine::{Impartial, Nimber};
use crate::games::graph::Graph;
use crate::games::graph::analysis::{Status, levels, retrograde};

/// The graph of the heaps 0..=`heap` (vertex i is a heap of i coins, an arrow a move), and for
/// each heap its level (the most moves a play from it can last) and whether the player to move
/// wins there, found backwards from the heap of 0 (retrograde analysis).
fn levels_and_labels(game: TakeAway, heap: u64) -> (Vec<u32>, Vec<bool>) {
    let names = (0..=heap).map(|n| n.to_string()).collect();
    let arrows: Vec<(u32, u32)> = (0..=heap)
        .flat_map(|n| game.options(&n).into_iter().map(move |(_, to)| (n as u32, to as u32)))
        .collect();
    let graph = Graph::from_arrows(names, &arrows);
    let won = retrograde(&graph).status.iter().map(|&s| s == Status::Won).collect();
    (levels(&graph).level, won)
}

/// A move from a heap with the Grundy value of the heap it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValuedTake {
    pub take: u64,
    pub to: u64,
    pub value: Nimber,
}

/// Lesson 4's step of the induction on a heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MexStep {
    /// Level 0: no move, g = mex{} = 0, the player to move loses (the base case P(0)).
    Base,
    /// g ≠ 0: the move to a heap of value 0 ((a) with m = 0), that heap's level, and its own
    /// moves, none of them to value 0 ((b) there), so it is lost by P(its level).
    Win { to_zero: ValuedTake, zero_level: u32, from_zero: Vec<ValuedTake> },
    /// g = 0: every move (none to value 0, by (b)) with the opponent's answer from the heap it
    /// leaves to a heap of value 0 ((a) there, with m = 0).
    Lose { answers: Vec<(ValuedTake, ValuedTake)> },
}

/// Lesson 4's proof on one heap, in the proof's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexLevel {
    pub heap: u64,
    /// The heap's level: the most moves a play from it can last.
    pub level: u32,
    /// Every move, in the order of the takes, with the value of the heap it leaves.
    pub options: Vec<ValuedTake>,
    /// g(heap): the mex of the options' values, so not among them ((b)).
    pub value: Nimber,
    /// (a): for each m below the value (in order), the first move to a heap of value m.
    pub below: Vec<ValuedTake>,
    /// The induction step.
    pub step: MexStep,
    /// Whether the player to move wins, by retrograde analysis (no Grundy values).
    pub wins: bool,
}

/// Lesson 4's proof carried out on a heap of `heap` coins, or `None` above [`MAX_HEAP`].
pub fn mex_level(game: TakeAway, heap: u64) -> Option<MexLevel> {
    if heap > MAX_HEAP {
        return None;
    }
    let values = game.values(heap);
    let valued = |from: u64| -> Vec<ValuedTake> {
        game.options(&from)
            .into_iter()
            .map(|(take, to)| ValuedTake { take, to, value: values[to as usize] })
            .collect()
    };
    let to_value = |from: u64, m: u64| valued(from).into_iter().find(|o| o.value == Nimber(m));
    let (level, won) = levels_and_labels(game, heap);
    let options = valued(heap);
    let value = values[heap as usize];
    let below = (0..value.value()).map(|m| to_value(heap, m)).collect::<Option<Vec<_>>>()?;
    let step = if options.is_empty() {
        MexStep::Base
    } else if let Some(&to_zero) = below.first() {
        MexStep::Win { to_zero, zero_level: level[to_zero.to as usize], from_zero: valued(to_zero.to) }
    } else {
        let answers = options.iter().map(|&o| Some((o, to_value(o.to, 0)?))).collect::<Option<Vec<_>>>()?;
        MexStep::Lose { answers }
    };
    Some(MexLevel {
        heap,
        level: level[heap as usize],
        options,
        value,
        below,
        step,
        wins: won[heap as usize],
    })
}

/// A move from a heap with the label of the heap it leaves (true: won for the player to move
/// there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabelledTake {
    pub take: u64,
    pub to: u64,
    pub won: bool,
}

/// Who has a winning strategy on lesson 3's heap, and the strategy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// The heap of 0: no move, labelled lost, the player to move loses (the base case P(0)).
    Base,
    /// Labelled won: the first move to a lost heap, then for each of the opponent's moves from
    /// there (each to a won heap) the answer to a lost heap (none when the first move leaves 0).
    Won { first: LabelledTake, answers: Vec<(LabelledTake, LabelledTake)> },
    /// Labelled lost: every move (each to a won heap) with the opponent's answer to a lost heap.
    Lost { answers: Vec<(LabelledTake, LabelledTake)> },
}

/// Lesson 3's proof on one heap, in the proof's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneWinner {
    pub heap: u64,
    /// The heap's level: the most moves a play from it can last.
    pub level: u32,
    /// The labels found backwards, level by level, for the heaps 0..=heap (true: won).
    pub won: Vec<bool>,
    /// Every move from the heap, in the order of the takes, with its label.
    pub moves: Vec<LabelledTake>,
    pub strategy: Strategy,
}

/// Lesson 3's proof carried out on a heap of `heap` coins, or `None` above [`MAX_HEAP`].
pub fn one_winner(game: TakeAway, heap: u64) -> Option<OneWinner> {
    if heap > MAX_HEAP {
        return None;
    }
    let (level, won) = levels_and_labels(game, heap);
    let labelled = |from: u64| -> Vec<LabelledTake> {
        game.options(&from)
            .into_iter()
            .map(|(take, to)| LabelledTake { take, to, won: won[to as usize] })
            .collect()
    };
    let to_lost = |from: u64| labelled(from).into_iter().find(|m| !m.won);
    let answers_from = |moves: Vec<LabelledTake>| {
        moves.into_iter().map(|m| Some((m, to_lost(m.to)?))).collect::<Option<Vec<_>>>()
    };
    let moves = labelled(heap);
    let strategy = if moves.is_empty() {
        Strategy::Base
    } else if let Some(first) = to_lost(heap) {
        Strategy::Won { first, answers: answers_from(labelled(first.to))? }
    } else {
        Strategy::Lost { answers: answers_from(moves.clone())? }
    };
    Some(OneWinner { heap, level: level[heap as usize], won, moves, strategy })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LESSON_3: TakeAway = TakeAway { take: &[1, 2, 3] };
    const LESSON_4: TakeAway = TakeAway { take: &[1, 2, 4] };

    fn valued(take: u64, to: u64, value: u64) -> ValuedTake {
        ValuedTake { take, to, value: Nimber(value) }
    }

    fn labelled(take: u64, to: u64, won: bool) -> LabelledTake {
        LabelledTake { take, to, won }
    }

    /// Lesson 4's worked heaps, by hand. With takes {1, 2, 4} the values from 0 up are
    /// 0, 1, 2, 0, 1, 2, 0, … (g(n) = n mod 3), and taking 1 at a time is the longest path, so
    /// the level of n is n.
    #[test]
    fn mex_level_on_lesson_4s_heaps() {
        // 5: moves to 4, 3, 1 of values 1, 0, 1; mex{1, 0, 1} = 2. (a): value 0 by taking 2
        // (to 3), value 1 by taking 1 (to 4). The heap of 3 (level 3) moves to 2 and 1, of
        // values 2 and 1, none 0: lost by P(3), so 5 is won.
        let five = mex_level(LESSON_4, 5).expect("a heap within the bound");
        assert_eq!(
            five,
            MexLevel {
                heap: 5,
                level: 5,
                options: vec![valued(1, 4, 1), valued(2, 3, 0), valued(4, 1, 1)],
                value: Nimber(2),
                below: vec![valued(2, 3, 0), valued(1, 4, 1)],
                step: MexStep::Win {
                    to_zero: valued(2, 3, 0),
                    zero_level: 3,
                    from_zero: vec![valued(1, 2, 2), valued(2, 1, 1)],
                },
                wins: true,
            }
        );
        // 6: moves to 5, 4, 2 of values 2, 1, 2; mex{2, 1, 2} = 0, so (a) names nothing. The
        // answers to value 0: from 5 take 2 (to 3), from 4 take 1 (to 3), from 2 take 2 (to 0).
        let six = mex_level(LESSON_4, 6).expect("a heap within the bound");
        assert_eq!((six.level, six.value, six.below.as_slice(), six.wins), (6, Nimber(0), &[][..], false));
        assert_eq!(
            six.step,
            MexStep::Lose {
                answers: vec![
                    (valued(1, 5, 2), valued(2, 3, 0)),
                    (valued(2, 4, 1), valued(1, 3, 0)),
                    (valued(4, 2, 2), valued(2, 0, 0)),
                ]
            }
        );
        // 1: taking the coin leaves 0 (level 0, no moves).
        let one = mex_level(LESSON_4, 1).expect("a heap within the bound");
        assert_eq!(one.step, MexStep::Win { to_zero: valued(1, 0, 0), zero_level: 0, from_zero: vec![] });
        // 0: the base case.
        let zero = mex_level(LESSON_4, 0).expect("a heap within the bound");
        assert_eq!((zero.level, zero.value, zero.step, zero.wins), (0, Nimber(0), MexStep::Base, false));
        assert_eq!(mex_level(LESSON_4, MAX_HEAP + 1), None);
    }

    /// Every heap up to the bound: the level is n, the value n mod 3, (a) and (b) hold on the
    /// moves listed, the step is the one its value calls for, and the engine's labels found
    /// without Grundy values agree with the proof's conclusion.
    #[test]
    fn mex_level_holds_on_every_heap() {
        for n in 0..=MAX_HEAP {
            let p = mex_level(LESSON_4, n).expect("a heap within the bound");
            assert_eq!((p.level as u64, p.value), (n, Nimber(n % 3)), "{n}");
            assert!(p.options.iter().all(|o| o.value != p.value && o.to + o.take == n), "{n}: (b)");
            for (m, o) in p.below.iter().enumerate() {
                assert!(o.value == Nimber(m as u64) && p.options.contains(o), "{n}: (a) for {m}");
            }
            assert_eq!(p.wins, !p.value.is_zero(), "{n}");
            match p.step {
                MexStep::Base => assert_eq!(n, 0),
                MexStep::Win { to_zero, zero_level, from_zero } => {
                    assert!(
                        to_zero.value.is_zero() && zero_level as u64 == to_zero.to && zero_level < p.level
                    );
                    assert!(from_zero.iter().all(|o| !o.value.is_zero()), "{n}");
                }
                MexStep::Lose { answers } => {
                    assert_eq!(answers.len(), p.options.len());
                    for (o, answer) in answers {
                        assert!(
                            !o.value.is_zero() && answer.value.is_zero() && answer.to + answer.take == o.to
                        );
                    }
                }
            }
        }
    }

    /// Lesson 3's worked heaps, by hand: with takes {1, 2, 3} the lost heaps are the multiples
    /// of 4 (0, 4, 8, …), and taking 1 at a time is the longest path, so the level of n is n.
    #[test]
    fn one_winner_on_lesson_3s_heaps() {
        // 29: taking 1 leaves 28, lost; 27 and 26 are won. From 28 every move (to 27, 26, 25)
        // is answered by a move to 24: take 3, 2, 1.
        let p = one_winner(LESSON_3, 29).expect("a heap within the bound");
        assert_eq!(p.level, 29);
        assert_eq!(
            p.won.iter().enumerate().filter(|(_, w)| !**w).map(|(n, _)| n).collect::<Vec<_>>(),
            [0, 4, 8, 12, 16, 20, 24, 28]
        );
        assert_eq!(p.moves, [labelled(1, 28, false), labelled(2, 27, true), labelled(3, 26, true)]);
        assert_eq!(
            p.strategy,
            Strategy::Won {
                first: labelled(1, 28, false),
                answers: vec![
                    (labelled(1, 27, true), labelled(3, 24, false)),
                    (labelled(2, 26, true), labelled(2, 24, false)),
                    (labelled(3, 25, true), labelled(1, 24, false)),
                ],
            }
        );
        // 4: every move (to 3, 2, 1) is won, answered by taking the rest.
        let p = one_winner(LESSON_3, 4).expect("a heap within the bound");
        assert_eq!(
            p.strategy,
            Strategy::Lost {
                answers: vec![
                    (labelled(1, 3, true), labelled(3, 0, false)),
                    (labelled(2, 2, true), labelled(2, 0, false)),
                    (labelled(3, 1, true), labelled(1, 0, false)),
                ],
            }
        );
        // 3: take all three; the opponent has no move.
        let p = one_winner(LESSON_3, 3).expect("a heap within the bound");
        assert_eq!(p.strategy, Strategy::Won { first: labelled(3, 0, false), answers: vec![] });
        // 0: the base case.
        let p = one_winner(LESSON_3, 0).expect("a heap within the bound");
        assert_eq!((p.level, p.won, p.moves, p.strategy), (0, vec![false], vec![], Strategy::Base));
        assert_eq!(one_winner(LESSON_3, MAX_HEAP + 1), None);
    }

    /// Every heap up to the bound: the labels are "lost exactly at the multiples of 4", and the
    /// strategy's moves are legal and lead where its label says.
    #[test]
    fn one_winner_holds_on_every_heap() {
        for n in 0..=MAX_HEAP {
            let p = one_winner(LESSON_3, n).expect("a heap within the bound");
            assert_eq!(p.level as u64, n);
            assert!(p.won.iter().enumerate().all(|(h, &w)| w != (h as u64).is_multiple_of(4)), "{n}");
            let answered = |answers: &[(LabelledTake, LabelledTake)]| {
                answers.iter().all(|(m, a)| m.won && !a.won && a.to + a.take == m.to)
            };
            match &p.strategy {
                Strategy::Base => assert_eq!(n, 0),
                Strategy::Won { first, answers } => {
                    assert!(p.won[n as usize] && !first.won && p.moves.contains(first));
                    assert!(answered(answers) && answers.len() == LESSON_3.options(&first.to).len());
                }
                Strategy::Lost { answers } => {
                    assert!(!p.won[n as usize] && answered(answers) && answers.len() == p.moves.len());
                }
            }
        }
    }
}
