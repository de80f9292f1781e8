// Shared by the compile-fail snippets: each snippet has one line that must not
// compile (under #ifndef RSGPU_CF_OK) and its correct twin (RSGPU_CF_OK).
#pragma once
#include <rsgpu/rsgpu.hpp>
#include <vector>

struct FillKernel {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y, float v) const {
    if (auto e = y.mine(t)) *e = v;
  }
};
struct ReadKernel {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::Slice<const float>) const {}
};
