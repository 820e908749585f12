//! Canvas: a grid of characters, each with a style, printed with or without colour.

use anstyle::Style;

/// A text picture built by writing strings at (column, row); rows grow as needed. Each
/// character knows whether text was written there, so that lines drawn later go around it.
#[derive(Default)]
pub struct Canvas {
    rows: Vec<Vec<(char, Style, bool)>>,
}

impl Canvas {
    /// Writes `text` from `col` on `row`, over whatever was there.
    pub fn put(&mut self, col: usize, row: usize, text: &str, style: Style) {
        for (i, c) in text.chars().enumerate() {
            *self.at(col + i, row) = (c, style, true);
        }
    }

    /// Writes `c` at (`col`, `row`) unless text is there: a line between two cells.
    pub fn put_between(&mut self, col: usize, row: usize, c: char, style: Style) {
        let at = self.at(col, row);
        if !at.2 {
            *at = (c, style, false);
        }
    }

    fn at(&mut self, col: usize, row: usize) -> &mut (char, Style, bool) {
        if self.rows.len() <= row {
            self.rows.resize(row + 1, Vec::new());
        }
        let line = &mut self.rows[row];
        if line.len() <= col {
            line.resize(col + 1, (' ', Style::new(), false));
        }
        &mut line[col]
    }

    /// The widest row, in characters.
    pub fn width(&self) -> usize {
        self.rows
            .iter()
            .map(|row| row.iter().rposition(|c| c.0 != ' ').map_or(0, |i| i + 1))
            .max()
            .unwrap_or(0)
    }

    /// The picture, one line per row, without trailing spaces; escapes only when `colour`.
    pub fn render(&self, colour: bool) -> String {
        let mut out = String::new();
        for line in &self.rows {
            let mut text = String::new();
            let mut current = Style::new();
            for &(c, style, _) in line {
                if colour && style != current {
                    text.push_str(&format!("{}{}", current.render_reset(), style.render()));
                    current = style;
                }
                text.push(c);
            }
            if colour && current != Style::new() {
                text.push_str(&current.render_reset().to_string());
            }
            let kept = if colour { text.as_str() } else { text.trim_end() };
            out.push_str(kept);
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_text_overwrites_and_plain_lines_lose_trailing_spaces() {
        let mut canvas = Canvas::default();
        canvas.put(2, 1, "abc ", Style::new());
        canvas.put(3, 1, "X", Style::new().bold());
        assert_eq!(canvas.render(false), "\n  aXc\n");
        assert!(canvas.render(true).contains("\u{1b}[1mX"));
    }

    #[test]
    fn a_line_between_goes_around_text_and_spaces_written_with_it() {
        let mut canvas = Canvas::default();
        canvas.put(0, 0, " a ", Style::new());
        for col in 0..6 {
            canvas.put_between(col, 0, '─', Style::new());
        }
        assert_eq!(canvas.render(false), " a ───\n");
        assert_eq!(canvas.width(), 6);
    }
}
