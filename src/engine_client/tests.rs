//! The engine client's conversations, reply by reply: every path the end-to-end tests drive in a
//! browser (hints and moves to go on 6×6, the split search and the layers kept on 9×9, the
//! answers after a move, a worker that dies), and every fall back to one worker; here what the
//! tests share, and a file a topic: `small_boards`, `big_boards`, `split_search`.

use super::game_analysis::{AFTER_MOVE_POSITIONS, Asker, GameAnalysis, HAND_OVER, after_move_positions};
use super::plan_search::PlanEvent;
use super::*;
use crate::game::cluster_too_large::ClusterTooLarge;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::game::puzzle_id::PuzzleId;
use crate::game::state::{Action, AnalysisAction};
use crate::worker_protocol::{Analysed, PlanFound, Reply, Request, SplitStep};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{Metric, Move, apply, legal_moves};
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::limits::AnalysisStop;
use rush_hour_engine::search::solver::{Outcome, solve};
use std::rc::Rc;

/// A 6×6 card (solved in a few moves) and a 9×9 board whose red car is one move from the exit,
/// with a car to move off the line.
fn six() -> (Board, Position) {
    let p = grid::parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
    (p.board, p.start)
}

fn nine() -> (Board, Position) {
    let p = grid::parse("ooooooooo/ooooooooo/ooooooooo/ooooooAAo/ooooooooo/ooooooooo/oooooBooo/oooooBooo/ooooooooo").unwrap();
    (p.board, p.start)
}

/// The optimal plan from `from`, as the worker sends it.
fn optimal(board: &Board, from: &Position) -> Option<Vec<Move>> {
    match solve(board, from, Metric::Moves).unwrap().outcome {
        Outcome::Solved(plan) => Some(plan),
        Outcome::Unsolvable => None,
    }
}

fn line(board: &Board, from: &Position) -> PlanLine {
    read_line(board, from, optimal(board, from)).unwrap()
}

const GB: usize = 1 << 30;

fn reply(task: Task, reply: Reply) -> Input {
    Input::Reply { task, part: None, reply, bytes: None }
}

fn part(task: Task, part: usize, reply: Reply) -> Input {
    Input::Reply { task, part: Some(part), reply, bytes: None }
}

/// The commands without the console's lines.
fn quiet(commands: Vec<Command>) -> Vec<Command> {
    commands.into_iter().filter(|c| !matches!(c, Command::Log(_))).collect()
}

fn asked(commands: &[Command]) -> (Task, Request) {
    match commands.iter().find(|c| matches!(c, Command::Ask { .. })) {
        Some(Command::Ask { task, request }) => (*task, request.clone()),
        _ => panic!("no request to the engine worker: {commands:?}"),
    }
}

fn spawned(commands: &[Command]) -> (Task, usize) {
    match commands {
        [Command::Spawn { task, parts }] => (*task, *parts),
        _ => panic!("no split search started: {commands:?}"),
    }
}

/// Runs a split search over `parts` from its spawn to the first expand round.
fn split_to_expand(m: &mut impl Machine, task: Task, parts: usize) {
    for i in 0..parts {
        let c = quiet(m.on(part(task, i, Reply::Ready)));
        if i + 1 < parts {
            assert_eq!(c, [], "the search starts once every part listens");
        } else {
            assert_eq!(c.len(), parts);
            for (j, c) in c.iter().enumerate() {
                let Command::ToPart { part, request: Request::SplitStart { part: p, parts: n, memory_budget, .. }, theirs: false, .. } = c
                else {
                    panic!("{c:?}")
                };
                assert_eq!((*part, *p, *n, *memory_budget), (j, j, parts, 2 * GB / parts), "each part its share of the budget");
            }
        }
    }
    for i in 0..parts {
        let c = quiet(m.on(part(task, i, Reply::Split(SplitStep::Started { searching: true }))));
        assert_eq!(c.len(), if i + 1 < parts { 0 } else { parts });
    }
}

/// One layer's expand and receive rounds; `size` positions in the next layer of each part.
fn split_layer(m: &mut impl Machine, task: Task, parts: usize, size: usize) -> Vec<Command> {
    for i in 0..parts {
        let c = quiet(m.on(part(task, i, Reply::Split(SplitStep::Sent { positions: 10, memory: 0 }))));
        if i + 1 == parts {
            assert!(c.iter().all(|c| matches!(c, Command::ToPart { request: Request::SplitReceive, theirs: true, .. })), "{c:?}");
            assert_eq!(c.len(), parts);
        }
    }
    let mut last = Vec::new();
    for i in 0..parts {
        last = quiet(m.on(part(task, i, Reply::Split(SplitStep::Layer { size, positions: 20, memory: 0 }))));
    }
    last
}

mod big_boards;
mod small_boards;
mod split_search;
