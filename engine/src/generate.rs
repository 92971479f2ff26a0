//! Puzzle generation: random layouts (or mutations of known hard puzzles), each rated by its
//! cluster analysis; the hardest position of a cluster is the puzzle (how Fogleman built his
//! database), or — when that is harder than asked — the hardest position inside the range.
//! A hill climb keeps mutating the best layout so far, which is what reaches Expert (36+ moves
//! on 6×6) quickly; deterministic for a seed.

use crate::model::board::{Axis, Board, Exit, Position, Puzzle, Vehicle};
use crate::model::grid;
use crate::model::rules::Metric;
use crate::search::cluster::Cluster;
use crate::search::cluster_builder::ClusterBuilder;
use crate::search::limits::Limits;
use std::fmt;
use std::ops::RangeInclusive;

/// A small deterministic generator (SplitMix64), so a seed always gives the same puzzles.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// What to generate.
#[derive(Clone, Debug)]
pub struct GenerationSpec {
    pub width: u8,
    pub height: u8,
    /// Optimal moves wanted.
    pub moves: RangeInclusive<u16>,
    pub walls: bool,
    /// Layouts to rate before giving up on one puzzle.
    pub max_tries: usize,
    /// Positions a rated layout's cluster may have; larger ones are passed over (a rating that
    /// reaches the budget is work thrown away, so a smaller budget bounds the slowest puzzle).
    pub cluster_budget: usize,
}

impl GenerationSpec {
    pub fn new(width: u8, height: u8, moves: RangeInclusive<u16>) -> GenerationSpec {
        GenerationSpec { width, height, moves, walls: false, max_tries: 20_000, cluster_budget: CLUSTER_BUDGET }
    }
}

/// Layouts the page rates before it gives up on one request (a tier a board cannot reach would
/// otherwise run for a long time).
pub const PAGE_TRIES: usize = 4000;

/// Positions a rated layout may have in the page: a rating that reaches the budget is wasted
/// work, and wasm is about twice as slow as native, so the page passes over large clusters sooner
/// than the CLI (hard 6×6 puzzles have clusters far smaller than this).
pub const PAGE_CLUSTER_BUDGET: usize = 100_000;

/// Seeds of the climbs: the library's puzzles of this many moves and more.
pub const SEED_MOVES: u16 = 21;

impl GenerationSpec {
    /// What the page's generator asks for: `PAGE_TRIES` layouts, clusters up to
    /// `PAGE_CLUSTER_BUDGET` (the reach the page states was measured with these:
    /// `engine/examples/generator_reach.rs`).
    pub fn for_page(width: u8, height: u8, moves: RangeInclusive<u16>, walls: bool) -> GenerationSpec {
        GenerationSpec { walls, max_tries: PAGE_TRIES, cluster_budget: PAGE_CLUSTER_BUDGET, ..GenerationSpec::new(width, height, moves) }
    }
}

/// The library's hard puzzles (`SEED_MOVES` and more), the climbs' seeds in the page and the CLI.
pub fn library_seeds() -> Vec<Puzzle> {
    crate::library::entries().iter().filter(|e| e.moves >= SEED_MOVES).filter_map(|e| grid::parse(e.grid).ok()).collect()
}

/// A generated puzzle with its rating.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzle: Puzzle,
    /// Optimal moves from the puzzle's start.
    pub moves: u16,
    pub cluster_size: usize,
    /// Layouts rated to find it.
    pub tries: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    BadSize {
        width: u8,
        height: u8,
    },
    EmptyRange,
    /// No layout in the range after `tries` attempts.
    NotFound {
        tries: usize,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::BadSize { width, height } => write!(f, "cannot generate on a {width}×{height} board: sides go from 3 to 12"),
            GenerateError::EmptyRange => write!(f, "the range of moves is empty"),
            GenerateError::NotFound { tries } => write!(f, "no puzzle in the range after {tries} layouts; try a wider range"),
        }
    }
}

