use super::{Refused, entry};
use crate::game::handoff;
use crate::game::state::testing::{CARD1, game, idx};
use crate::game::state::{Action, ClockAction, Mode, PlanAction, PlayAction, PuzzleAction, ReviewAction, SavedAction, State};
use rush_hour_engine::model::grid;
use std::rc::Rc;

/// The page after a reload: the puzzle of its link, fresh, analysed.
fn reloaded() -> Rc<State> {
    game(CARD1)
}

/// A game with every kind of move: a drag, two key presses joined into one move, a hint applied,
/// two of the solver's, one taken back (to redo), a hint on show; the clock started at 1 s.
fn a_game_in_progress() -> Rc<State> {
    let s = game(CARD1);
    let (c, e) = (idx(&s, 'C'), idx(&s, 'E'));
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 })).reduce(Action::Clock(ClockAction::Sync { now: 1_000.0 }));
    let s = s.reduce(Action::Play(PlayAction::Step { vehicle: e, dir: -1 })).reduce(Action::Play(PlayAction::Step { vehicle: e, dir: -1 }));
    let s = s.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint)).reduce(Action::Play(PlayAction::Hint));
    let mut s = s.reduce(Action::Plan(PlanAction::Solve)).reduce(Action::Clock(ClockAction::Sync { now: 9_000.0 }));
    s = s.reduce(Action::Plan(PlanAction::Tick)).reduce(Action::Plan(PlanAction::Tick)).reduce(Action::Plan(PlanAction::Stop));
    s.reduce(Action::Play(PlayAction::Undo))
}

#[test]
fn a_game_goes_through_its_entry_and_back() {
    let s = a_game_in_progress();
    let marks: Vec<(bool, bool)> = s.play.history.iter().map(|p| (p.by_key, p.by_solver)).collect();
    assert_eq!(marks, [(false, false), (true, false), (false, false), (false, true)], "a drag, keys, a hint, the solver's");
    assert_eq!((s.play.redo.len(), s.play.hints_used), (1, 2));
    let text = entry(&s, 12_000.0);
    assert_eq!(
        text,
        format!(
            "grid={CARD1}&moves=C-1,E-2,{}&marks=pkps&redo={}&redo_marks=s&hints=2&clock=8000",
            text_of_moves(&s, 2..4),
            text_of_redo(&s)
        )
    );
    // On the page after a reload (its clock counting from 0 again).
    let r = reloaded().reduce(Action::Puzzle(PuzzleAction::Resume(text.clone())));
    assert_eq!(r.play.history, s.play.history);
    assert_eq!(r.play.redo, s.play.redo);
    assert_eq!((r.play.position.clone(), r.play.hints_used), (s.play.position.clone(), 2));
    assert_eq!((r.clock.counted_ms, r.clock.started, r.clock.running(), r.clock.won_ms), (8_000.0, true, false, None));
    assert_eq!(r.messages.announcement, "Your game resumed: 4 moves");
    // Its entry is the same text; the clock runs on from 8 s; Redo redoes the solver's move.
    assert_eq!(entry(&r, 0.0), text);
    assert!(r.clock_should_run());
    let r = r.reduce(Action::Clock(ClockAction::Sync { now: 500.0 }));
    assert_eq!(r.clock.elapsed_ms(2_500.0), 10_000.0);
    let r = r.reduce(Action::Play(PlayAction::Redo));
    assert_eq!((r.play.moves(), r.play.assisted()), (5, true));
    // A fresh game's entry: no moves, no clock.
    assert_eq!(entry(&game(CARD1), 5.0), format!("grid={CARD1}&moves=&marks=&redo=&redo_marks=&hints=0"));
}

fn text_of_moves(s: &State, range: std::ops::Range<usize>) -> String {
    handoff::query_value(&handoff::moves_of(&s.play.board, s.play.history[range].iter().map(|p| p.mv)))
}

fn text_of_redo(s: &State) -> String {
    handoff::query_value(&handoff::moves_of(&s.play.board, s.play.redo.iter().map(|p| p.mv)))
}

