//! The lean solver's layers as sorted arrays of position codes: a breadth-first frontier search
//! with no hash table (sort-based delayed duplicate detection, as in Korf's frontier searches).
//!
//! Every move can be undone, so the successors of layer `d` lie in layers `d - 1`, `d` and
//! `d + 1`: only those three are kept, each a sorted vector of [`LineCode`] codes (8 bytes a
//! position on the 9×9 boards, 16 on the 12×12). Layer `d` is expanded in order; the successors'
//! codes fill a chunk, which is radix-sorted (`radsort`), stripped of its duplicates and of the
//! codes in layers `d - 1` and `d` (a merge walk that gallops), and merged into layer `d + 1`.
//! Every access is sequential: no random probe into a table of hundreds of megabytes, which is
//! what a hash-based frontier search ([`super::frontier`]'s fallback) pays per successor.
//!
//! The layers are exactly those of every other search here (no position is dropped or found
//! at another depth; the tests compare them layer by layer). The moves of the vehicle that moved
//! last are not left out (a code does not say which vehicle that was): they only cost a few
//! more successors, removed with the layer before.
//!
//! A goal is known when it is generated: in moves, a successor whose red car has a clear way out
//! (none of layers `d - 1` and `d` has one, or the search would have ended there), in steps the
//! red car's step onto the goal. The plan is then recovered as the hash-based lean search does,
//! by [`super::frontier::plan_to`].

use crate::model::board::Position;
use crate::model::rules::Metric;
use crate::search::frontier::plan_to;
use crate::search::limits::{Clock, Limits, SearchProgress, SolveError, Stats};
use crate::search::line_code::{Code, LineCode};
use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;
use crate::search::solver::{Outcome, SolveReport};
use crate::search::successors::{MAX_SUCCESSORS, Successors};

/// Slots of the table of recent successors: at most `2^RECENT_BITS` (256 KB of `u64`), and no
/// more than the layer being expanded has positions (a small search stays small).
const RECENT_BITS: u32 = 15;

/// Expansions between two calls of the progress hook.
const PROGRESS_EVERY: usize = 1 << 14;

/// The chunk's size in codes: about a layer's, at least this many…
const CHUNK_MIN: usize = 1 << 12;
/// …and at most this many (8 MB of `u64` codes, twice that while radix-sorted).
const CHUNK_MAX: usize = 1 << 20;

/// The three layers and the chunk of successors being gathered.
struct Layers<C: Code> {
    /// Layer `d - 1`, `d` (being expanded) and `d + 1` (being discovered), each sorted.
    before: Vec<C>,
    current: Vec<C>,
    next: Vec<C>,
    chunk: Vec<C>,
    /// The codes pushed last, one per slot (a hash of the code): a successor found there is left
    /// out before it costs a sort (it was pushed already, so it is in the next layer or in one of
    /// the layers before). Siblings share many successors: this drops about a tenth of the time.
    recent: Vec<C>,
    /// Positions in the complete layers, and the size of each.
    sizes: Vec<usize>,
    budget: usize,
    peak: usize,
}

impl<C: Code> Layers<C> {
    fn bytes(&self) -> usize {
        let size = std::mem::size_of::<C>();
        (self.before.capacity() + self.current.capacity() + self.next.capacity() + self.chunk.capacity() + self.recent.len()) * size
    }

    fn discovered(&self) -> usize {
        self.sizes.iter().sum::<usize>() + self.next.len()
    }

    /// Grows the chunk to hold `n` codes where the budget allows (and the radix sort's copy).
    fn size_chunk(&mut self, n: usize) -> bool {
        let extra = n.saturating_sub(self.chunk.capacity());
        let size = std::mem::size_of::<C>();
        if extra > 0 {
            let after = self.bytes() + extra * size + n * size;
            if after > self.budget {
                return false;
            }
            self.chunk.reserve_exact(n - self.chunk.len());
        }
        true
    }

