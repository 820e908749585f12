//! Lists in English for `yon rules`: "a, b or c", "`a` and `b`".

use yon::syntax::ast::Name;

/// "a", "a or b", "a, b or c".
pub fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "or")
}

/// "a", "a and b", "a, b and c".
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "and")
}

fn joined<S: AsRef<str>>(items: &[S], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} {word} {}", rest.join(", "), last.as_ref())
        }
    }
}

/// Names as a list of code words: "`a`, `b` and `c`".
pub fn names(names: &[Name]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{}`", n.node)).collect();
    and_list(&quoted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        assert_eq!(or_list(&["a"]), "a");
        assert_eq!(or_list(&["a", "b"]), "a or b");
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
    }
}
