//! The engine client's conversations, reply by reply: every path the end-to-end tests drive in a
//! browser (hints and moves to go on 6×6, the split search and the layers kept on 9×9, the
//! answers after a move, a worker that dies), and every fall back to one worker.

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
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::{Metric, apply, legal_moves};
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

/// The optimal plan from `from`, as the worker writes it.
fn plan_text(board: &Board, from: &Position) -> Option<String> {
    match solve(board, from, Metric::Moves).unwrap().outcome {
        Outcome::Solved(plan) => Some(format_plan(board, &plan, Style::Fogleman)),
        Outcome::Unsolvable => None,
    }
}

fn line(board: &Board, from: &Position) -> PlanLine {
    read_line(board, from, plan_text(board, from)).unwrap()
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

#[test]
fn searches_are_split_only_above_8x8_with_cores_and_memory_to_spare() {
    let (six, _) = six();
    let (nine, _) = nine();
    let device = |cores, parts_set| Device { cores, parts_set };
    assert_eq!(split_over(&six, 4 * GB, device(8, None)), None);
    assert_eq!(split_over(&six, 4 * GB, device(8, Some(3))), None, "the setting splits no small board");
    assert_eq!(split_over(&nine, 2 * GB, device(2, None)), Some(2));
    assert_eq!(split_over(&nine, 2 * GB, device(16, None)), Some(plan_search::MAX_PARTS));
    assert_eq!(split_over(&nine, 2 * GB, device(1, None)), None, "one core: the engine worker");
    assert_eq!(split_over(&nine, GB - 1, device(8, None)), None, "a small budget: one worker");
    assert_eq!(split_over(&nine, GB - 1, device(1, Some(3))), Some(3), "the setting wins");
    assert_eq!(split_over(&nine, 4 * GB, device(8, Some(1))), None);
    assert_eq!(split_over(&nine, 4 * GB, device(8, Some(9))), Some(plan_search::MAX_PARTS));
}

/// 6×6: the start's plan from the worker's short search, the analysis' progress, its cluster
/// read into the page, and no layers kept.
#[test]
fn a_small_board_gets_its_start_plan_then_its_cluster() {
    let (board, start) = six();
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, GB, None);
    let (task, request) = asked(&m.start());
    let (grid, labels) = named(&board, &start);
    assert_eq!(request, Request::Analyse { grid, labels, steps: false, memory_budget: GB, hand_over: HAND_OVER, start_plan: true });

    let c = quiet(
        m.on(reply(task, Reply::Analysed(Analysed::StartPlan { plan: plan_text(&board, &start), positions: 9, memory: 0, millis: 1 }))),
    );
    assert_eq!(c, [Command::Report(Report::LineFound(Rc::new(line(&board, &start))))]);
    // A plan that cannot be read is left out: the cluster will answer.
    assert_eq!(
        quiet(m.on(reply(task, Reply::Analysed(Analysed::StartPlan { plan: Some("Z+9".into()), positions: 9, memory: 0, millis: 1 })))),
        []
    );
    let progress = Reply::Progress { positions: 500, depth: 0, memory: 1 << 20 };
    assert_eq!(quiet(m.on(reply(task, progress))), [Command::Report(Report::Progress { positions: 500 })]);

    let cluster = Cluster::analyze(&board, &start, Metric::Moves).unwrap();
    let bytes = cluster.to_bytes();
    let c = quiet(m.on(Input::Reply {
        task,
        part: None,
        reply: Reply::Analysed(Analysed::Cluster { size: cluster.size(), memory: 0, millis: 3 }),
        bytes: Some(bytes.clone()),
    }));
    assert_eq!(c, [Command::ReadCluster { task, board: board.clone(), bytes }]);
    let c = quiet(m.on(Input::ClusterRead { task, read: Ok(Box::new(cluster)) }));
    assert!(matches!(&c[..], [Command::Report(Report::Ready(c))] if c.size() > 1), "{c:?}");
    // Nothing after the end: a late reply of the task is dropped.
    assert_eq!(quiet(m.on(reply(task, Reply::Analysed(Analysed::Held { size: 1, memory: 0, millis: 0 })))), []);
}

