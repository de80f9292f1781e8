#!/usr/bin/env bash
# gpu.ptx_float_semantics (label cuda, no GPU): Rust's float semantics in the
# PTX of every generated kernel, on every compilation path
# (docs/float-semantics.md):
#   aot  rsgpu-gen build --mode aot: its K.sm_90.ptx
#   rdc  rsgpu-gen build --mode rdc: the PTX of its `nvcc -dc` (kept by an
#        nvcc wrapper that only adds -keep)
#   lto  K.lto.o device-linked as docs/workflows.md says (-dlto with
#        -Xnvlink=-Xnvvm=-fma=0): the PTX libNVVM makes at link time
#   jit  rsgpu::jit::compile (NVRTC, its default options) of K.kernels.cu
# The CMake function and the Cargo build script run `rsgpu-gen build`, so they
# get the aot/rdc/jit flags checked here.
# Rules for each PTX, from what the kernel's MIR calls:
#   R1 every float add/sub/mul carries a rounding mode (.rn): nvcc's
#      --fmad=false form; ptxas may fuse a plain mul.f32 + add.f32 into an FMA.
#   R2 no .approx and no .ftz instruction, except, when the MIR calls a
#      transcendental function (expf, sinf, ...), the forms CUDA's own
#      implementations of those use (ex2/lg2.approx.ftz.f32, rcp/rsqrt.approx.ftz.f64);
#      division and square root are always div.rn/sqrt.rn.
#   R3 float fma/mad: none unless the MIR calls fmaf/fma/mul_add; at least one
#      when it does (mul_add keeps its single rounding). With transcendental
#      calls CUDA's implementations contain fmas, so only R1/R2 apply.
# And the check itself must fail: saxpy compiled by nvcc with its default
# flags (contraction on) is rejected.
# Usage: ptx_float_semantics.sh GEN RUSTC BINDINGS_SRC NVCC PTX_JIT INCLUDE WORK KERNEL.rs...
# RSGPU_TEST_JOBS kernels at a time (default 2).
# RSGPU_PTX_LINK_KERNELS: comma list of kernel names that also go through rdc
# and lto (default: all). Every kernel takes aot and jit (the kernel's own code
# under the nvcc and the NVRTC device headers); rdc and lto differ from aot only
# in their flags and link step, the same for every kernel, and cost 4x aot's
# time (nvcc -dc compiles the host side twice): the default test names a
# subset, gpu.ptx_float_semantics_every_path (label long) takes all.
set -euo pipefail
gen=$1 rustc=$2 bindings=$3 nvcc=$4 ptx_jit=$5 include=$6 work=$7
shift 7
arch=90
jobs=${RSGPU_TEST_JOBS:-2}
rm -rf "$work"
mkdir -p "$work/rlib"
env -u RUSTFLAGS "$rustc" --crate-type=rlib --crate-name rsgpu --edition 2021 -C opt-level=2 \
  "$bindings/lib.rs" --out-dir "$work/rlib"
rlib=$work/rlib/librsgpu.rlib

# An nvcc that keeps its intermediate files for `-dc` compiles (rdc mode);
# everything else passes through unchanged.
cat >"$work/nvcc-keep" <<EOF
#!/usr/bin/env bash
for a in "\$@"; do
  if [[ \$a == -dc ]]; then
    d=\$(mktemp -d "$work/keep.XXXXXX")
    echo "\$*" >"\$d/cmd"
    exec "$nvcc" "\$@" -keep -keep-dir "\$d"
  fi
done
exec "$nvcc" "\$@"
EOF
chmod +x "$work/nvcc-keep"

