use super::*;
use crate::game::state::testing::CARD1;
use crate::game::state::{Action, AnalysisAction, ClockAction, PlanAction, PlayAction, PuzzleAction, SavedAction, State};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;

fn date(y: i32, m: u8, d: u8) -> Date {
    Date::new(y, m, d).unwrap()
}

/// Seed card 1 as the daily puzzle of `day`.
fn daily(day: Date) -> DailyPuzzle {
    DailyPuzzle { date: day, level: day.weekday() as u8 + 1, moves: 9, grid: CARD1.into() }
}

/// The daily puzzle of `day` loaded, analysed, won by the player alone at `now` after `extra`
/// detour moves (a truck there and back), then the optimal moves: what the log says.
fn win_daily(s: Rc<State>, day: Date, extra: usize, now: f64) -> Rc<State> {
    win_daily_by(s, day, extra, now, false)
}

/// As `win_daily`, each optimal move made with Hint then Apply when `hinted`.
fn win_daily_by(s: Rc<State>, day: Date, extra: usize, now: f64, hinted: bool) -> Rc<State> {
    let s = s.reduce(Action::Puzzle(PuzzleAction::LoadDaily(daily(day))));
    assert_eq!(s.daily.puzzle.as_ref().map(|p| p.date), Some(day));
    let c = Cluster::analyze(&s.play.board, &s.play.start, Metric::Moves).unwrap();
    let g = s.puzzle_id;
    let mut s = s.reduce(Action::Analysis(AnalysisAction::Ready { puzzle_id: g, cluster: Rc::new(c) }));
    let e = s.play.board.index_of('E').unwrap();
    for i in 0..extra {
        let offset = if i % 2 == 0 { 2 } else { 3 };
        s = s.reduce(Action::Play(PlayAction::Slide { vehicle: e, offset }));
    }
    // The clock starts after the first move (the app syncs it after each one).
    while !s.play.won() {
        s = if hinted {
            s.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint))
        } else {
            let mv = s.cluster().unwrap().hint(&s.play.position).unwrap().mv;
            let offset = (s.play.position.offset(mv.vehicle as usize) as i8 + mv.delta) as u8;
            s.reduce(Action::Play(PlayAction::Slide { vehicle: mv.vehicle as usize, offset }))
        };
        if !s.play.won() {
            s = s.reduce(Action::Clock(ClockAction::Sync { now: 0.0 }));
        }
    }
    s.reduce(Action::Clock(ClockAction::Sync { now }))
}

fn fresh() -> Rc<State> {
    Rc::new(State::new(grid::parse(CARD1).unwrap()))
}

#[test]
fn consecutive_days_make_a_streak_that_lives_until_a_day_is_missed() {
    let s = win_daily(fresh(), date(2026, 11, 22), 0, 30_000.0);
    let s = win_daily(s, date(2026, 11, 23), 2, 45_000.0);
    let log = &s.daily.log;
    assert_eq!(log.get(date(2026, 11, 23)), Some(&DayResult { moves: 11, optimal: 9, stars: 2, time_ms: 45_000, hints: 0 }));
    assert_eq!(log.get(date(2026, 11, 22)).unwrap().stars, 3);
    assert_eq!(log.streak(date(2026, 11, 23)), 2);
    // The next day, before its puzzle is solved, the streak is still alive…
    assert_eq!(log.streak(date(2026, 11, 24)), 2);
    // … and a missed day ends it.
    assert_eq!(log.streak(date(2026, 11, 25)), 0);
    let s = win_daily(s, date(2026, 11, 25), 0, 20_000.0);
    assert_eq!(s.daily.log.streak(date(2026, 11, 25)), 1);
    assert_eq!(s.daily.log.best_streak(), 2);
    // Solved again better the same day: the day keeps the best; worse: unchanged.
    let s = win_daily(s, date(2026, 11, 23), 0, 90_000.0);
    assert_eq!(s.daily.log.get(date(2026, 11, 23)).unwrap().moves, 9);
    let s = win_daily(s, date(2026, 11, 23), 4, 1_000.0);
    assert_eq!(s.daily.log.get(date(2026, 11, 23)).unwrap().moves, 9);
}