    /// Sorts the chunk, drops its duplicates and the codes of the two layers before, and merges
    /// the rest into the next layer. False when the next layer cannot grow within the budget.
    fn flush(&mut self) -> bool {
        let size = std::mem::size_of::<C>();
        // The radix sort holds a copy of the chunk while it sorts.
        self.peak = self.peak.max(self.bytes() + self.chunk.len() * size);
        radsort::sort(&mut self.chunk);
        self.chunk.dedup();
        let (mut a, mut b) = (0, 0);
        let (before, current) = (&self.before, &self.current);
        self.chunk.retain(|c| {
            a = gallop(before, a, c);
            b = gallop(current, b, c);
            before.get(a) != Some(c) && current.get(b) != Some(c)
        });
        let (n, m) = (self.next.len(), self.chunk.len());
        if n + m > self.next.capacity() {
            let want = (self.next.capacity() * 3 / 2).max(n + m);
            let old = self.next.capacity() * size;
            let others = self.bytes() - old;
            // While the vector moves, the old allocation and the new are both held.
            let cap = if others + old + want * size <= self.budget { want } else { n + m };
            if others + old + cap * size > self.budget {
                return false;
            }
            self.peak = self.peak.max(others + old + cap * size);
            self.next.reserve_exact(cap - n);
        }
        merge_into(&mut self.next, &self.chunk);
        self.chunk.clear();
        self.peak = self.peak.max(self.bytes());
        true
    }
}

/// The first index from `from` on whose code is not below `c` (`slice` sorted): steps of
/// doubling length, then a binary search, so a walk costs little whether the codes looked up are
/// dense or sparse in `slice`.
#[inline(always)]
fn gallop<C: Code>(slice: &[C], from: usize, c: &C) -> usize {
    let mut step = 1;
    let mut lo = from;
    while lo + step <= slice.len() && slice[lo + step - 1] < *c {
        lo += step;
        step *= 2;
    }
    let hi = (lo + step).min(slice.len());
    lo + slice[lo..hi].partition_point(|x| x < c)
}

/// Merges sorted `add` (no duplicates) into sorted `into` (no duplicates), each code once, from
/// the back, in place: `into` needs room for `add`.
fn merge_into<C: Code>(into: &mut Vec<C>, add: &[C]) {
    let (n, m) = (into.len(), add.len());
    into.resize(n + m, C::default());
    let (mut i, mut j, mut w) = (n, m, n + m);
    while j > 0 {
        w -= 1;
        if i > 0 && into[i - 1] >= add[j - 1] {
            if into[i - 1] == add[j - 1] {
                j -= 1;
            }
            into[w] = into[i - 1];
            i -= 1;
        } else {
            into[w] = add[j - 1];
            j -= 1;
        }
    }
    // `into[..i]` is in place; the merged rest starts at `w`, after the duplicates' gap.
    if w > i {
        into.copy_within(w.., i);
        into.truncate(n + m - (w - i));
    }
}

