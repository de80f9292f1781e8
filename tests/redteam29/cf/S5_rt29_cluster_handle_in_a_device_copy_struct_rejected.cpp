// Red team 29 (the kept-handle fix, session 28): A rsgpu::Cluster kept in a RSGPU_DEVICE_COPY struct.
#include "common.hpp"
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  rsgpu::Cluster c;
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
