//! Build, actions: an `action` statement's motion, movement, `exactly` distance and effects.

use super::expr::{Depth, cells, condition};
use super::{At, Built, content, directions, has, next};
use crate::syntax::ast::*;
use crate::syntax::parse::Rule;
use pest::iterators::Pair;

/// `NAME [when COND]: MOTION [then EFFECTS] [requires COND]`, keywords already dropped.
pub(super) fn action<'a>(at: At, mut parts: impl Iterator<Item = Pair<'a, Rule>>) -> Built<Action> {
    let name = at.name(&next(&mut parts));
    let mut when = None;
    let mut by_chance = None;
    let mut motion = None;
    let mut effects = Vec::new();
    let mut requires = None;
    let mut top = None;
    let mut abreast = None;
    for part in parts {
        match part.as_rule() {
            Rule::effects => {
                effects = content(part.into_inner()).map(|p| effect(at, p)).collect::<Built<Vec<_>>>()?
            }
            Rule::requires => {
                requires = Some(condition(at, next(&mut content(part.into_inner())), Depth::TOP)?)
            }
            Rule::precondition => {
                when = Some(condition(at, next(&mut content(part.into_inner())), Depth::TOP)?)
            }
            Rule::by_chance => by_chance = Some(at.span(&part)),
            _ => {
                let (built, (moved, side_by_side)) = self::motion(at, part)?;
                (motion, top, abreast) = (Some(built), moved, side_by_side);
            }
        }
    }
    let motion = motion.expect("an action has a motion");
    Ok(Action { name, by_chance, when, motion, effects, requires, top, abreast })
}

/// `place [KINDS] [on CELLS]`, `move [KINDS] [from CELLS] MOVEMENT`, `remove`, `flip` (the
/// kinds are the only list directly inside, the cells the only cell set) or `swap seats`.
/// With the motion, a move's `top` (`top.rs`) or `abreast` (`abreast.rs`).
type MoveSuffix = (Option<Spanned<Top>>, Option<Spanned<u32>>);

fn motion(at: At, pair: Pair<Rule>) -> Built<(Spanned<Motion>, MoveSuffix)> {
    let span = at.span(&pair);
    let rule = pair.as_rule();
    if rule == Rule::swap_motion {
        return Ok((Spanned::new(Motion::Swap { passes: has(&pair, Rule::k_pass) }, span), (None, None)));
    }
    if rule == Rule::sow_motion {
        return Ok((sow(at, pair, span)?, (None, None)));
    }
    let mut top = None;
    let mut abreast = None;
    let mut kinds = Vec::new();
    let mut set = None;
    let mut movement = None;
    let mut flip_to = None;
    let mut stack = None;
    let mut onto = false;
    let mut covering = None;
    let mut from_hand = false;
    for part in content(pair.into_inner()) {
        match part.as_rule() {
            Rule::place_stack => {
                let number = next(&mut content(part.clone().into_inner()));
                stack =
                    Some(Spanned::new(super::quantity::cell_number(at, number, Depth::TOP)?, at.span(&part)));
            }
            Rule::place_covering => {
                covering = Some(cells(at, next(&mut content(part.into_inner())), Depth::TOP)?);
            }
            Rule::place_onto => {
                onto = true;
                set = Some(cells(at, next(&mut content(part.into_inner())), Depth::TOP)?);
            }
            Rule::kinds => kinds = content(part.into_inner()).map(|p| at.name(&p)).collect(),
            Rule::cells => set = Some(cells(at, part, Depth::TOP)?),
            Rule::from_off => from_hand = true,
            Rule::flip_to => flip_to = Some(self::flip_to(&part)),
            Rule::move_top => top = Some(self::top(at, part)?),
            Rule::move_abreast => {
                let length = at.number(&next(&mut content(part.clone().into_inner())))?;
                abreast = Some(Spanned::new(length.node, at.span(&part)));
            }
            _ => movement = Some(self::movement(at, part)?),
        }
    }
    let node = match rule {
        Rule::place_motion => Motion::Place { kinds, on: set, covering, stack, onto },
        Rule::remove_motion => Motion::Remove { kinds, at: set.expect("a removal has its cells") },
        Rule::flip_motion => Motion::Flip { kinds, at: set.expect("a flip has its cells"), to: flip_to },
        _ => {
            let mut movement = movement.expect("a move has a movement");
            if let Movement::Along { from_hand: hand, .. } = &mut movement {
                *hand = from_hand;
            }
            Motion::Move { kinds, from: set, movement }
        }
    };
    Ok((Spanned::new(node, span), (top, abreast)))
}

