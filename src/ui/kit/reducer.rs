//! The board session as a Yew reducer: a thin wrapper, the rules are in `games::session`.

use std::rc::Rc;

use yew::Reducible;

use crate::games::Playable;
use crate::games::session::{Action, Session};

/// A [`Session`] that `use_reducer` can hold.
#[derive(Debug, PartialEq)]
pub struct SessionState<G: Playable>(pub Session<G>);

impl<G: Playable> Reducible for SessionState<G> {
    type Action = Action<G>;

    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        Rc::new(SessionState(self.0.clone().apply(action)))
    }
}
