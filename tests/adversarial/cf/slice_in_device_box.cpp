// S2: a read view kept in a DeviceBox outlives its shared
// borrow; later writers of the buffer no longer conflict with it.
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Kept = rsgpu::Slice<const float>;
#else
using Kept = int;
#endif

rsgpu::Result<rsgpu::DeviceBox<Kept>> keep(rsgpu::Stream &s, const Kept &v) {
  return rsgpu::DeviceBox<Kept>::create(s, v);
}
