//! Grammar words: the keywords that can start a rule of `grammar/yon.pest`, read from the
//! grammar itself, so that completion offers a new keyword wherever it may be written.

use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

const GRAMMAR: &str = include_str!("../../../grammar/yon.pest");

/// A grammar expression, as far as the first words of a rule need it.
enum Expr {
    /// A rule, built-in or written in the grammar.
    Rule(String),
    /// A string or character literal: punctuation, never a keyword here.
    Literal,
    /// `!x` or `&x`: matches nothing, whatever `x` is.
    Lookahead,
    /// `x?` or `x*`.
    Optional(Box<Expr>),
    Sequence(Vec<Expr>),
    Choice(Vec<Expr>),
}

struct Grammar {
    rules: HashMap<String, Expr>,
}

/// The keywords that can come first in the rule `name`, in alphabetical order.
pub fn first_words(name: &str) -> Vec<&'static str> {
    let grammar = grammar();
    let mut words = BTreeSet::new();
    let mut visiting = Vec::new();
    if let Some(rule) = grammar.rules.get(name) {
        grammar.first(rule, &mut words, &mut visiting);
    }
    words.into_iter().collect()
}

/// Every keyword of the language (each `k_*` rule's word), in alphabetical order.
pub fn keywords() -> Vec<&'static str> {
    let words: BTreeSet<&str> = grammar().rules.keys().filter_map(|name| keyword_word(name)).collect();
    words.into_iter().collect()
}

fn grammar() -> &'static Grammar {
    static GRAMMAR_RULES: OnceLock<Grammar> = OnceLock::new();
    GRAMMAR_RULES.get_or_init(|| Grammar { rules: rule_bodies(GRAMMAR) })
}

/// A keyword rule's word: the first string of `k_NAME = @{ "word" … }`.
fn keyword_word(name: &str) -> Option<&'static str> {
    if !name.starts_with("k_") {
        return None;
    }
    let defines =
        |line: &&str| line.strip_prefix(name).is_some_and(|rest| rest.trim_start().starts_with('='));
    GRAMMAR.lines().find(defines)?.split('"').nth(1)
}

impl Grammar {
    /// Adds the keywords `expr` can start with to `words`, and says whether it can match
    /// nothing at all (so that what follows it can come first too).
    fn first(&self, expr: &Expr, words: &mut BTreeSet<&'static str>, visiting: &mut Vec<String>) -> bool {
        match expr {
            Expr::Rule(name) => {
                if let Some(word) = keyword_word(name) {
                    words.insert(word);
                    return false;
                }
                // Built-ins (`ASCII_ALPHA`, `ANY`) match a character; pest forbids left
                // recursion, so a rule met again on the way can only be a grammar in error.
                let Some(rule) = self.rules.get(name).filter(|_| !visiting.contains(name)) else {
                    return false;
                };
                visiting.push(name.clone());
                let nullable = self.first(rule, words, visiting);
                visiting.pop();
                nullable
            }
            Expr::Literal => false,
            Expr::Lookahead => true,
            Expr::Optional(inner) => {
                self.first(inner, words, visiting);
                true
            }
            Expr::Sequence(parts) => parts.iter().all(|part| self.first(part, words, visiting)),
            Expr::Choice(options) => {
                options.iter().fold(false, |nullable, option| self.first(option, words, visiting) | nullable)
            }
        }
    }
}

/// Each rule of the grammar text, by name.
fn rule_bodies(text: &str) -> HashMap<String, Expr> {
    let tokens = tokens(text);
    let mut rules = HashMap::new();
    let mut at = 0;
    while at + 2 < tokens.len() {
        // `name = { … }`, with `_`, `@`, `$` or `!` before the brace.
        if let (Token::Word(name), Token::Punct('=')) = (&tokens[at], &tokens[at + 1]) {
            let mut open = at + 2;
            while matches!(tokens.get(open), Some(Token::Punct('_' | '@' | '$' | '!'))) {
                open += 1;
            }
            if matches!(tokens.get(open), Some(Token::Punct('{'))) {
                let mut parser = Parser { tokens: &tokens, at: open + 1 };
                let body = parser.choice();
                rules.insert(name.clone(), body);
                at = parser.at;
                continue;
            }
        }
        at += 1;
    }
    rules
}

#[derive(Debug, PartialEq)]
enum Token {
    Word(String),
    Literal,
    Punct(char),
}

