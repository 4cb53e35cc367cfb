//! Editing a game graph: the page's editor adds and removes vertices and arrows and moves the
//! start, each edit giving a new position.

use std::rc::Rc;

use super::{Graph, GraphPosition, notation::check_name, presets};

/// Why an edit of the graph was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    /// The name is taken or not a name.
    BadName {
        name: String,
    },
    TooLarge,
}

/// Edits for the page's editor: each returns a new start (one token unless the start had more).
impl GraphPosition {
    fn rebuilt(&self, names: Vec<String>, arrows: &[(u32, u32)], tokens: Vec<u32>) -> GraphPosition {
        GraphPosition::new(Rc::new(Graph::from_arrows(names, arrows)), tokens)
    }

    fn arrow_list(&self) -> Vec<(u32, u32)> {
        self.graph.arrows().map(|(u, v)| (u as u32, v as u32)).collect()
    }

    /// The first name of the form a, b, …, v52, … not in use.
    pub fn fresh_name(&self) -> String {
        (0..).map(presets::letter_name).find(|name| self.graph.find(name).is_none()).unwrap_or_default()
    }

    /// One more vertex, without moves.
    pub fn with_vertex(&self, name: &str, limit: usize) -> Result<GraphPosition, EditError> {
        let name = name.trim();
        if check_name(name, name).is_err() || self.graph.find(name).is_some() {
            return Err(EditError::BadName { name: name.chars().take(30).collect() });
        }
        if self.graph.vertex_count() >= limit {
            return Err(EditError::TooLarge);
        }
        let mut names = self.graph.names.clone();
        names.push(name.to_owned());
        Ok(self.rebuilt(names, &self.arrow_list(), self.tokens.clone()))
    }

    /// The arrow u>v added, or removed if it is there.
    pub fn with_arrow_toggled(&self, u: usize, v: usize, limit: usize) -> Result<GraphPosition, EditError> {
        let n = self.graph.vertex_count();
        if u >= n || v >= n {
            return Err(EditError::TooLarge);
        }
        let mut arrows = self.arrow_list();
        if let Some(i) = arrows.iter().position(|&a| a == (u as u32, v as u32)) {
            arrows.remove(i);
        } else if arrows.len() >= limit {
            return Err(EditError::TooLarge);
        } else {
            arrows.push((u as u32, v as u32));
        }
        Ok(self.rebuilt(self.graph.names.clone(), &arrows, self.tokens.clone()))
    }

    /// Without vertex `v` and its arrows (the last vertex stays); tokens on it go to the first
    /// vertex left.
    pub fn without_vertex(&self, v: usize) -> Option<GraphPosition> {
        let n = self.graph.vertex_count();
        if v >= n || n <= 1 {
            return None;
        }
        let renumber = |w: u32| if w as usize > v { w - 1 } else { w };
        let mut names = self.graph.names.clone();
        names.remove(v);
        let arrows: Vec<(u32, u32)> = self
            .arrow_list()
            .into_iter()
            .filter(|&(a, b)| a as usize != v && b as usize != v)
            .map(|(a, b)| (renumber(a), renumber(b)))
            .collect();
        let tokens = self.tokens.iter().map(|&t| if t as usize == v { 0 } else { renumber(t) }).collect();
        Some(self.rebuilt(names, &arrows, tokens))
    }

    /// The same graph with one token, on `v`.
    pub fn with_start(&self, v: usize) -> Option<GraphPosition> {
        (v < self.graph.vertex_count()).then(|| self.with_tokens(vec![v as u32]))
    }
}
