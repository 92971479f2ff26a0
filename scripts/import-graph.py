#!/usr/bin/env python3
"""Draws the crate's files from their imports and prints what runs against the house's rule
(docs/architecture.md, "Who may import whom": arrows only downward).

A file is a node (`src/app/mod.rs` is `app`, `src/lib.rs` is `lib`; `src/bin` is left out). An
arrow runs from a file to each file it names: a `use` line or a path written out in the code
(`crate::…`, `super::…`, `self::…`, or a child module's name), resolved to the longest module
path that is a file. `super` and `self` count from the inline module they are written in
(`mod tests { use super::*; }` names its own file). Comments and string literals are skipped,
and so is test code (a `tests.rs` file, a `#[cfg(test)] mod … { … }`): a module's tests may
drive it through the whole game, above it.

It prints the number of files and arrows, the arrows that run back up (from a file to an
ancestor module's file: a child importing its parent) and the circles (sets of two or more files
that import each other, directly or around). `--check` exits 1 when there is any circle.

    python3 scripts/import-graph.py [src] [--check]
"""
import os
import re
import sys

args = [a for a in sys.argv[1:] if a != '--check']
check = '--check' in sys.argv[1:]
root = args[0] if args else 'src'

# Module path (a tuple) → file.
files = {}
for d, _, names in os.walk(root):
    for f in names:
        if not f.endswith('.rs'):
            continue
        path = os.path.relpath(os.path.join(d, f), root)[:-3].split(os.sep)
        if path[0] == 'bin':
            continue
        if path[-1] == 'mod' or path in (['lib'], ['main']):
            path = path[:-1]
        files[tuple(path)] = os.path.join(d, f)


def code_of(text):
    """The text with comments, string and char literals blanked (same length, same offsets)."""
    blank = lambda m: re.sub(r'[^\n]', ' ', m.group(0))
    pattern = r'//[^\n]*|/\*.*?\*/|r(#*)".*?"\1|b?"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])\''
    return re.sub(pattern, blank, text, flags=re.S)


def inline_modules(code):
    """(start, end, name, is_test) of each `mod name { … }` written inside the file."""
    spans = []
    for m in re.finditer(r'(#\[cfg\(test\)\]\s*)?(?:pub(?:\(\w+\))?\s+)?\bmod\s+(\w+)\s*\{', code):
        depth = 0
        for i in range(m.end() - 1, len(code)):
            depth += {'{': 1, '}': -1}.get(code[i], 0)
            if depth == 0:
                spans.append((m.start(), i, m.group(2), m.group(1) is not None))
                break
    return spans


def paths_named(code):
    """(offset, path) of each path the code names, braces of `use` lines expanded. A visibility's
    path (`pub(in crate::app)`) names no import and is left out."""
    code = re.sub(r'\bpub\s*\(\s*in\s+[\w:]+\s*\)', lambda m: ' ' * len(m.group(0)), code)
    found = []
    for m in re.finditer(r'\buse\s+([^;]+);', code):
        found += [(m.start(), p) for p in expand(re.sub(r'\s+', '', m.group(1)))]
    for m in re.finditer(r'(?<![:\w])(\w+(?:::\w+)+)', code):
        found.append((m.start(), m.group(1)))
    return found


def expand(tree):
    """`a::{b, c::{d, e}}` → a::b, a::c::d, a::c::e."""
    m = re.match(r'^([^{]*)\{(.*)\}$', tree)
    if not m:
        return [tree]
    items, depth, cur = [], 0, ''
    for ch in m.group(2) + ',':
        depth += {'{': 1, '}': -1}.get(ch, 0)
        if ch == ',' and depth == 0:
            items.append(cur)
            cur = ''
        else:
            cur += ch
    return [p for item in items if item for p in expand(m.group(1) + item)]


def target(here, parts):
    """The file a path names from module `here` (a tuple), or None (another crate, std)."""
    head, rest = parts[0], parts[1:]
    if head == 'crate':
        base = []
    elif head in ('super', 'self'):
        base = list(here) if head == 'self' else list(here[:-1])
        while rest and rest[0] == 'super':
            base, rest = base[:-1], rest[1:]
    elif here + (head,) in files:
        base, rest = list(here), parts
    else:
        return None
    full = base + rest
    for n in range(len(full), -1, -1):
        if tuple(full[:n]) in files:
            return tuple(full[:n])
    return None


edges = set()
for mod, path in files.items():
    if mod and mod[-1] == 'tests':
        continue
    code = code_of(open(path, encoding='utf-8').read())
    spans = inline_modules(code)
    for at, named in paths_named(code):
        around = [(name, test) for start, end, name, test in spans if start < at < end]
        if any(test for _, test in around):
            continue
        inside = tuple(name for name, _ in around)
        r = target(mod + inside, named.split('::'))
        if r is not None and r != mod:
            edges.add((mod, r))

name = lambda k: '/'.join(k) or 'lib'
up = sorted((a, b) for a, b in edges if a[: len(b)] == b)

# Circles: strongly connected components (Tarjan's algorithm) of more than one file.
adj = {k: sorted(b for a, b in edges if a == k) for k in files}
index, low, stack, on_stack, circles = {}, {}, [], set(), []
sys.setrecursionlimit(10000)


def visit(v):
    index[v] = low[v] = len(index)
    stack.append(v)
    on_stack.add(v)
    for w in adj[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on_stack:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while not comp or comp[-1] != v:
            comp.append(stack.pop())
            on_stack.discard(comp[-1])
        if len(comp) > 1:
            circles.append(sorted(comp))


for v in sorted(files):
    if v not in index:
        visit(v)

print(f'{len(files)} files, {len(edges)} arrows')
print(f'{len(up)} arrows back up:')
for a, b in up:
    print(f'  {name(a)} -> {name(b)}')
print(f'{len(circles)} circles:')
for comp in circles:
    print(f'  {len(comp)} files: ' + ', '.join(name(k) for k in comp))
    for a in comp:
        print('    ' + name(a) + ' -> ' + ', '.join(name(b) for b in adj[a] if b in comp))
sys.exit(1 if check and circles else 0)
