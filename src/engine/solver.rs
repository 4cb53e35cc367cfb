//! A memoized Grundy solver for any impartial game described by its options.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

use super::nimber::{Nimber, mex};

/// An impartial game: both players have the same moves from every position.
///
/// The game must be finite (every play ends), as all games in Grundy Lab are.
pub trait Impartial {
    type Position: Clone + Eq + Hash;
    type Move: Clone;

    /// Every legal move from `position`, with the position it leads to.
    fn options(&self, position: &Self::Position) -> Vec<(Self::Move, Self::Position)>;

    /// The value given by a closed formula, where theory has one (a Nim heap of n is `*n`).
    /// The solver trusts it unless told to search by brute force; property tests compare both.
    fn closed_form(&self, _position: &Self::Position) -> Option<Nimber> {
        None
    }

    /// The moves to positions of value `target`, where theory finds them without listing every
    /// option. `None` means "no shortcut": the solver then searches the options.
    fn moves_to_value(
        &self,
        _position: &Self::Position,
        _target: Nimber,
    ) -> Option<Vec<(Self::Move, Self::Position)>> {
        None
    }
}

/// Moves with the positions they lead to.
pub type MovesTo<G> = Vec<(<G as Impartial>::Move, <G as Impartial>::Position)>;
/// Moves with the positions they lead to and those positions' values.
pub type ValuedOptions<G> = Vec<(<G as Impartial>::Move, <G as Impartial>::Position, Nimber)>;

/// The search would have visited more positions than its limit allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimitExceeded {
    pub limit: usize,
}

/// Computes Grundy values, remembering every value it finds.
///
/// The caller owns the solver and so its cache: keep one alive to reuse values across calls,
/// drop it to free the memory.
pub struct Solver<G: Impartial> {
    cache: HashMap<G::Position, Nimber>,
    use_closed_forms: bool,
    max_positions: usize,
}

impl<G: Impartial> std::fmt::Debug for Solver<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("cached_positions", &self.cache.len())
            .field("use_closed_forms", &self.use_closed_forms)
            .field("max_positions", &self.max_positions)
            .finish()
    }
}

impl<G: Impartial> Default for Solver<G> {
    fn default() -> Self {
        Self::new()
    }
}

/// Enough for every table the app draws; small enough to stay within a browser's memory.
pub const DEFAULT_MAX_POSITIONS: usize = 4_000_000;

impl<G: Impartial> Solver<G> {
    /// A solver that uses closed forms where the game provides them.
    pub fn new() -> Self {
        Solver { cache: HashMap::new(), use_closed_forms: true, max_positions: DEFAULT_MAX_POSITIONS }
    }

    /// A solver that ignores closed forms and shortcuts: it applies the mex rule to every
    /// position it reaches. Tests use it as the reference the formulas are checked against.
    pub fn brute_force() -> Self {
        Solver { use_closed_forms: false, ..Self::new() }
    }

    /// The same solver with a different bound on the number of positions it may remember.
    pub fn with_limit(mut self, max_positions: usize) -> Self {
        self.max_positions = max_positions;
        self
    }

    /// How many positions have a remembered value.
    pub fn cached_positions(&self) -> usize {
        self.cache.len()
    }

    fn known(&self, game: &G, position: &G::Position) -> Option<Nimber> {
        if self.use_closed_forms
            && let Some(value) = game.closed_form(position)
        {
            return Some(value);
        }
        self.cache.get(position).copied()
    }

    /// The Grundy value of `position`.
    ///
    /// The search uses an explicit stack, so deep games cannot overflow the call stack.
    pub fn grundy(&mut self, game: &G, position: &G::Position) -> Result<Nimber, SearchLimitExceeded> {
        if let Some(value) = self.known(game, position) {
            return Ok(value);
        }
        struct Frame<P> {
            position: P,
            children: Vec<P>,
            next_child: usize,
        }
        let children_of = |p: &G::Position| game.options(p).into_iter().map(|(_, to)| to).collect();
        let mut stack =
            vec![Frame { position: position.clone(), children: children_of(position), next_child: 0 }];
        while let Some(frame) = stack.last_mut() {
            // Skip children whose value is already known.
            while frame.next_child < frame.children.len()
                && self.known(game, &frame.children[frame.next_child]).is_some()
            {
                frame.next_child += 1;
            }
            if frame.next_child < frame.children.len() {
                let child = frame.children[frame.next_child].clone();
                if self.cache.len() + stack.len() >= self.max_positions {
                    return Err(SearchLimitExceeded { limit: self.max_positions });
                }
                let grandchildren = children_of(&child);
                stack.push(Frame { position: child, children: grandchildren, next_child: 0 });
                continue;
            }
            let frame = stack.pop().expect("the loop only runs while the stack has a frame");
            let value = mex(frame
                .children
                .iter()
                .map(|child| self.known(game, child).expect("every child was evaluated before its parent")));
            self.cache.insert(frame.position, value);
        }
        Ok(self.known(game, position).expect("the root was evaluated last"))
    }