/// `top any` or `top NUMBER` (a cell's number).
fn top(at: At, pair: Pair<Rule>) -> Built<Spanned<Top>> {
    let span = at.span(&pair);
    let node = match content(pair.clone().into_inner()).next() {
        None => Top::Any,
        Some(count) => Top::Count(super::quantity::cell_number(at, count, Depth::TOP)?),
    };
    Ok(Spanned::new(node, span))
}

/// `to mover` or `to next`.
fn flip_to(pair: &Pair<Rule>) -> FlipTo {
    if has(pair, Rule::k_mover) { FlipTo::Mover } else { FlipTo::Next }
}

/// `step`, `slide` or `hop`: directions first, then cell sets told apart by their rule; or
/// a leap, or `to CELLS` alone.
fn movement(at: At, pair: Pair<Rule>) -> Built<Movement> {
    let rule = pair.as_rule();
    if rule == Rule::leap {
        return leap(at, pair);
    }
    if rule == Rule::to {
        return Ok(Movement::Anywhere { to: cells(at, next(&mut content(pair.into_inner())), Depth::TOP)? });
    }
    if rule == Rule::along {
        return along(at, pair);
    }
    let run = has(&pair, Rule::k_run);
    let flying = has(&pair, Rule::k_flying);
    let mut parts = content(pair.into_inner());
    let dirs = directions(at, next(&mut parts));
    let (mut over, mut through, mut to, mut exactly) = (None, None, None, None);
    for part in parts {
        let slot = match part.as_rule() {
            Rule::through => &mut through,
            Rule::to => &mut to,
            Rule::exactly => {
                exactly = Some(distance(at, part)?);
                continue;
            }
            _ => {
                over = Some(cells(at, part, Depth::TOP)?);
                continue;
            }
        };
        *slot = Some(cells(at, next(&mut content(part.into_inner())), Depth::TOP)?);
    }
    Ok(match rule {
        Rule::step => Movement::Step { dirs, to },
        Rule::slide => Movement::Slide { dirs, through, to, exactly },
        _ => Movement::Hop { dirs, run, flying, through, over: over.expect("a hop has `over`"), to },
    })
}

/// `along TRACK exactly DISTANCE [to CELLS] [or off]`, or `… to off`.
fn along(at: At, pair: Pair<Rule>) -> Built<Movement> {
    let mut parts = content(pair.into_inner());
    let track = at.name(&next(&mut parts));
    let exactly = distance(at, next(&mut parts))?;
    let (mut to, mut lands, mut off) = (None, true, Leaving::Never);
    if let Some(target) = parts.next() {
        let written_to = has(&target, Rule::k_to);
        for part in content(target.into_inner()) {
            match part.as_rule() {
                Rule::along_off => {
                    off = if has(&part, Rule::k_beyond) { Leaving::OrBeyond } else { Leaving::Exactly };
                }
                _ => to = Some(cells(at, part, Depth::TOP)?),
            }
        }
        lands = to.is_some() || !written_to;
    }
    Ok(Movement::Along { track, exactly, to, lands, off, from_hand: false })
}

/// `exactly N` or `exactly CELLS in line`.
fn distance(at: At, pair: Pair<Rule>) -> Built<Spanned<Distance>> {
    let span = at.span(&pair);
    // The second part: a number or a cell set, which may be a keyword (`occupied`): not `content`.
    let inner = pair.into_inner().nth(1).expect("`exactly` has its distance");
    let node = match inner.as_rule() {
        Rule::number => Distance::Cells(at.number(&inner)?.node),
        Rule::k_height => Distance::Height,
        Rule::k_farthest => Distance::Farthest,
        Rule::k_moved => Distance::Moved,
        Rule::exactly_value => Distance::Value(at.name(&next(&mut content(inner.into_inner())))),
        Rule::k_die => Distance::Die,
        Rule::dice_total => Distance::DiceTotal,
        _ => Distance::InLine(cells(at, inner, Depth::TOP)?),
    };
    Ok(Spanned::new(node, span))
}

/// `leap PATH | PATH [through CELLS] [to CELLS]`, each path a list of directions, or `leap
/// within N [DIRS] [to CELLS]`.
fn leap(at: At, pair: Pair<Rule>) -> Built<Movement> {
    let mut paths = Vec::new();
    let mut reach = None;
    let (mut through, mut to) = (None, None);
    for part in content(pair.into_inner()) {
        let rule = part.as_rule();
        match rule {
            Rule::leap_path => paths.push(directions(at, part)),
            Rule::leap_reach => reach = Some(super::expr::reach(at, &part)?),
            _ => {
                let set = Some(cells(at, next(&mut content(part.into_inner())), Depth::TOP)?);
                match rule {
                    Rule::through => through = set,
                    _ => to = set,
                }
            }
        }
    }
    Ok(Movement::Leap { paths, reach, through, to })
}

