//! The fusion and colon principles recorded step by step as pictures, for the steppers.
//!
//! [`fusion_trace`] fuses each cycle's vertices into one, one component per step, until the
//! drawing is a tree with loops. [`colon_trace`] then works bottom-up: at each vertex the
//! branches above it (each already a stalk, a loop counting as a stalk of one) are replaced by a
//! single stalk whose length is the XOR of their lengths, until one stalk stands on the ground.

use crate::engine::Nimber;

use super::HackenbushPosition;
use super::fusion::{self, Fused};

/// Pictures larger than this are not stepped through (every step stores its whole picture).
pub const TRACE_MAX_EDGES: usize = 300;

/// What a step did, with its numbers: the ui says it in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceNote {
    /// Fusion's first picture when there is no cycle: the drawing is already a tree with loops.
    NoCycle,
    /// Fusion's first picture: the fusion principle, and how many groups of cycles there are.
    FusionPrinciple { groups: usize },
    /// The vertices of one group of cycles (in vertex order) fuse into vertex `into`; their
    /// `loops` edges become loops, worth `*(loops mod 2)` together.
    Fuse { vertices: Vec<u32>, into: u32, loops: usize },
    /// The colon trace's first picture: the colon principle; `after_fusion` when the drawing
    /// had cycles, so the picture is the fused one.
    ColonPrinciple { after_fusion: bool },
    /// At vertex `at` (0: the ground) the branches are stalks of these lengths (each loop
    /// counts as a stalk of length 1; `loops` of them are loops, listed last), replaced by one
    /// stalk of length `value`, their XOR. One branch alone: nothing to combine.
    Combine { at: u32, lengths: Vec<u64>, loops: usize, value: Nimber },
    /// The last picture: the whole drawing is worth one stalk of length `total`.
    Verdict { total: Nimber },
}

/// One step: the drawing after it, what changed, and what the step did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceStep {
    /// The drawing after this step, as edges over vertex numbers (0 the ground).
    pub edges: Vec<(u32, u32)>,
    /// Indices into `edges` of the edges this step made (a new stalk, new loops).
    pub fresh: Vec<usize>,
    /// The vertex this step works at.
    pub focus: Option<u32>,
    pub note: TraceNote,
}

/// A recorded reduction: step 0 is the starting picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureTrace {
    pub steps: Vec<TraceStep>,
    pub total: Nimber,
}

/// Why a position is not stepped through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceTooLarge {
    pub edges: usize,
}

struct Prepared {
    original: Vec<u32>,
    edges: Vec<(u32, u32)>,
    fused: Fused,
}

fn prepare(position: &HackenbushPosition) -> Result<Prepared, TraceTooLarge> {
    if position.edge_count() > TRACE_MAX_EDGES {
        return Err(TraceTooLarge { edges: position.edge_count() });
    }
    let graph = position.compact();
    let fused = fusion::fuse(graph.n, &graph.edges, None, 0);
    Ok(Prepared { original: graph.original, edges: graph.edges, fused })
}

/// Fuses every cycle, one component per step.
pub fn fusion_trace(position: &HackenbushPosition) -> Result<PictureTrace, TraceTooLarge> {
    let prepared = prepare(position)?;
    let Prepared { original, edges, fused } = &prepared;
    let mut rep: Vec<u32> = (0..original.len() as u32).collect();
    let picture = |rep: &[u32]| -> Vec<(u32, u32)> {
        edges
            .iter()
            .map(|&(u, v)| (original[rep[u as usize] as usize], original[rep[v as usize] as usize]))
            .collect()
    };
    let cyclic: Vec<usize> = (0..fused.components())
        .filter(|&c| {
            edges
                .iter()
                .enumerate()
                .any(|(i, &(u, v))| u != v && !fused.is_bridge[i] && fused.comp_of[u as usize] == c as u32)
        })
        .collect();
    let first = if cyclic.is_empty() {
        TraceNote::NoCycle
    } else {
        TraceNote::FusionPrinciple { groups: cyclic.len() }
    };
    let mut steps = vec![TraceStep { edges: picture(&rep), fresh: Vec::new(), focus: None, note: first }];
    for c in cyclic {
        let target = fused.attach[c];
        let members: Vec<u32> =
            (0..original.len() as u32).filter(|&v| fused.comp_of[v as usize] == c as u32).collect();
        for &v in &members {
            rep[v as usize] = target;
        }
        let inside: Vec<usize> = edges
            .iter()
            .enumerate()
            .filter(|&(i, &(u, _))| !fused.is_bridge[i] && fused.comp_of[u as usize] == c as u32)
            .map(|(i, _)| i)
            .collect();
        let note = TraceNote::Fuse {
            vertices: members.iter().map(|&v| original[v as usize]).collect(),
            into: original[target as usize],
            loops: inside.len(),
        };
        steps.push(TraceStep {
            edges: picture(&rep),
            fresh: inside,
            focus: Some(original[target as usize]),
            note,
        });
    }
    Ok(PictureTrace { steps, total: fused.total() })
}

