//! Old meanings: forms today's language accepts but once read otherwise. Nothing in a file
//! tells an old text from a new one, so these rewrites are made only for a file said to be
//! written before the change (`yon fix --from DATE`).

use super::Rewrite;
use crate::syntax::ast::{Item, Spanned, TurnPattern};

/// When each meaning changed (UTC, to the minute), and what changed.
const CHANGES: [(&str, &str); 4] = [
    ("2026-11-22T19:33", "a backslash in a string before a character other than `\"` and `\\` is kept"),
    ("2026-11-23T07:53", "`forbid` judges `end` too"),
    ("2026-11-24T08:16", "a turn ends by itself after an optional part; `end` is offered only where written"),
    ("2026-11-24T08:16", "`last` followed by `to`, `from` or `passed` is a cell set, not a region"),
];

/// The first moment the language had: files from before it are not yon files.
const BEGINNING: &str = "2026-11-22T19:07";

/// The rewrites that keep a file written at `when` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, UTC)
/// meaning what it meant then, and a note for each change this cannot settle.
pub fn since(source: &str, when: &str) -> Result<(Vec<Rewrite>, Vec<String>), String> {
    let when = moment(when)?;
    if when.as_str() < &BEGINNING[..when.len()] {
        return Err(format!(
            "the language began on {} (UTC); a file cannot be older",
            BEGINNING.replace('T', " ")
        ));
    }
    let mut notes = Vec::new();
    let mut found = Vec::new();
    let mut turn_notes = Vec::new();
    let mut ends = Vec::new();
    let had_end = optional_ends(source, &mut ends, &mut turn_notes);
    for (i, (changed, what)) in CHANGES.iter().enumerate() {
        let mut rewrites = Vec::new();
        match i {
            0 => super::strings::dropped_backslashes(source, &mut rewrites),
            1 if had_end => forbids_before_end(source, &mut rewrites),
            2 => rewrites.clone_from(&ends),
            3 => rename_word(source, "last", &mut rewrites),
            _ => {}
        }
        let unsettled = changed.starts_with(when.as_str()) && when.len() < changed.len();
        if unsettled && !(rewrites.is_empty() && (i != 2 || turn_notes.is_empty())) {
            notes.push(format!(
                "on {} at {} (UTC) the language changed ({what}), and this file is touched by it: \
                 give the time too (`--from {}T00:00` keeps the meaning from before)",
                &changed[..10],
                &changed[11..],
                &changed[..10]
            ));
        } else if !unsettled && when.as_str() < *changed {
            found.extend(rewrites);
            if i == 2 {
                notes.append(&mut turn_notes);
            }
        }
    }
    found.sort_by_key(|r| r.start);
    Ok((found, notes))
}

/// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (a space for the `T` will do), checked.
fn moment(text: &str) -> Result<String, String> {
    let text = text.trim().replacen(' ', "T", 1);
    let shape = |pattern: &str| {
        text.len() == pattern.len()
            && text
                .chars()
                .zip(pattern.chars())
                .all(|(c, p)| if p == '9' { c.is_ascii_digit() } else { c == p })
    };
    if shape("9999-99-99") || shape("9999-99-99T99:99") {
        Ok(text)
    } else {
        Err(format!("`{text}` is not a date: write YYYY-MM-DD, or YYYY-MM-DDTHH:MM in UTC"))
    }
}

/// Patterns whose words all have one length: no word is a proper beginning of another.
fn fixed_length(pattern: &TurnPattern) -> Option<usize> {
    match pattern {
        TurnPattern::Action(_) => Some(1),
        TurnPattern::Seq(items) => items.iter().map(|i| fixed_length(&i.node)).sum(),
        TurnPattern::Alt(items) => {
            let lengths: Option<Vec<usize>> = items.iter().map(|i| fixed_length(&i.node)).collect();
            lengths.filter(|l| l.windows(2).all(|w| w[0] == w[1])).and_then(|l| l.first().copied())
        }
        _ => None,
    }
}

