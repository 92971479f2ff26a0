//! The board's switches: moves to go, the vehicles' labels and the colour-blind palette (saved
//! with the settings).

use crate::app::store::GameHandle;
use crate::game::state::{Action, SettingsAction};
use crate::palette::Palette;
use yew::prelude::*;

pub(super) fn board_switches(game: &GameHandle) -> Html {
    html! {
        <div class="toggles">
            <label>
                <input type="checkbox" checked={game.settings.show_to_go} onchange={ let g = game.clone(); move |_| g.dispatch(Action::Settings(SettingsAction::ToggleToGo)) } />
                { "Show moves to go" }
            </label>
            <label>
                <input type="checkbox" checked={game.settings.show_labels} onchange={ let g = game.clone(); move |_| g.dispatch(Action::Settings(SettingsAction::ToggleLabels)) } />
                { "Show labels" }
            </label>
            <label>
                <input type="checkbox" checked={game.settings.palette == Palette::ColourBlind} data-testid="palette-switch"
                       onchange={ let g = game.clone(); move |_| g.dispatch(Action::Settings(SettingsAction::TogglePalette)) } />
                { "Colour-blind palette" }
            </label>
        </div>
    }
}
