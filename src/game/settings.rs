//! What the player chose that outlives a puzzle: the page on show, the plan's speed and what the
//! board shows. A new puzzle keeps them (and the saved progress, which `State` holds beside them).

use crate::game::progress::Progress;
use crate::game::state::State;
use std::rc::Rc;

/// Which page the app shows: the game, the editor, the classroom tools or the presentation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Play,
    Edit,
    Classroom,
    Present,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::Play, Mode::Edit, Mode::Classroom, Mode::Present];
    pub fn name(self) -> &'static str {
        match self {
            Mode::Play => "Play",
            Mode::Edit => "Edit",
            Mode::Classroom => "Classroom",
            Mode::Present => "Present",
        }
    }
}

/// Animation speeds of the plan, in milliseconds per move.
pub const SPEEDS: [u32; 4] = [1200, 700, 400, 200];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The page on show; a new puzzle keeps it.
    pub mode: Mode,
    /// The plan's speed, an index into `SPEEDS`.
    pub speed: usize,
    pub show_to_go: bool,
    pub show_labels: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { mode: Mode::Play, speed: 1, show_to_go: true, show_labels: true }
    }
}

/// The handlers of the settings' actions. Like every handler they return whether the state
/// changed; a setting always does (a click at the fastest speed still gets a fresh state).
impl Settings {
    pub(super) fn faster(&mut self) -> bool {
        self.speed = (self.speed + 1).min(SPEEDS.len() - 1);
        true
    }

    pub(super) fn slower(&mut self) -> bool {
        self.speed = self.speed.saturating_sub(1);
        true
    }

    pub(super) fn toggle_to_go(&mut self) -> bool {
        self.show_to_go = !self.show_to_go;
        true
    }

    pub(super) fn toggle_labels(&mut self) -> bool {
        self.show_labels = !self.show_labels;
        true
    }
}

impl State {
    /// Another page; the live region says which.
    pub(super) fn set_mode(&mut self, mode: Mode) -> bool {
        if mode == self.settings.mode {
            return false;
        }
        self.settings.mode = mode;
        self.messages.announcement = format!("{} mode", mode.name());
        true
    }

    /// The saved progress, read at start-up.
    pub(super) fn progress_loaded(&mut self, progress: Progress) -> bool {
        self.progress = Rc::new(progress);
        true
    }
}
