// Red team 29 (the kept-handle fix, session 28): A kept handle rebound: `rsgpu::Thread1D kept = t; kept = other;` (execution handles are not assignable, session 28).
#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    rsgpu::Thread1D kept = t;
#ifndef RSGPU_CF_OK
    kept = t;
#endif
    if (auto e = y.mine(kept)) *e = 1.0f;
  }
};
