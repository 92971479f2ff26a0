//! Textbook search algorithms side by side, for the classroom: breadth-first search, depth-first
//! search with a depth limit, iterative deepening and A* with each of the heuristics of
//! [`crate::teach::heuristic`], each counting its work the way a course does (positions expanded,
//! successors generated, the frontier's peak, the effective branching factor). They are written
//! to be explained, not to be fast: [`crate::search::solver`] is the game's solver.
//! [`crate::search::layers::LayeredBfs`] is a breadth-first search that advances one layer at a
//! time, for the search visualizer. One file of about 450 lines on purpose: the four algorithms
//! side by side, counted the same way, so that a student reads and compares them in one place.
//!
//! Every algorithm works on packed keys ([`PackedBoard`]) and one kind of edge: in the moves metric a
//! slide of one vehicle over any distance, in the steps metric a slide of one cell. Every edge
//! costs 1 in its metric, so "depth" is the plan's cost in both. A steps plan is reported with
//! consecutive steps of one vehicle joined into one slide, as the solver does.
//!
//! Where the goal test happens matters for the counts: BFS tests a position when it is
//! *generated* (the textbook's early goal test: it stops as soon as the goal is discovered);
//! DFS, IDDFS and A* test a position when it is *taken* from the stack or the open list (A* must,
//! to stay optimal). "Expanded" always means "its successors were generated".
//!
//! One file over 400 lines: the algorithms are the lesson, and a student compares them side by side.

use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, merge_steps};
use crate::search::bfs::{Bfs, Driven, Expansion};
use crate::search::limits::{Limits, Stopwatch};
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::visited::VisitedSet;
use crate::teach::branching::effective_branching_factor;
use crate::teach::heuristic::Heuristic;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::hash::Hash;

/// The DFS's and A*'s tables: rustc-hash's Fx hasher (std's SipHash resists hash flooding,
/// which no puzzle mounts, and took about half of these searches' time).
type Map<K, V> = rustc_hash::FxHashMap<K, V>;

/// A search algorithm the classroom can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Breadth-first graph search: optimal.
    Bfs,
    /// Depth-first graph search that never goes deeper than `limit`: a plan, rarely the shortest.
    Dfs { limit: u16 },
    /// Depth-limited DFS for limits 0, 1, 2, … up to `max_depth`: optimal.
    Iddfs { max_depth: u16 },
    /// A* with a heuristic: optimal when the heuristic is admissible.
    AStar(Heuristic),
}

impl Algorithm {
    /// The DFS depth limit the classroom offers by default in the moves metric.
    pub const DFS_LIMIT_MOVES: u16 = 50;
    /// The DFS depth limit by default in the steps metric (card 40 alone needs 81 steps).
    pub const DFS_LIMIT_STEPS: u16 = 200;
    /// How deep IDDFS may go by default: beyond any known 6×6 optimum in either metric; the
    /// expansion budget is what stops it on a huge board.
    pub const IDDFS_MAX_DEPTH: u16 = 1000;

    /// The algorithms with the default limits for a metric, in teaching order: BFS, DFS, IDDFS,
    /// then A* with every heuristic of the lab (zero, blocking, two-level, weighted).
    pub fn all(metric: Metric) -> [Algorithm; 7] {
        let limit = match metric {
            Metric::Moves => Self::DFS_LIMIT_MOVES,
            Metric::Steps => Self::DFS_LIMIT_STEPS,
        };
        let [zero, blocking, two_level, weighted] = Heuristic::ALL.map(Algorithm::AStar);
        [
            Algorithm::Bfs,
            Algorithm::Dfs { limit },
            Algorithm::Iddfs { max_depth: Self::IDDFS_MAX_DEPTH },
            zero,
            blocking,
            two_level,
            weighted,
        ]
    }

