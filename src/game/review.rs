//! A review of a game, move by move, as chess players get from an analysis board: each move is
//! marked by what it did to the optimal number of moves left (the distance to the goal). A move
//! changes that distance by at most one either way (the move back is one move), so a move is
//! *optimal* (one fewer to go), *wasted* (as many to go) or *away* (one more to go). The first
//! move that was not optimal is where the player left every optimal line.
//!
//! The distances come from whatever knows them (the puzzle's analysed cluster); a position with
//! no known distance leaves the review undone (`Review::of` gives `None`).

use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::model::rules::{self, Move};

/// What a move did to the moves left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// One fewer to go: on an optimal line.
    Optimal,
    /// As many to go as before.
    Wasted,
    /// One more to go.
    Away,
}

impl Mark {
    /// The word a page shows (and a class name).
    pub fn name(self) -> &'static str {
        match self {
            Mark::Optimal => "optimal",
            Mark::Wasted => "wasted",
            Mark::Away => "away",
        }
    }
}

/// One move of the game, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    pub mv: Move,
    /// The move in card notation (`B↓2`).
    pub text: String,
    /// Optimal moves left before and after it.
    pub before: u16,
    pub after: u16,
    pub mark: Mark,
}

/// A game reviewed: its moves marked, from the puzzle's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    pub moves: Vec<ReviewedMove>,
    /// The positions of the game: the start, then the position after each move.
    pub positions: Vec<Position>,
}

impl Review {
    /// Reviews `moves` made from `start` with `distance`, the optimal moves left from a position.
    /// `None` when a move does not replay under the rules or a position's distance is unknown
    /// (the goal unreachable, or not analysed).
    pub fn of(board: &Board, start: &Position, moves: &[Move], distance: impl Fn(&Position) -> Option<u16>) -> Option<Review> {
        let mut positions = vec![start.clone()];
        let mut reviewed = Vec::with_capacity(moves.len());
        let mut before = distance(start)?;
        for &mv in moves {
            let next = rules::apply(board, positions.last().expect("the start at least"), mv).ok()?;
            let after = distance(&next)?;
            let mark = match after.cmp(&before) {
                std::cmp::Ordering::Less => Mark::Optimal,
                std::cmp::Ordering::Equal => Mark::Wasted,
                std::cmp::Ordering::Greater => Mark::Away,
            };
            reviewed.push(ReviewedMove { mv, text: format_move(board, mv, Style::Card), before, after, mark });
            positions.push(next);
            before = after;
        }
        Some(Review { moves: reviewed, positions })
    }

    /// How many moves have `mark`.
    pub fn count(&self, mark: Mark) -> usize {
        self.moves.iter().filter(|m| m.mark == mark).count()
    }

    /// The index of the first move that was not optimal: where the game left every optimal line.
    pub fn first_slip(&self) -> Option<usize> {
        self.moves.iter().position(|m| m.mark != Mark::Optimal)
    }

    /// "14 moves: 9 optimal, 3 wasted, 2 away" (the marks with no move left out; "all optimal"
    /// for a perfect game).
    pub fn summary(&self) -> String {
        let n = self.moves.len();
        let moves = if n == 1 { "move" } else { "moves" };
        if n > 0 && self.count(Mark::Optimal) == n {
            return format!("{n} {moves}: all optimal");
        }
        let parts: Vec<String> = [Mark::Optimal, Mark::Wasted, Mark::Away]
            .into_iter()
            .map(|mark| (mark, self.count(mark)))
            .filter(|&(_, k)| k > 0)
            .map(|(mark, k)| format!("{k} {}", mark.name()))
            .collect();
        if parts.is_empty() { format!("{n} {moves}") } else { format!("{n} {moves}: {}", parts.join(", ")) }
    }

