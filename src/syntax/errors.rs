//! Syntax errors: a pest error as a diagnostic that names the offending token and says, in
//! words, what was expected there.

use super::ast::Span;
use super::parse::{Rule, YonParser};
use super::split::code_end;
use crate::diagnostic::Diagnostic;
use pest::Parser;
use pest::error::{Error, ErrorVariant, InputLocation};
use std::ops::Range;

/// The words a statement can start with, for "did you mean" on a misspelt one.
const STATEMENT_WORDS: [&str; 16] = [
    "game", "players", "board", "piece", "hand", "setup", "region", "option", "action", "turn", "pass",
    "forbid", "win", "lose", "draw", "rank",
];

/// The diagnostic for the statement at `range` in `source`, which pest rejected.
pub(super) fn syntax_error(error: &Error<Rule>, source: &str, range: Range<usize>) -> Diagnostic {
    let text = &source[range.clone()];
    let pos = match error.location {
        InputLocation::Pos(pos) => pos,
        InputLocation::Span((start, _)) => start,
    };
    let ErrorVariant::ParsingError { positives, .. } = &error.variant else {
        // pest's own guard against exhausting the stack.
        let width = text.get(pos..).and_then(|rest| rest.chars().next()).map_or(0, char::len_utf8);
        let span = Span::new(range.start + pos, range.start + pos + width);
        return Diagnostic::new("E003", "this statement is nested too deeply", span).label("too deep");
    };
    let expected = expected(positives);
    if let (None, Some(open)) = (token_at(text, pos), unclosed_paren(&text[..pos])) {
        let at = range.start + open;
        return Diagnostic::new("E001", "this `(` is never closed", Span::new(at, at + 1))
            .label("opened here")
            .help("add `)` where the group ends");
    }
    if let Some(misspelt) = misspelt_before(&text[..pos], &expected, range.start) {
        return misspelt;
    }
    match token_at(text, pos) {
        Some(found) if pos == 0 => not_a_statement(found, &expected, range.start),
        Some(found) => match out_of_order(found, &text[..pos]) {
            Some(help) => unexpected(found, &expected, range.start + pos).help(help),
            None => unexpected(found, &expected, range.start + pos),
        },
        None => missing(&text[..pos], &expected, range.start, source.len()),
    }
}

/// The word before the error, when it is a misspelling of a keyword expected there: `move
/// stpe any` fails at `any`, but `stpe` is the mistake (read as a kind's name, it left no
/// motion to come).
fn misspelt_before(before: &str, expected: &[String], offset: usize) -> Option<Diagnostic> {
    let code = &before[..code_end(before)];
    let start = code.trim_end_matches(is_word_char).len();
    let word = &code[start..];
    if word.is_empty() || !word.starts_with(|c: char| c.is_ascii_alphabetic()) || is_language_word(word) {
        return None;
    }
    let keywords = expected.iter().filter_map(|e| e.strip_prefix('`')?.strip_suffix('`'));
    let keywords = keywords.filter(|k| k.chars().all(char::is_alphabetic) && *k != word);
    let meant = crate::diagnostic::did_you_mean(word, keywords)?;
    let span = Span::new(offset + start, offset + code.len());
    Some(
        Diagnostic::new("E001", format!("unexpected {}", quote(word)), span)
            .label(format!("did you mean `{meant}`?"))
            .fix(meant)
            .help(format!(
                "after `{word}` the language expects {}, so `{word}` is taken to be the mistake",
                expected_list(expected)
            )),
    )
}

/// Whether a word is one of the language's own (a keyword, or a word that is one only in
/// some places, as `for`): such a word is no misspelling, whatever it is near.
pub(super) fn is_language_word(word: &str) -> bool {
    Rule::all_rules()
        .iter()
        .filter(|rule| format!("{rule:?}").starts_with("k_"))
        .any(|&rule| YonParser::parse(rule, word).is_ok_and(|pairs| pairs.as_str().len() == word.len()))
}

/// A part of a slide written after a part that comes later (`slide e exactly 2 through …`):
/// the order they must come in.
fn out_of_order(found: &str, before: &str) -> Option<String> {
    const SLIDE: [&str; 3] = ["through", "to", "exactly"];
    let rank = SLIDE.iter().position(|&w| w == found)?;
    let words: Vec<&str> = before.split_whitespace().collect();
    let slide = words.iter().rposition(|&w| w == "slide")?;
    let later =
        words[slide..].iter().find(|w| SLIDE.iter().position(|s| s == *w).is_some_and(|r| r > rank))?;
    Some(format!(
        "a slide's parts come in this order: `slide DIRECTIONS through CELLS to CELLS exactly N`; \
         write `{found}` before `{later}`"
    ))
}

