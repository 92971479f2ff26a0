//! The state graph of a cluster, laid out for drawing: one node per position, one edge per pair
//! of positions one move apart, nodes in columns by distance to the goal — the farthest on the
//! left, the goal positions on the right, as in Fogleman's picture of the 51-move cluster — and
//! the dead positions (no way to the goal) in a last column of their own.
//!
//! Edges follow the cluster's metric: in the moves metric a slide of any distance is one edge
//! (a position has an edge to every offset each vehicle can reach: many edges, but the picture a
//! course means by "one move apart"); analyse the cluster in the steps metric for the sparser
//! graph of one-cell steps (the same nodes, distances in steps). One move changes the distance
//! by at most one, so every edge joins a column to itself or to a neighbouring column.

use crate::model::board::{Board, Position};
use crate::model::rules::{self, Metric, Move};
use crate::search::cluster::Cluster;
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::PackedBoard;
use std::hash::Hash;

/// One position of the graph and where it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub position: Position,
    /// Distance to the goal in the cluster's metric; `None` for a dead position.
    pub distance: Option<u16>,
    /// Column (0 = farthest from the goal) and row within the column (0 = top).
    pub column: usize,
    pub row: usize,
}

/// A cluster's state graph. Nodes are numbered column by column, top to bottom, so
/// `columns[c]` is a run of consecutive node numbers.
#[derive(Clone, Debug)]
pub struct StateGraph {
    pub nodes: Vec<Node>,
    /// Each edge once, smaller node first, sorted.
    pub edges: Vec<(u32, u32)>,
    /// The node numbers of each column, top to bottom.
    pub columns: Vec<Vec<u32>>,
    board: Board,
    metric: Metric,
    index: rustc_hash::FxHashMap<Position, u32>,
    /// Each node's neighbours, in increasing order: `adjacent[starts[n]..starts[n + 1]]` (one
    /// array for all: no allocation a node when a graph is read back).
    starts: Vec<u32>,
    adjacent: Vec<u32>,
}

/// Builds the state graph of a cluster, or `Err(size)` when it has more than `max_nodes`
/// positions.
///
/// Rows: the first column in position order; every later column sorted by the barycentre of each
/// node's neighbours in the columns already placed (the mean of their rows; ties and nodes
/// without such neighbours in position order), one left-to-right sweep, which removes most
/// crossings between neighbouring columns. Deterministic.
pub fn build(cluster: &Cluster, max_nodes: usize) -> Result<StateGraph, usize> {
    if cluster.size() > max_nodes {
        return Err(cluster.size());
    }
    let (board, metric) = (cluster.board(), cluster.metric());
    let positions = cluster.positions();
    let distances: Vec<Option<u16>> = positions.iter().map(|p| cluster.distance(p)).collect();
    // Neighbours by index in sorted position order, on the engine's packed keys (the legal moves
    // as successors of a key: no position built an edge, which made the 25,000-position graphs
    // several times slower in the browser).
    let adjacent: Vec<Vec<u32>> = match positions.first() {
        Some(first) => {
            let layout = PackedBoard::new(board, first);
            with_key_type!(&layout, |K, _E, _D| adjacency::<K>(&layout, &positions, metric))
        }
        None => Vec::new(),
    };
    // Columns: distance d goes to column max - d; dead positions after the goal's column.
    let max = distances.iter().flatten().copied().max();
    let column_of = |d: Option<u16>| match (d, max) {
        (Some(d), Some(max)) => (max - d) as usize,
        (None, Some(max)) => max as usize + 1,
        (_, None) => 0,
    };
    let mut columns: Vec<Vec<u32>> = vec![Vec::new(); max.map_or(0, |m| m as usize + 1) + 1];
    for (i, &d) in distances.iter().enumerate() {
        columns[column_of(d)].push(i as u32);
    }
    if columns.last().is_some_and(|c| c.is_empty()) {
        columns.pop();
    }
    // One barycentre sweep, left to right.
    let mut row = vec![usize::MAX; positions.len()];
    for column in &mut columns {
        let bary: Vec<f64> = column
            .iter()
            .map(|&i| {
                let placed: Vec<usize> = adjacent[i as usize].iter().map(|&j| row[j as usize]).filter(|&r| r != usize::MAX).collect();
                if placed.is_empty() { f64::INFINITY } else { placed.iter().sum::<usize>() as f64 / placed.len() as f64 }
            })
            .collect();
        let mut order: Vec<usize> = (0..column.len()).collect();
        order.sort_by(|&a, &b| bary[a].total_cmp(&bary[b]).then(column[a].cmp(&column[b])));
        *column = order.iter().map(|&k| column[k]).collect();
        for (r, &i) in column.iter().enumerate() {
            row[i as usize] = r;
        }
    }
    // Renumber column by column.
    let mut renumber = vec![0u32; positions.len()];
    let mut nodes = Vec::with_capacity(positions.len());
    for (c, column) in columns.iter_mut().enumerate() {
        for (r, i) in column.iter_mut().enumerate() {
            renumber[*i as usize] = nodes.len() as u32;
            nodes.push(Node { position: positions[*i as usize].clone(), distance: distances[*i as usize], column: c, row: r });
            *i = renumber[*i as usize];
        }
    }
    let mut new_adjacent = vec![Vec::new(); nodes.len()];
    for (i, list) in adjacent.iter().enumerate() {
        let mut list: Vec<u32> = list.iter().map(|&j| renumber[j as usize]).collect();
        list.sort_unstable();
        new_adjacent[renumber[i] as usize] = list;
    }
    // In node order, each list sorted: the edges come out sorted.
    let edges: Vec<(u32, u32)> = new_adjacent
        .iter()
        .enumerate()
        .flat_map(|(a, list)| list.iter().filter(move |&&b| b > a as u32).map(move |&b| (a as u32, b)))
        .collect();
    Ok(StateGraph::from_parts(nodes, edges, columns, board, metric))
}

