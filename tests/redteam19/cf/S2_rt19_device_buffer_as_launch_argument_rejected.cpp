#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
#else
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, std::move(y));
#endif
}
