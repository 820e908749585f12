//! Catalogue: the shipped games built into the library (by `build.rs` from `games/`), as data,
//! so that every front end — an installed `yon`, the playground, the Python package — can list,
//! show, play and copy them from any folder.

// `GAMES`: (name, text) pairs, sorted by name.
include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// A built-in game.
#[derive(Clone, Copy, Debug)]
pub struct BuiltIn {
    /// The file stem, as `yon list` shows it and commands accept it.
    pub name: &'static str,
    pub text: &'static str,
}

/// Every built-in game, sorted by name.
pub fn all() -> impl Iterator<Item = BuiltIn> {
    GAMES.iter().map(|&(name, text)| BuiltIn { name, text })
}

/// The built-in game a command-line word names: `NAME` or `NAME.game`, nothing with a folder.
pub fn find(word: &str) -> Option<BuiltIn> {
    let name = word.strip_suffix(".game").unwrap_or(word);
    all().find(|game| game.name == name)
}

/// The nearest built-in name to a word that names none, for a "did you mean" hint.
pub fn nearest(word: &str) -> Option<&'static str> {
    let name = word.strip_suffix(".game").unwrap_or(word);
    crate::diagnostic::did_you_mean(name, GAMES.iter().map(|&(name, _)| name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_resolve_with_or_without_the_extension_and_a_near_miss_is_suggested() {
        let first = all().next().expect("at least one game ships");
        assert_eq!(find(first.name).map(|g| g.text), Some(first.text));
        assert_eq!(find(&format!("{}.game", first.name)).map(|g| g.name), Some(first.name));
        assert!(find(&format!("games/{}.game", first.name)).is_none(), "a path is never a name");
        assert_eq!(nearest(&format!("{}x", first.name)), Some(first.name));
        let names: Vec<&str> = all().map(|g| g.name).collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]), "sorted, no duplicates: {names:?}");
    }
}
