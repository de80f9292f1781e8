// S2: a Zip of an exclusive and a shared view, kept in
// device memory, outlives both borrows.
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Kept = rsgpu::Zip<rsgpu::SliceMut<float>, rsgpu::Slice<const float>>;
#else
using Kept = double;
#endif

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Kept>::create(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
