// Red team 29 (the kept-handle fix, session 28): GridStrideRange<T> has a public
// constructor (SliceMut<T>, first, step): `for (auto e :
// GridStrideRange<float>(y, 0, 1)) *e = v;` hands every thread every element
// (no cast, no raw pointer, no handle needed). Expected: refused (only
// grid_stride(y, t) / y.grid_stride(t) makes one, from the thread's handle).
// Twin: y.grid_stride(t).
#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
#ifdef RSGPU_CF_OK
    for (auto e : y.grid_stride(t)) *e = 1.0f;
#else
    (void)t;
    for (auto e : rsgpu::GridStrideRange<float>(y, 0, 1)) *e = 1.0f;
#endif
  }
};
