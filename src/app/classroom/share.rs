//! Sharing with the class: the QR code of the puzzle's link, the board as an SVG file or as a
//! PNG at print resolution (`BOARD_PNG_WIDTH`: the same SVG drawn on a canvas), and a printable
//! sheet of puzzle cards (a library section as small boards with their optimal move
//! counts; the print stylesheet in static/classroom.css prints the sheet alone).

use super::picture::{MiniBoard, download, download_svg_as_png};
use super::qr::QrView;
use crate::app::board::drawing::svg_document;
use crate::app::board::geometry::Geometry;
use crate::app::store::use_game;
use crate::app::url;
use rush_hour_engine::library::name_of;
use rush_hour_engine::library::{self, Section};
use rush_hour_engine::model::grid;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The board's PNG width in pixels: 8 inches at 300 dots per inch.
const BOARD_PNG_WIDTH: u32 = 2400;

#[function_component(SharePanel)]
pub(super) fn share_panel() -> Html {
    let game = use_game();
    let link = url::link_to(&game.play.start_grid());
    // The sheet shows the current puzzle's section where it is a library puzzle.
    let section = {
        let grid = game.play.start_grid();
        use_state_eq(move || library::entries().iter().find(|e| e.grid == grid).map_or(Section::Seed, |e| e.section))
    };
    let on_svg = {
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            let svg = svg_document(&game.play.board, &game.play.position, game.settings.show_labels, game.settings.palette, None);
            let name = name_of(&game.play.start_grid()).unwrap_or_else(|| "puzzle".into()).replace([' ', '#'], "-");
            download(&format!("rush-hour-{name}.svg"), "image/svg+xml", &svg);
        })
    };
    let on_png = {
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            let svg = svg_document(&game.play.board, &game.play.position, game.settings.show_labels, game.settings.palette, None);
            let name = name_of(&game.play.start_grid()).unwrap_or_else(|| "puzzle".into()).replace([' ', '#'], "-");
            let (w, h) = Geometry::of(&game.play.board).view();
            download_svg_as_png(&svg, (w, h), BOARD_PNG_WIDTH, &format!("rush-hour-{name}.png"));
        })
    };
    let on_section = {
        let section = section.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(s) = Section::ALL.into_iter().find(|s| s.key() == value) {
                section.set(s);
            }
        })
    };
    let on_print = Callback::from(|_: MouseEvent| {
        let _ = gloo::utils::window().print();
    });
    let cards = library::section(*section).into_iter().filter_map(|e| {
        let puzzle = grid::parse(e.grid).ok()?;
        let title = e.game_name();
        Some(html! {
            <figure class="puzzle-card" data-testid="puzzle-card">
                <MiniBoard board={Rc::new(puzzle.board)} position={puzzle.start} />
                <figcaption><span class="card-title">{ title }</span><span class="card-moves">{ format!("{} moves", e.moves) }</span></figcaption>
            </figure>
        })
    });
    html! {
        <section class="panel classroom-panel share-class" aria-label="Share with the class" data-testid="share-class">
            <h2>{ "Share with the class" }</h2>
            <div class="share-row">
                <div class="qr-box">
                    <QrView text={link.clone()} />
                </div>
                <div class="share-actions">
                    <p>{ "Scan the code to open this puzzle on a phone or tablet, or give out the link:" }</p>
                    <p class="share-link"><a href={link.clone()} data-testid="class-link">{ link }</a></p>
                    <div class="buttons">
                        <button type="button" onclick={on_svg} data-testid="download-svg">{ "Download the board (SVG)" }</button>
                        <button type="button" onclick={on_png} data-testid="download-png">{ "(PNG for print)" }</button>
                    </div>
                </div>
            </div>
            <h3>{ "Puzzle cards to print" }</h3>
            <div class="buttons">
                <label>{ "Section " }
                    <select onchange={on_section}>
                        { for Section::ALL.iter().map(|s| html! { <option value={s.key()} selected={*s == *section}>{ s.title() }</option> }) }
                    </select>
                </label>
                <button type="button" onclick={on_print}>{ "Print the cards" }</button>
            </div>
            <div class="cards-sheet" data-testid="cards-sheet">
                <h2 class="print-only">{ format!("Rush Hour · {}", section.title()) }</h2>
                { for cards }
            </div>
        </section>
    }
}
