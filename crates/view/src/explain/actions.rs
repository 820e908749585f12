//! Actions in words: what each action rule lets a player do, and what a turn is, for `yon rules`.

use super::words::{Lexicon, Who, a, or_list, plural};
use yon::syntax::ast::{
    Action, Distance, Effect, FlipTo, Leaving, Motion, Movement, Name, Spanned, Top, TurnPattern,
};

impl Lexicon<'_> {
    /// One action rule as a sentence: "place a disc from your hand on empty cells; then …".
    pub fn action(&self, action: &Action) -> String {
        let mut text = String::new();
        if action.by_chance.is_some() {
            text.push_str("played by chance, not chosen, each way as likely: ");
        }
        if let Some(when) = &action.when {
            text.push_str(&format!("only while {}: ", self.condition(when)));
        }
        text.push_str(&self.motion(&action.motion));
        if let Some(top) = &action.top {
            text.push_str(&match &top.node {
                Top::Any => ", taking any number of the top pieces of its stack (each count its own move) \
                            onto whatever stands where they land"
                    .to_string(),
                Top::Count(number) => format!(
                    ", taking the top {} pieces of its stack onto whatever stands where they land",
                    self.cell_number(number, Who::You)
                ),
            });
        }
        if let Some(most) = &action.abreast {
            text.push_str(&format!(
                ", together with 1 to {} more of your pieces in a straight line with it across the \
                 step, each stepping the same way onto such a cell (each line its own move)",
                most.node - 1
            ));
        }
        for effect in &action.effects {
            text.push_str("; then ");
            text.push_str(&self.effect(effect));
        }
        if let Some(requires) = &action.requires {
            text.push_str(&format!("; allowed only if, just after it, {}", self.condition(requires)));
        }
        text
    }

    fn motion(&self, motion: &Spanned<Motion>) -> String {
        match &motion.node {
            Motion::Place { kinds, on, covering, stack, onto } => {
                let on = on.as_ref().map_or("an empty cell".into(), |c| self.one(c, Who::You));
                let onto = if *onto { "onto" } else { "on" };
                let mut text = format!("place {} from your hand {onto} {on}", self.a_piece(kinds));
                if let Some(covering) = covering {
                    text.push_str(&format!(", covering {}", self.one(covering, Who::You)));
                }
                match stack {
                    Some(number) => format!(
                        "{text}, as a stack of {} in place of what stands there",
                        self.cell_number(&number.node, Who::You)
                    ),
                    None if onto == "onto" => format!("{text}, on top of whatever stands there"),
                    None => text,
                }
            }
            Motion::Move { kinds, from, movement } => {
                let neutral = |f: &Spanned<yon::syntax::ast::CellExpr>| matches!(&f.node, yon::syntax::ast::CellExpr::Name(n) if n.node == "neutral");
                let whose = if from.as_ref().is_some_and(neutral) { "the neutral" } else { "one of your" };
                let mut text = format!("move {whose} {}", self.pieces(kinds));
                if let Some(from) = from {
                    text.push_str(&format!(" standing on {}", self.cells(from, Who::You)));
                }
                text.push(' ');
                text.push_str(&self.movement(movement, from.is_some()));
                text
            }
            Motion::Remove { kinds, at } => format!("take off the board {}", self.piece_on(kinds, at)),
            Motion::Flip { kinds, at, to } => {
                format!("turn over {}, giving it to {}", self.piece_on(kinds, at), flip_to(*to, "you"))
            }
            Motion::Sow { from, track, skip_origin, skip } => {
                let mut text = format!(
                    "take every seed from one of {} and sow them one a cell along track `{}`",
                    self.cells(from, Who::You),
                    track.node
                );
                if *skip_origin {
                    text.push_str(", passing over the cell sown from");
                }
                if let Some(skip) = skip {
                    text.push_str(&format!(", passing over {}", self.cells(skip, Who::You)));
                }
                text
            }
            Motion::Swap { passes: false } => "instead of moving, swap seats with your opponent: you take over their \
                             colour and everything it has, and they take over yours, to move next"
                .into(),
            Motion::Swap { passes: true } => "instead of moving, swap seats with your opponent: you take over their \
                             colour and everything it has, and they take over yours; then the next colour moves"
                .into(),
        }
    }

    /// How the piece moves; `from_written`: the rule names the cells it moves from.
    fn movement(&self, movement: &Movement, from_written: bool) -> String {
        let to_or = |to: &Option<Spanned<_>>, default: &str| {
            to.as_ref().map_or(default.to_string(), |t| self.one(t, Who::You))
        };
        match movement {
            Movement::Step { dirs, to } => {
                format!("one step {} onto {}", self.dirs(dirs), to_or(to, "an empty cell"))
            }
            Movement::Slide { dirs, through, to, exactly } => {
                let over = through.as_ref().map_or("empty cells".into(), |t| self.cells(t, Who::You));
                let distance = match exactly {
                    None => "any distance".to_string(),
                    Some(d) => match &d.node {
                        Distance::Cells(n) => format!("exactly {n} cells"),
                        Distance::Height => "exactly as many cells as the stack is high".to_string(),
                        Distance::Farthest => "as far as it can go".to_string(),
                        Distance::Moved => "exactly as many cells as pieces it moves".to_string(),
                        Distance::Value(name) => format!("exactly as many cells as its `{}`", name.node),
                        Distance::InLine(set) => format!(
                            "exactly as many cells as there are {} on the whole line it moves along",
                            self.cells(set, Who::You)
                        ),
                        Distance::Die | Distance::DiceTotal => dice_distance(&d.node),
                    },
                };
                let farthest = exactly.as_ref().is_some_and(|d| d.node == Distance::Farthest);
                let stop = match to {
                    None if farthest => "stopping only on the last of them".to_string(),
                    None => "stopping on any of them".to_string(),
                    Some(t) => format!("stopping on {}", self.one(t, Who::You)),
                };
                format!("{distance} in a straight line {} over {over}, {stop}", self.dirs(dirs))
            }
            Movement::Hop { dirs, run, flying: true, through, over, to } => {
                let walk = match through {
                    Some(through) => format!("over {}", self.cells(through, Who::You)),
                    None => "over empty cells".to_string(),
                };
                let over = match run {
                    true => format!("a whole run of {}", self.cells(over, Who::You)),
                    false => self.one(over, Who::You),
                };
                match to {
                    None => {
                        format!("flying {} {walk}, over {over}, to any empty cell beyond it", self.dirs(dirs))
                    }
                    // The walk past the cell jumped ends at the first piece (the cannon's capture).
                    Some(to) => format!(
                        "flying {} {walk}, over {over}, then on over empty cells, landing on any of them or on the first piece after them that is {}",
                        self.dirs(dirs),
                        self.one(to, Who::You)
                    ),
                }
            }
            Movement::Hop { dirs, run, over, to, .. } => {
                let over = match run {
                    true => format!("a whole run of {}", self.cells(over, Who::You)),
                    false => self.one(over, Who::You),
                };
                format!(
                    "jumping {} over {over} to the cell beyond, which must be {}",
                    self.dirs(dirs),
                    to_or(to, "an empty cell")
                )
            }
            Movement::Leap { reach: Some(reach), to, .. } => format!(
                "leaping to any cell {}, over anything between, onto {}",
                self.reach(reach),
                to_or(to, "an empty cell")
            ),
            Movement::Leap { paths, through, to, .. } => {
                let paths: Vec<String> = paths.iter().map(|p| format!("`{}`", self.quote(p.span))).collect();
                let over = through.as_ref().map_or("over anything between".into(), |t| {
                    format!("only over {} between", self.cells(t, Who::You))
                });
                format!(
                    "leaping to the end of a path of steps ({}), {over}, onto {}",
                    or_list(&paths),
                    to_or(to, "an empty cell")
                )
            }
            Movement::Anywhere { to } => format!("straight to {}, wherever it is", self.one(to, Who::You)),
            Movement::Along { track, exactly, to, lands, off, from_hand } => {
                let onto = match (to, lands) {
                    (_, false) => None,
                    (Some(t), true) => Some(format!("onto {}", self.one(t, Who::You))),
                    (None, true) => Some("onto an empty cell".to_string()),
                };
                let leaving = match off {
                    Leaving::Never => None,
                    Leaving::Exactly => Some("off the board by an exact count past its end".to_string()),
                    Leaving::OrBeyond => Some(
                        "off the board past its end, by an exact count or, for your piece furthest back, by more"
                            .to_string(),
                    ),
                };
                let whither = [onto, leaving].into_iter().flatten().collect::<Vec<_>>().join(", or ");
                let far = match &exactly.node {
                    Distance::Cells(n) => format!("exactly {n} cells"),
                    other => dice_distance(other),
                };
                let whence = match (from_hand, from_written || !lands) {
                    (true, _) => ", entering it from your hand",
                    (false, true) => "",
                    (false, false) => " (or entering it from your hand, where it starts off the board)",
                };
                format!(
                    "{far} along your way `{}`{whence}, over whatever lies between, {whither}",
                    track.node
                )
            }
        }
    }

    fn effect(&self, effect: &Spanned<Effect>) -> String {
        match &effect.node {
            Effect::FlipCustodial(dirs, to) => format!(
                "turn over, {} from the cell landed on, every run of enemy pieces closed by one of yours (custodial), giving them to {}",
                self.dirs(dirs),
                flip_to(*to, "you")
            ),
            Effect::CaptureCustodial(dirs) => format!(
                "capture, {} from the cell landed on, every run of enemy pieces closed by one of yours (custodial)",
                self.dirs(dirs)
            ),
            Effect::CustodialSets { dirs, flip, to, of, closed } => {
                let run = of.as_ref().map_or("enemy pieces".into(), |of| format!("pieces on {}", self.cells(of, Who::You)));
                let end = closed.as_ref().map_or("one of yours".into(), |c| format!("a cell of {}", self.cells(c, Who::You)));
                let dirs = self.dirs(dirs);
                match flip {
                    true => format!(
                        "turn over, {dirs} from the cell landed on, every run of {run} closed by {end} (custodial), giving them to {}",
                        flip_to(*to, "you")
                    ),
                    false => format!("capture, {dirs} from the cell landed on, every run of {run} closed by {end} (custodial)"),
                }
            }
            Effect::FlipJumped(to) => format!(
                "turn over every piece jumped, giving each to {}",
                flip_to(*to, "the player after its owner")
            ),
            Effect::CaptureJumped => "capture every piece jumped".into(),
            Effect::CaptureJumpedAtEnd => {
                "mark every piece jumped, to be captured together when the turn ends".into()
            }
            Effect::TakeJumped => {
                "take the top piece of every stack jumped and put it under your stack".into()
            }
            Effect::Capture(set) => format!("capture the pieces on {}", self.cells(set, Who::You)),
            Effect::Take { cells, to, unless } => {
                let to = to.as_ref().map_or("your score".into(), |t| self.one(t, Who::You));
                let mut text = format!("take the seeds on {} to {to}", self.cells(cells, Who::You));
                if let Some(unless) = unless {
                    text.push_str(&format!(", unless {}", self.condition(unless)));
                }
                text
            }
            Effect::Score(n) => format!("add {n} to your score"),
            Effect::Value { .. } | Effect::Flag { .. } => self.value_effect(&effect.node),
            Effect::Again => "once this turn ends, you play the next turn too".into(),
            Effect::Push => "before the piece lands, push the line of pieces on and beyond that cell one cell on in the direction it moved, capturing a piece pushed off the board".into(),
            Effect::Pull => "once it has moved, the line of pieces behind the cell it left (up to the first empty cell) follows it one cell, the nearest onto the cell it left".into(),
            Effect::Flip(set, to) => {
                format!(
                    "turn over the pieces on {}, giving them to {}",
                    self.cells(set, Who::You),
                    flip_to(*to, "you")
                )
            }
        }
    }

    /// A turn pattern in words: "`place`, then `place`", "either `jump` or `step`".
    pub fn pattern(&self, pattern: &Spanned<TurnPattern>) -> String {
        match &pattern.node {
            TurnPattern::Action(name) if name.node == "roll" && self.throws_dice => {
                "throw the dice (`roll`)".to_string()
            }
            TurnPattern::Action(name) => format!("`{}`", name.node),
            TurnPattern::Seq(parts) => {
                let parts: Vec<String> = parts.iter().map(|p| self.pattern(p)).collect();
                parts.join(", then ")
            }
            TurnPattern::Alt(parts) => {
                let parts: Vec<String> = parts.iter().map(|p| self.grouped(p)).collect();
                format!("either {}", or_list(&parts))
            }
            TurnPattern::Optional(inner) => format!("optionally {}", self.grouped(inner)),
            TurnPattern::Star(inner) => format!("any number of {}", self.grouped(inner)),
            TurnPattern::Plus(inner) => format!("one or more of {}", self.grouped(inner)),
        }
    }

    /// A sub-pattern, bracketed when it is more than a name, so that the sentence stays unambiguous.
    fn grouped(&self, pattern: &Spanned<TurnPattern>) -> String {
        match &pattern.node {
            TurnPattern::Action(_) => self.pattern(pattern),
            _ => format!("({})", self.pattern(pattern)),
        }
    }
}

