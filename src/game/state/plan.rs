//! The solver's plan played back, composed: the plan (`Playback`) keeps its moves and its step;
//! its moves are made on the board like the player's (`moves`), marked as the solver's. Each
//! handler returns false when nothing changed.

use super::parts::State;
use crate::game::playback::Playback;
use rush_hour_engine::model::notation::{Style, format_plan};

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
    pub(super) fn solve(&mut self) -> bool {
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
    pub(super) fn tick(&mut self) -> bool {
        if !self.playback.as_ref().is_some_and(|pb| pb.playing) {
            return false;
        }
        self.step_forward()
    }

    /// The plan's next move; at its end the plan pauses.
    pub(super) fn step_forward(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        if let Some(mv) = pb.next_move() {
            self.make_move(mv, true);
        }
        true
    }

    /// The plan's last move taken back, paused.
    pub(super) fn step_back(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        if !pb.back() {
            return false;
        }
        let last = self.play.take_back().expect("playback moves are in the history");
        self.messages.announcement = format!("Back: {}", self.play.describe(last.mv));
        true
    }

    /// Play or pause (a plan at its end stays paused).
    pub(super) fn play_pause(&mut self) -> bool {
        let Some(pb) = &mut self.playback else { return false };
        pb.play_pause();
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
        let made = self.playback.as_mut().expect("ensured").rewind();
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
        for mv in self.playback.as_mut().expect("ensured").fast_forward() {
            self.make_move(mv, true);
        }
        true
    }
}
