//! The engine's analysis of each new puzzle of the game, and the plans of the positions off its
//! line, run by the engine client (`engine_client::game_analysis` decides, `app::engine::driver`
//! carries): its reports are the game's actions, tagged with the puzzle's identity, so a late
//! report of an old puzzle is ignored. A new puzzle cancels the work; so does "Stop analysis".
//! Each position off the line is told to the client, which cancels the work for the one before.

use crate::app::engine::analysis::{analyse_for_game, worker_memory_budget};
use crate::app::engine::driver::Driver;
use crate::app::store::GameHandle;
use crate::engine_client::{Input, Report};
use crate::game::state::Analysis;
use yew::prelude::*;

#[hook]
pub fn use_analysis_sync(game: &GameHandle) {
    let stopped = matches!(game.background.analysis, Analysis::Stopped);
    let memory_budget = *use_memo(game.background.memory_raised, |&raised| worker_memory_budget(raised));
    let client = use_mut_ref(|| None::<Driver>);
    {
        let (game, client) = (game.clone(), client.clone());
        use_effect_with((game.puzzle_id, stopped, memory_budget), move |&(puzzle_id, stopped, memory_budget)| {
            let g = game.clone();
            let on_report = Callback::from(move |report: Report| g.dispatch(report.action(puzzle_id)));
            let run = (!stopped).then(|| analyse_for_game(&game.play.board, &game.play.start, memory_budget, on_report));
            *client.borrow_mut() = run;
            move || drop(client.borrow_mut().take())
        });
    }
    let wanted = game.line_wanted().cloned();
    let game = game.clone();
    use_effect_with((game.puzzle_id, wanted, memory_budget), move |(_, wanted, _)| {
        let tell = move |from| {
            let line = game.plan_line().cloned();
            // Not told under the slot's borrow: what the client reports may run the effects.
            let teller = client.borrow().as_ref().map(Driver::teller);
            if let Some(teller) = teller {
                teller.tell(Input::Wanted { from, line });
            }
        };
        tell(wanted.clone());
        move || tell(None)
    });
}
