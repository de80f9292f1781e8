#include "common.hpp"
void f(rsgpu::Stream &s) {
#ifdef RSGPU_CF_OK
  auto b = rsgpu::DeviceBuffer<float>::create(s, 4);
#else
  auto b = rsgpu::DeviceBuffer<rsgpu::Borrow<float>>::create(s, 4);
#endif
  (void)b;
}