/// `sow CELLS along TRACK [skip origin] [skip CELLS]`.
fn sow(at: At, pair: Pair<Rule>, span: Span) -> Built<Spanned<Motion>> {
    let mut parts = content(pair.into_inner());
    let from = cells(at, next(&mut parts), Depth::TOP)?;
    let track = at.name(&next(&mut parts));
    let (mut skip_origin, mut skip) = (false, None);
    for part in parts {
        match content(part.clone().into_inner()).next() {
            Some(set) => skip = Some(cells(at, set, Depth::TOP)?),
            // `skip origin`, or a set that is a keyword (`skip empty`).
            None if has(&part, Rule::k_origin) => skip_origin = true,
            None => {
                let set = part.into_inner().nth(1).expect("`skip` has what it skips");
                skip = Some(cells(at, set, Depth::TOP)?);
            }
        }
    }
    Ok(Spanned::new(Motion::Sow { from, track, skip_origin, skip }, span))
}

/// `take CELLS to CELLS|score [unless COND]`, or `score + N`.
fn gain(at: At, pair: Pair<Rule>) -> Built<Spanned<Effect>> {
    let span = at.span(&pair);
    if pair.as_rule() == Rule::score_gain {
        let amount = at.number(&next(&mut content(pair.into_inner())))?.node;
        return Ok(Spanned::new(Effect::Score(amount), span));
    }
    // [take, SET, to, score | SET, (unless, COND)?]: the sets may be keywords (`all`).
    let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
    let taken = cells(at, parts[1].clone(), Depth::TOP)?;
    let to = match parts[3].as_rule() {
        Rule::k_score => None,
        _ => Some(cells(at, parts[3].clone(), Depth::TOP)?),
    };
    let unless = match parts.get(5) {
        Some(cond) => Some(condition(at, cond.clone(), Depth::TOP)?),
        None => None,
    };
    Ok(Spanned::new(Effect::Take { cells: taken, to, unless }, span))
}

fn effect(at: At, pair: Pair<Rule>) -> Built<Spanned<Effect>> {
    if let Some(inner) = pair.clone().into_inner().next()
        && matches!(inner.as_rule(), Rule::take | Rule::score_gain)
    {
        return gain(at, inner);
    }
    if let Some(inner) = pair.clone().into_inner().next()
        && matches!(inner.as_rule(), Rule::value_change | Rule::flag_change)
    {
        return super::values::effect(at, inner);
    }
    let span = at.span(&pair);
    if has(&pair, Rule::push_effect) {
        return Ok(Spanned::new(Effect::Push, span));
    }
    if has(&pair, Rule::pull_effect) {
        return Ok(Spanned::new(Effect::Pull, span));
    }
    if has(&pair, Rule::again_effect) {
        return Ok(Spanned::new(Effect::Again, span));
    }
    if has(&pair, Rule::capture_at_end) {
        return Ok(Spanned::new(Effect::CaptureJumpedAtEnd, span));
    }
    if has(&pair, Rule::take_jumped) {
        return Ok(Spanned::new(Effect::TakeJumped, span));
    }
    let flip = has(&pair, Rule::k_flip);
    let mut dirs = None;
    let mut set = None;
    let mut to = None;
    let (mut of, mut closed) = (None, None);
    for part in content(pair.into_inner()) {
        match part.as_rule() {
            Rule::flip_to => to = Some(flip_to(&part)),
            Rule::directions => dirs = Some(directions(at, part)),
            Rule::custodial_of | Rule::closed_by => {
                let inner = part.clone().into_inner().last().expect("the grammar ends these with a cell set");
                let set = Some(cells(at, inner, Depth::TOP)?);
                if part.as_rule() == Rule::custodial_of { of = set } else { closed = set }
            }
            _ => set = Some(cells(at, part, Depth::TOP)?),
        }
    }
    if let Some(dirs) = dirs.clone().filter(|_| of.is_some() || closed.is_some()) {
        return Ok(Spanned::new(Effect::CustodialSets { dirs, flip, to, of, closed }, span));
    }
    let node = match (dirs, set, flip) {
        (Some(dirs), _, true) => Effect::FlipCustodial(dirs, to),
        (Some(dirs), _, false) => Effect::CaptureCustodial(dirs),
        (None, Some(set), true) => Effect::Flip(set, to),
        (None, Some(set), false) => Effect::Capture(set),
        (None, None, true) => Effect::FlipJumped(to),
        (None, None, false) => Effect::CaptureJumped,
    };
    Ok(Spanned::new(node, span))
}