#[test]
fn an_analysis_that_fails_says_why() {
    let (board, start) = six();
    let failed = |last: Input| {
        let mut m = GameAnalysis::new(&board, &start, Asker::Game, GB, None);
        let (task, _) = asked(&m.start());
        let last = match last {
            Input::Reply { reply, bytes, .. } => Input::Reply { task, part: None, reply, bytes },
            Input::ClusterRead { read, .. } => {
                let cluster = Reply::Analysed(Analysed::Cluster { size: 2, memory: 0, millis: 0 });
                m.on(Input::Reply { task, part: None, reply: cluster, bytes: Some(vec![1]) });
                Input::ClusterRead { task, read }
            }
            other => other,
        };
        match quiet(m.on(last)).as_slice() {
            [Command::Report(Report::Failed(failure))] => failure.to_string(),
            c => panic!("{c:?}"),
        }
    };
    let t = Task(0);
    assert_eq!(failed(reply(t, Reply::Failed { message: STOPPED.into() })), STOPPED, "a worker that died");
    let no_bytes = failed(reply(t, Reply::Analysed(Analysed::Cluster { size: 2, memory: 0, millis: 0 })));
    assert_eq!(no_bytes, "the engine's answer came without its cluster");
    let unreadable = failed(Input::ClusterRead { task: t, read: Err("cut short".into()) });
    assert_eq!(unreadable, "the engine's answer could not be read: cut short");
    let stop = failed(reply(t, Reply::MemoryStop { budget: 64, positions: 1000, depth: 7, memory: 0 }));
    assert_eq!(stop, EngineFailure::MemoryBudget { budget: 64, positions: 1000, depth: 7 }.to_string());
}

/// The editor's and the classroom's analyses: no start plan, the metric asked, no layers kept,
/// the cluster too large said.
#[test]
fn a_tool_s_analysis_asks_no_plan_and_keeps_no_layers() {
    let (board, start) = nine();
    let mut m = GameAnalysis::new(&board, &start, Asker::Tool(Metric::Steps), 2 * GB, Some(2));
    let (task, request) = asked(&m.start());
    assert!(matches!(request, Request::Analyse { steps: true, start_plan: false, .. }), "{request:?}");
    let stop = AnalysisStop::Time { positions: 9 };
    let c = quiet(m.on(reply(task, Reply::Analysed(Analysed::TooLarge { stop, memory: 0 }))));
    assert_eq!(c, [Command::Report(Report::TooLarge(ClusterTooLarge::Stopped(stop)))]);
}

/// 9×9 on one core (or a small budget): the worker's own search from the start before its
/// analysis, and no layers kept; a position off the line is searched in the engine worker.
#[test]
fn a_big_board_on_one_core_asks_the_engine_worker_for_everything() {
    let (board, start) = nine();
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, GB, None);
    let (task, request) = asked(&m.start());
    assert!(matches!(request, Request::Analyse { start_plan: true, .. }));
    let c = quiet(m.on(reply(task, Reply::Analysed(Analysed::Held { size: 2_000_000, memory: 0, millis: 0 }))));
    assert_eq!(c, [Command::Report(Report::TooLarge(ClusterTooLarge::Held { size: 2_000_000 }))]);

    let off = apply(&board, &start, legal_moves(&board, &start, Metric::Moves)[0]).unwrap();
    let c = quiet(m.on(Input::Wanted { from: Some(off.clone()), line: Some(Rc::new(line(&board, &start))) }));
    let (task, request) = asked(&c);
    assert!(matches!(request, Request::Solve { steps: false, memory_budget: GB, .. }), "{request:?}");
    let progress = Reply::Progress { positions: 7, depth: 2, memory: 0 };
    assert_eq!(quiet(m.on(reply(task, progress))), [Command::Report(Report::LineProgress { positions: 7, depth: 2 })]);
    let c = quiet(m.on(reply(
        task,
        Reply::Plan(PlanFound { from: String::new(), plan: plan_text(&board, &off), positions: 30, memory: 0, millis: 1 }),
    )));
    assert_eq!(c, [Command::Report(Report::LineFound(Rc::new(line(&board, &off))))]);
}

