// S7: a SharedTile in a struct marked
// DeviceCopy, passed to launch as a kernel argument.
#include <rsgpu/rsgpu.hpp>

struct Carry {
#ifndef RSGPU_CF_OK
  rsgpu::SharedTile<float, 16, 17> tile;
#else
  float tile[16][17];
#endif
  int tag;
};
RSGPU_DEVICE_COPY(Carry);

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D, Carry) const {}
};

rsgpu::Result<void> f(rsgpu::Stream &s, const Carry &c) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(1), K{}, c);
}
