// S2 (red team 8): LIB "The kernel is a capture-free function object". A
// plain function's address as the kernel: a host code pointer crossing the
// launch boundary (on CUDA the device cannot call it). Expected: a compile
// error naming S2. Twin: the same body in a function object.
#include <rsgpu/rsgpu.hpp>

void fill_fn(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) {
  if (auto e = y.mine(t)) *e = 1.0f;
}
struct Fill {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const { fill_fn(t, y); }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
#ifndef RSGPU_CF_OK
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), &fill_fn, y.borrow_mut());
#else
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), Fill{}, y.borrow_mut());
#endif
}
int main() {}
