//! Game graphs on the kit's page (`#/game-graph/a>b,b>c`): the graph drawn with the token, the
//! retrograde and levels steppers, the generalized values and sums, the editor and the contest
//! import.

use crate::ui::text::GameNames;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::board::GraphPicture;
use super::text::{self, status_word};
use crate::content::graph::Words;
use crate::games::Playable;
use crate::games::graph::analysis::{Gsg, Status};
use crate::games::graph::layout::{Layout, MAX_DRAWN, after_edit, layered, moved};
use crate::games::graph::trace::{RetroEvent, level_mex, no_level_reasons, retro_state, retro_trace};
use crate::games::graph::{
    EditError, GameGraph, Graph, GraphMove, GraphPosition, MAX_INPUT_LEN, ParseGraphError, presets,
    to_contest,
};
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::contract::{
    BoardProps, GameUi, Opened, PageWords, PanelProps, Preset, SetupProps, Total, page_words,
};
use crate::ui::kit::import_box::ImportBox;
use crate::ui::kit::keys::is_for_widget;
use crate::ui::kit::playback::use_stepper;

/// The page plays graphs up to this size (the API takes far larger ones).
pub const MAX_PAGE_VERTICES: usize = 2_000;
pub const MAX_PAGE_ARROWS: usize = 20_000;
/// The steppers draw the graph up to this many vertices (the board and the editor up to
/// [`MAX_DRAWN`]).
const MAX_STEPPER_DRAWN: usize = 60;
/// Move buttons listed at most.
const MAX_MOVE_BUTTONS: usize = 60;

fn too_large(position: &GraphPosition) -> bool {
    let g = position.graph();
    g.vertex_count() > MAX_PAGE_VERTICES || g.arrow_count() > MAX_PAGE_ARROWS
}

fn status_class(status: Status) -> &'static str {
    match status {
        Status::Won => "won",
        Status::Lost => "lost",
        Status::Draw => "draw",
    }
}

fn value_text(value: &Gsg) -> String {
    match value {
        Gsg::Finite(g) => format!("*{g}"),
        infinite => infinite.to_string(),
    }
}

