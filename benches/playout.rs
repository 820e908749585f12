//! `cargo bench`: perft and playout speed for every game in `games/`, as `yon bench` prints it.

fn main() {
    let reference = std::path::Path::new("../shared/PERFT.md");
    let mut args = vec!["yon".to_string(), "bench".to_string()];
    if reference.exists() {
        args.extend(["--reference".to_string(), reference.display().to_string()]);
    }
    std::process::exit(i32::from(yon_cli::run_from(args)));
}
