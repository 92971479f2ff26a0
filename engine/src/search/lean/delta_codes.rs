//! A sorted array of distinct codes in a few bytes each: blocks of [`BLOCK`] codes, each
//! block's first code in full (its head) and the others as the difference to the one before,
//! less one, in LEB128 (7 bits a byte). A look-up finds the heads of the code's top bits in a
//! small table, searches them, then decodes one block up to the code.
//!
//! A search's layers are crowded in code space (the line code's ranks of neighbouring
//! positions differ in a few low bits): on UvA 9×9 #5, 18 million codes of 60 bits whose
//! differences fit one byte for two thirds of them, so 1.7 bytes a code here (1.4 of
//! differences, 0.3 of block heads and their table) against 8 in a plain array, and against
//! about 4.7 for an Elias–Fano array, whose `2 + log2(U / n)` bits a code do not see that
//! crowding (docs/benchmarks.md, "The kept layers delta-coded").

use crate::search::line_code::Code;

/// Codes a block: a look-up decodes half of one on average.
pub(crate) const BLOCK: usize = 64;

/// Sorted distinct codes, delta-coded in blocks (see the module's notes).
pub(crate) struct DeltaCodes<C: Code> {
    heads: Vec<C>,
    /// Where each block's differences start in `bytes`.
    offsets: Vec<u32>,
    bytes: Vec<u8>,
    len: usize,
    last: Option<C>,
    /// `first[b]`: the first block whose head's top bits (from `shift`) are at least `b`, made by
    /// [`DeltaCodes::finish`] (none before: every head is searched).
    first: Vec<u32>,
    shift: u32,
}

impl<C: Code> Default for DeltaCodes<C> {
    fn default() -> Self {
        DeltaCodes { heads: Vec::new(), offsets: Vec::new(), bytes: Vec::new(), len: 0, last: None, first: Vec::new(), shift: 0 }
    }
}

/// Bytes of `x` in LEB128.
#[inline(always)]
fn leb_len(x: u128) -> usize {
    (128 - (x | 1).leading_zeros() as usize).div_ceil(7)
}

impl<C: Code> DeltaCodes<C> {
    /// Room for `codes` codes whose differences take `bytes` bytes, reserved at once (a vector
    /// grown step by step leaves holes in a wasm memory, which never gives them back).
    pub fn with_capacity(codes: usize, bytes: usize) -> Self {
        let blocks = codes.div_ceil(BLOCK);
        DeltaCodes {
            heads: Vec::with_capacity(blocks),
            offsets: Vec::with_capacity(blocks),
            bytes: Vec::with_capacity(bytes),
            len: 0,
            last: None,
            first: Vec::new(),
            shift: 0,
        }
    }

    /// The codes of `sorted` (increasing, each once), in exactly the room they take.
    pub fn from_sorted(sorted: &[C]) -> Self {
        let mut bytes = 0;
        for (i, w) in sorted.windows(2).enumerate() {
            if !(i + 1).is_multiple_of(BLOCK) {
                bytes += leb_len(w[1].wrapping_sub(w[0]).to_u128() - 1);
            }
        }
        let mut codes = Self::with_capacity(sorted.len(), bytes);
        for &c in sorted {
            codes.push(c);
        }
        codes.finish();
        codes
    }

    /// Appends `c`, which must be above every code before it.
    pub fn push(&mut self, c: C) {
        match self.last {
            Some(last) if !self.len.is_multiple_of(BLOCK) => {
                debug_assert!(c > last, "codes pushed in increasing order");
                let mut x = c.wrapping_sub(last).to_u128() - 1;
                while x >= 0x80 {
                    self.bytes.push((x as u8) | 0x80);
                    x >>= 7;
                }
                self.bytes.push(x as u8);
            }
            _ => {
                debug_assert!(self.last.is_none_or(|last| c > last), "codes pushed in increasing order");
                self.heads.push(c);
                self.offsets.push(u32::try_from(self.bytes.len()).expect("a block's offset fits 32 bits"));
            }
        }
        self.last = Some(c);
        self.len += 1;
    }

    /// The codes all pushed: gives back the room reserved and not taken, and makes the table of
    /// heads by their top bits (a bucket for about each block, at most 2^20).
    pub fn finish(&mut self) {
        self.heads.shrink_to_fit();
        self.offsets.shrink_to_fit();
        self.bytes.shrink_to_fit();
        let Some(last) = self.last else { return };
        let width = 128 - last.to_u128().leading_zeros();
        let bits = (usize::BITS - self.heads.len().leading_zeros()).min(20).min(width);
        self.shift = width - bits;
        let mut first = Vec::with_capacity((1 << bits) + 1);
        let mut k = 0;
        for b in 0..=(1usize << bits) {
            while k < self.heads.len() && ((self.heads[k].to_u128() >> self.shift) as usize) < b {
                k += 1;
            }
            first.push(k as u32);
        }
        self.first = first;
    }

