//! The arrow notation of a game graph, read and written, its errors, and the choice between it
//! and the contest formats.
//!
//! Notation (`a>b b>c d start=a`): moves `a>b` (also `a->b`, chains `a>b>c`), separated by
//! spaces, commas, semicolons or line breaks; vertex names of ASCII letters, digits and `_`; a
//! lone name is a vertex (perhaps without moves); `start=a` puts the token on `a`, and
//! `start=a+x` puts one token on each (a sum of games: a move moves one token). Without
//! `start=`, the token starts on the first vertex named. Loops (`a>a`) and repeated arrows are
//! allowed (a repeated arrow is the same move). `Display` writes the arrows grouped by their
//! tail, vertices in order, and `start=` only where it is not the first vertex.

use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use super::contest::{parse_contest, parse_contest_plain, parse_edge_list};
use super::{Graph, GraphPosition, MAX_ARROWS, MAX_INPUT_LEN, MAX_NAME_LEN, MAX_TOKENS, MAX_VERTICES};

impl Graph {
    /// The arrow notation: arrows grouped by tail in vertex order; a vertex that would be named
    /// out of order (before an earlier one) or not at all is first named alone, so that reading
    /// the text back numbers the vertices as here. Written as bytes from one buffer of all the
    /// names (a graph of 10^6 arrows is about ten megabytes of text, which `write!` per arrow
    /// made the largest part of an analysis).
    fn arrows_text(&self) -> String {
        struct Out {
            text: Vec<u8>,
            /// Every name, one after the other: name `v` is `names[at[v]..at[v + 1]]`.
            names: Vec<u8>,
            at: Vec<usize>,
            mentioned: Vec<bool>,
            next: usize,
            /// A tail counted as named but not written yet (its first arrow is next).
            pending: Option<usize>,
        }
        impl Out {
            fn name(&mut self, v: usize) {
                if !self.text.is_empty() {
                    self.text.push(b' ');
                }
                self.text.extend_from_slice(&self.names[self.at[v]..self.at[v + 1]]);
            }
            /// Names alone every vertex before `v` not yet named.
            fn name_before(&mut self, v: usize) {
                while self.next < v {
                    if !self.mentioned[self.next] {
                        if let Some(tail) = self.pending.take() {
                            self.name(tail);
                        }
                        self.name(self.next);
                        self.mentioned[self.next] = true;
                    }
                    self.next += 1;
                }
            }
        }
        let n = self.vertex_count();
        let mut at = Vec::with_capacity(n + 1);
        let mut names = Vec::new();
        at.push(0);
        for name in &self.names {
            names.extend_from_slice(name.as_bytes());
            at.push(names.len());
        }
        // At most: each arrow its tail, `>`, the longest name and a space; each vertex alone once.
        let longest = self.names.iter().map(String::len).max().unwrap_or(0);
        let size = (0..n).map(|u| self.out_degree(u) * (self.names[u].len() + longest + 2)).sum::<usize>()
            + names.len()
            + n;
        let mut out = Out {
            text: Vec::with_capacity(size),
            names,
            at,
            mentioned: vec![false; n],
            next: 0,
            pending: None,
        };
        for u in 0..n {
            let heads = self.moves(u);
            if heads.is_empty() {
                continue;
            }
            out.name_before(u);
            if !out.mentioned[u] {
                out.mentioned[u] = true;
                out.pending = Some(u);
            }
            for &v in heads {
                let v = v as usize;
                if !out.mentioned[v] {
                    out.name_before(v);
                    out.mentioned[v] = true;
                }
                out.pending = None;
                out.name(u);
                out.text.push(b'>');
                out.text.extend_from_slice(&out.names[out.at[v]..out.at[v + 1]]);
            }
        }
        out.name_before(n);
        // Names are checked ASCII or written digits; the bytes are whole names and ASCII marks.
        String::from_utf8(out.text).unwrap_or_default()
    }
}

impl fmt::Display for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.arrows_text())
    }
}

/// What the contest format expected where its numbers ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// N, the first number.
    Vertices,
    /// M, when the first line declares it.
    Moves,
    /// A vertex's count of moves.
    VertexMoves,
    /// A move's target vertex.
    Target,
}

/// Why text is not a game graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseGraphError {
    Empty,
    TooLong {
        len: usize,
    },
    BadName {
        token: String,
    },
    NameTooLong {
        name: String,
    },
    MissingHead {
        token: String,
    },
    TooManyVertices {
        count: usize,
    },
    TooManyArrows {
        count: usize,
    },
    UnknownStart {
        name: String,
    },
    StartTwice,
    TooManyTokens {
        count: usize,
    },
    /// The contest format: `what` was expected at (1-based) number `index`.
    ContestShort {
        index: usize,
        what: Expected,
    },
    ContestTarget {
        vertex: usize,
        target: u64,
        n: usize,
    },
    ContestTrailing {
        count: usize,
    },
    ContestMoves {
        declared: u64,
        found: usize,
    },
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

pub(super) fn check_name(name: &str, token: &str) -> Result<(), ParseGraphError> {
    if name.is_empty() {
        return Err(ParseGraphError::MissingHead { token: token.to_owned() });
    }
    if !name.chars().all(is_name_char) {
        return Err(ParseGraphError::BadName { token: token.to_owned() });
    }
    if name.len() > MAX_NAME_LEN {
        return Err(ParseGraphError::NameTooLong { name: name.to_owned() });
    }
    Ok(())
}

