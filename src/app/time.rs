//! The page's clock: `now()`, in milliseconds since the page started (the engine client, the
//! hooks and the panels time with it). The engine's worker keeps a clock of its own
//! (`worker::scope::now`): a worker has no `window`.

/// The page's time in milliseconds.
pub fn now() -> f64 {
    gloo::utils::window().performance().map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}
