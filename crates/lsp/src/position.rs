//! Positions: byte offsets in a file to LSP's line and UTF-16 column and back.

use lsp_types::{Position, Range};
use yon::syntax::ast::Span;

/// Where each line of a text starts; positions are found by binary search.
pub struct Lines<'s> {
    text: &'s str,
    starts: Vec<usize>,
}

impl<'s> Lines<'s> {
    pub fn new(text: &'s str) -> Lines<'s> {
        let starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Lines { text, starts }
    }

    /// The LSP position of a byte offset (clamped to the text, moved back to a character).
    pub fn position(&self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let character = self.text[self.starts[line]..offset].encode_utf16().count();
        Position::new(line as u32, character as u32)
    }

    pub fn range(&self, span: Span) -> Range {
        Range::new(self.position(span.start), self.position(span.end))
    }

    /// The byte offset of an LSP position; a position past a line's end or the last line is
    /// taken as that end, as the protocol asks.
    pub fn offset(&self, position: Position) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else { return self.text.len() };
        let end = self.text[start..].find('\n').map_or(self.text.len(), |i| start + i);
        let mut units = 0;
        for (i, c) in self.text[start..end].char_indices() {
            if units >= position.character as usize {
                return start + i;
            }
            units += c.len_utf16();
        }
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_utf16_units() {
        // `é` is one unit, `𝄞` two; the offsets are bytes.
        let text = "ab\né𝄞x\n";
        let lines = Lines::new(text);
        assert_eq!(lines.position(3), Position::new(1, 0));
        assert_eq!(lines.position(5), Position::new(1, 1));
        let x = text.find('x').expect("x");
        assert_eq!(lines.position(x), Position::new(1, 3));
        assert_eq!(lines.offset(Position::new(1, 3)), x);
    }

    #[test]
    fn positions_past_the_end_are_clamped() {
        let text = "ab\ncd";
        let lines = Lines::new(text);
        assert_eq!(lines.offset(Position::new(0, 99)), 2);
        assert_eq!(lines.offset(Position::new(9, 0)), text.len());
        assert_eq!(lines.position(99), Position::new(1, 2));
    }
}
