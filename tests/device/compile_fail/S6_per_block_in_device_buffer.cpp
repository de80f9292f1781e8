// S6: a PerBlock view is in bounds only for the launch that checked it, so it
// is launch-bound, not DeviceCopy (S2): it cannot be stored for a kernel with a larger grid.
#include <rsgpu/rsgpu.hpp>

int main() {
  auto s = rsgpu::Stream::create();
#ifndef RSGPU_CF_OK
  auto b = rsgpu::DeviceBuffer<rsgpu::PerBlock<const int>>::create(*s, 4);
#else
  auto b = rsgpu::DeviceBuffer<int>::create(*s, 4); // data, not a view
#endif
  (void)b;
}
