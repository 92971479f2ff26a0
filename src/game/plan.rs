//! The solver's plan played back on the board: shown from the position on the board, played by
//! the timer or move by move, back and forth, to its start or its end. The plan's moves are made
//! on the game's board as the solver's (they earn no stars).

use crate::game::state::State;
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::Move;

/// The solver's plan being shown move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Playback {
    pub plan: Vec<Move>,
    /// Moves of the plan already on the board.
    pub step: usize,
    pub playing: bool,
}

impl State {
    /// The plan a view lists (the presentation): the one on show, else the optimal plan from the
    /// position on the board, from the cluster or a plan line (empty while unknown, or when no
    /// move leads out); with the moves of it made and whether it plays.
    pub fn plan_to_show(&self) -> (Vec<Move>, usize, bool) {
        match &self.playback {
            Some(pb) => (pb.plan.clone(), pb.step, pb.playing),
            None => (self.best_plan().flatten().unwrap_or_default(), 0, false),
        }
    }
}

/// The handlers of the plan's actions; each returns false when nothing changed (`reduce` then
/// hands back the state it was given).
impl State {
    /// The plan on show, or a new one from the position (paused before its first move); false
    /// when there is none (not analysed yet, or no way out).
    fn ensure_plan(&mut self) -> bool {
        if self.playback.is_some() {
            return true;
        }
        match self.best_plan().flatten() {
            Some(plan) if !plan.is_empty() => {
                self.play.hint = None;
                self.playback = Some(Playback { plan, step: 0, playing: false });
                true
            }
            _ => false,
        }
    }

    /// Shows the optimal plan from here and starts playing it.
    pub(super) fn solve(&mut self) -> bool {
        let plan = match self.best_plan() {
            Some(Some(plan)) => plan,
            Some(None) => {
                self.messages.announcement = "No plan: the red car cannot get out from here".into();
                return true;
            }
            None => return false,
        };
        self.play.hint = None;
        self.messages.announcement = format!("Plan: {}", format_plan(&self.play.board, &plan, Style::Card));
        self.playback = Some(Playback { plan, step: 0, playing: true });
        true
    }

    /// The timer: the next move while the plan plays.
    pub(super) fn tick(&mut self) -> bool {
        if !self.playback.as_ref().is_some_and(|pb| pb.playing) {
            return false;
        }
        self.step_forward()
    }

    /// The plan's next move; at its end the plan pauses.
    pub(super) fn step_forward(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        let Some(&mv) = pb.plan.get(pb.step) else {
            pb.playing = false;
            return true;
        };
        pb.step += 1;
        if pb.step == pb.plan.len() {
            pb.playing = false;
        }
        self.make_move(mv, false, true).expect("the plan replays");
        true
    }

    /// The plan's last move taken back, paused.
    pub(super) fn step_back(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        if pb.step == 0 {
            return false;
        }
        pb.step -= 1;
        pb.playing = false;
        let last = self.play.take_back().expect("playback moves are in the history");
        self.messages.announcement = format!("Back: {}", self.play.describe(last.mv));
        true
    }

    /// Play or pause (a plan at its end stays paused).
    pub(super) fn play_pause(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        pb.playing = !pb.playing && pb.step < pb.plan.len();
        true
    }

    /// The plan leaves the board; its moves stay made.
    pub(super) fn stop_playback(&mut self) -> bool {
        self.playback = None;
        true
    }

    /// See `Action::PlanStart`.
    pub(super) fn plan_start(&mut self) -> bool {
        if !self.ensure_plan() {
            return false;
        }
        let pb = self.playback.as_mut().expect("ensured");
        let made = pb.step;
        pb.step = 0;
        pb.playing = false;
        for _ in 0..made {
            self.play.take_back().expect("playback moves are in the history");
        }
        self.messages.announcement = "Plan: back to its start".into();
        true
    }

    /// See `Action::PlanEnd`.
    pub(super) fn plan_end(&mut self) -> bool {
        if !self.ensure_plan() {
            return false;
        }
        let pb = self.playback.as_mut().expect("ensured");
        let rest = pb.plan[pb.step..].to_vec();
        pb.step = pb.plan.len();
        pb.playing = false;
        for mv in rest {
            self.make_move(mv, false, true).expect("the plan replays");
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::game::state::testing::{CARD1, game, idx};
    use crate::game::state::{Action, State};
    use rush_hour_engine::model::grid;
    use std::rc::Rc;

    #[test]
    fn solve_plays_the_plan_and_stopping_leaves_the_board_playable() {
        let s = game(CARD1).reduce(Action::Solve);
        assert_eq!(s.playback.as_ref().unwrap().plan.len(), 9);
        let s = s.reduce(Action::Tick).reduce(Action::Tick).reduce(Action::StepBack);
        assert_eq!(s.play.moves(), 1);
        assert_eq!(s.to_go(), Some(8));
        let s = s.reduce(Action::StopPlayback);
        assert!(s.playback.is_none());
        let s = s.reduce(Action::Solve);
        let mut s = s;
        for _ in 0..20 {
            s = s.reduce(Action::Tick);
        }
        assert!(s.play.won());
        assert!(s.play.assisted());
        assert_eq!(s.rating(), 0, "no stars when the solver played");
        assert_eq!(s.play.moves(), 9);
        assert!(!s.playback.as_ref().unwrap().playing);
    }

    #[test]
    fn plan_start_and_end_jump_along_the_plan() {
        // With no plan on show, PlanStart shows the plan from here, paused before its first move.
        let s = game(CARD1).reduce(Action::PlanStart);
        let pb = s.playback.clone().unwrap();
        assert_eq!((pb.plan.len(), pb.step, pb.playing, s.play.moves()), (9, 0, false, 0));
        let s = s.reduce(Action::StepForward).reduce(Action::StepForward).reduce(Action::StepForward);
        assert_eq!((s.play.moves(), s.to_go()), (3, Some(6)));
        let s = s.reduce(Action::PlanEnd);
        assert!(s.play.won());
        assert_eq!((s.play.moves(), s.playback.as_ref().unwrap().step), (9, 9));
        assert!(!s.playback.as_ref().unwrap().playing);
        let s = s.reduce(Action::PlanStart);
        assert_eq!((s.play.position.clone(), s.play.moves()), (s.play.start.clone(), 0));
        assert_eq!(s.playback.as_ref().unwrap().step, 0);
        // PlanEnd with no plan on show plays it all from here; the solver's moves earn no stars.
        let c = idx(&s, 'C');
        let s = s.reduce(Action::StopPlayback).reduce(Action::Slide { vehicle: c, offset: 3 });
        let to_go = s.to_go().unwrap() as usize;
        let s = s.reduce(Action::PlanEnd);
        assert!(s.play.won());
        assert_eq!(s.play.moves(), 1 + to_go);
        assert_eq!(s.rating(), 0);
        // Nothing analysed yet: nothing to show.
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        assert!(Rc::ptr_eq(&fresh, &fresh.clone().reduce(Action::PlanStart)));
        assert!(Rc::ptr_eq(&fresh, &fresh.clone().reduce(Action::PlanEnd)));
    }
}
