//! The daily puzzle: one puzzle per calendar day, the same for every player, chosen from the date
//! alone. The pool (`static/daily.txt`, drawn by `scripts/draw-daily.py`) holds 53 puzzles for
//! each day of the week, Monday's the easiest and Sunday's the hardest, as in a newspaper. A date
//! picks its weekday's list and, in it, the entry of its week: week `k` takes entry
//! `k × STRIDE mod 53`, and as 53 is prime every 53 weeks in a row take 53 different entries, so
//! no puzzle comes back within a year (371 days). The pool is a separate file, fetched by the
//! game when the daily puzzle is asked for, so the game's first download does not carry it.
//!
//! Dates are plain calendar dates (`Date`) and day numbers (days since 1970-01-01), converted
//! with Howard Hinnant's `days_from_civil` algorithm: the game passes the player's local date.

use crate::model::grid;
use std::fmt;

/// Entries per weekday: a prime, so that the weekly stride visits every one before repeating.
pub const PER_WEEKDAY: usize = 53;
/// How far the choice moves along a weekday's list from one week to the next (coprime to 53).
const STRIDE: i64 = 23;
/// The weekdays' keys in the pool, Monday first.
pub const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const WEEKDAY_NAMES: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/// A calendar date (proleptic Gregorian).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    /// 1–12.
    pub month: u8,
    /// 1–31.
    pub day: u8,
}

impl Date {
    /// The date, if it exists (`Date::new(2026, 2, 29)` is `None`).
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        let date = Date { year, month, day };
        (Date::from_days(date.days()) == date).then_some(date)
    }

    /// Days since 1970-01-01 (negative before).
    pub fn days(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01.
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        Date { year: (yoe + era * 400 + i64::from(month <= 2)) as i32, month, day }
    }

    /// 0 for Monday … 6 for Sunday.
    pub fn weekday(self) -> usize {
        // 1970-01-01 was a Thursday.
        (self.days() + 3).rem_euclid(7) as usize
    }

    pub fn weekday_name(self) -> &'static str {
        WEEKDAY_NAMES[self.weekday()]
    }

    /// Reads `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Option<Date> {
        let mut parts = text.splitn(3, '-');
        let year = parts.next()?.parse().ok()?;
        let month = parts.next()?.parse().ok()?;
        let day = parts.next()?.parse().ok()?;
        Date::new(year, month, day)
    }
}

/// `YYYY-MM-DD`.
impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// One puzzle of the pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolEntry {
    /// Known optimal moves.
    pub moves: u16,
    pub grid: String,
}

/// The day's puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyPuzzle {
    pub date: Date,
    /// 1 (Monday, the easiest) … 7 (Sunday, the hardest).
    pub level: u8,
    pub moves: u16,
    pub grid: String,
}

/// The daily pool: `PER_WEEKDAY` puzzles for each weekday.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyPool {
    weekdays: [Vec<PoolEntry>; 7],
}

impl DailyPool {
    /// Reads the pool's text: `WEEKDAY MOVES GRID` a line (`#` comments), exactly `PER_WEEKDAY`
    /// valid grids a weekday, none twice. An error names the line and its fault.
    pub fn parse(text: &str) -> Result<DailyPool, String> {
        let mut weekdays: [Vec<PoolEntry>; 7] = Default::default();
        // (A sorted list rather than a hash set: no hashing code in the game's wasm for this.)
        let mut seen: Vec<String> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let at = |what: &str| {
                let excerpt: String = line.chars().take(48).collect();
                format!("line {} of the daily pool ({excerpt}): {what}", i + 1)
            };
            let mut t = line.split_whitespace();
            let day = t.next().and_then(|k| WEEKDAYS.iter().position(|w| *w == k)).ok_or_else(|| at("no day of the week"))?;
            let moves = t.next().and_then(|m| m.parse().ok()).ok_or_else(|| at("no move count"))?;
            let grid_text = t.next().ok_or_else(|| at("no grid"))?;
            let puzzle = grid::parse(grid_text).map_err(|e| at(&e.to_string()))?;
            let grid = grid::format(&puzzle.board, &puzzle.start);
            match seen.binary_search(&grid) {
                Ok(_) => return Err(at("a puzzle already in the pool")),
                Err(i) => seen.insert(i, grid.clone()),
            }
            weekdays[day].push(PoolEntry { moves, grid });
        }
        if let Some(day) = weekdays.iter().position(|w| w.len() != PER_WEEKDAY) {
            return Err(format!("the daily pool has {} puzzles for {}, not {PER_WEEKDAY}", weekdays[day].len(), WEEKDAY_NAMES[day]));
        }
        Ok(DailyPool { weekdays })
    }

    /// The puzzles of a weekday (0 Monday … 6 Sunday).
    pub fn weekday(&self, weekday: usize) -> &[PoolEntry] {
        &self.weekdays[weekday]
    }

    /// The puzzle of a date.
    pub fn puzzle(&self, date: Date) -> DailyPuzzle {
        let weekday = date.weekday();
        // Weeks start on Monday: the week number of the Monday on or before the date.
        let week = (date.days() + 3).div_euclid(7);
        let entry = &self.weekdays[weekday][(week * STRIDE).rem_euclid(PER_WEEKDAY as i64) as usize];
        DailyPuzzle { date, level: weekday as u8 + 1, moves: entry.moves, grid: entry.grid.clone() }
    }
}

#[cfg(test)]
mod tests;
