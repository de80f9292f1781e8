#!/usr/bin/env bash
# workflows.build_nan_fallback (red team 23): docs/workflows.md promises that
# where the opt-level-3 MIR is refused only for NaN constants rustc folded,
# `rsgpu-gen build` translates the opt-level-0 MIR instead (NAME.O0.mir kept)
# and says so (warning RG0102). Checks the warning, the files, and that the
# host-mode header runs on the emulator with the NaNs' exact bits (sign and
# payload: -f32::NAN, f32::from_bits(0x7fa0_0001), f32::from_bits(0xffc0_0042),
# f64::NAN.copysign(-1.0)).
# Usage: build_nan_fallback.sh RSGPU_GEN RUSTC RLIB CXX INCLUDE_DIR CCCL_DIR WORK
set -uo pipefail
gen=$1 rustc=$2 rlib=$3 cxx=$4 inc=$5 cccl=$6 work=$7
rm -rf "$work" && mkdir -p "$work"
cat >"$work/nanfb.rs" <<'RS'
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn pick(k: u32) -> f32 {
    match k % 4 {
        0 => -f32::NAN,
        1 => f32::from_bits(0x7fa0_0001),
        2 => f32::from_bits(0xffc0_0042),
        _ => f32::NAN,
    }
}

rsgpu::kernel! {
    pub fn nanfb(x: &[u32], y: &mut [u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() && i < z.len() {
            y[i] = pick(x[i]).to_bits();
            z[i] = (f64::NAN.copysign(-1.0).to_bits() >> 32) as u32;
        }
    }
}
RS
cat >"$work/main.cpp" <<'CPP'
#include "nanfb.hpp"
#include <cstdint>
#include <cstdio>
#include <vector>
int main() {
  auto s = rsgpu::Stream::create();
  std::vector<std::uint32_t> hx(64);
  for (std::uint32_t i = 0; i < 64; ++i) hx[i] = i;
  auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, std::vector<std::uint32_t>(64, 0));
  auto z = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, std::vector<std::uint32_t>(64, 0));
  if (!s || !x || !y || !z) return 1;
  auto r = launch_nanfb(*s, rsgpu::LaunchConfig::for_elements(64), x->borrow(), y->borrow_mut(), z->borrow_mut());
  auto vy = y->to_vec();
  auto vz = z->to_vec();
  if (!r || !vy || !vz) return 1;
  const std::uint32_t want[4] = {0xffc00000u, 0x7fa00001u, 0xffc00042u, 0x7fc00000u};
  int bad = 0;
  for (int i = 0; i < 64; ++i) {
    if ((*vy)[i] != want[i % 4] || (*vz)[i] != 0xfff80000u) {
      if (bad++ < 4)
        std::printf("element %d: y %08x (want %08x), z %08x (want fff80000)\n", i, (*vy)[i], want[i % 4], (*vz)[i]);
    }
  }
  std::printf("%d of 64 elements differ\n", bad);
  return bad != 0;
}
CPP
fail=0
out=$("$gen" build "$work/nanfb.rs" --mode host --rsgpu-rlib "$rlib" --rustc "$rustc" -o "$work/out" 2>&1)
rc=$?
echo "$out"
[[ $rc == 0 ]] || { echo "FAIL: rsgpu-gen build exited $rc"; exit 1; }
[[ $out == *"warning[RG0102]"* && $out == *"opt-level 0"* ]] || { echo "FAIL: no RG0102 fallback warning"; fail=1; }
for f in nanfb.mir nanfb.O0.mir nanfb.hpp; do
  [[ -s $work/out/$f ]] || { echo "FAIL: build did not keep $f"; fail=1; }
done
"$cxx" -std=c++17 -I"$work/out" -I"$inc" -I"$cccl" "$work/main.cpp" -lboost_context -pthread -o "$work/app" ||
  { echo "FAIL: the host header does not compile"; exit 1; }
"$work/app" || { echo "FAIL: the translated kernel's NaN bits differ from rustc's"; fail=1; }
exit $fail
