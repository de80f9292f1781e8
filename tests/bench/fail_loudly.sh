#!/usr/bin/env bash
# bench.scripts_fail_loudly: bench/headers/run with an nvcc that fails (on
# every file, then only on the umbrella TU after the raw twin compiled) and
# bench/check/run with an rsgpu-check that fails must exit non-zero and
# print no figure on stdout; so must bench/emulator/run when one of its runs
# of bench_emulator fails after printing a figure.
# Usage: fail_loudly.sh SOURCE_DIR WORK
set -uo pipefail
src=$1 work=$2
rm -rf "$work" && mkdir -p "$work/build/checker"
fail=0
expect_failure() { # NAME COMMAND...
  local name=$1 out rc
  shift
  out=$("$@" 2>"$work/$name.err")
  rc=$?
  if ((rc == 0)); then
    echo "FAIL: $name: exit 0"; cat "$work/$name.err"; fail=1
  elif [[ -n $out ]]; then
    echo "FAIL: $name: figures printed although a step failed:"$'\n'"$out"; fail=1
  elif ! grep -q FAILED "$work/$name.err"; then
    echo "FAIL: $name: stderr does not say which step FAILED"; cat "$work/$name.err"; fail=1
  else
    echo "ok: $name (exit $rc)"
  fi
}
# An nvcc that always fails.
printf '#!/bin/sh\necho "stub nvcc: error" >&2\nexit 3\n' >"$work/nvcc_fails"
# One that writes its output (-o FILE) unless it compiles examples/saxpy.
cat >"$work/nvcc_umbrella_fails" <<'EOT'
#!/bin/sh
out=""
for a in "$@"; do
  case $a in *examples/saxpy/saxpy.cpp) echo "stub nvcc: umbrella error" >&2; exit 2 ;; esac
done
while [ $# -gt 0 ]; do [ "$1" = -o ] && out=$2; shift; done
[ -n "$out" ] && : >"$out"
exit 0
EOT
printf '#!/bin/sh\necho "stub rsgpu-check: error" >&2\nexit 1\n' >"$work/build/checker/rsgpu-check"
chmod +x "$work/nvcc_fails" "$work/nvcc_umbrella_fails" "$work/build/checker/rsgpu-check"
expect_failure headers-nvcc-fails env CUDACXX="$work/nvcc_fails" RSGPU_BENCH_RUNS=1 "$src/bench/headers/run"
expect_failure headers-umbrella-fails env CUDACXX="$work/nvcc_umbrella_fails" RSGPU_BENCH_RUNS=1 \
  "$src/bench/headers/run"
expect_failure check-rsgpu-check-fails env RSGPU_BUILD_DIR="$work/build" RSGPU_BENCH_RUNS=1 \
  "$src/bench/check/run"
mkdir -p "$work/build/bench/emulator"
printf '#!/bin/sh\necho "emulator.saxpy_vs_plain_loop: 1.5"\necho "stub bench_emulator: wrong result" >&2\nexit 1\n' \
  >"$work/build/bench/emulator/bench_emulator"
chmod +x "$work/build/bench/emulator/bench_emulator"
expect_failure emulator-run-fails env RSGPU_BUILD_DIR="$work/build" RSGPU_BENCH_RUNS=2 \
  "$src/bench/emulator/run"
exit $fail
