//! The steppers' calculations as data: the retrograde analysis event by event (the queue, the
//! counters, the vertex decided and why) and the Grundy values level by level (each vertex's mex).
//! The page replays a prefix of the events to draw any step, forward or back.

use super::Graph;
use super::analysis::{Levels, NO_LEVEL, Reverse, Status};
use crate::engine::Nimber;
use crate::engine::trace::{MexOption, MexTrace, MoveTerm, PositionTerm};

/// The steppers record graphs up to this many arrows (the page's editor size).
pub const MAX_TRACED_ARROWS: usize = 5_000;

/// One step of the retrograde analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RetroEvent {
    /// `v` has no move: lost with remoteness 0, into the queue.
    Final { v: u32 },
    /// `v` leaves the queue; its predecessors hear of it next.
    Take { v: u32 },
    /// `v` can move to the lost `via`: won, one move more, into the queue.
    Won { v: u32, via: u32, remoteness: u32 },
    /// `via` is won: `v` counts `count` won successors of `degree`; lost (into the queue, with
    /// `remoteness`) when they are all.
    Count { v: u32, via: u32, count: u32, degree: u32, remoteness: u32 },
    /// `v` was decided already: nothing changes.
    Already { v: u32, via: u32 },
    /// The queue is empty: these vertices were never decided, so they are draws.
    Draws { vertices: Vec<u32> },
}

/// The state of the analysis after some events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetroState {
    pub status: Vec<Option<Status>>,
    pub remoteness: Vec<u32>,
    /// Won successors counted so far.
    pub count: Vec<u32>,
    /// The queue, first to leave first.
    pub queue: Vec<u32>,
    /// The vertex taken from the queue last.
    pub current: Option<u32>,
}

/// The retrograde analysis as events, or `None` for graphs beyond [`MAX_TRACED_ARROWS`].
pub fn retro_trace(graph: &Graph) -> Option<Vec<RetroEvent>> {
    if graph.arrow_count() > MAX_TRACED_ARROWS {
        return None;
    }
    let reverse = Reverse::of(graph);
    let n = graph.vertex_count();
    let mut events = Vec::new();
    let mut status = vec![None; n];
    let mut remoteness = vec![0u32; n];
    let mut count = vec![0u32; n];
    let mut queue = Vec::new();
    for (v, slot) in status.iter_mut().enumerate() {
        if graph.out_degree(v) == 0 {
            *slot = Some(Status::Lost);
            queue.push(v);
            events.push(RetroEvent::Final { v: v as u32 });
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        events.push(RetroEvent::Take { v: v as u32 });
        let next = remoteness[v] + 1;
        for &p in reverse.preds(v) {
            let pu = p as usize;
            if status[pu].is_some() {
                events.push(RetroEvent::Already { v: p, via: v as u32 });
                continue;
            }
            if status[v] == Some(Status::Lost) {
                status[pu] = Some(Status::Won);
                remoteness[pu] = next;
                queue.push(pu);
                events.push(RetroEvent::Won { v: p, via: v as u32, remoteness: next });
            } else {
                count[pu] += 1;
                let degree = graph.out_degree(pu) as u32;
                if count[pu] == degree {
                    status[pu] = Some(Status::Lost);
                    remoteness[pu] = next;
                    queue.push(pu);
                }
                events.push(RetroEvent::Count {
                    v: p,
                    via: v as u32,
                    count: count[pu],
                    degree,
                    remoteness: next,
                });
            }
        }
    }
    let draws: Vec<u32> = (0..n).filter(|&v| status[v].is_none()).map(|v| v as u32).collect();
    events.push(RetroEvent::Draws { vertices: draws });
    Some(events)
}

/// The state after the first `steps` events.
pub fn retro_state(graph: &Graph, events: &[RetroEvent], steps: usize) -> RetroState {
    let n = graph.vertex_count();
    let mut state = RetroState {
        status: vec![None; n],
        remoteness: vec![0; n],
        count: vec![0; n],
        queue: Vec::new(),
        current: None,
    };
    let decide = |state: &mut RetroState, v: u32, status: Status, remoteness: u32| {
        if let Some(slot) = state.status.get_mut(v as usize) {
            *slot = Some(status);
            state.remoteness[v as usize] = remoteness;
            state.queue.push(v);
        }
    };
    for event in events.iter().take(steps) {
        match event {
            RetroEvent::Final { v } => decide(&mut state, *v, Status::Lost, 0),
            RetroEvent::Take { v } => {
                if !state.queue.is_empty() {
                    state.queue.remove(0);
                }
                state.current = Some(*v);
            }
            RetroEvent::Won { v, remoteness, .. } => decide(&mut state, *v, Status::Won, *remoteness),
            RetroEvent::Count { v, count, degree, remoteness, .. } => {
                if let Some(slot) = state.count.get_mut(*v as usize) {
                    *slot = *count;
                }
                if count == degree {
                    decide(&mut state, *v, Status::Lost, *remoteness);
                }
            }
            RetroEvent::Already { .. } => {}
            RetroEvent::Draws { vertices } => {
                state.current = None;
                for &v in vertices {
                    if let Some(slot) = state.status.get_mut(v as usize) {
                        *slot = Some(Status::Draw);
                    }
                }
            }
        }
    }
    state
}

/// How vertex `v` gets its Grundy value from its successors' (all with a level).
pub fn level_mex(graph: &Graph, levels: &Levels, v: usize) -> Option<MexTrace> {
    if levels.level.get(v).is_none_or(|&l| l == NO_LEVEL) {
        return None;
    }
    let options: Vec<MexOption> = graph
        .moves(v)
        .iter()
        .map(|&w| MexOption {
            mv: MoveTerm::Notation(format!("{}>{}", graph.name(v), graph.name(w as usize))),
            position: PositionTerm::Notation(graph.name(w as usize).to_owned()),
            value: Nimber(u64::from(levels.grundy[w as usize])),
            detail: None,
            group: None,
        })
        .collect();
    let mut set: Vec<Nimber> = options.iter().map(|o| o.value).collect();
    set.sort_unstable_by_key(|n| n.value());
    set.dedup();
    Some(MexTrace {
        position: PositionTerm::Notation(graph.name(v).to_owned()),
        options,
        set,
        mex: Nimber(u64::from(levels.grundy[v])),
    })
}

/// The vertices without a level, and for each one a successor without a level (the way into
/// a cycle: following these successors must repeat a vertex).
pub fn no_level_reasons(graph: &Graph, levels: &Levels) -> Vec<(u32, u32)> {
    (0..graph.vertex_count())
        .filter(|&v| levels.level[v] == NO_LEVEL)
        .filter_map(|v| {
            let w = graph.moves(v).iter().copied().find(|&w| levels.level[w as usize] == NO_LEVEL)?;
            Some((v as u32, w))
        })
        .collect()
}
