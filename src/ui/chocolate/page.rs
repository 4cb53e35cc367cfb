//! The page of the three chocolate games (`#/chocolate-eat/3x2,4x4`, `#/chocolate-split/…`,
//! `#/cutting/…`): one component, generic over the game, with the board, the shared game chrome,
//! the nim-sum by bits, the mex stepper and the Grundy table of the game.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::Solver;
use crate::engine::trace::{MexTrace, XorRow, XorTrace, mex_trace};
use crate::games::Playable;
use crate::games::chocolate::{
    Bar, BarValue, Chocolate, ChocolateMove, ChocolatePosition, Cut, Kind, MAX_WINNING_MOVES,
    ParseChocolateError, ParseMoveError, Rules, SimplifiedCutting, StartError, StatedRules, Variant,
};
use crate::games::session::{Action, Mode, Session};
use crate::ui::chocolate::board::{ChocolateBoard, eat_piece, lines};
use crate::ui::chocolate::text::chocolate_text;
use crate::ui::explain::grundy_table::GrundyTableView;
use crate::ui::explain::history::{History, HistoryEntry};
use crate::ui::explain::mex_stepper::MexStepper;
use crate::ui::explain::text::trace_error;
use crate::ui::explain::xor_panel::XorPanel;
use crate::ui::i18n::{Lang, use_lang};
use crate::ui::kit::chrome::{
    Control, Dismissible, KeyHelp, PlayersBar, PositionForm, StatusWords, TotalLine, TurnControls,
    bad_address, emit_for_key, history_entries, human_first, last_computer_move, notice_text, status_line,
    use_url_position,
};
use crate::ui::kit::keys::is_for_widget;
use crate::ui::kit::reducer::SessionState;
use crate::ui::kit::text::kit_text;

/// The stepper lists every option of a bar up to 200×200 (at most 399).
const STEPPER_MAX_OPTIONS: usize = 400;
/// The nim-sum by bits is drawn for positions of at most this many bars.
const XOR_PANEL_MAX_BARS: usize = 64;
/// The total line writes at most this many values before "…".
const DETAIL_MAX_TERMS: usize = 16;
/// The hint writes out at most this many winning moves (the board marks every one listed, up to
/// [`MAX_WINNING_MOVES`]).
const HINT_MAX_LISTED: usize = 24;

#[derive(Properties, PartialEq)]
pub struct ChocolatePageProps {
    /// The position part of the URL, exactly as it came (may be malformed).
    pub position: Option<AttrValue>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Subject {
    /// A bar on the board, by index.
    Bar(usize),
    /// A bar picked in the table.
    Cell(Bar),
}

/// An address that held no position: what it held and why it was refused (worded at render,
/// so a change of language re-words it).
#[derive(Clone, Debug, PartialEq)]
struct UrlProblem {
    raw: String,
    error: ParseChocolateError,
}

impl UrlProblem {
    fn words(&self, lang: Lang, variant: Variant) -> String {
        let t = chocolate_text(lang);
        let error = (t.parse_error)(variant, &self.error);
        bad_address(
            lang,
            &self.raw,
            (t.position_noun)(variant),
            &error,
            &variant.default_position().to_string(),
        )
    }
}

/// The position a URL names, or the game's default with what was wrong.
fn position_from_url(variant: Variant, raw: Option<&str>) -> (ChocolatePosition, Option<UrlProblem>) {
    let Some(raw) = raw else { return (variant.default_position(), None) };
    match raw.parse::<ChocolatePosition>() {
        Ok(position) => (position, None),
        Err(error) => (variant.default_position(), Some(UrlProblem { raw: raw.to_owned(), error })),
    }
}

/// Why the setup box refused a position.
#[derive(Clone, Debug, PartialEq)]
enum SetupProblem {
    Parse(ParseChocolateError),
    Start(StartError),
}

fn stepper_trace(lang: Lang, variant: Variant, bar: Bar) -> Result<MexTrace, String> {
    let t = chocolate_text(lang);
    let result = match variant {
        Variant::Cutting if bar.is_square() => return Err((t.square_no_steps)(bar)),
        Variant::Cutting if bar.is_strip() => return Err((t.strip_no_steps)(bar)),
        // The trace carries its moves and positions as terms; the stepper words them.
        Variant::Cutting => {
            mex_trace(&mut Solver::new(), &SimplifiedCutting, &vec![bar], STEPPER_MAX_OPTIONS)
        }
        _ => mex_trace(&mut Solver::new(), &StatedRules(variant), &vec![bar], STEPPER_MAX_OPTIONS),
    };
    result.map_err(|e| trace_error(lang, &e))
}

/// How many CSS pixels a bar's drawing may take, from the window width and the number of bars.
fn bar_max_px(bars: usize) -> f64 {
    let width =
        web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|w| w.as_f64()).unwrap_or(1280.0);
    // Below 900 px the board has the whole width; above, three fifths of it (see style.css).
    let board = if width <= 900.0 { width - 60.0 } else { width * 0.6 - 60.0 };
    let per_row = (bars.max(1) as f64).sqrt().ceil();
    // Wide screens (a classroom projector) draw larger bars: 320 px up to 1280 px wide, 480 at 1920.
    let largest = (width / 4.0).clamp(320.0, 512.0);
    (board / per_row - 24.0).clamp(60.0, largest)
}

