//! The heatmap's colours, shared by every table of values drawn as coloured squares (the
//! chocolate games' tables, Wythoff's values): a value and the largest value in the table give
//! a colour. It knows no game.

/// The value of a cell that has none (drawn grey).
pub const NO_VALUE: u16 = u16::MAX;

/// Colours of the heatmap. A value of 0 (a loss for the player to move) is dark, so the losing
/// positions stand out; a cell without a value is grey. Up to [`DISTINCT`] values each get a
/// colour of their own (tables that are patterns of a few values); larger tables (a chocolate
/// table reaches 256) use a viridis-like ramp.
pub const ZERO: [u8; 3] = [20, 33, 61];
pub const NONE: [u8; 3] = [176, 176, 176];
pub const DISTINCT: u16 = 12;
pub const CATEGORIES: [[u8; 3]; 12] = [
    [253, 240, 213],
    [142, 202, 230],
    [255, 183, 3],
    [33, 158, 188],
    [251, 133, 0],
    [144, 190, 109],
    [230, 57, 70],
    [106, 76, 147],
    [42, 157, 143],
    [244, 162, 97],
    [87, 117, 144],
    [255, 112, 166],
];
pub const STOPS: [[u8; 3]; 5] = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];

/// The colour of `value` in a table whose largest value is `max`.
pub fn colour(value: u16, max: u16) -> [u8; 3] {
    if value == NO_VALUE {
        return NONE;
    }
    if value == 0 {
        return ZERO;
    }
    if max <= DISTINCT {
        return CATEGORIES[usize::from(value - 1) % CATEGORIES.len()];
    }
    let t = f64::from(value - 1) / f64::from(max - 1);
    let scaled = t.clamp(0.0, 1.0) * (STOPS.len() - 1) as f64;
    let low = (scaled.floor() as usize).min(STOPS.len() - 2);
    let f = scaled - low as f64;
    let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * f).round() as u8;
    let (a, b) = (STOPS[low], STOPS[low + 1]);
    [mix(a[0], b[0]), mix(a[1], b[1]), mix(a[2], b[2])]
}
