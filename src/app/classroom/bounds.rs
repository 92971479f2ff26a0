//! The Bounds view: the optimum of the puzzle on the board proven as the two bounds meet, step by
//! step in the engine's worker (`engine::bounds`, one step a request: `search::bounds_run` with
//! the classroom's settings, the code `rushhour bounds` runs, so the numbers are the CLI's).
//! The upper bound falls as beams of 10, 100 and 1,000 find plans (each playable on a small
//! board); the lower bound rises k by k, "no plan of ≤ k moves", with each k's positions kept,
//! expanded, pruned by the estimate, and time; a chart draws both, the gap closing. "Optimum
//! proven" when they meet, and its plan plays. Next step, Run the proof, Stop the proof (the
//! worker ends, the steps stay; Go on takes it from there), Start again, and the estimate (three
//! pressed-or-not buttons): none, blocking or two-level, each run kept,
//! side by side in a table of the positions each k needed. The note beside the latest step and
//! the lesson under it explain it for a class (`bounds_lesson`); the UvA 12×12's recorded proof
//! comes with it (`bounds_record`). Each k's search keeps to the device's memory budget and says
//! where it stopped. "Print this proof" prints the view alone, the handout of the lesson.

use super::bounds_chart::{BoundsChart, BoundsPoint};
use super::bounds_lesson::{BoundsLesson, step_note};
use super::bounds_record::RecordedProof;
use super::plan_player::PlanPlayer;
use crate::app::count::count;
use crate::app::engine::analysis::worker_memory_budget;
use crate::app::engine::bounds::{BoundsAnswer, next_bounds_step};
use crate::app::engine::call::Progress;
use crate::app::engine::worker::EngineJob;
use crate::app::store::use_game;
use crate::worker_protocol::{BoundsOutcome, BoundsReport};
use rush_hour_engine::search::limits::{bytes_text, millis_text, thousands};
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// The three estimates, as the worker numbers them.
const ESTIMATES: [(u8, &str); 3] = [(0, "none"), (1, "blocking"), (2, "two-level")];

/// One estimate's run as the page has it.
#[derive(Clone, Debug, Default, PartialEq)]
struct Run {
    answers: Vec<BoundsAnswer>,
    failure: Option<String>,
    /// Stopped by the class (Stop) while searching this step.
    stopped: Option<String>,
}

impl Run {
    fn end(&self) -> Option<&BoundsOutcome> {
        self.answers.last().and_then(|a| a.end.as_ref())
    }
    fn done(&self) -> bool {
        self.end().is_some() || self.failure.is_some()
    }
    /// The bounds after each step, for the chart.
    fn points(&self) -> Vec<BoundsPoint> {
        self.answers
            .iter()
            .filter_map(|a| {
                let label = match a.step.as_ref()? {
                    BoundsReport::Upper { width, .. } => format!("w{width}"),
                    BoundsReport::Lower { k, .. } => format!("k{k}"),
                };
                let found = a.end_plan.as_ref().filter(|_| matches!(a.end, Some(BoundsOutcome::Optimal { .. }))).map(Vec::len);
                let at_most = match (a.upper.as_ref().map(Vec::len), found) {
                    (Some(u), Some(f)) => Some(u.min(f)),
                    (u, f) => u.or(f),
                };
                let at_least = match a.end {
                    Some(BoundsOutcome::Optimal { moves, .. }) => moves,
                    _ => a.lower + 1,
                };
                Some(BoundsPoint { label, at_least, at_most })
            })
            .collect()
    }
}

enum RunAction {
    Reset,
    ResetOne(u8),
    Answer(u8, BoundsAnswer),
    Failed(u8, String),
    Stopped(u8, String),
}

#[derive(Clone, Default, PartialEq)]
struct Runs([Run; 3]);

impl Reducible for Runs {
    type Action = RunAction;
    fn reduce(self: Rc<Self>, action: RunAction) -> Rc<Self> {
        let mut runs = (*self).clone();
        match action {
            RunAction::Reset => runs = Runs::default(),
            RunAction::ResetOne(h) => runs.0[h as usize] = Run::default(),
            RunAction::Answer(h, a) => {
                let run = &mut runs.0[h as usize];
                run.stopped = None;
                run.answers.push(a);
            }
            RunAction::Failed(h, why) => runs.0[h as usize].failure = Some(why),
            RunAction::Stopped(h, why) => runs.0[h as usize].stopped = Some(why),
        }
        Rc::new(runs)
    }
}

