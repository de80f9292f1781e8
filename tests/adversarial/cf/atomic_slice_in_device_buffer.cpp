// S2: an AtomicSlice kept in device memory lets a later
// kernel update the buffer atomically while a plain borrow reads it (S11).
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Kept = rsgpu::AtomicSlice<unsigned>;
#else
using Kept = unsigned;
#endif

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Kept>::create(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