/// The offset of the last `(` left open in a statement's code (strings and comments aside).
fn unclosed_paren(text: &str) -> Option<usize> {
    let mut open = Vec::new();
    let mut in_string = false;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => in_string = !in_string,
            '\\' if in_string => {
                chars.next();
            }
            '/' if !in_string && chars.peek().is_some_and(|&(_, n)| n == '/') => {
                while chars.next_if(|&(_, n)| n != '\n').is_some() {}
            }
            '(' if !in_string => open.push(i),
            ')' if !in_string => {
                open.pop();
            }
            _ => {}
        }
    }
    open.pop()
}

/// Text before the first statement: what pest expected is every statement keyword.
fn not_a_statement(found: &str, keywords: &[String], at: usize) -> Diagnostic {
    let span = Span::new(at, at + found.len());
    Diagnostic::new("E001", format!("unexpected {}", quote(found)), span)
        .label("expected a statement")
        .help(format!("a statement starts with {}", expected_list(keywords)))
}

/// A token where none was expected, or not this one.
fn unexpected(found: &str, expected: &[String], at: usize) -> Diagnostic {
    let span = Span::new(at, at + found.len());
    if let (true, Some((i, c))) = (found.starts_with('"'), found.char_indices().find(|(_, c)| c.is_control()))
    {
        // Titles and labels are shown on terminals: a control character could take them over.
        let at_char = Span::new(at + i, at + i + c.len_utf8());
        return Diagnostic::new(
            "E001",
            format!("a string may not hold a control character ({c:?})"),
            at_char,
        )
        .label("a control character")
        .help("write it without tabs, escapes or other control characters");
    }
    if found.starts_with('"') && (found.len() == 1 || !found.ends_with('"')) {
        return Diagnostic::new("E001", "this string is not closed", span)
            .label("a string ends with `\"` on the same line");
    }
    let diagnostic =
        Diagnostic::new("E001", format!("unexpected {}", quote(found)), span).label(expected_label(expected));
    let parses_as = |rule| YonParser::parse(rule, found).is_ok_and(|p| p.as_str().len() == found.len());
    let wants = |what: &str| expected.iter().any(|e| e == what);
    // A statement word where a statement cannot start is no misspelling of itself.
    let misspelt = crate::diagnostic::did_you_mean(found, STATEMENT_WORDS).filter(|&word| word != found);
    if wants("a name") && parses_as(Rule::reserved) {
        diagnostic.help(format!(
            "`{found}` is reserved: it joins the parts of a statement, so it cannot be a name; rename it, e.g. `{found}_`"
        ))
    } else if wants("the end of the statement") && parses_as(Rule::statement_start) {
        diagnostic.help("each statement starts on a line of its own")
    } else if let (true, Some(word)) = (wants("the end of the statement"), misspelt) {
        diagnostic.help(format!("did you mean `{word}`? A statement starts with its keyword")).fix(word)
    } else {
        diagnostic
    }
}

/// The statement ended early: point just after its last token, not after trailing comments;
/// at the end of the file, where that would be an empty span, at the last token itself.
fn missing(before: &str, expected: &[String], offset: usize, source_len: usize) -> Diagnostic {
    let end = code_end(before);
    let previous = token_before(&before[..end]);
    let list = expected_list(expected);
    let message = match &previous {
        Some((_, token)) => format!("expected {list} after {token}"),
        None => format!("expected {list}"),
    };
    let at = offset + end;
    // `players a if`: the gate took the word that was meant as a name.
    let gate = match &previous {
        Some((_, token)) if token == "`if`" || token == "`unless`" => {
            Some(token.trim_matches('`').to_string())
        }
        _ => None,
    };
    let span = match (before[end..].chars().next(), previous) {
        (Some(c), _) => Span::new(at, at + c.len_utf8()),
        (None, _) if at < source_len => Span::new(at, at + 1),
        (None, Some((start, _))) => Span::new(offset + start, at),
        (None, None) => Span::new(at, at),
    };
    let diagnostic = Diagnostic::new("E001", message, span).label(expected_label(expected));
    match gate {
        Some(word) => diagnostic.help(format!(
            "`{word}` is reserved: it starts an option gate, `{word} OPTION`, so it cannot be a name; rename it, e.g. `{word}_`"
        )),
        None => diagnostic,
    }
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-'
}

const COMPARISON_CHARS: [char; 4] = ['=', '!', '<', '>'];

/// The token starting at `pos`, or `None` if only whitespace and comments are left.
fn token_at(text: &str, pos: usize) -> Option<&str> {
    let rest = text.get(pos..)?;
    if code_end(rest) == 0 {
        return None;
    }
    let word = rest.len() - rest.trim_start_matches(is_word_char).len();
    let symbols = rest.len() - rest.trim_start_matches(COMPARISON_CHARS).len();
    let len = match (word, symbols) {
        (0, 0) if rest.starts_with('"') => string_len(rest),
        (0, 0) => rest.chars().next().map_or(0, char::len_utf8),
        (0, _) => symbols,
        _ => word,
    };
    Some(&rest[..len])
}

/// The length of the string at the start of `text`: to its closing quote, or to the end of
/// the line when it has none.
fn string_len(text: &str) -> usize {
    let mut escaped = false;
    for (i, c) in text.char_indices().skip(1) {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return i + 1,
            '\n' => return i,
            _ => {}
        }
    }
    text.len()
}