thread_local! {
    /// The graph drawn last and its layout: the next graph one edit away keeps its places.
    static DRAWN: std::cell::RefCell<Option<(Rc<Graph>, Rc<Layout>)>> = const { std::cell::RefCell::new(None) };
    /// Counts the vertices moved by hand, so the pictures' memos see a moved layout.
    static MOVES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

fn layout_key(position: &GraphPosition) -> (GraphPosition, u32) {
    (position.clone(), MOVES.get())
}

/// Moves vertex `v` of the graph drawn last (the editor's move buttons).
fn move_drawn(graph: &Rc<Graph>, v: usize, steps: (i32, i32)) {
    DRAWN.with_borrow_mut(|drawn| {
        let next = drawn
            .as_ref()
            .filter(|(before, _)| before == graph)
            .and_then(|(_, layout)| moved(layout, v, steps));
        if let Some(next) = next {
            *drawn = Some((graph.clone(), Rc::new(next)));
            MOVES.set(MOVES.get().wrapping_add(1));
        }
    });
}

/// The layout the board and the editor draw `position` with (the same for both): after an edit
/// every vertex stays where it was ([`after_edit`]); any other graph gets a fresh layered layout
/// from the start vertex.
fn layout_of(position: &GraphPosition) -> Rc<Layout> {
    let graph = position.graph();
    DRAWN.with_borrow_mut(|drawn| {
        if let Some((_, layout)) = drawn.as_ref().filter(|(before, _)| before == graph) {
            return layout.clone();
        }
        let kept = drawn.as_ref().and_then(|(before, layout)| after_edit(before, layout, graph));
        let layout = Rc::new(kept.unwrap_or_else(|| {
            let root = position.tokens().first().copied().unwrap_or(0) as usize;
            layered(graph, root)
        }));
        *drawn = Some((graph.clone(), layout.clone()));
        layout
    })
}

/// The board's style (`graph.css`), put in the page with the board.
const GRAPH_CSS: &str = include_str!("graph.css");

impl GameUi for GameGraph {
    const NAMES: GameNames = super::text::NAMES;
    type Extra = ();

    fn words(lang: Lang) -> PageWords {
        // `no_winning_move` says "lost" or "drawn" itself.
        page_words!(Words(lang), text::setup_help(Words(lang)))
    }

    #[inline(always)]
    fn parse_error(lang: Lang, error: &ParseGraphError) -> String {
        text::parse_error(Words(lang), error)
    }

    fn start_error(lang: Lang, position: &GraphPosition) -> Option<String> {
        let g = position.graph();
        too_large(position).then(|| text::too_large(Words(lang), g.vertex_count(), g.arrow_count()))
    }

    fn default_position() -> GraphPosition {
        presets::seed_example()
    }

    fn random_position(rng: &mut fastrand::Rng) -> GraphPosition {
        if rng.bool() { random_dag(rng) } else { random_loopy(rng) }
    }

    fn from_address(lang: Lang, raw: &str) -> Result<Opened<GameGraph>, String> {
        let position: GraphPosition = raw.parse().map_err(|e| Self::parse_error(lang, &e))?;
        if let Some(error) = Self::start_error(lang, &position) {
            return Err(error);
        }
        Ok(Opened { position, extra: (), note: None })
    }

    fn url_text(position: &GraphPosition, _: &GraphPosition, _: &()) -> Option<String> {
        Some(position.to_string().replace(' ', ","))
    }

    fn total(lang: Lang, position: &GraphPosition) -> Option<Total> {
        let values = position.graph().values();
        let value = position.value();
        let parts: Vec<String> =
            position.tokens().iter().map(|&t| value_text(&values.gsg.values[t as usize])).collect();
        let grundy = position.grundy();
        let detail = if parts.len() > 1 {
            let sum = parts.join(" ⊕ ");
            Some(if grundy.is_some() { sum } else { format!("{sum} = {}", value_text(&value)) })
        } else if grundy.is_none() {
            Some(value_text(&value))
        } else {
            None
        };
        Some(Total {
            detail,
            value: grundy.map(u64::from),
            outcome: value.outcome(),
            name: if parts.len() > 1 { Words(lang).total_sum_name() } else { Words(lang).total_name() },
        })
    }

    /// Why the token's vertex is won, lost or drawn, as the retrograde analysis decides it: a
    /// move to a lost vertex (the nearest end), every move to a won one, or neither, with a move
    /// that stays undecided. One token only: a sum says its total.
    fn outcome_reason(lang: Lang, position: &GraphPosition) -> Option<String> {
        let &[token] = position.tokens() else { return None };
        let (graph, t, v) = (position.graph(), Words(lang), token as usize);
        let values = graph.values();
        let retro = &values.retro;
        let successors = || graph.moves(v).iter().map(|&w| w as usize);
        let lost = successors().filter(|&w| retro.status[w] == Status::Lost).min_by_key(|&w| retro.remoteness[w]);
        let drawn = successors().find(|&w| retro.status[w] == Status::Draw);
        Some(match retro.status[v] {
            Status::Lost if graph.out_degree(v) == 0 => t.why_final(graph.name(v)),
            Status::Lost => t.why_lost(graph.name(v)),
            Status::Won => t.why_won(graph.name(lost?), graph.name(v)),
            Status::Draw => t.why_drawn(graph.name(drawn?), graph.name(v)),
        })
    }

    fn hint_line(lang: Lang, position: &GraphPosition, mv: &GraphMove) -> String {
        let to = GameGraph.play(position, mv).map(|p| p.tokens_text()).unwrap_or_default();
        Words(lang).winning_move_line(mv, to)
    }

    fn no_winning_move(lang: Lang, position: &GraphPosition) -> &'static str {
        let t = Words(lang);
        if position.value().outcome() == crate::games::Outcome::D {
            t.no_winning_move_draw()
        } else {
            t.no_winning_move()
        }
    }

    fn presets(lang: Lang) -> Vec<Preset<GraphPosition>> {
        let t = Words(lang);
        vec![
            Preset { class: "preset-seed", label: t.preset_seed(), make: |_| presets::seed_example() },
            Preset { class: "preset-30", label: t.preset_30(), make: |_| presets::dont_say_30() },
            Preset { class: "preset-cycle", label: t.preset_cycle(), make: |_| presets::with_cycle() },
            Preset { class: "preset-dag", label: t.preset_dag(), make: random_dag },
            Preset { class: "preset-loopy", label: t.preset_loopy(), make: random_loopy },
        ]
    }

    fn keys(lang: Lang) -> Html {
        html! { <><dt>{ "Tab, Enter" }</dt><dd>{ Words(lang).keys_moves() }</dd></> }
    }

    fn board(props: BoardProps<GameGraph>) -> Html {
        // The board's style comes with its part (not in the stylesheet every page loads).
        html! { <><style>{ GRAPH_CSS }</style><GraphPlay ..props /></> }
    }

    fn panels(props: PanelProps<GameGraph>) -> Html {
        html! { <GraphPanels position={props.position} /> }
    }

    fn play_panels(props: SetupProps<GameGraph>) -> Html {
        html! {
            <>
                <GraphEditor start={props.start.clone()} on_new_game={props.on_new_game.clone()} />
                <ImportPanel position={props.position} on_new_game={props.on_new_game} on_error={props.on_error} />
            </>
        }
    }
}

