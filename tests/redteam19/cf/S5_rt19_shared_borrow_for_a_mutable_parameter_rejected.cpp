#include "common.hpp"
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, FillK{}, y.borrow_mut(), 1.0f);
#else
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, FillK{}, y.borrow(), 1.0f);
#endif
}
