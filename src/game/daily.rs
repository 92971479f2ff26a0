//! The daily puzzle in the game: the day's puzzle on the board (chosen by the engine's `daily`
//! from the player's local date), and the log of the days solved, saved in localStorage, with the
//! streak of consecutive days, the best streak and the text a player shares.
//!
//! Streaks are worked out from the log and a `today` the caller passes (the app: the local date;
//! the tests: any date), never stored, so a store edited by hand cannot claim one. A streak counts
//! the consecutive days won without help: a day won with hints is a day won with help, which does
//! not extend the streak and, as a missed day does, ends it (as the NYT games count a day solved
//! with Reveal). A win with the solver's moves is not logged at all.
//!
//! The log is stored as text, one day a line: `2026-11-23 14 12 2 67000` (date, moves, optimal,
//! stars, milliseconds), and a sixth number, the hints, on a day won with hints
//! (`2026-11-24 12 12 1 30000 2`); a line of five reads as a day without hints, as the log was
//! written before hints were kept. The stars must be those of the rule (`rating::stars`). A
//! line that does not read so (a newer version's, or damaged) is kept as it was and written back
//! after the others (`DailyLog::unread`), never dropped: no page writes back less than it read. (Plain lines rather than serde's JSON: keeping the good
//! entries of a bad JSON map takes serde's buffering of untagged values, about 10 KB gzipped of
//! the game's first download.)

use crate::game::clock::format_time;
use crate::game::kept::{KeptStore, ParseJson};
use crate::game::rating::{self, Help};
use rush_hour_engine::daily::{DailyPuzzle, Date};
use std::collections::BTreeMap;
use std::rc::Rc;

/// The localStorage key of the log.
pub const DAILY_STORAGE_KEY: &str = "rush-hour/daily/v1";

impl KeptStore for DailyLog {
    const KEY: &'static str = DAILY_STORAGE_KEY;
    const NAME: &'static str = "your daily puzzle log";

    fn read(text: &str, _: ParseJson) -> Option<DailyLog> {
        Some(DailyLog::parse(text).0)
    }

    fn unread(&self) -> usize {
        self.unread.len()
    }

    fn to_text(&self) -> String {
        DailyLog::to_text(self)
    }

    fn merge_stored(&mut self, stored: &DailyLog) -> bool {
        let before = self.clone();
        self.merge(stored);
        *self != before
    }
}

/// A day's best result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DayResult {
    pub moves: u32,
    pub optimal: u32,
    /// 1–3, by the rule (`rating::stars`).
    pub stars: u8,
    pub time_ms: u64,
    /// Hints used in the win (the solver's wins are not logged).
    pub hints: u32,
}

impl DayResult {
    /// The result of a win of `moves` moves with `hints` hints, in `time_ms`, on a puzzle of `optimal`.
    pub fn new(moves: u32, optimal: u32, hints: u32, time_ms: u64) -> DayResult {
        DayResult { moves, optimal, stars: rating::stars(moves, Some(optimal), Help { hints, solver_moves: 0 }), time_ms, hints }
    }

    /// Won with help (hints): the day does not count in a streak.
    pub fn helped(&self) -> bool {
        self.hints > 0
    }

    fn valid(&self) -> bool {
        self.optimal >= 1 && self.moves >= self.optimal && *self == DayResult::new(self.moves, self.optimal, self.hints, self.time_ms)
    }

    /// Better: won without help, then more stars, then fewer moves, fewer hints, less time.
    fn better_than(&self, other: &DayResult) -> bool {
        let key = |r: &DayResult| (r.helped(), std::cmp::Reverse(r.stars), r.moves, r.hints, r.time_ms);
        key(self) < key(other)
    }
}

/// The days solved, by date.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyLog {
    pub days: BTreeMap<Date, DayResult>,
    /// The stored lines this version cannot read, kept as they were.
    pub unread: Vec<String>,
}

