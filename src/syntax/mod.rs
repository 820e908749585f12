//! Syntax: the pest grammar in `grammar/yon.pest` turned into a typed tree with spans.

pub mod ast;
mod build;
mod errors;
pub mod format;
pub mod names;
pub mod old_forms;
mod parse;
mod split;
pub mod symbols;

pub use parse::{parse, parse_lenient};

/// The language's version: it changes when a form the language accepted is removed or comes to
/// mean something else (docs/LANGUAGE.md, "Old files"), never when forms are only added.
pub const LANGUAGE_VERSION: &str = "1";
