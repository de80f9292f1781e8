// Marking a thread handle itself RSGPU_DEVICE_COPY, to keep it in a
// DeviceBuffer: refused (an execution handle is never storable data).
#include "common.hpp"
#ifdef RSGPU_CF_OK
struct Id {
  unsigned v;
};
RSGPU_DEVICE_COPY(Id);
using Kept = Id;
#else
RSGPU_DEVICE_COPY(rsgpu::Thread1D);
using Kept = rsgpu::Thread1D;
#endif
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Kept>::zeroed(s, 1);
  (void)b;
}
