//! The answers after a move from the first search's kept layers (`search::known_layers`)
//! against the solvers from scratch: random walks of legal moves, on and off the plan, from the
//! start of boards with known optimal lengths; at every step the distance is the solver's and
//! the plan replays under the rules to the goal.

mod common;

use common::{XorShift, read};
use rush_hour_engine::model::board::{Position, Puzzle};
use rush_hour_engine::model::rules::{Metric, Move, apply, is_goal, legal_moves, replay};
use rush_hour_engine::search::frontier::solve_lean;
use rush_hour_engine::search::known_layers::{KnownError, KnownLayers, KnownStart, move_between};
use rush_hour_engine::search::limits::Limits;
use rush_hour_engine::search::solver::{Outcome, solve_with};

fn plan_of(outcome: &Outcome) -> Vec<Move> {
    match outcome {
        Outcome::Solved(plan) => plan.clone(),
        Outcome::Unsolvable => panic!("unsolvable"),
    }
}

fn replays_to_goal(p: &Puzzle, from: &Position, plan: &[Move], name: &str) {
    let end = replay(&p.board, from, plan).unwrap_or_else(|(i, e)| panic!("{name}: move {} illegal: {e}", i + 1));
    assert!(is_goal(&p.board, &end), "{name}: the plan does not free the red car");
}

/// How a walk picks its moves.
#[derive(Clone, Copy)]
enum Walker {
    /// The known plan's next move with one chance in this many, else any legal move.
    OnPlan(u64),
    /// Any legal move but the known plan's next one (a player who wanders off the plan).
    Wandering,
}

/// Walks `steps` random legal moves from the start (as `walker` picks them), answering each
/// position from the layers kept with `slack` and checking it against a search from scratch.
/// Returns the distances answered.
fn walk(p: &Puzzle, optimal: usize, steps: usize, walker: Walker, slack: usize, seed: u64, name: &str) -> Vec<usize> {
    let lean = p.board.width() > 8;
    let searched = KnownLayers::search_with_slack(&p.board, &p.start, slack, &mut Limits::default());
    let KnownStart::Kept(known, report) = searched.expect(name) else {
        panic!("{name}: no layers kept");
    };
    let mut plan = plan_of(&report.outcome);
    assert_eq!(plan.len(), optimal, "{name}: the start's plan");
    assert_eq!(known.distance(), optimal, "{name}");
    replays_to_goal(p, &p.start, &plan, name);
    assert_eq!(known.layer_of_position(&p.start), Some(0), "{name}");
    let mut rng = XorShift(seed);
    let mut here = p.start.clone();
    let mut distances = Vec::new();
    for step in 0..steps {
        let mut moves = legal_moves(&p.board, &here, Metric::Moves);
        let m = match walker {
            Walker::OnPlan(n) if rng.below(n) == 0 => plan[0],
            Walker::OnPlan(_) => moves[rng.below(moves.len() as u64) as usize],
            Walker::Wandering => {
                moves.retain(|&m| m != plan[0]);
                moves[rng.below(moves.len() as u64) as usize]
            }
        };
        let next = apply(&p.board, &here, m).unwrap();
        if is_goal(&p.board, &next) {
            break;
        }
        let answer =
            known.after_move(&p.board, &here, &plan, &next, &mut Limits::default()).unwrap_or_else(|e| panic!("{name} step {step}: {e}"));
        let got = plan_of(&answer.outcome);
        replays_to_goal(p, &next, &got, name);
        let search = if lean { solve_lean } else { solve_with };
        let scratch = search(&p.board, &next, Metric::Moves, &mut Limits::default()).unwrap();
        assert_eq!(Some(got.len()), scratch.cost(Metric::Moves), "{name} step {step}: the distance after {m:?}");
        assert!(got.len().abs_diff(plan.len()) <= 1, "{name} step {step}");
        distances.push(got.len());
        (here, plan) = (next, got);
    }
    distances
}

#[test]
fn answers_after_moves_match_the_solver_on_the_6x6_large_boards_and_cards() {
    let mut changes = [0usize; 3];
    let mut puzzles: Vec<_> = read("large-boards.txt").into_iter().filter(|(_, p, _)| p.board.width() == 6).collect();
    puzzles.extend(read("thinkfun40.txt").into_iter().step_by(5));
    for (i, (optimal, p, name)) in puzzles.iter().enumerate() {
        let optimal = optimal.expect("a known optimum");
        let distances = walk(p, optimal, 25, Walker::OnPlan(3), 0, 0x9E37 + i as u64, name);
        // With a slack, and wandering off the plan.
        walk(p, optimal, 25, Walker::Wandering, 2, 0x51AC + i as u64, name);
        let mut before = optimal;
        for d in distances {
            changes[d + 1 - before] += 1;
            before = d;
        }
    }
    // The walks meet all three answers: one move closer, as far, one move farther.
    assert!(changes.iter().all(|&n| n > 0), "{changes:?}");
}

