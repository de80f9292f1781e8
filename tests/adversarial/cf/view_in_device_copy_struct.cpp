// S2: a view inside a struct the user marks DeviceCopy is
// still a view: RSGPU_DEVICE_COPY must refuse it (Rust: a &'a mut [T] cannot
// go into a 'static buffer).
#include <rsgpu/rsgpu.hpp>

struct Saved {
#ifndef RSGPU_CF_OK
  rsgpu::SliceMut<float> view;
#else
  float value;
#endif
  unsigned n;
};
RSGPU_DEVICE_COPY(Saved);

rsgpu::Result<void> f(rsgpu::Stream &s) {
  auto keep = rsgpu::DeviceBuffer<Saved>::create(s, 1);
  if (!keep)
    return rsgpu::err(keep.error());
  return {};
}
