//! The generator's status line under its button: the run's progress (with the typical time on
//! this board, or the rest at this rate), the puzzle found, or why none was.

use super::generation::Status;
use crate::game::generator_reach;
use rush_hour_engine::generate::PAGE_TRIES;
use rush_hour_engine::library::Section;
use rush_hour_engine::search::limits::thousands;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct GenerationStatusProps {
    pub status: Status,
    pub runs: u32,
    pub tier: Section,
    pub size: (u8, u8),
    pub walls: bool,
}

#[function_component(GenerationStatus)]
pub(super) fn generation_status(props: &GenerationStatusProps) -> Html {
    let GenerationStatusProps { status, runs, tier, size, walls } = props;
    let report = match status {
        Status::Idle => html! {},
        Status::Running { tries, millis } => html! {
            <p class="gen-status" role="status" aria-busy="true" data-testid="gen-status" data-state="running">
                { running_text(*tries, *millis, generator_reach::typical_secs(*tier, *size, *walls)) }
            </p>
        },
        Status::Found { moves, millis, tries, cluster } => html! {
            <p class="gen-status" role="status" data-testid="gen-status" data-state="found" data-moves={moves.to_string()}
               data-ms={format!("{millis:.0}")} data-tries={tries.to_string()}>
                { format!("A {moves}-move puzzle in {:.2} s ({} layouts rated, {} positions reachable)", millis / 1000.0,
                          thousands(*tries), thousands(*cluster)) }
            </p>
        },
        Status::Failed(message) => html! {
            <p class="gen-status failed" role="status" data-testid="gen-status" data-state="failed">{ message.clone() }</p>
        },
    };
    html! { <div data-testid="gen-run" data-run={runs.to_string()}>{ report }</div> }
}

/// "Generating… 1,234 of at most 4,000 layouts rated in 6 s; typically about 3 s here." or, with no
/// typical time, how long the rest would take at this rate.
fn running_text(tries: usize, millis: f64, typical: Option<u32>) -> String {
    let secs = (millis / 1000.0).round();
    let mut s = format!("Generating… {} of at most {} layouts rated in {secs} s", thousands(tries), thousands(PAGE_TRIES));
    match typical {
        Some(t) => s.push_str(&format!("; typically about {t} s here.")),
        None if tries > 0 => {
            let rest = (PAGE_TRIES.saturating_sub(tries) as f64 * millis / tries as f64 / 1000.0).ceil();
            s.push_str(&format!("; at most about {rest} s more at this rate."));
        }
        None => s.push('.'),
    }
    s
}
