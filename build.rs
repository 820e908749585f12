//! Build script: embeds every `games/*.game` file in the library (`catalogue`), so that an
//! installed `yon`, the playground and the Python package have the shipped games wherever they run. The engine never names a game; this list is data.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let games = Path::new(&manifest).join("games");
    // A game added, removed or edited rebuilds the catalogue.
    println!("cargo:rerun-if-changed=games");
    let mut files: Vec<_> = std::fs::read_dir(&games)
        .expect("games/ holds the shipped games")
        .map(|entry| entry.expect("a readable entry of games/").path())
        .filter(|path| path.extension().is_some_and(|e| e == "game"))
        .collect();
    // By name, as `yon list` shows them (`a-b.game` sorts before `a.game` by path, not by name).
    files.sort_by_key(|path| path.file_stem().map(|s| s.to_os_string()));
    let mut out = String::from("/// Every shipped game: its name (the file stem) and its text, by name.\n");
    out.push_str("pub const GAMES: &[(&str, &str)] = &[\n");
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let stem = path.file_stem().expect("a .game file has a stem").to_string_lossy();
        let absolute = path.canonicalize().expect("a listed file exists");
        writeln!(out, "    ({stem:?}, include_str!({:?})),", absolute.display().to_string())
            .expect("writing to a String cannot fail");
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogue.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