    /// Codes held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Bytes held (the vectors' capacities).
    pub fn bytes(&self) -> usize {
        self.heads.capacity() * C::BYTES + self.offsets.capacity() * 4 + self.bytes.capacity() + self.first.capacity() * 4
    }

    /// Bytes the differences take (what [`DeltaCodes::with_capacity`] needs for them).
    pub fn delta_bytes(&self) -> usize {
        self.bytes.len()
    }

    /// The rank of `c` among the codes, when held.
    #[inline]
    pub fn index_of(&self, c: C) -> Option<usize> {
        let k = if self.first.is_empty() {
            self.heads.partition_point(|h| *h <= c)
        } else {
            let b = (c.to_u128() >> self.shift).min(self.first.len() as u128 - 2) as usize;
            let (lo, hi) = (self.first[b] as usize, self.first[b + 1] as usize);
            lo + self.heads[lo..hi].partition_point(|h| *h <= c)
        };
        if k == 0 {
            return None;
        }
        let b = k - 1;
        let mut x = self.heads[b];
        if x == c {
            return Some(b * BLOCK);
        }
        let n = BLOCK.min(self.len - b * BLOCK);
        let mut p = self.offsets[b] as usize;
        for r in 1..n {
            x = x.wrapping_add(C::from_u128(read_leb(&self.bytes, &mut p) + 1));
            if x >= c {
                return (x == c).then_some(b * BLOCK + r);
            }
        }
        None
    }

    /// Whether `c` is held.
    #[inline]
    pub fn contains(&self, c: C) -> bool {
        self.index_of(c).is_some()
    }

    /// The codes in increasing order.
    pub fn iter(&self) -> Codes<'_, C> {
        Codes { codes: self, at: 0, p: 0, x: C::default() }
    }
}

#[inline(always)]
fn read_leb(bytes: &[u8], p: &mut usize) -> u128 {
    let mut x = 0u128;
    let mut shift = 0;
    loop {
        let b = bytes[*p];
        *p += 1;
        x |= ((b & 0x7f) as u128) << shift;
        if b < 0x80 {
            return x;
        }
        shift += 7;
    }
}

/// The codes of a [`DeltaCodes`], in increasing order.
pub(crate) struct Codes<'a, C: Code> {
    codes: &'a DeltaCodes<C>,
    at: usize,
    p: usize,
    x: C,
}

impl<C: Code> Iterator for Codes<'_, C> {
    type Item = C;

    #[inline]
    fn next(&mut self) -> Option<C> {
        if self.at >= self.codes.len {
            return None;
        }
        self.x = if self.at.is_multiple_of(BLOCK) {
            self.codes.heads[self.at / BLOCK]
        } else {
            self.x.wrapping_add(C::from_u128(read_leb(&self.codes.bytes, &mut self.p) + 1))
        };
        self.at += 1;
        Some(self.x)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.codes.len - self.at;
        (left, Some(left))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Codes of every width of difference, blocks whole and cut, found and not.
    #[test]
    fn every_code_is_found_at_its_rank_and_no_other() {
        for n in [0usize, 1, 2, BLOCK - 1, BLOCK, BLOCK + 1, 5 * BLOCK + 7] {
            let mut sorted: Vec<u64> = Vec::new();
            let mut x = 3u64;
            for i in 0..n {
                sorted.push(x);
                // Differences of 1 to 2^40 (one to six bytes).
                x += 1 + (1u64 << ((i * 7) % 41)) + i as u64 % 3;
            }
            let codes = DeltaCodes::from_sorted(&sorted);
            assert_eq!(codes.len(), n);
            assert_eq!(codes.iter().collect::<Vec<_>>(), sorted);
            for (i, &c) in sorted.iter().enumerate() {
                assert_eq!(codes.index_of(c), Some(i));
                assert_eq!(codes.contains(c + 1), sorted.binary_search(&(c + 1)).is_ok());
                assert_eq!(codes.contains(c - 1), sorted.binary_search(&(c - 1)).is_ok());
            }
            assert!(!codes.contains(0) && !codes.contains(u64::MAX));
            // The room reserved is the room taken.
            assert_eq!(codes.bytes, {
                let mut pushed = DeltaCodes::default();
                sorted.iter().for_each(|&c| pushed.push(c));
                pushed.bytes
            });
            assert_eq!(codes.bytes.capacity(), codes.delta_bytes());
        }
    }

    /// 128-bit codes whose differences pass 64 bits.
    #[test]
    fn wide_codes_round_trip() {
        let sorted: Vec<u128> = (0..300u128).map(|i| i * i * (1u128 << 70) + i).collect();
        let codes = DeltaCodes::from_sorted(&sorted);
        assert_eq!(codes.iter().collect::<Vec<_>>(), sorted);
        for (i, &c) in sorted.iter().enumerate() {
            assert_eq!(codes.index_of(c), Some(i));
            assert_eq!(codes.index_of(c + 1), None);
        }
        // Far past the last code's top bits, and below the first.
        assert_eq!(codes.index_of(u128::MAX - 1), None);
        assert_eq!(codes.index_of(sorted[sorted.len() - 1] << 20), None);
    }
}
