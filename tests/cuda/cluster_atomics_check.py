#!/usr/bin/env python3
"""Checks the cluster-scope atomic instructions of a PTX file.

usage: cluster_atomics_check.py PTX EXPECTED

EXPECTED lists `count instruction` lines (instruction as
`atom.<sem>.cluster.<op>.<type>`, `ld.<sem>.cluster.<type>`, ...,
`fence.sc.cluster`). The PTX's instructions are counted the same way
(`atom.<op>.<sem>.cluster.<type>`, libcu++'s spelling, is normalised to the
ISA's `atom.<sem>.cluster.<op>.<type>`); any difference is printed and fails.
"""
import collections
import re
import sys


def count(text):
    c = collections.Counter()
    for m in re.finditer(r"^\s*((?:atom|ld|st|red|fence)\.[a-z0-9_.]+)", text,
                         re.M):
        ins = m.group(1)
        if "cluster" not in ins and not ins.startswith("fence"):
            continue
        ins = re.sub(
            r"^atom\.(add|and|or|xor|min|max|cas|exch)\."
            r"(relaxed|acquire|release|acq_rel)\.cluster",
            r"atom.\2.cluster.\1", ins)
        c[ins] += 1
    return c


def main():
    ptx, expected = sys.argv[1:3]
    got = count(open(ptx).read())
    want = collections.Counter()
    for line in open(expected):
        line = line.split("#")[0].strip()
        if line:
            n, ins = line.split()
            want[ins] = int(n)
    bad = sorted(set(got) | set(want))
    bad = [i for i in bad if got[i] != want[i]]
    for i in bad:
        print(f"{ptx}: {i}: expected {want[i]}, PTX has {got[i]}")
    if not want:
        print(f"{expected}: no expectations")
        return 1
    if not bad:
        print(f"{sum(got.values())} cluster-scope instructions as expected")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
