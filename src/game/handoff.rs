//! Handing a game over to the tools page. The game's own page is built without the Edit,
//! Classroom and Present pages (a smaller download); their tabs open the full app under
//! `tools/` with the puzzle, the mode to show and the moves played so far (the link itself is
//! the app's `url`), so the game goes on where it was. A teacher can also share such a link to
//! open a puzzle straight in Present mode.

use super::state::{Action, Mode, State};
use rush_hour_engine::model::notation::{Style, format_move, parse_plan};
use std::rc::Rc;

/// The moves played so far, in Fogleman's notation separated by commas (`C-1,E+3`).
pub fn moves(state: &State) -> String {
    let moves: Vec<String> = state.play.history.iter().map(|p| format_move(&state.play.board, p.mv, Style::Fogleman)).collect();
    moves.join(",")
}

/// Applies a handed-over game to a freshly loaded puzzle: replays `moves` (as `moves` writes
/// them) while they are legal and sets `mode`. Bad moves are ignored (a hand-edited link still
/// opens the puzzle).
pub fn apply(state: Rc<State>, mode: Option<Mode>, moves: &str) -> Rc<State> {
    let mut s = state;
    if let Ok(plan) = parse_plan(&s.play.board, &moves.replace(',', " ")) {
        for mv in plan {
            let v = mv.vehicle as usize;
            let Some(to) = s.play.position.offsets().get(v).map(|&o| o as i16 + mv.delta as i16) else { break };
            let before = s.play.moves();
            s = s.reduce(Action::Slide { vehicle: v, offset: to.clamp(0, 255) as u8 });
            if s.play.moves() == before {
                break; // an illegal move: keep what was replayed
            }
        }
    }
    match mode {
        Some(m) => s.reduce(Action::SetMode(m)),
        None => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::model::grid;

    const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

    #[test]
    fn a_game_goes_over_with_its_moves_and_mode() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let c = s.play.board.index_of('C').unwrap();
        let e = s.play.board.index_of('E').unwrap();
        let s = s.reduce(Action::Slide { vehicle: c, offset: 3 }).reduce(Action::Slide { vehicle: e, offset: 0 });
        let m = moves(&s);
        assert_eq!(m, "C-1,E-3");
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let t = apply(fresh, Some(Mode::Edit), &m);
        assert_eq!(t.settings.mode, Mode::Edit);
        assert_eq!(t.play.position, s.play.position);
        assert_eq!(t.play.moves(), 2);
        // A forward move.
        let s = s.reduce(Action::Slide { vehicle: e, offset: 1 });
        let m = moves(&s);
        assert!(m.ends_with("E+1"), "{m}");
        assert_eq!(apply(Rc::new(State::new(grid::parse(CARD1).unwrap())), None, &m).play.position, s.play.position);
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
