//! The puzzle library: the seed cards, the record puzzles and four graded packs drawn from the
//! wall-free card puzzles (see `library.txt` and `scripts/draw-library.py`).

/// A section of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Section {
    Seed,
    Record,
    Beginner,
    Intermediate,
    Advanced,
    Expert,
}

impl Section {
    pub const ALL: [Section; 6] =
        [Section::Seed, Section::Record, Section::Beginner, Section::Intermediate, Section::Advanced, Section::Expert];
    /// The graded tiers, easiest first.
    pub const TIERS: [Section; 4] = [Section::Beginner, Section::Intermediate, Section::Advanced, Section::Expert];

    pub fn key(self) -> &'static str {
        match self {
            Section::Seed => "seed",
            Section::Record => "record",
            Section::Beginner => "beginner",
            Section::Intermediate => "intermediate",
            Section::Advanced => "advanced",
            Section::Expert => "expert",
        }
    }
    pub fn title(self) -> &'static str {
        match self {
            Section::Seed => "Starter set",
            Section::Record => "Records",
            Section::Beginner => "Beginner (≤ 10 moves)",
            Section::Intermediate => "Intermediate (11–20)",
            Section::Advanced => "Advanced (21–35)",
            Section::Expert => "Expert (36+)",
        }
    }
    /// The section's name without its moves: "Beginner", "Starter set".
    pub fn short_title(self) -> &'static str {
        match self {
            Section::Seed => "Starter set",
            Section::Record => "Records",
            Section::Beginner => "Beginner",
            Section::Intermediate => "Intermediate",
            Section::Advanced => "Advanced",
            Section::Expert => "Expert",
        }
    }
    /// The graded tier whose range of optimal moves holds `moves` (Beginner for 0).
    pub fn tier_of(moves: u16) -> Section {
        Section::TIERS.into_iter().find(|t| t.moves().contains(&moves)).unwrap_or(Section::Beginner)
    }
    /// The range of optimal moves the generator is asked for a tier: the tier's own, but a
    /// Beginner puzzle of one or two moves is no puzzle (from 5), and Expert's open end stops at
    /// 120.
    pub fn generator_moves(self) -> std::ops::RangeInclusive<u16> {
        let range = self.moves();
        (*range.start()).max(5)..=(*range.end()).min(120)
    }
    /// The optimal lengths a tier holds.
    pub fn moves(self) -> std::ops::RangeInclusive<u16> {
        match self {
            Section::Beginner => 1..=10,
            Section::Intermediate => 11..=20,
            Section::Advanced => 21..=35,
            Section::Expert => 36..=u16::MAX,
            Section::Seed | Section::Record => 0..=u16::MAX,
        }
    }
    fn from_key(k: &str) -> Option<Section> {
        Section::ALL.into_iter().find(|s| s.key() == k)
    }
}

/// One library puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub section: Section,
    /// Known optimal moves.
    pub moves: u16,
    pub grid: &'static str,
    pub name: Option<&'static str>,
}

impl Entry {
    /// The name the puzzle gets in the game: its own in a player's words with the expert's term
    /// beside it ("Card 1 (starter set)", "Most positions reachable (largest cluster)"), or its
    /// tier and number ("Expert #7").
    pub fn game_name(&self) -> String {
        match self.name.map(spoken_name) {
            Some((name, Some(term))) => format!("{name} ({term})"),
            Some((name, None)) => name,
            None => {
                let number = section(self.section).iter().position(|e| e.grid == self.grid).unwrap_or(0);
                format!("{} #{}", self.section.short_title(), number + 1)
            }
        }
    }
    /// A title for lists, under the section's heading: the name ("Card 1"), or the number and
    /// the moves.
    pub fn title(&self, number: usize) -> String {
        match self.name.map(spoken_name) {
            Some((name, _)) => name,
            None => format!("#{} · {} moves", number + 1, self.moves),
        }
    }
}

/// A named puzzle's name in a player's words, and the expert's term that goes beside it in the
/// game. The file's names are keys: the starter set's cards (`seed-card-1`: the puzzles of the
/// seed document) and the records.
fn spoken_name(key: &str) -> (String, Option<&'static str>) {
    match key {
        "hardest-puzzle" => ("Hardest puzzle".into(), None),
        "largest-cluster" => ("Most positions reachable".into(), Some("largest cluster")),
        // The two card 40s by their sources: seed 000's (44 moves) and Rush Hour XTL's (seed 001's
        // "hardest puzzle Nr 40", 51 moves, the hardest without walls).
        _ => match (key.strip_prefix("seed-card-"), key.strip_prefix("xtl-card-")) {
            (Some(number), _) => (format!("Card {number}"), Some("starter set")),
            (_, Some(number)) => (format!("XTL card {number}"), Some("starter set")),
            _ => (key.replace('-', " "), None),
        },
    }
}

const LIBRARY: &str = include_str!("library.txt");

/// Every library puzzle, in file order (parsed once, on first use).
pub fn entries() -> &'static [Entry] {
    static ENTRIES: std::sync::OnceLock<Vec<Entry>> = std::sync::OnceLock::new();
    ENTRIES.get_or_init(|| {
        LIBRARY
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| {
                let mut t = l.split_whitespace();
                let section = Section::from_key(t.next().unwrap_or("")).expect("library sections are known");
                let moves = t.next().and_then(|m| m.parse().ok()).expect("library lines carry moves");
                let grid = t.next().expect("library lines carry a grid");
                Entry { section, moves, grid, name: t.next() }
            })
            .collect()
    })
}

/// The library's name for a grid, if it is a library puzzle (a seed card or a record first).
pub fn name_of(grid: &str) -> Option<String> {
    entries().iter().find(|e| e.grid == grid).map(Entry::game_name)
}

/// The puzzles of one section.
pub fn section(s: Section) -> Vec<Entry> {
    entries().iter().filter(|e| e.section == s).copied().collect()
}

/// A puzzle of a tier chosen by `seed` (the app passes a random number), avoiding `not` (the
/// current grid) when the tier has another.
pub fn pick(s: Section, seed: u64, not: &str) -> Option<Entry> {
    let list: Vec<Entry> = section(s).into_iter().filter(|e| e.grid != not).collect();
    (!list.is_empty()).then(|| list[(seed % list.len() as u64) as usize])
}
