//! A*'s heuristics for the classroom's lab: the zero heuristic (A* is then breadth-first search
//! by cost), the blocking-vehicles bound, a stronger admissible bound of two levels (the blocking
//! vehicles and those that must make way for them) and a weighted blocking count that
//! overestimates, to show what admissibility buys.

use crate::model::board::{Axis, Board, Position};
use crate::model::rules::Metric;

/// A heuristic the classroom's A* can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// h = 0 everywhere: A* expands positions in order of their cost so far, as BFS does.
    Zero,
    /// [`blocking_heuristic`]: admissible and consistent.
    Blocking,
    /// [`two_level_heuristic`]: admissible, never below [`Heuristic::Blocking`].
    TwoLevel,
    /// [`Heuristic::WEIGHT`] × [`blocking_heuristic`]: it overestimates, so A*'s first plan may
    /// be longer than the shortest.
    WeightedBlocking,
}

impl Heuristic {
    /// The weight of [`Heuristic::WeightedBlocking`].
    pub const WEIGHT: u16 = 3;

    /// The four, from the weakest bound to the one that overestimates.
    pub const ALL: [Heuristic; 4] = [Heuristic::Zero, Heuristic::Blocking, Heuristic::TwoLevel, Heuristic::WeightedBlocking];

    /// The estimate of the cost to the goal from `pos`.
    pub fn estimate(self, board: &Board, pos: &Position, metric: Metric) -> u16 {
        match self {
            Heuristic::Zero => 0,
            Heuristic::Blocking => blocking_heuristic(board, pos, metric),
            Heuristic::TwoLevel => two_level_heuristic(board, pos, metric),
            Heuristic::WeightedBlocking => Self::WEIGHT * blocking_heuristic(board, pos, metric),
        }
    }

    /// True when the estimate never exceeds the true cost (A* then finds a shortest plan).
    pub fn is_admissible(self) -> bool {
        self != Heuristic::WeightedBlocking
    }

    /// "zero", "blocking", "two-level blocking", "3 × blocking".
    pub fn name(self) -> String {
        match self {
            Heuristic::Zero => "zero".into(),
            Heuristic::Blocking => "blocking".into(),
            Heuristic::TwoLevel => "two-level blocking".into(),
            Heuristic::WeightedBlocking => format!("{} × blocking", Self::WEIGHT),
        }
    }

    /// One sentence for a teacher.
    pub fn describe(self) -> &'static str {
        match self {
            Heuristic::Zero => "h = 0: A* then expands positions in order of their cost so far, exactly as breadth-first search does.",
            Heuristic::Blocking => {
                "h = the red car's move plus one per vehicle in its way: each must move at least once, so it never \
                 overestimates."
            }
            Heuristic::TwoLevel => {
                "h = blocking, plus the vehicles that stand where a blocking vehicle must slide to clear the red car's row \
                 (the fewest over the ways each can clear): they must move too, so it still never overestimates, and it \
                 guides A* better."
            }
            Heuristic::WeightedBlocking => {
                "h = 3 × blocking: it overestimates, so A* rushes towards positions with few blockers and may settle for \
                 a longer plan; admissibility is what guarantees the shortest."
            }
        }
    }
}

/// A lower bound on the cost to the goal: 0 at the goal; otherwise, in the moves metric,
/// 1 + the number of distinct vehicles in the cells between the red car and the exit; in the
/// steps metric, the red car's distance to its goal offset + that number of vehicles.
///
/// Admissible (it never overestimates): the red car must still move (moves: at least one move;
/// steps: at least one step a cell it must travel), and every vehicle in its way must move at
/// least once (at least one cell) to clear the line, each in a move of its own. It is also
/// consistent (one move changes it by at most 1: only the vehicle moved can join or leave the
/// path, and a red step changes the distance by one), so A* never needs to reopen a position.
///
/// A wall between the red car and the exit makes the goal unreachable; the heuristic still
/// returns the bound above (walls are not counted), which is admissible for an infinite cost:
/// A* then explores the whole cluster and reports it unsolvable.
pub fn blocking_heuristic(board: &Board, pos: &Position, metric: Metric) -> u16 {
    let (off, goal) = (pos.offset(0), board.goal_offset());
    if off == goal {
        return 0;
    }
    let blockers = blockers(board, pos).len() as u16;
    match metric {
        Metric::Moves => 1 + blockers,
        Metric::Steps => off.abs_diff(goal) as u16 + blockers,
    }
}

/// The vehicles (by index) in the cells between the red car and the exit, each once, nearest
/// the red car first.
fn blockers(board: &Board, pos: &Position) -> Vec<usize> {
    let red = board.vehicle(0);
    let off = pos.offset(0);
    // The cells between the red car and the exit, as offsets along its line.
    let path = if board.exit().is_forward() { off + red.len..board.line_len(0) } else { 0..off };
    let on_path = |(r, c): (u8, u8)| {
        let (line, along) = if red.axis == Axis::Horizontal { (r, c) } else { (c, r) };
        line == red.line && path.contains(&along)
    };
    let mut found: Vec<(u8, usize)> = board
        .vehicles()
        .iter()
        .enumerate()
        .skip(1)
        .filter_map(|(i, v)| {
            let along = v.cells(pos.offset(i)).filter(|&c| on_path(c)).map(|(r, c)| if red.axis == Axis::Horizontal { c } else { r });
            along.min().map(|a| (a.abs_diff(off), i))
        })
        .collect();
    found.sort_unstable();
    found.into_iter().map(|(_, i)| i).collect()
}

