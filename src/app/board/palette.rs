//! The vehicles' colours and their names in words: the red car, then a palette of colours
//! distinct from red and from each other, then golden-angle hues past it.

use rush_hour_engine::model::board::{Axis, Vehicle};

/// Fill colours for the vehicles other than the red car, in board order: distinct from red and
/// from each other, light enough for a dark label.
const PALETTE: [&str; 16] = [
    "#4f8fd6", "#f2b632", "#5bb56b", "#a07ad6", "#ee8a3c", "#3fb7b0", "#e07ab8", "#9aab45", "#7f90ea", "#cfa57c", "#47a86e", "#e6d34a",
    "#83c6ea", "#bd8c63", "#a8a8a8", "#8193b3",
];
/// The palette's colours in words, for the vehicles' accessible names.
const PALETTE_NAMES: [&str; 16] = [
    "blue",
    "amber",
    "green",
    "purple",
    "orange",
    "teal",
    "pink",
    "olive",
    "periwinkle",
    "tan",
    "jade",
    "yellow",
    "sky blue",
    "brown",
    "grey",
    "slate",
];

/// The fill colour of the vehicle at `index` (0 is the red car).
pub fn vehicle_colour(index: usize) -> String {
    match index {
        0 => "var(--red-car)".to_string(),
        i if i <= PALETTE.len() => PALETTE[i - 1].to_string(),
        // Past the palette: golden-angle hues that keep clear of red.
        i => format!("hsl({:.0} 60% 62%)", extra_hue(i)),
    }
}

fn extra_hue(i: usize) -> f64 {
    25.0 + (i as f64 * 137.508) % 310.0
}

/// The colour of the vehicle at `index` in words.
pub fn colour_name(index: usize) -> &'static str {
    match index {
        0 => "red",
        i if i <= PALETTE.len() => PALETTE_NAMES[i - 1],
        i => match extra_hue(i) {
            h if h < 45.0 => "orange",
            h if h < 70.0 => "yellow",
            h if h < 160.0 => "green",
            h if h < 200.0 => "cyan",
            h if h < 250.0 => "blue",
            h if h < 290.0 => "violet",
            _ => "magenta",
        },
    }
}

/// "Red car A, horizontal, row 3, columns 1–2" (1-based, as a player counts).
pub fn vehicle_name(index: usize, v: &Vehicle, offset: u8) -> String {
    let (row, col) = v.top_left(offset);
    let (row, col) = (u32::from(row) + 1, u32::from(col) + 1);
    let end = |start: u32| start + u32::from(v.len) - 1;
    let place = match v.axis {
        Axis::Horizontal => format!("row {row}, columns {col}–{}", end(col)),
        Axis::Vertical => format!("column {col}, rows {row}–{}", end(row)),
    };
    let colour = colour_name(index);
    let mut colour = colour.to_string();
    colour[..1].make_ascii_uppercase();
    format!("{colour} {} {}, {}, {place}", v.kind(), v.label, v.axis.name())
}
