//! Explanation components any game can use: the mex stepper, the nim-sum by bits, the Grundy
//! table heatmap and the move list.

pub mod heat;
pub mod history;
pub mod mex_stepper;
pub mod text;
pub mod xor_panel;

use std::sync::atomic::{AtomicUsize, Ordering};

use yew::prelude::*;

/// An element id no other mounted component shares (`<prefix>-<n>`), kept for the component's
/// life: a lesson may show two mex steppers or nim-sum panels at once, and each heading labels its
/// own panel.
#[hook]
pub fn use_unique_id(prefix: &'static str) -> AttrValue {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    (*use_memo((), move |_| AttrValue::from(format!("{prefix}-{}", NEXT.fetch_add(1, Ordering::Relaxed)))))
        .clone()
}
