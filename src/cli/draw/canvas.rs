//! Canvas: a grid of characters, each with a style, printed with or without colour.

use anstyle::Style;

/// A text picture built by writing strings at (column, row); rows grow as needed.
#[derive(Default)]
pub struct Canvas {
    rows: Vec<Vec<(char, Style)>>,
}

impl Canvas {
    /// Writes `text` from `col` on `row`, over whatever was there.
    pub fn put(&mut self, col: usize, row: usize, text: &str, style: Style) {
        if self.rows.len() <= row {
            self.rows.resize(row + 1, Vec::new());
        }
        let line = &mut self.rows[row];
        for (i, c) in text.chars().enumerate() {
            if line.len() <= col + i {
                line.resize(col + i + 1, (' ', Style::new()));
            }
            line[col + i] = (c, style);
        }
    }

    /// The picture, one line per row, without trailing spaces; escapes only when `colour`.
    pub fn render(&self, colour: bool) -> String {
        let mut out = String::new();
        for line in &self.rows {
            let mut text = String::new();
            let mut current = Style::new();
            for &(c, style) in line {
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
}
