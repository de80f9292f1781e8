// S7: shared memory cannot be stored in device memory (it would outlive its
// block).
#include <rsgpu/rsgpu.hpp>

int main() {
  auto s = rsgpu::Stream::create();
#ifndef RSGPU_CF_OK
  auto b = rsgpu::DeviceBuffer<rsgpu::SharedSlice<float, 32>>::create(*s, 4);
#else
  auto b = rsgpu::DeviceBuffer<float>::create(*s, 4);
#endif
  (void)b;
}
