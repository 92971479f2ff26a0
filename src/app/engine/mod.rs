//! The page's engine client's transport: every request the page makes of the engine goes
//! through here, to the engine's Web Workers, so the page answers every board while the engine
//! works. What to ask and what the replies mean for the game is decided in `engine_client`
//! (natively tested); here the workers are spawned, the messages posted and decoded, and jobs
//! cancelled.
//!
//! - `connection`: one worker as the page holds it (spawned, sent requests, its replies read,
//!   its death told, ended): the engine worker's and each part's of a split search;
//! - `worker`: the engine worker: jobs queued, run one at a time, cancelled by ending the
//!   worker, a dead worker replaced; `EngineJob`, whose drop cancels its job;
//! - `driver`: runs one of `engine_client`'s machines: its requests to the engine worker or to the
//!   parts of a split search (the buffers they pass between them carried here), its cancels, a
//!   cluster read into the page in parts between frames, its reports to the page;
//! - `analysis`: a puzzle's analysis (the game's, through `GameAnalysis`; the editor's and the
//!   classroom's), and what the device says of itself (memory budget, cores);
//! - `solve`: a plan from one position (the review's), through `LoneSearch`;
//! - `call`: the one way to ask for a single answer (a request, a reader of its replies, one
//!   path for every failure as an `EngineFailure`), for the tools' requests, a file each:
//!   `generate` ("New puzzle"), `layers`, `graph`, `compare`, `bounds` (the classroom's).

pub mod analysis;
#[cfg(feature = "tools")]
pub mod bounds;
#[cfg(feature = "tools")]
pub mod call;
#[cfg(feature = "tools")]
pub mod compare;
mod connection;
pub mod driver;
#[cfg(feature = "tools")]
pub mod generate;
#[cfg(feature = "tools")]
pub mod graph;
#[cfg(feature = "tools")]
pub mod layers;
pub mod solve;
pub mod worker;
