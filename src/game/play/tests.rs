//! Unit tests of `play.rs`.
use crate::game::state::testing::{CARD1, game, idx};
use crate::game::state::{Action, PlanAction, PlayAction, PuzzleAction, State};
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{self, Metric, Move};
use rush_hour_engine::search::solver::plan_between;
use std::rc::Rc;

#[test]
fn slides_count_and_illegal_ones_are_refused() {
    let s = game(CARD1);
    assert_eq!(s.to_go(), Some(9));
    let c = idx(&s, 'C');
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
    assert_eq!(s.play.moves(), 1);
    assert_eq!(s.play.position.offset(c), 3);
    // Dropped back where it is: not a move.
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
    assert_eq!(s.play.moves(), 1);
    // Through truck B: refused, nothing changes but the announcement.
    let a = idx(&s, 'A');
    let s2 = s.clone().reduce(Action::Play(PlayAction::Slide { vehicle: a, offset: 3 }));
    assert_eq!(s2.play.position, s.play.position);
    assert_eq!(s2.play.moves(), 1);
    assert!(s2.messages.announcement.contains("cannot"), "{}", s2.messages.announcement);
}

#[test]
fn undo_redo_reset() {
    let s = game(CARD1);
    let c = idx(&s, 'C');
    let start = s.play.position.clone();
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
    let moved = s.play.position.clone();
    let s = s.reduce(Action::Play(PlayAction::Undo));
    assert_eq!((s.play.position.clone(), s.play.moves()), (start.clone(), 0));
    let s = s.reduce(Action::Play(PlayAction::Redo));
    assert_eq!((s.play.position.clone(), s.play.moves()), (moved, 1));
    let s = s.reduce(Action::Play(PlayAction::Reset));
    assert_eq!((s.play.position.clone(), s.play.moves()), (start, 0));
    assert!(s.play.redo.is_empty());
    // Nothing to undo: the same state comes back.
    let again = s.clone().reduce(Action::Play(PlayAction::Undo));
    assert!(Rc::ptr_eq(&s, &again));
}

#[test]
fn replay_after_a_win_with_a_hint_starts_with_no_hints() {
    let mut s = game(CARD1).reduce(Action::Play(PlayAction::Hint));
    assert_eq!(s.play.hints_used, 1);
    while !s.play.won() {
        let mv = s.cluster().unwrap().hint(&s.play.position).unwrap().mv;
        let to = (s.play.position.offset(mv.vehicle as usize) as i8 + mv.delta) as u8;
        s = s.reduce(Action::Play(PlayAction::Slide { vehicle: mv.vehicle as usize, offset: to }));
    }
    assert_eq!(s.play.hints_used, 1);
    let replay = s.reduce(Action::Play(PlayAction::Reset));
    assert_eq!((replay.play.moves(), replay.play.hints_used), (0, 0));
}

#[test]
fn a_puzzle_that_starts_solved_says_the_red_car_is_out() {
    let s = game("ooooAA/oooooo/oooooo");
    assert!(s.play.won() && s.play.starts_solved());
    assert_eq!(s.rating(), 0, "no stars for no move");
    assert!(s.win_message().starts_with("The red car is already out"), "{}", s.win_message());
    assert!(!game(CARD1).play.starts_solved());
}

#[test]
fn key_presses_on_one_vehicle_are_one_move() {
    let s = game(CARD1);
    let e = idx(&s, 'E');
    let s = s.reduce(Action::Play(PlayAction::Step { vehicle: e, dir: -1 })).reduce(Action::Play(PlayAction::Step { vehicle: e, dir: -1 }));
    assert_eq!(s.play.moves(), 1);
    assert_eq!(s.play.history[0].mv, Move::new(e, -2));
    // Back down twice: back where it was, no move at all.
    let s = s.reduce(Action::Play(PlayAction::Step { vehicle: e, dir: 1 })).reduce(Action::Play(PlayAction::Step { vehicle: e, dir: 1 }));
    assert_eq!(s.play.moves(), 0);
    assert_eq!(s.play.position, s.play.start);
    // A blocked step changes nothing.
    let a = idx(&s, 'A');
    let blocked = s.clone().reduce(Action::Play(PlayAction::Step { vehicle: a, dir: 1 }));
    assert_eq!(blocked.play.position, s.play.position);
}

