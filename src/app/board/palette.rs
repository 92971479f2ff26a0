//! Every colour a board is drawn with, in one place: the board's own colours in the light and
//! the dark theme (the page's CSS custom properties are made from them, `board_css`, and a
//! standalone picture writes them inline), and the vehicles' colours with their names in words:
//! the red car, then a palette of colours distinct from red and from each other, then
//! golden-angle hues past it.

use rush_hour_engine::model::board::{Axis, Vehicle};

/// A board's colours in one theme.
pub struct BoardColours {
    /// The board under the cells.
    pub board: &'static str,
    pub cell: &'static str,
    /// The frame around the board, with its gap at the exit.
    pub frame: &'static str,
    pub wall: &'static str,
    /// The cross on a wall.
    pub wall_mark: &'static str,
    /// The exit's arrow.
    pub exit: &'static str,
    pub red_car: &'static str,
    /// The vehicles' letters (the red car's is red on its white marker).
    pub label: &'static str,
}

pub const LIGHT: BoardColours = BoardColours {
    board: "#8c7a66",
    cell: "#e9e2d5",
    frame: "#4a3f35",
    wall: "#57504a",
    wall_mark: "#cfc8bd",
    exit: "#c62828",
    red_car: "#d32f2f",
    label: "#1f2328",
};

pub const DARK: BoardColours = BoardColours {
    board: "#3b342d",
    cell: "#24272b",
    frame: "#a8998a",
    wall: "#6c655e",
    wall_mark: "#2a2623",
    exit: "#ff6b60",
    red_car: "#e53935",
    label: "#111",
};

/// A vehicle's outline.
pub const OUTLINE: &str = "rgb(0 0 0 / 0.35)";
/// The red car's marker, under its letter.
pub const MARKER: &str = "#fff";

impl BoardColours {
    fn custom_properties(&self) -> String {
        let BoardColours { board, cell, frame, wall, wall_mark, exit, red_car, label } = self;
        format!(
            "--board: {board}; --cell: {cell}; --frame: {frame}; --wall: {wall}; --wall-mark: {wall_mark}; \
             --exit: {exit}; --red-car: {red_car}; --label: {label}; --vehicle-outline: {OUTLINE}; --marker: {MARKER};"
        )
    }
}

/// The board's colours as the page's CSS custom properties, light and dark (the app puts them in
/// the page's head when it starts; the stylesheets use them).
pub fn board_css() -> String {
    format!(
        ":root {{ {} }}\n@media (prefers-color-scheme: dark) {{ :root {{ {} }} }}\n",
        LIGHT.custom_properties(),
        DARK.custom_properties()
    )
}

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

/// Puts `board_css` in the page's head (once, before the app's first render).
pub fn install_board_css() {
    let document = gloo::utils::document();
    if let Ok(style) = document.create_element("style") {
        style.set_id("board-colours");
        style.set_text_content(Some(&board_css()));
        let _ = gloo::utils::head().append_child(&style);
    }
}
