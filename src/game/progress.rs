//! The player's progress, saved in the browser's localStorage: for each puzzle (by its grid
//! string) whether it was solved, the best move count and the fewest hints used. Serde gives the
//! JSON; a store that does not parse is ignored (the app says so) rather than trusted.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The localStorage key.
pub const STORAGE_KEY: &str = "rush-hour/progress/v1";

/// The record of one puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Fewest moves in a win without the solver's animation.
    pub best: Option<u32>,
    /// Hints used in that best win.
    pub hints: u32,
    /// Wins of any kind (with the solver's help too).
    pub solved: u32,
    /// The time of the best win in milliseconds, on the puzzle's clock (none for older records).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
}

/// Records by grid string.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub puzzles: BTreeMap<String, Record>,
}

impl Progress {
    /// Notes a win: `moves` and `hints` count toward the best only when the player made every
    /// move (`assisted` is false).
    pub fn record_win(&mut self, grid: &str, moves: u32, hints: u32, assisted: bool) {
        let r = self.puzzles.entry(grid.to_string()).or_default();
        r.solved += 1;
        if !assisted && r.best.is_none_or(|b| moves < b || (moves == b && hints < r.hints)) {
            r.best = Some(moves);
            r.hints = hints;
            r.time_ms = None; // the clock's time of this win comes with `record_time`
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
    fn the_time_goes_with_the_best_result() {
        let mut p = Progress::default();
        p.record_win("g", 12, 0, false);
        p.record_time("g", 12, 0, 50_000);
        assert_eq!(p.get("g").unwrap().time_ms, Some(50_000));
        // An equal win, faster: its time; slower: kept.
        p.record_win("g", 12, 0, false);
        p.record_time("g", 12, 0, 40_000);
        p.record_win("g", 12, 0, false);
        p.record_time("g", 12, 0, 45_000);
        assert_eq!(p.get("g").unwrap().time_ms, Some(40_000));
        // A worse win's time is not the best's; a better win starts afresh.
        p.record_win("g", 14, 0, false);
        p.record_time("g", 14, 0, 10_000);
        assert_eq!(p.get("g").unwrap().time_ms, Some(40_000));
        p.record_win("g", 10, 0, false);
        assert_eq!(p.get("g").unwrap().time_ms, None);
        p.record_time("g", 10, 0, 70_000);
        assert_eq!((p.get("g").unwrap().best, p.get("g").unwrap().time_ms), (Some(10), Some(70_000)));
        // Records saved before the clock existed still load.
        let old: Progress = serde_json::from_str(r#"{"puzzles":{"g":{"best":9,"hints":0,"solved":1}}}"#).unwrap();
        assert_eq!(old.get("g").unwrap().time_ms, None);
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
