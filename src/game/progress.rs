//! The player's progress, kept in the browser's localStorage (`kept`): for each puzzle (by its
//! grid string) whether it was solved, the best move count and the fewest hints used, as JSON
//! (`Progress::to_json`):
//!
//! `{"puzzles":{"<grid>":{"best":9,"hints":0,"solved":1,"time_ms":61250,"moves":"C-1,E-3,…"}}}`
//!
//! The page reads it with the browser's own JSON parser (`kept::StoredJson`) and writes it by
//! hand: serde_json would cost the game's page about 14 KB gzipped. Reading it keeps every record
//! that makes sense; a record that does not read or makes no sense (a newer version's, or
//! damaged), a record's field and a top-level field this version does not know are kept as they
//! were and written back unchanged, so that no page writes back less than it read.

use crate::game::kept::{KeptStore, ParseJson, StoredJson, json_string};
use crate::game::rating::{self, Help};
use rush_hour_engine::library;
use std::collections::BTreeMap;

/// The localStorage key.
pub const STORAGE_KEY: &str = "rush-hour/progress/v1";

/// More moves or hints than any game of a 12×12 board takes: a record beyond it is damaged.
pub const MAX_COUNT: u32 = 1_000_000;

/// The fields of a record this version reads and writes.
const RECORD_FIELDS: [&str; 5] = ["best", "hints", "solved", "time_ms", "moves"];

/// The record of one puzzle.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    /// Fewest moves in a win without the solver's animation.
    pub best: Option<u32>,
    /// Hints used in that best win.
    pub hints: u32,
    /// Wins of any kind (with the solver's help too).
    pub solved: u32,
    /// The time of the best win in milliseconds, on the puzzle's clock (none for older records).
    pub time_ms: Option<u64>,
    /// The moves of the best win in Fogleman's notation, comma-separated (`C-1,E+3`), for its
    /// review (none for older records).
    pub moves: Option<String>,
    /// The record's fields this version does not know (a newer version's), kept as they were.
    pub other: Vec<(String, StoredJson)>,
}

/// Records by grid string.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    pub puzzles: BTreeMap<String, Record>,
    /// Records this version cannot read (a newer version's, or damaged), with their grid
    /// strings: kept as they were and written back unchanged until a win of this version's
    /// replaces one. (A list, not a map: the game's page carries one map's code, the records'.)
    pub unread: Vec<(String, StoredJson)>,
    /// The store's top-level fields other than `puzzles` (a newer version's), kept as they were.
    pub other: Vec<(String, StoredJson)>,
}

impl Record {
    /// The record a stored JSON object holds, read as the game writes it: `hints` and `solved`
    /// whole numbers, `best` and `time_ms` whole numbers, null or missing, `moves` text, null or
    /// missing; its other fields kept. `None` when it is no object or a field does not read so.
    pub fn from_json(value: &StoredJson) -> Option<Record> {
        let StoredJson::Object(fields) = value else { return None };
        let whole = |name: &str, max: f64| match value.field(name) {
            Some(StoredJson::Number(n)) if n.fract() == 0.0 && (0.0..=max).contains(n) => Some(Some(*n)),
            None | Some(StoredJson::Null) => Some(None),
            _ => None,
        };
        let count = |name: &str| whole(name, u32::MAX as f64).map(|n| n.map(|n| n as u32));
        let moves = match value.field("moves") {
            Some(StoredJson::Text(text)) => Some(text.clone()),
            None | Some(StoredJson::Null) => None,
            _ => return None,
        };
        Some(Record {
            best: count("best")?,
            hints: count("hints")??,
            solved: count("solved")??,
            // JSON numbers are exact up to 2^53, far beyond any clock.
            time_ms: whole("time_ms", 2f64.powi(53))?.map(|n| n as u64),
            moves,
            other: fields.iter().filter(|(name, _)| !RECORD_FIELDS.contains(&name.as_str())).cloned().collect(),
        })
    }

    /// The stars of the best win ([`rating::stars`]), `optimal` the puzzle's fewest moves when
    /// known; 0 without a best (solved only with the solver's moves, or not solved).
    pub fn stars(&self, optimal: Option<u32>) -> u8 {
        self.best.map_or(0, |best| rating::stars(best, optimal, self.help()))
    }

    /// A perfect win (★★★, [`rating::is_perfect`]): a best win in the fewest moves possible,
    /// `optimal`, with no hint (a win with the solver's moves has no best).
    pub fn is_perfect(&self, optimal: u32) -> bool {
        self.best.is_some_and(|best| rating::is_perfect(best, optimal, self.help()))
    }

