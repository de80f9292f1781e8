#include "common.hpp"
#include <rsgpu/rust/core_slice.hpp>
// rsgpu::rust::Bound (a Rust closure in rsgpu-gen's output) holds a thread
// handle; it is made only from a handle the code already holds. A default
// constructor that took the running thread's handle would let any code make
// a Thread from nothing (S5_forge_thread_handle.cpp), so there is none:
// rsgpu-gen declares such locals as rsgpu::rust::Late storage instead.
struct NoCaptures {};
RSGPU_FN float identity(rsgpu::Thread, NoCaptures *, float v) { return v; }
using Closure = rsgpu::rust::Bound<NoCaptures, &identity>;
RSGPU_FN float f(rsgpu::Thread t) {
#ifdef RSGPU_CF_OK
  static_assert(!std::is_default_constructible_v<Closure>);
  Closure c{t, NoCaptures{}}; // from the handle this thread holds
  rsgpu::rust::Late<Closure> late;
  late.get() = c;
  return late.get()(1.0f);
#else
  Closure c;
  rsgpu::Thread forged = c.thread;
  (void)forged;
  return 0.0f;
#endif
}
