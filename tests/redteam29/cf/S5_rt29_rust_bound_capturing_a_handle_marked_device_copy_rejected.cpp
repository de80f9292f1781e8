// Red team 29 (the kept-handle fix, session 28): A rsgpu::rust::Bound whose captures hold a Thread1D, marked RSGPU_DEVICE_COPY and kept in a DeviceBuffer.
#include "common.hpp"
#include <rsgpu/rust/core_slice.hpp>
struct Caps {
#ifdef RSGPU_CF_OK
  unsigned id;
#else
  rsgpu::Thread1D t;
#endif
};
RSGPU_FN float body(rsgpu::Thread, Caps *, float v) { return v; }
using Closure = rsgpu::rust::Bound<Caps, &body>;
RSGPU_DEVICE_COPY(Closure);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Closure>::zeroed(s, 1);
  (void)b;
}
