#include "common.hpp"
// a host owner (its reference count, its stream) stored in device memory
void f(rsgpu::Stream &s) {
#ifdef RSGPU_CF_OK
  auto box = rsgpu::DeviceBox<int>::create(s, 0);
#else
  auto box = rsgpu::DeviceBuffer<rsgpu::DeviceBuffer<float>>::create(s, 1);
#endif
  (void)box;
}
