//! The statistics page's numbers, worked out from the saved progress, the daily log and the
//! library (nothing of them is stored): puzzles solved per tier against the library's count,
//! perfect wins, moves over the optimum, hints, best and median times, and the daily streak's
//! history.
//!
//! A record's tier and optimum come from the library, by its grid: the tier of its optimal moves
//! (`Section::tier_of`), so a seed card or a record puzzle counts in the tier of its length. A
//! puzzle that is not in the library (a link, the generator, the editor, the daily puzzle) has no
//! optimum in its record: it counts under "other puzzles", with its wins, hints and times, and is
//! left out of "perfect" and "moves over the optimum".
//!
//! Perfect as in the levels and the library ([`Record::is_perfect`], by the one rule of
//! `rating`): a best win in the optimal number of moves with no hint (★★★; a hint costs a star,
//! and the hints of best wins are counted apart). The daily streaks count the days won without
//! help, as the daily panel's streak does ([`DailyLog::streak`]).

use crate::game::daily::{DailyLog, DayResult};
use crate::game::progress::{Progress, Record};
use rush_hour_engine::daily::Date;
use rush_hour_engine::library::{self, Section};
use std::collections::BTreeMap;

/// The histogram's buckets of moves over the optimum: `(first, last)`, the last one open.
pub const OVER_OPTIMUM_BUCKETS: [(u32, u32); 6] = [(0, 0), (1, 2), (3, 5), (6, 10), (11, 20), (21, u32::MAX)];

/// How many days the streak strip shows, ending today (twelve weeks).
pub const STRIP_DAYS: usize = 84;

/// One row of the table: a graded tier, or the puzzles that are not in the library.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TierRow {
    /// The tier; `None` for the puzzles not in the library.
    pub tier: Option<Section>,
    /// The library's puzzles of this tier (none for the others).
    pub in_library: usize,
    /// Puzzles won at least once (with the solver's help too).
    pub solved: usize,
    /// Puzzles won by the player's own moves (a best result kept).
    pub unassisted: usize,
    /// Best wins in the optimal moves with no hint (library puzzles only).
    pub perfect: usize,
    /// Hints used in the best wins, added up.
    pub hints: u32,
    /// Moves over the optimum of the best wins, added up (library puzzles only), and how many.
    pub over_optimum_sum: u64,
    pub over_optimum_count: usize,
    /// The best wins' times, shortest first.
    pub times_ms: Vec<u64>,
}

impl TierRow {
    pub fn title(&self) -> &'static str {
        self.tier.map_or("Other puzzles", Section::title)
    }

    /// The mean moves over the optimum of the best wins, when there is one.
    pub fn mean_over_optimum(&self) -> Option<f64> {
        (self.over_optimum_count > 0).then(|| self.over_optimum_sum as f64 / self.over_optimum_count as f64)
    }

    pub fn best_time_ms(&self) -> Option<u64> {
        self.times_ms.first().copied()
    }

    /// The median of the best wins' times (the mean of the two middle ones for an even count).
    pub fn median_time_ms(&self) -> Option<u64> {
        let t = &self.times_ms;
        match t.len() {
            0 => None,
            n if n % 2 == 1 => Some(t[n / 2]),
            n => Some((t[n / 2 - 1] + t[n / 2]) / 2),
        }
    }

    fn add(&mut self, record: &Record, optimal: Option<u32>) {
        if record.solved == 0 {
            return;
        }
        self.solved += 1;
        let Some(best) = record.best else { return };
        self.unassisted += 1;
        self.hints += record.hints;
        if let Some(optimal) = optimal {
            let over = best.saturating_sub(optimal);
            self.over_optimum_sum += u64::from(over);
            self.over_optimum_count += 1;
            if record.is_perfect(optimal) {
                self.perfect += 1;
            }
        }
        if let Some(ms) = record.time_ms {
            let at = self.times_ms.partition_point(|&t| t <= ms);
            self.times_ms.insert(at, ms);
        }
    }
}

