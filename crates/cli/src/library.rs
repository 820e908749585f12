//! `yon list`, `yon show` and `yon new`: the built-in games as a user meets them — what there
//! is, a game's text, and a variant of one started in the current folder.

use super::{CliResult, Failure, exit, load};
use std::path::{Path, PathBuf};
use yon::catalogue::{self, BuiltIn};
use yon::compile::rules::Rules;
use yon::syntax::ast::Item;

#[derive(clap::Args, Debug)]
#[command(after_help = "\
The games are built into yon, so they are there wherever yon runs. Any command takes a name
where it takes a game file (a file of that name, if there is one, wins).

Example:
  yon list                    every built-in game, one line each
  yon rules hex               the rules of one, in words
  yon play hex                play it")]
pub struct ListArgs {
    /// Print a JSON array of {name, title, players, description, author, year, source}.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args, Debug)]
#[command(after_help = "\
Example:
  yon show hex                      read the game's file
  yon show hex > mine.game          a copy to edit (`yon new` also retitles it)")]
pub struct ShowArgs {
    /// A built-in game's name (`yon list` shows them), or a game file.
    game: PathBuf,
}

#[derive(clap::Args, Debug)]
#[command(after_help = "\
Example:
  yon new my-variant --from hex          writes my-variant.game; edit it, then
  yon check my-variant.game              see that it is still a game, and
  yon play my-variant.game               play it")]
pub struct NewArgs {
    /// The new game's name: writes NAME.game (or NAME, if it ends in `.game`) here.
    name: String,
    /// The game to start from: a built-in name or a game file.
    #[arg(long, value_name = "GAME")]
    from: PathBuf,
}

/// One built-in game, compiled for what `list` shows; `None` if it does not check (a tidy test
/// keeps every shipped game valid, so this is never expected).
pub fn compiled(game: BuiltIn) -> Option<Rules> {
    yon::check::load(game.text).ok()
}

pub fn list(args: &ListArgs) -> CliResult {
    let games: Vec<(BuiltIn, Rules)> = catalogue::all().filter_map(|g| Some((g, compiled(g)?))).collect();
    if args.json {
        let rows: Vec<_> = games
            .iter()
            .map(|(game, rules)| {
                serde_json::json!({
                    "name": game.name, "title": rules.title, "players": rules.player_count(),
                    "description": rules.about.description, "author": rules.about.author,
                    "year": rules.about.year, "source": rules.about.source,
                })
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&rows).expect("JSON values always serialise"));
        return Ok(());
    }
    let width = |f: &dyn Fn(&(BuiltIn, Rules)) -> usize| games.iter().map(f).max().unwrap_or(0);
    let (name_width, title_width) = (width(&|(g, _)| g.name.len()), width(&|(_, r)| r.title.chars().count()));
    for (game, rules) in &games {
        let players = format!("{}p", rules.player_count());
        let description = rules.about.description.as_deref().unwrap_or("");
        let line =
            format!("{:name_width$}  {:title_width$}  {players}  {description}", game.name, rules.title);
        outln!("{}", line.trim_end());
    }
    outln!("\n`yon show NAME` prints a game, `yon rules NAME` explains it, `yon play NAME` plays it.");
    Ok(())
}

pub fn show(args: &ShowArgs) -> CliResult {
    let word = args.game.to_string_lossy();
    // A name wins here: `show` is for the catalogue; a file is shown only when no game has its name.
    let text = match catalogue::find(&word) {
        Some(game) if args.game.components().count() == 1 => game.text.to_string(),
        _ => load::source(&args.game)?,
    };
    out!("{text}");
    Ok(())
}

pub fn new(args: &NewArgs) -> CliResult {
    let target = match args.name.ends_with(".game") {
        true => PathBuf::from(&args.name),
        false => PathBuf::from(format!("{}.game", args.name)),
    };
    let stem = target.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let source = load::source(&args.from)?;
    let text = variant(&source, &stem, &args.from.to_string_lossy());
    write_new(&target, &text)?;
    outln!("wrote {} (a variant of {})", target.display(), args.from.display());
    outln!("next: edit it, then `yon check {0}` and `yon play {0}`", target.display());
    Ok(())
}

/// The source with a first line saying where it came from, its title saying it is a variant,
/// and its description (which tells the original's rules, not the variant's until edited)
/// starting "A variant of TITLE: ".
fn variant(source: &str, name: &str, from: &str) -> String {
    let quote = |text: &str| format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""));
    let mut edits: Vec<(yon::syntax::ast::Span, String)> = Vec::new();
    if let Ok(file) = yon::syntax::parse(source) {
        let title = file.items.iter().find_map(|i| if let Item::Game(t) = &i.node { Some(t) } else { None });
        if let Some(title) = title {
            edits.push((title.span, quote(&format!("{name} (a variant of {})", title.node))));
            for item in &file.items {
                if let Item::Description(d) = &item.node {
                    edits.push((d.span, quote(&format!("A variant of {}: {}", title.node, d.node))));
                }
            }
        }
    }
    edits.sort_by_key(|(span, _)| std::cmp::Reverse(span.start));
    let mut body = source.to_string();
    for (span, text) in edits {
        body.replace_range(span.start..span.end, &text);
    }
    format!("// {name}: a variant of {from}, started with `yon new {name} --from {from}`.\n{body}")
}

/// Writes a file that must not exist yet: a variant never replaces someone's work.
fn write_new(path: &Path, text: &str) -> CliResult {
    let io = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::AlreadyExists => Failure::new(
            exit::IO,
            format!("{} already exists; choose another name or remove it", path.display()),
        ),
        _ => Failure::new(exit::IO, format!("cannot write {}: {e}", path.display())),
    };
    let mut file = std::fs::OpenOptions::new().write(true).create_new(true).open(path).map_err(io)?;
    std::io::Write::write_all(&mut file, text.as_bytes()).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_names_its_origin_and_keeps_every_rule() {
        let source = "// A game.\ngame \"Base \\\"B\\\"\"\ndescription \"Four in a row.\"\nplayers a b\n";
        let text = variant(source, "mine", "base");
        assert_eq!(
            text,
            "// mine: a variant of base, started with `yon new mine --from base`.\n\
             // A game.\ngame \"mine (a variant of Base \\\"B\\\")\"\n\
             description \"A variant of Base \\\"B\\\": Four in a row.\"\nplayers a b\n"
        );
    }
}
