//! Every colour a board is drawn with, in one place: the board's own colours in the light and
//! the dark theme (the page's CSS custom properties are made from them, `board_css`, and a
//! standalone picture writes them inline), and the vehicles' colours with their names in words,
//! in two palettes the player chooses between (`Palette`): the standard one, and one safe for
//! colour-blind players (Paul Tol's "light" scheme, made for labelled fills, and Okabe and Ito's
//! vermillion for the red car, which its white marker tells apart in either). Past a palette's
//! colours come more (golden-angle hues, or the scheme again): the letters tell vehicles apart.
//! Tested natively: every letter's contrast on its fill, in both themes and both palettes.

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

/// The colour-blind palette's fills (Paul Tol's "light" scheme) and their names.
const SAFE: [&str; 9] = ["#77aadd", "#ee8866", "#eedd88", "#ffaabb", "#99ddff", "#44bb99", "#bbcc33", "#aaaa00", "#dddddd"];
const SAFE_NAMES: [&str; 9] = ["light blue", "orange", "light yellow", "pink", "light cyan", "mint", "pear", "olive", "pale grey"];

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
        i => format!("hsl({:.0} 60% 70%)", extra_hue(i)),
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
mod tests {
    use super::*;

    /// A colour's relative luminance (WCAG 2), from `#rgb`, `#rrggbb` or `hsl(h s% l%)`.
    fn luminance(colour: &str) -> f64 {
        let rgb: [f64; 3] = if let Some(hex) = colour.strip_prefix('#') {
            let digits: Vec<f64> = hex.chars().map(|c| f64::from(c.to_digit(16).unwrap())).collect();
            match digits[..] {
                [r, g, b] => [r * 17.0, g * 17.0, b * 17.0].map(|v| v / 255.0),
                [r1, r0, g1, g0, b1, b0] => [r1 * 16.0 + r0, g1 * 16.0 + g0, b1 * 16.0 + b0].map(|v| v / 255.0),
                _ => panic!("{colour}"),
            }
        } else {
            let inner = colour.strip_prefix("hsl(").and_then(|c| c.strip_suffix(')')).expect(colour);
            let n: Vec<f64> = inner.split_whitespace().map(|x| x.trim_end_matches('%').parse().unwrap()).collect();
            let (h, s, l) = (n[0], n[1] / 100.0, n[2] / 100.0);
            let a = s * l.min(1.0 - l);
            let f = |k: f64| {
                let k = (k + h / 30.0) % 12.0;
                l - a * (k - 3.0).min(9.0 - k).clamp(-1.0, 1.0)
            };
            [f(0.0), f(8.0), f(4.0)]
        };
        let [r, g, b] = rgb.map(|c| if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) });
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    fn contrast(a: &str, b: &str) -> f64 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn every_letter_reads_on_its_vehicle_in_both_themes_and_palettes() {
        assert!((contrast("#000", "#fff") - 21.0).abs() < 1e-9);
        assert!((contrast("hsl(0 0% 100%)", "#ffffff") - 1.0).abs() < 1e-9);
        for palette in [Palette::Standard, Palette::ColourBlind] {
            // The largest boards have 44 vehicles.
            for i in 1..=44 {
                let fill = vehicle_colour(i, palette);
                for theme in [&LIGHT, &DARK] {
                    let c = contrast(&fill, theme.label);
                    assert!(c >= 4.5, "{palette:?} vehicle {i} {fill} ({}): letter {} at {c:.2}:1", colour_name(i, palette), theme.label);
                }
            }
            let c = contrast(red_car_ink(palette), MARKER);
            assert!(c >= 4.5, "{palette:?}: the red car's letter on its marker at {c:.2}:1");
        }
    }

    #[test]
    fn the_palettes_colours_differ_and_the_settings_name_them() {
        for palette in [Palette::Standard, Palette::ColourBlind] {
            let n = if palette == Palette::Standard { PALETTE.len() } else { SAFE.len() };
            let fills: std::collections::BTreeSet<String> = (1..=n).map(|i| vehicle_colour(i, palette)).collect();
            assert_eq!(fills.len(), n, "{palette:?}");
            assert_eq!(Palette::from_key(palette.key()), Some(palette));
        }
        assert_eq!(colour_name(2, Palette::ColourBlind), "orange");
        assert_eq!(Palette::from_key("sepia"), None);
    }
}
