#include "common.hpp"
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<float>::zeroed(s, 4);
#ifdef RSGPU_CF_OK
  rsgpu::DeviceBuffer<float> c = std::move(*b);
#else
  rsgpu::DeviceBuffer<float> c = *b; // S1: owners are move-only
#endif
  (void)c;
}
