//! Chart: histograms of an analysis — a one-line sparkline for the terminal, and SVG files for
//! length and branching.

use super::Analysis;
use crate::{Failure, exit};
use std::path::Path;

/// How many values fall in each of at most `bins` equal ranges from the least to the
/// greatest; whole numbers over a narrow range get a bin each.
fn histogram(values: &[f64], bins: usize) -> (Vec<u64>, f64, f64) {
    let (low, high) = values.iter().fold((f64::MAX, f64::MIN), |(l, h), &v| (l.min(v), h.max(v)));
    if values.is_empty() {
        return (vec![0; bins.max(1)], 0.0, 0.0);
    }
    let whole = values.iter().all(|v| v.fract() == 0.0) && high - low < bins as f64;
    let mut counts = vec![0u64; if whole { (high - low) as usize + 1 } else { bins.max(1) }];
    let width = if whole { 1.0 } else { (high - low).max(1.0) / counts.len() as f64 };
    for &value in values {
        let bin = (((value - low) / width) as usize).min(counts.len() - 1);
        counts[bin] += 1;
    }
    (counts, low, high)
}

/// The values' histogram as block characters, `▁▃█▅▂`, with its range: `[12–58]`.
pub fn sparkline(values: &[f64], bins: usize) -> String {
    const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let (counts, low, high) = histogram(values, bins);
    let most = counts.iter().copied().max().unwrap_or(0).max(1);
    let line: String = counts
        .iter()
        .map(|&c| if c == 0 { ' ' } else { BLOCKS[((c * 7).div_ceil(most)) as usize] })
        .collect();
    format!("[{low}–{high}] {line}")
}

/// Writes `STEM-length.svg` and `STEM-branching.svg` for each analysis into `dir`.
pub fn write_svgs(dir: &Path, analyses: &[Analysis]) -> Result<(), Failure> {
    let cannot =
        |e: std::io::Error| Failure::new(exit::IO, format!("cannot write into {}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(cannot)?;
    for (i, analysis) in analyses.iter().enumerate() {
        let stem =
            Path::new(&analysis.file).file_stem().map_or("game".into(), |s| s.to_string_lossy().into_owned());
        // The same file analysed twice (other options) gets its number too.
        let stem = if analyses[..i].iter().any(|a| a.file == analysis.file) {
            format!("{stem}-{}", i + 1)
        } else {
            stem
        };
        let lengths: Vec<f64> = analysis.samples.iter().map(|s| f64::from(s.actions)).collect();
        let branching: Vec<f64> =
            analysis.samples.iter().flat_map(|s| s.branching.iter().map(|&b| f64::from(b))).collect();
        let title = |what: &str| format!("{}: {what}", analysis.title);
        for (name, values, what) in [
            ("length", &lengths, "actions per game"),
            ("branching", &branching, "legal actions per position"),
        ] {
            let path = dir.join(format!("{stem}-{name}.svg"));
            std::fs::write(&path, svg(&title(what), values, 30)).map_err(cannot)?;
            errln!("wrote {}", path.display());
        }
    }
    Ok(())
}

/// A bar chart of the values' histogram, with its title and the range under it.
fn svg(title: &str, values: &[f64], bins: usize) -> String {
    let (counts, low, high) = histogram(values, bins);
    let most = counts.iter().copied().max().unwrap_or(0).max(1) as f64;
    let (width, height, margin) = (600.0, 300.0, 40.0);
    let bar = (width - 2.0 * margin) / counts.len() as f64;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"13\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{margin}\" y=\"24\">{}</text>\n",
        escape(title)
    );
    for (i, &count) in counts.iter().enumerate() {
        let h = (height - 2.5 * margin) * count as f64 / most;
        let (x, y) = (margin + i as f64 * bar, height - margin - h);
        out += &format!(
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{:.1}\" height=\"{h:.1}\" fill=\"#4a78b5\"><title>{count}</title></rect>\n",
            (bar - 1.0).max(1.0)
        );
    }
    let base = height - margin;
    out += &format!(
        "<line x1=\"{margin}\" y1=\"{base}\" x2=\"{}\" y2=\"{base}\" stroke=\"black\"/>\n\
         <text x=\"{margin}\" y=\"{}\">{low}</text>\n\
         <text x=\"{}\" y=\"{}\" text-anchor=\"end\">{high}</text>\n\
         <text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{} values</text>\n</svg>\n",
        width - margin,
        base + 18.0,
        width - margin,
        base + 18.0,
        width / 2.0,
        base + 18.0,
        values.len()
    );
    out
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_puts_every_value_in_a_bin() {
        let (counts, low, high) = histogram(&[1.0, 2.0, 2.0, 10.0], 3);
        assert_eq!((counts, low, high), (vec![3, 0, 1], 1.0, 10.0));
        assert_eq!(histogram(&[], 4).0, vec![0; 4]);
        assert_eq!(histogram(&[5.0, 5.0], 2).0, vec![2], "one whole number: one bin");
        assert_eq!(histogram(&[5.0, 7.0, 7.0], 16).0, vec![1, 0, 2], "a bin per whole number");
        assert_eq!(histogram(&[0.5, 1.0], 2).0, vec![1, 1]);
    }

    #[test]
    fn the_sparkline_scales_to_the_fullest_bin() {
        assert_eq!(sparkline(&[1.0, 2.0, 2.0, 10.0], 3), "[1–10] █ ▄");
    }

    #[test]
    fn the_svg_escapes_its_title_and_draws_a_bar_per_bin() {
        let svg = svg("a < b & c", &[1.0, 2.0, 3.0], 3);
        assert!(svg.contains("a &lt; b &amp; c"));
        assert_eq!(svg.matches("<rect x=").count(), 3);
    }
}
