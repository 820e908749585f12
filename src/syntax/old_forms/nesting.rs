//! Old nesting: before expressions were bounded at 64 levels, `((((a1 b2))))` of any depth
//! was read; today the redundant parentheses go (`(a1 b2)`), which is the same set.

use super::Rewrite;

/// The pairs of parentheses outside strings and comments, as (open, close) byte offsets.
fn pairs(source: &str) -> Vec<(usize, usize)> {
    let (mut open, mut pairs) = (Vec::new(), Vec::new());
    let (mut in_string, mut escaped, mut in_comment) = (false, false, false);
    for (i, c) in source.char_indices() {
        match c {
            '\n' => (in_string, in_comment) = (false, false),
            _ if in_comment => {}
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            _ if in_string => {}
            '/' if source[i..].starts_with("//") => in_comment = true,
            '(' => open.push(i),
            ')' => pairs.extend(open.pop().map(|o| (o, i))),
            _ => {}
        }
    }
    pairs
}

/// Each pair of parentheses whose only content is another pair: `((X))` is `(X)`.
pub(super) fn redundant_parentheses(source: &str, found: &mut Vec<Rewrite>) {
    let pairs: std::collections::HashSet<(usize, usize)> = pairs(source).into_iter().collect();
    let mut ordered: Vec<_> = pairs.iter().copied().collect();
    ordered.sort_unstable();
    // One old form a line: the other pairs on it finish the first one's rewrite.
    let mut lines_seen = Vec::new();
    for (open, close) in ordered {
        let inside = &source[open + 1..close];
        let first = open + 1 + (inside.len() - inside.trim_start().len());
        let last = open + 1 + inside.trim_end().len();
        let doubled = source[first..].starts_with('(') && pairs.contains(&(first, last.saturating_sub(1)));
        if !doubled {
            continue;
        }
        let line = source[..open].matches('\n').count();
        let first_on_line = !lines_seen.contains(&line);
        lines_seen.push(line);
        for at in [open, close] {
            found.push(Rewrite {
                start: at,
                end: at + 1,
                new: String::new(),
                old_form: "((…))".into(),
                new_form: "(…)".into(),
                continues: at == close || !first_on_line,
            });
        }
    }
}
