// S2: RSGPU_DEVICE_COPY rejects a struct holding a view —
// storing it would carry the view past its borrow.
#include <rsgpu/rsgpu.hpp>

struct Saved {
#ifndef RSGPU_CF_OK
  rsgpu::SliceMut<float> target;
#else
  float target;
#endif
  float scale;
};
RSGPU_DEVICE_COPY(Saved);

int main() {
  auto s = rsgpu::Stream::create();
  auto b = rsgpu::DeviceBuffer<Saved>::create(*s, 1);
  (void)b;
}
