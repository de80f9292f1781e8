#include "common.hpp"
struct Racy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
#ifdef RSGPU_CF_OK
    if (auto e = y.mine(t)) *e = 1.0f;
#else
    y[0] = 1.0f; // S5: every thread would write element 0
    (void)t;
#endif
  }
};
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) {
  return rsgpu::launch(s, {}, Racy{}, b.borrow_mut());
}
