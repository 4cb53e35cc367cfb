//! The drawing editor's state: a position with coordinates, edited by drawing edges from a
//! vertex or the ground, deleting edges and moving vertices, with undo. Pure, so it is tested
//! natively; the UI turns pointer events into [`EditorAction`]s.

use std::collections::HashSet;
use std::rc::Rc;

use super::layout::{BOARD_WIDTH, Drawing, GROUND_Y};
use super::{HackenbushError, HackenbushPosition, MAX_BOARD_EDGES, MAX_VERTEX};

/// Where a drawn edge starts or ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum End {
    Vertex(u32),
    /// A point on the ground at this x (every ground point is vertex 0).
    Ground(f64),
    /// Empty space: a new vertex there.
    New(f64, f64),
}

#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    Load(HackenbushPosition, Drawing),
    Connect {
        from: End,
        to: End,
    },
    Delete(usize),
    /// Remember the drawing before a drag, so one undo takes the whole drag back.
    BeginMove,
    MoveVertex {
        vertex: u32,
        x: f64,
        y: f64,
    },
    Undo,
}

/// Earlier drawings, newest first, shared between states: moving a vertex copies no history.
#[derive(Debug, PartialEq)]
struct Undo {
    position: HackenbushPosition,
    drawing: Drawing,
    older: Option<Rc<Undo>>,
}

impl Drop for Undo {
    /// Unlinks the chain one node at a time: a long editing session must not drop recursively.
    fn drop(&mut self) {
        let mut next = self.older.take();
        while let Some(node) = next {
            match Rc::try_unwrap(node) {
                Ok(mut node) => next = node.older.take(),
                Err(_) => break,
            }
        }
    }
}

/// Why the editor refused an action, for the ui to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorMessage {
    /// The board already holds [`MAX_BOARD_EDGES`] edges.
    BoardFull,
    /// An edge must start at a vertex or on the ground (and cannot run along the ground).
    BadStart,
    /// The position refused the new edge.
    Refused(HackenbushError),
    /// The edge to delete is gone.
    NoSuchEdge,
    NothingToUndo,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EditorState {
    pub position: HackenbushPosition,
    pub drawing: Drawing,
    undo: Option<Rc<Undo>>,
    /// Why the last action was refused.
    pub message: Option<EditorMessage>,
}

impl EditorState {
    pub fn new(position: HackenbushPosition, drawing: Drawing) -> EditorState {
        EditorState { position, drawing, undo: None, message: None }
    }

    pub fn can_undo(&self) -> bool {
        self.undo.is_some()
    }

    fn remember(&mut self) {
        let older = self.undo.take();
        self.undo =
            Some(Rc::new(Undo { position: self.position.clone(), drawing: self.drawing.clone(), older }));
    }

    /// The number for a new vertex: one above every number in use (in the position or the
    /// drawing), or, when that would pass [`MAX_VERTEX`], the smallest unused number from 1
    /// (a board of at most [`MAX_BOARD_EDGES`] edges leaves plenty free).
    fn next_vertex(&self) -> u32 {
        let used = || {
            self.position
                .edges()
                .iter()
                .flat_map(|&(u, v)| [u, v])
                .chain(self.drawing.vertices.keys().copied())
        };
        match used().max().unwrap_or(0).checked_add(1) {
            Some(next) if next <= MAX_VERTEX => next,
            _ => {
                let taken: HashSet<u32> = used().collect();
                (1..=MAX_VERTEX).find(|v| !taken.contains(v)).unwrap_or(MAX_VERTEX)
            }
        }
    }

    fn clamp(x: f64, y: f64) -> (f64, f64) {
        (x.clamp(8.0, BOARD_WIDTH - 8.0), y.clamp(8.0, GROUND_Y - 12.0))
    }

