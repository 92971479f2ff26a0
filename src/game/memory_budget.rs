//! How much memory the engine worker may use for one analysis or search: a share of the
//! device's memory where the browser tells it (`navigator.deviceMemory`, in Chromium), a
//! conservative 384 MB where it does not (Safari, Firefox), doubled each time the player asks
//! for more on a board that stopped at it, up to 2 GB. The tests and the benchmarks may set the
//! device's share instead (`set_memory_budget`).
//!
//! The budget is the search's own count of what it holds. The worker's wasm memory comes out
//! larger, since the allocator keeps blocks a larger layer cannot reuse and a wasm memory never
//! shrinks: on the UvA 12×12, 440 MB at a budget of 384 MB, and 672 MB at 512 MB
//! (`scripts/wasm-bench.mjs solve --max-memory … GRID`, 2026-11-24).

/// The budget where the browser does not tell the device's memory. Safari on iPhones and iPads
/// refuses or ends pages whose wasm memory nears about 600 MB: 384 MB keeps it near 440 MB.
pub const UNKNOWN_DEVICE: usize = 384 << 20;
/// The least budget, whatever the device.
pub const LEAST: usize = 256 << 20;
/// The budget a device's own share stops at (a player may raise it further).
pub const DEVICE_MOST: usize = 1 << 30;
/// The most a player may raise it to (a wasm32 memory reaches 4 GB; the page needs the rest).
pub const MOST: usize = 2 << 30;

/// The budget for a device with `device_gb` GB of memory (`None`: not told), raised `raised`
/// times by the player: a quarter of the device's memory between 256 MB and 1 GB, doubled per
/// raise, at most 2 GB.
pub fn memory_budget(device_gb: Option<f64>, raised: u32) -> usize {
    let device = match device_gb {
        Some(gb) if gb.is_finite() && gb > 0.0 => ((gb * (1u64 << 30) as f64 / 4.0) as usize).clamp(LEAST, DEVICE_MOST),
        _ => UNKNOWN_DEVICE,
    };
    raise(device, raised)
}

/// The least budget [`set_memory_budget`] takes.
pub const LEAST_SET: usize = 16 << 20;

/// The budget where the device's share is set to `mb` MB in place of the browser's word, for
/// the tests and the benchmarks (`app::engine::analysis::BUDGET_KEY`): a small one stops a large
/// board's search within seconds in every engine. At least [`LEAST_SET`], raised as
/// [`memory_budget`].
pub fn set_memory_budget(mb: usize, raised: u32) -> usize {
    raise(mb.saturating_mul(1 << 20).clamp(LEAST_SET, MOST), raised)
}

/// `budget` doubled `raised` times, at most [`MOST`].
fn raise(budget: usize, raised: u32) -> usize {
    budget.saturating_mul(1usize.checked_shl(raised.min(8)).unwrap_or(usize::MAX)).min(MOST)
}

/// Whether a search that stopped at `budget` could be given more.
pub fn can_raise(budget: usize) -> bool {
    budget < MOST
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_of_the_device_between_the_bounds() {
        assert_eq!(memory_budget(None, 0), 384 << 20);
        assert_eq!(memory_budget(Some(8.0), 0), 1 << 30);
        assert_eq!(memory_budget(Some(2.0), 0), 512 << 20);
        assert_eq!(memory_budget(Some(0.5), 0), 256 << 20);
        assert_eq!(memory_budget(Some(f64::NAN), 0), 384 << 20);
        assert_eq!(memory_budget(Some(-1.0), 0), 384 << 20);
    }

    #[test]
    fn each_raise_doubles_up_to_the_most() {
        assert_eq!(memory_budget(None, 1), 768 << 20);
        assert_eq!(memory_budget(None, 2), 1536 << 20);
        assert_eq!(memory_budget(None, 3), 2 << 30);
        assert_eq!(memory_budget(None, 40), 2 << 30);
        assert!(can_raise(memory_budget(None, 2)));
        assert!(!can_raise(memory_budget(None, 3)));
    }

    #[test]
    fn a_set_budget_takes_the_place_of_the_device_share() {
        assert_eq!(set_memory_budget(64, 0), 64 << 20);
        assert_eq!(set_memory_budget(64, 1), 128 << 20);
        assert_eq!(set_memory_budget(1, 0), LEAST_SET);
        assert_eq!(set_memory_budget(usize::MAX, 0), MOST);
    }
}
