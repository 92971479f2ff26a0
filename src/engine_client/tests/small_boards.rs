//! A 6×6 puzzle's conversation, reply by reply: the start's plan, the analysis and its cluster,
//! a failure, the tools' analyses; and a report as the game's action.

use super::*;

/// 6×6: the start's plan from the worker's short search, the analysis' progress, its cluster
/// read into the page, and no layers kept.
#[test]
fn a_small_board_gets_its_start_plan_then_its_cluster() {
    let (board, start) = six();
    let mut m = GameAnalysis::new(&board, &start, Asker::Game, GB, None);
    let (task, request) = asked(&m.start());
    let puzzle = puzzle_at(&board, &start);
    assert_eq!(request, Request::Analyse { puzzle, steps: false, memory_budget: GB, hand_over: HAND_OVER, start_plan: true });

    let c = quiet(
        m.on(reply(task, Reply::Analysed(Analysed::StartPlan { plan: optimal(&board, &start), positions: 9, memory: 0, millis: 1 }))),
    );
    assert_eq!(c, [Command::Report(Report::LineFound(Rc::new(line(&board, &start))))]);
    // A plan that breaks the rules (a vehicle the board has not) is left out: the cluster will
    // answer.
    assert_eq!(
        quiet(m.on(reply(
            task,
            Reply::Analysed(Analysed::StartPlan { plan: Some(vec![Move::new(25, 9)]), positions: 9, memory: 0, millis: 1 })
        ))),
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

#[test]
fn a_report_is_the_game_s_action_on_its_puzzle() {
    let id = PuzzleId::default().next();
    let action = Report::LineProgress { positions: 4, depth: 2 }.action(id);
    assert_eq!(
        format!("{action:?}"),
        format!("{:?}", Action::Analysis(AnalysisAction::LineProgress { puzzle_id: id, positions: 4, depth: 2 }))
    );
}
