//! Colouring: the axes of a graph board's unnamed lines and rings, found by colouring the
//! links so that two through one spot differ, with as few colours as a bounded search finds.

use super::geometry::Cell;

/// The colours a link's neighbours are counted in: more are never needed on a real board, and
/// a colour past them is simply not counted (the search stays exact, only less guided).
const COUNTED: usize = 64;

/// Gives each link an axis so that links through a common spot get different axes, with as few
/// axes as it can find: DSatur's colouring, then a bounded search for one with fewer. The answer
/// does not depend on the order the links were listed in, except where the search runs out.
pub(super) fn colour(links: &[Vec<Cell>], cells: usize) -> Vec<usize> {
    let mut through: Vec<Vec<usize>> = vec![Vec::new(); cells];
    for (i, link) in links.iter().enumerate() {
        link.iter().for_each(|&s| through[s as usize].push(i));
    }
    let mut conflicts: Vec<Vec<usize>> = vec![Vec::new(); links.len()];
    for at in &through {
        for &a in at {
            for &b in at {
                if b != a && !conflicts[a].contains(&b) {
                    conflicts[a].push(b);
                }
            }
        }
    }
    let mut search = Colouring::new(&conflicts);
    search.best = search.greedy();
    let bound = search.best.iter().max().map_or(0, |&c| c + 1);
    let mut colours = vec![usize::MAX; links.len()];
    search.improve(&mut colours, 0, bound);
    search.best
}

/// An exact colouring search (DSatur branch and bound) within a budget of steps. Each link's
/// neighbours' colours are kept as they change, so that choosing the next link reads one word
/// per link rather than walking every link's neighbours.
struct Colouring<'a> {
    conflicts: &'a [Vec<usize>],
    best: Vec<usize>,
    budget: usize,
    /// Per link, per counted colour: how many of its neighbours have it.
    around: Vec<[u16; COUNTED]>,
    /// Per link, the counted colours its neighbours have, as bits.
    used: Vec<u64>,
    /// Per link, its neighbours' count above its index counted down (`LINK_BITS - i`).
    rank: Vec<u64>,
}

/// The low bits of `Colouring::rank` that hold a link's index; its neighbours' count goes
/// above them, and the count of colours above that. A file has at most 10,000 statements, each
/// a link at most, so indices and counts stay far below these bits and the packing is exact.
const LINK_BITS: u64 = (1 << 24) - 1;

