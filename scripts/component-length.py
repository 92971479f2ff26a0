#!/usr/bin/env python3
"""Lists the Yew components and hooks longer than a screen: each `#[function_component]` and
`#[hook]` function of the crate's files, measured from its attribute to its body's closing brace
(its doc comment not counted), longest first. `--check` exits 1 when any is over the limit.

    python3 scripts/component-length.py [src] [--limit 100] [--all] [--check] [--except FILE]…

The limit is issue 65's: no component or hook over 100 lines (a screen, as the components of
Yew's examples/function_memory_game are); `--all` lists every one. `--except FILE` still lists
FILE's but does not fail on them (a file waiting for its split, said where it is passed).
"""
import os
import re
import sys

argv = sys.argv[1:]
check = '--check' in argv
show_all = '--all' in argv
limit = 100
excepted = set()
while '--except' in argv:
    i = argv.index('--except')
    excepted.add(os.path.normpath(argv[i + 1]))
    del argv[i:i + 2]
if '--limit' in argv:
    limit = int(argv[argv.index('--limit') + 1])
    del argv[argv.index('--limit'):argv.index('--limit') + 2]
args = [a for a in argv if not a.startswith('--')]
root = args[0] if args else 'src'


def code_of(text):
    """The text with comments, string and char literals blanked (same length, same offsets)."""
    blank = lambda m: re.sub(r'[^\n]', ' ', m.group(0))
    pattern = r'//[^\n]*|/\*.*?\*/|r(#*)".*?"\1|b?"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])\''
    return re.sub(pattern, blank, text, flags=re.S)


found = []
for d, _, names in os.walk(root):
    for f in sorted(names):
        if not f.endswith('.rs'):
            continue
        path = os.path.join(d, f)
        with open(path, encoding='utf-8') as fh:
            code = code_of(fh.read())
        for m in re.finditer(r'#\[(function_component|hook)\b[^\]]*\]', code):
            fn = re.compile(r'\bfn\s+(\w+)').search(code, m.end())
            if not fn:
                continue
            # The body: the first `{` after the name (no signature in this crate holds a brace).
            start = code.index('{', fn.end())
            depth = 0
            for i in range(start, len(code)):
                depth += {'{': 1, '}': -1}.get(code[i], 0)
                if depth == 0:
                    break
            first = code.count('\n', 0, m.start()) + 1
            last = code.count('\n', 0, i) + 1
            found.append((last - first + 1, path, first, fn.group(1), m.group(1)))

found.sort(key=lambda t: (-t[0], t[1], t[2]))
over = [t for t in found if t[0] > limit]
failing = [t for t in over if os.path.normpath(t[1]) not in excepted]
for lines, path, line, name, kind in (found if show_all else over):
    kind = 'component' if kind == 'function_component' else 'hook'
    note = ' (excepted)' if lines > limit and os.path.normpath(path) in excepted else ''
    print(f'{lines:5} {path}:{line} {name} ({kind}){note}')
print(f'{len(found)} components and hooks; {len(over)} over {limit} lines, {len(over) - len(failing)} of them excepted')
if check and failing:
    sys.exit(1)
