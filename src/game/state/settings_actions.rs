//! The settings the player changes: the plan's speed, what the board shows, the page on show
//! (`Settings` keeps them; a new page is announced).

use super::parts::State;
use crate::game::settings::Mode;

/// The settings.
#[derive(Clone, Debug)]
pub enum SettingsAction {
    /// The plan played faster, or slower.
    Faster,
    Slower,
    /// Moves to go on the board, or not.
    ToggleToGo,
    /// The vehicles' letters on the board, or not.
    ToggleLabels,
    /// The standard palette or the colour-blind one.
    TogglePalette,
    /// The page on show (Play, Edit, Classroom, Present, Statistics).
    SetMode(Mode),
}

impl SettingsAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        match self {
            SettingsAction::Faster => s.settings.faster(),
            SettingsAction::Slower => s.settings.slower(),
            SettingsAction::ToggleToGo => s.settings.toggle_to_go(),
            SettingsAction::ToggleLabels => s.settings.toggle_labels(),
            SettingsAction::TogglePalette => s.settings.toggle_palette(),
            SettingsAction::SetMode(mode) => s.set_mode(mode),
        }
    }
}

impl State {
    fn set_mode(&mut self, mode: Mode) -> bool {
        if !self.settings.set_mode(mode) {
            return false;
        }
        self.messages.announcement = format!("{} mode", mode.name());
        true
    }
}
