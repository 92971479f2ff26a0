//! Moving to another device: "Export" saves the progress, the daily log and the settings as one
//! JSON file (`game::transfer`); "Import" reads such a file, checks all of it and merges it into
//! what this browser has (the better result of each puzzle and day is kept), which the app's
//! hooks then save. A bad file is refused with the reason, and nothing changes.

use crate::app::browser_storage;
use crate::app::classroom::picture::download;
use crate::app::daily::pool;
use crate::app::store::use_game;
use crate::game::kept::KeptStore;
use crate::game::settings::{SETTINGS_KEY, SavedSettings};
use crate::game::state::{Action, SavedAction};
use crate::game::transfer::{self, MAX_FILE_BYTES};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// What the last import said: done, or refused and why.
#[derive(Clone, PartialEq)]
enum ImportOutcome {
    Merged(String),
    Refused(String),
}

#[function_component(TransferPanel)]
pub(super) fn transfer_panel() -> Html {
    let game = use_game();
    let outcome = use_state(|| None::<ImportOutcome>);
    let on_export = {
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            let today = pool::today().to_string();
            // The state holds the switches this version reads; the stored lines it cannot read
            // (another version's) go into the file too, as the page keeps them in its storage.
            let mut settings = game.settings.saved();
            if let Some(stored) = browser_storage::read(browser_storage::local(), SETTINGS_KEY) {
                settings.merge_stored(&SavedSettings::from_text(&stored));
            }
            let text = transfer::export_text(&game.progress, &game.daily.log, &settings, &today);
            download(&transfer::file_name(&today), "application/json", &text);
        })
    };
    let on_file = {
        let (game, outcome) = (game.clone(), outcome.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            // The same file chosen again is a change too.
            input.set_value("");
            if file.size() > MAX_FILE_BYTES as f64 {
                outcome.set(Some(ImportOutcome::Refused(transfer::too_large(file.size() as usize))));
                return;
            }
            let Ok(reader) = web_sys::FileReader::new() else { return };
            let (game, shown, read) = (game.clone(), outcome.clone(), reader.clone());
            let loaded = Closure::once_into_js(move || {
                let text = read.result().ok().and_then(|r| r.as_string()).unwrap_or_default();
                shown.set(Some(match transfer::read_file(&text) {
                    Err(message) => ImportOutcome::Refused(message),
                    Ok(file) => {
                        let (mut progress, mut log) = ((*game.progress).clone(), (*game.daily.log).clone());
                        let report = transfer::merge(&mut progress, &mut log, &file);
                        game.dispatch(Action::Saved(SavedAction::Progress(progress)));
                        game.dispatch(Action::Saved(SavedAction::DailyLog(log)));
                        if let Some(settings) = file.settings {
                            game.dispatch(Action::Saved(SavedAction::Settings(settings)));
                        }
                        ImportOutcome::Merged(report.message())
                    }
                }));
            });
            reader.set_onload(Some(loaded.unchecked_ref()));
            let failed = {
                let outcome = outcome.clone();
                Closure::once_into_js(move || {
                    outcome.set(Some(ImportOutcome::Refused("The file could not be read. Nothing was changed.".into())));
                })
            };
            reader.set_onerror(Some(failed.unchecked_ref()));
            if reader.read_as_text(&file).is_err() {
                outcome.set(Some(ImportOutcome::Refused("The file could not be read. Nothing was changed.".into())));
            }
        })
    };
    let message = match &*outcome {
        None => html! {},
        Some(ImportOutcome::Merged(m)) => html! { <p class="notice" role="status" data-testid="import-message">{ m }</p> },
        Some(ImportOutcome::Refused(m)) => html! { <p class="error" role="alert" data-testid="import-message">{ m }</p> },
    };
    html! {
        <section class="panel stat-panel transfer-panel" aria-labelledby="stat-transfer" data-testid="transfer">
            <h3 id="stat-transfer">{ "Move to another device" }</h3>
            <p class="panel-note">{ "Export saves your progress, your daily puzzle log and your board settings as one file. \
                                     Import it on the other device: your results there are merged with the file's, \
                                     keeping the better of each puzzle and each day; the file's settings are taken." }</p>
            <div class="buttons">
                <button type="button" onclick={on_export} data-testid="export">{ "Export progress" }</button>
                <label class="button-link file-button">
                    { "Import a progress file…" }
                    <input type="file" accept=".json,application/json" onchange={on_file} data-testid="import" class="visually-hidden" />
                </label>
            </div>
            { message }
        </section>
    }
}
