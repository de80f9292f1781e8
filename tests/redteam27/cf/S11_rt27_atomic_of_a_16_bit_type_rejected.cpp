#include "common.hpp"
#ifdef RSGPU_CF_OK
using T = std::uint32_t;
#else
using T = std::uint16_t;
#endif
struct K {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::AtomicSlice<T> a) const {
    a.at(0).fetch_add(T(1), rsgpu::Ordering::Relaxed);
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<T> &a) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{},
                      rsgpu::atomic(a.borrow_mut()));
}
