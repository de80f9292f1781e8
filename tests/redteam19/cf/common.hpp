// Red team 19's compile-fail snippets: one line (under #ifndef RSGPU_CF_OK)
// that must not compile, and its correct twin (RSGPU_CF_OK).
#pragma once
#include <rsgpu/rsgpu.hpp>

#include <string>
#include <utility>
#include <vector>

struct FillK {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           float v) const {
    if (auto e = y.mine(t))
      *e = v;
  }
};