impl std::error::Error for GenerateError {}

/// Positions a rated layout may have by default (keeps each rating fast).
pub const CLUSTER_BUDGET: usize = 400_000;
/// Failed mutations before the climb restarts.
const PATIENCE: usize = 60;

/// Generates puzzles one after another. [`Generator::next_puzzle`] runs to the next puzzle;
/// [`Generator::advance`] does the same work in bounded chunks, so the browser can run it between
/// frames (a rating is a cluster analysis of up to `cluster_budget` positions, too long for one
/// task there).
pub struct Generator {
    request: GenerationSpec,
    rng: Rng,
    /// Known puzzles to mutate (e.g. the library's hard ones), same size as requested.
    seeds: Vec<Puzzle>,
    /// Layouts rated for the puzzle being looked for.
    tries: usize,
    /// The climb in progress, if any.
    climb: Option<Climb>,
    /// The rating of the climb's current layout, when one is under way.
    rating: Option<ClusterBuilder>,
}

/// A hill climb: the layout being rated, the hardest distance met so far on this climb, and how
/// many ratings in a row found nothing harder.
struct Climb {
    current: Puzzle,
    patience: usize,
    best: u16,
    failures: usize,
}

impl Generator {
    pub fn new(request: GenerationSpec, seed: u64) -> Result<Generator, GenerateError> {
        let side = crate::model::board::MIN_SIDE..=crate::model::board::MAX_SIDE;
        if !side.contains(&request.width) || !side.contains(&request.height) {
            return Err(GenerateError::BadSize { width: request.width, height: request.height });
        }
        if request.moves.is_empty() {
            return Err(GenerateError::EmptyRange);
        }
        Ok(Generator { request, rng: Rng::new(seed), seeds: Vec::new(), tries: 0, climb: None, rating: None })
    }

    /// Known puzzles to start climbs from (those of another size or with walls when walls are
    /// off are ignored).
    pub fn with_seeds(mut self, seeds: Vec<Puzzle>) -> Generator {
        let (w, h, walls) = (self.request.width, self.request.height, self.request.walls);
        self.seeds =
            seeds.into_iter().filter(|p| p.board.width() == w && p.board.height() == h && (walls || p.board.walls().is_empty())).collect();
        self
    }

    /// The next puzzle in the requested range.
    pub fn next_puzzle(&mut self) -> Result<Generated, GenerateError> {
        loop {
            if let Some(done) = self.advance(usize::MAX) {
                return done;
            }
        }
    }

    /// Layouts rated so far for the puzzle being looked for.
    pub fn tries(&self) -> usize {
        self.tries
    }

    /// One chunk of work: up to `work` expansions of the current rating, and what follows when
    /// it completes. `Some` with the next puzzle (or the reason there is none) when the search
    /// for it ends; `None` while it goes on.
    pub fn advance(&mut self, work: usize) -> Option<Result<Generated, GenerateError>> {
        if self.tries >= self.request.max_tries {
            let tries = std::mem::take(&mut self.tries);
            self.climb = None;
            self.rating = None;
            return Some(Err(GenerateError::NotFound { tries }));
        }
        // A climb: start somewhere, keep mutating the best layout while it gets no easier.
        let climb = match self.climb.take() {
            Some(c) if c.failures < c.patience => c,
            _ => {
                let (current, from_seed) = self.start_layout();
                // From a known hard puzzle, a few tries: its neighbours are either hard already
                // or a fresh seed is the better bet. From a random layout, a long climb.
                Climb { current, patience: if from_seed { 3 } else { PATIENCE }, best: 0, failures: 0 }
            }
        };
        let rating = self.rating.get_or_insert_with(|| ClusterBuilder::new(&climb.current.board, &climb.current.start, Metric::Moves));
        let rated = match rating.advance(work, &mut Limits::budget(self.request.cluster_budget)) {
            Ok(false) => {
                self.climb = Some(climb);
                return None;
            }
            Ok(true) => self.rating.take().and_then(ClusterBuilder::finish),
            Err(_) => {
                self.rating = None;
                None
            }
        };
        self.tries += 1;
        let found = self.climb_step(climb, rated.and_then(|c| c.hardest().map(|(_, d)| (c, d))));
        found.map(Ok)
    }

