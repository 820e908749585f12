//! Text: the record file a person can read and edit — a header of `key: value` lines, then
//! one line per turn, `player: action action…`, then the game's text after a `text:` line,
//! each of its lines behind `| ` (as a quote in a mail), so it reads back byte for byte.

use super::{GameRef, Record, Seat, Turn, Verdict};

/// The first line of every text record.
const MAGIC: &str = "yon-record 1";

/// Why a text or JSON record cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Empty input, or a first line other than `yon-record 1` in input that is not JSON.
    NotARecord,
    /// Input starting with `{` that is not a record in JSON; serde's message.
    Json(String),
    /// A header line that is not `key: value` with a known key, or a value that does not read.
    Header { line: usize, why: String },
    /// A header field every record has is absent: the record is cut off before it.
    Missing(&'static str),
    /// A line after `actions:` that is not `player: action…`.
    Turn { line: usize, text: String },
    /// The header's `actions: N` differs from the actions listed: cut off or edited.
    Length { expected: usize, found: usize },
    /// More actions than a record may hold (`MAX_ACTIONS`).
    TooLong { length: usize },
    /// A control character in the named part of the record (the game's path may hold one).
    Control(&'static str),
    /// A line after `text:` that is not `|` followed by a line of the game.
    Text { line: usize },
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::NotARecord => write!(f, "not a yon record: the first line should be `{MAGIC}`"),
            RecordError::Json(why) => write!(f, "not a yon record in JSON: {why}"),
            RecordError::Header { line, why } => write!(f, "line {line}: {why}"),
            RecordError::Missing(key) => {
                write!(f, "the record has no `{key}:` line (is it cut off?)")
            }
            RecordError::Turn { line, text } => {
                write!(f, "line {line}: `{text}` is not a turn; write `player: action action…`")
            }
            RecordError::Text { line } => {
                write!(f, "line {line}: after `text:` every line is `| ` and a line of the game")
            }
            RecordError::Control(part) => {
                write!(f, "the record's {part} hold a control character; yon writes none there")
            }
            RecordError::TooLong { length } => {
                write!(f, "the record holds {length} actions; yon replays at most {}", super::MAX_ACTIONS)
            }
            RecordError::Length { expected, found } => write!(
                f,
                "the record says it holds {expected} actions but lists {found} (is it cut off or edited?)"
            ),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// The record as text: header, then one line per turn.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{MAGIC}\ngame: {}\nhash: {}\ntitle: {}\n",
            quoted(&self.game.path),
            self.game.hash,
            quoted(&self.game.title)
        );
        let options: String = self.options.iter().map(|o| format!(" {o}")).collect();
        out.push_str(&format!("options:{options}\n"));
        for seat in &self.seats {
            out.push_str(&format!("seat {}: {}\n", seat.player, seat.agent));
        }
        let seed = self.seed.map_or("none".to_string(), |s| s.to_string());
        out.push_str(&format!("seed: {seed}\nyon: {}\nresult: {}\n", self.yon, self.result));
        out.push_str(&format!("actions: {}\n", self.length));
        for turn in &self.turns {
            out.push_str(&format!("{}: {}\n", turn.player, turn.actions.join(" ")));
        }
        if let Some(text) = &self.game.text {
            out.push_str(&quote(text));
        }
        out
    }
}

/// The last line of a game's text quoted without a line end.
const NO_NEWLINE: &str = "\\ no newline at the end of the text";

/// A game's text as the record holds it: `text:`, then each line behind `| ` (`|` alone for
/// an empty one), then a note when the last line had no line end.
fn quote(text: &str) -> String {
    let mut out = String::from("text:\n");
    let body = text.strip_suffix('\n');
    for line in body.unwrap_or(text).split('\n').filter(|_| !text.is_empty()) {
        out.push_str(if line.is_empty() { "|" } else { "| " });
        out.push_str(line);
        out.push('\n');
    }
    if body.is_none() && !text.is_empty() {
        out.push_str(NO_NEWLINE);
        out.push('\n');
    }
    out
}

