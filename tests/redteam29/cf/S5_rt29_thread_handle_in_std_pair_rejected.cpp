// Red team 29 (the kept-handle fix, session 28): A Thread1D in a std::pair member of a RSGPU_DEVICE_COPY struct.
#include "common.hpp"
#include <utility>
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  std::pair<rsgpu::Thread1D, unsigned> p;
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
