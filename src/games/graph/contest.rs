//! The contest formats of a game graph: read (with a fast path for large inputs) and written.
//!
//! The contest format is read too: `n`, then for each vertex 1..n a line "k t1 … tk" (its
//! number of moves and their targets). Vertices are numbered from 1 as contests do, or from 0
//! when some target is 0; the token starts on the first vertex. Text of integers only with a
//! line break (or text of integers that reads exactly in this form) is taken as this format;
//! where it does not fit, the edge list "n m" then m lines "u v" is tried.

use std::rc::Rc;

use super::{
    Expected, Format, Graph, GraphPosition, MAX_ARROWS, MAX_INPUT_LEN, MAX_VERTICES, ParseGraphError,
};

/// The contest format: n, then per vertex its number of moves and their targets. Also read:
/// a first line "n m" (m the number of moves, checked) and one number after the last vertex,
/// the start.
pub(super) fn parse_contest(text: &str) -> Result<(GraphPosition, Format), ParseGraphError> {
    let split = |t: &str| t.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()).count();
    let trimmed = text.trim();
    let first_line = trimmed.lines().next().unwrap_or("");
    let declares_m = trimmed.contains('\n') && split(first_line) == 2;
    let mut numbers = text.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty());
    let mut index = 0usize;
    let mut next = |what: Expected| -> Result<u64, ParseGraphError> {
        index += 1;
        numbers
            .next()
            .and_then(|t| t.parse::<u64>().ok())
            .ok_or(ParseGraphError::ContestShort { index, what })
    };
    let n = next(Expected::Vertices)?;
    if n == 0 {
        return Err(ParseGraphError::Empty);
    }
    if n as usize > MAX_VERTICES || n > u64::from(u32::MAX) {
        return Err(ParseGraphError::TooManyVertices { count: n.min(usize::MAX as u64) as usize });
    }
    let m = if declares_m { Some(next(Expected::Moves)?) } else { None };
    let n = n as usize;
    let mut raw: Vec<(u32, u64)> = Vec::new();
    for u in 0..n {
        let k = next(Expected::VertexMoves)?;
        if raw.len() as u64 + k > MAX_ARROWS as u64 {
            return Err(ParseGraphError::TooManyArrows {
                count: (raw.len() as u64 + k).min(usize::MAX as u64) as usize,
            });
        }
        for _ in 0..k {
            raw.push((u as u32, next(Expected::Target)?));
        }
    }
    if let Some(m) = m
        && m != raw.len() as u64
    {
        return Err(ParseGraphError::ContestMoves { declared: m, found: raw.len() });
    }
    let rest: Vec<u64> = std::iter::from_fn(|| next(Expected::Target).ok()).take(3).collect();
    if rest.len() > 1 {
        return Err(ParseGraphError::ContestTrailing { count: rest.len() });
    }
    // Numbered from 1, as contests do; from 0 when a target (or the start) is 0 and none is n.
    let all = raw.iter().map(|&(_, t)| t).chain(rest.iter().copied());
    let zero = all.clone().any(|t| t == 0);
    let from_one = !(zero && all.clone().all(|t| (t as usize) < n));
    let base = u64::from(from_one);
    let mut arrows = Vec::with_capacity(raw.len());
    for &(u, t) in &raw {
        if t < base || t - base >= n as u64 {
            return Err(ParseGraphError::ContestTarget { vertex: u as usize + 1, target: t, n });
        }
        arrows.push((u, (t - base) as u32));
    }
    let start = match rest.first() {
        Some(&s) if s < base || s - base >= n as u64 => {
            return Err(ParseGraphError::UnknownStart { name: s.to_string() });
        }
        Some(&s) => (s - base) as u32,
        None => 0,
    };
    let names = (0..n).map(|v| (v as u64 + base).to_string()).collect();
    let graph = Graph::from_arrows(names, &arrows);
    Ok((GraphPosition::new(Rc::new(graph), vec![start]), Format::Contest { from_one }))
}