#[test]
fn answers_after_moves_match_the_lean_solver_on_uva_9x9_4() {
    let (optimal, p, name) = read("large-boards.txt").into_iter().find(|(_, _, n)| n == "uva-9x9-4").unwrap();
    walk(&p, optimal.unwrap(), 12, Walker::OnPlan(3), 0, 7, &name);
}

#[test]
fn wandering_off_the_plan_on_uva_9x9_4_matches_the_lean_solver_with_and_without_slack() {
    let (optimal, p, name) = read("large-boards.txt").into_iter().find(|(_, _, n)| n == "uva-9x9-4").unwrap();
    for slack in [0, 2] {
        walk(&p, optimal.unwrap(), 12, Walker::Wandering, slack, 11 + slack as u64, &name);
    }
}

/// Issue 62's wandering player on the two largest 9×9 boards, a few moves each: every answer the
/// lean solver's from scratch (each a search of seconds; run it in release:
/// `cargo test --release -p rush-hour-engine --test known_layers -- --ignored`).
#[test]
#[ignore = "minutes: two 9×9 boards searched from scratch at every step"]
fn wandering_off_the_plan_on_uva_9x9_5_and_6_matches_the_lean_solver() {
    for (name, slack) in [("uva-9x9-5", 2), ("uva-9x9-6", 0)] {
        let (optimal, p, name) = read("large-boards.txt").into_iter().find(|(_, _, n)| n == name).unwrap();
        walk(&p, optimal.unwrap(), 4, Walker::Wandering, slack, 3, &name);
    }
}

#[test]
fn the_distances_known_with_a_slack_are_the_clusters() {
    use rush_hour_engine::search::cluster::Cluster;
    for (_, p, name) in small_large_boards_and_cards() {
        let cluster = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
        for slack in 0..=3 {
            let searched = KnownLayers::search_with_slack(&p.board, &p.start, slack, &mut Limits::default()).unwrap();
            let KnownStart::Kept(known, _) = searched else { panic!("{name}: no layers kept") };
            assert_eq!(known.slack(), slack);
            known_distances_are_the_clusters(&p, &cluster, &known, &name);
        }
    }
}

/// A slack cut to what a number of positions holds (`search_within`): from 0 (one position) to
/// the whole slack asked for (no limit), never less for more positions, and whatever slack is
/// kept, its distances are the cluster's.
#[test]
fn a_slack_cut_to_a_number_of_positions_keeps_the_clusters_distances() {
    use rush_hour_engine::search::cluster::Cluster;
    let mut cut_between = 0;
    for (_, p, name) in small_large_boards_and_cards() {
        let cluster = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
        let kept = |slack| match KnownLayers::search_with_slack(&p.board, &p.start, slack, &mut Limits::default()).unwrap() {
            KnownStart::Kept(known, _) => known.positions(),
            KnownStart::Answered(_) => panic!("{name}: no layers kept"),
        };
        let mut caps = vec![1];
        caps.extend((0..=3).flat_map(|s| [kept(s) - 1, kept(s), kept(s) + kept(s) / 4]));
        caps.push(usize::MAX);
        caps.sort_unstable();
        let mut last = 0;
        for cap in caps {
            let searched = KnownLayers::search_within(&p.board, &p.start, 3, cap, &mut Limits::default()).unwrap();
            let KnownStart::Kept(known, _) = searched else { panic!("{name}: no layers kept") };
            let slack = known.slack();
            assert!(slack >= last, "{name}: {cap} positions keep slack {slack}, fewer kept {last}");
            assert!(cap > 1 || slack == 0, "{name}: one position keeps slack {slack}");
            assert!(cap < usize::MAX || slack == 3, "{name}: no limit keeps slack {slack}");
            assert!(known.positions() <= kept(3), "{name}");
            known_distances_are_the_clusters(&p, &cluster, &known, &name);
            cut_between += (1..3).contains(&slack) as usize;
            last = slack;
        }
    }
    assert!(cut_between > 0, "no cut between 0 and 3 tried");
}

fn small_large_boards_and_cards() -> Vec<(Option<usize>, Puzzle, String)> {
    let mut puzzles: Vec<_> = read("large-boards.txt").into_iter().filter(|(_, p, _)| p.board.width() == 6).collect();
    puzzles.extend(read("thinkfun40.txt").into_iter().step_by(8));
    puzzles
}

