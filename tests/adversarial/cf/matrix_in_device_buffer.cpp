// S2: a MatrixMut kept in device memory outlives its
// exclusive borrow.
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Kept = rsgpu::MatrixMut<float>;
#else
using Kept = float;
#endif

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Kept>::create(s, 4);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
