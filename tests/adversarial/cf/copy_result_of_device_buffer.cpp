// S1: copying a Result<DeviceBuffer> is a copy of the
// owner; the error must say so (deleted copy of DeviceBuffer), readably.
#include <rsgpu/rsgpu.hpp>

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto r = rsgpu::DeviceBuffer<float>::zeroed(s, 4);
#ifndef RSGPU_CF_OK
  auto copy = r;
#else
  auto copy = std::move(r);
#endif
  if (!copy)
    return rsgpu::err(copy.error());
  return {};
}
