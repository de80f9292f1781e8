#!/usr/bin/env bash
# preamble_cache.sh RUSTC RSGPU_GEN RLIB_DIR INCLUDE_DIR KERNEL.rs WORKDIR RSGPU_CHECK
# `translate --verify` parses the generated file with its `#include <...>`
# lines precompiled once into a cache (docs/checker.md, "Precompiled
# includes"). With KERNEL.rs (one using shfl_down) at O3, on a copy of
# rsgpu's headers:
#   - a cold cache gets one PCH; a warm run reuses it (not rewritten) and
#     writes the same C++;
#   - a finding (RSGPU_GEN_VERIFY_INJECT=raw-shfl) reads the same, location
#     included, with the cached PCH and with RSGPU_CHECK_CACHE=off;
#   - a header edited after the PCH was built is seen (a static_assert that
#     fails: RG0411 naming it), and undoing the edit verifies clean again;
#   - with RSGPU_CHECK_CACHE_KEEP=1, the PCH of another include directory
#     replaces the first one, and going back rebuilds it;
#   - RSGPU_CHECK_CACHE=off writes nothing;
#   - rsgpu-check on a file whose `#include <...>` brings a user header (a
#     raw __syncthreads in a kernel, a borrow launched twice in a template
#     instantiated by the file): the same findings, at the header's lines,
#     from a cold cache, a warm one and none.
set -uo pipefail
rustc=$1 gen=$2 rlibdir=$3 include=$4 kernel=$5 work=$6 checker=$7
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work" || exit 1
cp -r "$include" "$work/include" || exit 1
export RSGPU_INCLUDE_DIR=$work/include RSGPU_CHECK_CACHE_DIR=$work/cache
unset RSGPU_CHECK_CACHE RSGPU_GEN_VERIFY_INJECT
name=$(basename "$kernel" .rs)
mir=$work/$name.mir
env -u RUSTFLAGS "$rustc" --emit=mir --crate-type=lib -C opt-level=3 --edition 2021 \
  --extern rsgpu="$rlibdir/librsgpu.rlib" -L "$rlibdir" "$kernel" -o "$mir" || exit 1
pchs() { find "$work/cache" -name '*.pch' 2>/dev/null | sort; }

"$gen" translate --verify "$mir" -o "$work/cold.cu" || fail "cold cache: verification failed"
[[ $(pchs | wc -l) -eq 1 ]] || fail "cold cache: expected one PCH, found: $(pchs)"
pch=$(pchs)
stamp=$(stat -c "%i %s" "$pch")
# a rebuild is written to a new file and renamed over the old one (a new inode)
"$gen" translate --verify "$mir" -o "$work/warm.cu" || fail "warm cache: verification failed"
[[ $(pchs) == "$pch" && $(stat -c "%i %s" "$pch") == "$stamp" ]] ||
  fail "warm cache: the PCH was rebuilt or another was added"
cmp -s "$work/cold.cu" "$work/warm.cu" || fail "cold and warm runs wrote different C++"
echo "cold cache built $(basename "$pch"); the warm run reused it"

with=$(RSGPU_GEN_VERIFY_INJECT=raw-shfl "$gen" translate --verify "$mir" -o "$work/x.cu" 2>&1)
rc_with=$?
without=$(RSGPU_CHECK_CACHE=off RSGPU_GEN_VERIFY_INJECT=raw-shfl "$gen" translate --verify "$mir" \
  -o "$work/x.cu" 2>&1)
rc_without=$?
[[ $rc_with -eq 2 && $rc_without -eq 2 ]] || fail "injected shuffle: exit $rc_with / $rc_without, expected 2"
[[ $with == *"error[RG0411]"*"[RG0408]"*"--> $mir:"* ]] || { printf '%s\n' "$with"; fail "no RG0411 naming RG0408"; }
[[ $with == "$without" ]] || { diff <(printf '%s\n' "$with") <(printf '%s\n' "$without"); fail "findings differ with the PCH"; }
echo "the injected raw shuffle reads the same with and without the PCH"

hdr=$work/include/rsgpu/rsgpu.hpp
cp "$hdr" "$work/rsgpu.hpp.orig"
echo 'static_assert(sizeof(int) == 1, "header edited after the PCH was built");' >>"$hdr"
out=$("$gen" translate --verify "$mir" -o "$work/edited.cu" 2>&1)
rc=$?
[[ $rc -eq 2 && $out == *"RG0411"*"header edited after the PCH was built"* ]] ||
  { printf '%s\n' "$out"; fail "an edited header went unseen (exit $rc): a stale PCH was used"; }
