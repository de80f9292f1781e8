// The consumer's Rust kernel, translated by the installed rsgpu-gen, on the
// host emulation backend.
#include "scale_add.hpp"

#include <cstdio>
#include <vector>

int main() {
  auto s = rsgpu::Stream::create();
  if (!s)
    return 1;
  std::vector<float> hx(300), hy(300);
  for (int i = 0; i < 300; ++i)
    hx[std::size_t(i)] = float(i), hy[std::size_t(i)] = 1.0f;
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
  if (!x || !y)
    return 1;
  if (!launch_scale_add(*s, rsgpu::LaunchConfig::for_elements(300, 64), 2.0f,
                        x->borrow(), y->borrow_mut()))
    return 1;
  if (!y->copy_to_host(hy))
    return 1;
  for (int i = 0; i < 300; ++i)
    if (hy[std::size_t(i)] != 2.0f * float(i) + 1.0f)
      return 1;
  std::puts("rust kernels: OK");
  return 0;
}
