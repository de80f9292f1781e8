// S7: a block handle copied to device memory and read back by the host would
// let host code call rsgpu::shared() outside any kernel.
#include <rsgpu/rsgpu.hpp>

struct Leak {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    (void)t;
    (void)out;
  }
};

#ifndef RSGPU_CF_OK
using Kept = decltype(std::declval<rsgpu::Thread1D &>().block());
#else
using Kept = int;
#endif

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Kept>::create(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
