//! The sorted-layer search ([`crate::search::sorted_layers`]) split into parts that share no memory: the
//! browser's Web Workers, each a wasm instance of its own, searching one board together.
//!
//! Each position has one owner among the `parts` (a hash of its code). A part holds only its own
//! positions of the last layers, so each part holds about `1 / parts` of the search's memory.
//! One layer takes two steps on every part:
//!
//! 1. [`SplitSearch::expand`]: the part expands its share of layer `d`. The successors it owns are
//!    checked against its layers `d - 1` and `d` and kept for layer `d + 1`. The others are
//!    returned as bytes, one buffer per owner.
//! 2. [`SplitSearch::receive`] each buffer the other parts sent it, then
//!    [`SplitSearch::end_layer`]: the part checks those codes against its own layers, and layer
//!    `d + 1` is complete. The part returns its size; the search ends when every part's is 0.
//!
//! Every successor of a position at depth `d` is at depth `d - 1`, `d` or `d + 1` (moves can be
//! undone), and its owner holds its layers `d - 1` and `d`. So the parts' layers together are
//! exactly the single search's. The part that generates a goal (a position whose red car has a
//! clear way out) recovers the plan on its own, from both ends ([`crate::search::bidirectional`]):
//! that needs the board, the start and the goal, not the layers.
//!
//! Whoever drives the parts passes the buffers between them (the page, between its workers);
//! [`split_solve`] drives them in one process, for the tests and the CLI's measurements.

use crate::model::board::{Board, Position};
use crate::model::rules::Metric;
use crate::search::bidirectional::plan_report;
use crate::search::limits::{Limits, SolveError, Stats, Stopwatch};
use crate::search::line_code::{Code, LineCode, code_bits};
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::solver::{Outcome, SolveReport};
use crate::search::sorted_layers::{KeepAll, ROUND, Share, ShareContext, Split, Step, grow, owner, report};
use std::marker::PhantomData;

/// What a part's expansion of a layer ended with.
pub enum SplitExpansion {
    /// The codes found for the other parts wait to be taken ([`SplitSearch::take_sent`]).
    Sent,
    /// This part generated a goal: the plan, recovered from both ends.
    Solved(SolveReport),
}

/// One part of a split search (see the module's notes).
pub struct SplitSearch(Box<dyn PartSearch>);

/// How a part was set up.
pub enum SplitStart {
    Search(SplitSearch),
    /// The start is a goal, or in moves one move from it: no search needed.
    Answered(SolveReport),
    /// A position's code does not fit 128 bits: only the hash-based lean search takes this board.
    Unsplittable,
}

impl SplitSearch {
    /// Part `part` of `parts` of the search from `start` in `metric`, holding at most
    /// `max_memory` bytes.
    pub fn start(board: &Board, start: &Position, metric: Metric, part: usize, parts: usize, max_memory: usize) -> SplitStart {
        assert!(part < parts, "part {part} of {parts}");
        let packed = PackedBoard::new(board, start);
        with_key_type!(&packed, |K, E, _D| {
            let start_key: K = packed.pack(start);
            if let Some(report) = crate::search::frontier::answered_at_start(&packed, &start_key, metric) {
                return SplitStart::Answered(report);
            }
            let search: Box<dyn PartSearch> = match code_bits(&packed, &start_key) {
                0..=63 => Box::new(Part::<K, E, u64>::new(packed, start_key, metric, part, parts, max_memory)),
                64..=127 => Box::new(Part::<K, E, u128>::new(packed, start_key, metric, part, parts, max_memory)),
                _ => return SplitStart::Unsplittable,
            };
            SplitStart::Search(SplitSearch(search))
        })
    }

    /// Expands this part's share of the current layer (see the module's notes); `limits`' hook
    /// gets this part's progress and may cancel.
    pub fn expand(&mut self, limits: &mut Limits) -> Result<SplitExpansion, SolveError> {
        self.0.expand(limits)
    }

    /// Bytes of the codes this part found for part `part` in its last expansion.
    pub fn sent_len(&self, part: usize) -> usize {
        self.0.sent_len(part)
    }

