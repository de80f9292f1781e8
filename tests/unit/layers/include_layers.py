#!/usr/bin/env python3
"""The layers of include/rsgpu (docs/library-layers.md), checked.

Every `#include "..."` (relative) and `#include <rsgpu/...>` of a header is an
edge. A header may include headers of its own layer or of a layer below it;
an include of a higher layer, or any include cycle, is reported with the file
and line of the include, and the script exits 1.

  include_layers.py [ROOT]      ROOT: the folder holding rsgpu/ (default: the
                                repository's include/)
"""
import os
import re
import sys

# Bottom to top. A header belongs to the first layer whose pattern matches its
# path below rsgpu/ (so exec/launch.hpp is "launch", the rest of exec/ is
# "kernel model"). Keep in step with docs/library-layers.md.
LAYERS = [
    ("core", r"core/"),
    ("detail", r"detail/"),
    ("backend", r"backend/"),
    ("launch", r"exec/launch\.hpp$"),
    ("kernel model", r"(exec|memory|sync)/"),
    ("extensions", r"(collectives|jit|rust)/"),
    ("umbrella", r"(rsgpu|collectives)\.hpp$"),
]
ORDER = ["core", "detail", "backend", "kernel model", "launch", "extensions",
         "umbrella"]

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def layer_of(rel):
    for name, pattern in LAYERS:
        if re.match(pattern, rel):
            return name
    return None


def edges(root):
    """(from, line, to) for every include of an rsgpu header, paths relative
    to ROOT/rsgpu."""
    base = os.path.join(root, "rsgpu")
    out = []
    for dirpath, _, files in os.walk(base):
        for f in sorted(files):
            if not f.endswith((".hpp", ".h", ".cuh")):
                continue
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, base)
            with open(path, encoding="utf-8") as fh:
                for n, text in enumerate(fh, 1):
                    m = INCLUDE.match(text)
                    if not m:
                        continue
                    kind, target = m.groups()
                    if kind == '"':
                        full = os.path.normpath(os.path.join(dirpath, target))
                    elif target.startswith("rsgpu/"):
                        full = os.path.join(root, target)
                    else:
                        continue  # a system or third-party header
                    to = os.path.relpath(full, base)
                    if to.startswith(".."):
                        continue
                    out.append((rel, n, to))
    return out


def report_cycles(es, where):
    """Prints every include cycle among the edges (from, line, to), each once,
    with the file:line (`where(from, line)`) of its includes; returns how
    many. Shared with generator_layers.py."""
    graph = {}
    for f, n, to in es:
        graph.setdefault(f, []).append((n, to))
    state, stack, seen_cycles = {}, [], set()
    found = 0

    def visit(f):
        nonlocal found
        state[f] = 1
        for n, to in graph.get(f, []):
            stack.append((f, n, to))
            if state.get(to) == 1:
                start = next(i for i, e in enumerate(stack) if e[0] == to)
                cyc = stack[start:]
                key = frozenset((a, b) for a, _, b in cyc)
                if key not in seen_cycles:
                    seen_cycles.add(key)
                    print("include cycle: " + " -> ".join(
                        [c[0] for c in cyc] + [to]))
                    for a, k, b in cyc:
                        print(f"  {where(a, k)}: includes {b}")
                    found += 1
            elif state.get(to) is None:
                visit(to)
            stack.pop()
        state[f] = 2

    for f in sorted(graph):
        if state.get(f) is None:
            visit(f)
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "include")
    root = os.path.normpath(root)
    es = edges(root)
    where = lambda f, n: os.path.join(root, "rsgpu", f) + ":" + str(n)
    bad = 0
    for f, n, to in es:
        lf, lt = layer_of(f), layer_of(to)
        if lf is None or lt is None:
            print(f"{where(f, n)}: {f if lf is None else to} is in no layer "
                  "(add it to LAYERS and docs/library-layers.md)")
            bad += 1
        elif ORDER.index(lt) > ORDER.index(lf):
            print(f"{where(f, n)}: upward include: {f} ({lf}) includes {to} "
                  f"({lt})")
            bad += 1
    bad += report_cycles(es, where)
    if bad:
        print(f"{bad} layering violation(s) in {os.path.join(root, 'rsgpu')}")
        return 1
    print(f"{len(es)} includes, layers hold: " + " < ".join(ORDER))
    return 0


if __name__ == "__main__":
    sys.exit(main())
