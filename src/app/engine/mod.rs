//! The page's engine client: every request the page makes of the engine goes through here, to
//! the engine's Web Worker (`worker.rs`), so the page answers every board while the engine works.
//!
//! `call::call` is the one way to ask the engine worker: a request, a reader of its replies (its
//! streaming form reads replies on the way, as a plan before the analysis or layouts rated), and
//! where progress and the outcome go. A job ends in exactly one outcome: its answer, or an
//! `EngineFailure` — the worker's failure in its words, a stop at the memory budget with its
//! figures, a worker that died or could not start. Dropping the `EngineJob` cancels it (a running
//! job ends with its worker). Adding a request is its variant in `worker_protocol`, its handler
//! in the worker, and a short caller here through `call`.
//!
//! `connection` — one worker as the page holds it (spawned, sent requests, its replies read,
//! ended): the engine worker's and each part's of a split search; `worker` — the engine worker:
//! jobs queued, run one at a time, cancelled, a dead worker replaced; `call` — `call`, and
//! `read_plan` for a plan in an answer. One file per request (`worker_protocol::Request`):
//! - `analysis` — `Analyse`: a puzzle's cluster in moves or steps (the game's, the editor's, the
//!   classroom's), with the game's start plan first, the cluster read into the page in parts
//! - `solve` — `Solve`: an optimal plan from a position (boards whose cluster stays in the worker)
//! - `split` — `SplitStart`, `SplitExpand`, `SplitReceive`: that plan's search split over
//!   workers of its own, one per core, on boards above 8×8 (`split_over`: whether, and over how
//!   many); its requests go to its parts' connections, each part's own
//! - `known` — `Keep`, `AfterMove`: a big board's layers from the start kept in the engine
//!   worker, and the answer after a move from them
//! - `generate` — `Generate`: "New puzzle"'s generator
//! - `layers` — `Layers`: the classroom's layer-by-layer search
//! - `graph` — `Graph`: the classroom's state graph
//! - `compare` — `Compare`: one algorithm of the classroom's comparison
//! - `bounds` — `Bounds`: the next step of the classroom's bounds run (lower against upper bound)

pub mod analysis;
#[cfg(feature = "tools")]
pub mod bounds;
pub mod call;
#[cfg(feature = "tools")]
pub mod compare;
mod connection;
#[cfg(feature = "tools")]
pub mod generate;
#[cfg(feature = "tools")]
pub mod graph;
pub mod known;
#[cfg(feature = "tools")]
pub mod layers;
pub mod solve;
pub mod split;
pub mod worker;
