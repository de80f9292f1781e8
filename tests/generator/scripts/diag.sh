#!/usr/bin/env bash
# diag.sh RSGPU_GEN FILECHECK FILE [rsgpu-gen args...]
# Runs `rsgpu-gen parse FILE ARGS` (or translate, see below), requires exit code 1 (user error) and
# checks the diagnostics against the `// CHECK:` lines in FILE (FileCheck).
set -uo pipefail
gen=$1 filecheck=$2 file=$3
shift 3
# `// SUBCOMMAND: translate` in FILE: the analyses' diagnostics (translate).
sub=parse
grep -q '^// SUBCOMMAND: translate' "$file" && sub=translate
[[ $sub == translate ]] && set -- -o /dev/null "$@"
out=$("$gen" "$sub" "$file" "$@" 2>&1)
rc=$?
if [[ $rc -ne 1 ]]; then
  printf '%s\n' "$out"
  echo "expected exit code 1, got $rc" >&2
  exit 1
fi
printf '%s\n' "$out" | "$filecheck" --match-full-lines=false "$file"