#[test]
fn hints_lead_to_a_win_with_the_optimal_count() {
    let mut s = game(CARD1);
    while !s.play.won() {
        let before = s.to_go().unwrap();
        s = s.reduce(Action::Play(PlayAction::Hint));
        let h = s.play.hint.unwrap();
        assert_eq!(h.distance_after, before - 1);
        s = s.reduce(Action::Play(PlayAction::ApplyHint));
        assert_eq!(s.to_go(), Some(before - 1));
    }
    assert_eq!(s.play.moves(), 9);
    assert_eq!(s.play.hints_used, 9);
    assert_eq!(s.win_message(), "Solved in 9 moves (optimal 9)");
    assert_eq!(s.rating(), 1, "nine hints cost the stars of an optimal win, down to one");
    let record = s.progress.get(CARD1).unwrap();
    assert_eq!((record.best, record.hints, record.solved), (Some(9), 9, 1));
    assert!(!record.is_perfect(9), "a win with hints is not perfect");
    assert_eq!(record.stars(Some(9)), 1, "the library's mark rates it as the banner does");
    // No moves after the win.
    let c = idx(&s, 'C');
    let after = s.clone().reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
    assert_eq!(after.play.moves(), 9);
}

/// Plays the cluster's optimal moves from the position on the board to the win, as the player's
/// own slides (no hint asked for).
fn play_optimally(mut s: Rc<State>) -> Rc<State> {
    while !s.play.won() {
        let mv = s.cluster().unwrap().hint(&s.play.position).unwrap().mv;
        let to = (s.play.position.offset(mv.vehicle as usize) as i8 + mv.delta) as u8;
        s = s.reduce(Action::Play(PlayAction::Slide { vehicle: mv.vehicle as usize, offset: to }));
    }
    s
}

#[test]
fn the_result_says_the_help_it_had_and_rates_it() {
    // The shared text names the puzzle as the game's panel does (a seed card by its library name).
    const DAILY: &str = "https://example.org/#daily";
    const LINK: &str = "https://example.org/#g";
    // Alone, optimal: ★★★, perfect, no word of help.
    let alone = play_optimally(game(CARD1));
    assert_eq!(alone.rating(), 3);
    assert_eq!(alone.help_note(), None);
    assert_eq!(
        alone.result_text(None, LINK, DAILY),
        format!("Rush Hour · Card 1 (starter set)\nSolved in 9 moves (optimal 9) ★★★\n{LINK}")
    );
    assert!(alone.progress.get(CARD1).unwrap().is_perfect(9));
    // With one hint, then alone: a star less, and the shared text says so.
    let hinted = play_optimally(game(CARD1).reduce(Action::Play(PlayAction::Hint)));
    assert_eq!(hinted.rating(), 2);
    assert_eq!(
        hinted.result_text(None, LINK, DAILY),
        format!("Rush Hour · Card 1 (starter set)\nSolved in 9 moves (optimal 9), 1 hint ★★☆\n{LINK}")
    );
    assert_eq!(hinted.help_note().as_deref(), Some("With 1 hint: each hint costs a star, so this win is not “perfect”."));
    // With Hint on every move: ★, "9 hints" (the shared text once said "★★★ … all optimal").
    let mut all = game(CARD1);
    while !all.play.won() {
        all = all.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint));
    }
    assert!(
        all.result_text(None, LINK, DAILY).contains("Solved in 9 moves (optimal 9), 9 hints ★☆☆\n"),
        "{}",
        all.result_text(None, LINK, DAILY)
    );
    // One move of the player's, then Solve: no stars, and how many moves the solver made.
    let s = game(CARD1);
    let e = idx(&s, 'E');
    let mut s = s.reduce(Action::Play(PlayAction::Slide { vehicle: e, offset: 2 })).reduce(Action::Plan(PlanAction::Solve));
    while !s.play.won() {
        s = s.reduce(Action::Plan(PlanAction::Tick));
    }
    let (n, by_solver) = (s.play.moves(), s.play.solver_moves());
    assert_eq!(by_solver, n - 1);
    assert_eq!(s.rating(), 0);
    assert_eq!(
        s.result_text(None, LINK, DAILY),
        format!("Rush Hour · Card 1 (starter set)\nSolved in {n} moves (optimal 9), {by_solver} of {n} moves by the solver\n{LINK}")
    );
    assert_eq!(
        s.help_note(),
        Some(format!(
            "Solved with the solver ({by_solver} of {n} moves by the solver): no stars, and this win is not timed or kept as your best."
        ))
    );
    let record = s.progress.get(CARD1).unwrap();
    assert_eq!((record.best, record.solved, record.stars(Some(9))), (None, 1, 0), "solved with the solver: no best, no stars");
}

