// std::atomic converts to its value (a SeqCst load); rsgpu has no default
// ordering.
#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread,
                           rsgpu::AtomicSlice<unsigned> a) const {
#ifdef RSGPU_CF_OK
    unsigned v = a.at(0).load(rsgpu::Ordering::SeqCst);
#else
    unsigned v = a.at(0);
#endif
    (void)v;
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<unsigned> &a) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{},
                      rsgpu::atomic(a.borrow_mut()));
}
