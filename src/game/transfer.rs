//! The progress file a player takes to another device: one JSON file holding the saved progress,
//! the daily log and the board's settings, in a versioned envelope:
//!
//! ```json
//! { "format": "rush-hour-progress", "version": 1, "exported": "2026-11-25",
//!   "progress": { "puzzles": { "<grid>": { "best": 9, "hints": 0, "solved": 1 } } },
//!   "daily": "2026-11-23 14 12 2 67000\n",
//!   "settings": "show_to_go=true\nshow_labels=true\n" }
//! ```
//!
//! (The progress as it is stored, the log and the settings in their own stored text.) Reading a
//! file checks all of it before anything is kept: a file that is too large, not JSON, another
//! format or version, or holds one damaged record or day is refused whole, with a message naming
//! the fault and quoting a short excerpt of it (never the whole input). A good file is merged
//! into what this browser has (`merge`): each puzzle and each day keeps the better result of the
//! two, so nothing already won here is lost; the settings are the file's.

use crate::game::daily::DailyLog;
use crate::game::kept::from_serde;
use crate::game::progress::{Progress, library_optimal};
use crate::game::settings::SavedSettings;
use serde_json::Value;

/// The envelope's `format`.
pub const FORMAT: &str = "rush-hour-progress";
/// The envelope's version this code writes and reads.
pub const VERSION: u64 = 1;
/// The largest file read: far more than the library's every puzzle with its moves (a few hundred
/// kilobytes), far less than would slow the page.
pub const MAX_FILE_BYTES: usize = 4 * 1024 * 1024;
/// The longest excerpt of a file quoted in a message, in characters.
const EXCERPT_CHARS: usize = 40;

/// What a good file holds.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgressFile {
    pub progress: Progress,
    pub log: DailyLog,
    /// The file's settings (`None` when it has none).
    pub settings: Option<SavedSettings>,
}

/// The file's text for `progress`, `log` and `settings`, exported on `today` (`2026-11-25`).
pub fn export_text(progress: &Progress, log: &DailyLog, settings: &SavedSettings, today: &str) -> String {
    let envelope = serde_json::json!({
        "format": FORMAT,
        "version": VERSION,
        "exported": today,
        // The progress as it is stored, with what this version keeps unread.
        "progress": serde_json::from_str::<Value>(&progress.to_json()).unwrap_or_default(),
        "daily": log.to_text(),
        "settings": settings.to_text(),
    });
    serde_json::to_string_pretty(&envelope).unwrap_or_default() + "\n"
}

/// The file's name for an export on `today`.
pub fn file_name(today: &str) -> String {
    format!("rush-hour-progress-{today}.json")
}

/// Reads a progress file: what it holds, or why it is refused.
pub fn read_file(text: &str) -> Result<ProgressFile, String> {
    if text.len() > MAX_FILE_BYTES {
        return Err(too_large(text.len()));
    }
    let top: Value = serde_json::from_str(text).map_err(|e| {
        let line = text.lines().nth(e.line().saturating_sub(1)).unwrap_or("");
        // From a few characters before the fault (serde's column counts bytes from 1).
        let at = e.column().saturating_sub(11).min(line.len());
        let from = (0..=at).rev().find(|&i| line.is_char_boundary(i)).unwrap_or(0);
        format!("This file is not JSON ({e}), near “{}”. Nothing was changed.", excerpt(&line[from..]))
    })?;
    let Some(top) = top.as_object() else {
        return Err(format!(
            "This file is not a Rush Hour progress file: it holds “{}”, not an object. Nothing was changed.",
            excerpt(text.trim())
        ));
    };
    match top.get("format").and_then(Value::as_str) {
        Some(FORMAT) => {}
        Some(other) => {
            return Err(format!("This file is not a Rush Hour progress file: its format is “{}”. Nothing was changed.", excerpt(other)));
        }
        None => {
            return Err(format!("This file is not a Rush Hour progress file: it has no \"format\": \"{FORMAT}\". Nothing was changed."));
        }
    }
    match top.get("version") {
        Some(Value::Number(n)) if n.as_u64() == Some(VERSION) => {}
        Some(v) => {
            return Err(format!(
                "This progress file is version {}; this page reads version {VERSION}. Nothing was changed.",
                excerpt(&v.to_string())
            ));
        }
        None => return Err(format!("This progress file has no version; this page reads version {VERSION}. Nothing was changed.")),
    }
    let progress = read_progress(top.get("progress"))?;
    let log = match top.get("daily") {
        None | Some(Value::Null) => DailyLog::default(),
        Some(Value::String(text)) => read_daily(text)?,
        Some(v) => return Err(format!("The daily log in this file is “{}”, not text. Nothing was changed.", excerpt(&v.to_string()))),
    };
    let settings = match top.get("settings") {
        None | Some(Value::Null) => None,
        Some(Value::String(text)) => Some(SavedSettings::from_text(text)),
        Some(v) => return Err(format!("The settings in this file are “{}”, not text. Nothing was changed.", excerpt(&v.to_string()))),
    };
    Ok(ProgressFile { progress, log, settings })
}

