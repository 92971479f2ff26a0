//! The switch between the app's pages: Play, Edit, Classroom and Present, a navigation landmark
//! ("Mode") whose current page is marked `aria-current="page"` (the WAI-ARIA way for links that
//! change the page's view: no tab roles, as there are no tab panels), and the way to the Statistics
//! page from the Levels panel. In the full app (feature `tools`) a button switches the mode; on the
//! game's own page, built without the other pages, the Edit, Classroom and Present buttons and the
//! statistics are links to the full app under `tools/`, carrying the game over
//! (`url::tools_link`).

use crate::app::store::{GameHandle, use_game};
use crate::game::state::Mode;
use yew::prelude::*;

#[function_component(ModeSwitch)]
pub(super) fn mode_switch() -> Html {
    let game = use_game();
    html! {
        <nav class="modes" aria-label="Mode">
            { for Mode::TABS.iter().map(|&mode| mode_tab(&game, mode)) }
        </nav>
    }
}

/// A mode's tab in the full app: a button that switches to it.
#[cfg(feature = "tools")]
fn mode_tab(game: &GameHandle, mode: Mode) -> Html {
    use crate::game::state::{Action, SettingsAction};
    let g = game.clone();
    html! {
        <button type="button" class="mode" aria-current={ (game.settings.mode == mode).then_some("page") }
            data-testid={ format!("mode-{}", mode.key()) }
            onclick={ move |_| g.dispatch(Action::Settings(SettingsAction::SetMode(mode))) }>{ mode.name() }</button>
    }
}

/// A mode's tab on the game's page: Play is the page itself, the others links to the full app.
#[cfg(not(feature = "tools"))]
fn mode_tab(game: &GameHandle, mode: Mode) -> Html {
    let href = super::url::mode_link(mode, game);
    html! {
        <a class="mode" aria-current={ (mode == Mode::Play).then_some("page") } href={href}
           data-testid={ format!("mode-{}", mode.key()) }>{ mode.name() }</a>
    }
}

/// The way to the Statistics page (in the Levels panel's head): a button in the full app.
#[cfg(feature = "tools")]
pub(super) fn statistics_link(game: &GameHandle) -> Html {
    use crate::game::state::{Action, SettingsAction};
    let g = game.clone();
    html! {
        <button type="button" onclick={move |_| g.dispatch(Action::Settings(SettingsAction::SetMode(Mode::Statistics)))} data-testid="open-statistics">
            { "Your statistics" }
        </button>
    }
}

/// The way to the Statistics page on the game's page: a link to the full app, whose code draws it.
#[cfg(not(feature = "tools"))]
pub(super) fn statistics_link(game: &GameHandle) -> Html {
    let href = super::url::tools_link(Mode::Statistics, game, false);
    html! { <a class="button-link" href={href} data-testid="open-statistics">{ "Your statistics" }</a> }
}

/// On the game's page: "New puzzle" opens the generator of the full app (in its Play mode, with
/// the game handed over).
#[cfg(not(feature = "tools"))]
#[function_component(NewPuzzleLink)]
pub(super) fn new_puzzle_link() -> Html {
    let game = use_game();
    let href = super::url::tools_link(Mode::Play, &game, true);
    html! {
        <section class="panel generator" aria-label="New puzzle">
            <div class="panel-head">
                <h2>{ "New puzzle" }</h2>
                <a class="button-link" href={href} data-testid="gen-open">{ "Open the generator" }</a>
            </div>
            <p class="panel-note" data-testid="gen-sizes">{ format!("Any difficulty up to Expert, on boards from 4×4 to {0}×{0}.", crate::game::generator_reach::LARGEST_SIDE) }</p>
        </section>
    }
}
