//! A review of a game, move by move, as chess players get from an analysis board: each move is
//! marked by what it did to the optimal number of moves left (the distance to the goal). A move
//! changes that distance by at most one either way (the move back is one move), so a move is
//! *optimal* (one fewer to go), *wasted* (as many to go) or *away* (one more to go). The first
//! move that was not optimal is where the player left every optimal line.
//!
//! The distances come from whatever knows them: the puzzle's analysed cluster, or, on a board
//! whose cluster is too large for the page, optimal plans searched in the worker from positions
//! of the game (`ReviewLines`: a plan gives the distance of every position along it, so a game
//! that follows one needs no other search). A position with no known distance leaves the review
//! undone (`ReviewedGame::of` gives `None`).
//!
//! The review as the game holds it (`Review`): open on a position of the won game or closed, and
//! the plans searched for it; the reducer's review actions compose it with the game.

use crate::game::plan_line::PlanLine;
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::model::rules::{self, Move};
use std::rc::Rc;

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
pub struct ReviewedGame {
    pub moves: Vec<ReviewedMove>,
    /// The positions of the game: the start, then the position after each move.
    pub positions: Vec<Position>,
}

impl ReviewedGame {
    /// Reviews `moves` made from `start` with `distance`, the optimal moves left from a position.
    /// `None` when a move does not replay under the rules or a position's distance is unknown
    /// (the goal unreachable, or not analysed).
    pub fn of(board: &Board, start: &Position, moves: &[Move], distance: impl Fn(&Position) -> Option<u16>) -> Option<ReviewedGame> {
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
        Some(ReviewedGame { moves: reviewed, positions })
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

/// The review of the won game as the game holds it: the position it shows while it is open, and
/// the plans searched for its distances. A new puzzle starts with none.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// While the review is open, the position it shows: 0 the start, `i` after the game's move
    /// `i` (closed whenever the game is not won).
    pub at: Option<usize>,
    /// On a board whose cluster is too large for the page, the plans searched in the worker for
    /// the review's distances.
    pub lines: ReviewLines,
}

impl Review {
    /// True while the review is open.
    pub fn is_open(&self) -> bool {
        self.at.is_some()
    }

    /// Opens the review at position `at` of a game of `moves` moves (a place past the end is the
    /// end), or closes it (`None`); false when it is so already.
    pub fn show(&mut self, at: Option<usize>, moves: usize) -> bool {
        let at = at.map(|i| i.min(moves));
        if at == self.at {
            return false;
        }
        self.at = at;
        true
    }

    pub fn close(&mut self) {
        self.at = None;
    }

    /// A plan searched for the review has come, or why none came (the review waits for no more).
    pub fn line_found(&mut self, line: Result<Rc<PlanLine>, String>) {
        match line {
            Ok(line) => self.lines.lines.push(line),
            Err(why) => self.lines.failed = Some(why),
        }
    }
}

/// The plans searched for a review on a board without a cluster.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewLines {
    pub lines: Vec<Rc<PlanLine>>,
    /// A search failed (the memory budget, a stopped worker): the review waits for no more.
    pub failed: Option<String>,
}

impl ReviewLines {
    /// The optimal moves left from `pos`, when a plan passes through it.
    pub fn distance(&self, pos: &Position) -> Option<u16> {
        self.line_at(pos)?.distance(pos)
    }

    /// A plan through `pos`.
    pub fn line_at(&self, pos: &Position) -> Option<&PlanLine> {
        self.lines.iter().map(|l| &**l).find(|l| l.covers(pos))
    }

    /// The first of `positions` whose distance is still unknown (`known` tells what is known
    /// elsewhere): where the next search starts.
    pub fn wanted<'a>(&self, positions: &'a [Position], known: impl Fn(&Position) -> bool) -> Option<&'a Position> {
        if self.failed.is_some() {
            return None;
        }
        positions.iter().find(|p| !known(p) && self.distance(p).is_none())
    }
}

