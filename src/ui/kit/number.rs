//! Numbers for SVG coordinates and readouts, written without core's float printing: `{}` or
//! `{:.2}` on an `f64` links the shortest and exact float algorithms (about 18 KB of wasm, which
//! only the chocolate boards used); integer printing is in the main module already.

/// `x` rounded to `places` decimals (at most 9), without trailing zeros: `12.5`, `40`, `-3.25`.
/// NaN prints as `0` and values past ±9.2e18 / 10^places saturate (never in a drawing).
pub fn decimal(x: f64, places: u32) -> String {
    let places = places.min(9);
    let scale = 10_u64.pow(places);
    // `as` saturates and maps NaN to 0.
    let scaled = (x * scale as f64).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let magnitude = scaled.unsigned_abs();
    let (whole, fraction) = (magnitude / scale, magnitude % scale);
    if fraction == 0 {
        return format!("{sign}{whole}");
    }
    let digits = format!("{fraction:0width$}", width = places as usize);
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}
