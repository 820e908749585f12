//! Suggest: "did you mean" for unknown names, by edit distance over the names in scope.

/// The closest candidate within a small edit distance, if any.
pub fn did_you_mean<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    // One- and two-letter names (cells, players like `x`) are too short to guess from.
    let length = name.chars().count();
    if length <= 2 {
        return None;
    }
    let limit = (length / 3).clamp(1, 3);
    candidates
        .into_iter()
        .map(|c| (edit_distance(name, c), c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// Edit distance over characters, a swap of two neighbours counting as one edit as an insertion
/// or a deletion does (`stpe` is one from `step`): the optimal string alignment distance.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // Three rows: two back (for a swap), the last, and the one being filled.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut last: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let substitute = last[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            row[j] = substitute.min(last[j] + 1).min(row[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut last, row);
    }
    last[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_the_nearest_name() {
        assert_eq!(did_you_mean("colur", ["colour", "neutral"]), Some("colour"));
        assert_eq!(did_you_mean("zzz", ["colour", "neutral"]), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn a_swap_of_two_neighbours_is_one_edit() {
        assert_eq!(edit_distance("stpe", "step"), 1);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(did_you_mean("stpe", ["step", "slide"]), Some("step"));
    }
}