/// The message for a file of `bytes` over the cap (the app checks a file's size before reading it).
pub fn too_large(bytes: usize) -> String {
    let mb = |b: usize| b as f64 / (1024.0 * 1024.0);
    format!("This file is too large for a progress file ({:.1} MB; at most {:.0} MB). Nothing was changed.", mb(bytes), mb(MAX_FILE_BYTES))
}

/// The progress: every record must read and make sense, as the saved store's do; fields this
/// version does not know are kept, as the store keeps them.
fn read_progress(value: Option<&Value>) -> Result<Progress, String> {
    let Some(puzzles) = value.and_then(|p| p.get("puzzles")).and_then(Value::as_object) else {
        return Err("This progress file has no puzzle records (\"progress\": { \"puzzles\": … }). Nothing was changed.".into());
    };
    let progress = value.map(|v| Progress::from_json(&from_serde(v, 0))).unwrap_or_default().unwrap_or_default();
    let long = progress.puzzles.keys().filter(|g| g.len() > 1024);
    let damaged: Vec<&String> = progress.unread.iter().map(|(g, _)| g).chain(long).collect();
    match damaged.first() {
        None => Ok(progress),
        Some(grid) => Err(format!(
            "{} of the {} puzzle records in this file {} damaged, the first for the puzzle “{}”: “{}”. Nothing was changed.",
            damaged.len(),
            puzzles.len(),
            if damaged.len() == 1 { "is" } else { "are" },
            excerpt(grid),
            excerpt(&puzzles.get(*grid).map(Value::to_string).unwrap_or_default())
        )),
    }
}

/// The daily log: every line must read.
fn read_daily(text: &str) -> Result<DailyLog, String> {
    let (log, dropped) = DailyLog::parse(text);
    if dropped == 0 {
        return Ok(log);
    }
    let first = text.lines().map(str::trim).find(|l| !l.is_empty() && DailyLog::parse(l).1 == 1).unwrap_or("");
    Err(format!(
        "{dropped} {} of the daily log in this file could not be read, the first: “{}”. Nothing was changed.",
        if dropped == 1 { "day" } else { "days" },
        excerpt(first)
    ))
}

