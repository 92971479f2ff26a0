//! One optimal plan and the positions along it: what answers "moves to go", the hint and the
//! plan on a board whose cluster is too large for the page (the engine worker searched the plan
//! from one position). On the line every answer is a lookup; off it, a new search is needed.

use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::rules::{Move, apply, is_goal};
use rush_hour_engine::search::cluster::Hint;

#[derive(Clone, Debug, PartialEq)]
pub struct PlanLine {
    /// The position searched from, then the position after each move of the plan.
    positions: Vec<Position>,
    /// The plan (`None`: the red car cannot get out from the first position).
    moves: Option<Vec<Move>>,
}

impl PlanLine {
    /// The line of `moves` from `from`, checked under the rules: every move legal, the last
    /// position a goal.
    pub fn new(board: &Board, from: Position, moves: Option<Vec<Move>>) -> Result<PlanLine, String> {
        let mut positions = vec![from];
        for (i, &mv) in moves.iter().flatten().enumerate() {
            let next = apply(board, positions.last().expect("never empty"), mv).map_err(|e| format!("move {} of the plan: {e}", i + 1))?;
            positions.push(next);
        }
        if moves.is_some() && !is_goal(board, positions.last().expect("never empty")) {
            return Err("the plan does not free the red car".into());
        }
        Ok(PlanLine { positions, moves })
    }

    /// The position the line was searched from.
    pub fn from(&self) -> &Position {
        &self.positions[0]
    }

    /// True when `pos` is on the line (the answers below know it).
    pub fn covers(&self, pos: &Position) -> bool {
        self.index(pos).is_some()
    }

    fn index(&self, pos: &Position) -> Option<usize> {
        self.positions.iter().position(|p| p == pos)
    }

    /// Optimal moves from `pos` to the goal, when `pos` is on the line and the goal reachable.
    pub fn distance(&self, pos: &Position) -> Option<u16> {
        let moves = self.moves.as_ref()?;
        self.index(pos).map(|i| (moves.len() - i) as u16)
    }

    /// The line's next move from `pos` (`None` at the goal, off the line, or without a plan).
    pub fn hint(&self, pos: &Position) -> Option<Hint> {
        let moves = self.moves.as_ref()?;
        let i = self.index(pos)?;
        moves.get(i).map(|&mv| Hint { mv, distance_after: (moves.len() - i - 1) as u16 })
    }

    /// The rest of the plan from `pos`.
    pub fn plan(&self, pos: &Position) -> Option<Vec<Move>> {
        let moves = self.moves.as_ref()?;
        self.index(pos).map(|i| moves[i..].to_vec())
    }

    /// True when the search showed that the red car cannot get out from `pos`.
    pub fn hopeless_at(&self, pos: &Position) -> bool {
        self.moves.is_none() && self.from() == pos
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::model::grid;
    use rush_hour_engine::model::rules::Metric;
    use rush_hour_engine::search::solver::{Outcome, solve};

    #[test]
    fn the_line_answers_on_it_and_only_there() {
        let p = grid::parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
        let Outcome::Solved(plan) = solve(&p.board, &p.start, Metric::Moves).unwrap().outcome else { panic!() };
        let line = PlanLine::new(&p.board, p.start.clone(), Some(plan.clone())).unwrap();
        assert_eq!(line.distance(&p.start), Some(51));
        assert_eq!(line.hint(&p.start).map(|h| (h.mv, h.distance_after)), Some((plan[0], 50)));
        let second = apply(&p.board, &p.start, plan[0]).unwrap();
        assert_eq!(line.distance(&second), Some(50));
        assert_eq!(line.plan(&second).unwrap(), plan[1..].to_vec());
        // Off the line: nothing known.
        let other = rush_hour_engine::model::rules::legal_moves(&p.board, &p.start, Metric::Moves)
            .into_iter()
            .map(|m| apply(&p.board, &p.start, m).unwrap())
            .find(|q| !line.covers(q))
            .unwrap();
        assert_eq!((line.distance(&other), line.hint(&other)), (None, None));
        // A plan that breaks the rules or stops short is refused.
        assert!(PlanLine::new(&p.board, p.start.clone(), Some(plan[1..].to_vec())).is_err());
        assert!(PlanLine::new(&p.board, p.start.clone(), Some(plan[..50].to_vec())).unwrap_err().contains("does not free"));
        // No plan: hopeless from where it was searched.
        let none = PlanLine::new(&p.board, p.start.clone(), None).unwrap();
        assert!(none.hopeless_at(&p.start) && none.distance(&p.start).is_none());
    }
}
