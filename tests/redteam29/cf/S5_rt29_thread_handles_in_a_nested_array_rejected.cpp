// Red team 29 (the kept-handle fix, session 28): Thread1D handles in a nested C array `Thread1D t[2][1]` of a RSGPU_DEVICE_COPY struct.
#include "common.hpp"
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  rsgpu::Thread1D t[2][1];
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
