//! The daily pool fetched from the site (`daily.txt`, beside the page) the first time the daily
//! puzzle is asked for, kept for the page's life; today's date on the player's calendar; and
//! today's puzzle put on the board.

use crate::app::store::GameDispatcher;
use crate::game::state::{Action, MessageAction, PuzzleAction};
use rush_hour_engine::daily::{DailyPool, Date};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

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

/// Fetches `url` and passes its text, or what went wrong, to `done` (an `XMLHttpRequest`: its
/// callbacks need no futures machinery in the game's wasm).
fn fetch_text(url: &'static str, done: impl FnOnce(Result<String, String>) + 'static) {
    let failed = move |what: &str| format!("the daily puzzles ({url}) could not be fetched: {what}");
    let Ok(request) = web_sys::XmlHttpRequest::new() else { return done(Err(failed("no request"))) };
    if request.open("GET", url).is_err() {
        return done(Err(failed("no request")));
    }
    let done = Rc::new(RefCell::new(Some(done)));
    let finish = {
        let (request, done) = (request.clone(), done.clone());
        move || {
            let Some(done) = done.borrow_mut().take() else { return };
            done(match (request.status(), request.response_text()) {
                (Ok(200), Ok(Some(text))) => Ok(text),
                (Ok(0), _) => Err(failed("no connection")),
                (Ok(status), _) => Err(failed(&format!("the server answered {status}"))),
                _ => Err(failed("no answer")),
            })
        }
    };
    let finish = Rc::new(finish);
    let on_load = {
        let f = finish.clone();
        Closure::once_into_js(move || f())
    };
    let on_error = Closure::once_into_js(move || finish());
    request.set_onload(Some(on_load.unchecked_ref()));
    request.set_onerror(Some(on_error.unchecked_ref()));
    if request.send().is_err()
        && let Some(done) = done.borrow_mut().take()
    {
        done(Err(failed("no request")));
    }
}

/// Puts today's puzzle on the board (after fetching the pool, the first time); a failure is
/// shown as a notice and the game stays as it is.
pub fn load_today(dispatch: GameDispatcher) {
    let show = move |pool: Result<Rc<DailyPool>, String>| match pool {
        Ok(pool) => dispatch.dispatch(Action::Puzzle(PuzzleAction::LoadDaily(pool.puzzle(today())))),
        Err(e) => dispatch.dispatch(Action::Messages(MessageAction::Notice {
            about: "daily pool".into(),
            text: Some(format!("The daily puzzle is not available: {e}. The current game is unchanged.")),
        })),
    };
    if let Some(pool) = POOL.with_borrow(|p| p.clone()) {
        return show(Ok(pool));
    }
    // The game's page has the pool beside it; the full app under tools/ shares that copy.
    let url = if cfg!(feature = "tools") { "../daily.txt" } else { "daily.txt" };
    fetch_text(url, move |text| {
        let pool = text.and_then(|t| DailyPool::parse(&t)).map(Rc::new);
        if let Ok(pool) = &pool {
            POOL.with_borrow_mut(|p| *p = Some(pool.clone()));
        }
        show(pool);
    });
}
