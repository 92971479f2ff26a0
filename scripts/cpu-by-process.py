#!/usr/bin/env python3
"""Runs a command and prints the CPU time (user + system) its machine's processes used while it
ran, by kind of process (Chromium's renderers, Firefox's content processes, node, …).

    python3 scripts/cpu-by-process.py scripts/e2e

A step's CPU column in scripts/test's table counts only the processes its shell waited for; the
browsers' processes are mostly not among them. This reads every process's own times from /proc
every half second instead (a process that lives less than that is missed; the machine's other
processes are counted too, so run it on a quiet machine). Exits with the command's status."""
import collections
import os
import re
import subprocess
import sys
import time

HZ = os.sysconf('SC_CLK_TCK')
KINDS = ('WebKitWebProcess', 'WebKitNetworkProcess', 'MiniBrowser', 'WebKitWebDriver', 'Xvfb')


def kind(args):
    if 'chromium' in args or 'chrome' in args:
        m = re.search(r'--type=([\w-]+)', args)
        return 'chromium ' + (m.group(1) if m else 'browser')
    if 'firefox' in args:
        return 'firefox ' + ('content' if '-contentproc' in args else 'parent')
    for k in KINDS:
        if k in args:
            return k
    words = args.split(' ')
    program = os.path.basename(words[0]) or 'unnamed'
    if program == 'node':
        # node's script by its folder: tests/e2e, tests/engines, scripts…
        script = next((w for w in words[1:] if w.endswith(('.mjs', '.js', '/'))), '')
        folder = os.path.basename(os.path.dirname(script.rstrip('/'))) if script.endswith(('.mjs', '.js')) else os.path.basename(script.rstrip('/'))
        return f'node {folder}'.rstrip()
    return program


def sample(seen):
    for pid in filter(str.isdigit, os.listdir('/proc')):
        try:
            with open(f'/proc/{pid}/stat') as f:
                fields = f.read().rsplit(')', 1)[1].split()
            ticks = int(fields[11]) + int(fields[12])
            if pid not in seen:
                with open(f'/proc/{pid}/cmdline', 'rb') as f:
                    args = f.read().replace(b'\0', b' ').decode(errors='replace')
                seen[pid] = [kind(args), ticks, ticks]
            seen[pid][2] = ticks
        except (OSError, IndexError, ValueError):
            continue


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    seen = {}
    sample(seen)
    for entry in seen.values():
        entry[1] = entry[2]  # what ran before the command is not counted
    start = time.monotonic()
    child = subprocess.Popen(sys.argv[1:])
    while child.poll() is None:
        sample(seen)
        time.sleep(0.5)
    sample(seen)
    wall = time.monotonic() - start
    by_kind = collections.Counter()
    for name, first, last in seen.values():
        by_kind[name] += (last - first) / HZ
    print(f'\nCPU time by kind of process over {wall:.0f} s of wall time:')
    for name, seconds in by_kind.most_common():
        if seconds >= 0.5:
            print(f'{seconds:9.1f} s  {name}')
    print(f'{sum(by_kind.values()):9.1f} s  in all ({sum(by_kind.values()) / wall:.2f} cores on average)')
    sys.exit(child.returncode)


if __name__ == '__main__':
    main()
