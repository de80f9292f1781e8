#!/usr/bin/env bash
# reject.sh RUSTC RSGPU_GEN RLIB_DIR FILECHECK KERNEL.rs WORKDIR [accept]
# rustc --emit=mir on KERNEL.rs, then `rsgpu-gen translate`. By default the
# translation must fail with exit code 1 and its diagnostics must match the
# `// CHECK:` lines of KERNEL.rs (and the `// CHECK-O0:` / `// CHECK-O3:`
# lines of that opt-level); with `accept` it must succeed and the IR
# (--emit=ir) must match them; with `cuda` (opt-level 3 only: the bounds
# proofs read rustc's optimised MIR) it must succeed and the CUDA C++ must.
set -uo pipefail
rustc=$1 gen=$2 rlibdir=$3 filecheck=$4 kernel=$5 work=$6 mode=${7:-reject}
name=$(basename "$kernel" .rs)
mkdir -p "$work"
opts="0 3"
[[ $mode == cuda ]] && opts=3
# `// OPT-LEVELS: 0` in KERNEL.rs: a case that holds at those levels only
# (a proof that needs overflow-checked arithmetic, and its O3 refusal).
if lv=$(sed -n 's#^// OPT-LEVELS: *##p' "$kernel") && [[ -n $lv ]]; then opts=$lv; fi
for opt in $opts; do
  mir="$work/$name.O$opt.mir"
  "$rustc" --emit=mir --crate-type=lib -C opt-level=$opt --edition 2021 \
    --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$kernel" -o "$mir" || exit 1
  if [[ $mode == accept ]]; then
    out=$("$gen" translate "$mir" --emit=ir 2>&1) || { printf '%s\n' "$out"; exit 1; }
  elif [[ $mode == cuda ]]; then
    cu="$work/$name.O$opt.cu"
    out=$("$gen" translate "$mir" -o "$cu" 2>&1) || { printf '%s\n' "$out"; exit 1; }
    out=$(cat "$cu")
  else
    out=$("$gen" translate "$mir" -o "$work/$name.O$opt.cu" 2>&1)
    rc=$?
    if [[ $rc -ne 1 ]]; then
      printf '%s\n' "$out"
      echo "O$opt: expected exit code 1, got $rc" >&2
      exit 1
    fi
  fi
  printf '%s\n' "$out" | "$filecheck" --match-full-lines=false --allow-unused-prefixes \
    --check-prefixes=CHECK,CHECK-O$opt "$kernel" ||
    exit 1
  # Every translation a test accepts must also be well-formed C++ (issue 15:
  # `case 4294967295:` for an i32 match came out with exit 0): the host
  # compiler parses it against rsgpu's headers when RSGPU_TEST_CXX is set.
  if [[ $mode != reject && -n ${RSGPU_TEST_CXX:-} ]]; then
    cu="$work/$name.O$opt.cu"
    [[ $mode == accept ]] && { "$gen" translate "$mir" -o "$cu" || exit 1; }
    pch=() # <rsgpu/rsgpu.hpp> precompiled with these flags (tests/CMakeLists.txt)
    # (not when a header is newer: GCC would use it stale)
    gch=${RSGPU_TEST_PCH:-}/rsgpu/rsgpu.hpp.gch
    if [[ -n ${RSGPU_TEST_PCH:-} && -f $gch &&
      -z $(find "$RSGPU_TEST_INCLUDE" -name '*.hpp' -newer "$gch" -print -quit) ]]; then
      pch=(-I"$RSGPU_TEST_PCH" -Winvalid-pch)
    fi
    "$RSGPU_TEST_CXX" -std=c++20 -fsyntax-only -Wall -Werror -Wno-unused \
      "${pch[@]}" -I"$RSGPU_TEST_INCLUDE" -isystem "${RSGPU_TEST_CCCL:-/usr/local/cuda/include/cccl}" \
      -x c++ "$cu" ||
      { echo "O$opt: the emitted CUDA C++ does not compile" >&2; exit 1; }
  fi
done