    /// "BFS", "DFS (depth ≤ N)", "IDDFS" or "A* (blocking)" (A* with its heuristic's name).
    pub fn name(&self) -> String {
        match self {
            Algorithm::Bfs => "BFS".into(),
            Algorithm::Dfs { limit } => format!("DFS (depth ≤ {limit})"),
            Algorithm::Iddfs { .. } => "IDDFS".into(),
            Algorithm::AStar(h) => format!("A* ({})", h.name()),
        }
    }

    /// One sentence for a teacher.
    pub fn describe(&self) -> &'static str {
        match self {
            Algorithm::Bfs => {
                "Breadth-first search explores positions in order of their distance from the start, one layer at a time, so \
                 the first plan it finds is a shortest one; it must remember every position it has seen."
            }
            Algorithm::Dfs { .. } => {
                "Depth-first search follows one line of moves as deep as the limit allows before it backs up; its stack is \
                 small, but the first plan it finds is usually far longer than the shortest."
            }
            Algorithm::Iddfs { .. } => {
                "Iterative deepening runs depth-first searches with limits 0, 1, 2, … until one reaches the goal: shortest \
                 plans like BFS and a small stack like DFS, at the price of repeating the shallow layers every time."
            }
            Algorithm::AStar(_) => {
                "A* always expands the position with the smallest cost so far plus an estimate of the cost still to go; \
                 when the estimate never overestimates, the first plan it finds is a shortest one, and the better the \
                 estimate, the fewer positions it expands."
            }
        }
    }

    /// True when the plan found is guaranteed to be a shortest one.
    pub fn is_optimal(&self) -> bool {
        match self {
            Algorithm::Dfs { .. } => false,
            Algorithm::AStar(h) => h.is_admissible(),
            Algorithm::Bfs | Algorithm::Iddfs { .. } => true,
        }
    }
}

/// What one run of an algorithm found and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport {
    pub algorithm: Algorithm,
    pub metric: Metric,
    /// The plan found (steps joined into slides in the steps metric), `None` when none was.
    pub plan: Option<Vec<Move>>,
    /// The plan's cost in the metric.
    pub cost: Option<usize>,
    /// Positions whose successors were generated (over all iterations, for IDDFS).
    pub expanded: u64,
    /// Successors generated, including those already seen.
    pub generated: u64,
    /// The largest the open list (BFS queue, DFS stack, A* heap) ever was.
    pub max_frontier: usize,
    /// Wall-clock milliseconds, where the platform has a clock (`None` in the browser).
    pub millis: Option<f64>,
    /// Why the search stopped without an answer: the expansion budget, or a depth limit that
    /// cut the search. `None` with no plan means the whole cluster was explored: unsolvable.
    pub stopped: Option<String>,
}

/// Whether a run's plan is a shortest one: its cost set against the true optimum in the run's
/// metric (what the classroom's "Shortest?" column says). An algorithm that guarantees no
/// shortest plan may still find one (3 × blocking finds card 40's 51 moves); one that guarantees
/// it ([`Algorithm::is_optimal`]) always does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortest {
    /// The plan costs the optimum.
    Yes,
    /// The plan costs `by` more than the optimum.
    Longer { by: usize },
    /// No plan was found (the search stopped, or the goal cannot be reached).
    NoPlan,
    /// The optimum is not known: no run that guarantees it found a plan, and none was given.
    Unknown,
}

impl SearchReport {
    /// This run's plan against `optimum`, the least cost of a plan in this run's metric (from
    /// [`proven_optimum`] or the game's analysis; `None` when unknown).
    pub fn shortest(&self, optimum: Option<usize>) -> Shortest {
        match (self.cost, optimum) {
            (None, _) => Shortest::NoPlan,
            (Some(_), None) => Shortest::Unknown,
            (Some(cost), Some(optimum)) if cost > optimum => Shortest::Longer { by: cost - optimum },
            (Some(_), Some(_)) => Shortest::Yes,
        }
    }

