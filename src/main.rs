//! The web app's binary, `rush-hour-app`. scripts/build-page.mjs builds it for wasm32 (index.html names it with
//! `data-bin`); on a native target there is nothing to run, so it says how to serve the game.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    rush_hour::app::install_board_css();
    yew::Renderer::<rush_hour::app::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "rush-hour-app is the browser game and runs as WebAssembly.\n\
         Build and serve it with `scripts/serve`, then open http://127.0.0.1:8080/.\n\
         The native command-line tool is `cargo run -p rush-hour-cli`."
    );
}
