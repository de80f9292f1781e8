#!/usr/bin/env python3
"""The layers of rsgpu-gen (generator/CMakeLists.txt), checked.

The data flows one way: support < mir < ir < analysis < emit < driver < main.
Every `#include "folder/File.h"` (or `"File.h"` of the same folder) inside
generator/ is an edge; an include of a later layer, or any include cycle
between files, is reported with the file and line of the include, and the
script exits 1.

  generator_layers.py [GENERATOR_DIR]
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from include_layers import report_cycles  # noqa: E402

ORDER = ["support", "mir", "ir", "analysis", "emit", "driver", "main"]
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def layer_of(rel):
    top = rel.split("/")[0]
    return "main" if "/" not in rel else (top if top in ORDER else None)


def edges(root):
    out = []
    for dirpath, _, files in os.walk(root):
        for f in sorted(files):
            if not f.endswith((".h", ".cpp", ".def")):
                continue
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, root)
            with open(path, encoding="utf-8") as fh:
                for n, text in enumerate(fh, 1):
                    m = INCLUDE.match(text)
                    if not m:
                        continue
                    target = m.group(1)
                    for cand in (os.path.join(root, target),
                                 os.path.join(dirpath, target)):
                        if os.path.isfile(cand):
                            out.append((rel, n, os.path.relpath(cand, root)))
                            break
    return out


def main():
    root = os.path.normpath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
        "generator"))
    es = edges(root)
    bad = 0
    for f, n, to in es:
        lf, lt = layer_of(f), layer_of(to)
        if lf is None or lt is None:
            print(f"{root}/{f}:{n}: {f if lf is None else to} is in no layer")
            bad += 1
        elif ORDER.index(lt) > ORDER.index(lf):
            print(f"{root}/{f}:{n}: upward include: {f} ({lf}) includes {to} ({lt})")
            bad += 1
    bad += report_cycles(es, lambda f, n: f"{root}/{f}:{n}")
    if bad:
        print(f"{bad} layering violation(s) in {root}")
        return 1
    print(f"{len(es)} includes, layers hold: " + " < ".join(ORDER))
    return 0


if __name__ == "__main__":
    sys.exit(main())