/// A step's row of the table.
fn step_row(i: usize, a: &BoundsAnswer) -> Html {
    let Some(step) = &a.step else { return html! {} };
    let time = millis_text(a.millis);
    match step {
        BoundsReport::Upper { width, found, shortened, memory_stop, .. } => {
            let result = match (found, shortened, memory_stop) {
                (Some(f), Some(s), _) if f != s => format!("a plan of {f} moves, shortened to {s}"),
                (_, Some(s), _) => format!("a plan of {s} moves"),
                (_, _, Some(layers)) => format!("stopped at the memory budget after {layers} layers"),
                _ => "no plan".into(),
            };
            html! {
                <tr data-testid="bounds-step" data-kind="upper" data-width={width.to_string()} data-moves={shortened.map(|s| s.to_string())}>
                    <td>{ i + 1 }</td><th scope="row">{ format!("beam, width {}", thousands(*width)) }</th>
                    <td class="what">{ result }</td><td>{ "–" }</td><td>{ "–" }</td><td>{ "–" }</td><td>{ time }</td>
                </tr>
            }
        }
        BoundsReport::Lower { k, proven, layers, expanded, pruned, .. } => {
            let kept: usize = layers.iter().sum();
            let result = if *proven { format!("no plan of ≤ {k} moves") } else { format!("a plan of {k} moves") };
            html! {
                <tr data-testid="bounds-step" data-kind="lower" data-k={k.to_string()} data-proven={proven.to_string()}
                    data-kept={kept.to_string()} data-expanded={expanded.to_string()} data-pruned={pruned.to_string()}>
                    <td>{ i + 1 }</td><th scope="row">{ format!("k = {k}") }</th>
                    <td class="what">{ result }</td><td>{ thousands(kept) }</td><td>{ thousands(*expanded) }</td><td>{ thousands(*pruned) }</td><td>{ time }</td>
                </tr>
            }
        }
    }
}

/// The table of the three estimates side by side: positions expanded for each k, and in all.
fn side_by_side(runs: &Runs) -> Html {
    let per_k = |run: &Run| -> Vec<(usize, usize, bool)> {
        run.answers
            .iter()
            .filter_map(|a| match &a.step {
                Some(BoundsReport::Lower { k, expanded, proven, .. }) => Some((*k, *expanded, *proven)),
                _ => None,
            })
            .collect()
    };
    let all: Vec<Vec<(usize, usize, bool)>> = runs.0.iter().map(per_k).collect();
    let ks: BTreeSet<usize> = all.iter().flatten().map(|&(k, _, _)| k).collect();
    if ks.is_empty() {
        return html! { <p class="panel-note">{ "Run the proof with each estimate (or \"All three estimates\") to compare the positions each needs." }</p> };
    }
    let cell = |h: usize, k: usize| match all[h].iter().find(|&&(kk, _, _)| kk == k) {
        Some(&(_, e, _)) => html! { <td data-testid={format!("side-{}-{k}", ESTIMATES[h].1)}>{ thousands(e) }</td> },
        None => html! { <td>{ "·" }</td> },
    };
    let total = |h: usize| {
        let sum: usize = all[h].iter().map(|&(_, e, _)| e).sum();
        let done = runs.0[h].done();
        html! { <td data-testid={format!("side-total-{}", ESTIMATES[h].1)} data-total={sum.to_string()} data-done={done.to_string()}>
        <strong>{ thousands(sum) }</strong>{ if done { "" } else { " (so far)" } }</td> }
    };
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-label="The three estimates side by side">
            <table class="bounds-side">
                <caption>{ "Positions expanded to prove each k, by estimate" }</caption>
                <thead><tr><th scope="col">{ "k" }</th>
                    { for ESTIMATES.iter().map(|(_, n)| html! { <th scope="col">{ *n }</th> }) }</tr></thead>
                <tbody>
                    { for ks.iter().map(|&k| html! { <tr><th scope="row">{ k }</th>{ cell(0, k) }{ cell(1, k) }{ cell(2, k) }</tr> }) }
                    <tr class="total"><th scope="row">{ "all k" }</th>{ total(0) }{ total(1) }{ total(2) }</tr>
                </tbody>
            </table>
        </div>
    }
}