/// A few values joined by ⊕, shortened for long positions.
fn xor_detail(lang: Lang, values: &[BarValue]) -> Option<String> {
    if values.len() < 2 {
        return None;
    }
    let mut terms: Vec<String> = values
        .iter()
        .take(DETAIL_MAX_TERMS)
        .map(|v| match v {
            BarValue::Value(v) => v.value().to_string(),
            _ => "?".into(),
        })
        .collect();
    if values.len() > DETAIL_MAX_TERMS {
        terms.push((chocolate_text(lang).more_terms)(values.len() - DETAIL_MAX_TERMS));
    }
    Some(terms.join(" ⊕ "))
}

fn xor_explanation(lang: Lang, variant: Variant, trace: &XorTrace) -> String {
    let t = chocolate_text(lang);
    match trace.derivation {
        None => t.xor_even.into(),
        Some(d) => (t.xor_explanation)(
            variant,
            trace.total.value(),
            1u64 << d.bit,
            &trace.rows[d.row].label,
            d.from.value(),
            d.to.value(),
        ),
    }
}

/// What the board session shows, as plain data: the view below is the same code for all three
/// games (only this shell is generic), which keeps the wasm small.
#[derive(Clone, Debug, PartialEq)]
struct Snapshot {
    start: ChocolatePosition,
    position: ChocolatePosition,
    mode: Mode,
    human_first: bool,
    can_undo: bool,
    can_redo: bool,
    is_over: bool,
    awaits_human: bool,
    status: String,
    notice: Option<String>,
    /// The computer's last move with and without its reason (blind play hides reasons).
    last_reason: Option<(String, String)>,
    entries: Vec<HistoryEntry>,
    /// The last move, if it was a break in the split or cutting game: (first piece, between rows).
    fresh: Option<(usize, bool)>,
    /// Every winning move with the position it leads to.
    winning: Rc<Vec<(ChocolateMove, String)>>,
    /// The start is itself over (a finished game from an address): "Play again" would repeat it.
    start_is_over: bool,
}

/// What the view asks of the session.
#[derive(Clone, Debug, PartialEq)]
enum BoardAction {
    Play(ChocolateMove),
    Control(Control),
    NewGame(ChocolatePosition),
    SetMode(Mode),
    SetHumanFirst(bool),
    /// Clears the session's last message (a newer one replaces it).
    DismissNotice,
}

