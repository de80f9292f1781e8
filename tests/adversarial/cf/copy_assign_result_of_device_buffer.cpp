// S1: assigning one Result<DeviceBuffer> to another copies the owner; the
// error must name S1 in one diagnostic. The twin moves.
#include <rsgpu/rsgpu.hpp>

#include <utility>

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto a = rsgpu::DeviceBuffer<float>::zeroed(s, 4);
  auto b = rsgpu::DeviceBuffer<float>::zeroed(s, 8);
#ifndef RSGPU_CF_OK
  b = a;
#else
  b = std::move(a);
#endif
  if (!b)
    return rsgpu::err(b.error());
  return {};
}