    /// What a finished rating means for the climb: a puzzle in range, or the next layout.
    fn climb_step(&mut self, mut climb: Climb, rated: Option<(Cluster, u16)>) -> Option<Generated> {
        let (lo, hi) = (*self.request.moves.start(), *self.request.moves.end());
        match rated {
            Some((cluster, hardest)) if hardest >= lo => {
                // The hardest position, or the hardest one inside the range.
                let hist = cluster.histogram();
                let d = (lo..=hardest.min(hi)).rev().find(|&d| hist[d as usize] > 0).expect("every distance up to the hardest occurs");
                let at_d = cluster.positions_at(d);
                let start = at_d[self.rng.below(at_d.len())].clone();
                let puzzle = canonical(&climb.current.board, &start);
                let tries = std::mem::take(&mut self.tries);
                return Some(Generated { puzzle, moves: d, cluster_size: cluster.size(), tries });
            }
            Some((_, hardest)) if hardest >= climb.best => {
                climb.best = hardest;
                climb.failures = 0;
            }
            _ => climb.failures += 1,
        }
        climb.current = self.mutate(&climb.current);
        self.climb = Some(climb);
        None
    }

    /// A known hard puzzle (mutated once) or a random layout; requests of 11+ moves always
    /// start from a known puzzle when there are any, easy ones mostly from random layouts.
    fn start_layout(&mut self) -> (Puzzle, bool) {
        let hard = *self.request.moves.start() >= 11;
        if !self.seeds.is_empty() && (hard || self.rng.chance(30)) {
            let seed = self.seeds[self.rng.below(self.seeds.len())].clone();
            return (self.mutate(&seed), true);
        }
        (self.random_layout(), false)
    }

    /// A random layout: the red car across the middle row (exit east), then vehicles dropped at
    /// random until the board is about 70% full.
    fn random_layout(&mut self) -> Puzzle {
        let (w, h) = (self.request.width, self.request.height);
        let red = (Vehicle { label: 'A', axis: Axis::Horizontal, line: (h - 1) / 2, len: 2 }, self.rng.below(w as usize / 2) as u8);
        let mut placed = vec![red];
        let mut walls = Vec::new();
        let target = (w as usize * h as usize * 7) / 10;
        for _ in 0..200 {
            if cells(&placed) + walls.len() >= target {
                break;
            }
            self.add_vehicle(&mut placed, &walls, w, h);
        }
        if self.request.walls {
            for _ in 0..1 + self.rng.below(2) {
                self.add_wall(&placed, &mut walls, w, h);
            }
        }
        build(w, h, placed, walls)
    }

    /// One random change: remove, add or shift a vehicle, or (with walls) add or remove a wall.
    fn mutate(&mut self, p: &Puzzle) -> Puzzle {
        let (w, h) = (p.board.width(), p.board.height());
        let mut placed: Vec<(Vehicle, u8)> = p.board.vehicles().iter().copied().zip(p.start.offsets().iter().copied()).collect();
        let mut walls = p.board.walls().to_vec();
        for _ in 0..1 + self.rng.below(2) {
            match self.rng.below(if self.request.walls { 5 } else { 4 }) {
                0 if placed.len() > 2 => {
                    let i = 1 + self.rng.below(placed.len() - 1);
                    placed.remove(i);
                }
                1 | 2 => self.shift_vehicle(&mut placed, &walls, w, h),
                3 => self.add_vehicle(&mut placed, &walls, w, h),
                _ => {
                    if !walls.is_empty() && self.rng.chance(50) {
                        walls.remove(self.rng.below(walls.len()));
                    } else {
                        self.add_wall(&placed, &mut walls, w, h);
                    }
                }
            }
        }
        build(w, h, placed, walls)
    }

