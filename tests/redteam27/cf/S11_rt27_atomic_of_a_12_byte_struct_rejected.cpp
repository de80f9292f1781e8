#include "common.hpp"
struct Triple {
  unsigned a, b, c;
};
RSGPU_DEVICE_COPY(Triple);
#ifdef RSGPU_CF_OK
using T = unsigned long long;
#else
using T = Triple;
#endif
struct K {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::AtomicSlice<T> a) const {
    T v = a.at(0).load(rsgpu::Ordering::Acquire);
    (void)v;
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<T> &a) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{},
                      rsgpu::atomic(a.borrow_mut()));
}
