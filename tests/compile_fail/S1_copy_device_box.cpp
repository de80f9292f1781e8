#include "common.hpp"
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBox<int>::create(s, 1);
#ifdef RSGPU_CF_OK
  rsgpu::DeviceBox<int> c = std::move(*b);
#else
  rsgpu::DeviceBox<int> c = *b; // S1
#endif
  (void)c;
}
