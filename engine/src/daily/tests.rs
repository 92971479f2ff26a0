use super::*;
use std::collections::HashSet;

const POOL: &str = include_str!("../../../static/daily.txt");

fn pool() -> DailyPool {
    DailyPool::parse(POOL).unwrap()
}

#[test]
fn dates_convert_both_ways() {
    // Day numbers and weekdays as Python's datetime gives them.
    for (text, days, weekday) in
        [("2026-11-23", 20_780, 0), ("2024-02-29", 19_782, 3), ("1970-01-01", 0, 3), ("2000-03-01", 11_017, 2), ("1969-12-31", -1, 2)]
    {
        let date = Date::parse(text).unwrap();
        assert_eq!((date.days(), date.weekday()), (days, weekday), "{text}");
        assert_eq!(Date::from_days(days), date);
        assert_eq!(date.to_string(), text);
    }
    // Every day of four centuries round-trips, one day after another.
    let start = Date::new(1900, 1, 1).unwrap().days();
    let mut previous = Date::from_days(start - 1);
    for days in start..start + 146_097 {
        let date = Date::from_days(days);
        assert_eq!(date.days(), days);
        assert!(date > previous);
        previous = date;
    }
    for bad in ["2026-02-29", "2026-13-01", "2026-04-31", "2026-11", "yesterday", "2026-11-23-1", ""] {
        assert_eq!(Date::parse(bad), None, "{bad}");
    }
    assert!(Date::parse("2028-02-29").is_some());
}

#[test]
fn a_year_of_daily_puzzles_never_repeats_and_is_the_same_every_time() {
    let pool = pool();
    // Every run of 371 days (53 weeks, more than any year) from any day of 2026–2028: all
    // different.
    let first = Date::new(2026, 1, 1).unwrap().days();
    let grids: Vec<String> = (first..first + 3 * 366 + 371).map(|d| pool.puzzle(Date::from_days(d)).grid).collect();
    for window in grids.windows(371).step_by(7).chain(grids.windows(371).skip(3).step_by(11)) {
        let distinct: HashSet<&String> = window.iter().collect();
        assert_eq!(distinct.len(), 371);
    }
    // … and the calendar year 2028 (a leap year).
    let y = Date::new(2028, 1, 1).unwrap().days();
    let year: HashSet<String> = (y..y + 366).map(|d| pool.puzzle(Date::from_days(d)).grid).collect();
    assert_eq!(year.len(), 366);
    // The same date, the same puzzle, from a pool read again.
    let today = Date::new(2026, 11, 23).unwrap();
    assert_eq!(pool.puzzle(today), DailyPool::parse(POOL).unwrap().puzzle(today));
    assert_eq!(pool.puzzle(today).level, 1);
    // 53 weeks later the cycle starts again.
    assert_eq!(pool.puzzle(Date::from_days(today.days() + 371)).grid, pool.puzzle(today).grid);
}

#[test]
fn difficulty_rises_over_the_week() {
    let pool = pool();
    for weekday in 0..6 {
        let hardest = pool.weekday(weekday).iter().map(|e| e.moves).max().unwrap();
        let next_easiest = pool.weekday(weekday + 1).iter().map(|e| e.moves).min().unwrap();
        assert!(hardest < next_easiest, "{} up to {hardest}, {} from {next_easiest}", WEEKDAYS[weekday], WEEKDAYS[weekday + 1]);
    }
    // Monday 2026-11-23 to Sunday 2026-11-29: levels 1 to 7, moves rising.
    let week: Vec<DailyPuzzle> = (23..=29).map(|d| pool.puzzle(Date::new(2026, 11, d).unwrap())).collect();
    assert_eq!(week.iter().map(|p| p.level).collect::<Vec<_>>(), [1, 2, 3, 4, 5, 6, 7]);
    assert!(week.windows(2).all(|w| w[0].moves < w[1].moves));
}

#[test]
fn a_bad_pool_is_refused_with_its_line() {
    let e = DailyPool::parse("mon 9 ooo").unwrap_err();
    assert!(e.starts_with("line 1 of the daily pool (mon 9 ooo):"), "{e}");
    let e = DailyPool::parse("# c\nfunday 9 ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap_err();
    assert!(e.contains("line 2") && e.contains("no day of the week"), "{e}");
    let twice = "mon 9 ooBoCCooBoooAABoooDDDooEoooooEoooooE\nsun 9 ooBoCCooBoooAABoooDDDooEoooooEoooooE";
    assert!(DailyPool::parse(twice).unwrap_err().contains("line 2"));
    let short = POOL.lines().filter(|l| !l.starts_with("sat") || l.contains("sat 26")).collect::<Vec<_>>().join("\n");
    let e = DailyPool::parse(&short).unwrap_err();
    assert!(e.contains("for Saturday, not 53"), "{e}");
}