cp "$work/rsgpu.hpp.orig" "$hdr"
"$gen" translate --verify "$mir" -o "$work/restored.cu" || fail "the header restored: verification failed"
echo "an edited header is seen, and its undoing verifies clean"

export RSGPU_CHECK_CACHE_DIR=$work/keep-cache RSGPU_CHECK_CACHE_KEEP=1
cp -r "$include" "$work/include2" || exit 1
"$gen" translate --verify "$mir" -o "$work/k1.cu" || fail "keep=1, first include dir: verification failed"
first=$(find "$work/keep-cache" -name '*.pch')
RSGPU_INCLUDE_DIR=$work/include2 "$gen" translate --verify "$mir" -o "$work/k2.cu" ||
  fail "keep=1, second include dir: verification failed"
second=$(find "$work/keep-cache" -name '*.pch')
[[ -n $first && -n $second && $first != "$second" && $(wc -l <<<"$second") -eq 1 ]] ||
  fail "keep=1: expected the second include dir's PCH alone, found: $second (first: $first)"
"$gen" translate --verify "$mir" -o "$work/k3.cu" || fail "keep=1, back to the first: verification failed"
[[ $(find "$work/keep-cache" -name '*.pch') == "$first" ]] || fail "keep=1: the first PCH was not rebuilt alone"
echo "RSGPU_CHECK_CACHE_KEEP=1 keeps the PCH used last"
unset RSGPU_CHECK_CACHE_KEEP

export RSGPU_CHECK_CACHE_DIR=$work/off-cache
RSGPU_CHECK_CACHE=off "$gen" translate --verify "$mir" -o "$work/off.cu" || fail "cache off: verification failed"
[[ ! -e $work/off-cache ]] || fail "RSGPU_CHECK_CACHE=off wrote $(ls "$work/off-cache")"
echo "RSGPU_CHECK_CACHE=off parses without a cache"

mkdir -p "$work/user/inc"
cat >"$work/user/inc/user_kernels.hpp" <<'HPP'
#pragma once
#include <rsgpu/rsgpu.hpp>
#include <utility>
struct Fill {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    __syncthreads();
    if (auto e = y.mine(t)) *e = 1.0f;
  }
};
template <class K>
rsgpu::Result<void> twice(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &buf) {
  auto cfg = rsgpu::LaunchConfig::for_elements(buf.len());
  auto borrow = buf.borrow_mut();
  RSGPU_TRY(rsgpu::launch(s, cfg, K{}, std::move(borrow)));
  RSGPU_TRY(rsgpu::launch(s, cfg, K{}, std::move(borrow)));
  return {};
}
HPP
cat >"$work/user/main.cpp" <<'CPP'
#include <rsgpu/rsgpu.hpp>
#include <user_kernels.hpp>
rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) { return twice<Fill>(s, b); }
CPP
export RSGPU_CHECK_CACHE_DIR=$work/user-cache
for run in cold warm off; do
  if [[ $run == off ]]; then export RSGPU_CHECK_CACHE=off; fi
  "$checker" "$work/user/main.cpp" -- -I"$work/user/inc" >"$work/user/$run.out" 2>&1
  echo $? >>"$work/user/$run.out"
done
unset RSGPU_CHECK_CACHE
[[ $(find "$work/user-cache" -name '*.pch' | wc -l) -eq 1 ]] || fail "rsgpu-check: expected one PCH for the user file"
out=$(<"$work/user/warm.out")
[[ $out == *"warning[RG0406]"*"user_kernels.hpp:6:5"*"error[RG0401]: use of moved borrow \`borrow\`"*"user_kernels.hpp:15:50"* &&
   $out == *$'\n1' ]] || { printf '%s\n' "$out"; fail "rsgpu-check with a warm cache: the header's findings are missing"; }
cmp -s "$work/user/cold.out" "$work/user/warm.out" && cmp -s "$work/user/warm.out" "$work/user/off.out" ||
  { diff "$work/user/warm.out" "$work/user/off.out"; fail "rsgpu-check: findings differ between cold, warm and no cache"; }
echo "rsgpu-check finds a header's raw barrier and use after move the same with and without the PCH"
