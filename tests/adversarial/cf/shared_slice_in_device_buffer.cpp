// S7: DeviceBuffer<SharedSlice> is refused, and the
// message must name S7 (shared memory lives for one block), not S2.
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Kept = rsgpu::SharedSlice<float, 32>;
#else
using Kept = float;
#endif

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Kept>::create(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