impl<'a> Colouring<'a> {
    fn new(conflicts: &'a [Vec<usize>]) -> Colouring<'a> {
        let links = conflicts.len();
        Colouring {
            conflicts,
            best: Vec::new(),
            budget: 200_000,
            around: vec![[0; COUNTED]; links],
            used: vec![0; links],
            rank: (0..links).map(|i| (conflicts[i].len() as u64) << 24 | (LINK_BITS - i as u64)).collect(),
        }
    }

    /// The uncoloured link whose neighbours use the most colours, then the most neighbours,
    /// then the first: the three packed in one number per link (`rank`), the largest wins.
    fn next(&self, colours: &[usize]) -> Option<usize> {
        let best = (0..colours.len())
            .filter(|&i| colours[i] == usize::MAX)
            .map(|i| u64::from(self.used[i].count_ones()) << 48 | self.rank[i])
            .max()?;
        Some(LINK_BITS as usize - (best & LINK_BITS) as usize)
    }

    fn free(&self, colours: &[usize], link: usize, colour: usize) -> bool {
        if colour < COUNTED {
            return self.used[link] & 1 << colour == 0;
        }
        self.conflicts[link].iter().all(|&j| colours[j] != colour)
    }

    fn paint(&mut self, colours: &mut [usize], link: usize, colour: usize) {
        colours[link] = colour;
        if colour < COUNTED {
            for &j in self.conflicts[link].iter() {
                self.around[j][colour] += 1;
                self.used[j] |= 1 << colour;
            }
        }
    }

    fn unpaint(&mut self, colours: &mut [usize], link: usize) {
        let colour = std::mem::replace(&mut colours[link], usize::MAX);
        if colour < COUNTED {
            for &j in self.conflicts[link].iter() {
                self.around[j][colour] -= 1;
                if self.around[j][colour] == 0 {
                    self.used[j] &= !(1 << colour);
                }
            }
        }
    }

    fn greedy(&mut self) -> Vec<usize> {
        let mut colours = vec![usize::MAX; self.conflicts.len()];
        while let Some(link) = self.next(&colours) {
            let colour = (0..).find(|&c| self.free(&colours, link, c)).expect("some colour is free");
            self.paint(&mut colours, link, colour);
        }
        let painted = colours.clone();
        (0..colours.len()).for_each(|link| self.unpaint(&mut colours, link));
        painted
    }

    /// Looks for a colouring with fewer than `bound` colours; `used` colours so far.
    fn improve(&mut self, colours: &mut Vec<usize>, used: usize, bound: usize) -> usize {
        let Some(link) = self.next(colours) else {
            self.best = colours.clone();
            return used;
        };
        let mut bound = bound;
        for colour in 0..(used + 1).min(bound.saturating_sub(1)) {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            if self.free(colours, link, colour) {
                self.paint(colours, link, colour);
                bound = bound.min(self.improve(colours, used.max(colour + 1), bound));
                self.unpaint(colours, link);
            }
        }
        bound
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search as first written, choosing each next link by walking every link's
    /// neighbours: kept to hold the faster one to the same answers.
    struct Plain {
        conflicts: Vec<Vec<usize>>,
        budget: usize,
        best: Vec<usize>,
    }

    impl Plain {
        fn next(&self, colours: &[usize]) -> Option<usize> {
            (0..colours.len()).filter(|&i| colours[i] == usize::MAX).max_by_key(|&i| {
                let used = self.conflicts[i]
                    .iter()
                    .filter(|&&j| colours[j] != usize::MAX)
                    .fold(0u64, |m, &j| m | 1u64.checked_shl(colours[j] as u32).unwrap_or(0));
                (used.count_ones(), self.conflicts[i].len(), std::cmp::Reverse(i))
            })
        }

        fn free(&self, colours: &[usize], link: usize, colour: usize) -> bool {
            self.conflicts[link].iter().all(|&j| colours[j] != colour)
        }

        fn improve(&mut self, colours: &mut Vec<usize>, used: usize, mut bound: usize) -> usize {
            let Some(link) = self.next(colours) else {
                self.best = colours.clone();
                return used;
            };
            for colour in 0..(used + 1).min(bound.saturating_sub(1)) {
                if self.budget == 0 {
                    break;
                }
                self.budget -= 1;
                if self.free(colours, link, colour) {
                    colours[link] = colour;
                    bound = bound.min(self.improve(colours, used.max(colour + 1), bound));
                    colours[link] = usize::MAX;
                }
            }
            bound
        }
    }

    fn plain_colour(links: &[Vec<Cell>], cells: usize) -> Vec<usize> {
        let mut conflicts: Vec<Vec<usize>> = vec![Vec::new(); links.len()];
        for spot in 0..cells as Cell {
            let at: Vec<usize> = (0..links.len()).filter(|&i| links[i].contains(&spot)).collect();
            for &a in &at {
                for &b in at.iter().filter(|&&b| b != a) {
                    if !conflicts[a].contains(&b) {
                        conflicts[a].push(b);
                    }
                }
            }
        }
        let mut plain = Plain { conflicts, budget: 200_000, best: Vec::new() };
        let mut colours = vec![usize::MAX; links.len()];
        while let Some(link) = plain.next(&colours) {
            colours[link] = (0..).find(|&c| plain.free(&colours, link, c)).expect("a free colour");
        }
        let bound = colours.iter().max().map_or(0, |&c| c + 1);
        plain.best = colours;
        let mut colours = vec![usize::MAX; links.len()];
        plain.improve(&mut colours, 0, bound);
        plain.best
    }

    /// Random boards of links, small and large enough to run the budget out: the same colours.
    #[test]
    fn colours_as_the_plain_search_does() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut below = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for round in 0..60 {
            let cells = 6 + below(40);
            let links: Vec<Vec<Cell>> = (0..2 + below(10 + round))
                .map(|_| {
                    let mut link: Vec<Cell> = Vec::new();
                    for _ in 0..2 + below(5) {
                        let spot = below(cells) as Cell;
                        if !link.contains(&spot) {
                            link.push(spot);
                        }
                    }
                    link
                })
                .collect();
            assert_eq!(colour(&links, cells), plain_colour(&links, cells), "round {round}: {links:?}");
        }
    }
}
