//! Every colour a board is drawn with, in one place: the board's own colours in the light and
//! the dark theme (the page's CSS custom properties are made from them, `board_css`, and a
//! standalone picture writes them inline), and the vehicles' colours with their names in words,
//! in two palettes the player chooses between (`Palette`): the standard one, and one safe for
//! colour-blind players (Okabe and Ito's vermillion for the red car, which its white marker tells
//! apart too, and fifteen light fills chosen so that no two look alike with protanopia,
//! deuteranopia or tritanopia either). Past a palette's colours come more (golden-angle hues, or
//! the scheme again): the letters tell vehicles apart.
//! Tested natively: every letter's contrast on its fill, in both themes and both palettes; and in
//! the colour-blind palette, every two vehicles of any library board (and a vehicle and the
//! board's cells) at least `SEEN_APART` apart in CIEDE2000 under each simulated dichromacy.

use rush_hour_engine::model::board::{Axis, Vehicle};

/// The vehicles' colours the player chose (saved with the settings).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Palette {
    #[default]
    Standard,
    /// Colours told apart with any colour vision.
    ColourBlind,
}

impl Palette {
    /// The name in the saved settings and in class names.
    pub fn key(self) -> &'static str {
        match self {
            Palette::Standard => "standard",
            Palette::ColourBlind => "colour-blind",
        }
    }

    pub fn from_key(key: &str) -> Option<Palette> {
        [Palette::Standard, Palette::ColourBlind].into_iter().find(|p| p.key() == key)
    }

    /// The red car's colour in the light and the dark theme, and its letter's on the white marker.
    fn red_car(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Palette::Standard => ("#d32f2f", "#e53935", "#c62828"),
            Palette::ColourBlind => ("#d55e00", "#d55e00", "#a84800"),
        }
    }
}

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
    /// The vehicles' letters (the red car's is in its own colour on its white marker).
    pub label: &'static str,
}

pub const LIGHT: BoardColours = BoardColours {
    board: "#8c7a66",
    cell: "#e9e2d5",
    frame: "#4a3f35",
    wall: "#57504a",
    wall_mark: "#cfc8bd",
    exit: "#c62828",
    label: "#1f2328",
};

pub const DARK: BoardColours = BoardColours {
    board: "#3b342d",
    cell: "#24272b",
    frame: "#a8998a",
    wall: "#6c655e",
    wall_mark: "#2a2623",
    exit: "#ff6b60",
    label: "#111",
};

/// A vehicle's outline.
pub const OUTLINE: &str = "rgb(0 0 0 / 0.35)";
/// The red car's marker, under its letter.
pub const MARKER: &str = "#fff";

impl BoardColours {
    fn custom_properties(&self) -> String {
        let BoardColours { board, cell, frame, wall, wall_mark, exit, label } = self;
        format!(
            "--board: {board}; --cell: {cell}; --frame: {frame}; --wall: {wall}; --wall-mark: {wall_mark}; \
             --exit: {exit}; --label: {label}; --vehicle-outline: {OUTLINE}; --marker: {MARKER};"
        )
    }
}

/// The board's colours as the page's CSS custom properties, light and dark, and the red car's in
/// each palette (a board drawn in the colour-blind palette has the class `palette-colour-blind`;
/// the app puts these in the page's head when it starts; the stylesheets use them).
pub fn board_css() -> String {
    let (light, dark, ink) = Palette::Standard.red_car();
    let (blind, _, blind_ink) = Palette::ColourBlind.red_car();
    format!(
        ":root {{ {} --red-car: {light}; --red-car-ink: {ink}; }}\n\
         @media (prefers-color-scheme: dark) {{ :root {{ {} --red-car: {dark}; }} }}\n\
         .palette-colour-blind {{ --red-car: {blind}; --red-car-ink: {blind_ink}; }}\n",
        LIGHT.custom_properties(),
        DARK.custom_properties()
    )
}

/// The red car's colour in a picture that carries its own (the light theme's).
pub fn red_car_light(palette: Palette) -> &'static str {
    palette.red_car().0
}

/// The red car's letter on its marker.
pub fn red_car_ink(palette: Palette) -> &'static str {
    palette.red_car().2
}

/// The colour-blind palette's fills and their names: fifteen (a 6×6 board's vehicles besides the
/// red car) light enough for a dark letter, picked from the sRGB cube in steps of 15 by a
/// farthest-first search for the largest least CIEDE2000 difference among them, from the red car
/// and from the cells, as seen with normal vision and simulated protanopia, deuteranopia and
/// tritanopia (the test below checks the result: 8.97 at the least); in that order, so the
/// first vehicles of a board are the farthest apart.
const SAFE: [&str; 15] = [
    "#4b87ff", "#9687a5", "#d2a578", "#a5b4d2", "#b4b400", "#78a596", "#f0d278", "#3cb4ff", "#e1ffc3", "#87f0ff", "#f0ff00", "#c3c3c3",
    "#c37878", "#96d2a5", "#78964b",
];
const SAFE_NAMES: [&str; 15] = [
    "blue",
    "mauve",
    "tan",
    "powder blue",
    "olive",
    "sage",
    "light gold",
    "sky blue",
    "pale green",
    "light cyan",
    "yellow",
    "light grey",
    "rose",
    "mint",
    "moss green",
];

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

/// The fill colour of the vehicle at `index` (0 is the red car) on the page.
pub fn vehicle_colour(index: usize, palette: Palette) -> String {
    match (index, palette) {
        (0, _) => "var(--red-car)".to_string(),
        (i, Palette::ColourBlind) => SAFE[(i - 1) % SAFE.len()].to_string(),
        (i, Palette::Standard) => standard_colour(i),
    }
}

fn standard_colour(index: usize) -> String {
    match index {
        i if i <= PALETTE.len() => PALETTE[i - 1].to_string(),
        // Past the palette: golden-angle hues that keep clear of red.
        i => format!("hsl({} 60% 70%)", crate::decimal::fixed(extra_hue(i), 0)),
    }
}

fn extra_hue(i: usize) -> f64 {
    25.0 + (i as f64 * 137.508) % 310.0
}

/// The colour of the vehicle at `index` in words.
pub fn colour_name(index: usize, palette: Palette) -> &'static str {
    match (index, palette) {
        (0, Palette::Standard) => "red",
        (0, Palette::ColourBlind) => "vermillion",
        (i, Palette::ColourBlind) => SAFE_NAMES[(i - 1) % SAFE.len()],
        (i, Palette::Standard) => standard_name(i),
    }
}

fn standard_name(index: usize) -> &'static str {
    match index {
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
pub fn vehicle_name(index: usize, v: &Vehicle, offset: u8, palette: Palette) -> String {
    let (row, col) = v.top_left(offset);
    let (row, col) = (u32::from(row) + 1, u32::from(col) + 1);
    let end = |start: u32| start + u32::from(v.len) - 1;
    let place = match v.axis {
        Axis::Horizontal => format!("row {row}, columns {col}–{}", end(col)),
        Axis::Vertical => format!("column {col}, rows {row}–{}", end(row)),
    };
    let colour = colour_name(index, palette);
    let mut colour = colour.to_string();
    colour[..1].make_ascii_uppercase();
    format!("{colour} {} {}, {}, {place}", v.kind(), v.label, v.axis.name())
}

#[cfg(test)]
mod tests;
