// S6: zipped bands are in bounds only for the grid launch() checked, so they
// are launch-bound, not DeviceCopy (S2): they cannot be stored for a kernel with a larger grid.
#include <rsgpu/rsgpu.hpp>

int main() {
  auto s = rsgpu::Stream::create();
#ifndef RSGPU_CF_OK
  auto b =
      rsgpu::DeviceBuffer<rsgpu::Zip<rsgpu::RowBands<const int, 4>,
                                     rsgpu::ColBands<const int, 4>>>::create(*s,
                                                                             4);
#else
  auto b = rsgpu::DeviceBuffer<int>::create(*s, 4); // data, not a view
#endif
  (void)b;
}
