//! The engine's Web Worker, `rush-hour-worker`: Trunk builds it for wasm32 beside the app
//! (`data-type="worker"` in index.html and tools.html) and the page starts it
//! (`app/engine/`). Natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    rush_hour::worker::listen();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("rush-hour-worker is the game's engine worker and runs as WebAssembly in the browser.");
}