    /// The state after `action`; a refused action leaves the drawing and says why.
    pub fn apply(mut self, action: EditorAction) -> EditorState {
        self.message = None;
        match action {
            EditorAction::Load(position, drawing) => {
                self.remember();
                self.drawing = drawing.completed_for(position.edges());
                self.position = position;
            }
            EditorAction::Connect { from, to } => {
                if self.position.edge_count() >= MAX_BOARD_EDGES {
                    self.message = Some(EditorMessage::BoardFull);
                    return self;
                }
                let (from, to) = match (from, to) {
                    (End::Ground(_), End::Ground(_)) | (End::New(..), _) => {
                        self.message = Some(EditorMessage::BadStart);
                        return self;
                    }
                    (vertex @ End::Vertex(_), ground @ End::Ground(_)) => (ground, vertex),
                    pair => pair,
                };
                let mut drawing = self.drawing.clone();
                let end_vertex = |end: End, drawing: &mut Drawing, fresh: u32| match end {
                    End::Vertex(v) => v,
                    End::Ground(_) => 0,
                    End::New(x, y) => {
                        drawing.vertices.insert(fresh, Self::clamp(x, y));
                        fresh
                    }
                };
                let fresh = self.next_vertex();
                let a = end_vertex(from, &mut drawing, fresh);
                let b = end_vertex(to, &mut drawing, fresh);
                match self.position.with_edge(a, b) {
                    Ok(position) => {
                        if let End::Ground(x) = from {
                            let copy = self
                                .position
                                .edges()
                                .iter()
                                .filter(|&&(u, v)| (u.min(v), u.max(v)) == (0, b))
                                .count();
                            drawing.feet.insert((b, copy as u32), x.clamp(8.0, BOARD_WIDTH - 8.0));
                        }
                        self.remember();
                        self.position = position;
                        self.drawing = drawing;
                    }
                    Err(error) => self.message = Some(EditorMessage::Refused(error)),
                }
            }
            EditorAction::Delete(index) => match self.position.cut(index) {
                Some((position, _)) => {
                    self.remember();
                    self.position = position;
                }
                None => self.message = Some(EditorMessage::NoSuchEdge),
            },
            EditorAction::BeginMove => self.remember(),
            EditorAction::MoveVertex { vertex, x, y } => {
                if vertex != 0 && self.drawing.vertices.contains_key(&vertex) {
                    self.drawing.vertices.insert(vertex, Self::clamp(x, y));
                }
            }
            EditorAction::Undo => match self.undo.take() {
                Some(last) => {
                    self.position = last.position.clone();
                    self.drawing = last.drawing.clone();
                    self.undo = last.older.clone();
                }
                None => self.message = Some(EditorMessage::NothingToUndo),
            },
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_delete_move_and_undo() {
        let start = EditorState::new(HackenbushPosition::empty(), Drawing::default());
        // From the ground to empty space: vertex 1 and edge 0-1, its foot where the drag began.
        let s = start.apply(EditorAction::Connect { from: End::Ground(100.0), to: End::New(120.0, 300.0) });
        assert_eq!(s.position.to_string(), "0-1");
        assert_eq!(s.drawing.feet.get(&(1, 0)), Some(&100.0));
        // From vertex 1 upward twice, then a loop on 2 and an edge back to the ground (a cycle).
        let s = s.apply(EditorAction::Connect { from: End::Vertex(1), to: End::New(120.0, 200.0) });
        let s = s.apply(EditorAction::Connect { from: End::Vertex(2), to: End::Vertex(2) });
        let s = s.apply(EditorAction::Connect { from: End::Vertex(2), to: End::Ground(300.0) });
        assert_eq!(s.position.to_string(), "0-1 1-2 2-2 0-2");
        // Refused: an edge along the ground. The drawing stays.
        let refused = s.clone().apply(EditorAction::Connect { from: End::Ground(1.0), to: End::Ground(5.0) });
        assert_eq!(refused.message, Some(EditorMessage::BadStart));
        assert_eq!(refused.position, s.position);
        // Deleting the ground edge 0-1 keeps everything (2 still reaches the ground by 0-2).
        let s = s.apply(EditorAction::Delete(0));
        assert_eq!(s.position.to_string(), "1-2 2-2 0-2");
        // A drag is one undo step.
        let s = s.apply(EditorAction::BeginMove);
        let s = s.apply(EditorAction::MoveVertex { vertex: 2, x: 50.0, y: 50.0 });
        let s = s.apply(EditorAction::MoveVertex { vertex: 2, x: 60.0, y: 9_999.0 });
        assert_eq!(s.drawing.point(2), Some((60.0, GROUND_Y - 12.0)));
        let s = s.apply(EditorAction::Undo);
        assert_eq!(s.drawing.point(2), Some((120.0, 200.0)));
        let s = s.apply(EditorAction::Undo);
        assert_eq!(s.position.to_string(), "0-1 1-2 2-2 0-2");
    }

    #[test]
    fn refusals_say_why_as_values() {
        let start = EditorState::new(HackenbushPosition::empty(), Drawing::default());
        assert_eq!(start.clone().apply(EditorAction::Undo).message, Some(EditorMessage::NothingToUndo));
        assert_eq!(start.clone().apply(EditorAction::Delete(0)).message, Some(EditorMessage::NoSuchEdge));
        let from_new = EditorAction::Connect { from: End::New(1.0, 1.0), to: End::Ground(5.0) };
        assert_eq!(start.clone().apply(from_new).message, Some(EditorMessage::BadStart));
        // From a vertex that is not on the board: the new edge (7 to the fresh vertex 1) would
        // float, and the position's own error says so.
        let floating = EditorAction::Connect { from: End::Vertex(7), to: End::New(300.0, 200.0) };
        let refused = start.apply(floating);
        assert_eq!(refused.message, Some(EditorMessage::Refused(HackenbushError::Floating { edge: (7, 1) })));
        assert_eq!(refused.position, HackenbushPosition::empty());
    }

    #[test]
    fn new_vertex_numbers_stay_in_range() {
        // A hand-edited URL layout naming u32::MAX: loading drops it (vertex 4294967295 is not in
        // 0-1), so the new vertex is 2 = max + 1.
        let position: HackenbushPosition = "0-1".parse().unwrap();
        let drawing = Drawing::from_url_suffix("1:400:330;4294967295:5:5").unwrap();
        let loaded = EditorState::new(HackenbushPosition::empty(), Drawing::default())
            .apply(EditorAction::Load(position.clone(), drawing.clone()));
        assert!(!loaded.drawing.vertices.contains_key(&u32::MAX));
        let s = loaded.apply(EditorAction::Connect { from: End::Vertex(1), to: End::New(300.0, 200.0) });
        assert_eq!((s.position.to_string(), s.message), ("0-1 1-2".to_string(), None));
        // Even a state built with the stray number does not overflow: max + 1 does not fit, so
        // the smallest unused number from 1, which is 2.
        let s = EditorState::new(position, drawing)
            .apply(EditorAction::Connect { from: End::Vertex(1), to: End::New(300.0, 200.0) });
        assert_eq!((s.position.to_string(), s.message), ("0-1 1-2".to_string(), None));
        // The largest allowed vertex: 10 000 000 would pass MAX_VERTEX, so the new vertex is 1.
        let top = format!("0-{MAX_VERTEX}");
        let s = EditorState::new(top.parse().unwrap(), Drawing::layered(&[(0, MAX_VERTEX)]))
            .apply(EditorAction::Connect { from: End::Vertex(MAX_VERTEX), to: End::New(300.0, 200.0) });
        assert_eq!((s.position.to_string(), s.message), (format!("{top} {MAX_VERTEX}-1"), None));
        // Asked directly for a vertex over the limit, the edit names the limit, not the ground.
        let error = HackenbushPosition::empty().with_edge(0, MAX_VERTEX + 1).unwrap_err();
        assert_eq!(error, HackenbushError::VertexTooLarge { edge: (0, MAX_VERTEX + 1) });
    }
}
