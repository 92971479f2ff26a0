//! The UvA 12×12's recorded proof (`puzzles/uva-12x12-bounds.txt`), read for the classroom's
//! Bounds view: the file is `rushhour bounds`' own output (its runs' lines, `#` comments between
//! them), so a new run's output can replace it, and this reader takes each k's line, the beam's
//! and the plan's. Figures a run did not print (the pruned count of the runs before it was
//! counted, the expansions of the k that met the goal) are left out.

/// The recorded output.
pub const RECORDED: &str = include_str!("../puzzles/uva-12x12-bounds.txt");

/// One k's line: `k K: no plan of ≤ K moves: T s, search peak M, resident peak R, P positions
/// kept, E expanded, X pruned, depth D, total T'`.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedK {
    pub k: usize,
    /// No plan of ≤ k (else a plan of k was found).
    pub proven: bool,
    /// Seconds of that k's search.
    pub seconds: Option<f64>,
    pub search_peak: Option<String>,
    pub resident_peak: Option<String>,
    pub kept: Option<u64>,
    pub expanded: Option<u64>,
    pub pruned: Option<u64>,
    pub depth: Option<usize>,
}

/// What the file records.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RecordedProof {
    /// The board's grid, from the first `board …: GRID` line.
    pub grid: Option<String>,
    /// The comment lines: which run, its command, its machine.
    pub notes: Vec<String>,
    pub ks: Vec<RecordedK>,
    /// `upper: beam width W: F moves, shortened to S, T s` lines, as printed.
    pub beams: Vec<String>,
    /// The plan walked back (card notation) and its moves.
    pub plan: Option<(usize, String)>,
}

fn number(text: &str) -> Option<u64> {
    text.trim().replace(',', "").parse().ok()
}

/// One k's line read; `None` for any other line.
fn k_line(line: &str) -> Option<RecordedK> {
    let rest = line.strip_prefix("k ")?;
    let (k, rest) = rest.split_once(": ")?;
    let k: usize = k.trim().parse().ok()?;
    let (what, figures) = rest.split_once(": ")?;
    let proven = what.starts_with("no plan");
    let mut r = RecordedK {
        k,
        proven,
        seconds: None,
        search_peak: None,
        resident_peak: None,
        kept: None,
        expanded: None,
        pruned: None,
        depth: None,
    };
    for f in figures.split(", ") {
        if let Some(v) = f.strip_prefix("search peak ") {
            r.search_peak = Some(v.to_string());
        } else if let Some(v) = f.strip_prefix("resident peak ") {
            r.resident_peak = Some(v.to_string());
        } else if let Some(v) = f.strip_suffix(" positions kept") {
            r.kept = number(v);
        } else if let Some(v) = f.strip_suffix(" expanded") {
            r.expanded = number(v);
        } else if let Some(v) = f.strip_suffix(" pruned") {
            r.pruned = number(v);
        } else if let Some(v) = f.strip_prefix("depth ") {
            r.depth = v.trim().parse().ok();
        } else if let Some(v) = f.strip_suffix(" s").filter(|_| r.seconds.is_none() && !f.starts_with("total")) {
            r.seconds = v.trim().parse().ok();
        }
    }
    Some(r)
}

/// Reads the CLI's output (and comments): a later line for the same k replaces an earlier one.
pub fn read(text: &str) -> RecordedProof {
    let mut proof = RecordedProof::default();
    for line in text.lines() {
        if let Some(note) = line.strip_prefix('#') {
            proof.notes.push(note.trim().to_string());
        } else if let Some(r) = k_line(line) {
            proof.ks.retain(|o| o.k != r.k);
            proof.ks.push(r);
        } else if let Some(rest) = line.strip_prefix("board ") {
            if proof.grid.is_none() {
                proof.grid = rest.split_once(": ").map(|(_, g)| g.trim().to_string());
            }
        } else if line.starts_with("upper: ") {
            proof.beams.push(line.to_string());
        } else if let Some(rest) = line.strip_prefix("plan: ")
            && let Some((head, plan)) = rest.split_once("rules): ")
        {
            let moves = head.split(' ').next().and_then(|n| n.parse().ok()).unwrap_or(0);
            proof.plan = Some((moves, plan.trim().to_string()));
        }
    }
    proof.ks.sort_by_key(|r| r.k);
    proof
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_recorded_file_holds_every_k_to_the_optimum_and_the_plan_of_25() {
        let proof = read(RECORDED);
        let ks: Vec<usize> = proof.ks.iter().map(|r| r.k).collect();
        assert_eq!(ks, (2..=25).collect::<Vec<_>>());
        assert!(proof.ks.iter().all(|r| r.proven == (r.k < 25)));
        // docs/bounds.md's figures of the two runs that closed the proof.
        let k24 = &proof.ks[22];
        assert_eq!((k24.kept, k24.depth, k24.seconds), (Some(380_203_869), Some(21), Some(1722.6)));
        let k25 = &proof.ks[23];
        assert_eq!((k25.kept, k25.depth, k25.expanded), (Some(641_293_644), Some(24), None));
        let (moves, plan) = proof.plan.clone().unwrap();
        assert_eq!((moves, plan.split(' ').count()), (25, 25));
        assert!(plan.starts_with("k←1 g↓2 h←3"), "{plan}");
        // The plan replays under the rules to the goal on the board recorded.
        let p = rush_hour_engine::model::grid::parse_paste(&proof.grid.unwrap()).unwrap();
        let plan = rush_hour_engine::model::notation::parse_plan(&p.board, &plan).unwrap();
        let end = rush_hour_engine::model::rules::replay(&p.board, &p.start, &plan).unwrap();
        assert!(rush_hour_engine::model::rules::is_goal(&p.board, &end));
    }

    #[test]
    fn a_line_of_the_cli_is_read_whole() {
        let r = k_line("k  12: no plan of ≤ 12 moves: 1.0 s, search peak 5 MB, resident peak 8 MB, 106,527 positions kept, 106,527 expanded, 709,495 pruned, depth 8, total 1.4 s").unwrap();
        assert_eq!(
            r,
            RecordedK {
                k: 12,
                proven: true,
                seconds: Some(1.0),
                search_peak: Some("5 MB".into()),
                resident_peak: Some("8 MB".into()),
                kept: Some(106_527),
                expanded: Some(106_527),
                pruned: Some(709_495),
                depth: Some(8),
            }
        );
        assert_eq!(k_line("lower bounds (two-level blocking, no plan of ≤ k moves):"), None);
    }
}
