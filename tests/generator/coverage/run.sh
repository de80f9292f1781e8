#!/usr/bin/env bash
# run.sh NAME OPT [translate] — one coverage test (tests/generator/coverage/coverage.cmake):
#   1. the kernel compiled natively by rustc (overflow checks on) against the
#      `host` bindings, and its case runner: the reference records inputs and
#      results (a kernel that does not compile or panics fails here);
#   2. rustc --emit=mir at opt-level OPT -> rsgpu-gen translate;
#   3. driver.cpp + the generated .cu -> the host emulator replays each
#      launch through the kernel it named (every kernel of the file is in the
#      driver; a launch of one it lacks fails) and compares every buffer bit
#      for bit (O3: with --checks).
# Environment (set by coverage.cmake): RSGPU_RUSTC, RSGPU_GEN, RSGPU_CXX,
# RSGPU_RLIBS (the diff build dir: host/ rlibs), RSGPU_GEN_RLIB_DIR (the device
# rlib rsgpu-gen reads, cmake/RsgpuRustKernels.cmake), RSGPU_COVERAGE_DIR.
# The last line says which step failed: `COVERAGE NAME OPT: PASS|FAIL <step>`.
# With `translate`, step 2 alone (the default test preset's
# generator.corpus.NAME.OPT: a second or two, no C++ build): `TRANSLATE NAME
# OPT: PASS|FAIL <step>`.
set -uo pipefail
name=$1 opt=$2 only=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
rustc=${RSGPU_RUSTC:-rustc}
out=$RSGPU_COVERAGE_DIR
work=$out/$name/O$opt
[[ $only == translate ]] && work=$out/$name/translate-O$opt
rm -rf "$work" && mkdir -p "$work"
kernel=$here/kernels/$name.rs
fail() { echo "COVERAGE $name O$opt: FAIL $1"; exit 1; }
r() { "$rustc" --edition 2021 "$@"; }

translate() {
  echo "== rustc --emit=mir -C opt-level=$opt + rsgpu-gen translate"
  r --emit=mir --crate-type=lib -C opt-level="$opt" --extern rsgpu="$RSGPU_GEN_RLIB_DIR/librsgpu.rlib" \
    -L "$RSGPU_GEN_RLIB_DIR" "$kernel" -o "$work/$name.mir" || fail mir
  "$RSGPU_GEN" translate "$work/$name.mir" -o "$work/$name.cu"
  local rc=$?
  ((rc == 0)) || fail "translate(exit $rc)"
}
if [[ $only == translate ]]; then
  fail() { echo "TRANSLATE $name O$opt: FAIL $1"; exit 1; }
  translate
  echo "TRANSLATE $name O$opt: PASS"
  exit 0
fi

echo "== rustc reference (native, host bindings)"
# The O0 and O3 tests of a kernel share one reference build (flock: they may
# run in parallel); it is rebuilt when the kernel, its case or the rlibs change.
refdir=$out/$name/ref
mkdir -p "$refdir"
(
  flock 9
  if [[ ! -x $refdir/ref || $kernel -nt $refdir/ref || $here/cases/$name.rs -nt $refdir/ref ||
        $RSGPU_RLIBS/host/libdiff.rlib -nt $refdir/ref ]]; then
    rm -f "$refdir/ref"
    r --crate-type=rlib --crate-name kernel -C opt-level=1 -C overflow-checks=on "$kernel" \
      --extern rsgpu="$RSGPU_RLIBS/host/librsgpu.rlib" -o "$refdir/libkernel.rlib" &&
      r -C opt-level=1 "$here/cases/$name.rs" --extern diff="$RSGPU_RLIBS/host/libdiff.rlib" \
        --extern kernel="$refdir/libkernel.rlib" --extern rsgpu="$RSGPU_RLIBS/host/librsgpu.rlib" \
        -L dependency="$RSGPU_RLIBS/host" -o "$refdir/ref.tmp" && mv "$refdir/ref.tmp" "$refdir/ref"
  fi
) 9>"$refdir/lock"
[[ -x $refdir/ref ]] || fail reference-build
"$refdir/ref" "$work/inputs.bin" "$work/expected.bin" || fail reference-run

translate

echo "== driver.cpp + $name.cu (host emulator)"
# Every kernel of the .cu (its launch stubs): each recorded launch is replayed
# through the kernel it named, and one the driver lacks fails the run.
kernels=$(grep -oE '^\[\[nodiscard\]\] inline rsgpu::Result<void> launch_[A-Za-z0-9_]+\(' "$work/$name.cu" |
  sed -E 's/.* launch_([A-Za-z0-9_]+)\($/\1/')
grep -qx "$name" <<<"$kernels" || fail "no launch_$name in $name.cu"
{
  printf '#ifndef RSGPU_DIFF_KERNEL\n#include "%s.cu"\n#else\n' "$name"
  printf 'RSGPU_DIFF_KERNEL(%s)\n' $kernels
  printf '#endif\n'
} >"$work/diff_kernels.inc"
# shellcheck disable=SC2046
${RSGPU_CCACHE:-} "$RSGPU_CXX" -O1 $(cat "$out/driver_flags.txt") -I"$work" \
  "$root/tests/generator/backend/diff/driver.cpp" -o "$work/driver" $(cat "$out/driver_libs.txt") ||
  fail cxx-build
checks=()
((opt == 3)) && checks=(--checks)
"$work/driver" "$name" "$work/inputs.bin" "$work/expected.bin" "${checks[@]}" || fail differential
echo "COVERAGE $name O$opt: PASS"