#[test]
fn the_win_banners_streak_counts_the_win_before_the_clock_logs_it() {
    let s = win_daily(fresh(), date(2026, 11, 22), 0, 30_000.0);
    // Won alone the next day, the clock not yet stopped on the win: the day is not logged yet.
    let s = s.reduce(Action::Puzzle(PuzzleAction::LoadDaily(daily(date(2026, 11, 23)))));
    let c = Cluster::analyze(&s.play.board, &s.play.start, Metric::Moves).unwrap();
    let g = s.puzzle_id;
    let mut s = s.reduce(Action::Analysis(AnalysisAction::Ready { puzzle_id: g, cluster: Rc::new(c) }));
    while !s.play.won() {
        let mv = s.cluster().unwrap().hint(&s.play.position).unwrap().mv;
        let offset = (s.play.position.offset(mv.vehicle as usize) as i8 + mv.delta) as u8;
        s = s.reduce(Action::Play(PlayAction::Slide { vehicle: mv.vehicle as usize, offset }));
        if !s.play.won() {
            s = s.reduce(Action::Clock(ClockAction::Sync { now: 0.0 }));
        }
    }
    let today = date(2026, 11, 23);
    assert_eq!(s.daily.log.get(today), None);
    assert_eq!(s.daily.log.streak(today), 1, "the log alone: yesterday's day");
    assert_eq!(s.daily.log.streak_after_win(today, true), 2);
    assert_eq!(s.daily.log.streak_after_win(today, false), 1, "a win with help does not extend it");
    // Once logged, the two agree; a second win the same day counts it once.
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 40_000.0 }));
    assert_eq!(s.daily.log.streak(today), 2);
    assert_eq!(s.daily.log.streak_after_win(today, true), 2);
    assert_eq!(s.daily.log.streak_after_win(today, false), 2);
    // After a missed day, a win alone starts a new streak of one.
    assert_eq!(s.daily.log.streak_after_win(date(2026, 11, 25), true), 1);
}

#[test]
fn a_day_won_with_hints_is_won_with_help_and_not_a_day_of_the_streak() {
    // Two days alone, then a day won with Hint on every move (9 hints on the 9-move puzzle).
    let s = win_daily(fresh(), date(2026, 11, 21), 0, 30_000.0);
    let s = win_daily(s, date(2026, 11, 22), 0, 30_000.0);
    let s = win_daily_by(s, date(2026, 11, 23), 0, 40_000.0, true);
    let day = *s.daily.log.get(date(2026, 11, 23)).expect("a day won with hints is logged");
    assert_eq!(day, DayResult { moves: 9, optimal: 9, stars: 1, time_ms: 40_000, hints: 9 }, "9 hints: one star, not three");
    assert!(day.helped());
    // It does not extend the streak; on its day the streak of the days before still stands.
    assert_eq!(s.daily.log.streak(date(2026, 11, 23)), 2);
    // Won alone the next day: the helped day broke the run, as a missed day would.
    let s = win_daily(s, date(2026, 11, 24), 0, 30_000.0);
    assert_eq!(s.daily.log.streak(date(2026, 11, 24)), 1);
    assert_eq!(s.daily.log.best_streak(), 2);
    // The helped day played again alone: the day is won without help and the run joins up.
    let s = win_daily(s, date(2026, 11, 23), 2, 90_000.0);
    assert_eq!(s.daily.log.get(date(2026, 11, 23)).map(|r| (r.moves, r.hints, r.stars)), Some((11, 0, 2)), "alone beats helped");
    assert_eq!(s.daily.log.streak(date(2026, 11, 24)), 4);
    // The log keeps the hints: a sixth number on a helped line, none on the others.
    let mut log = DailyLog::default();
    log.record(date(2026, 11, 23), day);
    log.record(date(2026, 11, 24), DayResult::new(9, 9, 0, 1_000));
    assert_eq!(log.to_text(), "2026-11-23 9 9 1 40000 9\n2026-11-24 9 9 3 1000\n");
    assert_eq!(DailyLog::parse(&log.to_text()), (log, 0));
    // The shared text names the hints.
    let text = share_text(date(2026, 11, 23), &day, 2, "https://example.org/rush-hour/#daily");
    // The win banner's result of the day's puzzle is the daily panel's, not a text of its own.
    let won = win_daily_by(fresh(), date(2026, 11, 23), 0, 40_000.0, true);
    let banner = won.result_text(None, "https://example.org/rush-hour/#GRID", "https://example.org/rush-hour/#daily");
    let result = *won.daily.log.get(date(2026, 11, 23)).unwrap();
    assert_eq!(
        banner,
        share_text(date(2026, 11, 23), &result, 0, "https://example.org/rush-hour/#daily"),
        "a day won with hints: no streak"
    );
    assert_eq!(
        text,
        "Rush Hour daily 2026-11-23 (Monday)\n★☆☆ 9 moves (optimal 9), 9 hints in 0:40\nStreak: 2 days\nhttps://example.org/rush-hour/#daily"
    );
}

#[test]
fn streaks_run_over_month_and_year_ends() {
    let mut s = fresh();
    for (y, m, d) in [(2026, 1, 31), (2026, 2, 1), (2028, 2, 28), (2028, 2, 29), (2028, 3, 1), (2026, 12, 31), (2027, 1, 1)] {
        s = win_daily(s, date(y, m, d), 0, 1_000.0);
    }
    let log = &s.daily.log;
    assert_eq!(log.streak(date(2026, 2, 1)), 2);
    assert_eq!(log.streak(date(2028, 3, 1)), 3);
    assert_eq!(log.streak(date(2027, 1, 1)), 2);
    assert_eq!(log.streak(date(2027, 1, 2)), 2);
    assert_eq!(log.best_streak(), 3);
    // 2026 has no 29 February: 28 February and 1 March are consecutive there.
    let s = win_daily(win_daily(fresh(), date(2026, 2, 28), 0, 1.0), date(2026, 3, 1), 0, 1.0);
    assert_eq!(s.daily.log.streak(date(2026, 3, 1)), 2);
}