# check PTX MIR LABEL: prints violations, returns 1 on any.
check() {
  local ptx=$1 mir=$2 label=$3 bad=0
  local fused trans
  # MIR call sites; rustc trims paths (`rsgpu::math::fmaf(` or `fmaf(`).
  fused=$(grep -cE '= (rsgpu::math::)?(fmaf|fma|[A-Za-z0-9_:<>]*::mul_add)(::<[^>]*>)?\(' "$mir" || true)
  trans=$(grep -cE '= (rsgpu::math::)?(expf?|exp2f|logf?|log2f|sinf?|cosf?|tanf|tanhf|powf)(::<[^>]*>)?\(' "$mir" || true)
  [[ -s $ptx ]] || { echo "FAIL $label: no PTX at $ptx"; return 1; }
  grep -aqE '^\s*(\.(visible|weak|extern)\s+)?\.entry\s' "$ptx" || { echo "FAIL $label: PTX without an .entry"; return 1; }
  local r1
  r1=$(grep -anE '^\s*(@!?%\w+\s+)?(add|sub|mul)(\.sat)?\.f(16|32|64)\s' "$ptx" | head -3 || true)
  if [[ -n $r1 ]]; then
    echo "FAIL $label: R1 float add/sub/mul without a rounding mode (contractible):"
    echo "$r1" | sed 's/^/    /'
    bad=1
  fi
  local r2
  r2=$(grep -anE '^\s*(@!?%\w+\s+)?[a-z0-9]+(\.[a-z0-9]+)*\.(approx|ftz)[. ]' "$ptx" || true)
  if ((trans)); then
    r2=$(echo "$r2" | grep -vE '\s(ex2|lg2)\.approx\.ftz\.f32\s|\s(rcp|rsqrt)\.approx\.ftz\.f64\s' || true)
  fi
  if [[ -n $r2 ]]; then
    echo "FAIL $label: R2 .approx/.ftz instruction:"
    echo "$r2" | head -3 | sed 's/^/    /'
    bad=1
  fi
  local nfma
  nfma=$(grep -acE '^\s*(@!?%\w+\s+)?(fma|mad)(\.[a-z0-9]+)*\.f(16|32|64)\s' "$ptx" || true)
  if ((!trans)); then
    if ((fused == 0 && nfma > 0)); then
      echo "FAIL $label: R3 $nfma float fma/mad, but the MIR calls no fmaf/mul_add:"
      grep -anE '^\s*(@!?%\w+\s+)?(fma|mad)(\.[a-z0-9]+)*\.f(16|32|64)\s' "$ptx" | head -3 | sed 's/^/    /'
      bad=1
    elif ((fused > 0 && nfma == 0)); then
      echo "FAIL $label: R3 the MIR calls fmaf/mul_add $fused time(s), the PTX has no fma"
      bad=1
    fi
  fi
  ((bad)) && return 1
  echo "ok   $label (fma: $nfma, MIR fmaf/mul_add calls: $fused, transcendental calls: $trans)"
}