    /// The effective branching factor b* of the run: the branching a uniform tree of the plan's
    /// depth would need to hold the positions generated ([`effective_branching_factor`]); `None`
    /// without a plan, or for a plan of no move. The depth is the plan's cost: every edge costs 1.
    pub fn branching_factor(&self) -> Option<f64> {
        effective_branching_factor(self.generated, self.cost?)
    }
}

/// The optimum that runs in `metric` prove: the cost of a plan found by an algorithm that
/// guarantees a shortest one (BFS, IDDFS, A* with an admissible heuristic); `None` when none of
/// them found a plan. Runs in the other metric are left out: a plan's cost in moves says nothing
/// of the fewest steps.
pub fn proven_optimum(reports: &[SearchReport], metric: Metric) -> Option<usize> {
    reports.iter().filter(|r| r.metric == metric && r.algorithm.is_optimal()).find_map(|r| r.cost)
}

/// Runs one algorithm from `start`, stopping after `max_expanded` expansions.
pub fn run(board: &Board, start: &Position, metric: Metric, algorithm: Algorithm, max_expanded: u64) -> SearchReport {
    let clock = Stopwatch::start();
    let layout = PackedBoard::new(board, start);
    let mut report = with_key_type!(&layout, |K, E, _D| Search::<K, E>::new(&layout, board, metric, max_expanded).run(start, algorithm));
    report.millis = clock.millis();
    report
}

/// How a search ended, in keys.
enum End<K> {
    /// The keys from the start to the goal.
    Found(Vec<K>),
    /// The moves from the start to the goal (one move or one step each).
    Plan(Vec<Move>),
    /// Nothing found; `Some(why)` when the search was cut short.
    NotFound(Option<String>),
}

/// A depth-limited DFS's ending.
enum Dls<K> {
    Found(Vec<K>),
    /// Nothing within the limit; `cut` when some position sat at the limit (a deeper plan may
    /// exist), otherwise the whole cluster was explored.
    Exhausted {
        cut: bool,
    },
    Budget,
}

/// The counters and the successor generator shared by the algorithms.
struct Search<'a, K, E> {
    layout: &'a PackedBoard,
    board: &'a Board,
    metric: Metric,
    budget: u64,
    expanded: u64,
    generated: u64,
    max_frontier: usize,
    _types: std::marker::PhantomData<(K, E)>,
}

impl<'a, K: Key + Hash, E: GeneratorOf<K>> Search<'a, K, E> {
    fn new(layout: &'a PackedBoard, board: &'a Board, metric: Metric, budget: u64) -> Self {
        Search { layout, board, metric, budget, expanded: 0, generated: 0, max_frontier: 1, _types: std::marker::PhantomData }
    }

    fn run(mut self, start: &Position, algorithm: Algorithm) -> SearchReport {
        let s: K = self.layout.pack(start);
        let end = match algorithm {
            Algorithm::Bfs => self.bfs(s),
            Algorithm::Dfs { limit } => match self.depth_limited(s, limit) {
                Dls::Found(path) => End::Found(path),
                Dls::Exhausted { cut: false } => End::NotFound(None),
                Dls::Exhausted { cut: true } => {
                    let unit = self.metric.name();
                    End::NotFound(Some(format!(
                        "no plan within the depth limit of {limit} {unit}: depth-first search gives up on a path {limit} {unit} deep, \
                         so it cannot find a plan longer than that (IDDFS raises the limit one at a time, and finds the shortest)"
                    )))
                }
                Dls::Budget => End::NotFound(Some(self.budget_note())),
            },
            Algorithm::Iddfs { max_depth } => self.iddfs(s, max_depth),
            Algorithm::AStar(h) => self.astar(s, h),
        };
        let (plan, stopped) = match end {
            End::Found(keys) => (Some(self.plan_of(&keys)), None),
            End::Plan(plan) => (Some(if self.metric == Metric::Steps { merge_steps(&plan) } else { plan }), None),
            End::NotFound(why) => (None, why),
        };
        SearchReport {
            algorithm,
            metric: self.metric,
            cost: plan.as_ref().map(|p| self.metric.cost(p)),
            plan,
            expanded: self.expanded,
            generated: self.generated,
            max_frontier: self.max_frontier,
            millis: None,
            stopped,
        }
    }

