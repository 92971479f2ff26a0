//! What a request names, read: its puzzle checked by the board's rules (or a `Failed` reply
//! saying why not; `worker_protocol::arrival`), its metric.

use super::scope::post;
use crate::worker_protocol::Reply;
use crate::worker_protocol::arrival::checked_puzzle;
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::rules::Metric;

pub(super) fn metric(steps: bool) -> Metric {
    if steps { Metric::Steps } else { Metric::Moves }
}

/// The request's puzzle, if it keeps the rules; else a `Failed` reply saying why not.
pub(super) fn puzzle(job: u32, puzzle: Puzzle) -> Option<Puzzle> {
    checked_puzzle(puzzle)
        .map_err(|why| post(job, &Reply::Failed { message: format!("the engine was sent a puzzle it cannot take: {why}") }, None))
        .ok()
}
