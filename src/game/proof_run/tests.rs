use super::*;
use rush_hour_engine::model::grid;

const CARD_1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

fn position(grid_text: &str) -> Position {
    grid::parse(grid_text).unwrap().start
}

fn plan(n: usize) -> Vec<Move> {
    vec![Move::new(1, 1); n]
}

/// A beam of `width` that found a plan of `moves`.
fn beam(width: usize, moves: usize) -> BoundsAnswer {
    BoundsAnswer {
        step: Some(BoundsReport::Upper { width, found: Some(moves), shortened: Some(moves), memory_stop: None, plan: None }),
        step_plan: Some(plan(moves)),
        end: None,
        end_plan: None,
        upper: Some(plan(moves)),
        lower: 1,
        millis: 1.0,
        memory: 0,
    }
}

/// The search of k proved no plan of ≤ k; with `optimum`, the run ends there.
fn proven(k: usize, upper: usize, optimum: bool) -> BoundsAnswer {
    BoundsAnswer {
        step: Some(BoundsReport::Lower { k, proven: true, layers: vec![1, 2], expanded: 10 * k, pruned: k, peak_memory: 0 }),
        step_plan: None,
        end: optimum.then(|| BoundsOutcome::Optimal { moves: upper, plan: Ok(Vec::new()), met: true }),
        end_plan: optimum.then(|| plan(upper)),
        upper: Some(plan(upper)),
        lower: k,
        millis: 1.0,
        memory: 0,
    }
}

fn started() -> ProofRun {
    let mut proof = ProofRun::default();
    proof.apply(ProofAction::Board(PuzzleId::default(), position(CARD_1)));
    proof
}

/// Answers the step asked with `answer`.
fn answer(proof: &mut ProofRun, answer: BoundsAnswer) {
    let serial = proof.asked.as_ref().expect("a step asked").serial;
    proof.apply(ProofAction::Answer { serial, answer });
}

#[test]
fn next_step_asks_one_step_and_waits() {
    let mut proof = started();
    assert_eq!(proof.estimate, 2, "the two-level estimate first");
    proof.apply(ProofAction::Next);
    assert_eq!(proof.asked.as_ref().map(|a| (a.estimate, a.skip)), Some((2, 0)));
    // A second click while it searches asks nothing more.
    let serial = proof.asked.as_ref().unwrap().serial;
    proof.apply(ProofAction::Next);
    assert_eq!(proof.asked.as_ref().unwrap().serial, serial);
    answer(&mut proof, beam(10, 12));
    assert_eq!(proof.asked, None, "one step, then it waits");
    assert_eq!(proof.run().answers.len(), 1);
    assert_eq!(proof.run().upper(), Some(12));
}

#[test]
fn run_asks_each_step_until_the_optimum_is_proven_and_plays_its_plan() {
    let mut proof = started();
    proof.apply(ProofAction::Run);
    for a in [beam(10, 12), beam(100, 10), beam(1000, 9)] {
        answer(&mut proof, a);
    }
    for k in 1..=7 {
        assert_eq!(proof.asked.as_ref().map(|a| a.skip), Some(2 + k), "step {k} asked with the steps before it skipped");
        answer(&mut proof, proven(k, 9, false));
    }
    answer(&mut proof, proven(8, 9, true));
    assert_eq!(proof.asked, None);
    assert!(!proof.running && proof.run().done());
    assert_eq!(proof.run().lower(), 8);
    let shown = proof.shown.as_ref().expect("the optimal plan on show");
    assert_eq!((shown.plan.len(), shown.autoplay), (9, true));
    assert_eq!(shown.title, "the optimal plan, 9 moves");
    // The chart: the upper bound falls 12 → 10 → 9, the lower one rises to meet it.
    let points = proof.run().points();
    assert_eq!(points.len(), 11);
    assert_eq!((points[0].label.as_str(), points[0].at_most), ("w10", Some(12)));
    assert_eq!((points[3].label.as_str(), points[3].at_least), ("k1", 2));
    assert_eq!((points[10].at_least, points[10].at_most), (9, Some(9)));
}

