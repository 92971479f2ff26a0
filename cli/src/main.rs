//! `rushhour`, the engine on the command line (see `lib.rs` for the commands).

fn main() {
    std::process::exit(rush_hour_cli::main(std::env::args().skip(1).collect()));
}