impl fmt::Display for GraphPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// Where the text's notation came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Arrows,
    /// The contest format, its vertices numbered from 1 (`true`) or from 0.
    Contest {
        from_one: bool,
    },
    /// "n m" and m lines "u v", numbered from 1 (`true`) or from 0.
    Edges {
        from_one: bool,
    },
}

impl GraphPosition {
    /// The position's text (`Display`), built in one `String`.
    pub fn text(&self) -> String {
        let mut text = self.graph.arrows_text();
        // Lone vertices all named by numbers would read back as the contest format: say the
        // start, so the text is not numbers alone.
        let numbers_only = self.graph.arrow_count() == 0
            && self.graph.names.iter().all(|n| n.bytes().all(|b| b.is_ascii_digit()));
        if self.tokens != [0] || numbers_only {
            text.push_str(" start=");
            text.push_str(&self.tokens_text());
        }
        text
    }

    /// Reads either notation, saying which it was.
    pub fn parse_with_format(text: &str) -> Result<(GraphPosition, Format), ParseGraphError> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParseGraphError::TooLong { len: text.len() });
        }
        // Large contest inputs: one pass over the bytes when the text reads in that format.
        if let Some(read) = parse_contest_plain(text) {
            return Ok(read);
        }
        let integers = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .all(|t| t.bytes().all(|b| b.is_ascii_digit()));
        if integers && !text.trim().is_empty() {
            let contest = parse_contest(text);
            if contest.is_err()
                && let Some(edges) = parse_edge_list(text)
            {
                return Ok(edges);
            }
            if text.trim().contains('\n') || contest.is_ok() {
                return contest;
            }
        }
        parse_arrows(text).map(|p| (p, Format::Arrows))
    }
}

impl FromStr for GraphPosition {
    type Err = ParseGraphError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        GraphPosition::parse_with_format(text).map(|(p, _)| p)
    }
}

/// The arrow notation.
fn parse_arrows(text: &str) -> Result<GraphPosition, ParseGraphError> {
    // Spaces around `>` and `=` belong to the move: `a > b`, `start = a`.
    let mut tokens: Vec<String> = Vec::new();
    let mut glue = false;
    for raw in text.split(|c: char| c.is_whitespace() || c == ',' || c == ';').filter(|t| !t.is_empty()) {
        let raw = raw.replace("->", ">");
        let joins_next = raw.ends_with('>') || raw.ends_with('=') || raw.ends_with('+');
        let joins_prev = raw.starts_with('>') || raw.starts_with('=') || raw.starts_with('+');
        match tokens.last_mut() {
            Some(last) if glue || joins_prev => last.push_str(&raw),
            _ => tokens.push(raw),
        }
        glue = joins_next;
    }
    if tokens.is_empty() {
        return Err(ParseGraphError::Empty);
    }
    let mut names: Vec<String> = Vec::new();
    let mut index: HashMap<String, u32> = HashMap::new();
    let mut arrows: Vec<(u32, u32)> = Vec::new();
    let mut start: Option<Vec<String>> = None;
    let mut vertex = |name: &str, names: &mut Vec<String>| -> Result<u32, ParseGraphError> {
        if let Some(&id) = index.get(name) {
            return Ok(id);
        }
        if names.len() >= MAX_VERTICES {
            return Err(ParseGraphError::TooManyVertices { count: names.len() + 1 });
        }
        let id = names.len() as u32;
        names.push(name.to_owned());
        index.insert(name.to_owned(), id);
        Ok(id)
    };
    for token in &tokens {
        if let Some((key, value)) = token.split_once('=') {
            if !key.eq_ignore_ascii_case("start") {
                return Err(ParseGraphError::BadName { token: token.clone() });
            }
            if start.is_some() {
                return Err(ParseGraphError::StartTwice);
            }
            let parts: Vec<String> = value.split('+').map(str::to_owned).collect();
            for part in &parts {
                check_name(part, token)?;
            }
            if parts.len() > MAX_TOKENS {
                return Err(ParseGraphError::TooManyTokens { count: parts.len() });
            }
            start = Some(parts);
            continue;
        }
        let mut previous: Option<u32> = None;
        for name in token.split('>') {
            check_name(name, token)?;
            let id = vertex(name, &mut names)?;
            if let Some(tail) = previous {
                if arrows.len() >= MAX_ARROWS {
                    return Err(ParseGraphError::TooManyArrows { count: arrows.len() + 1 });
                }
                arrows.push((tail, id));
            }
            previous = Some(id);
        }
    }
    if names.is_empty() {
        return Err(ParseGraphError::Empty);
    }
    let graph = Graph::from_arrows(names, &arrows);
    let tokens = match start {
        None => vec![0],
        Some(parts) => parts
            .iter()
            .map(|name| {
                graph
                    .find(name)
                    .map(|v| v as u32)
                    .ok_or_else(|| ParseGraphError::UnknownStart { name: name.clone() })
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    Ok(GraphPosition::new(Rc::new(graph), tokens))
}