/// Every position kept lies in a layer up to `D + slack - 2`; its distance is known exactly when
/// it lies on a plan from the start of at most `D + slack` moves, and that plan replays.
fn known_distances_are_the_clusters(p: &Puzzle, cluster: &rush_hour_engine::search::cluster::Cluster, known: &KnownLayers, name: &str) {
    let (d, slack) = (known.distance(), known.slack());
    let (mut known_count, mut kept) = (0, 0);
    for pos in cluster.positions() {
        let Some(j) = known.layer_of_position(&pos) else {
            continue;
        };
        kept += 1;
        assert!(j + 2 <= d + slack, "{name}, slack {slack}: layer {j} kept");
        let h = cluster.distance(&pos).unwrap() as usize;
        match known.known_plan(&pos) {
            Some(plan) => {
                assert_eq!(plan.len(), h, "{name}, slack {slack}: a known distance");
                assert!(j + h <= d + slack, "{name}, slack {slack}");
                replays_to_goal(p, &pos, &plan, name);
                assert_eq!(known.on_optimal_plan(&pos).is_some(), j + h == d, "{name}, slack {slack}");
                known_count += 1;
            }
            None => assert!(j + h > d + slack, "{name}, slack {slack}: layer {j}, distance {h}, not known"),
        }
    }
    assert_eq!(kept, known.positions(), "{name}, slack {slack}");
    assert!(known_count >= d - 1, "{name}, slack {slack}");
}

#[test]
fn a_position_not_one_move_from_the_known_one_is_refused() {
    let (_, p, _) = read("large-boards.txt").into_iter().find(|(_, _, n)| n == "uva-6x6-1").unwrap();
    let KnownStart::Kept(known, report) = KnownLayers::search(&p.board, &p.start, &mut Limits::default()).unwrap() else { panic!() };
    let plan = plan_of(&report.outcome);
    let two = replay(&p.board, &p.start, &plan[..2]).unwrap();
    assert!(move_between(&p.board, &p.start, &two).is_none());
    let refused = known.after_move(&p.board, &p.start, &plan, &two, &mut Limits::default());
    assert!(matches!(refused, Err(KnownError::Refused(_))), "{refused:?}");
    // A plan that does not reach the goal is refused too.
    let one = replay(&p.board, &p.start, &plan[..1]).unwrap();
    let refused = known.after_move(&p.board, &p.start, &plan[..3], &one, &mut Limits::default());
    assert!(matches!(refused, Err(KnownError::Refused(_))), "{refused:?}");
    // Its plan's positions are in the layers, each at its index, on an optimal plan with its
    // distance; one move back from the second is not.
    let mut here = p.start.clone();
    for (i, m) in plan[..plan.len() - 1].iter().enumerate() {
        assert_eq!(known.layer_of_position(&here), Some(i));
        let along = known.on_optimal_plan(&here).expect("on the optimal plan");
        assert_eq!(along.len(), plan.len() - i);
        replays_to_goal(&p, &here, &along, "uva-6x6-1");
        here = apply(&p.board, &here, *m).unwrap();
    }
}

#[test]
fn a_memory_budget_stops_the_first_search_cleanly() {
    let (_, p, _) = read("large-boards.txt").into_iter().find(|(_, _, n)| n == "uva-9x9-4").unwrap();
    let stopped = KnownLayers::search(&p.board, &p.start, &mut Limits::memory(1 << 20));
    assert!(matches!(stopped, Err(KnownError::Stopped(_))), "{:?}", stopped.as_ref().err());
}

#[test]
fn the_positions_marked_on_optimal_plans_are_those_at_their_layers_distance() {
    use rush_hour_engine::search::cluster::Cluster;
    for (_, p, name) in read("large-boards.txt").into_iter().filter(|(_, p, _)| p.board.width() == 6) {
        let KnownStart::Kept(known, _) = KnownLayers::search(&p.board, &p.start, &mut Limits::default()).unwrap() else { panic!() };
        let cluster = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
        let d = known.distance();
        let (mut marked, mut kept) = (0, 0);
        for pos in cluster.positions() {
            let Some(j) = known.layer_of_position(&pos) else { continue };
            kept += 1;
            let distance = cluster.distance(&pos).unwrap() as usize;
            assert!(distance >= d - j, "{name}: a position of layer {j} at {distance} from the goal");
            match known.on_optimal_plan(&pos) {
                Some(plan) => {
                    assert_eq!(distance, d - j, "{name}");
                    assert_eq!(plan.len(), distance, "{name}");
                    replays_to_goal(&p, &pos, &plan, &name);
                    marked += 1;
                }
                None => assert!(distance > d - j, "{name}: a position on an optimal plan not marked"),
            }
        }
        assert_eq!(kept, known.positions(), "{name}");
        assert!(marked > d - 1, "{name}");
    }
}
