#!/usr/bin/env bash
# cli.sh RSGPU_GEN WORKDIR: --help, --version, exit codes, JSON diagnostics.
set -uo pipefail
gen=$1 work=$2
mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
out=$("$gen" --help 2>&1) || fail "--help exited $?"
grep -q "parse" <<<"$out" || fail "--help does not list the parse subcommand"
out=$("$gen" --version 2>&1) || fail "--version exited $?"
grep -q "^rsgpu-gen [0-9]" <<<"$out" || fail "--version prints '$out'"
out=$("$gen" parse --help 2>&1) || fail "parse --help exited $?"
grep -q -- "--dump-ir" <<<"$out" || fail "parse --help does not document --dump-ir"
"$gen" >/dev/null 2>"$work/none.txt"
[[ $? -eq 1 ]] || fail "no subcommand: expected exit 1"
grep -q "error\[RG0002\]" "$work/none.txt" || fail "no subcommand: no RG0002"
"$gen" parse "$work/does-not-exist.mir" 2>"$work/missing.txt"
[[ $? -eq 1 ]] || fail "missing file: expected exit 1"
grep -q "error\[RG0001\]" "$work/missing.txt" || fail "missing file: no RG0001"
printf 'fn f() -> () {\n    bb0: {\n        frob;\n    }\n}\n' >"$work/bad.mir"
"$gen" parse --error-format=json "$work/bad.mir" 2>"$work/json.txt"
[[ $? -eq 1 ]] || fail "json: expected exit 1"
grep -q '"code":"RG0011"' "$work/json.txt" || fail "json: no code field: $(cat "$work/json.txt")"
grep -q '"line":3' "$work/json.txt" || fail "json: wrong line: $(cat "$work/json.txt")"
grep -q '"column":9' "$work/json.txt" || fail "json: wrong column: $(cat "$work/json.txt")"
printf 'fn f() -> () {\n    let mut _0: ();\n    bb0: {\n        return;\n    }\n}\n' >"$work/good.mir"
"$gen" parse "$work/good.mir" --all-functions --dump-ir >"$work/good.txt" || fail "good file: exit $?"
grep -q "^fn @f() -> ()" "$work/good.txt" || fail "good file: IR missing"
"$gen" parse "$work/good.mir" --all-functions --dump-ir --locations >"$work/loc.txt" || fail "locations: exit $?"
grep -q "^fn @f() -> ()  // line 1:1 {" "$work/loc.txt" || fail "--locations: $(head -2 "$work/loc.txt")"
"$gen" parse "$work/good.mir" --dump-ast --parse-only >"$work/ast.txt" || fail "dump-ast: exit $?"
grep -q "^1:1: fn f locals=1 scopes=0 blocks=1" "$work/ast.txt" || fail "--dump-ast: $(cat "$work/ast.txt")"
# Capture first: `gen | grep -q` under pipefail fails at random when grep
# exits early and rsgpu-gen gets SIGPIPE.
out=$("$gen" calls) || fail "calls: exit $?"
grep -q "^sync_threads -> rsgpu.sync_threads$" <<<"$out" || fail "calls: no sync_threads entry"
echo "cli ok"