impl DailyLog {
    /// The log from its stored text, and how many non-empty lines it keeps unread (a bad date, a
    /// missing or bad number, stars other than the rule's, fewer moves than the optimum).
    pub fn parse(text: &str) -> (DailyLog, usize) {
        let mut log = DailyLog::default();
        let mut dropped = 0;
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let mut t = line.split(' ');
            let date = t.next().and_then(Date::parse);
            let mut number = || t.next().map(|n| n.parse::<u64>().ok());
            let result = match (number(), number(), number(), number(), number().unwrap_or(Some(0))) {
                (Some(Some(moves)), Some(Some(optimal)), Some(Some(stars)), Some(Some(time_ms)), Some(hints))
                    if moves <= 10_000 && optimal <= 10_000 && stars <= 3 && hints <= 10_000 =>
                {
                    Some(DayResult { moves: moves as u32, optimal: optimal as u32, stars: stars as u8, time_ms, hints: hints as u32 })
                }
                _ => None,
            };
            match (date, result.filter(DayResult::valid), t.next()) {
                (Some(date), Some(r), None) => log.record(date, r),
                _ => {
                    dropped += 1;
                    if !log.unread.iter().any(|l| l == line) {
                        log.unread.push(line.to_string());
                    }
                }
            }
        }
        (log, dropped)
    }

    /// The stored text (what `parse` reads): the hints only on a day won with them, so a log
    /// without any reads as it did before they were kept.
    pub fn to_text(&self) -> String {
        let days = self.days.iter().map(|(d, r)| {
            let hints = if r.helped() { format!(" {}", r.hints) } else { String::new() };
            format!("{d} {} {} {} {}{hints}\n", r.moves, r.optimal, r.stars, r.time_ms)
        });
        days.chain(self.unread.iter().map(|line| format!("{line}\n"))).collect()
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
        for line in &other.unread {
            if !self.unread.contains(line) {
                self.unread.push(line.clone());
            }
        }
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

    /// A day won without help.
    fn won_alone(&self, date: Date) -> bool {
        self.days.get(&date).is_some_and(|r| !r.helped())
    }

    /// Consecutive days won without help ending on the day `days` (0 when it was not won so).
    fn run_ending(&self, mut days: i64) -> u32 {
        let mut n = 0;
        while self.won_alone(Date::from_days(days)) {
            n += 1;
            days -= 1;
        }
        n
    }

    /// Consecutive days won without help up to `today` (or up to yesterday while today's is not
    /// won so: the streak is still alive until the day ends).
    pub fn streak(&self, today: Date) -> u32 {
        let day = today.days();
        if self.won_alone(today) { self.run_ending(day) } else { self.run_ending(day - 1) }
    }

    /// The streak as a win of `today`'s puzzle makes it, `alone` or with help, whether or not the
    /// log has that win yet: the win banner shows it from the win's first frame, while the day
    /// is logged when the clock stops on the win, a render later.
    pub fn streak_after_win(&self, today: Date, alone: bool) -> u32 {
        if !alone || self.won_alone(today) {
            return self.streak(today);
        }
        1 + self.run_ending(today.days() - 1)
    }

    /// The longest run of consecutive days won without help.
    pub fn best_streak(&self) -> u32 {
        let (mut best, mut run, mut previous) = (0, 0, None);
        for (date, _) in self.days.iter().filter(|(_, r)| !r.helped()) {
            let d = date.days();
            run = if previous == Some(d - 1) { run + 1 } else { 1 };
            best = best.max(run);
            previous = Some(d);
        }
        best
    }
}

/// What a player shares about a day: the date, the stars, moves against the optimum, the hints
/// used, the time and the streak; nothing of the puzzle itself.
pub fn share_text(date: Date, result: &DayResult, streak: u32, link: &str) -> String {
    let stars = rating::star_glyphs(result.stars);
    let days = if streak == 1 { "day" } else { "days" };
    let help = Help { hints: result.hints, solver_moves: 0 }.words(result.moves).map_or(String::new(), |w| format!(", {w}"));
    format!(
        "Rush Hour daily {date} ({})\n{stars} {} moves (optimal {}){help} in {}\nStreak: {streak} {days}\n{link}",
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
    /// A win the player made (no solver's move) of the puzzle whose start is `start_grid`, in
    /// `moves` with `hints` (`optimal`: the analysis's optimum, if known) and `ms`: recorded in the
    /// log when it is the day's puzzle.
    pub(super) fn record_win(&mut self, start_grid: &str, moves: u32, hints: u32, optimal: Option<u16>, ms: u64) {
        let Some(daily) = &self.puzzle else { return };
        if daily.grid != start_grid {
            return;
        }
        let optimal = u32::from(optimal.unwrap_or(daily.moves));
        let result = DayResult::new(moves, optimal, hints, ms);
        Rc::make_mut(&mut self.log).record(daily.date, result);
    }
}

#[cfg(test)]
mod tests;