    /// Takes the codes this part found for part `part`, written to `write` a piece of bytes at a
    /// time (each code little-endian, in increasing order), and frees their room. (Kept for the
    /// next layer, or reserved ahead by an estimate, that room made the worker's memory larger at
    /// its peak: 286 MB against 160 MB on UvA 9×9 #6.)
    pub fn take_sent(&mut self, part: usize, write: &mut dyn FnMut(&[u8])) {
        self.0.take_sent(part, write)
    }

    /// Takes the codes another part found for this one (bytes from its [`SplitSearch::take_sent`],
    /// in pieces of whole codes).
    pub fn receive(&mut self, bytes: &[u8]) -> Result<(), SolveError> {
        self.0.receive(bytes)
    }

    /// Completes the next layer; returns this part's share of it (0: nothing more to expand here).
    pub fn end_layer(&mut self) -> usize {
        self.0.end_layer()
    }

    /// This part's figures so far: positions it owns, layer by layer, and its memory.
    pub fn stats(&self) -> Stats {
        self.0.stats()
    }
}

trait PartSearch: Send {
    fn expand(&mut self, limits: &mut Limits) -> Result<SplitExpansion, SolveError>;
    fn receive(&mut self, bytes: &[u8]) -> Result<(), SolveError>;
    fn sent_len(&self, part: usize) -> usize;
    fn take_sent(&mut self, part: usize, write: &mut dyn FnMut(&[u8]));
    fn end_layer(&mut self) -> usize;
    fn stats(&self) -> Stats;
}

struct Part<K: Key, E, C: Code> {
    board: PackedBoard,
    start: K,
    code: LineCode<K, C>,
    metric: Metric,
    /// This part's codes of layers `d - 1` and `d`.
    before: Vec<C>,
    current: Vec<C>,
    share: Share<C>,
    /// This part's size of each layer so far.
    sizes: Vec<usize>,
    expanded: usize,
    max_memory: usize,
    peak: usize,
    clock: Stopwatch,
    generator: PhantomData<fn() -> E>,
}

impl<K: Key, E: GeneratorOf<K>, C: Code> Part<K, E, C> {
    fn new(board: PackedBoard, start: K, metric: Metric, part: usize, parts: usize, max_memory: usize) -> Self {
        let code: LineCode<K, C> = LineCode::new(&board, &start);
        let first = code.encode(&board, &start);
        let current = if owner(&first, parts) == part { vec![first] } else { Vec::new() };
        let split = Split { part, parts, out: (0..parts).map(|_| Vec::new()).collect() };
        Part {
            board,
            start,
            code,
            metric,
            before: Vec::new(),
            sizes: vec![current.len()],
            current,
            share: Share::new(Some(split)),
            expanded: 0,
            max_memory,
            peak: 0,
            clock: Stopwatch::start(),
            generator: PhantomData,
        }
    }

    /// Bytes held by the layers (the share counts its own).
    fn layers_bytes(&self) -> usize {
        (self.before.capacity() + self.current.capacity()) * std::mem::size_of::<C>()
    }

    fn stats_with(&self, partial: bool) -> Stats {
        let mut frontier = self.sizes.clone();
        if partial {
            frontier.push(self.share.next.len());
        }
        let held = self.layers_bytes() + self.share.bytes();
        Stats {
            discovered: frontier.iter().sum(),
            expanded: self.expanded,
            frontier,
            millis: self.clock.millis(),
            memory_bytes: held,
            peak_memory_bytes: self.peak.max(self.share.peak).max(held),
            pruned: 0,
        }
    }

    fn out_of_memory(&self) -> SolveError {
        SolveError::Memory { limit: self.max_memory, stats: self.stats_with(false) }
    }

    /// Lets the share hold what the layers leave of the budget.
    fn give_budget(&mut self) {
        self.share.budget = self.max_memory.saturating_sub(self.layers_bytes());
    }
}

