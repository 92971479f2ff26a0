//! The player's progress, saved in the browser's localStorage: for each puzzle (by its grid
//! string) whether it was solved, the best move count and the fewest hints used. Serde gives the
//! JSON. Reading it (`Progress::read`) keeps every record that makes sense and drops the others,
//! counting them; a store that does not parse at all is ignored. Either way the app says so and
//! keeps a copy of the text under `SET_ASIDE_KEY` before it writes anything over it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The localStorage key.
pub const STORAGE_KEY: &str = "rush-hour/progress/v1";
/// Where a copy of a store that could not be read whole is kept (one copy, the latest).
pub const SET_ASIDE_KEY: &str = "rush-hour/progress/v1/set-aside";

/// More moves or hints than any game of a 12×12 board takes: a record beyond it is damaged.
pub const MAX_COUNT: u32 = 1_000_000;

/// What `Progress::read` made of a stored text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadProgress {
    /// Every record kept, or some: `dropped` records made no sense and were left out.
    Read { progress: Progress, dropped: usize },
    /// Not a store of progress at all.
    Unreadable,
}

/// The record of one puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Fewest moves in a win without the solver's animation.
    pub best: Option<u32>,
    /// Hints used in that best win.
    pub hints: u32,
    /// Wins of any kind (with the solver's help too).
    pub solved: u32,
}

/// Records by grid string.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub puzzles: BTreeMap<String, Record>,
}

impl Record {
    /// A record the game could have written: a best win of 1 to `MAX_COUNT` moves with no more
    /// hints than that, won at least once when it has a best.
    fn makes_sense(&self) -> bool {
        let counts = self.hints <= MAX_COUNT && self.solved <= MAX_COUNT;
        match self.best {
            Some(best) => (1..=MAX_COUNT).contains(&best) && self.solved >= 1 && counts,
            None => self.hints == 0 && counts,
        }
    }
}

impl Progress {
    /// Reads a stored text record by record: a record that does not parse or makes no sense
    /// (a best of -5 or of 4,294,967,295 moves) is dropped and counted, the others kept.
    pub fn read(text: &str) -> ReadProgress {
        // Each record is kept as its JSON text and read on its own (with the parser the whole
        // store would use: no second JSON model in the page's download).
        #[derive(Deserialize)]
        struct Stored<'a> {
            #[serde(borrow)]
            puzzles: BTreeMap<String, &'a serde_json::value::RawValue>,
        }
        let Ok(stored) = serde_json::from_str::<Stored>(text) else {
            return ReadProgress::Unreadable;
        };
        let mut progress = Progress::default();
        let mut dropped = 0;
        for (grid, raw) in stored.puzzles {
            match serde_json::from_str::<Record>(raw.get()) {
                Ok(r) if r.makes_sense() && !grid.is_empty() => {
                    progress.puzzles.insert(grid, r);
                }
                _ => dropped += 1,
            }
        }
        ReadProgress::Read { progress, dropped }
    }

    /// Notes a win: `moves` and `hints` count toward the best only when the player made every
    /// move (`assisted` is false).
    pub fn record_win(&mut self, grid: &str, moves: u32, hints: u32, assisted: bool) {
        let r = self.puzzles.entry(grid.to_string()).or_default();
        r.solved += 1;
        if !assisted && r.best.is_none_or(|b| moves < b || (moves == b && hints < r.hints)) {
            r.best = Some(moves);
            r.hints = hints;
        }
    }

    pub fn get(&self, grid: &str) -> Option<&Record> {
        self.puzzles.get(grid)
    }

    /// Puzzles solved at least once.
    pub fn solved(&self) -> usize {
        self.puzzles.values().filter(|r| r.solved > 0).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_keep_the_best_unassisted_result() {
        let mut p = Progress::default();
        p.record_win("g", 12, 2, false);
        p.record_win("g", 9, 0, true);
        p.record_win("g", 10, 1, false);
        p.record_win("g", 10, 0, false);
        let r = p.get("g").unwrap();
        assert_eq!((r.best, r.hints, r.solved), (Some(10), 0, 4));
        assert_eq!(p.solved(), 1);
    }

    #[test]
    fn one_bad_record_is_dropped_the_others_kept() {
        let text = r#"{"puzzles": {
            "good": {"best": 9, "hints": 0, "solved": 2},
            "negative": {"best": -5, "hints": 0, "solved": 1},
            "huge": {"best": 4294967295, "hints": 0, "solved": 1},
            "helped": {"best": null, "hints": 0, "solved": 1},
            "text": "nine"
        }}"#;
        let ReadProgress::Read { progress, dropped } = Progress::read(text) else { panic!("the store reads") };
        assert_eq!(dropped, 3);
        assert_eq!(progress.puzzles.keys().collect::<Vec<_>>(), ["good", "helped"]);
        assert_eq!(progress.get("good").unwrap().best, Some(9));
        assert_eq!(Progress::read("not json"), ReadProgress::Unreadable);
        assert_eq!(Progress::read(r#"{"puzzles": 7}"#), ReadProgress::Unreadable);
        let mut p = Progress::default();
        p.record_win("g", 12, 2, false);
        assert_eq!(Progress::read(&serde_json::to_string(&p).unwrap()), ReadProgress::Read { progress: p, dropped: 0 });
    }

    #[test]
    fn round_trips_through_json_and_rejects_garbage() {
        let mut p = Progress::default();
        p.record_win("ooBoCCooBoooAABoooDDDooEoooooEoooooE", 9, 0, false);
        let text = serde_json::to_string(&p).unwrap();
        assert_eq!(serde_json::from_str::<Progress>(&text).unwrap(), p);
        assert!(serde_json::from_str::<Progress>("{\"puzzles\": 7}").is_err());
        assert!(serde_json::from_str::<Progress>("not json").is_err());
    }
}
