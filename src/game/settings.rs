//! What the player chose that outlives a puzzle: the page on show, the plan's speed and what the
//! board shows. A new puzzle keeps them (and the saved progress, which `State` holds beside them);
//! what the board shows outlives the page too (`SavedSettings`, in localStorage).

/// The localStorage key of the saved settings.
use crate::palette::Palette;

pub const SETTINGS_KEY: &str = "rush-hour/settings/v1";

/// The settings kept from one visit to the next: the board's switches. Stored as `key=value`
/// lines (`show_labels=false`): a key missing takes its default, an unknown line is ignored.
/// Plain text rather than serde: a derived JSON form costs the game page's download more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedSettings {
    pub show_to_go: bool,
    pub show_labels: bool,
    pub palette: Palette,
}

impl Default for SavedSettings {
    fn default() -> SavedSettings {
        let s = Settings::default();
        SavedSettings { show_to_go: s.show_to_go, show_labels: s.show_labels, palette: s.palette }
    }
}

impl SavedSettings {
    /// The stored text.
    pub fn to_text(self) -> String {
        format!("show_to_go={}\nshow_labels={}\npalette={}\n", self.show_to_go, self.show_labels, self.palette.key())
    }

    /// Reads a stored text; what does not read keeps its default.
    pub fn from_text(text: &str) -> SavedSettings {
        let mut saved = SavedSettings::default();
        for line in text.lines() {
            let (key, value) = line.split_once('=').unwrap_or((line, ""));
            let (key, value) = (key.trim(), value.trim());
            if key == "palette" {
                saved.palette = Palette::from_key(value).unwrap_or(saved.palette);
                continue;
            }
            let Ok(value) = value.parse::<bool>() else { continue };
            match key {
                "show_to_go" => saved.show_to_go = value,
                "show_labels" => saved.show_labels = value,
                _ => {}
            }
        }
        saved
    }
}

/// Which page the app shows: the game, the editor, the classroom tools, the presentation or the
/// player's statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Play,
    Edit,
    Classroom,
    Present,
    Statistics,
}

impl Mode {
    pub const ALL: [Mode; 5] = [Mode::Play, Mode::Edit, Mode::Classroom, Mode::Present, Mode::Statistics];
    /// The tabs under the title: the pages of a puzzle. Statistics, the player's page, opens from
    /// the Levels panel (five tabs do not fit one line on a phone).
    pub const TABS: [Mode; 4] = [Mode::Play, Mode::Edit, Mode::Classroom, Mode::Present];
    pub fn name(self) -> &'static str {
        match self {
            Mode::Play => "Play",
            Mode::Edit => "Edit",
            Mode::Classroom => "Classroom",
            Mode::Present => "Present",
            Mode::Statistics => "Statistics",
        }
    }

    /// The name in links: `play`, `edit`, `classroom`, `present`, `stats`.
    pub fn key(self) -> &'static str {
        match self {
            Mode::Play => "play",
            Mode::Edit => "edit",
            Mode::Classroom => "classroom",
            Mode::Present => "present",
            Mode::Statistics => "stats",
        }
    }
    pub fn from_key(key: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.key() == key)
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
    /// "N moves · M to go" shows M (off by default: it tells the answer).
    pub show_to_go: bool,
    pub show_labels: bool,
    /// The vehicles' colours: the standard palette or the colour-blind one.
    pub palette: Palette,
}

impl Default for Settings {
    fn default() -> Settings {
        // Moves to go off until the player turns it on: "9 to go" before the first move, and its
        // count after each one, would tell the answer.
        Settings { mode: Mode::Play, speed: 1, show_to_go: false, show_labels: true, palette: Palette::Standard }
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

    /// What is saved of these settings.
    pub fn saved(&self) -> SavedSettings {
        SavedSettings { show_to_go: self.show_to_go, show_labels: self.show_labels, palette: self.palette }
    }

    pub(super) fn toggle_palette(&mut self) -> bool {
        self.palette = match self.palette {
            Palette::Standard => Palette::ColourBlind,
            Palette::ColourBlind => Palette::Standard,
        };
        true
    }

    /// The saved settings, read at start-up.
    pub(super) fn restore(&mut self, saved: SavedSettings) -> bool {
        self.show_to_go = saved.show_to_go;
        self.show_labels = saved.show_labels;
        self.palette = saved.palette;
        true
    }
}

impl Settings {
    /// Another page; false when it is already the one on show.
    pub(super) fn set_mode(&mut self, mode: Mode) -> bool {
        if mode == self.mode {
            return false;
        }
        self.mode = mode;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::SavedSettings;
    use crate::game::state::testing::{CARD1, game};
    use crate::game::state::{Action, PuzzleAction, SavedAction, SettingsAction, Source};
    use crate::palette::Palette;

    #[test]
    fn moves_to_go_is_off_on_a_first_visit_and_one_switch_turns_it_on() {
        let first = game(CARD1);
        assert!(!first.settings.show_to_go, "a first visit does not show the answer's length");
        assert!(first.settings.show_labels);
        assert_eq!(SavedSettings::default(), SavedSettings { show_to_go: false, show_labels: true, palette: Palette::Standard });
        let on = first.reduce(Action::Settings(SettingsAction::ToggleToGo));
        assert!(on.settings.show_to_go);
        // Turned on, it is saved and comes back on the next visit.
        let next_visit = game(CARD1).reduce(Action::Saved(SavedAction::Settings(SavedSettings::from_text(&on.settings.saved().to_text()))));
        assert!(next_visit.settings.show_to_go);
    }

    #[test]
    fn the_board_switches_are_saved_and_restored() {
        let s = game(CARD1).reduce(Action::Settings(SettingsAction::ToggleLabels)).reduce(Action::Settings(SettingsAction::ToggleToGo));
        let saved = s.settings.saved();
        assert_eq!(saved, SavedSettings { show_to_go: true, show_labels: false, palette: Palette::Standard });
        let back = SavedSettings::from_text(&saved.to_text());
        let fresh = game(CARD1).reduce(Action::Saved(SavedAction::Settings(back)));
        assert!(!fresh.settings.show_labels && fresh.settings.show_to_go);
        let next = fresh
            .reduce(Action::Puzzle(PuzzleAction::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Paste }));
        assert!(!next.settings.show_labels, "a new puzzle keeps them");
        // Missing keys take their default; unknown lines and bad values are ignored.
        let partial = SavedSettings::from_text("show_labels=false\nsound=true\nshow_to_go=maybe\npalette=sepia\n");
        assert_eq!(partial, SavedSettings { show_to_go: false, show_labels: false, palette: Palette::Standard });
        // The colour-blind palette, chosen, is remembered.
        let blind = game(CARD1).reduce(Action::Settings(SettingsAction::TogglePalette)).settings.saved();
        assert_eq!(blind.palette, Palette::ColourBlind);
        assert_eq!(SavedSettings::from_text(&blind.to_text()), blind);
        assert_eq!(SavedSettings::from_text("garbage"), SavedSettings::default());
    }

    #[test]
    fn every_mode_reads_back_from_its_link_name() {
        use crate::game::state::Mode;
        for mode in Mode::ALL {
            assert_eq!(Mode::from_key(mode.key()), Some(mode));
        }
        assert_eq!((Mode::Statistics.key(), Mode::Statistics.name()), ("stats", "Statistics"));
        assert_eq!(Mode::from_key("statistics"), None);
    }
}
