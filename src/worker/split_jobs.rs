//! One part of a search split over several workers (`Request::SplitStart`, `SplitExpand`,
//! `SplitReceive`; the engine's `search::split_layers`). The worker keeps its part between the
//! page's requests; the page passes each part's buffers to the others and ends the search.

use super::progress_posts::reporter;
use super::scope::{memory, now, post, post_buffers, post_stop};
use crate::worker_protocol::{PlanFound, Reply, SplitStep};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::limits::Limits;
use rush_hour_engine::search::solver::Outcome;
use rush_hour_engine::search::split_layers::{SplitExpansion, SplitSearch, SplitStart};
use std::cell::RefCell;

/// Bytes of a received buffer copied into the wasm memory at a time (a whole buffer can be tens
/// of megabytes).
const PIECE: u32 = 1 << 20;

/// The part this worker searches, with what its replies need.
struct PartKept {
    search: SplitSearch,
    parts: usize,
    started: f64,
}

thread_local! {
    static PART: RefCell<Option<PartKept>> = const { RefCell::new(None) };
}

pub(super) fn start(job: u32, p: &Puzzle, metric: Metric, part: usize, parts: usize, memory_budget: usize) {
    let started = now();
    let searching = match SplitSearch::start(&p.board, &p.start, metric, part, parts, memory_budget) {
        SplitStart::Search(search) => {
            PART.with(|h| *h.borrow_mut() = Some(PartKept { search, parts, started }));
            true
        }
        SplitStart::Answered(_) | SplitStart::Unsplittable => false,
    };
    post(job, &Reply::Split(SplitStep::Started { searching }), None);
}

pub(super) fn expand(job: u32) {
    PART.with(|h| {
        let mut held = h.borrow_mut();
        let Some(held) = held.as_mut() else { return no_part(job) };
        let mut report = reporter(job);
        match held.search.expand(&mut Limits::default().with_progress(&mut report)) {
            Ok(SplitExpansion::Sent) => {
                // Each part's codes written straight into a buffer outside the wasm memory.
                let parts = held.parts;
                let out: Vec<js_sys::ArrayBuffer> = (0..parts)
                    .map(|j| {
                        let buffer = js_sys::Uint8Array::new_with_length(held.search.sent_len(j) as u32);
                        let mut at = 0;
                        held.search.take_sent(j, &mut |piece| {
                            buffer.subarray(at, at + piece.len() as u32).copy_from(piece);
                            at += piece.len() as u32;
                        });
                        buffer.buffer()
                    })
                    .collect();
                let positions = held.search.stats().discovered;
                post_buffers(job, &Reply::Split(SplitStep::Sent { positions, memory: memory() }), out);
            }
            Ok(SplitExpansion::Solved(found)) => {
                let plan = match found.outcome {
                    Outcome::Solved(plan) => Some(plan),
                    Outcome::Unsolvable => None,
                };
                let (positions, millis) = (found.stats.discovered, (now() - held.started) as u32);
                post(job, &Reply::Plan(PlanFound { plan, positions, memory: memory(), millis }), None);
            }
            Err(e) => post_stop(job, &e),
        }
    });
}

/// The other parts' buffers for this part; the layer ends.
pub(super) fn receive(job: u32, buffers: &[js_sys::ArrayBuffer]) {
    PART.with(|h| {
        let mut held = h.borrow_mut();
        let Some(held) = held.as_mut() else { return no_part(job) };
        for buffer in buffers {
            let length = buffer.byte_length();
            let mut at = 0;
            while at < length {
                let piece = js_sys::Uint8Array::new_with_byte_offset_and_length(buffer, at, PIECE.min(length - at)).to_vec();
                if let Err(e) = held.search.receive(&piece) {
                    return post_stop(job, &e);
                }
                at += PIECE;
            }
        }
        let size = held.search.end_layer();
        post(job, &Reply::Split(SplitStep::Layer { size, positions: held.search.stats().discovered, memory: memory() }), None);
    });
}

fn no_part(job: u32) {
    post(job, &Reply::Failed { message: "this worker has no part of a split search (it was not started)".into() }, None);
}
