#include "common.hpp"
// Only launch() makes Thread handles: forging one would let host code pose as
// a GPU thread and claim another thread's elements.
void f() {
#ifdef RSGPU_CF_OK
  static_assert(!std::is_default_constructible_v<rsgpu::Thread>);
#else
  rsgpu::Thread t;
  (void)t;
#endif
}
