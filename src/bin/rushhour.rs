#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn main() {
    std::process::exit(rush_hour::cli::main(std::env::args().skip(1).collect()));
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn main() {}