/// The game's text quoted after `text:` (lines numbered from `first`), read back exactly.
fn unquote(lines: &[&str], first: usize) -> Result<String, RecordError> {
    let mut text = String::new();
    let mut ended = true;
    for (i, line) in lines.iter().enumerate() {
        let quoted = line.strip_prefix("| ").or_else(|| line.strip_prefix('|').filter(|l| l.is_empty()));
        match quoted {
            Some(quoted) if ended => {
                text.push_str(quoted);
                text.push('\n');
            }
            None if line.trim_end() == NO_NEWLINE && ended && text.ends_with('\n') => {
                text.pop();
                ended = false;
            }
            // Blank lines at the end of the file are no part of the text.
            None if line.trim().is_empty() && lines[i..].iter().all(|l| l.trim().is_empty()) => break,
            _ => return Err(RecordError::Text { line: first + i }),
        }
    }
    Ok(text)
}

/// As the `result:` line writes it: `unfinished`, `draw "rule"`, `x wins "rule"`.
impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let because = |rule: &Option<String>| rule.as_ref().map(|r| format!(" \"{r}\"")).unwrap_or_default();
        match self {
            Verdict::Unfinished => write!(f, "unfinished"),
            Verdict::Draw { rule } => write!(f, "draw{}", because(rule)),
            Verdict::Win { player, rule } => write!(f, "{player} wins{}", because(rule)),
        }
    }
}

/// The header read so far.
#[derive(Default)]
struct Header {
    path: Option<String>,
    hash: Option<String>,
    title: String,
    options: Vec<String>,
    seats: Vec<Seat>,
    seed: Option<u64>,
    yon: String,
    result: Option<Verdict>,
}

pub(super) fn parse(input: &str) -> Result<Record, RecordError> {
    // The game's text, after a `text:` line, is read as it is: not trimmed, no comments.
    let raw: Vec<&str> = input.split('\n').collect();
    let (input, text) = match raw.iter().position(|l| l.trim() == "text:") {
        Some(at) => {
            let body = &raw[at + 1..];
            let body = body.strip_suffix(&[""]).unwrap_or(body);
            (raw[..at].join("\n"), Some(unquote(body, at + 2)?))
        }
        None => (input.to_string(), None),
    };
    let mut lines = input
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
    if lines.next().map(|(_, l)| l) != Some(MAGIC) {
        return Err(RecordError::NotARecord);
    }
    let mut header = Header::default();
    let mut length = None;
    for (number, line) in lines.by_ref() {
        let Some((key, value)) = line.split_once(':') else {
            return Err(RecordError::Header { line: number, why: format!("`{line}` is not `key: value`") });
        };
        let value = value.trim();
        if key == "actions" {
            let n = value.parse().map_err(|_| bad(number, "actions", value))?;
            length = Some(n);
            break;
        }
        header.read(number, key.trim(), value)?;
    }
    let length = length.ok_or(RecordError::Missing("actions"))?;
    let turns = lines.map(|(number, line)| turn(number, line)).collect::<Result<Vec<_>, _>>()?;
    Ok(Record {
        game: GameRef {
            path: header.path.ok_or(RecordError::Missing("game"))?,
            hash: header.hash.ok_or(RecordError::Missing("hash"))?,
            title: header.title,
            text,
        },
        options: header.options,
        seats: header.seats,
        seed: header.seed,
        yon: header.yon,
        result: header.result.ok_or(RecordError::Missing("result"))?,
        length,
        turns,
    })
}

impl Header {
    fn read(&mut self, line: usize, key: &str, value: &str) -> Result<(), RecordError> {
        match key {
            "game" => self.path = Some(unquoted(value).ok_or_else(|| bad(line, key, value))?),
            "hash" => self.hash = Some(value.to_string()),
            "title" => self.title = unquoted(value).ok_or_else(|| bad(line, key, value))?,
            "options" => self.options = value.split_whitespace().map(String::from).collect(),
            "seed" if value == "none" => self.seed = None,
            "seed" => self.seed = Some(value.parse().map_err(|_| bad(line, key, value))?),
            "yon" => self.yon = value.to_string(),
            "result" => self.result = Some(read_verdict(value).ok_or_else(|| bad(line, key, value))?),
            _ => match key.strip_prefix("seat ") {
                Some(player) => {
                    self.seats.push(Seat { player: player.trim().to_string(), agent: value.to_string() })
                }
                None => return Err(RecordError::Header { line, why: format!("unknown field `{key}`") }),
            },
        }
        Ok(())
    }
}

