// Red team 29 (the kept-handle fix, session 28): Two handles swapped with std::swap (assignment through a move).
#include "common.hpp"
#include <utility>
struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    rsgpu::Thread1D a = t, b = t;
#ifndef RSGPU_CF_OK
    std::swap(a, b);
#endif
    if (auto e = y.mine(a)) *e = 1.0f;
  }
};