/// A run of consecutive days won without help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreakRun {
    pub first: Date,
    pub days: u32,
}

/// One day of the streak strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StripDay {
    pub date: Date,
    /// The day's stars (0: not solved).
    pub stars: u8,
    /// Won with hints: not a day of a streak.
    pub helped: bool,
}

/// The daily puzzle's history.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DailyHistory {
    pub days_solved: usize,
    /// Of them, days won with hints (not in any streak).
    pub days_helped: usize,
    pub current_streak: u32,
    pub best_streak: u32,
    /// Every run of consecutive days won without help, oldest first.
    pub runs: Vec<StreakRun>,
    /// The last `STRIP_DAYS` days, oldest first.
    pub strip: Vec<StripDay>,
    /// Days solved with 1, 2 and 3 stars.
    pub stars: [usize; 3],
}

/// Everything the statistics page shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Statistics {
    /// The four graded tiers, easiest first, then the other puzzles.
    pub rows: Vec<TierRow>,
    /// Library puzzles' best wins by moves over the optimum, per `OVER_OPTIMUM_BUCKETS`.
    pub over_optimum: [usize; OVER_OPTIMUM_BUCKETS.len()],
    pub daily: DailyHistory,
}

impl Statistics {
    pub fn of(progress: &Progress, log: &DailyLog, today: Date) -> Statistics {
        let optimum = library_optimum();
        let mut rows: Vec<TierRow> = Section::TIERS.iter().map(|&t| TierRow { tier: Some(t), ..TierRow::default() }).collect();
        for &moves in optimum.values() {
            rows[tier_index(moves)].in_library += 1;
        }
        rows.push(TierRow::default());
        let mut over_optimum = [0; OVER_OPTIMUM_BUCKETS.len()];
        for (grid, record) in &progress.puzzles {
            let optimal = optimum.get(grid.as_str()).copied();
            let row = optimal.map_or(Section::TIERS.len(), tier_index);
            rows[row].add(record, optimal.map(u32::from));
            if let (Some(optimal), Some(best)) = (optimal, record.best) {
                let over = best.saturating_sub(u32::from(optimal));
                let bucket = OVER_OPTIMUM_BUCKETS.iter().position(|&(a, b)| (a..=b).contains(&over)).unwrap_or(0);
                over_optimum[bucket] += 1;
            }
        }
        Statistics { rows, over_optimum, daily: DailyHistory::of(log, today) }
    }

    /// The rows added up (the library's count over the four tiers).
    pub fn total(&self) -> TierRow {
        let mut total = TierRow::default();
        for r in &self.rows {
            total.in_library += r.in_library;
            total.solved += r.solved;
            total.unassisted += r.unassisted;
            total.perfect += r.perfect;
            total.hints += r.hints;
            total.over_optimum_sum += r.over_optimum_sum;
            total.over_optimum_count += r.over_optimum_count;
            total.times_ms.extend(&r.times_ms);
        }
        total.times_ms.sort_unstable();
        total
    }
}

impl DailyHistory {
    fn of(log: &DailyLog, today: Date) -> DailyHistory {
        let mut runs: Vec<StreakRun> = Vec::new();
        let mut stars = [0; 3];
        for (date, result) in &log.days {
            stars[usize::from(result.stars.clamp(1, 3)) - 1] += 1;
            if result.helped() {
                continue;
            }
            match runs.last_mut() {
                Some(run) if run.first.days() + i64::from(run.days) == date.days() => run.days += 1,
                _ => runs.push(StreakRun { first: *date, days: 1 }),
            }
        }
        let first = today.days() - STRIP_DAYS as i64 + 1;
        let strip = (first..=today.days())
            .map(Date::from_days)
            .map(|date| {
                let day = log.get(date);
                StripDay { date, stars: day.map_or(0, |r| r.stars), helped: day.is_some_and(DayResult::helped) }
            })
            .collect();
        DailyHistory {
            days_solved: log.days.len(),
            days_helped: log.days.values().filter(|r| r.helped()).count(),
            current_streak: log.streak(today),
            best_streak: log.best_streak(),
            runs,
            strip,
            stars,
        }
    }
}

