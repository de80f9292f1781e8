// Red team 29 (the kept-handle fix, session 28): A struct deriving from Thread1D (and adding a member) marked RSGPU_DEVICE_COPY.
#include "common.hpp"
struct Held
#ifndef RSGPU_CF_OK
    : rsgpu::Thread1D
#endif
{
  unsigned extra;
};
RSGPU_DEVICE_COPY(Held);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Held>::zeroed(s, 1);
  (void)b;
}
