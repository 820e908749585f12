//! The `yon` command; everything it does lives in `yon::cli`.

fn main() -> std::process::ExitCode {
    yon::cli::main()
}
