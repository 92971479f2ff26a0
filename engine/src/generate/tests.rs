//! Unit tests of `generate.rs`.
use super::*;

#[test]
fn the_same_seed_gives_the_same_puzzles() {
    let run = |seed| {
        let mut g = Generator::new(GenerationSpec::new(6, 6, 8..=12), seed).unwrap();
        (0..3)
            .map(|_| {
                let p = g.next_puzzle().unwrap().puzzle;
                grid::format(&p.board, &p.start)
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(run(7), run(7));
    assert_ne!(run(7), run(8));
}

#[test]
fn small_chunks_give_the_same_puzzles_as_one_run() {
    let request = GenerationSpec::new(6, 6, 14..=20);
    let mut whole = Generator::new(request.clone(), 3).unwrap();
    let mut sliced = Generator::new(request, 3).unwrap();
    for _ in 0..2 {
        let a = whole.next_puzzle().unwrap();
        let mut chunks = 0;
        let b = loop {
            chunks += 1;
            if let Some(done) = sliced.advance(50) {
                break done.unwrap();
            }
        };
        assert_eq!((a.puzzle, a.moves, a.tries), (b.puzzle, b.moves, b.tries));
        assert!(chunks > a.tries, "a rating of more than 50 expansions takes several chunks");
    }
}

#[test]
fn bad_requests_are_refused() {
    assert!(matches!(Generator::new(GenerationSpec::new(2, 6, 1..=5), 1), Err(GenerateError::BadSize { .. })));
    #[allow(clippy::reversed_empty_ranges)]
    let empty = GenerationSpec::new(6, 6, 9..=5);
    assert!(matches!(Generator::new(empty, 1), Err(GenerateError::EmptyRange)));
}
