// Red team 29 (the kept-handle fix, session 28): A Thread1D kept in a std::optional member of a RSGPU_DEVICE_COPY struct (optional's copy assignment is deleted with its T's).
#include "common.hpp"
#include <optional>
struct Held {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  std::optional<rsgpu::Thread1D> t;
#endif
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