/// A value as a header line holds it: as it is, or in JSON's quotes when it would not read
/// back so (a newline, a space at either end, a leading quote).
fn quoted(value: &str) -> String {
    let plain = !value.starts_with('"') && value.trim() == value && !value.chars().any(char::is_control);
    if plain { value.to_string() } else { serde_json::to_string(value).expect("a string always serialises") }
}

/// A header value read back: unquoted when it is quoted.
fn unquoted(value: &str) -> Option<String> {
    if value.starts_with('"') { serde_json::from_str(value).ok() } else { Some(value.to_string()) }
}

fn bad(line: usize, key: &str, value: &str) -> RecordError {
    RecordError::Header { line, why: format!("`{value}` is not a valid `{key}`") }
}

/// `unfinished`, `draw`, `draw "rule"`, `NAME wins`, `NAME wins "rule"`.
fn read_verdict(text: &str) -> Option<Verdict> {
    let (head, rule) = match text.split_once(' ') {
        Some((head, rest)) if head == "draw" => (head.to_string(), Some(rest.trim())),
        _ => match text.split_once(" wins") {
            Some((player, rest)) => (format!("{player} wins"), Some(rest.trim()).filter(|r| !r.is_empty())),
            None => (text.to_string(), None),
        },
    };
    let rule = match rule {
        Some(quoted) => Some(quoted.strip_prefix('"')?.strip_suffix('"')?.to_string()),
        None => None,
    };
    match head.as_str() {
        "unfinished" if rule.is_none() => Some(Verdict::Unfinished),
        "draw" => Some(Verdict::Draw { rule }),
        _ => {
            let player = head.strip_suffix(" wins")?;
            (!player.is_empty() && !player.contains(' '))
                .then(|| Verdict::Win { player: player.into(), rule })
        }
    }
}

/// Actions written one after another, separated by spaces, as records, `--moves` and the
/// prompt take them: a throw or a random setup's draw is two words (`roll 3-5`, `setup d4-e5`),
/// read together.
pub fn action_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match words.last_mut() {
            Some(last) if last == "roll" || last == "setup" => {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
    }
    words
}

fn turn(line: usize, text: &str) -> Result<Turn, RecordError> {
    let error = || RecordError::Turn { line, text: text.to_string() };
    let (player, actions) = text.split_once(':').ok_or_else(error)?;
    let actions = action_words(actions);
    if player.trim().is_empty() || player.trim().contains(' ') || actions.is_empty() {
        return Err(error());
    }
    Ok(Turn { player: player.trim().to_string(), actions })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_throw_is_read_as_one_action() {
        assert_eq!(action_words(" roll 3-5 a1-b2  roll 0 pass"), ["roll 3-5", "a1-b2", "roll 0", "pass"]);
        assert_eq!(action_words("a1 b2"), ["a1", "b2"]);
    }

    #[test]
    fn verdicts_read_back_as_written() {
        for verdict in [
            Verdict::Unfinished,
            Verdict::Draw { rule: None },
            Verdict::Draw { rule: Some("board full".into()) },
            Verdict::Win { player: "x".into(), rule: Some("three in a row".into()) },
            Verdict::Win { player: "o".into(), rule: None },
        ] {
            assert_eq!(read_verdict(&verdict.to_string()), Some(verdict));
        }
        assert_eq!(read_verdict("x wins three"), None);
        assert_eq!(read_verdict("nobody knows"), None);
    }

    #[test]
    fn a_games_text_reads_back_byte_for_byte() {
        for text in ["", "\n", "a\n", "a", "a\n\n  b \t\n", "a\r\nb\r\n", "| a\n\\ b", "x\n\n"] {
            let quoted = quote(text);
            let lines: Vec<&str> = quoted.split('\n').skip(1).collect();
            let lines = lines.strip_suffix(&[""]).unwrap_or(&lines);
            assert_eq!(unquote(lines, 1).as_deref(), Ok(text), "{quoted:?}");
        }
        assert_eq!(unquote(&["| a", "b"], 7), Err(RecordError::Text { line: 8 }));
    }

    #[test]
    fn a_path_or_title_with_a_newline_or_outer_spaces_reads_back() {
        for value in ["a-game.game", " lead.game", "two\nlines.game", "\"quoted\".game", "tab\t"] {
            assert_eq!(unquoted(&quoted(value)).as_deref(), Some(value), "{value:?}");
            assert!(!quoted(value).contains('\n'));
        }
    }
}