/// The grammar text as words, literals and punctuation, without comments.
fn tokens(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                chars.by_ref().find(|&c| c == '\n');
            }
            '"' | '\'' => {
                while let Some(inner) = chars.next() {
                    match inner {
                        '\\' => {
                            chars.next();
                        }
                        _ if inner == c => break,
                        _ => {}
                    }
                }
                tokens.push(Token::Literal);
            }
            _ if c.is_ascii_alphabetic()
                || c == '_' && chars.peek().is_some_and(|n| n.is_ascii_alphanumeric()) =>
            {
                let mut word = c.to_string();
                while let Some(&n) = chars.peek().filter(|n| n.is_ascii_alphanumeric() || **n == '_') {
                    word.push(n);
                    chars.next();
                }
                tokens.push(Token::Word(word));
            }
            _ if c.is_whitespace() => {}
            _ => tokens.push(Token::Punct(c)),
        }
    }
    tokens
}

/// A recursive-descent reader of one rule's body, up to its closing brace.
struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn eat(&mut self, c: char) -> bool {
        let found = self.peek() == Some(&Token::Punct(c));
        self.at += usize::from(found);
        found
    }

    fn choice(&mut self) -> Expr {
        let mut options = vec![self.sequence()];
        while self.eat('|') {
            options.push(self.sequence());
        }
        self.eat('}');
        if options.len() == 1 { options.remove(0) } else { Expr::Choice(options) }
    }

    fn sequence(&mut self) -> Expr {
        let mut parts = vec![self.term()];
        while self.eat('~') {
            parts.push(self.term());
        }
        Expr::Sequence(parts)
    }

    fn term(&mut self) -> Expr {
        if self.eat('!') || self.eat('&') {
            self.term();
            return Expr::Lookahead;
        }
        let primary = match self.peek() {
            Some(Token::Punct('(')) => {
                self.at += 1;
                let inner = self.group();
                Expr::Choice(inner)
            }
            Some(Token::Word(name)) => {
                let name = name.clone();
                self.at += 1;
                Expr::Rule(name)
            }
            _ => {
                self.at += 1;
                // A range of characters: `'a'..'z'`.
                while self.eat('.') {}
                if self.peek() == Some(&Token::Literal) {
                    self.at += 1;
                }
                Expr::Literal
            }
        };
        let mut expr = primary;
        loop {
            if self.eat('?') || self.eat('*') {
                expr = Expr::Optional(Box::new(expr));
            } else if !self.eat('+') {
                return expr;
            }
        }
    }

    /// The options of a parenthesised group, up to its `)`.
    fn group(&mut self) -> Vec<Expr> {
        let mut options = vec![self.sequence()];
        while self.eat('|') {
            options.push(self.sequence());
        }
        self.eat(')');
        options
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(grammar: &str, rule: &str) -> Vec<&'static str> {
        let grammar = Grammar { rules: rule_bodies(grammar) };
        let mut found = BTreeSet::new();
        grammar.first(&grammar.rules[rule], &mut found, &mut Vec::new());
        found.into_iter().collect()
    }

    #[test]
    fn a_rule_starts_with_the_words_of_its_options_and_of_what_may_be_left_out() {
        // Keyword rules are read from yon's own grammar: `k_game` is "game".
        let grammar = "start = { (k_game | k_board)? ~ !k_hex ~ inner | k_piece ~ k_hand }\n\
                       inner = _{ \"(\" ~ k_hex | k_step* ~ k_slide }";
        assert_eq!(words(grammar, "start"), ["board", "game", "piece", "slide", "step"]);
    }

    #[test]
    fn the_language_s_statements_cell_sets_and_effects_come_from_its_grammar() {
        let statements = first_words("statement_start");
        for word in
            ["game", "players", "board", "action", "turn", "directions", "win", "rank", "seeds", "track"]
        {
            assert!(statements.contains(&word), "{word}: {statements:?}");
        }
        assert!(!statements.contains(&"full") && !statements.contains(&"by"), "{statements:?}");
        let cells = first_words("cell_atom");
        for word in ["empty", "all", "next", "edge", "last", "within", "at", "ranks", "in"] {
            assert!(cells.contains(&word), "{word}: {cells:?}");
        }
        let effects =
            ["again", "capture", "flag", "flip", "pull", "push", "score", "take", "unflag", "value"];
        assert_eq!(first_words("effect"), effects);
        assert!(keywords().len() > 120 && keywords().contains(&"swap"));
    }
}
