//! Lints for the traps a file falls into while it checks clean: an option no statement uses
//! (`W007`), a `win … for opponents` that gives the game to the player who has nothing
//! (`W008`), and a `royal` kind that nothing can ever attack or take (`W009`).

use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item};

/// W007: an option that no statement's `if NAME` or `unless NAME` names: switching it on or
/// off changes nothing.
pub(super) fn unused_options(file: &GameFile, found: &mut Vec<Diagnostic>) {
    for item in &file.items {
        let Item::Option { name, .. } = &item.node else { continue };
        let used = file.gates.iter().flatten().any(|gate| gate.option.node == name.node);
        if used {
            continue;
        }
        found.push(
            Diagnostic::new("W007", format!("option `{}` is never used", name.node), name.span)
                .label(format!("no statement ends with `if {0}` or `unless {0}`", name.node))
                .help(format!(
                    "gate a statement with `if {}`, or remove the option: as it is, `--opt {}` changes nothing",
                    name.node, name.node
                )),
        );
    }
}
