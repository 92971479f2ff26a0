//! What the first search keeps for the answers after a move (`known_layers`): every position of
//! its layers, as one sorted array of codes delta-coded in blocks (`delta_codes`), and for each a
//! byte (two on a board of many layers): its layer `j`, and its slack `s` when known (the
//! position lies on a plan from the start of `D + s` moves, so it is `D + s - j` from the goal).
//!
//! Built by merging the search's layers, each delta-coded as it was finished, straight into
//! the merged form: the whole merged array is never held as plain codes. On UvA 9×9 #5 with
//! slack 2 that is about 2.7 bytes a position kept, against 10 for plain codes, layers and
//! slacks, and a peak of about 5 against 18 (docs/benchmarks.md, "The kept layers delta-coded").

use crate::search::delta_codes::{Codes, DeltaCodes};
use crate::search::line_code::Code;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Each position's layer and slack, `j * stride + t` with `t` its slack or `stride - 1` (not
/// known): bytes while every layer's marks fit one.
enum Marks {
    Narrow(Vec<u8>),
    Wide(Vec<u16>),
}

/// The positions kept, in code order, with their layers and slacks (see the module's notes).
pub(super) struct KnownStore<C: Code> {
    codes: DeltaCodes<C>,
    marks: Marks,
    /// The slack kept plus two: a mark's values per layer.
    stride: usize,
}

impl<C: Code> KnownStore<C> {
    /// Bytes the store of `layers` (as [`KnownStore::merged`] builds it, with `slack`) takes at
    /// most, beside the layers.
    pub fn bytes_for(layers: &[DeltaCodes<C>], slack: usize) -> usize {
        let total: usize = layers.iter().map(DeltaCodes::len).sum();
        let wide = Self::wide(layers.len(), slack);
        let blocks = total.div_ceil(crate::search::delta_codes::BLOCK);
        Self::delta_room(layers) + blocks * (C::BYTES + 4) + total * if wide { 2 } else { 1 }
    }

    /// Room for the merged differences: each code's difference to the one before it is at
    /// most its difference within its own layer, so the layers' bytes, plus a full difference
    /// for each code that heads a block of its layer.
    fn delta_room(layers: &[DeltaCodes<C>]) -> usize {
        let heads: usize = layers.iter().map(|l| l.len().div_ceil(crate::search::delta_codes::BLOCK)).sum();
        layers.iter().map(DeltaCodes::delta_bytes).sum::<usize>() + heads * (C::BYTES * 8).div_ceil(7)
    }

    fn wide(layers: usize, slack: usize) -> bool {
        layers * (slack + 2) > 256
    }

    /// The layers (each sorted, no code in two) merged, every slack not known; each layer is
    /// dropped as soon as it has been read.
    pub fn merged(layers: Vec<DeltaCodes<C>>, slack: usize) -> Self {
        let total: usize = layers.iter().map(DeltaCodes::len).sum();
        let stride = slack + 2;
        let mut codes = DeltaCodes::with_capacity(total, Self::delta_room(&layers));
        let mut marks =
            if Self::wide(layers.len(), slack) { Marks::Wide(Vec::with_capacity(total)) } else { Marks::Narrow(Vec::with_capacity(total)) };
        let mut mark = |j: usize| {
            let m = j * stride + stride - 1;
            match &mut marks {
                Marks::Narrow(v) => v.push(m as u8),
                Marks::Wide(v) => v.push(m as u16),
            }
        };
        let mut iters: Vec<Codes<'_, C>> = layers.iter().map(DeltaCodes::iter).collect();
        let mut heap: BinaryHeap<Reverse<(C, usize)>> = BinaryHeap::new();
        for (j, it) in iters.iter_mut().enumerate() {
            if let Some(c) = it.next() {
                heap.push(Reverse((c, j)));
            }
        }
        while let Some(Reverse((c, j))) = heap.pop() {
            codes.push(c);
            mark(j);
            // Codes of the same layer come in runs: take them while they stay below the heap's
            // least.
            let limit = heap.peek().map(|Reverse((c, _))| *c);
            for next in iters[j].by_ref() {
                if limit.is_some_and(|l| next > l) {
                    heap.push(Reverse((next, j)));
                    break;
                }
                codes.push(next);
                mark(j);
            }
        }
        drop(iters);
        drop(layers);
        codes.finish();
        KnownStore { codes, marks, stride }
    }

    /// Positions kept.
    pub fn len(&self) -> usize {
        self.codes.len()
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.codes.bytes()
            + match &self.marks {
                Marks::Narrow(v) => v.capacity(),
                Marks::Wide(v) => v.capacity() * 2,
            }
    }

    /// The codes in order, with their ranks.
    pub fn iter(&self) -> std::iter::Enumerate<Codes<'_, C>> {
        self.codes.iter().enumerate()
    }

    /// The rank of code `c`, if kept.
    #[inline(always)]
    pub fn index_of(&self, c: C) -> Option<usize> {
        self.codes.index_of(c)
    }

    #[inline(always)]
    fn mark(&self, i: usize) -> usize {
        match &self.marks {
            Marks::Narrow(v) => v[i] as usize,
            Marks::Wide(v) => v[i] as usize,
        }
    }

    /// The layer of the `i`-th code.
    #[inline(always)]
    pub fn layer(&self, i: usize) -> usize {
        self.mark(i) / self.stride
    }

    /// The slack of the `i`-th code, when known.
    #[inline(always)]
    pub fn slack(&self, i: usize) -> Option<usize> {
        let t = self.mark(i) % self.stride;
        (t + 1 < self.stride).then_some(t)
    }

    /// Sets the slack of the `i`-th code (at most the slack kept).
    pub fn set_slack(&mut self, i: usize, s: usize) {
        debug_assert!(s + 1 < self.stride);
        let m = self.layer(i) * self.stride + s;
        match &mut self.marks {
            Marks::Narrow(v) => v[i] = m as u8,
            Marks::Wide(v) => v[i] = m as u16,
        }
    }
}