#[test]
fn only_the_players_own_win_of_the_daily_puzzle_counts() {
    // The solver's win: not a day solved.
    let s = fresh().reduce(Action::Puzzle(PuzzleAction::LoadDaily(daily(date(2026, 11, 23)))));
    let c = Cluster::analyze(&s.play.board, &s.play.start, Metric::Moves).unwrap();
    let g = s.puzzle_id;
    let mut s =
        s.reduce(Action::Analysis(AnalysisAction::Ready { puzzle_id: g, cluster: Rc::new(c) })).reduce(Action::Plan(PlanAction::Solve));
    while !s.play.won() {
        s = s.reduce(Action::Plan(PlanAction::Tick));
    }
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 5_000.0 }));
    assert!(s.daily.log.days.is_empty());
    // The same grid loaded as an ordinary puzzle: not the daily one.
    let s = s.reduce(Action::Puzzle(PuzzleAction::LoadText { text: CARD1.into(), source: crate::game::state::Source::Paste }));
    assert!(s.daily.puzzle.is_none());
    let (g, c) = (s.puzzle_id, Cluster::analyze(&s.play.board, &s.play.start, Metric::Moves).unwrap());
    let mut s = s.reduce(Action::Analysis(AnalysisAction::Ready { puzzle_id: g, cluster: Rc::new(c) }));
    let c = s.play.board.index_of('C').unwrap();
    s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 })).reduce(Action::Clock(ClockAction::Sync { now: 0.0 }));
    while !s.play.won() {
        s = s.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint));
    }
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 9.0 }));
    assert!(s.daily.log.days.is_empty());
}

#[test]
fn a_corrupted_store_keeps_its_good_days() {
    let text = "2026-11-21 9 9 3 1000
        2026-11-22 12 9 1 2000
        2026-02-30 9 9 3 1000
        yesterday 9 9 3 1000
        2026-11-23 solved

        2026-11-24 9 9 9 1000
        2026-11-25 3 9 3 1000
        2026-11-26 9 9 3 1000 extra
        2026-11-27 9 9 3 -5
        2026-11-28 9 9 3 1000 2
        2026-11-29 9 9 1 1000 x
        {\"days\": {}}";
    let (log, dropped) = DailyLog::parse(text);
    assert_eq!(dropped, 10, "three stars claimed with two hints, a bad hint count");
    assert_eq!(log.days.keys().copied().collect::<Vec<_>>(), [date(2026, 11, 21), date(2026, 11, 22)]);
    let s = fresh().reduce(Action::Saved(SavedAction::DailyLog(log)));
    assert_eq!(s.daily.log.streak(date(2026, 11, 23)), 2);
    // Nothing readable at all: an empty log, every line counted.
    assert_eq!(DailyLog::parse("\u{0}garbage\n{}").1, 2);
    // The log round-trips through its stored form, the lines it cannot read kept after the others.
    let stored = s.daily.log.to_text();
    assert!(stored.starts_with("2026-11-21 9 9 3 1000\n2026-11-22 12 9 1 2000\n2026-02-30 9 9 3 1000\n"), "{stored}");
    assert_eq!(stored.lines().count(), 12);
    assert!(stored.ends_with("2026-11-29 9 9 1 1000 x\n{\"days\": {}}\n"), "{stored}");
    assert_eq!(DailyLog::parse(&stored), ((*s.daily.log).clone(), 10));
    let good = DailyLog { unread: Vec::new(), ..(*s.daily.log).clone() };
    assert_eq!(good.to_text(), "2026-11-21 9 9 3 1000\n2026-11-22 12 9 1 2000\n");
}

#[test]
fn the_shared_text_tells_the_result_and_not_the_puzzle() {
    let r = DayResult::new(14, 12, 0, 67_000);
    let text = share_text(date(2026, 11, 23), &r, 3, "https://example.org/rush-hour/#daily");
    assert_eq!(
        text,
        "Rush Hour daily 2026-11-23 (Monday)\n★★☆ 14 moves (optimal 12) in 1:07\nStreak: 3 days\nhttps://example.org/rush-hour/#daily"
    );
}

#[test]
fn a_merge_keeps_each_days_better_result() {
    let r = |moves, time_ms| DayResult::new(moves, 9, 0, time_ms);
    let mut ours = DailyLog::default();
    ours.record(date(2026, 11, 20), r(9, 50_000));
    ours.record(date(2026, 11, 21), r(12, 1_000));
    let mut theirs = DailyLog::default();
    theirs.record(date(2026, 11, 20), r(11, 1_000));
    theirs.record(date(2026, 11, 21), r(10, 90_000));
    theirs.record(date(2026, 11, 22), r(9, 30_000));
    assert_eq!(ours.merge(&theirs), (1, 1));
    assert_eq!(ours.get(date(2026, 11, 20)), Some(&r(9, 50_000)), "fewer moves beat a faster time");
    assert_eq!(ours.get(date(2026, 11, 21)), Some(&r(10, 90_000)));
    assert_eq!(ours.streak(date(2026, 11, 22)), 3);
    let again = ours.clone();
    assert_eq!(ours.merge(&theirs), (0, 0));
    assert_eq!(ours, again);
}
