#[cfg(not(target_arch = "wasm32"))]
fn main() {
    std::process::exit(rush_hour::cli::main(std::env::args().skip(1).collect()));
}

#[cfg(target_arch = "wasm32")]
fn main() {}
