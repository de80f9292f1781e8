// S2: an atomic view is a view too: it cannot be boxed in
// device memory.
#include <rsgpu/rsgpu.hpp>

int main() {
  auto s = rsgpu::Stream::create();
#ifndef RSGPU_CF_OK
  using Stored = rsgpu::AtomicSlice<unsigned>;
  auto b = rsgpu::DeviceBox<Stored>::create(*s, *static_cast<Stored *>(nullptr));
#else
  using Stored = unsigned;
  auto b = rsgpu::DeviceBox<Stored>::create(*s, 0u);
#endif
  (void)b;
}
