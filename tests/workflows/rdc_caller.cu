// Link-time workflow: a hand-written rsgpu kernel (C++) calls Rust code
// defined only in the relocatable object `rsgpu-gen build --mode rdc` made
// from kernels/fused.rs (fused.rdc.o, or fused.lto.o for -dlto):
//   rsgpu_device_fused     the Rust kernel `fused` as a device function
//   rsgpu_device_fn_axpy   the Rust device function `axpy`
// Both calls resolve at the device link, never here. Runs on a GPU
// (workflows.rdc.gpu_run*): y = 3 x + y and z = 2 x + 1, checked on the host.
#include <rsgpu/rsgpu.hpp>

#include "fused.device.hpp"

#include <cstdio>
#include <vector>

struct CallsRust {
  __device__ void operator()(rsgpu::Thread t, float a,
                             rsgpu::Slice<const float> x,
                             rsgpu::SliceMut<float> y,
                             rsgpu::SliceMut<float> z) const {
    rsgpu_device_fused(t, a, x, y); // Rust kernel body: y = a x + y
    if (auto zi = z.mine(t))        // Rust fn: 2 x + 1
      *zi = rsgpu_device_fn_axpy(t, 2.0f, x[zi.index()], 1.0f);
  }
};

int main() {
  auto s = rsgpu::Stream::create();
  if (!s)
    return std::fprintf(stderr, "%s\n", s.error().to_string().c_str()), 2;
  const std::size_t n = 1000;
  std::vector<float> hx(n), hy(n), hz(n), want_y(n), want_z(n);
  for (std::size_t i = 0; i < n; ++i) {
    hx[i] = float(i % 17) - 8.0f, hy[i] = float(i % 5);
    want_y[i] = 3.0f * hx[i] + hy[i];
    want_z[i] = 2.0f * hx[i] + 1.0f;
  }
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
  auto z = rsgpu::DeviceBuffer<float>::from_host(*s, hz);
  if (!x || !y || !z)
    return 2;
  auto r =
      rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(n, 256), CallsRust{},
                    3.0f, x->borrow(), y->borrow_mut(), z->borrow_mut());
  if (!r || !y->copy_to_host(hy) || !z->copy_to_host(hz))
    return std::fprintf(stderr, "launch failed\n"), 1;
  if (hy != want_y || hz != want_z)
    return std::fprintf(stderr, "rdc: wrong result\n"), 1;
  std::puts("rdc: OK");
  return 0;
}
