//! The lean solver's layers as sorted arrays of position codes: a breadth-first frontier search
//! with no hash table (sort-based delayed duplicate detection, as in Korf's frontier searches).
//! One file of about 530 lines on purpose: the three layers, the chunk's sort and the merge walk
//! keep one invariant between them (each layer sorted and free of the others' codes).
//!
//! Every move can be undone, so the successors of layer `d` lie in layers `d - 1`, `d` and
//! `d + 1`: only those three are kept, each a sorted vector of [`LineCode`] codes (8 bytes a
//! position on the 9×9 boards, 16 on the 12×12). Layer `d` is expanded in order; the successors'
//! codes fill a chunk, which is radix-sorted (`radsort`), stripped of its duplicates and of the
//! codes in layers `d - 1` and `d` (a merge walk that gallops), and merged into layer `d + 1`.
//! Every access is sequential: no random probe into a table of hundreds of megabytes, which is
//! what a hash-based frontier search ([`crate::search::frontier`]'s fallback) pays per successor.
//!
//! The layers are exactly those of every other search here (no position is dropped or found
//! at another depth; the tests compare them layer by layer). The moves of the vehicle that moved
//! last are not left out (a code does not say which vehicle that was): they only cost a few
//! more successors, removed with the layer before.
//!
//! With [`Limits::threads`] above one, each thread expands a share of every layer, a round at a
//! time, into its own chunk and its own part of the next layer; the parts are merged when the
//! layer ends.
//!
//! A goal is known when it is generated: in moves, a successor whose red car has a clear way out
//! (none of layers `d - 1` and `d` has one, or the search would have ended there), in steps the
//! red car's step onto the goal. The plan is then recovered as the hash-based lean search does,
//! by [`crate::search::bidirectional::plan_report`].

use crate::model::board::Position;
use crate::model::rules::Metric;
use crate::search::bidirectional::plan_report;
use crate::search::layer_archive::{KeptLayers, LayerArchive};
use crate::search::limits::{Limits, SearchProgress, SolveError, Stats, Stopwatch};
use crate::search::line_code::{Code, LineCode};
use crate::search::packed::Key;
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::solver::{Outcome, SolveReport};
use crate::search::successors::MAX_SUCCESSORS;

/// Slots of the table of recent successors: at most `2^RECENT_BITS` (256 KB of `u64`), and no
/// more than the layer being expanded has positions (a small search stays small).
const RECENT_BITS: u32 = 15;

/// The chunk's size in codes: about a layer's, at least this many…
const CHUNK_MIN: usize = 1 << 12;
/// …and at most this many (8 MB of `u64` codes, twice that while radix-sorted).
const CHUNK_MAX: usize = 1 << 20;

/// Positions one thread expands between two looks of the search (the progress hook, the budget of
/// positions).
pub(in crate::search) const ROUND: usize = 1 << 14;

/// One thread's share of a layer's expansion: the chunk of successors it gathers, its table of
/// recent codes and the part of the next layer it found (sorted; the shares' parts are merged at
/// the layer's end). In a split search ([`crate::search::split_layers`]) the share keeps only the codes
/// its part owns and sets the others aside for their owners (`split`).
pub(in crate::search) struct Share<C: Code> {
    pub(in crate::search) chunk: Vec<C>,
    /// The codes pushed last, one per slot (a hash of the code): a successor found there is left
    /// out before it costs a sort (it was pushed already, so it is in the next layer or in one of
    /// the layers before). Siblings share many successors: this drops about a tenth of the time.
    pub(in crate::search) recent: Vec<C>,
    pub(in crate::search) next: Vec<C>,
    /// Bytes this share may hold (given before each round).
    pub(in crate::search) budget: usize,
    /// The most bytes it held at once.
    pub(in crate::search) peak: usize,
    /// Successors the pruning left out so far.
    pub(in crate::search) pruned: usize,
    pub(in crate::search) split: Option<Split<C>>,
}

/// A share's part in a split search: which codes it owns, and those it found for the others.
pub(in crate::search) struct Split<C: Code> {
    pub part: usize,
    pub parts: usize,
    /// `out[j]`: codes owned by part `j`, sorted, each once (none for this part).
    pub out: Vec<Vec<C>>,
}

