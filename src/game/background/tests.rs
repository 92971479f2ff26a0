use crate::game::cluster_too_large::ClusterTooLarge;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::game::state::testing::{CARD1, game};
use crate::game::state::{Action, Analysis, AnalysisAction, PlanAction, PlayAction, PuzzleId, State};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{Metric, apply, legal_moves};
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::limits::AnalysisStop;
use std::rc::Rc;

#[test]
fn a_running_analysis_can_be_stopped() {
    let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
    let s = s
        .reduce(Action::Analysis(AnalysisAction::Progress { puzzle_id: PuzzleId::default(), positions: 50 }))
        .reduce(Action::Analysis(AnalysisAction::Stop));
    assert!(matches!(s.background.analysis, Analysis::Stopped));
    assert!(s.clone().reduce(Action::Play(PlayAction::Hint)).play.hint.is_none());
    assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::Analysis(AnalysisAction::Stop))), "stopping twice changes nothing");
    let done = game(CARD1);
    assert!(Rc::ptr_eq(&done, &done.clone().reduce(Action::Analysis(AnalysisAction::Stop))), "nothing to stop once done");
}

/// A board whose cluster is too large for the page: a plan searched from the start answers
/// on its line; leaving it asks for a new search, and a late plan for a position left behind
/// is ignored.
#[test]
fn without_a_cluster_plans_from_the_position_answer() {
    let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
    let reason = ClusterTooLarge::Stopped(AnalysisStop::Memory { budget: 256 << 20, positions: 2_000_000 });
    let s = s.reduce(Action::Analysis(AnalysisAction::TooLarge { puzzle_id: PuzzleId::default(), reason }));
    assert_eq!(s.line_wanted(), Some(&s.play.start));
    // Plans still come (no reason to give where a plan is shown), a whole cluster does not.
    assert_eq!(s.background.analysis.why_unavailable(), None);
    let why = s.background.analysis.why_no_cluster().unwrap();
    assert!(
        why.contains("too large to analyse in full here (its cluster does not fit the engine's memory budget of 256 MB: 2,000,000 positions found before it stopped)"),
        "{why}"
    );
    assert_eq!(s.plan_to_show(), (vec![], 0, false), "no plan before the search ends");
    assert_eq!((s.to_go(), s.optimal()), (None, None));
    assert!(s.clone().reduce(Action::Play(PlayAction::Hint)).messages.announcement.starts_with("Searching"));
    let start = s.play.start.clone();
    let plan = Cluster::analyze(&s.play.board, &start, Metric::Moves).unwrap().plan(&start).unwrap();
    let line = Rc::new(PlanLine::new(&s.play.board, start.clone(), Some(plan.clone())).unwrap());
    let s = s.reduce(Action::Analysis(AnalysisAction::LineFound { puzzle_id: PuzzleId::default(), line: line.clone() }));
    assert_eq!((s.line_wanted(), s.to_go(), s.optimal()), (None, Some(plan.len() as u16), Some(plan.len() as u16)));
    assert_eq!(s.plan_to_show(), (plan.clone(), 0, false), "the presentation lists the line's plan");
    // Following the hint stays on the line.
    let s = s.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint));
    assert_eq!((s.line_wanted(), s.to_go()), (None, Some(plan.len() as u16 - 1)));
    // Leaving it: a search is wanted from here, and the old line no longer answers.
    let off = legal_moves(&s.play.board, &s.play.position, Metric::Moves)
        .into_iter()
        .find(|&m| !line.covers(&apply(&s.play.board, &s.play.position, m).unwrap()))
        .unwrap();
    let to = (s.play.position.offset(off.vehicle as usize) as i8 + off.delta) as u8;
    let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: off.vehicle as usize, offset: to }));
    assert_eq!(s.line_wanted(), Some(&s.play.position));
    assert_eq!(s.to_go(), None);
    let late = s.clone().reduce(Action::Analysis(AnalysisAction::LineFound { puzzle_id: PuzzleId::default(), line: line.clone() }));
    assert_eq!(late.line_wanted(), Some(&s.play.position), "a line that misses the board is ignored");
    // Solve with a fresh line from here plays it.
    let here = s.play.position.clone();
    let plan = Cluster::analyze(&s.play.board, &here, Metric::Moves).unwrap().plan(&here).unwrap();
    let fresh = Rc::new(PlanLine::new(&s.play.board, here, Some(plan.clone())).unwrap());
    let s = s
        .reduce(Action::Analysis(AnalysisAction::LineFound { puzzle_id: PuzzleId::default(), line: fresh }))
        .reduce(Action::Plan(PlanAction::Solve));
    assert_eq!(s.playback.as_ref().map(|p| p.plan.clone()), Some(plan));
    assert_eq!(s.optimal(), Some(line.distance(&start).unwrap()), "the puzzle's optimum stays the one from its start");
}

