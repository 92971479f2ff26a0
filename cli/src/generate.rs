//! `rushhour generate`: puzzles whose optimal solution takes a given range of moves.

use crate::Failure;
use rush_hour_engine::generate::{GenerationSpec, Generator};
use rush_hour_engine::model::grid;
use std::io::Write;
use std::ops::RangeInclusive;
use std::time::Instant;

/// Generate puzzles whose optimal solution takes LO to HI moves
///
/// Prints one line per puzzle, `MOVES GRID`, and on stderr what each took. The same seed gives
/// the same puzzles.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub(crate) struct GenerateArgs {
    /// The range of optimal move counts: LO..HI, LO..=HI, LO.. or one number
    #[arg(long, value_name = "LO..HI", value_parser = parse_range)]
    moves: RangeInclusive<u16>,
    /// How many puzzles to generate
    #[arg(long, value_name = "N", default_value_t = 1)]
    count: usize,
    /// The board's width and height
    #[arg(long, value_name = "WxH", default_value = "6x6", value_parser = parse_size)]
    size: (u8, u8),
    /// Put walls on the board
    #[arg(long)]
    walls: bool,
    /// The random generator's seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
}

/// `LO..HI` (or `LO..=HI`, or one number) as an inclusive range of moves.
fn parse_range(s: &str) -> Result<RangeInclusive<u16>, String> {
    let bad = || "not a range like 36..60".to_string();
    let (lo, hi) = match s.split_once("..") {
        Some((lo, hi)) => (lo, hi.trim_start_matches('=')),
        None => (s, s),
    };
    let lo: u16 = lo.trim().parse().map_err(|_| bad())?;
    let hi: u16 = if hi.trim().is_empty() { u16::MAX } else { hi.trim().parse().map_err(|_| bad())? };
    if lo > hi {
        return Err(format!("the range is empty: {lo} is above {hi}"));
    }
    Ok(lo..=hi)
}

fn parse_size(s: &str) -> Result<(u8, u8), String> {
    let bad = || "not WxH, like 6x6".to_string();
    let (w, h) = s.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    Ok((w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?))
}

pub(crate) fn run(o: &GenerateArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Failure> {
    let (w, h) = o.size;
    let mut request = GenerationSpec::new(w, h, o.moves.clone());
    request.walls = o.walls;
    // The library's hard puzzles seed the climbs on 6×6 (mutating known hard puzzles is how
    // Expert is reached quickly).
    let seeds = rush_hour_engine::generate::library_seeds();
    // Generator::new checks the size against the engine's limits: a usage error when it fails.
    let mut g = Generator::new(request, o.seed).map_err(|e| Failure::Usage(e.to_string()))?.with_seeds(seeds);
    for _ in 0..o.count {
        let t = Instant::now();
        match g.next_puzzle() {
            Ok(p) => {
                writeln!(out, "{} {}", p.moves, grid::format(&p.puzzle.board, &p.puzzle.start))?;
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