    /// The help of the best win: its hints (the solver's wins are never a best).
    fn help(&self) -> Help {
        Help { hints: self.hints, solver_moves: 0 }
    }

    /// A record the game could have written: a best win of 1 to `MAX_COUNT` moves with no more
    /// hints than that, won at least once when it has a best.
    fn makes_sense(&self) -> bool {
        let counts = self.hints <= MAX_COUNT && self.solved <= MAX_COUNT;
        // The best win's moves, when kept: as many as its count.
        let moves_fit = match (&self.moves, self.best) {
            (None, _) => true,
            (Some(m), Some(best)) => m.len() <= 8 * best as usize && m.split(',').count() == best as usize,
            (Some(_), None) => false,
        };
        if !moves_fit {
            return false;
        }
        match self.best {
            Some(best) => (1..=MAX_COUNT).contains(&best) && self.solved >= 1 && counts,
            None => self.hints == 0 && counts,
        }
    }

    /// A better best win than `other`'s, `optimal` the puzzle's fewest moves when known: one at
    /// all, then more stars (so 10 moves alone beat 9 with 3 hints), then fewer moves, then fewer
    /// hints, then a time where there was none or a shorter one.
    fn better_than(&self, other: &Record, optimal: Option<u32>) -> bool {
        let key = |r: &Record| (r.best.is_none(), std::cmp::Reverse(r.stars(optimal)), r.best, r.hints);
        match key(self).cmp(&key(other)) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => self.best.is_some() && self.time_ms.is_some_and(|t| other.time_ms.is_none_or(|o| t < o)),
        }
    }

    /// The record as JSON.
    fn write(&self, out: &mut String) {
        let best = self.best.map_or("null".to_string(), |b| b.to_string());
        *out += &format!("{{\"best\":{best},\"hints\":{},\"solved\":{}", self.hints, self.solved);
        if let Some(ms) = self.time_ms {
            *out += &format!(",\"time_ms\":{ms}");
        }
        if let Some(moves) = &self.moves {
            out.push_str(",\"moves\":");
            json_string(out, moves);
        }
        write_fields(out, &self.other);
        out.push('}');
    }
}

/// `,"name":value` for each field.
fn write_fields(out: &mut String, fields: &[(String, StoredJson)]) {
    for (name, value) in fields {
        out.push(',');
        json_string(out, name);
        out.push(':');
        value.write(out);
    }
}

/// `theirs`' fields that `ours` lacks, added to it.
fn keep_fields(ours: &mut Vec<(String, StoredJson)>, theirs: &[(String, StoredJson)]) {
    for (name, value) in theirs {
        if !ours.iter().any(|(n, _)| n == name) {
            ours.push((name.clone(), value.clone()));
        }
    }
}

impl Progress {
    /// The progress a stored JSON value holds (`{"puzzles": {…}}`): every record that reads and
    /// makes sense, the others kept unread, the other top-level fields kept. `None` when it is no
    /// store of progress at all.
    pub fn from_json(value: &StoredJson) -> Option<Progress> {
        let StoredJson::Object(top) = value else { return None };
        let StoredJson::Object(records) = value.field("puzzles")? else { return None };
        let mut progress = Progress::default();
        for (grid, value) in records {
            match Record::from_json(value) {
                Some(r) if r.makes_sense() && !grid.is_empty() => {
                    progress.puzzles.insert(grid.clone(), r);
                }
                _ => {
                    progress.unread.push((grid.clone(), value.clone()));
                }
            }
        }
        progress.other = top.iter().filter(|(name, _)| name != "puzzles").cloned().collect();
        Some(progress)
    }

    /// Notes a win of `moves` (in Fogleman's notation) with `help`, on a puzzle of `optimal`
    /// moves when known: every win counts as solved; one the player made alone (no solver's move)
    /// becomes the best when it rates better (`Record::better_than`), with its hints and moves.
    pub fn record_win(&mut self, grid: &str, moves: &[String], help: Help, optimal: Option<u32>) {
        // A record this version could not read gives way to the win it records.
        self.unread.retain(|(g, _)| g != grid);
        let r = self.puzzles.entry(grid.to_string()).or_default();
        r.solved += 1;
        if help.solver_moves > 0 {
            return;
        }
        // The clock's time of this win comes with `record_time`.
        let win = Record {
            best: Some(moves.len() as u32),
            hints: help.hints,
            solved: r.solved,
            time_ms: None,
            moves: Some(moves.join(",")),
            other: std::mem::take(&mut r.other),
        };
        if win.better_than(r, optimal) {
            *r = win;
        } else {
            r.other = win.other;
        }
    }