/// The worker's plan from the start, before the cluster: hints and moves to go on its line
/// while the analysis runs; its progress keeps the line, and the cluster or a too-large
/// verdict takes over from it.
#[test]
fn a_plan_from_the_start_answers_while_the_cluster_is_built() {
    let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
    let start = s.play.start.clone();
    let cluster = Rc::new(Cluster::analyze(&s.play.board, &start, Metric::Moves).unwrap());
    let plan = cluster.plan(&start).unwrap();
    let line = Rc::new(PlanLine::new(&s.play.board, start.clone(), Some(plan.clone())).unwrap());
    assert_eq!((s.to_go(), s.answers_here()), (None, false));
    let s = s.reduce(Action::Analysis(AnalysisAction::LineFound { puzzle_id: PuzzleId::default(), line: line.clone() }));
    assert!(matches!(s.background.analysis, Analysis::Pending { .. }), "still analysing");
    assert_eq!((s.to_go(), s.optimal(), s.line_wanted()), (Some(plan.len() as u16), Some(plan.len() as u16), None));
    let s = s.reduce(Action::Analysis(AnalysisAction::Progress { puzzle_id: PuzzleId::default(), positions: 500 }));
    assert_eq!(s.to_go(), Some(plan.len() as u16), "progress keeps the line");
    let hinted = s.clone().reduce(Action::Play(PlayAction::Hint));
    assert_eq!(hinted.play.hint.as_ref().map(|h| h.mv), Some(plan[0]));
    // A line for another puzzle is ignored.
    let stale = s
        .clone()
        .reduce(Action::Analysis(AnalysisAction::Progress { puzzle_id: PuzzleId::default(), positions: 0 }))
        .reduce(Action::Analysis(AnalysisAction::LineFound { puzzle_id: PuzzleId::default().next(), line: line.clone() }));
    assert_eq!(stale.to_go(), Some(plan.len() as u16));
    // Too large: the line answers on, and no search is wanted on it.
    let held = ClusterTooLarge::Held { size: 60_000_000 };
    let large = s.clone().reduce(Action::Analysis(AnalysisAction::TooLarge { puzzle_id: PuzzleId::default(), reason: held }));
    assert!(large.background.analysis.why_no_cluster().unwrap().contains("(it has 60,000,000 positions, more than the page keeps)"));
    assert_eq!((large.to_go(), large.line_wanted()), (Some(plan.len() as u16), None));
    // The cluster takes over.
    let ready = s.reduce(Action::Analysis(AnalysisAction::Ready { puzzle_id: PuzzleId::default(), cluster: cluster.clone() }));
    assert!(ready.cluster().is_some() && ready.plan_line().is_none());
    assert_eq!(ready.to_go(), Some(plan.len() as u16));
}

#[test]
fn a_failed_or_stopped_analysis_says_why() {
    let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
    assert_eq!(s.background.analysis.why_unavailable(), None, "still running");
    let failed = s.clone().reduce(Action::Analysis(AnalysisAction::Failed {
        puzzle_id: PuzzleId::default(),
        failure: "it has more than 750,000 reachable positions".to_string().into(),
    }));
    let why = failed.background.analysis.why_unavailable().unwrap();
    assert!(why.contains("stopped: it has more than 750,000 reachable positions"), "{why}");
    let stopped = s.reduce(Action::Analysis(AnalysisAction::Stop));
    assert!(stopped.background.analysis.why_unavailable().unwrap().contains("was stopped"));
    let late = stopped
        .clone()
        .reduce(Action::Analysis(AnalysisAction::Failed { puzzle_id: PuzzleId::default(), failure: "too large".to_string().into() }));
    assert!(Rc::ptr_eq(&late, &stopped), "a failure after the stop leaves it stopped");
    let progress = stopped.clone().reduce(Action::Analysis(AnalysisAction::Progress { puzzle_id: PuzzleId::default(), positions: 9_000 }));
    assert!(Rc::ptr_eq(&progress, &stopped), "a progress report after the stop leaves it stopped");
    assert_eq!(game(CARD1).background.analysis.why_unavailable(), None, "ready");
    assert_eq!(game(CARD1).background.analysis.why_no_cluster(), None, "ready");
    assert_eq!(failed.background.analysis.why_no_cluster(), Some(why), "failed: the same reason");
}

#[test]
fn unsolvable_puzzles_say_so() {
    let s = game("ooooo/AAoxo/ooooo");
    assert!(s.unsolvable_here());
    assert!(s.messages.announcement.contains("cannot be solved"));
    let h = s.reduce(Action::Play(PlayAction::Hint));
    assert!(h.play.hint.is_none());
    assert!(h.messages.announcement.contains("No move"));
}

#[test]
fn more_memory_after_a_stop_at_the_budget_starts_the_analysis_again() {
    let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
    assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::Analysis(AnalysisAction::RaiseMemoryBudget))), "nothing to raise while it runs");
    let failure = EngineFailure::MemoryBudget { budget: 512 << 20, positions: 9_000_000, depth: 14 };
    let failed = s.reduce(Action::Analysis(AnalysisAction::Failed { puzzle_id: PuzzleId::default(), failure }));
    let again = failed.clone().reduce(Action::Analysis(AnalysisAction::RaiseMemoryBudget));
    assert_eq!(again.background.memory_raised, 1);
    assert_eq!(again.puzzle_id, failed.puzzle_id, "the same puzzle");
    assert!(matches!(again.background.analysis, Analysis::Pending { positions: 0, line: None }));
    let next = again
        .reduce(Action::Analysis(AnalysisAction::Failed { puzzle_id: PuzzleId::default(), failure: "stopped again".to_string().into() }))
        .reduce(Action::Analysis(AnalysisAction::RaiseMemoryBudget));
    assert_eq!(next.background.memory_raised, 2);
}
