#!/usr/bin/env bash
# verify_all.sh RUSTC RSGPU_GEN RLIB_DIR OPT WORKDIR SKIP_NAMES KERNEL.rs...
# Every kernel the generator translates (exit 0 without --verify) must also
# verify clean; kernels it rejects (exit 1: an analysis or the emitter's
# subset) are listed and skipped. Kernels named in SKIP_NAMES (comma list)
# have their own checker.verify_generated.* tests. Fails when a translation
# crashes (exit 2) or a verification fails.
set -uo pipefail
rustc=$1 gen=$2 rlibdir=$3 opt=$4 work=$5 skip=",$6,"
shift 6
mkdir -p "$work"
verified=0 rejected=0 failed=0
for k in "$@"; do
  name=$(basename "$k" .rs)
  [[ $skip == *",$name,"* ]] && continue
  mir="$work/$name.O$opt.mir"
  env -u RUSTFLAGS "$rustc" --emit=mir --crate-type=lib -C opt-level="$opt" --edition 2021 \
    --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$k" -o "$mir" || exit 1
  "$gen" translate "$mir" -o "$work/$name.O$opt.cu" >/dev/null 2>&1
  rc=$?
  if [[ $rc -eq 1 ]]; then
    echo "$name O$opt: rejected by the generator (exit 1), not verified"
    rejected=$((rejected + 1))
    continue
  fi
  [[ $rc -eq 0 ]] || { echo "$name O$opt: translate exit $rc" >&2; failed=$((failed + 1)); continue; }
  out=$("$gen" translate --verify "$mir" -o "$work/$name.O$opt.verified.cu" 2>&1)
  rc=$?
  if [[ $rc -ne 0 ]]; then
    printf '%s\n' "$out"
    echo "FAIL: $name O$opt: generated C++ does not verify (exit $rc)" >&2
    failed=$((failed + 1))
  else
    echo "$name O$opt: verified clean"
    verified=$((verified + 1))
  fi
done
echo "verified $verified, rejected by the generator $rejected, failed $failed"
[[ $failed -eq 0 ]]
