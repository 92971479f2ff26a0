//! Handing a game over to the tools page. The game's own page is built without the Edit,
//! Classroom and Present pages (a smaller download); their tabs open the full app under
//! `tools/` with the puzzle in the fragment and the rest in the query:
//! `tools/?mode=edit&moves=C-1,E%2B3#<grid>` — the mode to show and the moves played so far
//! (Fogleman's notation, `+` percent-encoded), so the game goes on where it was. A teacher can
//! also share such a link to open a puzzle straight in Present mode.

use super::state::{Action, Mode, State};
use rush_hour_engine::notation::{Style, format_move, parse_plan};
use std::rc::Rc;

impl Mode {
    /// The name in links: `play`, `edit`, `classroom`, `present`.
    pub fn key(self) -> &'static str {
        match self {
            Mode::Play => "play",
            Mode::Edit => "edit",
            Mode::Classroom => "classroom",
            Mode::Present => "present",
        }
    }
    pub fn from_key(key: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.key() == key)
    }
}

/// The query that opens `mode` with the game's moves replayed (without the leading `?`).
pub fn query(mode: Mode, state: &State) -> String {
    let moves: Vec<String> = state.play.history.iter().map(|p| format_move(&state.play.board, p.mv, Style::Fogleman)).collect();
    let mut q = format!("mode={}", mode.key());
    if !moves.is_empty() {
        q.push_str("&moves=");
        q.push_str(&moves.join(",").replace('+', "%2B"));
    }
    q
}

/// Applies a query read from the URL (without the `?`) to a freshly loaded puzzle: replays its
/// moves while they are legal and sets its mode. Unknown keys, a bad mode or bad moves are
/// ignored (a hand-edited link still opens the puzzle).
pub fn apply(state: Rc<State>, query: &str) -> Rc<State> {
    let mut s = state;
    let mut mode = None;
    for pair in query.split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decode(value);
        match key {
            "mode" => mode = Mode::from_key(&value),
            "moves" => {
                let Ok(plan) = parse_plan(&s.play.board, &value.replace(',', " ")) else { continue };
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
            _ => {}
        }
    }
    match mode {
        Some(m) => s.reduce(Action::SetMode(m)),
        None => s,
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::grid;

    const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

    #[test]
    fn a_game_goes_over_with_its_moves_and_mode() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let c = s.play.board.index_of('C').unwrap();
        let e = s.play.board.index_of('E').unwrap();
        let s = s.reduce(Action::Slide { vehicle: c, offset: 3 }).reduce(Action::Slide { vehicle: e, offset: 0 });
        let q = query(Mode::Edit, &s);
        assert_eq!(q, "mode=edit&moves=C-1,E-3");
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let t = apply(fresh, &q);
        assert_eq!(t.settings.mode, Mode::Edit);
        assert_eq!(t.play.position, s.play.position);
        assert_eq!(t.play.moves(), 2);
        // A forward move is percent-encoded and read back.
        let s = s.reduce(Action::Slide { vehicle: e, offset: 1 });
        let q = query(Mode::Present, &s);
        assert!(q.ends_with("E%2B1"), "{q}");
        assert_eq!(apply(Rc::new(State::new(grid::parse(CARD1).unwrap())), &q).play.position, s.play.position);
    }

    #[test]
    fn bad_queries_keep_the_puzzle() {
        let fresh = || Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let t = apply(fresh(), "mode=nowhere&moves=Q%2B9,zz&x=%G1");
        assert_eq!((t.settings.mode, t.play.moves()), (Mode::Play, 0));
        // Replay stops at the first illegal move (A cannot pass truck B).
        let t = apply(fresh(), "moves=C-1,A%2B3,E-3&mode=classroom");
        assert_eq!((t.settings.mode, t.play.moves()), (Mode::Classroom, 1));
        assert_eq!(percent_decode("a%2Bb%2cc%"), "a+b,c%");
    }
}