/// The library's optimal moves by grid (a grid in two sections counted once).
fn library_optimum() -> BTreeMap<&'static str, u16> {
    let mut optimum = BTreeMap::new();
    for e in library::entries() {
        optimum.entry(e.grid).or_insert(e.moves);
    }
    optimum
}

/// The row of a tier's optimal moves.
fn tier_index(moves: u16) -> usize {
    let tier = Section::tier_of(moves);
    Section::TIERS.iter().position(|&t| t == tier).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u8, d: u8) -> Date {
        Date::new(y, m, d).unwrap()
    }

    /// The first library entry of `section` with `moves` optimal moves.
    fn puzzle(section: Section, nth: usize) -> (&'static str, u32) {
        let e = library::section(section)[nth];
        (e.grid, u32::from(e.moves))
    }

    fn won(best: u32, hints: u32, solved: u32, time_ms: Option<u64>) -> Record {
        Record { best: Some(best), hints, solved, time_ms, ..Record::default() }
    }

    #[test]
    fn the_library_is_counted_by_tier_once_per_grid() {
        let s = Statistics::of(&Progress::default(), &DailyLog::default(), date(2026, 11, 25));
        let grids: std::collections::BTreeSet<_> = library::entries().iter().map(|e| e.grid).collect();
        assert_eq!(s.total().in_library, grids.len());
        for (row, tier) in s.rows.iter().zip(Section::TIERS) {
            let of_tier =
                grids.iter().filter(|g| Section::tier_of(library::entries().iter().find(|e| e.grid == **g).unwrap().moves) == tier).count();
            assert_eq!(row.in_library, of_tier, "{}", tier.title());
            assert!(row.in_library >= library::section(tier).len(), "a tier holds its own pack at least");
        }
        assert_eq!(s.rows[4].tier, None);
        assert_eq!(s.rows[4].in_library, 0);
        assert_eq!(s.total().solved, 0);
        assert_eq!(s.total().mean_over_optimum(), None);
    }

    #[test]
    fn wins_are_counted_per_tier_with_perfect_ones_moves_over_and_times() {
        let (b1, b1_opt) = puzzle(Section::Beginner, 0);
        let (b2, b2_opt) = puzzle(Section::Beginner, 1);
        let (b3, b3_opt) = puzzle(Section::Beginner, 2);
        let (i1, i1_opt) = puzzle(Section::Intermediate, 0);
        let (e1, _) = puzzle(Section::Expert, 0);
        let mut p = Progress::default();
        // Beginner: one perfect; one optimal with hints (not perfect: each hint costs a star); one 4 over.
        p.puzzles.insert(b1.into(), won(b1_opt, 0, 3, Some(20_000)));
        p.puzzles.insert(b2.into(), won(b2_opt, 2, 1, Some(50_000)));
        p.puzzles.insert(b3.into(), won(b3_opt + 4, 0, 1, Some(30_000)));
        // Intermediate: 12 over, no time kept.
        p.puzzles.insert(i1.into(), won(i1_opt + 12, 1, 1, None));
        // Expert: solved only with the solver's help (no best).
        p.puzzles.insert(e1.into(), Record { solved: 2, ..Record::default() });
        // Not in the library: counted, no optimum.
        p.puzzles.insert("oooooooooooooAAooooooooooooooooooooo".into(), won(7, 1, 1, Some(90_000)));
        // Never won (a record with nothing): not solved.
        p.puzzles.insert("ooooooooooooAAoooooooooooooooooooooo".into(), Record::default());
        let s = Statistics::of(&p, &DailyLog::default(), date(2026, 11, 25));

        let beginner = &s.rows[0];
        assert_eq!((beginner.solved, beginner.unassisted, beginner.perfect, beginner.hints), (3, 3, 1, 2));
        assert_eq!(beginner.mean_over_optimum(), Some(4.0 / 3.0));
        assert_eq!(beginner.times_ms, [20_000, 30_000, 50_000]);
        assert_eq!((beginner.best_time_ms(), beginner.median_time_ms()), (Some(20_000), Some(30_000)));

        let intermediate = &s.rows[1];
        assert_eq!((intermediate.solved, intermediate.perfect, intermediate.hints), (1, 0, 1));
        assert_eq!(intermediate.mean_over_optimum(), Some(12.0));
        assert_eq!(intermediate.median_time_ms(), None);

        assert_eq!((s.rows[2].solved, s.rows[3].solved, s.rows[3].unassisted), (0, 1, 0));
        assert_eq!(s.rows[3].mean_over_optimum(), None, "a win with the solver's help has no moves of the player's");

        let other = &s.rows[4];
        assert_eq!((other.title(), other.solved, other.perfect, other.hints), ("Other puzzles", 1, 0, 1));
        assert_eq!(other.mean_over_optimum(), None, "no optimum known");
        assert_eq!(other.best_time_ms(), Some(90_000));

        // 0 over: two; 3–5: one; 11–20: one.
        assert_eq!(s.over_optimum, [2, 0, 1, 0, 1, 0]);
        let total = s.total();
        assert_eq!((total.solved, total.perfect, total.hints), (6, 1, 4));
        assert_eq!(total.mean_over_optimum(), Some(16.0 / 4.0));
        // Four times: the median of an even count is the mean of the middle two.
        assert_eq!(total.median_time_ms(), Some(40_000));
    }

    #[test]
    fn the_daily_history_has_its_runs_strip_and_stars() {
        let mut log = DailyLog::default();
        let day = |moves, hints| DayResult::new(moves, 10, hints, 60_000);
        for d in [1, 2, 3] {
            log.record(date(2026, 11, d), day(10, 0));
        }
        // A day won with a hint: solved, with help; it ends the run as a missed day would.
        log.record(date(2026, 11, 4), day(10, 1));
        log.record(date(2026, 11, 5), day(10, 0));
        log.record(date(2026, 11, 10), day(12, 0));
        for d in [23, 24] {
            log.record(date(2026, 11, d), day(20, 0));
        }
        log.record(date(2026, 8, 1), day(10, 0)); // outside the strip
        let h = Statistics::of(&Progress::default(), &log, date(2026, 11, 25)).daily;
        assert_eq!((h.days_solved, h.days_helped, h.current_streak, h.best_streak), (9, 1, 2, 3));
        assert_eq!(
            h.runs,
            [
                StreakRun { first: date(2026, 8, 1), days: 1 },
                StreakRun { first: date(2026, 11, 1), days: 3 },
                StreakRun { first: date(2026, 11, 5), days: 1 },
                StreakRun { first: date(2026, 11, 10), days: 1 },
                StreakRun { first: date(2026, 11, 23), days: 2 },
            ]
        );
        assert_eq!(h.stars, [2, 2, 5]);
        assert_eq!(h.strip.len(), STRIP_DAYS);
        assert_eq!(h.strip.first().unwrap().date, date(2026, 9, 3), "83 days before the 25th of November");
        assert_eq!(*h.strip.last().unwrap(), StripDay { date: date(2026, 11, 25), stars: 0, helped: false });
        assert_eq!(h.strip.iter().filter(|d| d.stars > 0).count(), 8);
        assert_eq!(h.strip[STRIP_DAYS - 2], StripDay { date: date(2026, 11, 24), stars: 1, helped: false });
        assert_eq!(
            h.strip.iter().find(|d| d.date == date(2026, 11, 4)),
            Some(&StripDay { date: date(2026, 11, 4), stars: 2, helped: true })
        );
        // A run across a month's end.
        let mut log = DailyLog::default();
        log.record(date(2026, 10, 31), day(10, 0));
        log.record(date(2026, 11, 1), day(10, 0));
        assert_eq!(
            Statistics::of(&Progress::default(), &log, date(2026, 11, 25)).daily.runs,
            [StreakRun { first: date(2026, 10, 31), days: 2 }]
        );
    }
}
