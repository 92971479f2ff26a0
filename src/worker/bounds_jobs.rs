//! The classroom's Bounds view in the engine worker (tools page only): one step of a bounds run
//! a request (`search::bounds_run`, with the classroom's settings, as `rushhour bounds --widths
//! 10,100,1000 --radius 3` runs it), the run kept between requests so each step costs only its
//! own work. A long k posts its progress; the page's Stop ends the worker, and with it the run.

use super::progress_posts::reporter;
use super::scope::{memory, post};
use super::tools_jobs::precise_now;
use crate::worker_protocol::{BoundsOutcome, BoundsReport, BoundsStepReport, Reply};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::bounds_run::{BoundsEnd, BoundsRun, BoundsSettings, BoundsStep};
use rush_hour_engine::search::limits::{Limits, SolveError};
use rush_hour_engine::teach::heuristic::Heuristic;
use std::cell::RefCell;

thread_local! {
    /// The run in progress, with what it runs (puzzle, estimate, budget) and the steps it has
    /// taken.
    static RUN: RefCell<Option<(Runs, BoundsRun, usize)>> = const { RefCell::new(None) };
}

/// The estimate numbered as the request numbers it: 0 none, 1 blocking, 2 two-level.
fn estimate(n: u8) -> Heuristic {
    match n {
        0 => Heuristic::Zero,
        1 => Heuristic::Blocking,
        _ => Heuristic::TwoLevel,
    }
}

/// What a run runs: its puzzle, estimate and budget.
type Runs = (Puzzle, u8, usize);

/// The next step of the run on `p`, after the page's `skip` steps: the kept run's, or a new
/// run's that takes those steps again first.
pub(super) fn step(job: u32, p: &Puzzle, heuristic: u8, memory_budget: usize, skip: usize) {
    let what = (p.clone(), heuristic, memory_budget);
    RUN.with(|kept| {
        let mut kept = kept.borrow_mut();
        let mut report = reporter(job);
        let mut limits = Limits::memory(memory_budget).with_progress(&mut report);
        if !matches!(&*kept, Some((w, _, taken)) if *w == what && *taken == skip) {
            let settings = BoundsSettings::classroom(estimate(heuristic), memory_budget);
            let mut run = BoundsRun::new(&p.board, &p.start, settings);
            for _ in 0..skip {
                run.step(&mut limits);
            }
            *kept = Some((what, run, skip));
        }
        let (_, run, taken) = kept.as_mut().expect("set above");
        *taken += 1;
        let started = precise_now();
        // The step's time on the worker's precise clock (`Date.now()` counts whole milliseconds).
        let step = run.step(&mut limits).map(step_report);
        let millis = precise_now() - started;
        let end = run.end().map(outcome);
        let upper = run.upper().map(<[Move]>::to_vec);
        post(job, &Reply::Bounds(BoundsStepReport { step, end, upper, lower: run.lower(), millis, memory: memory() }), None);
    });
}

fn step_report(step: BoundsStep) -> BoundsReport {
    match step {
        BoundsStep::Upper { tried, plan } => {
            BoundsReport::Upper { width: tried.width, found: tried.found, shortened: tried.shortened, memory_stop: tried.memory_stop, plan }
        }
        BoundsStep::Lower(d) => BoundsReport::Lower {
            k: d.moves,
            proven: d.proven,
            layers: d.layers,
            expanded: d.expanded,
            pruned: d.pruned,
            peak_memory: d.peak_memory_bytes,
        },
    }
}

fn outcome(end: &BoundsEnd) -> BoundsOutcome {
    match end {
        BoundsEnd::Optimal { moves, plan, met } => BoundsOutcome::Optimal { moves: *moves, plan: plan.clone(), met: *met },
        BoundsEnd::Within { moves, plan } => BoundsOutcome::Within { moves: *moves, plan: plan.clone() },
        BoundsEnd::NoPlan => BoundsOutcome::NoPlan,
        BoundsEnd::MaxMoves => BoundsOutcome::MaxMoves,
        BoundsEnd::Stopped(e) => BoundsOutcome::Stopped { why: e.to_string(), memory: matches!(e, SolveError::Memory { .. }) },
    }
}