impl Lexicon<'_> {
    /// "a disc" (a game's only kind), "a piece", "a rook or gold".
    fn a_piece(&self, kinds: &[Name]) -> String {
        match (kinds, self.kinds.as_slice()) {
            ([], [only]) => a(only),
            ([], _) => "a piece".into(),
            _ => a(&or_list(&kinds.iter().map(|k| k.node.as_str()).collect::<Vec<_>>())),
        }
    }

    /// "discs" (a game's only kind), "pieces", "golds or tokins".
    fn pieces(&self, kinds: &[Name]) -> String {
        match (kinds, self.kinds.as_slice()) {
            ([], [only]) => plural(only),
            ([], _) => "pieces".into(),
            _ => or_list(&kinds.iter().map(|k| plural(&k.node)).collect::<Vec<_>>()),
        }
    }

    /// A piece taken or turned where it stands: "an enemy piece", "a pawn on one of …".
    fn piece_on(&self, kinds: &[Name], at: &Spanned<yon::syntax::ast::CellExpr>) -> String {
        use yon::syntax::ast::CellExpr;
        match (&at.node, kinds) {
            (CellExpr::Enemy, []) => "an enemy piece".into(),
            (CellExpr::Own, []) => "one of your pieces".into(),
            _ => format!("{} on {}", self.a_piece(kinds), self.one(at, Who::You)),
        }
    }
}

fn flip_to(to: Option<FlipTo>, default: &str) -> String {
    match to {
        None => default.into(),
        Some(FlipTo::Mover) => "you".into(),
        Some(FlipTo::Next) => "the player after its owner".into(),
    }
}

/// `pushing` and `pushed` in words: the lengths of a push's two lines.
pub(super) fn push_length(quantity: &yon::syntax::ast::Quantity) -> String {
    match quantity {
        yon::syntax::ast::Quantity::Pushing => {
            "the length of the pushing line (the moving piece and its player's pieces straight in front of it)"
        }
        _ => "the length of the pushed line (the pieces after it; unlimited if the push would move a piece of the pusher's)",
    }
    .into()
}

/// How far a move that reads the dice goes.
fn dice_distance(distance: &Distance) -> String {
    match distance {
        Distance::Die => "as many cells as one of the dice thrown shows (that die is then used)".to_string(),
        _ => "as many cells as the dice thrown add up to (they are then used)".to_string(),
    }
}
