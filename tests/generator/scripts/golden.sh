#!/usr/bin/env bash
# golden.sh RUSTC RSGPU_GEN RLIB_DIR KERNEL.rs OPT GOLDEN WORKDIR [extra rustc flags...]
# Runs rustc --emit=mir on a kernel, builds its IR and compares the IR dump
# with the checked-in golden file exactly. RSGPU_UPDATE_GOLDEN=1 rewrites it.
# With GOLDEN=- it only checks that the IR builds (dialect smoke tests).
set -euo pipefail
rustc=$1 gen=$2 rlibdir=$3 kernel=$4 opt=$5 golden=$6 work=$7
shift 7
name=$(basename "$kernel" .rs)
mkdir -p "$work"
mir="$work/$name.O$opt$(echo "$*" | tr -c 'a-z0-9' '_').mir"
"$rustc" --emit=mir --crate-type=lib -C opt-level="$opt" --edition 2021 \
  --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$@" "$kernel" -o "$mir"
ir=$("$gen" parse "$mir" --dump-ir)
if [[ $golden == - ]]; then
  grep -q "^kernel @$name(" <<<"$ir" || { echo "no kernel @$name in the IR" >&2; exit 1; }
  exit 0
fi
if [[ ${RSGPU_UPDATE_GOLDEN:-0} == 1 ]]; then
  printf '%s\n' "$ir" >"$golden"
  echo "updated $golden"
  exit 0
fi
diff -u "$golden" <(printf '%s\n' "$ir")
