// S2: a view is a launch argument bound to its borrow, not
// data: a buffer of SliceMut would let a later kernel write the original
// buffer holding no borrow.
#include <rsgpu/rsgpu.hpp>

int main() {
  auto s = rsgpu::Stream::create();
#ifndef RSGPU_CF_OK
  auto b = rsgpu::DeviceBuffer<rsgpu::SliceMut<float>>::create(*s, 4);
#else
  auto b = rsgpu::DeviceBuffer<float>::create(*s, 4);
#endif
  (void)b;
}