/// The part of `parts` that owns `c` (by a hash, so every part owns about as many positions).
#[inline(always)]
pub(in crate::search) fn owner<C: Code>(c: &C, parts: usize) -> usize {
    c.hash_bits(32) % parts
}

/// What a share's round ended with.
pub(in crate::search) enum Step<K> {
    Done,
    /// A successor that is a goal (at the depth being discovered).
    Goal(K),
    /// The share's budget would have been passed.
    Memory,
}

/// Which successors a layer keeps: every one (the solver, [`KeepAll`]), or only those a bound
/// admits (the lower-bound search of [`crate::search::lower_bound`]).
pub(crate) trait Pruning<K>: Sync {
    /// Whether `child`, first found at `depth`, is kept in the search.
    fn keeps(&self, child: &K, depth: usize) -> bool;

    /// [`Pruning::keeps`], given the child's code too (a pruning that looks codes up needs not
    /// encode the key again).
    #[inline(always)]
    fn keeps_code<C: Code>(&self, child: &K, _code: C, depth: usize) -> bool {
        self.keeps(child, depth)
    }

    /// Whether `goal` (a kept position with a clear way out, found at `depth`) ends the search:
    /// always for the solver; a search that goes on past the goal records it and says no.
    #[inline(always)]
    fn ends_at(&self, _goal: &K, _depth: usize) -> bool {
        true
    }

    /// The last layer to discover: once it is complete, the search ends as exhausted.
    #[inline(always)]
    fn last_layer(&self) -> usize {
        usize::MAX
    }

    /// Layer `depth` is complete, with `size` positions, `discovered` in all so far (read before
    /// [`Pruning::last_layer`] is asked again).
    #[inline(always)]
    fn layer_done(&self, _depth: usize, _size: usize, _discovered: usize) {}
}

/// The solver's pruning: none.
pub(crate) struct KeepAll;

impl<K> Pruning<K> for KeepAll {
    #[inline(always)]
    fn keeps(&self, _: &K, _: usize) -> bool {
        true
    }
}

/// How a sorted-layer search ended without an error.
pub(crate) enum LayersEnd<K> {
    /// `target`, a goal (in moves: a position with a clear way out), found at `depth`.
    Goal { target: K, depth: usize, stats: Stats },
    /// No layer is left: every position kept was expanded.
    Exhausted(Stats),
}

/// What a share needs to expand positions.
pub(in crate::search) struct ShareContext<'a, K: Key, C: Code, P: Pruning<K>> {
    pub board: &'a PackedBoard,
    pub code: &'a LineCode<K, C>,
    pub steps: bool,
    pub before: &'a [C],
    pub current: &'a [C],
    pub prune: &'a P,
    /// The depth of the successors found.
    pub depth: usize,
}

impl<C: Code> Share<C> {
    pub(in crate::search) fn new(split: Option<Split<C>>) -> Self {
        Share { chunk: Vec::new(), recent: vec![C::NONE; 16], next: Vec::new(), budget: usize::MAX, peak: 0, pruned: 0, split }
    }

    pub(in crate::search) fn bytes(&self) -> usize {
        let out = self.split.as_ref().map_or(0, |s| s.out.iter().map(Vec::capacity).sum());
        (self.chunk.capacity() + self.recent.len() + self.next.capacity() + out) * std::mem::size_of::<C>()
    }

    /// Sizes the chunk and the table of recent codes for a layer of `layer` positions, within
    /// the share's budget; false when even the smallest chunk does not fit.
    pub(in crate::search) fn size_for(&mut self, layer: usize) -> bool {
        let slots = layer.next_power_of_two().clamp(16, 1 << RECENT_BITS);
        if slots > self.recent.len() {
            self.recent = vec![C::NONE; slots];
        }
        let want = layer.clamp(CHUNK_MIN, CHUNK_MAX);
        self.size_chunk(want) || self.size_chunk(CHUNK_MIN.min(want))
    }

    /// Grows the chunk to hold `n` codes where the budget allows (and the radix sort's copy).
    fn size_chunk(&mut self, n: usize) -> bool {
        let extra = n.saturating_sub(self.chunk.capacity());
        let size = std::mem::size_of::<C>();
        if extra > 0 {
            if self.bytes() + extra * size + n * size > self.budget {
                return false;
            }
            self.chunk.reserve_exact(n - self.chunk.len());
        }
        true
    }

