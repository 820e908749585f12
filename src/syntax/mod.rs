//! Syntax: the pest grammar in `grammar/yon.pest` turned into a typed tree with spans.

pub mod ast;
mod build;
mod errors;
pub mod format;
mod parse;
mod split;
pub mod symbols;

pub use parse::{parse, parse_lenient};