/// Where the last token of `code` starts, and how to name it in "expected … after …".
fn token_before(code: &str) -> Option<(usize, String)> {
    let word = code.trim_end_matches(is_word_char).len();
    let symbols = code.trim_end_matches(COMPARISON_CHARS).len();
    let start = match (word < code.len(), symbols < code.len()) {
        _ if code.ends_with('"') => {
            let start = code[..code.len() - 1].rfind('"').unwrap_or(0);
            return Some((start, "the string".to_string()));
        }
        (true, _) => word,
        (_, true) => symbols,
        _ => code.char_indices().last()?.0,
    };
    Some((start, quote(&code[start..])))
}

/// A token in backticks, or escaped when it holds control characters.
fn quote(token: &str) -> String {
    if token.chars().any(char::is_control) { format!("{token:?}") } else { format!("`{token}`") }
}

/// pest's list of the rules it tried, in words and without repeats.
fn expected(positives: &[Rule]) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in positives.iter().flat_map(|&rule| describe(rule)) {
        if !words.contains(&word) {
            words.push(word);
        }
    }
    // Any statement may end with a gate: saying so at every statement's end is noise.
    if positives.contains(&Rule::EOI) {
        words.retain(|w| w != "`if`" && w != "`unless`");
    }
    words
}

fn expected_label(expected: &[String]) -> String {
    format!("expected {}", expected_list(expected))
}

/// `a`, `a or b`, `a, b or c`.
fn expected_list(expected: &[String]) -> String {
    match expected {
        [] => "something else".to_string(),
        [only] => only.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// What a rule matches, as a person would name it: one or more alternatives.
fn describe(rule: Rule) -> Vec<String> {
    let name = format!("{rule:?}");
    if matches!(rule, Rule::on_again | Rule::from_again) {
        // A lookahead's second `on` or `from` is never what to write.
        return Vec::new();
    }
    if let Some(word) = name.strip_prefix("k_") {
        return vec![format!("`{word}`")];
    }
    let words: &[&str] = match rule {
        Rule::ident | Rule::word => &["a name"],
        Rule::number => &["a number"],
        Rule::string => &["a quoted string"],
        Rule::file_letters => &["file letters"],
        Rule::p_colon => &["`:`"],
        Rule::p_comma => &["`,`"],
        Rule::p_bar => &["`|`"],
        Rule::p_amp => &["`&`"],
        Rule::p_minus => &["`-`"],
        Rule::p_open => &["`(`"],
        Rule::p_close => &["`)`"],
        Rule::p_plus => &["`+`"],
        Rule::p_question => &["`?`"],
        Rule::p_star => &["`*`"],
        Rule::comparison => &["a comparison such as `>=`"],
        Rule::cells
        | Rule::cell_or
        | Rule::cell_and
        | Rule::cell_minus
        | Rule::cell_group
        | Rule::ranks
        | Rule::files
        | Rule::region_of => &["a cell set"],
        Rule::compare_cells | Rule::cell_number => &["`height`", "`value`", "`seen`"],
        Rule::place_stack => &["`stack`"],
        Rule::direction | Rule::directions => &["a direction such as `any`"],
        Rule::gate => &["`if`", "`unless`"],
        Rule::place_motion | Rule::move_motion => &["`place`", "`move`"],
        Rule::step | Rule::slide | Rule::hop => &["`step`", "`slide`", "`hop`"],
        Rule::through => &["`through`"],
        Rule::lines_through => &["`through`", "`anywhere`"],
        Rule::to => &["`to`"],
        Rule::effects => &["`then`"],
        Rule::effect => &["`flip`", "`capture`"],
        Rule::requires => &["`requires`"],
        Rule::pattern | Rule::pattern_seq | Rule::pattern_rep | Rule::pattern_group | Rule::pattern_word => {
            &["a turn pattern"]
        }
        Rule::flip_to => &["`to`"],
        Rule::each_copy => &["`each`"],
        Rule::within | Rule::leap_reach => &["`within`", "`at distance`"],
        Rule::subject => &["`for`"],
        Rule::cell_dirs => &["a direction such as `s`, or several in parentheses"],
        Rule::spot => &["a spot such as `A at 0 1`"],
        Rule::outcome => &["`win`", "`lose`", "`draw`", "`rank by`"],
        Rule::after => &["`after`"],
        Rule::turn_start => &["`at turn start`"],
        Rule::condition
        | Rule::cond_and
        | Rule::cond_not
        | Rule::cond_group
        | Rule::all_stuck
        | Rule::board_full
        | Rule::compare => &["a condition"],
        Rule::quantity | Rule::lines | Rule::windows => &["a quantity"],
        Rule::board_square | Rule::board_hexagon | Rule::board_rhombus => &["`square`", "`hex`"],
        Rule::EOI => &["the end of the statement"],
        _ => return vec![name.replace('_', " ")],
    };
    words.iter().map(|w| w.to_string()).collect()
}
