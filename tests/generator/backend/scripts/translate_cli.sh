#!/usr/bin/env bash
# translate_cli.sh RUSTC RSGPU_GEN RLIB_DIR SAXPY.rs WORKDIR
# `rsgpu-gen translate`: RG0001 (unreadable input), RG0300 (unwritable
# output), --emit=ir and --emit=cuda to a file and to stdout, JSON diagnostics.
set -uo pipefail
rustc=$1 gen=$2 rlibdir=$3 kernel=$4 work=$5
mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
mir="$work/saxpy.mir"
"$rustc" --emit=mir --crate-type=lib -C opt-level=3 --edition 2021 \
  --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$kernel" -o "$mir" || exit 1

out=$("$gen" translate "$work/missing.mir" 2>&1); rc=$?
[[ $rc -eq 1 && $out == *"error[RG0001]: cannot read"* ]] || fail "RG0001 ($rc): $out"

out=$("$gen" translate "$mir" -o "$work/no/such/dir/saxpy.cu" 2>&1); rc=$?
[[ $rc -eq 1 && $out == *"error[RG0300]: cannot write"* ]] || fail "RG0300 ($rc): $out"

out=$("$gen" translate "$mir" --emit=ir 2>&1) || fail "--emit=ir: $out"
[[ $out == *"kernel @saxpy("* ]] || fail "--emit=ir prints no kernel: $out"

rm -f "$work/saxpy.cu"
"$gen" translate "$mir" -o "$work/saxpy.cu" || fail "--emit=cuda -o"
grep -q '^struct saxpy {' "$work/saxpy.cu" || fail "no functor in saxpy.cu"
grep -q 'launch_saxpy(' "$work/saxpy.cu" || fail "no launch stub in saxpy.cu"
out=$("$gen" translate "$mir" --emit=cuda) || fail "--emit=cuda to stdout"
[[ $out == *"#include <rsgpu/rsgpu.hpp>"* ]] || fail "stdout output"

# A rejected kernel writes no file; JSON diagnostics carry the code.
cat >"$work/racy.rs" <<'RS'
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn racy(y: &mut [f32]) { y[0] = 1.0; }
}
RS
"$rustc" --emit=mir --crate-type=lib -C opt-level=3 --edition 2021 \
  --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$work/racy.rs" -o "$work/racy.mir" || exit 1
rm -f "$work/racy.cu"
out=$("$gen" translate "$work/racy.mir" -o "$work/racy.cu" --error-format=json 2>&1); rc=$?
[[ $rc -eq 1 && $out == *'"RG0201"'* ]] || fail "json RG0201 ($rc): $out"
[[ ! -e "$work/racy.cu" ]] || fail "a rejected kernel left racy.cu"
echo ok
