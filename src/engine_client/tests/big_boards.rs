//! A 9×9 board's conversation, reply by reply: on one core everything asked of the engine
//! worker; split over parts, the start's plan searched split, the layers kept and the positions
//! after a move answered from them, or searched when they are lost or could not be kept.

use super::*;

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
    let c = quiet(m.on(reply(task, Reply::Plan(PlanFound { plan: optimal(&board, &off), positions: 30, memory: 0, millis: 1 }))));
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

    let found = Reply::Plan(PlanFound { plan: optimal(&board, &start), positions: 4, memory: 0, millis: 9 });
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
    assert_eq!(request, Request::Known { puzzle: puzzle_at(&board, &start), memory_budget: 2 * GB, line: None, max_positions: 0 });

    // Before they are kept, a position off the line is searched (split).
    let the_line = Rc::new(line(&board, &start));
    let off = apply(&board, &start, legal_moves(&board, &start, Metric::Moves).into_iter().find(|mv| mv.vehicle != 0).unwrap()).unwrap();
    let wanted = || Input::Wanted { from: Some(off.clone()), line: Some(the_line.clone()) };
    let (search, _) = spawned(&quiet(m.on(wanted())));
    assert_eq!(quiet(m.on(Input::Wanted { from: None, line: None })), [Command::Cancel(search)]);

    let kept = Reply::Plan(PlanFound { plan: optimal(&board, &start), positions: 99, memory: 0, millis: 5 });
    assert_eq!(m.on(reply(keeping, kept)), [Command::Log("engine: 99 positions in 5 ms (layers kept)".into())]);

    // Kept: the position one move off is answered from them.
    let c = quiet(m.on(wanted()));
    let (known, request) = asked(&c);
    let Request::Known { line: Some((from, plan)), max_positions, .. } = request else { panic!("{request:?}") };
    assert_eq!((from, Some(plan), max_positions), (start.clone(), optimal(&board, &start), AFTER_MOVE_POSITIONS));
    let progress = Reply::Progress { positions: 3, depth: 1, memory: 0 };
    assert_eq!(quiet(m.on(reply(known, progress))), [Command::Report(Report::LineProgress { positions: 3, depth: 1 })]);
    let answer = Reply::Plan(PlanFound { plan: optimal(&board, &off), positions: 12, memory: 0, millis: 1 });
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
    let (mut m, analysis) = split_plan_found(&board, &start);
    let (keeping, _) =
        asked(&m.on(reply(analysis, Reply::Analysed(Analysed::TooLarge { stop: AnalysisStop::Time { positions: 5 }, memory: 0 }))));
    let c = m.on(reply(keeping, Reply::MemoryStop { budget: 1, positions: 2, depth: 3, memory: 0 }));
    assert!(matches!(&c[..], [Command::Log(l)] if l.starts_with("layers not kept")), "{c:?}");
    let c = quiet(m.on(Input::Wanted { from: Some(start.clone()), line: Some(Rc::new(line(&board, &start))) }));
    spawned(&c);
}

/// The budget of an answer after a move is the board's: an eighth of the positions the layers
/// kept (UvA 9×9 #6's 17.8 million: 2.2 million), at least `AFTER_MOVE_POSITIONS`.
#[test]
fn an_answer_after_a_move_has_the_budget_of_the_layers_kept() {
    assert_eq!(after_move_positions(99), AFTER_MOVE_POSITIONS);
    let (board, start) = nine();
    let (mut m, analysis) = split_plan_found(&board, &start);
    let (keeping, _) = asked(&m.on(reply(analysis, Reply::Analysed(Analysed::Held { size: 5_000_000, memory: 0, millis: 0 }))));
    let kept = Reply::Plan(PlanFound { plan: optimal(&board, &start), positions: 17_777_154, memory: 0, millis: 5 });
    m.on(reply(keeping, kept));
    let off = apply(&board, &start, legal_moves(&board, &start, Metric::Moves).into_iter().find(|mv| mv.vehicle != 0).unwrap()).unwrap();
    let c = quiet(m.on(Input::Wanted { from: Some(off), line: Some(Rc::new(line(&board, &start))) }));
    let (_, request) = asked(&c);
    assert!(matches!(request, Request::Known { max_positions: 2_222_144, .. }), "{request:?}");
}