/// Row 03: a turn could once stop with `end` wherever its pattern could both stop and go on;
/// `X Y?` is `X (Y | end)` today and `X Y*` is `X Y* end`. Whether any pattern had such a
/// point (so that the game had `end`).
fn optional_ends(source: &str, found: &mut Vec<Rewrite>, notes: &mut Vec<String>) -> bool {
    let (file, _) = crate::syntax::parse_lenient(source);
    let mut any = false;
    for item in &file.items {
        let Item::Turn { pattern, .. } = &item.node else { continue };
        if fixed_length(&pattern.node).is_some() {
            continue;
        }
        let items = match &pattern.node {
            TurnPattern::Seq(items) => items.as_slice(),
            _ => std::slice::from_ref(pattern),
        };
        let (last, prefix) = items.split_last().expect("a sequence has items");
        let simple = |p: &Spanned<TurnPattern>| fixed_length(&p.node).is_some();
        let rewrite = match &last.node {
            _ if !prefix.iter().all(simple) => None,
            TurnPattern::Optional(x) if simple(x) => {
                let text = &source[x.span.start..x.span.end];
                Some((last.span.start, last.span.end, format!("({text} | end)")))
            }
            TurnPattern::Star(x) | TurnPattern::Plus(x) if simple(x) => {
                Some((last.span.end, last.span.end, " end".to_string()))
            }
            _ => None,
        };
        let pattern_text = &source[pattern.span.start..pattern.span.end];
        match rewrite {
            Some((start, end, new)) => {
                any = true;
                let mut fixed = pattern_text.to_string();
                fixed.replace_range(start - pattern.span.start..end - pattern.span.start, &new);
                found.push(Rewrite {
                    start,
                    end,
                    new,
                    old_form: format!("`turn: {pattern_text}` (a turn could stop with `end` part way)"),
                    new_form: format!("turn: {fixed}"),
                    continues: false,
                });
            }
            None => notes.push(format!(
                "`turn: {pattern_text}`: a turn could once stop with `end` wherever the pattern could both \
                 stop and go on; write `end` there by hand"
            )),
        }
    }
    any
}

/// Row 04: `forbid` did not judge `end`; today it does unless `after` names the actions.
fn forbids_before_end(source: &str, found: &mut Vec<Rewrite>) {
    let (file, _) = crate::syntax::parse_lenient(source);
    let actions: Vec<&str> = file
        .items
        .iter()
        .filter_map(|item| match &item.node {
            Item::Action(action) => Some(action.name.node.as_str()),
            _ => None,
        })
        .collect();
    for item in &file.items {
        let Item::Forbid { condition, after: None, .. } = &item.node else { continue };
        let new = format!(" after {}", actions.join(", "));
        found.push(Rewrite {
            start: condition.span.end,
            end: condition.span.end,
            new: new.clone(),
            old_form: "`forbid` without `after` (it did not judge `end`)".into(),
            new_form: format!("forbid …: …{new}"),
            continues: false,
        });
    }
}

/// Row 27: `last` was a name like any other; today it begins `last to`, so it becomes
/// `last_` (or `last_2`, … if that is taken) wherever it is written as a word.
fn rename_word(source: &str, word: &str, found: &mut Vec<Rewrite>) {
    let words = super::code_words(source);
    if !words.iter().any(|&(_, w)| w == word) {
        return;
    }
    let new = std::iter::once(format!("{word}_"))
        .chain((2..).map(|n| format!("{word}_{n}")))
        .find(|candidate| !words.iter().any(|&(_, w)| w == candidate))
        .expect("some name is free");
    let mut first = true;
    for &(at, w) in &words {
        if w == word {
            found.push(Rewrite {
                start: at,
                end: at + word.len(),
                new: new.clone(),
                old_form: format!("the name `{word}`"),
                new_form: new.clone(),
                continues: !first,
            });
            first = false;
        }
    }
}
