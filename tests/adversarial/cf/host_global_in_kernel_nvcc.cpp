// S2: a kernel reading a host global runs on the emulator,
// but the variable does not exist on the GPU: nvcc must reject it.
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
float g_scale = 2.0f;
#else
constexpr float g_scale = 2.0f;
#endif

struct Scale {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = g_scale * *e;
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), Scale{},
                       y.borrow_mut());
}