    fn budget_note(&self) -> String {
        format!("stopped at the budget of {} expanded positions", self.budget)
    }

    /// True when the budget forbids another expansion.
    fn over_budget(&self) -> bool {
        self.expanded >= self.budget
    }

    /// Expands `k`: its successors in generation order, counted.
    fn expand(&mut self, k: &K) -> Vec<K> {
        let mut out = Vec::new();
        self.layout.successors(k, self.metric, |next, _, _| {
            out.push(next);
            false
        });
        self.expanded += 1;
        self.generated += out.len() as u64;
        out
    }

    /// The plan through a sequence of keys, one edge apart.
    fn plan_of(&self, keys: &[K]) -> Vec<Move> {
        let positions: Vec<Position> = keys.iter().map(|k| self.layout.unpack(k)).collect();
        let plan: Vec<Move> = positions.windows(2).map(|w| move_between(&w[0], &w[1])).collect();
        if self.metric == Metric::Steps { merge_steps(&plan) } else { plan }
    }

    /// Breadth-first graph search with a visited set; the goal is tested on generation. It is
    /// the engine's breadth-first core ([`crate::search::bfs`]) with every edge kept (no
    /// pruning), one position at a time.
    fn bfs(&mut self, start: K) -> End<K> {
        if self.layout.is_goal(&start) {
            return End::Found(vec![start]);
        }
        let expansion = Expansion { metric: self.metric, prune: false, group: 1, parents: true, clear: false, red_only_at_start: false };
        let mut bfs = Bfs::new(vec![start], (u8::MAX, 0), expansion);
        let mut seen: VisitedSet<K> = VisitedSet::with_capacity(4096);
        seen.insert(start);
        let generator = E::of(self.layout);
        let work = (self.budget - self.expanded.min(self.budget)) as usize;
        let before = bfs.expanded;
        // The budget is the classroom's, of expansions: none of positions or memory.
        let limits = &mut Limits { max_memory: usize::MAX, ..Limits::default() };
        let driven = bfs.drive(generator, &mut seen, work, limits, |s| self.layout.is_goal(&s.key), |_, _| true);
        self.expanded += (bfs.expanded - before) as u64;
        let end = match driven {
            Ok(Driven::Goal(i)) => End::Plan(bfs.plan_to(self.layout, i)),
            Ok(Driven::Exhausted) => End::NotFound(None),
            _ => End::NotFound(Some(self.budget_note())),
        };
        self.generated += bfs.generated;
        self.max_frontier = self.max_frontier.max(bfs.max_queued);
        end
    }

    /// Depth-first graph search to depth `limit`, with an explicit stack. A position is pushed
    /// again only when it is reached at a smaller depth than before (so nothing within the limit
    /// is missed, and a cycle is impossible); the goal is tested when a position is popped.
    fn depth_limited(&mut self, start: K, limit: u16) -> Dls<K> {
        let mut best: Map<K, u16> = [(start, 0)].into_iter().collect();
        let mut stack = vec![(start, 0u16)];
        // The current line of play: `path[d]` is the position at depth d.
        let mut path: Vec<K> = Vec::new();
        let mut cut = false;
        while let Some((k, d)) = stack.pop() {
            if best[&k] < d {
                continue; // reached at a smaller depth since it was pushed, and explored there
            }
            path.truncate(d as usize);
            path.push(k);
            if self.layout.is_goal(&k) {
                return Dls::Found(path);
            }
            if d >= limit {
                cut = true;
                continue;
            }
            if self.over_budget() {
                return Dls::Budget;
            }
            // Pushed in reverse, so the first successor (the red car's, when it can move) is
            // explored first.
            for s in self.expand(&k).into_iter().rev() {
                if best.get(&s).is_none_or(|&b| d + 1 < b) {
                    best.insert(s, d + 1);
                    stack.push((s, d + 1));
                }
            }
            self.max_frontier = self.max_frontier.max(stack.len());
        }
        Dls::Exhausted { cut }
    }

