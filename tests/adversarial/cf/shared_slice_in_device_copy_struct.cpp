// S7: shared memory leaves its block inside a struct the
// user marks DeviceCopy (a move-only handle is still trivially copyable); a
// later kernel would read a dead block's shared memory.
#include <rsgpu/rsgpu.hpp>

struct Parked {
#ifndef RSGPU_CF_OK
  rsgpu::SharedSlice<float, 32> tile;
#else
  float tile[32];
#endif
};
RSGPU_DEVICE_COPY(Parked);

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Parked>::create(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
