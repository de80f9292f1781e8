// Red team 29 (the kept-handle fix, session 28): A rsgpu::rust::Bound (no handle inside) marked RSGPU_DEVICE_COPY and made from nothing by DeviceBuffer::zeroed: the docs say a Bound is made only from a handle the code already holds (no default constructor). Expected: refused (Bound is no storable data). Twin: a plain struct.
#include "common.hpp"
#include <rsgpu/rust/core_slice.hpp>
struct NoCaptures {};
RSGPU_FN float body(rsgpu::Thread, NoCaptures *, float v) { return v; }
#ifdef RSGPU_CF_OK
struct Closure { unsigned u; };
#else
using Closure = rsgpu::rust::Bound<NoCaptures, &body>;
#endif
RSGPU_DEVICE_COPY(Closure);
void f(rsgpu::Stream &s) {
  auto b = rsgpu::DeviceBuffer<Closure>::zeroed(s, 1);
  (void)b;
}
