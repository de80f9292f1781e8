#include "common.hpp"
struct K {
#ifndef RSGPU_CF_OK
  float *p; // a captured host pointer
#endif
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t))
#ifdef RSGPU_CF_OK
      *e = 1.0f;
#else
      *e = *p;
#endif
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
#else
  float v = 1;
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{&v}, y.borrow_mut());
#endif
}
