//! Parser tests, the errors: one diagnostic per broken statement, pointing at the right token
//! with a readable expectation; and no input, however broken or deep, makes the parser panic.

use super::parse;
use crate::diagnostic::Diagnostic;

fn errors(source: &str) -> Vec<Diagnostic> {
    parse(source).expect_err("a syntax error")
}

fn only_error(source: &str) -> Diagnostic {
    let mut errors = errors(source);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    errors.remove(0)
}

fn text(source: &str, diagnostic: &Diagnostic) -> String {
    source[diagnostic.span.start..diagnostic.span.end].to_string()
}

#[test]
fn two_broken_statements_give_two_errors_on_their_lines() {
    let source = "players a b\nboard square 3 3\npiece p\naction place place on empty\nhand p 1\n";
    let errors = errors(source);
    let lines: Vec<(usize, usize)> = errors.iter().map(|e| e.line_col(source)).collect();
    assert_eq!(lines, [(2, 16), (4, 14)]);
    assert_eq!((errors[0].code, errors[0].message.as_str()), ("E001", "unexpected `3`"));
    assert_eq!((errors[0].label.as_str(), text(source, &errors[0])), ("expected `x`", "3".into()));
    assert_eq!(errors[1].label, "expected `:`, `by` or `when`");
}

#[test]
fn a_statement_cut_short_points_just_after_its_last_token() {
    let source = "action a: place on   // where?\n  // a comment\nwin: stuck\n";
    let error = only_error(source);
    assert_eq!(error.message, "expected a cell set after `on`");
    assert_eq!((error.line_col(source), text(source, &error)), ((1, 19), " ".into()));
    let source = "players a b\ngame";
    let error = only_error(source);
    assert_eq!(error.message, "expected a quoted string after `game`");
    assert_eq!(text(source, &error), "game", "at the end of the file, the last token");
    assert_eq!(only_error("action a: move step").message, "expected a direction such as `any` after `step`");
    assert_eq!(only_error("win \"x\"").message, "expected `:` after the string");
}

#[test]
fn errors_explain_keywords_strings_and_stray_text() {
    let error = only_error("region to: a1");
    assert_eq!((error.message.as_str(), error.label.as_str()), ("unexpected `to`", "expected a name"));
    let help =
        "`to` is reserved: it joins the parts of a statement, so it cannot be a name; rename it, e.g. `to_`";
    assert_eq!(error.help.as_deref(), Some(help));
    let error = only_error("game \"T\" players a");
    assert_eq!(error.help.as_deref(), Some("each statement starts on a line of its own"));
    let source = "game \"Title\nplayers a";
    let error = only_error(source);
    assert_eq!(
        (error.message.as_str(), text(source, &error)),
        ("this string is not closed", "\"Title".into())
    );
    let error = only_error("hello there\ngame \"G\"");
    assert_eq!(
        (error.message.as_str(), error.label.as_str()),
        ("unexpected `hello`", "expected a statement")
    );
    assert!(error.help.is_some_and(|h| h.contains("`players`") && h.contains("`rank by`")));
    let error = only_error("win: lines 4 = 1");
    assert_eq!(error.label, "expected `-`, `+`, a comparison such as `>=`, `along`, `through` or `anywhere`");
}

#[test]
fn a_number_too_large_is_e002() {
    let source = "hand disc 99999999999";
    let error = only_error(source);
    assert_eq!((error.code, text(source, &error)), ("E002", "99999999999".into()));
    assert_eq!(only_error("win: lines 4294967296 >= 1").code, "E002");
    assert!(parse("hand disc 4294967295").is_ok());
}

#[test]
fn nesting_is_bounded_by_e003_and_long_lists_are_not_nesting() {
    let nested = |open: &str, close: &str, n: usize| {
        (
            format!("region r: {}a1{}", open.repeat(n), close.repeat(n)),
            format!("win: {}stuck", "not ".repeat(n)),
        )
    };
    let (parens, nots) = nested("(", ")", 64);
    assert!(parse(&parens).is_ok() && parse(&nots).is_ok());
    let (open, close) = ("(".repeat(64), ")".repeat(64));
    assert!(parse(&format!("win: {open}stuck{close}\nturn: {open}a{close}")).is_ok());
    let (parens, nots) = nested("(", ")", 65);
    assert_eq!((only_error(&parens).code, only_error(&nots).code), ("E003", "E003"));
    assert_eq!(only_error(&format!("turn: {}a{}", "(".repeat(4000), ")".repeat(4000))).code, "E003");
    assert_eq!(only_error(&format!("turn: a{}", "?".repeat(65))).code, "E003");
    let long = format!("region r: {}", "a1 ".repeat(2700));
    assert!(parse(&long).is_ok(), "a long flat list is fine");
    assert_eq!(only_error(&format!("region r: {}", "a1 ".repeat(3000))).code, "E003");
}

#[test]
fn garbage_never_panics() {
    for source in [
        "",
        "\"",
        "((((",
        "region r: (a1",
        "game",
        "\u{0}\u{1}\u{ff}",
        "turn: (a",
        ")",
        "//",
        "\n\n\r\n",
        "win: lines 99999999999 >= 1",
        "rank 3",
        "board full",
        "é game",
        "game \"\\",
    ] {
        check_spans(source, parse(source));
    }
}

/// Every span lies on character boundaries inside the source. (Random and mutated text is
/// thrown at the parser and the checker together in `tests/properties.rs`.)
fn check_spans(source: &str, parsed: Result<crate::syntax::ast::GameFile, Vec<Diagnostic>>) {
    let spans: Vec<_> = match parsed {
        Ok(file) => file.items.iter().map(|i| i.span).collect(),
        Err(errors) => errors.iter().map(|e| e.span).collect(),
    };
    for span in spans {
        assert!(span.start <= span.end && span.end <= source.len(), "{span:?} in {source:?}");
        assert!(source.is_char_boundary(span.start) && source.is_char_boundary(span.end));
    }
}

#[test]
fn comments_do_not_count_toward_the_statement_limit() {
    let comment = format!("// {}\n", "x".repeat(200));
    let source = format!("region big: a1\n{}  b1\n", comment.repeat(100));
    assert!(source.len() > 8192);
    assert!(parse(&source).is_ok(), "{:?}", parse(&source).err());
    let long = format!("region big: {}\n", "a1 ".repeat(3000));
    assert_eq!(only_error(&long).code, "E003");
}

#[test]
fn more_than_ten_thousand_statements_is_one_error_at_the_first_one_too_many() {
    let source = "players a b\n".repeat(10_001);
    let error = only_error(&source);
    assert_eq!((error.code, error.line_col(&source).0), ("E003", 10_001));
    assert!(parse(&"players a b\n".repeat(10_000)).is_ok());
}

#[test]
fn a_byte_order_mark_is_blank_and_a_control_character_in_a_string_is_refused() {
    assert!(parse("\u{feff}game \"Tic\"\nplayers a b\n").is_ok());
    let error = only_error("game \"red \u{1b}[31m\"\n");
    assert_eq!(error.code, "E001");
    assert_eq!(error.message, "a string may not hold a control character ('\\u{1b}')");
}