    /// The clock's time of an unassisted win of `moves` moves with `hints` hints: kept when that
    /// win is the best result (the fastest of equal ones).
    pub fn record_time(&mut self, grid: &str, moves: u32, hints: u32, ms: u64) {
        if let Some(r) = self.puzzles.get_mut(grid)
            && r.best == Some(moves)
            && r.hints == hints
            && r.time_ms.is_none_or(|t| ms < t)
        {
            r.time_ms = Some(ms);
        }
    }

    /// Another device's progress merged in, keeping the best of both per puzzle: the better best
    /// win (more stars on `optimal`'s count for the grid, then fewer moves, then fewer hints, then
    /// the faster time, as `record_win` and `record_time` keep it) with its hints, time and moves,
    /// and the larger count of wins (not their sum: merging the same progress twice changes
    /// nothing). What either keeps unread (records, fields) is kept too. Returns how many
    /// puzzles were new and how many records were made better.
    pub fn merge(&mut self, other: &Progress, optimal: impl Fn(&str) -> Option<u32>) -> (usize, usize) {
        let (mut added, mut improved) = (0, 0);
        for (grid, value) in &other.unread {
            if !self.puzzles.contains_key(grid) && !self.unread.iter().any(|(g, _)| g == grid) {
                self.unread.push((grid.clone(), value.clone()));
            }
        }
        keep_fields(&mut self.other, &other.other);
        if !other.puzzles.is_empty() {
            self.unread.retain(|(g, _)| !other.puzzles.contains_key(g));
        }
        for (grid, theirs) in &other.puzzles {
            let Some(ours) = self.puzzles.get_mut(grid) else {
                self.puzzles.insert(grid.clone(), theirs.clone());
                added += 1;
                continue;
            };
            let before = ours.clone();
            if theirs.better_than(ours, optimal(grid)) {
                ours.best = theirs.best;
                ours.hints = theirs.hints;
                ours.time_ms = theirs.time_ms;
                ours.moves = theirs.moves.clone();
            }
            keep_fields(&mut ours.other, &theirs.other);
            ours.solved = ours.solved.max(theirs.solved);
            if *ours != before {
                improved += 1;
            }
        }
        (added, improved)
    }

    /// The stored JSON text (`{"puzzles":{…}}`): the records read in grid order, those kept
    /// unread after them, then the other fields kept.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{\"puzzles\":{");
        let read = self.puzzles.iter().map(|(grid, r)| (grid, Ok(r)));
        let unread = self.unread.iter().map(|(grid, value)| (grid, Err(value)));
        for (i, (grid, record)) in read.chain(unread).enumerate() {
            if i > 0 {
                out.push(',');
            }
            json_string(&mut out, grid);
            out.push(':');
            match record {
                Ok(r) => r.write(&mut out),
                Err(value) => value.write(&mut out),
            }
        }
        out.push('}');
        write_fields(&mut out, &self.other);
        out + "}"
    }

    pub fn get(&self, grid: &str) -> Option<&Record> {
        self.puzzles.get(grid)
    }

    /// Puzzles solved at least once.
    pub fn solved(&self) -> usize {
        self.puzzles.values().filter(|r| r.solved > 0).count()
    }
}

/// The library's optimal moves for `grid` (none for a puzzle not in the library).
pub fn library_optimal(grid: &str) -> Option<u32> {
    library::entries().iter().find(|e| e.grid == grid).map(|e| u32::from(e.moves))
}

impl KeptStore for Progress {
    const KEY: &'static str = STORAGE_KEY;
    const NAME: &'static str = "your progress";

    fn read(text: &str, json: ParseJson) -> Option<Progress> {
        Progress::from_json(&json(text)?)
    }

    fn unread(&self) -> usize {
        self.unread.len()
    }

    fn to_text(&self) -> String {
        self.to_json()
    }