/// 9×9 in one worker on a device of two cores (a browser that does not tell its memory, so the
/// budget is too small to split): the start's plan and the analysis in the engine worker, then
/// the layers kept there; a position asked while they are being kept waits for them, and is
/// then answered from them.
#[test]
fn a_big_board_in_one_worker_keeps_its_layers_and_the_asked_position_waits_for_them() {
    let (board, start) = nine();
    assert!(keeps_layers(&board, None, Device { cores: 2, parts_set: None }));
    assert!(!keeps_layers(&board, None, Device { cores: 1, parts_set: None }));
    assert!(!keeps_layers(&six().0, None, Device { cores: 4, parts_set: None }), "a 6×6 board's cluster answers");
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, GB / 4, None).keeping_layers(true);
    let (analysis, request) = asked(&m.start());
    assert!(matches!(request, Request::Analyse { start_plan: true, .. }));
    let plan = Reply::Analysed(Analysed::StartPlan { plan: optimal(&board, &start), positions: 4, memory: 0, millis: 9 });
    assert_eq!(quiet(m.on(reply(analysis, plan))), [Command::Report(Report::LineFound(Rc::new(line(&board, &start))))]);
    let c = quiet(m.on(reply(analysis, Reply::Analysed(Analysed::Held { size: 2_000_000, memory: 0, millis: 0 }))));
    let (keeping, request) = asked(&c);
    assert_eq!(request, Request::Known { puzzle: puzzle_at(&board, &start), memory_budget: GB / 4, line: None, max_positions: 0 });

    // Asked while they are being kept: nothing is asked of the worker yet.
    let the_line = Rc::new(line(&board, &start));
    let off = apply(&board, &start, legal_moves(&board, &start, Metric::Moves).into_iter().find(|mv| mv.vehicle != 0).unwrap()).unwrap();
    assert_eq!(quiet(m.on(Input::Wanted { from: Some(off.clone()), line: Some(the_line.clone()) })), []);
    // Kept: the waiting position is asked of them at once.
    let kept = Reply::Plan(PlanFound { plan: optimal(&board, &start), positions: 99, memory: 0, millis: 5 });
    let (known, request) = asked(&quiet(m.on(reply(keeping, kept))));
    let Request::Known { line: Some((from, plan)), .. } = request else { panic!("{request:?}") };
    assert_eq!((from, Some(plan)), (start.clone(), optimal(&board, &start)));
    let answer = Reply::Plan(PlanFound { plan: optimal(&board, &off), positions: 12, memory: 0, millis: 1 });
    assert_eq!(quiet(m.on(reply(known, answer))), [Command::Report(Report::LineFound(Rc::new(line(&board, &off))))]);
}

/// In one worker, layers that could not be kept leave the waiting position searched; with no
/// start's plan found, none are kept.
#[test]
fn in_one_worker_a_waiting_position_is_searched_when_the_layers_are_not_kept() {
    let (board, start) = nine();
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, GB / 4, None).keeping_layers(true);
    let (analysis, _) = asked(&m.start());
    let plan = Reply::Analysed(Analysed::StartPlan { plan: optimal(&board, &start), positions: 4, memory: 0, millis: 9 });
    m.on(reply(analysis, plan));
    let (keeping, _) = asked(&m.on(reply(analysis, Reply::Analysed(Analysed::Held { size: 2_000_000, memory: 0, millis: 0 }))));
    let wanted = Input::Wanted { from: Some(start.clone()), line: Some(Rc::new(line(&board, &start))) };
    assert_eq!(quiet(m.on(wanted)), []);
    let c = quiet(m.on(reply(keeping, Reply::MemoryStop { budget: 1, positions: 2, depth: 3, memory: 0 })));
    let (_, request) = asked(&c);
    assert!(matches!(request, Request::Solve { .. }), "{request:?}");

    let mut m = GameAnalysis::new(&board, &start, Asker::Game, GB / 4, None).keeping_layers(true);
    let (analysis, _) = asked(&m.start());
    let c = quiet(m.on(reply(analysis, Reply::Analysed(Analysed::Held { size: 2_000_000, memory: 0, millis: 0 }))));
    assert_eq!(c, [Command::Report(Report::TooLarge(ClusterTooLarge::Held { size: 2_000_000 }))], "no plan, no layers kept");
}

/// 9×9 split over two workers, its start's plan found: the machine, and the analysis it asks next.
fn split_plan_found(board: &Board, start: &Position) -> (GameAnalysis, Task) {
    let mut m = GameAnalysis::new(board, start, Asker::Game, 2 * GB, Some(2));
    let (split, _) = spawned(&m.start());
    split_to_expand(&mut m, split, 2);
    let found = Reply::Plan(PlanFound { plan: optimal(board, start), positions: 4, memory: 0, millis: 9 });
    let (analysis, _) = asked(&m.on(part(split, 1, found)));
    (m, analysis)
}
