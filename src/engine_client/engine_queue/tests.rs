//! The engine worker's queue, event by event: a worker started for the first job and handed it
//! once it listens, one job at a time, cancels (waiting and running), a worker that dies before
//! and after it listened, a worker that cannot start, the tests' panic key.

use super::*;

fn solve() -> Request {
    Request::SplitExpand
}

fn done() -> Reply {
    Reply::Failed { message: "done".into() }
}

#[test]
fn one_worker_runs_one_job_at_a_time_in_order() {
    let mut q = EngineQueue::default();
    assert_eq!(q.next_step(), Next::Wait, "no work, no worker");
    let (a, b) = (q.push(solve(), 'a'), q.push(Request::SplitReceive, 'b'));
    assert_eq!((a, b), (1, 2));
    assert_eq!(q.next_step(), Next::Spawn);
    q.spawned();
    assert_eq!(q.next_step(), Next::Wait, "the worker is loading");
    assert_eq!(q.on_reply(0, &Reply::Ready), None);
    assert_eq!(q.next_step(), Next::Post(a, solve()));
    assert_eq!(q.next_step(), Next::Wait, "the worker is busy");
    let progress = Reply::Progress { positions: 1, depth: 1, memory: 1 };
    assert_eq!(q.on_reply(a, &progress), Some('a'));
    assert_eq!(q.next_step(), Next::Wait, "progress does not end the job");
    assert_eq!(q.on_reply(a, &done()), Some('a'));
    assert_eq!(q.on_reply(a, &done()), None, "an ended job hears nothing more");
    assert_eq!(q.next_step(), Next::Post(b, Request::SplitReceive));
    assert_eq!(q.on_reply(b, &done()), Some('b'));
    assert_eq!(q.next_step(), Next::Wait);
}

#[test]
fn a_cancel_forgets_a_waiting_job_and_ends_a_running_one_s_worker() {
    let mut q = EngineQueue::default();
    let (a, b, c) = (q.push(solve(), 'a'), q.push(solve(), 'b'), q.push(solve(), 'c'));
    q.next_step();
    q.spawned();
    q.on_reply(0, &Reply::Ready);
    assert_eq!(q.next_step(), Next::Post(a, solve()));
    assert!(!q.cancel(b), "a waiting job: the worker runs on");
    assert!(q.cancel(a), "the running job: its worker ends");
    assert_eq!(q.on_reply(a, &done()), None, "nothing from the ended worker reaches anyone");
    assert_eq!(q.next_step(), Next::Spawn, "a fresh worker for the next job");
    q.spawned();
    q.on_reply(0, &Reply::Ready);
    assert_eq!(q.next_step(), Next::Post(c, solve()), "the cancelled job is skipped");
}

#[test]
fn a_worker_that_dies_fails_its_job_or_every_job_waiting_if_it_never_listened() {
    let mut q = EngineQueue::default();
    let (a, _b) = (q.push(solve(), 'a'), q.push(solve(), 'b'));
    q.next_step();
    q.spawned();
    q.on_reply(0, &Reply::Ready);
    assert_eq!(q.next_step(), Next::Post(a, solve()));
    assert_eq!(q.died(), vec![('a', Reply::Failed { message: STOPPED.into() })], "only the running job fails");
    assert_eq!(q.next_step(), Next::Spawn, "the next job starts a fresh worker");
    q.spawned();
    assert_eq!(q.died(), vec![('b', Reply::Failed { message: NOT_LOADED.into() })], "it never listened: the waiting fail");
    assert_eq!(q.next_step(), Next::Wait);
    assert_eq!(q.died(), vec![], "no worker, nothing to fail");
}

#[test]
fn a_worker_that_cannot_start_fails_every_job_waiting() {
    let mut q = EngineQueue::default();
    q.push(solve(), 'a');
    q.push(solve(), 'b');
    assert_eq!(q.next_step(), Next::Spawn);
    let failed = q.spawn_failed("no workers here");
    assert_eq!(failed.iter().map(|(h, _)| *h).collect::<String>(), "ab");
    assert!(failed.iter().all(|(_, r)| *r == Reply::Failed { message: "no workers here".into() }));
    assert_eq!(q.next_step(), Next::Wait);
}

#[test]
fn the_tests_key_turns_a_job_into_a_panic() {
    assert_eq!(test_request(Some("panic")), Some(Request::Panic));
    assert_eq!(test_request(Some("other")), None);
    assert_eq!(test_request(None), None);
}
