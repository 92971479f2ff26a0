//! The review's strip of the game's moves, each marked optimal, wasted or away (by a glyph too,
//! never by colour alone), the one on show current; a click shows the position after it. A plain
//! function, not a component: a component's machinery would weigh on the game's download.

use crate::game::review::{Mark, ReviewedGame};
use yew::prelude::*;

/// The glyph beside a move in the strip (the mark is never told by colour alone).
fn glyph(mark: Mark) -> &'static str {
    match mark {
        Mark::Optimal => "✓",
        Mark::Wasted => "=",
        Mark::Away => "✗",
    }
}

/// `at`: the position on show, after this many moves; `on_go`: show the position after this many
/// moves.
pub(super) fn move_strip(review: &ReviewedGame, at: usize, on_go: &Callback<usize>) -> Html {
    let strip = review.moves.iter().enumerate().map(|(i, m)| {
        let selected = at == i + 1;
        html! {
            <li>
                <button type="button" class={classes!("review-move", m.mark.name())} onclick={on_go.reform(move |_: MouseEvent| i + 1)}
                        aria-current={selected.then_some("step")}
                        aria-label={format!("Move {}, {}, {}", i + 1, m.text, m.mark.name())}
                        data-mark={m.mark.name()}>
                    <span class="glyph" aria-hidden="true">{ glyph(m.mark) }</span>{ m.text.clone() }
                </button>
            </li>
        }
    });
    html! { <ol class="review-moves" data-testid="review-moves">{ for strip }</ol> }
}
