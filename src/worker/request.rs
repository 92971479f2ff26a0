//! What a request names, read: its puzzle with the vehicles in the page's order (or a `Failed`
//! reply saying why not), its metric.

use super::scope::post;
use crate::worker_protocol::Reply;
use rush_hour_engine::model::board::{Board, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;

pub(super) fn metric(steps: bool) -> Metric {
    if steps { Metric::Steps } else { Metric::Moves }
}

/// The request's puzzle with its vehicles in the page's order (`labels`), or a `Failed` reply
/// saying why not.
pub(super) fn puzzle(job: u32, text: &str, labels: &str) -> Option<Puzzle> {
    let ordered = grid::parse(text).map_err(|e| e.to_string()).and_then(|p| in_order(p, labels));
    ordered.map_err(|message| post(job, &Reply::Failed { message }, None)).ok()
}

/// The puzzle rebuilt with its vehicles in the order of `labels`.
fn in_order(p: Puzzle, labels: &str) -> Result<Puzzle, String> {
    let vehicles = p.board.vehicles();
    if vehicles.iter().map(|v| v.label).eq(labels.chars()) {
        return Ok(p);
    }
    let placed = labels
        .chars()
        .map(|l| vehicles.iter().position(|v| v.label == l).map(|i| (vehicles[i], p.start.offset(i))))
        .collect::<Option<Vec<_>>>()
        .filter(|placed| placed.len() == vehicles.len())
        .ok_or_else(|| format!("the labels {labels} are not the puzzle's vehicles"))?;
    let b = &p.board;
    Board::build(b.width() as usize, b.height() as usize, b.walls().to_vec(), placed, Some(b.exit())).map_err(|e| e.to_string())
}