#[test]
fn stop_keeps_the_steps_and_says_what_it_interrupted_and_go_on_takes_it_from_there() {
    let mut proof = started();
    proof.apply(ProofAction::Run);
    answer(&mut proof, beam(10, 12));
    proof.apply(ProofAction::Stop);
    assert_eq!(proof.run().stopped.as_deref(), Some("the beams"));
    assert!(!proof.busy());
    for a in [beam(100, 10), beam(1000, 9), proven(1, 9, false)] {
        proof.apply(ProofAction::Next);
        answer(&mut proof, a);
    }
    assert_eq!(proof.run().stopped, None, "an answer clears the stop");
    proof.apply(ProofAction::Run);
    let stale = proof.asked.as_ref().unwrap().serial;
    proof.apply(ProofAction::Stop);
    assert_eq!(proof.run().stopped.as_deref(), Some("k = 2"));
    // The stopped step's answer, come late, is not taken.
    proof.apply(ProofAction::Answer { serial: stale, answer: proven(2, 9, false) });
    proof.apply(ProofAction::Progress { serial: stale, positions: 5, depth: 1, memory: 0 });
    assert_eq!((proof.run().answers.len(), proof.progress), (4, None));
    proof.apply(ProofAction::Run);
    assert_eq!(proof.asked.as_ref().map(|a| a.skip), Some(4), "Go on asks the step after the four kept");
}

#[test]
fn all_three_estimates_run_one_after_the_other() {
    let mut proof = started();
    proof.apply(ProofAction::AllThree);
    let mut order = vec![];
    while let Some(ask) = proof.asked.clone() {
        order.push(ask.estimate);
        answer(&mut proof, proven(1, 1, true));
    }
    assert_eq!(order, vec![2, 0, 1]);
    assert!(proof.runs.iter().all(Run::done));
    assert!(!proof.running && !proof.all_three);
}

#[test]
fn a_failure_ends_that_run_only() {
    let mut proof = started();
    proof.apply(ProofAction::AllThree);
    let serial = proof.asked.as_ref().unwrap().serial;
    proof.apply(ProofAction::Failed { serial, why: "the worker stopped".into() });
    assert_eq!(proof.runs[2].failure.as_deref(), Some("the worker stopped"));
    assert_eq!(proof.asked.as_ref().map(|a| a.estimate), Some(0), "the next estimate goes on");
}

#[test]
fn choosing_another_estimate_stops_the_search_and_keeps_each_run() {
    let mut proof = started();
    proof.apply(ProofAction::Next);
    answer(&mut proof, beam(10, 12));
    proof.apply(ProofAction::Run);
    proof.apply(ProofAction::Estimate(1));
    assert_eq!((proof.estimate, proof.asked.is_none(), proof.running), (1, true, false));
    assert_eq!(proof.runs[2].answers.len(), 1);
    assert_eq!(proof.runs[2].stopped.as_deref(), Some("the beams"));
}

#[test]
fn a_move_on_the_board_keeps_a_proof_begun_and_a_new_puzzle_starts_again() {
    let mut proof = started();
    let moved = position("ooBCCoooBoooAABoooDDDooEoooooEoooooE");
    // Not begun: the proof follows the board.
    proof.apply(ProofAction::Board(PuzzleId::default(), moved.clone()));
    assert_eq!(proof.origin.as_ref().map(|(_, p)| p), Some(&moved));
    proof.apply(ProofAction::Next);
    answer(&mut proof, beam(10, 12));
    // Begun: the plan stepped in Present leaves it of its position, said so.
    proof.apply(ProofAction::Board(PuzzleId::default(), position(CARD_1)));
    assert!(proof.moved);
    assert_eq!(proof.origin.as_ref().map(|(_, p)| p), Some(&moved));
    assert_eq!(proof.run().answers.len(), 1);
    // Back on its position: no longer moved.
    proof.apply(ProofAction::Board(PuzzleId::default(), moved.clone()));
    assert!(!proof.moved);
    // Start again on another position: the proof is now of the board's.
    proof.apply(ProofAction::Board(PuzzleId::default(), position(CARD_1)));
    proof.apply(ProofAction::StartAgain);
    assert!(!proof.moved);
    assert_eq!(proof.origin.as_ref().map(|(_, p)| p), Some(&position(CARD_1)));
    // Another puzzle: every run from the start, the estimate kept.
    proof.apply(ProofAction::Estimate(0));
    proof.apply(ProofAction::Next);
    answer(&mut proof, beam(10, 12));
    proof.apply(ProofAction::Board(PuzzleId::default().next(), moved));
    assert!(proof.runs.iter().all(|r| r.answers.is_empty()));
    assert_eq!(proof.estimate, 0);
}
