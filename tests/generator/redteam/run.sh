#!/usr/bin/env bash
# run.sh RUSTC RSGPU_GEN RLIB_DIR CXX INCLUDE CCCL KERNEL.rs MAIN.cpp WORKDIR
# A red-team case whose expectation is a run (tests/generator/redteam):
# for opt-level 0 and 3, rustc --emit=mir, then `rsgpu-gen translate`.
#  - rejected (exit 1): passes only if the diagnostics match the kernel's
#    `// REJECT-OK: REGEX` line (a safety code; RG0100/RG0101 "unsupported" never
#    does), else fails;
#  - accepted: `rsgpu-gen build --mode host`, MAIN.cpp compiled against the
#    generated header and run on the emulator; it exits 0 when the misuse
#    failed the way the docs say (and its twin computed).
set -uo pipefail
rustc=$1 gen=$2 rlibdir=$3 cxx=$4 inc=$5 cccl=$6 kernel=$7 main=$8 work=$9
name=$(basename "$kernel" .rs)
ccache=$(command -v ccache || true)
allow=$(sed -n 's|^// REJECT-OK: *||p' "$kernel")
for opt in 0 3; do
  dir="$work/$name/O$opt"
  rm -rf "$dir" && mkdir -p "$dir"
  stem=$(sed -n 's/^ *pub fn \([a-z0-9_]*\)(.*/\1/p' "$kernel" | head -1)
  mir="$dir/$stem.mir"
  "$rustc" --emit=mir --crate-type=lib -C opt-level=$opt --edition 2021 \
    --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$kernel" -o "$mir" || exit 1
  out=$("$gen" translate "$mir" -o "$dir/$stem.cu" 2>&1)
  rc=$?
  if ((rc == 1)); then
    printf '%s\n' "$out"
    if [[ -n $allow ]] && grep -Eq "$allow" <<<"$out"; then
      echo "O$opt: rejected with a safety code: accepted as the expectation"
      continue
    fi
    echo "O$opt: FAIL translate rejected the kernel without the safety code (${allow:-none allowed})"
    exit 1
  elif ((rc != 0)); then
    printf '%s\n' "$out"
    echo "O$opt: FAIL translate exit $rc"
    exit 1
  fi
  "$gen" build "$mir" --mode host -o "$dir" || { echo "O$opt: FAIL build --mode host"; exit 1; }
  # Compile and link apart, the compile through ccache when there is one (the
  # generated header changes only with the generator: most runs hit). -O0:
  # the drivers' kernels are tiny, and the compile is a fifth faster than at
  # -O1 (41 run cases, two opt-levels each, on a cold CI cache).
  $ccache "$cxx" -std=c++17 -O0 -I"$dir" -I"$inc" -isystem "$cccl" -c "$main" -o "$dir/app.o" &&
    "$cxx" "$dir/app.o" -o "$dir/app" -lboost_context -pthread ||
    { echo "O$opt: FAIL driver build"; exit 1; }
  "$dir/app" || { echo "O$opt: FAIL run"; exit 1; }
  echo "O$opt: PASS"
done
