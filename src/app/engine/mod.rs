//! The page's engine client's transport: every request the page makes of the engine goes
//! through here, to the engine's Web Workers, so the page answers every board while the engine
//! works. What to ask and what the replies mean for the game is decided in `engine_client`
//! (natively tested); here the workers are spawned, the messages posted and decoded, and jobs
//! cancelled.
//!
//! - `connection`: one worker as the page holds it (spawned, sent requests, its replies read,
//!   its death told, ended): the engine worker's and each part's of a split search;
//! - `worker`: the engine worker, run as `engine_client::engine_queue` decides (jobs queued, run
//!   one at a time, cancelled by ending the worker, a dead worker replaced); `EngineJob`, whose
//!   drop cancels its job;
//! - `driver`: runs one of `engine_client`'s machines: its requests to the engine worker or to the
//!   parts of a split search (the buffers they pass between them carried here), its cancels, a
//!   cluster read into the page in parts between frames, its reports to the page;
//! - `analysis`: a puzzle's analysis (the game's, through `GameAnalysis`; the editor's and the
//!   classroom's), a plan from one position (the review's, through `LoneSearch`), and what the
//!   device says of itself (memory budget, cores);
//! - `tool_requests`: `call`, the one way to ask for a single answer, and the tools' requests
//!   through it ("New puzzle", the classroom's layers, graph, comparison and bounds), each built
//!   and read by `engine_client::tool_questions`.

pub mod analysis;
mod connection;
pub mod driver;
#[cfg(feature = "tools")]
pub mod tool_requests;
pub mod worker;