    /// The marks as one line of squares, for a shared result that tells nothing of the moves:
    /// 🟩 optimal, 🟨 wasted, 🟥 away.
    pub fn strip(&self) -> String {
        self.moves
            .iter()
            .map(|m| match m.mark {
                Mark::Optimal => '🟩',
                Mark::Wasted => '🟨',
                Mark::Away => '🟥',
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::model::grid;
    use rush_hour_engine::model::rules::Metric;
    use rush_hour_engine::search::cluster::Cluster;

    const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

    fn cluster_of(text: &str) -> (Board, Position, Cluster) {
        let p = grid::parse(text).unwrap();
        let c = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
        (p.board, p.start, c)
    }

    #[test]
    fn an_optimal_game_is_all_optimal() {
        let (board, start, c) = cluster_of(CARD1);
        let plan = c.plan(&start).unwrap();
        let r = Review::of(&board, &start, &plan, |p| c.distance(p)).unwrap();
        assert_eq!(r.moves.len(), 9);
        assert_eq!(r.count(Mark::Optimal), 9);
        assert_eq!(r.first_slip(), None);
        assert_eq!(r.summary(), "9 moves: all optimal");
        assert_eq!(r.moves[0].before, 9);
        assert_eq!(r.moves[8].after, 0);
        assert_eq!(r.positions.len(), 10);
        assert_eq!(r.strip(), "🟩".repeat(9));
    }

    #[test]
    fn a_detour_is_marked_away_and_its_return_optimal() {
        let (board, start, c) = cluster_of(CARD1);
        // Every legal first move, each marked against the distances it changes.
        for mv in rules::legal_moves(&board, &start, Metric::Moves) {
            let next = rules::apply(&board, &start, mv).unwrap();
            let (d0, d1) = (c.distance(&start).unwrap(), c.distance(&next).unwrap());
            let mut game = vec![mv];
            game.extend(c.plan(&next).unwrap());
            let r = Review::of(&board, &start, &game, |p| c.distance(p)).unwrap();
            let expected = match d1 as i32 - d0 as i32 {
                -1 => Mark::Optimal,
                0 => Mark::Wasted,
                1 => Mark::Away,
                other => panic!("a move changed the distance by {other}"),
            };
            assert_eq!(r.moves[0].mark, expected, "{}", r.moves[0].text);
            assert!(r.moves[1..].iter().all(|m| m.mark == Mark::Optimal));
            assert_eq!(r.first_slip(), (expected != Mark::Optimal).then_some(0));
        }
        // A move away and back on the optimal line: away then optimal; the summary counts both.
        let plan = c.plan(&start).unwrap();
        let mut here = start.clone();
        for (i, &step) in plan.iter().enumerate() {
            let d = c.distance(&here).unwrap();
            let away = rules::legal_moves(&board, &here, Metric::Moves)
                .into_iter()
                .find(|&mv| c.distance(&rules::apply(&board, &here, mv).unwrap()) == Some(d + 1));
            if let Some(away) = away {
                let mut game = plan[..i].to_vec();
                game.extend([away, Move::new(away.vehicle as usize, -away.delta)]);
                game.extend(&plan[i..]);
                let r = Review::of(&board, &start, &game, |p| c.distance(p)).unwrap();
                assert_eq!((r.moves[i].mark, r.moves[i + 1].mark), (Mark::Away, Mark::Optimal));
                assert_eq!(r.summary(), "11 moves: 10 optimal, 1 away");
                assert_eq!(r.first_slip(), Some(i));
                assert_eq!(r.strip().chars().nth(i), Some('🟥'));
                return;
            }
            here = rules::apply(&board, &here, step).unwrap();
        }
        panic!("no move away from the goal along the optimal plan");
    }

    #[test]
    fn unknown_distances_and_illegal_moves_give_no_review() {
        let (board, start, c) = cluster_of(CARD1);
        let plan = c.plan(&start).unwrap();
        assert!(Review::of(&board, &start, &plan, |_| None).is_none());
        let a = board.index_of('A').unwrap();
        assert!(Review::of(&board, &start, &[Move::new(a, 3)], |p| c.distance(p)).is_none(), "A is blocked by B");
        let empty = Review::of(&board, &start, &[], |p| c.distance(p)).unwrap();
        assert_eq!(empty.summary(), "0 moves");
    }
}
