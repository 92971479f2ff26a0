//! The split search alone: where a search is split, and each fall back to the engine worker or
//! end, reply by reply.

use super::*;

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
