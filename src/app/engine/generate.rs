//! `Request::Generate`: a new puzzle from the engine's generator (random layouts and mutations of
//! the library's hard puzzles, each rated by its cluster), run in the worker with the browser's
//! limits; the layouts rated so far as it runs, then the puzzle or that none was found.

use super::call::call;
use super::worker::EngineJob;
use crate::game::engine_failure::EngineFailure;
use crate::worker_protocol::{Generation, Request};
use rush_hour_engine::generate::{PAGE_CLUSTER_BUDGET, PAGE_TRIES};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use std::ops::RangeInclusive;
use yew::Callback;

/// What a generation found.
pub enum Generated {
    /// A puzzle (vehicles in the engine's order), its optimal moves, its cluster's size and the
    /// layouts rated to find it.
    Puzzle { puzzle: Puzzle, moves: u16, cluster: usize, tries: usize },
    /// No layout in the range after `tries` layouts.
    NotFound { tries: usize },
}

/// Generates a `size` (width, height) puzzle, walls or not, whose optimal solution takes
/// `moves`, from the generator's `seed`: the layouts rated so far to `on_rated`, then what it
/// found or why it could not run to `on_done`.
pub fn generate(
    size: (u8, u8),
    moves: RangeInclusive<u16>,
    walls: bool,
    seed: u32,
    on_rated: Callback<usize>,
    on_done: Callback<Result<Generated, EngineFailure>>,
) -> EngineJob {
    let ((width, height), (min_moves, max_moves)) = ((size.0 as u32, size.1 as u32), (*moves.start() as u32, *moves.end() as u32));
    let (max_tries, cluster_budget) = (PAGE_TRIES, PAGE_CLUSTER_BUDGET);
    let request = Request::Generate { width, height, min_moves, max_moves, walls, seed, max_tries, cluster_budget };
    let read = move |generation, _| match generation {
        Generation::Rated { tries } => {
            on_rated.emit(tries);
            None
        }
        Generation::Generated { grid, moves, cluster, tries } => Some(
            grid::parse(&grid)
                .map(|puzzle| Generated::Puzzle { puzzle, moves: moves as u16, cluster, tries })
                .map_err(|e| EngineFailure::Other(format!("the engine's puzzle could not be read: {e}"))),
        ),
        Generation::NotFound { tries } => Some(Ok(Generated::NotFound { tries })),
    };
    call(request, None, read, on_done)
}
