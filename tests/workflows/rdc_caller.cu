// Link-time workflow: a hand-written rsgpu kernel (C++) calls the Rust kernel
// saxpy as a device function, rsgpu_device_saxpy, which is defined only in the
// relocatable object `rsgpu-gen build --mode rdc` made (saxpy.rdc.o, or
// saxpy.lto.o for -dlto). The call resolves at the device link, never here.
// Runs on a GPU (workflows.rdc.gpu_run*): y = 2 * (a * x + y) checked on the
// host.
#include <rsgpu/rsgpu.hpp>

#include "saxpy.device.hpp"

#include <cstdio>
#include <vector>

struct TwiceSaxpy {
  __device__ void operator()(rsgpu::Thread t, float a,
                             rsgpu::Slice<const float> x,
                             rsgpu::SliceMut<float> y) const {
    rsgpu_device_saxpy(t, a, x, y); // Rust, across the device link
    if (auto yi = y.mine(t))
      *yi = 2.0f * *yi;
  }
};

int main() {
  auto s = rsgpu::Stream::create();
  if (!s)
    return std::fprintf(stderr, "%s\n", s.error().to_string().c_str()), 2;
  const std::size_t n = 1000;
  std::vector<float> hx(n), hy(n), want(n);
  for (std::size_t i = 0; i < n; ++i) {
    hx[i] = float(i % 17) - 8.0f, hy[i] = float(i % 5);
    want[i] = 2.0f * (3.0f * hx[i] + hy[i]);
  }
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
  if (!x || !y)
    return 2;
  auto r = rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n, 256),
                         TwiceSaxpy{}, 3.0f, x->borrow(), y->borrow_mut());
  if (!r || !y->copy_to_host(hy))
    return std::fprintf(stderr, "launch failed\n"), 1;
  if (hy != want)
    return std::fprintf(stderr, "rdc: wrong result\n"), 1;
  std::puts("rdc: OK");
  return 0;
}
