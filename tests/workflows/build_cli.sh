#!/usr/bin/env bash
# workflows.build_cli: `rsgpu-gen build` argument handling and diagnostics:
# each failure exits 1 with its error code (docs/generator/error-codes.md) and
# a missing tool is found missing before any work; the happy paths for .rs and
# .mir input write the mode's files.
# With NVCC given, aot mode for two archs runs nvcc once (a counting wrapper,
# found through $NVCC) and still writes every PTX and cubin.
# Usage: build_cli.sh RSGPU_GEN RUSTC RLIB KERNELS_DIR WORK [NVCC]
set -uo pipefail
gen=$1 rustc=$2 rlib=$3 kdir=$4 work=$5 nvcc=${6:-}
rm -rf "$work" && mkdir -p "$work"
fail=0
# expect CODE EXIT ARGS...: runs rsgpu-gen build ARGS, checks exit and code.
expect() {
  local code=$1 want=$2
  shift 2
  local out rc
  out=$("$gen" build "$@" 2>&1)
  rc=$?
  if [[ $rc != "$want" ]]; then
    echo "FAIL: rsgpu-gen build $* exited $rc, expected $want"$'\n'"$out"; fail=1
  elif [[ -n $code && $out != *"$code"* ]]; then
    echo "FAIL: rsgpu-gen build $*: no $code in"$'\n'"$out"; fail=1
  else
    echo "ok: $* -> $rc ${code}"
  fi
}
unset RSGPU_RLIB NVCC RUSTC
expect RG0310 1 "$work/k.txt" --mode host -o "$work/o"
expect RG0313 1 "$kdir/saxpy.rs" --mode host -o "$work/o"
touch "$work/file"
expect RG0314 1 "$kdir/saxpy.rs" --mode host -o "$work/file/out" --rsgpu-rlib "$rlib"
expect RG0313 1 "$kdir/saxpy.rs" --mode host -o "$work/o" --rsgpu-rlib "$work/none.rlib"
expect RG0310 1 "$kdir/saxpy.rs" --mode aot --arch sm_9x -o "$work/o" --rsgpu-rlib "$rlib"
expect RG0311 1 "$kdir/saxpy.rs" --mode host -o "$work/o" --rsgpu-rlib "$rlib" --rustc "$work/no-rustc"
expect RG0311 1 "$kdir/saxpy.rs" --mode rdc -o "$work/o" --rsgpu-rlib "$rlib" --nvcc "$work/no-nvcc"
[[ -e $work/o/saxpy.mir ]] && { echo "FAIL: rustc ran although nvcc is missing"; fail=1; }
NVCC=$work/no-nvcc expect RG0311 1 "$kdir/saxpy.rs" --mode aot -o "$work/o" --rsgpu-rlib "$rlib"
printf 'pub fn broken( {\n' >"$work/broken.rs"
expect RG0312 1 "$work/broken.rs" --mode host -o "$work/o" --rsgpu-rlib "$rlib" --rustc "$rustc"
expect RG0312 1 "$kdir/saxpy.rs" --mode aot -o "$work/o" --rsgpu-rlib "$rlib" --rustc "$rustc" --nvcc /bin/false
json=$("$gen" build "$kdir/saxpy.rs" --mode host -o "$work/o" --error-format=json 2>&1)
[[ $json == *'"code":"RG0313"'* ]] || { echo "FAIL: JSON diagnostics: $json"; fail=1; }

# Happy paths: .rs -> jit files; .mir -> host header without rustc.
expect "" 0 "$kdir/saxpy.rs" --mode jit -o "$work/jit" --rsgpu-rlib "$rlib" --rustc "$rustc"
for f in saxpy.mir saxpy.hpp saxpy.kernels.cu saxpy.manifest; do
  [[ -s $work/jit/$f ]] || { echo "FAIL: jit mode did not write $f"; fail=1; }
done
cu=$(cat "$work/jit/saxpy.kernels.cu")
[[ $cu == *'extern "C" __global__ void rsgpu_kernel_saxpy(float a, rsgpu::Slice<const float> x, rsgpu::SliceMut<float> y)'* ]] ||
  { echo "FAIL: no C-linkage entry in saxpy.kernels.cu"; fail=1; }