#[function_component(BoundsPanel)]
pub(super) fn bounds_panel() -> Html {
    let game = use_game();
    let key = (game.puzzle_id, game.play.position.clone());
    let runs = use_reducer(Runs::default);
    let estimate = use_state_eq(|| 2u8);
    let pending = use_state_eq(|| false);
    let progress = use_state_eq(|| None::<(usize, usize, usize)>);
    let running = use_state_eq(|| false);
    // Run all three estimates one after the other.
    let all_three = use_state_eq(|| false);
    let shown = use_state(|| None::<(String, Vec<rush_hour_engine::model::rules::Move>, bool)>);
    let job = use_mut_ref(|| None::<EngineJob>);
    let budget = use_memo((), |_| worker_memory_budget(0));

    let ask: Rc<dyn Fn(u8, usize)> = {
        let (board, position) = (game.play.board.clone(), game.play.position.clone());
        let (runs, pending, progress, job, budget) = (runs.clone(), pending.clone(), progress.clone(), job.clone(), *budget);
        Rc::new(move |h: u8, skip: usize| {
            pending.set(true);
            progress.set(None);
            let on_progress = {
                let progress = progress.clone();
                Callback::from(move |p: Progress| progress.set(Some((p.positions, p.depth, p.memory))))
            };
            let on_done = {
                let (runs, pending) = (runs.clone(), pending.clone());
                Callback::from(move |result: Result<BoundsAnswer, String>| {
                    match result {
                        Ok(a) => runs.dispatch(RunAction::Answer(h, a)),
                        Err(why) => runs.dispatch(RunAction::Failed(h, why)),
                    }
                    pending.set(false);
                })
            };
            *job.borrow_mut() = Some(next_bounds_step(&board, &position, h, budget, skip, on_progress, on_done));
        })
    };
    let h = *estimate;
    let run = runs.0[h as usize].clone();

    // A new puzzle or position: every run starts again.
    {
        let (runs, running, shown, job, pending) = (runs.clone(), running.clone(), shown.clone(), job.clone(), pending.clone());
        use_effect_with(key.clone(), move |_| {
            job.borrow_mut().take();
            pending.set(false);
            running.set(false);
            shown.set(None);
            runs.dispatch(RunAction::Reset);
        });
    }
    // Running: the next step once the last came; the next estimate after the last one's end.
    {
        let (ask, running, all_three, estimate) = (ask.clone(), running.clone(), all_three.clone(), estimate.clone());
        let done: [bool; 3] = [runs.0[0].done(), runs.0[1].done(), runs.0[2].done()];
        let steps = run.answers.len();
        use_effect_with((*running, *pending, h, steps, done, *all_three), move |&(on, pending, h, steps, done, all)| {
            if on && !pending {
                if !done[h as usize] {
                    ask(h, steps);
                } else if let Some(next) = (0..3u8).find(|&i| all && !done[i as usize]) {
                    estimate.set(next);
                } else {
                    running.set(false);
                    all_three.set(false);
                }
            }
        });
    }
    // The optimum proven: its plan on show, playing.
    {
        let shown = shown.clone();
        let proven = match (run.end(), run.answers.last()) {
            (Some(BoundsOutcome::Optimal { moves, .. }), Some(a)) => {
                a.end_plan.clone().or_else(|| a.upper.clone()).filter(|p| p.len() == *moves)
            }
            _ => None,
        };
        use_effect_with(proven, move |plan| {
            if let Some(plan) = plan {
                shown.set(Some((format!("the optimal plan, {} moves", plan.len()), plan.clone(), true)));
            }
        });
    }

    let stop = {
        let (job, pending, running, all_three, runs) = (job.clone(), pending.clone(), running.clone(), all_three.clone(), runs.clone());
        let what = match run.answers.len() {
            n if n < 3 => "the beams".to_string(),
            _ => format!("k = {}", run.answers.last().map_or(2, |a| a.lower + 1)),
        };
        Rc::new(move || {
            let was = *pending;
            job.borrow_mut().take();
            pending.set(false);
            running.set(false);
            all_three.set(false);
            if was {
                runs.dispatch(RunAction::Stopped(h, what.clone()));
            }
        })
    };
    let on_next = {
        let ask = ask.clone();
        let steps = run.answers.len();
        Callback::from(move |_: MouseEvent| ask(h, steps))
    };
    let on_run = {
        let running = running.clone();
        Callback::from(move |_: MouseEvent| running.set(true))
    };
    let on_all = {
        let (running, all_three) = (running.clone(), all_three.clone());
        Callback::from(move |_: MouseEvent| {
            all_three.set(true);
            running.set(true);
        })
    };
    let on_stop = {
        let stop = stop.clone();
        Callback::from(move |_: MouseEvent| stop())
    };
    let on_reset = {
        let (stop, runs, shown) = (stop.clone(), runs.clone(), shown.clone());
        Callback::from(move |_: MouseEvent| {
            stop();
            shown.set(None);
            runs.dispatch(RunAction::ResetOne(h));
        })
    };
    let on_estimate = |to: u8| {
        let (stop, estimate, shown) = (stop.clone(), estimate.clone(), shown.clone());
        Callback::from(move |_: MouseEvent| {
            stop();
            shown.set(None);
            estimate.set(to);
        })
    };
    // The handout: the view printed alone (static/classroom.css, `html.print-bounds`).
    let on_print = Callback::from(|_: MouseEvent| {
        let root = gloo::utils::document().document_element();
        if let Some(root) = &root {
            let _ = root.class_list().add_1("print-bounds");
        }
        let _ = gloo::utils::window().print();
        if let Some(root) = &root {
            let _ = root.class_list().remove_1("print-bounds");
        }
    });
    let busy = *pending || *running;
    let choices = ESTIMATES.iter().map(|&(n, name)| {
        html! {
            <button type="button" aria-pressed={(n == h).to_string()} onclick={on_estimate(n)} data-testid={format!("bounds-estimate-{name}")}>{ name }</button>
        }
    });
    let controls = html! {
        <>
            <div class="bounds-estimates" role="group" aria-labelledby="bounds-estimate-label">
                <span id="bounds-estimate-label">{ "Estimate h of the moves still needed:" }</span>
                { for choices }
            </div>
            <div class="buttons">
                <button type="button" onclick={on_next} disabled={busy || run.done()}>{ "Next step" }</button>
                if busy {
                    <button type="button" onclick={on_stop} data-testid="bounds-stop">{ "Stop the proof" }</button>
                } else {
                    <button type="button" onclick={on_run} disabled={run.done()} data-testid="bounds-run">{ if run.answers.is_empty() { "Run the proof" } else { "Go on" } }</button>
                }
                <button type="button" onclick={on_all} disabled={busy || runs.0.iter().all(Run::done)} data-testid="bounds-all">{ "All three estimates" }</button>
                <button type="button" onclick={on_reset}>{ "Start again" }</button>
                <button type="button" onclick={on_print} data-testid="bounds-print">{ "Print this proof" }</button>
            </div>
        </>
    };
    let working = match (*pending, *progress) {
        (true, Some((positions, depth, memory))) => html! {
            <p class="panel-note" data-testid="bounds-working" aria-live="polite">
                { format!("Searching: {} positions so far, depth {depth} (each k may use {} of this device's memory; the worker holds {} in all)…", thousands(positions), bytes_text(*budget), bytes_text(memory)) }
            </p>
        },
        (true, None) => html! {
            <p class="panel-note" data-testid="bounds-working">{ "Searching… (the engine's worker finishes the classroom's other searches first: on a big board, the game's analysis can take a minute)" }</p>
        },
        _ => html! {},
    };
    let lower_now = run.answers.last().map_or(1, |a| a.lower);
    let upper_now = run.answers.last().and_then(|a| a.upper.as_ref().map(Vec::len));
    let outcome = match (run.end(), &run.failure, &run.stopped) {
        (_, Some(why), _) => html! {
            <p class="bounds-outcome stopped" data-testid="bounds-outcome" data-end="failed" role="status">
                { format!("The run stopped: {why}. Proven so far: no plan of ≤ {lower_now} moves{}.", upper_now.map_or(String::new(), |u| format!("; a plan of {u} moves is known"))) }
            </p>
        },
        (Some(BoundsOutcome::Optimal { moves, met, .. }), _, _) => html! {
            <p class="bounds-outcome proven" data-testid="bounds-outcome" data-end="optimal" data-moves={moves.to_string()} role="status">
                <strong>{ format!("Optimum proven: {}. ", count(*moves, "move", "moves")) }</strong>
                { if *met { format!("No plan of {} moves or fewer exists, and a plan of {moves} is known: the bounds meet.", moves.saturating_sub(1)) }
                  else { format!("No plan of {} moves or fewer exists, and the search of k = {moves} found one.", moves.saturating_sub(1)) } }
            </p>
        },
        (Some(BoundsOutcome::Within { moves, .. }), _, _) => html! {
            <p class="bounds-outcome" data-testid="bounds-outcome" data-end="within" role="status">{ format!("A plan of at most {moves} moves exists.") }</p>
        },
        (Some(BoundsOutcome::NoPlan), _, _) => html! {
            <p class="bounds-outcome stopped" data-testid="bounds-outcome" data-end="no-plan" role="status">
                <strong>{ "No plan exists. " }</strong>
                { format!("The search of k = {lower_now} kept every position reachable from the start — the estimate pruned none — and none frees the red car.") }
            </p>
        },
        (Some(BoundsOutcome::MaxMoves), _, _) => html! {
            <p class="bounds-outcome" data-testid="bounds-outcome" data-end="max" role="status">{ format!("Proven: no plan of ≤ {lower_now} moves.") }</p>
        },
        (Some(BoundsOutcome::Stopped { why, memory }), _, _) => html! {
            <p class="bounds-outcome stopped" data-testid="bounds-outcome" data-end="stopped" data-lower={lower_now.to_string()} role="status">
                <strong>{ if *memory { format!("Stopped at this device's memory budget while searching k = {}. ", lower_now + 1) } else { format!("Stopped while searching k = {}. ", lower_now + 1) } }</strong>
                { format!("Proven here: no plan of ≤ {lower_now} moves{}. ({why})", upper_now.map_or(String::new(), |u| format!(", and a plan of {u} moves is known: the optimum is between {} and {u}", lower_now + 1))) }
            </p>
        },
        (None, None, Some(what)) => html! {
            <p class="bounds-outcome" data-testid="bounds-outcome" data-end="paused" role="status">
                { format!("Stopped by you while searching {what}. Proven so far: no plan of ≤ {lower_now} moves{}. Go on takes it from there.", upper_now.map_or(String::new(), |u| format!("; a plan of {u} moves is known"))) }
            </p>
        },
        _ => html! {},
    };
    let note = run.answers.iter().rev().find_map(|a| a.step.as_ref()).map(|s| {
        html! { <div class="bounds-note" data-testid="bounds-note" aria-live="polite">{ step_note(s, upper_now) }</div> }
    });
    // Every plan of the run: each beam's that found one, and the end's.
    let mut plans: Vec<(String, Vec<rush_hour_engine::model::rules::Move>)> = run
        .answers
        .iter()
        .filter_map(|a| match (&a.step, &a.step_plan) {
            (Some(BoundsReport::Upper { width, .. }), Some(p)) => {
                Some((format!("the beam of width {}'s plan, {} moves", thousands(*width), p.len()), p.clone()))
            }
            _ => None,
        })
        .collect();
    if let Some(p) = run.answers.last().and_then(|a| a.end_plan.clone())
        && !plans.iter().any(|(_, q)| *q == p)
    {
        plans.push((format!("the plan the search of k = {} found, {} moves", p.len(), p.len()), p));
    }
    let plan_buttons = plans.into_iter().map(|(title, plan)| {
        let shown = shown.clone();
        let label = format!("Play {title}");
        let t = title.clone();
        html! { <button type="button" onclick={Callback::from(move |_: MouseEvent| shown.set(Some((t.clone(), plan.clone(), true))))}>{ label }</button> }
    });
    let player = (*shown).clone().map(|(title, plan, autoplay)| html! {
        <PlanPlayer board={game.play.board.clone()} start={game.play.position.clone()} plan={plan} title={title} autoplay={autoplay} testid="bounds-player" />
    });
    let twelve = game.play.board.width() == 12 && game.play.board.height() == 12;
    html! {
        <section class="panel classroom-panel bounds" aria-label="Bounds: proving the optimum" data-testid="bounds"
                 data-estimate={ESTIMATES[h as usize].1} data-budget={budget.to_string()}>
            <h2>{ "Proving the optimum: lower bound against upper bound" }</h2>
            <p class="panel-note">
                { "A plan found is an upper bound: the optimum is no longer. A search that proves \"no plan of ≤ k moves\" is a lower bound: the optimum is longer. When the two meet, the optimum is proven — the way this project proved the UvA 12×12's 25 moves." }
            </p>
            { controls }
            { working }
            { outcome }
            <BoundsChart points={run.points()} testid="bounds-chart" />
            { for note }
            if !run.answers.is_empty() {
                <div class="table-scroll" tabindex="0" role="region" aria-label="Steps of the run">
                    <table class="bounds-steps">
                        <caption>{ format!("Steps with the estimate {}", ESTIMATES[h as usize].1) }</caption>
                        <thead><tr>
                            <th scope="col">{ "#" }</th><th scope="col">{ "step" }</th><th scope="col">{ "result" }</th>
                            <th scope="col">{ "positions kept" }</th><th scope="col">{ "expanded" }</th>
                            <th scope="col">{ "pruned by h" }</th><th scope="col">{ "time" }</th>
                        </tr></thead>
                        <tbody>{ for run.answers.iter().enumerate().map(|(i, a)| step_row(i, a)) }</tbody>
                    </table>
                </div>
            }
            <div class="buttons bounds-plans">{ for plan_buttons }</div>
            { for player }
            <h3>{ "The three estimates side by side" }</h3>
            { side_by_side(&runs) }
            <BoundsLesson />
            <RecordedProof open={twelve} />
        </section>
    }
}
