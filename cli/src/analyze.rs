//! `rushhour analyze`: the cluster of one grid (size, hardest position, histogram by distance).

use crate::Options;
use rush_hour_engine::cluster::Cluster;
use rush_hour_engine::grid;
use rush_hour_engine::solve::Limits;
use std::io::Write;
use std::time::Instant;

pub(crate) fn run(o: &Options, out: &mut dyn Write) -> Result<i32, String> {
    let [g] = o.rest.as_slice() else { return Err("analyze takes one grid".into()) };
    let p = grid::parse_paste(g).map_err(|e| e.to_string())?;
    let t = Instant::now();
    let c = Cluster::analyze_with(&p.board, &p.start, o.metric, &mut Limits::budget(o.max_positions)).map_err(|e| e.to_string())?;
    let secs = t.elapsed().as_secs_f64();
    let w = |out: &mut dyn Write, s: String| writeln!(out, "{s}").map_err(|e| e.to_string());
    w(out, format!("grid {}", grid::format(&p.board, &p.start)))?;
    w(out, format!("metric {}", o.metric.name()))?;
    w(out, format!("cluster size {}", c.size()))?;
    match c.distance(&p.start) {
        Some(d) => w(out, format!("start distance {d}"))?,
        None => w(out, "start distance unsolvable".into())?,
    }
    match c.hardest() {
        Some((pos, d)) => w(out, format!("hardest {d} {}", grid::format(&p.board, &pos)))?,
        None => w(out, "hardest none (no position of the cluster frees the red car)".into())?,
    }
    let hist = c.histogram();
    let cells: Vec<String> = hist.iter().enumerate().map(|(d, n)| format!("{d}:{n}")).collect();
    w(out, format!("histogram {}", cells.join(" ")))?;
    w(out, format!("dead positions {}", c.dead_positions()))?;
    w(out, format!("time {:.1} ms", secs * 1e3))?;
    Ok(0)
}
