//! The daily puzzle in the game: the day's puzzle on the board (chosen by the engine's `daily`
//! from the player's local date), and the log of the days solved, saved in localStorage, with the
//! streak of consecutive days, the best streak and the text a player shares.
//!
//! Streaks are worked out from the log and a `today` the caller passes (the app: the local date;
//! the tests: any date), never stored, so a store edited by hand cannot claim one.
//!
//! The log is stored as text, one day a line: `2026-11-23 14 12 2 67000` (date, moves, optimal,
//! stars, milliseconds). A store that is partly bad keeps its good lines and drops the rest,
//! counting them (`DailyLog::parse`). (Plain lines rather than serde's JSON: keeping the good
//! entries of a bad JSON map takes serde's buffering of untagged values, about 10 KB gzipped of
//! the game's first download.)

use crate::game::clock::format_time;
use crate::game::play::stars;
use rush_hour_engine::daily::{DailyPuzzle, Date};
use std::collections::BTreeMap;
use std::rc::Rc;

/// The localStorage key of the log.
pub const DAILY_STORAGE_KEY: &str = "rush-hour/daily/v1";

/// A day's best result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DayResult {
    pub moves: u32,
    pub optimal: u32,
    /// 1–3.
    pub stars: u8,
    pub time_ms: u64,
}

impl DayResult {
    fn valid(&self) -> bool {
        (1..=3).contains(&self.stars) && self.optimal >= 1 && self.moves >= self.optimal
    }

    /// Better: fewer moves, then less time.
    fn better_than(&self, other: &DayResult) -> bool {
        (self.moves, self.time_ms) < (other.moves, other.time_ms)
    }
}

/// The days solved, by date.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyLog {
    pub days: BTreeMap<Date, DayResult>,
}

impl DailyLog {
    /// The log from its stored text, and how many non-empty lines were dropped as unreadable
    /// (a bad date, a missing or bad number, stars outside 1–3, fewer moves than the optimum).
    pub fn parse(text: &str) -> (DailyLog, usize) {
        let mut log = DailyLog::default();
        let mut dropped = 0;
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let mut t = line.split(' ');
            let date = t.next().and_then(Date::parse);
            let mut number = || t.next().and_then(|n| n.parse::<u64>().ok());
            let result = match (number(), number(), number(), number()) {
                (Some(moves), Some(optimal), Some(stars), Some(time_ms)) if moves <= 10_000 && optimal <= 10_000 && stars <= 3 => {
                    Some(DayResult { moves: moves as u32, optimal: optimal as u32, stars: stars as u8, time_ms })
                }
                _ => None,
            };
            match (date, result.filter(DayResult::valid), t.next()) {
                (Some(date), Some(r), None) => log.record(date, r),
                _ => dropped += 1,
            }
        }
        (log, dropped)
    }

    /// The stored text (what `parse` reads).
    pub fn to_text(&self) -> String {
        self.days.iter().map(|(d, r)| format!("{d} {} {} {} {}\n", r.moves, r.optimal, r.stars, r.time_ms)).collect()
    }

    /// A win of the daily puzzle of `date`: kept if it is the day's best.
    pub fn record(&mut self, date: Date, result: DayResult) {
        let day = self.days.entry(date).or_insert(result);
        if result.better_than(day) {
            *day = result;
        }
    }

    /// Another device's log merged in: each day keeps the better result of the two. Returns how
    /// many days were new and how many were made better.
    pub fn merge(&mut self, other: &DailyLog) -> (usize, usize) {
        let (mut added, mut improved) = (0, 0);
        for (&date, &result) in &other.days {
            match self.days.get(&date) {
                None => added += 1,
                Some(ours) if result.better_than(ours) => improved += 1,
                Some(_) => {}
            }
            self.record(date, result);
        }
        (added, improved)
    }

    pub fn get(&self, date: Date) -> Option<&DayResult> {
        self.days.get(&date)
    }

    /// Consecutive days solved up to `today` (or up to yesterday while today's is unsolved: the
    /// streak is still alive until the day ends).
    pub fn streak(&self, today: Date) -> u32 {
        let solved = |days: i64| self.days.contains_key(&Date::from_days(days));
        let mut day = today.days();
        if !solved(day) {
            day -= 1;
        }
        let mut n = 0;
        while solved(day) {
            n += 1;
            day -= 1;
        }
        n
    }

    /// The longest run of consecutive days solved.
    pub fn best_streak(&self) -> u32 {
        let (mut best, mut run, mut previous) = (0, 0, None);
        for date in self.days.keys() {
            let d = date.days();
            run = if previous == Some(d - 1) { run + 1 } else { 1 };
            best = best.max(run);
            previous = Some(d);
        }
        best
    }
}

/// What a player shares about a day: the date, the stars, moves against the optimum, the time and
/// the streak; nothing of the puzzle itself.
pub fn share_text(date: Date, result: &DayResult, streak: u32, link: &str) -> String {
    let stars: String = (0..3).map(|i| if i < result.stars { '★' } else { '☆' }).collect();
    let days = if streak == 1 { "day" } else { "days" };
    format!(
        "Rush Hour daily {date} ({})\n{stars} {} moves (optimal {}) in {}\nStreak: {streak} {days}\n{link}",
        date.weekday_name(),
        result.moves,
        result.optimal,
        format_time(result.time_ms)
    )
}

/// The daily puzzle's part of the state.
#[derive(Clone, Debug, Default)]
pub struct Daily {
    /// The daily puzzle, while it is the one on the board.
    pub puzzle: Option<DailyPuzzle>,
    /// The days solved.
    pub log: Rc<DailyLog>,
}

/// The handlers of the daily puzzle's actions.
impl Daily {
    /// A win of the puzzle whose start is `start_grid`, in `moves` (`optimal`: the analysis's
    /// optimum, if known) and `ms`: recorded in the log when it is the day's puzzle.
    pub(super) fn record_win(&mut self, start_grid: &str, moves: u32, optimal: Option<u16>, ms: u64) {
        let Some(daily) = &self.puzzle else { return };
        if daily.grid != start_grid {
            return;
        }
        let optimal = u32::from(optimal.unwrap_or(daily.moves));
        let result = DayResult { moves, optimal, stars: stars(moves as usize, optimal as usize), time_ms: ms };
        Rc::make_mut(&mut self.log).record(daily.date, result);
    }
}

#[cfg(test)]
mod tests;
