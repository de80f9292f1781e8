#!/usr/bin/env bash
# run.sh RUSTC BINDINGS_SYNC MANIFEST WORKDIR [CASE]
# rustc --emit=mir on bindings/rust, then rsgpu-bindings-sync. Without CASE
# the crate, the manifest, the call table and rsgpu's headers must agree
# (exit 0). A CASE breaks one side and the tool must fail (exit 1) naming it:
#   rust_only_intrinsic  an extra Rust function (extra_intrinsic.rs)
#   cxx_type_mismatch    sqrtf's counterpart computes in double
#   cxx_missing          ballot's counterpart calls a member rsgpu lacks
# MANIFEST is generated from generator/ir/Calls.def (rsgpu-gen calls --manifest).
set -uo pipefail
rustc=$1 tool=$2 manifest=$3 work=$4 case=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
crate=$(cd "$here/../../../bindings/rust/src" && pwd)/lib.rs
mkdir -p "$work"
env -u RUSTFLAGS "$rustc" --emit=mir --crate-type=rlib --crate-name rsgpu --edition 2021 \
  -C opt-level=0 "$crate" -o "$work/bindings.mir" || exit 1
if [[ -z $case ]]; then
  exec "$tool" "$manifest" "$work/bindings.mir"
fi
fail() { echo "FAIL: $*" >&2; exit 1; }
mirs=("$work/bindings.mir") m="$work/manifest.$case.txt"
cp "$manifest" "$m"
case $case in
  rust_only_intrinsic)
    env -u RUSTFLAGS "$rustc" --emit=mir --crate-type=lib --edition 2021 \
      "$here/extra_intrinsic.rs" -o "$work/extra.mir" || exit 1
    mirs+=("$work/extra.mir")
    expect='the Rust crate defines `match_any` (fn(u32) -> u32) but the manifest has no entry' ;;
  cxx_type_mismatch)
    sed -i 's/| math.sqrtf | sqrtf(a0)$/| math.sqrtf | sqrt(a0)/' "$m"
    expect='`sqrtf` (Rust fn(f32) -> f32, manifest line' ;;
  cxx_missing)
    sed -i 's/thread_.block().warp().ballot(a0)$/thread_.block().warp().ballot_sync(a0)/' "$m"
    expect="no member named 'ballot_sync'" ;;
  *) fail "unknown case $case" ;;
esac
cmp -s "$manifest" "$m" && [[ $case != rust_only_intrinsic ]] && fail "the manifest edit did not apply"
out=$("$tool" "$m" "${mirs[@]}" 2>&1)
rc=$?
printf '%s\n' "$out"
[[ $rc -eq 1 ]] || fail "expected exit 1 (out of sync), got $rc"
[[ $out == *"$expect"* ]] || fail "no diagnostic containing: $expect"
[[ $out == *"OUT OF SYNC"* ]] || fail "no OUT OF SYNC summary"
echo "PASS: $case detected"
