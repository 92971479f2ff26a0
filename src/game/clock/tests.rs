use super::format_time;
use crate::game::state::testing::{CARD1, game, idx};
use crate::game::state::{Action, ClockAction, Mode, PlanAction, PlayAction, PuzzleAction, SettingsAction, State};
use std::rc::Rc;

/// Plays the hints to the win (each a player's move).
fn play_hints_to_the_win(mut s: Rc<State>) -> Rc<State> {
    while !s.play.won() {
        s = s.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint));
    }
    s
}

#[test]
fn the_clock_starts_with_the_first_move_and_waits_while_the_page_is_hidden() {
    let s = game(CARD1);
    assert!(!s.clock_should_run(), "no move yet");
    assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::Clock(ClockAction::Sync { now: 500.0 }))));
    let c = idx(&s, 'C');
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
    assert!(s.clock_should_run());
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 1_000.0 }));
    assert!(s.clock.running());
    assert_eq!(s.clock.elapsed_ms(4_000.0), 3_000.0);
    // Hidden at 3 s, shown again at 10 s: 2 s counted, the 7 s away are not.
    let s = s.reduce(Action::Clock(ClockAction::PageVisible { visible: false, now: 3_000.0 }));
    assert!(!s.clock.running());
    assert_eq!(s.clock.elapsed_ms(9_000.0), 2_000.0);
    let s = s.reduce(Action::Clock(ClockAction::PageVisible { visible: true, now: 10_000.0 }));
    assert!(s.clock.running());
    // Undo back to no moves: the clock still runs (it started with the first move).
    let s = s.reduce(Action::Play(PlayAction::Undo));
    assert!(s.clock_should_run());
    // The win at 15 s: 7 s, saved with the best result and shown by the banner.
    let s = play_hints_to_the_win(s);
    assert!(!s.clock_should_run());
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 15_000.0 }));
    assert!(!s.clock.running());
    assert_eq!(s.clock.won_ms, Some(7_000));
    assert_eq!(s.progress.get(CARD1).unwrap().time_ms, Some(7_000));
    // Replay: a fresh clock, not started.
    let s = s.reduce(Action::Play(PlayAction::Reset));
    assert_eq!((s.clock.counted_ms, s.clock.started, s.clock.won_ms), (0.0, false, None));
    assert!(!s.clock_should_run());
}

#[test]
fn the_solver_stops_the_clock_and_its_win_is_not_timed() {
    let s = game(CARD1);
    let c = idx(&s, 'C');
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 })).reduce(Action::Clock(ClockAction::Sync { now: 0.0 }));
    // Solve: the plan on show stops the clock; its animation does not tick it.
    let s = s.reduce(Action::Plan(PlanAction::Solve));
    assert!(!s.clock_should_run());
    let mut s = s.reduce(Action::Clock(ClockAction::Sync { now: 4_000.0 }));
    for _ in 0..3 {
        s = s.reduce(Action::Plan(PlanAction::Tick));
        assert!(!s.clock_should_run());
    }
    // Stopped before the end: the player's clock runs again.
    let s = s.reduce(Action::Plan(PlanAction::Stop));
    assert!(s.clock_should_run());
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 60_000.0 }));
    let mut s = s.reduce(Action::Plan(PlanAction::Solve)).reduce(Action::Clock(ClockAction::Sync { now: 61_000.0 }));
    while !s.play.won() {
        s = s.reduce(Action::Plan(PlanAction::Tick));
    }
    assert_eq!(s.clock.elapsed_ms(99_000.0), 5_000.0);
    // The solver's win: no time, none saved.
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 99_000.0 }));
    assert_eq!(s.clock.won_ms, None);
    let record = s.progress.get(CARD1).unwrap();
    assert_eq!((record.solved, record.best, record.time_ms), (1, None, None));
}

#[test]
fn a_new_puzzle_gets_a_new_clock_and_keeps_the_page_hidden() {
    let s = game(CARD1);
    let c = idx(&s, 'C');
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 })).reduce(Action::Clock(ClockAction::Sync { now: 0.0 }));
    let s = s.reduce(Action::Clock(ClockAction::PageVisible { visible: false, now: 1_000.0 }));
    let s = s.reduce(Action::Puzzle(PuzzleAction::LoadText {
        text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(),
        source: crate::game::state::Source::Paste,
    }));
    assert_eq!((s.clock.counted_ms, s.clock.started, s.clock.hidden), (0.0, false, true));
}

#[test]
fn the_clock_waits_while_another_page_than_play_is_on_show() {
    let s = game(CARD1);
    let c = idx(&s, 'C');
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 })).reduce(Action::Clock(ClockAction::Sync { now: 0.0 }));
    assert!(s.clock.running());
    // 2 s of play, then 30 s on the Classroom page, 5 s on Present: not counted.
    let mut s = s.reduce(Action::Settings(SettingsAction::SetMode(Mode::Classroom)));
    assert!(!s.clock_should_run());
    s = s.reduce(Action::Clock(ClockAction::Sync { now: 2_000.0 }));
    assert!(!s.clock.running());
    assert_eq!(s.clock.elapsed_ms(32_000.0), 2_000.0);
    for mode in [Mode::Edit, Mode::Present, Mode::Statistics] {
        s = s.reduce(Action::Settings(SettingsAction::SetMode(mode)));
        assert!(!s.clock_should_run(), "{mode:?}");
    }
    // Back on Play at 37 s: it runs on from 2 s.
    let s = s.reduce(Action::Settings(SettingsAction::SetMode(Mode::Play)));
    assert!(s.clock_should_run());
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 37_000.0 }));
    assert_eq!(s.clock.elapsed_ms(40_000.0), 5_000.0);
    // A game handed to another page before the first move does not start it there either.
    let fresh = game(CARD1)
        .reduce(Action::Settings(SettingsAction::SetMode(Mode::Classroom)))
        .reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
    assert!(!fresh.clock_should_run());
}

#[test]
fn times_read_as_minutes_and_seconds() {
    assert_eq!(format_time(0), "0:00");
    assert_eq!(format_time(7_999), "0:07");
    assert_eq!(format_time(67_000), "1:07");
    assert_eq!(format_time(3_600_000 + 61_000), "1:01:01");
}
