#!/usr/bin/env bash
# smoke.sh FUZZER CORPUS_DIR SEEDS_DIR WORKDIR SECONDS
# A short libFuzzer run seeded with the rustc MIR corpus and our seeds.
# Exit 77 (skipped) when the fuzzer was not built (no clang++-19).
set -uo pipefail
fuzzer=$1 corpus=$2 seeds=$3 work=$4 secs=$5
if [[ ! -x $fuzzer ]]; then
  echo "fuzzer $fuzzer not built (clang++-19 missing); skipping"
  exit 77
fi
rm -rf "$work" && mkdir -p "$work/corpus"
[[ -d $corpus ]] && find "$corpus" -name '*.mir' -exec cp {} "$work/corpus/" \;
cp "$seeds"/* "$work/corpus/" 2>/dev/null || true
cd "$work"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  "$fuzzer" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
  -max_len=65536 -print_final_stats=1 corpus 2>&1 | tail -25
rc=${PIPESTATUS[0]}
if [[ $rc -ne 0 ]]; then
  echo "fuzzer found a problem (exit $rc); reproducer in $work (crash-*/timeout-*/leak-*)"
  exit 1
fi
echo "fuzz smoke ok"
