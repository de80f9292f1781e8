// a Tile<32> (warp handle) kept in a RSGPU_DEVICE_COPY struct would live in device memory (and
// DeviceBuffer::zeroed makes one from nothing): a handle no launch() checked
// against the launch's shape. Execution handles are not storable data.
#include "common.hpp"
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  rsgpu::Tile<32> w;
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
