//! Fix: the old forms of `syntax::old_forms` that truly mend a file — each kept only if the
//! file reads better with it — for `yon fix` to write and for errors to point to.

use crate::compile::rules::MAX_HAND;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{HandCount, Item};
use crate::syntax::old_forms::{Rewrite, apply, candidates};

/// How badly a text reads: its syntax errors first, then every error.
fn badness(source: &str) -> (usize, usize) {
    let syntax = crate::syntax::parse(source).err().map_or(0, |errors| errors.len());
    (syntax, super::diagnose_plain(source).len())
}

/// The rewrites that mend `source`: the rewrites of each old form, tried together, are kept
/// only if they leave fewer errors than without them. A form that mends nothing yet is tried
/// again once another is kept: one broken statement can hide what mending the next one does.
pub fn fixes(source: &str) -> Vec<Rewrite> {
    let mut found = candidates(source);
    huge_hands(source, &mut found);
    found.sort_by_key(|r| r.start);
    if found.is_empty() {
        return found;
    }
    let mut kept: Vec<Rewrite> = Vec::new();
    let mut now = badness(source);
    let mut forms: Vec<&str> = found.iter().map(|r| r.old_form.as_str()).collect();
    forms.sort_unstable();
    forms.dedup();
    loop {
        let kept_before = kept.len();
        forms.retain(|form| {
            // Every rewrite of one form is tried together: a gate's removal and its new place.
            let mut trial = kept.clone();
            trial.extend(found.iter().filter(|r| r.old_form == *form).cloned());
            trial.sort_by_key(|r| r.start);
            let after = badness(&apply(source, &trial));
            let mends = after < now;
            if mends {
                (kept, now) = (trial, after);
            }
            !mends
        });
        if kept.len() == kept_before {
            return kept;
        }
    }
}

/// Row 08: a hand of more than `MAX_HAND` pieces was once taken (`u32::MAX` wrapped round to
/// unlimited); no game can place so many, so today it is written `unlimited`.
fn huge_hands(source: &str, found: &mut Vec<Rewrite>) {
    let (file, _) = crate::syntax::parse_lenient(source);
    for item in &file.items {
        let Item::Hand { kinds, count, .. } = &item.node else { continue };
        if matches!(count.node, HandCount::Finite(n) if n > MAX_HAND) {
            let kind = kinds.iter().map(|k| k.node.as_str()).collect::<Vec<_>>().join(", ");
            found.push(Rewrite {
                start: count.span.start,
                end: count.span.end,
                new: "unlimited".into(),
                old_form: format!("hand {kind} {}", &source[count.span.start..count.span.end]),
                new_form: format!("hand {kind} unlimited"),
                continues: false,
            });
        }
    }
}

/// Points each error on a line written in an old form to today's form and to `yon fix`.
pub fn annotate(source: &str, diagnostics: &mut [Diagnostic]) {
    let fixes = fixes(source);
    let line_of = |offset: usize| source[..offset.min(source.len())].matches('\n').count();
    for diagnostic in diagnostics {
        let line = line_of(diagnostic.span.start);
        if let Some(fix) = fixes.iter().find(|f| line_of(f.start) == line) {
            // The rewrite is the fix: no other replacement of the span is offered.
            diagnostic.fix = None;
            diagnostic.help = Some(format!(
                "`{}` is an old form; today it is written `{}` (`yon fix FILE` rewrites it)",
                fix.old_form, fix.new_form
            ));
        }
    }
}
