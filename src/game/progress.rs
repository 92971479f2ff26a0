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
mod tests;
