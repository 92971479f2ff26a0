//! What the player chose that outlives a puzzle: the page on show, the plan's speed and what the
//! board shows. A new puzzle keeps them (and the saved progress, which `State` holds beside them);
//! what the board shows outlives the page too (`SavedSettings`, in localStorage).

use crate::game::kept::{KeptStore, ParseJson};
use crate::palette::Palette;

/// The localStorage key of the saved settings.
pub const SETTINGS_KEY: &str = "rush-hour/settings/v1";

/// The settings kept from one visit to the next: the board's switches. Stored as `key=value`
/// lines (`show_labels=false`): a key missing takes its default; a line this version cannot read
/// (another key, a newer version's value) is kept as it was (`unread`) and written back.
/// Plain text rather than serde: a derived JSON form costs the game page's download more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedSettings {
    pub show_to_go: bool,
    pub show_labels: bool,
    pub palette: Palette,
    /// The stored lines this version cannot read, kept as they were.
    pub unread: Vec<String>,
}

impl Default for SavedSettings {
    fn default() -> SavedSettings {
        Settings::default().saved()
    }
}

/// The keys this version reads.
const KEYS: [&str; 3] = ["show_to_go", "show_labels", "palette"];

impl SavedSettings {
    /// The stored text: the switches, then the lines kept unread.
    pub fn to_text(&self) -> String {
        let mut text = format!("show_to_go={}\nshow_labels={}\npalette={}\n", self.show_to_go, self.show_labels, self.palette.key());
        for line in &self.unread {
            text += &format!("{line}\n");
        }
        text
    }

    /// Reads a stored text; a switch that does not read keeps its default, and its line is kept.
    pub fn from_text(text: &str) -> SavedSettings {
        let mut saved = SavedSettings::default();
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let (key, value) = line.split_once('=').unwrap_or((line, ""));
            let (key, value) = (key.trim(), value.trim());
            let read = match key {
                "palette" => Palette::from_key(value).map(|p| saved.palette = p).is_some(),
                "show_to_go" => value.parse().map(|v| saved.show_to_go = v).is_ok(),
                "show_labels" => value.parse().map(|v| saved.show_labels = v).is_ok(),
                _ => false,
            };
            if !read && !saved.unread.iter().any(|l| l == line) {
                saved.unread.push(line.to_string());
            }
        }
        saved
    }

    /// Whether this page's switch named by `key` is its default (a kept line of a known key, a
    /// value a newer version wrote, stays until the player chooses another).
    fn is_default(&self, key: &str) -> bool {
        let d = SavedSettings::default();
        match key {
            "palette" => self.palette == d.palette,
            "show_to_go" => self.show_to_go == d.show_to_go,
            "show_labels" => self.show_labels == d.show_labels,
            _ => true,
        }
    }
}

impl KeptStore for SavedSettings {
    const KEY: &'static str = SETTINGS_KEY;
    const NAME: &'static str = "your settings";

    fn read(text: &str, _: ParseJson) -> Option<SavedSettings> {
        Some(SavedSettings::from_text(text))
    }

    fn unread(&self) -> usize {
        self.unread.len()
    }

    fn to_text(&self) -> String {
        SavedSettings::to_text(self)
    }

    /// The switches are this page's; the stored lines it cannot read are kept, a known key's
    /// while this page's switch is its default.
    fn merge_stored(&mut self, stored: &SavedSettings) -> bool {
        let before = self.unread.len();
        for line in &stored.unread {
            let key = line.split_once('=').map_or(line.as_str(), |(k, _)| k.trim());
            if (!KEYS.contains(&key) || self.is_default(key)) && !self.unread.contains(line) {
                self.unread.push(line.clone());
            }
        }
        self.unread.len() != before
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
        SavedSettings { show_to_go: self.show_to_go, show_labels: self.show_labels, palette: self.palette, unread: Vec::new() }
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
    use crate::game::kept::{KeptStore, parse_with_serde};
    use crate::game::state::testing::{CARD1, game};
    use crate::game::state::{Action, PuzzleAction, SavedAction, SettingsAction, Source};
    use crate::palette::Palette;

    #[test]
    fn moves_to_go_is_off_on_a_first_visit_and_one_switch_turns_it_on() {
        let first = game(CARD1);
        assert!(!first.settings.show_to_go, "a first visit does not show the answer's length");
        assert!(first.settings.show_labels);
        assert_eq!(
            SavedSettings::default(),
            SavedSettings { show_to_go: false, show_labels: true, palette: Palette::Standard, unread: vec![] }
        );
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
        assert_eq!(saved, SavedSettings { show_to_go: true, show_labels: false, palette: Palette::Standard, unread: vec![] });
        let back = SavedSettings::from_text(&saved.to_text());
        let fresh = game(CARD1).reduce(Action::Saved(SavedAction::Settings(back)));
        assert!(!fresh.settings.show_labels && fresh.settings.show_to_go);
        let next = fresh
            .reduce(Action::Puzzle(PuzzleAction::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Paste }));
        assert!(!next.settings.show_labels, "a new puzzle keeps them");
        // Missing keys take their default; unknown lines and bad values are kept unread.
        let partial = SavedSettings::from_text("show_labels=false\nsound=true\nshow_to_go=maybe\npalette=sepia\n");
        let unread = ["sound=true", "show_to_go=maybe", "palette=sepia"].map(String::from).to_vec();
        assert_eq!(partial, SavedSettings { show_to_go: false, show_labels: false, palette: Palette::Standard, unread });
        // The colour-blind palette, chosen, is remembered.
        let blind = game(CARD1).reduce(Action::Settings(SettingsAction::TogglePalette)).settings.saved();
        assert_eq!(blind.palette, Palette::ColourBlind);
        assert_eq!(SavedSettings::from_text(&blind.to_text()), blind);
        assert_eq!(SavedSettings::from_text("garbage"), SavedSettings { unread: vec!["garbage".into()], ..SavedSettings::default() });
    }

    #[test]
    fn a_page_writes_back_every_line_it_read() {
        // A newer version's settings: a key this one does not know, a palette it cannot read.
        let stored = SavedSettings::read("show_to_go=true\ntheme=dark\npalette=sepia\n", parse_with_serde).unwrap();
        // A page that read them and changed nothing writes back what it read.
        let page = game(CARD1).reduce(Action::Saved(SavedAction::Settings(stored.clone())));
        let mut written = page.settings.saved();
        written.merge_stored(&stored);
        assert_eq!(SavedSettings::from_text(&written.to_text()), stored);
        // The player chooses a palette: the unread one gives way, the other line stays.
        let chosen = page.reduce(Action::Settings(SettingsAction::TogglePalette));
        let mut written = chosen.settings.saved();
        written.merge_stored(&stored);
        assert_eq!(written.to_text(), "show_to_go=true\nshow_labels=true\npalette=colour-blind\ntheme=dark\n");
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
