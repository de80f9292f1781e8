#include "common.hpp"
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &x) {
  auto b = x.borrow_mut();
#ifdef RSGPU_CF_OK
  auto b2 = std::move(b);
#else
  auto b2 = b; // two exclusive tokens for one range
#endif
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, FillK{}, std::move(b2), 1.0f);
}
