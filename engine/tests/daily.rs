//! Every puzzle of the daily pool (`static/daily.txt`) is re-solved: its listed optimal length
//! holds, and it has no walls.

use rush_hour_engine::daily::DailyPool;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::solver::solve;

#[test]
fn every_daily_puzzle_has_its_optimal_length() {
    let pool = DailyPool::parse(include_str!("../../static/daily.txt")).unwrap();
    for weekday in 0..7 {
        for e in pool.weekday(weekday) {
            let p = grid::parse(&e.grid).unwrap();
            let cost = solve(&p.board, &p.start, Metric::Moves).unwrap().cost(Metric::Moves).unwrap();
            assert_eq!(cost, e.moves as usize, "{}", e.grid);
            assert!(p.board.walls().is_empty(), "{}", e.grid);
        }
    }
}