    /// Iterative deepening: depth-limited DFS for limits 0, 1, 2, … with a fresh transposition
    /// table each iteration (position → smallest depth reached, i.e. most depth left). An
    /// iteration that no limit cut explored the whole cluster: the puzzle is unsolvable.
    fn iddfs(&mut self, start: K, max_depth: u16) -> End<K> {
        for limit in 0..=max_depth {
            match self.depth_limited(start, limit) {
                Dls::Found(path) => return End::Found(path),
                Dls::Exhausted { cut: false } => return End::NotFound(None),
                Dls::Exhausted { cut: true } => {}
                Dls::Budget => return End::NotFound(Some(format!("{} (in the iteration with depth limit {limit})", self.budget_note()))),
            }
        }
        End::NotFound(Some(format!("no plan within the maximum depth of {max_depth} {}", self.metric.name())))
    }

    /// A*: the open list is a binary heap ordered by f = g + h (ties: smaller h, then earlier
    /// discovery); `best` maps each position to its cheapest arena entry, which doubles as the
    /// closed set (an entry superseded by a cheaper one is skipped when popped).
    fn astar(&mut self, start: K, heuristic: Heuristic) -> End<K> {
        // Arena entries: key, parent index, g, h.
        let h0 = self.h(&start, heuristic);
        let mut arena: Vec<(K, u32, u32, u16)> = vec![(start, u32::MAX, 0, h0)];
        let mut best: Map<K, u32> = [(start, 0)].into_iter().collect();
        let mut open = BinaryHeap::from([Reverse((h0 as u32, h0, 0u32))]);
        while let Some(Reverse((_, _, i))) = open.pop() {
            let (k, _, g, _) = arena[i as usize];
            if best[&k] != i {
                continue;
            }
            if self.layout.is_goal(&k) {
                let parents: Vec<u32> = arena.iter().map(|e| e.1).collect();
                let keys: Vec<K> = arena.iter().map(|e| e.0).collect();
                return End::Found(trace(&keys, &parents, i as usize));
            }
            if self.over_budget() {
                return End::NotFound(Some(self.budget_note()));
            }
            let g2 = g + 1;
            for s in self.expand(&k) {
                let h = match best.get(&s) {
                    Some(&j) if arena[j as usize].2 <= g2 => continue,
                    Some(&j) => arena[j as usize].3,
                    None => self.h(&s, heuristic),
                };
                let j = arena.len() as u32;
                arena.push((s, i, g2, h));
                best.insert(s, j);
                open.push(Reverse((g2 + h as u32, h, j)));
            }
            self.max_frontier = self.max_frontier.max(open.len());
        }
        End::NotFound(None)
    }

    fn h(&self, k: &K, heuristic: Heuristic) -> u16 {
        if heuristic == Heuristic::Zero {
            return 0;
        }
        heuristic.estimate(self.board, &self.layout.unpack(k), self.metric)
    }
}

/// The keys along parent links from the start to arena index `last`.
pub(crate) fn trace<K: Copy>(keys: &[K], parents: &[u32], last: usize) -> Vec<K> {
    let mut path = vec![keys[last]];
    let mut i = last;
    while parents[i] != u32::MAX {
        i = parents[i] as usize;
        path.push(keys[i]);
    }
    path.reverse();
    path
}

/// The slide between two positions that differ in one vehicle.
pub(crate) fn move_between(a: &Position, b: &Position) -> Move {
    let v = (0..a.0.len()).find(|&v| a.0[v] != b.0[v]).expect("successive positions differ in one vehicle");
    Move::new(v, b.0[v] as i8 - a.0[v] as i8)
}

#[cfg(test)]
mod tests;