/// The positions of a game: `start`, then after each of `moves` (as far as they replay).
pub fn positions_of(board: &Board, start: &Position, moves: &[Move]) -> Vec<Position> {
    let mut positions = vec![start.clone()];
    for &mv in moves {
        match rules::apply(board, positions.last().expect("the start"), mv) {
            Ok(next) => positions.push(next),
            Err(_) => break,
        }
    }
    positions
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
        let r = ReviewedGame::of(&board, &start, &plan, |p| c.distance(p)).unwrap();
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
            let r = ReviewedGame::of(&board, &start, &game, |p| c.distance(p)).unwrap();
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
                let r = ReviewedGame::of(&board, &start, &game, |p| c.distance(p)).unwrap();
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
    fn plans_searched_from_positions_give_the_review_its_distances() {
        let (board, start, c) = cluster_of(CARD1);
        let plan = c.plan(&start).unwrap();
        // A detour first: D one cell right and back, then the optimal plan.
        let d = board.index_of('D').unwrap();
        let mut game = vec![Move::new(d, 1), Move::new(d, -1)];
        game.extend(&plan);
        let positions = positions_of(&board, &start, &game);
        assert_eq!(positions.len(), game.len() + 1);
        let mut lines = ReviewLines::default();
        let mut searches = 0;
        // As the app does: a search from the first position whose distance is unknown, until none.
        while let Some(from) = lines.wanted(&positions, |_| false).cloned() {
            let line = PlanLine::new(&board, from.clone(), c.plan(&from)).unwrap();
            lines.lines.push(Rc::new(line));
            searches += 1;
            assert!(searches <= 3, "the start's plan covers the game once it is back on it");
        }
        assert_eq!(searches, 2, "the start (its plan covers the rest), then the detour's position");
        let from_lines = ReviewedGame::of(&board, &start, &game, |p| lines.distance(p)).unwrap();
        let from_cluster = ReviewedGame::of(&board, &start, &game, |p| c.distance(p)).unwrap();
        assert_eq!(from_lines, from_cluster);
        // A failed search waits for no more.
        let failed = ReviewLines { lines: Vec::new(), failed: Some("memory".into()) };
        assert_eq!(failed.wanted(&positions, |_| false), None);
    }

    #[test]
    fn unknown_distances_and_illegal_moves_give_no_review() {
        let (board, start, c) = cluster_of(CARD1);
        let plan = c.plan(&start).unwrap();
        assert!(ReviewedGame::of(&board, &start, &plan, |_| None).is_none());
        let a = board.index_of('A').unwrap();
        assert!(ReviewedGame::of(&board, &start, &[Move::new(a, 3)], |p| c.distance(p)).is_none(), "A is blocked by B");
        let empty = ReviewedGame::of(&board, &start, &[], |p| c.distance(p)).unwrap();
        assert_eq!(empty.summary(), "0 moves");
    }

    #[test]
    fn the_review_opens_within_the_game_and_keeps_the_plans_sent_to_it() {
        let mut review = Review::default();
        assert!(!review.is_open());
        assert!(review.show(Some(99), 9), "opened");
        assert_eq!(review.at, Some(9), "a place past the end is the end");
        assert!(!review.show(Some(12), 9), "already there: nothing changes");
        assert!(review.show(Some(0), 9) && review.at == Some(0));
        assert!(review.show(None, 9) && !review.is_open(), "closed");
        assert!(!review.show(None, 9));
        review.show(Some(3), 9);
        review.close();
        assert!(!review.is_open());
        let (board, start, c) = cluster_of(CARD1);
        let line = Rc::new(PlanLine::new(&board, start.clone(), c.plan(&start)).unwrap());
        review.line_found(Ok(line));
        assert_eq!((review.lines.lines.len(), review.lines.distance(&start)), (1, c.distance(&start)));
        review.line_found(Err("memory".into()));
        assert_eq!(review.lines.failed.as_deref(), Some("memory"));
    }
}
