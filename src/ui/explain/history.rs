//! The move history of a session, for any game.

use yew::prelude::*;

use crate::ui::i18n::use_lang;
use crate::ui::kit::text::kit_text;

/// One line of the history.
#[derive(Clone, PartialEq, Debug)]
pub struct HistoryEntry {
    pub who: &'static str,
    pub mv: String,
    pub reason: Option<String>,
}

#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    pub entries: Vec<HistoryEntry>,
    pub start: String,
}

#[component(History)]
pub fn history(props: &HistoryProps) -> Html {
    let t = kit_text(use_lang());
    html! {
        <section class="panel history" aria-labelledby="history-heading">
            <h2 id="history-heading">{ t.moves_heading }</h2>
            <p class="muted">{ (t.start)(&props.start) }</p>
            if props.entries.is_empty() {
                <p class="muted">{ t.no_moves_yet }</p>
            } else {
                <ol class="moves">
                    { for props.entries.iter().map(|entry| html! {
                        <li>
                            <span class="who">{ entry.who }</span>{ ": " }
                            <span class="move">{ &entry.mv }</span>
                            if let Some(reason) = &entry.reason {
                                <span class="reason">{ format!(" — {reason}") }</span>
                            }
                        </li>
                    }) }
                </ol>
            }
        </section>
    }
}