    /// Expands `parents` (a stretch of the current layer), gathering their successors.
    pub(in crate::search) fn expand<K: Key, P: Pruning<K>>(&mut self, parents: &[C], x: &ShareContext<K, C, P>) -> Step<K> {
        let room = self.chunk.capacity().saturating_sub(MAX_SUCCESSORS).max(1);
        let recent_bits = self.recent.len().trailing_zeros();
        let (board, code, steps) = (x.board, x.code, x.steps);
        for &parent in parents {
            let key = code.decode(parent);
            let (mut goal, mut pruned) = (None, 0);
            let (chunk, recent) = (&mut self.chunk, &mut self.recent[..]);
            board.slides(&key, usize::MAX, steps, |m, from, to, clear| {
                let v = m.vehicle as usize;
                let c = parent.wrapping_sub(code.term(v, from)).wrapping_add(code.term(v, to));
                // A code in its slot was pushed (or left out by the pruning at this depth or a
                // smaller one) already; a goal there would have ended the search then.
                let slot = &mut recent[c.hash_bits(recent_bits)];
                if *slot != c {
                    *slot = c;
                    let mut target = key;
                    target.set(m.field, to - m.lo);
                    if x.prune.keeps_code(&target, c, x.depth) {
                        if (clear || (steps && v == 0 && to == board.goal_offset())) && x.prune.ends_at(&target, x.depth) {
                            goal = Some(target);
                        }
                        chunk.push(c);
                    } else {
                        pruned += 1;
                    }
                }
            });
            self.pruned += pruned;
            if let Some(target) = goal {
                return Step::Goal(target);
            }
            if self.chunk.len() > room && !self.flush(x.before, x.current) {
                return Step::Memory;
            }
        }
        Step::Done
    }

    /// Sorts the chunk, drops its duplicates and the codes of the two layers before, and merges
    /// the rest into this share's part of the next layer. False when that cannot grow within the
    /// budget.
    pub(in crate::search) fn flush(&mut self, before: &[C], current: &[C]) -> bool {
        self.flush_chunk(before, current, false)
    }

    /// [`Share::flush`], of a chunk already sorted without duplicates when `sorted` (codes another
    /// part sent: see [`crate::search::split_layers`]).
    pub(in crate::search) fn flush_chunk(&mut self, before: &[C], current: &[C], sorted: bool) -> bool {
        let size = std::mem::size_of::<C>();
        if !sorted {
            // The radix sort holds a copy of the chunk while it sorts.
            self.peak = self.peak.max(self.bytes() + self.chunk.len() * size);
            radsort::sort(&mut self.chunk);
            self.chunk.dedup();
        }
        if let Some(split) = &mut self.split {
            // Another part's codes go to it, each once (it checks them against its own layers).
            let part = split.part;
            let parts = split.parts;
            let mut others: Vec<Vec<C>> = (0..parts).map(|_| Vec::new()).collect();
            self.chunk.retain(|c| {
                let o = owner(c, parts);
                if o != part {
                    others[o].push(*c);
                }
                o == part
            });
            for (out, add) in split.out.iter_mut().zip(&others) {
                out.reserve(add.len());
                merge_into(out, add);
            }
            let held = self.bytes() + others.iter().map(Vec::capacity).sum::<usize>() * size;
            self.peak = self.peak.max(held);
            if held > self.budget {
                return false;
            }
        }
        let (mut a, mut b) = (0, 0);
        self.chunk.retain(|c| {
            a = gallop(before, a, c);
            b = gallop(current, b, c);
            before.get(a) != Some(c) && current.get(b) != Some(c)
        });
        let held = self.bytes();
        if !grow(&mut self.next, self.chunk.len(), held, self.budget, &mut self.peak) {
            return false;
        }
        merge_into(&mut self.next, &self.chunk);
        self.chunk.clear();
        true
    }
}

