//! The tools' replies read: good ones into the page's answers, and a plan that breaks the rules,
//! a sample position off the board, a generated puzzle whose vehicles overlap, each a failure
//! naming it.

use super::*;
use crate::worker_protocol::arrival::tests::{card, optimal};
use rush_hour_engine::search::layers::LayerStatus;

fn bad_plan(p: &Puzzle) -> Vec<Move> {
    vec![Move::new(p.board.index_of('A').unwrap(), 4)]
}

/// A question's answer to one reply.
trait ReadNow: Question {
    fn read_now(&self, reply: Self::Reply) -> Result<Self::Found, EngineFailure> {
        self.read(reply, None).expect("an answer")
    }
}

impl<Q: Question> ReadNow for Q {}

#[test]
fn a_bounds_step_s_plans_are_checked_on_the_board() {
    let p = card();
    let q = BoundsQuestion { board: p.board.clone(), start: p.start.clone(), heuristic: 1, memory_budget: 9, skip: 2 };
    assert_eq!(q.request(), Request::Bounds { puzzle: p.clone(), heuristic: 1, memory_budget: 9, skip: 2 });
    let good = optimal(&p);
    let upper = |plan| BoundsReport::Upper { width: 10, found: Some(1), shortened: Some(1), memory_stop: None, plan };
    let report = |step, upper_plan| BoundsStepReport { step: Some(step), end: None, upper: upper_plan, lower: 1, millis: 2.0, memory: 3 };
    let answer = q.read_now(report(upper(Some(good.clone())), Some(good.clone()))).unwrap();
    assert_eq!((answer.step_plan, answer.upper), (Some(good.clone()), Some(good.clone())));
    let why = q.read_now(report(upper(Some(bad_plan(&p))), None)).unwrap_err().to_string();
    assert!(why.starts_with("the engine's plan could not be read: move 1 of the plan"), "{why}");
    assert!(q.read_now(report(upper(None), Some(bad_plan(&p)))).is_err(), "the upper bound's plan too");
    let end = BoundsOutcome::Optimal { moves: 1, plan: Ok(bad_plan(&p)), met: true };
    let ended = BoundsStepReport { step: None, end: Some(end), upper: None, lower: 1, millis: 0.0, memory: 0 };
    assert!(q.read_now(ended).is_err(), "the end's plan too");
}

#[test]
fn a_layer_s_sample_and_plan_are_checked_on_the_board() {
    let p = card();
    let q = LayersQuestion { board: p.board.clone(), from: p.start.clone(), depth: 3, budget: 100, sample: 2 };
    assert_eq!(q.request(), Request::Layers { puzzle: p.clone(), depth: 3, budget: 100, sample: 2 });
    let report = |sample, plan| LayersReport {
        sizes: vec![1, 4],
        discovered: 5,
        expanded: 1,
        expanded_to_goal: None,
        sample,
        status: LayerStatus::InProgress,
        plan,
    };
    let good = report(vec![p.start.clone()], None);
    assert_eq!(q.read_now(good.clone()), Ok(good));
    let mut overlapping = p.start.clone();
    overlapping.0[p.board.index_of('B').unwrap()] += 1;
    let why = q.read_now(report(vec![overlapping], None)).unwrap_err().to_string();
    assert!(why.starts_with("the engine's positions do not fit the board") && why.contains("overlap"), "{why}");
    assert!(q.read_now(report(vec![Position(vec![0])], None)).is_err(), "too few offsets");
    assert!(q.read_now(report(vec![], Some(bad_plan(&p)))).is_err());
}

#[test]
fn a_comparison_s_plan_and_algorithm_are_checked() {
    let p = card();
    let compared = |algorithm, plan| Compared { algorithm, plan, expanded: 1, generated: 2, max_frontier: 3, stopped: None, millis: 4.0 };
    let q = CompareQuestion { board: p.board.clone(), from: p.start.clone(), metric: Metric::Moves, algorithm: 0, max_expanded: 50 };
    let report = q.read_now(compared(0, None)).unwrap();
    assert_eq!((report.algorithm, report.millis, report.plan), (Algorithm::all(Metric::Moves)[0], Some(4.0), None));
    assert!(q.read_now(compared(99, None)).unwrap_err().to_string().contains("99"));
    assert!(q.read_now(compared(0, Some(bad_plan(&p)))).is_err());
    let steps = CompareQuestion { metric: Metric::Steps, algorithm: 2, ..q };
    assert_eq!(steps.request(), Request::Compare { puzzle: p.clone(), steps: true, algorithm: 2, max_expanded: 50 });
}

#[test]
fn a_generated_puzzle_is_checked_by_the_board_s_rules() {
    let p = card();
    let q = GeneratorQuestion { size: (6, 5), moves: 10..=20, walls: true, seed: 7 };
    let Request::Generate { width, height, min_moves, max_moves, walls, seed, .. } = q.request() else { panic!("a Generate") };
    assert_eq!((width, height, min_moves, max_moves, walls, seed), (6, 5, 10, 20, true, 7));
    assert_eq!(q.read(GeneratorReply::Rated { tries: 3 }, None), None);
    assert_eq!(q.read_now(GeneratorReply::NotFound { tries: 7 }), Ok(NewPuzzle::NotFound { tries: 7 }));
    let found = q.read_now(GeneratorReply::Generated { puzzle: p.clone(), moves: 5, cluster: 9, tries: 2 });
    assert_eq!(found, Ok(NewPuzzle::Found { puzzle: p.clone(), moves: 5, cluster: 9, tries: 2 }));
    let mut overlapping = p.clone();
    overlapping.start.0[p.board.index_of('B').unwrap()] += 1;
    let why = q.read_now(GeneratorReply::Generated { puzzle: overlapping, moves: 5, cluster: 9, tries: 2 }).unwrap_err();
    assert!(why.to_string().starts_with("the engine's puzzle could not be read") && why.to_string().contains("overlap"), "{why}");
}

#[test]
fn a_graph_s_bytes_that_cannot_be_read_are_a_failure() {
    let p = card();
    let q = GraphQuestion { board: p.board.clone(), start: p.start.clone(), metric: Metric::Steps, max_nodes: 9 };
    assert_eq!(q.request(), Request::Graph { puzzle: p.clone(), steps: true, max_nodes: 9 });
    let built = || GraphBuilt { nodes: 1, edges: 0, millis: 1.0 };
    assert!(q.read(built(), None).unwrap().is_err());
    assert!(q.read(built(), Some(&[1, 2, 3])).unwrap().is_err());
}
