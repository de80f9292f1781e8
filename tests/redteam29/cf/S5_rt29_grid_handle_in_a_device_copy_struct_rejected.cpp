// Red team 29 (the kept-handle fix, session 28): A rsgpu::Grid kept in a RSGPU_DEVICE_COPY struct (red team 27 covered Thread, Block, Tile; not Grid).
#include "common.hpp"
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  rsgpu::Grid g;
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
