//! The `yon` command; everything it does lives in the `yon_cli` library.

fn main() -> std::process::ExitCode {
    yon_cli::main()
}