impl<K: Key, E: GeneratorOf<K>, C: Code> PartSearch for Part<K, E, C> {
    fn expand(&mut self, limits: &mut Limits) -> Result<SplitExpansion, SolveError> {
        let depth = self.sizes.len() - 1;
        self.give_budget();
        if !self.share.size_for(self.current.len()) {
            return Err(self.out_of_memory());
        }
        let steps = self.metric == Metric::Steps;
        let mut goal = None;
        for round in self.current.chunks(ROUND) {
            let x = ShareContext {
                board: &self.board,
                code: &self.code,
                steps,
                before: &self.before,
                current: &self.current,
                prune: &KeepAll,
                depth: depth + 1,
            };
            let step = self.share.expand(round, &x);
            self.expanded += round.len();
            match step {
                Step::Done => {}
                Step::Goal(target) => {
                    goal = Some(target);
                    break;
                }
                Step::Memory => return Err(self.out_of_memory()),
            }
            let found = self.sizes.iter().sum::<usize>() + self.share.next.len();
            if !report(limits, depth, found, self.expanded) {
                return Err(SolveError::Cancelled { stats: self.stats_with(false) });
            }
        }
        if let Some(target) = goal {
            let stats = self.stats_with(true);
            // The search ends here: its layers make room for the plan's recovery.
            (self.before, self.current) = (Vec::new(), Vec::new());
            self.share = Share::new(None);
            return plan_report::<K, E>(&self.board, self.start, target, depth + 1, self.metric, limits, stats, &self.clock)
                .map(SplitExpansion::Solved);
        }
        if !self.share.flush(&self.before, &self.current) {
            return Err(self.out_of_memory());
        }
        Ok(SplitExpansion::Sent)
    }

    fn receive(&mut self, bytes: &[u8]) -> Result<(), SolveError> {
        // Another part's buffer of the same board: anything else is a fault of the driver's.
        assert!(
            bytes.len().is_multiple_of(C::BYTES),
            "a part received {} bytes, not a whole number of {}-byte codes",
            bytes.len(),
            C::BYTES
        );
        self.give_budget();
        let room = self.share.chunk.capacity().max(1);
        for piece in bytes.chunks(room * C::BYTES) {
            self.share.chunk.extend(piece.chunks_exact(C::BYTES).map(C::read_le));
            // A sender's codes come sorted, each once.
            if !self.share.flush_chunk(&self.before, &self.current, true) {
                return Err(self.out_of_memory());
            }
        }
        Ok(())
    }

    fn sent_len(&self, part: usize) -> usize {
        self.share.split.as_ref().map_or(0, |s| s.out[part].len() * C::BYTES)
    }

    fn take_sent(&mut self, part: usize, write: &mut dyn FnMut(&[u8])) {
        let Some(split) = self.share.split.as_mut() else { return };
        let mut piece = Vec::with_capacity(4096 * C::BYTES);
        for codes in split.out[part].chunks(4096) {
            piece.clear();
            for &c in codes {
                c.write_le(&mut piece);
            }
            write(&piece);
        }
        split.out[part] = Vec::new();
    }

    fn end_layer(&mut self) -> usize {
        self.peak = self.peak.max(self.layers_bytes() + self.share.bytes()).max(self.share.peak);
        let next = std::mem::take(&mut self.share.next);
        let oldest = std::mem::replace(&mut self.before, std::mem::replace(&mut self.current, next));
        self.share.next = oldest;
        self.share.next.clear();
        // Room for the next layer at once where the budget allows (as the single search does).
        let estimate = (self.current.len() as u128 * self.current.len() as u128 / self.before.len().max(1) as u128)
            .min(4 * self.current.len() as u128) as usize;
        let held = self.layers_bytes() + self.share.bytes();
        let mut peak = self.peak;
        grow(&mut self.share.next, estimate, held, self.max_memory, &mut peak);
        self.peak = peak;
        self.sizes.push(self.current.len());
        self.current.len()
    }

    fn stats(&self) -> Stats {
        self.stats_with(false)
    }
}

