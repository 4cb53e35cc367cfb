//! Disjunctive sums: several games side by side, a move is a move in exactly one of them.
//!
//! By the Sprague–Grundy theorem the value of a sum is the nim-sum (XOR) of its parts' values,
//! and a winning move is a move in one part to a position of value (part ⊕ total).
//! [`Sum`] is the combined game itself, so tests can search it by brute force and compare.
//! Parts of different kinds go in one sum through [`Either`], which nests.

use super::nimber::Nimber;
use super::solver::{Impartial, SearchLimitExceeded, Solver};

/// The disjunctive sum of any number of positions of the game `G`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sum<G>(pub G);

/// A move in a sum: which part, and the move made there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartMove<M> {
    pub part: usize,
    pub mv: M,
}

impl<G: Impartial> Impartial for Sum<G> {
    type Position = Vec<G::Position>;
    type Move = PartMove<G::Move>;

    fn options(&self, parts: &Self::Position) -> Vec<(Self::Move, Self::Position)> {
        let mut options = Vec::new();
        for (index, part) in parts.iter().enumerate() {
            for (mv, to) in self.0.options(part) {
                let mut next = parts.clone();
                next[index] = to;
                options.push((PartMove { part: index, mv }, next));
            }
        }
        options
    }

    fn closed_form(&self, parts: &Self::Position) -> Option<Nimber> {
        // The Sprague–Grundy theorem, used only when every part has a closed form itself.
        let mut total = Nimber::ZERO;
        for part in parts {
            total ^= self.0.closed_form(part)?;
        }
        Some(total)
    }
}

/// A game whose positions are positions of `A` or of `B`: lets one [`Sum`] hold parts of
/// different games (nest it for more than two kinds).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Either<A, B>(pub A, pub B);

/// A position or move of an [`Either`] game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Side<L, R> {
    Left(L),
    Right(R),
}

impl<A: Impartial, B: Impartial> Impartial for Either<A, B> {
    type Position = Side<A::Position, B::Position>;
    type Move = Side<A::Move, B::Move>;

    fn options(&self, position: &Self::Position) -> Vec<(Self::Move, Self::Position)> {
        match position {
            Side::Left(p) => {
                self.0.options(p).into_iter().map(|(m, to)| (Side::Left(m), Side::Left(to))).collect()
            }
            Side::Right(p) => {
                self.1.options(p).into_iter().map(|(m, to)| (Side::Right(m), Side::Right(to))).collect()
            }
        }
    }

    fn closed_form(&self, position: &Self::Position) -> Option<Nimber> {
        match position {
            Side::Left(p) => self.0.closed_form(p),
            Side::Right(p) => self.1.closed_form(p),
        }
    }

    fn moves_to_value(
        &self,
        position: &Self::Position,
        target: Nimber,
    ) -> Option<Vec<(Self::Move, Self::Position)>> {
        match position {
            Side::Left(p) => self
                .0
                .moves_to_value(p, target)
                .map(|moves| moves.into_iter().map(|(m, to)| (Side::Left(m), Side::Left(to))).collect()),
            Side::Right(p) => self
                .1
                .moves_to_value(p, target)
                .map(|moves| moves.into_iter().map(|(m, to)| (Side::Right(m), Side::Right(to))).collect()),
        }
    }
}

/// A winning move in a sum, with the values that justify it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove<M, P> {
    pub part: usize,
    pub mv: M,
    /// The part's position after the move.
    pub to: P,
    /// The part's value before the move.
    pub from_value: Nimber,
    /// The part's value after the move: `from_value ⊕ total`.
    pub to_value: Nimber,
}

/// The values of a sum's parts, their nim-sum and every winning move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnalysis<M, P> {
    pub values: Vec<Nimber>,
    pub total: Nimber,
    pub winning_moves: Vec<SumMove<M, P>>,
}

impl<M, P> SumAnalysis<M, P> {
    /// A P-position (total zero) is lost for the player to move.
    pub fn is_p_position(&self) -> bool {
        self.total.is_zero()
    }
}

/// Analyses a sum part by part, as the Sprague–Grundy theorem allows: never searches the
/// combined game, so a sum of many large parts costs only as much as its parts.
pub fn analyze<G: Impartial>(
    solver: &mut Solver<G>,
    game: &G,
    parts: &[G::Position],
) -> Result<SumAnalysis<G::Move, G::Position>, SearchLimitExceeded> {
    let values = parts.iter().map(|part| solver.grundy(game, part)).collect::<Result<Vec<_>, _>>()?;
    let total = Nimber::nim_sum(values.iter().copied());
    let mut winning_moves = Vec::new();
    if !total.is_zero() {
        for (index, (part, &value)) in parts.iter().zip(&values).enumerate() {
            let target = value ^ total;
            // A part whose value would drop can always be moved to the target (a position reaches
            // every smaller value: that is what mex means), so at least one winning move exists.
            // A part whose value would rise may have such a move too, in games other than Nim:
            // every part is searched.
            {
                for (mv, to) in solver.moves_to_value(game, part, target)? {
                    winning_moves.push(SumMove { part: index, mv, to, from_value: value, to_value: target });
                }
            }
        }
    }
    Ok(SumAnalysis { values, total, winning_moves })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::tests::Subtraction;

    #[test]
    fn sum_of_subtraction_games_by_hand() {
        // S(1,3,4) values at 5, 4, 2 are 3, 2, 0 (table in solver tests): total 3 ⊕ 2 ⊕ 0 = 1.
        let game = Subtraction(&[1, 3, 4]);
        let mut solver = Solver::new();
        let analysis = analyze(&mut solver, &game, &[5, 4, 2]).unwrap();
        assert_eq!(analysis.values, vec![Nimber(3), Nimber(2), Nimber(0)]);
        assert_eq!(analysis.total, Nimber(1));
        // Part 0 drops 3 → 2: from 5 the options are 4 (*2), 2 (*0), 1 (*1), so take 1.
        // Part 2 rises 0 → 1: from 2 the only option is 1 (*1), and 3 ⊕ 2 ⊕ 1 = 0, so that wins
        // too. Part 1 would need *3, and 4 reaches only *1, *1, *0.
        assert_eq!(
            analysis.winning_moves,
            vec![
                SumMove { part: 0, mv: 1, to: 4, from_value: Nimber(3), to_value: Nimber(2) },
                SumMove { part: 2, mv: 1, to: 1, from_value: Nimber(0), to_value: Nimber(1) },
            ]
        );
        // And the combined game searched whole agrees.
        let mut whole = Solver::brute_force();
        assert_eq!(whole.grundy(&Sum(Subtraction(&[1, 3, 4])), &vec![5, 4, 2]), Ok(Nimber(1)));
    }
}
