#!/usr/bin/env bash
# kernels_status.sh RUSTC RSGPU_GEN RLIB_DIR KERNELS_DIR EXPECTED WORKDIR
# Runs the safety analyses (`rsgpu-gen translate --emit=ir`) over every kernel
# of KERNELS_DIR at O0 and O3 and compares "NAME.OPT: codes" (or "ok") with
# EXPECTED exactly: a change in what the analyses accept shows up here.
# RSGPU_UPDATE_GOLDEN=1 rewrites EXPECTED.
set -uo pipefail
rustc=$1 gen=$2 rlibdir=$3 dir=$4 expected=$5 work=$6
mkdir -p "$work"
out=""
for k in "$dir"/*.rs; do
  name=$(basename "$k" .rs)
  for opt in 0 3; do
    mir="$work/$name.O$opt.mir"
    "$rustc" --emit=mir --crate-type=lib -C opt-level=$opt --edition 2021 \
      --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$k" -o "$mir" || exit 1
    codes=$("$gen" translate "$mir" --emit=ir -o /dev/null 2>&1 |
            grep -oE '^error\[RG[0-9]+\]' | sed 's/error\[\(.*\)\]/\1/' | sort | uniq | tr '\n' ' ')
    out+="$name.O$opt: ${codes:-ok}"$'\n'
  done
done
out=$(printf '%s' "$out" | sed 's/ *$//')
if [[ ${RSGPU_UPDATE_GOLDEN:-0} == 1 ]]; then
  printf '%s\n' "$out" >"$expected"
  exit 0
fi
diff -u "$expected" <(printf '%s\n' "$out")
