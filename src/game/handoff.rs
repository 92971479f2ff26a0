//! Handing a game over to the tools page. The game's own page is built without the Edit,
//! Classroom and Present pages (a smaller download); their tabs open the full app under
//! `tools/` with the puzzle, the mode to show and the moves played so far (the link itself is
//! the app's `url`), so the game goes on where it was. A teacher can also share such a link to
//! open a puzzle straight in Present mode. The query's words (`query_value`, `query_pairs`) are
//! the game kept for the tab's too (`session`).

use super::state::{Action, Mode, SettingsAction, State};
use rush_hour_engine::model::board::Board;
use rush_hour_engine::model::notation::{Style, format_move, parse_plan};
use rush_hour_engine::model::rules::{self, Move};
use std::rc::Rc;

/// The moves played so far, in Fogleman's notation separated by commas (`C-1,E+3`).
pub fn moves(state: &State) -> String {
    moves_of(&state.play.board, state.play.history.iter().map(|p| p.mv))
}

/// Moves in Fogleman's notation separated by commas (`C-1,E+3`), as `parse_plan` reads them.
pub fn moves_of(board: &Board, moves: impl Iterator<Item = Move>) -> String {
    moves.map(|mv| format_move(board, mv, Style::Fogleman)).collect::<Vec<_>>().join(",")
}

/// A value of a query: the `+` of Fogleman's moves, and `%` and `&`, percent-encoded (`+`
/// reads as a space in many decoders). Grid strings and the modes' keys need nothing more.
pub fn query_value(value: &str) -> String {
    value.replace('%', "%25").replace('+', "%2B").replace('&', "%26")
}

/// A query's `key=value` pairs (`mode=edit&moves=C-1`, without the `?`), each value
/// percent-decoded (a bad escape kept as it is); a pair without `=` has an empty value.
pub fn query_pairs(query: &str) -> impl Iterator<Item = (&str, String)> {
    query.split('&').filter(|pair| !pair.is_empty()).map(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (key, percent_decode(value))
    })
}

/// `%XX` escapes decoded (a bad escape is kept as it is).
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push((h * 16 + l) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Applies a handed-over game to a freshly loaded puzzle: replays `moves` (as `moves` writes
/// them) while they are legal, up to a win, and sets `mode`. Bad moves are ignored (a
/// hand-edited link still opens the puzzle). The moves are a game shown again, as a resumed
/// one is (`session`): a win among them was recorded on the page that played it, and is not
/// recorded again (here it would have no hints and no time, and would beat the real record).
pub fn apply(state: Rc<State>, mode: Option<Mode>, moves: &str) -> Rc<State> {
    let mut s = state;
    if let Ok(plan) = parse_plan(&s.play.board, &moves.replace(',', " ")) {
        let (board, mut position) = (&s.play.board, s.play.start.clone());
        let mut legal = Vec::new();
        for mv in plan {
            if rules::is_goal(board, &position) {
                break;
            }
            match rules::apply(board, &position, mv) {
                Ok(next) => position = next,
                Err(_) => break, // an illegal move: keep what was replayed
            }
            legal.push(mv);
        }
        if !legal.is_empty() {
            Rc::make_mut(&mut s).play.replay_from_start(&legal);
        }
    }
    match mode {
        Some(m) => s.reduce(Action::Settings(SettingsAction::SetMode(m))),
        None => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::state::PlayAction;
    use rush_hour_engine::model::grid;
    use rush_hour_engine::model::rules::Metric;
    use rush_hour_engine::search::solver::{self, Outcome};

    const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

    #[test]
    fn a_game_goes_over_with_its_moves_and_mode() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let c = s.play.board.index_of('C').unwrap();
        let e = s.play.board.index_of('E').unwrap();
        let s = s
            .reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }))
            .reduce(Action::Play(PlayAction::Slide { vehicle: e, offset: 0 }));
        let m = moves(&s);
        assert_eq!(m, "C-1,E-3");
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let t = apply(fresh, Some(Mode::Edit), &m);
        assert_eq!(t.settings.mode, Mode::Edit);
        assert_eq!(t.play.position, s.play.position);
        assert_eq!(t.play.moves(), 2);
        // A forward move.
        let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: e, offset: 1 }));
        let m = moves(&s);
        assert!(m.ends_with("E+1"), "{m}");
        assert_eq!(apply(Rc::new(State::new(grid::parse(CARD1).unwrap())), None, &m).play.position, s.play.position);
    }

    #[test]
    fn query_values_go_through_and_back() {
        let q = format!("moves={}&grid={}&x", query_value("C-1,E+3"), query_value("50%&b"));
        assert_eq!(q, "moves=C-1,E%2B3&grid=50%25%26b&x");
        let pairs: Vec<(&str, String)> = query_pairs(&q).collect();
        assert_eq!(pairs, [("moves", "C-1,E+3".to_string()), ("grid", "50%&b".into()), ("x", String::new())]);
        // A bad escape is kept as it is.
        assert_eq!(query_pairs("moves=a%2Bb%2cc%&y=%G1").map(|(_, v)| v).collect::<Vec<_>>(), ["a+b,c%", "%G1"]);
    }

    #[test]
    fn a_won_game_handed_over_records_no_win() {
        // Card 1 won on the game's page is recorded there, with its hints and time. The tools
        // page replays the handed-over moves: a game shown again, not a new win (it recorded one
        // with no hint and no time, which then beat the real one in the merge).
        let fresh = || Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let s = fresh();
        let report = solver::solve(&s.play.board, &s.play.start, Metric::Moves).unwrap();
        let Outcome::Solved(plan) = report.outcome else { panic!("card 1 is solvable") };
        let t = apply(fresh(), Some(Mode::Statistics), &moves_of(&s.play.board, plan.into_iter()));
        assert!(t.play.won(), "the plan wins");
        assert_eq!(t.settings.mode, Mode::Statistics);
        assert!(t.progress.puzzles.is_empty(), "no win recorded: {:?}", t.progress);
    }

    #[test]
    fn bad_moves_keep_the_puzzle() {
        let fresh = || Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let t = apply(fresh(), None, "Q+9,zz");
        assert_eq!((t.settings.mode, t.play.moves()), (Mode::Play, 0));
        // Replay stops at the first illegal move (A cannot pass truck B).
        let t = apply(fresh(), Some(Mode::Classroom), "C-1,A+3,E-3");
        assert_eq!((t.settings.mode, t.play.moves()), (Mode::Classroom, 1));
    }
}
