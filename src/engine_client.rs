//! The page's engine client's decisions, without the web (tested natively, as `game` is): what to
//! ask the engine's workers, in which order, and what their replies make of the game. The page's
//! transport (`app/engine/`) spawns the workers, posts and decodes the messages and cancels; it
//! feeds every reply here as an [`Input`] and does what comes back, a list of [`Command`]s: a
//! request for the engine worker or a part of a split search, a cancel, a cluster to read into
//! the page, a [`Report`] for the game (an `AnalysisAction`, `Report::action`), a line for the
//! console.
//!
//! - `engine_queue`: the engine worker's queue (one job at a time, a cancel that ends a running
//!   job's worker, a dead worker's job failed), which `app/engine/worker.rs` runs;
//! - `plan_search`: an optimal plan from one position, split over workers of its own or in the
//!   engine worker ([`split_over`], the one place that decides whether), the split's start,
//!   expand and receive rounds, and the fall back to one worker (a board the split search does
//!   not take, parts that cannot start, a split search stopped at the memory budget);
//! - `game_analysis`: the game's conversation about a puzzle: the start's plan first (split, or
//!   the short search before the analysis), the analysis, its cluster handed to the page or
//!   held in the worker, the layers of a big board kept, and a position off the line answered
//!   from them or searched;
//! - `tool_questions`: the tools page's requests (the classroom's, the generator's), each with
//!   the reader of its reply.

mod commands;
pub mod engine_queue;
pub mod game_analysis;
pub mod plan_search;
#[cfg(test)]
mod tests;
#[cfg(feature = "tools")]
pub mod tool_questions;

pub use commands::{ANOTHER, Command, Input, Machine, Report, STOPPED, Said, Task, Tasks, puzzle_at, read_line};
pub use plan_search::{Device, LoneSearch, PlanSearch, keeps_layers, split_over};