#[test]
fn a_reload_after_a_win_starts_the_puzzle_afresh() {
    let mut s = game(CARD1);
    let c = idx(&s, 'C');
    s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 })).reduce(Action::Clock(ClockAction::Sync { now: 0.0 }));
    while !s.play.won() {
        s = s.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint));
    }
    let s = s.reduce(Action::Clock(ClockAction::Sync { now: 21_000.0 }));
    assert_eq!(s.clock.won_ms, Some(21_000));
    let text = entry(&s, 30_000.0);
    assert!(text.ends_with("&clock=21000&won=21000"), "{text}");
    // The page reloaded, with the progress it saved: the puzzle afresh, the best win offered for
    // review from the progress.
    let fresh = reloaded().reduce(Action::Saved(SavedAction::Progress((*s.progress).clone())));
    let mut copy = (*fresh).clone();
    assert_eq!(copy.resume_game(&text), Err(Refused::Won));
    let replayed = fresh.reduce(Action::Review(ReviewAction::BestWin));
    assert_eq!((replayed.play.moves(), replayed.review.at), (s.play.moves(), Some(0)));
    // The won game handed to the tools page by its link: the entry adds the win's time.
    let handed = handoff::apply(reloaded(), Some(Mode::Present), &handoff::moves(&s)).reduce(Action::Puzzle(PuzzleAction::Resume(text)));
    assert!(handed.play.won());
    assert_eq!((handed.clock.won_ms, handed.play.hints_used, handed.rating()), (Some(21_000), s.play.hints_used, s.rating()));
    assert!(!handed.clock_should_run());
}

#[test]
fn another_puzzles_entry_or_a_damaged_one_changes_nothing() {
    let s = reloaded();
    let good = entry(&a_game_in_progress(), 12_000.0);
    let refused = |text: &str| {
        let mut copy = (*s).clone();
        let why = copy.resume_game(text).unwrap_err();
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::Puzzle(PuzzleAction::Resume(text.to_string())))), "{text}: the state changed");
        why
    };
    let damaged = |text: &str| assert!(matches!(refused(text), Refused::Damaged(_)), "{text}: {:?}", refused(text));
    // Another puzzle's game.
    let other = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";
    let p = game(other);
    let l = idx(&p, 'L');
    let theirs = p.reduce(Action::Play(PlayAction::Slide { vehicle: l, offset: 1 }));
    assert_eq!(refused(&entry(&theirs, 0.0)), Refused::AnotherPuzzle);
    // Not this format: nothing, JSON, another version's field, no puzzle.
    for text in ["", "{\"moves\":[]}", &format!("{good}&speed=2"), "moves=C-1&marks=p"] {
        damaged(text);
    }
    // A move that does not read, a mark that does not match, moves that do not replay (A cannot
    // pass truck B), moves to redo that do not replay, numbers out of range, a win's time
    // without the win.
    let base = format!("grid={CARD1}&redo=&redo_marks=&hints=0");
    for (moves, marks) in [("C-1,Q%2B9", "pp"), ("C-1", "pp"), ("C-1", "x"), ("C-1,A%2B3", "pp"), ("C-1,C-1,C-1", "ppp")] {
        damaged(&format!("{base}&moves={moves}&marks={marks}"));
    }
    damaged(&format!("grid={CARD1}&moves=C-1&marks=p&redo=C%2B1,C%2B1&redo_marks=pp&hints=0"));
    damaged(&format!("{base}&moves=&marks=&hints=-1"));
    damaged(&format!("{base}&moves=&marks=&clock=99999999999999999999"));
    damaged(&format!("{base}&moves=C-1&marks=p&clock=5000&won=5000"));
    // The entry written by the same game is taken.
    assert!((*s).clone().resume_game(&good).is_ok());
}

#[test]
fn a_game_handed_over_by_a_link_takes_its_own_entry_only() {
    let kept = a_game_in_progress();
    let text = entry(&kept, 12_000.0);
    // The tools page opened by the game's page: the same moves came in the link; the entry adds
    // their marks, the redo list, the hints and the clock.
    let handed = handoff::apply(reloaded(), Some(Mode::Classroom), &handoff::moves(&kept));
    assert!(handed.play.history.iter().all(|p| !p.by_solver));
    let r = handed.reduce(Action::Puzzle(PuzzleAction::Resume(text.clone())));
    assert_eq!((r.play.history.clone(), r.play.hints_used, r.clock.counted_ms), (kept.play.history.clone(), 2, 8_000.0));
    assert_eq!(r.settings.mode, Mode::Classroom);
    // A link with other moves (a shared one) keeps its game.
    let other = handoff::apply(reloaded(), None, "C-1");
    let mut copy = (*other).clone();
    assert_eq!(copy.resume_game(&text), Err(Refused::AnotherGame));
    assert_eq!(other.play.moves(), 1);
}

#[test]
fn an_entry_written_on_a_board_with_a_west_exit_reads_back() {
    // A grid with a `:W` exit and vehicles labelled in lower case (Fogleman's notation names them).
    let board = "ooooooo/ooAAobb/ooooooo:W";
    let s = Rc::new(State::new(grid::parse(board).unwrap()));
    let b = idx(&s, 'b');
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: b, offset: 4 }));
    let text = entry(&s, 0.0);
    assert_eq!(text, format!("grid={board}&moves=b-1&marks=p&redo=&redo_marks=&hints=0"));
    let fresh = Rc::new(State::new(grid::parse(board).unwrap()));
    assert_eq!(fresh.reduce(Action::Puzzle(PuzzleAction::Resume(text))).play.position, s.play.position);
}