/// At most `EXCERPT_CHARS` characters of `text`, with control characters as `�` and `…` when cut.
fn excerpt(text: &str) -> String {
    let mut out: String = text.chars().take(EXCERPT_CHARS).map(|c| if c.is_control() { '�' } else { c }).collect();
    if text.chars().nth(EXCERPT_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// What a merge did, in the words of the page's message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MergeReport {
    pub puzzles: usize,
    pub puzzles_added: usize,
    pub puzzles_improved: usize,
    pub days: usize,
    pub days_added: usize,
    pub days_improved: usize,
}

impl MergeReport {
    pub fn message(&self) -> String {
        let records = if self.puzzles == 1 { "record" } else { "records" };
        let results = if self.days == 1 { "result" } else { "results" };
        format!(
            "Imported {} puzzle {records} ({} new, {} made better) and {} daily {results} ({} new, {} made better); your best results on this device are kept.",
            self.puzzles, self.puzzles_added, self.puzzles_improved, self.days, self.days_added, self.days_improved
        )
    }
}

/// A good file merged into this browser's progress and log.
pub fn merge(progress: &mut Progress, log: &mut DailyLog, file: &ProgressFile) -> MergeReport {
    let (puzzles_added, puzzles_improved) = progress.merge(&file.progress, library_optimal);
    let (days_added, days_improved) = log.merge(&file.log);
    MergeReport {
        puzzles: file.progress.puzzles.len(),
        puzzles_added,
        puzzles_improved,
        days: file.log.days.len(),
        days_added,
        days_improved,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::daily::DayResult;
    use crate::game::progress::Record;
    use rush_hour_engine::daily::Date;

    const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

    fn sample() -> (Progress, DailyLog) {
        let mut p = Progress::default();
        p.puzzles.insert(
            CARD1.into(),
            Record { best: Some(2), hints: 1, solved: 3, time_ms: Some(42_000), moves: Some("C-1,E-3".into()), ..Record::default() },
        );
        p.puzzles.insert("helped".into(), Record { best: None, hints: 0, solved: 1, ..Record::default() });
        let mut log = DailyLog::default();
        log.record(Date::new(2026, 11, 23).unwrap(), DayResult::new(14, 12, 0, 67_000));
        log.record(Date::new(2026, 11, 24).unwrap(), DayResult::new(12, 12, 0, 30_000));
        (p, log)
    }

    #[test]
    fn an_export_reads_back_whole() {
        let (p, log) = sample();
        let settings =
            SavedSettings { show_to_go: false, show_labels: true, palette: crate::palette::Palette::ColourBlind, unread: vec![] };
        let text = export_text(&p, &log, &settings, "2026-11-25");
        assert!(text.contains("\"format\": \"rush-hour-progress\""), "{text}");
        assert!(text.contains("\"exported\": \"2026-11-25\""));
        assert_eq!(read_file(&text), Ok(ProgressFile { progress: p, log, settings: Some(settings) }));
        assert_eq!(file_name("2026-11-25"), "rush-hour-progress-2026-11-25.json");
    }

    #[test]
    fn a_good_file_is_merged_keeping_the_better_of_each() {
        let (theirs, their_log) = sample();
        let file = ProgressFile { progress: theirs, log: their_log, settings: None };
        let mut ours = Progress::default();
        ours.puzzles.insert(
            CARD1.into(),
            Record { best: Some(2), hints: 0, solved: 1, time_ms: Some(90_000), moves: Some("C-1,E-3".into()), ..Record::default() },
        );
        let mut log = DailyLog::default();
        log.record(Date::new(2026, 11, 24).unwrap(), DayResult::new(13, 12, 0, 10_000));
        let report = merge(&mut ours, &mut log, &file);
        assert_eq!(report, MergeReport { puzzles: 2, puzzles_added: 1, puzzles_improved: 1, days: 2, days_added: 1, days_improved: 1 });
        assert_eq!(ours.get(CARD1).unwrap().hints, 0, "our best (no hint) is kept");
        assert_eq!(ours.get(CARD1).unwrap().solved, 3, "their count of wins");
        assert_eq!(log.get(Date::new(2026, 11, 24).unwrap()).unwrap().moves, 12);
        assert_eq!(
            report.message(),
            "Imported 2 puzzle records (1 new, 1 made better) and 2 daily results (1 new, 1 made better); your best results on this device are kept."
        );
    }

    #[test]
    fn bad_files_are_refused_naming_the_fault() {
        let (p, log) = sample();
        let good = export_text(&p, &log, &SavedSettings::default(), "2026-11-25");
        let refused = |text: &str| read_file(text).expect_err(text);

        let e = refused("Dear diary, today I solved seed card 1 in nine moves and it was great fun");
        assert!(e.starts_with("This file is not JSON (expected value at line 1 column 1), near “Dear diary"), "{e}");
        assert!(!e.contains("great fun"), "a short excerpt, not the whole input: {e}");
        let e = refused(&good[..good.len() / 2]);
        assert!(e.starts_with("This file is not JSON (EOF while parsing"), "{e}");
        let e = refused("[1, 2, 3]");
        assert_eq!(e, "This file is not a Rush Hour progress file: it holds “[1, 2, 3]”, not an object. Nothing was changed.");
        let e = refused(r#"{"puzzles": {}}"#);
        assert!(e.contains("it has no \"format\": \"rush-hour-progress\""), "{e}");
        let e = refused(&good.replace("rush-hour-progress", "chess-puzzles"));
        assert!(e.contains("its format is “chess-puzzles”"), "{e}");
        let e = refused(&good.replace("\"version\": 1", "\"version\": 2"));
        assert_eq!(e, "This progress file is version 2; this page reads version 1. Nothing was changed.");
        let e = refused(&good.replace("\"version\": 1", "\"version\": \"1\""));
        assert!(e.starts_with("This progress file is version \"1\""), "{e}");

        // A damaged record: the file is refused whole, the record named.
        let e = refused(&good.replace("\"best\": 2", "\"best\": -5"));
        assert_eq!(
            e,
            "1 of the 2 puzzle records in this file is damaged, the first for the puzzle “ooBoCCooBoooAABoooDDDooEoooooEoooooE”: “{\"best\":-5,\"hints\":1,\"moves\":\"C-1,E-3\",\"…”. Nothing was changed."
        );
        let e = refused(&good.replace("\"solved\": 1", "\"solved\": \"one\""));
        assert!(e.starts_with("1 of the 2 puzzle records in this file is damaged, the first for the puzzle “helped”"), "{e}");
        let e = refused(&good.replace("\"puzzles\"", "\"puzzle\""));
        assert!(e.contains("has no puzzle records"), "{e}");
        // A damaged day.
        let e = refused(&good.replace("2026-11-24 12 12 3", "2026-11-24 12 12 7"));
        assert_eq!(e, "1 day of the daily log in this file could not be read, the first: “2026-11-24 12 12 7 30000”. Nothing was changed.");
        let e = refused(&good.replace("\"daily\": \"", "\"daily\": 7, \"x\": \""));
        assert!(e.starts_with("The daily log in this file is “7”, not text."), "{e}");

        // Too large: refused before it is parsed.
        let huge = format!("{{\"format\": \"{FORMAT}\", \"pad\": \"{}\"}}", "x".repeat(MAX_FILE_BYTES));
        assert_eq!(refused(&huge), "This file is too large for a progress file (4.0 MB; at most 4 MB). Nothing was changed.");
        // Control characters in an excerpt are shown as such, not written into the page.
        let e = refused("\u{7}\u{1b}[31mnot json");
        assert!(e.contains("near “��[31mnot json”"), "{e}");
    }

    #[test]
    fn a_file_without_daily_log_or_settings_reads() {
        let text = r#"{"format": "rush-hour-progress", "version": 1, "progress": {"puzzles": {}}}"#;
        assert_eq!(read_file(text), Ok(ProgressFile { progress: Progress::default(), log: DailyLog::default(), settings: None }));
    }
}
