#!/usr/bin/env python3
"""Draws engine/src/library.txt from ../shared/puzzles: the seed cards, three record puzzles and up
to 60 wall-free card puzzles per tier (Beginner <= 10 moves, Intermediate 11-20, Advanced 21-35,
Expert 36+), spread over each tier's lengths. Seeded, so a rerun draws the same file."""
import gzip, random, pathlib

root = pathlib.Path(__file__).resolve().parent.parent
shared = root.parent / "shared" / "puzzles"
rows = [l.split() for l in gzip.open(shared / "wallfree-cards.txt.gz", "rt")]
tiers = [("beginner", 2, 10), ("intermediate", 11, 20), ("advanced", 21, 35), ("expert", 36, 99)]
rng = random.Random(2026)
out = ["# The puzzle library, drawn by scripts/draw-library.py from ../shared/puzzles (seeded, so it",
       "# redraws the same): section, optimal moves, grid, name. tests/library.rs re-solves every line.",
       "# Wall-free card puzzles of Fogleman's database (rushcards, MIT); records and seeds as listed."]
for l in open(shared / "seed-cards.txt"):
    m, g, n = l.split()
    out.append(f"seed {int(m)} {g} {n}")
# Seed 001's "hardest puzzle Nr 40" of Rush Hour XTL (51 moves, the hardest without walls), as the
# game's links have always drawn it (the same puzzle, its vehicles relabelled).
out.append("seed 51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo xtl-card-40")
out.append("record 60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM hardest-puzzle")
out.append("record 15 BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo largest-cluster")
for name, lo, hi in tiers:
    by = {}
    for r in rows:
        if lo <= int(r[0]) <= hi:
            by.setdefault(int(r[0]), []).append(r)
    per = max(1, 60 // len(by))
    pick = []
    for length in sorted(by):
        pick += rng.sample(by[length], min(per, len(by[length])))
    pick = sorted(rng.sample(pick, min(60, len(pick))), key=lambda r: int(r[0]))
    out += [f"{name} {int(r[0])} {r[1]}" for r in pick]
(root / "engine" / "src" / "library.txt").write_text("\n".join(out) + "\n")
