#!/usr/bin/env python3
"""Draws static/daily.txt, the pool of the daily puzzle, from ../shared/puzzles: 53 wall-free card
puzzles for each day of the week, Monday the easiest (7-9 moves) to Sunday the hardest (34+),
none of them in the library (engine/src/library.txt) and none twice. The game picks one a day
(engine/src/daily.rs): 53 weeks of 7 puzzles, so no puzzle comes back within a year. Seeded, so a
rerun draws the same file."""
import gzip, random, pathlib

root = pathlib.Path(__file__).resolve().parent.parent
shared = root.parent / "shared" / "puzzles"
rows = [l.split() for l in gzip.open(shared / "wallfree-cards.txt.gz", "rt")]
library = {l.split()[2] for l in open(root / "engine" / "src" / "library.txt") if not l.startswith("#") and l.strip()}
days = [("mon", 7, 9), ("tue", 10, 12), ("wed", 13, 15), ("thu", 16, 19), ("fri", 20, 25), ("sat", 26, 33), ("sun", 34, 99)]
rng = random.Random(2026)
out = ["# The daily puzzle's pool, drawn by scripts/draw-daily.py from ../shared/puzzles (seeded, so it",
       "# redraws the same): day of the week, optimal moves, grid. 53 a day, easiest on Monday; none in",
       "# the library. Wall-free card puzzles of Fogleman's database (rushcards, MIT)."]
for day, lo, hi in days:
    candidates = [r for r in rows if lo <= int(r[0]) <= hi and r[1] not in library]
    out += [f"{day} {int(r[0])} {r[1]}" for r in rng.sample(candidates, 53)]
(root / "static" / "daily.txt").write_text("\n".join(out) + "\n")
