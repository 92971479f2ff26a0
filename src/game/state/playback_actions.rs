//! The solver's plan played back, composed: the plan (`Playback`) keeps its moves and its step;
//! its moves are made on the board like the player's (`play_actions`), marked as the solver's. Each
//! handler returns false when nothing changed.

use super::parts::State;
use crate::game::playback::Playback;
use rush_hour_engine::model::notation::{Style, format_plan};

/// The solver's plan played back.
#[derive(Clone, Debug)]
pub enum PlanAction {
    /// Show the optimal plan from here and start playing it.
    Solve,
    /// Timer tick of the playback.
    Tick,
    PlayPause,
    StepForward,
    StepBack,
    /// The plan leaves the board; its moves stay made.
    Stop,
    /// The plan back at its first move (undoing the moves it made), paused; with no plan on show,
    /// the optimal plan from here, paused before its first move.
    Start,
    /// Every remaining move of the plan played (by the solver), paused at its end.
    End,
}

impl PlanAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        match self {
            PlanAction::Solve => s.solve(),
            PlanAction::Tick => s.tick(),
            PlanAction::PlayPause => s.play_pause(),
            PlanAction::StepForward => s.step_forward(),
            PlanAction::StepBack => s.step_back(),
            PlanAction::Stop => s.stop_playback(),
            PlanAction::Start => s.plan_start(),
            PlanAction::End => s.plan_end(),
        }
    }
}

/// The solver's plan played back.
impl State {
    /// The plan on show, or a new one from the position (paused before its first move); false
    /// when there is none (not analysed yet, or no way out).
    fn ensure_plan(&mut self) -> bool {
        if self.playback.is_some() {
            return true;
        }
        match self.background.best_plan(&self.play.position).flatten() {
            Some(plan) if !plan.is_empty() => {
                self.play.hint = None;
                self.playback = Some(Playback::new(plan, false));
                true
            }
            _ => false,
        }
    }

    /// Shows the optimal plan from here and starts playing it.
    fn solve(&mut self) -> bool {
        let plan = match self.background.best_plan(&self.play.position) {
            Some(Some(plan)) => plan,
            Some(None) => {
                self.messages.announcement = "No plan: the red car cannot get out from here".into();
                return true;
            }
            None => return false,
        };
        self.play.hint = None;
        self.messages.announcement = format!("Plan: {}", format_plan(&self.play.board, &plan, Style::Card));
        self.playback = Some(Playback::new(plan, true));
        true
    }

    /// The timer: the next move while the plan plays.
    fn tick(&mut self) -> bool {
        if !self.playback.as_ref().is_some_and(|pb| pb.playing) {
            return false;
        }
        self.step_forward()
    }

    /// The plan's next move; at its end the plan pauses.
    fn step_forward(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        if let Some(mv) = pb.next_move() {
            self.make_move(mv, true);
        }
        true
    }

    /// The plan's last move taken back, paused.
    fn step_back(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        if !pb.back() {
            return false;
        }
        let last = self.play.take_back().expect("playback moves are in the history");
        self.messages.announcement = format!("Back: {}", self.play.describe(last.mv));
        true
    }

    /// Play or pause (a plan at its end stays paused).
    fn play_pause(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        pb.play_pause();
        true
    }

    /// The plan leaves the board; its moves stay made.
    fn stop_playback(&mut self) -> bool {
        self.playback = None;
        true
    }

    /// See `PlanAction::Start`.
    fn plan_start(&mut self) -> bool {
        if !self.ensure_plan() {
            return false;
        }
        let made = self.playback.as_mut().expect("ensured").rewind();
        for _ in 0..made {
            self.play.take_back().expect("playback moves are in the history");
        }
        self.messages.announcement = "Plan: back to its start".into();
        true
    }

    /// See `PlanAction::End`.
    fn plan_end(&mut self) -> bool {
        if !self.ensure_plan() {
            return false;
        }
        for mv in self.playback.as_mut().expect("ensured").fast_forward() {
            self.make_move(mv, true);
        }
        true
    }
}