fn random_dag(rng: &mut fastrand::Rng) -> GraphPosition {
    let n = rng.usize(6..=10);
    let arrows = rng.usize(n..=2 * n);
    presets::random_dag(rng, n, arrows)
}

fn random_loopy(rng: &mut fastrand::Rng) -> GraphPosition {
    let n = rng.usize(5..=8);
    let arrows = rng.usize(n..=n + n / 2 + 1);
    presets::random_loopy(rng, n, arrows)
}

/// The labels of the board: status and remoteness, and the value.
fn board_labels(lang: Lang, graph: &Graph) -> (Rc<Vec<&'static str>>, Rc<Vec<String>>) {
    let t = Words(lang);
    let values = graph.values();
    let classes = values.retro.status.iter().map(|&s| status_class(s)).collect();
    let labels = (0..graph.vertex_count())
        .map(|v| {
            let status = values.retro.status[v];
            let word = status_word(t, status);
            let value = value_text(&values.gsg.values[v]);
            match values.retro.remoteness_of(v) {
                Some(r) => format!("{word}{r} {value}"),
                None => format!("{word} {value}"),
            }
        })
        .collect();
    (Rc::new(classes), Rc::new(labels))
}

/// The graph with the token(s), the vertices to click, and the move buttons.
#[component(GraphPlay)]
fn graph_play(props: &BoardProps<GameGraph>) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let position = &props.position;
    let graph = position.graph().clone();
    let layout = use_memo(layout_key(&props.start), |(start, _)| layout_of(start));
    let labels = use_memo((lang, graph.clone()), |(lang, g)| board_labels(*lang, g));
    let empty = use_memo((), |_| (Rc::new(Vec::new()), Rc::new(Vec::new())));
    let (classes, labels) = if props.show_labels { (*labels).clone() } else { (*empty).clone() };
    let moves = position.all_moves();
    let token_name = |i: usize| graph.name(position.tokens()[i] as usize).to_owned();
    let targets: Vec<u32> =
        if props.interactive { moves.iter().map(|&(_, w)| w).collect() } else { Vec::new() };
    let marked: Vec<(u32, u32)> = props
        .marked
        .iter()
        .filter_map(|mv| Some((graph.find(&mv.from)? as u32, graph.find(&mv.to)? as u32)))
        .collect();
    let on_vertex = {
        let (on_play, position) = (props.on_play.clone(), position.clone());
        Callback::from(move |w: u32| {
            let g = position.graph();
            if let Some(&at) = position.tokens().iter().find(|&&t| g.has_arrow(t as usize, w as usize)) {
                on_play.emit(GraphMove {
                    from: g.name(at as usize).to_owned(),
                    to: g.name(w as usize).to_owned(),
                });
            }
        })
    };
    let drawn = graph.vertex_count() <= MAX_DRAWN && layout.x.len() == graph.vertex_count();
    let buttons = moves.iter().take(MAX_MOVE_BUTTONS).map(|&(i, w)| {
        let mv = GraphMove { from: token_name(i), to: graph.name(w as usize).to_owned() };
        let text = mv.to_string();
        let hinted = props.marked.contains(&mv);
        let on_play = props.on_play.clone();
        html! {
            <button class={classes!("graph-move", hinted.then_some("hinted"))} disabled={!props.interactive}
                    onclick={Callback::from(move |_: MouseEvent| on_play.emit(mv.clone()))}>{ text }</button>
        }
    });
    let onkeydown = {
        let on_control = props.on_control.clone();
        Callback::from(move |event: KeyboardEvent| {
            if is_for_widget(&event) && crate::ui::kit::chrome::emit_for_key(&event.key(), &on_control) {
                event.prevent_default();
            }
        })
    };
    html! {
        <>
            <div class="board-area graph-board" role="group" tabindex="0" {onkeydown} aria-label={t.board_label()}>
                if drawn {
                    <GraphPicture class="fit-board" graph={graph.clone()} layout={(*layout).clone()} {classes} {labels}
                                  tokens={position.tokens().to_vec()} {marked} {targets}
                                  on_vertex={Some(on_vertex)} label={t.token_at(position.tokens_text())} />
                } else {
                    <p class="muted">{ t.not_drawn(graph.vertex_count()) }</p>
                }
            </div>
            <p class="token-line">{ t.token_at(position.tokens_text()) }</p>
            <div class="graph-moves" role="group" aria-label={t.moves_label()}>
                <span class="muted">{ t.moves_label() }</span>{ " " }
                { for buttons }
            </div>
            if props.show_labels {
                <p class="muted legend">{ t.legend() }</p>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct GraphPanelsProps {
    position: GraphPosition,
}

#[component(GraphPanels)]
fn graph_panels(props: &GraphPanelsProps) -> Html {
    let graph = props.position.graph().clone();
    let layout = use_memo(graph.clone(), |g| Rc::new(layered(g, 0)));
    // The steppers draw their own copy of the graph only while it stays readable (and cheap:
    // the board and the editor draw it already).
    let drawn = graph.vertex_count() <= MAX_STEPPER_DRAWN;
    html! {
        <>
            <RetroStepper graph={graph.clone()} layout={(*layout).clone()} {drawn} />
            <LevelsStepper graph={graph.clone()} layout={(*layout).clone()} {drawn} />
            <ValuesPanel position={props.position.clone()} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct StepperProps {
    graph: Rc<Graph>,
    layout: Rc<Layout>,
    drawn: bool,
}

fn names(graph: &Graph, vertices: &[u32]) -> String {
    vertices.iter().map(|&v| graph.name(v as usize)).collect::<Vec<_>>().join(", ")
}

/// The retrograde analysis one event at a time: the queue, the counters, the vertex decided.
#[component(RetroStepper)]
fn retro_stepper(props: &StepperProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let graph = &props.graph;
    let events = use_memo(graph.clone(), |g| Rc::new(retro_trace(g)));
    let stepper = use_stepper((**events).as_ref().map_or(0, Vec::len));
    {
        let step = stepper.step.setter();
        use_effect_with(graph.clone(), move |_| step.set(0));
    }
    let Some(events) = events.as_ref().as_ref() else {
        return html! {
            <section class="panel retro-stepper"><h2>{ t.retro_heading() }</h2><p class="muted">{ t.too_large_to_step() }</p></section>
        };
    };
    let (current, steps) = (stepper.current, stepper.last);
    let state = retro_state(graph, events, current);
    let classes: Vec<&'static str> = state.status.iter().map(|s| s.map_or("", status_class)).collect();
    let labels: Vec<String> = (0..graph.vertex_count())
        .map(|v| match state.status[v] {
            Some(Status::Draw) => t.draw().to_owned(),
            Some(s) => format!("{}{}", status_word(t, s), state.remoteness[v]),
            None if state.count[v] > 0 => format!("{}/{}", state.count[v], graph.out_degree(v)),
            None => String::new(),
        })
        .collect();
    let name = |v: u32| graph.name(v as usize).to_owned();
    let sentence = match current.checked_sub(1).and_then(|i| events.get(i)) {
        None => t.retro_start().to_owned(),
        Some(RetroEvent::Final { v }) => t.ev_final(name(*v)),
        Some(RetroEvent::Take { v }) => {
            let s = state.status[*v as usize].unwrap_or(Status::Draw);
            t.ev_take(state.remoteness[*v as usize], status_word(t, s), name(*v))
        }
        Some(RetroEvent::Won { v, via, remoteness }) => t.ev_won(remoteness, name(*v), name(*via)),
        Some(RetroEvent::Count { v, via, count, degree, remoteness }) => {
            if count == degree {
                t.ev_lost(*degree, remoteness, name(*v), name(*via))
            } else {
                t.ev_count(count, *degree, name(*v), name(*via))
            }
        }
        Some(RetroEvent::Already { v, via }) => t.ev_already(name(*v), name(*via)),
        Some(RetroEvent::Draws { vertices }) if vertices.is_empty() => t.ev_no_draws().to_owned(),
        Some(RetroEvent::Draws { vertices }) => t.ev_draws(names(graph, vertices)),
    };
    let focus: Option<u32> = match current.checked_sub(1).and_then(|i| events.get(i)) {
        Some(RetroEvent::Won { v, .. } | RetroEvent::Count { v, .. } | RetroEvent::Already { v, .. }) => {
            Some(*v)
        }
        Some(RetroEvent::Final { v } | RetroEvent::Take { v }) => Some(*v),
        _ => None,
    };
    let queue = if state.queue.is_empty() { t.queue_empty().to_owned() } else { names(graph, &state.queue) };
    // The counters of the vertices still undecided that have counted a won successor.
    let counters: Vec<String> = (0..graph.vertex_count())
        .filter(|&v| state.status[v].is_none() && state.count[v] > 0)
        .take(40)
        .map(|v| format!("{} {}/{}", graph.name(v), state.count[v], graph.out_degree(v)))
        .collect();
    html! {
        <section class="panel retro-stepper" aria-labelledby="retro-heading" tabindex="0" onkeydown={stepper.onkeydown.clone()}>
            <h2 id="retro-heading">{ t.retro_heading() }</h2>
            <p class="muted">{ t.retro_intro() }</p>
            { stepper.bar(t.step_of(current, steps)) }
            <p class="step-text" aria-live="polite">{ sentence }</p>
            <p class="queue"><strong>{ t.queue_label() }</strong>{ " " }<span class="queue-items">{ queue }</span></p>
            if !counters.is_empty() {
                <p class="counters"><strong>{ t.counters_label() }</strong>{ " " }<span class="counter-items">{ counters.join(", ") }</span></p>
            }
            if props.drawn {
                <GraphPicture graph={graph.clone()} layout={props.layout.clone()} classes={Rc::new(classes)}
                              labels={Rc::new(labels)} selected={focus} tokens={state.current.into_iter().collect::<Vec<_>>()}
                              label={t.retro_heading()} class="stepper-picture" />
            }
            if !props.drawn {
                <p class="muted">{ t.stepper_not_drawn() }</p>
            }
        </section>
    }
}

/// Grundy values level by level, each vertex's mex in the mex stepper; vertices without a level.
#[component(LevelsStepper)]
fn levels_stepper(props: &StepperProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let graph = &props.graph;
    let values = graph.values();
    let levels = &values.levels;
    let order = &levels.order;
    let stepper = use_stepper(order.len());
    {
        let step = stepper.step.setter();
        use_effect_with(graph.clone(), move |_| step.set(0));
    }
    let (current, steps) = (stepper.current, stepper.last);
    let done: &[u32] = &order[..current];
    let mut classes = vec![""; graph.vertex_count()];
    let mut labels = vec![String::new(); graph.vertex_count()];
    const LEVEL_CLASSES: [&str; 6] = ["level-0", "level-1", "level-2", "level-3", "level-4", "level-5"];
    for &v in done {
        let v = v as usize;
        classes[v] = LEVEL_CLASSES[(levels.level[v] as usize) % LEVEL_CLASSES.len()];
        labels[v] = t.level_tag(levels.grundy[v], levels.level[v]);
    }
    for (v, _) in no_level_reasons(graph, levels) {
        classes[v as usize] = "no-level";
    }
    let focus = done.last().copied();
    let sentence = match focus {
        None => t.level_start().to_owned(),
        Some(v) if graph.out_degree(v as usize) == 0 => t.level_final(graph.name(v as usize)),
        Some(v) => t.level_step(levels.grundy[v as usize], levels.level[v as usize], graph.name(v as usize)),
    };
    let trace =
        focus.and_then(|v| level_mex(graph, levels, v as usize)).ok_or_else(|| t.level_start().to_owned());
    let reasons = no_level_reasons(graph, levels);
    html! {
        <section class="panel levels-stepper" aria-labelledby="levels-heading" tabindex="0" onkeydown={stepper.onkeydown.clone()}>
            <h2 id="levels-heading">{ t.levels_heading() }</h2>
            <p class="muted">{ t.levels_intro() }</p>
            { stepper.bar(t.step_of(current, steps)) }
            <p class="step-text" aria-live="polite">{ if current == steps && steps > 0 { format!("{sentence} {}", t.level_done()) } else { sentence } }</p>
            if props.drawn {
                <GraphPicture graph={graph.clone()} layout={props.layout.clone()} classes={Rc::new(classes)}
                              labels={Rc::new(labels)} selected={focus} label={t.levels_heading()} class="stepper-picture" />
            }
            if !props.drawn {
                <p class="muted">{ t.stepper_not_drawn() }</p>
            }
            if focus.is_some_and(|v| graph.out_degree(v as usize) > 0) {
                <MexStepper {trace} />
            }
            if !reasons.is_empty() {
                <div class="no-level-list">
                    <p>{ t.no_level_intro() }</p>
                    <ul>
                        { for reasons.iter().take(40).map(|&(v, w)| html! {
                            <li>{ t.no_level_line(graph.name(v as usize), graph.name(w as usize)) }</li>
                        }) }
                    </ul>
                </div>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ValuesProps {
    position: GraphPosition,
}

/// The generalized values of every vertex, and for several tokens the sum with its check.
#[component(ValuesPanel)]
fn values_panel(props: &ValuesProps) -> Html {
    let t = Words(use_lang());
    let position = &props.position;
    let graph = position.graph();
    let values = graph.values();
    // The check builds the sum's own graph: once per position.
    let sum = use_memo(position.clone(), |position| {
        (position.tokens().len() > 1).then(|| {
            let value = position.value();
            let check =
                position.product_analysis().map(|(_, _, retro)| retro.status[0].outcome() == value.outcome());
            (value, check)
        })
    });
    html! {
        <section class="panel generalized">
            <h2>{ t.generalized_heading() }</h2>
            <p class="muted">{ t.generalized_intro() }</p>
            <ul class="generalized-values">
                { for (0..graph.vertex_count()).take(MAX_DRAWN).map(|v| html! {
                    <li>{ t.generalized_line(graph.name(v), &values.gsg.values[v]) }</li>
                }) }
            </ul>
            if let Some((value, check)) = (*sum).clone() {
                <h3>{ t.sum_heading() }</h3>
                <p class="sum-value">{ t.sum_line(position.tokens_text(), &value) }</p>
                <p class="sum-check">{ match check { Some(agree) => text::sum_check(t, agree), None => t.sum_too_large() } }</p>
            }
        </section>
    }
}

/// Whether a `<details>` is open, kept from its toggle events: a closed panel builds nothing of
/// what it hides (a 300-vertex graph drawn once more, or its whole text).
fn on_details_toggle(open: UseStateHandle<bool>) -> Callback<Event> {
    Callback::from(move |event: Event| {
        let details: Option<web_sys::Element> = event.target().and_then(|t| t.dyn_into().ok());
        open.set(details.is_some_and(|details| details.has_attribute("open")));
    })
}

#[derive(Properties, PartialEq)]
struct EditorProps {
    start: GraphPosition,
    on_new_game: Callback<GraphPosition>,
}

/// Click a vertex, then another, to add or remove an arrow; forms for vertices, arrows, the
/// start; undo. Each edit starts a new game on the edited graph.
#[component(GraphEditor)]
fn graph_editor(props: &EditorProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let start = &props.start;
    let graph = start.graph().clone();
    let selected = use_state_eq(|| None::<u32>);
    let history = use_mut_ref(Vec::<GraphPosition>::new);
    let name = use_state_eq(String::new);
    let from = use_state_eq(|| 0usize);
    let to = use_state_eq(|| 0usize);
    let error = use_state_eq(|| None::<String>);
    let open = use_state_eq(|| false);
    let layout = use_memo(layout_key(start), |(start, _)| layout_of(start));
    let apply = {
        let (history, on_new_game, error, start) =
            (history.clone(), props.on_new_game.clone(), error.clone(), start.clone());
        Callback::from(move |result: Result<GraphPosition, String>| match result {
            Ok(next) => {
                history.borrow_mut().push(start.clone());
                error.set(None);
                on_new_game.emit(next);
            }
            Err(message) => error.set(Some(message)),
        })
    };
    let edit_error = move |e: EditError| match e {
        EditError::BadName { name } => t.editor_error_exists(&name),
        EditError::TooLarge => text::too_large(t, MAX_PAGE_VERTICES, MAX_PAGE_ARROWS),
    };
    let on_vertex = {
        let (selected, apply, start) = (selected.clone(), apply.clone(), start.clone());
        Callback::from(move |v: u32| match *selected {
            None => selected.set(Some(v)),
            Some(u) => {
                selected.set(None);
                apply.emit(
                    start.with_arrow_toggled(u as usize, v as usize, MAX_PAGE_ARROWS).map_err(edit_error),
                );
            }
        })
    };
    let add_vertex = {
        let (apply, start, name) = (apply.clone(), start.clone(), name.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let typed = name.trim().to_owned();
            let chosen = if typed.is_empty() { start.fresh_name() } else { typed };
            apply.emit(start.with_vertex(&chosen, MAX_PAGE_VERTICES).map_err(edit_error));
            name.set(String::new());
        })
    };
    let toggle_arrow = {
        let (apply, start, from, to) = (apply.clone(), start.clone(), from.clone(), to.clone());
        Callback::from(move |_: MouseEvent| {
            apply.emit(start.with_arrow_toggled(*from, *to, MAX_PAGE_ARROWS).map_err(edit_error));
        })
    };
    let delete_vertex = {
        let (apply, start, from) = (apply.clone(), start.clone(), from.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(next) = start.without_vertex(*from) {
                apply.emit(Ok(next));
            }
        })
    };
    let set_start = {
        let (apply, start, from) = (apply.clone(), start.clone(), from.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(next) = start.with_start(*from) {
                apply.emit(Ok(next));
            }
        })
    };
    let move_buttons = {
        let arrows = [("←", (-1, 0)), ("↑", (0, -1)), ("↓", (0, 1)), ("→", (1, 0))];
        arrows.into_iter().zip(text::move_directions(t)).map(|((glyph, steps), label)| {
            let (graph, start, on_new_game, v) = (graph.clone(), start.clone(), props.on_new_game.clone(), *from);
            // The same graph again: the game restarts, as after every edit, with the vertex moved.
            let onclick = Callback::from(move |_: MouseEvent| {
                move_drawn(&graph, v, steps);
                on_new_game.emit(start.clone());
            });
            html! { <button class="move-vertex" aria-label={label} title={label} {onclick}>{ glyph }</button> }
        })
    };
    let undo = {
        let (history, on_new_game) = (history.clone(), props.on_new_game.clone());
        Callback::from(move |_: MouseEvent| {
            let previous = history.borrow_mut().pop();
            if let Some(previous) = previous {
                on_new_game.emit(previous);
            }
        })
    };
    let select = |state: UseStateHandle<usize>| {
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(v) = select.value().parse::<usize>() {
                state.set(v);
            }
        })
    };
    let options = |chosen: usize| {
        (0..graph.vertex_count().min(MAX_PAGE_VERTICES))
            .map(
                |v| html! { <option value={v.to_string()} selected={v == chosen}>{ graph.name(v) }</option> },
            )
            .collect::<Html>()
    };
    let on_name = {
        let name = name.setter();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            name.set(input.value());
        })
    };
    let drawn = graph.vertex_count() <= MAX_DRAWN;
    let all: Vec<u32> = (0..graph.vertex_count() as u32).collect();
    let can_undo = !history.borrow().is_empty();
    html! {
        <details class="panel graph-editor" ontoggle={on_details_toggle(open.clone())}>
            <summary>{ t.editor_heading() }</summary>
            if *open {
            <p class="muted editor-help">{ t.editor_help() }</p>
            if let Some(v) = *selected {
                <p class="editor-selected" aria-live="polite">{ t.editor_selected(graph.name(v as usize)) }</p>
            }
            if drawn {
                <GraphPicture graph={graph.clone()} layout={(*layout).clone()} classes={Rc::new(Vec::new())}
                              labels={Rc::new(Vec::new())} tokens={start.tokens().to_vec()} targets={all}
                              selected={*selected} on_vertex={Some(on_vertex)} label={t.editor_heading()} class="editor-picture" />
            }
            <form class="setup-row add-vertex" onsubmit={add_vertex}>
                <label>{ t.vertex_name() }{ " " }
                    <input class="vertex-name" value={(*name).clone()} oninput={on_name} size="8" placeholder={start.fresh_name()} />
                </label>
                <button type="submit">{ t.add_vertex() }</button>
            </form>
            <div class="setup-row arrow-row">
                <label>{ t.from_label() }{ " " }<select class="arrow-from" onchange={select(from.clone())}>{ options(*from) }</select></label>
                <label>{ t.to_label() }{ " " }<select class="arrow-to" onchange={select(to.clone())}>{ options(*to) }</select></label>
                <button class="toggle-arrow" onclick={toggle_arrow}>
                    { if graph.has_arrow(*from, *to) { t.remove_arrow() } else { t.add_arrow() } }
                </button>
            </div>
            <div class="setup-row">
                <button class="delete-vertex" onclick={delete_vertex} disabled={graph.vertex_count() <= 1}>
                    { t.delete_vertex() }{ " " }{ graph.name(*from) }
                </button>
                <button class="set-start" onclick={set_start}>{ t.set_start() }{ ": " }{ graph.name(*from) }</button>
                <button class="undo-edit" onclick={undo} disabled={!can_undo}>{ t.undo_edit() }</button>
            </div>
            <div class="setup-row move-row" role="group" aria-label={format!("{} {}", t.move_vertex(), graph.name(*from))}>
                <span>{ t.move_vertex() }{ " " }<strong>{ graph.name(*from) }</strong></span>
                { for move_buttons }
            </div>
            if let Some(message) = &*error {
                <p class="notice" role="alert">{ message }</p>
            }
            }
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct ImportProps {
    position: GraphPosition,
    on_new_game: Callback<GraphPosition>,
    on_error: Callback<String>,
}

/// The contest format in, and the graph out in it.
#[component(ImportPanel)]
fn import_panel(props: &ImportProps) -> Html {
    let lang = use_lang();
    let t = Words(lang);
    let text = use_state_eq(|| AttrValue::Static(""));
    let error = use_state_eq(|| None::<String>);
    let open = use_state_eq(|| false);
    let on_change = {
        let text = text.setter();
        Callback::from(move |value: AttrValue| text.set(value))
    };
    let on_submit = {
        let (text, error, on_new_game) = (text.clone(), error.clone(), props.on_new_game.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match text.parse::<GraphPosition>() {
                Ok(position) => match GameGraph::start_error(lang, &position) {
                    Some(message) => error.set(Some(message)),
                    None => {
                        error.set(None);
                        on_new_game.emit(position);
                    }
                },
                Err(e) => error.set(Some(GameGraph::parse_error(lang, &e))),
            }
        })
    };
    html! {
        <details class="panel graph-import" ontoggle={on_details_toggle(open.clone())}>
            <summary>{ t.import_heading() }</summary>
            <p class="muted">{ t.import_help() }</p>
            <form class="import-form" onsubmit={on_submit}>
                <ImportBox id="graph-import-text" label={t.import_label()} placeholder={"3\n1 2\n1 3\n0"}
                           value={(*text).clone()} {on_change} max_len={MAX_INPUT_LEN} />
                <button type="submit" class="primary">{ t.import_button() }</button>
            </form>
            if let Some(message) = &*error {
                <p class="notice import-error" role="alert">{ message }</p>
            }
            if *open {
                <label for="graph-export-text">{ t.export_label() }</label>
                <textarea id="graph-export-text" class="export-text" readonly=true rows="5"
                          value={to_contest(props.position.graph())} />
            }
        </details>
    }
}
