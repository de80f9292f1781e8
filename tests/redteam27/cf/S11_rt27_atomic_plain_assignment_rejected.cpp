// std::atomic's operator= is a SeqCst store; rsgpu has no default ordering.
#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread,
                           rsgpu::AtomicSlice<unsigned> a) const {
#ifdef RSGPU_CF_OK
    a.at(0).store(1u, rsgpu::Ordering::SeqCst);
#else
    a.at(0) = 1u;
#endif
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<unsigned> &a) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{},
                      rsgpu::atomic(a.borrow_mut()));
}
