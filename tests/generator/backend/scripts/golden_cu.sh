#!/usr/bin/env bash
# golden_cu.sh RUSTC RSGPU_GEN RLIB_DIR KERNEL.rs GOLDEN.cu WORKDIR
# rustc --emit=mir -C opt-level=3, `rsgpu-gen translate`, and an exact
# comparison with the checked-in CUDA file. RSGPU_UPDATE_GOLDEN=1 rewrites it.
set -euo pipefail
rustc=$1 gen=$2 rlibdir=$3 kernel=$4 golden=$5 work=$6
name=$(basename "$kernel" .rs)
mkdir -p "$work"
mir="$work/$name.mir"
"$rustc" --emit=mir --crate-type=lib -C opt-level=3 --edition 2021 \
  --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$kernel" -o "$mir"
"$gen" translate "$mir" -o "$work/$name.cu"
if [[ ${RSGPU_UPDATE_GOLDEN:-0} == 1 ]]; then
  cp "$work/$name.cu" "$golden"
  echo "updated $golden"
  exit 0
fi
diff -u "$golden" "$work/$name.cu"
