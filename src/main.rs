//! The web app's binary, `rush-hour-app`. Trunk builds it for wasm32 (index.html names it with
//! `data-bin`); on a native target there is nothing to run, so it says how to serve the game.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    rush_hour::app::install_board_css();
    // The page's link read here, and the first render in a task of its own after this one (the
    // wasm's instantiation, the board's colours, the puzzle parsed): the start-up's tasks each
    // stay short (docs/benchmarks.md, "The start-up in stages").
    let opening = std::rc::Rc::new(rush_hour::app::url::opening());
    gloo::timers::callback::Timeout::new(0, move || {
        yew::Renderer::<rush_hour::app::App>::with_props(rush_hour::app::AppProps { opening }).render();
    })
    .forget();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "rush-hour-app is the browser game and runs as WebAssembly.\n\
         Build and serve it with `scripts/serve`, then open http://127.0.0.1:8080/.\n\
         The native command-line tool is `cargo run -p rush-hour-cli`."
    );
}