/// 9×9 split over two workers: the start's plan searched split, round by round, then the
/// analysis (no start plan of its own), the cluster held, the layers kept, a position after a
/// move answered from them; a cancelled answer loses them, and the next position is searched.
#[test]
fn a_big_board_split_keeps_its_layers_and_answers_moves_from_them() {
    let (board, start) = nine();
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, 2 * GB, Some(2));
    let (split, parts) = spawned(&m.start());
    assert_eq!(parts, 2);
    split_to_expand(&mut m, split, 2);
    let progress = quiet(m.on(part(split, 1, Reply::Progress { positions: 5, depth: 1, memory: 0 })));
    assert_eq!(progress, [Command::Report(Report::Progress { positions: 5 })], "the split plan's progress is the analysis'");
    let c = split_layer(&mut m, split, 2, 3);
    assert_eq!(c.len(), 3, "the next layer's expand round and the progress: {c:?}");
    assert!(c.contains(&Command::Report(Report::Progress { positions: 40 })));

    let found = Reply::Plan(PlanFound { from: String::new(), plan: plan_text(&board, &start), positions: 4, memory: 0, millis: 9 });
    let c = m.on(part(split, 0, found));
    assert!(c.contains(&Command::Log("plan search in 2 workers: 24 positions in 9 ms (the finding worker 0 MB)".into())), "{c:?}");
    let c = quiet(c);
    assert_eq!(c[..2], [Command::Cancel(split), Command::Report(Report::LineFound(Rc::new(line(&board, &start))))]);
    let (analysis, request) = asked(&c);
    assert!(matches!(request, Request::Analyse { start_plan: false, memory_budget, .. } if memory_budget == 2 * GB));

    // The cluster is too large: the layers are kept next.
    let c = quiet(m.on(reply(analysis, Reply::Analysed(Analysed::Held { size: 5_000_000, memory: 0, millis: 0 }))));
    assert_eq!(c[0], Command::Report(Report::TooLarge(ClusterTooLarge::Held { size: 5_000_000 })));
    let (keeping, request) = asked(&c);
    let (grid, labels) = named(&board, &start);
    assert_eq!(request, Request::Known { grid, labels, memory_budget: 2 * GB, line: None, max_positions: 0 });

    // Before they are kept, a position off the line is searched (split).
    let the_line = Rc::new(line(&board, &start));
    let off = apply(&board, &start, legal_moves(&board, &start, Metric::Moves).into_iter().find(|mv| mv.vehicle != 0).unwrap()).unwrap();
    let wanted = || Input::Wanted { from: Some(off.clone()), line: Some(the_line.clone()) };
    let (search, _) = spawned(&quiet(m.on(wanted())));
    assert_eq!(quiet(m.on(Input::Wanted { from: None, line: None })), [Command::Cancel(search)]);

    let kept = Reply::Plan(PlanFound { from: String::new(), plan: plan_text(&board, &start), positions: 99, memory: 0, millis: 5 });
    assert_eq!(m.on(reply(keeping, kept)), [Command::Log("engine: 99 positions in 5 ms (layers kept)".into())]);

    // Kept: the position one move off is answered from them.
    let c = quiet(m.on(wanted()));
    let (known, request) = asked(&c);
    let Request::Known { line: Some((from, plan)), max_positions, .. } = request else { panic!("{request:?}") };
    assert_eq!((from, Some(plan), max_positions), (named(&board, &start).0, plan_text(&board, &start), AFTER_MOVE_POSITIONS));
    let progress = Reply::Progress { positions: 3, depth: 1, memory: 0 };
    assert_eq!(quiet(m.on(reply(known, progress))), [Command::Report(Report::LineProgress { positions: 3, depth: 1 })]);
    let answer = Reply::Plan(PlanFound { from: String::new(), plan: plan_text(&board, &off), positions: 12, memory: 0, millis: 1 });
    assert_eq!(quiet(m.on(reply(known, answer))), [Command::Report(Report::LineFound(Rc::new(line(&board, &off))))]);

    // An answer cancelled while it runs ends the worker and the layers: the next is searched.
    let (known, _) = asked(&m.on(wanted()));
    assert_eq!(quiet(m.on(Input::Wanted { from: None, line: None })), [Command::Cancel(known)]);
    let (task, parts) = spawned(&quiet(m.on(wanted())));
    assert_ne!(task, known);
    assert_eq!(parts, 2);
}

