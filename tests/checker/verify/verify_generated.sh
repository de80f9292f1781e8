#!/usr/bin/env bash
# verify_generated.sh RUSTC RSGPU_GEN RLIB_DIR KERNEL.rs OPT WORKDIR [INJECT]
# rustc --emit=mir -C opt-level=OPT, then `rsgpu-gen translate --verify`.
# Without INJECT the generated C++ must verify clean (exit 0, file written).
# With INJECT (raw-sync | use-after-move: RSGPU_GEN_VERIFY_INJECT corrupts
# the emission the way a buggy emitter would) it must be an internal error:
# exit 2, RG0411 naming the checker's code, located at the kernel's `fn` line
# in the MIR file, and no output file.
set -uo pipefail
rustc=$1 gen=$2 rlibdir=$3 kernel=$4 opt=$5 work=$6 inject=${7:-}
name=$(basename "$kernel" .rs)
mkdir -p "$work"
mir="$work/$name.O$opt.mir" cu="$work/$name.O$opt${inject:+.$inject}.cu"
rm -f "$cu"
env -u RUSTFLAGS "$rustc" --emit=mir --crate-type=lib -C opt-level="$opt" --edition 2021 \
  --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$kernel" -o "$mir" || exit 1

if [[ -z $inject ]]; then
  out=$("$gen" translate --verify "$mir" -o "$cu" 2>&1)
  rc=$?
  [[ $rc -eq 0 && -s $cu ]] || { printf '%s\n' "$out"; echo "expected a clean verification (exit 0), got $rc" >&2; exit 1; }
  echo "$name O$opt: generated C++ verified clean"
  exit 0
fi

out=$(RSGPU_GEN_VERIFY_INJECT=$inject "$gen" translate --verify "$mir" -o "$cu" 2>&1)
rc=$?
printf '%s\n' "$out"
fail() { echo "FAIL: $*" >&2; exit 1; }
[[ $rc -eq 2 ]] || fail "expected exit 2 (internal error), got $rc"
[[ ! -e $cu ]] || fail "an output file was written despite the failed verification"
case $inject in
  raw-sync) code=RG0406 ;;
  use-after-move) code=RG0401 ;;
  *) fail "unknown injection $inject" ;;
esac
# The MIR line of the first kernel (the emitter's first functor).
mirtext=$(<"$mir")
line=$(printf '%s\n' "$mirtext" | awk '/^fn [A-Za-z_0-9]+\(/ { print NR; exit }')
[[ -n $line ]] || fail "no kernel in $mir"
[[ $out == *"error[RG0411]: generated C++ fails verification in the code generated for kernel"*"[$code]"* ]] ||
  fail "no RG0411 naming $code"
[[ $out == *"--> $mir:$line:1"* ]] || fail "not located at the kernel's MIR line $line"
[[ $out == *"this is a bug in rsgpu-gen"* ]] || fail "no note saying it is a generator bug"
echo "$name O$opt: injected $inject caught as RG0411 at $(basename "$mir"):$line"