#[component(ChocolatePage)]
pub fn chocolate_page<K: Kind>(props: &ChocolatePageProps) -> Html {
    let lang = use_lang();
    let t = chocolate_text(lang);
    let variant = K::VARIANT;
    let initial = use_memo((), {
        let raw = props.position.clone();
        move |_| position_from_url(variant, raw.as_deref())
    });
    let url_message = use_state_eq({
        let initial = initial.clone();
        move || initial.1.clone()
    });
    let session = use_reducer({
        let initial = initial.clone();
        move || SessionState(Session::<Chocolate<K>>::new(initial.0.clone(), Mode::HumanVsComputer, true))
    });
    let s = &session.0;
    let position = s.position().clone();

    let on_open = use_callback((), {
        let dispatcher = session.dispatcher();
        let url_message = url_message.setter();
        move |raw: String, _| {
            let (wanted, message) = position_from_url(variant, Some(&raw));
            if message.is_some() {
                url_message.set(message);
                dispatcher.dispatch(Action::NewGame(wanted));
            } else {
                dispatcher.dispatch(Action::Open(wanted));
            }
        }
    });
    // The address is written only while the notation can hold the position (its reader would
    // refuse more bars); past that it keeps the last one that fit, and the page says so.
    let last_url = use_mut_ref(String::new);
    let url_text = if position.fits_notation() {
        let text = position.to_url();
        last_url.borrow_mut().clone_from(&text);
        text
    } else {
        last_url.borrow().clone()
    };
    use_url_position(variant.id(), url_text, props.position.clone(), on_open);

    let on_action =
        use_callback((session.dispatcher(), url_message.setter()), |action, (dispatcher, url_message)| {
            dispatcher.dispatch(match action {
                BoardAction::Play(mv) => Action::Play(mv),
                BoardAction::Control(Control::Undo) => Action::Undo,
                BoardAction::Control(Control::Redo) => Action::Redo,
                BoardAction::Control(_) => Action::ComputerStep,
                BoardAction::NewGame(position) => {
                    url_message.set(None);
                    Action::NewGame(position)
                }
                BoardAction::SetMode(mode) => Action::SetMode(mode),
                BoardAction::SetHumanFirst(first) => Action::SetHumanFirst(first),
                BoardAction::DismissNotice => Action::DismissNotice,
            })
        });
    let on_dismiss_url = use_callback(url_message.setter(), |_: (), url_message| url_message.set(None));
    let winning = use_memo(position.clone(), move |p| {
        let game = Chocolate::<K>::new();
        game.winning_moves(p)
            .into_iter()
            .map(|mv| (mv, game.play(p, &mv).map(|to| to.to_string()).unwrap_or_default()))
            .collect::<Vec<_>>()
    });
    let snapshot = Snapshot {
        start: s.start.clone(),
        position: position.clone(),
        mode: s.mode,
        human_first: human_first(s),
        can_undo: s.can_undo(),
        can_redo: s.can_redo(),
        is_over: s.is_over(),
        awaits_human: s.awaits_human(),
        status: match variant.finished_note(&s.start) {
            // A cutting position holding a 1×1 (from the address): say why nothing can be played.
            Some(finished) if s.cursor == 0 => (t.finished)(finished),
            _ => status_line(
                lang,
                s,
                &StatusWords {
                    how_to_move: (t.how_to_move)(variant),
                    winning_move: (t.winning_move)(variant),
                    empty: (t.why_no_move)(variant, position.bars().is_empty()),
                },
            ),
        },
        notice: s.notice.as_ref().map(|notice| notice_text(lang, notice)),
        last_reason: last_computer_move(lang, s, true).zip(last_computer_move(lang, s, false)),
        entries: history_entries(lang, s, true),
        fresh: match (variant, s.played().last()) {
            (Variant::Eat, _) | (_, None) => None,
            (_, Some(ply)) => Some((ply.mv.bar, ply.mv.cut.between_rows())),
        },
        winning: Rc::new((*winning).clone()),
        start_is_over: Rules(variant).is_over(&s.start),
    };
    html! {
        <ChocolateView {variant} snapshot={Rc::new(snapshot)} url_message={url_message.as_ref().map(|p| p.words(lang, variant))}
                       {on_dismiss_url} {on_action} />
    }
}

#[derive(Properties, PartialEq)]
struct ChocolateViewProps {
    variant: Variant,
    snapshot: Rc<Snapshot>,
    url_message: Option<String>,
    on_dismiss_url: Callback<()>,
    on_action: Callback<BoardAction>,
}

