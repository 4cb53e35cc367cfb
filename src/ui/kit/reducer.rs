//! The board session and the page state as Yew reducers: thin wrappers, the rules are in
//! `games::session` and `games::page_state`.

use std::rc::Rc;

use yew::Reducible;

use crate::games::Playable;
use crate::games::page_state::{Action as PageEvent, PageState};
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

/// The page's state beside the session (see [`PageState`]), for `use_reducer_eq`.
#[derive(Debug, PartialEq)]
pub struct PageStore(pub PageState);

impl Reducible for PageStore {
    type Action = PageEvent;

    fn reduce(self: Rc<Self>, action: PageEvent) -> Rc<Self> {
        Rc::new(PageStore(self.0.clone().reduce(action)))
    }
}
