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
mod tests {
    use super::*;

    /// A colour's sRGB components (0 to 1), from `#rgb`, `#rrggbb` or `hsl(h s% l%)`.
    fn srgb(colour: &str) -> [f64; 3] {
        if let Some(hex) = colour.strip_prefix('#') {
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
        }
    }

    /// sRGB's transfer function undone: linear light.
    fn linear(colour: &str) -> [f64; 3] {
        srgb(colour).map(|c| if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) })
    }

    /// A colour's relative luminance (WCAG 2).
    fn luminance(colour: &str) -> f64 {
        let [r, g, b] = linear(colour);
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
        assert_eq!(colour_name(2, Palette::ColourBlind), "mauve");
        assert_eq!(Palette::from_key("sepia"), None);
    }

    /// The colour-blind palette as dichromats see it (natively: the `palette` crate is a native
    /// dev-dependency).
    #[cfg(not(target_arch = "wasm32"))]
    mod colour_vision {
        use super::*;

        /// The least CIEDE2000 difference two vehicles of one board may have, as any of the four
        /// visions sees them. ΔE00 of about 1 is the smallest difference seen side by side and 2 to 3
        /// one seen at a glance; 8 is set for fills told apart across the board without comparing
        /// them (the palette's fifteen fills and the red car reach 8.97; Paul Tol's nine-colour "light" scheme, which it replaced,
        /// repeated itself from a board's tenth vehicle on, and had two fills 7.47 apart to a
        /// tritanope).
        const SEEN_APART: f64 = 8.0;

        /// Machado, Oliveira and Fernandes (2009), "A physiologically-based model for simulation of
        /// color vision deficiency": the matrices for severity 1.0, on linear RGB.
        const DICHROMACIES: [(&str, [[f64; 3]; 3]); 3] = [
            ("protanopia", [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
            ("deuteranopia", [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
            ("tritanopia", [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
        ];

        /// A colour in CIELAB (D65) as a vision sees it: normal (`None`) or a simulated dichromacy.
        fn seen(colour: &str, vision: Option<&[[f64; 3]; 3]>) -> ::palette::Lab<::palette::white_point::D65, f64> {
            use ::palette::FromColor;
            let rgb = linear(colour);
            let [r, g, b] = match vision {
                None => rgb,
                Some(m) => m.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0)),
            };
            ::palette::Lab::from_color(::palette::LinSrgb::new(r, g, b))
        }

        /// The least CIEDE2000 difference of two colours over normal vision and the three dichromacies,
        /// with the vision it is least in.
        fn least_difference(a: &str, b: &str) -> (f64, &'static str) {
            use ::palette::color_difference::Ciede2000;
            let visions = std::iter::once(("normal vision", None)).chain(DICHROMACIES.iter().map(|(name, m)| (*name, Some(m))));
            visions.map(|(name, m)| (seen(a, m).difference(seen(b, m)), name)).min_by(|x, y| x.0.total_cmp(&y.0)).unwrap()
        }

        #[test]
        fn the_colour_difference_is_ciede2000_on_sharma_s_test_data() {
            use ::palette::color_difference::Ciede2000;
            // Sharma, Wu and Dalal (2005), the formula's test data: pairs 1, 7 and 17.
            let lab = |l, a, b| ::palette::Lab::<::palette::white_point::D65, f64>::new(l, a, b);
            for (x, y, expected) in [
                (lab(50.0, 2.6772, -79.7751), lab(50.0, 0.0, -82.7485), 2.0425),
                (lab(50.0, 0.0, 0.0), lab(50.0, -1.0, 2.0), 2.3669),
                (lab(50.0, 2.5, 0.0), lab(73.0, 25.0, -18.0), 27.1492),
            ] {
                assert!((x.difference(y) - expected).abs() < 1e-4, "{x:?} {y:?}: {}", x.difference(y));
            }
            // A dichromat sees a red and a green of one lightness alike; a tritanope does not.
            assert!(least_difference("#c0392b", "#7a7a00").0 < 10.0);
            assert_eq!(seen("#ffffff", Some(&DICHROMACIES[0].1)), seen("#ffffff", None), "white stays white");
        }

        #[test]
        fn no_two_vehicles_of_a_library_board_look_alike_with_any_colour_vision() {
            use rush_hour_engine::{library, model::grid};
            let palette = Palette::ColourBlind;
            let fill = |i: usize| if i == 0 { red_car_light(palette).to_string() } else { vehicle_colour(i, palette) };
            let most = library::entries().iter().map(|e| grid::parse(e.grid).expect(e.grid).board.vehicles().len()).max().unwrap();
            assert!(most >= 13, "the library's boards have up to {most} vehicles");
            // And any 6×6 board: the red car and the palette's fifteen fills.
            let most = most.max(SAFE.len() + 1);
            let mut faults = Vec::new();
            let mut least = f64::MAX;
            // Every pair of vehicles any library board can have (a board of n vehicles uses 0..n).
            for i in 0..most {
                for j in i + 1..most {
                    let (d, vision) = least_difference(&fill(i), &fill(j));
                    least = least.min(d);
                    if d < SEEN_APART {
                        faults.push(format!(
                            "{} {} and {} {}: ΔE00 {d:.2} with {vision}",
                            colour_name(i, palette),
                            fill(i),
                            colour_name(j, palette),
                            fill(j)
                        ));
                    }
                }
                // And every vehicle against the cells it stands on, in either theme.
                for cell in [LIGHT.cell, DARK.cell] {
                    let (d, vision) = least_difference(&fill(i), cell);
                    if d < SEEN_APART {
                        faults.push(format!("{} {} on the cells {cell}: ΔE00 {d:.2} with {vision}", colour_name(i, palette), fill(i)));
                    }
                }
            }
            println!("the least difference of two of {most} vehicles: ΔE00 {least:.2}");
            assert!(faults.is_empty(), "{} pairs look alike:\n{}", faults.len(), faults.join("\n"));
            // The palette's fills and names are distinct (a 6×6 board's 15 vehicles besides the red car).
            assert_eq!(SAFE.len(), 15);
            assert_eq!(SAFE_NAMES.iter().collect::<std::collections::BTreeSet<_>>().len(), SAFE_NAMES.len());
        }
    }
}