/// The separators of numbers among ASCII bytes: a comma and what `char::is_whitespace` calls
/// white space.
pub(super) fn is_plain_separator(byte: u8) -> bool {
    matches!(byte, b' ' | b',' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// [`parse_contest`] of the texts it reads without error, in one pass over the bytes, straight
/// into compressed rows: ASCII digits and separators only, every number below 2^32, the counts
/// and targets fitting. `None` for anything else, which the general parser then reads (and
/// words the error of): a text this reads is one it reads the same (a test compares them), and
/// one it would take as the contest format (`parse_with_format` takes that format first when
/// it reads).
pub(super) fn parse_contest_plain(text: &str) -> Option<(GraphPosition, Format)> {
    let bytes = text.as_bytes();
    if bytes.len() > MAX_INPUT_LEN {
        return None;
    }
    let mut at = 0;
    // The next number, `None` at the end or on anything else (a byte other than a digit or a
    // separator, a number of 2^32 or more).
    let mut next = || -> Option<u32> {
        while at < bytes.len() && is_plain_separator(bytes[at]) {
            at += 1;
        }
        let start = at;
        let mut value = 0u64;
        while let Some(&b) = bytes.get(at) {
            if b.is_ascii_digit() {
                value = value * 10 + u64::from(b - b'0');
                if value > u64::from(u32::MAX) {
                    return None;
                }
                at += 1;
            } else if is_plain_separator(b) {
                break;
            } else {
                return None;
            }
        }
        (at > start).then_some(value as u32)
    };
    // "n m" on the first line, as `parse_contest` decides it.
    let trimmed = text.trim();
    let first_line = trimmed.lines().next().unwrap_or("");
    let split = |t: &str| t.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()).count();
    let declares_m = trimmed.contains('\n') && split(first_line) == 2;
    let n = next()? as usize;
    if n == 0 || n > MAX_VERTICES {
        return None;
    }
    let m = if declares_m { Some(next()? as usize) } else { None };
    let mut offsets = Vec::with_capacity(n + 1);
    offsets.push(0u32);
    let mut targets: Vec<u32> = Vec::with_capacity(m.unwrap_or(bytes.len() / 8).min(MAX_ARROWS));
    let (mut low, mut high) = (u32::MAX, 0u32);
    for _ in 0..n {
        let k = next()? as usize;
        if targets.len() + k > MAX_ARROWS {
            return None;
        }
        for _ in 0..k {
            let t = next()?;
            low = low.min(t);
            high = high.max(t);
            targets.push(t);
        }
        offsets.push(targets.len() as u32);
    }
    if m.is_some_and(|m| m != targets.len()) {
        return None;
    }
    let start = next();
    if next().is_some() || at < bytes.len() && !bytes[at..].iter().all(|&b| is_plain_separator(b)) {
        return None;
    }
    if let Some(s) = start {
        low = low.min(s);
        high = high.max(s);
    }
    // Numbered from 1, or from 0 when a number is 0 and none is n (as `parse_contest`).
    let from_one = !(low == 0 && (high as usize) < n);
    let base = u32::from(from_one);
    // Every number names a vertex (else the general parser words the error).
    let any = !targets.is_empty() || start.is_some();
    if any && (low < base || (high - base) as usize >= n) {
        return None;
    }
    for t in &mut targets {
        *t -= base;
    }
    let start = start.map_or(0, |s| s - base);
    let names = (0..n).map(|v| (v as u64 + u64::from(base)).to_string()).collect();
    let graph = Graph::from_rows(names, offsets, targets);
    Some((GraphPosition::new(Rc::new(graph), vec![start]), Format::Contest { from_one }))
}

/// The other common contest form, read when the one above does not fit: a line "n m", then m
/// lines "u v" (an arrow from u to v), perhaps one line more with the start. Numbered from 1, or
/// from 0 when some vertex is 0 and none is n.
pub(super) fn parse_edge_list(text: &str) -> Option<(GraphPosition, Format)> {
    let rows: Vec<Vec<u64>> = text
        .lines()
        .map(|line| {
            line.split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
                .map(|t| t.parse().ok())
                .collect::<Option<Vec<u64>>>()
        })
        .collect::<Option<Vec<_>>>()?
        .into_iter()
        .filter(|row| !row.is_empty())
        .collect();
    let (first, rest) = rows.split_first()?;
    let &[n, m] = first.as_slice() else { return None };
    if n == 0 || n as usize > MAX_VERTICES || m as usize > MAX_ARROWS {
        return None;
    }
    let m = m as usize;
    let (edges, start) = match rest.len() {
        l if l == m => (rest, None),
        l if l == m + 1 && rest[m].len() == 1 => (&rest[..m], Some(rest[m][0])),
        _ => return None,
    };
    if edges.iter().any(|e| e.len() != 2) {
        return None;
    }
    let all = edges.iter().flatten().copied().chain(start);
    let from_one = !(all.clone().any(|v| v == 0) && all.clone().all(|v| v < n));
    let base = u64::from(from_one);
    let index = |v: u64| (v >= base && v - base < n).then(|| (v - base) as u32);
    let arrows = edges.iter().map(|e| Some((index(e[0])?, index(e[1])?))).collect::<Option<Vec<_>>>()?;
    let start = match start {
        Some(s) => index(s)?,
        None => 0,
    };
    let names = (0..n).map(|v| (v + base).to_string()).collect();
    let graph = Graph::from_arrows(names, &arrows);
    Some((GraphPosition::new(Rc::new(graph), vec![start]), Format::Edges { from_one }))
}

/// Writes a graph in the contest format (numbered from 1, in vertex order).
pub fn to_contest(graph: &Graph) -> String {
    let mut text = graph.vertex_count().to_string();
    for u in 0..graph.vertex_count() {
        text.push('\n');
        text.push_str(&graph.out_degree(u).to_string());
        for &v in graph.moves(u) {
            text.push(' ');
            text.push_str(&(v + 1).to_string());
        }
    }
    text
}