    fn merge_stored(&mut self, stored: &Progress) -> bool {
        let kept = (self.unread.len(), self.other.len(), self.puzzles.values().map(|r| r.other.len()).sum::<usize>());
        let (added, improved) = self.merge(stored, library_optimal);
        added + improved > 0 || kept != (self.unread.len(), self.other.len(), self.puzzles.values().map(|r| r.other.len()).sum())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::game::kept::parse_with_serde;

    /// A record's JSON text read as the page reads it (`None` when it is no JSON object).
    fn read(text: &str) -> Option<Record> {
        Record::from_json(&parse_with_serde(text)?)
    }

    /// A stored text read as the page reads it.
    fn stored(text: &str) -> Option<Progress> {
        Progress::read(text, parse_with_serde)
    }

    /// A JSON text as serde_json's value, to compare texts whatever their spacing.
    fn value(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    /// The help of a win the player made with `hints` hints.
    fn alone(hints: u32) -> Help {
        Help { hints, solver_moves: 0 }
    }

    /// The help of a win where the solver made moves.
    fn solver(hints: u32) -> Help {
        Help { hints, solver_moves: 3 }
    }

    /// `n` moves in Fogleman's notation.
    fn played(n: u32) -> Vec<String> {
        (0..n).map(|i| if i % 2 == 0 { "B+1".to_string() } else { "B-1".to_string() }).collect()
    }

    #[test]
    fn wins_keep_the_best_unassisted_result() {
        let mut p = Progress::default();
        p.record_win("g", &played(12), alone(2), None);
        p.record_win("g", &played(9), solver(0), None);
        p.record_win("g", &played(10), alone(1), None);
        p.record_win("g", &played(10), alone(0), None);
        let r = p.get("g").unwrap();
        assert_eq!((r.best, r.hints, r.solved), (Some(10), 0, 4));
        assert_eq!(r.moves.as_deref(), Some(played(10).join(",").as_str()), "the best win's moves are kept");
        assert_eq!(p.solved(), 1);
    }

    #[test]
    fn a_perfect_win_is_one_in_the_fewest_moves_with_no_hint() {
        let won = |best, hints| Record { best: Some(best), hints, solved: 1, ..Record::default() };
        assert!(won(9, 0).is_perfect(9));
        assert!(!won(9, 3).is_perfect(9), "hints cost stars: an optimal win with hints is not perfect");
        assert!(!won(10, 0).is_perfect(9));
        assert!(!Record { solved: 1, ..Record::default() }.is_perfect(9), "the solver's win has no best");
        // The library's marks: the best win's stars by the one rule.
        assert_eq!([won(9, 0), won(9, 1), won(9, 9), won(11, 0), won(14, 0)].map(|r| r.stars(Some(9))), [3, 2, 1, 2, 1]);
        assert_eq!(Record { solved: 2, ..Record::default() }.stars(Some(9)), 0, "solved with the solver: no stars");
    }

    #[test]
    fn the_best_win_is_the_one_with_more_stars() {
        // Optimal 9: 9 moves with 2 hints is ★; 11 moves alone is ★★, the better result.
        let mut p = Progress::default();
        p.record_win("g", &played(9), alone(2), Some(9));
        p.record_win("g", &played(11), alone(0), Some(9));
        let r = p.get("g").unwrap();
        assert_eq!((r.best, r.hints, r.solved, r.stars(Some(9))), (Some(11), 0, 2, 2));
        // Then 9 with one hint: ★★ too, in fewer moves.
        p.record_win("g", &played(9), alone(1), Some(9));
        assert_eq!((p.get("g").unwrap().best, p.get("g").unwrap().hints), (Some(9), 1));
        // A merge weighs the stars by the optimum it is given.
        let mut other = Progress::default();
        other.record_win("g", &played(10), alone(0), Some(9));
        let mut by_stars = p.clone();
        assert_eq!(by_stars.merge(&other, |_| Some(9)), (0, 0), "★★ in 9 with a hint beats ★★ in 10");
        let mut other = Progress::default();
        other.record_win("g", &played(9), alone(0), Some(9));
        assert_eq!(by_stars.merge(&other, |_| Some(9)), (0, 1));
        assert!(by_stars.get("g").unwrap().is_perfect(9));
        assert_eq!(library_optimal(crate::game::state::testing::CARD1), Some(9));
        assert_eq!(library_optimal("ooooooooooooAAoooooooooooooooooooooo"), None);
    }

    #[test]
    fn the_time_goes_with_the_best_result() {
        let mut p = Progress::default();
        p.record_win("g", &played(12), alone(0), None);
        p.record_time("g", 12, 0, 50_000);
        assert_eq!(p.get("g").unwrap().time_ms, Some(50_000));
        // An equal win, faster: its time; slower: kept.
        p.record_win("g", &played(12), alone(0), None);
        p.record_time("g", 12, 0, 40_000);
        p.record_win("g", &played(12), alone(0), None);
        p.record_time("g", 12, 0, 45_000);
        assert_eq!(p.get("g").unwrap().time_ms, Some(40_000));
        // A worse win's time is not the best's; a better win starts afresh.
        p.record_win("g", &played(14), alone(0), None);
        p.record_time("g", 14, 0, 10_000);
        assert_eq!(p.get("g").unwrap().time_ms, Some(40_000));
        p.record_win("g", &played(10), alone(0), None);
        assert_eq!(p.get("g").unwrap().time_ms, None);
        p.record_time("g", 10, 0, 70_000);
        assert_eq!((p.get("g").unwrap().best, p.get("g").unwrap().time_ms), (Some(10), Some(70_000)));
        // Records saved before the clock existed still load.
        let old = stored(r#"{"puzzles":{"g":{"best":9,"hints":0,"solved":1}}}"#).unwrap();
        assert_eq!(old.get("g").unwrap().time_ms, None);
    }

    #[test]
    fn a_record_that_does_not_read_is_kept_as_it_was() {
        let records = [
            ("good", r#"{"best": 9, "hints": 0, "solved": 2}"#),
            ("negative", r#"{"best": -5, "hints": 0, "solved": 1}"#),
            ("huge", r#"{"best": 4294967295, "hints": 0, "solved": 1}"#),
            ("helped", r#"{"best": null, "hints": 0, "solved": 1}"#),
            ("text", r#""nine""#),
            ("moves", r#"{"best": 3, "hints": 0, "solved": 1, "moves": "B+1,B-1"}"#),
            ("kept moves", r#"{"best": 2, "hints": 0, "solved": 1, "moves": "B+1,B-1"}"#),
        ];
        let text = format!("{{\"puzzles\":{{{}}}}}", records.map(|(g, r)| format!("\"{g}\":{r}")).join(","));
        let progress = stored(&text).unwrap();
        assert_eq!(progress.puzzles.keys().collect::<Vec<_>>(), ["good", "helped", "kept moves"]);
        assert_eq!(
            progress.unread.iter().map(|(g, _)| g).collect::<Vec<_>>(),
            ["huge", "moves", "negative", "text"],
            "a best of 3 with 2 moves makes no sense"
        );
        assert_eq!(progress.unread(), 4);
        assert_eq!(progress.get("good").unwrap().best, Some(9));
        // Written back, the store is what was read.
        assert_eq!(value(&progress.to_json()), value(&text));
        // A win of this version's replaces an unread record (and only that one).
        let mut won = progress.clone();
        won.record_win("huge", &played(4), alone(0), None);
        assert_eq!((won.get("huge").unwrap().best, won.unread()), (Some(4), 3));
        let mut p = Progress::default();
        p.record_win("g", &played(12), alone(2), None);
        assert_eq!(stored(&p.to_json()), Some(p));
    }

    #[test]
    fn a_newer_versions_fields_are_kept_through_a_win_and_a_merge() {
        // A store written by a newer version: a field on a record, a top-level one.
        let text =
            r#"{"puzzles":{"g":{"best":9,"hints":1,"solved":2,"replay":{"speed":[1,2]},"stars":2}},"version":9,"themes":{"dark":true}}"#;
        let read = stored(text).unwrap();
        assert_eq!(value(&read.to_json()), value(text), "read and written back unchanged");
        // This version's better win keeps the record's other fields.
        let mut p = read.clone();
        p.record_win("g", &played(8), alone(0), None);
        let written = value(&p.to_json());
        assert_eq!(written["version"], 9);
        assert_eq!(written["themes"], value(r#"{"dark":true}"#));
        assert_eq!(written["puzzles"]["g"]["replay"], value(r#"{"speed":[1,2]}"#));
        assert_eq!(written["puzzles"]["g"]["best"], 8);
        // A page that never read them (an empty progress) merged with the store keeps them all.
        let mut page = Progress::default();
        assert!(page.merge_stored(&read));
        assert_eq!(value(&page.to_json()), value(text));
        assert!(!page.merge_stored(&read), "merged again: nothing changes");
    }

    #[test]
    fn a_merge_keeps_the_best_of_both_per_puzzle() {
        let rec = |best: Option<u32>, hints, solved, time_ms| Record {
            best,
            hints,
            solved,
            time_ms,
            moves: best.map(|b| played(b).join(",")),
            other: Vec::new(),
        };
        let mut ours = Progress::default();
        ours.puzzles.insert("fewer moves there".into(), rec(Some(12), 0, 5, Some(9_000)));
        ours.puzzles.insert("fewer hints here".into(), rec(Some(10), 0, 1, Some(80_000)));
        ours.puzzles.insert("faster there".into(), rec(Some(10), 1, 2, Some(80_000)));
        ours.puzzles.insert("helped here".into(), rec(None, 0, 1, None));
        let mut theirs = Progress::default();
        theirs.puzzles.insert("fewer moves there".into(), rec(Some(11), 3, 1, Some(99_000)));
        theirs.puzzles.insert("fewer hints here".into(), rec(Some(10), 2, 4, Some(5_000)));
        theirs.puzzles.insert("faster there".into(), rec(Some(10), 1, 1, Some(70_000)));
        theirs.puzzles.insert("helped here".into(), rec(Some(20), 0, 1, None));
        theirs.puzzles.insert("new".into(), rec(Some(7), 0, 1, Some(1_000)));
        let mut merged = ours.clone();
        assert_eq!(merged.merge(&theirs, |_| None), (1, 4));
        let get = |g: &str| merged.get(g).unwrap().clone();
        assert_eq!(get("fewer moves there"), rec(Some(11), 3, 5, Some(99_000)), "their best, our count of wins");
        assert_eq!(get("fewer hints here"), rec(Some(10), 0, 4, Some(80_000)), "our best, their count of wins");
        assert_eq!(get("faster there"), rec(Some(10), 1, 2, Some(70_000)));
        assert_eq!(get("helped here"), rec(Some(20), 0, 1, None), "a win by the player beats one with the solver");
        assert_eq!(get("new"), rec(Some(7), 0, 1, Some(1_000)));
        // Merging the same again changes nothing, either way round.
        let again = merged.clone();
        assert_eq!(merged.merge(&theirs, |_| None), (0, 0));
        assert_eq!(merged, again);
        assert_eq!(merged.merge(&ours, |_| None), (0, 0));
        assert_eq!(merged, again);
    }

    #[test]
    fn round_trips_through_json_and_rejects_garbage() {
        let mut p = Progress::default();
        p.record_win("ooBoCCooBoooAABoooDDDooEoooooEoooooE", &played(9), alone(2), None);
        p.record_time("ooBoCCooBoooAABoooDDDooEoooooEoooooE", 9, 2, 61_250);
        p.record_win("helped", &played(3), solver(0), None);
        p.record_win("a \"grid\" \\ with\n\t\u{1}\u{8}\u{c}\r é \u{7f}", &played(1), alone(0), None);
        assert_eq!(stored(&p.to_json()), Some(p.clone()));
        assert_eq!(Progress::default().to_json(), r#"{"puzzles":{}}"#);
        assert_eq!(
            value(&p.to_json())["puzzles"]["ooBoCCooBoooAABoooDDDooEoooooEoooooE"],
            value(r#"{"best":9,"hints":2,"solved":1,"time_ms":61250,"moves":"B+1,B-1,B+1,B-1,B+1,B-1,B+1,B-1,B+1"}"#)
        );
        assert_eq!(stored(r#"{"puzzles": 7}"#), None);
        assert_eq!(stored("not json"), None);
        assert_eq!(stored("[1]"), None);
    }

    #[test]
    fn fields_read_as_the_game_writes_them() {
        for (text, reads) in [
            (r#"{"best": 9, "hints": 0, "solved": 2, "time_ms": 9007199254740992, "moves": "B+1"}"#, true),
            (r#"{"hints": 0, "solved": 1}"#, true),
            (r#"{"best": null, "hints": 0, "solved": 1, "time_ms": null, "moves": null, "new": [1]}"#, true),
            (r#"{"best": 9, "solved": 2}"#, false),
            (r#"{"best": 9.5, "hints": 0, "solved": 2}"#, false),
            (r#"{"best": -1, "hints": 0, "solved": 2}"#, false),
            (r#"{"best": 4294967296, "hints": 0, "solved": 2}"#, false),
            (r#"{"best": "9", "hints": 0, "solved": 2}"#, false),
            (r#"{"best": 9, "hints": 0, "solved": 2, "moves": 7}"#, false),
            (r#"{"best": 9, "hints": 0, "solved": true}"#, false),
            ("[9, 0, 2]", false),
            (r#""nine""#, false),
        ] {
            assert_eq!(read(text).is_some(), reads, "{text}");
        }
        let r = read(r#"{"best": null, "hints": 0, "solved": 1, "new": [1]}"#).unwrap();
        assert_eq!(r.other, [("new".to_string(), StoredJson::Raw("[1]".into()))]);
    }
}