impl StateGraph {
    /// A graph from its nodes (numbered column by column), its edges (each once, smaller node
    /// first, sorted) and its columns, as [`build`] makes them: for reading one back from bytes.
    pub(crate) fn from_parts(
        nodes: Vec<Node>,
        edges: Vec<(u32, u32)>,
        columns: Vec<Vec<u32>>,
        board: &Board,
        metric: Metric,
    ) -> StateGraph {
        // Degrees, their running sums, then the neighbours: the edges come sorted, so a node's
        // smaller neighbours (as the edges' second node) come before its larger ones, each in order.
        let mut starts = vec![0u32; nodes.len() + 1];
        for &(a, b) in &edges {
            starts[a as usize + 1] += 1;
            starts[b as usize + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut fill = starts.clone();
        let mut adjacent = vec![0u32; 2 * edges.len()];
        for &(a, b) in &edges {
            adjacent[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            adjacent[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        let index = nodes.iter().enumerate().map(|(i, n)| (n.position.clone(), i as u32)).collect();
        StateGraph { nodes, edges, columns, board: board.clone(), metric, index, starts, adjacent }
    }

    /// The board the positions are on.
    pub fn board(&self) -> &Board {
        &self.board
    }
}

/// Each position's neighbours (indices into `positions`), in the engine's successor order.
fn adjacency<K: Key + Hash>(layout: &PackedBoard, positions: &[Position], metric: Metric) -> Vec<Vec<u32>> {
    let keys: Vec<K> = positions.iter().map(|p| layout.pack(p)).collect();
    let index: rustc_hash::FxHashMap<K, u32> = keys.iter().enumerate().map(|(i, &k)| (k, i as u32)).collect();
    keys.iter()
        .map(|k| {
            let mut out = Vec::new();
            layout.successors(k, metric, |next, _, _| {
                out.extend(index.get(&next));
                false
            });
            out
        })
        .collect()
}

impl StateGraph {
    /// The node of a position, if it belongs to the cluster.
    pub fn index_of(&self, pos: &Position) -> Option<u32> {
        self.index.get(pos).copied()
    }

    /// The nodes one move from a node, in increasing order.
    pub fn neighbours(&self, node: u32) -> &[u32] {
        let n = node as usize;
        &self.adjacent[self.starts[n] as usize..self.starts[n + 1] as usize]
    }

    /// The column of the dead positions, if the cluster has any.
    pub fn dead_column(&self) -> Option<usize> {
        self.columns.last().and_then(|c| c.first()).filter(|&&n| self.nodes[n as usize].distance.is_none()).map(|_| self.columns.len() - 1)
    }

    /// The metric the edges follow.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The nodes a plan passes through from `start`, start included, one per edge (in the steps
    /// metric a slide of d cells passes through d edges). `None` when the start is not in the
    /// graph or a move is illegal.
    pub fn path(&self, start: &Position, plan: &[Move]) -> Option<Vec<u32>> {
        let mut pos = start.clone();
        let mut nodes = vec![self.index_of(&pos)?];
        for &m in plan {
            let edges = match self.metric {
                Metric::Moves => vec![m],
                Metric::Steps => vec![Move { vehicle: m.vehicle, delta: m.delta.signum() }; m.distance() as usize],
            };
            for e in edges {
                pos = rules::apply(&self.board, &pos, e).ok()?;
                nodes.push(self.index_of(&pos)?);
            }
        }
        Some(nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::parse;

    #[test]
    fn seed_card_1_graph_columns_and_path() {
        let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
        let c = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
        let g = build(&c, 1000).unwrap();
        assert_eq!(g.nodes.len(), 111);
        let plan = c.plan(&p.start).unwrap();
        let path = g.path(&p.start, &plan).unwrap();
        assert_eq!(path.len(), 10);
        assert!(path.windows(2).all(|w| g.nodes[w[1] as usize].column == g.nodes[w[0] as usize].column + 1));
        assert_eq!(build(&c, 110).unwrap_err(), 111);
        // Each node's neighbours: in increasing order, one per legal move, each one move away.
        for (i, n) in g.nodes.iter().enumerate() {
            let next = g.neighbours(i as u32);
            assert!(next.windows(2).all(|w| w[0] < w[1]), "node {i}");
            let moves = rules::legal_moves(&p.board, &n.position, Metric::Moves);
            assert_eq!(next.len(), moves.len());
            for m in moves {
                let q = rules::apply(&p.board, &n.position, m).unwrap();
                assert!(next.contains(&g.index_of(&q).unwrap()));
            }
        }
    }
}
