//! `rushhour generate`: puzzles whose optimal solution takes a given range of moves.

use crate::Options;
use rush_hour_engine::grid;
use std::io::Write;
use std::time::Instant;

/// `LO..HI` (or `LO..=HI`, or one number) as an inclusive range of moves.
fn parse_range(s: &str) -> Result<std::ops::RangeInclusive<u16>, String> {
    let bad = || format!("--moves: {s:?} is not a range like 36..60");
    let (lo, hi) = match s.split_once("..") {
        Some((lo, hi)) => (lo, hi.trim_start_matches('=')),
        None => (s, s),
    };
    let lo: u16 = lo.trim().parse().map_err(|_| bad())?;
    let hi: u16 = if hi.trim().is_empty() { u16::MAX } else { hi.trim().parse().map_err(|_| bad())? };
    if lo > hi {
        return Err(format!("--moves: {s:?} is empty"));
    }
    Ok(lo..=hi)
}

fn parse_size(s: &str) -> Result<(u8, u8), String> {
    let bad = || format!("--size: {s:?} is not WxH, like 6x6");
    let (w, h) = s.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    Ok((w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?))
}

pub(crate) fn run(o: &Options, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, String> {
    use rush_hour_engine::generate::{Generator, Request};
    let moves = parse_range(o.moves.as_deref().ok_or("generate needs --moves LO..HI")?)?;
    let (w, h) = parse_size(&o.size)?;
    let mut request = Request::new(w, h, moves);
    request.walls = o.walls;
    // The library's hard puzzles seed the climbs on 6×6 (mutating known hard puzzles is how
    // Expert is reached quickly).
    let seeds = rush_hour_engine::library::entries().iter().filter(|e| e.moves >= 21).filter_map(|e| grid::parse(e.grid).ok()).collect();
    let mut g = Generator::new(request, o.seed).map_err(|e| e.to_string())?.with_seeds(seeds);
    for _ in 0..o.count {
        let t = Instant::now();
        match g.next_puzzle() {
            Ok(p) => {
                writeln!(out, "{} {}", p.moves, grid::format(&p.puzzle.board, &p.puzzle.start)).map_err(|e| e.to_string())?;
                let _ = writeln!(
                    err,
                    "# {} moves, cluster of {} positions, {} layouts rated, {:.0} ms",
                    p.moves,
                    p.cluster_size,
                    p.tries,
                    t.elapsed().as_secs_f64() * 1e3
                );
            }
            Err(e) => {
                let _ = writeln!(err, "rushhour: {e}");
                return Ok(1);
            }
        }
    }
    Ok(0)
}
