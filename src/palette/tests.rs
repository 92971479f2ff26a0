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
