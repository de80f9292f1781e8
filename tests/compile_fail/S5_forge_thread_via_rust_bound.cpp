#include "common.hpp"
#include <rsgpu/rust/core_slice.hpp>
// rsgpu::rust::Bound (a Rust closure in rsgpu-gen's output) hands its body
// the running thread's handle; it is made only from a handle the code
// already holds. A default constructor would let any code reach a Thread
// from nothing (S5_forge_thread_handle.cpp), so there is none: rsgpu-gen
// declares such locals as rsgpu::rust::Late storage instead. It keeps no
// handle itself, so core's adapters may assign it while execution handles
// stay unassignable (not RSGPU_DEVICE_COPY, red team 27).
struct NoCaptures {};
RSGPU_FN float identity(rsgpu::Thread, NoCaptures *, float v) { return v; }
using Closure = rsgpu::rust::Bound<NoCaptures, &identity>;
RSGPU_FN float f(rsgpu::Thread t) {
#ifdef RSGPU_CF_OK
  static_assert(!std::is_default_constructible_v<Closure>);
  static_assert(std::is_trivially_copyable_v<Closure> &&
                std::is_copy_assignable_v<Closure>);
  static_assert(!std::is_copy_assignable_v<rsgpu::Thread>);
  Closure c{t, NoCaptures{}}; // from the handle this thread holds
  rsgpu::rust::Late<Closure> late;
  late.set(c);
  return late.get()(1.0f);
#else
  Closure c;
  return c(0.0f);
#endif
}