/// Solves optimally by the sorted-layer frontier search; the start must be neither a goal nor,
/// in moves, one move from it (the caller answers those).
pub(crate) fn solve<K: Key, E: Successors<K>, C: Code>(
    board: &PackedBoard,
    start: &Position,
    metric: Metric,
    limits: &mut Limits,
) -> Result<SolveReport, SolveError> {
    let clock = Clock::start();
    let start_key: K = board.pack(start);
    let code: LineCode<K, C> = LineCode::new(board, &start_key);
    let steps = metric == Metric::Steps;
    let mut layers = Layers::<C> {
        before: Vec::new(),
        current: vec![code.encode(board, &start_key)],
        next: Vec::new(),
        chunk: Vec::new(),
        recent: vec![C::NONE; 1],
        sizes: vec![1],
        budget: limits.max_memory,
        peak: 0,
    };
    let mut expanded = 0usize;
    let stats = |layers: &Layers<C>, expanded: usize, partial: bool| {
        let mut frontier = layers.sizes.clone();
        if partial {
            frontier.push(layers.next.len());
        }
        Stats {
            discovered: layers.discovered(),
            expanded,
            frontier,
            millis: clock.millis(),
            memory_bytes: layers.bytes(),
            peak_memory_bytes: layers.peak.max(layers.bytes()),
        }
    };
    let max_memory = limits.max_memory;
    let stop_at_memory =
        |layers: &Layers<C>, expanded| Err(SolveError::Memory { limit: max_memory, stats: stats(layers, expanded, false) });
    loop {
        let depth = layers.sizes.len() - 1;
        // The chunk: about a layer's worth of codes, within the bounds and the budget.
        let want = layers.current.len().clamp(CHUNK_MIN, CHUNK_MAX);
        if !layers.size_chunk(want) && !layers.size_chunk(CHUNK_MIN.min(want)) {
            return stop_at_memory(&layers, expanded);
        }
        let slots = layers.current.len().next_power_of_two().clamp(16, 1 << RECENT_BITS);
        if slots > layers.recent.len() {
            layers.recent = vec![C::NONE; slots];
        }
        let recent_bits = layers.recent.len().trailing_zeros();
        let room = layers.chunk.capacity().saturating_sub(MAX_SUCCESSORS).max(1);
        for i in 0..layers.current.len() {
            let parent = layers.current[i];
            let key = code.decode(parent);
            let mut goal = None;
            let (chunk, recent) = (&mut layers.chunk, &mut layers.recent[..]);
            board.slides(&key, usize::MAX, steps, |m, from, to, clear| {
                let v = m.vehicle as usize;
                if clear || (steps && v == 0 && to == board.goal_offset()) {
                    let mut target = key;
                    target.set(m.field, to - m.lo);
                    goal = Some(target);
                }
                let c = parent.wrapping_sub(code.term(v, from)).wrapping_add(code.term(v, to));
                let slot = &mut recent[c.hash_bits(recent_bits)];
                if *slot != c {
                    *slot = c;
                    chunk.push(c);
                }
            });
            if let Some(target) = goal {
                expanded += 1;
                if !layers.flush() {
                    return stop_at_memory(&layers, expanded);
                }
                let stats = stats(&layers, expanded, true);
                drop(layers);
                return plan_to::<K, E>(board, start_key, target, depth + 1, metric, limits, stats, &clock);
            }
            expanded += 1;
            if layers.chunk.len() > room && !layers.flush() {
                return stop_at_memory(&layers, expanded);
            }
            if expanded % PROGRESS_EVERY == 0 && !report(limits, depth, layers.discovered(), expanded) {
                return Err(SolveError::Cancelled { stats: stats(&layers, expanded, false) });
            }
            if layers.discovered() > limits.max_positions {
                return Err(SolveError::Budget { limit: limits.max_positions, stats: stats(&layers, expanded, false) });
            }
        }
        if !layers.flush() {
            return stop_at_memory(&layers, expanded);
        }
        if layers.discovered() > limits.max_positions {
            return Err(SolveError::Budget { limit: limits.max_positions, stats: stats(&layers, expanded, false) });
        }
        if layers.next.is_empty() {
            return Ok(SolveReport { outcome: Outcome::Unsolvable, stats: stats(&layers, expanded, false) });
        }
        // Layer `d + 1` is complete; layer `d - 1` has no more use (its vector is reused).
        layers.sizes.push(layers.next.len());
        let oldest = std::mem::take(&mut layers.before);
        layers.before = std::mem::replace(&mut layers.current, std::mem::replace(&mut layers.next, oldest));
        layers.next.clear();
        if !report(limits, depth + 1, layers.discovered(), expanded) {
            return Err(SolveError::Cancelled { stats: stats(&layers, expanded, false) });
        }
    }
}

/// Calls the progress hook, if any; false when it asks to stop.
fn report(limits: &mut Limits, depth: usize, discovered: usize, expanded: usize) -> bool {
    match limits.progress.as_mut() {
        Some(hook) => hook(SearchProgress { depth, discovered, expanded }),
        None => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gallop_finds_the_first_code_not_below() {
        let s: Vec<u64> = (0..100).map(|i| i * 3).collect();
        for from in [0, 5, 50, 99, 100] {
            for c in 0..310u64 {
                let want = from.max(s.partition_point(|x| *x < c));
                assert_eq!(gallop(&s, from, &c), want, "from {from}, code {c}");
            }
        }
    }

    #[test]
    fn merge_into_keeps_each_code_once_in_order() {
        let mut a: Vec<u64> = vec![2, 4, 9, 12];
        merge_into(&mut a, &[1, 3, 4, 10, 12, 13, 14]);
        assert_eq!(a, [1, 2, 3, 4, 9, 10, 12, 13, 14]);
        merge_into(&mut a, &[1, 14]);
        assert_eq!(a, [1, 2, 3, 4, 9, 10, 12, 13, 14]);
        let mut b: Vec<u64> = Vec::new();
        merge_into(&mut b, &[5, 6]);
        assert_eq!(b, [5, 6]);
        merge_into(&mut b, &[]);
        assert_eq!(b, [5, 6]);
    }
}
