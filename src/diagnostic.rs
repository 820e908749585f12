//! Diagnostics: one plain-data shape for every error a stage reports, and its rendering to text.

use crate::syntax::ast::Span;
use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource};
use std::fmt;

mod suggest;
pub use suggest::did_you_mean;

/// One problem found in a `.game` file, with the stable code a user can search for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// A stable code such as `E001`; see `docs/LANGUAGE.md`, section "Error codes".
    pub code: &'static str,
    /// What is wrong, in one sentence.
    pub message: String,
    /// Where it is.
    pub span: Span,
    /// A short note printed under the caret (what was expected, what was found).
    pub label: String,
    /// How to fix it, including any "did you mean".
    pub help: Option<String>,
    /// The text that mends it in place of the span, where that is sure (a misspelt name's
    /// nearest): what an editor offers as a quick fix.
    /// Boxed so that a diagnostic stays small: results that carry one in their error stay cheap.
    pub fix: Option<Box<str>>,
}

impl Diagnostic {
    pub fn new(code: &'static str, message: impl Into<String>, span: Span) -> Self {
        Diagnostic { code, message: message.into(), span, label: String::new(), help: None, fix: None }
    }

    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn fix(mut self, replacement: impl Into<String>) -> Self {
        self.fix = Some(replacement.into().into_boxed_str());
        self
    }

    /// Whether this is a lint warning (`W…`): the file checks, but is surely wrong.
    pub fn is_warning(&self) -> bool {
        self.code.starts_with('W')
    }

    /// `error` or `warning`, as the header of a rendered diagnostic says.
    pub fn severity(&self) -> &'static str {
        if self.is_warning() { "warning" } else { "error" }
    }

    /// 1-based line and column of the start of the span.
    pub fn line_col(&self, source: &str) -> (usize, usize) {
        line_col(source, self.span.start)
    }
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = &source[..floor_char_boundary(source, offset)];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Where each line of a text starts, to find the line of any offset by a binary search:
/// finding the lines of many diagnostics stays linear in the text.
pub struct LineIndex<'s> {
    source: &'s str,
    starts: Vec<usize>,
}

impl<'s> LineIndex<'s> {
    pub fn new(source: &'s str) -> LineIndex<'s> {
        let starts = std::iter::once(0).chain(source.match_indices('\n').map(|(i, _)| i + 1)).collect();
        LineIndex { source, starts }
    }

    /// 1-based line and column (in characters) of a byte offset, as `line_col` gives them.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(self.source, offset.min(self.source.len()));
        let line = self.starts.partition_point(|&start| start <= offset);
        let start = self.starts[line - 1];
        (line, self.source[start..offset].chars().count() + 1)
    }
}

/// The most diagnostics `render` draws with their source excerpt; the rest are counted.
pub const MAX_RENDERED: usize = 50;

/// Renders diagnostics as `file:line:col`, the source line, a caret and the help text; past
/// `MAX_RENDERED`, one line says how many more there are.
pub fn render(diagnostics: &[Diagnostic], file_name: &str, source: &str, colour: bool) -> String {
    let theme = if colour { GraphicalTheme::unicode() } else { GraphicalTheme::unicode_nocolor() };
    let handler = GraphicalReportHandler::new_themed(theme).with_width(100).with_links(false);
    let lines = LineIndex::new(source);
    let named = NamedSource::new(file_name, source.to_string());
    let mut out = String::new();
    for diagnostic in diagnostics.iter().take(MAX_RENDERED) {
        let (line, column) = lines.line_col(diagnostic.span.start);
        // The message follows in the excerpt (`× …`); the header gives the place and the code.
        out.push_str(&format!(
            "{file_name}:{line}:{column}: {}[{}]\n",
            diagnostic.severity(),
            diagnostic.code
        ));
        let report = Report { diagnostic, source: &named };
        if handler.render_report(&mut out, &report).is_err() {
            out.push_str("  (could not render the source excerpt)\n");
        }
    }
    if diagnostics.len() > MAX_RENDERED {
        out.push_str(&format!(
            "{file_name}: {} more errors not shown (fix these first)\n",
            diagnostics.len() - MAX_RENDERED
        ));
    }
    out
}

/// Adapter that lets miette draw one diagnostic against its source. The code is left out
/// here because the header line written by `render` already carries it.
struct Report<'a> {
    diagnostic: &'a Diagnostic,
    source: &'a NamedSource<String>,
}

impl fmt::Debug for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagnostic.message)
    }
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagnostic.message)
    }
}

impl std::error::Error for Report<'_> {}

impl miette::Diagnostic for Report<'_> {
    fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.diagnostic.help.as_ref().map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(self.source)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.diagnostic.span;
        let label = (!self.diagnostic.label.is_empty()).then(|| self.diagnostic.label.clone());
        let length = span.end.saturating_sub(span.start);
        Some(Box::new(std::iter::once(LabeledSpan::new(label, span.start, length))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_are_one_based() {
        let source = "ab\ncd\n";
        assert_eq!(line_col(source, 0), (1, 1));
        assert_eq!(line_col(source, 4), (2, 2));
    }

    #[test]
    fn the_line_index_agrees_with_line_col() {
        let source = "ab\ncdé\n\nx";
        let index = LineIndex::new(source);
        for offset in 0..=source.len() + 2 {
            assert_eq!(index.line_col(offset), line_col(source, offset), "offset {offset}");
        }
    }
}
