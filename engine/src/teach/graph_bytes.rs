//! A state graph as bytes and back, to move it between threads: the page's Web Worker builds the
//! classroom's graph (a 25,000-position cluster's takes a long task on the page) and hands it over.
//!
//! The format: `RHG1`, the metric (0 moves, 1 steps), the vehicle count, the node count and the
//! edge count (`u32`, little endian); per node, in node order, the vehicles' offsets (a byte each),
//! the distance to the goal (`u16`, `u16::MAX` for a dead position), the column and the row
//! (`u32` each); then per edge its two nodes (`u32` each). Reading checks everything a page relies
//! on: the board's vehicles and their ranges, nodes numbered column by column, edges between nodes
//! that exist, each once and sorted.

use crate::model::board::{Board, Position};
use crate::model::rules::Metric;
use crate::teach::graph::{Node, StateGraph};

const MAGIC: &[u8; 4] = b"RHG1";
const HEADER: usize = 14;
const DEAD: u16 = u16::MAX;

impl StateGraph {
    /// The graph as bytes ([`StateGraph::from_bytes`] reads them back).
    pub fn to_bytes(&self) -> Vec<u8> {
        let vehicles = self.board().vehicles().len();
        let mut out = Vec::with_capacity(HEADER + self.nodes.len() * (vehicles + 10) + self.edges.len() * 8);
        out.extend(MAGIC);
        out.push((self.metric() == Metric::Steps) as u8);
        out.push(vehicles as u8);
        out.extend((self.nodes.len() as u32).to_le_bytes());
        out.extend((self.edges.len() as u32).to_le_bytes());
        for n in &self.nodes {
            out.extend(n.position.offsets());
            out.extend(n.distance.unwrap_or(DEAD).to_le_bytes());
            out.extend((n.column as u32).to_le_bytes());
            out.extend((n.row as u32).to_le_bytes());
        }
        for &(a, b) in &self.edges {
            out.extend(a.to_le_bytes());
            out.extend(b.to_le_bytes());
        }
        out
    }

    /// Reads a graph of `board` written by [`StateGraph::to_bytes`]; an error says what does not
    /// fit (another format, another board, cut short, a node or an edge out of place).
    pub fn from_bytes(board: &Board, bytes: &[u8]) -> Result<StateGraph, String> {
        let bad = |what: &str| format!("the state graph's bytes do not fit: {what}");
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err(bad("not a state graph"));
        }
        let metric = if bytes[4] == 1 { Metric::Steps } else { Metric::Moves };
        let vehicles = bytes[5] as usize;
        if vehicles != board.vehicles().len() {
            return Err(bad("another board's vehicles"));
        }
        let word = |at: usize| u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
        let (n, m) = (word(6) as usize, word(10) as usize);
        let node_len = vehicles + 10;
        if bytes.len() as u64 != HEADER as u64 + n as u64 * node_len as u64 + m as u64 * 8 {
            return Err(bad("cut short or too long"));
        }
        let mut nodes = Vec::with_capacity(n);
        let mut columns: Vec<Vec<u32>> = Vec::new();
        for i in 0..n {
            let at = HEADER + i * node_len;
            let offsets = &bytes[at..at + vehicles];
            if offsets.iter().enumerate().any(|(v, &o)| o > board.line_len(v) - board.vehicle(v).len) {
                return Err(bad("a vehicle off the board"));
            }
            let distance = u16::from_le_bytes([bytes[at + vehicles], bytes[at + vehicles + 1]]);
            let (column, row) = (word(at + vehicles + 2) as usize, word(at + vehicles + 6) as usize);
            // Column by column, top to bottom: a node starts the next column or follows in its own.
            if column == columns.len() && row == 0 {
                columns.push(Vec::new());
            }
            if column + 1 != columns.len() || row != columns[column].len() {
                return Err(bad("nodes out of column order"));
            }
            columns[column].push(i as u32);
            let position = Position(offsets.to_vec());
            nodes.push(Node { position, distance: (distance != DEAD).then_some(distance), column, row });
        }
        let at = HEADER + n * node_len;
        let edges: Vec<(u32, u32)> = (0..m).map(|e| (word(at + e * 8), word(at + e * 8 + 4))).collect();
        if edges.iter().any(|&(a, b)| a >= b || b as usize >= n) || edges.windows(2).any(|w| w[0] >= w[1]) {
            return Err(bad("an edge out of place"));
        }
        Ok(StateGraph::from_parts(nodes, edges, columns, board, metric))
    }
}

#[cfg(test)]
mod tests {
    use crate::model::grid::parse;
    use crate::model::rules::Metric;
    use crate::search::cluster::Cluster;
    use crate::teach::graph::{StateGraph, build};

    #[test]
    fn a_graph_round_trips_and_bad_bytes_are_refused() {
        let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
        let g = build(&Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap(), 1000).unwrap();
        let bytes = g.to_bytes();
        let back = StateGraph::from_bytes(&p.board, &bytes).unwrap();
        assert_eq!((back.nodes.clone(), back.edges.clone(), back.columns.clone()), (g.nodes.clone(), g.edges.clone(), g.columns.clone()));
        for i in 0..g.nodes.len() as u32 {
            assert_eq!(back.neighbours(i), g.neighbours(i));
            assert_eq!(back.index_of(&g.nodes[i as usize].position), Some(i));
        }
        assert_eq!(
            back.path(&p.start, &Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap().plan(&p.start).unwrap()).unwrap().len(),
            10
        );
        // Cut short, another board, a vehicle off the board, nodes or edges out of place.
        assert!(StateGraph::from_bytes(&p.board, &bytes[..bytes.len() - 1]).unwrap_err().contains("cut short"));
        assert!(StateGraph::from_bytes(&p.board, &[]).is_err());
        let other = parse("ooooooooooooAAoooooooooooooooooooooo").unwrap();
        assert!(StateGraph::from_bytes(&other.board, &bytes).unwrap_err().contains("another board"));
        let mut off = bytes.clone();
        off[14] = 200;
        assert!(StateGraph::from_bytes(&p.board, &off).unwrap_err().contains("off the board"));
        let mut column = bytes.clone();
        column[14 + 5 + 2] = 7;
        assert!(StateGraph::from_bytes(&p.board, &column).unwrap_err().contains("column order"));
        let mut edge = bytes.clone();
        let last = edge.len() - 4;
        edge[last..].copy_from_slice(&9999u32.to_le_bytes());
        assert!(StateGraph::from_bytes(&p.board, &edge).unwrap_err().contains("edge"));
    }
}
