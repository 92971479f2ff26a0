//! A QR code of a text (the link to a puzzle) as SVG, for a class to scan from the projector.
//! The `qrcode` crate encodes (with no renderer of its own: the features are off); the modules
//! are drawn here as one SVG path, a run of dark modules along a row per `h` segment.

use qrcode::{Color, EcLevel, QrCode};
use yew::prelude::*;

/// Light modules around the code, as the standard asks.
const QUIET: usize = 4;

/// The SVG path of the dark modules (one unit per module, quiet zone included) and the side in
/// modules; `None` when the text is too long for a QR code.
pub fn qr_path(text: &str) -> Option<(String, usize)> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let mut d = String::new();
    for y in 0..width {
        let mut x = 0;
        while x < width {
            if colors[y * width + x] == Color::Dark {
                let run = colors[y * width + x..(y + 1) * width].iter().take_while(|&&c| c == Color::Dark).count();
                d.push_str(&format!("M{} {}h{run}v1h-{run}z", x + QUIET, y + QUIET));
                x += run;
            } else {
                x += 1;
            }
        }
    }
    Some((d, width + 2 * QUIET))
}

#[derive(Properties, PartialEq)]
pub struct QrProps {
    /// What the code holds (a link).
    pub text: AttrValue,
    /// What it is, for the accessible name ("QR code of the link to this puzzle").
    #[prop_or(AttrValue::from("QR code of the link to this puzzle"))]
    pub label: AttrValue,
}

/// The QR code of `text` (black on white whatever the theme: scanners want that).
#[function_component(QrView)]
pub fn qr_view(props: &QrProps) -> Html {
    let drawn = use_memo(props.text.clone(), |text| qr_path(text));
    match &*drawn {
        Some((d, side)) => html! {
            <svg class="qr" viewBox={format!("0 0 {side} {side}")} role="img" aria-label={props.label.clone()}
                 data-testid="qr" data-text={props.text.clone()} shape-rendering="crispEdges">
                <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
                <path d={d.clone()} fill="#000" />
            </svg>
        },
        None => html! { <p class="panel-note">{ "This link is too long for a QR code." }</p> },
    }
}
