//! Numbers with a fixed count of decimals, written with integer formatting only. Core's float
//! formatting (`{}` or `{:.1}` of an `f64`, and `f64::clamp`'s panic message, which `{:?}`s its
//! bounds) is about 12 KB of the game page's wasm; the page writes its few fractional numbers
//! (CSS and SVG values) through `fixed`, so none of it is linked.

/// `value` rounded to `decimals` digits after the point (half away from zero), e.g. `fixed(1.23456,
/// 2)` is "1.23", `fixed(-0.04, 1)` is "0.0", `fixed(359.6, 0)` is "360". Values beyond ±9.2e18
/// after scaling saturate; a NaN is written "0".
pub fn fixed(value: f64, decimals: u32) -> String {
    let scale = 10_u64.pow(decimals);
    let n = (value * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let (whole, fraction) = (n / scale, n % scale);
    if decimals == 0 { format!("{sign}{whole}") } else { format!("{sign}{whole}.{fraction:0width$}", width = decimals as usize) }
}

/// `value` clamped to `lo..=hi` with no panic (`f64::clamp` panics when `lo > hi`, and links
/// float formatting for its message): `lo` wins when the bounds cross; a NaN gives `hi` (`min`
/// and `max` pass over a NaN, where `f64::clamp` keeps it).
pub fn clamp(value: f64, lo: f64, hi: f64) -> f64 {
    value.min(hi).max(lo)
}

#[cfg(test)]
mod tests {
    use super::{clamp, fixed};

    #[test]
    fn fixed_writes_what_float_formatting_writes_but_for_ties_and_negative_zero() {
        for (value, decimals) in [(1.23456, 2), (0.5714, 4), (359.6, 0), (12.0, 1), (-3.75, 1), (1e-9, 3), (146.66, 1), (-0.04, 1)] {
            let expected = format!("{value:.decimals$}", decimals = decimals as usize);
            // Rust writes a rounded-away negative zero as "-0.0"; fixed writes "0.0".
            assert_eq!(fixed(value, decimals), expected.replace("-0.0", "0.0"), "{value} to {decimals}");
        }
        assert_eq!(fixed(-3.75, 1), "-3.8");
        assert_eq!(fixed(0.05, 1), "0.1");
        assert_eq!(fixed(f64::NAN, 2), "0.00");
    }

    #[test]
    fn clamp_keeps_within_the_bounds_and_never_panics() {
        assert_eq!(clamp(5.0, 0.0, 3.0), 3.0);
        assert_eq!(clamp(-1.0, 0.0, 3.0), 0.0);
        assert_eq!(clamp(2.5, 0.0, 3.0), 2.5);
        assert_eq!(clamp(2.0, 4.0, 3.0), 4.0);
    }
}
