//! Every generated puzzle is re-solved: its claimed optimal length is the solver's, and in range.

use rush_hour_engine::generate::{GenerationSpec, Generator};
use rush_hour_engine::library;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::solver::solve;

fn library_seeds() -> Vec<rush_hour_engine::model::board::Puzzle> {
    library::entries().iter().filter(|e| e.moves >= 21).map(|e| grid::parse(e.grid).unwrap()).collect()
}

fn check(request: GenerationSpec, seed: u64, count: usize) {
    let range = request.moves.clone();
    let mut g = Generator::new(request, seed).unwrap().with_seeds(library_seeds());
    for _ in 0..count {
        let p = g.next_puzzle().unwrap();
        let text = grid::format(&p.puzzle.board, &p.puzzle.start);
        assert!(range.contains(&p.moves), "{text}: {} not in {range:?}", p.moves);
        let solved = solve(&p.puzzle.board, &p.puzzle.start, Metric::Moves).unwrap();
        assert_eq!(solved.cost(Metric::Moves), Some(p.moves as usize), "{text}");
        // The grid string is what the CLI prints and the URL carries: it must read back.
        assert_eq!(grid::parse(&text).unwrap(), p.puzzle);
    }
}

#[test]
fn every_6x6_tier() {
    for (range, seed) in [(2..=10, 1), (11..=20, 2), (21..=35, 3), (36..=60, 4)] {
        check(GenerationSpec::new(6, 6, range), seed, 5);
    }
}

#[test]
fn other_sizes_and_walls() {
    let mut walls = GenerationSpec::new(5, 5, 6..=12);
    walls.walls = true;
    check(walls, 5, 3);
    check(GenerationSpec::new(7, 5, 5..=15), 6, 3);
    check(GenerationSpec::new(4, 4, 1..=6), 7, 3);
}
