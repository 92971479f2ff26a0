//! `rushhour`, the engine on the command line (see `lib.rs` for the commands).

fn main() {
    // `args_os`: an argument that is not UTF-8 is refused by name (`args` panicked on it).
    std::process::exit(rush_hour_cli::main(std::env::args_os().skip(1).collect()));
}