[[ $cu == *rsgpu_device_saxpy* ]] && { echo "FAIL: device functions outside rdc mode"; fail=1; }
# --rsgpu-rlib as a bare file name, run from its directory (no parent dir:
# rustc must still get a -L, ".").
( cd "$(dirname "$rlib")" && expect "" 0 "$kdir/saxpy.rs" --mode host -o "$work/bare" \
    --rsgpu-rlib "$(basename "$rlib")" --rustc "$rustc"; exit $fail ) || fail=1
[[ -s $work/bare/saxpy.hpp ]] || { echo "FAIL: --rsgpu-rlib librsgpu.rlib (bare name)"; fail=1; }
RSGPU_RLIB=/nonexistent RUSTC=/nonexistent expect "" 0 "$work/jit/saxpy.mir" --mode host -o "$work/host"
[[ -s $work/host/saxpy.hpp && ! -e $work/host/saxpy.kernels.cu ]] ||
  { echo "FAIL: host mode files"; fail=1; }
cmp -s "$work/host/saxpy.hpp" "$work/jit/saxpy.hpp" || { echo "FAIL: .mir and .rs input differ"; fail=1; }
# A NaN constant rustc folds at opt-level 3 (`signum` inlined) has no sign
# or payload in the MIR: build translates the opt-level-0 MIR instead, with
# a warning (RG0102), and the kernel is built; with a race beside it the
# build fails with the race (found in the opt-level-0 MIR: the refusal
# stops the opt-level-3 function's lowering before the analyses).
cat >"$work/sig.rs" <<'RS'
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn sig(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() { out[i] = x[i].signum(); }
    }
}
RS
out=$("$gen" build "$work/sig.rs" --mode host -o "$work/sig" --rsgpu-rlib "$rlib" --rustc "$rustc" 2>&1)
rc=$?
if [[ $rc != 0 || $out != *"warning[RG0102]: the MIR of opt-level 3 holds a NaN constant"* ||
      ! -s $work/sig/sig.hpp || ! -s $work/sig/sig.O0.mir ]]; then
  echo "FAIL: signum at opt-level 3 ($rc):"$'\n'"$out"; fail=1
else
  echo "ok: signum at opt-level 3 -> the opt-level-0 MIR, with RG0102's warning"
fi
sed 's/out\[i\] = x\[i\].signum();/out[i] = x[i].signum(); out[0] = 1.0;/' "$work/sig.rs" >"$work/sig2.rs"
out=$("$gen" build "$work/sig2.rs" --mode host -o "$work/sig2" --rsgpu-rlib "$rlib" --rustc "$rustc" 2>&1)
rc=$?
if [[ $rc != 1 || $out != *"error[RG0201]: write to \`out[0]\` may collide"* ]]; then
  echo "FAIL: a race beside a folded NaN ($rc):"$'\n'"$out"; fail=1
else
  echo "ok: a race beside a folded NaN -> RG0201"
fi
if [[ -n $nvcc ]]; then
  printf '#!/bin/sh\necho run >>"%s/nvcc.log"\nexec "%s" "$@"\n' "$work" "$nvcc" >"$work/nvcc-wrap"
  chmod +x "$work/nvcc-wrap"
  NVCC=$work/nvcc-wrap expect "" 0 "$kdir/saxpy.rs" --mode aot --arch sm_80,sm_90 -o "$work/aot" \
    --rsgpu-rlib "$rlib" --rustc "$rustc"
  runs=$(wc -l <"$work/nvcc.log")
  [[ $runs == 1 ]] || { echo "FAIL: aot ran nvcc $runs times"; fail=1; }
  for f in saxpy.sm_80.ptx saxpy.sm_80.cubin saxpy.sm_90.ptx saxpy.sm_90.cubin saxpy.fatbin; do
    [[ -s $work/aot/$f ]] || { echo "FAIL: aot mode did not write $f"; fail=1; }
  done
  [[ -e $work/aot/.keep-saxpy ]] && { echo "FAIL: nvcc's kept files left behind"; fail=1; }
fi
exit $fail
