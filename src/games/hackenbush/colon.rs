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

/// One step: the drawing after it, what changed, and a sentence saying why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceStep {
    /// The drawing after this step, as edges over vertex numbers (0 the ground).
    pub edges: Vec<(u32, u32)>,
    /// Indices into `edges` of the edges this step made (a new stalk, new loops).
    pub fresh: Vec<usize>,
    /// The vertex this step works at.
    pub focus: Option<u32>,
    pub sentence: String,
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

impl std::fmt::Display for TraceTooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "this drawing has {} edges, too many to step through (at most {TRACE_MAX_EDGES}); the labels still show every value",
            self.edges
        )
    }
}

impl std::error::Error for TraceTooLarge {}

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

fn list_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn plural(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
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
        "This drawing has no cycle: it is already a tree (loops included), so the colon principle applies directly."
            .to_string()
    } else {
        format!(
            "The fusion principle: vertices on a cycle can be merged into one vertex, the cycle's edges becoming loops, without changing the value. This drawing has {} to fuse.",
            plural(cyclic.len(), "group of cycles")
        )
    };
    let mut steps = vec![TraceStep { edges: picture(&rep), fresh: Vec::new(), focus: None, sentence: first }];
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
        let names: Vec<String> = members.iter().map(|&v| original[v as usize].to_string()).collect();
        let loops = inside.len();
        let sentence = format!(
            "Vertices {} lie on cycles: fuse them into vertex {}. Their {} become{} {}, each worth a stalk of length one: together {} ({} mod 2).",
            list_and(&names),
            original[target as usize],
            plural(loops, "edge"),
            if loops == 1 { "s" } else { "" },
            plural(loops, "loop"),
            Nimber(loops as u64 & 1),
            loops
        );
        steps.push(TraceStep {
            edges: picture(&rep),
            fresh: inside,
            focus: Some(original[target as usize]),
            sentence,
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
    let first = if has_cycles {
        "After fusion the drawing is a tree with loops. The colon principle: whatever hangs at one vertex can be swapped for anything of the same value, so work from the top down to the ground, replacing the branches at each vertex by one stalk."
    } else {
        "The colon principle: whatever hangs at one vertex can be swapped for anything of the same value. Work from the top down to the ground, replacing the branches at each vertex by one stalk."
    };
    let (start, _) = snapshot(&slots, &[]);
    let mut steps =
        vec![TraceStep { edges: start, fresh: Vec::new(), focus: None, sentence: first.to_string() }];
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
        let mut lengths: Vec<String> = Vec::new();
        for &(child, _) in &child_bridge[c] {
            lengths.push((fused.value[child].value() + 1).to_string());
        }
        lengths.extend(std::iter::repeat_n("1".to_string(), loops[c].len()));
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
        let loop_note = match loops[c].len() {
            0 => String::new(),
            1 => " (a loop counts as a stalk of length 1)".to_string(),
            _ => " (each loop counts as a stalk of length 1)".to_string(),
        };
        let where_ = if c == 0 { "On the ground".to_string() } else { format!("At vertex {vertex}") };
        let sentence = if branch_count == 1 {
            format!(
                "{where_} there is one stalk, of length {}{loop_note}: nothing to combine.",
                lengths.join("")
            )
        } else {
            format!(
                "{where_} the branches are stalks of lengths {}{loop_note}; {} = {}, so they become one stalk of length {}{}",
                list_and(&lengths),
                lengths.join(" ⊕ "),
                value.value(),
                value.value(),
                if value.is_zero() { ": nothing is left above this vertex." } else { "." }
            )
        };
        let (picture, fresh) = snapshot(&slots, &fresh_slots);
        steps.push(TraceStep { edges: picture, fresh, focus: Some(vertex), sentence });
    }
    let total = fused.total();
    let verdict = if total.is_zero() {
        format!(
            "The whole drawing is worth a stalk of length 0, the value {total}: whoever moves now loses against best play."
        )
    } else {
        format!(
            "The whole drawing is worth a stalk of length {}, the value {total}: whoever moves now wins, by moving to a position of value 0.",
            total.value()
        )
    };
    let (picture, _) = snapshot(&slots, &[]);
    steps.push(TraceStep { edges: picture, fresh: Vec::new(), focus: Some(0), sentence: verdict });
    Ok(PictureTrace { steps, total })
}
