//! The move history of a session, for any game.

use yew::prelude::*;

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
    html! {
        <section class="panel history" aria-labelledby="history-heading">
            <h2 id="history-heading">{ "Moves" }</h2>
            <p class="muted">{ format!("Start: {}", props.start) }</p>
            if props.entries.is_empty() {
                <p class="muted">{ "No moves yet." }</p>
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