#[test]
fn a_win_by_key_presses_is_recorded() {
    // The red car two cells from the exit with nothing in the way: two presses, one move, a win.
    let s = game("oooooooooooooAAooooooooooooooooooooo");
    let a = idx(&s, 'A');
    let s = s.reduce(Action::Play(PlayAction::Step { vehicle: a, dir: 1 }));
    let s = s.reduce(Action::Play(PlayAction::Step { vehicle: a, dir: 1 }));
    let s = s.reduce(Action::Play(PlayAction::Step { vehicle: a, dir: 1 }));
    assert!(s.play.won());
    assert_eq!(s.play.moves(), 1);
    let record = s.progress.get(&s.play.start_grid()).expect("the win is in the saved progress");
    assert_eq!((record.solved, record.best), (1, Some(1)));
}

/// `PlayAction::JumpTo` as the state graph's click sends it: with the engine's shortest path.
fn jump(s: &Rc<State>, target: &Position) -> Action {
    let path = plan_between(&s.play.board, &s.play.start, target, Metric::Moves).unwrap_or_default();
    Action::Play(PlayAction::JumpTo { target: target.clone(), path })
}

#[test]
fn jump_to_records_a_shortest_path_from_the_start() {
    let s = game(CARD1).reduce(Action::Plan(PlanAction::Solve)).reduce(Action::Plan(PlanAction::Tick));
    let cluster = s.cluster().unwrap().clone();
    let (far, d) = cluster.hardest().unwrap();
    let s = s.clone().reduce(jump(&s, &far));
    assert_eq!(s.play.position, far);
    assert_eq!(s.to_go(), Some(d));
    assert!(s.playback.is_none() && s.play.redo.is_empty());
    assert!(s.play.assisted(), "a jump counts as the solver's moves");
    let path = s.play.history.iter().map(|p| p.mv).collect::<Vec<_>>();
    assert_eq!(rules::replay(&s.play.board, &s.play.start, &path), Ok(far.clone()));
    // Undo walks back along the path; Reset goes to the start.
    let n = s.play.moves();
    assert_eq!(s.clone().reduce(Action::Play(PlayAction::Undo)).play.moves(), n - 1);
    let back = s.clone().reduce(jump(&s, &s.play.start));
    assert_eq!((back.play.moves(), back.play.position.clone()), (0, s.play.start.clone()));
    // A position outside the cluster (here: an illegal one) is refused.
    let mut bad = s.play.start.clone();
    bad.0[0] = 5;
    assert!(Rc::ptr_eq(&s, &s.clone().reduce(jump(&s, &bad))));
    // A path that does not lead to the target is refused.
    let wrong = Action::Play(PlayAction::JumpTo { target: far.clone(), path: Vec::new() });
    assert!(Rc::ptr_eq(&s, &s.clone().reduce(wrong)));
}

#[test]
fn the_title_is_the_name_given_else_the_library_name_else_custom() {
    let s = game(CARD1);
    assert_eq!(s.play.title(), "Card 1 (starter set)", "a link to a library puzzle gets its library name");
    let named = s.reduce(Action::Puzzle(PuzzleAction::Load { puzzle: grid::parse(CARD1).unwrap(), name: Some("Your puzzle".into()) }));
    assert_eq!(named.play.title(), "Your puzzle");
    let custom = named
        .reduce(Action::Puzzle(PuzzleAction::Load { puzzle: grid::parse("ooooooooooooAAoooooooooooooooooooooo").unwrap(), name: None }));
    assert_eq!(custom.play.title(), "Custom puzzle");
}
