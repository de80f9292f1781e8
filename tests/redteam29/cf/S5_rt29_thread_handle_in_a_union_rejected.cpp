// Red team 29 (the kept-handle fix, session 28): A Thread1D in a union member of a RSGPU_DEVICE_COPY struct (read back through the other member would be a cast; storing it is the smuggle).
#include "common.hpp"
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  union { rsgpu::Thread1D t; unsigned u; } v;
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
