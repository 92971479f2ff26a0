//! A job's progress posted to the page: at most every `PROGRESS_MS`.

use super::scope::{memory, now, post};
use crate::worker_protocol::Reply;
use rush_hour_engine::search::limits::SearchProgress;

/// Milliseconds between two progress reports.
pub(super) const PROGRESS_MS: f64 = 100.0;

/// A progress hook that posts at most every `PROGRESS_MS` and never cancels (the page
/// terminates the worker instead).
pub(super) fn reporter(job: u32) -> impl FnMut(SearchProgress) -> bool {
    let mut last = now();
    move |p: SearchProgress| {
        if now() - last >= PROGRESS_MS {
            last = now();
            post(job, &Reply::Progress { positions: p.discovered, depth: p.depth, memory: memory() }, None);
        }
        true
    }
}