    fn add_vehicle(&mut self, placed: &mut Vec<(Vehicle, u8)>, walls: &[(u8, u8)], w: u8, h: u8) {
        let occupied = occupancy(placed, walls, w, h);
        for _ in 0..20 {
            let axis = if self.rng.chance(50) { Axis::Horizontal } else { Axis::Vertical };
            let len = if self.rng.chance(70) { 2 } else { 3 };
            let (lines, along) = match axis {
                Axis::Horizontal => (h, w),
                Axis::Vertical => (w, h),
            };
            let line = self.rng.below(lines as usize) as u8;
            // Keep the red car's row free of other horizontal vehicles (they could never pass).
            if axis == Axis::Horizontal && line == placed[0].0.line {
                continue;
            }
            let off = self.rng.below((along - len + 1) as usize) as u8;
            let v = Vehicle { label: '?', axis, line, len };
            if v.cells(off).all(|(r, c)| !occupied[r as usize][c as usize]) {
                placed.push((v, off));
                return;
            }
        }
    }

    fn shift_vehicle(&mut self, placed: &mut [(Vehicle, u8)], walls: &[(u8, u8)], w: u8, h: u8) {
        let i = self.rng.below(placed.len());
        let (v, old) = placed[i];
        let mut others = placed.to_vec();
        others.remove(i);
        let occupied = occupancy(&others, walls, w, h);
        let along = if v.axis == Axis::Horizontal { w } else { h };
        let free: Vec<u8> =
            (0..=along - v.len).filter(|&o| o != old && v.cells(o).all(|(r, c)| !occupied[r as usize][c as usize])).collect();
        if !free.is_empty() {
            placed[i].1 = free[self.rng.below(free.len())];
        }
    }

    fn add_wall(&mut self, placed: &[(Vehicle, u8)], walls: &mut Vec<(u8, u8)>, w: u8, h: u8) {
        let occupied = occupancy(placed, walls, w, h);
        for _ in 0..20 {
            let (r, c) = (self.rng.below(h as usize) as u8, self.rng.below(w as usize) as u8);
            if !occupied[r as usize][c as usize] && r != placed[0].0.line {
                walls.push((r, c));
                return;
            }
        }
    }
}

fn cells(placed: &[(Vehicle, u8)]) -> usize {
    placed.iter().map(|(v, _)| v.len as usize).sum()
}

fn occupancy(placed: &[(Vehicle, u8)], walls: &[(u8, u8)], w: u8, h: u8) -> Vec<Vec<bool>> {
    let mut g = vec![vec![false; w as usize]; h as usize];
    for &(r, c) in walls {
        g[r as usize][c as usize] = true;
    }
    for (v, off) in placed {
        for (r, c) in v.cells(*off) {
            g[r as usize][c as usize] = true;
        }
    }
    g
}

/// A board from placed vehicles, labelled in reading order (`A` stays the red car).
fn build(w: u8, h: u8, mut placed: Vec<(Vehicle, u8)>, walls: Vec<(u8, u8)>) -> Puzzle {
    placed[1..].sort_by_key(|(v, o)| v.top_left(*o));
    let mut labels = grid::labels().skip(1);
    for (v, _) in placed.iter_mut().skip(1) {
        v.label = labels.next().expect("at most 59 other vehicles");
    }
    Board::build(w as usize, h as usize, walls, placed, Some(Exit::East)).expect("generated layouts are legal by construction")
}

/// The same position relabelled in reading order, so a puzzle's grid looks the same however it
/// was reached.
fn canonical(board: &Board, pos: &Position) -> Puzzle {
    let placed = board.vehicles().iter().copied().zip(pos.offsets().iter().copied()).collect();
    build(board.width(), board.height(), placed, board.walls().to_vec())
}

#[cfg(test)]
mod tests;