#[component(ChocolateView)]
fn chocolate_view(props: &ChocolateViewProps) -> Html {
    let lang = use_lang();
    let t = chocolate_text(lang);
    let kit = kit_text(lang);
    let variant = props.variant;
    let s = &*props.snapshot;
    let on_action = props.on_action.clone();
    let show_labels = use_state_eq(|| true);
    let show_hint = use_state_eq(|| false);
    let selection = use_state_eq(|| None::<(usize, Option<Cut>)>);
    let pending = use_state_eq(|| None::<(usize, Cut)>);
    let setup_text = use_state_eq(|| s.start.to_string());
    let setup_error = use_state_eq(|| None::<SetupProblem>);
    let move_text = use_state_eq(String::new);
    let move_error = use_state_eq(|| None::<ParseMoveError>);
    let subject = use_state_eq(|| Subject::Bar(0));
    let stepper_ref = use_node_ref();
    let position = s.position.clone();

    // The setup box follows the game's start (a new game, or a position from the URL).
    {
        let setup_text = setup_text.setter();
        use_effect_with(s.start.clone(), move |start| setup_text.set(start.to_string()));
    }
    // A new position hides the hint, drops a marked break and keeps the keyboard on a bar that exists.
    {
        let show_hint = show_hint.setter();
        let pending = pending.setter();
        let selection = selection.clone();
        let move_error = move_error.setter();
        use_effect_with(position.clone(), move |position| {
            show_hint.set(false);
            pending.set(None);
            move_error.set(None);
            if let Some((bar, _)) = *selection {
                let count = position.bars().len();
                selection.set((count > 0).then(|| (bar.min(count - 1), None)));
            }
        });
    }

    // A marked break or a keyboard line from the previous position (the effect above drops them
    // only after this render) is ignored unless it is a line inside the bar it names now.
    let line_fits = |index: usize, line: Cut| position.bars().get(index).is_some_and(|b| b.has_line(line));
    let pending_now = (*pending).filter(|&(index, line)| line_fits(index, line));
    // The piece choice appears under the board: on a phone that can be below the screen, so it is
    // brought into view (as little scrolling as possible) when a break is marked.
    let choice_ref = use_node_ref();
    {
        let choice_ref = choice_ref.clone();
        use_effect_with(pending_now.is_some(), move |&shown| {
            if shown && let Some(element) = choice_ref.cast::<web_sys::Element>() {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                element.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
    }
    let selection_now = (*selection)
        .filter(|&(index, _)| index < position.bars().len())
        .map(|(index, line)| (index, line.filter(|&line| line_fits(index, line))));

    let labels: Vec<BarValue> = position.bars().iter().map(|&b| variant.bar_value(b)).collect();
    let winning = s.winning.clone();
    let subject_bar = match *subject {
        Subject::Bar(index) => position.bars().get(index).or_else(|| position.bars().first()).copied(),
        Subject::Cell(bar) => Some(bar),
    };
    // The trace holds words: it is recorded again when the language changes.
    let trace = use_memo((subject_bar, lang), move |(bar, lang)| match bar {
        Some(bar) => stepper_trace(*lang, variant, *bar),
        None => Err((chocolate_text(*lang).nothing_to_step)(variant).into()),
    });

    let play =
        use_callback(on_action.clone(), |mv: ChocolateMove, on_action| on_action.emit(BoardAction::Play(mv)));
    let on_line =
        use_callback((play.clone(), pending.setter()), move |(bar, line): (usize, Cut), (play, pending)| {
            if variant == Variant::Eat {
                pending.set(Some((bar, line)));
            } else {
                play.emit(ChocolateMove { bar, cut: line });
            }
        });
    let on_eat =
        use_callback((play.clone(), pending.setter()), |(bar, cut): (usize, Cut), (play, pending)| {
            pending.set(None);
            play.emit(ChocolateMove { bar, cut });
        });

    let awaits_human = s.awaits_human;
    let on_control = {
        let on_action = on_action.clone();
        let show_hint = show_hint.clone();
        let show_labels = show_labels.clone();
        Callback::from(move |control| match control {
            Control::ToggleHint => show_hint.set(!*show_hint),
            Control::ToggleLabels => show_labels.set(!*show_labels),
            control => on_action.emit(BoardAction::Control(control)),
        })
    };
    let onkeydown = {
        let selection = selection.clone();
        let pending = pending.clone();
        let on_control = on_control.clone();
        let on_line = on_line.clone();
        let on_eat = on_eat.clone();
        let bars: Vec<Bar> = position.bars().to_vec();
        Callback::from(move |event: KeyboardEvent| {
            if !is_for_widget(&event) {
                return;
            }
            let count = bars.len();
            let (bar, line) = selection_now.unwrap_or((0, None));
            let step_line = |forward: bool| -> Option<Cut> {
                let all = lines(*bars.get(bar)?);
                if all.is_empty() {
                    return None;
                }
                let at = line.and_then(|l| all.iter().position(|&x| x == l));
                let next = match (at, forward) {
                    (None, true) => 0,
                    (None, false) => all.len() - 1,
                    (Some(i), true) => (i + 1) % all.len(),
                    (Some(i), false) => (i + all.len() - 1) % all.len(),
                };
                Some(all[next])
            };
            let handled = match event.key().as_str() {
                _ if count == 0 => match Control::for_key(&event.key()) {
                    Some(control) => {
                        on_control.emit(control);
                        true
                    }
                    None => false,
                },
                "ArrowRight" => {
                    let next = if selection_now.is_some() { (bar + 1) % count } else { 0 };
                    selection.set(Some((next, None)));
                    true
                }
                "ArrowLeft" => {
                    let next = if selection_now.is_some() { (bar + count - 1) % count } else { count - 1 };
                    selection.set(Some((next, None)));
                    true
                }
                "ArrowDown" => {
                    selection.set(Some((bar, step_line(true))));
                    true
                }
                "ArrowUp" => {
                    selection.set(Some((bar, step_line(false))));
                    true
                }
                "Enter" | " " => {
                    if let Some(line) = line {
                        on_line.emit((bar, line));
                    }
                    true
                }
                "1" | "2" => {
                    if let Some((index, line)) = pending_now
                        && let Some(cut) =
                            bars.get(index).and_then(|&b| eat_piece(line, b, event.key() == "1"))
                    {
                        on_eat.emit((index, cut));
                    }
                    true
                }
                "e" | "E" if variant == Variant::Eat => {
                    if selection_now.is_some() {
                        on_eat.emit((bar, Cut::EatWhole));
                    }
                    true
                }
                "Escape" => {
                    pending.set(None);
                    true
                }
                key => emit_for_key(key, &on_control),
            };
            if handled {
                event.prevent_default();
            }
        })
    };

    // The move form: a move in the notation, for compact bars and for typing.
    let on_move_submit = {
        let on_action = on_action.clone();
        let move_text = move_text.clone();
        let move_error = move_error.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match move_text.trim().parse::<ChocolateMove>() {
                Ok(mv) => {
                    move_error.set(None);
                    on_action.emit(BoardAction::Play(mv));
                }
                Err(error) => {
                    // One message at a time: this one replaces the last refused move's.
                    on_action.emit(BoardAction::DismissNotice);
                    move_error.set(Some(error));
                }
            }
        })
    };
    let on_move_input = {
        let move_text = move_text.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            move_text.set(input.value());
        })
    };

    let new_game = {
        let on_action = on_action.clone();
        let setup_text = setup_text.clone();
        let setup_error = setup_error.clone();
        Callback::from(move |position: ChocolatePosition| {
            setup_text.set(position.to_string());
            setup_error.set(None);
            on_action.emit(BoardAction::NewGame(position));
        })
    };
    let on_setup_submit = {
        let setup_text = setup_text.clone();
        let setup_error = setup_error.clone();
        let move_error = move_error.setter();
        let on_action = on_action.clone();
        let new_game = new_game.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let checked =
                setup_text.parse::<ChocolatePosition>().map_err(SetupProblem::Parse).and_then(|position| {
                    variant.check_start(&position).map(|()| position).map_err(SetupProblem::Start)
                });
            match checked {
                Ok(position) => new_game.emit(position),
                Err(problem) => {
                    on_action.emit(BoardAction::DismissNotice);
                    move_error.set(None);
                    setup_error.set(Some(problem));
                }
            }
        })
    };
    let on_setup_input = {
        let setup_text = setup_text.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            setup_text.set(input.value());
        })
    };
    let random = {
        let new_game = new_game.clone();
        Callback::from(move |_: MouseEvent| {
            let mut rng = fastrand::Rng::with_seed((js_sys::Math::random() * 9.0e15) as u64);
            new_game.emit(variant.random_start(&mut rng));
        })
    };
    let restart = {
        let on_action = on_action.clone();
        let start = s.start.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(BoardAction::NewGame(start.clone())))
    };
    let on_mode =
        use_callback(on_action.clone(), |mode, on_action| on_action.emit(BoardAction::SetMode(mode)));
    let on_first =
        use_callback(on_action.clone(), |first, on_action| on_action.emit(BoardAction::SetHumanFirst(first)));
    let on_subject = {
        let subject = subject.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(index) = select.value().parse::<usize>() {
                subject.set(Subject::Bar(index));
            }
        })
    };
    // Stable, so the table view does not re-render with every move.
    let on_pick =
        use_callback((subject.setter(), stepper_ref.clone()), |bar: Bar, (subject, stepper_ref)| {
            subject.set(Subject::Cell(bar));
            if let Some(element) = stepper_ref.cast::<web_sys::Element>() {
                element.scroll_into_view();
            }
        });

    let status = s.status.clone();
    let last_reason = s
        .last_reason
        .as_ref()
        .map(|(with, without)| if *show_labels { with.clone() } else { without.clone() });
    let entries: Vec<HistoryEntry> = s
        .entries
        .iter()
        .map(|entry| HistoryEntry { reason: entry.reason.clone().filter(|_| *show_labels), ..entry.clone() })
        .collect();
    let hint_moves: Vec<(usize, Cut)> =
        if *show_hint { winning.iter().map(|(m, _)| (m.bar, m.cut)).collect() } else { Vec::new() };
    let fresh = s.fresh;
    // In the cutting game a 1×1 means the game is over; otherwise a strip means a win at once.
    let has_square = variant == Variant::Cutting && position.bars().iter().any(|b| b.is_square());
    let has_strip =
        !has_square && variant == Variant::Cutting && position.bars().iter().any(|b| b.is_strip());
    let nim_sum = variant.nim_sum(&position);
    let max_px = bar_max_px(position.bars().len());

    // The bit table is for reading: past 64 bars it would be a wall of digits (and slow to draw).
    let xor_trace = nim_sum.filter(|_| position.bars().len() <= XOR_PANEL_MAX_BARS).map(|_| {
        XorTrace::new(
            position
                .bars()
                .iter()
                .zip(&labels)
                .enumerate()
                .map(|(index, (bar, value))| XorRow {
                    label: (t.bar_name)(variant, index, *bar),
                    value: match value {
                        BarValue::Value(v) => *v,
                        _ => Default::default(),
                    },
                })
                .collect(),
        )
    });

    let chooser = html! {
        <>
            <label class="chooser">{ (t.step_through)(variant) }
                <select onchange={on_subject}>
                    if let Subject::Cell(bar) = *subject {
                        <option value="cell" selected=true>{ (t.from_table)(bar) }</option>
                    }
                    { for position.bars().iter().enumerate().take(64).map(|(i, bar)| html! {
                        <option value={i.to_string()} selected={*subject == Subject::Bar(i)}>
                            { (t.bar_name)(variant, i, *bar) }
                        </option>
                    }) }
                </select>
            </label>
            if variant == Variant::Cutting {
                <p class="muted stepper-note">
                    { t.cutting_stepper_note }
                </p>
            }
        </>
    };
    let pending_choice = pending_now.and_then(|(index, line)| {
        let bar = *position.bars().get(index)?;
        let rows = matches!(line, Cut::AfterRow(_));
        let first = eat_piece(line, bar, true)?;
        let second = eat_piece(line, bar, false)?;
        let piece = |cut: Cut| match cut {
            Cut::EatRows(k) => Bar { h: k, w: bar.w },
            _ => Bar { h: bar.h, w: if let Cut::EatColumns(k) = cut { k } else { bar.w } },
        };
        let eat = |cut: Cut| {
            let on_eat = on_eat.clone();
            Callback::from(move |_: MouseEvent| on_eat.emit((index, cut)))
        };
        Some(html! {
            <div class="piece-choice" role="group" aria-label={t.which_piece}>
                <span>{ (t.eat_which)(index) }</span>
                <button class="eat-first" onclick={eat(first)}>{ (t.eat_piece)(true, rows, piece(first)) }<kbd class="key-hint">{ "1" }</kbd></button>
                <button class="eat-second" onclick={eat(second)}>{ (t.eat_piece)(false, rows, piece(second)) }<kbd class="key-hint">{ "2" }</kbd></button>
                <button class="cancel" onclick={{ let pending = pending.setter(); Callback::from(move |_: MouseEvent| pending.set(None)) }}>{ t.cancel }<kbd class="key-hint">{ "Esc" }</kbd></button>
            </div>
        })
    });
    let selection_text = selection_now
        .and_then(|(index, line)| {
            let bar = position.bars().get(index)?;
            Some((t.selected)(variant, index, *bar, line))
        })
        .unwrap_or_default();

    let setup_error_text = setup_error.as_ref().map(|problem| {
        let why = match problem {
            SetupProblem::Parse(error) => (t.parse_error)(variant, error),
            SetupProblem::Start(error) => (t.start_error)(error),
        };
        (kit.not_changed)(&why)
    });

    html! {
        <main class={classes!("page", "chocolate-page", format!("game-{}", variant.id()))}>
            <section class="play-area">
                <h1>{ (t.title)(variant) }</h1>
                <p class="rules">{ (t.rules)(variant) }</p>
                <PlayersBar mode={s.mode} human_first={s.human_first} {on_mode} {on_first} />
                <Dismissible message={props.url_message.clone()} class="url-notice" on_dismiss={props.on_dismiss_url.clone()} />
                <p class={classes!("status", s.is_over.then_some("game-over"))} aria-live="polite">
                    { match pending_now {
                        Some((index, _)) => (t.pending_status)(index),
                        None => status,
                    } }
                </p>
                if let Some(notice) = &s.notice {
                    <p class="notice session-notice" role="alert">{ notice }</p>
                }
                if !position.fits_notation() {
                    <p class="notice too-long-for-address">
                        { (t.too_long_for_address)(variant, position.bars().len()) }
                    </p>
                }
                <p class="sr-only" aria-live="polite">{ selection_text }</p>
                <div class="board-area" tabindex="0" {onkeydown} aria-label={(t.board_label)(variant)}>
                    <ChocolateBoard bars={position.bars().to_vec()} {variant} labels={show_labels.then(|| labels.clone())}
                                    {max_px} interactive={awaits_human} selection={selection_now} pending={pending_now}
                                    marked={hint_moves} {fresh} on_line={on_line.clone()} on_eat={on_eat.clone()} />
                </div>
                // A wrapper that is always there: an empty list in its place would shift the
                // siblings Yew matches by position, and the board would lose focus.
                <div class="piece-choice-slot" ref={choice_ref}>{ for pending_choice }</div>
                if *show_labels {
                    if has_square {
                        <p class="total strip-total"><strong class="total-value">{ t.game_over }</strong>
                            { t.square_cut_out_total }</p>
                    } else if has_strip {
                        <p class="total strip-total">
                            <strong class="total-value">{ t.wins_at_once }</strong>
                            { if s.is_over { "" } else { t.strip_on_board } }
                        </p>
                    } else if let Some(total) = nim_sum {
                        <TotalLine detail={xor_detail(lang, &labels)} total={total.value()} is_over={s.is_over}
                                   name={(t.total_name)(variant)} />
                    }
                }
                if let Some(reason) = last_reason {
                    <p class="computer-reason">{ reason }</p>
                }
                if s.is_over {
                    <div class="game-over-actions">
                        if !s.start_is_over {
                            <button class="primary play-again" onclick={restart.clone()}>{ kit.play_again }</button>
                        }
                        <button onclick={random.clone()}>{ kit.random_position }</button>
                    </div>
                }
                <TurnControls can_undo={s.can_undo} can_redo={s.can_redo} is_over={s.is_over} mode={s.mode}
                              show_hint={*show_hint} show_labels={*show_labels} on_control={on_control.clone()} />
                if *show_hint && !s.is_over {
                    <div class="hint-box" role="status">
                        if winning.is_empty() {
                            <p>{ t.no_winning_move }</p>
                        } else {
                            <p>{ if has_strip { t.winning_moves_strip } else { t.winning_moves_intro } }</p>
                            <ul class="winning-moves">
                                { for winning.iter().take(HINT_MAX_LISTED).map(|(mv, to)| {
                                    let shown: String = to.chars().take(60).collect();
                                    html! { <li data-move={mv.to_string()}>{ (t.winning_move_line)(variant, mv, &shown) }</li> }
                                }) }
                            </ul>
                            if winning.len() > HINT_MAX_LISTED {
                                <p class="muted hint-more">{ if winning.len() >= MAX_WINNING_MOVES {
                                    (t.hint_more_capped)(variant, HINT_MAX_LISTED, MAX_WINNING_MOVES)
                                } else {
                                    (t.hint_more)(variant, HINT_MAX_LISTED, winning.len())
                                } }</p>
                            }
                        }
                    </div>
                }
                <form class="take-form move-form" onsubmit={on_move_submit}>
                    <label>{ t.move_label }{ " " }
                        <input type="text" class="move-input" value={(*move_text).clone()} oninput={on_move_input}
                               placeholder={(t.move_placeholder)(variant)}
                               aria-label={t.move_aria} disabled={!awaits_human} spellcheck="false" autocomplete="off" />
                    </label>
                    <button type="submit" disabled={!awaits_human}>{ t.play }</button>
                </form>
                if let Some(error) = &*move_error {
                    <p class="notice move-error" role="alert">{ (t.parse_move_error)(variant, error) }</p>
                }
                <details class="panel setup">
                    <summary>{ kit.set_up }</summary>
                    <PositionForm label={(t.bars_label)(variant)} text={(*setup_text).clone()} oninput={on_setup_input} onsubmit={on_setup_submit}
                                  error={setup_error_text} help={(t.setup_help)(variant)} />
                    <div class="setup-row">
                        <button class="random" onclick={random}>{ kit.random_position }</button>
                        <button class="restart" onclick={restart}>{ kit.restart }</button>
                    </div>
                </details>
                <KeyHelp>
                    <dt>{ "← →" }</dt><dd>{ (t.keys_choose_bar)(variant) }</dd>
                    <dt>{ "↑ ↓" }</dt><dd>{ (t.keys_choose_line)(variant) }</dd>
                    <dt>{ t.keys_enter }</dt><dd>{ (t.keys_break)(variant) }</dd>
                    if variant == Variant::Eat {
                        <dt>{ "E" }</dt><dd>{ t.keys_eat_whole }</dd>
                    }
                </KeyHelp>
            </section>
            <aside class="learn-area">
                if *show_labels {
                    if let Some(trace) = xor_trace {
                        <XorPanel explanation={AttrValue::from(xor_explanation(lang, variant, &trace))} trace={trace}
                                  row_heading={(t.xor_row_heading)(variant)} value_heading={t.xor_value_heading} />
                    } else if has_square {
                        <section class="panel"><p>{ t.square_cut_out_panel }</p></section>
                    } else if let Some(total) = nim_sum {
                        <section class="panel"><p>{ (t.too_many_bars_for_bits)(variant, position.bars().len(), total.value(), XOR_PANEL_MAX_BARS) }</p></section>
                    } else if has_strip {
                        <section class="panel"><p>{ t.strip_panel }</p></section>
                    }
                    <div ref={stepper_ref} class="stepper-anchor">
                        <MexStepper trace={(*trace).clone()} chooser={chooser} />
                    </div>
                } else {
                    <section class="panel"><p class="muted">{ t.blind_play }</p></section>
                }
                <History entries={entries} start={s.start.to_string()} />
            </aside>
            // Hidden, not removed, while values are hidden: the table keeps its size, cursor and
            // filled cells (L twice shows it as it was).
            <div class="table-area" hidden={!*show_labels}>
                <GrundyTableView kind={variant.table_kind()} on_pick={on_pick}
                                 no_value_meaning={(variant == Variant::Cutting).then_some(AttrValue::Static(t.legend_blank))} />
            </div>
        </main>
    }
}