/// Reduces the (fused) drawing bottom-up to one stalk on the ground.
pub fn colon_trace(position: &HackenbushPosition) -> Result<PictureTrace, TraceTooLarge> {
    let prepared = prepare(position)?;
    let Prepared { original, edges, fused } = &prepared;
    let count = fused.components();
    // The fused picture: each component drawn at its attach vertex.
    let at = |v: u32| original[fused.attach[fused.comp_of[v as usize] as usize] as usize];
    let mut slots: Vec<Option<(u32, u32)>> = Vec::with_capacity(edges.len());
    let mut loops: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut child_bridge: Vec<Vec<(usize, usize)>> = vec![Vec::new(); count];
    for (i, &(u, v)) in edges.iter().enumerate() {
        let c = fused.comp_of[u as usize];
        if fused.is_bridge[i] {
            slots.push(Some((at(u), at(v))));
            let (cu, cv) = (c as usize, fused.comp_of[v as usize] as usize);
            let (parent, child) = if fused.parent[cv] == cu as u32 { (cu, cv) } else { (cv, cu) };
            child_bridge[parent].push((child, i));
        } else {
            slots.push(Some((at(u), at(u))));
            loops[c as usize].push(i);
        }
    }
    let snapshot = |slots: &[Option<(u32, u32)>], fresh_slots: &[usize]| -> (Vec<(u32, u32)>, Vec<usize>) {
        let mut edges = Vec::new();
        let mut fresh = Vec::new();
        for (i, slot) in slots.iter().enumerate() {
            if let Some(edge) = slot {
                if fresh_slots.contains(&i) {
                    fresh.push(edges.len());
                }
                edges.push(*edge);
            }
        }
        (edges, fresh)
    };
    let has_cycles = edges.iter().enumerate().any(|(i, &(u, v))| u != v && !fused.is_bridge[i]);
    let (start, _) = snapshot(&slots, &[]);
    let first = TraceNote::ColonPrinciple { after_fusion: has_cycles };
    let mut steps = vec![TraceStep { edges: start, fresh: Vec::new(), focus: None, note: first }];
    let mut next_vertex = original.iter().copied().max().unwrap_or(0).saturating_add(1);
    // Per component, the slots of the single stalk standing on it once reduced.
    let mut stalk: Vec<Vec<usize>> = vec![Vec::new(); count];
    for c in (0..count).rev() {
        let vertex = original[fused.attach[c] as usize];
        let value = fused.value[c];
        let branch_count = loops[c].len() + child_bridge[c].len();
        if branch_count == 0 {
            continue;
        }
        if c != 0 && loops[c].is_empty() && child_bridge[c].len() == 1 {
            // One branch, already a single stalk: nothing to replace, the stalk just grows.
            let (child, bridge) = child_bridge[c][0];
            let mut own = vec![bridge];
            own.extend(stalk[child].iter().copied());
            stalk[c] = own;
            continue;
        }
        let mut lengths: Vec<u64> =
            child_bridge[c].iter().map(|&(child, _)| fused.value[child].value() + 1).collect();
        lengths.extend(std::iter::repeat_n(1, loops[c].len()));
        for &slot in &loops[c] {
            slots[slot] = None;
        }
        for &(child, bridge) in &child_bridge[c] {
            slots[bridge] = None;
            for &slot in &stalk[child] {
                slots[slot] = None;
            }
        }
        let mut below = vertex;
        let mut fresh_slots = Vec::new();
        for _ in 0..value.value() {
            slots.push(Some((below, next_vertex)));
            fresh_slots.push(slots.len() - 1);
            below = next_vertex;
            next_vertex = next_vertex.saturating_add(1);
        }
        stalk[c] = fresh_slots.clone();
        let note = TraceNote::Combine { at: vertex, lengths, loops: loops[c].len(), value };
        let (picture, fresh) = snapshot(&slots, &fresh_slots);
        steps.push(TraceStep { edges: picture, fresh, focus: Some(vertex), note });
    }
    let total = fused.total();
    let (picture, _) = snapshot(&slots, &[]);
    steps.push(TraceStep {
        edges: picture,
        fresh: Vec::new(),
        focus: Some(0),
        note: TraceNote::Verdict { total },
    });
    Ok(PictureTrace { steps, total })
}