/// A layer kept fails to be kept (the worker's memory): the positions off the line are searched.
#[test]
fn layers_that_could_not_be_kept_leave_searches() {
    let (board, start) = nine();
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, 2 * GB, Some(2));
    let (split, _) = spawned(&m.start());
    split_to_expand(&mut m, split, 2);
    let found = Reply::Plan(PlanFound { from: String::new(), plan: plan_text(&board, &start), positions: 4, memory: 0, millis: 9 });
    let (analysis, _) = asked(&m.on(part(split, 1, found)));
    let (keeping, _) =
        asked(&m.on(reply(analysis, Reply::Analysed(Analysed::TooLarge { stop: AnalysisStop::Time { positions: 5 }, memory: 0 }))));
    let c = m.on(reply(keeping, Reply::MemoryStop { budget: 1, positions: 2, depth: 3, memory: 0 }));
    assert!(matches!(&c[..], [Command::Log(l)] if l.starts_with("layers not kept")), "{c:?}");
    let c = quiet(m.on(Input::Wanted { from: Some(start.clone()), line: Some(Rc::new(line(&board, &start))) }));
    spawned(&c);
}

/// The split search's falls back to the engine worker: a board the parts do not take, parts
/// that cannot start, a part stopped at its share of the budget; and its ends: a part that dies
/// once all listen, a failure, no way out.
#[test]
fn a_split_search_falls_back_to_one_worker_or_ends() {
    let (board, start) = nine();
    let search = || {
        let mut tasks = Tasks::default();
        let (s, c) = PlanSearch::start(&board, &start, 2 * GB, Some(2), &mut tasks);
        let (task, _) = spawned(&c);
        (s, tasks, task)
    };
    let solve = |c: &[Command], split: Task| {
        assert_eq!(c[0], Command::Cancel(split), "{c:?}");
        let (task, request) = asked(c);
        assert!(matches!(request, Request::Solve { memory_budget, .. } if memory_budget == 2 * GB), "the whole budget: {request:?}");
        assert_ne!(task, split);
    };
    let run = |s: &mut PlanSearch, tasks: &mut Tasks, input| {
        let mut out = Vec::new();
        let event = s.on(input, tasks, &mut out);
        (quiet(out), event)
    };

    // Workers that cannot start (one never came up).
    let (mut s, mut tasks, task) = search();
    run(&mut s, &mut tasks, part(task, 0, Reply::Ready));
    let (c, event) = run(&mut s, &mut tasks, Input::PartDied { task });
    solve(&c, task);
    assert_eq!(event, None);

    // The board is not split (its start solved, a code too wide).
    let (mut s, mut tasks, task) = search();
    run(&mut s, &mut tasks, part(task, 0, Reply::Ready));
    run(&mut s, &mut tasks, part(task, 1, Reply::Ready));
    let (c, _) = run(&mut s, &mut tasks, part(task, 1, Reply::Split(SplitStep::Started { searching: false })));
    solve(&c, task);
    // Then the engine worker's answers are the search's.
    let (single, _) = asked(&c);
    let (c, event) = run(&mut s, &mut tasks, reply(single, Reply::MemoryStop { budget: 2 * GB, positions: 8, depth: 2, memory: 0 }));
    assert_eq!((c, event), (vec![], Some(PlanEvent::Done(Err(EngineFailure::MemoryBudget { budget: 2 * GB, positions: 8, depth: 2 })))));

    // A part stops at its share of the budget: the whole search again in one worker.
    let (mut s, mut tasks, task) = search();
    run(&mut s, &mut tasks, part(task, 0, Reply::Ready));
    run(&mut s, &mut tasks, part(task, 1, Reply::Ready));
    let mut out = Vec::new();
    s.on(part(task, 0, Reply::MemoryStop { budget: GB, positions: 8, depth: 2, memory: 0 }), &mut tasks, &mut out);
    assert!(
        matches!(&out[0], Command::Log(l) if l.starts_with("split search: ") && l.ends_with("; searching again in one worker")),
        "{out:?}"
    );
    solve(&quiet(out), task);

    // A part dies once every part listens: the search ends with the engine's words.
    let (mut s, mut tasks, task) = search();
    run(&mut s, &mut tasks, part(task, 0, Reply::Ready));
    run(&mut s, &mut tasks, part(task, 1, Reply::Ready));
    let (c, event) = run(&mut s, &mut tasks, Input::PartDied { task });
    assert_eq!((c, event), (vec![Command::Cancel(task)], Some(PlanEvent::Done(Err(EngineFailure::Other(STOPPED.into()))))));

    // A failure in a part's words.
    let (mut s, mut tasks, task) = search();
    let (c, event) = run(&mut s, &mut tasks, part(task, 1, Reply::Failed { message: "no".into() }));
    assert_eq!((c, event), (vec![Command::Cancel(task)], Some(PlanEvent::Done(Err(EngineFailure::Other("no".into()))))));
    assert_eq!(s.cancel(), [], "a search that ended has nothing to cancel");

    // Every position expanded and no way out.
    let (mut s, mut tasks, task) = search();
    let mut m = Alone(&mut s, &mut tasks, None);
    split_to_expand(&mut m, task, 2);
    let c = split_layer(&mut m, task, 2, 0);
    assert_eq!(c, [Command::Cancel(task), Command::Report(Report::Failed(EngineFailure::Other("done".into())))]);
    assert_eq!(m.2, Some(PlanEvent::Done(PlanLine::new(&board, start.clone(), None).map_err(EngineFailure::from))));
}

