//! The daily pool fetched from the site (`daily.txt`, beside the page) the first time the daily
//! puzzle is asked for, kept for the page's life; today's date on the player's calendar; and
//! today's puzzle put on the board.

use crate::app::store::GameDispatcher;
use crate::game::state::Action;
use rush_hour_engine::daily::{DailyPool, Date};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The link fragment of the daily puzzle: `#daily` opens today's.
pub const FRAGMENT: &str = "daily";

thread_local! {
    static POOL: RefCell<Option<Rc<DailyPool>>> = const { RefCell::new(None) };
}

/// Today on the player's own calendar (local time): the daily puzzle changes at local midnight.
pub fn today() -> Date {
    let now = js_sys::Date::new_0();
    Date::new(now.get_full_year() as i32, now.get_month() as u8 + 1, now.get_date() as u8).unwrap_or(Date { year: 1970, month: 1, day: 1 })
}

async fn fetch_text(url: &str) -> Result<String, String> {
    let failed = |what: &str| format!("the daily puzzles ({url}) could not be fetched: {what}");
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(url)).await.map_err(|_| failed("no connection"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| failed("no response"))?;
    if !response.ok() {
        return Err(failed(&format!("the server answered {}", response.status())));
    }
    let text = JsFuture::from(response.text().map_err(|_| failed("no text"))?).await.map_err(|_| failed("the download broke off"))?;
    text.as_string().ok_or_else(|| failed("no text"))
}

/// The pool, fetched once.
async fn pool() -> Result<Rc<DailyPool>, String> {
    if let Some(pool) = POOL.with_borrow(|p| p.clone()) {
        return Ok(pool);
    }
    // The game's page has it beside it; the full app under tools/ shares that copy.
    let url = if cfg!(feature = "tools") { "../daily.txt" } else { "daily.txt" };
    let pool = Rc::new(DailyPool::parse(&fetch_text(url).await?)?);
    POOL.with_borrow_mut(|p| *p = Some(pool.clone()));
    Ok(pool)
}

/// Puts today's puzzle on the board (after fetching the pool, the first time); a failure is
/// shown as a notice and the game stays as it is.
pub fn load_today(dispatch: GameDispatcher) {
    wasm_bindgen_futures::spawn_local(async move {
        match pool().await {
            Ok(pool) => dispatch.dispatch(Action::LoadDaily(pool.puzzle(today()))),
            Err(e) => {
                dispatch.dispatch(Action::Notice(Some(format!("The daily puzzle is not available: {e}. The current game is unchanged."))))
            }
        }
    });
}