    /// Every option of `position` with its value.
    pub fn options_with_values(
        &mut self,
        game: &G,
        position: &G::Position,
    ) -> Result<ValuedOptions<G>, SearchLimitExceeded> {
        game.options(position)
            .into_iter()
            .map(|(mv, to)| Ok((mv, to.clone(), self.grundy(game, &to)?)))
            .collect()
    }

    /// The moves from `position` to a position of value `target`.
    pub fn moves_to_value(
        &mut self,
        game: &G,
        position: &G::Position,
        target: Nimber,
    ) -> Result<MovesTo<G>, SearchLimitExceeded> {
        if self.use_closed_forms
            && let Some(moves) = game.moves_to_value(position, target)
        {
            return Ok(moves);
        }
        Ok(self
            .options_with_values(game, position)?
            .into_iter()
            .filter(|(_, _, value)| *value == target)
            .map(|(mv, to, _)| (mv, to))
            .collect())
    }

    /// The winning moves: those to a position of value zero.
    pub fn winning_moves(
        &mut self,
        game: &G,
        position: &G::Position,
    ) -> Result<MovesTo<G>, SearchLimitExceeded> {
        self.moves_to_value(game, position, Nimber::ZERO)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The subtraction game S(1, 3, 4): take 1, 3 or 4 counters from a single pile.
    /// A small game with no closed form in the solver, used as test material.
    pub(crate) struct Subtraction(pub &'static [u64]);

    impl Impartial for Subtraction {
        type Position = u64;
        type Move = u64;
        fn options(&self, n: &u64) -> Vec<(u64, u64)> {
            self.0.iter().filter(|&&take| take <= *n).map(|&take| (take, n - take)).collect()
        }
    }

    #[track_caller]
    fn check(game: &Subtraction, expected: &[u64]) {
        let mut solver = Solver::new();
        let got: Vec<u64> =
            (0..expected.len() as u64).map(|n| solver.grundy(game, &n).unwrap().value()).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn subtraction_games_by_hand() {
        // S(1,2): values n mod 3 (hand calculation: from n you reach n-1 and n-2).
        check(&Subtraction(&[1, 2]), &[0, 1, 2, 0, 1, 2, 0, 1, 2]);
        // S(1,3,4): period 7 with values 0 1 0 1 2 3 2 (Winning Ways, ch. 4, table of
        // subtraction games; recomputed by hand for n ≤ 8).
        check(&Subtraction(&[1, 3, 4]), &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        // Taking one at a time from 200 000 is a chain 200 000 deep; values alternate 0, 1.
        let mut solver = Solver::new();
        assert_eq!(solver.grundy(&Subtraction(&[1]), &200_000), Ok(Nimber(0)));
        assert_eq!(solver.grundy(&Subtraction(&[1]), &200_001), Ok(Nimber(1)));
    }

    #[test]
    fn limit_is_reported_not_exceeded() {
        let mut solver = Solver::new().with_limit(100);
        assert_eq!(solver.grundy(&Subtraction(&[1, 2]), &1_000), Err(SearchLimitExceeded { limit: 100 }));
        assert!(solver.cached_positions() <= 100);
    }

    #[test]
    fn winning_moves_lead_to_zero() {
        // S(1,3,4) at 5 (value 3): options 4 (*2), 2 (*0), 1 (*1); the only winning move takes 3.
        let mut solver = Solver::new();
        assert_eq!(solver.winning_moves(&Subtraction(&[1, 3, 4]), &5).unwrap(), vec![(3, 2)]);
    }
}
