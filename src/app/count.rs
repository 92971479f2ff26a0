//! A count in words: the number (with the engine's thousands separators) and its noun.

use rush_hour_engine::search::limits::thousands;

/// "1 move" / "3 moves" / "1,234 positions".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}
