//! The solver's plan played back on the board: shown from the position on the board, played by
//! the timer or move by move, back and forth, to its start or its end. `Playback` keeps where the
//! plan is; the moves it makes on the game's board, as the solver's (they earn no stars), are
//! made by `state::play_actions`.

use rush_hour_engine::model::rules::Move;

/// The solver's plan being shown move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Playback {
    pub plan: Vec<Move>,
    /// Moves of the plan already on the board.
    pub step: usize,
    pub playing: bool,
}

/// The plan's own transitions; what they do on the board the caller does.
impl Playback {
    /// A plan none of whose moves is on the board yet.
    pub(super) fn new(plan: Vec<Move>, playing: bool) -> Playback {
        Playback { plan, step: 0, playing }
    }

    /// The plan's next move, to be made on the board; at its end the plan pauses (`None` when
    /// it is already there).
    pub(super) fn next_move(&mut self) -> Option<Move> {
        let Some(&mv) = self.plan.get(self.step) else {
            self.playing = false;
            return None;
        };
        self.step += 1;
        if self.step == self.plan.len() {
            self.playing = false;
        }
        Some(mv)
    }

    /// One move back, paused: false at the plan's start (the caller takes the move back).
    pub(super) fn back(&mut self) -> bool {
        if self.step == 0 {
            return false;
        }
        self.step -= 1;
        self.playing = false;
        true
    }

    /// Play or pause (a plan at its end stays paused).
    pub(super) fn play_pause(&mut self) {
        self.playing = !self.playing && self.step < self.plan.len();
    }

    /// Back to the plan's start, paused: how many of its moves the caller takes back.
    pub(super) fn rewind(&mut self) -> usize {
        let made = self.step;
        self.step = 0;
        self.playing = false;
        made
    }

    /// On to the plan's end, paused: the moves the caller makes.
    pub(super) fn fast_forward(&mut self) -> Vec<Move> {
        let rest = self.plan[self.step..].to_vec();
        self.step = self.plan.len();
        self.playing = false;
        rest
    }
}

#[cfg(test)]
mod tests {
    use crate::game::state::testing::{CARD1, game, idx};
    use crate::game::state::{Action, PlanAction, PlayAction, State};
    use rush_hour_engine::model::grid;
    use std::rc::Rc;

    #[test]
    fn solve_plays_the_plan_and_stopping_leaves_the_board_playable() {
        let s = game(CARD1).reduce(Action::Plan(PlanAction::Solve));
        assert_eq!(s.playback.as_ref().unwrap().plan.len(), 9);
        let s = s.reduce(Action::Plan(PlanAction::Tick)).reduce(Action::Plan(PlanAction::Tick)).reduce(Action::Plan(PlanAction::StepBack));
        assert_eq!(s.play.moves(), 1);
        assert_eq!(s.to_go(), Some(8));
        let s = s.reduce(Action::Plan(PlanAction::Stop));
        assert!(s.playback.is_none());
        let s = s.reduce(Action::Plan(PlanAction::Solve));
        let mut s = s;
        for _ in 0..20 {
            s = s.reduce(Action::Plan(PlanAction::Tick));
        }
        assert!(s.play.won());
        assert!(s.play.assisted());
        assert_eq!(s.rating(), 0, "no stars when the solver played");
        assert_eq!(s.play.moves(), 9);
        assert!(!s.playback.as_ref().unwrap().playing);
    }

    #[test]
    fn plan_start_and_end_jump_along_the_plan() {
        // With no plan on show, PlanAction::Start shows the plan from here, paused before its first move.
        let s = game(CARD1).reduce(Action::Plan(PlanAction::Start));
        let pb = s.playback.clone().unwrap();
        assert_eq!((pb.plan.len(), pb.step, pb.playing, s.play.moves()), (9, 0, false, 0));
        let s = s
            .reduce(Action::Plan(PlanAction::StepForward))
            .reduce(Action::Plan(PlanAction::StepForward))
            .reduce(Action::Plan(PlanAction::StepForward));
        assert_eq!((s.play.moves(), s.to_go()), (3, Some(6)));
        let s = s.reduce(Action::Plan(PlanAction::End));
        assert!(s.play.won());
        assert_eq!((s.play.moves(), s.playback.as_ref().unwrap().step), (9, 9));
        assert!(!s.playback.as_ref().unwrap().playing);
        let s = s.reduce(Action::Plan(PlanAction::Start));
        assert_eq!((s.play.position.clone(), s.play.moves()), (s.play.start.clone(), 0));
        assert_eq!(s.playback.as_ref().unwrap().step, 0);
        // PlanEnd with no plan on show plays it all from here; the solver's moves earn no stars.
        let c = idx(&s, 'C');
        let s = s.reduce(Action::Plan(PlanAction::Stop)).reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
        let to_go = s.to_go().unwrap() as usize;
        let s = s.reduce(Action::Plan(PlanAction::End));
        assert!(s.play.won());
        assert_eq!(s.play.moves(), 1 + to_go);
        assert_eq!(s.rating(), 0);
        // Nothing analysed yet: nothing to show.
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        assert!(Rc::ptr_eq(&fresh, &fresh.clone().reduce(Action::Plan(PlanAction::Start))));
        assert!(Rc::ptr_eq(&fresh, &fresh.clone().reduce(Action::Plan(PlanAction::End))));
    }
}
