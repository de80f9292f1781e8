#pragma once
// Binary operators for reductions and scans (warp, block, cluster).
#include "../../core/config.hpp"

// Unrolling hint for fixed-trip loops (nvcc); plain compilers decide alone.
// RSGPU_NO_UNROLL: keep a short loop whose trip count is a launch constant
// (cluster ranks) rolled, as hand-written CUDA's volatile reads keep it.
#if RSGPU_BACKEND_CUDA
#define RSGPU_UNROLL _Pragma("unroll")
#define RSGPU_NO_UNROLL _Pragma("unroll 1")
#else
#define RSGPU_UNROLL
#define RSGPU_NO_UNROLL
#endif

namespace rsgpu {
struct Plus {
  template <class T> RSGPU_FN T operator()(const T &a, const T &b) const {
    return a + b;
  }
};
struct Min {
  template <class T> RSGPU_FN T operator()(const T &a, const T &b) const {
    return b < a ? b : a;
  }
};
struct Max {
  template <class T> RSGPU_FN T operator()(const T &a, const T &b) const {
    return a < b ? b : a;
  }
};
} // namespace rsgpu
