//! What the game page shows, as plain data ([`Frame`]) rendered by one non-generic component
//! ([`GameFrame`]) around a game's board and panels, and what its controls ask of the page
//! ([`PageAction`]).

use std::rc::Rc;

use yew::prelude::*;

use super::chrome::{
    Control, Dismissible, KeyHelp, PlayersBar, PositionForm, StrengthSelect, TotalLine, TurnControls,
    text_input,
};
use super::contract::Total;
use super::playback::Go;
use super::text::kit_text;
use crate::games::Outcome;
use crate::games::session::{Mode, Strength};
use crate::ui::explain::history::{History, HistoryEntry};
use crate::ui::handover::use_pieces;
use crate::ui::i18n::use_lang;

/// What the frame (not generic) asks of the page: every control but a move and a new game
/// with page state, so the generic page handles them in one callback.
#[derive(Clone, Debug, PartialEq)]
pub enum PageAction {
    Control(Control),
    Mode(Mode),
    HumanFirst(bool),
    Random,
    Restart,
    /// The preset at this index of `GameUi::presets`.
    Preset(usize),
    /// The setup box's text was submitted.
    Setup(String),
    DismissMessage,
    /// The classroom switch: hide the answers (true) or not.
    HideAnswers(bool),
    /// Show the hidden answers for this position (`false`: hide them again).
    Reveal(bool),
    /// How well the computer plays (remembered for every game).
    Strength(Strength),
    /// Playback of computer vs computer.
    Go(Go),
    /// The class prediction: ask (a new game from the board's position, computer vs computer at
    /// full strength, the answers hidden), show the engine's answer, play it out, close.
    Predict(PredictStep),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PredictStep {
    Ask,
    Answer,
    PlayOut,
    Close,
}

/// The class prediction's answer.
#[derive(Clone, PartialEq)]
pub struct Prediction {
    pub outcome: Outcome,
    pub total: Option<Total>,
    pub how: Option<String>,
}

/// The hint box's content.
#[derive(Clone, PartialEq, Debug)]
pub struct Hint {
    pub none: &'static str,
    pub intro: &'static str,
    /// (the move in notation, the line shown).
    pub lines: Vec<(String, String)>,
    pub note: Option<String>,
}

/// What the page shows, as plain data (the same code renders every game).
#[derive(Clone, PartialEq)]
pub struct Frame {
    pub class: &'static str,
    /// See [`GameUi::PAGE_CLASS`].
    pub page_class: Option<&'static str>,
    pub title: &'static str,
    pub rules: &'static str,
    pub mode: Mode,
    pub strength: Strength,
    pub human_first: bool,
    /// About the address or the saved game.
    pub message: Option<String>,
    pub status: String,
    /// Why the last action was refused.
    pub notice: Option<String>,
    /// The notice is the board's own (a mistyped move), not the session's.
    pub notice_is_move: bool,
    pub reason: Option<String>,
    pub total: Option<Total>,
    pub is_over: bool,
    /// The start itself is over (a finished game from an address): "Play again" would repeat it.
    pub start_is_over: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub show_hint: bool,
    pub show_labels: bool,
    pub hint: Option<Hint>,
    /// The presets' classes and labels, in the order of `GameUi::presets`.
    pub presets: Vec<(&'static str, &'static str)>,
    pub setup_label: &'static str,
    pub setup_help: String,
    pub setup_error: Option<String>,
    pub history: Vec<HistoryEntry>,
    pub start: String,
    /// The whole start, for the setup box.
    pub start_full: String,
    /// The computer's move is new: the board flashes (the value flips with each new move, so
    /// that the flash plays again).
    pub computer_moved: Option<bool>,
    /// The classroom switch is on: whether the teacher revealed this position's answers.
    pub classroom: Option<bool>,
    /// A class prediction is on: its answer once shown.
    pub prediction: Option<Option<Rc<Prediction>>>,
    /// The address of the position's game graph (see [`GameUi::game_graph`]).
    pub graph_link: Option<String>,
    /// The board's address after `#` (what the share panel shares).
    pub hash: String,
}

#[derive(Properties, PartialEq)]
pub struct GameFrameProps {
    pub frame: Rc<Frame>,
    pub board: Html,
    pub panels: Html,
    pub tools: Html,
    pub play_panels: Html,
    /// Playback controls (computer vs computer), under the turn controls.
    pub playback: Html,
    pub keys: Html,
    pub on_action: Callback<PageAction>,
}

/// Renders a [`Frame`] around a game's board and panels.
#[component(GameFrame)]
pub fn game_frame(props: &GameFrameProps) -> Html {
    let t = kit_text(use_lang());
    let f = &*props.frame;
    // The setup box's text follows the game's start (a new game, an address).
    let setup_text = use_state_eq(|| f.start_full.clone());
    {
        let setup_text = setup_text.setter();
        use_effect_with(f.start_full.clone(), move |start| setup_text.set(start.clone()));
    }
    let act = |action: PageAction| props.on_action.reform(move |_: MouseEvent| action.clone());
    let on_setup_submit = {
        let (on_action, setup_text) = (props.on_action.clone(), setup_text.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            on_action.emit(PageAction::Setup((*setup_text).clone()));
        })
    };
    let on_control = props.on_action.reform(PageAction::Control);
    let page = use_node_ref();
    super::fit::use_fit_board(page.clone());
    // Against the computer the panels would give the move away: they open when asked for (the
    // switch, remembered, or the hint); with two players or the computer on both sides they are open.
    let analysis = use_state_eq(super::persist::analysis_shown);
    let on_analysis = {
        let analysis = analysis.clone();
        Callback::from(move |event: Event| {
            let shown = event.target_unchecked_into::<web_sys::HtmlInputElement>().checked();
            super::persist::set_analysis_shown(shown);
            analysis.set(shown);
        })
    };
    let on_hide_answers = props.on_action.reform(|event: Event| {
        PageAction::HideAnswers(event.target_unchecked_into::<web_sys::HtmlInputElement>().checked())
    });
    let against_computer = f.mode == Mode::HumanVsComputer;
    let predict = |step: PredictStep| act(PageAction::Predict(step));
    let question = use_node_ref();
    let prediction = f.prediction.as_ref().map(|answer| {
        let (body, action) = match answer {
            None => (
                html! { <p class="predict-hands">{ t.predict_hands }</p> },
                html! { <button class="primary predict-reveal" onclick={predict(PredictStep::Answer)}>{ t.predict_reveal }</button> },
            ),
            Some(answer) => {
                let verdict = t.predict_answers[match answer.outcome {
                    Outcome::N => 0,
                    Outcome::P => 1,
                    Outcome::D => 2,
                }];
                let body = html! {
                    <>
                        <p class="predict-verdict"><strong>{ verdict }</strong></p>
                        if let Some(total) = &answer.total {
                            <TotalLine detail={total.detail.clone()} total={total.value} outcome={total.outcome} is_over=false name={total.name} />
                        }
                        if let Some(how) = &answer.how {
                            <p class="predict-how">{ how }</p>
                        }
                    </>
                };
                let play = (!f.start_is_over).then(|| html! {
                    <button class="primary predict-play" onclick={predict(PredictStep::PlayOut)}>{ t.predict_play }</button>
                });
                (body, play.unwrap_or_default())
            }
        };
        html! {
            <section class={classes!("panel", "prediction", answer.is_some().then_some("answered"))} aria-labelledby="predict-question"
                     tabindex="-1" ref={question.clone()}>
                <h2 id="predict-question">{ t.predict_question }</h2>
                <div class="predict-answer" aria-live="polite">{ body }</div>
                <div class="predict-actions">
                    { action }
                    <button class="predict-close" onclick={predict(PredictStep::Close)}>{ t.predict_close }</button>
                </div>
            </section>
        }
    });
    let asking = matches!(f.prediction, Some(None));
    // The question comes into view with the focus (the button that asked may be far below it).
    {
        let question = question.clone();
        use_effect_with(asking, move |&asking| {
            if asking && let Some(section) = question.cast::<web_sys::HtmlElement>() {
                section.scroll_into_view();
                let _ = section.focus();
            }
        });
    }
    let analysis_hidden = against_computer && !*analysis && !f.show_hint;
    let drawn = use_pieces(3);
    html! {
        <main class={classes!("page", "game-page", format!("{}-page", f.class), f.page_class,
                             f.computer_moved.map(|flip| if flip { "computer-moved-a" } else { "computer-moved-b" }),
                             f.prediction.is_some().then_some("predicting"))} ref={page}>
            <section class="play-area">
                <div class="page-head">
                    <h1>{ f.title }</h1>
                    <PlayersBar mode={f.mode} human_first={f.human_first} on_mode={props.on_action.reform(PageAction::Mode)}
                                on_first={props.on_action.reform(PageAction::HumanFirst)} />
                </div>
                { prediction.unwrap_or_default() }
                <p class="rules">{ f.rules }</p>
                <Dismissible message={f.message.clone()} class="url-notice"
                             on_dismiss={props.on_action.reform(|_| PageAction::DismissMessage)} />
                <p class={classes!("status", f.is_over.then_some("game-over"))} aria-live="polite">{ &f.status }</p>
                // The computer's reason by the status line, in view above the board.
                <p class="computer-reason" aria-live="polite" hidden={f.reason.is_none()}>
                    { f.reason.clone().unwrap_or_default() }
                </p>
                if let Some(notice) = &f.notice {
                    <p class={classes!("notice", "session-notice", f.notice_is_move.then_some("move-error"))} role="alert">{ notice }</p>
                }
                { props.board.clone() }
                if let Some(total) = &f.total {
                    <TotalLine detail={total.detail.clone()} total={total.value} outcome={total.outcome} is_over={f.is_over} name={total.name} />
                }
                if f.is_over {
                    <div class="game-over-actions">
                        if !f.start_is_over {
                            <button class="primary play-again" onclick={act(PageAction::Restart)}>{ t.play_again }</button>
                        }
                        <button class="random-again" onclick={act(PageAction::Random)}>{ t.random_position }</button>
                    </div>
                }
                <TurnControls can_undo={f.can_undo} can_redo={f.can_redo} is_over={f.is_over} mode={f.mode}
                              show_hint={f.show_hint} show_labels={f.show_labels} answers_hidden={f.classroom == Some(false) || asking} {on_control} />
                { props.playback.clone() }
                if let Some(hint) = &f.hint {
                    <div class="hint-box" role="status">
                        if hint.lines.is_empty() {
                            <p>{ hint.none }</p>
                        } else {
                            <p>{ hint.intro }</p>
                            <ul class="winning-moves">
                                { for hint.lines.iter().map(|(mv, line)| html! { <li data-move={mv.clone()}>{ line }</li> }) }
                            </ul>
                        }
                        if let Some(note) = &hint.note {
                            <p class="muted hint-more">{ note }</p>
                        }
                    </div>
                }
                // Below the board, and the side: each drawn in a task of its own over the
                // pre-rendered copy.
                if drawn > 1 {
                    <details class="panel setup">
                        <summary>{ t.set_up }</summary>
                        <PositionForm label={f.setup_label} text={(*setup_text).clone()} oninput={text_input(setup_text.setter())}
                                      onsubmit={on_setup_submit} error={f.setup_error.clone()} help={f.setup_help.clone()} />
                        <div class="setup-row presets">
                            { props.tools.clone() }
                            { for f.presets.iter().enumerate().map(|(index, (class, label))| html! {
                                <button class={*class} onclick={act(PageAction::Preset(index))}>{ *label }</button>
                            }) }
                            <button class="random" onclick={act(PageAction::Random)}>{ t.random_position }</button>
                            <button class="restart" onclick={act(PageAction::Restart)}>{ t.restart }</button>
                        </div>
                    </details>
                    { props.play_panels.clone() }
                    <KeyHelp>{ props.keys.clone() }</KeyHelp>
                    <crate::ui::glossary::TermsPanel />
                }
            </section>
            <aside class="learn-area">
                if drawn > 2 {
                    // The classroom switch: on a projector the answers wait for the teacher.
                    <section class={classes!("panel", "classroom", (f.classroom == Some(false)).then_some("answers-hidden"))}>
                        <label class="toggle">
                            <input type="checkbox" class="hide-answers" checked={f.classroom.is_some()} onchange={on_hide_answers} />
                            { t.hide_answers }
                        </label>
                        if f.mode != Mode::HumanVsHuman {
                            <StrengthSelect strength={f.strength} on_strength={props.on_action.reform(PageAction::Strength)} />
                        }
                        <button class="predict" onclick={predict(PredictStep::Ask)}>{ t.predict }</button>
                        if let Some(revealed) = f.classroom {
                            if revealed {
                                <button class="hide-again" onclick={act(PageAction::Reveal(false))}>{ t.hide_again }</button>
                            } else {
                                <p class="muted">{ t.answers_hidden_note }</p>
                                <button class="primary reveal" onclick={act(PageAction::Reveal(true))}>{ t.reveal_answers }</button>
                            }
                        }
                    </section>
                    <super::share::Share hash={f.hash.clone()} />
                    // (With the answers hidden the values are off too: nothing to say about them.)
                    if !f.show_labels && f.classroom != Some(false) {
                        <section class="panel"><p class="muted">{ t.blind_play }</p></section>
                    } else if f.show_labels && against_computer {
                        <section class={classes!("panel", "analysis-switch", analysis_hidden.then_some("closed"))}>
                            <label class="toggle">
                                <input type="checkbox" class="analysis-toggle" checked={*analysis} onchange={on_analysis} />
                                { t.show_analysis }
                            </label>
                            if analysis_hidden {
                                <p class="muted">{ t.analysis_hidden }</p>
                            }
                        </section>
                    }
                    // Hidden, not removed, while values or the analysis are hidden: what the panels
                    // hold comes back.
                    <div class="panels" hidden={!f.show_labels || analysis_hidden}>
                        { props.panels.clone() }
                        if let Some(href) = f.graph_link.clone() {
                            <p class="show-graph"><a {href}>{ t.show_graph }</a></p>
                        }
                    </div>
                    <History entries={f.history.clone()} start={f.start.clone()} />
                }
            </aside>
        </main>
    }
}
