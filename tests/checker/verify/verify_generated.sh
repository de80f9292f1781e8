#!/usr/bin/env bash
# verify_generated.sh RUSTC RSGPU_GEN RLIB_DIR KERNEL.rs OPT WORKDIR [INJECT]
# rustc --emit=mir -C opt-level=OPT, then `rsgpu-gen translate --verify`.
# Without INJECT the generated C++ must verify clean (exit 0, file written).
# With INJECT (raw-sync | raw-shfl | use-after-move: RSGPU_GEN_VERIFY_INJECT
# corrupts the emission the way a buggy emitter would) it must be an internal
# error: exit 2, RG0411 naming the checker's code, located in the MIR file at
# the kernel's `fn` line (raw-sync, use-after-move: lines that assign nothing)
# or at the MIR statement `_N = shfl_down...` whose line was corrupted
# (raw-shfl), and no output file.
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
mirtext=$(<"$mir")
# The MIR line expected: the first kernel's `fn` (the emitter's first
# functor), or the first shfl_down call statement.
case $inject in
  raw-sync) code=RG0406 pattern='^fn [A-Za-z_0-9]+\(' col=1 ;;
  use-after-move) code=RG0401 pattern='^fn [A-Za-z_0-9]+\(' col=1 ;;
  raw-shfl) code=RG0408 pattern='= shfl_down' col= ;;
  *) fail "unknown injection $inject" ;;
esac
line=$(printf '%s\n' "$mirtext" | awk -v p="$pattern" '$0 ~ p { print NR; exit }')
[[ -n $line ]] || fail "no line matching $pattern in $mir"
[[ $out == *"error[RG0411]: generated C++ fails verification in the code generated for kernel"*"[$code]"* ]] ||
  fail "no RG0411 naming $code"
[[ $out == *"--> $mir:$line:$col"* ]] || fail "not located at MIR line $line"
[[ $out == *"this is a bug in rsgpu-gen"* ]] || fail "no note saying it is a generator bug"
echo "$name O$opt: injected $inject caught as RG0411 at $(basename "$mir"):$line"