/// A plan search run alone, as a machine (its end told as a report the test reads in `.2`).
struct Alone<'a>(&'a mut PlanSearch, &'a mut Tasks, Option<PlanEvent>);

impl Machine for Alone<'_> {
    fn start(&mut self) -> Vec<Command> {
        Vec::new()
    }
    fn on(&mut self, input: Input) -> Vec<Command> {
        let mut out = Vec::new();
        if let Some(PlanEvent::Done(found)) = self.0.on(input, self.1, &mut out) {
            self.2 = Some(PlanEvent::Done(found));
            out.push(Command::Report(Report::Failed(EngineFailure::Other("done".into()))));
        }
        out
    }
}

#[test]
fn a_report_is_the_game_s_action_on_its_puzzle() {
    let id = PuzzleId::default().next();
    let action = Report::LineProgress { positions: 4, depth: 2 }.action(id);
    assert_eq!(
        format!("{action:?}"),
        format!("{:?}", Action::Analysis(AnalysisAction::LineProgress { puzzle_id: id, positions: 4, depth: 2 }))
    );
}

/// The budget of an answer after a move is the board's: an eighth of the positions the layers
/// kept (UvA 9×9 #6's 17.8 million: 2.2 million), at least `AFTER_MOVE_POSITIONS`.
#[test]
fn an_answer_after_a_move_has_the_budget_of_the_layers_kept() {
    assert_eq!(after_move_positions(99), AFTER_MOVE_POSITIONS);
    let (board, start) = nine();
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, 2 * GB, Some(2));
    let (split, _) = spawned(&m.start());
    split_to_expand(&mut m, split, 2);
    let found = Reply::Plan(PlanFound { from: String::new(), plan: plan_text(&board, &start), positions: 4, memory: 0, millis: 9 });
    let (analysis, _) = asked(&m.on(part(split, 1, found)));
    let (keeping, _) = asked(&m.on(reply(analysis, Reply::Analysed(Analysed::Held { size: 5_000_000, memory: 0, millis: 0 }))));
    let kept = Reply::Plan(PlanFound { from: String::new(), plan: plan_text(&board, &start), positions: 17_777_154, memory: 0, millis: 5 });
    m.on(reply(keeping, kept));
    let off = apply(&board, &start, legal_moves(&board, &start, Metric::Moves).into_iter().find(|mv| mv.vehicle != 0).unwrap()).unwrap();
    let c = quiet(m.on(Input::Wanted { from: Some(off), line: Some(Rc::new(line(&board, &start))) }));
    let (_, request) = asked(&c);
    assert!(matches!(request, Request::Known { max_positions: 2_222_144, .. }), "{request:?}");
}