# rdc and lto of one kernel (in one's output); returns 1 on a violation.
link_paths() {
  local name=$1 d=$2 mir=$3 st=0
  "$gen" build "$mir" --mode rdc --arch $arch --nvcc "$work/nvcc-keep" -o "$d/rdc" ||
    { echo "FAIL $name: rsgpu-gen build --mode rdc"; exit 1; }
  local kept="" c
  for c in "$work"/keep.*/cmd; do
    grep -q -- "-o $d/rdc/$name.rdc.o" "$c" && kept=$(ls "${c%/cmd}"/*.ptx 2>/dev/null | head -1)
  done
  check "$kept" "$mir" "$name rdc" || st=1
  # -dlto: the device link recompiles; nvcc does not pass --fmad=false to it.
  local link
  link=$("$nvcc" -arch=sm_$arch -dlto -dlink "$d/rdc/$name.lto.o" -Xnvlink=-Xnvvm=-fma=0 \
    -o "$d/dlto.o" -dryrun 2>&1 | sed -n 's/^#\$ \(nvlink .*\)$/\1/p')
  [[ -n $link ]] || { echo "FAIL $name: no nvlink step in nvcc -dlto -dryrun"; exit 1; }
  link=$(echo "$link" | sed -E "s| -o \"[^\"]*\"| -o \"$d/lto.ptx\"|; s|--register-link-binaries=\"[^\"]*\"||")
  (cd "$d" && PATH=$(dirname "$nvcc"):$PATH eval "$link -emit-ptx") ||
    { echo "FAIL $name: LTO link: $link"; exit 1; }
  check "$d/lto.ptx" "$mir" "$name lto" || st=1
  return $st
}

one() { # one kernel, every path; output to $work/NAME.log, exit status = verdict
  jit_lists
  local rs=$1 name
  name=$(basename "$rs" .rs)
  local d=$work/$name st=0
  mkdir -p "$d"
  {
    "$gen" build "$rs" --mode aot --arch $arch --rustc "$rustc" --rsgpu-rlib "$rlib" \
      --nvcc "$nvcc" -o "$d/aot" || { echo "FAIL $name: rsgpu-gen build --mode aot"; exit 1; }
    local mir=$d/aot/$name.mir
    check "$d/aot/$name.sm_$arch.ptx" "$mir" "$name aot" || st=1
    if [[ $link_kernels == all || ,$link_kernels, == *",$name,"* ]]; then
      link_paths "$name" "$d" "$mir" || st=1
    else
      echo "--   $name rdc, lto: not in RSGPU_PTX_LINK_KERNELS (gpu.ptx_float_semantics_every_path takes them)"
    fi
    local why=${jit_unsupported[$name]:-}
    if "$ptx_jit" "$d/aot/$name.kernels.cu" "$d/jit.ptx" sm_$arch 2>"$d/jit.err"; then
      if [[ -n $why ]]; then
        echo "FAIL $name jit: compiles now; remove it from jit_unsupported ($why)"
        st=1
      fi
      check "$d/jit.ptx" "$mir" "$name jit" || st=1
    elif [[ -n $why ]] && grep -qE "${jit_pattern[$name]}" "$d/jit.err"; then
      echo "xfail $name jit: NVRTC cannot compile it: $why"
    else
      cat "$d/jit.err"
      echo "FAIL $name: rsgpu::jit::compile"
      st=1
    fi
    exit $st
  } >"$work/$name.log" 2>&1
}
# Kernels the JIT path cannot compile yet, each with the error NVRTC must give
# (else this test fails); one that starts to compile fails the test until it
# is taken off the list. Empty: rsgpu::jit's device half
# (include/rsgpu/jit/device.hpp, what <rsgpu/rsgpu.hpp> is under NVRTC) has
# threads, slices, shared memory, panics, atomics, warps and clusters.
jit_lists() { # arrays do not cross `export`: each kernel's shell defines them
  declare -gA jit_unsupported=()
  declare -gA jit_pattern=()
}
export -f one check jit_lists link_paths
link_kernels=${RSGPU_PTX_LINK_KERNELS:-all}
# Every named link kernel must be among the kernels (a renamed one would drop out silently).
if [[ $link_kernels != all ]]; then
  for k in ${link_kernels//,/ }; do
    printf '%s\n' "$@" | grep -q "/$k\.rs$" ||
      { echo "FAIL: RSGPU_PTX_LINK_KERNELS names $k, which is not among the kernels"; exit 1; }
  done
fi
export work gen rustc rlib nvcc ptx_jit arch link_kernels

status=0
printf '%s\n' "$@" | xargs -P "$jobs" -I{} bash -c 'one "$1"' _ {} || status=1
for rs in "$@"; do cat "$work/$(basename "$rs" .rs).log"; done

# The check can fail: nvcc's defaults contract saxpy's a * x + y.
neg=$work/saxpy/aot/saxpy.kernels.cu
if [[ -f $neg ]]; then
  "$nvcc" -std=c++17 -x cu --expt-relaxed-constexpr -I"$include" -arch=sm_$arch -ptx "$neg" \
    -o "$work/negative.ptx"
  if check "$work/negative.ptx" "$work/saxpy/aot/saxpy.mir" "negative control" >"$work/negative.log"; then
    echo "FAIL: saxpy compiled with nvcc's default flags passed the check (it must contract)"
    status=1
  else
    echo "ok   negative control: saxpy with nvcc's default flags is rejected ($(grep -m1 -o 'R[0-9] .*' "$work/negative.log"))"
  fi
else
  echo "FAIL: saxpy.rs is not among the kernels (the negative control needs it)"
  status=1
fi
((status)) && echo "ptx_float_semantics: FAILED" ||
  echo "ptx_float_semantics: all $# kernels pass on aot and jit, $link_kernels on rdc and lto" \
    "(jit: $(cat "$work"/*.log | grep -c '^xfail') expected failures, listed above)"
exit $status
