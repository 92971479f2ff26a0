//! A position as a packed key: every vehicle's offset in a few bits of one, two or four 64-bit
//! words, and the one place a search chooses its key width (with its successor generator and
//! distance table): [`with_key_type!`].
//!
//! A vehicle can never leave the stretch of its line between walls (or the border) where it
//! starts, so its field stores `offset - lo` in just enough bits for that stretch: two or three
//! bits on a 6×6 board, so a whole 6×6 position fits one `u64`. Larger boards use two or four
//! 64-bit words ([`Packed`] is generic over the word count); fields never straddle words.

/// A packed position of `N` 64-bit words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Packed<const N: usize>(pub [u64; N]);

impl<const N: usize> Default for Packed<N> {
    fn default() -> Self {
        Packed([0; N])
    }
}

/// What the search needs of a packed key.
pub trait Key: Copy + Eq + Ord + Default + std::fmt::Debug + Send + Sync + 'static {
    fn get(&self, f: Field) -> u8;
    fn set(&mut self, f: Field, value: u8);
    /// A well-mixed 64-bit hash (the visited table takes its top bits).
    fn hash64(&self) -> u64;
    /// A value no position packs to (every word all ones: layouts use at most 63 bits a word).
    fn empty() -> Self;
    /// The fields of both (bitwise or: keys whose fields do not overlap).
    fn union(&self, other: &Self) -> Self;
}

const MIX: u64 = 0x9E37_79B9_7F4A_7C15;

impl<const N: usize> Key for Packed<N> {
    #[inline(always)]
    fn get(&self, f: Field) -> u8 {
        // One word: no index to check (the common 6×6 case compiles to a shift and a mask).
        let w = if N == 1 { 0 } else { f.word as usize };
        ((self.0[w] >> f.shift) & f.mask as u64) as u8
    }
    #[inline(always)]
    fn set(&mut self, f: Field, value: u8) {
        let w = &mut self.0[if N == 1 { 0 } else { f.word as usize }];
        *w = (*w & !((f.mask as u64) << f.shift)) | ((value as u64) << f.shift);
    }
    #[inline(always)]
    fn hash64(&self) -> u64 {
        if N == 1 {
            // Fibonacci hashing: the table takes the top bits of the product.
            return self.0[0].wrapping_mul(MIX);
        }
        let mut h = 0u64;
        for &w in &self.0 {
            h = (h ^ w).wrapping_mul(MIX);
            h ^= h >> 29;
        }
        h.wrapping_mul(MIX)
    }
    #[inline(always)]
    fn empty() -> Self {
        Packed([u64::MAX; N])
    }
    #[inline(always)]
    fn union(&self, other: &Self) -> Self {
        Packed(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }
}

/// Where one vehicle's field sits in a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub word: u8,
    pub shift: u8,
    pub mask: u8,
}
/// The one place a search chooses its types for a board ([`PackedBoard`]): `$K`, the packed key
/// (one word on boards with the small-board generator, else two or four); `$E`, the successor generator (the faster [`SmallBoard`] where the board
/// has one); `$D`, the distance table of a cluster analysis (distances inline in the key's word
/// where the key leaves room). `$body` is compiled for each choice; a search that needs no
/// distance table ignores `$D` and gets one copy per key and generator.
///
/// [`PackedBoard`]: crate::search::packed_board::PackedBoard
/// [`SmallBoard`]: crate::search::small_board::SmallBoard
macro_rules! with_key_type {
    ($board:expr, |$K:ident, $E:ident, $D:ident| $body:expr) => {{
        use $crate::search::distance_table::{INLINE_KEY_BITS, InlineTable, PlainTable};
        use $crate::search::packed::Packed;
        use $crate::search::packed_board::PackedBoard;
        use $crate::search::packed_layout::PackedLayout;
        use $crate::search::small_board::SmallBoard;
        let board: &PackedBoard = $board;
        match (board.words, board.fast().is_some()) {
            (1, true) if board.key_bits() <= INLINE_KEY_BITS => {
                type $K = Packed<1>;
                type $E = SmallBoard;
                type $D = InlineTable;
                $body
            }
            (1, true) => {
                type $K = Packed<1>;
                type $E = SmallBoard;
                type $D = PlainTable<Packed<1>>;
                $body
            }
            // One word without the small-board generator (a board over 8×8 with few vehicles):
            // two-word keys, so the general generator has two key widths to serve, not three.
            (1 | 2, _) => {
                type $K = Packed<2>;
                type $E = PackedLayout;
                type $D = PlainTable<Packed<2>>;
                $body
            }
            _ => {
                type $K = Packed<4>;
                type $E = PackedLayout;
                type $D = PlainTable<Packed<4>>;
                $body
            }
        }
    }};
}
pub(crate) use with_key_type;