/// Solves by `parts` parts driven one after another in this process, passing their buffers as
/// the page passes them between its workers: the same answers as the single search (the tests
/// compare them) and each part's memory, for the CLI's `solve --parts`. With `threads` the parts
/// run their steps side by side, one thread each.
pub fn split_solve(board: &Board, start: &Position, metric: Metric, parts: usize, limits: &mut Limits) -> Result<SolveReport, SolveError> {
    let clock = Stopwatch::start();
    let mut searches = Vec::new();
    for part in 0..parts {
        match SplitSearch::start(board, start, metric, part, parts, limits.max_memory / parts) {
            SplitStart::Search(s) => searches.push(s),
            SplitStart::Answered(report) => return Ok(report),
            SplitStart::Unsplittable => return crate::search::frontier::solve_lean(board, start, metric, limits),
        }
    }
    let total = |searches: &[SplitSearch]| {
        let all: Vec<Stats> = searches.iter().map(SplitSearch::stats).collect();
        let depth = all.iter().map(|s| s.frontier.len()).max().unwrap_or(0);
        let frontier: Vec<usize> = (0..depth).map(|d| all.iter().map(|s| s.frontier.get(d).copied().unwrap_or(0)).sum()).collect();
        Stats {
            discovered: frontier.iter().sum(),
            expanded: all.iter().map(|s| s.expanded).sum(),
            frontier,
            millis: clock.millis(),
            memory_bytes: all.iter().map(|s| s.memory_bytes).sum(),
            peak_memory_bytes: all.iter().map(|s| s.peak_memory_bytes).sum(),
            pruned: 0,
        }
    };
    loop {
        let threads = limits.threads.max(1) > 1;
        let mut results: Vec<Result<SplitExpansion, SolveError>> = if threads {
            std::thread::scope(|scope| {
                let handles: Vec<_> = searches.iter_mut().map(|s| scope.spawn(move || s.expand(&mut Limits::default()))).collect();
                handles.into_iter().map(|h| h.join().expect("a part's thread")).collect()
            })
        } else {
            searches.iter_mut().map(|s| s.expand(limits)).collect()
        };
        let mut sent: Vec<Vec<Vec<u8>>> = Vec::new();
        for (i, result) in results.drain(..).enumerate() {
            match result {
                Ok(SplitExpansion::Solved(mut report)) => {
                    // The complete layers of every part, and what the solving part had found of
                    // the goal's layer.
                    let mut stats = total(&searches);
                    stats.frontier.push(report.stats.frontier.last().copied().unwrap_or(0));
                    stats.discovered = stats.frontier.iter().sum();
                    report.stats = stats;
                    return Ok(report);
                }
                Ok(SplitExpansion::Sent) => {
                    let s = &mut searches[i];
                    let out = (0..parts)
                        .map(|j| {
                            let mut bytes = Vec::with_capacity(s.sent_len(j));
                            s.take_sent(j, &mut |piece| bytes.extend_from_slice(piece));
                            bytes
                        })
                        .collect();
                    sent.push(out);
                }
                Err(SolveError::Memory { .. }) => {
                    return Err(SolveError::Memory { limit: limits.max_memory, stats: total(&searches) });
                }
                Err(e) => return Err(e),
            }
        }
        let receive = |(j, s): (usize, &mut SplitSearch)| -> Result<usize, SolveError> {
            for out in &sent {
                s.receive(&out[j])?;
            }
            Ok(s.end_layer())
        };
        let sizes: Vec<Result<usize, SolveError>> = if threads {
            std::thread::scope(|scope| {
                let receive = &receive;
                let handles: Vec<_> = searches.iter_mut().enumerate().map(|js| scope.spawn(move || receive(js))).collect();
                handles.into_iter().map(|h| h.join().expect("a part's thread")).collect()
            })
        } else {
            searches.iter_mut().enumerate().map(receive).collect()
        };
        let mut next = 0;
        for size in sizes {
            match size {
                Ok(n) => next += n,
                Err(SolveError::Memory { .. }) => return Err(SolveError::Memory { limit: limits.max_memory, stats: total(&searches) }),
                Err(e) => return Err(e),
            }
        }
        if next == 0 {
            return Ok(SolveReport { outcome: Outcome::Unsolvable, stats: total(&searches) });
        }
        if total(&searches).discovered > limits.max_positions {
            return Err(SolveError::Budget { limit: limits.max_positions, stats: total(&searches) });
        }
    }
}