/// Makes room in `v` for `extra` more codes, by half as much again where the budget allows,
/// else exactly; `held` is every byte held now (`v` included). False when even that passes
/// `budget` (while a vector moves, its old allocation and the new are both held).
pub(in crate::search) fn grow<C: Code>(v: &mut Vec<C>, extra: usize, held: usize, budget: usize, peak: &mut usize) -> bool {
    let (n, size) = (v.len(), std::mem::size_of::<C>());
    if n + extra <= v.capacity() {
        return true;
    }
    let want = (v.capacity() * 3 / 2).max(n + extra);
    let cap = if held + want * size <= budget { want } else { n + extra };
    if held + cap * size > budget {
        return false;
    }
    *peak = (*peak).max(held + cap * size);
    v.reserve_exact(cap - n);
    true
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

/// Solves optimally by the sorted-layer frontier search on `limits.threads` threads (each
/// expanding a share of every layer); the start must be neither a goal nor, in moves, one move
/// from it (the caller answers those).
pub(crate) fn solve<K: Key, E: GeneratorOf<K>, C: Code>(
    board: &PackedBoard,
    start: &Position,
    metric: Metric,
    limits: &mut Limits,
) -> Result<SolveReport, SolveError> {
    let clock = Stopwatch::start();
    let start_key: K = board.pack(start);
    let mut archive = LayerArchive::<C>::new(KeptLayers::Not);
    match layers::<K, C, KeepAll>(board, start_key, metric, limits, &KeepAll, &mut archive, &clock)? {
        LayersEnd::Goal { target, depth, stats } => plan_report::<K, E>(board, start_key, target, depth, metric, limits, stats, &clock),
        LayersEnd::Exhausted(stats) => Ok(SolveReport { outcome: Outcome::Unsolvable, stats }),
    }
}

/// The sorted-layer search from `start_key`, keeping the successors `prune` keeps, up to a goal
/// or to the last layer (see [`solve`]); each finished layer goes to `archive` (a goal found at
/// depth `d` finds layers `0..d` there).
#[allow(clippy::too_many_arguments)]
pub(crate) fn layers<K: Key, C: Code, P: Pruning<K>>(
    board: &PackedBoard,
    start_key: K,
    metric: Metric,
    limits: &mut Limits,
    prune: &P,
    archive: &mut LayerArchive<C>,
    clock: &Stopwatch,
) -> Result<LayersEnd<K>, SolveError> {
    let code: LineCode<K, C> = LineCode::new(board, &start_key);
    let steps = metric == Metric::Steps;
    let size = std::mem::size_of::<C>();
    let (mut before, mut current): (Vec<C>, Vec<C>) = (Vec::new(), vec![code.encode(board, &start_key)]);
    archive.keep(&current);
    let mut shares: Vec<Share<C>> = (0..limits.threads.max(1)).map(|_| Share::new(None)).collect();
    let mut sizes = vec![1usize];
    let (mut expanded, mut peak) = (0usize, 0usize);
    let max_memory = limits.max_memory;
    // Positions found so far; `partial`: the layer being discovered counted too.
    let stats = |sizes: &[usize], shares: &[Share<C>], held: usize, peak: usize, expanded: usize, partial: bool| {
        let found: usize = shares.iter().map(|s| s.next.len()).sum();
        let mut frontier = sizes.to_vec();
        if partial {
            frontier.push(found);
        }
        let peak = shares.iter().map(|s| s.peak).sum::<usize>().max(peak).max(held);
        let pruned = shares.iter().map(|s| s.pruned).sum();
        Stats {
            discovered: frontier.iter().sum(),
            expanded,
            frontier,
            millis: clock.millis(),
            memory_bytes: held,
            peak_memory_bytes: peak,
            pruned,
        }
    };
    loop {
        let depth = sizes.len() - 1;
        if depth >= prune.last_layer() {
            let held = archive.bytes() + (before.capacity() + current.capacity()) * size;
            return Ok(LayersEnd::Exhausted(stats(&sizes, &shares, held, peak.max(held), expanded, false)));
        }
        let kept = archive.bytes();
        let held = |before: &Vec<C>, current: &Vec<C>, shares: &[Share<C>]| {
            kept + (before.capacity() + current.capacity()) * size + shares.iter().map(Share::bytes).sum::<usize>()
        };
        // Threads only where each has a few rounds' work.
        let active = shares.len().min(current.len().div_ceil(ROUND)).max(1);
        // Room for the next layer at once, estimated from the growth of the last two (at most
        // fourfold), where the budget allows: a vector grown step by step leaves its old
        // allocations behind as holes, which a wasm memory never gives back.
        let estimate =
            (current.len() as u128 * current.len() as u128 / before.len().max(1) as u128).min(4 * current.len() as u128) as usize;
        let share = estimate / active;
        for i in 0..active {
            // While the vector moves, its old allocation (in `now`) and the new are both held.
            let now = held(&before, &current, &shares);
            let s = &mut shares[i];
            if share > s.next.capacity() && now + share * size <= max_memory {
                s.next.reserve_exact(share - s.next.len());
                peak = peak.max(now + share * size);
            }
        }
        for round in current.chunks(ROUND * active) {
            // What no share holds yet, split between them.
            let free = max_memory.saturating_sub(held(&before, &current, &shares)) / active;
            for s in &mut shares[..active] {
                s.budget = s.bytes() + free;
                if !s.size_for(current.len() / active) {
                    return Err(SolveError::Memory {
                        limit: max_memory,
                        stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
                    });
                }
            }
            let x = ShareContext { board, code: &code, steps, before: &before, current: &current, prune, depth: depth + 1 };
            let part = round.len().div_ceil(active);
            let steps_taken: Vec<Step<K>> = if active == 1 {
                vec![shares[0].expand(round, &x)]
            } else {
                std::thread::scope(|scope| {
                    let handles: Vec<_> = shares[..active]
                        .iter_mut()
                        .zip(round.chunks(part))
                        .map(|(share, parents)| {
                            let x = &x;
                            scope.spawn(move || share.expand(parents, x))
                        })
                        .collect();
                    handles.into_iter().map(|h| h.join().expect("a share's thread")).collect()
                })
            };
            expanded += round.len();
            if steps_taken.iter().any(|s| matches!(s, Step::Memory)) {
                return Err(SolveError::Memory {
                    limit: max_memory,
                    stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
                });
            }
            if let Some(target) = steps_taken.into_iter().find_map(|s| if let Step::Goal(k) = s { Some(k) } else { None }) {
                for s in &mut shares[..active] {
                    if !s.flush(&before, &current) {
                        return Err(SolveError::Memory {
                            limit: max_memory,
                            stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
                        });
                    }
                }
                let stats = stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, true);
                return Ok(LayersEnd::Goal { target, depth: depth + 1, stats });
            }
            let found = sizes.iter().sum::<usize>() + shares.iter().map(|s| s.next.len()).sum::<usize>();
            if found > limits.max_positions {
                return Err(SolveError::Budget {
                    limit: limits.max_positions,
                    stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
                });
            }
            if !report(limits, depth, found, expanded) {
                return Err(SolveError::Cancelled {
                    stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
                });
            }
        }
        for s in &mut shares[..active] {
            if !s.flush(&before, &current) {
                return Err(SolveError::Memory {
                    limit: max_memory,
                    stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
                });
            }
        }
        // The shares' parts into the first's: the next layer, each code once.
        for i in 1..active {
            let now = held(&before, &current, &shares);
            let (head, tail) = shares.split_at_mut(i);
            let (first, s) = (&mut head[0], &mut tail[0]);
            if !grow(&mut first.next, s.next.len(), now, max_memory, &mut peak) {
                return Err(SolveError::Memory {
                    limit: max_memory,
                    stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
                });
            }
            merge_into(&mut first.next, &s.next);
            s.next.clear();
        }
        peak = peak.max(held(&before, &current, &shares));
        let next_len = shares[0].next.len();
        if sizes.iter().sum::<usize>() + next_len > limits.max_positions {
            return Err(SolveError::Budget {
                limit: limits.max_positions,
                stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false),
            });
        }
        if next_len == 0 {
            return Ok(LayersEnd::Exhausted(stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false)));
        }
        // Layer `d + 1` is complete; layer `d - 1` has no more use (its vector is reused).
        sizes.push(next_len);
        let oldest = std::mem::replace(&mut before, std::mem::replace(&mut current, std::mem::take(&mut shares[0].next)));
        shares[0].next = oldest;
        shares[0].next.clear();
        archive.keep(&current);
        let discovered = sizes.iter().sum();
        prune.layer_done(depth + 1, next_len, discovered);
        if !report(limits, depth + 1, discovered, expanded) {
            return Err(SolveError::Cancelled { stats: stats(&sizes, &shares, held(&before, &current, &shares), peak, expanded, false) });
        }
    }
}

/// Calls the progress hook, if any; false when it asks to stop.
pub(in crate::search) fn report(limits: &mut Limits, depth: usize, discovered: usize, expanded: usize) -> bool {
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
