//! Going straight to any position of the puzzle's cluster (a click in the classroom's state
//! graph): the history becomes a shortest way there from the start, as if the solver had played
//! it. It needs the analysis (only positions of the cluster are reachable) and a search from the
//! start, so it is kept to small clusters.

use crate::game::play::Played;
use crate::game::state::State;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::rules::{self, Move};

/// The largest cluster whose positions `Action::JumpTo` goes to (it searches a path from the start).
pub const JUMP_LIMIT: usize = 20_000;

impl State {
    /// The handler of `Action::JumpTo`; false (nothing changes) outside the analysed cluster,
    /// where the cluster is too large, or where `path` does not lead from the start to `target`.
    pub(super) fn jump_to(&mut self, target: &Position, path: &[Move]) -> bool {
        let fits = self.cluster().is_some_and(|c| c.size() <= JUMP_LIMIT && c.contains(target));
        if !fits || rules::replay(&self.play.board, &self.play.start, path).as_ref() != Ok(target) {
            return false;
        }
        self.playback = None;
        let p = &mut self.play;
        p.restart();
        for &mv in path {
            p.position = rules::apply(&p.board, &p.position, mv).expect("the path replays");
            p.history.push(Played { mv, by_key: false, by_solver: true });
        }
        self.messages.announcement = format!("Jumped to a position {} moves from the start", self.play.moves());
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::game::state::testing::{CARD1, game};
    use crate::game::state::{Action, State};
    use rush_hour_engine::model::board::Position;
    use rush_hour_engine::model::rules::{self, Metric};
    use rush_hour_engine::search::solver::plan_between;
    use std::rc::Rc;

    /// `Action::JumpTo` as the state graph's click sends it: with the engine's shortest path.
    fn jump(s: &Rc<State>, target: &Position) -> Action {
        let path = plan_between(&s.play.board, &s.play.start, target, Metric::Moves).unwrap_or_default();
        Action::JumpTo { target: target.clone(), path }
    }

    #[test]
    fn jump_to_records_a_shortest_path_from_the_start() {
        let s = game(CARD1).reduce(Action::Solve).reduce(Action::Tick);
        let cluster = s.cluster().unwrap().clone();
        let (far, d) = cluster.hardest().unwrap();
        let s = s.clone().reduce(jump(&s, &far));
        assert_eq!(s.play.position, far);
        assert_eq!(s.to_go(), Some(d));
        assert!(s.playback.is_none() && s.play.redo.is_empty());
        assert!(s.play.assisted(), "a jump counts as the solver's moves");
        let path = s.play.history.iter().map(|p| p.mv).collect::<Vec<_>>();
        assert_eq!(rules::replay(&s.play.board, &s.play.start, &path), Ok(far.clone()));
        // Undo walks back along the path; Reset goes to the start.
        let n = s.play.moves();
        assert_eq!(s.clone().reduce(Action::Undo).play.moves(), n - 1);
        let back = s.clone().reduce(jump(&s, &s.play.start));
        assert_eq!((back.play.moves(), back.play.position.clone()), (0, s.play.start.clone()));
        // A position outside the cluster (here: an illegal one) is refused.
        let mut bad = s.play.start.clone();
        bad.0[0] = 5;
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(jump(&s, &bad))));
        // A path that does not lead to the target is refused.
        let wrong = Action::JumpTo { target: far.clone(), path: Vec::new() };
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(wrong)));
    }
}
