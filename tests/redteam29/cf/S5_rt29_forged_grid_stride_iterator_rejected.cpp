// Red team 29 (the kept-handle fix, session 28): GridStrideRange<T>::iterator has a public constructor from (&view, index, step): `GridStrideRange<float>::iterator it(&y, 0, 1); **it = v` hands every thread element 0 (an Owned<T> no thread-disjoint helper made). Expected: refused (only grid_stride(t) makes one). Twin: y.grid_stride(t).
#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
#ifdef RSGPU_CF_OK
    for (auto e : y.grid_stride(t)) *e = 1.0f;
#else
    rsgpu::GridStrideRange<float>::iterator it(&y, 0, 1);
    **it = 1.0f;
#endif
  }
};
