// S5/S6: a SliceMut made by hand from a raw pointer and a length, passed to
// launch: no borrow, no borrow check, any length. Only a borrow makes a view.
#include <rsgpu/rsgpu.hpp>

struct Fill {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
#ifndef RSGPU_CF_OK
  static float host[16];
  rsgpu::SliceMut<float> fake(host, 1u << 20);
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(16), Fill{}, fake);
#else
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(16), Fill{},
                       y.borrow_mut());
#endif
}
