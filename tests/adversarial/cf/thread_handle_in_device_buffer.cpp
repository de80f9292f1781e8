// S5: a kernel saves its thread handle in device memory; a later kernel (or
// the host, through to_vec) gets a thread handle launch() did not make, and
// two threads can then claim one element with mine().
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Kept = rsgpu::Thread1D;
#else
using Kept = unsigned;
#endif

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Kept>::create(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