/// One way a blocking vehicle can leave the red car's line: the cells it must travel at least
/// (as a count) and the vehicles standing in them now.
struct Clearing {
    cells: u16,
    in_the_way: Vec<usize>,
}

/// The blocking bound plus a second level: the fewest further vehicles that must move so that
/// every blocking vehicle can leave the red car's line.
///
/// Why it never overestimates. When the red car passes a blocking vehicle's line, that vehicle
/// lies wholly on one side of the red car's row. To get there it must travel at least to the
/// nearest offset on that side that clears the row, through every cell in between; every vehicle
/// now in one of those cells must move out first (a wall there, or the board's edge, rules that
/// side out). So for each way of choosing a side per blocking vehicle, the vehicles in their way
/// (other than the red car and the blocking vehicles, already counted) must each move at least
/// once, each in a move of its own; the bound takes the fewest over all the choices. In the steps
/// metric a blocking vehicle counts the cells to its clearing offset instead of 1. A blocking
/// vehicle parallel to the red car, or one with no side to go to, makes the goal unreachable: the
/// blocking bound is returned (any bound is admissible for an infinite cost).
///
/// It is at least [`blocking_heuristic`], so A* with it expands at most as many positions in
/// practice; it is not consistent in general (a move may lower it by more than 1), which the
/// classroom's A* handles by reopening a position reached more cheaply.
pub fn two_level_heuristic(board: &Board, pos: &Position, metric: Metric) -> u16 {
    let base = blocking_heuristic(board, pos, metric);
    if base == 0 {
        return 0;
    }
    let blockers = blockers(board, pos);
    // Who stands on each cell: a vehicle's index, WALL or EMPTY.
    const EMPTY: usize = usize::MAX;
    const WALL: usize = usize::MAX - 1;
    let (w, h) = (board.width() as usize, board.height() as usize);
    let mut grid = vec![EMPTY; w * h];
    for &(r, c) in board.walls() {
        grid[r as usize * w + c as usize] = WALL;
    }
    for (i, v) in board.vehicles().iter().enumerate() {
        for (r, c) in v.cells(pos.offset(i)) {
            grid[r as usize * w + c as usize] = i;
        }
    }
    let red = board.vehicle(0);
    let mut ways: Vec<Vec<Clearing>> = Vec::with_capacity(blockers.len());
    for &b in &blockers {
        let v = board.vehicle(b);
        if v.axis == red.axis {
            return base;
        }
        let (o, len, row) = (pos.offset(b) as usize, v.len as usize, red.line as usize);
        let line_len = board.line_len(b) as usize;
        // Offsets along the blocking vehicle's line: the nearest clearing offset on each side,
        // and the cells swept to reach it.
        let mut sides = Vec::new();
        if row >= len {
            sides.push((row - len, (row - len)..o));
        }
        if row + 1 + len <= line_len {
            sides.push((row + 1, (o + len)..(row + 1 + len)));
        }
        let cell = |along: usize| if v.axis == Axis::Vertical { along * w + v.line as usize } else { v.line as usize * w + along };
        let options: Vec<Clearing> = sides
            .into_iter()
            .filter_map(|(target, swept)| {
                let mut in_the_way: Vec<usize> = Vec::new();
                for along in swept {
                    match grid[cell(along)] {
                        WALL => return None,
                        EMPTY => {}
                        i if i == 0 || blockers.contains(&i) || in_the_way.contains(&i) => {}
                        i => in_the_way.push(i),
                    }
                }
                Some(Clearing { cells: target.abs_diff(o) as u16, in_the_way })
            })
            .collect();
        if options.is_empty() {
            return base;
        }
        ways.push(options);
    }
    // The fewest over every choice of a side per blocking vehicle (at most 2^blockers).
    let mut best = u16::MAX;
    let mut choice = vec![0usize; ways.len()];
    loop {
        let mut extra: Vec<usize> = Vec::new();
        let mut cells = 0u16;
        for (options, &k) in ways.iter().zip(&choice) {
            cells += options[k].cells;
            for &i in &options[k].in_the_way {
                if !extra.contains(&i) {
                    extra.push(i);
                }
            }
        }
        let cost = match metric {
            Metric::Moves => extra.len() as u16,
            // The blocking bound counted one cell a blocking vehicle; here the cells it must travel.
            Metric::Steps => extra.len() as u16 + cells - blockers.len() as u16,
        };
        best = best.min(cost);
        // The next choice, as a mixed-radix counter.
        let mut k = 0;
        while k < choice.len() {
            choice[k] += 1;
            if choice[k] < ways[k].len() {
                break;
            }
            choice[k] = 0;
            k += 1;
        }
        if k == choice.len() {
            break;
        }
    }
    base + best
}
